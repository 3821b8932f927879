//! Subjects and topics.

use std::collections::HashMap;

use async_trait::async_trait;
use diesel::prelude::*;
use diesel_async::{AsyncConnection, RunQueryDsl};
use sabi_domain::Timestamp;
use sabi_domain::catalogue::{Subject, Topic};
use sabi_domain::class_level::ClassLevel;
use sabi_domain::quiz::normalise;
use sabi_ports::{
    CatalogueRepository, MovedQuestion, StoreError, StoreResult, SubjectQuery, SubjectRemoval, SubjectWithCount,
    TopicQuery,
};

use crate::rows::{SubjectRow, TopicRow};
use crate::schema::{bank_questions, quiz_attempts, quizzes, subjects, topics};
use crate::sql::{like_pattern, lower};
use crate::{DieselResultExt, SqlStore, with_conn};

/// Moves each bank question to its new placement and fingerprint, inside the caller's
/// transaction (a macro, so the same statements compile for both backends' connections).
macro_rules! move_questions {
    ($conn:expr, $moved:expr) => {
        for m in $moved {
            diesel::update(bank_questions::table.find(&m.id))
                .set((
                    bank_questions::subject.eq(&m.placement.subject),
                    bank_questions::class_level.eq(m.placement.class_level.as_str()),
                    bank_questions::topic.eq(&m.placement.topic),
                    bank_questions::subject_key.eq(normalise(&m.placement.subject)),
                    bank_questions::topic_key.eq(normalise(&m.placement.topic)),
                    bank_questions::fingerprint.eq(&m.fingerprint),
                ))
                .execute($conn)
                .await?;
        }
    };
}

/// Retires bank questions by id (kept, offered to no quiz), a few hundred to a statement; the
/// number retired.
macro_rules! retire_questions {
    ($conn:expr, $ids:expr, $now:expr) => {{
        let mut retired = 0usize;
        for ids in $ids.chunks(ID_CHUNK) {
            retired += diesel::update(bank_questions::table.filter(bank_questions::id.eq_any(ids)))
                .set((
                    bank_questions::status.eq(sabi_domain::bank::QuestionStatus::Retired.as_str()),
                    bank_questions::updated_at.eq($now),
                ))
                .execute($conn)
                .await?;
        }
        retired
    }};
}

/// Ids bound in one `IN (...)` list: well under SQLite's limit on a statement's parameters.
const ID_CHUNK: usize = 500;

#[async_trait]
impl CatalogueRepository for SqlStore {
    async fn create_subject(&self, subject: Subject) -> StoreResult<Subject> {
        let row = SubjectRow::new(subject);
        with_conn!(self, |conn| {
            diesel::insert_into(subjects::table).values(row.clone()).execute(conn).await.store()?;
            row.clone().into_subject()
        })
    }

    async fn subject(&self, id: &str) -> StoreResult<SubjectWithCount> {
        let row: SubjectRow = with_conn!(self, |conn| {
            subjects::table.find(id).select(SubjectRow::as_select()).first(conn).await.store()?
        });
        let subject = row.into_subject()?;
        let counts = self.topic_counts(Some(subject.class_level.as_str())).await?;
        let topics_count =
            counts.get(&(subject.name.to_lowercase(), subject.class_level.to_string())).copied().unwrap_or(0);
        Ok(SubjectWithCount { subject, topics_count })
    }

    async fn subjects(&self, query: &SubjectQuery) -> StoreResult<Vec<SubjectWithCount>> {
        let class = query.class_level.map(|c| c.as_str().to_string());
        let rows: Vec<SubjectRow> = with_conn!(self, |conn| {
            let mut q = subjects::table.select(SubjectRow::as_select()).into_boxed();
            if let Some(class) = class.as_deref() {
                q = q.filter(subjects::class_level.eq(class));
            }
            if let Some(name) = query.name.as_deref() {
                q = q.filter(lower(subjects::name).eq(name.trim().to_lowercase()));
            }
            if let Some(search) = query.search.as_deref() {
                q = q.filter(lower(subjects::name).like(like_pattern(search)).escape('\\'));
            }
            q.order((subjects::name.asc(), subjects::class_level.asc()))
                .limit(query.limit.unwrap_or(10_000).clamp(0, 10_000))
                .load(conn)
                .await
                .store()?
        });
        let counts = self.topic_counts(class.as_deref()).await?;
        rows.into_iter()
            .map(|row| {
                let subject = row.into_subject()?;
                let key = (subject.name.to_lowercase(), subject.class_level.to_string());
                Ok(SubjectWithCount { topics_count: counts.get(&key).copied().unwrap_or(0), subject })
            })
            .collect()
    }

