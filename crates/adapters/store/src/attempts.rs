//! Attempts, autosaves, completion with its streak, totals and badges, and the leaderboard.

use async_trait::async_trait;
use chrono::NaiveDate;
use diesel::prelude::*;
use diesel_async::{AsyncConnection, RunQueryDsl};
use sabi_domain::Timestamp;
use sabi_domain::attempt::{Attempt, AttemptRun, AttemptStatus, Counting, Progress, QuizMode};
use sabi_domain::leaderboard::{LeaderboardEntry, average};
use sabi_domain::scoring::Review;
use sabi_domain::stats::AttemptFact;
use sabi_domain::streak::Streak;
use sabi_domain::user::UserStatus;
use sabi_ports::{
    ActivityRow, AttemptQuery, AttemptRepository, Completion, SessionProof, Standing, StoreError, StoreResult,
};

use crate::rows::{AttemptRow, ProgressRow, to_json};
use crate::schema::{attempt_history, quiz_attempts, revoked_sessions, user_achievements, user_progress, users};
use crate::{DieselResultExt, SqlStore, with_conn};

/// What an autosave writes: the answers so far, the clock, and when.
#[derive(AsChangeset)]
#[diesel(table_name = quiz_attempts, treat_none_as_null = true)]
struct ProgressChanges {
    selected_answers: String,
    remaining_time: Option<i64>,
    time_taken: i64,
    updated_at: i64,
}

impl ProgressChanges {
    fn of(progress: &Progress, now: Timestamp) -> StoreResult<ProgressChanges> {
        Ok(ProgressChanges {
            selected_answers: to_json(&progress.selected_answers)?,
            remaining_time: progress.remaining_time.map(i64::from),
            time_taken: i64::from(progress.time_taken),
            updated_at: now,
        })
    }
}

/// Adds `count` exam attempts summing to `sum` (both negative to take one back) to a student's
/// running totals and stores the average the domain computes from them: the rounding is
/// `sabi_domain::stats::rounded_mean`'s, never SQL's (inside the caller's transaction; a
/// macro because the connection type differs per backend).
macro_rules! add_to_totals {
    ($conn:expr, $user_id:expr, $count:expr, $sum:expr) => {{
        let user_id: &str = $user_id;
        let (count, sum): (i64, i64) = ($count, $sum);
        let totals: Option<(i64, i64)> = diesel::update(user_progress::table.find(user_id))
            .set((
                user_progress::exam_attempts.eq(user_progress::exam_attempts + count),
                user_progress::score_sum.eq(user_progress::score_sum + sum),
            ))
            .returning((user_progress::score_sum, user_progress::exam_attempts))
            .get_result($conn)
            .await
            .optional()?;
        if let Some((sum, attempts)) = totals {
            let average = average(sum.max(0) as u64, attempts.max(0) as u32);
            diesel::update(user_progress::table.find(user_id))
                .set(user_progress::avg_score.eq(i64::from(average)))
                .execute($conn)
                .await?;
        }
    }};
}

/// The most leaderboard candidates one reading returns (a bound for a school where very many
/// students share the same average and number of attempts).
const LEADERBOARD_CANDIDATES: i64 = 1_000;

/// An attempt still taking answers at `now`: practice (no limit), or an exam whose start plus
/// limit plus grace is not past. Part of the autosave's one statement (a macro: the filter's
/// type is Diesel's to spell).
macro_rules! in_time {
    ($now:expr, $grace:expr) => {{
        let cutoff: i64 = $now - i64::from($grace);
        quiz_attempts::time_limit
            .is_null()
            .or((quiz_attempts::started_at.nullable() + quiz_attempts::time_limit).ge(cutoff))
    }};
}

/// A numbered autosave's rule and its mark, for the autosave's one statement: it lands only
/// when its number is greater than the attempt's (`save_number < n`), and stores that number.
/// An unnumbered save (an older client) passes the filter (`< i64::MAX`) and leaves the number
/// as it is: `save_number * keep + number` is the column itself (keep 1, number 0) or `n`
/// (keep 0). One expression shape for both keeps it one statement of one type.
macro_rules! numbered {
    ($save_number:expr) => {{
        let n: Option<u32> = $save_number;
        let (bound, keep, number): (i64, i64, i64) = match n {
            Some(n) => (i64::from(n), 0, i64::from(n)),
            None => (i64::MAX, 1, 0),
        };
        (
            quiz_attempts::save_number.lt(bound),
            quiz_attempts::save_number.eq(quiz_attempts::save_number * keep + number),
        )
    }};
}

