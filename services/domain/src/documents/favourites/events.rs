use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// What happened to an employee's favourites. Names are past tense and stable; see
/// `event_version`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum DocumentFavouritesEvent {
    DocumentFavourited {
        employee_id: Uuid,
        document_id: Uuid,
    },
    DocumentUnfavourited {
        document_id: Uuid,
    },
}

impl DocumentFavouritesEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &["DocumentFavourited", "DocumentUnfavourited"];
}

impl DomainEvent for DocumentFavouritesEvent {
    fn event_type(&self) -> String {
        match self {
            Self::DocumentFavourited { .. } => "DocumentFavourited",
            Self::DocumentUnfavourited { .. } => "DocumentUnfavourited",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
