use std::collections::{BTreeMap, BTreeSet};

use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{
    KINDS, MARK_MAX, NotificationDelivery, NotificationInboxCommand, NotificationInboxEvent,
    default_delivery,
};

/// Why an inbox command was rejected. Each variant maps to one catalogue code at the edge.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotificationInboxError {
    /// No notification named, or every one named was marked read already (spec §5).
    #[error("Nothing changed")]
    NothingChanged,
    #[error("Too many notifications")]
    TooMany,
    /// The inbox is someone else's (the edge addresses it by the caller's id, so this is a
    /// bug guard, never a user's doing).
    #[error("Notification not found")]
    NotOwner,
    /// A kind of notification there is none of (issue 35 §6).
    #[error("Unknown notification kind")]
    UnknownKind,
}

/// An employee's inbox, as far as its rules need it. Also folded for auditors' history.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct NotificationInbox {
    pub employee_id: Option<Uuid>,
    /// Marked one by one since the inbox began (a later "mark all" covers the rest).
    pub read_ids: BTreeSet<Uuid>,
    /// How many times everything was marked read.
    pub all_read_count: u32,
    /// The kinds the employee chose a delivery for (issue 35 §6); the others follow
    /// [`default_delivery`].
    pub deliveries: BTreeMap<String, NotificationDelivery>,
    /// Notifications that went out by mail: recording one twice is refused, so a mail
    /// worker that retries after a crash records each once.
    pub emailed_ids: BTreeSet<Uuid>,
}

impl NotificationInbox {
    fn check_owner(&self, employee_id: Uuid) -> Result<(), NotificationInboxError> {
        match self.employee_id {
            Some(owner) if owner != employee_id => Err(NotificationInboxError::NotOwner),
            _ => Ok(()),
        }
    }

    /// How this kind reaches the employee now: their choice, or the default.
    pub fn delivery(&self, kind: &str) -> NotificationDelivery {
        self.deliveries
            .get(kind)
            .copied()
            .unwrap_or_else(|| default_delivery(kind))
    }

    fn check_kind(kind: &str) -> Result<(), NotificationInboxError> {
        if KINDS.contains(&kind) {
            Ok(())
        } else {
            Err(NotificationInboxError::UnknownKind)
        }
    }
}

impl Aggregate for NotificationInbox {
    const TYPE: &'static str = "NotificationInbox";
    type Command = NotificationInboxCommand;
    type Event = NotificationInboxEvent;
    type Error = NotificationInboxError;
    type Services = ();

    async fn handle(
        &mut self,
        command: NotificationInboxCommand,
        _: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), NotificationInboxError> {
        match command {
            NotificationInboxCommand::MarkNotificationsRead {
                employee_id,
                notification_ids,
            } => {
                self.check_owner(employee_id)?;
                if notification_ids.len() > MARK_MAX {
                    return Err(NotificationInboxError::TooMany);
                }
                let mut seen = BTreeSet::new();
                let fresh: Vec<Uuid> = notification_ids
                    .into_iter()
                    .filter(|id| !self.read_ids.contains(id) && seen.insert(*id))
                    .collect();
                if fresh.is_empty() {
                    return Err(NotificationInboxError::NothingChanged);
                }
                let event = NotificationInboxEvent::NotificationsRead {
                    employee_id,
                    notification_ids: fresh,
                };
                sink.write(event, self).await;
            }
            NotificationInboxCommand::MarkAllNotificationsRead { employee_id, up_to } => {
                // Whether anything is unread is the read model's to say (the edge asks it);
                // the inbox itself cannot know which notifications were derived since.
                self.check_owner(employee_id)?;
                let event = NotificationInboxEvent::AllNotificationsRead { employee_id, up_to };
                sink.write(event, self).await;
            }
            NotificationInboxCommand::ChooseNotificationDelivery {
                employee_id,
                kind,
                delivery,
            } => {
                self.check_owner(employee_id)?;
                Self::check_kind(&kind)?;
                if self.delivery(&kind) == delivery {
                    return Err(NotificationInboxError::NothingChanged);
                }
                let event = NotificationInboxEvent::NotificationDeliveryChosen {
                    employee_id,
                    kind,
                    delivery,
                };
                sink.write(event, self).await;
            }
            NotificationInboxCommand::UnsubscribeFromNotificationEmail { employee_id, kind } => {
                self.check_owner(employee_id)?;
                Self::check_kind(&kind)?;
                // A second click, or a mail client's one-click after the link: already so.
                if self.delivery(&kind) == NotificationDelivery::App {
                    return Err(NotificationInboxError::NothingChanged);
                }
                let event =
                    NotificationInboxEvent::NotificationEmailUnsubscribed { employee_id, kind };
                sink.write(event, self).await;
            }
            NotificationInboxCommand::RecordNotificationsEmailed {
                employee_id,
                notification_ids,
                digest,
            } => {
                self.check_owner(employee_id)?;
                if notification_ids.len() > MARK_MAX {
                    return Err(NotificationInboxError::TooMany);
                }
                let mut seen = BTreeSet::new();
                let fresh: Vec<Uuid> = notification_ids
                    .into_iter()
                    .filter(|id| !self.emailed_ids.contains(id) && seen.insert(*id))
                    .collect();
                if fresh.is_empty() {
                    return Err(NotificationInboxError::NothingChanged);
                }
                let event = NotificationInboxEvent::NotificationsEmailed {
                    employee_id,
                    notification_ids: fresh,
                    digest,
                };
                sink.write(event, self).await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: NotificationInboxEvent) {
        match event {
            NotificationInboxEvent::NotificationsRead {
                employee_id,
                notification_ids,
            } => {
                self.employee_id.get_or_insert(employee_id);
                self.read_ids.extend(notification_ids);
            }
            NotificationInboxEvent::AllNotificationsRead { employee_id, .. } => {
                self.employee_id.get_or_insert(employee_id);
                self.all_read_count += 1;
            }
            NotificationInboxEvent::NotificationDeliveryChosen {
                employee_id,
                kind,
                delivery,
            } => {
                self.employee_id.get_or_insert(employee_id);
                self.deliveries.insert(kind, delivery);
            }
            NotificationInboxEvent::NotificationEmailUnsubscribed { employee_id, kind } => {
                self.employee_id.get_or_insert(employee_id);
                self.deliveries.insert(kind, NotificationDelivery::App);
            }
            NotificationInboxEvent::NotificationsEmailed {
                employee_id,
                notification_ids,
                ..
            } => {
                self.employee_id.get_or_insert(employee_id);
                self.emailed_ids.extend(notification_ids);
            }
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
