use chrono::NaiveDate;
use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// Task status, with the spec's numeric ids (§4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TaskStatus {
    #[default]
    Open,
    Processing,
    Closed,
    Completed,
}

impl TaskStatus {
    pub const ALL: [TaskStatus; 4] = [Self::Open, Self::Processing, Self::Closed, Self::Completed];

    pub fn id(self) -> i32 {
        match self {
            Self::Open => 1,
            Self::Processing => 2,
            Self::Closed => 3,
            Self::Completed => 4,
        }
    }

    pub fn from_id(id: i32) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.id() == id)
    }
}

/// Task priority, with the spec's numeric ids (§4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TaskPriority {
    High,
    #[default]
    Medium,
    Low,
}

impl TaskPriority {
    pub const ALL: [TaskPriority; 3] = [Self::High, Self::Medium, Self::Low];

    pub fn id(self) -> i32 {
        match self {
            Self::High => 1,
            Self::Medium => 2,
            Self::Low => 3,
        }
    }

    pub fn from_id(id: i32) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.id() == id)
    }
}

/// What happened to a task. Names are past tense and stable; see `event_version`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum TaskEvent {
    TaskCreated {
        task_id: Uuid,
        title: String,
        description: String,
        status: TaskStatus,
        priority: TaskPriority,
        assignee_id: Option<Uuid>,
        due_date: Option<NaiveDate>,
    },
    /// Made from an issue: open, with nobody assigned and no due date. The priority is the
    /// spec's numeric id ([`TaskPriority::id`]).
    TaskCreatedFromIssue {
        task_id: Uuid,
        issue_id: Uuid,
        title: String,
        description: String,
        priority_id: i32,
    },
    TaskDetailsUpdated {
        title: String,
        description: String,
        due_date: Option<NaiveDate>,
    },
    TaskStatusChanged {
        from: TaskStatus,
        to: TaskStatus,
    },
    TaskPriorityChanged {
        from: TaskPriority,
        to: TaskPriority,
    },
    TaskAssigned {
        assignee_id: Option<Uuid>,
    },
    /// To the trash (issue 35): gone from every list, kept in the journal.
    TaskDeleted {},
    /// Back from the trash, as it was.
    TaskRestored {},
}

impl TaskEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &[
        "TaskCreated",
        "TaskCreatedFromIssue",
        "TaskDetailsUpdated",
        "TaskStatusChanged",
        "TaskPriorityChanged",
        "TaskAssigned",
        "TaskDeleted",
        "TaskRestored",
    ];
}

impl DomainEvent for TaskEvent {
    fn event_type(&self) -> String {
        match self {
            Self::TaskCreated { .. } => "TaskCreated",
            Self::TaskCreatedFromIssue { .. } => "TaskCreatedFromIssue",
            Self::TaskDetailsUpdated { .. } => "TaskDetailsUpdated",
            Self::TaskStatusChanged { .. } => "TaskStatusChanged",
            Self::TaskPriorityChanged { .. } => "TaskPriorityChanged",
            Self::TaskAssigned { .. } => "TaskAssigned",
            Self::TaskDeleted { .. } => "TaskDeleted",
            Self::TaskRestored { .. } => "TaskRestored",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
