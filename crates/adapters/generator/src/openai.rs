//! Quizzes from any OpenAI-compatible chat-completions server (OpenAI itself, a local
//! llama.cpp or Ollama, a hosted open model): `POST {base}/chat/completions` asking for a
//! JSON object that matches the quiz schema in the prompt.
//!
//! Models get the shape wrong now and then, so every answer goes through the same reading and
//! [`sabi_domain::quiz::validate_content`] as the HTTP service's; an answer that fails is sent
//! back once with the reason, and a second failure is a [`ServiceError::BadAnswer`].
//! [`ChatClient`] is public because the reviewer crate marks answers through it.

use async_trait::async_trait;
use sabi_domain::quiz::QuizType;
use sabi_ports::{GeneratedQuiz, QuizGenerator, QuizRequest, ServiceError};
use serde::Serialize;
use serde_json::{Value, json};

use crate::config::OpenAiConfig;
use crate::shape::{self, strip_fences};
use crate::transport::{RetryPolicy, Transport, join, snippet};

/// One message of a chat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ChatMessage {
    pub role: &'static str,
    pub content: String,
}

impl ChatMessage {
    pub fn system(content: impl Into<String>) -> Self {
        ChatMessage { role: "system", content: content.into() }
    }
    pub fn user(content: impl Into<String>) -> Self {
        ChatMessage { role: "user", content: content.into() }
    }
    pub fn assistant(content: impl Into<String>) -> Self {
        ChatMessage { role: "assistant", content: content.into() }
    }
}

/// A chat-completions client that asks for JSON and checks what comes back.
#[derive(Debug, Clone)]
pub struct ChatClient {
    config: OpenAiConfig,
    url: reqwest::Url,
    transport: Transport,
}

impl ChatClient {
    pub fn new(config: OpenAiConfig) -> anyhow::Result<Self> {
        anyhow::ensure!(!config.model.trim().is_empty(), "an OpenAI-compatible server needs a model name");
        let url = join(&config.base_url, "chat/completions")?;
        let transport = Transport::new(config.timeout)?;
        Ok(ChatClient { config, url, transport })
    }

    pub fn with_retry(mut self, retry: RetryPolicy) -> Self {
        self.transport = self.transport.with_retry(retry);
        self
    }

    /// One completion: the text of the first choice.
    pub async fn complete(&self, messages: &[ChatMessage], temperature: f32) -> Result<String, ServiceError> {
        let body = json!({
            "model": self.config.model,
            "messages": messages,
            "temperature": temperature,
            "response_format": {"type": "json_object"},
        });
        let answer = self
            .transport
            .json(|client| {
                let request = client.post(self.url.clone()).json(&body);
                match &self.config.api_key {
                    Some(key) if !key.trim().is_empty() => request.bearer_auth(key.trim()),
                    _ => request,
                }
            })
            .await?;
        answer.pointer("/choices/0/message/content").and_then(Value::as_str).map(str::to_string).ok_or_else(|| {
            ServiceError::BadAnswer(format!(
                "the model server's answer has no choices[0].message.content: {}",
                snippet(answer.to_string().as_bytes())
            ))
        })
    }

    /// Asks for a JSON object and reads it with `accept`; when `accept` refuses it, asks once
    /// more with the reason, so the model can correct itself.
    pub async fn ask<T>(
        &self,
        system: &str,
        user: &str,
        temperature: f32,
        accept: impl Fn(&Value) -> Result<T, String>,
    ) -> Result<T, ServiceError> {
        let mut messages = vec![ChatMessage::system(system), ChatMessage::user(user)];
        let mut last_error = String::new();
        for attempt in 1..=2 {
            let text = self.complete(&messages, temperature).await?;
            let verdict = serde_json::from_str::<Value>(strip_fences(&text))
                .map_err(|e| format!("it is not a JSON object ({e})"))
                .and_then(|value| accept(&value));
            match verdict {
                Ok(result) => return Ok(result),
                Err(error) => {
                    tracing::warn!(attempt, %error, "the model's answer was refused");
                    messages.push(ChatMessage::assistant(text));
                    messages.push(ChatMessage::user(format!(
                        "That answer was refused: {error}. Reply again with the corrected JSON object only, \
                         following the schema exactly."
                    )));
                    last_error = error;
                }
            }
        }
        Err(ServiceError::BadAnswer(format!("the model's answer was unusable even after a correction: {last_error}")))
    }
}

