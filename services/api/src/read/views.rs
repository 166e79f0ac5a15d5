//! The `saved_views` read model (projection "views", issue 35 §5). Who reads a view is one SQL
//! condition ([`condition`]: its owner, or a holder of the role it is shared with), pushed into
//! the list, its count, `node` and the live list's notices alike.

use chrono::{DateTime, Utc};
use sqlx::{Postgres, QueryBuilder};
use uuid::Uuid;

use super::count::{Total, total};
use super::pool::ReadPool;
use crate::access::Caller;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SavedViewRow {
    pub view_id: Uuid,
    pub owner_id: Uuid,
    pub list: String,
    pub name: String,
    pub query: String,
    pub shared_with_role_id: Option<i32>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i64,
}

/// The caller's views of one list (or of every list): theirs and those shared with their roles.
#[derive(Debug, Clone)]
pub struct SavedViewListFilter {
    pub caller: Caller,
    pub list: Option<String>,
}

const COLUMNS: &str = "sv.view_id, sv.owner_id, sv.list, sv.name, sv.query, \
     sv.shared_with_role_id, sv.created_at, sv.updated_at, sv.version";

/// The row-level rule, over `saved_views sv`: the owner's, and everyone's holding the role it is
/// shared with. Admins are not let in: a view is a personal thing (an admin deletes one by id).
pub fn condition(query: &mut QueryBuilder<'_, Postgres>, caller: &Caller) {
    query
        .push(" AND (sv.owner_id = ")
        .push_bind(caller.employee_id)
        .push(" OR sv.shared_with_role_id = ANY(")
        .push_bind(caller.role_ids.clone())
        .push("::int[]))");
}

/// The view, whoever may read it (the command path, the edge's owner check).
pub async fn by_id(pool: &ReadPool, view_id: Uuid) -> Result<Option<SavedViewRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM saved_views sv WHERE sv.view_id = $1"
        ))
        .bind(view_id),
    )
    .await
}

/// The view, if `caller` may read it.
pub async fn visible_by_id(
    pool: &ReadPool,
    view_id: Uuid,
    caller: &Caller,
) -> Result<Option<SavedViewRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(format!(
        "SELECT {COLUMNS} FROM saved_views sv WHERE sv.view_id = "
    ));
    query.push_bind(view_id);
    condition(&mut query, caller);
    pool.fetch_optional(query.build_query_as()).await
}

/// The list's conditions, each as ` AND …`: its list, its count and the live list's notices
/// ([`in_list`]) all use them.
pub fn push_conditions(query: &mut QueryBuilder<'_, Postgres>, filter: &SavedViewListFilter) {
    condition(query, &filter.caller);
    if let Some(list) = filter.list.as_deref() {
        query.push(" AND sv.list = ").push_bind(list.to_owned());
    }
}

pub async fn in_list(
    pool: &ReadPool,
    view_id: Uuid,
    filter: &SavedViewListFilter,
) -> Result<bool, sqlx::Error> {
    super::live::in_list(pool, "saved_views sv", "sv.view_id", view_id, |query| {
        push_conditions(query, filter)
    })
    .await
}

/// By list, then name (A→Z regardless of case).
pub async fn list(
    pool: &ReadPool,
    filter: &SavedViewListFilter,
    offset: i64,
    limit: i64,
) -> Result<Vec<SavedViewRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(format!("SELECT {COLUMNS} FROM saved_views sv WHERE true"));
    push_conditions(&mut query, filter);
    query
        .push(" ORDER BY sv.list, lower(sv.name), sv.view_id LIMIT ")
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}

pub async fn count(pool: &ReadPool, filter: &SavedViewListFilter) -> Result<Total, sqlx::Error> {
    total(pool, "saved_views sv", |query| {
        query.push(" WHERE true");
        push_conditions(query, filter);
    })
    .await
}