const IN_PROGRESS: &str = AttemptStatus::InProgress.as_str();
const COMPLETED: &str = AttemptStatus::Completed.as_str();

macro_rules! filtered_attempts {
    ($query:expr) => {{
        let query: &AttemptQuery = $query;
        let mut q = quiz_attempts::table.into_boxed();
        if let Some(user_id) = query.user_id.as_deref() {
            q = q.filter(quiz_attempts::user_id.eq(user_id.to_string()));
        }
        if query.completed_only {
            q = q.filter(quiz_attempts::status.eq(COMPLETED));
        }
        if let Some(since) = query.since {
            q = q.filter(quiz_attempts::created_at.ge(since));
        }
        q
    }};
}

fn day_text(day: Option<NaiveDate>) -> Option<String> {
    day.map(|d| d.format("%Y-%m-%d").to_string())
}

fn streak_of(row: &ProgressRow) -> Streak {
    Streak {
        streak_days: row.streak_days as u32,
        longest_streak: row.longest_streak as u32,
        last_active_day: row.last_active_day.as_deref().and_then(|d| NaiveDate::parse_from_str(d, "%Y-%m-%d").ok()),
    }
}

/// What a transaction found when it went to change an attempt.
enum Outcome {
    Done(Box<AttemptRow>),
    WrongState,
}

#[async_trait]
impl AttemptRepository for SqlStore {
    async fn create_attempt(&self, attempt: Attempt) -> StoreResult<Attempt> {
        let row = AttemptRow::new(attempt)?;
        with_conn!(self, |conn| {
            diesel::insert_into(quiz_attempts::table).values(row.clone()).execute(conn).await.store()?;
            row.clone().into_attempt()
        })
    }

    async fn attempt(&self, id: &str) -> StoreResult<Attempt> {
        with_conn!(self, |conn| {
            quiz_attempts::table.find(id).select(AttemptRow::as_select()).first(conn).await.store()?.into_attempt()
        })
    }

    async fn attempts(&self, query: &AttemptQuery) -> StoreResult<Vec<Attempt>> {
        let rows: Vec<AttemptRow> = with_conn!(self, |conn| {
            filtered_attempts!(query)
                .select(AttemptRow::as_select())
                .order((quiz_attempts::created_at.desc(), quiz_attempts::id.desc()))
                .limit(query.limit.unwrap_or(1_000).clamp(0, 10_000))
                .offset(query.offset.unwrap_or(0).max(0))
                .load(conn)
                .await
                .store()?
        });
        rows.into_iter().map(AttemptRow::into_attempt).collect()
    }

    async fn count_attempts(&self, query: &AttemptQuery) -> StoreResult<i64> {
        with_conn!(self, |conn| filtered_attempts!(query).count().get_result(conn).await.store())
    }

    async fn save_progress(
        &self,
        attempt_id: &str,
        progress: &Progress,
        now: Timestamp,
        grace_seconds: u32,
    ) -> StoreResult<Attempt> {
        let changes = ProgressChanges::of(progress, now)?;
        // One round trip: the status filter refuses a completed attempt, the deadline filter
        // an exam past its time, the number filter a late save; RETURNING gives the saved
        // attempt back without a second read.
        let saved: Option<AttemptRow> = with_conn!(self, |conn| {
            let (newer, mark) = numbered!(progress.save_number);
            diesel::update(
                quiz_attempts::table
                    .find(attempt_id)
                    .filter(quiz_attempts::status.eq(IN_PROGRESS))
                    .filter(in_time!(now, grace_seconds))
                    .filter(newer),
            )
            .set((&changes, mark))
            .returning(AttemptRow::as_returning())
            .get_result(conn)
            .await
            .optional()
            .store()?
        });
        match saved {
            Some(row) => row.into_attempt(),
            None => Err(self.why_not_saved(attempt_id, progress.save_number, now, grace_seconds).await),
        }
    }

