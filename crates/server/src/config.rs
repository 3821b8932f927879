//! Typed configuration from the environment (a `.env` file is read when present), each value
//! with a default that works on a laptop. DESIGN.md section 8 lists them.

use std::path::PathBuf;
use std::time::Duration;

use std::sync::Arc;

use anyhow::Context;
use sabi_app::PasswordCost;
use sabi_ports::{Clock, SystemClock};

/// The default network grace after an exam's time limit.
pub const DEFAULT_EXAM_GRACE_SECONDS: u32 = 30;
/// The largest grace accepted: more would let a late answer count.
pub const MAX_EXAM_GRACE_SECONDS: u32 = 600;

pub const DEFAULT_MAIL_FROM: &str = "Sabi <no-reply@sabi.school>";

/// Which adapter answers a port.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ServiceKind {
    Builtin,
    Http,
    OpenAi,
}

impl ServiceKind {
    pub fn as_str(self) -> &'static str {
        match self {
            ServiceKind::Builtin => "builtin",
            ServiceKind::Http => "http",
            ServiceKind::OpenAi => "openai",
        }
    }
}

impl std::str::FromStr for ServiceKind {
    type Err = anyhow::Error;
    fn from_str(s: &str) -> anyhow::Result<Self> {
        match s.trim().to_ascii_lowercase().as_str() {
            "" | "builtin" => Ok(ServiceKind::Builtin),
            "http" => Ok(ServiceKind::Http),
            "openai" => Ok(ServiceKind::OpenAi),
            other => anyhow::bail!("unknown service kind {other:?} (builtin, http or openai)"),
        }
    }
}

/// Where uploaded pictures are kept.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FilesKind {
    /// Under `$SABI_DATA_DIR/files`: one server, or several sharing that folder.
    Disk,
    /// In the database's `files` table: every server sharing the database serves them all.
    Database,
}

impl FilesKind {
    /// The default for a database: the database itself on PostgreSQL (servers there may be
    /// several), the disk next to a SQLite file.
    pub fn default_for(database_url: &str) -> FilesKind {
        match sabi_store::Backend::of_url(database_url) {
            sabi_store::Backend::Postgres => FilesKind::Database,
            sabi_store::Backend::Sqlite => FilesKind::Disk,
        }
    }
}

impl std::str::FromStr for FilesKind {
    type Err = anyhow::Error;
    fn from_str(s: &str) -> anyhow::Result<Self> {
        match s.trim().to_ascii_lowercase().as_str() {
            "disk" => Ok(FilesKind::Disk),
            "database" => Ok(FilesKind::Database),
            other => anyhow::bail!("SABI_FILES must be disk or database, not {other:?}"),
        }
    }
}

#[derive(Clone)]
pub struct OpenAi {
    pub base_url: String,
    pub api_key: Option<String>,
    pub model: String,
}

impl std::fmt::Debug for OpenAi {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpenAi")
            .field("base_url", &self.base_url)
            .field("model", &self.model)
            .field("api_key", &self.api_key.as_ref().map(|_| "***"))
            .finish()
    }
}

