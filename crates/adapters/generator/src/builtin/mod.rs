//! The built-in, offline quiz generator: parametric Mathematics (answers computed, wrong
//! options from typical mistakes) and the curated question bank for every subject.
//!
//! Outside mathematics, a quiz keeps to its topic: a topic with fewer questions than asked
//! gives a shorter quiz, and its description says so. Only a topic with no question of that
//! type yet falls back, step by step: other topics of the same subject and class, then
//! neighbouring classes (nearest first, the same topic before others), and says so too.
//! Within each step, questions of the requested difficulty come first. A subject with no bank questions that is not mathematics
//! gets [`ServiceError::NothingToOffer`].

mod bank;
pub(crate) mod maths;

use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};

use async_trait::async_trait;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use sabi_domain::quiz::{
    Difficulty, McqQuestion, QuizContent, QuizType, Section, ShortAnswerQuestion, normalise, validate_content,
};
use sabi_ports::{GeneratedQuiz, QuizGenerator, QuizRequest, ServiceError};

use crate::shape::{default_description, default_minutes, default_title};
use bank::{Entry, bank};
pub use bank::{ShippedQuestion, bank_counts, shipped_questions};
use maths::Fit;

pub use sabi_domain::quiz::{DEFAULT_MCQ_QUESTIONS, DEFAULT_SHORT_ANSWER_QUESTIONS};
/// The most questions one built-in quiz holds.
const MAX_QUESTIONS: usize = 50;
/// In a mathematics quiz, at most this share of the questions come from the bank; the rest
/// are freshly computed, so each attempt differs.
const BANK_SHARE_IN_MATHS: f64 = 0.3;

/// The offline generator. Its randomness is seeded so tests can replay a quiz exactly.
#[derive(Debug)]
pub struct BuiltinGenerator {
    rng: Mutex<StdRng>,
    served: Served,
}

/// How many times this generator has served each bank question. A topic's next quiz starts
/// from the questions served least, so that successive quizzes on a topic go round all of its
/// questions (five quizzes of ten on a topic of twelve hold all twelve) instead of drawing the
/// same favourites again.
#[derive(Debug)]
pub(crate) struct Served {
    mcq: Vec<AtomicU32>,
    saq: Vec<AtomicU32>,
}

impl Served {
    pub(crate) fn new() -> Self {
        let bank = bank();
        let zeros = |n: usize| (0..n).map(|_| AtomicU32::new(0)).collect();
        Served { mcq: zeros(bank.mcq.len()), saq: zeros(bank.saq.len()) }
    }
}

impl BuiltinGenerator {
    pub fn new() -> Self {
        Self::with_seed(rand::rng().random())
    }

    /// A generator whose quizzes are the same for the same seed and requests.
    pub fn with_seed(seed: u64) -> Self {
        BuiltinGenerator { rng: Mutex::new(StdRng::seed_from_u64(seed)), served: Served::new() }
    }
}

impl Default for BuiltinGenerator {
    fn default() -> Self {
        Self::new()
    }
}

#[async_trait]
impl QuizGenerator for BuiltinGenerator {
    async fn generate(&self, request: &QuizRequest) -> Result<GeneratedQuiz, ServiceError> {
        // A poisoned lock only means another request panicked mid-draw; the generator is fine.
        let mut rng = self.rng.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        compose(request, &mut rng, &self.served)
    }
}

/// Lower-cased words of a subject, spaces folded: how bank entries and requests are matched.
pub(crate) fn subject_key(subject: &str) -> String {
    normalise(subject)
}

/// The words of a topic name, little words and plural -s dropped, for loose matching.
pub(crate) fn topic_words(text: &str) -> Vec<String> {
    text.to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty() && !matches!(*w, "and" | "the" | "of" | "to" | "in" | "a" | "an" | "s"))
        .map(|w| w.trim_end_matches('s').to_string())
        .collect()
}

