//! Short-answer marking adapters for the [`sabi_ports::AnswerReviewer`] port.
//!
//! Three ways to mark, chosen by configuration:
//! - [`BuiltinReviewer`] (the default, offline): awards each marking-scheme point the answer
//!   covers, tolerant of spelling, inflection, word order and synonyms (docs/marking.md);
//! - [`HttpReviewer`]: the specification's review service (`POST {base}/review/short-answer-quiz`);
//! - [`OpenAiReviewer`]: any OpenAI-compatible chat-completions server.
//!
//! Whatever the adapter, each question's marks are clamped to its maximum and the totals are
//! recomputed here, so a generous or confused service cannot inflate a score.

pub mod agreement;
pub mod builtin;
pub mod http;
pub mod openai;
pub mod public_sets;

mod settle;

pub use builtin::BuiltinReviewer;
pub use http::HttpReviewer;
pub use openai::OpenAiReviewer;
pub use sabi_generator::OpenAiConfig;
