//! Attempts: starting one, autosaving it, submitting it (marked here, never trusted from the
//! client), practice mode's per-question check, reading and retaking.

use std::sync::Arc;

use sabi_domain::DomainError;
use sabi_domain::achievement::Achievement;
use sabi_domain::attempt::{self, Attempt, AttemptRun, AttemptStatus, Counting, QuizMode};
use sabi_domain::quiz::{AnswerKey, Quiz, QuizContent, ShortAnswerQuestion};
use sabi_domain::scoring::{self, GivenAnswer};
use sabi_domain::stats::AttemptFact;
use sabi_domain::timing;
use sabi_ports::{
    AnswerReviewer, AttemptQuery, Clock, Completion, IdGenerator, ReviewItem, ServiceError, SessionProof, Store,
    StoreError,
};

use crate::Ports;
use crate::caller::Caller;
use crate::error::{AppError, AppResult, OrNotFound};
use crate::memo::Memo;
use crate::progress::ProgressService;
use crate::quizzes::{ClientQuiz, QuizService};
use crate::rate_limit::{Action, RateLimiter};
use crate::sessions::SessionKeys;
use crate::teaching::TeachingService;

/// Why a key is not shown while an exam of its quiz is open.
pub const KEY_HIDDEN: &str = "The answers of this quiz stay hidden while you have an exam of it in progress.";

/// Why a key is not shown while an assignment hides it.
pub const ASSIGNMENT_KEY_HIDDEN: &str = "Your teacher shows the answers of this quiz later.";
/// Why an assignment's attempt is not retaken in place.
pub const ASSIGNMENT_RETAKE: &str =
    "This quiz was assigned by your teacher: start it again from \"Assigned to you\" if attempts are left.";

/// What the short-answer flow shows when marking fails; the answers stay saved.
pub const REVIEW_FAILED: &str = "Failed to review or save quiz. Please try again.";
/// What is said when every marking turn is taken; the answers stay saved.
pub const MARKER_BUSY: &str = "The marker is busy. Your answers are saved; please try again in a minute.";

/// A review failure in the user's words.
pub fn review_error(source: ServiceError) -> AppError {
    let message = if matches!(source, ServiceError::Busy) { MARKER_BUSY } else { REVIEW_FAILED };
    AppError::Service { message: message.into(), source }
}

/// saveAttempt: the quiz (by id, or as quiz data from an older client) and the start state.
#[derive(Debug, Clone, Default)]
pub struct StartForm {
    pub user_id: String,
    pub quiz_id: Option<String>,
    pub client_quiz: Option<ClientQuiz>,
    pub quiz_mode: Option<String>,
    pub status: Option<String>,
    pub selected_answers: Vec<GivenAnswer>,
    pub remaining_time: Option<i64>,
    pub time_taken: Option<i64>,
    /// An assignment to start: it decides the quiz, the mode and the time limit, and whatever
    /// quiz, mode or times were sent are ignored.
    pub assignment_id: Option<String>,
}

/// updateQuizAttempt: an autosave, or the submission when status is 'completed'.
#[derive(Debug, Clone, Default)]
pub struct UpdateForm {
    pub selected_answers: Option<Vec<GivenAnswer>>,
    pub status: Option<String>,
    pub remaining_time: Option<i64>,
    pub time_taken: Option<i64>,
    /// The client's per-attempt autosave number (none from older clients): an autosave
    /// numbered no higher than the last one applied is not applied.
    pub save_number: Option<u32>,
}

/// An attempt with its quiz, and the badges its completion just earned.
#[derive(Debug, Clone)]
pub struct AttemptWithQuiz {
    pub attempt: Attempt,
    pub quiz: Arc<Quiz>,
    pub new_achievements: Vec<Achievement>,
    /// Whether the quiz's key may be shown with it: completed, and no exam of the quiz open
    /// for its student.
    pub key_shown: bool,
    /// Whether this autosave was applied: false when a newer numbered save was already
    /// stored (the attempt is then as stored).
    pub applied: bool,
    /// The attempt's earlier runs, oldest first, where the answer shows them (its review).
    pub history: Vec<AttemptRun>,
}

