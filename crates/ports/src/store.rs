//! The store: every entity of the product, behind one repository trait per area.
//!
//! One adapter (Diesel over PostgreSQL or SQLite) implements them all; the app's services
//! each take only the repositories they use. Operations that must happen together (completing
//! an attempt with its streak, totals and badges) are one method, so that the store can run
//! them in one transaction.

use async_trait::async_trait;
use sabi_domain::Timestamp;
use sabi_domain::achievement::Achievement;
use sabi_domain::attempt::{Attempt, AttemptRun, Counting, Progress};
use sabi_domain::bank::{
    BankQuestion, Language, Placement, QuestionKind, QuestionSource, QuestionStatus, QuestionVersion,
};
use sabi_domain::catalogue::{Subject, Topic};
use sabi_domain::class_level::ClassLevel;
use sabi_domain::leaderboard::LeaderboardEntry;
use sabi_domain::limit::{LimitPolicy, Refused};
use sabi_domain::quiz::{Quiz, QuizSource, QuizType};
use sabi_domain::scoring::{GivenAnswer, Review};
use sabi_domain::stats::AttemptFact;
use sabi_domain::streak::Streak;
use sabi_domain::user::{Role, User, UserStatus};
use thiserror::Error;

/// What can go wrong in the store, in the product's words. Driver errors become `Unexpected`
/// at the adapter's edge; unique violations become the conflict they mean.
#[derive(Debug, Error)]
pub enum StoreError {
    #[error("not found")]
    NotFound,
    #[error("Username already taken")]
    UsernameTaken,
    #[error("Email already registered")]
    EmailTaken,
    #[error("already exists")]
    AlreadyExists,
    #[error("This attempt is already completed.")]
    AttemptCompleted,
    /// An exam's time (and grace) ran out before the save: nothing was written.
    #[error("The time for this exam is up.")]
    TimeUp,
    /// An autosave numbered no higher than the last one applied: nothing was written; the
    /// attempt as stored.
    #[error("A newer save of this attempt is already stored.")]
    StaleSave(Box<Attempt>),
    /// A question was saved by someone else since it was read: nothing was written.
    #[error("This question was changed by someone else since you opened it. Open it again to see their changes.")]
    StaleVersion,
    #[error(transparent)]
    Unexpected(#[from] anyhow::Error),
}

pub type StoreResult<T> = Result<T, StoreError>;

// ---------------------------------------------------------------------------------------
// People

/// A new account, its password already hashed.
#[derive(Debug, Clone, PartialEq)]
pub struct NewUser {
    pub id: String,
    pub username: String,
    pub email: String,
    pub phone_number: String,
    pub password_hash: String,
    pub role: Role,
    pub status: UserStatus,
    pub resident: String,
    pub school: String,
    pub age: Option<i32>,
    pub class_name: Option<ClassLevel>,
    pub subjects: Vec<String>,
    pub created_at: Timestamp,
    /// Set when the person asked to be made a teacher (see `User::teacher_requested_at`).
    pub teacher_requested_at: Option<Timestamp>,
    pub full_name: String,
    /// Made with a one-time password (see `User::password_change_required`).
    pub password_change_required: bool,
}

/// A change to a user: `None` leaves a field as it is.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct UserChanges {
    pub username: Option<String>,
    pub email: Option<String>,
    pub phone_number: Option<String>,
    pub role: Option<Role>,
    pub status: Option<UserStatus>,
    pub resident: Option<String>,
    pub school: Option<String>,
    pub age: Option<Option<i32>>,
    pub class_name: Option<Option<ClassLevel>>,
    pub stream: Option<Option<String>>,
    pub profile_pic: Option<Option<String>>,
    pub subjects: Option<Vec<String>>,
    /// A request to be made a teacher: recorded (`Some(Some(at))`) or cleared (`Some(None)`).
    pub teacher_requested_at: Option<Option<Timestamp>>,
}

