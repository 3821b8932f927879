//! The school's question bank: staff (admins and teachers) write, edit, retire, import and
//! export questions, try an answer against the marker, and build quizzes from them. Students'
//! quizzes draw on the bank first ([`draw`], used by the quiz service).
//!
//! Reading and writing files is the api's (the formats adapter); this service takes the
//! questions a file gave, already placed, and decides what is stored.

use std::collections::HashSet;
use std::sync::Arc;

use rand::seq::SliceRandom;
use sabi_domain::Timestamp;
use sabi_domain::bank::{
    self, BankQuestion, Language, Placement, Question, QuestionProblem, QuestionSource, QuestionStatus, QuestionVersion,
};
use sabi_domain::quiz::{self, AnswerKey, Difficulty, Quiz, QuizSource, QuizType, normalise};
use sabi_domain::scoring::{self, PointMark};
use sabi_ports::{
    AnswerReviewer, BankCandidate, BankDraw, BankQuery, Clock, IdGenerator, QuizGenerator, QuizRequest, ReviewItem,
    Store, StoreError,
};

use crate::Ports;
use crate::caller::Caller;
use crate::error::{AppError, AppResult, OrNotFound};
use crate::rate_limit::{Action, RateLimiter};

/// The most questions one file may bring (far more than any teacher's file).
pub const MAX_IMPORT_QUESTIONS: usize = 5_000;
/// The most questions one export or one built quiz holds.
pub const MAX_EXPORT_QUESTIONS: i64 = 10_000;
/// The most rows a page of the bank list shows.
pub const MAX_PAGE: i64 = 100;

/// A question as the editor sends it.
#[derive(Debug, Clone, PartialEq)]
pub struct QuestionDraft {
    pub placement: Placement,
    pub difficulty: Difficulty,
    pub language: Language,
    pub status: QuestionStatus,
    pub name: Option<String>,
    pub question: Question,
}

/// A question a file gave, placed in the catalogue.
#[derive(Debug, Clone, PartialEq)]
pub struct FileQuestion {
    pub line: usize,
    pub name: Option<String>,
    pub placement: Placement,
    pub difficulty: Difficulty,
    pub question: Question,
}

/// A question of a file that was not taken, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    pub line: usize,
    pub name: Option<String>,
    pub reason: String,
}

/// What an import will do (a preview) or did (once confirmed).
#[derive(Debug, Clone, PartialEq)]
pub struct ImportReport {
    /// Each question taken from the file, and whether the bank holds it already.
    pub questions: Vec<(FileQuestion, bool)>,
    pub refused: Vec<Refusal>,
    pub to_create: usize,
    pub duplicates: usize,
    /// How many were stored: `None` for a preview.
    pub created: Option<usize>,
}

/// What the quiz builder sends: a title and the bank questions, in order.
#[derive(Debug, Clone, PartialEq)]
pub struct QuizPlan {
    pub title: String,
    pub description: String,
    pub placement: Placement,
    pub quiz_type: QuizType,
    pub difficulty: Difficulty,
    pub estimate_time: Option<u32>,
    pub question_ids: Vec<String>,
}

/// An answer tried against a question in the editor, marked but not stored.
#[derive(Debug, Clone, PartialEq)]
pub struct TriedAnswer {
    pub score: u32,
    pub marks: u32,
    pub feedback: String,
    /// A short answer's marking points as the built-in marker read them, with what the answer
    /// earned by each (their awards add up to `score`); none for a multiple-choice question.
    pub points: Vec<PointMark>,
}

#[derive(Clone)]
pub struct BankService {
    store: Arc<dyn Store>,
    generator: Arc<dyn QuizGenerator>,
    reviewer: Arc<dyn AnswerReviewer>,
    clock: Arc<dyn Clock>,
    ids: Arc<dyn IdGenerator>,
    limits: Arc<RateLimiter>,
}

fn require_staff(caller: &Caller) -> AppResult<()> {
    caller.require_staff()
}

/// The problems of a draft as one error: 400 with each problem.
fn invalid(problems: Vec<QuestionProblem>) -> AppError {
    AppError::InvalidQuestion(problems)
}

impl BankService {
    pub fn new(ports: &Ports, limits: Arc<RateLimiter>) -> BankService {
        BankService {
            store: ports.store.clone(),
            generator: ports.generator.clone(),
            reviewer: ports.reviewer.clone(),
            clock: ports.clock.clone(),
            ids: ports.ids.clone(),
            limits,
        }
    }

