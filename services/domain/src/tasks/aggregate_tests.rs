//! Given/when/then tests: every task command and every rejection.

use std::collections::HashSet;
use std::sync::Arc;

use chrono::NaiveDate;
use cqrs_es::test::TestFramework;
use uuid::Uuid;

use super::*;

const TASK: Uuid = Uuid::from_u128(0x7a5c);
const ADA: Uuid = Uuid::from_u128(0xada);
const BOB: Uuid = Uuid::from_u128(0xb0b);
const GHOST: Uuid = Uuid::from_u128(0xdead);

struct KnownEmployees(HashSet<Uuid>);

#[async_trait::async_trait]
impl EmployeeLookup for KnownEmployees {
    async fn employee_exists(&self, employee_id: Uuid) -> Result<bool, String> {
        Ok(self.0.contains(&employee_id))
    }
}

fn tasks() -> TestFramework<Task> {
    TestFramework::with(TaskServices {
        employees: Arc::new(KnownEmployees([ADA, BOB].into())),
    })
}

fn created() -> TaskEvent {
    TaskEvent::TaskCreated {
        task_id: TASK,
        title: "Write the spec".into(),
        description: "Draft **v1**".into(),
        status: TaskStatus::Open,
        priority: TaskPriority::Medium,
        assignee_id: Some(ADA),
        due_date: None,
    }
}

fn create(title: &str, priority_id: i32, assignee_id: Option<Uuid>) -> TaskCommand {
    TaskCommand::CreateTask {
        task_id: TASK,
        title: title.into(),
        description: "Draft **v1**".into(),
        priority_id,
        assignee_id,
        due_date: None,
    }
}

fn update(
    title: &str,
    priority_id: i32,
    assignee_id: Option<Uuid>,
    due: Option<NaiveDate>,
) -> TaskCommand {
    TaskCommand::UpdateTask {
        title: title.into(),
        description: "Draft **v1**".into(),
        priority_id,
        assignee_id,
        due_date: due,
    }
}

#[tokio::test]
async fn creating_a_task_records_it_as_open_with_a_trimmed_title() {
    tasks()
        .given_no_previous_events()
        .when_async(create("  Write the spec  ", 2, Some(ADA)))
        .await
        .then_expect_events(vec![created()]);
}

#[tokio::test]
async fn creating_a_task_with_an_empty_or_oversized_title_is_rejected() {
    for title in ["", "   ", &"x".repeat(TITLE_MAX_CHARS + 1)] {
        tasks()
            .given_no_previous_events()
            .when_async(create(title, 2, None))
            .await
            .then_expect_error(TaskError::InvalidTitle);
    }
}

#[tokio::test]
async fn a_japanese_title_of_the_maximum_length_is_accepted() {
    let title = "日".repeat(TITLE_MAX_CHARS);
    let events = tasks()
        .given_no_previous_events()
        .when_async(create(&title, 2, None))
        .await
        .inspect_result();
    assert!(matches!(
        events.as_deref(),
        Ok([TaskEvent::TaskCreated { .. }])
    ));
}

#[tokio::test]
async fn creating_a_task_with_an_unknown_priority_is_rejected() {
    tasks()
        .given_no_previous_events()
        .when_async(create("Title", 9, None))
        .await
        .then_expect_error(TaskError::InvalidPriority);
}

#[tokio::test]
async fn creating_a_task_for_an_unknown_assignee_is_rejected() {
    tasks()
        .given_no_previous_events()
        .when_async(create("Title", 2, Some(GHOST)))
        .await
        .then_expect_error(TaskError::AssigneeNotFound);
}

#[tokio::test]
async fn creating_a_task_twice_is_rejected() {
    tasks()
        .given(vec![created()])
        .when_async(create("Title", 2, None))
        .await
        .then_expect_error(TaskError::AlreadyExists);
}

const ISSUE: Uuid = Uuid::from_u128(0x155e);

