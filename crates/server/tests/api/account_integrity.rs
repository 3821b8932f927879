//! Abuse of accounts (issue 14): guessing under concurrency and across servers, locking
//! others out, tokens in logs, changes without the current password, enumeration through
//! the availability checks and resets, revived sessions, caching and HSTS, hidden files.

use std::time::Duration;

use reqwest::StatusCode;
use sabi_store::Backend;
use serde_json::{Value, json};

use crate::helpers::{TestApp, spawn_app, spawn_app_with};

async fn login_from(app: &TestApp, forwarded_for: Option<&str>, username: &str, password: &str) -> reqwest::Response {
    let mut request =
        app.client.post(app.url("/api/auth/login")).json(&json!({ "username": username, "password": password }));
    if let Some(address) = forwarded_for {
        request = request.header("X-Forwarded-For", address);
    }
    request.send().await.unwrap()
}

/// A server that trusts the test's own address as its reverse proxy.
async fn behind_a_proxy(backend: Backend) -> TestApp {
    spawn_app_with(backend, |c| c.trusted_proxies = sabi_api::client::TrustedProxies::parse("127.0.0.1").unwrap()).await
}

/// The mails in the outbox, waiting (boundedly) for `count` of them: mails go out after the
/// answer.
async fn mails(app: &TestApp, count: usize) -> Vec<String> {
    let outbox = app.data_dir.path().join("outbox");
    for _ in 0..200 {
        let found: Vec<String> = std::fs::read_dir(&outbox)
            .map(|d| d.filter_map(|e| std::fs::read_to_string(e.ok()?.path()).ok()).collect())
            .unwrap_or_default();
        if found.len() >= count {
            return found;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    panic!("expected {count} mails in the outbox");
}

fn reset_token(mail: &str) -> String {
    mail.split("/reset-password#token=")
        .nth(1)
        .expect("a link with the token in its fragment")
        .split_whitespace()
        .next()
        .unwrap()
        .to_string()
}

#[tokio::test]
async fn sixty_simultaneous_guesses_get_at_most_five_checks() {
    let app = spawn_app().await;
    let person = app.student("target").await;
    let guesses = (0..60).map(|i| {
        let password = if i == 30 { person.password.clone() } else { format!("guess {i}") };
        let app = &app;
        async move { login_from(app, None, "target", &password).await }
    });
    let answers = futures::future::join_all(guesses).await;
    let checked = answers.iter().filter(|r| r.status() != StatusCode::TOO_MANY_REQUESTS).count();
    let refused: Vec<_> = answers.iter().filter(|r| r.status() == StatusCode::TOO_MANY_REQUESTS).collect();
    assert!(checked <= 5, "{checked} guesses were checked");
    assert_eq!(refused.len(), 60 - checked);
    assert!(refused.iter().all(|r| r.headers().get("retry-after").is_some()), "each refusal says when to come back");
}

#[tokio::test]
async fn two_servers_on_postgresql_enforce_one_login_limit() {
    let a = spawn_app_with(Backend::Postgres, |_| {}).await;
    let b = a.another_instance(|_| {}).await;
    let person = a.student("shared").await;
    for _ in 0..5 {
        assert_eq!(login_from(&a, None, "shared", "wrong").await.status(), StatusCode::UNAUTHORIZED);
    }
    let on_b = login_from(&b, None, "shared", &person.password).await;
    assert_eq!(on_b.status(), StatusCode::TOO_MANY_REQUESTS, "the other server counts the same tries");
    let body: Value = on_b.json().await.unwrap();
    assert!(body["error"].as_str().unwrap().starts_with("Too many login attempts. Please wait"), "{body}");
}

#[tokio::test]
async fn guessing_from_one_address_does_not_lock_the_owner_out_elsewhere() {
    let app = behind_a_proxy(Backend::Sqlite).await;
    let person = app.student("owner").await;
    for _ in 0..5 {
        assert_eq!(login_from(&app, Some("6.6.6.6"), "owner", "wrong").await.status(), StatusCode::UNAUTHORIZED);
    }
    assert_eq!(
        login_from(&app, Some("6.6.6.6"), "owner", &person.password).await.status(),
        StatusCode::TOO_MANY_REQUESTS
    );
    let owner = login_from(&app, Some("41.202.1.7"), "owner", &person.password).await;
    assert_eq!(owner.status(), StatusCode::OK, "the owner from another address signs in");
    // Others behind the same address are not refused either: 20 failures for other names
    // no longer close the address.
    for i in 0..20 {
        login_from(&app, Some("6.6.6.6"), &format!("nobody{i}"), "wrong").await;
    }
    let neighbour = app.student("neighbour").await;
    assert_eq!(login_from(&app, Some("6.6.6.6"), "neighbour", &neighbour.password).await.status(), StatusCode::OK);
}

#[tokio::test]
async fn forwarded_addresses_are_ignored_unless_the_peer_is_a_trusted_proxy() {
    let app = spawn_app().await;
    let person = app.student("nofwd").await;
    for i in 0..5 {
        let status = login_from(&app, Some(&format!("10.0.0.{i}")), "nofwd", "wrong").await.status();
        assert_eq!(status, StatusCode::UNAUTHORIZED);
    }
    let dodged = login_from(&app, Some("10.0.0.99"), "nofwd", &person.password).await;
    assert_eq!(dodged.status(), StatusCode::TOO_MANY_REQUESTS, "a made-up X-Forwarded-For changes nothing");
}

#[tokio::test]
async fn reset_links_carry_the_token_in_the_fragment_and_one_use_retires_the_others() {
    let app = spawn_app().await;
    let person = app.student("twolinks").await;
    for _ in 0..2 {
        let asked = app.post("/api/auth/reset-password", None, json!({ "email": "twolinks@example.cm" })).await;
        assert_eq!(asked.status, StatusCode::OK);
    }
    let sent = mails(&app, 2).await;
    assert!(sent.iter().all(|m| !m.contains("/reset-password/")), "never in the path");
    let (first, second) = (reset_token(&sent[0]), reset_token(&sent[1]));
    // The spec's path form is still a page of the web app.
    let (status, _, _) = app.get_text(&format!("/reset-password/{first}"), None).await;
    assert_eq!(status, StatusCode::OK);
    let body =
        |token: &str| json!({ "token": token, "password": "brand new pass 1", "confirmPassword": "brand new pass 1" });
    assert_eq!(app.post("/api/auth/reset-password/confirm", None, body(&first)).await.status, StatusCode::OK);
    let other = app.post("/api/auth/reset-password/confirm", None, body(&second)).await;
    assert_eq!(other.status, StatusCode::BAD_REQUEST, "the other link is retired");
    let login = login_from(&app, None, &person.username, "brand new pass 1").await;
    assert_eq!(login.status(), StatusCode::OK);
}

#[tokio::test]
async fn reset_requests_are_limited_per_email_and_per_address() {
    let app = behind_a_proxy(Backend::Sqlite).await;
    app.student("often").await;
    let ask = |email: &'static str, from: &'static str| {
        let app = &app;
        async move {
            app.client
                .post(app.url("/api/auth/reset-password"))
                .header("X-Forwarded-For", from)
                .json(&json!({ "email": email }))
                .send()
                .await
                .unwrap()
                .status()
        }
    };
    for from in ["1.1.1.1", "2.2.2.2", "3.3.3.3"] {
        assert_eq!(ask("often@example.cm", from).await, StatusCode::OK);
    }
    assert_eq!(ask("often@example.cm", "4.4.4.4").await, StatusCode::TOO_MANY_REQUESTS, "per email");
    assert_eq!(ask("nobody@example.cm", "5.5.5.5").await, StatusCode::OK, "an unknown email answers alike");
    let emails: Vec<String> = (0..20).map(|i| format!("a{i}@x.cm")).collect();
    for email in emails {
        assert_eq!(ask(Box::leak(email.into_boxed_str()), "9.9.9.9").await, StatusCode::OK);
    }
    assert_eq!(ask("b2@x.cm", "9.9.9.9").await, StatusCode::TOO_MANY_REQUESTS, "per address");
    assert_eq!(mails(&app, 3).await.len(), 3, "only the real account got mail");
}

#[tokio::test]
async fn availability_checks_are_rate_limited() {
    let app = spawn_app().await;
    for i in 0..30 {
        let answer = app.get(&format!("/api/check/username?username=someone{i}"), None).await;
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    }
    let refused = app.get("/api/check/email?email=someone@example.cm", None).await;
    assert_eq!(refused.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(refused.headers.get("retry-after").is_some());
}

#[tokio::test]
async fn changing_ones_own_password_or_email_needs_the_current_password() {
    let app = spawn_app().await;
    let person = app.student("careful").await;
    let path = format!("/api/user/{}", person.id);
    let without = app.put(&path, Some(&person), json!({ "password": "another password 1" })).await;
    assert_eq!(without.status, StatusCode::BAD_REQUEST);
    assert_eq!(without.error(), "Please enter your current password.");
    let wrong =
        app.put(&path, Some(&person), json!({ "password": "another password 1", "currentPassword": "not it" })).await;
    assert_eq!(wrong.status, StatusCode::FORBIDDEN);
    let email = app.put(&path, Some(&person), json!({ "email": "elsewhere@example.cm" })).await;
    assert_eq!(email.status, StatusCode::BAD_REQUEST, "an email change too");
    let same_email = app.put(&path, Some(&person), json!({ "email": "careful@example.cm", "resident": "Buea" })).await;
    assert_eq!(same_email.status, StatusCode::OK, "the email as it was needs nothing");
    let right = app
        .put(&path, Some(&person), json!({ "password": "another password 1", "currentPassword": person.password }))
        .await;
    assert_eq!(right.status, StatusCode::OK, "{}", right.body);
    // An admin editing someone else needs no password of theirs.
    let admin = app.admin().await;
    let by_admin = app.put(&path, Some(&admin), json!({ "password": "set by the head 1" })).await;
    assert_eq!(by_admin.status, StatusCode::OK, "{}", by_admin.body);
}

#[tokio::test]
async fn reactivating_an_account_does_not_revive_its_old_sessions() {
    let app = spawn_app().await;
    let admin = app.admin().await;
    let person = app.student("sleeper").await;
    let path = format!("/api/user/{}", person.id);
    assert_eq!(app.put(&path, Some(&admin), json!({ "status": "inactive" })).await.status, StatusCode::OK);
    assert_eq!(app.put(&path, Some(&admin), json!({ "status": "active" })).await.status, StatusCode::OK);
    assert_eq!(app.get("/api/auth/me", Some(&person)).await.status, StatusCode::UNAUTHORIZED);
    let again = login_from(&app, None, "sleeper", &person.password).await;
    assert_eq!(again.status(), StatusCode::OK, "a fresh sign-in works");
    // An edit that leaves the status as it is ends nothing.
    let token = again.json::<Value>().await.unwrap()["token"].as_str().unwrap().to_string();
    assert_eq!(app.put(&path, Some(&admin), json!({ "status": "active" })).await.status, StatusCode::OK);
    assert_eq!(app.call(reqwest::Method::GET, "/api/auth/me", Some(&token), None).await.status, StatusCode::OK);
}

#[tokio::test]
async fn personal_answers_are_never_cached_and_hsts_comes_only_over_https() {
    let app = behind_a_proxy(Backend::Sqlite).await;
    let person = app.student("private").await;
    let me = app.get("/api/auth/me", Some(&person)).await;
    assert_eq!(me.headers.get("cache-control").unwrap(), "no-store");
    assert!(me.headers.get("strict-transport-security").is_none(), "plain HTTP gets no HSTS");
    let health = app.get("/api/health", None).await;
    assert!(health.headers.get("cache-control").is_none_or(|v| v != "no-store"));
    let over_https = app.client.get(app.url("/api/health")).header("X-Forwarded-Proto", "https").send().await.unwrap();
    assert_eq!(over_https.headers().get("strict-transport-security").unwrap(), "max-age=31536000");
    let plain = spawn_app().await;
    let forged = plain.client.get(plain.url("/api/health")).header("X-Forwarded-Proto", "https").send().await.unwrap();
    assert!(forged.headers().get("strict-transport-security").is_none(), "an untrusted peer's header is ignored");
}

#[tokio::test]
async fn files_never_serves_hidden_files() {
    let app = spawn_app().await;
    let files = app.data_dir.path().join("files");
    std::fs::create_dir_all(&files).unwrap();
    std::fs::write(files.join(".secret"), "do not serve").unwrap();
    std::fs::write(files.join("visible.txt"), "fine").unwrap();
    assert_eq!(app.get_text("/files/visible.txt", None).await.0, StatusCode::OK);
    let (status, _, body) = app.get_text("/files/.secret", None).await;
    assert!(matches!(status, StatusCode::NOT_FOUND | StatusCode::BAD_REQUEST), "{status}");
    assert!(!body.contains("do not serve"));
}

#[cfg(unix)]
#[tokio::test]
async fn the_first_admins_password_is_never_written_and_private_files_stay_private() {
    use std::os::unix::fs::PermissionsExt;
    let mode = |p: &std::path::Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    let app =
        spawn_app_with(Backend::Sqlite, |c| c.admin = Some(("boss".into(), "the operators secret 1".into()))).await;
    let dir = app.data_dir.path();
    assert_eq!(mode(dir), 0o700, "the data folder");
    let accounts = dir.join("first-run-accounts.txt");
    assert_eq!(mode(&accounts), 0o600);
    let text = std::fs::read_to_string(&accounts).unwrap();
    assert!(text.contains("boss") && !text.contains("the operators secret 1"), "{text}");
    let database = sabi_store::sqlite_path(&app.config.database_url);
    assert_eq!(mode(std::path::Path::new(&database)), 0o600, "the SQLite database");
    app.student("mailed").await;
    app.post("/api/auth/reset-password", None, json!({ "email": "mailed@example.cm" })).await;
    mails(&app, 1).await;
    let outbox = dir.join("outbox");
    assert_eq!(mode(&outbox), 0o700);
    for mail in std::fs::read_dir(&outbox).unwrap() {
        assert_eq!(mode(&mail.unwrap().path()), 0o600);
    }
}

#[tokio::test]
async fn a_new_email_takes_effect_only_when_confirmed_from_its_mailbox() {
    let app = spawn_app().await;
    let person = app.student("mover").await;
    let path = format!("/api/user/{}", person.id);
    let asked = app
        .put(&path, Some(&person), json!({ "email": "new-home@example.cm", "currentPassword": person.password }))
        .await;
    assert_eq!(asked.status, StatusCode::OK, "{}", asked.body);
    assert_eq!(asked.body["emailPending"], true);
    assert_eq!(asked.body["data"]["email"], "mover@example.cm", "not changed yet");
    let sent = mails(&app, 1).await;
    assert!(sent[0].contains("To: new-home@example.cm") || sent[0].contains("new-home@example.cm"));
    let token = sent[0].split("/confirm-email#token=").nth(1).unwrap().split_whitespace().next().unwrap().to_string();
    let confirmed = app.post("/api/auth/confirm-email", None, json!({ "token": token })).await;
    assert_eq!(confirmed.status, StatusCode::OK, "{}", confirmed.body);
    assert_eq!(app.get(&path, Some(&person)).await.body["data"]["email"], "new-home@example.cm");
    let again = app.post("/api/auth/confirm-email", None, json!({ "token": token })).await;
    assert_eq!(again.status, StatusCode::BAD_REQUEST, "single use");
}
