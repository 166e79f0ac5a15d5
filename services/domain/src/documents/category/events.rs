use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// What happened to a document category. Names are past tense and stable; see
/// `event_version`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum DocumentCategoryEvent {
    DocumentCategoryCreated {
        category_id: Uuid,
        name: String,
        description: String,
    },
    DocumentCategoryUpdated {
        name: String,
        description: String,
    },
}

impl DocumentCategoryEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] =
        &["DocumentCategoryCreated", "DocumentCategoryUpdated"];
}

impl DomainEvent for DocumentCategoryEvent {
    fn event_type(&self) -> String {
        match self {
            Self::DocumentCategoryCreated { .. } => "DocumentCategoryCreated",
            Self::DocumentCategoryUpdated { .. } => "DocumentCategoryUpdated",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
