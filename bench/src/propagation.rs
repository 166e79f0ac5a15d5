//! P3 propagation: N WebSocket subscribers (graphql-transport-ws) on `tasksChanged`, then
//! `createTask` mutations one at a time. For every (mutation, subscriber) pair we take the
//! wall-clock time the subscriber received the message (after parsing its JSON) and subtract
//! the event's `recorded_at` in the journal (`statement_timestamp()` of the INSERT that
//! appended it, on the same machine's clock: so the figure is append → arrival and slightly
//! over-states commit → arrival by the commit itself). We also report the latency from the
//! client sending the mutation, which bounds it from above.

use std::collections::HashMap;
use std::time::{Duration, Instant, SystemTime};

use anyhow::{Context, bail};
use chrono::{DateTime, Utc};
use serde_json::{Value, json};
use staffhub_tests::Subscription;
use tokio::sync::mpsc;

use crate::server::Server;
use crate::stats::Samples;

#[cfg(test)]
mod tests {
    #[test]
    fn global_ids_decode_to_their_uuid() {
        // base64url("Task:0190c1de-0000-7000-8000-000000000001")
        let id = "VGFzazowMTkwYzFkZS0wMDAwLTcwMDAtODAwMC0wMDAwMDAwMDAwMDE";
        assert_eq!(
            super::uuid_of(id).as_deref(),
            Some("0190c1de-0000-7000-8000-000000000001")
        );
        assert_eq!(super::uuid_of("!!"), None);
    }
}

#[derive(Debug)]
pub struct PropagationResult {
    pub subscribers: usize,
    pub mutations: usize,
    pub expected: usize,
    pub delivered: usize,
    /// recorded_at (journal append) → arrival.
    pub from_commit: Samples,
    /// Client sends the mutation → arrival.
    pub from_send: Samples,
    /// Client sends the mutation → its HTTP response (read-your-writes included).
    pub mutation: Samples,
}

const SUBSCRIPTION: &str = "subscription { tasksChanged { kind task { id } } }";
const CREATE: &str =
    "mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } } }";

/// The uuid inside a Relay global id (base64url, no padding, of `Task:<uuid>`).
fn uuid_of(global_id: &str) -> Option<String> {
    let mut bits: u32 = 0;
    let mut count = 0;
    let mut bytes = Vec::with_capacity(global_id.len() * 3 / 4);
    for c in global_id.bytes() {
        let value = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'-' => 62,
            b'_' => 63,
            _ => return None,
        };
        bits = (bits << 6) | u32::from(value);
        count += 6;
        if count >= 8 {
            count -= 8;
            bytes.push((bits >> count) as u8);
            bits &= (1 << count) - 1;
        }
    }
    let text = String::from_utf8(bytes).ok()?;
    text.strip_prefix("Task:").map(str::to_owned)
}

pub async fn run(
    server: &Server,
    subscribers: usize,
    mutations: usize,
    budget: Duration,
) -> anyhow::Result<PropagationResult> {
    let (arrivals, mut arrived) = mpsc::unbounded_channel::<(String, SystemTime)>();
    let mut readers = Vec::with_capacity(subscribers);
    let url = server.ws_url();
    for i in 0..subscribers {
        let mut subscription = Subscription::connect(&url, json!({ "accessToken": server.token }))
            .await
            .map_err(anyhow::Error::msg)
            .with_context(|| format!("subscriber {i} connecting"))?;
        subscription.subscribe("1", SUBSCRIPTION, json!({})).await;
        let arrivals = arrivals.clone();
        readers.push(tokio::spawn(async move {
            while let Some(payload) = subscription.next_data("1", Duration::from_secs(3600)).await {
                let now = SystemTime::now();
                if let Some(id) = payload
                    .pointer("/data/tasksChanged/task/id")
                    .and_then(Value::as_str)
                {
                    let _ = arrivals.send((id.to_owned(), now));
                }
            }
        }));
    }
    drop(arrivals);
    // Let every subscription reach the server's broadcast before the first mutation.
    tokio::time::sleep(Duration::from_millis(500)).await;

    let started = Instant::now();
    let mut sent_at: HashMap<String, SystemTime> = HashMap::new();
    let mut arrivals_by_id: HashMap<String, Vec<SystemTime>> = HashMap::new();
    let mut mutation = Samples::default();
    let mut done = 0;
    while done < mutations && started.elapsed() < budget {
        let sent = SystemTime::now();
        let began = Instant::now();
        let body = server
            .gql(
                Some(&server.token),
                CREATE,
                json!({ "input": { "title": format!("propagation {done}") } }),
            )
            .await?;
        mutation.push(began.elapsed());
        let id = body
            .pointer("/data/createTask/task/id")
            .and_then(Value::as_str)
            .context("createTask returned no id")?
            .to_owned();
        sent_at.insert(id.clone(), sent);
        done += 1;
        // Wait for every subscriber (or 5 s) before the next mutation, so deliveries of one
        // mutation never queue behind the next.
        let wait_until = Instant::now() + Duration::from_secs(5);
        while arrivals_by_id.get(&id).map_or(0, Vec::len) < subscribers {
            let left = wait_until.saturating_duration_since(Instant::now());
            match tokio::time::timeout(left, arrived.recv()).await {
                Ok(Some((task, at))) => arrivals_by_id.entry(task).or_default().push(at),
                Ok(None) | Err(_) => break,
            }
        }
    }
    for reader in readers {
        reader.abort();
    }
    if done == 0 {
        bail!("no mutation completed");
    }

    let ids: Vec<String> = sent_at.keys().filter_map(|id| uuid_of(id)).collect();
    let recorded: Vec<(String, DateTime<Utc>)> = sqlx::query_as(
        "SELECT aggregate_id, recorded_at FROM events
         WHERE aggregate_type = 'Task' AND sequence = 1 AND aggregate_id = ANY($1)",
    )
    .bind(&ids)
    .fetch_all(&server.pool)
    .await?;
    let recorded: HashMap<String, DateTime<Utc>> = recorded.into_iter().collect();

    let mut from_commit = Samples::default();
    let mut from_send = Samples::default();
    let mut delivered = 0;
    for (id, sent) in &sent_at {
        let Some(arrivals) = arrivals_by_id.get(id) else {
            continue;
        };
        let commit = uuid_of(id).and_then(|uuid| recorded.get(&uuid).copied());
        for at in arrivals {
            delivered += 1;
            if let Ok(latency) = at.duration_since(*sent) {
                from_send.push(latency);
            }
            if let Some(commit) = commit {
                let arrival: DateTime<Utc> = (*at).into();
                let micros = (arrival - commit).num_microseconds().unwrap_or(0).max(0);
                from_commit.push_micros(micros as u64);
            }
        }
    }
    Ok(PropagationResult {
        subscribers,
        mutations: done,
        expected: done * subscribers,
        delivered,
        from_commit,
        from_send,
        mutation,
    })
}