/// Which users to list: all filters optional; newest first.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct UserQuery {
    pub status: Option<UserStatus>,
    pub role: Option<Role>,
    /// Matches username or email, ignoring case.
    pub search: Option<String>,
    pub created_since: Option<Timestamp>,
    /// Only those who asked to be made a teacher and wait for an admin.
    pub teacher_requests: bool,
    /// Only these users (at most a class's worth: the caller bounds the list).
    pub ids: Option<Vec<String>>,
    /// Only the users of these usernames, compared as sign-in compares them.
    pub usernames: Option<Vec<String>>,
    pub limit: Option<i64>,
    pub offset: Option<i64>,
}

/// A user with what signing in needs.
#[derive(Debug, Clone, PartialEq)]
pub struct Credentials {
    pub user: User,
    pub password_hash: String,
    /// Bumped at each password change: tokens issued before it are refused.
    pub session_epoch: i64,
}

#[async_trait]
pub trait UserRepository: Send + Sync {
    async fn create_user(&self, user: NewUser) -> StoreResult<User>;
    /// Several accounts (an admin's file of pupils), all or none: a name or address taken
    /// meanwhile refuses the lot (`UsernameTaken`/`EmailTaken`), with nothing written.
    async fn create_users(&self, users: Vec<NewUser>) -> StoreResult<()>;
    async fn user(&self, id: &str) -> StoreResult<User>;
    /// By username or email, ignoring case.
    async fn credentials_by_login(&self, login: &str) -> StoreResult<Credentials>;
    async fn credentials(&self, id: &str) -> StoreResult<Credentials>;
    async fn username_exists(&self, username: &str) -> StoreResult<bool>;
    async fn email_exists(&self, email: &str) -> StoreResult<bool>;
    async fn users(&self, query: &UserQuery) -> StoreResult<Vec<User>>;
    async fn count_users(&self, query: &UserQuery) -> StoreResult<i64>;
    /// A change of status (deactivation, reactivation) also bumps the session epoch, so
    /// sessions from before it stay dead.
    async fn update_user(&self, id: &str, changes: &UserChanges, now: Timestamp) -> StoreResult<User>;
    /// Sets a new hash and bumps the session epoch, in one write. A `one_time` password (an
    /// admin's slip) only lets its owner choose their own; any other clears that.
    async fn set_password_hash(&self, id: &str, password_hash: &str, one_time: bool, now: Timestamp)
    -> StoreResult<()>;
    /// Deletes the user with everything that is theirs (attempts, badges, setups, tokens).
    async fn delete_user(&self, id: &str) -> StoreResult<()>;
    async fn any_admin_exists(&self) -> StoreResult<bool>;
}

// ---------------------------------------------------------------------------------------
// Catalogue

