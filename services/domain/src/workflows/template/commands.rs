use uuid::Uuid;

use crate::workflows::{StepPlan, Visibility};

/// What a caller asks of a workflow template. Texts and steps arrive as sent, so that the
/// aggregate, not the edge, decides whether they are valid. The visibility arrives decoded:
/// the edge turns the form's id into a [`Visibility`] with [`Visibility::from_id`].
#[derive(Debug, Clone, PartialEq)]
pub enum WorkflowTemplateCommand {
    /// The new-template form; `author_id` is the signed-in employee.
    Create {
        template_id: Uuid,
        author_id: Uuid,
        name: String,
        description: String,
        visibility: Visibility,
        steps: Vec<StepPlan>,
    },
    /// The edit form: name, description and every step, as they should be.
    Update {
        name: String,
        description: String,
        steps: Vec<StepPlan>,
    },
    ChangeVisibility {
        visibility: Visibility,
    },
    Archive,
    /// Un-archives it.
    Restore,
    /// Issue 35: to the trash, and back from it (not the un-archive above).
    Delete,
    RestoreFromTrash,
}

impl crate::Command for WorkflowTemplateCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::Create { .. } => "CreateWorkflowTemplate",
            Self::Update { .. } => "UpdateWorkflowTemplate",
            Self::ChangeVisibility { .. } => "ChangeWorkflowTemplateVisibility",
            Self::Archive => "ArchiveWorkflowTemplate",
            Self::Restore => "RestoreWorkflowTemplate",
            Self::Delete => "DeleteWorkflowTemplate",
            Self::RestoreFromTrash => "RestoreWorkflowTemplateFromTrash",
        }
    }
}