fn tier(difficulty: Difficulty) -> u8 {
    match difficulty {
        Difficulty::Easy => 0,
        Difficulty::Normal => 1,
        Difficulty::Hard => 2,
    }
}

/// Bank entries of the requested subject in the order they should be used, each with how well
/// it fits the request.
fn ranked<'a, T>(
    entries: &'a [Entry<T>],
    served: &'a [AtomicU32],
    request: &QuizRequest,
    rng: &mut StdRng,
) -> Vec<(Fit, &'a Entry<T>, &'a AtomicU32)> {
    let subject = subject_key(&request.subject);
    let topic = topic_words(&request.topic);
    let wanted = tier(request.difficulty);
    // Sorted by: exact / same class / other class, class distance, other topic, times served,
    // difficulty gap, chance.
    type Rank = (u8, u8, bool, u32, u8, u32);
    let mut ranked: Vec<(Rank, Fit, &Entry<T>, &AtomicU32)> = entries
        .iter()
        .zip(served)
        .filter(|(e, _)| e.subject_key == subject)
        .map(|(e, times)| {
            let same_class = e.class == request.class_level;
            let same_topic = e.topic_words == topic;
            let (group, fit) = match (same_class, same_topic) {
                (true, true) => (0, Fit::Exact),
                (true, false) => (1, Fit::SameClass),
                (false, _) => (2, Fit::Neighbour),
            };
            let distance = e.class.ordinal().abs_diff(request.class_level.ordinal());
            let difficulty_gap = tier(e.difficulty).abs_diff(wanted);
            // The random part shuffles questions that are equally good.
            let times_served = times.load(Ordering::Relaxed);
            ((group, distance, !same_topic, times_served, difficulty_gap, rng.random()), fit, e, times)
        })
        .collect();
    ranked.sort_by_key(|(key, _, _, _)| *key);
    ranked.into_iter().map(|(_, fit, e, times)| (fit, e, times)).collect()
}

/// The bank questions to use: up to `limit`, best first, none repeating an earlier one;
/// `only_exact` keeps to the topic itself.
fn take<T: Clone>(
    ranked: &[(Fit, &Entry<T>, &AtomicU32)],
    limit: usize,
    only_exact: bool,
    text: fn(&T) -> &str,
    seen: &mut Vec<String>,
) -> (Vec<T>, Fit) {
    let mut out = Vec::new();
    let mut worst = Fit::Exact;
    for (fit, entry, times_served) in ranked {
        if out.len() >= limit || (only_exact && *fit != Fit::Exact) {
            break;
        }
        let key = normalise(text(&entry.item));
        if seen.contains(&key) {
            continue;
        }
        seen.push(key);
        worst = worst.max(*fit);
        times_served.fetch_add(1, Ordering::Relaxed);
        out.push(entry.item.clone());
    }
    (out, worst)
}

/// Whether a quiz keeps to its topic: always, once the topic has a question of its own. Only a
/// topic with none yet borrows from related topics and classes (and its page says so).
fn on_topic<T>(ranked: &[(Fit, &Entry<T>, &AtomicU32)]) -> bool {
    ranked.first().is_some_and(|(fit, _, _)| *fit == Fit::Exact)
}

/// Computed questions from the families, spread across them, none repeating.
fn computed(
    families: &[maths::Family],
    count: usize,
    difficulty: Difficulty,
    rng: &mut StdRng,
    seen: &mut Vec<String>,
) -> Vec<maths::Problem> {
    let mut order: Vec<maths::Family> = families.to_vec();
    order.shuffle(rng);
    let mut out = Vec::new();
    let mut slot = 0;
    let mut misses = 0;
    while out.len() < count && misses < 40 * count.max(1) {
        let family = order[slot % order.len()];
        slot += 1;
        let problem = maths::draw(family, rng, tier(difficulty));
        let key = normalise(&problem.question);
        if seen.contains(&key) {
            misses += 1;
            continue;
        }
        seen.push(key);
        out.push(problem);
    }
    out
}

