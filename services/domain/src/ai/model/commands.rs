use uuid::Uuid;

/// What a caller asks of an AI model. Texts and tool keys arrive as sent, so that the
/// aggregate, not the edge, decides whether they are valid.
#[derive(Debug, Clone, PartialEq)]
pub enum AiModelCommand {
    /// An admin registers a model (`createAiModel`). `tool_keys` are keys of
    /// [`TOOL_KEYS`](crate::ai::TOOL_KEYS).
    Register {
        model_id: Uuid,
        provider: String,
        model_name: String,
        display_name: String,
        max_tokens: u32,
        tool_keys: Vec<String>,
        enabled: bool,
    },
    /// The edit form (`updateAiModel`): everything but the provider, as it should be.
    Update {
        model_name: String,
        display_name: String,
        max_tokens: u32,
        tool_keys: Vec<String>,
    },
    /// `setAiModelEnabled`.
    SetEnabled { enabled: bool },
}

impl crate::Command for AiModelCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::Register { .. } => "RegisterAiModel",
            Self::Update { .. } => "UpdateAiModel",
            Self::SetEnabled { .. } => "SetAiModelEnabled",
        }
    }
}
