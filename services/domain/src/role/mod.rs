//! Roles and role categories (spec §6: Management 1, Execution 2; role id 1 is Admin).
//! The members issue extends this with renaming, deletion and the last-admin rule.

use cqrs_es::event_sink::EventSink;
use cqrs_es::{Aggregate, DomainEvent};
use serde::{Deserialize, Serialize};

use crate::text;

/// The Admin role's id (spec §6).
pub const ADMIN_ROLE_ID: i32 = 1;
/// Longest role name, in characters.
pub const NAME_MAX_CHARS: usize = 100;

/// The journal's registration of this aggregate (see [`crate::AGGREGATES`]).
pub const KIND: crate::AggregateKind = crate::AggregateKind {
    aggregate_type: "Role",
    event_types: RoleEvent::TYPES,
    upcasters: crate::no_upcasters,
};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoleCategory {
    #[default]
    Management,
    Execution,
}

impl RoleCategory {
    pub const ALL: [RoleCategory; 2] = [Self::Management, Self::Execution];

    pub fn id(self) -> i32 {
        match self {
            Self::Management => 1,
            Self::Execution => 2,
        }
    }

    pub fn from_id(id: i32) -> Option<Self> {
        Self::ALL.into_iter().find(|c| c.id() == id)
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum RoleCommand {
    DefineRole {
        role_id: i32,
        name: String,
        category_id: i32,
    },
    RenameRole {
        name: String,
    },
    DeleteRole,
}

impl crate::Command for RoleCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::DefineRole { .. } => "DefineRole",
            Self::RenameRole { .. } => "RenameRole",
            Self::DeleteRole => "DeleteRole",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum RoleEvent {
    RoleDefined {
        role_id: i32,
        name: String,
        category: RoleCategory,
    },
    RoleRenamed {
        name: String,
    },
    RoleDeleted,
}

impl RoleEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &["RoleDefined", "RoleRenamed", "RoleDeleted"];
}

impl DomainEvent for RoleEvent {
    fn event_type(&self) -> String {
        match self {
            Self::RoleDefined { .. } => "RoleDefined",
            Self::RoleRenamed { .. } => "RoleRenamed",
            Self::RoleDeleted => "RoleDeleted",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RoleError {
    #[error("Invalid name")]
    InvalidName,
    #[error("Role category not found")]
    CategoryNotFound,
    #[error("Role already exists")]
    AlreadyExists,
    #[error("Role not found")]
    NotFound,
    #[error("The submitted data is identical to current information.")]
    Identical,
    /// The issue: role id 1 is Admin and cannot be deleted.
    #[error("The Admin role cannot be deleted")]
    AdminRoleIsPermanent,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Role {
    pub role_id: Option<i32>,
    pub name: String,
    pub category: RoleCategory,
    #[serde(default)]
    pub deleted: bool,
}

impl Aggregate for Role {
    const TYPE: &'static str = "Role";
    type Command = RoleCommand;
    type Event = RoleEvent;
    type Error = RoleError;
    type Services = ();

    async fn handle(
        &mut self,
        command: RoleCommand,
        _: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), RoleError> {
        match command {
            RoleCommand::DefineRole {
                role_id,
                name,
                category_id,
            } => {
                if self.role_id.is_some() {
                    return Err(RoleError::AlreadyExists);
                }
                let name =
                    text::required_text(&name, NAME_MAX_CHARS).ok_or(RoleError::InvalidName)?;
                let category =
                    RoleCategory::from_id(category_id).ok_or(RoleError::CategoryNotFound)?;
                sink.write(
                    RoleEvent::RoleDefined {
                        role_id,
                        name,
                        category,
                    },
                    self,
                )
                .await;
            }
            RoleCommand::RenameRole { name } => {
                if self.role_id.is_none() || self.deleted {
                    return Err(RoleError::NotFound);
                }
                let name =
                    text::required_text(&name, NAME_MAX_CHARS).ok_or(RoleError::InvalidName)?;
                if name == self.name {
                    return Err(RoleError::Identical);
                }
                sink.write(RoleEvent::RoleRenamed { name }, self).await;
            }
            RoleCommand::DeleteRole => {
                match self.role_id {
                    None => return Err(RoleError::NotFound),
                    Some(_) if self.deleted => return Err(RoleError::NotFound),
                    Some(ADMIN_ROLE_ID) => return Err(RoleError::AdminRoleIsPermanent),
                    Some(_) => {}
                }
                sink.write(RoleEvent::RoleDeleted, self).await;
            }
        }
        Ok(())
    }

    fn apply(&mut self, event: RoleEvent) {
        match event {
            RoleEvent::RoleDefined {
                role_id,
                name,
                category,
            } => {
                *self = Role {
                    role_id: Some(role_id),
                    name,
                    category,
                    deleted: false,
                };
            }
            RoleEvent::RoleRenamed { name } => self.name = name,
            RoleEvent::RoleDeleted => self.deleted = true,
        }
    }
}

#[cfg(test)]
mod tests {
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
}
