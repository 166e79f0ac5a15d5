use uuid::Uuid;

/// What an admin asks of a document category.
#[derive(Debug, Clone, PartialEq)]
pub enum DocumentCategoryCommand {
    CreateCategory {
        category_id: Uuid,
        name: String,
        description: String,
    },
    /// Replaces both fields at once (the edit form sends both).
    UpdateCategory { name: String, description: String },
}

impl crate::Command for DocumentCategoryCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::CreateCategory { .. } => "CreateCategory",
            Self::UpdateCategory { .. } => "UpdateCategory",
        }
    }
}
