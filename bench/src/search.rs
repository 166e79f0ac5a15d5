//! P10 (issue 14): keyword search over documents (100,000 by default, half of them Japanese) as
//! an employee who may read a third of them: the `documents` page with a keyword (20 ranked
//! hits with their highlighted passages, and the total count) from N clients, beside the very
//! SQL the server builds for it (`read::documents::list_query` and `count_query`, access
//! filter included) run raw from N connections.
//!
//! The corpus is synthetic but shaped like a knowledge base: every document mixes a few dozen
//! everyday words (which every document has) with a handful of topic words drawn with a
//! Zipf-like skew, so the keywords below match from a few hundred to a few thousand documents,
//! and the one-character Japanese keyword matches far more.

use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use serde::Deserialize;
use serde::de::IgnoredAny;
use serde_json::{Value, json};
use staffhub_api::access::Caller;
use staffhub_api::read::documents::{
    DocumentListFilter, DocumentRow, DocumentSort, DocumentSortField, count_query, list_query,
    list_query_after,
};
use staffhub_projections::documents::copy_category_roles;
use staffhub_projections::search::parse_query;
use uuid::Uuid;

use crate::client::{self, Answer, Call, Operation};
use crate::commands::{Throughput, collect};
use crate::server::{self, Server};

#[derive(Debug)]
pub struct SearchResult {
    pub documents: i64,
    pub readable: i64,
    /// Each keyword with the number of hits the employee sees (and whether the list says
    /// more: "1,000+") and one idle request's time (ms, after a warm-up of the same request).
    pub hits: Vec<(String, (i64, bool), f64)>,
    pub graphql: Throughput,
    pub raw: Throughput,
    pub plan: String,
}

/// English and Japanese topic words from frequent to rare, an English prefix, two words at once
/// (one of them in every document), and a one-character Japanese word (which a trigram index
/// could not find at all, and which occurs in many compounds).
pub const KEYWORDS: [&str; 8] = [
    "compliance",
    "harbor",
    "rollo",
    "budget review",
    "議事録",
    "稟議",
    "株",
    "監査",
];

const QUERY: &str = "query($filter: DocumentFilter, $keyword: String!) {
  documents(first: 20, filter: $filter) {
    totalCount totalCountCapped
    edges { cursor node { id title statusId updatedAt excerpt(keyword: $keyword) { text highlight } } }
    pageInfo { hasNextPage endCursor }
  }
}";

const EVERYDAY_EN: [&str; 40] = [
    "the", "team", "will", "and", "for", "with", "this", "week", "customer", "please", "check",
    "update", "meeting", "notes", "project", "plan", "next", "steps", "owner", "review", "draft",
    "shared", "folder", "process", "request", "status", "report", "monthly", "target", "sales",
    "support", "issue", "question", "answer", "policy", "office", "schedule", "version", "final",
    "approved",
];
const TOPICS_EN: [&str; 40] = [
    "kestrel",
    "harbor",
    "migration",
    "budget",
    "orion",
    "invoice",
    "onboarding",
    "latency",
    "renewal",
    "warehouse",
    "forecast",
    "payroll",
    "firewall",
    "audit",
    "roadmap",
    "pricing",
    "vendor",
    "contract",
    "backup",
    "campaign",
    "hiring",
    "training",
    "license",
    "security",
    "dashboard",
    "retention",
    "escalation",
    "procurement",
    "inventory",
    "compliance",
    "quarterly",
    "offsite",
    "benchmark",
    "rollout",
    "incident",
    "survey",
    "partner",
    "travel",
    "expense",
    "review",
];
const EVERYDAY_JA: [&str; 24] = [
    "今週",
    "の",
    "予定",
    "について",
    "確認",
    "して",
    "ください",
    "です",
    "ます",
    "担当",
    "共有",
    "資料",
    "会議",
    "報告",
    "お願い",
    "します",
    "対応",
    "状況",
    "次回",
    "まで",
    "連絡",
    "最新",
    "版",
    "を",
];
const TOPICS_JA: [&str; 40] = [
    "議事録",
    "請求書",
    "株主総会",
    "監査",
    "契約更新",
    "採用計画",
    "経費精算",
    "障害対応",
    "予算案",
    "研修",
    "在庫管理",
    "顧客満足",
    "新製品",
    "価格改定",
    "販売計画",
    "物流",
    "人事評価",
    "情報漏洩",
    "安全衛生",
    "広告",
    "取締役会",
    "決算",
    "税務",
    "営業戦略",
    "品質",
    "保守",
    "移行",
    "倉庫",
    "出張",
    "稟議",
    "見積",
    "納期",
    "発注",
    "検収",
    "株式",
    "配当",
    "監視",
    "暗号化",
    "教育",
    "福利厚生",
];

