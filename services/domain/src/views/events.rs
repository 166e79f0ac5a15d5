use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// What happened to a saved view. Names are past tense and stable; see `event_version`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum SavedViewEvent {
    SavedViewCreated {
        view_id: Uuid,
        owner_id: Uuid,
        list: String,
        name: String,
        query: String,
        shared_with_role_id: Option<i32>,
    },
    SavedViewRenamed {
        name: String,
    },
    SavedViewQueryChanged {
        query: String,
    },
    /// `None`: private again.
    SavedViewSharingChanged {
        shared_with_role_id: Option<i32>,
    },
    SavedViewDeleted,
    SavedViewRestored,
}

impl SavedViewEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &[
        "SavedViewCreated",
        "SavedViewRenamed",
        "SavedViewQueryChanged",
        "SavedViewSharingChanged",
        "SavedViewDeleted",
        "SavedViewRestored",
    ];
}

impl DomainEvent for SavedViewEvent {
    fn event_type(&self) -> String {
        match self {
            Self::SavedViewCreated { .. } => "SavedViewCreated",
            Self::SavedViewRenamed { .. } => "SavedViewRenamed",
            Self::SavedViewQueryChanged { .. } => "SavedViewQueryChanged",
            Self::SavedViewSharingChanged { .. } => "SavedViewSharingChanged",
            Self::SavedViewDeleted => "SavedViewDeleted",
            Self::SavedViewRestored => "SavedViewRestored",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
