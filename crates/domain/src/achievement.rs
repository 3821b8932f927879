//! Achievements: a catalogue of badges, each with a rank and a rule that the domain checks
//! after every completed attempt. A badge is earned once, with the moment it was earned.

use std::collections::HashSet;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::stats::AttemptFact;
use crate::stats::mean_of;
use crate::{DomainError, Timestamp};

/// Ranks in order: Bronze < Silver < Gold < Platinum. Bronze is the default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Rank {
    #[default]
    Bronze,
    Silver,
    Gold,
    Platinum,
}

impl Rank {
    pub fn as_str(self) -> &'static str {
        match self {
            Rank::Bronze => "Bronze",
            Rank::Silver => "Silver",
            Rank::Gold => "Gold",
            Rank::Platinum => "Platinum",
        }
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Rank {
    type Err = DomainError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "bronze" | "" => Ok(Rank::Bronze),
            "silver" => Ok(Rank::Silver),
            "gold" => Ok(Rank::Gold),
            "platinum" => Ok(Rank::Platinum),
            _ => Err(DomainError::UnknownRank(s.trim().to_string())),
        }
    }
}

impl TryFrom<String> for Rank {
    type Error = DomainError;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<Rank> for String {
    fn from(r: Rank) -> Self {
        r.as_str().to_string()
    }
}

pub const DEFAULT_CATEGORY: &str = "General";

/// What a student must do to earn a badge. Admin-made badges without a rule are awarded by
/// no rule (they are for display until a rule is given).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum AchievementRule {
    /// This many completed exam attempts.
    #[serde(rename_all = "camelCase")]
    AttemptsCompleted { count: u32 },
    /// This many exam attempts scored 100.
    #[serde(rename_all = "camelCase")]
    PerfectScores { count: u32 },
    /// A streak of this many days.
    #[serde(rename_all = "camelCase")]
    StreakDays { days: u32 },
    /// In some subject, at least `min_attempts` exam attempts and an average of the last ten
    /// of at least `min_average`.
    #[serde(rename_all = "camelCase")]
    SubjectMastery { min_average: u32, min_attempts: u32 },
    /// Completed exam attempts in this many distinct subjects.
    #[serde(rename_all = "camelCase")]
    SubjectsExplored { count: u32 },
    /// At least `min_attempts` exam attempts and an average of the last ten of at least
    /// `min_average`.
    #[serde(rename_all = "camelCase")]
    HighAverage { min_average: u32, min_attempts: u32 },
}

#[derive(Debug, Clone, PartialEq)]
pub struct Achievement {
    pub id: String,
    pub title: String,
    pub description: String,
    pub category: String,
    pub rank: Rank,
    pub rule: Option<AchievementRule>,
    pub created_at: Timestamp,
}

/// An achievement as one student sees it.
#[derive(Debug, Clone, PartialEq)]
pub struct AchievementStatus {
    pub achievement: Achievement,
    pub earned_at: Option<Timestamp>,
}

/// One entry of the admin's "several achievements at once" form.
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AchievementForm {
    #[serde(default)]
    pub id: Option<String>,
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub description: String,
    #[serde(default)]
    pub category: Option<String>,
    #[serde(default)]
    pub rank: Option<String>,
    #[serde(default)]
    pub rule: Option<AchievementRule>,
}

/// Each achievement needs a title and a description; category defaults to General and rank
/// to Bronze. The returned triples are (custom id, category, rank).
pub fn check_achievement_forms(forms: &[AchievementForm]) -> Result<Vec<(Option<String>, String, Rank)>, DomainError> {
    if forms.is_empty() {
        return Err(DomainError::MissingAchievementFields);
    }
    forms
        .iter()
        .map(|f| {
            if f.title.trim().is_empty() || f.description.trim().is_empty() {
                return Err(DomainError::MissingAchievementFields);
            }
            if let Some(rule) = &f.rule {
                rule.check()?;
            }
            let category = f.category.as_deref().map(str::trim).filter(|c| !c.is_empty()).unwrap_or(DEFAULT_CATEGORY);
            let id = f.id.as_deref().map(str::trim).filter(|i| !i.is_empty()).map(str::to_string);
            Ok((id, category.to_string(), f.rank.as_deref().unwrap_or("").parse()?))
        })
        .collect()
}