#[derive(Debug, Clone, Default, PartialEq)]
pub struct SubjectQuery {
    pub class_level: Option<ClassLevel>,
    /// Exact name, ignoring case.
    pub name: Option<String>,
    pub search: Option<String>,
    pub limit: Option<i64>,
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct TopicQuery {
    pub class_level: Option<ClassLevel>,
    /// Subject name, ignoring case.
    pub subject: Option<String>,
    pub search: Option<String>,
    pub limit: Option<i64>,
}

/// A subject with how many topics it has in its class.
#[derive(Debug, Clone, PartialEq)]
pub struct SubjectWithCount {
    pub subject: Subject,
    pub topics_count: i64,
}

#[async_trait]
pub trait CatalogueRepository: Send + Sync {
    async fn create_subject(&self, subject: Subject) -> StoreResult<Subject>;
    async fn subject(&self, id: &str) -> StoreResult<SubjectWithCount>;
    async fn subjects(&self, query: &SubjectQuery) -> StoreResult<Vec<SubjectWithCount>>;
    /// Removes a subject of one class with what hangs on it, in one transaction: its topics
    /// are deleted, its quizzes deleted or, where students have taken them, retired, and the
    /// bank questions given retired. Not found if the subject is gone.
    async fn delete_subject(
        &self,
        subject: &Subject,
        retired_questions: &[String],
        now: Timestamp,
    ) -> StoreResult<SubjectRemoval>;
    /// Renames, describes or moves a subject of one class; its topics, quizzes and the bank
    /// questions given in `moved` follow the new name and class, in one transaction.
    async fn update_subject(&self, subject: &Subject, moved: &[MovedQuestion]) -> StoreResult<Subject>;
    async fn count_subjects(&self) -> StoreResult<i64>;
    async fn create_topic(&self, topic: Topic) -> StoreResult<Topic>;
    async fn topic(&self, id: &str) -> StoreResult<Topic>;
    async fn topics(&self, query: &TopicQuery) -> StoreResult<Vec<Topic>>;
    /// Renames, describes or moves a topic, and moves its quizzes and its bank questions with
    /// it (each question to its new placement and fingerprint), in one transaction.
    async fn update_topic(&self, topic: &Topic, moved: &[MovedQuestion]) -> StoreResult<Topic>;
    /// Removes a topic from the catalogue and retires its bank questions, in one transaction
    /// (quizzes are removed by the caller, one by one, as `remove_quiz` decides).
    async fn delete_topic(&self, id: &str, retired_questions: &[String], now: Timestamp) -> StoreResult<()>;
}

/// What removing a subject did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SubjectRemoval {
    pub topics: i64,
    /// Quizzes students had taken: kept for their attempts, retired.
    pub quizzes_retired: i64,
    /// Quizzes nobody had taken: gone.
    pub quizzes_deleted: i64,
    pub bank_questions: i64,
}

/// A bank question that follows its topic to a new name or place.
#[derive(Debug, Clone, PartialEq)]
pub struct MovedQuestion {
    pub id: String,
    pub placement: Placement,
    pub fingerprint: String,
}

// ---------------------------------------------------------------------------------------
// Quizzes

#[derive(Debug, Clone, Default, PartialEq)]
pub struct QuizQuery {
    pub class_level: Option<ClassLevel>,
    pub source: Option<QuizSource>,
    pub subject: Option<String>,
    /// Topic name, ignoring case.
    pub topic: Option<String>,
    pub quiz_type: Option<QuizType>,
    pub search: Option<String>,
    /// Retired quizzes too (they are left out unless asked for).
    pub include_retired: bool,
    pub limit: Option<i64>,
    pub offset: Option<i64>,
}

/// What removing a quiz did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QuizRemoval {
    /// Nobody had taken it: it is gone.
    Deleted,
    /// Students have taken it: it stays for their attempts, retired.
    Retired,
}

/// A student's quiz setup (saveUserQuiz / updateUserQuiz).
#[derive(Debug, Clone, PartialEq)]
pub struct QuizSetup {
    pub id: String,
    pub user_id: String,
    pub subject: String,
    pub class_level: String,
    pub topic: Option<String>,
    pub use_timer: Option<bool>,
    pub quiz_type: Option<QuizType>,
    pub created_at: Timestamp,
}

#[async_trait]
pub trait QuizRepository: Send + Sync {
    async fn save_quiz(&self, quiz: Quiz) -> StoreResult<Quiz>;
    async fn quiz(&self, id: &str) -> StoreResult<Quiz>;
    /// Newest first.
    async fn quizzes(&self, query: &QuizQuery) -> StoreResult<Vec<Quiz>>;
    async fn count_quizzes(&self, query: &QuizQuery) -> StoreResult<i64>;
    /// Deletes a quiz nobody has an attempt on, or else retires it (`now`), in one
    /// transaction; a quiz already retired stays as it is.
    async fn remove_quiz(&self, id: &str, now: Timestamp) -> StoreResult<QuizRemoval>;
    async fn save_quiz_setup(&self, setup: QuizSetup) -> StoreResult<QuizSetup>;
    async fn quiz_setup(&self, id: &str) -> StoreResult<QuizSetup>;
    async fn update_quiz_setup(
        &self,
        id: &str,
        use_timer: Option<bool>,
        quiz_type: Option<QuizType>,
    ) -> StoreResult<QuizSetup>;
    /// Claims a once-per-period job (the weekly generation) across every server instance:
    /// true for exactly one caller per key.
    async fn claim_job(&self, key: &str, now: Timestamp) -> StoreResult<bool>;
}

