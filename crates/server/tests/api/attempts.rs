use reqwest::StatusCode;
use sabi_store::Backend;
use serde_json::{Value, json};

use crate::helpers::{spawn_app, spawn_app_with};

#[tokio::test]
async fn the_server_marks_an_exam_and_ignores_the_clients_score() {
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let app = spawn_app_with(backend, |_| {}).await;
        app.seed_catalogue().await;
        let student = app.student("eyong").await;
        let quiz = app.mcq_quiz().await;
        let attempt = app.start_attempt(&student, &quiz, "exam").await;

        // While in progress, no answer key reaches the browser.
        let page = app.get(&format!("/api/{attempt}/quiz"), Some(&student)).await;
        assert_eq!(page.status, StatusCode::OK);
        let text = page.body.to_string();
        assert!(!text.contains("\"answer\"") && !text.contains("explanation"), "{text}");
        assert_eq!(page.body["data"]["quizData"]["questions"][1]["options"][1], "Yaoundé");

        // An autosave, then a submission claiming 100.
        let save = app.put(&format!("/api/{attempt}/updateQuizAttempt"), Some(&student), json!({ "selectedAnswers": ["4", null, null], "status": "in progress", "remainingTime": 500, "timeTaken": 100 })).await;
        assert_eq!(save.status, StatusCode::OK, "{}", save.body);
        let submit = app
            .put(&format!("/api/{attempt}/updateQuizAttempt"), Some(&student), json!({ "selectedAnswers": ["4", "Douala", ["3", "2"]], "status": "completed", "score": 100, "correctAnswers": 3, "timeTaken": 200 }))
            .await;
        assert_eq!(submit.status, StatusCode::OK, "{}", submit.body);
        assert_eq!(submit.body["data"]["score"], 67, "2 of 3 right, whatever the client says");
        assert_eq!(submit.body["data"]["correctAnswers"], 2);
        assert_eq!(submit.body["data"]["status"], "completed");
        let earned: Vec<&str> =
            submit.body["newAchievements"].as_array().unwrap().iter().filter_map(|a| a["id"].as_str()).collect();
        assert!(earned.contains(&"first-quiz"), "{earned:?}");
        // The key comes with the completed attempt.
        assert_eq!(submit.body["data"]["quizData"]["questions"][0]["answer"], "4");

        // Submitting again counts nothing twice.
        let again = app
            .put(
                &format!("/api/{attempt}/updateQuizAttempt"),
                Some(&student),
                json!({ "selectedAnswers": ["4", "Yaoundé", ["2", "3"]], "status": "completed" }),
            )
            .await;
        assert_eq!(again.status, StatusCode::OK);
        assert_eq!(again.body["data"]["score"], 67);
        assert_eq!(again.body["newAchievements"], json!([]));
        let stats = app.get(&format!("/api/{}/stats", student.id), Some(&student)).await;
        assert_eq!(stats.body["data"]["totalAttempts"], 1);
        assert_eq!(stats.body["data"]["avgScore"], 67);
        let streak = app.get(&format!("/api/{}/streak", student.id), Some(&student)).await;
        assert_eq!(streak.body, json!({ "streakDays": 1, "longestStreak": 1 }));
        let board = app.get("/api/leaderboard", Some(&student)).await;
        assert_eq!(board.body["data"][0]["avgScore"], 67);
        assert!(board.body["data"][0].get("email").is_none());
    }
}

#[tokio::test]
async fn practice_checks_one_question_and_exams_refuse_it() {
    let app = spawn_app().await;
    let student = app.student("pratique").await;
    let quiz = app.mcq_quiz().await;
    let practice = app.start_attempt(&student, &quiz, "practice").await;
    let check = app
        .post(
            &format!("/api/{practice}/checkAnswer"),
            Some(&student),
            json!({ "questionIndex": 1, "answer": "Douala" }),
        )
        .await;
    assert_eq!(check.status, StatusCode::OK);
    assert_eq!(check.body["correct"], false);
    assert_eq!(check.body["correctAnswer"], "Yaoundé");
    assert!(check.body["explanation"].as_str().unwrap().contains("Capital"));
    let exam = app.start_attempt(&student, &quiz, "exam").await;
    let refused = app
        .post(&format!("/api/{exam}/checkAnswer"), Some(&student), json!({ "questionIndex": 1, "answer": "Douala" }))
        .await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
}

