//! Given/when/then tests: every issue command and every rejection.

use cqrs_es::test::TestFramework;
use uuid::Uuid;

use super::*;
use crate::Command;
use crate::issues::test_support::*;
use crate::issues::{
    COMMENT_MAX_CHARS, DESCRIPTION_MAX_CHARS, MAX_ASSIGNEES, MAX_CATEGORIES, MAX_DOCUMENTS,
    MAX_MENTIONS, MAX_TAGS, TITLE_MAX_CHARS,
};

fn issues() -> TestFramework<Issue> {
    TestFramework::with(KnownIds::standard().services())
}

/// Proves a command asked nothing of the write side (any lookup fails).
fn issues_without_lookup() -> TestFramework<Issue> {
    TestFramework::with(Unreachable::services())
}

/// The new-issue form's fields.
struct NewIssue {
    title: String,
    description: String,
    status_id: Uuid,
    priority_id: i32,
    category_ids: Vec<Uuid>,
    project_id: Option<Uuid>,
    assignee_ids: Vec<Uuid>,
    document_ids: Vec<Uuid>,
    tag_ids: Vec<Uuid>,
}

/// Everything filled in, with repeats in the lists and spaces around the title.
fn new_issue() -> NewIssue {
    NewIssue {
        title: "  Login page times out ".into(),
        description: "Since *Monday*".into(),
        status_id: OPEN,
        priority_id: 2,
        category_ids: vec![BUG, BUG],
        project_id: Some(WEBSITE),
        assignee_ids: vec![BOB, ADA, BOB],
        document_ids: vec![HANDBOOK],
        tag_ids: vec![URGENT, BACKEND, URGENT],
    }
}

impl NewIssue {
    fn command(self) -> IssueCommand {
        IssueCommand::CreateIssue {
            issue_id: ISSUE,
            title: self.title,
            description: self.description,
            status_id: self.status_id,
            priority_id: self.priority_id,
            reporter_id: ADA,
            category_ids: self.category_ids,
            project_id: self.project_id,
            assignee_ids: self.assignee_ids,
            document_ids: self.document_ids,
            tag_ids: self.tag_ids,
        }
    }
}

/// [`new_issue`] as recorded: title trimmed, lists without repeats in first-seen order.
fn created() -> IssueEvent {
    IssueEvent::IssueCreated {
        issue_id: ISSUE,
        title: "Login page times out".into(),
        description: "Since *Monday*".into(),
        status_id: OPEN,
        priority_id: 2,
        reporter_id: ADA,
        category_ids: vec![BUG],
        project_id: Some(WEBSITE),
        assignee_ids: vec![BOB, ADA],
        document_ids: vec![HANDBOOK],
        tag_ids: vec![URGENT, BACKEND],
    }
}

/// Like [`created`] but with empty lists and no project.
fn created_bare() -> IssueEvent {
    IssueEvent::IssueCreated {
        issue_id: ISSUE,
        title: "Login page times out".into(),
        description: String::new(),
        status_id: OPEN,
        priority_id: 2,
        reporter_id: ADA,
        category_ids: vec![],
        project_id: None,
        assignee_ids: vec![],
        document_ids: vec![],
        tag_ids: vec![],
    }
}

fn edit(title: &str, description: &str, tag_ids: Vec<Uuid>) -> IssueCommand {
    IssueCommand::EditIssue {
        title: title.into(),
        description: description.into(),
        tag_ids,
    }
}

fn add_comment(author_id: Uuid, body: &str, mention_ids: Vec<Uuid>) -> IssueCommand {
    IssueCommand::AddComment {
        comment_id: COMMENT,
        author_id,
        body: body.into(),
        mention_ids,
    }
}

/// Ada's comment, mentioning Bob.
fn comment_added() -> IssueEvent {
    IssueEvent::IssueCommentAdded {
        comment_id: COMMENT,
        author_id: ADA,
        body: "Seen it too".into(),
        mention_ids: vec![BOB],
    }
}

fn edit_comment(editor_id: Uuid, body: &str, mention_ids: Vec<Uuid>) -> IssueCommand {
    IssueCommand::EditComment {
        comment_id: COMMENT,
        editor_id,
        body: body.into(),
        mention_ids,
    }
}

/// `n` distinct ids, none of them known.
fn many(n: usize) -> Vec<Uuid> {
    (0..n)
        .map(|i| Uuid::from_u128(0x1_0000 + i as u128))
        .collect()
}

// ----- CreateIssue -----

#[tokio::test]
async fn creating_an_issue_records_a_trimmed_title_and_each_list_without_repeats_in_first_seen_order()
 {
    issues()
        .given_no_previous_events()
        .when_async(new_issue().command())
        .await
        .then_expect_events(vec![created()]);
}

