//! Credit by meaning: a point the answer's words did not state may still be said in other
//! words. A sentence model ([`SentenceEncoder`]) gives the cosine similarity of the point (and
//! its accepted phrasings) to the answer's first sentences and to the answer whole; a point
//! whose best similarity reaches [`THRESHOLDS`]`.full` earns its marks, one that reaches
//! `.part` half of them ([`credit`]; a model answer given alone is such a point, worth the
//! question's marks, or one per sentence).
//!
//! Two things the model cannot be trusted with are kept from it:
//! - an answer that only repeats the question: the model finds it close to every point, so an
//!   answer needs at least [`OWN_WORDS`] words of its own (not small words, not the question's);
//! - negation: "does not need oxygen" and "needs oxygen" are close in the model's space, so a
//!   sentence is compared with a point only when both deny something or neither does.
//!
//! The thresholds were fitted on the calibration parts of the public sets and checked on their
//! held-out parts (docs/marking.md); `tests/public_sets.rs` keeps them honest.

use std::collections::{HashMap, HashSet};
use std::sync::Mutex;

use sabi_ports::{ReviewItem, SentenceEncoder, ServiceError, TextKind, similarity};

use super::text::{fold, is_negation, is_stopword, stem, tokens};
use super::without_brackets;

/// Where a similarity earns a point's marks, or half of them.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Thresholds {
    pub full: f32,
    pub part: f32,
}

/// Fitted by `just calibrate` on the public sets' calibration parts (the best mean QWK over
/// the sets; docs/marking.md). Half marks from 0.30 is generous: the people who marked those
/// sets gave part marks to answers that were about the point at all.
pub const THRESHOLDS: Thresholds = Thresholds { full: 0.88, part: 0.30 };

/// Words of its own an answer needs before its meaning is weighed.
pub const OWN_WORDS: usize = 2;
/// The model's work per question is bounded, whatever the answer and scheme (each text costs
/// 10 to 40 ms of a marking thread): the answer's first sentences and the answer whole, and
/// the phrasings of the points the words missed (each point's own first, then its accepted
/// phrasings in turn), at most these many.
const MAX_SENTENCES: usize = 2;
const MAX_POINT_TEXTS: usize = 6;

/// The answer's first sentences, and the answer whole when it has more than one.
fn sentences(answer: &str) -> Vec<String> {
    let mut parts = vec![answer.to_string()];
    for sep in [". ", "? ", "! ", ";", "\n"] {
        parts = parts.iter().flat_map(|p| p.split(sep).map(str::to_string).collect::<Vec<_>>()).collect();
    }
    parts.retain(|p| p.chars().any(char::is_alphanumeric));
    if parts.len() > 1 {
        parts.truncate(MAX_SENTENCES);
        parts.push(answer.to_string());
    }
    parts
}

fn denies(text: &str) -> bool {
    tokens(text).iter().any(|t| is_negation(t))
}

/// How many words of the answer are its own: not small words, not the question's.
fn own_words(answer: &str, question: &str) -> usize {
    let asked: HashSet<String> = tokens(question).iter().map(|t| stem(t)).collect();
    let mut own: HashSet<String> = HashSet::new();
    for t in tokens(answer) {
        let s = stem(&t);
        if !is_stopword(&t) && !asked.contains(&s) {
            own.insert(s);
        }
    }
    own.len()
}

