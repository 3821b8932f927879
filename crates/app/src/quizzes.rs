//! Quizzes: generation through the generation port (checked by the domain before they are
//! stored), reading them, the weekly and manual lists per class, students' quiz setups, and
//! the weekly generation job.

use std::sync::Arc;

use chrono::{Datelike, TimeZone};
use sabi_domain::Timestamp;
use sabi_domain::bank::{Placement, Question, questions_of};
use sabi_domain::class_level::ClassLevel;
use sabi_domain::quiz::{self, Difficulty, Quiz, QuizContent, QuizSource, QuizType};
use sabi_ports::{
    Clock, GeneratedQuiz, IdGenerator, QuizGenerator, QuizQuery, QuizRemoval, QuizRequest, QuizSetup, ServiceError,
    Store, StoreError, SubjectQuery, TopicQuery,
};

use crate::Ports;
use crate::bank;
use crate::caller::Caller;
use crate::error::{AppError, AppResult, OrNotFound};
use crate::memo::Memo;
use crate::rate_limit::{Action, RateLimiter};

/// How many weekly and manual quizzes the weekly page lists per class.
pub const CLASS_LIST_LIMIT: i64 = 100;

/// What the quiz start and the admin's create-quiz form ask for.
#[derive(Debug, Clone, Default)]
pub struct GenerateForm {
    pub subject: String,
    pub topic: String,
    pub class_level: String,
    pub quiz_type: String,
    pub difficulty: Option<String>,
}

/// The message the admin's form shows when generation fails.
pub const GENERATION_FAILED: &str = "Quiz generation failed.";

#[derive(Clone)]
pub struct QuizService {
    store: Arc<dyn Store>,
    generator: Arc<dyn QuizGenerator>,
    clock: Arc<dyn Clock>,
    ids: Arc<dyn IdGenerator>,
    /// Quizzes never change once stored, and every autosave and page of an attempt needs
    /// its quiz: kept here rather than read and parsed again each time.
    /// Weighed by each quiz's approximate size ([`quiz_bytes`]) within a byte budget.
    known: Arc<Memo<String, Quiz>>,
    limits: Arc<RateLimiter>,
    /// Where a generation service's questions are kept as drafts (`None`: not kept).
    keep_generated_in: Option<bank::BankService>,
}

/// About how many bytes of memory a quiz takes once read: its JSON twice over (parsed strings
/// and their containers), plus the fixed fields.
pub fn quiz_bytes(quiz: &Quiz) -> usize {
    let content = serde_json::to_vec(&quiz.content).map_or(0, |json| json.len());
    2 * content + quiz.title.len() + quiz.description.len() + quiz.subject.len() + quiz.topic.len() + 512
}

/// A generation failure in the user's words: what is missing when the generator has nothing
/// for the topic, else the spec's 'Quiz generation failed.'.
pub fn service_error(source: ServiceError) -> AppError {
    let message = match &source {
        ServiceError::NothingToOffer(why) => format!("No quiz can be made for this topic yet: {why}"),
        _ => GENERATION_FAILED.to_string(),
    };
    AppError::Service { message, source }
}

impl QuizService {
    pub fn new(
        ports: &Ports,
        cache_bytes: usize,
        limits: Arc<RateLimiter>,
        keep_generated_in: Option<bank::BankService>,
    ) -> QuizService {
        QuizService {
            keep_generated_in,
            store: ports.store.clone(),
            generator: ports.generator.clone(),
            clock: ports.clock.clone(),
            ids: ports.ids.clone(),
            known: Arc::new(Memo::weighed(cache_bytes, quiz_bytes)),
            limits,
        }
    }

    /// Asks the generator for a quiz, checks it, and stores it. Students' quizzes are their
    /// own practice material; an admin's are the school's manual quizzes.
    pub async fn generate(&self, caller: &Caller, form: &GenerateForm) -> AppResult<Quiz> {
        if [&form.subject, &form.topic, &form.class_level, &form.quiz_type].iter().any(|f| f.trim().is_empty()) {
            return Err(sabi_domain::DomainError::MissingQuizFields.into());
        }
        let request = QuizRequest {
            subject: sabi_domain::catalogue::check_name("Subject", &form.subject)?,
            topic: sabi_domain::catalogue::check_name("Topic", &form.topic)?,
            class_level: form.class_level.parse()?,
            quiz_type: form.quiz_type.parse()?,
            difficulty: form.difficulty.as_deref().unwrap_or("").parse()?,
            question_count: None,
            topic_only: false,
        };
        let source = if caller.is_admin() { QuizSource::Manual } else { QuizSource::Student };
        self.limits.take(Action::Generate, &caller.user_id, self.clock.now())?;
        self.count_student_quiz(caller)?;
        let quiz = self.make_from_bank_first(&request, source, caller).await?;
        Ok(self.store.save_quiz(quiz).await?)
    }

