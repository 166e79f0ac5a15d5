//! Projection "applications" (issue 16): `application_list` and `application_nodes`, the pages
//! and requirements trees of every application.
//!
//! A node's row keeps its ancestors (`path`, root first), its place among its siblings and,
//! for directories, the leaves below it and how many are completed, so opening a directory
//! reads its children with their progress and never counts (spec: progress is kept as nodes
//! change). Every change moves the counts along the path once: a leaf appearing, a leaf's
//! status entering or leaving "completed", a subtree leaving one path and joining another.
//!
//! Each event first reads the node's row: a row already at the event's version means the event
//! was applied (a replay), and nothing is written again, counts included.
//!
//! The trash (issue 35): a deleted application's row goes to `application_trash` with every
//! node of its trees; a deleted page or requirement goes to `application_node_trash` with its
//! whole subtree, in one entry, and its place and counts leave the tree as a move's do. A
//! restore puts the rows back and the subtree in its place again: under its directory as that
//! directory is now (it may have moved meanwhile), at its old place among the siblings there
//! are now. The nodes that went with a directory or an application record it in their own
//! events, which change no row here but their version when they come back.

use async_trait::async_trait;
use sqlx::PgConnection;
use staffhub_domain::applications::application::ApplicationEvent;
use staffhub_domain::applications::node::ApplicationNodeEvent;
use staffhub_domain::applications::{NodeKind, NodeStatus, Tree};
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::guarded::PgQuery;
use crate::trash::Trashable;
use crate::{ChangeKind, ChangeNotice, Projection, ProjectionError};

pub struct ApplicationsProjection;

const NAME: &str = "applications";

/// Where a deleted application waits with its pages and requirements (issue 35).
pub const APPLICATION_TRASH: Trashable = Trashable {
    projection: NAME,
    entity_type: "Application",
    trash: "application_trash",
    table: "application_list",
    id_column: "application_id",
    title_column: "name",
    children: &[("application_nodes", "application_id")],
};

/// Where a deleted page or requirement waits with its subtree (issue 35): its own row first in
/// `rows`, then the rows below it (`Trashable::discard_with_descendants` over `path`).
pub const NODE_TRASH: Trashable = Trashable {
    projection: NAME,
    entity_type: "ApplicationNode",
    trash: "application_node_trash",
    table: "application_nodes",
    id_column: "node_id",
    title_column: "name",
    children: &[],
};

fn db(source: sqlx::Error) -> ProjectionError {
    ProjectionError::Database {
        projection: NAME,
        source,
    }
}

/// The read model's numbers for the domain's enums.
pub fn tree_id(tree: Tree) -> i16 {
    match tree {
        Tree::Pages => 1,
        Tree::Requirements => 2,
    }
}

pub fn kind_id(kind: NodeKind) -> i16 {
    match kind {
        NodeKind::Directory => 1,
        NodeKind::Leaf => 2,
    }
}

const LEAF: i16 = 2;

/// A node's row as the counts need it.
#[derive(sqlx::FromRow)]
struct Current {
    application_id: Uuid,
    tree: i16,
    kind: i16,
    parent_id: Option<Uuid>,
    position: i32,
    status: i16,
    path: Vec<Uuid>,
    order_key: Vec<i64>,
    leaf_total: i32,
    leaf_completed: i32,
    version: i64,
}

async fn current(
    conn: &mut PgConnection,
    node_id: Uuid,
) -> Result<Option<Current>, ProjectionError> {
    sqlx::query_as(
        "SELECT application_id, tree, kind, parent_id, position, status, path, order_key,
                leaf_total, leaf_completed, version
         FROM application_nodes WHERE node_id = $1",
    )
    .bind(node_id)
    .fetch_optional(&mut *conn)
    .await
    .map_err(db)
}

fn completed(status: i16) -> i32 {
    i32::from(status == NodeStatus::Completed.id() as i16)
}

