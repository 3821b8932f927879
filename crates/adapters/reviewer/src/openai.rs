//! Marking through any OpenAI-compatible chat-completions server: the marking scheme goes in
//! the prompt, the model answers JSON with the marks and feedback for each question, and the
//! marks are clamped to each question's maximum. An unusable answer is sent back once with
//! the reason (see [`sabi_generator::openai::ChatClient::ask`]).

use async_trait::async_trait;
use sabi_domain::scoring::{PointMarking, Review};
use sabi_generator::OpenAiConfig;
use sabi_generator::openai::ChatClient;
use sabi_generator::transport::RetryPolicy;
use sabi_ports::{AnswerReviewer, ReviewItem, ServiceError};
use serde_json::json;

use crate::http::read_questions;
use crate::settle::totals;

const SYSTEM: &str = "You are a fair, consistent teacher in Cameroon marking students' short answers against \
marking schemes. For each question, award a marking point's marks only when the answer states that point \
(equivalent wording, synonyms and small spelling slips are fine; words that merely repeat the question earn \
nothing; wrong or contradictory statements earn nothing). Never award more than the question's marks. \
Answer with one JSON object and nothing else: {\"questions\": [{\"marksAwarded\": <whole number>, \"feedback\": \
\"<which points earned marks and which were missing, in one or two sentences addressed to the student>\"}], \
\"feedback\": \"<one or two sentences of overall feedback>\"}, with exactly one entry per question, in order.";

/// A reviewer over an OpenAI-compatible model.
#[derive(Debug, Clone)]
pub struct OpenAiReviewer {
    chat: ChatClient,
}

impl OpenAiReviewer {
    pub fn new(config: OpenAiConfig) -> anyhow::Result<Self> {
        Ok(OpenAiReviewer { chat: ChatClient::new(config)? })
    }

    pub fn with_retry(mut self, retry: RetryPolicy) -> Self {
        self.chat = self.chat.with_retry(retry);
        self
    }
}

#[async_trait]
impl AnswerReviewer for OpenAiReviewer {
    async fn review(&self, items: &[ReviewItem]) -> Result<Review, ServiceError> {
        if items.is_empty() {
            return Ok(totals(items, Vec::new(), None));
        }
        let questions: Vec<_> = items
            .iter()
            .enumerate()
            .map(|(i, item)| {
                json!({
                    "number": i + 1,
                    "question": item.question,
                    "maximumMarks": item.marks,
                    "markingScheme": item.marking_scheme,
                    "studentAnswer": item.answer,
                })
            })
            .collect();
        let user = format!("Mark these {} answers:\n{}", items.len(), json!(questions));
        let (reviews, feedback) =
            self.chat.ask(SYSTEM, &user, 0.0, |answer| read_questions(answer, items.len())).await?;
        Ok(totals(items, reviews, feedback))
    }

    /// The editor's box tries a scheme against the built-in marker, not this one.
    async fn mark_points(&self, item: &ReviewItem) -> Result<PointMarking, ServiceError> {
        crate::builtin::mark_points_offline(item).await
    }
}