impl AttemptWithQuiz {
    fn without_key(attempt: Attempt, quiz: Arc<Quiz>) -> AttemptWithQuiz {
        AttemptWithQuiz {
            attempt,
            quiz,
            new_achievements: Vec::new(),
            key_shown: false,
            applied: true,
            history: Vec::new(),
        }
    }
}

/// Practice mode's instant feedback for one question.
#[derive(Debug, Clone, PartialEq)]
pub struct AnswerCheck {
    /// Every mark earned (a short answer: full marks).
    pub correct: bool,
    /// The key of a multiple-choice question; a short answer's model answer.
    pub correct_answer: AnswerKey,
    pub explanation: String,
    /// A short answer's marks, as the marker gave them.
    pub marking: Option<AnswerMarking>,
}

/// A short answer marked on its own in practice mode: the same marker, and the same mark, as
/// when the quiz is submitted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnswerMarking {
    pub marks_awarded: u32,
    pub marks: u32,
    /// What the marker found and missed.
    pub feedback: String,
}

/// What never changes about an attempt once started.
#[derive(Debug)]
struct AttemptOwner {
    user_id: String,
    quiz_id: String,
    /// An exam keeps the server's clock: what a client says of time is not stored.
    exam: bool,
}

impl AttemptOwner {
    fn of(attempt: &Attempt) -> AttemptOwner {
        AttemptOwner {
            user_id: attempt.user_id.clone(),
            quiz_id: attempt.quiz_id.clone(),
            exam: attempt.quiz_mode == QuizMode::Exam,
        }
    }
}

/// An exam's autosave stores the answers only: its time is the server's (`with_server_time`).
fn exam_progress(mut progress: attempt::Progress) -> attempt::Progress {
    progress.remaining_time = None;
    progress.time_taken = 0;
    progress
}

/// How many attempts' owners are kept in memory (about 100 bytes each): a whole school
/// sitting an exam at once.
const OWNERS_KEPT: usize = 50_000;

#[derive(Clone)]
pub struct AttemptService {
    store: Arc<dyn Store>,
    reviewer: Arc<dyn AnswerReviewer>,
    clock: Arc<dyn Clock>,
    ids: Arc<dyn IdGenerator>,
    progress: ProgressService,
    quizzes: QuizService,
    teaching: TeachingService,
    owners: Arc<Memo<String, AttemptOwner>>,
    sessions: SessionKeys,
    grace_seconds: u32,
    /// A practice check of a short answer runs the marker: it counts as a review.
    limits: Arc<RateLimiter>,
}

impl AttemptService {
    pub fn new(
        ports: &Ports,
        sessions: SessionKeys,
        progress: ProgressService,
        quizzes: QuizService,
        teaching: TeachingService,
        grace_seconds: u32,
        limits: Arc<RateLimiter>,
    ) -> AttemptService {
        AttemptService {
            limits,
            teaching,
            sessions,
            grace_seconds,
            store: ports.store.clone(),
            reviewer: ports.reviewer.clone(),
            clock: ports.clock.clone(),
            ids: ports.ids.clone(),
            progress,
            quizzes,
            owners: Arc::new(Memo::new(OWNERS_KEPT)),
        }
    }

