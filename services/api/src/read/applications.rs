//! The applications read models (projection "applications"): `application_list` and
//! `application_nodes` (pages and requirements, with their paths and kept progress).

use chrono::{DateTime, Utc};
use sqlx::{Postgres, QueryBuilder};
use uuid::Uuid;

use super::count::{Total, total};
use super::pool::ReadPool;

/// `application_nodes.tree` and `.kind` (projections/src/applications.rs).
pub const PAGES: i16 = 1;
pub const REQUIREMENTS: i16 = 2;
pub const DIRECTORY: i16 = 1;
pub const LEAF: i16 = 2;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ApplicationRow {
    pub application_id: Uuid,
    pub project_id: Uuid,
    pub name: String,
    pub description: String,
    pub status: i16,
    pub created_by: Option<Uuid>,
    pub page_total: i32,
    pub page_completed: i32,
    pub requirement_total: i32,
    pub requirement_completed: i32,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i64,
}

const APPLICATION_COLUMNS: &str = "a.application_id, a.project_id, a.name, a.description, \
    a.status, a.created_by, a.page_total, a.page_completed, a.requirement_total, \
    a.requirement_completed, a.created_at, a.updated_at, a.version";

#[derive(Debug, Clone, Default)]
pub struct ApplicationListFilter {
    pub keyword: Option<String>,
    pub project_ids: Vec<Uuid>,
    pub status_ids: Vec<i16>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ApplicationSortField {
    UpdatedAt,
    CreatedAt,
    Name,
    Status,
}

#[derive(Debug, Clone, Copy)]
pub struct ApplicationSort {
    pub field: ApplicationSortField,
    pub descending: bool,
}

impl Default for ApplicationSort {
    fn default() -> Self {
        Self {
            field: ApplicationSortField::UpdatedAt,
            descending: true,
        }
    }
}

pub async fn by_id(
    pool: &ReadPool,
    application_id: Uuid,
) -> Result<Option<ApplicationRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT {APPLICATION_COLUMNS} FROM application_list a WHERE a.application_id = $1"
        ))
        .bind(application_id),
    )
    .await
}

fn push_filter(query: &mut QueryBuilder<'_, Postgres>, filter: &ApplicationListFilter) {
    if let Some(keyword) = filter.keyword.as_deref().filter(|k| !k.is_empty()) {
        // Same expression as the trigram index (schema …12_applications.sql).
        query
            .push(" AND (a.name || ' ' || a.description) ILIKE ")
            .push_bind(super::like_pattern(keyword));
    }
    if !filter.project_ids.is_empty() {
        query
            .push(" AND a.project_id = ANY(")
            .push_bind(filter.project_ids.clone())
            .push(")");
    }
    if !filter.status_ids.is_empty() {
        query
            .push(" AND a.status = ANY(")
            .push_bind(filter.status_ids.clone())
            .push(")");
    }
}

pub async fn list(
    pool: &ReadPool,
    filter: &ApplicationListFilter,
    sort: ApplicationSort,
    offset: i64,
    limit: i64,
) -> Result<Vec<ApplicationRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(format!(
        "SELECT {APPLICATION_COLUMNS} FROM application_list a WHERE true"
    ));
    push_filter(&mut query, filter);
    let direction = if sort.descending { "DESC" } else { "ASC" };
    let column = match sort.field {
        ApplicationSortField::UpdatedAt => "a.updated_at",
        ApplicationSortField::CreatedAt => "a.created_at",
        ApplicationSortField::Name => "lower(a.name)",
        ApplicationSortField::Status => "a.status",
    };
    query
        .push(format!(
            " ORDER BY {column} {direction}, a.application_id {direction} LIMIT "
        ))
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}

/// An application as it went to the trash (issue 35): its row, kept in `application_trash`, so
/// a deletion is told to the screens that show it (their lists and its page drop it).
pub async fn trashed_by_id(
    pool: &ReadPool,
    application_id: Uuid,
) -> Result<Option<ApplicationRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT {APPLICATION_COLUMNS} FROM application_trash t,
                 jsonb_populate_record(NULL::application_list, t.rows -> 'application_list' -> 0) a
             WHERE t.entity_id = $1"
        ))
        .bind(application_id),
    )
    .await
}

/// Whether the application is in the list with `filter` as it is now (issue 32: a live list
/// asks the list's own SQL rather than a matcher of its own).
pub async fn in_list(
    pool: &ReadPool,
    application_id: Uuid,
    filter: &ApplicationListFilter,
) -> Result<bool, sqlx::Error> {
    super::live::in_list(
        pool,
        "application_list a",
        "a.application_id",
        application_id,
        |query| push_filter(query, filter),
    )
    .await
}

pub async fn count(pool: &ReadPool, filter: &ApplicationListFilter) -> Result<Total, sqlx::Error> {
    total(pool, "application_list a WHERE true", |query| {
        push_filter(query, filter)
    })
    .await
}

