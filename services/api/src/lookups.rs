//! The write-side lookups domain rules ask for through their aggregates' `Services` (does this
//! assignee exist, is this role still defined). The shared part is here: whether entities of a
//! kind exist, asked of the journal by the events its area declares (`areas::Lifecycle` in the
//! kind's descriptor), so an entity made a moment ago counts at once. Each area implements its
//! own lookup traits on [`DirectoryLookup`] in its application module (`crate::areas::<area>`).
//!
//! *Invariant:* this file names no area (issue 31): a kind's created, deleted and revived
//! events come from its descriptor.

use sqlx::PgPool;
use uuid::Uuid;

use crate::graphql::areas;

/// The lookups domain rules need, over the journal and the read models.
pub struct DirectoryLookup(pub PgPool);

/// Of `ids` (aggregate ids of `aggregate_type`), those without their kind's creating event, or
/// whose latest deleting event was not followed by the event that undoes it (a deactivated
/// employee reactivated, a deleted role restored). A kind no area gives a lifecycle is an
/// error, not "everything exists".
pub async fn missing_ids(
    pool: &PgPool,
    aggregate_type: &str,
    ids: &[String],
) -> Result<Vec<String>, String> {
    let lifecycle = areas::lifecycle(aggregate_type)
        .ok_or_else(|| format!("no area declares the lifecycle of {aggregate_type}"))?;
    sqlx::query_scalar(
        "SELECT id FROM unnest($1::text[]) AS id
         WHERE NOT EXISTS (SELECT 1 FROM events
                           WHERE aggregate_type = $2 AND aggregate_id = id AND event_type = $3)
            OR (SELECT event_type FROM events
                WHERE aggregate_type = $2 AND aggregate_id = id AND event_type IN ($4, $5)
                ORDER BY sequence DESC LIMIT 1) = $4",
    )
    .bind(ids)
    .bind(aggregate_type)
    .bind(lifecycle.created)
    .bind(lifecycle.deleted)
    .bind(lifecycle.revived)
    .fetch_all(pool)
    .await
    .map_err(|e| e.to_string())
}

/// [`missing_ids`] for kinds with uuid ids.
pub async fn missing(
    pool: &PgPool,
    aggregate_type: &str,
    ids: &[Uuid],
) -> Result<Vec<Uuid>, String> {
    let ids: Vec<String> = ids.iter().map(Uuid::to_string).collect();
    let missing = missing_ids(pool, aggregate_type, &ids).await?;
    Ok(missing
        .iter()
        .filter_map(|id| Uuid::parse_str(id).ok())
        .collect())
}

/// Whether one entity exists (and is not deleted).
pub async fn exists(pool: &PgPool, aggregate_type: &str, id: Uuid) -> Result<bool, String> {
    Ok(missing(pool, aggregate_type, &[id]).await?.is_empty())
}
