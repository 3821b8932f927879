//! The answer's words indexed once, so each word of a marking point is looked up instead of
//! compared with every word of the answer: marking grows with the answer's length plus the
//! scheme's, not with their product.
//!
//! [`Lexicon`] holds each distinct word of the answer once, keyed by every form a wanted word
//! can meet it by (spelling, stem, synonym group, sound key, letters for a swap, and the sound
//! key's deletion neighbourhood for slips). A lookup gathers the candidates from those keys and
//! confirms each with [`Word::meets`], so what counts as a match is exactly the word-by-word
//! rule; the keys only make sure no word that could meet is missed. [`Region`] is a stretch of
//! the answer (the whole, a labelled part, a clause) as positions of lexicon words.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

use super::text::slips_allowed;
use super::{LONGEST_FUZZY_KEY, Word};

/// Index of a distinct answer word in its [`Lexicon`].
pub(super) type WordId = usize;

/// The distinct words of an answer, indexed by every form they can be met by.
#[derive(Debug, Default)]
pub(super) struct Lexicon {
    words: Vec<Word>,
    by_text: HashMap<String, WordId>,
    by_stem: HashMap<String, Vec<WordId>>,
    by_group: HashMap<usize, Vec<WordId>>,
    by_sound: HashMap<String, Vec<WordId>>,
    /// Sorted letters: two words that differ by a swap of neighbours have the same.
    by_letters: HashMap<String, Vec<WordId>>,
    /// Sound keys with up to [`slips_allowed`] letters taken out: two keys within that edit
    /// distance share one of these.
    by_deletion: HashMap<String, Vec<WordId>>,
    /// Lookups already made, by (wanted word, strict).
    met: RefCell<HashMap<(String, bool), Vec<WordId>>>,
}

impl Lexicon {
    /// The id of this word, adding it the first time it is seen.
    pub(super) fn add(&mut self, word: &Word) -> WordId {
        if let Some(&id) = self.by_text.get(&word.text) {
            return id;
        }
        let id = self.words.len();
        // A new word may meet what was looked up before.
        self.met.get_mut().clear();
        self.words.push(word.clone());
        self.by_text.insert(word.text.clone(), id);
        self.by_stem.entry(word.stem.clone()).or_default().push(id);
        if let Some(group) = word.group {
            self.by_group.entry(group).or_default().push(id);
        }
        self.by_sound.entry(word.sound.clone()).or_default().push(id);
        self.by_letters.entry(sorted_letters(&word.text)).or_default().push(id);
        for variant in slip_keys(&word.sound) {
            self.by_deletion.entry(variant).or_default().push(id);
        }
        id
    }

    /// The answer words that count as `wanted` ([`Word::meets`]), in no particular order.
    pub(super) fn meeting(&self, wanted: &Word, strict: bool) -> Vec<WordId> {
        let key = (wanted.text.clone(), strict);
        if let Some(ids) = self.met.borrow().get(&key) {
            return ids.clone();
        }
        let mut candidates: HashSet<WordId> = HashSet::new();
        candidates.extend(self.by_text.get(&wanted.text));
        if !strict {
            let mut take = |ids: Option<&Vec<WordId>>| candidates.extend(ids.into_iter().flatten());
            take(self.by_stem.get(&wanted.stem));
            take(wanted.group.and_then(|g| self.by_group.get(&g)));
            take(self.by_sound.get(&wanted.sound));
            take(self.by_letters.get(&sorted_letters(&wanted.text)));
            for variant in slip_keys(&wanted.sound) {
                take(self.by_deletion.get(&variant));
            }
        }
        let ids: Vec<WordId> = candidates.into_iter().filter(|&id| self.words[id].meets(wanted, strict)).collect();
        self.met.borrow_mut().insert(key, ids.clone());
        ids
    }
}

/// A stretch of the answer: its words in order, as lexicon ids, with where each id occurs.
#[derive(Debug, Clone, Default)]
pub(super) struct Region {
    pub(super) words: Vec<Word>,
    positions: HashMap<WordId, Vec<usize>>,
}

