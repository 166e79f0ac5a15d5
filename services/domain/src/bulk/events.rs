use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// One item of a batch, with the version it was shown at (an item changed since is refused as
/// stale); `None`: as it is when its turn comes ("all matching this filter").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BulkItem {
    pub id: Uuid,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version: Option<i64>,
}

/// Why an item was refused, as the result groups them (issue 35: "stale, not allowed, rule").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RefusalReason {
    /// Changed by someone else since it was shown.
    Stale,
    /// The caller may not change it.
    NotAllowed,
    /// A rule of the spec refused it.
    Rule,
    /// It no longer exists.
    NotFound,
}

/// What became of one item.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "outcome", rename_all = "snake_case")]
pub enum BulkOutcome {
    /// Changed by its own command; `before` is what an undo sets back, `version` the item's
    /// version after it (an undo expects it: an item changed again since is stale).
    Changed {
        before: serde_json::Value,
        version: i64,
    },
    /// Already as asked: left alone.
    Unchanged,
    /// Refused, with the catalogue code the single edit would have answered.
    Refused { reason: RefusalReason, code: String },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BulkItemResult {
    pub item_id: Uuid,
    #[serde(flatten)]
    pub outcome: BulkOutcome,
}

/// What happened to a batch. Names are past tense and stable.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum BulkEditEvent {
    BulkEditStarted {
        bulk_edit_id: Uuid,
        entity_type: String,
        field: String,
        value: serde_json::Value,
        items: Vec<BulkItem>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        undo_of: Option<Uuid>,
    },
    BulkItemsDone {
        results: Vec<BulkItemResult>,
    },
    BulkEditFinished,
    BulkEditInterrupted,
    BulkEditUndone {
        undone_by: Uuid,
    },
}

impl BulkEditEvent {
    pub const TYPES: &'static [&'static str] = &[
        "BulkEditStarted",
        "BulkItemsDone",
        "BulkEditFinished",
        "BulkEditInterrupted",
        "BulkEditUndone",
    ];
}

impl DomainEvent for BulkEditEvent {
    fn event_type(&self) -> String {
        match self {
            Self::BulkEditStarted { .. } => "BulkEditStarted",
            Self::BulkItemsDone { .. } => "BulkItemsDone",
            Self::BulkEditFinished => "BulkEditFinished",
            Self::BulkEditInterrupted => "BulkEditInterrupted",
            Self::BulkEditUndone { .. } => "BulkEditUndone",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
