//! Questions (spec §4: question status closed 1, answered 2, processing 3). A question is asked
//! about a project, about one of a project's organizations, or internally; it is answered,
//! closed and reopened.

mod aggregate;
mod commands;
mod events;

pub use aggregate::{Question, QuestionError, QuestionLookup, QuestionServices};
pub use commands::QuestionCommand;
pub use events::{QuestionEvent, QuestionScope, QuestionStatus};

/// Longest question title, in characters.
pub const TITLE_MAX_CHARS: usize = 200;
/// Longest question body (markdown), in characters.
pub const BODY_MAX_CHARS: usize = 20_000;
/// Longest answer (markdown), in characters.
pub const ANSWER_MAX_CHARS: usize = 20_000;

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: "Question",
    event_types: QuestionEvent::TYPES,
    upcasters: crate::no_upcasters,
};
