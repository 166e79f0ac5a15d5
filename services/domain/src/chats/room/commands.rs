use uuid::Uuid;

use super::{AgentRef, ChatFile, ChatPurpose, TokenUsage, ToolCallRecord};

/// What a caller asks of a chat room. Texts, lists and tool keys arrive as sent, so that the
/// aggregate, not the edge, decides whether they are valid. `author_id` and `actor_id` are the
/// signed-in employee; the answer commands come from whoever streams the answer.
#[derive(Debug, Clone, PartialEq)]
pub enum ChatRoomCommand {
    /// `startChat`, before its first message is posted. `agent`: the agent the room talks to,
    /// at its current version.
    Start {
        room_id: Uuid,
        owner_id: Uuid,
        purpose: ChatPurpose,
        title: String,
        agent: Option<AgentRef>,
    },
    /// An employee's message, and the answer to it, which starts streaming at once
    /// (`answer_id` is its id). `model_id` and `tool_keys` are what answers it: chosen in the
    /// composer, or the agent's defaults.
    Post {
        message_id: Uuid,
        author_id: Uuid,
        text: String,
        files: Vec<ChatFile>,
        document_ids: Vec<Uuid>,
        model_id: Uuid,
        tool_keys: Vec<String>,
        agent: Option<AgentRef>,
        answer_id: Uuid,
    },
    /// The model finished the answer (`stop_reason` as the provider said: `end_turn`,
    /// `max_tokens`, `stop_sequence`, `tool_use`).
    CompleteAnswer {
        answer_id: Uuid,
        text: String,
        tool_calls: Vec<ToolCallRecord>,
        usage: TokenUsage,
        stop_reason: String,
    },
    /// The answer could not be finished: `code` is the catalogue code, `detail` what went
    /// wrong (for operators); `text` and `tool_calls` are what was written until then.
    FailAnswer {
        answer_id: Uuid,
        code: String,
        detail: String,
        text: String,
        tool_calls: Vec<ToolCallRecord>,
    },
    /// The owner stopped the answer (`stopChatAnswer`); what was written until then is kept.
    StopAnswer {
        answer_id: Uuid,
        text: String,
        tool_calls: Vec<ToolCallRecord>,
        usage: Option<TokenUsage>,
    },
    /// `retryChatAnswer`: answer the same message again, as `new_answer_id`.
    RetryAnswer {
        actor_id: Uuid,
        answer_id: Uuid,
        new_answer_id: Uuid,
        model_id: Uuid,
        tool_keys: Vec<String>,
    },
    /// `renameChatRoom`.
    Rename {
        actor_id: Uuid,
        title: String,
    },
    /// `saveGeneratedDocument`: the completed answer of a document generation is saved as the
    /// document `document_id` (which the edge creates right after). A generation is saved once.
    SaveAnswerAsDocument {
        actor_id: Uuid,
        answer_id: Uuid,
        document_id: Uuid,
    },
    /// The document of a save was refused when it was created: the answer is not saved after
    /// all, and may be saved again.
    ReleaseSavedAnswer {
        answer_id: Uuid,
        document_id: Uuid,
    },
    /// `applyGeneratedWorkflowSteps`: the steps the completed answer of a flow generation
    /// proposed are applied to the workflow instance `instance_id` (which the edge changes right
    /// after). A generation is applied once (issue 37 §6).
    ApplyAnswerToWorkflow {
        actor_id: Uuid,
        answer_id: Uuid,
        instance_id: Uuid,
    },
    /// The instance refused the steps of an apply: the answer is not applied after all, and may
    /// be applied again.
    ReleaseAppliedAnswer {
        answer_id: Uuid,
        instance_id: Uuid,
    },
    /// Issue 35: to the trash (`deleteNode`), and back from it (`restoreNode`); the edge asks
    /// that the caller is the room's owner.
    Delete,
    Restore,
}

impl crate::Command for ChatRoomCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::Start { .. } => "StartChatRoom",
            Self::Post { .. } => "PostChatMessage",
            Self::CompleteAnswer { .. } => "CompleteChatAnswer",
            Self::FailAnswer { .. } => "FailChatAnswer",
            Self::StopAnswer { .. } => "StopChatAnswer",
            Self::RetryAnswer { .. } => "RetryChatAnswer",
            Self::Rename { .. } => "RenameChatRoom",
            Self::SaveAnswerAsDocument { .. } => "SaveGeneratedDocument",
            Self::ReleaseSavedAnswer { .. } => "ReleaseGeneratedDocument",
            Self::ApplyAnswerToWorkflow { .. } => "ApplyGeneratedFlow",
            Self::ReleaseAppliedAnswer { .. } => "ReleaseGeneratedFlow",
            Self::Delete => "DeleteChatRoom",
            Self::Restore => "RestoreChatRoom",
        }
    }
}
