//! The graphql-transport-ws server (github.com/enisdenjo/graphql-ws, PROTOCOL.md), over axum's
//! `WebSocket`, executing through the same executor as HTTP.
//!
//! Why our own and not async-graphql-axum's `GraphQLWebSocket`: that one (7.2.1) closes with
//! 1002 on an invalid message and on a refused `connection_init`, with 1011 on a subscribe
//! before the acknowledgement, has no initialisation timeout, silently replaces a subscription
//! whose id is still running, and also speaks the legacy subscriptions-transport-ws protocol.
//! The browser's `graphql-ws` client retries or gives up by close code (spec §8), so the codes
//! must be the protocol's:
//!
//! | when | close |
//! |---|---|
//! | the client offers no `graphql-transport-ws` subprotocol | 4406 Subprotocol not acceptable |
//! | a message that is not JSON, not text, of an unknown type or a wrong shape | 4400 (what is wrong) |
//! | `subscribe` before `connection_ack` | 4401 Unauthorized |
//! | `connection_init` refused (a stale token) | 4403 (the localized message, or Forbidden) |
//! | no `connection_init` in time (`STAFFHUB_WS_INIT_TIMEOUT_MS`) | 4408 Connection initialisation timeout |
//! | `subscribe` with the id of an operation still running | 4409 Subscriber for <id> already exists |
//! | a second `connection_init` | 4429 Too many initialisation requests |
//!
//! An operation that fails before it starts (parse or validation errors) gets one `error`
//! message and no `complete`; otherwise every result is a `next` and the end is a `complete`.
//! Nothing is sent for an id after its `complete` or `error`, nor after the client's own
//! `complete` for it.
//!
//! Back-pressure: the operations' streams are polled only between sends, and each send waits
//! for the socket, so a slow reader holds at most one message here; what the streams buffer
//! behind it is theirs (as with the previous implementation).

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use async_graphql::{Data, Executor, Request, Response, Variables};
use axum::extract::ws::{CloseFrame, Message, WebSocket};
use futures::stream::{self, BoxStream};
use futures::{SinkExt, StreamExt};
use serde_json::{Map, Value, json};
use tokio_stream::StreamMap;

/// The only subprotocol spoken.
pub const PROTOCOL: &str = "graphql-transport-ws";

/// `STAFFHUB_WS_INIT_TIMEOUT_MS`'s default: the reference server's `connectionInitWaitTimeout`.
pub const DEFAULT_INIT_TIMEOUT: Duration = Duration::from_secs(3);

/// How long one frame may take to leave before the client counts as gone.
const SEND_TIMEOUT: Duration = Duration::from_secs(10);

/// The largest frame the server reads: a subscribe message is a GraphQL document and its
/// variables, far below this (the default would be 64 MiB, parsed before `connection_init`).
pub const MAX_MESSAGE_BYTES: usize = 1024 * 1024;

/// Close codes the protocol defines for the server.
pub mod close {
    pub const BAD_REQUEST: u16 = 4400;
    pub const UNAUTHORIZED: u16 = 4401;
    pub const FORBIDDEN: u16 = 4403;
    pub const SUBPROTOCOL_NOT_ACCEPTABLE: u16 = 4406;
    pub const CONNECTION_INITIALISATION_TIMEOUT: u16 = 4408;
    pub const SUBSCRIBER_ALREADY_EXISTS: u16 = 4409;
    pub const TOO_MANY_INITIALISATION_REQUESTS: u16 = 4429;
    /// RFC 6455's "Service Restart": live updates were interrupted (this node lost NATS, so
    /// change notices were missed). Not a protocol error: the client reconnects (spec §8
    /// retries every code but its listed few) and re-fetches what it shows.
    pub const SERVICE_RESTART: u16 = 1012;
    /// RFC 6455's "Try Again Later": the connection could not be set up now (the database
    /// did not answer while checking the token). Retried by the client.
    pub const TRY_AGAIN_LATER: u16 = 1013;
}

/// A close frame's reason is at most 123 bytes (RFC 6455 §5.5: 125 minus the code).
const MAX_CLOSE_REASON_BYTES: usize = 123;

/// How long the server waits for the client's answer to its close frame before dropping the
/// connection.
const CLOSE_HANDSHAKE_WAIT: Duration = Duration::from_secs(1);

/// A message from the client, checked against the protocol's shapes.
#[derive(Debug)]
pub enum ClientMessage {
    /// The payload is an object (an absent or null one is empty).
    ConnectionInit {
        payload: Value,
    },
    Ping,
    Pong,
    Subscribe {
        id: String,
        request: Box<Request>,
    },
    Complete {
        id: String,
    },
}

