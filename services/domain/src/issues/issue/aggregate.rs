use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{IssueCommand, IssueEvent, IssuePriority, IssueServices, Referenced};
use crate::issues::{
    COMMENT_MAX_CHARS, DESCRIPTION_MAX_CHARS, MAX_ASSIGNEES, MAX_CATEGORIES, MAX_DOCUMENTS,
    MAX_MENTIONS, MAX_TAGS, TITLE_MAX_CHARS, added, unique_ids,
};
use crate::text;

/// Why an issue command was rejected. Each variant maps to one catalogue code at the edge;
/// the messages are the spec's words (§8) where it has them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IssueError {
    #[error("Issue not found")]
    NotFound,
    /// Only a deleted issue is restored.
    #[error("The issue is not deleted")]
    NotDeleted,
    #[error("Issue already exists")]
    AlreadyExists,
    #[error("Invalid title")]
    InvalidTitle,
    #[error("Invalid description")]
    InvalidDescription,
    #[error("Invalid priority")]
    InvalidPriority,
    /// An empty or oversized comment body.
    #[error("Invalid comment")]
    InvalidComment,
    /// More distinct ids than the limit allows. `field` is the command field's name:
    /// `tag_ids`, `category_ids`, `assignee_ids`, `document_ids` or `mention_ids` (for a single
    /// assignment too, when the issue already holds the most it may).
    #[error("Too many {field}")]
    TooMany { field: &'static str },
    #[error("Status not found")]
    StatusNotFound,
    #[error("Category not found")]
    CategoryNotFound,
    #[error("Project not found")]
    ProjectNotFound,
    #[error("Employee not found")]
    EmployeeNotFound,
    #[error("Document not found")]
    DocumentNotFound,
    #[error("Tag not found")]
    TagNotFound,
    #[error("Comment not found")]
    CommentNotFound,
    /// Detaching a category, project, employee or document the issue does not hold.
    #[error("Assignment not found")]
    AssignmentNotFound,
    #[error("Category assignment already exists")]
    CategoryAssignmentExists,
    /// Assigning the issue's project, an employee or a document it already holds.
    #[error("Assignment already exists")]
    AssignmentExists,
    /// A comment id already used on this issue.
    #[error("Comment already exists")]
    CommentExists,
    /// Spec §6: only a comment's author may edit it.
    #[error("Employee is not owner")]
    NotOwner,
    /// Spec §4: setting a status to its current value is rejected.
    #[error("Current status is same to new status")]
    StatusSame,
    #[error("Nothing changed")]
    PrioritySame,
    /// Spec §5: updates equal to current data are rejected.
    #[error("The submitted data is identical to current information.")]
    NothingChanged,
    /// An issue becomes a task once; `task_id` is the task it became.
    #[error("Issue is already converted to a task")]
    AlreadyConverted { task_id: Uuid },
    #[error("issue lookup failed: {0}")]
    Lookup(String),
}

/// One comment of an issue's thread.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct IssueComment {
    pub comment_id: Uuid,
    pub author_id: Uuid,
    pub body: String,
    pub mention_ids: Vec<Uuid>,
}

/// An issue's state, as far as its rules need it. Also folded for auditors' history, hence
/// the plain field names. Before creation `id` is `None` and the rest is empty.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Issue {
    pub id: Option<Uuid>,
    pub title: String,
    pub description: String,
    pub status_id: Uuid,
    /// The spec's priority id; see [`Issue::priority`].
    pub priority_id: i32,
    pub reporter_id: Uuid,
    pub category_ids: Vec<Uuid>,
    pub project_id: Option<Uuid>,
    pub assignee_ids: Vec<Uuid>,
    pub document_ids: Vec<Uuid>,
    pub tag_ids: Vec<Uuid>,
    /// In the order they were added.
    pub comments: Vec<IssueComment>,
    /// The task the issue was converted into.
    pub task_id: Option<Uuid>,
    /// In the trash (issue 35): every command but a restore finds no issue.
    #[serde(default)]
    pub deleted: bool,
}

impl Issue {
    /// `None` before creation.
    pub fn priority(&self) -> Option<IssuePriority> {
        IssuePriority::from_id(self.priority_id)
    }

    pub fn comment(&self, comment_id: Uuid) -> Option<&IssueComment> {
        self.comments.iter().find(|c| c.comment_id == comment_id)
    }
}

/// One of the issue's id lists: what its ids refer to, how many it may hold, and the
/// command field that carries it (named in [`IssueError::TooMany`]).
struct IdList {
    of: Referenced,
    max: usize,
    field: &'static str,
}

