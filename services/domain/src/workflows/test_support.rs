//! What the template and instance tests share.

use uuid::Uuid;

use super::StepPlan;

/// A step as recorded, named `name`, with nothing else.
pub(crate) fn plain(key: Uuid, name: &str) -> StepPlan {
    StepPlan {
        key,
        name: name.into(),
        description: String::new(),
        approver_role_id: None,
        expected_documents: vec![],
        due_after_hours: None,
    }
}