/// Adds `total` leaves, `done` of them completed, to the nodes of `path` and to the
/// application's count for `tree`.
async fn count_leaves(
    conn: &mut PgConnection,
    application_id: Uuid,
    tree: i16,
    path: &[Uuid],
    total: i32,
    done: i32,
) -> Result<(), ProjectionError> {
    if total == 0 && done == 0 {
        return Ok(());
    }
    sqlx::query(
        "UPDATE application_nodes SET leaf_total = leaf_total + $2,
             leaf_completed = leaf_completed + $3
         WHERE node_id = ANY($1)",
    )
    .bind(path)
    .bind(total)
    .bind(done)
    .execute(&mut *conn)
    .await
    .map_err(db)?;
    let (total_column, done_column) = if tree == tree_id(Tree::Pages) {
        ("page_total", "page_completed")
    } else {
        ("requirement_total", "requirement_completed")
    };
    // `path` may hold the leaf itself (a status change); the application counts it once.
    sqlx::query(&format!(
        "UPDATE application_list SET {total_column} = {total_column} + $2,
             {done_column} = {done_column} + $3
         WHERE application_id = $1"
    ))
    .bind(application_id)
    .bind(total)
    .bind(done)
    .execute(&mut *conn)
    .await
    .map_err(db)?;
    Ok(())
}

/// Where a node placed under `parent` goes: its path (its ancestors, root first) and the order
/// key of its place's parent (the ranks from the root down to the parent; a root's is empty),
/// to which the node's own rank is added.
struct Under {
    path: Vec<Uuid>,
    key: Vec<i64>,
}

async fn under(conn: &mut PgConnection, parent: Option<Uuid>) -> Result<Under, ProjectionError> {
    let Some(parent) = parent else {
        return Ok(Under {
            path: Vec::new(),
            key: Vec::new(),
        });
    };
    let row: Option<(Vec<Uuid>, Vec<i64>)> = sqlx::query_as(
        "SELECT path || node_id, order_key FROM application_nodes WHERE node_id = $1",
    )
    .bind(parent)
    .fetch_optional(&mut *conn)
    .await
    .map_err(db)?;
    // The aggregate places a node only under a live directory; were it gone, the node would
    // still be kept, as the first of a root's order.
    Ok(row.map_or_else(
        || Under {
            path: vec![parent],
            key: vec![0],
        },
        |(path, key)| Under { path, key },
    ))
}

/// How far apart the ranks of siblings placed one after another are: 32 places can be made
/// between two neighbours, each halving the room, before their siblings are ranked again.
const RANK_GAP: i64 = 1 << 32;

/// The rank a node takes between the siblings ranked `before` and `after` it (either may be
/// missing), or `None` when no whole number lies between them.
fn rank_between(before: Option<i64>, after: Option<i64>) -> Option<i64> {
    match (before, after) {
        (None, None) => Some(0),
        // Below the largest key element, which ends the range of a parent's subtree.
        (Some(before), None) => before.checked_add(RANK_GAP).filter(|rank| *rank < i64::MAX),
        (None, Some(after)) => after.checked_sub(RANK_GAP),
        (Some(before), Some(after)) => {
            let room = after.checked_sub(before)?;
            (room >= 2).then(|| before + room / 2)
        }
    }
}

/// The ranks of the siblings at `place - 1` and `place` under `parent` (other than `node_id`),
/// as their positions say before the node is placed between them.
async fn neighbour_ranks(
    conn: &mut PgConnection,
    application_id: Uuid,
    tree: i16,
    parent: Option<Uuid>,
    node_id: Uuid,
    place: i32,
) -> Result<(Option<i64>, Option<i64>), ProjectionError> {
    let rows: Vec<(i32, i64)> = sqlx::query_as(&format!(
        "SELECT position, order_key[cardinality(order_key)] FROM application_nodes
         WHERE {} AND node_id <> $4 AND position IN ($5 - 1, $5)",
        siblings(parent)
    ))
    .bind(application_id)
    .bind(tree)
    .bind(parent)
    .bind(node_id)
    .bind(place)
    .fetch_all(&mut *conn)
    .await
    .map_err(db)?;
    let at = |position: i32| rows.iter().find(|r| r.0 == position).map(|r| r.1);
    Ok((at(place - 1), at(place)))
}

