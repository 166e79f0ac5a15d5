//! Given/when/then tests: every inbox command and every rejection.

use cqrs_es::test::TestFramework;
use uuid::Uuid;

use super::*;

const ME: Uuid = Uuid::from_u128(0xe1);
const SOMEONE_ELSE: Uuid = Uuid::from_u128(0xe2);
const N1: Uuid = Uuid::from_u128(0x41);
const N2: Uuid = Uuid::from_u128(0x42);

fn inbox() -> TestFramework<NotificationInbox> {
    TestFramework::with(())
}

fn mark(ids: &[Uuid]) -> NotificationInboxCommand {
    NotificationInboxCommand::MarkNotificationsRead {
        employee_id: ME,
        notification_ids: ids.to_vec(),
    }
}

fn marked(ids: &[Uuid]) -> NotificationInboxEvent {
    NotificationInboxEvent::NotificationsRead {
        employee_id: ME,
        notification_ids: ids.to_vec(),
    }
}

#[tokio::test]
async fn marking_notifications_read_records_them_once_each_in_the_order_given() {
    inbox()
        .given_no_previous_events()
        .when_async(mark(&[N2, N1, N2]))
        .await
        .then_expect_events(vec![marked(&[N2, N1])]);
}

#[tokio::test]
async fn marking_again_records_only_the_ones_not_marked_before() {
    inbox()
        .given(vec![marked(&[N1])])
        .when_async(mark(&[N1, N2]))
        .await
        .then_expect_events(vec![marked(&[N2])]);
}

#[tokio::test]
async fn marking_nothing_is_rejected_as_nothing_changed() {
    inbox()
        .given_no_previous_events()
        .when_async(mark(&[]))
        .await
        .then_expect_error(NotificationInboxError::NothingChanged);
}

#[tokio::test]
async fn marking_only_notifications_already_read_is_rejected_as_nothing_changed() {
    inbox()
        .given(vec![marked(&[N1, N2])])
        .when_async(mark(&[N2, N1]))
        .await
        .then_expect_error(NotificationInboxError::NothingChanged);
}

#[tokio::test]
async fn marking_more_than_the_maximum_at_once_is_rejected() {
    let ids: Vec<Uuid> = (0..=MARK_MAX as u128).map(Uuid::from_u128).collect();
    inbox()
        .given_no_previous_events()
        .when_async(mark(&ids))
        .await
        .then_expect_error(NotificationInboxError::TooMany);
}

#[tokio::test]
async fn the_maximum_at_once_is_accepted() {
    let ids: Vec<Uuid> = (0..MARK_MAX as u128).map(Uuid::from_u128).collect();
    inbox()
        .given_no_previous_events()
        .when_async(mark(&ids))
        .await
        .then_expect_events(vec![marked(&ids)]);
}

#[tokio::test]
async fn marking_all_read_records_the_newest_notification_seen() {
    inbox()
        .given(vec![marked(&[N1])])
        .when_async(NotificationInboxCommand::MarkAllNotificationsRead {
            employee_id: ME,
            up_to: Some(N2),
        })
        .await
        .then_expect_events(vec![NotificationInboxEvent::AllNotificationsRead {
            employee_id: ME,
            up_to: Some(N2),
        }]);
}

#[tokio::test]
async fn marking_all_read_without_a_bound_is_recorded_for_a_new_inbox() {
    inbox()
        .given_no_previous_events()
        .when_async(NotificationInboxCommand::MarkAllNotificationsRead {
            employee_id: ME,
            up_to: None,
        })
        .await
        .then_expect_events(vec![NotificationInboxEvent::AllNotificationsRead {
            employee_id: ME,
            up_to: None,
        }]);
}

#[tokio::test]
async fn marking_in_someone_elses_inbox_is_rejected() {
    inbox()
        .given(vec![marked(&[N1])])
        .when_async(NotificationInboxCommand::MarkNotificationsRead {
            employee_id: SOMEONE_ELSE,
            notification_ids: vec![N2],
        })
        .await
        .then_expect_error(NotificationInboxError::NotOwner);
}

#[tokio::test]
async fn marking_all_in_someone_elses_inbox_is_rejected() {
    inbox()
        .given(vec![marked(&[N1])])
        .when_async(NotificationInboxCommand::MarkAllNotificationsRead {
            employee_id: SOMEONE_ELSE,
            up_to: None,
        })
        .await
        .then_expect_error(NotificationInboxError::NotOwner);
}
