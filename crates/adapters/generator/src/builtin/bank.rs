//! The curated question bank: `bank/mcq/*.json` and `bank/saq/*.json` (the first bank), and the
//! shipped GIFT files `bank/<class>/<subject>.gift` at the workspace's top, embedded at compile
//! time by build.rs and read once, on first use.
//!
//! A file holds a list of questions (or one question, or `{"questions": [...]}`), each
//! `{subject, classLevel, topic, difficulty, question, options, answer, explanation}` for
//! multiple choice and `{subject, classLevel, topic, difficulty, question, marks,
//! markingScheme, answer, explanation}` for short answer. Entries that do not parse or do not
//! pass the quiz checks are left out and listed in [`Bank::problems`] (a test keeps it empty).

use std::collections::{BTreeMap, HashSet};
use std::sync::OnceLock;

use sabi_domain::class_level::ClassLevel;
use sabi_domain::quiz::Difficulty;
use sabi_domain::quiz::{
    AnswerKey, MarkingPoint, McqQuestion, QuizContent, Section, ShortAnswerQuestion, normalise, validate_content,
};
use sabi_formats::bank::{BankQuestion, Question};
use serde::Deserialize;
use serde_json::Value;

use super::{subject_key, topic_words};

include!(concat!(env!("OUT_DIR"), "/bank_files.rs"));

/// One bank question with where it belongs.
#[derive(Debug, Clone)]
pub(crate) struct Entry<T> {
    pub subject: String,
    pub subject_key: String,
    pub class: ClassLevel,
    /// The topic as its file names it.
    pub topic: String,
    pub topic_words: Vec<String>,
    pub difficulty: Difficulty,
    /// Its name in its file (GIFT's `::name::`), when it has one.
    pub name: Option<String>,
    pub item: T,
}

