//! `sabi`: the Sabi server. `sabi` (or `sabi serve`) serves; `sabi migrate` only migrates.

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
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    telemetry::init("info,actix_server=warn");
    let config = Config::from_env()?;
    match cli.command.unwrap_or(Command::Serve) {
        Command::Migrate => {
            sabi_store::SqlStore::connect(&config.database_url, sabi_store::PoolSize(1)).await?;
            tracing::info!("migrations applied");
            Ok(())
        }
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
        tracing::info!(subjects = seeded.subjects, topics = seeded.topics, achievements = seeded.achievements, "catalogue seeded");
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
