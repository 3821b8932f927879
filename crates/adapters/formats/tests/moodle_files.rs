//! Files Moodle itself wrote (tests/fixtures/moodle, README.md there names their source), and
//! hostile files: every question of a real file is either read or refused with a reason, and a
//! hostile file gives one clear error, quickly, without a panic.

use std::path::{Path, PathBuf};

use sabi_domain::class_level::ClassLevel;
use sabi_domain::quiz::AnswerKey;
use sabi_formats::gift::Answers;
use sabi_formats::{FileError, Format, Placement, Question, aiken, moodle_xml, read};

fn fixture(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/moodle").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn placement() -> Placement {
    Placement { subject: Some("Computer Science".into()), class_level: Some(ClassLevel::Form1), topic: None }
}

fn fixtures() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/moodle");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("the fixtures")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e != "md"))
        .collect();
    files.sort();
    files
}

#[test]
fn every_question_of_moodles_files_is_read_or_refused_with_a_reason() {
    for path in fixtures() {
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let bytes = std::fs::read(&path).expect("a fixture");
        let format = Format::detect(&name, &bytes).expect("a known format");
        let text = String::from_utf8_lossy(&bytes);
        // Questions in the file: Moodle's <question> elements that are not categories, or
        // Aiken's question starts (a line of text after an ANSWER: line or at the start), or GIFT's
        // questions as its grammar splits them.
        let expected = match format {
            Format::MoodleXml => {
                text.matches("<question type=").count() - text.matches("<question type=\"category\"").count()
            }
            Format::Gift => {
                let file = sabi_formats::gift::parse(&text);
                file.items.len() + file.problems.len()
            }
            _ => aiken::parse(&text).items.len() + aiken::parse(&text).refused.len(),
        };
        let chosen = Placement { topic: Some("Moodle".into()), ..placement() };
        let read = read(format, &bytes, &chosen).unwrap_or_else(|e| panic!("{name}: {e}"));
        eprintln!("{name}: {} read, {} refused", read.questions.len(), read.refused.len());
        for r in &read.refused {
            eprintln!("  {r}");
            assert!(!r.reason.trim().is_empty(), "{name}: {r:?}");
        }
        assert_eq!(read.questions.len() + read.refused.len(), expected, "{name}");
    }
}

