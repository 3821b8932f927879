//! The school's question bank: questions a school owns, writes, imports and exports, placed
//! in the catalogue (subject, class level, topic) and drawn into quizzes.
//!
//! A question is versioned: an edit makes a new version and keeps the old one. Quizzes copy
//! the questions they hold, so no edit ever changes a quiz already made, nor an attempt taken
//! or in progress on it; its review still shows what the student saw.
//!
//! Two questions are the same question when they are of the same kind, on the same subject,
//! class level and topic, and read the same once case and spacing are folded
//! ([`fingerprint`]): an import of a file already imported creates nothing.

use std::collections::HashSet;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::Timestamp;
use crate::class_level::ClassLevel;
use crate::error::DomainError;
use crate::limits;
use crate::quiz::{
    AnswerKey, Difficulty, MAX_MARKS, MAX_TEXT, McqQuestion, QuizContent, QuizType, Section, ShortAnswerQuestion,
    normalise, validate_content,
};

/// The most options one multiple-choice question offers.
pub const MAX_OPTIONS: usize = 10;
/// The most marks one bank question carries (a multiple-choice question carries 1).
pub const MAX_QUESTION_MARKS: u32 = 20;
/// The options of a true/false question, in the question's language.
pub const TRUE_FALSE: [&str; 2] = ["True", "False"];
pub const VRAI_FAUX: [&str; 2] = ["Vrai", "Faux"];

/// A question's content: a multiple-choice question (one answer, several answers, or
/// true/false) or a short answer marked against its scheme.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "camelCase")]
pub enum Question {
    MultipleChoice(McqQuestion),
    ShortAnswer(ShortAnswerQuestion),
}

/// What kind of question it is, as the bank's filter and the editor name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum QuestionKind {
    /// Multiple choice with one answer.
    SingleChoice,
    /// Multiple choice with several answers.
    MultipleAnswers,
    TrueFalse,
    ShortAnswer,
}

impl QuestionKind {
    pub const ALL: [QuestionKind; 4] =
        [QuestionKind::SingleChoice, QuestionKind::MultipleAnswers, QuestionKind::TrueFalse, QuestionKind::ShortAnswer];

    pub fn as_str(self) -> &'static str {
        match self {
            QuestionKind::SingleChoice => "singleChoice",
            QuestionKind::MultipleAnswers => "multipleAnswers",
            QuestionKind::TrueFalse => "trueFalse",
            QuestionKind::ShortAnswer => "shortAnswer",
        }
    }

    /// The quiz type a question of this kind goes into.
    pub fn quiz_type(self) -> QuizType {
        match self {
            QuestionKind::ShortAnswer => QuizType::ShortAnswer,
            _ => QuizType::MultipleChoice,
        }
    }
}

impl Question {
    pub fn text(&self) -> &str {
        match self {
            Question::MultipleChoice(q) => &q.question,
            Question::ShortAnswer(q) => &q.question,
        }
    }

    pub fn kind(&self) -> QuestionKind {
        match self {
            Question::ShortAnswer(_) => QuestionKind::ShortAnswer,
            Question::MultipleChoice(q) => match &q.answer {
                AnswerKey::Many(_) => QuestionKind::MultipleAnswers,
                AnswerKey::One(_) if is_true_false(&q.options) => QuestionKind::TrueFalse,
                AnswerKey::One(_) => QuestionKind::SingleChoice,
            },
        }
    }

    /// The marks the question is worth: a multiple-choice question 1, a short answer its own.
    pub fn marks(&self) -> u32 {
        match self {
            Question::MultipleChoice(_) => 1,
            Question::ShortAnswer(q) => q.marks,
        }
    }
}

fn is_true_false(options: &[String]) -> bool {
    let folded: Vec<String> = options.iter().map(|o| normalise(o)).collect();
    [TRUE_FALSE, VRAI_FAUX].iter().any(|pair| folded == pair.map(|o| o.to_lowercase()))
}

/// Where a question is in its life: only published questions go into quizzes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum QuestionStatus {
    #[default]
    Draft,
    Published,
    Retired,
}

/// Where a question came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum QuestionSource {
    /// The bank shipped with Sabi.
    Seeded,
    /// Made by a generation service (kept as a draft until someone publishes it).
    Generated,
    /// Written in Sabi's editor.
    Written,
    /// Read from a file.
    Imported,
}

