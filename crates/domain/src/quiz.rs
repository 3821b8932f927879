//! Quizzes: their types, their questions (multiple choice, and short answer in sections with
//! marking schemes), and the checks every generated quiz passes before it is stored.

use std::collections::HashSet;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::class_level::ClassLevel;
use crate::{DomainError, Timestamp};

/// The two kinds of quiz. Quizzes call them `multiple-choice-questions` and `short-answer`;
/// attempts call them `mcq` and `short-answer` (also written `saq`). Both spellings parse.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum QuizType {
    MultipleChoice,
    ShortAnswer,
}

impl QuizType {
    /// How a quiz names its type.
    pub fn as_quiz_str(self) -> &'static str {
        match self {
            QuizType::MultipleChoice => "multiple-choice-questions",
            QuizType::ShortAnswer => "short-answer",
        }
    }

    /// How an attempt names its type.
    pub fn as_attempt_str(self) -> &'static str {
        match self {
            QuizType::MultipleChoice => "mcq",
            QuizType::ShortAnswer => "short-answer",
        }
    }

    /// The label on past-attempt cards.
    pub fn label(self) -> &'static str {
        match self {
            QuizType::MultipleChoice => "Multiple Choice Questions",
            QuizType::ShortAnswer => "Short Answer Quiz",
        }
    }
}

impl FromStr for QuizType {
    type Err = DomainError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "multiple-choice-questions" | "multiple-choice" | "mcq" => Ok(QuizType::MultipleChoice),
            "short-answer" | "saq" | "short-answer-quiz" => Ok(QuizType::ShortAnswer),
            _ => Err(DomainError::UnknownQuizType(s.trim().to_string())),
        }
    }
}

impl TryFrom<String> for QuizType {
    type Error = DomainError;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse()
    }
}

impl From<QuizType> for String {
    fn from(t: QuizType) -> Self {
        t.as_quiz_str().to_string()
    }
}

impl fmt::Display for QuizType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_quiz_str())
    }
}

/// How hard the generator should make a quiz. Normal is the default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Difficulty {
    Easy,
    #[default]
    Normal,
    Hard,
}

impl Difficulty {
    pub fn as_str(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Normal => "normal",
            Difficulty::Hard => "hard",
        }
    }
}

impl FromStr for Difficulty {
    type Err = DomainError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "easy" => Ok(Difficulty::Easy),
            "normal" | "medium" | "" => Ok(Difficulty::Normal),
            "hard" => Ok(Difficulty::Hard),
            _ => Err(DomainError::UnknownDifficulty(s.trim().to_string())),
        }
    }
}

/// Where a quiz came from, set by the server: an admin's create-quiz form, the weekly job, a
/// student's own request to the server's generator at quiz start, or a quiz (questions and
/// key) a client supplied itself in saveAttempt's `quizData`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum QuizSource {
    Manual,
    Weekly,
    Student,
    Supplied,
}

impl QuizSource {
    pub fn as_str(self) -> &'static str {
        match self {
            QuizSource::Manual => "manual",
            QuizSource::Weekly => "weekly",
            QuizSource::Student => "student",
            QuizSource::Supplied => "supplied",
        }
    }

    /// Whether the server itself made or a member of staff published the quiz, so that its key
    /// can be trusted for what counts. A supplied quiz may be taken, never counted.
    pub fn is_trusted(self) -> bool {
        self != QuizSource::Supplied
    }
}

impl FromStr for QuizSource {
    type Err = DomainError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "manual" => Ok(QuizSource::Manual),
            "weekly" => Ok(QuizSource::Weekly),
            "student" => Ok(QuizSource::Student),
            "supplied" => Ok(QuizSource::Supplied),
            other => Err(DomainError::InvalidQuiz(format!("unknown source {other}"))),
        }
    }
}

/// The correct answer of a multiple-choice question: one option, or a set of options for
/// multi-answer questions.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum AnswerKey {
    One(String),
    Many(Vec<String>),
}

/// A multiple-choice question. The key may arrive under `answer`, `correctAnswer`,
/// `correct` or `correct_answer` (spec section 3); it is stored as `answer`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct McqQuestion {
    pub question: String,
    pub options: Vec<String>,
    #[serde(alias = "correctAnswer", alias = "correct", alias = "correct_answer")]
    pub answer: AnswerKey,
    #[serde(default)]
    pub explanation: String,
}

