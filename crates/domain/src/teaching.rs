//! A school's classes and what their teachers do with them: the quizzes they assign (with a
//! window, a time limit, a number of attempts and when the keys are shown), the class's results
//! table, the moderation of a short-answer mark, and the class's weakest topics.
//!
//! Everything here is plain data and the rules over it; the store keeps it and the app decides
//! who may ask.

use std::collections::BTreeMap;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::attempt::{Attempt, QuizMode};
use crate::class_level::ClassLevel;
use crate::item_analysis::{AnalysedQuestion, Response};
use crate::quiz::{AnswerKey, QuizContent};
use crate::scoring::{self, GivenAnswer, Review};
use crate::stats::rounded_mean;
use crate::{DomainError, Timestamp};

/// A class's name, and a stream's, are at most this long.
pub const MAX_CLASS_NAME_CHARS: usize = 60;
pub const MAX_STREAM_CHARS: usize = 40;
/// A class holds at most this many students (a request enrolling more is refused).
pub const MAX_CLASS_STUDENTS: usize = 300;
/// An assignment allows at most this many attempts.
pub const MAX_ATTEMPTS_ALLOWED: u32 = 10;
/// An assigned exam lasts at most a day.
pub const MAX_TIME_LIMIT_MINUTES: u32 = 1440;
/// An assignment stays open at most a year.
pub const MAX_WINDOW_SECONDS: i64 = 366 * 86_400;
/// A moderation comment is at most this long.
pub const MAX_COMMENT_CHARS: usize = 500;
/// One quiz is assigned to at most this many classes at once.
pub const MAX_CLASSES_PER_ASSIGNMENT: usize = 20;

/// A class of the school: "Form 2 B", its level, its stream where it has one, its school year,
/// and the teachers who teach it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SchoolClass {
    pub id: String,
    pub name: String,
    pub class_level: ClassLevel,
    pub stream: Option<String>,
    pub school_year: SchoolYear,
    pub teacher_ids: Vec<String>,
    pub created_at: Timestamp,
}

impl SchoolClass {
    pub fn is_taught_by(&self, user_id: &str) -> bool {
        self.teacher_ids.iter().any(|t| t == user_id)
    }
}

/// A class's name, stream and school year, checked: what an admin's form gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassDetails {
    pub name: String,
    pub class_level: ClassLevel,
    pub stream: Option<String>,
    pub school_year: SchoolYear,
}

impl ClassDetails {
    pub fn new(name: &str, class_level: &str, stream: Option<&str>, school_year: &str) -> Result<Self, DomainError> {
        let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
        if name.is_empty() {
            return Err(DomainError::InvalidInput("A class needs a name.".into()));
        }
        if name.chars().count() > MAX_CLASS_NAME_CHARS {
            return Err(DomainError::TooLong { field: "A class's name", max: MAX_CLASS_NAME_CHARS });
        }
        let stream = stream.map(str::trim).filter(|s| !s.is_empty()).map(str::to_string);
        if stream.as_ref().is_some_and(|s| s.chars().count() > MAX_STREAM_CHARS) {
            return Err(DomainError::TooLong { field: "A stream", max: MAX_STREAM_CHARS });
        }
        Ok(ClassDetails { name, class_level: class_level.parse()?, stream, school_year: school_year.parse()? })
    }
}

/// A school year, "2026-2027": two consecutive years.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct SchoolYear(u16);

impl SchoolYear {
    /// The school year a moment falls in: Cameroon's runs from September to August.
    pub fn of(at: Timestamp) -> SchoolYear {
        use chrono::Datelike;
        let date = chrono::DateTime::from_timestamp(at, 0).unwrap_or_default().date_naive();
        let year = u16::try_from(date.year()).unwrap_or(2026);
        SchoolYear(if date.month() >= 9 { year } else { year.saturating_sub(1) })
    }
}

impl fmt::Display for SchoolYear {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.0, self.0 + 1)
    }
}

impl FromStr for SchoolYear {
    type Err = DomainError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || DomainError::InvalidInput(format!("\"{}\" is not a school year such as 2026-2027.", s.trim()));
        let (from, to) = s.trim().split_once(['-', '/']).ok_or_else(bad)?;
        let (from, to): (u16, u16) = (from.trim().parse().map_err(|_| bad())?, to.trim().parse().map_err(|_| bad())?);
        if !(2000..=2200).contains(&from) || to != from + 1 {
            return Err(bad());
        }
        Ok(SchoolYear(from))
    }
}