#[derive(Clone)]
pub struct Config {
    /// Where to listen; port 0 picks a free one (tests).
    pub bind: String,
    pub data_dir: PathBuf,
    pub database_url: String,
    pub database_pool: usize,
    /// The built web app (index.html and assets); not served when missing.
    pub web_dir: PathBuf,
    pub public_url: Option<String>,
    /// The school's name, printed on pupils' login slips (`SABI_SCHOOL_NAME`).
    pub school_name: Option<String>,
    pub admin: Option<(String, String)>,
    pub demo: bool,
    pub seed_catalogue: bool,
    pub generator: ServiceKind,
    pub generator_url: Option<String>,
    pub reviewer: ServiceKind,
    pub reviewer_url: Option<String>,
    pub openai: Option<OpenAi>,
    pub service_timeout: Duration,
    pub smtp_url: Option<String>,
    /// The From of every mail (`SABI_MAIL_FROM`).
    pub mail_from: String,
    /// How a failed SMTP send is retried (short in tests).
    pub mail_retry: sabi_mailer::Retry,
    pub jwt_secret: Option<String>,
    /// How long one reading of the leaderboard is served to everyone.
    pub leaderboard_seconds: i64,
    pub session_hours: i64,
    pub time_zone: chrono_tz::Tz,
    pub password_cost: PasswordCost,
    /// Run the weekly generation job in this process.
    pub weekly_job: bool,
    /// How long after start-up the weekly job first runs (then every hour).
    pub weekly_job_delay: Duration,
    /// Where uploaded pictures are kept (`SABI_FILES`).
    pub files: FilesKind,
    /// Seconds after an exam's time limit during which its answers are still taken
    /// (`SABI_EXAM_GRACE_SECONDS`, at most 600).
    pub exam_grace_seconds: u32,
    /// The server's clock: the system's, or a test's that it moves by hand.
    pub clock: Arc<dyn Clock>,
    /// How many built-in markings run at once (`SABI_MARKING_THREADS`, default: one fewer
    /// than the processors, at least 1; the marking threads also give way to the request
    /// workers).
    pub marking_threads: usize,
    /// How many more reviews may wait for a marking thread (`SABI_MARKING_QUEUE`).
    pub marking_queue: usize,
    /// The built-in marker's sentence model folder (`SABI_MARKING_MODEL`; `off` for none). When
    /// its files are missing the marker marks by words alone and says so.
    pub marking_model: Option<PathBuf>,
    /// Per-user limits (`SABI_GENERATE_PER_MINUTE`, `SABI_REVIEW_PER_MINUTE`,
    /// `SABI_STUDENT_QUIZZES_PER_DAY`).
    pub rate_limits: sabi_app::rate_limit::RateLimits,
    /// Megabytes of quizzes kept in memory (`SABI_QUIZ_CACHE_MB`).
    pub quiz_cache_mb: usize,
    /// How often to back the SQLite store up into `$SABI_DATA_DIR/backups` (`SABI_BACKUP_EVERY`; off when unset).
    pub backup_every: Option<Duration>,
    /// Lets a non-loopback caller read `/metrics` (`Authorization: Bearer ...`).
    pub metrics_token: Option<String>,
    /// How many scheduled backups to keep (`SABI_BACKUP_KEEP`, 7).
    pub backup_keep: usize,
    /// Proxies whose `X-Forwarded-For`/`-Proto` are believed (`SABI_TRUSTED_PROXIES`).
    pub trusted_proxies: sabi_api::client::TrustedProxies,
}

impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("bind", &self.bind)
            .field("data_dir", &self.data_dir)
            .field("database", &crate::redact_url(&self.database_url))
            .field("generator", &self.generator)
            .field("reviewer", &self.reviewer)
            .field("demo", &self.demo)
            .field("files", &self.files)
            .field("time_zone", &self.time_zone)
            .finish_non_exhaustive()
    }
}

fn var(name: &str) -> Option<String> {
    std::env::var(name).ok().map(|v| v.trim().to_string()).filter(|v| !v.is_empty())
}

fn flag(name: &str, default: bool) -> anyhow::Result<bool> {
    match var(name).map(|v| v.to_ascii_lowercase()) {
        None => Ok(default),
        Some(v) if ["1", "true", "yes", "on"].contains(&v.as_str()) => Ok(true),
        Some(v) if ["0", "false", "no", "off"].contains(&v.as_str()) => Ok(false),
        Some(v) => anyhow::bail!("{name} must be true or false, not {v:?}"),
    }
}