const CATEGORIES: IdList = IdList::new(Referenced::Category, MAX_CATEGORIES, "category_ids");
const ASSIGNEES: IdList = IdList::new(Referenced::Employee, MAX_ASSIGNEES, "assignee_ids");
const DOCUMENTS: IdList = IdList::new(Referenced::Document, MAX_DOCUMENTS, "document_ids");
const TAGS: IdList = IdList::new(Referenced::Tag, MAX_TAGS, "tag_ids");
const MENTIONS: IdList = IdList::new(Referenced::Employee, MAX_MENTIONS, "mention_ids");

impl IdList {
    const fn new(of: Referenced, max: usize, field: &'static str) -> Self {
        IdList { of, max, field }
    }

    /// The ids as sent, without repeats (first-seen order kept), within the limit.
    fn unique(&self, ids: Vec<Uuid>) -> Result<Vec<Uuid>, IssueError> {
        unique_ids(ids, self.max).ok_or(IssueError::TooMany { field: self.field })
    }

    /// Whether `id` may join `held`: not there yet (else `exists`), room left, and known.
    async fn check_new(
        &self,
        held: &[Uuid],
        id: Uuid,
        exists: IssueError,
        services: &IssueServices,
    ) -> Result<(), IssueError> {
        if held.contains(&id) {
            return Err(exists);
        }
        if held.len() >= self.max {
            return Err(IssueError::TooMany { field: self.field });
        }
        require(services, self.of, &[id]).await
    }
}

fn not_found(of: Referenced) -> IssueError {
    match of {
        Referenced::Status => IssueError::StatusNotFound,
        Referenced::Category => IssueError::CategoryNotFound,
        Referenced::Project => IssueError::ProjectNotFound,
        Referenced::Employee => IssueError::EmployeeNotFound,
        Referenced::Document => IssueError::DocumentNotFound,
        Referenced::Tag => IssueError::TagNotFound,
    }
}

/// Every id in `ids` must exist (a failing lookup is reported as such, not as a missing id).
async fn require(services: &IssueServices, of: Referenced, ids: &[Uuid]) -> Result<(), IssueError> {
    if services.knows(of, ids).await.map_err(IssueError::Lookup)? {
        Ok(())
    } else {
        Err(not_found(of))
    }
}

/// Detaching needs the id to be held.
fn require_held(held: &[Uuid], id: Uuid) -> Result<(), IssueError> {
    if held.contains(&id) {
        Ok(())
    } else {
        Err(IssueError::AssignmentNotFound)
    }
}

fn valid_priority(priority_id: i32) -> Result<i32, IssueError> {
    IssuePriority::from_id(priority_id)
        .map(IssuePriority::id)
        .ok_or(IssueError::InvalidPriority)
}

struct ValidContent {
    title: String,
    description: String,
    tag_ids: Vec<Uuid>,
}

/// The content checks that need no lookup, in the form's field order. The title is trimmed;
/// the description is markdown and kept as sent (leading spaces can be meaningful).
fn validate_content(
    title: &str,
    description: String,
    tag_ids: Vec<Uuid>,
) -> Result<ValidContent, IssueError> {
    let title = text::required_text(title, TITLE_MAX_CHARS).ok_or(IssueError::InvalidTitle)?;
    // Counted like `text::optional_text`, without copying a description of up to 50,000
    // characters.
    if description.chars().count() > DESCRIPTION_MAX_CHARS {
        return Err(IssueError::InvalidDescription);
    }
    Ok(ValidContent {
        title,
        description,
        tag_ids: TAGS.unique(tag_ids)?,
    })
}

/// A comment's body, trimmed, and its mentions without repeats.
fn validate_comment(body: &str, mention_ids: Vec<Uuid>) -> Result<(String, Vec<Uuid>), IssueError> {
    let body = text::required_text(body, COMMENT_MAX_CHARS).ok_or(IssueError::InvalidComment)?;
    Ok((body, MENTIONS.unique(mention_ids)?))
}

