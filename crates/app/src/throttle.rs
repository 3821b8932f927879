//! Rate limits over the store's shared counts (see [`sabi_domain::limit`]): every server
//! instance over one store enforces one limit, and a try is counted before the work it
//! guards, so concurrent tries cannot pass the limit together.

use std::sync::Arc;

use sabi_domain::Timestamp;
use sabi_domain::limit::{LimitPolicy, Refused};
use sabi_ports::Store;

use crate::error::{AppError, AppResult};

/// What a limit guards, as the store's `kind` column names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Guarded {
    /// Sign-in tries per (account, address).
    Login,
    /// Failed sign-ins per address.
    LoginAddress,
    /// Username and email availability checks per address.
    Availability,
    /// Password reset requests per address.
    ResetAddress,
    /// Mails sent to one email address (resets, email changes).
    MailsTo,
}

impl Guarded {
    fn kind(self) -> &'static str {
        match self {
            Guarded::Login => "login",
            Guarded::LoginAddress => "login-address",
            Guarded::Availability => "availability",
            Guarded::ResetAddress => "reset-address",
            Guarded::MailsTo => "mails-to",
        }
    }

    pub fn policy(self) -> LimitPolicy {
        match self {
            Guarded::Login => LimitPolicy::LOGIN,
            Guarded::LoginAddress => LimitPolicy::LOGIN_ADDRESS,
            Guarded::Availability => LimitPolicy::AVAILABILITY,
            Guarded::ResetAddress => LimitPolicy::RESET_ADDRESS,
            Guarded::MailsTo => LimitPolicy::RESET_EMAIL,
        }
    }

    /// The refusal in words a person can act on.
    fn refusal(self, refused: Refused) -> AppError {
        let wait = wait_in_words(refused.retry_after);
        let message = match self {
            Guarded::Login | Guarded::LoginAddress => {
                format!("Too many login attempts. Please wait {wait} and try again.")
            }
            Guarded::Availability => format!("Too many checks. Please wait {wait} and try again."),
            Guarded::ResetAddress | Guarded::MailsTo => {
                format!("Too many reset requests. Please wait {wait} and try again.")
            }
        };
        AppError::TooManyAttempts { message, retry_after: refused.retry_after.max(1) }
    }
}

fn wait_in_words(seconds: i64) -> String {
    match seconds {
        ..=1 => "1 second".into(),
        2..=90 => format!("{seconds} seconds"),
        _ => format!("{} minutes", (seconds + 59) / 60),
    }
}

#[derive(Clone)]
pub(crate) struct Limits {
    store: Arc<dyn Store>,
}

impl Limits {
    pub fn new(store: Arc<dyn Store>) -> Limits {
        Limits { store }
    }

    /// Counts a try, or refuses it with how long to wait.
    pub async fn reserve(&self, what: Guarded, key: &str, now: Timestamp) -> AppResult<()> {
        match self.store.reserve(what.kind(), key, &what.policy(), now).await? {
            Ok(()) => Ok(()),
            Err(refused) => Err(what.refusal(refused)),
        }
    }

    /// Refuses a try that would have to wait, without counting it.
    pub async fn check(&self, what: Guarded, key: &str, now: Timestamp) -> AppResult<()> {
        match self.store.peek(what.kind(), key, &what.policy(), now).await? {
            Ok(()) => Ok(()),
            Err(refused) => Err(what.refusal(refused)),
        }
    }

    pub async fn clear(&self, what: Guarded, key: &str, now: Timestamp) -> AppResult<()> {
        Ok(self.store.clear(what.kind(), key, now).await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waits_are_said_in_seconds_then_minutes() {
        assert_eq!(wait_in_words(0), "1 second");
        assert_eq!(wait_in_words(2), "2 seconds");
        assert_eq!(wait_in_words(900), "15 minutes");
        let AppError::TooManyAttempts { message, retry_after } = Guarded::Login.refusal(Refused { retry_after: 4 })
        else {
            panic!("a refusal")
        };
        assert_eq!(message, "Too many login attempts. Please wait 4 seconds and try again.");
        assert_eq!(retry_after, 4);
    }
}