// ---------------------------------------------------------------------------------------
// The question bank

/// Which bank questions to list: every filter optional; newest change first.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct BankQuery {
    pub subject: Option<String>,
    pub class_level: Option<ClassLevel>,
    pub topic: Option<String>,
    pub kind: Option<QuestionKind>,
    pub source: Option<QuestionSource>,
    pub language: Option<Language>,
    pub status: Option<QuestionStatus>,
    /// Matches the question's text, ignoring case.
    pub search: Option<String>,
    /// Only these questions (the quiz builder asks for its picked ones again in one call).
    pub ids: Option<Vec<String>>,
    pub limit: Option<i64>,
    pub offset: Option<i64>,
}

impl BankQuery {
    /// Every question of one placement, in any status, up to `limit`.
    pub fn of_placement(placement: &Placement, limit: i64) -> BankQuery {
        BankQuery {
            subject: Some(placement.subject.clone()),
            class_level: Some(placement.class_level),
            topic: Some(placement.topic.clone()),
            limit: Some(limit),
            ..Default::default()
        }
    }
}

/// The published questions of one topic that a quiz may hold, for one student.
#[derive(Debug, Clone, PartialEq)]
pub struct BankDraw {
    pub placement: Placement,
    pub quiz_type: QuizType,
    pub user_id: String,
}

/// A question a quiz may hold, with how many times the student was already given it.
#[derive(Debug, Clone, PartialEq)]
pub struct BankCandidate {
    pub question: BankQuestion,
    pub times_served: u32,
}

/// The most candidates one draw reads: a topic's questions, far more than a quiz holds.
pub const BANK_DRAW_CEILING: i64 = 1_000;

/// What adding questions did: those added, and those already in the bank (same fingerprint).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct BankAdded {
    pub added: Vec<BankQuestion>,
    pub already_there: usize,
}

#[async_trait]
pub trait BankRepository: Send + Sync {
    /// Adds questions in one transaction, each as its version 1; a question whose fingerprint
    /// is already in the bank (or earlier in `questions`) is skipped, not an error.
    async fn add_bank_questions(&self, questions: Vec<BankQuestion>) -> StoreResult<BankAdded>;
    async fn bank_question(&self, id: &str) -> StoreResult<BankQuestion>;
    async fn bank_questions(&self, query: &BankQuery) -> StoreResult<Vec<BankQuestion>>;
    async fn count_bank_questions(&self, query: &BankQuery) -> StoreResult<i64>;
    /// Stores `question` (whose `version` is the one it replaces plus one) and keeps the new
    /// version in its history, in one transaction. `StaleVersion` when the stored version is
    /// not `question.version - 1` (someone else saved first); `AlreadyExists` when another
    /// question has its fingerprint.
    async fn update_bank_question(
        &self,
        question: BankQuestion,
        changed_by: Option<String>,
    ) -> StoreResult<BankQuestion>;
    /// Every version of a question, oldest first.
    async fn bank_question_versions(&self, id: &str) -> StoreResult<Vec<QuestionVersion>>;
    /// Removes a question and its history (quizzes hold copies: none changes).
    async fn delete_bank_question(&self, id: &str) -> StoreResult<()>;
    /// Which of these fingerprints the bank already holds.
    async fn known_fingerprints(&self, fingerprints: &[String]) -> StoreResult<Vec<String>>;
    /// The published questions of the placement and quiz type (subject and topic compared
    /// as `normalise` folds them), at most [`BANK_DRAW_CEILING`], each with how many times
    /// the student was given it; the app chooses among them.
    async fn bank_candidates(&self, draw: &BankDraw) -> StoreResult<Vec<BankCandidate>>;
    /// Counts one more serving of each question to the student.
    async fn record_bank_serves(&self, user_id: &str, question_ids: &[String], now: Timestamp) -> StoreResult<()>;
}