/// When the students of an assignment see its keys (the correct answers and explanations).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum KeysShown {
    /// On submission, as in any quiz.
    AtOnce,
    /// Once the assignment has closed, so no one still taking it learns them from a friend.
    #[default]
    AfterClosing,
    /// Never to the students; the teacher goes through them in class.
    Never,
}

impl KeysShown {
    pub fn as_str(self) -> &'static str {
        match self {
            KeysShown::AtOnce => "atOnce",
            KeysShown::AfterClosing => "afterClosing",
            KeysShown::Never => "never",
        }
    }
}

impl FromStr for KeysShown {
    type Err = DomainError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "atOnce" => Ok(KeysShown::AtOnce),
            "afterClosing" | "" => Ok(KeysShown::AfterClosing),
            "never" => Ok(KeysShown::Never),
            other => Err(DomainError::InvalidInput(format!(
                "\"{other}\" is not when keys are shown: atOnce, afterClosing or never."
            ))),
        }
    }
}

/// Where an assignment is in its window.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum AssignmentState {
    Upcoming,
    Open,
    Closed,
}

impl AssignmentState {
    pub fn as_str(self) -> &'static str {
        match self {
            AssignmentState::Upcoming => "upcoming",
            AssignmentState::Open => "open",
            AssignmentState::Closed => "closed",
        }
    }
}

/// A quiz a teacher set to one class.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Assignment {
    pub id: String,
    pub class_id: String,
    pub quiz_id: String,
    pub set_by: Option<String>,
    pub rules: AssignmentRules,
    pub created_at: Timestamp,
}

/// What a teacher chooses when assigning a quiz, checked by [`AssignmentRules::new`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AssignmentRules {
    pub mode: QuizMode,
    pub opens_at: Timestamp,
    pub closes_at: Timestamp,
    /// An exam's time limit; none for practice.
    pub time_limit_minutes: Option<u32>,
    pub attempts_allowed: u32,
    pub keys: KeysShown,
}

/// Why a student may not start an assignment now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StartRefusal {
    NotOpenYet { opens_at: Timestamp },
    Closed { closes_at: Timestamp },
    NoAttemptsLeft { allowed: u32 },
}

impl AssignmentRules {
    /// Checks a teacher's choices. An exam without a time limit takes `quiz_minutes`, the
    /// quiz's own time; practice has none.
    pub fn new(
        mode: QuizMode,
        opens_at: Timestamp,
        closes_at: Timestamp,
        time_limit_minutes: Option<u32>,
        attempts_allowed: u32,
        keys: KeysShown,
        quiz_minutes: u32,
    ) -> Result<AssignmentRules, DomainError> {
        if closes_at <= opens_at {
            return Err(DomainError::InvalidInput("An assignment must close after it opens.".into()));
        }
        if closes_at - opens_at > MAX_WINDOW_SECONDS {
            return Err(DomainError::InvalidInput("An assignment can stay open for a year at most.".into()));
        }
        if !(1..=MAX_ATTEMPTS_ALLOWED).contains(&attempts_allowed) {
            return Err(DomainError::InvalidInput(format!(
                "Attempts allowed must be between 1 and {MAX_ATTEMPTS_ALLOWED}."
            )));
        }
        let time_limit_minutes = match mode {
            QuizMode::Practice => None,
            QuizMode::Exam => {
                let minutes = time_limit_minutes.unwrap_or(quiz_minutes.max(1));
                if !(1..=MAX_TIME_LIMIT_MINUTES).contains(&minutes) {
                    return Err(DomainError::InvalidInput(format!(
                        "The time limit must be between 1 and {MAX_TIME_LIMIT_MINUTES} minutes."
                    )));
                }
                Some(minutes)
            }
        };
        Ok(AssignmentRules { mode, opens_at, closes_at, time_limit_minutes, attempts_allowed, keys })
    }

    pub fn state(&self, now: Timestamp) -> AssignmentState {
        if now < self.opens_at {
            AssignmentState::Upcoming
        } else if now < self.closes_at {
            AssignmentState::Open
        } else {
            AssignmentState::Closed
        }
    }