/// Ranks the siblings under `parent` (other than `node_id`) again, `RANK_GAP` apart in their
/// place order, and carries each one's subtree along: element `parent_key.len() + 1` of every
/// key in the parent's range is a sibling's rank. Rare (the room between two neighbours ran
/// out), so a place made between siblings costs one row, not their subtrees, on the whole.
async fn rerank(
    conn: &mut PgConnection,
    application_id: Uuid,
    tree: i16,
    (parent, parent_key): (Option<Uuid>, &[i64]),
    node_id: Uuid,
) -> Result<(), ProjectionError> {
    sqlx::query(&format!(
        "WITH s AS (
             SELECT order_key[$5] AS old, (row_number() OVER (ORDER BY position, node_id) - 1) * $6 AS new
             FROM application_nodes WHERE {} AND node_id <> $4
         )
         UPDATE application_nodes n SET order_key[$5] = s.new FROM s
         WHERE n.application_id = $1 AND n.tree = $2
           AND n.order_key > $7 AND n.order_key < $7 || {}::bigint
           AND n.order_key[$5] = s.old",
        siblings(parent),
        i64::MAX
    ))
    .bind(application_id)
    .bind(tree)
    .bind(parent)
    .bind(node_id)
    .bind(parent_key.len() as i32 + 1)
    .bind(RANK_GAP)
    .bind(parent_key)
    .execute(&mut *conn)
    .await
    .map_err(db)?;
    Ok(())
}

/// Gives `node_id` and its subtree the order key of their new place: `key` (its parent's) with
/// `rank`, followed by what each key held below the node's old key, `old_len` long.
async fn rekey_subtree(
    conn: &mut PgConnection,
    node_id: Uuid,
    key: &[i64],
    rank: i64,
    old_len: usize,
) -> Result<(), ProjectionError> {
    sqlx::query(
        "UPDATE application_nodes SET order_key = $2 || $3 || order_key[$4 + 1:]
         WHERE node_id = $1 OR path @> ARRAY[$1]",
    )
    .bind(node_id)
    .bind(key)
    .bind(rank)
    .bind(old_len as i32)
    .execute(&mut *conn)
    .await
    .map_err(db)?;
    Ok(())
}

/// Siblings under `parent` (`$3`), written so the index on `parent_id` (or the roots' partial
/// index) serves it: `IS NOT DISTINCT FROM` would not.
fn siblings(parent: Option<Uuid>) -> &'static str {
    match parent {
        Some(_) => "application_id = $1 AND tree = $2 AND parent_id = $3",
        None => "application_id = $1 AND tree = $2 AND parent_id IS NULL AND $3::uuid IS NULL",
    }
}

/// Where a node goes among its siblings: its place (its position) and its rank (the last
/// element of its order key).
struct Place {
    position: i32,
    rank: i64,
}

/// Makes room at `position` among the children of `parent` (other than `node_id`), whose order
/// key is `parent_key`, and returns the place the node takes: `position`, or the end when the
/// list is shorter, and a rank between its neighbours' (issue 33 §3). The siblings after it
/// move one place on; their order keys stay as they are.
async fn make_room(
    conn: &mut PgConnection,
    application_id: Uuid,
    tree: i16,
    (parent, parent_key): (Option<Uuid>, &[i64]),
    node_id: Uuid,
    position: i32,
) -> Result<Place, ProjectionError> {
    let count: i64 = sqlx::query_scalar(&format!(
        "SELECT count(*) FROM application_nodes WHERE {} AND node_id <> $4",
        siblings(parent)
    ))
    .bind(application_id)
    .bind(tree)
    .bind(parent)
    .bind(node_id)
    .fetch_one(&mut *conn)
    .await
    .map_err(db)?;
    let place = position.clamp(0, count as i32);
    let (before, after) =
        neighbour_ranks(conn, application_id, tree, parent, node_id, place).await?;
    let rank = match rank_between(before, after) {
        Some(rank) => rank,
        None => {
            rerank(conn, application_id, tree, (parent, parent_key), node_id).await?;
            let (before, after) =
                neighbour_ranks(conn, application_id, tree, parent, node_id, place).await?;
            rank_between(before, after).expect("siblings ranked RANK_GAP apart leave room")
        }
    };
    sqlx::query(&format!(
        "UPDATE application_nodes SET position = position + 1
         WHERE {} AND node_id <> $4 AND position >= $5",
        siblings(parent)
    ))
    .bind(application_id)
    .bind(tree)
    .bind(parent)
    .bind(node_id)
    .bind(place)
    .execute(&mut *conn)
    .await
    .map_err(db)?;
    Ok(Place {
        position: place,
        rank,
    })
}

