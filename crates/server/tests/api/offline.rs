//! A dropped network (issue 20): numbered autosaves that arrive out of order, and a submission
//! sent again because its answer was lost, as a phone's outbox replays them.

use reqwest::StatusCode;
use sabi_store::Backend;
use serde_json::{Value, json};

use crate::helpers::{Answer, Person, TestApp, spawn_app_with};

async fn save(app: &TestApp, who: &Person, attempt: &str, answers: Value, number: Option<i64>) -> Answer {
    let mut body =
        json!({ "selectedAnswers": answers, "status": "in progress", "remainingTime": 500, "timeTaken": 10 });
    if let Some(n) = number {
        body["saveNumber"] = json!(n);
    }
    app.put(&format!("/api/{attempt}/updateQuizAttempt"), Some(who), body).await
}

/// Save 2 arrives, then save 1 (sent earlier, delayed on the network): the answers of save 2
/// are kept, and save 1 answers 200 with `applied: false` and the attempt as stored.
#[tokio::test]
async fn a_late_save_never_undoes_a_newer_one() {
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let app = spawn_app_with(backend, |_| {}).await;
        let student = app.student("outbox").await;
        let quiz = app.mcq_quiz().await;
        let attempt = app.start_attempt(&student, &quiz, "exam").await;
        let started = app.get(&format!("/api/{attempt}/quiz"), Some(&student)).await;
        assert_eq!(started.body["data"]["saveNumber"], 0, "{}", started.body);

        let two = save(&app, &student, &attempt, json!(["4", "Yaoundé"]), Some(2)).await;
        assert_eq!(two.status, StatusCode::OK, "{}", two.body);
        assert_eq!(two.body["applied"], true);
        assert_eq!(two.body["data"]["saveNumber"], 2);

        let one = save(&app, &student, &attempt, json!(["3", null]), Some(1)).await;
        assert_eq!(one.status, StatusCode::OK, "a late save is not an error: {}", one.body);
        assert_eq!(one.body["applied"], false);
        assert_eq!(one.body["data"]["saveNumber"], 2);
        assert_eq!(one.body["data"]["selectedAnswers"], json!(["4", "Yaoundé", null]), "the stored state");
        let same = save(&app, &student, &attempt, json!(["5", null]), Some(2)).await;
        assert_eq!((same.status, same.body["applied"].clone()), (StatusCode::OK, json!(false)), "not greater");

        let read = app.get(&format!("/api/{attempt}/quiz"), Some(&student)).await;
        assert_eq!(read.body["data"]["selectedAnswers"], json!(["4", "Yaoundé", null]), "save 2's answers");

        // An older client sends no number: its save lands, and the number stays.
        let plain = save(&app, &student, &attempt, json!(["4", "Yaoundé", ["2"]]), None).await;
        assert_eq!((plain.status, plain.body["applied"].clone()), (StatusCode::OK, json!(true)), "{}", plain.body);
        assert_eq!(plain.body["data"]["saveNumber"], 2);
        let three = save(&app, &student, &attempt, json!(["4", "Yaoundé", ["2", "3"]]), Some(3)).await;
        assert_eq!(three.body["applied"], true);

        for bad in [json!(0), json!(-1), json!(5_000_000_000_i64)] {
            let body = json!({ "selectedAnswers": ["4"], "status": "in progress", "timeTaken": 1, "saveNumber": bad });
            let refused = app.put(&format!("/api/{attempt}/updateQuizAttempt"), Some(&student), body).await;
            assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{bad}: {}", refused.body);
        }
        let read = app.get(&format!("/api/{attempt}/quiz"), Some(&student)).await;
        assert_eq!(read.body["data"]["selectedAnswers"], json!(["4", "Yaoundé", ["2", "3"]]));
        assert_eq!(read.body["data"]["saveNumber"], 3);
    }
}

/// The outbox sends a submission, the answer is lost, and it sends it again: the attempt is
/// completed once, the second answer is the same result, and nothing counts twice. A save
/// still queued behind it is told the attempt is completed (409), not applied.
#[tokio::test]
async fn a_submission_sent_twice_completes_once() {
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let app = spawn_app_with(backend, |_| {}).await;
        let student = app.student("twice").await;
        let quiz = app.mcq_quiz().await;
        let attempt = app.start_attempt(&student, &quiz, "exam").await;
        let submission = json!({
            "selectedAnswers": ["4", "Yaoundé", ["3"]],
            "status": "completed",
            "saveNumber": 4,
        });
        let path = format!("/api/{attempt}/updateQuizAttempt");
        let first = app.put(&path, Some(&student), submission.clone()).await;
        assert_eq!(first.status, StatusCode::OK, "{}", first.body);
        assert_eq!(first.body["data"]["status"], "completed");
        assert_eq!(first.body["data"]["score"], 67);
        let again = app.put(&path, Some(&student), submission).await;
        assert_eq!(again.status, StatusCode::OK, "the same submission again is not an error: {}", again.body);
        for field in ["status", "score", "correctAnswers", "completedAt", "selectedAnswers"] {
            assert_eq!(again.body["data"][field], first.body["data"][field], "{field}");
        }
        assert_eq!(again.body["newAchievements"], json!([]), "badges are earned once");
        let stats = app.get(&format!("/api/{}/stats", student.id), Some(&student)).await;
        assert_eq!(stats.body["data"]["totalAttempts"], 1, "{}", stats.body);
        let attempts = app.get(&format!("/api/{}/user", student.id), Some(&student)).await;
        let completed = attempts.body["data"].as_array().unwrap().iter().filter(|a| a["status"] == "completed").count();
        assert_eq!(completed, 1);

        let late = save(&app, &student, &attempt, json!(["3", null, null]), Some(5)).await;
        assert_eq!(late.status, StatusCode::CONFLICT, "{}", late.body);
        let read = app.get(&format!("/api/{attempt}/quiz"), Some(&student)).await;
        assert_eq!(read.body["data"]["selectedAnswers"], json!(["4", "Yaoundé", ["3"]]));
    }
}
