//! Driver errors become the store's errors here, and nowhere else.

use diesel::result::{DatabaseErrorKind, Error as DieselError};
use sabi_ports::StoreError;

pub(crate) fn unexpected(e: impl std::fmt::Display) -> StoreError {
    StoreError::Unexpected(anyhow::anyhow!("store: {e}"))
}

pub(crate) fn from_diesel(e: DieselError) -> StoreError {
    match e {
        DieselError::NotFound => StoreError::NotFound,
        DieselError::DatabaseError(DatabaseErrorKind::UniqueViolation, info) => {
            // PostgreSQL names the index; SQLite puts it in the message.
            let name = info.constraint_name().unwrap_or(info.message()).to_string();
            if name.contains("username") {
                StoreError::UsernameTaken
            } else if name.contains("email") {
                StoreError::EmailTaken
            } else {
                StoreError::AlreadyExists
            }
        }
        DieselError::DatabaseError(DatabaseErrorKind::ForeignKeyViolation, _) => StoreError::NotFound,
        other => unexpected(other),
    }
}

pub(crate) trait DieselResultExt<T> {
    fn store(self) -> Result<T, StoreError>;
}

impl<T> DieselResultExt<T> for Result<T, DieselError> {
    fn store(self) -> Result<T, StoreError> {
        self.map_err(from_diesel)
    }
}