/// Practice mode marks a short answer when the student moves on: the same marker and the same
/// marks as on submission, the model answer shown, never in an exam.
#[tokio::test]
async fn practice_marks_a_short_answer_as_the_student_goes() {
    let app = spawn_app().await;
    let student = app.student("pas-a-pas").await;
    let quiz = app.short_answer_quiz().await;
    let practice = app.start_attempt(&student, &quiz, "practice").await;
    let path = format!("/api/{practice}/checkAnswer");
    let check = |index: usize, answer: &str| {
        app.post(&path, Some(&student), json!({ "questionIndex": index, "answer": answer }))
    };
    let half = check(0, "Plants make glucose.").await;
    assert_eq!(half.status, StatusCode::OK, "{:?}", half.body);
    assert_eq!(half.body["marksAwarded"], 1);
    assert_eq!(half.body["marks"], 2);
    assert_eq!(half.body["correct"], false);
    assert_eq!(half.body["correctAnswer"], "glucose; oxygen");
    assert!(half.body["feedback"].as_str().unwrap().contains("oxygen"), "names what was missed: {:?}", half.body);
    let full = check(0, "Glucose and oxygen.").await;
    assert_eq!((full.body["marksAwarded"].as_u64(), full.body["correct"].as_bool()), (Some(2), Some(true)));
    let blank = check(1, "").await;
    assert_eq!(blank.body["marksAwarded"], 0);

    // The same answers submitted get the marks the checks gave.
    let done = app
        .put(
            &format!("/api/{practice}/updateQuizAttempt"),
            Some(&student),
            json!({ "selectedAnswers": ["Plants make glucose.", ""], "status": "completed" }),
        )
        .await;
    assert_eq!(done.status, StatusCode::OK, "{:?}", done.body);
    assert_eq!(done.body["data"]["review"]["questions"][0]["marksAwarded"], 1);

    let practice = app.start_attempt(&student, &quiz, "practice").await;
    let outside = app
        .post(&format!("/api/{practice}/checkAnswer"), Some(&student), json!({ "questionIndex": 2, "answer": "x" }))
        .await;
    assert_eq!(outside.status, StatusCode::BAD_REQUEST);
    let long = "glucose ".repeat(1_000);
    let too_long = app
        .post(&format!("/api/{practice}/checkAnswer"), Some(&student), json!({ "questionIndex": 0, "answer": long }))
        .await;
    assert_eq!(too_long.status, StatusCode::PAYLOAD_TOO_LARGE);
    let exam = app.start_attempt(&student, &quiz, "exam").await;
    let refused = app
        .post(&format!("/api/{exam}/checkAnswer"), Some(&student), json!({ "questionIndex": 0, "answer": "glucose" }))
        .await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn nobody_touches_another_students_attempt() {
    let app = spawn_app().await;
    let owner = app.student("owner").await;
    let other = app.student("other").await;
    let quiz = app.mcq_quiz().await;
    let attempt = app.start_attempt(&owner, &quiz, "exam").await;
    assert_eq!(app.get(&format!("/api/{attempt}/quiz"), Some(&other)).await.status, StatusCode::FORBIDDEN);
    let put = app
        .put(
            &format!("/api/{attempt}/updateQuizAttempt"),
            Some(&other),
            json!({ "selectedAnswers": ["4"], "status": "completed" }),
        )
        .await;
    assert_eq!(put.status, StatusCode::FORBIDDEN);
    let forged =
        app.post("/api/quizzes/saveAttempt", Some(&other), json!({ "userId": owner.id, "quizId": quiz })).await;
    assert_eq!(forged.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get(&format!("/api/{}/user", owner.id), Some(&other)).await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get(&format!("/api/{attempt}/quiz"), None).await.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn bad_attempt_input_is_refused_without_harm() {
    let app = spawn_app().await;
    let student = app.student("careful").await;
    let quiz = app.mcq_quiz().await;
    let attempt = app.start_attempt(&student, &quiz, "exam").await;
    let cases: Vec<(Value, StatusCode)> = vec![
        (json!({ "selectedAnswers": ["a", "b", "c", "d"] }), StatusCode::UNPROCESSABLE_ENTITY),
        (json!({ "remainingTime": -5 }), StatusCode::UNPROCESSABLE_ENTITY),
        (json!({ "timeTaken": 1e300 }), StatusCode::UNPROCESSABLE_ENTITY),
        (json!({ "status": "finished-ish" }), StatusCode::UNPROCESSABLE_ENTITY),
        (json!({ "selectedAnswers": [{"nested": true}] }), StatusCode::BAD_REQUEST),
    ];
    for (body, status) in cases {
        let answer = app.put(&format!("/api/{attempt}/updateQuizAttempt"), Some(&student), body.clone()).await;
        assert_eq!(answer.status, status, "{body}: {}", answer.body);
        assert!(answer.body["error"].is_string());
    }
    let unknown = app.put("/api/no-such-attempt/updateQuizAttempt", Some(&student), json!({})).await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
    let read = app.get(&format!("/api/{attempt}/quiz"), Some(&student)).await;
    assert_eq!(read.body["data"]["status"], "in progress");
}

#[tokio::test]
async fn a_retake_updates_the_same_attempt() {
    let app = spawn_app().await;
    let student = app.student("again").await;
    let quiz = app.mcq_quiz().await;
    let attempt = app.start_attempt(&student, &quiz, "exam").await;
    app.put(
        &format!("/api/{attempt}/updateQuizAttempt"),
        Some(&student),
        json!({ "selectedAnswers": ["3", "Douala", ["4"]], "status": "completed" }),
    )
    .await;
    let retake = app.post(&format!("/api/{attempt}/retake"), Some(&student), json!({})).await;
    assert_eq!(retake.status, StatusCode::OK);
    assert_eq!(retake.body["data"]["status"], "in progress");
    let done = app
        .put(
            &format!("/api/{attempt}/updateQuizAttempt"),
            Some(&student),
            json!({ "selectedAnswers": ["4", "Yaoundé", ["2", "3"]], "status": "completed" }),
        )
        .await;
    assert_eq!(done.body["data"]["score"], 100);
    assert_eq!(done.body["id"], attempt.as_str());
    // The key was seen: the retake is practice, and the first result (0) stays, as an attempt
    // of its own beside it, and is the one that counts.
    assert_eq!(done.body["data"]["counting"], "practice");
    let list = app.get(&format!("/api/{}/user", student.id), Some(&student)).await;
    assert_eq!(list.body["data"].as_array().unwrap().len(), 2);
    let stats = app.get(&format!("/api/{}/stats", student.id), Some(&student)).await;
    assert_eq!(
        (stats.body["data"]["totalAttempts"].clone(), stats.body["data"]["avgScore"].clone()),
        (json!(1), json!(0))
    );
}

#[tokio::test]
async fn a_short_answer_is_kept_when_marking_fails_and_marked_on_retry() {
    // The review service is "down": nothing listens on port 9.
    let app = spawn_app_with(Backend::Sqlite, |config| {
        config.reviewer = sabi_server::config::ServiceKind::Http;
        config.reviewer_url = Some("http://127.0.0.1:9".into());
        config.service_timeout = std::time::Duration::from_secs(2);
    })
    .await;
    let student = app.student("writer").await;
    let quiz = app.short_answer_quiz().await;
    let attempt = app.start_attempt(&student, &quiz, "exam").await;
    let answers = json!({ "selectedAnswers": ["Glucose and oxygen are made.", "chlorophyll"], "status": "completed" });
    let failed = app.put(&format!("/api/{attempt}/updateQuizAttempt"), Some(&student), answers.clone()).await;
    assert_eq!(failed.status, StatusCode::SERVICE_UNAVAILABLE, "{}", failed.body);
    assert_eq!(failed.error(), "Failed to review or save quiz. Please try again.");
    let kept = app.get(&format!("/api/{attempt}/quiz"), Some(&student)).await;
    assert_eq!(kept.body["data"]["status"], "in progress");
    assert_eq!(kept.body["data"]["selectedAnswers"][1], "chlorophyll", "the answers were saved before marking");
    let health = app.get("/api/health", None).await;
    assert_eq!(health.status, StatusCode::OK, "the server stays healthy");
}