impl Issue {
    /// The one event `command` makes, or why it is refused.
    async fn decide(
        &self,
        command: IssueCommand,
        services: &IssueServices,
    ) -> Result<IssueEvent, IssueError> {
        if let IssueCommand::CreateIssue {
            issue_id,
            title,
            description,
            status_id,
            priority_id,
            reporter_id,
            category_ids,
            project_id,
            assignee_ids,
            document_ids,
            tag_ids,
        } = command
        {
            if self.id.is_some() {
                return Err(IssueError::AlreadyExists);
            }
            let content = validate_content(&title, description, tag_ids)?;
            let priority_id = valid_priority(priority_id)?;
            let category_ids = CATEGORIES.unique(category_ids)?;
            let assignee_ids = ASSIGNEES.unique(assignee_ids)?;
            let document_ids = DOCUMENTS.unique(document_ids)?;
            require(services, Referenced::Status, &[status_id]).await?;
            require(services, CATEGORIES.of, &category_ids).await?;
            require(services, Referenced::Project, project_id.as_slice()).await?;
            require(services, ASSIGNEES.of, &assignee_ids).await?;
            require(services, DOCUMENTS.of, &document_ids).await?;
            require(services, TAGS.of, &content.tag_ids).await?;
            return Ok(IssueEvent::IssueCreated {
                issue_id,
                title: content.title,
                description: content.description,
                status_id,
                priority_id,
                reporter_id,
                category_ids,
                project_id,
                assignee_ids,
                document_ids,
                tag_ids: content.tag_ids,
            });
        }
        if self.id.is_none() {
            return Err(IssueError::NotFound);
        }
        if let IssueCommand::RestoreIssue = command {
            return if self.deleted {
                Ok(IssueEvent::IssueRestored {})
            } else {
                Err(IssueError::NotDeleted)
            };
        }
        if self.deleted {
            return Err(IssueError::NotFound);
        }
        Ok(match command {
            IssueCommand::CreateIssue { .. } | IssueCommand::RestoreIssue => {
                unreachable!("handled above")
            }
            IssueCommand::DeleteIssue => IssueEvent::IssueDeleted {},
            IssueCommand::EditIssue {
                title,
                description,
                tag_ids,
            } => {
                let content = validate_content(&title, description, tag_ids)?;
                let new_tags = added(&content.tag_ids, &self.tag_ids);
                // Tags are a set: the same tags re-ordered are no change (both lists are
                // without repeats, so equal lengths and nothing new mean the same set).
                let same_tags = new_tags.is_empty() && content.tag_ids.len() == self.tag_ids.len();
                if content.title == self.title
                    && content.description == self.description
                    && same_tags
                {
                    return Err(IssueError::NothingChanged);
                }
                require(services, TAGS.of, &new_tags).await?;
                IssueEvent::IssueEdited {
                    title: content.title,
                    description: content.description,
                    tag_ids: content.tag_ids,
                }
            }
            IssueCommand::ChangeIssueStatus { status_id } => {
                if status_id == self.status_id {
                    return Err(IssueError::StatusSame);
                }
                require(services, Referenced::Status, &[status_id]).await?;
                IssueEvent::IssueStatusChanged {
                    from: self.status_id,
                    to: status_id,
                }
            }
            IssueCommand::ChangeIssuePriority { priority_id } => {
                let to = valid_priority(priority_id)?;
                if to == self.priority_id {
                    return Err(IssueError::PrioritySame);
                }
                IssueEvent::IssuePriorityChanged {
                    from: self.priority_id,
                    to,
                }
            }
            IssueCommand::AssignCategory { category_id } => {
                let exists = IssueError::CategoryAssignmentExists;
                CATEGORIES
                    .check_new(&self.category_ids, category_id, exists, services)
                    .await?;
                IssueEvent::IssueCategoryAssigned { category_id }
            }
            IssueCommand::DetachCategory { category_id } => {
                require_held(&self.category_ids, category_id)?;
                IssueEvent::IssueCategoryDetached { category_id }
            }
            IssueCommand::AssignProject { project_id } => {
                if self.project_id == Some(project_id) {
                    return Err(IssueError::AssignmentExists);
                }
                require(services, Referenced::Project, &[project_id]).await?;
                IssueEvent::IssueProjectAssigned {
                    project_id,
                    replaced: self.project_id,
                }
            }
            IssueCommand::DetachProject => {
                let project_id = self.project_id.ok_or(IssueError::AssignmentNotFound)?;
                IssueEvent::IssueProjectDetached { project_id }
            }
            IssueCommand::AssignEmployee { employee_id } => {
                let exists = IssueError::AssignmentExists;
                ASSIGNEES
                    .check_new(&self.assignee_ids, employee_id, exists, services)
                    .await?;
                IssueEvent::IssueEmployeeAssigned { employee_id }
            }
            IssueCommand::DetachEmployee { employee_id } => {
                require_held(&self.assignee_ids, employee_id)?;
                IssueEvent::IssueEmployeeDetached { employee_id }
            }
            IssueCommand::LinkDocument { document_id } => {
                let exists = IssueError::AssignmentExists;
                DOCUMENTS
                    .check_new(&self.document_ids, document_id, exists, services)
                    .await?;
                IssueEvent::IssueDocumentLinked { document_id }
            }
            IssueCommand::DetachDocument { document_id } => {
                require_held(&self.document_ids, document_id)?;
                IssueEvent::IssueDocumentDetached { document_id }
            }
            IssueCommand::AddComment {
                comment_id,
                author_id,
                body,
                mention_ids,
            } => {
                if self.comment(comment_id).is_some() {
                    return Err(IssueError::CommentExists);
                }
                let (body, mention_ids) = validate_comment(&body, mention_ids)?;
                require(services, MENTIONS.of, &mention_ids).await?;
                IssueEvent::IssueCommentAdded {
                    comment_id,
                    author_id,
                    body,
                    mention_ids,
                }
            }
            IssueCommand::EditComment {
                comment_id,
                editor_id,
                body,
                mention_ids,
            } => {
                let comment = self
                    .comment(comment_id)
                    .ok_or(IssueError::CommentNotFound)?;
                if comment.author_id != editor_id {
                    return Err(IssueError::NotOwner);
                }
                let (body, mention_ids) = validate_comment(&body, mention_ids)?;
                // Mentions are read from the body, so the same body is no change.
                if body == comment.body {
                    return Err(IssueError::NothingChanged);
                }
                require(
                    services,
                    MENTIONS.of,
                    &added(&mention_ids, &comment.mention_ids),
                )
                .await?;
                IssueEvent::IssueCommentEdited {
                    comment_id,
                    body,
                    mention_ids,
                }
            }
            IssueCommand::ConvertToTask { task_id } => {
                if let Some(converted) = self.task_id {
                    return Err(IssueError::AlreadyConverted { task_id: converted });
                }
                IssueEvent::IssueConvertedToTask { task_id }
            }
        })
    }
}

