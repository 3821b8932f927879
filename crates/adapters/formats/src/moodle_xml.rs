//! Moodle's XML question format (Moodle Docs, "Moodle XML format"; question/format/xml in
//! Moodle), read safely: the file is parsed with quick-xml, which never fetches a DTD or an
//! external entity; a file that declares a DOCTYPE is refused whole, and only XML's five
//! predefined entities and character references are expanded, so "billion laughs" and
//! external-entity files cannot do harm. Nesting depth and file size are bounded.
//!
//! Multiple choice (one right answer, or several with `<single>false</single>`), true/false,
//! short answer and essay are read; `<question type="category">` sets the category of the
//! questions after it. Matching, numerical, calculated, embedded answers (cloze), drag-and-drop
//! and gap-select questions, descriptions and unknown types are refused one by one with the
//! question's name and a reason.

use quick_xml::Reader;
use quick_xml::events::Event;

use crate::bank::{self, Placement, Read, Refused};
use crate::gift::{Answers, Choice, Item};
use crate::{FileError, html};

/// How deep elements may nest. Moodle's own files go six deep; this leaves room for HTML
/// written out as elements without letting a hostile file exhaust the stack or memory.
pub const MAX_DEPTH: usize = 64;

/// An element of the file, with its text (character data, CDATA and expanded references) and
/// the line it starts on.
#[derive(Debug, Default)]
struct Node {
    name: String,
    attributes: Vec<(String, String)>,
    children: Vec<Node>,
    text: String,
    line: usize,
}

impl Node {
    fn child(&self, name: &str) -> Option<&Node> {
        self.children.iter().find(|c| c.name == name)
    }

    fn children<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a Node> + 'a {
        self.children.iter().filter(move |c| c.name == name)
    }

    fn attribute(&self, name: &str) -> Option<&str> {
        self.attributes.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    /// The text of an element that holds a `<text>` in a format (`questiontext`,
    /// `generalfeedback`, an `answer`...), as plain text. HTML (Moodle's usual format, and its
    /// "auto" format, which allows HTML) is reduced to text; plain text and Markdown are kept.
    fn formatted(&self) -> String {
        let raw = self.child("text").map_or("", |t| t.text.as_str());
        match self.attribute("format") {
            Some("plain_text" | "markdown") => html::lines(raw),
            _ => html::to_text(raw),
        }
    }

    /// The plain text of `<name><text>` and the like.
    fn text_of(&self, name: &str) -> String {
        self.child(name).and_then(|n| n.child("text")).map(|t| html::lines(&t.text)).unwrap_or_default()
    }
}

/// 1-based line of a byte offset.
fn line_at(text: &str, offset: u64) -> usize {
    Lines::new(text).at(offset)
}

/// Lines of offsets that only grow, counted once (counting from the start for every element
/// would make a large file quadratic).
struct Lines<'t> {
    text: &'t [u8],
    offset: usize,
    line: usize,
}

impl<'t> Lines<'t> {
    fn new(text: &'t str) -> Self {
        Lines { text: text.as_bytes(), offset: 0, line: 1 }
    }

    fn at(&mut self, offset: u64) -> usize {
        let offset = usize::try_from(offset).unwrap_or(usize::MAX).min(self.text.len());
        if offset < self.offset {
            return self.text[..offset].iter().filter(|&&b| b == b'\n').count() + 1;
        }
        self.line += self.text[self.offset..offset].iter().filter(|&&b| b == b'\n').count();
        self.offset = offset;
        self.line
    }
}

