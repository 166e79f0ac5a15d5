//! Role ids and unique role names (spec §6; 'Name already exists'), shared by the GraphQL
//! mutations (through the command path) and `staffhub seed` (straight on the journal).

use sqlx::PgPool;
use staffhub_domain::Aggregate;
use staffhub_domain::members::role::{Role, RoleCommand, RoleServices};
use staffhub_journal::{Journal, Metadata};

use crate::error::{ApiError, ApiResult};
use crate::names::Names;

#[derive(Clone)]
pub struct Roles {
    pool: PgPool,
    names: Names,
    services: RoleServices,
}

impl std::fmt::Debug for Roles {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Roles").field("names", &self.names).finish()
    }
}

impl Roles {
    pub fn new(pool: PgPool) -> Self {
        Self {
            names: Names::new(pool.clone(), Role::TYPE),
            services: RoleServices {
                usage: std::sync::Arc::new(crate::lookups::DirectoryLookup(pool.clone())),
            },
            pool,
        }
    }

    /// What the role rules ask (what depends on a role), for the command path.
    pub fn services(&self) -> &RoleServices {
        &self.services
    }

    /// Role names, unique regardless of case.
    pub fn names(&self) -> &Names {
        &self.names
    }

    /// The id for a new role (1 is the built-in Admin).
    pub async fn next_id(&self) -> ApiResult<i32> {
        let role_id: i64 = sqlx::query_scalar("SELECT nextval('role_ids')")
            .fetch_one(&self.pool)
            .await?;
        i32::try_from(role_id).map_err(|e| ApiError::internal("role ids exhausted", e))
    }

    /// The role id that holds `name`, if any.
    pub async fn id_of(&self, name: &str) -> ApiResult<Option<i32>> {
        Ok(self
            .names
            .owner_of(name)
            .await?
            .and_then(|owner| owner.parse().ok()))
    }

    /// A new role, straight on the journal (the seed; the API goes through the command path).
    pub async fn define(
        &self,
        journal: &Journal,
        name: &str,
        category_id: i32,
        metadata: &Metadata,
    ) -> ApiResult<i32> {
        let role_id = self.next_id().await?;
        let command = RoleCommand::DefineRole {
            role_id,
            name: name.to_owned(),
            category_id,
        };
        self.names
            .with_claim(name, &role_id.to_string(), async {
                journal
                    .execute::<Role>(&role_id.to_string(), command, &self.services, metadata)
                    .await
                    .map_err(ApiError::from)
            })
            .await?;
        Ok(role_id)
    }
}
