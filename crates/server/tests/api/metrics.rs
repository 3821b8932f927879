//! `/metrics` in Prometheus' text format, and JSON-free health details (see health.rs).

use reqwest::StatusCode;

use crate::helpers::spawn_app;

/// The value of the first sample line that starts with `prefix` and contains all of `having`.
fn sample(text: &str, name: &str, having: &[&str]) -> Option<f64> {
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .filter(|l| l.starts_with(name) && having.iter().all(|h| l.contains(h)))
        .find_map(|l| l.rsplit(' ').next().and_then(|v| v.parse().ok()))
}

#[tokio::test]
async fn metrics_count_requests_by_route_pattern_autosaves_and_the_pool() {
    let app = spawn_app().await;
    let quiz = app.mcq_quiz().await;
    let student = app.student("counted").await;
    let attempt = app.start_attempt(&student, &quiz, "exam").await;
    for n in 1..=3 {
        let body =
            serde_json::json!({ "selectedAnswers": [format!("answer {n}")], "status": "in progress", "timeTaken": n });
        assert_eq!(
            app.put(&format!("/api/{attempt}/updateQuizAttempt"), Some(&student), body).await.status,
            StatusCode::OK
        );
    }
    let (status, headers, text) = app.get_text("/metrics", None).await;
    assert_eq!(status, StatusCode::OK);
    assert!(headers["content-type"].to_str().unwrap().starts_with("text/plain; version=0.0.4"), "{headers:?}");
    // Requests under the route's pattern, never the raw path with its id.
    let route = "route=\"/api/{attemptId}/updateQuizAttempt\"";
    let saves = sample(&text, "sabi_http_requests_total", &[route, "method=\"PUT\"", "status=\"200\""]);
    assert!(saves.is_some_and(|n| n >= 3.0), "{text}");
    assert!(!text.contains(&attempt), "no raw ids in labels");
    assert!(text.contains("# TYPE sabi_http_request_duration_seconds histogram"), "{text}");
    assert!(sample(&text, "sabi_http_request_duration_seconds_count", &[route]).is_some_and(|n| n >= 3.0), "{text}");
    // Several test servers share the process's recorder: the counts are at least ours.
    assert!(sample(&text, "sabi_autosaves_total", &[]).is_some_and(|n| n >= 3.0), "{text}");
    assert!(sample(&text, "sabi_store_pool_max_connections", &[]).is_some_and(|n| n >= 1.0), "{text}");
    assert!(sample(&text, "sabi_store_pool_connections", &[]).is_some(), "{text}");
    assert_eq!(sample(&text, "sabi_mail_queue_length", &[]), Some(0.0), "{text}");
    let unknown = app.get("/api/no/such/route/here", None).await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
    let (_, _, text) = app.get_text("/metrics", None).await;
    assert!(!text.contains("/api/no/such/route/here"), "unmatched paths share one label");
}

#[tokio::test]
async fn marking_time_is_measured() {
    let app = spawn_app().await;
    let student = app.student("marked").await;
    let body = serde_json::json!({ "questions": [{ "question": "Which organ pumps blood round the body?", "answer": "The heart", "marks": 2, "markingScheme": [{ "point": "heart", "marks": 2 }] }] });
    let reviewed = app.post("/review/short-answer-quiz", Some(&student), body).await;
    assert_eq!(reviewed.status, StatusCode::OK, "{}", reviewed.body);
    let (_, _, text) = app.get_text("/metrics", None).await;
    assert!(sample(&text, "sabi_marking_seconds_count", &["outcome=\"ok\""]).is_some_and(|n| n >= 1.0), "{text}");
}