/// The language a question is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    #[default]
    En,
    Fr,
}

/// `as_str` and `FromStr` for the bank's small enums, as they are stored and sent.
macro_rules! named {
    ($ty:ident, $what:literal, $($variant:ident => $name:literal),+ $(,)?) => {
        impl $ty {
            pub const fn as_str(self) -> &'static str {
                match self { $($ty::$variant => $name),+ }
            }
        }
        impl FromStr for $ty {
            type Err = DomainError;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                match s.trim().to_ascii_lowercase().as_str() {
                    $($name => Ok($ty::$variant),)+
                    other => Err(DomainError::InvalidInput(format!(
                        concat!("unknown ", $what, " \"{}\": use {}"),
                        other,
                        [$($name),+].join(", ")
                    ))),
                }
            }
        }
        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

named!(QuestionStatus, "status", Draft => "draft", Published => "published", Retired => "retired");
named!(QuestionSource, "source", Seeded => "seeded", Generated => "generated", Written => "written", Imported => "imported");
named!(Language, "language", En => "en", Fr => "fr");

impl FromStr for QuestionKind {
    type Err = DomainError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        QuestionKind::ALL.into_iter().find(|k| k.as_str().eq_ignore_ascii_case(s.trim())).ok_or_else(|| {
            DomainError::InvalidInput(format!(
                "unknown question type \"{}\": use {}",
                s.trim(),
                QuestionKind::ALL.map(QuestionKind::as_str).join(", ")
            ))
        })
    }
}

impl fmt::Display for QuestionKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Language {
    /// The language of a subject's questions: French for French Language and the subjects
    /// named in French, English otherwise (Cameroon's anglophone subsystem).
    pub fn of_subject(subject: &str) -> Language {
        let subject = normalise(subject);
        if subject.starts_with("french") || subject.starts_with("français") || subject.starts_with("francais") {
            Language::Fr
        } else {
            Language::En
        }
    }
}

/// Where a question sits in the catalogue.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Placement {
    pub subject: String,
    pub class_level: ClassLevel,
    pub topic: String,
}

/// A question of the bank, at its current version.
#[derive(Debug, Clone, PartialEq)]
pub struct BankQuestion {
    pub id: String,
    /// 1 when written; each edit adds one.
    pub version: u32,
    pub placement: Placement,
    pub difficulty: Difficulty,
    pub language: Language,
    pub source: QuestionSource,
    pub status: QuestionStatus,
    /// Who wrote or imported it (none for the shipped bank and generated questions).
    pub author_id: Option<String>,
    /// Its name in the file it came from (GIFT's `::name::`, the shipped bank's code).
    pub name: Option<String>,
    /// See [`fingerprint`]; kept so the store can refuse a second copy.
    pub fingerprint: String,
    pub question: Question,
    pub created_at: Timestamp,
    pub updated_at: Timestamp,
}

impl BankQuestion {
    pub fn kind(&self) -> QuestionKind {
        self.question.kind()
    }
}

/// One kept version of a question: what it was from `changed_at` until the next.
#[derive(Debug, Clone, PartialEq)]
pub struct QuestionVersion {
    pub version: u32,
    pub placement: Placement,
    pub question: Question,
    pub changed_by: Option<String>,
    pub changed_at: Timestamp,
}

/// What makes two questions the same: kind, subject, class level, topic and text, with case
/// and spacing folded.
pub fn fingerprint(placement: &Placement, question: &Question) -> String {
    format!(
        "{}|{}|{}|{}|{}",
        question.kind().as_str(),
        normalise(&placement.subject),
        placement.class_level.as_str(),
        normalise(&placement.topic),
        normalise(question.text())
    )
}

