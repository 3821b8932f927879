//! The one way to start Sabi, for `main` and for tests alike: open the store (migrating it),
//! wire the adapters chosen by the configuration into the app, seed what an empty store
//! needs, and bind the HTTP server (port 0 in tests).

use std::net::TcpListener;
use std::path::Path;
use std::sync::Arc;

use actix_web::dev::Server;
use actix_web::{App as HttpApp, HttpServer, middleware, web};
use anyhow::Context;
use sabi_app::seed::{SeedOptions, SeedReport};
use sabi_app::{App, Ports, Settings};
use sabi_files::LocalFiles;
use sabi_ports::{AnswerReviewer, Clock, FileStore, Mailer, QuizGenerator};
use sabi_store::{DatabaseFiles, PoolSize, SqlStore, UuidV7Ids};

use crate::config::{Config, FilesKind, ServiceKind};
use crate::web_app::ServedFiles;
use crate::{jobs, web_app};

pub struct Application {
    port: u16,
    server: Server,
    pub app: App,
    pub store: SqlStore,
    pub seeded: SeedReport,
    /// The weekly job's finished runs, when this server runs it.
    pub weekly_runs: Option<jobs::WeeklyRuns>,
    /// The scheduled backups' finished runs, when `SABI_BACKUP_EVERY` is set.
    pub backup_runs: Option<jobs::Runs>,
    /// Held while serving: `sabi restore` refuses a SQLite store a server is using.
    _in_use: Option<sabi_store::backup::StoreInUse>,
    /// Where the accounts this run created are written (0600), when it created any: their
    /// passwords are never printed or logged.
    pub accounts_file: Option<std::path::PathBuf>,
}

