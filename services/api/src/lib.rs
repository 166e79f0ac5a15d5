//! Staffhub's edge: the HTTP server, the GraphQL API, identity and the error catalogue.
//!
//! Role: turn requests into commands on the journal (write side) and into queries over
//! read-model tables (read side); feed GraphQL subscriptions from NATS; serve the built
//! frontend and uploaded files on the same port.
//!
//! *Invariant:* queries read only read-model tables, through `read`. The deliberate exceptions
//! are `audit` (the journal is the audit record) and a mutation's answer after its
//! read-your-writes wait ran out (folded from the entity's own events).
//! *Invariant:* every error a client sees carries a catalogue code and a translated message.
//! *Invariant:* every root operation has a policy row in its area's descriptor
//! (`graphql::areas`), enforced on the server (a guard on every `Query`/`Mutation` object;
//! subscription resolvers check at subscribe time). A type no area registers cannot be read.

pub mod access;
pub mod ai;
pub mod app;
pub mod areas;
pub mod audit;
pub mod bulk;
pub mod catalogue;
pub mod command;
pub mod config;
pub mod error;
pub mod export;
pub mod files;
pub mod graphql;
pub mod graphql_http;
pub mod http;
pub mod hub;
pub mod identity;
pub mod import;
pub mod jobs;
pub mod locale;
pub mod lookups;
pub mod mail;
pub mod metrics;
pub mod names;
pub mod policy;
pub mod query_cache;
pub mod read;
pub mod roles;
pub mod seed;
pub mod sessions;
pub mod state;
pub mod workflows;

pub use app::{RunningServer, StartupError, connect, migrate, start};
pub use config::Config;
