use reqwest::{Method, StatusCode};
use sabi_store::Backend;
use serde_json::json;

use crate::helpers::{spawn_app, spawn_app_with};

fn registration(username: &str) -> serde_json::Value {
    json!({
        "username": username,
        "email": format!("{username}@example.cm"),
        "phoneNumber": "677123456",
        "password": "a long password",
        "confirmPassword": "a long password",
        "role": "student",
        "status": "active"
    })
}

#[tokio::test]
async fn register_then_login_then_read_yourself() {
    let app = spawn_app().await;
    let created = app.post("/api/auth/register", None, registration("mbah")).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    let id = created.body["docId"].as_str().unwrap().to_string();
    assert_eq!(created.body["id"], id.as_str());

    let login = app.post("/api/auth/login", None, json!({ "username": "MBAH", "password": "a long password" })).await;
    assert_eq!(login.status, StatusCode::OK);
    assert_eq!(login.body["uid"], id.as_str());
    assert_eq!(login.body["data"]["username"], "mbah");
    assert!(login.body["data"].get("password").is_none() && login.body["data"].get("passwordHash").is_none());
    let cookie = login.headers.get("set-cookie").and_then(|v| v.to_str().ok()).unwrap_or("").to_string();
    assert!(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"), "{cookie}");

    let token = login.body["token"].as_str().unwrap();
    let me = app.call(reqwest::Method::GET, &format!("/api/user/{id}"), Some(token), None).await;
    assert_eq!(me.status, StatusCode::OK);
    assert_eq!(me.body["data"]["email"], "mbah@example.cm");
}

#[tokio::test]
async fn the_session_cookie_works_like_a_bearer_token() {
    let app = spawn_app().await;
    app.post("/api/auth/register", None, registration("cookie")).await;
    let client = reqwest::Client::builder().cookie_store(true).build().unwrap();
    let login = client
        .post(app.url("/api/auth/login"))
        .json(&json!({ "username": "cookie", "password": "a long password" }))
        .send()
        .await
        .unwrap();
    assert_eq!(login.status(), StatusCode::OK);
    let me = client.get(app.url("/api/auth/me")).send().await.unwrap();
    assert_eq!(me.status(), StatusCode::OK);
    let out = client.post(app.url("/api/auth/logout")).send().await.unwrap();
    assert_eq!(out.status(), StatusCode::OK);
    let after = client.get(app.url("/api/auth/me")).send().await.unwrap();
    assert_eq!(after.status(), StatusCode::UNAUTHORIZED);
}

/// A logout revokes the token itself, not only the cookie: a copy kept elsewhere (another tab,
/// a stolen header) is refused, on both stores, while the person's other sessions go on.
async fn logout_revokes_that_session_only(backend: Backend) {
    let app = spawn_app_with(backend, |_| {}).await;
    let kept = app.student("twice").await;
    let other_token = app.sign_in(&kept).await.token;
    assert_ne!(other_token, kept.token, "each sign-in is a session of its own");

    let out = app.call(Method::POST, "/api/auth/logout", Some(&kept.token), None).await;
    assert_eq!(out.status, StatusCode::OK);
    let again = app.call(Method::GET, "/api/auth/me", Some(&kept.token), None).await;
    assert_eq!(again.status, StatusCode::UNAUTHORIZED, "the signed-out token is refused");
    let still = app.call(Method::GET, "/api/auth/me", Some(&other_token), None).await;
    assert_eq!(still.status, StatusCode::OK, "the other session is untouched");

    // Signing out twice, or with a token that is no good, is harmless.
    assert_eq!(app.call(Method::POST, "/api/auth/logout", Some(&kept.token), None).await.status, StatusCode::OK);
    assert_eq!(app.call(Method::POST, "/api/auth/logout", Some("not.a.token"), None).await.status, StatusCode::OK);
    assert_eq!(app.call(Method::POST, "/api/auth/logout", None, None).await.status, StatusCode::OK);
}

#[tokio::test]
async fn logout_revokes_that_session_only_on_sqlite() {
    logout_revokes_that_session_only(Backend::Sqlite).await;
}

#[tokio::test]
async fn logout_revokes_that_session_only_on_postgres() {
    logout_revokes_that_session_only(Backend::Postgres).await;
}

#[tokio::test]
async fn registration_errors_use_the_specs_words() {
    let app = spawn_app().await;
    let mut mismatch = registration("abc");
    mismatch["confirmPassword"] = json!("something else");
    let answer = app.post("/api/auth/register", None, mismatch).await;
    assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(answer.error(), "Passwords do not match.");

    assert_eq!(app.post("/api/auth/register", None, registration("taken")).await.status, StatusCode::CREATED);
    let mut same_name = registration("TAKEN");
    same_name["email"] = json!("other@example.cm");
    let answer = app.post("/api/auth/register", None, same_name).await;
    assert_eq!((answer.status, answer.error()), (StatusCode::CONFLICT, "Username already taken"));
    let mut same_email = registration("fresh");
    same_email["email"] = json!("taken@example.cm");
    let answer = app.post("/api/auth/register", None, same_email).await;
    assert_eq!((answer.status, answer.error()), (StatusCode::CONFLICT, "Email already registered"));

    let checks = app.get("/api/check/username?username=Taken", None).await;
    assert_eq!(checks.body["usernameExists"], true);
    let checks = app.get("/api/check/email?email=nobody@example.cm", None).await;
    assert_eq!(checks.body["emailExists"], false);
}

#[tokio::test]
async fn malformed_bodies_get_clear_json_errors() {
    let app = spawn_app().await;
    let response = app
        .client
        .post(app.url("/api/auth/login"))
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::BAD_REQUEST);
    let body: serde_json::Value = response.json().await.unwrap();
    assert!(body["error"].as_str().unwrap().contains("not valid JSON"));
    let response = app
        .client
        .post(app.url("/api/auth/login"))
        .header("content-type", "text/plain")
        .body("username=x")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let huge = "x".repeat(2 * 1024 * 1024);
    let response = app.client.post(app.url("/api/auth/login")).json(&json!({ "username": huge })).send().await.unwrap();
    assert_eq!(response.status(), StatusCode::PAYLOAD_TOO_LARGE);
}

