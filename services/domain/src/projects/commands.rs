use uuid::Uuid;

/// What a caller asks of a project. The status arrives raw (as the spec's numeric id) and the id
/// lists as sent, so that the aggregate, not the edge, decides whether they are valid.
#[derive(Debug, Clone, PartialEq)]
pub enum ProjectCommand {
    CreateProject {
        project_id: Uuid,
        name: String,
        description: String,
        status_id: i32,
        organization_ids: Vec<Uuid>,
        employee_ids: Vec<Uuid>,
    },
    /// Replaces every editable field at once (the edit form sends all of them).
    UpdateProject {
        name: String,
        description: String,
        organization_ids: Vec<Uuid>,
        employee_ids: Vec<Uuid>,
    },
    ChangeProjectStatus {
        status_id: i32,
    },
    /// Moves the project to the trash (issue 35), unless questions, applications or issues
    /// name it.
    DeleteProject,
    /// Brings a deleted project back as it was.
    RestoreProject,
}

impl crate::Command for ProjectCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::CreateProject { .. } => "CreateProject",
            Self::UpdateProject { .. } => "UpdateProject",
            Self::ChangeProjectStatus { .. } => "ChangeProjectStatus",
            Self::DeleteProject => "DeleteProject",
            Self::RestoreProject => "RestoreProject",
        }
    }
}
