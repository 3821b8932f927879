//! Login throttling: after too many failures for one account or from one address within a
//! window, further tries are refused until the window passes. Kept per server instance (see
//! docs/decisions.md): it slows guessing without a round trip to the store on every login.

use std::collections::HashMap;
use std::sync::Mutex;

use sabi_domain::Timestamp;

pub(crate) const WINDOW_SECONDS: i64 = 15 * 60;
pub(crate) const MAX_FAILURES_PER_ACCOUNT: u32 = 5;
pub(crate) const MAX_FAILURES_PER_ADDRESS: u32 = 20;
/// Bounds memory: an attacker spraying names cannot grow the table without end.
const MAX_KEYS: usize = 100_000;

#[derive(Default)]
pub(crate) struct LoginThrottle {
    failures: Mutex<HashMap<String, (u32, Timestamp)>>,
}

impl LoginThrottle {
    fn key_blocked(map: &HashMap<String, (u32, Timestamp)>, key: &str, limit: u32, now: Timestamp) -> bool {
        map.get(key).is_some_and(|(n, since)| *n >= limit && now - since < WINDOW_SECONDS)
    }

    pub fn is_blocked(&self, account: &str, address: &str, now: Timestamp) -> bool {
        let map = self.failures.lock().unwrap_or_else(|p| p.into_inner());
        Self::key_blocked(&map, &format!("a:{account}"), MAX_FAILURES_PER_ACCOUNT, now)
            || Self::key_blocked(&map, &format!("i:{address}"), MAX_FAILURES_PER_ADDRESS, now)
    }

    pub fn record_failure(&self, account: &str, address: &str, now: Timestamp) {
        let mut map = self.failures.lock().unwrap_or_else(|p| p.into_inner());
        if map.len() >= MAX_KEYS {
            map.retain(|_, (_, since)| now - *since < WINDOW_SECONDS);
        }
        for key in [format!("a:{account}"), format!("i:{address}")] {
            let entry = map.entry(key).or_insert((0, now));
            if now - entry.1 >= WINDOW_SECONDS {
                *entry = (0, now);
            }
            entry.0 += 1;
        }
    }

    pub fn record_success(&self, account: &str) {
        let mut map = self.failures.lock().unwrap_or_else(|p| p.into_inner());
        map.remove(&format!("a:{account}"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_an_account_after_five_failures_for_fifteen_minutes() {
        let t = LoginThrottle::default();
        for _ in 0..MAX_FAILURES_PER_ACCOUNT {
            assert!(!t.is_blocked("ada", "1.1.1.1", 100));
            t.record_failure("ada", "1.1.1.1", 100);
        }
        assert!(t.is_blocked("ada", "2.2.2.2", 101));
        assert!(!t.is_blocked("bola", "2.2.2.2", 101));
        assert!(!t.is_blocked("ada", "2.2.2.2", 100 + WINDOW_SECONDS));
    }

    #[test]
    fn blocks_an_address_that_sprays_many_accounts() {
        let t = LoginThrottle::default();
        for i in 0..MAX_FAILURES_PER_ADDRESS {
            t.record_failure(&format!("user{i}"), "6.6.6.6", 10);
        }
        assert!(t.is_blocked("someone-new", "6.6.6.6", 11));
        assert!(!t.is_blocked("someone-new", "7.7.7.7", 11));
    }

    #[test]
    fn success_clears_the_account() {
        let t = LoginThrottle::default();
        for _ in 0..MAX_FAILURES_PER_ACCOUNT {
            t.record_failure("ada", "1.1.1.1", 100);
        }
        t.record_success("ada");
        assert!(!t.is_blocked("ada", "3.3.3.3", 101));
    }
}
