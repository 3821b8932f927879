//! What a newly chosen password must satisfy beyond its length (OWASP ASVS 5.0, 6.2): it is
//! neither the username nor contains it, and it is not among the most common passwords.
//!
//! The common passwords are zxcvbn's list (about 30,000 from real leaks, kept by the zxcvbn
//! project), matched the way zxcvbn matches them: ignoring case, reversed and with the usual
//! letter-for-symbol swaps (`p@ssw0rd`). A password zxcvbn guesses in under a thousand tries
//! (`aaaaaaaa`, `abcdefgh`) is refused for the same reason.

use crate::error::DomainError;
use crate::user::name_key;
use zxcvbn::matching::patterns::MatchPattern;

/// A username shorter than this is only refused as the whole password: a three-letter
/// name inside a long passphrase is chance, not a hint.
const CONTAINED_NAME_MIN: usize = 3;

/// Checks a password someone is choosing for the account named `username`.
pub fn check(password: &str, username: &str) -> Result<(), DomainError> {
    let name = name_key(username);
    let folded = name_key(password);
    if !name.is_empty() && (folded == name || (name.chars().count() >= CONTAINED_NAME_MIN && folded.contains(&name))) {
        return Err(DomainError::PasswordContainsUsername);
    }
    if is_common(password) {
        return Err(DomainError::CommonPassword);
    }
    Ok(())
}

/// Whether zxcvbn reads the whole password as one entry of its common-password list, or
/// guesses it in under a thousand tries.
fn is_common(password: &str) -> bool {
    let entropy = zxcvbn::zxcvbn(password, &[]);
    if entropy.score() == zxcvbn::Score::Zero {
        return true;
    }
    let len = password.chars().count();
    match entropy.sequence() {
        [only] => {
            only.i == 0
                && only.j + 1 == len
                // The list's type is private to zxcvbn; its name is what it shows.
                && matches!(&only.pattern, MatchPattern::Dictionary(d) if format!("{:?}", d.dictionary_name) == "Passwords")
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_username_is_refused_whole_or_inside_ignoring_case() {
        assert_eq!(check("amina-nkeng", "amina-nkeng"), Err(DomainError::PasswordContainsUsername));
        assert_eq!(check("AMINA-NKENG", "amina-nkeng"), Err(DomainError::PasswordContainsUsername));
        assert_eq!(check("my amina-nkeng key", "Amina-Nkeng"), Err(DomainError::PasswordContainsUsername));
        assert_eq!(check("sabi-student-2026", "student"), Err(DomainError::PasswordContainsUsername));
        assert_eq!(check("ÉLODIE rides at dawn", "élodie"), Err(DomainError::PasswordContainsUsername));
        assert_eq!(check("correct horse battery", "amina"), Ok(()));
    }

    #[test]
    fn common_passwords_are_refused_in_any_case_or_disguise() {
        for common in
            ["password", "Password1", "12345678", "qwertyuiop", "p@ssw0rd", "iloveyou", "football", "aaaaaaaa"]
        {
            assert_eq!(check(common, "amina"), Err(DomainError::CommonPassword), "{common}");
        }
        for fine in ["correct horse battery", "Mbalmayo market 7", "sabi-learner-2026", "Amina-pass-2026"] {
            assert_eq!(check(fine, "amina2026x"), Ok(()), "{fine}");
        }
    }

    #[test]
    fn the_messages_say_what_to_do() {
        assert_eq!(DomainError::PasswordContainsUsername.to_string(), "Your password must not contain your username.");
        assert_eq!(
            DomainError::CommonPassword.to_string(),
            "This password is too common. Please choose one that is harder to guess."
        );
    }
}
