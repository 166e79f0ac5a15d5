use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// Project status, with the spec's numeric ids (§4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ProjectStatus {
    #[default]
    Planning,
    Active,
    Canceled,
    Archived,
}

impl ProjectStatus {
    pub const ALL: [ProjectStatus; 4] =
        [Self::Planning, Self::Active, Self::Canceled, Self::Archived];

    pub fn id(self) -> i32 {
        match self {
            Self::Planning => 1,
            Self::Active => 2,
            Self::Canceled => 3,
            Self::Archived => 4,
        }
    }

    pub fn from_id(id: i32) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.id() == id)
    }

    /// The status name, as the API and the read model carry it.
    pub fn name(self) -> &'static str {
        match self {
            Self::Planning => "planning",
            Self::Active => "active",
            Self::Canceled => "canceled",
            Self::Archived => "archived",
        }
    }
}

/// What happened to a project. Names are past tense and stable; see `event_version`.
/// Details, organizations and team change in separate events so that auditors' history shows
/// what an edit actually touched.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum ProjectEvent {
    ProjectCreated {
        project_id: Uuid,
        name: String,
        description: String,
        status: ProjectStatus,
        organization_ids: Vec<Uuid>,
        employee_ids: Vec<Uuid>,
    },
    ProjectDetailsChanged {
        name: String,
        description: String,
    },
    ProjectOrganizationsChanged {
        organization_ids: Vec<Uuid>,
    },
    ProjectTeamChanged {
        employee_ids: Vec<Uuid>,
    },
    ProjectStatusChanged {
        from: ProjectStatus,
        to: ProjectStatus,
    },
    /// To the trash (issue 35): gone from every list, kept in the journal.
    ProjectDeleted {},
    /// Back from the trash, as it was.
    ProjectRestored {},
}

impl ProjectEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &[
        "ProjectCreated",
        "ProjectDetailsChanged",
        "ProjectOrganizationsChanged",
        "ProjectTeamChanged",
        "ProjectStatusChanged",
        "ProjectDeleted",
        "ProjectRestored",
    ];
}

impl DomainEvent for ProjectEvent {
    fn event_type(&self) -> String {
        match self {
            Self::ProjectCreated { .. } => "ProjectCreated",
            Self::ProjectDetailsChanged { .. } => "ProjectDetailsChanged",
            Self::ProjectOrganizationsChanged { .. } => "ProjectOrganizationsChanged",
            Self::ProjectTeamChanged { .. } => "ProjectTeamChanged",
            Self::ProjectStatusChanged { .. } => "ProjectStatusChanged",
            Self::ProjectDeleted { .. } => "ProjectDeleted",
            Self::ProjectRestored { .. } => "ProjectRestored",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