    async fn save_progress_in_session(
        &self,
        attempt_id: &str,
        session: &SessionProof,
        progress: &Progress,
        now: Timestamp,
        grace_seconds: u32,
    ) -> StoreResult<Option<Attempt>> {
        let changes = ProgressChanges::of(progress, now)?;
        let user_id = session.user_id.as_str();
        let signed_in = users::table
            .find(user_id)
            .filter(users::session_epoch.eq(session.epoch))
            .filter(users::status.eq(UserStatus::Active.as_str()));
        let signed_out = revoked_sessions::table.find(session.session_id.as_str());
        let saved: Option<AttemptRow> = with_conn!(self, |conn| {
            let (newer, mark) = numbered!(progress.save_number);
            diesel::update(
                quiz_attempts::table
                    .find(attempt_id)
                    .filter(quiz_attempts::status.eq(IN_PROGRESS))
                    .filter(in_time!(now, grace_seconds))
                    .filter(newer)
                    .filter(quiz_attempts::user_id.eq(user_id))
                    .filter(diesel::dsl::exists(signed_in))
                    .filter(diesel::dsl::not(diesel::dsl::exists(signed_out))),
            )
            .set((&changes, mark))
            .returning(AttemptRow::as_returning())
            .get_result(conn)
            .await
            .optional()
            .store()?
        });
        saved.map(AttemptRow::into_attempt).transpose()
    }

    async fn save_review(&self, attempt_id: &str, review: &Review, now: Timestamp) -> StoreResult<()> {
        let review = to_json(review)?;
        let n = with_conn!(self, |conn| {
            diesel::update(quiz_attempts::table.find(attempt_id).filter(quiz_attempts::status.eq(IN_PROGRESS)))
                .set((quiz_attempts::review.eq(Some(&review)), quiz_attempts::updated_at.eq(now)))
                .execute(conn)
                .await
                .store()?
        });
        if n == 1 { Ok(()) } else { Err(self.why_not_in_progress(attempt_id).await) }
    }

    async fn complete_attempt(&self, c: &Completion) -> StoreResult<Attempt> {
        let answers = to_json(&c.selected_answers)?;
        let review = c.review.as_ref().map(to_json).transpose()?;
        let last_day = day_text(c.streak.last_active_day);
        let outcome = with_conn!(self, |conn| {
            let (answers, review, last_day) = (answers.clone(), review.clone(), last_day.clone());
            conn.transaction::<_, diesel::result::Error, _>(async move |conn| {
                // The first statement writes, so SQLite takes its write lock at once; the
                // status filter makes a second submission find nothing to complete.
                let n = diesel::update(
                    quiz_attempts::table
                        .find(&c.attempt_id)
                        .filter(quiz_attempts::user_id.eq(&c.user_id))
                        .filter(quiz_attempts::status.eq(IN_PROGRESS)),
                )
                .set((
                    quiz_attempts::status.eq(COMPLETED),
                    quiz_attempts::selected_answers.eq(answers),
                    quiz_attempts::score.eq(i64::from(c.score)),
                    quiz_attempts::correct_answers.eq(i64::from(c.correct_answers)),
                    quiz_attempts::total_questions.eq(i64::from(c.total_questions)),
                    quiz_attempts::time_taken.eq(i64::from(c.time_taken)),
                    quiz_attempts::remaining_time.eq(c.remaining_time.map(i64::from)),
                    quiz_attempts::review.eq(review),
                    quiz_attempts::completed_at.eq(Some(c.completed_at)),
                    quiz_attempts::updated_at.eq(c.completed_at),
                    quiz_attempts::counts.eq(c.counting.as_str()),
                ))
                .execute(conn)
                .await?;
                if n == 0 {
                    return Ok(Outcome::WrongState);
                }
                let progress = user_progress::table.find(&c.user_id);
                if c.counting == Counting::Exam {
                    add_to_totals!(conn, &c.user_id, 1, i64::from(c.score));
                }
                diesel::update(progress)
                    .set((
                        user_progress::streak_days.eq(i64::from(c.streak.streak_days)),
                        user_progress::longest_streak.eq(i64::from(c.streak.longest_streak)),
                        user_progress::last_active_day.eq(last_day),
                    ))
                    .execute(conn)
                    .await?;
                for id in &c.earned_achievement_ids {
                    diesel::insert_into(user_achievements::table)
                        .values((
                            user_achievements::user_id.eq(&c.user_id),
                            user_achievements::achievement_id.eq(id),
                            user_achievements::earned_at.eq(c.completed_at),
                        ))
                        .on_conflict_do_nothing()
                        .execute(conn)
                        .await?;
                }
                let row = quiz_attempts::table.find(&c.attempt_id).select(AttemptRow::as_select()).first(conn).await?;
                Ok(Outcome::Done(Box::new(row)))
            })
            .await
            .store()?
        });
        match outcome {
            Outcome::Done(row) => row.into_attempt(),
            Outcome::WrongState => Err(self.why_not_in_progress(&c.attempt_id).await),
        }
    }

