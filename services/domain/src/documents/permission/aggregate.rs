use std::collections::HashSet;

use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{DocumentServices, PermissionCategoryCommand, PermissionCategoryEvent, RoleAssignment};
use crate::documents::{
    DESCRIPTION_MAX_CHARS, NAME_MAX_CHARS, RoleRejection, decide_role_assignment, is_assigned,
    put_assignment, remove_assignment,
};
use crate::text;

/// Why a permission category command was rejected. Each variant maps to one catalogue code at
/// the edge; the messages are the spec's words (§8).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PermissionCategoryError {
    #[error("Permission not found")]
    NotFound,
    #[error("Permission already exists")]
    AlreadyExists,
    #[error("Invalid name")]
    InvalidName,
    #[error("Invalid description")]
    InvalidDescription,
    #[error("Invalid access")]
    InvalidAccess,
    /// The same role listed twice in one form: which access was meant is unclear.
    #[error("Invalid role assignments")]
    InvalidRoleAssignments,
    #[error("Role not found")]
    RoleNotFound,
    #[error("Role assignment already exists")]
    RoleAssignmentExists,
    #[error("Assignment not found")]
    AssignmentNotFound,
    /// Spec §5: updates equal to current data are rejected.
    #[error("The submitted data is identical to current information.")]
    Identical,
    #[error("document lookup failed: {0}")]
    Lookup(String),
}

impl From<RoleRejection> for PermissionCategoryError {
    fn from(rejection: RoleRejection) -> Self {
        match rejection {
            RoleRejection::InvalidAccess => Self::InvalidAccess,
            RoleRejection::RoleNotFound => Self::RoleNotFound,
            RoleRejection::RoleAssignmentExists => Self::RoleAssignmentExists,
            RoleRejection::Lookup(message) => Self::Lookup(message),
        }
    }
}

/// A permission category's state. Also folded for auditors' history, hence the plain field
/// names.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct PermissionCategory {
    pub id: Option<Uuid>,
    pub name: String,
    pub description: String,
    /// Kept sorted by role id.
    pub role_assignments: Vec<RoleAssignment>,
}

/// The checks on the name and description, in the form's order: the name is trimmed and
/// required, the description optional and kept as sent.
fn validate(name: &str, description: String) -> Result<(String, String), PermissionCategoryError> {
    let name =
        text::required_text(name, NAME_MAX_CHARS).ok_or(PermissionCategoryError::InvalidName)?;
    let description = text::optional_text(&description, DESCRIPTION_MAX_CHARS)
        .ok_or(PermissionCategoryError::InvalidDescription)?;
    Ok((name, description))
}

impl Aggregate for PermissionCategory {
    const TYPE: &'static str = "PermissionCategory";
    type Command = PermissionCategoryCommand;
    type Event = PermissionCategoryEvent;
    type Error = PermissionCategoryError;
    type Services = DocumentServices;

    async fn handle(
        &mut self,
        command: PermissionCategoryCommand,
        services: &DocumentServices,
        sink: &EventSink<Self>,
    ) -> Result<(), PermissionCategoryError> {
        if let PermissionCategoryCommand::CreatePermissionCategory {
            permission_category_id,
            name,
            description,
            mut role_assignments,
        } = command
        {
            if self.id.is_some() {
                return Err(PermissionCategoryError::AlreadyExists);
            }
            let (name, description) = validate(&name, description)?;
            let mut seen = HashSet::with_capacity(role_assignments.len());
            if !role_assignments.iter().all(|a| seen.insert(a.role_id)) {
                return Err(PermissionCategoryError::InvalidRoleAssignments);
            }
            // Sorted like the state keeps them, so the event reads the same however the form
            // listed the roles.
            role_assignments.sort_by_key(|a| a.role_id);
            let role_ids: Vec<i32> = role_assignments.iter().map(|a| a.role_id).collect();
            if !services
                .knows_roles(&role_ids)
                .await
                .map_err(PermissionCategoryError::Lookup)?
            {
                return Err(PermissionCategoryError::RoleNotFound);
            }
            let event = PermissionCategoryEvent::PermissionCategoryCreated {
                permission_category_id,
                name,
                description,
                role_assignments,
            };
            sink.write(event, self).await;
            return Ok(());
        }
        if self.id.is_none() {
            return Err(PermissionCategoryError::NotFound);
        }
        match command {
            PermissionCategoryCommand::CreatePermissionCategory { .. } => {
                unreachable!("handled above")
            }
            PermissionCategoryCommand::UpdatePermissionCategory { name, description } => {
                let (name, description) = validate(&name, description)?;
                // Spec §5.
                if name == self.name && description == self.description {
                    return Err(PermissionCategoryError::Identical);
                }
                let event =
                    PermissionCategoryEvent::PermissionCategoryUpdated { name, description };
                sink.write(event, self).await;
            }
            PermissionCategoryCommand::AssignRole { role_id, access_id } => {
                let access =
                    decide_role_assignment(&self.role_assignments, role_id, access_id, services)
                        .await?;
                let event =
                    PermissionCategoryEvent::PermissionCategoryRoleAssigned { role_id, access };
                sink.write(event, self).await;
            }
            PermissionCategoryCommand::UnassignRole { role_id } => {
                if !is_assigned(&self.role_assignments, role_id) {
                    return Err(PermissionCategoryError::AssignmentNotFound);
                }
                let event = PermissionCategoryEvent::PermissionCategoryRoleUnassigned { role_id };
                sink.write(event, self).await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: PermissionCategoryEvent) {
        match event {
            PermissionCategoryEvent::PermissionCategoryCreated {
                permission_category_id,
                name,
                description,
                role_assignments,
            } => {
                *self = PermissionCategory {
                    id: Some(permission_category_id),
                    name,
                    description,
                    role_assignments,
                };
            }
            PermissionCategoryEvent::PermissionCategoryUpdated { name, description } => {
                self.name = name;
                self.description = description;
            }
            PermissionCategoryEvent::PermissionCategoryRoleAssigned { role_id, access } => {
                put_assignment(&mut self.role_assignments, role_id, access);
            }
            PermissionCategoryEvent::PermissionCategoryRoleUnassigned { role_id } => {
                remove_assignment(&mut self.role_assignments, role_id);
            }
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
