//! What a GIFT file's questions become in Sabi: a multiple-choice or short-answer question of
//! a subject, class level and topic, with its subtopic and difficulty, checked by the same
//! rules as every quiz (`domain::quiz::validate_content`).
//!
//! The placement comes from the category (`Subject/Class level/Topic`, Moodle's own leading
//! `$course$/top/...` parts ignored) and the tags (`subtopic=`, `difficulty=`, `marks=`), as
//! docs/bank-format.md describes. An essay's general feedback holds its model answer and its
//! marking scheme, one point a line: `- a phrasing / another accepted phrasing (2)`.

use sabi_domain::class_level::ClassLevel;
use sabi_domain::marking_scheme;
use sabi_domain::quiz::{
    AnswerKey, Difficulty, MarkingPoint, McqQuestion, QuizContent, Section, ShortAnswerQuestion, validate_content,
};

use crate::gift::{self, Answers, Choice, Item};

/// A question read from a file, placed in the catalogue.
#[derive(Debug, Clone, PartialEq)]
pub struct BankQuestion {
    /// The line where it starts in its file.
    pub line: usize,
    /// Its title in the file (`::name::`), which keeps it the same question across imports.
    pub name: Option<String>,
    pub subject: String,
    pub class_level: ClassLevel,
    pub topic: String,
    pub subtopic: Option<String>,
    pub difficulty: Difficulty,
    pub question: Question,
}

pub use sabi_domain::bank::Question;

/// A question of the file that was not taken: where, which, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused {
    pub line: usize,
    pub name: Option<String>,
    pub reason: String,
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}", self.line)?;
        if let Some(name) = &self.name {
            write!(f, " ({name})")?;
        }
        write!(f, ": {}", self.reason)
    }
}

/// Everything a file gives: the questions taken and those refused, in file order.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Read {
    pub questions: Vec<BankQuestion>,
    pub refused: Vec<Refused>,
}

/// What the teacher chose for a file when importing it: the subject, class level and topic of
/// the questions whose file does not say them (an Aiken file never does; a Moodle category
/// often names only a topic).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Placement {
    pub subject: Option<String>,
    pub class_level: Option<ClassLevel>,
    pub topic: Option<String>,
}

/// Reads a GIFT file into placed, checked questions.
pub fn read_gift(text: &str) -> Read {
    read_gift_with(text, &Placement::default())
}

/// Reads a GIFT file, placing questions its categories do not place with `placement`.
pub fn read_gift_with(text: &str, placement: &Placement) -> Read {
    let file = gift::parse(text);
    let refused = file
        .problems
        .into_iter()
        .map(|p| Refused { line: p.line, name: p.name, reason: p.reason.to_string() })
        .collect();
    read_items(file.items, refused, placement)
}

/// Items of any format placed and checked; the refusals kept in file order.
pub(crate) fn read_items(items: Vec<Item>, refused: Vec<Refused>, placement: &Placement) -> Read {
    let mut read = Read { refused, ..Read::default() };
    for item in items {
        let (line, name) = (item.line, item.name.clone());
        match place(item, placement) {
            Ok(question) => read.questions.push(question),
            Err(reason) => read.refused.push(Refused { line, name, reason }),
        }
    }
    read.refused.sort_by_key(|r| r.line);
    read
}

/// Moodle's own parts of a category path: `$course$`, `$system$` and the like, and `top`.
fn moodle_own(part: &str) -> bool {
    part.is_empty() || part == "top" || (part.starts_with('$') && part.ends_with('$'))
}

/// The subject, class level and topic of a question: from its category when that reads
/// `Subject/Class level/Topic`; otherwise the category's last part is the topic, and what it
/// does not say comes from the placement chosen for the file.
pub(crate) fn locate(category: Option<&str>, placement: &Placement) -> Result<(String, ClassLevel, String), String> {
    let parts: Vec<&str> =
        category.map(|c| c.split('/').map(str::trim).filter(|p| !moodle_own(p)).collect()).unwrap_or_default();
    if let [.., subject, class, topic] = parts.as_slice()
        && let Ok(class_level) = class.parse::<ClassLevel>()
    {
        return Ok((subject.to_string(), class_level, topic.to_string()));
    }
    let topic = parts.last().map(|t| t.to_string()).or_else(|| placement.topic.clone());
    if let (Some(subject), Some(class_level), Some(topic)) = (&placement.subject, placement.class_level, topic) {
        return Ok((subject.clone(), class_level, topic));
    }
    let missing: Vec<&str> = [
        ("subject", placement.subject.is_none()),
        ("class level", placement.class_level.is_none()),
        ("topic", parts.is_empty() && placement.topic.is_none()),
    ]
    .into_iter()
    .filter_map(|(what, missing)| missing.then_some(what))
    .collect();
    let missing = missing.join(", ");
    Err(match (category, parts.as_slice()) {
        (None, _) => format!(
            "no category (Subject/Class level/Topic, as GIFT's $CATEGORY: or Moodle's category) gives the question's {missing}, and none was chosen for the file"
        ),
        (Some(category), [.., _, class, _]) => format!(
            "the category \"{category}\" names no class level (\"{class}\"), and no {missing} was chosen for the file"
        ),
        (Some(category), _) => format!(
            "the category \"{category}\" is not Subject/Class level/Topic, and no {missing} was chosen for the file"
        ),
    })
}

