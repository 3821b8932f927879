//! The one place where the app's errors become HTTP answers: a status and `{"error": ...}`.
//! Unexpected errors are logged with their cause and answered with a plain sentence.

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError};
use sabi_app::AppError;
use sabi_domain::DomainError;
use sabi_ports::ServiceError;
use serde_json::json;

#[derive(Debug)]
pub struct ApiError(pub AppError);

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl<E: Into<AppError>> From<E> for ApiError {
    fn from(e: E) -> Self {
        ApiError(e.into())
    }
}

impl ApiError {
    pub fn bad_request(message: impl Into<String>) -> ApiError {
        ApiError(AppError::BadRequest(message.into()))
    }
}

pub type ApiResult<T> = Result<T, ApiError>;

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match &self.0 {
            AppError::Invalid(
                DomainError::MissingUserFields
                | DomainError::MissingPasswordFields
                | DomainError::MissingSubjectFields
                | DomainError::MissingTopicFields
                | DomainError::MissingQuizFields
                | DomainError::MissingAchievementFields
                | DomainError::SearchTooShort,
            ) => StatusCode::BAD_REQUEST,
            AppError::Invalid(DomainError::OverLimit(_)) => StatusCode::PAYLOAD_TOO_LARGE,
            AppError::Invalid(DomainError::SubjectExists { .. }) => StatusCode::CONFLICT,
            AppError::Invalid(_) => StatusCode::UNPROCESSABLE_ENTITY,
            AppError::BadRequest(_) | AppError::InvalidQuestion(_) => StatusCode::BAD_REQUEST,
            AppError::NotFound(_) => StatusCode::NOT_FOUND,
            AppError::Unauthenticated | AppError::InvalidCredentials => StatusCode::UNAUTHORIZED,
            AppError::AccountInactive
            | AppError::Forbidden
            | AppError::Refused(_)
            | AppError::WrongCurrentPassword
            | AppError::PasswordChangeRequired => StatusCode::FORBIDDEN,
            AppError::UsernameTaken | AppError::EmailTaken | AppError::Conflict(_) => StatusCode::CONFLICT,
            AppError::TooManyAttempts { .. } | AppError::RateLimited { .. } => StatusCode::TOO_MANY_REQUESTS,
            AppError::TooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            AppError::UnsupportedMedia(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            AppError::Service { source, .. } => match source {
                ServiceError::Unreachable(_) | ServiceError::Timeout | ServiceError::Busy => {
                    StatusCode::SERVICE_UNAVAILABLE
                }
                ServiceError::NothingToOffer(_) => StatusCode::UNPROCESSABLE_ENTITY,
                ServiceError::Failed(_) | ServiceError::BadAnswer(_) => StatusCode::BAD_GATEWAY,
            },
            AppError::Unexpected(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        match &self.0 {
            AppError::Unexpected(cause) => tracing::error!(error = ?cause, "unexpected error"),
            AppError::Service { source, .. } => tracing::warn!(error = %source, "outside service failed"),
            _ => {}
        }
        let mut response = HttpResponse::build(self.status_code());
        match &self.0 {
            AppError::Unauthenticated => {
                response.insert_header(("WWW-Authenticate", "Bearer"));
            }
            AppError::RateLimited { retry_after, .. } => {
                response.insert_header(("Retry-After", retry_after.to_string()));
            }
            AppError::TooManyAttempts { retry_after, .. } => {
                response.insert_header(("Retry-After", retry_after.to_string()));
            }
            // A marking turn frees within seconds.
            AppError::Service { source: ServiceError::Busy, .. } => {
                response.insert_header(("Retry-After", "5"));
            }
            _ => {}
        }
        match &self.0 {
            // The editor shows every problem of a question, each beside its field.
            AppError::InvalidQuestion(problems) => response.json(json!({
                "error": self.0.to_string(),
                "problems": crate::views::question_problems(problems),
            })),
            // The app sends a one-time password's owner to choose their own on this code.
            AppError::PasswordChangeRequired => {
                response.json(json!({ "error": self.0.to_string(), "code": "PASSWORD_CHANGE_REQUIRED" }))
            }
            _ => response.json(json!({ "error": self.0.to_string() })),
        }
    }
}
