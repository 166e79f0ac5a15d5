//! An agent role (spec §3 agent field `role`, `roleCategoryId`; §6 role categories
//! Management 1, Execution 2; §8 "Not found: … Agent role", 'Role category not found'): a name
//! in one of the role categories employees' roles use, by which agents are sorted and
//! filtered. Deleted to the trash only when no agent has it (issue 35): agents keep theirs.

mod aggregate;
mod commands;
mod events;

pub use crate::members::role::RoleCategory;
pub use aggregate::{
    AgentRole, AgentRoleDependents, AgentRoleError, AgentRoleLookup, AgentRoleServices,
};
pub use commands::AgentRoleCommand;
pub use events::AgentRoleEvent;

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: <AgentRole as crate::Aggregate>::TYPE,
    event_types: AgentRoleEvent::TYPES,
    upcasters: crate::no_upcasters,
};