#[tokio::test]
async fn wrong_passwords_and_unknown_users_get_the_same_answer_then_429() {
    let app = spawn_app().await;
    let person = app.student("ngwa").await;
    let wrong = app.post("/api/auth/login", None, json!({ "username": "ngwa", "password": "nope" })).await;
    let unknown = app.post("/api/auth/login", None, json!({ "username": "ghost", "password": "nope" })).await;
    assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);
    assert_eq!((wrong.status, wrong.body.clone()), (unknown.status, unknown.body.clone()));
    for _ in 0..4 {
        app.post("/api/auth/login", None, json!({ "username": "ngwa", "password": "nope" })).await;
    }
    let blocked = app.post("/api/auth/login", None, json!({ "username": "ngwa", "password": person.password })).await;
    assert_eq!(blocked.status, StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn a_password_change_retires_old_sessions() {
    let app = spawn_app().await;
    let person = app.student("achu").await;
    let changed = app
        .put(
            &format!("/api/user/{}", person.id),
            Some(&person),
            json!({ "uid": person.id, "password": "a brand new password", "currentPassword": person.password }),
        )
        .await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.body);
    let old = app.get(&format!("/api/user/{}", person.id), Some(&person)).await;
    assert_eq!(old.status, StatusCode::UNAUTHORIZED);
    let login =
        app.post("/api/auth/login", None, json!({ "username": "achu", "password": "a brand new password" })).await;
    assert_eq!(login.status, StatusCode::OK);
}

#[tokio::test]
async fn password_reset_mails_a_single_use_link() {
    let app = spawn_app().await;
    let person = app.student("forgetful").await;
    let asked = app.post("/api/auth/reset-password", None, json!({ "email": "forgetful@example.cm" })).await;
    let stranger = app.post("/api/auth/reset-password", None, json!({ "email": "nobody@example.cm" })).await;
    assert_eq!(asked.status, StatusCode::OK);
    assert_eq!(
        (asked.status, asked.body.clone()),
        (stranger.status, stranger.body.clone()),
        "the answer reveals nothing"
    );
    let outbox = app.data_dir.path().join("outbox");
    // The mail goes out after the answer (the answer takes the same time either way).
    for _ in 0..200 {
        if std::fs::read_dir(&outbox).is_ok_and(|mut d| d.next().is_some()) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    let mails: Vec<_> = std::fs::read_dir(&outbox).unwrap().collect();
    assert_eq!(mails.len(), 1, "only the real address gets mail");
    let text = std::fs::read_to_string(mails[0].as_ref().unwrap().path()).unwrap();
    let token = text.split("/reset-password#token=").nth(1).unwrap().split_whitespace().next().unwrap().to_string();
    let body = json!({ "token": token, "password": "reset password 1", "confirmPassword": "reset password 1" });
    assert_eq!(app.post("/api/auth/reset-password/confirm", None, body.clone()).await.status, StatusCode::OK);
    let again = app.post("/api/auth/reset-password/confirm", None, body).await;
    assert_eq!(again.status, StatusCode::BAD_REQUEST, "single use");
    let login =
        app.post("/api/auth/login", None, json!({ "username": person.username, "password": "reset password 1" })).await;
    assert_eq!(login.status, StatusCode::OK);
}
