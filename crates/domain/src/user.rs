//! People: roles, statuses, the user record, and the validation of what they type when they
//! register, are created by an admin, or change their password.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::class_level::ClassLevel;
use crate::{DomainError, Timestamp};

/// Who someone is in the school. Teachers are treated like students after sign-in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    #[default]
    Student,
    Teacher,
    Admin,
}

impl Role {
    pub const fn as_str(self) -> &'static str {
        match self {
            Role::Student => "student",
            Role::Teacher => "teacher",
            Role::Admin => "admin",
        }
    }

    pub fn is_admin(self) -> bool {
        self == Role::Admin
    }

    /// Roles a person may pick at onboarding: never admin.
    pub fn selectable_at_onboarding(self) -> bool {
        matches!(self, Role::Student | Role::Teacher)
    }

    /// What picking this role does for someone who is not an admin (at onboarding, or on
    /// their own profile): only an admin makes a teacher, so "Teacher" keeps the account a
    /// student and asks an admin; nobody makes themself an admin (`None`).
    pub fn chosen_by_oneself(self) -> Option<OwnRoleChoice> {
        match self {
            Role::Student => Some(OwnRoleChoice::Student),
            Role::Teacher => Some(OwnRoleChoice::AskToTeach),
            Role::Admin => None,
        }
    }
}

/// The outcome of someone picking their own role: see [`Role::chosen_by_oneself`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OwnRoleChoice {
    /// A student, with no request to teach.
    Student,
    /// A student until an admin approves the request to be a teacher.
    AskToTeach,
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Role {
    type Err = DomainError;
    /// Roles are compared in lower case (spec section 3); "Administrator" is how admin is shown.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "student" | "" => Ok(Role::Student),
            "teacher" => Ok(Role::Teacher),
            "admin" | "administrator" => Ok(Role::Admin),
            _ => Err(DomainError::UnknownRole(s.trim().to_string())),
        }
    }
}

/// Whether an account may sign in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum UserStatus {
    #[default]
    Active,
    Inactive,
}

impl UserStatus {
    pub const fn as_str(self) -> &'static str {
        match self {
            UserStatus::Active => "active",
            UserStatus::Inactive => "inactive",
        }
    }
}

impl FromStr for UserStatus {
    type Err = DomainError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "active" | "" => Ok(UserStatus::Active),
            "inactive" => Ok(UserStatus::Inactive),
            _ => Err(DomainError::UnknownStatus(s.trim().to_string())),
        }
    }
}

/// A person as stored, without their password hash (that never leaves the accounts service).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct User {
    pub id: String,
    pub username: String,
    pub email: String,
    pub phone_number: String,
    pub role: Role,
    pub status: UserStatus,
    /// Where the student lives or studies (the spec's "resident").
    pub resident: String,
    pub school: String,
    pub age: Option<i32>,
    pub class_name: Option<ClassLevel>,
    /// The stream chosen at onboarding for streamed classes (Science, Arts or General).
    pub stream: Option<String>,
    pub profile_pic: Option<String>,
    pub subjects: Vec<String>,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
    /// When a student asked to be made a teacher (picking "Teacher" at onboarding), while no
    /// admin has approved or refused it: only an admin makes a teacher.
    pub teacher_requested_at: Option<Timestamp>,
    /// The pupil's full name, when an admin gave one (accounts made in bulk); may be empty.
    pub full_name: String,
    /// The account was made with a one-time password: until its owner chooses their own, the
    /// session may do nothing else.
    pub password_change_required: bool,
}

impl User {
    /// The class the user studies in, or Form 1 when none was chosen.
    pub fn class_or_default(&self) -> ClassLevel {
        self.class_name.unwrap_or(ClassLevel::DEFAULT)
    }
}

/// The shortest password we accept from anyone.
pub const MIN_PASSWORD_LENGTH: usize = 8;
/// Long enough for any real passphrase, short enough that hashing it costs nothing extra.
pub const MAX_PASSWORD_LENGTH: usize = 128;
pub const MAX_NAME_LENGTH: usize = 120;

