//! The version-guarded row update every hand-written projection uses.

use sqlx::PgConnection;
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::ProjectionError;

pub(crate) type PgQuery<'q> = sqlx::query::Query<'q, sqlx::Postgres, sqlx::postgres::PgArguments>;

/// `UPDATE <table> SET <assignments>, updated_at = $2, version = $3 WHERE <key> = $1 AND
/// version < $3`, the event's aggregate id as `$1` and further parameters bound by `bind`
/// from `$4` on: every write is guarded by the event's version, so applying an event twice
/// changes nothing.
pub(crate) async fn update(
    conn: &mut PgConnection,
    event: &JournalEvent,
    projection: &'static str,
    table: &str,
    key: &str,
    assignments: &str,
    bind: impl for<'q> FnOnce(PgQuery<'q>) -> PgQuery<'q>,
) -> Result<(), ProjectionError> {
    let sql = format!(
        "UPDATE {table} SET {assignments}, updated_at = $2, version = $3
         WHERE {key} = $1 AND version < $3"
    );
    let id = Uuid::parse_str(&event.aggregate_id).unwrap_or_default();
    let query = sqlx::query(&sql)
        .bind(id)
        .bind(event.metadata.occurred_at_or(event.recorded_at))
        .bind(event.sequence);
    bind(query)
        .execute(&mut *conn)
        .await
        .map_err(|source| ProjectionError::Database { projection, source })?;
    Ok(())
}
