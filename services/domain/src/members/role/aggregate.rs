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
    type Services = ();

    async fn handle(
        &mut self,
        command: RoleCommand,
        _: &(),
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
                    Some(_) => {}
                }
                sink.write(RoleEvent::RoleDeleted, self).await;
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
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
