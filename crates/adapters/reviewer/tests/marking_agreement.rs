//! How closely the built-in marker agrees with teachers: runs it over marking-set/cases.json
//! and compares its marks with `humanMark`, separately for the "tune" cases (used while
//! developing the marker) and the "holdout" cases (never looked at while tuning), and overall.
//!
//! Figures: exact agreement (same mark), Pearson's r and quadratic-weighted kappa (QWK).
//! Questions are worth 2, 3 or 4 marks, so marks are first put on one scale: each mark is
//! multiplied by L / max, where L is the least common multiple of the maxima (12 here). That
//! is exact (no rounding), keeps every question's full range, and makes "1 of 2" and "2 of 4"
//! the same category, which is what a teacher means by them. Pearson is computed on the same
//! scale. See docs/marking.md.
//!
//! Run with `SABI_MARKING_DEBUG=tune` to list the tune cases where the marker disagrees.

use std::collections::BTreeMap;

use sabi_domain::quiz::MarkingPoint;
use sabi_ports::ReviewItem;
use sabi_reviewer::BuiltinReviewer;
use serde::Deserialize;

/// The holdout QWK must not fall below this; it is set just under what the marker achieves.
const HOLDOUT_QWK_FLOOR: f64 = 0.87;
/// The target the issue sets for agreement with teachers.
const QWK_TARGET: f64 = 0.75;

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Case {
    id: String,
    question: String,
    marks: u32,
    marking_scheme: Vec<MarkingPoint>,
    answer: String,
    human_mark: u32,
    split: String,
}

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 { a } else { gcd(b, a % b) }
}

#[derive(Debug)]
struct Figures {
    cases: usize,
    exact: f64,
    pearson: f64,
    qwk: f64,
    /// Cases the marker marked above and below the teacher.
    over: usize,
    under: usize,
}

/// (human, machine, max) triples to figures on the common scale of `scale` points.
fn figures(pairs: &[(u32, u32, u32)], scale: u32) -> Figures {
    let n = pairs.len();
    let on_scale = |mark: u32, max: u32| (mark.min(max) * scale / max) as usize;
    let human: Vec<usize> = pairs.iter().map(|(h, _, max)| on_scale(*h, *max)).collect();
    let machine: Vec<usize> = pairs.iter().map(|(_, m, max)| on_scale(*m, *max)).collect();
    let exact = pairs.iter().filter(|(h, m, _)| h == m).count() as f64 / n as f64;

    let mean = |v: &[usize]| v.iter().sum::<usize>() as f64 / n as f64;
    let (mh, mm) = (mean(&human), mean(&machine));
    let cov: f64 = human.iter().zip(&machine).map(|(h, m)| (*h as f64 - mh) * (*m as f64 - mm)).sum();
    let var_h: f64 = human.iter().map(|h| (*h as f64 - mh).powi(2)).sum();
    let var_m: f64 = machine.iter().map(|m| (*m as f64 - mm).powi(2)).sum();
    let pearson = if var_h == 0.0 || var_m == 0.0 { 0.0 } else { cov / (var_h * var_m).sqrt() };

    // Quadratic-weighted kappa from the confusion matrix over the common scale.
    let k = scale as usize + 1;
    let mut observed = vec![vec![0.0; k]; k];
    let (mut hist_h, mut hist_m) = (vec![0.0; k], vec![0.0; k]);
    for (h, m) in human.iter().zip(&machine) {
        observed[*h][*m] += 1.0;
        hist_h[*h] += 1.0;
        hist_m[*m] += 1.0;
    }
    let (mut disagreement, mut chance) = (0.0, 0.0);
    for i in 0..k {
        for j in 0..k {
            let weight = ((i as f64 - j as f64) / (k as f64 - 1.0)).powi(2);
            disagreement += weight * observed[i][j];
            chance += weight * hist_h[i] * hist_m[j] / n as f64;
        }
    }
    let qwk = if chance == 0.0 { 1.0 } else { 1.0 - disagreement / chance };
    let over = pairs.iter().filter(|(h, m, _)| m > h).count();
    let under = pairs.iter().filter(|(h, m, _)| m < h).count();
    Figures { cases: n, exact, pearson, qwk, over, under }
}

#[test]
fn the_builtin_marker_agrees_with_teachers() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/marking-set/cases.json");
    let text = std::fs::read_to_string(path).expect("marking-set/cases.json is readable");
    let cases: Vec<Case> = serde_json::from_str(&text).expect("cases.json is a list of cases");
    assert!(!cases.is_empty());
    let marker = BuiltinReviewer::new();
    let scale = cases.iter().map(|c| c.marks).fold(1, |l, m| l / gcd(l, m) * m);
    let debug = std::env::var("SABI_MARKING_DEBUG").ok();

    let mut by_split: BTreeMap<&str, Vec<(u32, u32, u32)>> = BTreeMap::new();
    for case in &cases {
        let item = ReviewItem {
            question: case.question.clone(),
            answer: case.answer.clone(),
            marks: case.marks,
            marking_scheme: case.marking_scheme.clone(),
        };
        let review = marker.mark(&item);
        assert!(review.marks_awarded <= case.marks, "{}: marks above the maximum", case.id);
        // Only tune cases are ever shown: the holdout stays unseen while tuning.
        if case.split == "tune" && debug.as_deref() == Some("tune") && review.marks_awarded != case.human_mark {
            println!(
                "{} human {} machine {} / {}\n  Q: {}\n  A: {}\n  {}",
                case.id, case.human_mark, review.marks_awarded, case.marks, case.question, case.answer, review.feedback
            );
        }
        by_split.entry(if case.split == "tune" { "tune" } else { "holdout" }).or_default().push((
            case.human_mark,
            review.marks_awarded,
            case.marks,
        ));
    }
    let all: Vec<(u32, u32, u32)> = by_split.values().flatten().copied().collect();

    println!("marking agreement with teachers (marks on a common 0-{scale} scale for r and QWK):");
    println!("{:<8} {:>5} {:>8} {:>8} {:>8} {:>5} {:>5}", "split", "cases", "exact", "pearson", "qwk", "over", "under");
    let mut holdout = None;
    for (name, pairs) in by_split.iter().map(|(k, v)| (*k, v.as_slice())).chain([("overall", all.as_slice())]) {
        let f = figures(pairs, scale);
        println!(
            "{:<8} {:>5} {:>7.1}% {:>8.3} {:>8.3} {:>5} {:>5}",
            name,
            f.cases,
            f.exact * 100.0,
            f.pearson,
            f.qwk,
            f.over,
            f.under
        );
        if name == "holdout" {
            holdout = Some(f);
        }
    }
    let holdout = holdout.expect("cases.json has holdout cases");
    println!("target QWK >= {QWK_TARGET}; holdout floor {HOLDOUT_QWK_FLOOR}");
    assert!(holdout.qwk >= HOLDOUT_QWK_FLOOR, "holdout QWK {:.3} fell below {HOLDOUT_QWK_FLOOR}", holdout.qwk);
}

#[test]
fn qwk_is_one_for_perfect_agreement_and_falls_with_disagreement() {
    let perfect = [(0, 0, 2), (1, 1, 2), (2, 2, 2), (3, 3, 4)];
    assert!((figures(&perfect, 4).qwk - 1.0).abs() < 1e-12);
    let off = [(0, 2, 2), (1, 1, 2), (2, 0, 2), (3, 3, 4)];
    assert!(figures(&off, 4).qwk < 0.5);
}
