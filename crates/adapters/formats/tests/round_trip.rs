//! The shipped bank's questions written in each format and read back are the same questions
//! (the line each starts on aside), for what the format holds: GIFT, Moodle XML and CSV hold
//! everything the bank has; Aiken holds multiple choice without its explanation or place.

use std::path::{Path, PathBuf};

use sabi_formats::bank::read_gift;
use sabi_formats::{BankQuestion, Format, Placement, Question, read, write};

/// The bank's questions, file by file.
fn bank_files() -> Vec<Vec<BankQuestion>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../bank");
    let mut files: Vec<PathBuf> = Vec::new();
    for class in std::fs::read_dir(&root).expect("the bank folder").flatten() {
        for file in std::fs::read_dir(class.path()).into_iter().flatten().flatten() {
            if file.path().extension().is_some_and(|e| e == "gift") {
                files.push(file.path());
            }
        }
    }
    files.sort();
    let mut out = Vec::new();
    for path in files {
        let read = read_gift(&std::fs::read_to_string(&path).expect("a bank file"));
        assert!(read.refused.is_empty(), "{}: {:?}", path.display(), read.refused);
        out.push(read.questions);
    }
    assert!(out.iter().map(Vec::len).sum::<usize>() > 1000, "too few questions in the bank");
    out
}

fn bank() -> Vec<BankQuestion> {
    bank_files().concat()
}

fn without_lines(questions: &[BankQuestion]) -> Vec<BankQuestion> {
    questions.iter().cloned().map(|q| BankQuestion { line: 0, ..q }).collect()
}

/// Each bank file written and read back (one file at a time, as a school would export a
/// subject and class: the whole bank as XML is over the size Sabi reads).
fn round_trip(format: Format) {
    for questions in bank_files() {
        let text = write(format, &questions).expect("the bank can be written");
        let back = read(format, text.as_bytes(), &Placement::default()).expect("the written file reads");
        assert!(
            back.refused.is_empty(),
            "{format:?}: {} refused, first {:?}",
            back.refused.len(),
            back.refused.first()
        );
        let (want, got) = (without_lines(&questions), without_lines(&back.questions));
        assert_eq!(want.len(), got.len());
        let differ: Vec<(&BankQuestion, &BankQuestion)> = want.iter().zip(&got).filter(|(a, b)| a != b).collect();
        assert!(
            differ.is_empty(),
            "{format:?}: {} of {} differ; first:\n{:#?}",
            differ.len(),
            want.len(),
            differ.first()
        );
    }
}

#[test]
fn gift_round_trip() {
    round_trip(Format::Gift);
}

#[test]
fn moodle_xml_round_trip() {
    round_trip(Format::MoodleXml);
}

#[test]
fn csv_round_trip() {
    round_trip(Format::Csv);
}

#[test]
fn aiken_keeps_the_multiple_choice_keys() {
    let questions: Vec<BankQuestion> =
        bank().into_iter().filter(|q| matches!(q.question, Question::MultipleChoice(_))).collect();
    let text = write(Format::Aiken, &questions).expect("multiple choice is Aiken");
    let first = &questions[0];
    let placement = Placement {
        subject: Some(first.subject.clone()),
        class_level: Some(first.class_level),
        topic: Some(first.topic.clone()),
    };
    let back = read(Format::Aiken, text.as_bytes(), &placement).expect("the written file reads");
    assert!(back.refused.is_empty(), "{:?}", back.refused.first());
    assert_eq!(back.questions.len(), questions.len());
    for (a, b) in questions.iter().zip(&back.questions) {
        let (Question::MultipleChoice(a), Question::MultipleChoice(b)) = (&a.question, &b.question) else { panic!() };
        assert_eq!((&a.question, &a.options, &a.answer), (&b.question, &b.options, &b.answer));
    }
}