/// The file's element tree, or why it is not well-formed or not safe to read.
fn tree(text: &str) -> Result<Node, FileError> {
    if text.len() > crate::MAX_FILE_BYTES {
        return Err(FileError::TooLarge { size: text.len(), limit: crate::MAX_FILE_BYTES });
    }
    let mut reader = Reader::from_str(text);
    let config = reader.config_mut();
    config.expand_empty_elements = true;
    config.check_end_names = true;
    let mut lines = Lines::new(text);
    let mut stack: Vec<Node> = Vec::new();
    let mut root: Option<Node> = None;
    let malformed = |reader: &Reader<&[u8]>, reason: String| FileError::Xml {
        line: Some(line_at(text, reader.error_position().max(reader.buffer_position()))),
        reason,
    };
    loop {
        let at = reader.buffer_position();
        let event = match reader.read_event() {
            Ok(event) => event,
            Err(e) => {
                return Err(FileError::Xml {
                    line: Some(line_at(text, reader.error_position())),
                    reason: e.to_string(),
                });
            }
        };
        match event {
            Event::Start(start) => {
                if stack.len() >= MAX_DEPTH {
                    return Err(FileError::TooDeep { line: lines.at(at), limit: MAX_DEPTH });
                }
                if root.is_some() {
                    return Err(malformed(&reader, "there is more after the end of the root element".into()));
                }
                let mut node = Node {
                    name: String::from_utf8_lossy(start.name().as_ref()).into_owned(),
                    line: lines.at(at),
                    ..Node::default()
                };
                for attribute in start.attributes() {
                    let attribute = attribute.map_err(|e| malformed(&reader, e.to_string()))?;
                    // Only the predefined entities are expanded in attribute values too.
                    let value = attribute.unescape_value().map_err(|e| malformed(&reader, e.to_string()))?;
                    node.attributes
                        .push((String::from_utf8_lossy(attribute.key.as_ref()).into_owned(), value.into_owned()));
                }
                stack.push(node);
            }
            Event::End(_) => {
                let node = stack.pop().ok_or_else(|| malformed(&reader, "an end tag closes nothing".into()))?;
                match stack.last_mut() {
                    Some(parent) => parent.children.push(node),
                    None => root = Some(node),
                }
            }
            Event::Text(t) => {
                let t = t.decode().map_err(|e| malformed(&reader, e.to_string()))?;
                match stack.last_mut() {
                    Some(node) => node.text.push_str(&t),
                    None if t.trim().is_empty() => {}
                    None => return Err(malformed(&reader, "there is text outside the root element".into())),
                }
            }
            Event::CData(c) => {
                let c = c.decode().map_err(|e| malformed(&reader, e.to_string()))?;
                if let Some(node) = stack.last_mut() {
                    node.text.push_str(&c);
                }
            }
            Event::GeneralRef(r) => {
                let line = lines.at(at);
                let c = match r.resolve_char_ref() {
                    Ok(Some(c)) => c,
                    Ok(None) => {
                        let name = r.decode().map_err(|e| malformed(&reader, e.to_string()))?;
                        match name.as_ref() {
                            "amp" => '&',
                            "lt" => '<',
                            "gt" => '>',
                            "quot" => '"',
                            "apos" => '\'',
                            other => return Err(FileError::Entity { line, name: other.to_string() }),
                        }
                    }
                    Err(e) => return Err(FileError::Xml { line: Some(line), reason: e.to_string() }),
                };
                if let Some(node) = stack.last_mut() {
                    node.text.push(c);
                }
            }
            Event::DocType(_) => return Err(FileError::Doctype { line: lines.at(at) }),
            Event::Empty(_) | Event::Comment(_) | Event::Decl(_) | Event::PI(_) => {}
            Event::Eof => break,
        }
    }
    if let Some(open) = stack.last() {
        return Err(FileError::Xml {
            line: Some(open.line),
            reason: format!("the file ends before <{}> is closed", open.name),
        });
    }
    root.ok_or(FileError::Xml { line: None, reason: "the file holds no XML element".into() })
}

/// What a Moodle XML file holds, before Sabi places and checks it: the questions of kinds Sabi
/// asks, and the others refused with their name and a reason.
#[derive(Debug, Default)]
pub struct XmlFile {
    pub items: Vec<Item>,
    pub refused: Vec<Refused>,
}

/// Reads a Moodle XML file into placed, checked questions.
pub fn read(text: &str, placement: &Placement) -> Result<Read, FileError> {
    let file = parse(text)?;
    Ok(bank::read_items(file.items, file.refused, placement))
}

/// Reads a Moodle XML file's questions as the file gives them.
pub fn parse(text: &str) -> Result<XmlFile, FileError> {
    let root = tree(text)?;
    if root.name != "quiz" {
        return Err(FileError::NotMoodleXml { root: root.name });
    }
    let mut category: Option<String> = None;
    let mut file = XmlFile::default();
    for node in root.children("question") {
        let kind = node.attribute("type").unwrap_or_default();
        if kind == "category" {
            category = Some(node.text_of("category"));
            continue;
        }
        let name = Some(node.text_of("name")).filter(|n| !n.is_empty());
        match item(node, kind) {
            Ok((answers, general_feedback)) => {
                let mut tags: Vec<String> = node
                    .child("tags")
                    .map(|t| t.children("tag").map(|t| t.text_of_self()).collect())
                    .unwrap_or_default();
                // Moodle's own marks for a question count when no `marks=` tag says otherwise.
                if !tags.iter().any(|t| t.trim_start().starts_with("marks="))
                    && matches!(answers, Answers::Essay | Answers::Short(_))
                    && let Some(grade) = node.child("defaultgrade").and_then(|g| g.text.trim().parse::<f64>().ok())
                    && grade.fract() == 0.0
                    && (1.0..=10.0).contains(&grade)
                {
                    tags.push(format!("marks={grade}"));
                }
                file.items.push(Item {
                    line: node.line,
                    category: category.clone(),
                    name,
                    id: node.child("idnumber").map(|i| i.text.trim().to_string()).filter(|i| !i.is_empty()),
                    tags,
                    text: node.child("questiontext").map(Node::formatted).unwrap_or_default(),
                    answers,
                    general_feedback,
                });
            }
            Err(reason) => file.refused.push(Refused { line: node.line, name, reason }),
        }
    }
    Ok(file)
}

