//! Given/when/then tests: every email job command and every rejection.

use std::collections::HashMap;
use std::sync::Arc;

use chrono::{DateTime, TimeZone, Utc};
use cqrs_es::test::TestFramework;
use uuid::Uuid;

use super::*;
use crate::Command;
use crate::emails::{MAX_HTML_BYTES, MAX_NAME_CHARS, MAX_SUBJECT_CHARS, MAX_TAG_NAMES, SkipReason};

const JOB: Uuid = Uuid::from_u128(0x10b);
const ADA: Uuid = Uuid::from_u128(0xada);
const NEWSLETTER: Uuid = Uuid::from_u128(0x7e3);
const DRAFT_TEMPLATE: Uuid = Uuid::from_u128(0x7e32);
const GHOST: Uuid = Uuid::from_u128(0xdead);
const LOGO: Uuid = Uuid::from_u128(0x1090);
const PRICES: Uuid = Uuid::from_u128(0x9d1);
const VIP: Uuid = Uuid::from_u128(0x719);
const ACME: Uuid = Uuid::from_u128(0xac3e);
const DELIVERY_1: Uuid = Uuid::from_u128(0xde1);
const DELIVERY_2: Uuid = Uuid::from_u128(0xde2);
/// The most recipients one job may reach, in these tests.
const LIMIT: usize = 5;

/// The templates the write side knows: the newsletter is active, the other a draft.
struct Templates(HashMap<Uuid, EmailTemplateStatus>);

#[async_trait::async_trait]
impl EmailJobLookup for Templates {
    async fn template_status(&self, id: Uuid) -> Option<EmailTemplateStatus> {
        self.0.get(&id).copied()
    }
}

fn jobs() -> TestFramework<EmailJob> {
    let templates = HashMap::from([
        (NEWSLETTER, EmailTemplateStatus::Active),
        (DRAFT_TEMPLATE, EmailTemplateStatus::Draft),
    ]);
    TestFramework::with(EmailJobServices {
        lookup: Arc::new(Templates(templates)),
    })
}

fn at(hour: u32) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2025, 4, 1, hour, 0, 0).unwrap()
}

fn strings(values: &[&str]) -> Vec<String> {
    values.iter().map(|v| (*v).to_owned()).collect()
}

/// The form's content as sent: mixed-case sender, spaces, repeated tags and attachments.
fn content() -> EmailContent {
    EmailContent {
        sender_email: " News@Example.com ".into(),
        sender_name: " Example News ".into(),
        subject: " April news ".into(),
        html: "<p>Hello</p>".into(),
        template_id: Some(NEWSLETTER),
        attachment_ids: vec![PRICES, LOGO, PRICES],
        tag_names: strings(&[" april ", "", "news", "april", "  "]),
    }
}

/// [`content`] as recorded.
fn recorded_content() -> EmailContent {
    EmailContent {
        sender_email: "news@example.com".into(),
        sender_name: "Example News".into(),
        subject: "April news".into(),
        html: "<p>Hello</p>".into(),
        template_id: Some(NEWSLETTER),
        attachment_ids: vec![PRICES, LOGO],
        tag_names: strings(&["april", "news"]),
    }
}

fn single(to: &[&str], cc: &[&str], bcc: &[&str]) -> EmailAudience {
    EmailAudience::Single {
        target_emails: strings(to),
        cc_emails: strings(cc),
        bcc_emails: strings(bcc),
    }
}

fn batch(deal_status_ids: Vec<i32>, tag_ids: Vec<Uuid>) -> EmailAudience {
    EmailAudience::Batch {
        conditions: EmailConditions {
            deal_status_ids,
            tag_ids,
        },
    }
}

fn create(kind: EmailJobKind, content: EmailContent, audience: EmailAudience) -> EmailJobCommand {
    EmailJobCommand::Create {
        job_id: JOB,
        author_id: ADA,
        kind,
        content,
        audience,
        scheduled_send_time: Some(at(9)),
        recipient_limit: LIMIT,
    }
}

fn create_single(content: EmailContent, audience: EmailAudience) -> EmailJobCommand {
    create(EmailJobKind::Single, content, audience)
}

/// A single job with repeats (in different cases) within its lists.
fn new_single_job() -> EmailJobCommand {
    create_single(
        content(),
        single(
            &["Ada@Example.com", "bob@example.com", "ada@example.com"],
            &["ada@example.com"],
            &[],
        ),
    )
}

fn single_created() -> EmailJobEvent {
    EmailJobEvent::EmailJobCreated {
        job_id: JOB,
        author_id: ADA,
        kind: EmailJobKind::Single,
        content: recorded_content(),
        audience: single(
            &["ada@example.com", "bob@example.com"],
            &["ada@example.com"],
            &[],
        ),
        scheduled_send_time: Some(at(9)),
    }
}

fn new_batch_job() -> EmailJobCommand {
    create(
        EmailJobKind::Batch,
        content(),
        batch(vec![7, 1, 7], vec![VIP, VIP]),
    )
}

fn batch_created() -> EmailJobEvent {
    EmailJobEvent::EmailJobCreated {
        job_id: JOB,
        author_id: ADA,
        kind: EmailJobKind::Batch,
        content: recorded_content(),
        audience: batch(vec![7, 1], vec![VIP]),
        scheduled_send_time: Some(at(9)),
    }
}

/// A single job created without any address yet.
fn created_without_addresses() -> EmailJobEvent {
    EmailJobEvent::EmailJobCreated {
        job_id: JOB,
        author_id: ADA,
        kind: EmailJobKind::Single,
        content: recorded_content(),
        audience: single(&[], &["cc@example.com"], &[]),
        scheduled_send_time: None,
    }
}

