//! Rate limits as plain data: how many tries a key gets, and what a try does to its count.
//!
//! A try is counted *before* the work it guards (checking a password, sending a mail): the
//! store applies [`LimitPolicy::decide`] atomically, so concurrent tries cannot slip past
//! the limit between a check and a count.

use crate::Timestamp;

/// What happens once a key has used its free tries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Beyond {
    /// Each further try waits twice as long as the one before (2 s, 4 s, 8 s...), at most
    /// `cap` seconds: it slows guessing without locking the key out for a fixed spell.
    Growing { cap: i64 },
    /// No further try until the window ends.
    Closed,
}

/// A limit: `free` tries per `window` seconds, then `beyond`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LimitPolicy {
    pub free: i64,
    pub window: i64,
    pub beyond: Beyond,
}

/// A key's count as the store keeps it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct LimitState {
    /// Tries counted since `window_start`.
    pub count: i64,
    pub window_start: Timestamp,
    /// No try is allowed before this moment.
    pub next_allowed_at: Timestamp,
}

/// A try refused: how many seconds until the next one may be made (at least 1).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Refused {
    pub retry_after: i64,
}

impl LimitPolicy {
    /// Sign-in per (account, address): 5 free tries in 15 minutes, then growing waits up to
    /// 15 minutes.
    pub const LOGIN: LimitPolicy = LimitPolicy { free: 5, window: 15 * 60, beyond: Beyond::Growing { cap: 15 * 60 } };
    /// Sign-in failures per address, whoever they were for: a ceiling for sprays from one
    /// machine. Only meaningful when addresses are not shared (see docs/decisions.md).
    pub const LOGIN_ADDRESS: LimitPolicy =
        LimitPolicy { free: 100, window: 15 * 60, beyond: Beyond::Growing { cap: 15 * 60 } };
    /// Availability checks (username, email) per address.
    pub const AVAILABILITY: LimitPolicy = LimitPolicy { free: 30, window: 60, beyond: Beyond::Closed };
    /// Password reset requests per address.
    pub const RESET_ADDRESS: LimitPolicy = LimitPolicy { free: 20, window: 60 * 60, beyond: Beyond::Closed };
    /// Password reset requests (and email-change mails) per email address.
    pub const RESET_EMAIL: LimitPolicy = LimitPolicy { free: 3, window: 60 * 60, beyond: Beyond::Closed };

    /// The count after one more try at `now`, or the refusal if the key must wait.
    pub fn decide(&self, state: Option<LimitState>, now: Timestamp) -> Result<LimitState, Refused> {
        let state = state.unwrap_or(LimitState { count: 0, window_start: now, next_allowed_at: now });
        if state.next_allowed_at > now {
            return Err(Refused { retry_after: state.next_allowed_at - now });
        }
        // A closed limit counts per fixed window; growing waits start again only after a
        // window without tries (else a patient guesser would reset them by waiting).
        let quiet_since = match self.beyond {
            Beyond::Growing { .. } => state.next_allowed_at,
            Beyond::Closed => state.window_start,
        };
        let (count, window_start) =
            if now - quiet_since >= self.window { (1, now) } else { (state.count + 1, state.window_start) };
        let next_allowed_at = if count < self.free {
            now
        } else {
            match self.beyond {
                Beyond::Growing { cap } => {
                    // The try after the n-th waits 2^(n+1-free) s: 2 s after the 5th.
                    let exponent = (count + 1 - self.free).clamp(0, 30);
                    now + (1_i64 << exponent).min(cap)
                }
                Beyond::Closed => window_start + self.window,
            }
        };
        Ok(LimitState { count, window_start, next_allowed_at })
    }

    /// Whether a try at `now` would be refused, without counting it.
    pub fn check(&self, state: Option<LimitState>, now: Timestamp) -> Result<(), Refused> {
        match state {
            Some(s) if s.next_allowed_at > now => Err(Refused { retry_after: s.next_allowed_at - now }),
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(policy: LimitPolicy, tries: usize, now: Timestamp) -> (Option<LimitState>, Vec<Result<(), i64>>) {
        let mut state = None;
        let mut outcomes = Vec::new();
        for _ in 0..tries {
            match policy.decide(state, now) {
                Ok(next) => {
                    state = Some(next);
                    outcomes.push(Ok(()));
                }
                Err(r) => outcomes.push(Err(r.retry_after)),
            }
        }
        (state, outcomes)
    }

    #[test]
    fn five_free_sign_in_tries_at_once_then_a_wait() {
        let (state, outcomes) = run(LimitPolicy::LOGIN, 60, 1_000);
        assert_eq!(outcomes.iter().filter(|o| o.is_ok()).count(), 5);
        assert_eq!(outcomes[5], Err(2));
        assert_eq!(state.unwrap().next_allowed_at, 1_002);
    }

    #[test]
    fn waits_double_and_stop_growing_at_fifteen_minutes() {
        let policy = LimitPolicy::LOGIN;
        let mut state = None;
        let mut now = 0;
        let mut waits = Vec::new();
        for _ in 0..20 {
            let next = policy.decide(state, now).unwrap();
            waits.push(next.next_allowed_at - now);
            now = next.next_allowed_at;
            state = Some(next);
        }
        assert_eq!(&waits[..9], &[0, 0, 0, 0, 2, 4, 8, 16, 32]);
        assert!(waits.iter().all(|w| *w <= 15 * 60));
        assert_eq!(*waits.last().unwrap(), 15 * 60);
    }

    #[test]
    fn a_quiet_window_starts_the_count_again() {
        let policy = LimitPolicy::LOGIN;
        let (state, _) = run(policy, 4, 0);
        let after = policy.decide(state, policy.window).unwrap();
        assert_eq!(after.count, 1);
        let (state, _) = run(policy, 8, 0);
        let waited = state.unwrap().next_allowed_at;
        assert_eq!(policy.decide(state, waited).unwrap().count, 6, "waiting out a delay is not a quiet window");
    }

    #[test]
    fn a_closed_limit_refuses_until_the_window_ends() {
        let policy = LimitPolicy::RESET_EMAIL;
        let (state, outcomes) = run(policy, 5, 100);
        assert_eq!(outcomes, vec![Ok(()), Ok(()), Ok(()), Err(3600), Err(3600)]);
        assert!(policy.check(state, 100 + 3599).is_err());
        assert!(policy.decide(state, 100 + 3600).is_ok());
    }
}
