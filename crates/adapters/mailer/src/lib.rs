//! Mail adapters: SMTP and the outbox folder of .eml files.