impl Aggregate for Issue {
    const TYPE: &'static str = "Issue";
    type Command = IssueCommand;
    type Event = IssueEvent;
    type Error = IssueError;
    type Services = IssueServices;

    async fn handle(
        &mut self,
        command: IssueCommand,
        services: &IssueServices,
        sink: &EventSink<Self>,
    ) -> Result<(), IssueError> {
        let event = self.decide(command, services).await?;
        sink.write(event, self).await;
        Ok(())
    }

    fn apply(&mut self, event: IssueEvent) {
        match event {
            IssueEvent::IssueCreated {
                issue_id,
                title,
                description,
                status_id,
                priority_id,
                reporter_id,
                category_ids,
                project_id,
                assignee_ids,
                document_ids,
                tag_ids,
            } => {
                *self = Issue {
                    id: Some(issue_id),
                    title,
                    description,
                    status_id,
                    priority_id,
                    reporter_id,
                    category_ids,
                    project_id,
                    assignee_ids,
                    document_ids,
                    tag_ids,
                    comments: Vec::new(),
                    task_id: None,
                    deleted: false,
                };
            }
            IssueEvent::IssueEdited {
                title,
                description,
                tag_ids,
            } => {
                self.title = title;
                self.description = description;
                self.tag_ids = tag_ids;
            }
            IssueEvent::IssueStatusChanged { to, .. } => self.status_id = to,
            IssueEvent::IssuePriorityChanged { to, .. } => self.priority_id = to,
            IssueEvent::IssueCategoryAssigned { category_id } => {
                self.category_ids.push(category_id);
            }
            IssueEvent::IssueCategoryDetached { category_id } => {
                self.category_ids.retain(|id| *id != category_id);
            }
            IssueEvent::IssueProjectAssigned { project_id, .. } => {
                self.project_id = Some(project_id);
            }
            IssueEvent::IssueProjectDetached { .. } => self.project_id = None,
            IssueEvent::IssueEmployeeAssigned { employee_id } => {
                self.assignee_ids.push(employee_id);
            }
            IssueEvent::IssueEmployeeDetached { employee_id } => {
                self.assignee_ids.retain(|id| *id != employee_id);
            }
            IssueEvent::IssueDocumentLinked { document_id } => {
                self.document_ids.push(document_id);
            }
            IssueEvent::IssueDocumentDetached { document_id } => {
                self.document_ids.retain(|id| *id != document_id);
            }
            IssueEvent::IssueCommentAdded {
                comment_id,
                author_id,
                body,
                mention_ids,
            } => self.comments.push(IssueComment {
                comment_id,
                author_id,
                body,
                mention_ids,
            }),
            IssueEvent::IssueCommentEdited {
                comment_id,
                body,
                mention_ids,
            } => {
                if let Some(comment) = self
                    .comments
                    .iter_mut()
                    .find(|c| c.comment_id == comment_id)
                {
                    comment.body = body;
                    comment.mention_ids = mention_ids;
                }
            }
            IssueEvent::IssueConvertedToTask { task_id } => self.task_id = Some(task_id),
            IssueEvent::IssueDeleted { .. } => self.deleted = true,
            IssueEvent::IssueRestored { .. } => self.deleted = false,
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
