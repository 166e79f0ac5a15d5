//! Given/when/then tests: every workflow instance command and every rejection.

use chrono::{DateTime, TimeDelta, TimeZone, Utc};
use cqrs_es::test::TestFramework;
use uuid::Uuid;

use super::*;
use crate::Command;
use crate::workflows::test_support::plain;
use crate::workflows::{
    COMMENT_MAX_CHARS, GeneratedBy, InstanceStep, MAX_STEP_DOCUMENTS, MAX_STEPS, NAME_MAX_CHARS,
    Progress, StepPlan, StepStatus, TemplateSnapshot,
};

const INSTANCE: Uuid = Uuid::from_u128(0x1a57);
const TEMPLATE: Uuid = Uuid::from_u128(0x7e3a);
/// The owner.
const ADA: Uuid = Uuid::from_u128(0xada);
/// A manager: approves the second step.
const BOB: Uuid = Uuid::from_u128(0xb0b);
/// An accountant: approves the third step.
const CAROL: Uuid = Uuid::from_u128(0xca201);
/// A manager of another team: reassigns approvers.
const DAN: Uuid = Uuid::from_u128(0xda2);
/// The owner completes it; due 48 hours after it starts.
const COLLECT: Uuid = Uuid::from_u128(0x5_7e91);
/// A manager approves it; due 24 hours after it starts.
const APPROVE: Uuid = Uuid::from_u128(0x5_7e92);
/// An accountant approves it; no due time.
const PAY: Uuid = Uuid::from_u128(0x5_7e93);
/// Names no step.
const GHOST: Uuid = Uuid::from_u128(0xdead);
const RECEIPTS: Uuid = Uuid::from_u128(0xd0c1);
const BOARDING_PASS: Uuid = Uuid::from_u128(0xd0c2);
/// The claim form: the approval document.
const CLAIM: Uuid = Uuid::from_u128(0xc1a1);
const MANAGER: i32 = 3;
const ACCOUNTANT: i32 = 4;

fn instances() -> TestFramework<WorkflowInstance> {
    TestFramework::with(WorkflowInstanceServices)
}

/// `hours` after the instance started.
fn t(hours: i64) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 11, 24, 9, 0, 0).unwrap() + TimeDelta::hours(hours)
}

/// The travel-expenses steps: collect (the owner, 48 hours), a manager approves (24 hours),
/// an accountant pays.
fn steps() -> Vec<StepPlan> {
    vec![
        StepPlan {
            expected_documents: vec!["Receipts".into(), "Boarding pass".into()],
            due_after_hours: Some(48),
            ..plain(COLLECT, "Collect receipts")
        },
        StepPlan {
            approver_role_id: Some(MANAGER),
            expected_documents: vec!["Claim form".into()],
            due_after_hours: Some(24),
            ..plain(APPROVE, "Manager approval")
        },
        StepPlan {
            approver_role_id: Some(ACCOUNTANT),
            ..plain(PAY, "Reimburse")
        },
    ]
}

fn template(steps: Vec<StepPlan>) -> TemplateSnapshot {
    TemplateSnapshot {
        template_id: TEMPLATE,
        version: 3,
        name: "Travel expenses".into(),
        usable: true,
        steps,
    }
}

fn start(name: &str, template: TemplateSnapshot) -> WorkflowInstanceCommand {
    WorkflowInstanceCommand::Start {
        instance_id: INSTANCE,
        owner_id: ADA,
        name: name.into(),
        template,
        at: t(0),
    }
}

fn instance_started(steps: Vec<StepPlan>) -> WorkflowInstanceEvent {
    WorkflowInstanceEvent::WorkflowInstanceStarted {
        instance_id: INSTANCE,
        owner_id: ADA,
        name: "Berlin trip".into(),
        template_id: TEMPLATE,
        template_version: 3,
        template_name: "Travel expenses".into(),
        steps,
        at: t(0),
    }
}

fn step_started(step_key: Uuid, at: i64, due: Option<i64>) -> WorkflowInstanceEvent {
    WorkflowInstanceEvent::WorkflowStepStarted {
        step_key,
        at: t(at),
        due_at: due.map(t),
    }
}

fn step_completed(step_key: Uuid, completed_by: Uuid, at: i64) -> WorkflowInstanceEvent {
    WorkflowInstanceEvent::WorkflowStepCompleted {
        step_key,
        completed_by,
        at: t(at),
    }
}

fn attached(step_key: Uuid, document_id: Uuid, is_approval: bool) -> WorkflowInstanceEvent {
    WorkflowInstanceEvent::WorkflowStepDocumentAttached {
        step_key,
        document_id,
        is_approval,
        at: t(2),
    }
}

fn decided(is_approve: bool, comment: Option<&str>, at: i64) -> WorkflowInstanceEvent {
    WorkflowInstanceEvent::WorkflowStepApprovalDecided {
        step_key: APPROVE,
        document_id: CLAIM,
        is_approve,
        decided_by: BOB,
        comment: comment.map(Into::into),
        at: t(at),
    }
}

fn archived(at: i64) -> WorkflowInstanceEvent {
    WorkflowInstanceEvent::WorkflowInstanceArchived { at: t(at) }
}

/// Started: collecting receipts, due in 48 hours.
fn started() -> Vec<WorkflowInstanceEvent> {
    vec![
        instance_started(steps()),
        step_started(COLLECT, 0, Some(48)),
    ]
}

/// Receipts collected at hour 1: waiting for the manager, due at hour 25.
fn at_approval() -> Vec<WorkflowInstanceEvent> {
    let mut events = started();
    events.extend([
        step_completed(COLLECT, ADA, 1),
        step_started(APPROVE, 1, Some(25)),
    ]);
    events
}

/// [`at_approval`] with the claim form attached as the approval document, pending.
fn claim_pending() -> Vec<WorkflowInstanceEvent> {
    let mut events = at_approval();
    events.push(attached(APPROVE, CLAIM, true));
    events
}

/// [`claim_pending`], and the manager rejected the claim at hour 3.
fn claim_rejected() -> Vec<WorkflowInstanceEvent> {
    let mut events = claim_pending();
    events.push(decided(false, Some("Missing the hotel."), 3));
    events
}

/// [`claim_pending`], approved at hour 3: the last step done, the instance completed.
fn approved() -> Vec<WorkflowInstanceEvent> {
    let mut events = claim_pending();
    events.extend([
        decided(true, None, 3),
        step_completed(APPROVE, BOB, 3),
        WorkflowInstanceEvent::WorkflowInstanceCompleted { at: t(3) },
    ]);
    events
}

