//! Crash safety: autosaves run against the real `sabi` binary, which is killed with SIGKILL
//! mid-run and started again; every autosave the server acknowledged must still be there.
//! Run on PostgreSQL and on SQLite; `SABI_SOAK_ROUNDS=N` kills and restarts it N times.

use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::time::Duration;

use sabi_store::Backend;
use sabi_store::testing::TestStore;
use serde_json::{Value, json};

const STUDENTS: usize = 6;

struct Server {
    child: Child,
    base: String,
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).map(|a| a.port()).expect("a free port")
}

async fn start(database_url: &str, data_dir: &std::path::Path, port: u16) -> Server {
    let child = Command::new(env!("CARGO_BIN_EXE_sabi"))
        .arg("serve")
        .env("SABI_BIND", format!("127.0.0.1:{port}"))
        .env("SABI_DATA_DIR", data_dir)
        .env("DATABASE_URL", database_url)
        .env("SABI_DEMO", "false")
        .env("SABI_SEED_CATALOGUE", "false")
        .env("SABI_WEEKLY_JOB", "false")
        .env("SABI_ADMIN_USERNAME", "crashadmin")
        .env("SABI_ADMIN_PASSWORD", "crash admin password")
        .env("RUST_LOG", "warn")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the server starts");
    let mut server = Server { child, base: format!("http://127.0.0.1:{port}") };
    let client = reqwest::Client::new();
    for _ in 0..300 {
        if client.get(format!("{}/api/health", server.base)).send().await.is_ok_and(|r| r.status().is_success()) {
            return server;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let _ = server.child.kill();
    let _ = server.child.wait();
    panic!("the server did not come up");
}

async fn json_call(request: reqwest::RequestBuilder, ok: bool) -> Value {
    let response = request.send().await.expect("answer");
    let status = response.status();
    let body: Value = response.json().await.unwrap_or(Value::Null);
    assert!(!ok || status.is_success(), "{status}: {body}");
    body
}

async fn crash_and_recover(backend: Backend) {
    let store = TestStore::new(backend).await;
    let data_dir = tempfile::tempdir().expect("folder");
    let port = free_port();
    let server = start(&store.url, data_dir.path(), port).await;
    let client = reqwest::Client::new();
    let base = server.base.clone();

    // An admin makes a quiz; each student starts an exam attempt of it.
    let admin = json_call(
        client
            .post(format!("{base}/api/auth/login"))
            .json(&json!({ "username": "crashadmin", "password": "crash admin password" })),
        true,
    )
    .await;
    let admin_token = admin["token"].as_str().expect("token").to_string();
    let quiz = json_call(
        client.post(format!("{base}/api/generate-quiz")).bearer_auth(&admin_token).json(&json!({ "subject": "Mathematics", "topic": "Fractions", "classLevel": "Form 1", "quizType": "multiple-choice-questions" })),
        true,
    )
    .await;
    let quiz_id = quiz["id"].as_str().expect("quiz id").to_string();
    let mut sessions = Vec::new();
    for i in 0..STUDENTS {
        let name = format!("crash{i}");
        let body = json!({ "username": name, "email": format!("{name}@example.cm"), "phoneNumber": "", "password": "crash test password", "confirmPassword": "crash test password" });
        json_call(client.post(format!("{base}/api/auth/register")).json(&body), true).await;
        let login = json_call(
            client
                .post(format!("{base}/api/auth/login"))
                .json(&json!({ "username": name, "password": "crash test password" })),
            true,
        )
        .await;
        let token = login["token"].as_str().expect("token").to_string();
        let uid = login["uid"].as_str().expect("uid").to_string();
        let started = json_call(
            client
                .post(format!("{base}/api/quizzes/saveAttempt"))
                .bearer_auth(&token)
                .json(&json!({ "userId": uid, "quizId": quiz_id, "quizMode": "exam" })),
            true,
        )
        .await;
        sessions.push((token, started["id"].as_str().expect("attempt").to_string()));
    }

    // Rounds of: each student autosaves as fast as the server answers (we note the last
    // acknowledged save), the server is killed mid-run, started again, and every acknowledged
    // save must be there. `just test` runs one round; `just soak` many (SABI_SOAK_ROUNDS).
    let rounds: u32 = std::env::var("SABI_SOAK_ROUNDS").ok().and_then(|v| v.parse().ok()).unwrap_or(1).max(1);
    let mut server = server;
    let mut last: Vec<u32> = vec![0; sessions.len()];
    let mut total = 0u32;
    for round in 0..rounds {
        let stop = Arc::new(AtomicBool::new(false));
        // How many students have had a save acknowledged this round.
        let started = Arc::new(AtomicU32::new(0));
        let mut tasks = Vec::new();
        for ((token, attempt), from) in sessions.iter().cloned().zip(last.clone()) {
            let (client, base, stop, started) = (client.clone(), server.base.clone(), stop.clone(), started.clone());
            tasks.push(tokio::spawn(async move {
                let mut acknowledged = from;
                for n in from + 1..from + 100_000 {
                    if stop.load(Ordering::Relaxed) {
                        break;
                    }
                    let body = json!({ "selectedAnswers": [format!("answer {n}")], "status": "in progress", "timeTaken": n, "remainingTime": 600 });
                    match client.put(format!("{base}/api/{attempt}/updateQuizAttempt")).bearer_auth(&token).json(&body).send().await {
                        Ok(r) if r.status().is_success() => {
                            if acknowledged == from {
                                started.fetch_add(1, Ordering::Relaxed);
                            }
                            acknowledged = n
                        }
                        _ => break,
                    }
                }
                acknowledged
            }));
        }
        // A different moment in each round: 0.5 to 1.9 s after the saves begin, and not before
        // every student has had a save acknowledged (a loaded CI machine can take longer than
        // that for the first ones), so each student's check below has something to find.
        tokio::time::sleep(Duration::from_millis(500 + u64::from(round * 397 % 1400))).await;
        for _ in 0..600 {
            if started.load(Ordering::Relaxed) as usize == sessions.len() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        server.child.kill().expect("SIGKILL");
        let _ = server.child.wait();
        stop.store(true, Ordering::Relaxed);
        let mut acknowledged = Vec::new();
        for t in tasks {
            acknowledged.push(t.await.expect("task"));
        }
        let saved_this_round: u32 = acknowledged.iter().zip(&last).map(|(now, before)| now - before).sum();
        assert!(saved_this_round > 0, "round {round}: some autosaves were acknowledged before the kill");
        total += saved_this_round;

        server = start(&store.url, data_dir.path(), port).await;
        for ((token, attempt), (acknowledged, slot)) in sessions.iter().zip(acknowledged.iter().zip(last.iter_mut())) {
            let read =
                json_call(client.get(format!("{}/api/{attempt}/quiz", server.base)).bearer_auth(token), true).await;
            // The autosave's number is in its answer: an exam's time taken is the server's.
            let stored = read["data"]["selectedAnswers"][0]
                .as_str()
                .and_then(|a| a.strip_prefix("answer "))
                .and_then(|n| n.parse().ok())
                .unwrap_or(0u32);
            // The acknowledged autosave is there, or the one that was in flight at the kill.
            assert!(
                stored == *acknowledged || stored == acknowledged + 1,
                "{backend:?}, round {round}: acknowledged {acknowledged}, found {stored}"
            );
            if stored == 0 {
                // Nothing was acknowledged yet (the first round only): nothing is there.
                assert!(read["data"]["selectedAnswers"][0].is_null(), "{backend:?}: {read}");
            } else {
                assert_eq!(read["data"]["selectedAnswers"][0], format!("answer {stored}"));
            }
            *slot = stored;
        }
    }
    println!("{backend:?}: {total} autosaves acknowledged over {rounds} SIGKILL(s), all found after each restart");
    let _ = server.child.kill();
    let _ = server.child.wait();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acknowledged_autosaves_survive_a_kill_on_postgres() {
    crash_and_recover(Backend::Postgres).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn acknowledged_autosaves_survive_a_kill_on_sqlite() {
    crash_and_recover(Backend::Sqlite).await;
}
