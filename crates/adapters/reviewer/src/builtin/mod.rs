//! The built-in short-answer marker: awards each marking-scheme point the answer covers.
//!
//! A point is covered when the answer contains the words of the point or of one of its
//! `accept` phrasings, compared as a teacher would: ignoring case, accents and word order,
//! meeting inflections (a light stemmer), common synonyms and small spelling slips (by sound,
//! with an edit distance that grows with word length). Two things keep it honest:
//! - words that only repeat the question earn nothing ("Osmosis is the process of osmosis");
//! - where the question asks for several items ((a), (b), ... or a point naming its subject,
//!   like "the executive ..."), each point is looked for in the part of the answer about it,
//!   so "a stack is FIFO and a queue is LIFO" earns neither point.
//!
//! When a question asks about the form of quoted words (plurals, tenses, translations), the
//! spelling is the point, so one- and two-word answers must then match exactly.
//!
//! With a sentence model ([`BuiltinReviewer::with_meaning`]), a point the words did not state
//! can still be earned by meaning ([`meaning`]): a model answer given alone, or a point said in
//! the student's own words.
//! docs/marking.md gives the method and its measured agreement with teachers' marks.

mod index;
pub mod meaning;
mod text;

use std::collections::HashSet;
use std::sync::Arc;

use async_trait::async_trait;
use sabi_domain::quiz::MarkingPoint;
use sabi_domain::scoring::{self, PointMark, PointMarking, QuestionReview, Review};
use sabi_ports::{AnswerReviewer, ReviewItem, SentenceEncoder, ServiceError};
use sabi_workers::{Priority, Workers};
use tokio::sync::Semaphore;

use crate::settle::totals;
use index::{Lexicon, Region};
use text::{
    edit_distance, fold, is_negation, is_stopword, slips_allowed, sound_key, stem, swapped_letters, synonym_group,
    tokens,
};

/// Share of a long phrasing's words an answer must contain; short ones need every word.
const LONG_PHRASE_COVERAGE: f64 = 0.75;
/// Phrasings of up to this many meaningful words are "short".
const SHORT_PHRASE: usize = 4;
/// Sound keys longer than this (no word of any school subject has one) are only ever met
/// exactly: slips are not looked for in them, which keeps the slip index small.
pub(crate) const LONGEST_FUZZY_KEY: usize = 24;

/// The offline marker. Marking is CPU work, so it never runs on a request's I/O worker: each
/// review runs on a marking thread of its own, `threads` of them at the lowest priority the
/// system gives, and at most `queue` more reviews wait for a turn; beyond that a review is
/// refused at once ([`ServiceError::Busy`]) rather than piling up. Autosave and health are
/// never held up by marking: the marking threads run on what the request workers leave.
#[derive(Clone)]
pub struct BuiltinReviewer {
    markers: Workers,
    admitted: Arc<Semaphore>,
    meaning: Option<Arc<dyn SentenceEncoder>>,
}

impl std::fmt::Debug for BuiltinReviewer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BuiltinReviewer")
            .field("markers", &self.markers)
            .field("meaning", &self.meaning.as_ref().map(|m| m.name()))
            .finish_non_exhaustive()
    }
}

impl Default for BuiltinReviewer {
    fn default() -> Self {
        BuiltinReviewer::new()
    }
}

/// Reviews that may wait for a marking thread, per thread, by default.
pub const QUEUE_PER_THREAD: usize = 16;

/// Markings at once by default: one fewer than the processors (at least one). The marking
/// threads also give way to the request workers (niceness 19); both are needed for autosave
/// to stay quick beside a marking rush: with a marking thread on every core, each save waited
/// for the scheduler to take a core back (docs/performance.md, scenario 6).
pub fn default_threads() -> usize {
    std::thread::available_parallelism().map_or(2, usize::from).saturating_sub(1).max(1)
}

impl BuiltinReviewer {
    /// [`default_threads`] marking threads, with [`QUEUE_PER_THREAD`] reviews waiting per
    /// processor.
    pub fn new() -> Self {
        let processors = std::thread::available_parallelism().map_or(2, usize::from);
        BuiltinReviewer::with_threads(default_threads(), processors * QUEUE_PER_THREAD)
    }

    /// At most `threads` markings at once and `queue` more waiting (both at least 1 and 0).
    pub fn with_threads(threads: usize, queue: usize) -> Self {
        let threads = threads.max(1);
        BuiltinReviewer {
            markers: Workers::start("mark", threads, Priority::Lowest),
            admitted: Arc::new(Semaphore::new(threads + queue)),
            meaning: None,
        }
    }

    /// Also credits points said in other words, as judged by `encoder` ([`meaning`]).
    pub fn with_meaning(mut self, encoder: Arc<dyn SentenceEncoder>) -> Self {
        self.meaning = Some(encoder);
        self
    }

    /// The sentence model's name, when there is one.
    pub fn meaning_model(&self) -> Option<String> {
        self.meaning.as_ref().map(|m| m.name())
    }

    /// Marks one answer: the marks (never above the question's) and which points earned them.
    pub fn mark(&self, item: &ReviewItem) -> QuestionReview {
        mark(item, self.meaning.as_deref())
    }
}

impl BuiltinReviewer {
    /// Runs `work` (given the sentence model, if any) on a marking thread. Admission first,
    /// without waiting: a full queue answers now. The permit goes with the work: if the caller
    /// gives up, the marking stays counted until it ends.
    async fn on_marking_thread<T: Send + 'static>(
        &self,
        work: impl FnOnce(Option<&dyn SentenceEncoder>) -> T + Send + 'static,
    ) -> Result<T, ServiceError> {
        let admitted = self.admitted.clone().try_acquire_owned().map_err(|_| ServiceError::Busy)?;
        let meaning = self.meaning.clone();
        self.markers
            .run(move || {
                let _admitted = admitted;
                work(meaning.as_deref())
            })
            .await
            .map_err(|e| ServiceError::Failed(format!("the marker stopped: {e}")))
    }
}

#[async_trait]
impl AnswerReviewer for BuiltinReviewer {
    async fn review(&self, items: &[ReviewItem]) -> Result<Review, ServiceError> {
        let items = items.to_vec();
        self.on_marking_thread(move |meaning| totals(&items, mark_all(&items, meaning), None)).await
    }

    async fn mark_points(&self, item: &ReviewItem) -> Result<PointMarking, ServiceError> {
        let item = item.clone();
        self.on_marking_thread(move |meaning| mark_points(&item, meaning)).await
    }
}

/// [`mark_points`] for a marker other than the built-in one (the editor's box always tries the
/// built-in marker): by words alone, off the request's I/O worker.
pub(crate) async fn mark_points_offline(item: &ReviewItem) -> Result<PointMarking, ServiceError> {
    let item = item.clone();
    tokio::task::spawn_blocking(move || mark_points(&item, None))
        .await
        .map_err(|e| ServiceError::Failed(format!("the marker stopped: {e}")))
}

