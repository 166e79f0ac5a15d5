use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{DocumentFavouritesCommand, DocumentFavouritesEvent, DocumentServices};

/// Why a favourites command was rejected. Each variant maps to one catalogue code at the edge;
/// the messages are the spec's words (§8).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DocumentFavouritesError {
    #[error("Document not found")]
    DocumentNotFound,
    #[error("Nothing changed")]
    AlreadyFavourite,
    /// Also when the employee has no favourites at all.
    #[error("Nothing changed")]
    NotFavourite,
    #[error("document lookup failed: {0}")]
    Lookup(String),
}

/// An employee's favourites. Also folded for auditors' history, hence the plain field names.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct DocumentFavourites {
    pub employee_id: Option<Uuid>,
    /// Most recent last.
    pub document_ids: Vec<Uuid>,
}

impl DocumentFavourites {
    fn holds(&self, document_id: Uuid) -> bool {
        self.document_ids.contains(&document_id)
    }
}

impl Aggregate for DocumentFavourites {
    const TYPE: &'static str = "DocumentFavourites";
    type Command = DocumentFavouritesCommand;
    type Event = DocumentFavouritesEvent;
    type Error = DocumentFavouritesError;
    type Services = DocumentServices;

    async fn handle(
        &mut self,
        command: DocumentFavouritesCommand,
        services: &DocumentServices,
        sink: &EventSink<Self>,
    ) -> Result<(), DocumentFavouritesError> {
        match command {
            DocumentFavouritesCommand::AddFavourite {
                employee_id,
                document_id,
            } => {
                // Checked first: a favourite already held needs no lookup (and one whose
                // document has since gone is still "already a favourite").
                if self.holds(document_id) {
                    return Err(DocumentFavouritesError::AlreadyFavourite);
                }
                if !services
                    .knows_documents(&[document_id])
                    .await
                    .map_err(DocumentFavouritesError::Lookup)?
                {
                    return Err(DocumentFavouritesError::DocumentNotFound);
                }
                let event = DocumentFavouritesEvent::DocumentFavourited {
                    employee_id,
                    document_id,
                };
                sink.write(event, self).await;
            }
            DocumentFavouritesCommand::RemoveFavourite { document_id } => {
                // No lookup: removing a favourite whose document is gone must still work.
                if !self.holds(document_id) {
                    return Err(DocumentFavouritesError::NotFavourite);
                }
                let event = DocumentFavouritesEvent::DocumentUnfavourited { document_id };
                sink.write(event, self).await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: DocumentFavouritesEvent) {
        match event {
            DocumentFavouritesEvent::DocumentFavourited {
                employee_id,
                document_id,
            } => {
                self.employee_id.get_or_insert(employee_id);
                self.document_ids.push(document_id);
            }
            DocumentFavouritesEvent::DocumentUnfavourited { document_id } => {
                self.document_ids.retain(|id| *id != document_id);
            }
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
