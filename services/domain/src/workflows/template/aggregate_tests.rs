//! Given/when/then tests: every workflow template command and every rejection.

use std::sync::{Arc, Mutex};

use cqrs_es::test::TestFramework;
use uuid::Uuid;

use super::*;
use crate::Command;
use crate::workflows::test_support::plain;
use crate::workflows::{
    DESCRIPTION_MAX_CHARS, MAX_STEPS, NAME_MAX_CHARS, StepPlan, TemplateSnapshot, Visibility,
};

const TEMPLATE: Uuid = Uuid::from_u128(0x7e3a);
const ADA: Uuid = Uuid::from_u128(0xada);
const COLLECT: Uuid = Uuid::from_u128(0x5_7e91);
const APPROVE: Uuid = Uuid::from_u128(0x5_7e92);
const PAY: Uuid = Uuid::from_u128(0x5_7e93);
/// A members role: managers.
const MANAGER: i32 = 3;
/// A members role: accountants.
const ACCOUNTANT: i32 = 4;
/// Names no role.
const GHOST: i32 = 99;

/// The write side as the template rules see it: every role exists but [`GHOST`]. Remembers
/// what it was asked.
#[derive(Default)]
struct World {
    asked: Mutex<Vec<Vec<i32>>>,
}

#[async_trait::async_trait]
impl WorkflowTemplateLookup for World {
    async fn missing_roles(&self, role_ids: &[i32]) -> Vec<i32> {
        assert!(!role_ids.is_empty(), "asked about no roles");
        self.asked.lock().unwrap().push(role_ids.to_vec());
        role_ids.iter().copied().filter(|id| *id == GHOST).collect()
    }
}

/// A write side that must not be asked: proves a command asked nothing.
struct NotAsked;

#[async_trait::async_trait]
impl WorkflowTemplateLookup for NotAsked {
    async fn missing_roles(&self, _: &[i32]) -> Vec<i32> {
        panic!("asked about roles")
    }
}

fn templates() -> TestFramework<WorkflowTemplate> {
    TestFramework::with(WorkflowTemplateServices {
        lookup: Arc::new(World::default()),
    })
}

fn templates_asking_nothing() -> TestFramework<WorkflowTemplate> {
    TestFramework::with(WorkflowTemplateServices {
        lookup: Arc::new(NotAsked),
    })
}

fn strings(values: &[&str]) -> Vec<String> {
    values.iter().map(|v| (*v).to_owned()).collect()
}

/// The travel-expenses steps as recorded: collect (two documents, 48 hours), a manager
/// approves, an accountant pays.
fn steps() -> Vec<StepPlan> {
    vec![
        StepPlan {
            description: "Every receipt of the trip.".into(),
            expected_documents: strings(&["Receipts", "Boarding pass"]),
            due_after_hours: Some(48),
            ..plain(COLLECT, "Collect receipts")
        },
        StepPlan {
            approver_role_id: Some(MANAGER),
            due_after_hours: Some(24),
            ..plain(APPROVE, "Manager approval")
        },
        StepPlan {
            approver_role_id: Some(ACCOUNTANT),
            ..plain(PAY, "Reimburse")
        },
    ]
}

/// [`steps`] as the form sends them: spaces around every text.
fn sent_steps() -> Vec<StepPlan> {
    steps()
        .into_iter()
        .map(|step| StepPlan {
            name: format!("  {} ", step.name),
            description: format!("\n{}  ", step.description),
            expected_documents: step
                .expected_documents
                .iter()
                .map(|d| format!(" {d}"))
                .collect(),
            ..step
        })
        .collect()
}

fn create(name: &str, description: &str, steps: Vec<StepPlan>) -> WorkflowTemplateCommand {
    WorkflowTemplateCommand::Create {
        template_id: TEMPLATE,
        author_id: ADA,
        name: name.into(),
        description: description.into(),
        visibility: Visibility::Active,
        steps,
    }
}

