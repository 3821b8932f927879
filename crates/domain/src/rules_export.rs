//! The domain's thresholds the screens need, written out for the front end as
//! `frontend/src/lib/rules.generated.ts`, so the 50 pass mark, the 70/50 banners, the MCQ
//! messages' 100/50, the grades' 80/60/40 and the leaderboard's sizes have one source.
//!
//! `cargo test -p sabi-domain rules_export` fails while the file is out of date;
//! `SABI_WRITE_RULES=1 cargo test -p sabi-domain rules_export` rewrites it.

use crate::leaderboard::{LEADERBOARD_SIZE, PODIUM_SIZE};
use crate::report_card::{GRADE_AVERAGE_FROM, GRADE_EXCELLENT_FROM, GRADE_GOOD_FROM};
use crate::scoring::{BANNER_INFO_FROM, BANNER_PASS_FROM, GOOD_JOB_FROM, PASS_MARK, PERFECT_SCORE};

/// The file's text.
fn typescript() -> String {
    let constants: [(&str, &str, usize); 10] = [
        ("PASS_MARK", "A score of this or more passes (stats, score pills).", PASS_MARK as usize),
        ("BANNER_PASS", "Result banner: pass from this score.", BANNER_PASS_FROM as usize),
        ("BANNER_INFO", "Result banner: info from this score, fail below.", BANNER_INFO_FROM as usize),
        ("PERFECT_SCORE", "MCQ message: 'Perfect!' at this score.", PERFECT_SCORE as usize),
        ("GOOD_JOB", "MCQ message: 'Good job!' from this score, 'Keep practicing!' below.", GOOD_JOB_FROM as usize),
        ("GRADE_EXCELLENT", "Report card: Excellent from this average.", GRADE_EXCELLENT_FROM as usize),
        ("GRADE_GOOD", "Report card: Good from this average.", GRADE_GOOD_FROM as usize),
        ("GRADE_AVERAGE", "Report card: Average from this average, Poor below.", GRADE_AVERAGE_FROM as usize),
        ("LEADERBOARD_SIZE", "Students on the leaderboard.", LEADERBOARD_SIZE),
        ("PODIUM_MIN", "The podium shows from this many entries.", PODIUM_SIZE),
    ];
    let mut out = String::from(
        "// Generated from Sabi's domain crate (crates/domain/src/rules_export.rs): do not edit.\n\
         // Rewrite with `SABI_WRITE_RULES=1 cargo test -p sabi-domain rules_export`.\n",
    );
    for (name, doc, value) in constants {
        out.push_str(&format!("\n/** {doc} */\nexport const {name} = {value};\n"));
    }
    out
}

#[test]
fn the_front_ends_copy_of_the_rules_is_up_to_date() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../frontend/src/lib/rules.generated.ts");
    let expected = typescript();
    if std::env::var_os("SABI_WRITE_RULES").is_some() {
        std::fs::write(&path, &expected).expect("written");
    }
    let actual = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        actual == expected,
        "{} is out of date: run `SABI_WRITE_RULES=1 cargo test -p sabi-domain rules_export`",
        path.display()
    );
}
