//! Fakes for the documents area's tests: the write side as the rules see it.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use uuid::Uuid;

use super::{DocumentLookup, DocumentServices};

pub const DOCUMENT: Uuid = Uuid::from_u128(0xd0c);
pub const OTHER_DOCUMENT: Uuid = Uuid::from_u128(0xd0c2);
pub const ADA: Uuid = Uuid::from_u128(0xada);
pub const MANUALS: Uuid = Uuid::from_u128(0x3a1);
pub const CONTRACTS: Uuid = Uuid::from_u128(0xc0c);
pub const STAFF_ONLY: Uuid = Uuid::from_u128(0x57a);
pub const BOARD_ONLY: Uuid = Uuid::from_u128(0xb0a);
pub const URGENT: Uuid = Uuid::from_u128(0x7a9);
pub const DRAFTING: Uuid = Uuid::from_u128(0x7a92);
pub const GHOST: Uuid = Uuid::from_u128(0xdead);
pub const ADMIN_ROLE: i32 = 1;
pub const EDITOR_ROLE: i32 = 2;
pub const READER_ROLE: i32 = 3;
pub const GHOST_ROLE: i32 = 99;

/// What exists: these categories, permission categories, tags, roles and documents, and these
/// old revisions (document, revision) → (title, body).
#[derive(Default)]
pub struct KnownIds {
    pub categories: HashSet<Uuid>,
    pub permission_categories: HashSet<Uuid>,
    pub tags: HashSet<Uuid>,
    pub roles: HashSet<i32>,
    pub documents: HashSet<Uuid>,
    pub revisions: HashMap<(Uuid, u32), (String, String)>,
}

impl KnownIds {
    /// Everything the named constants above name, except the ghosts; no revisions.
    pub fn standard() -> Self {
        KnownIds {
            categories: [MANUALS, CONTRACTS].into(),
            permission_categories: [STAFF_ONLY, BOARD_ONLY].into(),
            tags: [URGENT, DRAFTING].into(),
            roles: [ADMIN_ROLE, EDITOR_ROLE, READER_ROLE].into(),
            documents: [DOCUMENT, OTHER_DOCUMENT].into(),
            revisions: HashMap::new(),
        }
    }

    pub fn with_revision(mut self, document: Uuid, revision: u32, title: &str, body: &str) -> Self {
        self.revisions
            .insert((document, revision), (title.into(), body.into()));
        self
    }

    pub fn services(self) -> DocumentServices {
        DocumentServices {
            lookup: Arc::new(self),
        }
    }
}

fn missing<T: Copy + Eq + std::hash::Hash>(ids: &[T], known: &HashSet<T>) -> Vec<T> {
    ids.iter()
        .filter(|id| !known.contains(id))
        .copied()
        .collect()
}

#[async_trait::async_trait]
impl DocumentLookup for KnownIds {
    async fn missing_categories(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        Ok(missing(ids, &self.categories))
    }

    async fn missing_permission_categories(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        Ok(missing(ids, &self.permission_categories))
    }

    async fn missing_tags(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        Ok(missing(ids, &self.tags))
    }

    async fn missing_roles(&self, ids: &[i32]) -> Result<Vec<i32>, String> {
        Ok(missing(ids, &self.roles))
    }

    async fn missing_documents(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        Ok(missing(ids, &self.documents))
    }

    async fn revision(
        &self,
        document_id: Uuid,
        revision: u32,
    ) -> Result<Option<(String, String)>, String> {
        Ok(self.revisions.get(&(document_id, revision)).cloned())
    }
}

/// A write side that cannot be reached: any lookup fails. Also proves a command asked none.
pub struct Unreachable;

impl Unreachable {
    pub fn services() -> DocumentServices {
        DocumentServices {
            lookup: Arc::new(Unreachable),
        }
    }
}

pub const UNREACHABLE: &str = "connection refused";

#[async_trait::async_trait]
impl DocumentLookup for Unreachable {
    async fn missing_categories(&self, _: &[Uuid]) -> Result<Vec<Uuid>, String> {
        Err(UNREACHABLE.into())
    }

    async fn missing_permission_categories(&self, _: &[Uuid]) -> Result<Vec<Uuid>, String> {
        Err(UNREACHABLE.into())
    }

    async fn missing_tags(&self, _: &[Uuid]) -> Result<Vec<Uuid>, String> {
        Err(UNREACHABLE.into())
    }

    async fn missing_roles(&self, _: &[i32]) -> Result<Vec<i32>, String> {
        Err(UNREACHABLE.into())
    }

    async fn missing_documents(&self, _: &[Uuid]) -> Result<Vec<Uuid>, String> {
        Err(UNREACHABLE.into())
    }

    async fn revision(&self, _: Uuid, _: u32) -> Result<Option<(String, String)>, String> {
        Err(UNREACHABLE.into())
    }
}
