//! `sabi`: the Sabi server. `sabi` (or `sabi serve`) serves; `sabi migrate` only migrates;
//! the others are the technician's (docs/operations.md). `just bench`'s own tools are in
//! `sabi-bench` (crates/bench).

/// mimalloc rather than glibc's malloc: under load, `just bench`'s profiles showed glibc's
/// malloc and free (with its arena consolidation) taking a quarter to a third of the server's
/// time (docs/performance.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::path::PathBuf;

use clap::{Parser, Subcommand};
use sabi_server::{Application, Config, telemetry};

#[derive(Parser)]
#[command(name = "sabi", version, about = "Sabi: quizzes and study companion for Cameroon's schools")]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the API and the web app (the default).
    Serve,
    /// Apply pending database migrations and exit.
    Migrate,
    /// Print the OpenAPI document, as /api/openapi.json serves it, and exit (the front end's
    /// API types are generated from it: `npm run api-types`).
    Openapi,
    /// Copy the SQLite store (DATABASE_URL) into a new file, consistently, while it serves.
    Backup {
        /// The new file; it must not exist yet.
        file: PathBuf,
    },
    /// Replace the SQLite store (DATABASE_URL) with a backup, after checking the backup.
    /// Refused while a server is using the store.
    Restore {
        /// A file written by `sabi backup` (or a scheduled backup).
        file: PathBuf,
    },
    /// Copy every table of a SQLite store into an empty PostgreSQL database (or of a
    /// PostgreSQL database into an empty SQLite store), then check the rows of each table
    /// were all copied (docs/operations.md, "Moving to PostgreSQL").
    MigrateStore {
        /// The store to copy, e.g. sqlite://data/sabi.db (stop the server first).
        #[arg(long)]
        from: String,
        /// The new store, e.g. postgres://sabi@db/sabi; it must be empty.
        #[arg(long)]
        to: String,
    },
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    if let Some(Command::Openapi) = cli.command {
        println!("{}", sabi_api::openapi::document_json());
        return Ok(());
    }
    telemetry::init("info,actix_server=warn");
    let config = Config::from_env()?;
    match cli.command.unwrap_or(Command::Serve) {
        Command::Migrate => {
            sabi_store::SqlStore::connect(&config.database_url, sabi_store::PoolSize(1)).await?;
            tracing::info!("migrations applied");
            Ok(())
        }
        Command::Backup { file } => {
            sabi_store::backup::backup_sqlite(&config.database_url, &file).await?;
            let migrations = sabi_store::backup::check_sqlite_backup(&file)?;
            println!("backed up to {} ({migrations} migrations, integrity checked)", file.display());
            Ok(())
        }
        Command::Restore { file } => {
            sabi_store::backup::restore_sqlite(&file, &config.database_url)?;
            println!("restored {} into {}", file.display(), sabi_server::redact_url(&config.database_url));
            Ok(())
        }
        Command::MigrateStore { from, to } => {
            let copied = sabi_store::copy::between(&from, &to).await?;
            for table in &copied {
                println!("{:<20} {:>10} rows copied and counted", table.table, table.rows);
            }
            println!("moved {} into {}", from, sabi_server::redact_url(&to));
            Ok(())
        }
        Command::Openapi => Ok(()),
        Command::Serve => {
            let application = Application::build(config.clone()).await?;
            announce(&application, &config);
            application.run_until_stopped().await?;
            tracing::info!("stopped");
            Ok(())
        }
    }
}

/// Says where Sabi listens and, once only, the credentials of accounts it just created.
fn announce(application: &Application, config: &Config) {
    let seeded = &application.seeded;
    if seeded.subjects > 0 {
        tracing::info!(
            subjects = seeded.subjects,
            topics = seeded.topics,
            achievements = seeded.achievements,
            "catalogue seeded"
        );
    }
    if let Some(file) = &application.accounts_file {
        // Never the passwords themselves: logs and terminals are read by more people.
        let usernames: Vec<&str> = seeded.accounts.iter().map(|(_, username, _)| username.as_str()).collect();
        tracing::info!(
            accounts = ?usernames,
            file = %file.display(),
            "accounts created on this first run; their details are in the file (readable by this user only)"
        );
    }
    let host = config.bind.rsplit_once(':').map(|(h, _)| h).unwrap_or("127.0.0.1");
    println!("Sabi is listening on http://{host}:{}", application.port());
}