/// What the rules look at, computed from a student's completed attempts and streak.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Progress {
    pub exam_attempts: u32,
    pub perfect_scores: u32,
    pub longest_streak: u32,
    pub subjects_explored: u32,
    /// The average of the last ten exam attempts.
    pub recent_average: Option<u32>,
    /// Per subject: (exam attempts, average of the last ten).
    pub subjects: Vec<(String, u32, Option<u32>)>,
}

impl Progress {
    pub fn from_attempts(facts: &[AttemptFact], longest_streak: u32) -> Progress {
        let exam = crate::stats::exam_newest_first(facts);
        let recent: Vec<u32> = exam.iter().take(10).map(|f| f.score).collect();
        let mut names: Vec<String> = Vec::new();
        for f in &exam {
            if !names.iter().any(|n| n.eq_ignore_ascii_case(&f.subject)) {
                names.push(f.subject.clone());
            }
        }
        let subjects = names
            .into_iter()
            .map(|name| {
                let scores: Vec<u32> =
                    exam.iter().filter(|f| f.subject.eq_ignore_ascii_case(&name)).map(|f| f.score).collect();
                let avg = mean_of(&scores[..scores.len().min(10)]);
                (name, scores.len() as u32, avg)
            })
            .collect::<Vec<_>>();
        Progress {
            exam_attempts: exam.len() as u32,
            perfect_scores: exam.iter().filter(|f| f.score >= 100).count() as u32,
            longest_streak,
            subjects_explored: subjects.len() as u32,
            recent_average: mean_of(&recent),
            subjects,
        }
    }
}

/// The largest count or number of days a rule may ask for.
pub const MAX_RULE_COUNT: u32 = 10_000;

impl AchievementRule {
    /// Counts and days 1 to [`MAX_RULE_COUNT`], averages 1 to 100: a rule someone can meet.
    pub fn check(&self) -> Result<(), DomainError> {
        let counts_ok = |n: u32| (1..=MAX_RULE_COUNT).contains(&n);
        let ok = match *self {
            AchievementRule::AttemptsCompleted { count }
            | AchievementRule::PerfectScores { count }
            | AchievementRule::SubjectsExplored { count } => counts_ok(count),
            AchievementRule::StreakDays { days } => counts_ok(days),
            AchievementRule::SubjectMastery { min_average, min_attempts }
            | AchievementRule::HighAverage { min_average, min_attempts } => {
                (1..=100).contains(&min_average) && counts_ok(min_attempts)
            }
        };
        if ok { Ok(()) } else { Err(DomainError::OutOfRange { field: "The earning rule's number" }) }
    }

    pub fn is_met(&self, p: &Progress) -> bool {
        match *self {
            AchievementRule::AttemptsCompleted { count } => p.exam_attempts >= count,
            AchievementRule::PerfectScores { count } => p.perfect_scores >= count,
            AchievementRule::StreakDays { days } => p.longest_streak >= days,
            AchievementRule::SubjectMastery { min_average, min_attempts } => {
                p.subjects.iter().any(|(_, n, avg)| *n >= min_attempts && avg.is_some_and(|a| a >= min_average))
            }
            AchievementRule::SubjectsExplored { count } => p.subjects_explored >= count,
            AchievementRule::HighAverage { min_average, min_attempts } => {
                p.exam_attempts >= min_attempts && p.recent_average.is_some_and(|a| a >= min_average)
            }
        }
    }
}

/// The achievements a student has just earned: those whose rule is met and that they did not
/// already have, in the catalogue's order.
pub fn newly_earned<'a>(
    catalogue: &'a [Achievement],
    already: &HashSet<String>,
    progress: &Progress,
) -> Vec<&'a Achievement> {
    catalogue
        .iter()
        .filter(|a| !already.contains(&a.id))
        .filter(|a| a.rule.as_ref().is_some_and(|r| r.is_met(progress)))
        .collect()
}

