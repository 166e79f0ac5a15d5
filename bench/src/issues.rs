//! P11 (issue 15): the issue list. The `issues` page (first 20, one status and one category,
//! most recently updated first, with the total count and each issue's status, categories and
//! assignees) over 100,000 issues from N clients, reported beside P2 (run in the same run) and
//! beside the very SQL the server runs for it (`read::issues::list` and `count`) run raw from
//! N connections.
//!
//! The issues are written straight into the read model, as P2, P8 and P10 do: a tracker's
//! shape, not a uniform one. Most issues are done (Completed half of them), a quarter are Open;
//! Bug is the most common category and Incident the rarest, and one issue in seven is filed
//! under a second one; most have an assignee or two; the update times spread over two years.
//! The measured filter is the triage view, Open bugs; every status × category pair is also
//! timed alone, with its count.

use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use serde::Deserialize;
use serde::de::IgnoredAny;
use serde_json::{Value, json};
use sqlx::Row;
use uuid::Uuid;

use crate::client::{self, Answer, Call, Operation};
use crate::commands::{Throughput, collect};
use crate::server::{self, Server};

/// Statuses (en, ja, colour) with the share of issues in each, in percent.
const STATUSES: [(&str, &str, &str, u32); 4] = [
    ("Open", "未対応", "blue", 25),
    ("Processing", "対応中", "yellow", 15),
    ("Closed", "クローズ", "gray", 10),
    ("Completed", "完了", "green", 50),
];

/// Categories (en, ja, colour) with the share of issues filed first under each, in percent.
const CATEGORIES: [(&str, &str, &str, u32); 5] = [
    ("Bug", "不具合", "red", 30),
    ("Request", "要望", "cyan", 25),
    ("Question", "質問", "violet", 15),
    ("Improvement", "改善", "teal", 20),
    ("Incident", "障害", "orange", 10),
];

/// The measured filter: Open (status 0) bugs (category 0).
const MEASURED: (usize, usize) = (0, 0);

/// Employees the issues are reported by and assigned to.
const EMPLOYEES: usize = 12;

const TITLES: [&str; 16] = [
    "VPN drops every few minutes",
    "Invoice PDF shows the wrong tax rate",
    "Payroll export misses overtime hours",
    "CRM: add a fiscal-year-end field",
    "Office move: network ports on 5F",
    "Speed up the monthly invoice run",
    "Customer cannot open the quote link",
    "Price list in the CRM is out of date",
    "経費精算で領収書がアップロードできない",
    "勤怠システムの打刻が反映されない",
    "社内Wikiの検索が遅い",
    "請求書の宛名に部署名を追加したい",
    "給与明細のPDFが文字化けする",
    "会議室の予約が二重に登録される",
    "メールの送信が遅延している",
    "ファイルサーバーの容量が不足している",
];

const DESCRIPTIONS: [&str; 4] = [
    "Since Monday it happens several times a day.\n\n**Steps**\n\n1. Sign in\n2. Open the page\n3. Wait a few minutes\n\n**Expected** it keeps working. **Actual** an error, see the screenshot in the team channel. Several people on the team are affected; not urgent, but it slows us down.",
    "The customer noticed it first and wrote to support. We corrected the two affected documents by hand this week, but the next batch will have the same problem unless the template is fixed.",
    "先週から毎日発生しています。\n\n- 端末：Windows 11 / macOS\n- ブラウザ：Chrome\n\n再ログインすると一時的に解消しますが、しばらくすると再発します。チームの複数名が影響を受けています。",
    "取引先から問い合わせがありました。暫定対応として手作業で修正していますが、月末の処理に間に合うよう恒久対応をお願いします。スクリーンショットはチームのチャンネルに共有済みです。",
];

const QUERY: &str = "query($filter: IssueFilter) {
  issues(first: 20, filter: $filter, orderBy: { field: UPDATED_AT, direction: DESC }) {
    totalCount totalCountCapped
    edges { node { id title priorityId updatedAt status { label } categories { label } assignees { name } } }
  }
}";

