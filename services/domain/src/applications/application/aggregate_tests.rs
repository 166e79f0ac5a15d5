//! Given/when/then tests: every application command and every rejection.

use cqrs_es::test::TestFramework;

use super::*;
use crate::Command;
use crate::applications::test_support::*;
use crate::applications::{DESCRIPTION_MAX_CHARS, NAME_MAX_CHARS};

fn applications() -> TestFramework<Application> {
    TestFramework::with(KnownIds::standard().services())
}

fn applications_with(known: KnownIds) -> TestFramework<Application> {
    TestFramework::with(known.services())
}

/// Proves a command asked nothing of the write side (any lookup fails).
fn applications_without_lookup() -> TestFramework<Application> {
    TestFramework::with(Unreachable::services())
}

fn create(name: &str, description: &str, status_id: i32) -> ApplicationCommand {
    ApplicationCommand::CreateApplication {
        application_id: PORTAL,
        project_id: WEBSITE,
        name: name.into(),
        description: description.into(),
        status_id,
    }
}

/// The new-application form filled in, with spaces around the name; a draft.
fn new_application() -> ApplicationCommand {
    create("  Customer portal ", "  The *self-service* site", 1)
}

/// [`new_application`] as recorded: the name trimmed, the description as sent.
fn created() -> ApplicationEvent {
    ApplicationEvent::ApplicationCreated {
        application_id: PORTAL,
        project_id: WEBSITE,
        name: "Customer portal".into(),
        description: "  The *self-service* site".into(),
        status: ApplicationStatus::Draft,
    }
}

fn update(name: &str, description: &str) -> ApplicationCommand {
    ApplicationCommand::UpdateApplication {
        name: name.into(),
        description: description.into(),
    }
}

fn change_status(status_id: i32) -> ApplicationCommand {
    ApplicationCommand::ChangeApplicationStatus { status_id }
}

// ----- CreateApplication -----

#[tokio::test]
async fn creating_an_application_records_a_trimmed_name_the_description_as_sent_and_the_status() {
    applications()
        .given_no_previous_events()
        .when_async(new_application())
        .await
        .then_expect_events(vec![created()]);
}

#[tokio::test]
async fn an_application_may_start_in_any_status_and_needs_no_description() {
    for status in ApplicationStatus::ALL {
        applications()
            .given_no_previous_events()
            .when_async(create("Customer portal", "", status.id()))
            .await
            .then_expect_events(vec![ApplicationEvent::ApplicationCreated {
                application_id: PORTAL,
                project_id: WEBSITE,
                name: "Customer portal".into(),
                description: String::new(),
                status,
            }]);
    }
}

#[tokio::test]
async fn a_japanese_name_and_a_description_of_the_maximum_length_are_accepted() {
    let name = "顧".repeat(NAME_MAX_CHARS);
    let description = "説".repeat(DESCRIPTION_MAX_CHARS);
    applications()
        .given_no_previous_events()
        .when_async(create(&name, &description, 2))
        .await
        .then_expect_events(vec![ApplicationEvent::ApplicationCreated {
            application_id: PORTAL,
            project_id: WEBSITE,
            name,
            description,
            status: ApplicationStatus::Active,
        }]);
}

#[tokio::test]
async fn creating_an_application_with_an_empty_or_oversized_name_is_rejected() {
    for name in ["", "   ", &"x".repeat(NAME_MAX_CHARS + 1)] {
        applications_without_lookup()
            .given_no_previous_events()
            .when_async(create(name, "", 1))
            .await
            .then_expect_error(ApplicationError::InvalidName);
    }
}

#[tokio::test]
async fn creating_an_application_with_an_oversized_description_is_rejected() {
    applications_without_lookup()
        .given_no_previous_events()
        .when_async(create(
            "Customer portal",
            &"x".repeat(DESCRIPTION_MAX_CHARS + 1),
            1,
        ))
        .await
        .then_expect_error(ApplicationError::InvalidDescription);
}

#[tokio::test]
async fn creating_an_application_with_an_unknown_status_is_rejected() {
    for status_id in [0, 5, -1] {
        applications_without_lookup()
            .given_no_previous_events()
            .when_async(create("Customer portal", "", status_id))
            .await
            .then_expect_error(ApplicationError::InvalidStatus);
    }
}

#[tokio::test]
async fn creating_an_application_in_an_unknown_project_is_rejected() {
    applications()
        .given_no_previous_events()
        .when_async(ApplicationCommand::CreateApplication {
            application_id: PORTAL,
            project_id: GHOST,
            name: "Customer portal".into(),
            description: String::new(),
            status_id: 1,
        })
        .await
        .then_expect_error(ApplicationError::ProjectNotFound);
}

#[tokio::test]
async fn a_failing_lookup_is_reported_as_such_not_as_a_missing_project() {
    applications_without_lookup()
        .given_no_previous_events()
        .when_async(new_application())
        .await
        .then_expect_error(ApplicationError::Lookup(UNREACHABLE.into()));
}

#[tokio::test]
async fn creating_an_application_twice_is_rejected() {
    applications_without_lookup()
        .given(vec![created()])
        .when_async(new_application())
        .await
        .then_expect_error(ApplicationError::AlreadyExists);
}