    async fn delete_subject(
        &self,
        subject: &Subject,
        retired_questions: &[String],
        now: Timestamp,
    ) -> StoreResult<SubjectRemoval> {
        let name = subject.name.to_lowercase();
        let class = subject.class_level.as_str();
        let removal = with_conn!(self, |conn| {
            let name = &name;
            conn.transaction::<_, diesel::result::Error, _>(async move |conn| {
                // The write first, so SQLite takes its lock before it reads.
                let found = diesel::delete(subjects::table.find(&subject.id)).execute(conn).await?;
                if found == 0 {
                    return Ok(None);
                }
                let mut removal = SubjectRemoval::default();
                let quiz_ids: Vec<String> = quizzes::table
                    .filter(lower(quizzes::subject).eq(name))
                    .filter(quizzes::class_level.eq(class))
                    .filter(quizzes::retired_at.is_null())
                    .select(quizzes::id)
                    .load(conn)
                    .await?;
                // A quiz students have taken is retired (their attempts keep it); the rest go.
                for ids in quiz_ids.chunks(ID_CHUNK) {
                    let taken: Vec<String> = quiz_attempts::table
                        .filter(quiz_attempts::quiz_id.eq_any(ids))
                        .select(quiz_attempts::quiz_id)
                        .distinct()
                        .load(conn)
                        .await?;
                    removal.quizzes_retired += diesel::update(quizzes::table.filter(quizzes::id.eq_any(&taken)))
                        .set(quizzes::retired_at.eq(Some(now)))
                        .execute(conn)
                        .await? as i64;
                    let untaken = ids.iter().filter(|id| !taken.contains(id));
                    removal.quizzes_deleted +=
                        diesel::delete(quizzes::table.filter(quizzes::id.eq_any(untaken))).execute(conn).await? as i64;
                }
                removal.bank_questions = retire_questions!(conn, retired_questions, now) as i64;
                removal.topics = diesel::delete(
                    topics::table.filter(lower(topics::subject).eq(name)).filter(topics::class_level.eq(class)),
                )
                .execute(conn)
                .await? as i64;
                Ok(Some(removal))
            })
            .await
            .store()?
        });
        removal.ok_or(StoreError::NotFound)
    }

    async fn update_subject(&self, subject: &Subject, moved: &[MovedQuestion]) -> StoreResult<Subject> {
        let row = SubjectRow::new(subject.clone());
        let n = with_conn!(self, |conn| {
            let row = &row;
            conn.transaction::<_, diesel::result::Error, _>(async move |conn| {
                let old: Option<SubjectRow> =
                    subjects::table.find(&row.id).select(SubjectRow::as_select()).first(conn).await.optional()?;
                let Some(old) = old else { return Ok(0) };
                let before = old.name.to_lowercase();
                diesel::update(
                    topics::table
                        .filter(lower(topics::subject).eq(&before))
                        .filter(topics::class_level.eq(&old.class_level)),
                )
                .set((topics::subject.eq(&row.name), topics::class_level.eq(&row.class_level)))
                .execute(conn)
                .await?;
                diesel::update(
                    quizzes::table
                        .filter(lower(quizzes::subject).eq(&before))
                        .filter(quizzes::class_level.eq(&old.class_level)),
                )
                .set((quizzes::subject.eq(&row.name), quizzes::class_level.eq(&row.class_level)))
                .execute(conn)
                .await?;
                move_questions!(conn, moved);
                diesel::update(subjects::table.find(&row.id))
                    .set((
                        subjects::name.eq(&row.name),
                        subjects::description.eq(&row.description),
                        subjects::class_level.eq(&row.class_level),
                    ))
                    .execute(conn)
                    .await
            })
            .await
            .store()?
        });
        if n == 0 {
            return Err(StoreError::NotFound);
        }
        Ok(self.subject(&subject.id).await?.subject)
    }

    async fn count_subjects(&self) -> StoreResult<i64> {
        with_conn!(self, |conn| subjects::table.count().get_result(conn).await.store())
    }

    async fn create_topic(&self, topic: Topic) -> StoreResult<Topic> {
        let row = TopicRow::new(topic)?;
        with_conn!(self, |conn| {
            diesel::insert_into(topics::table).values(row.clone()).execute(conn).await.store()?;
            row.clone().into_topic()
        })
    }

