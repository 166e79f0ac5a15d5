use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};

use super::{ADMIN_ROLE_ID, NAME_MAX_CHARS, RoleCategory, RoleCommand, RoleEvent};
use crate::text;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RoleError {
    #[error("Invalid name")]
    InvalidName,
    #[error("Role category not found")]
    CategoryNotFound,
    #[error("Role already exists")]
    AlreadyExists,
    #[error("Role not found")]
    NotFound,
    #[error("The submitted data is identical to current information.")]
    Identical,
    /// The issue: role id 1 is Admin and cannot be deleted.
    #[error("The Admin role cannot be deleted")]
    AdminRoleIsPermanent,
    /// Issue 37 §1: a role that members, documents or workflows depend on is not deleted
    /// from under them; the edge shows what depends on it.
    #[error("Role is in use")]
    InUse(RoleDependents),
    #[error("The role is not deleted")]
    NotDeleted,
    #[error("role usage lookup failed: {0}")]
    Lookup(String),
}

/// What depends on a role, counted by the edge when a delete is asked for.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoleDependents {
    /// Active employees holding the role.
    pub members: i64,
    /// Documents that assign the role (as reader or editor).
    pub documents: i64,
    /// Document permission categories that assign the role.
    pub permission_categories: i64,
    /// Workflow templates, not archived, with a step the role approves.
    pub workflow_templates: i64,
    /// Workflow instances in progress with a step not done that the role approves.
    pub workflow_instances: i64,
}

impl RoleDependents {
    pub fn total(&self) -> i64 {
        self.members
            + self.documents
            + self.permission_categories
            + self.workflow_templates
            + self.workflow_instances
    }
}

/// What the role rules ask of the rest of the system: what depends on a role.
#[async_trait::async_trait]
pub trait RoleUsage: Send + Sync {
    async fn dependents(&self, role_id: i32) -> Result<RoleDependents, String>;
}

/// A role's `Services`: the usage lookup the delete rule needs.
#[derive(Clone)]
pub struct RoleServices {
    pub usage: std::sync::Arc<dyn RoleUsage>,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Role {
    pub role_id: Option<i32>,
    pub name: String,
    pub category: RoleCategory,
    #[serde(default)]
    pub deleted: bool,
}

impl Aggregate for Role {
    const TYPE: &'static str = "Role";
    type Command = RoleCommand;
    type Event = RoleEvent;
    type Error = RoleError;
    type Services = RoleServices;

    async fn handle(
        &mut self,
        command: RoleCommand,
        services: &RoleServices,
        sink: &EventSink<Self>,
    ) -> Result<(), RoleError> {
        match command {
            RoleCommand::DefineRole {
                role_id,
                name,
                category_id,
            } => {
                if self.role_id.is_some() {
                    return Err(RoleError::AlreadyExists);
                }
                let name =
                    text::required_text(&name, NAME_MAX_CHARS).ok_or(RoleError::InvalidName)?;
                let category =
                    RoleCategory::from_id(category_id).ok_or(RoleError::CategoryNotFound)?;
                sink.write(
                    RoleEvent::RoleDefined {
                        role_id,
                        name,
                        category,
                    },
                    self,
                )
                .await;
            }
            RoleCommand::RenameRole { name } => {
                if self.role_id.is_none() || self.deleted {
                    return Err(RoleError::NotFound);
                }
                let name =
                    text::required_text(&name, NAME_MAX_CHARS).ok_or(RoleError::InvalidName)?;
                if name == self.name {
                    return Err(RoleError::Identical);
                }
                sink.write(RoleEvent::RoleRenamed { name }, self).await;
            }
            RoleCommand::DeleteRole => {
                match self.role_id {
                    None => return Err(RoleError::NotFound),
                    Some(_) if self.deleted => return Err(RoleError::NotFound),
                    Some(ADMIN_ROLE_ID) => return Err(RoleError::AdminRoleIsPermanent),
                    Some(role_id) => {
                        let dependents = services
                            .usage
                            .dependents(role_id)
                            .await
                            .map_err(RoleError::Lookup)?;
                        if dependents.total() > 0 {
                            return Err(RoleError::InUse(dependents));
                        }
                    }
                }
                sink.write(RoleEvent::RoleDeleted, self).await;
            }
            RoleCommand::RestoreRole => {
                if self.role_id.is_none() {
                    return Err(RoleError::NotFound);
                }
                if !self.deleted {
                    return Err(RoleError::NotDeleted);
                }
                sink.write(
                    RoleEvent::RoleRestored {
                        name: self.name.clone(),
                        category: self.category,
                    },
                    self,
                )
                .await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: RoleEvent) {
        match event {
            RoleEvent::RoleDefined {
                role_id,
                name,
                category,
            } => {
                *self = Role {
                    role_id: Some(role_id),
                    name,
                    category,
                    deleted: false,
                };
            }
            RoleEvent::RoleRenamed { name } => self.name = name,
            RoleEvent::RoleDeleted => self.deleted = true,
            RoleEvent::RoleRestored { name, category } => {
                self.name = name;
                self.category = category;
                self.deleted = false;
            }
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