/// A small, fixed pseudo-random sequence (the corpus is the same on every run).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// Skewed towards the start of the list: rank r is drawn about 1/(r+1) as often.
    fn zipf(&mut self, n: usize) -> usize {
        let u = (self.next() % 1_000_000) as f64 / 1_000_000.0;
        (((n as f64 + 1.0).powf(u) - 1.0) as usize).min(n - 1)
    }
}

/// Document `n` of the corpus: (title, body); odd documents are Japanese.
fn document(n: u64) -> (String, String) {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ (n + 1).wrapping_mul(0x2545_f491_4f6c_dd1d));
    let japanese = n % 2 == 1;
    let (everyday, topics): (&[&str], &[&str]) = if japanese {
        (&EVERYDAY_JA, &TOPICS_JA)
    } else {
        (&EVERYDAY_EN, &TOPICS_EN)
    };
    // Rare topic words are numbered variants, so a topic keyword is selective.
    let topic = |rng: &mut Rng| {
        let word = topics[rng.zipf(topics.len())];
        match rng.below(8) {
            0 => word.to_owned(),
            v if japanese => format!("{word}{v}"),
            v => format!("{word}{v}"),
        }
    };
    let title = format!("{} {} {}", topic(&mut rng), topic(&mut rng), n);
    let mut body = String::with_capacity(800);
    for sentence in 0..8 {
        for _ in 0..8 {
            body.push_str(everyday[rng.below(everyday.len())]);
            if !japanese {
                body.push(' ');
            }
        }
        if sentence % 2 == 0 {
            body.push_str(&topic(&mut rng));
            body.push(' ');
        }
        body.push_str(if japanese { "。" } else { ". " });
    }
    (title, body)
}

/// Seeds `document_list` directly (not through the journal) up to `rows` documents, spread over
/// three permission categories of which the employee's role reads one; the search terms are
/// cut by the projection's own code. Returns (documents, readable by `role`).
pub async fn seed(server: &Server, rows: i64, role: i32) -> anyhow::Result<(i64, i64)> {
    let categories: Vec<Uuid> = (0..3).map(|i| Uuid::from_u128(0xbe0c_0000 + i)).collect();
    for (i, id) in categories.iter().enumerate() {
        let readers: Vec<i32> = if i == 0 { vec![role] } else { vec![] };
        sqlx::query(
            "INSERT INTO permission_categories (permission_category_id, name, description,
                 reader_roles, editor_roles, created_at, updated_at, version)
             VALUES ($1, $2, '', $3, '{}', now(), now(), 1)
             ON CONFLICT (permission_category_id) DO UPDATE SET reader_roles = EXCLUDED.reader_roles",
        )
        .bind(id)
        .bind(format!("P10 category {i}"))
        .bind(readers)
        .execute(&server.pool)
        .await?;
    }
    let existing: i64 = sqlx::query_scalar("SELECT count(*) FROM document_list")
        .fetch_one(&server.pool)
        .await?;
    let separator = '\u{1f}';
    let mut n = existing as u64;
    while (n as i64) < rows {
        let end = (n + 2_000).min(rows as u64);
        let (mut ids, mut titles, mut bodies, mut terms, mut title_terms, mut permission) =
            (vec![], vec![], vec![], vec![], vec![], vec![]);
        for i in n..end {
            let (title, body) = document(i);
            let (whole, in_title) = staffhub_projections::documents::terms(&title, &body);
            terms.push(whole.join(&separator.to_string()));
            title_terms.push(in_title.join(&separator.to_string()));
            ids.push(Uuid::from_u128(0x0d0c_0000_0000_0000 + u128::from(i)));
            titles.push(title);
            bodies.push(body);
            permission.push(categories[(i % 3) as usize]);
        }
        sqlx::query(
            "INSERT INTO document_list (document_id, title, body, category_id,
                 permission_category_id, tag_ids, status, author_id, reader_roles, editor_roles,
                 attachments, revision, search, title_search, created_at, updated_at, version)
             SELECT id, title, body, NULL, pc, '{}', 1, NULL, '{}', '{}', '[]', 1,
                    array_to_tsvector(string_to_array(terms, chr(31))),
                    array_to_tsvector(string_to_array(title_terms, chr(31))),
                    now() - make_interval(secs => ord), now() - make_interval(secs => ord), 1
             FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::uuid[])
                  WITH ORDINALITY AS t(id, title, body, terms, title_terms, pc, ord)
             ON CONFLICT (document_id) DO NOTHING",
        )
        .bind(&ids)
        .bind(&titles)
        .bind(&bodies)
        .bind(&terms)
        .bind(&title_terms)
        .bind(&permission)
        .execute(&server.pool)
        .await
        .context("seeding document_list")?;
        n = end;
    }
    // The categories' roles onto their documents, by the projection's own statement (the
    // access terms are generated from them).
    let mut conn = server.pool.acquire().await?;
    for id in &categories {
        copy_category_roles(&mut conn, "d.permission_category_id", *id).await?;
    }
    drop(conn);
    crate::server::settle(&server.pool, "document_list").await?;
    let total: i64 = sqlx::query_scalar("SELECT count(*) FROM document_list")
        .fetch_one(&server.pool)
        .await?;
    let readable: i64 =
        sqlx::query_scalar("SELECT count(*) FROM document_list WHERE permission_category_id = $1")
            .bind(categories[0])
            .fetch_one(&server.pool)
            .await?;
    Ok((total, readable))
}

