//! The two outside services of the spec, quiz generation and short-answer review, and the
//! sentence model the built-in marker reads meaning with.

use async_trait::async_trait;
use sabi_domain::class_level::ClassLevel;
use sabi_domain::quiz::{Difficulty, MarkingPoint, QuizContent, QuizType};
use sabi_domain::scoring::{PointMarking, Review};
use thiserror::Error;

/// Why a generation or review service could not give an answer we can use.
#[derive(Debug, Error)]
pub enum ServiceError {
    #[error("the service could not be reached: {0}")]
    Unreachable(String),
    #[error("the service took too long to answer")]
    Timeout,
    #[error("the service failed: {0}")]
    Failed(String),
    #[error("the service answered something we cannot use: {0}")]
    BadAnswer(String),
    #[error("the service has nothing for this request: {0}")]
    NothingToOffer(String),
    /// Every turn of a local service (the built-in marker) is taken: try again shortly.
    #[error("the service is busy")]
    Busy,
}

/// What a quiz is asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuizRequest {
    pub subject: String,
    pub topic: String,
    pub class_level: ClassLevel,
    pub quiz_type: QuizType,
    pub difficulty: Difficulty,
    /// How many questions; the generator's own default when `None`.
    pub question_count: Option<u32>,
    /// Only questions of this very topic (a top-up of the bank's): a generator that would
    /// otherwise borrow from related topics or classes offers fewer, or none.
    pub topic_only: bool,
}

/// A quiz as a generator hands it over, before the domain checks it.
#[derive(Debug, Clone, PartialEq)]
pub struct GeneratedQuiz {
    pub title: String,
    pub description: String,
    /// The spec's estimatedTime in minutes.
    pub estimated_minutes: u32,
    pub content: QuizContent,
}

#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait]
pub trait QuizGenerator: Send + Sync {
    async fn generate(&self, request: &QuizRequest) -> Result<GeneratedQuiz, ServiceError>;
}

/// One question sent for marking, as the spec's review call carries it.
#[derive(Debug, Clone, PartialEq)]
pub struct ReviewItem {
    pub question: String,
    pub answer: String,
    pub marks: u32,
    pub marking_scheme: Vec<MarkingPoint>,
}

#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait]
pub trait AnswerReviewer: Send + Sync {
    /// Marks each answer against its scheme; `questions` of the review follow the items' order.
    async fn review(&self, items: &[ReviewItem]) -> Result<Review, ServiceError>;

    /// Marks one answer point by point with the built-in marker, for a teacher trying a scheme
    /// before saving it (whatever marker students' answers go to: the editor's box tries the
    /// scheme against the built-in one).
    async fn mark_points(&self, item: &ReviewItem) -> Result<PointMarking, ServiceError>;
}

/// A sentence-embedding model (run in the process, on the CPU): each text becomes a vector of
/// unit length, so that the dot product of two is their cosine similarity. The built-in marker
/// uses it to credit an answer that says a point in other words.
#[cfg_attr(feature = "mock", mockall::automock)]
pub trait SentenceEncoder: Send + Sync {
    /// The model's name, for the log and `/api/health`.
    fn name(&self) -> String;
    /// One vector per text, in order. Long texts are cut to the model's window.
    fn encode(&self, texts: &[String], kind: TextKind) -> Result<Vec<Vec<f32>>, ServiceError>;
}

/// What a text given to a [`SentenceEncoder`] is: an encoder may keep a scheme's vectors (the
/// same points come back for every student who answers the question), never an answer's (each
/// is seen once, and kept answers would push the points out).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextKind {
    Scheme,
    Answer,
}

/// The cosine similarity of two of a [`SentenceEncoder`]'s vectors (unit length: their dot
/// product).
pub fn similarity(a: &[f32], b: &[f32]) -> f32 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}
