//! Rows read by id for many concurrent callers at once (issue 6, P1; issue 33, P14): the
//! callers' ids wait together and share one `WHERE id = ANY(…)` statement per batch
//! (`staffhub_journal::coalesce`). A command's mutation reads its row back this way, and so
//! does a page that names many rows of one kind (home's recent activity, each entry's subject;
//! each question's project), where one statement per row was most of the page's cost.

use std::collections::HashMap;
use std::future::Future;
use std::hash::Hash;
use std::sync::Arc;

use sqlx::FromRow;
use sqlx::postgres::PgRow;
use staffhub_journal::coalesce::Coalescer;
use uuid::Uuid;

use super::pool::ReadPool;

/// The loader of one kind of row.
pub type ByIdLoader<Id, Row> = Coalescer<Id, Result<Option<Row>, sqlx::Error>>;

/// A loader over `by_ids` (the rows of the ids asked, in any order, none for an unknown id);
/// `id_of` tells which id a row answers. A failed batch is read again one id at a time, so each
/// caller gets its own answer.
pub fn loader<Id, Row, F, Fut>(
    pool: Arc<ReadPool>,
    id_of: fn(&Row) -> Id,
    by_ids: F,
) -> ByIdLoader<Id, Row>
where
    Id: Copy + Eq + Hash + Send + Sync + 'static,
    Row: Clone + Send + 'static,
    F: Fn(Arc<ReadPool>, Vec<Id>) -> Fut + Clone + Send + Sync + 'static,
    Fut: Future<Output = Result<Vec<Row>, sqlx::Error>> + Send + 'static,
{
    Coalescer::new(100, 2, move |ids: Vec<Id>| {
        let (pool, by_ids) = (pool.clone(), by_ids.clone());
        async move {
            match by_ids(pool.clone(), ids.clone()).await {
                Ok(rows) => {
                    // Two callers may ask for one row in the same batch: each gets it.
                    let rows: HashMap<Id, Row> =
                        rows.into_iter().map(|row| (id_of(&row), row)).collect();
                    ids.iter().map(|id| Ok(rows.get(id).cloned())).collect()
                }
                Err(_) if ids.len() > 1 => {
                    let mut answers = Vec::with_capacity(ids.len());
                    for id in ids {
                        answers.push(
                            by_ids(pool.clone(), vec![id])
                                .await
                                .map(|rows| rows.into_iter().next()),
                        );
                    }
                    answers
                }
                Err(error) => vec![Err(error)],
            }
        }
    })
}

/// A loader over one statement, `sql`, whose `$1` is the ids asked (`… WHERE id = ANY($1)`).
pub fn by_sql<Row>(
    pool: Arc<ReadPool>,
    sql: String,
    id_of: fn(&Row) -> Uuid,
) -> ByIdLoader<Uuid, Row>
where
    Row: for<'r> FromRow<'r, PgRow> + Clone + Send + Unpin + 'static,
{
    let sql: Arc<str> = sql.into();
    loader(pool, id_of, move |pool, ids| {
        let sql = sql.clone();
        async move { pool.fetch_all(sqlx::query_as(&sql).bind(ids)).await }
    })
}
