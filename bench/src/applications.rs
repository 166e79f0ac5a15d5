//! P12 (issue 16): an application's tree of 10,000 pages. Three figures over one tree:
//!
//! - **opening a directory**: `applicationNodeChildren` (its children with their status, child
//!   count and kept progress), every directory of the tree in turn, from N clients;
//! - **a subtree to depth 3**: `applicationSubtree(depth: 3)` of each top directory in turn
//!   (about a thousand entries each, as the frontend's outline asks a top directory's
//!   subtree), from N clients; the same of each section (about a hundred) for scale;
//! - **a directory's move**: a top directory with 1,000 descendants moved back and forth
//!   between two other top directories by `moveApplicationNode`, one at a time, each timed
//!   end to end (the mutation answers after the read model holds the move: read-your-writes),
//!   with the server's own stage timings and a check of the subtree's rows after each move.
//!
//! Every read figure is set beside the very SQL the server runs for it
//! (`read::applications::node_by_id`, then `nodes` or `subtree`) run raw from N connections.
//!
//! The tree is built through the real command path, not written into the read model: the
//! project and the application through GraphQL, the 10,000 nodes through the journal's
//! `execute` (the domain deciding each `CreateNode` with the same write-side lookups the API
//! gives it) from this process, so the journal holds every node's creation as the move's
//! lookups need it, and the server's own projection builds the read model (paths, child
//! counts, kept progress) from those events.
//!
//! The shape: `fanout` top directories ("areas") of `fanout` sections of `fanout` groups, and
//! the leaves (screens) spread over the groups, so that the tree holds `nodes` nodes and area
//! 0, the one that moves, `nodes / fanout` descendants (10 × 10 × 10 and 8,890 leaves: 1,000).

use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{Context, anyhow, bail};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use futures::{StreamExt, TryStreamExt, stream};
use serde::Deserialize;
use serde::de::IgnoredAny;
use serde_json::{Value, json};
use sqlx::Row;
use staffhub_api::lookups::DirectoryLookup;
use staffhub_domain::applications::node::{
    ApplicationNode, ApplicationNodeCommand, ApplicationNodeError,
};
use staffhub_domain::applications::{ApplicationServices, NodeKind, Tree};
use staffhub_journal::{ExecuteError, Journal, Metadata};
use uuid::Uuid;

use crate::client::{self, Answer, Call, Operation};
use crate::commands::{Throughput, collect};
use crate::server::{self, Server};
use crate::stages;
use crate::stats::Samples;

const CHILDREN: &str = "query($id: ID!) { applicationNodeChildren(id: $id) {
  edges { node { id name statusId childCount progress { completed total } } } } }";

const SUBTREE: &str = "query($id: ID!) { applicationSubtree(id: $id, depth: 3) {
  level node { id name statusId childCount progress { completed total } } } }";

const MOVE: &str =
    "mutation($input: MoveApplicationNodeInput!) { moveApplicationNode(input: $input) {
  node { id depth parent { id } progress { completed total } } } }";

/// `read::applications`'s columns of a node.
const NODE_COLUMNS: &str = "n.node_id, n.application_id, n.tree, n.kind, n.parent_id, \
    n.moved_from, n.position, n.name, n.content, n.status, n.path, n.depth, n.child_count, \
    n.leaf_total, n.leaf_completed, n.requirement_ids, n.created_at, n.updated_at, n.version";

/// What `read::applications::node_by_id` runs (both queries look the directory up first).
fn node_by_id_sql() -> String {
    format!("SELECT {NODE_COLUMNS} FROM application_nodes n WHERE n.node_id = $1")
}

/// What `read::applications::nodes` builds for a directory's children, first 20 (it asks for
/// one row more to know whether there is a next page).
fn children_sql() -> String {
    format!(
        "SELECT {NODE_COLUMNS} FROM application_nodes n WHERE n.parent_id = $1 \
         ORDER BY n.position, n.node_id LIMIT $2 OFFSET $3"
    )
}

/// What `read::applications::subtree` runs: one range of the order index (issue 33 §3).
fn subtree_sql() -> String {
    staffhub_api::read::applications::subtree_sql()
}

/// The subtree as `read::applications::subtree` ran it before the materialized order (issue
/// 33), for comparison: a recursive walk of the children index, each node's row carried along
/// and sorted at the end.
fn walked_subtree_sql() -> String {
    format!(
        "WITH RECURSIVE t AS (
             SELECT n.*, 1 AS level, ARRAY[n.position] AS sort_key
             FROM application_nodes n WHERE n.parent_id = $1
             UNION ALL
             SELECT c.*, t.level + 1, t.sort_key || c.position
             FROM t JOIN application_nodes c ON c.parent_id = t.node_id
             WHERE t.level < $2
         )
         SELECT n.level, {NODE_COLUMNS} FROM t n
         ORDER BY n.sort_key, n.node_id LIMIT $3"
    )
}

