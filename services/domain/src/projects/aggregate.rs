use std::collections::HashSet;
use std::sync::Arc;

use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{
    DESCRIPTION_MAX_CHARS, MAX_EMPLOYEES, MAX_ORGANIZATIONS, NAME_MAX_CHARS, ProjectCommand,
    ProjectEvent, ProjectStatus,
};
use crate::text;

/// Why a project command was rejected. Each variant maps to one catalogue code at the edge.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProjectError {
    #[error("Project not found")]
    NotFound,
    #[error("Project already exists")]
    AlreadyExists,
    #[error("Invalid name")]
    InvalidName,
    #[error("Invalid description")]
    InvalidDescription,
    #[error("Invalid status")]
    InvalidStatus,
    /// More distinct organizations than [`MAX_ORGANIZATIONS`].
    #[error("Invalid organization IDs")]
    InvalidOrganizationIds,
    /// More distinct employees than [`MAX_EMPLOYEES`].
    #[error("Invalid employee IDs")]
    InvalidEmployeeIds,
    #[error("Employee not found")]
    EmployeeNotFound,
    #[error("Organization not found")]
    OrganizationNotFound,
    /// Spec §4: setting a status to its current value is rejected.
    #[error("Current status is same to new status")]
    SameStatus,
    /// Spec §5: updates equal to current data are rejected.
    #[error("The submitted data is identical to current information.")]
    Identical,
    /// Issue 35: a project that questions, applications or issues name is not deleted from
    /// under them; the edge shows what depends on it.
    #[error("Project is in use")]
    InUse(ProjectDependents),
    /// Only a deleted project is restored.
    #[error("The project is not deleted")]
    NotDeleted,
    #[error("project lookup failed: {0}")]
    Lookup(String),
}

/// What depends on a project, counted by the edge when a delete is asked for.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProjectDependents {
    /// Questions asked in the project.
    pub questions: i64,
    /// Applications of the project.
    pub applications: i64,
    /// Issues of the project.
    pub issues: i64,
}

impl ProjectDependents {
    pub fn total(&self) -> i64 {
        self.questions + self.applications + self.issues
    }
}

/// Lookups the project rules need. Implemented at the edge against the employees and
/// organizations read models. Each answers with the ids it does not know (empty: all known),
/// so a whole list costs one round trip.
#[async_trait::async_trait]
pub trait ProjectLookup: Send + Sync {
    async fn missing_employees(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String>;
    async fn missing_organizations(&self, ids: &[Uuid]) -> Result<Vec<Uuid>, String>;
    /// What names the project now (issue 35: asked before it is deleted).
    async fn dependents(&self, project_id: Uuid) -> Result<ProjectDependents, String>;
}

/// The services a project command may use.
#[derive(Clone)]
pub struct ProjectServices {
    pub lookup: Arc<dyn ProjectLookup>,
}

/// A project's state, as far as its rules need it. Also folded for auditors' history, hence
/// the plain field names.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Project {
    pub id: Option<Uuid>,
    pub name: String,
    pub description: String,
    pub status: ProjectStatus,
    pub organization_ids: Vec<Uuid>,
    pub employee_ids: Vec<Uuid>,
    /// In the trash (issue 35): every command but a restore finds no project.
    #[serde(default)]
    pub deleted: bool,
}

impl Project {
    fn exists(&self) -> bool {
        self.id.is_some() && !self.deleted
    }
}

/// `ids` without repeats, in first-seen order (the order the form showed them), or `None` when
/// more than `max` distinct ids remain.
fn unique_ids(ids: Vec<Uuid>, max: usize) -> Option<Vec<Uuid>> {
    let mut seen = HashSet::with_capacity(ids.len());
    let unique: Vec<Uuid> = ids.into_iter().filter(|id| seen.insert(*id)).collect();
    (unique.len() <= max).then_some(unique)
}

/// Membership is a set: the same ids in another order are no change (spec §5 would otherwise
/// let a re-ordered list through as an "update").
fn same_members(a: &[Uuid], b: &[Uuid]) -> bool {
    a.iter().collect::<HashSet<_>>() == b.iter().collect::<HashSet<_>>()
}

/// The ids of `wanted` that `current` does not hold yet. Only these are looked up: ids already
/// on the project were checked when they were added, and one that has since disappeared from a
/// read model must not block editing the rest of the project.
fn added(wanted: &[Uuid], current: &[Uuid]) -> Vec<Uuid> {
    let current: HashSet<&Uuid> = current.iter().collect();
    wanted
        .iter()
        .filter(|id| !current.contains(id))
        .copied()
        .collect()
}

async fn check_organizations(services: &ProjectServices, ids: &[Uuid]) -> Result<(), ProjectError> {
    if ids.is_empty() {
        return Ok(());
    }
    let missing = services
        .lookup
        .missing_organizations(ids)
        .await
        .map_err(ProjectError::Lookup)?;
    if missing.is_empty() {
        Ok(())
    } else {
        Err(ProjectError::OrganizationNotFound)
    }
}

async fn check_employees(services: &ProjectServices, ids: &[Uuid]) -> Result<(), ProjectError> {
    if ids.is_empty() {
        return Ok(());
    }
    let missing = services
        .lookup
        .missing_employees(ids)
        .await
        .map_err(ProjectError::Lookup)?;
    if missing.is_empty() {
        Ok(())
    } else {
        Err(ProjectError::EmployeeNotFound)
    }
}

struct ValidDetails {
    name: String,
    description: String,
    organization_ids: Vec<Uuid>,
    employee_ids: Vec<Uuid>,
}

