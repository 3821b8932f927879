//! Scheduled work. The weekly generation runs shortly after start-up and then every hour; the
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
                Ok(0) => {}
                Ok(made) => tracing::info!(made, "weekly quizzes generated"),
                Err(e) => tracing::error!(error = ?e, "weekly generation failed"),
            }
            finished.send_modify(|done| *done += 1);
        }
    });
    WeeklyRuns(runs)
}