/// A username: 3 to 32 letters, digits, dots, dashes or underscores. Compared without case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Username(String);

impl Username {
    pub fn parse(s: &str) -> Result<Username, DomainError> {
        // Kept composed (NFC): `e` + a combining accent is the letter `é`.
        let s: String = unicode_normalization::UnicodeNormalization::nfc(s.trim()).collect();
        let s = s.as_str();
        let len = s.chars().count();
        let allowed = |c: char| c.is_alphanumeric() || matches!(c, '.' | '-' | '_');
        if !(3..=32).contains(&len) || !s.chars().all(allowed) {
            return Err(DomainError::InvalidUsername);
        }
        Ok(Username(s.to_string()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// An email address with one @, something before it, and a dotted domain after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EmailAddress(String);

impl EmailAddress {
    pub fn parse(s: &str) -> Result<EmailAddress, DomainError> {
        let s = s.trim();
        let valid = s.len() <= 254
            && !s.chars().any(char::is_whitespace)
            && match s.split_once('@') {
                Some((local, domain)) => {
                    !local.is_empty()
                        && !domain.contains('@')
                        && domain.contains('.')
                        && !domain.starts_with('.')
                        && !domain.ends_with('.')
                }
                None => false,
            };
        if valid { Ok(EmailAddress(s.to_string())) } else { Err(DomainError::InvalidEmail) }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A password as typed, checked for length only: anything printable is allowed.
#[derive(Clone, PartialEq, Eq)]
pub struct Password(String);

impl Password {
    pub fn parse(s: &str) -> Result<Password, DomainError> {
        let len = s.chars().count();
        if len < MIN_PASSWORD_LENGTH {
            return Err(DomainError::PasswordTooShort { min: MIN_PASSWORD_LENGTH });
        }
        if len > MAX_PASSWORD_LENGTH {
            return Err(DomainError::TooLong { field: "Password", max: MAX_PASSWORD_LENGTH });
        }
        Ok(Password(s.to_string()))
    }

    /// A password someone is choosing for the account `username`: its length, then the
    /// rules of [`password_policy`](crate::password_policy) (not the username, not common).
    pub fn choose(s: &str, username: &str) -> Result<Password, DomainError> {
        let password = Password::parse(s)?;
        crate::password_policy::check(s, username)?;
        Ok(password)
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

/// How usernames and emails are compared everywhere (the stores' `username_key` and
/// `email_key`): trimmed, NFKC-normalised and lower-cased, so `Élodie`, `élodie` and
/// `E\u{301}lodie` are one name. NFKC runs again after lower-casing because lower-casing
/// can undo it.
pub fn name_key(s: &str) -> String {
    use unicode_normalization::UnicodeNormalization;
    let folded: String = s.trim().nfkc().collect::<String>().to_lowercase();
    folded.nfkc().collect()
}

/// What a name looks like (UTS #39's skeleton of its key): two names with one skeleton
/// are confusable (`paypal` and `pаypal` with a Cyrillic а), so the second is refused.
pub fn name_skeleton(s: &str) -> String {
    unicode_security::confusable_detection::skeleton(&name_key(s)).collect::<String>().to_lowercase()
}

impl fmt::Debug for Password {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Password(***)")
    }
}

/// What the onboarding sign-up step sends (spec section 7, register).
#[derive(Debug, Clone, Default)]
pub struct RegistrationForm {
    pub username: String,
    pub email: String,
    pub phone_number: String,
    pub password: String,
    pub confirm_password: String,
    pub role: Option<String>,
    pub status: Option<String>,
}

/// A new account, checked and ready to be hashed and stored.
#[derive(Debug, Clone)]
pub struct NewAccount {
    pub username: Username,
    pub email: EmailAddress,
    pub phone_number: String,
    pub password: Password,
    pub role: Role,
    pub status: UserStatus,
    /// Picked "Teacher" at onboarding: a student whose request an admin decides.
    pub asks_to_teach: bool,
}

/// Registration from onboarding: passwords must match ('Passwords do not match.'), and a
/// person may not make themself an admin.
pub fn validate_registration(form: &RegistrationForm) -> Result<NewAccount, DomainError> {
    if form.username.trim().is_empty() || form.email.trim().is_empty() || form.password.is_empty() {
        return Err(DomainError::MissingUserFields);
    }
    if form.password != form.confirm_password {
        return Err(DomainError::PasswordsDoNotMatch);
    }
    let role = form.role.as_deref().unwrap_or("student").parse::<Role>()?;
    let asks_to_teach = role.chosen_by_oneself() == Some(OwnRoleChoice::AskToTeach);
    Ok(NewAccount {
        username: Username::parse(&form.username)?,
        email: EmailAddress::parse(&form.email)?,
        phone_number: checked_phone(&form.phone_number)?,
        password: Password::choose(&form.password, &form.username)?,
        role: Role::Student,
        status: form.status.as_deref().unwrap_or("active").parse()?,
        asks_to_teach,
    })
}

/// What the admin's Add User form sends (admin spec section 5): every field is required.
#[derive(Debug, Clone, Default)]
pub struct AdminUserForm {
    pub username: String,
    pub email: String,
    pub phone_number: String,
    pub role: String,
    pub password: String,
}

/// Add User: username, email, phone number, role and password must all be non-blank, else
/// 'Please fill out all fields.'.
pub fn validate_admin_user(form: &AdminUserForm) -> Result<NewAccount, DomainError> {
    let fields = [&form.username, &form.email, &form.phone_number, &form.role, &form.password];
    if fields.iter().any(|f| f.trim().is_empty()) {
        return Err(DomainError::MissingUserFields);
    }
    Ok(NewAccount {
        username: Username::parse(&form.username)?,
        email: EmailAddress::parse(&form.email)?,
        phone_number: checked_phone(&form.phone_number)?,
        password: Password::choose(&form.password, &form.username)?,
        role: form.role.parse()?,
        status: UserStatus::Active,
        asks_to_teach: false,
    })
}

/// Password change for the account `username`: both fields required ('Please fill in both
/// fields.') and equal ('Passwords do not match.'), then [`Password::choose`]'s rules.
pub fn validate_password_change(password: &str, confirm: &str, username: &str) -> Result<Password, DomainError> {
    if password.is_empty() || confirm.is_empty() {
        return Err(DomainError::MissingPasswordFields);
    }
    if password != confirm {
        return Err(DomainError::PasswordsDoNotMatch);
    }
    Password::choose(password, username)
}

/// The most students one file of accounts makes: a few classes' worth, hashed in seconds.
pub const MAX_IMPORTED_STUDENTS: usize = 300;

/// A pupil's account as a line of an admin's file gives it: a name and a username; email and
/// phone optional (young pupils often have neither).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportedStudent {
    pub full_name: String,
    pub username: Username,
    /// `None` when the line has no address.
    pub email: Option<EmailAddress>,
    pub phone_number: String,
}

/// One line of a file of pupils' accounts, checked by the rules every account follows.
pub fn validate_imported_student(
    full_name: &str,
    username: &str,
    email: &str,
    phone: &str,
) -> Result<ImportedStudent, DomainError> {
    if full_name.trim().is_empty() || username.trim().is_empty() {
        return Err(DomainError::MissingUserFields);
    }
    Ok(ImportedStudent {
        full_name: checked_text("Name", full_name)?,
        username: Username::parse(username)?,
        email: if email.trim().is_empty() { None } else { Some(EmailAddress::parse(email)?) },
        phone_number: checked_phone(phone)?,
    })
}

/// Phone numbers are free text in the spec; we only bound their length and characters.
fn checked_phone(s: &str) -> Result<String, DomainError> {
    let s = s.trim();
    if s.chars().count() > 32 {
        return Err(DomainError::TooLong { field: "Phone number", max: 32 });
    }
    Ok(s.to_string())
}

/// A free-text field such as resident or school: trimmed and bounded.
pub fn checked_text(field: &'static str, s: &str) -> Result<String, DomainError> {
    let s = s.trim();
    if s.chars().count() > MAX_NAME_LENGTH {
        return Err(DomainError::TooLong { field, max: MAX_NAME_LENGTH });
    }
    Ok(s.to_string())
}

/// Ages a school's users can have.
pub fn checked_age(age: i64) -> Result<i32, DomainError> {
    if (3..=120).contains(&age) { Ok(age as i32) } else { Err(DomainError::OutOfRange { field: "Age" }) }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form() -> RegistrationForm {
        RegistrationForm {
            username: "ngozi".into(),
            email: "ngozi@example.cm".into(),
            phone_number: "+237 6 77 00 00 00".into(),
            password: "correct horse".into(),
            confirm_password: "correct horse".into(),
            role: Some("student".into()),
            status: None,
        }
    }

    #[test]
    fn an_imported_pupil_needs_a_name_and_a_username_and_nothing_else() {
        let pupil = validate_imported_student(" Ada Nji ", "ada.nji", "", "").unwrap();
        assert_eq!((pupil.full_name.as_str(), pupil.username.as_str(), pupil.email), ("Ada Nji", "ada.nji", None));
        let with_mail = validate_imported_student("Bih", "bih", "Bih@Example.cm", "677").unwrap();
        assert!(with_mail.email.is_some());
        assert_eq!(validate_imported_student("", "ada", "", ""), Err(DomainError::MissingUserFields));
        assert_eq!(validate_imported_student("Ada", "a b", "", ""), Err(DomainError::InvalidUsername));
        assert!(validate_imported_student("Ada", "ada", "not-an-address", "").is_err());
        assert!(validate_imported_student(&"n".repeat(MAX_NAME_LENGTH + 1), "ada", "", "").is_err());
    }

    #[test]
    fn registration_accepts_a_complete_form() {
        let account = validate_registration(&form()).unwrap();
        assert_eq!(account.username.as_str(), "ngozi");
        assert_eq!(account.role, Role::Student);
        assert_eq!(account.status, UserStatus::Active);
    }

    #[test]
    fn registration_rejects_mismatched_passwords_with_the_spec_message() {
        let mut f = form();
        f.confirm_password = "correct horsE".into();
        let err = validate_registration(&f).unwrap_err();
        assert_eq!(err.to_string(), "Passwords do not match.");
    }

    #[test]
    fn registration_and_add_user_refuse_the_username_and_common_passwords() {
        let mut f = form();
        (f.password, f.confirm_password) = ("NGOZI-2026!".into(), "NGOZI-2026!".into());
        assert_eq!(validate_registration(&f).unwrap_err(), DomainError::PasswordContainsUsername);
        (f.password, f.confirm_password) = ("qwerty123".into(), "qwerty123".into());
        assert_eq!(validate_registration(&f).unwrap_err(), DomainError::CommonPassword);
        let admin_form = |password: &str| AdminUserForm {
            username: "abena".into(),
            email: "abena@example.cm".into(),
            phone_number: "677000000".into(),
            role: "Teacher".into(),
            password: password.into(),
        };
        assert_eq!(
            validate_admin_user(&admin_form("abena-teacher")).unwrap_err(),
            DomainError::PasswordContainsUsername
        );
        assert_eq!(validate_admin_user(&admin_form("sunshine")).unwrap_err(), DomainError::CommonPassword);
        assert_eq!(
            validate_admin_user(&admin_form("short")).unwrap_err().to_string(),
            "Password must be at least 8 characters."
        );
    }

    #[test]
    fn names_compare_after_one_normalisation_and_case_fold() {
        assert_eq!(name_key("Élodie"), name_key("élodie"));
        assert_eq!(name_key("E\u{301}lodie"), name_key("élodie"), "a combining accent is the same letter");
        assert_eq!(name_key(" AMINA@Example.CM "), "amina@example.cm");
        assert_eq!(name_key("ｓｔｕｄｅｎｔ"), "student", "full-width letters fold to plain ones");
        assert_ne!(name_key("elodie"), name_key("élodie"), "an accent still makes another name");
        assert_eq!(name_skeleton("pаypal"), name_skeleton("paypal"), "a Cyrillic а looks like a Latin a");
        assert_eq!(name_skeleton("Amina"), name_skeleton("amina"));
        assert_ne!(name_skeleton("amina"), name_skeleton("abena"));
    }

    #[test]
    fn registration_makes_a_student_who_may_ask_to_teach() {
        let mut f = form();
        f.role = Some("admin".into());
        let account = validate_registration(&f).unwrap();
        assert_eq!((account.role, account.asks_to_teach), (Role::Student, false), "never an admin");
        f.role = Some("Teacher".into());
        let account = validate_registration(&f).unwrap();
        assert_eq!(
            (account.role, account.asks_to_teach),
            (Role::Student, true),
            "a teacher only when an admin says so"
        );
        assert!(!validate_registration(&form()).unwrap().asks_to_teach);
        assert_eq!(Role::Admin.chosen_by_oneself(), None);
    }

    #[test]
    fn admin_form_needs_every_field() {
        let full = AdminUserForm {
            username: "abena".into(),
            email: "abena@example.cm".into(),
            phone_number: "677000000".into(),
            role: "Teacher".into(),
            password: "longenough".into(),
        };
        assert_eq!(validate_admin_user(&full).unwrap().role, Role::Teacher);
        let blanks: [fn(&mut AdminUserForm); 5] = [
            |f| f.username = " ".into(),
            |f| f.email = String::new(),
            |f| f.phone_number = "\t".into(),
            |f| f.role = String::new(),
            |f| f.password = "  ".into(),
        ];
        for blank in blanks {
            let mut f = full.clone();
            blank(&mut f);
            assert_eq!(validate_admin_user(&f).unwrap_err().to_string(), "Please fill out all fields.");
        }
    }

    #[test]
    fn password_change_rules() {
        assert_eq!(validate_password_change("", "x", "amina").unwrap_err().to_string(), "Please fill in both fields.");
        assert_eq!(
            validate_password_change("Mbalmayo 7", "", "amina").unwrap_err().to_string(),
            "Please fill in both fields."
        );
        assert_eq!(
            validate_password_change("Mbalmayo 7", "Mbalmayo 8", "amina").unwrap_err().to_string(),
            "Passwords do not match."
        );
        assert!(matches!(
            validate_password_change("short", "short", "amina"),
            Err(DomainError::PasswordTooShort { .. })
        ));
        assert!(validate_password_change("Mbalmayo 7", "Mbalmayo 7", "amina").is_ok());
        assert_eq!(
            validate_password_change("amina-2026-x", "amina-2026-x", "Amina"),
            Err(DomainError::PasswordContainsUsername)
        );
        assert_eq!(validate_password_change("Password1", "Password1", "amina"), Err(DomainError::CommonPassword));
    }

    #[test]
    fn usernames_and_emails() {
        assert_eq!(Username::parse("E\u{301}lodie").unwrap().as_str(), "Élodie");
        for ok in ["abc", "jean-paul", "a.b_c", "Élodie"] {
            assert!(Username::parse(ok).is_ok(), "{ok}");
        }
        for bad in ["ab", "", "has space", "semi;colon", &"x".repeat(33)] {
            assert!(Username::parse(bad).is_err(), "{bad}");
        }
        for ok in ["a@b.cm", " x.y@school.edu.cm "] {
            assert!(EmailAddress::parse(ok).is_ok(), "{ok}");
        }
        for bad in ["", "@b.cm", "a@", "a@b", "a@@b.cm", "a b@c.cm", "a@.cm", "a@cm."] {
            assert!(EmailAddress::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn roles_compare_in_lower_case() {
        assert_eq!("ADMIN".parse::<Role>(), Ok(Role::Admin));
        assert_eq!("Administrator".parse::<Role>(), Ok(Role::Admin));
        assert!("principal".parse::<Role>().is_err());
        assert_eq!("Inactive".parse::<UserStatus>(), Ok(UserStatus::Inactive));
    }

    #[test]
    fn password_debug_hides_the_secret() {
        let p = Password::parse("supersecret").unwrap();
        assert!(!format!("{p:?}").contains("supersecret"));
    }
}