/// For each point of the scheme the words did not cover (`covered[i]` false), the best
/// similarity the model finds between it and the answer; `None` for covered points, and for all
/// of them when the answer has too few words of its own.
pub fn similarities(
    item: &ReviewItem,
    covered: &[bool],
    encoder: &dyn SentenceEncoder,
) -> Result<Vec<Option<f32>>, ServiceError> {
    let none = vec![None; item.marking_scheme.len()];
    if covered.iter().all(|&c| c) || own_words(&item.answer, &item.question) < OWN_WORDS {
        return Ok(none);
    }
    let windows = sentences(&fold(&item.answer));
    // Each text is encoded alone: a text's vector never depends on what else is being marked,
    // so the same answer always gets the same mark.
    let mut texts: Vec<String> = windows.clone();
    let mut phrasings: Vec<Vec<usize>> = vec![Vec::new(); item.marking_scheme.len()];
    let longest = item.marking_scheme.iter().map(|p| 1 + p.accept.len()).max().unwrap_or(0);
    'filling: for rank in 0..longest {
        for (i, point) in item.marking_scheme.iter().enumerate() {
            if covered.get(i).copied().unwrap_or(true) {
                continue;
            }
            let text = if rank == 0 { Some(&point.point) } else { point.accept.get(rank - 1) };
            if let Some(text) = text {
                if texts.len() - windows.len() == MAX_POINT_TEXTS {
                    break 'filling;
                }
                phrasings[i].push(texts.len());
                texts.push(fold(&without_brackets(text)));
            }
        }
    }
    let mut vectors = encoder.encode(&windows, TextKind::Answer)?;
    vectors.extend(encoder.encode(&texts[windows.len()..], TextKind::Scheme)?);
    let window_denies: Vec<bool> = windows.iter().map(|w| denies(w)).collect();
    let best = |own: &Vec<usize>| -> Option<f32> {
        let mut best: Option<f32> = None;
        for &p in own {
            let point_denies = denies(&texts[p]);
            for (w, &window_denies) in window_denies.iter().enumerate() {
                if window_denies != point_denies {
                    continue;
                }
                if let (Some(a), Some(b)) = (vectors.get(p), vectors.get(w)) {
                    let s = similarity(a, b);
                    best = Some(best.map_or(s, |b| b.max(s)));
                }
            }
        }
        best
    };
    Ok(phrasings.iter().map(best).collect())
}

/// The marks a point earns by meaning alone: all of them from `full`; half of them (rounded
/// down: none for a 1-mark point) from `part`.
pub fn credit(similarity: Option<f32>, point_marks: u32, thresholds: Thresholds) -> u32 {
    match similarity {
        Some(s) if s >= thresholds.full => point_marks,
        Some(s) if s >= thresholds.part => point_marks / 2,
        _ => 0,
    }
}

/// The model's reading per review call, in (estimated) tokens: a call at every limit (100
/// questions of 5,000 characters, each with 20 long points the words miss) would otherwise ask
/// it for some 50,000 tokens, 20 s of a core. A question of the repository's teacher-marked
/// cases needs 50 (180 at most), so a 10-question quiz of school answers is read whole; beyond
/// the budget, answers are marked by their words alone.
/// The estimate is from the texts' words, never from what the cache holds, so a call's marks
/// never depend on what was marked before it.
pub const MAX_TOKENS_PER_REVIEW: usize = 1_500;
/// Tokens the model reads of one text (`sabi_meaning::MAX_TOKENS`).
const TOKENS_PER_TEXT: usize = 64;

/// Word pieces of a text, estimated: about four for three words or one for four characters,
/// whichever is more (rare words and numbers break into several), and the two markers the
/// model adds.
fn estimated_tokens(text: &str) -> usize {
    let by_words = text.split_whitespace().count() * 4 / 3;
    let by_chars = text.chars().count() / 4;
    (by_words.max(by_chars) + 2).min(TOKENS_PER_TEXT)
}

/// The texts a whole review needs from the model, encoded up front: one call for the answers'
/// texts and one for the schemes', so texts of equal length across the quiz share passes of
/// the model instead of taking one each. Marking then reads the vectors from here; a text not
/// found (the up-front call failed) is asked of the model itself.
pub struct Batched<'a> {
    model: &'a dyn SentenceEncoder,
    known: HashMap<String, Vec<f32>>,
}