fn created_with(
    name: &str,
    description: &str,
    visibility: Visibility,
    steps: Vec<StepPlan>,
) -> WorkflowTemplateEvent {
    WorkflowTemplateEvent::WorkflowTemplateCreated {
        template_id: TEMPLATE,
        author_id: ADA,
        name: name.into(),
        description: description.into(),
        visibility,
        steps,
    }
}

fn created() -> WorkflowTemplateEvent {
    created_with(
        "Travel expenses",
        "Claim the costs of a business trip.",
        Visibility::Active,
        steps(),
    )
}

fn update(name: &str, description: &str, steps: Vec<StepPlan>) -> WorkflowTemplateCommand {
    WorkflowTemplateCommand::Update {
        name: name.into(),
        description: description.into(),
        steps,
    }
}

fn updated(name: &str, description: &str, steps: Vec<StepPlan>) -> WorkflowTemplateEvent {
    WorkflowTemplateEvent::WorkflowTemplateUpdated {
        name: name.into(),
        description: description.into(),
        steps,
    }
}

fn archived() -> WorkflowTemplateEvent {
    WorkflowTemplateEvent::WorkflowTemplateArchived {}
}

fn visibility(visibility: Visibility) -> WorkflowTemplateCommand {
    WorkflowTemplateCommand::ChangeVisibility { visibility }
}

async fn rejects_creating(
    name: &str,
    description: &str,
    steps: Vec<StepPlan>,
    error: WorkflowTemplateError,
) {
    templates()
        .given_no_previous_events()
        .when_async(create(name, description, steps))
        .await
        .then_expect_error(error);
}

// ----- Create -----

#[tokio::test]
async fn creating_a_template_records_its_form_trimmed_with_its_steps_in_order() {
    templates()
        .given_no_previous_events()
        .when_async(create(
            " Travel expenses ",
            " Claim the costs of a business trip.\n",
            sent_steps(),
        ))
        .await
        .then_expect_events(vec![created()]);
}

#[tokio::test]
async fn a_template_needs_no_description_approver_expected_document_or_due_time() {
    templates()
        .given_no_previous_events()
        .when_async(create(
            "Onboarding",
            "  ",
            vec![plain(COLLECT, "Say hello")],
        ))
        .await
        .then_expect_events(vec![created_with(
            "Onboarding",
            "",
            Visibility::Active,
            vec![plain(COLLECT, "Say hello")],
        )]);
}

#[tokio::test]
async fn a_template_may_be_created_inactive_or_hidden() {
    for visibility in [Visibility::Inactive, Visibility::Hidden] {
        templates()
            .given_no_previous_events()
            .when_async(WorkflowTemplateCommand::Create {
                template_id: TEMPLATE,
                author_id: ADA,
                name: "Travel expenses".into(),
                description: "Claim the costs of a business trip.".into(),
                visibility,
                steps: steps(),
            })
            .await
            .then_expect_events(vec![created_with(
                "Travel expenses",
                "Claim the costs of a business trip.",
                visibility,
                steps(),
            )]);
    }
}

#[tokio::test]
async fn texts_of_the_maximum_length_in_japanese_are_accepted() {
    let name = "名".repeat(NAME_MAX_CHARS);
    let description = "説".repeat(DESCRIPTION_MAX_CHARS);
    templates()
        .given_no_previous_events()
        .when_async(create(&name, &description, steps()))
        .await
        .then_expect_events(vec![created_with(
            &name,
            &description,
            Visibility::Active,
            steps(),
        )]);
}

#[tokio::test]
async fn creating_a_template_with_an_empty_or_oversized_name_is_rejected() {
    for name in ["", " \t ", &"x".repeat(NAME_MAX_CHARS + 1)] {
        rejects_creating(name, "", steps(), WorkflowTemplateError::InvalidName).await;
    }
}