    /// A page of the bank, with how many questions match in all.
    pub async fn list(&self, caller: &Caller, query: BankQuery) -> AppResult<(Vec<BankQuestion>, i64)> {
        require_staff(caller)?;
        let query = BankQuery {
            limit: Some(query.limit.unwrap_or(10).clamp(1, MAX_PAGE)),
            offset: Some(query.offset.unwrap_or(0).max(0)),
            ..query
        };
        let total = self.store.count_bank_questions(&query).await?;
        Ok((self.store.bank_questions(&query).await?, total))
    }

    /// Every question the filters match, for an export (at most [`MAX_EXPORT_QUESTIONS`]).
    pub async fn export(&self, caller: &Caller, query: BankQuery) -> AppResult<Vec<BankQuestion>> {
        require_staff(caller)?;
        let query = BankQuery { limit: Some(MAX_EXPORT_QUESTIONS), offset: None, ..query };
        Ok(self.store.bank_questions(&query).await?)
    }

    pub async fn question(&self, caller: &Caller, id: &str) -> AppResult<(BankQuestion, Vec<QuestionVersion>)> {
        require_staff(caller)?;
        let question = self.store.bank_question(id).await.or_not_found(QUESTION_NOT_FOUND)?;
        let versions = self.store.bank_question_versions(id).await?;
        Ok((question, versions))
    }

    /// What is wrong with a draft, without saving it.
    pub fn check(&self, caller: &Caller, draft: &QuestionDraft) -> AppResult<Vec<QuestionProblem>> {
        require_staff(caller)?;
        Ok(bank::problems(&draft.placement, &draft.question))
    }

    pub async fn create(&self, caller: &Caller, draft: QuestionDraft) -> AppResult<BankQuestion> {
        require_staff(caller)?;
        let problems = bank::problems(&draft.placement, &draft.question);
        if !problems.is_empty() {
            return Err(invalid(problems));
        }
        let now = self.clock.now();
        let question = bank::explained(draft.question);
        let new = BankQuestion {
            id: self.ids.new_id(),
            version: 1,
            fingerprint: bank::fingerprint(&draft.placement, &question),
            placement: tidy(draft.placement),
            difficulty: draft.difficulty,
            language: draft.language,
            source: QuestionSource::Written,
            status: draft.status,
            author_id: Some(caller.user_id.clone()),
            name: draft.name.map(|n| n.trim().to_string()).filter(|n| !n.is_empty()),
            question,
            created_at: now,
            updated_at: now,
        };
        let added = self.store.add_bank_questions(vec![new]).await?;
        added.added.into_iter().next().ok_or_else(|| AppError::Conflict(ALREADY_IN_BANK.into()))
    }

    /// Saves a new version of a question, if `version` is still the stored one.
    pub async fn update(
        &self,
        caller: &Caller,
        id: &str,
        version: u32,
        draft: QuestionDraft,
    ) -> AppResult<BankQuestion> {
        require_staff(caller)?;
        let problems = bank::problems(&draft.placement, &draft.question);
        if !problems.is_empty() {
            return Err(invalid(problems));
        }
        let stored = self.store.bank_question(id).await.or_not_found(QUESTION_NOT_FOUND)?;
        if stored.version != version {
            return Err(StoreError::StaleVersion.into());
        }
        let question = bank::explained(draft.question);
        let changed = BankQuestion {
            version: version + 1,
            fingerprint: bank::fingerprint(&draft.placement, &question),
            placement: tidy(draft.placement),
            difficulty: draft.difficulty,
            language: draft.language,
            status: draft.status,
            name: draft.name.map(|n| n.trim().to_string()).filter(|n| !n.is_empty()),
            question,
            updated_at: self.clock.now(),
            ..stored
        };
        match self.store.update_bank_question(changed, Some(caller.user_id.clone())).await {
            Err(StoreError::AlreadyExists) => Err(AppError::Conflict(ALREADY_IN_BANK.into())),
            other => Ok(other?),
        }
    }

    pub async fn delete(&self, caller: &Caller, id: &str) -> AppResult<()> {
        require_staff(caller)?;
        self.store.delete_bank_question(id).await.or_not_found(QUESTION_NOT_FOUND)
    }

