//! The admin's overview as pure figures: the dashboard's cards and charts (this period against
//! the one before, the monthly chart) and the results report by class and subject, from
//! completed attempts reduced to [`ActivityRow`]s.
//!
//! Decisions: a 30-day period compared with the 30 days before it; "Active Users" are people
//! who completed any quiz in the period (practice included: it is activity); quizzes completed,
//! failed quizzes, averages and pass rates count exam attempts only (practice is left out of
//! stats, DESIGN section 4); a quiz is failed below the pass mark (50). Months are UTC months.

use std::collections::{BTreeMap, HashMap, HashSet};

use chrono::{DateTime, Datelike, Months, NaiveDate};

use crate::Timestamp;
use crate::attempt::QuizMode;
use crate::class_level::ClassLevel;
use crate::scoring::passed;
use crate::stats::{rounded_mean, rounded_percent};

/// A completed attempt reduced to what the admin's figures need (dashboard, reports).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ActivityRow {
    pub user_id: String,
    pub subject: String,
    pub class_level: String,
    pub score: u32,
    pub quiz_mode: QuizMode,
    pub completed_at: Timestamp,
}

pub const DAY: Timestamp = 86_400;
/// The dashboard's period, compared with the one before it.
pub const PERIOD_DAYS: i64 = 30;
/// Months in the dashboard's monthly chart, this one included.
pub const CHART_MONTHS: u32 = 6;
/// Subjects in the dashboard's per-subject chart.
pub const CHART_SUBJECTS: usize = 10;
/// The longest window a report or the registrations list may cover.
pub const MAX_DAYS: i64 = 3_650;

/// A figure of this period and its change on the previous one, in rounded percent
/// (`None` when the previous period had nothing to compare with).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Figure {
    pub value: i64,
    pub previous: i64,
    pub change: Option<i64>,
}

