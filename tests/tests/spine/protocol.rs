//! graphql-transport-ws conformance (issue 19), over a raw WebSocket: every close code the
//! protocol defines, sent when the protocol says so, and every frame the server sends checked
//! against the protocol (`RawSocket` checks each one as it arrives: `ws::Conformance`).

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use staffhub_api::catalogue::Code;
use staffhub_api::locale::Locale;
use staffhub_tests::ws::{Conformance, Frame, RawSocket, server_message_problem};
use staffhub_tests::{Subscription, TestApp, spawn_app, spawn_app_with};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_tungstenite::tungstenite::protocol::{Message, Role};
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

use crate::CREATE_TASK;

const TASKS_CHANGED: &str = "subscription { tasksChanged { kind task { title } } }";
const PROFILE: &str = "query { profile { name } }";
const SECOND: Duration = Duration::from_secs(1);

fn subscribe(id: &str, query: &str) -> Value {
    json!({ "id": id, "type": "subscribe", "payload": { "query": query } })
}

async fn signed_in(app: &TestApp, token: &str) -> RawSocket {
    RawSocket::acknowledged(&app.ws_url(), json!({ "accessToken": token })).await
}

/// Opens a socket with a handshake written by hand, offering `protocol`; returns the
/// server's handshake answer and the socket.
async fn handshake_offering(app: &TestApp, protocol: &str) -> (String, RawSocket) {
    let host = app.url.trim_start_matches("http://");
    let mut tcp = tokio::net::TcpStream::connect(host).await.unwrap();
    let request = format!(
        "GET /graphql HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\
         Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\
         Sec-WebSocket-Protocol: {protocol}\r\n\r\n"
    );
    tcp.write_all(request.as_bytes()).await.unwrap();
    // Byte by byte up to the blank line, so no WebSocket frame is read as part of the head.
    let mut head = Vec::new();
    while !head.ends_with(b"\r\n\r\n") {
        head.push(tcp.read_u8().await.unwrap());
    }
    let socket =
        WebSocketStream::from_raw_socket(MaybeTlsStream::Plain(tcp), Role::Client, None).await;
    (
        String::from_utf8(head).unwrap().to_ascii_lowercase(),
        RawSocket::from_stream(socket),
    )
}

