//! Who is asking. Every use case that reads or changes something private takes a `Caller`
//! and checks it here: students and teachers reach only their own things; admins reach all.

use sabi_domain::user::{Role, User};

use crate::error::AppError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Caller {
    pub user_id: String,
    pub role: Role,
    /// Signed in with a one-time password: the session may only choose a new password
    /// (the api's session check refuses everything else).
    pub password_change_required: bool,
}

impl Caller {
    pub fn new(user_id: impl Into<String>, role: Role) -> Caller {
        Caller { user_id: user_id.into(), role, password_change_required: false }
    }

    /// The user themself as the caller (just after signing in, before any session exists).
    pub fn of(user: &User) -> Caller {
        Caller { password_change_required: user.password_change_required, ..Caller::new(user.id.clone(), user.role) }
    }

    pub fn is_admin(&self) -> bool {
        self.role.is_admin()
    }

    /// The caller is this user, or an admin.
    pub fn may_act_for(&self, user_id: &str) -> Result<(), AppError> {
        if self.is_admin() || self.user_id == user_id { Ok(()) } else { Err(AppError::Forbidden) }
    }

    /// Admins and teachers: the school's staff, who write the question bank.
    pub fn require_staff(&self) -> Result<(), AppError> {
        if matches!(self.role, Role::Admin | Role::Teacher) { Ok(()) } else { Err(AppError::Forbidden) }
    }

    pub fn require_admin(&self) -> Result<(), AppError> {
        if self.is_admin() { Ok(()) } else { Err(AppError::Forbidden) }
    }
}
