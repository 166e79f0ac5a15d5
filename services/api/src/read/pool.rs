//! The connections read-model queries run on: a pool without a round trip of its own.
//!
//! sqlx 0.8's pool pings every connection as it goes back to the pool (`return_to_pool`, not
//! configurable), so each pooled query costs two round trips. Measured in docs/benchmarks.md
//! (issue 6, P2): the same SQL and JSON behind bare axum ran at 0.31× of raw SELECTs through
//! sqlx's pool and 0.36× through a pool without that ping, in the same run.
//!
//! The ping is sqlx's guard against a connection left mid-message by a cancelled query (a
//! client that went away while its request was running). Here a connection goes back to the
//! pool only when its query finished, successfully or with an error PostgreSQL itself sent; a
//! cancelled or broken one is dropped, and a new one is opened when next needed.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use sqlx::postgres::{PgArguments, PgConnectOptions, PgRow};
use sqlx::query::{QueryAs, QueryScalar};
use sqlx::{ConnectOptions, Execute, FromRow, PgConnection, Postgres};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// How long a query waits for a free connection before it fails (as the main pool does).
const ACQUIRE_TIMEOUT: Duration = Duration::from_secs(5);

/// Up to `size` connections, opened when first needed and kept open.
pub struct ReadPool {
    options: PgConnectOptions,
    idle: Mutex<Vec<PgConnection>>,
    permits: Arc<Semaphore>,
}

impl std::fmt::Debug for ReadPool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ReadPool")
            .field("available", &self.permits.available_permits())
            .finish_non_exhaustive()
    }
}

impl ReadPool {
    /// A read pool beside `pool`: the same database and as many connections again, opened
    /// only when needed.
    pub fn beside(pool: &sqlx::PgPool) -> Self {
        Self::new(
            (*pool.connect_options()).clone(),
            pool.options().get_max_connections() as usize,
        )
    }

    pub fn new(options: PgConnectOptions, size: usize) -> Self {
        Self {
            options,
            idle: Mutex::new(Vec::new()),
            permits: Arc::new(Semaphore::new(size.max(1))),
        }
    }

    fn idle(&self) -> std::sync::MutexGuard<'_, Vec<PgConnection>> {
        // Nothing is left half-done while the lock is held.
        self.idle.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A free connection, or a new one while fewer than `size` are open; waiting for either
    /// is bounded by `ACQUIRE_TIMEOUT`.
    async fn lease(&self) -> Result<Lease<'_>, sqlx::Error> {
        tokio::time::timeout(ACQUIRE_TIMEOUT, async {
            let permit = self
                .permits
                .clone()
                .acquire_owned()
                .await
                .map_err(|_| sqlx::Error::PoolClosed)?;
            let reused = self.idle().pop();
            let connection = match reused {
                Some(connection) => connection,
                None => self.options.connect().await?,
            };
            Ok(Lease {
                pool: self,
                connection: Some(connection),
                finished: false,
                _permit: permit,
            })
        })
        .await
        .map_err(|_| sqlx::Error::PoolTimedOut)?
    }

    pub async fn fetch_all<'q, O>(
        &self,
        query: QueryAs<'q, Postgres, O, PgArguments>,
    ) -> Result<Vec<O>, sqlx::Error>
    where
        O: Send + Unpin + for<'r> FromRow<'r, PgRow>,
    {
        let prepared = !planned_for_values(query.sql());
        let mut lease = self.lease().await?;
        let result = query
            .persistent(prepared)
            .fetch_all(lease.connection())
            .await;
        lease.finish(&result);
        result
    }

    /// Rows as they come, for a statement whose caller decodes each row itself (search
    /// everywhere: every area's hit is decoded by its own descriptor). Always prepared: search
    /// everywhere asks up to ten such statements an area for a frequent text, each built to
    /// keep one plan for every text (a bounded window, a fenced index path, title ranges;
    /// `read::search::ranked`), and planning them on every run made each search everywhere
    /// take 90–100 ms alone instead of 9–32 ms (P15, docs/benchmarks.md). Its counts go
    /// through [`Self::fetch_scalar`] and are planned for their values.
    pub async fn fetch_rows<'q>(
        &self,
        query: sqlx::query::Query<'q, Postgres, PgArguments>,
    ) -> Result<Vec<PgRow>, sqlx::Error> {
        let mut lease = self.lease().await?;
        let result = query.fetch_all(lease.connection()).await;
        lease.finish(&result);
        result
    }

    pub async fn fetch_optional<'q, O>(
        &self,
        query: QueryAs<'q, Postgres, O, PgArguments>,
    ) -> Result<Option<O>, sqlx::Error>
    where
        O: Send + Unpin + for<'r> FromRow<'r, PgRow>,
    {
        let prepared = !planned_for_values(query.sql());
        let mut lease = self.lease().await?;
        let result = query
            .persistent(prepared)
            .fetch_optional(lease.connection())
            .await;
        lease.finish(&result);
        result
    }

    pub async fn fetch_scalar<'q, O>(
        &self,
        query: QueryScalar<'q, Postgres, O, PgArguments>,
    ) -> Result<O, sqlx::Error>
    where
        O: Send + Unpin,
        (O,): for<'r> FromRow<'r, PgRow>,
    {
        let prepared = !planned_for_values(query.sql());
        let mut lease = self.lease().await?;
        let result = query
            .persistent(prepared)
            .fetch_one(lease.connection())
            .await;
        lease.finish(&result);
        result
    }
}

