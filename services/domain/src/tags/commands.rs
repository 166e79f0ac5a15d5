use uuid::Uuid;

/// What a caller asks of a tag. The colour arrives raw so the aggregate decides its validity.
#[derive(Debug, Clone, PartialEq)]
pub enum TagCommand {
    CreateTag {
        tag_id: Uuid,
        name: String,
        color: String,
    },
    /// Renames and/or recolours (the edit form sends both).
    UpdateTag { name: String, color: String },
    /// To the trash (issue 35): items that carry the tag keep it, unseen until it is restored.
    DeleteTag,
    /// Back from the trash, as it was (its name is claimed again at the edge).
    RestoreTag,
}

impl crate::Command for TagCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::CreateTag { .. } => "CreateTag",
            Self::UpdateTag { .. } => "UpdateTag",
            Self::DeleteTag => "DeleteTag",
            Self::RestoreTag => "RestoreTag",
        }
    }
}
