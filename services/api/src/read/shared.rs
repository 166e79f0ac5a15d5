//! One read shared by every subscriber on this node (docs/benchmarks.md, P3: with 200
//! subscribers, one change used to cause 200 identical SELECTs queueing for the pool).
//!
//! Keyed by the entity and the version a change notice announced: concurrent subscribers
//! await the same query; the next change has a new version and so a new read.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, Mutex};

use tokio::sync::OnceCell;

/// Entries kept before the map is cleared (old versions are never asked for again).
const CAPACITY: usize = 4096;

pub struct SharedReads<K, V> {
    cells: Mutex<HashMap<K, Arc<OnceCell<V>>>>,
}

impl<K, V> std::fmt::Debug for SharedReads<K, V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SharedReads").finish_non_exhaustive()
    }
}

impl<K, V> Default for SharedReads<K, V> {
    fn default() -> Self {
        Self {
            cells: Mutex::new(HashMap::new()),
        }
    }
}

impl<K: Eq + Hash + Clone, V: Clone> SharedReads<K, V> {
    /// The value for `key`, running `read` only if no one has (or is) for this key. A failed
    /// read is not remembered, so the next caller tries again.
    pub async fn get<E, F, Fut>(&self, key: K, read: F) -> Result<V, E>
    where
        F: FnOnce() -> Fut,
        Fut: std::future::Future<Output = Result<V, E>>,
    {
        let cell = {
            let mut cells = self
                .cells
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            if cells.len() >= CAPACITY && !cells.contains_key(&key) {
                cells.clear();
            }
            cells.entry(key).or_default().clone()
        };
        cell.get_or_try_init(read).await.cloned()
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use super::*;

    #[tokio::test]
    async fn concurrent_callers_for_one_key_share_one_read() {
        let shared = SharedReads::<(u32, i64), u32>::default();
        let reads = AtomicUsize::new(0);
        let read = || async {
            reads.fetch_add(1, Ordering::SeqCst);
            tokio::task::yield_now().await;
            Ok::<_, ()>(7)
        };
        let (a, b, c) = tokio::join!(
            shared.get((1, 2), read),
            shared.get((1, 2), read),
            shared.get((1, 3), read)
        );
        assert_eq!((a, b, c), (Ok(7), Ok(7), Ok(7)));
        assert_eq!(reads.load(Ordering::SeqCst), 2, "one read per key");
    }

    #[tokio::test]
    async fn a_failed_read_is_retried_by_the_next_caller() {
        let shared = SharedReads::<u32, u32>::default();
        assert_eq!(
            shared.get(1, || async { Err::<u32, &str>("down") }).await,
            Err("down")
        );
        assert_eq!(shared.get(1, || async { Ok::<u32, &str>(5) }).await, Ok(5));
    }
}
