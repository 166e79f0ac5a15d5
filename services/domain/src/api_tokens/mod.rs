//! Personal API tokens (issue 34 §3): an employee's credential for scripts and integrations,
//! with a name, a scope (read, or read and write) and an expiry. The token acts exactly as its
//! owner. Only what people see of a token lives here (its name, scope, visible prefix, expiry
//! and whether it was revoked); its secret's digest is kept beside the journal, in the auth
//! store, because the journal must never hold a secret.

mod aggregate;
mod commands;
mod events;

pub use aggregate::{ApiToken, ApiTokenError};
pub use commands::ApiTokenCommand;
pub use events::{ApiTokenEvent, ApiTokenScope};

/// Longest token name, in characters.
pub const NAME_MAX_CHARS: usize = 100;

/// The longest a token may live: a year (and a day, so "a year from today" picked in any time
/// zone is allowed).
pub const MAX_LIFETIME_DAYS: i64 = 366;

/// The lifetime a token gets when its creator names none.
pub const DEFAULT_LIFETIME_DAYS: i64 = 90;

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: "ApiToken",
    event_types: ApiTokenEvent::TYPES,
    upcasters: crate::no_upcasters,
};
