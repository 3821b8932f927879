//! Moodle's GIFT format, read the way Moodle reads it (question/format/gift/format.php): a
//! question ends at a blank line; `//` lines are comments (their `[id:...]` and `[tag:...]`
//! are kept); `$CATEGORY:` switches the category of what follows; `::name::` names a question;
//! a `[html]`, `[moodle]`, `[plain]` or `[markdown]` marker gives the text's format; the
//! answers stand between one pair of braces, with `####` before the general feedback; `\:`,
//! `\#`, `\=`, `\{`, `\}`, `\~`, `\n` and `\\` are escapes.
//!
//! Multiple choice (one or several right answers), true/false, short answer and essay are
//! read; matching, numerical, descriptions and embedded answers are refused one by one with
//! their line and reason, so one odd question never stops a file.

use thiserror::Error;
use winnow::ascii::{digit1, multispace0};
use winnow::combinator::{delimited, opt, preceded, repeat, terminated};
use winnow::prelude::*;
use winnow::token::{one_of, take_till, take_until};

/// A question as the file gives it, before Sabi decides what it becomes.
#[derive(Debug, Clone, PartialEq)]
pub struct Item {
    /// The line of the file where the question starts (1-based).
    pub line: usize,
    /// The `$CATEGORY:` in force, as written.
    pub category: Option<String>,
    pub name: Option<String>,
    /// `[id:...]` from the comment lines before the question.
    pub id: Option<String>,
    /// `[tag:...]`s from the comment lines before the question, in order.
    pub tags: Vec<String>,
    /// The question's text, escapes undone and HTML reduced to text. A missing-word question
    /// has `_____` where its answers stood.
    pub text: String,
    pub answers: Answers,
    pub general_feedback: String,
}

/// What a question's braces hold.
#[derive(Debug, Clone, PartialEq)]
pub enum Answers {
    /// Options with their weights (1.0 for `=`, the percentage for `~%n%`, 0 for `~`).
    Choice(Vec<Choice>),
    TrueFalse {
        truth: bool,
    },
    /// Accepted answers of a short-answer question.
    Short(Vec<Choice>),
    /// Nothing between the braces: an answer written out, marked by a person or a scheme.
    Essay,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Choice {
    pub text: String,
    /// The share of the question's marks this answer earns, from -1.0 to 1.0.
    pub weight: f64,
    pub feedback: String,
}

/// A question the file holds that cannot be taken, and why.
#[derive(Debug, Clone, PartialEq, Error)]
#[error("line {line}{}: {reason}", name.as_ref().map(|n| format!(" ({n})")).unwrap_or_default())]
pub struct Problem {
    pub line: usize,
    pub name: Option<String>,
    pub reason: Refusal,
}

/// Why a question was not taken, in words a teacher can act on.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Refusal {
    #[error("matching questions are not supported: Sabi asks multiple-choice and short-answer questions")]
    Matching,
    #[error("numerical questions are not supported: write the number as a short answer instead")]
    Numerical,
    #[error("a description has no answers, so it is not a question")]
    Description,
    #[error("questions with several answer blanks (embedded answers) are not supported")]
    EmbeddedAnswers,
    #[error("an opening brace {{ has no closing brace }}, or the other way round")]
    Braces,
    #[error("the question has no text")]
    NoText,
    #[error("a multiple-choice question needs at least two options")]
    TooFewOptions,
    #[error("the answers could not be read: each must start with = (right) or ~ (wrong)")]
    Unreadable,
    #[error("an answer weight must be a percentage from -100 to 100, like ~%50%")]
    BadWeight,
}

/// Everything a file holds: the questions read, and the ones refused.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct GiftFile {
    pub items: Vec<Item>,
    pub problems: Vec<Problem>,
}

