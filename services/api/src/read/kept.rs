//! Rows a page names again and again (an issue's status and categories, an assignee's name),
//! kept in this node's memory (issue 33: "read what was prepared"). A list of twenty issues
//! asked three more statements for the names of what its rows point at, each behind the
//! request's batch loader: P11 served twice the lists a second without them.
//!
//! A copy declares the aggregate types whose events change its rows. The node counts what it
//! hears of each type (`Hub::stamp`): every change notice, and every command of the type this
//! node answered once its read model holds it (read-your-writes). A copy is stamped with that
//! count when it is filled and dropped as soon as the count moves, so:
//!
//! - whoever wrote a row reads it back changed from the node that answered them, as from the
//!   table;
//! - another node drops its copy when the change notice arrives, before its live screens,
//!   which act on the same notice, read the page again;
//! - a NATS connection that came back (notices were lost) drops every copy, and what a notice
//!   lost otherwise would leave behind is dropped after [`MAX_AGE`].
//!
//! *Invariant:* a kept row was read after the node had heard every change its copy's stamp
//! counts; rows read under an older count, or before the copy was last dropped, are not kept.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How long a copy is kept at most, whatever the node hears (a notice lost on the way, a
/// rebuild of the read model swapped in).
pub const MAX_AGE: Duration = Duration::from_secs(1);

/// Rows kept before the copy starts over (a directory bigger than this is read in part).
const CAPACITY: usize = 20_000;

/// How many changes of a copy's aggregate types the node has heard of, and how many times its
/// NATS connection came back: it only grows.
pub type Stamp = u64;

/// The rows of one read model by id, as of one [`Stamp`].
pub struct Kept<K, V> {
    changed_by: &'static [&'static str],
    copy: Mutex<Copy<K, V>>,
}

struct Copy<K, V> {
    stamp: Stamp,
    /// Counts the times the copy was dropped: a read that began before a drop is not kept.
    epoch: u64,
    filled_at: Instant,
    rows: HashMap<K, Option<V>>,
}

impl<K, V> std::fmt::Debug for Kept<K, V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Kept")
            .field("changed_by", &self.changed_by)
            .finish_non_exhaustive()
    }
}

/// What [`Kept::lookup`] found: the rows it holds (None for an id known to have no row), the
/// ids to read, and what to hand [`Kept::store`] with them.
pub struct Lookup<K, V> {
    pub found: HashMap<K, Option<V>>,
    pub missing: Vec<K>,
    /// None when the caller's stamp is older than the copy's: it reads, and keeps nothing.
    ticket: Option<(Stamp, u64)>,
}