/// A word of an answer or a phrasing, with the forms it is compared by.
#[derive(Debug, Clone)]
struct Word {
    text: String,
    stem: String,
    group: Option<usize>,
    sound: String,
    /// In an answer: within two words after a "not", "no", "never", ... of its own clause.
    negated: bool,
}

impl Word {
    fn new(text: &str) -> Word {
        let stem = stem(text);
        Word { group: synonym_group(&stem), sound: sound_key(text), stem, text: text.to_string(), negated: false }
    }

    fn is_number(&self) -> bool {
        self.text.chars().any(|c| c.is_ascii_digit())
    }

    /// Whether this answer word counts as `wanted`; `strict` allows only the same spelling.
    fn meets(&self, wanted: &Word, strict: bool) -> bool {
        if self.text == wanted.text {
            return true;
        }
        if strict || self.is_number() || wanted.is_number() {
            return false;
        }
        if self.stem == wanted.stem || (self.group.is_some() && self.group == wanted.group) {
            return true;
        }
        // Spelling slips, judged by sound, only on words long enough to tell apart.
        let long_enough = self.text.chars().count() >= 5 && wanted.text.chars().count() >= 5;
        let fuzzy = self.sound.len() <= LONGEST_FUZZY_KEY && wanted.sound.len() <= LONGEST_FUZZY_KEY;
        long_enough
            && fuzzy
            && (swapped_letters(&self.text, &wanted.text)
                || (wanted.sound.len() >= 3
                    && (self.sound == wanted.sound
                        || edit_distance(&self.sound, &wanted.sound)
                            <= slips_allowed(self.sound.len().min(wanted.sound.len())))))
    }
}

/// One way of stating a point, reduced to the words that must appear.
#[derive(Debug)]
struct Phrasing {
    words: Vec<Word>,
    negated: bool,
}

/// Text in brackets qualifies a point ("pascal (N/m²)", "(with ELECAM)"): not required.
pub(crate) fn without_brackets(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '(' => depth += 1,
            ')' if depth > 0 => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    if out.trim().is_empty() { text.to_string() } else { out }
}

/// Roles a point names after "as" ("carbon dioxide + water as reactants", "light as the
/// condition"): they say what the words are for, not words an answer must write.
const ROLES: [&str; 12] = [
    "reactant",
    "reactants",
    "product",
    "products",
    "condition",
    "conditions",
    "catalyst",
    "input",
    "inputs",
    "output",
    "outputs",
    "requirement",
];

/// A point's text without a role named after "as" (see [`ROLES`]).
fn without_role(text: &str) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    let bare = |w: &str| w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase();
    for (i, w) in words.iter().enumerate() {
        if bare(w) != "as" {
            continue;
        }
        let mut j = i + 1;
        if words.get(j).is_some_and(|w| matches!(bare(w).as_str(), "the" | "a" | "an")) {
            j += 1;
        }
        if words.get(j).is_some_and(|w| ROLES.contains(&bare(w).as_str())) && i > 0 {
            return words[..i].iter().chain(&words[j + 1..]).copied().collect::<Vec<_>>().join(" ");
        }
    }
    text.to_string()
}

fn phrasing(text: &str, question: &HashSet<String>) -> Phrasing {
    let all = tokens(&without_role(&without_brackets(text)));
    let in_question = |t: &String| question.contains(&stem(t));
    // Meaningful words not given away by the question; failing that, fall back step by step
    // (a phrasing made only of small words, like 'she' or 'was', still has to be there).
    let keep = |step: usize, t: &String| match step {
        0 => !is_stopword(t) && !in_question(t),
        1 => !in_question(t),
        _ => !is_stopword(t),
    };
    let mut chosen: Vec<String> = Vec::new();
    for step in 0..3 {
        chosen = all.iter().filter(|t| keep(step, t)).cloned().collect();
        if !chosen.is_empty() {
            break;
        }
    }
    if chosen.is_empty() {
        chosen = all;
    }
    let negated = chosen.iter().any(|t| is_negation(t));
    Phrasing { words: chosen.iter().map(|t| Word::new(t)).collect(), negated }
}

/// Whether `answer` states the phrasing. Each wanted word takes the first answer word not
/// already used that meets it, looked up in the lexicon rather than by a scan.
fn states(answer: &Region, lexicon: &Lexicon, phrasing: &Phrasing, strict: bool) -> bool {
    let n = phrasing.words.len();
    if n == 0 {
        return false;
    }
    let strict = strict && n <= 2;
    let mut used = vec![false; answer.words.len()];
    let mut found = 0;
    let mut i = 0;
    while i < n {
        let wanted = &phrasing.words[i];
        // "carbondioxide" for "carbon dioxide".
        if let Some(next) = phrasing.words.get(i + 1) {
            let joined = Word::new(&format!("{}{}", wanted.text, next.text));
            if let Some(j) = answer.first(&lexicon.meeting(&joined, strict), |j| !used[j]) {
                used[j] = true;
                found += 2;
                i += 2;
                continue;
            }
        }
        let hit = answer
            .first(&lexicon.meeting(wanted, strict), |j| !used[j] && (phrasing.negated || !answer.words[j].negated));
        if let Some(j) = hit {
            used[j] = true;
            found += 1;
        } else if is_negation(&wanted.text) {
            // "without oxygen" said as "does not need oxygen" or "no oxygen": the next word, denied.
            let denied = phrasing
                .words
                .get(i + 1)
                .and_then(|next| answer.first(&lexicon.meeting(next, strict), |j| !used[j] && answer.words[j].negated));
            if denied.is_some() {
                found += 1;
            }
        }
        i += 1;
    }
    if n <= SHORT_PHRASE { found == n } else { found as f64 >= LONG_PHRASE_COVERAGE * n as f64 }
}

/// An answer's words, each marked negated when one of the two words before it in the same
/// clause is a negation ("does not decolourise", "no oxygen"). A clause ends at a sentence's
/// end, a semicolon, a comma before a space or a line break: "Godot never comes, dialogue is
/// repetitive" does not deny the dialogue, nor "not on intensity. Emission is ..." the emission.
fn words(text: &str) -> Vec<Word> {
    let mut out: Vec<Word> = Vec::new();
    for clause in negation_clauses(text) {
        let start = out.len();
        for token in tokens(clause) {
            let mut word = Word::new(&token);
            let j = out.len();
            word.negated = (j.saturating_sub(2).max(start)..j).any(|k| is_negation(&out[k].text));
            out.push(word);
        }
    }
    out
}

