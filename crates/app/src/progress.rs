//! Progress: streaks, statistics, the report card's subject table, achievements and the
//! leaderboard; and what a completed attempt earns.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use chrono::NaiveDate;
use sabi_domain::Timestamp;
use sabi_domain::achievement::{self, Achievement, AchievementForm, AchievementRule, AchievementStatus};
use sabi_domain::leaderboard::{self, LeaderboardEntry};
use sabi_domain::report_card::{self, SubjectPerformance};
use sabi_domain::stats::{self, AttemptFact, ScorePoint, Stats};
use sabi_domain::streak::{self, Streak};
use sabi_ports::{Clock, IdGenerator, Store};

use crate::caller::Caller;
use crate::error::{AppResult, OrNotFound};
use crate::memo::Recent;
use crate::{Ports, Settings};

/// How many points the dashboard's "scores over time" chart shows.
pub const CHART_POINTS: usize = 30;

/// Everything the dashboard and the report card show about a student.
#[derive(Debug, Clone, PartialEq)]
pub struct StudentStats {
    pub stats: Stats,
    pub longest_streak: u32,
    pub scores_over_time: Vec<ScorePoint>,
    pub subjects: Vec<SubjectPerformance>,
}

#[derive(Clone)]
pub struct ProgressService {
    store: Arc<dyn Store>,
    clock: Arc<dyn Clock>,
    ids: Arc<dyn IdGenerator>,
    settings: Arc<Settings>,
    leaderboard: Arc<Recent<Vec<LeaderboardEntry>>>,
}

impl ProgressService {
    pub fn new(ports: &Ports, settings: Arc<Settings>) -> ProgressService {
        ProgressService {
            store: ports.store.clone(),
            clock: ports.clock.clone(),
            ids: ports.ids.clone(),
            // The same top ten for the whole school: a crowd of students opening it costs one
            // query per few seconds, not one each.
            leaderboard: Arc::new(Recent::new(settings.leaderboard_seconds)),
            settings,
        }
    }

    fn day_of(&self, at: Timestamp) -> NaiveDate {
        streak::calendar_day(at, self.settings.time_zone)
    }

    pub async fn streak(&self, caller: &Caller, user_id: &str) -> AppResult<Streak> {
        caller.may_act_for(user_id)?;
        let standing = self.store.standing(user_id).await.or_not_found("User not found.")?;
        Ok(standing.streak.as_of(self.day_of(self.clock.now())))
    }

    pub async fn stats(&self, caller: &Caller, user_id: &str) -> AppResult<StudentStats> {
        caller.may_act_for(user_id)?;
        // Five independent reads, side by side on the pool: the dashboard waits for the
        // slowest, not for their sum.
        let (user, facts, standing, catalogue, earned) = tokio::join!(
            self.store.user(user_id),
            self.store.attempt_facts(user_id),
            self.store.standing(user_id),
            self.store.achievements(),
            self.store.earned(user_id),
        );
        let user = user.or_not_found("User not found.")?;
        let (facts, standing) = (facts?, standing?);
        let streak = standing.streak.as_of(self.day_of(self.clock.now()));
        let total = catalogue?.len() as u32;
        let unlocked = earned?.len() as u32;
        Ok(StudentStats {
            stats: stats::stats(&facts, streak.streak_days, unlocked, total),
            longest_streak: streak.longest_streak,
            scores_over_time: stats::scores_over_time(&facts, CHART_POINTS),
            subjects: report_card::subject_performance(&facts, &user.subjects),
        })
    }

    /// The achievement catalogue.
    pub async fn achievements(&self) -> AppResult<Vec<Achievement>> {
        Ok(self.store.achievements().await?)
    }

    /// The catalogue as one student sees it: which are unlocked, and when.
    pub async fn achievements_for(&self, caller: &Caller, user_id: &str) -> AppResult<Vec<AchievementStatus>> {
        caller.may_act_for(user_id)?;
        self.store.user(user_id).await.or_not_found("User not found.")?;
        let earned: HashMap<String, Timestamp> = self.store.earned(user_id).await?.into_iter().collect();
        Ok(self
            .store
            .achievements()
            .await?
            .into_iter()
            .map(|a| AchievementStatus { earned_at: earned.get(&a.id).copied(), achievement: a })
            .collect())
    }

