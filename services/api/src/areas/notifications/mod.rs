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
