//! Unique names, written once for every area (spec §8: 'Name already exists'). A name is
//! claimed in `name_claims` before the command that introduces it runs, and given back when
//! the command is rejected, so two concurrent creations of one name cannot both succeed (the
//! same way `employee_credentials` reserves emails). Names compare regardless of case and
//! surrounding spaces.

use sqlx::PgPool;

use crate::catalogue::Code;
use crate::error::{ApiError, ApiResult};

/// The claims of one scope (an aggregate type: "Role", "Tag").
#[derive(Debug, Clone)]
pub struct Names {
    pool: PgPool,
    scope: &'static str,
}

/// How names compare: case and surrounding spaces do not count.
pub fn key(name: &str) -> String {
    name.trim().to_lowercase()
}

impl Names {
    pub fn new(pool: PgPool, scope: &'static str) -> Self {
        Self { pool, scope }
    }

    /// Claims `name` for `owner`; 'Name already exists' when another owner holds it. Returns
    /// whether the claim is new (false: the owner held it already).
    pub async fn claim(&self, name: &str, owner: &str) -> ApiResult<bool> {
        let (holder, inserted): (String, bool) = sqlx::query_as(
            "INSERT INTO name_claims (scope, name_key, owner_id) VALUES ($1, $2, $3)
             ON CONFLICT (scope, name_key) DO UPDATE SET owner_id = name_claims.owner_id
             RETURNING owner_id, (xmax = 0)",
        )
        .bind(self.scope)
        .bind(key(name))
        .bind(owner)
        .fetch_one(&self.pool)
        .await?;
        if holder == owner {
            Ok(inserted)
        } else {
            Err(Code::NameExists.into())
        }
    }

    /// Gives `name` back, if `owner` holds it.
    pub async fn release(&self, name: &str, owner: &str) -> ApiResult<()> {
        sqlx::query("DELETE FROM name_claims WHERE scope = $1 AND name_key = $2 AND owner_id = $3")
            .bind(self.scope)
            .bind(key(name))
            .bind(owner)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Gives back every name `owner` holds except `kept` (all of them with `None`: the owner
    /// was deleted). Asking the claims, not a read model, means a name is never kept by
    /// mistake because a projection lagged.
    pub async fn release_all_but(&self, owner: &str, kept: Option<&str>) -> ApiResult<()> {
        sqlx::query(
            "DELETE FROM name_claims WHERE scope = $1 AND owner_id = $2
             AND name_key IS DISTINCT FROM $3",
        )
        .bind(self.scope)
        .bind(owner)
        .bind(kept.map(key))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The owner holding `name`, if any.
    pub async fn owner_of(&self, name: &str) -> ApiResult<Option<String>> {
        Ok(sqlx::query_scalar(
            "SELECT owner_id FROM name_claims WHERE scope = $1 AND name_key = $2",
        )
        .bind(self.scope)
        .bind(key(name))
        .fetch_optional(&self.pool)
        .await?)
    }

    /// Runs `introduce` (the command giving `owner` the name `name`: a creation or a rename)
    /// with the name claimed. Done, the owner's other names (the one it replaced) are given
    /// back; refused, a claim taken for it is given back.
    pub async fn with_claim<T, F>(&self, name: &str, owner: &str, introduce: F) -> ApiResult<T>
    where
        F: Future<Output = ApiResult<T>>,
    {
        let fresh = self.claim(name, owner).await?;
        match introduce.await {
            Ok(done) => {
                self.release_all_but(owner, Some(name)).await?;
                Ok(done)
            }
            Err(error) => {
                if fresh {
                    self.release(name, owner)
                        .await
                        .map_err(|e| ApiError::internal("giving a name back failed", e))?;
                }
                Err(error)
            }
        }
    }
}