/// A difficulty as the tags and columns write it.
pub(crate) fn difficulty(text: &str) -> Result<Difficulty, String> {
    text.parse().map_err(|_| format!("unknown difficulty \"{}\": use easy, medium or hard", text.trim()))
}

/// A question's marks as the tags and columns write them.
pub(crate) fn marks(text: &str) -> Result<u32, String> {
    text.trim()
        .parse::<u32>()
        .ok()
        .filter(|m| (1..=10).contains(m))
        .ok_or(format!("marks must be a whole number from 1 to 10, not \"{}\"", text.trim()))
}

fn place(item: Item, placement: &Placement) -> Result<BankQuestion, String> {
    let (subject, class_level, topic) = locate(item.category.as_deref(), placement)?;
    let tag = |key: &str| {
        item.tags.iter().find_map(|t| t.split_once('=').filter(|(k, _)| k.trim() == key).map(|(_, v)| v.trim()))
    };
    let difficulty = tag("difficulty").map(difficulty).transpose()?.unwrap_or_default();
    let marks = tag("marks").map(marks).transpose()?;
    let question = question(&item, marks)?;
    check(&question)?;
    Ok(BankQuestion {
        line: item.line,
        name: item.name,
        subject,
        class_level,
        topic,
        subtopic: tag("subtopic").map(str::to_string),
        difficulty,
        question,
    })
}

fn question(item: &Item, marks: Option<u32>) -> Result<Question, String> {
    let text = item.text.clone();
    Ok(match &item.answers {
        Answers::Choice(choices) => Question::MultipleChoice(multiple_choice(text, choices, &item.general_feedback)?),
        Answers::TrueFalse { truth } => Question::MultipleChoice(McqQuestion {
            question: text,
            options: vec!["True".into(), "False".into()],
            answer: AnswerKey::One(if *truth { "True" } else { "False" }.into()),
            explanation: or_the_key(item.general_feedback.clone(), &[if *truth { "True" } else { "False" }]),
        }),
        Answers::Short(accepted) => {
            let right: Vec<&Choice> = accepted.iter().filter(|c| c.weight >= 1.0).collect();
            let (first, others) = right.split_first().ok_or("a short answer needs one answer worth full marks")?;
            let marks = marks.unwrap_or(1);
            Question::ShortAnswer(ShortAnswerQuestion {
                question: text,
                marks,
                marking_scheme: vec![MarkingPoint {
                    point: first.text.clone(),
                    marks,
                    accept: others.iter().map(|c| c.text.clone()).collect(),
                }],
                answer: first.text.clone(),
                explanation: item.general_feedback.clone(),
            })
        }
        Answers::Essay => Question::ShortAnswer(essay(text, &item.general_feedback, marks)?),
    })
}

fn multiple_choice(text: String, choices: &[Choice], feedback: &str) -> Result<McqQuestion, String> {
    let options: Vec<String> = choices.iter().map(|c| c.text.clone()).collect();
    // With a full-credit option (`=`), that option is the key and partial credit counts as
    // wrong (Sabi gives none); without one, the options worth something are the keys.
    let full = choices.iter().any(|c| c.weight >= 1.0);
    let keys: Vec<String> = choices
        .iter()
        .filter(|c| if full { c.weight >= 1.0 } else { c.weight > 0.0 })
        .map(|c| c.text.clone())
        .collect();
    let answer = match keys.as_slice() {
        [] => return Err("no option is marked right (=)".into()),
        [one] => AnswerKey::One(one.clone()),
        _ => AnswerKey::Many(keys),
    };
    // The general feedback teaches; without it, the right option's own feedback will do, and
    // without that, the key itself.
    let explanation = if feedback.is_empty() {
        choices.iter().find(|c| c.weight > 0.0).map(|c| c.feedback.clone()).unwrap_or_default()
    } else {
        feedback.to_string()
    };
    let keys: Vec<&str> = match &answer {
        AnswerKey::One(k) => vec![k.as_str()],
        AnswerKey::Many(ks) => ks.iter().map(String::as_str).collect(),
    };
    let explanation = or_the_key(explanation, &keys);
    Ok(McqQuestion { question: text, options, answer, explanation })
}

