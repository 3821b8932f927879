//! How to reach an OpenAI-compatible server; shared by the generator and the reviewer.

use std::fmt;
use std::time::Duration;

/// An OpenAI-compatible chat-completions server: `base_url` is the part before
/// `/chat/completions` (for example `https://api.openai.com/v1` or `http://localhost:11434/v1`).
#[derive(Clone)]
pub struct OpenAiConfig {
    pub base_url: String,
    pub api_key: Option<String>,
    pub model: String,
    pub timeout: Duration,
}

// Written by hand so the key never reaches a log line.
impl fmt::Debug for OpenAiConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("OpenAiConfig")
            .field("base_url", &self.base_url)
            .field("api_key", &self.api_key.as_ref().map(|_| "<redacted>"))
            .field("model", &self.model)
            .field("timeout", &self.timeout)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_key_is_not_in_debug_output() {
        let config = OpenAiConfig {
            base_url: "http://localhost:1/v1".into(),
            api_key: Some("sk-very-secret".into()),
            model: "m".into(),
            timeout: Duration::from_secs(1),
        };
        let shown = format!("{config:?}");
        assert!(!shown.contains("sk-very-secret"), "{shown}");
        assert!(shown.contains("redacted"));
    }
}