#[tokio::test]
async fn invalid_messages_close_the_socket_with_4400_and_say_what_is_wrong() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let cases: [(&str, Message); 8] = [
        ("invalid JSON", Message::Text("{ not json".into())),
        ("JSON that is not an object", Message::Text("[]".into())),
        (
            "an unknown type",
            Message::Text(r#"{"type":"hello"}"#.into()),
        ),
        (
            "a server message type",
            Message::Text(r#"{"type":"next","id":"1","payload":{}}"#.into()),
        ),
        (
            "subscribe without an id",
            Message::Text(
                json!({ "type": "subscribe", "payload": { "query": PROFILE } })
                    .to_string()
                    .into(),
            ),
        ),
        (
            "subscribe without a query",
            Message::Text(
                json!({ "id": "1", "type": "subscribe", "payload": {} })
                    .to_string()
                    .into(),
            ),
        ),
        (
            "complete without an id",
            Message::Text(r#"{"type":"complete"}"#.into()),
        ),
        (
            "a binary frame",
            Message::Binary(br#"{"type":"ping"}"#.to_vec().into()),
        ),
    ];
    for (case, frame) in cases {
        // Both before and after the acknowledgement.
        for acknowledged in [false, true] {
            let mut socket = if acknowledged {
                RawSocket::acknowledged(&app.ws_url(), json!({ "accessToken": token })).await
            } else {
                RawSocket::open(&app.ws_url(), Some("graphql-transport-ws")).await
            };
            let before = socket.frames.len();
            socket.send_raw(frame.clone()).await;
            let (code, reason) = socket.closed(5 * SECOND).await;
            assert_eq!(code, 4400, "{case} (acknowledged: {acknowledged})");
            assert!(!reason.is_empty(), "{case}: a 4400 says what is wrong");
            assert_eq!(
                socket.frames.len(),
                before + 1,
                "{case}: only the close: {:?}",
                socket.frames
            );
        }
    }
    // A connection_init whose payload is not an object is a malformed message too.
    let mut socket = RawSocket::open(&app.ws_url(), Some("graphql-transport-ws")).await;
    socket
        .send(json!({ "type": "connection_init", "payload": "token" }))
        .await;
    let (code, reason) = socket.closed(5 * SECOND).await;
    assert_eq!(code, 4400);
    assert!(reason.contains("payload"), "{reason}");
}

#[tokio::test]
async fn subscribing_before_the_acknowledgement_closes_the_socket_with_4401() {
    let app = spawn_app().await;
    let mut socket = RawSocket::open(&app.ws_url(), Some("graphql-transport-ws")).await;
    socket.send(subscribe("early", PROFILE)).await;
    assert_eq!(
        socket.closed(5 * SECOND).await,
        (4401, "Unauthorized".to_owned())
    );
}

#[tokio::test]
async fn a_stale_or_garbage_token_closes_the_socket_with_4403_forbidden() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    app.create_employee(
        "Leaver",
        "leaver@staffhub.test",
        "leaver password 1",
        vec![],
    )
    .await;
    let stale = app
        .sign_in("leaver@staffhub.test", "leaver password 1")
        .await;
    let out = app
        .gql(
            Some(&stale),
            "mutation { signOut(input: {}) { signedOut } }",
            json!({}),
        )
        .await;
    assert_eq!(out.data("/signOut/signedOut"), true);

    for (token, locale, expected) in [
        (stale.as_str(), None, Locale::En),
        ("garbage", None, Locale::En),
        ("garbage", Some("ja"), Locale::Ja),
    ] {
        let mut socket = RawSocket::open(&app.ws_url(), Some("graphql-transport-ws")).await;
        let mut payload = json!({ "accessToken": token });
        if let Some(locale) = locale {
            payload["locale"] = json!(locale);
        }
        socket
            .send(json!({ "type": "connection_init", "payload": payload }))
            .await;
        let (code, reason) = socket.closed(5 * SECOND).await;
        assert_eq!(code, 4403, "{token}");
        // The localized message fits a close frame in both languages; it is what the old
        // refusal said, so clients that show it keep doing so.
        assert_eq!(reason, Code::Unauthenticated.message(expected), "{token}");
    }
    // The header's key works as well, and so does a valid token.
    let mut socket = RawSocket::open(&app.ws_url(), Some("graphql-transport-ws")).await;
    socket
        .send(json!({ "type": "connection_init", "payload": { "access-token": "garbage" } }))
        .await;
    assert_eq!(socket.closed(5 * SECOND).await.0, 4403);
    let refused = Subscription::connect(&app.ws_url(), json!({ "accessToken": stale })).await;
    assert!(refused.is_err(), "{:?}", refused.err());
    RawSocket::acknowledged(&app.ws_url(), json!({ "access-token": admin })).await;
}

#[tokio::test]
async fn a_socket_without_the_graphql_transport_ws_subprotocol_closes_with_4406() {
    let app = spawn_app().await;
    let mut socket = RawSocket::open(&app.ws_url(), None).await;
    assert_eq!(
        socket.closed(5 * SECOND).await,
        (4406, "Subprotocol not acceptable".to_owned())
    );

    // The legacy subscriptions-transport-ws protocol is not spoken any more: the handshake
    // selects no subprotocol, and the socket is closed at once.
    let (head, mut legacy) = handshake_offering(&app, "graphql-ws").await;
    assert!(head.starts_with("http/1.1 101"), "{head}");
    assert!(!head.contains("sec-websocket-protocol"), "{head}");
    assert_eq!(legacy.closed(5 * SECOND).await.0, 4406);

    // Offered among others, graphql-transport-ws is chosen.
    let (head, mut chosen) = handshake_offering(&app, "graphql-ws, graphql-transport-ws").await;
    assert!(
        head.contains("sec-websocket-protocol: graphql-transport-ws"),
        "{head}"
    );
    chosen
        .send(json!({ "type": "connection_init", "payload": {} }))
        .await;
    let ack = chosen.next(5 * SECOND).await;
    assert!(
        matches!(&ack, Frame::Message(m) if m["type"] == "connection_ack"),
        "{ack:?}"
    );
}

#[tokio::test]
async fn a_socket_that_sends_no_connection_init_in_time_closes_with_4408() {
    let timeout = Duration::from_millis(400);
    let app = spawn_app_with(|config| config.ws_init_timeout = timeout).await;
    let opened = Instant::now();
    let mut silent = RawSocket::open(&app.ws_url(), Some("graphql-transport-ws")).await;
    // A ping is not an initialisation: it is answered, and the clock keeps running.
    silent.round_trip().await;
    assert_eq!(
        silent.closed(5 * SECOND).await,
        (4408, "Connection initialisation timeout".to_owned())
    );
    let waited = opened.elapsed();
    assert!(waited >= timeout, "closed after {waited:?}");

    // A socket initialised in time stays open past the timeout.
    let token = app.admin_token().await;
    let mut initialised = signed_in(&app, &token).await;
    tokio::time::sleep(timeout * 3).await;
    initialised.round_trip().await;
}

#[tokio::test]
async fn subscribing_with_the_id_of_a_running_operation_closes_with_4409() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let mut socket = signed_in(&app, &token).await;
    // An id is free again once its operation completed.
    for _ in 0..2 {
        socket.send(subscribe("q", PROFILE)).await;
        let next = socket.message_for("q", 5 * SECOND).await.unwrap();
        assert_eq!(next["type"], "next", "{next}");
        let complete = socket.message_for("q", 5 * SECOND).await.unwrap();
        assert_eq!(complete["type"], "complete", "{complete}");
    }
    // And once the client completed it.
    socket.send(subscribe("live", TASKS_CHANGED)).await;
    socket
        .send(json!({ "id": "live", "type": "complete" }))
        .await;
    socket.send(subscribe("live", TASKS_CHANGED)).await;
    socket.round_trip().await;

    socket.send(subscribe("live", TASKS_CHANGED)).await;
    assert_eq!(
        socket.closed(5 * SECOND).await,
        (4409, "Subscriber for live already exists".to_owned())
    );

    // An id too long for the close frame's reason gets the short one.
    let mut socket = signed_in(&app, &token).await;
    let long = "x".repeat(200);
    socket.send(subscribe(&long, TASKS_CHANGED)).await;
    socket.send(subscribe(&long, TASKS_CHANGED)).await;
    assert_eq!(
        socket.closed(5 * SECOND).await,
        (4409, "Subscriber already exists".to_owned())
    );
}

#[tokio::test]
async fn a_second_connection_init_closes_with_4429() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let mut socket = signed_in(&app, &token).await;
    socket
        .send(json!({ "type": "connection_init", "payload": {} }))
        .await;
    assert_eq!(
        socket.closed(5 * SECOND).await,
        (4429, "Too many initialisation requests".to_owned())
    );
}

