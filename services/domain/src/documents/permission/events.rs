use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{DocumentAccess, RoleAssignment};

/// What happened to a permission category. Names are past tense and stable; see
/// `event_version`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum PermissionCategoryEvent {
    PermissionCategoryCreated {
        permission_category_id: Uuid,
        name: String,
        description: String,
        /// Sorted by role id.
        role_assignments: Vec<RoleAssignment>,
    },
    PermissionCategoryUpdated {
        name: String,
        description: String,
    },
    PermissionCategoryRoleAssigned {
        role_id: i32,
        access: DocumentAccess,
    },
    PermissionCategoryRoleUnassigned {
        role_id: i32,
    },
}

impl PermissionCategoryEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &[
        "PermissionCategoryCreated",
        "PermissionCategoryUpdated",
        "PermissionCategoryRoleAssigned",
        "PermissionCategoryRoleUnassigned",
    ];
}

impl DomainEvent for PermissionCategoryEvent {
    fn event_type(&self) -> String {
        match self {
            Self::PermissionCategoryCreated { .. } => "PermissionCategoryCreated",
            Self::PermissionCategoryUpdated { .. } => "PermissionCategoryUpdated",
            Self::PermissionCategoryRoleAssigned { .. } => "PermissionCategoryRoleAssigned",
            Self::PermissionCategoryRoleUnassigned { .. } => "PermissionCategoryRoleUnassigned",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
