//! The school's question bank: questions at their current version, every version kept, and
//! how often each student was given each question.

use std::collections::HashSet;

use async_trait::async_trait;
use diesel::prelude::*;
use diesel_async::{AsyncConnection, RunQueryDsl};
use sabi_domain::Timestamp;
use sabi_domain::bank::{BankQuestion, Placement, Question, QuestionVersion};
use sabi_domain::quiz::normalise;
use sabi_ports::{
    BANK_DRAW_CEILING, BankAdded, BankCandidate, BankDraw, BankQuery, BankRepository, StoreError, StoreResult,
};

use crate::error::from_diesel;
use crate::rows::{from_json, parse, to_json};
use crate::schema::{bank_question_versions, bank_questions, bank_serves};
use crate::sql::{like_pattern, lower};
use crate::{DieselResultExt, SqlStore, with_conn};

#[derive(Queryable, Selectable, Insertable, Debug, Clone)]
#[diesel(table_name = bank_questions, treat_none_as_null = true)]
#[diesel(check_for_backend(diesel::pg::Pg, diesel::sqlite::Sqlite))]
pub(crate) struct BankQuestionRow {
    pub id: String,
    pub version: i64,
    pub subject: String,
    pub class_level: String,
    pub topic: String,
    pub subject_key: String,
    pub topic_key: String,
    pub kind: String,
    pub quiz_type: String,
    pub difficulty: String,
    pub language: String,
    pub source: String,
    pub status: String,
    pub author_id: Option<String>,
    pub name: Option<String>,
    pub fingerprint: String,
    pub text: String,
    pub content: String,
    pub created_at: i64,
    pub updated_at: i64,
}

impl BankQuestionRow {
    fn new(q: &BankQuestion) -> Result<BankQuestionRow, StoreError> {
        let kind = q.question.kind();
        Ok(BankQuestionRow {
            id: q.id.clone(),
            version: i64::from(q.version),
            subject: q.placement.subject.clone(),
            class_level: q.placement.class_level.as_str().to_string(),
            topic: q.placement.topic.clone(),
            subject_key: normalise(&q.placement.subject),
            topic_key: normalise(&q.placement.topic),
            kind: kind.as_str().to_string(),
            quiz_type: kind.quiz_type().as_quiz_str().to_string(),
            difficulty: q.difficulty.as_str().to_string(),
            language: q.language.as_str().to_string(),
            source: q.source.as_str().to_string(),
            status: q.status.as_str().to_string(),
            author_id: q.author_id.clone(),
            name: q.name.clone(),
            fingerprint: q.fingerprint.clone(),
            text: q.question.text().to_string(),
            content: to_json(&q.question)?,
            created_at: q.created_at,
            updated_at: q.updated_at,
        })
    }

    fn into_question(self) -> Result<BankQuestion, StoreError> {
        Ok(BankQuestion {
            placement: Placement {
                subject: self.subject,
                class_level: parse("class_level", &self.class_level)?,
                topic: self.topic,
            },
            difficulty: parse("difficulty", &self.difficulty)?,
            language: parse("language", &self.language)?,
            source: parse("source", &self.source)?,
            status: parse("status", &self.status)?,
            question: from_json::<Question>("content", &self.content)?,
            version: self.version as u32,
            id: self.id,
            author_id: self.author_id,
            name: self.name,
            fingerprint: self.fingerprint,
            created_at: self.created_at,
            updated_at: self.updated_at,
        })
    }

    fn first_version(&self, changed_by: Option<String>) -> VersionRow {
        VersionRow {
            question_id: self.id.clone(),
            version: self.version,
            subject: self.subject.clone(),
            class_level: self.class_level.clone(),
            topic: self.topic.clone(),
            content: self.content.clone(),
            changed_by,
            changed_at: self.updated_at,
        }
    }
}

#[derive(Queryable, Selectable, Insertable, Debug, Clone)]
#[diesel(table_name = bank_question_versions, treat_none_as_null = true)]
#[diesel(check_for_backend(diesel::pg::Pg, diesel::sqlite::Sqlite))]
pub(crate) struct VersionRow {
    pub question_id: String,
    pub version: i64,
    pub subject: String,
    pub class_level: String,
    pub topic: String,
    pub content: String,
    pub changed_by: Option<String>,
    pub changed_at: i64,
}

impl VersionRow {
    fn into_version(self) -> Result<QuestionVersion, StoreError> {
        Ok(QuestionVersion {
            version: self.version as u32,
            placement: Placement {
                subject: self.subject,
                class_level: parse("class_level", &self.class_level)?,
                topic: self.topic,
            },
            question: from_json("content", &self.content)?,
            changed_by: self.changed_by,
            changed_at: self.changed_at,
        })
    }
}

