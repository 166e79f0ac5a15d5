//! Projection "views": the `saved_views` table behind `savedViews`, `node` and the navigation
//! (issue 35 §5), and `saved_view_trash`.

use async_trait::async_trait;
use sqlx::PgConnection;
use staffhub_domain::views::SavedViewEvent;
use staffhub_journal::JournalEvent;

use crate::guarded::{self, PgQuery};
use crate::trash::Trashable;
use crate::{ChangeKind, ChangeNotice, Projection, ProjectionError};

pub struct SavedViewsProjection;

const NAME: &str = "views";

/// Where a deleted view waits (issue 35).
pub const SAVED_VIEW_TRASH: Trashable = Trashable {
    projection: NAME,
    entity_type: "SavedView",
    trash: "saved_view_trash",
    table: "saved_views",
    id_column: "view_id",
    title_column: "name",
    children: &[],
};

fn db(source: sqlx::Error) -> ProjectionError {
    ProjectionError::Database {
        projection: NAME,
        source,
    }
}

#[async_trait]
impl Projection for SavedViewsProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["SavedView"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &["saved_views", "saved_view_trash"]
    }

    /// Every write is guarded by `version < $event`, so an event the row already reflects
    /// changes nothing (a replay over live rows is harmless).
    async fn apply(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        let view = event
            .decode::<SavedViewEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?;
        let kind = match view {
            SavedViewEvent::SavedViewCreated {
                view_id,
                owner_id,
                list,
                name,
                query,
                shared_with_role_id,
            } => {
                sqlx::query(
                    "INSERT INTO saved_views (view_id, owner_id, list, name, query, shared_with_role_id, created_at, updated_at, version)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8) ON CONFLICT (view_id) DO NOTHING",
                )
                .bind(view_id)
                .bind(owner_id)
                .bind(list)
                .bind(name)
                .bind(query)
                .bind(shared_with_role_id)
                .bind(event.metadata.occurred_at_or(event.recorded_at))
                .bind(event.sequence)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                ChangeKind::Created
            }
            SavedViewEvent::SavedViewRenamed { name } => {
                update(conn, event, "name = $4", |q| q.bind(name)).await?;
                ChangeKind::Updated
            }
            SavedViewEvent::SavedViewQueryChanged { query } => {
                update(conn, event, "query = $4", |q| q.bind(query)).await?;
                ChangeKind::Updated
            }
            SavedViewEvent::SavedViewSharingChanged {
                shared_with_role_id,
            } => {
                update(conn, event, "shared_with_role_id = $4", |q| {
                    q.bind(shared_with_role_id)
                })
                .await?;
                ChangeKind::Updated
            }
            SavedViewEvent::SavedViewDeleted => {
                SAVED_VIEW_TRASH.discard(conn, event).await?;
                ChangeKind::Deleted
            }
            SavedViewEvent::SavedViewRestored => {
                SAVED_VIEW_TRASH.restore(conn, event).await?;
                ChangeKind::Created
            }
        };
        Ok(Some(ChangeNotice {
            entity_type: "SavedView".to_owned(),
            entity_id: event.aggregate_id.clone(),
            version: event.sequence,
            kind,
            correlation_id: event.metadata.correlation_id,
        }))
    }
}

/// The shared version-guarded update of a `saved_views` row.
async fn update(
    conn: &mut PgConnection,
    event: &JournalEvent,
    assignments: &str,
    bind: impl for<'q> FnOnce(PgQuery<'q>) -> PgQuery<'q>,
) -> Result<(), ProjectionError> {
    guarded::update(
        conn,
        event,
        NAME,
        "saved_views",
        "view_id",
        assignments,
        bind,
    )
    .await
}
