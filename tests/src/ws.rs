//! graphql-transport-ws over tokio-tungstenite, for the spine tests: a minimal client
//! (`Subscription`), a raw socket for protocol tests (`RawSocket`), and a checker of what a
//! conformant server may send (`server_message_problem`, `Conformance`).

use std::time::Duration;

use futures::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::HeaderValue;
use tokio_tungstenite::tungstenite::protocol::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

pub struct Subscription {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
    /// Messages for other subscription ids, kept until asked for (arrival order between
    /// subscriptions is not guaranteed).
    pending: Vec<Value>,
}

impl Subscription {
    /// Connects, sends `connection_init` with `payload`, and returns the server's first reply
    /// (`connection_ack`, or the close frame / error when refused).
    pub async fn connect(url: &str, payload: Value) -> Result<Self, String> {
        let mut request = url.into_client_request().map_err(|e| e.to_string())?;
        request.headers_mut().insert(
            "Sec-WebSocket-Protocol",
            HeaderValue::from_static("graphql-transport-ws"),
        );
        let (mut socket, _) = tokio_tungstenite::connect_async(request)
            .await
            .map_err(|e| e.to_string())?;
        socket
            .send(Message::Text(
                json!({ "type": "connection_init", "payload": payload })
                    .to_string()
                    .into(),
            ))
            .await
            .map_err(|e| e.to_string())?;
        let mut subscription = Subscription {
            socket,
            pending: Vec::new(),
        };
        match subscription.next_message(Duration::from_secs(5)).await {
            Some(message) if message["type"] == "connection_ack" => Ok(subscription),
            other => Err(format!("connection refused: {other:?}")),
        }
    }

    pub async fn subscribe(&mut self, id: &str, query: &str, variables: Value) {
        let message = json!({ "id": id, "type": "subscribe", "payload": { "query": query, "variables": variables } });
        self.socket
            .send(Message::Text(message.to_string().into()))
            .await
            .expect("subscribe sent");
    }

    /// The next protocol message (answering pings), or None on close or timeout.
    pub async fn next_message(&mut self, timeout: Duration) -> Option<Value> {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            let frame = tokio::time::timeout_at(deadline, self.socket.next())
                .await
                .ok()??;
            match frame.ok()? {
                Message::Text(text) => {
                    let value: Value = serde_json::from_str(&text).ok()?;
                    if let Some(problem) = server_message_problem(&value) {
                        panic!(
                            "the server sent an invalid graphql-transport-ws message ({problem}): {value}"
                        );
                    }
                    if value["type"] == "ping" {
                        let _ = self
                            .socket
                            .send(Message::Text(json!({ "type": "pong" }).to_string().into()))
                            .await;
                        continue;
                    }
                    return Some(value);
                }
                Message::Close(frame) => {
                    return Some(
                        json!({ "type": "close", "code": frame.map(|f| u16::from(f.code)) }),
                    );
                }
                _ => continue,
            }
        }
    }

    /// The next result for subscription `id`, skipping other messages: a `next` payload, or an
    /// `error` message's errors in the same shape (`{"errors": [...]}`), so a caller reads
    /// `["errors"][0]` whichever way the operation failed.
    pub async fn next_data(&mut self, id: &str, timeout: Duration) -> Option<Value> {
        let wanted = |m: &Value| m["id"] == id && (m["type"] == "next" || m["type"] == "error");
        if let Some(index) = self.pending.iter().position(wanted) {
            return Some(result_of(self.pending.remove(index)));
        }
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            let message = self.next_message(left).await?;
            if wanted(&message) {
                return Some(result_of(message));
            }
            self.pending.push(message);
        }
    }
}

impl Subscription {
    /// What arrived for other operations and is not read yet (for a failing test's message).
    pub fn pending(&self) -> &[Value] {
        &self.pending
    }

    /// The next notice about the row `row` on the live list subscribed as `sub`, read from the
    /// payload's `field` (`tasksChanged`, …); notices about other rows are skipped. Panics when
    /// none comes within 5 s, or when the subscription answers an error instead (issue 32: one
    /// helper for every area's live-list test).
    pub async fn notice_about(&mut self, sub: &str, field: &str, row: &Value) -> Value {
        loop {
            let next = self
                .next_data(sub, Duration::from_secs(5))
                .await
                .unwrap_or_else(|| panic!("a {field} notice about {row} on {sub}"));
            let change = next["data"][field].clone();
            assert!(change.is_object(), "a notice, not an error: {next}");
            if change["id"] == *row {
                return change;
            }
        }
    }
}

