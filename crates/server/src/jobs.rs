//! Scheduled work: the weekly generation and the SQLite store's backups. The weekly generation runs shortly after start-up and then every hour; the
//! store's claims make every (week, class, subject) quiz be generated once across all servers,
//! so the hourly wake-ups cost a few cheap queries once the week's quizzes exist.

use std::time::Duration;

use sabi_app::App;
use tokio::sync::watch;

pub const WAKE_EVERY: Duration = Duration::from_secs(60 * 60);

/// The first run's wait, so the server comes up first (`Config::weekly_job_delay`).
pub const FIRST_RUN_AFTER: Duration = Duration::from_secs(5);

/// How many runs of the weekly job have finished in this process (successful or not), for
/// whoever needs to know that a run is over (the tests of several servers).
#[derive(Debug, Clone)]
pub struct WeeklyRuns(watch::Receiver<u64>);

impl WeeklyRuns {
    pub fn finished(&self) -> u64 {
        *self.0.borrow()
    }

    /// Waits until at least `runs` runs have finished.
    pub async fn wait_for(&mut self, runs: u64) -> anyhow::Result<()> {
        self.0.wait_for(|done| *done >= runs).await.map_err(|_| anyhow::anyhow!("the weekly job has stopped"))?;
        Ok(())
    }
}

pub fn spawn_weekly_generation(app: App, first_run_after: Duration) -> WeeklyRuns {
    let (finished, runs) = watch::channel(0u64);
    tokio::spawn(async move {
        // Let the server come up first.
        tokio::time::sleep(first_run_after).await;
        let mut ticker = tokio::time::interval(WAKE_EVERY);
        loop {
            ticker.tick().await;
            match app.quizzes.run_weekly_generation(app.settings.time_zone).await {
                Ok(0) => crate::metrics::job_run("weekly_generation", true),
                Ok(made) => {
                    crate::metrics::job_run("weekly_generation", true);
                    tracing::info!(made, "weekly quizzes generated");
                }
                Err(e) => {
                    crate::metrics::job_run("weekly_generation", false);
                    tracing::error!(error = ?e, "weekly generation failed");
                }
            }
            finished.send_modify(|done| *done += 1);
        }
    });
    WeeklyRuns(runs)
}

/// How many runs of a job have finished in this process (successful or not).
#[derive(Debug, Clone)]
pub struct Runs(watch::Receiver<u64>);

impl Runs {
    pub fn finished(&self) -> u64 {
        *self.0.borrow()
    }

    /// Waits until at least `runs` runs have finished.
    pub async fn wait_for(&mut self, runs: u64) -> anyhow::Result<()> {
        self.0.wait_for(|done| *done >= runs).await.map_err(|_| anyhow::anyhow!("the job has stopped"))?;
        Ok(())
    }
}

/// Backs the SQLite store up into `folder` every `every` (the first one `every` after
/// start-up), keeping the newest `keep`. Several servers sharing one SQLite file each take
/// their own backups into their own data folders.
pub fn spawn_backups(database_url: String, folder: std::path::PathBuf, every: Duration, keep: usize) -> Runs {
    let (finished, runs) = watch::channel(0u64);
    tokio::spawn(async move {
        let mut ticker = tokio::time::interval_at(tokio::time::Instant::now() + every, every);
        ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            ticker.tick().await;
            let now = chrono::Utc::now();
            match sabi_store::backup::scheduled_backup(&database_url, &folder, now, keep).await {
                Ok(path) => {
                    crate::metrics::job_run("backup", true);
                    tracing::info!(file = %path.display(), "store backed up");
                }
                Err(e) => {
                    crate::metrics::job_run("backup", false);
                    tracing::error!(error = ?e, "the scheduled backup failed");
                }
            }
            finished.send_modify(|done| *done += 1);
        }
    });
    Runs(runs)
}