// ---------------------------------------------------------------------------------------
// Attempts and progress

/// Everything that changes when an attempt is submitted, written in one transaction:
/// the attempt itself, the student's streak and totals, and any badges just earned.
#[derive(Debug, Clone, PartialEq)]
pub struct Completion {
    pub attempt_id: String,
    pub user_id: String,
    pub selected_answers: Vec<GivenAnswer>,
    pub score: u32,
    pub correct_answers: u32,
    pub total_questions: u32,
    pub time_taken: u32,
    pub remaining_time: Option<u32>,
    pub review: Option<Review>,
    pub completed_at: Timestamp,
    /// What it counts for (the domain's [`sabi_domain::attempt::counting`]): only
    /// `Counting::Exam` enters the leaderboard totals, stats and grades.
    pub counting: Counting,
    pub streak: Streak,
    pub earned_achievement_ids: Vec<String>,
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct AttemptQuery {
    pub user_id: Option<String>,
    pub completed_only: bool,
    pub since: Option<Timestamp>,
    pub limit: Option<i64>,
    pub offset: Option<i64>,
}

pub use sabi_domain::overview::ActivityRow;

/// A student's standing: streak and running exam totals.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Standing {
    pub streak: Streak,
    pub exam_attempts: u32,
    pub score_sum: u64,
}