/// An instance of one owner step, completed at hour 1.
fn completed() -> Vec<WorkflowInstanceEvent> {
    vec![
        instance_started(vec![plain(COLLECT, "Collect receipts")]),
        step_started(COLLECT, 0, None),
        step_completed(COLLECT, ADA, 1),
        WorkflowInstanceEvent::WorkflowInstanceCompleted { at: t(1) },
    ]
}

fn with(
    mut events: Vec<WorkflowInstanceEvent>,
    more: WorkflowInstanceEvent,
) -> Vec<WorkflowInstanceEvent> {
    events.push(more);
    events
}

fn change(actor_id: Uuid, step_key: Uuid, status: StepStatus) -> WorkflowInstanceCommand {
    WorkflowInstanceCommand::ChangeStepStatus {
        actor_id,
        step_key,
        status,
        at: t(5),
    }
}

fn attach(
    actor_id: Uuid,
    step_key: Uuid,
    document_id: Uuid,
    is_approval: bool,
) -> WorkflowInstanceCommand {
    WorkflowInstanceCommand::AttachDocument {
        actor_id,
        step_key,
        document_id,
        is_approval,
        at: t(2),
    }
}

fn detach(actor_id: Uuid, step_key: Uuid, document_id: Uuid) -> WorkflowInstanceCommand {
    WorkflowInstanceCommand::DetachDocument {
        actor_id,
        step_key,
        document_id,
    }
}

fn decide(
    actor_id: Uuid,
    actor_role_ids: &[i32],
    step_key: Uuid,
    is_approve: bool,
    comment: Option<&str>,
) -> WorkflowInstanceCommand {
    WorkflowInstanceCommand::DecideApproval {
        actor_id,
        actor_role_ids: actor_role_ids.to_vec(),
        step_key,
        document_id: None,
        is_approve,
        comment: comment.map(Into::into),
        at: t(4),
    }
}

/// The manager decides on the claim.
fn bob_decides(is_approve: bool, comment: Option<&str>) -> WorkflowInstanceCommand {
    decide(BOB, &[1, MANAGER], APPROVE, is_approve, comment)
}

fn resubmit(actor_id: Uuid, step_key: Uuid) -> WorkflowInstanceCommand {
    WorkflowInstanceCommand::ResubmitApproval { actor_id, step_key }
}

fn mark_overdue(step_key: Uuid, at: i64) -> WorkflowInstanceCommand {
    WorkflowInstanceCommand::MarkOverdue {
        step_key,
        at: t(at),
    }
}

fn generated_by() -> GeneratedBy {
    GeneratedBy {
        room_id: Uuid::from_u128(0x200),
        message_id: Uuid::from_u128(0x3e55),
        model_id: Uuid::from_u128(0x5011),
        prompt: "Split the approval by amount.".into(),
    }
}

fn generate(actor_id: Uuid, steps: Vec<StepPlan>) -> WorkflowInstanceCommand {
    WorkflowInstanceCommand::ApplyGeneratedSteps {
        actor_id,
        steps,
        generated_by: generated_by(),
        at: t(6),
    }
}

fn steps_generated(steps: Vec<StepPlan>) -> WorkflowInstanceEvent {
    WorkflowInstanceEvent::WorkflowStepsGenerated {
        steps,
        generated_by: generated_by(),
        at: t(6),
    }
}

fn archive(actor_id: Uuid) -> WorkflowInstanceCommand {
    WorkflowInstanceCommand::Archive { actor_id, at: t(7) }
}

/// The state after `events`.
fn fold(events: Vec<WorkflowInstanceEvent>) -> WorkflowInstance {
    let mut instance = WorkflowInstance::default();
    for event in events {
        cqrs_es::Aggregate::apply(&mut instance, event);
    }
    instance
}

fn step_of(instance: &WorkflowInstance, key: Uuid) -> &InstanceStep {
    instance
        .steps()
        .iter()
        .find(|step| step.plan.key == key)
        .unwrap()
}

async fn rejects(
    given: Vec<WorkflowInstanceEvent>,
    command: WorkflowInstanceCommand,
    error: WorkflowInstanceError,
) {
    instances()
        .given(given)
        .when_async(command)
        .await
        .then_expect_error(error);
}

async fn records(
    given: Vec<WorkflowInstanceEvent>,
    command: WorkflowInstanceCommand,
    events: Vec<WorkflowInstanceEvent>,
) {
    instances()
        .given(given)
        .when_async(command)
        .await
        .then_expect_events(events);
}

// ----- Start -----

#[tokio::test]
async fn starting_an_instance_copies_the_templates_steps_and_starts_the_first_due_after_its_hours()
{
    let mut sent = steps();
    sent[0].name = "  Collect receipts ".into();
    instances()
        .given_no_previous_events()
        .when_async(start(" Berlin trip ", template(sent)))
        .await
        .then_expect_events(started());
}

#[tokio::test]
async fn a_first_step_without_due_hours_is_started_without_a_due_time() {
    instances()
        .given_no_previous_events()
        .when_async(start(
            "Berlin trip",
            template(vec![plain(PAY, "Reimburse")]),
        ))
        .await
        .then_expect_events(vec![
            instance_started(vec![plain(PAY, "Reimburse")]),
            step_started(PAY, 0, None),
        ]);
}

#[tokio::test]
async fn starting_from_a_template_that_is_not_active_is_rejected() {
    let inactive = TemplateSnapshot {
        usable: false,
        ..template(steps())
    };
    instances()
        .given_no_previous_events()
        .when_async(start("", inactive))
        .await
        .then_expect_error(WorkflowInstanceError::TemplateNotActive);
}

#[tokio::test]
async fn starting_an_instance_with_an_empty_or_oversized_name_is_rejected() {
    for name in ["", "   ", &"x".repeat(NAME_MAX_CHARS + 1)] {
        instances()
            .given_no_previous_events()
            .when_async(start(name, template(vec![])))
            .await
            .then_expect_error(WorkflowInstanceError::InvalidName);
    }
    let name = "旅".repeat(NAME_MAX_CHARS);
    instances()
        .given_no_previous_events()
        .when_async(start(&name, template(steps())))
        .await
        .inspect_result()
        .unwrap();
}

#[tokio::test]
async fn starting_from_a_template_without_valid_steps_is_rejected() {
    for steps in [vec![], vec![plain(COLLECT, " ")]] {
        instances()
            .given_no_previous_events()
            .when_async(start("Berlin trip", template(steps)))
            .await
            .then_expect_error(WorkflowInstanceError::InvalidSteps);
    }
}

#[tokio::test]
async fn starting_an_instance_twice_is_rejected() {
    rejects(
        started(),
        start("Berlin trip", template(steps())),
        WorkflowInstanceError::AlreadyExists,
    )
    .await;
}