#[tokio::test]
async fn an_issue_needs_no_description_categories_project_assignees_documents_or_tags() {
    let bare = NewIssue {
        title: "Login page times out".into(),
        description: String::new(),
        category_ids: vec![],
        project_id: None,
        assignee_ids: vec![],
        document_ids: vec![],
        tag_ids: vec![],
        ..new_issue()
    };
    issues()
        .given_no_previous_events()
        .when_async(bare.command())
        .await
        .then_expect_events(vec![created_bare()]);
}

#[tokio::test]
async fn a_japanese_title_and_a_description_of_the_maximum_length_are_accepted() {
    let title = "課".repeat(TITLE_MAX_CHARS);
    let description = "説".repeat(DESCRIPTION_MAX_CHARS);
    let command = NewIssue {
        title: title.clone(),
        description: description.clone(),
        ..new_issue()
    };
    let events = issues()
        .given_no_previous_events()
        .when_async(command.command())
        .await
        .inspect_result();
    assert!(matches!(
        events.as_deref(),
        Ok([IssueEvent::IssueCreated { title: t, description: d, .. }])
            if *t == title && *d == description
    ));
}

#[tokio::test]
async fn creating_an_issue_with_an_empty_or_oversized_title_is_rejected() {
    for title in ["", "   ", &"x".repeat(TITLE_MAX_CHARS + 1)] {
        let command = NewIssue {
            title: title.into(),
            ..new_issue()
        };
        issues()
            .given_no_previous_events()
            .when_async(command.command())
            .await
            .then_expect_error(IssueError::InvalidTitle);
    }
}

#[tokio::test]
async fn creating_an_issue_with_an_oversized_description_is_rejected() {
    let command = NewIssue {
        description: "x".repeat(DESCRIPTION_MAX_CHARS + 1),
        ..new_issue()
    };
    issues()
        .given_no_previous_events()
        .when_async(command.command())
        .await
        .then_expect_error(IssueError::InvalidDescription);
}

#[tokio::test]
async fn creating_an_issue_with_an_unknown_priority_is_rejected() {
    for priority_id in [0, 4, -1] {
        let command = NewIssue {
            priority_id,
            ..new_issue()
        };
        issues()
            .given_no_previous_events()
            .when_async(command.command())
            .await
            .then_expect_error(IssueError::InvalidPriority);
    }
}

#[tokio::test]
async fn creating_an_issue_with_more_ids_than_a_list_may_hold_is_rejected_naming_the_list() {
    let cases = [
        (
            NewIssue {
                tag_ids: many(MAX_TAGS + 1),
                ..new_issue()
            },
            "tag_ids",
        ),
        (
            NewIssue {
                category_ids: many(MAX_CATEGORIES + 1),
                ..new_issue()
            },
            "category_ids",
        ),
        (
            NewIssue {
                assignee_ids: many(MAX_ASSIGNEES + 1),
                ..new_issue()
            },
            "assignee_ids",
        ),
        (
            NewIssue {
                document_ids: many(MAX_DOCUMENTS + 1),
                ..new_issue()
            },
            "document_ids",
        ),
    ];
    for (command, field) in cases {
        issues_without_lookup()
            .given_no_previous_events()
            .when_async(command.command())
            .await
            .then_expect_error(IssueError::TooMany { field });
    }
}

#[tokio::test]
async fn repeated_ids_do_not_count_toward_a_lists_limit() {
    let mut tag_ids = vec![URGENT; MAX_TAGS + 5];
    tag_ids.push(BACKEND);
    let command = NewIssue {
        tag_ids,
        ..new_issue()
    };
    issues()
        .given_no_previous_events()
        .when_async(command.command())
        .await
        .then_expect_events(vec![created()]);
}

#[tokio::test]
async fn creating_an_issue_that_refers_to_something_unknown_is_rejected_naming_what() {
    let cases = [
        (
            NewIssue {
                status_id: GHOST,
                ..new_issue()
            },
            IssueError::StatusNotFound,
        ),
        (
            NewIssue {
                category_ids: vec![BUG, GHOST],
                ..new_issue()
            },
            IssueError::CategoryNotFound,
        ),
        (
            NewIssue {
                project_id: Some(GHOST),
                ..new_issue()
            },
            IssueError::ProjectNotFound,
        ),
        (
            NewIssue {
                assignee_ids: vec![GHOST],
                ..new_issue()
            },
            IssueError::EmployeeNotFound,
        ),
        (
            NewIssue {
                document_ids: vec![HANDBOOK, GHOST],
                ..new_issue()
            },
            IssueError::DocumentNotFound,
        ),
        (
            NewIssue {
                tag_ids: vec![GHOST],
                ..new_issue()
            },
            IssueError::TagNotFound,
        ),
    ];
    for (command, error) in cases {
        issues()
            .given_no_previous_events()
            .when_async(command.command())
            .await
            .then_expect_error(error);
    }
}