impl McqQuestion {
    /// Its key is several options: the student picks all that apply. A student may be told
    /// this before answering (it is how the question is asked), never which options they are.
    pub fn takes_several(&self) -> bool {
        matches!(self.answer, AnswerKey::Many(_))
    }
}

/// One point of a marking scheme, worth some marks, with the phrasings that earn it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MarkingPoint {
    pub point: String,
    #[serde(default = "one")]
    pub marks: u32,
    /// Other ways of saying the point that earn it too (synonyms, equivalent phrasings).
    #[serde(default)]
    pub accept: Vec<String>,
}

fn one() -> u32 {
    1
}

/// A short-answer question. Marks default to 1 (spec section 9).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ShortAnswerQuestion {
    pub question: String,
    #[serde(default = "one")]
    pub marks: u32,
    #[serde(default)]
    pub marking_scheme: Vec<MarkingPoint>,
    /// A model answer, shown after marking.
    #[serde(default)]
    pub answer: String,
    #[serde(default)]
    pub explanation: String,
}

/// A section of a short-answer quiz. Its marks are the sum of its questions' marks.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Section {
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub marks: u32,
    pub questions: Vec<ShortAnswerQuestion>,
}

/// The questions of a quiz, with their key.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum QuizContent {
    MultipleChoice { questions: Vec<McqQuestion> },
    ShortAnswer { sections: Vec<Section> },
}

impl QuizContent {
    pub fn quiz_type(&self) -> QuizType {
        match self {
            QuizContent::MultipleChoice { .. } => QuizType::MultipleChoice,
            QuizContent::ShortAnswer { .. } => QuizType::ShortAnswer,
        }
    }

    /// How many answers an attempt holds: one per question (short-answer questions are
    /// counted across sections, in order).
    pub fn question_count(&self) -> usize {
        match self {
            QuizContent::MultipleChoice { questions } => questions.len(),
            QuizContent::ShortAnswer { sections } => sections.iter().map(|s| s.questions.len()).sum(),
        }
    }

    /// Total marks: the number of questions for MCQ, the sum of question marks for short answer.
    pub fn total_marks(&self) -> u32 {
        match self {
            QuizContent::MultipleChoice { questions } => questions.len() as u32,
            QuizContent::ShortAnswer { sections } => sections.iter().flat_map(|s| &s.questions).map(|q| q.marks).sum(),
        }
    }

    /// Short-answer questions in answer order, flattened across sections.
    pub fn short_answer_questions(&self) -> Vec<&ShortAnswerQuestion> {
        match self {
            QuizContent::MultipleChoice { .. } => Vec::new(),
            QuizContent::ShortAnswer { sections } => sections.iter().flat_map(|s| &s.questions).collect(),
        }
    }

    /// Sets every section's marks to the sum of its questions' (generators often get it wrong).
    pub fn with_section_totals(mut self) -> Self {
        if let QuizContent::ShortAnswer { sections } = &mut self {
            for section in sections {
                // Saturating: marks come from clients and generators, and are checked after this.
                section.marks = section.questions.iter().fold(0u32, |sum, q| sum.saturating_add(q.marks));
            }
        }
        self
    }
}

/// Who asked for the quiz, as the spec's generatorParams.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct GeneratorParams {
    pub subject: String,
    pub topic: String,
    pub class_name: String,
}

/// A stored quiz.
#[derive(Debug, Clone, PartialEq)]
pub struct Quiz {
    pub id: String,
    pub title: String,
    pub description: String,
    pub subject: String,
    pub subject_id: Option<String>,
    pub topic: String,
    pub class_level: ClassLevel,
    pub quiz_type: QuizType,
    pub difficulty: Difficulty,
    pub source: QuizSource,
    /// Minutes (the spec's estimateTime); an MCQ's time limit is this times 60 seconds.
    pub estimate_time: u32,
    pub pass_points: u32,
    pub marks: u32,
    pub image: Option<String>,
    pub content: QuizContent,
    pub created_by: Option<String>,
    /// For weekly quizzes, the ISO week they belong to (e.g. "2026-W47").
    pub week: Option<String>,
    pub created_at: Timestamp,
    /// When staff retired it: students have taken it, so it stays for their attempts, but no
    /// list offers it and no new attempt starts on it.
    pub retired_at: Option<Timestamp>,
}