pub use sabi_domain::bank::KEY_ONLY_EXPLANATION;

fn or_the_key(explanation: String, keys: &[&str]) -> String {
    sabi_domain::bank::explained_by_key(explanation, keys)
}

/// The labels that open the model answer and the scheme, in English and French.
const MODEL_ANSWER: [&str; 2] = ["model answer", "réponse modèle"];
const MARKING_SCHEME: [&str; 2] = ["marking scheme", "barème"];

/// An essay: the model answer and marking scheme from its general feedback. Without a scheme,
/// the model answer is the one point, worth the question's marks.
fn essay(text: String, feedback: &str, marks: Option<u32>) -> Result<ShortAnswerQuestion, String> {
    let lower = feedback.to_lowercase();
    let scheme_at = MARKING_SCHEME.iter().find_map(|label| lower.find(label).map(|at| (at, label.len())));
    let (model, scheme) = match scheme_at {
        Some((at, len)) => (&feedback[..at], &feedback[at + len..]),
        None => (feedback, ""),
    };
    short_answer(text, &strip_label(model, &MODEL_ANSWER), scheme, marks)
}

/// A short answer from its model answer and its scheme written as text (any teacher's way of
/// writing one, `domain::marking_scheme`); without a scheme, the model answer is the scheme.
pub(crate) fn short_answer(
    text: String,
    model: &str,
    scheme: &str,
    marks: Option<u32>,
) -> Result<ShortAnswerQuestion, String> {
    let model = model.trim().to_string();
    let points = marking_scheme::read(if scheme.trim().is_empty() { &model } else { scheme }, &text, marks);
    if points.is_empty() {
        return Err("a short answer needs a model answer or a marking scheme".into());
    }
    let offered: u32 = points.iter().map(|p| p.marks).sum();
    let marks = marks.unwrap_or(offered);
    if offered < marks {
        return Err(format!("the marking scheme offers {offered} marks for a question worth {marks}"));
    }
    Ok(ShortAnswerQuestion { question: text, marks, marking_scheme: points, answer: model, explanation: String::new() })
}

fn strip_label(text: &str, labels: &[&str]) -> String {
    let trimmed = text.trim();
    let lower = trimmed.to_lowercase();
    for label in labels {
        if lower.starts_with(label) {
            // The label's own length in the original text: the lower-cased one may differ.
            let rest: String = trimmed.chars().skip(label.chars().count()).collect();
            return rest.trim_start_matches(['.', ':', ' ']).trim().to_string();
        }
    }
    trimmed.to_string()
}

