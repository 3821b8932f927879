//! `sabi`: the Sabi server. `sabi` (or `sabi serve`) serves; `sabi migrate` only migrates;
//! `seed-bench`, `bench-argon2` and `bench-store` are the parts of `just bench` (see
//! bench/run.sh and docs/performance.md).

mod bench_seed;

/// mimalloc rather than glibc's malloc: under load, `just bench`'s profiles showed glibc's
/// malloc and free (with its arena consolidation) taking a quarter to a third of the server's
/// time (docs/performance.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::path::PathBuf;

use clap::{Parser, Subcommand};
use sabi_domain::user::Role;
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
    /// Fill a fresh PostgreSQL database (DATABASE_URL) with a bench school and write the
    /// load generator's samples. Every bench student shares one password hash.
    SeedBench {
        #[arg(long, default_value_t = 30_000)]
        students: usize,
        /// Completed attempts, spread over a school year.
        #[arg(long, default_value_t = 1_000_000)]
        attempts: usize,
        #[arg(long, default_value_t = 500)]
        quizzes: usize,
        /// In-progress exam attempts to make for the completion run (in all).
        #[arg(long, default_value_t = 60_000)]
        to_complete: usize,
        /// Where the samples (students.tsv, complete.tsv, quizzes.tsv) go.
        #[arg(long, default_value = "target/bench")]
        out: PathBuf,
    },
    /// Measure the raw argon2 verification rate of the login hash.
    BenchArgon2 {
        #[arg(long, default_value_t = 2)]
        threads: usize,
        #[arg(long, default_value_t = 10)]
        seconds: u64,
    },
    /// Time the store calls behind the student dashboard, in-process (DATABASE_URL).
    BenchStore {
        /// students.tsv from seed-bench.
        #[arg(long, default_value = "target/bench/students.tsv")]
        samples: PathBuf,
        #[arg(long, default_value_t = 16)]
        concurrency: usize,
        #[arg(long, default_value_t = 10)]
        seconds: u64,
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
        Command::SeedBench { students, attempts, quizzes, to_complete, out } => {
            let size = bench_seed::SeedSize { students, attempts, quizzes, to_complete };
            bench_seed::seed(&config.database_url, &size, &out).await
        }
        Command::BenchArgon2 { threads, seconds } => bench_seed::argon2_rate(threads, seconds).await,
        Command::BenchStore { samples, concurrency, seconds } => {
            bench_seed::store_rate(&config.database_url, &samples, concurrency, seconds).await
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
    if !seeded.accounts.is_empty() {
        println!("\nAccounts created on this first run (shown only now):");
        for (role, username, password) in &seeded.accounts {
            let role = if *role == Role::Admin { "admin" } else { role.as_str() };
            println!("  {role:<8} username: {username:<10} password: {password}");
        }
        println!();
    }
    let host = config.bind.rsplit_once(':').map(|(h, _)| h).unwrap_or("127.0.0.1");
    println!("Sabi is listening on http://{host}:{}", application.port());
}