#[tokio::test]
async fn creating_a_template_with_an_oversized_description_is_rejected() {
    let description = "x".repeat(DESCRIPTION_MAX_CHARS + 1);
    rejects_creating(
        "Travel expenses",
        &description,
        steps(),
        WorkflowTemplateError::InvalidDescription,
    )
    .await;
}

#[tokio::test]
async fn creating_a_template_without_steps_with_too_many_or_with_an_invalid_one_is_rejected() {
    let too_many: Vec<StepPlan> = (0..=MAX_STEPS as u128)
        .map(|i| plain(Uuid::from_u128(0x1_0000 + i), "Step"))
        .collect();
    let nameless = vec![plain(COLLECT, " ")];
    let same_key = vec![plain(COLLECT, "One"), plain(COLLECT, "Two")];
    for steps in [vec![], too_many, nameless, same_key] {
        rejects_creating(
            "Travel expenses",
            "",
            steps,
            WorkflowTemplateError::InvalidSteps,
        )
        .await;
    }
}

#[tokio::test]
async fn creating_a_template_whose_approver_role_does_not_exist_is_rejected() {
    let mut steps = steps();
    steps[2].approver_role_id = Some(GHOST);
    rejects_creating(
        "Travel expenses",
        "",
        steps,
        WorkflowTemplateError::RoleNotFound,
    )
    .await;
}

#[tokio::test]
async fn creating_a_template_asks_about_each_approver_role_once() {
    let world = Arc::new(World::default());
    let mut steps = steps();
    steps.push(StepPlan {
        approver_role_id: Some(MANAGER),
        ..plain(Uuid::from_u128(0x5_7e94), "Manager sign-off")
    });
    TestFramework::<WorkflowTemplate>::with(WorkflowTemplateServices {
        lookup: world.clone(),
    })
    .given_no_previous_events()
    .when_async(create("Travel expenses", "", steps))
    .await
    .inspect_result()
    .unwrap();
    assert_eq!(
        *world.asked.lock().unwrap(),
        vec![vec![MANAGER, ACCOUNTANT]]
    );
}

#[tokio::test]
async fn a_template_without_approvers_asks_nothing() {
    templates_asking_nothing()
        .given_no_previous_events()
        .when_async(create("Onboarding", "", vec![plain(COLLECT, "Say hello")]))
        .await
        .then_expect_events(vec![created_with(
            "Onboarding",
            "",
            Visibility::Active,
            vec![plain(COLLECT, "Say hello")],
        )]);
}

#[tokio::test]
async fn a_form_wrong_in_several_ways_is_rejected_for_the_first_in_form_order() {
    // Fields before lookups; each in the form's order.
    let long = "x".repeat(DESCRIPTION_MAX_CHARS + 1);
    let ghost_step = vec![StepPlan {
        approver_role_id: Some(GHOST),
        ..plain(COLLECT, "Collect")
    }];
    let cases = [
        (
            " ",
            long.as_str(),
            vec![],
            WorkflowTemplateError::InvalidName,
        ),
        (
            "A",
            long.as_str(),
            vec![],
            WorkflowTemplateError::InvalidDescription,
        ),
        ("A", "", vec![], WorkflowTemplateError::InvalidSteps),
        ("A", "", ghost_step, WorkflowTemplateError::RoleNotFound),
    ];
    for (name, description, steps, error) in cases {
        rejects_creating(name, description, steps, error).await;
    }
}

#[tokio::test]
async fn creating_a_template_twice_is_rejected() {
    templates()
        .given(vec![created()])
        .when_async(create("Travel expenses", "", steps()))
        .await
        .then_expect_error(WorkflowTemplateError::AlreadyExists);
}

#[tokio::test]
async fn every_other_command_on_a_template_that_does_not_exist_is_rejected_as_not_found() {
    for command in [
        update("Travel expenses", "", steps()),
        visibility(Visibility::Hidden),
        WorkflowTemplateCommand::Archive,
        WorkflowTemplateCommand::Restore,
        WorkflowTemplateCommand::Delete,
        WorkflowTemplateCommand::RestoreFromTrash,
    ] {
        templates()
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(WorkflowTemplateError::NotFound);
    }
}

