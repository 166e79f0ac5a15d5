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

// Issue 35 §6: how each kind reaches the employee, unsubscribing, and mails recorded once.

fn choose(kind: &str, delivery: NotificationDelivery) -> NotificationInboxCommand {
    NotificationInboxCommand::ChooseNotificationDelivery {
        employee_id: ME,
        kind: kind.to_owned(),
        delivery,
    }
}

fn chosen(kind: &str, delivery: NotificationDelivery) -> NotificationInboxEvent {
    NotificationInboxEvent::NotificationDeliveryChosen {
        employee_id: ME,
        kind: kind.to_owned(),
        delivery,
    }
}

fn emailed(ids: &[Uuid], digest: bool) -> NotificationInboxEvent {
    NotificationInboxEvent::NotificationsEmailed {
        employee_id: ME,
        notification_ids: ids.to_vec(),
        digest,
    }
}

#[test]
fn approvals_and_assignments_go_by_email_unless_chosen_otherwise() {
    let inbox = NotificationInbox::default();
    for kind in [
        "TASK_ASSIGNED",
        "ISSUE_ASSIGNED",
        "APPROVAL_REQUESTED",
        "APPROVAL_APPROVED",
        "APPROVAL_REJECTED",
    ] {
        assert_eq!(
            inbox.delivery(kind),
            NotificationDelivery::Immediately,
            "{kind}"
        );
    }
    for kind in [
        "MENTIONED",
        "QUESTION_ANSWERED",
        "EMAIL_JOB_COMPLETED",
        "EMAIL_JOB_FAILED",
    ] {
        assert_eq!(inbox.delivery(kind), NotificationDelivery::App, "{kind}");
    }
}

#[tokio::test]
async fn choosing_a_delivery_records_it() {
    inbox()
        .given_no_previous_events()
        .when_async(choose("MENTIONED", NotificationDelivery::Digest))
        .await
        .then_expect_events(vec![chosen("MENTIONED", NotificationDelivery::Digest)]);
}

#[tokio::test]
async fn choosing_the_delivery_in_force_is_rejected_as_nothing_changed() {
    inbox()
        .given_no_previous_events()
        .when_async(choose("TASK_ASSIGNED", NotificationDelivery::Immediately))
        .await
        .then_expect_error(NotificationInboxError::NothingChanged);
    inbox()
        .given(vec![chosen("MENTIONED", NotificationDelivery::Digest)])
        .when_async(choose("MENTIONED", NotificationDelivery::Digest))
        .await
        .then_expect_error(NotificationInboxError::NothingChanged);
}

#[tokio::test]
async fn choosing_for_an_unknown_kind_is_rejected() {
    inbox()
        .given_no_previous_events()
        .when_async(choose("BIRTHDAY", NotificationDelivery::Digest))
        .await
        .then_expect_error(NotificationInboxError::UnknownKind);
}

#[tokio::test]
async fn choosing_in_someone_elses_inbox_is_rejected() {
    inbox()
        .given(vec![marked(&[N1])])
        .when_async(NotificationInboxCommand::ChooseNotificationDelivery {
            employee_id: SOMEONE_ELSE,
            kind: "MENTIONED".into(),
            delivery: NotificationDelivery::Digest,
        })
        .await
        .then_expect_error(NotificationInboxError::NotOwner);
}

fn unsubscribe(kind: &str) -> NotificationInboxCommand {
    NotificationInboxCommand::UnsubscribeFromNotificationEmail {
        employee_id: ME,
        kind: kind.to_owned(),
    }
}

#[tokio::test]
async fn unsubscribing_from_a_kind_by_default_by_email_records_it() {
    inbox()
        .given_no_previous_events()
        .when_async(unsubscribe("APPROVAL_REQUESTED"))
        .await
        .then_expect_events(vec![
            NotificationInboxEvent::NotificationEmailUnsubscribed {
                employee_id: ME,
                kind: "APPROVAL_REQUESTED".into(),
            },
        ]);
}

#[tokio::test]
async fn unsubscribing_from_a_digest_records_it() {
    inbox()
        .given(vec![chosen("MENTIONED", NotificationDelivery::Digest)])
        .when_async(unsubscribe("MENTIONED"))
        .await
        .then_expect_events(vec![
            NotificationInboxEvent::NotificationEmailUnsubscribed {
                employee_id: ME,
                kind: "MENTIONED".into(),
            },
        ]);
}

#[tokio::test]
async fn unsubscribing_twice_is_rejected_as_nothing_changed() {
    inbox()
        .given(vec![
            NotificationInboxEvent::NotificationEmailUnsubscribed {
                employee_id: ME,
                kind: "TASK_ASSIGNED".into(),
            },
        ])
        .when_async(unsubscribe("TASK_ASSIGNED"))
        .await
        .then_expect_error(NotificationInboxError::NothingChanged);
}

#[tokio::test]
async fn unsubscribing_from_an_unknown_kind_is_rejected() {
    inbox()
        .given_no_previous_events()
        .when_async(unsubscribe("BIRTHDAY"))
        .await
        .then_expect_error(NotificationInboxError::UnknownKind);
}

#[tokio::test]
async fn unsubscribing_in_someone_elses_inbox_is_rejected() {
    inbox()
        .given(vec![marked(&[N1])])
        .when_async(NotificationInboxCommand::UnsubscribeFromNotificationEmail {
            employee_id: SOMEONE_ELSE,
            kind: "TASK_ASSIGNED".into(),
        })
        .await
        .then_expect_error(NotificationInboxError::NotOwner);
}

fn record(ids: &[Uuid], digest: bool) -> NotificationInboxCommand {
    NotificationInboxCommand::RecordNotificationsEmailed {
        employee_id: ME,
        notification_ids: ids.to_vec(),
        digest,
    }
}

#[tokio::test]
async fn recording_mailed_notifications_keeps_only_those_not_recorded_before() {
    inbox()
        .given(vec![emailed(&[N1], false)])
        .when_async(record(&[N1, N2, N2], true))
        .await
        .then_expect_events(vec![emailed(&[N2], true)]);
}

#[tokio::test]
async fn recording_only_mailed_notifications_again_is_rejected_as_nothing_changed() {
    inbox()
        .given(vec![emailed(&[N1, N2], true)])
        .when_async(record(&[N2], false))
        .await
        .then_expect_error(NotificationInboxError::NothingChanged);
}

#[tokio::test]
async fn recording_more_than_the_maximum_at_once_is_rejected() {
    let ids: Vec<Uuid> = (0..=MARK_MAX as u128).map(Uuid::from_u128).collect();
    inbox()
        .given_no_previous_events()
        .when_async(record(&ids, true))
        .await
        .then_expect_error(NotificationInboxError::TooMany);
}

#[tokio::test]
async fn recording_in_someone_elses_inbox_is_rejected() {
    inbox()
        .given(vec![marked(&[N1])])
        .when_async(NotificationInboxCommand::RecordNotificationsEmailed {
            employee_id: SOMEONE_ELSE,
            notification_ids: vec![N2],
            digest: false,
        })
        .await
        .then_expect_error(NotificationInboxError::NotOwner);
}