/// Pass points and marks default to 15 (spec section 9).
pub const DEFAULT_PASS_POINTS: u32 = 15;
pub const DEFAULT_MARKS: u32 = 15;
/// Bounds on what any generator may hand us, so a runaway model cannot store a novel.
pub const MAX_QUESTIONS: usize = 100;
pub const MAX_TEXT: usize = 2_000;
/// The most marks a short-answer question, or one point of its marking scheme, may carry.
pub const MAX_MARKS: u32 = 100;

/// Checks a quiz from any generator before it is stored: questions exist and are distinct;
/// each MCQ has 2 or more distinct options, exactly one correct answer among them (or a set
/// of them for multi-answer questions) and an explanation; each short-answer question has
/// marks and a marking scheme, and each section's marks add up.
pub fn validate_content(content: &QuizContent) -> Result<(), DomainError> {
    let invalid = |msg: String| Err(DomainError::InvalidQuiz(msg));
    let count = content.question_count();
    if count == 0 {
        return invalid("it has no questions".into());
    }
    if count > MAX_QUESTIONS {
        return invalid(format!("it has more than {MAX_QUESTIONS} questions"));
    }
    let mut seen = HashSet::new();
    match content {
        QuizContent::MultipleChoice { questions } => {
            for (i, q) in questions.iter().enumerate() {
                let n = i + 1;
                check_text(n, &q.question)?;
                if !seen.insert(normalise(&q.question)) {
                    return invalid(format!("question {n} repeats an earlier question"));
                }
                if q.options.len() < 2 {
                    return invalid(format!("question {n} has fewer than 2 options"));
                }
                // Options compare like answers do: trimmed, case kept ("which is written
                // correctly?" may offer options that differ only in capitals).
                let mut options = HashSet::new();
                for option in &q.options {
                    if option.trim().is_empty() || option.len() > MAX_TEXT {
                        return invalid(format!("question {n} has a blank or overlong option"));
                    }
                    if !options.insert(option.split_whitespace().collect::<Vec<_>>().join(" ")) {
                        return invalid(format!("question {n} repeats an option"));
                    }
                }
                let lowered: HashSet<String> = q.options.iter().map(|o| normalise(o)).collect();
                let key_ok = match &q.answer {
                    AnswerKey::One(a) => q.options.iter().filter(|o| o.trim() == a.trim()).count() == 1,
                    AnswerKey::Many(answers) => {
                        !answers.is_empty()
                            && answers.iter().all(|a| lowered.contains(&normalise(a)))
                            && answers.iter().map(|a| normalise(a)).collect::<HashSet<_>>().len() == answers.len()
                    }
                };
                if !key_ok {
                    return invalid(format!("question {n}'s answer is not exactly one of its options"));
                }
                if q.explanation.trim().is_empty() {
                    return invalid(format!("question {n} has no explanation"));
                }
            }
        }
        QuizContent::ShortAnswer { sections } => {
            let mut n = 0;
            for section in sections {
                if section.questions.is_empty() {
                    return invalid("a section has no questions".into());
                }
                for q in &section.questions {
                    n += 1;
                    check_text(n, &q.question)?;
                    if !seen.insert(normalise(&q.question)) {
                        return invalid(format!("question {n} repeats an earlier question"));
                    }
                    if q.marks == 0 || q.marks > MAX_MARKS {
                        return invalid(format!("question {n} has no marks"));
                    }
                    if q.marking_scheme.iter().any(|p| p.marks > MAX_MARKS) {
                        return invalid(format!("question {n} has a marking point worth more than {MAX_MARKS} marks"));
                    }
                    if q.marking_scheme.is_empty() || q.marking_scheme.iter().any(|p| p.point.trim().is_empty()) {
                        return invalid(format!("question {n} has no marking scheme"));
                    }
                    // A stored scheme is marked on every submission: it stays within what
                    // one marking may read.
                    if let Err(e) = crate::limits::check_scheme(&q.marking_scheme) {
                        return invalid(format!("question {n}: {e}"));
                    }
                }
                let sum: u32 = section.questions.iter().map(|q| q.marks).sum();
                if section.marks != sum {
                    return invalid(format!(
                        "a section's marks ({}) do not add up to its questions' ({sum})",
                        section.marks
                    ));
                }
            }
        }
    }
    Ok(())
}

fn check_text(n: usize, text: &str) -> Result<(), DomainError> {
    if text.trim().is_empty() {
        return Err(DomainError::InvalidQuiz(format!("question {n} is blank")));
    }
    if text.len() > MAX_TEXT {
        return Err(DomainError::InvalidQuiz(format!("question {n} is too long")));
    }
    Ok(())
}