    /// Starts an attempt at quiz start: in progress, score 0, the answers given so far.
    pub async fn start(&self, caller: &Caller, form: StartForm) -> AppResult<AttemptWithQuiz> {
        caller.may_act_for(&form.user_id)?;
        let assignment = match form.assignment_id.as_deref().filter(|id| !id.trim().is_empty()) {
            Some(id) => Some(self.teaching.start(caller, &form.user_id, id).await?),
            None => None,
        };
        let quiz = match (&assignment, &form.quiz_id, form.client_quiz) {
            (Some((_, quiz)), _, _) => quiz.clone(),
            (None, Some(id), _) if !id.trim().is_empty() => self.quizzes.quiz_to_start(id).await?,
            (None, _, Some(client_quiz)) => Arc::new(self.quizzes.store_client_quiz(caller, client_quiz).await?),
            _ => return Err(AppError::BadRequest("No quiz data found. Please generate a quiz first.".into())),
        };
        let count = quiz.content.question_count();
        let mut progress =
            attempt::check_progress(count, form.selected_answers.clone(), form.remaining_time, form.time_taken)?;
        let now = self.clock.now();
        let (quiz_mode, time_limit) = match &assignment {
            // The assignment's mode and time limit, whatever was asked.
            Some((a, _)) => (a.rules.mode, a.rules.time_limit_seconds()),
            None => {
                let mode: QuizMode = form.quiz_mode.as_deref().unwrap_or("").parse()?;
                // An exam's clock starts now, with its quiz's time: the client's times are not kept.
                (mode, (mode == QuizMode::Exam).then(|| timing::exam_limit_seconds(quiz.estimate_time)))
            }
        };
        if time_limit.is_some() {
            progress = exam_progress(progress);
        }
        let new = Attempt {
            id: self.ids.new_id(),
            user_id: form.user_id.clone(),
            quiz_id: quiz.id.clone(),
            subject: quiz.subject.clone(),
            subject_id: quiz.subject_id.clone(),
            topic: quiz.topic.clone(),
            class_level: quiz.class_level.to_string(),
            quiz_type: quiz.quiz_type,
            quiz_mode,
            status: AttemptStatus::InProgress,
            score: 0,
            correct_answers: 0,
            total_questions: count as u32,
            selected_answers: progress.selected_answers,
            remaining_time: progress.remaining_time,
            time_taken: progress.time_taken,
            review: None,
            created_at: now,
            updated_at: now,
            completed_at: None,
            started_at: now,
            time_limit,
            counting: Counting::Nothing,
            save_number: 0,
            assignment_id: assignment.map(|(a, _)| a.id),
        };
        let attempt = self.store.create_attempt(new).await.or_not_found("User not found.")?;
        let status: AttemptStatus = form.status.as_deref().unwrap_or("").parse()?;
        if status == AttemptStatus::Completed {
            let update = UpdateForm {
                status: form.status,
                selected_answers: Some(form.selected_answers),
                remaining_time: form.remaining_time,
                time_taken: form.time_taken,
                save_number: None,
            };
            return self.update(caller, &attempt.id, update).await;
        }
        Ok(AttemptWithQuiz::without_key(attempt.with_server_time(now), quiz))
    }

    async fn owned(&self, caller: &Caller, attempt_id: &str) -> AppResult<(Attempt, Arc<Quiz>)> {
        let attempt = self.store.attempt(attempt_id).await.or_not_found("Quiz attempt not found.")?;
        caller.may_act_for(&attempt.user_id)?;
        let quiz = self.quizzes.quiz(&attempt.quiz_id).await?;
        Ok((attempt, quiz))
    }

    /// Whose attempt this is and which quiz it is of (both fixed at its start), read from the
    /// store once and then kept, so an autosave needs no read before its write.
    async fn owner(&self, attempt_id: &str) -> AppResult<Arc<AttemptOwner>> {
        if let Some(owner) = self.owners.get(attempt_id) {
            return Ok(owner);
        }
        let attempt = self.store.attempt(attempt_id).await.or_not_found("Quiz attempt not found.")?;
        Ok(self.owners.put(attempt.id.clone(), AttemptOwner::of(&attempt)))
    }

    /// A plain autosave (in progress, with its answers and time) checked against its quiz,
    /// with the attempt's owner and quiz from memory: `None` for anything else (a submission,
    /// a partial form), which takes the ordinary path.
    async fn autosave_of(
        &self,
        attempt_id: &str,
        status: AttemptStatus,
        form: &UpdateForm,
    ) -> AppResult<Option<(Arc<AttemptOwner>, Arc<Quiz>, attempt::Progress)>> {
        let (AttemptStatus::InProgress, Some(answers), Some(time_taken)) =
            (status, &form.selected_answers, form.time_taken)
        else {
            return Ok(None);
        };
        let owner = self.owner(attempt_id).await?;
        let quiz = self.quizzes.quiz(&owner.quiz_id).await?;
        let progress = attempt::check_progress(
            quiz.content.question_count(),
            answers.clone(),
            form.remaining_time,
            Some(time_taken),
        )?;
        let mut progress = if owner.exam { exam_progress(progress) } else { progress };
        progress.save_number = form.save_number;
        Ok(Some((owner, quiz, progress)))
    }