    /// Marks an answer against a question as a student's would be, storing nothing. A short
    /// answer is marked by the built-in marker whatever marker is configured (the editor's box
    /// tries the scheme "against the built-in marker", issue 16), point by point so that the
    /// teacher sees which points the answer earned and which it missed.
    pub async fn try_answer(&self, caller: &Caller, question: &Question, answer: &TryAnswer) -> AppResult<TriedAnswer> {
        require_staff(caller)?;
        let placement = Placement {
            subject: "-".into(),
            class_level: sabi_domain::class_level::ClassLevel::Form1,
            topic: "-".into(),
        };
        let problems = bank::problems(&placement, question);
        if !problems.is_empty() {
            return Err(invalid(problems));
        }
        match question {
            Question::MultipleChoice(q) => {
                let chosen: Vec<String> = match answer {
                    TryAnswer::Text(t) => vec![t.clone()],
                    TryAnswer::Choices(c) => c.clone(),
                };
                let keys: Vec<String> = match &q.answer {
                    AnswerKey::One(k) => vec![k.clone()],
                    AnswerKey::Many(ks) => ks.clone(),
                };
                let fold = |v: &[String]| v.iter().map(|s| normalise(s)).collect::<HashSet<_>>();
                let right = fold(&chosen) == fold(&keys);
                Ok(TriedAnswer {
                    score: u32::from(right),
                    marks: 1,
                    feedback: if right { "Correct.".into() } else { format!("Not right. {}", q.explanation) },
                    points: Vec::new(),
                })
            }
            Question::ShortAnswer(q) => {
                let text = match answer {
                    TryAnswer::Text(t) => t.clone(),
                    TryAnswer::Choices(c) => c.join(" "),
                };
                sabi_domain::limits::check_answer(&text)?;
                self.limits.take(Action::Review, &caller.user_id, self.clock.now())?;
                let item = ReviewItem {
                    question: q.question.clone(),
                    answer: text,
                    marks: q.marks,
                    marking_scheme: q.marking_scheme.clone(),
                };
                let marked = self.reviewer.mark_points(&item).await.map_err(crate::attempts::review_error)?;
                // Bounded here too: whatever the marker, the points never give more than the
                // question's marks, and their awards add up to the score.
                let points = scoring::hand_out(marked.points, q.marks);
                let score = if points.is_empty() {
                    marked.review.marks_awarded.min(q.marks)
                } else {
                    points.iter().map(|p| p.awarded).sum()
                };
                Ok(TriedAnswer { score, marks: q.marks, feedback: marked.review.feedback, points })
            }
        }
    }

    /// What importing a file's questions does: with `confirm`, stores those not already in
    /// the bank (in one transaction); without, only says what it would do.
    pub async fn import(
        &self,
        caller: &Caller,
        taken: Vec<FileQuestion>,
        refused: Vec<Refusal>,
        status: QuestionStatus,
        confirm: bool,
    ) -> AppResult<ImportReport> {
        require_staff(caller)?;
        if taken.len() + refused.len() > MAX_IMPORT_QUESTIONS {
            return Err(AppError::TooLarge(format!(
                "The file holds more than {MAX_IMPORT_QUESTIONS} questions: split it into smaller files."
            )));
        }
        let now = self.clock.now();
        let mut refused = refused;
        let mut questions = Vec::new();
        for item in taken {
            // The file's own checks are the formats'; the bank's rules are checked here too.
            let problems = bank::problems(&item.placement, &item.question);
            if let Some(first) = problems.first() {
                refused.push(Refusal { line: item.line, name: item.name.clone(), reason: first.to_string() });
            } else {
                questions.push(FileQuestion { question: bank::explained(item.question), ..item });
            }
        }
        refused.sort_by_key(|r| r.line);
        let prints: Vec<String> = questions.iter().map(|q| bank::fingerprint(&q.placement, &q.question)).collect();
        let known: HashSet<String> = self.store.known_fingerprints(&prints).await?.into_iter().collect();
        let mut in_file = HashSet::new();
        let questions: Vec<(FileQuestion, bool)> = questions
            .into_iter()
            .zip(&prints)
            .map(|(q, print)| {
                let duplicate = known.contains(print) || !in_file.insert(print.clone());
                (q, duplicate)
            })
            .collect();
        let duplicates = questions.iter().filter(|(_, d)| *d).count();
        let to_create = questions.len() - duplicates;
        let created = if confirm {
            let new: Vec<BankQuestion> = questions
                .iter()
                .filter(|(_, duplicate)| !duplicate)
                .map(|(q, _)| BankQuestion {
                    id: self.ids.new_id(),
                    version: 1,
                    fingerprint: bank::fingerprint(&q.placement, &q.question),
                    placement: tidy(q.placement.clone()),
                    difficulty: q.difficulty,
                    language: Language::of_subject(&q.placement.subject),
                    source: QuestionSource::Imported,
                    status,
                    author_id: Some(caller.user_id.clone()),
                    name: q.name.clone(),
                    question: q.question.clone(),
                    created_at: now,
                    updated_at: now,
                })
                .collect();
            Some(self.store.add_bank_questions(new).await?.added.len())
        } else {
            None
        };
        Ok(ImportReport { questions, refused, to_create, duplicates, created })
    }