/// The pieces of a text a negation cannot reach past (see [`words`]). Decimal points and digit
/// groups ("2.5", "4,305") do not end a clause: only a mark followed by a space or the end does.
fn negation_clauses(text: &str) -> Vec<&str> {
    let mut pieces = Vec::new();
    let mut from = 0;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let next = chars.peek().map(|&(_, n)| n);
        let ends = match c {
            '\n' | ';' | '!' | '?' => true,
            '.' | ',' | ':' => next.is_none_or(char::is_whitespace),
            _ => false,
        };
        if ends {
            pieces.push(&text[from..i]);
            from = i + c.len_utf8();
        }
    }
    pieces.push(&text[from..]);
    pieces
}

/// Whether the question is about the form of words (a plural, a tense, a translation), where
/// the spelling itself is what is marked.
fn asks_for_word_forms(question: &str) -> bool {
    let folded = fold(question);
    const CUES: &[&str] = &[
        "plural",
        "spell",
        "tense",
        "conjugat",
        "imparfait",
        "passe compose",
        "futur",
        "conditionnel",
        "subjonctif",
        "correct form",
        "reported speech",
        "indirect speech",
        "feminine",
        "masculine",
        "opposite",
        "antonym",
        "translate",
        "traduis",
        "noun from",
        "nouns from",
        "adjective from",
        "adverb from",
        "verb from",
    ];
    if CUES.iter().any(|cue| folded.contains(cue)) {
        return true;
    }
    // A quoted word or phrase: 'box', "tooth", ‘finir’.
    let chars: Vec<char> = question.chars().collect();
    let quotes = chars
        .iter()
        .enumerate()
        .filter(|(i, c)| {
            matches!(c, '"' | '“' | '”' | '‘' | '«' | '»')
                || (matches!(c, '\'' | '’')
                    && !(i.checked_sub(1).and_then(|p| chars.get(p)).is_some_and(|c| c.is_alphabetic())
                        && chars.get(i + 1).is_some_and(|c| c.is_alphabetic())))
        })
        .count();
    quotes >= 2
}

/// Labels that enumerate a question's parts: (a), (b), ... or (i), (ii), ...
const LABELS: [&str; 8] = ["a", "b", "c", "d", "e", "f", "g", "h"];

fn enumerates(question: &str, points: usize) -> bool {
    let folded = fold(question);
    (folded.contains("(a)") && folded.contains("(b)"))
        || (folded.contains("(i)") && folded.contains("(ii)"))
        || folded.contains("respectively")
        || names_the_items_in_order(&folded, points)
}

/// "Name the first President and the first Vice-President": the question lists, as "the ...,
/// the ... and the ...", exactly as many things as the scheme has points, so the answer is
/// expected to give them in that order. "Give four uses of rivers such as the Sanaga and the
/// Wouri" lists two examples for four points: nothing there is asked for in order.
fn names_the_items_in_order(folded: &str, points: usize) -> bool {
    let joined = folded.matches(" and the ").count();
    joined > 0 && 1 + joined + folded.matches(", the ").count() == points
}

/// The answer cut at its own labels, "(a) ... (b) ..." or "a) ... b) ...", if it has them.
fn labelled_parts(answer: &str) -> Option<Vec<String>> {
    let folded = fold(answer);
    let mut cuts = Vec::new();
    for label in LABELS {
        let found = [format!("({label})"), format!("{label})"), format!("{label}.")]
            .iter()
            .filter_map(|mark| {
                folded.match_indices(mark.as_str()).map(|(i, _)| i).find(|&i| {
                    // A label starts the answer or follows a space or punctuation.
                    i == 0 || folded[..i].ends_with(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '.' | ')'))
                })
            })
            .min();
        match found {
            Some(i) if cuts.last().is_none_or(|&(last, _)| i > last) => cuts.push((i, label)),
            _ => break,
        }
    }
    if cuts.len() < 2 {
        return None;
    }
    let mut parts = Vec::new();
    for (k, (start, label)) in cuts.iter().enumerate() {
        let end = cuts.get(k + 1).map_or(folded.len(), |c| c.0);
        let body = &folded[*start..end];
        let body = body.trim_start_matches('(').trim_start_matches(*label).trim_start_matches([')', '.']);
        parts.push(body.to_string());
    }
    Some(parts)
}

/// The answer split into `n` parts at the first kind of separator that gives exactly `n`.
fn ordered_parts(answer: &str, n: usize) -> Option<Vec<String>> {
    let levels: [&[&str]; 4] = [&[";", "\n"], &[","], &[" and ", " & "], &[". "]];
    for separators in levels {
        let mut parts = vec![answer.to_string()];
        for sep in separators {
            parts = parts.iter().flat_map(|p| p.split(sep).map(str::to_string).collect::<Vec<_>>()).collect();
        }
        parts.retain(|p| !p.trim().is_empty());
        if parts.len() == n {
            return Some(parts);
        }
    }
    None
}

/// The answer's clauses: sentences, and the parts joined by ",", ";", "and", "while", "but".
fn clauses(answer: &str) -> Vec<String> {
    // "e.g. " and "i.e. " do not end a sentence.
    let folded = fold(answer).replace("e.g.", "eg").replace("i.e.", "ie").replace("etc.", "etc");
    let mut parts = vec![folded];
    for sep in [". ", ";", "\n", ",", " and ", " while ", " whilst ", " whereas ", " but ", " however "] {
        parts = parts.iter().flat_map(|p| p.split(sep).map(str::to_string).collect::<Vec<_>>()).collect();
    }
    parts.retain(|p| !p.trim().is_empty());
    parts
}

/// Words naming what a point is about ("the executive ...", "stack", "excretion:"): in its
/// text, in none of its accepted phrasings and in no other point.
fn anchors(point: &MarkingPoint, others: &[&MarkingPoint]) -> Vec<Word> {
    let own_phrasings: HashSet<String> = point.accept.iter().flat_map(|a| tokens(a)).map(|t| stem(&t)).collect();
    let elsewhere: HashSet<String> = others
        .iter()
        .flat_map(|p| tokens(&p.point).into_iter().chain(p.accept.iter().flat_map(|a| tokens(a))))
        .map(|t| stem(&t))
        .collect();
    let text = match point.point.split_once(':') {
        Some((label, _)) => label,
        // A point with no other phrasing is all content ("Bamenda"): nothing names it.
        None if point.accept.is_empty() => return Vec::new(),
        None => point.point.as_str(),
    };
    let mut out: Vec<Word> = Vec::new();
    for t in tokens(&without_brackets(text)) {
        let s = stem(&t);
        if is_stopword(&t)
            || t.chars().any(|c| c.is_ascii_digit())
            || own_phrasings.contains(&s)
            || elsewhere.contains(&s)
        {
            continue;
        }
        if !out.iter().any(|w| w.stem == s) {
            out.push(Word::new(&t));
        }
    }
    out
}

fn mentions(part: &Region, lexicon: &Lexicon, anchors: &[Word]) -> bool {
    anchors.iter().any(|a| part.holds_any(&lexicon.meeting(a, false)))
}