    async fn restart_attempt(&self, attempt_id: &str, archive_id: &str, now: Timestamp) -> StoreResult<Attempt> {
        let outcome = with_conn!(self, |conn| {
            conn.transaction::<_, diesel::result::Error, _>(async move |conn| {
                // Write first (see complete_attempt), then read what is being restarted.
                let n =
                    diesel::update(quiz_attempts::table.find(attempt_id).filter(quiz_attempts::status.eq(COMPLETED)))
                        .set(quiz_attempts::updated_at.eq(now))
                        .execute(conn)
                        .await?;
                if n == 0 {
                    return Ok(Outcome::WrongState);
                }
                let old = quiz_attempts::table.find(attempt_id).select(AttemptRow::as_select()).first(conn).await?;
                // Every attempt is kept: the run being retaken joins the attempt's history.
                diesel::insert_into(attempt_history::table)
                    .values((
                        attempt_history::id.eq(archive_id),
                        attempt_history::attempt_id.eq(attempt_id),
                        attempt_history::score.eq(old.score),
                        attempt_history::correct_answers.eq(old.correct_answers),
                        attempt_history::total_questions.eq(old.total_questions),
                        attempt_history::time_taken.eq(old.time_taken),
                        attempt_history::started_at.eq(old.started_at),
                        attempt_history::completed_at.eq(old.completed_at),
                        attempt_history::counted.eq(old.counts == Counting::Exam.as_str()),
                    ))
                    .execute(conn)
                    .await?;
                if old.counts == Counting::Exam.as_str() {
                    // The counted result stays counted, as an attempt of its own; the totals
                    // already hold it and do not change. The retake has seen the key.
                    let archived = AttemptRow { id: archive_id.to_string(), updated_at: old.updated_at, ..old.clone() };
                    diesel::insert_into(quiz_attempts::table).values(archived).execute(conn).await?;
                }
                let blank: Vec<Option<String>> = vec![None; old.total_questions.max(0) as usize];
                let blank = serde_json::to_string(&blank).unwrap_or_else(|_| "[]".into());
                diesel::update(quiz_attempts::table.find(attempt_id))
                    .set((
                        quiz_attempts::status.eq(IN_PROGRESS),
                        quiz_attempts::score.eq(0),
                        quiz_attempts::correct_answers.eq(0),
                        quiz_attempts::selected_answers.eq(blank),
                        quiz_attempts::remaining_time.eq(None::<i64>),
                        quiz_attempts::time_taken.eq(0),
                        quiz_attempts::review.eq(None::<String>),
                        quiz_attempts::completed_at.eq(None::<i64>),
                        quiz_attempts::started_at.eq(now),
                        quiz_attempts::counts.eq(Counting::Nothing.as_str()),
                    ))
                    .execute(conn)
                    .await?;
                let row = quiz_attempts::table.find(attempt_id).select(AttemptRow::as_select()).first(conn).await?;
                Ok(Outcome::Done(Box::new(row)))
            })
            .await
            .store()?
        });
        match outcome {
            Outcome::Done(row) => row.into_attempt(),
            // Not completed (already in progress): a retake simply continues it.
            Outcome::WrongState => self.attempt(attempt_id).await,
        }
    }

    async fn attempt_history(&self, attempt_id: &str) -> StoreResult<Vec<AttemptRun>> {
        type Run = (i64, i64, i64, i64, i64, Option<i64>, bool);
        let rows: Vec<Run> = with_conn!(self, |conn| {
            attempt_history::table
                .filter(attempt_history::attempt_id.eq(attempt_id))
                .order((attempt_history::started_at.asc(), attempt_history::id.asc()))
                .limit(1_000)
                .select((
                    attempt_history::score,
                    attempt_history::correct_answers,
                    attempt_history::total_questions,
                    attempt_history::time_taken,
                    attempt_history::started_at,
                    attempt_history::completed_at,
                    attempt_history::counted,
                ))
                .load(conn)
                .await
                .store()?
        });
        let count = |n: i64| u32::try_from(n.max(0)).unwrap_or(u32::MAX);
        Ok(rows
            .into_iter()
            .map(|(score, correct, total, time_taken, started_at, completed_at, counted)| AttemptRun {
                score: count(score),
                correct_answers: count(correct),
                total_questions: count(total),
                time_taken: count(time_taken),
                started_at,
                completed_at,
                counted,
            })
            .collect())
    }

