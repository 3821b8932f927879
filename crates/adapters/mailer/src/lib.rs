//! Mail: an outbox folder of `.eml` files by default (so a school without a mail server can
//! still read reset links), or SMTP when `SABI_SMTP_URL` is set. Both write the same message:
//! multipart/alternative, plain text then HTML, 8-bit UTF-8 (so a link is never wrapped).
//!
//! SMTP goes through a background queue ([`SmtpMailer`]): a request only enqueues, and a task
//! sends, retrying failures with exponential back-off and logging them without the address.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use anyhow::Context;
use async_trait::async_trait;
use lettre::message::header::{ContentTransferEncoding, ContentType};
use lettre::message::{Body, Mailbox, MultiPart, SinglePart};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};
use sabi_ports::{Mail, Mailer};
use sha2::{Digest, Sha256};
use tokio::sync::{Semaphore, mpsc};

/// A short, stable stand-in for an address in logs: the first 12 hex digits of its SHA-256.
pub fn address_hash(address: &str) -> String {
    let digest = hex::encode(Sha256::digest(address.trim().to_lowercase().as_bytes()));
    digest[..12].to_string()
}

/// The RFC 5322 message for `mail`. Header values are encoded by lettre, so a value with a
/// line break cannot add headers.
pub fn message(from: &Mailbox, mail: &Mail) -> anyhow::Result<Message> {
    let to: Mailbox = mail.to.parse().context("the recipient's address")?;
    let part = |content_type: ContentType, text: &str| -> anyhow::Result<SinglePart> {
        // 8-bit rather than quoted-printable, so the link stays whole on its line (lettre
        // would pick quoted-printable for any line over 76 characters; 8-bit allows 998).
        let crlf = text.replace("\r\n", "\n").replace('\r', "\n").replace('\n', "\r\n");
        anyhow::ensure!(
            crlf.split("\r\n").all(|line| line.len() <= 998) && !crlf.contains('\0'),
            "a mail line is longer than SMTP allows"
        );
        let body = Body::dangerous_pre_encoded(crlf.into_bytes(), ContentTransferEncoding::EightBit);
        Ok(SinglePart::builder().header(content_type).body(body))
    };
    let subject = mail.subject.replace(['\r', '\n'], " ");
    Ok(Message::builder().from(from.clone()).to(to).subject(subject).multipart(
        MultiPart::alternative()
            .singlepart(part(ContentType::TEXT_PLAIN, &mail.text)?)
            .singlepart(part(ContentType::TEXT_HTML, &mail.html)?),
    )?)
}

/// Writes each mail as an RFC 5322 message into a folder.
#[derive(Debug, Clone)]
pub struct OutboxMailer {
    folder: PathBuf,
    from: Mailbox,
}

impl OutboxMailer {
    pub fn new(folder: impl Into<PathBuf>, from: &str) -> anyhow::Result<OutboxMailer> {
        Ok(OutboxMailer { folder: folder.into(), from: from.parse().context("SABI_MAIL_FROM")? })
    }
}

/// Writes a mail readable by the server's user only (0600) into a folder only that user can
/// open (0700): mails carry reset links.
fn write_private(folder: &std::path::Path, path: &std::path::Path, bytes: &[u8]) -> std::io::Result<()> {
    use std::io::Write;
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt};
        builder.mode(0o700);
        options.mode(0o600);
    }
    builder.create(folder)?;
    options.open(path)?.write_all(bytes)
}

#[async_trait]
impl Mailer for OutboxMailer {
    async fn send(&self, mail: Mail) -> anyhow::Result<()> {
        let bytes = message(&self.from, &mail)?.formatted();
        let path = self.folder.join(format!("{}.eml", uuid::Uuid::now_v7()));
        let (folder, file) = (self.folder.clone(), path.clone());
        tokio::task::spawn_blocking(move || write_private(&folder, &file, &bytes)).await??;
        // The address stays out of the log as a hash: it is a person's data, and the file names it.
        tracing::info!(to = %address_hash(&mail.to), file = %path.display(), "mail written to the outbox");
        Ok(())
    }
}

