//! How long the sentence model takes per text, and how much memory it holds: load it, encode
//! 200 distinct answer-sized sentences, print the times and the process's peak memory.
//! `cargo run --release -p sabi-meaning --example speed [threads]`

use sabi_meaning::{MiniLm, default_dir};
use sabi_ports::SentenceEncoder;

fn peak_memory_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

fn main() -> Result<(), String> {
    let threads: usize = std::env::args().nth(1).and_then(|t| t.parse().ok()).unwrap_or(1);
    let before = peak_memory_mb().unwrap_or(0.0);
    let started = std::time::Instant::now();
    let model = MiniLm::load_with_threads(&default_dir(), threads).map_err(|e| e.to_string())?;
    let loaded = started.elapsed();
    let texts: Vec<String> = (0..200)
        .map(|i| format!("Answer {i}: water moves from a dilute solution to a concentrated one through a partially permeable membrane, number {i}."))
        .collect();
    let started = std::time::Instant::now();
    model.encode(&texts, sabi_ports::TextKind::Answer).map_err(|e| e.to_string())?;
    let each = started.elapsed() / texts.len() as u32;
    println!(
        "load {:.2} s; {:.1} ms per sentence of about 30 tokens on {threads} thread(s); peak memory {:.0} MB (before loading {:.0} MB)",
        loaded.as_secs_f64(),
        each.as_secs_f64() * 1000.0,
        peak_memory_mb().unwrap_or(0.0),
        before
    );
    Ok(())
}