    /// The exam-time autosave in one statement. The token's signature and expiry are checked
    /// here, and the session itself (an active user at the token's epoch, not signed out) by
    /// the store in the same write that saves the answers. `None` when this is not a plain
    /// autosave by the attempt's owner, or when the write did not land: the caller then takes
    /// the ordinary path (the session check, then [`AttemptService::update`]), which says why.
    pub async fn autosave_in_session(
        &self,
        token: &str,
        attempt_id: &str,
        form: &UpdateForm,
    ) -> AppResult<Option<AttemptWithQuiz>> {
        let now = self.clock.now();
        let Ok(claims) = self.sessions.verify(token, now) else { return Ok(None) };
        // Anything wrong with the form or the attempt is said after the session check.
        let Ok(status) = status_of(form) else { return Ok(None) };
        let Ok(Some((owner, quiz, progress))) = self.autosave_of(attempt_id, status, form).await else {
            return Ok(None);
        };
        if owner.user_id != claims.sub {
            return Ok(None);
        }
        let session = SessionProof { session_id: claims.sid, user_id: claims.sub, epoch: claims.epoch };
        let saved =
            self.store.save_progress_in_session(attempt_id, &session, &progress, now, self.grace_seconds).await?;
        Ok(saved.map(|attempt| AttemptWithQuiz::without_key(attempt.with_server_time(now), quiz)))
    }

    /// An autosave (durable before this returns) or, with status 'completed', the submission.
    /// An exam past its time (and grace) is completed with the answers saved in time: a
    /// submission then answers with that result, an autosave with `TimeUp` (409).
    pub async fn update(&self, caller: &Caller, attempt_id: &str, form: UpdateForm) -> AppResult<AttemptWithQuiz> {
        let status = status_of(&form)?;
        let now = self.clock.now();
        if let Some((owner, quiz, progress)) = self.autosave_of(attempt_id, status, &form).await? {
            // The owner and the quiz came from memory: one write.
            caller.may_act_for(&owner.user_id)?;
            return self.saved(attempt_id, progress, quiz, now).await;
        }
        let (attempt, quiz) = self.owned(caller, attempt_id).await?;
        if attempt.is_expired(now, self.grace_seconds) {
            let finished = self.finish_expired(attempt, quiz).await?;
            return if status == AttemptStatus::Completed { Ok(finished) } else { Err(time_up()) };
        }
        let save_number = form.save_number;
        let answers = form.selected_answers.unwrap_or_else(|| attempt.selected_answers.clone());
        let progress = attempt::check_progress(
            quiz.content.question_count(),
            answers,
            form.remaining_time,
            form.time_taken.or(Some(i64::from(attempt.time_taken))),
        )?;
        if status == AttemptStatus::Completed {
            return self.submit(attempt, quiz, progress).await;
        }
        let mut progress = if attempt.time_limit.is_some() { exam_progress(progress) } else { progress };
        progress.save_number = save_number;
        self.saved(attempt_id, progress, quiz, now).await
    }

    /// Writes an autosave. One numbered no higher than the last applied is not applied: the
    /// answer is the attempt as stored, with `applied` false (a late save, not an error).
    async fn saved(
        &self,
        attempt_id: &str,
        progress: attempt::Progress,
        quiz: Arc<Quiz>,
        now: sabi_domain::Timestamp,
    ) -> AppResult<AttemptWithQuiz> {
        match self.store.save_progress(attempt_id, &progress, now, self.grace_seconds).await {
            Ok(attempt) => Ok(AttemptWithQuiz::without_key(attempt.with_server_time(now), quiz)),
            Err(StoreError::StaleSave(stored)) => Ok(AttemptWithQuiz {
                applied: false,
                ..AttemptWithQuiz::without_key(stored.with_server_time(now), quiz)
            }),
            Err(StoreError::TimeUp) => Err(self.time_up(attempt_id).await),
            Err(e) => Err(e.into()),
        }
    }

