use std::sync::Arc;

use chrono::NaiveDate;
use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{
    DESCRIPTION_MAX_CHARS, TITLE_MAX_CHARS, TaskCommand, TaskEvent, TaskPriority, TaskStatus,
};
use crate::text;

/// Why a task command was rejected. Each variant maps to one catalogue code at the edge.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TaskError {
    #[error("Task not found")]
    NotFound,
    /// Only a deleted task is restored.
    #[error("The task is not deleted")]
    NotDeleted,
    #[error("Task already exists")]
    AlreadyExists,
    #[error("Invalid title")]
    InvalidTitle,
    #[error("Invalid description")]
    InvalidDescription,
    #[error("Invalid status")]
    InvalidStatus,
    #[error("Invalid priority")]
    InvalidPriority,
    #[error("Employee not found")]
    AssigneeNotFound,
    /// Spec §4: setting a status to its current value is rejected.
    #[error("Current status is same to new status")]
    SameStatus,
    /// Spec §5: updates equal to current data are rejected.
    #[error("The submitted data is identical to current information.")]
    Identical,
    #[error("employee lookup failed: {0}")]
    Lookup(String),
}

/// Lookups the task rules need. Implemented at the edge against the employees read model.
#[async_trait::async_trait]
pub trait EmployeeLookup: Send + Sync {
    async fn employee_exists(&self, employee_id: Uuid) -> Result<bool, String>;
}

/// The services a task command may use.
#[derive(Clone)]
pub struct TaskServices {
    pub employees: Arc<dyn EmployeeLookup>,
}

/// A task's state, as far as its rules need it.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Task {
    pub id: Option<Uuid>,
    pub title: String,
    pub description: String,
    pub status: TaskStatus,
    pub priority: TaskPriority,
    pub assignee_id: Option<Uuid>,
    pub due_date: Option<NaiveDate>,
    /// In the trash (issue 35): every command but a restore finds no task.
    #[serde(default)]
    pub deleted: bool,
}

impl Task {
    fn exists(&self) -> bool {
        self.id.is_some() && !self.deleted
    }

    /// The checks every way of creating a task makes: not created yet, valid details.
    fn validate_new(
        &self,
        title: &str,
        description: &str,
        priority_id: i32,
    ) -> Result<ValidDetails, TaskError> {
        if self.id.is_some() {
            return Err(TaskError::AlreadyExists);
        }
        validate_details(title, description, priority_id)
    }

    async fn check_assignee(
        services: &TaskServices,
        assignee_id: Option<Uuid>,
    ) -> Result<(), TaskError> {
        match assignee_id {
            None => Ok(()),
            Some(id) => match services.employees.employee_exists(id).await {
                Ok(true) => Ok(()),
                Ok(false) => Err(TaskError::AssigneeNotFound),
                Err(e) => Err(TaskError::Lookup(e)),
            },
        }
    }
}

struct ValidDetails {
    title: String,
    description: String,
    priority: TaskPriority,
}

fn validate_details(
    title: &str,
    description: &str,
    priority_id: i32,
) -> Result<ValidDetails, TaskError> {
    Ok(ValidDetails {
        title: text::required_text(title, TITLE_MAX_CHARS).ok_or(TaskError::InvalidTitle)?,
        description: text::optional_text(description, DESCRIPTION_MAX_CHARS)
            .ok_or(TaskError::InvalidDescription)?,
        priority: TaskPriority::from_id(priority_id).ok_or(TaskError::InvalidPriority)?,
    })
}

impl Aggregate for Task {
    const TYPE: &'static str = "Task";
    type Command = TaskCommand;
    type Event = TaskEvent;
    type Error = TaskError;
    type Services = TaskServices;