#[tokio::test]
async fn a_failing_lookup_is_reported_as_such_not_as_a_missing_id() {
    issues_without_lookup()
        .given_no_previous_events()
        .when_async(new_issue().command())
        .await
        .then_expect_error(IssueError::Lookup(UNREACHABLE.into()));
}

#[tokio::test]
async fn creating_an_issue_twice_is_rejected() {
    issues()
        .given(vec![created()])
        .when_async(new_issue().command())
        .await
        .then_expect_error(IssueError::AlreadyExists);
}

#[tokio::test]
async fn every_other_command_on_an_issue_that_does_not_exist_is_rejected_as_not_found() {
    let commands = [
        edit("Title", "", vec![]),
        IssueCommand::ChangeIssueStatus { status_id: CLOSED },
        IssueCommand::ChangeIssuePriority { priority_id: 1 },
        IssueCommand::AssignCategory { category_id: BUG },
        IssueCommand::DetachCategory { category_id: BUG },
        IssueCommand::AssignProject {
            project_id: WEBSITE,
        },
        IssueCommand::DetachProject,
        IssueCommand::AssignEmployee { employee_id: ADA },
        IssueCommand::DetachEmployee { employee_id: ADA },
        IssueCommand::LinkDocument {
            document_id: HANDBOOK,
        },
        IssueCommand::DetachDocument {
            document_id: HANDBOOK,
        },
        add_comment(ADA, "Seen it too", vec![]),
        edit_comment(ADA, "Seen it too", vec![]),
        IssueCommand::ConvertToTask { task_id: TASK },
    ];
    for command in commands {
        issues_without_lookup()
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(IssueError::NotFound);
    }
}

// ----- EditIssue -----

#[tokio::test]
async fn editing_an_issue_records_its_new_trimmed_title_description_and_tags() {
    issues()
        .given(vec![created()])
        .when_async(edit(
            " Login page times out on Safari ",
            "Since *Monday*, Safari only",
            vec![BACKEND, BACKEND],
        ))
        .await
        .then_expect_events(vec![IssueEvent::IssueEdited {
            title: "Login page times out on Safari".into(),
            description: "Since *Monday*, Safari only".into(),
            tag_ids: vec![BACKEND],
        }]);
}

#[tokio::test]
async fn an_edit_identical_to_the_current_content_is_rejected_even_with_the_tags_reordered() {
    issues_without_lookup()
        .given(vec![created()])
        .when_async(edit(
            "Login page times out  ",
            "Since *Monday*",
            vec![BACKEND, URGENT],
        ))
        .await
        .then_expect_error(IssueError::NothingChanged);
}

#[tokio::test]
async fn an_edit_that_drops_a_tag_is_a_change() {
    issues_without_lookup()
        .given(vec![created()])
        .when_async(edit("Login page times out", "Since *Monday*", vec![URGENT]))
        .await
        .then_expect_events(vec![IssueEvent::IssueEdited {
            title: "Login page times out".into(),
            description: "Since *Monday*".into(),
            tag_ids: vec![URGENT],
        }]);
}

#[tokio::test]
async fn an_edit_with_an_invalid_field_is_rejected() {
    let cases = [
        (edit(" ", "", vec![]), IssueError::InvalidTitle),
        (
            edit("Title", &"x".repeat(DESCRIPTION_MAX_CHARS + 1), vec![]),
            IssueError::InvalidDescription,
        ),
        (
            edit("Title", "", many(MAX_TAGS + 1)),
            IssueError::TooMany { field: "tag_ids" },
        ),
    ];
    for (command, error) in cases {
        issues_without_lookup()
            .given(vec![created()])
            .when_async(command)
            .await
            .then_expect_error(error);
    }
}

#[tokio::test]
async fn an_edit_adding_an_unknown_tag_is_rejected() {
    issues()
        .given(vec![created()])
        .when_async(edit("Title", "", vec![URGENT, GHOST]))
        .await
        .then_expect_error(IssueError::TagNotFound);
}

#[tokio::test]
async fn tags_the_issue_already_holds_are_not_looked_up_again() {
    issues_without_lookup()
        .given(vec![created()])
        .when_async(edit("New title", "", vec![URGENT, BACKEND]))
        .await
        .then_expect_events(vec![IssueEvent::IssueEdited {
            title: "New title".into(),
            description: String::new(),
            tag_ids: vec![URGENT, BACKEND],
        }]);
}

