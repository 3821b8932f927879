//! Sending mail (password reset links).

use async_trait::async_trait;

/// One mail, in plain text and in HTML (sent together as multipart/alternative).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mail {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub html: String,
}

/// Sends mail. An adapter may queue it and send later (SMTP does): `Ok` means accepted for
/// sending, and the caller never waits on a mail server.
#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait]
pub trait Mailer: Send + Sync {
    async fn send(&self, mail: Mail) -> anyhow::Result<()>;

    /// What sends the mail, for `/api/health`: "outbox" or "smtp".
    fn kind(&self) -> &'static str {
        "outbox"
    }

    /// Mails accepted and not yet sent (or given up on), for `/metrics`.
    fn queued(&self) -> usize {
        0
    }
}