    async fn handle(
        &mut self,
        command: TaskCommand,
        services: &TaskServices,
        sink: &EventSink<Self>,
    ) -> Result<(), TaskError> {
        if let TaskCommand::CreateTask {
            task_id,
            title,
            description,
            priority_id,
            assignee_id,
            due_date,
        } = command
        {
            let valid = self.validate_new(&title, &description, priority_id)?;
            Self::check_assignee(services, assignee_id).await?;
            let event = TaskEvent::TaskCreated {
                task_id,
                title: valid.title,
                description: valid.description,
                status: TaskStatus::Open,
                priority: valid.priority,
                assignee_id,
                due_date,
            };
            sink.write(event, self).await;
            return Ok(());
        }
        if let TaskCommand::CreateTaskFromIssue {
            task_id,
            issue_id,
            title,
            description,
            priority_id,
        } = command
        {
            let valid = self.validate_new(&title, &description, priority_id)?;
            let event = TaskEvent::TaskCreatedFromIssue {
                task_id,
                issue_id,
                title: valid.title,
                description: valid.description,
                priority_id: valid.priority.id(),
            };
            sink.write(event, self).await;
            return Ok(());
        }
        if let TaskCommand::RestoreTask = command {
            if self.id.is_none() {
                return Err(TaskError::NotFound);
            }
            if !self.deleted {
                return Err(TaskError::NotDeleted);
            }
            sink.write(TaskEvent::TaskRestored {}, self).await;
            return Ok(());
        }
        if !self.exists() {
            return Err(TaskError::NotFound);
        }
        match command {
            TaskCommand::CreateTask { .. }
            | TaskCommand::CreateTaskFromIssue { .. }
            | TaskCommand::RestoreTask => {
                unreachable!("handled above")
            }
            TaskCommand::DeleteTask => sink.write(TaskEvent::TaskDeleted {}, self).await,
            TaskCommand::UpdateTask {
                title,
                description,
                priority_id,
                assignee_id,
                due_date,
            } => {
                let valid = validate_details(&title, &description, priority_id)?;
                let details_changed = valid.title != self.title
                    || valid.description != self.description
                    || due_date != self.due_date;
                let priority_changed = valid.priority != self.priority;
                let assignee_changed = assignee_id != self.assignee_id;
                if !(details_changed || priority_changed || assignee_changed) {
                    return Err(TaskError::Identical);
                }
                if assignee_changed {
                    Self::check_assignee(services, assignee_id).await?;
                }
                if details_changed {
                    let event = TaskEvent::TaskDetailsUpdated {
                        title: valid.title,
                        description: valid.description,
                        due_date,
                    };
                    sink.write(event, self).await;
                }
                if priority_changed {
                    let event = TaskEvent::TaskPriorityChanged {
                        from: self.priority,
                        to: valid.priority,
                    };
                    sink.write(event, self).await;
                }
                if assignee_changed {
                    sink.write(TaskEvent::TaskAssigned { assignee_id }, self)
                        .await;
                }
            }
            TaskCommand::ChangeTaskStatus { status_id } => {
                let to = TaskStatus::from_id(status_id).ok_or(TaskError::InvalidStatus)?;
                if to == self.status {
                    return Err(TaskError::SameStatus);
                }
                sink.write(
                    TaskEvent::TaskStatusChanged {
                        from: self.status,
                        to,
                    },
                    self,
                )
                .await;
            }
            TaskCommand::ChangeTaskPriority { priority_id } => {
                let to = TaskPriority::from_id(priority_id).ok_or(TaskError::InvalidPriority)?;
                if to == self.priority {
                    return Err(TaskError::Identical);
                }
                sink.write(
                    TaskEvent::TaskPriorityChanged {
                        from: self.priority,
                        to,
                    },
                    self,
                )
                .await;
            }
            TaskCommand::AssignTask { assignee_id } => {
                if assignee_id == self.assignee_id {
                    return Err(TaskError::Identical);
                }
                Self::check_assignee(services, assignee_id).await?;
                sink.write(TaskEvent::TaskAssigned { assignee_id }, self)
                    .await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: TaskEvent) {
        match event {
            TaskEvent::TaskCreated {
                task_id,
                title,
                description,
                status,
                priority,
                assignee_id,
                due_date,
            } => {
                *self = Task {
                    id: Some(task_id),
                    title,
                    description,
                    status,
                    priority,
                    assignee_id,
                    due_date,
                    deleted: false,
                };
            }
            TaskEvent::TaskCreatedFromIssue {
                task_id,
                title,
                description,
                priority_id,
                ..
            } => {
                *self = Task {
                    id: Some(task_id),
                    title,
                    description,
                    status: TaskStatus::Open,
                    // Validated when it was decided.
                    priority: TaskPriority::from_id(priority_id).unwrap_or_default(),
                    assignee_id: None,
                    due_date: None,
                    deleted: false,
                };
            }
            TaskEvent::TaskDetailsUpdated {
                title,
                description,
                due_date,
            } => {
                self.title = title;
                self.description = description;
                self.due_date = due_date;
            }
            TaskEvent::TaskStatusChanged { to, .. } => self.status = to,
            TaskEvent::TaskPriorityChanged { to, .. } => self.priority = to,
            TaskEvent::TaskAssigned { assignee_id } => self.assignee_id = assignee_id,
            TaskEvent::TaskDeleted {} => self.deleted = true,
            TaskEvent::TaskRestored {} => self.deleted = false,
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
