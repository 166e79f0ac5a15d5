use uuid::Uuid;

use super::RoleCategory;

/// What a caller asks of an agent role. The name arrives as sent, so that the aggregate, not
/// the edge, decides whether it is valid. The category arrives decoded: the edge turns the
/// form's `roleCategoryId` into a [`RoleCategory`] with [`RoleCategory::from_id`] and reports
/// an unknown id itself (spec §8 'Role category not found').
#[derive(Debug, Clone, PartialEq)]
pub enum AgentRoleCommand {
    /// `createAgentRole`.
    Create {
        role_id: Uuid,
        name: String,
        category: RoleCategory,
    },
    /// `updateAgentRole`: both fields, as they should be.
    Update {
        name: String,
        category: RoleCategory,
    },
    /// Issue 35: to the trash (refused while agents have the role), and back.
    Delete,
    Restore,
}

impl crate::Command for AgentRoleCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::Create { .. } => "CreateAgentRole",
            Self::Update { .. } => "UpdateAgentRole",
            Self::Delete => "DeleteAgentRole",
            Self::Restore => "RestoreAgentRole",
        }
    }
}
