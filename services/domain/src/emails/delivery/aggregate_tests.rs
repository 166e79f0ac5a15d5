//! Given/when/then tests: every email delivery command and every rejection.

use chrono::{DateTime, TimeZone, Utc};
use cqrs_es::test::TestFramework;
use serde_json::json;
use uuid::Uuid;

use super::*;
use crate::Command;

const JOB: Uuid = Uuid::from_u128(0x10b);
const ADA: &str = "ada@example.com";

fn deliveries() -> TestFramework<EmailDelivery> {
    TestFramework::with(EmailDeliveryServices)
}

/// Report ids, one per report.
fn report(n: u128) -> Uuid {
    Uuid::from_u128(0xe000 + n)
}

fn at(minute: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2025, 4, 1, 9, minute, 0).unwrap()
}

fn record_accepted() -> EmailDeliveryCommand {
    EmailDeliveryCommand::RecordAccepted {
        event_id: report(1),
        job_id: JOB,
        email: ADA.into(),
        at: at(0),
        message_id: "<1@mail.example.com>".into(),
        response: "250 2.0.0 OK".into(),
        headers: vec![("List-Unsubscribe".into(), "<https://u.example.com>".into())],
    }
}

fn accepted() -> EmailDeliveryEvent {
    EmailDeliveryEvent::EmailAccepted {
        event_id: report(1),
        job_id: JOB,
        email: ADA.into(),
        at: at(0),
        message_id: "<1@mail.example.com>".into(),
        response: "250 2.0.0 OK".into(),
        headers: vec![("List-Unsubscribe".into(), "<https://u.example.com>".into())],
    }
}

fn send_failure(
    permanent: bool,
    attempt: u32,
    retry_at: Option<DateTime<Utc>>,
) -> EmailDeliveryCommand {
    EmailDeliveryCommand::RecordSendFailure {
        event_id: report(2),
        job_id: JOB,
        email: ADA.into(),
        at: at(0),
        reason: "451 greylisted".into(),
        permanent,
        attempt,
        retry_at,
    }
}

/// The SMTP server's first temporary refusal, retried five minutes later.
fn temporarily_failed() -> EmailDeliveryEvent {
    EmailDeliveryEvent::EmailTemporarilyFailed {
        event_id: report(2),
        job_id: JOB,
        email: ADA.into(),
        at: at(0),
        reason: "451 greylisted".into(),
        attempt: 1,
        retry_at: Some(at(5)),
        source: EventSource::Smtp,
        raw: json!({ "attempt": 1 }),
    }
}

fn permanently_failed() -> EmailDeliveryEvent {
    EmailDeliveryEvent::EmailPermanentlyFailed {
        event_id: report(2),
        job_id: JOB,
        email: ADA.into(),
        at: at(0),
        reason: "451 greylisted".into(),
        source: EventSource::Smtp,
        raw: json!({ "attempt": 3 }),
    }
}

fn provider(n: u128, kind: ProviderEventKind) -> EmailDeliveryCommand {
    EmailDeliveryCommand::RecordProviderEvent {
        event_id: report(n),
        at: at(10),
        kind,
        source: EventSource::Webhook,
        raw: json!({ "event": "report", "id": n as u64 }),
    }
}

fn raw(n: u128) -> serde_json::Value {
    json!({ "event": "report", "id": n as u64 })
}

fn delivered() -> EmailDeliveryEvent {
    EmailDeliveryEvent::EmailDelivered {
        event_id: report(3),
        job_id: JOB,
        email: ADA.into(),
        at: at(10),
        source: EventSource::Webhook,
        raw: raw(3),
    }
}

fn unsubscribed() -> EmailDeliveryEvent {
    EmailDeliveryEvent::EmailUnsubscribed {
        event_id: report(3),
        job_id: JOB,
        email: ADA.into(),
        at: at(10),
        source: EventSource::Webhook,
        raw: raw(3),
    }
}

fn complained() -> EmailDeliveryEvent {
    EmailDeliveryEvent::EmailComplained {
        event_id: report(3),
        job_id: JOB,
        email: ADA.into(),
        at: at(10),
        source: EventSource::Webhook,
        raw: raw(3),
    }
}

