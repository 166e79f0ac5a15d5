//! Notifications' application layer (issue 31): the descriptor, the inbox's command target,
//! the notification id and the inbox's refusals as catalogue codes.

mod descriptor;
mod history;
mod targets;

pub use descriptor::AREA;
pub use targets::InboxTarget;

use async_graphql::ID;
use staffhub_domain::notifications::NotificationInboxError;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::error::{ApiError, ApiResult};
use crate::graphql::ids;

/// A notification's id ('Invalid id' when it is not one).
pub fn notification_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "Notification", Code::InvalidId)
}

impl From<NotificationInboxError> for ApiError {
    fn from(error: NotificationInboxError) -> Self {
        Self::Coded(match error {
            NotificationInboxError::NothingChanged => Code::NothingChanged,
            NotificationInboxError::TooMany => Code::TooManyNotifications,
            NotificationInboxError::NotOwner => Code::NotificationNotFound,
            NotificationInboxError::UnknownKind => Code::UnknownNotificationKind,
        })
    }
}

/// What the caller may read, for the subject conditions (the notification centre's queries and
/// the notification mail worker, issue 35 §6): every kind of entity whose area
/// declares a read model (its descriptor, not a list here) and whose read rule the caller
/// passes, and the caller for the row-level rules.
pub fn subject_access(
    session: &crate::sessions::Session,
) -> crate::read::notifications::SubjectAccess {
    let subjects = crate::graphql::areas::read_models()
        .filter(|(entity, _)| {
            crate::graphql::areas::rule_for(entity.read_operation)
                .is_some_and(|rule| crate::policy::check(rule, Some(session)).is_ok())
        })
        .map(|(entity, model)| crate::read::notifications::Subject {
            type_name: entity.type_name,
            model: *model,
        })
        .collect();
    crate::read::notifications::SubjectAccess {
        subjects,
        caller: crate::access::Caller::of(session),
    }
}