#[async_trait]
pub trait AttemptRepository: Send + Sync {
    async fn create_attempt(&self, attempt: Attempt) -> StoreResult<Attempt>;
    async fn attempt(&self, id: &str) -> StoreResult<Attempt>;
    /// Newest first.
    async fn attempts(&self, query: &AttemptQuery) -> StoreResult<Vec<Attempt>>;
    async fn count_attempts(&self, query: &AttemptQuery) -> StoreResult<i64>;
    /// An autosave: durable before it returns, and the attempt as saved. Refused with
    /// `AttemptCompleted` once the attempt is completed, with `TimeUp` (nothing written)
    /// when it is an exam whose deadline plus `grace_seconds` is before `now`, and with
    /// `StaleSave` (nothing written) when `progress.save_number` is not greater than the
    /// attempt's: one statement decides all of it, so a late save never undoes a newer one.
    async fn save_progress(
        &self,
        attempt_id: &str,
        progress: &Progress,
        now: Timestamp,
        grace_seconds: u32,
    ) -> StoreResult<Attempt>;
    /// An autosave whose session is proven by the same statement, for the exam-time hot path:
    /// it lands only while the attempt is `session.user_id`'s and in progress, the user is
    /// active at `session.epoch`, and the session was not signed out (the rules of the
    /// per-request session check). `None` when any of that fails: nothing was written, and
    /// the caller finds out which the slow way.
    /// An exam past its deadline plus `grace_seconds`, or a save numbered no higher than the
    /// attempt's, is refused the same way.
    async fn save_progress_in_session(
        &self,
        attempt_id: &str,
        session: &SessionProof,
        progress: &Progress,
        now: Timestamp,
        grace_seconds: u32,
    ) -> StoreResult<Option<Attempt>>;
    /// Stores a review before the attempt is completed (a short answer marked, then saved).
    async fn save_review(&self, attempt_id: &str, review: &Review, now: Timestamp) -> StoreResult<()>;
    /// Completes an in-progress attempt with its streak, totals and badges, atomically.
    /// `AttemptCompleted` when it was already completed: nothing is counted twice.
    async fn complete_attempt(&self, completion: &Completion) -> StoreResult<Attempt>;
    /// Puts a completed attempt back in progress for a retake, its clock started again at
    /// `now`; the same attempt is then updated again. A result that counted as an exam keeps
    /// counting: it is first copied, completed as it was, to a new attempt `archive_id`, so
    /// the student's totals do not change.
    /// The run being retaken is kept in the attempt's history (see [`Self::attempt_history`]).
    async fn restart_attempt(&self, attempt_id: &str, archive_id: &str, now: Timestamp) -> StoreResult<Attempt>;
    /// The earlier runs of an attempt, oldest first (at most one per retake).
    async fn attempt_history(&self, attempt_id: &str) -> StoreResult<Vec<AttemptRun>>;
    /// Whether `attempt`'s student had the key of its quiz, or a counted exam of it, through
    /// another attempt: one that already counted as an exam (only the first counts), or one
    /// made no later than `attempt` started that was completed or is practice (whose answers
    /// are checked one by one). Keys are hidden while an exam is open, so attempts made after
    /// it started showed nothing.
    async fn key_seen(&self, attempt: &Attempt) -> StoreResult<bool>;
    /// The student's exam attempts of the quiz still in progress.
    async fn open_exams(&self, user_id: &str, quiz_id: &str) -> StoreResult<Vec<Attempt>>;
    /// The completed attempts of a student that count for anything, reduced to what stats and
    /// badges need, each with the mode it counts as (`Counting::stats_mode`).
    async fn attempt_facts(&self, user_id: &str) -> StoreResult<Vec<AttemptFact>>;
    /// Every attempt completed at or after `since`, across the school, oldest first.
    async fn activity(&self, since: Timestamp) -> StoreResult<Vec<ActivityRow>>;
    async fn standing(&self, user_id: &str) -> StoreResult<Standing>;
    /// The candidates for the top `limit` students, from the running totals (no scan of
    /// attempts), each with their stored streak: the `limit` best by average then number of
    /// exam attempts, plus everyone tied with the last of them (at most 1,000), in no
    /// promised order. `sabi_domain::leaderboard::rank` decides the order.
    async fn leaderboard(&self, limit: i64) -> StoreResult<Vec<(LeaderboardEntry, Streak)>>;
}

// ---------------------------------------------------------------------------------------
// Achievements

#[async_trait]
pub trait AchievementRepository: Send + Sync {
    async fn create_achievement(&self, achievement: Achievement) -> StoreResult<Achievement>;
    async fn achievements(&self) -> StoreResult<Vec<Achievement>>;
    /// (achievement id, earned at) for every badge the student holds.
    async fn earned(&self, user_id: &str) -> StoreResult<Vec<(String, Timestamp)>>;
    /// Gives a student badges (earned at `at`; one already held is kept as it was) and takes
    /// others back, in one transaction.
    async fn settle_badges(
        &self,
        user_id: &str,
        earned: &[String],
        taken_back: &[String],
        at: Timestamp,
    ) -> StoreResult<()>;
}

// ---------------------------------------------------------------------------------------
// Password reset

#[derive(Debug, Clone, PartialEq)]
pub struct ResetToken {
    /// The SHA-256 of the token mailed out; the token itself is never stored.
    pub token_hash: String,
    pub user_id: String,
    pub expires_at: Timestamp,
    pub created_at: Timestamp,
}

