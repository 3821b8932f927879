//! Rate limits' counts. A try is counted by compare-and-set: read the key's row, let the
//! domain's policy decide, and write the new count only if the row's `version` is still the
//! one read. Of concurrent tries exactly one wins each round; the others read again, and
//! once the key must wait they stop without writing. The same code runs on both stores.

use async_trait::async_trait;
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
use sabi_domain::Timestamp;
use sabi_domain::limit::{LimitPolicy, LimitState, Refused};
use sabi_ports::{LimitRepository, StoreResult};

use crate::schema::rate_limits;
use crate::{DieselResultExt, SqlStore, with_conn};

/// Rounds of compare-and-set before a try is refused for contention: each round lets one
/// contender through, and a key past its free tries stops them all at once.
const MAX_ROUNDS: usize = 64;

type Row = (i64, i64, i64, i64);

impl SqlStore {
    async fn limit_row(&self, kind: &str, key: &str) -> StoreResult<Option<Row>> {
        with_conn!(self, |conn| {
            rate_limits::table
                .find((kind, key))
                .select((
                    rate_limits::count,
                    rate_limits::window_start,
                    rate_limits::next_allowed_at,
                    rate_limits::version,
                ))
                .first::<Row>(conn)
                .await
                .optional()
                .store()
        })
    }

    /// Writes `next` if the row is still at `version` (or still absent): whether it was.
    async fn swap_limit(&self, kind: &str, key: &str, version: Option<i64>, next: LimitState) -> StoreResult<bool> {
        with_conn!(self, |conn| {
            let written = match version {
                None => diesel::insert_into(rate_limits::table)
                    .values((
                        rate_limits::kind.eq(kind),
                        rate_limits::key.eq(key),
                        rate_limits::count.eq(next.count),
                        rate_limits::window_start.eq(next.window_start),
                        rate_limits::next_allowed_at.eq(next.next_allowed_at),
                        rate_limits::version.eq(0),
                    ))
                    .on_conflict_do_nothing()
                    .execute(conn)
                    .await
                    .store()?,
                Some(version) => {
                    diesel::update(rate_limits::table.find((kind, key)).filter(rate_limits::version.eq(version)))
                        .set((
                            rate_limits::count.eq(next.count),
                            rate_limits::window_start.eq(next.window_start),
                            rate_limits::next_allowed_at.eq(next.next_allowed_at),
                            rate_limits::version.eq(version + 1),
                        ))
                        .execute(conn)
                        .await
                        .store()?
                }
            };
            Ok(written == 1)
        })
    }
}

fn state((count, window_start, next_allowed_at, _): Row) -> LimitState {
    LimitState { count, window_start, next_allowed_at }
}

#[async_trait]
impl LimitRepository for SqlStore {
    async fn reserve(
        &self,
        kind: &str,
        key: &str,
        policy: &LimitPolicy,
        now: Timestamp,
    ) -> StoreResult<Result<(), Refused>> {
        for _ in 0..MAX_ROUNDS {
            let row = self.limit_row(kind, key).await?;
            let next = match policy.decide(row.map(state), now) {
                Ok(next) => next,
                Err(refused) => return Ok(Err(refused)),
            };
            if self.swap_limit(kind, key, row.map(|r| r.3), next).await? {
                return Ok(Ok(()));
            }
        }
        // Still contended after every round: refusing is the safe answer.
        Ok(Err(Refused { retry_after: 1 }))
    }

    async fn peek(
        &self,
        kind: &str,
        key: &str,
        policy: &LimitPolicy,
        now: Timestamp,
    ) -> StoreResult<Result<(), Refused>> {
        Ok(policy.check(self.limit_row(kind, key).await?.map(state), now))
    }

    async fn clear(&self, kind: &str, key: &str, now: Timestamp) -> StoreResult<()> {
        with_conn!(self, |conn| {
            // The row stays (its version keeps counting, so a compare-and-set in flight
            // cannot mistake it for the one it read); stale rows of any key go.
            diesel::update(rate_limits::table.find((kind, key)))
                .set((
                    rate_limits::count.eq(0),
                    rate_limits::window_start.eq(now),
                    rate_limits::next_allowed_at.eq(now),
                    rate_limits::version.eq(rate_limits::version + 1),
                ))
                .execute(conn)
                .await
                .store()?;
            diesel::delete(rate_limits::table.filter(rate_limits::next_allowed_at.lt(now - STALE_SECONDS)))
                .execute(conn)
                .await
                .store()?;
            Ok(())
        })
    }
}

/// Rows whose waits ended this long ago count for nothing under any policy (the longest
/// window is an hour).
const STALE_SECONDS: i64 = 2 * 60 * 60;