/// `SABI_EXAM_GRACE_SECONDS`: whole seconds from 0 to [`MAX_EXAM_GRACE_SECONDS`].
fn exam_grace(value: Option<String>) -> anyhow::Result<u32> {
    let Some(value) = value else { return Ok(DEFAULT_EXAM_GRACE_SECONDS) };
    match value.parse::<u32>() {
        Ok(n) if n <= MAX_EXAM_GRACE_SECONDS => Ok(n),
        _ => anyhow::bail!(
            "SABI_EXAM_GRACE_SECONDS must be whole seconds from 0 to {MAX_EXAM_GRACE_SECONDS}, not {value:?}"
        ),
    }
}

fn number<T: std::str::FromStr>(name: &str, default: T) -> anyhow::Result<T>
where
    T::Err: std::error::Error + Send + Sync + 'static,
{
    var(name)
        .map(|v| v.parse::<T>())
        .transpose()
        .with_context(|| format!("{name} must be a whole number"))
        .map(|v| v.unwrap_or(default))
}

/// A period such as `6h`, `30m`, `1d` or `90s` (a bare number is seconds); at least a second.
pub fn parse_every(text: &str) -> anyhow::Result<Duration> {
    let text = text.trim();
    let (number, unit) = text.split_at(text.find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len()));
    let number: u64 =
        number.parse().map_err(|_| anyhow::anyhow!("SABI_BACKUP_EVERY must be like 6h, 30m or 1d, not {text:?}"))?;
    let seconds = match unit.trim() {
        "" | "s" => number,
        "m" => number.saturating_mul(60),
        "h" => number.saturating_mul(3600),
        "d" => number.saturating_mul(86_400),
        _ => anyhow::bail!("SABI_BACKUP_EVERY must be like 6h, 30m or 1d, not {text:?}"),
    };
    anyhow::ensure!(seconds >= 1, "SABI_BACKUP_EVERY must be at least one second");
    Ok(Duration::from_secs(seconds))
}