/// Why a question cannot be saved, in words a teacher reads in the editor.
#[derive(Debug, Clone, PartialEq, Eq, Error, Serialize)]
#[serde(tag = "problem", rename_all = "camelCase")]
pub enum QuestionProblem {
    #[error("The question has no text.")]
    NoText,
    #[error("The question is longer than {limit} characters.")]
    TextTooLong { limit: usize },
    #[error("A multiple-choice question needs at least 2 options.")]
    TooFewOptions,
    #[error("A question offers at most {limit} options.")]
    TooManyOptions { limit: usize },
    #[error("Option {number} is blank.")]
    BlankOption { number: usize },
    #[error("Option {number} is longer than {limit} characters.")]
    OptionTooLong { number: usize, limit: usize },
    #[error("The option \"{option}\" is repeated.")]
    RepeatedOption { option: String },
    #[error("No answer is marked as the key.")]
    NoKey,
    #[error("The key \"{key}\" is not among the options.")]
    KeyNotAmongOptions { key: String },
    #[error("A question with one answer has exactly one key.")]
    SeveralKeys,
    #[error("The explanation is longer than {limit} characters.")]
    ExplanationTooLong { limit: usize },
    #[error("Marks must be from 1 to {limit}.")]
    MarksOutOfRange { limit: u32 },
    #[error("A short-answer question needs at least one marking point.")]
    NoMarkingScheme,
    #[error("Marking point {number} is blank.")]
    BlankMarkingPoint { number: usize },
    #[error("Marking point {number} is worth {marks} marks; a point is worth 1 to {limit}.")]
    PointMarksOutOfRange { number: usize, marks: u32, limit: u32 },
    #[error("The marking points add up to {points}, more than the question's {marks} marks.")]
    PointsExceedMarks { points: u32, marks: u32 },
    #[error("The model answer is longer than {limit} characters.")]
    ModelAnswerTooLong { limit: usize },
    #[error("{reason}")]
    Scheme { reason: String },
    #[error("The subject, class level and topic are all needed.")]
    NoPlacement,
}

/// Everything wrong with a question, in the order the editor shows its fields; empty when it
/// may be saved. A question that passes also passes the quiz checks every stored quiz passes.
pub fn problems(placement: &Placement, question: &Question) -> Vec<QuestionProblem> {
    let mut found = Vec::new();
    if placement.subject.trim().is_empty() || placement.topic.trim().is_empty() {
        found.push(QuestionProblem::NoPlacement);
    }
    let text = question.text();
    if text.trim().is_empty() {
        found.push(QuestionProblem::NoText);
    } else if text.len() > MAX_TEXT {
        found.push(QuestionProblem::TextTooLong { limit: MAX_TEXT });
    }
    match question {
        Question::MultipleChoice(q) => multiple_choice_problems(q, &mut found),
        Question::ShortAnswer(q) => short_answer_problems(q, &mut found),
    }
    // Saved questions are explained (by their key, or their model answer) when they have no
    // explanation of their own, so that is what the quiz checks read.
    if found.is_empty()
        && let Err(e) = validate_content(&alone(explained(question.clone())))
    {
        // A rule of the quiz checks this list does not name yet: never store what a quiz
        // would refuse.
        found.push(QuestionProblem::Scheme { reason: e.to_string() });
    }
    found
}

fn multiple_choice_problems(q: &McqQuestion, found: &mut Vec<QuestionProblem>) {
    if q.options.len() < 2 {
        found.push(QuestionProblem::TooFewOptions);
    }
    if q.options.len() > MAX_OPTIONS {
        found.push(QuestionProblem::TooManyOptions { limit: MAX_OPTIONS });
    }
    let mut seen = HashSet::new();
    for (i, option) in q.options.iter().enumerate() {
        if option.trim().is_empty() {
            found.push(QuestionProblem::BlankOption { number: i + 1 });
        } else if option.len() > MAX_TEXT {
            found.push(QuestionProblem::OptionTooLong { number: i + 1, limit: MAX_TEXT });
        } else if !seen.insert(option.split_whitespace().collect::<Vec<_>>().join(" ")) {
            found.push(QuestionProblem::RepeatedOption { option: option.trim().to_string() });
        }
    }
    let keys: Vec<&String> = match &q.answer {
        AnswerKey::One(k) => vec![k],
        AnswerKey::Many(ks) => ks.iter().collect(),
    };
    let keys: Vec<&String> = keys.into_iter().filter(|k| !k.trim().is_empty()).collect();
    if keys.is_empty() {
        found.push(QuestionProblem::NoKey);
    }
    for key in keys {
        if !q.options.iter().any(|o| o.trim() == key.trim()) {
            found.push(QuestionProblem::KeyNotAmongOptions { key: key.trim().to_string() });
        }
    }
    if q.explanation.len() > MAX_TEXT {
        found.push(QuestionProblem::ExplanationTooLong { limit: MAX_TEXT });
    }
}

