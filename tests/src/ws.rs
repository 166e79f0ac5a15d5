//! A minimal graphql-transport-ws client over tokio-tungstenite, for subscription tests.

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

    /// The next `next` payload for subscription `id`, skipping other messages.
    pub async fn next_data(&mut self, id: &str, timeout: Duration) -> Option<Value> {
        let wanted = |m: &Value| m["id"] == id && (m["type"] == "next" || m["type"] == "error");
        if let Some(index) = self.pending.iter().position(wanted) {
            return Some(self.pending.remove(index)["payload"].clone());
        }
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            let left = deadline.saturating_duration_since(tokio::time::Instant::now());
            let message = self.next_message(left).await?;
            if wanted(&message) {
                return Some(message["payload"].clone());
            }
            self.pending.push(message);
        }
    }
}