// ----- ChangeIssueStatus -----

#[tokio::test]
async fn changing_the_status_records_from_and_to() {
    issues()
        .given(vec![created()])
        .when_async(IssueCommand::ChangeIssueStatus { status_id: CLOSED })
        .await
        .then_expect_events(vec![IssueEvent::IssueStatusChanged {
            from: OPEN,
            to: CLOSED,
        }]);
}

#[tokio::test]
async fn setting_the_current_status_again_is_rejected() {
    issues_without_lookup()
        .given(vec![created()])
        .and(vec![IssueEvent::IssueStatusChanged {
            from: OPEN,
            to: CLOSED,
        }])
        .when_async(IssueCommand::ChangeIssueStatus { status_id: CLOSED })
        .await
        .then_expect_error(IssueError::StatusSame);
}

#[tokio::test]
async fn changing_to_an_unknown_status_is_rejected() {
    issues()
        .given(vec![created()])
        .when_async(IssueCommand::ChangeIssueStatus { status_id: GHOST })
        .await
        .then_expect_error(IssueError::StatusNotFound);
}

// ----- ChangeIssuePriority -----

#[tokio::test]
async fn changing_the_priority_records_from_and_to() {
    issues_without_lookup()
        .given(vec![created()])
        .when_async(IssueCommand::ChangeIssuePriority { priority_id: 1 })
        .await
        .then_expect_events(vec![IssueEvent::IssuePriorityChanged { from: 2, to: 1 }]);
}

#[tokio::test]
async fn setting_the_current_priority_again_is_rejected_as_nothing_changed() {
    issues_without_lookup()
        .given(vec![created()])
        .and(vec![IssueEvent::IssuePriorityChanged { from: 2, to: 3 }])
        .when_async(IssueCommand::ChangeIssuePriority { priority_id: 3 })
        .await
        .then_expect_error(IssueError::PrioritySame);
}

#[tokio::test]
async fn changing_to_an_unknown_priority_is_rejected() {
    for priority_id in [0, 4] {
        issues_without_lookup()
            .given(vec![created()])
            .when_async(IssueCommand::ChangeIssuePriority { priority_id })
            .await
            .then_expect_error(IssueError::InvalidPriority);
    }
}

// ----- AssignCategory, DetachCategory -----

#[tokio::test]
async fn assigning_a_category_records_it() {
    issues()
        .given(vec![created()])
        .when_async(IssueCommand::AssignCategory {
            category_id: REQUEST,
        })
        .await
        .then_expect_events(vec![IssueEvent::IssueCategoryAssigned {
            category_id: REQUEST,
        }]);
}

#[tokio::test]
async fn assigning_a_category_the_issue_is_already_filed_under_is_rejected() {
    issues_without_lookup()
        .given(vec![created()])
        .when_async(IssueCommand::AssignCategory { category_id: BUG })
        .await
        .then_expect_error(IssueError::CategoryAssignmentExists);
}

#[tokio::test]
async fn assigning_an_unknown_category_is_rejected() {
    issues()
        .given(vec![created()])
        .when_async(IssueCommand::AssignCategory { category_id: GHOST })
        .await
        .then_expect_error(IssueError::CategoryNotFound);
}

#[tokio::test]
async fn assigning_a_category_to_an_issue_with_the_most_it_may_have_is_rejected() {
    let full: Vec<IssueEvent> = many(MAX_CATEGORIES)
        .into_iter()
        .map(|category_id| IssueEvent::IssueCategoryAssigned { category_id })
        .collect();
    issues()
        .given(vec![created_bare()])
        .and(full)
        .when_async(IssueCommand::AssignCategory { category_id: BUG })
        .await
        .then_expect_error(IssueError::TooMany {
            field: "category_ids",
        });
}

#[tokio::test]
async fn detaching_a_category_records_it() {
    issues_without_lookup()
        .given(vec![created()])
        .when_async(IssueCommand::DetachCategory { category_id: BUG })
        .await
        .then_expect_events(vec![IssueEvent::IssueCategoryDetached { category_id: BUG }]);
}

#[tokio::test]
async fn detaching_a_category_the_issue_is_not_filed_under_is_rejected() {
    issues_without_lookup()
        .given(vec![created()])
        .and(vec![IssueEvent::IssueCategoryDetached { category_id: BUG }])
        .when_async(IssueCommand::DetachCategory { category_id: BUG })
        .await
        .then_expect_error(IssueError::AssignmentNotFound);
}

// ----- AssignProject, DetachProject -----