fn edit(content: EmailContent, audience: EmailAudience) -> EmailJobCommand {
    EmailJobCommand::Edit {
        content,
        audience,
        scheduled_send_time: Some(at(9)),
        recipient_limit: LIMIT,
    }
}

fn schedule(recipient_count: usize) -> EmailJobCommand {
    EmailJobCommand::Schedule {
        at: at(9),
        now: at(8),
        recipient_count,
        recipient_limit: LIMIT,
    }
}

fn scheduled() -> EmailJobEvent {
    EmailJobEvent::EmailJobScheduled { at: at(9) }
}

fn recipient(delivery_id: Uuid, email: &str) -> EmailRecipient {
    EmailRecipient {
        delivery_id,
        email: email.into(),
        name: Some("Ada Lovelace".into()),
        organization_id: Some(ACME),
        organization_name: Some("Acme".into()),
    }
}

fn skipped(email: &str, reason: SkipReason) -> SkippedRecipient {
    SkippedRecipient {
        email: email.into(),
        reason,
    }
}

fn queue(recipients: Vec<EmailRecipient>, skipped: Vec<SkippedRecipient>) -> EmailJobCommand {
    EmailJobCommand::Queue {
        recipients,
        skipped,
        recipient_limit: LIMIT,
    }
}

fn queued() -> EmailJobEvent {
    EmailJobEvent::EmailJobQueued {
        recipients: vec![
            recipient(DELIVERY_1, "ada@example.com"),
            recipient(DELIVERY_2, "bob@example.com"),
        ],
        skipped: vec![skipped("eve@example.com", SkipReason::Unsubscribed)],
    }
}

// ----- Create -----

#[tokio::test]
async fn creating_a_single_job_records_a_draft_with_lower_cased_addresses_without_repeats_per_list()
{
    jobs()
        .given_no_previous_events()
        .when_async(new_single_job())
        .await
        .then_expect_events(vec![single_created()]);
}

#[tokio::test]
async fn creating_a_batch_job_records_its_deal_stages_and_tags_without_repeats() {
    jobs()
        .given_no_previous_events()
        .when_async(new_batch_job())
        .await
        .then_expect_events(vec![batch_created()]);
}

#[tokio::test]
async fn a_job_needs_no_template_attachments_tags_or_send_time() {
    let bare = EmailContent {
        template_id: None,
        attachment_ids: vec![],
        tag_names: vec![],
        ..recorded_content()
    };
    let command = EmailJobCommand::Create {
        job_id: JOB,
        author_id: ADA,
        kind: EmailJobKind::Single,
        content: bare.clone(),
        audience: single(&["ada@example.com"], &[], &[]),
        scheduled_send_time: None,
        recipient_limit: LIMIT,
    };
    jobs()
        .given_no_previous_events()
        .when_async(command)
        .await
        .then_expect_events(vec![EmailJobEvent::EmailJobCreated {
            job_id: JOB,
            author_id: ADA,
            kind: EmailJobKind::Single,
            content: bare,
            audience: single(&["ada@example.com"], &[], &[]),
            scheduled_send_time: None,
        }]);
}

#[tokio::test]
async fn a_draft_single_job_may_name_no_target_address_yet() {
    let command = EmailJobCommand::Create {
        job_id: JOB,
        author_id: ADA,
        kind: EmailJobKind::Single,
        content: content(),
        audience: single(&[], &["CC@example.com"], &[]),
        scheduled_send_time: None,
        recipient_limit: LIMIT,
    };
    jobs()
        .given_no_previous_events()
        .when_async(command)
        .await
        .then_expect_events(vec![created_without_addresses()]);
}

#[tokio::test]
async fn texts_of_the_maximum_size_are_accepted() {
    let long = EmailContent {
        sender_name: "送".repeat(MAX_NAME_CHARS),
        subject: "件".repeat(MAX_SUBJECT_CHARS),
        html: "x".repeat(MAX_HTML_BYTES),
        tag_names: (0..MAX_TAG_NAMES).map(|i| format!("tag{i}")).collect(),
        ..content()
    };
    let events = jobs()
        .given_no_previous_events()
        .when_async(create_single(
            long.clone(),
            single(&["ada@example.com"], &[], &[]),
        ))
        .await
        .inspect_result();
    assert!(matches!(
        events.as_deref(),
        Ok([EmailJobEvent::EmailJobCreated { content: c, .. }])
            if c.sender_name == long.sender_name
                && c.subject == long.subject
                && c.html == long.html
                && c.tag_names == long.tag_names
    ));
}

#[tokio::test]
async fn an_audience_that_does_not_match_the_kind_is_rejected() {
    for command in [
        create(EmailJobKind::Single, content(), batch(vec![1], vec![])),
        create(
            EmailJobKind::Batch,
            content(),
            single(&["ada@example.com"], &[], &[]),
        ),
    ] {
        jobs()
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(EmailJobError::InvalidAudience);
    }
}

#[tokio::test]
async fn an_invalid_sender_email_is_rejected_naming_it() {
    let command = create_single(
        EmailContent {
            sender_email: "news@example".into(),
            ..content()
        },
        single(&["ada@example.com"], &[], &[]),
    );
    jobs()
        .given_no_previous_events()
        .when_async(command)
        .await
        .then_expect_error(EmailJobError::InvalidEmail {
            email: "news@example".into(),
        });
}

