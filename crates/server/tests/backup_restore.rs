//! Backups that restore: the real `sabi` binary serves a SQLite store while students autosave
//! as fast as it answers; `sabi backup` copies the store midway; `sabi restore` puts the copy
//! into a new data folder; every autosave acknowledged before the backup began is there, and
//! the restored store passes `PRAGMA integrity_check`. `sabi restore` over the store the
//! server is using is refused.

// Tests may unwrap, helpers included (clippy's test exemption covers only `#[test]` bodies).
#![allow(clippy::unwrap_used)]

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::Duration;

use serde_json::{Value, json};

const STUDENTS: usize = 4;

struct Server {
    child: Child,
    base: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).map(|a| a.port()).expect("a free port")
}

fn sabi(database_url: &str, data_dir: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_sabi"));
    command
        .env("SABI_DATA_DIR", data_dir)
        .env("DATABASE_URL", database_url)
        .env("SABI_DEMO", "false")
        .env("SABI_SEED_CATALOGUE", "false")
        .env("SABI_WEEKLY_JOB", "false")
        .env("SABI_ADMIN_USERNAME", "backupadmin")
        .env("SABI_ADMIN_PASSWORD", "backup admin password")
        // The same signing key in every folder, so sessions outlive the move (as in a real restore).
        .env("SABI_JWT_SECRET", "a backup test secret that is long enough to sign")
        .env("RUST_LOG", "warn");
    command
}