/// Why a text frame is not a valid client message: the 4400 close reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Invalid(pub String);

impl Invalid {
    fn new(reason: impl Into<String>) -> Self {
        Self(reason.into())
    }
}

/// An object, or nothing (absent or null); anything else is refused with `what`.
fn optional_object(
    value: Option<&Value>,
    what: &str,
) -> Result<Option<Map<String, Value>>, Invalid> {
    match value {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Object(map)) => Ok(Some(map.clone())),
        Some(_) => Err(Invalid(format!("{what} must be an object"))),
    }
}

/// A non-empty string id, or the reason it is not one.
fn required_id(message: &Map<String, Value>, kind: &str) -> Result<String, Invalid> {
    match message.get("id") {
        Some(Value::String(id)) if !id.is_empty() => Ok(id.clone()),
        _ => Err(Invalid(format!(
            "\"{kind}\" requires a non-empty string id"
        ))),
    }
}

/// Reads one text frame as a client message (the reference's `validateMessage`, for the
/// messages a client may send).
pub fn parse(text: &str) -> Result<ClientMessage, Invalid> {
    let Ok(Value::Object(message)) = serde_json::from_str::<Value>(text) else {
        return Err(Invalid::new("Invalid message received"));
    };
    let Some(Value::String(kind)) = message.get("type") else {
        return Err(Invalid::new("Message requires a string type"));
    };
    match kind.as_str() {
        "connection_init" => {
            let payload = optional_object(message.get("payload"), "\"connection_init\" payload")?;
            Ok(ClientMessage::ConnectionInit {
                payload: Value::Object(payload.unwrap_or_default()),
            })
        }
        "ping" => {
            optional_object(message.get("payload"), "\"ping\" payload").map(|_| ClientMessage::Ping)
        }
        "pong" => {
            optional_object(message.get("payload"), "\"pong\" payload").map(|_| ClientMessage::Pong)
        }
        "subscribe" => {
            let id = required_id(&message, "subscribe")?;
            let Some(Value::Object(payload)) = message.get("payload") else {
                return Err(Invalid::new("\"subscribe\" payload must be an object"));
            };
            let Some(Value::String(query)) = payload.get("query") else {
                return Err(Invalid::new(
                    "\"subscribe\" payload requires a string query",
                ));
            };
            let mut request = Request::new(query.clone());
            if let Some(variables) =
                optional_object(payload.get("variables"), "\"subscribe\" variables")?
            {
                request = request.variables(Variables::from_json(Value::Object(variables)));
            }
            match payload.get("operationName") {
                None | Some(Value::Null) => {}
                Some(Value::String(name)) => request = request.operation_name(name.clone()),
                Some(_) => {
                    return Err(Invalid::new("\"subscribe\" operationName must be a string"));
                }
            }
            if let Some(extensions) =
                optional_object(payload.get("extensions"), "\"subscribe\" extensions")?
            {
                request.extensions = async_graphql::Extensions(
                    extensions
                        .into_iter()
                        .map(|(key, value)| {
                            (
                                key,
                                async_graphql::Value::from_json(value).unwrap_or_default(),
                            )
                        })
                        .collect(),
                );
            }
            Ok(ClientMessage::Subscribe {
                id,
                request: Box::new(request),
            })
        }
        "complete" => required_id(&message, "complete").map(|id| ClientMessage::Complete { id }),
        // Server-to-client types and anything unknown alike. The type is not echoed: it is
        // the client's text, and a close reason has to stay short.
        _ => Err(Invalid::new("Invalid message type")),
    }
}

/// Whether a stream's first response is the operation failing before it started: the engine
/// answers a parse or validation failure (and an unknown operation name) with one response of
/// errors and no data, and those errors have no path. An error raised while executing (a
/// resolver's, a subscription's at subscribe time) always carries the field's path, and
/// stays a `next` (the GraphQL-over-WebSocket protocol's "execution result").
pub fn failed_before_execution(response: &Response) -> bool {
    response.data == async_graphql::Value::Null
        && !response.errors.is_empty()
        && response.errors.iter().all(|error| error.path.is_empty())
}

/// `reason` if it fits a close frame, otherwise `fallback`.
pub fn close_reason(reason: String, fallback: &'static str) -> String {
    if reason.len() <= MAX_CLOSE_REASON_BYTES {
        reason
    } else {
        fallback.to_owned()
    }
}