#[tokio::test]
async fn an_invalid_target_cc_or_bcc_address_is_rejected_naming_it() {
    let audiences = [
        single(&["ada@example.com", "bob"], &[], &[]),
        single(&["ada@example.com"], &["bob"], &[]),
        single(&["ada@example.com"], &[], &["bob"]),
    ];
    for audience in audiences {
        jobs()
            .given_no_previous_events()
            .when_async(create_single(content(), audience))
            .await
            .then_expect_error(EmailJobError::InvalidEmail {
                email: "bob".into(),
            });
    }
}

#[tokio::test]
async fn an_empty_oversized_or_multi_line_sender_name_is_rejected() {
    for sender_name in [
        "",
        "  ",
        &"x".repeat(MAX_NAME_CHARS + 1),
        "Sales\r\nBcc: eve@evil.test",
    ] {
        let command = create_single(
            EmailContent {
                sender_name: sender_name.into(),
                ..content()
            },
            single(&["ada@example.com"], &[], &[]),
        );
        jobs()
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(EmailJobError::InvalidSenderName);
    }
}

#[tokio::test]
async fn an_empty_oversized_or_multi_line_subject_is_rejected() {
    for subject in ["", "  ", &"x".repeat(MAX_SUBJECT_CHARS + 1), "Hi\nthere"] {
        let command = create_single(
            EmailContent {
                subject: subject.into(),
                ..content()
            },
            single(&["ada@example.com"], &[], &[]),
        );
        jobs()
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(EmailJobError::InvalidSubject);
    }
}

#[tokio::test]
async fn blank_or_oversized_html_is_rejected() {
    for html in ["", " \n", &"x".repeat(MAX_HTML_BYTES + 1)] {
        let command = create_single(
            EmailContent {
                html: html.into(),
                ..content()
            },
            single(&["ada@example.com"], &[], &[]),
        );
        jobs()
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(EmailJobError::InvalidHtml);
    }
}

#[tokio::test]
async fn more_distinct_tag_names_than_allowed_are_rejected_but_repeats_do_not_count() {
    let too_many = EmailContent {
        tag_names: (0..=MAX_TAG_NAMES).map(|i| format!("tag{i}")).collect(),
        ..content()
    };
    jobs()
        .given_no_previous_events()
        .when_async(create_single(
            too_many,
            single(&["ada@example.com"], &[], &[]),
        ))
        .await
        .then_expect_error(EmailJobError::TooManyTags);

    let repeated = EmailContent {
        tag_names: vec!["april".into(); MAX_TAG_NAMES + 5],
        ..content()
    };
    let events = jobs()
        .given_no_previous_events()
        .when_async(create_single(
            repeated,
            single(&["ada@example.com"], &[], &[]),
        ))
        .await
        .inspect_result();
    assert!(matches!(
        events.as_deref(),
        Ok([EmailJobEvent::EmailJobCreated { content: c, .. }]) if c.tag_names == ["april"]
    ));
}

#[tokio::test]
async fn a_single_job_with_more_addresses_than_the_limit_is_rejected() {
    // Six addresses over three lists, with a limit of five; repeats within a list do not count.
    let too_many = single(
        &["a@example.com", "b@example.com"],
        &["c@example.com", "d@example.com"],
        &["e@example.com", "f@example.com"],
    );
    jobs()
        .given_no_previous_events()
        .when_async(create_single(content(), too_many))
        .await
        .then_expect_error(EmailJobError::TooManyRecipients);

    let repeated = single(
        &["a@example.com", "A@example.com", "b@example.com"],
        &["c@example.com", "d@example.com"],
        &["e@example.com", "e@example.com"],
    );
    let events = jobs()
        .given_no_previous_events()
        .when_async(create_single(content(), repeated))
        .await
        .inspect_result();
    assert!(matches!(
        events.as_deref(),
        Ok([EmailJobEvent::EmailJobCreated { .. }])
    ));
}

#[tokio::test]
async fn a_batch_job_without_deal_stages_or_with_an_unknown_one_is_rejected() {
    for deal_status_ids in [vec![], vec![0], vec![1, 10], vec![-1]] {
        jobs()
            .given_no_previous_events()
            .when_async(create(
                EmailJobKind::Batch,
                content(),
                batch(deal_status_ids, vec![]),
            ))
            .await
            .then_expect_error(EmailJobError::InvalidConditions);
    }
}

#[tokio::test]
async fn every_deal_stage_of_the_spec_may_be_chosen() {
    let events = jobs()
        .given_no_previous_events()
        .when_async(create(
            EmailJobKind::Batch,
            content(),
            batch((1..=9).collect(), vec![]),
        ))
        .await
        .inspect_result();
    assert!(matches!(
        events.as_deref(),
        Ok([EmailJobEvent::EmailJobCreated { .. }])
    ));
}

#[tokio::test]
async fn a_job_using_an_unknown_template_is_rejected() {
    let command = create_single(
        EmailContent {
            template_id: Some(GHOST),
            ..content()
        },
        single(&["ada@example.com"], &[], &[]),
    );
    jobs()
        .given_no_previous_events()
        .when_async(command)
        .await
        .then_expect_error(EmailJobError::TemplateNotFound);
}

#[tokio::test]
async fn a_job_using_a_draft_template_is_rejected() {
    let command = create_single(
        EmailContent {
            template_id: Some(DRAFT_TEMPLATE),
            ..content()
        },
        single(&["ada@example.com"], &[], &[]),
    );
    jobs()
        .given_no_previous_events()
        .when_async(command)
        .await
        .then_expect_error(EmailJobError::TemplateNotActive);
}