impl Application {
    pub async fn build(config: Config) -> anyhow::Result<Application> {
        create_private_dir(&config.data_dir)?;
        let in_use = sabi_store::backup::hold_in_use(&config.database_url)?;
        let store = SqlStore::connect(&config.database_url, PoolSize(config.database_pool))
            .await
            .with_context(|| format!("opening the store at {}", crate::redact_url(&config.database_url)))?;
        if store.backend() == sabi_store::Backend::Sqlite {
            make_private(Path::new(&sabi_store::sqlite_path(&config.database_url)))?;
        }
        let clock: Arc<dyn Clock> = config.clock.clone();
        let (files, served_files) = file_store(&config, &store, &clock).await?;
        crate::metrics::recorder();
        let mailer = mailer(&config)?;
        let (reviewer, marker_model) = reviewer(&config)?;
        let ports = Ports {
            store: Arc::new(store.clone()),
            generator: generator(&config)?,
            reviewer: Arc::new(crate::metrics::TimedReviewer(reviewer)),
            mailer: mailer.clone(),
            files,
            clock,
            ids: Arc::new(UuidV7Ids),
        };
        let listener = TcpListener::bind(&config.bind).with_context(|| format!("binding {}", config.bind))?;
        let port = listener.local_addr()?.port();
        let settings = Settings {
            time_zone: config.time_zone,
            session_secret: session_secret(&config)?,
            session_ttl_seconds: config.session_hours.clamp(1, 24 * 30) * 3600,
            password_cost: config.password_cost,
            leaderboard_seconds: config.leaderboard_seconds,
            exam_grace_seconds: config.exam_grace_seconds,
            rate_limits: config.rate_limits,
            quiz_cache_bytes: config.quiz_cache_mb.saturating_mul(1024 * 1024),
            keep_generated_questions: config.generator != ServiceKind::Builtin,
            school_name: config.school_name.clone(),
            public_url: config.public_url.clone().unwrap_or_else(|| {
                format!("http://{}", listener.local_addr().map(|a| a.to_string()).unwrap_or_default())
            }),
        };
        let app = App::new(ports, settings);
        let seeded = sabi_app::seed::seed(
            &app,
            &SeedOptions { catalogue: config.seed_catalogue, demo: config.demo, admin: config.admin.clone() },
        )
        .await
        .map_err(|e| anyhow::anyhow!("seeding: {e:?}"))?;
        if config.seed_catalogue {
            let shipped = shipped_bank();
            let added =
                app.bank.seed(shipped).await.map_err(|e| anyhow::anyhow!("seeding the question bank: {e:?}"))?;
            if added > 0 {
                tracing::info!(questions = added, "question bank seeded from the shipped bank");
            }
        }
        let accounts_file = write_first_run_accounts(&config, &seeded)?;
        let weekly_runs =
            config.weekly_job.then(|| jobs::spawn_weekly_generation(app.clone(), config.weekly_job_delay));
        let backup_runs = match (config.backup_every, store.backend()) {
            (Some(every), sabi_store::Backend::Sqlite) => Some(jobs::spawn_backups(
                config.database_url.clone(),
                config.data_dir.join("backups"),
                every,
                config.backup_keep,
            )),
            (Some(_), sabi_store::Backend::Postgres) => {
                tracing::warn!("SABI_BACKUP_EVERY backs up SQLite stores; back up PostgreSQL with pg_dump");
                None
            }
            (None, _) => None,
        };
        let data = web::Data::new(app.clone());
        let deployment = web::Data::new(sabi_api::Deployment {
            store: match store.backend() {
                sabi_store::Backend::Postgres => "postgres",
                sabi_store::Backend::Sqlite => "sqlite",
            },
            generator: config.generator.as_str(),
            marker: config.reviewer.as_str(),
            marker_model: marker_model.clone(),
        });
        let web_dir = config.web_dir.clone();
        let gauges = web::Data::new(crate::metrics::Gauges {
            store: store.clone(),
            mailer,
            token_hash: config
                .metrics_token
                .as_ref()
                .map(|t| <sha2::Sha256 as sha2::Digest>::digest(t.as_bytes()).into()),
        });
        let trusted_proxies = web::Data::new(config.trusted_proxies.clone());
        let server = HttpServer::new(move || {
            HttpApp::new()
                .app_data(data.clone())
                .app_data(deployment.clone())
                .app_data(gauges.clone())
                .app_data(trusted_proxies.clone())
                .wrap(middleware::Compress::default())
                .wrap(web_app::security_headers())
                .wrap_fn(|request, service| {
                    let call = actix_web::dev::Service::call(service, request);
                    async move {
                        let mut response = call.await?;
                        let request = response.request().clone();
                        sabi_api::client::add_privacy_headers(&request, response.headers_mut());
                        Ok(response)
                    }
                })
                .wrap(crate::telemetry::access_log())
                .wrap_fn(|request, service| {
                    // Each request runs as a task of its own, so a client that hangs up cannot
                    // drop a store call half-way: an acknowledged write is always finished, and
                    // SQLite's blocking calls are never cancelled on a worker thread.
                    let call = actix_web::dev::Service::call(service, request);
                    async move {
                        actix_web::rt::spawn(call).await.map_err(|panicked| {
                            // A bug, never the caller's fault: logged, and answered in the
                            // same JSON as every other failure, without the panic's text.
                            actix_web::Error::from(sabi_api::ApiError(sabi_app::AppError::Unexpected(anyhow::anyhow!(
                                "a request's task failed: {panicked}"
                            ))))
                        })?
                    }
                })
                .wrap_fn(crate::metrics::record)
                .route("/metrics", web::get().to(crate::metrics::serve))
                .configure(sabi_api::configure)
                .configure(|cfg| web_app::configure(cfg, &served_files, &web_dir))
        })
        .listen(listener)?
        .shutdown_timeout(10)
        .run();
        Ok(Application { port, server, app, store, seeded, weekly_runs, backup_runs, accounts_file, _in_use: in_use })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// Serves until the process is asked to stop (SIGINT or SIGTERM), finishing requests in
    /// flight first.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.server.await
    }

    pub fn handle(&self) -> actix_web::dev::ServerHandle {
        self.server.handle()
    }
}

