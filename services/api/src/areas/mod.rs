//! The areas' application layer (issue 31): what an area's rules need beyond its pure domain
//! (the lookups its aggregates' services ask of the journal and the read models), written
//! once in the area's own module and called by its resolvers, the seed and the workers. One
//! module per area, named as the area is named in every layer; a new area adds one line here.
//!
//! *Invariant:* an area's module calls another area only through that area's `pub` functions
//! here, never its resolvers.

pub mod agents;
pub mod ai;
pub mod api_tokens;
pub mod applications;
pub mod chats;
pub mod documents;
pub mod emails;
pub mod issues;
pub mod members;
pub mod notifications;
pub mod organizations;
pub mod projects;
pub mod questions;
pub mod tags;
pub mod tasks;
pub mod views;
pub mod workflows;