    /// Several achievements at once (the admin's form). Ids are the admin's when given.
    pub async fn create_achievements(&self, caller: &Caller, forms: &[AchievementForm]) -> AppResult<Vec<Achievement>> {
        caller.require_admin()?;
        let checked = achievement::check_achievement_forms(forms)?;
        let now = self.clock.now();
        let mut created = Vec::with_capacity(forms.len());
        for (form, (id, category, rank)) in forms.iter().zip(checked) {
            let a = Achievement {
                id: id.unwrap_or_else(|| self.ids.new_id()),
                title: sabi_domain::catalogue::check_name("Title", &form.title)?,
                description: form.description.trim().chars().take(500).collect(),
                category,
                rank,
                rule: form.rule.clone(),
                created_at: now,
            };
            created.push(self.store.create_achievement(a).await?);
        }
        Ok(created)
    }

    /// The top 10, with each student's streak as of today; at most `Settings::leaderboard_seconds` old.
    pub async fn leaderboard(&self) -> AppResult<Arc<Vec<LeaderboardEntry>>> {
        let now = self.clock.now();
        if let Some(top) = self.leaderboard.get(now) {
            return Ok(top);
        }
        let today = self.day_of(now);
        let rows = self.store.leaderboard(leaderboard::LEADERBOARD_SIZE as i64).await?;
        let top = leaderboard::rank(
            rows.into_iter()
                .map(|(entry, streak)| LeaderboardEntry { streak: streak.as_of(today).streak_days, ..entry })
                .collect(),
        );
        Ok(self.leaderboard.put(now, top))
    }

    /// What completing an attempt at `at` earns: the new streak and the badges now due.
    pub(crate) async fn completion_effects(
        &self,
        user_id: &str,
        finished: AttemptFact,
        at: Timestamp,
    ) -> AppResult<(Streak, Vec<Achievement>)> {
        let standing = self.store.standing(user_id).await?;
        let streak = standing.streak.record(self.day_of(at));
        let mut facts = self.store.attempt_facts(user_id).await?;
        facts.push(finished);
        let progress = achievement::Progress::from_attempts(&facts, streak.longest_streak);
        let already: HashSet<String> = self.store.earned(user_id).await?.into_iter().map(|(id, _)| id).collect();
        let catalogue = self.store.achievements().await?;
        let earned = achievement::newly_earned(&catalogue, &already, &progress).into_iter().cloned().collect();
        Ok((streak, earned))
    }

    /// After a teacher changed a mark on a counted attempt: the badges its new score earns and
    /// those earned on the old one that no longer stand. Read after the change is written, so
    /// two changes at once both settle on the last marks.
    pub(crate) async fn follow_change_of_mark(&self, user_id: &str, at: Timestamp) -> AppResult<()> {
        let facts = self.store.attempt_facts(user_id).await?;
        let standing = self.store.standing(user_id).await?;
        let progress = achievement::Progress::from_attempts(&facts, standing.streak.longest_streak);
        let held: HashSet<String> = self.store.earned(user_id).await?.into_iter().map(|(id, _)| id).collect();
        let catalogue = self.store.achievements().await?;
        let after = achievement::after_change_of_mark(&catalogue, &held, &progress);
        let ids = |badges: &[&Achievement]| badges.iter().map(|a| a.id.clone()).collect::<Vec<_>>();
        self.store.settle_badges(user_id, &ids(&after.earned), &ids(&after.taken_back), at).await?;
        Ok(())
    }
}

/// The rule text an admin sees for a badge (for exports).
pub fn describe_rule(rule: Option<&AchievementRule>) -> String {
    match rule {
        None => String::new(),
        Some(AchievementRule::AttemptsCompleted { count }) => format!("{count} exam quizzes completed"),
        Some(AchievementRule::PerfectScores { count }) => format!("{count} perfect scores"),
        Some(AchievementRule::StreakDays { days }) => format!("{days}-day streak"),
        Some(AchievementRule::SubjectMastery { min_average, min_attempts }) => {
            format!("{min_average}% average over {min_attempts} exam quizzes in one subject")
        }
        Some(AchievementRule::SubjectsExplored { count }) => format!("quizzes in {count} subjects"),
        Some(AchievementRule::HighAverage { min_average, min_attempts }) => {
            format!("{min_average}% average over the last {min_attempts} exam quizzes")
        }
    }
}