/// Whether a statement is planned for its values every time it runs (an unnamed statement)
/// instead of prepared once per connection (issue 33). A statement that matches text has no
/// plan good for every text. After five runs of a prepared statement PostgreSQL may settle on
/// one generic plan, made without the values, when its estimate is no costlier: on a million
/// tasks, counting those that hold "synthetic" (every one does) then read the whole trigram
/// index, 144 ms, where the plan made for that word scanned 19 pages, 1 ms
/// (docs/benchmarks.md). The price is a second round trip and a plan on every run (about
/// 0.3 ms for a list's count, 0.8 ms for a document search's page), paid only by text searches.
/// Every other statement stays prepared: planning P2's list costs more than running it.
///
/// Every text condition in `read` is written with its operator between spaces, as these are.
fn planned_for_values(sql: &str) -> bool {
    [" ILIKE ", " LIKE ", " ~* ", " @@ "]
        .iter()
        .any(|operator| sql.contains(operator))
}

/// One connection out of the pool, returned on drop only if its query finished cleanly.
struct Lease<'p> {
    pool: &'p ReadPool,
    connection: Option<PgConnection>,
    finished: bool,
    _permit: OwnedSemaphorePermit,
}

impl Lease<'_> {
    fn connection(&mut self) -> &mut PgConnection {
        self.connection
            .as_mut()
            .expect("a lease holds its connection until dropped")
    }

    /// The query ran to its end. A database error (bad input, a constraint) leaves the
    /// connection in step with the server; an I/O or protocol error does not.
    fn finish<T>(&mut self, result: &Result<T, sqlx::Error>) {
        self.finished = match result {
            Ok(_) => true,
            Err(error) => matches!(
                error,
                sqlx::Error::Database(_)
                    | sqlx::Error::RowNotFound
                    | sqlx::Error::ColumnDecode { .. }
            ),
        };
    }
}

impl Drop for Lease<'_> {
    fn drop(&mut self) {
        if let Some(connection) = self.connection.take()
            && self.finished
        {
            self.pool.idle().push(connection);
        }
        // Otherwise the connection is dropped (its socket closed): it may be mid-message.
    }
}

#[cfg(test)]
mod tests {
    use super::planned_for_values;

    #[test]
    fn a_statement_that_matches_text_is_planned_for_its_values() {
        for sql in [
            "SELECT 1 FROM task_list t WHERE (t.title || ' ' || t.description) ILIKE $1",
            "SELECT 1 FROM document_list d WHERE d.search @@ $1",
            "SELECT CASE WHEN t.title ~* $1 THEN 2 ELSE 4 END FROM task_list t",
            "SELECT 1 FROM employee_directory d WHERE lower(d.email) LIKE $1",
        ] {
            assert!(planned_for_values(sql), "{sql}");
        }
    }

    #[test]
    fn every_other_statement_stays_prepared() {
        for sql in [
            "SELECT task_id FROM task_list WHERE true AND status_id = ANY($1) ORDER BY updated_at DESC LIMIT $2",
            "SELECT status_id, count FROM issue_facet_counts WHERE category_id = $1",
            "SELECT 1 FROM issue_list i WHERE i.assignee_ids && $1::uuid[]",
        ] {
            assert!(!planned_for_values(sql), "{sql}");
        }
    }

    #[test]
    fn the_lists_keyword_and_a_document_search_as_built_are_planned_for_their_values() {
        let mut list = sqlx::QueryBuilder::new("SELECT count(*) FROM task_list t WHERE ");
        crate::read::push_text_keyword(
            &mut list,
            "(t.title || ' ' || t.description)",
            "t.japanese_words",
            "synthetic",
        );
        assert!(planned_for_values(list.sql()), "{}", list.sql());
        let filter = crate::read::documents::DocumentListFilter {
            search: staffhub_projections::search::parse_query("budget review"),
            ..Default::default()
        };
        let search = crate::read::documents::count_query(&filter);
        assert!(planned_for_values(search.sql()), "{}", search.sql());
        let no_keyword = crate::read::documents::DocumentListFilter::default();
        let unfiltered = crate::read::documents::count_query(&no_keyword);
        assert!(
            !planned_for_values(unfiltered.sql()),
            "{}",
            unfiltered.sql()
        );
    }
}
