use serde::{Deserialize, Serialize};
use staffhub_journal::JournalPosition;
use uuid::Uuid;

/// NATS subjects (brief §2): `<prefix>.changes.<Type>.<id>` and
/// `<prefix>.checkpoints.<projection>`. The prefix is `staffhub` unless configured otherwise
/// (`STAFFHUB_NATS_PREFIX`), so deployments (or parallel test runs) can share one NATS.
pub mod subjects {
    pub const DEFAULT_PREFIX: &str = "staffhub";
    /// Header carrying the correlation id of the request that caused the change.
    pub const CORRELATION_HEADER: &str = "Staffhub-Correlation-Id";

    pub fn change(prefix: &str, entity_type: &str, entity_id: &str) -> String {
        format!("{prefix}.changes.{entity_type}.{entity_id}")
    }

    pub fn all_changes(prefix: &str) -> String {
        format!("{prefix}.changes.>")
    }

    pub fn checkpoint(prefix: &str, projection: &str) -> String {
        format!("{prefix}.checkpoints.{projection}")
    }

    pub fn all_checkpoints(prefix: &str) -> String {
        format!("{prefix}.checkpoints.>")
    }

    /// "Sessions were revoked": api nodes drop the sessions they cached (services/api
    /// `sessions`). Sent by the node that revoked them; carries no payload.
    pub fn sessions_revoked(prefix: &str) -> String {
        format!("{prefix}.sessions.revoked")
    }

    /// The tokens of one AI answer being written (issue 18): they travel here, never through
    /// the journal.
    pub fn ai_answer(prefix: &str, answer_id: &str) -> String {
        format!("{prefix}.ai.answers.{answer_id}")
    }

    /// Requests to the node writing an answer: "snapshot" (the text so far) or "stop".
    pub fn ai_control(prefix: &str, answer_id: &str) -> String {
        format!("{prefix}.ai.control.{answer_id}")
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChangeKind {
    Created,
    Updated,
    /// The entity's read-model row is gone (its history stays in the journal).
    Deleted,
}

/// "Entity X changed and its read model now reflects version N."
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChangeNotice {
    pub entity_type: String,
    pub entity_id: String,
    pub version: i64,
    pub kind: ChangeKind,
    pub correlation_id: Uuid,
}

impl ChangeNotice {
    /// Folds another notice for the same entity into this one (one notice per entity a
    /// batch): the higher version wins, "created" sticks if either says so, and "deleted"
    /// wins over both (a row created and deleted in one batch was never seen).
    pub(crate) fn absorb(&mut self, other: ChangeNotice) {
        let created = self.kind == ChangeKind::Created || other.kind == ChangeKind::Created;
        let deleted = self.kind == ChangeKind::Deleted || other.kind == ChangeKind::Deleted;
        if other.version >= self.version {
            *self = other;
        }
        if deleted {
            self.kind = ChangeKind::Deleted;
        } else if created {
            self.kind = ChangeKind::Created;
        }
    }
}

/// "Projection P has applied everything up to position X."
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckpointNotice {
    pub position: JournalPosition,
}