    /// Adds the questions Sabi ships (published, source "seeded") that the bank does not hold
    /// yet, once per release of the shipped bank (a job claimed under its fingerprint): a
    /// question the school edited or retired stays as the school left it, and one it deleted
    /// stays deleted until a release ships a changed bank.
    pub async fn seed(&self, shipped: Vec<FileQuestion>) -> AppResult<usize> {
        let now = self.clock.now();
        let mut prints: Vec<String> = shipped.iter().map(|q| bank::fingerprint(&q.placement, &q.question)).collect();
        prints.sort();
        let key = format!("bank-seed:{}:{:016x}", prints.len(), fnv1a(prints.join("\n").as_bytes()));
        if !self.store.claim_job(&key, now).await? {
            return Ok(0);
        }
        let new: Vec<BankQuestion> = shipped
            .into_iter()
            .filter(|q| bank::problems(&q.placement, &q.question).is_empty())
            .map(|q| BankQuestion {
                id: self.ids.new_id(),
                version: 1,
                fingerprint: bank::fingerprint(&q.placement, &q.question),
                language: Language::of_subject(&q.placement.subject),
                placement: q.placement,
                difficulty: q.difficulty,
                source: QuestionSource::Seeded,
                status: QuestionStatus::Published,
                author_id: None,
                name: q.name,
                question: q.question,
                created_at: now,
                updated_at: now,
            })
            .collect();
        Ok(self.store.add_bank_questions(new).await?.added.len())
    }

    /// A quiz the school publishes from bank questions, in the order given; it holds copies,
    /// so later edits of the questions never change it.
    pub async fn build_quiz(&self, caller: &Caller, plan: QuizPlan) -> AppResult<Quiz> {
        require_staff(caller)?;
        let title = plan.title.trim();
        if title.is_empty() || plan.question_ids.is_empty() {
            return Err(AppError::BadRequest("A quiz needs a title and at least one question.".into()));
        }
        if plan.question_ids.len() > quiz::MAX_QUESTIONS {
            return Err(AppError::BadRequest(format!("A quiz holds at most {} questions.", quiz::MAX_QUESTIONS)));
        }
        let mut questions = Vec::with_capacity(plan.question_ids.len());
        for id in &plan.question_ids {
            let q = self.store.bank_question(id).await.or_not_found(QUESTION_NOT_FOUND)?;
            questions.push(q.question);
        }
        let content = bank::quiz_content(plan.quiz_type, questions).ok_or_else(|| {
            AppError::BadRequest(format!("Every question of a {} must be of that type.", plan.quiz_type.label()))
        })?;
        quiz::validate_content(&content)?;
        let subject_id = None;
        Ok(self
            .store
            .save_quiz(Quiz {
                id: self.ids.new_id(),
                title: title.chars().take(200).collect(),
                description: plan.description.trim().chars().take(2_000).collect(),
                subject: plan.placement.subject.trim().to_string(),
                subject_id,
                topic: plan.placement.topic.trim().to_string(),
                class_level: plan.placement.class_level,
                quiz_type: plan.quiz_type,
                difficulty: plan.difficulty,
                source: QuizSource::Manual,
                estimate_time: plan.estimate_time.unwrap_or_else(|| quiz::default_minutes(&content)).clamp(1, 24 * 60),
                pass_points: quiz::DEFAULT_PASS_POINTS,
                marks: content.total_marks(),
                image: None,
                content,
                created_by: Some(caller.user_id.clone()),
                week: None,
                created_at: self.clock.now(),
                retired_at: None,
            })
            .await?)
    }