#[tokio::test]
async fn creating_a_job_twice_is_rejected() {
    jobs()
        .given(vec![single_created()])
        .when_async(new_single_job())
        .await
        .then_expect_error(EmailJobError::AlreadyExists);
}

#[tokio::test]
async fn every_other_command_on_a_job_that_does_not_exist_is_rejected_as_not_found() {
    let commands = [
        edit(content(), single(&["ada@example.com"], &[], &[])),
        schedule(1),
        EmailJobCommand::Cancel,
        queue(vec![], vec![]),
        EmailJobCommand::Complete,
        EmailJobCommand::Delete,
    ];
    for command in commands {
        jobs()
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(EmailJobError::NotFound);
    }
}

// ----- Edit -----

#[tokio::test]
async fn editing_a_draft_records_its_content_audience_and_send_time_as_they_now_are() {
    let command = EmailJobCommand::Edit {
        content: EmailContent {
            subject: "May news".into(),
            template_id: None,
            ..content()
        },
        audience: single(&["CAROL@example.com"], &[], &["ada@example.com"]),
        scheduled_send_time: None,
        recipient_limit: LIMIT,
    };
    jobs()
        .given(vec![single_created()])
        .when_async(command)
        .await
        .then_expect_events(vec![EmailJobEvent::EmailJobEdited {
            content: EmailContent {
                subject: "May news".into(),
                template_id: None,
                ..recorded_content()
            },
            audience: single(&["carol@example.com"], &[], &["ada@example.com"]),
            scheduled_send_time: None,
        }]);
}

#[tokio::test]
async fn an_edit_that_normalizes_to_the_current_job_changes_nothing() {
    jobs()
        .given(vec![single_created()])
        .when_async(edit(
            content(),
            single(
                &["ADA@example.com", "bob@example.com"],
                &["ada@example.com"],
                &[],
            ),
        ))
        .await
        .then_expect_error(EmailJobError::NothingChanged);
}

#[tokio::test]
async fn changing_only_the_send_time_is_an_edit() {
    let command = EmailJobCommand::Edit {
        content: content(),
        audience: batch(vec![7, 1], vec![VIP]),
        scheduled_send_time: Some(at(15)),
        recipient_limit: LIMIT,
    };
    jobs()
        .given(vec![batch_created()])
        .when_async(command)
        .await
        .then_expect_events(vec![EmailJobEvent::EmailJobEdited {
            content: recorded_content(),
            audience: batch(vec![7, 1], vec![VIP]),
            scheduled_send_time: Some(at(15)),
        }]);
}

#[tokio::test]
async fn only_a_draft_can_be_edited() {
    let command = edit(
        EmailContent {
            subject: "May news".into(),
            ..content()
        },
        single(&["ada@example.com"], &[], &[]),
    );
    let later = [
        vec![single_created(), scheduled()],
        vec![single_created(), scheduled(), queued()],
        vec![
            single_created(),
            scheduled(),
            queued(),
            EmailJobEvent::EmailJobCompleted {},
        ],
    ];
    for given in later {
        jobs()
            .given(given)
            .when_async(command.clone())
            .await
            .then_expect_error(EmailJobError::NotDraft);
    }
}

#[tokio::test]
async fn an_edit_is_checked_like_a_new_job() {
    let to_ada = || single(&["ada@example.com"], &[], &[]);
    let cases = [
        (
            edit(content(), batch(vec![1], vec![])),
            EmailJobError::InvalidAudience,
        ),
        (
            edit(
                EmailContent {
                    sender_email: "news".into(),
                    ..content()
                },
                to_ada(),
            ),
            EmailJobError::InvalidEmail {
                email: "news".into(),
            },
        ),
        (
            edit(content(), single(&["ada@"], &[], &[])),
            EmailJobError::InvalidEmail {
                email: "ada@".into(),
            },
        ),
        (
            edit(
                EmailContent {
                    sender_name: " ".into(),
                    ..content()
                },
                to_ada(),
            ),
            EmailJobError::InvalidSenderName,
        ),
        (
            edit(
                EmailContent {
                    subject: String::new(),
                    ..content()
                },
                to_ada(),
            ),
            EmailJobError::InvalidSubject,
        ),
        (
            edit(
                EmailContent {
                    html: String::new(),
                    ..content()
                },
                to_ada(),
            ),
            EmailJobError::InvalidHtml,
        ),
        (
            edit(
                EmailContent {
                    tag_names: (0..=MAX_TAG_NAMES).map(|i| format!("t{i}")).collect(),
                    ..content()
                },
                to_ada(),
            ),
            EmailJobError::TooManyTags,
        ),
        (
            edit(
                content(),
                single(
                    &["a@example.com", "b@example.com", "c@example.com"],
                    &["d@example.com", "e@example.com", "f@example.com"],
                    &[],
                ),
            ),
            EmailJobError::TooManyRecipients,
        ),
        (
            edit(
                EmailContent {
                    template_id: Some(GHOST),
                    ..content()
                },
                to_ada(),
            ),
            EmailJobError::TemplateNotFound,
        ),
        (
            edit(
                EmailContent {
                    template_id: Some(DRAFT_TEMPLATE),
                    ..content()
                },
                to_ada(),
            ),
            EmailJobError::TemplateNotActive,
        ),
    ];
    for (command, error) in cases {
        jobs()
            .given(vec![single_created()])
            .when_async(command)
            .await
            .then_expect_error(error);
    }
}

#[tokio::test]
async fn a_batch_draft_edited_with_invalid_conditions_is_rejected() {
    jobs()
        .given(vec![batch_created()])
        .when_async(edit(content(), batch(vec![], vec![VIP])))
        .await
        .then_expect_error(EmailJobError::InvalidConditions);
}