/// The projection's statement that carries a moved directory's subtree along
/// (`projections::applications`, `NodeMoved`): every descendant's path gets the new prefix,
/// and its order key the moved node's new one (`$4` the new parent's, `$5` its rank, `$6`
/// the length of the node's old key).
const MOVE_SUBTREE_SQL: &str = "UPDATE application_nodes
     SET path = $2 || $1 || path[cardinality($3::uuid[]) + 2:],
         depth = cardinality($2 || $1 || path[cardinality($3::uuid[]) + 2:]),
         order_key = $4 || $5 || order_key[$6 + 1:]
     WHERE path @> ARRAY[$1]";

/// A lever for the move (measured, not in the product): the subtree found by walking the
/// children index instead of the GIN index on `path`, which is dropped, so rewriting the
/// paths changes no indexed column and a row can be updated in place (HOT) where its page has
/// room; the rows are then fetched by their primary key.
const PROPOSED_MOVE_SUBTREE_SQL: &str = "UPDATE application_nodes n
     SET path = $2 || $1 || n.path[cardinality($3::uuid[]) + 2:],
         depth = cardinality($2 || $1 || n.path[cardinality($3::uuid[]) + 2:])
     WHERE n.node_id = ANY (ARRAY(
         WITH RECURSIVE sub AS (
             SELECT node_id FROM application_nodes WHERE parent_id = $1
             UNION ALL
             SELECT c.node_id FROM sub JOIN application_nodes c ON c.parent_id = sub.node_id
         )
         SELECT node_id FROM sub))";

const SUBTREE_DEPTH: i32 = 3;
const SUBTREE_LIMIT: i64 = 2_000;

#[derive(Debug)]
pub struct TreesResult {
    pub nodes: i64,
    pub directories: usize,
    pub fanout: usize,
    /// The 10,000 `CreateNode` commands through the journal (16 at a time, level by level).
    pub created_in: Duration,
    /// From the first command until the projection had written every row.
    pub projected_in: Duration,
    pub children: Throughput,
    pub children_raw: Throughput,
    /// Entries in one top directory's subtree to depth 3, and in one section's.
    pub area_entries: usize,
    pub section_entries: usize,
    pub subtree: Throughput,
    pub subtree_raw: Throughput,
    pub section_subtree: Throughput,
    pub section_subtree_raw: Throughput,
    pub moved_descendants: i64,
    /// Each timed move, end to end (sent → answered).
    pub moves: Samples,
    pub timed_moves: usize,
    pub move_errors: usize,
    pub first_move_error: Option<String>,
    /// The server's own timings over the timed moves.
    pub move_stages: Option<stages::Budget>,
    /// One request alone (the median of five after a warm-up), in ms: a section's children, a
    /// top directory's subtree, a section's subtree.
    pub alone_ms: [f64; 3],
    /// The subtree SQL as it was before the order key (issue 33 §3: a recursive walk of the
    /// children), raw from N connections: top directories, sections.
    pub walked: Throughput,
    pub walked_section: Throughput,
    /// The mean of the first and of the last ten timed moves, in ms.
    pub moves_early_ms: Option<f64>,
    pub moves_late_ms: Option<f64>,
    pub children_plan: String,
    pub subtree_plan: String,
    pub walked_plan: String,
    /// The move's subtree rewrite after the moves, after a VACUUM, and as proposed (each rolled
    /// back), with how many of its row updates were HOT.
    pub move_plan: String,
    pub move_plan_vacuumed: String,
    pub move_plan_proposed: String,
    pub move_hot: [i64; 3],
}

/// One node of the benchmark's tree.
#[derive(Debug, Clone, PartialEq)]
struct TreeNode {
    k: usize,
    /// 0 areas, 1 sections, 2 groups, 3 leaves.
    level: usize,
    parent: Option<usize>,
    position: i32,
    name: String,
}

impl TreeNode {
    fn kind(&self) -> NodeKind {
        if self.level == 3 {
            NodeKind::Leaf
        } else {
            NodeKind::Directory
        }
    }
}

fn node_id(k: usize) -> Uuid {
    Uuid::from_u128(0x1660_0000_0000_4000_8000_0000_0000_0000 + k as u128)
}

fn global_id(type_name: &str, id: Uuid) -> String {
    URL_SAFE_NO_PAD.encode(format!("{type_name}:{id}"))
}

/// The fan-out for a tree of `nodes`: 10 (the issue's tree), or 4 for the smoke run's.
fn fanout(nodes: usize) -> usize {
    if nodes >= 5_000 { 10 } else { 4 }
}

