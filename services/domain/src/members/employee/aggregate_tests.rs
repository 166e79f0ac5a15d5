//! Given/when/then tests: every employee command and every rejection.

use std::sync::Arc;

use cqrs_es::DomainEvent;
use cqrs_es::test::TestFramework;

use super::*;

const ADA: Uuid = Uuid::from_u128(0xada);
const KNOWN_ROLES: [i32; 3] = [1, 2, 3];

/// A directory with roles 1–3 and `other_admins` other active admins.
struct FakeDirectory {
    other_admins: i64,
}

#[async_trait::async_trait]
impl Directory for FakeDirectory {
    async fn role_exists(&self, role_id: i32) -> Result<bool, String> {
        Ok(KNOWN_ROLES.contains(&role_id))
    }

    async fn other_active_admins(&self, _: Uuid) -> Result<i64, String> {
        Ok(self.other_admins)
    }
}

fn employees(other_admins: i64) -> TestFramework<Employee> {
    TestFramework::with(EmployeeServices {
        directory: Arc::new(FakeDirectory { other_admins }),
    })
}

fn register(name: &str, email: &str, role_ids: Vec<i32>) -> EmployeeCommand {
    EmployeeCommand::RegisterEmployee {
        employee_id: ADA,
        name: name.into(),
        email: email.into(),
        role_ids,
    }
}

fn registered(role_ids: Vec<i32>) -> EmployeeEvent {
    EmployeeEvent::EmployeeRegistered {
        employee_id: ADA,
        name: "Ada Lovelace".into(),
        email: "ada@example.com".into(),
        role_ids,
    }
}

#[tokio::test]
async fn registering_an_employee_normalises_name_and_email() {
    employees(1)
        .given_no_previous_events()
        .when_async(register(" Ada Lovelace ", "Ada@Example.com", vec![1]))
        .await
        .then_expect_events(vec![registered(vec![1])]);
}

#[tokio::test]
async fn registering_with_a_bad_name_or_email_is_rejected() {
    employees(1)
        .given_no_previous_events()
        .when_async(register("", "ada@example.com", vec![]))
        .await
        .then_expect_error(EmployeeError::InvalidName);
    employees(1)
        .given_no_previous_events()
        .when_async(register("Ada", "not-an-email", vec![]))
        .await
        .then_expect_error(EmployeeError::InvalidEmail);
}

#[tokio::test]
async fn registering_with_the_same_role_twice_or_an_unknown_role_is_rejected() {
    employees(1)
        .given_no_previous_events()
        .when_async(register("Ada", "ada@example.com", vec![1, 1]))
        .await
        .then_expect_error(EmployeeError::DuplicateRole);
    employees(1)
        .given_no_previous_events()
        .when_async(register("Ada", "ada@example.com", vec![9]))
        .await
        .then_expect_error(EmployeeError::RoleNotFound);
}

#[tokio::test]
async fn registering_an_existing_employee_again_is_rejected() {
    employees(1)
        .given(vec![registered(vec![])])
        .when_async(register("Ada", "ada@example.com", vec![]))
        .await
        .then_expect_error(EmployeeError::AlreadyExists);
}

#[tokio::test]
async fn commands_on_an_unknown_employee_are_rejected_as_not_found() {
    for command in [
        EmployeeCommand::UpdateEmployeeRoles { role_ids: vec![2] },
        EmployeeCommand::DeactivateEmployee,
        EmployeeCommand::RecordPasswordChange,
        EmployeeCommand::RecordPasswordResetByLink,
        EmployeeCommand::ResetPasswordByAdmin,
        EmployeeCommand::ChangeEmployeeAvatar { avatar_url: None },
    ] {
        employees(1)
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(EmployeeError::NotFound);
    }
}

#[tokio::test]
async fn updating_the_profile_records_the_new_name_and_email() {
    employees(1)
        .given(vec![registered(vec![])])
        .when_async(EmployeeCommand::UpdateEmployeeProfile {
            name: "Ada King".into(),
            email: "ADA@example.com".into(),
        })
        .await
        .then_expect_events(vec![EmployeeEvent::EmployeeProfileUpdated {
            name: "Ada King".into(),
            email: "ada@example.com".into(),
        }]);
}

