use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{DocumentCategoryCommand, DocumentCategoryEvent, DocumentServices};
use crate::documents::{DESCRIPTION_MAX_CHARS, NAME_MAX_CHARS};
use crate::text;

/// Why a document category command was rejected. Each variant maps to one catalogue code at
/// the edge; the messages are the spec's words (§8).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DocumentCategoryError {
    #[error("Category not found")]
    NotFound,
    #[error("Category already exists")]
    AlreadyExists,
    #[error("Invalid name")]
    InvalidName,
    #[error("Invalid description")]
    InvalidDescription,
    /// Spec §5: updates equal to current data are rejected.
    #[error("The submitted data is identical to current information.")]
    Identical,
}

/// A document category's state. Also folded for auditors' history, hence the plain field
/// names.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct DocumentCategory {
    pub id: Option<Uuid>,
    pub name: String,
    pub description: String,
}

/// The checks on the form's two fields, in its order: the name is trimmed and required, the
/// description optional and kept as sent.
fn validate(name: &str, description: String) -> Result<(String, String), DocumentCategoryError> {
    let name =
        text::required_text(name, NAME_MAX_CHARS).ok_or(DocumentCategoryError::InvalidName)?;
    let description = text::optional_text(&description, DESCRIPTION_MAX_CHARS)
        .ok_or(DocumentCategoryError::InvalidDescription)?;
    Ok((name, description))
}

impl Aggregate for DocumentCategory {
    const TYPE: &'static str = "DocumentCategory";
    type Command = DocumentCategoryCommand;
    type Event = DocumentCategoryEvent;
    type Error = DocumentCategoryError;
    /// Unused by the rules; shared by the whole area so the edge wires one thing.
    type Services = DocumentServices;

    async fn handle(
        &mut self,
        command: DocumentCategoryCommand,
        _: &DocumentServices,
        sink: &EventSink<Self>,
    ) -> Result<(), DocumentCategoryError> {
        match command {
            DocumentCategoryCommand::CreateCategory {
                category_id,
                name,
                description,
            } => {
                if self.id.is_some() {
                    return Err(DocumentCategoryError::AlreadyExists);
                }
                let (name, description) = validate(&name, description)?;
                let event = DocumentCategoryEvent::DocumentCategoryCreated {
                    category_id,
                    name,
                    description,
                };
                sink.write(event, self).await;
            }
            DocumentCategoryCommand::UpdateCategory { name, description } => {
                if self.id.is_none() {
                    return Err(DocumentCategoryError::NotFound);
                }
                let (name, description) = validate(&name, description)?;
                // Spec §5.
                if name == self.name && description == self.description {
                    return Err(DocumentCategoryError::Identical);
                }
                let event = DocumentCategoryEvent::DocumentCategoryUpdated { name, description };
                sink.write(event, self).await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: DocumentCategoryEvent) {
        match event {
            DocumentCategoryEvent::DocumentCategoryCreated {
                category_id,
                name,
                description,
            } => {
                *self = DocumentCategory {
                    id: Some(category_id),
                    name,
                    description,
                };
            }
            DocumentCategoryEvent::DocumentCategoryUpdated { name, description } => {
                self.name = name;
                self.description = description;
            }
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