/// Questions in a quiz when the request does not say.
pub const DEFAULT_MCQ_QUESTIONS: usize = 10;
pub const DEFAULT_SHORT_ANSWER_QUESTIONS: usize = 5;

pub fn default_question_count(quiz_type: QuizType) -> usize {
    match quiz_type {
        QuizType::MultipleChoice => DEFAULT_MCQ_QUESTIONS,
        QuizType::ShortAnswer => DEFAULT_SHORT_ANSWER_QUESTIONS,
    }
}

/// A quiz's title when its maker gives none: "Fractions: Multiple Choice Questions".
pub fn default_title(topic: &str, quiz_type: QuizType) -> String {
    format!("{}: {}", topic.trim(), quiz_type.label())
}

/// A quiz's description when its maker gives none.
pub fn default_description(difficulty: Difficulty, subject: &str, topic: &str, class_level: ClassLevel) -> String {
    format!("A {} {} quiz on {} for {} students.", difficulty.as_str(), subject.trim(), topic.trim(), class_level)
}

/// About how long a student needs: a minute and a half per MCQ question, two minutes a mark.
pub fn default_minutes(content: &QuizContent) -> u32 {
    match content {
        QuizContent::MultipleChoice { questions } => ((questions.len() as u32 * 3).div_ceil(2)).max(5),
        QuizContent::ShortAnswer { .. } => (content.total_marks() * 2).max(5),
    }
}