#[tokio::test]
async fn a_ping_is_answered_with_a_pong_and_a_pong_with_nothing() {
    let app = spawn_app().await;
    let mut socket = RawSocket::open(&app.ws_url(), Some("graphql-transport-ws")).await;
    // Before the acknowledgement too: pings keep the socket alive at any time.
    socket
        .send(json!({ "type": "ping", "payload": { "sent": 1 } }))
        .await;
    let pong = socket.next(5 * SECOND).await;
    assert_eq!(pong, Frame::Message(json!({ "type": "pong" })));
    socket
        .send(json!({ "type": "connection_init", "payload": {} }))
        .await;
    assert!(
        matches!(socket.next(5 * SECOND).await, Frame::Message(m) if m["type"] == "connection_ack")
    );
    socket.send(json!({ "type": "pong" })).await;
    socket.send(json!({ "type": "ping" })).await;
    // Exactly one answer: the pong for the ping, nothing for the pong.
    assert_eq!(
        socket.next(5 * SECOND).await,
        Frame::Message(json!({ "type": "pong" }))
    );
    assert_eq!(socket.next(Duration::from_millis(300)).await, Frame::Silent);
}

#[tokio::test]
async fn complete_from_the_client_stops_its_subscription_and_no_other() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let mut socket = RawSocket::acknowledged(&app.ws_url(), json!({ "accessToken": token })).await;
    socket.send(subscribe("stopped", TASKS_CHANGED)).await;
    socket.send(subscribe("control", TASKS_CHANGED)).await;
    socket.round_trip().await;
    // Give the subscriptions a moment to register with the hub before the change.
    tokio::time::sleep(Duration::from_millis(200)).await;
    socket
        .send(json!({ "id": "stopped", "type": "complete" }))
        .await;
    socket.round_trip().await;

    app.gql(
        Some(&token),
        CREATE_TASK,
        json!({ "input": { "title": "After complete" } }),
    )
    .await
    .data("/createTask");
    let control = socket.message_for("control", 10 * SECOND).await.unwrap();
    assert_eq!(control["type"], "next");
    assert_eq!(
        control["payload"]["data"]["tasksChanged"]["task"]["title"],
        "After complete"
    );
    // The stopped one got nothing, not even a complete (the conformance check would also
    // have refused any frame for it after the round trip).
    assert_eq!(socket.next(SECOND).await, Frame::Silent);
    assert!(
        socket.messages_for("stopped").is_empty(),
        "{:?}",
        socket.frames
    );
}