#[tokio::test]
async fn every_other_command_on_an_application_that_does_not_exist_is_rejected_as_not_found() {
    for command in [
        update("Customer portal", ""),
        change_status(2),
        ApplicationCommand::DeleteApplication,
        ApplicationCommand::RestoreApplication,
    ] {
        applications_without_lookup()
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(ApplicationError::NotFound);
    }
}

// ----- UpdateApplication -----

#[tokio::test]
async fn updating_an_application_records_its_new_trimmed_name_and_description() {
    applications_without_lookup()
        .given(vec![created()])
        .when_async(update(" Customer portal v2 ", "Rebuilt"))
        .await
        .then_expect_events(vec![ApplicationEvent::ApplicationUpdated {
            name: "Customer portal v2".into(),
            description: "Rebuilt".into(),
        }]);
}

#[tokio::test]
async fn an_update_that_changes_only_the_description_is_a_change() {
    applications_without_lookup()
        .given(vec![created()])
        .when_async(update("Customer portal", ""))
        .await
        .then_expect_events(vec![ApplicationEvent::ApplicationUpdated {
            name: "Customer portal".into(),
            description: String::new(),
        }]);
}

#[tokio::test]
async fn an_update_identical_to_the_current_data_is_rejected() {
    applications_without_lookup()
        .given(vec![created()])
        .when_async(update("Customer portal  ", "  The *self-service* site"))
        .await
        .then_expect_error(ApplicationError::NothingChanged);
}

#[tokio::test]
async fn an_update_with_an_invalid_field_is_rejected() {
    let cases = [
        (update(" ", ""), ApplicationError::InvalidName),
        (
            update(&"x".repeat(NAME_MAX_CHARS + 1), ""),
            ApplicationError::InvalidName,
        ),
        (
            update("Customer portal", &"x".repeat(DESCRIPTION_MAX_CHARS + 1)),
            ApplicationError::InvalidDescription,
        ),
    ];
    for (command, error) in cases {
        applications_without_lookup()
            .given(vec![created()])
            .when_async(command)
            .await
            .then_expect_error(error);
    }
}

// ----- ChangeApplicationStatus -----

#[tokio::test]
async fn changing_the_status_records_from_and_to() {
    applications_without_lookup()
        .given(vec![created()])
        .when_async(change_status(3))
        .await
        .then_expect_events(vec![ApplicationEvent::ApplicationStatusChanged {
            from: ApplicationStatus::Draft,
            to: ApplicationStatus::Pending,
        }]);
}

#[tokio::test]
async fn setting_the_current_status_again_is_rejected() {
    applications_without_lookup()
        .given(vec![created()])
        .and(vec![ApplicationEvent::ApplicationStatusChanged {
            from: ApplicationStatus::Draft,
            to: ApplicationStatus::Archived,
        }])
        .when_async(change_status(4))
        .await
        .then_expect_error(ApplicationError::StatusSame);
}

#[tokio::test]
async fn changing_to_an_unknown_status_is_rejected() {
    for status_id in [0, 5] {
        applications_without_lookup()
            .given(vec![created()])
            .when_async(change_status(status_id))
            .await
            .then_expect_error(ApplicationError::InvalidStatus);
    }
}

// ----- State, names -----

/// One event of every type, in the order of [`ApplicationEvent::TYPES`].
fn one_of_each() -> Vec<ApplicationEvent> {
    vec![
        created(),
        ApplicationEvent::ApplicationUpdated {
            name: "Portal".into(),
            description: "Rebuilt".into(),
        },
        ApplicationEvent::ApplicationStatusChanged {
            from: ApplicationStatus::Draft,
            to: ApplicationStatus::Active,
        },
        ApplicationEvent::ApplicationDeleted {},
        ApplicationEvent::ApplicationRestored {},
    ]
}

#[test]
fn the_state_folds_every_event() {
    let mut application = Application::default();
    for event in one_of_each() {
        cqrs_es::Aggregate::apply(&mut application, event);
    }
    assert_eq!(
        application,
        Application {
            id: Some(PORTAL),
            project_id: WEBSITE,
            name: "Portal".into(),
            description: "Rebuilt".into(),
            status: ApplicationStatus::Active,
            deleted: false,
        }
    );
}

#[test]
fn event_types_are_the_serialized_tags_and_all_listed_in_types() {
    let events = one_of_each();
    let types: Vec<String> = events
        .iter()
        .map(cqrs_es::DomainEvent::event_type)
        .collect();
    assert_eq!(types, ApplicationEvent::TYPES);
    for event in events {
        let json = serde_json::to_value(&event).unwrap();
        let tag = json.as_object().unwrap().keys().next().unwrap().clone();
        assert_eq!(tag, cqrs_es::DomainEvent::event_type(&event));
        assert_eq!(cqrs_es::DomainEvent::event_version(&event), "1.0");
        assert_eq!(
            serde_json::from_value::<ApplicationEvent>(json).unwrap(),
            event
        );
    }
}

#[test]
fn the_status_is_stored_by_name() {
    let json = serde_json::to_value(created()).unwrap();
    assert_eq!(json["ApplicationCreated"]["status"], "draft");
}

