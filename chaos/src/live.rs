//! A subscriber as the browser behaves: it listens to `tasksChanged` over graphql-transport-ws,
//! and whenever its socket drops it reconnects and re-fetches the list, so what it can see is
//! the union of the events it received and the lists it re-fetched. After a fault, that union
//! must hold every acknowledged task.

use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use futures::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::sync::Mutex;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::HeaderValue;

#[derive(Debug, Default)]
pub struct Seen {
    /// Titles seen, by subscription event or re-fetch.
    pub titles: HashSet<String>,
    pub from_events: usize,
    pub from_refetch: usize,
}

pub struct Subscriber {
    pub seen: Arc<Mutex<Seen>>,
    pub reconnects: Arc<AtomicUsize>,
    stop: Arc<AtomicBool>,
    handle: tokio::task::JoinHandle<()>,
}

impl Subscriber {
    /// Starts listening at `http_url` (ws on the same address) with `token`.
    pub async fn start(http_url: &str, token: &str) -> Self {
        let seen = Arc::new(Mutex::new(Seen::default()));
        let reconnects = Arc::new(AtomicUsize::new(0));
        let stop = Arc::new(AtomicBool::new(false));
        let (url, token) = (http_url.to_owned(), token.to_owned());
        let handle = tokio::spawn({
            let (seen, reconnects, stop) = (seen.clone(), reconnects.clone(), stop.clone());
            async move {
                let mut sockets = 0;
                while !stop.load(Ordering::SeqCst) {
                    let mut connected = false;
                    let _ = session(&url, &token, &seen, sockets == 0, &stop, &mut connected).await;
                    if connected {
                        sockets += 1;
                        if sockets > 1 {
                            reconnects.fetch_add(1, Ordering::SeqCst);
                        }
                    }
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
            }
        });
        // Let the first subscription register before the load starts.
        tokio::time::sleep(Duration::from_millis(500)).await;
        Self {
            seen,
            reconnects,
            stop,
            handle,
        }
    }

    pub async fn stop(self) -> (Seen, usize) {
        self.stop.store(true, Ordering::SeqCst);
        let _ = tokio::time::timeout(Duration::from_secs(5), self.handle).await;
        let seen = std::mem::take(&mut *self.seen.lock().await);
        (seen, self.reconnects.load(Ordering::SeqCst))
    }
}

/// One socket's life: connect, subscribe, re-fetch (unless it is the very first socket, which
/// starts before any task exists), then record events until the socket drops. Err when it
/// could not even connect.
async fn session(
    url: &str,
    token: &str,
    seen: &Mutex<Seen>,
    first: bool,
    stop: &AtomicBool,
    connected: &mut bool,
) -> anyhow::Result<()> {
    let ws_url = format!("{}/graphql", url.replacen("http", "ws", 1));
    let mut request = ws_url.into_client_request()?;
    request.headers_mut().insert(
        "Sec-WebSocket-Protocol",
        HeaderValue::from_static("graphql-transport-ws"),
    );
    let (mut socket, _) = tokio::time::timeout(
        Duration::from_secs(5),
        tokio_tungstenite::connect_async(request),
    )
    .await??;
    *connected = true;
    let init = json!({ "type": "connection_init", "payload": { "accessToken": token } });
    socket.send(Message::Text(init.to_string().into())).await?;
    let subscribe = json!({ "id": "tasks", "type": "subscribe", "payload": {
        "query": "subscription { tasksChanged { kind task { title } } }" } });
    let mut acked = false;
    let mut refetch: Option<tokio::task::JoinHandle<anyhow::Result<Vec<String>>>> = None;
    loop {
        if stop.load(Ordering::SeqCst) {
            return Ok(());
        }
        if refetch
            .as_ref()
            .is_some_and(tokio::task::JoinHandle::is_finished)
            && let Ok(Ok(titles)) = refetch.take().expect("a refetch").await
        {
            let mut seen = seen.lock().await;
            seen.from_refetch += titles.len();
            seen.titles.extend(titles);
            // A failed re-fetch (the server died again) is redone on the next socket.
        }
        let message = match tokio::time::timeout(Duration::from_millis(200), socket.next()).await {
            Err(_) => continue,
            Ok(Some(Ok(message))) => message,
            Ok(_) => return Ok(()),
        };
        let Message::Text(text) = message else {
            if matches!(message, Message::Close(_)) {
                return Ok(());
            }
            continue;
        };
        let frame: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
        match frame["type"].as_str() {
            Some("connection_ack") if !acked => {
                acked = true;
                socket
                    .send(Message::Text(subscribe.to_string().into()))
                    .await?;
                if !first {
                    // Re-fetch once the subscription has had a moment to register, so
                    // anything committed before it is in the list and anything after it
                    // arrives as an event.
                    let (url, token) = (url.to_owned(), token.to_owned());
                    refetch = Some(tokio::spawn(async move {
                        tokio::time::sleep(Duration::from_millis(300)).await;
                        all_titles(&url, &token).await
                    }));
                }
            }
            Some("next") => {
                if let Some(title) = frame
                    .pointer("/payload/data/tasksChanged/task/title")
                    .and_then(Value::as_str)
                {
                    let mut seen = seen.lock().await;
                    seen.from_events += 1;
                    seen.titles.insert(title.to_owned());
                }
            }
            Some("ping") => {
                socket
                    .send(Message::Text(json!({ "type": "pong" }).to_string().into()))
                    .await?;
            }
            _ => {}
        }
    }
}

/// Every task title in the list, page by page (100 per page, the spec's maximum).
pub async fn all_titles(url: &str, token: &str) -> anyhow::Result<Vec<String>> {
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(20))
        .build()?;
    let mut titles = Vec::new();
    let mut after: Option<String> = None;
    loop {
        let answer: Value = http
            .post(format!("{url}/graphql"))
            .header("access-token", token)
            .json(&json!({
                "query": "query($after: String) { tasks(first: 100, after: $after) { edges { node { title } } pageInfo { hasNextPage endCursor } } }",
                "variables": { "after": after }
            }))
            .send()
            .await?
            .json()
            .await?;
        let connection = answer
            .pointer("/data/tasks")
            .ok_or_else(|| anyhow::anyhow!("no task list: {answer}"))?;
        for edge in connection["edges"].as_array().into_iter().flatten() {
            if let Some(title) = edge.pointer("/node/title").and_then(Value::as_str) {
                titles.push(title.to_owned());
            }
        }
        if connection.pointer("/pageInfo/hasNextPage") != Some(&Value::Bool(true)) {
            return Ok(titles);
        }
        after = connection
            .pointer("/pageInfo/endCursor")
            .and_then(Value::as_str)
            .map(str::to_owned);
    }
}
