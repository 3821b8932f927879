//! The spec's generation service adapter against a real HTTP server on loopback.

use std::time::{Duration, Instant};

use sabi_domain::class_level::ClassLevel;
use sabi_domain::quiz::{AnswerKey, Difficulty, QuizContent, QuizType, validate_content};
use sabi_generator::HttpGenerator;
use sabi_generator::transport::RetryPolicy;
use sabi_ports::{QuizGenerator, QuizRequest, ServiceError};
use serde_json::{Value, json};
use wiremock::matchers::{method, path, query_param};
use wiremock::{Mock, MockServer, ResponseTemplate};

fn request(quiz_type: QuizType) -> QuizRequest {
    QuizRequest {
        subject: "Biology".into(),
        topic: "Cell Structure".into(),
        class_level: ClassLevel::Form1,
        quiz_type,
        difficulty: Difficulty::Normal,
        question_count: None,
        topic_only: false,
    }
}

fn generator(server: &MockServer, timeout: Duration) -> HttpGenerator {
    HttpGenerator::new(&server.uri(), timeout)
        .expect("a loopback URL is valid")
        .with_retry(RetryPolicy { tries: 3, backoff: Duration::from_millis(10) })
}

fn mcq_answer() -> Value {
    json!({
        "estimatedTime": "20 minutes",
        "quiz": {"questions": [
            {"question": "Which organelle controls the cell?", "options": ["Nucleus", "Vacuole", "Cell wall", "Ribosome"],
             "correctAnswer": "Nucleus", "explanation": "The nucleus holds the genetic material."},
            {"question": "Which organelle makes food in plants?", "options": ["Mitochondrion", "Chloroplast", "Nucleus", "Vacuole"],
             "correct_answer": "Chloroplast", "explanation": "Photosynthesis happens in chloroplasts."}
        ]}
    })
}

#[tokio::test]
async fn a_multiple_choice_quiz_is_read_with_its_time_and_key() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/gen/multiple-choice-quiz"))
        .and(query_param("subject", "Biology"))
        .and(query_param("topic", "Cell Structure"))
        .and(query_param("className", "Form 1"))
        .respond_with(ResponseTemplate::new(200).set_body_json(mcq_answer()))
        .expect(1)
        .mount(&server)
        .await;
    let quiz = generator(&server, Duration::from_secs(5)).generate(&request(QuizType::MultipleChoice)).await.unwrap();
    assert_eq!(quiz.estimated_minutes, 20);
    assert!(validate_content(&quiz.content).is_ok());
    match &quiz.content {
        QuizContent::MultipleChoice { questions } => {
            assert_eq!(questions.len(), 2);
            assert_eq!(questions[1].answer, AnswerKey::One("Chloroplast".into()));
        }
        other => panic!("{other:?}"),
    }
}

#[tokio::test]
async fn a_short_answer_quiz_gets_its_section_marks_added_up() {
    let server = MockServer::start().await;
    let answer = json!({
        "estimatedTime": 15,
        "quiz": {"sections": [{"title": "Section A", "marks": 99, "questions": [
            {"question": "Define osmosis.", "marks": 2, "markingScheme": [
                {"point": "movement of water", "marks": 1}, {"point": "through a partially permeable membrane", "marks": 1}]},
            {"question": "Name the powerhouse of the cell.", "marks": 1, "markingScheme": ["mitochondrion"]}
        ]}]}
    });
    Mock::given(method("GET"))
        .and(path("/gen/short-answer-quiz"))
        .respond_with(ResponseTemplate::new(200).set_body_json(answer))
        .mount(&server)
        .await;
    let quiz = generator(&server, Duration::from_secs(5)).generate(&request(QuizType::ShortAnswer)).await.unwrap();
    assert_eq!(quiz.estimated_minutes, 15);
    assert_eq!(quiz.content.total_marks(), 3);
    assert!(validate_content(&quiz.content).is_ok());
}