impl<'a> Batched<'a> {
    /// `read`: each answer with the points its words stated. The texts each will ask for are
    /// found by asking a stand-in that only notes them (which texts are asked never depends on
    /// their vectors). Answers are weighed in order while [`MAX_TOKENS_PER_REVIEW`] lasts;
    /// the second list says which were (the others are marked by their words alone).
    pub fn prefetch(model: &'a dyn SentenceEncoder, read: &[(&ReviewItem, &Vec<bool>)]) -> (Self, Vec<bool>) {
        let mut budget = MAX_TOKENS_PER_REVIEW;
        let mut wanted: Vec<(String, TextKind)> = Vec::new();
        let mut weighed = Vec::with_capacity(read.len());
        for (item, stated) in read {
            let noted = Noted::default();
            // The stand-in never fails.
            let _ = similarities(item, stated, &noted);
            let texts = noted.0.into_inner().unwrap_or_else(|p| p.into_inner());
            let cost: usize = texts.iter().map(|(t, _)| estimated_tokens(t)).sum();
            let fits = cost <= budget;
            if fits {
                budget -= cost;
                wanted.extend(texts);
            }
            weighed.push(fits);
        }
        let mut known = HashMap::new();
        for kind in [TextKind::Answer, TextKind::Scheme] {
            let mut texts: Vec<String> = wanted.iter().filter(|(_, k)| *k == kind).map(|(t, _)| t.clone()).collect();
            texts.sort_unstable();
            texts.dedup();
            match model.encode(&texts, kind) {
                Ok(vectors) => known.extend(texts.into_iter().zip(vectors)),
                Err(e) => tracing::warn!(error = %e, "the sentence model failed on a whole review"),
            }
        }
        (Batched { model, known }, weighed)
    }
}

impl SentenceEncoder for Batched<'_> {
    fn name(&self) -> String {
        self.model.name()
    }

    fn encode(&self, texts: &[String], kind: TextKind) -> Result<Vec<Vec<f32>>, ServiceError> {
        if let Some(all) = texts.iter().map(|t| self.known.get(t).cloned()).collect::<Option<Vec<_>>>() {
            return Ok(all);
        }
        self.model.encode(texts, kind)
    }
}

/// Notes the texts it is asked for and answers with empty vectors.
#[derive(Default)]
struct Noted(Mutex<Vec<(String, TextKind)>>);

impl SentenceEncoder for Noted {
    fn name(&self) -> String {
        "noted".into()
    }

    fn encode(&self, texts: &[String], kind: TextKind) -> Result<Vec<Vec<f32>>, ServiceError> {
        let mut noted = self.0.lock().unwrap_or_else(|p| p.into_inner());
        noted.extend(texts.iter().map(|t| (t.clone(), kind)));
        Ok(vec![Vec::new(); texts.len()])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_is_read_sentence_by_sentence_and_whole() {
        assert_eq!(
            sentences("It is a gas. It burns; it smells"),
            ["It is a gas", "It burns", "It is a gas. It burns; it smells"]
        );
        assert_eq!(sentences("one sentence only."), ["one sentence only."]);
    }

    #[test]
    fn words_of_its_own_leave_out_the_questions_and_small_words() {
        assert_eq!(own_words("Osmosis is the process of osmosis", "What is osmosis?"), 1);
        assert_eq!(own_words("water moves through a membrane", "What is osmosis?"), 4);
    }

    #[test]
    fn half_marks_for_a_near_miss_only_on_points_worth_two_or_more() {
        let t = Thresholds { full: 0.8, part: 0.6 };
        assert_eq!(credit(Some(0.85), 3, t), 3);
        assert_eq!(credit(Some(0.7), 2, t), 1);
        assert_eq!(credit(Some(0.7), 5, t), 2);
        assert_eq!(credit(Some(0.7), 1, t), 0);
        assert_eq!(credit(Some(0.5), 2, t), 0);
        assert_eq!(credit(None, 2, t), 0);
    }
}
