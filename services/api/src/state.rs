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
}

impl std::fmt::Debug for AppState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppState").finish_non_exhaustive()
    }
}

/// Task rules ask whether an assignee exists; the answer comes from the directory read model.
pub struct DirectoryLookup(pub PgPool);

#[async_trait::async_trait]
impl EmployeeLookup for DirectoryLookup {
    async fn employee_exists(&self, employee_id: Uuid) -> Result<bool, String> {
        crate::read::employees::exists(&self.0, employee_id)
            .await
            .map_err(|e| e.to_string())
    }
}

impl AppState {
    pub fn new(pool: PgPool, nats: async_nats::Client, hub: Hub, files: Files) -> Self {
        let journal = Journal::new(pool.clone());
        Self {
            identity: Identity::new(pool.clone(), journal.clone()),
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
