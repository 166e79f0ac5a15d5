//! Given/when/then tests: every permission category command and every rejection.

use cqrs_es::test::TestFramework;

use super::*;
use crate::documents::test_support::*;
use crate::documents::{DESCRIPTION_MAX_CHARS, DocumentAccess, NAME_MAX_CHARS};

fn permission_categories() -> TestFramework<PermissionCategory> {
    TestFramework::with(KnownIds::standard().services())
}

fn permission_categories_without_lookup() -> TestFramework<PermissionCategory> {
    TestFramework::with(Unreachable::services())
}

fn read(role_id: i32) -> RoleAssignment {
    RoleAssignment {
        role_id,
        access: DocumentAccess::Read,
    }
}

fn edit(role_id: i32) -> RoleAssignment {
    RoleAssignment {
        role_id,
        access: DocumentAccess::Edit,
    }
}

fn create(name: &str, role_assignments: Vec<RoleAssignment>) -> PermissionCategoryCommand {
    PermissionCategoryCommand::CreatePermissionCategory {
        permission_category_id: STAFF_ONLY,
        name: name.into(),
        description: "Everyone on staff".into(),
        role_assignments,
    }
}

/// "Staff only": readers read, editors edit.
fn created() -> PermissionCategoryEvent {
    PermissionCategoryEvent::PermissionCategoryCreated {
        permission_category_id: STAFF_ONLY,
        name: "Staff only".into(),
        description: "Everyone on staff".into(),
        role_assignments: vec![edit(EDITOR_ROLE), read(READER_ROLE)],
    }
}

fn update(name: &str, description: &str) -> PermissionCategoryCommand {
    PermissionCategoryCommand::UpdatePermissionCategory {
        name: name.into(),
        description: description.into(),
    }
}

fn assign(role_id: i32, access_id: i32) -> PermissionCategoryCommand {
    PermissionCategoryCommand::AssignRole { role_id, access_id }
}

// --- CreatePermissionCategory ---

#[tokio::test]
async fn creating_a_permission_category_records_its_trimmed_name_and_assignments_sorted_by_role() {
    permission_categories()
        .given_no_previous_events()
        .when_async(create(
            " Staff only  ",
            vec![read(READER_ROLE), edit(EDITOR_ROLE)],
        ))
        .await
        .then_expect_events(vec![created()]);
}

#[tokio::test]
async fn a_permission_category_without_assignments_needs_no_lookup() {
    permission_categories_without_lookup()
        .given_no_previous_events()
        .when_async(create("Staff only", vec![]))
        .await
        .then_expect_events(vec![PermissionCategoryEvent::PermissionCategoryCreated {
            permission_category_id: STAFF_ONLY,
            name: "Staff only".into(),
            description: "Everyone on staff".into(),
            role_assignments: vec![],
        }]);
}

#[tokio::test]
async fn a_role_listed_twice_is_rejected_whatever_the_access() {
    for twice in [
        vec![read(READER_ROLE), read(READER_ROLE)],
        vec![read(READER_ROLE), edit(EDITOR_ROLE), edit(READER_ROLE)],
    ] {
        permission_categories()
            .given_no_previous_events()
            .when_async(create("Staff only", twice))
            .await
            .then_expect_error(PermissionCategoryError::InvalidRoleAssignments);
    }
}

#[tokio::test]
async fn creating_a_permission_category_with_an_unknown_role_is_rejected() {
    permission_categories()
        .given_no_previous_events()
        .when_async(create(
            "Staff only",
            vec![read(READER_ROLE), read(GHOST_ROLE)],
        ))
        .await
        .then_expect_error(PermissionCategoryError::RoleNotFound);
}

#[tokio::test]
async fn a_failing_lookup_is_reported_as_such_not_as_a_missing_role() {
    permission_categories_without_lookup()
        .given_no_previous_events()
        .when_async(create("Staff only", vec![read(READER_ROLE)]))
        .await
        .then_expect_error(PermissionCategoryError::Lookup(UNREACHABLE.into()));
}

#[tokio::test]
async fn creating_a_permission_category_with_an_invalid_name_or_description_is_rejected() {
    for name in ["", "   ", &"x".repeat(NAME_MAX_CHARS + 1)] {
        permission_categories()
            .given_no_previous_events()
            .when_async(create(name, vec![]))
            .await
            .then_expect_error(PermissionCategoryError::InvalidName);
    }
    permission_categories()
        .given_no_previous_events()
        .when_async(PermissionCategoryCommand::CreatePermissionCategory {
            permission_category_id: STAFF_ONLY,
            name: "Staff only".into(),
            description: "x".repeat(DESCRIPTION_MAX_CHARS + 1),
            role_assignments: vec![],
        })
        .await
        .then_expect_error(PermissionCategoryError::InvalidDescription);
}

#[tokio::test]
async fn creating_a_permission_category_twice_is_rejected() {
    permission_categories()
        .given(vec![created()])
        .when_async(create("Board only", vec![]))
        .await
        .then_expect_error(PermissionCategoryError::AlreadyExists);
}