    /// A quiz on the request's topic: the bank's published questions of that topic first
    /// (those the student was never given first). When the bank holds fewer than asked, the
    /// generator tops up with questions of this very topic that the bank does not hold (in
    /// any status: a retired question never comes back this way); if it has none, the quiz
    /// is shorter and its description says so. Only a topic with nothing in the bank goes to
    /// the generator whole.
    async fn make_from_bank_first(
        &self,
        request: &QuizRequest,
        source: QuizSource,
        caller: &Caller,
    ) -> AppResult<Quiz> {
        let count = request.question_count.map_or(quiz::default_question_count(request.quiz_type), |n| n as usize);
        let placement = Placement {
            subject: request.subject.clone(),
            class_level: request.class_level,
            topic: request.topic.clone(),
        };
        let drawn =
            bank::draw(&*self.store, &placement, request.quiz_type, &caller.user_id, count, self.clock.now()).await?;
        let created_by = Some(caller.user_id.clone());
        if drawn.is_empty() {
            let quiz = self.make(request, source, created_by, None).await?;
            self.keep_generated(&placement, request.difficulty, questions_of(&quiz.content)).await;
            return Ok(quiz);
        }
        let mut questions: Vec<Question> = drawn.into_iter().map(sabi_domain::bank::explained).collect();
        if questions.len() < count {
            let top_up = QuizRequest {
                question_count: Some((count - questions.len()) as u32),
                topic_only: true,
                ..request.clone()
            };
            match self.generator.generate(&top_up).await {
                Ok(generated) => {
                    let known = bank::known_texts(&*self.store, &placement).await?;
                    let more = bank::new_to_the_bank(questions_of(&generated.content), &known);
                    self.keep_generated(&placement, request.difficulty, more.clone()).await;
                    let room = count - questions.len();
                    questions.extend(more.into_iter().take(room));
                }
                Err(e) => tracing::debug!(error = %e, "no top-up for a short bank quiz"),
            }
        }
        let found = questions.len();
        let content = sabi_domain::bank::quiz_content(request.quiz_type, questions)
            .ok_or_else(|| service_error(ServiceError::BadAnswer("the quiz is not of the type asked for".into())))?
            .with_section_totals();
        let mut description =
            quiz::default_description(request.difficulty, &request.subject, &request.topic, request.class_level);
        if found < count {
            description.push_str(&sabi_domain::bank::shorter_quiz_note(found, count));
        }
        let generated = GeneratedQuiz {
            title: quiz::default_title(&request.topic, request.quiz_type),
            description,
            estimated_minutes: quiz::default_minutes(&content),
            content,
        };
        self.assemble(request, generated, source, created_by, None).await
    }

    /// Questions a generation service made, kept in the bank as drafts when the server is
    /// set to (an `http` or `openai` generator: the built-in one's are in the bank already or
    /// computed afresh each time).
    async fn keep_generated(&self, placement: &Placement, difficulty: Difficulty, questions: Vec<Question>) {
        if let Some(bank) = &self.keep_generated_in {
            bank.keep_generated(placement, difficulty, questions).await;
        }
    }

    /// Generates and checks a quiz without storing it.
    async fn make(
        &self,
        request: &QuizRequest,
        source: QuizSource,
        created_by: Option<String>,
        week: Option<String>,
    ) -> AppResult<Quiz> {
        let generated = self.generator.generate(request).await.map_err(service_error)?;
        self.assemble(request, generated, source, created_by, week).await
    }

    /// A generated quiz checked and made a quiz of the request.
    async fn assemble(
        &self,
        request: &QuizRequest,
        generated: GeneratedQuiz,
        source: QuizSource,
        created_by: Option<String>,
        week: Option<String>,
    ) -> AppResult<Quiz> {
        let content = generated.content.with_section_totals();
        if content.quiz_type() != request.quiz_type {
            return Err(service_error(ServiceError::BadAnswer("the quiz is not of the type asked for".into())));
        }
        quiz::validate_content(&content).map_err(|e| service_error(ServiceError::BadAnswer(e.to_string())))?;
        let subject_id = self
            .store
            .subjects(&SubjectQuery {
                class_level: Some(request.class_level),
                name: Some(request.subject.clone()),
                ..Default::default()
            })
            .await?
            .first()
            .map(|s| s.subject.id.clone());
        let title = if generated.title.trim().is_empty() { format!("{} quiz", request.topic) } else { generated.title };
        Ok(Quiz {
            id: self.ids.new_id(),
            title: title.chars().take(200).collect(),
            description: generated.description.chars().take(2_000).collect(),
            subject: request.subject.clone(),
            subject_id,
            topic: request.topic.clone(),
            class_level: request.class_level,
            quiz_type: request.quiz_type,
            difficulty: request.difficulty,
            source,
            estimate_time: generated.estimated_minutes.clamp(1, 24 * 60),
            pass_points: quiz::DEFAULT_PASS_POINTS,
            marks: content.total_marks(),
            image: None,
            content,
            created_by,
            week,
            created_at: self.clock.now(),
            retired_at: None,
        })
    }