/// Whether another application of the project already has this name (case-insensitively).
pub async fn name_taken(
    pool: &ReadPool,
    project_id: Uuid,
    name: &str,
    except: Option<Uuid>,
) -> Result<bool, sqlx::Error> {
    pool.fetch_scalar(
        sqlx::query_scalar(
            "SELECT EXISTS (SELECT 1 FROM application_list WHERE project_id = $1
                            AND lower(name) = lower($2) AND application_id IS DISTINCT FROM $3)",
        )
        .bind(project_id)
        .bind(name.trim())
        .bind(except),
    )
    .await
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct NodeRow {
    pub node_id: Uuid,
    pub application_id: Uuid,
    pub tree: i16,
    pub kind: i16,
    pub parent_id: Option<Uuid>,
    pub moved_from: Option<Uuid>,
    pub position: i32,
    pub name: String,
    pub content: String,
    pub status: i16,
    pub path: Vec<Uuid>,
    pub depth: i32,
    pub child_count: i32,
    pub leaf_total: i32,
    pub leaf_completed: i32,
    pub requirement_ids: Vec<Uuid>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i64,
}

const NODE_COLUMNS: &str = "n.node_id, n.application_id, n.tree, n.kind, n.parent_id, \
    n.moved_from, n.position, n.name, n.content, n.status, n.path, n.depth, n.child_count, \
    n.leaf_total, n.leaf_completed, n.requirement_ids, n.created_at, n.updated_at, n.version";

pub async fn node_by_id(pool: &ReadPool, node_id: Uuid) -> Result<Option<NodeRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT {NODE_COLUMNS} FROM application_nodes n WHERE n.node_id = $1"
        ))
        .bind(node_id),
    )
    .await
}

/// A page or requirement as it went to the trash with its subtree (issue 35): the entry's own
/// row, so the trees that show it drop it.
pub async fn trashed_node_by_id(
    pool: &ReadPool,
    node_id: Uuid,
) -> Result<Option<NodeRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT {NODE_COLUMNS} FROM application_node_trash t,
                 jsonb_populate_record(NULL::application_nodes, t.rows -> 'application_nodes' -> 0) n
             WHERE t.entity_id = $1"
        ))
        .bind(node_id),
    )
    .await
}

/// A node in the trash that a live one links, and the title of the trash entry that brings it
/// back (its own, or the directory's it went with).
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct TrashedLinkRow {
    #[sqlx(flatten)]
    pub node: NodeRow,
    pub trash_title: String,
}

/// What `node` links that is in the trash (issue 35: a link to a deleted requirement stays, and
/// reads "(deleted)"): a page's requirements, a requirement's pages, by name, wherever in the
/// trash they wait (on their own or below a deleted directory).
pub async fn trashed_links(
    pool: &ReadPool,
    node: &NodeRow,
) -> Result<Vec<TrashedLinkRow>, sqlx::Error> {
    pool.fetch_all(
        sqlx::query_as(&format!(
            "SELECT {NODE_COLUMNS}, t.title AS trash_title FROM application_node_trash t
             CROSS JOIN LATERAL jsonb_populate_recordset(NULL::application_nodes,
                 t.rows -> 'application_nodes') n
             WHERE n.application_id = $3
               AND (n.node_id = ANY($1) OR n.requirement_ids @> ARRAY[$2]::uuid[])
             ORDER BY lower(n.name), n.node_id LIMIT 500"
        ))
        .bind(node.requirement_ids.clone())
        .bind(node.node_id)
        .bind(node.application_id),
    )
    .await
}

/// Nodes by id, in the order of `ids` (a path, root first).
pub async fn nodes_by_ids(pool: &ReadPool, ids: &[Uuid]) -> Result<Vec<NodeRow>, sqlx::Error> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    pool.fetch_all(
        sqlx::query_as(&format!(
            "SELECT {NODE_COLUMNS} FROM unnest($1::uuid[]) WITH ORDINALITY AS i(id, o)
             JOIN application_nodes n ON n.node_id = i.id ORDER BY i.o"
        ))
        .bind(ids.to_vec()),
    )
    .await
}

/// Which nodes a node connection lists.
#[derive(Debug, Clone)]
pub enum NodeList {
    /// A tree's roots, in order.
    Roots { application_id: Uuid, tree: i16 },
    /// A directory's children, in order.
    Children { parent_id: Uuid },
    /// Requirement leaves no page implements.
    RequirementsWithoutPage { application_id: Uuid },
    /// Page leaves implementing no requirement.
    PagesWithoutRequirement { application_id: Uuid },
    /// The pages implementing a requirement, or the requirements a page implements.
    Linked { node_id: Uuid },
    /// One tree's nodes whose name holds `keyword` (case-insensitively), of one kind when
    /// given: the tree pickers' search, so a picker never loads a whole tree (issue 33).
    Named {
        application_id: Uuid,
        tree: i16,
        keyword: String,
        kind: Option<i16>,
    },
}

