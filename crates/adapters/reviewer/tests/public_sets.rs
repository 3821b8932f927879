//! The built-in marker on public short-answer sets no one here wrote (public-sets/README.md),
//! each answer sent with only its reference answer as the marking scheme. The sets are built
//! from snapshots of their repositories where this machine has them (`just public-sets`);
//! elsewhere these tests say they were skipped. Only the held-out
//! parts are measured here, on a fixed sample (every answer of the larger parts would take
//! minutes); `examples/calibrate.rs` fits the thresholds on the calibration parts and prints the
//! full figures docs/marking.md gives.

use sabi_reviewer::agreement::{Pair, figures};
use sabi_reviewer::builtin::meaning::{THRESHOLDS, Thresholds};
use sabi_reviewer::builtin::{evidence, judge};
use sabi_reviewer::public_sets::{self, MarkedAnswer};

/// Held-out answers measured per set: every k-th, so that each set gives about this many.
const SAMPLE: usize = 150;
/// How much better, in QWK averaged over the sets, the model must mark the held-out samples
/// than words alone (docs/marking.md gives the full figures); and how much worse any one set
/// may be marked with it (a little: a sample of 150 is noisy).
const MEAN_GAIN: f64 = 0.05;
const WORST_LOSS: f64 = 0.03;

fn sample(answers: &[MarkedAnswer], set: &str) -> Vec<MarkedAnswer> {
    let held: Vec<&MarkedAnswer> = answers.iter().filter(|a| a.set == set && a.split == "holdout").collect();
    let every = held.len().div_ceil(SAMPLE).max(1);
    held.into_iter().step_by(every).cloned().collect()
}

#[test]
fn the_sets_are_whole_and_their_splits_never_share_a_question_and_answer() {
    let Some(answers) = public_sets::load_if_built() else { return };
    assert!(answers.len() > 1_000, "{} answers", answers.len());
    for a in &answers {
        assert!(a.human_mark <= a.marks, "{}: mark above the maximum", a.question_id);
        assert!(matches!(a.split.as_str(), "calibrate" | "holdout"), "{}: split {}", a.question_id, a.split);
        assert!(!a.reference.trim().is_empty(), "{}: no reference", a.question_id);
        assert!(!a.item().marking_scheme.is_empty(), "{}: the reference reads as no point", a.question_id);
    }
    let calibrate: std::collections::HashSet<(&str, &str)> = answers
        .iter()
        .filter(|a| a.split == "calibrate")
        .map(|a| (a.question_id.as_str(), a.answer.as_str()))
        .collect();
    let shared = answers
        .iter()
        .filter(|a| a.split == "holdout" && calibrate.contains(&(a.question_id.as_str(), a.answer.as_str())));
    assert!(shared.count() * 100 <= answers.len(), "the held-out parts repeat the calibration parts");
}

#[test]
fn with_the_model_a_reference_answer_alone_marks_held_out_answers_better_than_words_alone() {
    let Some(model) = sabi_meaning::for_tests() else { return };
    let Some(answers) = public_sets::load_if_built() else { return };
    let mut sets: Vec<&str> = answers.iter().map(|a| a.set.as_str()).collect();
    sets.sort_unstable();
    sets.dedup();
    let mut gains = Vec::new();
    for set in &sets {
        let set = *set;
        let chosen = sample(&answers, set);
        let (mut words, mut meaning) = (Vec::new(), Vec::new());
        for a in &chosen {
            let item = a.item();
            let found = evidence(&item, Some(&model));
            let alone = judge(&item, found.as_ref(), Thresholds { full: 2.0, part: 2.0 }).marks_awarded;
            let with = judge(&item, found.as_ref(), THRESHOLDS).marks_awarded;
            assert!(with <= a.marks && alone <= with, "{}: {alone} by words, {with} with the model", a.question_id);
            words.push(Pair { human: a.human_mark, machine: alone, max: a.marks });
            meaning.push(Pair { human: a.human_mark, machine: with, max: a.marks });
        }
        let (w, m) = (figures(&words), figures(&meaning));
        println!(
            "{set}: {} held-out answers; words alone QWK {:.3} r {:.3}; with the model QWK {:.3} r {:.3} RMSE {:.3}",
            m.cases, w.qwk, w.pearson, m.qwk, m.pearson, m.rmse
        );
        assert!(m.qwk >= w.qwk - WORST_LOSS, "{set}: the model marks worse ({:.3} against {:.3})", m.qwk, w.qwk);
        gains.push(m.qwk - w.qwk);
    }
    let mean = gains.iter().sum::<f64>() / gains.len().max(1) as f64;
    println!("mean QWK gain from the model: {mean:.3}");
    assert!(mean >= MEAN_GAIN, "the model adds {mean:.3} QWK on average, less than {MEAN_GAIN}");
}

#[test]
fn the_same_answer_always_gets_the_same_mark() {
    let Some(model) = sabi_meaning::for_tests() else { return };
    let Some(answers) = public_sets::load_if_built() else { return };
    for a in answers.iter().filter(|a| a.split == "holdout").take(20) {
        let item = a.item();
        let first = judge(&item, evidence(&item, Some(&model)).as_ref(), THRESHOLDS);
        // Among other texts, after the scheme's vectors were cached: the same mark and words.
        let again = judge(&item, evidence(&item, Some(&model)).as_ref(), THRESHOLDS);
        assert_eq!(first, again, "{}", a.question_id);
    }
}