    /// An autosave refused for lateness: the exam is completed with what was saved in time,
    /// and the caller is told why its answers were not kept.
    async fn time_up(&self, attempt_id: &str) -> AppError {
        let finished = async {
            let attempt = self.store.attempt(attempt_id).await?;
            let quiz = self.quizzes.quiz(&attempt.quiz_id).await?;
            self.finish_expired(attempt, quiz).await
        };
        if let Err(e) = finished.await {
            tracing::warn!(attempt = %attempt_id, error = %e, "an expired exam could not be completed yet");
        }
        time_up()
    }

    /// Completes an exam whose time ran out with the answers it saved in time.
    async fn finish_expired(&self, attempt: Attempt, quiz: Arc<Quiz>) -> AppResult<AttemptWithQuiz> {
        let saved = attempt::Progress {
            selected_answers: attempt.selected_answers.clone(),
            remaining_time: Some(0),
            time_taken: attempt.time_taken,
            save_number: None,
        };
        self.submit(attempt, quiz, saved).await
    }

    /// Whether `attempt`'s student may see its quiz's key now: it is completed, and no exam of
    /// the quiz is open for them (an expired one is completed first). Staff reading someone
    /// else's attempt may.
    async fn key_shown(&self, caller: &Caller, attempt: &Attempt) -> AppResult<bool> {
        if !attempt.is_completed() {
            return Ok(false);
        }
        if caller.user_id != attempt.user_id {
            return Ok(true);
        }
        self.key_open_to_student(attempt).await
    }

    /// Whether the attempt's student may see its quiz's key: no exam of the quiz open, and no
    /// assignment of theirs holding it back.
    async fn key_open_to_student(&self, attempt: &Attempt) -> AppResult<bool> {
        Ok(self.no_open_exam(attempt).await? && !self.teaching.key_withheld(&attempt.user_id, &attempt.quiz_id).await?)
    }

    /// No exam of `attempt`'s quiz other than itself is open for its student. An exam past its
    /// time takes no more answers, so it no longer hides the key (it is completed when next
    /// read or saved).
    async fn no_open_exam(&self, attempt: &Attempt) -> AppResult<bool> {
        let now = self.clock.now();
        Ok(self
            .store
            .open_exams(&attempt.user_id, &attempt.quiz_id)
            .await?
            .iter()
            .all(|open| open.id == attempt.id || open.is_expired(now, self.grace_seconds)))
    }

