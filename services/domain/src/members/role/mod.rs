//! Roles and role categories (spec §6: Management 1, Execution 2; role id 1 is Admin).
//! The members issue extends this with renaming, deletion and the last-admin rule.

mod aggregate;
mod commands;
mod events;

pub use aggregate::{Role, RoleDependents, RoleError, RoleServices, RoleUsage};
pub use commands::RoleCommand;
pub use events::{RoleCategory, RoleEvent};

/// The Admin role's id (spec §6).
pub const ADMIN_ROLE_ID: i32 = 1;
/// Longest role name, in characters.
pub const NAME_MAX_CHARS: usize = 100;

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: "Role",
    event_types: RoleEvent::TYPES,
    upcasters: crate::no_upcasters,
};
