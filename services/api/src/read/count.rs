//! A list's total, as every connection's `totalCount` shows it (issue 33, "counts that cost
//! nothing per request").
//!
//! An exact count of an arbitrary filter visits every matching row, and that was most of a list
//! request's cost (P11 at 100,000 issues: 65 lists a second with the count, 571 without it, on
//! the same machine; the page itself is an index scan of 0.3 ms). So a list counts at most [`COUNT_CAP`] + 1 matching rows, over the same SQL as its
//! page, and says "1,000+" beyond. Lists below the cap, which are most, stay exact. n8n moved
//! to an estimate for the same reason (n8n-io/n8n#1888).
//!
//! *Invariant:* a total is never an estimate: either exact, or exactly "more than
//! [`COUNT_CAP`]".

use sqlx::{Postgres, QueryBuilder};

use super::pool::ReadPool;

/// How many matching rows a list counts before it says "1,000+".
pub const COUNT_CAP: i64 = 1_000;

/// A list's total: `count` entries, or, when `capped`, more than `count` (which is then
/// [`COUNT_CAP`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Total {
    pub count: i64,
    pub capped: bool,
}

impl Total {
    /// The total of `counted` rows, where the count stopped at `cap + 1` ([`query`]'s answer).
    pub fn of(counted: i64, cap: i64) -> Self {
        if counted > cap {
            Self {
                count: cap,
                capped: true,
            }
        } else {
            Self {
                count: counted,
                capped: false,
            }
        }
    }

    /// A total counted without a cap (a kept count, or a list that is small by nature).
    pub fn exact(count: i64) -> Self {
        Self {
            count,
            capped: false,
        }
    }
}

/// The total of `from` (what follows the page's `FROM`: a read-model table with its alias, and
/// `WHERE true` when the conditions are ` AND …`) under the list's conditions: `conditions`
/// pushes them exactly as the list's page does, the reader's access included.
pub async fn total(
    pool: &ReadPool,
    from: &str,
    conditions: impl FnOnce(&mut QueryBuilder<'_, Postgres>),
) -> Result<Total, sqlx::Error> {
    total_capped_at(pool, from, COUNT_CAP, conditions).await
}

/// [`total`] with a cap of the caller's (tests count past a small cap).
pub async fn total_capped_at(
    pool: &ReadPool,
    from: &str,
    cap: i64,
    conditions: impl FnOnce(&mut QueryBuilder<'_, Postgres>),
) -> Result<Total, sqlx::Error> {
    let mut query = query(from, cap, conditions);
    let counted: i64 = pool.fetch_scalar(query.build_query_scalar()).await?;
    Ok(Total::of(counted, cap))
}

/// The statement [`total_capped_at`] runs: how many rows match, counting no further than
/// `cap + 1` (the bench runs it raw beside the server).
pub fn query<'a>(
    from: &str,
    cap: i64,
    conditions: impl FnOnce(&mut QueryBuilder<'a, Postgres>),
) -> QueryBuilder<'a, Postgres> {
    let mut query = QueryBuilder::new(format!("SELECT count(*) FROM (SELECT 1 FROM {from}"));
    conditions(&mut query);
    query
        .push(" LIMIT ")
        .push_bind(cap + 1)
        .push(") AS counted");
    query
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_past_the_cap_says_more_than_the_cap() {
        assert_eq!(
            Total::of(1_001, 1_000),
            Total {
                count: 1_000,
                capped: true
            }
        );
        assert_eq!(Total::of(1_000, 1_000), Total::exact(1_000));
        assert_eq!(Total::of(0, 1_000), Total::exact(0));
    }
}
