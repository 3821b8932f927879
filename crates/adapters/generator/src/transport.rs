//! One HTTP exchange with an outside service, the same way for every client: an explicit
//! timeout, up to three tries with a doubling pause when the service fails on its side
//! (5xx) or cannot be reached, and every failure turned into a [`ServiceError`].

use std::time::Duration;

use reqwest::{Client, RequestBuilder, StatusCode};
use sabi_ports::ServiceError;
use serde_json::Value;

/// How often and how patiently a call is tried again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RetryPolicy {
    /// Tries in all, the first one included.
    pub tries: u32,
    /// The pause before the second try; it doubles before each later one.
    pub backoff: Duration,
}

impl Default for RetryPolicy {
    fn default() -> Self {
        RetryPolicy { tries: 3, backoff: Duration::from_millis(250) }
    }
}

/// A reqwest client with the timeout and retry policy every Sabi service call uses.
#[derive(Debug, Clone)]
pub struct Transport {
    client: Client,
    retry: RetryPolicy,
}

impl Transport {
    /// `timeout` bounds each try as a whole (connecting, sending, and reading the answer).
    pub fn new(timeout: Duration) -> anyhow::Result<Self> {
        let client = Client::builder()
            .timeout(timeout)
            .connect_timeout(timeout)
            .user_agent(concat!("sabi/", env!("CARGO_PKG_VERSION")))
            .build()?;
        Ok(Transport { client, retry: RetryPolicy::default() })
    }

    pub fn with_retry(mut self, retry: RetryPolicy) -> Self {
        self.retry = RetryPolicy { tries: retry.tries.max(1), ..retry };
        self
    }

    pub fn client(&self) -> &Client {
        &self.client
    }

    /// Sends the request `build` makes (called again for each try) and reads a JSON answer.
    pub async fn json(&self, build: impl Fn(&Client) -> RequestBuilder) -> Result<Value, ServiceError> {
        let mut pause = self.retry.backoff;
        let mut attempt = 1;
        loop {
            match self.once(&build).await {
                Err(Retryable(error)) if attempt < self.retry.tries => {
                    tracing::warn!(attempt, %error, "service call failed; trying again");
                    tokio::time::sleep(pause).await;
                    pause *= 2;
                    attempt += 1;
                }
                Err(Retryable(error)) => return Err(error),
                Ok(result) => return result,
            }
        }
    }

    /// One try. The outer `Err` means the failure is worth another try; the inner result is final.
    async fn once(&self, build: &impl Fn(&Client) -> RequestBuilder) -> Result<Result<Value, ServiceError>, Retryable> {
        let response = match build(&self.client).send().await {
            Ok(response) => response,
            // A slow service is not retried: the student is already waiting on it.
            Err(e) if e.is_timeout() => return Ok(Err(ServiceError::Timeout)),
            Err(e) if e.is_connect() => {
                return Err(Retryable(ServiceError::Unreachable(without_url(&e))));
            }
            Err(e) => return Ok(Err(ServiceError::Unreachable(without_url(&e)))),
        };
        let status = response.status();
        let body = match response.bytes().await {
            Ok(body) => body,
            Err(e) if e.is_timeout() => return Ok(Err(ServiceError::Timeout)),
            Err(e) => return Err(Retryable(ServiceError::Unreachable(without_url(&e)))),
        };
        if status.is_server_error() {
            return Err(Retryable(ServiceError::Failed(describe(status, &body))));
        }
        if !status.is_success() {
            return Ok(Err(ServiceError::Failed(describe(status, &body))));
        }
        Ok(serde_json::from_slice(&body)
            .map_err(|e| ServiceError::BadAnswer(format!("the answer is not JSON ({e}): {}", snippet(&body)))))
    }
}

struct Retryable(ServiceError);

fn describe(status: StatusCode, body: &[u8]) -> String {
    format!("HTTP {status}: {}", snippet(body))
}

/// The start of a body, for error messages that stay readable.
pub fn snippet(body: &[u8]) -> String {
    let text = String::from_utf8_lossy(body);
    let text = text.trim();
    match text.char_indices().nth(200) {
        Some((cut, _)) => format!("{}...", &text[..cut]),
        None => text.to_string(),
    }
}

/// reqwest errors name the URL, which may carry a key in its query; we keep only the cause.
fn without_url(e: &reqwest::Error) -> String {
    let mut message = e.to_string();
    if let Some(url) = e.url() {
        message = message.replace(url.as_str(), "<service>");
    }
    let mut source = std::error::Error::source(e);
    while let Some(cause) = source {
        message.push_str(": ");
        message.push_str(&cause.to_string());
        source = cause.source();
    }
    message
}

/// `base` with `path` appended, whatever slashes either has.
pub fn join(base: &str, path: &str) -> Result<reqwest::Url, anyhow::Error> {
    let url = format!("{}/{}", base.trim().trim_end_matches('/'), path.trim_start_matches('/'));
    Ok(reqwest::Url::parse(&url)?)
}
