use chrono::NaiveDate;
use uuid::Uuid;

/// What a caller asks of a task. Ids for status and priority arrive raw (as the spec's numeric
/// ids) so that the aggregate, not the edge, decides whether they are valid.
#[derive(Debug, Clone, PartialEq)]
pub enum TaskCommand {
    CreateTask {
        task_id: Uuid,
        title: String,
        description: String,
        priority_id: i32,
        assignee_id: Option<Uuid>,
        due_date: Option<NaiveDate>,
    },
    /// A task made from an issue (the issue's `ConvertToTask`): open, with nobody assigned
    /// and no due date; the title, description and priority are the issue's.
    CreateTaskFromIssue {
        task_id: Uuid,
        issue_id: Uuid,
        title: String,
        description: String,
        priority_id: i32,
    },
    /// Replaces every editable field at once (the update form).
    UpdateTask {
        title: String,
        description: String,
        priority_id: i32,
        assignee_id: Option<Uuid>,
        due_date: Option<NaiveDate>,
    },
    ChangeTaskStatus {
        status_id: i32,
    },
    ChangeTaskPriority {
        priority_id: i32,
    },
    AssignTask {
        assignee_id: Option<Uuid>,
    },
    /// Moves the task to the trash (issue 35).
    DeleteTask,
    /// Brings a deleted task back as it was.
    RestoreTask,
}

impl crate::Command for TaskCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::CreateTask { .. } => "CreateTask",
            Self::CreateTaskFromIssue { .. } => "CreateTaskFromIssue",
            Self::UpdateTask { .. } => "UpdateTask",
            Self::ChangeTaskStatus { .. } => "ChangeTaskStatus",
            Self::ChangeTaskPriority { .. } => "ChangeTaskPriority",
            Self::AssignTask { .. } => "AssignTask",
            Self::DeleteTask => "DeleteTask",
            Self::RestoreTask => "RestoreTask",
        }
    }
}
