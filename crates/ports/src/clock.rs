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

/// A clock that stands still until moved: for tests that cross an exam's deadline without
/// waiting. Clones share the same time.
#[derive(Debug, Clone, Default)]
pub struct ManualClock(std::sync::Arc<std::sync::atomic::AtomicI64>);

impl ManualClock {
    pub fn at(now: Timestamp) -> ManualClock {
        ManualClock(std::sync::Arc::new(std::sync::atomic::AtomicI64::new(now)))
    }

    pub fn advance(&self, seconds: i64) {
        self.0.fetch_add(seconds, std::sync::atomic::Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Timestamp {
        self.0.load(std::sync::atomic::Ordering::SeqCst)
    }
}