/// How the SMTP queue retries a failed send.
#[derive(Debug, Clone, Copy)]
pub struct Retry {
    /// Attempts in all, the first included.
    pub attempts: u32,
    /// The wait after the first failure; it doubles after each further one.
    pub first_wait: Duration,
    /// The longest wait between two attempts.
    pub longest_wait: Duration,
}

impl Default for Retry {
    /// Eight attempts over about an hour and a half: a mail server restarting or briefly
    /// unreachable loses nothing; one down for longer is the operator's to see in the logs.
    fn default() -> Self {
        Retry { attempts: 8, first_wait: Duration::from_secs(10), longest_wait: Duration::from_secs(30 * 60) }
    }
}

impl Retry {
    /// The wait before attempt `attempt + 1` (attempt counts from 1).
    pub fn wait_after(&self, attempt: u32) -> Duration {
        let factor = 2u32.saturating_pow(attempt.saturating_sub(1));
        self.first_wait.saturating_mul(factor).min(self.longest_wait)
    }
}

/// Mails waiting in the queue at most; beyond it a mail is refused (and logged), never waited for.
const QUEUE_CAPACITY: usize = 10_000;
/// Mails being sent (or waiting to be retried) at once.
const SENDING_AT_ONCE: usize = 4;

/// Sends through an SMTP server from a background queue.
#[derive(Clone)]
pub struct SmtpMailer {
    queue: mpsc::Sender<Mail>,
    queued: Arc<AtomicUsize>,
}

impl std::fmt::Debug for SmtpMailer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SmtpMailer").field("queued", &self.queued.load(Ordering::Relaxed)).finish()
    }
}

impl SmtpMailer {
    /// Reads the URL (`smtp://host:25` in the clear, `smtp://...?tls=required` for STARTTLS,
    /// `smtps://host:465` for TLS from the start; `user:password@` to sign in) and starts the
    /// sending task on the current Tokio runtime.
    pub fn start(url: &str, from: &str, retry: Retry) -> anyhow::Result<SmtpMailer> {
        let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
            .map_err(|e| anyhow::anyhow!("SABI_SMTP_URL: {e}"))?
            .timeout(Some(Duration::from_secs(30)))
            .build();
        let from: Mailbox = from.parse().context("SABI_MAIL_FROM")?;
        let (queue, mut waiting) = mpsc::channel::<Mail>(QUEUE_CAPACITY);
        let queued = Arc::new(AtomicUsize::new(0));
        let counter = queued.clone();
        tokio::spawn(async move {
            let sending = Arc::new(Semaphore::new(SENDING_AT_ONCE));
            while let Some(mail) = waiting.recv().await {
                let Ok(permit) = sending.clone().acquire_owned().await else { break };
                let (transport, from, counter) = (transport.clone(), from.clone(), counter.clone());
                tokio::spawn(async move {
                    deliver(&transport, &from, mail, retry).await;
                    counter.fetch_sub(1, Ordering::Relaxed);
                    drop(permit);
                });
            }
        });
        Ok(SmtpMailer { queue, queued })
    }
}

/// One mail, tried until it is sent or the attempts run out.
async fn deliver(transport: &AsyncSmtpTransport<Tokio1Executor>, from: &Mailbox, mail: Mail, retry: Retry) {
    let to = address_hash(&mail.to);
    let message = match message(from, &mail) {
        Ok(message) => message,
        Err(e) => {
            tracing::error!(to = %to, error = %e, "a mail could not be written; not sent");
            return;
        }
    };
    for attempt in 1..=retry.attempts.max(1) {
        match transport.send(message.clone()).await {
            Ok(_) => {
                tracing::info!(to = %to, attempt, "mail sent");
                return;
            }
            // A permanent refusal (a 5xx: bad address, relay denied) will not change by waiting.
            Err(e) if e.is_permanent() => {
                tracing::error!(to = %to, attempt, error = %e, "the mail server refused a mail; not retried");
                return;
            }
            Err(e) if attempt < retry.attempts => {
                let wait = retry.wait_after(attempt);
                tracing::warn!(to = %to, attempt, error = %e, retry_in = ?wait, "sending a mail failed; will retry");
                tokio::time::sleep(wait).await;
            }
            Err(e) => tracing::error!(to = %to, attempt, error = %e, "sending a mail failed; giving up"),
        }
    }
}

