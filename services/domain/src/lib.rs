//! Staffhub's pure domain: aggregates, commands, events and business rules.
//!
//! Role: decide. Given an aggregate's current state and a command, return events or a typed
//! rejection. Nothing here performs IO; lookups the rules need (does this employee exist?)
//! arrive through each aggregate's cqrs-es `Services` type.
//!
//! *Invariant:* this crate never depends on axum, async-graphql, sqlx or NATS.
//! *Invariant:* event type names and versions are stable; a changed payload shape gets a new
//! version plus an upcaster in `staffhub-journal`, never an edit of stored events.

pub mod agents;
pub mod ai;
pub mod api_tokens;
pub mod applications;
pub mod bulk;
pub mod chats;
pub mod documents;
pub mod emails;
pub mod imports;
pub mod issues;
pub mod members;
pub mod notifications;
pub mod organizations;
pub mod projects;
pub mod questions;
pub mod tags;
pub mod tasks;
pub mod text;
pub mod views;
pub mod workflows;

use cqrs_es::persist::EventUpcaster;
pub use cqrs_es::{Aggregate, DomainEvent};

/// A command's stable name (metrics, logs), implemented by every aggregate's command enum.
pub trait Command {
    fn name(&self) -> &'static str;
}

/// What the journal knows of an aggregate type: the event types it writes and the upcasters
/// that translate its old stored shapes on read (house rule 3: stored events are never edited).
#[derive(Debug)]
pub struct AggregateKind {
    pub aggregate_type: &'static str,
    pub event_types: &'static [&'static str],
    /// Oldest first.
    pub upcasters: fn() -> Vec<Box<dyn EventUpcaster>>,
}

/// For aggregates whose events have only ever had one shape.
pub fn no_upcasters() -> Vec<Box<dyn EventUpcaster>> {
    Vec::new()
}

/// Every aggregate. A new aggregate adds one line here; the api's area registry is checked
/// against this list (`graphql::areas` tests).
pub static AGGREGATES: &[AggregateKind] = &[
    tasks::KIND,
    members::employee::KIND,
    members::role::KIND,
    tags::KIND,
    organizations::KIND,
    projects::KIND,
    questions::KIND,
    documents::document::KIND,
    documents::category::KIND,
    documents::permission::KIND,
    documents::favourites::KIND,
    issues::issue::KIND,
    issues::status::KIND,
    issues::category::KIND,
    applications::application::KIND,
    applications::node::KIND,
    emails::template::KIND,
    emails::job::KIND,
    emails::delivery::KIND,
    ai::model::KIND,
    agents::role::KIND,
    agents::agent::KIND,
    chats::room::KIND,
    views::KIND,
    workflows::template::KIND,
    workflows::instance::KIND,
    notifications::KIND,
    bulk::KIND,
    imports::KIND,
    api_tokens::KIND,
];

/// The aggregate kind stored under `aggregate_type`.
pub fn aggregate_kind(aggregate_type: &str) -> Option<&'static AggregateKind> {
    AGGREGATES
        .iter()
        .find(|kind| kind.aggregate_type == aggregate_type)
}
