//! The ports: what Sabi's use cases need from the outside world, as traits.
//!
//! Adapters (the store, the generator and reviewer clients, the mailer, the file store)
//! implement them; the app crate only ever sees these traits. With the `mock` feature the
//! outside services (generator, reviewer, mailer, files, clock) have mockall mocks
//! (`MockAnswerReviewer`, ...) for the app crate's service tests, which run over a real
//! store; with the `testing` feature, [`testing`] builds test data.

pub mod clock;
pub mod files;
pub mod mail;
pub mod services;
pub mod store;
pub mod teaching;
#[cfg(feature = "testing")]
pub mod testing;

pub use clock::{Clock, IdGenerator, ManualClock, SystemClock};
pub use files::FileStore;
pub use mail::{Mail, Mailer};
pub use services::{
    AnswerReviewer, GeneratedQuiz, QuizGenerator, QuizRequest, ReviewItem, SentenceEncoder, ServiceError, TextKind,
    similarity,
};
pub use store::*;
pub use teaching::{AssignmentQuery, ClassQuery, Moderation, TeachingRepository};
