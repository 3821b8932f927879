//! Bounds on what one user can make the server do (issue 14, items 1 and 6): the sizes the
//! review call and a client's quiz may have, marking off the request workers so health and
//! autosave never wait for it, and per-user limits on generation, review and stored quizzes.

use reqwest::StatusCode;
use sabi_app::rate_limit::{Allowance, RateLimits};
use sabi_domain::limits::{MAX_ANSWER_CHARS, MAX_POINT_CHARS, MAX_POINTS_PER_QUESTION, MAX_REVIEW_QUESTIONS};
use sabi_ports::QuizQuery;
use sabi_store::Backend;
use serde_json::{Value, json};

use crate::helpers::{Person, TestApp, enc, spawn_app, spawn_app_with};
use crate::permissions::MATHS_TOPIC;

/// About `chars` characters of varied school words: the marker has many distinct words to
/// index, as in a long real answer.
fn prose(chars: usize, seed: usize) -> String {
    const WORDS: &[&str] = &[
        "photosynthesis",
        "chlorophyll",
        "osmosis",
        "membrane",
        "evaporation",
        "condensation",
        "respiration",
        "glucose",
        "oxygen",
        "carbon",
        "dioxide",
        "transpiration",
        "stomata",
        "nucleus",
        "cytoplasm",
        "diffusion",
        "concentration",
        "gradient",
        "enzyme",
        "temperature",
        "government",
        "parliament",
        "constitution",
        "reunification",
        "entrepreneur",
        "thermometer",
        "conduction",
        "convection",
        "radiation",
        "electricity",
    ];
    let mut text = String::new();
    let mut i = seed;
    while text.chars().count() + 20 < chars {
        let word = WORDS[i % WORDS.len()];
        // Spelling slips and suffixes make most words distinct.
        text.push_str(&format!("{word}{} ", i % 97));
        i = i.wrapping_mul(31).wrapping_add(7);
    }
    text.truncate(chars.min(text.len()));
    text
}

/// A review question as large as the bounds allow.
fn largest_question(seed: usize) -> Value {
    let points: Vec<Value> =
        (0..MAX_POINTS_PER_QUESTION).map(|p| json!({ "point": prose(240, seed + p), "marks": 1 })).collect();
    json!({
        "question": "Explain in detail how plants make and use their food.",
        "answer": prose(MAX_ANSWER_CHARS, seed),
        "marks": 20,
        "markingScheme": points,
    })
}

fn review_of(questions: Vec<Value>) -> Value {
    json!({ "questions": questions })
}

fn with_limits(limits: RateLimits) -> impl FnOnce(&mut sabi_server::Config) {
    move |config| config.rate_limits = limits
}

const NO_LIMITS: RateLimits = RateLimits {
    generate: Allowance::per_minute(0),
    review: Allowance::per_minute(0),
    student_quizzes: Allowance::per_day(0),
};

