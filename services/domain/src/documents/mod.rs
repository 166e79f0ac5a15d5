//! Documents (spec §4: document status active 1, archived 2, draft 3): markdown documents with
//! revisions, tags, attachments and role assignments, the categories admins sort them into
//! (Manuals, Contracts, Minutes) and the permission categories that grant roles access to them.
//! Each employee also keeps a list of favourite documents.
//!
//! Access is enforced at the edge, not here. A document is readable by the roles its permission
//! category assigns plus the roles assigned on the document itself (`Edit` implies `Read`);
//! admins and the document's author always have access; a draft is visible only to its author
//! and to editors. These aggregates record the assignments; they do not know who is asking.
//!
//! One area, four aggregates: [`document`], [`category`], [`permission`] and [`favourites`].
//! All four use [`DocumentServices`], whose [`DocumentLookup`] answers the existence questions
//! the rules ask of other aggregates (categories, tags, roles, documents, old revisions).

pub mod category;
pub mod document;
pub mod favourites;
pub mod permission;

pub use document::GeneratedBy;

use std::collections::HashSet;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// Longest document title, in characters.
pub const TITLE_MAX_CHARS: usize = 200;
/// Longest document body (markdown), in characters.
pub const BODY_MAX_CHARS: usize = 200_000;
/// Longest category and permission-category name, in characters.
pub const NAME_MAX_CHARS: usize = 100;
/// Longest category and permission-category description, in characters.
pub const DESCRIPTION_MAX_CHARS: usize = 2_000;
/// Most tags one document may carry (after de-duplication).
pub const MAX_TAGS: usize = 20;
/// Most attachments one document may carry.
pub const MAX_ATTACHMENTS: usize = 50;
/// Longest attachment file name, in characters.
pub const FILE_NAME_MAX_CHARS: usize = 255;

/// Spec §4: active 1, archived 2, draft 3 (the first reading; architecture brief §8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DocumentStatus {
    #[default]
    Active,
    Archived,
    Draft,
}

impl DocumentStatus {
    pub const ALL: [DocumentStatus; 3] = [Self::Active, Self::Archived, Self::Draft];

    pub fn id(self) -> i32 {
        match self {
            Self::Active => 1,
            Self::Archived => 2,
            Self::Draft => 3,
        }
    }

    pub fn from_id(id: i32) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.id() == id)
    }

    /// The status name, as the API and the read model carry it.
    pub fn name(self) -> &'static str {
        match self {
            Self::Active => "active",
            Self::Archived => "archived",
            Self::Draft => "draft",
        }
    }
}

/// What a role assignment grants. Edit implies read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DocumentAccess {
    Read,
    Edit,
}

impl DocumentAccess {
    pub const ALL: [DocumentAccess; 2] = [Self::Read, Self::Edit];

    pub fn id(self) -> i32 {
        match self {
            Self::Read => 1,
            Self::Edit => 2,
        }
    }

    pub fn from_id(id: i32) -> Option<Self> {
        Self::ALL.into_iter().find(|a| a.id() == id)
    }

    /// The access name, as the API and the read model carry it.
    pub fn name(self) -> &'static str {
        match self {
            Self::Read => "read",
            Self::Edit => "edit",
        }
    }
}

/// One role's access to a document or to the documents of a permission category.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoleAssignment {
    pub role_id: i32,
    pub access: DocumentAccess,
}

/// A file attached to a document. The bytes live in object storage under `key`; the domain
/// only records what was attached.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attachment {
    pub attachment_id: Uuid,
    pub key: String,
    pub file_name: String,
    pub content_type: String,
    pub size: u64,
}

