//! Issue categories, a list admins manage (seeded with Bug, Request, Question): each entry
//! labelled in en and ja, with a colour and a place in the list. An issue is filed under any
//! number of them, up to [`MAX_CATEGORIES`](super::MAX_CATEGORIES). The rules are the shared
//! ones of [`super::choice`].
//!
//! Not to be confused with the issue's own events for filing it under a category
//! (`IssueCategoryAssigned`, `IssueCategoryDetached`).

pub use super::choice::{Choice, ChoiceError};
pub use super::{IssueLookup, IssueServices};

super::choice::choice_kind! {
    /// The list of issue categories, as a [`ChoiceKind`](super::choice::ChoiceKind).
    kind Categories, aggregate IssueCategory = "IssueCategory", id category_id;
    command IssueCategoryCommand { CreateIssueCategory, EditIssueCategory, MoveIssueCategory, DeleteIssueCategory, RestoreIssueCategory }
    event IssueCategoryEvent { IssueCategoryCreated, IssueCategoryEdited, IssueCategoryMoved, IssueCategoryDeleted, IssueCategoryRestored }
}