// Escaped characters become private-use characters while the structure is read, as Moodle
// does with its placeholders, so that `\{` is never a brace.
const ESCAPES: [(char, char, char); 8] = [
    ('\\', '\u{E000}', '\\'),
    (':', '\u{E001}', ':'),
    ('#', '\u{E002}', '#'),
    ('=', '\u{E003}', '='),
    ('{', '\u{E004}', '{'),
    ('}', '\u{E005}', '}'),
    ('~', '\u{E006}', '~'),
    ('n', '\u{E007}', '\n'),
];

fn hide_escapes(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\\'
            && let Some(&next) = chars.peek()
            && let Some((_, hidden, _)) = ESCAPES.iter().find(|(escaped, _, _)| *escaped == next)
        {
            out.push(*hidden);
            chars.next();
            continue;
        }
        out.push(c);
    }
    out
}

fn restore_escapes(text: &str) -> String {
    text.chars().map(|c| ESCAPES.iter().find(|(_, hidden, _)| *hidden == c).map_or(c, |(_, _, shown)| *shown)).collect()
}

/// Reads a whole GIFT file.
pub fn parse(text: &str) -> GiftFile {
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
    let mut file = GiftFile::default();
    let mut category: Option<String> = None;
    for block in blocks(text) {
        let body = hide_escapes(&block.lines.join("\n"));
        let body = body.trim();
        if body.is_empty() {
            continue;
        }
        if let Some(rest) = body.strip_prefix("$CATEGORY:") {
            category = Some(clean(rest));
            continue;
        }
        match item(body) {
            Ok((name, text, answers, general_feedback)) => file.items.push(Item {
                line: block.line,
                category: category.clone(),
                name,
                id: block.id,
                tags: block.tags,
                text,
                answers,
                general_feedback,
            }),
            Err((name, reason)) => file.problems.push(Problem { line: block.line, name, reason }),
        }
    }
    file
}

/// A question's lines, with what its comments said.
struct Block {
    line: usize,
    lines: Vec<String>,
    id: Option<String>,
    tags: Vec<String>,
}

/// Splits a file at blank lines, keeping comments' ids and tags with the question they precede.
fn blocks(text: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut current = Block { line: 1, lines: Vec::new(), id: None, tags: Vec::new() };
    let mut started = false;
    for (index, raw) in text.lines().enumerate() {
        let trimmed = raw.trim();
        if trimmed.is_empty() {
            if started {
                out.push(std::mem::replace(
                    &mut current,
                    Block { line: index + 2, lines: Vec::new(), id: None, tags: Vec::new() },
                ));
                started = false;
            } else {
                current.line = index + 2;
            }
            continue;
        }
        if let Some(comment) = trimmed.strip_prefix("//") {
            for (key, value) in bracketed(comment) {
                match key {
                    "id" => current.id = Some(value.to_string()),
                    "tag" => current.tags.push(value.to_string()),
                    _ => {}
                }
            }
            if !started && current.lines.is_empty() {
                current.line = index + 2;
            }
            continue;
        }
        if !started {
            current.line = index + 1;
            started = true;
        }
        current.lines.push(raw.to_string());
    }
    if started {
        out.push(current);
    }
    out
}

/// The `[key:value]` pairs of a comment line.
fn bracketed(comment: &str) -> Vec<(&str, &str)> {
    let mut out = Vec::new();
    let mut rest = comment;
    while let Some(open) = rest.find('[') {
        let Some(close) = rest[open..].find(']') else { break };
        let inside = &rest[open + 1..open + close];
        if let Some((key, value)) = inside.split_once(':') {
            out.push((key.trim(), value.trim()));
        }
        rest = &rest[open + close + 1..];
    }
    out
}

type Parsed = (Option<String>, String, Answers, String);

