//! Projection "imports": the `imports` and `import_rows` tables behind an import's progress bar
//! and result (issue 35 §3).

use async_trait::async_trait;
use sqlx::PgConnection;
use staffhub_domain::imports::{ImportEvent, ImportOutcome};
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::guarded;
use crate::{ChangeKind, ChangeNotice, Projection, ProjectionError};

pub struct ImportsProjection;

const NAME: &str = "imports";

fn db(source: sqlx::Error) -> ProjectionError {
    ProjectionError::Database {
        projection: NAME,
        source,
    }
}

#[async_trait]
impl Projection for ImportsProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["Import"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &["import_rows", "imports"]
    }

    /// Every write is guarded by the import row's `version`, so a replay changes nothing.
    async fn apply(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        let import = event
            .decode::<ImportEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?;
        let at = event.metadata.occurred_at_or(event.recorded_at);
        let kind = match import {
            ImportEvent::ImportStarted {
                import_id,
                entity_type,
                file_name,
                encoding,
                sha256,
                columns,
                rows,
            } => {
                sqlx::query(
                    "INSERT INTO imports (import_id, entity_type, file_name, encoding, sha256,
                         columns, started_by, started_at, status, total, updated_at, version)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'running', $9, $8, $10)
                     ON CONFLICT (import_id) DO NOTHING",
                )
                .bind(import_id)
                .bind(&entity_type)
                .bind(&file_name)
                .bind(&encoding)
                .bind(&sha256)
                .bind(sqlx::types::Json(&columns))
                .bind(event.metadata.actor_id)
                .bind(at)
                .bind(rows as i32)
                .bind(event.sequence)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                ChangeKind::Created
            }
            ImportEvent::ImportRowsDone { results } => {
                let count = |f: fn(&ImportOutcome) -> bool| {
                    results.iter().filter(|r| f(&r.outcome)).count() as i32
                };
                let created = count(|o| matches!(o, ImportOutcome::Created { .. }));
                let updated = count(|o| matches!(o, ImportOutcome::Updated { .. }));
                let unchanged = count(|o| matches!(o, ImportOutcome::Unchanged { .. }));
                let refused = count(|o| matches!(o, ImportOutcome::Refused { .. }));
                let applied = sqlx::query(
                    "UPDATE imports SET done = done + $4, created = created + $5,
                         updated = updated + $6, unchanged = unchanged + $7, refused = refused + $8,
                         updated_at = $2, version = $3
                     WHERE import_id = $1 AND version < $3",
                )
                .bind(import_id(event))
                .bind(at)
                .bind(event.sequence)
                .bind(results.len() as i32)
                .bind(created)
                .bind(updated)
                .bind(unchanged)
                .bind(refused)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                if applied.rows_affected() > 0 {
                    let n = results.len();
                    let (mut lines, mut outcomes, mut ids, mut codes, mut fields) = (
                        Vec::with_capacity(n),
                        Vec::with_capacity(n),
                        Vec::with_capacity(n),
                        Vec::with_capacity(n),
                        Vec::with_capacity(n),
                    );
                    for result in results {
                        let (outcome, id, code, field) = match result.outcome {
                            ImportOutcome::Created { id } => ("created", Some(id), None, None),
                            ImportOutcome::Updated { id } => ("updated", Some(id), None, None),
                            ImportOutcome::Unchanged { id } => ("unchanged", Some(id), None, None),
                            ImportOutcome::Refused { code, field } => {
                                ("refused", None, Some(code), field)
                            }
                        };
                        lines.push(result.line as i32);
                        outcomes.push(outcome);
                        ids.push(id);
                        codes.push(code);
                        fields.push(field);
                    }
                    sqlx::query(
                        "INSERT INTO import_rows (import_id, line, outcome, entity_id, code, field)
                         SELECT $1, r.line, r.outcome, r.entity_id, r.code, r.field
                         FROM unnest($2::int[], $3::text[], $4::uuid[], $5::text[], $6::text[])
                             AS r(line, outcome, entity_id, code, field)
                         ON CONFLICT DO NOTHING",
                    )
                    .bind(import_id(event))
                    .bind(&lines)
                    .bind(&outcomes)
                    .bind(&ids)
                    .bind(&codes)
                    .bind(&fields)
                    .execute(&mut *conn)
                    .await
                    .map_err(db)?;
                }
                ChangeKind::Updated
            }
            ImportEvent::ImportFinished => {
                end(conn, event, "done").await?;
                ChangeKind::Updated
            }
            ImportEvent::ImportInterrupted => {
                end(conn, event, "interrupted").await?;
                ChangeKind::Updated
            }
        };
        Ok(Some(ChangeNotice {
            entity_type: "Import".to_owned(),
            entity_id: event.aggregate_id.clone(),
            version: event.sequence,
            kind,
            correlation_id: event.metadata.correlation_id,
        }))
    }
}

fn import_id(event: &JournalEvent) -> Uuid {
    Uuid::parse_str(&event.aggregate_id).unwrap_or_default()
}

async fn end(
    conn: &mut PgConnection,
    event: &JournalEvent,
    status: &'static str,
) -> Result<(), ProjectionError> {
    let at = event.metadata.occurred_at_or(event.recorded_at);
    guarded::update(
        conn,
        event,
        NAME,
        "imports",
        "import_id",
        "status = $4, finished_at = $5",
        |q| q.bind(status).bind(at),
    )
    .await
}