/// Where in the answer to look for each point, with the lexicon of the answer's words.
fn regions(item: &ReviewItem) -> (Vec<Region>, Lexicon) {
    let points: Vec<&MarkingPoint> = item.marking_scheme.iter().collect();
    let n = points.len();
    let mut lexicon = Lexicon::default();
    let whole = Region::new(words(&item.answer), &mut lexicon);
    let anchors: Vec<Vec<Word>> = points
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let others: Vec<&MarkingPoint> =
                points.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, p)| *p).collect();
            anchors(p, &others)
        })
        .collect();
    let parts: Option<Vec<Region>> = labelled_parts(&item.answer)
        .or_else(|| if enumerates(&item.question, n) && n > 1 { ordered_parts(&item.answer, n) } else { None })
        .map(|parts| parts.iter().map(|p| Region::new(words(p), &mut lexicon)).collect());
    let clause_regions: Vec<Region> =
        clauses(&item.answer).iter().map(|c| Region::new(words(c), &mut lexicon)).collect();
    // In an answer given in parts, a part is about a point when it names the item the question
    // asked for ("(a) excretion"); names of the answer itself ("Ahidjo") do not count.
    let question: HashSet<String> = tokens(&item.question).iter().map(|t| stem(t)).collect();
    let asked: Vec<Vec<Word>> =
        anchors.iter().map(|a| a.iter().filter(|w| question.contains(&w.stem)).cloned().collect()).collect();
    // Which points each clause names.
    let naming: Vec<Vec<bool>> = clause_regions
        .iter()
        .map(|c| anchors.iter().map(|a| !a.is_empty() && mentions(c, &lexicon, a)).collect())
        .collect();
    let regions: Vec<Region> = (0..n)
        .map(|i| {
            let about: Vec<&Region> = about(&naming, i).into_iter().map(|c| &clause_regions[c]).collect();
            let words: Vec<Word> = match &parts {
                // The answer's own parts: the one about this point, else the one in its place.
                Some(parts) if parts.len() >= n || enumerates(&item.question, n) => {
                    let named: Vec<Word> = parts
                        .iter()
                        .filter(|p| !asked[i].is_empty() && mentions(p, &lexicon, &asked[i]))
                        .flat_map(|p| p.words.iter().cloned())
                        .collect();
                    if !named.is_empty() {
                        named
                    } else if parts.len() >= n {
                        parts[i].words.clone()
                    } else {
                        // Fewer parts than points ("(a) ... (b) ..." with two points each): no
                        // part is this point's own, so the whole answer is read for it.
                        whole.words.clone()
                    }
                }
                _ if !about.is_empty() => about.into_iter().flat_map(|c| c.words.iter().cloned()).collect(),
                _ => return None,
            };
            Some(words)
        })
        .collect::<Vec<Option<Vec<Word>>>>()
        .into_iter()
        .map(|words| match words {
            Some(words) => Region::new(words, &mut lexicon),
            None => whole.clone(),
        })
        .collect();
    // An equation's reactants are looked for left of its arrow, its products right of it: the
    // equation written backwards (respiration's for photosynthesis's) states neither.
    let sided = points.iter().any(|p| side_of(p).is_some());
    let regions = match equation_sides(&item.question, &item.answer).filter(|_| sided) {
        Some((left, right)) => {
            let left = Region::new(words(&left), &mut lexicon);
            let right = Region::new(words(&right), &mut lexicon);
            regions
                .into_iter()
                .zip(&points)
                .map(|(region, point)| match side_of(point) {
                    Some(Side::Left) => left.clone(),
                    Some(Side::Right) => right.clone(),
                    None => region,
                })
                .collect()
        }
        None => regions,
    };
    (regions, lexicon)
}

/// The side of an equation a point is about: "carbon dioxide + water as reactants".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Side {
    Left,
    Right,
}

fn side_of(point: &MarkingPoint) -> Option<Side> {
    let words = tokens(&point.point);
    let has = |w: &str| words.iter().any(|t| t == w);
    if has("reactant") || has("reactants") {
        Some(Side::Left)
    } else if has("product") || has("products") {
        Some(Side::Right)
    } else {
        None
    }
}

/// What an equation turns into what: arrows, and the verbs students write for them.
const ARROWS: [&str; 6] = ["→", "⟶", "-->", "->", "=>", "="];
const YIELDS: [&str; 12] =
    ["gives", "give", "produces", "produce", "forms", "form", "makes", "make", "yields", "yield", "becomes", "become"];

/// An equation's two sides, when the question asks for an equation and the answer writes one:
/// the text before its first arrow (or "gives", "produces", ...) and after it.
fn equation_sides(question: &str, answer: &str) -> Option<(String, String)> {
    if !tokens(question).iter().any(|t| t == "equation" || t == "equations") {
        return None;
    }
    let lower = answer.to_lowercase();
    let arrow = ARROWS.iter().filter_map(|a| lower.find(a).map(|at| (at, a.len())));
    let verb = YIELDS.iter().filter_map(|v| {
        lower
            .match_indices(v)
            .find(|(at, _)| {
                let before = lower[..*at].chars().next_back();
                let after = lower[at + v.len()..].chars().next();
                !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
            })
            .map(|(at, _)| (at, v.len()))
    });
    let (at, len) = arrow.chain(verb).min_by_key(|&(at, _)| at)?;
    Some((lower[..at].to_string(), lower[at + len..].to_string()))
}

/// The clauses about point `i`: those that name it, and the clauses next to them that name no
/// other point, up to the next clause about another point. A point is often said in more than
/// one clause ("the blood clots and seals the wound" is cut at "and"), and a teacher reads on
/// until the answer turns to something else. `naming[c][j]`: clause `c` names point `j`.
fn about(naming: &[Vec<bool>], i: usize) -> Vec<usize> {
    let names_other = |c: usize| naming[c].iter().enumerate().any(|(j, &named)| named && j != i);
    let mut taken: Vec<bool> = naming.iter().map(|names| names[i]).collect();
    for start in 0..naming.len() {
        if !naming[start][i] {
            continue;
        }
        // Onwards, then backwards, through clauses that speak of no other point.
        for c in (start + 1..naming.len()).take_while(|&c| !naming[c][i] && !names_other(c)) {
            taken[c] = true;
        }
        for c in (0..start).rev().take_while(|&c| !naming[c][i] && !names_other(c)) {
            taken[c] = true;
        }
    }
    (0..naming.len()).filter(|&c| taken[c]).collect()
}

fn short(text: &str) -> String {
    let text = text.trim();
    match text.char_indices().nth(80) {
        Some((cut, _)) => format!("{}...", &text[..cut]),
        None => text.to_string(),
    }
}

