//! Rows a page names again and again (an issue's status and categories, an assignee's name),
//! kept in this node's memory as of its projection's checkpoint (issue 33: "read what was
//! prepared"). A list of twenty issues asked three more statements for the names of what its
//! rows point at, each behind the request's batch loader: more than the list itself costs.
//!
//! A kept row is as new as the read model was when the node last heard of its projection's
//! checkpoint, never older: the copy is stamped with that checkpoint (and the NATS connection's
//! count of interruptions) when it is filled, and is dropped as soon as the node hears of a
//! newer one. A command's answer waits for that checkpoint (read-your-writes), so whoever wrote
//! a row reads it back changed from the node that answered them, as they would from the table.
//! Another node drops its copy when it hears the checkpoint, the notice its live screens wait
//! for too. What a lost notice would leave behind is dropped after [`MAX_AGE`] anyway.
//!
//! *Invariant:* a kept row was read after the checkpoint its copy is stamped with was
//! committed; rows read before a newer stamp are never kept under it.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use staffhub_journal::JournalPosition;

/// How long a copy is kept at most, whatever the node hears (a notice lost on the way).
pub const MAX_AGE: Duration = Duration::from_secs(1);

/// Rows kept before the copy starts over (a directory bigger than this is read in part).
const CAPACITY: usize = 20_000;

/// What a copy is as new as: the node's view of the projection's checkpoint, and how many
/// times its NATS connection came back (notices sent meanwhile never arrived).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stamp {
    pub position: JournalPosition,
    pub interruptions: u64,
}

/// The rows of one read model by id, as of one [`Stamp`].
pub struct Kept<K, V> {
    /// The projection that writes the rows: its checkpoint stamps the copy.
    projection: &'static str,
    copy: Mutex<Copy<K, V>>,
}

struct Copy<K, V> {
    stamp: Option<Stamp>,
    filled_at: Instant,
    rows: HashMap<K, Option<V>>,
}

impl<K, V> std::fmt::Debug for Kept<K, V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Kept")
            .field("projection", &self.projection)
            .finish_non_exhaustive()
    }
}

/// What [`Kept::lookup`] found: the rows it holds (None for an id known to have no row), the
/// ids to read, and the stamp to [`Kept::store`] them under.
pub struct Lookup<K, V> {
    pub found: HashMap<K, Option<V>>,
    pub missing: Vec<K>,
    pub stamp: Stamp,
}

impl<K: Eq + Hash + Clone, V: Clone> Kept<K, V> {
    /// A copy of the rows of `table`, stamped with the checkpoint of the projection that owns
    /// it. A table no projection owns is a mistake in the code, found by every test.
    pub fn of_table(table: &str) -> Self {
        let owner = staffhub_projections::all()
            .iter()
            .find(|p| p.tables().contains(&table))
            .unwrap_or_else(|| panic!("no projection owns the table {table}"));
        Self::of(owner.name())
    }

    /// A copy of rows the projection named `projection` writes.
    fn of(projection: &'static str) -> Self {
        Self {
            projection,
            copy: Mutex::new(Copy {
                stamp: None,
                filled_at: Instant::now(),
                rows: HashMap::new(),
            }),
        }
    }

    /// The projection whose checkpoint stamps this copy.
    pub fn projection(&self) -> &'static str {
        self.projection
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Copy<K, V>> {
        self.copy.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The rows of `ids` kept as of `stamp` (the node's view now), and the ids to read. A copy
    /// of an older stamp, or older than [`MAX_AGE`], is dropped first.
    pub fn lookup(&self, stamp: Stamp, ids: &[K]) -> Lookup<K, V> {
        let mut copy = self.lock();
        if copy.stamp != Some(stamp) || copy.filled_at.elapsed() > MAX_AGE {
            copy.rows.clear();
            copy.stamp = Some(stamp);
            copy.filled_at = Instant::now();
        }
        let mut found = HashMap::with_capacity(ids.len());
        let mut missing = Vec::new();
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
            stamp,
        }
    }

    /// Keeps the rows read for `asked` (each id's row, or none) after a [`Kept::lookup`] at
    /// `stamp`: only if the copy is still of that stamp, so rows read before the node heard of
    /// a newer checkpoint are not kept under it.
    pub fn store(&self, stamp: Stamp, asked: &[K], rows: &HashMap<K, V>) {
        let mut copy = self.lock();
        if copy.stamp != Some(stamp) {
            return;
        }
        if copy.rows.len() + asked.len() > CAPACITY {
            copy.rows.clear();
        }
        for id in asked {
            copy.rows.insert(id.clone(), rows.get(id).cloned());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stamp(position: i64, interruptions: u64) -> Stamp {
        Stamp {
            position: JournalPosition {
                transaction_id: position,
                global_position: position,
            },
            interruptions,
        }
    }

    fn rows(pairs: &[(u32, &'static str)]) -> HashMap<u32, &'static str> {
        pairs.iter().copied().collect()
    }

    #[test]
    fn a_copy_is_stamped_by_the_projection_that_owns_its_table() {
        let kept: Kept<u32, ()> = Kept::of_table("employee_directory");
        assert_eq!(kept.projection(), "members");
    }

    #[test]
    fn a_row_read_once_is_found_again_under_the_same_stamp() {
        let kept = Kept::of("issues");
        let first = kept.lookup(stamp(5, 0), &[1, 2, 1]);
        assert_eq!(first.missing, vec![1, 2], "each id is read once");
        kept.store(first.stamp, &first.missing, &rows(&[(1, "Open")]));
        let again = kept.lookup(stamp(5, 0), &[1, 2]);
        assert!(again.missing.is_empty());
        assert_eq!(again.found[&1], Some("Open"));
        assert_eq!(
            again.found[&2], None,
            "an id without a row is known to have none"
        );
    }

    #[test]
    fn a_newer_checkpoint_or_a_reconnect_drops_the_copy() {
        let kept = Kept::of("issues");
        let first = kept.lookup(stamp(5, 0), &[1]);
        kept.store(first.stamp, &first.missing, &rows(&[(1, "Open")]));
        assert_eq!(kept.lookup(stamp(6, 0), &[1]).missing, vec![1]);
        let refilled = kept.lookup(stamp(6, 0), &[1]);
        kept.store(refilled.stamp, &refilled.missing, &rows(&[(1, "Doing")]));
        assert_eq!(kept.lookup(stamp(6, 1), &[1]).missing, vec![1]);
    }

    #[test]
    fn rows_read_before_a_newer_checkpoint_are_not_kept_under_it() {
        let kept = Kept::of("issues");
        let before = kept.lookup(stamp(5, 0), &[1]);
        // Meanwhile another request hears of checkpoint 6 (the status was renamed).
        let after = kept.lookup(stamp(6, 0), &[1]);
        kept.store(before.stamp, &before.missing, &rows(&[(1, "Open")]));
        let read = kept.lookup(stamp(6, 0), &[1]);
        assert_eq!(read.missing, vec![1], "the older read was not kept");
        kept.store(after.stamp, &after.missing, &rows(&[(1, "Renamed")]));
        assert_eq!(kept.lookup(stamp(6, 0), &[1]).found[&1], Some("Renamed"));
    }
}