#[tokio::test]
async fn every_other_command_on_an_instance_that_was_not_started_is_rejected_as_not_found() {
    for command in [
        change(ADA, COLLECT, StepStatus::Done),
        attach(ADA, COLLECT, RECEIPTS, false),
        detach(ADA, COLLECT, RECEIPTS),
        bob_decides(true, None),
        resubmit(ADA, APPROVE),
        mark_overdue(COLLECT, 50),
        generate(ADA, steps()),
        archive(ADA),
        reassign(APPROVE, Some(ACCOUNTANT), "Bob left."),
    ] {
        rejects(vec![], command, WorkflowInstanceError::NotFound).await;
    }
}

// ----- ChangeStepStatus -----

#[tokio::test]
async fn the_owner_completing_a_step_starts_the_next_due_after_its_hours() {
    records(
        started(),
        change(ADA, COLLECT, StepStatus::Done),
        vec![
            step_completed(COLLECT, ADA, 5),
            step_started(APPROVE, 5, Some(29)),
        ],
    )
    .await;
}

#[tokio::test]
async fn completing_the_last_step_completes_the_instance() {
    records(
        vec![
            instance_started(vec![plain(COLLECT, "Collect receipts")]),
            step_started(COLLECT, 0, None),
        ],
        change(ADA, COLLECT, StepStatus::Done),
        vec![
            step_completed(COLLECT, ADA, 5),
            WorkflowInstanceEvent::WorkflowInstanceCompleted { at: t(5) },
        ],
    )
    .await;
}

#[tokio::test]
async fn only_the_owner_changes_a_steps_status() {
    rejects(
        started(),
        change(BOB, COLLECT, StepStatus::Done),
        WorkflowInstanceError::NotOwner,
    )
    .await;
}

#[tokio::test]
async fn the_steps_of_a_completed_or_archived_instance_do_not_change_status() {
    for (given, status) in [
        (completed(), StepStatus::InProgress),
        (with(started(), archived(3)), StepStatus::Done),
    ] {
        rejects(
            given,
            change(ADA, COLLECT, status),
            WorkflowInstanceError::NotInProgress,
        )
        .await;
    }
}

#[tokio::test]
async fn changing_the_status_of_a_step_the_instance_does_not_have_is_rejected() {
    rejects(
        started(),
        change(ADA, GHOST, StepStatus::Done),
        WorkflowInstanceError::StepNotFound,
    )
    .await;
}

#[tokio::test]
async fn setting_a_step_to_the_status_it_has_is_rejected_as_the_same_status() {
    let cases = [
        (COLLECT, StepStatus::InProgress),
        (PAY, StepStatus::NotStarted),
    ];
    for (step_key, status) in cases {
        rejects(
            started(),
            change(ADA, step_key, status),
            WorkflowInstanceError::SameStatus,
        )
        .await;
    }
    rejects(
        at_approval(),
        change(ADA, COLLECT, StepStatus::Done),
        WorkflowInstanceError::SameStatus,
    )
    .await;
}

#[tokio::test]
async fn only_a_step_in_progress_is_set_done() {
    let cases = [
        (started(), PAY, StepStatus::Done),
        (started(), PAY, StepStatus::InProgress),
        (started(), COLLECT, StepStatus::NotStarted),
        (at_approval(), COLLECT, StepStatus::InProgress),
    ];
    for (given, step_key, status) in cases {
        rejects(
            given,
            change(ADA, step_key, status),
            WorkflowInstanceError::StatusUpdateFailed,
        )
        .await;
    }
}

#[tokio::test]
async fn a_step_with_an_approver_is_not_set_done_by_its_owner() {
    rejects(
        at_approval(),
        change(ADA, APPROVE, StepStatus::Done),
        WorkflowInstanceError::NeedsApproval,
    )
    .await;
}

// ----- AttachDocument -----

#[tokio::test]
async fn the_owner_attaches_documents_to_the_step_in_progress_and_to_steps_not_started() {
    records(
        started(),
        attach(ADA, COLLECT, RECEIPTS, false),
        vec![attached(COLLECT, RECEIPTS, false)],
    )
    .await;
    records(
        started(),
        attach(ADA, APPROVE, CLAIM, true),
        vec![attached(APPROVE, CLAIM, true)],
    )
    .await;
}

#[tokio::test]
async fn an_approval_document_starts_pending_and_documents_keep_their_order() {
    let instance = fold(with(
        with(at_approval(), attached(APPROVE, RECEIPTS, false)),
        attached(APPROVE, CLAIM, true),
    ));
    let documents = &step_of(&instance, APPROVE).documents;
    assert_eq!(
        documents
            .iter()
            .map(|d| (d.document_id, d.is_approval, d.is_approve))
            .collect::<Vec<_>>(),
        [(RECEIPTS, false, None), (CLAIM, true, None)]
    );
    assert_eq!(documents[1].attached_at, t(2));
    assert_eq!(documents[1].decided_by, None);
}

#[tokio::test]
async fn one_document_may_be_attached_to_several_steps() {
    records(
        with(started(), attached(COLLECT, RECEIPTS, false)),
        attach(ADA, APPROVE, RECEIPTS, false),
        vec![attached(APPROVE, RECEIPTS, false)],
    )
    .await;
}

#[tokio::test]
async fn only_the_owner_attaches_documents() {
    rejects(
        started(),
        attach(BOB, COLLECT, RECEIPTS, false),
        WorkflowInstanceError::NotOwner,
    )
    .await;
}

#[tokio::test]
async fn documents_are_not_attached_to_a_completed_or_archived_instance() {
    for given in [completed(), with(started(), archived(3))] {
        rejects(
            given,
            attach(ADA, COLLECT, RECEIPTS, false),
            WorkflowInstanceError::NotInProgress,
        )
        .await;
    }
}

#[tokio::test]
async fn attaching_a_document_to_a_step_the_instance_does_not_have_is_rejected() {
    rejects(
        started(),
        attach(ADA, GHOST, RECEIPTS, false),
        WorkflowInstanceError::StepNotFound,
    )
    .await;
}

#[tokio::test]
async fn documents_are_not_attached_to_a_step_that_is_done() {
    rejects(
        at_approval(),
        attach(ADA, COLLECT, RECEIPTS, false),
        WorkflowInstanceError::StepDone,
    )
    .await;
}

#[tokio::test]
async fn attaching_a_document_the_step_already_has_is_rejected() {
    for is_approval in [false, true] {
        rejects(
            claim_pending(),
            attach(ADA, APPROVE, CLAIM, is_approval),
            WorkflowInstanceError::DocumentAlreadyAttached,
        )
        .await;
    }
}

