//! Tasks in bulk (issue 35 §2): status, priority and assignee, each by the command a single
//! edit of it runs.

use futures::future::BoxFuture;
use staffhub_domain::bulk::BulkItem;
use staffhub_domain::tasks::TaskCommand;
use staffhub_journal::Metadata;

use super::TaskTarget;
use crate::bulk::{self, Applied, Bulk, BulkArg, BulkField, ValueKind};
use crate::catalogue::Code;
use crate::error::ApiResult;
use crate::sessions::Session;
use crate::state::AppState;

pub static BULK: Bulk = Bulk {
    fields: &[
        BulkField {
            name: "status",
            operation: "Mutation.changeTaskStatus",
            value: ValueKind::Number,
            apply: status,
            undone_by: None,
        },
        BulkField {
            name: "priority",
            operation: "Mutation.changeTaskPriority",
            value: ValueKind::Number,
            apply: priority,
            undone_by: None,
        },
        BulkField {
            name: "assignee",
            operation: "Mutation.assignTask",
            value: ValueKind::Id {
                type_name: "Employee",
                optional: true,
            },
            apply: assignee,
            undone_by: None,
        },
    ],
    select: Some(crate::graphql::tasks::bulk_select),
};

fn status<'a>(
    state: &'a AppState,
    _: &'a Session,
    metadata: &'a Metadata,
    item: BulkItem,
    arg: &'a BulkArg,
) -> BoxFuture<'a, ApiResult<Applied>> {
    Box::pin(async move {
        let BulkArg::Number(status_id) = *arg else {
            return Err(Code::InvalidBulkValue.into());
        };
        bulk::change::<TaskTarget, _, _>(
            state,
            metadata,
            item,
            |row| BulkArg::Number(i32::from(row.status_id)),
            |row| {
                (i32::from(row.status_id) != status_id)
                    .then_some(TaskCommand::ChangeTaskStatus { status_id })
            },
        )
        .await
    })
}

fn priority<'a>(
    state: &'a AppState,
    _: &'a Session,
    metadata: &'a Metadata,
    item: BulkItem,
    arg: &'a BulkArg,
) -> BoxFuture<'a, ApiResult<Applied>> {
    Box::pin(async move {
        let BulkArg::Number(priority_id) = *arg else {
            return Err(Code::InvalidBulkValue.into());
        };
        bulk::change::<TaskTarget, _, _>(
            state,
            metadata,
            item,
            |row| BulkArg::Number(i32::from(row.priority_id)),
            |row| {
                (i32::from(row.priority_id) != priority_id)
                    .then_some(TaskCommand::ChangeTaskPriority { priority_id })
            },
        )
        .await
    })
}

fn assignee<'a>(
    state: &'a AppState,
    _: &'a Session,
    metadata: &'a Metadata,
    item: BulkItem,
    arg: &'a BulkArg,
) -> BoxFuture<'a, ApiResult<Applied>> {
    Box::pin(async move {
        let BulkArg::Id(assignee_id) = *arg else {
            return Err(Code::InvalidBulkValue.into());
        };
        bulk::change::<TaskTarget, _, _>(
            state,
            metadata,
            item,
            |row| BulkArg::Id(row.assignee_id),
            |row| {
                (row.assignee_id != assignee_id).then_some(TaskCommand::AssignTask { assignee_id })
            },
        )
        .await
    })
}
