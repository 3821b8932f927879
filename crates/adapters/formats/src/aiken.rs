//! The Aiken format (Moodle Docs, "Aiken format"; question/format/aiken in Moodle): multiple
//! choice only, a question's text on its own line(s), then its options `A.` or `A)`, then
//! `ANSWER: B`. Blank lines are not needed between questions and are ignored.
//!
//! Each line is one of three kinds (a small winnow grammar); a question that breaks the pattern
//! (options before any text, no `ANSWER:` line, an answer that names no option) is refused with
//! its line and a reason, and the rest of the file is still read. Aiken has no place for a
//! category or an explanation: the subject, class level and topic come from what the teacher
//! chose for the file, and the explanation says which option is right.

use winnow::ascii::space0;
use winnow::combinator::{alt, preceded};
use winnow::prelude::*;
use winnow::token::{one_of, rest};

use crate::bank::{self, Placement, Read, Refused};
use crate::gift::{Answers, Choice, Item};

/// What one line of an Aiken file is.
#[derive(Debug, PartialEq)]
enum Line<'a> {
    /// `A. text` or `A) text`.
    Option(char, &'a str),
    /// `ANSWER: B` (several letters, `A, C`, for several right options).
    Answer(&'a str),
    Text(&'a str),
}

fn option<'a>(input: &mut &'a str) -> ModalResult<Line<'a>> {
    (one_of('A'..='Z'), one_of(['.', ')']), space0, rest)
        .verify(|(_, _, _, text): &(char, char, &str, &str)| !text.trim().is_empty())
        .map(|(letter, _, _, text)| Line::Option(letter, text.trim()))
        .parse_next(input)
}

fn answer<'a>(input: &mut &'a str) -> ModalResult<Line<'a>> {
    preceded(("ANSWER", space0, ':', space0), rest).map(|a: &str| Line::Answer(a.trim())).parse_next(input)
}

fn line<'a>(input: &mut &'a str) -> ModalResult<Line<'a>> {
    alt((answer, option, rest.map(|t: &str| Line::Text(t.trim())))).parse_next(input)
}

/// A question being read: its first line, text and options so far.
struct Pending {
    line: usize,
    text: Vec<String>,
    options: Vec<(char, String)>,
}

/// What an Aiken file holds: its questions as items, and the broken ones refused.
#[derive(Debug, Default)]
pub struct AikenFile {
    pub items: Vec<Item>,
    pub refused: Vec<Refused>,
}

/// Reads an Aiken file into placed, checked questions.
pub fn read(text: &str, placement: &Placement) -> Read {
    let file = parse(text);
    bank::read_items(file.items, file.refused, placement)
}

/// Reads an Aiken file's questions as the file gives them.
pub fn parse(text: &str) -> AikenFile {
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
    let mut file = AikenFile::default();
    let mut pending: Option<Pending> = None;
    let unfinished = |p: Pending| Refused {
        line: p.line,
        name: None,
        reason: "the question has no ANSWER: line after its options".into(),
    };
    for (index, raw) in text.lines().enumerate() {
        let number = index + 1;
        let mut input = raw.trim();
        if input.is_empty() {
            continue;
        }
        let Ok(kind) = line.parse_next(&mut input) else { continue };
        match kind {
            Line::Text(t) => match &mut pending {
                // A second line of text before any option continues the question.
                Some(p) if p.options.is_empty() => p.text.push(t.to_string()),
                _ => {
                    if let Some(p) = pending.take() {
                        file.refused.push(unfinished(p));
                    }
                    pending = Some(Pending { line: number, text: vec![t.to_string()], options: Vec::new() });
                }
            },
            Line::Option(letter, t) => pending
                .get_or_insert(Pending { line: number, text: Vec::new(), options: Vec::new() })
                .options
                .push((letter, t.to_string())),
            Line::Answer(a) => match pending.take() {
                Some(p) => match finish(&p, a) {
                    Ok(item) => file.items.push(item),
                    Err(reason) => file.refused.push(Refused { line: p.line, name: None, reason }),
                },
                None => file.refused.push(Refused {
                    line: number,
                    name: None,
                    reason: "an ANSWER: line with no question and options before it".into(),
                }),
            },
        }
    }
    if let Some(p) = pending {
        file.refused.push(unfinished(p));
    }
    file.refused.sort_by_key(|r| r.line);
    file
}

