//! Password-reset tokens: stored as hashes, used once, expiring.

use async_trait::async_trait;
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use sabi_domain::Timestamp;
use sabi_ports::{ResetToken, ResetTokenRepository, StoreResult};

use crate::schema::reset_tokens;
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
            Ok(used)
        })
    }
}