/// The checks that need no lookup, in the form's field order.
fn validate_details(
    name: &str,
    description: &str,
    organization_ids: Vec<Uuid>,
    employee_ids: Vec<Uuid>,
) -> Result<ValidDetails, ProjectError> {
    Ok(ValidDetails {
        name: text::required_text(name, NAME_MAX_CHARS).ok_or(ProjectError::InvalidName)?,
        description: text::optional_text(description, DESCRIPTION_MAX_CHARS)
            .ok_or(ProjectError::InvalidDescription)?,
        organization_ids: unique_ids(organization_ids, MAX_ORGANIZATIONS)
            .ok_or(ProjectError::InvalidOrganizationIds)?,
        employee_ids: unique_ids(employee_ids, MAX_EMPLOYEES)
            .ok_or(ProjectError::InvalidEmployeeIds)?,
    })
}

impl Aggregate for Project {
    const TYPE: &'static str = "Project";
    type Command = ProjectCommand;
    type Event = ProjectEvent;
    type Error = ProjectError;
    type Services = ProjectServices;

    async fn handle(
        &mut self,
        command: ProjectCommand,
        services: &ProjectServices,
        sink: &EventSink<Self>,
    ) -> Result<(), ProjectError> {
        if let ProjectCommand::CreateProject {
            project_id,
            name,
            description,
            status_id,
            organization_ids,
            employee_ids,
        } = command
        {
            if self.id.is_some() {
                return Err(ProjectError::AlreadyExists);
            }
            let valid = validate_details(&name, &description, organization_ids, employee_ids)?;
            let status = ProjectStatus::from_id(status_id).ok_or(ProjectError::InvalidStatus)?;
            check_organizations(services, &valid.organization_ids).await?;
            check_employees(services, &valid.employee_ids).await?;
            let event = ProjectEvent::ProjectCreated {
                project_id,
                name: valid.name,
                description: valid.description,
                status,
                organization_ids: valid.organization_ids,
                employee_ids: valid.employee_ids,
            };
            sink.write(event, self).await;
            return Ok(());
        }
        if let ProjectCommand::RestoreProject = command {
            if self.id.is_none() {
                return Err(ProjectError::NotFound);
            }
            if !self.deleted {
                return Err(ProjectError::NotDeleted);
            }
            sink.write(ProjectEvent::ProjectRestored {}, self).await;
            return Ok(());
        }
        if !self.exists() {
            return Err(ProjectError::NotFound);
        }
        match command {
            ProjectCommand::RestoreProject => unreachable!("handled above"),
            ProjectCommand::DeleteProject => {
                let id = self.id.ok_or(ProjectError::NotFound)?;
                let dependents = services
                    .lookup
                    .dependents(id)
                    .await
                    .map_err(ProjectError::Lookup)?;
                if dependents.total() > 0 {
                    return Err(ProjectError::InUse(dependents));
                }
                sink.write(ProjectEvent::ProjectDeleted {}, self).await;
            }
            ProjectCommand::CreateProject { .. } => unreachable!("handled above"),
            ProjectCommand::UpdateProject {
                name,
                description,
                organization_ids,
                employee_ids,
            } => {
                let valid = validate_details(&name, &description, organization_ids, employee_ids)?;
                let details_changed =
                    valid.name != self.name || valid.description != self.description;
                let organizations_changed =
                    !same_members(&valid.organization_ids, &self.organization_ids);
                let team_changed = !same_members(&valid.employee_ids, &self.employee_ids);
                if !(details_changed || organizations_changed || team_changed) {
                    return Err(ProjectError::Identical);
                }
                if organizations_changed {
                    let new = added(&valid.organization_ids, &self.organization_ids);
                    check_organizations(services, &new).await?;
                }
                if team_changed {
                    check_employees(services, &added(&valid.employee_ids, &self.employee_ids))
                        .await?;
                }
                // Only what changed is written (spec §5), one event per part of the form.
                if details_changed {
                    let event = ProjectEvent::ProjectDetailsChanged {
                        name: valid.name,
                        description: valid.description,
                    };
                    sink.write(event, self).await;
                }
                if organizations_changed {
                    let event = ProjectEvent::ProjectOrganizationsChanged {
                        organization_ids: valid.organization_ids,
                    };
                    sink.write(event, self).await;
                }
                if team_changed {
                    let event = ProjectEvent::ProjectTeamChanged {
                        employee_ids: valid.employee_ids,
                    };
                    sink.write(event, self).await;
                }
            }
            ProjectCommand::ChangeProjectStatus { status_id } => {
                // Spec §4 lists the statuses but no workflow between them: any status may
                // follow any other, only a repeat of the current one is refused.
                let to = ProjectStatus::from_id(status_id).ok_or(ProjectError::InvalidStatus)?;
                if to == self.status {
                    return Err(ProjectError::SameStatus);
                }
                sink.write(
                    ProjectEvent::ProjectStatusChanged {
                        from: self.status,
                        to,
                    },
                    self,
                )
                .await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: ProjectEvent) {
        match event {
            ProjectEvent::ProjectCreated {
                project_id,
                name,
                description,
                status,
                organization_ids,
                employee_ids,
            } => {
                *self = Project {
                    id: Some(project_id),
                    name,
                    description,
                    status,
                    organization_ids,
                    employee_ids,
                    deleted: false,
                };
            }
            ProjectEvent::ProjectDetailsChanged { name, description } => {
                self.name = name;
                self.description = description;
            }
            ProjectEvent::ProjectOrganizationsChanged { organization_ids } => {
                self.organization_ids = organization_ids;
            }
            ProjectEvent::ProjectTeamChanged { employee_ids } => self.employee_ids = employee_ids,
            ProjectEvent::ProjectStatusChanged { to, .. } => self.status = to,
            ProjectEvent::ProjectDeleted { .. } => self.deleted = true,
            ProjectEvent::ProjectRestored { .. } => self.deleted = false,
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
