//! The specification's review service: `POST {base}/review/short-answer-quiz` with
//! `{questions: [{question, answer, marks, markingScheme}]}`, answering `{total, correctCount,
//! feedback, questions: [{marksAwarded, feedback}]}`. We keep its per-question marks and
//! feedback, clamp the marks, and recompute the totals ourselves.

use std::time::Duration;

use async_trait::async_trait;
use sabi_domain::scoring::{PointMarking, QuestionReview, Review};
use sabi_generator::transport::{RetryPolicy, Transport, join};
use sabi_ports::{AnswerReviewer, ReviewItem, ServiceError};
use serde_json::{Value, json};

use crate::settle::{marks_value, totals};

/// A client of the spec's review service.
#[derive(Debug, Clone)]
pub struct HttpReviewer {
    url: reqwest::Url,
    transport: Transport,
}

impl HttpReviewer {
    pub fn new(base_url: &str, timeout: Duration) -> anyhow::Result<Self> {
        Ok(HttpReviewer { url: join(base_url, "review/short-answer-quiz")?, transport: Transport::new(timeout)? })
    }

    /// Changes how failed calls are tried again (tests use short pauses).
    pub fn with_retry(mut self, retry: RetryPolicy) -> Self {
        self.transport = self.transport.with_retry(retry);
        self
    }
}

pub(crate) fn request_body(items: &[ReviewItem]) -> Value {
    let questions: Vec<Value> = items
        .iter()
        .map(|i| json!({"question": i.question, "answer": i.answer, "marks": i.marks, "markingScheme": i.marking_scheme}))
        .collect();
    json!({ "questions": questions })
}

/// The per-question marks of an answer, one for each item, in order.
pub(crate) fn read_questions(answer: &Value, expected: usize) -> Result<(Vec<QuestionReview>, Option<String>), String> {
    let root = answer.get("review").filter(|r| r.is_object()).unwrap_or(answer);
    let questions = root.get("questions").and_then(Value::as_array).ok_or("it has no list of questions")?;
    if questions.len() != expected {
        return Err(format!("it marks {} questions but {expected} were sent", questions.len()));
    }
    let reviews = questions
        .iter()
        .enumerate()
        .map(|(i, q)| {
            let marks =
                marks_value(q.get("marksAwarded").or_else(|| q.get("marks_awarded")).or_else(|| q.get("marks")))
                    .ok_or(format!("question {} has no marksAwarded", i + 1))?;
            let feedback = q.get("feedback").and_then(Value::as_str).unwrap_or_default().to_string();
            Ok(QuestionReview { marks_awarded: marks, feedback })
        })
        .collect::<Result<Vec<_>, String>>()?;
    let feedback = root.get("feedback").and_then(Value::as_str).map(str::to_string);
    Ok((reviews, feedback))
}

#[async_trait]
impl AnswerReviewer for HttpReviewer {
    async fn review(&self, items: &[ReviewItem]) -> Result<Review, ServiceError> {
        if items.is_empty() {
            return Ok(totals(items, Vec::new(), None));
        }
        let body = request_body(items);
        let answer = self.transport.json(|client| client.post(self.url.clone()).json(&body)).await?;
        let (questions, feedback) = read_questions(&answer, items.len()).map_err(|e| {
            tracing::warn!(error = %e, "the review service answered an unusable review");
            ServiceError::BadAnswer(format!("the review service's answer is unusable: {e}"))
        })?;
        Ok(totals(items, questions, feedback))
    }

    /// The editor's box tries a scheme against the built-in marker, not this one.
    async fn mark_points(&self, item: &ReviewItem) -> Result<PointMarking, ServiceError> {
        crate::builtin::mark_points_offline(item).await
    }
}
