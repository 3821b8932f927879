//! Password-reset tokens: stored as hashes, used once, expiring.

use async_trait::async_trait;
use diesel::prelude::*;
use diesel_async::AsyncConnection;
use diesel_async::RunQueryDsl;
use sabi_domain::Timestamp;
use sabi_ports::{EmailChange, ResetToken, ResetTokenRepository, StoreResult};

use crate::schema::{email_changes, reset_tokens, users};
use crate::{DieselResultExt, SqlStore, with_conn};

#[async_trait]
impl ResetTokenRepository for SqlStore {
    async fn save_reset_token(&self, token: ResetToken) -> StoreResult<()> {
        with_conn!(self, |conn| {
            diesel::insert_into(reset_tokens::table)
                .values((
                    reset_tokens::token_hash.eq(&token.token_hash),
                    reset_tokens::user_id.eq(&token.user_id),
                    reset_tokens::expires_at.eq(token.expires_at),
                    reset_tokens::created_at.eq(token.created_at),
                ))
                .execute(conn)
                .await
                .store()?;
            Ok(())
        })
    }

    async fn reset_token_user(&self, token_hash: &str, now: Timestamp) -> StoreResult<Option<String>> {
        with_conn!(self, |conn| {
            reset_tokens::table
                .filter(reset_tokens::token_hash.eq(token_hash))
                .filter(reset_tokens::used_at.is_null())
                .filter(reset_tokens::expires_at.gt(now))
                .select(reset_tokens::user_id)
                .first::<String>(conn)
                .await
                .optional()
                .store()
        })
    }

    async fn use_reset_token(&self, token_hash: &str, now: Timestamp) -> StoreResult<Option<String>> {
        // One conditional UPDATE: of two concurrent uses, only one finds the token unused.
        with_conn!(self, |conn| {
            let used: Option<String> = diesel::update(
                reset_tokens::table
                    .filter(reset_tokens::token_hash.eq(token_hash))
                    .filter(reset_tokens::used_at.is_null())
                    .filter(reset_tokens::expires_at.gt(now)),
            )
            .set(reset_tokens::used_at.eq(now))
            .returning(reset_tokens::user_id)
            .get_result(conn)
            .await
            .optional()
            .store()?;
            // Using one link retires every other link of that user.
            if let Some(user_id) = &used {
                diesel::update(
                    reset_tokens::table
                        .filter(reset_tokens::user_id.eq(user_id))
                        .filter(reset_tokens::used_at.is_null()),
                )
                .set(reset_tokens::used_at.eq(now))
                .execute(conn)
                .await
                .store()?;
            }
            Ok(used)
        })
    }

    async fn save_email_change(&self, change: EmailChange) -> StoreResult<()> {
        with_conn!(self, |conn| {
            diesel::insert_into(email_changes::table)
                .values((
                    email_changes::token_hash.eq(&change.token_hash),
                    email_changes::user_id.eq(&change.user_id),
                    email_changes::new_email.eq(&change.new_email),
                    email_changes::expires_at.eq(change.expires_at),
                    email_changes::created_at.eq(change.created_at),
                ))
                .execute(conn)
                .await
                .store()?;
            Ok(())
        })
    }

    async fn confirm_email_change(&self, token_hash: &str, now: Timestamp) -> StoreResult<Option<String>> {
        with_conn!(self, |conn| {
            conn.transaction::<_, diesel::result::Error, _>(async move |conn| {
                // The first statement writes, so SQLite takes its write lock at once; of two
                // uses of one link, only one finds it unused.
                let used: Option<(String, String)> = diesel::update(
                    email_changes::table
                        .filter(email_changes::token_hash.eq(token_hash))
                        .filter(email_changes::used_at.is_null())
                        .filter(email_changes::expires_at.gt(now)),
                )
                .set(email_changes::used_at.eq(now))
                .returning((email_changes::user_id, email_changes::new_email))
                .get_result(conn)
                .await
                .optional()?;
                let Some((user_id, new_email)) = used else { return Ok(None) };
                diesel::update(users::table.find(&user_id))
                    .set((
                        users::email.eq(&new_email),
                        users::email_key.eq(sabi_domain::user::name_key(&new_email)),
                        users::updated_at.eq(now),
                    ))
                    .execute(conn)
                    .await?;
                Ok(Some(user_id))
            })
            .await
            .store()
        })
    }
}
