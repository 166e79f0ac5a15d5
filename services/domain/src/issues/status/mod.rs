//! Issue statuses, a list admins manage (seeded with Open, Processing, Closed, Completed):
//! each entry labelled in en and ja, with a colour and a place in the list. An issue is in
//! exactly one status. The rules are the shared ones of [`super::choice`].

pub use super::choice::{Choice, ChoiceError};
pub use super::{IssueLookup, IssueServices};

super::choice::choice_kind! {
    /// The list of issue statuses, as a [`ChoiceKind`](super::choice::ChoiceKind).
    kind Statuses, aggregate IssueStatus = "IssueStatus", id status_id;
    command IssueStatusCommand { CreateIssueStatus, EditIssueStatus, MoveIssueStatus, DeleteIssueStatus, RestoreIssueStatus }
    event IssueStatusEvent { IssueStatusCreated, IssueStatusEdited, IssueStatusMoved, IssueStatusDeleted, IssueStatusRestored }
}
