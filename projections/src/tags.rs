//! Projection "tags": the `tag_list` table behind `tags` and `node` (issue 12, spec §3).

use async_trait::async_trait;
use sqlx::PgConnection;
use staffhub_domain::tags::TagEvent;
use staffhub_journal::JournalEvent;

use crate::{ChangeKind, ChangeNotice, Projection, ProjectionError};

pub struct TagsProjection;

const NAME: &str = "tags";

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
        &["tag_list"]
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
                .bind(event.recorded_at)
                .bind(event.sequence)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                ChangeKind::Created
            }
            TagEvent::TagRenamed { name } => {
                self.update(conn, event, "name = $4", name).await?;
                ChangeKind::Updated
            }
            TagEvent::TagRecoloured { color } => {
                self.update(conn, event, "color = $4", color.name().to_owned())
                    .await?;
                ChangeKind::Updated
            }
            TagEvent::TagDeleted => {
                sqlx::query("DELETE FROM tag_list WHERE tag_id::text = $1")
                    .bind(&event.aggregate_id)
                    .execute(&mut *conn)
                    .await
                    .map_err(db)?;
                ChangeKind::Deleted
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

impl TagsProjection {
    /// `UPDATE tag_list SET <assignment>, updated_at, version` for a newer event.
    async fn update(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
        assignment: &str,
        value: String,
    ) -> Result<(), ProjectionError> {
        let sql = format!(
            "UPDATE tag_list SET {assignment}, updated_at = $2, version = $3
             WHERE tag_id::text = $1 AND version < $3"
        );
        sqlx::query(&sql)
            .bind(&event.aggregate_id)
            .bind(event.recorded_at)
            .bind(event.sequence)
            .bind(value)
            .execute(&mut *conn)
            .await
            .map_err(db)?;
        Ok(())
    }
}
