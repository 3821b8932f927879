//! Question files: the formats teachers already have, read into Sabi's questions, and Sabi's
//! questions written back out in them.
//!
//! `gift` reads Moodle's GIFT as Moodle does; `moodle_xml` reads Moodle's XML export; `aiken`
//! reads the Aiken format; `csv_bank` reads and writes Sabi's spreadsheet columns; `bank` turns
//! what a file holds into questions of a subject, class and topic, with the conventions of
//! Sabi's shipped bank (docs/bank-format.md); `write` writes questions as GIFT, Moodle XML and
//! CSV. [`read`] and [`write`] are the one entry point for every format.

pub mod aiken;
pub mod bank;
pub mod csv_bank;
pub mod gift;
mod html;
pub mod moodle_xml;
pub mod write;

use thiserror::Error;

pub use bank::{BankQuestion, Placement, Question, Read, Refused};

/// The largest file Sabi reads. A school's question file is a few hundred kilobytes; anything
/// far larger is a mistake or an attack, refused before it is parsed.
pub const MAX_FILE_BYTES: usize = 10 * 1024 * 1024;

/// The question-file formats Sabi reads and writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    Gift,
    MoodleXml,
    Aiken,
    Csv,
}

impl Format {
    pub const ALL: [Format; 4] = [Format::Gift, Format::MoodleXml, Format::Aiken, Format::Csv];

    /// The format a file's name says: `.gift`, `.xml`, `.aiken` (or `.aiken.txt`), `.csv`.
    /// A plain `.txt` is GIFT or Aiken: see [`Format::detect`].
    pub fn from_file_name(name: &str) -> Option<Format> {
        let lower = name.trim().to_lowercase();
        let (_, extension) = lower.rsplit_once('.')?;
        match extension {
            "gift" => Some(Format::Gift),
            "xml" => Some(Format::MoodleXml),
            "aiken" => Some(Format::Aiken),
            "csv" => Some(Format::Csv),
            "txt" if lower.ends_with(".aiken.txt") => Some(Format::Aiken),
            _ => None,
        }
    }

    /// The format of a file from its name and, for a `.txt` (both GIFT and Aiken files are
    /// saved so), its content: Aiken's `ANSWER:` lines, else GIFT.
    pub fn detect(name: &str, bytes: &[u8]) -> Option<Format> {
        if let Some(format) = Format::from_file_name(name) {
            return Some(format);
        }
        if !name.trim().to_lowercase().ends_with(".txt") {
            return None;
        }
        let text = String::from_utf8_lossy(&bytes[..bytes.len().min(64 * 1024)]);
        let aiken = text.lines().any(|l| l.trim_start().starts_with("ANSWER:"));
        Some(if aiken { Format::Aiken } else { Format::Gift })
    }

    /// The usual file extension, for exports.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Gift => "gift",
            Format::MoodleXml => "xml",
            Format::Aiken => "txt",
            Format::Csv => "csv",
        }
    }
}

/// Why a whole file could not be read (a single question that cannot be taken is a
/// [`Refused`] instead, and the rest of the file is still read).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum FileError {
    #[error("the file is {size} bytes; Sabi reads question files of at most {limit} bytes")]
    TooLarge { size: usize, limit: usize },
    #[error("the file is not UTF-8 text (line {line}): save it as UTF-8 and import it again")]
    NotUtf8 { line: usize },
    #[error("the file is not well-formed XML{}: {reason}", at(*line))]
    Xml { line: Option<usize>, reason: String },
    #[error("the XML is nested more than {limit} elements deep (line {line}); Moodle's files never are")]
    TooDeep { line: usize, limit: usize },
    #[error(
        "the file declares a DOCTYPE (line {line}); Moodle XML has none, and Sabi reads no DTD and expands no entity of a file's own"
    )]
    Doctype { line: usize },
    #[error(
        "the file uses the entity &{name}; (line {line}), which is not one of XML's own five; Sabi expands no other"
    )]
    Entity { line: usize, name: String },
    #[error("the file is XML but not a Moodle question file: its root element is <{root}>, not <quiz>")]
    NotMoodleXml { root: String },
    #[error("the CSV header is not Sabi's: {reason}")]
    CsvHeader { reason: String },
    #[error("the CSV file could not be read{}: {reason}", at(*line))]
    Csv { line: Option<usize>, reason: String },
}

