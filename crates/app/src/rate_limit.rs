//! Per-user rate limits on the costly calls: generating a quiz (with the `openai` generator
//! each one costs money), reviewing answers (processor time), and storing quizzes a student
//! brought (disk). A token bucket per user and action: a full bucket's worth may be spent at
//! once, then it refills evenly over the period. Kept in memory per server instance (see
//! docs/decisions.md): with several instances a user's allowance is per instance.

use std::collections::HashMap;
use std::sync::Mutex;

use sabi_domain::Timestamp;

use crate::error::AppError;

/// What is limited.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    /// `/api/generate-quiz` and the `/gen/*` services.
    Generate,
    /// `/review/short-answer-quiz`, the bank's try-an-answer, and practice checks of short
    /// answers.
    Review,
    /// A quiz stored for a student: generated for them, or sent with their attempt.
    StoreStudentQuiz,
}

/// How much of an action one user may do: `allowed` per `period_seconds`, all at once if they
/// like. `allowed` 0 turns the limit off.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Allowance {
    pub allowed: u32,
    pub period_seconds: i64,
}

impl Allowance {
    pub const fn per_minute(allowed: u32) -> Allowance {
        Allowance { allowed, period_seconds: 60 }
    }

    pub const fn per_day(allowed: u32) -> Allowance {
        Allowance { allowed, period_seconds: 24 * 60 * 60 }
    }
}

/// The allowances of each action (the server reads them from the environment).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RateLimits {
    pub generate: Allowance,
    pub review: Allowance,
    pub student_quizzes: Allowance,
}

impl Default for RateLimits {
    fn default() -> Self {
        RateLimits {
            generate: Allowance::per_minute(20),
            review: Allowance::per_minute(30),
            student_quizzes: Allowance::per_day(200),
        }
    }
}

impl RateLimits {
    fn of(&self, action: Action) -> Allowance {
        match action {
            Action::Generate => self.generate,
            Action::Review => self.review,
            Action::StoreStudentQuiz => self.student_quizzes,
        }
    }
}

/// Bounds memory: when this many buckets are kept, the full ones (idle users) are let go.
const MAX_BUCKETS: usize = 100_000;

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: Timestamp,
}

/// The buckets of every user and action on this server.
#[derive(Debug, Default)]
pub struct RateLimiter {
    limits: RateLimits,
    buckets: Mutex<HashMap<(Action, String), Bucket>>,
}

impl RateLimiter {
    pub fn new(limits: RateLimits) -> RateLimiter {
        RateLimiter { limits, buckets: Mutex::new(HashMap::new()) }
    }

    /// Spends one of `user`'s `action`s at `now`, or says how long until the next one.
    pub fn take(&self, action: Action, user: &str, now: Timestamp) -> Result<(), AppError> {
        let allowance = self.limits.of(action);
        if allowance.allowed == 0 {
            return Ok(());
        }
        let capacity = f64::from(allowance.allowed);
        let per_second = capacity / allowance.period_seconds.max(1) as f64;
        let refilled = |b: &Bucket| (b.tokens + (now - b.at).max(0) as f64 * per_second).min(capacity);
        let mut buckets = self.buckets.lock().unwrap_or_else(|p| p.into_inner());
        if buckets.len() >= MAX_BUCKETS {
            buckets.retain(|(a, _), b| {
                let a = self.limits.of(*a);
                let rate = f64::from(a.allowed) / a.period_seconds.max(1) as f64;
                b.tokens + (now - b.at).max(0) as f64 * rate < f64::from(a.allowed)
            });
        }
        let bucket = buckets.entry((action, user.to_string())).or_insert(Bucket { tokens: capacity, at: now });
        let tokens = refilled(bucket);
        if tokens >= 1.0 {
            *bucket = Bucket { tokens: tokens - 1.0, at: now.max(bucket.at) };
            return Ok(());
        }
        *bucket = Bucket { tokens, at: now.max(bucket.at) };
        let retry_after = ((1.0 - tokens) / per_second).ceil().max(1.0) as u64;
        Err(AppError::RateLimited { message: refusal(action, allowance, retry_after), retry_after })
    }
}