#[test]
fn moodles_questions_are_read_as_moodle_means_them() {
    // Nested categories: the last part of the path is the topic.
    let file = moodle_xml::parse(&fixture("nested_categories_with_questions.xml")).expect("well-formed");
    let first = &file.items[0];
    assert_eq!(first.name.as_deref(), Some("Iota Question"));
    assert_eq!(first.text, "Testing Iota Question");
    assert_eq!(first.answers, Answers::TrueFalse { truth: true });
    assert_eq!(first.category.as_deref(), Some("$course$/Iota"));
    assert_eq!(file.items[1].answers, Answers::Essay);
    assert_eq!(file.items[3].category.as_deref(), Some("$course$/Iota/Kappa/Lambda"));
    let read = read(Format::MoodleXml, fixture("nested_categories_with_questions.xml").as_bytes(), &placement())
        .expect("well-formed");
    // Moodle's test questions have no feedback: they are taken, explained by their key, in the
    // topic their category names; the essay without a model answer is refused by name.
    let iota = read.questions.iter().find(|q| q.name.as_deref() == Some("Iota Question")).expect("Iota read");
    assert_eq!(iota.topic, "Iota");
    let Question::MultipleChoice(q) = &iota.question else { panic!("{:?}", iota.question) };
    assert_eq!(
        (q.answer.clone(), q.explanation.as_str()),
        (AnswerKey::One("True".into()), "The right answer is True.")
    );
    assert!(read.questions.iter().any(|q| q.name.as_deref() == Some("Mu Question")), "{:?}", read.refused);
    let reasons: Vec<(&str, &str)> =
        read.refused.iter().map(|r| (r.name.as_deref().unwrap_or(""), r.reason.as_str())).collect();
    assert!(reasons.iter().any(|(n, r)| *n == "Kappa Essay Question" && r.contains("model answer")), "{reasons:?}");

    // The entities of idnumbers are decoded.
    let file = moodle_xml::parse(&fixture("html_chars_in_idnumbers.xml")).expect("well-formed");
    assert_eq!(file.items[0].id.as_deref(), Some("T & F"));

    // Several right answers: every answer worth something is a key.
    let file = moodle_xml::parse(&fixture("error_invalid_grades.xml")).expect("well-formed");
    let Answers::Choice(choices) = &file.items[0].answers else { panic!("{:?}", file.items[0].answers) };
    let keys: Vec<&str> = choices.iter().filter(|c| c.weight >= 1.0).map(|c| c.text.as_str()).collect();
    assert_eq!(keys, ["2", "3", "5"]);
    assert_eq!(file.items[0].text, "Select all prime numbers :");

    // Moodle 1.9's file: the cloze question is refused, the multiple choice read.
    let file = moodle_xml::parse(&fixture("sample_questions_with_old_image_tag.xml")).expect("well-formed");
    assert_eq!(file.refused.len(), 1);
    assert_eq!(file.refused[0].name.as_deref(), Some("cloze question with image"));
    assert!(file.refused[0].reason.contains("cloze"), "{}", file.refused[0]);
    let Answers::Choice(choices) = &file.items[0].answers else { panic!() };
    let options: Vec<&str> = choices.iter().map(|c| c.text.as_str()).collect();
    assert_eq!(options, ["wrong answer", "another wrong answer", "right answer"]);
    assert!(file.items[0].text.contains("old \"image\" field"), "{}", file.items[0].text);

    // Every cloze question is refused with its name.
    let file = moodle_xml::parse(&fixture("broken_cloze_questions.xml")).expect("well-formed");
    assert_eq!((file.items.len(), file.refused.len()), (0, 5));
}

#[test]
fn moodles_aiken_files() {
    let read = read(
        Format::Aiken,
        fixture("questions.aiken.txt").as_bytes(),
        &Placement { topic: Some("Moodle".into()), ..placement() },
    )
    .expect("UTF-8");
    assert!(read.refused.is_empty(), "{:?}", read.refused);
    let Question::MultipleChoice(q) = &read.questions[0].question else { panic!() };
    assert_eq!(q.answer, AnswerKey::One("Martin Dougiamas".into()));
    let Question::MultipleChoice(q) = &read.questions[1].question else { panic!() };
    assert!(q.question.contains("<html class=\"cool\"> & images"), "{}", q.question);
    assert_eq!(q.answer, AnswerKey::One("True".into()));

    let file = aiken::parse(&fixture("aiken_errors.txt"));
    let texts: Vec<&str> = file.items.iter().map(|i| i.text.as_str()).collect();
    assert_eq!(texts, ["A good question", "A second good question"]);
    let Answers::Choice(choices) = &file.items[1].answers else { panic!() };
    assert_eq!(choices[1].text, "Correct (No space)");
    assert_eq!(choices[1].weight, 1.0);
    let lines: Vec<usize> = file.refused.iter().map(|r| r.line).collect();
    assert_eq!(lines, [1, 5, 14], "{:#?}", file.refused);
}

/// Reads a file in every format; none may panic or take long.
fn every_format(bytes: &[u8]) -> Vec<Result<usize, FileError>> {
    Format::ALL.iter().map(|f| read(*f, bytes, &placement()).map(|r| r.questions.len())).collect()
}

