use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// What happened to an AI model. Names are past tense and stable; see `event_version`.
/// Texts are trimmed; tool keys are without repeats, in catalogue order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum AiModelEvent {
    AiModelRegistered {
        model_id: Uuid,
        provider: String,
        model_name: String,
        display_name: String,
        max_tokens: u32,
        tool_keys: Vec<String>,
        enabled: bool,
    },
    /// All four fields, as they now are.
    AiModelUpdated {
        model_name: String,
        display_name: String,
        max_tokens: u32,
        tool_keys: Vec<String>,
    },
    AiModelEnabled {},
    AiModelDisabled {},
}

impl AiModelEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &[
        "AiModelRegistered",
        "AiModelUpdated",
        "AiModelEnabled",
        "AiModelDisabled",
    ];
}

impl DomainEvent for AiModelEvent {
    fn event_type(&self) -> String {
        match self {
            Self::AiModelRegistered { .. } => "AiModelRegistered",
            Self::AiModelUpdated { .. } => "AiModelUpdated",
            Self::AiModelEnabled {} => "AiModelEnabled",
            Self::AiModelDisabled {} => "AiModelDisabled",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
