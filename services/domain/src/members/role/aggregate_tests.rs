//! Given/when/then tests: every role command and every rejection.

use std::sync::Arc;

use cqrs_es::test::TestFramework;

use super::*;

/// A usage lookup that answers the same dependents for every role.
struct Usage(RoleDependents);

#[async_trait::async_trait]
impl RoleUsage for Usage {
    async fn dependents(&self, _: i32) -> Result<RoleDependents, String> {
        Ok(self.0)
    }
}

fn unused() -> RoleServices {
    used_by(RoleDependents::default())
}

fn used_by(dependents: RoleDependents) -> RoleServices {
    RoleServices {
        usage: Arc::new(Usage(dependents)),
    }
}

fn sales() -> RoleEvent {
    RoleEvent::RoleDefined {
        role_id: 2,
        name: "Sales".into(),
        category: RoleCategory::Management,
    }
}

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
    TestFramework::<Role>::with(unused())
        .given_no_previous_events()
        .when_async(define(" Admin ", 1))
        .await
        .then_expect_events(vec![admin_defined()]);
}

#[tokio::test]
async fn defining_a_role_with_an_unknown_category_is_rejected() {
    TestFramework::<Role>::with(unused())
        .given_no_previous_events()
        .when_async(define("Admin", 3))
        .await
        .then_expect_error(RoleError::CategoryNotFound);
}

#[tokio::test]
async fn defining_a_role_without_a_name_is_rejected() {
    TestFramework::<Role>::with(unused())
        .given_no_previous_events()
        .when_async(define("  ", 1))
        .await
        .then_expect_error(RoleError::InvalidName);
}

#[tokio::test]
async fn renaming_a_role_records_the_trimmed_name() {
    TestFramework::<Role>::with(unused())
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
    TestFramework::<Role>::with(unused())
        .given(vec![admin_defined()])
        .when_async(RoleCommand::RenameRole {
            name: "Admin".into(),
        })
        .await
        .then_expect_error(RoleError::Identical);
    TestFramework::<Role>::with(unused())
        .given_no_previous_events()
        .when_async(RoleCommand::RenameRole { name: "X".into() })
        .await
        .then_expect_error(RoleError::NotFound);
}

#[tokio::test]
async fn the_admin_role_cannot_be_deleted_but_others_can_once() {
    TestFramework::<Role>::with(unused())
        .given(vec![admin_defined()])
        .when_async(RoleCommand::DeleteRole)
        .await
        .then_expect_error(RoleError::AdminRoleIsPermanent);
    TestFramework::<Role>::with(unused())
        .given(vec![sales()])
        .when_async(RoleCommand::DeleteRole)
        .await
        .then_expect_events(vec![RoleEvent::RoleDeleted]);
    TestFramework::<Role>::with(unused())
        .given(vec![sales(), RoleEvent::RoleDeleted])
        .when_async(RoleCommand::DeleteRole)
        .await
        .then_expect_error(RoleError::NotFound);
}

#[tokio::test]
async fn defining_the_same_role_twice_is_rejected() {
    TestFramework::<Role>::with(unused())
        .given(vec![admin_defined()])
        .when_async(define("Admin", 1))
        .await
        .then_expect_error(RoleError::AlreadyExists);
}

#[tokio::test]
async fn a_role_anything_depends_on_is_not_deleted_and_the_refusal_says_what_depends() {
    for dependents in [
        RoleDependents {
            members: 3,
            ..Default::default()
        },
        RoleDependents {
            documents: 1,
            ..Default::default()
        },
        RoleDependents {
            permission_categories: 1,
            ..Default::default()
        },
        RoleDependents {
            workflow_templates: 2,
            ..Default::default()
        },
        RoleDependents {
            workflow_instances: 1,
            ..Default::default()
        },
    ] {
        TestFramework::<Role>::with(used_by(dependents))
            .given(vec![sales()])
            .when_async(RoleCommand::DeleteRole)
            .await
            .then_expect_error(RoleError::InUse(dependents));
    }
}

#[tokio::test]
async fn restoring_a_deleted_role_brings_back_its_name_and_category() {
    TestFramework::<Role>::with(unused())
        .given(vec![sales(), RoleEvent::RoleDeleted])
        .when_async(RoleCommand::RestoreRole)
        .await
        .then_expect_events(vec![RoleEvent::RoleRestored {
            name: "Sales".into(),
            category: RoleCategory::Management,
        }]);
}

#[tokio::test]
async fn a_restored_role_can_be_renamed_and_deleted_again() {
    let restored = RoleEvent::RoleRestored {
        name: "Sales".into(),
        category: RoleCategory::Management,
    };
    TestFramework::<Role>::with(unused())
        .given(vec![sales(), RoleEvent::RoleDeleted, restored.clone()])
        .when_async(RoleCommand::DeleteRole)
        .await
        .then_expect_events(vec![RoleEvent::RoleDeleted]);
    TestFramework::<Role>::with(unused())
        .given(vec![sales(), RoleEvent::RoleDeleted, restored])
        .when_async(RoleCommand::RenameRole {
            name: "Field sales".into(),
        })
        .await
        .then_expect_events(vec![RoleEvent::RoleRenamed {
            name: "Field sales".into(),
        }]);
}

#[tokio::test]
async fn restoring_a_role_that_is_not_deleted_or_never_existed_is_rejected() {
    TestFramework::<Role>::with(unused())
        .given(vec![sales()])
        .when_async(RoleCommand::RestoreRole)
        .await
        .then_expect_error(RoleError::NotDeleted);
    TestFramework::<Role>::with(unused())
        .given_no_previous_events()
        .when_async(RoleCommand::RestoreRole)
        .await
        .then_expect_error(RoleError::NotFound);
}
