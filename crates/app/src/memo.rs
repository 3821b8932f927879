//! Small in-memory keepers for the hot paths. [`Memo`] keeps things that never change once
//! stored (a quiz, an attempt's owner), so an autosave every few seconds from every student in
//! an exam does not read them from the store again: safe across server instances because what
//! is kept never changes, and bounded, so memory stays flat. [`Recent`] keeps one answer that
//! everyone shares (the leaderboard) for a few seconds.

use std::borrow::Borrow;
use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex};

/// Holds at most `capacity` values; when full, a new value pushes out an arbitrary old one
/// (the next read of that one goes to the store again: correct, only slower).
#[derive(Debug)]
pub struct Memo<K, V> {
    capacity: usize,
    values: Mutex<HashMap<K, Arc<V>>>,
}

impl<K: Eq + Hash + Clone, V> Memo<K, V> {
    pub fn new(capacity: usize) -> Memo<K, V> {
        Memo { capacity: capacity.max(1), values: Mutex::new(HashMap::new()) }
    }

    pub fn get<Q: Eq + Hash + ?Sized>(&self, key: &Q) -> Option<Arc<V>>
    where
        K: Borrow<Q>,
    {
        self.values.lock().unwrap_or_else(|p| p.into_inner()).get(key).cloned()
    }

    pub fn put(&self, key: K, value: V) -> Arc<V> {
        let value = Arc::new(value);
        let mut values = self.values.lock().unwrap_or_else(|p| p.into_inner());
        if values.len() >= self.capacity
            && !values.contains_key(&key)
            && let Some(old) = values.keys().next().cloned()
        {
            values.remove(&old);
        }
        values.insert(key, value.clone());
        value
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.values.lock().unwrap_or_else(|p| p.into_inner()).len()
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
}
