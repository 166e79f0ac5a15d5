use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};

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
    /// A deleted role is back, with the name and category it had (so a read model rebuilds
    /// its row from this event alone).
    RoleRestored {
        name: String,
        category: RoleCategory,
    },
}

impl RoleEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] =
        &["RoleDefined", "RoleRenamed", "RoleDeleted", "RoleRestored"];
}

impl DomainEvent for RoleEvent {
    fn event_type(&self) -> String {
        match self {
            Self::RoleDefined { .. } => "RoleDefined",
            Self::RoleRenamed { .. } => "RoleRenamed",
            Self::RoleDeleted => "RoleDeleted",
            Self::RoleRestored { .. } => "RoleRestored",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