/// Why `on_init` turned a connection down.
#[derive(Debug)]
pub enum InitRefused {
    /// Closed with 4403 and this reason (a token that is not valid).
    Forbidden(String),
    /// Closed with 1013 and this reason: nothing is wrong with the request, try again.
    TryAgainLater(String),
}

/// What an operation's stream yields here.
enum Event {
    Response { first: bool, response: Response },
    Done,
}

/// How the connection loop goes on after handling something.
enum Next {
    Continue,
    Close(u16, String),
    /// The socket is gone (the client closed it, or a send failed).
    Stop,
}

/// Serves one upgraded socket until either side closes it.
///
/// A zero `init_timeout` waits for `connection_init` forever (as the reference server does).
/// `on_init` gets the `connection_init` payload (an object) and answers the data every
/// operation of the connection executes with, or why the connection is turned down
/// ([`InitRefused`]: 4403, or 1013 to try again later).
///
/// When `interrupted` changes, live updates were lost on this node: the socket is closed with
/// [`close::SERVICE_RESTART`] so the client reconnects and re-syncs.
pub async fn serve<E, I, F>(
    socket: WebSocket,
    executor: E,
    init_timeout: Duration,
    interrupted: tokio::sync::watch::Receiver<u64>,
    on_init: I,
) where
    E: Executor,
    I: FnOnce(Value) -> F,
    F: Future<Output = Result<Data, InitRefused>>,
{
    // The operations' streams are polled inside this scope: one that falls behind the fan-out
    // says so here (`live::MISSED`), and the socket closes for the client to re-sync.
    let missed = Arc::new(tokio::sync::Notify::new());
    crate::graphql::live::MISSED
        .scope(
            missed.clone(),
            connection(socket, executor, init_timeout, interrupted, missed, on_init),
        )
        .await;
}

