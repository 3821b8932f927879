//! The achievement catalogue and the badges students hold.

use async_trait::async_trait;
use diesel::prelude::*;
use diesel_async::RunQueryDsl;
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
}