// ----- Update -----

#[tokio::test]
async fn updating_a_template_records_the_whole_form_as_it_now_is() {
    let mut new_steps = steps();
    new_steps[0].expected_documents.push("Hotel invoice".into());
    new_steps.remove(2);
    templates()
        .given(vec![created()])
        .when_async(update(" Travel costs ", "", new_steps.clone()))
        .await
        .then_expect_events(vec![updated("Travel costs", "", new_steps)]);
}

#[tokio::test]
async fn reordering_the_steps_is_a_change() {
    let mut reordered = steps();
    reordered.swap(1, 2);
    templates_asking_nothing()
        .given(vec![created()])
        .when_async(update(
            "Travel expenses",
            "Claim the costs of a business trip.",
            reordered.clone(),
        ))
        .await
        .then_expect_events(vec![updated(
            "Travel expenses",
            "Claim the costs of a business trip.",
            reordered,
        )]);
}

#[tokio::test]
async fn an_update_equal_to_the_current_form_up_to_spaces_changes_nothing() {
    templates()
        .given(vec![created()])
        .when_async(update(
            "Travel expenses  ",
            " Claim the costs of a business trip.",
            sent_steps(),
        ))
        .await
        .then_expect_error(WorkflowTemplateError::NothingChanged);
}

#[tokio::test]
async fn an_update_with_an_invalid_field_is_rejected_naming_it() {
    let long = "x".repeat(DESCRIPTION_MAX_CHARS + 1);
    let mut bad_due = steps();
    bad_due[1].due_after_hours = Some(0);
    let cases = [
        ("", "", steps(), WorkflowTemplateError::InvalidName),
        (
            "A",
            long.as_str(),
            steps(),
            WorkflowTemplateError::InvalidDescription,
        ),
        ("A", "", vec![], WorkflowTemplateError::InvalidSteps),
        ("A", "", bad_due, WorkflowTemplateError::InvalidSteps),
    ];
    for (name, description, steps, error) in cases {
        templates()
            .given(vec![created()])
            .when_async(update(name, description, steps))
            .await
            .then_expect_error(error);
    }
}

#[tokio::test]
async fn an_update_asks_only_about_approver_roles_new_to_the_template() {
    // The ghost role it holds has gone since; renaming the template asks nothing.
    let mut held = steps();
    held[2].approver_role_id = Some(GHOST);
    templates_asking_nothing()
        .given(vec![created_with(
            "Travel expenses",
            "",
            Visibility::Active,
            held.clone(),
        )])
        .when_async(update("Travel costs", "", held.clone()))
        .await
        .then_expect_events(vec![updated("Travel costs", "", held)]);
}

#[tokio::test]
async fn an_update_naming_an_approver_role_that_does_not_exist_is_rejected() {
    let mut new_steps = steps();
    new_steps[0].approver_role_id = Some(GHOST);
    templates()
        .given(vec![created()])
        .when_async(update("Travel expenses", "", new_steps))
        .await
        .then_expect_error(WorkflowTemplateError::RoleNotFound);
}

#[tokio::test]
async fn an_archived_template_is_not_updated() {
    templates()
        .given(vec![created(), archived()])
        .when_async(update("Travel costs", "", steps()))
        .await
        .then_expect_error(WorkflowTemplateError::Archived);
}

// ----- ChangeVisibility -----

#[tokio::test]
async fn changing_a_templates_visibility_is_recorded() {
    templates()
        .given(vec![created()])
        .when_async(visibility(Visibility::Hidden))
        .await
        .then_expect_events(vec![
            WorkflowTemplateEvent::WorkflowTemplateVisibilityChanged {
                visibility: Visibility::Hidden,
            },
        ]);
}

