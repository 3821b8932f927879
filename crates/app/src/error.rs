//! The app's one error type: what went wrong, in words a person can read. The api crate maps
//! each variant to an HTTP status in one place; `Unexpected` is logged there, never shown.

use sabi_domain::DomainError;
use sabi_ports::{ServiceError, StoreError};
use thiserror::Error;

#[derive(Debug, Error)]
pub enum AppError {
    /// A rule of the domain refused the input (its message is the spec's where it has one).
    #[error(transparent)]
    Invalid(#[from] DomainError),
    /// A question of the bank that may not be saved: each of its problems, the first as the
    /// message (400, with the list).
    #[error("{}", .0.first().map(|p| p.to_string()).unwrap_or_default())]
    InvalidQuestion(Vec<sabi_domain::bank::QuestionProblem>),
    /// The request itself is unusable (a missing or malformed field).
    #[error("{0}")]
    BadRequest(String),
    #[error("{0}")]
    NotFound(String),
    #[error("Please log in to continue.")]
    Unauthenticated,
    #[error("Invalid username or password.")]
    InvalidCredentials,
    #[error("This account is inactive. Please contact your school.")]
    AccountInactive,
    #[error("You are not allowed to do that.")]
    Forbidden,
    /// Refused for a reason the caller should read (403).
    #[error("{0}")]
    Refused(String),
    /// Signed in with a one-time password: the session may only choose a new one (403).
    #[error("Choose a new password first: your one-time password only lets you do that.")]
    PasswordChangeRequired,
    #[error("Your current password is not correct.")]
    WrongCurrentPassword,
    #[error("Username already taken")]
    UsernameTaken,
    #[error("Email already registered")]
    EmailTaken,
    #[error("{0}")]
    Conflict(String),
    /// A rate limit refused the try; `retry_after` seconds until the next may be made.
    #[error("{message}")]
    TooManyAttempts { message: String, retry_after: i64 },
    #[error("{0}")]
    TooLarge(String),
    /// A per-user rate limit ([`crate::rate_limit`]): try again after `retry_after` seconds.
    #[error("{message}")]
    RateLimited { message: String, retry_after: u64 },
    #[error("{0}")]
    UnsupportedMedia(String),
    /// The generation or review service failed; `message` is what the user is told.
    #[error("{message}")]
    Service { message: String, source: ServiceError },
    #[error("Something went wrong. Please try again.")]
    Unexpected(#[from] anyhow::Error),
}

impl AppError {
    pub fn not_found(what: &str) -> AppError {
        AppError::NotFound(what.to_string())
    }
}

impl From<StoreError> for AppError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::NotFound => AppError::NotFound("Not found.".into()),
            StoreError::UsernameTaken => AppError::UsernameTaken,
            StoreError::EmailTaken => AppError::EmailTaken,
            StoreError::AlreadyExists => AppError::Conflict("That already exists.".into()),
            StoreError::AttemptCompleted => AppError::Conflict(DomainError::AttemptAlreadyCompleted.to_string()),
            StoreError::TimeUp => AppError::Conflict(DomainError::TimeUp.to_string()),
            StoreError::StaleVersion => AppError::Conflict(StoreError::StaleVersion.to_string()),
            StoreError::StaleSave(_) => AppError::Conflict("A newer save of this attempt is already stored.".into()),
            StoreError::Unexpected(e) => AppError::Unexpected(e),
        }
    }
}

/// Turns a store's NotFound into the product's words for the missing thing.
pub(crate) trait OrNotFound<T> {
    fn or_not_found(self, what: &str) -> Result<T, AppError>;
}

impl<T> OrNotFound<T> for Result<T, StoreError> {
    fn or_not_found(self, what: &str) -> Result<T, AppError> {
        self.map_err(|e| match e {
            StoreError::NotFound => AppError::not_found(what),
            other => other.into(),
        })
    }
}

pub type AppResult<T> = Result<T, AppError>;
