//! Quiz attempts: practice or exam, in progress or completed, and what an autosave or a
//! submission may change.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::quiz::{QuizSource, QuizType};
use crate::scoring::{GivenAnswer, Review};
use crate::{DomainError, Timestamp};

/// Practice gives instant feedback and has no timer; exam hides feedback and may count down.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum QuizMode {
    Practice,
    #[default]
    Exam,
}

impl QuizMode {
    pub const fn as_str(self) -> &'static str {
        match self {
            QuizMode::Practice => "practice",
            QuizMode::Exam => "exam",
        }
    }

    /// The label on past-attempt cards.
    pub fn label(self) -> &'static str {
        match self {
            QuizMode::Practice => "Practice Mode",
            QuizMode::Exam => "Exam Mode",
        }
    }
}

impl FromStr for QuizMode {
    type Err = DomainError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "practice" | "practice mode" => Ok(QuizMode::Practice),
            "exam" | "exam mode" | "" => Ok(QuizMode::Exam),
            _ => Err(DomainError::UnknownQuizMode(s.trim().to_string())),
        }
    }
}

impl TryFrom<String> for QuizMode {
    type Error = DomainError;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<QuizMode> for String {
    fn from(m: QuizMode) -> Self {
        m.as_str().to_string()
    }
}

impl fmt::Display for QuizMode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An attempt is 'in progress' from its start until it is submitted, then 'completed'.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum AttemptStatus {
    InProgress,
    Completed,
}

impl AttemptStatus {
    pub const fn as_str(self) -> &'static str {
        match self {
            AttemptStatus::InProgress => "in progress",
            AttemptStatus::Completed => "completed",
        }
    }
}

impl FromStr for AttemptStatus {
    type Err = DomainError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().replace(['_', '-'], " ").as_str() {
            "in progress" | "started" | "" => Ok(AttemptStatus::InProgress),
            "completed" | "complete" => Ok(AttemptStatus::Completed),
            _ => Err(DomainError::UnknownAttemptStatus(s.trim().to_string())),
        }
    }
}

impl TryFrom<String> for AttemptStatus {
    type Error = DomainError;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<AttemptStatus> for String {
    fn from(s: AttemptStatus) -> Self {
        s.as_str().to_string()
    }
}

/// What a completed attempt counts for, decided by the server when it completes (see
/// [`counting`]) and stored with it: every statistic, grade, leaderboard total, achievement
/// and streak reads this, never the mode the client asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Counting {
    /// A counted exam: stats, report-card grades, the leaderboard, achievements and streaks.
    Exam,
    /// Practice, or an exam taken with its key already seen: streaks and activity only, as
    /// practice always did.
    Practice,
    /// A quiz the student supplied, or an attempt not completed yet: counts for nothing.
    #[default]
    Nothing,
}

impl Counting {
    pub fn as_str(self) -> &'static str {
        match self {
            Counting::Exam => "exam",
            Counting::Practice => "practice",
            Counting::Nothing => "none",
        }
    }

    /// The mode statistics read: only a counted exam is an exam for them.
    pub fn stats_mode(self) -> QuizMode {
        if self == Counting::Exam { QuizMode::Exam } else { QuizMode::Practice }
    }

    /// Whether the completion extends the student's streak.
    pub fn keeps_streak(self) -> bool {
        self != Counting::Nothing
    }
}

impl FromStr for Counting {
    type Err = DomainError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "exam" => Ok(Counting::Exam),
            "practice" => Ok(Counting::Practice),
            "none" | "" => Ok(Counting::Nothing),
            other => Err(DomainError::UnknownQuizMode(other.to_string())),
        }
    }
}

/// The one rule for what a completed attempt counts for. Only a quiz the server generated or
/// staff published can count; of those, only an exam taken without having seen the key (no
/// earlier completed attempt of the quiz, no practice of it, not a retake) counts as an exam.
/// Everything else of a trusted quiz is practice; a student's own quiz counts for nothing.
pub fn counting(source: QuizSource, mode: QuizMode, key_seen_before: bool) -> Counting {
    if !source.is_trusted() {
        return Counting::Nothing;
    }
    match mode {
        QuizMode::Exam if !key_seen_before => Counting::Exam,
        _ => Counting::Practice,
    }
}

/// An exam's clock, kept by the server: when it started and how long it may last.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExamClock {
    pub started_at: Timestamp,
    pub limit_seconds: u32,
}

impl ExamClock {
    /// The moment the time is up.
    pub fn deadline(self) -> Timestamp {
        self.started_at + i64::from(self.limit_seconds)
    }

    /// Seconds left at `now` (0 once the time is up, never more than the limit).
    pub fn remaining(self, now: Timestamp) -> u32 {
        (self.deadline() - now).clamp(0, i64::from(self.limit_seconds)) as u32
    }