#[tokio::test]
async fn a_step_without_an_approver_takes_no_approval_document() {
    rejects(
        started(),
        attach(ADA, COLLECT, CLAIM, true),
        WorkflowInstanceError::NoApprover,
    )
    .await;
}

#[tokio::test]
async fn a_step_has_at_most_one_approval_document() {
    rejects(
        claim_pending(),
        attach(ADA, APPROVE, RECEIPTS, true),
        WorkflowInstanceError::ApprovalDocumentExists,
    )
    .await;
    records(
        claim_pending(),
        attach(ADA, APPROVE, RECEIPTS, false),
        vec![attached(APPROVE, RECEIPTS, false)],
    )
    .await;
}

#[tokio::test]
async fn a_step_holds_at_most_twenty_documents() {
    let mut given = started();
    given.extend(
        (0..MAX_STEP_DOCUMENTS as u128 - 1)
            .map(|i| attached(COLLECT, Uuid::from_u128(0x1_0000 + i), false)),
    );
    records(
        given.clone(),
        attach(ADA, COLLECT, RECEIPTS, false),
        vec![attached(COLLECT, RECEIPTS, false)],
    )
    .await;
    given.push(attached(COLLECT, RECEIPTS, false));
    rejects(
        given,
        attach(ADA, COLLECT, BOARDING_PASS, false),
        WorkflowInstanceError::TooManyDocuments,
    )
    .await;
}

// ----- DetachDocument -----

#[tokio::test]
async fn the_owner_detaches_a_document_from_a_step_not_done() {
    let given = with(started(), attached(COLLECT, RECEIPTS, false));
    records(
        given.clone(),
        detach(ADA, COLLECT, RECEIPTS),
        vec![WorkflowInstanceEvent::WorkflowStepDocumentDetached {
            step_key: COLLECT,
            document_id: RECEIPTS,
        }],
    )
    .await;
    let instance = fold(with(
        given,
        WorkflowInstanceEvent::WorkflowStepDocumentDetached {
            step_key: COLLECT,
            document_id: RECEIPTS,
        },
    ));
    assert!(step_of(&instance, COLLECT).documents.is_empty());
}

#[tokio::test]
async fn only_the_owner_detaches_documents() {
    rejects(
        with(started(), attached(COLLECT, RECEIPTS, false)),
        detach(BOB, COLLECT, RECEIPTS),
        WorkflowInstanceError::NotOwner,
    )
    .await;
}

#[tokio::test]
async fn documents_are_not_detached_from_a_completed_or_archived_instance() {
    for given in [
        with(completed(), archived(3)),
        with(
            with(started(), attached(COLLECT, RECEIPTS, false)),
            archived(3),
        ),
    ] {
        rejects(
            given,
            detach(ADA, COLLECT, RECEIPTS),
            WorkflowInstanceError::NotInProgress,
        )
        .await;
    }
}

#[tokio::test]
async fn detaching_a_document_that_is_not_on_the_step_is_rejected_as_not_found() {
    let given = with(started(), attached(COLLECT, RECEIPTS, false));
    for (step_key, document_id) in [(GHOST, RECEIPTS), (COLLECT, CLAIM), (APPROVE, RECEIPTS)] {
        rejects(
            given.clone(),
            detach(ADA, step_key, document_id),
            WorkflowInstanceError::StepNotFound,
        )
        .await;
    }
}

#[tokio::test]
async fn documents_are_not_detached_from_a_step_that_is_done() {
    let mut given = with(started(), attached(COLLECT, RECEIPTS, false));
    given.extend([
        step_completed(COLLECT, ADA, 3),
        step_started(APPROVE, 3, Some(27)),
    ]);
    rejects(
        given,
        detach(ADA, COLLECT, RECEIPTS),
        WorkflowInstanceError::StepDone,
    )
    .await;
}

// ----- DecideApproval -----

#[tokio::test]
async fn an_approval_completes_the_step_by_the_approver_and_starts_the_next() {
    records(
        claim_pending(),
        bob_decides(true, Some("  Fine. ")),
        vec![
            decided(true, Some("Fine."), 4),
            step_completed(APPROVE, BOB, 4),
            step_started(PAY, 4, None),
        ],
    )
    .await;
}

#[tokio::test]
async fn approving_the_last_step_completes_the_instance() {
    let mut given = claim_pending();
    given.extend([
        decided(true, None, 3),
        step_completed(APPROVE, BOB, 3),
        step_started(PAY, 3, None),
        WorkflowInstanceEvent::WorkflowStepDocumentAttached {
            step_key: PAY,
            document_id: RECEIPTS,
            is_approval: true,
            at: t(3),
        },
    ]);
    records(
        given,
        decide(CAROL, &[ACCOUNTANT], PAY, true, Some(" ")),
        vec![
            WorkflowInstanceEvent::WorkflowStepApprovalDecided {
                step_key: PAY,
                document_id: RECEIPTS,
                is_approve: true,
                decided_by: CAROL,
                comment: None,
                at: t(4),
            },
            step_completed(PAY, CAROL, 4),
            WorkflowInstanceEvent::WorkflowInstanceCompleted { at: t(4) },
        ],
    )
    .await;
}

#[tokio::test]
async fn a_rejection_records_its_trimmed_comment_and_leaves_the_step_with_the_owner() {
    records(
        claim_pending(),
        bob_decides(false, Some(" Missing the hotel.\n")),
        vec![decided(false, Some("Missing the hotel."), 4)],
    )
    .await;
    let instance = fold(claim_rejected());
    let step = step_of(&instance, APPROVE);
    assert_eq!(step.status, StepStatus::InProgress);
    assert_eq!(step.documents[0].is_approve, Some(false));
    assert_eq!(step.documents[0].decided_by, Some(BOB));
    assert_eq!(step.documents[0].decided_at, Some(t(3)));
    assert_eq!(
        step.documents[0].comment.as_deref(),
        Some("Missing the hotel.")
    );
}

#[tokio::test]
async fn an_approver_may_turn_a_rejection_into_an_approval() {
    records(
        claim_rejected(),
        bob_decides(true, None),
        vec![
            decided(true, None, 4),
            step_completed(APPROVE, BOB, 4),
            step_started(PAY, 4, None),
        ],
    )
    .await;
}

#[tokio::test]
async fn approvals_are_not_decided_on_a_completed_or_archived_instance() {
    for (given, is_approve) in [
        (approved(), false),
        (with(claim_pending(), archived(3)), true),
    ] {
        let comment = (!is_approve).then_some("Too late");
        rejects(
            given,
            bob_decides(is_approve, comment),
            WorkflowInstanceError::NotInProgress,
        )
        .await;
    }
}