/// Computed questions from the topic's families, topped up from the rest of the class when
/// the topic has too few different questions to fill the quiz.
fn computed_with_fill(
    families: &[maths::Family],
    fit: Fit,
    count: usize,
    request: &QuizRequest,
    rng: &mut StdRng,
    seen: &mut Vec<String>,
) -> (Vec<maths::Problem>, Fit) {
    let mut problems = computed(families, count, request.difficulty, rng, seen);
    if problems.len() < count && !request.topic_only {
        let class = maths::class_families(&request.subject, request.class_level);
        if !class.is_empty() {
            problems.extend(computed(&class, count - problems.len(), request.difficulty, rng, seen));
            return (problems, fit.max(Fit::SameClass));
        }
    }
    (problems, fit)
}

fn shuffle_options(mut q: McqQuestion, rng: &mut StdRng) -> McqQuestion {
    q.options.shuffle(rng);
    q
}

/// Short-answer questions in one section, or two (shorter questions first) from four up.
fn sections(mut questions: Vec<ShortAnswerQuestion>) -> Vec<Section> {
    if questions.len() < 4 {
        return vec![Section { title: "Section A".into(), marks: 0, questions }];
    }
    questions.sort_by_key(|q| q.marks);
    let second = questions.split_off(questions.len().div_ceil(2));
    vec![
        Section { title: "Section A: Short questions".into(), marks: 0, questions },
        Section { title: "Section B: Longer questions".into(), marks: 0, questions: second },
    ]
}

fn nothing_for(request: &QuizRequest) -> ServiceError {
    ServiceError::NothingToOffer(format!(
        "the built-in generator has no {} questions yet (only Mathematics is generated offline); \
         add some to the question bank or configure a generation service",
        request.subject.trim()
    ))
}