    /// Seconds spent at `now`: never more than the limit.
    pub fn time_taken(self, now: Timestamp) -> u32 {
        (now - self.started_at).clamp(0, i64::from(self.limit_seconds)) as u32
    }

    /// Whether answers sent at `now` still count: until the deadline plus a grace for the
    /// network.
    pub fn accepts_answers(self, now: Timestamp, grace_seconds: u32) -> bool {
        now <= self.deadline() + i64::from(grace_seconds)
    }
}

/// One earlier run of an attempt, kept when it was retaken: every attempt is kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttemptRun {
    pub score: u32,
    pub correct_answers: u32,
    pub total_questions: u32,
    pub time_taken: u32,
    pub started_at: Timestamp,
    pub completed_at: Option<Timestamp>,
    /// It counted for the student's results (an exam's first completion); that result also
    /// stays an attempt of its own.
    pub counted: bool,
}

/// A stored attempt. Its questions live in the quiz it refers to.
#[derive(Debug, Clone, PartialEq)]
pub struct Attempt {
    pub id: String,
    pub user_id: String,
    pub quiz_id: String,
    pub subject: String,
    pub subject_id: Option<String>,
    pub topic: String,
    pub class_level: String,
    pub quiz_type: QuizType,
    pub quiz_mode: QuizMode,
    pub status: AttemptStatus,
    pub score: u32,
    pub correct_answers: u32,
    pub total_questions: u32,
    pub selected_answers: Vec<GivenAnswer>,
    /// Seconds left on an exam's countdown when it was last saved.
    pub remaining_time: Option<u32>,
    /// Seconds spent so far.
    pub time_taken: u32,
    /// The reviewer's marks, for a marked short-answer attempt.
    pub review: Option<Review>,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
    pub completed_at: Option<Timestamp>,
    /// When this attempt (or its latest retake) started, by the server's clock.
    pub started_at: Timestamp,
    /// An exam's time limit in seconds, fixed at its start from its quiz; none for practice.
    pub time_limit: Option<u32>,
    /// What it counts for, decided by the server at completion.
    pub counting: Counting,
    /// The highest autosave number applied (0: none numbered yet). A save numbered no higher
    /// is late, and is not applied over a newer one.
    pub save_number: u32,
    /// The assignment it was started on, if any: the assignment fixed its quiz, mode and time.
    pub assignment_id: Option<String>,
}

impl Attempt {
    pub fn is_completed(&self) -> bool {
        self.status == AttemptStatus::Completed
    }

    /// Only a counted exam counts towards stats, grades and the leaderboard.
    pub fn counts_towards_stats(&self) -> bool {
        self.is_completed() && self.counting == Counting::Exam
    }

    /// The server's clock of an exam; none for practice.
    pub fn exam_clock(&self) -> Option<ExamClock> {
        self.time_limit.map(|limit_seconds| ExamClock { started_at: self.started_at, limit_seconds })
    }

    /// An exam in progress whose time (and grace) ran out at `now`.
    pub fn is_expired(&self, now: Timestamp, grace_seconds: u32) -> bool {
        !self.is_completed() && self.exam_clock().is_some_and(|c| !c.accepts_answers(now, grace_seconds))
    }

    /// The attempt as shown at `now`: an exam in progress shows the server's remaining time
    /// and time taken, whatever a client saved.
    pub fn with_server_time(mut self, now: Timestamp) -> Attempt {
        if let (Some(clock), false) = (self.exam_clock(), self.is_completed()) {
            self.remaining_time = Some(clock.remaining(now));
            self.time_taken = clock.time_taken(now);
        }
        self
    }
}

/// An exam cannot outlast a day, and no attempt holds more answers than a quiz has questions.
pub const MAX_SECONDS: u32 = 24 * 60 * 60;

/// What an autosave may carry: the answers so far and the clock.
#[derive(Debug, Clone, PartialEq)]
pub struct Progress {
    pub selected_answers: Vec<GivenAnswer>,
    pub remaining_time: Option<u32>,
    pub time_taken: u32,
    /// The client's per-attempt sequence number for this save (none from older clients): it
    /// is applied only if greater than the attempt's `save_number`.
    pub save_number: Option<u32>,
}

