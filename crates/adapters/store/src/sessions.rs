//! Signed-out sessions, and the per-request session check that reads a user's credentials
//! and looks the session up among the signed-out ones in a single query.

use async_trait::async_trait;
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use sabi_domain::Timestamp;
use sabi_ports::{SessionCheck, SessionRepository, StoreResult};

use crate::rows::UserRow;
use crate::schema::{revoked_sessions, users};
use crate::users::credentials;
use crate::{DieselResultExt, SqlStore, with_conn};

#[async_trait]
impl SessionRepository for SqlStore {
    async fn revoke_session(
        &self,
        session_id: &str,
        user_id: &str,
        expires_at: Timestamp,
        now: Timestamp,
    ) -> StoreResult<()> {
        with_conn!(self, |conn| {
            diesel::delete(revoked_sessions::table.filter(revoked_sessions::expires_at.le(now)))
                .execute(conn)
                .await
                .store()?;
            // A second logout with the same token changes nothing.
            diesel::insert_into(revoked_sessions::table)
                .values((
                    revoked_sessions::session_id.eq(session_id),
                    revoked_sessions::user_id.eq(user_id),
                    revoked_sessions::expires_at.eq(expires_at),
                ))
                .on_conflict_do_nothing()
                .execute(conn)
                .await
                .store()?;
            Ok(())
        })
    }

    async fn session_check(&self, user_id: &str, session_id: &str) -> StoreResult<SessionCheck> {
        with_conn!(self, |conn| {
            let (row, revoked): (UserRow, bool) = users::table
                .find(user_id)
                .select((
                    UserRow::as_select(),
                    diesel::dsl::exists(revoked_sessions::table.find(session_id.to_string())),
                ))
                .first(conn)
                .await
                .store()?;
            Ok(SessionCheck { credentials: credentials(row)?, revoked })
        })
    }
}
