use reqwest::StatusCode;
use sabi_store::Backend;

use crate::helpers::{spawn_app, spawn_app_with};

#[tokio::test]
async fn health_answers_ok_on_sqlite_and_postgres() {
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let app = spawn_app_with(backend, |_| {}).await;
        let answer = app.get("/api/health", None).await;
        assert_eq!(answer.status, StatusCode::OK, "{backend:?}");
        assert_eq!(answer.body["store"], "ok");
        let kind = if backend == Backend::Sqlite { "sqlite" } else { "postgres" };
        assert_eq!(answer.body["storeKind"], kind);
        assert_eq!(answer.body["generator"], "builtin");
        assert_eq!(answer.body["marker"]["kind"], "builtin");
        assert_eq!(answer.body["marker"]["modelLoaded"], false);
        assert_eq!(answer.body["mailer"], "outbox");
        assert_eq!(answer.body["version"], env!("CARGO_PKG_VERSION"));
    }
}

#[tokio::test]
async fn unknown_api_paths_are_json_404s_and_security_headers_are_set() {
    let app = spawn_app().await;
    let answer = app.get("/api/nothing/here/at/all", None).await;
    assert_eq!(answer.status, StatusCode::NOT_FOUND);
    assert_eq!(answer.error(), "404 Not Found");
    let csp = answer.headers.get("content-security-policy").and_then(|v| v.to_str().ok()).unwrap_or("");
    assert!(csp.contains("default-src 'self'"), "{csp}");
    assert_eq!(answer.headers.get("x-content-type-options").and_then(|v| v.to_str().ok()), Some("nosniff"));
}

#[tokio::test]
async fn health_says_whether_the_marker_reads_meaning_with_its_model() {
    let missing = spawn_app_with(Backend::Sqlite, |c| c.marking_model = Some("/nonexistent/model".into())).await;
    let answer = missing.get("/api/health", None).await;
    assert_eq!(answer.status, StatusCode::OK, "the server starts without the model files");
    assert_eq!(answer.body["marker"]["modelLoaded"], false);
    assert_eq!(answer.body["marker"]["model"], serde_json::Value::Null);

    let dir = sabi_meaning::default_dir();
    if !dir.join("model.safetensors").exists() && std::env::var_os("CI").is_none() {
        eprintln!("skipped the loaded case: {} is missing (models/fetch.sh)", dir.display());
        return;
    }
    let loaded = spawn_app_with(Backend::Sqlite, |c| c.marking_model = Some(dir)).await;
    let answer = loaded.get("/api/health", None).await;
    assert_eq!(answer.body["marker"]["modelLoaded"], true);
    assert_eq!(answer.body["marker"]["model"], "all-MiniLM-L6-v2");
}
