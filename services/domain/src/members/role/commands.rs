#[derive(Debug, Clone, PartialEq)]
pub enum RoleCommand {
    DefineRole {
        role_id: i32,
        name: String,
        category_id: i32,
    },
    RenameRole {
        name: String,
    },
    /// Refused while anything depends on the role (issue 37 §1: references must not break).
    DeleteRole,
    /// Brings a deleted role back under its name (the edge claims the name first).
    RestoreRole,
}

impl crate::Command for RoleCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::DefineRole { .. } => "DefineRole",
            Self::RenameRole { .. } => "RenameRole",
            Self::DeleteRole => "DeleteRole",
            Self::RestoreRole => "RestoreRole",
        }
    }
}