#[async_trait]
impl Mailer for SmtpMailer {
    async fn send(&self, mail: Mail) -> anyhow::Result<()> {
        self.queued.fetch_add(1, Ordering::Relaxed);
        let to = address_hash(&mail.to);
        if let Err(e) = self.queue.try_send(mail) {
            self.queued.fetch_sub(1, Ordering::Relaxed);
            anyhow::bail!("the mail queue is full or stopped ({e}); a mail to {to} was not queued");
        }
        Ok(())
    }

    fn kind(&self) -> &'static str {
        "smtp"
    }

    fn queued(&self) -> usize {
        self.queued.load(Ordering::Relaxed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mail(subject: &str) -> Mail {
        Mail {
            to: "a@b.cm".into(),
            subject: subject.into(),
            text: "line 1\nligne 2 é".into(),
            html: "<p>line 1</p>".into(),
        }
    }

    #[tokio::test]
    #[cfg(unix)]
    async fn mails_are_readable_by_the_server_only() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("outbox");
        let mailer = OutboxMailer::new(folder.clone(), "Sabi <no-reply@sabi.school>").unwrap();
        mailer.send(mail("t")).await.unwrap();
        assert_eq!(std::fs::metadata(&folder).unwrap().permissions().mode() & 0o777, 0o700);
        let file = std::fs::read_dir(&folder).unwrap().next().unwrap().unwrap().path();
        assert_eq!(std::fs::metadata(file).unwrap().permissions().mode() & 0o777, 0o600);
    }

    #[tokio::test]
    async fn writes_one_multipart_file_per_mail() {
        let dir = tempfile::tempdir().unwrap();
        let outbox = OutboxMailer::new(dir.path(), "Sabi <no-reply@sabi.school>").unwrap();
        outbox.send(mail("Hi\r\nBcc: evil@x")).await.unwrap();
        let files: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(files.len(), 1);
        let text = std::fs::read_to_string(files[0].as_ref().unwrap().path()).unwrap();
        assert!(text.contains("To: a@b.cm\r\n"), "{text}");
        assert!(!text.contains("\r\nBcc:"), "no header injection: {text}");
        assert!(text.contains("Content-Type: multipart/alternative"), "{text}");
        assert!(text.contains("line 1\r\nligne 2 é"), "8-bit text, CRLF lines: {text}");
        assert!(text.contains("Content-Type: text/html; charset=utf-8"), "{text}");
        let date = text.lines().find_map(|l| l.strip_prefix("Date: ")).unwrap();
        assert!(chrono::DateTime::parse_from_rfc2822(date).is_ok(), "{date}");
    }

    #[test]
    fn smtp_urls_are_read_and_bad_ones_refused() {
        let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
        let _guard = runtime.enter();
        let from = "Sabi <no-reply@sabi.school>";
        for url in [
            "smtp://127.0.0.1:2525",
            "smtp://mail.school.cm:587?tls=required",
            "smtp://user:secret@mail.school.cm:587?tls=opportunistic",
            "smtps://user:secret@mail.school.cm:465",
        ] {
            assert!(SmtpMailer::start(url, from, Retry::default()).is_ok(), "{url}");
        }
        let refused = SmtpMailer::start("http://mail.school.cm", from, Retry::default()).unwrap_err();
        assert!(refused.to_string().contains("SABI_SMTP_URL"), "{refused}");
        assert!(SmtpMailer::start("smtp://127.0.0.1", "not an address", Retry::default()).is_err());
    }

    #[test]
    fn retries_wait_twice_as_long_each_time_up_to_a_ceiling() {
        let retry = Retry { attempts: 8, first_wait: Duration::from_secs(10), longest_wait: Duration::from_secs(60) };
        let waits: Vec<u64> = (1..=5).map(|a| retry.wait_after(a).as_secs()).collect();
        assert_eq!(waits, [10, 20, 40, 60, 60]);
    }

    #[test]
    fn addresses_are_hashed_for_logs() {
        assert_eq!(address_hash("A@B.cm"), address_hash("a@b.cm"));
        assert_eq!(address_hash("a@b.cm").len(), 12);
        assert!(!address_hash("a@b.cm").contains('@'));
    }
}