impl Node {
    /// `<tag><text>x</text></tag>`'s text.
    fn text_of_self(&self) -> String {
        self.child("text").map(|t| html::lines(&t.text)).unwrap_or_default()
    }
}

/// A question's answers and general feedback, or why Sabi does not take its kind.
fn item(node: &Node, kind: &str) -> Result<(Answers, String), String> {
    let general_feedback = node.child("generalfeedback").map(Node::formatted).unwrap_or_default();
    let answers = || node.children("answer").map(choice).collect::<Vec<Choice>>();
    let answers = match kind {
        "multichoice" => {
            let single = node.child("single").is_none_or(|s| matches!(s.text.trim(), "true" | "1"));
            let mut choices = answers();
            if !single {
                // Several right answers: Sabi gives no partial credit, so every answer worth
                // something is a key.
                for c in &mut choices {
                    c.weight = if c.weight > 0.0 { 1.0 } else { 0.0 };
                }
            }
            Answers::Choice(choices)
        }
        "truefalse" => {
            let right = node
                .children("answer")
                .map(|a| (a.text_of_self().to_lowercase(), fraction(a)))
                .filter(|(_, f)| *f >= 100.0)
                .map(|(t, _)| t)
                .next()
                .ok_or("no answer of the true/false question is marked right (fraction 100)")?;
            Answers::TrueFalse { truth: right == "true" }
        }
        "shortanswer" => Answers::Short(answers()),
        "essay" => {
            // The information for graders holds the model answer and scheme; without it, the
            // general feedback may.
            let grader = node.child("graderinfo").map(Node::formatted).unwrap_or_default();
            let feedback = if grader.is_empty() { general_feedback } else { grader };
            return Ok((Answers::Essay, feedback));
        }
        other => return Err(refusal(other)),
    };
    Ok((answers, general_feedback))
}

fn fraction(answer: &Node) -> f64 {
    answer.attribute("fraction").and_then(|f| f.trim().parse().ok()).unwrap_or(0.0)
}

fn choice(answer: &Node) -> Choice {
    Choice {
        text: answer.formatted(),
        weight: (fraction(answer) / 100.0).clamp(-1.0, 1.0),
        feedback: answer.child("feedback").map(Node::formatted).unwrap_or_default(),
    }
}

