//! Sabi's rules as pure functions and plain data.
//!
//! Nothing here does I/O, awaits, or knows about HTTP or SQL: the app crate feeds these
//! functions what the ports fetched and stores what they return. Every rule of the
//! specification's sections 5 and 9 (and DESIGN.md section 4) lives in one module here,
//! with table-driven tests at the boundaries the spec gives.

pub mod achievement;
pub mod attempt;
pub mod bank;
pub mod catalogue;
pub mod class_level;
pub mod error;
pub mod item_analysis;
pub mod leaderboard;
pub mod limit;
pub mod limits;
pub mod marking_scheme;
pub mod overview;
pub mod password_policy;
pub mod quiz;
pub mod report_card;
#[cfg(test)]
mod rules_export;
pub mod scoring;
pub mod slug;
pub mod stats;
pub mod streak;
pub mod teaching;
pub mod timing;
pub mod user;

pub use error::DomainError;

/// Seconds since the Unix epoch: how every stored moment is kept (both stores share it).
pub type Timestamp = i64;
