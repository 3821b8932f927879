//! Sabi's questions written as GIFT, Moodle XML and Aiken files, so a school can take them to
//! Moodle or another tool, and so that reading a written file gives the same questions back
//! (for what each format holds; docs/bank-format.md says what is lost where). CSV is written by
//! `csv_bank`, beside its reader.

use std::fmt::Write as _;

use sabi_domain::quiz::{AnswerKey, Difficulty, McqQuestion, ShortAnswerQuestion};

use crate::WriteError;
use crate::bank::{BankQuestion, Question};
use crate::html;

/// The difficulty as the tags write it (the bank's words: easy, medium, hard).
pub(crate) fn difficulty_word(d: Difficulty) -> &'static str {
    match d {
        Difficulty::Easy => "easy",
        Difficulty::Normal => "medium",
        Difficulty::Hard => "hard",
    }
}

/// The options that are keys.
pub(crate) fn keys(q: &McqQuestion) -> Vec<&str> {
    match &q.answer {
        AnswerKey::One(k) => vec![k.as_str()],
        AnswerKey::Many(ks) => ks.iter().map(String::as_str).collect(),
    }
}

/// The marking points as the scheme's text writes them, numbered: `1. point / phrasing / ...
/// (marks)`. The number is there because a scheme's reader takes one list marker off a line,
/// so a point that itself starts like one ("C. S. Lewis") keeps it.
pub(crate) fn scheme_lines(q: &ShortAnswerQuestion) -> Vec<String> {
    q.marking_scheme
        .iter()
        .enumerate()
        .map(|(n, p)| {
            let mut line = p.point.clone();
            for a in &p.accept {
                line.push_str(" / ");
                line.push_str(a);
            }
            format!("{}. {line} ({})", n + 1, p.marks)
        })
        .collect()
}

fn category(q: &BankQuestion) -> String {
    format!("{}/{}/{}", q.subject, q.class_level, q.topic)
}

fn tags(q: &BankQuestion) -> Vec<String> {
    let mut tags = Vec::new();
    if let Some(s) = &q.subtopic {
        tags.push(format!("subtopic={s}"));
    }
    tags.push(format!("difficulty={}", difficulty_word(q.difficulty)));
    if let Question::ShortAnswer(s) = &q.question {
        tags.push(format!("marks={}", s.marks));
    }
    tags
}

/// GIFT's special characters escaped, and line breaks as `\n`, so a text never ends its
/// question (a blank line) or starts a comment.
fn gift_escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' | '~' | '=' | '#' | '{' | '}' | ':' => {
                out.push('\\');
                out.push(c);
            }
            '\n' => out.push_str("\\n"),
            _ => out.push(c),
        }
    }
    out
}

/// Questions as a GIFT file in the shipped bank's conventions (docs/bank-format.md).
pub fn gift(questions: &[BankQuestion]) -> String {
    let mut out = String::from("// Written by Sabi.\n\n");
    let mut current: Option<String> = None;
    for q in questions {
        let category = category(q);
        if current.as_deref() != Some(category.as_str()) {
            let _ = writeln!(out, "$CATEGORY: {category}\n");
            current = Some(category);
        }
        let tags: Vec<String> = tags(q).iter().map(|t| format!("[tag:{t}]")).collect();
        let _ = writeln!(out, "// {}", tags.join(" "));
        if let Some(name) = &q.name {
            let _ = write!(out, "::{}::", gift_escape(name));
        }
        let _ = writeln!(out, "{} {{", gift_escape(q.question.text()));
        match &q.question {
            Question::MultipleChoice(m) => {
                let keys = keys(m);
                // With no wrong option, `=` alone would read as a short answer.
                let right = if keys.len() == m.options.len() { "~%100%" } else { "=" };
                for option in &m.options {
                    let mark = if keys.contains(&option.as_str()) { right } else { "~" };
                    let _ = writeln!(out, "{mark}{}", gift_escape(option));
                }
                let _ = writeln!(out, "####{}", gift_escape(&m.explanation));
            }
            Question::ShortAnswer(s) => {
                let _ = writeln!(out, "####Model answer. {}", gift_escape(&s.answer));
                let _ = writeln!(out, "Marking scheme.");
                for line in scheme_lines(s) {
                    let _ = writeln!(out, "{}", gift_escape(&line));
                }
            }
        }
        out.push_str("}\n\n");
    }
    out
}