fn bounced() -> EmailDeliveryEvent {
    EmailDeliveryEvent::EmailPermanentlyFailed {
        event_id: report(3),
        job_id: JOB,
        email: ADA.into(),
        at: at(10),
        reason: "mailbox does not exist".into(),
        source: EventSource::Webhook,
        raw: raw(3),
    }
}

fn bounce(n: u128) -> EmailDeliveryCommand {
    provider(
        n,
        ProviderEventKind::Failed {
            permanent: true,
            reason: "mailbox does not exist".into(),
        },
    )
}

fn opened(n: u128) -> EmailDeliveryEvent {
    EmailDeliveryEvent::EmailOpened {
        event_id: report(n),
        job_id: JOB,
        email: ADA.into(),
        at: at(10),
        source: EventSource::Webhook,
        raw: raw(n),
    }
}

// ----- RecordAccepted -----

#[tokio::test]
async fn an_accepted_message_records_the_smtp_servers_reply_and_the_headers_sent() {
    deliveries()
        .given_no_previous_events()
        .when_async(record_accepted())
        .await
        .then_expect_events(vec![accepted()]);
}

#[tokio::test]
async fn a_message_may_be_accepted_after_temporary_failures() {
    deliveries()
        .given(vec![temporarily_failed()])
        .when_async(record_accepted())
        .await
        .then_expect_events(vec![accepted()]);
}

#[tokio::test]
async fn a_message_accepted_twice_is_rejected() {
    deliveries()
        .given(vec![accepted()])
        .when_async(record_accepted())
        .await
        .then_expect_error(EmailDeliveryError::AlreadyAccepted);
}

#[tokio::test]
async fn a_message_that_failed_permanently_cannot_be_accepted() {
    deliveries()
        .given(vec![permanently_failed()])
        .when_async(record_accepted())
        .await
        .then_expect_error(EmailDeliveryError::AlreadyFailed);
}

// ----- RecordSendFailure -----

#[tokio::test]
async fn a_temporary_smtp_failure_records_the_attempt_and_when_it_is_retried() {
    deliveries()
        .given_no_previous_events()
        .when_async(send_failure(false, 1, Some(at(5))))
        .await
        .then_expect_events(vec![temporarily_failed()]);
}

#[tokio::test]
async fn a_permanent_smtp_failure_records_the_attempt_it_ended() {
    deliveries()
        .given(vec![temporarily_failed()])
        .when_async(send_failure(true, 3, None))
        .await
        .then_expect_events(vec![permanently_failed()]);
}

#[tokio::test]
async fn a_temporary_smtp_failure_without_a_retry_time_is_rejected() {
    deliveries()
        .given_no_previous_events()
        .when_async(send_failure(false, 1, None))
        .await
        .then_expect_error(EmailDeliveryError::InvalidRetry);
}

#[tokio::test]
async fn a_send_failure_after_acceptance_is_rejected() {
    for permanent in [true, false] {
        deliveries()
            .given(vec![accepted()])
            .when_async(send_failure(permanent, 2, Some(at(5))))
            .await
            .then_expect_error(EmailDeliveryError::AlreadyAccepted);
    }
}

#[tokio::test]
async fn a_send_failure_after_a_permanent_one_is_rejected() {
    for permanent in [true, false] {
        deliveries()
            .given(vec![permanently_failed()])
            .when_async(send_failure(permanent, 4, Some(at(5))))
            .await
            .then_expect_error(EmailDeliveryError::AlreadyFailed);
    }
}

// ----- RecordProviderEvent -----

#[tokio::test]
async fn a_delivery_report_records_it_under_the_job_and_address_of_the_acceptance() {
    deliveries()
        .given(vec![accepted()])
        .when_async(provider(3, ProviderEventKind::Delivered))
        .await
        .then_expect_events(vec![delivered()]);
}

#[tokio::test]
async fn opens_are_recorded_each_time_they_are_reported() {
    let open = |n| {
        provider(
            n,
            ProviderEventKind::Opened {
                user_agent: Some("Mozilla/5.0".into()),
            },
        )
    };
    deliveries()
        .given(vec![accepted(), delivered()])
        .when_async(open(4))
        .await
        .then_expect_events(vec![opened(4)]);
    deliveries()
        .given(vec![accepted(), delivered(), opened(4)])
        .when_async(open(5))
        .await
        .then_expect_events(vec![opened(5)]);
}

