//! Fits the thresholds of credit by meaning (`builtin::meaning::THRESHOLDS`) on the public sets'
//! calibration parts, then prints every set's held-out figures as docs/marking.md shows them:
//! the marker by words alone, with the sentence model, and (where a set has two raters) the two
//! people's own agreement.
//!
//! `cargo run --release -p sabi-reviewer --example calibrate` (needs models/fetch.sh's files).
//! `SABI_CALIBRATE_EVERY=k` reads every k-th answer only, for a quick look.

use std::collections::BTreeMap;

use sabi_meaning::{MiniLm, default_dir};
use sabi_ports::ReviewItem;
use sabi_reviewer::agreement::{Figures, Pair, figures};
use sabi_reviewer::builtin::meaning::{THRESHOLDS, Thresholds};
use sabi_reviewer::builtin::{Evidence, evidence, judge};
use sabi_reviewer::public_sets::{self, MarkedAnswer};

struct Read {
    answer: MarkedAnswer,
    item: ReviewItem,
    evidence: Option<Evidence>,
}

fn pairs<'a>(reads: impl Iterator<Item = &'a Read>, thresholds: Option<Thresholds>) -> Vec<Pair> {
    reads
        .map(|r| {
            let machine = match thresholds {
                Some(t) => judge(&r.item, r.evidence.as_ref(), t).marks_awarded,
                // Words alone: no similarity reaches a threshold above 1.
                None => judge(&r.item, r.evidence.as_ref(), Thresholds { full: 2.0, part: 2.0 }).marks_awarded,
            };
            Pair { human: r.answer.human_mark, machine, max: r.answer.marks }
        })
        .collect()
}

fn row(name: &str, how: &str, f: &Figures) {
    println!(
        "| {name} | {how} | {} | {:.1}% | {:.3} | {:.3} | {:.3} | {} | {} |",
        f.cases,
        f.exact * 100.0,
        f.pearson,
        f.rmse,
        f.qwk,
        f.over,
        f.under
    );
}

fn main() -> Result<(), String> {
    let every: usize = std::env::var("SABI_CALIBRATE_EVERY").ok().and_then(|v| v.parse().ok()).unwrap_or(1).max(1);
    let answers: Vec<MarkedAnswer> =
        public_sets::load_if_built().ok_or("no public set: run just public-sets")?.into_iter().step_by(every).collect();
    let started = std::time::Instant::now();
    let model = MiniLm::load(&default_dir()).map_err(|e| e.to_string())?;
    eprintln!("model loaded in {:.1} s; reading {} answers", started.elapsed().as_secs_f64(), answers.len());
    let mut reads = Vec::with_capacity(answers.len());
    for (i, answer) in answers.into_iter().enumerate() {
        if i % 500 == 0 {
            eprintln!("  {i} answers read ({:.0} s)", started.elapsed().as_secs_f64());
        }
        let item = answer.item();
        let evidence = evidence(&item, Some(&model));
        reads.push(Read { answer, item, evidence });
    }
    let sets: Vec<String> = {
        let mut s: Vec<String> = reads.iter().map(|r| r.answer.set.clone()).collect();
        s.sort();
        s.dedup();
        s
    };

    // The thresholds that give the best mean QWK over the sets' calibration parts.
    let mut best = (f64::MIN, THRESHOLDS);
    for full in (50..=95).step_by(1) {
        for part in (20..full).step_by(2) {
            let t = Thresholds { full: full as f32 / 100.0, part: part as f32 / 100.0 };
            let mean = sets
                .iter()
                .map(|s| {
                    let calibrate = reads.iter().filter(|r| &r.answer.set == s && r.answer.split == "calibrate");
                    figures(&pairs(calibrate, Some(t))).qwk
                })
                .sum::<f64>()
                / sets.len().max(1) as f64;
            if mean > best.0 {
                best = (mean, t);
            }
        }
    }
    println!(
        "best on the calibration parts: full {:.2}, part {:.2} (mean QWK {:.3}); in use: full {:.2}, part {:.2}",
        best.1.full, best.1.part, best.0, THRESHOLDS.full, THRESHOLDS.part
    );

    println!("\n| set (held-out part) | marker | answers | exact | Pearson r | RMSE | QWK | above | below |");
    println!("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
    let mut parts: BTreeMap<(String, String), Vec<&Read>> = BTreeMap::new();
    for r in reads.iter().filter(|r| r.answer.split == "holdout") {
        let part = r.answer.test_part.clone().unwrap_or_else(|| "test".into());
        parts.entry((r.answer.set.clone(), part)).or_default().push(r);
    }
    for ((set, part), group) in &parts {
        let name = format!("{set} ({part})");
        row(&name, "words alone", &figures(&pairs(group.iter().copied(), None)));
        row(&name, "words + model", &figures(&pairs(group.iter().copied(), Some(THRESHOLDS))));
        let people: Vec<Pair> = group
            .iter()
            .filter_map(|r| {
                Some(Pair { human: r.answer.human_mark, machine: r.answer.human_mark2?, max: r.answer.marks })
            })
            .collect();
        if !people.is_empty() {
            row(&name, "second rater", &figures(&people));
        }
    }
    eprintln!("done in {:.0} s", started.elapsed().as_secs_f64());
    Ok(())
}
