//! Hand-written bad input, beside the fuzzing: unicode and very long names, negative and huge
//! scores and times, unknown ids, path traversal in file names. Each gets a clear 4xx in JSON
//! (never a 5xx) and leaves what is stored as it was.

use reqwest::{Method, StatusCode};
use serde_json::json;

use crate::helpers::{TINY_PNG, file_part, spawn_app};

#[tokio::test]
async fn unicode_is_kept_and_very_long_names_are_refused_without_a_change() {
    let app = spawn_app().await;
    let student = app.student("ngozi").await;
    let path = format!("/api/user/{}", student.id);
    let school = "Lycée Bilingue d'Essos — 学校 🇨🇲";
    let saved = app.put(&path, Some(&student), json!({ "uid": student.id, "school": school })).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    assert_eq!(app.get(&path, Some(&student)).await.body["data"]["school"], school, "unicode comes back as sent");

    for long in ["x".repeat(100_000), "é".repeat(5_000)] {
        let refused = app.put(&path, Some(&student), json!({ "uid": student.id, "school": long })).await;
        assert!(refused.status.is_client_error(), "{} {}", refused.status, refused.body);
        assert!(refused.error().contains("too long"), "{}", refused.body);
    }
    assert_eq!(app.get(&path, Some(&student)).await.body["data"]["school"], school, "nothing changed");

    let long_username = json!({ "username": "u".repeat(10_000), "email": "long@example.cm", "phoneNumber": "",
        "password": "a long password", "confirmPassword": "a long password" });
    let refused = app.post("/api/auth/register", None, long_username).await;
    assert!(refused.status.is_client_error(), "{} {}", refused.status, refused.body);
    assert!(refused.body["error"].is_string());
}

#[tokio::test]
async fn scores_and_times_out_of_range_are_refused_and_the_attempt_is_kept() {
    let app = spawn_app().await;
    let student = app.student("tchami").await;
    let quiz = app.mcq_quiz().await;
    let attempt = app.start_attempt(&student, &quiz, "exam").await;
    let path = format!("/api/{attempt}/updateQuizAttempt");
    let good = json!({ "selectedAnswers": ["4", null, null], "status": "in progress", "remainingTime": 500, "timeTaken": 100 });
    assert_eq!(app.put(&path, Some(&student), good).await.status, StatusCode::OK);

    for (remaining, taken) in [
        (json!(-1), json!(100)),
        (json!(500), json!(-5)),
        (json!(1e300), json!(100)),
        (json!(500), json!(9_007_199_254_740_993u64)),
    ] {
        let body = json!({ "selectedAnswers": ["4", "Douala", null], "status": "in progress",
            "remainingTime": remaining, "timeTaken": taken });
        let refused = app.put(&path, Some(&student), body.clone()).await;
        assert!(refused.status.is_client_error(), "{body}: {} {}", refused.status, refused.body);
        assert!(refused.body["error"].is_string(), "{body}");
    }
    let kept = app.get(&format!("/api/{attempt}/quiz"), Some(&student)).await;
    // The last good autosave's answers are what is stored; an exam's time is the server's
    // (seconds since it started here), never the 100 s the client sent.
    assert_eq!(kept.body["data"]["selectedAnswers"][0], "4");
    assert!(kept.body["data"]["timeTaken"].as_u64().unwrap() < 100, "{}", kept.body["data"]["timeTaken"]);
    assert_eq!(kept.body["data"]["selectedAnswers"][1], serde_json::Value::Null);

    // The client's score is never taken: a huge or negative one changes nothing.
    let submit = json!({ "selectedAnswers": ["3", null, null], "status": "completed", "score": -1_000_000,
        "correctAnswers": 1_000_000_000_000u64, "timeTaken": 200 });
    let done = app.put(&path, Some(&student), submit).await;
    assert_eq!(done.status, StatusCode::OK, "{}", done.body);
    assert_eq!(done.body["data"]["score"], 0, "marked by the server from the stored key");
}

#[tokio::test]
async fn unknown_ids_are_404_and_file_names_cannot_leave_the_files_folder() {
    let app = spawn_app().await;
    let student = app.student("fomban").await;
    let admin = app.admin().await;
    for path in ["/api/0190a8b2-0000-7000-8000-000000000000/quiz", "/api/quiz/no-such-quiz"] {
        let missing = app.get(path, Some(&student)).await;
        assert_eq!(missing.status, StatusCode::NOT_FOUND, "{path}: {}", missing.body);
        assert!(missing.body["error"].is_string());
    }
    let missing = app.get("/api/user/no-such-user", Some(&admin)).await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND, "{}", missing.body);

    // An uploaded file's own name is never used: it is stored under a fresh one.
    let form =
        reqwest::multipart::Form::new().part("profilePic", file_part(TINY_PNG, "../../../etc/passwd.png", "image/png"));
    let uploaded = app.send_form(Method::PUT, &format!("/api/{}/profile-pic", student.id), Some(&student), form).await;
    assert_eq!(uploaded.status, StatusCode::OK, "{}", uploaded.body);
    let url = uploaded.body["data"]["profilePic"].as_str().unwrap();
    assert!(url.starts_with("/files/") && !url.contains("..") && !url.contains("passwd"), "{url}");

    for path in ["/files/../../../../etc/passwd", "/files/%2e%2e/%2e%2e/etc/passwd", "/files/..%2f..%2fCargo.toml"] {
        let (status, body) = app.raw_get(path).await;
        assert!(status == 404 || status == 400, "{path}: {status}");
        assert!(!String::from_utf8_lossy(&body).contains("root:"), "{path} served a file outside the folder");
    }
}
