//! Classes, their teachers and students, assignments, and the moderation of marks.

use async_trait::async_trait;
use diesel::prelude::*;
use diesel_async::{AsyncConnection, RunQueryDsl};
use sabi_domain::attempt::{Attempt, AttemptStatus, Counting};
use sabi_domain::leaderboard::average;
use sabi_domain::quiz::normalise;
use sabi_domain::teaching::{Assignment, AssignmentRules, MarkChange, SchoolClass, SchoolYear};
use sabi_ports::{AssignmentQuery, ClassQuery, Moderation, StoreError, StoreResult, TeachingRepository};

use crate::error::from_diesel;
use crate::rows::{AttemptRow, parse, to_json};
use crate::schema::{
    assignments, attempt_moderations, class_students, class_teachers, mark_changes, quiz_attempts, school_classes,
    user_progress,
};
use crate::sql::{like_pattern, lower};
use crate::{DieselResultExt, SqlStore, with_conn};

/// A parameter list's bound: SQLite allows a limited number of parameters per statement.
const CHUNK: usize = 500;

#[derive(Queryable, Selectable, Insertable, Debug, Clone)]
#[diesel(table_name = school_classes, treat_none_as_null = true)]
#[diesel(check_for_backend(diesel::pg::Pg, diesel::sqlite::Sqlite))]
struct ClassRow {
    id: String,
    name: String,
    name_key: String,
    class_level: String,
    stream: Option<String>,
    school_year: String,
    created_at: i64,
}

impl ClassRow {
    fn new(c: &SchoolClass) -> ClassRow {
        ClassRow {
            id: c.id.clone(),
            name: c.name.clone(),
            name_key: normalise(&c.name),
            class_level: c.class_level.as_str().to_string(),
            stream: c.stream.clone(),
            school_year: c.school_year.to_string(),
            created_at: c.created_at,
        }
    }

    fn into_class(self, teacher_ids: Vec<String>) -> StoreResult<SchoolClass> {
        Ok(SchoolClass {
            class_level: parse("class_level", &self.class_level)?,
            school_year: parse("school_year", &self.school_year)?,
            id: self.id,
            name: self.name,
            stream: self.stream,
            teacher_ids,
            created_at: self.created_at,
        })
    }
}

#[derive(Queryable, Selectable, Insertable, Debug, Clone)]
#[diesel(table_name = assignments, treat_none_as_null = true)]
#[diesel(check_for_backend(diesel::pg::Pg, diesel::sqlite::Sqlite))]
struct AssignmentRow {
    id: String,
    class_id: String,
    quiz_id: String,
    set_by: Option<String>,
    mode: String,
    opens_at: i64,
    closes_at: i64,
    time_limit_minutes: Option<i64>,
    attempts_allowed: i64,
    keys_shown: String,
    created_at: i64,
}

impl AssignmentRow {
    fn new(a: &Assignment) -> AssignmentRow {
        AssignmentRow {
            id: a.id.clone(),
            class_id: a.class_id.clone(),
            quiz_id: a.quiz_id.clone(),
            set_by: a.set_by.clone(),
            mode: a.rules.mode.as_str().to_string(),
            opens_at: a.rules.opens_at,
            closes_at: a.rules.closes_at,
            time_limit_minutes: a.rules.time_limit_minutes.map(i64::from),
            attempts_allowed: i64::from(a.rules.attempts_allowed),
            keys_shown: a.rules.keys.as_str().to_string(),
            created_at: a.created_at,
        }
    }

    fn into_assignment(self) -> StoreResult<Assignment> {
        Ok(Assignment {
            rules: AssignmentRules {
                mode: parse("mode", &self.mode)?,
                opens_at: self.opens_at,
                closes_at: self.closes_at,
                time_limit_minutes: self.time_limit_minutes.map(|m| m.clamp(0, i64::from(u32::MAX)) as u32),
                attempts_allowed: self.attempts_allowed.clamp(0, i64::from(u32::MAX)) as u32,
                keys: parse("keys_shown", &self.keys_shown)?,
            },
            id: self.id,
            class_id: self.class_id,
            quiz_id: self.quiz_id,
            set_by: self.set_by,
            created_at: self.created_at,
        })
    }
}

