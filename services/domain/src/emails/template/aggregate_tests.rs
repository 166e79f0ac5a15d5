//! Given/when/then tests: every email template command and every rejection.

use std::sync::Arc;

use cqrs_es::test::TestFramework;
use uuid::Uuid;

use super::*;
use crate::Command;
use crate::emails::{MAX_HTML_BYTES, MAX_NAME_CHARS, MAX_SUBJECT_CHARS};

const TEMPLATE: Uuid = Uuid::from_u128(0x7e3);
const ADA: Uuid = Uuid::from_u128(0xada);

/// The edge's count of what depends on a template, fixed for a test.
struct Dependents(EmailTemplateDependents);

#[async_trait::async_trait]
impl EmailTemplateLookup for Dependents {
    async fn dependents(&self, _: Uuid) -> Result<EmailTemplateDependents, String> {
        Ok(self.0)
    }
}

/// Templates nothing depends on.
fn templates() -> TestFramework<EmailTemplate> {
    used_by(EmailTemplateDependents::default())
}

fn used_by(dependents: EmailTemplateDependents) -> TestFramework<EmailTemplate> {
    TestFramework::with(EmailTemplateServices {
        lookup: Arc::new(Dependents(dependents)),
    })
}

fn create(
    name: &str,
    subject: &str,
    html: &str,
    status: EmailTemplateStatus,
) -> EmailTemplateCommand {
    EmailTemplateCommand::Create {
        template_id: TEMPLATE,
        author_id: ADA,
        name: name.into(),
        subject: subject.into(),
        html: html.into(),
        status,
        markdown: None,
    }
}

/// The new-template form filled in, with spaces around name and subject.
fn new_template() -> EmailTemplateCommand {
    create(
        "  Monthly newsletter ",
        " News for {{month}}  ",
        "  <p>Hello</p>\n",
        EmailTemplateStatus::Draft,
    )
}

/// [`new_template`] as recorded: name and subject trimmed, the HTML as sent.
fn created() -> EmailTemplateEvent {
    EmailTemplateEvent::EmailTemplateCreated {
        template_id: TEMPLATE,
        author_id: ADA,
        name: "Monthly newsletter".into(),
        subject: "News for {{month}}".into(),
        html: "  <p>Hello</p>\n".into(),
        status: EmailTemplateStatus::Draft,
        markdown: None,
    }
}

fn edit(name: &str, subject: &str, html: &str) -> EmailTemplateCommand {
    EmailTemplateCommand::Edit {
        name: name.into(),
        subject: subject.into(),
        html: html.into(),
        markdown: None,
    }
}

/// An edit from the form's markdown mode: the source, and the HTML the edge rendered from it.
fn edit_markdown(markdown: &str, html: &str) -> EmailTemplateCommand {
    EmailTemplateCommand::Edit {
        name: "Monthly newsletter".into(),
        subject: "News for {{month}}".into(),
        html: html.into(),
        markdown: Some(markdown.into()),
    }
}

fn change_status(status: EmailTemplateStatus) -> EmailTemplateCommand {
    EmailTemplateCommand::ChangeStatus { status }
}

fn activated() -> EmailTemplateEvent {
    EmailTemplateEvent::EmailTemplateStatusChanged {
        from: EmailTemplateStatus::Draft,
        to: EmailTemplateStatus::Active,
    }
}

// ----- Create -----

#[tokio::test]
async fn creating_a_template_records_a_trimmed_name_and_subject_and_the_html_as_sent() {
    templates()
        .given_no_previous_events()
        .when_async(new_template())
        .await
        .then_expect_events(vec![created()]);
}

#[tokio::test]
async fn a_template_may_be_created_active() {
    templates()
        .given_no_previous_events()
        .when_async(create(
            "Welcome",
            "Welcome aboard",
            "<p>Hi</p>",
            EmailTemplateStatus::Active,
        ))
        .await
        .then_expect_events(vec![EmailTemplateEvent::EmailTemplateCreated {
            template_id: TEMPLATE,
            author_id: ADA,
            name: "Welcome".into(),
            subject: "Welcome aboard".into(),
            html: "<p>Hi</p>".into(),
            status: EmailTemplateStatus::Active,
            markdown: None,
        }]);
}

