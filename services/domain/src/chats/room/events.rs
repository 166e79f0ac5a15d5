use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{AgentRef, ChatFile, ChatPurpose, TokenUsage, ToolCallRecord};

/// What happened in a chat room. Names are past tense and stable; see `event_version`.
/// A human message and the AI answer to it are separate events (spec §4 message author ai,
/// human): `ChatMessagePosted` is the human's, `ChatAnswer*` the AI's.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum ChatRoomEvent {
    /// The title is trimmed.
    ChatRoomStarted {
        room_id: Uuid,
        owner_id: Uuid,
        purpose: ChatPurpose,
        title: String,
        agent: Option<AgentRef>,
    },
    /// The text is trimmed; document ids without repeats, in first-seen order.
    ChatMessagePosted {
        message_id: Uuid,
        author_id: Uuid,
        text: String,
        files: Vec<ChatFile>,
        document_ids: Vec<Uuid>,
    },
    /// An answer to `reply_to` is being written by `model_id` with `tool_keys` (without
    /// repeats, in catalogue order). `retry_of`: the failed or stopped answer it replaces.
    ChatAnswerStarted {
        answer_id: Uuid,
        reply_to: Uuid,
        model_id: Uuid,
        tool_keys: Vec<String>,
        agent: Option<AgentRef>,
        retry_of: Option<Uuid>,
    },
    ChatAnswerCompleted {
        answer_id: Uuid,
        text: String,
        tool_calls: Vec<ToolCallRecord>,
        usage: TokenUsage,
        stop_reason: String,
    },
    ChatAnswerFailed {
        answer_id: Uuid,
        code: String,
        detail: String,
        text: String,
        tool_calls: Vec<ToolCallRecord>,
    },
    ChatAnswerStopped {
        answer_id: Uuid,
        text: String,
        tool_calls: Vec<ToolCallRecord>,
        usage: Option<TokenUsage>,
    },
    /// The title, trimmed.
    ChatRoomRenamed {
        title: String,
    },
    /// A completed answer of a document generation was saved by `saved_by` as the document
    /// `document_id` (issue 37 §6: a generation is saved once, and leads to its document).
    ChatAnswerSavedAsDocument {
        answer_id: Uuid,
        document_id: Uuid,
        saved_by: Uuid,
    },
    /// The document of `ChatAnswerSavedAsDocument` was refused when it was created: the answer
    /// is not saved after all.
    ChatAnswerSaveReleased {
        answer_id: Uuid,
        document_id: Uuid,
    },
    /// The steps a completed answer of a flow generation proposed were applied by `applied_by`
    /// to the workflow instance `instance_id` (issue 37 §6: a generation is applied once, and
    /// leads to its workflow).
    ChatAnswerAppliedToWorkflow {
        answer_id: Uuid,
        instance_id: Uuid,
        applied_by: Uuid,
    },
    /// The instance refused the steps of `ChatAnswerAppliedToWorkflow`: the answer is not
    /// applied after all.
    ChatAnswerApplyReleased {
        answer_id: Uuid,
        instance_id: Uuid,
    },
    /// To the trash (issue 35), with its messages; `ChatRoomRestored` brings it back as it was.
    ChatRoomDeleted {},
    ChatRoomRestored {},
}

impl ChatRoomEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &[
        "ChatRoomStarted",
        "ChatMessagePosted",
        "ChatAnswerStarted",
        "ChatAnswerCompleted",
        "ChatAnswerFailed",
        "ChatAnswerStopped",
        "ChatRoomRenamed",
        "ChatAnswerSavedAsDocument",
        "ChatAnswerSaveReleased",
        "ChatAnswerAppliedToWorkflow",
        "ChatAnswerApplyReleased",
        "ChatRoomDeleted",
        "ChatRoomRestored",
    ];
}

impl DomainEvent for ChatRoomEvent {
    fn event_type(&self) -> String {
        match self {
            Self::ChatRoomStarted { .. } => "ChatRoomStarted",
            Self::ChatMessagePosted { .. } => "ChatMessagePosted",
            Self::ChatAnswerStarted { .. } => "ChatAnswerStarted",
            Self::ChatAnswerCompleted { .. } => "ChatAnswerCompleted",
            Self::ChatAnswerFailed { .. } => "ChatAnswerFailed",
            Self::ChatAnswerStopped { .. } => "ChatAnswerStopped",
            Self::ChatRoomRenamed { .. } => "ChatRoomRenamed",
            Self::ChatAnswerSavedAsDocument { .. } => "ChatAnswerSavedAsDocument",
            Self::ChatAnswerSaveReleased { .. } => "ChatAnswerSaveReleased",
            Self::ChatAnswerAppliedToWorkflow { .. } => "ChatAnswerAppliedToWorkflow",
            Self::ChatAnswerApplyReleased { .. } => "ChatAnswerApplyReleased",
            Self::ChatRoomDeleted {} => "ChatRoomDeleted",
            Self::ChatRoomRestored {} => "ChatRoomRestored",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
