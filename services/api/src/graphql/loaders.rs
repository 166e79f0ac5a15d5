//! Batch loaders: one query for all employees (or roles) a response mentions.

use std::collections::HashMap;
use std::sync::Arc;

use async_graphql::dataloader::Loader;
use uuid::Uuid;

use crate::read::members::{self, EmployeeRow, RoleRow};
use crate::read::pool::ReadPool;

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
