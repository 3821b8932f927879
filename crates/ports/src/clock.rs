//! Time and identity, behind traits so tests can fix them.

use sabi_domain::Timestamp;

#[cfg_attr(feature = "mock", mockall::automock)]
pub trait Clock: Send + Sync {
    /// Seconds since the Unix epoch.
    fn now(&self) -> Timestamp;
}

pub trait IdGenerator: Send + Sync {
    /// A new, unique, roughly time-ordered id (UUIDv7 text in production).
    fn new_id(&self) -> String;
}

/// The real clock.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Timestamp {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_secs() as Timestamp)
            .unwrap_or_default()
    }
}
