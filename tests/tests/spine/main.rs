//! End-to-end tests of the spine against real PostgreSQL and NATS (one binary, many modules,
//! so the suite links once).

mod agents;
mod api_tokens;
mod applications;
mod bulk;
mod chats;
mod documents;
mod emails;
mod export;
mod fuzz;
mod history;
mod http_conformance;
mod identity;
mod imports;
mod issues;
mod journal;
mod members;
mod notification_email;
mod notifications;
mod operability;
mod organizations;
mod policy;
mod projection_batches;
mod projects;
mod protocol;
mod questions;
mod read_pool;
mod rebuild;
mod schema;
mod search;
mod sessions;
mod subscriptions;
mod tags;
mod tasks;
mod trash;
mod uploads;
mod views;
mod workflows;

pub const CREATE_TASK: &str = "mutation($input: CreateTaskInput!) {
  createTask(input: $input) { task { id title description statusId priorityId dueDate version
    assignee { id name } createdBy { name } } taskEdge { cursor node { id } } } }";