#[tokio::test]
async fn approving_a_completed_instances_step_again_is_the_same_approval() {
    rejects(
        approved(),
        bob_decides(true, None),
        WorkflowInstanceError::SameApproval,
    )
    .await;
}

#[tokio::test]
async fn deciding_on_a_step_the_instance_does_not_have_is_rejected() {
    rejects(
        claim_pending(),
        decide(BOB, &[MANAGER], GHOST, true, None),
        WorkflowInstanceError::StepNotFound,
    )
    .await;
}

#[tokio::test]
async fn deciding_on_a_step_without_an_approval_document_is_rejected() {
    // Before the actor is looked at: the owner with no roles hears the same.
    for command in [
        bob_decides(true, None),
        decide(ADA, &[], APPROVE, true, None),
    ] {
        rejects(
            with(at_approval(), attached(APPROVE, RECEIPTS, false)),
            command,
            WorkflowInstanceError::NoApprovalDocument,
        )
        .await;
    }
}

#[tokio::test]
async fn the_owner_cannot_approve_their_own_step_even_holding_the_role() {
    rejects(
        claim_pending(),
        decide(ADA, &[MANAGER], APPROVE, true, None),
        WorkflowInstanceError::OwnerCannotApprove,
    )
    .await;
}

#[tokio::test]
async fn only_a_holder_of_the_steps_approver_role_decides() {
    for roles in [&[][..], &[ACCOUNTANT][..]] {
        rejects(
            claim_pending(),
            decide(CAROL, roles, APPROVE, true, None),
            WorkflowInstanceError::NotApprover,
        )
        .await;
    }
}

#[tokio::test]
async fn deciding_what_was_decided_is_rejected_as_the_same_approval() {
    rejects(
        claim_rejected(),
        bob_decides(false, Some("Still missing the hotel.")),
        WorkflowInstanceError::SameApproval,
    )
    .await;
    // Approving twice says so, though the step is done by then.
    let mut approved = claim_pending();
    approved.extend([
        decided(true, None, 3),
        step_completed(APPROVE, BOB, 3),
        step_started(PAY, 3, None),
    ]);
    rejects(
        approved.clone(),
        bob_decides(true, None),
        WorkflowInstanceError::SameApproval,
    )
    .await;
    rejects(
        approved,
        bob_decides(false, Some("Changed my mind.")),
        WorkflowInstanceError::StepNotInProgress,
    )
    .await;
}

#[tokio::test]
async fn an_approval_document_on_a_step_not_started_is_not_decided() {
    rejects(
        with(started(), attached(APPROVE, CLAIM, true)),
        bob_decides(true, None),
        WorkflowInstanceError::StepNotInProgress,
    )
    .await;
}

#[tokio::test]
async fn a_rejection_needs_a_comment_and_no_comment_is_oversized() {
    let long = "x".repeat(COMMENT_MAX_CHARS + 1);
    let cases = [
        (false, None),
        (false, Some(" \n ")),
        (false, Some(long.as_str())),
        (true, Some(long.as_str())),
    ];
    for (is_approve, comment) in cases {
        rejects(
            claim_pending(),
            bob_decides(is_approve, comment),
            WorkflowInstanceError::InvalidComment,
        )
        .await;
    }
    let longest = "評".repeat(COMMENT_MAX_CHARS);
    records(
        claim_pending(),
        bob_decides(false, Some(&longest)),
        vec![decided(false, Some(&longest), 4)],
    )
    .await;
}

// ----- ResubmitApproval -----

#[tokio::test]
async fn the_owner_resubmits_a_rejected_approval_document_which_is_pending_again() {
    let resubmitted = WorkflowInstanceEvent::WorkflowStepApprovalResubmitted {
        step_key: APPROVE,
        document_id: CLAIM,
    };
    records(
        claim_rejected(),
        resubmit(ADA, APPROVE),
        vec![resubmitted.clone()],
    )
    .await;
    let instance = fold(with(claim_rejected(), resubmitted));
    let document = &step_of(&instance, APPROVE).documents[0];
    assert_eq!(document.is_approve, None);
    assert_eq!(document.decided_by, None);
    assert_eq!(document.decided_at, None);
    assert_eq!(document.comment, None);
}

#[tokio::test]
async fn only_the_owner_resubmits() {
    rejects(
        claim_rejected(),
        resubmit(BOB, APPROVE),
        WorkflowInstanceError::NotOwner,
    )
    .await;
}

#[tokio::test]
async fn nothing_is_resubmitted_on_an_archived_instance() {
    rejects(
        with(claim_rejected(), archived(5)),
        resubmit(ADA, APPROVE),
        WorkflowInstanceError::NotInProgress,
    )
    .await;
}

#[tokio::test]
async fn resubmitting_on_a_step_the_instance_does_not_have_is_rejected() {
    rejects(
        claim_rejected(),
        resubmit(ADA, GHOST),
        WorkflowInstanceError::StepNotFound,
    )
    .await;
}

#[tokio::test]
async fn resubmitting_on_a_step_without_an_approval_document_is_rejected() {
    rejects(
        at_approval(),
        resubmit(ADA, APPROVE),
        WorkflowInstanceError::NoApprovalDocument,
    )
    .await;
}

#[tokio::test]
async fn only_a_rejected_approval_document_is_resubmitted() {
    rejects(
        claim_pending(),
        resubmit(ADA, APPROVE),
        WorkflowInstanceError::NotRejected,
    )
    .await;
}

// ----- MarkOverdue -----

#[tokio::test]
async fn a_step_in_progress_is_marked_overdue_once_its_due_time_has_come() {
    for at in [48, 60] {
        records(
            started(),
            mark_overdue(COLLECT, at),
            vec![WorkflowInstanceEvent::WorkflowStepOverdue {
                step_key: COLLECT,
                at: t(at),
            }],
        )
        .await;
    }
}

#[tokio::test]
async fn the_steps_of_a_completed_or_archived_instance_are_not_marked_overdue() {
    rejects(
        with(started(), archived(3)),
        mark_overdue(COLLECT, 50),
        WorkflowInstanceError::NotInProgress,
    )
    .await;
}

#[tokio::test]
async fn marking_a_step_the_instance_does_not_have_overdue_is_rejected() {
    rejects(
        started(),
        mark_overdue(GHOST, 50),
        WorkflowInstanceError::StepNotFound,
    )
    .await;
}

#[tokio::test]
async fn only_a_step_in_progress_is_marked_overdue() {
    for (given, step_key) in [(started(), APPROVE), (at_approval(), COLLECT)] {
        rejects(
            given,
            mark_overdue(step_key, 100),
            WorkflowInstanceError::StepNotInProgress,
        )
        .await;
    }
}