#[async_trait]
pub trait ResetTokenRepository: Send + Sync {
    async fn save_reset_token(&self, token: ResetToken) -> StoreResult<()>;
    /// The user of a token that is unused and unexpired at `now`, without using it: the new
    /// password is checked against that user's name before the link is spent.
    async fn reset_token_user(&self, token_hash: &str, now: Timestamp) -> StoreResult<Option<String>>;
    /// Marks the token used and returns its user, if it exists, is unused and has not
    /// expired at `now`; a second use finds nothing. Every other unused token of that user
    /// is retired with it.
    async fn use_reset_token(&self, token_hash: &str, now: Timestamp) -> StoreResult<Option<String>>;
    /// An email change waiting for its confirmation link.
    async fn save_email_change(&self, change: EmailChange) -> StoreResult<()>;
    /// Uses an unused, unexpired email change and sets the user's email to it, in one
    /// transaction; `None` when there is no such change. `EmailTaken` if the address was
    /// taken meanwhile.
    async fn confirm_email_change(&self, token_hash: &str, now: Timestamp) -> StoreResult<Option<String>>;
}

/// A new email address waiting for its owner to confirm it.
#[derive(Debug, Clone, PartialEq)]
pub struct EmailChange {
    /// The SHA-256 of the token mailed out.
    pub token_hash: String,
    pub user_id: String,
    pub new_email: String,
    pub expires_at: Timestamp,
    pub created_at: Timestamp,
}

/// What a signed session token claims, for the store to check against the user's row and
/// the signed-out sessions.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionProof {
    pub session_id: String,
    pub user_id: String,
    pub epoch: i64,
}

/// A session check's one read: the user's credentials, and whether this very session was
/// signed out.
#[derive(Debug, Clone, PartialEq)]
pub struct SessionCheck {
    pub credentials: Credentials,
    pub revoked: bool,
}

/// Sessions signed out before their tokens expire. Kept in the store, so every server
/// instance refuses a signed-out token, not only the one that saw the logout.
#[async_trait]
pub trait SessionRepository: Send + Sync {
    /// Records a signed-out session until `expires_at` (its token is refused after that
    /// anyway), and forgets those already past it at `now`.
    async fn revoke_session(
        &self,
        session_id: &str,
        user_id: &str,
        expires_at: Timestamp,
        now: Timestamp,
    ) -> StoreResult<()>;
    /// `NotFound` when the user is gone.
    async fn session_check(&self, user_id: &str, session_id: &str) -> StoreResult<SessionCheck>;
}

/// Rate limits' counts, kept in the store so that every server instance enforces one limit.
#[async_trait]
pub trait LimitRepository: Send + Sync {
    /// Counts one try of `key` (of this `kind`) under `policy` at `now`, atomically: of
    /// concurrent tries, no more pass than the policy allows. `Err(Refused)` inside when the
    /// key must wait; nothing is counted then.
    async fn reserve(
        &self,
        kind: &str,
        key: &str,
        policy: &LimitPolicy,
        now: Timestamp,
    ) -> StoreResult<Result<(), Refused>>;
    /// Whether a try would be refused now, without counting it.
    async fn peek(
        &self,
        kind: &str,
        key: &str,
        policy: &LimitPolicy,
        now: Timestamp,
    ) -> StoreResult<Result<(), Refused>>;
    /// Forgets the key's count (a successful sign-in).
    async fn clear(&self, kind: &str, key: &str, now: Timestamp) -> StoreResult<()>;
}

#[async_trait]
pub trait StoreHealth: Send + Sync {
    /// Whether the store answers (the health check).
    async fn ping(&self) -> StoreResult<()>;
}

/// Everything the store offers, for wiring one adapter into every service.
pub trait Store:
    UserRepository
    + CatalogueRepository
    + QuizRepository
    + BankRepository
    + crate::teaching::TeachingRepository
    + AttemptRepository
    + AchievementRepository
    + ResetTokenRepository
    + SessionRepository
    + LimitRepository
    + StoreHealth
{
}

impl<T> Store for T where
    T: UserRepository
        + CatalogueRepository
        + QuizRepository
        + BankRepository
        + crate::teaching::TeachingRepository
        + AttemptRepository
        + AchievementRepository
        + ResetTokenRepository
        + SessionRepository
        + LimitRepository
        + StoreHealth
{
}
