//! P8 and P9 (issue 13): the deal board.
//!
//! - **P8**: the board's query (nine columns, first 20 cards each, server-side count and
//!   value totals) over 10,000 organizations from N clients, reported beside P2.
//! - **P9**: a deal move → the card's message at N board subscribers (`organizationsChanged`
//!   with the fresh column totals), measured as P3 is: journal append → message parsed.

use std::collections::HashMap;
use std::time::{Duration, Instant, SystemTime};

use anyhow::{Context, bail};
use chrono::{DateTime, Utc};
use serde::Deserialize;
use serde::de::IgnoredAny;
use serde_json::{Value, json};
use staffhub_tests::Subscription;
use tokio::sync::mpsc;

use crate::client::{self, Answer, Call, Operation};
use crate::commands::Throughput;
use crate::server::Server;
use crate::stats::Samples;

const BOARD: &str = "query { dealBoard(cardsPerColumn: 20) { columns {
  dealStatus { statusId } count totals { amount currency }
  cards { edges { node { id name stageEnteredAt dealValue { amount currency } } }
          pageInfo { hasNextPage endCursor } } } } }";

#[derive(Debug)]
pub struct BoardResult {
    pub organizations: i64,
    pub board: Throughput,
}

/// Seeds `organization_list` directly (not through the journal) up to `rows` rows, spread
/// over the nine stages and three currencies, then ANALYZE.
pub async fn seed(server: &Server, rows: i64) -> anyhow::Result<i64> {
    sqlx::query(
        "INSERT INTO organization_list (organization_id, name, description, website, tag_ids,
             owner_id, deal_amount, deal_currency, deal_status, stage_entered_at, member_count,
             created_by, created_at, updated_at, version)
         SELECT gen_random_uuid(), 'Seeded organization ' || n, '', '', '{}', NULL,
                (n * 7919) % 10000000, (ARRAY['JPY','USD','EUR'])[1 + n % 3], 1 + n % 9,
                now() - make_interval(secs => (n * 104729) % 10000000), 0, NULL,
                now() - make_interval(secs => n), now(), 1
         FROM generate_series(1, GREATEST($1 - (SELECT count(*) FROM organization_list), 0)) AS n",
    )
    .bind(rows)
    .execute(&server.pool)
    .await
    .context("seeding organization_list")?;
    // The projection keeps the board's totals as it writes rows; rows seeded beside it are
    // counted in once here.
    sqlx::query("DELETE FROM deal_board_totals")
        .execute(&server.pool)
        .await?;
    sqlx::query(
        "INSERT INTO deal_board_totals (deal_status, deal_currency, count, amount)
         SELECT deal_status, deal_currency, count(*), sum(deal_amount)
         FROM organization_list GROUP BY deal_status, deal_currency",
    )
    .execute(&server.pool)
    .await
    .context("counting the seeded organizations into the board totals")?;
    crate::server::settle(&server.pool, "organization_list").await?;
    Ok(sqlx::query_scalar("SELECT count(*) FROM organization_list")
        .fetch_one(&server.pool)
        .await?)
}

#[derive(Deserialize)]
struct Board {
    #[serde(rename = "dealBoard")]
    deal_board: Columns,
}

#[derive(Deserialize)]
struct Columns {
    columns: Vec<Column>,
}

#[derive(Deserialize)]
struct Column {
    count: i64,
    cards: Cards,
}

#[derive(Deserialize)]
struct Cards {
    edges: Vec<IgnoredAny>,
}

/// A 2xx board of nine columns, each with its 20 cards (every stage holds over 20 here).
pub fn a_full_board(answer: &Answer) -> anyhow::Result<()> {
    let data: Board = client::graphql_data(answer)?;
    let columns = &data.deal_board.columns;
    if columns.len() != 9 {
        bail!("expected 9 columns, got {}", columns.len());
    }
    for column in columns {
        if column.cards.edges.len() != 20 || column.count < 20 {
            bail!(
                "expected 20 cards of at least 20, got {} of {}",
                column.cards.edges.len(),
                column.count
            );
        }
    }
    Ok(())
}

pub async fn board(
    server: &Server,
    rows: i64,
    clients: usize,
    duration: Duration,
) -> anyhow::Result<BoardResult> {
    let organizations = seed(server, rows).await?;
    let call = Call::graphql(
        Some(server.access_token.clone()),
        Operation::new(BOARD).body(&json!({})),
    );
    let _ = client::load(
        2,
        Duration::from_millis(300),
        &server.target,
        &call,
        a_full_board,
    )
    .await;
    let board = client::load(clients, duration, &server.target, &call, a_full_board).await;
    Ok(BoardResult {
        organizations,
        board,
    })
}

#[derive(Debug)]
pub struct MovesResult {
    pub subscribers: usize,
    pub moves: usize,
    pub expected: usize,
    pub delivered: usize,
    /// recorded_at (journal append) → arrival.
    pub from_commit: Samples,
    /// Client sends the move → arrival.
    pub from_send: Samples,
}

