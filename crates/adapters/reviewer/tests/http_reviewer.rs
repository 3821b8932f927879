//! The spec's review service adapter against a real HTTP server on loopback.

use std::time::Duration;

use sabi_domain::quiz::MarkingPoint;
use sabi_generator::transport::RetryPolicy;
use sabi_ports::{AnswerReviewer, ReviewItem, ServiceError};
use sabi_reviewer::HttpReviewer;
use serde_json::json;
use wiremock::matchers::{body_partial_json, method, path};
use wiremock::{Mock, MockServer, ResponseTemplate};

fn items() -> Vec<ReviewItem> {
    vec![
        ReviewItem {
            question: "Define osmosis.".into(),
            answer: "Water moves through a membrane.".into(),
            marks: 2,
            marking_scheme: vec![
                MarkingPoint { point: "movement of water".into(), marks: 1, accept: vec![] },
                MarkingPoint { point: "through a partially permeable membrane".into(), marks: 1, accept: vec![] },
            ],
        },
        ReviewItem {
            question: "Name the powerhouse of the cell.".into(),
            answer: "nucleus".into(),
            marks: 1,
            marking_scheme: vec![MarkingPoint { point: "mitochondrion".into(), marks: 1, accept: vec![] }],
        },
    ]
}

fn reviewer(server: &MockServer, timeout: Duration) -> HttpReviewer {
    HttpReviewer::new(&server.uri(), timeout)
        .expect("a loopback URL is valid")
        .with_retry(RetryPolicy { tries: 3, backoff: Duration::from_millis(10) })
}

fn good_answer() -> serde_json::Value {
    json!({"total": 2, "correctCount": 1, "feedback": "Good effort.", "questions": [
        {"marksAwarded": 2, "feedback": "Both points."},
        {"marksAwarded": 0, "feedback": "It is the mitochondrion."}
    ]})
}

#[tokio::test]
async fn a_review_is_read_and_its_totals_recomputed() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .and(path("/review/short-answer-quiz"))
        .and(body_partial_json(json!({"questions": [{"question": "Define osmosis.", "marks": 2, "markingScheme": [{"point": "movement of water", "marks": 1}]}]})))
        .respond_with(ResponseTemplate::new(200).set_body_json(good_answer()))
        .expect(1)
        .mount(&server)
        .await;
    let review = reviewer(&server, Duration::from_secs(5)).review(&items()).await.unwrap();
    assert_eq!(review.total, 2);
    assert_eq!(review.correct_count, 1);
    assert_eq!(review.feedback, "Good effort.");
    assert_eq!(review.questions[1].feedback, "It is the mitochondrion.");
}

#[tokio::test]
async fn marks_above_a_question_maximum_are_clamped() {
    let server = MockServer::start().await;
    let answer = json!({"total": 50, "correctCount": 2, "questions": [{"marksAwarded": 7}, {"marksAwarded": 1.4}]});
    Mock::given(method("POST")).respond_with(ResponseTemplate::new(200).set_body_json(answer)).mount(&server).await;
    let review = reviewer(&server, Duration::from_secs(5)).review(&items()).await.unwrap();
    assert_eq!(review.questions[0].marks_awarded, 2);
    assert_eq!(review.questions[1].marks_awarded, 1);
    assert_eq!(review.total, 3);
    assert_eq!(review.correct_count, 2);
}

#[tokio::test]
async fn a_slow_service_times_out() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_json(good_answer()).set_delay(Duration::from_secs(3)))
        .mount(&server)
        .await;
    let err = reviewer(&server, Duration::from_millis(200)).review(&items()).await.unwrap_err();
    assert!(matches!(err, ServiceError::Timeout), "{err:?}");
}

#[tokio::test]
async fn server_errors_are_retried() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(502))
        .up_to_n_times(2)
        .expect(2)
        .mount(&server)
        .await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_json(good_answer()))
        .expect(1)
        .mount(&server)
        .await;
    assert_eq!(reviewer(&server, Duration::from_secs(5)).review(&items()).await.unwrap().total, 2);
}

#[tokio::test]
async fn a_service_that_keeps_failing_gives_up_after_three_tries() {
    let server = MockServer::start().await;
    Mock::given(method("POST")).respond_with(ResponseTemplate::new(500)).expect(3).mount(&server).await;
    let err = reviewer(&server, Duration::from_secs(5)).review(&items()).await.unwrap_err();
    assert!(matches!(err, ServiceError::Failed(ref m) if m.contains("500")), "{err:?}");
}

#[tokio::test]
async fn malformed_json_is_a_bad_answer() {
    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_string("total: 2"))
        .mount(&server)
        .await;
    let err = reviewer(&server, Duration::from_secs(5)).review(&items()).await.unwrap_err();
    assert!(matches!(err, ServiceError::BadAnswer(ref m) if m.contains("not JSON")), "{err:?}");
}

#[tokio::test]
async fn a_review_of_the_wrong_shape_is_a_bad_answer() {
    let server = MockServer::start().await;
    // One question marked where two were sent.
    Mock::given(method("POST"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"total": 1, "questions": [{"marksAwarded": 1}]})))
        .mount(&server)
        .await;
    let err = reviewer(&server, Duration::from_secs(5)).review(&items()).await.unwrap_err();
    assert!(matches!(err, ServiceError::BadAnswer(ref m) if m.contains("2 were sent")), "{err:?}");

    let server = MockServer::start().await;
    Mock::given(method("POST"))
        .respond_with(
            ResponseTemplate::new(200).set_body_json(json!({"questions": [{"feedback": "?"}, {"marksAwarded": 1}]})),
        )
        .mount(&server)
        .await;
    let err = reviewer(&server, Duration::from_secs(5)).review(&items()).await.unwrap_err();
    assert!(matches!(err, ServiceError::BadAnswer(ref m) if m.contains("marksAwarded")), "{err:?}");
}