#[tokio::test]
async fn an_operation_that_fails_validation_gets_one_error_message_and_no_complete() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let mut socket = signed_in(&app, &token).await;
    for (id, query) in [
        ("unknown-field", "{ nope }"),
        ("syntax", "{"),
        ("subscription-field", "subscription { nope }"),
    ] {
        socket.send(subscribe(id, query)).await;
        let error = socket.message_for(id, 5 * SECOND).await.unwrap();
        assert_eq!(error["type"], "error", "{error}");
        assert_eq!(
            error["payload"][0]["extensions"]["code"],
            Code::InvalidRequest.code(),
            "{error}"
        );
    }
    socket
        .send(json!({ "id": "unknown-operation", "type": "subscribe",
            "payload": { "query": PROFILE, "operationName": "Elsewhere" } }))
        .await;
    let error = socket
        .message_for("unknown-operation", 5 * SECOND)
        .await
        .unwrap();
    assert_eq!(error["type"], "error", "{error}");
    socket.round_trip().await;
    assert_eq!(socket.next(Duration::from_millis(300)).await, Frame::Silent);
    for id in [
        "unknown-field",
        "syntax",
        "subscription-field",
        "unknown-operation",
    ] {
        assert_eq!(
            socket.messages_for(id).len(),
            1,
            "{id}: {:?}",
            socket.frames
        );
    }
}

#[tokio::test]
async fn queries_mutations_and_refused_subscriptions_answer_next_then_complete() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let mut socket = RawSocket::acknowledged(&app.ws_url(), json!({ "accessToken": token })).await;
    socket.send(subscribe("profile", PROFILE)).await;
    let next = socket.message_for("profile", 5 * SECOND).await.unwrap();
    assert_eq!(next["type"], "next");
    assert!(
        next["payload"]["data"]["profile"]["name"].is_string(),
        "{next}"
    );
    let complete = socket.message_for("profile", 5 * SECOND).await.unwrap();
    assert_eq!(complete, json!({ "id": "profile", "type": "complete" }));

    socket
        .send(json!({ "id": "create", "type": "subscribe", "payload": {
            "query": CREATE_TASK, "variables": { "input": { "title": "Over the socket" } } } }))
        .await;
    let next = socket.message_for("create", 5 * SECOND).await.unwrap();
    assert_eq!(
        next["payload"]["data"]["createTask"]["task"]["title"],
        "Over the socket"
    );
    let complete = socket.message_for("create", 5 * SECOND).await.unwrap();
    assert_eq!(complete["type"], "complete");

    // A refusal decided by a resolver is an execution result: next with the coded error.
    let mut anonymous = RawSocket::acknowledged(&app.ws_url(), json!({})).await;
    anonymous.send(subscribe("list", TASKS_CHANGED)).await;
    let next = anonymous.message_for("list", 5 * SECOND).await.unwrap();
    assert_eq!(next["type"], "next", "{next}");
    // A subscription the caller may not open: the spec's 'Cannot subscribe to this resource'.
    assert_eq!(
        next["payload"]["errors"][0]["extensions"]["code"],
        Code::CannotSubscribe.code()
    );
    assert_eq!(
        next["payload"]["errors"][0]["path"],
        json!(["tasksChanged"])
    );
    let complete = anonymous.message_for("list", 5 * SECOND).await.unwrap();
    assert_eq!(complete["type"], "complete");
}

#[tokio::test]
async fn a_client_closing_the_socket_gets_the_close_answered() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let mut socket = signed_in(&app, &token).await;
    socket.send(subscribe("live", TASKS_CHANGED)).await;
    socket.round_trip().await;
    let (answer, after) = socket.close().await;
    assert_eq!(
        answer,
        Frame::Closed {
            code: 1000,
            reason: String::new()
        }
    );
    assert_eq!(after, Frame::Ended);
}