    /// A quiz kept for a student counts against their daily quota (an admin's are the
    /// school's and do not).
    fn count_student_quiz(&self, caller: &Caller) -> AppResult<()> {
        if caller.is_admin() {
            return Ok(());
        }
        self.limits.take(Action::StoreStudentQuiz, &caller.user_id, self.clock.now())
    }

    /// A quiz sent by an older client inside saveAttempt: checked like a generated one, and
    /// stored as supplied, so that it may be taken but never counts.
    pub async fn store_client_quiz(&self, caller: &Caller, meta: ClientQuiz) -> AppResult<Quiz> {
        let content = meta.content.with_section_totals();
        quiz::validate_content(&content)?;
        self.count_student_quiz(caller)?;
        let quiz = Quiz {
            id: self.ids.new_id(),
            title: meta.title.chars().take(200).collect(),
            description: String::new(),
            subject: meta.subject,
            subject_id: None,
            topic: meta.topic,
            class_level: meta.class_level,
            quiz_type: content.quiz_type(),
            difficulty: Difficulty::Normal,
            source: QuizSource::Supplied,
            estimate_time: meta.estimated_minutes.clamp(1, 24 * 60),
            pass_points: quiz::DEFAULT_PASS_POINTS,
            marks: content.total_marks(),
            image: None,
            content,
            created_by: Some(caller.user_id.clone()),
            week: None,
            created_at: self.clock.now(),
            retired_at: None,
        };
        Ok(self.store.save_quiz(quiz).await?)
    }

    /// A stored quiz, from memory after its first read (shared, never copied).
    /// Deletes a quiz nobody has taken, or retires one students have (staff only).
    pub async fn remove(&self, caller: &Caller, id: &str) -> AppResult<QuizRemoval> {
        caller.require_staff()?;
        let removal = self.store.remove_quiz(id, self.clock.now()).await.or_not_found("Quiz not found.")?;
        if let Ok(stored) = self.store.quiz(id).await {
            self.known.put(id.to_string(), stored);
        }
        Ok(removal)
    }

    /// A quiz a new attempt starts on: read from the store (another server may have retired
    /// it since it was cached here), refused once retired.
    pub async fn quiz_to_start(&self, id: &str) -> AppResult<Arc<Quiz>> {
        let quiz = self.store.quiz(id).await.or_not_found("Quiz not found or server error")?;
        if quiz.retired_at.is_some() {
            return Err(AppError::Conflict("This quiz has been retired: choose another one.".into()));
        }
        Ok(self.known.put(id.to_string(), quiz))
    }

    pub async fn quiz(&self, id: &str) -> AppResult<Arc<Quiz>> {
        if let Some(quiz) = self.known.get(id) {
            return Ok(quiz);
        }
        let quiz = self.store.quiz(id).await.or_not_found("Quiz not found or server error")?;
        Ok(self.known.put(id.to_string(), quiz))
    }

    /// The admin's quiz list.
    pub async fn quizzes(&self, caller: &Caller, query: &QuizQuery) -> AppResult<Vec<Quiz>> {
        caller.require_admin()?;
        Ok(self.store.quizzes(query).await?)
    }

    /// The weekly page: the class's manual quizzes and its weekly generated ones, newest first.
    pub async fn class_quizzes(&self, class_level: &str) -> AppResult<(Vec<Quiz>, Vec<Quiz>)> {
        let class_level: ClassLevel = class_level.parse()?;
        let list = |source| QuizQuery {
            class_level: Some(class_level),
            source: Some(source),
            limit: Some(CLASS_LIST_LIMIT),
            ..Default::default()
        };
        let manual = self.store.quizzes(&list(QuizSource::Manual)).await?;
        let weekly = self.store.quizzes(&list(QuizSource::Weekly)).await?;
        Ok((manual, weekly))
    }

    pub async fn save_setup(
        &self,
        caller: &Caller,
        user_id: &str,
        subject: &str,
        class_level: &str,
        topic: Option<&str>,
    ) -> AppResult<QuizSetup> {
        caller.may_act_for(user_id)?;
        if subject.trim().is_empty() || class_level.trim().is_empty() {
            return Err(AppError::BadRequest("Missing quiz parameters or quiz ID.".into()));
        }
        let setup = QuizSetup {
            id: self.ids.new_id(),
            user_id: user_id.to_string(),
            subject: sabi_domain::catalogue::check_name("Subject", subject)?,
            class_level: class_level.parse::<ClassLevel>()?.to_string(),
            topic: topic.map(|t| sabi_domain::catalogue::check_name("Topic", t)).transpose()?,
            use_timer: None,
            quiz_type: None,
            created_at: self.clock.now(),
        };
        Ok(self.store.save_quiz_setup(setup).await?)
    }

