//! Accounts: registration, sign-in and sessions, profiles, classes and subjects, pictures,
//! password changes and resets, and the admin's management of people.

use std::sync::Arc;

use sabi_domain::class_level::ClassLevel;
use sabi_domain::user::{
    self, AdminUserForm, EmailAddress, NewAccount, OwnRoleChoice, Password, RegistrationForm, Role, User, UserStatus,
    Username,
};
use sabi_ports::{
    Clock, Credentials, EmailChange, FileStore, IdGenerator, Mail, Mailer, NewUser, ResetToken, Store, StoreError,
    UserChanges, UserQuery,
};
use sha2::{Digest, Sha256};

use crate::caller::Caller;
use crate::error::{AppError, AppResult, OrNotFound};
use crate::passwords::Passwords;
use crate::sessions::SessionKeys;
use crate::throttle::{Guarded, Limits};
use crate::{Ports, Settings};

mod import;
pub use import::{CreatedStudent, ReadyStudent, Slip, StudentImport};

/// Reset links work for an hour.
pub const RESET_TOKEN_SECONDS: i64 = 60 * 60;
/// The longest list of waiting teacher requests one answer holds.
pub const MAX_TEACHER_REQUESTS: i64 = 500;
/// Profile pictures are at most this big.
pub const MAX_PICTURE_BYTES: usize = 5 * 1024 * 1024;

/// A signed-in user and their session token.
#[derive(Debug, Clone)]
pub struct SignedIn {
    pub user: User,
    pub token: String,
}

/// A change to a profile as the API receives it: every field optional.
#[derive(Debug, Clone, Default)]
pub struct ProfileUpdate {
    pub username: Option<String>,
    pub email: Option<String>,
    pub phone_number: Option<String>,
    pub resident: Option<String>,
    pub school: Option<String>,
    pub age: Option<i64>,
    pub role: Option<String>,
    pub status: Option<String>,
    pub class_name: Option<String>,
    pub stream: Option<String>,
    pub subjects: Option<Vec<String>>,
    pub password: Option<String>,
    pub confirm_password: Option<String>,
    /// The caller's current password: required when students and teachers change their
    /// own password or email, so a session left open cannot take the account over.
    pub current_password: Option<String>,
}

#[derive(Clone)]
pub struct AccountService {
    store: Arc<dyn Store>,
    mailer: Arc<dyn Mailer>,
    files: Arc<dyn FileStore>,
    clock: Arc<dyn Clock>,
    ids: Arc<dyn IdGenerator>,
    passwords: Passwords,
    sessions: SessionKeys,
    limits: Limits,
    settings: Arc<Settings>,
}