/// What `read::issues::list` builds for one status and one category, UPDATED_AT DESC, first
/// 20 (it asks for one row more to know whether there is a next page).
pub const LIST_SQL: &str = "SELECT i.issue_id, i.title, i.description, i.status_id, i.priority_id, \
    i.reporter_id, i.category_ids, i.project_id, i.assignee_ids, i.document_ids, i.tag_ids, \
    i.task_id, i.comment_count, i.created_at, i.updated_at, i.version FROM issue_list i WHERE true \
    AND i.status_id = ANY($1) AND i.category_ids && $2::uuid[] \
    ORDER BY i.updated_at DESC, i.issue_id DESC LIMIT $3 OFFSET $4";

/// What `read::issues::count` runs for the same filter (`totalCount`): one status and one
/// category are answered by the counts the projection keeps (issue 33), a row a status for the
/// category (`$1`) by any assignee (`$2`, the nil id); the server sums the filter's statuses.
pub const COUNT_SQL: &str = "SELECT status_id, count FROM issue_facet_counts \
    WHERE category_id = $1 AND assignee_id = $2 AND count > 0";

/// How many issues the filter matches, counted from the list (the report's figure, and the
/// check that the kept count answers the same).
const EXACT_COUNT_SQL: &str = "SELECT count(*) FROM issue_list i WHERE true \
    AND i.status_id = ANY($1) AND i.category_ids && $2::uuid[]";

/// The measured filter's total as the server reads it: [`COUNT_SQL`]'s row of its status.
async fn kept_count(
    conn: &mut sqlx::PgConnection,
    status: Uuid,
    category: Uuid,
) -> anyhow::Result<i64> {
    let rows: Vec<(Uuid, i64)> = sqlx::query_as(COUNT_SQL)
        .bind(category)
        .bind(Uuid::nil())
        .fetch_all(&mut *conn)
        .await?;
    Ok(rows
        .into_iter()
        .filter(|(id, _)| *id == status)
        .map(|(_, count)| count)
        .sum())
}

#[derive(Debug)]
pub struct IssuesResult {
    pub issues: i64,
    /// The measured filter's labels and how many issues it matches.
    pub filter: (String, String, i64),
    /// Every status × category alone: status, category, matches, one idle request's time (ms,
    /// after a warm-up of the same request).
    pub pairs: Vec<(String, String, i64, f64)>,
    pub graphql: Throughput,
    pub raw: Throughput,
    pub list_plan: String,
    pub count_plan: String,
}

fn status_id(n: usize) -> Uuid {
    Uuid::from_u128(0x1550_0000_0000_4000_8000_0000_0000_0000 + n as u128)
}

fn category_id(n: usize) -> Uuid {
    Uuid::from_u128(0x1550_0000_0000_4000_8000_0001_0000_0000 + n as u128)
}

/// The statuses and categories (as the projection writes them), and the employees (through
/// the API: they sign in nowhere, they are names on issues).
async fn lists_and_people(server: &Server) -> anyhow::Result<Vec<Uuid>> {
    let lists = [
        (
            "issue_statuses",
            "status_id",
            &STATUSES[..],
            status_id as fn(usize) -> Uuid,
        ),
        (
            "issue_categories",
            "category_id",
            &CATEGORIES[..],
            category_id,
        ),
    ];
    for (table, key, entries, id) in lists {
        for (n, (en, ja, colour, _)) in entries.iter().enumerate() {
            sqlx::query(&format!(
                "INSERT INTO {table} ({key}, label_en, label_ja, color, position, created_at,
                     updated_at, version)
                 VALUES ($1, $2, $3, $4, $5, now(), now(), 1) ON CONFLICT ({key}) DO NOTHING"
            ))
            .bind(id(n))
            .bind(en)
            .bind(ja)
            .bind(colour)
            .bind(n as i32)
            .execute(&server.pool)
            .await
            .with_context(|| format!("seeding {table}"))?;
        }
    }
    let mut employees = Vec::with_capacity(EMPLOYEES);
    for n in 0..EMPLOYEES {
        let email = format!("p11.staff{n}@bench.test");
        let existing: Option<Uuid> =
            sqlx::query_scalar("SELECT employee_id FROM employee_directory WHERE email = $1")
                .bind(&email)
                .fetch_optional(&server.pool)
                .await?;
        if let Some(id) = existing {
            employees.push(id);
            continue;
        }
        let name = if n % 2 == 0 {
            format!("Staff Member {n}")
        } else {
            format!("社員 {n}")
        };
        let answer = server
            .gql(
                Some(&server.token),
                "mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { employee { id } } }",
                json!({ "input": { "name": name, "email": email,
                    "password": "p11 staff password", "roleIds": [] } }),
            )
            .await?;
        answer
            .pointer("/data/createEmployee/employee/id")
            .with_context(|| format!("creating an employee: {answer}"))?;
        employees.push(
            sqlx::query_scalar("SELECT employee_id FROM employee_directory WHERE email = $1")
                .bind(&email)
                .fetch_one(&server.pool)
                .await?,
        );
    }
    Ok(employees)
}