impl Subscription {
    /// Waits until the operation `id` is in place on the server, however slow the machine:
    /// `probe(n)` makes a change the operation hears, again every half second until a result
    /// arrives (at most 20 times); the results the probes caused are then read and dropped.
    /// A fixed pause instead loses the change under load, when the server starts the
    /// operation later than the test makes it.
    pub async fn until_heard<F, Fut>(&mut self, id: &str, mut probe: F)
    where
        F: FnMut(u32) -> Fut,
        Fut: std::future::Future<Output = ()>,
    {
        for n in 1..=20 {
            probe(n).await;
            if self
                .next_data(id, Duration::from_millis(500))
                .await
                .is_some()
            {
                while self
                    .next_data(id, Duration::from_millis(200))
                    .await
                    .is_some()
                {}
                return;
            }
        }
        panic!("the operation {id} never heard its probe");
    }
}

/// A `next` message's execution result, or an `error` message's errors as one.
pub fn result_of(message: Value) -> Value {
    if message["type"] == "error" {
        json!({ "errors": message["payload"] })
    } else {
        message["payload"].clone()
    }
}

/// The message types a graphql-transport-ws server may send.
pub const SERVER_MESSAGE_TYPES: [&str; 6] = [
    "connection_ack",
    "ping",
    "pong",
    "next",
    "error",
    "complete",
];

/// Close codes a graphql-transport-ws server may close with: the protocol's, plus a normal
/// closure.
pub const SERVER_CLOSE_CODES: [u16; 9] = [1000, 4400, 4401, 4403, 4406, 4408, 4409, 4429, 4500];

fn is_object_or_absent(value: Option<&Value>) -> bool {
    matches!(value, None | Some(Value::Null | Value::Object(_)))
}

fn has_id(message: &Value) -> bool {
    message["id"].as_str().is_some_and(|id| !id.is_empty())
}

/// A GraphQL error as the spec formats it: an object with a string `message`, and if present
/// `locations` (line and column numbers), `path` (names and indices) and `extensions` (an
/// object).
fn graphql_error_problem(error: &Value) -> Option<String> {
    let Some(fields) = error.as_object() else {
        return Some("an error is not an object".into());
    };
    if !fields.get("message").is_some_and(Value::is_string) {
        return Some("an error has no string message".into());
    }
    if let Some(locations) = fields.get("locations") {
        let valid = locations.as_array().is_some_and(|all| {
            all.iter()
                .all(|l| l["line"].is_u64() && l["column"].is_u64())
        });
        if !valid {
            return Some("an error's locations are not lines and columns".into());
        }
    }
    if let Some(path) = fields.get("path") {
        let valid = path
            .as_array()
            .is_some_and(|all| all.iter().all(|p| p.is_string() || p.is_u64()));
        if !valid {
            return Some("an error's path is not names and indices".into());
        }
    }
    if !is_object_or_absent(fields.get("extensions")) {
        return Some("an error's extensions are not an object".into());
    }
    None
}

/// What is wrong with `message` as a graphql-transport-ws server message, on its own (what
/// the reference client's `validateMessage` checks, and the payloads' GraphQL shapes), or
/// None when it is valid.
pub fn server_message_problem(message: &Value) -> Option<String> {
    let Some(fields) = message.as_object() else {
        return Some("not an object".into());
    };
    let Some(kind) = fields.get("type").and_then(Value::as_str) else {
        return Some("no string type".into());
    };
    match kind {
        "connection_ack" | "ping" | "pong" => {
            if !is_object_or_absent(fields.get("payload")) {
                return Some(format!("a {kind} payload must be an object or absent"));
            }
        }
        "next" => {
            if !has_id(message) {
                return Some("next without a non-empty id".into());
            }
            let Some(result) = fields.get("payload").and_then(Value::as_object) else {
                return Some("next without an execution result object".into());
            };
            if !result.contains_key("data") && !result.contains_key("errors") {
                return Some("an execution result has neither data nor errors".into());
            }
            if let Some(errors) = result.get("errors") {
                let Some(errors) = errors.as_array().filter(|all| !all.is_empty()) else {
                    return Some("an execution result's errors are not a non-empty list".into());
                };
                if let Some(problem) = errors.iter().find_map(graphql_error_problem) {
                    return Some(problem);
                }
            }
            if !is_object_or_absent(result.get("extensions")) {
                return Some("an execution result's extensions are not an object".into());
            }
        }
        "error" => {
            if !has_id(message) {
                return Some("error without a non-empty id".into());
            }
            let Some(errors) = fields
                .get("payload")
                .and_then(Value::as_array)
                .filter(|all| !all.is_empty())
            else {
                return Some("an error payload must be a non-empty list of errors".into());
            };
            if let Some(problem) = errors.iter().find_map(graphql_error_problem) {
                return Some(problem);
            }
        }
        "complete" => {
            if !has_id(message) {
                return Some("complete without a non-empty id".into());
            }
            if fields.contains_key("payload") {
                return Some("complete carries no payload".into());
            }
        }
        other => return Some(format!("{other:?} is not a server message type")),
    }
    None
}

