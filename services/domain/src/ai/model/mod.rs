//! An AI model (spec §3 "AI model"): a model of a configured provider, as admins register it
//! (`createAiModel`, `updateAiModel`, `setAiModelEnabled`): the provider's name for it, the
//! name staff see, how long its answers may be, and which tools of [`TOOL_KEYS`] it may use.
//! Only an enabled model answers chats (spec §8 'AI model is not supported'); whether its
//! provider is configured on this server is the edge's question (`providerConfigured`), so a
//! model may be registered before its provider is.
//!
//! [`TOOL_KEYS`]: crate::ai::TOOL_KEYS

mod aggregate;
mod commands;
mod events;

pub use aggregate::{AiModel, AiModelError, AiModelServices};
pub use commands::AiModelCommand;
pub use events::AiModelEvent;

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: <AiModel as crate::Aggregate>::TYPE,
    event_types: AiModelEvent::TYPES,
    upcasters: crate::no_upcasters,
};
