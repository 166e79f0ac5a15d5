//! Issues (spec §2 `/issues`, §3, §4: priority high 1, medium 2, low 3): an issue tracker.
//! An issue has a title, a markdown description, a status and a priority, the categories it
//! is filed under, at most one project, the employees assigned to it, linked documents, tags
//! and a thread of comments; it can be converted into a task once.
//!
//! Statuses and categories are lists admins manage (architecture brief §8: seeded with Open,
//! Processing, Closed, Completed and Bug, Request, Question), each entry labelled in en and ja
//! with a colour and a place in the list's order.
//!
//! One area, three aggregates: [`issue`], [`status`] and [`category`]. All three use
//! [`IssueServices`], whose [`IssueLookup`] answers the existence questions the issue's rules
//! ask of other aggregates (statuses, categories, projects, employees, documents, tags). The two
//! lists have the same shape and rules, kept once in [`choice`].

pub mod category;
pub mod choice;
pub mod issue;
pub mod status;

use std::collections::HashSet;
use std::sync::Arc;

use uuid::Uuid;

/// Longest issue title, in characters (trimmed).
pub const TITLE_MAX_CHARS: usize = 200;
/// Longest issue description (markdown), in characters.
pub const DESCRIPTION_MAX_CHARS: usize = 50_000;
/// Longest comment (markdown), in characters (trimmed).
pub const COMMENT_MAX_CHARS: usize = 20_000;
/// Most tags one issue may carry (after de-duplication).
pub const MAX_TAGS: usize = 20;
/// Most categories one issue may be filed under.
pub const MAX_CATEGORIES: usize = 20;
/// Most employees one issue may be assigned to.
pub const MAX_ASSIGNEES: usize = 50;
/// Most documents one issue may link.
pub const MAX_DOCUMENTS: usize = 50;
/// Most employees one comment may mention (after de-duplication).
pub const MAX_MENTIONS: usize = 50;
/// Longest status or category label, per language, in characters (trimmed).
pub const LABEL_MAX_CHARS: usize = 60;
/// The last place in a status or category list (places run from 0).
pub const MAX_POSITION: i32 = 999;
/// The colours a status or category may be shown in: Mantine's theme colour names.
pub const COLOURS: [&str; 14] = [
    "dark", "gray", "red", "pink", "grape", "violet", "indigo", "blue", "cyan", "teal", "green",
    "lime", "yellow", "orange",
];

// An issue converted into a task hands its title over as is (`CreateTaskFromIssue`), so an
// issue title must always fit a task's.
const _: () = assert!(TITLE_MAX_CHARS <= crate::tasks::TITLE_MAX_CHARS);

/// Spec §4 has one priority list (high 1, medium 2, low 3) for issues and tasks alike, so an
/// issue's priority is a task's, and converting an issue into a task keeps it. Events carry the
/// id.
pub use crate::tasks::TaskPriority as IssuePriority;

/// What an issue refers to by id, each kept by another aggregate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Referenced {
    Status,
    Category,
    Project,
    Employee,
    Document,
    Tag,
}

/// Lookups the issue rules need, answered at the edge from the write side.
#[async_trait::async_trait]
pub trait IssueLookup: Send + Sync {
    /// Of `ids` (all of kind `of`), those that do not exist (empty: all known).
    async fn missing(&self, of: Referenced, ids: &[Uuid]) -> Result<Vec<Uuid>, String>;
}

/// The services every aggregate of this area uses (all three aggregates have
/// `type Services = IssueServices`).
#[derive(Clone)]
pub struct IssueServices {
    pub lookup: Arc<dyn IssueLookup>,
}

impl IssueServices {
    /// `Ok(true)` when every id is known. An empty list asks nothing: there is nothing to
    /// check, and a write side that cannot be reached must not block a command that names no
    /// ids.
    async fn knows(&self, of: Referenced, ids: &[Uuid]) -> Result<bool, String> {
        if ids.is_empty() {
            return Ok(true);
        }
        Ok(self.lookup.missing(of, ids).await?.is_empty())
    }
}

/// `ids` without repeats, in first-seen order (the order the form showed them), or `None` when
/// more than `max` distinct ids remain.
fn unique_ids(ids: Vec<Uuid>, max: usize) -> Option<Vec<Uuid>> {
    let mut seen = HashSet::with_capacity(ids.len());
    let unique: Vec<Uuid> = ids.into_iter().filter(|id| seen.insert(*id)).collect();
    (unique.len() <= max).then_some(unique)
}

/// The ids of `wanted` that `current` does not hold yet: only these are looked up. Ids
/// already held were checked when they were added, and one that has since disappeared must
/// not block editing the rest. A set, so the same ids re-ordered add nothing.
fn added(wanted: &[Uuid], current: &[Uuid]) -> Vec<Uuid> {
    let current: HashSet<&Uuid> = current.iter().collect();
    wanted
        .iter()
        .filter(|id| !current.contains(id))
        .copied()
        .collect()
}

#[cfg(test)]
mod test_support;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_lose_their_repeats_in_first_seen_order_up_to_the_limit() {
        let [a, b, c] = [1, 2, 3].map(Uuid::from_u128);
        assert_eq!(unique_ids(vec![b, a, b, c, a], 3), Some(vec![b, a, c]));
        assert_eq!(unique_ids(vec![a, b, c], 2), None);
        assert_eq!(added(&[c, a, b], &[a, b]), vec![c]);
        assert!(added(&[b, a], &[a, b]).is_empty());
    }
}