/// Closes the gap a node leaves at `position` among the children of `parent`.
async fn close_gap(
    conn: &mut PgConnection,
    node: &Current,
    node_id: Uuid,
) -> Result<(), ProjectionError> {
    sqlx::query(&format!(
        "UPDATE application_nodes SET position = position - 1
         WHERE {} AND node_id <> $4 AND position > $5",
        siblings(node.parent_id)
    ))
    .bind(node.application_id)
    .bind(node.tree)
    .bind(node.parent_id)
    .bind(node_id)
    .bind(node.position)
    .execute(&mut *conn)
    .await
    .map_err(db)?;
    // The siblings' ranks keep their order with a gap among them: their keys stay.
    Ok(())
}

async fn add_child(
    conn: &mut PgConnection,
    parent: Option<Uuid>,
    delta: i32,
) -> Result<(), ProjectionError> {
    if let Some(parent) = parent {
        sqlx::query(
            "UPDATE application_nodes SET child_count = child_count + $2 WHERE node_id = $1",
        )
        .bind(parent)
        .bind(delta)
        .execute(&mut *conn)
        .await
        .map_err(db)?;
    }
    Ok(())
}

/// The node's own row: `assignments` from `$4` on, `updated_at = $2`, `version = $3`.
async fn update_node(
    conn: &mut PgConnection,
    event: &JournalEvent,
    assignments: &str,
    bind: impl for<'q> FnOnce(PgQuery<'q>) -> PgQuery<'q>,
) -> Result<(), ProjectionError> {
    crate::guarded::update(
        conn,
        event,
        NAME,
        "application_nodes",
        "node_id",
        assignments,
        bind,
    )
    .await
}

impl ApplicationsProjection {
    async fn application(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<ChangeKind, ProjectionError> {
        let decoded = event
            .decode::<ApplicationEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?;
        Ok(match decoded {
            ApplicationEvent::ApplicationCreated {
                application_id,
                project_id,
                name,
                description,
                status,
            } => {
                let at = event.metadata.occurred_at_or(event.recorded_at);
                sqlx::query(
                    "INSERT INTO application_list (application_id, project_id, name, description,
                         status, created_by, page_total, page_completed, requirement_total,
                         requirement_completed, created_at, updated_at, version)
                     VALUES ($1, $2, $3, $4, $5, $6, 0, 0, 0, 0, $7, $7, $8)
                     ON CONFLICT (application_id) DO NOTHING",
                )
                .bind(application_id)
                .bind(project_id)
                .bind(name)
                .bind(description)
                .bind(status.id() as i16)
                .bind(event.metadata.actor_id)
                .bind(at)
                .bind(event.sequence)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                ChangeKind::Created
            }
            ApplicationEvent::ApplicationUpdated { name, description } => {
                crate::guarded::update(
                    conn,
                    event,
                    NAME,
                    "application_list",
                    "application_id",
                    "name = $4, description = $5",
                    |q| q.bind(name).bind(description),
                )
                .await?;
                ChangeKind::Updated
            }
            ApplicationEvent::ApplicationStatusChanged { to, .. } => {
                crate::guarded::update(
                    conn,
                    event,
                    NAME,
                    "application_list",
                    "application_id",
                    "status = $4",
                    |q| q.bind(to.id() as i16),
                )
                .await?;
                ChangeKind::Updated
            }
            // Its trees go with it: the counts are its own row's, and every node row of the
            // application goes in its entry.
            ApplicationEvent::ApplicationDeleted {} => {
                APPLICATION_TRASH.discard(conn, event).await?;
                ChangeKind::Deleted
            }
            ApplicationEvent::ApplicationRestored {} => {
                APPLICATION_TRASH.restore(conn, event).await?;
                ChangeKind::Created
            }
        })
    }