/// One question, escapes hidden: its name, text, answers and general feedback.
fn item(body: &str) -> Result<Parsed, (Option<String>, Refusal)> {
    let mut input = body;
    let name = title.parse_next(&mut input).unwrap_or(None).map(clean);
    let fail = |reason| Err((name.clone(), reason));
    let opens = input.matches('{').count();
    let closes = input.matches('}').count();
    if opens == 0 && closes == 0 {
        return fail(Refusal::Description);
    }
    if opens != closes {
        return fail(Refusal::Braces);
    }
    if opens > 1 {
        return fail(Refusal::EmbeddedAnswers);
    }
    let (before, rest) = input.split_once('{').ok_or((name.clone(), Refusal::Braces))?;
    let (inside, after) = rest.split_once('}').ok_or((name.clone(), Refusal::Braces))?;
    let text = if after.trim().is_empty() {
        before.trim().to_string()
    } else {
        // Moodle's missing-word form: the answers stand in the sentence.
        let after = after.trim();
        let gap = if after.starts_with(|c: char| c.is_ascii_punctuation()) { "" } else { " " };
        format!("{} _____{gap}{after}", before.trim())
    };
    // The question's format marker is the format of its answers and feedback too.
    let html = text.trim_start().starts_with("[html]");
    let text = formatted(&text, html);
    if text.is_empty() {
        return fail(Refusal::NoText);
    }
    let (answers_text, general_feedback) = match inside.rfind("####") {
        Some(at) => (inside[..at].trim(), formatted(&inside[at + 4..], html)),
        None => (inside.trim(), String::new()),
    };
    let answers = match answers(answers_text, html) {
        Ok(answers) => answers,
        Err(reason) => return fail(reason),
    };
    Ok((name, text, answers, general_feedback))
}

/// `::name::` before the text, if there is one.
fn title<'i>(input: &mut &'i str) -> ModalResult<Option<&'i str>> {
    opt(delimited("::", take_until(0.., "::"), "::")).parse_next(input)
}

/// Which kind of question the braces make, in Moodle's order of checks.
fn answers(text: &str, html: bool) -> Result<Answers, Refusal> {
    if text.is_empty() {
        return Ok(Answers::Essay);
    }
    if text.starts_with('#') {
        return Err(Refusal::Numerical);
    }
    if text.contains('~') {
        let choices = choices(text, html)?;
        if choices.len() < 2 {
            return Err(Refusal::TooFewOptions);
        }
        return Ok(Answers::Choice(choices));
    }
    if text.contains('=') && text.contains("->") {
        return Err(Refusal::Matching);
    }
    let truth = text.split('#').next().unwrap_or_default().trim();
    match truth {
        "T" | "TRUE" => return Ok(Answers::TrueFalse { truth: true }),
        "F" | "FALSE" => return Ok(Answers::TrueFalse { truth: false }),
        _ => {}
    }
    let accepted = choices(text, html)?;
    if accepted.is_empty() {
        return Err(Refusal::Unreadable);
    }
    Ok(Answers::Short(accepted))
}

/// `=right#feedback ~wrong ~%50%half` and the like.
fn choices(text: &str, html: bool) -> Result<Vec<Choice>, Refusal> {
    let mut input = text;
    let parsed: ModalResult<Vec<Result<Choice, Refusal>>> =
        terminated(repeat(1.., choice), multispace0).parse_next(&mut input);
    match parsed {
        Ok(choices) if input.is_empty() => choices
            .into_iter()
            .map(|c| c.map(|c| Choice { text: formatted(&c.text, html), feedback: formatted(&c.feedback, html), ..c }))
            .collect(),
        _ => Err(Refusal::Unreadable),
    }
}

fn choice(input: &mut &str) -> ModalResult<Result<Choice, Refusal>> {
    let _ = multispace0.parse_next(input)?;
    let marker = one_of(['=', '~']).parse_next(input)?;
    let weight = opt(delimited('%', (opt('-'), digit1, opt(preceded('.', digit1))).take(), '%')).parse_next(input)?;
    let answer = take_till(0.., ['=', '~', '#']).parse_next(input)?;
    let feedback = opt(preceded('#', take_till(0.., ['=', '~']))).parse_next(input)?;
    let weight = match (marker, weight) {
        (_, Some(percent)) => match percent.parse::<f64>() {
            Ok(p) if (-100.0..=100.0).contains(&p) => p / 100.0,
            _ => return Ok(Err(Refusal::BadWeight)),
        },
        ('=', None) => 1.0,
        _ => 0.0,
    };
    Ok(Ok(Choice { text: answer.to_string(), weight, feedback: feedback.unwrap_or_default().to_string() }))
}

