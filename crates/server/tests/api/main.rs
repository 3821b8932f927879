//! HTTP tests: a real server on a random port with a real store, per test.

// Tests may unwrap, helpers included (clippy's test exemption covers only `#[test]` bodies).
#![allow(clippy::unwrap_used)]

mod account_integrity;
mod accounts_in_bulk;
mod attempts;
mod auth;
mod backups;
mod bad_input;
mod bank;
mod catalogue;
mod exports;
mod fuzz_regressions;
mod health;
mod helpers;
mod instances;
mod integrity;
mod limits;
mod mail;
mod metrics;
mod offline;
mod passwords;
mod permissions;
mod pictures;
mod progress;
mod quizzes;
mod services;
mod store_migration;
mod teaching;
mod users;
mod web_build;
