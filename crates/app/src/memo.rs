//! Small in-memory keepers for the hot paths. [`Memo`] keeps things that never change once
//! stored (a quiz, an attempt's owner), so an autosave every few seconds from every student in
//! an exam does not read them from the store again: safe across server instances because what
//! is kept never changes, and bounded, so memory stays flat. [`Recent`] keeps one answer that
//! everyone shares (the leaderboard) for a few seconds.

use std::borrow::Borrow;
use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex};

/// Holds values up to a budget: `capacity` values, or with [`Memo::weighed`] a number of bytes
/// by each value's weight. When full, a new value pushes out arbitrary old ones (the next read
/// of one of those goes to the store again: correct, only slower).
#[derive(Debug)]
pub struct Memo<K, V> {
    budget: usize,
    weigh: fn(&V) -> usize,
    values: Mutex<Weighed<K, V>>,
}

#[derive(Debug)]
struct Weighed<K, V> {
    total: usize,
    entries: HashMap<K, (Arc<V>, usize)>,
}

impl<K: Eq + Hash + Clone, V> Memo<K, V> {
    /// At most `capacity` values.
    pub fn new(capacity: usize) -> Memo<K, V> {
        Memo::weighed(capacity, |_| 1)
    }

    /// Values whose weights add up to at most `budget`. A value heavier than the whole budget
    /// is handed back but not kept.
    pub fn weighed(budget: usize, weigh: fn(&V) -> usize) -> Memo<K, V> {
        Memo { budget: budget.max(1), weigh, values: Mutex::new(Weighed { total: 0, entries: HashMap::new() }) }
    }

    pub fn get<Q: Eq + Hash + ?Sized>(&self, key: &Q) -> Option<Arc<V>>
    where
        K: Borrow<Q>,
    {
        self.values.lock().unwrap_or_else(|p| p.into_inner()).entries.get(key).map(|(v, _)| v.clone())
    }

    pub fn put(&self, key: K, value: V) -> Arc<V> {
        let weight = (self.weigh)(&value).max(1);
        let value = Arc::new(value);
        if weight > self.budget {
            return value;
        }
        let mut values = self.values.lock().unwrap_or_else(|p| p.into_inner());
        if let Some((_, old)) = values.entries.remove(&key) {
            values.total -= old;
        }
        while values.total + weight > self.budget {
            let Some(old) = values.entries.keys().next().cloned() else { break };
            if let Some((_, w)) = values.entries.remove(&old) {
                values.total -= w;
            }
        }
        values.total += weight;
        values.entries.insert(key, (value.clone(), weight));
        value
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.values.lock().unwrap_or_else(|p| p.into_inner()).entries.len()
    }

    #[cfg(test)]
    fn weight(&self) -> usize {
        self.values.lock().unwrap_or_else(|p| p.into_inner()).total
    }
}

/// One value, good for `ttl_seconds` after it was made.
#[derive(Debug)]
pub struct Recent<V> {
    ttl_seconds: i64,
    value: Mutex<Option<(i64, Arc<V>)>>,
}

impl<V> Recent<V> {
    pub fn new(ttl_seconds: i64) -> Recent<V> {
        Recent { ttl_seconds, value: Mutex::new(None) }
    }

    /// The value kept, if it was made less than the time to live before `now`.
    pub fn get(&self, now: i64) -> Option<Arc<V>> {
        let value = self.value.lock().unwrap_or_else(|p| p.into_inner());
        value.as_ref().filter(|(made, _)| (0..self.ttl_seconds).contains(&(now - made))).map(|(_, v)| v.clone())
    }

    pub fn put(&self, now: i64, value: V) -> Arc<V> {
        let value = Arc::new(value);
        *self.value.lock().unwrap_or_else(|p| p.into_inner()) = Some((now, value.clone()));
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_recent_value_lasts_its_time_to_live_only() {
        let recent = Recent::new(5);
        assert!(recent.get(100).is_none());
        recent.put(100, "top ten");
        assert_eq!(recent.get(100).as_deref(), Some(&"top ten"));
        assert_eq!(recent.get(104).as_deref(), Some(&"top ten"));
        assert!(recent.get(105).is_none(), "stale after five seconds");
        assert!(recent.get(99).is_none(), "a clock that went back does not serve it");
    }

    #[test]
    fn keeps_what_was_put_and_never_grows_past_its_capacity() {
        let memo = Memo::new(3);
        assert!(memo.get("a").is_none());
        memo.put("a", 1);
        assert_eq!(memo.get("a").as_deref(), Some(&1));
        for (i, key) in ["b", "c", "d", "e"].into_iter().enumerate() {
            memo.put(key, i);
            assert!(memo.len() <= 3);
        }
        assert_eq!(memo.len(), 3);
        // The newest is always kept.
        assert_eq!(memo.get("e").as_deref(), Some(&3));
        // Putting a key again replaces it without pushing another out.
        memo.put("e", 9);
        assert_eq!(memo.len(), 3);
        assert_eq!(memo.get("e").as_deref(), Some(&9));
    }

    #[test]
    fn a_weighed_memo_keeps_its_byte_budget() {
        let memo: Memo<u32, String> = Memo::weighed(100, String::len);
        for i in 0..50 {
            memo.put(i, "x".repeat(30));
            assert!(memo.weight() <= 100, "{}", memo.weight());
        }
        assert_eq!(memo.len(), 3, "three of 30 bytes fit in 100");
        assert_eq!(memo.get(&49).as_deref().map(String::len), Some(30), "the newest is kept");
        // Replacing a value counts its new weight only.
        memo.put(49, "x".repeat(10));
        assert!(memo.weight() <= 100);
        assert_eq!(memo.get(&49).as_deref().map(String::len), Some(10));
        // One value bigger than the budget is handed back, not kept, and pushes nothing out.
        let before = memo.len();
        let big = memo.put(7, "x".repeat(101));
        assert_eq!(big.len(), 101);
        assert!(memo.get(&7).is_none());
        assert_eq!(memo.len(), before);
    }
}
