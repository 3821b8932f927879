//! Questions as a spreadsheet: Sabi's one CSV layout, the same for import and export
//! (docs/bank-format.md), so a teacher can write questions in Excel or LibreOffice, or take
//! Sabi's out, correct them, and bring them back.
//!
//! The header names the columns ([`COLUMNS`]); they may come in any order, and only `type` and
//! `question` must be there. A row that cannot be taken is refused with its line and a reason;
//! the other rows are still read. A UTF-8 byte-order mark (which Excel writes) is accepted;
//! other encodings are refused whole (`crate::text_of`).

use csv::{ReaderBuilder, Trim, WriterBuilder};
use sabi_domain::class_level::ClassLevel;
use sabi_domain::quiz::{AnswerKey, McqQuestion};

use crate::bank::{self, BankQuestion, Placement, Question, Read, Refused};
use crate::write::{difficulty_word, keys, scheme_lines};
use crate::{FileError, WriteError};

/// Sabi's columns, in the order it writes them.
pub const COLUMNS: [&str; 18] = [
    "id",
    "subject",
    "class_level",
    "topic",
    "subtopic",
    "type",
    "difficulty",
    "question",
    "option_a",
    "option_b",
    "option_c",
    "option_d",
    "option_e",
    "key",
    "explanation",
    "marks",
    "model_answer",
    "marking_scheme",
];

const OPTIONS: [&str; 5] = ["option_a", "option_b", "option_c", "option_d", "option_e"];
const LETTERS: [char; 5] = ['A', 'B', 'C', 'D', 'E'];

/// Where each of Sabi's columns is in this file's rows.
struct Header {
    at: Vec<Option<usize>>,
    width: usize,
}

impl Header {
    fn read(names: &csv::StringRecord) -> Result<Header, FileError> {
        let mut at = vec![None; COLUMNS.len()];
        for (index, name) in names.iter().enumerate() {
            let name = name.trim().to_lowercase().replace([' ', '-'], "_");
            if name.is_empty() {
                continue;
            }
            let Some(column) = COLUMNS.iter().position(|c| *c == name) else {
                return Err(FileError::CsvHeader {
                    reason: format!("unknown column \"{name}\"; the columns are {}", COLUMNS.join(",")),
                });
            };
            if at[column].replace(index).is_some() {
                return Err(FileError::CsvHeader { reason: format!("the column \"{name}\" comes twice") });
            }
        }
        for required in ["type", "question"] {
            if at[COLUMNS.iter().position(|c| *c == required).unwrap_or_default()].is_none() {
                return Err(FileError::CsvHeader {
                    reason: format!("there is no \"{required}\" column; the columns are {}", COLUMNS.join(",")),
                });
            }
        }
        Ok(Header { at, width: names.len() })
    }

    /// A row's cell of a column, trimmed; empty when the column or the cell is missing.
    fn cell<'r>(&self, row: &'r csv::StringRecord, column: &str) -> &'r str {
        COLUMNS
            .iter()
            .position(|c| *c == column)
            .and_then(|c| self.at[c])
            .and_then(|i| row.get(i))
            .map_or("", str::trim)
    }
}

/// Reads a CSV file of questions into placed, checked questions.
pub fn read(text: &str, placement: &Placement) -> Result<Read, FileError> {
    let text = text.strip_prefix('\u{FEFF}').unwrap_or(text);
    let mut reader = ReaderBuilder::new().flexible(true).trim(Trim::All).from_reader(text.as_bytes());
    let names = reader.headers().map_err(|e| FileError::Csv { line: Some(1), reason: e.to_string() })?.clone();
    let header = Header::read(&names)?;
    let mut read = Read::default();
    for record in reader.records() {
        let row = match record {
            Ok(row) => row,
            Err(e) => {
                // A broken quote runs to the end of the file: nothing after it can be read.
                let line = e.position().map(|p| p.line() as usize);
                return Err(FileError::Csv { line, reason: e.to_string() });
            }
        };
        let line = row.position().map_or(0, |p| p.line() as usize);
        if row.iter().all(|c| c.trim().is_empty()) {
            continue;
        }
        let name = Some(header.cell(&row, "id").to_string()).filter(|n| !n.is_empty());
        let taken = if row.len() > header.width {
            Err(format!("the row has {} cells; the header has {}", row.len(), header.width))
        } else {
            question(&header, &row, placement)
        };
        match taken {
            Ok(mut q) => {
                q.line = line;
                q.name = name;
                read.questions.push(q);
            }
            Err(reason) => read.refused.push(Refused { line, name, reason }),
        }
    }
    Ok(read)
}

