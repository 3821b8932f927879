//! Inputs that once answered 500 (or a text the client could not use), found while fuzzing
//! the API against its OpenAPI document (`just test-fuzz`), each pinned to the answer it
//! gets now.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{Answer, Person, TestApp, spawn_app};

const HUGE: u64 = u32::MAX as u64;

fn assert_json_error(answer: &Answer, status: StatusCode) {
    assert_eq!(answer.status, status, "{}", answer.body);
    assert!(answer.body["error"].as_str().is_some_and(|e| !e.is_empty()), "{}", answer.body);
}

fn short_answer_question(text: &str, marks: u64, point_marks: u64) -> Value {
    json!({
        "question": text,
        "marks": marks,
        "markingScheme": [
            { "point": "movement of water", "marks": point_marks },
            { "point": "through a membrane", "marks": point_marks },
        ],
        "answer": "The movement of water through a membrane.",
        "explanation": "Osmosis.",
    })
}

/// An older client's attempt, with its quiz in the body (the server adds up the section's
/// marks itself).
async fn start_with_quiz_data(app: &TestApp, student: &Person, questions: Vec<Value>) -> Answer {
    let body = json!({
        "userId": student.id,
        "quizType": "short-answer",
        "quizMode": "exam",
        "quizData": {
            "title": "Osmosis",
            "sections": [{ "title": "Section A", "marks": 1, "questions": questions }],
            "generatorParams": { "subject": "Biology", "topic": "Cells", "className": "Form 2" },
        },
    });
    app.post("/api/quizzes/saveAttempt", Some(student), body).await
}

#[tokio::test]
async fn reviewing_points_worth_more_than_their_question_does_not_overflow() {
    // Was: 500, "attempt to add with overflow" in the built-in reviewer.
    let app = spawn_app().await;
    let student = app.student("reviewer").await;
    let body = json!({ "questions": [{
        "question": "What is osmosis?",
        "answer": "The movement of water through a membrane.",
        "marks": 5,
        "markingScheme": [
            { "point": "movement of water", "marks": HUGE },
            { "point": "through a membrane", "marks": HUGE },
        ],
    }] });
    let review = app.post("/review/short-answer-quiz", Some(&student), body).await;
    assert_eq!(review.status, StatusCode::OK, "{}", review.body);
    assert_eq!(review.body["questions"][0]["marksAwarded"], 5, "at most the question's marks: {}", review.body);
    assert_eq!(review.body["total"], 5);
}

#[tokio::test]
async fn quiz_data_whose_marks_add_up_past_u32_is_refused_not_a_500() {
    // Was: 500, "attempt to add with overflow" while adding up the section's marks.
    let app = spawn_app().await;
    let student = app.student("osmosis").await;
    let questions =
        vec![short_answer_question("What is osmosis?", HUGE, 1), short_answer_question("What is diffusion?", HUGE, 1)];
    let started = start_with_quiz_data(&app, &student, questions).await;
    assert_json_error(&started, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(started.error().contains("has no marks"), "{}", started.body);
}

#[tokio::test]
async fn quiz_data_with_an_outsized_marking_point_is_refused_before_it_is_stored() {
    // Was: stored, and then every submission of the attempt answered 500 (the reviewer's
    // overflow), so the student could never finish it.
    let app = spawn_app().await;
    let student = app.student("osmosis").await;
    let started = start_with_quiz_data(&app, &student, vec![short_answer_question("What is osmosis?", 5, HUGE)]).await;
    assert_json_error(&started, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(started.error().contains("marking point worth more than 100 marks"), "{}", started.body);

    // Sensible marks are still taken, and the attempt is marked on submission.
    let started = start_with_quiz_data(&app, &student, vec![short_answer_question("What is osmosis?", 5, 3)]).await;
    assert_eq!(started.status, StatusCode::CREATED, "{}", started.body);
    let id = started.body["id"].as_str().unwrap();
    let body = json!({ "status": "completed", "selectedAnswers": ["The movement of water through a membrane."] });
    let submitted = app.put(&format!("/api/{id}/updateQuizAttempt"), Some(&student), body).await;
    assert_eq!(submitted.status, StatusCode::OK, "{}", submitted.body);
    assert_eq!(submitted.body["data"]["status"], "completed", "{}", submitted.body);
}

#[tokio::test]
async fn an_upload_that_is_not_a_multipart_form_is_415_in_json() {
    // Was: 400 with the parser's variant name ("ContentTypeIncompatible") as the message.
    let app = spawn_app().await;
    let student = app.student("uploader").await;
    let admin = app.admin().await;
    for (path, who) in [(format!("/api/{}/profile-pic", student.id), &student), ("/api/createSubject".into(), &admin)] {
        for content_type in [Some("text/plain"), Some("application/json"), None] {
            let mut request = app.client.request(
                if path.ends_with("profile-pic") { reqwest::Method::PUT } else { reqwest::Method::POST },
                app.url(&path),
            );
            request = request.bearer_auth(&who.token).body("not a form");
            if let Some(content_type) = content_type {
                request = request.header("content-type", content_type);
            }
            let response = request.send().await.unwrap();
            assert_eq!(response.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE, "{path} {content_type:?}");
            let body: Value = response.json().await.unwrap();
            assert!(body["error"].as_str().unwrap().contains("multipart/form-data"), "{body}");
        }
    }
}

#[tokio::test]
async fn a_body_of_the_wrong_shape_is_400_without_the_names_of_our_types() {
    // Was: "The request is not valid JSON: ... untagged enum AchievementsBody".
    let app = spawn_app().await;
    let admin = app.admin().await;
    let answer = app.post("/api/createAchievements", Some(&admin), json!([1, 2])).await;
    assert_json_error(&answer, StatusCode::BAD_REQUEST);
    assert!(!answer.error().contains("enum") && !answer.error().contains("Body"), "{}", answer.body);
    assert!(answer.error().contains("fields are not as expected"), "{}", answer.body);
    // Well-formed JSON with a field of the wrong type says which.
    let answer = app.post("/api/auth/login", None, json!({ "username": 5, "password": "x" })).await;
    assert_json_error(&answer, StatusCode::BAD_REQUEST);
    assert!(answer.error().contains("invalid type"), "{}", answer.body);
}

#[tokio::test]
async fn another_method_on_the_services_is_405_not_the_web_apps_page() {
    // Was: 200 with the web app's HTML page (the paths are outside /api, where the pages are).
    let app = spawn_app().await;
    let student = app.student("methods").await;
    for (method, path, allowed) in [
        (reqwest::Method::DELETE, "/gen/multiple-choice-quiz", "GET"),
        (reqwest::Method::POST, "/gen/short-answer-quiz", "GET"),
        (reqwest::Method::GET, "/review/short-answer-quiz", "POST"),
    ] {
        let answer = app.call(method.clone(), path, Some(&student.token), None).await;
        assert_json_error(&answer, StatusCode::METHOD_NOT_ALLOWED);
        assert_eq!(answer.headers["allow"], allowed, "{method} {path}");
    }
}