#[tokio::test]
async fn a_step_is_marked_overdue_once() {
    rejects(
        with(
            started(),
            WorkflowInstanceEvent::WorkflowStepOverdue {
                step_key: COLLECT,
                at: t(48),
            },
        ),
        mark_overdue(COLLECT, 50),
        WorkflowInstanceError::AlreadyOverdue,
    )
    .await;
}

#[tokio::test]
async fn a_step_before_its_due_time_or_without_one_is_not_overdue() {
    rejects(
        started(),
        mark_overdue(COLLECT, 47),
        WorkflowInstanceError::NotDue,
    )
    .await;
    let mut at_payment = claim_pending();
    at_payment.extend([
        decided(true, None, 3),
        step_completed(APPROVE, BOB, 3),
        step_started(PAY, 3, None),
    ]);
    rejects(
        at_payment,
        mark_overdue(PAY, 1_000),
        WorkflowInstanceError::NotDue,
    )
    .await;
}

// ----- ApplyGeneratedSteps -----

fn generated_steps() -> Vec<StepPlan> {
    vec![
        StepPlan {
            approver_role_id: Some(MANAGER),
            due_after_hours: Some(12),
            ..plain(Uuid::from_u128(0x9e01), "Team lead approval")
        },
        StepPlan {
            approver_role_id: Some(ACCOUNTANT),
            ..plain(Uuid::from_u128(0x9e02), "Finance check")
        },
    ]
}

#[tokio::test]
async fn generated_steps_replace_the_steps_not_started_and_are_recorded_trimmed() {
    let mut sent = generated_steps();
    sent[1].name = " Finance check ".into();
    records(
        started(),
        generate(ADA, sent),
        vec![steps_generated(generated_steps())],
    )
    .await;
    let instance = fold(with(started(), steps_generated(generated_steps())));
    let keys: Vec<(Uuid, StepStatus, bool)> = instance
        .steps()
        .iter()
        .map(|step| (step.plan.key, step.status, step.generated))
        .collect();
    assert_eq!(
        keys,
        [
            (COLLECT, StepStatus::InProgress, false),
            (generated_steps()[0].key, StepStatus::NotStarted, true),
            (generated_steps()[1].key, StepStatus::NotStarted, true),
        ]
    );
    assert_eq!(
        instance.generations(),
        [Generation {
            generated_by: generated_by(),
            step_count: 2,
            at: t(6),
        }]
    );
}

#[tokio::test]
async fn generated_steps_may_reuse_the_keys_of_the_steps_they_replace() {
    let reused = vec![plain(PAY, "Reimburse by bank transfer")];
    records(
        at_approval(),
        generate(ADA, reused.clone()),
        vec![steps_generated(reused)],
    )
    .await;
}

#[tokio::test]
async fn when_no_step_is_in_progress_the_first_generated_step_is_started() {
    records(
        vec![instance_started(steps())],
        generate(ADA, generated_steps()),
        vec![
            steps_generated(generated_steps()),
            step_started(generated_steps()[0].key, 6, Some(18)),
        ],
    )
    .await;
}

#[tokio::test]
async fn only_the_owner_applies_generated_steps() {
    rejects(
        started(),
        generate(BOB, generated_steps()),
        WorkflowInstanceError::NotOwner,
    )
    .await;
}

#[tokio::test]
async fn generated_steps_are_not_applied_to_a_completed_or_archived_instance() {
    for given in [completed(), with(started(), archived(3))] {
        rejects(
            given,
            generate(ADA, generated_steps()),
            WorkflowInstanceError::NotInProgress,
        )
        .await;
    }
}

#[tokio::test]
async fn invalid_generated_steps_are_rejected() {
    let mut bad_due = generated_steps();
    bad_due[0].due_after_hours = Some(0);
    let kept_key = vec![plain(COLLECT, "Collect again")];
    let done_key = vec![plain(COLLECT, "Collect again")];
    // Two steps stay (one done, one in progress): room for MAX_STEPS - 2 new ones.
    let too_many: Vec<StepPlan> = (0..MAX_STEPS as u128 - 1)
        .map(|i| plain(Uuid::from_u128(0x1_0000 + i), "Step"))
        .collect();
    let cases = [
        (started(), vec![]),
        (started(), bad_due),
        (started(), kept_key),
        (at_approval(), done_key),
        (at_approval(), too_many.clone()),
    ];
    for (given, steps) in cases {
        rejects(
            given,
            generate(ADA, steps),
            WorkflowInstanceError::InvalidSteps,
        )
        .await;
    }
    let most = too_many[1..].to_vec();
    records(
        at_approval(),
        generate(ADA, most.clone()),
        vec![steps_generated(most)],
    )
    .await;
}

// ----- Archive -----

#[tokio::test]
async fn the_owner_archives_an_instance_in_progress_or_completed() {
    for given in [started(), completed()] {
        records(given, archive(ADA), vec![archived(7)]).await;
    }
}

#[tokio::test]
async fn only_the_owner_archives_an_instance() {
    rejects(started(), archive(BOB), WorkflowInstanceError::NotOwner).await;
}

#[tokio::test]
async fn archiving_an_archived_instance_is_rejected_as_the_same_status() {
    rejects(
        with(started(), archived(3)),
        archive(ADA),
        WorkflowInstanceError::SameStatus,
    )
    .await;
}

// ----- ReassignApprover (issue 37 §1: a manager's override) -----

/// Dan, a manager, reassigns `step_key` at hour 5; the new role exists.
fn reassign(
    step_key: Uuid,
    approver_role_id: Option<i32>,
    reason: &str,
) -> WorkflowInstanceCommand {
    WorkflowInstanceCommand::ReassignApprover {
        actor_id: DAN,
        step_key,
        approver_role_id,
        role_exists: true,
        reason: reason.into(),
        at: t(5),
    }
}

fn reassigned(step_key: Uuid, from: Option<i32>, to: Option<i32>) -> WorkflowInstanceEvent {
    WorkflowInstanceEvent::WorkflowStepApproverReassigned {
        step_key,
        from_role_id: from,
        to_role_id: to,
        reassigned_by: DAN,
        reason: "Bob left.".into(),
        at: t(5),
    }
}