/// Why a kind of Moodle question is not taken, in words a teacher can act on.
fn refusal(kind: &str) -> String {
    match kind {
        "matching" | "randomsamatch" | "ddmatch" => {
            "matching questions are not supported: Sabi asks multiple-choice and short-answer questions".into()
        }
        "numerical" => "numerical questions are not supported: write the number as a short answer instead".into(),
        k if k.starts_with("calculated") => {
            "calculated questions are not supported: Sabi's questions have fixed numbers".into()
        }
        "multianswer" | "cloze" => {
            "questions with several answer blanks (embedded answers, cloze) are not supported".into()
        }
        "ddwtos" | "gapselect" | "ddmarker" | "ddimageortext" | "ordering" | "gapfill" => {
            format!("drag-and-drop, gap-select and ordering questions (\"{kind}\") are not supported")
        }
        "description" => "a description has no answers, so it is not a question".into(),
        "random" => "a random question is drawn from a category when a quiz runs; it holds no question itself".into(),
        "" => "the question has no type".into(),
        other => format!("Moodle's \"{other}\" questions are not a kind Sabi asks"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bank::Question;
    use sabi_domain::class_level::ClassLevel;
    use sabi_domain::quiz::AnswerKey;

    fn placement() -> Placement {
        Placement { subject: Some("Biology".into()), class_level: Some(ClassLevel::Form1), topic: None }
    }

    #[test]
    fn the_kinds_sabi_asks_are_read() {
        let read = read(
            r#"<?xml version="1.0" encoding="UTF-8"?>
<quiz>
  <question type="category"><category><text>$course$/top/Biology/Form 2/Cells</text></category></question>
  <question type="multichoice">
    <name><text>Organelle</text></name>
    <questiontext format="html"><text><![CDATA[<p>Which organelle makes <b>ATP</b>?</p>]]></text></questiontext>
    <generalfeedback format="html"><text>Mitochondria &amp; respiration.</text></generalfeedback>
    <single>true</single>
    <answer fraction="100"><text>Mitochondrion</text></answer>
    <answer fraction="0"><text>Ribosome</text></answer>
    <answer fraction="0"><text>Nucleus</text></answer>
    <tags><tag><text>difficulty=easy</text></tag><tag><text>subtopic=Organelles</text></tag></tags>
  </question>
  <question type="multichoice">
    <name><text>Primes</text></name>
    <questiontext format="html"><text>Which are prime?</text></questiontext>
    <generalfeedback format="html"><text>2 and 3 have no other factors.</text></generalfeedback>
    <single>false</single>
    <answer fraction="50"><text>2</text></answer>
    <answer fraction="50"><text>3</text></answer>
    <answer fraction="-100"><text>4</text></answer>
  </question>
  <question type="shortanswer">
    <name><text>Capital</text></name>
    <questiontext format="html"><text>Capital of Cameroon?</text></questiontext>
    <answer fraction="100"><text>Yaoundé</text></answer>
    <answer fraction="100"><text>Yaounde</text></answer>
  </question>
  <question type="essay">
    <name><text>Acid</text></name>
    <questiontext format="html"><text>Why is the stomach acidic?</text></questiontext>
    <defaultgrade>2</defaultgrade>
    <graderinfo format="html"><text><![CDATA[<p>Model answer. It kills bacteria.</p><p>Marking scheme.</p><p>- kills bacteria / kills germs (1)</p><p>- helps pepsin (1)</p>]]></text></graderinfo>
  </question>
  <question type="matching"><name><text>Pairs</text></name><questiontext><text>Match</text></questiontext></question>
  <question type="calculatedsimple"><name><text>Sum</text></name></question>
  <question type="stack"><name><text>Algebra</text></name></question>
</quiz>"#,
            &placement(),
        )
        .expect("a well-formed file");
        assert_eq!(read.questions.len(), 4, "{:#?}", read.refused);
        let mcq = &read.questions[0];
        assert_eq!(
            (mcq.subject.as_str(), mcq.class_level, mcq.topic.as_str()),
            ("Biology", ClassLevel::Form2, "Cells")
        );
        assert_eq!(mcq.subtopic.as_deref(), Some("Organelles"));
        let Question::MultipleChoice(q) = &mcq.question else { panic!() };
        assert_eq!(q.question, "Which organelle makes ATP?");
        assert_eq!(q.answer, AnswerKey::One("Mitochondrion".into()));
        assert_eq!(q.explanation, "Mitochondria & respiration.");
        let Question::MultipleChoice(q) = &read.questions[1].question else { panic!() };
        assert_eq!(q.answer, AnswerKey::Many(vec!["2".into(), "3".into()]));
        let Question::ShortAnswer(q) = &read.questions[2].question else { panic!() };
        assert_eq!(q.marking_scheme[0].accept, ["Yaounde"]);
        let Question::ShortAnswer(q) = &read.questions[3].question else { panic!() };
        assert_eq!((q.marks, q.answer.as_str(), q.marking_scheme.len()), (2, "It kills bacteria.", 2));
        let reasons: Vec<(&str, &str)> =
            read.refused.iter().map(|r| (r.name.as_deref().unwrap_or(""), r.reason.as_str())).collect();
        assert_eq!(reasons.len(), 3, "{reasons:?}");
        assert!(reasons[0].0 == "Pairs" && reasons[0].1.contains("matching"), "{reasons:?}");
        assert!(reasons[1].1.contains("calculated"), "{reasons:?}");
        assert!(reasons[2].1.contains("\"stack\""), "{reasons:?}");
    }

    #[test]
    fn malformed_files_give_one_error_with_a_line() {
        let error = read("<quiz>\n<question type=\"truefalse\">\n</quiz>\n", &placement()).expect_err("malformed");
        assert!(matches!(error, FileError::Xml { line: Some(3), .. }), "{error:?}");
        assert!(matches!(read("<html></html>", &placement()), Err(FileError::NotMoodleXml { .. })));
        assert!(matches!(read("", &placement()), Err(FileError::Xml { line: None, .. })));
    }
}