/// A role and an employee holding it, signed in: the reader P10 and P15 search as (created
/// by the first of them to run).
async fn reader(server: &Server) -> anyhow::Result<(i32, String)> {
    let existing: Option<Vec<i32>> =
        sqlx::query_scalar("SELECT role_ids FROM employee_directory WHERE email = $1")
            .bind("p10.reader@bench.test")
            .fetch_optional(&server.pool)
            .await?;
    if let Some(roles) = existing {
        let role = *roles.first().context("the P10 reader lost their role")?;
        return Ok((role, sign_in_reader(server).await?));
    }
    let role = server
        .gql(
            Some(&server.token),
            "mutation { createRole(input: { name: \"P10 reader\", roleCategoryId: 2 }) { role { roleId } } }",
            json!({}),
        )
        .await?
        .pointer("/data/createRole/role/roleId")
        .and_then(Value::as_i64)
        .context("creating the reader's role")? as i32;
    server
        .gql(
            Some(&server.token),
            "mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { employee { id } } }",
            json!({ "input": { "name": "P10 Reader", "email": "p10.reader@bench.test",
                "password": "p10 reader password", "roleIds": [role] } }),
        )
        .await?;
    Ok((role, sign_in_reader(server).await?))
}

async fn sign_in_reader(server: &Server) -> anyhow::Result<String> {
    Ok(server
        .gql(
            None,
            "mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }",
            json!({ "input": { "email": "p10.reader@bench.test", "password": "p10 reader password" } }),
        )
        .await?
        .pointer("/data/signIn/accessToken")
        .and_then(Value::as_str)
        .context("signing the reader in")?
        .to_owned())
}

/// P15's words: a document topic frequent and rare, Japanese, a word every seeded task's
/// description holds (so only the second part, "found elsewhere", answers it, over every
/// task), a title prefix of every seeded task, and an issue title's word.
pub const GLOBAL_KEYWORDS: [&str; 6] = [
    "harbor",
    "compliance",
    "議事録",
    "synthetic",
    "Seeded task 42",
    "invoice",
];

const GLOBAL_QUERY: &str = "query($text: String!) {
  search(text: $text, first: 5) {
    groups { area totalCount totalCountCapped hits { title subtitle node { id } } }
  }
}";

#[derive(Debug)]
pub struct GlobalResult {
    pub documents: i64,
    /// Each keyword with its groups ("documents 1,000+") and one idle request's time (ms).
    pub keywords: Vec<(String, String, f64)>,
    pub graphql: Throughput,
}