    pub async fn update_setup(
        &self,
        caller: &Caller,
        setup_id: &str,
        use_timer: Option<bool>,
        quiz_type: Option<&str>,
    ) -> AppResult<QuizSetup> {
        let setup = self.store.quiz_setup(setup_id).await.or_not_found("No quiz selected.")?;
        caller.may_act_for(&setup.user_id)?;
        let quiz_type = quiz_type.filter(|t| !t.trim().is_empty()).map(str::parse::<QuizType>).transpose()?;
        Ok(self.store.update_quiz_setup(setup_id, use_timer, quiz_type).await?)
    }

    /// This week's generation: one multiple-choice quiz per class and subject of the
    /// catalogue, on a topic that rotates week by week. Each (week, class, subject) is claimed
    /// in the store first, so with several servers each quiz is made exactly once. Returns how
    /// many quizzes this call made.
    pub async fn run_weekly_generation(&self, time_zone: chrono_tz::Tz) -> AppResult<usize> {
        let now = self.clock.now();
        let week = iso_week(now, time_zone);
        let mut made = 0;
        for class_level in ClassLevel::STUDENT_LEVELS {
            let subjects =
                self.store.subjects(&SubjectQuery { class_level: Some(class_level), ..Default::default() }).await?;
            let mut names: Vec<String> = subjects.into_iter().map(|s| s.subject.name).collect();
            names.dedup_by(|a, b| a.eq_ignore_ascii_case(b));
            for subject in names {
                let key = format!("weekly:{week}:{class_level}:{subject}");
                if !self.store.claim_job(&key, now).await? {
                    continue;
                }
                let topics = self
                    .store
                    .topics(&TopicQuery {
                        class_level: Some(class_level),
                        subject: Some(subject.clone()),
                        ..Default::default()
                    })
                    .await?;
                let Some(topic) = pick_for_week(&topics, &week) else { continue };
                let request = QuizRequest {
                    subject: subject.clone(),
                    topic: topic.name.clone(),
                    class_level,
                    quiz_type: QuizType::MultipleChoice,
                    difficulty: Difficulty::Normal,
                    question_count: None,
                    topic_only: false,
                };
                match self.make(&request, QuizSource::Weekly, None, Some(week.clone())).await {
                    Ok(quiz) => match self.store.save_quiz(quiz).await {
                        Ok(_) => made += 1,
                        Err(StoreError::AlreadyExists) => {}
                        Err(e) => return Err(e.into()),
                    },
                    Err(e) => tracing::warn!(%subject, %class_level, error = %e, "no weekly quiz this week"),
                }
            }
        }
        Ok(made)
    }
}

/// What an older client's saveAttempt carries instead of a quiz id.
#[derive(Debug, Clone)]
pub struct ClientQuiz {
    pub title: String,
    pub subject: String,
    pub topic: String,
    pub class_level: ClassLevel,
    pub estimated_minutes: u32,
    pub content: QuizContent,
}

/// "2026-W47": the ISO week of a moment in the school's time zone.
pub fn iso_week(at: Timestamp, time_zone: chrono_tz::Tz) -> String {
    let local = time_zone.timestamp_opt(at, 0).single().map(|d| d.date_naive()).unwrap_or_default();
    let week = local.iso_week();
    format!("{}-W{:02}", week.year(), week.week())
}

fn pick_for_week<'a, T>(topics: &'a [T], week: &str) -> Option<&'a T> {
    if topics.is_empty() {
        return None;
    }
    let n: usize = week.bytes().map(usize::from).sum::<usize>() + week.len() * 31;
    topics.get(n % topics.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weeks_are_iso_weeks_in_the_schools_zone() {
        // Sunday 2026-11-22 23:30 UTC is Monday 23 November in Douala: week 48.
        assert_eq!(iso_week(1_763_854_200 + 365 * 86_400, chrono_tz::Africa::Douala), "2026-W48");
        assert_eq!(iso_week(1_763_854_200 + 365 * 86_400, chrono_tz::UTC), "2026-W47");
    }

    #[test]
    fn the_weekly_topic_rotates() {
        let topics = ["a", "b", "c"];
        let picks: std::collections::HashSet<&&str> =
            (40..52).filter_map(|w| pick_for_week(&topics, &format!("2026-W{w}"))).collect();
        assert!(picks.len() > 1);
        assert!(pick_for_week::<&str>(&[], "2026-W01").is_none());
    }
}