    /// A page or requirement to the trash with its subtree: out of its place (its siblings
    /// close up, its directory has a child fewer) and out of the counts of its directories and
    /// its application, as a move out of them.
    async fn discard_node(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
        node_id: Uuid,
        node: &Current,
    ) -> Result<(), ProjectionError> {
        NODE_TRASH
            .discard_with_descendants(conn, event, "path")
            .await?;
        close_gap(conn, node, node_id).await?;
        add_child(conn, node.parent_id, -1).await?;
        count_leaves(
            conn,
            node.application_id,
            node.tree,
            &node.path,
            -node.leaf_total,
            -node.leaf_completed,
        )
        .await
    }

    /// A page or requirement back from the trash with its subtree, where it was: under its
    /// directory as it is now, at its old place among the siblings there are now (or last).
    /// The aggregate restores one only while its directory is live. Applied again, it finds
    /// nothing in the trash and changes nothing.
    async fn restore_node(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
        node_id: Uuid,
    ) -> Result<(), ProjectionError> {
        let trashed: Option<Current> = sqlx::query_as(
            "SELECT n.application_id, n.tree, n.kind, n.parent_id, n.position, n.status, n.path,
                    n.order_key, n.leaf_total, n.leaf_completed, n.version
             FROM application_node_trash t,
                  jsonb_populate_record(NULL::application_nodes, t.rows -> 'application_nodes' -> 0) n
             WHERE t.entity_id = $1",
        )
        .bind(node_id)
        .fetch_optional(&mut *conn)
        .await
        .map_err(db)?;
        let Some(node) = trashed else {
            return Ok(());
        };
        let Under { path, key } = under(conn, node.parent_id).await?;
        let place = make_room(
            conn,
            node.application_id,
            node.tree,
            (node.parent_id, &key),
            node_id,
            node.position,
        )
        .await?;
        NODE_TRASH.restore(conn, event).await?;
        sqlx::query(
            "UPDATE application_nodes SET position = $2, path = $3,
                 depth = cardinality($3::uuid[])
             WHERE node_id = $1",
        )
        .bind(node_id)
        .bind(place.position)
        .bind(&path)
        .execute(&mut *conn)
        .await
        .map_err(db)?;
        if path != node.path {
            // Its directory moved while it was in the trash: the subtree takes the new prefix.
            sqlx::query(
                "UPDATE application_nodes
                 SET path = $2 || $1 || path[cardinality($3::uuid[]) + 2:],
                     depth = cardinality($2 || $1 || path[cardinality($3::uuid[]) + 2:])
                 WHERE path @> ARRAY[$1]",
            )
            .bind(node_id)
            .bind(&path)
            .bind(&node.path)
            .execute(&mut *conn)
            .await
            .map_err(db)?;
        }
        // Its place among the siblings there are now, whatever moved while it was away.
        rekey_subtree(conn, node_id, &key, place.rank, node.order_key.len()).await?;
        add_child(conn, node.parent_id, 1).await?;
        count_leaves(
            conn,
            node.application_id,
            node.tree,
            &path,
            node.leaf_total,
            node.leaf_completed,
        )
        .await
    }