async fn connection<E, I, F>(
    socket: WebSocket,
    executor: E,
    init_timeout: Duration,
    mut interrupted: tokio::sync::watch::Receiver<u64>,
    missed: Arc<tokio::sync::Notify>,
    on_init: I,
) where
    E: Executor,
    I: FnOnce(Value) -> F,
    F: Future<Output = Result<Data, InitRefused>>,
{
    let accepted = socket
        .protocol()
        .is_some_and(|protocol| protocol.as_bytes() == PROTOCOL.as_bytes());
    let (mut sink, mut source) = socket.split();
    if !accepted {
        let _ = finish(
            &mut sink,
            &mut source,
            close::SUBPROTOCOL_NOT_ACCEPTABLE,
            "Subprotocol not acceptable".to_owned(),
        )
        .await;
        return;
    }

    let mut on_init = Some(on_init);
    let mut init_received = false;
    let mut session: Option<Arc<Data>> = None;
    // Running operations by id. A finished one is removed explicitly (not left for the map to
    // notice), so the id is free again as soon as its `complete` or `error` is sent.
    let mut operations: StreamMap<String, BoxStream<'static, Event>> = StreamMap::new();
    let init_deadline = tokio::time::sleep(init_timeout);
    tokio::pin!(init_deadline);

    let outcome = loop {
        let next = tokio::select! {
            // The socket first: after a stall (a loaded machine), a `connection_init` already
            // received must win over an init deadline that expired meanwhile, not a coin toss
            // (the fuzzer saw a spurious 4408 in about 1 of 1,500 subscriptions).
            biased;
            frame = source.next() => match frame {
                // The client closed (tungstenite answers its close frame on the next read) or
                // the connection broke.
                None | Some(Err(_)) => Next::Stop,
                Some(Ok(Message::Text(text))) => match parse(text.as_str()) {
                    Err(Invalid(reason)) => Next::Close(close::BAD_REQUEST, reason),
                    Ok(ClientMessage::ConnectionInit { payload }) => {
                        if init_received {
                            Next::Close(
                                close::TOO_MANY_INITIALISATION_REQUESTS,
                                "Too many initialisation requests".to_owned(),
                            )
                        } else {
                            init_received = true;
                            let on_init = on_init.take().expect("connection_init is handled once");
                            match on_init(payload).await {
                                Ok(data) => {
                                    session = Some(Arc::new(data));
                                    send(&mut sink, json!({ "type": "connection_ack" })).await
                                }
                                Err(InitRefused::Forbidden(reason)) => Next::Close(
                                    close::FORBIDDEN,
                                    close_reason(reason, "Forbidden"),
                                ),
                                Err(InitRefused::TryAgainLater(reason)) => Next::Close(
                                    close::TRY_AGAIN_LATER,
                                    close_reason(reason, "Try again later"),
                                ),
                            }
                        }
                    }
                    Ok(ClientMessage::Ping) => send(&mut sink, json!({ "type": "pong" })).await,
                    Ok(ClientMessage::Pong) => Next::Continue,
                    Ok(ClientMessage::Subscribe { id, request }) => match &session {
                        None => Next::Close(close::UNAUTHORIZED, "Unauthorized".to_owned()),
                        Some(_) if operations.contains_key(&id) => Next::Close(
                            close::SUBSCRIBER_ALREADY_EXISTS,
                            close_reason(
                                format!("Subscriber for {id} already exists"),
                                "Subscriber already exists",
                            ),
                        ),
                        Some(data) => {
                            let events = executor
                                .execute_stream(*request, Some(data.clone()))
                                .enumerate()
                                .map(|(index, response)| Event::Response {
                                    first: index == 0,
                                    response,
                                })
                                .chain(stream::once(async { Event::Done }))
                                .boxed();
                            operations.insert(id, events);
                            Next::Continue
                        }
                    },
                    Ok(ClientMessage::Complete { id }) => {
                        // Dropping the stream ends the operation; the client expects nothing.
                        operations.remove(&id);
                        Next::Continue
                    }
                },
                Some(Ok(Message::Binary(_))) => Next::Close(
                    close::BAD_REQUEST,
                    "Binary messages are not supported".to_owned(),
                ),
                // WebSocket-level pings are answered by tungstenite itself.
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => Next::Continue,
                // Read on: the next read sends tungstenite's answer and then ends the stream.
                Some(Ok(Message::Close(_))) => Next::Continue,
            },
            Some((id, event)) = operations.next(), if !operations.is_empty() => match event {
                Event::Response { first: true, response } if failed_before_execution(&response) => {
                    operations.remove(&id);
                    send(&mut sink, json!({ "id": id, "type": "error", "payload": response.errors })).await
                }
                Event::Response { response, .. } => {
                    send(&mut sink, json!({ "id": id, "type": "next", "payload": response })).await
                }
                Event::Done => {
                    operations.remove(&id);
                    send(&mut sink, json!({ "id": id, "type": "complete" })).await
                }
            },
            () = &mut init_deadline, if !init_received && !init_timeout.is_zero() => Next::Close(
                close::CONNECTION_INITIALISATION_TIMEOUT,
                "Connection initialisation timeout".to_owned(),
            ),
            Ok(()) = interrupted.changed() => Next::Close(
                close::SERVICE_RESTART,
                "Live updates were interrupted; reconnect".to_owned(),
            ),
            () = missed.notified() => Next::Close(
                close::SERVICE_RESTART,
                "Live updates were missed; reconnect".to_owned(),
            ),
        };
        match next {
            Next::Continue => {}
            stop => break stop,
        }
    };
    // Every operation ends with the connection, before the close handshake's wait.
    drop(operations);
    if let Next::Close(code, reason) = outcome {
        tracing::debug!(code, %reason, "graphql-transport-ws: closing the socket");
        let _ = finish(&mut sink, &mut source, code, reason).await;
    }
}

/// Sends one protocol message.
async fn send<S>(sink: &mut S, message: Value) -> Next
where
    S: futures::Sink<Message> + Unpin,
{
    // Bounded: a client that stops reading (or a half-open connection) must not pin the
    // connection and its operations for ever.
    match tokio::time::timeout(
        SEND_TIMEOUT,
        sink.send(Message::Text(message.to_string().into())),
    )
    .await
    {
        Ok(Ok(())) => Next::Continue,
        Ok(Err(_)) | Err(_) => Next::Stop,
    }
}