#[tokio::test]
async fn setting_the_visibility_a_template_has_is_rejected_as_the_same_status() {
    templates()
        .given(vec![created()])
        .when_async(visibility(Visibility::Active))
        .await
        .then_expect_error(WorkflowTemplateError::SameVisibility);
}

#[tokio::test]
async fn an_archived_templates_visibility_is_not_changed() {
    templates()
        .given(vec![created(), archived()])
        .when_async(visibility(Visibility::Inactive))
        .await
        .then_expect_error(WorkflowTemplateError::Archived);
}

// ----- Archive and Restore -----

#[tokio::test]
async fn archiving_a_template_is_recorded_once() {
    templates()
        .given(vec![created()])
        .when_async(WorkflowTemplateCommand::Archive)
        .await
        .then_expect_events(vec![archived()]);
    templates()
        .given(vec![created(), archived()])
        .when_async(WorkflowTemplateCommand::Archive)
        .await
        .then_expect_error(WorkflowTemplateError::AlreadyArchived);
}

#[tokio::test]
async fn restoring_an_archived_template_is_recorded_and_only_an_archived_one_is_restored() {
    templates()
        .given(vec![created(), archived()])
        .when_async(WorkflowTemplateCommand::Restore)
        .await
        .then_expect_events(vec![WorkflowTemplateEvent::WorkflowTemplateRestored {}]);
    templates()
        .given(vec![created()])
        .when_async(WorkflowTemplateCommand::Restore)
        .await
        .then_expect_error(WorkflowTemplateError::NotArchived);
    templates()
        .given(vec![
            created(),
            archived(),
            WorkflowTemplateEvent::WorkflowTemplateRestored {},
        ])
        .when_async(visibility(Visibility::Inactive))
        .await
        .then_expect_events(vec![
            WorkflowTemplateEvent::WorkflowTemplateVisibilityChanged {
                visibility: Visibility::Inactive,
            },
        ]);
}

// ----- The trash (issue 35) -----

fn deleted() -> WorkflowTemplateEvent {
    WorkflowTemplateEvent::WorkflowTemplateDeleted {}
}

fn restored_from_trash() -> WorkflowTemplateEvent {
    WorkflowTemplateEvent::WorkflowTemplateRestoredFromTrash {}
}

#[tokio::test]
async fn deleting_a_template_moves_it_to_the_trash_whatever_its_visibility_or_archive() {
    let hidden = WorkflowTemplateEvent::WorkflowTemplateVisibilityChanged {
        visibility: Visibility::Hidden,
    };
    for given in [
        vec![created()],
        vec![created(), archived()],
        vec![created(), hidden],
    ] {
        templates_asking_nothing()
            .given(given)
            .when_async(WorkflowTemplateCommand::Delete)
            .await
            .then_expect_events(vec![deleted()]);
    }
}

#[tokio::test]
async fn a_deleted_template_takes_no_command_but_its_restore_from_the_trash() {
    for command in [
        update("Travel costs", "", steps()),
        visibility(Visibility::Hidden),
        WorkflowTemplateCommand::Archive,
        WorkflowTemplateCommand::Restore,
        WorkflowTemplateCommand::Delete,
    ] {
        templates_asking_nothing()
            .given(vec![created(), archived(), deleted()])
            .when_async(command)
            .await
            .then_expect_error(WorkflowTemplateError::NotFound);
    }
}

#[tokio::test]
async fn a_deleted_templates_id_is_not_created_again() {
    templates()
        .given(vec![created(), deleted()])
        .when_async(create("Travel expenses", "", steps()))
        .await
        .then_expect_error(WorkflowTemplateError::AlreadyExists);
}

