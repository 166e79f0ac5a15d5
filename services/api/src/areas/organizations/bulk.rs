//! Organizations in bulk (issue 35 §2): the deal's stage, the owner and tags, each by the
//! command a single edit of it runs (owner and tags are part of the edit form's details).

use futures::future::BoxFuture;
use staffhub_domain::bulk::BulkItem;
use staffhub_domain::organizations::{OrganizationCommand, OrganizationDetails};
use staffhub_journal::Metadata;

use super::OrganizationTarget;
use crate::bulk::{self, Applied, Bulk, BulkArg, BulkField, ValueKind};
use crate::catalogue::Code;
use crate::error::ApiResult;
use crate::read::organizations::OrganizationRow;
use crate::sessions::Session;
use crate::state::AppState;

pub static BULK: Bulk = Bulk {
    fields: &[
        BulkField {
            name: "stage",
            operation: "Mutation.moveDeal",
            value: ValueKind::Number,
            apply: stage,
            undone_by: None,
        },
        BulkField {
            name: "owner",
            operation: "Mutation.updateOrganization",
            value: ValueKind::Id {
                type_name: "Employee",
                optional: true,
            },
            apply: owner,
            undone_by: None,
        },
        BulkField {
            name: "tags",
            operation: "Mutation.updateOrganization",
            value: ValueKind::Many { type_name: "Tag" },
            apply: tags,
            undone_by: None,
        },
    ],
    select: Some(crate::graphql::organizations::bulk_select),
};

/// The edit form's details as the row holds them (name unchanged: its claim stays).
fn details(row: &OrganizationRow) -> OrganizationDetails {
    OrganizationDetails {
        name: row.name.clone(),
        description: row.description.clone(),
        website: row.website.clone(),
        tag_ids: row.tag_ids.clone(),
        owner_id: row.owner_id,
        deal_amount: row.deal_amount,
        deal_currency: row.deal_currency.clone(),
    }
}

fn tags<'a>(
    state: &'a AppState,
    _: &'a Session,
    metadata: &'a Metadata,
    item: BulkItem,
    arg: &'a BulkArg,
) -> BoxFuture<'a, ApiResult<Applied>> {
    Box::pin(async move {
        let BulkArg::Many { add, remove } = arg else {
            return Err(Code::InvalidBulkValue.into());
        };
        let mut before = BulkArg::Nothing;
        let applied = bulk::change::<OrganizationTarget, _, _>(
            state,
            metadata,
            item,
            |_| BulkArg::Nothing,
            |row| {
                let (tag_ids, undo) = bulk::add_remove(&row.tag_ids, add, remove)?;
                before = undo;
                Some(OrganizationCommand::UpdateOrganization {
                    details: OrganizationDetails {
                        tag_ids,
                        ..details(row)
                    },
                })
            },
        )
        .await?;
        Ok(applied.with_before(before))
    })
}

crate::bulk_set!(
    stage,
    OrganizationTarget,
    i32,
    |row| i32::from(row.deal_status),
    |_, deal_status_id| OrganizationCommand::MoveDeal { deal_status_id },
);

crate::bulk_set!(
    owner,
    OrganizationTarget,
    Option<uuid::Uuid>,
    |row| row.owner_id,
    |row, owner_id| OrganizationCommand::UpdateOrganization {
        details: OrganizationDetails {
            owner_id,
            ..details(row)
        },
    },
);