fn refusal(action: Action, allowance: Allowance, retry_after: u64) -> String {
    let per = if allowance.period_seconds >= 24 * 60 * 60 { "a day" } else { "a minute" };
    let allowed = allowance.allowed;
    let wait = if retry_after < 120 {
        format!("{retry_after} seconds")
    } else if retry_after < 2 * 3600 {
        format!("{} minutes", retry_after.div_ceil(60))
    } else {
        format!("{} hours", retry_after.div_ceil(3600))
    };
    let what = match action {
        Action::Generate => format!("Too many quizzes asked for: at most {allowed} {per}."),
        Action::Review => format!("Too many reviews asked for: at most {allowed} {per}."),
        Action::StoreStudentQuiz => format!("Too many quizzes of your own saved: at most {allowed} {per}."),
    };
    format!("{what} Please wait {wait} and try again.")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limiter(generate: Allowance) -> RateLimiter {
        RateLimiter::new(RateLimits { generate, ..RateLimits::default() })
    }

    #[test]
    fn a_burst_is_allowed_then_refused_until_the_bucket_refills() {
        let limiter = limiter(Allowance::per_minute(20));
        for _ in 0..20 {
            assert!(limiter.take(Action::Generate, "ama", 1_000).is_ok());
        }
        let Err(AppError::RateLimited { message, retry_after }) = limiter.take(Action::Generate, "ama", 1_000) else {
            panic!("the 21st call in a second is refused");
        };
        assert_eq!(retry_after, 3, "one call every 3 seconds refills");
        assert!(message.contains("at most 20 a minute") && message.contains("wait 3 seconds"), "{message}");
        assert!(limiter.take(Action::Generate, "ama", 1_002).is_err(), "not yet");
        assert!(limiter.take(Action::Generate, "ama", 1_003).is_ok(), "one more after 3 seconds");
        assert!(limiter.take(Action::Generate, "ama", 1_003).is_err());
    }

    #[test]
    fn users_and_actions_have_their_own_buckets() {
        let limiter = limiter(Allowance::per_minute(1));
        assert!(limiter.take(Action::Generate, "ama", 0).is_ok());
        assert!(limiter.take(Action::Generate, "ama", 0).is_err());
        assert!(limiter.take(Action::Generate, "bih", 0).is_ok(), "another user");
        assert!(limiter.take(Action::Review, "ama", 0).is_ok(), "another action");
    }

    #[test]
    fn a_day_quota_says_how_long_to_wait_and_zero_turns_a_limit_off() {
        let quota = RateLimiter::new(RateLimits { student_quizzes: Allowance::per_day(2), ..RateLimits::default() });
        assert!(quota.take(Action::StoreStudentQuiz, "ama", 0).is_ok());
        assert!(quota.take(Action::StoreStudentQuiz, "ama", 0).is_ok());
        let Err(AppError::RateLimited { message, retry_after }) = quota.take(Action::StoreStudentQuiz, "ama", 0) else {
            panic!("the third quiz of the day is refused");
        };
        assert_eq!(retry_after, 43_200);
        assert!(message.contains("at most 2 a day") && message.contains("12 hours"), "{message}");
        let off = limiter(Allowance::per_minute(0));
        for _ in 0..1_000 {
            assert!(off.take(Action::Generate, "ama", 0).is_ok());
        }
    }

    #[test]
    fn a_clock_that_goes_back_gives_nothing_back() {
        let limiter = limiter(Allowance::per_minute(1));
        assert!(limiter.take(Action::Generate, "ama", 100).is_ok());
        assert!(limiter.take(Action::Generate, "ama", 40).is_err());
        assert!(limiter.take(Action::Generate, "ama", 100).is_err());
        assert!(limiter.take(Action::Generate, "ama", 160).is_ok());
    }
}