#[tokio::test]
async fn an_identical_or_invalid_profile_update_is_rejected() {
    employees(1)
        .given(vec![registered(vec![])])
        .when_async(EmployeeCommand::UpdateEmployeeProfile {
            name: "Ada Lovelace".into(),
            email: "ada@example.com".into(),
        })
        .await
        .then_expect_error(EmployeeError::Identical);
    employees(1)
        .given(vec![registered(vec![])])
        .when_async(EmployeeCommand::UpdateEmployeeProfile {
            name: " ".into(),
            email: "ada@example.com".into(),
        })
        .await
        .then_expect_error(EmployeeError::InvalidName);
}

#[tokio::test]
async fn updating_roles_replaces_them() {
    employees(1)
        .given(vec![registered(vec![2])])
        .when_async(EmployeeCommand::UpdateEmployeeRoles {
            role_ids: vec![2, 3],
        })
        .await
        .then_expect_events(vec![EmployeeEvent::EmployeeRolesChanged {
            role_ids: vec![2, 3],
        }]);
}

#[tokio::test]
async fn a_duplicate_unknown_or_unchanged_role_list_is_rejected() {
    employees(1)
        .given(vec![registered(vec![2])])
        .when_async(EmployeeCommand::UpdateEmployeeRoles {
            role_ids: vec![3, 3],
        })
        .await
        .then_expect_error(EmployeeError::DuplicateRole);
    employees(1)
        .given(vec![registered(vec![2])])
        .when_async(EmployeeCommand::UpdateEmployeeRoles { role_ids: vec![7] })
        .await
        .then_expect_error(EmployeeError::RoleNotFound);
    employees(1)
        .given(vec![registered(vec![2, 3])])
        .when_async(EmployeeCommand::UpdateEmployeeRoles {
            role_ids: vec![3, 2],
        })
        .await
        .then_expect_error(EmployeeError::Identical);
}

#[tokio::test]
async fn the_last_admin_cannot_lose_the_admin_role_or_be_deactivated() {
    employees(0)
        .given(vec![registered(vec![1])])
        .when_async(EmployeeCommand::UpdateEmployeeRoles { role_ids: vec![2] })
        .await
        .then_expect_error(EmployeeError::LastAdmin);
    employees(0)
        .given(vec![registered(vec![1])])
        .when_async(EmployeeCommand::DeactivateEmployee)
        .await
        .then_expect_error(EmployeeError::LastAdmin);
}

#[tokio::test]
async fn an_admin_with_another_admin_around_can_step_down() {
    employees(1)
        .given(vec![registered(vec![1])])
        .when_async(EmployeeCommand::UpdateEmployeeRoles { role_ids: vec![2] })
        .await
        .then_expect_events(vec![EmployeeEvent::EmployeeRolesChanged {
            role_ids: vec![2],
        }]);
}

#[tokio::test]
async fn deactivating_records_it_once() {
    employees(0)
        .given(vec![registered(vec![2])])
        .when_async(EmployeeCommand::DeactivateEmployee)
        .await
        .then_expect_events(vec![EmployeeEvent::EmployeeDeactivated]);
    employees(0)
        .given(vec![
            registered(vec![2]),
            EmployeeEvent::EmployeeDeactivated,
        ])
        .when_async(EmployeeCommand::DeactivateEmployee)
        .await
        .then_expect_error(EmployeeError::Deactivated);
}

#[tokio::test]
async fn a_deactivated_employee_can_be_reactivated_and_deactivated_again() {
    employees(0)
        .given(vec![
            registered(vec![2]),
            EmployeeEvent::EmployeeDeactivated,
        ])
        .when_async(EmployeeCommand::ReactivateEmployee)
        .await
        .then_expect_events(vec![EmployeeEvent::EmployeeReactivated]);
    employees(0)
        .given(vec![
            registered(vec![2]),
            EmployeeEvent::EmployeeDeactivated,
            EmployeeEvent::EmployeeReactivated,
        ])
        .when_async(EmployeeCommand::DeactivateEmployee)
        .await
        .then_expect_events(vec![EmployeeEvent::EmployeeDeactivated]);
}