#[tokio::test]
async fn a_japanese_name_and_subject_and_html_of_the_maximum_size_are_accepted() {
    let name = "案".repeat(MAX_NAME_CHARS);
    let subject = "件".repeat(MAX_SUBJECT_CHARS);
    let html = "x".repeat(MAX_HTML_BYTES);
    let events = templates()
        .given_no_previous_events()
        .when_async(create(&name, &subject, &html, EmailTemplateStatus::Draft))
        .await
        .inspect_result();
    assert!(matches!(
        events.as_deref(),
        Ok([EmailTemplateEvent::EmailTemplateCreated { name: n, subject: s, html: h, .. }])
            if *n == name && *s == subject && *h == html
    ));
}

#[tokio::test]
async fn creating_a_template_with_an_empty_or_oversized_name_is_rejected() {
    for name in ["", "   ", &"x".repeat(MAX_NAME_CHARS + 1)] {
        templates()
            .given_no_previous_events()
            .when_async(create(
                name,
                "Subject",
                "<p>Hi</p>",
                EmailTemplateStatus::Draft,
            ))
            .await
            .then_expect_error(EmailTemplateError::InvalidName);
    }
}

#[tokio::test]
async fn creating_a_template_with_an_empty_or_oversized_subject_is_rejected() {
    for subject in [
        "",
        " \t ",
        &"x".repeat(MAX_SUBJECT_CHARS + 1),
        "Hi\r\nthere",
    ] {
        templates()
            .given_no_previous_events()
            .when_async(create(
                "Name",
                subject,
                "<p>Hi</p>",
                EmailTemplateStatus::Draft,
            ))
            .await
            .then_expect_error(EmailTemplateError::InvalidSubject);
    }
}

#[tokio::test]
async fn creating_a_template_with_blank_or_oversized_html_is_rejected() {
    for html in ["", " \n ", &"x".repeat(MAX_HTML_BYTES + 1)] {
        templates()
            .given_no_previous_events()
            .when_async(create("Name", "Subject", html, EmailTemplateStatus::Draft))
            .await
            .then_expect_error(EmailTemplateError::InvalidHtml);
    }
}

#[tokio::test]
async fn creating_a_template_twice_is_rejected() {
    templates()
        .given(vec![created()])
        .when_async(new_template())
        .await
        .then_expect_error(EmailTemplateError::AlreadyExists);
}

#[tokio::test]
async fn every_other_command_on_a_template_that_does_not_exist_is_rejected_as_not_found() {
    for command in [
        edit("Name", "Subject", "<p>Hi</p>"),
        change_status(EmailTemplateStatus::Active),
        EmailTemplateCommand::Delete,
        EmailTemplateCommand::Restore,
    ] {
        templates()
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(EmailTemplateError::NotFound);
    }
}

// ----- Edit -----

#[tokio::test]
async fn editing_a_template_records_all_three_fields_as_they_now_are() {
    templates()
        .given(vec![created()])
        .when_async(edit(" Newsletter ", "News", "<p>Hello again</p>"))
        .await
        .then_expect_events(vec![EmailTemplateEvent::EmailTemplateEdited {
            name: "Newsletter".into(),
            subject: "News".into(),
            html: "<p>Hello again</p>".into(),
            markdown: None,
        }]);
}

#[tokio::test]
async fn an_edit_that_only_adds_spaces_around_name_and_subject_changes_nothing() {
    templates()
        .given(vec![created()])
        .when_async(edit(
            "Monthly newsletter   ",
            "News for {{month}}",
            "  <p>Hello</p>\n",
        ))
        .await
        .then_expect_error(EmailTemplateError::NothingChanged);
}

#[tokio::test]
async fn whitespace_in_the_html_is_content_so_changing_it_is_an_edit() {
    templates()
        .given(vec![created()])
        .when_async(edit(
            "Monthly newsletter",
            "News for {{month}}",
            "<p>Hello</p>",
        ))
        .await
        .then_expect_events(vec![EmailTemplateEvent::EmailTemplateEdited {
            name: "Monthly newsletter".into(),
            subject: "News for {{month}}".into(),
            html: "<p>Hello</p>".into(),
            markdown: None,
        }]);
}

