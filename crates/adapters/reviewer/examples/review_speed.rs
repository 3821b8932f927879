//! How long the built-in marker takes to review a 10-question short-answer quiz, with and
//! without its sentence model, on answers it has never seen (each answer made new by its
//! attempt number, so no vector comes from the cache; the schemes' do after the first round, as
//! in a class taking one quiz). Prints p50 and p99 over `SABI_REVIEWS` reviews (100) and the
//! process's peak memory. Run on the release build:
//! `cargo run --release -p sabi-reviewer --example review_speed` (docs/performance.md).

use std::sync::Arc;
use std::time::{Duration, Instant};

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
    let i = ((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[i].as_secs_f64() * 1000.0
}

async fn measure(marker: &BuiltinReviewer, cases: &[TeacherCase], reviews: usize) -> Vec<Duration> {
    let mut times = Vec::with_capacity(reviews);
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
        times.push(started.elapsed());
    }
    times.sort();
    times
}

#[tokio::main]
async fn main() {
    let reviews: usize = std::env::var("SABI_REVIEWS").ok().and_then(|v| v.parse().ok()).unwrap_or(100);
    let cases = teacher_cases();
    let words = BuiltinReviewer::with_threads(1, 4);
    let times = measure(&words, &cases, reviews).await;
    println!(
        "words alone: p50 {:.0} ms, p99 {:.0} ms; peak memory {:.0} MB",
        percentile(&times, 0.5),
        percentile(&times, 0.99),
        peak_memory_mb()
    );
    let started = Instant::now();
    let model = MiniLm::load_with_threads(&default_dir(), 1).expect("the model (models/fetch.sh)");
    let loaded = started.elapsed();
    let with = BuiltinReviewer::with_threads(1, 4).with_meaning(Arc::new(model));
    let times = measure(&with, &cases, reviews).await;
    println!(
        "with the model: p50 {:.0} ms, p99 {:.0} ms; model loaded in {:.2} s; peak memory {:.0} MB",
        percentile(&times, 0.5),
        percentile(&times, 0.99),
        loaded.as_secs_f64(),
        peak_memory_mb()
    );
}