fn push_node_list(query: &mut QueryBuilder<'_, Postgres>, list: &NodeList) {
    match list.clone() {
        NodeList::Roots {
            application_id,
            tree,
        } => {
            query
                .push(" WHERE n.application_id = ")
                .push_bind(application_id)
                .push(" AND n.tree = ")
                .push_bind(tree)
                .push(" AND n.parent_id IS NULL");
        }
        NodeList::Children { parent_id } => {
            query.push(" WHERE n.parent_id = ").push_bind(parent_id);
        }
        NodeList::RequirementsWithoutPage { application_id } => {
            query
                .push(" WHERE n.application_id = ")
                .push_bind(application_id)
                .push(format!(
                    " AND n.tree = {REQUIREMENTS} AND n.kind = {LEAF} AND NOT EXISTS (
                       SELECT 1 FROM application_nodes p WHERE p.requirement_ids @> ARRAY[n.node_id])"
                ));
        }
        NodeList::PagesWithoutRequirement { application_id } => {
            query
                .push(" WHERE n.application_id = ")
                .push_bind(application_id)
                // A link to a requirement in the trash implements nothing (issue 35).
                .push(format!(
                    " AND n.tree = {PAGES} AND n.kind = {LEAF} AND NOT EXISTS (
                       SELECT 1 FROM application_nodes r WHERE r.node_id = ANY(n.requirement_ids))"
                ));
        }
        NodeList::Named {
            application_id,
            tree,
            keyword,
            kind,
        } => {
            query
                .push(" WHERE n.application_id = ")
                .push_bind(application_id)
                .push(" AND n.tree = ")
                .push_bind(tree)
                .push(" AND n.name ILIKE ")
                .push_bind(super::like_pattern(&keyword));
            if let Some(kind) = kind {
                query.push(" AND n.kind = ").push_bind(kind);
            }
        }
        NodeList::Linked { node_id } => {
            query
                .push(" WHERE (n.node_id = ANY(SELECT unnest(requirement_ids) FROM application_nodes WHERE node_id = ")
                .push_bind(node_id)
                .push(") OR n.requirement_ids @> ARRAY[")
                .push_bind(node_id)
                .push("::uuid])");
        }
    }
}

/// One page of a node list: in place order for roots and children, else by name.
pub async fn nodes(
    pool: &ReadPool,
    list: &NodeList,
    offset: i64,
    limit: i64,
) -> Result<Vec<NodeRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(format!("SELECT {NODE_COLUMNS} FROM application_nodes n"));
    push_node_list(&mut query, list);
    let order = match list {
        NodeList::Roots { .. } | NodeList::Children { .. } => "n.position, n.node_id",
        _ => "n.tree, lower(n.name), n.node_id",
    };
    query
        .push(format!(" ORDER BY {order} LIMIT "))
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}

pub async fn count_nodes(pool: &ReadPool, list: &NodeList) -> Result<Total, sqlx::Error> {
    total(pool, "application_nodes n", |query| {
        push_node_list(query, list)
    })
    .await
}

/// Most entries a subtree answer holds.
pub const SUBTREE_LIMIT: i64 = 2_000;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SubtreeRow {
    pub level: i32,
    #[sqlx(flatten)]
    pub node: NodeRow,
}

/// A directory's subtree to `depth` levels, depth first in place order: one range of the
/// order index, from the directory's order key to the end of its subtree, in the key's order
/// (`order_key` holds the ranks among siblings from the root down; schema
/// `…_application_order.sql`, `…_application_ranks.sql`).
/// Levels below `depth` are in the range too and left out by the filter, which the outline's
/// three levels of a top directory hardly meet; a walk visited every directory and sorted what
/// it carried (P12, docs/benchmarks.md).
pub async fn subtree(
    pool: &ReadPool,
    directory: &NodeRow,
    depth: i32,
) -> Result<Vec<SubtreeRow>, sqlx::Error> {
    pool.fetch_all(
        sqlx::query_as(&subtree_sql())
            .bind(directory.node_id)
            .bind(directory.application_id)
            .bind(directory.tree)
            .bind(directory.depth)
            .bind(depth)
            .bind(SUBTREE_LIMIT),
    )
    .await
}

/// [`subtree`]'s statement (the bench runs it raw too): `$1` the directory, `$2` its
/// application, `$3` its tree, `$4` its depth, `$5` the levels asked, `$6` the most entries.
/// The application, tree and bounds are the index's own columns, so its scan returns the rows
/// in order and stops at the limit.
pub fn subtree_sql() -> String {
    format!(
        "SELECT n.depth - $4 AS level, {NODE_COLUMNS} FROM application_nodes n
         WHERE n.application_id = $2 AND n.tree = $3
           AND n.order_key > (SELECT order_key FROM application_nodes WHERE node_id = $1)
           AND n.order_key < (SELECT order_key || 9223372036854775807 FROM application_nodes
                              WHERE node_id = $1)
           AND n.depth <= $4 + $5
         ORDER BY n.order_key LIMIT $6"
    )
}
