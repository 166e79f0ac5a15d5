//! Unique names, written once for every area (spec §8: 'Name already exists'). A name is
//! claimed in `name_claims` before the command that introduces it runs, and given back when
//! the command is refused, so two concurrent creations of one name cannot both succeed (the
//! same way `employee_credentials` reserves emails). Names compare regardless of case and
//! surrounding spaces.
//!
//! *Invariant:* the claim, the command and the clean-up of one owner run one at a time
//! ([`exclusive`]), so two requests for the same entity cannot give back each other's claims;
//! and a claim is given back only when the command was refused (nothing written), never after
//! an internal failure, when the command may have been stored: a leaked claim blocks a name,
//! a released one would let it be used twice.

use std::time::{Duration, Instant};

use sqlx::PgPool;

use crate::catalogue::Code;
use crate::error::{ApiError, ApiResult};

/// The claims of one scope (an aggregate type: "Role", "Tag").
#[derive(Debug, Clone)]
pub struct Names {
    pool: PgPool,
    scope: &'static str,
}

/// How names compare: case and surrounding spaces do not count.
pub fn key(name: &str) -> String {
    name.trim().to_lowercase()
}

impl Names {
    pub fn new(pool: PgPool, scope: &'static str) -> Self {
        Self { pool, scope }
    }

    /// Claims `name` for `owner`; 'Name already exists' when another owner holds it. Returns
    /// whether the claim is new (false: the owner held it already).
    pub async fn claim(&self, name: &str, owner: &str) -> ApiResult<bool> {
        let (holder, inserted): (String, bool) = sqlx::query_as(
            "INSERT INTO name_claims (scope, name_key, owner_id) VALUES ($1, $2, $3)
             ON CONFLICT (scope, name_key) DO UPDATE SET owner_id = name_claims.owner_id
             RETURNING owner_id, (xmax = 0)",
        )
        .bind(self.scope)
        .bind(key(name))
        .bind(owner)
        .fetch_one(&self.pool)
        .await?;
        if holder == owner {
            Ok(inserted)
        } else {
            Err(Code::NameExists.into())
        }
    }

    /// Gives `name` back, if `owner` holds it.
    pub async fn release(&self, name: &str, owner: &str) -> ApiResult<()> {
        sqlx::query("DELETE FROM name_claims WHERE scope = $1 AND name_key = $2 AND owner_id = $3")
            .bind(self.scope)
            .bind(key(name))
            .bind(owner)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// Gives back every name `owner` holds except `kept` (all of them with `None`: the owner
    /// was deleted). Asking the claims, not a read model, means a name is never kept by
    /// mistake because a projection lagged.
    pub async fn release_all_but(&self, owner: &str, kept: Option<&str>) -> ApiResult<()> {
        sqlx::query(
            "DELETE FROM name_claims WHERE scope = $1 AND owner_id = $2
             AND name_key IS DISTINCT FROM $3",
        )
        .bind(self.scope)
        .bind(owner)
        .bind(kept.map(key))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The owner holding `name`, if any.
    pub async fn owner_of(&self, name: &str) -> ApiResult<Option<String>> {
        Ok(sqlx::query_scalar(
            "SELECT owner_id FROM name_claims WHERE scope = $1 AND name_key = $2",
        )
        .bind(self.scope)
        .bind(key(name))
        .fetch_optional(&self.pool)
        .await?)
    }

    /// Runs `introduce` (the command giving `owner` the name `name`: a creation or a rename;
    /// only the decision and append, `command::execute`, not the answer) with the name
    /// claimed, one request per owner at a time. Done, the owner's other names (the one it
    /// replaced) are given back; refused, a claim taken for it is given back.
    pub async fn with_claim<T, F>(&self, name: &str, owner: &str, introduce: F) -> ApiResult<T>
    where
        F: Future<Output = ApiResult<T>>,
    {
        let lock = format!("staffhub.names.{}.{owner}", self.scope);
        exclusive(&self.pool, &lock, async {
            let fresh = self.claim(name, owner).await?;
            match introduce.await {
                Ok(done) => {
                    self.release_all_but(owner, Some(name)).await?;
                    Ok(done)
                }
                Err(error) => {
                    if fresh && error.is_refusal() {
                        self.release(name, owner)
                            .await
                            .map_err(|e| ApiError::internal("giving a name back failed", e))?;
                    }
                    Err(error)
                }
            }
        })
        .await
    }

    /// Gives back every name of an owner that is gone (after its deletion committed), one
    /// request per owner at a time.
    pub async fn release_owner(&self, owner: &str) -> ApiResult<()> {
        let lock = format!("staffhub.names.{}.{owner}", self.scope);
        exclusive(&self.pool, &lock, self.release_all_but(owner, None)).await
    }
}

/// Longest a request waits for another holding the same lock.
const LOCK_WAIT: Duration = Duration::from_secs(10);

/// Runs `work` while holding the transaction-level advisory lock `key`, so work on one key runs
/// one at a time across every node. The lock is a transaction's, not a session's: if the
/// request is cancelled midway, the transaction is dropped and the lock goes with it.
///
/// A request waiting for the lock holds no connection: it tries, gives its connection back and
/// tries again a moment later. Waiting inside `pg_advisory_xact_lock` would hold one, and with
/// enough requests for one key the waiters would take every connection of the pool while the
/// holder waited for one to run its command (each timing out after the pool's 5 s).
pub async fn exclusive<T>(
    pool: &PgPool,
    key: &str,
    work: impl Future<Output = ApiResult<T>>,
) -> ApiResult<T> {
    let deadline = Instant::now() + LOCK_WAIT;
    let mut pause = Duration::from_millis(2);
    let lock = loop {
        let mut lock = pool.begin().await?;
        let held: bool =
            sqlx::query_scalar("SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0))")
                .bind(key)
                .fetch_one(&mut *lock)
                .await?;
        if held {
            break lock;
        }
        lock.rollback().await?;
        if Instant::now() >= deadline {
            return Err(Code::ConcurrentChange.into());
        }
        tokio::time::sleep(pause).await;
        pause = (pause * 2).min(Duration::from_millis(50));
    };
    let result = work.await;
    lock.commit().await?;
    result
}