async fn start(database_url: &str, data_dir: &Path) -> Server {
    let port = free_port();
    let child = sabi(database_url, data_dir)
        .arg("serve")
        .env("SABI_BIND", format!("127.0.0.1:{port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the server starts");
    let server = Server { child, base: format!("http://127.0.0.1:{port}") };
    let client = reqwest::Client::new();
    for _ in 0..300 {
        if client.get(format!("{}/api/health", server.base)).send().await.is_ok_and(|r| r.status().is_success()) {
            return server;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the server did not come up");
}

/// Runs `sabi <args>` to the end; its success and what it printed.
async fn run(mut command: Command) -> (bool, String) {
    let output = tokio::task::spawn_blocking(move || command.output()).await.unwrap().expect("sabi runs");
    let said = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    (output.status.success(), said)
}

async fn json_call(request: reqwest::RequestBuilder) -> Value {
    let response = request.send().await.expect("answer");
    let status = response.status();
    let body: Value = response.json().await.unwrap_or(Value::Null);
    assert!(status.is_success(), "{status}: {body}");
    body
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_backup_taken_during_autosaves_restores_every_acknowledged_one() {
    let live = tempfile::tempdir().unwrap();
    let live_url = format!("sqlite://{}", live.path().join("sabi.db").display());
    let server = start(&live_url, live.path()).await;
    let (client, base) = (reqwest::Client::new(), server.base.clone());

    let admin = json_call(
        client
            .post(format!("{base}/api/auth/login"))
            .json(&json!({ "username": "backupadmin", "password": "backup admin password" })),
    )
    .await;
    let admin_token = admin["token"].as_str().unwrap().to_string();
    let quiz = json_call(client.post(format!("{base}/api/generate-quiz")).bearer_auth(&admin_token).json(
        &json!({ "subject": "Mathematics", "topic": "Fractions", "classLevel": "Form 1", "quizType": "multiple-choice-questions" }),
    ))
    .await;
    let quiz_id = quiz["id"].as_str().unwrap().to_string();
    let mut sessions = Vec::new();
    for i in 0..STUDENTS {
        let name = format!("backup{i}");
        let body = json!({ "username": name, "email": format!("{name}@example.cm"), "phoneNumber": "", "password": "backup test password", "confirmPassword": "backup test password" });
        json_call(client.post(format!("{base}/api/auth/register")).json(&body)).await;
        let login = json_call(
            client
                .post(format!("{base}/api/auth/login"))
                .json(&json!({ "username": name, "password": "backup test password" })),
        )
        .await;
        let token = login["token"].as_str().unwrap().to_string();
        let uid = login["uid"].as_str().unwrap().to_string();
        let started = json_call(
            client
                .post(format!("{base}/api/quizzes/saveAttempt"))
                .bearer_auth(&token)
                .json(&json!({ "userId": uid, "quizId": quiz_id, "quizMode": "exam" })),
        )
        .await;
        sessions.push((token, started["id"].as_str().unwrap().to_string()));
    }

    // Each student autosaves as fast as the server answers; `acknowledged` is the last save
    // the server confirmed.
    let stop = Arc::new(AtomicBool::new(false));
    let acknowledged: Vec<Arc<AtomicU32>> = (0..STUDENTS).map(|_| Arc::new(AtomicU32::new(0))).collect();
    let mut tasks = Vec::new();
    for ((token, attempt), acked) in sessions.iter().cloned().zip(acknowledged.iter().cloned()) {
        let (client, base, stop) = (client.clone(), base.clone(), stop.clone());
        tasks.push(tokio::spawn(async move {
            for n in 1..1_000_000u32 {
                if stop.load(Ordering::Relaxed) {
                    break;
                }
                let body = json!({ "selectedAnswers": [format!("answer {n}")], "status": "in progress", "timeTaken": n, "remainingTime": 600 });
                let answer =
                    client.put(format!("{base}/api/{attempt}/updateQuizAttempt")).bearer_auth(&token).json(&body).send().await;
                assert!(answer.is_ok_and(|r| r.status().is_success()), "autosave {n} failed");
                acked.store(n, Ordering::SeqCst);
            }
        }));
    }
    // Let the saves run, then note what is acknowledged and take the backup while they go on.
    while acknowledged.iter().any(|a| a.load(Ordering::SeqCst) < 20) {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let before_backup: Vec<u32> = acknowledged.iter().map(|a| a.load(Ordering::SeqCst)).collect();
    let backup = live.path().join("backups/by-hand.db");
    let mut command = sabi(&live_url, live.path());
    command.arg("backup").arg(&backup);
    let (backed_up, said) = run(command).await;
    assert!(backed_up, "sabi backup: {said}");
    let after_backup: Vec<u32> = acknowledged.iter().map(|a| a.load(Ordering::SeqCst)).collect();
    stop.store(true, Ordering::Relaxed);
    for task in tasks {
        task.await.unwrap();
    }
    assert!(
        after_backup.iter().zip(&before_backup).any(|(after, before)| after > before),
        "autosaves went on while the backup ran: {before_backup:?} then {after_backup:?}"
    );

    // Restoring over the store the server is using is refused, and changes nothing.
    let mut command = sabi(&live_url, live.path());
    command.arg("restore").arg(&backup);
    let (restored, said) = run(command).await;
    assert!(!restored, "restore over a live store must fail");
    assert!(said.contains("in use by a running server"), "{said}");
    drop(server);

    // Restore into a new data folder and serve it.
    let fresh = tempfile::tempdir().unwrap();
    let fresh_url = format!("sqlite://{}", fresh.path().join("sabi.db").display());
    let mut command = sabi(&fresh_url, fresh.path());
    command.arg("restore").arg(&backup);
    let (restored, said) = run(command).await;
    assert!(restored, "sabi restore: {said}");
    sabi_store::backup::check_sqlite_backup(&fresh.path().join("sabi.db")).expect("integrity_check is ok");
    let server = start(&fresh_url, fresh.path()).await;
    for ((token, attempt), (before, after)) in sessions.iter().zip(before_backup.iter().zip(&after_backup)) {
        let read = json_call(client.get(format!("{}/api/{attempt}/quiz", server.base)).bearer_auth(token)).await;
        // The server keeps an exam's time itself, so the autosave's number is read from the
        // saved answer ("answer N").
        let saved = read["data"]["selectedAnswers"][0].as_str().unwrap_or_default();
        let stored: u32 = saved.strip_prefix("answer ").and_then(|n| n.parse().ok()).unwrap_or(0);
        assert!(
            stored >= *before && stored <= after + 1,
            "acknowledged {before} before the backup, {after} after it; the backup holds {stored}"
        );
    }
}
