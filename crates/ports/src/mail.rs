//! Sending mail (password reset links).

use async_trait::async_trait;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mail {
    pub to: String,
    pub subject: String,
    pub text: String,
}

#[cfg_attr(feature = "mock", mockall::automock)]
#[async_trait]
pub trait Mailer: Send + Sync {
    async fn send(&self, mail: Mail) -> anyhow::Result<()>;
}