#[tokio::test]
async fn the_largest_review_allowed_is_marked_and_anything_larger_is_refused_with_413() {
    let app = spawn_app_with(Backend::Sqlite, with_limits(NO_LIMITS)).await;
    let student = app.student("long").await;

    let largest = app.post("/review/short-answer-quiz", Some(&student), review_of(vec![largest_question(1)])).await;
    assert_eq!(largest.status, StatusCode::OK, "{}", largest.body);
    assert!(largest.body["questions"][0]["marksAwarded"].is_u64());

    let mut cases: Vec<(Value, &str)> = Vec::new();
    let mut q = largest_question(2);
    q["answer"] = json!("a".repeat(MAX_ANSWER_CHARS + 1));
    cases.push((review_of(vec![q]), "An answer is too long (at most 5000 characters)"));
    let mut q = largest_question(3);
    q["markingScheme"].as_array_mut().unwrap().push(json!({ "point": "one more", "marks": 1 }));
    cases.push((review_of(vec![q]), "too many points (at most 20)"));
    let mut q = largest_question(4);
    q["markingScheme"][0]["point"] = json!("p".repeat(MAX_POINT_CHARS + 1));
    cases.push((review_of(vec![q]), "A marking point is too long (at most 1000 characters)"));
    let mut q = largest_question(5);
    q["markingScheme"] = json!("s".repeat(MAX_POINT_CHARS + 1));
    cases.push((review_of(vec![q]), "A marking point is too long"));
    let mut q = largest_question(6);
    q["question"] = json!("q".repeat(2_001));
    cases.push((review_of(vec![q]), "A question is too long (at most 2000 characters)"));
    let small = json!({ "question": "Q?", "answer": "A", "markingScheme": "A" });
    cases
        .push((review_of(vec![small; MAX_REVIEW_QUESTIONS + 1]), "Too many questions to review at once (at most 100)"));

    for (body, expected) in cases {
        let refused = app.post("/review/short-answer-quiz", Some(&student), body).await;
        assert_eq!(refused.status, StatusCode::PAYLOAD_TOO_LARGE, "{}", refused.body);
        assert!(refused.error().contains(expected), "{:?} should say {expected:?}", refused.error());
    }
    // The second of two questions is named when it is the one too long.
    let mut second = largest_question(7);
    second["answer"] = json!("b".repeat(MAX_ANSWER_CHARS + 1));
    let refused =
        app.post("/review/short-answer-quiz", Some(&student), review_of(vec![largest_question(8), second])).await;
    assert_eq!(refused.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(refused.error().starts_with("Question 2:"), "{}", refused.error());
}

#[tokio::test]
async fn health_answers_while_the_largest_reviews_are_still_being_marked() {
    // One marking thread: the reviews queue behind each other, off the request workers.
    let app = spawn_app_with(Backend::Sqlite, |config| {
        config.rate_limits = NO_LIMITS;
        config.marking_threads = 1;
        config.marking_queue = 16;
    })
    .await;
    let student = app.student("hammer").await;
    let body = review_of((0..10).map(largest_question).collect());
    let mut reviews = Vec::new();
    for _ in 0..6 {
        let request = app.client.post(app.url("/review/short-answer-quiz")).bearer_auth(&student.token).json(&body);
        reviews.push(tokio::spawn(async move { request.send().await.map(|r| r.status()) }));
    }
    // Let the reviews reach the server before asking for health.
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let health = app.get("/api/health", None).await;
    assert_eq!(health.status, StatusCode::OK, "{}", health.body);
    let still_marking = reviews.iter().filter(|r| !r.is_finished()).count();
    assert!(still_marking > 0, "health answered only after every review was marked");
    // An autosave is not held up either.
    let quiz = app.short_answer_quiz().await;
    let attempt = app.start_attempt(&student, &quiz, "exam").await;
    let saved = app
        .put(
            &format!("/api/{attempt}/updateQuizAttempt"),
            Some(&student),
            json!({ "selectedAnswers": ["glucose"], "status": "in progress", "timeTaken": 5 }),
        )
        .await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    for review in reviews {
        let status = review.await.unwrap().expect("the review is answered");
        assert_eq!(status, StatusCode::OK);
    }
}

#[tokio::test]
async fn reviews_beyond_the_marking_queue_are_refused_at_once_with_503() {
    let app = spawn_app_with(Backend::Sqlite, |config| {
        config.rate_limits = NO_LIMITS;
        config.marking_threads = 1;
        config.marking_queue = 0;
    })
    .await;
    let student = app.student("queue").await;
    let body = review_of((0..10).map(largest_question).collect());
    let mut reviews = Vec::new();
    for _ in 0..4 {
        let request = app.client.post(app.url("/review/short-answer-quiz")).bearer_auth(&student.token).json(&body);
        reviews.push(tokio::spawn(async move {
            let response = request.send().await.unwrap();
            let retry = response.headers().get("retry-after").is_some();
            (response.status(), retry, response.text().await.unwrap())
        }));
    }
    let mut answered = Vec::new();
    for review in reviews {
        answered.push(review.await.unwrap());
    }
    assert!(answered.iter().any(|(s, _, _)| *s == StatusCode::OK), "{answered:?}");
    let busy: Vec<_> = answered.iter().filter(|(s, _, _)| *s == StatusCode::SERVICE_UNAVAILABLE).collect();
    assert!(!busy.is_empty(), "one marking thread and no queue: the others are turned away {answered:?}");
    for (_, retry, text) in busy {
        assert!(retry, "a busy answer says when to retry");
        assert!(text.contains("The marker is busy"), "{text}");
    }
}

#[tokio::test]
async fn an_answer_over_the_bound_is_refused_when_saved_so_a_submission_never_marks_one() {
    let app = spawn_app().await;
    let student = app.student("saver").await;
    let quiz = app.short_answer_quiz().await;
    let attempt = app.start_attempt(&student, &quiz, "exam").await;
    let path = format!("/api/{attempt}/updateQuizAttempt");
    let too_long = "a".repeat(MAX_ANSWER_CHARS + 1);
    for status in ["in progress", "completed"] {
        let refused = app
            .put(&path, Some(&student), json!({ "selectedAnswers": [too_long], "status": status, "timeTaken": 5 }))
            .await;
        assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", refused.body);
        assert!(refused.error().contains("at most 5000 characters"), "{}", refused.error());
    }
    let fits = prose(MAX_ANSWER_CHARS, 3);
    let submitted = app
        .put(
            &path,
            Some(&student),
            json!({ "selectedAnswers": [fits, "chlorophyll"], "status": "completed", "timeTaken": 5 }),
        )
        .await;
    assert_eq!(submitted.status, StatusCode::OK, "{}", submitted.body);
    assert_eq!(submitted.body["data"]["status"], "completed");
}

fn gen_path(kind: &str) -> String {
    format!("/gen/{kind}?subject=Mathematics&topic={}&className=Form%201", enc(MATHS_TOPIC))
}

#[tokio::test]
async fn generation_is_limited_per_user_with_a_clear_429_and_retry_after() {
    let limits = RateLimits { generate: Allowance::per_minute(3), ..NO_LIMITS };
    let app = spawn_app_with(Backend::Sqlite, with_limits(limits)).await;
    app.seed_catalogue().await;
    let ama = app.student("ama").await;
    let bih = app.student("bih").await;
    for _ in 0..3 {
        assert_eq!(app.get(&gen_path("multiple-choice-quiz"), Some(&ama)).await.status, StatusCode::OK);
    }
    let refused = app.get(&gen_path("short-answer-quiz"), Some(&ama)).await;
    assert_eq!(refused.status, StatusCode::TOO_MANY_REQUESTS, "{}", refused.body);
    assert!(refused.error().contains("at most 3 a minute"), "{}", refused.error());
    let wait: u64 = refused.headers["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((1..=60).contains(&wait), "{wait}");
    // The app's own generation shares the allowance, and stores nothing when refused.
    let made = app
        .post(
            "/api/generate-quiz",
            Some(&ama),
            json!({ "subject": "Mathematics", "topic": MATHS_TOPIC, "classLevel": "Form 1", "quizType": "multiple-choice-questions" }),
        )
        .await;
    assert_eq!(made.status, StatusCode::TOO_MANY_REQUESTS, "{}", made.body);
    assert!(stored_quizzes(&app).await.is_empty());
    // Another student has an allowance of their own.
    assert_eq!(app.get(&gen_path("multiple-choice-quiz"), Some(&bih)).await.status, StatusCode::OK);
}

#[tokio::test]
async fn reviews_are_limited_per_user() {
    let limits = RateLimits { review: Allowance::per_minute(2), ..NO_LIMITS };
    let app = spawn_app_with(Backend::Sqlite, with_limits(limits)).await;
    let student = app.student("reviews").await;
    let body = review_of(vec![
        json!({ "question": "Name the green pigment.", "answer": "chlorophyll", "markingScheme": "chlorophyll" }),
    ]);
    for _ in 0..2 {
        assert_eq!(app.post("/review/short-answer-quiz", Some(&student), body.clone()).await.status, StatusCode::OK);
    }
    let refused = app.post("/review/short-answer-quiz", Some(&student), body).await;
    assert_eq!(refused.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(refused.error().starts_with("Too many reviews asked for: at most 2 a minute."), "{}", refused.error());
    assert!(refused.headers.contains_key("retry-after"));
}

async fn stored_quizzes(app: &TestApp) -> Vec<sabi_domain::quiz::Quiz> {
    app.app.ports.store.quizzes(&QuizQuery::default()).await.unwrap()
}

async fn start_with_quiz_data(app: &TestApp, student: &Person, quiz_data: Value) -> crate::helpers::Answer {
    let body = json!({ "userId": student.id, "quizType": "multiple-choice-questions", "quizMode": "practice", "quizData": quiz_data });
    app.post("/api/quizzes/saveAttempt", Some(student), body).await
}

fn quiz_data(questions: usize, explanation_chars: usize) -> Value {
    let questions: Vec<Value> = (0..questions)
        .map(|i| {
            json!({
                "question": format!("What is {i} + 1?"),
                "options": [format!("{}", i + 1), format!("{}", i + 2)],
                "answer": format!("{}", i + 1),
                "explanation": "e".repeat(explanation_chars),
            })
        })
        .collect();
    json!({
        "title": "Sums",
        "questions": questions,
        "generatorParams": { "subject": "Mathematics", "topic": "Number", "className": "Form 1" },
    })
}

#[tokio::test]
async fn a_students_quiz_is_bounded_in_size_and_in_number_per_day() {
    let limits = RateLimits { student_quizzes: Allowance::per_day(2), ..NO_LIMITS };
    let app = spawn_app_with(Backend::Sqlite, with_limits(limits)).await;
    let student = app.student("keeper").await;

    // 100 questions of 1,990-character explanations: about 200 KB, within 256 KB.
    let fits = start_with_quiz_data(&app, &student, quiz_data(100, 1_990)).await;
    assert_eq!(fits.status, StatusCode::CREATED, "{}", fits.body);
    // Over 256 KB: refused before anything is read or stored.
    let big = start_with_quiz_data(&app, &student, quiz_data(100, 2_700)).await;
    assert_eq!(big.status, StatusCode::PAYLOAD_TOO_LARGE, "{}", big.body);
    assert!(big.error().contains("The quiz is too large (at most 256 KB)"), "{}", big.error());
    // More than 100 questions: refused as an invalid quiz.
    let many = start_with_quiz_data(&app, &student, quiz_data(101, 10)).await;
    assert_eq!(many.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", many.body);
    assert_eq!(stored_quizzes(&app).await.len(), 1);

    // The day's quota: one more, then 429 with nothing stored.
    assert_eq!(start_with_quiz_data(&app, &student, quiz_data(3, 10)).await.status, StatusCode::CREATED);
    let over = start_with_quiz_data(&app, &student, quiz_data(3, 10)).await;
    assert_eq!(over.status, StatusCode::TOO_MANY_REQUESTS, "{}", over.body);
    assert!(over.error().contains("Too many quizzes of your own saved: at most 2 a day."), "{}", over.error());
    assert_eq!(stored_quizzes(&app).await.len(), 2);
}
