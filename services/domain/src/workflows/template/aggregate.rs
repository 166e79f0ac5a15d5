use std::sync::Arc;

use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{WorkflowTemplateCommand, WorkflowTemplateEvent};
use crate::text;
use crate::workflows::{
    DESCRIPTION_MAX_CHARS, NAME_MAX_CHARS, StepPlan, TemplateSnapshot, Visibility, added_roles,
    validate_steps,
};

/// Why a workflow template command was rejected. Each variant maps to one catalogue code at
/// the edge; the messages are the spec's words (§8) where it has them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WorkflowTemplateError {
    /// Spec §8 "Not found: … Template".
    #[error("Template not found")]
    NotFound,
    #[error("Template already exists")]
    AlreadyExists,
    #[error("Invalid name")]
    InvalidName,
    #[error("Invalid description")]
    InvalidDescription,
    /// See [`validate_steps`](crate::workflows::validate_steps).
    #[error("Invalid steps")]
    InvalidSteps,
    /// A step's approver role that does not exist.
    #[error("Role not found")]
    RoleNotFound,
    /// Spec §5: updates equal to current data are rejected.
    #[error("The submitted data is identical to current information.")]
    NothingChanged,
    /// Spec §8: the visibility asked for is the one the template has.
    #[error("Current status is same to new status")]
    SameVisibility,
    /// An archived template is not edited until it is restored.
    #[error("Template is archived")]
    Archived,
    /// Spec §4's rule for archivable things: not archived again.
    #[error("Template is already archived")]
    AlreadyArchived,
    #[error("Template is not archived")]
    NotArchived,
    /// Issue 35: only a deleted template is restored from the trash.
    #[error("The template is not deleted")]
    NotDeleted,
}

/// Lookups the template rules need, answered at the edge from the write side.
#[async_trait::async_trait]
pub trait WorkflowTemplateLookup: Send + Sync {
    /// The members role ids of `role_ids` that do not exist (empty: all exist). Asked only
    /// about approver roles new to the template, never about an empty list.
    async fn missing_roles(&self, role_ids: &[i32]) -> Vec<i32>;
}

/// The services a workflow template command may use.
#[derive(Clone)]
pub struct WorkflowTemplateServices {
    pub lookup: Arc<dyn WorkflowTemplateLookup>,
}

/// A workflow template's state. Before creation `id` is `None`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct WorkflowTemplate {
    id: Option<Uuid>,
    author_id: Uuid,
    name: String,
    description: String,
    visibility: Visibility,
    steps: Vec<StepPlan>,
    archived: bool,
    /// In the trash (issue 35): every command but its restore finds no template, and no
    /// instance starts from it. A state serialized before the trash reads as not deleted.
    #[serde(default)]
    deleted: bool,
}

impl WorkflowTemplate {
    /// Whether the template was created and is not in the trash (issue 35).
    pub fn exists(&self) -> bool {
        self.id.is_some() && !self.deleted
    }

    /// In the trash (issue 35).
    pub fn deleted(&self) -> bool {
        self.deleted
    }

    pub fn id(&self) -> Option<Uuid> {
        self.id
    }

    /// The employee who created the template.
    pub fn author_id(&self) -> Uuid {
        self.author_id
    }

    /// Trimmed; empty before creation.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Trimmed; may be empty.
    pub fn description(&self) -> &str {
        &self.description
    }

    pub fn visibility(&self) -> Visibility {
        self.visibility
    }

    /// In order, as recorded.
    pub fn steps(&self) -> &[StepPlan] {
        &self.steps
    }

    pub fn archived(&self) -> bool {
        self.archived
    }

    /// Whether the template may start an instance (spec §8 'Template is not active'
    /// otherwise): it exists, is active and is not archived.
    pub fn usable(&self) -> bool {
        self.exists() && self.visibility == Visibility::Active && !self.archived
    }

    /// What an instance started from this template is told of it, the template being at
    /// `version` (the aggregate's version, read with it from the journal); `None` before
    /// creation.
    pub fn snapshot(&self, version: u64) -> Option<TemplateSnapshot> {
        Some(TemplateSnapshot {
            template_id: self.id?,
            version,
            name: self.name.clone(),
            usable: self.usable(),
            steps: self.steps.clone(),
        })
    }
}

/// The form's texts and steps as they would be recorded, in the form's field order.
fn validate(
    name: &str,
    description: &str,
    steps: Vec<StepPlan>,
) -> Result<(String, String, Vec<StepPlan>), WorkflowTemplateError> {
    let name =
        text::required_text(name, NAME_MAX_CHARS).ok_or(WorkflowTemplateError::InvalidName)?;
    let description = text::optional_text(description.trim(), DESCRIPTION_MAX_CHARS)
        .ok_or(WorkflowTemplateError::InvalidDescription)?;
    let steps = validate_steps(steps).ok_or(WorkflowTemplateError::InvalidSteps)?;
    Ok((name, description, steps))
}

/// Asks about the approver roles of `steps` that `current` does not name yet.
async fn check_roles(
    services: &WorkflowTemplateServices,
    steps: &[StepPlan],
    current: &[StepPlan],
) -> Result<(), WorkflowTemplateError> {
    let new_roles = added_roles(steps, current);
    if !new_roles.is_empty() && !services.lookup.missing_roles(&new_roles).await.is_empty() {
        return Err(WorkflowTemplateError::RoleNotFound);
    }
    Ok(())
}