#[tokio::test]
async fn an_edit_with_an_invalid_field_is_rejected_naming_it() {
    let cases = [
        (
            edit(" ", "Subject", "<p>Hi</p>"),
            EmailTemplateError::InvalidName,
        ),
        (
            edit("Name", "", "<p>Hi</p>"),
            EmailTemplateError::InvalidSubject,
        ),
        (
            edit("Name", "Subject", "  "),
            EmailTemplateError::InvalidHtml,
        ),
    ];
    for (command, error) in cases {
        templates()
            .given(vec![created()])
            .when_async(command)
            .await
            .then_expect_error(error);
    }
}

// ----- Markdown (issue 37 §6) -----

#[tokio::test]
async fn a_template_may_be_created_in_markdown_recording_the_source_beside_its_html() {
    templates()
        .given_no_previous_events()
        .when_async(EmailTemplateCommand::Create {
            template_id: TEMPLATE,
            author_id: ADA,
            name: "Welcome".into(),
            subject: "Welcome aboard".into(),
            html: "<p>Hi <strong>{{name}}</strong></p>\n".into(),
            status: EmailTemplateStatus::Draft,
            markdown: Some("Hi **{{name}}**".into()),
        })
        .await
        .then_expect_events(vec![EmailTemplateEvent::EmailTemplateCreated {
            template_id: TEMPLATE,
            author_id: ADA,
            name: "Welcome".into(),
            subject: "Welcome aboard".into(),
            html: "<p>Hi <strong>{{name}}</strong></p>\n".into(),
            status: EmailTemplateStatus::Draft,
            markdown: Some("Hi **{{name}}**".into()),
        }]);
}

#[tokio::test]
async fn an_html_template_may_be_rewritten_in_markdown_and_back() {
    let in_markdown = EmailTemplateEvent::EmailTemplateEdited {
        name: "Monthly newsletter".into(),
        subject: "News for {{month}}".into(),
        html: "<p>Hello</p>\n".into(),
        markdown: Some("Hello".into()),
    };
    templates()
        .given(vec![created()])
        .when_async(edit_markdown("Hello", "<p>Hello</p>\n"))
        .await
        .then_expect_events(vec![in_markdown.clone()]);
    // The same HTML without its source is a change: the template is HTML again.
    templates()
        .given(vec![created(), in_markdown])
        .when_async(edit(
            "Monthly newsletter",
            "News for {{month}}",
            "<p>Hello</p>\n",
        ))
        .await
        .then_expect_events(vec![EmailTemplateEvent::EmailTemplateEdited {
            name: "Monthly newsletter".into(),
            subject: "News for {{month}}".into(),
            html: "<p>Hello</p>\n".into(),
            markdown: None,
        }]);
}

#[tokio::test]
async fn an_edit_that_leaves_the_markdown_as_it_was_changes_nothing() {
    let in_markdown = EmailTemplateEvent::EmailTemplateEdited {
        name: "Monthly newsletter".into(),
        subject: "News for {{month}}".into(),
        html: "<p>Hello</p>\n".into(),
        markdown: Some("Hello".into()),
    };
    templates()
        .given(vec![created(), in_markdown])
        .when_async(edit_markdown("Hello", "<p>Hello</p>\n"))
        .await
        .then_expect_error(EmailTemplateError::NothingChanged);
}

#[tokio::test]
async fn a_blank_or_oversized_markdown_source_is_rejected_as_an_invalid_body() {
    for markdown in ["  \n ".to_owned(), "x".repeat(MAX_HTML_BYTES + 1)] {
        templates()
            .given(vec![created()])
            .when_async(edit_markdown(&markdown, "<p>x</p>"))
            .await
            .then_expect_error(EmailTemplateError::InvalidHtml);
    }
}

#[test]
fn an_event_recorded_before_markdown_reads_as_an_html_template() {
    // The shape stored before issue 37 §6 added `markdown`: no such key.
    let stored = serde_json::json!({
        "EmailTemplateEdited": { "name": "N", "subject": "S", "html": "<p>x</p>" }
    });
    let event: EmailTemplateEvent = serde_json::from_value(stored.clone()).unwrap();
    assert_eq!(
        event,
        EmailTemplateEvent::EmailTemplateEdited {
            name: "N".into(),
            subject: "S".into(),
            html: "<p>x</p>".into(),
            markdown: None,
        }
    );
    // And an HTML template's event is still written in that shape.
    assert_eq!(serde_json::to_value(&event).unwrap(), stored);
}

