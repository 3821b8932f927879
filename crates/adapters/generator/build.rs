//! Embeds the curated question bank: lists `bank/mcq/*.json` and `bank/saq/*.json` (the first
//! bank) and the shipped GIFT files `bank/<class>/<subject>.gift` at the workspace's top, and
//! writes `bank_files.rs` into OUT_DIR with one `include_str!` per file, so the binary carries
//! the bank and adding a file needs no code change.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("bank");
    // A directory makes cargo rebuild when any file under it changes, appears or goes.
    println!("cargo:rerun-if-changed={}", root.display());
    let mut out = String::new();
    for kind in ["mcq", "saq"] {
        let dir = root.join(kind);
        println!("cargo:rerun-if-changed={}", dir.display());
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .map(|entries| {
                entries
                    .filter_map(Result::ok)
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|ext| ext == "json"))
                    .collect()
            })
            .unwrap_or_default();
        // Sorted so the generated code (and so the build) does not depend on directory order.
        files.sort();
        let _ = writeln!(out, "pub(crate) static {}_FILES: &[(&str, &str)] = &[", kind.to_uppercase());
        for file in files {
            let name = file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            let _ = writeln!(out, "    ({name:?}, include_str!({:?})),", file.display().to_string());
        }
        out.push_str("];\n");
    }
    // The shipped bank a teacher reads: `bank/<class>/<subject>.gift` at the workspace's top.
    let shipped = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../bank");
    println!("cargo:rerun-if-changed={}", shipped.display());
    let mut gift = Vec::new();
    for class in std::fs::read_dir(&shipped).into_iter().flatten().filter_map(Result::ok) {
        println!("cargo:rerun-if-changed={}", class.path().display());
        for file in std::fs::read_dir(class.path()).into_iter().flatten().filter_map(Result::ok) {
            if file.path().extension().is_some_and(|ext| ext == "gift") {
                gift.push(file.path());
            }
        }
    }
    gift.sort();
    out.push_str("pub(crate) static GIFT_FILES: &[(&str, &str)] = &[\n");
    for file in gift {
        let name = file.strip_prefix(&shipped).unwrap_or(&file).display().to_string();
        let _ = writeln!(out, "    ({name:?}, include_str!({:?})),", file.display().to_string());
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap_or_else(|_| ".".into())).join("bank_files.rs");
    if let Err(e) = std::fs::write(&dest, out) {
        panic!("cannot write {}: {e}", dest.display());
    }
}
