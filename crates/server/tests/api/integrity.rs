//! Exam integrity (issue 14, items 2, 3 and 7): the attacks as a student would send them,
//! over HTTP, and what the server does instead of trusting her.

use std::sync::Arc;

use reqwest::StatusCode;
use sabi_ports::{Clock, ManualClock, SystemClock};
use sabi_store::Backend;
use serde_json::{Value, json};

use crate::helpers::{Person, TestApp, spawn_app_with};

const RIGHT: [&str; 2] = ["4", "Yaoundé"];

fn all_right() -> Value {
    json!([RIGHT[0], RIGHT[1], ["2", "3"]])
}

async fn submit(app: &TestApp, who: &Person, attempt: &str, answers: Value) -> crate::helpers::Answer {
    app.put(
        &format!("/api/{attempt}/updateQuizAttempt"),
        Some(who),
        json!({ "selectedAnswers": answers, "status": "completed" }),
    )
    .await
}

/// An autosave with the client's own idea of the time.
async fn autosave(
    app: &TestApp,
    who: &Person,
    attempt: &str,
    answers: Value,
    remaining: i64,
    taken: i64,
) -> crate::helpers::Answer {
    let body =
        json!({ "selectedAnswers": answers, "status": "in progress", "remainingTime": remaining, "timeTaken": taken });
    app.put(&format!("/api/{attempt}/updateQuizAttempt"), Some(who), body).await
}

async fn stats(app: &TestApp, who: &Person) -> Value {
    app.get(&format!("/api/{}/stats", who.id), Some(who)).await.body["data"].clone()
}

/// Item 2: a quiz and key the student wrote herself, sent as an exam already completed with
/// every answer right. It is marked for her own feedback, and counts for nothing.
#[tokio::test]
async fn a_students_own_quiz_and_key_never_count() {
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let app = spawn_app_with(backend, |_| {}).await;
        app.seed_catalogue().await;
        let honest = app.student("honest").await;
        let quiz = app.mcq_quiz().await;
        let fair = app.start_attempt(&honest, &quiz, "exam").await;
        assert_eq!(submit(&app, &honest, &fair, json!(["4", "Douala", ["4"]])).await.body["data"]["score"], 33);

        let cheat = app.student("cheat").await;
        let own = json!({
            "userId": cheat.id,
            "subject": "Mathematics",
            "topic": "Number",
            "classLevel": "Form 2",
            "quizType": "mcq",
            "quizMode": "exam",
            "status": "completed",
            "score": 100,
            "correctAnswers": 2,
            "totalQuestions": 2,
            "timeTaken": 5,
            "selectedAnswers": ["a", "a"],
            "quizData": {
                "title": "My very own quiz",
                "estimatedTime": "10 minutes",
                "questions": [
                    { "question": "1?", "options": ["a", "b"], "answer": "a", "explanation": "Because I said so." },
                    { "question": "2?", "options": ["a", "b"], "answer": "a", "explanation": "Because I said so." },
                ],
            },
        });
        let saved = app.post("/api/quizzes/saveAttempt", Some(&cheat), own).await;
        assert_eq!(saved.status, StatusCode::CREATED, "{}", saved.body);
        // Marked for her own feedback...
        assert_eq!(saved.body["data"]["score"], 100);
        assert_eq!(saved.body["data"]["status"], "completed");
        // ...but counted for nothing: no badge, no stats, no streak, not on the leaderboard.
        assert_eq!(saved.body["data"]["counting"], "none");
        assert_eq!(saved.body["data"]["countsTowardsStats"], false);
        assert_eq!(saved.body["newAchievements"], json!([]));
        let mine = stats(&app, &cheat).await;
        assert_eq!((mine["totalAttempts"].clone(), mine["avgScore"].clone()), (json!(0), json!(0)), "{mine}");
        assert_eq!(mine["achievementsUnlocked"], 0);
        let streak = app.get(&format!("/api/{}/streak", cheat.id), Some(&cheat)).await;
        assert_eq!(streak.body, json!({ "streakDays": 0, "longestStreak": 0 }));
        let earned = app.get(&format!("/api/{}/achievements", cheat.id), Some(&cheat)).await;
        assert!(earned.body.to_string().matches("\"unlocked\":true").next().is_none(), "{}", earned.body);
        let board = app.get("/api/leaderboard", Some(&cheat)).await;
        let names: Vec<&str> =
            board.body["data"].as_array().unwrap().iter().filter_map(|e| e["username"].as_str()).collect();
        assert_eq!(names, ["honest"], "the honest 33 leads; the supplied 100 is not there");
        // Taking it again by its id does not launder it.
        let quiz_id = saved.body["data"]["quizId"].as_str().unwrap().to_string();
        let again = app.start_attempt(&cheat, &quiz_id, "exam").await;
        let done = submit(&app, &cheat, &again, json!(["a", "a"])).await;
        assert_eq!(done.body["data"]["countsTowardsStats"], false);
        assert_eq!(stats(&app, &cheat).await["totalAttempts"], 0);
    }
}