// ----- ChangeStatus -----

#[tokio::test]
async fn activating_a_draft_template_records_both_statuses() {
    templates()
        .given(vec![created()])
        .when_async(change_status(EmailTemplateStatus::Active))
        .await
        .then_expect_events(vec![activated()]);
}

#[tokio::test]
async fn an_active_template_may_be_taken_back_to_draft() {
    templates()
        .given(vec![created(), activated()])
        .when_async(change_status(EmailTemplateStatus::Draft))
        .await
        .then_expect_events(vec![EmailTemplateEvent::EmailTemplateStatusChanged {
            from: EmailTemplateStatus::Active,
            to: EmailTemplateStatus::Draft,
        }]);
}

#[tokio::test]
async fn setting_a_template_to_its_current_status_is_rejected() {
    templates()
        .given(vec![created()])
        .when_async(change_status(EmailTemplateStatus::Draft))
        .await
        .then_expect_error(EmailTemplateError::StatusUnchanged);
    templates()
        .given(vec![created(), activated()])
        .when_async(change_status(EmailTemplateStatus::Active))
        .await
        .then_expect_error(EmailTemplateError::StatusUnchanged);
}

// ----- State, types and registration -----

/// One event of every type, in the order of [`EmailTemplateEvent::TYPES`].
fn one_of_each() -> Vec<EmailTemplateEvent> {
    vec![
        created(),
        EmailTemplateEvent::EmailTemplateEdited {
            name: "Newsletter".into(),
            subject: "News".into(),
            html: "<p>Hello again</p>".into(),
            markdown: None,
        },
        activated(),
        EmailTemplateEvent::EmailTemplateDeleted {},
        EmailTemplateEvent::EmailTemplateRestored {},
    ]
}

#[test]
fn the_state_folds_every_event() {
    let mut template = EmailTemplate::default();
    assert!(!template.exists());
    assert_eq!(template.status(), EmailTemplateStatus::Draft);
    for event in one_of_each() {
        cqrs_es::Aggregate::apply(&mut template, event);
    }
    assert!(template.exists());
    assert_eq!(template.id(), Some(TEMPLATE));
    assert_eq!(template.author_id(), ADA);
    assert_eq!(template.name(), "Newsletter");
    assert_eq!(template.subject(), "News");
    assert_eq!(template.html(), "<p>Hello again</p>");
    assert_eq!(template.markdown(), None);
    assert_eq!(template.status(), EmailTemplateStatus::Active);
    assert!(!template.is_deleted());
}

#[test]
fn event_types_are_the_serialized_tags_and_all_listed_in_types() {
    let events = one_of_each();
    let types: Vec<String> = events
        .iter()
        .map(cqrs_es::DomainEvent::event_type)
        .collect();
    assert_eq!(types, EmailTemplateEvent::TYPES);
    for event in events {
        let json = serde_json::to_value(&event).unwrap();
        let tag = json.as_object().unwrap().keys().next().unwrap().clone();
        assert_eq!(tag, cqrs_es::DomainEvent::event_type(&event));
        assert_eq!(cqrs_es::DomainEvent::event_version(&event), "1.0");
        assert_eq!(
            serde_json::from_value::<EmailTemplateEvent>(json).unwrap(),
            event
        );
    }
}

#[test]
fn the_aggregate_is_registered_under_its_type() {
    let kind = crate::aggregate_kind("EmailTemplate").unwrap();
    assert_eq!(kind.event_types, EmailTemplateEvent::TYPES);
    assert_eq!(<EmailTemplate as cqrs_es::Aggregate>::TYPE, "EmailTemplate");
    assert_eq!(new_template().name(), "CreateEmailTemplate");
    assert_eq!(edit("a", "b", "c").name(), "EditEmailTemplate");
    assert_eq!(
        change_status(EmailTemplateStatus::Active).name(),
        "ChangeEmailTemplateStatus"
    );
    assert_eq!(EmailTemplateCommand::Delete.name(), "DeleteEmailTemplate");
    assert_eq!(EmailTemplateCommand::Restore.name(), "RestoreEmailTemplate");
}