fn token_hash(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

impl AccountService {
    pub fn new(ports: &Ports, settings: Arc<Settings>, sessions: SessionKeys) -> AccountService {
        AccountService {
            store: ports.store.clone(),
            mailer: ports.mailer.clone(),
            files: ports.files.clone(),
            clock: ports.clock.clone(),
            ids: ports.ids.clone(),
            passwords: Passwords::new(settings.password_cost),
            sessions,
            limits: Limits::new(ports.store.clone()),
            settings,
        }
    }

    pub fn session_ttl_seconds(&self) -> i64 {
        self.sessions.ttl_seconds
    }

    async fn create(&self, account: NewAccount) -> AppResult<User> {
        // Checked first for a clear message; the unique indexes still decide under a race.
        if self.store.username_exists(account.username.as_str()).await? {
            return Err(AppError::UsernameTaken);
        }
        if self.store.email_exists(account.email.as_str()).await? {
            return Err(AppError::EmailTaken);
        }
        let password_hash = self.passwords.hash(account.password.expose()).await?;
        let now = self.clock.now();
        let user = NewUser {
            id: self.ids.new_id(),
            username: account.username.as_str().to_string(),
            email: account.email.as_str().to_string(),
            phone_number: account.phone_number,
            password_hash,
            role: account.role,
            status: account.status,
            resident: String::new(),
            school: String::new(),
            age: None,
            class_name: None,
            subjects: Vec::new(),
            created_at: now,
            teacher_requested_at: account.asks_to_teach.then_some(now),
            full_name: String::new(),
            password_change_required: false,
        };
        Ok(self.store.create_user(user).await?)
    }

    /// Onboarding's sign-up step: anyone may register; one who picks "Teacher" is a student
    /// until an admin approves the request.
    pub async fn register(&self, form: &RegistrationForm) -> AppResult<User> {
        self.create(user::validate_registration(form)?).await
    }

    /// The admin's Add User form.
    pub async fn create_user(&self, caller: &Caller, form: &AdminUserForm) -> AppResult<User> {
        caller.require_admin()?;
        self.create(user::validate_admin_user(form)?).await
    }

    /// Sign-in by username (or email). Unknown users and wrong passwords get the same answer
    /// in the same time. Each try is counted per (account, address) before the password is
    /// checked: after 5, each further try waits twice as long as the last (see
    /// [`sabi_domain::limit`]), so the account's owner elsewhere is never locked out. Failures
    /// per address have a high ceiling of their own.
    pub async fn login(&self, login: &str, password: &str, address: &str) -> AppResult<SignedIn> {
        let login = login.trim();
        if login.is_empty() {
            return Err(AppError::BadRequest("Username is required.".into()));
        }
        let account = login.to_lowercase();
        let now = self.clock.now();
        let pair = format!("{account}\u{1f}{address}");
        self.limits.check(Guarded::LoginAddress, address, now).await?;
        self.limits.reserve(Guarded::Login, &pair, now).await?;
        let found = match self.store.credentials_by_login(&account).await {
            Ok(c) => Some(c),
            Err(StoreError::NotFound) => None,
            Err(e) => return Err(e.into()),
        };
        let verified = match &found {
            Some(c) => self.passwords.verify(password, &c.password_hash).await?,
            None => {
                self.passwords.waste_a_verification().await;
                false
            }
        };
        let Some(credentials) = found.filter(|_| verified) else {
            // Counted only when it failed: the ceiling is for sprays, not for a busy lab.
            // A refusal here changes nothing: this failure is answered as such.
            let _ = self.limits.reserve(Guarded::LoginAddress, address, now).await;
            return Err(AppError::InvalidCredentials);
        };
        if credentials.user.status == UserStatus::Inactive {
            return Err(AppError::AccountInactive);
        }
        self.limits.clear(Guarded::Login, &pair, now).await?;
        self.signed_in(credentials)
    }

    /// A new session for these credentials.
    fn signed_in(&self, credentials: Credentials) -> AppResult<SignedIn> {
        let user = credentials.user;
        let token = self.sessions.issue(
            &self.ids.new_id(),
            &user.id,
            user.role,
            credentials.session_epoch,
            self.clock.now(),
        )?;
        Ok(SignedIn { user, token })
    }

    /// Who a session token belongs to, if it is still good: signed by us, not expired, not
    /// signed out, issued since the last password change, and for an active account. One
    /// store read.
    pub async fn authenticate(&self, token: &str) -> AppResult<Caller> {
        let claims = self.sessions.verify(token, self.clock.now())?;
        let check = match self.store.session_check(&claims.sub, &claims.sid).await {
            Ok(c) => c,
            Err(StoreError::NotFound) => return Err(AppError::Unauthenticated),
            Err(e) => return Err(e.into()),
        };
        let user = check.credentials.user;
        if check.revoked || check.credentials.session_epoch != claims.epoch || user.status == UserStatus::Inactive {
            return Err(AppError::Unauthenticated);
        }
        Ok(Caller::of(&user))
    }

    /// Signs a session out for good: its token is refused from now on, by every server
    /// sharing the store, even if someone kept a copy. A token that is already no good
    /// (expired, forged, of a deleted user) has nothing to revoke.
    pub async fn logout(&self, token: &str) -> AppResult<()> {
        let now = self.clock.now();
        let Ok(claims) = self.sessions.verify(token, now) else {
            return Ok(());
        };
        match self.store.revoke_session(&claims.sid, &claims.sub, claims.exp, now).await {
            Ok(()) | Err(StoreError::NotFound) => Ok(()),
            Err(e) => Err(e.into()),
        }
    }

    /// Whether a username is taken; limited per address, so the check cannot list who has
    /// an account.
    pub async fn username_exists(&self, username: &str, address: &str) -> AppResult<bool> {
        self.limits.reserve(Guarded::Availability, address, self.clock.now()).await?;
        Ok(self.store.username_exists(username).await?)
    }

    /// Whether an email is registered; limited per address like [`Self::username_exists`].
    pub async fn email_exists(&self, email: &str, address: &str) -> AppResult<bool> {
        self.limits.reserve(Guarded::Availability, address, self.clock.now()).await?;
        Ok(self.store.email_exists(email).await?)
    }

    pub async fn user(&self, caller: &Caller, id: &str) -> AppResult<User> {
        caller.may_act_for(id)?;
        self.store.user(id).await.or_not_found("User not found.")
    }

    /// Profile changes. Students change their own name, email, phone, resident, school, age,
    /// class, subjects and password, and pick student or teacher at onboarding ("Teacher"
    /// records a request an admin decides); only admins change someone's status or role.
    pub async fn update_user(&self, caller: &Caller, id: &str, update: &ProfileUpdate) -> AppResult<User> {
        caller.may_act_for(id)?;
        if caller.password_change_required {
            // A one-time password is for choosing one's own, and nothing else.
            match (update.password.as_deref(), update.current_password.as_deref()) {
                (None, _) => return Err(AppError::PasswordChangeRequired),
                (Some(new), Some(old)) if new == old => {
                    return Err(AppError::BadRequest("Choose a password other than your one-time password.".into()));
                }
                _ => {}
            }
        }
        if !caller.is_admin() && (update.password.is_some() || update.email.is_some()) {
            self.require_current_password(id, update).await?;
        }
        let mut changes = UserChanges::default();
        if let Some(username) = &update.username {
            changes.username = Some(Username::parse(username)?.as_str().to_string());
        }
        // Students and teachers confirm a new email from its own mailbox: it changes only
        // then (see `confirm_email_change`). Admins set it directly.
        let mut unconfirmed_email = None;
        if let Some(email) = &update.email {
            let email = EmailAddress::parse(email)?.as_str().to_string();
            if caller.is_admin() {
                changes.email = Some(email);
            } else {
                unconfirmed_email = Some(email);
            }
        }
        if let Some(phone) = &update.phone_number {
            changes.phone_number = Some(user::checked_text("Phone number", phone)?);
        }
        if let Some(resident) = &update.resident {
            changes.resident = Some(user::checked_text("Resident", resident)?);
        }
        if let Some(school) = &update.school {
            changes.school = Some(user::checked_text("School", school)?);
        }
        if let Some(age) = update.age {
            changes.age = Some(Some(user::checked_age(age)?));
        }
        let now = self.clock.now();
        if let Some(role) = &update.role {
            let role: Role = role.parse()?;
            if caller.is_admin() {
                // An admin's choice also settles any request.
                changes.role = Some(role);
                changes.teacher_requested_at = Some(None);
            } else {
                match role.chosen_by_oneself() {
                    None => return Err(AppError::Forbidden),
                    Some(OwnRoleChoice::Student) => {
                        changes.role = Some(Role::Student);
                        changes.teacher_requested_at = Some(None);
                    }
                    // A teacher already is one; a student's first ask keeps its date.
                    Some(OwnRoleChoice::AskToTeach) if caller.role == Role::Student => {
                        let current = self.store.user(id).await.or_not_found("User not found.")?;
                        if current.teacher_requested_at.is_none() {
                            changes.teacher_requested_at = Some(Some(now));
                        }
                    }
                    Some(OwnRoleChoice::AskToTeach) => {}
                }
            }
        }
        if let Some(status) = &update.status {
            let status: UserStatus = status.parse()?;
            if !caller.is_admin() {
                return Err(AppError::Forbidden);
            }
            changes.status = Some(status);
        }
        if let Some(class) = update.class_name.as_deref().filter(|c| !c.trim().is_empty()) {
            changes.class_name = Some(Some(class.parse::<ClassLevel>()?));
        }
        if let Some(stream) = &update.stream {
            let stream: sabi_domain::class_level::Stream = stream.parse()?;
            changes.stream = Some(Some(stream.as_str().to_string()));
        }
        if let Some(subjects) = &update.subjects {
            changes.subjects = Some(checked_subjects(subjects)?);
        }
        if let Some(password) = &update.password {
            let current = self.store.user(id).await.or_not_found("User not found.")?;
            // The rules hold for the name the account has and for one it is being given.
            let names = [Some(current.username.as_str()), update.username.as_deref()];
            for name in names.into_iter().flatten() {
                match &update.confirm_password {
                    Some(confirm) => user::validate_password_change(password, confirm, name)?,
                    None => Password::choose(password, name)?,
                };
            }
            let password = Password::choose(password, &current.username)?;
            let hash = self.passwords.hash(password.expose()).await?;
            self.store.set_password_hash(id, &hash, false, now).await.or_not_found("User not found.")?;
        }
        let user = self.store.update_user(id, &changes, now).await.or_not_found("User not found.")?;
        if let Some(email) = unconfirmed_email.filter(|e| !e.eq_ignore_ascii_case(&user.email)) {
            self.send_email_confirmation(&user, &email, now).await?;
        }
        Ok(user)
    }

    /// Mails a single-use link (an hour) to a new address; the address becomes the
    /// account's only when the link is used.
    async fn send_email_confirmation(&self, user: &User, email: &str, now: sabi_domain::Timestamp) -> AppResult<()> {
        if self.store.email_exists(email).await? {
            return Err(AppError::EmailTaken);
        }
        self.limits.reserve(Guarded::MailsTo, &email.to_lowercase(), now).await?;
        let token = hex::encode(rand::random::<[u8; 32]>());
        self.store
            .save_email_change(EmailChange {
                token_hash: token_hash(&token),
                user_id: user.id.clone(),
                new_email: email.to_string(),
                expires_at: now + RESET_TOKEN_SECONDS,
                created_at: now,
            })
            .await?;
        let link = format!("{}/confirm-email#token={token}", self.settings.public_url.trim_end_matches('/'));
        let mail = confirmation_mail(email, &user.username, &link);
        self.mailer.send(mail).await.map_err(AppError::Unexpected)?;
        Ok(())
    }

    /// Uses an email confirmation link: the account's email becomes the confirmed one.
    pub async fn confirm_email_change(&self, token: &str) -> AppResult<()> {
        match self.store.confirm_email_change(&token_hash(token), self.clock.now()).await? {
            Some(_) => Ok(()),
            None => Err(AppError::BadRequest("This confirmation link is invalid or has expired.".into())),
        }
    }

    /// Refuses a change of password or email unless the request carries the account's
    /// current password (an email left as it is needs none).
    async fn require_current_password(&self, id: &str, update: &ProfileUpdate) -> AppResult<()> {
        let credentials = self.store.credentials(id).await.or_not_found("User not found.")?;
        let same_email = update.email.as_deref().is_none_or(|e| e.trim().eq_ignore_ascii_case(&credentials.user.email));
        if update.password.is_none() && same_email {
            return Ok(());
        }
        let Some(current) = update.current_password.as_deref().filter(|c| !c.is_empty()) else {
            return Err(AppError::BadRequest("Please enter your current password.".into()));
        };
        let now = self.clock.now();
        // Guessing the current password through this form is limited like signing in.
        let key = format!("change\u{1f}{id}");
        self.limits.reserve(Guarded::Login, &key, now).await?;
        if !self.passwords.verify(current, &credentials.password_hash).await? {
            return Err(AppError::WrongCurrentPassword);
        }
        self.limits.clear(Guarded::Login, &key, now).await?;
        Ok(())
    }

    /// A fresh session after the caller changed their own password (the old ones are retired).
    pub async fn reissue(&self, caller: &Caller) -> AppResult<SignedIn> {
        let credentials = self.store.credentials(&caller.user_id).await.or_not_found("User not found.")?;
        self.signed_in(credentials)
    }

    pub async fn class(&self, caller: &Caller, id: &str) -> AppResult<Option<ClassLevel>> {
        Ok(self.user(caller, id).await?.class_name)
    }

    pub async fn set_class(&self, caller: &Caller, id: &str, class_name: &str) -> AppResult<ClassLevel> {
        let update = ProfileUpdate { class_name: Some(class_name.to_string()), ..Default::default() };
        if class_name.trim().is_empty() {
            return Err(AppError::BadRequest("className is required.".into()));
        }
        let user = self.update_user(caller, id, &update).await?;
        Ok(user.class_or_default())
    }

    pub async fn subjects(&self, caller: &Caller, id: &str) -> AppResult<Vec<String>> {
        Ok(self.user(caller, id).await?.subjects)
    }

    pub async fn set_subjects(&self, caller: &Caller, id: &str, subjects: &[String]) -> AppResult<Vec<String>> {
        let update = ProfileUpdate { subjects: Some(subjects.to_vec()), ..Default::default() };
        Ok(self.update_user(caller, id, &update).await?.subjects)
    }

    pub async fn profile_pic(&self, caller: &Caller, id: &str) -> AppResult<Option<String>> {
        Ok(self.user(caller, id).await?.profile_pic)
    }

    /// A new profile picture: an image by its content (PNG, JPEG, GIF or WebP), 5 MB at most,
    /// decoded and encoded again (see `pictures`).
    pub async fn set_profile_pic(&self, caller: &Caller, id: &str, bytes: Vec<u8>) -> AppResult<String> {
        caller.may_act_for(id)?;
        let old = self.store.user(id).await.or_not_found("Invalid user ID.")?.profile_pic;
        let (extension, bytes) = crate::pictures::clean_picture(bytes).await?;
        let path = self.files.save("avatars", extension, bytes).await?;
        let changes = UserChanges { profile_pic: Some(Some(path.clone())), ..Default::default() };
        self.store.update_user(id, &changes, self.clock.now()).await.or_not_found("Invalid user ID.")?;
        if let Some(old) = old.filter(|o| o.starts_with("/files/")) {
            // The old picture is no longer referenced; failing to remove it loses nothing.
            if let Err(e) = self.files.remove(&old).await {
                tracing::warn!(error = %e, "could not remove an old profile picture");
            }
        }
        Ok(path)
    }

    /// Sends a single-use reset link that works for an hour. Limited per address and per
    /// email. Answers the same, in the same time, whether or not the address belongs to
    /// anyone: the look-up and the mail happen after the answer, in a task of their own.
    pub async fn request_password_reset(&self, email: &str, address: &str) -> AppResult<()> {
        let email = EmailAddress::parse(email)?;
        let now = self.clock.now();
        self.limits.reserve(Guarded::ResetAddress, address, now).await?;
        let email_key = email.as_str().to_lowercase();
        self.limits.reserve(Guarded::MailsTo, &email_key, now).await?;
        let this = self.clone();
        tokio::spawn(async move {
            if let Err(e) = this.send_reset_link(&email_key).await {
                tracing::error!(error = %e, "could not send a password reset mail");
            }
        });
        Ok(())
    }

    async fn send_reset_link(&self, email_key: &str) -> AppResult<()> {
        let Ok(found) = self.store.credentials_by_login(email_key).await else {
            return Ok(());
        };
        if !found.user.email.eq_ignore_ascii_case(email_key) {
            return Ok(());
        }
        let token = hex::encode(rand::random::<[u8; 32]>());
        let now = self.clock.now();
        self.store
            .save_reset_token(ResetToken {
                token_hash: token_hash(&token),
                user_id: found.user.id.clone(),
                expires_at: now + RESET_TOKEN_SECONDS,
                created_at: now,
            })
            .await?;
        // The token rides in the fragment, which browsers never send to a server: it stays
        // out of access logs, proxies' logs and Referer headers.
        let link = format!("{}/reset-password#token={token}", self.settings.public_url.trim_end_matches('/'));
        let mail = reset_mail(&found.user.email, &found.user.username, &link);
        if let Err(e) = self.mailer.send(mail).await {
            // The answer stays the same; the failure is for the operator.
            tracing::error!(error = %e, "could not send a password reset mail");
        }
        Ok(())
    }

    /// Sets a new password with a reset link's token: once, within the hour.
    pub async fn confirm_password_reset(&self, token: &str, password: &str, confirm: &str) -> AppResult<()> {
        let now = self.clock.now();
        let invalid = || AppError::BadRequest("This reset link is invalid or has expired.".into());
        // Checked against the account's name before the link is spent, so a refused
        // password leaves the link usable for a better one.
        let owner = self.store.reset_token_user(&token_hash(token), now).await?.ok_or_else(invalid)?;
        let username = self.store.user(&owner).await.or_not_found("User not found.")?.username;
        let password = user::validate_password_change(password, confirm, &username)?;
        let Some(user_id) = self.store.use_reset_token(&token_hash(token), now).await? else {
            return Err(AppError::BadRequest("This reset link is invalid or has expired.".into()));
        };
        let hash = self.passwords.hash(password.expose()).await?;
        self.store.set_password_hash(&user_id, &hash, false, now).await.or_not_found("User not found.")?;
        Ok(())
    }

    pub async fn users(&self, caller: &Caller, query: &UserQuery) -> AppResult<Vec<User>> {
        caller.require_admin()?;
        Ok(self.store.users(query).await?)
    }

    pub async fn count_users(&self, caller: &Caller, query: &UserQuery) -> AppResult<i64> {
        caller.require_admin()?;
        Ok(self.store.count_users(query).await?)
    }

    pub async fn delete_user(&self, caller: &Caller, id: &str) -> AppResult<()> {
        caller.require_admin()?;
        if caller.user_id == id {
            return Err(AppError::Conflict("You cannot delete your own account.".into()));
        }
        let user = self.store.user(id).await.or_not_found("User not found.")?;
        self.store.delete_user(id).await.or_not_found("User not found.")?;
        if let Some(pic) = user.profile_pic.filter(|p| p.starts_with("/files/")) {
            let _ = self.files.remove(&pic).await;
        }
        Ok(())
    }

    /// Creates an account directly (first run and seeding), skipping the availability checks'
    /// friendly path but not the rules.
    pub async fn create_account(
        &self,
        account: NewAccount,
        class_name: Option<ClassLevel>,
        school: &str,
    ) -> AppResult<User> {
        let user = self.create(account).await?;
        let changes =
            UserChanges { class_name: Some(class_name), school: Some(school.to_string()), ..Default::default() };
        Ok(self.store.update_user(&user.id, &changes, self.clock.now()).await?)
    }

    /// Students waiting for an admin to make them teachers, oldest request first.
    pub async fn teacher_requests(&self, caller: &Caller) -> AppResult<Vec<User>> {
        caller.require_admin()?;
        let query = UserQuery { teacher_requests: true, limit: Some(MAX_TEACHER_REQUESTS), ..Default::default() };
        let mut users = self.store.users(&query).await?;
        // Timestamps are whole seconds; ids (UUID v7) keep the order within one.
        users.sort_by(|a, b| {
            (a.teacher_requested_at, a.created_at, &a.id).cmp(&(b.teacher_requested_at, b.created_at, &b.id))
        });
        Ok(users)
    }

    /// An admin approves (the account becomes a teacher's) or refuses a request to teach;
    /// either way the request is settled. A user with no request answers 409.
    pub async fn decide_teacher_request(&self, caller: &Caller, id: &str, approve: bool) -> AppResult<User> {
        caller.require_admin()?;
        let user = self.store.user(id).await.or_not_found("User not found.")?;
        if user.teacher_requested_at.is_none() {
            return Err(AppError::Conflict("This user has not asked to be a teacher.".into()));
        }
        let changes = UserChanges {
            role: approve.then_some(Role::Teacher),
            teacher_requested_at: Some(None),
            ..Default::default()
        };
        self.store.update_user(id, &changes, self.clock.now()).await.or_not_found("User not found.")
    }

    pub async fn any_admin_exists(&self) -> AppResult<bool> {
        Ok(self.store.any_admin_exists().await?)
    }
}

/// The reset mail, in English then French (the store does not know a user's language, and
/// Cameroon's schools use both), as plain text and HTML. The link is its only token.
fn reset_mail(to: &str, username: &str, link: &str) -> Mail {
    let name = html_escape(username);
    let href = html_escape(link);
    Mail {
        to: to.to_string(),
        subject: "Reset your Sabi password / Réinitialisez votre mot de passe Sabi".into(),
        text: format!(
            "Hello {username},\n\nSomeone (we hope you) asked to reset your Sabi password. Open this link within one hour to choose a new one:\n\n{link}\n\nIf you did not ask, ignore this mail: your password stays as it is.\n\n---\n\nBonjour {username},\n\nQuelqu'un (vous, nous l'espérons) a demandé à réinitialiser votre mot de passe Sabi. Ouvrez ce lien dans l'heure pour en choisir un nouveau :\n\n{link}\n\nSi vous n'avez rien demandé, ignorez ce message : votre mot de passe reste le même.\n"
        ),
        html: format!(
            "<!DOCTYPE html>\n<html><body style=\"font-family: sans-serif\">\n<div lang=\"en\">\n<p>Hello {name},</p>\n<p>Someone (we hope you) asked to reset your Sabi password. Open this link within one hour to choose a new one:</p>\n<p><a href=\"{href}\">Choose a new password</a></p>\n<p>If you did not ask, ignore this mail: your password stays as it is.</p>\n</div>\n<hr>\n<div lang=\"fr\">\n<p>Bonjour {name},</p>\n<p>Quelqu'un (vous, nous l'espérons) a demandé à réinitialiser votre mot de passe Sabi. Ouvrez ce lien dans l'heure pour en choisir un nouveau :</p>\n<p><a href=\"{href}\">Choisir un nouveau mot de passe</a></p>\n<p>Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste le même.</p>\n</div>\n</body></html>\n"
        ),
    }
}

/// The email confirmation mail, like the reset mail in English then French, text and HTML.
fn confirmation_mail(to: &str, username: &str, link: &str) -> Mail {
    let name = html_escape(username);
    let href = html_escape(link);
    Mail {
        to: to.to_string(),
        subject: "Confirm your new Sabi email address / Confirmez votre nouvelle adresse Sabi".into(),
        text: format!(
            "Hello {username},\n\nTo make this your Sabi email address, open this link within one hour:\n\n{link}\n\nIf you did not ask for this, ignore this mail: nothing changes.\n\n---\n\nBonjour {username},\n\nPour faire de cette adresse votre adresse Sabi, ouvrez ce lien dans l'heure :\n\n{link}\n\nSi vous n'avez rien demandé, ignorez ce message : rien ne change.\n"
        ),
        html: format!(
            "<!DOCTYPE html>\n<html><body style=\"font-family: sans-serif\">\n<div lang=\"en\">\n<p>Hello {name},</p>\n<p>To make this your Sabi email address, open this link within one hour:</p>\n<p><a href=\"{href}\">Confirm this email address</a></p>\n<p>If you did not ask for this, ignore this mail: nothing changes.</p>\n</div>\n<hr>\n<div lang=\"fr\">\n<p>Bonjour {name},</p>\n<p>Pour faire de cette adresse votre adresse Sabi, ouvrez ce lien dans l'heure :</p>\n<p><a href=\"{href}\">Confirmer cette adresse</a></p>\n<p>Si vous n'avez rien demandé, ignorez ce message : rien ne change.</p>\n</div>\n</body></html>\n"
        ),
    }
}

fn html_escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// Subject names: trimmed, non-blank, distinct, bounded.
fn checked_subjects(subjects: &[String]) -> AppResult<Vec<String>> {
    if subjects.len() > 50 {
        return Err(AppError::BadRequest("Too many subjects.".into()));
    }
    let mut out: Vec<String> = Vec::new();
    for s in subjects {
        let s = sabi_domain::catalogue::check_name("Subject", s)?;
        if !s.is_empty() && !out.iter().any(|o| o.eq_ignore_ascii_case(&s)) {
            out.push(s);
        }
    }
    Ok(out)
}

/// An image's file extension from its first bytes; anything else is refused.
pub fn image_extension(bytes: &[u8]) -> AppResult<&'static str> {
    if bytes.is_empty() {
        return Err(AppError::BadRequest("Please select a file to upload.".into()));
    }
    if bytes.len() > MAX_PICTURE_BYTES {
        return Err(AppError::TooLarge("The picture is too large (at most 5 MB).".into()));
    }
    match bytes {
        [0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, ..] => Ok("png"),
        [0xFF, 0xD8, 0xFF, ..] => Ok("jpg"),
        [b'G', b'I', b'F', b'8', b'7' | b'9', b'a', ..] => Ok("gif"),
        [b'R', b'I', b'F', b'F', _, _, _, _, b'W', b'E', b'B', b'P', ..] => Ok("webp"),
        _ => Err(AppError::UnsupportedMedia("Only image files (PNG, JPEG, GIF or WebP) can be uploaded.".into())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn images_are_recognised_by_their_content() {
        assert_eq!(image_extension(b"\x89PNG\r\n\x1a\nrest").unwrap(), "png");
        assert_eq!(image_extension(b"\xFF\xD8\xFF\xE0").unwrap(), "jpg");
        assert_eq!(image_extension(b"GIF89a...").unwrap(), "gif");
        assert_eq!(image_extension(b"RIFF\0\0\0\0WEBPVP8 ").unwrap(), "webp");
        assert!(matches!(image_extension(b"<svg onload=alert(1)>"), Err(AppError::UnsupportedMedia(_))));
        assert!(matches!(image_extension(b"%PDF-1.7"), Err(AppError::UnsupportedMedia(_))));
        assert!(matches!(image_extension(b""), Err(AppError::BadRequest(_))));
        let big = [&b"\x89PNG\r\n\x1a\n"[..], &vec![0u8; MAX_PICTURE_BYTES][..]].concat();
        assert!(matches!(image_extension(&big), Err(AppError::TooLarge(_))));
    }

    #[test]
    fn subjects_are_cleaned() {
        let cleaned = checked_subjects(&[" Biology ".into(), "biology".into(), "".into(), "Physics".into()]).unwrap();
        assert_eq!(cleaned, ["Biology", "Physics"]);
    }
}