/// Item 3, first way: a practice attempt of the quiz of an open exam, checked question by
/// question, or completed to read its key, shows nothing while the exam is open.
#[tokio::test]
async fn no_key_reaches_a_student_while_her_exam_of_the_quiz_is_open() {
    let (app, clock) = timed_app(Backend::Sqlite).await;
    let student = app.student("peeker").await;
    let quiz = app.mcq_quiz().await;
    let exam = app.start_attempt(&student, &quiz, "exam").await;
    clock.advance(5);
    let practice = app.start_attempt(&student, &quiz, "practice").await;
    let check = app
        .post(&format!("/api/{practice}/checkAnswer"), Some(&student), json!({ "questionIndex": 0, "answer": "3" }))
        .await;
    assert_eq!(check.status, StatusCode::FORBIDDEN, "{}", check.body);
    assert!(check.error().contains("hidden while you have an exam"), "{}", check.body);
    assert!(check.body.get("correctAnswer").is_none());

    // Completing the practice to read its key: marked, but the key stays hidden.
    let done = submit(&app, &student, &practice, json!(["3", "Douala", ["4"]])).await;
    assert_eq!(done.status, StatusCode::OK);
    assert!(!done.body.to_string().contains("\"answer\""), "{}", done.body);
    let page = app.get(&format!("/api/{practice}/quiz"), Some(&student)).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(!page.body.to_string().contains("\"answer\"") && !page.body.to_string().contains("explanation"));

    // Once the exam is done, the practice's key is the student's to read.
    let finished = submit(&app, &student, &exam, all_right()).await;
    assert_eq!(finished.body["data"]["countsTowardsStats"], true);
    let page = app.get(&format!("/api/{practice}/quiz"), Some(&student)).await;
    assert_eq!(page.body["data"]["quizData"]["questions"][0]["answer"], "4");
    let check = app
        .post(&format!("/api/{practice}/checkAnswer"), Some(&student), json!({ "questionIndex": 0, "answer": "3" }))
        .await;
    assert_eq!(check.status, StatusCode::OK);
}