/// P15 (issue 33): search everywhere as the P10 reader, over every area's rows the run has
/// seeded by then (P2's tasks, P10's documents, P11's issues; P10's documents are seeded here
/// when P10 did not run).
pub async fn global(
    server: &Server,
    rows: i64,
    clients: usize,
    duration: Duration,
) -> anyhow::Result<GlobalResult> {
    let (role, token) = reader(server).await?;
    let (documents, _) = seed(server, rows, role).await?;
    let header = client::access_token(&token)?;
    let calls: Vec<Call> = GLOBAL_KEYWORDS
        .iter()
        .map(|text| {
            Call::graphql(
                Some(header.clone()),
                Operation::new(GLOBAL_QUERY).body(&json!({ "text": text })),
            )
        })
        .collect();
    let mut keywords = Vec::new();
    for text in GLOBAL_KEYWORDS {
        let variables = json!({ "text": text });
        server
            .gql(Some(&token), GLOBAL_QUERY, variables.clone())
            .await?;
        let began = Instant::now();
        let answer = server.gql(Some(&token), GLOBAL_QUERY, variables).await?;
        let idle_ms = began.elapsed().as_secs_f64() * 1000.0;
        let groups = answer
            .pointer("/data/search/groups")
            .and_then(Value::as_array)
            .with_context(|| format!("searching everywhere for {text}: {answer}"))?;
        let found = groups
            .iter()
            .map(|group| {
                let plus = if group["totalCountCapped"] == Value::Bool(true) {
                    "+"
                } else {
                    ""
                };
                format!(
                    "{} {}{plus}",
                    group["area"].as_str().unwrap_or("?"),
                    group["totalCount"].as_i64().unwrap_or(0)
                )
            })
            .collect::<Vec<_>>()
            .join(" · ");
        keywords.push((text.to_owned(), found, idle_ms));
    }
    let _ = client::load_each(
        2,
        Duration::from_millis(300),
        &server.target,
        &calls,
        groups_found,
    )
    .await;
    let graphql = client::load_each(clients, duration, &server.target, &calls, groups_found).await;
    Ok(GlobalResult {
        documents,
        keywords,
        graphql,
    })
}

/// A 2xx answer without errors, with its groups (a text whose area the run did not seed, P2's
/// tasks say, has none; the report lists each text's groups).
fn groups_found(answer: &Answer) -> anyhow::Result<()> {
    let data: Value = client::graphql_data(answer)?;
    match data.pointer("/search/groups").and_then(Value::as_array) {
        Some(_) => Ok(()),
        None => bail!("expected the groups of hits, got {data}"),
    }
}

#[derive(Deserialize)]
struct Documents {
    documents: Page,
}

#[derive(Deserialize)]
struct Page {
    #[serde(rename = "totalCount")]
    total_count: i64,
    edges: Vec<IgnoredAny>,
}

/// A 2xx page without errors holding hits (every keyword has some) and a count.
pub fn a_page_of_hits(answer: &Answer) -> anyhow::Result<()> {
    let data: Documents = client::graphql_data(answer)?;
    let page = data.documents;
    if page.edges.is_empty() || page.total_count < page.edges.len() as i64 {
        bail!(
            "expected hits, got {} of {}",
            page.edges.len(),
            page.total_count
        );
    }
    Ok(())
}

fn filter(keyword: &str, viewer: &Caller) -> DocumentListFilter {
    DocumentListFilter {
        viewer: Some(viewer.clone()),
        search: parse_query(keyword),
        ..DocumentListFilter::default()
    }
}

const SORT: DocumentSort = DocumentSort {
    field: DocumentSortField::Relevance,
    descending: true,
};

/// The server's two statements for one keyword, on one raw connection.
async fn raw_search(
    conn: &mut sqlx::PgConnection,
    filter: &DocumentListFilter,
) -> anyhow::Result<Value> {
    let rows: Vec<DocumentRow> = list_query(filter, SORT, 0, 21)
        .build_query_as()
        .fetch_all(&mut *conn)
        .await?;
    let count: i64 = count_query(filter)
        .build_query_scalar()
        .fetch_one(&mut *conn)
        .await?;
    if rows.is_empty() || count < rows.len() as i64 {
        bail!("expected hits, got {} of {count}", rows.len());
    }
    Ok(Value::Null)
}