#[test]
fn the_aggregate_is_registered_under_its_type() {
    let kind = crate::aggregate_kind("Application").unwrap();
    assert_eq!(kind.event_types, ApplicationEvent::TYPES);
    assert_eq!(<Application as cqrs_es::Aggregate>::TYPE, "Application");
    assert_eq!(new_application().name(), "CreateApplication");
    assert_eq!(update("a", "").name(), "UpdateApplication");
    assert_eq!(change_status(2).name(), "ChangeApplicationStatus");
    assert_eq!(
        ApplicationCommand::DeleteApplication.name(),
        "DeleteApplication"
    );
    assert_eq!(
        ApplicationCommand::RestoreApplication.name(),
        "RestoreApplication"
    );
}

// ----- Delete and restore (issue 35) -----

fn deleted() -> Vec<ApplicationEvent> {
    vec![created(), ApplicationEvent::ApplicationDeleted {}]
}

#[tokio::test]
async fn an_application_is_deleted_asking_nothing_of_the_write_side() {
    // Its pages and requirements are its own: nothing else depends on it (the edge deletes
    // them with it, in the same append).
    applications_without_lookup()
        .given(vec![created()])
        .when_async(ApplicationCommand::DeleteApplication)
        .await
        .then_expect_events(vec![ApplicationEvent::ApplicationDeleted {}]);
}

#[tokio::test]
async fn a_deleted_application_is_deleted_once_and_takes_no_other_command() {
    for command in [
        ApplicationCommand::DeleteApplication,
        update("Customer portal v2", ""),
        change_status(2),
    ] {
        applications_without_lookup()
            .given(deleted())
            .when_async(command)
            .await
            .then_expect_error(ApplicationError::NotFound);
    }
    // Its id stays taken while it is in the trash.
    applications_without_lookup()
        .given(deleted())
        .when_async(new_application())
        .await
        .then_expect_error(ApplicationError::AlreadyExists);
}

#[tokio::test]
async fn a_deleted_application_is_restored_once_while_its_project_stands() {
    applications()
        .given(deleted())
        .when_async(ApplicationCommand::RestoreApplication)
        .await
        .then_expect_events(vec![ApplicationEvent::ApplicationRestored {}]);
    let mut restored = deleted();
    restored.push(ApplicationEvent::ApplicationRestored {});
    applications_without_lookup()
        .given(restored)
        .when_async(ApplicationCommand::RestoreApplication)
        .await
        .then_expect_error(ApplicationError::NotDeleted);
}

#[tokio::test]
async fn an_application_that_is_not_deleted_is_not_restored() {
    applications_without_lookup()
        .given(vec![created()])
        .when_async(ApplicationCommand::RestoreApplication)
        .await
        .then_expect_error(ApplicationError::NotDeleted);
}

#[tokio::test]
async fn an_application_whose_project_went_to_the_trash_meanwhile_is_not_restored() {
    let in_intranet = ApplicationEvent::ApplicationCreated {
        application_id: PORTAL,
        project_id: INTRANET,
        name: "Customer portal".into(),
        description: String::new(),
        status: ApplicationStatus::Draft,
    };
    applications_with(KnownIds::trashed())
        .given(vec![in_intranet, ApplicationEvent::ApplicationDeleted {}])
        .when_async(ApplicationCommand::RestoreApplication)
        .await
        .then_expect_error(ApplicationError::ProjectNotFound);
    applications_without_lookup()
        .given(deleted())
        .when_async(ApplicationCommand::RestoreApplication)
        .await
        .then_expect_error(ApplicationError::Lookup(UNREACHABLE.into()));
}

#[tokio::test]
async fn a_restored_application_is_as_it_was_and_takes_commands_again() {
    let mut restored = deleted();
    restored.push(ApplicationEvent::ApplicationRestored {});
    applications_without_lookup()
        .given(restored.clone())
        .when_async(update("Customer portal", "  The *self-service* site"))
        .await
        .then_expect_error(ApplicationError::NothingChanged);
    applications_without_lookup()
        .given(restored)
        .when_async(change_status(2))
        .await
        .then_expect_events(vec![ApplicationEvent::ApplicationStatusChanged {
            from: ApplicationStatus::Draft,
            to: ApplicationStatus::Active,
        }]);
}

#[test]
fn the_trash_folds_in_and_out_and_an_application_stored_before_it_reads_as_not_deleted() {
    let mut application = Application::default();
    cqrs_es::Aggregate::apply(&mut application, created());
    let before = application.clone();
    cqrs_es::Aggregate::apply(&mut application, ApplicationEvent::ApplicationDeleted {});
    assert!(!application.exists() && application.deleted);
    assert_eq!(application.id, Some(PORTAL));
    cqrs_es::Aggregate::apply(&mut application, ApplicationEvent::ApplicationRestored {});
    assert_eq!(application, before);
    let mut stored = serde_json::to_value(&before).unwrap();
    stored.as_object_mut().unwrap().remove("deleted");
    let read: Application = serde_json::from_value(stored).unwrap();
    assert!(read.exists());
}