/// The filters of a bank query, applied the same way to a listing and to its count.
macro_rules! filtered_questions {
    ($query:expr) => {{
        let query: &BankQuery = $query;
        let mut q = bank_questions::table.into_boxed();
        if let Some(subject) = query.subject.as_deref() {
            q = q.filter(bank_questions::subject_key.eq(normalise(subject)));
        }
        if let Some(class) = query.class_level {
            q = q.filter(bank_questions::class_level.eq(class.as_str()));
        }
        if let Some(topic) = query.topic.as_deref() {
            q = q.filter(bank_questions::topic_key.eq(normalise(topic)));
        }
        if let Some(kind) = query.kind {
            q = q.filter(bank_questions::kind.eq(kind.as_str()));
        }
        if let Some(source) = query.source {
            q = q.filter(bank_questions::source.eq(source.as_str()));
        }
        if let Some(language) = query.language {
            q = q.filter(bank_questions::language.eq(language.as_str()));
        }
        if let Some(status) = query.status {
            q = q.filter(bank_questions::status.eq(status.as_str()));
        }
        if let Some(search) = query.search.as_deref().filter(|s| !s.trim().is_empty()) {
            q = q.filter(lower(bank_questions::text).like(like_pattern(search)).escape('\\'));
        }
        if let Some(ids) = query.ids.as_ref() {
            q = q.filter(bank_questions::id.eq_any(ids.clone()));
        }
        q
    }};
}

#[async_trait]
impl BankRepository for SqlStore {
    async fn add_bank_questions(&self, questions: Vec<BankQuestion>) -> StoreResult<BankAdded> {
        // Questions repeated inside the batch count as already there, like those in the bank.
        let mut in_batch = HashSet::new();
        let mut rows = Vec::with_capacity(questions.len());
        let mut repeated = 0;
        for question in &questions {
            if in_batch.insert(question.fingerprint.clone()) {
                rows.push(BankQuestionRow::new(question)?);
            } else {
                repeated += 1;
            }
        }
        let fingerprints: Vec<String> = rows.iter().map(|r| r.fingerprint.clone()).collect();
        let known: HashSet<String> = self.known_fingerprints(&fingerprints).await?.into_iter().collect();
        let rows: Vec<BankQuestionRow> = rows.into_iter().filter(|r| !known.contains(&r.fingerprint)).collect();
        let versions: Vec<VersionRow> = rows.iter().map(|r| r.first_version(r.author_id.clone())).collect();
        with_conn!(self, |conn| {
            let (rows, versions) = (&rows, &versions);
            conn.transaction::<_, diesel::result::Error, _>(async move |conn| {
                // One row a statement: Diesel builds no multi-row INSERT for SQLite from these
                // rows, and one transaction keeps even the shipped bank's thousands quick.
                for (row, version) in rows.iter().zip(versions) {
                    diesel::insert_into(bank_questions::table).values(row).execute(conn).await?;
                    diesel::insert_into(bank_question_versions::table).values(version).execute(conn).await?;
                }
                Ok(())
            })
            .await
            .store()?
        });
        let added = questions.into_iter().filter(|q| rows.iter().any(|r| r.id == q.id)).collect::<Vec<_>>();
        Ok(BankAdded { already_there: known.len() + repeated, added })
    }

    async fn bank_question(&self, id: &str) -> StoreResult<BankQuestion> {
        with_conn!(self, |conn| {
            bank_questions::table
                .find(id)
                .select(BankQuestionRow::as_select())
                .first(conn)
                .await
                .store()?
                .into_question()
        })
    }

    async fn bank_questions(&self, query: &BankQuery) -> StoreResult<Vec<BankQuestion>> {
        let rows: Vec<BankQuestionRow> = with_conn!(self, |conn| {
            filtered_questions!(query)
                .select(BankQuestionRow::as_select())
                .order((bank_questions::updated_at.desc(), bank_questions::id.desc()))
                .limit(query.limit.unwrap_or(1_000).clamp(0, 10_000))
                .offset(query.offset.unwrap_or(0).max(0))
                .load(conn)
                .await
                .store()?
        });
        rows.into_iter().map(BankQuestionRow::into_question).collect()
    }

    async fn count_bank_questions(&self, query: &BankQuery) -> StoreResult<i64> {
        with_conn!(self, |conn| filtered_questions!(query).count().get_result(conn).await.store())
    }

    async fn update_bank_question(
        &self,
        question: BankQuestion,
        changed_by: Option<String>,
    ) -> StoreResult<BankQuestion> {
        let row = BankQuestionRow::new(&question)?;
        let version = row.first_version(changed_by);
        let replaced = row.version - 1;
        let outcome: Result<usize, diesel::result::Error> = with_conn!(self, |conn| {
            let (row, version) = (&row, &version);
            conn.transaction::<_, diesel::result::Error, _>(async move |conn| {
                // Only the version that was opened may be replaced: a save by someone else in
                // between leaves nothing to update.
                let n =
                    diesel::update(bank_questions::table.find(&row.id).filter(bank_questions::version.eq(replaced)))
                        .set((
                            bank_questions::version.eq(row.version),
                            bank_questions::subject.eq(&row.subject),
                            bank_questions::class_level.eq(&row.class_level),
                            bank_questions::topic.eq(&row.topic),
                            bank_questions::subject_key.eq(&row.subject_key),
                            bank_questions::topic_key.eq(&row.topic_key),
                            bank_questions::kind.eq(&row.kind),
                            bank_questions::quiz_type.eq(&row.quiz_type),
                            bank_questions::difficulty.eq(&row.difficulty),
                            bank_questions::language.eq(&row.language),
                            bank_questions::status.eq(&row.status),
                            bank_questions::name.eq(&row.name),
                            bank_questions::fingerprint.eq(&row.fingerprint),
                            bank_questions::text.eq(&row.text),
                            bank_questions::content.eq(&row.content),
                            bank_questions::updated_at.eq(row.updated_at),
                        ))
                        .execute(conn)
                        .await?;
                if n == 1 {
                    diesel::insert_into(bank_question_versions::table).values(version).execute(conn).await?;
                }
                Ok(n)
            })
            .await
        });
        match outcome.map_err(from_diesel)? {
            1 => self.bank_question(&question.id).await,
            _ => {
                // Gone, or saved by someone else since it was opened.
                self.bank_question(&question.id).await?;
                Err(StoreError::StaleVersion)
            }
        }
    }