/// `CASE` picking 1-based index into `shares` (percent) from a uniform 0..100 `bucket`.
fn weighted(bucket: &str, shares: impl Iterator<Item = u32>) -> String {
    let mut sql = String::from("CASE");
    let mut upto = 0;
    for (i, share) in shares.enumerate() {
        upto += share;
        sql.push_str(&format!(" WHEN {bucket} < {upto} THEN {}", i + 1));
    }
    sql.push_str(" END");
    sql
}

/// Seeds `issue_list` directly (not through the journal) up to `rows` issues, with the
/// statuses and categories they name, then ANALYZE. Deterministic: each attribute is a hash
/// of the issue's number (`hashint8`, independent per attribute).
pub async fn seed(server: &Server, rows: i64) -> anyhow::Result<i64> {
    let employees = lists_and_people(server).await?;
    let statuses: Vec<Uuid> = (0..STATUSES.len()).map(status_id).collect();
    let categories: Vec<Uuid> = (0..CATEGORIES.len()).map(category_id).collect();
    // A uniform 0..100 per issue and attribute `k`.
    let bucket = |k: u32| format!("mod(hashint8(n * 16 + {k})::bigint + 2147483648, 100)::int");
    let status = weighted(&bucket(1), STATUSES.iter().map(|s| s.3));
    let category = weighted(&bucket(2), CATEGORIES.iter().map(|c| c.3));
    let sql = format!(
        "INSERT INTO issue_list (issue_id, title, description, status_id, priority_id,
             reporter_id, category_ids, project_id, assignee_ids, document_ids, tag_ids, task_id,
             comment_count, created_at, updated_at, version)
         SELECT ('15500000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid,
                $3[1 + n % cardinality($3)] || ' #' || n,
                $4[1 + n % cardinality($4)],
                $5[st], 1 + b_priority % 3, $6[1 + b_reporter % cardinality($6)],
                CASE WHEN b_second < 15 THEN ARRAY[$7[cat], $7[1 + (cat + b_other % 4) % 5]]
                     ELSE ARRAY[$7[cat]] END,
                NULL,
                CASE WHEN b_assigned < 20 THEN '{{}}'::uuid[]
                     WHEN b_assigned < 85 THEN ARRAY[$6[1 + b_assignee % cardinality($6)]]
                     ELSE ARRAY[$6[1 + b_assignee % cardinality($6)],
                                $6[1 + (b_assignee + 1) % cardinality($6)]] END,
                '{{}}', '{{}}', NULL, b_comments % 6,
                now() - make_interval(secs => age), now() - make_interval(secs => age * b_since / 100),
                1 + b_comments % 6
         FROM (SELECT n, {status} AS st, {category} AS cat,
                      {b3} AS b_priority, {b4} AS b_reporter, {b5} AS b_second,
                      {b6} AS b_other, {b7} AS b_assigned, {b8} AS b_assignee,
                      {b9} AS b_comments, {b10} AS b_since,
                      mod(hashint8(n * 16 + 11)::bigint + 2147483648, 63072000) AS age
               FROM generate_series($1::int, $2::int) AS n) AS g
         ON CONFLICT (issue_id) DO NOTHING",
        b3 = bucket(3),
        b4 = bucket(4),
        b5 = bucket(5),
        b6 = bucket(6),
        b7 = bucket(7),
        b8 = bucket(8),
        b9 = bucket(9),
        b10 = bucket(10),
    );
    let existing: i64 = sqlx::query_scalar("SELECT count(*) FROM issue_list")
        .fetch_one(&server.pool)
        .await?;
    let (existing, rows) = (i32::try_from(existing)?, i32::try_from(rows)?);
    let titles: Vec<&str> = TITLES.to_vec();
    let descriptions: Vec<&str> = DESCRIPTIONS.to_vec();
    let mut from = existing + 1;
    while from <= rows {
        let to = (from + 9_999).min(rows);
        sqlx::query(&sql)
            .bind(from)
            .bind(to)
            .bind(&titles)
            .bind(&descriptions)
            .bind(&statuses)
            .bind(&employees)
            .bind(&categories)
            .execute(&server.pool)
            .await
            .context("seeding issue_list")?;
        from = to + 1;
    }
    // The counts lists read their totals from (issue 33), as the projection would keep them.
    let mut conn = server.pool.acquire().await?;
    staffhub_projections::issues::count_facets_afresh(&mut conn)
        .await
        .context("counting the issues' facets")?;
    drop(conn);
    crate::server::settle(&server.pool, "issue_list").await?;
    Ok(sqlx::query_scalar("SELECT count(*) FROM issue_list")
        .fetch_one(&server.pool)
        .await?)
}