#[tokio::test]
async fn a_manager_gives_a_pending_approval_another_role_and_its_holders_can_decide() {
    records(
        claim_pending(),
        reassign(APPROVE, Some(ACCOUNTANT), " Bob left. "),
        vec![reassigned(APPROVE, Some(MANAGER), Some(ACCOUNTANT))],
    )
    .await;
    let reassigned = with(
        claim_pending(),
        reassigned(APPROVE, Some(MANAGER), Some(ACCOUNTANT)),
    );
    assert_eq!(
        step_of(&fold(reassigned.clone()), APPROVE)
            .plan
            .approver_role_id,
        Some(ACCOUNTANT)
    );
    // A holder of the old role no longer decides; one of the new role does.
    rejects(
        reassigned.clone(),
        bob_decides(true, None),
        WorkflowInstanceError::NotApprover,
    )
    .await;
    instances()
        .given(reassigned)
        .when_async(decide(CAROL, &[ACCOUNTANT], APPROVE, true, None))
        .await
        .then_expect_events(vec![
            WorkflowInstanceEvent::WorkflowStepApprovalDecided {
                step_key: APPROVE,
                document_id: CLAIM,
                is_approve: true,
                decided_by: CAROL,
                comment: None,
                at: t(4),
            },
            step_completed(APPROVE, CAROL, 4),
            step_started(PAY, 4, None),
        ]);
}

#[tokio::test]
async fn a_step_left_without_approver_is_completed_by_its_owner() {
    let events = with(at_approval(), reassigned(APPROVE, Some(MANAGER), None));
    records(
        events,
        change(ADA, APPROVE, StepStatus::Done),
        vec![step_completed(APPROVE, ADA, 5), step_started(PAY, 5, None)],
    )
    .await;
}

#[tokio::test]
async fn a_step_not_started_yet_can_be_reassigned_in_advance() {
    records(
        at_approval(),
        reassign(PAY, Some(MANAGER), "Bob left."),
        vec![reassigned(PAY, Some(ACCOUNTANT), Some(MANAGER))],
    )
    .await;
}

#[tokio::test]
async fn a_reassignment_without_a_reason_or_with_an_overlong_one_is_rejected() {
    for reason in [
        "".to_owned(),
        "  ".into(),
        "x".repeat(COMMENT_MAX_CHARS + 1),
    ] {
        rejects(
            claim_pending(),
            reassign(APPROVE, Some(ACCOUNTANT), &reason),
            WorkflowInstanceError::InvalidReason,
        )
        .await;
    }
}

#[tokio::test]
async fn reassigning_to_the_current_approver_is_rejected() {
    rejects(
        claim_pending(),
        reassign(APPROVE, Some(MANAGER), "Bob left."),
        WorkflowInstanceError::SameApprover,
    )
    .await;
    rejects(
        claim_pending(),
        reassign(COLLECT, None, "Bob left."),
        WorkflowInstanceError::StepDone,
    )
    .await;
}

#[tokio::test]
async fn reassigning_to_a_role_that_does_not_exist_is_rejected() {
    rejects(
        claim_pending(),
        WorkflowInstanceCommand::ReassignApprover {
            actor_id: DAN,
            step_key: APPROVE,
            approver_role_id: Some(99),
            role_exists: false,
            reason: "Bob left.".into(),
            at: t(5),
        },
        WorkflowInstanceError::ApproverRoleNotFound,
    )
    .await;
}

#[tokio::test]
async fn a_done_step_an_unknown_step_or_a_finished_instance_is_not_reassigned() {
    rejects(
        approved(),
        reassign(APPROVE, Some(ACCOUNTANT), "Bob left."),
        WorkflowInstanceError::NotInProgress,
    )
    .await;
    rejects(
        with(claim_pending(), archived(6)),
        reassign(APPROVE, Some(ACCOUNTANT), "Bob left."),
        WorkflowInstanceError::NotInProgress,
    )
    .await;
    rejects(
        claim_pending(),
        reassign(GHOST, Some(ACCOUNTANT), "Bob left."),
        WorkflowInstanceError::StepNotFound,
    )
    .await;
}

// ----- State, types and registration -----

/// One event of every type, in the order of [`WorkflowInstanceEvent::TYPES`].
fn one_of_each() -> Vec<WorkflowInstanceEvent> {
    vec![
        instance_started(steps()),
        step_started(COLLECT, 0, Some(48)),
        step_completed(COLLECT, ADA, 1),
        WorkflowInstanceEvent::WorkflowInstanceCompleted { at: t(9) },
        attached(APPROVE, CLAIM, true),
        WorkflowInstanceEvent::WorkflowStepDocumentDetached {
            step_key: APPROVE,
            document_id: CLAIM,
        },
        decided(false, Some("Missing the hotel."), 3),
        WorkflowInstanceEvent::WorkflowStepApprovalResubmitted {
            step_key: APPROVE,
            document_id: CLAIM,
        },
        WorkflowInstanceEvent::WorkflowStepOverdue {
            step_key: APPROVE,
            at: t(30),
        },
        steps_generated(generated_steps()),
        archived(10),
        reassigned(APPROVE, Some(MANAGER), Some(ACCOUNTANT)),
    ]
}

#[test]
fn the_state_folds_a_whole_run() {
    let mut events = claim_rejected();
    events.extend([
        WorkflowInstanceEvent::WorkflowStepOverdue {
            step_key: APPROVE,
            at: t(25),
        },
        WorkflowInstanceEvent::WorkflowStepApprovalResubmitted {
            step_key: APPROVE,
            document_id: CLAIM,
        },
        steps_generated(vec![plain(PAY, "Reimburse by bank transfer")]),
    ]);
    let instance = fold(events.clone());
    assert!(instance.exists());
    assert_eq!(instance.id(), Some(INSTANCE));
    assert_eq!(instance.owner_id(), ADA);
    assert_eq!(instance.template_id(), TEMPLATE);
    assert_eq!(instance.template_version(), 3);
    assert_eq!(instance.template_name(), "Travel expenses");
    assert_eq!(instance.name(), "Berlin trip");
    assert_eq!(instance.progress(), Progress::InProgress);
    assert_eq!(instance.generations().len(), 1);
    let current = instance.current_step().unwrap();
    assert_eq!(current.plan.key, APPROVE);
    assert_eq!(current.started_at, Some(t(1)));
    assert_eq!(current.due_at, Some(t(25)));
    assert!(current.overdue);
    assert_eq!(current.documents[0].is_approve, None);
    let collect = step_of(&instance, COLLECT);
    assert_eq!(collect.status, StepStatus::Done);
    assert_eq!(collect.completed_at, Some(t(1)));
    assert_eq!(collect.completed_by, Some(ADA));
    let pay = step_of(&instance, PAY);
    assert_eq!(pay.status, StepStatus::NotStarted);
    assert_eq!(pay.plan.name, "Reimburse by bank transfer");
    assert!(pay.generated);

    events.extend([
        decided(true, None, 30),
        step_completed(APPROVE, BOB, 30),
        step_started(PAY, 30, None),
        step_completed(PAY, CAROL, 31),
        WorkflowInstanceEvent::WorkflowInstanceCompleted { at: t(31) },
    ]);
    let instance = fold(events.clone());
    assert_eq!(instance.progress(), Progress::Completed);
    assert_eq!(instance.current_step(), None);
    let approve = step_of(&instance, APPROVE);
    assert!(approve.overdue, "an overdue step stays marked when done");
    assert_eq!(approve.completed_by, Some(BOB));
    events.push(archived(40));
    assert_eq!(fold(events).progress(), Progress::Archived);
}