fn xml_escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// A `<text>` in HTML, the way Moodle writes its texts.
fn html_text(element: &str, text: &str, indent: &str) -> String {
    format!(
        "{indent}<{element} format=\"html\">\n{indent}  <text>{}</text>\n{indent}</{element}>\n",
        xml_escape(&html::from_text(text))
    )
}

/// Questions as a Moodle XML file, importable into Moodle (a category before each topic; the
/// tags carry Sabi's subtopic, difficulty and marks).
pub fn moodle_xml(questions: &[BankQuestion]) -> String {
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<quiz>\n");
    let mut current: Option<String> = None;
    for q in questions {
        let category = category(q);
        if current.as_deref() != Some(category.as_str()) {
            let _ = writeln!(
                out,
                "  <question type=\"category\">\n    <category>\n      <text>$course$/top/{}</text>\n    </category>\n  </question>",
                xml_escape(&category)
            );
            current = Some(category);
        }
        let kind = match q.question {
            Question::MultipleChoice(_) => "multichoice",
            Question::ShortAnswer(_) => "essay",
        };
        let _ = writeln!(out, "  <question type=\"{kind}\">");
        let _ = writeln!(
            out,
            "    <name>\n      <text>{}</text>\n    </name>",
            xml_escape(q.name.as_deref().unwrap_or(""))
        );
        out.push_str(&html_text("questiontext", q.question.text(), "    "));
        match &q.question {
            Question::MultipleChoice(m) => {
                out.push_str(&html_text("generalfeedback", &m.explanation, "    "));
                let keys = keys(m);
                let single = keys.len() == 1;
                let _ = writeln!(out, "    <defaultgrade>1</defaultgrade>");
                let _ = writeln!(
                    out,
                    "    <single>{single}</single>\n    <shuffleanswers>true</shuffleanswers>\n    <answernumbering>abc</answernumbering>"
                );
                // Several keys share the marks, as Moodle requires of a several-answer question.
                let share = 100.0 / keys.len().max(1) as f64;
                for option in &m.options {
                    let fraction = if keys.contains(&option.as_str()) { format!("{share:.5}") } else { "0".into() };
                    let _ = writeln!(out, "    <answer fraction=\"{fraction}\" format=\"html\">");
                    let _ = writeln!(out, "      <text>{}</text>", xml_escape(&html::from_text(option)));
                    let _ = writeln!(
                        out,
                        "      <feedback format=\"html\">\n        <text></text>\n      </feedback>\n    </answer>"
                    );
                }
            }
            Question::ShortAnswer(s) => {
                out.push_str(&html_text("generalfeedback", &s.explanation, "    "));
                let _ = writeln!(out, "    <defaultgrade>{}</defaultgrade>", s.marks);
                let _ = writeln!(
                    out,
                    "    <responseformat>editor</responseformat>\n    <responserequired>1</responserequired>\n    <responsefieldlines>5</responsefieldlines>\n    <attachments>0</attachments>"
                );
                // The model answer and scheme as plain text for the grader, one point a line.
                let grader = format!("Model answer. {}\nMarking scheme.\n{}", s.answer, scheme_lines(s).join("\n"));
                let _ = writeln!(
                    out,
                    "    <graderinfo format=\"plain_text\">\n      <text>{}</text>\n    </graderinfo>",
                    xml_escape(&grader)
                );
            }
        }
        out.push_str("    <tags>\n");
        for tag in tags(q) {
            let _ = writeln!(out, "      <tag><text>{}</text></tag>", xml_escape(&tag));
        }
        out.push_str("    </tags>\n  </question>\n");
    }
    out.push_str("</quiz>\n");
    out
}

