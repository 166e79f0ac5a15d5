//! The load generator's HTTP client. Every process here (this one, the server, PostgreSQL)
//! shares the machine's cores, so whatever CPU the clients burn is taken from the server: the
//! client must cost about as little per request as the raw baseline's sqlx client does per
//! query, while still checking every answer.
//!
//! So each load loop owns one keep-alive HTTP/1.1 connection (hyper's connection-level
//! client over a `TCP_NODELAY` socket, driven in the loop's own task: no pool, no background
//! task, no cross-task wake-up per request); request bodies are serialized once when they do
//! not change ([`Call`]) and from a pre-serialized prefix plus typed variables when they do
//! ([`Operation`]); and answers are checked by deserializing into typed structs that borrow
//! from the body and skip what they do not check ([`graphql_data`]), never into a
//! `serde_json::Value`. A transport error fails that request (counted as an error) and the
//! next request reconnects.

use std::net::{SocketAddr, ToSocketAddrs};
use std::pin::{Pin, pin};
use std::time::{Duration, Instant};

use anyhow::{Context, anyhow, bail};
use bytes::Bytes;
use futures::future::{Either, select};
use http::header::{CONTENT_TYPE, HOST, HeaderName, HeaderValue};
use http::{Method, Request, StatusCode, Uri};
use http_body_util::{BodyExt, Full};
use hyper::client::conn::http1;
use hyper_util::rt::TokioIo;
use serde::de::IgnoredAny;
use serde::{Deserialize, Serialize};
use tokio::net::TcpStream;

use crate::commands::{Throughput, collect};

const ACCESS_TOKEN: HeaderName = HeaderName::from_static("access-token");
const JSON: HeaderValue = HeaderValue::from_static("application/json");

/// Where requests go: the server's address and the `Host` header naming it.
#[derive(Debug, Clone)]
pub struct Target {
    addr: SocketAddr,
    host: HeaderValue,
}

impl Target {
    /// From a base url such as `http://127.0.0.1:8080`.
    pub fn new(url: &str) -> anyhow::Result<Self> {
        let authority = url
            .strip_prefix("http://")
            .with_context(|| format!("not an http:// url: {url}"))?
            .trim_end_matches('/');
        let addr = authority
            .to_socket_addrs()
            .with_context(|| format!("resolving {authority}"))?
            .next()
            .with_context(|| format!("{authority} resolves to no address"))?;
        Ok(Self {
            addr,
            host: HeaderValue::from_str(authority)?,
        })
    }
}

/// The value of the `access-token` header.
pub fn access_token(token: &str) -> anyhow::Result<HeaderValue> {
    HeaderValue::from_str(token).context("the access token is not a valid header value")
}

/// A GraphQL operation whose `{"query":…,"variables":` is serialized once; each body then
/// costs only its variables.
#[derive(Debug, Clone)]
pub struct Operation {
    prefix: Vec<u8>,
}

impl Operation {
    pub fn new(query: &str) -> Self {
        let mut prefix = b"{\"query\":".to_vec();
        serde_json::to_writer(&mut prefix, query).expect("a string always serializes");
        prefix.extend_from_slice(b",\"variables\":");
        Self { prefix }
    }

    /// The request body with these variables (a typed struct, or a `Value` for bodies built
    /// once).
    pub fn body(&self, variables: &impl Serialize) -> Bytes {
        let mut body = Vec::with_capacity(self.prefix.len() + 128);
        body.extend_from_slice(&self.prefix);
        serde_json::to_writer(&mut body, variables)
            .expect("variables are structs with string keys, which always serialize");
        body.push(b'}');
        Bytes::from(body)
    }
}

/// One request sent again and again unchanged: its body is shared, not rebuilt.
#[derive(Debug, Clone)]
pub struct Call {
    method: Method,
    path: Uri,
    token: Option<HeaderValue>,
    body: Bytes,
}

impl Call {
    pub fn get(path: &'static str) -> Self {
        Self {
            method: Method::GET,
            path: Uri::from_static(path),
            token: None,
            body: Bytes::new(),
        }
    }

    /// `POST /graphql` with this body, with the access token when given.
    pub fn graphql(token: Option<HeaderValue>, body: Bytes) -> Self {
        Self {
            method: Method::POST,
            path: Uri::from_static("/graphql"),
            token,
            body,
        }
    }
}

/// A response: its status and its whole body.
#[derive(Debug)]
pub struct Answer {
    pub status: StatusCode,
    pub body: Bytes,
}

type Driver = http1::Connection<TokioIo<TcpStream>, Full<Bytes>>;

/// An open connection: the handle requests go through, and the connection's own future, which
/// does the socket I/O and is polled only while a request of this loop is in flight.
struct Live {
    sender: http1::SendRequest<Full<Bytes>>,
    driver: Pin<Box<Driver>>,
}

