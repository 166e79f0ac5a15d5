use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::workflows::{StepPlan, Visibility};

/// What happened to a workflow template. Names are past tense and stable; see
/// `event_version`. Texts and steps as recorded (see
/// [`validate_steps`](crate::workflows::validate_steps)).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum WorkflowTemplateEvent {
    WorkflowTemplateCreated {
        template_id: Uuid,
        author_id: Uuid,
        name: String,
        description: String,
        visibility: Visibility,
        steps: Vec<StepPlan>,
    },
    /// The whole form, as it now is.
    WorkflowTemplateUpdated {
        name: String,
        description: String,
        steps: Vec<StepPlan>,
    },
    WorkflowTemplateVisibilityChanged {
        visibility: Visibility,
    },
    WorkflowTemplateArchived {},
    /// Un-archived: in use again (not the trash's restore).
    WorkflowTemplateRestored {},
    /// To the trash (issue 35); `WorkflowTemplateRestoredFromTrash` brings it back as it was.
    /// Named apart from `WorkflowTemplateRestored` (un-archive), which was stored first, so
    /// history tells the two apart.
    WorkflowTemplateDeleted {},
    WorkflowTemplateRestoredFromTrash {},
}

impl WorkflowTemplateEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &[
        "WorkflowTemplateCreated",
        "WorkflowTemplateUpdated",
        "WorkflowTemplateVisibilityChanged",
        "WorkflowTemplateArchived",
        "WorkflowTemplateRestored",
        "WorkflowTemplateDeleted",
        "WorkflowTemplateRestoredFromTrash",
    ];
}

impl DomainEvent for WorkflowTemplateEvent {
    fn event_type(&self) -> String {
        match self {
            Self::WorkflowTemplateCreated { .. } => "WorkflowTemplateCreated",
            Self::WorkflowTemplateUpdated { .. } => "WorkflowTemplateUpdated",
            Self::WorkflowTemplateVisibilityChanged { .. } => "WorkflowTemplateVisibilityChanged",
            Self::WorkflowTemplateArchived {} => "WorkflowTemplateArchived",
            Self::WorkflowTemplateRestored {} => "WorkflowTemplateRestored",
            Self::WorkflowTemplateDeleted {} => "WorkflowTemplateDeleted",
            Self::WorkflowTemplateRestoredFromTrash {} => "WorkflowTemplateRestoredFromTrash",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
