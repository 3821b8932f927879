//! The report card: per subject, the average of the last 10 non-practice attempts and its
//! grade (80 Excellent, 60 Good, 40 Average, below Poor, none 'Take a quiz').

use serde::{Deserialize, Serialize};

use crate::stats::AttemptFact;

/// How many recent attempts a grade or an average looks at.
pub const RECENT_ATTEMPTS: usize = 10;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Grade {
    Excellent,
    Good,
    Average,
    Poor,
    #[serde(rename = "Take a quiz")]
    TakeAQuiz,
}

impl Grade {
    pub fn label(self) -> &'static str {
        match self {
            Grade::Excellent => "Excellent",
            Grade::Good => "Good",
            Grade::Average => "Average",
            Grade::Poor => "Poor",
            Grade::TakeAQuiz => "Take a quiz",
        }
    }
}

/// The lowest averages of the grades Excellent, Good and Average (below: Poor).
pub const GRADE_EXCELLENT_FROM: u32 = 80;
pub const GRADE_GOOD_FROM: u32 = 60;
pub const GRADE_AVERAGE_FROM: u32 = 40;

pub fn grade_for(average: Option<u32>) -> Grade {
    match average {
        None => Grade::TakeAQuiz,
        Some(a) if a >= GRADE_EXCELLENT_FROM => Grade::Excellent,
        Some(a) if a >= GRADE_GOOD_FROM => Grade::Good,
        Some(a) if a >= GRADE_AVERAGE_FROM => Grade::Average,
        Some(_) => Grade::Poor,
    }
}

/// The rounded mean of the most recent `RECENT_ATTEMPTS` scores (`facts` newest first).
pub fn recent_average<'a>(facts: impl IntoIterator<Item = &'a AttemptFact>) -> Option<u32> {
    let scores: Vec<u32> = facts.into_iter().take(RECENT_ATTEMPTS).map(|f| f.score).collect();
    crate::stats::mean_of(&scores)
}

/// One row of the subject performance table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SubjectPerformance {
    pub subject: String,
    /// Completed exam attempts in the subject, all time.
    pub attempts: u32,
    pub average: Option<u32>,
    pub grade: Grade,
}

/// The subject table from a student's completed attempts (any order; practice is left out).
/// Subjects the student studies but never attempted appear with 'Take a quiz'.
pub fn subject_performance(facts: &[AttemptFact], studied_subjects: &[String]) -> Vec<SubjectPerformance> {
    let exam = crate::stats::exam_newest_first(facts);
    let mut subjects: Vec<String> = Vec::new();
    for name in studied_subjects.iter().map(String::as_str).chain(exam.iter().map(|f| f.subject.as_str())) {
        if !subjects.iter().any(|s| s.eq_ignore_ascii_case(name)) {
            subjects.push(name.to_string());
        }
    }
    subjects
        .into_iter()
        .map(|subject| {
            let mine: Vec<&AttemptFact> =
                exam.iter().copied().filter(|f| f.subject.eq_ignore_ascii_case(&subject)).collect();
            let average = recent_average(mine.iter().copied());
            SubjectPerformance { subject, attempts: mine.len() as u32, average, grade: grade_for(average) }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::attempt::QuizMode;

    fn fact(subject: &str, score: u32, mode: QuizMode, at: i64) -> AttemptFact {
        AttemptFact { subject: subject.into(), score, mode, completed_at: at }
    }

    #[test]
    fn grades_at_their_boundaries() {
        let cases = [
            (None, "Take a quiz"),
            (Some(100), "Excellent"),
            (Some(80), "Excellent"),
            (Some(79), "Good"),
            (Some(60), "Good"),
            (Some(59), "Average"),
            (Some(40), "Average"),
            (Some(39), "Poor"),
            (Some(0), "Poor"),
        ];
        for (average, label) in cases {
            assert_eq!(grade_for(average).label(), label, "{average:?}");
        }
    }

    #[test]
    fn only_the_last_ten_exam_attempts_count() {
        let mut facts: Vec<AttemptFact> = (0..10).map(|i| fact("Maths", 90, QuizMode::Exam, 100 + i)).collect();
        facts.push(fact("Maths", 0, QuizMode::Exam, 1)); // older than the ten: ignored
        facts.push(fact("Maths", 0, QuizMode::Practice, 500)); // practice: ignored
        let rows = subject_performance(&facts, &[]);
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].attempts, 11);
        assert_eq!(rows[0].average, Some(90));
        assert_eq!(rows[0].grade, Grade::Excellent);
    }

    #[test]
    fn studied_subjects_without_attempts_say_take_a_quiz() {
        let facts = vec![fact("Biology", 45, QuizMode::Exam, 1), fact("biology", 50, QuizMode::Exam, 2)];
        let rows = subject_performance(&facts, &["Mathematics".into(), "Biology".into()]);
        assert_eq!(rows[0].subject, "Mathematics");
        assert_eq!(rows[0].grade, Grade::TakeAQuiz);
        assert_eq!(rows[1].average, Some(48));
        assert_eq!(rows[1].grade, Grade::Average);
    }
}