#[tokio::test]
async fn assigning_a_project_to_an_issue_without_one_replaces_nothing() {
    issues()
        .given(vec![created_bare()])
        .when_async(IssueCommand::AssignProject {
            project_id: WEBSITE,
        })
        .await
        .then_expect_events(vec![IssueEvent::IssueProjectAssigned {
            project_id: WEBSITE,
            replaced: None,
        }]);
}

#[tokio::test]
async fn assigning_another_project_replaces_the_current_one() {
    issues()
        .given(vec![created()])
        .when_async(IssueCommand::AssignProject {
            project_id: INTRANET,
        })
        .await
        .then_expect_events(vec![IssueEvent::IssueProjectAssigned {
            project_id: INTRANET,
            replaced: Some(WEBSITE),
        }]);
}

#[tokio::test]
async fn assigning_the_current_project_again_is_rejected() {
    issues_without_lookup()
        .given(vec![created_bare()])
        .and(vec![IssueEvent::IssueProjectAssigned {
            project_id: INTRANET,
            replaced: None,
        }])
        .when_async(IssueCommand::AssignProject {
            project_id: INTRANET,
        })
        .await
        .then_expect_error(IssueError::AssignmentExists);
}

#[tokio::test]
async fn assigning_an_unknown_project_is_rejected() {
    issues()
        .given(vec![created()])
        .when_async(IssueCommand::AssignProject { project_id: GHOST })
        .await
        .then_expect_error(IssueError::ProjectNotFound);
}

#[tokio::test]
async fn detaching_the_project_records_which_one_it_was() {
    issues_without_lookup()
        .given(vec![created()])
        .when_async(IssueCommand::DetachProject)
        .await
        .then_expect_events(vec![IssueEvent::IssueProjectDetached {
            project_id: WEBSITE,
        }]);
}

#[tokio::test]
async fn detaching_the_project_of_an_issue_without_one_is_rejected() {
    let histories = [
        vec![created_bare()],
        vec![
            created(),
            IssueEvent::IssueProjectDetached {
                project_id: WEBSITE,
            },
        ],
    ];
    for history in histories {
        issues_without_lookup()
            .given(history)
            .when_async(IssueCommand::DetachProject)
            .await
            .then_expect_error(IssueError::AssignmentNotFound);
    }
}

// ----- AssignEmployee, DetachEmployee -----

#[tokio::test]
async fn assigning_an_employee_records_it() {
    issues()
        .given(vec![created_bare()])
        .when_async(IssueCommand::AssignEmployee { employee_id: BOB })
        .await
        .then_expect_events(vec![IssueEvent::IssueEmployeeAssigned { employee_id: BOB }]);
}

#[tokio::test]
async fn assigning_an_employee_already_assigned_is_rejected() {
    issues_without_lookup()
        .given(vec![created()])
        .when_async(IssueCommand::AssignEmployee { employee_id: ADA })
        .await
        .then_expect_error(IssueError::AssignmentExists);
}

#[tokio::test]
async fn assigning_an_unknown_employee_is_rejected() {
    issues()
        .given(vec![created()])
        .when_async(IssueCommand::AssignEmployee { employee_id: GHOST })
        .await
        .then_expect_error(IssueError::EmployeeNotFound);
}

#[tokio::test]
async fn assigning_an_employee_to_an_issue_with_the_most_assignees_it_may_have_is_rejected() {
    let full: Vec<IssueEvent> = many(MAX_ASSIGNEES)
        .into_iter()
        .map(|employee_id| IssueEvent::IssueEmployeeAssigned { employee_id })
        .collect();
    issues()
        .given(vec![created_bare()])
        .and(full)
        .when_async(IssueCommand::AssignEmployee { employee_id: ADA })
        .await
        .then_expect_error(IssueError::TooMany {
            field: "assignee_ids",
        });
}

#[tokio::test]
async fn detaching_an_employee_records_it() {
    issues_without_lookup()
        .given(vec![created()])
        .when_async(IssueCommand::DetachEmployee { employee_id: BOB })
        .await
        .then_expect_events(vec![IssueEvent::IssueEmployeeDetached { employee_id: BOB }]);
}

#[tokio::test]
async fn detaching_an_employee_who_is_not_assigned_is_rejected() {
    issues_without_lookup()
        .given(vec![created()])
        .and(vec![IssueEvent::IssueEmployeeDetached { employee_id: BOB }])
        .when_async(IssueCommand::DetachEmployee { employee_id: BOB })
        .await
        .then_expect_error(IssueError::AssignmentNotFound);
}

// ----- LinkDocument, DetachDocument -----

#[tokio::test]
async fn linking_a_document_records_it() {
    issues()
        .given(vec![created()])
        .when_async(IssueCommand::LinkDocument {
            document_id: MINUTES,
        })
        .await
        .then_expect_events(vec![IssueEvent::IssueDocumentLinked {
            document_id: MINUTES,
        }]);
}

