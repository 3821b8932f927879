//! The public short-answer sets (`public-sets/README.md`): answers people marked against a
//! reference answer, read into review items whose marking scheme is the reference alone, as a
//! teacher would send a model answer to the review call. Used by `tests/public_sets.rs` and the
//! calibration example, never by the server. The sets are not in the repository:
//! `public-sets/build.sh` builds them into `target/public-sets` from snapshots of their public
//! repositories (`just public-sets`).

use std::path::Path;

use sabi_domain::marking_scheme;
use sabi_ports::ReviewItem;
use serde::Deserialize;

/// One marked answer of a public set.
#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct MarkedAnswer {
    pub set: String,
    /// "calibrate" (thresholds are fitted on it) or "holdout" (only ever measured).
    pub split: String,
    #[serde(default)]
    pub test_part: Option<String>,
    pub question_id: String,
    pub question: String,
    pub reference: String,
    #[serde(default)]
    pub other_references: Vec<String>,
    pub answer: String,
    pub marks: u32,
    pub human_mark: u32,
    #[serde(default)]
    pub human_mark2: Option<u32>,
}

impl MarkedAnswer {
    /// The answer as the review call would carry it: the reference read as a text scheme, other
    /// references as other ways of saying a one-point scheme.
    pub fn item(&self) -> ReviewItem {
        let mut scheme = marking_scheme::read(&self.reference, &self.question, Some(self.marks));
        if let [only] = scheme.as_mut_slice() {
            only.accept.extend(self.other_references.iter().cloned());
        }
        ReviewItem {
            question: self.question.clone(),
            answer: self.answer.clone(),
            marks: self.marks,
            marking_scheme: scheme,
        }
    }
}

/// Every set in `dir` (each `*.json` file a list of marked answers), sorted by set and file order.
pub fn load(dir: &Path) -> Result<Vec<MarkedAnswer>, String> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for file in files {
        let text = std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
        let answers: Vec<MarkedAnswer> = serde_json::from_str(&text).map_err(|e| format!("{}: {e}", file.display()))?;
        out.extend(answers);
    }
    Ok(out)
}

/// Where the sets are read from: `SABI_PUBLIC_SETS`, else the workspace's `target/public-sets`.
pub fn dir() -> std::path::PathBuf {
    match std::env::var_os("SABI_PUBLIC_SETS") {
        Some(dir) => dir.into(),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../target/public-sets"),
    }
}

/// The sets, or `None` (said on stderr) when they were not built on this machine.
pub fn load_if_built() -> Option<Vec<MarkedAnswer>> {
    let dir = dir();
    match load(&dir) {
        Ok(answers) if !answers.is_empty() => Some(answers),
        Ok(_) | Err(_) => {
            eprintln!("skipped: no public set in {} (just public-sets builds them from snapshots)", dir.display());
            None
        }
    }
}