#[tokio::test]
async fn restoring_a_deleted_template_brings_it_back_as_it_was() {
    templates_asking_nothing()
        .given(vec![created(), archived(), deleted()])
        .when_async(WorkflowTemplateCommand::RestoreFromTrash)
        .await
        .then_expect_events(vec![restored_from_trash()]);
    // Archived still: archiving it again is refused as before, and un-archiving is not.
    let back = || vec![created(), archived(), deleted(), restored_from_trash()];
    templates_asking_nothing()
        .given(back())
        .when_async(WorkflowTemplateCommand::Archive)
        .await
        .then_expect_error(WorkflowTemplateError::AlreadyArchived);
    templates_asking_nothing()
        .given(back())
        .when_async(WorkflowTemplateCommand::Restore)
        .await
        .then_expect_events(vec![WorkflowTemplateEvent::WorkflowTemplateRestored {}]);
}

#[tokio::test]
async fn restoring_a_template_from_the_trash_that_is_not_there_is_refused() {
    // Neither a live template nor an archived one (un-archiving is `Restore`).
    for given in [vec![created()], vec![created(), archived()]] {
        templates_asking_nothing()
            .given(given)
            .when_async(WorkflowTemplateCommand::RestoreFromTrash)
            .await
            .then_expect_error(WorkflowTemplateError::NotDeleted);
    }
}

#[test]
fn a_deleted_template_starts_no_instance_and_a_state_stored_before_the_trash_is_not_deleted() {
    let mut template = WorkflowTemplate::default();
    cqrs_es::Aggregate::apply(&mut template, created());
    cqrs_es::Aggregate::apply(&mut template, deleted());
    assert!(!template.snapshot(2).unwrap().usable);
    let mut stored = serde_json::to_value(WorkflowTemplate {
        deleted: false,
        ..template
    })
    .unwrap();
    stored.as_object_mut().unwrap().remove("deleted");
    let read: WorkflowTemplate = serde_json::from_value(stored).unwrap();
    assert!(!read.deleted());
    assert!(read.exists());
}

// ----- State, types and registration -----

/// One event of every type, in the order of [`WorkflowTemplateEvent::TYPES`].
fn one_of_each() -> Vec<WorkflowTemplateEvent> {
    vec![
        created(),
        updated("Travel costs", "", vec![plain(PAY, "Reimburse")]),
        WorkflowTemplateEvent::WorkflowTemplateVisibilityChanged {
            visibility: Visibility::Hidden,
        },
        archived(),
        WorkflowTemplateEvent::WorkflowTemplateRestored {},
        deleted(),
        restored_from_trash(),
    ]
}

#[test]
fn the_state_folds_every_event() {
    let mut template = WorkflowTemplate::default();
    assert!(!template.exists());
    assert!(!template.usable());
    let [
        created,
        updated,
        hidden,
        archived,
        restored,
        deleted,
        restored_from_trash,
    ] = one_of_each().try_into().unwrap();
    cqrs_es::Aggregate::apply(&mut template, created);
    assert!(template.usable());
    assert_eq!(template.steps(), steps());
    for event in [updated, hidden] {
        cqrs_es::Aggregate::apply(&mut template, event);
    }
    assert!(template.exists());
    assert_eq!(template.id(), Some(TEMPLATE));
    assert_eq!(template.author_id(), ADA);
    assert_eq!(template.name(), "Travel costs");
    assert_eq!(template.description(), "");
    assert_eq!(template.steps(), [plain(PAY, "Reimburse")]);
    assert_eq!(template.visibility(), Visibility::Hidden);
    assert!(!template.usable());
    cqrs_es::Aggregate::apply(
        &mut template,
        WorkflowTemplateEvent::WorkflowTemplateVisibilityChanged {
            visibility: Visibility::Active,
        },
    );
    assert!(template.usable());
    cqrs_es::Aggregate::apply(&mut template, archived);
    assert!(template.archived());
    assert!(!template.usable());
    cqrs_es::Aggregate::apply(&mut template, restored);
    assert!(!template.archived());
    assert!(template.usable());
    cqrs_es::Aggregate::apply(&mut template, deleted);
    assert!(template.deleted());
    assert!(!template.exists());
    assert!(!template.usable());
    assert_eq!(template.id(), Some(TEMPLATE));
    cqrs_es::Aggregate::apply(&mut template, restored_from_trash);
    assert!(!template.deleted());
    assert!(template.exists());
    assert!(template.usable());
}

