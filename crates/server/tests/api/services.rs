//! The spec's generation and review services, answered by this server through its built-in
//! generator and reviewer: `GET /gen/...` and `POST /review/short-answer-quiz`.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::helpers::{enc, spawn_app};
use crate::permissions::{BIOLOGY_TOPIC, MATHS_TOPIC};

fn gen_path(kind: &str, subject: &str, topic: &str, class_name: &str) -> String {
    format!("/gen/{kind}?subject={}&topic={}&className={}", enc(subject), enc(topic), enc(class_name))
}

#[tokio::test]
async fn the_generator_answers_a_multiple_choice_quiz_with_its_key() {
    let app = spawn_app().await;
    let student = app.student("client").await;
    let answer = app.get(&gen_path("multiple-choice-quiz", "Mathematics", MATHS_TOPIC, "Form 1"), Some(&student)).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    assert!(answer.body["estimatedTime"].as_str().unwrap().contains("min"), "{}", answer.body["estimatedTime"]);
    let quiz = &answer.body["quiz"];
    assert_eq!(
        quiz["generatorParams"],
        json!({ "subject": "Mathematics", "topic": MATHS_TOPIC, "className": "Form 1" })
    );
    assert!(quiz["title"].is_string());
    let questions = quiz["questions"].as_array().unwrap();
    assert!(!questions.is_empty());
    for q in questions {
        let options = q["options"].as_array().unwrap();
        assert!(options.len() >= 2, "{q}");
        let key = match &q["answer"] {
            Value::String(s) => vec![s.clone()],
            Value::Array(list) => list.iter().map(|v| v.as_str().unwrap().to_string()).collect(),
            other => panic!("no key: {other}"),
        };
        assert!(
            key.iter().all(|k| options.iter().any(|o| o.as_str().map(str::trim) == Some(k.trim()))),
            "the key is among the options: {q}"
        );
    }
    // Nothing is stored.
    let admin = app.admin().await;
    assert_eq!(app.get("/api/quizzes", Some(&admin)).await.body["data"], json!([]));
    // The count is honoured, within bounds.
    let five = app
        .get(
            &format!("{}&count=5", gen_path("multiple-choice-quiz", "Mathematics", MATHS_TOPIC, "Form 1")),
            Some(&student),
        )
        .await;
    assert_eq!(five.body["quiz"]["questions"].as_array().unwrap().len(), 5);
}

#[tokio::test]
async fn the_generator_answers_a_short_answer_quiz_in_sections() {
    let app = spawn_app().await;
    let student = app.student("client").await;
    let answer = app.get(&gen_path("short-answer-quiz", "Biology", BIOLOGY_TOPIC, "Form 2"), Some(&student)).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let sections = answer.body["quiz"]["sections"].as_array().unwrap();
    assert!(!sections.is_empty());
    for section in sections {
        let questions = section["questions"].as_array().unwrap();
        let sum: u64 = questions.iter().map(|q| q["marks"].as_u64().unwrap()).sum();
        assert_eq!(section["marks"].as_u64(), Some(sum), "a section's marks are its questions'");
        assert!(questions.iter().all(|q| q["markingScheme"].as_array().is_some_and(|s| !s.is_empty())), "{section}");
    }
}