#[test]
fn the_state_before_the_start_is_empty() {
    let instance = WorkflowInstance::default();
    assert!(!instance.exists());
    assert_eq!(instance.id(), None);
    assert!(instance.steps().is_empty());
    assert_eq!(instance.current_step(), None);
}

#[test]
fn events_naming_a_step_or_document_the_state_does_not_hold_change_nothing() {
    let before = fold(started());
    let mut after = before.clone();
    for event in [
        step_started(GHOST, 1, None),
        step_completed(GHOST, ADA, 1),
        WorkflowInstanceEvent::WorkflowStepDocumentAttached {
            step_key: GHOST,
            document_id: CLAIM,
            is_approval: true,
            at: t(1),
        },
        WorkflowInstanceEvent::WorkflowStepDocumentDetached {
            step_key: COLLECT,
            document_id: CLAIM,
        },
        WorkflowInstanceEvent::WorkflowStepApprovalDecided {
            step_key: COLLECT,
            document_id: CLAIM,
            is_approve: true,
            decided_by: BOB,
            comment: None,
            at: t(1),
        },
        WorkflowInstanceEvent::WorkflowStepApprovalResubmitted {
            step_key: GHOST,
            document_id: CLAIM,
        },
        WorkflowInstanceEvent::WorkflowStepOverdue {
            step_key: GHOST,
            at: t(1),
        },
    ] {
        cqrs_es::Aggregate::apply(&mut after, event);
    }
    assert_eq!(after, before);
    // Every event folds from any state, even one it could not follow.
    let mut anything = WorkflowInstance::default();
    for event in one_of_each() {
        cqrs_es::Aggregate::apply(&mut anything, event);
    }
    assert_eq!(anything.progress(), Progress::Archived);
}

#[test]
fn the_state_is_stored_and_read_back_whole() {
    let instance = fold(claim_rejected());
    let json = serde_json::to_value(&instance).unwrap();
    assert_eq!(json["progress"], "in_progress");
    assert_eq!(json["steps"][1]["status"], "in_progress");
    assert_eq!(json["steps"][1]["documents"][0]["is_approve"], false);
    assert_eq!(
        serde_json::from_value::<WorkflowInstance>(json).unwrap(),
        instance
    );
}

#[test]
fn event_types_are_the_serialized_tags_and_all_listed_in_types() {
    let events = one_of_each();
    let types: Vec<String> = events
        .iter()
        .map(cqrs_es::DomainEvent::event_type)
        .collect();
    assert_eq!(types, WorkflowInstanceEvent::TYPES);
    for event in events {
        let json = serde_json::to_value(&event).unwrap();
        let tag = json.as_object().unwrap().keys().next().unwrap().clone();
        assert_eq!(tag, cqrs_es::DomainEvent::event_type(&event));
        assert_eq!(cqrs_es::DomainEvent::event_version(&event), "1.0");
        assert_eq!(
            serde_json::from_value::<WorkflowInstanceEvent>(json).unwrap(),
            event
        );
    }
}

#[test]
fn a_stored_step_start_carries_its_times_as_rfc_3339() {
    let json = serde_json::to_value(step_started(COLLECT, 0, Some(48))).unwrap();
    assert_eq!(
        json,
        serde_json::json!({ "WorkflowStepStarted": {
            "step_key": COLLECT,
            "at": "2026-11-24T09:00:00Z",
            "due_at": "2026-11-26T09:00:00Z",
        }})
    );
    let json = serde_json::to_value(steps_generated(vec![])).unwrap();
    assert_eq!(
        json["WorkflowStepsGenerated"]["generated_by"]["prompt"],
        "Split the approval by amount."
    );
}

#[test]
fn the_aggregate_is_registered_under_its_type() {
    let kind = crate::aggregate_kind("WorkflowInstance").unwrap();
    assert_eq!(kind.event_types, WorkflowInstanceEvent::TYPES);
    assert_eq!(
        <WorkflowInstance as cqrs_es::Aggregate>::TYPE,
        "WorkflowInstance"
    );
    let names = [
        (start("a", template(vec![])), "StartWorkflowInstance"),
        (
            change(ADA, COLLECT, StepStatus::Done),
            "ChangeWorkflowStepStatus",
        ),
        (
            attach(ADA, COLLECT, CLAIM, false),
            "AttachWorkflowStepDocument",
        ),
        (detach(ADA, COLLECT, CLAIM), "DetachWorkflowStepDocument"),
        (bob_decides(true, None), "DecideWorkflowStepApproval"),
        (resubmit(ADA, APPROVE), "ResubmitWorkflowStepApproval"),
        (mark_overdue(COLLECT, 1), "MarkWorkflowStepOverdue"),
        (generate(ADA, vec![]), "ApplyGeneratedWorkflowSteps"),
        (archive(ADA), "ArchiveWorkflowInstance"),
    ];
    for (command, name) in names {
        assert_eq!(command.name(), name);
    }
}

#[tokio::test]
async fn a_decision_naming_another_document_than_the_approval_document_is_rejected() {
    // The owner swapped the approval document after the approver opened the old one.
    let named = |document_id| WorkflowInstanceCommand::DecideApproval {
        actor_id: BOB,
        actor_role_ids: vec![MANAGER],
        step_key: APPROVE,
        document_id: Some(document_id),
        is_approve: true,
        comment: None,
        at: t(3),
    };
    rejects(
        claim_pending(),
        named(RECEIPTS),
        WorkflowInstanceError::StepNotFound,
    )
    .await;
    let mut events = vec![decided(true, None, 3), step_completed(APPROVE, BOB, 3)];
    events.push(step_started(PAY, 3, None));
    records(claim_pending(), named(CLAIM), events).await;
}

#[tokio::test]
async fn completing_the_last_step_of_a_completed_instance_again_is_the_same_status() {
    rejects(
        completed(),
        change(ADA, COLLECT, StepStatus::Done),
        WorkflowInstanceError::SameStatus,
    )
    .await;
}
