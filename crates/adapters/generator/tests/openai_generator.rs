//! The OpenAI-compatible generator against a real HTTP server on loopback.

use std::time::Duration;

use sabi_domain::class_level::ClassLevel;
use sabi_domain::quiz::{Difficulty, QuizType, validate_content};
use sabi_generator::transport::RetryPolicy;
use sabi_generator::{OpenAiConfig, OpenAiGenerator};
use sabi_ports::{QuizGenerator, QuizRequest, ServiceError};
use serde_json::{Value, json};
use wiremock::matchers::{body_partial_json, body_string_contains, header, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

fn request(quiz_type: QuizType) -> QuizRequest {
    QuizRequest {
        subject: "Chemistry".into(),
        topic: "Acids and Bases".into(),
        class_level: ClassLevel::Form3,
        quiz_type,
        difficulty: Difficulty::Hard,
        question_count: Some(2),
        topic_only: false,
    }
}

fn generator(server: &MockServer, key: Option<&str>, timeout: Duration) -> OpenAiGenerator {
    OpenAiGenerator::new(OpenAiConfig {
        base_url: format!("{}/v1", server.uri()),
        api_key: key.map(str::to_string),
        model: "test-model".into(),
        timeout,
    })
    .expect("the config is valid")
    .with_retry(RetryPolicy { tries: 3, backoff: Duration::from_millis(10) })
}

/// A chat-completions answer whose message is `content`.
fn completion(content: &str) -> Value {
    json!({"id": "c1", "object": "chat.completion", "choices": [
        {"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}
    ]})
}

fn good_quiz() -> String {
    json!({"title": "Acids", "description": "Acids and bases", "estimatedTime": 12, "questions": [
        {"question": "What is the pH of pure water?", "options": ["7", "1", "14", "0"], "answer": "7", "explanation": "Neutral."},
        {"question": "Which gas does an acid give with a metal?", "options": ["Hydrogen", "Oxygen", "Chlorine", "Nitrogen"], "answer": "Hydrogen", "explanation": "Acid + metal -> salt + hydrogen."}
    ]})
    .to_string()
}

#[tokio::test]
async fn a_quiz_is_asked_for_as_json_and_read() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/v1/chat/completions"))
        .and(header("authorization", "Bearer sk-test"))
        .and(body_partial_json(json!({"model": "test-model", "response_format": {"type": "json_object"}})))
        .and(body_string_contains("Acids and Bases"))
        .respond_with(ResponseTemplate::new(200).set_body_json(completion(&good_quiz())))
        .expect(1)
        .mount(&server)
        .await;
    let quiz = generator(&server, Some("sk-test"), Duration::from_secs(5))
        .generate(&request(QuizType::MultipleChoice))
        .await
        .unwrap();
    assert_eq!(quiz.title, "Acids");
    assert_eq!(quiz.estimated_minutes, 12);
    assert_eq!(quiz.content.question_count(), 2);
    assert!(validate_content(&quiz.content).is_ok());
}

#[tokio::test]
async fn an_invalid_quiz_is_sent_back_once_with_the_reason() {
    let server = MockServer::start().await;
    let bad = json!({"title": "Acids", "estimatedTime": 12, "questions": [
        {"question": "What is the pH of pure water?", "options": ["1", "14", "0"], "answer": "7", "explanation": "Neutral."}
    ]})
    .to_string();
    // The correction request carries the refusal; answer it with a sound quiz.
    Mock::given(method("POST"))
        .and(body_string_contains("refused"))
        .respond_with(ResponseTemplate::new(200).set_body_json(completion(&good_quiz())))
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_json(completion(&bad)))
        .expect(1)
        .mount(&server)
        .await;
    let quiz =
        generator(&server, None, Duration::from_secs(5)).generate(&request(QuizType::MultipleChoice)).await.unwrap();
    assert_eq!(quiz.content.question_count(), 2);
}

#[tokio::test]
async fn a_quiz_still_invalid_after_the_correction_is_a_bad_answer() {
    let server = MockServer::start().await;
    let bad =
        json!({"questions": [{"question": "pH of water?", "options": ["1", "14"], "answer": "7", "explanation": "x"}]})
            .to_string();
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_json(completion(&bad)))
        .expect(2)
        .mount(&server)
        .await;
    let err = generator(&server, None, Duration::from_secs(5))
        .generate(&request(QuizType::MultipleChoice))
        .await
        .unwrap_err();
    assert!(matches!(err, ServiceError::BadAnswer(ref m) if m.contains("not exactly one of its options")), "{err:?}");
}

#[tokio::test]
async fn a_reply_that_is_not_json_is_corrected_or_refused() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_json(completion("Sure! Here is your quiz: ...")))
        .expect(2)
        .mount(&server)
        .await;
    let err =
        generator(&server, None, Duration::from_secs(5)).generate(&request(QuizType::ShortAnswer)).await.unwrap_err();
    assert!(matches!(err, ServiceError::BadAnswer(ref m) if m.contains("not a JSON object")), "{err:?}");
}

#[tokio::test]
async fn a_malformed_completion_is_a_bad_answer() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_string("<html>oops"))
        .mount(&server)
        .await;
    let err = generator(&server, None, Duration::from_secs(5))
        .generate(&request(QuizType::MultipleChoice))
        .await
        .unwrap_err();
    assert!(matches!(err, ServiceError::BadAnswer(_)), "{err:?}");
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"choices": []})))
        .mount(&server)
        .await;
    let err = generator(&server, None, Duration::from_secs(5))
        .generate(&request(QuizType::MultipleChoice))
        .await
        .unwrap_err();
    assert!(matches!(err, ServiceError::BadAnswer(ref m) if m.contains("choices")), "{err:?}");
}

#[tokio::test]
async fn a_slow_model_times_out() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(
            ResponseTemplate::new(200).set_body_json(completion(&good_quiz())).set_delay(Duration::from_secs(3)),
        )
        .mount(&server)
        .await;
    let err = generator(&server, None, Duration::from_millis(200))
        .generate(&request(QuizType::MultipleChoice))
        .await
        .unwrap_err();
    assert!(matches!(err, ServiceError::Timeout), "{err:?}");
}

#[tokio::test]
async fn server_errors_are_retried_then_reported() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(502))
        .up_to_n_times(1)
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_json(completion(&good_quiz())))
        .expect(1)
        .mount(&server)
        .await;
    assert!(
        generator(&server, None, Duration::from_secs(5)).generate(&request(QuizType::MultipleChoice)).await.is_ok()
    );

    let server = MockServer::start().await;
    Mock::given(method("POST")).respond_with(ResponseTemplate::new(503)).expect(3).mount(&server).await;
    let err = generator(&server, None, Duration::from_secs(5))
        .generate(&request(QuizType::MultipleChoice))
        .await
        .unwrap_err();
    assert!(matches!(err, ServiceError::Failed(ref m) if m.contains("503")), "{err:?}");
}

#[test]
fn a_model_name_is_required() {
    let config = OpenAiConfig {
        base_url: "http://localhost:1/v1".into(),
        api_key: None,
        model: " ".into(),
        timeout: Duration::from_secs(1),
    };
    assert!(OpenAiGenerator::new(config).is_err());
}
