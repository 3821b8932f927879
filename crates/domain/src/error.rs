//! The one error type of the domain: each variant's text is the specification's own words
//! where it has them, so the api crate can show it unchanged.

use thiserror::Error;

#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DomainError {
    #[error("Passwords do not match.")]
    PasswordsDoNotMatch,
    #[error("Please fill out all fields.")]
    MissingUserFields,
    #[error("Please fill in both fields.")]
    MissingPasswordFields,
    #[error("Password must be at least {min} characters.")]
    PasswordTooShort { min: usize },
    #[error("Your password must not contain your username.")]
    PasswordContainsUsername,
    #[error("This password is too common. Please choose one that is harder to guess.")]
    CommonPassword,
    #[error("Username must be 3 to 32 letters, digits, dots, dashes or underscores.")]
    InvalidUsername,
    #[error("Please enter a valid email address.")]
    InvalidEmail,
    #[error("Unknown class level: {0}")]
    UnknownClassLevel(String),
    #[error("Unknown stream: {0}")]
    UnknownStream(String),
    #[error("Unknown role: {0}")]
    UnknownRole(String),
    #[error("Unknown status: {0}")]
    UnknownStatus(String),
    #[error("Unknown quiz type: {0}")]
    UnknownQuizType(String),
    #[error("Unknown quiz mode: {0}")]
    UnknownQuizMode(String),
    #[error("Unknown difficulty: {0}")]
    UnknownDifficulty(String),
    #[error("Unknown rank: {0}")]
    UnknownRank(String),
    #[error("Unknown attempt status: {0}")]
    UnknownAttemptStatus(String),
    #[error("Search needs at least 2 characters.")]
    SearchTooShort,
    #[error("Name, description, image, and at least one class are required!")]
    MissingSubjectFields,
    #[error("Topic(s), subject, and at least one class are required!")]
    MissingTopicFields,
    #[error("All fields are required!")]
    MissingQuizFields,
    #[error("Each achievement needs at least a title and description!")]
    MissingAchievementFields,
    #[error("The quiz is not valid: {0}")]
    InvalidQuiz(String),
    #[error("The answers do not fit the quiz: {0}")]
    AnswersDoNotFit(String),
    #[error(
        "Time is up for this exam: answers sent after its time limit are not kept. Your answers saved in time have been submitted."
    )]
    TimeUp,
    #[error("This attempt is already completed.")]
    AttemptAlreadyCompleted,
    #[error("{field} is out of range.")]
    OutOfRange { field: &'static str },
    /// Beyond one of the bounds of [`crate::limits`]: the message says which and how far.
    #[error("{0}")]
    OverLimit(String),
    /// A value outside a fixed list (a question's status, source, type, language): the
    /// message names the value and the list.
    #[error("{0}")]
    InvalidInput(String),
    #[error("{field} is too long (at most {max} characters).")]
    TooLong { field: &'static str, max: usize },
    /// A subject renamed or moved onto a name its new class already has.
    #[error("{class_level} already has a subject named {name}.")]
    SubjectExists { name: String, class_level: String },
}