#[test]
fn the_frame_check_refuses_what_the_protocol_does_not_allow() {
    for (message, why) in [
        (json!("text"), "not an object"),
        (json!({ "payload": {} }), "no type"),
        (
            json!({ "type": "data", "id": "1", "payload": {} }),
            "a legacy type",
        ),
        (
            json!({ "type": "connection_ack", "payload": [] }),
            "an ack payload that is a list",
        ),
        (
            json!({ "type": "next", "payload": { "data": {} } }),
            "next without an id",
        ),
        (
            json!({ "type": "next", "id": "", "payload": { "data": {} } }),
            "an empty id",
        ),
        (
            json!({ "type": "next", "id": "1", "payload": {} }),
            "a result of nothing",
        ),
        (
            json!({ "type": "next", "id": "1", "payload": { "errors": [] } }),
            "no errors",
        ),
        (
            json!({ "type": "next", "id": "1", "payload": { "errors": [{ "code": 1 }] } }),
            "an error without a message",
        ),
        (
            json!({ "type": "error", "id": "1", "payload": { "message": "x" } }),
            "errors not in a list",
        ),
        (
            json!({ "type": "error", "id": "1", "payload": [] }),
            "an empty error list",
        ),
        (
            json!({ "type": "error", "id": "1", "payload": [{ "message": "x", "path": [{}] }] }),
            "a bad path",
        ),
        (json!({ "type": "complete" }), "complete without an id"),
        (
            json!({ "type": "complete", "id": "1", "payload": {} }),
            "complete with a payload",
        ),
    ] {
        assert!(
            server_message_problem(&message).is_some(),
            "accepted {why}: {message}"
        );
    }
    for message in [
        json!({ "type": "connection_ack" }),
        json!({ "type": "pong" }),
        json!({ "type": "next", "id": "1", "payload": { "data": null, "errors": [{ "message": "x", "locations": [{ "line": 1, "column": 2 }], "path": ["a", 0] }] } }),
        json!({ "type": "error", "id": "1", "payload": [{ "message": "x", "extensions": { "code": "203.X000.001" } }] }),
        json!({ "type": "complete", "id": "1" }),
    ] {
        assert_eq!(server_message_problem(&message), None, "{message}");
    }

    // In order: nothing before its time, nothing after an operation's end.
    let mut conversation = Conformance::default();
    assert!(
        conversation
            .received(&json!({ "type": "connection_ack" }))
            .is_some()
    );
    conversation.sent(&json!({ "type": "connection_init" }));
    assert_eq!(
        conversation.received(&json!({ "type": "connection_ack" })),
        None
    );
    assert!(
        conversation
            .received(&json!({ "type": "connection_ack" }))
            .is_some()
    );
    assert!(conversation.received(&json!({ "type": "pong" })).is_some());
    let next = json!({ "id": "a", "type": "next", "payload": { "data": {} } });
    assert!(
        conversation.received(&next).is_some(),
        "a result for no operation"
    );
    conversation.sent(&subscribe("a", PROFILE));
    assert_eq!(conversation.received(&next), None);
    assert_eq!(
        conversation.received(&json!({ "id": "a", "type": "complete" })),
        None
    );
    assert!(
        conversation.received(&next).is_some(),
        "a result after complete"
    );
    conversation.sent(&subscribe("b", PROFILE));
    assert_eq!(
        conversation
            .received(&json!({ "id": "b", "type": "error", "payload": [{ "message": "x" }] })),
        None
    );
    assert!(
        conversation
            .received(&json!({ "id": "b", "type": "complete" }))
            .is_some(),
        "complete after error"
    );
    // After the client's complete, results in flight are allowed until a later ping's pong.
    conversation.sent(&subscribe("c", PROFILE));
    conversation.sent(&json!({ "id": "c", "type": "complete" }));
    let late = json!({ "id": "c", "type": "next", "payload": { "data": {} } });
    assert_eq!(conversation.received(&late), None);
    conversation.sent(&json!({ "type": "ping" }));
    assert_eq!(conversation.received(&json!({ "type": "pong" })), None);
    assert!(
        conversation.received(&late).is_some(),
        "a result after the round trip"
    );
}