const SUBSCRIPTION: &str = "subscription { organizationsChanged { kind
  organization { id version dealStatus { statusId } }
  boardTotals { dealStatus { statusId } count totals { amount currency } } } }";
const CREATE: &str = "mutation { createOrganization(input: { name: \"P9 moving deal\" }) {
  organization { id } } }";
const MOVE: &str = "mutation($input: MoveDealInput!) { moveDeal(input: $input) {
  organization { version } } }";

pub async fn moves(
    server: &Server,
    subscribers: usize,
    moves: usize,
    budget: Duration,
) -> anyhow::Result<MovesResult> {
    let created = server.gql(Some(&server.token), CREATE, json!({})).await?;
    let global_id = created
        .pointer("/data/createOrganization/organization/id")
        .and_then(Value::as_str)
        .with_context(|| format!("createOrganization: {created}"))?
        .to_owned();
    let uuid: String = sqlx::query_scalar(
        "SELECT aggregate_id FROM events WHERE aggregate_type = 'Organization'
         AND event_type = 'OrganizationCreated' ORDER BY global_position DESC LIMIT 1",
    )
    .fetch_one(&server.pool)
    .await?;

    let (arrivals, mut arrived) = mpsc::unbounded_channel::<(i64, SystemTime)>();
    let mut readers = Vec::with_capacity(subscribers);
    let url = server.ws_url();
    for i in 0..subscribers {
        let mut subscription = Subscription::connect(&url, json!({ "accessToken": server.token }))
            .await
            .map_err(anyhow::Error::msg)
            .with_context(|| format!("board subscriber {i} connecting"))?;
        subscription.subscribe("1", SUBSCRIPTION, json!({})).await;
        let arrivals = arrivals.clone();
        readers.push(tokio::spawn(async move {
            while let Some(payload) = subscription.next_data("1", Duration::from_secs(3600)).await {
                let now = SystemTime::now();
                let change = payload.pointer("/data/organizationsChanged");
                let version = change
                    .and_then(|c| c.pointer("/organization/version"))
                    .and_then(Value::as_i64);
                let totals = change
                    .and_then(|c| c.get("boardTotals"))
                    .and_then(Value::as_array)
                    .map_or(0, Vec::len);
                if let (Some(version), 9) = (version, totals) {
                    let _ = arrivals.send((version, now));
                }
            }
        }));
    }
    drop(arrivals);
    tokio::time::sleep(Duration::from_millis(500)).await;

    let started = Instant::now();
    let mut sent_at: HashMap<i64, SystemTime> = HashMap::new();
    let mut arrivals_by_version: HashMap<i64, Vec<SystemTime>> = HashMap::new();
    let mut done = 0;
    while done < moves && started.elapsed() < budget {
        // Back and forth across the board: lead ↔ negotiation.
        let to = if done % 2 == 0 { 5 } else { 1 };
        let sent = SystemTime::now();
        let body = server
            .gql(
                Some(&server.token),
                MOVE,
                json!({ "input": { "organizationId": global_id, "dealStatusId": to } }),
            )
            .await?;
        let version = body
            .pointer("/data/moveDeal/organization/version")
            .and_then(Value::as_i64)
            .with_context(|| format!("moveDeal: {body}"))?;
        sent_at.insert(version, sent);
        done += 1;
        let wait_until = Instant::now() + Duration::from_secs(5);
        while arrivals_by_version.get(&version).map_or(0, Vec::len) < subscribers {
            let left = wait_until.saturating_duration_since(Instant::now());
            match tokio::time::timeout(left, arrived.recv()).await {
                Ok(Some((v, at))) => arrivals_by_version.entry(v).or_default().push(at),
                Ok(None) | Err(_) => break,
            }
        }
    }
    for reader in readers {
        reader.abort();
    }
    if done == 0 {
        bail!("no move completed");
    }
    let recorded: Vec<(i64, DateTime<Utc>)> = sqlx::query_as(
        "SELECT sequence, recorded_at FROM events
         WHERE aggregate_type = 'Organization' AND aggregate_id = $1",
    )
    .bind(&uuid)
    .fetch_all(&server.pool)
    .await?;
    let recorded: HashMap<i64, DateTime<Utc>> = recorded.into_iter().collect();
    let mut from_commit = Samples::default();
    let mut from_send = Samples::default();
    let mut delivered = 0;
    for (version, sent) in &sent_at {
        let Some(arrivals) = arrivals_by_version.get(version) else {
            continue;
        };
        for at in arrivals {
            delivered += 1;
            if let Ok(latency) = at.duration_since(*sent) {
                from_send.push(latency);
            }
            if let Some(commit) = recorded.get(version) {
                let arrival: DateTime<Utc> = (*at).into();
                let micros = (arrival - *commit).num_microseconds().unwrap_or(0).max(0);
                from_commit.push_micros(micros as u64);
            }
        }
    }
    Ok(MovesResult {
        subscribers,
        moves: done,
        expected: done * subscribers,
        delivered,
        from_commit,
        from_send,
    })
}
