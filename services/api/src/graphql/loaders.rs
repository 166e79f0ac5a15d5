//! Batch loaders: one query for all employees (or roles) a response mentions.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::Arc;

use async_graphql::Context;
use async_graphql::dataloader::{DataLoader, Loader};
use uuid::Uuid;

use crate::read::kept::Kept;
use crate::read::members::{self, EmployeeRow, RoleRow};
use crate::read::pool::ReadPool;

/// The rows of `ids`: those this node keeps (`read::kept`), and the others through the
/// request's loader `L` (one statement for the page), which are then kept. A page whose names
/// are all kept asks nothing and waits for no batch.
pub(crate) async fn kept_or_loaded<L, K, V>(
    ctx: &Context<'_>,
    kept: &Kept<K, V>,
    ids: impl IntoIterator<Item = K>,
) -> Result<HashMap<K, V>, Arc<sqlx::Error>>
where
    L: Loader<K, Value = V, Error = Arc<sqlx::Error>>,
    K: Eq + Hash + Clone + Send + Sync + 'static,
    V: Clone + Send + Sync + 'static,
{
    let ids: Vec<K> = ids.into_iter().collect();
    let stamp = super::state(ctx).hub.stamp(kept.changed_by_types());
    let mut lookup = kept.lookup(stamp, &ids);
    let mut found: HashMap<K, V> = std::mem::take(&mut lookup.found)
        .into_iter()
        .filter_map(|(id, row)| row.map(|row| (id, row)))
        .collect();
    if !lookup.missing.is_empty() {
        let loaded = ctx
            .data_unchecked::<DataLoader<L>>()
            .load_many(lookup.missing.iter().cloned())
            .await?;
        kept.store(&lookup, &loaded);
        found.extend(loaded);
    }
    Ok(found)
}

pub struct EmployeeLoader(pub Arc<ReadPool>);

impl Loader<Uuid> for EmployeeLoader {
    type Value = EmployeeRow;
    type Error = Arc<sqlx::Error>;

    async fn load(&self, keys: &[Uuid]) -> Result<HashMap<Uuid, EmployeeRow>, Self::Error> {
        let rows = members::by_ids(&self.0, keys).await?;
        Ok(rows.into_iter().map(|row| (row.employee_id, row)).collect())
    }
}

pub struct RoleLoader(pub Arc<ReadPool>);

impl Loader<i32> for RoleLoader {
    type Value = RoleRow;
    type Error = Arc<sqlx::Error>;

    async fn load(&self, keys: &[i32]) -> Result<HashMap<i32, RoleRow>, Self::Error> {
        let rows = members::roles(&self.0, keys).await?;
        Ok(rows.into_iter().map(|row| (row.role_id, row)).collect())
    }
}

/// Tags by id, batched across the cards of a list or board (organizations show theirs).
pub struct TagLoader(pub Arc<ReadPool>);

impl Loader<Uuid> for TagLoader {
    type Value = crate::read::tags::TagRow;
    type Error = Arc<sqlx::Error>;

    async fn load(
        &self,
        keys: &[Uuid],
    ) -> Result<HashMap<Uuid, crate::read::tags::TagRow>, Self::Error> {
        let rows = crate::read::tags::by_ids(&self.0, keys).await?;
        Ok(rows.into_iter().map(|row| (row.tag_id, row)).collect())
    }
}
