use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// What happened to an issue. Names are past tense and stable; see `event_version`. Each
/// action on the detail page is its own event, so that auditors' history shows what each one
/// touched. Priorities are the spec's numeric ids ([`IssuePriority`](super::IssuePriority)).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum IssueEvent {
    /// The title trimmed; each id list without repeats, in first-seen order.
    IssueCreated {
        issue_id: Uuid,
        title: String,
        description: String,
        status_id: Uuid,
        priority_id: i32,
        reporter_id: Uuid,
        category_ids: Vec<Uuid>,
        project_id: Option<Uuid>,
        assignee_ids: Vec<Uuid>,
        document_ids: Vec<Uuid>,
        tag_ids: Vec<Uuid>,
    },
    IssueEdited {
        title: String,
        description: String,
        tag_ids: Vec<Uuid>,
    },
    IssueStatusChanged {
        from: Uuid,
        to: Uuid,
    },
    IssuePriorityChanged {
        from: i32,
        to: i32,
    },
    IssueCategoryAssigned {
        category_id: Uuid,
    },
    IssueCategoryDetached {
        category_id: Uuid,
    },
    IssueProjectAssigned {
        project_id: Uuid,
        /// The project this one took the place of, if the issue had one.
        replaced: Option<Uuid>,
    },
    IssueProjectDetached {
        project_id: Uuid,
    },
    IssueEmployeeAssigned {
        employee_id: Uuid,
    },
    IssueEmployeeDetached {
        employee_id: Uuid,
    },
    IssueDocumentLinked {
        document_id: Uuid,
    },
    IssueDocumentDetached {
        document_id: Uuid,
    },
    /// The body trimmed; the mentions without repeats.
    IssueCommentAdded {
        comment_id: Uuid,
        author_id: Uuid,
        body: String,
        mention_ids: Vec<Uuid>,
    },
    /// The body trimmed; the mentions without repeats (all of them, not only new ones).
    IssueCommentEdited {
        comment_id: Uuid,
        body: String,
        mention_ids: Vec<Uuid>,
    },
    IssueConvertedToTask {
        task_id: Uuid,
    },
    /// To the trash (issue 35): gone from every list, count and board, kept in the journal.
    IssueDeleted {},
    /// Back from the trash, as it was.
    IssueRestored {},
}

impl IssueEvent {
    /// Every event type name this enum writes (auditors' labels are checked against it).
    pub const TYPES: &'static [&'static str] = &[
        "IssueCreated",
        "IssueEdited",
        "IssueStatusChanged",
        "IssuePriorityChanged",
        "IssueCategoryAssigned",
        "IssueCategoryDetached",
        "IssueProjectAssigned",
        "IssueProjectDetached",
        "IssueEmployeeAssigned",
        "IssueEmployeeDetached",
        "IssueDocumentLinked",
        "IssueDocumentDetached",
        "IssueCommentAdded",
        "IssueCommentEdited",
        "IssueConvertedToTask",
        "IssueDeleted",
        "IssueRestored",
    ];
}

impl DomainEvent for IssueEvent {
    fn event_type(&self) -> String {
        match self {
            Self::IssueCreated { .. } => "IssueCreated",
            Self::IssueEdited { .. } => "IssueEdited",
            Self::IssueStatusChanged { .. } => "IssueStatusChanged",
            Self::IssuePriorityChanged { .. } => "IssuePriorityChanged",
            Self::IssueCategoryAssigned { .. } => "IssueCategoryAssigned",
            Self::IssueCategoryDetached { .. } => "IssueCategoryDetached",
            Self::IssueProjectAssigned { .. } => "IssueProjectAssigned",
            Self::IssueProjectDetached { .. } => "IssueProjectDetached",
            Self::IssueEmployeeAssigned { .. } => "IssueEmployeeAssigned",
            Self::IssueEmployeeDetached { .. } => "IssueEmployeeDetached",
            Self::IssueDocumentLinked { .. } => "IssueDocumentLinked",
            Self::IssueDocumentDetached { .. } => "IssueDocumentDetached",
            Self::IssueCommentAdded { .. } => "IssueCommentAdded",
            Self::IssueCommentEdited { .. } => "IssueCommentEdited",
            Self::IssueConvertedToTask { .. } => "IssueConvertedToTask",
            Self::IssueDeleted { .. } => "IssueDeleted",
            Self::IssueRestored { .. } => "IssueRestored",
        }
        .to_owned()
    }

    fn event_version(&self) -> String {
        "1.0".to_owned()
    }
}