/// What was found in one answer: for each point of the scheme, whether the answer's words state
/// it and, for the points they do not, how close the sentence model finds the answer to it.
#[derive(Debug, Clone, PartialEq)]
pub struct Evidence {
    pub stated: Vec<bool>,
    pub similarity: Vec<Option<f32>>,
}

fn is_empty(answer: &str) -> bool {
    answer.trim().chars().all(|c| !c.is_alphanumeric())
}

/// Reads an answer against its scheme: by its words, then (with a model) by meaning. An empty
/// answer gives no evidence and never reaches the model.
pub fn evidence(item: &ReviewItem, meaning: Option<&dyn SentenceEncoder>) -> Option<Evidence> {
    if is_empty(&item.answer) {
        return None;
    }
    Some(weigh(item, stated_points(item), meaning))
}

/// The evidence of an answer whose words were read: the model weighs the points they missed.
fn weigh(item: &ReviewItem, stated: Vec<bool>, meaning: Option<&dyn SentenceEncoder>) -> Evidence {
    let unread = vec![None; stated.len()];
    let similarity = match meaning {
        Some(model) => meaning::similarities(item, &stated, model).unwrap_or_else(|e| {
            tracing::warn!(error = %e, "the sentence model failed: this answer is marked by its words alone");
            unread
        }),
        None => unread,
    };
    Evidence { stated, similarity }
}

/// Marks a review's answers: each answer's words read once, then the model's texts for all of
/// them encoded together.
fn mark_all(items: &[ReviewItem], meaning: Option<&dyn SentenceEncoder>) -> Vec<QuestionReview> {
    let model = match meaning {
        Some(model) if items.len() > 1 => model,
        _ => return items.iter().map(|i| mark(i, meaning)).collect(),
    };
    let stated: Vec<Option<Vec<bool>>> =
        items.iter().map(|i| (!is_empty(&i.answer)).then(|| stated_points(i))).collect();
    let read: Vec<(&ReviewItem, &Vec<bool>)> =
        items.iter().zip(&stated).filter_map(|(item, stated)| Some((item, stated.as_ref()?))).collect();
    let (batched, weighed) = meaning::Batched::prefetch(model, &read);
    let mut weighed = weighed.into_iter();
    items
        .iter()
        .zip(stated)
        .map(|(item, stated)| {
            let evidence = stated.map(|stated| {
                let model: Option<&dyn SentenceEncoder> = weighed.next().unwrap_or(false).then_some(&batched);
                weigh(item, stated, model)
            });
            judge(item, evidence.as_ref(), meaning::THRESHOLDS)
        })
        .collect()
}

/// Which points the answer's words state.
fn stated_points(item: &ReviewItem) -> Vec<bool> {
    let question: HashSet<String> = tokens(&item.question).iter().map(|t| stem(t)).collect();
    let strict = asks_for_word_forms(&item.question);
    let (regions, lexicon) = regions(item);
    item.marking_scheme
        .iter()
        .zip(&regions)
        .map(|(point, region)| {
            std::iter::once(&point.point)
                .chain(point.accept.iter())
                .any(|text| states(region, &lexicon, &phrasing(text, &question), strict))
        })
        .collect()
}

/// What one point of the scheme earned: stated in the answer's words (its marks), said in
/// other words (the model's credit), or missing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Credit {
    Stated(u32),
    InOtherWords(u32),
    Missing,
}

/// Each point's credit from the evidence, with `thresholds` for credit by meaning.
fn credits(item: &ReviewItem, evidence: &Evidence, thresholds: meaning::Thresholds) -> Vec<Credit> {
    item.marking_scheme
        .iter()
        .enumerate()
        .map(|(i, point)| {
            let by_meaning = meaning::credit(evidence.similarity.get(i).copied().flatten(), point.marks, thresholds);
            if evidence.stated.get(i).copied().unwrap_or(false) {
                Credit::Stated(point.marks)
            } else if by_meaning > 0 {
                Credit::InOtherWords(by_meaning)
            } else {
                Credit::Missing
            }
        })
        .collect()
}

/// The marks and feedback the evidence earns, with `thresholds` for credit by meaning.
pub fn judge(item: &ReviewItem, evidence: Option<&Evidence>, thresholds: meaning::Thresholds) -> QuestionReview {
    let credits = evidence.map(|e| credits(item, e, thresholds));
    review_of(item, credits.as_deref())
}

/// The marks (never above the question's) and feedback of the points' credits; `None`: no
/// answer was given.
fn review_of(item: &ReviewItem, credits: Option<&[Credit]>) -> QuestionReview {
    let words = Feedback::for_answer(item);
    let Some(credits) = credits else {
        return QuestionReview { marks_awarded: 0, feedback: words.no_answer.into() };
    };
    let mut earned = Vec::new();
    let mut in_other_words = Vec::new();
    let mut missing = Vec::new();
    let mut marks: u32 = 0;
    for (point, credit) in item.marking_scheme.iter().zip(credits) {
        // Saturating: schemes stored before their points' marks were bounded may hold anything.
        match *credit {
            Credit::Stated(m) => {
                marks = marks.saturating_add(m);
                earned.push(format!("{} (+{m})", short(&point.point)));
            }
            Credit::InOtherWords(m) => {
                marks = marks.saturating_add(m);
                in_other_words.push(format!("{} (+{m})", short(&point.point)));
            }
            Credit::Missing => missing.push(short(&point.point)),
        }
    }
    let marks = marks.min(item.marks);
    let mut feedback = Vec::new();
    if !earned.is_empty() {
        feedback.push(format!("{} {}.", words.earned, earned.join("; ")));
    }
    if !in_other_words.is_empty() {
        feedback.push(format!("{} {}.", words.in_other_words, in_other_words.join("; ")));
    }
    if !missing.is_empty() {
        feedback.push(format!("{} {}.", words.missing, missing.join("; ")));
    }
    QuestionReview { marks_awarded: marks, feedback: feedback.join(" ") }
}

/// One answer marked point by point (for a teacher trying a scheme): the review a student would
/// get, and each point of the scheme as read, with its marks and what the answer earned by it.
/// A point is worth at most the question's marks, and the question's marks are handed out in
/// the scheme's order, so the awards add up to the review's marks. Only try-answer asks for
/// this: a student's review ([`mark_all`]) builds no point lists.
pub fn mark_points(item: &ReviewItem, meaning: Option<&dyn SentenceEncoder>) -> PointMarking {
    let credits = evidence(item, meaning).map(|e| credits(item, &e, meaning::THRESHOLDS));
    let review = review_of(item, credits.as_deref());
    let points = item
        .marking_scheme
        .iter()
        .enumerate()
        .map(|(i, point)| {
            let credit = credits.as_ref().map_or(Credit::Missing, |c| c[i]);
            let earned = match credit {
                Credit::Stated(m) | Credit::InOtherWords(m) => m,
                Credit::Missing => 0,
            };
            PointMark {
                point: point.point.clone(),
                marks: point.marks,
                awarded: earned,
                found: credit != Credit::Missing,
            }
        })
        .collect();
    PointMarking { review, points: scoring::hand_out(points, item.marks) }
}

