use std::collections::HashSet;

use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{BulkEditCommand, BulkEditEvent, BulkItem, BulkOutcome, MAX_ITEMS};

/// Why a batch command was rejected. Each variant maps to one catalogue code at the edge.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BulkEditError {
    #[error("Bulk change not found")]
    NotFound,
    #[error("Bulk change already exists")]
    AlreadyExists,
    #[error("No items chosen")]
    NothingChosen,
    #[error("Too many items")]
    TooManyItems,
    #[error("An item is chosen twice")]
    DuplicateItem,
    /// Results arrive in the batch's order, each item once.
    #[error("Results out of order")]
    OutOfOrder,
    #[error("The bulk change has already finished")]
    AlreadyFinished,
    #[error("Items are left to do")]
    ItemsLeft,
    #[error("The bulk change is still running")]
    StillRunning,
    #[error("The bulk change was already undone")]
    AlreadyUndone,
    #[error("The bulk change changed nothing")]
    NothingToUndo,
}

/// A batch's state, as far as its rules need it: `items[..done]` are done, in order.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct BulkEdit {
    pub id: Option<Uuid>,
    pub entity_type: String,
    pub field: String,
    pub items: Vec<BulkItem>,
    pub done: usize,
    pub changed: usize,
    /// Finished or interrupted: no more results.
    pub ended: bool,
    pub undo_of: Option<Uuid>,
    pub undone_by: Option<Uuid>,
}

impl Aggregate for BulkEdit {
    const TYPE: &'static str = "BulkEdit";
    type Command = BulkEditCommand;
    type Event = BulkEditEvent;
    type Error = BulkEditError;
    type Services = ();

    async fn handle(
        &mut self,
        command: BulkEditCommand,
        _: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), BulkEditError> {
        match command {
            BulkEditCommand::StartBulkEdit {
                bulk_edit_id,
                entity_type,
                field,
                value,
                items,
                undo_of,
            } => {
                if self.id.is_some() {
                    return Err(BulkEditError::AlreadyExists);
                }
                if items.is_empty() {
                    return Err(BulkEditError::NothingChosen);
                }
                if items.len() > MAX_ITEMS {
                    return Err(BulkEditError::TooManyItems);
                }
                let mut seen = HashSet::with_capacity(items.len());
                if !items.iter().all(|item| seen.insert(item.id)) {
                    return Err(BulkEditError::DuplicateItem);
                }
                sink.write(
                    BulkEditEvent::BulkEditStarted {
                        bulk_edit_id,
                        entity_type,
                        field,
                        value,
                        items,
                        undo_of,
                    },
                    self,
                )
                .await;
            }
            BulkEditCommand::RecordBulkResults { results } => {
                self.running()?;
                let next = self.items.get(self.done..).unwrap_or_default();
                if results.is_empty()
                    || results.len() > next.len()
                    || results
                        .iter()
                        .zip(next)
                        .any(|(r, item)| r.item_id != item.id)
                {
                    return Err(BulkEditError::OutOfOrder);
                }
                sink.write(BulkEditEvent::BulkItemsDone { results }, self)
                    .await;
            }
            BulkEditCommand::FinishBulkEdit => {
                self.running()?;
                if self.done < self.items.len() {
                    return Err(BulkEditError::ItemsLeft);
                }
                sink.write(BulkEditEvent::BulkEditFinished, self).await;
            }
            BulkEditCommand::InterruptBulkEdit => {
                self.running()?;
                sink.write(BulkEditEvent::BulkEditInterrupted, self).await;
            }
            BulkEditCommand::MarkBulkEditUndone { undone_by } => {
                if self.id.is_none() {
                    return Err(BulkEditError::NotFound);
                }
                if !self.ended {
                    return Err(BulkEditError::StillRunning);
                }
                if self.undone_by.is_some() {
                    return Err(BulkEditError::AlreadyUndone);
                }
                if self.changed == 0 {
                    return Err(BulkEditError::NothingToUndo);
                }
                sink.write(BulkEditEvent::BulkEditUndone { undone_by }, self)
                    .await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: BulkEditEvent) {
        match event {
            BulkEditEvent::BulkEditStarted {
                bulk_edit_id,
                entity_type,
                field,
                items,
                undo_of,
                ..
            } => {
                *self = BulkEdit {
                    id: Some(bulk_edit_id),
                    entity_type,
                    field,
                    items,
                    undo_of,
                    ..BulkEdit::default()
                };
            }
            BulkEditEvent::BulkItemsDone { results } => {
                self.done += results.len();
                self.changed += results
                    .iter()
                    .filter(|r| matches!(r.outcome, BulkOutcome::Changed { .. }))
                    .count();
            }
            BulkEditEvent::BulkEditFinished | BulkEditEvent::BulkEditInterrupted => {
                self.ended = true;
            }
            BulkEditEvent::BulkEditUndone { undone_by } => self.undone_by = Some(undone_by),
        }
    }
}

impl BulkEdit {
    /// Started and not yet ended: results may still arrive.
    fn running(&self) -> Result<(), BulkEditError> {
        if self.id.is_none() {
            return Err(BulkEditError::NotFound);
        }
        if self.ended {
            return Err(BulkEditError::AlreadyFinished);
        }
        Ok(())
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
