//! Sabi's HTTP interface: every call of the specification's tables at its own method and path,
//! plus sessions, the leaderboard, exports and the generation and review services. Handlers
//! are thin: they read the request, call one app service with the [`session::Session`]'s
//! caller, and shape the answer with [`views`]. Errors become HTTP in [`error`] alone.

pub mod client;
pub mod error;
mod forms;
pub mod openapi;
mod routes;
pub mod session;
pub mod shapes;
pub mod upload;
pub mod views;

use actix_web::web;

pub use error::{ApiError, ApiResult};
pub use routes::configure;

/// What this server is made of, for `/api/health` (the server registers it as app data).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deployment {
    /// "sqlite" or "postgres".
    pub store: &'static str,
    /// The quiz generator: "builtin", "http" or "openai".
    pub generator: &'static str,
    /// The answer marker (reviewer): "builtin", "http" or "openai".
    pub marker: &'static str,
    /// The built-in marker's sentence model, when one is loaded (else it marks by words alone).
    pub marker_model: Option<String>,
}

impl Default for Deployment {
    fn default() -> Self {
        Deployment { store: "unknown", generator: "unknown", marker: "unknown", marker_model: None }
    }
}

/// Largest JSON body we read (an attempt with long short answers fits with room to spare).
pub const JSON_LIMIT: usize = 1024 * 1024;
/// Largest upload we read (pictures are checked against 5 MB by the app).
pub const UPLOAD_LIMIT: usize = 6 * 1024 * 1024;

/// JSON, query and path errors answered as `{"error": ...}` like every other failure.
pub fn extractor_config(cfg: &mut web::ServiceConfig) {
    use actix_web::error::{JsonPayloadError, PathError, QueryPayloadError};
    use sabi_app::AppError;
    cfg.app_data(web::JsonConfig::default().limit(JSON_LIMIT).error_handler(|err, _| {
        let app_error = match &err {
            JsonPayloadError::ContentType => {
                AppError::UnsupportedMedia("Send JSON with Content-Type: application/json.".into())
            }
            JsonPayloadError::Overflow { .. } | JsonPayloadError::OverflowKnownLength { .. } => {
                AppError::TooLarge("The request is too large.".into())
            }
            // Well-formed JSON of the wrong shape: say so, without the names of our types.
            JsonPayloadError::Deserialize(e) if e.is_data() => {
                let detail = e.to_string();
                AppError::BadRequest(if detail.contains("untagged enum") {
                    "The request's fields are not as expected.".into()
                } else {
                    format!("The request's fields are not as expected: {detail}")
                })
            }
            other => AppError::BadRequest(format!("The request is not valid JSON: {other}")),
        };
        ApiError(app_error).into()
    }))
    .app_data(web::QueryConfig::default().error_handler(|err: QueryPayloadError, _| {
        ApiError::bad_request(format!("The query is not valid: {err}")).into()
    }))
    .app_data(
        web::PathConfig::default()
            .error_handler(|err: PathError, _| ApiError::bad_request(format!("The path is not valid: {err}")).into()),
    );
}
