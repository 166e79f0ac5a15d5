//! What every request handler can reach.

use std::sync::Arc;

use sqlx::PgPool;
use staffhub_domain::task::{EmployeeLookup, TaskServices};
use staffhub_journal::Journal;
use uuid::Uuid;

use crate::files::Files;
use crate::hub::Hub;
use crate::identity::Identity;
use crate::metrics::Metrics;
use crate::read::pool::ReadPool;

#[derive(Clone)]
pub struct AppState {
    pub pool: PgPool,
    pub nats: async_nats::Client,
    pub journal: Journal,
    pub identity: Identity,
    pub hub: Hub,
    pub files: Files,
    pub task_services: TaskServices,
    pub metrics: Metrics,
    pub roles: crate::roles::Roles,
    /// Task rows read once per announced version and shared by all subscribers.
    pub task_rows:
        Arc<crate::read::shared::SharedReads<(Uuid, i64), Option<crate::read::tasks::TaskRow>>>,
    /// Task rows read back after commands, batched across concurrent mutations.
    pub task_loader: Arc<crate::read::tasks::TaskLoader>,
    /// Connections for read-model queries (`read::*`), beside `pool`.
    pub reads: Arc<ReadPool>,
}

impl std::fmt::Debug for AppState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppState").finish_non_exhaustive()
    }
}

/// The lookups domain rules need: does this assignee or role exist, how many admins remain.
pub struct DirectoryLookup(pub PgPool);

#[async_trait::async_trait]
impl EmployeeLookup for DirectoryLookup {
    /// Asked of the write side (the Employee aggregate's events), like `role_exists`: an
    /// employee registered a moment ago can be assigned at once, and a deactivated one cannot.
    async fn employee_exists(&self, employee_id: Uuid) -> Result<bool, String> {
        sqlx::query_scalar(
            "SELECT bool_or(event_type = 'EmployeeRegistered')
                    AND NOT bool_or(event_type = 'EmployeeDeactivated')
             FROM events WHERE aggregate_type = 'Employee' AND aggregate_id = $1",
        )
        .bind(employee_id.to_string())
        .fetch_one(&self.0)
        .await
        .map(|exists: Option<bool>| exists.unwrap_or(false))
        .map_err(|e| e.to_string())
    }
}

#[async_trait::async_trait]
impl staffhub_domain::employee::Directory for DirectoryLookup {
    /// Asked of the write side (the Role aggregate's own events), not the read model: a role
    /// defined a moment ago (e.g. by `create-admin` before any worker ran) must count.
    async fn role_exists(&self, role_id: i32) -> Result<bool, String> {
        sqlx::query_scalar(
            "SELECT bool_or(event_type = 'RoleDefined') AND NOT bool_or(event_type = 'RoleDeleted')
             FROM events WHERE aggregate_type = 'Role' AND aggregate_id = $1",
        )
        .bind(role_id.to_string())
        .fetch_one(&self.0)
        .await
        .map(|exists: Option<bool>| exists.unwrap_or(false))
        .map_err(|e| e.to_string())
    }

    async fn other_active_admins(&self, employee_id: Uuid) -> Result<i64, String> {
        sqlx::query_scalar(
            "SELECT count(*) FROM employee_directory
             WHERE 1 = ANY (role_ids) AND deactivated_at IS NULL AND employee_id <> $1",
        )
        .bind(employee_id)
        .fetch_one(&self.0)
        .await
        .map_err(|e| e.to_string())
    }
}

impl AppState {
    /// `sessions` is the cache `hub` clears; revocations are announced on
    /// `revocation_subject` for the other nodes' hubs.
    pub fn new(
        pool: PgPool,
        nats: async_nats::Client,
        hub: Hub,
        files: Files,
        sessions: Arc<crate::sessions::SessionCache>,
        revocation_subject: String,
    ) -> Self {
        let journal = Journal::new(pool.clone());
        let reads = Arc::new(ReadPool::beside(&pool));
        let roles = crate::roles::Roles::new(pool.clone(), journal.clone());
        Self {
            roles,
            task_rows: Arc::default(),
            task_loader: Arc::new(crate::read::tasks::loader(reads.clone())),
            reads,
            identity: Identity::new(pool.clone(), journal.clone()).with_sessions(
                sessions,
                nats.clone(),
                revocation_subject,
            ),
            task_services: TaskServices {
                employees: Arc::new(DirectoryLookup(pool.clone())),
            },
            pool,
            nats,
            journal,
            hub,
            files,
            metrics: Metrics::default(),
        }
    }
}
