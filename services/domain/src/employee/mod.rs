//! Employees (members). Credentials are deliberately NOT part of this aggregate: password
//! hashes live in the edge's credential store, so the append-only journal never holds a
//! secret; the journal records only *that* a password changed (for auditors).

use cqrs_es::event_sink::EventSink;
use cqrs_es::{Aggregate, DomainEvent};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::text;

/// Longest employee name, in characters.
pub const NAME_MAX_CHARS: usize = 100;

#[derive(Debug, Clone, PartialEq)]
pub enum EmployeeCommand {
    RegisterEmployee {
        employee_id: Uuid,
        name: String,
        email: String,
        role_ids: Vec<i32>,
    },
    RecordPasswordChange,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum EmployeeEvent {
    EmployeeRegistered {
        employee_id: Uuid,
        name: String,
        email: String,
        role_ids: Vec<i32>,
    },
    PasswordChanged,
}

impl EmployeeEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &["EmployeeRegistered", "PasswordChanged"];
}

impl DomainEvent for EmployeeEvent {
    fn event_type(&self) -> String {
        match self {
            Self::EmployeeRegistered { .. } => "EmployeeRegistered",
            Self::PasswordChanged => "PasswordChanged",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EmployeeError {
    #[error("Employee not found")]
    NotFound,
    #[error("Employee with this email already exists")]
    AlreadyExists,
    #[error("Invalid name")]
    InvalidName,
    #[error("Invalid email")]
    InvalidEmail,
    #[error("Role assignment already exists")]
    DuplicateRole,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Employee {
    pub id: Option<Uuid>,
    pub name: String,
    pub email: String,
    pub role_ids: Vec<i32>,
}

impl Aggregate for Employee {
    const TYPE: &'static str = "Employee";
    type Command = EmployeeCommand;
    type Event = EmployeeEvent;
    type Error = EmployeeError;
    type Services = ();

    async fn handle(
        &mut self,
        command: EmployeeCommand,
        _: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), EmployeeError> {
        match command {
            EmployeeCommand::RegisterEmployee {
                employee_id,
                name,
                email,
                role_ids,
            } => {
                if self.id.is_some() {
                    return Err(EmployeeError::AlreadyExists);
                }
                let name =
                    text::required_text(&name, NAME_MAX_CHARS).ok_or(EmployeeError::InvalidName)?;
                let email = text::email(&email).ok_or(EmployeeError::InvalidEmail)?;
                let mut unique = role_ids.clone();
                unique.sort_unstable();
                unique.dedup();
                if unique.len() != role_ids.len() {
                    return Err(EmployeeError::DuplicateRole);
                }
                sink.write(
                    EmployeeEvent::EmployeeRegistered {
                        employee_id,
                        name,
                        email,
                        role_ids,
                    },
                    self,
                )
                .await;
            }
            EmployeeCommand::RecordPasswordChange => {
                if self.id.is_none() {
                    return Err(EmployeeError::NotFound);
                }
                sink.write(EmployeeEvent::PasswordChanged, self).await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: EmployeeEvent) {
        match event {
            EmployeeEvent::EmployeeRegistered {
                employee_id,
                name,
                email,
                role_ids,
            } => {
                *self = Employee {
                    id: Some(employee_id),
                    name,
                    email,
                    role_ids,
                };
            }
            EmployeeEvent::PasswordChanged => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use cqrs_es::test::TestFramework;

    use super::*;

    const ADA: Uuid = Uuid::from_u128(0xada);

    fn register(name: &str, email: &str, role_ids: Vec<i32>) -> EmployeeCommand {
        EmployeeCommand::RegisterEmployee {
            employee_id: ADA,
            name: name.into(),
            email: email.into(),
            role_ids,
        }
    }

    fn registered() -> EmployeeEvent {
        EmployeeEvent::EmployeeRegistered {
            employee_id: ADA,
            name: "Ada Lovelace".into(),
            email: "ada@example.com".into(),
            role_ids: vec![1],
        }
    }

    #[tokio::test]
    async fn registering_an_employee_normalises_name_and_email() {
        TestFramework::<Employee>::with(())
            .given_no_previous_events()
            .when_async(register(" Ada Lovelace ", "Ada@Example.com", vec![1]))
            .await
            .then_expect_events(vec![registered()]);
    }

    #[tokio::test]
    async fn registering_with_a_bad_name_or_email_is_rejected() {
        TestFramework::<Employee>::with(())
            .given_no_previous_events()
            .when_async(register("", "ada@example.com", vec![]))
            .await
            .then_expect_error(EmployeeError::InvalidName);
        TestFramework::<Employee>::with(())
            .given_no_previous_events()
            .when_async(register("Ada", "not-an-email", vec![]))
            .await
            .then_expect_error(EmployeeError::InvalidEmail);
    }

    #[tokio::test]
    async fn registering_with_the_same_role_twice_is_rejected() {
        TestFramework::<Employee>::with(())
            .given_no_previous_events()
            .when_async(register("Ada", "ada@example.com", vec![1, 1]))
            .await
            .then_expect_error(EmployeeError::DuplicateRole);
    }

    #[tokio::test]
    async fn registering_an_existing_employee_again_is_rejected() {
        TestFramework::<Employee>::with(())
            .given(vec![registered()])
            .when_async(register("Ada", "ada@example.com", vec![]))
            .await
            .then_expect_error(EmployeeError::AlreadyExists);
    }

    #[tokio::test]
    async fn a_password_change_is_recorded_without_any_secret() {
        TestFramework::<Employee>::with(())
            .given(vec![registered()])
            .when_async(EmployeeCommand::RecordPasswordChange)
            .await
            .then_expect_events(vec![EmployeeEvent::PasswordChanged]);
    }

    #[tokio::test]
    async fn a_password_change_for_an_unknown_employee_is_rejected() {
        TestFramework::<Employee>::with(())
            .given_no_previous_events()
            .when_async(EmployeeCommand::RecordPasswordChange)
            .await
            .then_expect_error(EmployeeError::NotFound);
    }
}