    async fn submit(
        &self,
        attempt: Attempt,
        quiz: Arc<Quiz>,
        progress: attempt::Progress,
    ) -> AppResult<AttemptWithQuiz> {
        if attempt.is_completed() {
            // A second submission (a retried request) changes nothing and counts nothing.
            let key_shown = self.key_open_to_student(&attempt).await?;
            return Ok(AttemptWithQuiz { key_shown, ..AttemptWithQuiz::without_key(attempt, quiz) });
        }
        let now = self.clock.now();
        let mut progress = progress;
        let mut in_time = true;
        if let Some(clock) = attempt.exam_clock() {
            // The server's clock: answers sent after the deadline (and grace) are not taken;
            // the time taken is the server's, never more than the limit.
            in_time = clock.accepts_answers(now, self.grace_seconds);
            if !in_time {
                progress.selected_answers = attempt.selected_answers.clone();
                progress.selected_answers.resize(quiz.content.question_count(), GivenAnswer::Blank);
            }
            progress.time_taken = clock.time_taken(now);
            progress.remaining_time = Some(clock.remaining(now));
        }
        let key_seen = attempt.quiz_mode == QuizMode::Exam && self.store.key_seen(&attempt).await?;
        let counting = attempt::counting(quiz.source, attempt.quiz_mode, key_seen);
        let (score, correct, review) = match &quiz.content {
            QuizContent::MultipleChoice { questions } => {
                let marked = scoring::mark_mcq(questions, &progress.selected_answers);
                (marked.score, marked.correct_answers, None)
            }
            QuizContent::ShortAnswer { .. } => {
                // The answers are saved before marking, so a failed review loses nothing (an
                // expired exam's are the saved ones already).
                if in_time {
                    self.store.save_progress(&attempt.id, &progress, now, self.grace_seconds).await?;
                }
                let items = review_items(&quiz.content, &progress.selected_answers);
                let review = self.reviewer.review(&items).await.map_err(|source| {
                    tracing::warn!(attempt = %attempt.id, error = %source, "short-answer review failed");
                    review_error(source)
                })?;
                let (review, score) = scoring::settle_review(&quiz.content, review);
                (score, review.correct_count, Some(review))
            }
        };
        let (streak, earned) = if counting.keeps_streak() {
            let fact =
                AttemptFact { subject: attempt.subject.clone(), score, mode: counting.stats_mode(), completed_at: now };
            self.progress.completion_effects(&attempt.user_id, fact, now).await?
        } else {
            // A supplied quiz moves nothing: the streak is written back as it is.
            (self.store.standing(&attempt.user_id).await?.streak, Vec::new())
        };
        let completion = Completion {
            attempt_id: attempt.id.clone(),
            user_id: attempt.user_id.clone(),
            selected_answers: progress.selected_answers,
            score,
            correct_answers: correct,
            total_questions: quiz.content.question_count() as u32,
            time_taken: progress.time_taken,
            remaining_time: progress.remaining_time,
            review,
            completed_at: now,
            counting,
            streak,
            earned_achievement_ids: earned.iter().map(|a| a.id.clone()).collect(),
        };
        let (attempt, new_achievements) = match self.store.complete_attempt(&completion).await {
            Ok(attempt) => (attempt, earned),
            Err(StoreError::AttemptCompleted) => (self.store.attempt(&attempt.id).await?, Vec::new()),
            Err(e) => return Err(e.into()),
        };
        let key_shown = self.key_open_to_student(&attempt).await?;
        Ok(AttemptWithQuiz { new_achievements, key_shown, ..AttemptWithQuiz::without_key(attempt, quiz) })
    }

    /// Practice mode's instant feedback: whether an answer is right, the right one, and why.
    /// Exams never get it.
    pub async fn check_answer(
        &self,
        caller: &Caller,
        attempt_id: &str,
        question_index: usize,
        answer: GivenAnswer,
    ) -> AppResult<AnswerCheck> {
        let (attempt, quiz) = self.owned(caller, attempt_id).await?;
        if attempt.quiz_mode != QuizMode::Practice && !attempt.is_completed() {
            return Err(AppError::Forbidden);
        }
        // Not through another attempt of the same quiz either, while an exam of it is open.
        if !self.no_open_exam(&attempt).await? {
            return Err(AppError::Refused(KEY_HIDDEN.into()));
        }
        // Nor while an assignment of the student's holds the quiz and hides its keys.
        if self.teaching.key_withheld(&attempt.user_id, &attempt.quiz_id).await? {
            return Err(AppError::Refused(ASSIGNMENT_KEY_HIDDEN.into()));
        }
        let no_such_question = || AppError::BadRequest("There is no such question.".into());
        match &quiz.content {
            QuizContent::MultipleChoice { questions } => {
                let question = questions.get(question_index).ok_or_else(no_such_question)?;
                Ok(AnswerCheck {
                    correct: scoring::is_correct(question, &answer),
                    correct_answer: question.answer.clone(),
                    explanation: question.explanation.clone(),
                    marking: None,
                })
            }
            QuizContent::ShortAnswer { .. } => {
                let questions = quiz.content.short_answer_questions();
                let question = *questions.get(question_index).ok_or_else(no_such_question)?;
                sabi_domain::limits::check_answer(&answer.text())?;
                self.limits.take(Action::Review, &caller.user_id, self.clock.now())?;
                let item = review_item(question, answer.text());
                let review = self.reviewer.review(std::slice::from_ref(&item)).await.map_err(|source| {
                    tracing::warn!(attempt = %attempt.id, error = %source, "practice short-answer check failed");
                    review_error(source)
                })?;
                let marked = review.questions.into_iter().next().unwrap_or_default();
                // Never more than the question's marks, whatever a review service says.
                let marks_awarded = marked.marks_awarded.min(question.marks);
                Ok(AnswerCheck {
                    correct: marks_awarded == question.marks,
                    correct_answer: AnswerKey::One(question.answer.clone()),
                    explanation: question.explanation.clone(),
                    marking: Some(AnswerMarking { marks_awarded, marks: question.marks, feedback: marked.feedback }),
                })
            }
        }
    }