#[tokio::test]
async fn clicks_are_recorded_each_time_with_the_link_followed() {
    let clicked = |n| EmailDeliveryEvent::EmailClicked {
        event_id: report(n),
        job_id: JOB,
        email: ADA.into(),
        at: at(10),
        url: "https://example.com/prices".into(),
        source: EventSource::Webhook,
        raw: raw(n),
    };
    let click = |n| {
        provider(
            n,
            ProviderEventKind::Clicked {
                url: "https://example.com/prices".into(),
            },
        )
    };
    deliveries()
        .given(vec![accepted()])
        .when_async(click(4))
        .await
        .then_expect_events(vec![clicked(4)]);
    deliveries()
        .given(vec![accepted(), clicked(4)])
        .when_async(click(5))
        .await
        .then_expect_events(vec![clicked(5)]);
}

#[tokio::test]
async fn an_unsubscribe_report_records_it() {
    deliveries()
        .given(vec![accepted(), delivered()])
        .when_async(provider(3, ProviderEventKind::Unsubscribed))
        .await
        .then_expect_events(vec![unsubscribed()]);
}

#[tokio::test]
async fn a_complaint_report_records_it() {
    deliveries()
        .given(vec![accepted(), delivered()])
        .when_async(provider(3, ProviderEventKind::Complained))
        .await
        .then_expect_events(vec![complained()]);
}

#[tokio::test]
async fn a_bounce_after_acceptance_records_a_permanent_failure_from_its_source() {
    deliveries()
        .given(vec![accepted()])
        .when_async(bounce(3))
        .await
        .then_expect_events(vec![bounced()]);
}

#[tokio::test]
async fn a_temporary_failure_reported_by_the_provider_has_no_attempt_or_retry_time_of_ours() {
    deliveries()
        .given(vec![accepted()])
        .when_async(provider(
            3,
            ProviderEventKind::Failed {
                permanent: false,
                reason: "mailbox full".into(),
            },
        ))
        .await
        .then_expect_events(vec![EmailDeliveryEvent::EmailTemporarilyFailed {
            event_id: report(3),
            job_id: JOB,
            email: ADA.into(),
            at: at(10),
            reason: "mailbox full".into(),
            attempt: 0,
            retry_at: None,
            source: EventSource::Webhook,
            raw: raw(3),
        }]);
}

#[tokio::test]
async fn a_provider_report_about_a_message_not_accepted_is_rejected() {
    let histories = [
        vec![],
        vec![temporarily_failed()],
        vec![permanently_failed()],
    ];
    for given in histories {
        deliveries()
            .given(given)
            .when_async(provider(3, ProviderEventKind::Delivered))
            .await
            .then_expect_error(EmailDeliveryError::NotAccepted);
    }
}

#[tokio::test]
async fn a_delivery_unsubscribe_complaint_or_bounce_reported_twice_is_rejected() {
    let cases = [
        (delivered(), provider(4, ProviderEventKind::Delivered)),
        (unsubscribed(), provider(4, ProviderEventKind::Unsubscribed)),
        (complained(), provider(4, ProviderEventKind::Complained)),
        (bounced(), bounce(4)),
    ];
    for (recorded, again) in cases {
        deliveries()
            .given(vec![accepted(), recorded])
            .when_async(again)
            .await
            .then_expect_error(EmailDeliveryError::AlreadyRecorded);
    }
}

// ----- State, types and registration -----

/// One event of every type, in the order of [`EmailDeliveryEvent::TYPES`].
fn one_of_each() -> Vec<EmailDeliveryEvent> {
    vec![
        accepted(),
        temporarily_failed(),
        bounced(),
        delivered(),
        opened(4),
        EmailDeliveryEvent::EmailClicked {
            event_id: report(5),
            job_id: JOB,
            email: ADA.into(),
            at: at(10),
            url: "https://example.com".into(),
            source: EventSource::Tracking,
            raw: json!({}),
        },
        unsubscribed(),
        complained(),
    ]
}