/// Sends a close frame and waits a moment for the client's answer, so the connection ends
/// with a completed close handshake rather than a reset.
async fn finish<S, R>(sink: &mut S, source: &mut R, code: u16, reason: String) -> Result<(), ()>
where
    S: futures::Sink<Message> + Unpin,
    R: futures::Stream<Item = Result<Message, axum::Error>> + Unpin,
{
    let frame = CloseFrame {
        code,
        reason: reason.into(),
    };
    tokio::time::timeout(SEND_TIMEOUT, sink.send(Message::Close(Some(frame))))
        .await
        .map_err(|_| ())?
        .map_err(|_| ())?;
    let _ = tokio::time::timeout(CLOSE_HANDSHAKE_WAIT, async {
        while let Some(Ok(_)) = source.next().await {}
    })
    .await;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn invalid(text: &str) -> String {
        match parse(text) {
            Err(Invalid(reason)) => reason,
            Ok(message) => panic!("{text} was accepted as {message:?}"),
        }
    }

    #[test]
    fn every_message_a_client_may_send_is_read() {
        assert!(matches!(
            parse(r#"{"type":"connection_init"}"#),
            Ok(ClientMessage::ConnectionInit { payload }) if payload == json!({})
        ));
        assert!(matches!(
            parse(r#"{"type":"connection_init","payload":{"accessToken":"t"}}"#),
            Ok(ClientMessage::ConnectionInit { payload }) if payload["accessToken"] == "t"
        ));
        assert!(matches!(
            parse(r#"{"type":"ping","payload":null}"#),
            Ok(ClientMessage::Ping)
        ));
        assert!(matches!(
            parse(r#"{"type":"pong","payload":{}}"#),
            Ok(ClientMessage::Pong)
        ));
        assert!(matches!(
            parse(r#"{"type":"complete","id":"a"}"#),
            Ok(ClientMessage::Complete { id }) if id == "a"
        ));
        let Ok(ClientMessage::Subscribe { id, request }) = parse(
            r#"{"id":"1","type":"subscribe","payload":{"query":"{ a }","variables":{"x":1},
                "operationName":"Op","extensions":{"e":true}}}"#,
        ) else {
            panic!("subscribe refused");
        };
        assert_eq!(id, "1");
        assert_eq!(request.query, "{ a }");
        assert_eq!(request.operation_name.as_deref(), Some("Op"));
        assert_eq!(
            request.variables.into_value().into_json().unwrap(),
            json!({ "x": 1 })
        );
        assert!(request.extensions.0.contains_key("e"));
    }

    #[test]
    fn malformed_messages_are_refused_with_what_is_wrong() {
        assert_eq!(invalid("not json"), "Invalid message received");
        assert_eq!(invalid("[1]"), "Invalid message received");
        assert_eq!(
            invalid(r#"{"payload":{}}"#),
            "Message requires a string type"
        );
        assert_eq!(
            invalid(r#"{"type":"next","id":"1","payload":{}}"#),
            "Invalid message type"
        );
        assert_eq!(invalid(r#"{"type":"nope"}"#), "Invalid message type");
        assert!(invalid(r#"{"type":"connection_init","payload":"token"}"#).contains("payload"));
        assert!(invalid(r#"{"type":"ping","payload":[]}"#).contains("payload"));
        assert!(invalid(r#"{"type":"subscribe","payload":{"query":"{ a }"}}"#).contains("id"));
        assert!(
            invalid(r#"{"type":"subscribe","id":"","payload":{"query":"{ a }"}}"#).contains("id")
        );
        assert!(invalid(r#"{"type":"subscribe","id":"1"}"#).contains("payload"));
        assert!(invalid(r#"{"type":"subscribe","id":"1","payload":{}}"#).contains("query"));
        assert!(
            invalid(r#"{"type":"subscribe","id":"1","payload":{"query":"{ a }","variables":[]}}"#)
                .contains("variables")
        );
        assert!(
            invalid(
                r#"{"type":"subscribe","id":"1","payload":{"query":"{ a }","operationName":1}}"#
            )
            .contains("operationName")
        );
        assert!(
            invalid(r#"{"type":"subscribe","id":"1","payload":{"query":"{ a }","extensions":1}}"#)
                .contains("extensions")
        );
        assert!(invalid(r#"{"type":"complete"}"#).contains("id"));
        for text in ["not json", r#"{"type":"subscribe","id":"1"}"#] {
            assert!(invalid(text).len() <= MAX_CLOSE_REASON_BYTES);
        }
    }

    #[test]
    fn only_errors_without_data_or_path_end_an_operation_before_it_started() {
        use async_graphql::{PathSegment, ServerError};
        let validation = Response::from_errors(vec![ServerError::new("Unknown field", None)]);
        assert!(failed_before_execution(&validation));
        let resolver = Response::from_errors(vec![
            ServerError::new("Not found", None).with_path(vec![PathSegment::Field("task".into())]),
        ]);
        assert!(!failed_before_execution(&resolver));
        assert!(!failed_before_execution(&Response::new(
            async_graphql::Value::Null
        )));
    }

    #[test]
    fn a_close_reason_too_long_for_a_frame_falls_back() {
        assert_eq!(close_reason("Short".to_owned(), "Forbidden"), "Short");
        assert_eq!(close_reason("x".repeat(123), "Forbidden").len(), 123);
        assert_eq!(close_reason("あ".repeat(42), "Forbidden"), "Forbidden");
    }
}
