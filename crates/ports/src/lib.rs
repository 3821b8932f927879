//! The ports: what Sabi's use cases need from the outside world, as traits.
//!
//! Adapters (the store, the generator and reviewer clients, the mailer, the file store)
//! implement them; the app crate only ever sees these traits. With the `mock` feature each
//! trait has a mockall mock (`MockUserRepository`, ...) for the app crate's unit tests.

pub mod clock;
pub mod files;
pub mod mail;
pub mod services;
pub mod store;

pub use clock::{Clock, IdGenerator, ManualClock, SystemClock};
pub use files::FileStore;
pub use mail::{Mail, Mailer};
pub use services::{AnswerReviewer, GeneratedQuiz, QuizGenerator, QuizRequest, ReviewItem, ServiceError};
pub use store::*;
