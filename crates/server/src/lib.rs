//! The `sabi` server: configuration, wiring adapters into the app, migrations, the weekly
//! job, and serving the API and the built web app. [`startup::Application`] is the one way
//! to start it, for `main` and for the API tests.

pub mod config;
pub mod jobs;
pub mod metrics;
pub mod startup;
pub mod telemetry;
pub mod web_app;

pub use config::Config;
pub use startup::Application;

/// A database URL with any password replaced, for logs.
pub fn redact_url(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let credentials = &url[scheme + 3..at];
            match credentials.split_once(':') {
                Some((user, _)) => format!("{}{user}:***{}", &url[..scheme + 3], &url[at..]),
                None => url.to_string(),
            }
        }
        _ => url.to_string(),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn passwords_are_redacted_from_urls() {
        assert_eq!(super::redact_url("postgres://sabi:secret@db:5432/sabi"), "postgres://sabi:***@db:5432/sabi");
        assert_eq!(super::redact_url("postgres://sabi@db/sabi"), "postgres://sabi@db/sabi");
        assert_eq!(super::redact_url("sqlite://data/sabi.db"), "sqlite://data/sabi.db");
    }
}