/// A quiz generator over an OpenAI-compatible model.
#[derive(Debug, Clone)]
pub struct OpenAiGenerator {
    chat: ChatClient,
}

impl OpenAiGenerator {
    pub fn new(config: OpenAiConfig) -> anyhow::Result<Self> {
        Ok(OpenAiGenerator { chat: ChatClient::new(config)? })
    }

    pub fn with_retry(mut self, retry: RetryPolicy) -> Self {
        self.chat = self.chat.with_retry(retry);
        self
    }
}

/// The JSON Schema of the answer we want, written into the prompt.
fn schema(quiz_type: QuizType) -> Value {
    let questions = match quiz_type {
        QuizType::MultipleChoice => json!({
            "questions": {"type": "array", "items": {
                "type": "object",
                "required": ["question", "options", "answer", "explanation"],
                "properties": {
                    "question": {"type": "string"},
                    "options": {"type": "array", "items": {"type": "string"}, "minItems": 4, "maxItems": 4,
                                "description": "four distinct options"},
                    "answer": {"type": "string", "description": "exactly the text of the one correct option"},
                    "explanation": {"type": "string", "description": "why the answer is right, in one or two sentences"}
                }
            }}
        }),
        QuizType::ShortAnswer => json!({
            "sections": {"type": "array", "items": {
                "type": "object",
                "required": ["title", "questions"],
                "properties": {
                    "title": {"type": "string"},
                    "questions": {"type": "array", "items": {
                        "type": "object",
                        "required": ["question", "marks", "markingScheme", "answer"],
                        "properties": {
                            "question": {"type": "string"},
                            "marks": {"type": "integer", "minimum": 1, "description": "the sum of its marking points' marks"},
                            "markingScheme": {"type": "array", "items": {
                                "type": "object",
                                "required": ["point", "marks"],
                                "properties": {
                                    "point": {"type": "string", "description": "one idea an answer must state to earn the marks"},
                                    "marks": {"type": "integer", "minimum": 1},
                                    "accept": {"type": "array", "items": {"type": "string"},
                                               "description": "other wordings that earn the point"}
                                }
                            }},
                            "answer": {"type": "string", "description": "a model answer"},
                            "explanation": {"type": "string"}
                        }
                    }}
                }
            }}
        }),
    };
    let mut properties = json!({
        "title": {"type": "string"},
        "description": {"type": "string"},
        "estimatedTime": {"type": "integer", "description": "minutes a student needs"}
    });
    if let (Some(all), Some(extra)) = (properties.as_object_mut(), questions.as_object()) {
        all.extend(extra.clone());
    }
    let key = match quiz_type {
        QuizType::MultipleChoice => "questions",
        QuizType::ShortAnswer => "sections",
    };
    json!({"type": "object", "required": ["title", "estimatedTime", key], "properties": properties})
}

fn prompts(request: &QuizRequest) -> (String, String) {
    let count = request.question_count.unwrap_or(match request.quiz_type {
        QuizType::MultipleChoice => 10,
        QuizType::ShortAnswer => 5,
    });
    let system = format!(
        "You write school quizzes for students in Cameroon, following the Cameroon GCE Board and \
         national curriculum. Answer with one JSON object and nothing else, matching this JSON Schema:\n{}",
        schema(request.quiz_type)
    );
    let kind = match request.quiz_type {
        QuizType::MultipleChoice => {
            format!("{count} multiple-choice questions, each with four distinct options and exactly one correct")
        }
        QuizType::ShortAnswer => format!(
            "{count} short-answer questions in one or two sections, each with its marks and a marking scheme \
             whose points' marks add up to the question's marks"
        ),
    };
    let user = format!(
        "Write a {difficulty} quiz of {kind}.\nSubject: {subject}\nTopic: {topic}\nClass: {class}\n\
         Questions must be distinct, correct, and suited to the class; use Cameroonian names, places \
         and FCFA where a context helps.",
        difficulty = request.difficulty.as_str(),
        subject = request.subject.trim(),
        topic = request.topic.trim(),
        class = request.class_level,
    );
    (system, user)
}

#[async_trait]
impl QuizGenerator for OpenAiGenerator {
    async fn generate(&self, request: &QuizRequest) -> Result<GeneratedQuiz, ServiceError> {
        let (system, user) = prompts(request);
        self.chat.ask(&system, &user, 0.7, |answer| shape::generated_quiz(answer, request)).await
    }
}