/// The file store `SABI_FILES` names, and where `/files/...` is served from.
async fn file_store(
    config: &Config,
    store: &SqlStore,
    clock: &Arc<dyn Clock>,
) -> anyhow::Result<(Arc<dyn FileStore>, ServedFiles)> {
    let disk = LocalFiles::new(config.data_dir.join("files"));
    Ok(match config.files {
        FilesKind::Disk => {
            // The static file service resolves its folder once, at start: it must exist by
            // then, or pictures uploaded later are never served.
            std::fs::create_dir_all(disk.root()).with_context(|| format!("creating {}", disk.root().display()))?;
            (Arc::new(disk.clone()), ServedFiles::Disk(disk.root().to_path_buf()))
        }
        FilesKind::Database => {
            let stored = DatabaseFiles::new(store.clone(), clock.clone());
            // Pictures uploaded while this server kept them on disk go on being served.
            let copied = stored
                .import(&disk)
                .await
                .with_context(|| format!("copying the pictures in {} into the database", disk.root().display()))?;
            if copied > 0 {
                tracing::info!(copied, folder = %disk.root().display(), "pictures copied into the database");
            }
            (Arc::new(stored.clone()), ServedFiles::Database(stored))
        }
    })
}

/// SMTP through a background queue when `SABI_SMTP_URL` is set, else the outbox folder.
fn mailer(config: &Config) -> anyhow::Result<Arc<dyn Mailer>> {
    Ok(match &config.smtp_url {
        Some(url) => Arc::new(sabi_mailer::SmtpMailer::start(url, &config.mail_from, config.mail_retry)?),
        None => Arc::new(sabi_mailer::OutboxMailer::new(config.data_dir.join("outbox"), &config.mail_from)?),
    })
}

fn generator(config: &Config) -> anyhow::Result<Arc<dyn QuizGenerator>> {
    Ok(match config.generator {
        ServiceKind::Builtin => Arc::new(sabi_generator::BuiltinGenerator::new()),
        ServiceKind::Http => {
            let url = config.generator_url.as_deref().context("SABI_GENERATOR=http needs SABI_GENERATOR_URL")?;
            Arc::new(sabi_generator::HttpGenerator::new(url, config.service_timeout)?)
        }
        ServiceKind::OpenAi => Arc::new(sabi_generator::OpenAiGenerator::new(openai(config)?)?),
    })
}

/// The built-in marker's sentence model, if configured and its files are there. Without it the
/// server still starts, marks by words alone and says so (in the log and `/api/health`).
fn sentence_model(config: &Config) -> Option<Arc<dyn sabi_ports::SentenceEncoder>> {
    let dir = config.marking_model.as_ref()?;
    let started = std::time::Instant::now();
    match sabi_meaning::MiniLm::load(dir) {
        Ok(model) => {
            tracing::info!(
                model = sabi_meaning::MODEL_NAME,
                seconds = started.elapsed().as_secs_f64(),
                "the built-in marker reads meaning with its sentence model"
            );
            Some(Arc::new(model))
        }
        Err(e) => {
            tracing::warn!(error = %e, "no sentence model: the built-in marker marks by words alone");
            None
        }
    }
}

/// The configured marker, and the name of the sentence model it loaded (if any).
fn reviewer(config: &Config) -> anyhow::Result<(Arc<dyn AnswerReviewer>, Option<String>)> {
    Ok(match config.reviewer {
        ServiceKind::Builtin => {
            let marker = sabi_reviewer::BuiltinReviewer::with_threads(config.marking_threads, config.marking_queue);
            let marker = match sentence_model(config) {
                Some(model) => marker.with_meaning(model),
                None => marker,
            };
            let model = marker.meaning_model();
            (Arc::new(marker), model)
        }
        ServiceKind::Http => {
            let url = config.reviewer_url.as_deref().context("SABI_REVIEWER=http needs SABI_REVIEWER_URL")?;
            (Arc::new(sabi_reviewer::HttpReviewer::new(url, config.service_timeout)?), None)
        }
        ServiceKind::OpenAi => (Arc::new(sabi_reviewer::OpenAiReviewer::new(openai(config)?)?), None),
    })
}