/// Lookups the document rules need, answered at the edge from the write side. Each `missing_*`
/// answers with the ids it does not know (empty: all known).
#[async_trait::async_trait]
pub trait DocumentLookup: Send + Sync {
    async fn missing_categories(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String>;
    async fn missing_permission_categories(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String>;
    async fn missing_tags(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String>;
    async fn missing_roles(&self, ids: &[i32]) -> Result<Vec<i32>, String>;
    async fn missing_documents(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String>;
    /// The title and body a document had at `revision` (None: no such revision).
    async fn revision(
        &self,
        document_id: Uuid,
        revision: u32,
    ) -> Result<Option<(String, String)>, String>;
}

/// The services every aggregate of this area uses (all four aggregates have
/// `type Services = DocumentServices`).
#[derive(Clone)]
pub struct DocumentServices {
    pub lookup: Arc<dyn DocumentLookup>,
}

/// Each answers `Ok(true)` when every id is known. An empty list asks nothing: there is
/// nothing to check, and a read model that is down must not block a command that names no ids.
impl DocumentServices {
    async fn knows_categories(&self, ids: &[Uuid]) -> Result<bool, String> {
        if ids.is_empty() {
            return Ok(true);
        }
        Ok(self.lookup.missing_categories(ids).await?.is_empty())
    }

    async fn knows_permission_categories(&self, ids: &[Uuid]) -> Result<bool, String> {
        if ids.is_empty() {
            return Ok(true);
        }
        Ok(self
            .lookup
            .missing_permission_categories(ids)
            .await?
            .is_empty())
    }

    async fn knows_tags(&self, ids: &[Uuid]) -> Result<bool, String> {
        if ids.is_empty() {
            return Ok(true);
        }
        Ok(self.lookup.missing_tags(ids).await?.is_empty())
    }

    async fn knows_roles(&self, ids: &[i32]) -> Result<bool, String> {
        if ids.is_empty() {
            return Ok(true);
        }
        Ok(self.lookup.missing_roles(ids).await?.is_empty())
    }

    async fn knows_documents(&self, ids: &[Uuid]) -> Result<bool, String> {
        if ids.is_empty() {
            return Ok(true);
        }
        Ok(self.lookup.missing_documents(ids).await?.is_empty())
    }
}

/// `ids` without repeats, in first-seen order (the order the form showed them), or `None` when
/// more than `max` distinct ids remain.
fn unique_ids(ids: Vec<Uuid>, max: usize) -> Option<Vec<Uuid>> {
    let mut seen = HashSet::with_capacity(ids.len());
    let unique: Vec<Uuid> = ids.into_iter().filter(|id| seen.insert(*id)).collect();
    (unique.len() <= max).then_some(unique)
}

/// Tags are a set: the same ids in another order are no change (spec §5 would otherwise let a
/// re-ordered list through as an "update").
fn same_members(a: &[Uuid], b: &[Uuid]) -> bool {
    a.iter().collect::<HashSet<_>>() == b.iter().collect::<HashSet<_>>()
}

/// The ids of `wanted` that `current` does not hold yet. Only these are looked up: ids already
/// held were checked when they were added, and one that has since disappeared must not block
/// editing the rest.
fn added(wanted: &[Uuid], current: &[Uuid]) -> Vec<Uuid> {
    let current: HashSet<&Uuid> = current.iter().collect();
    wanted
        .iter()
        .filter(|id| !current.contains(id))
        .copied()
        .collect()
}

/// Why an `AssignRole` was refused. Documents and permission categories share one rule set;
/// each maps this onto its own error enum.
enum RoleRejection {
    InvalidAccess,
    RoleNotFound,
    RoleAssignmentExists,
    Lookup(String),
}

/// The role assignment rules shared by documents and permission categories. Assigning a role
/// the holder already has with the same access is refused; with the other access it replaces
/// the assignment (no lookup: the role was checked when it was first assigned). A role new to
/// the holder must exist.
async fn decide_role_assignment(
    current: &[RoleAssignment],
    role_id: i32,
    access_id: i32,
    services: &DocumentServices,
) -> Result<DocumentAccess, RoleRejection> {
    let access = DocumentAccess::from_id(access_id).ok_or(RoleRejection::InvalidAccess)?;
    match current.iter().find(|a| a.role_id == role_id) {
        Some(existing) if existing.access == access => Err(RoleRejection::RoleAssignmentExists),
        Some(_) => Ok(access),
        None => {
            if services
                .knows_roles(&[role_id])
                .await
                .map_err(RoleRejection::Lookup)?
            {
                Ok(access)
            } else {
                Err(RoleRejection::RoleNotFound)
            }
        }
    }
}

fn is_assigned(assignments: &[RoleAssignment], role_id: i32) -> bool {
    assignments.iter().any(|a| a.role_id == role_id)
}

/// Inserts or replaces `role_id`'s assignment, keeping the list sorted by role id (so the
/// state, which auditors diff as JSON, does not depend on the order roles were assigned in).
fn put_assignment(assignments: &mut Vec<RoleAssignment>, role_id: i32, access: DocumentAccess) {
    match assignments.binary_search_by_key(&role_id, |a| a.role_id) {
        Ok(at) => assignments[at].access = access,
        Err(at) => assignments.insert(at, RoleAssignment { role_id, access }),
    }
}

fn remove_assignment(assignments: &mut Vec<RoleAssignment>, role_id: i32) {
    assignments.retain(|a| a.role_id != role_id);
}

#[cfg(test)]
mod test_support;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn status_ids_and_names_follow_the_spec() {
        for status in DocumentStatus::ALL {
            assert_eq!(DocumentStatus::from_id(status.id()), Some(status));
            assert_eq!(
                serde_json::to_value(status).unwrap(),
                serde_json::Value::from(status.name())
            );
        }
        let ids: Vec<(i32, &str)> = DocumentStatus::ALL
            .into_iter()
            .map(|s| (s.id(), s.name()))
            .collect();
        assert_eq!(ids, [(1, "active"), (2, "archived"), (3, "draft")]);
        assert_eq!(DocumentStatus::default(), DocumentStatus::Active);
        assert_eq!(DocumentStatus::from_id(0), None);
        assert_eq!(DocumentStatus::from_id(4), None);
    }

    #[test]
    fn access_ids_and_names_are_read_1_and_edit_2() {
        for access in DocumentAccess::ALL {
            assert_eq!(DocumentAccess::from_id(access.id()), Some(access));
            assert_eq!(
                serde_json::to_value(access).unwrap(),
                serde_json::Value::from(access.name())
            );
        }
        let ids: Vec<(i32, &str)> = DocumentAccess::ALL
            .into_iter()
            .map(|a| (a.id(), a.name()))
            .collect();
        assert_eq!(ids, [(1, "read"), (2, "edit")]);
        assert_eq!(DocumentAccess::from_id(0), None);
        assert_eq!(DocumentAccess::from_id(3), None);
    }

    #[test]
    fn assignments_stay_sorted_by_role_id_and_a_reassignment_replaces_the_access() {
        let mut assignments = Vec::new();
        put_assignment(&mut assignments, 7, DocumentAccess::Read);
        put_assignment(&mut assignments, 2, DocumentAccess::Edit);
        put_assignment(&mut assignments, 5, DocumentAccess::Read);
        put_assignment(&mut assignments, 7, DocumentAccess::Edit);
        let pairs: Vec<(i32, DocumentAccess)> =
            assignments.iter().map(|a| (a.role_id, a.access)).collect();
        assert_eq!(
            pairs,
            [
                (2, DocumentAccess::Edit),
                (5, DocumentAccess::Read),
                (7, DocumentAccess::Edit)
            ]
        );
        remove_assignment(&mut assignments, 5);
        assert_eq!(assignments.len(), 2);
    }
}