#[derive(Queryable, Selectable, Insertable, Debug, Clone)]
#[diesel(table_name = mark_changes, treat_none_as_null = true)]
#[diesel(check_for_backend(diesel::pg::Pg, diesel::sqlite::Sqlite))]
struct MarkChangeRow {
    id: String,
    attempt_id: String,
    number: i64,
    from_marks: i64,
    to_marks: i64,
    comment: String,
    changed_by: Option<String>,
    changed_at: i64,
}

impl MarkChangeRow {
    fn into_change(self) -> MarkChange {
        let marks = |m: i64| m.clamp(0, i64::from(u32::MAX)) as u32;
        MarkChange {
            number: marks(self.number),
            from: marks(self.from_marks),
            to: marks(self.to_marks),
            attempt_id: self.attempt_id,
            comment: self.comment,
            changed_by: self.changed_by,
            changed_at: self.changed_at,
        }
    }
}

/// The filters of a class query, applied the same way to a listing and to its count.
macro_rules! filtered_classes {
    ($query:expr) => {{
        let query: &ClassQuery = $query;
        let mut q = school_classes::table.into_boxed();
        if let Some(search) = query.search.as_deref().filter(|s| !s.trim().is_empty()) {
            q = q.filter(lower(school_classes::name).like(like_pattern(search)).escape('\\'));
        }
        if let Some(level) = query.class_level {
            q = q.filter(school_classes::class_level.eq(level.as_str()));
        }
        if let Some(year) = query.school_year {
            q = q.filter(school_classes::school_year.eq(year.to_string()));
        }
        if let Some(teacher) = query.teacher_id.clone() {
            q = q.filter(school_classes::id.eq_any(
                class_teachers::table.filter(class_teachers::user_id.eq(teacher)).select(class_teachers::class_id),
            ));
        }
        if let Some(student) = query.student_id.clone() {
            q = q.filter(school_classes::id.eq_any(
                class_students::table.filter(class_students::user_id.eq(student)).select(class_students::class_id),
            ));
        }
        q
    }};
}

/// The filters of an assignment query.
macro_rules! filtered_assignments {
    ($query:expr) => {{
        let query: &AssignmentQuery = $query;
        let mut q = assignments::table.into_boxed();
        if let Some(ids) = query.class_ids.clone() {
            q = q.filter(assignments::class_id.eq_any(ids));
        }
        if let Some(now) = query.not_closed_at {
            q = q.filter(assignments::closes_at.gt(now));
        }
        if let Some(since) = query.closing_since {
            q = q.filter(assignments::closes_at.ge(since));
        }
        if let Some(quiz_id) = query.quiz_id.clone() {
            q = q.filter(assignments::quiz_id.eq(quiz_id));
        }
        q
    }};
}

impl SqlStore {
    async fn teachers_of(&self, class_ids: &[String]) -> StoreResult<Vec<(String, String)>> {
        let mut out = Vec::new();
        for chunk in class_ids.chunks(CHUNK) {
            let rows: Vec<(String, String)> = with_conn!(self, |conn| {
                class_teachers::table
                    .filter(class_teachers::class_id.eq_any(chunk))
                    .select((class_teachers::class_id, class_teachers::user_id))
                    .order((class_teachers::class_id, class_teachers::user_id))
                    .load(conn)
                    .await
                    .store()?
            });
            out.extend(rows);
        }
        Ok(out)
    }
}

#[async_trait]
impl TeachingRepository for SqlStore {
    async fn create_class(&self, class: SchoolClass) -> StoreResult<SchoolClass> {
        let row = ClassRow::new(&class);
        let teachers = class.teacher_ids.clone();
        with_conn!(self, |conn| {
            let (row, teachers) = (&row, &teachers);
            conn.transaction::<_, diesel::result::Error, _>(async move |conn| {
                diesel::insert_into(school_classes::table).values(row).execute(conn).await?;
                for teacher in teachers {
                    diesel::insert_into(class_teachers::table)
                        .values((class_teachers::class_id.eq(&row.id), class_teachers::user_id.eq(teacher)))
                        .on_conflict_do_nothing()
                        .execute(conn)
                        .await?;
                }
                Ok(())
            })
            .await
            .store()?
        });
        self.school_class(&class.id).await
    }

    async fn school_class(&self, id: &str) -> StoreResult<SchoolClass> {
        let row: ClassRow = with_conn!(self, |conn| {
            school_classes::table.find(id).select(ClassRow::as_select()).first(conn).await.store()?
        });
        let teachers = self.teachers_of(&[id.to_string()]).await?.into_iter().map(|(_, t)| t).collect();
        row.into_class(teachers)
    }