// ----- Schedule -----

#[tokio::test]
async fn scheduling_a_draft_records_when_it_is_sent() {
    jobs()
        .given(vec![single_created()])
        .when_async(schedule(3))
        .await
        .then_expect_events(vec![scheduled()]);
    jobs()
        .given(vec![batch_created()])
        .when_async(schedule(LIMIT))
        .await
        .then_expect_events(vec![scheduled()]);
}

/// Issue 37 §9: what a send time in the past means.
fn schedule_at(at: DateTime<Utc>, now: DateTime<Utc>) -> EmailJobCommand {
    EmailJobCommand::Schedule {
        at,
        now,
        recipient_count: 1,
        recipient_limit: LIMIT,
    }
}

#[tokio::test]
async fn a_send_time_that_passed_a_moment_ago_is_sent_now() {
    let now = at(9);
    jobs()
        .given(vec![single_created()])
        .when_async(schedule_at(now - chrono::TimeDelta::minutes(4), now))
        .await
        .then_expect_events(vec![EmailJobEvent::EmailJobScheduled { at: now }]);
}

#[tokio::test]
async fn a_send_time_long_past_or_over_a_year_ahead_is_refused() {
    let now = at(9);
    for when in [
        now - chrono::TimeDelta::minutes(6),
        now - chrono::TimeDelta::days(30),
        now + chrono::TimeDelta::days(367),
    ] {
        jobs()
            .given(vec![single_created()])
            .when_async(schedule_at(when, now))
            .await
            .then_expect_error(EmailJobError::InvalidSendTime);
    }
    jobs()
        .given(vec![single_created()])
        .when_async(schedule_at(now + chrono::TimeDelta::days(366), now))
        .await
        .then_expect_events(vec![EmailJobEvent::EmailJobScheduled {
            at: now + chrono::TimeDelta::days(366),
        }]);
}

#[tokio::test]
async fn a_single_job_without_a_target_address_cannot_be_scheduled() {
    jobs()
        .given(vec![created_without_addresses()])
        .when_async(schedule(1))
        .await
        .then_expect_error(EmailJobError::NoRecipients);
}

#[tokio::test]
async fn a_batch_job_that_would_reach_nobody_cannot_be_scheduled() {
    jobs()
        .given(vec![batch_created()])
        .when_async(schedule(0))
        .await
        .then_expect_error(EmailJobError::NoRecipients);
}

#[tokio::test]
async fn a_job_that_would_reach_more_recipients_than_the_limit_cannot_be_scheduled() {
    for given in [single_created(), batch_created()] {
        jobs()
            .given(vec![given])
            .when_async(schedule(LIMIT + 1))
            .await
            .then_expect_error(EmailJobError::TooManyRecipients);
    }
}

#[tokio::test]
async fn only_a_draft_can_be_scheduled() {
    let later = [
        vec![single_created(), scheduled()],
        vec![single_created(), scheduled(), queued()],
        vec![
            single_created(),
            scheduled(),
            queued(),
            EmailJobEvent::EmailJobCompleted {},
        ],
    ];
    for given in later {
        jobs()
            .given(given)
            .when_async(schedule(2))
            .await
            .then_expect_error(EmailJobError::NotDraft);
    }
}

/// The job was created with a template that has since been taken back to draft or deleted.
fn created_with_template(template_id: Uuid) -> EmailJobEvent {
    EmailJobEvent::EmailJobCreated {
        job_id: JOB,
        author_id: ADA,
        kind: EmailJobKind::Batch,
        content: EmailContent {
            template_id: Some(template_id),
            ..recorded_content()
        },
        audience: batch(vec![1], vec![]),
        scheduled_send_time: None,
    }
}

#[tokio::test]
async fn a_job_whose_template_is_no_longer_active_cannot_be_scheduled() {
    jobs()
        .given(vec![created_with_template(DRAFT_TEMPLATE)])
        .when_async(schedule(2))
        .await
        .then_expect_error(EmailJobError::TemplateNotActive);
}

#[tokio::test]
async fn a_job_whose_template_is_gone_cannot_be_scheduled() {
    jobs()
        .given(vec![created_with_template(GHOST)])
        .when_async(schedule(2))
        .await
        .then_expect_error(EmailJobError::TemplateNotFound);
}

#[tokio::test]
async fn a_cancelled_job_may_be_scheduled_again() {
    jobs()
        .given(vec![
            single_created(),
            scheduled(),
            EmailJobEvent::EmailJobCancelled {},
        ])
        .when_async(schedule(3))
        .await
        .then_expect_events(vec![scheduled()]);
}

// ----- Cancel -----

#[tokio::test]
async fn cancelling_a_scheduled_job_records_it() {
    jobs()
        .given(vec![single_created(), scheduled()])
        .when_async(EmailJobCommand::Cancel)
        .await
        .then_expect_events(vec![EmailJobEvent::EmailJobCancelled {}]);
}

#[tokio::test]
async fn a_cancelled_job_is_a_draft_again_and_can_be_edited() {
    let command = edit(
        EmailContent {
            subject: "Later news".into(),
            ..content()
        },
        single(&["ada@example.com"], &[], &[]),
    );
    let events = jobs()
        .given(vec![
            single_created(),
            scheduled(),
            EmailJobEvent::EmailJobCancelled {},
        ])
        .when_async(command)
        .await
        .inspect_result();
    assert!(matches!(
        events.as_deref(),
        Ok([EmailJobEvent::EmailJobEdited { .. }])
    ));
}

