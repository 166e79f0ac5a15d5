//! Live lists (issue 32, "one live list"): whether a changed row belongs in a subscriber's
//! list is asked of the list's own SQL, so the server and the list never disagree (a client
//! matcher of its own drifted: it matched a keyword on the title while the list also searched
//! the body).

use sqlx::{Postgres, QueryBuilder};
use uuid::Uuid;

use super::pool::ReadPool;

/// Whether the row `id` of `from` (a read-model table with its alias, `"document_list d"`)
/// passes the list's conditions as they are now. `conditions` pushes them as the list does,
/// each as ` AND …` over the alias: the reader's row-level access and the list's filter. A
/// row that is gone, or that the reader may no longer read, is not in the list.
pub async fn in_list(
    pool: &ReadPool,
    from: &str,
    id_column: &str,
    id: Uuid,
    conditions: impl FnOnce(&mut QueryBuilder<'_, Postgres>),
) -> Result<bool, sqlx::Error> {
    let mut query = QueryBuilder::new(format!(
        "SELECT EXISTS (SELECT 1 FROM {from} WHERE {id_column} = "
    ));
    query.push_bind(id);
    conditions(&mut query);
    query.push(")");
    pool.fetch_scalar(query.build_query_scalar()).await
}