    /// Whether a student who has made `attempts_used` attempts may start another now. Only the
    /// start is checked against the window: an exam started in time runs to its own limit.
    pub fn may_start(&self, now: Timestamp, attempts_used: u32) -> Result<(), StartRefusal> {
        match self.state(now) {
            AssignmentState::Upcoming => Err(StartRefusal::NotOpenYet { opens_at: self.opens_at }),
            AssignmentState::Closed => Err(StartRefusal::Closed { closes_at: self.closes_at }),
            AssignmentState::Open if attempts_used >= self.attempts_allowed => {
                Err(StartRefusal::NoAttemptsLeft { allowed: self.attempts_allowed })
            }
            AssignmentState::Open => Ok(()),
        }
    }

    /// Whether the students see the keys at `now`.
    pub fn keys_visible(&self, now: Timestamp) -> bool {
        match self.keys {
            KeysShown::AtOnce => true,
            KeysShown::AfterClosing => now >= self.closes_at,
            KeysShown::Never => false,
        }
    }

    /// An attempt's time limit in seconds, fixed at its start.
    pub fn time_limit_seconds(&self) -> Option<u32> {
        self.time_limit_minutes.map(|m| m.saturating_mul(60).min(crate::attempt::MAX_SECONDS))
    }
}

/// Where a student stands on an assignment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum ResultStatus {
    NotStarted,
    InProgress,
    Submitted,
}

/// One student's line of an assignment's results table.
#[derive(Debug, Clone, PartialEq)]
pub struct ResultRow<'a> {
    pub user_id: &'a str,
    pub status: ResultStatus,
    /// The first submitted attempt, else the attempt in progress.
    pub attempt: Option<&'a Attempt>,
    pub attempts: u32,
    /// Every attempt of the student on the assignment, oldest first: each is kept.
    pub tries: Vec<&'a Attempt>,
}

/// The results table: a line per student of the class, in the order given, from the attempts
/// made on the assignment. A student's result is their first submitted attempt (Moodle's
/// default for its statistics too: later attempts have seen the key).
pub fn results<'a>(students: &'a [String], attempts: &'a [Attempt]) -> Vec<ResultRow<'a>> {
    students
        .iter()
        .map(|user_id| {
            let mut mine: Vec<&Attempt> = attempts.iter().filter(|a| &a.user_id == user_id).collect();
            mine.sort_by(|a, b| (a.started_at, &a.id).cmp(&(b.started_at, &b.id)));
            let submitted = mine
                .iter()
                .filter(|a| a.is_completed())
                .min_by_key(|a| (a.completed_at.unwrap_or(a.updated_at), a.id.as_str()))
                .copied();
            let open = mine.iter().find(|a| !a.is_completed()).copied();
            let (status, attempt) = match (submitted, open) {
                (Some(a), _) => (ResultStatus::Submitted, Some(a)),
                (None, Some(a)) => (ResultStatus::InProgress, Some(a)),
                (None, None) => (ResultStatus::NotStarted, None),
            };
            let attempts = u32::try_from(mine.len()).unwrap_or(u32::MAX);
            ResultRow { user_id, status, attempt, attempts, tries: mine }
        })
        .collect()
}

