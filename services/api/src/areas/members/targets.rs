//! Members' command targets (issue 31: moved from `graphql::members`): how the command path
//! reads an employee or a role back, and the row each one's own events fold to when the read
//! model is behind.

use staffhub_domain::members::employee::{Employee as EmployeeAggregate, EmployeeServices};
use staffhub_domain::members::role::{Role as RoleAggregate, RoleServices};
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::command::Target;
use crate::error::ApiResult;
use crate::read::members::{self as member_reads, EmployeeRow, RoleRow};
use crate::state::AppState;

/// How the command path reads an employee back.
pub struct EmployeeTarget;

impl Target for EmployeeTarget {
    type Aggregate = EmployeeAggregate;
    type Row = EmployeeRow;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::EmployeeNotFound;

    fn services(state: &AppState) -> &EmployeeServices {
        state.identity.employee_services()
    }

    async fn read_back(state: &AppState, id: Uuid) -> ApiResult<Option<EmployeeRow>> {
        Ok(member_reads::by_id(&state.reads, id).await?)
    }

    fn version(row: &EmployeeRow) -> i64 {
        row.version
    }

    fn from_events(
        id: Uuid,
        employee: EmployeeAggregate,
        events: &[JournalEvent],
    ) -> Option<EmployeeRow> {
        let (first, last) = (events.first()?, events.last()?);
        // The latest deactivation, unless a reactivation followed it.
        let deactivated_at = events
            .iter()
            .rev()
            .find(|e| {
                matches!(
                    e.event_type.as_str(),
                    "EmployeeDeactivated" | "EmployeeReactivated"
                )
            })
            .filter(|e| e.event_type == "EmployeeDeactivated")
            .map(|e| e.recorded_at);
        Some(EmployeeRow {
            employee_id: id,
            name: employee.name,
            email: employee.email,
            avatar_url: employee.avatar_url,
            registered_at: first.recorded_at,
            role_ids: employee.role_ids,
            deactivated_at,
            version: last.sequence,
        })
    }
}

/// How the command path reads a role back: its row and how many active employees hold it.
pub struct RoleTarget;

impl Target for RoleTarget {
    type Aggregate = RoleAggregate;
    type Row = (RoleRow, i64);
    type Id = i32;
    const NOT_FOUND: Code = Code::RoleNotFound;

    fn services(state: &AppState) -> &RoleServices {
        state.roles.services()
    }

    async fn read_back(state: &AppState, id: i32) -> ApiResult<Option<(RoleRow, i64)>> {
        Ok(member_reads::role_by_id(&state.reads, id).await?)
    }

    fn version(row: &(RoleRow, i64)) -> i64 {
        row.0.version
    }

    /// The member count is not in the role's events; degraded mode answers 0.
    fn from_events(
        id: i32,
        role: RoleAggregate,
        events: &[JournalEvent],
    ) -> Option<(RoleRow, i64)> {
        let last = events.last()?;
        let row = RoleRow {
            role_id: id,
            name: role.name,
            category_id: role.category.id() as i16,
            version: last.sequence,
            deleted_at: role.deleted.then_some(last.recorded_at),
        };
        Some((row, 0))
    }
}
