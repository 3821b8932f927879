//! Password hashing with argon2id. Hashing is slow on purpose, so it runs off the request
//! workers, on a few threads of its own: one per core, fed from a queue. A burst of logins
//! then neither thrashes the cores nor grows memory: only those threads ever hold a hash's
//! 19 MiB, where the blocking pool spread it over dozens of threads, each keeping its own
//! allocator arena (hundreds of MB; see docs/performance.md).

use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};

use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher as _, PasswordVerifier, SaltString};
use argon2::{Algorithm, Argon2, Params, Version};

use crate::error::AppError;

/// How expensive a hash is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PasswordCost {
    pub memory_kib: u32,
    pub iterations: u32,
}

impl PasswordCost {
    /// OWASP's recommendation for argon2id: 19 MiB, 2 iterations, 1 lane.
    pub const OWASP: PasswordCost = PasswordCost { memory_kib: 19 * 1024, iterations: 2 };
    /// For tests only: the same algorithm, cheap enough to run hundreds of times.
    pub const TESTING: PasswordCost = PasswordCost { memory_kib: 256, iterations: 1 };
}

type Job = Box<dyn FnOnce() + Send>;

/// The hashing threads' queue. They stop when the last clone of [`Passwords`] is dropped.
#[derive(Debug)]
struct Hashers {
    jobs: Mutex<Sender<Job>>,
}

impl Hashers {
    fn start() -> Option<Hashers> {
        let cores = std::thread::available_parallelism().map(usize::from).unwrap_or(1);
        let (jobs, queue) = channel::<Job>();
        let queue = Arc::new(Mutex::new(queue));
        let mut started = 0;
        for n in 0..cores {
            let queue = queue.clone();
            match std::thread::Builder::new().name(format!("sabi-hash-{n}")).spawn(move || Self::work(&queue)) {
                Ok(_) => started += 1,
                Err(e) => tracing::warn!(error = %e, "could not start a hashing thread"),
            }
        }
        (started > 0).then(|| Hashers { jobs: Mutex::new(jobs) })
    }

    fn work(queue: &Mutex<Receiver<Job>>) {
        loop {
            let job = queue.lock().unwrap_or_else(|p| p.into_inner()).recv();
            match job {
                Ok(job) => job(),
                Err(_) => return,
            }
        }
    }
}

#[derive(Debug, Clone)]
pub struct Passwords {
    cost: PasswordCost,
    /// None only when no thread could be started: then the blocking pool hashes.
    hashers: Option<Arc<Hashers>>,
}

impl Passwords {
    pub fn new(cost: PasswordCost) -> Passwords {
        Passwords { cost, hashers: Hashers::start().map(Arc::new) }
    }

    /// Runs `work` on a hashing thread (queued behind the hashes already waiting).
    async fn run<T: Send + 'static>(&self, work: impl FnOnce() -> T + Send + 'static) -> Result<T, AppError> {
        let Some(hashers) = &self.hashers else {
            return tokio::task::spawn_blocking(work).await.map_err(|e| anyhow::anyhow!("hashing task: {e}").into());
        };
        let (done, result) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move || {
            let _ = done.send(work());
        });
        hashers
            .jobs
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .send(job)
            .map_err(|_| AppError::Unexpected(anyhow::anyhow!("the hashing threads stopped")))?;
        result.await.map_err(|_| AppError::Unexpected(anyhow::anyhow!("a hashing thread stopped")))
    }

    fn argon2(cost: PasswordCost) -> Result<Argon2<'static>, AppError> {
        let params = Params::new(cost.memory_kib, cost.iterations, 1, None)
            .map_err(|e| anyhow::anyhow!("argon2 params: {e}"))?;
        Ok(Argon2::new(Algorithm::Argon2id, Version::V0x13, params))
    }

    pub async fn hash(&self, password: &str) -> Result<String, AppError> {
        let cost = self.cost;
        let password = password.to_string();
        self.run(move || {
            let salt = SaltString::generate(&mut OsRng);
            Self::argon2(cost)?
                .hash_password(password.as_bytes(), &salt)
                .map(|h| h.to_string())
                .map_err(|e| AppError::Unexpected(anyhow::anyhow!("hashing failed: {e}")))
        })
        .await?
    }

    /// Whether `password` matches `hash`. The parameters stored in the hash are used, so a
    /// change of cost does not lock anyone out.
    pub async fn verify(&self, password: &str, hash: &str) -> Result<bool, AppError> {
        let cost = self.cost;
        let (password, hash) = (password.to_string(), hash.to_string());
        self.run(move || {
            let Ok(parsed) = PasswordHash::new(&hash) else { return Ok(false) };
            Ok(Self::argon2(cost)?.verify_password(password.as_bytes(), &parsed).is_ok())
        })
        .await?
    }

    /// Spends the time of one verification, so that an unknown username answers as slowly as
    /// a wrong password.
    pub async fn waste_a_verification(&self) {
        const DUMMY: &str =
            "$argon2id$v=19$m=256,t=1,p=1$c29tZXNhbHRzb21lc2FsdA$8c6qHXk1mTPPVtcE0tX5dKz9pY8PZ+x3y0Ew2zM0cR0";
        let _ = self.verify("not the password", DUMMY).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_hash_verifies_its_password_only() {
        let p = Passwords::new(PasswordCost::TESTING);
        let hash = p.hash("correct horse").await.unwrap();
        assert!(hash.starts_with("$argon2id$"));
        assert!(p.verify("correct horse", &hash).await.unwrap());
        assert!(!p.verify("correct horsE", &hash).await.unwrap());
        assert!(!p.verify("x", "not a hash").await.unwrap());
        assert_ne!(hash, p.hash("correct horse").await.unwrap(), "salted");
    }
}