/// Trimmed, lower-cased, inner white space folded: how we decide two texts are "the same".
pub fn normalise(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mcq(question: &str, options: &[&str], answer: &str) -> McqQuestion {
        McqQuestion {
            question: question.into(),
            options: options.iter().map(|s| s.to_string()).collect(),
            answer: AnswerKey::One(answer.into()),
            explanation: "Because.".into(),
        }
    }

    fn saq(marks: u32) -> ShortAnswerQuestion {
        ShortAnswerQuestion {
            question: format!("Question worth {marks}"),
            marks,
            marking_scheme: vec![MarkingPoint { point: "a point".into(), marks, accept: vec![] }],
            answer: String::new(),
            explanation: String::new(),
        }
    }

    #[test]
    fn the_key_is_read_under_any_of_its_four_names() {
        for key in ["answer", "correctAnswer", "correct", "correct_answer"] {
            let json = format!(r#"{{"question":"2+2?","options":["3","4"],"{key}":"4"}}"#);
            let q: McqQuestion = serde_json::from_str(&json).unwrap();
            assert_eq!(q.answer, AnswerKey::One("4".into()), "{key}");
        }
        let q: McqQuestion =
            serde_json::from_str(r#"{"question":"Primes?","options":["2","3","4"],"answer":["2","3"]}"#).unwrap();
        assert_eq!(q.answer, AnswerKey::Many(vec!["2".into(), "3".into()]));
    }

    #[test]
    fn quiz_types_parse_both_spellings() {
        for (s, t) in [
            ("multiple-choice-questions", QuizType::MultipleChoice),
            ("mcq", QuizType::MultipleChoice),
            ("short-answer", QuizType::ShortAnswer),
            ("saq", QuizType::ShortAnswer),
            ("SAQ", QuizType::ShortAnswer),
        ] {
            assert_eq!(s.parse::<QuizType>(), Ok(t));
        }
        assert!("essay".parse::<QuizType>().is_err());
        assert_eq!("".parse::<Difficulty>(), Ok(Difficulty::Normal));
        assert!("extreme".parse::<Difficulty>().is_err());
    }

    #[test]
    fn a_sound_mcq_quiz_passes() {
        let content = QuizContent::MultipleChoice {
            questions: vec![mcq("2+2?", &["3", "4", "5"], "4"), mcq("3+3?", &["6", "7"], " 6 ")],
        };
        assert_eq!(validate_content(&content), Ok(()));
        assert_eq!(content.total_marks(), 2);
    }

    #[test]
    fn mcq_defects_are_caught() {
        let cases: Vec<(McqQuestion, &str)> = vec![
            (mcq("2+2?", &["4", "4 "], "4"), "repeats an option"),
            (mcq("2+2?", &["3", "5"], "4"), "not exactly one"),
            (mcq("2+2?", &["4"], "4"), "fewer than 2"),
            (mcq("  ", &["3", "4"], "4"), "blank"),
            (mcq("2+2?", &["3", ""], "3"), "blank or overlong option"),
            (McqQuestion { explanation: " ".into(), ..mcq("2+2?", &["3", "4"], "4") }, "no explanation"),
        ];
        for (q, expected) in cases {
            let err = validate_content(&QuizContent::MultipleChoice { questions: vec![q] }).unwrap_err();
            assert!(err.to_string().contains(expected), "{err} should mention {expected}");
        }
    }

    #[test]
    fn options_may_differ_only_in_capitals() {
        let q = mcq("Which is written correctly?", &["I live in Buea.", "i live in buea."], "I live in Buea.");
        assert_eq!(validate_content(&QuizContent::MultipleChoice { questions: vec![q] }), Ok(()));
    }

    #[test]
    fn duplicate_questions_and_empty_quizzes_are_refused() {
        let dup = QuizContent::MultipleChoice {
            questions: vec![mcq("2+2?", &["3", "4"], "4"), mcq(" 2+2? ", &["4", "5"], "4")],
        };
        assert!(validate_content(&dup).unwrap_err().to_string().contains("repeats an earlier"));
        let empty = QuizContent::MultipleChoice { questions: vec![] };
        assert!(validate_content(&empty).is_err());
    }

    #[test]
    fn multi_answer_keys_must_be_options() {
        let mut q = mcq("Primes?", &["2", "3", "4"], "2");
        q.answer = AnswerKey::Many(vec!["2".into(), "3".into()]);
        assert!(validate_content(&QuizContent::MultipleChoice { questions: vec![q.clone()] }).is_ok());
        q.answer = AnswerKey::Many(vec!["2".into(), "9".into()]);
        assert!(validate_content(&QuizContent::MultipleChoice { questions: vec![q] }).is_err());
    }

    #[test]
    fn a_question_takes_several_options_when_its_key_is_several() {
        let mut q = mcq("Primes?", &["2", "3", "4"], "2");
        assert!(!q.takes_several());
        q.answer = AnswerKey::Many(vec!["2".into(), "3".into()]);
        assert!(q.takes_several());
    }

    #[test]
    fn short_answer_sections_must_add_up() {
        let good = QuizContent::ShortAnswer {
            sections: vec![Section { title: "A".into(), marks: 5, questions: vec![saq(2), saq(3)] }],
        };
        assert_eq!(validate_content(&good), Ok(()));
        assert_eq!(good.total_marks(), 5);
        let bad = QuizContent::ShortAnswer {
            sections: vec![Section { title: "A".into(), marks: 4, questions: vec![saq(2), saq(3)] }],
        };
        assert!(validate_content(&bad).unwrap_err().to_string().contains("do not add up"));
        assert_eq!(bad.with_section_totals(), good);
    }

    #[test]
    fn outsized_marks_are_refused_without_overflowing() {
        let huge = |marks: u32, point_marks: u32| ShortAnswerQuestion {
            marking_scheme: vec![MarkingPoint { point: "a point".into(), marks: point_marks, accept: vec![] }],
            ..saq(marks)
        };
        let mut second = huge(u32::MAX, 1);
        second.question = "Another question".into();
        let content = QuizContent::ShortAnswer {
            sections: vec![Section { title: "A".into(), marks: 0, questions: vec![huge(u32::MAX, 1), second] }],
        }
        .with_section_totals();
        assert!(validate_content(&content).unwrap_err().to_string().contains("has no marks"));
        let content = QuizContent::ShortAnswer {
            sections: vec![Section { title: "A".into(), marks: 5, questions: vec![huge(5, u32::MAX)] }],
        };
        assert!(validate_content(&content).unwrap_err().to_string().contains("worth more than 100 marks"));
    }

    #[test]
    fn short_answer_marks_default_to_one() {
        let q: ShortAnswerQuestion =
            serde_json::from_str(r#"{"question":"Define osmosis.","markingScheme":[{"point":"movement of water"}]}"#)
                .unwrap();
        assert_eq!(q.marks, 1);
        assert_eq!(q.marking_scheme[0].marks, 1);
    }

    #[test]
    fn content_deserializes_by_shape() {
        let m: QuizContent =
            serde_json::from_str(r#"{"questions":[{"question":"q","options":["a","b"],"answer":"a"}]}"#).unwrap();
        assert_eq!(m.quiz_type(), QuizType::MultipleChoice);
        let s: QuizContent = serde_json::from_str(r#"{"sections":[{"questions":[{"question":"q"}]}]}"#).unwrap();
        assert_eq!(s.quiz_type(), QuizType::ShortAnswer);
        assert_eq!(s.question_count(), 1);
    }
}
