//! The sabi binary: configuration, wiring adapters into the app, migrations, serving the web app.