    async fn school_classes(&self, query: &ClassQuery) -> StoreResult<Vec<(SchoolClass, i64)>> {
        let rows: Vec<ClassRow> = with_conn!(self, |conn| {
            filtered_classes!(query)
                .select(ClassRow::as_select())
                .order((school_classes::school_year.desc(), school_classes::name_key.asc(), school_classes::id.asc()))
                .limit(query.limit.unwrap_or(100).clamp(0, 1_000))
                .offset(query.offset.unwrap_or(0).max(0))
                .load(conn)
                .await
                .store()?
        });
        let ids: Vec<String> = rows.iter().map(|r| r.id.clone()).collect();
        let teachers = self.teachers_of(&ids).await?;
        let counts: Vec<(String, i64)> = with_conn!(self, |conn| {
            class_students::table
                .filter(class_students::class_id.eq_any(&ids))
                .group_by(class_students::class_id)
                .select((class_students::class_id, diesel::dsl::count_star()))
                .load(conn)
                .await
                .store()?
        });
        rows.into_iter()
            .map(|row| {
                let mine = teachers.iter().filter(|(c, _)| c == &row.id).map(|(_, t)| t.clone()).collect();
                let count = counts.iter().find(|(c, _)| c == &row.id).map_or(0, |(_, n)| *n);
                Ok((row.into_class(mine)?, count))
            })
            .collect()
    }

    async fn count_school_classes(&self, query: &ClassQuery) -> StoreResult<i64> {
        with_conn!(self, |conn| filtered_classes!(query).count().get_result(conn).await.store())
    }

    async fn update_class(&self, class: &SchoolClass) -> StoreResult<SchoolClass> {
        let row = ClassRow::new(class);
        let n = with_conn!(self, |conn| {
            let row = &row;
            conn.transaction::<_, diesel::result::Error, _>(async move |conn| {
                let n = diesel::update(school_classes::table.find(&row.id))
                    .set((
                        school_classes::name.eq(&row.name),
                        school_classes::name_key.eq(&row.name_key),
                        school_classes::class_level.eq(&row.class_level),
                        school_classes::stream.eq(&row.stream),
                        school_classes::school_year.eq(&row.school_year),
                    ))
                    .execute(conn)
                    .await?;
                if n == 0 {
                    return Ok(0);
                }
                diesel::update(class_students::table.filter(class_students::class_id.eq(&row.id)))
                    .set(class_students::school_year.eq(&row.school_year))
                    .execute(conn)
                    .await?;
                diesel::delete(class_teachers::table.filter(class_teachers::class_id.eq(&row.id)))
                    .execute(conn)
                    .await?;
                for teacher in &class.teacher_ids {
                    diesel::insert_into(class_teachers::table)
                        .values((class_teachers::class_id.eq(&row.id), class_teachers::user_id.eq(teacher)))
                        .on_conflict_do_nothing()
                        .execute(conn)
                        .await?;
                }
                Ok(n)
            })
            .await
            .store()?
        });
        if n == 0 {
            return Err(StoreError::NotFound);
        }
        self.school_class(&class.id).await
    }

    async fn delete_class(&self, id: &str) -> StoreResult<()> {
        let n = with_conn!(self, |conn| {
            conn.transaction::<_, diesel::result::Error, _>(async move |conn| {
                diesel::delete(assignments::table.filter(assignments::class_id.eq(id))).execute(conn).await?;
                diesel::delete(class_students::table.filter(class_students::class_id.eq(id))).execute(conn).await?;
                diesel::delete(class_teachers::table.filter(class_teachers::class_id.eq(id))).execute(conn).await?;
                diesel::delete(school_classes::table.find(id)).execute(conn).await
            })
            .await
            .store()?
        });
        if n == 1 { Ok(()) } else { Err(StoreError::NotFound) }
    }

    async fn enrol(&self, class_id: &str, user_ids: &[String]) -> StoreResult<()> {
        let class = self.school_class(class_id).await?;
        let year = class.school_year.to_string();
        with_conn!(self, |conn| {
            let year = &year;
            conn.transaction::<_, diesel::result::Error, _>(async move |conn| {
                for user in user_ids {
                    diesel::insert_into(class_students::table)
                        .values((
                            class_students::class_id.eq(class_id),
                            class_students::user_id.eq(user),
                            class_students::school_year.eq(year),
                        ))
                        .execute(conn)
                        .await?;
                }
                Ok(())
            })
            .await
            .store()
        })
    }