    /// Asks the generator for questions on a topic and keeps them in the bank as drafts for
    /// the quiz builder: staff edit, publish or delete each before building a quiz. Questions
    /// the bank holds already come back as they are stored, not twice.
    pub async fn generate_drafts(&self, caller: &Caller, request: QuizRequest) -> AppResult<Vec<BankQuestion>> {
        require_staff(caller)?;
        self.limits.take(Action::Generate, &caller.user_id, self.clock.now())?;
        let generated = self.generator.generate(&request).await.map_err(crate::quizzes::service_error)?;
        let placement = Placement {
            subject: request.subject.clone(),
            class_level: request.class_level,
            topic: request.topic.clone(),
        };
        let questions: Vec<Question> =
            bank::questions_of(&generated.content).into_iter().map(bank::explained).collect();
        let prints: Vec<String> = questions.iter().map(|q| bank::fingerprint(&placement, q)).collect();
        self.keep_generated(&placement, request.difficulty, questions).await;
        let stored = self.store.bank_questions(&BankQuery::of_placement(&placement, MAX_EXPORT_QUESTIONS)).await?;
        Ok(prints.iter().filter_map(|p| stored.iter().find(|q| &q.fingerprint == p).cloned()).collect())
    }

    /// Keeps questions a generation service made as drafts (source "generated") for staff
    /// to publish or not; those the bank holds already are skipped.
    pub async fn keep_generated(&self, placement: &Placement, difficulty: Difficulty, questions: Vec<Question>) {
        let now = self.clock.now();
        let new = questions
            .into_iter()
            .filter(|q| bank::problems(placement, q).is_empty())
            .map(|question| BankQuestion {
                id: self.ids.new_id(),
                version: 1,
                fingerprint: bank::fingerprint(placement, &question),
                placement: placement.clone(),
                difficulty,
                language: Language::of_subject(&placement.subject),
                source: QuestionSource::Generated,
                status: QuestionStatus::Draft,
                author_id: None,
                name: None,
                question,
                created_at: now,
                updated_at: now,
            })
            .collect();
        if let Err(e) = self.store.add_bank_questions(new).await {
            // The quiz itself is stored; losing its drafts is not worth failing the request.
            tracing::warn!(error = %e, "generated questions not kept in the bank");
        }
    }
}

/// FNV-1a: a hash that stays the same across builds and Rust versions (std's does not).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, b| (hash ^ u64::from(*b)).wrapping_mul(0x0000_0100_0000_01b3))
}

/// An answer tried in the editor: a text, or the options chosen.
#[derive(Debug, Clone, PartialEq)]
pub enum TryAnswer {
    Text(String),
    Choices(Vec<String>),
}

const ALREADY_IN_BANK: &str = "This question is already in the bank.";
const QUESTION_NOT_FOUND: &str = "Question not found.";

fn tidy(placement: Placement) -> Placement {
    Placement {
        subject: placement.subject.split_whitespace().collect::<Vec<_>>().join(" "),
        topic: placement.topic.split_whitespace().collect::<Vec<_>>().join(" "),
        ..placement
    }
}

/// Up to `count` published questions of the request's topic for this student, those they
/// were never given first, then those given least, chance deciding among equals; each one
/// counted as served.
pub(crate) async fn draw(
    store: &dyn Store,
    placement: &Placement,
    quiz_type: QuizType,
    user_id: &str,
    count: usize,
    now: Timestamp,
) -> AppResult<Vec<Question>> {
    let mut candidates: Vec<BankCandidate> = store
        .bank_candidates(&BankDraw { placement: placement.clone(), quiz_type, user_id: user_id.to_string() })
        .await?;
    candidates.shuffle(&mut rand::rng());
    candidates.sort_by_key(|c| c.times_served);
    candidates.truncate(count);
    let ids: Vec<String> = candidates.iter().map(|c| c.question.id.clone()).collect();
    if !ids.is_empty() {
        store.record_bank_serves(user_id, &ids, now).await?;
    }
    Ok(candidates.into_iter().map(|c| c.question.question).collect())
}

/// The folded texts of every question of a placement the bank holds, in any status: read
/// only when a generator tops a short quiz up, never on the common path.
pub(crate) async fn known_texts(store: &dyn Store, placement: &Placement) -> AppResult<HashSet<String>> {
    let questions = store.bank_questions(&BankQuery::of_placement(placement, MAX_EXPORT_QUESTIONS)).await?;
    Ok(questions.into_iter().map(|q| normalise(q.question.text())).collect())
}

/// Questions a generator made for a quiz that already holds some of the bank's: those the
/// bank holds in any status (published ones not drawn, drafts, retired) are dropped.
pub(crate) fn new_to_the_bank(generated: Vec<Question>, known: &HashSet<String>) -> Vec<Question> {
    let mut seen = known.clone();
    generated.into_iter().filter(|q| seen.insert(normalise(q.text()))).collect()
}
