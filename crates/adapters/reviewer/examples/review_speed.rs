//! How long the built-in marker takes to review a 10-question short-answer quiz, with and
//! without its sentence model, on answers it has never seen (each answer made new by its
//! attempt number; answers' vectors are never cached anyway). The schemes' vectors are cached
//! after the first round through the cases, as in a class taking one quiz: p50 and p99 are
//! printed apart for reviews with schemes new to the marker and seen before, over
//! `SABI_REVIEWS` reviews (100), with the process's peak memory. Run on the release build:
//! `cargo run --release -p sabi-reviewer --example review_speed` (docs/performance.md).

use std::sync::Arc;
use std::time::{Duration, Instant};

/// The `sabi` server's allocator (crates/server/src/main.rs), so the times are the server's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use sabi_meaning::{MiniLm, default_dir};
use sabi_ports::{AnswerReviewer, ReviewItem};
use sabi_reviewer::BuiltinReviewer;
use sabi_reviewer::agreement::{TeacherCase, teacher_cases};

fn peak_memory_mb() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| s.lines().find(|l| l.starts_with("VmHWM:")).map(str::to_string))
        .and_then(|l| l.split_whitespace().nth(1).and_then(|kb| kb.parse::<f64>().ok()))
        .map_or(0.0, |kb| kb / 1024.0)
}

fn percentile(sorted: &[Duration], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    let i = ((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[i].as_secs_f64() * 1000.0
}

/// Times of each review, in two lists: reviews with a scheme new to the marker (the first
/// round through the cases), and reviews whose schemes it has seen (a class on one quiz).
async fn measure(marker: &BuiltinReviewer, cases: &[TeacherCase], reviews: usize) -> (Vec<Duration>, Vec<Duration>) {
    let first_round = cases.len().div_ceil(10);
    let (mut new, mut seen) = (Vec::new(), Vec::with_capacity(reviews));
    for k in 0..reviews {
        let items: Vec<ReviewItem> = (0..10)
            .map(|q| {
                let case = &cases[(k * 10 + q) % cases.len()];
                ReviewItem {
                    question: case.question.clone(),
                    answer: format!("{} (attempt {k})", case.answer),
                    marks: case.marks,
                    marking_scheme: case.marking_scheme.clone(),
                }
            })
            .collect();
        let started = Instant::now();
        marker.review(&items).await.expect("marked");
        if k < first_round { new.push(started.elapsed()) } else { seen.push(started.elapsed()) }
    }
    new.sort();
    seen.sort();
    (new, seen)
}

/// A review call at every limit (docs/decisions.md, "Bounds on marking and storage"): the most
/// questions a call takes, each with the longest answer and a scheme of the most points filling
/// the scheme's characters, no point stated in the answer's words (so every point reaches the
/// model), no text seen before.
fn at_the_limits(round: usize) -> Vec<ReviewItem> {
    use sabi_domain::limits::{MAX_ANSWER_CHARS, MAX_POINTS_PER_QUESTION, MAX_REVIEW_QUESTIONS, MAX_SCHEME_CHARS};
    let answer_words = ["osmosis", "membrane", "gradient", "enzyme", "glucose", "stomata", "nucleus", "convection"];
    let point_words = ["parliament", "senate", "constitution", "election", "mayor", "council", "budget", "court"];
    let prose = |words: [&str; 8], chars: usize, seed: usize| {
        let mut text = String::new();
        let mut i = seed;
        while text.len() + 16 < chars {
            text.push_str(words[i % words.len()]);
            text.push_str(&format!("{} ", i % 97));
            if i.is_multiple_of(11) {
                text.push_str(". ");
            }
            i = (i * 31 + 7) % 1_000_003;
        }
        text
    };
    (0..MAX_REVIEW_QUESTIONS)
        .map(|q| ReviewItem {
            question: "Explain in detail how plants make and use their food.".into(),
            answer: prose(answer_words, MAX_ANSWER_CHARS, round * 1000 + q),
            marks: MAX_POINTS_PER_QUESTION as u32,
            marking_scheme: (0..MAX_POINTS_PER_QUESTION)
                .map(|p| sabi_domain::quiz::MarkingPoint {
                    point: format!(
                        "point {round} {q} {p} {}",
                        prose(point_words, MAX_SCHEME_CHARS / MAX_POINTS_PER_QUESTION - 20, p)
                    ),
                    marks: 1,
                    accept: Vec::new(),
                })
                .collect(),
        })
        .collect()
}

#[tokio::main]
async fn main() {
    let reviews: usize = std::env::var("SABI_REVIEWS").ok().and_then(|v| v.parse().ok()).unwrap_or(100);
    let cases = teacher_cases();
    let words = BuiltinReviewer::with_threads(1, 4);
    let (_, times) = measure(&words, &cases, reviews).await;
    println!(
        "words alone: p50 {:.0} ms, p99 {:.0} ms; peak memory {:.0} MB",
        percentile(&times, 0.5),
        percentile(&times, 0.99),
        peak_memory_mb()
    );
    let started = Instant::now();
    let threads: usize = std::env::var("SABI_MODEL_THREADS").ok().and_then(|v| v.parse().ok()).unwrap_or(1);
    let model = MiniLm::load_with_threads(&default_dir(), threads).expect("the model (models/fetch.sh)");
    let loaded = started.elapsed();
    let with = BuiltinReviewer::with_threads(1, 4).with_meaning(Arc::new(model));
    let (new, seen) = measure(&with, &cases, reviews).await;
    println!(
        "with the model, schemes seen before: p50 {:.0} ms, p99 {:.0} ms ({} reviews); \
         schemes new to it: p50 {:.0} ms, p99 {:.0} ms ({} reviews); model loaded in {:.2} s; peak memory {:.0} MB",
        percentile(&seen, 0.5),
        percentile(&seen, 0.99),
        seen.len(),
        percentile(&new, 0.5),
        percentile(&new, 0.99),
        new.len(),
        loaded.as_secs_f64(),
        peak_memory_mb()
    );
    let started = Instant::now();
    words.review(&at_the_limits(9)).await.expect("marked");
    println!("a call at the limits, words alone: {:.2} s", started.elapsed().as_secs_f64());
    let mut limits = Vec::new();
    for round in 0..3 {
        let started = Instant::now();
        with.review(&at_the_limits(round)).await.expect("marked");
        limits.push(started.elapsed().as_secs_f64());
    }
    println!("a call at the limits, with the model: {limits:.2?} s; peak memory {:.0} MB", peak_memory_mb());
}