impl Config {
    /// Reads the environment.
    pub fn from_env() -> anyhow::Result<Config> {
        let _ = dotenvy::dotenv();
        let data_dir = PathBuf::from(var("SABI_DATA_DIR").unwrap_or_else(|| "./data".into()));
        let database_url =
            var("DATABASE_URL").unwrap_or_else(|| format!("sqlite://{}", data_dir.join("sabi.db").display()));
        let admin = match (var("SABI_ADMIN_USERNAME"), var("SABI_ADMIN_PASSWORD")) {
            (Some(u), Some(p)) => Some((u, p)),
            (None, None) => None,
            _ => anyhow::bail!("set both SABI_ADMIN_USERNAME and SABI_ADMIN_PASSWORD, or neither"),
        };
        let openai = var("OPENAI_BASE_URL").map(|base_url| OpenAi {
            base_url,
            api_key: var("OPENAI_API_KEY"),
            model: var("SABI_OPENAI_MODEL").unwrap_or_else(|| "llama3.1".into()),
        });
        Ok(Config {
            bind: var("SABI_BIND").unwrap_or_else(|| "127.0.0.1:8080".into()),
            database_pool: var("SABI_DATABASE_POOL")
                .map(|v| v.parse())
                .transpose()
                .context("SABI_DATABASE_POOL")?
                .unwrap_or(16),
            web_dir: PathBuf::from(var("SABI_WEB_DIR").unwrap_or_else(|| "./frontend/dist".into())),
            public_url: var("SABI_PUBLIC_URL"),
            school_name: var("SABI_SCHOOL_NAME").map(|name| name.trim().to_string()).filter(|name| !name.is_empty()),
            admin,
            demo: flag("SABI_DEMO", false)?,
            seed_catalogue: flag("SABI_SEED_CATALOGUE", true)?,
            generator: var("SABI_GENERATOR").unwrap_or_default().parse()?,
            generator_url: var("SABI_GENERATOR_URL"),
            reviewer: var("SABI_REVIEWER").unwrap_or_default().parse()?,
            reviewer_url: var("SABI_REVIEWER_URL"),
            openai,
            service_timeout: Duration::from_secs(
                var("SABI_SERVICE_TIMEOUT_SECONDS")
                    .map(|v| v.parse())
                    .transpose()
                    .context("SABI_SERVICE_TIMEOUT_SECONDS")?
                    .unwrap_or(30),
            ),
            smtp_url: var("SABI_SMTP_URL"),
            mail_from: var("SABI_MAIL_FROM").unwrap_or_else(|| DEFAULT_MAIL_FROM.into()),
            mail_retry: sabi_mailer::Retry::default(),
            jwt_secret: var("SABI_JWT_SECRET"),
            session_hours: var("SABI_SESSION_HOURS")
                .map(|v| v.parse())
                .transpose()
                .context("SABI_SESSION_HOURS")?
                .unwrap_or(12),
            time_zone: var("SABI_TIMEZONE")
                .unwrap_or_else(|| "Africa/Douala".into())
                .parse()
                .map_err(|e| anyhow::anyhow!("SABI_TIMEZONE: {e}"))?,
            password_cost: PasswordCost::OWASP,
            leaderboard_seconds: var("SABI_LEADERBOARD_SECONDS")
                .map(|v| v.parse())
                .transpose()
                .context("SABI_LEADERBOARD_SECONDS")?
                .unwrap_or(5),
            weekly_job: flag("SABI_WEEKLY_JOB", true)?,
            weekly_job_delay: crate::jobs::FIRST_RUN_AFTER,
            exam_grace_seconds: exam_grace(var("SABI_EXAM_GRACE_SECONDS"))?,
            clock: Arc::new(SystemClock),
            backup_every: var("SABI_BACKUP_EVERY").map(|v| parse_every(&v)).transpose()?,
            metrics_token: var("SABI_METRICS_TOKEN"),
            backup_keep: var("SABI_BACKUP_KEEP")
                .map(|v| v.parse::<usize>())
                .transpose()
                .context("SABI_BACKUP_KEEP")?
                .unwrap_or(7)
                .max(1),
            files: match var("SABI_FILES") {
                Some(kind) => kind.parse()?,
                None => FilesKind::default_for(&database_url),
            },
            marking_threads: number("SABI_MARKING_THREADS", sabi_reviewer::builtin::default_threads())?.max(1),
            marking_queue: number("SABI_MARKING_QUEUE", processors() * sabi_reviewer::builtin::QUEUE_PER_THREAD)?,
            marking_model: match var("SABI_MARKING_MODEL").as_deref() {
                Some("off") => None,
                _ => Some(sabi_meaning::default_dir()),
            },
            rate_limits: {
                use sabi_app::rate_limit::{Allowance, RateLimits};
                let d = RateLimits::default();
                RateLimits {
                    generate: Allowance::per_minute(number("SABI_GENERATE_PER_MINUTE", d.generate.allowed)?),
                    review: Allowance::per_minute(number("SABI_REVIEW_PER_MINUTE", d.review.allowed)?),
                    student_quizzes: Allowance::per_day(number(
                        "SABI_STUDENT_QUIZZES_PER_DAY",
                        d.student_quizzes.allowed,
                    )?),
                }
            },
            quiz_cache_mb: number("SABI_QUIZ_CACHE_MB", sabi_app::QUIZ_CACHE_BYTES / (1024 * 1024))?,
            trusted_proxies: sabi_api::client::TrustedProxies::parse(&var("SABI_TRUSTED_PROXIES").unwrap_or_default())
                .map_err(|e| anyhow::anyhow!("SABI_TRUSTED_PROXIES: {e}"))?,
            database_url,
            data_dir,
        })
    }