/// The tree, level by level (every node after its parent). Area 0 has `nodes / fanout`
/// descendants; the other areas share the rest.
fn build(nodes: usize) -> anyhow::Result<Vec<TreeNode>> {
    let f = fanout(nodes);
    let directories = f + f * f + f * f * f;
    let moved_leaves = (nodes / f)
        .checked_sub(f + f * f)
        .context("too few nodes for the tree's directories")?;
    let other_leaves = nodes
        .checked_sub(directories + moved_leaves)
        .context("too few nodes for the tree's directories")?;
    let leaves_of = |area: usize| {
        if area == 0 {
            moved_leaves
        } else {
            other_leaves / (f - 1) + usize::from(area - 1 < other_leaves % (f - 1))
        }
    };
    if (0..f).any(|a| leaves_of(a) < f * f) {
        bail!("{nodes} nodes leave a group of the tree without leaves");
    }
    let mut tree = Vec::with_capacity(nodes);
    let mut push = |level, parent: Option<usize>, position: usize, name: String| {
        let k = tree.len();
        tree.push(TreeNode {
            k,
            level,
            parent,
            position: position as i32,
            name,
        });
        k
    };
    let areas: Vec<usize> = (0..f)
        .map(|a| push(0, None, a, format!("Area {a} エリア")))
        .collect();
    let mut sections = Vec::new();
    for (a, area) in areas.iter().enumerate() {
        for s in 0..f {
            sections.push((
                a,
                s,
                push(1, Some(*area), s, format!("Section {a}.{s} 機能")),
            ));
        }
    }
    let mut groups = Vec::new();
    for (a, s, section) in &sections {
        for g in 0..f {
            let name = format!("Group {a}.{s}.{g} 画面群");
            groups.push((*a, push(2, Some(*section), g, name)));
        }
    }
    for a in 0..f {
        let area_groups: Vec<usize> = groups
            .iter()
            .filter(|(of, _)| *of == a)
            .map(|(_, g)| *g)
            .collect();
        let leaves = leaves_of(a);
        for (j, group) in area_groups.iter().enumerate() {
            let here = leaves / area_groups.len() + usize::from(j < leaves % area_groups.len());
            for l in 0..here {
                let name = if l % 2 == 0 {
                    format!("Screen {a}-{j}-{l}")
                } else {
                    format!("画面 {a}-{j}-{l}")
                };
                push(3, Some(*group), l, name);
            }
        }
    }
    debug_assert_eq!(tree.len(), nodes);
    Ok(tree)
}

/// About 400 characters of markdown for a leaf, a line for a directory.
fn content(node: &TreeNode) -> String {
    if node.kind() == NodeKind::Directory {
        return format!("The screens under **{}**.", node.name);
    }
    if node.k.is_multiple_of(2) {
        format!(
            "## Purpose\n\n{} lets the user find, open and update one record.\n\n## Layout\n\n- Header with the navigation and breadcrumbs\n- A filter bar and the list, 20 rows a page\n- The detail in a side panel\n\n## Notes\n\n- Works on phones from 360 px wide\n- Every label in English and Japanese",
            node.name
        )
    } else {
        format!(
            "## 概要\n\n「{}」では、レコードを検索・表示・更新する。\n\n## 画面構成\n\n- ヘッダー（グローバルナビ・パンくずリスト）\n- 絞り込み条件と一覧（1ページ20件）\n- 詳細はサイドパネルに表示する\n\n## 備考\n\n- スマートフォン表示（幅360px以上）に対応する\n- 入力エラーは項目の下に赤字で表示する",
            node.name
        )
    }
}

/// Leaves: four in ten completed, two processing, one closed, three not started.
fn status(node: &TreeNode) -> i32 {
    if node.kind() == NodeKind::Directory {
        2
    } else {
        [4, 4, 4, 4, 2, 2, 3, 1, 1, 1][node.k % 10]
    }
}

/// The project and the application, through GraphQL; the application's id.
async fn application(server: &Server) -> anyhow::Result<Uuid> {
    let project = server
        .gql(
            Some(&server.token),
            "mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }",
            json!({ "input": { "name": "P12 product suite" } }),
        )
        .await?;
    let project = project
        .pointer("/data/createProject/project/id")
        .and_then(Value::as_str)
        .with_context(|| format!("createProject: {project}"))?
        .to_owned();
    let created = server
        .gql(
            Some(&server.token),
            "mutation($input: CreateApplicationInput!) { createApplication(input: $input) { application { id } } }",
            json!({ "input": { "projectId": project, "applicationName": "P12 customer portal",
                "statusId": 2 } }),
        )
        .await?;
    let id = created
        .pointer("/data/createApplication/application/id")
        .and_then(Value::as_str)
        .with_context(|| format!("createApplication: {created}"))?;
    let decoded = String::from_utf8(URL_SAFE_NO_PAD.decode(id)?)?;
    let uuid = decoded
        .strip_prefix("Application:")
        .with_context(|| format!("not an application id: {decoded}"))?;
    Ok(Uuid::parse_str(uuid)?)
}