#[tokio::test]
async fn only_a_scheduled_job_can_be_cancelled() {
    let others = [
        vec![single_created()],
        vec![single_created(), scheduled(), queued()],
        vec![
            single_created(),
            scheduled(),
            queued(),
            EmailJobEvent::EmailJobCompleted {},
        ],
    ];
    for given in others {
        jobs()
            .given(given)
            .when_async(EmailJobCommand::Cancel)
            .await
            .then_expect_error(EmailJobError::NotScheduled);
    }
}

// ----- Queue -----

#[tokio::test]
async fn queueing_a_scheduled_job_records_its_recipients_and_who_was_left_out() {
    jobs()
        .given(vec![batch_created(), scheduled()])
        .when_async(queue(
            vec![
                recipient(DELIVERY_1, "ada@example.com"),
                recipient(DELIVERY_2, "bob@example.com"),
            ],
            vec![skipped("eve@example.com", SkipReason::Unsubscribed)],
        ))
        .await
        .then_expect_events(vec![queued()]);
}

#[tokio::test]
async fn a_job_whose_every_address_was_left_out_may_still_be_queued() {
    let all_skipped = vec![
        skipped("ada@example.com", SkipReason::Complained),
        skipped("bob@example.com", SkipReason::PermanentFail),
    ];
    jobs()
        .given(vec![batch_created(), scheduled()])
        .when_async(queue(vec![], all_skipped.clone()))
        .await
        .then_expect_events(vec![EmailJobEvent::EmailJobQueued {
            recipients: vec![],
            skipped: all_skipped,
        }]);
}

#[tokio::test]
async fn queueing_more_recipients_and_left_out_addresses_than_the_limit_is_rejected() {
    let recipients = (0..LIMIT as u128)
        .map(|i| recipient(Uuid::from_u128(0xde00 + i), &format!("r{i}@example.com")))
        .collect();
    jobs()
        .given(vec![batch_created(), scheduled()])
        .when_async(queue(
            recipients,
            vec![skipped("eve@example.com", SkipReason::Unsubscribed)],
        ))
        .await
        .then_expect_error(EmailJobError::TooManyRecipients);
}

#[tokio::test]
async fn queueing_two_deliveries_under_one_id_or_one_address_twice_is_rejected() {
    let cases = [
        (
            vec![
                recipient(DELIVERY_1, "ada@example.com"),
                recipient(DELIVERY_1, "bob@example.com"),
            ],
            vec![],
        ),
        (
            vec![
                recipient(DELIVERY_1, "ada@example.com"),
                recipient(DELIVERY_2, "Ada@Example.com"),
            ],
            vec![],
        ),
        (
            vec![recipient(DELIVERY_1, "ada@example.com")],
            vec![skipped("ada@example.com", SkipReason::Unsubscribed)],
        ),
        (
            vec![],
            vec![
                skipped("eve@example.com", SkipReason::Unsubscribed),
                skipped("eve@example.com", SkipReason::Complained),
            ],
        ),
    ];
    for (recipients, skipped) in cases {
        jobs()
            .given(vec![batch_created(), scheduled()])
            .when_async(queue(recipients, skipped))
            .await
            .then_expect_error(EmailJobError::InvalidRecipients);
    }
}

#[tokio::test]
async fn only_a_scheduled_job_can_be_queued() {
    let others = [
        vec![batch_created()],
        vec![batch_created(), scheduled(), queued()],
        vec![
            batch_created(),
            scheduled(),
            queued(),
            EmailJobEvent::EmailJobCompleted {},
        ],
    ];
    for given in others {
        jobs()
            .given(given)
            .when_async(queue(
                vec![recipient(DELIVERY_1, "ada@example.com")],
                vec![],
            ))
            .await
            .then_expect_error(EmailJobError::NotScheduled);
    }
}

// ----- Complete -----

#[tokio::test]
async fn completing_a_queued_job_records_it() {
    jobs()
        .given(vec![batch_created(), scheduled(), queued()])
        .when_async(EmailJobCommand::Complete)
        .await
        .then_expect_events(vec![EmailJobEvent::EmailJobCompleted {}]);
}

#[tokio::test]
async fn only_a_queued_job_can_be_completed() {
    let others = [
        vec![batch_created()],
        vec![batch_created(), scheduled()],
        vec![
            batch_created(),
            scheduled(),
            queued(),
            EmailJobEvent::EmailJobCompleted {},
        ],
    ];
    for given in others {
        jobs()
            .given(given)
            .when_async(EmailJobCommand::Complete)
            .await
            .then_expect_error(EmailJobError::NotQueued);
    }
}

// ----- State, types and registration -----

/// One event of every type, in the order of [`EmailJobEvent::TYPES`].
fn one_of_each() -> Vec<EmailJobEvent> {
    vec![
        single_created(),
        EmailJobEvent::EmailJobEdited {
            content: EmailContent {
                template_id: None,
                ..recorded_content()
            },
            audience: single(&["carol@example.com"], &[], &[]),
            scheduled_send_time: Some(at(15)),
        },
        scheduled(),
        EmailJobEvent::EmailJobCancelled {},
        queued(),
        EmailJobEvent::EmailJobCompleted {},
    ]
}

