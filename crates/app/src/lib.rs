//! Sabi's use cases: one service per area (accounts, catalogue, quizzes, attempts, progress,
//! admin), each over the ports it needs. No HTTP and no SQL here: the api crate calls these
//! services with a [`Caller`] and plain values, and every permission check happens in them.

pub mod accounts;
pub mod admin;
pub mod attempts;
pub mod bank;
pub mod caller;
pub mod catalogue;
mod csv_lines;
pub mod error;
mod memo;
pub mod passwords;
pub mod pictures;
pub mod progress;
pub mod quizzes;
pub mod rate_limit;
pub mod seed;
pub mod services;
pub mod sessions;
pub mod teaching;
mod throttle;

use std::sync::Arc;

use chrono_tz::Tz;
use sabi_ports::{AnswerReviewer, Clock, FileStore, IdGenerator, Mailer, QuizGenerator, Store};

pub use caller::Caller;
pub use error::{AppError, AppResult};
pub use passwords::PasswordCost;

/// The outside world, as the app sees it.
#[derive(Clone)]
pub struct Ports {
    pub store: Arc<dyn Store>,
    pub generator: Arc<dyn QuizGenerator>,
    pub reviewer: Arc<dyn AnswerReviewer>,
    pub mailer: Arc<dyn Mailer>,
    pub files: Arc<dyn FileStore>,
    pub clock: Arc<dyn Clock>,
    pub ids: Arc<dyn IdGenerator>,
}

/// The app's own settings (the server reads them from the environment).
#[derive(Clone, Debug)]
pub struct Settings {
    /// The school's time zone: its calendar days make streaks.
    pub time_zone: Tz,
    /// Signs session tokens; at least 32 bytes.
    pub session_secret: Vec<u8>,
    pub session_ttl_seconds: i64,
    pub password_cost: PasswordCost,
    /// Where the web app is reached, for links in mail (e.g. `http://127.0.0.1:8080`).
    pub public_url: String,
    /// How long one reading of the leaderboard is served to everyone (0: read it every time).
    pub leaderboard_seconds: i64,
    /// Seconds after an exam's time limit during which its answers are still taken, for the
    /// network's delays (`SABI_EXAM_GRACE_SECONDS`).
    pub exam_grace_seconds: u32,
    /// Per-user limits on generation, review and students' stored quizzes.
    pub rate_limits: rate_limit::RateLimits,
    /// Bytes of quizzes kept in memory (their approximate size).
    pub quiz_cache_bytes: usize,
    /// Whether a generation service's questions are kept in the bank as drafts (set for the
    /// `http` and `openai` generators).
    pub keep_generated_questions: bool,
    /// The school's name, for its printed papers (pupils' login slips); none when not set.
    pub school_name: Option<String>,
}

/// The default for [`Settings::quiz_cache_bytes`]: 64 MB.
pub const QUIZ_CACHE_BYTES: usize = 64 * 1024 * 1024;

/// Every service, ready to share between request workers.
#[derive(Clone)]
pub struct App {
    pub accounts: accounts::AccountService,
    pub catalogue: catalogue::CatalogueService,
    pub quizzes: quizzes::QuizService,
    pub attempts: attempts::AttemptService,
    pub progress: progress::ProgressService,
    pub admin: admin::AdminService,
    pub bank: bank::BankService,
    pub teaching: teaching::TeachingService,
    /// The spec's generation and review services, answered for signed-in callers.
    pub services: services::ServiceCalls,
    /// Checked by the routes of the costly calls (generation, review) before they start.
    pub rate_limits: Arc<rate_limit::RateLimiter>,
    pub ports: Ports,
    pub settings: Arc<Settings>,
}

impl App {
    pub fn new(ports: Ports, settings: Settings) -> App {
        let settings = Arc::new(settings);
        let progress = progress::ProgressService::new(&ports, settings.clone());
        let rate_limits = Arc::new(rate_limit::RateLimiter::new(settings.rate_limits));
        let bank = bank::BankService::new(&ports, rate_limits.clone());
        let quizzes = quizzes::QuizService::new(
            &ports,
            settings.quiz_cache_bytes,
            rate_limits.clone(),
            settings.keep_generated_questions.then(|| bank.clone()),
        );
        // One signing key for the sessions, shared by the services that issue or read them.
        let sessions = sessions::SessionKeys::new(&settings.session_secret, settings.session_ttl_seconds);
        let teaching = teaching::TeachingService::new(&ports, quizzes.clone(), progress.clone(), settings.time_zone);
        App {
            accounts: accounts::AccountService::new(&ports, settings.clone(), sessions.clone()),
            catalogue: catalogue::CatalogueService::new(&ports),
            attempts: attempts::AttemptService::new(
                &ports,
                sessions,
                progress.clone(),
                quizzes.clone(),
                teaching.clone(),
                settings.exam_grace_seconds,
                rate_limits.clone(),
            ),
            teaching,
            admin: admin::AdminService::new(&ports),
            services: services::ServiceCalls::new(&ports, rate_limits.clone()),
            bank,
            rate_limits,
            quizzes,
            progress,
            ports,
            settings,
        }
    }

    /// Spends one of the caller's `action`s now, or refuses with how long to wait.
    pub fn rate_limit(&self, caller: &Caller, action: rate_limit::Action) -> AppResult<()> {
        self.rate_limits.take(action, &caller.user_id, self.ports.clock.now())
    }
}