fn question(header: &Header, row: &csv::StringRecord, placement: &Placement) -> Result<BankQuestion, String> {
    let cell = |column: &str| header.cell(row, column);
    let or_chosen = |value: &str, chosen: &Option<String>, what: &str| {
        Some(value.to_string())
            .filter(|v| !v.is_empty())
            .or_else(|| chosen.clone())
            .ok_or(format!("no {what}: fill the {what} column, or choose one for the file"))
    };
    let subject = or_chosen(cell("subject"), &placement.subject, "subject")?;
    let topic = or_chosen(cell("topic"), &placement.topic, "topic")?;
    let class_level = match cell("class_level") {
        "" => placement.class_level.ok_or("no class_level: fill the column, or choose one for the file")?,
        class => class.parse::<ClassLevel>().map_err(|_| format!("unknown class level \"{class}\""))?,
    };
    let difficulty = match cell("difficulty") {
        "" => Default::default(),
        d => bank::difficulty(d)?,
    };
    let marks = match cell("marks") {
        "" => None,
        m => Some(bank::marks(m)?),
    };
    let text = cell("question").to_string();
    if text.is_empty() {
        return Err("the question cell is empty".into());
    }
    let kind = cell("type").to_lowercase().replace([' ', '-'], "_");
    let question = match kind.as_str() {
        "mcq" | "multiple_choice" | "multichoice" => Question::MultipleChoice(multiple_choice(header, row, text)?),
        "short" | "short_answer" | "shortanswer" | "saq" => {
            let mut q = bank::short_answer(text, cell("model_answer"), cell("marking_scheme"), marks)?;
            q.explanation = cell("explanation").to_string();
            Question::ShortAnswer(q)
        }
        "" => return Err("the type cell is empty: write mcq or short".into()),
        other => return Err(format!("unknown type \"{other}\": write mcq or short")),
    };
    bank::check(&question)?;
    Ok(BankQuestion {
        line: 0,
        name: None,
        subject,
        class_level,
        topic,
        subtopic: Some(cell("subtopic").to_string()).filter(|s| !s.is_empty()),
        difficulty,
        question,
    })
}

/// The options in their columns, and the key: letters (`B`, or `A;C` for several), or an
/// option written out in full.
fn multiple_choice(header: &Header, row: &csv::StringRecord, text: String) -> Result<McqQuestion, String> {
    let cells: Vec<(char, &str)> =
        LETTERS.iter().zip(OPTIONS).map(|(l, o)| (*l, header.cell(row, o))).filter(|(_, t)| !t.is_empty()).collect();
    let key = header.cell(row, "key");
    if key.is_empty() {
        return Err("the key cell is empty: write the right option's letter".into());
    }
    let parts: Vec<&str> = key.split([',', ';', ' ']).filter(|k| !k.is_empty()).collect();
    let by_letter = |k: &str| {
        let mut chars = k.chars();
        let letter = chars.next().map(|c| c.to_ascii_uppercase()).filter(|_| chars.next().is_none())?;
        cells.iter().find(|(l, _)| *l == letter).map(|(_, t)| t.to_string())
    };
    let keys: Vec<String> = match parts.iter().map(|k| by_letter(k)).collect::<Option<Vec<String>>>() {
        Some(keys) => keys,
        None => match cells.iter().find(|(_, t)| t.eq_ignore_ascii_case(key)) {
            Some((_, t)) => vec![t.to_string()],
            None => return Err(format!("the key \"{key}\" is not the letter of a filled option")),
        },
    };
    let answer = match keys.as_slice() {
        [one] => AnswerKey::One(one.clone()),
        _ => AnswerKey::Many(keys),
    };
    Ok(McqQuestion {
        question: text,
        options: cells.iter().map(|(_, t)| t.to_string()).collect(),
        answer,
        explanation: header.cell(row, "explanation").to_string(),
    })
}

