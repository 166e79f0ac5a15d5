//! Defining, renaming and deleting roles, with unique names (spec §6; 'Name already exists').
//! Shared by the GraphQL mutations and `staffhub seed`.

use sqlx::PgPool;
use staffhub_domain::role::{Role, RoleCommand};
use staffhub_journal::{Committed, ExecuteError, Journal, Metadata};

use crate::catalogue::Code;
use crate::error::{ApiError, ApiResult};

#[derive(Clone, Debug)]
pub struct Roles {
    pool: PgPool,
    journal: Journal,
}

/// Role names are unique regardless of case and surrounding spaces.
fn name_key(name: &str) -> String {
    name.trim().to_lowercase()
}

impl Roles {
    pub fn new(pool: PgPool, journal: Journal) -> Self {
        Self { pool, journal }
    }

    async fn claim(&self, name: &str, role_id: i32) -> ApiResult<()> {
        let claimed =
            sqlx::query("INSERT INTO role_name_claims (name_key, role_id) VALUES ($1, $2) ON CONFLICT DO NOTHING")
                .bind(name_key(name))
                .bind(role_id)
                .execute(&self.pool)
                .await?
                .rows_affected();
        if claimed == 0 {
            Err(Code::NameExists.into())
        } else {
            Ok(())
        }
    }

    async fn release(&self, name: &str, role_id: i32) -> ApiResult<()> {
        sqlx::query("DELETE FROM role_name_claims WHERE name_key = $1 AND role_id = $2")
            .bind(name_key(name))
            .bind(role_id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The role id that holds `name`, if any.
    pub async fn id_of(&self, name: &str) -> ApiResult<Option<i32>> {
        Ok(
            sqlx::query_scalar("SELECT role_id FROM role_name_claims WHERE name_key = $1")
                .bind(name_key(name))
                .fetch_optional(&self.pool)
                .await?,
        )
    }

    async fn execute(
        &self,
        role_id: i32,
        command: RoleCommand,
        metadata: &Metadata,
    ) -> Result<Committed, ExecuteError<staffhub_domain::role::RoleError>> {
        self.journal
            .execute::<Role>(&role_id.to_string(), command, &(), metadata)
            .await
    }

    /// A new role with the next id; the name is reserved first and given back on rejection.
    pub async fn create(
        &self,
        name: &str,
        category_id: i32,
        metadata: &Metadata,
    ) -> ApiResult<(i32, Committed)> {
        let role_id: i64 = sqlx::query_scalar("SELECT nextval('role_ids')")
            .fetch_one(&self.pool)
            .await?;
        let role_id =
            i32::try_from(role_id).map_err(|e| ApiError::internal("role ids exhausted", e))?;
        self.claim(name, role_id).await?;
        let command = RoleCommand::DefineRole {
            role_id,
            name: name.to_owned(),
            category_id,
        };
        match self.execute(role_id, command, metadata).await {
            Ok(committed) => Ok((role_id, committed)),
            Err(error) => {
                self.release(name, role_id).await?;
                Err(error.into())
            }
        }
    }

    pub async fn rename(
        &self,
        role_id: i32,
        old_name: &str,
        new_name: &str,
        metadata: &Metadata,
    ) -> ApiResult<Committed> {
        let same_key = name_key(old_name) == name_key(new_name);
        if !same_key {
            self.claim(new_name, role_id).await?;
        }
        match self
            .execute(
                role_id,
                RoleCommand::RenameRole {
                    name: new_name.to_owned(),
                },
                metadata,
            )
            .await
        {
            Ok(committed) => {
                if !same_key {
                    self.release(old_name, role_id).await?;
                }
                Ok(committed)
            }
            Err(error) => {
                if !same_key {
                    self.release(new_name, role_id).await?;
                }
                Err(error.into())
            }
        }
    }

    pub async fn delete(
        &self,
        role_id: i32,
        name: &str,
        metadata: &Metadata,
    ) -> ApiResult<Committed> {
        let committed = self
            .execute(role_id, RoleCommand::DeleteRole, metadata)
            .await?;
        self.release(name, role_id).await?;
        Ok(committed)
    }
}
