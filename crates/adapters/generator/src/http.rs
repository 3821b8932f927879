//! The specification's generation service: `GET {base}/gen/multiple-choice-quiz` and
//! `GET {base}/gen/short-answer-quiz` with the query `subject`, `topic`, `className`.
//!
//! The answer carries `estimatedTime` ("20 minutes" or a number) and the quiz (`questions`
//! for MCQ, `sections` or `questions` for short answer, the MCQ key under any of its four
//! names). We also send `difficulty` (and `count` when one was asked for): the spec's service
//! ignores parameters it does not know, and a newer one can use them.

use std::time::Duration;

use async_trait::async_trait;
use sabi_domain::quiz::QuizType;
use sabi_ports::{GeneratedQuiz, QuizGenerator, QuizRequest, ServiceError};

use crate::shape;
use crate::transport::{RetryPolicy, Transport, join};

/// A client of the spec's generation service.
#[derive(Debug, Clone)]
pub struct HttpGenerator {
    base_url: String,
    transport: Transport,
}

impl HttpGenerator {
    pub fn new(base_url: &str, timeout: Duration) -> anyhow::Result<Self> {
        // Fails now, at start-up, rather than on the first quiz.
        join(base_url, "gen/multiple-choice-quiz")?;
        Ok(HttpGenerator { base_url: base_url.trim().to_string(), transport: Transport::new(timeout)? })
    }

    /// Changes how failed calls are tried again (tests use short pauses).
    pub fn with_retry(mut self, retry: RetryPolicy) -> Self {
        self.transport = self.transport.with_retry(retry);
        self
    }

    fn url(&self, request: &QuizRequest) -> Result<reqwest::Url, ServiceError> {
        let path = match request.quiz_type {
            QuizType::MultipleChoice => "gen/multiple-choice-quiz",
            QuizType::ShortAnswer => "gen/short-answer-quiz",
        };
        let mut url = join(&self.base_url, path).map_err(|e| ServiceError::Unreachable(e.to_string()))?;
        {
            let mut query = url.query_pairs_mut();
            query
                .append_pair("subject", request.subject.trim())
                .append_pair("topic", request.topic.trim())
                .append_pair("className", request.class_level.as_str())
                .append_pair("difficulty", request.difficulty.as_str());
            if let Some(count) = request.question_count {
                query.append_pair("count", &count.to_string());
            }
        }
        Ok(url)
    }
}

#[async_trait]
impl QuizGenerator for HttpGenerator {
    async fn generate(&self, request: &QuizRequest) -> Result<GeneratedQuiz, ServiceError> {
        let url = self.url(request)?;
        let answer = self.transport.json(|client| client.get(url.clone())).await?;
        shape::generated_quiz(&answer, request).map_err(|e| {
            tracing::warn!(error = %e, "the generation service answered an unusable quiz");
            ServiceError::BadAnswer(format!("the generation service's quiz is unusable: {e}"))
        })
    }
}
