//! The trash (issue 35), written once for every projection whose entities can be deleted.
//!
//! A deleted entity's rows leave its read model, whole, for the projection's trash table, and a
//! restore puts them back as they were. So every list, count, search, board, node lookup and
//! live notice, which read only the live tables, drops a deleted entity without knowing of
//! deletion, and kept counts follow as they follow any row that leaves (the projection's own
//! before/after adjustments). The trash table is the projection's own (one writer per table),
//! and every trash table has the same columns, so one query lists the trash of every area.

use serde_json::Value;
use sqlx::PgConnection;
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::ProjectionError;

/// What a projection tells the trash about one kind of entity it keeps.
#[derive(Debug, Clone, Copy)]
pub struct Trashable {
    /// The projection's name, for errors.
    pub projection: &'static str,
    /// The entity's type ("Project"), kept in the trash row.
    pub entity_type: &'static str,
    /// The projection's trash table ("project_trash").
    pub trash: &'static str,
    /// The entity's own row: its table and id column.
    pub table: &'static str,
    pub id_column: &'static str,
    /// The column of that row that names the entity to a person ("name").
    pub title_column: &'static str,
    /// Other tables of the projection holding the entity's rows under the same id (an
    /// organization's members), each with its id column.
    pub children: &'static [(&'static str, &'static str)],
}

impl Trashable {
    fn db(&self, source: sqlx::Error) -> ProjectionError {
        ProjectionError::Database {
            projection: self.projection,
            source,
        }
    }

    fn tables(&self) -> impl Iterator<Item = (&'static str, &'static str)> {
        std::iter::once((self.table, self.id_column)).chain(self.children.iter().copied())
    }

    /// Moves the entity's rows into the trash, with who deleted it and when. Applied again
    /// (a replay over live rows), it finds nothing left to move and changes nothing.
    pub async fn discard(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<(), ProjectionError> {
        self.discard_rows(conn, event, None).await
    }

    /// [`Self::discard`] for an entity of a tree kept as ancestor paths (an application's
    /// directory): its own row and the rows of everything below it (whose `path_column` holds
    /// its id) go in one entry, its own row first, the others by depth, and
    /// [`Self::restore`] brings them all back. The rows below keep their versions: their own
    /// events record that they went and came with it.
    pub async fn discard_with_descendants(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
        path_column: &str,
    ) -> Result<(), ProjectionError> {
        self.discard_rows(conn, event, Some(path_column)).await
    }

    async fn discard_rows(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
        path_column: Option<&str>,
    ) -> Result<(), ProjectionError> {
        let id = entity_id(event);
        let mut ctes = Vec::new();
        let mut parts = Vec::new();
        for (index, (table, id_column)) in self.tables().enumerate() {
            // Rows in a fixed order, so an entry is the same after a replay whatever the
            // tables' physical order: a tree's from its root down, a kind's other rows by value.
            let (condition, order) = match path_column.filter(|_| index == 0) {
                Some(path) => (
                    format!("{id_column} = $1 OR {path} @> ARRAY[$1]::uuid[]"),
                    format!(" ORDER BY cardinality(g.{path}), g.{id_column}"),
                ),
                None if index > 0 => (format!("{id_column} = $1"), " ORDER BY g::text".to_owned()),
                None => (format!("{id_column} = $1"), String::new()),
            };
            ctes.push(format!(
                "gone_{index} AS (DELETE FROM {table} WHERE {condition} RETURNING *)"
            ));
            parts.push(format!(
                "'{table}', COALESCE((SELECT jsonb_agg(to_jsonb(g){order}) FROM gone_{index} g), '[]')"
            ));
        }
        let sql = format!(
            "WITH {ctes}
             INSERT INTO {trash} (entity_id, entity_type, title, rows, deleted_at, deleted_by, version)
             SELECT $1, $2, gone_0.{title}, jsonb_build_object({parts}), $3, $4, $5 FROM gone_0
             WHERE gone_0.{id_column} = $1
             ON CONFLICT (entity_id) DO NOTHING",
            ctes = ctes.join(", "),
            trash = self.trash,
            title = self.title_column,
            id_column = self.id_column,
            parts = parts.join(", "),
        );
        sqlx::query(&sql)
            .bind(id)
            .bind(self.entity_type)
            .bind(event.recorded_at)
            .bind(event.metadata.actor_id)
            .bind(event.sequence)
            .execute(&mut *conn)
            .await
            .map_err(|e| self.db(e))?;
        Ok(())
    }

    /// Puts the entity's rows back from the trash, its own row at the restoring event's
    /// version. Applied again, it finds nothing in the trash and changes nothing.
    pub async fn restore(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<(), ProjectionError> {
        let id = entity_id(event);
        let rows: Option<Value> = sqlx::query_scalar(&format!(
            "DELETE FROM {} WHERE entity_id = $1 RETURNING rows",
            self.trash
        ))
        .bind(id)
        .fetch_optional(&mut *conn)
        .await
        .map_err(|e| self.db(e))?;
        let Some(mut rows) = rows else {
            return Ok(());
        };
        // The row comes back at the restore's version, so the command path sees it arrive
        // (rows below it in a tree keep theirs: `discard_with_descendants`).
        let own_id = Value::from(id.to_string());
        if let Some(Value::Array(own)) = rows.get_mut(self.table) {
            for row in own.iter_mut().filter_map(Value::as_object_mut) {
                if row.get(self.id_column) == Some(&own_id) {
                    row.insert("version".to_owned(), Value::from(event.sequence));
                }
            }
        }
        for (table, _) in self.tables() {
            let Some(table_rows) = rows
                .get(table)
                .filter(|r| r.as_array().is_some_and(|a| !a.is_empty()))
            else {
                continue;
            };
            let columns = writable_columns(conn, table)
                .await
                .map_err(|e| self.db(e))?;
            sqlx::query(&format!(
                "INSERT INTO {table} ({columns})
                 SELECT {columns} FROM jsonb_populate_recordset(NULL::{table}, $1)
                 ON CONFLICT DO NOTHING"
            ))
            .bind(table_rows)
            .execute(&mut *conn)
            .await
            .map_err(|e| self.db(e))?;
        }
        Ok(())
    }
}

fn entity_id(event: &JournalEvent) -> Uuid {
    Uuid::parse_str(&event.aggregate_id).unwrap_or_default()
}

/// The columns of `table` a row is written with: all but generated ones (computed again from
/// the others), as the current `search_path` finds the table (a rebuild's schema too).
async fn writable_columns(conn: &mut PgConnection, table: &str) -> Result<String, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) FROM pg_attribute
         WHERE attrelid = to_regclass($1) AND attnum > 0 AND NOT attisdropped AND attgenerated = ''",
    )
    .bind(table)
    .fetch_one(&mut *conn)
    .await
}
