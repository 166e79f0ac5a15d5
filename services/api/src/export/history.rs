//! History for auditors as JSON Lines (issue 35 §4: "the history of an entity, or of a period,
//! as JSON Lines"), one event a line, with its labels as history shows them.
//!
//! - `GET /export/history/<id>.jsonl`: one entity's history, read through the `history`
//!   query as the caller, page by page, so what reading it needs (the entity's read operation,
//!   its row-level rule, the names of references the caller may see) is the history screen's
//!   own.
//! - `GET /export/history.jsonl?from=…&to=…`: every event recorded in a period, for admins
//!   (the route's policy row). [`period_page`] is also what `staffhub history export` prints.

use std::collections::{BTreeMap, HashMap};

use async_graphql::{Executor, Request as GqlRequest, Variables};
use axum::body::Body;
use axum::extract::{Extension, Path as UrlPath, Query, State};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use chrono::{DateTime, Utc};
use serde_json::{Value, json};
use sqlx::{PgPool, Row};

use super::{ENTITY_HISTORY, PERIOD_HISTORY, caller, errors_response, refuse};
use crate::audit::{Names, diff, names};
use crate::catalogue::Code;
use crate::error::{ApiError, ApiResult};
use crate::http::{RequestIds, Web};
use crate::locale::Locale;

const CONTENT_TYPE: &str = "application/x-ndjson; charset=utf-8";

/// What the history screen reads of an entry, one line each.
const ENTRY: &str = "sequence eventType eventVersion label recordedAt correlationId requestId \
    payload actor { id name } facts { label oldText newText } \
    changes { field label oldText newText oldValue newValue items { label oldText newText } }";