/// Text as a person reads it: the format marker dropped, HTML (the question's format, or this
/// text's own marker) reduced to text, escapes undone.
fn formatted(text: &str, html: bool) -> String {
    let text = text.trim();
    let marker = ["[html]", "[moodle]", "[plain]", "[markdown]"].into_iter().find(|m| text.starts_with(m));
    let html = marker.map_or(html, |m| m == "[html]");
    let text = marker.map_or(text, |m| &text[m.len()..]);
    let text = if html { strip_html(text) } else { text.to_string() };
    clean(&text)
}

/// Escapes undone and white space folded inside each line.
fn clean(text: &str) -> String {
    let text = restore_escapes(text.trim());
    text.lines().map(|l| l.split_whitespace().collect::<Vec<_>>().join(" ")).collect::<Vec<_>>().join("\n")
}

/// Tags removed (a `<br>` or a closing block tag becomes a line break) and the common
/// entities decoded.
fn strip_html(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(open) = rest.find('<') {
        out.push_str(&rest[..open]);
        let Some(close) = rest[open..].find('>') else {
            out.push_str(&rest[open..]);
            rest = "";
            break;
        };
        let tag = rest[open + 1..open + close].trim().to_ascii_lowercase();
        if tag.starts_with("br") || tag.starts_with("/p") || tag.starts_with("/div") || tag.starts_with("/li") {
            out.push('\n');
        }
        rest = &rest[open + close + 1..];
    }
    out.push_str(rest);
    out.replace("&nbsp;", " ")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(text: &str) -> Item {
        let file = parse(text);
        assert!(file.problems.is_empty(), "{:?}", file.problems);
        assert_eq!(file.items.len(), 1, "{:?}", file.items);
        file.items.into_iter().next().expect("one item")
    }

    #[test]
    fn multiple_choice_with_feedback_and_a_name() {
        let item = one("::Grant::Who's buried in Grant's tomb?{~Grant#No. =no one#Right! ~Jefferson ####Nobody is.}");
        assert_eq!(item.name.as_deref(), Some("Grant"));
        assert_eq!(item.text, "Who's buried in Grant's tomb?");
        assert_eq!(item.general_feedback, "Nobody is.");
        let Answers::Choice(choices) = item.answers else { panic!("{:?}", item.answers) };
        assert_eq!(choices.iter().map(|c| c.text.as_str()).collect::<Vec<_>>(), ["Grant", "no one", "Jefferson"]);
        assert_eq!(choices.iter().map(|c| c.weight).collect::<Vec<_>>(), [0.0, 1.0, 0.0]);
        assert_eq!(choices[0].feedback, "No.");
        assert_eq!(choices[1].feedback, "Right!");
    }

    #[test]
    fn weights_make_a_several_answer_question() {
        let item = one("Which are prime? {~%50%2 ~%50%3 ~%-100%4 ~%-100%9}");
        let Answers::Choice(choices) = item.answers else { panic!() };
        assert_eq!(choices.iter().map(|c| c.weight).collect::<Vec<_>>(), [0.5, 0.5, -1.0, -1.0]);
    }

    #[test]
    fn true_false_short_answer_essay_and_missing_word() {
        assert_eq!(one("The sun rises in the east.{T}").answers, Answers::TrueFalse { truth: true });
        assert_eq!(one("Buea is the capital.{FALSE#Yaoundé is.}").answers, Answers::TrueFalse { truth: false });
        let Answers::Short(accepted) = one("Two plus two?{=four =4}").answers else { panic!() };
        assert_eq!(accepted.iter().map(|c| c.text.as_str()).collect::<Vec<_>>(), ["four", "4"]);
        assert_eq!(one("Describe the water cycle.{}").answers, Answers::Essay);
        let item = one("Mount Cameroon is {~low =high ~flat} and cold at the top.");
        assert_eq!(item.text, "Mount Cameroon is _____ and cold at the top.");
    }

    #[test]
    fn escapes_are_text_not_structure() {
        let item = one(r"What is 1 \= 1 in C\{\}? {=an error \: assignment ~true ####Use \=\= to compare\nalways.}");
        assert_eq!(item.text, "What is 1 = 1 in C{}?");
        let Answers::Choice(choices) = item.answers else { panic!() };
        assert_eq!(choices[0].text, "an error : assignment");
        assert_eq!(item.general_feedback, "Use == to compare\nalways.");
    }

    #[test]
    fn categories_comments_tags_and_lines() {
        let file = parse(
            "// a header\n\n$CATEGORY: Biology/Form 2/Digestion\n\n// [id:D1] [tag:difficulty=easy] [tag:subtopic=Enzymes]\n::D1::Which enzyme?{\n=Pepsin\n~Lipase\n}\n\n\n// second\nQ two?{=yes}\n",
        );
        assert!(file.problems.is_empty(), "{:?}", file.problems);
        assert_eq!(file.items.len(), 2);
        let first = &file.items[0];
        assert_eq!(first.line, 6);
        assert_eq!(first.category.as_deref(), Some("Biology/Form 2/Digestion"));
        assert_eq!(first.id.as_deref(), Some("D1"));
        assert_eq!(first.tags, ["difficulty=easy", "subtopic=Enzymes"]);
        assert_eq!(file.items[1].line, 13);
        assert!(file.items[1].tags.is_empty());
    }

    #[test]
    fn html_is_reduced_to_text() {
        let item = one("[html]<p>Which is <b>bigger</b>?</p>{=10 &gt; 9 ~9 &amp; 10}");
        assert_eq!(item.text, "Which is bigger?");
        let Answers::Choice(choices) = item.answers else { panic!() };
        assert_eq!(choices[0].text, "10 > 9");
        assert_eq!(choices[1].text, "9 & 10");
    }

    #[test]
    fn what_cannot_be_taken_is_refused_one_by_one() {
        let file = parse(concat!(
            "::M::Match.{=Canada -> Ottawa =Italy -> Rome}\n\n",
            "::N::When was Grant born?{#1822:5}\n\n",
            "::Dsc::Just some words.\n\n",
            "::E::One {=a ~b} and {=c ~d}\n\n",
            "::B::Broken {=a ~b\n\n",
            "::W::Bad weight {~%150%a ~b}\n\n",
            "::Ok::Fine?{=yes ~no}\n",
        ));
        let reasons: Vec<_> =
            file.problems.iter().map(|p| (p.name.clone().unwrap_or_default(), p.reason.clone())).collect();
        assert_eq!(
            reasons,
            [
                ("M".to_string(), Refusal::Matching),
                ("N".to_string(), Refusal::Numerical),
                ("Dsc".to_string(), Refusal::Description),
                ("E".to_string(), Refusal::EmbeddedAnswers),
                ("B".to_string(), Refusal::Braces),
                ("W".to_string(), Refusal::BadWeight),
            ]
        );
        assert_eq!(file.items.len(), 1);
        assert_eq!(file.problems[1].line, 3);
        assert_eq!(file.problems[0].to_string(), format!("line 1 (M): {}", Refusal::Matching));
    }

    #[test]
    fn a_byte_order_mark_and_windows_line_ends_are_fine() {
        let file = parse("\u{FEFF}Q?{\r\n=a\r\n~b\r\n}\r\n\r\nR?{T}\r\n");
        assert!(file.problems.is_empty(), "{:?}", file.problems);
        assert_eq!(file.items.len(), 2);
    }
}