#[tokio::test]
async fn reactivating_an_active_or_unknown_employee_is_rejected() {
    employees(0)
        .given(vec![registered(vec![2])])
        .when_async(EmployeeCommand::ReactivateEmployee)
        .await
        .then_expect_error(EmployeeError::Active);
    employees(0)
        .given_no_previous_events()
        .when_async(EmployeeCommand::ReactivateEmployee)
        .await
        .then_expect_error(EmployeeError::NotFound);
}

#[tokio::test]
async fn a_reactivated_last_admin_is_guarded_again() {
    employees(0)
        .given(vec![
            registered(vec![1]),
            EmployeeEvent::EmployeeDeactivated,
            EmployeeEvent::EmployeeReactivated,
        ])
        .when_async(EmployeeCommand::DeactivateEmployee)
        .await
        .then_expect_error(EmployeeError::LastAdmin);
}

#[tokio::test]
async fn changing_the_avatar_records_the_new_url_and_rejects_the_same_one() {
    let url = Some("/files/images/a.png".to_owned());
    employees(0)
        .given(vec![registered(vec![])])
        .when_async(EmployeeCommand::ChangeEmployeeAvatar {
            avatar_url: url.clone(),
        })
        .await
        .then_expect_events(vec![EmployeeEvent::EmployeeAvatarChanged {
            avatar_url: url.clone(),
        }]);
    employees(0)
        .given(vec![
            registered(vec![]),
            EmployeeEvent::EmployeeAvatarChanged {
                avatar_url: url.clone(),
            },
        ])
        .when_async(EmployeeCommand::ChangeEmployeeAvatar { avatar_url: url })
        .await
        .then_expect_error(EmployeeError::Identical);
}

#[tokio::test]
async fn a_password_change_is_recorded_without_any_secret() {
    employees(0)
        .given(vec![registered(vec![])])
        .when_async(EmployeeCommand::RecordPasswordChange)
        .await
        .then_expect_events(vec![EmployeeEvent::PasswordChanged]);
}

#[tokio::test]
async fn a_password_reset_by_link_is_recorded_without_any_secret() {
    employees(0)
        .given(vec![registered(vec![])])
        .when_async(EmployeeCommand::RecordPasswordResetByLink)
        .await
        .then_expect_events(vec![EmployeeEvent::PasswordResetByLink]);
}

#[tokio::test]
async fn an_admin_reset_is_recorded_for_an_active_employee() {
    employees(1)
        .given(vec![registered(vec![2])])
        .when_async(EmployeeCommand::ResetPasswordByAdmin)
        .await
        .then_expect_events(vec![EmployeeEvent::PasswordResetByAdmin]);
}

#[tokio::test]
async fn a_deactivated_employee_cannot_have_the_password_reset_either_way() {
    for command in [
        EmployeeCommand::RecordPasswordResetByLink,
        EmployeeCommand::ResetPasswordByAdmin,
    ] {
        employees(1)
            .given(vec![
                registered(vec![2]),
                EmployeeEvent::EmployeeDeactivated,
            ])
            .when_async(command)
            .await
            .then_expect_error(EmployeeError::Deactivated);
    }
}

#[tokio::test]
async fn a_reactivated_employee_can_have_the_password_reset_again() {
    employees(1)
        .given(vec![
            registered(vec![2]),
            EmployeeEvent::EmployeeDeactivated,
            EmployeeEvent::EmployeeReactivated,
        ])
        .when_async(EmployeeCommand::ResetPasswordByAdmin)
        .await
        .then_expect_events(vec![EmployeeEvent::PasswordResetByAdmin]);
}

#[test]
fn every_event_variant_is_listed_in_types() {
    let samples = [
        registered(vec![]),
        EmployeeEvent::EmployeeProfileUpdated {
            name: String::new(),
            email: String::new(),
        },
        EmployeeEvent::EmployeeRolesChanged { role_ids: vec![] },
        EmployeeEvent::EmployeeAvatarChanged { avatar_url: None },
        EmployeeEvent::EmployeeDeactivated,
        EmployeeEvent::PasswordChanged,
        EmployeeEvent::EmployeeReactivated,
        EmployeeEvent::PasswordResetByLink,
        EmployeeEvent::PasswordResetByAdmin,
    ];
    assert_eq!(samples.len(), EmployeeEvent::TYPES.len());
    for event in samples {
        assert!(EmployeeEvent::TYPES.contains(&event.event_type().as_str()));
    }
}
