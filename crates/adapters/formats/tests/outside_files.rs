//! GIFT files written by other tools, read from a folder named by `SABI_GIFT_FILES` (Moodle's
//! own fixtures, question/format/gift/tests/fixtures and examples.txt, are the usual ones;
//! they are not ours to ship, so this test reads them where a developer put them and says so
//! when the variable is unset). Every question of a file is either read or refused with its
//! line and a reason; none is silently lost and nothing panics.

use sabi_formats::gift;

#[test]
fn every_question_of_outside_files_is_read_or_refused_with_a_reason() {
    let Ok(dir) = std::env::var("SABI_GIFT_FILES") else {
        eprintln!("SABI_GIFT_FILES is not set: no outside GIFT files read");
        return;
    };
    let mut files = 0;
    for entry in std::fs::read_dir(&dir).expect("the SABI_GIFT_FILES folder") {
        let path = entry.expect("a folder entry").path();
        let text = std::fs::read_to_string(&path).expect("a text file");
        let file = gift::parse(&text);
        // A question starts at a line that is neither blank, nor a comment, nor a category.
        let blocks = text
            .replace("\r\n", "\n")
            .split("\n\n")
            .filter(|b| {
                b.lines().any(|l| {
                    let l = l.trim();
                    !l.is_empty() && !l.starts_with("//") && !l.starts_with("$CATEGORY:")
                })
            })
            .count();
        eprintln!("{}: {} read, {} refused", path.display(), file.items.len(), file.problems.len());
        for p in &file.problems {
            eprintln!("  {p}");
        }
        assert_eq!(file.items.len() + file.problems.len(), blocks, "{}", path.display());
        files += 1;
    }
    assert!(files > 0, "no files in {dir}");
}