/// The question on its own passes the checks every quiz passes.
pub(crate) fn check(question: &Question) -> Result<(), String> {
    let content = match question {
        Question::MultipleChoice(q) => QuizContent::MultipleChoice { questions: vec![q.clone()] },
        Question::ShortAnswer(q) => QuizContent::ShortAnswer {
            sections: vec![Section { title: String::new(), marks: 0, questions: vec![q.clone()] }],
        }
        .with_section_totals(),
    };
    validate_content(&content).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = "$CATEGORY: $course$/top/Biology/Form 2/Human Digestive System

// [tag:subtopic=Enzymes] [tag:difficulty=easy]
::F2-BIO-DIG-M01::Which enzyme in the stomach starts the digestion of proteins? {
=Pepsin
~Salivary amylase
~Lipase
~Maltase
####Pepsin works in the acid of the stomach.
}

// [tag:subtopic=Enzymes] [tag:difficulty=medium] [tag:marks=2]
::F2-BIO-DIG-S01::Give two reasons why the contents of the stomach are acidic. {
####Model answer. The acid kills bacteria, and it gives pepsin the acid conditions it needs.
Marking scheme.
- kills bacteria / kills germs / destroys microorganisms in food (1)
- gives the acid conditions pepsin needs / pepsin works best in acid (1)
- stops the action of salivary amylase (1)
}
";

    #[test]
    fn the_shipped_conventions_are_read() {
        let read = read_gift(FILE);
        assert!(read.refused.is_empty(), "{:?}", read.refused);
        let [mcq, saq] = read.questions.as_slice() else { panic!("{:?}", read.questions) };
        assert_eq!(
            (mcq.subject.as_str(), mcq.class_level, mcq.topic.as_str()),
            ("Biology", ClassLevel::Form2, "Human Digestive System")
        );
        assert_eq!(mcq.subtopic.as_deref(), Some("Enzymes"));
        assert_eq!(mcq.difficulty, Difficulty::Easy);
        let Question::MultipleChoice(q) = &mcq.question else { panic!() };
        assert_eq!(q.answer, AnswerKey::One("Pepsin".into()));
        assert_eq!(q.explanation, "Pepsin works in the acid of the stomach.");
        assert_eq!(saq.difficulty, Difficulty::Normal);
        let Question::ShortAnswer(q) = &saq.question else { panic!() };
        assert_eq!(q.marks, 2);
        assert_eq!(q.answer, "The acid kills bacteria, and it gives pepsin the acid conditions it needs.");
        assert_eq!(q.marking_scheme.len(), 3);
        assert_eq!(q.marking_scheme[0].point, "kills bacteria");
        assert_eq!(q.marking_scheme[0].accept, ["kills germs", "destroys microorganisms in food"]);
        assert_eq!(q.marking_scheme[1].marks, 1);
    }

    #[test]
    fn marks_in_points_and_numbered_points() {
        let q =
            essay("Q?".into(), "Model answer: It is so.\nMarking scheme:\n1. first point (2)\n2) second / other", None)
                .expect("an essay");
        assert_eq!(q.marks, 3);
        assert_eq!(q.answer, "It is so.");
        assert_eq!((q.marking_scheme[0].point.as_str(), q.marking_scheme[0].marks), ("first point", 2));
        assert_eq!(q.marking_scheme[1].accept, ["other"]);
    }

    #[test]
    fn a_model_answer_alone_is_the_one_point() {
        let q = essay("Q?".into(), "Photosynthesis makes glucose.", Some(2)).expect("an essay");
        assert_eq!(
            q.marking_scheme,
            [MarkingPoint { point: "Photosynthesis makes glucose".into(), marks: 2, accept: vec![] }]
        );
    }

    #[test]
    fn moodle_short_answers_and_true_false_become_sabi_questions() {
        let read = read_gift(
            "$CATEGORY: Geography/Form 1/Maps\n\nCapital of Cameroon?{=Yaoundé =Yaounde}\n\nDouala is a port.{TRUE####It lies on the Wouri estuary.}\n",
        );
        assert!(read.refused.is_empty(), "{:?}", read.refused);
        let Question::ShortAnswer(q) = &read.questions[0].question else { panic!() };
        assert_eq!((q.marks, q.marking_scheme[0].accept.clone()), (1, vec!["Yaounde".to_string()]));
        let Question::MultipleChoice(q) = &read.questions[1].question else { panic!() };
        assert_eq!(q.answer, AnswerKey::One("True".into()));
    }

    #[test]
    fn bad_questions_are_refused_with_their_line_and_a_reason() {
        let read = read_gift(concat!(
            "Before any category?{=a ~b}\n\n",
            "$CATEGORY: Biology/Form 9/Cells\n\nWhat?{=a ~b}\n\n",
            "$CATEGORY: Biology/Form 1/Cells\n\n",
            "// [tag:marks=40]\nToo many marks?{}\n\n",
            "Repeated options?{=a ~a ~b}\n\n",
            "Nothing right?{~%0%a ~b}\n\n",
            "Short of marks?{####Marking scheme.\n- one (1)}\n\n",
            "Fine?{=yes ~no ####Because.}\n",
        ));
        let lines: Vec<usize> = read.refused.iter().map(|r| r.line).collect();
        assert_eq!(lines, [1, 5, 10, 12, 14], "{:#?}", read.refused);
        assert!(read.refused[0].reason.contains("$CATEGORY"), "{}", read.refused[0]);
        assert!(read.refused[1].reason.contains("no class level"), "{}", read.refused[1]);
        assert!(read.refused[2].reason.contains("1 to 10"), "{}", read.refused[2]);
        assert!(read.refused[4].reason.contains("no option is marked right"), "{}", read.refused[4]);
        // "Short of marks?" has no marks tag, so its one point sets its marks: it is taken.
        assert_eq!(read.questions.len(), 2);
    }
}
