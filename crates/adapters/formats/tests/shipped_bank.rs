//! The bank Sabi ships (`bank/<class>/<subject>.gift`, docs/bank-format.md), checked the way a
//! head of department would before printing it: every question reads and passes the quiz
//! checks; it sits in a real topic and subtopic of the catalogue and in the file of its class
//! and subject; every topic of a file's offering has at least 12 multiple-choice and 4
//! short-answer questions; multiple-choice questions have four options and one key; no
//! question repeats or nearly repeats another of its topic.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};

use sabi_domain::quiz::{AnswerKey, normalise};
use sabi_formats::bank::{BankQuestion, Question, read_gift};
use serde::Deserialize;

#[derive(Deserialize)]
struct Catalogue {
    subjects: Vec<Subject>,
}

#[derive(Deserialize)]
struct Subject {
    name: String,
    offerings: Vec<Offering>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Offering {
    class_level: String,
    topics: Vec<Topic>,
}

#[derive(Deserialize)]
struct Topic {
    name: String,
    #[serde(default)]
    subtopics: Vec<Subtopic>,
}

#[derive(Deserialize)]
struct Subtopic {
    name: String,
}

const MIN_MCQ: usize = 12;
const MIN_SHORT: usize = 4;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../..")
}

fn slug(text: &str) -> String {
    text.to_lowercase().split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()).collect::<Vec<_>>().join("-")
}

fn files() -> Vec<PathBuf> {
    let mut out = Vec::new();
    for class in std::fs::read_dir(root().join("bank")).into_iter().flatten().flatten() {
        for file in std::fs::read_dir(class.path()).into_iter().flatten().flatten() {
            if file.path().extension().is_some_and(|e| e == "gift") {
                out.push(file.path());
            }
        }
    }
    out.sort();
    out
}

/// Words of a question, for telling near-repeats apart from questions on the same thing.
fn words(text: &str) -> HashSet<String> {
    normalise(text).split(|c: char| !c.is_alphanumeric()).filter(|w| w.len() > 2).map(str::to_string).collect()
}

fn near_repeat(a: &HashSet<String>, b: &HashSet<String>) -> bool {
    let shared = a.intersection(b).count() as f64;
    let all = a.union(b).count().max(1) as f64;
    shared / all >= 0.85
}

#[test]
fn the_shipped_bank_is_whole_and_right() {
    let catalogue: Catalogue = serde_json::from_str(
        &std::fs::read_to_string(root().join("crates/app/data/catalogue.json")).expect("the catalogue"),
    )
    .expect("the catalogue parses");
    // (subject, class) -> topic -> subtopics
    let mut offerings: HashMap<(String, String), BTreeMap<String, HashSet<String>>> = HashMap::new();
    for subject in &catalogue.subjects {
        for offering in &subject.offerings {
            let topics = offerings.entry((subject.name.clone(), offering.class_level.clone())).or_default();
            for topic in &offering.topics {
                topics.entry(topic.name.clone()).or_default().extend(topic.subtopics.iter().map(|s| s.name.clone()));
            }
        }
    }
    let mut faults = Vec::new();
    let mut covered = 0;
    for path in files() {
        let shown = path.strip_prefix(root()).unwrap_or(&path).display().to_string();
        let read = read_gift(&std::fs::read_to_string(&path).expect("a readable file"));
        faults.extend(read.refused.iter().map(|r| format!("{shown} {r}")));
        let mut by_topic: BTreeMap<(String, String, String), Vec<&BankQuestion>> = BTreeMap::new();
        for q in &read.questions {
            let class = q.class_level.to_string();
            let at = format!("{shown} line {}", q.line);
            let Some(topics) = offerings.get(&(q.subject.clone(), class.clone())) else {
                faults.push(format!("{at}: {} is not taught in {class}", q.subject));
                continue;
            };
            let Some(subtopics) = topics.get(&q.topic) else {
                faults.push(format!("{at}: no topic \"{}\" in {} {class}", q.topic, q.subject));
                continue;
            };
            match &q.subtopic {
                Some(s) if subtopics.contains(s) => {}
                other => faults.push(format!("{at}: subtopic {other:?} is not one of \"{}\"", q.topic)),
            }
            let class_dir = path.parent().and_then(|p| p.file_name()).map(|n| n.to_string_lossy().into_owned());
            let file_stem = path.file_stem().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            if class_dir.as_deref() != Some(slug(&class).as_str()) || !file_stem.starts_with(&slug(&q.subject)) {
                faults.push(format!(
                    "{at}: {} {class} belongs in bank/{}/{}.gift",
                    q.subject,
                    slug(&class),
                    slug(&q.subject)
                ));
            }
            if let Question::MultipleChoice(m) = &q.question
                && (m.options.len() != 4 || !matches!(m.answer, AnswerKey::One(_)))
            {
                faults.push(format!("{at}: a multiple-choice question needs four options and one key"));
            }
            // An imported question without an explanation is given one that names the key;
            // the shipped bank teaches why.
            if let Question::MultipleChoice(m) = &q.question
                && m.explanation.starts_with(sabi_formats::bank::KEY_ONLY_EXPLANATION)
            {
                faults.push(format!("{at}: a shipped question explains why its key is right (####)"));
            }
            by_topic.entry((q.subject.clone(), class, q.topic.clone())).or_default().push(q);
        }
        // Every topic of the offerings the file holds, each with enough questions, none repeated.
        let held: HashSet<(String, String)> = by_topic.keys().map(|(s, c, _)| (s.clone(), c.clone())).collect();
        for (subject, class) in held {
            for topic in offerings[&(subject.clone(), class.clone())].keys() {
                let questions =
                    by_topic.get(&(subject.clone(), class.clone(), topic.clone())).cloned().unwrap_or_default();
                let mcq = questions.iter().filter(|q| matches!(q.question, Question::MultipleChoice(_))).count();
                let short = questions.len() - mcq;
                if mcq < MIN_MCQ || short < MIN_SHORT {
                    faults.push(format!(
                        "{shown}: \"{topic}\" has {mcq} multiple-choice and {short} short-answer questions"
                    ));
                } else {
                    covered += 1;
                }
                let texts: Vec<(usize, HashSet<String>)> =
                    questions.iter().map(|q| (q.line, words(q.question.text()))).collect();
                for (i, (line, a)) in texts.iter().enumerate() {
                    for (other, b) in &texts[i + 1..] {
                        if near_repeat(a, b) {
                            faults.push(format!("{shown}: line {other} nearly repeats line {line}"));
                        }
                    }
                }
            }
        }
    }
    let non_maths: usize = offerings
        .iter()
        .filter(|((subject, _), _)| !subject.to_lowercase().contains("math"))
        .map(|(_, topics)| topics.len())
        .sum();
    eprintln!("the shipped bank covers {covered} of {non_maths} non-mathematics topics");
    assert!(faults.is_empty(), "{} faults:\n{}", faults.len(), faults.join("\n"));
}
