//! Projection "organizations": `organization_list` and `organization_members`, behind
//! `organizations`, the deal board and `node` (issue 13, spec §3 "organization (members, deal
//! status)"). Times are business times (`Metadata::occurred_at_or`), so an import of past
//! deals shows their real time in stage.

use async_trait::async_trait;
use sqlx::PgConnection;
use staffhub_domain::organizations::OrganizationEvent;
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::notifications::{self, Source};
use crate::trash::Trashable;
use crate::{ChangeKind, ChangeNotice, Projection, ProjectionError, guarded};

pub struct OrganizationsProjection;

const NAME: &str = "organizations";

/// Where a deleted organization waits with its contacts (issue 35); its deal leaves the
/// board's totals with the row and comes back with it.
pub const TRASH: Trashable = Trashable {
    projection: NAME,
    entity_type: "Organization",
    trash: "organization_trash",
    table: "organization_list",
    id_column: "organization_id",
    title_column: "name",
    children: &[("organization_members", "organization_id")],
};

fn db(source: sqlx::Error) -> ProjectionError {
    ProjectionError::Database {
        projection: NAME,
        source,
    }
}

/// The organization row's bump for a newer event: `bumped` holds its id when the event is
/// new to the row, nothing when the row already reflects it (so member writes chained to it
/// are skipped on a replay). The same guard as [`guarded::update`] (same parameters: `$1` the
/// id, `$2` the business time, `$3` the event's version), written out here because a member
/// write rides on it in the same statement (`… FROM bumped`), which a plain update cannot
/// chain; the row's own edits use [`guarded::update`].
const BUMP: &str = "WITH bumped AS (
        UPDATE organization_list SET updated_at = $2, version = $3 {extra}
        WHERE organization_id = $1 AND version < $3
        RETURNING organization_id)";

#[async_trait]
impl Projection for OrganizationsProjection {
    fn notification_sources(&self) -> &'static [notifications::Source] {
        &NOTIFICATIONS
    }

    fn name(&self) -> &'static str {
        NAME
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["Organization"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &[
            "organization_list",
            "organization_members",
            "deal_board_totals",
            "organization_trash",
        ]
    }

    /// Every write is guarded by `version < $event`, so an event the row already reflects
    /// changes nothing (a replay over live rows is harmless).
    async fn apply(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        let decoded = event
            .decode::<OrganizationEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?;
        let id = Uuid::parse_str(&event.aggregate_id).unwrap_or_default();
        let at = event.metadata.occurred_at_or(event.recorded_at);
        let seq = event.sequence;
        let bump = |extra: &str| BUMP.replace("{extra}", extra);
        let before = board_entry(conn, id).await?;
        let kind = match decoded {
            OrganizationEvent::OrganizationCreated {
                organization_id,
                name,
                description,
                website,
                tag_ids,
                owner_id,
                deal_value,
                deal_status,
            } => {
                sqlx::query(
                    "INSERT INTO organization_list (organization_id, name, description, website,
                         tag_ids, owner_id, deal_amount, deal_currency, deal_status,
                         stage_entered_at, created_by, created_at, updated_at, version)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $10, $10, $12)
                     ON CONFLICT (organization_id) DO NOTHING",
                )
                .bind(organization_id)
                .bind(name)
                .bind(description)
                .bind(website)
                .bind(tag_ids)
                .bind(owner_id)
                .bind(deal_value.amount)
                .bind(deal_value.currency)
                .bind(deal_status.id() as i16)
                .bind(at)
                .bind(event.metadata.actor_id)
                .bind(seq)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                ChangeKind::Created
            }
            OrganizationEvent::OrganizationUpdated {
                name,
                description,
                website,
                tag_ids,
                owner_id,
                deal_value,
            } => {
                guarded::update(
                    conn,
                    event,
                    NAME,
                    "organization_list",
                    "organization_id",
                    "name = $4, description = $5, website = $6, tag_ids = $7, owner_id = $8,
                     deal_amount = $9, deal_currency = $10",
                    |q| {
                        q.bind(name)
                            .bind(description)
                            .bind(website)
                            .bind(tag_ids)
                            .bind(owner_id)
                            .bind(deal_value.amount)
                            .bind(deal_value.currency)
                    },
                )
                .await?;
                ChangeKind::Updated
            }
            OrganizationEvent::DealMoved { to, .. } => {
                // The stage was entered when the move happened: `$2`, the row's `updated_at`.
                guarded::update(
                    conn,
                    event,
                    NAME,
                    "organization_list",
                    "organization_id",
                    "deal_status = $4, stage_entered_at = $2",
                    |q| q.bind(to.id() as i16),
                )
                .await?;
                ChangeKind::Updated
            }
            // A restored contact comes back as they were, under their own id.
            OrganizationEvent::OrganizationMemberAdded { member }
            | OrganizationEvent::OrganizationMemberRestored { member } => {
                sqlx::query(&format!(
                    "{} INSERT INTO organization_members
                         (organization_id, member_id, name, email, title, phone, added_sequence)
                     SELECT organization_id, $4, $5, $6, $7, $8, $3 FROM bumped
                     ON CONFLICT (organization_id, member_id) DO NOTHING",
                    bump(", member_count = member_count + 1")
                ))
                .bind(id)
                .bind(at)
                .bind(seq)
                .bind(member.member_id)
                .bind(member.name)
                .bind(member.email)
                .bind(member.title)
                .bind(member.phone)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                ChangeKind::Updated
            }
            OrganizationEvent::OrganizationMemberUpdated { member } => {
                sqlx::query(&format!(
                    "{} UPDATE organization_members m
                     SET name = $5, email = $6, title = $7, phone = $8
                     FROM bumped WHERE m.organization_id = bumped.organization_id
                       AND m.member_id = $4",
                    bump("")
                ))
                .bind(id)
                .bind(at)
                .bind(seq)
                .bind(member.member_id)
                .bind(member.name)
                .bind(member.email)
                .bind(member.title)
                .bind(member.phone)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                ChangeKind::Updated
            }
            OrganizationEvent::OrganizationMemberRemoved { member_id } => {
                sqlx::query(&format!(
                    "{} DELETE FROM organization_members m USING bumped
                     WHERE m.organization_id = bumped.organization_id AND m.member_id = $4",
                    bump(", member_count = member_count - 1")
                ))
                .bind(id)
                .bind(at)
                .bind(seq)
                .bind(member_id)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                ChangeKind::Updated
            }
            OrganizationEvent::OrganizationDeleted => {
                TRASH.discard(conn, event).await?;
                ChangeKind::Deleted
            }
            OrganizationEvent::OrganizationRestored => {
                TRASH.restore(conn, event).await?;
                // Back in its stage from the restore on, as the pipeline counts it.
                sqlx::query(
                    "UPDATE organization_list SET stage_entered_at = $2
                     WHERE organization_id = $1 AND version = $3",
                )
                .bind(id)
                .bind(at)
                .bind(seq)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                ChangeKind::Created
            }
        };
        let after = board_entry(conn, id).await?;
        adjust_totals(conn, before, after).await?;
        Ok(Some(ChangeNotice {
            entity_type: "Organization".to_owned(),
            entity_id: event.aggregate_id.clone(),
            version: event.sequence,
            kind,
            correlation_id: event.metadata.correlation_id,
        }))
    }
}