/// Item 3, second way: submit an exam blank, read the key, retake, resubmit (0 → 100). The
/// first completed exam is the one that counts; the retake is practice, and says so.
#[tokio::test]
async fn a_retake_after_reading_the_key_counts_as_practice() {
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let app = spawn_app_with(backend, |_| {}).await;
        app.seed_catalogue().await;
        let student = app.student("retaker").await;
        let quiz = app.mcq_quiz().await;
        let exam = app.start_attempt(&student, &quiz, "exam").await;
        let blank = submit(&app, &student, &exam, json!([])).await;
        assert_eq!(blank.body["data"]["score"], 0);
        assert_eq!(blank.body["data"]["countsTowardsStats"], true);
        let key = app.get(&format!("/api/{exam}/quiz"), Some(&student)).await;
        assert_eq!(key.body["data"]["quizData"]["questions"][1]["answer"], "Yaoundé", "the key, read");

        let retake = app.post(&format!("/api/{exam}/retake"), Some(&student), json!({})).await;
        assert_eq!(retake.status, StatusCode::OK);
        assert_eq!(retake.body["id"], exam.as_str(), "the spec's retake: the same attempt");
        let perfect = submit(&app, &student, &exam, all_right()).await;
        assert_eq!(perfect.body["data"]["score"], 100, "marked for her own feedback");
        assert_eq!(perfect.body["data"]["counting"], "practice");
        assert_eq!(perfect.body["data"]["countsTowardsStats"], false);
        assert_eq!(perfect.body["newAchievements"], json!([]), "no perfect-score badge for a seen key");

        let mine = stats(&app, &student).await;
        assert_eq!((mine["totalAttempts"].clone(), mine["avgScore"].clone()), (json!(1), json!(0)), "{mine}");
        let board = app.get("/api/leaderboard", Some(&student)).await;
        assert_eq!(board.body["data"][0]["avgScore"], 0);
        // The first result stays in her past attempts beside the retake.
        let list = app.get(&format!("/api/{}/user", student.id), Some(&student)).await;
        let scores: Vec<(i64, bool)> = list.body["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| (a["score"].as_i64().unwrap(), a["countsTowardsStats"].as_bool().unwrap()))
            .collect();
        assert_eq!(scores.len(), 2, "{scores:?}");
        assert!(scores.contains(&(0, true)) && scores.contains(&(100, false)), "{scores:?}");

        // A fresh exam attempt of a quiz whose key she has seen is practice too.
        let fresh = app.start_attempt(&student, &quiz, "exam").await;
        let done = submit(&app, &student, &fresh, all_right()).await;
        assert_eq!(done.body["data"]["countsTowardsStats"], false);
        assert_eq!(stats(&app, &student).await["avgScore"], 0);
    }
}

/// A server whose clock the test moves, at today's time.
async fn timed_app(backend: Backend) -> (TestApp, ManualClock) {
    let clock = ManualClock::at(SystemClock.now());
    let shared = clock.clone();
    let app = spawn_app_with(backend, move |config| config.clock = Arc::new(shared)).await;
    (app, clock)
}

/// Item 7: the exam's clock is the server's. The known-key quiz is 10 minutes (600 s); the
/// test servers' grace is 30 s.
#[tokio::test]
async fn the_exam_clock_is_the_servers() {
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let (app, clock) = timed_app(backend).await;
        let student = app.student("timekeeper").await;
        let quiz = app.mcq_quiz().await;
        let exam = app.start_attempt(&student, &quiz, "exam").await;

        // An autosave that raises its own clock to a day is told the server's time.
        clock.advance(100);
        let raised = autosave(&app, &student, &exam, json!(["4"]), 86_400, 0).await;
        assert_eq!(raised.status, StatusCode::OK, "{}", raised.body);
        assert_eq!(raised.body["data"]["remainingTime"], 500);
        assert_eq!(raised.body["data"]["timeTaken"], 100);
        assert_eq!(raised.body["data"]["timeLimit"], 600);
        // After a reload, the page reads the server's remaining time.
        clock.advance(200);
        let page = app.get(&format!("/api/{exam}/quiz"), Some(&student)).await;
        assert_eq!(page.body["data"]["remainingTime"], 300);
        assert_eq!(page.body["data"]["timeTaken"], 300);

        // Within the grace after the limit, answers still land.
        clock.advance(320); // 620 s: past 600, within 600 + 30
        assert_eq!(autosave(&app, &student, &exam, json!(["4", "Yaoundé"]), 1, 1).await.status, StatusCode::OK);
        // After it, an autosave is refused, and the exam is completed with what came in time.
        clock.advance(20); // 640 s
        let late = autosave(&app, &student, &exam, json!(["4", "Yaoundé", ["2", "3"]]), 86_400, 1).await;
        assert_eq!(late.status, StatusCode::CONFLICT, "{}", late.body);
        assert!(late.error().starts_with("Time is up for this exam"), "{}", late.body);
        let read = app.get(&format!("/api/{exam}/quiz"), Some(&student)).await;
        assert_eq!(read.body["data"]["status"], "completed");
        assert_eq!(read.body["data"]["score"], 67, "two answers saved in time, not the late third");
        assert_eq!(read.body["data"]["timeTaken"], 600, "never more than the limit");
        assert_eq!(read.body["data"]["remainingTime"], 0);
    }
}

