//! Multipart forms (picture uploads, createSubject), read with a size limit.

use std::collections::HashMap;

use actix_multipart::{Multipart, MultipartError};
use futures::StreamExt;
use sabi_app::AppError;

use crate::error::ApiError;

/// A multipart form's text fields and file fields.
#[derive(Debug, Default)]
pub struct Form {
    pub texts: HashMap<String, String>,
    pub files: HashMap<String, Vec<u8>>,
}

impl Form {
    pub fn text(&self, name: &str) -> String {
        self.texts.get(name).cloned().unwrap_or_default()
    }
}

/// A body that is not a multipart form at all is the wrong media type (415), like a JSON
/// route's body that is not JSON; a broken form is bad input (400).
fn form_error(e: MultipartError) -> ApiError {
    match e {
        MultipartError::ContentTypeMissing
        | MultipartError::ContentTypeParse
        | MultipartError::ContentTypeIncompatible => ApiError(AppError::UnsupportedMedia(
            "Send the upload as a form with Content-Type: multipart/form-data.".into(),
        )),
        other => ApiError::bad_request(format!("The upload is not a valid form: {other}")),
    }
}

/// Reads a whole multipart form, refusing more than `limit` bytes in all.
pub async fn read_form(mut payload: Multipart, limit: usize) -> Result<Form, ApiError> {
    let mut form = Form::default();
    let mut total = 0usize;
    while let Some(field) = payload.next().await {
        let mut field = field.map_err(form_error)?;
        let disposition = field.content_disposition().cloned();
        let name = disposition.as_ref().and_then(|d| d.get_name()).unwrap_or_default().to_string();
        let is_file = disposition.as_ref().and_then(|d| d.get_filename()).is_some();
        let mut bytes = Vec::new();
        while let Some(chunk) = field.next().await {
            let chunk = chunk.map_err(|e| ApiError::bad_request(format!("The upload was cut short: {e}")))?;
            total += chunk.len();
            if total > limit {
                return Err(ApiError(AppError::TooLarge("The upload is too large (at most 5 MB).".into())));
            }
            bytes.extend_from_slice(&chunk);
        }
        if is_file {
            form.files.insert(name, bytes);
        } else {
            form.texts.insert(name, String::from_utf8_lossy(&bytes).into_owned());
        }
    }
    Ok(form)
}
