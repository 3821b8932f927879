//! Password rules over HTTP (OWASP ASVS 5.0): at least 8 characters, not the username, not a
//! common password, at registration, Add User, a password change and a reset.

use reqwest::StatusCode;
use serde_json::json;

use crate::helpers::{TestApp, enc, spawn_app};

const HAS_NAME: &str = "Your password must not contain your username.";
const COMMON: &str = "This password is too common. Please choose one that is harder to guess.";

fn registration(username: &str, password: &str) -> serde_json::Value {
    json!({
        "username": username, "email": format!("{username}@example.cm"), "phoneNumber": "677123456",
        "password": password, "confirmPassword": password, "role": "student", "status": "active"
    })
}

/// The token of the last reset mail (it goes out after the answer).
async fn mailed_token(app: &TestApp) -> String {
    let outbox = app.data_dir.path().join("outbox");
    for _ in 0..200 {
        if let Some(Ok(mail)) = std::fs::read_dir(&outbox).ok().and_then(|mut d| d.next()) {
            let text = std::fs::read_to_string(mail.path()).unwrap();
            if let Some(rest) = text.split("/reset-password#token=").nth(1) {
                return rest.split_whitespace().next().unwrap().to_string();
            }
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    panic!("no reset mail");
}

#[tokio::test]
async fn registration_and_add_user_refuse_weak_passwords_with_clear_words() {
    let app = spawn_app().await;
    for (username, password, error) in [
        ("élodie", "ÉLODIE-2026-x", HAS_NAME),
        ("ngozi", "Ngozi", "Password must be at least 8 characters."),
        ("ngozi", "password123", COMMON),
        ("ngozi", "P@ssw0rd", COMMON),
    ] {
        let answer = app.post("/api/auth/register", None, registration(username, password)).await;
        assert_eq!(answer.status, StatusCode::UNPROCESSABLE_ENTITY, "{password}");
        assert_eq!(answer.body["error"], error, "{password}");
    }
    let fine = app.post("/api/auth/register", None, registration("ngozi", "Mbalmayo market 7")).await;
    assert_eq!(fine.status, StatusCode::CREATED, "{}", fine.body);

    let admin = app.admin().await;
    let add = |password: &str| json!({ "username": "abena", "email": "abena@example.cm", "phoneNumber": "677111222", "role": "teacher", "password": password });
    let refused = app.post("/api/create-user", Some(&admin), add("abena.teacher")).await;
    assert_eq!((refused.status, refused.body["error"].clone()), (StatusCode::UNPROCESSABLE_ENTITY, json!(HAS_NAME)));
    let refused = app.post("/api/create-user", Some(&admin), add("sunshine")).await;
    assert_eq!((refused.status, refused.body["error"].clone()), (StatusCode::UNPROCESSABLE_ENTITY, json!(COMMON)));
    let made = app.post("/api/create-user", Some(&admin), add("Limbe beach 1990")).await;
    assert!(made.status.is_success(), "{}", made.body);
}

#[tokio::test]
async fn a_change_and_a_reset_keep_the_rules_and_a_refusal_leaves_the_link_usable() {
    let app = spawn_app().await;
    let person = app.student("achu").await;
    let path = format!("/api/user/{}", person.id);
    let change = |password: &str| json!({ "uid": person.id, "password": password, "confirmPassword": password, "currentPassword": person.password });
    let refused = app.put(&path, Some(&person), change("Achu-2026-new")).await;
    assert_eq!((refused.status, refused.body["error"].clone()), (StatusCode::UNPROCESSABLE_ENTITY, json!(HAS_NAME)));
    let refused = app.put(&path, Some(&person), change("qwertyuiop")).await;
    assert_eq!((refused.status, refused.body["error"].clone()), (StatusCode::UNPROCESSABLE_ENTITY, json!(COMMON)));

    let asked = app.post("/api/auth/reset-password", None, json!({ "email": "achu@example.cm" })).await;
    assert_eq!(asked.status, StatusCode::OK);
    let token = mailed_token(&app).await;
    let reset = |password: &str| json!({ "token": token, "password": password, "confirmPassword": password });
    let refused = app.post("/api/auth/reset-password/confirm", None, reset("my ACHU password")).await;
    assert_eq!((refused.status, refused.body["error"].clone()), (StatusCode::UNPROCESSABLE_ENTITY, json!(HAS_NAME)));
    let refused = app.post("/api/auth/reset-password/confirm", None, reset("iloveyou")).await;
    assert_eq!((refused.status, refused.body["error"].clone()), (StatusCode::UNPROCESSABLE_ENTITY, json!(COMMON)));
    let done = app.post("/api/auth/reset-password/confirm", None, reset("Buea mountain 4095")).await;
    assert_eq!(done.status, StatusCode::OK, "the refused tries did not spend the link: {}", done.body);
    let login =
        app.post("/api/auth/login", None, json!({ "username": "achu", "password": "Buea mountain 4095" })).await;
    assert_eq!(login.status, StatusCode::OK);
}

/// Names (item 12): one NFKC normalisation and case fold, and look-alikes refused, over HTTP.
#[tokio::test]
async fn names_are_one_after_normalisation_and_look_alikes_are_taken() {
    let app = spawn_app().await;
    let first = app.post("/api/auth/register", None, registration("Élodie", "Mbalmayo market 7")).await;
    assert_eq!(first.status, StatusCode::CREATED, "{}", first.body);
    let mut again = registration("e\u{301}lodie", "Mbalmayo market 7");
    again["email"] = json!("someone.else@example.cm");
    let refused = app.post("/api/auth/register", None, again).await;
    assert_eq!(
        (refused.status, refused.body["error"].clone()),
        (StatusCode::CONFLICT, json!("Username already taken"))
    );
    let mut same_mail = registration("someone", "Mbalmayo market 7");
    same_mail["email"] = json!("ÉLODIE@EXAMPLE.CM");
    let refused = app.post("/api/auth/register", None, same_mail).await;
    assert_eq!(
        (refused.status, refused.body["error"].clone()),
        (StatusCode::CONFLICT, json!("Email already registered"))
    );
    let checked = app.get(&format!("/api/check/username?username={}", enc("ÉLODIE")), None).await;
    assert_eq!(checked.body["usernameExists"], true);
    let login =
        app.post("/api/auth/login", None, json!({ "username": "ÉLODIE", "password": "Mbalmayo market 7" })).await;
    assert_eq!(login.status, StatusCode::OK, "{}", login.body);

    let admin = app.admin().await;
    let add = |username: &str, email: &str| json!({ "username": username, "email": email, "phoneNumber": "677111222", "role": "student", "password": "Limbe beach 1990" });
    let made = app.post("/api/create-user", Some(&admin), add("paypal", "paypal@example.cm")).await;
    assert!(made.status.is_success(), "{}", made.body);
    // "pаypal" with a Cyrillic а looks like "paypal": taken.
    let checked = app.get(&format!("/api/check/username?username={}", enc("pаypal")), None).await;
    assert_eq!(checked.body["usernameExists"], true);
    let refused = app.post("/api/create-user", Some(&admin), add("pаypal", "lookalike@example.cm")).await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.body);
}
