use uuid::Uuid;

/// What an employee asks of their favourites.
#[derive(Debug, Clone, PartialEq)]
pub enum DocumentFavouritesCommand {
    /// Carries the employee's id because the first favourite creates the list.
    AddFavourite {
        employee_id: Uuid,
        document_id: Uuid,
    },
    RemoveFavourite {
        document_id: Uuid,
    },
}

impl crate::Command for DocumentFavouritesCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::AddFavourite { .. } => "AddFavourite",
            Self::RemoveFavourite { .. } => "RemoveFavourite",
        }
    }
}