/// Multiple-choice questions as an Aiken file. Aiken holds no category, explanation or
/// short answer: a short answer is refused, and the rest is lost.
pub fn aiken(questions: &[BankQuestion]) -> Result<String, WriteError> {
    let mut out = String::new();
    for q in questions {
        let Question::MultipleChoice(m) = &q.question else {
            return Err(WriteError::NotMultipleChoice { name: q.name.clone() });
        };
        if m.options.len() > 26 {
            return Err(WriteError::TooManyOptions { name: q.name.clone(), count: m.options.len(), limit: 26 });
        }
        let _ = writeln!(out, "{}", m.question);
        let keys = keys(m);
        let mut right = Vec::new();
        for (option, letter) in m.options.iter().zip('A'..='Z') {
            let _ = writeln!(out, "{letter}. {}", option.replace('\n', " "));
            if keys.contains(&option.as_str()) {
                right.push(letter.to_string());
            }
        }
        let _ = writeln!(out, "ANSWER: {}\n", right.join(", "));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use sabi_domain::class_level::ClassLevel;
    use sabi_domain::quiz::{AnswerKey, Difficulty, MarkingPoint, McqQuestion, ShortAnswerQuestion};

    use crate::bank::{BankQuestion, Placement, Question};
    use crate::{Format, read, write};

    /// Questions whose texts hold every character the formats treat specially.
    fn awkward() -> Vec<BankQuestion> {
        let placed = |name: &str, question| BankQuestion {
            line: 0,
            name: Some(name.into()),
            subject: "Mathematics".into(),
            class_level: ClassLevel::LowerSixth,
            topic: "Sets: {A} & <B>".into(),
            subtopic: Some("Notation".into()),
            difficulty: Difficulty::Hard,
            question,
        };
        vec![
            placed(
                "M::1",
                Question::MultipleChoice(McqQuestion {
                    question: "If x < 2 & y > 3, which of {a = b} ~ c # d holds?\nSecond line: \"quoted\" 'too'".into(),
                    options: vec!["x = 1 \\ y".into(), "{}".into(), "a # b".into(), "~ tilde".into()],
                    answer: AnswerKey::Many(vec!["{}".into(), "a # b".into()]),
                    explanation: "Because 1 < 2; &amp; is not an entity here.".into(),
                }),
            ),
            placed(
                "S1",
                Question::ShortAnswer(ShortAnswerQuestion {
                    question: "State two properties of {∅}.".into(),
                    marks: 2,
                    marking_scheme: vec![
                        MarkingPoint { point: "it has no elements".into(), marks: 1, accept: vec!["empty".into()] },
                        MarkingPoint { point: "S. it is a subset of every set".into(), marks: 1, accept: vec![] },
                    ],
                    answer: "It is empty, and a subset of every set = {…}.".into(),
                    explanation: String::new(),
                }),
            ),
        ]
    }

    #[test]
    fn special_characters_survive_every_writer() {
        let questions = awkward();
        for format in [Format::Gift, Format::MoodleXml, Format::Csv] {
            let text = write(format, &questions).expect("writable");
            let back = read(format, text.as_bytes(), &Placement::default()).expect("readable");
            assert!(back.refused.is_empty(), "{format:?}: {:?}\n{text}", back.refused);
            let back: Vec<BankQuestion> = back.questions.into_iter().map(|q| BankQuestion { line: 0, ..q }).collect();
            assert_eq!(back, questions, "{format:?}:\n{text}");
        }
    }

    #[test]
    fn aiken_refuses_short_answers() {
        assert!(write(Format::Aiken, &awkward()).is_err());
        assert!(write(Format::Aiken, &awkward()[..1]).expect("multiple choice").contains("ANSWER: B, C"));
    }
}