    async fn unenrol(&self, class_id: &str, user_id: &str) -> StoreResult<()> {
        let n = with_conn!(self, |conn| {
            diesel::delete(
                class_students::table
                    .filter(class_students::class_id.eq(class_id))
                    .filter(class_students::user_id.eq(user_id)),
            )
            .execute(conn)
            .await
            .store()?
        });
        if n == 1 { Ok(()) } else { Err(StoreError::NotFound) }
    }

    async fn class_student_ids(&self, class_id: &str) -> StoreResult<Vec<String>> {
        with_conn!(self, |conn| {
            class_students::table
                .filter(class_students::class_id.eq(class_id))
                .select(class_students::user_id)
                .order(class_students::user_id)
                .load(conn)
                .await
                .store()
        })
    }

    async fn enrolments(&self, user_ids: &[String], year: SchoolYear) -> StoreResult<Vec<(String, String)>> {
        let year = year.to_string();
        let mut out = Vec::new();
        for chunk in user_ids.chunks(CHUNK) {
            let rows: Vec<(String, String)> = with_conn!(self, |conn| {
                class_students::table
                    .filter(class_students::user_id.eq_any(chunk))
                    .filter(class_students::school_year.eq(&year))
                    .select((class_students::user_id, class_students::class_id))
                    .load(conn)
                    .await
                    .store()?
            });
            out.extend(rows);
        }
        Ok(out)
    }

    async fn create_assignments(&self, new: Vec<Assignment>) -> StoreResult<()> {
        let rows: Vec<AssignmentRow> = new.iter().map(AssignmentRow::new).collect();
        with_conn!(self, |conn| {
            let rows = &rows;
            conn.transaction::<_, diesel::result::Error, _>(async move |conn| {
                for row in rows {
                    diesel::insert_into(assignments::table).values(row).execute(conn).await?;
                }
                Ok(())
            })
            .await
            .store()
        })
    }

    async fn assignment(&self, id: &str) -> StoreResult<Assignment> {
        with_conn!(self, |conn| {
            assignments::table.find(id).select(AssignmentRow::as_select()).first(conn).await.store()?.into_assignment()
        })
    }

    async fn assignments(&self, query: &AssignmentQuery) -> StoreResult<Vec<Assignment>> {
        let rows: Vec<AssignmentRow> = with_conn!(self, |conn| {
            filtered_assignments!(query)
                .select(AssignmentRow::as_select())
                .order((assignments::closes_at.asc(), assignments::id.asc()))
                .limit(query.limit.unwrap_or(100).clamp(0, 1_000))
                .offset(query.offset.unwrap_or(0).max(0))
                .load(conn)
                .await
                .store()?
        });
        rows.into_iter().map(AssignmentRow::into_assignment).collect()
    }

    async fn count_assignments(&self, query: &AssignmentQuery) -> StoreResult<i64> {
        with_conn!(self, |conn| filtered_assignments!(query).count().get_result(conn).await.store())
    }

    async fn delete_assignment(&self, id: &str) -> StoreResult<()> {
        let n = with_conn!(self, |conn| diesel::delete(assignments::table.find(id)).execute(conn).await.store()?);
        if n == 1 { Ok(()) } else { Err(StoreError::NotFound) }
    }

    async fn assignment_attempts(&self, assignment_id: &str, user_id: Option<&str>) -> StoreResult<Vec<Attempt>> {
        let rows: Vec<AttemptRow> = with_conn!(self, |conn| {
            let mut q = quiz_attempts::table.filter(quiz_attempts::assignment_id.eq(assignment_id)).into_boxed();
            if let Some(user) = user_id {
                q = q.filter(quiz_attempts::user_id.eq(user.to_string()));
            }
            q.select(AttemptRow::as_select())
                .order((quiz_attempts::created_at.asc(), quiz_attempts::id.asc()))
                // A class is bounded, and so are its attempts on one assignment.
                .limit(10_000)
                .load(conn)
                .await
                .store()?
        });
        rows.into_iter().map(AttemptRow::into_attempt).collect()
    }