pub(crate) fn compose(request: &QuizRequest, rng: &mut StdRng, served: &Served) -> Result<GeneratedQuiz, ServiceError> {
    let default = sabi_domain::quiz::default_question_count(request.quiz_type);
    let count = request.question_count.map_or(default, |n| (n as usize).clamp(1, MAX_QUESTIONS));
    let families = maths::families_for(&request.subject, request.class_level, &request.topic);
    let bank = bank();
    let mut seen = Vec::new();
    let (content, fit) = match request.quiz_type {
        QuizType::MultipleChoice => {
            let ranked = ranked(&bank.mcq, &served.mcq, request, rng);
            let (mut questions, fit) = match &families {
                Some((_, fit)) if request.topic_only && *fit != Fit::Exact => return Err(nothing_for(request)),
                Some((families, fit)) => {
                    let from_bank =
                        if *fit == Fit::Exact { (count as f64 * BANK_SHARE_IN_MATHS).floor() as usize } else { count };
                    let (mut questions, _) = take(&ranked, from_bank, true, |q| &q.question, &mut seen);
                    let (more, fit) =
                        computed_with_fill(families, *fit, count - questions.len(), request, rng, &mut seen);
                    questions.extend(more.into_iter().map(|p| p.into_mcq(rng)));
                    (questions, fit)
                }
                None if ranked.is_empty() => return Err(nothing_for(request)),
                None => take(&ranked, count, request.topic_only || on_topic(&ranked), |q| &q.question, &mut seen),
            };
            questions.shuffle(rng);
            let questions = questions.into_iter().map(|q| shuffle_options(q, rng)).collect();
            (QuizContent::MultipleChoice { questions }, fit)
        }
        QuizType::ShortAnswer => {
            let ranked = ranked(&bank.saq, &served.saq, request, rng);
            let (questions, fit) = match &families {
                Some((_, fit)) if request.topic_only && *fit != Fit::Exact => return Err(nothing_for(request)),
                Some((families, fit)) => {
                    let from_bank =
                        if *fit == Fit::Exact { (count as f64 * BANK_SHARE_IN_MATHS).floor() as usize } else { count };
                    let (mut questions, _) = take(&ranked, from_bank, true, |q| &q.question, &mut seen);
                    let (more, fit) =
                        computed_with_fill(families, *fit, count - questions.len(), request, rng, &mut seen);
                    questions.extend(more.into_iter().map(maths::Problem::into_short_answer));
                    (questions, fit)
                }
                None if ranked.is_empty() => return Err(nothing_for(request)),
                None => take(&ranked, count, request.topic_only || on_topic(&ranked), |q| &q.question, &mut seen),
            };
            (QuizContent::ShortAnswer { sections: sections(questions) }.with_section_totals(), fit)
        }
    };
    if content.question_count() == 0 {
        return Err(nothing_for(request));
    }
    validate_content(&content)
        .map_err(|e| ServiceError::BadAnswer(format!("the built-in generator made an invalid quiz: {e}")))?;
    let mut description = default_description(request);
    if fit != Fit::Exact {
        description.push_str(" Some questions come from related topics or classes, as few exist for this topic yet.");
    } else if content.question_count() < count {
        description.push_str(&sabi_domain::bank::shorter_quiz_note(content.question_count(), count));
    }
    Ok(GeneratedQuiz {
        title: default_title(request),
        description,
        estimated_minutes: default_minutes(&content),
        content,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use sabi_domain::class_level::ClassLevel;
    use std::collections::HashSet;

    fn request(subject: &str, class: ClassLevel, topic: &str, quiz_type: QuizType) -> QuizRequest {
        QuizRequest {
            subject: subject.into(),
            topic: topic.into(),
            class_level: class,
            quiz_type,
            difficulty: Difficulty::Normal,
            question_count: None,
            topic_only: false,
        }
    }

    #[test]
    fn the_same_seed_gives_the_same_quiz() {
        let r = request("Mathematics", ClassLevel::Form2, "Linear Equations", QuizType::MultipleChoice);
        let a = compose(&r, &mut StdRng::seed_from_u64(7), &Served::new()).unwrap();
        let b = compose(&r, &mut StdRng::seed_from_u64(7), &Served::new()).unwrap();
        let c = compose(&r, &mut StdRng::seed_from_u64(8), &Served::new()).unwrap();
        assert_eq!(a, b);
        assert_ne!(a.content, c.content);
        assert_eq!(a.content.question_count(), DEFAULT_MCQ_QUESTIONS);
    }

    #[test]
    fn short_answer_quizzes_have_two_sections_that_add_up() {
        let r = request("Mathematics", ClassLevel::Form3, "Simultaneous Linear Equations", QuizType::ShortAnswer);
        let quiz = compose(&r, &mut StdRng::seed_from_u64(1), &Served::new()).unwrap();
        match &quiz.content {
            QuizContent::ShortAnswer { sections } => {
                assert_eq!(sections.len(), 2);
                assert_eq!(quiz.content.question_count(), DEFAULT_SHORT_ANSWER_QUESTIONS);
                for s in sections {
                    assert_eq!(s.marks, s.questions.iter().map(|q| q.marks).sum::<u32>());
                }
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn unknown_maths_topics_and_classes_fall_back() {
        for (class, topic) in [
            (ClassLevel::Form2, "Something New"),
            (ClassLevel::Class1, "Counting"),
            (ClassLevel::UpperSixth, "Quadratic Equations"),
        ] {
            let quiz = compose(
                &request("Mathematics", class, topic, QuizType::MultipleChoice),
                &mut StdRng::seed_from_u64(3),
                &Served::new(),
            )
            .unwrap();
            assert!(quiz.description.contains("related topics"), "{class} {topic}: {}", quiz.description);
        }
    }

    #[test]
    fn a_subject_without_questions_has_nothing_to_offer() {
        let err = compose(
            &request("Underwater Basket Weaving", ClassLevel::Form1, "Reeds", QuizType::MultipleChoice),
            &mut StdRng::seed_from_u64(3),
            &Served::new(),
        )
        .unwrap_err();
        assert!(matches!(err, ServiceError::NothingToOffer(ref m) if m.contains("Underwater Basket Weaving")), "{err}");
    }

    /// Every topic the bank holds outside mathematics, both types: five quizzes from one
    /// generator hold only that topic's questions, and together every one of them (a topic of
    /// twelve gives all twelve in five quizzes of ten).
    fn five_quizzes_go_round_the_topic(quiz_type: QuizType) {
        let bank = bank();
        let placed: Vec<(String, ClassLevel, Vec<String>, String)> = match quiz_type {
            QuizType::MultipleChoice => bank
                .mcq
                .iter()
                .map(|e| (e.subject.clone(), e.class, e.topic_words.clone(), normalise(&e.item.question)))
                .collect(),
            QuizType::ShortAnswer => bank
                .saq
                .iter()
                .map(|e| (e.subject.clone(), e.class, e.topic_words.clone(), normalise(&e.item.question)))
                .collect(),
        };
        let mut topics: Vec<(String, ClassLevel, Vec<String>)> =
            placed.iter().map(|(s, c, w, _)| (s.clone(), *c, w.clone())).collect();
        topics.sort();
        topics.dedup();
        let count = match quiz_type {
            QuizType::MultipleChoice => 10,
            QuizType::ShortAnswer => 5,
        };
        let mut checked = 0;
        for (subject, class, words) in &topics {
            let topic = words.join(" ");
            if maths::families_for(subject, *class, &topic).is_some() {
                continue;
            }
            let own: HashSet<&String> =
                placed.iter().filter(|(s, c, w, _)| s == subject && c == class && w == words).map(|p| &p.3).collect();
            let mut r = request(subject, *class, &topic, quiz_type);
            r.question_count = Some(count as u32);
            let (mut rng, served) = (StdRng::seed_from_u64(checked), Served::new());
            let mut distinct = HashSet::new();
            for _ in 0..5 {
                let quiz = compose(&r, &mut rng, &served).unwrap();
                let texts: Vec<String> = match &quiz.content {
                    QuizContent::MultipleChoice { questions } => {
                        questions.iter().map(|q| normalise(&q.question)).collect()
                    }
                    QuizContent::ShortAnswer { sections } => {
                        sections.iter().flat_map(|s| &s.questions).map(|q| normalise(&q.question)).collect()
                    }
                };
                for text in &texts {
                    assert!(own.contains(text), "{subject} {class} {topic}: another topic's question: {text}");
                }
                assert_eq!(texts.len(), own.len().min(count), "{subject} {class} {topic}");
                if own.len() < count {
                    assert!(
                        quiz.description.contains(&format!("shorter than the {count} asked for")),
                        "{}",
                        quiz.description
                    );
                }
                distinct.extend(texts);
            }
            assert_eq!(
                distinct.len(),
                own.len().min(5 * count),
                "{subject} {class} {topic}: five quizzes repeat questions"
            );
            checked += 1;
        }
        assert!(checked > 500, "only {checked} topics checked");
    }

    #[test]
    fn five_multiple_choice_quizzes_keep_to_the_topic_and_go_round_it() {
        five_quizzes_go_round_the_topic(QuizType::MultipleChoice);
    }

    #[test]
    fn five_short_answer_quizzes_keep_to_the_topic_and_go_round_it() {
        five_quizzes_go_round_the_topic(QuizType::ShortAnswer);
    }

    #[test]
    fn a_requested_count_is_honoured() {
        let mut r = request(
            "Additional Mathematics",
            ClassLevel::Form5,
            "Permutations and Combinations",
            QuizType::MultipleChoice,
        );
        r.question_count = Some(20);
        let quiz = compose(&r, &mut StdRng::seed_from_u64(5), &Served::new()).unwrap();
        assert_eq!(quiz.content.question_count(), 20);
    }
}