    async fn key_seen(&self, attempt: &Attempt) -> StoreResult<bool> {
        let counted = quiz_attempts::status.eq(COMPLETED).and(quiz_attempts::counts.eq(Counting::Exam.as_str()));
        let seen_before = quiz_attempts::created_at
            .le(attempt.started_at)
            .and(quiz_attempts::status.eq(COMPLETED).or(quiz_attempts::quiz_mode.eq(QuizMode::Practice.as_str())));
        let n: i64 = with_conn!(self, |conn| {
            quiz_attempts::table
                .filter(quiz_attempts::user_id.eq(&attempt.user_id))
                .filter(quiz_attempts::quiz_id.eq(&attempt.quiz_id))
                .filter(quiz_attempts::id.ne(&attempt.id))
                .filter(counted.or(seen_before))
                .count()
                .get_result(conn)
                .await
                .store()?
        });
        Ok(n > 0)
    }

    async fn open_exams(&self, user_id: &str, quiz_id: &str) -> StoreResult<Vec<Attempt>> {
        let rows: Vec<AttemptRow> = with_conn!(self, |conn| {
            quiz_attempts::table
                .filter(quiz_attempts::user_id.eq(user_id))
                .filter(quiz_attempts::quiz_id.eq(quiz_id))
                .filter(quiz_attempts::status.eq(IN_PROGRESS))
                .filter(quiz_attempts::quiz_mode.eq(QuizMode::Exam.as_str()))
                .select(AttemptRow::as_select())
                .limit(100)
                .load(conn)
                .await
                .store()?
        });
        rows.into_iter().map(AttemptRow::into_attempt).collect()
    }

    async fn attempt_facts(&self, user_id: &str) -> StoreResult<Vec<AttemptFact>> {
        let rows: Vec<(String, i64, String, Option<i64>)> = with_conn!(self, |conn| {
            quiz_attempts::table
                .filter(quiz_attempts::user_id.eq(user_id))
                .filter(quiz_attempts::status.eq(COMPLETED))
                .filter(quiz_attempts::counts.ne(Counting::Nothing.as_str()))
                .select((
                    quiz_attempts::subject,
                    quiz_attempts::score,
                    quiz_attempts::counts,
                    quiz_attempts::completed_at,
                ))
                .order(quiz_attempts::completed_at.desc())
                .load(conn)
                .await
                .store()?
        });
        rows.into_iter()
            .map(|(subject, score, counts, completed_at)| {
                Ok(AttemptFact {
                    subject,
                    score: score as u32,
                    mode: counts.parse::<Counting>().map_err(crate::unexpected)?.stats_mode(),
                    completed_at: completed_at.unwrap_or_default(),
                })
            })
            .collect()
    }

    async fn activity(&self, since: Timestamp) -> StoreResult<Vec<ActivityRow>> {
        type Row = (String, String, String, i64, String, Option<i64>);
        let rows: Vec<Row> = with_conn!(self, |conn| {
            quiz_attempts::table
                .filter(quiz_attempts::status.eq(COMPLETED))
                .filter(quiz_attempts::completed_at.ge(since))
                .select((
                    quiz_attempts::user_id,
                    quiz_attempts::subject,
                    quiz_attempts::class_level,
                    quiz_attempts::score,
                    quiz_attempts::counts,
                    quiz_attempts::completed_at,
                ))
                .order((quiz_attempts::completed_at.asc(), quiz_attempts::id.asc()))
                .load(conn)
                .await
                .store()?
        });
        rows.into_iter()
            .map(|(user_id, subject, class_level, score, counts, completed_at)| {
                Ok(ActivityRow {
                    user_id,
                    subject,
                    class_level,
                    score: score.clamp(0, 100) as u32,
                    // The figures count exams only where the server counted them.
                    quiz_mode: counts.parse::<Counting>().map_err(crate::unexpected)?.stats_mode(),
                    completed_at: completed_at.unwrap_or_default(),
                })
            })
            .collect()
    }