async fn raw_reads(
    database_url: &str,
    viewer: &Caller,
    connections: usize,
    duration: Duration,
) -> anyhow::Result<Throughput> {
    let pool = server::connect(database_url, connections as u32).await?;
    let started = Instant::now();
    let deadline = started + duration;
    let tasks: Vec<_> = (0..connections)
        .map(|client| {
            let pool = pool.clone();
            let filters: Vec<DocumentListFilter> =
                KEYWORDS.iter().map(|k| filter(k, viewer)).collect();
            tokio::spawn(async move {
                let mut out = Throughput::default();
                let Ok(mut conn) = pool.acquire().await else {
                    return out;
                };
                let mut next = client;
                while Instant::now() < deadline {
                    let filter = &filters[next % filters.len()];
                    next += 1;
                    let began = Instant::now();
                    let result = raw_search(&mut conn, filter).await;
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

pub async fn run(
    server: &Server,
    rows: i64,
    clients: usize,
    duration: Duration,
) -> anyhow::Result<SearchResult> {
    let (role, token) = reader(server).await?;
    let (documents, readable) = seed(server, rows, role).await?;
    let employee_id: Uuid =
        sqlx::query_scalar("SELECT employee_id FROM employee_directory WHERE email = $1")
            .bind("p10.reader@bench.test")
            .fetch_one(&server.pool)
            .await?;
    let viewer = Caller {
        employee_id,
        role_ids: vec![role],
        admin: false,
        manager: false,
    };
    let header = client::access_token(&token)?;
    let calls: Vec<Call> = KEYWORDS
        .iter()
        .map(|keyword| {
            Call::graphql(
                Some(header.clone()),
                Operation::new(QUERY)
                    .body(&json!({ "filter": { "keyword": keyword }, "keyword": keyword })),
            )
        })
        .collect();
    let mut hits = Vec::new();
    for keyword in KEYWORDS {
        let variables = json!({ "filter": { "keyword": keyword }, "keyword": keyword });
        server.gql(Some(&token), QUERY, variables.clone()).await?;
        let began = Instant::now();
        let answer = server.gql(Some(&token), QUERY, variables).await?;
        let idle_ms = began.elapsed().as_secs_f64() * 1000.0;
        let count = answer
            .pointer("/data/documents/totalCount")
            .and_then(Value::as_i64)
            .with_context(|| format!("searching {keyword}: {answer}"))?;
        let capped = answer.pointer("/data/documents/totalCountCapped") == Some(&Value::Bool(true));
        hits.push((keyword.to_owned(), (count, capped), idle_ms));
    }
    // Warm both paths (statement caches, buffers) before measuring.
    let _ = client::load_each(
        2,
        Duration::from_millis(300),
        &server.target,
        &calls,
        a_page_of_hits,
    )
    .await;
    let _ = raw_reads(&server.database_url, &viewer, 2, Duration::from_millis(300)).await?;
    let raw = raw_reads(&server.database_url, &viewer, clients, duration).await?;
    let graphql =
        client::load_each(clients, duration, &server.target, &calls, a_page_of_hits).await;
    let first = filter(KEYWORDS[0], &viewer);
    let plan: Vec<String> = list_query_after(
        "EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ",
        &first,
        SORT,
        0,
        21,
    )
    .build_query_scalar()
    .fetch_all(&server.pool)
    .await?;
    let plan = plan.join("\n");
    Ok(SearchResult {
        documents,
        readable,
        hits,
        graphql,
        raw,
        plan,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_corpus_is_the_same_on_every_run_and_half_japanese() {
        assert_eq!(document(7), document(7));
        assert!(document(1).1.contains('。'));
        assert!(!document(2).1.contains('。'));
    }

    #[test]
    fn every_keyword_occurs_in_the_corpus() {
        let text: String = (0..400)
            .map(|n| {
                let (title, body) = document(n);
                format!("{title} {body}\n")
            })
            .collect();
        let lower = text.to_lowercase();
        for keyword in KEYWORDS {
            for word in keyword.split(' ') {
                assert!(lower.contains(word), "{word} never occurs");
            }
        }
    }
}