    async fn node(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeKind>, ProjectionError> {
        let decoded = event
            .decode::<ApplicationNodeEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?;
        let node_id = Uuid::parse_str(&event.aggregate_id).unwrap_or_default();
        if let ApplicationNodeEvent::NodeCreated {
            node_id,
            application_id,
            tree,
            kind,
            parent_id,
            position,
            name,
            content,
            status,
        } = decoded
        {
            if current(conn, node_id).await?.is_some() {
                return Ok(None);
            }
            let (tree, kind, status) = (tree_id(tree), kind_id(kind), status.id() as i16);
            let Under { path, key } = under(conn, parent_id).await?;
            let place = make_room(
                conn,
                application_id,
                tree,
                (parent_id, &key),
                node_id,
                position,
            )
            .await?;
            let (total, done) = if kind == LEAF {
                (1, completed(status))
            } else {
                (0, 0)
            };
            let at = event.metadata.occurred_at_or(event.recorded_at);
            sqlx::query(
                "INSERT INTO application_nodes (node_id, application_id, tree, kind, parent_id,
                     moved_from, position, name, content, status, path, depth, child_count,
                     leaf_total, leaf_completed, requirement_ids, created_at, updated_at, version,
                     order_key)
                 VALUES ($1, $2, $3, $4, $5, NULL, $6, $7, $8, $9, $10, cardinality($10::uuid[]),
                     0, $11, $12, '{}', $13, $13, $14, $15 || $16::bigint)",
            )
            .bind(node_id)
            .bind(application_id)
            .bind(tree)
            .bind(kind)
            .bind(parent_id)
            .bind(place.position)
            .bind(name)
            .bind(content)
            .bind(status)
            .bind(&path)
            .bind(total)
            .bind(done)
            .bind(at)
            .bind(event.sequence)
            .bind(&key)
            .bind(place.rank)
            .execute(&mut *conn)
            .await
            .map_err(db)?;
            add_child(conn, parent_id, 1).await?;
            count_leaves(conn, application_id, tree, &path, total, done).await?;
            return Ok(Some(ChangeKind::Created));
        }
        if let ApplicationNodeEvent::NodeRestored {} = decoded {
            // Its row is in the trash, not live.
            if current(conn, node_id).await?.is_some() {
                return Ok(None);
            }
            self.restore_node(conn, event, node_id).await?;
            return Ok(Some(ChangeKind::Created));
        }
        let Some(node) = current(conn, node_id).await? else {
            // Gone with a directory or an application (its row is in their entry), or in the
            // trash: nothing of it is live to change.
            return Ok(None);
        };
        if node.version >= event.sequence {
            return Ok(None);
        }
        match decoded {
            ApplicationNodeEvent::NodeCreated { .. } | ApplicationNodeEvent::NodeRestored {} => {
                unreachable!("handled above")
            }
            ApplicationNodeEvent::NodeDeleted {} => {
                self.discard_node(conn, event, node_id, &node).await?;
                return Ok(Some(ChangeKind::Deleted));
            }
            // Its row went with its directory's or its application's (decided together, that
            // one's event comes first): nothing is left here. Were it still live, the one that
            // takes it along is yet to come.
            ApplicationNodeEvent::NodeDeletedWithDirectory { .. }
            | ApplicationNodeEvent::NodeDeletedWithApplication {} => return Ok(None),
            // Back with its directory or its application (whose event, first, put its row back
            // as it was): it takes its own version, the one its next command is decided at.
            ApplicationNodeEvent::NodeRestoredWithDirectory { .. }
            | ApplicationNodeEvent::NodeRestoredWithApplication {} => {
                sqlx::query(
                    "UPDATE application_nodes SET version = $2 WHERE node_id = $1 AND version < $2",
                )
                .bind(node_id)
                .bind(event.sequence)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                return Ok(None);
            }
            ApplicationNodeEvent::NodeEdited { name, content } => {
                update_node(conn, event, "name = $4, content = $5", |q| {
                    q.bind(name).bind(content)
                })
                .await?;
            }
            ApplicationNodeEvent::NodeStatusChanged { to, .. } => {
                let to = to.id() as i16;
                update_node(conn, event, "status = $4", |q| q.bind(to)).await?;
                if node.kind == LEAF {
                    // The leaf counts itself; its ancestors and the application follow.
                    let delta = completed(to) - completed(node.status);
                    let mut counted = node.path.clone();
                    counted.push(node_id);
                    count_leaves(conn, node.application_id, node.tree, &counted, 0, delta).await?;
                }
            }
            ApplicationNodeEvent::NodeMoved {
                to_parent,
                to_position,
                ..
            } => {
                // Out of the old place: siblings close up, the old ancestors lose the subtree.
                close_gap(conn, &node, node_id).await?;
                add_child(conn, node.parent_id, -1).await?;
                let (total, done) = (node.leaf_total, node.leaf_completed);
                count_leaves(
                    conn,
                    node.application_id,
                    node.tree,
                    &node.path,
                    -total,
                    -done,
                )
                .await?;
                // Into the new one.
                let Under { path, key } = under(conn, to_parent).await?;
                let place = make_room(
                    conn,
                    node.application_id,
                    node.tree,
                    (to_parent, &key),
                    node_id,
                    to_position,
                )
                .await?;
                update_node(
                    conn,
                    event,
                    "moved_from = parent_id, parent_id = $4, position = $5, path = $6,
                     depth = cardinality($6::uuid[]), order_key = $7",
                    |q| {
                        let own_key: Vec<i64> = key.iter().copied().chain([place.rank]).collect();
                        q.bind(to_parent)
                            .bind(place.position)
                            .bind(path.clone())
                            .bind(own_key)
                    },
                )
                .await?;
                // The subtree follows, in one pass over its rows: every descendant's path gets
                // the new prefix, and its order key the node's new one.
                sqlx::query(
                    "UPDATE application_nodes
                     SET path = $2 || $1 || path[cardinality($3::uuid[]) + 2:],
                         depth = cardinality($2 || $1 || path[cardinality($3::uuid[]) + 2:]),
                         order_key = $4 || $5 || order_key[$6 + 1:]
                     WHERE path @> ARRAY[$1]",
                )
                .bind(node_id)
                .bind(&path)
                .bind(&node.path)
                .bind(&key)
                .bind(place.rank)
                .bind(node.order_key.len() as i32)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                add_child(conn, to_parent, 1).await?;
                count_leaves(conn, node.application_id, node.tree, &path, total, done).await?;
            }
            ApplicationNodeEvent::RequirementLinked { requirement_id } => {
                update_node(
                    conn,
                    event,
                    "requirement_ids = array_append(array_remove(requirement_ids, $4), $4)",
                    |q| q.bind(requirement_id),
                )
                .await?;
            }
            ApplicationNodeEvent::RequirementUnlinked { requirement_id } => {
                update_node(
                    conn,
                    event,
                    "requirement_ids = array_remove(requirement_ids, $4)",
                    |q| q.bind(requirement_id),
                )
                .await?;
            }
        }
        Ok(Some(ChangeKind::Updated))
    }
}