#[tokio::test]
async fn the_generator_refuses_missing_or_unknown_input() {
    let app = spawn_app().await;
    let student = app.student("client").await;
    for path in [
        "/gen/multiple-choice-quiz?subject=Mathematics&className=Form%201".to_string(),
        "/gen/multiple-choice-quiz?topic=Sets&className=Form%201".to_string(),
        "/gen/short-answer-quiz?subject=Biology&topic=Cells".to_string(),
        "/gen/short-answer-quiz".to_string(),
    ] {
        let answer = app.get(&path, Some(&student)).await;
        assert_eq!((answer.status, answer.error()), (StatusCode::BAD_REQUEST, "All fields are required!"), "{path}");
    }
    let bad_class =
        app.get(&gen_path("multiple-choice-quiz", "Mathematics", MATHS_TOPIC, "Form 9"), Some(&student)).await;
    assert_eq!(
        (bad_class.status, bad_class.error()),
        (StatusCode::UNPROCESSABLE_ENTITY, "Unknown class level: Form 9")
    );
    let bad_difficulty = app
        .get(
            &format!("{}&difficulty=brutal", gen_path("multiple-choice-quiz", "Mathematics", MATHS_TOPIC, "Form 1")),
            Some(&student),
        )
        .await;
    assert_eq!(bad_difficulty.status, StatusCode::UNPROCESSABLE_ENTITY);
    let bad_count = app
        .get(
            &format!("{}&count=many", gen_path("multiple-choice-quiz", "Mathematics", MATHS_TOPIC, "Form 1")),
            Some(&student),
        )
        .await;
    assert_eq!(bad_count.status, StatusCode::BAD_REQUEST);
    let nothing =
        app.get(&gen_path("short-answer-quiz", "Underwater Basket Weaving", "Knots", "Form 1"), Some(&student)).await;
    assert_eq!(nothing.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", nothing.body);
    assert!(nothing.error().starts_with("No quiz can be made for this topic yet"), "{}", nothing.body);
    assert_eq!(
        app.get(&gen_path("multiple-choice-quiz", "Mathematics", MATHS_TOPIC, "Form 1"), None).await.status,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn the_reviewer_marks_answers_against_their_schemes() {
    let app = spawn_app().await;
    let student = app.student("client").await;
    let body = json!({ "questions": [
        { "question": "Which organ pumps blood round the body?", "answer": "The heart does.", "marks": 2, "markingScheme": [{ "point": "heart", "marks": 2 }] },
        { "question": "Name the green pigment in leaves.", "answer": "I forgot", "marks": 1, "markingScheme": "chlorophyll" },
        { "question": "State two products of photosynthesis.", "answer": "Oxygen", "marks": 2, "markingScheme": [{ "point": "glucose", "marks": 1 }, { "point": "oxygen", "marks": 1 }] },
    ] });
    let review = app.post("/review/short-answer-quiz", Some(&student), body).await;
    assert_eq!(review.status, StatusCode::OK, "{}", review.body);
    let marks: Vec<u64> =
        review.body["questions"].as_array().unwrap().iter().map(|q| q["marksAwarded"].as_u64().unwrap()).collect();
    assert_eq!(marks, [2, 0, 1]);
    assert_eq!(review.body["total"], 3);
    assert_eq!(review.body["correctCount"], 1, "only the first earned all its marks");
    assert!(review.body["questions"].as_array().unwrap().iter().all(|q| q["feedback"].is_string()));
    assert!(review.body.get("feedback").is_some());
    let missed = review.body["questions"][2]["feedback"].as_str().unwrap().to_lowercase();
    assert!(missed.contains("glucose"), "feedback names what was missing: {missed}");
}

/// Issue 17's example: a scheme written as text, one point per `;`, for a question that asks
/// for two things: an answer naming two of the points earns both marks, one naming one earns
/// one. (The issue's own answer, "protects organs like the brain", still earns only the
/// support mark: the lexical matcher wants every word of a short point, "internal" too.)
#[tokio::test]
async fn a_text_scheme_is_read_as_a_teacher_writes_it() {
    let app = spawn_app().await;
    let student = app.student("client").await;
    let scheme = "support (gives the body shape/framework); protection of internal organs; movement (attachment for muscles); production of blood cells; storage of minerals";
    let question = "State two functions of the human skeleton.";
    let body = json!({ "questions": [
        { "question": question, "answer": "It supports the body and protects the internal organs like the brain and heart.", "marks": 2, "markingScheme": scheme },
        { "question": question, "answer": "It makes blood cells.", "marks": 2, "markingScheme": scheme },
        { "question": question, "answer": "The skeleton is made of bones.", "marks": 2, "markingScheme": scheme },
    ] });
    let review = app.post("/review/short-answer-quiz", Some(&student), body).await;
    assert_eq!(review.status, StatusCode::OK, "{}", review.body);
    let marks: Vec<u64> =
        review.body["questions"].as_array().unwrap().iter().map(|q| q["marksAwarded"].as_u64().unwrap()).collect();
    assert_eq!(marks, [2, 1, 0], "{}", review.body);
}

#[tokio::test]
async fn the_reviewer_refuses_what_it_cannot_mark() {
    let app = spawn_app().await;
    let student = app.student("client").await;
    let empty = app.post("/review/short-answer-quiz", Some(&student), json!({ "questions": [] })).await;
    assert_eq!((empty.status, empty.error()), (StatusCode::BAD_REQUEST, "Send between 1 and 100 questions to review."));
    let many: Vec<Value> =
        (0..101).map(|i| json!({ "question": format!("Q{i}"), "answer": "a", "markingScheme": "a" })).collect();
    let too_many = app.post("/review/short-answer-quiz", Some(&student), json!({ "questions": many })).await;
    assert_eq!(too_many.status, StatusCode::PAYLOAD_TOO_LARGE);
    let odd_scheme = app
        .post(
            "/review/short-answer-quiz",
            Some(&student),
            json!({ "questions": [{ "question": "Q", "answer": "a", "markingScheme": 42 }] }),
        )
        .await;
    assert_eq!(
        (odd_scheme.status, odd_scheme.error()),
        (StatusCode::BAD_REQUEST, "markingScheme must be a text or a list of points.")
    );
    let no_questions = app.post("/review/short-answer-quiz", Some(&student), json!({})).await;
    assert_eq!(no_questions.status, StatusCode::BAD_REQUEST);
    assert!(no_questions.body["error"].is_string());
    let anonymous =
        app.post("/review/short-answer-quiz", None, json!({ "questions": [{ "question": "Q", "answer": "a" }] })).await;
    assert_eq!(anonymous.status, StatusCode::UNAUTHORIZED);
}