#[tokio::test]
async fn commands_on_a_permission_category_that_does_not_exist_are_rejected_as_not_found() {
    let commands = [
        update("Staff only", ""),
        assign(READER_ROLE, 1),
        PermissionCategoryCommand::UnassignRole {
            role_id: READER_ROLE,
        },
    ];
    for command in commands {
        permission_categories()
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(PermissionCategoryError::NotFound);
    }
}

// --- UpdatePermissionCategory ---

#[tokio::test]
async fn updating_a_permission_category_records_its_new_name_and_description() {
    permission_categories()
        .given(vec![created()])
        .when_async(update(" Staff ", "Everyone employed"))
        .await
        .then_expect_events(vec![PermissionCategoryEvent::PermissionCategoryUpdated {
            name: "Staff".into(),
            description: "Everyone employed".into(),
        }]);
}

#[tokio::test]
async fn an_update_identical_to_the_current_data_is_rejected() {
    permission_categories()
        .given(vec![created()])
        .when_async(update("Staff only ", "Everyone on staff"))
        .await
        .then_expect_error(PermissionCategoryError::Identical);
}

#[tokio::test]
async fn an_update_with_an_invalid_field_is_rejected() {
    let cases = [
        (
            update("", "Everyone on staff"),
            PermissionCategoryError::InvalidName,
        ),
        (
            update("Staff only", &"x".repeat(DESCRIPTION_MAX_CHARS + 1)),
            PermissionCategoryError::InvalidDescription,
        ),
    ];
    for (command, error) in cases {
        permission_categories()
            .given(vec![created()])
            .when_async(command)
            .await
            .then_expect_error(error);
    }
}

// --- AssignRole / UnassignRole ---

#[tokio::test]
async fn assigning_a_role_records_the_role_and_its_access() {
    permission_categories()
        .given(vec![created()])
        .when_async(assign(ADMIN_ROLE, 2))
        .await
        .then_expect_events(vec![
            PermissionCategoryEvent::PermissionCategoryRoleAssigned {
                role_id: ADMIN_ROLE,
                access: DocumentAccess::Edit,
            },
        ]);
}

#[tokio::test]
async fn assigning_a_role_the_other_access_replaces_it_without_a_lookup() {
    permission_categories_without_lookup()
        .given(vec![created()])
        .when_async(assign(READER_ROLE, 2))
        .await
        .then_expect_events(vec![
            PermissionCategoryEvent::PermissionCategoryRoleAssigned {
                role_id: READER_ROLE,
                access: DocumentAccess::Edit,
            },
        ]);
}

#[tokio::test]
async fn assigning_a_role_the_access_it_already_has_is_rejected() {
    permission_categories()
        .given(vec![created()])
        .when_async(assign(EDITOR_ROLE, 2))
        .await
        .then_expect_error(PermissionCategoryError::RoleAssignmentExists);
}

#[tokio::test]
async fn assigning_an_unknown_access_is_rejected() {
    for access_id in [0, 3, -1] {
        permission_categories()
            .given(vec![created()])
            .when_async(assign(ADMIN_ROLE, access_id))
            .await
            .then_expect_error(PermissionCategoryError::InvalidAccess);
    }
}

#[tokio::test]
async fn assigning_an_unknown_role_is_rejected() {
    permission_categories()
        .given(vec![created()])
        .when_async(assign(GHOST_ROLE, 1))
        .await
        .then_expect_error(PermissionCategoryError::RoleNotFound);
}

#[tokio::test]
async fn a_failing_lookup_while_assigning_a_role_is_reported() {
    permission_categories_without_lookup()
        .given(vec![created()])
        .when_async(assign(ADMIN_ROLE, 1))
        .await
        .then_expect_error(PermissionCategoryError::Lookup(UNREACHABLE.into()));
}

#[tokio::test]
async fn unassigning_a_role_records_it() {
    permission_categories()
        .given(vec![created()])
        .when_async(PermissionCategoryCommand::UnassignRole {
            role_id: READER_ROLE,
        })
        .await
        .then_expect_events(vec![
            PermissionCategoryEvent::PermissionCategoryRoleUnassigned {
                role_id: READER_ROLE,
            },
        ]);
}

#[tokio::test]
async fn unassigning_a_role_that_is_not_assigned_is_rejected() {
    permission_categories()
        .given(vec![created()])
        .when_async(PermissionCategoryCommand::UnassignRole {
            role_id: ADMIN_ROLE,
        })
        .await
        .then_expect_error(PermissionCategoryError::AssignmentNotFound);
}

#[test]
fn the_folded_state_keeps_role_assignments_sorted_by_role_id() {
    let mut state = PermissionCategory::default();
    for event in [
        created(),
        PermissionCategoryEvent::PermissionCategoryRoleAssigned {
            role_id: ADMIN_ROLE,
            access: DocumentAccess::Read,
        },
        PermissionCategoryEvent::PermissionCategoryRoleUnassigned {
            role_id: EDITOR_ROLE,
        },
        PermissionCategoryEvent::PermissionCategoryRoleAssigned {
            role_id: READER_ROLE,
            access: DocumentAccess::Edit,
        },
    ] {
        state.apply(event);
    }
    assert_eq!(
        state.role_assignments,
        vec![read(ADMIN_ROLE), edit(READER_ROLE)]
    );
}
