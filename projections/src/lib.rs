//! Projection workers: turn the journal into read-model tables, then tell the world.
//!
//! Role: each [`Projection`] names the aggregate types it reads and the tables it owns. A
//! [`worker`] tails the journal with the pair cursor, applies a batch of events and the
//! checkpoint in one transaction (so each event is applied exactly once), and after commit
//! publishes change notices on NATS (`staffhub.changes.<Type>.<id>`) and its new checkpoint
//! (`staffhub.checkpoints.<projection>`), which api nodes use for subscriptions and
//! read-your-writes.
//!
//! *Invariant:* a read-model table has exactly one writer, its projection.
//! *Invariant:* a projection's `apply` is a pure function of the event stream: no clocks, no
//! lookups outside its own tables, so a rebuild reproduces the live tables exactly.

pub mod agents;
pub mod ai;
pub mod api_tokens;
pub mod applications;
pub mod bulk_edits;
pub mod chats;
mod checkpoint;
pub mod documents;
mod email_outbox;
pub mod emails;
mod guarded;
pub mod imports;
pub mod issues;
pub mod japanese;
mod members;
mod notice;
pub mod notifications;
mod organizations;
mod pipeline;
mod projects;
mod questions;
pub mod rebuild;
mod registry;
pub mod search;
mod tags;
mod tasks;
pub mod trash;
pub mod views;
pub mod worker;
pub mod workflows;

use async_trait::async_trait;
use sqlx::PgConnection;
use staffhub_journal::{JournalEvent, JournalPosition};

pub use agents::AgentsProjection;
pub use ai::AiProjection;
pub use api_tokens::ApiTokensProjection;
pub use applications::ApplicationsProjection;
pub use bulk_edits::BulkEditsProjection;
pub use chats::ChatsProjection;
pub use checkpoint::{ProjectionStatus, read_checkpoint, status_of_all};
pub use documents::DocumentsProjection;
pub use email_outbox::EmailOutboxProjection;
pub use emails::EmailsProjection;
pub use imports::ImportsProjection;
pub use issues::IssuesProjection;
pub use members::MembersProjection;
pub use notice::{ChangeKind, ChangeNotice, CheckpointNotice, subjects};
pub use notifications::NotificationsProjection;
pub use organizations::OrganizationsProjection;
pub use pipeline::PipelineProjection;
pub use projects::ProjectsProjection;
pub use questions::QuestionsProjection;
pub use registry::{all, by_name, readers_of};
pub use tags::TagsProjection;
pub use tasks::TasksProjection;
pub use workflows::WorkflowsProjection;

/// Why applying an event failed. A failure rolls back the whole batch and the worker retries
/// after a pause, so a poison event stalls its projection visibly (lag grows) instead of
/// being skipped silently.
#[derive(Debug, thiserror::Error)]
pub enum ProjectionError {
    #[error("database error in projection {projection}")]
    Database {
        projection: &'static str,
        #[source]
        source: sqlx::Error,
    },
    #[error("event {aggregate_type}/{aggregate_id}#{sequence} ({event_type}) could not be decoded")]
    Decode {
        aggregate_type: String,
        aggregate_id: String,
        sequence: i64,
        event_type: String,
        #[source]
        source: serde_json::Error,
    },
}

impl ProjectionError {
    pub(crate) fn decode(event: &JournalEvent, source: serde_json::Error) -> Self {
        Self::Decode {
            aggregate_type: event.aggregate_type.clone(),
            aggregate_id: event.aggregate_id.clone(),
            sequence: event.sequence,
            event_type: event.event_type.clone(),
            source,
        }
    }
}

/// The checkpoint move a one-statement batch is gated on: from `from` to `to`, only if the
/// checkpoint still is at `from` (the same compare-and-set as the worker's own `advance`).
#[derive(Debug, Clone, Copy)]
pub struct CheckpointMove<'a> {
    pub projection: &'a str,
    pub from: JournalPosition,
    pub to: JournalPosition,
    /// Events the batch applies (added to the checkpoint's `events_applied`).
    pub applied: i64,
}

/// What [`Projection::apply_batch_and_advance`] did.
#[derive(Debug)]
pub enum OneStatement {
    /// The projection has no such statement; nothing was written.
    Unsupported,
    /// The rows and the checkpoint were written together; the changed entities.
    Applied(Vec<ChangeNotice>),
    /// The checkpoint was not at `from`, so nothing was written.
    CheckpointMoved,
}

/// A read model fed by the journal.
#[async_trait]
pub trait Projection: Send + Sync + 'static {
    /// Stable name: the checkpoint key, the advisory-lock key and the CLI name.
    fn name(&self) -> &'static str;
    /// Aggregate types whose events this projection applies; others only move its checkpoint.
    fn aggregate_types(&self) -> &'static [&'static str];
    /// The read-model tables this projection owns (and a rebuild recreates).
    fn tables(&self) -> &'static [&'static str];
    /// The aggregate types whose commands wait for this projection before they answer
    /// (read-your-writes): by default every type it reads. A projection that reads an area
    /// only to derive something else (notifications from assignments) leaves it out, so that
    /// area's commands do not wait for it.
    fn awaited_for(&self) -> &'static [&'static str] {
        self.aggregate_types()
    }
    /// What this area's events mean to the notification centre and home's recent activity
    /// (`notifications::Source`): the hub reads every projection's sources instead of naming
    /// areas. None by default.
    fn notification_sources(&self) -> &'static [notifications::Source] {
        &[]
    }
    /// Applies one event inside the batch transaction; returns the entity it changed, if any.
    async fn apply(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError>;

    /// Applies a batch of this projection's events (commit order, all of its aggregate types)
    /// inside the batch transaction; returns the notices of the entities changed, in any
    /// order and possibly several per entity (the worker folds them).
    ///
    /// The default applies one event at a time. A projection overrides it to write a batch
    /// with a few set-based statements (issue 6, P4); the result must equal the default's.
    async fn apply_batch(
        &self,
        conn: &mut PgConnection,
        events: &[&JournalEvent],
    ) -> Result<Vec<ChangeNotice>, ProjectionError> {
        let mut notices = Vec::new();
        for event in events {
            if let Some(notice) = self.apply(conn, event).await? {
                notices.push(notice);
            }
        }
        Ok(notices)
    }

    /// Applies a batch and moves the checkpoint in ONE statement, outside any explicit
    /// transaction: a statement is atomic, so rows and checkpoint still commit together
    /// (exactly once), and the worker's batch is one round trip instead of five (BEGIN, the
    /// writes, the checkpoint, COMMIT; issue 6, P1). Must write what `apply_batch` writes.
    ///
    /// The default has no such statement; the worker then uses a transaction.
    async fn apply_batch_and_advance(
        &self,
        _conn: &mut PgConnection,
        _events: &[&JournalEvent],
        _checkpoint: &CheckpointMove<'_>,
    ) -> Result<OneStatement, ProjectionError> {
        Ok(OneStatement::Unsupported)
    }
}