impl AchievementRule {
    /// Whether a teacher's change of mark can make the rule met or unmet: counts of attempts
    /// and subjects, and streaks, do not move with a mark.
    pub fn follows_marks(&self) -> bool {
        matches!(
            self,
            AchievementRule::PerfectScores { .. }
                | AchievementRule::SubjectMastery { .. }
                | AchievementRule::HighAverage { .. }
        )
    }
}

/// What a teacher's change of mark does to a student's badges.
#[derive(Debug, Default, PartialEq)]
pub struct BadgesAfterChange<'a> {
    /// Rules now met that the student did not hold.
    pub earned: Vec<&'a Achievement>,
    /// Badges held under a rule on marks that the changed marks no longer meet: the badge was
    /// earned on a mark the teacher corrected.
    pub taken_back: Vec<&'a Achievement>,
}

/// The badges to give and take back once a mark has changed, from the student's progress
/// with the new mark. A badge whose rule does not follow marks, or that has no rule (given by
/// hand), is never taken back.
pub fn after_change_of_mark<'a>(
    catalogue: &'a [Achievement],
    held: &HashSet<String>,
    progress: &Progress,
) -> BadgesAfterChange<'a> {
    BadgesAfterChange {
        earned: newly_earned(catalogue, held, progress),
        taken_back: catalogue
            .iter()
            .filter(|a| held.contains(&a.id))
            .filter(|a| a.rule.as_ref().is_some_and(|r| r.follows_marks() && !r.is_met(progress)))
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attempt::QuizMode;

    fn badge(id: &str, rule: AchievementRule) -> Achievement {
        Achievement {
            id: id.into(),
            title: id.into(),
            description: String::new(),
            category: DEFAULT_CATEGORY.into(),
            rank: Rank::Bronze,
            rule: Some(rule),
            created_at: 0,
        }
    }

    fn fact(subject: &str, score: u32, mode: QuizMode, at: i64) -> AttemptFact {
        AttemptFact { subject: subject.into(), score, mode, completed_at: at }
    }

    #[test]
    fn ranks_are_ordered_and_default_to_bronze() {
        assert!(Rank::Bronze < Rank::Silver && Rank::Silver < Rank::Gold && Rank::Gold < Rank::Platinum);
        assert_eq!("".parse::<Rank>(), Ok(Rank::Bronze));
        assert_eq!("GOLD".parse::<Rank>(), Ok(Rank::Gold));
        assert!("diamond".parse::<Rank>().is_err());
    }

    #[test]
    fn an_admins_rule_must_be_one_a_student_can_meet() {
        let form = |rule| AchievementForm {
            title: "T".into(),
            description: "D".into(),
            rule: Some(rule),
            ..Default::default()
        };
        assert!(check_achievement_forms(&[form(AchievementRule::StreakDays { days: 7 })]).is_ok());
        for bad in [
            AchievementRule::AttemptsCompleted { count: 0 },
            AchievementRule::StreakDays { days: MAX_RULE_COUNT + 1 },
            AchievementRule::HighAverage { min_average: 101, min_attempts: 3 },
            AchievementRule::SubjectMastery { min_average: 80, min_attempts: 0 },
        ] {
            assert!(check_achievement_forms(&[form(bad.clone())]).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn rules_read_from_the_catalogue_json() {
        let rule: AchievementRule =
            serde_json::from_str(r#"{"kind":"subjectMastery","minAverage":80,"minAttempts":10}"#).unwrap();
        assert_eq!(rule, AchievementRule::SubjectMastery { min_average: 80, min_attempts: 10 });
        let rule: AchievementRule = serde_json::from_str(r#"{"kind":"streakDays","days":7}"#).unwrap();
        assert_eq!(rule, AchievementRule::StreakDays { days: 7 });
    }

    #[test]
    fn progress_ignores_practice() {
        let facts = vec![
            fact("Maths", 100, QuizMode::Practice, 1),
            fact("Maths", 100, QuizMode::Exam, 2),
            fact("Physics", 40, QuizMode::Exam, 3),
        ];
        let p = Progress::from_attempts(&facts, 2);
        assert_eq!((p.exam_attempts, p.perfect_scores, p.subjects_explored), (2, 1, 2));
        assert_eq!(p.recent_average, Some(70));
    }

    #[test]
    fn rules_at_their_thresholds() {
        let nine: Vec<AttemptFact> = (0..9).map(|i| fact("Maths", 85, QuizMode::Exam, i)).collect();
        let mut ten = nine.clone();
        ten.push(fact("Maths", 85, QuizMode::Exam, 99));
        let mastery = AchievementRule::SubjectMastery { min_average: 80, min_attempts: 10 };
        assert!(!mastery.is_met(&Progress::from_attempts(&nine, 0)));
        assert!(mastery.is_met(&Progress::from_attempts(&ten, 0)));
        let streak = AchievementRule::StreakDays { days: 3 };
        assert!(!streak.is_met(&Progress { longest_streak: 2, ..Progress::default() }));
        assert!(streak.is_met(&Progress { longest_streak: 3, ..Progress::default() }));
        let first = AchievementRule::AttemptsCompleted { count: 1 };
        assert!(!first.is_met(&Progress::default()));
        let high = AchievementRule::HighAverage { min_average: 70, min_attempts: 10 };
        assert!(high.is_met(&Progress::from_attempts(&ten, 0)));
    }

    #[test]
    fn badges_are_earned_once() {
        let catalogue = vec![
            badge("first-quiz", AchievementRule::AttemptsCompleted { count: 1 }),
            badge("five", AchievementRule::AttemptsCompleted { count: 5 }),
            badge("perfect", AchievementRule::PerfectScores { count: 1 }),
        ];
        let p = Progress::from_attempts(&[fact("Maths", 100, QuizMode::Exam, 1)], 1);
        let earned: Vec<&str> = newly_earned(&catalogue, &HashSet::new(), &p).iter().map(|a| a.id.as_str()).collect();
        assert_eq!(earned, ["first-quiz", "perfect"]);
        let already: HashSet<String> = ["first-quiz".to_string()].into();
        let earned: Vec<&str> = newly_earned(&catalogue, &already, &p).iter().map(|a| a.id.as_str()).collect();
        assert_eq!(earned, ["perfect"]);
    }

    #[test]
    fn a_changed_mark_gives_and_takes_back_only_badges_on_marks() {
        let catalogue = vec![
            badge("first-quiz", AchievementRule::AttemptsCompleted { count: 1 }),
            badge("perfect", AchievementRule::PerfectScores { count: 1 }),
            badge("high", AchievementRule::HighAverage { min_average: 60, min_attempts: 2 }),
            Achievement { rule: None, ..badge("by-hand", AchievementRule::PerfectScores { count: 1 }) },
        ];
        let held: HashSet<String> = ["first-quiz", "perfect", "by-hand"].map(String::from).into();
        // The perfect exam was marked down to 90 and the other raised from 20 to 40.
        let facts = [fact("Biology", 90, QuizMode::Exam, 1), fact("Biology", 40, QuizMode::Exam, 2)];
        let after = after_change_of_mark(&catalogue, &held, &Progress::from_attempts(&facts, 1));
        let ids = |v: &[&Achievement]| v.iter().map(|a| a.id.clone()).collect::<Vec<_>>();
        assert_eq!(ids(&after.earned), ["high"]);
        assert_eq!(ids(&after.taken_back), ["perfect"]);
        // Nothing moves when the marks still meet what is held.
        let facts = [fact("Biology", 100, QuizMode::Exam, 1)];
        let after = after_change_of_mark(&catalogue, &held, &Progress::from_attempts(&facts, 1));
        assert_eq!(after, BadgesAfterChange::default());
    }

    #[test]
    fn achievement_forms_need_title_and_description() {
        let ok = AchievementForm { title: "Star".into(), description: "Shine".into(), ..Default::default() };
        let checked = check_achievement_forms(std::slice::from_ref(&ok)).unwrap();
        assert_eq!(checked[0], (None, "General".to_string(), Rank::Bronze));
        let bad = AchievementForm { title: "Star".into(), ..Default::default() };
        assert_eq!(
            check_achievement_forms(&[ok, bad]).unwrap_err().to_string(),
            "Each achievement needs at least a title and description!"
        );
        assert!(check_achievement_forms(&[]).is_err());
    }
}