#[test]
fn the_state_follows_the_jobs_life() {
    let mut job = EmailJob::default();
    assert!(!job.exists());
    assert_eq!(job.status(), EmailJobStatus::Draft);
    let mut statuses = Vec::new();
    for event in one_of_each() {
        cqrs_es::Aggregate::apply(&mut job, event);
        statuses.push(job.status());
    }
    use EmailJobStatus::*;
    assert_eq!(
        statuses,
        [Draft, Draft, Scheduled, Draft, Queued, Completed]
    );
    assert!(job.exists());
    assert_eq!(job.id(), Some(JOB));
    assert_eq!(job.author_id(), ADA);
    assert_eq!(job.kind(), EmailJobKind::Single);
    assert_eq!(job.content().template_id, None);
    assert_eq!(
        job.audience(),
        Some(&single(&["carol@example.com"], &[], &[]))
    );
    assert_eq!(job.scheduled_send_time(), Some(at(15)));
    assert_eq!(job.recipient_count(), 2);
    assert_eq!(job.skipped_count(), 1);
}

#[test]
fn a_deleted_draft_no_longer_exists() {
    let mut job = EmailJob::default();
    for event in [single_created(), EmailJobEvent::EmailJobDeleted {}] {
        cqrs_es::Aggregate::apply(&mut job, event);
    }
    assert!(!job.exists());
    assert!(job.is_deleted());
    assert_eq!(job.id(), Some(JOB));
}

#[test]
fn a_scheduled_job_knows_when_it_is_sent_until_it_is_cancelled() {
    let mut job = EmailJob::default();
    for event in [batch_created(), scheduled()] {
        cqrs_es::Aggregate::apply(&mut job, event);
    }
    assert_eq!(job.kind(), EmailJobKind::Batch);
    assert_eq!(job.scheduled_at(), Some(at(9)));
    cqrs_es::Aggregate::apply(&mut job, EmailJobEvent::EmailJobCancelled {});
    assert_eq!(job.scheduled_at(), None);
}

#[test]
fn event_types_are_the_serialized_tags_and_all_listed_in_types() {
    // A deleted draft is never sent: its event ends a life of its own.
    let mut events = one_of_each();
    events.push(EmailJobEvent::EmailJobDeleted {});
    events.push(single_restored());
    let types: Vec<String> = events
        .iter()
        .map(cqrs_es::DomainEvent::event_type)
        .collect();
    assert_eq!(types, EmailJobEvent::TYPES);
    for event in events {
        let json = serde_json::to_value(&event).unwrap();
        let tag = json.as_object().unwrap().keys().next().unwrap().clone();
        assert_eq!(tag, cqrs_es::DomainEvent::event_type(&event));
        assert_eq!(cqrs_es::DomainEvent::event_version(&event), "1.0");
        assert_eq!(
            serde_json::from_value::<EmailJobEvent>(json).unwrap(),
            event
        );
    }
}

#[test]
fn the_aggregate_is_registered_under_its_type() {
    let kind = crate::aggregate_kind("EmailJob").unwrap();
    assert_eq!(kind.event_types, EmailJobEvent::TYPES);
    assert_eq!(<EmailJob as cqrs_es::Aggregate>::TYPE, "EmailJob");
    let names = [
        new_single_job().name(),
        edit(content(), single(&[], &[], &[])).name(),
        schedule(1).name(),
        EmailJobCommand::Cancel.name(),
        queue(vec![], vec![]).name(),
        EmailJobCommand::Complete.name(),
        duplicate(content(), single(&[], &[], &[])).name(),
        EmailJobCommand::Delete.name(),
        EmailJobCommand::Restore.name(),
    ];
    assert_eq!(
        names,
        [
            "CreateEmailJob",
            "EditEmailJob",
            "ScheduleEmailJob",
            "CancelEmailJob",
            "QueueEmailJob",
            "CompleteEmailJob",
            "DuplicateEmailJob",
            "DeleteEmailJob",
            "RestoreEmailJob",
        ]
    );
}

// ----- Duplicate (issue 37 §6) -----

const COPY: Uuid = Uuid::from_u128(0xc09);
const BOB: Uuid = Uuid::from_u128(0xb0b);

fn duplicate(content: EmailContent, audience: EmailAudience) -> EmailJobCommand {
    EmailJobCommand::Duplicate {
        job_id: COPY,
        author_id: BOB,
        kind: audience.kind(),
        content,
        audience,
        recipient_limit: LIMIT,
    }
}

#[tokio::test]
async fn a_duplicate_is_a_new_draft_by_its_author_with_the_same_content_and_audience_and_no_send_time()
 {
    jobs()
        .given_no_previous_events()
        .when_async(duplicate(
            recorded_content(),
            single(
                &["ada@example.com", "bob@example.com"],
                &["ada@example.com"],
                &[],
            ),
        ))
        .await
        .then_expect_events(vec![EmailJobEvent::EmailJobCreated {
            job_id: COPY,
            author_id: BOB,
            kind: EmailJobKind::Single,
            content: recorded_content(),
            audience: single(
                &["ada@example.com", "bob@example.com"],
                &["ada@example.com"],
                &[],
            ),
            scheduled_send_time: None,
        }]);
}

#[tokio::test]
async fn a_duplicate_of_a_job_whose_template_is_no_longer_active_drops_the_link_and_keeps_the_content()
 {
    for template in [DRAFT_TEMPLATE, GHOST] {
        let source = EmailContent {
            template_id: Some(template),
            ..recorded_content()
        };
        jobs()
            .given_no_previous_events()
            .when_async(duplicate(source, batch(vec![7], vec![])))
            .await
            .then_expect_events(vec![EmailJobEvent::EmailJobCreated {
                job_id: COPY,
                author_id: BOB,
                kind: EmailJobKind::Batch,
                content: EmailContent {
                    template_id: None,
                    ..recorded_content()
                },
                audience: batch(vec![7], vec![]),
                scheduled_send_time: None,
            }]);
    }
}