/// Every node through the journal's command path, 16 at a time, a level after the one above
/// (a node's parent must be in the journal before the domain accepts it).
async fn create_nodes(
    database_url: &str,
    application_id: Uuid,
    tree: &[TreeNode],
) -> anyhow::Result<()> {
    let pool = server::connect(database_url, 16).await?;
    let journal = Journal::new(pool.clone());
    let services = ApplicationServices {
        lookup: Arc::new(DirectoryLookup(pool.clone())),
    };
    for level in 0..4 {
        stream::iter(tree.iter().filter(|n| n.level == level))
            .map(|node| {
                let (journal, services) = (&journal, &services);
                async move {
                    let key = node_id(node.k).to_string();
                    let command = ApplicationNodeCommand::CreateNode {
                        node_id: node_id(node.k),
                        application_id,
                        tree: Tree::Pages,
                        kind: node.kind(),
                        parent_id: node.parent.map(node_id),
                        position: node.position,
                        name: node.name.clone(),
                        content: content(node),
                        status_id: status(node),
                    };
                    journal.expect_new::<ApplicationNode>(&key);
                    match journal
                        .execute::<ApplicationNode>(&key, command, services, &Metadata::system())
                        .await
                    {
                        Ok(_)
                        | Err(ExecuteError::Rejected(ApplicationNodeError::AlreadyExists)) => {
                            Ok(())
                        }
                        Err(error) => Err(anyhow!("creating {}: {error:?}", node.name)),
                    }
                }
            })
            .buffer_unordered(16)
            .try_collect::<Vec<()>>()
            .await?;
    }
    pool.close().await;
    Ok(())
}