fn short_answer_problems(q: &ShortAnswerQuestion, found: &mut Vec<QuestionProblem>) {
    let limit = MAX_QUESTION_MARKS.min(MAX_MARKS);
    if q.marks == 0 || q.marks > limit {
        found.push(QuestionProblem::MarksOutOfRange { limit });
    }
    if q.marking_scheme.is_empty() {
        found.push(QuestionProblem::NoMarkingScheme);
    }
    for (i, point) in q.marking_scheme.iter().enumerate() {
        if point.point.trim().is_empty() {
            found.push(QuestionProblem::BlankMarkingPoint { number: i + 1 });
        }
        if point.marks == 0 || point.marks > limit {
            found.push(QuestionProblem::PointMarksOutOfRange { number: i + 1, marks: point.marks, limit });
        }
    }
    let points: u32 = q.marking_scheme.iter().map(|p| p.marks.min(MAX_MARKS)).sum();
    if q.marks > 0 && points > q.marks {
        found.push(QuestionProblem::PointsExceedMarks { points, marks: q.marks });
    }
    if q.answer.len() > MAX_TEXT {
        found.push(QuestionProblem::ModelAnswerTooLong { limit: MAX_TEXT });
    }
    if q.explanation.len() > MAX_TEXT {
        found.push(QuestionProblem::ExplanationTooLong { limit: MAX_TEXT });
    }
    if let Err(e) = limits::check_scheme(&q.marking_scheme) {
        found.push(QuestionProblem::Scheme { reason: e.to_string() });
    }
}

/// The opening of the explanation given to a multiple-choice question that has none.
pub const KEY_ONLY_EXPLANATION: &str = "The right answer is ";

/// Sabi shows an explanation after every answer. Most questions teachers bring (Moodle's own
/// among them) have none: those say which option is right rather than being refused.
pub fn explained_by_key(explanation: String, keys: &[&str]) -> String {
    if explanation.trim().is_empty() {
        format!("{KEY_ONLY_EXPLANATION}{}.", keys.join(" and ").trim_end_matches('.'))
    } else {
        explanation
    }
}

/// A question as it is saved: a multiple-choice question without an explanation is explained
/// by its key; a short answer without one by its model answer.
pub fn explained(question: Question) -> Question {
    match question {
        Question::MultipleChoice(mut q) => {
            let keys: Vec<String> = match &q.answer {
                AnswerKey::One(k) => vec![k.trim().to_string()],
                AnswerKey::Many(ks) => ks.iter().map(|k| k.trim().to_string()).collect(),
            };
            let keys: Vec<&str> = keys.iter().map(String::as_str).collect();
            q.explanation = explained_by_key(std::mem::take(&mut q.explanation), &keys);
            Question::MultipleChoice(q)
        }
        Question::ShortAnswer(mut q) if q.explanation.trim().is_empty() && !q.answer.trim().is_empty() => {
            q.explanation = q.answer.clone();
            Question::ShortAnswer(q)
        }
        other => other,
    }
}

/// One question as a quiz of its own (for the checks, the preview and the marker's try box).
pub fn alone(question: Question) -> QuizContent {
    match question {
        Question::MultipleChoice(q) => QuizContent::MultipleChoice { questions: vec![q] },
        Question::ShortAnswer(q) => QuizContent::ShortAnswer {
            sections: vec![Section { title: String::new(), marks: q.marks, questions: vec![q] }],
        },
    }
}

/// A quiz's content from bank questions of one quiz type, in the order given: multiple-choice
/// questions as they are, short answers in one section (two, shorter first, from four up, as
/// the generators lay them out). `None` when the questions are not all of `quiz_type`.
pub fn quiz_content(quiz_type: QuizType, questions: Vec<Question>) -> Option<QuizContent> {
    match quiz_type {
        QuizType::MultipleChoice => {
            let questions = questions
                .into_iter()
                .map(|q| match q {
                    Question::MultipleChoice(q) => Some(q),
                    Question::ShortAnswer(_) => None,
                })
                .collect::<Option<Vec<_>>>()?;
            Some(QuizContent::MultipleChoice { questions })
        }
        QuizType::ShortAnswer => {
            let mut questions = questions
                .into_iter()
                .map(|q| match q {
                    Question::ShortAnswer(q) => Some(q),
                    Question::MultipleChoice(_) => None,
                })
                .collect::<Option<Vec<_>>>()?;
            let section = |title: &str, questions: Vec<ShortAnswerQuestion>| Section {
                title: title.to_string(),
                marks: questions.iter().map(|q| q.marks).sum(),
                questions,
            };
            if questions.len() < 4 {
                return Some(QuizContent::ShortAnswer { sections: vec![section("Section A", questions)] });
            }
            questions.sort_by_key(|q| q.marks);
            let rest = questions.split_off(questions.len() / 2);
            Some(QuizContent::ShortAnswer {
                sections: vec![section("Section A", questions), section("Section B", rest)],
            })
        }
    }
}

