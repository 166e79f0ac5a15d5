//! Fakes for the issues area's tests: the write side as the rules see it.

use std::collections::HashSet;
use std::sync::Arc;

use uuid::Uuid;

use super::{IssueLookup, IssueServices, Referenced};

pub const ISSUE: Uuid = Uuid::from_u128(0x155e);
pub const TASK: Uuid = Uuid::from_u128(0x7a5c);
pub const OTHER_TASK: Uuid = Uuid::from_u128(0x7a5c2);
pub const ADA: Uuid = Uuid::from_u128(0xada);
pub const BOB: Uuid = Uuid::from_u128(0xb0b);
pub const OPEN: Uuid = Uuid::from_u128(0x0be1);
pub const CLOSED: Uuid = Uuid::from_u128(0xc105);
pub const BUG: Uuid = Uuid::from_u128(0xb06);
pub const REQUEST: Uuid = Uuid::from_u128(0x4e9);
pub const WEBSITE: Uuid = Uuid::from_u128(0x3eb);
pub const INTRANET: Uuid = Uuid::from_u128(0x1a7);
pub const HANDBOOK: Uuid = Uuid::from_u128(0xd0c);
pub const MINUTES: Uuid = Uuid::from_u128(0xd0c2);
pub const URGENT: Uuid = Uuid::from_u128(0x7a9);
pub const BACKEND: Uuid = Uuid::from_u128(0x7a92);
pub const COMMENT: Uuid = Uuid::from_u128(0xc033);
pub const OTHER_COMMENT: Uuid = Uuid::from_u128(0xc0332);
pub const GHOST: Uuid = Uuid::from_u128(0xdead);

/// What exists: the named constants above, except the ghost, each as its kind.
pub struct KnownIds(HashSet<(Referenced, Uuid)>);

impl KnownIds {
    pub fn standard() -> Self {
        let known = [
            (Referenced::Status, [OPEN, CLOSED]),
            (Referenced::Category, [BUG, REQUEST]),
            (Referenced::Project, [WEBSITE, INTRANET]),
            (Referenced::Employee, [ADA, BOB]),
            (Referenced::Document, [HANDBOOK, MINUTES]),
            (Referenced::Tag, [URGENT, BACKEND]),
        ];
        KnownIds(
            known
                .into_iter()
                .flat_map(|(of, ids)| ids.map(|id| (of, id)))
                .collect(),
        )
    }

    pub fn services(self) -> IssueServices {
        IssueServices {
            lookup: Arc::new(self),
        }
    }
}

#[async_trait::async_trait]
impl IssueLookup for KnownIds {
    async fn missing(&self, of: Referenced, ids: &[Uuid]) -> Result<Vec<Uuid>, String> {
        Ok(ids
            .iter()
            .filter(|id| !self.0.contains(&(of, **id)))
            .copied()
            .collect())
    }
}

/// A write side that cannot be reached: any lookup fails. Also proves a command asked none.
pub struct Unreachable;

impl Unreachable {
    pub fn services() -> IssueServices {
        IssueServices {
            lookup: Arc::new(Unreachable),
        }
    }
}

pub const UNREACHABLE: &str = "connection refused";

#[async_trait::async_trait]
impl IssueLookup for Unreachable {
    async fn missing(&self, _: Referenced, _: &[Uuid]) -> Result<Vec<Uuid>, String> {
        Err(UNREACHABLE.into())
    }
}