    async fn topic(&self, id: &str) -> StoreResult<Topic> {
        with_conn!(self, |conn| {
            topics::table.find(id).select(TopicRow::as_select()).first(conn).await.store()?.into_topic()
        })
    }

    async fn topics(&self, query: &TopicQuery) -> StoreResult<Vec<Topic>> {
        let rows: Vec<TopicRow> = with_conn!(self, |conn| {
            let mut q = topics::table.select(TopicRow::as_select()).into_boxed();
            if let Some(class) = query.class_level {
                q = q.filter(topics::class_level.eq(class.as_str()));
            }
            if let Some(subject) = query.subject.as_deref() {
                q = q.filter(lower(topics::subject).eq(subject.trim().to_lowercase()));
            }
            if let Some(search) = query.search.as_deref() {
                q = q.filter(lower(topics::name).like(like_pattern(search)).escape('\\'));
            }
            q.order((topics::subject.asc(), topics::class_level.asc(), topics::created_at.asc(), topics::id.asc()))
                .limit(query.limit.unwrap_or(10_000).clamp(0, 10_000))
                .load(conn)
                .await
                .store()?
        });
        rows.into_iter().map(TopicRow::into_topic).collect()
    }

    async fn update_topic(&self, topic: &Topic, moved: &[MovedQuestion]) -> StoreResult<Topic> {
        let row = TopicRow::new(topic.clone())?;
        let n = with_conn!(self, |conn| {
            let row = &row;
            conn.transaction::<_, diesel::result::Error, _>(async move |conn| {
                let old: Option<TopicRow> =
                    topics::table.find(&row.id).select(TopicRow::as_select()).first(conn).await.optional()?;
                let Some(old) = old else { return Ok(0) };
                // The school's quizzes on the topic follow it (attempts keep what they were).
                diesel::update(
                    quizzes::table
                        .filter(lower(quizzes::subject).eq(old.subject.to_lowercase()))
                        .filter(quizzes::class_level.eq(&old.class_level))
                        .filter(lower(quizzes::topic).eq(old.name.to_lowercase())),
                )
                .set((
                    quizzes::subject.eq(&row.subject),
                    quizzes::class_level.eq(&row.class_level),
                    quizzes::topic.eq(&row.name),
                ))
                .execute(conn)
                .await?;
                let n = diesel::update(topics::table.find(&row.id))
                    .set((
                        topics::name.eq(&row.name),
                        topics::subject.eq(&row.subject),
                        topics::class_level.eq(&row.class_level),
                        topics::description.eq(&row.description),
                    ))
                    .execute(conn)
                    .await?;
                if n == 0 {
                    return Ok(0);
                }
                move_questions!(conn, moved);
                Ok(n)
            })
            .await
            .store()?
        });
        if n == 0 {
            return Err(StoreError::NotFound);
        }
        self.topic(&topic.id).await
    }

    async fn delete_topic(&self, id: &str, retired_questions: &[String], now: Timestamp) -> StoreResult<()> {
        let n = with_conn!(self, |conn| {
            conn.transaction::<_, diesel::result::Error, _>(async move |conn| {
                retire_questions!(conn, retired_questions, now);
                diesel::delete(topics::table.find(id)).execute(conn).await
            })
            .await
            .store()?
        });
        if n == 1 { Ok(()) } else { Err(StoreError::NotFound) }
    }
}

impl SqlStore {
    /// Topics per (lower-cased subject name, class level), in one grouped query.
    async fn topic_counts(&self, class: Option<&str>) -> StoreResult<HashMap<(String, String), i64>> {
        let classes: Vec<String> = match class {
            Some(class) => vec![class.to_string()],
            None => ClassLevel::TOPIC_LEVELS.iter().map(|c| c.as_str().to_string()).collect(),
        };
        let rows: Vec<(String, String, i64)> = with_conn!(self, |conn| {
            topics::table
                .filter(topics::class_level.eq_any(&classes))
                .group_by((topics::subject, topics::class_level))
                .select((topics::subject, topics::class_level, diesel::dsl::count_star()))
                .load(conn)
                .await
                .store()?
        });
        let mut counts = HashMap::new();
        for (subject, class, n) in rows {
            *counts.entry((subject.to_lowercase(), class)).or_insert(0) += n;
        }
        Ok(counts)
    }
}