    /// A configuration for tests: a given database, port 0, cheap hashing, no jobs, no demo.
    pub fn for_tests(database_url: &str, data_dir: PathBuf) -> Config {
        Config {
            bind: "127.0.0.1:0".into(),
            database_url: database_url.to_string(),
            database_pool: 8,
            web_dir: data_dir.join("web"),
            public_url: None,
            school_name: None,
            admin: None,
            demo: false,
            seed_catalogue: false,
            generator: ServiceKind::Builtin,
            generator_url: None,
            reviewer: ServiceKind::Builtin,
            reviewer_url: None,
            openai: None,
            service_timeout: Duration::from_secs(5),
            smtp_url: None,
            mail_from: DEFAULT_MAIL_FROM.into(),
            // A test waiting for a retry waits a fraction of a second per attempt.
            mail_retry: sabi_mailer::Retry {
                attempts: 50,
                first_wait: Duration::from_millis(100),
                longest_wait: Duration::from_millis(500),
            },
            jwt_secret: Some("a test secret that is long enough for HS256 signing".into()),
            session_hours: 12,
            time_zone: chrono_tz::Africa::Douala,
            password_cost: PasswordCost::TESTING,
            // Tests read the leaderboard right after changing it.
            leaderboard_seconds: 0,
            weekly_job: false,
            // A test that turns the job on wants its first run now.
            weekly_job_delay: Duration::ZERO,
            files: FilesKind::default_for(database_url),
            exam_grace_seconds: DEFAULT_EXAM_GRACE_SECONDS,
            clock: Arc::new(SystemClock),
            marking_threads: 2,
            marking_queue: 2 * sabi_reviewer::builtin::QUEUE_PER_THREAD,
            // Most tests need no model (loading it costs a third of a second and 90 MB); the
            // ones about it set `marking_model`.
            marking_model: None,
            rate_limits: sabi_app::rate_limit::RateLimits::default(),
            quiz_cache_mb: sabi_app::QUIZ_CACHE_BYTES / (1024 * 1024),
            backup_every: None,
            metrics_token: None,
            backup_keep: 7,
            trusted_proxies: Default::default(),
            data_dir,
        }
    }
}

/// Processors this process may use.
fn processors() -> usize {
    std::thread::available_parallelism().map_or(2, usize::from)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_exam_grace_is_bounded() {
        assert_eq!(exam_grace(None).unwrap(), 30);
        assert_eq!(exam_grace(Some("0".into())).unwrap(), 0);
        assert_eq!(exam_grace(Some("600".into())).unwrap(), 600);
        assert!(exam_grace(Some("601".into())).is_err());
        assert!(exam_grace(Some("-1".into())).is_err());
        assert!(exam_grace(Some("soon".into())).is_err());
    }

    #[test]
    fn pictures_go_to_the_database_on_postgresql_and_to_the_disk_beside_sqlite() {
        assert_eq!(FilesKind::default_for("postgres://sabi@db/sabi"), FilesKind::Database);
        assert_eq!(FilesKind::default_for("postgresql://sabi@db/sabi"), FilesKind::Database);
        assert_eq!(FilesKind::default_for("sqlite://data/sabi.db"), FilesKind::Disk);
        assert_eq!(" Database ".parse::<FilesKind>().unwrap(), FilesKind::Database);
        assert_eq!("disk".parse::<FilesKind>().unwrap(), FilesKind::Disk);
        assert!("nfs".parse::<FilesKind>().unwrap_err().to_string().contains("SABI_FILES"));
        let config = Config::for_tests("postgres://postgres@127.0.0.1/x", PathBuf::from("/tmp/x"));
        assert_eq!(config.files, FilesKind::Database);
    }

    #[test]
    fn backup_periods_are_read_in_seconds_minutes_hours_and_days() {
        assert_eq!(parse_every("6h").unwrap(), Duration::from_secs(6 * 3600));
        assert_eq!(parse_every("30m").unwrap(), Duration::from_secs(1800));
        assert_eq!(parse_every("1d").unwrap(), Duration::from_secs(86_400));
        assert_eq!(parse_every("90").unwrap(), Duration::from_secs(90));
        for bad in ["", "h", "6 hours", "0s", "-1h", "1w"] {
            assert!(parse_every(bad).is_err(), "{bad}");
        }
    }
}
