//! Issues in bulk (issue 35 §2): status, priority, assignees, categories and tags, each by the
//! command a single edit of it runs.

use futures::future::BoxFuture;
use staffhub_domain::bulk::BulkItem;
use staffhub_domain::issues::issue::IssueCommand;
use staffhub_journal::Metadata;

use super::IssueTarget;
use crate::bulk::{self, Applied, Bulk, BulkArg, BulkField, ValueKind};
use crate::error::ApiResult;
use crate::sessions::Session;
use crate::state::AppState;

pub static BULK: Bulk = Bulk {
    fields: &[
        BulkField {
            name: "status",
            operation: "Mutation.changeIssueStatus",
            value: ValueKind::Id {
                type_name: "IssueStatus",
                optional: false,
            },
            apply: status,
            undone_by: None,
        },
        BulkField {
            name: "priority",
            operation: "Mutation.changeIssuePriority",
            value: ValueKind::Number,
            apply: priority,
            undone_by: None,
        },
        BulkField {
            name: "assignees",
            operation: "Mutation.assignIssueEmployee",
            value: ValueKind::Many {
                type_name: "Employee",
            },
            apply: assignees,
            undone_by: None,
        },
        BulkField {
            name: "category",
            operation: "Mutation.assignIssueCategory",
            value: ValueKind::Many {
                type_name: "IssueCategory",
            },
            apply: categories,
            undone_by: None,
        },
        BulkField {
            name: "tags",
            operation: "Mutation.updateIssue",
            value: ValueKind::Many { type_name: "Tag" },
            apply: tags,
            undone_by: None,
        },
    ],
    select: Some(crate::graphql::issues::bulk_select),
};

/// Adds and removes through the single edits' own commands, one each, leaving alone those
/// already as asked; undo adds back what was removed and removes what was added.
fn many<'a>(
    state: &'a AppState,
    metadata: &'a Metadata,
    item: BulkItem,
    arg: &'a BulkArg,
    held: fn(&crate::read::issues::IssueRow) -> &[uuid::Uuid],
    add: fn(uuid::Uuid) -> IssueCommand,
    remove: fn(uuid::Uuid) -> IssueCommand,
) -> BoxFuture<'a, ApiResult<Applied>> {
    Box::pin(async move {
        let BulkArg::Many {
            add: adding,
            remove: removing,
        } = arg
        else {
            return Err(crate::catalogue::Code::InvalidBulkValue.into());
        };
        let mut added = Vec::new();
        let mut removed = Vec::new();
        let committed = bulk::change_each::<IssueTarget>(state, metadata, item, |row| {
            let held = held(row);
            added = adding
                .iter()
                .filter(|id| !held.contains(id))
                .copied()
                .collect();
            removed = removing
                .iter()
                .filter(|id| held.contains(id))
                .copied()
                .collect();
            // Removals first, so a swap at a list's limit fits.
            removed
                .iter()
                .map(|id| remove(*id))
                .chain(added.iter().map(|id| add(*id)))
                .collect()
        })
        .await?;
        Ok(match committed {
            None => Applied::Unchanged,
            Some(committed) => Applied::Changed {
                before: BulkArg::Many {
                    add: removed,
                    remove: added,
                },
                version: committed.version,
                position: Some(committed.position),
            },
        })
    })
}

fn assignees<'a>(
    state: &'a AppState,
    _: &'a Session,
    metadata: &'a Metadata,
    item: BulkItem,
    arg: &'a BulkArg,
) -> BoxFuture<'a, ApiResult<Applied>> {
    many(
        state,
        metadata,
        item,
        arg,
        |row| &row.assignee_ids,
        |employee_id| IssueCommand::AssignEmployee { employee_id },
        |employee_id| IssueCommand::DetachEmployee { employee_id },
    )
}

fn categories<'a>(
    state: &'a AppState,
    _: &'a Session,
    metadata: &'a Metadata,
    item: BulkItem,
    arg: &'a BulkArg,
) -> BoxFuture<'a, ApiResult<Applied>> {
    many(
        state,
        metadata,
        item,
        arg,
        |row| &row.category_ids,
        |category_id| IssueCommand::AssignCategory { category_id },
        |category_id| IssueCommand::DetachCategory { category_id },
    )
}

/// Tags are part of the edit form's content: the form's command, with the item's own title
/// and description and its tags changed.
fn tags<'a>(
    state: &'a AppState,
    _: &'a Session,
    metadata: &'a Metadata,
    item: BulkItem,
    arg: &'a BulkArg,
) -> BoxFuture<'a, ApiResult<Applied>> {
    Box::pin(async move {
        let BulkArg::Many { add, remove } = arg else {
            return Err(crate::catalogue::Code::InvalidBulkValue.into());
        };
        let mut before = BulkArg::Nothing;
        let applied = bulk::change::<IssueTarget, _, _>(
            state,
            metadata,
            item,
            |_| BulkArg::Nothing,
            |row| {
                let (tag_ids, undo) = bulk::add_remove(&row.tag_ids, add, remove)?;
                before = undo;
                Some(IssueCommand::EditIssue {
                    title: row.title.clone(),
                    description: row.description.clone(),
                    tag_ids,
                })
            },
        )
        .await?;
        Ok(applied.with_before(before))
    })
}

crate::bulk_set!(
    status,
    IssueTarget,
    uuid::Uuid,
    |row| row.status_id,
    |_, status_id| IssueCommand::ChangeIssueStatus { status_id },
);

crate::bulk_set!(
    priority,
    IssueTarget,
    i32,
    |row| i32::from(row.priority_id),
    |_, priority_id| IssueCommand::ChangeIssuePriority { priority_id },
);