impl Figure {
    pub fn new(value: i64, previous: i64) -> Figure {
        Figure { value, previous, change: percent_change(value, previous) }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MonthPoint {
    /// "2026-06"
    pub month: String,
    pub completed: u32,
    pub passed: u32,
    pub failed: u32,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dashboard {
    pub total_users: Figure,
    pub active_users: Figure,
    pub quizzes_completed: Figure,
    pub failed_quizzes: Figure,
    /// Exam quizzes completed in the period per subject, most first.
    pub per_subject: Vec<(String, u32)>,
    pub monthly: Vec<MonthPoint>,
}

/// Exam results of a group: how many, their mean and how many passed.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    pub attempts: u32,
    pub score_sum: u64,
    pub passed: u32,
}

impl Tally {
    fn add(&mut self, score: u32) {
        self.attempts += 1;
        self.score_sum += u64::from(score);
        if passed(score) {
            self.passed += 1;
        }
    }

    pub fn failed(&self) -> u32 {
        self.attempts - self.passed
    }

    /// The rounded mean score; `None` with no attempts.
    pub fn average(&self) -> Option<u32> {
        rounded_mean(self.score_sum, u64::from(self.attempts))
    }

    /// The rounded share of passes, in percent; `None` with no attempts.
    pub fn pass_rate(&self) -> Option<u32> {
        rounded_percent(u64::from(self.passed), u64::from(self.attempts))
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Results {
    pub overall: Tally,
    /// By class, in class order (unknown class names last, by name).
    pub by_class: Vec<(String, Tally)>,
    /// By subject, by name.
    pub by_subject: Vec<(String, Tally)>,
    /// By class then subject.
    pub by_class_subject: Vec<(String, String, Tally)>,
}

/// (current − previous) / previous, in rounded percent; `None` when previous is 0.
pub fn percent_change(current: i64, previous: i64) -> Option<i64> {
    if previous <= 0 {
        return None;
    }
    let diff = (current - previous) as f64 * 100.0 / previous as f64;
    Some(diff.round() as i64)
}

fn month_start(at: Timestamp, back: u32) -> Option<NaiveDate> {
    let day = DateTime::from_timestamp(at, 0)?.date_naive();
    NaiveDate::from_ymd_opt(day.year(), day.month(), 1)?.checked_sub_months(Months::new(back))
}

fn month_key(at: Timestamp) -> String {
    DateTime::from_timestamp(at, 0).map(|d| d.format("%Y-%m").to_string()).unwrap_or_default()
}

/// The first moment the dashboard needs: the start of the oldest month of its chart, or the
/// start of the previous period if that is earlier.
pub fn dashboard_since(now: Timestamp) -> Timestamp {
    let months = month_start(now, CHART_MONTHS - 1)
        .and_then(|d| d.and_hms_opt(0, 0, 0))
        .map(|d| d.and_utc().timestamp())
        .unwrap_or(now);
    months.min(now - 2 * PERIOD_DAYS * DAY)
}

/// The dashboard from the completed attempts since [`dashboard_since`], the number of users
/// and how many of them registered in the period.
pub fn dashboard(rows: &[ActivityRow], now: Timestamp, total_users: i64, new_users: i64) -> Dashboard {
    let start = now - PERIOD_DAYS * DAY;
    let previous_start = start - PERIOD_DAYS * DAY;
    let (mut active, mut active_before) = (HashSet::new(), HashSet::new());
    let (mut completed, mut completed_before, mut failed, mut failed_before) = (0, 0, 0, 0);
    let mut per_subject: HashMap<&str, u32> = HashMap::new();
    for row in rows {
        let current = row.completed_at >= start && row.completed_at <= now;
        let before = row.completed_at >= previous_start && row.completed_at < start;
        if current {
            active.insert(row.user_id.as_str());
        } else if before {
            active_before.insert(row.user_id.as_str());
        }
        if row.quiz_mode != QuizMode::Exam {
            continue;
        }
        let fail = i64::from(!passed(row.score));
        if current {
            completed += 1;
            failed += fail;
            *per_subject.entry(row.subject.as_str()).or_default() += 1;
        } else if before {
            completed_before += 1;
            failed_before += fail;
        }
    }
    let mut per_subject: Vec<(String, u32)> = per_subject.into_iter().map(|(s, n)| (s.to_string(), n)).collect();
    per_subject.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    per_subject.truncate(CHART_SUBJECTS);
    Dashboard {
        total_users: Figure::new(total_users, (total_users - new_users).max(0)),
        active_users: Figure::new(active.len() as i64, active_before.len() as i64),
        quizzes_completed: Figure::new(completed, completed_before),
        failed_quizzes: Figure::new(failed, failed_before),
        per_subject,
        monthly: monthly(rows, now),
    }
}

/// Exam quizzes completed, passed and failed in each of the last [`CHART_MONTHS`] months,
/// oldest first, months with nothing included.
pub fn monthly(rows: &[ActivityRow], now: Timestamp) -> Vec<MonthPoint> {
    let mut points: Vec<MonthPoint> = (0..CHART_MONTHS)
        .rev()
        .filter_map(|back| month_start(now, back))
        .map(|d| MonthPoint { month: d.format("%Y-%m").to_string(), completed: 0, passed: 0, failed: 0 })
        .collect();
    for row in rows.iter().filter(|r| r.quiz_mode == QuizMode::Exam && r.completed_at <= now) {
        let key = month_key(row.completed_at);
        if let Some(p) = points.iter_mut().find(|p| p.month == key) {
            p.completed += 1;
            if passed(row.score) {
                p.passed += 1;
            } else {
                p.failed += 1;
            }
        }
    }
    points
}

fn class_order(name: &str) -> (u8, String) {
    match name.parse::<ClassLevel>() {
        Ok(level) => (level.ordinal(), level.to_string()),
        Err(_) => (u8::MAX, name.to_string()),
    }
}

/// Exam results by class, by subject and by both (practice left out).
pub fn results(rows: &[ActivityRow]) -> Results {
    let mut overall = Tally::default();
    let mut by_class: BTreeMap<(u8, String), Tally> = BTreeMap::new();
    let mut by_subject: BTreeMap<String, Tally> = BTreeMap::new();
    let mut by_both: BTreeMap<((u8, String), String), Tally> = BTreeMap::new();
    for row in rows.iter().filter(|r| r.quiz_mode == QuizMode::Exam) {
        let class = class_order(&row.class_level);
        overall.add(row.score);
        by_class.entry(class.clone()).or_default().add(row.score);
        by_subject.entry(row.subject.clone()).or_default().add(row.score);
        by_both.entry((class, row.subject.clone())).or_default().add(row.score);
    }
    Results {
        overall,
        by_class: by_class.into_iter().map(|((_, c), t)| (c, t)).collect(),
        by_subject: by_subject.into_iter().collect(),
        by_class_subject: by_both.into_iter().map(|(((_, c), s), t)| (c, s, t)).collect(),
    }
}

/// Completed quizzes per user.
pub fn completed_per_user(rows: &[ActivityRow]) -> HashMap<&str, u32> {
    let mut counts = HashMap::new();
    for row in rows {
        *counts.entry(row.user_id.as_str()).or_default() += 1;
    }
    counts
}

/// The start of a window of `days` days ending now (`None`, all time, for 0 days).
pub fn window_start(now: Timestamp, days: i64) -> Option<Timestamp> {
    let days = days.clamp(0, MAX_DAYS);
    (days > 0).then(|| now - days * DAY)
}

#[cfg(test)]
mod tests {
    use super::*;

    // 2026-07-15 12:00:00 UTC
    const NOW: Timestamp = 1_784_116_800;

    fn row(user: &str, subject: &str, class: &str, score: u32, mode: QuizMode, days_ago: i64) -> ActivityRow {
        ActivityRow {
            user_id: user.into(),
            subject: subject.into(),
            class_level: class.into(),
            score,
            quiz_mode: mode,
            completed_at: NOW - days_ago * DAY,
        }
    }

    use QuizMode::{Exam, Practice};

    #[test]
    fn changes_are_rounded_percentages_of_the_previous_period() {
        assert_eq!(percent_change(12, 10), Some(20));
        assert_eq!(percent_change(5, 10), Some(-50));
        assert_eq!(percent_change(10, 3), Some(233));
        assert_eq!(percent_change(2, 3), Some(-33));
        assert_eq!(percent_change(7, 7), Some(0));
        assert_eq!(percent_change(4, 0), None);
        assert_eq!(percent_change(0, 0), None);
    }

    #[test]
    fn the_dashboard_compares_the_last_30_days_with_the_30_before() {
        let rows = vec![
            row("a", "Mathematics", "Form 1", 80, Exam, 50),
            row("b", "Mathematics", "Form 1", 30, Exam, 40),
            row("c", "Biology", "Form 2", 20, Practice, 35),
            row("a", "Mathematics", "Form 1", 90, Exam, 10),
            row("a", "Biology", "Form 1", 40, Exam, 5),
            row("d", "Biology", "Form 2", 45, Exam, 1),
            row("e", "History", "Form 3", 10, Practice, 0),
            row("f", "Physics", "Form 5", 100, Exam, 90),
        ];
        let d = dashboard(&rows, NOW, 40, 8);
        assert_eq!(d.total_users, Figure { value: 40, previous: 32, change: Some(25) });
        // a, d, e this period (practice counts as activity); a, b, c before.
        assert_eq!(d.active_users, Figure { value: 3, previous: 3, change: Some(0) });
        // Exam only: 3 now, 2 before; failed: 2 now (40, 45), 1 before (30).
        assert_eq!(d.quizzes_completed, Figure { value: 3, previous: 2, change: Some(50) });
        assert_eq!(d.failed_quizzes, Figure { value: 2, previous: 1, change: Some(100) });
        assert_eq!(d.per_subject, [("Biology".to_string(), 2), ("Mathematics".to_string(), 1)]);
    }

    #[test]
    fn an_empty_school_has_zeroes_and_no_changes() {
        let d = dashboard(&[], NOW, 0, 0);
        assert_eq!(d.total_users, Figure { value: 0, previous: 0, change: None });
        assert_eq!(d.active_users.change, None);
        assert!(d.per_subject.is_empty());
        assert_eq!(d.monthly.len(), 6);
        assert!(d.monthly.iter().all(|m| m.completed == 0));
    }

    #[test]
    fn the_monthly_chart_has_six_utc_months_oldest_first() {
        let rows = vec![
            row("a", "Mathematics", "Form 1", 80, Exam, 0),
            row("a", "Mathematics", "Form 1", 20, Exam, 20),
            row("a", "Mathematics", "Form 1", 60, Practice, 1),
            row("a", "Mathematics", "Form 1", 60, Exam, 170),
            row("a", "Mathematics", "Form 1", 60, Exam, 400),
        ];
        let months = monthly(&rows, NOW);
        let keys: Vec<&str> = months.iter().map(|m| m.month.as_str()).collect();
        assert_eq!(keys, ["2026-02", "2026-03", "2026-04", "2026-05", "2026-06", "2026-07"]);
        assert_eq!((months[5].completed, months[5].passed, months[5].failed), (1, 1, 0));
        assert_eq!((months[4].completed, months[4].passed, months[4].failed), (1, 0, 1));
        assert_eq!(months[0].completed, 0, "170 days ago is January");
        assert!(dashboard_since(NOW) <= NOW - 60 * DAY);
        assert_eq!(dashboard_since(NOW), 1_769_904_000, "2026-02-01 00:00 UTC");
    }

    #[test]
    fn results_group_exam_attempts_by_class_and_subject() {
        let rows = vec![
            row("a", "Mathematics", "Form 2", 80, Exam, 1),
            row("b", "Mathematics", "Form 2", 41, Exam, 1),
            row("c", "Biology", "Class 4", 50, Exam, 1),
            row("d", "Biology", "Form 2", 99, Practice, 1),
            row("e", "Biology", "Upper Sixth", 70, Exam, 1),
            row("f", "Biology", "Somewhere", 10, Exam, 1),
        ];
        let r = results(&rows);
        assert_eq!(r.overall, Tally { attempts: 5, score_sum: 251, passed: 3 });
        assert_eq!(r.overall.average(), Some(50));
        assert_eq!(r.overall.pass_rate(), Some(60));
        let classes: Vec<&str> = r.by_class.iter().map(|(c, _)| c.as_str()).collect();
        assert_eq!(classes, ["Class 4", "Form 2", "Upper Sixth", "Somewhere"]);
        assert_eq!(r.by_class[1].1, Tally { attempts: 2, score_sum: 121, passed: 1 });
        assert_eq!(r.by_class[1].1.average(), Some(61));
        assert_eq!(r.by_class[1].1.failed(), 1);
        let subjects: Vec<(&str, u32)> = r.by_subject.iter().map(|(s, t)| (s.as_str(), t.attempts)).collect();
        assert_eq!(subjects, [("Biology", 3), ("Mathematics", 2)]);
        assert_eq!(r.by_class_subject.len(), 4);
        assert_eq!(r.by_class_subject[1].0, "Form 2");
        assert_eq!(r.by_class_subject[1].1, "Mathematics");
        assert_eq!(Tally::default().average(), None);
        assert_eq!(Tally::default().pass_rate(), None);
    }

    #[test]
    fn windows_and_counts() {
        assert_eq!(window_start(NOW, 30), Some(NOW - 30 * DAY));
        assert_eq!(window_start(NOW, 0), None);
        assert_eq!(window_start(NOW, 100_000), Some(NOW - MAX_DAYS * DAY));
        let rows = vec![
            row("a", "M", "Form 1", 1, Exam, 1),
            row("a", "M", "Form 1", 1, Practice, 1),
            row("b", "M", "Form 1", 1, Exam, 1),
        ];
        let counts = completed_per_user(&rows);
        assert_eq!((counts["a"], counts["b"]), (2, 1));
    }
}
