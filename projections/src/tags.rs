//! Projection "tags": the `tag_list` table behind `tags` and `node` (issue 12, spec §3).

use async_trait::async_trait;
use sqlx::PgConnection;
use staffhub_domain::tags::TagEvent;
use staffhub_journal::JournalEvent;

use crate::guarded::{self, PgQuery};
use crate::trash::Trashable;
use crate::{ChangeKind, ChangeNotice, Projection, ProjectionError};

pub struct TagsProjection;

const NAME: &str = "tags";

/// Where a deleted tag waits (issue 35). Items keep the tag's id in their own rows, so nothing
/// of theirs moves: they show only live tags (`by_ids` reads `tag_list`), and a restore shows it
/// on every one of them again.
pub const TAG_TRASH: Trashable = Trashable {
    projection: NAME,
    entity_type: "Tag",
    trash: "tag_trash",
    table: "tag_list",
    id_column: "tag_id",
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
impl Projection for TagsProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["Tag"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &["tag_list", "tag_trash"]
    }

    /// Every write is guarded by `version < $event`, so an event the row already reflects
    /// changes nothing (a replay over live rows is harmless).
    async fn apply(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        let tag = event
            .decode::<TagEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?;
        let kind = match tag {
            TagEvent::TagCreated {
                tag_id,
                name,
                color,
            } => {
                sqlx::query(
                    "INSERT INTO tag_list (tag_id, name, color, created_by, created_at, updated_at, version)
                     VALUES ($1, $2, $3, $4, $5, $5, $6) ON CONFLICT (tag_id) DO NOTHING",
                )
                .bind(tag_id)
                .bind(name)
                .bind(color.name())
                .bind(event.metadata.actor_id)
                .bind(event.metadata.occurred_at_or(event.recorded_at))
                .bind(event.sequence)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                ChangeKind::Created
            }
            TagEvent::TagRenamed { name } => {
                update(conn, event, "name = $4", |q| q.bind(name)).await?;
                ChangeKind::Updated
            }
            TagEvent::TagRecoloured { color } => {
                update(conn, event, "color = $4", |q| q.bind(color.name())).await?;
                ChangeKind::Updated
            }
            TagEvent::TagDeleted => {
                TAG_TRASH.discard(conn, event).await?;
                ChangeKind::Deleted
            }
            TagEvent::TagRestored => {
                TAG_TRASH.restore(conn, event).await?;
                ChangeKind::Created
            }
        };
        Ok(Some(ChangeNotice {
            entity_type: "Tag".to_owned(),
            entity_id: event.aggregate_id.clone(),
            version: event.sequence,
            kind,
            correlation_id: event.metadata.correlation_id,
        }))
    }
}

/// The shared version-guarded update of a `tag_list` row.
async fn update(
    conn: &mut PgConnection,
    event: &JournalEvent,
    assignments: &str,
    bind: impl for<'q> FnOnce(PgQuery<'q>) -> PgQuery<'q>,
) -> Result<(), ProjectionError> {
    guarded::update(conn, event, NAME, "tag_list", "tag_id", assignments, bind).await
}
