//! Password hashing with argon2id. Hashing is slow on purpose, so it runs on the blocking
//! thread pool and never stalls the request workers.

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

#[derive(Debug, Clone)]
pub struct Passwords {
    cost: PasswordCost,
}

impl Passwords {
    pub fn new(cost: PasswordCost) -> Passwords {
        Passwords { cost }
    }

    fn argon2(cost: PasswordCost) -> Result<Argon2<'static>, AppError> {
        let params = Params::new(cost.memory_kib, cost.iterations, 1, None).map_err(|e| anyhow::anyhow!("argon2 params: {e}"))?;
        Ok(Argon2::new(Algorithm::Argon2id, Version::V0x13, params))
    }

    pub async fn hash(&self, password: &str) -> Result<String, AppError> {
        let cost = self.cost;
        let password = password.to_string();
        tokio::task::spawn_blocking(move || {
            let salt = SaltString::generate(&mut OsRng);
            Self::argon2(cost)?
                .hash_password(password.as_bytes(), &salt)
                .map(|h| h.to_string())
                .map_err(|e| AppError::Unexpected(anyhow::anyhow!("hashing failed: {e}")))
        })
        .await
        .map_err(|e| anyhow::anyhow!("hashing task: {e}"))?
    }

    /// Whether `password` matches `hash`. The parameters stored in the hash are used, so a
    /// change of cost does not lock anyone out.
    pub async fn verify(&self, password: &str, hash: &str) -> Result<bool, AppError> {
        let cost = self.cost;
        let (password, hash) = (password.to_string(), hash.to_string());
        tokio::task::spawn_blocking(move || {
            let Ok(parsed) = PasswordHash::new(&hash) else { return Ok(false) };
            Ok(Self::argon2(cost)?.verify_password(password.as_bytes(), &parsed).is_ok())
        })
        .await
        .map_err(|e| anyhow::anyhow!("verifying task: {e}"))?
    }

    /// Spends the time of one verification, so that an unknown username answers as slowly as
    /// a wrong password.
    pub async fn waste_a_verification(&self) {
        const DUMMY: &str = "$argon2id$v=19$m=256,t=1,p=1$c29tZXNhbHRzb21lc2FsdA$8c6qHXk1mTPPVtcE0tX5dKz9pY8PZ+x3y0Ew2zM0cR0";
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
