//! Sabi's store: Diesel over PostgreSQL (diesel-async) and SQLite (the embedded default).
