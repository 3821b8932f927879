//! The small CSV files admins upload (class lists, pupils' accounts), read line by line so
//! that each refusal names the line a person sees in their editor: the csv reader's own
//! positions skip blank lines, and no field of these files spans lines.

use crate::error::{AppError, AppResult};

/// Each non-blank line's fields, trimmed, with its line number (from 1). More than
/// `max_lines` lines refuses the file with `too_long`.
pub fn csv_lines(text: &str, max_lines: usize, too_long: &str) -> AppResult<Vec<(usize, Vec<String>)>> {
    let text = text.trim_start_matches('\u{feff}');
    let mut records = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if i >= max_lines {
            return Err(AppError::BadRequest(too_long.to_string()));
        }
        if line.trim().is_empty() {
            continue;
        }
        let mut reader = csv::ReaderBuilder::new().has_headers(false).flexible(true).from_reader(line.as_bytes());
        match reader.records().next() {
            Some(Ok(record)) => records.push((i + 1, record.iter().map(|f| f.trim().to_string()).collect())),
            Some(Err(e)) => return Err(AppError::BadRequest(format!("Line {} is not CSV: {e}.", i + 1))),
            None => {}
        }
    }
    Ok(records)
}

/// Where a header names a column, by any of its names (English or French, any case).
pub fn column(header: &[String], names: &[&str]) -> Option<usize> {
    header.iter().position(|f| {
        let f = f.trim().to_lowercase();
        names.contains(&f.as_str())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_keep_their_numbers_and_blank_lines_are_skipped() {
        let lines = csv_lines("\u{feff}name,username\n\n\"Nji, Ada\",ada\n", 10, "too long").unwrap();
        assert_eq!(lines, [(1, vec!["name".into(), "username".into()]), (3, vec!["Nji, Ada".into(), "ada".into()])]);
        assert!(matches!(csv_lines("a\nb\nc\n", 2, "too long"), Err(AppError::BadRequest(m)) if m == "too long"));
        assert_eq!(column(&["Full Name".into(), "Nom".into()], &["nom"]), Some(1));
    }
}