#[tokio::test]
async fn linking_a_document_already_linked_is_rejected() {
    issues_without_lookup()
        .given(vec![created()])
        .when_async(IssueCommand::LinkDocument {
            document_id: HANDBOOK,
        })
        .await
        .then_expect_error(IssueError::AssignmentExists);
}

#[tokio::test]
async fn linking_an_unknown_document_is_rejected() {
    issues()
        .given(vec![created()])
        .when_async(IssueCommand::LinkDocument { document_id: GHOST })
        .await
        .then_expect_error(IssueError::DocumentNotFound);
}

#[tokio::test]
async fn linking_a_document_to_an_issue_with_the_most_documents_it_may_have_is_rejected() {
    let full: Vec<IssueEvent> = many(MAX_DOCUMENTS)
        .into_iter()
        .map(|document_id| IssueEvent::IssueDocumentLinked { document_id })
        .collect();
    issues()
        .given(vec![created_bare()])
        .and(full)
        .when_async(IssueCommand::LinkDocument {
            document_id: HANDBOOK,
        })
        .await
        .then_expect_error(IssueError::TooMany {
            field: "document_ids",
        });
}

#[tokio::test]
async fn detaching_a_document_records_it() {
    issues_without_lookup()
        .given(vec![created()])
        .when_async(IssueCommand::DetachDocument {
            document_id: HANDBOOK,
        })
        .await
        .then_expect_events(vec![IssueEvent::IssueDocumentDetached {
            document_id: HANDBOOK,
        }]);
}

#[tokio::test]
async fn detaching_a_document_that_is_not_linked_is_rejected() {
    issues_without_lookup()
        .given(vec![created()])
        .when_async(IssueCommand::DetachDocument {
            document_id: MINUTES,
        })
        .await
        .then_expect_error(IssueError::AssignmentNotFound);
}

// ----- AddComment -----

#[tokio::test]
async fn adding_a_comment_records_a_trimmed_body_and_its_mentions_without_repeats() {
    issues()
        .given(vec![created()])
        .when_async(add_comment(ADA, "  Seen it too\n", vec![BOB, BOB]))
        .await
        .then_expect_events(vec![comment_added()]);
}

#[tokio::test]
async fn a_comment_of_the_maximum_length_without_mentions_asks_nothing() {
    let body = "見".repeat(COMMENT_MAX_CHARS);
    issues_without_lookup()
        .given(vec![created()])
        .when_async(add_comment(BOB, &body, vec![]))
        .await
        .then_expect_events(vec![IssueEvent::IssueCommentAdded {
            comment_id: COMMENT,
            author_id: BOB,
            body,
            mention_ids: vec![],
        }]);
}

#[tokio::test]
async fn adding_a_comment_under_an_id_already_used_is_rejected() {
    issues_without_lookup()
        .given(vec![created(), comment_added()])
        .when_async(add_comment(BOB, "Me too", vec![]))
        .await
        .then_expect_error(IssueError::CommentExists);
}

#[tokio::test]
async fn adding_an_empty_or_oversized_comment_is_rejected() {
    for body in ["", " \n ", &"x".repeat(COMMENT_MAX_CHARS + 1)] {
        issues_without_lookup()
            .given(vec![created()])
            .when_async(add_comment(ADA, body, vec![]))
            .await
            .then_expect_error(IssueError::InvalidComment);
    }
}

#[tokio::test]
async fn a_comment_mentioning_more_employees_than_allowed_is_rejected() {
    issues_without_lookup()
        .given(vec![created()])
        .when_async(add_comment(ADA, "Everyone", many(MAX_MENTIONS + 1)))
        .await
        .then_expect_error(IssueError::TooMany {
            field: "mention_ids",
        });
}

#[tokio::test]
async fn a_comment_mentioning_an_unknown_employee_is_rejected() {
    issues()
        .given(vec![created()])
        .when_async(add_comment(ADA, "Seen it too", vec![BOB, GHOST]))
        .await
        .then_expect_error(IssueError::EmployeeNotFound);
}

// ----- EditComment -----

#[tokio::test]
async fn editing_a_comment_records_its_new_trimmed_body_and_all_its_mentions() {
    issues()
        .given(vec![created(), comment_added()])
        .when_async(edit_comment(ADA, " Seen it on Safari too ", vec![BOB, ADA]))
        .await
        .then_expect_events(vec![IssueEvent::IssueCommentEdited {
            comment_id: COMMENT,
            body: "Seen it on Safari too".into(),
            mention_ids: vec![BOB, ADA],
        }]);
}

