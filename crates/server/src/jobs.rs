//! Scheduled work. The weekly generation runs at start-up and then every hour; the store's
//! claims make every (week, class, subject) quiz be generated once across all servers, so the
//! hourly wake-ups cost a few cheap queries once the week's quizzes exist.

use std::time::Duration;

use sabi_app::App;

pub const WAKE_EVERY: Duration = Duration::from_secs(60 * 60);

pub fn spawn_weekly_generation(app: App) {
    tokio::spawn(async move {
        // Let the server come up first.
        tokio::time::sleep(Duration::from_secs(5)).await;
        let mut ticker = tokio::time::interval(WAKE_EVERY);
        loop {
            ticker.tick().await;
            match app.quizzes.run_weekly_generation(app.settings.time_zone).await {
                Ok(0) => {}
                Ok(made) => tracing::info!(made, "weekly quizzes generated"),
                Err(e) => tracing::error!(error = ?e, "weekly generation failed"),
            }
        }
    });
}
