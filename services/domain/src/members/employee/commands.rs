use uuid::Uuid;

#[derive(Debug, Clone, PartialEq)]
pub enum EmployeeCommand {
    RegisterEmployee {
        employee_id: Uuid,
        name: String,
        email: String,
        role_ids: Vec<i32>,
    },
    UpdateEmployeeProfile {
        name: String,
        email: String,
    },
    /// Replaces the employee's roles with `role_ids` (spec §6: role assignment).
    UpdateEmployeeRoles {
        role_ids: Vec<i32>,
    },
    ChangeEmployeeAvatar {
        avatar_url: Option<String>,
    },
    DeactivateEmployee,
    /// Issue 37 §1: deactivation is not the end; an admin can let the employee back in.
    ReactivateEmployee,
    RecordPasswordChange,
    /// Issue 37 §7: the employee chose a new password through an emailed reset link (the
    /// edge checked the single-use token; the journal records only that it happened).
    RecordPasswordResetByLink,
    /// Issue 37 §7: an admin reset the employee's password: the old one stops working, every
    /// session is signed out and a reset link is emailed to the employee.
    ResetPasswordByAdmin,
}

impl crate::Command for EmployeeCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::RegisterEmployee { .. } => "RegisterEmployee",
            Self::UpdateEmployeeProfile { .. } => "UpdateEmployeeProfile",
            Self::UpdateEmployeeRoles { .. } => "UpdateEmployeeRoles",
            Self::ChangeEmployeeAvatar { .. } => "ChangeEmployeeAvatar",
            Self::DeactivateEmployee => "DeactivateEmployee",
            Self::ReactivateEmployee => "ReactivateEmployee",
            Self::RecordPasswordChange => "RecordPasswordChange",
            Self::RecordPasswordResetByLink => "RecordPasswordResetByLink",
            Self::ResetPasswordByAdmin => "ResetPasswordByAdmin",
        }
    }
}