/// Checks a whole conversation: each server message valid on its own, and in its place
/// (an acknowledgement only after `connection_init` and only once, a pong only for a ping,
/// results only for operations the client started, nothing for an operation after its
/// `complete` or `error`, nor after the client's `complete` once a later ping was answered).
#[derive(Debug, Default)]
pub struct Conformance {
    init_sent: bool,
    acknowledged: bool,
    pings_unanswered: usize,
    /// Operations the client started that the server has not finished.
    running: std::collections::HashSet<String>,
    /// Operations the client completed; the server may still have had results in flight.
    stopping: std::collections::HashSet<String>,
    /// For each unanswered ping, the operations the client had completed before it.
    barriers: std::collections::VecDeque<Vec<String>>,
    /// Operations the server must send nothing more for.
    finished: std::collections::HashSet<String>,
}

impl Conformance {
    /// Notes a message the client sent.
    pub fn sent(&mut self, message: &Value) {
        let id = message["id"].as_str().unwrap_or_default().to_owned();
        match message["type"].as_str() {
            Some("connection_init") => self.init_sent = true,
            Some("ping") => {
                self.pings_unanswered += 1;
                self.barriers
                    .push_back(self.stopping.iter().cloned().collect());
            }
            Some("subscribe") => {
                self.finished.remove(&id);
                self.stopping.remove(&id);
                self.running.insert(id);
            }
            Some("complete") if self.running.remove(&id) => {
                self.stopping.insert(id);
            }
            _ => {}
        }
    }

    /// Checks a message the server sent, in order; the problem, if any.
    pub fn received(&mut self, message: &Value) -> Option<String> {
        if let Some(problem) = server_message_problem(message) {
            return Some(problem);
        }
        let id = message["id"].as_str().unwrap_or_default().to_owned();
        match message["type"].as_str().unwrap_or_default() {
            "connection_ack" => {
                if !self.init_sent {
                    return Some("connection_ack before connection_init".into());
                }
                if self.acknowledged {
                    return Some("a second connection_ack".into());
                }
                self.acknowledged = true;
            }
            "pong" => {
                if self.pings_unanswered == 0 {
                    return Some("a pong for no ping".into());
                }
                self.pings_unanswered -= 1;
                // Whatever the client completed before this ping is over by now.
                for id in self.barriers.pop_front().unwrap_or_default() {
                    self.stopping.remove(&id);
                    self.finished.insert(id);
                }
            }
            "ping" => {}
            kind => {
                if self.finished.contains(&id) {
                    return Some(format!("{kind} for {id}, which was over"));
                }
                if !self.running.contains(&id) && !self.stopping.contains(&id) {
                    return Some(format!("{kind} for {id}, which the client never started"));
                }
                if kind != "next" {
                    self.running.remove(&id);
                    self.stopping.remove(&id);
                    self.finished.insert(id);
                }
            }
        }
        None
    }
}

/// What a raw socket read.
#[derive(Debug, Clone, PartialEq)]
pub enum Frame {
    /// A text frame, already checked by [`Conformance`].
    Message(Value),
    /// The server's close frame.
    Closed { code: u16, reason: String },
    /// The connection ended without a close frame.
    Ended,
    /// Nothing arrived in time.
    Silent,
}

/// A graphql-transport-ws socket driven by hand, for protocol tests. It checks every frame
/// the server sends ([`Conformance`], close codes and reason lengths) and panics on the
/// first that is not allowed, so no test can let an invalid frame pass unseen.
pub struct RawSocket {
    socket: WebSocketStream<MaybeTlsStream<TcpStream>>,
    conformance: Conformance,
    /// Every frame the server sent, in order.
    pub frames: Vec<Frame>,
}

impl RawSocket {
    /// Opens a socket offering `protocol` (none: no `Sec-WebSocket-Protocol` header).
    pub async fn open(url: &str, protocol: Option<&'static str>) -> Self {
        let mut request = url.into_client_request().expect("a ws:// url");
        if let Some(protocol) = protocol {
            request
                .headers_mut()
                .insert("Sec-WebSocket-Protocol", HeaderValue::from_static(protocol));
        }
        let (socket, _) = tokio_tungstenite::connect_async(request)
            .await
            .expect("the upgrade succeeds");
        Self::from_stream(socket)
    }

    /// Wraps a socket whose handshake was done elsewhere.
    pub fn from_stream(socket: WebSocketStream<MaybeTlsStream<TcpStream>>) -> Self {
        Self {
            socket,
            conformance: Conformance::default(),
            frames: Vec::new(),
        }
    }