/// Waits until the server's projection has written all `nodes` rows.
async fn projected(server: &Server, application_id: Uuid, nodes: usize) -> anyhow::Result<()> {
    let deadline = Instant::now() + Duration::from_secs(1_800);
    loop {
        let rows: i64 =
            sqlx::query_scalar("SELECT count(*) FROM application_nodes WHERE application_id = $1")
                .bind(application_id)
                .fetch_one(&server.pool)
                .await?;
        if rows as usize >= nodes {
            return Ok(());
        }
        if Instant::now() > deadline {
            bail!("the applications projection wrote {rows} of {nodes} rows in 30 minutes");
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
}

#[derive(Deserialize)]
struct Children {
    #[serde(rename = "applicationNodeChildren")]
    children: Edges,
}

#[derive(Deserialize)]
struct Edges {
    edges: Vec<IgnoredAny>,
}

/// A 2xx answer without errors holding the directory's children (every directory here has
/// some).
pub fn some_children(answer: &Answer) -> anyhow::Result<()> {
    let data: Children = client::graphql_data(answer)?;
    if data.children.edges.is_empty() {
        bail!("a directory without children");
    }
    Ok(())
}

#[derive(Deserialize)]
struct Subtree {
    #[serde(rename = "applicationSubtree")]
    entries: Vec<IgnoredAny>,
}

fn subtree_entries(answer: &Answer) -> anyhow::Result<usize> {
    let data: Subtree = client::graphql_data(answer)?;
    Ok(data.entries.len())
}

/// A 2xx answer without errors holding a subtree.
pub fn a_subtree(answer: &Answer) -> anyhow::Result<()> {
    if subtree_entries(answer)? == 0 {
        bail!("an empty subtree");
    }
    Ok(())
}

/// How many entries a directory's subtree to depth 3 answers.
async fn entries(server: &Server, id: Uuid) -> anyhow::Result<usize> {
    let call = calls(SUBTREE, server, &[id]).remove(0);
    let mut connection = client::Connection::new(server.target.clone());
    subtree_entries(&connection.send(&call).await?)
}

fn calls(query: &str, server: &Server, ids: &[Uuid]) -> Vec<Call> {
    let operation = Operation::new(query);
    ids.iter()
        .map(|id| {
            Call::graphql(
                Some(server.access_token.clone()),
                operation.body(&json!({ "id": global_id("ApplicationNode", *id) })),
            )
        })
        .collect()
}

/// The server's two statements for one directory, on one raw connection, decoding what the
/// server decodes: the directory by id, then its children or its subtree.
async fn raw_read(
    conn: &mut sqlx::PgConnection,
    sql: &(String, String),
    id: Uuid,
    read: Read,
) -> anyhow::Result<()> {
    let directory = sqlx::query(&sql.0)
        .bind(id)
        .fetch_optional(&mut *conn)
        .await?
        .context("no such directory")?;
    let _: i32 = directory.try_get("child_count")?;
    let rows = bind(read, sqlx::query(&sql.1), id, &directory)?
        .fetch_all(&mut *conn)
        .await?;
    for row in &rows {
        let _: Uuid = row.try_get("node_id")?;
        let _: String = row.try_get("name")?;
        let _: String = row.try_get("content")?;
        let _: Vec<Uuid> = row.try_get("path")?;
        let _: Vec<Uuid> = row.try_get("requirement_ids")?;
        let _: chrono::DateTime<chrono::Utc> = row.try_get("updated_at")?;
    }
    if rows.is_empty() {
        bail!("no rows");
    }
    Ok(())
}

async fn raw_reads(
    database_url: &str,
    connections: usize,
    duration: Duration,
    ids: &[Uuid],
    read: Read,
) -> anyhow::Result<Throughput> {
    let pool = server::connect(database_url, connections as u32).await?;
    let sql = Arc::new((node_by_id_sql(), read.sql()));
    let ids = Arc::new(ids.to_vec());
    let started = Instant::now();
    let deadline = started + duration;
    let tasks: Vec<_> = (0..connections)
        .map(|client| {
            let (pool, sql, ids) = (pool.clone(), sql.clone(), ids.clone());
            tokio::spawn(async move {
                let mut out = Throughput::default();
                let Ok(mut conn) = pool.acquire().await else {
                    return out;
                };
                let mut next = client;
                while Instant::now() < deadline {
                    let id = ids[next % ids.len()];
                    next += 1;
                    let began = Instant::now();
                    let result = raw_read(&mut conn, &sql, id, read).await;
                    out.record_result(began, &result);
                }
                out
            })
        })
        .collect();
    let total = collect(tasks, started).await;
    pool.close().await;
    Ok(total)
}

/// Which statement after the directory's own row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Read {
    Children,
    Subtree,
    WalkedSubtree,
}

impl Read {
    fn sql(self) -> String {
        match self {
            Read::Children => children_sql(),
            Read::Subtree => subtree_sql(),
            Read::WalkedSubtree => walked_subtree_sql(),
        }
    }
}

/// `read`'s statement with the parameters the server binds, from the directory's own row.
fn bind<'q>(
    read: Read,
    query: sqlx::query::Query<'q, sqlx::Postgres, sqlx::postgres::PgArguments>,
    id: Uuid,
    directory: &sqlx::postgres::PgRow,
) -> anyhow::Result<sqlx::query::Query<'q, sqlx::Postgres, sqlx::postgres::PgArguments>> {
    let query = query.bind(id);
    Ok(match read {
        Read::Children => query.bind(21i64).bind(0i64),
        Read::Subtree => query
            .bind(directory.try_get::<Uuid, _>("application_id")?)
            .bind(directory.try_get::<i16, _>("tree")?)
            .bind(directory.try_get::<i32, _>("depth")?)
            .bind(SUBTREE_DEPTH)
            .bind(SUBTREE_LIMIT),
        Read::WalkedSubtree => query.bind(SUBTREE_DEPTH).bind(SUBTREE_LIMIT),
    })
}

/// The directory's own row, as the server reads it first.
async fn directory_row(server: &Server, id: Uuid) -> anyhow::Result<sqlx::postgres::PgRow> {
    sqlx::query(&node_by_id_sql())
        .bind(id)
        .fetch_optional(&server.pool)
        .await?
        .context("no such directory")
}

/// GraphQL from `clients` clients and the raw SQL from as many connections, each warmed
/// first.
async fn both(
    server: &Server,
    query: &str,
    ids: &[Uuid],
    subtree: bool,
    clients: usize,
    duration: Duration,
) -> anyhow::Result<(Throughput, Throughput)> {
    let calls = calls(query, server, ids);
    let check = if subtree { a_subtree } else { some_children };
    let read = if subtree {
        Read::Subtree
    } else {
        Read::Children
    };
    let warm = Duration::from_millis(300);
    let _ = client::load_each(2, warm, &server.target, &calls, check).await;
    let _ = raw_reads(&server.database_url, 2, warm, ids, read).await?;
    let raw = raw_reads(&server.database_url, clients, duration, ids, read).await?;
    let graphql = client::load_each(clients, duration, &server.target, &calls, check).await;
    Ok((graphql, raw))
}

fn plan_text(rows: &[sqlx::postgres::PgRow]) -> String {
    rows.iter()
        .filter_map(|r| r.try_get::<String, _>(0).ok())
        .collect::<Vec<_>>()
        .join("\n")
}

async fn explain_read(server: &Server, id: Uuid, read: Read) -> anyhow::Result<String> {
    let text = format!("EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) {}", read.sql());
    let directory = directory_row(server, id).await?;
    let query = bind(read, sqlx::query(&text), id, &directory)?;
    Ok(plan_text(&query.fetch_all(&server.pool).await?))
}