fn create_from_issue(title: &str, description: &str, priority_id: i32) -> TaskCommand {
    TaskCommand::CreateTaskFromIssue {
        task_id: TASK,
        issue_id: ISSUE,
        title: title.into(),
        description: description.into(),
        priority_id,
    }
}

fn created_from_issue() -> TaskEvent {
    TaskEvent::TaskCreatedFromIssue {
        task_id: TASK,
        issue_id: ISSUE,
        title: "Fix the login page".into(),
        description: "It *times out*".into(),
        priority_id: 1,
    }
}

#[tokio::test]
async fn creating_a_task_from_an_issue_records_the_issue_and_a_trimmed_title() {
    tasks()
        .given_no_previous_events()
        .when_async(create_from_issue(
            "  Fix the login page ",
            "It *times out*",
            1,
        ))
        .await
        .then_expect_events(vec![created_from_issue()]);
}

#[tokio::test]
async fn an_issue_title_of_the_longest_length_an_issue_allows_fits_a_task() {
    let title = "課".repeat(crate::issues::TITLE_MAX_CHARS);
    let events = tasks()
        .given_no_previous_events()
        .when_async(create_from_issue(&title, "", 3))
        .await
        .inspect_result();
    assert!(matches!(
        events.as_deref(),
        Ok([TaskEvent::TaskCreatedFromIssue { title: recorded, .. }]) if *recorded == title
    ));
}

#[tokio::test]
async fn creating_a_task_from_an_issue_with_an_invalid_field_is_rejected_like_any_new_task() {
    let long_description = "x".repeat(DESCRIPTION_MAX_CHARS + 1);
    let cases = [
        (create_from_issue("   ", "", 1), TaskError::InvalidTitle),
        (
            create_from_issue(&"x".repeat(TITLE_MAX_CHARS + 1), "", 1),
            TaskError::InvalidTitle,
        ),
        (
            create_from_issue("Title", &long_description, 1),
            TaskError::InvalidDescription,
        ),
        (
            create_from_issue("Title", "", 0),
            TaskError::InvalidPriority,
        ),
    ];
    for (command, error) in cases {
        tasks()
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(error);
    }
}

#[tokio::test]
async fn creating_a_task_from_an_issue_under_an_id_already_taken_is_rejected() {
    for existing in [created(), created_from_issue()] {
        tasks()
            .given(vec![existing])
            .when_async(create_from_issue("Fix the login page", "", 1))
            .await
            .then_expect_error(TaskError::AlreadyExists);
    }
    tasks()
        .given(vec![created_from_issue()])
        .when_async(create("Title", 2, None))
        .await
        .then_expect_error(TaskError::AlreadyExists);
}

#[tokio::test]
async fn a_task_made_from_an_issue_is_open_unassigned_and_keeps_the_issues_priority() {
    tasks()
        .given(vec![created_from_issue()])
        .when_async(TaskCommand::ChangeTaskStatus { status_id: 1 })
        .await
        .then_expect_error(TaskError::SameStatus);
    tasks()
        .given(vec![created_from_issue()])
        .when_async(TaskCommand::ChangeTaskPriority { priority_id: 1 })
        .await
        .then_expect_error(TaskError::Identical);
    tasks()
        .given(vec![created_from_issue()])
        .when_async(TaskCommand::AssignTask { assignee_id: None })
        .await
        .then_expect_error(TaskError::Identical);
    tasks()
        .given(vec![created_from_issue()])
        .when_async(update("Fix the login page", 1, None, None))
        .await
        .then_expect_events(vec![TaskEvent::TaskDetailsUpdated {
            title: "Fix the login page".into(),
            description: "Draft **v1**".into(),
            due_date: None,
        }]);
}

#[tokio::test]
async fn commands_on_a_task_that_does_not_exist_are_rejected_as_not_found() {
    let commands = [
        update("Title", 2, None, None),
        TaskCommand::ChangeTaskStatus { status_id: 2 },
        TaskCommand::ChangeTaskPriority { priority_id: 1 },
        TaskCommand::AssignTask { assignee_id: None },
    ];
    for command in commands {
        tasks()
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(TaskError::NotFound);
    }
}