/// One keep-alive connection, opened on first use and reopened after it failed.
pub struct Connection {
    target: Target,
    graphql: Uri,
    live: Option<Live>,
}

impl Connection {
    pub fn new(target: Target) -> Self {
        Self {
            target,
            graphql: Uri::from_static("/graphql"),
            live: None,
        }
    }

    pub async fn send(&mut self, call: &Call) -> anyhow::Result<Answer> {
        self.request(
            call.method.clone(),
            &call.path,
            call.token.as_ref(),
            call.body.clone(),
        )
        .await
    }

    /// `POST /graphql` with this body (for bodies that change from request to request).
    pub async fn graphql(
        &mut self,
        token: Option<&HeaderValue>,
        body: Bytes,
    ) -> anyhow::Result<Answer> {
        let path = self.graphql.clone();
        self.request(Method::POST, &path, token, body).await
    }

    async fn request(
        &mut self,
        method: Method,
        path: &Uri,
        token: Option<&HeaderValue>,
        body: Bytes,
    ) -> anyhow::Result<Answer> {
        let live = match self.live.take() {
            Some(live) => live,
            None => match connect(&self.target).await {
                Ok(live) => live,
                Err(error) => {
                    // Counted by the caller; pause so a dead server is not hammered in a spin.
                    tokio::time::sleep(Duration::from_millis(10)).await;
                    return Err(error);
                }
            },
        };
        let post = method == Method::POST;
        let mut request = Request::new(Full::new(body));
        *request.method_mut() = method;
        *request.uri_mut() = path.clone();
        let headers = request.headers_mut();
        headers.insert(HOST, self.target.host.clone());
        if post {
            headers.insert(CONTENT_TYPE, JSON);
        }
        if let Some(token) = token {
            headers.insert(ACCESS_TOKEN, token.clone());
        }
        let (answer, live) = exchange(live, request).await;
        self.live = live;
        answer
    }
}

async fn connect(target: &Target) -> anyhow::Result<Live> {
    let stream = TcpStream::connect(target.addr)
        .await
        .with_context(|| format!("connecting to {}", target.addr))?;
    stream.set_nodelay(true)?;
    let (sender, driver) = http1::handshake(TokioIo::new(stream)).await?;
    Ok(Live {
        sender,
        driver: Box::pin(driver),
    })
}

/// Sends the request and reads the whole answer, polling the connection alongside; gives the
/// connection back if it can carry the next request.
async fn exchange(
    live: Live,
    request: Request<Full<Bytes>>,
) -> (anyhow::Result<Answer>, Option<Live>) {
    let Live {
        mut sender,
        mut driver,
    } = live;
    let answer = {
        let answer = pin!(async {
            sender.ready().await?;
            let response = sender.send_request(request).await?;
            let status = response.status();
            let body = response.into_body().collect().await?.to_bytes();
            Ok::<_, anyhow::Error>(Answer { status, body })
        });
        match select(answer, driver.as_mut()).await {
            Either::Left((answer, _)) => answer,
            Either::Right((ended, answer)) => {
                // The connection is over (closed by the server, or failed). Dropping it ends
                // whatever the request still waits for; an answer received in full counts.
                drop(driver);
                let answer = answer.await.with_context(|| match ended {
                    Ok(()) => "the server closed the connection".to_owned(),
                    Err(error) => format!("the connection failed: {error}"),
                });
                return (answer, None);
            }
        }
    };
    let live = answer.is_ok().then_some(Live { sender, driver });
    (answer, live)
}

/// What a load loop checks of each answer.
pub type Check = fn(&Answer) -> anyhow::Result<()>;

/// Any 2xx answer.
pub fn success(answer: &Answer) -> anyhow::Result<()> {
    if !answer.status.is_success() {
        bail!("HTTP {}: {}", answer.status, excerpt(&answer.body));
    }
    Ok(())
}

#[derive(Deserialize)]
struct GraphqlAnswer<D> {
    data: Option<D>,
    errors: Option<IgnoredAny>,
}

/// The `data` of a GraphQL answer, parsed as `D` (borrowing from the body; `IgnoredAny` for
/// what is not checked). Err if the status is not 2xx, the body has top-level `errors`, or
/// `data` is missing or not shaped as `D`.
pub fn graphql_data<'a, D: Deserialize<'a>>(answer: &'a Answer) -> anyhow::Result<D> {
    success(answer)?;
    let parsed: GraphqlAnswer<D> = serde_json::from_slice(&answer.body)
        .map_err(|error| anyhow!("unexpected answer ({error}): {}", excerpt(&answer.body)))?;
    if parsed.errors.is_some() {
        // The errors themselves, not the data before them (a partial answer's data is long).
        let errors = serde_json::from_slice::<serde_json::Value>(&answer.body)
            .ok()
            .and_then(|body| body.get("errors").map(ToString::to_string))
            .unwrap_or_default();
        bail!("GraphQL errors: {}", excerpt(errors.as_bytes()));
    }
    parsed
        .data
        .ok_or_else(|| anyhow!("no data: {}", excerpt(&answer.body)))
}