#[test]
fn the_state_folds_every_event() {
    let mut delivery = EmailDelivery::default();
    assert_eq!(delivery.job_id(), None);
    assert!(!delivery.is_final());
    for event in [temporarily_failed(), temporarily_failed()] {
        cqrs_es::Aggregate::apply(&mut delivery, event);
    }
    assert_eq!(delivery.job_id(), Some(JOB));
    assert_eq!(delivery.email(), ADA);
    assert_eq!(delivery.attempts(), 2);
    assert!(!delivery.is_accepted() && !delivery.is_final());
    for event in one_of_each() {
        cqrs_es::Aggregate::apply(&mut delivery, event);
    }
    assert!(delivery.is_accepted() && delivery.is_final());
    assert!(delivery.is_permanently_failed());
    assert!(delivery.is_delivered() && delivery.is_unsubscribed() && delivery.is_complained());
    assert_eq!((delivery.opens(), delivery.clicks()), (1, 1));
    assert_eq!(delivery.attempts(), 3);
}

#[test]
fn a_permanent_smtp_failure_is_final_without_acceptance() {
    let mut delivery = EmailDelivery::default();
    cqrs_es::Aggregate::apply(&mut delivery, permanently_failed());
    assert!(delivery.is_final() && !delivery.is_accepted());
}

#[test]
fn temporary_failures_reported_by_the_provider_are_not_our_attempts() {
    let mut delivery = EmailDelivery::default();
    cqrs_es::Aggregate::apply(&mut delivery, accepted());
    let provider_retry = EmailDeliveryEvent::EmailTemporarilyFailed {
        event_id: report(3),
        job_id: JOB,
        email: ADA.into(),
        at: at(10),
        reason: "mailbox full".into(),
        attempt: 0,
        retry_at: None,
        source: EventSource::Webhook,
        raw: raw(3),
    };
    cqrs_es::Aggregate::apply(&mut delivery, provider_retry);
    assert_eq!(delivery.attempts(), 0);
}

#[test]
fn every_event_names_its_report_job_address_time_and_spec_event_type() {
    let events = one_of_each();
    let type_ids: Vec<i32> = events.iter().map(|e| e.event_type_id().id()).collect();
    assert_eq!(type_ids, [1, 7, 6, 4, 3, 2, 5, 8]);
    let ids: Vec<Uuid> = events.iter().map(EmailDeliveryEvent::event_id).collect();
    assert_eq!(
        ids,
        [1, 2, 3, 3, 4, 5, 3, 3].map(report),
        "each event's report id"
    );
    for event in &events {
        assert_eq!(event.job_id(), JOB);
        assert_eq!(event.email(), ADA);
    }
    assert_eq!(events[0].at(), at(0));
    assert_eq!(events[3].at(), at(10));
}

#[test]
fn event_types_are_the_serialized_tags_and_all_listed_in_types() {
    let events = one_of_each();
    let types: Vec<String> = events
        .iter()
        .map(cqrs_es::DomainEvent::event_type)
        .collect();
    assert_eq!(types, EmailDeliveryEvent::TYPES);
    for event in events {
        let json = serde_json::to_value(&event).unwrap();
        let tag = json.as_object().unwrap().keys().next().unwrap().clone();
        assert_eq!(tag, cqrs_es::DomainEvent::event_type(&event));
        assert_eq!(cqrs_es::DomainEvent::event_version(&event), "1.0");
        assert_eq!(
            serde_json::from_value::<EmailDeliveryEvent>(json).unwrap(),
            event
        );
    }
}

#[test]
fn the_aggregate_is_registered_under_its_type() {
    let kind = crate::aggregate_kind("EmailDelivery").unwrap();
    assert_eq!(kind.event_types, EmailDeliveryEvent::TYPES);
    assert_eq!(<EmailDelivery as cqrs_es::Aggregate>::TYPE, "EmailDelivery");
    assert_eq!(record_accepted().name(), "RecordEmailAccepted");
    assert_eq!(send_failure(true, 1, None).name(), "RecordEmailSendFailure");
    assert_eq!(
        provider(3, ProviderEventKind::Delivered).name(),
        "RecordEmailProviderEvent"
    );
}
