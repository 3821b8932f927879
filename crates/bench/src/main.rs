//! `sabi-bench`: the parts of `just bench` (bench/run.sh, docs/performance.md) that need Sabi's
//! own code, kept out of the product binary: `seed` fills a PostgreSQL database with a bench
//! school and writes the load generator's samples, `argon2` and `store` measure the raw rates
//! the load figures are read against.

mod school;

/// The server's allocator, so that the in-process store rates are the server's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::path::PathBuf;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "sabi-bench", version, about = "The pieces of Sabi's `just bench` that need its own code")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Fill a fresh PostgreSQL database (DATABASE_URL) with a bench school and write the
    /// load generator's samples. Every bench student shares one password hash.
    Seed {
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
    Argon2 {
        #[arg(long, default_value_t = 2)]
        threads: usize,
        #[arg(long, default_value_t = 10)]
        seconds: u64,
    },
    /// Time the store calls behind the student dashboard, in-process (DATABASE_URL).
    Store {
        /// students.tsv from `sabi-bench seed`.
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
    sabi_server::telemetry::init("info");
    let database_url = || std::env::var("DATABASE_URL").map_err(|_| anyhow::anyhow!("set DATABASE_URL"));
    match cli.command {
        Command::Seed { students, attempts, quizzes, to_complete, out } => {
            let size = school::SeedSize { students, attempts, quizzes, to_complete };
            school::seed(&database_url()?, &size, &out).await
        }
        Command::Argon2 { threads, seconds } => school::argon2_rate(threads, seconds).await,
        Command::Store { samples, concurrency, seconds } => {
            school::store_rate(&database_url()?, &samples, concurrency, seconds).await
        }
    }
}