#[tokio::test]
async fn mentions_the_comment_already_had_are_not_looked_up_again() {
    issues_without_lookup()
        .given(vec![created(), comment_added()])
        .when_async(edit_comment(ADA, "Seen it on Safari too", vec![BOB]))
        .await
        .then_expect_events(vec![IssueEvent::IssueCommentEdited {
            comment_id: COMMENT,
            body: "Seen it on Safari too".into(),
            mention_ids: vec![BOB],
        }]);
}

#[tokio::test]
async fn editing_a_comment_that_does_not_exist_is_rejected() {
    issues_without_lookup()
        .given(vec![created(), comment_added()])
        .when_async(IssueCommand::EditComment {
            comment_id: OTHER_COMMENT,
            editor_id: ADA,
            body: "Edited".into(),
            mention_ids: vec![],
        })
        .await
        .then_expect_error(IssueError::CommentNotFound);
}

#[tokio::test]
async fn editing_someone_elses_comment_is_rejected() {
    issues_without_lookup()
        .given(vec![created(), comment_added()])
        .when_async(edit_comment(BOB, "Edited", vec![]))
        .await
        .then_expect_error(IssueError::NotOwner);
}

#[tokio::test]
async fn an_edit_that_leaves_the_body_as_it_is_is_rejected() {
    let edited = IssueEvent::IssueCommentEdited {
        comment_id: COMMENT,
        body: "Seen it on Safari too".into(),
        mention_ids: vec![],
    };
    issues_without_lookup()
        .given(vec![created(), comment_added(), edited])
        .when_async(edit_comment(ADA, "Seen it on Safari too ", vec![]))
        .await
        .then_expect_error(IssueError::NothingChanged);
}

#[tokio::test]
async fn an_edited_comment_with_an_invalid_body_or_mentions_is_rejected() {
    let cases = [
        (edit_comment(ADA, "  ", vec![]), IssueError::InvalidComment),
        (
            edit_comment(ADA, &"x".repeat(COMMENT_MAX_CHARS + 1), vec![]),
            IssueError::InvalidComment,
        ),
        (
            edit_comment(ADA, "Everyone", many(MAX_MENTIONS + 1)),
            IssueError::TooMany {
                field: "mention_ids",
            },
        ),
    ];
    for (command, error) in cases {
        issues_without_lookup()
            .given(vec![created(), comment_added()])
            .when_async(command)
            .await
            .then_expect_error(error);
    }
    issues()
        .given(vec![created(), comment_added()])
        .when_async(edit_comment(ADA, "Edited", vec![BOB, GHOST]))
        .await
        .then_expect_error(IssueError::EmployeeNotFound);
}

// ----- ConvertToTask -----

#[tokio::test]
async fn converting_an_issue_to_a_task_records_the_task() {
    issues_without_lookup()
        .given(vec![created()])
        .when_async(IssueCommand::ConvertToTask { task_id: TASK })
        .await
        .then_expect_events(vec![IssueEvent::IssueConvertedToTask { task_id: TASK }]);
}

#[tokio::test]
async fn converting_an_issue_a_second_time_is_rejected_naming_the_task_it_became() {
    issues_without_lookup()
        .given(vec![
            created(),
            IssueEvent::IssueConvertedToTask { task_id: TASK },
        ])
        .when_async(IssueCommand::ConvertToTask {
            task_id: OTHER_TASK,
        })
        .await
        .then_expect_error(IssueError::AlreadyConverted { task_id: TASK });
}

// ----- State, names -----

/// One event of every type, in the order of [`IssueEvent::TYPES`].
fn one_of_each() -> Vec<IssueEvent> {
    vec![
        created(),
        IssueEvent::IssueEdited {
            title: "Login fails".into(),
            description: "On Safari".into(),
            tag_ids: vec![BACKEND],
        },
        IssueEvent::IssueStatusChanged {
            from: OPEN,
            to: CLOSED,
        },
        IssueEvent::IssuePriorityChanged { from: 2, to: 1 },
        IssueEvent::IssueCategoryAssigned {
            category_id: REQUEST,
        },
        IssueEvent::IssueCategoryDetached { category_id: BUG },
        IssueEvent::IssueProjectAssigned {
            project_id: INTRANET,
            replaced: Some(WEBSITE),
        },
        IssueEvent::IssueProjectDetached {
            project_id: INTRANET,
        },
        IssueEvent::IssueEmployeeAssigned { employee_id: GHOST },
        IssueEvent::IssueEmployeeDetached { employee_id: BOB },
        IssueEvent::IssueDocumentLinked {
            document_id: MINUTES,
        },
        IssueEvent::IssueDocumentDetached {
            document_id: HANDBOOK,
        },
        comment_added(),
        IssueEvent::IssueCommentEdited {
            comment_id: COMMENT,
            body: "Seen it on Safari too".into(),
            mention_ids: vec![],
        },
        IssueEvent::IssueConvertedToTask { task_id: TASK },
        IssueEvent::IssueDeleted {},
        IssueEvent::IssueRestored {},
    ]
}