    /// An attempt with its quiz; an exam found past its time is completed first.
    pub async fn attempt(&self, caller: &Caller, attempt_id: &str) -> AppResult<AttemptWithQuiz> {
        let (attempt, quiz) = self.owned(caller, attempt_id).await?;
        let now = self.clock.now();
        if attempt.is_expired(now, self.grace_seconds) {
            let finished = self.finish_expired(attempt, quiz).await?;
            return Ok(AttemptWithQuiz { new_achievements: Vec::new(), ..finished });
        }
        let key_shown = self.key_shown(caller, &attempt).await?;
        let history = self.store.attempt_history(&attempt.id).await?;
        Ok(AttemptWithQuiz { key_shown, history, ..AttemptWithQuiz::without_key(attempt.with_server_time(now), quiz) })
    }

    /// A student's attempts, newest first.
    pub async fn attempts_of(
        &self,
        caller: &Caller,
        user_id: &str,
        limit: Option<i64>,
        offset: Option<i64>,
    ) -> AppResult<Vec<Attempt>> {
        caller.may_act_for(user_id)?;
        self.store.user(user_id).await.or_not_found("User not found.")?;
        let now = self.clock.now();
        Ok(self
            .store
            .attempts(&AttemptQuery { user_id: Some(user_id.to_string()), limit, offset, ..Default::default() })
            .await?
            .into_iter()
            .map(|a| a.with_server_time(now))
            .collect())
    }

    /// Recent completed attempts across the school (the admin's activity page).
    pub async fn recent(&self, caller: &Caller, limit: i64) -> AppResult<Vec<Attempt>> {
        caller.require_admin()?;
        Ok(self
            .store
            .attempts(&AttemptQuery { completed_only: true, limit: Some(limit), ..Default::default() })
            .await?)
    }

    /// A retake: the same attempt, back in progress with blank answers and its clock started
    /// again. Its key has been seen, so it counts as practice; a result that counted stays, as
    /// an attempt of its own (the first completed exam is the one that counts).
    pub async fn retake(&self, caller: &Caller, attempt_id: &str) -> AppResult<AttemptWithQuiz> {
        let (attempt, quiz) = self.owned(caller, attempt_id).await?;
        if attempt.assignment_id.is_some() {
            // An assignment counts its attempts: another is started from the assignment.
            return Err(AppError::Conflict(ASSIGNMENT_RETAKE.into()));
        }
        let now = self.clock.now();
        let attempt = self.store.restart_attempt(&attempt.id, &self.ids.new_id(), now).await?;
        let history = self.store.attempt_history(&attempt.id).await?;
        Ok(AttemptWithQuiz { history, ..AttemptWithQuiz::without_key(attempt.with_server_time(now), quiz) })
    }
}

fn time_up() -> AppError {
    AppError::Conflict(DomainError::TimeUp.to_string())
}

/// The status an update asks for ('in progress' or 'completed').
fn status_of(form: &UpdateForm) -> AppResult<AttemptStatus> {
    Ok(form.status.as_deref().unwrap_or("").parse()?)
}

/// The spec's review payload: each question with the student's answer and its scheme.
pub fn review_items(content: &QuizContent, answers: &[GivenAnswer]) -> Vec<ReviewItem> {
    content
        .short_answer_questions()
        .into_iter()
        .enumerate()
        .map(|(i, q)| review_item(q, answers.get(i).map(GivenAnswer::text).unwrap_or_default()))
        .collect()
}

/// One question with the student's answer, as the reviewer is asked it.
fn review_item(question: &ShortAnswerQuestion, answer: String) -> ReviewItem {
    ReviewItem {
        question: question.question.clone(),
        answer,
        marks: question.marks,
        marking_scheme: question.marking_scheme.clone(),
    }
}