#[test]
fn billion_laughs_and_external_entities_are_refused() {
    let mut laughs = String::from("<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n");
    for i in 1..=9 {
        let previous = if i == 1 { "lol".to_string() } else { format!("lol{}", i - 1) };
        laughs.push_str(&format!(" <!ENTITY lol{i} \"{}\">\n", format!("&{previous};").repeat(10)));
    }
    laughs.push_str(
        "]>\n<quiz><question type=\"truefalse\"><questiontext><text>&lol9;</text></questiontext></question></quiz>\n",
    );
    let error = read(Format::MoodleXml, laughs.as_bytes(), &placement()).expect_err("refused");
    assert_eq!(error, FileError::Doctype { line: 2 });

    let external = "<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>\n<quiz><question type=\"essay\"><questiontext><text>&e;</text></questiontext></question></quiz>\n";
    let error = read(Format::MoodleXml, external.as_bytes(), &placement()).expect_err("refused");
    assert!(matches!(error, FileError::Doctype { .. }), "{error}");
    assert!(error.to_string().contains("DOCTYPE"), "{error}");

    // An entity used without a declaration is named, not expanded.
    let undeclared = "<quiz>\n<question type=\"essay\"><questiontext><text>&e;</text></questiontext></question></quiz>";
    let error = read(Format::MoodleXml, undeclared.as_bytes(), &placement()).expect_err("refused");
    assert_eq!(error, FileError::Entity { line: 2, name: "e".into() });
    every_format(laughs.as_bytes());
    every_format(external.as_bytes());
}

#[test]
fn deep_nesting_is_refused() {
    let deep = format!("<quiz>{}{}</quiz>", "<a>".repeat(10_000), "</a>".repeat(10_000));
    let error = read(Format::MoodleXml, deep.as_bytes(), &placement()).expect_err("refused");
    assert!(matches!(error, FileError::TooDeep { line: 1, .. }), "{error}");
    every_format(deep.as_bytes());
}

#[test]
fn binary_junk_gives_an_error_or_nothing_and_no_panic() {
    // A fixed pseudo-random sequence, so a failure can be repeated.
    let mut state: u64 = 0x5eed;
    let junk: Vec<u8> = (0..200_000)
        .map(|_| {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (state >> 33) as u8
        })
        .collect();
    for result in every_format(&junk) {
        assert!(matches!(result, Err(FileError::NotUtf8 { .. })), "{result:?}");
    }
    // Junk that is valid UTF-8: XML refuses it; the text formats find no question in it.
    let text: String = junk.iter().map(|b| char::from(b'!' + b % 90)).collect();
    let results = every_format(text.as_bytes());
    assert!(matches!(results[1], Err(FileError::Xml { .. })), "{:?}", results[1]);
    for (format, result) in Format::ALL.iter().zip(&results) {
        if let Ok(read) = result {
            assert_eq!(*read, 0, "{format:?}");
        }
    }
}

#[test]
fn a_twenty_megabyte_file_is_refused_at_once() {
    let mut big = String::from("<?xml version=\"1.0\"?>\n<quiz>\n");
    let question = "<question type=\"truefalse\"><name><text>Q</text></name><questiontext><text>Is it?</text></questiontext><generalfeedback><text>Yes.</text></generalfeedback><answer fraction=\"100\"><text>true</text></answer><answer fraction=\"0\"><text>false</text></answer></question>\n";
    while big.len() < 20 * 1024 * 1024 {
        big.push_str(question);
    }
    big.push_str("</quiz>\n");
    // Refused before any parsing (speed is measured by `just bench`, not asserted here).
    for result in every_format(big.as_bytes()) {
        assert!(matches!(result, Err(FileError::TooLarge { .. })), "{result:?}");
    }
}

#[test]
fn every_cut_of_a_real_file_reads_or_errs_without_a_panic() {
    for name in ["nested_categories_with_questions.xml", "error_invalid_grades.xml", "aiken_errors.txt"] {
        let text = fixture(name);
        for end in (0..text.len()).step_by(7).filter(|e| text.is_char_boundary(*e)) {
            let results = every_format(&text.as_bytes()[..end]);
            // A cut XML file is never silently taken as whole: it errs, or (cut after </quiz>) reads.
            if name.ends_with(".xml") && end < text.trim_end().len() {
                assert!(results[1].is_err(), "{name} cut at {end}: {:?}", results[1]);
            }
        }
    }
}