/// The mean score of the submitted lines, rounded half up; none before any.
pub fn mean_score(rows: &[ResultRow<'_>]) -> Option<u32> {
    let scores: Vec<u64> = rows
        .iter()
        .filter(|r| r.status == ResultStatus::Submitted)
        .filter_map(|r| r.attempt.map(|a| u64::from(a.score)))
        .collect();
    rounded_mean(scores.iter().sum(), scores.len() as u64)
}

/// The questions of a quiz as the item analysis reads them.
pub fn analysed_questions(content: &QuizContent) -> Vec<AnalysedQuestion> {
    match content {
        QuizContent::MultipleChoice { questions } => questions
            .iter()
            .map(|q| AnalysedQuestion::MultipleChoice {
                options: q.options.clone(),
                key: match &q.answer {
                    AnswerKey::One(k) => vec![k.clone()],
                    AnswerKey::Many(ks) => ks.clone(),
                },
                marks: 1,
            })
            .collect(),
        QuizContent::ShortAnswer { .. } => {
            content.short_answer_questions().iter().map(|q| AnalysedQuestion::ShortAnswer { marks: q.marks }).collect()
        }
    }
}

/// What one submitted attempt gave for each question: marks from its review (short answers)
/// or from the key (multiple choice), and the options chosen.
pub fn responses(content: &QuizContent, attempt: &Attempt) -> Vec<Response> {
    match content {
        QuizContent::MultipleChoice { questions } => questions
            .iter()
            .enumerate()
            .map(|(i, q)| {
                let given = attempt.selected_answers.get(i).cloned().unwrap_or_default();
                let mark = if scoring::is_correct(q, &given) { 1.0 } else { 0.0 };
                let chosen = match given {
                    GivenAnswer::Blank => Vec::new(),
                    GivenAnswer::One(s) if s.trim().is_empty() => Vec::new(),
                    GivenAnswer::One(s) => vec![s.trim().to_string()],
                    GivenAnswer::Many(v) => {
                        v.into_iter().map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect()
                    }
                };
                Response { mark, chosen }
            })
            .collect(),
        QuizContent::ShortAnswer { .. } => {
            let marks = attempt.review.as_ref().map(|r| r.questions.as_slice()).unwrap_or_default();
            (0..content.question_count())
                .map(|i| Response::mark(marks.get(i).map_or(0.0, |q| f64::from(q.marks_awarded))))
                .collect()
        }
    }
}

/// A teacher's change of one short-answer mark, as asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MarkEdit {
    /// The question's number in the quiz, from 1.
    pub number: u32,
    pub marks: u32,
    pub comment: String,
}

/// A change of mark as kept: who, when, from, to, why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MarkChange {
    pub attempt_id: String,
    pub number: u32,
    pub from: u32,
    pub to: u32,
    pub comment: String,
    pub changed_by: Option<String>,
    pub changed_at: Timestamp,
}

/// Why a moderation was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ModerationProblem {
    #[error("Only a submitted short-answer attempt can be moderated.")]
    NotModeratable,
    #[error("The quiz has no question {0}.")]
    NoSuchQuestion(u32),
    #[error("Question {number} is worth {max} marks at most.")]
    TooManyMarks { number: u32, max: u32 },
    #[error("Say why the mark of question {0} changes.")]
    NoComment(u32),
    #[error("A comment is {MAX_COMMENT_CHARS} characters at most.")]
    CommentTooLong,
    #[error("Question {0} is changed twice.")]
    Repeated(u32),
}

/// A moderated review: the marks after the edits, the attempt's new score and count of full
/// marks, and the changes to keep (an edit that leaves a mark as it was is not a change).
#[derive(Debug, Clone, PartialEq)]
pub struct Moderated {
    pub review: Review,
    pub score: u32,
    pub correct_answers: u32,
    pub changes: Vec<(u32, u32, u32, String)>,
}

/// Applies a teacher's edits to a submitted short-answer attempt's review.
pub fn moderate(content: &QuizContent, attempt: &Attempt, edits: &[MarkEdit]) -> Result<Moderated, ModerationProblem> {
    let review = match (&attempt.review, content, attempt.is_completed()) {
        (Some(review), QuizContent::ShortAnswer { .. }, true) => review.clone(),
        _ => return Err(ModerationProblem::NotModeratable),
    };
    let questions = content.short_answer_questions();
    let mut review = review;
    review.questions.resize(questions.len(), scoring::QuestionReview { marks_awarded: 0, feedback: String::new() });
    let mut seen = Vec::new();
    let mut changes = Vec::new();
    for edit in edits {
        let index = (edit.number as usize).checked_sub(1).filter(|&i| i < questions.len());
        let Some(index) = index else { return Err(ModerationProblem::NoSuchQuestion(edit.number)) };
        if seen.contains(&edit.number) {
            return Err(ModerationProblem::Repeated(edit.number));
        }
        seen.push(edit.number);
        let max = questions[index].marks;
        if edit.marks > max {
            return Err(ModerationProblem::TooManyMarks { number: edit.number, max });
        }
        let comment = edit.comment.trim();
        if comment.chars().count() > MAX_COMMENT_CHARS {
            return Err(ModerationProblem::CommentTooLong);
        }
        let from = review.questions[index].marks_awarded.min(max);
        if from == edit.marks {
            continue;
        }
        if comment.is_empty() {
            return Err(ModerationProblem::NoComment(edit.number));
        }
        review.questions[index].marks_awarded = edit.marks;
        changes.push((edit.number, from, edit.marks, comment.to_string()));
    }
    let (review, score) = scoring::settle_review(content, review);
    Ok(Moderated { correct_answers: review.correct_count, review, score, changes })
}