#[tokio::test]
async fn a_duplicate_is_checked_like_a_new_job() {
    let too_many = single(
        &[
            "a@x.test", "b@x.test", "c@x.test", "d@x.test", "e@x.test", "f@x.test",
        ],
        &[],
        &[],
    );
    jobs()
        .given_no_previous_events()
        .when_async(duplicate(recorded_content(), too_many))
        .await
        .then_expect_error(EmailJobError::TooManyRecipients);
    let mismatched = EmailJobCommand::Duplicate {
        job_id: COPY,
        author_id: BOB,
        kind: EmailJobKind::Batch,
        content: recorded_content(),
        audience: single(&[], &[], &[]),
        recipient_limit: LIMIT,
    };
    jobs()
        .given_no_previous_events()
        .when_async(mismatched)
        .await
        .then_expect_error(EmailJobError::InvalidAudience);
}

#[tokio::test]
async fn a_duplicate_onto_an_existing_job_is_rejected() {
    jobs()
        .given(vec![single_created()])
        .when_async(duplicate(recorded_content(), single(&[], &[], &[])))
        .await
        .then_expect_error(EmailJobError::AlreadyExists);
}

// ----- Delete (issue 37 §6) -----

#[tokio::test]
async fn deleting_a_draft_records_it() {
    jobs()
        .given(vec![single_created()])
        .when_async(EmailJobCommand::Delete)
        .await
        .then_expect_events(vec![EmailJobEvent::EmailJobDeleted {}]);
    // A cancelled schedule is a draft again.
    jobs()
        .given(vec![
            batch_created(),
            scheduled(),
            EmailJobEvent::EmailJobCancelled {},
        ])
        .when_async(EmailJobCommand::Delete)
        .await
        .then_expect_events(vec![EmailJobEvent::EmailJobDeleted {}]);
}

#[tokio::test]
async fn only_a_draft_can_be_deleted() {
    let later = [
        vec![single_created(), scheduled()],
        vec![single_created(), scheduled(), queued()],
        vec![
            single_created(),
            scheduled(),
            queued(),
            EmailJobEvent::EmailJobCompleted {},
        ],
    ];
    for given in later {
        jobs()
            .given(given)
            .when_async(EmailJobCommand::Delete)
            .await
            .then_expect_error(EmailJobError::NotDraft);
    }
}

#[tokio::test]
async fn a_deleted_draft_takes_no_more_commands_and_its_id_is_not_reused() {
    let deleted = || vec![single_created(), EmailJobEvent::EmailJobDeleted {}];
    let commands = [
        edit(content(), single(&["ada@example.com"], &[], &[])),
        schedule(1),
        EmailJobCommand::Cancel,
        queue(vec![], vec![]),
        EmailJobCommand::Complete,
        EmailJobCommand::Delete,
    ];
    for command in commands {
        jobs()
            .given(deleted())
            .when_async(command)
            .await
            .then_expect_error(EmailJobError::NotFound);
    }
    jobs()
        .given(deleted())
        .when_async(new_single_job())
        .await
        .then_expect_error(EmailJobError::AlreadyExists);
}

// ----- Restore from the trash (issue 35 §1) -----

/// The restore of [`single_created`]'s draft: with what it was.
fn single_restored() -> EmailJobEvent {
    let EmailJobEvent::EmailJobCreated {
        kind,
        content,
        audience,
        scheduled_send_time,
        ..
    } = single_created()
    else {
        unreachable!()
    };
    EmailJobEvent::EmailJobRestored {
        kind,
        content,
        audience,
        scheduled_send_time,
    }
}

#[tokio::test]
async fn a_deleted_draft_is_restored_as_it_was_and_takes_commands_again() {
    jobs()
        .given(vec![single_created(), EmailJobEvent::EmailJobDeleted {}])
        .when_async(EmailJobCommand::Restore)
        .await
        .then_expect_events(vec![single_restored()]);
    // An edited draft comes back as edited.
    let edited = EmailJobEvent::EmailJobEdited {
        content: recorded_content(),
        audience: single(&["carol@example.com"], &[], &[]),
        scheduled_send_time: None,
    };
    jobs()
        .given(vec![
            single_created(),
            edited,
            EmailJobEvent::EmailJobDeleted {},
        ])
        .when_async(EmailJobCommand::Restore)
        .await
        .then_expect_events(vec![EmailJobEvent::EmailJobRestored {
            kind: EmailJobKind::Single,
            content: recorded_content(),
            audience: single(&["carol@example.com"], &[], &[]),
            scheduled_send_time: None,
        }]);
    // Restored, it is the draft it was: it can be deleted again.
    jobs()
        .given(vec![
            single_created(),
            EmailJobEvent::EmailJobDeleted {},
            single_restored(),
        ])
        .when_async(EmailJobCommand::Delete)
        .await
        .then_expect_events(vec![EmailJobEvent::EmailJobDeleted {}]);
}

#[tokio::test]
async fn only_a_deleted_job_is_restored_and_an_unknown_one_is_not_found() {
    jobs()
        .given(vec![single_created()])
        .when_async(EmailJobCommand::Restore)
        .await
        .then_expect_error(EmailJobError::NotDeleted);
    jobs()
        .given(vec![
            single_created(),
            EmailJobEvent::EmailJobDeleted {},
            single_restored(),
        ])
        .when_async(EmailJobCommand::Restore)
        .await
        .then_expect_error(EmailJobError::NotDeleted);
    jobs()
        .given(vec![])
        .when_async(EmailJobCommand::Restore)
        .await
        .then_expect_error(EmailJobError::NotFound);
}
