//! SQL functions and helpers both backends share.

use diesel::sql_types::Text;

diesel::define_sql_function! {
    /// Lower-cases text (both PostgreSQL and SQLite have `lower`).
    fn lower(x: Text) -> Text;
}

/// A case-insensitive "contains" pattern for LIKE, with the user's % and _ escaped.
pub(crate) fn like_pattern(text: &str) -> String {
    let escaped = text.trim().to_lowercase().replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
    format!("%{escaped}%")
}
