use uuid::Uuid;

/// What a caller asks of an application. The status arrives raw (as the spec's numeric id)
/// so that the aggregate, not the edge, decides whether it is valid.
#[derive(Debug, Clone, PartialEq)]
pub enum ApplicationCommand {
    /// The new-application form (`/applications/new`).
    CreateApplication {
        application_id: Uuid,
        project_id: Uuid,
        name: String,
        description: String,
        status_id: i32,
    },
    /// The edit form: name and description.
    UpdateApplication {
        name: String,
        description: String,
    },
    ChangeApplicationStatus {
        status_id: i32,
    },
    /// Issue 35: to the trash (`deleteNode`), its pages and requirements with it (the edge
    /// gives each of them `DeleteWithApplication` in the same append), and back from it
    /// (`restoreNode`), with them.
    DeleteApplication,
    RestoreApplication,
}

impl crate::Command for ApplicationCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::CreateApplication { .. } => "CreateApplication",
            Self::UpdateApplication { .. } => "UpdateApplication",
            Self::ChangeApplicationStatus { .. } => "ChangeApplicationStatus",
            Self::DeleteApplication => "DeleteApplication",
            Self::RestoreApplication => "RestoreApplication",
        }
    }
}
