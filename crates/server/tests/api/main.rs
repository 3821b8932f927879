//! HTTP tests: a real server on a random port with a real store, per test.

mod attempts;
mod auth;
mod catalogue;
mod exports;
mod health;
mod helpers;
mod permissions;
mod progress;
mod quizzes;
mod services;
mod users;