/// A topic's mean score over some counted exams.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TopicMean {
    pub subject: String,
    pub topic: String,
    pub mean_score: u32,
    pub attempts: u32,
}

/// The `n` topics with the lowest mean score (ties: fewer attempts first, then by name), from
/// (subject, topic, score) triples.
pub fn weakest_topics<'a>(scores: impl IntoIterator<Item = (&'a str, &'a str, u32)>, n: usize) -> Vec<TopicMean> {
    let mut by_topic: BTreeMap<(&str, &str), (u64, u64)> = BTreeMap::new();
    for (subject, topic, score) in scores {
        let entry = by_topic.entry((subject, topic)).or_default();
        entry.0 += u64::from(score);
        entry.1 += 1;
    }
    let mut means: Vec<TopicMean> = by_topic
        .into_iter()
        .filter_map(|((subject, topic), (sum, count))| {
            Some(TopicMean {
                subject: subject.to_string(),
                topic: topic.to_string(),
                mean_score: rounded_mean(sum, count)?,
                attempts: u32::try_from(count).unwrap_or(u32::MAX),
            })
        })
        .collect();
    means.sort_by(|a, b| a.mean_score.cmp(&b.mean_score).then(a.attempts.cmp(&b.attempts)));
    means.truncate(n);
    means
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attempt::{AttemptStatus, Counting};
    use crate::quiz::{McqQuestion, QuizType, Section, ShortAnswerQuestion};
    use crate::scoring::QuestionReview;

    fn rules(mode: QuizMode, keys: KeysShown) -> AssignmentRules {
        AssignmentRules::new(mode, 1_000, 2_000, None, 2, keys, 20).unwrap()
    }

    #[test]
    fn school_years_are_two_consecutive_years() {
        assert_eq!("2026-2027".parse::<SchoolYear>().unwrap().to_string(), "2026-2027");
        assert_eq!(" 2026/2027 ".parse::<SchoolYear>().unwrap().to_string(), "2026-2027");
        for bad in ["2026", "2026-2028", "1999-2000", "x-y", ""] {
            assert!(bad.parse::<SchoolYear>().is_err(), "{bad}");
        }
        // 24 November 2026 is in 2026-2027; 1 March 2027 too; 1 September 2027 starts the next.
        assert_eq!(SchoolYear::of(1_795_478_400).to_string(), "2026-2027");
        assert_eq!(SchoolYear::of(1_803_859_200).to_string(), "2026-2027");
        assert_eq!(SchoolYear::of(1_819_756_800).to_string(), "2027-2028");
    }

    #[test]
    fn class_details_are_checked() {
        let d = ClassDetails::new("  Form 2   B ", "Form 2", Some(" "), "2026-2027").unwrap();
        assert_eq!((d.name.as_str(), d.stream), ("Form 2 B", None));
        assert!(ClassDetails::new("", "Form 2", None, "2026-2027").is_err());
        assert!(ClassDetails::new("A", "Form 9", None, "2026-2027").is_err());
        assert!(ClassDetails::new(&"x".repeat(61), "Form 2", None, "2026-2027").is_err());
    }

    #[test]
    fn an_assignment_window_is_checked_at_the_start_only() {
        let r = rules(QuizMode::Exam, KeysShown::AfterClosing);
        assert_eq!(r.time_limit_minutes, Some(20), "the quiz's own time when none is given");
        assert_eq!(r.state(999), AssignmentState::Upcoming);
        assert_eq!(r.state(1_000), AssignmentState::Open);
        assert_eq!(r.state(2_000), AssignmentState::Closed);
        assert_eq!(r.may_start(999, 0), Err(StartRefusal::NotOpenYet { opens_at: 1_000 }));
        assert_eq!(r.may_start(1_500, 0), Ok(()));
        assert_eq!(r.may_start(1_500, 2), Err(StartRefusal::NoAttemptsLeft { allowed: 2 }));
        assert_eq!(r.may_start(2_000, 0), Err(StartRefusal::Closed { closes_at: 2_000 }));
        assert_eq!(r.time_limit_seconds(), Some(1_200));
        assert_eq!(rules(QuizMode::Practice, KeysShown::AtOnce).time_limit_minutes, None);
    }

    #[test]
    fn bad_assignments_are_refused() {
        let ok = |o, c, t, n| AssignmentRules::new(QuizMode::Exam, o, c, t, n, KeysShown::Never, 20);
        assert!(ok(10, 10, None, 1).is_err(), "closes when it opens");
        assert!(ok(10, 5, None, 1).is_err());
        assert!(ok(0, MAX_WINDOW_SECONDS + 1, None, 1).is_err());
        assert!(ok(0, 10, None, 0).is_err());
        assert!(ok(0, 10, None, 11).is_err());
        assert!(ok(0, 10, Some(0), 1).is_err());
        assert!(ok(0, 10, Some(1441), 1).is_err());
        assert!(ok(0, 10, Some(1440), 10).is_ok());
    }

    #[test]
    fn keys_are_shown_as_the_teacher_chose() {
        assert!(rules(QuizMode::Exam, KeysShown::AtOnce).keys_visible(1_500));
        assert!(!rules(QuizMode::Exam, KeysShown::AfterClosing).keys_visible(1_999));
        assert!(rules(QuizMode::Exam, KeysShown::AfterClosing).keys_visible(2_000));
        assert!(!rules(QuizMode::Exam, KeysShown::Never).keys_visible(i64::MAX));
        for k in [KeysShown::AtOnce, KeysShown::AfterClosing, KeysShown::Never] {
            assert_eq!(k.as_str().parse::<KeysShown>(), Ok(k));
        }
    }

    fn short_quiz() -> QuizContent {
        let q = |marks| ShortAnswerQuestion {
            question: "Name the enzyme in saliva.".into(),
            marks,
            marking_scheme: vec![],
            answer: "Amylase".into(),
            explanation: String::new(),
        };
        QuizContent::ShortAnswer {
            sections: vec![Section { title: "A".into(), marks: 5, questions: vec![q(2), q(3)] }],
        }
    }

    fn attempt(user: &str, id: &str, completed_at: Option<i64>, score: u32) -> Attempt {
        Attempt {
            id: id.into(),
            user_id: user.into(),
            quiz_id: "q".into(),
            subject: "Biology".into(),
            subject_id: None,
            topic: "Digestion".into(),
            class_level: "Form 2".into(),
            quiz_type: QuizType::ShortAnswer,
            quiz_mode: QuizMode::Exam,
            status: if completed_at.is_some() { AttemptStatus::Completed } else { AttemptStatus::InProgress },
            score,
            correct_answers: 0,
            total_questions: 2,
            selected_answers: vec![GivenAnswer::One("Amylase".into()), GivenAnswer::Blank],
            remaining_time: None,
            time_taken: 60,
            review: Some(Review {
                total: 3,
                correct_count: 1,
                feedback: String::new(),
                questions: vec![
                    QuestionReview { marks_awarded: 2, feedback: "Right.".into() },
                    QuestionReview { marks_awarded: 1, feedback: "Half.".into() },
                ],
            }),
            created_at: 0,
            updated_at: 0,
            completed_at,
            started_at: 0,
            time_limit: None,
            counting: Counting::Exam,
            save_number: 0,
            assignment_id: Some("as".into()),
        }
    }

    #[test]
    fn the_results_table_takes_each_students_first_submission() {
        let students = vec!["ama".to_string(), "bih".to_string(), "che".to_string()];
        let attempts = vec![
            attempt("ama", "a2", Some(50), 90),
            attempt("ama", "a1", Some(40), 60),
            attempt("bih", "b1", None, 0),
            attempt("zed", "z1", Some(10), 100),
        ];
        let rows = results(&students, &attempts);
        assert_eq!(rows[0].status, ResultStatus::Submitted);
        assert_eq!(rows[0].attempt.unwrap().id, "a1");
        assert_eq!(rows[0].attempts, 2);
        assert_eq!(rows[1].status, ResultStatus::InProgress);
        assert_eq!(rows[2].status, ResultStatus::NotStarted);
        assert_eq!(rows.len(), 3, "a student of another class is not a line");
        assert_eq!(mean_score(&rows), Some(60));
        assert_eq!(mean_score(&rows[1..]), None);
    }

    #[test]
    fn moderation_changes_marks_with_a_reason_and_rescores() {
        let content = short_quiz();
        let a = attempt("ama", "a1", Some(40), 60);
        let edit = |number, marks, comment: &str| MarkEdit { number, marks, comment: comment.into() };
        let m = moderate(&content, &a, &[edit(2, 3, "Names both enzymes.")]).unwrap();
        assert_eq!(m.score, 100);
        assert_eq!(m.review.total, 5);
        assert_eq!(m.correct_answers, 2);
        assert_eq!(m.changes, vec![(2, 1, 3, "Names both enzymes.".to_string())]);
        assert_eq!(m.review.questions[1].feedback, "Half.", "the marker's feedback stays");
        let same = moderate(&content, &a, &[edit(1, 2, "")]).unwrap();
        assert!(same.changes.is_empty(), "a mark left as it was is no change and needs no reason");
        assert_eq!(moderate(&content, &a, &[edit(2, 0, " ")]), Err(ModerationProblem::NoComment(2)));
        assert_eq!(
            moderate(&content, &a, &[edit(2, 4, "x")]),
            Err(ModerationProblem::TooManyMarks { number: 2, max: 3 })
        );
        assert_eq!(moderate(&content, &a, &[edit(3, 1, "x")]), Err(ModerationProblem::NoSuchQuestion(3)));
        assert_eq!(moderate(&content, &a, &[edit(0, 1, "x")]), Err(ModerationProblem::NoSuchQuestion(0)));
        assert_eq!(moderate(&content, &a, &[edit(1, 1, "x"), edit(1, 0, "y")]), Err(ModerationProblem::Repeated(1)));
        assert_eq!(moderate(&content, &a, &[edit(1, 1, &"x".repeat(501))]), Err(ModerationProblem::CommentTooLong));
        let open = attempt("ama", "a3", None, 0);
        assert_eq!(moderate(&content, &open, &[]), Err(ModerationProblem::NotModeratable));
        let mcq = QuizContent::MultipleChoice { questions: vec![] };
        assert_eq!(moderate(&mcq, &a, &[]), Err(ModerationProblem::NotModeratable));
    }

    #[test]
    fn responses_read_marks_and_choices() {
        let content = QuizContent::MultipleChoice {
            questions: vec![
                McqQuestion {
                    question: "2+2".into(),
                    options: vec!["3".into(), "4".into()],
                    answer: AnswerKey::One("4".into()),
                    explanation: String::new(),
                },
                McqQuestion {
                    question: "3+3".into(),
                    options: vec!["6".into(), "7".into()],
                    answer: AnswerKey::One("6".into()),
                    explanation: String::new(),
                },
            ],
        };
        let mut a = attempt("ama", "a1", Some(1), 50);
        a.selected_answers = vec![GivenAnswer::One(" 4 ".into()), GivenAnswer::Blank];
        let r = responses(&content, &a);
        assert_eq!(r[0], Response::chose("4", 1.0));
        assert_eq!(r[1], Response::default());
        assert_eq!(analysed_questions(&content).len(), 2);
        let sa = responses(&short_quiz(), &attempt("ama", "a1", Some(1), 60));
        assert_eq!(sa.iter().map(|r| r.mark).collect::<Vec<_>>(), vec![2.0, 1.0]);
    }

    #[test]
    fn the_weakest_topics_come_first() {
        let scores = [
            ("Biology", "Digestion", 40),
            ("Biology", "Digestion", 51),
            ("Maths", "Fractions", 90),
            ("Maths", "Angles", 30),
        ];
        let weak = weakest_topics(scores, 2);
        assert_eq!(weak.len(), 2);
        assert_eq!((weak[0].topic.as_str(), weak[0].mean_score), ("Angles", 30));
        assert_eq!((weak[1].topic.as_str(), weak[1].mean_score, weak[1].attempts), ("Digestion", 46, 2));
        assert!(weakest_topics([], 3).is_empty());
    }
}
