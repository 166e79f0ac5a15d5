//! Chats (spec §2 `/new-chat`, `/chat-with-ai`, `/documents/generate`; §3 entities "chat room",
//! named fields `roomId`, `message`, `files`, `aiModelId`, `aiToolIds`, `attachedDocuments`; §4
//! message author ai, human; §8 "Not found: … Chat room", 'AI model is not supported',
//! 'Invalid AI tool IDs', 'AI tools do not belong to this AI model'; issue 18).
//!
//! One area, one aggregate, [`room`]: a conversation one employee has with an AI model,
//! alone or through an agent. The room holds its messages: an employee's message and the AI's
//! answer to it are events on the room, so the order of a conversation is the order of its
//! stream, and the rule "one answer at a time" is the room's to keep. An answer is started
//! when the message is posted and finished (completed, failed or stopped) by whoever streams
//! it; its tokens are not events, only the finished text is.
//!
//! The types shared with the edge (an agent at a version, a file, a tool call, token usage,
//! an answer's status) live here; every public name is re-exported from this module.

pub mod room;

use serde::{Deserialize, Serialize};
use uuid::Uuid;

pub use room::{
    ChatLookup, ChatRoom, ChatRoomCommand, ChatRoomError, ChatRoomEvent, ChatRoomServices,
};

/// Longest message an employee may post, in characters (trimmed).
pub const MESSAGE_MAX_CHARS: usize = 32_000;
/// Longest room title, in characters (trimmed).
pub const TITLE_MAX_CHARS: usize = 120;
/// Most files one message may carry.
pub const MAX_FILES: usize = 10;
/// Most documents one message may attach (after de-duplication).
pub const MAX_ATTACHED_DOCUMENTS: usize = 20;

/// What a room is for: a conversation (`/chat-with-ai`), or writing a document
/// (`/documents/generate`), whose completed answers may be saved as drafts, or proposing a
/// workflow's steps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChatPurpose {
    #[default]
    Chat,
    Document,
    /// `/workflow-instances/{id}/flow-generate` (issue 20): the answer proposes workflow steps
    /// as JSON, which the owner edits and accepts.
    Workflow,
}

/// An agent as it was when it answered: its id and its aggregate version (agents record the
/// whole profile on every save, so the version names the instruction that was used).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct AgentRef {
    pub agent_id: Uuid,
    pub version: u64,
}

/// A file an employee sent with a message. The bytes live in object storage; the domain only
/// records what was sent.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatFile {
    pub file_id: Uuid,
    pub name: String,
    pub content_type: String,
    pub size: u64,
}

/// A tool the model used while answering: what it asked for and what the tool answered.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ToolCallRecord {
    /// The provider's id for this use of the tool.
    pub tool_use_id: String,
    /// The tool's key as the model named it (it may name one that is not ours).
    pub name: String,
    /// The arguments as the model sent them.
    pub input: serde_json::Value,
    /// What the tool answered; `None` when it never finished.
    pub output: Option<serde_json::Value>,
    pub is_error: bool,
}

/// Tokens an answer cost, as the provider counted them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct TokenUsage {
    pub input_tokens: u32,
    pub output_tokens: u32,
}

/// Where an AI answer is: being written, or finished one of three ways. Only a failed or
/// stopped answer may be retried.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AnswerStatus {
    Streaming,
    Completed,
    Failed,
    Stopped,
}
