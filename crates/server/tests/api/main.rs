//! HTTP tests: a real server on a random port with a real store, per test.

mod attempts;
mod auth;
mod health;
mod helpers;
