//! Password hashing with argon2id. Hashing is slow on purpose, so it runs off the request
//! workers, on a few threads of its own: one per core, fed from a queue. A burst of logins
//! then neither thrashes the cores nor grows memory: only those threads ever hold a hash's
//! 19 MiB, where the blocking pool spread it over dozens of threads, each keeping its own
//! allocator arena (hundreds of MB; see docs/performance.md). Each of those threads hashes in
//! one buffer it allocated once, so hashing's memory stays at 19 MiB per core.

use std::cell::RefCell;

use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{self, Output, ParamsString, PasswordHash, SaltString};
use argon2::{Algorithm, Argon2, Block, Params, Version};
use sabi_workers::{Priority, Workers};

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

#[derive(Debug, Clone)]
pub struct Passwords {
    cost: PasswordCost,
    /// One hashing thread per core, at a lower priority than the request workers: a burst
    /// of logins takes the cores only when nothing else needs them, so autosaves and page
    /// reads go on at their pace.
    hashers: Workers,
}

impl Passwords {
    pub fn new(cost: PasswordCost) -> Passwords {
        let cores = std::thread::available_parallelism().map(usize::from).unwrap_or(1);
        Passwords { cost, hashers: Workers::start("hash", cores, Priority::Lower) }
    }

    /// Runs `work` on a hashing thread (queued behind the hashes already waiting).
    async fn run<T: Send + 'static>(&self, work: impl FnOnce() -> T + Send + 'static) -> Result<T, AppError> {
        self.hashers.run(work).await.map_err(|e| AppError::Unexpected(e.into()))
    }

    fn params(cost: PasswordCost) -> Result<Params, AppError> {
        Params::new(cost.memory_kib, cost.iterations, 1, None).map_err(|e| anyhow::anyhow!("argon2 params: {e}").into())
    }

    pub async fn hash(&self, password: &str) -> Result<String, AppError> {
        let cost = self.cost;
        let password = password.to_string();
        self.run(move || {
            let salt = SaltString::generate(&mut OsRng);
            let argon2 = Argon2::new(Algorithm::Argon2id, Version::V0x13, Self::params(cost)?);
            let output = Output::init_with(Params::DEFAULT_OUTPUT_LEN, |out| {
                let mut raw_salt = [0u8; 64];
                let raw_salt = salt.decode_b64(&mut raw_salt)?;
                hash_into(&argon2, password.as_bytes(), raw_salt, out).map_err(password_hash::Error::from)
            })
            .map_err(|e| AppError::Unexpected(anyhow::anyhow!("hashing failed: {e}")))?;
            let hash = PasswordHash {
                algorithm: Algorithm::Argon2id.ident(),
                version: Some(Version::V0x13.into()),
                params: ParamsString::try_from(argon2.params())
                    .map_err(|e| AppError::Unexpected(anyhow::anyhow!("hash parameters: {e}")))?,
                salt: Some(salt.as_salt()),
                hash: Some(output),
            };
            Ok(hash.to_string())
        })
        .await?
    }

    /// Whether `password` matches `hash`. The parameters stored in the hash are used, so a
    /// change of cost does not lock anyone out. Anything that is not an argon2 hash matches
    /// nothing.
    pub async fn verify(&self, password: &str, hash: &str) -> Result<bool, AppError> {
        let (password, hash) = (password.to_string(), hash.to_string());
        self.run(move || matches(password.as_bytes(), &hash)).await
    }

    /// Spends the time of one verification at today's cost, so that an unknown username
    /// answers as slowly as a wrong password.
    pub async fn waste_a_verification(&self) {
        let cost = self.cost;
        let _ = self
            .run(move || {
                let argon2 = Argon2::new(Algorithm::Argon2id, Version::V0x13, Self::params(cost)?);
                let mut out = [0u8; Params::DEFAULT_OUTPUT_LEN];
                hash_into(&argon2, b"not the password", b"not a real salt.", &mut out)
                    .map_err(|e| AppError::Unexpected(anyhow::anyhow!("hashing failed: {e}")))
            })
            .await;
    }
}

thread_local! {
    /// The hashing thread's argon2 memory (19 MiB at OWASP cost), allocated once and reused
    /// by every hash on that thread, so hashing keeps memory flat whatever the login rate.
    static MEMORY: RefCell<Vec<Block>> = const { RefCell::new(Vec::new()) };
}

