//! Mail through a real SMTP server: Python's aiosmtpd, started on loopback with its Maildir
//! handler, receives what Sabi sends; Python's own MIME parser (tests/mail/read_mail.py) reads
//! it back. `just test-rust` installs aiosmtpd when missing; without python3 or aiosmtpd these
//! tests say so and pass without checking (the only skip).

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use reqwest::StatusCode;
use sabi_domain::user::Role;
use sabi_store::Backend;
use serde_json::{Value, json};

use crate::helpers::spawn_app_with;

/// An aiosmtpd process writing every mail it accepts into a Maildir; killed when dropped.
struct SmtpSink {
    child: Child,
    port: u16,
    maildir: tempfile::TempDir,
}

impl Drop for SmtpSink {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn aiosmtpd_available() -> bool {
    Command::new("python3")
        .args(["-c", "import aiosmtpd"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

impl SmtpSink {
    /// Starts aiosmtpd on `port` and waits until it accepts connections.
    async fn start(port: u16) -> SmtpSink {
        let maildir = tempfile::tempdir().unwrap();
        let mut command = Command::new("python3");
        command
            .args(["-m", "aiosmtpd", "-n", "-l", &format!("127.0.0.1:{port}"), "-c", "aiosmtpd.handlers.Mailbox"])
            .arg(maildir.path().join("box"));
        SmtpSink::listening(command, port, maildir).await
    }

    /// The same, but it takes mail only from a client signed in as `user` with `password`
    /// (tests/mail/smtp_sink.py).
    async fn start_signing_in(port: u16, user: &str, password: &str) -> SmtpSink {
        let maildir = tempfile::tempdir().unwrap();
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/mail/smtp_sink.py");
        let mut command = Command::new("python3");
        command.arg(script).arg(port.to_string()).arg(maildir.path().join("box")).args([user, password]);
        SmtpSink::listening(command, port, maildir).await
    }

    async fn listening(mut command: Command, port: u16, maildir: tempfile::TempDir) -> SmtpSink {
        let mut child = command.stdout(Stdio::null()).stderr(Stdio::inherit()).spawn().expect("python3 starts");
        for _ in 0..200 {
            if tokio::net::TcpStream::connect(("127.0.0.1", port)).await.is_ok() {
                return SmtpSink { child, port, maildir };
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let _ = child.kill();
        let _ = child.wait();
        panic!("the SMTP server did not start listening on port {port}");
    }

    fn mails(&self) -> Vec<PathBuf> {
        std::fs::read_dir(self.maildir.path().join("box/new"))
            .map(|entries| entries.filter_map(|e| e.ok()).map(|e| e.path()).collect())
            .unwrap_or_default()
    }

    /// Waits for the `count`th mail to arrive (the queue sends in the background).
    async fn wait_for(&self, count: usize) -> Vec<PathBuf> {
        for _ in 0..1200 {
            let mails = self.mails();
            if mails.len() >= count {
                return mails;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("no mail arrived at the SMTP server within a minute");
    }
}

/// The mail as Python's email package reads it.
fn read_mail(path: &Path) -> Value {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/mail/read_mail.py");
    let output = Command::new("python3").arg(script).arg(path).output().expect("python3 runs");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_slice(&output.stdout).expect("the reader prints JSON")
}

/// Every run of 16 or more hex digits in a text: anything that looks like a token.
fn hex_runs(text: &str) -> Vec<String> {
    let mut runs = Vec::new();
    let mut current = String::new();
    for c in text.chars().chain(std::iter::once(' ')) {
        if c.is_ascii_hexdigit() {
            current.push(c);
        } else {
            if current.len() >= 16 {
                runs.push(current.clone());
            }
            current.clear();
        }
    }
    runs
}

#[tokio::test]
async fn a_reset_link_arrives_through_smtp_in_both_languages_and_works_once() {
    if !aiosmtpd_available() {
        eprintln!("SKIPPED: python3 with aiosmtpd is needed (pip install aiosmtpd; `just test-rust` does it)");
        return;
    }
    let sink = SmtpSink::start(free_port()).await;
    let app = spawn_app_with(Backend::Sqlite, |c| c.smtp_url = Some(format!("smtp://127.0.0.1:{}", sink.port))).await;
    let health = app.get("/api/health", None).await;
    assert_eq!(health.body["mailer"], "smtp");
    app.account("forgetful", Role::Student).await;
    let asked = app.post("/api/auth/reset-password", None, json!({ "email": "forgetful@example.cm" })).await;
    assert_eq!(asked.status, StatusCode::OK);
    let stranger = app.post("/api/auth/reset-password", None, json!({ "email": "nobody@example.cm" })).await;
    assert_eq!(stranger.status, StatusCode::OK);

    let mails = sink.wait_for(1).await;
    let mail = read_mail(&mails[0]);
    assert_eq!(mail["from"], "Sabi <no-reply@sabi.school>");
    assert_eq!(mail["to"], "forgetful@example.cm");
    assert_eq!(mail["subject"], "Reset your Sabi password / Réinitialisez votre mot de passe Sabi");
    assert_eq!(mail["mime_version"], "1.0");
    assert_eq!(mail["content_type"], "multipart/alternative");
    assert!(chrono::DateTime::parse_from_rfc2822(mail["date"].as_str().unwrap()).is_ok(), "{mail}");
    let parts = mail["parts"].as_array().unwrap();
    let types: Vec<&str> = parts.iter().map(|p| p["type"].as_str().unwrap()).collect();
    assert_eq!(types, ["text/plain", "text/html"], "text first, then HTML");
    let text = parts[0]["text"].as_str().unwrap();
    let html = parts[1]["text"].as_str().unwrap();
    for part in [text, html] {
        assert!(part.contains("Hello forgetful,"), "English: {part}");
        assert!(part.contains("Bonjour forgetful,"), "French: {part}");
        assert!(part.contains("mot de passe reste le même"), "French accents arrive whole: {part}");
    }
    assert!(html.contains("<a href=\"http://"), "{html}");

    // The reset link's token is the only token in the mail.
    let token = text.split("/reset-password#token=").nth(1).unwrap().split_whitespace().next().unwrap().to_string();
    assert_eq!(token.len(), 64, "{token}");
    for part in [text, html] {
        let runs = hex_runs(part);
        assert!(!runs.is_empty() && runs.iter().all(|r| *r == token), "one token, the link's: {runs:?}");
    }
    assert!(html.contains(&format!("/reset-password#token={token}\"")), "the HTML link is the same link");

    let body = json!({ "token": token, "password": "reset password 1", "confirmPassword": "reset password 1" });
    assert_eq!(app.post("/api/auth/reset-password/confirm", None, body.clone()).await.status, StatusCode::OK);
    let again = app.post("/api/auth/reset-password/confirm", None, body).await;
    assert_eq!(again.status, StatusCode::BAD_REQUEST, "the link works once");
    let login =
        app.post("/api/auth/login", None, json!({ "username": "forgetful", "password": "reset password 1" })).await;
    assert_eq!(login.status, StatusCode::OK);
    assert_eq!(sink.mails().len(), 1, "only the real address got mail");
}

#[tokio::test]
async fn a_mail_server_that_is_down_delays_the_mail_not_the_request() {
    if !aiosmtpd_available() {
        eprintln!("SKIPPED: python3 with aiosmtpd is needed (pip install aiosmtpd; `just test-rust` does it)");
        return;
    }
    // Nothing listens on this port yet: the first attempts fail.
    let port = free_port();
    let app = spawn_app_with(Backend::Sqlite, |c| c.smtp_url = Some(format!("smtp://127.0.0.1:{port}"))).await;
    app.account("forgetful", Role::Student).await;
    let asked = app.post("/api/auth/reset-password", None, json!({ "email": "forgetful@example.cm" })).await;
    assert_eq!(asked.status, StatusCode::OK, "answered while the mail server is down");
    // The reset mail is made off the request (its answer takes the same time for any address).
    for _ in 0..400 {
        if app.app.ports.mailer.queued() > 0 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(25)).await;
    }
    assert_eq!(app.app.ports.mailer.queued(), 1, "the mail waits in the queue");
    // The server comes up; a retry delivers the mail.
    let sink = SmtpSink::start(port).await;
    let mails = sink.wait_for(1).await;
    assert_eq!(read_mail(&mails[0])["to"], "forgetful@example.cm");
}

#[tokio::test]
async fn a_mail_server_that_asks_for_a_password_gets_the_one_in_the_url() {
    if !aiosmtpd_available() {
        eprintln!("SKIPPED: python3 with aiosmtpd is needed (pip install aiosmtpd; `just test-rust` does it)");
        return;
    }
    // It refuses MAIL FROM to anyone not signed in: the mail arrives only if Sabi signs in.
    let sink = SmtpSink::start_signing_in(free_port(), "sabi@school.cm", "mail pass 1").await;
    let url = format!("smtp://sabi%40school.cm:mail%20pass%201@127.0.0.1:{}", sink.port);
    let app = spawn_app_with(Backend::Sqlite, |c| c.smtp_url = Some(url)).await;
    app.account("forgetful", Role::Student).await;
    let asked = app.post("/api/auth/reset-password", None, json!({ "email": "forgetful@example.cm" })).await;
    assert_eq!(asked.status, StatusCode::OK);
    let mails = sink.wait_for(1).await;
    let mail = read_mail(&mails[0]);
    assert_eq!(mail["to"], "forgetful@example.cm");
    assert!(mail["parts"][0]["text"].as_str().unwrap().contains("/reset-password#token="), "{mail}");
}
