use uuid::Uuid;

use super::{BulkItem, BulkItemResult};

/// What the bulk runner asks of a batch.
#[derive(Debug, Clone, PartialEq)]
pub enum BulkEditCommand {
    /// Opens the batch with its items, in the order they are done.
    StartBulkEdit {
        bulk_edit_id: Uuid,
        /// The items' GraphQL type ("Issue").
        entity_type: String,
        field: String,
        value: serde_json::Value,
        items: Vec<BulkItem>,
        /// The batch this one undoes, if it is an undo.
        undo_of: Option<Uuid>,
    },
    /// What became of the next items (a chunk, in the batch's order).
    RecordBulkResults { results: Vec<BulkItemResult> },
    /// Every item is done.
    FinishBulkEdit,
    /// The runner stopped before every item was done (its server went away); the rest are left
    /// as they were.
    InterruptBulkEdit,
    /// Another batch undoes this one (asked before the undo runs, so a batch is undone once).
    MarkBulkEditUndone { undone_by: Uuid },
}

impl crate::Command for BulkEditCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::StartBulkEdit { .. } => "StartBulkEdit",
            Self::RecordBulkResults { .. } => "RecordBulkResults",
            Self::FinishBulkEdit => "FinishBulkEdit",
            Self::InterruptBulkEdit => "InterruptBulkEdit",
            Self::MarkBulkEditUndone { .. } => "MarkBulkEditUndone",
        }
    }
}