// ----- Trash (issue 35) -----

fn deleted() -> EmailTemplateEvent {
    EmailTemplateEvent::EmailTemplateDeleted {}
}

#[tokio::test]
async fn deleting_a_template_nothing_depends_on_moves_it_to_the_trash_whatever_its_status() {
    for given in [vec![created()], vec![created(), activated()]] {
        templates()
            .given(given)
            .when_async(EmailTemplateCommand::Delete)
            .await
            .then_expect_events(vec![deleted()]);
    }
}

#[tokio::test]
async fn a_template_that_jobs_still_to_be_sent_use_is_not_deleted_and_the_refusal_counts_them() {
    for dependents in [
        EmailTemplateDependents {
            email_jobs: 2,
            batch_email_jobs: 0,
        },
        EmailTemplateDependents {
            email_jobs: 0,
            batch_email_jobs: 1,
        },
    ] {
        used_by(dependents)
            .given(vec![created(), activated()])
            .when_async(EmailTemplateCommand::Delete)
            .await
            .then_expect_error(EmailTemplateError::InUse(dependents));
    }
}

#[tokio::test]
async fn a_failed_count_of_dependents_refuses_the_deletion() {
    struct Failing;
    #[async_trait::async_trait]
    impl EmailTemplateLookup for Failing {
        async fn dependents(&self, _: Uuid) -> Result<EmailTemplateDependents, String> {
            Err("down".into())
        }
    }
    TestFramework::<EmailTemplate>::with(EmailTemplateServices {
        lookup: Arc::new(Failing),
    })
    .given(vec![created()])
    .when_async(EmailTemplateCommand::Delete)
    .await
    .then_expect_error(EmailTemplateError::Lookup("down".into()));
}

#[tokio::test]
async fn a_deleted_template_takes_no_command_but_its_restore() {
    let commands = [
        edit("Name", "Subject", "<p>Hi</p>"),
        change_status(EmailTemplateStatus::Active),
        EmailTemplateCommand::Delete,
    ];
    for command in commands {
        templates()
            .given(vec![created(), deleted()])
            .when_async(command)
            .await
            .then_expect_error(EmailTemplateError::NotFound);
    }
    // Its id stays taken.
    templates()
        .given(vec![created(), deleted()])
        .when_async(new_template())
        .await
        .then_expect_error(EmailTemplateError::AlreadyExists);
}

#[tokio::test]
async fn restoring_a_deleted_template_brings_it_back_as_it_was() {
    templates()
        .given(vec![created(), activated(), deleted()])
        .when_async(EmailTemplateCommand::Restore)
        .await
        .then_expect_events(vec![EmailTemplateEvent::EmailTemplateRestored {}]);
    // Active still, and it takes commands again.
    let restored = vec![
        created(),
        activated(),
        deleted(),
        EmailTemplateEvent::EmailTemplateRestored {},
    ];
    templates()
        .given(restored.clone())
        .when_async(change_status(EmailTemplateStatus::Active))
        .await
        .then_expect_error(EmailTemplateError::StatusUnchanged);
    templates()
        .given(restored)
        .when_async(edit("Newsletter", "News", "<p>Hi</p>"))
        .await
        .then_expect_events(vec![EmailTemplateEvent::EmailTemplateEdited {
            name: "Newsletter".into(),
            subject: "News".into(),
            html: "<p>Hi</p>".into(),
            markdown: None,
        }]);
}

#[tokio::test]
async fn restoring_a_template_that_is_not_deleted_is_refused() {
    templates()
        .given(vec![created()])
        .when_async(EmailTemplateCommand::Restore)
        .await
        .then_expect_error(EmailTemplateError::NotDeleted);
}

#[test]
fn a_state_recorded_before_the_trash_reads_as_not_deleted() {
    let mut template = EmailTemplate::default();
    cqrs_es::Aggregate::apply(&mut template, created());
    let mut json = serde_json::to_value(&template).unwrap();
    json.as_object_mut().unwrap().remove("deleted");
    let read: EmailTemplate = serde_json::from_value(json).unwrap();
    assert!(read.exists());
    assert!(!read.is_deleted());
}