/// What an organization adds to the board's totals, at the row's version.
#[derive(sqlx::FromRow, PartialEq)]
struct BoardEntry {
    deal_status: i16,
    deal_currency: String,
    deal_amount: i64,
    version: i64,
}

async fn board_entry(
    conn: &mut PgConnection,
    id: Uuid,
) -> Result<Option<BoardEntry>, ProjectionError> {
    sqlx::query_as(
        "SELECT deal_status, deal_currency, deal_amount, version FROM organization_list
         WHERE organization_id = $1",
    )
    .bind(id)
    .fetch_optional(&mut *conn)
    .await
    .map_err(db)
}

/// Moves the organization's part of the totals from `before` to `after`. An event the row
/// already reflected left it unchanged (same version), so a replay adjusts nothing.
async fn adjust_totals(
    conn: &mut PgConnection,
    before: Option<BoardEntry>,
    after: Option<BoardEntry>,
) -> Result<(), ProjectionError> {
    if before == after {
        return Ok(());
    }
    let deltas = [(before, -1i64), (after, 1)];
    for (entry, sign) in deltas {
        let Some(entry) = entry else { continue };
        sqlx::query(
            "INSERT INTO deal_board_totals (deal_status, deal_currency, count, amount)
             VALUES ($1, $2, $3, $4)
             ON CONFLICT (deal_status, deal_currency) DO UPDATE
             SET count = deal_board_totals.count + EXCLUDED.count,
                 amount = deal_board_totals.amount + EXCLUDED.amount",
        )
        .bind(entry.deal_status)
        .bind(entry.deal_currency)
        .bind(sign)
        .bind(sign * entry.deal_amount)
        .execute(&mut *conn)
        .await
        .map_err(db)?;
    }
    Ok(())
}

/// Home's recent activity shows organizations' events; nobody is notified of them.
static NOTIFICATIONS: [Source; 1] = [Source {
    aggregate_type: "Organization",
    activity: true,
    rules: &[],
    facts: notifications::no_facts,
}];
