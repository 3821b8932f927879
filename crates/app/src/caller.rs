//! Who is asking. Every use case that reads or changes something private takes a `Caller`
//! and checks it here: students and teachers reach only their own things; admins reach all.

use sabi_domain::user::{Role, User};

use crate::error::AppError;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Caller {
    pub user_id: String,
    pub role: Role,
}

impl Caller {
    /// The user themself as the caller (just after signing in, before any session exists).
    pub fn of(user: &User) -> Caller {
        Caller { user_id: user.id.clone(), role: user.role }
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
