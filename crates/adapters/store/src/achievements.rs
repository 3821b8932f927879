//! The achievement catalogue and the badges students hold.

use async_trait::async_trait;
use diesel::prelude::*;
use diesel_async::{AsyncConnection, RunQueryDsl};
use sabi_domain::Timestamp;
use sabi_domain::achievement::Achievement;
use sabi_ports::{AchievementRepository, StoreResult};

use crate::rows::AchievementRow;
use crate::schema::{achievements, user_achievements};
use crate::{DieselResultExt, SqlStore, with_conn};

#[async_trait]
impl AchievementRepository for SqlStore {
    async fn create_achievement(&self, achievement: Achievement) -> StoreResult<Achievement> {
        let row = AchievementRow::new(achievement)?;
        with_conn!(self, |conn| {
            diesel::insert_into(achievements::table).values(row.clone()).execute(conn).await.store()?;
            row.clone().into_achievement()
        })
    }

    async fn achievements(&self) -> StoreResult<Vec<Achievement>> {
        let rows: Vec<AchievementRow> = with_conn!(self, |conn| {
            achievements::table
                .select(AchievementRow::as_select())
                .order((achievements::created_at.asc(), achievements::id.asc()))
                .load(conn)
                .await
                .store()?
        });
        rows.into_iter().map(AchievementRow::into_achievement).collect()
    }

    async fn earned(&self, user_id: &str) -> StoreResult<Vec<(String, Timestamp)>> {
        with_conn!(self, |conn| {
            user_achievements::table
                .filter(user_achievements::user_id.eq(user_id))
                .select((user_achievements::achievement_id, user_achievements::earned_at))
                .order(user_achievements::earned_at.asc())
                .load(conn)
                .await
                .store()
        })
    }

    async fn settle_badges(
        &self,
        user_id: &str,
        earned: &[String],
        taken_back: &[String],
        at: Timestamp,
    ) -> StoreResult<()> {
        if earned.is_empty() && taken_back.is_empty() {
            return Ok(());
        }
        with_conn!(self, |conn| {
            conn.transaction::<_, diesel::result::Error, _>(async move |conn| {
                for id in earned {
                    diesel::insert_into(user_achievements::table)
                        .values((
                            user_achievements::user_id.eq(user_id),
                            user_achievements::achievement_id.eq(id),
                            user_achievements::earned_at.eq(at),
                        ))
                        .on_conflict_do_nothing()
                        .execute(conn)
                        .await?;
                }
                diesel::delete(
                    user_achievements::table
                        .filter(user_achievements::user_id.eq(user_id))
                        .filter(user_achievements::achievement_id.eq_any(taken_back)),
                )
                .execute(conn)
                .await?;
                Ok(())
            })
            .await
            .store()
        })
    }
}