#[test]
fn the_state_folds_every_event() {
    let mut issue = Issue::default();
    assert_eq!(issue.priority(), None);
    for event in one_of_each() {
        cqrs_es::Aggregate::apply(&mut issue, event);
    }
    assert_eq!(issue.id, Some(ISSUE));
    assert_eq!(issue.title, "Login fails");
    assert_eq!(issue.description, "On Safari");
    assert_eq!(issue.status_id, CLOSED);
    assert_eq!(issue.priority(), Some(IssuePriority::High));
    assert_eq!(issue.reporter_id, ADA);
    assert_eq!(issue.category_ids, [REQUEST]);
    assert_eq!(issue.project_id, None);
    assert_eq!(issue.assignee_ids, [ADA, GHOST]);
    assert_eq!(issue.document_ids, [MINUTES]);
    assert_eq!(issue.tag_ids, [BACKEND]);
    assert_eq!(
        issue.comment(COMMENT),
        Some(&IssueComment {
            comment_id: COMMENT,
            author_id: ADA,
            body: "Seen it on Safari too".into(),
            mention_ids: vec![],
        })
    );
    assert_eq!(issue.task_id, Some(TASK));
}

#[test]
fn event_types_are_the_serialized_tags_and_all_listed_in_types() {
    let events = one_of_each();
    let types: Vec<String> = events
        .iter()
        .map(cqrs_es::DomainEvent::event_type)
        .collect();
    assert_eq!(types, IssueEvent::TYPES);
    for event in events {
        let json = serde_json::to_value(&event).unwrap();
        let tag = json.as_object().unwrap().keys().next().unwrap().clone();
        assert_eq!(tag, cqrs_es::DomainEvent::event_type(&event));
        assert_eq!(cqrs_es::DomainEvent::event_version(&event), "1.0");
        assert_eq!(serde_json::from_value::<IssueEvent>(json).unwrap(), event);
    }
}

#[test]
fn the_aggregate_is_registered_under_its_type() {
    let kind = crate::aggregate_kind("Issue").unwrap();
    assert_eq!(kind.event_types, IssueEvent::TYPES);
    assert_eq!(<Issue as cqrs_es::Aggregate>::TYPE, "Issue");
    assert_eq!(
        IssueCommand::ConvertToTask { task_id: TASK }.name(),
        "ConvertToTask"
    );
    assert_eq!(IssueCommand::DetachProject.name(), "DetachProject");
}

#[tokio::test]
async fn deleting_an_issue_moves_it_to_the_trash() {
    issues()
        .given(vec![created()])
        .when_async(IssueCommand::DeleteIssue)
        .await
        .then_expect_events(vec![IssueEvent::IssueDeleted {}]);
}

#[tokio::test]
async fn a_deleted_issue_takes_no_command_but_a_restore() {
    let commands = [
        edit("Login page times out again", "", vec![]),
        IssueCommand::ChangeIssuePriority { priority_id: 3 },
        add_comment(ADA, "Still?", vec![]),
        IssueCommand::DeleteIssue,
    ];
    for command in commands {
        issues()
            .given(vec![created(), IssueEvent::IssueDeleted {}])
            .when_async(command)
            .await
            .then_expect_error(IssueError::NotFound);
    }
}

#[tokio::test]
async fn restoring_a_deleted_issue_brings_it_back_and_it_takes_commands_again() {
    issues()
        .given(vec![created(), IssueEvent::IssueDeleted {}])
        .when_async(IssueCommand::RestoreIssue)
        .await
        .then_expect_events(vec![IssueEvent::IssueRestored {}]);
    issues()
        .given(vec![
            created(),
            IssueEvent::IssueDeleted {},
            IssueEvent::IssueRestored {},
        ])
        .when_async(IssueCommand::DeleteIssue)
        .await
        .then_expect_events(vec![IssueEvent::IssueDeleted {}]);
}

#[tokio::test]
async fn restoring_an_issue_that_is_not_deleted_or_does_not_exist_is_refused() {
    issues()
        .given(vec![created()])
        .when_async(IssueCommand::RestoreIssue)
        .await
        .then_expect_error(IssueError::NotDeleted);
    issues()
        .given_no_previous_events()
        .when_async(IssueCommand::RestoreIssue)
        .await
        .then_expect_error(IssueError::NotFound);
}
