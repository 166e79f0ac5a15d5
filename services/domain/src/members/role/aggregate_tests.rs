//! Given/when/then tests: every role command and every rejection.

use cqrs_es::test::TestFramework;

use super::*;

fn define(name: &str, category_id: i32) -> RoleCommand {
    RoleCommand::DefineRole {
        role_id: ADMIN_ROLE_ID,
        name: name.into(),
        category_id,
    }
}

fn admin_defined() -> RoleEvent {
    RoleEvent::RoleDefined {
        role_id: ADMIN_ROLE_ID,
        name: "Admin".into(),
        category: RoleCategory::Management,
    }
}

#[tokio::test]
async fn defining_a_role_records_its_name_and_category() {
    TestFramework::<Role>::with(())
        .given_no_previous_events()
        .when_async(define(" Admin ", 1))
        .await
        .then_expect_events(vec![admin_defined()]);
}

#[tokio::test]
async fn defining_a_role_with_an_unknown_category_is_rejected() {
    TestFramework::<Role>::with(())
        .given_no_previous_events()
        .when_async(define("Admin", 3))
        .await
        .then_expect_error(RoleError::CategoryNotFound);
}

#[tokio::test]
async fn defining_a_role_without_a_name_is_rejected() {
    TestFramework::<Role>::with(())
        .given_no_previous_events()
        .when_async(define("  ", 1))
        .await
        .then_expect_error(RoleError::InvalidName);
}

#[tokio::test]
async fn renaming_a_role_records_the_trimmed_name() {
    TestFramework::<Role>::with(())
        .given(vec![admin_defined()])
        .when_async(RoleCommand::RenameRole {
            name: " Administrators ".into(),
        })
        .await
        .then_expect_events(vec![RoleEvent::RoleRenamed {
            name: "Administrators".into(),
        }]);
}

#[tokio::test]
async fn renaming_to_the_same_name_or_an_unknown_role_is_rejected() {
    TestFramework::<Role>::with(())
        .given(vec![admin_defined()])
        .when_async(RoleCommand::RenameRole {
            name: "Admin".into(),
        })
        .await
        .then_expect_error(RoleError::Identical);
    TestFramework::<Role>::with(())
        .given_no_previous_events()
        .when_async(RoleCommand::RenameRole { name: "X".into() })
        .await
        .then_expect_error(RoleError::NotFound);
}

#[tokio::test]
async fn the_admin_role_cannot_be_deleted_but_others_can_once() {
    TestFramework::<Role>::with(())
        .given(vec![admin_defined()])
        .when_async(RoleCommand::DeleteRole)
        .await
        .then_expect_error(RoleError::AdminRoleIsPermanent);
    let sales = RoleEvent::RoleDefined {
        role_id: 2,
        name: "Sales".into(),
        category: RoleCategory::Management,
    };
    TestFramework::<Role>::with(())
        .given(vec![sales.clone()])
        .when_async(RoleCommand::DeleteRole)
        .await
        .then_expect_events(vec![RoleEvent::RoleDeleted]);
    TestFramework::<Role>::with(())
        .given(vec![sales, RoleEvent::RoleDeleted])
        .when_async(RoleCommand::DeleteRole)
        .await
        .then_expect_error(RoleError::NotFound);
}

#[tokio::test]
async fn defining_the_same_role_twice_is_rejected() {
    TestFramework::<Role>::with(())
        .given(vec![admin_defined()])
        .when_async(define("Admin", 1))
        .await
        .then_expect_error(RoleError::AlreadyExists);
}