impl WorkflowTemplate {
    /// The one event `command` makes, or why it is refused.
    async fn decide(
        &self,
        command: WorkflowTemplateCommand,
        services: &WorkflowTemplateServices,
    ) -> Result<WorkflowTemplateEvent, WorkflowTemplateError> {
        if let WorkflowTemplateCommand::Create {
            template_id,
            author_id,
            name,
            description,
            visibility,
            steps,
        } = command
        {
            // Its id is taken in the trash too.
            if self.id.is_some() {
                return Err(WorkflowTemplateError::AlreadyExists);
            }
            let (name, description, steps) = validate(&name, &description, steps)?;
            check_roles(services, &steps, &[]).await?;
            return Ok(WorkflowTemplateEvent::WorkflowTemplateCreated {
                template_id,
                author_id,
                name,
                description,
                visibility,
                steps,
            });
        }
        if let WorkflowTemplateCommand::RestoreFromTrash = command {
            if self.id.is_none() {
                return Err(WorkflowTemplateError::NotFound);
            }
            if !self.deleted {
                return Err(WorkflowTemplateError::NotDeleted);
            }
            // It comes back as it was: archived or not, with its visibility and steps.
            return Ok(WorkflowTemplateEvent::WorkflowTemplateRestoredFromTrash {});
        }
        if !self.exists() {
            return Err(WorkflowTemplateError::NotFound);
        }
        Ok(match command {
            WorkflowTemplateCommand::Create { .. } | WorkflowTemplateCommand::RestoreFromTrash => {
                unreachable!("handled above")
            }
            // Whoever edits a template deletes it (Management), whatever its visibility,
            // archived or not, and whatever its instances are doing (issue 35). Its instances
            // do not depend on it: each copied its template's steps, name and version when it
            // started (spec §2 "workflow instances and templates"; the instance's
            // `TemplateSnapshot`, read once by `StartWorkflowInstance`) and reads nothing of
            // the template after that, so a running one keeps running, its approvals pending
            // (outside-systems.md "Approval steps": a durable pause tied to one subject), and
            // refusing the deletion until every colleague's claim finished would only hold the
            // manager up. A deleted template starts no instance ('Template not found').
            WorkflowTemplateCommand::Delete => WorkflowTemplateEvent::WorkflowTemplateDeleted {},
            WorkflowTemplateCommand::Update {
                name,
                description,
                steps,
            } => {
                if self.archived {
                    return Err(WorkflowTemplateError::Archived);
                }
                let (name, description, steps) = validate(&name, &description, steps)?;
                if name == self.name && description == self.description && steps == self.steps {
                    return Err(WorkflowTemplateError::NothingChanged);
                }
                check_roles(services, &steps, &self.steps).await?;
                WorkflowTemplateEvent::WorkflowTemplateUpdated {
                    name,
                    description,
                    steps,
                }
            }
            WorkflowTemplateCommand::ChangeVisibility { visibility } => {
                if self.archived {
                    return Err(WorkflowTemplateError::Archived);
                }
                if visibility == self.visibility {
                    return Err(WorkflowTemplateError::SameVisibility);
                }
                WorkflowTemplateEvent::WorkflowTemplateVisibilityChanged { visibility }
            }
            WorkflowTemplateCommand::Archive => {
                if self.archived {
                    return Err(WorkflowTemplateError::AlreadyArchived);
                }
                WorkflowTemplateEvent::WorkflowTemplateArchived {}
            }
            WorkflowTemplateCommand::Restore => {
                if !self.archived {
                    return Err(WorkflowTemplateError::NotArchived);
                }
                WorkflowTemplateEvent::WorkflowTemplateRestored {}
            }
        })
    }
}

impl Aggregate for WorkflowTemplate {
    const TYPE: &'static str = "WorkflowTemplate";
    type Command = WorkflowTemplateCommand;
    type Event = WorkflowTemplateEvent;
    type Error = WorkflowTemplateError;
    type Services = WorkflowTemplateServices;

    async fn handle(
        &mut self,
        command: WorkflowTemplateCommand,
        services: &WorkflowTemplateServices,
        sink: &EventSink<Self>,
    ) -> Result<(), WorkflowTemplateError> {
        let event = self.decide(command, services).await?;
        sink.write(event, self).await;
        Ok(())
    }

    fn apply(&mut self, event: WorkflowTemplateEvent) {
        match event {
            WorkflowTemplateEvent::WorkflowTemplateCreated {
                template_id,
                author_id,
                name,
                description,
                visibility,
                steps,
            } => {
                *self = WorkflowTemplate {
                    id: Some(template_id),
                    author_id,
                    name,
                    description,
                    visibility,
                    steps,
                    archived: false,
                    deleted: false,
                };
            }
            WorkflowTemplateEvent::WorkflowTemplateUpdated {
                name,
                description,
                steps,
            } => {
                self.name = name;
                self.description = description;
                self.steps = steps;
            }
            WorkflowTemplateEvent::WorkflowTemplateVisibilityChanged { visibility } => {
                self.visibility = visibility;
            }
            WorkflowTemplateEvent::WorkflowTemplateArchived {} => self.archived = true,
            WorkflowTemplateEvent::WorkflowTemplateRestored {} => self.archived = false,
            WorkflowTemplateEvent::WorkflowTemplateDeleted {} => self.deleted = true,
            WorkflowTemplateEvent::WorkflowTemplateRestoredFromTrash {} => self.deleted = false,
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