#[tokio::test]
async fn updating_only_the_details_records_one_details_event() {
    let due = NaiveDate::from_ymd_opt(2026, 12, 24);
    tasks()
        .given(vec![created()])
        .when_async(update("Write the spec, v2", 2, Some(ADA), due))
        .await
        .then_expect_events(vec![TaskEvent::TaskDetailsUpdated {
            title: "Write the spec, v2".into(),
            description: "Draft **v1**".into(),
            due_date: due,
        }]);
}

#[tokio::test]
async fn updating_priority_and_assignee_through_the_form_records_each_change() {
    tasks()
        .given(vec![created()])
        .when_async(update("Write the spec", 1, Some(BOB), None))
        .await
        .then_expect_events(vec![
            TaskEvent::TaskPriorityChanged {
                from: TaskPriority::Medium,
                to: TaskPriority::High,
            },
            TaskEvent::TaskAssigned {
                assignee_id: Some(BOB),
            },
        ]);
}

#[tokio::test]
async fn an_update_identical_to_the_current_data_is_rejected() {
    tasks()
        .given(vec![created()])
        .when_async(update("  Write the spec ", 2, Some(ADA), None))
        .await
        .then_expect_error(TaskError::Identical);
}

#[tokio::test]
async fn an_update_with_an_invalid_field_is_rejected() {
    tasks()
        .given(vec![created()])
        .when_async(update("", 2, None, None))
        .await
        .then_expect_error(TaskError::InvalidTitle);
    tasks()
        .given(vec![created()])
        .when_async(update("T", 0, None, None))
        .await
        .then_expect_error(TaskError::InvalidPriority);
    tasks()
        .given(vec![created()])
        .when_async(update("T", 2, Some(GHOST), None))
        .await
        .then_expect_error(TaskError::AssigneeNotFound);
    let long = TaskCommand::UpdateTask {
        title: "T".into(),
        description: "x".repeat(DESCRIPTION_MAX_CHARS + 1),
        priority_id: 2,
        assignee_id: None,
        due_date: None,
    };
    tasks()
        .given(vec![created()])
        .when_async(long)
        .await
        .then_expect_error(TaskError::InvalidDescription);
}

#[tokio::test]
async fn changing_the_status_records_from_and_to() {
    tasks()
        .given(vec![created()])
        .when_async(TaskCommand::ChangeTaskStatus { status_id: 4 })
        .await
        .then_expect_events(vec![TaskEvent::TaskStatusChanged {
            from: TaskStatus::Open,
            to: TaskStatus::Completed,
        }]);
}

#[tokio::test]
async fn setting_the_current_status_again_is_rejected() {
    tasks()
        .given(vec![created()])
        .and(vec![TaskEvent::TaskStatusChanged {
            from: TaskStatus::Open,
            to: TaskStatus::Processing,
        }])
        .when_async(TaskCommand::ChangeTaskStatus { status_id: 2 })
        .await
        .then_expect_error(TaskError::SameStatus);
}

#[tokio::test]
async fn an_unknown_status_id_is_rejected() {
    for status_id in [0, 5, -1] {
        tasks()
            .given(vec![created()])
            .when_async(TaskCommand::ChangeTaskStatus { status_id })
            .await
            .then_expect_error(TaskError::InvalidStatus);
    }
}

#[tokio::test]
async fn changing_the_priority_records_from_and_to() {
    tasks()
        .given(vec![created()])
        .when_async(TaskCommand::ChangeTaskPriority { priority_id: 3 })
        .await
        .then_expect_events(vec![TaskEvent::TaskPriorityChanged {
            from: TaskPriority::Medium,
            to: TaskPriority::Low,
        }]);
}