/// The statuses' and categories' global ids, as the API names them.
async fn global_ids(server: &Server) -> anyhow::Result<(Vec<String>, Vec<String>)> {
    let answer = server
        .gql(
            Some(&server.token),
            "{ issueStatuses(first: 100) { edges { node { id position } } }
               issueCategories(first: 100) { edges { node { id position } } } }",
            json!({}),
        )
        .await?;
    let ids = |list: &str| -> anyhow::Result<Vec<String>> {
        let edges = answer
            .pointer(&format!("/data/{list}/edges"))
            .and_then(Value::as_array)
            .with_context(|| format!("{list}: {answer}"))?;
        edges
            .iter()
            .map(|e| {
                e.pointer("/node/id")
                    .and_then(Value::as_str)
                    .map(str::to_owned)
                    .with_context(|| format!("{list}: {answer}"))
            })
            .collect()
    };
    let (statuses, categories) = (ids("issueStatuses")?, ids("issueCategories")?);
    if statuses.len() != STATUSES.len() || categories.len() != CATEGORIES.len() {
        bail!("expected 4 statuses and 5 categories: {answer}");
    }
    Ok((statuses, categories))
}

fn variables(status: &str, category: &str) -> Value {
    json!({ "filter": { "statusIds": [status], "categoryIds": [category] } })
}

#[derive(Deserialize)]
struct Issues {
    issues: Page,
}

#[derive(Deserialize)]
struct Page {
    #[serde(rename = "totalCount")]
    total_count: i64,
    edges: Vec<IgnoredAny>,
}

/// A 2xx page without errors holding the first 20 issues (or all, when fewer match) and the
/// count.
pub fn a_page_of_issues(answer: &Answer) -> anyhow::Result<()> {
    let data: Issues = client::graphql_data(answer)?;
    let page = data.issues;
    if page.total_count == 0 || page.edges.len() as i64 != page.total_count.min(20) {
        bail!(
            "expected 20 issues (or all), got {} of {}",
            page.edges.len(),
            page.total_count
        );
    }
    Ok(())
}

/// The server's two statements for the measured filter, on one raw connection, decoding what
/// the server decodes.
async fn raw_list(conn: &mut sqlx::PgConnection) -> anyhow::Result<Value> {
    let (status, category) = MEASURED;
    let rows = sqlx::query(LIST_SQL)
        .bind(vec![status_id(status)])
        .bind(vec![category_id(category)])
        .bind(21i64)
        .bind(0i64)
        .fetch_all(&mut *conn)
        .await?;
    for row in &rows {
        let _: Uuid = row.try_get("issue_id")?;
        let _: String = row.try_get("title")?;
        let _: String = row.try_get("description")?;
        let _: Vec<Uuid> = row.try_get("category_ids")?;
        let _: Vec<Uuid> = row.try_get("assignee_ids")?;
        let _: chrono::DateTime<chrono::Utc> = row.try_get("updated_at")?;
    }
    let count = kept_count(conn, status_id(status), category_id(category)).await?;
    if rows.len() as i64 != count.min(21) || count == 0 {
        bail!("expected 21 rows, got {} of {count}", rows.len());
    }
    Ok(Value::Null)
}

