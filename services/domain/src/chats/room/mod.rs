//! A chat room (spec §3 "chat room"): one employee's conversation with an AI model, alone or
//! through an agent. Only its owner posts, retries, stops and renames; nobody else reads it
//! (the edge's rule).
//!
//! A posted message starts an answer at once (`ChatMessagePosted` then `ChatAnswerStarted`);
//! the answer streams until it is completed, fails or is stopped. One answer at a time: while
//! one is being written, nothing is posted or retried. A failed or stopped answer, if it is
//! the room's latest, may be retried: a new answer to the same message starts.

mod aggregate;
mod commands;
mod events;

pub use super::{AgentRef, AnswerStatus, ChatFile, ChatPurpose, TokenUsage, ToolCallRecord};
pub use aggregate::{ChatLookup, ChatRoom, ChatRoomError, ChatRoomServices};
pub use commands::ChatRoomCommand;
pub use events::ChatRoomEvent;

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: <ChatRoom as crate::Aggregate>::TYPE,
    event_types: ChatRoomEvent::TYPES,
    upcasters: crate::no_upcasters,
};