fn jsonl(
    name: &str,
    receiver: tokio::sync::mpsc::Receiver<Result<bytes::Bytes, std::io::Error>>,
) -> Response {
    let body = Body::from_stream(tokio_stream::wrappers::ReceiverStream::new(receiver));
    let mut response = body.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(CONTENT_TYPE));
    let disposition = format!(
        "attachment; filename*={}",
        crate::files::disposition_file_name(name)
    );
    if let Ok(value) = HeaderValue::from_str(&disposition) {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

fn lines(values: impl IntoIterator<Item = Value>) -> bytes::Bytes {
    let mut out = Vec::new();
    for value in values {
        // A `Value` always serializes.
        if serde_json::to_writer(&mut out, &value).is_ok() {
            out.push(b'\n');
        }
    }
    out.into()
}

/// `GET /export/history/<id>.jsonl`.
pub(super) async fn entity(
    State(web): State<Web>,
    Extension(ids): Extension<RequestIds>,
    UrlPath(file): UrlPath<String>,
    Query(params): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    let caller = match caller(&web, ids, &headers, &params, ENTITY_HISTORY).await {
        Ok(caller) => caller,
        Err(refusal) => return refusal,
    };
    let locale = caller.reader.locale;
    let Some(id) = file.strip_suffix(".jsonl").map(str::to_owned) else {
        return refuse(Code::InvalidExportFormat, locale);
    };
    let document = format!(
        "query HistoryExport($id: ID!, $after: String) {{ history(id: $id, first: 100, after: $after) \
         {{ pageInfo {{ hasNextPage endCursor }} edges {{ node {{ {ENTRY} }} }} }} }}"
    );
    let run = {
        let web = web.clone();
        let context = caller.context.clone();
        let id = id.clone();
        move |after: Option<String>| {
            let web = web.clone();
            let mut request = GqlRequest::new(document.clone())
                .variables(Variables::from_json(json!({ "id": id, "after": after })));
            request.data = context.clone().into_data(&web.state);
            async move {
                let response = web.schema.execute(request).await;
                if !response.errors.is_empty() {
                    return Err(response.errors);
                }
                let data = response.data.into_json().unwrap_or_default();
                let entries: Vec<Value> = data
                    .pointer("/history/edges")
                    .and_then(Value::as_array)
                    .map(|edges| {
                        edges
                            .iter()
                            .filter_map(|e| e.get("node").cloned())
                            .collect()
                    })
                    .unwrap_or_default();
                let more = data.pointer("/history/pageInfo/hasNextPage") == Some(&json!(true));
                let next = data
                    .pointer("/history/pageInfo/endCursor")
                    .and_then(Value::as_str)
                    .filter(|_| more)
                    .map(str::to_owned);
                Ok((entries, next))
            }
        }
    };
    let (first, mut after) = match run(None).await {
        Ok(first) => first,
        Err(errors) => return errors_response(errors),
    };
    let (sender, receiver) = tokio::sync::mpsc::channel(2);
    let entity = id.clone();
    tokio::spawn(async move {
        let with_entity = |entries: Vec<Value>| {
            entries.into_iter().map(|mut entry| {
                if let Some(object) = entry.as_object_mut() {
                    object.insert("entity".into(), json!(entity));
                }
                entry
            })
        };
        if sender.send(Ok(lines(with_entity(first)))).await.is_err() {
            return;
        }
        while let Some(cursor) = after.take() {
            match run(Some(cursor)).await {
                Ok((entries, next)) => {
                    after = next;
                    if sender.send(Ok(lines(with_entity(entries)))).await.is_err() {
                        return;
                    }
                }
                Err(errors) => {
                    let message = errors
                        .first()
                        .map(|e| e.message.clone())
                        .unwrap_or_default();
                    let _ = sender.send(Err(std::io::Error::other(message))).await;
                    return;
                }
            }
        }
    });
    jsonl(&format!("{id}.jsonl"), receiver)
}

#[derive(serde::Deserialize)]
struct Period {
    from: Option<DateTime<Utc>>,
    to: Option<DateTime<Utc>>,
}

/// `GET /export/history.jsonl?from=…&to=…` (admins).
pub(super) async fn period(
    State(web): State<Web>,
    Extension(ids): Extension<RequestIds>,
    Query(params): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    let caller = match caller(&web, ids, &headers, &params, PERIOD_HISTORY).await {
        Ok(caller) => caller,
        Err(refusal) => return refusal,
    };
    let locale = caller.reader.locale;
    let parse = |key: &str| match params.get(key) {
        None => Ok(None),
        Some(raw) => DateTime::parse_from_rfc3339(raw)
            .map(|at| Some(at.with_timezone(&Utc)))
            .map_err(|_| ()),
    };
    let period = match (parse("from"), parse("to")) {
        (Ok(from), Ok(to)) if from.zip(to).is_none_or(|(f, t)| f <= t) => Period { from, to },
        _ => return refuse(Code::InvalidHistoryPeriod, locale),
    };
    let pool = web.state.pool.clone();
    let first = match period_page(&pool, period.from, period.to, 0, locale).await {
        Ok(first) => first,
        Err(error) => return refuse(error.code(), locale),
    };
    let (sender, receiver) = tokio::sync::mpsc::channel(2);
    tokio::spawn(async move {
        let (mut entries, mut next) = first;
        loop {
            if sender.send(Ok(lines(entries))).await.is_err() {
                return;
            }
            let Some(after) = next else { return };
            match period_page(&pool, period.from, period.to, after, locale).await {
                Ok(page) => (entries, next) = page,
                Err(error) => {
                    let _ = sender
                        .send(Err(std::io::Error::other(error.code().code())))
                        .await;
                    return;
                }
            }
        }
    });
    jsonl("history.jsonl", receiver)
}

/// Events per page of a period's history.
const PERIOD_PAGE: i64 = 500;

/// One page of the events recorded in `[from, to)`, after journal position `after`, in the
/// journal's order: each as a line with its labels and the fields it changed, as history
/// shows them (references by name), and the position to go on from when there may be more.
/// Each entity met is folded by its own aggregate (`History::states`), so a line's changes
/// are the history screen's.
pub async fn period_page(
    pool: &PgPool,
    from: Option<DateTime<Utc>>,
    to: Option<DateTime<Utc>>,
    after: i64,
    locale: Locale,
) -> ApiResult<(Vec<Value>, Option<i64>)> {
    let rows = sqlx::query(
        "SELECT global_position, aggregate_type, aggregate_id, sequence FROM events \
         WHERE global_position > $1 AND ($2::timestamptz IS NULL OR recorded_at >= $2) \
           AND ($3::timestamptz IS NULL OR recorded_at < $3) \
         ORDER BY global_position LIMIT $4",
    )
    .bind(after)
    .bind(from)
    .bind(to)
    .bind(PERIOD_PAGE)
    .fetch_all(pool)
    .await?;
    let next = (rows.len() as i64 == PERIOD_PAGE)
        .then(|| rows.last().map(|r| r.get::<i64, _>("global_position")))
        .flatten();
    // Each entity of the page folded once.
    let mut wanted: BTreeMap<(String, String), Vec<i64>> = BTreeMap::new();
    let mut order = Vec::with_capacity(rows.len());
    for row in &rows {
        let key: (String, String) = (row.get("aggregate_type"), row.get("aggregate_id"));
        let sequence: i64 = row.get("sequence");
        wanted.entry(key.clone()).or_default().push(sequence);
        order.push((key, sequence));
    }
    let mut folded: HashMap<(String, String), Folded> = HashMap::new();
    let mut refs = Vec::new();
    let mut conn = pool.acquire().await?;
    for key in wanted.keys() {
        // A kind whose history has a reader rule of its own beyond the kind's (an employee's
        // notification inbox is its owner's alone, a bulk change its starter's) is left out of
        // the period: the audit covers the records, not a person's own streams.
        let Some(entity) = crate::graphql::areas::entities()
            .find(|e| e.aggregate_type == key.0 && e.visible.is_none())
        else {
            continue;
        };
        let events = staffhub_journal::events_of(&mut conn, &key.0, &key.1).await?;
        let states = (entity.history.states)(&events)
            .map_err(|e| ApiError::internal("folding the history failed", e))?;
        for (i, event) in events.iter().enumerate() {
            let empty = json!({});
            let before = if i == 0 { &empty } else { &states[i - 1] };
            for change in diff(before, &states[i]) {
                for value in [&change.old, &change.new] {
                    let state = json!({ change.field.as_str(): value });
                    entity.history.references_in(&state, &mut refs);
                }
            }
            entity.history.fact_references(&event.payload, &mut refs);
        }
        folded.insert(
            key.clone(),
            Folded {
                type_name: entity.type_name,
                history: &entity.history,
                events,
                states,
            },
        );
    }
    drop(conn);
    let names: Names = names(pool, refs, locale).await?;
    let mut out = Vec::with_capacity(order.len());
    for (key, sequence) in order {
        let Some(entity) = folded.get(&key) else {
            continue;
        };
        let Some(i) = entity.events.iter().position(|e| e.sequence == sequence) else {
            continue;
        };
        out.push(entity.line(i, &key.1, locale, &names));
    }
    Ok((out, next))
}

/// Every event of one entity (by its global id), as lines of [`period_page`]'s shape: what
/// `staffhub export-history --id` prints (operators read everything; the HTTP route reads
/// through the `history` query as its caller instead).
pub async fn entity_lines(pool: &PgPool, global_id: &str, locale: Locale) -> ApiResult<Vec<Value>> {
    let timeline = crate::graphql::areas::timeline(pool, global_id).await?;
    let raw = timeline.entity_id.to_string();
    let mut refs = Vec::new();
    for entry in timeline.entries(0, usize::MAX) {
        for change in &entry.changes {
            for value in [&change.old, &change.new] {
                let state = json!({ change.field.as_str(): value });
                timeline.history.references_in(&state, &mut refs);
            }
        }
        timeline
            .history
            .fact_references(&entry.event.payload, &mut refs);
    }
    let names = names(pool, refs, locale).await?;
    let folded = Folded {
        type_name: timeline.type_name,
        history: timeline.history,
        events: timeline.events,
        states: timeline.states,
    };
    Ok((0..folded.events.len())
        .map(|i| folded.line(i, &raw, locale, &names))
        .collect())
}

struct Folded {
    type_name: &'static str,
    history: &'static crate::audit::History,
    events: Vec<staffhub_journal::JournalEvent>,
    states: Vec<Value>,
}

impl Folded {
    /// The line of the `i`th event: the same fields as the history screen's entry.
    fn line(&self, i: usize, raw_id: &str, locale: Locale, names: &Names) -> Value {
        let event = &self.events[i];
        let empty = json!({});
        let before = if i == 0 { &empty } else { &self.states[i - 1] };
        let changes: Vec<Value> = diff(before, &self.states[i])
            .into_iter()
            .filter_map(|change| {
                let described = self.history.describe(&change, locale, names);
                (!described.hidden).then(|| {
                    json!({
                        "field": change.field,
                        "label": described.label,
                        "oldText": described.old,
                        "newText": described.new,
                        "oldValue": change.old,
                        "newValue": change.new,
                        "items": described.items.into_iter().map(|l| json!({
                            "label": l.label, "oldText": l.old, "newText": l.new,
                        })).collect::<Vec<_>>(),
                    })
                })
            })
            .collect();
        let facts: Vec<Value> = self
            .history
            .facts_of(&event.payload, locale, names)
            .into_iter()
            .map(|l| json!({ "label": l.label, "oldText": l.old, "newText": l.new }))
            .collect();
        let entity = match uuid::Uuid::parse_str(raw_id) {
            Ok(id) => crate::graphql::ids::encode(self.type_name, id).to_string(),
            Err(_) => format!("{}:{raw_id}", self.type_name),
        };
        json!({
            "entity": entity,
            "entityType": self.type_name,
            "sequence": event.sequence,
            "eventType": event.event_type,
            "eventVersion": event.event_version,
            "label": self.history.label(&event.event_type, locale),
            "recordedAt": event.recorded_at,
            "correlationId": event.metadata.correlation_id.to_string(),
            "requestId": event.metadata.request_id.to_string(),
            "actorId": event.metadata.actor_id,
            "payload": event.payload,
            "facts": facts,
            "changes": changes,
        })
    }
}
