//! Quizzes, students' quiz setups, and the once-per-period job claims.

use async_trait::async_trait;
use diesel::prelude::*;
use diesel_async::{AsyncConnection, RunQueryDsl};
use sabi_domain::Timestamp;
use sabi_domain::quiz::{Quiz, QuizType};
use sabi_ports::{QuizQuery, QuizRemoval, QuizRepository, QuizSetup, StoreError, StoreResult};

use crate::rows::{QuizRow, QuizSetupRow};
use crate::schema::{job_claims, quiz_attempts, quiz_setups, quizzes};
use crate::sql::{like_pattern, lower};
use crate::{DieselResultExt, SqlStore, with_conn};

/// The filters of a quiz query, applied the same way to a listing and to its count.
macro_rules! filtered_quizzes {
    ($query:expr) => {{
        let query: &QuizQuery = $query;
        let mut q = quizzes::table.into_boxed();
        if let Some(class) = query.class_level {
            q = q.filter(quizzes::class_level.eq(class.as_str()));
        }
        if let Some(source) = query.source {
            q = q.filter(quizzes::source.eq(source.as_str()));
        }
        if let Some(subject) = query.subject.as_deref() {
            q = q.filter(lower(quizzes::subject).eq(subject.trim().to_lowercase()));
        }
        if let Some(topic) = query.topic.as_deref() {
            q = q.filter(lower(quizzes::topic).eq(topic.trim().to_lowercase()));
        }
        if !query.include_retired {
            q = q.filter(quizzes::retired_at.is_null());
        }
        if let Some(quiz_type) = query.quiz_type {
            q = q.filter(quizzes::quiz_type.eq(quiz_type.as_quiz_str()));
        }
        if let Some(search) = query.search.as_deref() {
            let pattern = like_pattern(search);
            q = q.filter(
                lower(quizzes::title)
                    .like(pattern.clone())
                    .escape('\\')
                    .or(lower(quizzes::topic).like(pattern.clone()).escape('\\'))
                    .or(lower(quizzes::subject).like(pattern).escape('\\')),
            );
        }
        q
    }};
}

#[async_trait]
impl QuizRepository for SqlStore {
    async fn save_quiz(&self, quiz: Quiz) -> StoreResult<Quiz> {
        let row = QuizRow::new(quiz)?;
        with_conn!(self, |conn| {
            diesel::insert_into(quizzes::table).values(row.clone()).execute(conn).await.store()?;
            row.clone().into_quiz()
        })
    }

    async fn quiz(&self, id: &str) -> StoreResult<Quiz> {
        with_conn!(self, |conn| {
            quizzes::table.find(id).select(QuizRow::as_select()).first(conn).await.store()?.into_quiz()
        })
    }

    async fn quizzes(&self, query: &QuizQuery) -> StoreResult<Vec<Quiz>> {
        let rows: Vec<QuizRow> = with_conn!(self, |conn| {
            filtered_quizzes!(query)
                .select(QuizRow::as_select())
                .order((quizzes::created_at.desc(), quizzes::id.desc()))
                .limit(query.limit.unwrap_or(1_000).clamp(0, 10_000))
                .offset(query.offset.unwrap_or(0).max(0))
                .load(conn)
                .await
                .store()?
        });
        rows.into_iter().map(QuizRow::into_quiz).collect()
    }

    async fn count_quizzes(&self, query: &QuizQuery) -> StoreResult<i64> {
        with_conn!(self, |conn| filtered_quizzes!(query).count().get_result(conn).await.store())
    }

    async fn remove_quiz(&self, id: &str, now: Timestamp) -> StoreResult<QuizRemoval> {
        let outcome = with_conn!(self, |conn| {
            conn.transaction::<_, diesel::result::Error, _>(async move |conn| {
                // The write first, so SQLite takes its lock before it counts.
                let found = diesel::update(quizzes::table.find(id).filter(quizzes::retired_at.is_null()))
                    .set(quizzes::retired_at.eq(Some(now)))
                    .execute(conn)
                    .await?;
                if found == 0 {
                    let exists: i64 = quizzes::table.find(id).count().get_result(conn).await?;
                    return Ok(if exists == 0 { None } else { Some(QuizRemoval::Retired) });
                }
                let taken: i64 =
                    quiz_attempts::table.filter(quiz_attempts::quiz_id.eq(id)).count().get_result(conn).await?;
                if taken > 0 {
                    return Ok(Some(QuizRemoval::Retired));
                }
                diesel::delete(quizzes::table.find(id)).execute(conn).await?;
                Ok(Some(QuizRemoval::Deleted))
            })
            .await
            .store()?
        });
        outcome.ok_or(StoreError::NotFound)
    }

    async fn save_quiz_setup(&self, setup: QuizSetup) -> StoreResult<QuizSetup> {
        let row = QuizSetupRow::new(setup);
        with_conn!(self, |conn| {
            diesel::insert_into(quiz_setups::table).values(row.clone()).execute(conn).await.store()?;
            row.clone().into_setup()
        })
    }

    async fn quiz_setup(&self, id: &str) -> StoreResult<QuizSetup> {
        with_conn!(self, |conn| {
            quiz_setups::table.find(id).select(QuizSetupRow::as_select()).first(conn).await.store()?.into_setup()
        })
    }

    async fn update_quiz_setup(
        &self,
        id: &str,
        use_timer: Option<bool>,
        quiz_type: Option<QuizType>,
    ) -> StoreResult<QuizSetup> {
        let quiz_type = quiz_type.map(|t| t.as_quiz_str().to_string());
        with_conn!(self, |conn| {
            let n = diesel::update(quiz_setups::table.find(id))
                .set((
                    use_timer.map(|t| quiz_setups::use_timer.eq(Some(t))),
                    quiz_type.as_ref().map(|t| quiz_setups::quiz_type.eq(Some(t.clone()))),
                    quiz_setups::id.eq(id),
                ))
                .execute(conn)
                .await
                .store()?;
            if n == 0 {
                return Err(StoreError::NotFound);
            }
            quiz_setups::table.find(id).select(QuizSetupRow::as_select()).first(conn).await.store()?.into_setup()
        })
    }

    async fn claim_job(&self, key: &str, now: Timestamp) -> StoreResult<bool> {
        // The primary key decides: whoever inserts first runs the job.
        with_conn!(self, |conn| {
            let n = diesel::insert_into(job_claims::table)
                .values((job_claims::key.eq(key), job_claims::claimed_at.eq(now)))
                .on_conflict_do_nothing()
                .execute(conn)
                .await
                .store()?;
            Ok(n == 1)
        })
    }
}
