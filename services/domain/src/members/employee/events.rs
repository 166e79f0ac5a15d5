use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum EmployeeEvent {
    EmployeeRegistered {
        employee_id: Uuid,
        name: String,
        email: String,
        role_ids: Vec<i32>,
    },
    EmployeeProfileUpdated {
        name: String,
        email: String,
    },
    EmployeeRolesChanged {
        role_ids: Vec<i32>,
    },
    EmployeeAvatarChanged {
        avatar_url: Option<String>,
    },
    EmployeeDeactivated,
    PasswordChanged,
    /// A deactivated employee may sign in again, with the roles they held.
    EmployeeReactivated,
    /// Issue 37 §7: a new password chosen through an emailed, single-use reset link.
    PasswordResetByLink,
    /// Issue 37 §7: an admin reset the password (the actor in the metadata): the old one no
    /// longer signs in, every session was signed out, and a reset link was emailed.
    PasswordResetByAdmin,
}

impl EmployeeEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &[
        "EmployeeRegistered",
        "EmployeeProfileUpdated",
        "EmployeeRolesChanged",
        "EmployeeAvatarChanged",
        "EmployeeDeactivated",
        "PasswordChanged",
        "EmployeeReactivated",
        "PasswordResetByLink",
        "PasswordResetByAdmin",
    ];
}

impl DomainEvent for EmployeeEvent {
    fn event_type(&self) -> String {
        match self {
            Self::EmployeeRegistered { .. } => "EmployeeRegistered",
            Self::EmployeeProfileUpdated { .. } => "EmployeeProfileUpdated",
            Self::EmployeeRolesChanged { .. } => "EmployeeRolesChanged",
            Self::EmployeeAvatarChanged { .. } => "EmployeeAvatarChanged",
            Self::EmployeeDeactivated => "EmployeeDeactivated",
            Self::EmployeeReactivated => "EmployeeReactivated",
            Self::PasswordChanged => "PasswordChanged",
            Self::PasswordResetByLink => "PasswordResetByLink",
            Self::PasswordResetByAdmin => "PasswordResetByAdmin",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