async fn raw_reads(
    database_url: &str,
    connections: usize,
    duration: Duration,
) -> anyhow::Result<Throughput> {
    let pool = server::connect(database_url, connections as u32).await?;
    let started = Instant::now();
    let deadline = started + duration;
    let tasks: Vec<_> = (0..connections)
        .map(|_| {
            let pool = pool.clone();
            tokio::spawn(async move {
                let mut out = Throughput::default();
                let Ok(mut conn) = pool.acquire().await else {
                    return out;
                };
                while Instant::now() < deadline {
                    let began = Instant::now();
                    let result = raw_list(&mut conn).await;
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

async fn explain(server: &Server, sql: &str, page: bool) -> anyhow::Result<String> {
    let (status, category) = MEASURED;
    let text = format!("EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) {sql}");
    let query = if page {
        sqlx::query(&text)
            .bind(vec![status_id(status)])
            .bind(vec![category_id(category)])
            .bind(21i64)
            .bind(0i64)
    } else {
        sqlx::query(&text)
            .bind(category_id(category))
            .bind(Uuid::nil())
    };
    let rows = query.fetch_all(&server.pool).await?;
    Ok(rows
        .iter()
        .filter_map(|r| r.try_get::<String, _>(0).ok())
        .collect::<Vec<_>>()
        .join("\n"))
}

pub async fn run(
    server: &Server,
    rows: i64,
    clients: usize,
    duration: Duration,
) -> anyhow::Result<IssuesResult> {
    let issues = seed(server, rows).await?;
    let (statuses, categories) = global_ids(server).await?;
    let mut pairs = Vec::new();
    let mut measured = None;
    for (s, status) in statuses.iter().enumerate() {
        for (c, category) in categories.iter().enumerate() {
            server
                .gql(Some(&server.token), QUERY, variables(status, category))
                .await?;
            let began = Instant::now();
            let answer = server
                .gql(Some(&server.token), QUERY, variables(status, category))
                .await?;
            let idle_ms = began.elapsed().as_secs_f64() * 1000.0;
            let mut count = answer
                .pointer("/data/issues/totalCount")
                .and_then(Value::as_i64)
                .with_context(|| format!("listing issues: {answer}"))?;
            // The kept count must be the list's own: counted afresh, it is the same.
            let counted: i64 = sqlx::query_scalar(EXACT_COUNT_SQL)
                .bind(vec![status_id(s)])
                .bind(vec![category_id(c)])
                .fetch_one(&server.pool)
                .await?;
            if answer.pointer("/data/issues/totalCountCapped") == Some(&Value::Bool(true)) {
                // A list that says "1,000+": the report says how many the filter matches.
                count = counted;
            } else if count != counted {
                bail!("the list's total {count} is not the {counted} issues it matches");
            }
            let labels = (STATUSES[s].0.to_owned(), CATEGORIES[c].0.to_owned());
            if (s, c) == MEASURED {
                measured = Some((labels.0.clone(), labels.1.clone(), count));
            }
            pairs.push((labels.0, labels.1, count, idle_ms));
        }
    }
    let (status, category) = (&statuses[MEASURED.0], &categories[MEASURED.1]);
    let call = Call::graphql(
        Some(server.access_token.clone()),
        Operation::new(QUERY).body(&variables(status, category)),
    );
    // Warm both paths (statement caches, buffers) before measuring.
    let _ = raw_reads(&server.database_url, 2, WARM).await?;
    let raw = raw_reads(&server.database_url, clients, duration).await?;
    let graphql = page_load(server, &call, clients, duration).await;
    let list_plan = explain(server, LIST_SQL, true).await?;
    let count_plan = explain(server, COUNT_SQL, false).await?;
    Ok(IssuesResult {
        issues,
        filter: measured.context("the measured pair was not listed")?,
        pairs,
        graphql,
        raw,
        list_plan,
        count_plan,
    })
}

/// `--experiments`, on P11's server after P11: what the count costs, and what naming each
/// row's references costs. (The seed already settles the table, as autovacuum would, so a
/// vacuum here would change nothing.) No DDL here: a server that planned the count before an
/// index changed keeps its prepared statement's custom-plan history and may settle on a worse
/// generic plan, so the index lever runs on a server of its own ([`covering`]).
#[derive(Debug)]
pub struct IssueLevers {
    /// The same page without `totalCount` (the ceiling of any cheaper count).
    pub without_count: Throughput,
    /// The same page with its total but without each row's status, categories and assignees
    /// (the ceiling of any cheaper way to name them).
    pub without_references: Throughput,
}

/// The lever: the status index also carries the categories, so the count of one status's
/// issues in a category is an index-only scan instead of a scan of the whole table. It
/// replaces the migration's `issue_list_status_updated` (same key), so writes keep one index.
pub const COVERING_INDEX: &str = "CREATE INDEX issue_list_status_updated ON issue_list \
    (status_id, updated_at DESC, issue_id DESC) INCLUDE (category_ids)";

/// The migration's index, as `schema/migrations/20261123000011_issues.sql` creates it.
const MIGRATED_INDEX: &str = "CREATE INDEX issue_list_status_updated ON issue_list \
    (status_id, updated_at DESC, issue_id DESC)";

/// `--experiments`, on a fresh database and server: P11 with [`COVERING_INDEX`] in place from
/// the start (vacuumed), then on the same server with the migration's index put back
/// (vacuumed), as a same-server A/B.
#[derive(Debug)]
pub struct CoveringLever {
    pub covering: Throughput,
    pub covering_raw: Throughput,
    pub covering_count_plan: String,
    pub migrated: Throughput,
    pub migrated_raw: Throughput,
}

const QUERY_WITHOUT_COUNT: &str = "query($filter: IssueFilter) {
  issues(first: 20, filter: $filter, orderBy: { field: UPDATED_AT, direction: DESC }) {
    edges { node { id title priorityId updatedAt status { label } categories { label } assignees { name } } }
  }
}";

const QUERY_WITHOUT_REFERENCES: &str = "query($filter: IssueFilter) {
  issues(first: 20, filter: $filter, orderBy: { field: UPDATED_AT, direction: DESC }) {
    totalCount totalCountCapped
    edges { node { id title priorityId updatedAt } }
  }
}";

#[derive(Deserialize)]
struct EdgesOnly {
    issues: Edges,
}

#[derive(Deserialize)]
struct Edges {
    edges: Vec<IgnoredAny>,
}

fn a_page_without_count(answer: &Answer) -> anyhow::Result<()> {
    let data: EdgesOnly = client::graphql_data(answer)?;
    if data.issues.edges.is_empty() {
        bail!("expected issues, got none");
    }
    Ok(())
}

/// The measured request, `query` with the measured filter's variables.
async fn measured_call(server: &Server, query: &str) -> anyhow::Result<Call> {
    let (statuses, categories) = global_ids(server).await?;
    let variables = variables(&statuses[MEASURED.0], &categories[MEASURED.1]);
    Ok(Call::graphql(
        Some(server.access_token.clone()),
        Operation::new(query).body(&variables),
    ))
}

const WARM: Duration = Duration::from_millis(300);

/// The page from `clients` after a short warm-up.
async fn page_load(server: &Server, call: &Call, clients: usize, duration: Duration) -> Throughput {
    let _ = client::load(2, WARM, &server.target, call, a_page_of_issues).await;
    client::load(clients, duration, &server.target, call, a_page_of_issues).await
}

/// Run after [`run`], on its server.
pub async fn levers(
    server: &Server,
    clients: usize,
    duration: Duration,
) -> anyhow::Result<IssueLevers> {
    // Each variant of the page after its own short warm-up, from `clients`.
    let variant = |query: &'static str| async move {
        let call = measured_call(server, query).await?;
        let _ = client::load(2, WARM, &server.target, &call, a_page_without_count).await;
        anyhow::Ok(
            client::load(
                clients,
                duration,
                &server.target,
                &call,
                a_page_without_count,
            )
            .await,
        )
    };
    let without_count = variant(QUERY_WITHOUT_COUNT).await?;
    let without_references = variant(QUERY_WITHOUT_REFERENCES).await?;
    Ok(IssueLevers {
        without_count,
        without_references,
    })
}

async fn swap_index(pool: &sqlx::PgPool, create: &str) -> anyhow::Result<()> {
    sqlx::query("DROP INDEX issue_list_status_updated")
        .execute(pool)
        .await?;
    sqlx::query(create).execute(pool).await?;
    server::settle(pool, "issue_list").await
}

/// A fresh database whose status index carries the categories before the server first
/// plans anything, seeded as P11's; then the migration's index back on the same server.
pub async fn covering(
    admin_url: &str,
    nats_url: &str,
    binary: Option<std::path::PathBuf>,
    rows: i64,
    clients: usize,
    duration: Duration,
) -> anyhow::Result<CoveringLever> {
    let database_url = server::fresh_database(admin_url, "p11").await?;
    let result = async {
        let pool = server::connect(&database_url, 1).await?;
        swap_index(&pool, COVERING_INDEX).await?;
        pool.close().await;
        let server = Server::start(database_url.clone(), nats_url, binary).await?;
        let outcome = async {
            // `seed` settles the table, as autovacuum would.
            seed(&server, rows).await?;
            let page = measured_call(&server, QUERY).await?;
            let _ = raw_reads(&server.database_url, 2, WARM).await?;
            let covering_raw = raw_reads(&server.database_url, clients, duration).await?;
            let covering = page_load(&server, &page, clients, duration).await;
            let covering_count_plan = explain(&server, COUNT_SQL, false).await?;
            swap_index(&server.pool, MIGRATED_INDEX).await?;
            let _ = raw_reads(&server.database_url, 2, WARM).await?;
            let migrated_raw = raw_reads(&server.database_url, clients, duration).await?;
            let migrated = page_load(&server, &page, clients, duration).await;
            Ok(CoveringLever {
                covering,
                covering_raw,
                covering_count_plan,
                migrated,
                migrated_raw,
            })
        }
        .await;
        server.stop().await;
        outcome
    }
    .await;
    server::drop_database(admin_url, &database_url).await;
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use bytes::Bytes;
    use http::StatusCode;

    fn page(edges: usize, total: i64) -> Answer {
        let edge = r#"{"node":{"id":"SXNzdWU6MQ","title":"t","priorityId":2,"updatedAt":"2026-01-01T00:00:00+00:00","status":{"label":"Open"},"categories":[{"label":"Bug"}],"assignees":[]}}"#;
        let edges = vec![edge; edges].join(",");
        Answer {
            status: StatusCode::OK,
            body: Bytes::from(format!(
                r#"{{"data":{{"issues":{{"totalCount":{total},"edges":[{edges}]}}}}}}"#
            )),
        }
    }

    #[test]
    fn a_page_holds_twenty_issues_or_all_of_fewer() {
        a_page_of_issues(&page(20, 7_000)).unwrap();
        a_page_of_issues(&page(3, 3)).unwrap();
        assert!(a_page_of_issues(&page(19, 7_000)).is_err());
        assert!(a_page_of_issues(&page(0, 0)).is_err());
    }

    #[test]
    fn the_shares_add_up_and_pick_one_based_indexes() {
        assert_eq!(STATUSES.iter().map(|s| s.3).sum::<u32>(), 100);
        assert_eq!(CATEGORIES.iter().map(|c| c.3).sum::<u32>(), 100);
        assert_eq!(
            weighted("b", [25, 75].into_iter()),
            "CASE WHEN b < 25 THEN 1 WHEN b < 100 THEN 2 END"
        );
    }
}