/// The start of a body, for error messages.
fn excerpt(body: &[u8]) -> String {
    let text = String::from_utf8_lossy(body);
    match text.char_indices().nth(300) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.into_owned(),
    }
}

/// `clients` concurrent loops, each on its own keep-alive connection, sending `call` back to
/// back until `duration` is up; an answer counts only if it passes `check`.
pub async fn load(
    clients: usize,
    duration: Duration,
    target: &Target,
    call: &Call,
    check: Check,
) -> Throughput {
    let started = Instant::now();
    let deadline = started + duration;
    let tasks: Vec<_> = (0..clients)
        .map(|_| {
            let mut connection = Connection::new(target.clone());
            let call = call.clone();
            tokio::spawn(async move {
                let mut out = Throughput::default();
                while Instant::now() < deadline {
                    let began = Instant::now();
                    let result = connection
                        .send(&call)
                        .await
                        .and_then(|answer| check(&answer));
                    out.record_result(began, &result);
                }
                out
            })
        })
        .collect();
    collect(tasks, started).await
}

/// Like [`load`], each loop sending `calls` in turn (client `i` starts at call `i`), so a mix of
/// requests (P10's keywords) is spread evenly over the clients and the run.
pub async fn load_each(
    clients: usize,
    duration: Duration,
    target: &Target,
    calls: &[Call],
    check: Check,
) -> Throughput {
    let started = Instant::now();
    let deadline = started + duration;
    let tasks: Vec<_> = (0..clients)
        .map(|client| {
            let mut connection = Connection::new(target.clone());
            let calls = calls.to_vec();
            tokio::spawn(async move {
                let mut out = Throughput::default();
                let mut next = client;
                while Instant::now() < deadline {
                    let call = &calls[next % calls.len()];
                    next += 1;
                    let began = Instant::now();
                    let result = connection
                        .send(call)
                        .await
                        .and_then(|answer| check(&answer));
                    out.record_result(began, &result);
                }
                out
            })
        })
        .collect();
    collect(tasks, started).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Deserialize)]
    struct Typename<'a> {
        #[serde(rename = "__typename")]
        typename: &'a str,
    }

    fn answer(status: u16, body: &str) -> Answer {
        Answer {
            status: StatusCode::from_u16(status).unwrap(),
            body: Bytes::copy_from_slice(body.as_bytes()),
        }
    }

    #[test]
    fn a_good_answer_yields_its_data_borrowed_from_the_body() {
        let good = answer(200, r#"{"data":{"__typename":"Query"},"extensions":{}}"#);
        let data: Typename = graphql_data(&good).unwrap();
        assert_eq!(data.typename, "Query");
    }

    #[test]
    fn an_answer_with_errors_is_rejected_even_when_it_has_data() {
        let with_data = answer(
            200,
            r#"{"data":{"__typename":"Query"},"errors":[{"message":"boom"}]}"#,
        );
        let error = graphql_data::<Typename>(&with_data).err().unwrap();
        assert!(format!("{error:#}").contains("boom"), "{error:#}");
        let without_data = answer(200, r#"{"data":null,"errors":[{"message":"boom"}]}"#);
        assert!(graphql_data::<Typename>(&without_data).is_err());
    }

    #[test]
    fn a_non_2xx_answer_is_rejected_whatever_its_body() {
        let body = r#"{"data":{"__typename":"Query"}}"#;
        assert!(graphql_data::<Typename>(&answer(500, body)).is_err());
        assert!(graphql_data::<Typename>(&answer(401, body)).is_err());
        assert!(success(&answer(503, "")).is_err());
        assert!(success(&answer(204, "")).is_ok());
    }

    #[test]
    fn an_answer_without_the_checked_fields_is_rejected() {
        assert!(graphql_data::<Typename>(&answer(200, r#"{"data":{}}"#)).is_err());
        assert!(graphql_data::<Typename>(&answer(200, r#"{}"#)).is_err());
        assert!(graphql_data::<Typename>(&answer(200, "not json")).is_err());
    }

    #[test]
    fn an_operation_body_is_the_json_of_its_query_and_variables() {
        #[derive(Serialize)]
        struct Variables<'a> {
            title: &'a str,
        }
        let operation = Operation::new("query($t: String) { \"quoted\" }");
        let body = operation.body(&Variables { title: "a \"b\"" });
        let parsed: serde_json::Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(
            parsed,
            serde_json::json!({
                "query": "query($t: String) { \"quoted\" }",
                "variables": { "title": "a \"b\"" },
            })
        );
    }
}