#[test]
fn an_instance_is_told_the_templates_id_version_name_steps_and_whether_it_is_usable() {
    assert_eq!(WorkflowTemplate::default().snapshot(1), None);
    let mut template = WorkflowTemplate::default();
    cqrs_es::Aggregate::apply(&mut template, created());
    assert_eq!(
        template.snapshot(4),
        Some(TemplateSnapshot {
            template_id: TEMPLATE,
            version: 4,
            name: "Travel expenses".into(),
            usable: true,
            steps: steps(),
        })
    );
    cqrs_es::Aggregate::apply(&mut template, archived());
    assert!(!template.snapshot(5).unwrap().usable);
}

#[test]
fn event_types_are_the_serialized_tags_and_all_listed_in_types() {
    let events = one_of_each();
    let types: Vec<String> = events
        .iter()
        .map(cqrs_es::DomainEvent::event_type)
        .collect();
    assert_eq!(types, WorkflowTemplateEvent::TYPES);
    for event in events {
        let json = serde_json::to_value(&event).unwrap();
        let tag = json.as_object().unwrap().keys().next().unwrap().clone();
        assert_eq!(tag, cqrs_es::DomainEvent::event_type(&event));
        assert_eq!(cqrs_es::DomainEvent::event_version(&event), "1.0");
        assert_eq!(
            serde_json::from_value::<WorkflowTemplateEvent>(json).unwrap(),
            event
        );
    }
}

#[test]
fn a_stored_template_names_its_visibility_and_lists_its_steps_field_by_field() {
    let json = serde_json::to_value(created_with(
        "Onboarding",
        "",
        Visibility::Inactive,
        vec![StepPlan {
            approver_role_id: Some(MANAGER),
            expected_documents: strings(&["Contract"]),
            due_after_hours: Some(8),
            ..plain(COLLECT, "Sign")
        }],
    ))
    .unwrap();
    assert_eq!(
        json,
        serde_json::json!({ "WorkflowTemplateCreated": {
            "template_id": TEMPLATE,
            "author_id": ADA,
            "name": "Onboarding",
            "description": "",
            "visibility": "inactive",
            "steps": [{
                "key": COLLECT,
                "name": "Sign",
                "description": "",
                "approver_role_id": MANAGER,
                "expected_documents": ["Contract"],
                "due_after_hours": 8,
            }],
        }})
    );
}

#[test]
fn the_aggregate_is_registered_under_its_type() {
    let kind = crate::aggregate_kind("WorkflowTemplate").unwrap();
    assert_eq!(kind.event_types, WorkflowTemplateEvent::TYPES);
    assert_eq!(
        <WorkflowTemplate as cqrs_es::Aggregate>::TYPE,
        "WorkflowTemplate"
    );
    let names = [
        (create("a", "", vec![]), "CreateWorkflowTemplate"),
        (update("a", "", vec![]), "UpdateWorkflowTemplate"),
        (
            visibility(Visibility::Active),
            "ChangeWorkflowTemplateVisibility",
        ),
        (WorkflowTemplateCommand::Archive, "ArchiveWorkflowTemplate"),
        (WorkflowTemplateCommand::Restore, "RestoreWorkflowTemplate"),
        (WorkflowTemplateCommand::Delete, "DeleteWorkflowTemplate"),
        (
            WorkflowTemplateCommand::RestoreFromTrash,
            "RestoreWorkflowTemplateFromTrash",
        ),
    ];
    for (command, name) in names {
        assert_eq!(command.name(), name);
    }
}
