//! Mail: an outbox folder of `.eml` files by default (the link is also logged, so a school
//! without a mail server can still reset passwords), or SMTP when `SABI_SMTP_URL` is set.

use std::path::PathBuf;

use async_trait::async_trait;
use sabi_ports::{Mail, Mailer};

/// Writes each mail as an RFC 5322 message into a folder.
#[derive(Debug, Clone)]
pub struct OutboxMailer {
    folder: PathBuf,
    from: String,
}

impl OutboxMailer {
    pub fn new(folder: impl Into<PathBuf>, from: &str) -> OutboxMailer {
        OutboxMailer { folder: folder.into(), from: from.to_string() }
    }
}

/// Header values may not carry line breaks (that would let a value add headers).
fn header(value: &str) -> String {
    value.replace(['\r', '\n'], " ")
}

pub fn render(from: &str, mail: &Mail, date: &str) -> String {
    format!(
        "From: {}\r\nTo: {}\r\nSubject: {}\r\nDate: {}\r\nMIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n{}",
        header(from),
        header(&mail.to),
        header(&mail.subject),
        header(date),
        mail.text.replace("\r\n", "\n").replace('\n', "\r\n")
    )
}

#[async_trait]
impl Mailer for OutboxMailer {
    async fn send(&self, mail: Mail) -> anyhow::Result<()> {
        tokio::fs::create_dir_all(&self.folder).await?;
        let id = uuid::Uuid::now_v7();
        let date = httpdate_now();
        let path = self.folder.join(format!("{id}.eml"));
        tokio::fs::write(&path, render(&self.from, &mail, &date)).await?;
        tracing::info!(to = %mail.to, subject = %mail.subject, file = %path.display(), "mail written to the outbox");
        Ok(())
    }
}

/// The RFC 5322 date of now, e.g. "Sat, 21 Nov 2026 12:30:00 +0000".
fn httpdate_now() -> String {
    chrono::Utc::now().format("%a, %d %b %Y %H:%M:%S +0000").to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn writes_one_file_per_mail() {
        let dir = tempfile::tempdir().unwrap();
        let outbox = OutboxMailer::new(dir.path(), "Sabi <no-reply@sabi.school>");
        outbox
            .send(Mail { to: "a@b.cm".into(), subject: "Hi\r\nBcc: evil@x".into(), text: "line 1\nline 2".into() })
            .await
            .unwrap();
        let files: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(files.len(), 1);
        let text = std::fs::read_to_string(files[0].as_ref().unwrap().path()).unwrap();
        assert!(text.contains("To: a@b.cm\r\n"));
        assert!(text.contains("Subject: Hi  Bcc: evil@x\r\n"), "no header injection");
        assert!(text.ends_with("line 1\r\nline 2"));
        let date = text.lines().find_map(|l| l.strip_prefix("Date: ")).unwrap();
        assert!(chrono::DateTime::parse_from_rfc2822(date).is_ok(), "{date}");
    }
}
