use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{ApplicationCommand, ApplicationEvent, ApplicationServices, ApplicationStatus};
use crate::applications::{DESCRIPTION_MAX_CHARS, NAME_MAX_CHARS};
use crate::text;

/// Why an application command was rejected. Each variant maps to one catalogue code at the
/// edge; the messages are the spec's words (§8) where it has them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ApplicationError {
    #[error("Project application not found")]
    NotFound,
    #[error("Application already exists")]
    AlreadyExists,
    #[error("Invalid name")]
    InvalidName,
    #[error("Invalid description")]
    InvalidDescription,
    #[error("Invalid status")]
    InvalidStatus,
    #[error("Project not found")]
    ProjectNotFound,
    /// Spec §4: setting a status to its current value is rejected.
    #[error("Current status is same to new status")]
    StatusSame,
    /// Spec §5: updates equal to current data are rejected.
    #[error("The submitted data is identical to current information.")]
    NothingChanged,
    /// Issue 35: only a deleted application is restored from the trash.
    #[error("The application is not deleted")]
    NotDeleted,
    #[error("application lookup failed: {0}")]
    Lookup(String),
}

/// An application's state, as far as its rules need it. Also folded for auditors' history,
/// hence the plain field names. Before creation `id` is `None` and the rest is empty.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Application {
    pub id: Option<Uuid>,
    pub project_id: Uuid,
    pub name: String,
    pub description: String,
    pub status: ApplicationStatus,
    /// In the trash (issue 35): every command but its restore finds no application. A state
    /// serialized before the trash reads as not deleted.
    #[serde(default)]
    pub deleted: bool,
}

/// The checks on the form's two text fields, in its order: the name is trimmed and required,
/// the description (markdown) optional and kept as sent (leading spaces can be meaningful).
fn validate(name: &str, description: String) -> Result<(String, String), ApplicationError> {
    let name = text::required_text(name, NAME_MAX_CHARS).ok_or(ApplicationError::InvalidName)?;
    // Counted like `text::optional_text`, without copying the description.
    if description.chars().count() > DESCRIPTION_MAX_CHARS {
        return Err(ApplicationError::InvalidDescription);
    }
    Ok((name, description))
}

fn valid_status(status_id: i32) -> Result<ApplicationStatus, ApplicationError> {
    ApplicationStatus::from_id(status_id).ok_or(ApplicationError::InvalidStatus)
}

impl Application {
    /// Whether it was created and is not in the trash (issue 35).
    pub fn exists(&self) -> bool {
        self.id.is_some() && !self.deleted
    }

    /// The one event `command` makes, or why it is refused.
    async fn decide(
        &self,
        command: ApplicationCommand,
        services: &ApplicationServices,
    ) -> Result<ApplicationEvent, ApplicationError> {
        if let ApplicationCommand::CreateApplication {
            application_id,
            project_id,
            name,
            description,
            status_id,
        } = command
        {
            // Its id is taken in the trash too.
            if self.id.is_some() {
                return Err(ApplicationError::AlreadyExists);
            }
            let (name, description) = validate(&name, description)?;
            let status = valid_status(status_id)?;
            let known = services
                .lookup
                .project_exists(project_id)
                .await
                .map_err(ApplicationError::Lookup)?;
            if !known {
                return Err(ApplicationError::ProjectNotFound);
            }
            return Ok(ApplicationEvent::ApplicationCreated {
                application_id,
                project_id,
                name,
                description,
                status,
            });
        }
        if let ApplicationCommand::RestoreApplication = command {
            if self.id.is_none() {
                return Err(ApplicationError::NotFound);
            }
            if !self.deleted {
                return Err(ApplicationError::NotDeleted);
            }
            // Its project may have gone to the trash meanwhile (nothing named it then: a
            // project's applications are those not deleted): it comes back only where it can
            // stand, as a project's question does.
            let known = services
                .lookup
                .project_exists(self.project_id)
                .await
                .map_err(ApplicationError::Lookup)?;
            if !known {
                return Err(ApplicationError::ProjectNotFound);
            }
            return Ok(ApplicationEvent::ApplicationRestored {});
        }
        // A deleted application is not found by any other command (issue 35).
        if !self.exists() {
            return Err(ApplicationError::NotFound);
        }
        Ok(match command {
            ApplicationCommand::CreateApplication { .. }
            | ApplicationCommand::RestoreApplication => unreachable!("handled above"),
            // Whoever may edit it deletes it (the edge asks; issue 35), with its pages and
            // requirements: they are its own, so nothing else depends on it.
            ApplicationCommand::DeleteApplication => ApplicationEvent::ApplicationDeleted {},
            ApplicationCommand::UpdateApplication { name, description } => {
                let (name, description) = validate(&name, description)?;
                if name == self.name && description == self.description {
                    return Err(ApplicationError::NothingChanged);
                }
                ApplicationEvent::ApplicationUpdated { name, description }
            }
            ApplicationCommand::ChangeApplicationStatus { status_id } => {
                let to = valid_status(status_id)?;
                if to == self.status {
                    return Err(ApplicationError::StatusSame);
                }
                ApplicationEvent::ApplicationStatusChanged {
                    from: self.status,
                    to,
                }
            }
        })
    }
}

impl Aggregate for Application {
    const TYPE: &'static str = "Application";
    type Command = ApplicationCommand;
    type Event = ApplicationEvent;
    type Error = ApplicationError;
    type Services = ApplicationServices;

    async fn handle(
        &mut self,
        command: ApplicationCommand,
        services: &ApplicationServices,
        sink: &EventSink<Self>,
    ) -> Result<(), ApplicationError> {
        let event = self.decide(command, services).await?;
        sink.write(event, self).await;
        Ok(())
    }

    fn apply(&mut self, event: ApplicationEvent) {
        match event {
            ApplicationEvent::ApplicationCreated {
                application_id,
                project_id,
                name,
                description,
                status,
            } => {
                *self = Application {
                    id: Some(application_id),
                    project_id,
                    name,
                    description,
                    status,
                    deleted: false,
                };
            }
            ApplicationEvent::ApplicationUpdated { name, description } => {
                self.name = name;
                self.description = description;
            }
            ApplicationEvent::ApplicationStatusChanged { to, .. } => self.status = to,
            ApplicationEvent::ApplicationDeleted {} => self.deleted = true,
            ApplicationEvent::ApplicationRestored {} => self.deleted = false,
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