fn finish(p: &Pending, answer: &str) -> Result<Item, String> {
    if p.text.is_empty() {
        return Err("the options come before any question text".into());
    }
    if p.options.len() < 2 {
        return Err("a multiple-choice question needs at least two options".into());
    }
    let letters: Vec<char> = p.options.iter().map(|(l, _)| *l).collect();
    if let Some(repeated) = letters.iter().enumerate().find(|(i, l)| letters[..*i].contains(l)).map(|(_, l)| l) {
        return Err(format!("the option letter {repeated} is used twice"));
    }
    let keys: Vec<char> = answer
        .split([',', ';', ' '])
        .filter(|k| !k.is_empty())
        .filter_map(|k| k.chars().next().filter(|_| k.len() == 1))
        .collect();
    let named = answer.split([',', ';', ' ']).filter(|k| !k.is_empty()).count();
    if keys.is_empty() || keys.len() != named || keys.iter().any(|k| !letters.contains(k)) {
        let (first, last) = (letters[0], letters[letters.len() - 1]);
        return Err(format!("the ANSWER \"{answer}\" is not the letter of an option ({first} to {last})"));
    }
    let right: Vec<String> =
        p.options.iter().filter(|(l, _)| keys.contains(l)).map(|(l, t)| format!("{l}) {t}")).collect();
    Ok(Item {
        line: p.line,
        category: None,
        name: None,
        id: None,
        tags: Vec::new(),
        text: p.text.join("\n"),
        answers: Answers::Choice(
            p.options
                .iter()
                .map(|(l, t)| Choice {
                    text: t.clone(),
                    weight: if keys.contains(l) { 1.0 } else { 0.0 },
                    feedback: String::new(),
                })
                .collect(),
        ),
        // Aiken holds no explanation; Sabi shows one after every answer, so it says the key.
        general_feedback: format!("The right answer is {}.", right.join(" and ")),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bank::Question;
    use sabi_domain::class_level::ClassLevel;
    use sabi_domain::quiz::AnswerKey;

    #[test]
    fn lines_are_told_apart() {
        assert_eq!(line.parse_next(&mut "B) Martin"), Ok(Line::Option('B', "Martin")));
        assert_eq!(line.parse_next(&mut "C.Three"), Ok(Line::Option('C', "Three")));
        assert_eq!(line.parse_next(&mut "ANSWER:  B"), Ok(Line::Answer("B")));
        assert_eq!(line.parse_next(&mut "Why?"), Ok(Line::Text("Why?")));
    }

    #[test]
    fn good_questions_are_read_and_broken_ones_refused_with_their_line() {
        let placement = Placement {
            subject: Some("Geography".into()),
            class_level: Some(ClassLevel::Form1),
            topic: Some("Maps".into()),
        };
        let read = read(
            "Capital of Cameroon?\nA. Douala\nB. Yaoundé\nC. Garoua\nANSWER: B\n\nNo answer here?\nA) x\nB) y\n\nWhich?\nA) x\nB) y\nANSWER: E\n\nPick two.\nA) 2\nB) 3\nC) 4\nANSWER: A, B\n",
            &placement,
        );
        assert_eq!(read.questions.len(), 2, "{:#?}", read.refused);
        let Question::MultipleChoice(q) = &read.questions[0].question else { panic!() };
        assert_eq!(q.answer, AnswerKey::One("Yaoundé".into()));
        assert_eq!(q.explanation, "The right answer is B) Yaoundé.");
        assert_eq!(read.questions[0].topic, "Maps");
        let Question::MultipleChoice(q) = &read.questions[1].question else { panic!() };
        assert_eq!(q.answer, AnswerKey::Many(vec!["2".into(), "3".into()]));
        let refused: Vec<(usize, &str)> = read.refused.iter().map(|r| (r.line, r.reason.as_str())).collect();
        assert_eq!(refused.len(), 2, "{refused:?}");
        assert_eq!(refused[0].0, 7);
        assert!(refused[0].1.contains("no ANSWER"), "{refused:?}");
        assert_eq!(refused[1].0, 11);
        assert!(refused[1].1.contains("(A to B)"), "{refused:?}");
    }
}