    async fn standing(&self, user_id: &str) -> StoreResult<Standing> {
        let row: Option<ProgressRow> = with_conn!(self, |conn| {
            user_progress::table.find(user_id).select(ProgressRow::as_select()).first(conn).await.optional().store()?
        });
        match row {
            Some(row) => Ok(Standing {
                streak: streak_of(&row),
                exam_attempts: row.exam_attempts as u32,
                score_sum: row.score_sum.max(0) as u64,
            }),
            None => {
                // No progress row means no such user (every account gets one at creation).
                self.user_exists(user_id).await?;
                Ok(Standing::default())
            }
        }
    }

    async fn leaderboard(&self, limit: i64) -> StoreResult<Vec<(LeaderboardEntry, Streak)>> {
        type Row = (String, String, Option<String>, String, ProgressRow);
        if limit <= 0 {
            return Ok(Vec::new());
        }
        let limit = limit.min(LEADERBOARD_CANDIDATES);
        // The store only picks who could be in the top `limit` by the numbers it keeps (average,
        // then attempts): the `limit`-th best pair and everyone at or above it. Ties beyond that
        // (streak as of today, name) are decided by `sabi_domain::leaderboard::rank` alone.
        let cut: Option<(i64, i64)> = with_conn!(self, |conn| {
            user_progress::table
                .filter(user_progress::exam_attempts.gt(0))
                .order((user_progress::avg_score.desc(), user_progress::exam_attempts.desc()))
                .select((user_progress::avg_score, user_progress::exam_attempts))
                .offset(limit - 1)
                .first(conn)
                .await
                .optional()
                .store()?
        });
        let rows: Vec<Row> = with_conn!(self, |conn| {
            let mut q = user_progress::table
                .inner_join(users::table)
                .filter(user_progress::exam_attempts.gt(0))
                .select((users::id, users::username, users::profile_pic, users::school, ProgressRow::as_select()))
                .into_boxed();
            if let Some((average, attempts)) = cut {
                q = q.filter(
                    user_progress::avg_score
                        .gt(average)
                        .or(user_progress::avg_score.eq(average).and(user_progress::exam_attempts.ge(attempts))),
                );
            }
            q.order((user_progress::avg_score.desc(), user_progress::exam_attempts.desc(), users::id.asc()))
                .limit(LEADERBOARD_CANDIDATES)
                .load(conn)
                .await
                .store()?
        });
        Ok(rows
            .into_iter()
            .map(|(user_id, username, avatar, school, progress)| {
                let streak = streak_of(&progress);
                let entry = LeaderboardEntry {
                    user_id,
                    username,
                    avatar,
                    school,
                    streak: streak.streak_days,
                    avg_score: progress.avg_score as u32,
                    exam_attempts: progress.exam_attempts as u32,
                };
                (entry, streak)
            })
            .collect())
    }
}

impl SqlStore {
    /// After an autosave found nothing to update: completed, past its time, or late (a newer
    /// numbered save is stored; the attempt as stored comes with it).
    async fn why_not_saved(
        &self,
        attempt_id: &str,
        save_number: Option<u32>,
        now: Timestamp,
        grace_seconds: u32,
    ) -> StoreError {
        match self.attempt(attempt_id).await {
            Ok(a) if a.status == AttemptStatus::Completed => StoreError::AttemptCompleted,
            Ok(a) if a.is_expired(now, grace_seconds) => StoreError::TimeUp,
            Ok(a) if save_number.is_some_and(|n| n <= a.save_number) => StoreError::StaleSave(Box::new(a)),
            Ok(a) if a.time_limit.is_some() => StoreError::TimeUp,
            Ok(_) => StoreError::Unexpected(anyhow::anyhow!("attempt {attempt_id} could not be changed")),
            Err(e) => e,
        }
    }

    /// After a conditional update found nothing: was the attempt missing, or not in progress?
    async fn why_not_in_progress(&self, attempt_id: &str) -> StoreError {
        match self.attempt(attempt_id).await {
            Ok(a) if a.status == AttemptStatus::Completed => StoreError::AttemptCompleted,
            // In progress and not saved: only an exam's deadline refuses that.
            Ok(a) if a.time_limit.is_some() => StoreError::TimeUp,
            Ok(_) => StoreError::Unexpected(anyhow::anyhow!("attempt {attempt_id} could not be changed")),
            Err(e) => e,
        }
    }

    async fn user_exists(&self, user_id: &str) -> StoreResult<()> {
        let n: i64 = with_conn!(self, |conn| {
            users::table.filter(users::id.eq(user_id)).count().get_result(conn).await.store()?
        });
        if n == 0 { Err(StoreError::NotFound) } else { Ok(()) }
    }
}
