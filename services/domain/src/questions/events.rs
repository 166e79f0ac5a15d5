use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// Question status, with the spec's numeric ids (§4: closed 1, answered 2, processing 3). A new
/// question is processing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum QuestionStatus {
    Closed,
    Answered,
    #[default]
    Processing,
}

impl QuestionStatus {
    pub const ALL: [QuestionStatus; 3] = [Self::Closed, Self::Answered, Self::Processing];

    pub fn id(self) -> i32 {
        match self {
            Self::Closed => 1,
            Self::Answered => 2,
            Self::Processing => 3,
        }
    }

    pub fn from_id(id: i32) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.id() == id)
    }

    /// The status name, as the API and the read model carry it.
    pub fn name(self) -> &'static str {
        match self {
            Self::Closed => "closed",
            Self::Answered => "answered",
            Self::Processing => "processing",
        }
    }
}

/// Whom a question concerns. Stored inside `QuestionAsked`, internally tagged so that the
/// journal's JSON reads `{"kind": "organization", "project_id": …, "organization_id": …}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum QuestionScope {
    /// About a project as a whole.
    Project { project_id: Uuid },
    /// About one organization's part in a project; the organization must be one of the
    /// project's.
    Organization {
        project_id: Uuid,
        organization_id: Uuid,
    },
    /// Within the company, about no project.
    #[default]
    Internal,
}

impl QuestionScope {
    /// The scope's name, as the API and the read model carry it.
    pub fn name(&self) -> &'static str {
        match self {
            Self::Project { .. } => "project",
            Self::Organization { .. } => "organization",
            Self::Internal => "internal",
        }
    }

    pub fn project_id(&self) -> Option<Uuid> {
        match self {
            Self::Project { project_id } | Self::Organization { project_id, .. } => {
                Some(*project_id)
            }
            Self::Internal => None,
        }
    }

    pub fn organization_id(&self) -> Option<Uuid> {
        match self {
            Self::Organization {
                organization_id, ..
            } => Some(*organization_id),
            Self::Project { .. } | Self::Internal => None,
        }
    }
}

/// What happened to a question. Names are past tense and stable; see `event_version`. Status
/// changes carry the status they left (`from`) so that auditors' history reads without a fold.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum QuestionEvent {
    /// A new question is processing (spec §4); the status is implied, not stored.
    QuestionAsked {
        question_id: Uuid,
        scope: QuestionScope,
        title: String,
        body: String,
        asker_id: Option<Uuid>,
    },
    QuestionEdited {
        title: String,
        body: String,
    },
    /// The question is answered from now on.
    QuestionAnswered {
        answer: String,
        author_id: Option<Uuid>,
        from: QuestionStatus,
    },
    QuestionClosed {
        from: QuestionStatus,
    },
    /// The question is processing again.
    QuestionReopened {
        from: QuestionStatus,
    },
    /// To the trash (issue 35); `QuestionRestored` brings it back as it was.
    QuestionDeleted {},
    QuestionRestored {},
}

impl QuestionEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &[
        "QuestionAsked",
        "QuestionEdited",
        "QuestionAnswered",
        "QuestionClosed",
        "QuestionReopened",
        "QuestionDeleted",
        "QuestionRestored",
    ];
}

impl DomainEvent for QuestionEvent {
    fn event_type(&self) -> String {
        match self {
            Self::QuestionAsked { .. } => "QuestionAsked",
            Self::QuestionEdited { .. } => "QuestionEdited",
            Self::QuestionAnswered { .. } => "QuestionAnswered",
            Self::QuestionClosed { .. } => "QuestionClosed",
            Self::QuestionReopened { .. } => "QuestionReopened",
            Self::QuestionDeleted { .. } => "QuestionDeleted",
            Self::QuestionRestored { .. } => "QuestionRestored",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
