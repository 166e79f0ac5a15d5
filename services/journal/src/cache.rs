//! Aggregates as this node last saw them, so a command need not read its aggregate's events
//! back from the journal first (issue 6, P1: one round trip fewer per command).
//!
//! The cache may be stale (another node, or the CLI, wrote since), and `Journal::execute`
//! keeps it correct with the optimistic lock:
//! - a commit from a stale state fails on the journal's unique (aggregate, sequence) key, and
//!   the command is decided again from the journal;
//! - a rejection or a no-op decided from the cache is decided again from the journal before it
//!   is reported, so a stale state never refuses a command the real state would accept.

use std::any::Any;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Entries kept at most; past it the cache starts over.
const MAX_ENTRIES: usize = 20_000;

type Key = (&'static str, String);
/// An aggregate (type-erased) and its sequence number.
type Entry = (Arc<dyn Any + Send + Sync>, usize);

#[derive(Default)]
pub(crate) struct AggregateCache {
    entries: Mutex<HashMap<Key, Entry>>,
}

impl std::fmt::Debug for AggregateCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AggregateCache").finish_non_exhaustive()
    }
}

impl AggregateCache {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Key, Entry>> {
        self.entries.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The aggregate and its sequence number, if cached.
    pub(crate) fn get<A: Clone + Send + Sync + 'static>(
        &self,
        aggregate_type: &'static str,
        aggregate_id: &str,
    ) -> Option<(A, usize)> {
        let entries = self.lock();
        let (state, sequence) = entries.get(&(aggregate_type, aggregate_id.to_owned()))?;
        state
            .downcast_ref::<A>()
            .map(|aggregate| (aggregate.clone(), *sequence))
    }

    pub(crate) fn put<A: Send + Sync + 'static>(
        &self,
        aggregate_type: &'static str,
        aggregate_id: &str,
        aggregate: A,
        sequence: usize,
    ) {
        let mut entries = self.lock();
        if entries.len() >= MAX_ENTRIES {
            entries.clear();
        }
        entries.insert(
            (aggregate_type, aggregate_id.to_owned()),
            (Arc::new(aggregate), sequence),
        );
    }

    pub(crate) fn forget(&self, aggregate_type: &'static str, aggregate_id: &str) {
        self.lock()
            .remove(&(aggregate_type, aggregate_id.to_owned()));
    }
}