/// The feedback's own words, in the language of the answer (of the question, for a blank
/// answer): French answers are told in French. The points are quoted as the scheme has them.
struct Feedback {
    no_answer: &'static str,
    earned: &'static str,
    in_other_words: &'static str,
    missing: &'static str,
}

const ENGLISH: Feedback = Feedback {
    no_answer: "No answer was given.",
    earned: "Marks earned for:",
    in_other_words: "Said in other words:",
    missing: "Missing:",
};

const FRENCH: Feedback = Feedback {
    no_answer: "Aucune réponse n'a été donnée.",
    earned: "Points obtenus pour :",
    in_other_words: "Dit autrement :",
    missing: "Manque :",
};

impl Feedback {
    fn for_answer(item: &ReviewItem) -> &'static Feedback {
        let text = if is_empty(&item.answer) { &item.question } else { &item.answer };
        if text::is_french(text) { &FRENCH } else { &ENGLISH }
    }
}

pub(crate) fn mark(item: &ReviewItem, meaning: Option<&dyn SentenceEncoder>) -> QuestionReview {
    judge(item, evidence(item, meaning).as_ref(), meaning::THRESHOLDS)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn item(question: &str, points: &[(&str, &[&str])], answer: &str) -> ReviewItem {
        ReviewItem {
            question: question.into(),
            answer: answer.into(),
            marks: points.len() as u32,
            marking_scheme: points
                .iter()
                .map(|(p, a)| MarkingPoint {
                    point: p.to_string(),
                    marks: 1,
                    accept: a.iter().map(|s| s.to_string()).collect(),
                })
                .collect(),
        }
    }

    #[test]
    fn an_equations_reactants_and_products_are_read_on_their_own_sides() {
        let points: &[(&str, &[&str])] = &[
            ("glucose and oxygen as reactants", &[]),
            ("carbon dioxide, water and energy as products", &["carbon dioxide and water"]),
        ];
        let marks = |answer: &str| mark(&item("Write the word equation for respiration.", points, answer), None);
        assert_eq!(marks("glucose + oxygen -> carbon dioxide + water + energy").marks_awarded, 2);
        assert_eq!(marks("Glucose and oxygen produce carbon dioxide and water.").marks_awarded, 2);
        assert_eq!(marks("carbon dioxide + water → glucose + oxygen").marks_awarded, 0);
        assert_eq!(marks("Carbon dioxide and water give glucose and oxygen.").marks_awarded, 0);
        // "give" inside a word is no arrow, and without an arrow the whole answer is read.
        assert_eq!(equation_sides("Write the equation.", "forgiven glucose"), None);
        assert_eq!(marks("The reactants are glucose and oxygen").marks_awarded, 1);
        // Not a question about an equation: sides are not looked for.
        let elsewhere = item("Name a product of respiration.", &[("water as a product", &[])], "water -> none");
        assert_eq!(mark(&elsewhere, None).marks_awarded, 1);
    }

    #[test]
    fn a_french_answer_is_told_in_french() {
        let points: &[(&str, &[&str])] = &[("glucose", &[]), ("oxygène", &["oxygene"])];
        let q = "Nommez les deux produits de la photosynthèse.";
        let r = mark(&item(q, points, "La plante produit du glucose dans les feuilles."), None);
        assert_eq!(r.marks_awarded, 1);
        assert_eq!(r.feedback, "Points obtenus pour : glucose (+1). Manque : oxygène.");
        assert_eq!(mark(&item(q, points, "  "), None).feedback, "Aucune réponse n'a été donnée.");
        let english =
            mark(&item("Name the two products of photosynthesis.", points, "It makes glucose and oxygen."), None);
        assert_eq!(english.feedback, "Marks earned for: glucose (+1); oxygène (+1).");
        assert_eq!(mark(&item("Name the products.", points, ""), None).feedback, "No answer was given.");
    }

    #[test]
    fn a_negation_reaches_only_its_own_clause() {
        let q = item(
            "State two features of the play Waiting for Godot.",
            &[
                ("Godot never arrives", &["Godot never comes"]),
                ("the dialogue is repetitive", &["repetitive dialogue"]),
            ],
            "Godot never comes, the dialogue is repetitive.",
        );
        assert_eq!(mark(&q, None).marks_awarded, 2, "{}", mark(&q, None).feedback);
        let denied = item(
            "State two features of the play Waiting for Godot.",
            &[
                ("Godot never arrives", &["Godot never comes"]),
                ("the dialogue is repetitive", &["repetitive dialogue"]),
            ],
            "Godot never comes and the dialogue is not repetitive at all.",
        );
        assert_eq!(mark(&denied, None).marks_awarded, 1, "{}", mark(&denied, None).feedback);
        let words: Vec<(String, bool)> = words("not on intensity. Emission is 2.5 times, not 4,305; no oxygen")
            .into_iter()
            .map(|w| (w.text, w.negated))
            .collect();
        let negated: Vec<&str> = words.iter().filter(|(_, n)| *n).map(|(t, _)| t.as_str()).collect();
        assert_eq!(negated, ["on", "intensity", "4", "305", "oxygen"], "{words:?}");
    }

    #[test]
    fn more_points_than_labelled_parts_are_all_looked_for() {
        // Four points under two labels: the points past (b) used to be looked for in parts
        // the answer does not have, so no answer could earn them.
        let scheme: &[(&str, &[&str])] =
            &[("fast", &["rapid"]), ("slow", &[]), ("start", &["commence"]), ("end", &["finish"])];
        let question = "Give a synonym and an antonym of each word: (a) quick (b) begin";
        let q = item(question, scheme, "(a) fast, slow (b) start, finish");
        assert_eq!(mark(&q, None).marks_awarded, 4, "{}", mark(&q, None).feedback);
        let half = item(question, scheme, "(a) rapid (b) commence");
        assert_eq!(mark(&half, None).marks_awarded, 2, "{}", mark(&half, None).feedback);
    }

    #[test]
    fn outsized_points_cannot_overflow_the_marks() {
        let mut q =
            item("Give two ways of making water safe to drink.", &[("boiling", &[]), ("boiling", &[])], "boiling");
        for point in &mut q.marking_scheme {
            point.marks = u32::MAX;
        }
        assert_eq!(mark(&q, None).marks_awarded, 2);
    }

    #[test]
    fn points_are_found_whatever_the_case_order_and_inflection() {
        let q = item(
            "Give two ways of making water safe to drink.",
            &[("boiling", &["boil"]), ("filtering", &["chlorine"])],
            "You can put CHLORINE inside, and it can also be boiled",
        );
        let r = mark(&q, None);
        assert_eq!(r.marks_awarded, 2, "{}", r.feedback);
        assert!(r.feedback.contains("Marks earned for"));
    }

    #[test]
    fn repeating_the_question_earns_nothing() {
        let q = item(
            "What is a reflex action? Give one example.",
            &[
                ("a rapid automatic response to a stimulus", &["automatic response"]),
                ("an example such as blinking", &["blinking"]),
            ],
            "A reflex action is an action which is a reflex, for example a reflex.",
        );
        assert_eq!(mark(&q, None).marks_awarded, 0);
    }

    #[test]
    fn each_item_is_looked_for_where_the_answer_speaks_of_it() {
        let q = item(
            "Give the difference between a stack and a queue.",
            &[
                ("a stack is last in, first out (LIFO)", &["LIFO"]),
                ("a queue is first in, first out (FIFO)", &["FIFO"]),
            ],
            "A stack is FIFO and a queue is LIFO.",
        );
        assert_eq!(mark(&q, None).marks_awarded, 0);
        let q = item(
            "Name the regional capitals of (a) the North West Region and (b) the South West Region.",
            &[("Bamenda", &[]), ("Buea", &[])],
            "Buea and Bamenda",
        );
        assert_eq!(mark(&q, None).marks_awarded, 0);
        let q = item(
            "Name the regional capitals of (a) the North West Region and (b) the South West Region.",
            &[("Bamenda", &[]), ("Buea", &[])],
            "(a) Bamenda (b) Bueá",
        );
        assert_eq!(mark(&q, None).marks_awarded, 2);
    }

    #[test]
    fn spelling_slips_pass_except_where_spelling_is_the_point() {
        let q = item(
            "Name the three methods of heat transfer.",
            &[("conduction", &[]), ("convection", &[]), ("radiation", &[])],
            "conducsion, convention, radiation",
        );
        assert_eq!(mark(&q, None).marks_awarded, 2);
        let q =
            item("Write the plural of (a) 'box' and (b) 'tooth'.", &[("boxes", &[]), ("teeth", &[])], "boxs, teeth");
        assert_eq!(mark(&q, None).marks_awarded, 1);
    }

    /// A stand-in for the sentence model: texts naming the same key word are the same (1.0),
    /// others far apart (0.0); it counts the texts it is asked for, and fails on "fail".
    #[derive(Default)]
    struct Keywords {
        asked: std::sync::Mutex<usize>,
        calls: std::sync::Mutex<usize>,
    }

    impl SentenceEncoder for Keywords {
        fn name(&self) -> String {
            "keywords".into()
        }
        fn encode(&self, texts: &[String], _kind: sabi_ports::TextKind) -> Result<Vec<Vec<f32>>, ServiceError> {
            *self.asked.lock().unwrap() += texts.len();
            *self.calls.lock().unwrap() += 1;
            if texts.iter().any(|t| t.contains("fail")) {
                return Err(ServiceError::Failed("the model broke".into()));
            }
            let keys = ["membrane", "light", "oxygen"];
            Ok(texts
                .iter()
                .map(|t| match keys.iter().position(|k| t.contains(k)) {
                    Some(k) => {
                        let mut v = vec![0.0_f32; 4];
                        v[k] = 1.0;
                        v
                    }
                    None => vec![0.0, 0.0, 0.0, 1.0],
                })
                .collect())
        }
    }

    fn osmosis(answer: &str) -> ReviewItem {
        let mut q = item(
            "What is osmosis?",
            &[("the movement of water molecules across a partially permeable membrane", &[])],
            answer,
        );
        q.marking_scheme[0].marks = 2;
        q.marks = 2;
        q
    }

    #[test]
    fn a_point_said_in_other_words_earns_its_marks_with_a_model_only() {
        let model = Keywords::default();
        let q = osmosis("Water passes through a membrane that lets only some things through.");
        assert_eq!(mark(&q, None).marks_awarded, 0, "{}", mark(&q, None).feedback);
        let r = mark(&q, Some(&model));
        assert_eq!(r.marks_awarded, 2, "{}", r.feedback);
        assert!(r.feedback.starts_with("Said in other words: the movement of water"), "{}", r.feedback);
        // Far in meaning: nothing.
        let far = osmosis("It happens when salt dissolves in a beaker of hot tea.");
        assert_eq!(mark(&far, Some(&model)).marks_awarded, 0);
    }

    #[test]
    fn empty_answers_and_answers_that_repeat_the_question_never_reach_the_model() {
        let model = Keywords::default();
        assert_eq!(mark(&osmosis("  ... "), Some(&model)).marks_awarded, 0);
        assert_eq!(mark(&osmosis("Osmosis is osmosis."), Some(&model)).marks_awarded, 0);
        assert_eq!(*model.asked.lock().unwrap(), 0);
    }

    #[test]
    fn a_denial_is_never_matched_with_an_assertion() {
        let model = Keywords::default();
        let q = osmosis("Water does not pass through any membrane.");
        assert_eq!(mark(&q, Some(&model)).marks_awarded, 0, "{}", mark(&q, Some(&model)).feedback);
    }

    #[test]
    fn a_failing_model_leaves_the_marking_to_the_words() {
        let model = Keywords::default();
        let q = osmosis("water molecules move across a partially permeable membrane; fail");
        assert_eq!(mark(&q, Some(&model)).marks_awarded, 2);
        let q = osmosis("water goes through a membrane; fail");
        assert_eq!(mark(&q, Some(&model)).marks_awarded, 0);
    }

    #[test]
    fn the_models_work_per_question_is_bounded_whatever_the_answer_and_scheme() {
        let model = Keywords::default();
        let mut q = item("Explain osmosis.", &[], &"Water goes somewhere else entirely. ".repeat(50));
        q.marking_scheme = (0..20)
            .map(|i| MarkingPoint {
                point: format!("point number {i} about diffusion"),
                marks: 1,
                accept: (0..3).map(|k| format!("phrasing {k} of point {i}")).collect(),
            })
            .collect();
        q.marks = 20;
        mark(&q, Some(&model));
        // Two sentences and the answer whole, and six phrasings.
        assert_eq!(*model.asked.lock().unwrap(), 3 + 6);
    }

    #[test]
    fn a_whole_review_asks_the_model_once_per_kind_of_text_and_marks_as_one_by_one() {
        let answers = [
            "Water passes through a membrane that lets only some things through.",
            "It happens when salt dissolves in a beaker of hot tea.",
            "water goes through a membrane; fail",
            "Osmosis is osmosis.",
        ];
        let items: Vec<ReviewItem> = answers.iter().map(|a| osmosis(a)).collect();
        let alone: Vec<QuestionReview> = items.iter().map(|i| mark(i, Some(&Keywords::default()))).collect();
        let model = Keywords::default();
        assert_eq!(mark_all(&items, Some(&model)), alone);
        // The failing text sinks the up-front call of answers: those are asked again one by one.
        let calls = *model.calls.lock().unwrap();
        assert!(calls <= 2 + answers.len(), "{calls} calls");
        let fine: Vec<ReviewItem> = items[..2].to_vec();
        let model = Keywords::default();
        mark_all(&fine, Some(&model));
        assert_eq!(*model.calls.lock().unwrap(), 2, "one call for the answers, one for the schemes");
    }

    #[test]
    fn the_models_reading_per_call_is_bounded_in_order_and_the_same_call_marks_the_same() {
        let items: Vec<ReviewItem> = (0..200)
            .map(|i| osmosis(&format!("Water passes through a membrane that lets only some things through ({i}).")))
            .collect();
        let model = Keywords::default();
        let marks: Vec<u32> = mark_all(&items, Some(&model)).iter().map(|r| r.marks_awarded).collect();
        let weighed = marks.iter().take_while(|&&m| m == 2).count();
        assert!(weighed > 10 && weighed < items.len(), "{weighed} answers weighed by meaning");
        assert!(marks[weighed..].iter().all(|&m| m == 0), "beyond the budget, words alone: {marks:?}");
        let again: Vec<u32> = mark_all(&items, Some(&Keywords::default())).iter().map(|r| r.marks_awarded).collect();
        assert_eq!(marks, again);
    }

    #[tokio::test]
    async fn reviews_run_off_the_caller_and_are_turned_away_when_every_turn_is_taken() {
        let reviewer = BuiltinReviewer::with_threads(1, 0);
        let q = item("Name the green pigment.", &[("chlorophyll", &[])], "chlorophyll");
        let review = reviewer.review(std::slice::from_ref(&q)).await.unwrap();
        assert_eq!(review.questions[0].marks_awarded, 1);
        // The one turn taken (as by a marking in progress): the next review is refused now.
        let held = reviewer.admitted.clone().try_acquire_owned().unwrap();
        assert!(matches!(reviewer.review(std::slice::from_ref(&q)).await, Err(ServiceError::Busy)));
        drop(held);
        assert!(reviewer.review(&[q]).await.is_ok(), "free again once the marking ends");
    }

    #[test]
    fn the_largest_answers_and_schemes_are_marked_and_long_nonsense_words_cost_little() {
        // Distinct long words everywhere: the worst case for the slip index.
        let word = |i: usize| format!("photosynthesis{}x{}", "abcdefghij".chars().nth(i % 10).unwrap_or('a'), i);
        let answer: String = (0..400).map(word).collect::<Vec<_>>().join(" ");
        let answer: String = answer.chars().take(sabi_domain::limits::MAX_ANSWER_CHARS).collect();
        let point: String = (0..60).map(|i| word(i * 7)).collect::<Vec<_>>().join(" ");
        let point: String = point.chars().take(240).collect();
        let mut q = item("Explain photosynthesis.", &[], &answer);
        q.marking_scheme = (0..sabi_domain::limits::MAX_POINTS_PER_QUESTION)
            .map(|_| MarkingPoint { point: point.clone(), marks: 1, accept: Vec::new() })
            .collect();
        q.marks = 20;
        assert!(mark(&q, None).marks_awarded <= 20);
        // One 5,000-letter "word": matched exactly only, no slip index of it.
        let nonsense: String = (0..5_000).map(|i| char::from(b'b' + (i * 7 % 24) as u8)).collect();
        let q = item("Spell it.", &[(&nonsense, &[])], &nonsense);
        assert_eq!(mark(&q, None).marks_awarded, 1);
    }

    #[test]
    fn marks_never_exceed_the_question() {
        let mut q = item("Name two.", &[("land", &[]), ("labour", &[])], "land and labour");
        q.marks = 1;
        assert_eq!(mark(&q, None).marks_awarded, 1);
        q.answer = "   ".into();
        assert_eq!(mark(&q, None).marks_awarded, 0);
    }

    fn shown(marking: &PointMarking) -> Vec<(&str, u32, u32, bool)> {
        marking.points.iter().map(|p| (p.point.as_str(), p.marks, p.awarded, p.found)).collect()
    }

    #[test]
    fn a_list_scheme_is_marked_point_by_point() {
        let mut q = item(
            "Name the enzyme in saliva and what it digests.",
            &[("amylase", &["ptyalin"]), ("starch", &[])],
            "Ptyalin.",
        );
        let marked = mark_points(&q, None);
        assert_eq!(shown(&marked), [("amylase", 1, 1, true), ("starch", 1, 0, false)]);
        // The same review a student gets, every time.
        assert_eq!(marked.review, mark(&q, None));
        assert_eq!(mark_points(&q, None), marked);
        q.answer = "Amylase digests starch".into();
        assert_eq!(shown(&mark_points(&q, None)), [("amylase", 1, 1, true), ("starch", 1, 1, true)]);
        // No answer: every point missing, none awarded.
        q.answer = " ".into();
        let blank = mark_points(&q, None);
        assert_eq!(shown(&blank), [("amylase", 1, 0, false), ("starch", 1, 0, false)]);
        assert_eq!(blank.review.feedback, "No answer was given.");
    }

    #[test]
    fn a_text_scheme_is_shown_as_the_marker_read_it() {
        let question = "State two functions of the human skeleton";
        let scheme = sabi_domain::marking_scheme::read(
            "support (gives the body shape/framework); protection of internal organs; movement",
            question,
            Some(2),
        );
        let q = ReviewItem {
            question: question.into(),
            answer: "It protects the internal organs like the heart.".into(),
            marks: 2,
            marking_scheme: scheme,
        };
        let marked = mark_points(&q, None);
        assert_eq!(
            shown(&marked),
            [
                ("support (gives the body shape/framework)", 1, 0, false),
                ("protection of internal organs", 1, 1, true),
                ("movement", 1, 0, false),
            ],
            "{}",
            marked.review.feedback
        );
        assert_eq!(marked.review.marks_awarded, 1);
        assert_eq!(marked.points.iter().map(|p| p.awarded).sum::<u32>(), marked.review.marks_awarded);
    }

    #[test]
    fn points_found_beyond_the_questions_marks_are_awarded_nothing() {
        // "Any two of" three: all three found, two marks handed out in the scheme's order.
        let mut q = item("Name two factors of production.", &[("land", &[]), ("labour", &[]), ("capital", &[])], "");
        q.marks = 2;
        q.answer = "land, labour and capital".into();
        let marked = mark_points(&q, None);
        assert_eq!(shown(&marked), [("land", 1, 1, true), ("labour", 1, 1, true), ("capital", 1, 0, true)]);
        assert_eq!(marked.review.marks_awarded, 2);
        // A point worth more than the question is shown at the question's marks.
        q.marking_scheme[0].marks = 5;
        q.answer = "land".into();
        assert_eq!(shown(&mark_points(&q, None))[0], ("land", 2, 2, true));
    }
}