fn at(line: Option<usize>) -> String {
    line.map(|l| format!(" (line {l})")).unwrap_or_default()
}

/// Why questions could not be written in a format.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum WriteError {
    #[error("{} has {count} options; a CSV row holds at most {limit}", name.as_deref().unwrap_or("a question"))]
    TooManyOptions { name: Option<String>, count: usize, limit: usize },
    #[error("{} is a short answer; Aiken files hold multiple-choice questions only", name.as_deref().unwrap_or("a question"))]
    NotMultipleChoice { name: Option<String> },
}

/// The text of a file: at most [`MAX_FILE_BYTES`], UTF-8, a byte-order mark dropped.
pub fn text_of(bytes: &[u8]) -> Result<&str, FileError> {
    if bytes.len() > MAX_FILE_BYTES {
        return Err(FileError::TooLarge { size: bytes.len(), limit: MAX_FILE_BYTES });
    }
    let text = std::str::from_utf8(bytes).map_err(|e| {
        let line = bytes[..e.valid_up_to()].iter().filter(|&&b| b == b'\n').count() + 1;
        FileError::NotUtf8 { line }
    })?;
    Ok(text.strip_prefix('\u{FEFF}').unwrap_or(text))
}

/// Reads a question file of any format. What the file does not say of a question's subject,
/// class level and topic comes from `placement` (what the teacher chose when importing).
pub fn read(format: Format, bytes: &[u8], placement: &Placement) -> Result<Read, FileError> {
    let text = text_of(bytes)?;
    match format {
        Format::Gift => Ok(bank::read_gift_with(text, placement)),
        Format::MoodleXml => moodle_xml::read(text, placement),
        Format::Aiken => Ok(aiken::read(text, placement)),
        Format::Csv => csv_bank::read(text, placement),
    }
}

/// Writes questions in a format, so that reading the result gives the same questions back
/// (for what the format holds: see docs/bank-format.md).
pub fn write(format: Format, questions: &[BankQuestion]) -> Result<String, WriteError> {
    match format {
        Format::Gift => Ok(write::gift(questions)),
        Format::MoodleXml => Ok(write::moodle_xml(questions)),
        Format::Aiken => write::aiken(questions),
        Format::Csv => csv_bank::write(questions),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_from_file_names() {
        assert_eq!(Format::from_file_name("biology.GIFT"), Some(Format::Gift));
        assert_eq!(Format::from_file_name("export-2024.xml"), Some(Format::MoodleXml));
        assert_eq!(Format::from_file_name("quiz.aiken.txt"), Some(Format::Aiken));
        assert_eq!(Format::from_file_name("bank.csv"), Some(Format::Csv));
        assert_eq!(Format::from_file_name("notes.docx"), None);
        assert_eq!(Format::detect("q.txt", b"What?\nA. x\nB. y\nANSWER: A\n"), Some(Format::Aiken));
        assert_eq!(Format::detect("q.txt", b"What?{=x ~y}\n"), Some(Format::Gift));
    }

    #[test]
    fn files_too_large_or_not_utf8_are_refused_whole() {
        assert!(matches!(text_of(&vec![b'a'; MAX_FILE_BYTES + 1]), Err(FileError::TooLarge { .. })));
        assert_eq!(text_of(b"ok\nstill ok\n\xff\xfe"), Err(FileError::NotUtf8 { line: 3 }));
        assert_eq!(text_of("\u{FEFF}x".as_bytes()), Ok("x"));
    }
}