impl Region {
    pub(super) fn new(words: Vec<Word>, lexicon: &mut Lexicon) -> Region {
        let mut positions: HashMap<WordId, Vec<usize>> = HashMap::new();
        for (j, word) in words.iter().enumerate() {
            positions.entry(lexicon.add(word)).or_default().push(j);
        }
        Region { words, positions }
    }

    /// The first position, in the answer's order, holding one of `ids` and passing `accept`.
    pub(super) fn first(&self, ids: &[WordId], mut accept: impl FnMut(usize) -> bool) -> Option<usize> {
        let mut at: Vec<usize> = ids.iter().filter_map(|id| self.positions.get(id)).flatten().copied().collect();
        at.sort_unstable();
        at.into_iter().find(|&j| accept(j))
    }

    /// Whether any of `ids` occurs here.
    pub(super) fn holds_any(&self, ids: &[WordId]) -> bool {
        ids.iter().any(|id| self.positions.contains_key(id))
    }
}

/// The keys a sound key is found by for slips: none past [`LONGEST_FUZZY_KEY`] (such keys meet
/// only exactly), which keeps this at most a few hundred short keys a word.
fn slip_keys(sound: &str) -> HashSet<String> {
    if sound.len() > LONGEST_FUZZY_KEY {
        return HashSet::new();
    }
    deletions(sound, slips_allowed(sound.len()))
}

fn sorted_letters(text: &str) -> String {
    let mut letters: Vec<char> = text.chars().collect();
    letters.sort_unstable();
    letters.into_iter().collect()
}

/// `key` with up to `depth` characters taken out, itself included.
fn deletions(key: &str, depth: usize) -> HashSet<String> {
    let mut out: HashSet<String> = HashSet::from([key.to_string()]);
    let mut frontier = vec![key.to_string()];
    for _ in 0..depth {
        let mut next = Vec::new();
        for k in &frontier {
            let chars: Vec<char> = k.chars().collect();
            for i in 0..chars.len() {
                let shorter: String = chars.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, c)| *c).collect();
                if out.insert(shorter.clone()) {
                    next.push(shorter);
                }
            }
        }
        frontier = next;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::text::edit_distance;
    use super::*;

    #[test]
    fn keys_within_the_allowed_slips_share_a_deletion() {
        for (a, b) in [("thrmmtr", "thrmmtrs"), ("fotosinthsis", "fotsnthsss"), ("abcdefgh", "abcdxfgh")] {
            let allowed = slips_allowed(a.len().min(b.len()));
            if edit_distance(a, b) <= allowed {
                let da = deletions(a, slips_allowed(a.len()));
                let db = deletions(b, slips_allowed(b.len()));
                assert!(da.intersection(&db).next().is_some(), "{a} / {b}");
            }
        }
        assert_eq!(deletions("abc", 0).len(), 1);
        assert_eq!(deletions("abcd", 1).len(), 5);
    }

    #[test]
    fn a_lookup_finds_exactly_the_words_that_meet() {
        let answer: Vec<Word> = ["thermometre", "clotting", "labour", "guage", "boxs", "42", "photosynthesis"]
            .iter()
            .map(|t| Word::new(t))
            .collect();
        let mut lexicon = Lexicon::default();
        let region = Region::new(answer.clone(), &mut lexicon);
        for wanted in ["thermometer", "clot", "workers", "gauge", "boxes", "42", "fotosynthesis", "osmosis", "43"] {
            let wanted = Word::new(wanted);
            for strict in [false, true] {
                let by_scan: Vec<usize> = (0..answer.len()).filter(|&j| answer[j].meets(&wanted, strict)).collect();
                let ids = lexicon.meeting(&wanted, strict);
                let mut by_index: Vec<usize> =
                    (0..answer.len()).filter(|&j| region.first(&ids, |k| k == j).is_some()).collect();
                by_index.sort_unstable();
                assert_eq!(by_index, by_scan, "{} strict={strict}", wanted.text);
            }
        }
    }
}
