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
    DeleteRole,
}

impl crate::Command for RoleCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::DefineRole { .. } => "DefineRole",
            Self::RenameRole { .. } => "RenameRole",
            Self::DeleteRole => "DeleteRole",
        }
    }
}