#[tokio::test]
async fn a_slow_service_times_out() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(200).set_body_json(mcq_answer()).set_delay(Duration::from_secs(3)))
        .mount(&server)
        .await;
    let started = Instant::now();
    let err =
        generator(&server, Duration::from_millis(200)).generate(&request(QuizType::MultipleChoice)).await.unwrap_err();
    assert!(matches!(err, ServiceError::Timeout), "{err:?}");
    assert!(started.elapsed() < Duration::from_secs(2), "it waited {:?}", started.elapsed());
}

#[tokio::test]
async fn a_failing_service_is_tried_again_until_it_answers() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(503).set_body_string("busy"))
        .up_to_n_times(2)
        .expect(2)
        .mount(&server)
        .await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(200).set_body_json(mcq_answer()))
        .expect(1)
        .mount(&server)
        .await;
    let quiz = generator(&server, Duration::from_secs(5)).generate(&request(QuizType::MultipleChoice)).await.unwrap();
    assert_eq!(quiz.content.question_count(), 2);
}

#[tokio::test]
async fn a_service_that_keeps_failing_gives_up_after_three_tries() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(500).set_body_string("broken"))
        .expect(3)
        .mount(&server)
        .await;
    let err =
        generator(&server, Duration::from_secs(5)).generate(&request(QuizType::MultipleChoice)).await.unwrap_err();
    assert!(matches!(err, ServiceError::Failed(ref m) if m.contains("500")), "{err:?}");
}

#[tokio::test]
async fn a_client_error_is_not_retried() {
    let server = MockServer::start().await;
    Mock::given(method("GET")).respond_with(ResponseTemplate::new(404)).expect(1).mount(&server).await;
    let err =
        generator(&server, Duration::from_secs(5)).generate(&request(QuizType::MultipleChoice)).await.unwrap_err();
    assert!(matches!(err, ServiceError::Failed(ref m) if m.contains("404")), "{err:?}");
}

#[tokio::test]
async fn malformed_json_is_a_bad_answer() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(200).set_body_string("{\"quiz\": [not json"))
        .mount(&server)
        .await;
    let err =
        generator(&server, Duration::from_secs(5)).generate(&request(QuizType::MultipleChoice)).await.unwrap_err();
    assert!(matches!(err, ServiceError::BadAnswer(ref m) if m.contains("not JSON")), "{err:?}");
}

#[tokio::test]
async fn a_key_that_is_not_an_option_is_a_bad_answer() {
    let server = MockServer::start().await;
    let answer = json!({"estimatedTime": 10, "quiz": {"questions": [
        {"question": "2 + 2?", "options": ["3", "5", "6"], "answer": "4", "explanation": "Count."}
    ]}});
    Mock::given(method("GET")).respond_with(ResponseTemplate::new(200).set_body_json(answer)).mount(&server).await;
    let err =
        generator(&server, Duration::from_secs(5)).generate(&request(QuizType::MultipleChoice)).await.unwrap_err();
    assert!(matches!(err, ServiceError::BadAnswer(ref m) if m.contains("not exactly one of its options")), "{err:?}");
}

#[tokio::test]
async fn a_quiz_of_the_wrong_shape_is_a_bad_answer() {
    let server = MockServer::start().await;
    Mock::given(method("GET"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"estimatedTime": 10, "quiz": {"items": []}})))
        .mount(&server)
        .await;
    let err = generator(&server, Duration::from_secs(5)).generate(&request(QuizType::ShortAnswer)).await.unwrap_err();
    assert!(matches!(err, ServiceError::BadAnswer(_)), "{err:?}");
}

#[tokio::test]
async fn an_unreachable_service_is_reported() {
    // A port nothing listens on: bind one, note it, and close it again.
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let generator = HttpGenerator::new(&format!("http://127.0.0.1:{port}"), Duration::from_secs(2))
        .unwrap()
        .with_retry(RetryPolicy { tries: 2, backoff: Duration::from_millis(5) });
    let err = generator.generate(&request(QuizType::MultipleChoice)).await.unwrap_err();
    assert!(matches!(err, ServiceError::Unreachable(_)), "{err:?}");
}