impl<K: Eq + Hash + Clone, V: Clone> Kept<K, V> {
    /// A copy of rows that events of `changed_by` (aggregate types) change.
    pub fn changed_by(changed_by: &'static [&'static str]) -> Self {
        Self {
            changed_by,
            copy: Mutex::new(Copy {
                stamp: 0,
                epoch: 0,
                filled_at: Instant::now(),
                rows: HashMap::new(),
            }),
        }
    }

    /// The aggregate types whose changes drop the copy.
    pub fn changed_by_types(&self) -> &'static [&'static str] {
        self.changed_by
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Copy<K, V>> {
        self.copy.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The rows of `ids` kept as of `stamp` (the node's count now), and the ids to read. A copy
    /// of a smaller count, or older than [`MAX_AGE`], is dropped first; a caller whose count
    /// is smaller than the copy's (it looked a moment before another) finds nothing in it.
    pub fn lookup(&self, stamp: Stamp, ids: &[K]) -> Lookup<K, V> {
        let mut copy = self.lock();
        let mut missing = Vec::new();
        if stamp < copy.stamp {
            for id in ids {
                if !missing.contains(id) {
                    missing.push(id.clone());
                }
            }
            return Lookup {
                found: HashMap::new(),
                missing,
                ticket: None,
            };
        }
        if stamp > copy.stamp || copy.filled_at.elapsed() > MAX_AGE {
            copy.rows.clear();
            copy.stamp = stamp;
            copy.epoch += 1;
            copy.filled_at = Instant::now();
        }
        let mut found = HashMap::with_capacity(ids.len());
        for id in ids {
            match copy.rows.get(id) {
                Some(row) => {
                    found.insert(id.clone(), row.clone());
                }
                None => {
                    if !missing.contains(id) {
                        missing.push(id.clone());
                    }
                }
            }
        }
        Lookup {
            found,
            missing,
            ticket: Some((stamp, copy.epoch)),
        }
    }

    /// Keeps the rows read for `lookup.missing` (each id's row, or none): only if the copy was
    /// not dropped since the lookup, so rows read before the node heard of a change are not
    /// kept after it.
    pub fn store(&self, lookup: &Lookup<K, V>, rows: &HashMap<K, V>) {
        let Some((stamp, epoch)) = lookup.ticket else {
            return;
        };
        let mut copy = self.lock();
        if copy.stamp != stamp || copy.epoch != epoch {
            return;
        }
        if copy.rows.len() + lookup.missing.len() > CAPACITY {
            copy.rows.clear();
        }
        for id in &lookup.missing {
            copy.rows.insert(id.clone(), rows.get(id).cloned());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(pairs: &[(u32, &'static str)]) -> HashMap<u32, &'static str> {
        pairs.iter().copied().collect()
    }

    #[test]
    fn a_row_read_once_is_found_again_under_the_same_stamp() {
        let kept = Kept::changed_by(&["IssueStatus"]);
        let first = kept.lookup(5, &[1, 2, 1]);
        assert_eq!(first.missing, vec![1, 2], "each id is read once");
        kept.store(&first, &rows(&[(1, "Open")]));
        let again = kept.lookup(5, &[1, 2]);
        assert!(again.missing.is_empty());
        assert_eq!(again.found[&1], Some("Open"));
        assert_eq!(
            again.found[&2], None,
            "an id without a row is known to have none"
        );
    }

    #[test]
    fn a_change_heard_drops_the_copy() {
        let kept = Kept::changed_by(&["IssueStatus"]);
        let first = kept.lookup(5, &[1]);
        kept.store(&first, &rows(&[(1, "Open")]));
        assert_eq!(kept.lookup(6, &[1]).missing, vec![1]);
    }

    #[test]
    fn rows_read_before_a_change_was_heard_are_not_kept_after_it() {
        let kept = Kept::changed_by(&["IssueStatus"]);
        let before = kept.lookup(5, &[1]);
        // Meanwhile another request hears of the change (the status was renamed).
        let after = kept.lookup(6, &[1]);
        kept.store(&before, &rows(&[(1, "Open")]));
        assert_eq!(
            kept.lookup(6, &[1]).missing,
            vec![1],
            "the older read was not kept"
        );
        kept.store(&after, &rows(&[(1, "Renamed")]));
        assert_eq!(kept.lookup(6, &[1]).found[&1], Some("Renamed"));
    }

    #[test]
    fn a_caller_a_change_behind_neither_drops_nor_fills_the_copy() {
        let kept = Kept::changed_by(&["IssueStatus"]);
        let newer = kept.lookup(6, &[1]);
        kept.store(&newer, &rows(&[(1, "Renamed")]));
        let behind = kept.lookup(5, &[1]);
        assert_eq!(behind.missing, vec![1], "it reads the table");
        kept.store(&behind, &rows(&[(1, "Open")]));
        assert_eq!(kept.lookup(6, &[1]).found[&1], Some("Renamed"));
    }

    #[test]
    fn rows_read_across_a_drop_for_age_are_not_kept_in_the_new_copy() {
        let kept = Kept::changed_by(&["IssueStatus"]);
        let started = kept.lookup(5, &[1]);
        kept.lock().filled_at = Instant::now() - MAX_AGE - Duration::from_millis(1);
        let other = kept.lookup(5, &[2]);
        kept.store(&started, &rows(&[(1, "Open")]));
        kept.store(&other, &rows(&[(2, "Closed")]));
        let now = kept.lookup(5, &[1, 2]);
        assert_eq!(now.missing, vec![1], "only what was read after the drop");
        assert_eq!(now.found[&2], Some("Closed"));
    }
}