/// Questions as CSV with Sabi's header. A question with more options than the columns hold is
/// refused rather than cut short.
pub fn write(questions: &[BankQuestion]) -> Result<String, WriteError> {
    let mut writer = WriterBuilder::new().from_writer(Vec::new());
    let mut rows: Vec<Vec<String>> = Vec::with_capacity(questions.len());
    for q in questions {
        let mut row = vec![String::new(); COLUMNS.len()];
        let mut set = |column: &str, value: String| {
            if let Some(i) = COLUMNS.iter().position(|c| *c == column) {
                row[i] = value;
            }
        };
        set("id", q.name.clone().unwrap_or_default());
        set("subject", q.subject.clone());
        set("class_level", q.class_level.to_string());
        set("topic", q.topic.clone());
        set("subtopic", q.subtopic.clone().unwrap_or_default());
        set("difficulty", difficulty_word(q.difficulty).into());
        set("question", q.question.text().to_string());
        match &q.question {
            Question::MultipleChoice(m) => {
                if m.options.len() > OPTIONS.len() {
                    return Err(WriteError::TooManyOptions {
                        name: q.name.clone(),
                        count: m.options.len(),
                        limit: OPTIONS.len(),
                    });
                }
                set("type", "mcq".into());
                let keys = keys(m);
                let mut letters = Vec::new();
                for ((option, column), letter) in m.options.iter().zip(OPTIONS).zip(LETTERS) {
                    set(column, option.clone());
                    if keys.contains(&option.as_str()) {
                        letters.push(letter.to_string());
                    }
                }
                set("key", letters.join(";"));
                set("explanation", m.explanation.clone());
            }
            Question::ShortAnswer(s) => {
                set("type", "short".into());
                set("marks", s.marks.to_string());
                set("model_answer", s.answer.clone());
                set("marking_scheme", scheme_lines(s).join("\n"));
                set("explanation", s.explanation.clone());
            }
        }
        rows.push(row);
    }
    // Writing to memory cannot fail; a failure would be a bug in the csv crate.
    let _ = writer.write_record(COLUMNS);
    for row in rows {
        let _ = writer.write_record(&row);
    }
    let bytes = writer.into_inner().unwrap_or_default();
    Ok(String::from_utf8(bytes).unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use super::*;
    use sabi_domain::quiz::Difficulty;

    const HEADER: &str = "id,subject,class_level,topic,subtopic,type,difficulty,question,option_a,option_b,option_c,option_d,option_e,key,explanation,marks,model_answer,marking_scheme\n";

    #[test]
    fn rows_are_read_and_bad_ones_refused_with_their_line() {
        let file = format!(
            "\u{FEFF}{HEADER}{}{}{}{}{}",
            "B1,Biology,Form 2,Enzymes,,mcq,easy,Which enzyme digests protein?,Pepsin,Amylase,Lipase,,,A,Pepsin works in the stomach.,,,\n",
            "B2,Biology,Form 2,Enzymes,,short,medium,Give two reasons the stomach is acidic.,,,,,,,,2,It kills bacteria and helps pepsin.,\"kills bacteria / kills germs (1)\n helps pepsin (1)\"\n",
            "B3,Biology,Form 9,Enzymes,,mcq,,Q?,a,b,,,,A,Because.,,,\n",
            "B4,Biology,Form 2,Enzymes,,mcq,,Q?,a,b,,,,F,Because.,,,\n",
            ",,,,,,,,,,,,,,,,,\n",
        );
        let read = read(&file, &Placement::default()).expect("a CSV file");
        assert_eq!(read.questions.len(), 2, "{:#?}", read.refused);
        let q = &read.questions[0];
        assert_eq!((q.line, q.name.as_deref(), q.difficulty), (2, Some("B1"), Difficulty::Easy));
        let Question::MultipleChoice(m) = &q.question else { panic!() };
        assert_eq!(m.answer, AnswerKey::One("Pepsin".into()));
        let Question::ShortAnswer(s) = &read.questions[1].question else { panic!() };
        assert_eq!((s.marks, s.marking_scheme.len()), (2, 2));
        assert_eq!(s.marking_scheme[0].accept, ["kills germs"]);
        let refused: Vec<(usize, &str)> = read.refused.iter().map(|r| (r.line, r.reason.as_str())).collect();
        assert_eq!(refused.len(), 2, "{refused:?}");
        assert_eq!(refused[0].0, 5);
        assert!(refused[0].1.contains("class level"), "{refused:?}");
        assert_eq!(refused[1].0, 6);
        assert!(refused[1].1.contains("key \"F\""), "{refused:?}");
    }

    #[test]
    fn a_header_that_is_not_sabis_is_refused_whole() {
        let error = read("question,answer\nQ?,A\n", &Placement::default()).expect_err("not Sabi's header");
        assert!(matches!(error, FileError::CsvHeader { .. }), "{error}");
        assert!(error.to_string().contains("\"answer\""), "{error}");
        assert!(matches!(
            crate::read(crate::Format::Csv, b"type,question\n\xe9t\xe9,x\n", &Placement::default()),
            Err(FileError::NotUtf8 { line: 2 })
        ));
    }
}