/// Item 7: a submission 914 s into a 600 s exam takes only what was saved in time; the time
/// taken is the server's; an exam found expired on reading is completed there and then.
#[tokio::test]
async fn a_late_submission_takes_what_was_saved_in_time() {
    let (app, clock) = timed_app(Backend::Sqlite).await;
    let student = app.student("latecomer").await;
    let quiz = app.mcq_quiz().await;
    let exam = app.start_attempt(&student, &quiz, "exam").await;
    let body = json!({ "selectedAnswers": ["4"], "status": "in progress", "remainingTime": 590, "timeTaken": 10 });
    assert_eq!(app.put(&format!("/api/{exam}/updateQuizAttempt"), Some(&student), body).await.status, StatusCode::OK);
    clock.advance(914);
    let late = app
        .put(
            &format!("/api/{exam}/updateQuizAttempt"),
            Some(&student),
            json!({ "selectedAnswers": all_right(), "status": "completed", "timeTaken": 20 }),
        )
        .await;
    assert_eq!(late.status, StatusCode::OK, "{}", late.body);
    assert_eq!(late.body["data"]["status"], "completed");
    assert_eq!(late.body["data"]["score"], 33, "only the answer saved in time");
    assert_eq!(late.body["data"]["timeTaken"], 600, "the server's time, not the 20 s sent");

    // An on-time submission's time is the server's too.
    let quick = app.start_attempt(&student, &app.mcq_quiz().await, "exam").await;
    clock.advance(42);
    let done = app
        .put(
            &format!("/api/{quick}/updateQuizAttempt"),
            Some(&student),
            json!({ "selectedAnswers": all_right(), "status": "completed", "timeTaken": 1 }),
        )
        .await;
    assert_eq!((done.body["data"]["score"].clone(), done.body["data"]["timeTaken"].clone()), (json!(100), json!(42)));

    // Abandoned: found expired when read, and completed with its saved answers.
    let left = app.start_attempt(&student, &app.mcq_quiz().await, "exam").await;
    let body =
        json!({ "selectedAnswers": ["4", "Yaoundé"], "status": "in progress", "remainingTime": 500, "timeTaken": 5 });
    assert_eq!(app.put(&format!("/api/{left}/updateQuizAttempt"), Some(&student), body).await.status, StatusCode::OK);
    clock.advance(3_600);
    let read = app.get(&format!("/api/{left}/quiz"), Some(&student)).await;
    assert_eq!(read.body["data"]["status"], "completed");
    assert_eq!(read.body["data"]["score"], 67);
    assert_eq!(stats(&app, &student).await["totalAttempts"], 3);
    // Practice keeps no clock.
    let practice = app.start_attempt(&student, &app.mcq_quiz().await, "practice").await;
    clock.advance(20_000);
    let body = json!({ "selectedAnswers": ["4"], "status": "in progress", "remainingTime": 0, "timeTaken": 5 });
    assert_eq!(
        app.put(&format!("/api/{practice}/updateQuizAttempt"), Some(&student), body).await.status,
        StatusCode::OK
    );
}