/// The move's subtree rewrite (`moved` from under `from` to under `to`, both top
/// directories), as the projection runs it or as proposed (without the GIN index on `path`),
/// analysed inside a transaction that is rolled back; with how many row updates were HOT.
async fn explain_move(
    server: &Server,
    moved: Uuid,
    from: Uuid,
    to: Uuid,
    proposed: bool,
) -> anyhow::Result<(String, i64)> {
    let mut tx = server.pool.begin().await?;
    let sql = if proposed {
        sqlx::query("DROP INDEX application_nodes_path")
            .execute(&mut *tx)
            .await?;
        PROPOSED_MOVE_SUBTREE_SQL
    } else {
        MOVE_SUBTREE_SQL
    };
    let text = format!("EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) {sql}");
    let query = sqlx::query(&text)
        .bind(moved)
        .bind(vec![to])
        .bind(vec![from]);
    let query = if proposed {
        query
    } else {
        // As the move to the front of `to` binds them.
        let (to_key, moved_len): (Vec<i64>, i32) = sqlx::query_as(
            "SELECT t.order_key, cardinality(m.order_key) FROM application_nodes t, application_nodes m
             WHERE t.node_id = $1 AND m.node_id = $2",
        )
        .bind(to)
        .bind(moved)
        .fetch_one(&mut *tx)
        .await?;
        query.bind(to_key).bind(-(1i64 << 32)).bind(moved_len)
    };
    let rows = query.fetch_all(&mut *tx).await?;
    let hot: i64 = sqlx::query_scalar(
        "SELECT pg_stat_get_xact_tuples_hot_updated('application_nodes'::regclass)",
    )
    .fetch_one(&mut *tx)
    .await?;
    tx.rollback().await?;
    Ok((plan_text(&rows), hot))
}

/// One GraphQL request with nothing else running: the median of five, after a warm-up.
async fn alone(server: &Server, query: &str, id: Uuid) -> anyhow::Result<f64> {
    let call = calls(query, server, &[id]).remove(0);
    let mut connection = client::Connection::new(server.target.clone());
    let check = if query == SUBTREE {
        a_subtree
    } else {
        some_children
    };
    check(&connection.send(&call).await?)?;
    let mut times = Vec::new();
    for _ in 0..5 {
        let began = Instant::now();
        check(&connection.send(&call).await?)?;
        times.push(began.elapsed().as_secs_f64() * 1000.0);
    }
    times.sort_by(f64::total_cmp);
    Ok(times[2])
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Moved<'a> {
    #[serde(borrow)]
    move_application_node: MovedNode<'a>,
}

#[derive(Deserialize)]
struct MovedNode<'a> {
    #[serde(borrow)]
    node: MovedFields<'a>,
}

#[derive(Deserialize)]
struct MovedFields<'a> {
    depth: i32,
    #[serde(borrow)]
    parent: Option<Parent<'a>>,
}

#[derive(Deserialize)]
struct Parent<'a> {
    id: &'a str,
}

/// The answer names the new parent, and the read model already holds the whole subtree under
/// it (a leaf three levels below the moved directory has the new parent first in its path).
async fn check_move(
    server: &Server,
    answer: &Answer,
    target: Uuid,
    deep_leaf: Uuid,
) -> anyhow::Result<()> {
    let data: Moved = client::graphql_data(answer)?;
    let node = data.move_application_node.node;
    let expected = global_id("ApplicationNode", target);
    if node.parent.map(|p| p.id) != Some(expected.as_str()) || node.depth != 1 {
        bail!("the answer does not show the move: {answer:?}");
    }
    let (depth, first): (i32, Option<Uuid>) =
        sqlx::query_as("SELECT depth, path[1] FROM application_nodes WHERE node_id = $1")
            .bind(deep_leaf)
            .fetch_one(&server.pool)
            .await?;
    if (depth, first) != (4, Some(target)) {
        bail!("the subtree has not followed the move: depth {depth}, root {first:?}");
    }
    Ok(())
}

