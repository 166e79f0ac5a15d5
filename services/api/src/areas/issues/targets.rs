//! Issues' command targets (issue 31: moved from `graphql::issues`): how the command path
//! reads an issue, a status or a category back, and the row each one's own events fold to
//! when the read model is behind.

use std::marker::PhantomData;

use staffhub_domain::issues::IssueServices;
use staffhub_domain::issues::category::Categories;
use staffhub_domain::issues::choice::{Choice, ChoiceCommand, ChoiceError, ChoiceKind};
use staffhub_domain::issues::issue::{Issue as IssueAggregate, IssueCommand};
use staffhub_domain::issues::status::Statuses;
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::command::{Target, TrashTarget};
use crate::error::ApiResult;
use crate::read::issues::{self as reads, ChoiceRow, Choices, IssueRow};
use crate::state::AppState;

/// One of the two admin-managed lists (statuses, categories): its read-model list, its type
/// name in ids and change notices, and its own not-found message.
pub trait IssueList: ChoiceKind {
    const LIST: Choices;
    const TYPE_NAME: &'static str;
    const NOT_FOUND: Code;
    const CHANGED: &'static str;
}

impl IssueList for Statuses {
    const LIST: Choices = Choices::Statuses;
    const TYPE_NAME: &'static str = "IssueStatus";
    const NOT_FOUND: Code = Code::IssueStatusNotFound;
    const CHANGED: &'static str = "IssueStatus";
}

impl IssueList for Categories {
    const LIST: Choices = Choices::Categories;
    const TYPE_NAME: &'static str = "IssueCategory";
    const NOT_FOUND: Code = Code::CategoryNotFound;
    const CHANGED: &'static str = "IssueCategory";
}

/// How the command path reads an issue back.
pub struct IssueTarget;

impl Target for IssueTarget {
    type Aggregate = IssueAggregate;
    type Row = IssueRow;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::IssueNotFound;

    fn services(state: &AppState) -> &IssueServices {
        &state.issue_services
    }

    async fn read_back(state: &AppState, id: Uuid) -> ApiResult<Option<IssueRow>> {
        Ok(reads::by_id(&state.reads, id).await?)
    }

    fn version(row: &IssueRow) -> i64 {
        row.version
    }

    fn from_events(id: Uuid, issue: IssueAggregate, events: &[JournalEvent]) -> Option<IssueRow> {
        let (first, last) = (events.first()?, events.last()?);
        issue.id?;
        // In the trash, it has no row (issue 35).
        if issue.deleted {
            return None;
        }
        Some(IssueRow {
            issue_id: id,
            title: issue.title,
            description: issue.description,
            status_id: issue.status_id,
            priority_id: issue.priority_id as i16,
            reporter_id: Some(issue.reporter_id),
            category_ids: issue.category_ids,
            project_id: issue.project_id,
            assignee_ids: issue.assignee_ids,
            document_ids: issue.document_ids,
            tag_ids: issue.tag_ids,
            task_id: issue.task_id,
            comment_count: issue.comments.len() as i32,
            created_at: first.metadata.occurred_at_or(first.recorded_at),
            updated_at: last.metadata.occurred_at_or(last.recorded_at),
            version: last.sequence,
        })
    }
}

/// The command target of either list.
pub struct ChoiceTarget<K>(PhantomData<K>);

impl<K: IssueList> Target for ChoiceTarget<K>
where
    Choice<K>: staffhub_domain::Aggregate<Services = IssueServices, Error = ChoiceError>,
    <Choice<K> as staffhub_domain::Aggregate>::Command:
        staffhub_domain::Command + Clone + std::fmt::Debug,
{
    type Aggregate = Choice<K>;
    type Row = ChoiceRow;
    type Id = Uuid;
    const NOT_FOUND: Code = K::NOT_FOUND;

    fn services(state: &AppState) -> &IssueServices {
        &state.issue_services
    }

    async fn read_back(state: &AppState, id: Uuid) -> ApiResult<Option<ChoiceRow>> {
        Ok(reads::choice_by_id(&state.reads, K::LIST, id).await?)
    }

    fn version(row: &ChoiceRow) -> i64 {
        row.version
    }

    fn from_events(id: Uuid, entry: Choice<K>, events: &[JournalEvent]) -> Option<ChoiceRow> {
        let (first, last) = (events.first()?, events.last()?);
        entry.id?;
        // In the trash, it has no row (issue 35).
        if entry.deleted {
            return None;
        }
        Some(ChoiceRow {
            id,
            label_en: entry.label_en,
            label_ja: entry.label_ja,
            color: entry.colour,
            position: entry.position,
            created_at: first.metadata.occurred_at_or(first.recorded_at),
            updated_at: last.metadata.occurred_at_or(last.recorded_at),
            version: last.sequence,
            deleted: false,
        })
    }
}

/// Issue 35: admins, who edit either list (the descriptor's `trash.operation`), delete an entry
/// to the trash and restore it in its place. Nothing holds it back (the aggregate's rule):
/// issues keep the id they name and read it "(deleted)"; a change to it is refused as not
/// found meanwhile (the lifecycle's write-side lookup). Labels are not unique, so no name is
/// freed or claimed.
impl<K: IssueList> TrashTarget for ChoiceTarget<K>
where
    K::Command: Clone + std::fmt::Debug,
{
    fn delete_command() -> K::Command {
        ChoiceCommand::Delete.into()
    }

    fn restore_command() -> K::Command {
        ChoiceCommand::Restore.into()
    }
}

/// Any staff member edits any issue, and so deletes (with its comments) and restores one
/// (issue 35).
impl TrashTarget for IssueTarget {
    fn delete_command() -> IssueCommand {
        IssueCommand::DeleteIssue
    }

    fn restore_command() -> IssueCommand {
        IssueCommand::RestoreIssue
    }
}
