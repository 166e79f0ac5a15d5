//! Organizations' command targets (issue 31): how the command path reads one back, and the
//! row an entity's own events fold to when the read model is behind.

use staffhub_domain::organizations::{Organization as OrganizationAggregate, OrganizationCommand};
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::command::{Target, TrashTarget, UniqueNames};
use crate::error::ApiResult;
use crate::read::organizations::{self as reads, OrganizationRow};
use crate::state::AppState;

/// How the command path reads an organization back.
pub struct OrganizationTarget;

impl Target for OrganizationTarget {
    type Aggregate = OrganizationAggregate;
    type Row = OrganizationRow;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::OrganizationNotFound;

    fn services(state: &AppState) -> &staffhub_domain::organizations::OrganizationServices {
        &state.organization_services
    }

    async fn read_back(state: &AppState, id: Uuid) -> ApiResult<Option<OrganizationRow>> {
        Ok(reads::by_id(&state.reads, id).await?)
    }

    fn version(row: &OrganizationRow) -> i64 {
        row.version
    }

    fn from_events(
        id: Uuid,
        org: OrganizationAggregate,
        events: &[JournalEvent],
    ) -> Option<OrganizationRow> {
        let (first, last) = (events.first()?, events.last()?);
        let time = |e: &JournalEvent| e.metadata.occurred_at_or(e.recorded_at);
        let entered = events
            .iter()
            .rev()
            .find(|e| {
                matches!(
                    e.event_type.as_str(),
                    "DealMoved" | "OrganizationCreated" | "OrganizationRestored"
                )
            })
            .map_or(time(first), time);
        (!org.deleted).then(|| OrganizationRow {
            organization_id: id,
            member_count: org.members.len() as i32,
            name: org.name,
            description: org.description,
            website: org.website,
            tag_ids: org.tag_ids,
            owner_id: org.owner_id,
            deal_amount: org.deal_value.amount,
            deal_currency: org.deal_value.currency,
            deal_status: org.deal_status.id() as i16,
            stage_entered_at: entered,
            created_by: first.metadata.actor_id,
            created_at: time(first),
            updated_at: time(last),
            version: last.sequence,
        })
    }
}

/// Management deletes an organization (the descriptor's `trash.operation`), and only one that
/// no project or question names (the aggregate's rule, issue 37 §1). Its name is free while it
/// is in the trash, and claimed again when it is restored.
impl TrashTarget for OrganizationTarget {
    fn delete_command() -> OrganizationCommand {
        OrganizationCommand::DeleteOrganization
    }

    fn restore_command() -> OrganizationCommand {
        OrganizationCommand::RestoreOrganization
    }

    fn names(state: &AppState) -> Option<UniqueNames> {
        Some(UniqueNames {
            names: super::names(state),
            trash: "organization_trash",
        })
    }
}