pub async fn run(
    server: &Server,
    nodes: i64,
    moves: usize,
    clients: usize,
    duration: Duration,
) -> anyhow::Result<TreesResult> {
    let tree = build(usize::try_from(nodes)?)?;
    let f = fanout(tree.len());
    let application_id = application(server).await?;
    let began = Instant::now();
    create_nodes(&server.database_url, application_id, &tree).await?;
    let created_in = began.elapsed();
    eprintln!(
        "P12: {} nodes appended through the journal in {:.1} s; waiting for the projection…",
        tree.len(),
        created_in.as_secs_f64()
    );
    projected(server, application_id, tree.len()).await?;
    let projected_in = began.elapsed();
    crate::server::settle(&server.pool, "application_nodes").await?;

    let ids_at = |level: usize| -> Vec<Uuid> {
        tree.iter()
            .filter(|n| n.level == level)
            .map(|n| node_id(n.k))
            .collect()
    };
    let (areas, sections) = (ids_at(0), ids_at(1));
    let directories: Vec<Uuid> = tree
        .iter()
        .filter(|n| n.kind() == NodeKind::Directory)
        .map(|n| node_id(n.k))
        .collect();

    eprintln!(
        "P12: opening each of {} directories, {clients} clients…",
        directories.len()
    );
    let (children, children_raw) =
        both(server, CHILDREN, &directories, false, clients, duration).await?;
    let area_entries = entries(server, areas[1]).await?;
    let section_entries = entries(server, sections[0]).await?;
    eprintln!("P12: subtrees to depth 3 ({area_entries} entries), {clients} clients…");
    let (subtree, subtree_raw) = both(server, SUBTREE, &areas, true, clients, duration).await?;
    let (section_subtree, section_subtree_raw) =
        both(server, SUBTREE, &sections, true, clients, duration).await?;
    // The lever returns what the product returns, in the same order.
    let probe = areas[1];
    let probe_row = directory_row(server, probe).await?;
    let same = |read: Read| {
        let text = read.sql();
        let probe_row = &probe_row;
        async move {
            let rows = bind(read, sqlx::query(&text), probe, probe_row)?
                .fetch_all(&server.pool)
                .await?;
            rows.iter()
                .map(|row| {
                    Ok((
                        row.try_get::<i32, _>("level")?,
                        row.try_get::<Uuid, _>("node_id")?,
                    ))
                })
                .collect::<anyhow::Result<Vec<(i32, Uuid)>>>()
        }
    };
    if same(Read::Subtree).await? != same(Read::WalkedSubtree).await? {
        bail!("the subtree read by its order key differs from the walked one");
    }
    let alone_ms = [
        alone(server, CHILDREN, sections[0]).await?,
        alone(server, SUBTREE, areas[1]).await?,
        alone(server, SUBTREE, sections[0]).await?,
    ];
    let children_plan = explain_read(server, sections[0], Read::Children).await?;
    let subtree_plan = explain_read(server, areas[1], Read::Subtree).await?;
    let walked_plan = explain_read(server, areas[1], Read::WalkedSubtree).await?;
    eprintln!("P12: the subtree SQL as it was (a recursive walk), raw, {clients} connections…");
    let url = &server.database_url;
    let warm = Duration::from_millis(300);
    let _ = raw_reads(url, 2, warm, &areas, Read::WalkedSubtree).await?;
    let walked = raw_reads(url, clients, duration, &areas, Read::WalkedSubtree).await?;
    let walked_section = raw_reads(url, clients, duration, &sections, Read::WalkedSubtree).await?;

    // The move: area 0 (with its subtree) from the top into area 1 (not timed), then between
    // areas 2 and 1, back and forth.
    let moved = areas[0];
    let moved_descendants: i64 =
        sqlx::query_scalar("SELECT count(*) FROM application_nodes WHERE path @> ARRAY[$1]")
            .bind(moved)
            .fetch_one(&server.pool)
            .await?;
    let deep_leaf = tree
        .iter()
        .find(|n| {
            n.level == 3 && n.k > 0 && {
                let group = n.parent.unwrap_or_default();
                let section = tree[group].parent.unwrap_or_default();
                tree[section].parent == Some(0)
            }
        })
        .map(|n| node_id(n.k))
        .context("area 0 has no leaf")?;
    eprintln!("P12: {moves} moves of a directory with {moved_descendants} descendants…");
    let operation = Operation::new(MOVE);
    let token = server.access_token.clone();
    let mut connection = client::Connection::new(server.target.clone());
    let mut samples = Samples::default();
    let mut in_order = Vec::new();
    let mut move_errors = 0;
    let mut first_move_error = None;
    let mut before = None;
    for i in 0..=moves {
        let target = if i % 2 == 0 { areas[1] } else { areas[2] };
        let body = operation.body(&json!({ "input": {
            "id": global_id("ApplicationNode", moved),
            "parentId": global_id("ApplicationNode", target),
            "position": 0 } }));
        let sent = Instant::now();
        let answer = connection.graphql(Some(&token), body).await;
        let elapsed = sent.elapsed();
        let checked = match answer {
            Ok(answer) => check_move(server, &answer, target, deep_leaf).await,
            Err(error) => Err(error),
        };
        match checked {
            Ok(()) if i > 0 => {
                samples.push(elapsed);
                in_order.push(elapsed.as_secs_f64() * 1000.0);
            }
            Ok(()) => {}
            Err(error) => {
                move_errors += 1;
                first_move_error.get_or_insert_with(|| format!("{error:#}"));
            }
        }
        if i == 0 {
            before = stages::scrape(&server.http, &server.url).await.ok();
        }
    }
    let after = stages::scrape(&server.http, &server.url).await.ok();
    let move_stages = before
        .zip(after)
        .and_then(|(before, after)| stages::Budget::between(&before, &after));
    // Where the last move left it, moved once more inside a transaction rolled back.
    let (from, to) = if moves.is_multiple_of(2) {
        (areas[1], areas[2])
    } else {
        (areas[2], areas[1])
    };
    let (move_plan, bloated_hot) = explain_move(server, moved, from, to, false).await?;
    sqlx::query("VACUUM application_nodes")
        .execute(&server.pool)
        .await?;
    let (move_plan_vacuumed, vacuumed_hot) = explain_move(server, moved, from, to, false).await?;
    let (move_plan_proposed, proposed_hot) = explain_move(server, moved, from, to, true).await?;
    let mean =
        |times: &[f64]| (!times.is_empty()).then(|| times.iter().sum::<f64>() / times.len() as f64);
    let ten = in_order.len().min(10);
    Ok(TreesResult {
        nodes: tree.len() as i64,
        directories: directories.len(),
        fanout: f,
        created_in,
        projected_in,
        children,
        children_raw,
        area_entries,
        section_entries,
        subtree,
        subtree_raw,
        section_subtree,
        section_subtree_raw,
        moved_descendants,
        timed_moves: moves,
        moves: samples,
        move_errors,
        first_move_error,
        move_stages,
        alone_ms,
        walked,
        walked_section,
        moves_early_ms: mean(&in_order[..ten]),
        moves_late_ms: mean(&in_order[in_order.len() - ten..]),
        children_plan,
        subtree_plan,
        walked_plan,
        move_plan,
        move_plan_vacuumed,
        move_plan_proposed,
        move_hot: [bloated_hot, vacuumed_hot, proposed_hot],
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_issue_tree_has_ten_thousand_nodes_and_a_directory_with_a_thousand_descendants() {
        let tree = build(10_000).unwrap();
        assert_eq!(tree.len(), 10_000);
        let directories = tree
            .iter()
            .filter(|n| n.kind() == NodeKind::Directory)
            .count();
        assert_eq!(directories, 1_110);
        let below = |ancestor: usize| {
            tree.iter()
                .filter(|n| {
                    let mut current = n.parent;
                    while let Some(p) = current {
                        if p == ancestor {
                            return true;
                        }
                        current = tree[p].parent;
                    }
                    false
                })
                .count()
        };
        assert_eq!(below(0), 1_000);
        for area in 1..10 {
            assert!((998..=1_000).contains(&below(area)), "area {area}");
        }
        // Every node comes after its parent, and every directory has children.
        for node in &tree {
            if let Some(parent) = node.parent {
                assert!(parent < node.k);
                assert_eq!(tree[parent].level + 1, node.level);
            }
            if node.kind() == NodeKind::Directory {
                assert!(tree.iter().any(|c| c.parent == Some(node.k)));
            }
        }
    }

    #[test]
    fn the_smoke_tree_is_small_and_keeps_the_shape() {
        let tree = build(400).unwrap();
        assert_eq!(tree.len(), 400);
        assert_eq!(fanout(400), 4);
        assert!(build(50).is_err());
    }

    #[test]
    fn leaves_spread_over_every_status() {
        let tree = build(10_000).unwrap();
        let leaves: Vec<&TreeNode> = tree.iter().filter(|n| n.level == 3).collect();
        let completed = leaves.iter().filter(|l| status(l) == 4).count();
        assert!((3_400..=3_700).contains(&completed), "{completed}");
        for s in 1..=4 {
            assert!(leaves.iter().any(|l| status(l) == s));
        }
        assert!(leaves.iter().all(|l| content(l).chars().count() > 150));
    }

    fn answer(body: &str) -> Answer {
        Answer {
            status: http::StatusCode::OK,
            body: bytes::Bytes::copy_from_slice(body.as_bytes()),
        }
    }

    #[test]
    fn answers_are_checked() {
        some_children(&answer(
            r#"{"data":{"applicationNodeChildren":{"edges":[{"node":{"id":"x"}}]}}}"#,
        ))
        .unwrap();
        assert!(
            some_children(&answer(
                r#"{"data":{"applicationNodeChildren":{"edges":[]}}}"#
            ))
            .is_err()
        );
        a_subtree(&answer(
            r#"{"data":{"applicationSubtree":[{"level":1,"node":{"id":"x"}}]}}"#,
        ))
        .unwrap();
        assert!(a_subtree(&answer(r#"{"data":{"applicationSubtree":[]}}"#)).is_err());
        assert!(a_subtree(&answer(r#"{"data":null,"errors":[{"message":"x"}]}"#)).is_err());
    }
}
