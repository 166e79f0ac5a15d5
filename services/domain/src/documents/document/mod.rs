//! A document (spec §4: status active 1, archived 2, draft 3): a title, a markdown body, an
//! optional category and permission category, tags, role assignments and attachments. Every
//! save of the edit form, and every restore of an old revision, is a new revision; the read
//! side keeps each revision's title and body so that one can be restored.
//!
//! The role assignments here add to those of the document's permission category; the edge
//! combines both (see [`crate::documents`]).

mod aggregate;
mod commands;
mod events;

use serde::{Deserialize, Serialize};
use uuid::Uuid;

pub use super::{
    Attachment, DocumentAccess, DocumentLookup, DocumentServices, DocumentStatus, RoleAssignment,
};
pub use aggregate::{Document, DocumentError};
pub use commands::DocumentCommand;
pub use events::DocumentEvent;

/// Where a document written by AI came from (spec §2 `/documents/generate`; issue 18): the
/// answer of a document chat room it was saved from, the model (and agent, at its version)
/// that wrote it, and the employee's message that asked for it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GeneratedBy {
    pub room_id: Uuid,
    /// The AI answer the document was saved from.
    pub message_id: Uuid,
    pub model_id: Uuid,
    pub agent: Option<crate::chats::AgentRef>,
    /// The employee's message the answer replied to.
    pub prompt: String,
}

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: "Document",
    event_types: DocumentEvent::TYPES,
    upcasters: crate::no_upcasters,
};