fn openai(config: &Config) -> anyhow::Result<sabi_generator::OpenAiConfig> {
    let o = config.openai.as_ref().context("the openai adapters need OPENAI_BASE_URL")?;
    Ok(sabi_generator::OpenAiConfig {
        base_url: o.base_url.clone(),
        api_key: o.api_key.clone(),
        model: o.model.clone(),
        timeout: config.service_timeout,
    })
}

/// The token signing key: from the environment, or generated once into the data folder so
/// that sessions survive restarts (and every instance sharing the folder agrees).
fn session_secret(config: &Config) -> anyhow::Result<Vec<u8>> {
    if let Some(secret) = &config.jwt_secret {
        anyhow::ensure!(secret.len() >= 32, "SABI_JWT_SECRET must be at least 32 characters");
        return Ok(secret.as_bytes().to_vec());
    }
    let path = config.data_dir.join("jwt-secret");
    if let Ok(existing) = std::fs::read_to_string(&path) {
        let existing = existing.trim();
        if existing.len() >= 32 {
            return Ok(existing.as_bytes().to_vec());
        }
    }
    let secret = hex::encode(rand::random::<[u8; 32]>());
    write_private(&path, &secret)?;
    Ok(secret.into_bytes())
}

/// The data folder, openable by the server's user only (0700): it holds the database, the
/// outbox and the signing secret.
fn create_private_dir(dir: &Path) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700))
            .with_context(|| format!("restricting {}", dir.display()))?;
    }
    Ok(())
}

/// The SQLite database and its journal files, readable by the server's user only (0600).
fn make_private(database: &Path) -> anyhow::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        for suffix in ["", "-wal", "-shm"] {
            let mut name = database.as_os_str().to_owned();
            name.push(suffix);
            let path = std::path::PathBuf::from(name);
            if path.exists() {
                std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600))
                    .with_context(|| format!("restricting {}", path.display()))?;
            }
        }
    }
    #[cfg(not(unix))]
    let _ = database;
    Ok(())
}

/// The accounts a first run created, into a 0600 file of the data folder. The first admin's
/// password was chosen by the operator (`SABI_ADMIN_PASSWORD`) and is not repeated; the
/// demo accounts' passwords are the documented demo ones.
fn write_first_run_accounts(config: &Config, seeded: &SeedReport) -> anyhow::Result<Option<std::path::PathBuf>> {
    if seeded.accounts.is_empty() {
        return Ok(None);
    }
    let operators_admin = config.admin.as_ref().map(|(username, _)| username.as_str());
    let mut text = String::from("Accounts created on Sabi's first run:\n");
    for (role, username, password) in &seeded.accounts {
        let password = if Some(username.as_str()) == operators_admin {
            "(as set in SABI_ADMIN_PASSWORD)"
        } else {
            password.as_str()
        };
        text.push_str(&format!("{:<8} username: {username:<10} password: {password}\n", role.as_str()));
    }
    let path = config.data_dir.join("first-run-accounts.txt");
    write_private(&path, &text)?;
    Ok(Some(path))
}

fn write_private(path: &Path, text: &str) -> anyhow::Result<()> {
    use std::io::Write;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let mut file = options.open(path).with_context(|| format!("writing {}", path.display()))?;
    file.write_all(text.as_bytes())?;
    Ok(())
}

/// The built-in generator's shipped questions, as the bank's seed.
fn shipped_bank() -> Vec<sabi_app::bank::FileQuestion> {
    sabi_generator::shipped_questions()
        .into_iter()
        .map(|q| sabi_app::bank::FileQuestion {
            line: 0,
            name: q.name,
            placement: sabi_domain::bank::Placement { subject: q.subject, class_level: q.class_level, topic: q.topic },
            difficulty: q.difficulty,
            question: q.question,
        })
        .collect()
}
