//! A student's statistics: what the dashboard and the report card's stat cards show.
//! Practice attempts are left out of totals and averages (spec section 9).

use serde::{Deserialize, Serialize};

use crate::Timestamp;
use crate::attempt::QuizMode;
use crate::report_card::recent_average;

/// The mean of `count` values that sum to `sum`, rounded half up; `None` for no values.
///
/// The one rounding of every mean and percentage Sabi shows: a score (marks earned out of
/// marks), the report card's and the dashboard's averages, the leaderboard's average and the
/// admin's averages and pass rates. The stores keep running sums and counts and call this
/// rather than rounding in SQL.
pub fn rounded_mean(sum: u64, count: u64) -> Option<u32> {
    let (sum, count) = (u128::from(sum), u128::from(count));
    (count > 0).then(|| u32::try_from((sum * 2 + count) / (count * 2)).unwrap_or(u32::MAX))
}

/// The rounded mean of some scores; `None` for none.
pub fn mean_of(scores: &[u32]) -> Option<u32> {
    rounded_mean(scores.iter().map(|&s| u64::from(s)).sum(), scores.len() as u64)
}

/// `part` out of `whole` as a rounded percentage (half up); `None` when `whole` is 0.
pub fn rounded_percent(part: u64, whole: u64) -> Option<u32> {
    rounded_mean(part.saturating_mul(100), whole)
}

/// The little the statistics need of a completed attempt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttemptFact {
    pub subject: String,
    pub score: u32,
    pub mode: QuizMode,
    pub completed_at: Timestamp,
}

impl AttemptFact {
    pub fn counts(&self) -> bool {
        self.mode == QuizMode::Exam
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Stats {
    pub achievements_unlocked: u32,
    pub achievements_total: u32,
    pub streak_days: u32,
    /// Completed exam attempts.
    pub total_attempts: u32,
    /// The rounded mean of the last 10 completed exam attempts (0 when there are none).
    pub avg_score: u32,
}

/// The attempts that count (exam mode), newest first: what averages and grades look at.
pub fn exam_newest_first(facts: &[AttemptFact]) -> Vec<&AttemptFact> {
    let mut exam: Vec<&AttemptFact> = facts.iter().filter(|f| f.counts()).collect();
    exam.sort_by_key(|f| std::cmp::Reverse(f.completed_at));
    exam
}

pub fn stats(facts: &[AttemptFact], streak_days: u32, achievements_unlocked: u32, achievements_total: u32) -> Stats {
    let exam = exam_newest_first(facts);
    Stats {
        achievements_unlocked,
        achievements_total,
        streak_days,
        total_attempts: exam.len() as u32,
        avg_score: recent_average(exam.iter().copied()).unwrap_or(0),
    }
}

/// A point of the dashboard's "scores over time" chart.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ScorePoint {
    pub completed_at: Timestamp,
    pub subject: String,
    pub score: u32,
}

/// The most recent `limit` exam scores, oldest first, for a chart.
pub fn scores_over_time(facts: &[AttemptFact], limit: usize) -> Vec<ScorePoint> {
    let mut exam: Vec<&AttemptFact> = facts.iter().filter(|f| f.counts()).collect();
    exam.sort_by_key(|f| f.completed_at);
    let skip = exam.len().saturating_sub(limit);
    exam.into_iter()
        .skip(skip)
        .map(|f| ScorePoint { completed_at: f.completed_at, subject: f.subject.clone(), score: f.score })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn means_round_half_up() {
        let cases = [
            ((0, 0), None),
            ((0, 3), Some(0)),
            ((101, 2), Some(51)),
            ((99, 2), Some(50)),
            ((1, 2), Some(1)),
            ((100, 3), Some(33)),
            ((200, 3), Some(67)),
            ((250, 4), Some(63)),
            ((249, 4), Some(62)),
            ((u64::MAX, 1), Some(u32::MAX)),
        ];
        for ((sum, count), expected) in cases {
            assert_eq!(rounded_mean(sum, count), expected, "{sum}/{count}");
        }
        assert_eq!(mean_of(&[]), None);
        assert_eq!(mean_of(&[50, 51]), Some(51));
        assert_eq!(mean_of(&[33, 33, 34]), Some(33));
        assert_eq!(rounded_percent(1, 8), Some(13));
        assert_eq!(rounded_percent(3, 5), Some(60));
        assert_eq!(rounded_percent(1, 0), None);
    }

    fn fact(score: u32, mode: QuizMode, at: i64) -> AttemptFact {
        AttemptFact { subject: "Maths".into(), score, mode, completed_at: at }
    }

    #[test]
    fn practice_is_left_out() {
        let facts = vec![fact(100, QuizMode::Practice, 5), fact(40, QuizMode::Exam, 1), fact(61, QuizMode::Exam, 2)];
        let s = stats(&facts, 3, 2, 14);
        assert_eq!(
            s,
            Stats {
                achievements_unlocked: 2,
                achievements_total: 14,
                streak_days: 3,
                total_attempts: 2,
                avg_score: 51
            }
        );
    }

    #[test]
    fn no_attempts_means_zeroes() {
        assert_eq!(stats(&[], 0, 0, 0).avg_score, 0);
        assert_eq!(stats(&[fact(90, QuizMode::Practice, 1)], 0, 0, 0).total_attempts, 0);
    }

    #[test]
    fn the_average_is_of_the_last_ten() {
        let mut facts: Vec<AttemptFact> = (0..10).map(|i| fact(70, QuizMode::Exam, 10 + i)).collect();
        facts.push(fact(0, QuizMode::Exam, 0));
        let s = stats(&facts, 0, 0, 0);
        assert_eq!((s.total_attempts, s.avg_score), (11, 70));
    }

    #[test]
    fn chart_points_are_the_latest_oldest_first() {
        let facts = vec![
            fact(10, QuizMode::Exam, 3),
            fact(20, QuizMode::Exam, 1),
            fact(30, QuizMode::Exam, 2),
            fact(99, QuizMode::Practice, 9),
        ];
        let points = scores_over_time(&facts, 2);
        assert_eq!(points.iter().map(|p| p.score).collect::<Vec<_>>(), [30, 10]);
    }
}