/// argon2 into `out`, in this thread's reused memory.
fn hash_into(argon2: &Argon2<'_>, password: &[u8], salt: &[u8], out: &mut [u8]) -> argon2::Result<()> {
    MEMORY.with_borrow_mut(|memory| {
        let blocks = argon2.params().block_count();
        if memory.len() < blocks {
            memory.resize(blocks, Block::default());
        }
        argon2.hash_password_into_with_memory(password, salt, out, &mut memory[..blocks])
    })
}

/// Whether `password` hashes to the stored PHC string `hash`, compared in constant time.
fn matches(password: &[u8], hash: &str) -> bool {
    let Ok(stored) = PasswordHash::new(hash) else { return false };
    let (Some(expected), Some(salt)) = (stored.hash, stored.salt) else { return false };
    let Ok(algorithm) = Algorithm::try_from(stored.algorithm) else { return false };
    let Ok(version) = Version::try_from(stored.version.unwrap_or(Version::V0x13.into())) else { return false };
    let Ok(params) = Params::try_from(&stored) else { return false };
    let mut raw_salt = [0u8; 64];
    let Ok(raw_salt) = salt.decode_b64(&mut raw_salt) else { return false };
    let argon2 = Argon2::new(algorithm, version, params);
    let Ok(computed) = Output::init_with(expected.len(), |out| {
        hash_into(&argon2, password, raw_salt, out).map_err(password_hash::Error::from)
    }) else {
        return false;
    };
    // Output's equality is constant-time.
    computed == expected
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

    /// The niceness of this process's threads named `sabi-hash-*`, read from /proc.
    #[cfg(target_os = "linux")]
    fn hashing_niceness() -> Vec<i64> {
        let mut found = Vec::new();
        for task in std::fs::read_dir("/proc/self/task").unwrap() {
            let dir = task.unwrap().path();
            let name = std::fs::read_to_string(dir.join("comm")).unwrap_or_default();
            if name.starts_with("sabi-hash-") {
                let stat = std::fs::read_to_string(dir.join("stat")).unwrap();
                // Fields after the command's closing parenthesis; niceness is the 17th of them.
                let nice = stat.rsplit(')').next().unwrap().split_whitespace().nth(16).unwrap();
                found.push(nice.parse().unwrap());
            }
        }
        found
    }

    #[cfg(target_os = "linux")]
    #[tokio::test]
    async fn hashing_threads_yield_to_other_work() {
        let p = Passwords::new(PasswordCost::TESTING);
        p.hash("warm up the threads").await.unwrap();
        // Each thread lowers its own priority as it starts; on a busy machine one may not have
        // run its first line yet, so look again a little later before judging.
        let mut niceness = hashing_niceness();
        for _ in 0..50 {
            if !niceness.is_empty() && niceness.iter().all(|n| (5..=15).contains(n)) {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(100)).await;
            niceness = hashing_niceness();
        }
        assert!(!niceness.is_empty(), "hashing threads are running");
        assert!(niceness.iter().all(|n| (5..=15).contains(n)), "niceness {niceness:?}");
    }

    #[tokio::test]
    async fn hashes_agree_with_the_argon2_crates_own_verifier_both_ways() {
        use argon2::password_hash::{PasswordHasher as _, PasswordVerifier as _};
        let p = Passwords::new(PasswordCost::TESTING);
        let ours = p.hash("s3cret").await.unwrap();
        let parsed = PasswordHash::new(&ours).unwrap();
        assert!(Argon2::default().verify_password(b"s3cret", &parsed).is_ok());
        let params = Params::new(512, 2, 1, None).unwrap();
        let salt = SaltString::generate(&mut OsRng);
        let theirs = Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
            .hash_password(b"s3cret", &salt)
            .unwrap()
            .to_string();
        assert!(p.verify("s3cret", &theirs).await.unwrap(), "another cost in the stored hash is honoured");
        assert!(!p.verify("s3creT", &theirs).await.unwrap());
        let argon2i = Argon2::new(Algorithm::Argon2i, Version::V0x13, Params::new(256, 1, 1, None).unwrap())
            .hash_password(b"s3cret", &salt)
            .unwrap()
            .to_string();
        assert!(p.verify("s3cret", &argon2i).await.unwrap(), "the algorithm named in the hash is used");
        let truncated = &ours[..ours.len() - 4];
        assert!(!p.verify("s3cret", truncated).await.unwrap());
    }
}