/// The questions of a quiz's content, one by one (the quiz builder edits them so).
pub fn questions_of(content: &QuizContent) -> Vec<Question> {
    match content {
        QuizContent::MultipleChoice { questions } => questions.iter().cloned().map(Question::MultipleChoice).collect(),
        QuizContent::ShortAnswer { sections } => {
            sections.iter().flat_map(|s| s.questions.iter().cloned().map(Question::ShortAnswer)).collect()
        }
    }
}

/// The sentence a quiz's page shows when its topic had fewer questions than were asked for.
pub fn shorter_quiz_note(found: usize, asked: usize) -> String {
    format!(
        " This topic has only {found} different questions so far, so this quiz is shorter than the {asked} asked for."
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::MarkingPoint;

    fn place() -> Placement {
        Placement { subject: "Biology".into(), class_level: ClassLevel::Form2, topic: "Human Digestive System".into() }
    }

    fn mcq(options: &[&str], key: AnswerKey) -> Question {
        Question::MultipleChoice(McqQuestion {
            question: "Where does digestion of starch begin?".into(),
            options: options.iter().map(|o| o.to_string()).collect(),
            answer: key,
            explanation: "Saliva holds amylase.".into(),
        })
    }

    fn saq(marks: u32, points: &[u32]) -> Question {
        Question::ShortAnswer(ShortAnswerQuestion {
            question: "Name two enzymes of the pancreas.".into(),
            marks,
            marking_scheme: points
                .iter()
                .enumerate()
                .map(|(i, m)| MarkingPoint { point: format!("enzyme {i}"), marks: *m, accept: vec![] })
                .collect(),
            answer: "Amylase and lipase.".into(),
            explanation: String::new(),
        })
    }

    #[test]
    fn kinds_are_read_from_the_content() {
        assert_eq!(mcq(&["Mouth", "Stomach"], AnswerKey::One("Mouth".into())).kind(), QuestionKind::SingleChoice);
        assert_eq!(mcq(&["True", "False"], AnswerKey::One("True".into())).kind(), QuestionKind::TrueFalse);
        assert_eq!(mcq(&["Vrai", "Faux"], AnswerKey::One("Faux".into())).kind(), QuestionKind::TrueFalse);
        assert_eq!(
            mcq(&["Mouth", "Stomach", "Ileum"], AnswerKey::Many(vec!["Mouth".into(), "Ileum".into()])).kind(),
            QuestionKind::MultipleAnswers
        );
        assert_eq!(saq(2, &[1, 1]).kind(), QuestionKind::ShortAnswer);
    }

    #[test]
    fn a_sound_question_has_no_problems() {
        assert_eq!(problems(&place(), &mcq(&["Mouth", "Stomach"], AnswerKey::One("Mouth".into()))), vec![]);
        assert_eq!(problems(&place(), &saq(2, &[1, 1])), vec![]);
    }

    #[test]
    fn each_invalid_question_is_named_clearly() {
        let cases: Vec<(Question, QuestionProblem)> = vec![
            (mcq(&["Mouth", "Stomach"], AnswerKey::One(" ".into())), QuestionProblem::NoKey),
            (mcq(&["Mouth", "Stomach"], AnswerKey::Many(vec![])), QuestionProblem::NoKey),
            (
                mcq(&["Mouth", "mouth ", "Mouth"], AnswerKey::One("Mouth".into())),
                QuestionProblem::RepeatedOption { option: "Mouth".into() },
            ),
            (
                mcq(&["Mouth", "Stomach"], AnswerKey::One("Liver".into())),
                QuestionProblem::KeyNotAmongOptions { key: "Liver".into() },
            ),
            (mcq(&["Mouth"], AnswerKey::One("Mouth".into())), QuestionProblem::TooFewOptions),
            (mcq(&["Mouth", ""], AnswerKey::One("Mouth".into())), QuestionProblem::BlankOption { number: 2 }),
            (saq(0, &[1]), QuestionProblem::MarksOutOfRange { limit: MAX_QUESTION_MARKS }),
            (saq(21, &[1]), QuestionProblem::MarksOutOfRange { limit: MAX_QUESTION_MARKS }),
            (saq(2, &[]), QuestionProblem::NoMarkingScheme),
            (saq(2, &[2, 1]), QuestionProblem::PointsExceedMarks { points: 3, marks: 2 }),
            (saq(5, &[0, 1]), QuestionProblem::PointMarksOutOfRange { number: 1, marks: 0, limit: MAX_QUESTION_MARKS }),
        ];
        for (question, expected) in cases {
            let found = problems(&place(), &question);
            assert!(found.contains(&expected), "{question:?}: expected {expected:?}, found {found:?}");
        }
    }

    #[test]
    fn messages_read_as_sentences() {
        assert_eq!(QuestionProblem::NoKey.to_string(), "No answer is marked as the key.");
        assert_eq!(
            QuestionProblem::KeyNotAmongOptions { key: "Liver".into() }.to_string(),
            "The key \"Liver\" is not among the options."
        );
        assert_eq!(QuestionProblem::MarksOutOfRange { limit: 20 }.to_string(), "Marks must be from 1 to 20.");
    }

    #[test]
    fn the_same_question_has_the_same_fingerprint_whatever_its_case_and_spacing() {
        let a = mcq(&["Mouth", "Stomach"], AnswerKey::One("Mouth".into()));
        let Question::MultipleChoice(mut b) = a.clone() else { unreachable!() };
        b.question = "  WHERE does   digestion of starch begin? ".into();
        b.options.reverse();
        let mut other_topic = place();
        other_topic.topic = "Nutrition".into();
        assert_eq!(fingerprint(&place(), &a), fingerprint(&place(), &Question::MultipleChoice(b)));
        assert_ne!(fingerprint(&place(), &a), fingerprint(&other_topic, &a));
        assert_ne!(fingerprint(&place(), &a), fingerprint(&place(), &saq(2, &[1, 1])));
    }

    #[test]
    fn short_answers_fill_one_section_or_two_shorter_first() {
        let make = |marks: u32, n: usize| {
            let Question::ShortAnswer(mut q) = saq(marks, &[1]) else { unreachable!() };
            q.question = format!("Question {n}?");
            Question::ShortAnswer(q)
        };
        let three = quiz_content(QuizType::ShortAnswer, (0..3).map(|n| make(2, n)).collect()).unwrap();
        assert!(
            matches!(&three, QuizContent::ShortAnswer { sections } if sections.len() == 1 && sections[0].marks == 6)
        );
        let four = quiz_content(QuizType::ShortAnswer, vec![make(5, 0), make(2, 1), make(4, 2), make(1, 3)]).unwrap();
        let QuizContent::ShortAnswer { sections } = &four else { panic!() };
        assert_eq!(sections.iter().map(|s| s.marks).collect::<Vec<_>>(), vec![3, 9]);
        assert!(validate_content(&four).is_ok());
        assert_eq!(questions_of(&four).len(), 4);
        assert!(quiz_content(QuizType::MultipleChoice, vec![make(2, 0)]).is_none());
    }

    #[test]
    fn a_question_without_explanation_is_explained_by_its_key() {
        let Question::MultipleChoice(mut q) = mcq(&["Mouth", "Stomach"], AnswerKey::One("Mouth".into())) else {
            unreachable!()
        };
        q.explanation = String::new();
        let Question::MultipleChoice(q) = explained(Question::MultipleChoice(q)) else { unreachable!() };
        assert_eq!(q.explanation, "The right answer is Mouth.");
    }

    #[test]
    fn names_round_trip() {
        for kind in QuestionKind::ALL {
            assert_eq!(kind.as_str().parse::<QuestionKind>().unwrap(), kind);
        }
        for status in [QuestionStatus::Draft, QuestionStatus::Published, QuestionStatus::Retired] {
            assert_eq!(status.as_str().parse::<QuestionStatus>().unwrap(), status);
        }
        assert!("lost".parse::<QuestionSource>().is_err());
        assert_eq!("FR".parse::<Language>().unwrap(), Language::Fr);
    }
}
