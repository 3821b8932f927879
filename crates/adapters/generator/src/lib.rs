//! Quiz generation adapters for the [`sabi_ports::QuizGenerator`] port.
//!
//! Three ways to get a quiz, chosen by configuration:
//! - [`BuiltinGenerator`] (the default, offline): parametric Mathematics questions whose
//!   answers are computed, plus the curated question bank embedded at compile time;
//! - [`HttpGenerator`]: the specification's generation service (`GET {base}/gen/...`);
//! - [`OpenAiGenerator`]: any OpenAI-compatible chat-completions server.
//!
//! Whatever the adapter, a quiz leaves here only after [`sabi_domain::quiz::validate_content`]
//! accepted it. The [`transport`] and [`openai`] modules are public because the reviewer
//! crate talks to the same kinds of servers the same way.

pub mod builtin;
pub mod http;
pub mod openai;
pub mod transport;

mod config;
mod shape;

pub use builtin::{BuiltinGenerator, ShippedQuestion, bank_counts, shipped_questions};
pub use config::OpenAiConfig;
pub use http::HttpGenerator;
pub use openai::OpenAiGenerator;
