//! Staffhub's pure domain: aggregates, commands, events and business rules.
//!
//! Role: decide. Given an aggregate's current state and a command, return events or a typed
//! rejection. Nothing here performs IO; lookups the rules need (does this employee exist?)
//! arrive through each aggregate's cqrs-es `Services` type.
//!
//! *Invariant:* this crate never depends on axum, async-graphql, sqlx or NATS.
//! *Invariant:* event type names and versions are stable; a changed payload shape gets a new
//! version plus an upcaster in `staffhub-journal`, never an edit of stored events.

pub mod employee;
pub mod role;
pub mod task;
pub mod text;

pub use cqrs_es::{Aggregate, DomainEvent};
