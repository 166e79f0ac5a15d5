use uuid::Uuid;

/// What a caller asks of a saved view. Who may ask (its owner; an admin may delete any) is
/// decided at the edge.
#[derive(Debug, Clone, PartialEq)]
pub enum SavedViewCommand {
    CreateSavedView {
        view_id: Uuid,
        /// The employee whose view it is (the caller).
        owner_id: Uuid,
        /// The list it belongs to, one of [`super::LISTS`].
        list: String,
        name: String,
        /// The list's URL search parameters (filter, sort, columns), as `a=1&b=2`.
        query: String,
        /// Private when `None`; else everyone holding this role sees it too.
        shared_with_role_id: Option<i32>,
    },
    /// The edit form sends all three; what differs is recorded.
    UpdateSavedView {
        name: String,
        query: String,
        shared_with_role_id: Option<i32>,
    },
    /// To the trash (issue 35).
    DeleteSavedView,
    /// Back from the trash, as it was.
    RestoreSavedView,
}

impl crate::Command for SavedViewCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::CreateSavedView { .. } => "CreateSavedView",
            Self::UpdateSavedView { .. } => "UpdateSavedView",
            Self::DeleteSavedView => "DeleteSavedView",
            Self::RestoreSavedView => "RestoreSavedView",
        }
    }
}
