//! The leaderboard: the top 10 students by the rounded mean of their completed exam scores.
//! The store keeps each student's running sum and count, so no request scans attempts.

use serde::{Deserialize, Serialize};

pub const LEADERBOARD_SIZE: usize = 10;
/// The podium needs this many entries.
pub const PODIUM_SIZE: usize = 3;

/// A student's running totals, kept up to date as attempts complete.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LeaderboardEntry {
    pub user_id: String,
    pub username: String,
    pub avatar: Option<String>,
    pub school: String,
    pub streak: u32,
    pub avg_score: u32,
    pub exam_attempts: u32,
}

/// A student's leaderboard average from the running sum and count the store keeps (0 with
/// no exam attempt).
pub fn average(score_sum: u64, attempts: u32) -> u32 {
    crate::stats::rounded_mean(score_sum, u64::from(attempts)).unwrap_or(0)
}

/// Orders entries best first: higher average, then more attempts, then longer streak, then
/// name ignoring case; students with no exam attempt are left out; at most 10. The one place
/// the leaderboard's order is decided: the store only hands over the candidates.
pub fn rank(mut entries: Vec<LeaderboardEntry>) -> Vec<LeaderboardEntry> {
    entries.retain(|e| e.exam_attempts > 0);
    entries.sort_by(|a, b| {
        b.avg_score
            .cmp(&a.avg_score)
            .then(b.exam_attempts.cmp(&a.exam_attempts))
            .then(b.streak.cmp(&a.streak))
            .then_with(|| a.username.to_lowercase().cmp(&b.username.to_lowercase()))
    });
    entries.truncate(LEADERBOARD_SIZE);
    entries
}

pub fn has_podium(entries: &[LeaderboardEntry]) -> bool {
    entries.len() >= PODIUM_SIZE
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(name: &str, avg: u32, attempts: u32, streak: u32) -> LeaderboardEntry {
        LeaderboardEntry {
            user_id: name.into(),
            username: name.into(),
            avatar: None,
            school: String::new(),
            streak,
            avg_score: avg,
            exam_attempts: attempts,
        }
    }

    #[test]
    fn averages_round_half_up() {
        assert_eq!(average(0, 0), 0);
        assert_eq!(average(101, 2), 51);
        assert_eq!(average(100, 3), 33);
        assert_eq!(average(200, 3), 67);
    }

    #[test]
    fn ranks_by_average_then_attempts_then_streak_then_name() {
        let ranked = rank(vec![
            entry("bola", 80, 5, 1),
            entry("ada", 80, 5, 1),
            entry("chi", 80, 9, 0),
            entry("dan", 95, 1, 0),
            entry("eve", 80, 5, 4),
            entry("idle", 0, 0, 0),
        ]);
        let names: Vec<&str> = ranked.iter().map(|e| e.username.as_str()).collect();
        assert_eq!(names, ["dan", "chi", "eve", "ada", "bola"]);
    }

    #[test]
    fn names_order_ignoring_case() {
        let ranked = rank(vec![entry("carl", 60, 2, 1), entry("Bob", 60, 2, 1), entry("alice", 60, 2, 1)]);
        let names: Vec<&str> = ranked.iter().map(|e| e.username.as_str()).collect();
        assert_eq!(names, ["alice", "Bob", "carl"]);
    }

    #[test]
    fn keeps_the_top_ten_and_the_podium_needs_three() {
        let many: Vec<LeaderboardEntry> = (0..15).map(|i| entry(&format!("s{i:02}"), i, 1, 0)).collect();
        let ranked = rank(many);
        assert_eq!(ranked.len(), 10);
        assert_eq!(ranked[0].avg_score, 14);
        assert!(has_podium(&ranked));
        assert!(!has_podium(&ranked[..2]));
    }
}
