use uuid::Uuid;

use super::RoleAssignment;

/// What an admin asks of a permission category. Access levels of single assignments arrive
/// raw (as the spec's numeric ids) so that the aggregate decides whether they are valid.
#[derive(Debug, Clone, PartialEq)]
pub enum PermissionCategoryCommand {
    CreatePermissionCategory {
        permission_category_id: Uuid,
        name: String,
        description: String,
        role_assignments: Vec<RoleAssignment>,
    },
    /// Replaces both fields at once (the edit form sends both).
    UpdatePermissionCategory {
        name: String,
        description: String,
    },
    /// Assigns `role_id` the access `access_id`, replacing any other access it had.
    AssignRole {
        role_id: i32,
        access_id: i32,
    },
    UnassignRole {
        role_id: i32,
    },
}

impl crate::Command for PermissionCategoryCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::CreatePermissionCategory { .. } => "CreatePermissionCategory",
            Self::UpdatePermissionCategory { .. } => "UpdatePermissionCategory",
            Self::AssignRole { .. } => "AssignRole",
            Self::UnassignRole { .. } => "UnassignRole",
        }
    }
}
