//! Documents in bulk (issue 35 §2): archive and category, each by the command a single edit
//! of it runs, for editors of each document only (its row-level rule, as the single edit asks).

use futures::future::BoxFuture;
use staffhub_domain::bulk::BulkItem;
use staffhub_domain::documents::DocumentStatus;
use staffhub_domain::documents::document::DocumentCommand;
use staffhub_journal::Metadata;

use super::DocumentTarget;
use crate::bulk::{self, Applied, Bulk, BulkArg, BulkField, ValueKind};
use crate::catalogue::Code;
use crate::error::ApiResult;
use crate::sessions::Session;
use crate::state::AppState;

pub static BULK: Bulk = Bulk {
    fields: &[
        BulkField {
            name: "archive",
            operation: "Mutation.changeDocumentStatus",
            value: ValueKind::Nothing,
            apply: archive,
            undone_by: Some("status"),
        },
        BulkField {
            name: "status",
            operation: "Mutation.changeDocumentStatus",
            value: ValueKind::Number,
            apply: status,
            undone_by: None,
        },
        BulkField {
            name: "category",
            operation: "Mutation.assignDocumentCategory",
            value: ValueKind::Id {
                type_name: "DocumentCategory",
                optional: true,
            },
            apply: category,
            undone_by: None,
        },
    ],
    select: Some(crate::graphql::documents::bulk_select),
};

/// Archiving is a status change whose undo sets each document's own status back.
fn archive<'a>(
    state: &'a AppState,
    session: &'a Session,
    metadata: &'a Metadata,
    item: BulkItem,
    _: &'a BulkArg,
) -> BoxFuture<'a, ApiResult<Applied>> {
    status_to(
        state,
        session,
        metadata,
        item,
        DocumentStatus::Archived.id(),
    )
}

fn status<'a>(
    state: &'a AppState,
    session: &'a Session,
    metadata: &'a Metadata,
    item: BulkItem,
    arg: &'a BulkArg,
) -> BoxFuture<'a, ApiResult<Applied>> {
    match *arg {
        BulkArg::Number(status_id) => status_to(state, session, metadata, item, status_id),
        _ => Box::pin(async { Err(Code::InvalidBulkValue.into()) }),
    }
}

fn status_to<'a>(
    state: &'a AppState,
    session: &'a Session,
    metadata: &'a Metadata,
    item: BulkItem,
    status_id: i32,
) -> BoxFuture<'a, ApiResult<Applied>> {
    Box::pin(async move {
        super::access::editable(state, session, item.id).await?;
        // One already so is left alone, not refused ('Document is already archived').
        bulk::set_to::<DocumentTarget, i32>(
            state,
            metadata,
            item,
            status_id,
            |row| i32::from(row.status),
            |_, status_id| DocumentCommand::ChangeStatus { status_id },
        )
        .await
    })
}

fn category<'a>(
    state: &'a AppState,
    session: &'a Session,
    metadata: &'a Metadata,
    item: BulkItem,
    arg: &'a BulkArg,
) -> BoxFuture<'a, ApiResult<Applied>> {
    Box::pin(async move {
        let BulkArg::Id(category_id) = *arg else {
            return Err(Code::InvalidBulkValue.into());
        };
        super::access::editable(state, session, item.id).await?;
        bulk::set_to::<DocumentTarget, Option<uuid::Uuid>>(
            state,
            metadata,
            item,
            category_id,
            |row| row.category_id,
            |_, category_id| DocumentCommand::AssignCategory { category_id },
        )
        .await
    })
}