    /// Opens a graphql-transport-ws socket and has it acknowledged with `payload`.
    pub async fn acknowledged(url: &str, payload: Value) -> Self {
        let mut socket = Self::open(url, Some("graphql-transport-ws")).await;
        socket
            .send(json!({ "type": "connection_init", "payload": payload }))
            .await;
        match socket.next(Duration::from_secs(5)).await {
            Frame::Message(m) if m["type"] == "connection_ack" => socket,
            other => panic!("not acknowledged: {other:?}"),
        }
    }

    /// Sends a protocol message (noted for the conformance check).
    pub async fn send(&mut self, message: Value) {
        self.conformance.sent(&message);
        self.send_raw(Message::Text(message.to_string().into()))
            .await;
    }

    /// Sends any frame as it is.
    pub async fn send_raw(&mut self, frame: Message) {
        self.socket.send(frame).await.expect("frame sent");
    }

    /// The next frame from the server within `timeout`; server pings are not answered (the
    /// tests do that themselves when they want to).
    pub async fn next(&mut self, timeout: Duration) -> Frame {
        let frame = loop {
            let Ok(read) = tokio::time::timeout(timeout, self.socket.next()).await else {
                return Frame::Silent;
            };
            match read {
                None | Some(Err(_)) => break Frame::Ended,
                Some(Ok(Message::Text(text))) => {
                    let Ok(value) = serde_json::from_str::<Value>(&text) else {
                        panic!("the server sent a text frame that is not JSON: {text}");
                    };
                    if let Some(problem) = self.conformance.received(&value) {
                        panic!(
                            "the server sent an invalid graphql-transport-ws message ({problem}): \
                             {value}; before it: {:?}",
                            self.frames
                        );
                    }
                    break Frame::Message(value);
                }
                Some(Ok(Message::Close(close))) => {
                    let (code, reason) = close
                        .map(|c| (u16::from(c.code), c.reason.to_string()))
                        .unwrap_or((1005, String::new()));
                    assert!(
                        SERVER_CLOSE_CODES.contains(&code),
                        "the server closed with {code}, which the protocol does not define"
                    );
                    assert!(
                        reason.len() <= 123,
                        "a close reason over 123 bytes: {reason}"
                    );
                    break Frame::Closed { code, reason };
                }
                Some(Ok(Message::Binary(bytes))) => {
                    panic!("the server sent a binary frame: {bytes:?}")
                }
                // WebSocket-level pings and pongs are not protocol messages.
                Some(Ok(_)) => continue,
            }
        };
        self.frames.push(frame.clone());
        frame
    }

    /// Reads until the server closes, and returns its code and reason (messages before it
    /// are checked and kept in `frames`); panics if the connection ends otherwise.
    pub async fn closed(&mut self, timeout: Duration) -> (u16, String) {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            match self.next(left).await {
                Frame::Closed { code, reason } => return (code, reason),
                Frame::Message(_) => continue,
                other => panic!(
                    "expected a close frame, got {other:?} after {:?}",
                    self.frames
                ),
            }
        }
    }

    /// The next message for `id` (or without an id when `id` is empty), keeping the others in
    /// `frames`; None on close, end or timeout.
    pub async fn message_for(&mut self, id: &str, timeout: Duration) -> Option<Value> {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            match self.next(left).await {
                Frame::Message(m) if m["id"].as_str().unwrap_or_default() == id => return Some(m),
                Frame::Message(_) => continue,
                _ => return None,
            }
        }
    }

    /// Sends a ping and waits for its pong: every message sent before it has been handled by
    /// then (the server reads in order).
    pub async fn round_trip(&mut self) {
        self.send(json!({ "type": "ping" })).await;
        let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
        loop {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            match self.next(left).await {
                Frame::Message(m) if m["type"] == "pong" => return,
                Frame::Message(_) => continue,
                other => panic!("no pong: {other:?}"),
            }
        }
    }

    /// The messages received so far for `id`.
    pub fn messages_for(&self, id: &str) -> Vec<&Value> {
        self.frames
            .iter()
            .filter_map(|frame| match frame {
                Frame::Message(m) if m["id"] == id => Some(m),
                _ => None,
            })
            .collect()
    }

    /// Closes from the client's side (1000) and returns the server's answer: its close frame
    /// (the close handshake completed), then whether the connection ended.
    pub async fn close(mut self) -> (Frame, Frame) {
        let normal = tokio_tungstenite::tungstenite::protocol::CloseFrame {
            code: tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode::Normal,
            reason: "".into(),
        };
        self.socket
            .close(Some(normal))
            .await
            .expect("close frame sent");
        let answer = self.next(Duration::from_secs(5)).await;
        let after = self.next(Duration::from_secs(5)).await;
        (answer, after)
    }
}
