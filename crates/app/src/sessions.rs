//! Session tokens: signed JWTs (HS256) naming the session, the user, their role and their
//! session epoch. A password change bumps the epoch, which retires every token issued before
//! it; a logout records the session id among the revoked ones, which retires that token alone.

use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation, decode, encode};
use sabi_domain::Timestamp;
use sabi_domain::user::Role;
use serde::{Deserialize, Serialize};

use crate::error::AppError;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claims {
    /// The session's id, which a logout revokes.
    pub sid: String,
    pub sub: String,
    pub role: Role,
    /// The user's session epoch when the token was issued.
    pub epoch: i64,
    pub iat: i64,
    pub exp: i64,
}

#[derive(Clone)]
pub struct SessionKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
    pub ttl_seconds: i64,
}

impl std::fmt::Debug for SessionKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SessionKeys").field("ttl_seconds", &self.ttl_seconds).finish_non_exhaustive()
    }
}

impl SessionKeys {
    pub fn new(secret: &[u8], ttl_seconds: i64) -> SessionKeys {
        SessionKeys {
            encoding: EncodingKey::from_secret(secret),
            decoding: DecodingKey::from_secret(secret),
            ttl_seconds,
        }
    }

    pub fn issue(
        &self,
        session_id: &str,
        user_id: &str,
        role: Role,
        epoch: i64,
        now: Timestamp,
    ) -> Result<String, AppError> {
        let claims = Claims {
            sid: session_id.to_string(),
            sub: user_id.to_string(),
            role,
            epoch,
            iat: now,
            exp: now + self.ttl_seconds,
        };
        encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .map_err(|e| AppError::Unexpected(anyhow::anyhow!("signing a session: {e}")))
    }

    /// The claims of a token we signed that has not expired at `now`.
    pub fn verify(&self, token: &str, now: Timestamp) -> Result<Claims, AppError> {
        let mut validation = Validation::new(Algorithm::HS256);
        // We check expiry ourselves against the app's clock (tests move it).
        validation.validate_exp = false;
        validation.required_spec_claims = ["sub", "exp"].into_iter().map(String::from).collect();
        let claims =
            decode::<Claims>(token, &self.decoding, &validation).map_err(|_| AppError::Unauthenticated)?.claims;
        if claims.exp <= now {
            return Err(AppError::Unauthenticated);
        }
        Ok(claims)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_verify_until_they_expire() {
        let keys = SessionKeys::new(b"0123456789abcdef0123456789abcdef", 60);
        let token = keys.issue("s1", "u1", Role::Teacher, 3, 1_000).unwrap();
        let claims = keys.verify(&token, 1_059).unwrap();
        assert_eq!(
            (claims.sid.as_str(), claims.sub.as_str(), claims.role, claims.epoch),
            ("s1", "u1", Role::Teacher, 3)
        );
        assert!(matches!(keys.verify(&token, 1_060), Err(AppError::Unauthenticated)));
    }

    #[test]
    fn tokens_from_another_key_or_tampered_are_refused() {
        let keys = SessionKeys::new(b"0123456789abcdef0123456789abcdef", 60);
        let other = SessionKeys::new(b"another secret, just as long...!", 60);
        let token = other.issue("s1", "u1", Role::Admin, 0, 1_000).unwrap();
        assert!(keys.verify(&token, 1_001).is_err());
        assert!(keys.verify("not.a.token", 1_001).is_err());
        let mut tampered = keys.issue("s2", "u1", Role::Student, 0, 1_000).unwrap();
        tampered.push('x');
        assert!(keys.verify(&tampered, 1_001).is_err());
    }
}