#[tokio::test]
async fn setting_the_current_priority_again_or_an_unknown_one_is_rejected() {
    tasks()
        .given(vec![created()])
        .when_async(TaskCommand::ChangeTaskPriority { priority_id: 2 })
        .await
        .then_expect_error(TaskError::Identical);
    tasks()
        .given(vec![created()])
        .when_async(TaskCommand::ChangeTaskPriority { priority_id: 4 })
        .await
        .then_expect_error(TaskError::InvalidPriority);
}

#[tokio::test]
async fn assigning_and_unassigning_a_task_records_the_new_assignee() {
    tasks()
        .given(vec![created()])
        .when_async(TaskCommand::AssignTask {
            assignee_id: Some(BOB),
        })
        .await
        .then_expect_events(vec![TaskEvent::TaskAssigned {
            assignee_id: Some(BOB),
        }]);
    tasks()
        .given(vec![created()])
        .when_async(TaskCommand::AssignTask { assignee_id: None })
        .await
        .then_expect_events(vec![TaskEvent::TaskAssigned { assignee_id: None }]);
}

#[tokio::test]
async fn assigning_the_current_assignee_again_or_an_unknown_employee_is_rejected() {
    tasks()
        .given(vec![created()])
        .when_async(TaskCommand::AssignTask {
            assignee_id: Some(ADA),
        })
        .await
        .then_expect_error(TaskError::Identical);
    tasks()
        .given(vec![created()])
        .when_async(TaskCommand::AssignTask {
            assignee_id: Some(GHOST),
        })
        .await
        .then_expect_error(TaskError::AssigneeNotFound);
}

#[test]
fn status_and_priority_ids_round_trip_through_the_spec_numbers() {
    for status in TaskStatus::ALL {
        assert_eq!(TaskStatus::from_id(status.id()), Some(status));
    }
    for priority in TaskPriority::ALL {
        assert_eq!(TaskPriority::from_id(priority.id()), Some(priority));
    }
    assert_eq!(TaskStatus::Completed.id(), 4);
    assert_eq!(TaskPriority::High.id(), 1);
}

#[tokio::test]
async fn deleting_a_task_moves_it_to_the_trash() {
    tasks()
        .given(vec![created()])
        .when_async(TaskCommand::DeleteTask)
        .await
        .then_expect_events(vec![TaskEvent::TaskDeleted {}]);
}

#[tokio::test]
async fn a_deleted_task_takes_no_command_but_a_restore() {
    let commands = [
        TaskCommand::ChangeTaskStatus { status_id: 2 },
        TaskCommand::ChangeTaskPriority { priority_id: 3 },
        TaskCommand::AssignTask { assignee_id: None },
        TaskCommand::DeleteTask,
    ];
    for command in commands {
        tasks()
            .given(vec![created(), TaskEvent::TaskDeleted {}])
            .when_async(command)
            .await
            .then_expect_error(TaskError::NotFound);
    }
}

#[tokio::test]
async fn restoring_a_deleted_task_brings_it_back_and_it_takes_commands_again() {
    tasks()
        .given(vec![created(), TaskEvent::TaskDeleted {}])
        .when_async(TaskCommand::RestoreTask)
        .await
        .then_expect_events(vec![TaskEvent::TaskRestored {}]);
    tasks()
        .given(vec![
            created(),
            TaskEvent::TaskDeleted {},
            TaskEvent::TaskRestored {},
        ])
        .when_async(TaskCommand::DeleteTask)
        .await
        .then_expect_events(vec![TaskEvent::TaskDeleted {}]);
}

#[tokio::test]
async fn restoring_a_task_that_is_not_deleted_or_does_not_exist_is_refused() {
    tasks()
        .given(vec![created()])
        .when_async(TaskCommand::RestoreTask)
        .await
        .then_expect_error(TaskError::NotDeleted);
    tasks()
        .given_no_previous_events()
        .when_async(TaskCommand::RestoreTask)
        .await
        .then_expect_error(TaskError::NotFound);
}
