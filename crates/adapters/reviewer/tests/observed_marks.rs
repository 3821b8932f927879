//! Marks a person saw the built-in marker get wrong while using Sabi (issue 17), kept as
//! regression tests: each answer with the mark a teacher gives it, by words alone and with the
//! sentence model (where it was fetched). The questions are the shipped bank's
//! (`crates/adapters/generator/bank/saq/biology.json`), read from the file so that a change to
//! their schemes is tested too.

use sabi_domain::quiz::MarkingPoint;
use sabi_ports::ReviewItem;
use sabi_reviewer::BuiltinReviewer;
use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct BankQuestion {
    question: String,
    marks: u32,
    marking_scheme: Vec<MarkingPoint>,
}

fn bank_question(text: &str) -> BankQuestion {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../generator/bank/saq/biology.json");
    let raw: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).expect("the biology bank")).expect("JSON");
    let list = raw.get("questions").cloned().unwrap_or(raw);
    let questions: Vec<BankQuestion> = serde_json::from_value(list).expect("bank questions");
    questions.into_iter().find(|q| q.question == text).unwrap_or_else(|| panic!("{text:?} is in the bank"))
}

/// (question, answer, the marks a teacher gives)
const OBSERVED: &[(&str, &str, u32)] = &[
    // "without oxygen" said as "does not need oxygen".
    (
        "Give two differences between aerobic and anaerobic respiration.",
        "Aerobic respiration releases more energy. Anaerobic respiration does not need oxygen.",
        2,
    ),
    // Mended in the scheme, as a teacher would: "acid" is the question's own word, so the point
    // rests on "pH needed for pepsin to work"; the bank now accepts "pepsin can work".
    (
        "Give two functions of hydrochloric acid in the stomach.",
        "It kills bacteria in food. It makes the stomach acidic so pepsin can work.",
        2,
    ),
    // Respiration's equation, not photosynthesis's: the reactants and products are the wrong
    // way round, and no condition is given.
    ("Write the word equation for photosynthesis.", "glucose + oxygen → carbon dioxide + water", 0),
    ("Write the word equation for photosynthesis.", "Glucose and oxygen give carbon dioxide and water.", 0),
    // The right way round still earns its marks.
    ("Write the word equation for photosynthesis.", "carbon dioxide + water → glucose + oxygen (light)", 3),
    ("Write the word equation for photosynthesis.", "Carbon dioxide and water make glucose and oxygen in sunlight.", 3),
];

fn check(marker: &BuiltinReviewer, how: &str) {
    let mut wrong = Vec::new();
    for &(question, answer, teacher) in OBSERVED {
        let q = bank_question(question);
        let item = ReviewItem {
            question: q.question,
            answer: answer.into(),
            marks: q.marks,
            marking_scheme: q.marking_scheme,
        };
        let marked = marker.mark(&item);
        if marked.marks_awarded != teacher {
            wrong.push(format!(
                "{question:?} / {answer:?}: {} (a teacher gives {teacher}); {}",
                marked.marks_awarded, marked.feedback
            ));
        }
    }
    assert!(wrong.is_empty(), "{how}:\n{}", wrong.join("\n"));
}

#[test]
fn observed_wrong_marks_are_right_by_words_alone() {
    check(&BuiltinReviewer::new(), "by words alone");
}

#[test]
fn observed_wrong_marks_are_right_with_the_model() {
    if let Some(model) = sabi_meaning::for_tests() {
        check(&BuiltinReviewer::new().with_meaning(std::sync::Arc::new(model)), "with the model");
    }
}
