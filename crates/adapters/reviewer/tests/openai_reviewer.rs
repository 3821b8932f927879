//! The OpenAI-compatible reviewer against a real HTTP server on loopback.

use std::time::Duration;

use sabi_domain::quiz::MarkingPoint;
use sabi_generator::transport::RetryPolicy;
use sabi_ports::{AnswerReviewer, ReviewItem, ServiceError};
use sabi_reviewer::{OpenAiConfig, OpenAiReviewer};
use serde_json::{Value, json};
use wiremock::matchers::{body_partial_json, body_string_contains, header, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

fn items() -> Vec<ReviewItem> {
    vec![
        ReviewItem {
            question: "Name the three methods of heat transfer.".into(),
            answer: "conduction, convection".into(),
            marks: 3,
            marking_scheme: ["conduction", "convection", "radiation"]
                .iter()
                .map(|p| MarkingPoint { point: p.to_string(), marks: 1, accept: vec![] })
                .collect(),
        },
        ReviewItem {
            question: "Define density.".into(),
            answer: "mass per unit volume".into(),
            marks: 1,
            marking_scheme: vec![MarkingPoint { point: "mass per unit volume".into(), marks: 1, accept: vec![] }],
        },
    ]
}

fn reviewer(server: &MockServer, timeout: Duration) -> OpenAiReviewer {
    OpenAiReviewer::new(OpenAiConfig {
        base_url: server.uri(),
        api_key: Some("sk-review".into()),
        model: "marker".into(),
        timeout,
    })
    .expect("the config is valid")
    .with_retry(RetryPolicy { tries: 3, backoff: Duration::from_millis(10) })
}

fn completion(content: &str) -> Value {
    json!({"choices": [{"index": 0, "message": {"role": "assistant", "content": content}}]})
}

#[tokio::test]
async fn marks_come_back_clamped_with_feedback() {
    let server = MockServer::start().await;
    let content = json!({"questions": [
        {"marksAwarded": 2, "feedback": "Radiation is missing."},
        {"marksAwarded": 4, "feedback": "Right."}
    ], "feedback": "Nearly there."})
    .to_string();
    Mock::given(method("POST"))
        .and(path("/chat/completions"))
        .and(header("authorization", "Bearer sk-review"))
        .and(body_partial_json(json!({"model": "marker", "temperature": 0.0})))
        .and(body_string_contains("radiation"))
        .respond_with(ResponseTemplate::new(200).set_body_json(completion(&content)))
        .expect(1)
        .mount(&server)
        .await;
    let review = reviewer(&server, Duration::from_secs(5)).review(&items()).await.unwrap();
    assert_eq!(review.questions[0].marks_awarded, 2);
    assert_eq!(review.questions[1].marks_awarded, 1, "clamped to the question's one mark");
    assert_eq!(review.total, 3);
    assert_eq!(review.correct_count, 1);
    assert_eq!(review.feedback, "Nearly there.");
}

#[tokio::test]
async fn a_review_with_a_missing_question_is_corrected_once() {
    let server = MockServer::start().await;
    let good = json!({"questions": [{"marksAwarded": 2}, {"marksAwarded": 1}]}).to_string();
    let short = json!({"questions": [{"marksAwarded": 2}]}).to_string();
    Mock::given(method("POST"))
        .and(body_string_contains("refused"))
        .respond_with(ResponseTemplate::new(200).set_body_json(completion(&good)))
        .expect(1)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_json(completion(&short)))
        .expect(1)
        .mount(&server)
        .await;
    assert_eq!(reviewer(&server, Duration::from_secs(5)).review(&items()).await.unwrap().total, 3);
}

#[tokio::test]
async fn a_review_still_wrong_after_the_correction_is_a_bad_answer() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_json(completion("{\"score\": 3}")))
        .expect(2)
        .mount(&server)
        .await;
    let err = reviewer(&server, Duration::from_secs(5)).review(&items()).await.unwrap_err();
    assert!(matches!(err, ServiceError::BadAnswer(ref m) if m.contains("no list of questions")), "{err:?}");
}

#[tokio::test]
async fn malformed_json_timeouts_and_server_errors_are_reported() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_string("{not json"))
        .mount(&server)
        .await;
    let err = reviewer(&server, Duration::from_secs(5)).review(&items()).await.unwrap_err();
    assert!(matches!(err, ServiceError::BadAnswer(_)), "{err:?}");

    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_json(completion("{}")).set_delay(Duration::from_secs(3)))
        .mount(&server)
        .await;
    let err = reviewer(&server, Duration::from_millis(200)).review(&items()).await.unwrap_err();
    assert!(matches!(err, ServiceError::Timeout), "{err:?}");

    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(500))
        .up_to_n_times(1)
        .expect(1)
        .mount(&server)
        .await;
    let good = json!({"questions": [{"marksAwarded": 1}, {"marksAwarded": 1}]}).to_string();
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_json(completion(&good)))
        .expect(1)
        .mount(&server)
        .await;
    assert_eq!(reviewer(&server, Duration::from_secs(5)).review(&items()).await.unwrap().total, 2);

    let server = MockServer::start().await;
    Mock::given(method("POST")).respond_with(ResponseTemplate::new(503)).expect(3).mount(&server).await;
    let err = reviewer(&server, Duration::from_secs(5)).review(&items()).await.unwrap_err();
    assert!(matches!(err, ServiceError::Failed(_)), "{err:?}");
}

#[tokio::test]
async fn the_builtin_marker_reviews_offline() {
    let review = sabi_reviewer::BuiltinReviewer::new().review(&items()).await.unwrap();
    assert_eq!(review.questions[0].marks_awarded, 2);
    assert_eq!(review.questions[1].marks_awarded, 1);
    assert_eq!(review.total, 3);
    assert!(review.questions[0].feedback.contains("Missing: radiation"), "{}", review.questions[0].feedback);
}
