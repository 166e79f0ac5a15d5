use uuid::Uuid;

/// What a caller asks of an issue. The priority arrives raw (as the spec's numeric id) and id
/// lists as sent, so that the aggregate, not the edge, decides whether they are valid.
#[derive(Debug, Clone, PartialEq)]
pub enum IssueCommand {
    /// The new-issue form (`/issues/new`, 'Create New Issue'); `reporter_id` is the signed-in
    /// employee.
    CreateIssue {
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
    /// The edit form: content and tags.
    EditIssue {
        title: String,
        description: String,
        tag_ids: Vec<Uuid>,
    },
    ChangeIssueStatus {
        status_id: Uuid,
    },
    ChangeIssuePriority {
        priority_id: i32,
    },
    AssignCategory {
        category_id: Uuid,
    },
    DetachCategory {
        category_id: Uuid,
    },
    /// An issue has at most one project: assigning another replaces it.
    AssignProject {
        project_id: Uuid,
    },
    DetachProject,
    AssignEmployee {
        employee_id: Uuid,
    },
    DetachEmployee {
        employee_id: Uuid,
    },
    LinkDocument {
        document_id: Uuid,
    },
    DetachDocument {
        document_id: Uuid,
    },
    /// `author_id` is the signed-in employee; `mention_ids` the employees the body mentions.
    AddComment {
        comment_id: Uuid,
        author_id: Uuid,
        body: String,
        mention_ids: Vec<Uuid>,
    },
    /// Only the comment's author may edit it; `editor_id` is the signed-in employee.
    EditComment {
        comment_id: Uuid,
        editor_id: Uuid,
        body: String,
        mention_ids: Vec<Uuid>,
    },
    /// Records that the task `task_id` was made from this issue (the edge then creates it
    /// with `TaskCommand::CreateTaskFromIssue`). Once per issue.
    ConvertToTask {
        task_id: Uuid,
    },
    /// Moves the issue to the trash (issue 35).
    DeleteIssue,
    /// Brings a deleted issue back as it was.
    RestoreIssue,
}

impl crate::Command for IssueCommand {
    fn name(&self) -> &'static str {
        match self {
            Self::CreateIssue { .. } => "CreateIssue",
            Self::EditIssue { .. } => "EditIssue",
            Self::ChangeIssueStatus { .. } => "ChangeIssueStatus",
            Self::ChangeIssuePriority { .. } => "ChangeIssuePriority",
            Self::AssignCategory { .. } => "AssignCategory",
            Self::DetachCategory { .. } => "DetachCategory",
            Self::AssignProject { .. } => "AssignProject",
            Self::DetachProject => "DetachProject",
            Self::AssignEmployee { .. } => "AssignEmployee",
            Self::DetachEmployee { .. } => "DetachEmployee",
            Self::LinkDocument { .. } => "LinkDocument",
            Self::DetachDocument { .. } => "DetachDocument",
            Self::AddComment { .. } => "AddComment",
            Self::EditComment { .. } => "EditComment",
            Self::ConvertToTask { .. } => "ConvertToTask",
            Self::DeleteIssue => "DeleteIssue",
            Self::RestoreIssue => "RestoreIssue",
        }
    }
}
