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
    /// The name each file had on the sender's machine (a question file's format follows it).
    pub file_names: HashMap<String, String>,
}

impl Form {
    pub fn text(&self, name: &str) -> String {
        self.texts.get(name).cloned().unwrap_or_default()
    }

    /// A text field given with something in it, trimmed.
    pub fn given(&self, name: &str) -> Option<String> {
        self.texts.get(name).map(|v| v.trim().to_string()).filter(|v| !v.is_empty())
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
pub async fn read_form(payload: Multipart, limit: usize) -> Result<Form, ApiError> {
    read_form_within(payload, limit, "The upload is too large (at most 5 MB).").await
}

/// [`read_form`] with another limit, and the sentence that says it.
pub async fn read_form_within(mut payload: Multipart, limit: usize, too_large: &str) -> Result<Form, ApiError> {
    let mut form = Form::default();
    let mut total = 0usize;
    while let Some(field) = payload.next().await {
        let mut field = field.map_err(form_error)?;
        let disposition = field.content_disposition().cloned();
        let name = disposition.as_ref().and_then(|d| d.get_name()).unwrap_or_default().to_string();
        let file_name = disposition.as_ref().and_then(|d| d.get_filename()).map(str::to_string);
        let is_file = file_name.is_some();
        let mut bytes = Vec::new();
        while let Some(chunk) = field.next().await {
            let chunk = chunk.map_err(|e| ApiError::bad_request(format!("The upload was cut short: {e}")))?;
            total += chunk.len();
            if total > limit {
                return Err(ApiError(AppError::TooLarge(too_large.into())));
            }
            bytes.extend_from_slice(&chunk);
        }
        if is_file {
            if let Some(file_name) = file_name {
                form.file_names.insert(name.clone(), file_name);
            }
            form.files.insert(name, bytes);
        } else {
            form.texts.insert(name, String::from_utf8_lossy(&bytes).into_owned());
        }
    }
    Ok(form)
}