    async fn bank_question_versions(&self, id: &str) -> StoreResult<Vec<QuestionVersion>> {
        let rows: Vec<VersionRow> = with_conn!(self, |conn| {
            bank_question_versions::table
                .filter(bank_question_versions::question_id.eq(id))
                .select(VersionRow::as_select())
                .order(bank_question_versions::version.asc())
                .load(conn)
                .await
                .store()?
        });
        rows.into_iter().map(VersionRow::into_version).collect()
    }

    async fn delete_bank_question(&self, id: &str) -> StoreResult<()> {
        let n = with_conn!(self, |conn| {
            conn.transaction::<_, diesel::result::Error, _>(async move |conn| {
                diesel::delete(bank_serves::table.filter(bank_serves::question_id.eq(id))).execute(conn).await?;
                diesel::delete(bank_question_versions::table.filter(bank_question_versions::question_id.eq(id)))
                    .execute(conn)
                    .await?;
                diesel::delete(bank_questions::table.find(id)).execute(conn).await
            })
            .await
            .store()?
        });
        if n == 1 { Ok(()) } else { Err(StoreError::NotFound) }
    }

    async fn known_fingerprints(&self, fingerprints: &[String]) -> StoreResult<Vec<String>> {
        let mut known = Vec::new();
        // Bounded IN lists: SQLite allows a limited number of parameters per statement.
        for chunk in fingerprints.chunks(500) {
            let found: Vec<String> = with_conn!(self, |conn| {
                bank_questions::table
                    .filter(bank_questions::fingerprint.eq_any(chunk))
                    .select(bank_questions::fingerprint)
                    .load(conn)
                    .await
                    .store()?
            });
            known.extend(found);
        }
        Ok(known)
    }

    async fn bank_candidates(&self, draw: &BankDraw) -> StoreResult<Vec<BankCandidate>> {
        let rows: Vec<(BankQuestionRow, Option<i64>)> =
            with_conn!(self, |conn| {
                bank_questions::table
                    .left_join(bank_serves::table.on(
                        bank_serves::question_id.eq(bank_questions::id).and(bank_serves::user_id.eq(&draw.user_id)),
                    ))
                    .filter(bank_questions::class_level.eq(draw.placement.class_level.as_str()))
                    .filter(bank_questions::quiz_type.eq(draw.quiz_type.as_quiz_str()))
                    .filter(bank_questions::status.eq(sabi_domain::bank::QuestionStatus::Published.as_str()))
                    .filter(bank_questions::subject_key.eq(normalise(&draw.placement.subject)))
                    .filter(bank_questions::topic_key.eq(normalise(&draw.placement.topic)))
                    .select((BankQuestionRow::as_select(), bank_serves::times.nullable()))
                    .order(bank_questions::id.asc())
                    .limit(BANK_DRAW_CEILING)
                    .load(conn)
                    .await
                    .store()?
            });
        rows.into_iter()
            .map(|(row, times)| {
                Ok(BankCandidate { question: row.into_question()?, times_served: times.unwrap_or(0).max(0) as u32 })
            })
            .collect()
    }

    async fn record_bank_serves(&self, user_id: &str, question_ids: &[String], now: Timestamp) -> StoreResult<()> {
        if question_ids.is_empty() {
            return Ok(());
        }
        with_conn!(self, |conn| {
            conn.transaction::<_, diesel::result::Error, _>(async move |conn| {
                // A quiz holds at most a hundred questions: one small statement each.
                for id in question_ids {
                    diesel::insert_into(bank_serves::table)
                        .values((
                            bank_serves::user_id.eq(user_id),
                            bank_serves::question_id.eq(id.as_str()),
                            bank_serves::times.eq(1_i64),
                            bank_serves::last_served_at.eq(now),
                        ))
                        .on_conflict((bank_serves::user_id, bank_serves::question_id))
                        .do_update()
                        .set((bank_serves::times.eq(bank_serves::times + 1_i64), bank_serves::last_served_at.eq(now)))
                        .execute(conn)
                        .await?;
                }
                Ok(())
            })
            .await
            .store()
        })
    }
}