#[derive(Debug, Default)]
pub(crate) struct Bank {
    pub mcq: Vec<Entry<McqQuestion>>,
    pub saq: Vec<Entry<ShortAnswerQuestion>>,
    /// What could not be loaded, file by file.
    pub problems: Vec<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Placement {
    subject: String,
    #[serde(alias = "class", alias = "className", alias = "class_level")]
    class_level: String,
    topic: String,
    #[serde(default)]
    difficulty: Option<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RawMcq {
    question: String,
    options: Vec<String>,
    #[serde(alias = "correctAnswer", alias = "correct", alias = "correct_answer")]
    answer: Value,
    #[serde(default)]
    explanation: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RawSaq {
    question: String,
    #[serde(default)]
    marks: Option<u32>,
    #[serde(alias = "marking_scheme")]
    marking_scheme: Vec<MarkingPoint>,
    #[serde(default)]
    answer: String,
    #[serde(default)]
    explanation: String,
}

/// The bank, read on first use.
pub(crate) fn bank() -> &'static Bank {
    static BANK: OnceLock<Bank> = OnceLock::new();
    BANK.get_or_init(|| {
        let mut bank = load(MCQ_FILES, SAQ_FILES);
        bank.add_gift(GIFT_FILES);
        for problem in &bank.problems {
            tracing::warn!(%problem, "a question bank entry was left out");
        }
        bank
    })
}

fn items(text: &str) -> Result<Vec<Value>, String> {
    match serde_json::from_str::<Value>(text).map_err(|e| format!("not JSON: {e}"))? {
        Value::Array(items) => Ok(items),
        Value::Object(mut object) => match object.remove("questions") {
            Some(Value::Array(items)) => Ok(items),
            Some(_) => Err("its questions are not a list".into()),
            None => Ok(vec![Value::Object(object)]),
        },
        _ => Err("neither a list nor an object".into()),
    }
}

fn placement(value: &Value) -> Result<(String, ClassLevel, String, Difficulty), String> {
    let p = Placement::deserialize(value).map_err(|e| e.to_string())?;
    let class = p.class_level.parse::<ClassLevel>().map_err(|e| e.to_string())?;
    let difficulty = p.difficulty.as_deref().unwrap_or("normal").parse::<Difficulty>().map_err(|e| e.to_string())?;
    if p.subject.trim().is_empty() || p.topic.trim().is_empty() {
        return Err("blank subject or topic".into());
    }
    Ok((p.subject.trim().to_string(), class, p.topic.trim().to_string(), difficulty))
}

/// The key as the exact text of an option: itself, an option differing in case or spacing,
/// or the option a letter names ("B").
fn key_text(key: &str, options: &[String]) -> String {
    let key = key.trim();
    if let Some(o) = options.iter().find(|o| o.trim() == key) {
        return o.trim().to_string();
    }
    if let Some(o) = options.iter().find(|o| normalise(o) == normalise(key)) {
        return o.trim().to_string();
    }
    let mut letters = key.trim_end_matches([')', '.']).chars();
    if let (Some(c), None) = (letters.next(), letters.next())
        && c.is_ascii_uppercase()
        && let Some(o) = options.get(usize::from(c as u8 - b'A'))
    {
        return o.trim().to_string();
    }
    key.to_string()
}

fn mcq(value: &Value) -> Result<McqQuestion, String> {
    let raw = RawMcq::deserialize(value).map_err(|e| e.to_string())?;
    let options: Vec<String> = raw.options.iter().map(|o| o.trim().to_string()).collect();
    let answer = match &raw.answer {
        Value::String(s) => AnswerKey::One(key_text(s, &options)),
        Value::Array(keys) => {
            AnswerKey::Many(keys.iter().filter_map(Value::as_str).map(|k| key_text(k, &options)).collect())
        }
        Value::Number(n) => AnswerKey::One(key_text(&n.to_string(), &options)),
        _ => return Err("its answer is neither text nor a list".into()),
    };
    let question = McqQuestion {
        question: raw.question.trim().to_string(),
        options,
        answer,
        explanation: raw.explanation.trim().to_string(),
    };
    validate_content(&QuizContent::MultipleChoice { questions: vec![question.clone()] }).map_err(|e| e.to_string())?;
    Ok(question)
}

fn saq(value: &Value) -> Result<ShortAnswerQuestion, String> {
    let raw = RawSaq::deserialize(value).map_err(|e| e.to_string())?;
    let scheme_marks: u32 = raw.marking_scheme.iter().map(|p| p.marks).sum();
    let question = ShortAnswerQuestion {
        question: raw.question.trim().to_string(),
        marks: raw.marks.unwrap_or(scheme_marks),
        marking_scheme: raw.marking_scheme,
        answer: raw.answer.trim().to_string(),
        explanation: raw.explanation.trim().to_string(),
    };
    let content = QuizContent::ShortAnswer {
        sections: vec![Section { title: String::new(), marks: 0, questions: vec![question.clone()] }],
    };
    validate_content(&content.with_section_totals()).map_err(|e| e.to_string())?;
    if scheme_marks < question.marks {
        return Err(format!("its marking scheme offers {scheme_marks} marks for a question worth {}", question.marks));
    }
    Ok(question)
}

fn read_all<T>(
    files: &[(&str, &str)],
    kind: &str,
    parse: fn(&Value) -> Result<T, String>,
    question_of: fn(&T) -> &str,
    problems: &mut Vec<String>,
) -> Vec<Entry<T>> {
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    for (name, text) in files {
        let values = match items(text) {
            Ok(values) => values,
            Err(e) => {
                problems.push(format!("{kind}/{name}: {e}"));
                continue;
            }
        };
        for (i, value) in values.iter().enumerate() {
            let entry = placement(value).and_then(|(subject, class, topic, difficulty)| {
                Ok(Entry {
                    subject_key: subject_key(&subject),
                    subject,
                    class,
                    topic_words: topic_words(&topic),
                    topic,
                    difficulty,
                    name: None,
                    item: parse(value)?,
                })
            });
            match entry {
                // The same question twice in a subject would only crowd out others.
                Ok(entry) if !seen.insert((entry.subject_key.clone(), normalise(question_of(&entry.item)))) => {}
                Ok(entry) => out.push(entry),
                Err(e) => problems.push(format!("{kind}/{name} #{}: {e}", i + 1)),
            }
        }
    }
    out
}

pub(crate) fn load(mcq_files: &[(&str, &str)], saq_files: &[(&str, &str)]) -> Bank {
    let mut problems = Vec::new();
    let mcq = read_all(mcq_files, "mcq", mcq, |q| &q.question, &mut problems);
    let saq = read_all(saq_files, "saq", saq, |q| &q.question, &mut problems);
    Bank { mcq, saq, problems }
}

impl Bank {
    /// Adds the shipped GIFT files (docs/bank-format.md), read by the same reader as a
    /// school's own files. A question already in the bank for its subject is not added twice.
    pub(crate) fn add_gift(&mut self, files: &[(&str, &str)]) {
        let mut seen: HashSet<(String, String)> = self
            .mcq
            .iter()
            .map(|e| (e.subject_key.clone(), normalise(&e.item.question)))
            .chain(self.saq.iter().map(|e| (e.subject_key.clone(), normalise(&e.item.question))))
            .collect();
        for (name, text) in files {
            let read = sabi_formats::bank::read_gift(text);
            self.problems.extend(read.refused.iter().map(|r| format!("{name} {r}")));
            for q in read.questions {
                let subject_key = subject_key(&q.subject);
                if !seen.insert((subject_key.clone(), normalise(q.question.text()))) {
                    continue;
                }
                match q.question.clone() {
                    Question::MultipleChoice(item) => self.mcq.push(placed(&q, subject_key, item)),
                    Question::ShortAnswer(item) => self.saq.push(placed(&q, subject_key, item)),
                }
            }
        }
    }
}

fn placed<T>(q: &BankQuestion, subject_key: String, item: T) -> Entry<T> {
    Entry {
        subject: q.subject.clone(),
        subject_key,
        class: q.class_level,
        topic: q.topic.clone(),
        topic_words: topic_words(&q.topic),
        difficulty: q.difficulty,
        name: q.name.clone(),
        item,
    }
}

/// Every question of the shipped bank with where it belongs, for the school's own bank to
/// start from (`sabi` seeds it at start; see `BankService::seed`).
pub fn shipped_questions() -> Vec<ShippedQuestion> {
    fn of<T>(e: &Entry<T>, question: Question) -> ShippedQuestion {
        ShippedQuestion {
            subject: e.subject.clone(),
            class_level: e.class,
            topic: e.topic.clone(),
            difficulty: e.difficulty,
            name: e.name.clone(),
            question,
        }
    }
    let bank = bank();
    let mcq = bank.mcq.iter().map(|e| of(e, Question::MultipleChoice(e.item.clone())));
    let saq = bank.saq.iter().map(|e| of(e, Question::ShortAnswer(e.item.clone())));
    mcq.chain(saq).collect()
}

/// A question Sabi ships, placed.
#[derive(Debug, Clone, PartialEq)]
pub struct ShippedQuestion {
    pub subject: String,
    pub class_level: ClassLevel,
    pub topic: String,
    pub difficulty: Difficulty,
    pub name: Option<String>,
    pub question: Question,
}

/// Questions per subject and class: (subject, class, multiple choice, short answer).
pub fn bank_counts() -> Vec<(String, String, usize, usize)> {
    let bank = bank();
    let mut counts: BTreeMap<(String, ClassLevel), (String, usize, usize)> = BTreeMap::new();
    for e in &bank.mcq {
        counts.entry((e.subject_key.clone(), e.class)).or_insert_with(|| (e.subject.clone(), 0, 0)).1 += 1;
    }
    for e in &bank.saq {
        counts.entry((e.subject_key.clone(), e.class)).or_insert_with(|| (e.subject.clone(), 0, 0)).2 += 1;
    }
    counts.into_iter().map(|((_, class), (subject, m, s))| (subject, class.to_string(), m, s)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_may_hold_a_list_an_object_or_a_wrapped_list() {
        let one = r#"{"subject":"Biology","classLevel":"Form 1","topic":"Cells","difficulty":"easy",
            "question":"What controls the cell?","options":["Nucleus","Wall","Vacuole","Membrane"],"answer":"A",
            "explanation":"The nucleus holds the DNA."}"#;
        let list = format!("[{one}]");
        let wrapped = format!(r#"{{"questions":[{one}]}}"#);
        for text in [one.to_string(), list, wrapped] {
            let bank = load(&[("f.json", &text)], &[]);
            assert!(bank.problems.is_empty(), "{:?}", bank.problems);
            assert_eq!(bank.mcq.len(), 1);
            assert_eq!(bank.mcq[0].item.answer, AnswerKey::One("Nucleus".into()));
            assert_eq!(bank.mcq[0].difficulty, Difficulty::Easy);
        }
    }

    #[test]
    fn broken_entries_are_listed_and_left_out() {
        let text = r#"[{"subject":"Biology","classLevel":"Form 9","topic":"Cells","question":"Q?","options":["a","b"],"answer":"a","explanation":"x"},
                       {"subject":"Biology","classLevel":"Form 1","topic":"Cells","question":"Q?","options":["a","b"],"answer":"c","explanation":"x"}]"#;
        let bank = load(&[("bad.json", text)], &[("worse.json", "{")]);
        assert!(bank.mcq.is_empty());
        assert_eq!(bank.problems.len(), 3, "{:?}", bank.problems);
    }

    #[test]
    fn the_embedded_bank_loads_whole() {
        // Every shipped entry passes the quiz checks; a refused one is a bug in the data.
        let bank = bank();
        assert!(bank.problems.is_empty(), "{:#?}", bank.problems);
        assert!(bank.mcq.len() >= 400 && bank.saq.len() >= 120, "{} MCQ, {} SAQ", bank.mcq.len(), bank.saq.len());
    }
}