#[async_trait]
impl Projection for ApplicationsProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["Application", "ApplicationNode"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &[
            "application_list",
            "application_nodes",
            "application_trash",
            "application_node_trash",
        ]
    }

    async fn apply(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        let kind = match event.aggregate_type.as_str() {
            "Application" => Some(self.application(conn, event).await?),
            "ApplicationNode" => self.node(conn, event).await?,
            _ => None,
        };
        Ok(kind.map(|kind| ChangeNotice {
            entity_type: event.aggregate_type.clone(),
            entity_id: event.aggregate_id.clone(),
            version: event.sequence,
            kind,
            correlation_id: event.metadata.correlation_id,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::{RANK_GAP, rank_between};

    #[test]
    fn a_first_child_is_ranked_zero_and_the_next_ones_a_gap_before_or_after() {
        assert_eq!(rank_between(None, None), Some(0));
        assert_eq!(rank_between(Some(7), None), Some(7 + RANK_GAP));
        assert_eq!(rank_between(None, Some(7)), Some(7 - RANK_GAP));
    }

    #[test]
    fn a_place_between_two_takes_the_middle_of_their_room_until_none_is_left() {
        assert_eq!(rank_between(Some(0), Some(RANK_GAP)), Some(RANK_GAP / 2));
        assert_eq!(rank_between(Some(-3), Some(1)), Some(-1));
        assert_eq!(rank_between(Some(4), Some(6)), Some(5));
        assert_eq!(rank_between(Some(4), Some(5)), None);
        // The room of one gap lasts 32 places made at the same spot.
        let (before, mut after) = (0, RANK_GAP);
        for _ in 0..32 {
            after = rank_between(Some(before), Some(after)).unwrap();
        }
        assert_eq!(after, 1);
        assert_eq!(rank_between(Some(before), Some(after)), None);
    }

    #[test]
    fn the_ends_of_the_range_ask_for_a_new_ranking_instead_of_overflowing() {
        assert_eq!(rank_between(Some(i64::MAX - 1), None), None);
        assert_eq!(rank_between(Some(i64::MAX - RANK_GAP), None), None);
        assert_eq!(rank_between(None, Some(i64::MIN + 1)), None);
        assert_eq!(rank_between(Some(i64::MIN), Some(i64::MAX)), None);
    }
}