    async fn moderate(&self, m: &Moderation) -> StoreResult<Attempt> {
        let review = to_json(&m.review)?;
        let changes: Vec<MarkChangeRow> = m
            .changes
            .iter()
            .map(|c| MarkChangeRow {
                id: uuid::Uuid::now_v7().to_string(),
                attempt_id: c.attempt_id.clone(),
                number: i64::from(c.number),
                from_marks: i64::from(c.from),
                to_marks: i64::from(c.to),
                comment: c.comment.clone(),
                changed_by: c.changed_by.clone(),
                changed_at: c.changed_at,
            })
            .collect();
        let outcome: Result<Option<AttemptRow>, diesel::result::Error> = with_conn!(self, |conn| {
            let (review, changes) = (&review, &changes);
            conn.transaction::<_, diesel::result::Error, _>(async move |conn| {
                // Only a submitted attempt whose score is still the one the teacher read.
                let n = diesel::update(
                    quiz_attempts::table
                        .find(&m.attempt_id)
                        .filter(quiz_attempts::status.eq(AttemptStatus::Completed.as_str()))
                        .filter(quiz_attempts::score.eq(i64::from(m.score_before))),
                )
                .set((
                    quiz_attempts::review.eq(Some(review)),
                    quiz_attempts::score.eq(i64::from(m.score)),
                    quiz_attempts::correct_answers.eq(i64::from(m.correct_answers)),
                    quiz_attempts::updated_at.eq(m.now),
                ))
                .execute(conn)
                .await?;
                if n == 0 {
                    return Ok(None);
                }
                let row = quiz_attempts::table.find(&m.attempt_id).select(AttemptRow::as_select()).first(conn).await?;
                if row.counts == Counting::Exam.as_str() && m.score != m.score_before {
                    let delta = i64::from(m.score) - i64::from(m.score_before);
                    add_to_totals!(conn, &row.user_id, 0, delta);
                }
                for change in changes {
                    diesel::insert_into(mark_changes::table).values(change).execute(conn).await?;
                }
                diesel::delete(attempt_moderations::table.find(&m.attempt_id)).execute(conn).await?;
                diesel::insert_into(attempt_moderations::table)
                    .values((
                        attempt_moderations::attempt_id.eq(&m.attempt_id),
                        attempt_moderations::moderated_by.eq(&m.moderated_by),
                        attempt_moderations::moderated_at.eq(m.now),
                    ))
                    .execute(conn)
                    .await?;
                Ok(Some(row))
            })
            .await
        });
        match outcome.map_err(from_diesel)? {
            Some(row) => row.into_attempt(),
            None => {
                let attempt = sabi_ports::AttemptRepository::attempt(self, &m.attempt_id).await?;
                if attempt.is_completed() { Err(StoreError::StaleVersion) } else { Err(StoreError::NotFound) }
            }
        }
    }

    async fn mark_changes(&self, attempt_id: &str) -> StoreResult<Vec<MarkChange>> {
        let rows: Vec<MarkChangeRow> = with_conn!(self, |conn| {
            mark_changes::table
                .filter(mark_changes::attempt_id.eq(attempt_id))
                .select(MarkChangeRow::as_select())
                .order((mark_changes::changed_at.asc(), mark_changes::id.asc()))
                .load(conn)
                .await
                .store()?
        });
        Ok(rows.into_iter().map(MarkChangeRow::into_change).collect())
    }

    async fn mark_changes_of_student(&self, user_id: &str, limit: i64) -> StoreResult<Vec<MarkChange>> {
        let rows: Vec<MarkChangeRow> = with_conn!(self, |conn| {
            mark_changes::table
                .inner_join(quiz_attempts::table)
                .filter(quiz_attempts::user_id.eq(user_id))
                .select(MarkChangeRow::as_select())
                .order((mark_changes::changed_at.desc(), mark_changes::id.desc()))
                .limit(limit.clamp(0, 1_000))
                .load(conn)
                .await
                .store()?
        });
        Ok(rows.into_iter().map(MarkChangeRow::into_change).collect())
    }

    async fn moderated(&self, attempt_ids: &[String]) -> StoreResult<Vec<String>> {
        let mut out = Vec::new();
        for chunk in attempt_ids.chunks(CHUNK) {
            let rows: Vec<String> = with_conn!(self, |conn| {
                attempt_moderations::table
                    .filter(attempt_moderations::attempt_id.eq_any(chunk))
                    .select(attempt_moderations::attempt_id)
                    .load(conn)
                    .await
                    .store()?
            });
            out.extend(rows);
        }
        Ok(out)
    }
}
