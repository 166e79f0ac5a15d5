//! The `api_tokens` read model (projection "api_tokens", issue 34 §3), with each token's last
//! use from the auth store (`api_token_secrets`, written at most once a minute, never by the
//! projection). Who reads a token is one SQL condition ([`condition`]: its owner, or an admin),
//! pushed into the list, its count, `node` and the live list's notices alike.

use chrono::{DateTime, Utc};
use sqlx::{Postgres, QueryBuilder};
use uuid::Uuid;

use super::count::{Total, total};
use super::pool::ReadPool;
use crate::access::Caller;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ApiTokenRow {
    pub token_id: Uuid,
    pub owner_id: Uuid,
    pub name: String,
    /// 'read' or 'read_write'.
    pub scope: String,
    pub prefix: String,
    pub expires_at: DateTime<Utc>,
    pub created_at: DateTime<Utc>,
    pub revoked_at: Option<DateTime<Utc>>,
    pub revoked_by: Option<Uuid>,
    pub last_used_at: Option<DateTime<Utc>>,
    pub version: i64,
}

/// One employee's tokens (the caller's own unless an admin names another), newest first.
#[derive(Debug, Clone)]
pub struct ApiTokenListFilter {
    pub caller: Caller,
    pub owner_id: Uuid,
    /// Revoked tokens too (the list shows them struck through), or only those not revoked.
    pub include_revoked: bool,
}

const FROM: &str = "api_tokens apt LEFT JOIN api_token_secrets aps ON aps.token_id = apt.token_id";

const COLUMNS: &str = "apt.token_id, apt.owner_id, apt.name, apt.scope, apt.prefix, \
     apt.expires_at, apt.created_at, apt.revoked_at, apt.revoked_by, aps.last_used_at, apt.version";

/// The row-level rule, over `api_tokens apt`: its owner's, and every admin's (who may revoke
/// any employee's tokens).
pub fn condition(query: &mut QueryBuilder<'_, Postgres>, caller: &Caller) {
    if !caller.admin {
        query
            .push(" AND apt.owner_id = ")
            .push_bind(caller.employee_id);
    }
}

/// The token, whoever may read it (the command path, the edge's owner check).
pub async fn by_id(pool: &ReadPool, token_id: Uuid) -> Result<Option<ApiTokenRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM {FROM} WHERE apt.token_id = $1"
        ))
        .bind(token_id),
    )
    .await
}

/// The token, if `caller` may read it.
pub async fn visible_by_id(
    pool: &ReadPool,
    token_id: Uuid,
    caller: &Caller,
) -> Result<Option<ApiTokenRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(format!(
        "SELECT {COLUMNS} FROM {FROM} WHERE apt.token_id = "
    ));
    query.push_bind(token_id);
    condition(&mut query, caller);
    pool.fetch_optional(query.build_query_as()).await
}

/// The list's conditions, each as ` AND …`: its list, its count and the live list's notices
/// ([`in_list`]) all use them.
pub fn push_conditions(query: &mut QueryBuilder<'_, Postgres>, filter: &ApiTokenListFilter) {
    condition(query, &filter.caller);
    query
        .push(" AND apt.owner_id = ")
        .push_bind(filter.owner_id);
    if !filter.include_revoked {
        query.push(" AND apt.revoked_at IS NULL");
    }
}

pub async fn in_list(
    pool: &ReadPool,
    token_id: Uuid,
    filter: &ApiTokenListFilter,
) -> Result<bool, sqlx::Error> {
    super::live::in_list(pool, "api_tokens apt", "apt.token_id", token_id, |query| {
        push_conditions(query, filter)
    })
    .await
}

/// Newest first.
pub async fn list(
    pool: &ReadPool,
    filter: &ApiTokenListFilter,
    offset: i64,
    limit: i64,
) -> Result<Vec<ApiTokenRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(format!("SELECT {COLUMNS} FROM {FROM} WHERE true"));
    push_conditions(&mut query, filter);
    query
        .push(" ORDER BY apt.created_at DESC, apt.token_id DESC LIMIT ")
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}

pub async fn count(pool: &ReadPool, filter: &ApiTokenListFilter) -> Result<Total, sqlx::Error> {
    total(pool, "api_tokens apt", |query| {
        query.push(" WHERE true");
        push_conditions(query, filter);
    })
    .await
}

/// A token's name, for history's "via API token …" (whoever reads the history sees the name
/// of the token the change was made with).
pub async fn name_of(pool: &ReadPool, token_id: Uuid) -> Result<Option<String>, sqlx::Error> {
    pool.fetch_scalar(
        sqlx::query_scalar("SELECT (SELECT name FROM api_tokens WHERE token_id = $1)")
            .bind(token_id),
    )
    .await
}