/// Checks an autosave or submission against the quiz: one answer per question at most,
/// times within a day, answers of sane length.
pub fn check_progress(
    question_count: usize,
    selected_answers: Vec<GivenAnswer>,
    remaining_time: Option<i64>,
    time_taken: Option<i64>,
) -> Result<Progress, DomainError> {
    if selected_answers.len() > question_count {
        return Err(DomainError::AnswersDoNotFit(format!(
            "{} answers for {question_count} questions",
            selected_answers.len()
        )));
    }
    let longest = crate::limits::MAX_ANSWER_CHARS;
    if selected_answers.iter().any(|a| a.text().chars().count() > longest) {
        return Err(DomainError::TooLong { field: "An answer", max: longest });
    }
    let seconds = |field: &'static str, v: i64| -> Result<u32, DomainError> {
        if (0..=i64::from(MAX_SECONDS)).contains(&v) { Ok(v as u32) } else { Err(DomainError::OutOfRange { field }) }
    };
    let mut answers = selected_answers;
    answers.resize(question_count, GivenAnswer::Blank);
    Ok(Progress {
        selected_answers: answers,
        remaining_time: remaining_time.map(|v| seconds("remainingTime", v)).transpose()?,
        time_taken: time_taken.map(|v| seconds("timeTaken", v)).transpose()?.unwrap_or(0),
        save_number: None,
    })
}

/// The question numbers (1-based) left blank: what the caution dialog lists.
pub fn unanswered_questions(answers: &[GivenAnswer], question_count: usize) -> Vec<usize> {
    (0..question_count).filter(|&i| answers.get(i).is_none_or(GivenAnswer::is_blank)).map(|i| i + 1).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_and_modes_parse() {
        assert_eq!("in progress".parse::<AttemptStatus>(), Ok(AttemptStatus::InProgress));
        assert_eq!("in_progress".parse::<AttemptStatus>(), Ok(AttemptStatus::InProgress));
        assert_eq!("Completed".parse::<AttemptStatus>(), Ok(AttemptStatus::Completed));
        assert!("abandoned".parse::<AttemptStatus>().is_err());
        assert_eq!("Practice".parse::<QuizMode>(), Ok(QuizMode::Practice));
        assert!("homework".parse::<QuizMode>().is_err());
    }

    #[test]
    fn progress_is_padded_to_the_quiz_and_bounded() {
        let p = check_progress(3, vec![GivenAnswer::One("a".into())], Some(60), None).unwrap();
        assert_eq!(p.selected_answers.len(), 3);
        assert_eq!(p.remaining_time, Some(60));
        assert_eq!(p.time_taken, 0);
        assert!(check_progress(1, vec![GivenAnswer::Blank, GivenAnswer::Blank], None, None).is_err());
        assert!(check_progress(1, vec![], Some(-1), None).is_err());
        assert!(check_progress(1, vec![], None, Some(i64::MAX)).is_err());
        assert!(check_progress(1, vec![], None, Some(i64::from(MAX_SECONDS))).is_ok());
    }

    #[test]
    fn only_a_trusted_exam_with_an_unseen_key_counts() {
        use QuizSource::*;
        assert_eq!(counting(Weekly, QuizMode::Exam, false), Counting::Exam);
        assert_eq!(counting(Manual, QuizMode::Exam, false), Counting::Exam);
        assert_eq!(counting(Student, QuizMode::Exam, false), Counting::Exam, "generated by the server");
        assert_eq!(counting(Manual, QuizMode::Exam, true), Counting::Practice, "key seen: a retake");
        assert_eq!(counting(Manual, QuizMode::Practice, false), Counting::Practice);
        assert_eq!(counting(Supplied, QuizMode::Exam, false), Counting::Nothing);
        assert_eq!(counting(Supplied, QuizMode::Practice, false), Counting::Nothing);
        assert!(!Counting::Nothing.keeps_streak() && Counting::Practice.keeps_streak());
        assert_eq!(Counting::Practice.stats_mode(), QuizMode::Practice);
        for c in [Counting::Exam, Counting::Practice, Counting::Nothing] {
            assert_eq!(c.as_str().parse::<Counting>(), Ok(c));
        }
    }

    #[test]
    fn the_exam_clock_is_the_servers() {
        let clock = ExamClock { started_at: 1_000, limit_seconds: 900 };
        assert_eq!(clock.remaining(1_000), 900);
        assert_eq!(clock.remaining(1_100), 800);
        assert_eq!(clock.remaining(5_000), 0);
        assert_eq!(clock.remaining(10), 900, "a clock behind the start never gives more than the limit");
        assert_eq!(clock.time_taken(1_914), 900);
        assert_eq!(clock.time_taken(1_300), 300);
        assert!(clock.accepts_answers(1_930, 30));
        assert!(!clock.accepts_answers(1_931, 30));
        assert!(!clock.accepts_answers(1_901, 0));
    }

    #[test]
    fn unanswered_numbers_are_one_based() {
        let answers = vec![GivenAnswer::One("a".into()), GivenAnswer::One(" ".into()), GivenAnswer::Blank];
        assert_eq!(unanswered_questions(&answers, 4), vec![2, 3, 4]);
    }
}
