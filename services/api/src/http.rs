//! HTTP routes: `/graphql` (POST: JSON or multipart; GET: WebSocket graphql-transport-ws),
//! `/files/*`, `/healthz`, `/readyz`, and the built frontend with an SPA fallback.

use std::path::Path;

use async_graphql::http::{MultipartOptions, receive_batch_body};
use async_graphql::{Executor, ParseRequestError, ServerError};
use axum::body::Body;
use axum::extract::{Extension, Path as UrlPath, Request, State, WebSocketUpgrade};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use futures::TryStreamExt;
use tokio_util::compat::TokioAsyncReadCompatExt;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::services::{ServeDir, ServeFile};
use tracing::Instrument;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::files::{MAX_ATTACHMENT_BYTES, content_type_for, disposition_file_name};
use crate::graphql::{Localized, RequestContext, StaffhubExecutor, StaffhubSchema, ws};
use crate::identity::Session;
use crate::locale::Locale;
use crate::metrics::{Metrics, route_label};
use crate::state::AppState;

/// Largest request body: an attachment at the limit plus the multipart envelope. Bigger bodies
/// are cut off by the server (413) before they are read.
const MAX_BODY_BYTES: usize = MAX_ATTACHMENT_BYTES + 1024 * 1024;
pub const REQUEST_ID_HEADER: &str = "x-request-id";
pub const CORRELATION_ID_HEADER: &str = "x-correlation-id";
pub const ACCESS_TOKEN_HEADER: &str = "access-token";

#[derive(Clone)]
pub struct Web {
    pub state: AppState,
    /// The schema behind the localizing wrapper; both transports execute through it.
    pub schema: StaffhubExecutor,
    /// Parsed query texts, reused across requests (`documents`).
    pub documents: std::sync::Arc<crate::query_cache::DocumentCache>,
    /// How long a WebSocket may wait before `connection_init` (`STAFFHUB_WS_INIT_TIMEOUT_MS`).
    pub ws_init_timeout: std::time::Duration,
}

/// The ids a request carries into logs, event metadata and NATS headers.
#[derive(Debug, Clone, Copy)]
pub struct RequestIds {
    pub request_id: Uuid,
    pub correlation_id: Uuid,
}

pub fn router(
    state: AppState,
    schema: StaffhubSchema,
    web_dir: &Path,
    ws_init_timeout: std::time::Duration,
) -> Router {
    let spa = ServeDir::new(web_dir).fallback(ServeFile::new(web_dir.join("index.html")));
    // A build's hashed assets are answered as they are, and a missing one is a 404, never the
    // SPA's index.html: a tab still running the previous build asks for its old chunks after
    // a deploy, and must see them missing to reload into the new build (issue 37 §8).
    let assets = ServeDir::new(web_dir.join("assets"));
    Router::new()
        .route(
            "/graphql",
            // The body limit is `graphql_post`'s own: a layer would answer a bare text 413.
            get(graphql_ws).post(graphql_post),
        )
        .route("/files/{*key}", get(file))
        .route("/healthz", get(healthz))
        .route("/readyz", get(readyz))
        .route("/metrics", get(metrics))
        .merge(crate::mail::tracking::routes())
        .merge(crate::mail::notifications::routes())
        .merge(crate::export::routes())
        .nest_service("/assets", assets)
        .fallback_service(spa)
        .layer(middleware::from_fn(cache_policy))
        .layer(middleware::from_fn_with_state(
            state.metrics.clone(),
            request_context,
        ))
        .layer(CatchPanicLayer::new())
        .with_state(Web {
            state,
            schema: Localized(schema),
            documents: Default::default(),
            ws_init_timeout,
        })
}

/// Gives each request its ids and a tracing span carrying them (house style 10), and counts
/// it in the metrics.
async fn request_context(
    State(metrics): State<Metrics>,
    mut request: Request,
    next: Next,
) -> Response {
    let started = std::time::Instant::now();
    let method = request.method().to_string();
    let route = route_label(request.uri().path());
    let request_id = Uuid::now_v7();
    let correlation_id = request
        .headers()
        .get(CORRELATION_ID_HEADER)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| Uuid::parse_str(v).ok())
        .unwrap_or(request_id);
    request.extensions_mut().insert(RequestIds {
        request_id,
        correlation_id,
    });
    let span = tracing::info_span!(
        "request",
        method = %request.method(),
        path = %crate::metrics::loggable_path(request.uri().path()),
        %request_id,
        %correlation_id,
    );
    let mut response = next.run(request).instrument(span).await;
    metrics.observe_request(
        &method,
        route,
        response.status().as_u16(),
        started.elapsed(),
    );
    if let Ok(value) = HeaderValue::from_str(&request_id.to_string()) {
        response.headers_mut().insert(REQUEST_ID_HEADER, value);
    }
    response
}

/// Hashed build assets are immutable; everything else (index.html, version.json) must be
/// revalidated so a new build is seen at once.
async fn cache_policy(request: Request, next: Next) -> Response {
    let asset = request.uri().path().starts_with("/assets/");
    let mut response = next.run(request).await;
    // Only an asset that exists is cached for good: a 404 must be asked again.
    let immutable = asset && response.status().is_success();
    let value = if immutable {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    };
    // Baseline security headers on every response: no MIME sniffing, no framing
    // (clickjacking), no full URLs leaked to other sites in Referer.
    let headers = response.headers_mut();
    headers
        .entry(header::CACHE_CONTROL)
        .or_insert(HeaderValue::from_static(value));
    headers
        .entry(header::X_CONTENT_TYPE_OPTIONS)
        .or_insert(HeaderValue::from_static("nosniff"));
    headers
        .entry(header::X_FRAME_OPTIONS)
        .or_insert(HeaderValue::from_static("DENY"));
    headers
        .entry(header::REFERRER_POLICY)
        .or_insert(HeaderValue::from_static("strict-origin-when-cross-origin"));
    response
}

/// The caller's session: None when there is no token or it is not (or no longer) valid. Err
/// when the database could not say: the request then fails with 104 rather than running as
/// signed out, which would answer 102 and sign the user out (chaos `postgres`).
async fn authenticate(state: &AppState, token: Option<&str>) -> Result<Option<Session>, Code> {
    let Some(token) = token else {
        return Ok(None);
    };
    match state.identity.authenticate(token).await {
        Ok(session) => Ok(session),
        Err(error) => {
            let unavailable = error.code() == Code::DatabaseUnavailable;
            // Logged by the conversion.
            let _ = error.into_graphql();
            if unavailable {
                Err(Code::DatabaseUnavailable)
            } else {
                Ok(None)
            }
        }
    }
}

fn coded_error_response(code: Code, detail: Option<String>, locale: Locale) -> Response {
    let mut error = ServerError::new(code.message(Locale::En), None);
    let mut extensions = async_graphql::ErrorExtensionValues::default();
    extensions.set("code", code.code());
    if let Some(field) = code.field() {
        extensions.set("field", field);
    }
    error.extensions = Some(extensions);
    let mut errors = vec![error];
    crate::graphql::localize(&mut errors, locale);
    if let Some(detail) = detail {
        errors[0].message = format!("{}: {detail}", errors[0].message);
    }
    (
        StatusCode::BAD_REQUEST,
        Json(async_graphql::Response::from_errors(errors)),
    )
        .into_response()
}

/// How much more of a body refused before its end (over the limit, or broken partway) is read,
/// and for how long, before the answer goes out.
/// A client still sending when the answer comes gets a broken pipe instead of the answer (a
/// browser would show a network error, not 'Invalid file size'), so the rest is read and
/// dropped, as web servers' lingering close does; past these bounds the connection is closed.
const DRAIN_BYTES: usize = 64 * 1024 * 1024;
const DRAIN_TIME: std::time::Duration = std::time::Duration::from_secs(5);

async fn drain(data: &mut axum::body::BodyDataStream) {
    use futures::StreamExt;
    let deadline = tokio::time::Instant::now() + DRAIN_TIME;
    let mut left = DRAIN_BYTES;
    while let Ok(Some(Ok(chunk))) = tokio::time::timeout_at(deadline, data.next()).await {
        left = left.saturating_sub(chunk.len());
        if left == 0 {
            break;
        }
    }
}

async fn graphql_post(
    State(web): State<Web>,
    Extension(ids): Extension<RequestIds>,
    peer: Option<Extension<axum::extract::ConnectInfo<std::net::SocketAddr>>>,
    headers: HeaderMap,
    body: Body,
) -> Response {
    let locale = Locale::from_headers(&headers);
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    let mut data = body.into_data_stream();
    if let Err(detail) = crate::graphql_http::body_type(content_type.as_deref()) {
        drain(&mut data).await;
        return coded_error_response(Code::InvalidRequest, Some(detail), locale);
    }
    // Bodies over the limit are refused with a code, unparsed when they say their length, else
    // as soon as they pass it, and the rest drained (`drain`). (tower-http's limit layer
    // answered a text/plain 413 no client could read as GraphQL; the fuzzer found it.)
    let multipart = content_type
        .as_deref()
        .is_some_and(|t| t.to_ascii_lowercase().starts_with("multipart/"));
    let too_large = || {
        let mut response = if multipart {
            coded_error_response(Code::InvalidFileSize, None, locale)
        } else {
            let detail = format!("the body is over {} bytes", MAX_BODY_BYTES);
            coded_error_response(Code::InvalidRequest, Some(detail), locale)
        };
        *response.status_mut() = StatusCode::PAYLOAD_TOO_LARGE;
        // The rest of the body is never read, so the connection cannot carry another request:
        // say so, or a client reusing it gets a cut-off answer (chaos fuzz found it).
        response
            .headers_mut()
            .insert(header::CONNECTION, HeaderValue::from_static("close"));
        response
    };
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|length| length > MAX_BODY_BYTES as u64) {
        drain(&mut data).await;
        return too_large();
    }
    let over_limit = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let mut read = 0usize;
    let flag = over_limit.clone();
    // Borrowed, so what is left of a body over the limit can still be drained.
    let stream = (&mut data)
        .map_err(std::io::Error::other)
        .and_then(move |chunk| {
            read += chunk.len();
            let result = if read > MAX_BODY_BYTES {
                flag.store(true, std::sync::atomic::Ordering::Relaxed);
                Err(std::io::Error::other("the body is over the limit"))
            } else {
                Ok(chunk)
            };
            std::future::ready(result)
        });
    let reader = tokio_util::io::StreamReader::new(stream).compat();
    let options = MultipartOptions::default()
        .max_file_size(MAX_BODY_BYTES)
        .max_num_files(4);
    let request = match receive_batch_body(content_type, reader, options)
        .await
        .and_then(|b| b.into_single())
    {
        Ok(request) => request,
        Err(_) if over_limit.load(std::sync::atomic::Ordering::Relaxed) => {
            drain(&mut data).await;
            return too_large();
        }
        // A body refused partway (a broken part, a fifth file) is read to its end before the
        // answer goes out, as one over the limit is: a client still sending would otherwise
        // get a broken pipe instead of the code (the fuzzer found it in CI, stop 53).
        Err(ParseRequestError::PayloadTooLarge) => {
            drain(&mut data).await;
            return coded_error_response(Code::InvalidFileSize, None, locale);
        }
        Err(error) => {
            drain(&mut data).await;
            return coded_error_response(Code::InvalidRequest, Some(error.to_string()), locale);
        }
    };
    let session = if let Some(bearer) = bearer_token(&headers) {
        // A personal API token (issue 34 §3): refused before anything runs, with its code.
        match web.state.identity.authenticate_api_token(bearer).await {
            Ok(Ok(session)) => Some(session),
            Ok(Err(code)) => {
                let mut response = coded_error_response(code, None, locale);
                *response.status_mut() = StatusCode::UNAUTHORIZED;
                response.headers_mut().insert(
                    header::WWW_AUTHENTICATE,
                    HeaderValue::from_static("Bearer error=\"invalid_token\""),
                );
                return response;
            }
            Err(error) => {
                let unavailable = error.code() == Code::DatabaseUnavailable;
                let _ = error.into_graphql();
                let code = if unavailable {
                    Code::DatabaseUnavailable
                } else {
                    Code::Unknown
                };
                let mut response = coded_error_response(code, None, locale);
                *response.status_mut() = StatusCode::SERVICE_UNAVAILABLE;
                return response;
            }
        }
    } else {
        let token = headers
            .get(ACCESS_TOKEN_HEADER)
            .and_then(|v| v.to_str().ok());
        match authenticate(&web.state, token).await {
            Ok(session) => session,
            Err(code) => {
                let mut response = coded_error_response(code, None, locale);
                *response.status_mut() = StatusCode::SERVICE_UNAVAILABLE;
                return response;
            }
        }
    };
    let context = RequestContext {
        session,
        locale,
        request_id: ids.request_id,
        correlation_id: ids.correlation_id,
    };
    let mut request = request;
    request.data = context.into_data(&web.state);
    // Who is asking, for the per-client limit on password reset requests (issue 37 §7).
    if let Some(Extension(axum::extract::ConnectInfo(peer))) = peer {
        let forwarded = headers.get("x-forwarded-for").and_then(|v| v.to_str().ok());
        request
            .data
            .insert(crate::identity::ClientAddress::of(peer.ip(), forwarded));
    }
    web.documents.prepare(&mut request);
    // Localized by the executor, from the locale in the request's data.
    let response = web.schema.execute(request).await;
    crate::graphql_http::respond(&headers, response)
}

/// The token of an `Authorization: Bearer …` header (the scheme's name in any case, RFC 9110
/// §11.1): a personal API token. An empty one is no header.
fn bearer_token(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.trim().split_once(' ')?;
    let token = token.trim();
    (scheme.eq_ignore_ascii_case("bearer") && !token.is_empty()).then_some(token)
}

/// graphql-transport-ws (`graphql::ws`): the connection's data is set at `connection_init`.
async fn graphql_ws(
    State(web): State<Web>,
    Extension(ids): Extension<RequestIds>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    let locale = Locale::from_headers(&headers);
    upgrade
        .protocols([ws::PROTOCOL])
        .max_message_size(ws::MAX_MESSAGE_BYTES)
        .on_upgrade(move |socket| {
            let state = web.state.clone();
            // Every operation over the socket (queries and mutations too) is localized by the
            // executor, from the locale in the connection's data.
            ws::serve(
                socket,
                web.schema.clone(),
                web.ws_init_timeout,
                state.hub.interruptions(),
                move |payload| async move {
                    // A personal API token comes as `accessToken` too, or as an
                    // `Authorization: Bearer …` entry (issue 34 §3).
                    let bearer = ["Authorization", "authorization"].iter().find_map(|key| {
                        let value = payload.get(*key)?.as_str()?.trim();
                        let (scheme, token) = value.split_once(' ')?;
                        scheme
                            .eq_ignore_ascii_case("bearer")
                            .then(|| token.trim().to_owned())
                    });
                    let token = bearer.or_else(|| {
                        ["accessToken", ACCESS_TOKEN_HEADER].iter().find_map(|key| {
                            payload
                                .get(*key)
                                .and_then(|v| v.as_str())
                                .map(str::to_owned)
                        })
                    });
                    // The app's own language, when it says one: the page's locale, which
                    // the browser's Accept-Language on the upgrade need not match.
                    let locale = payload
                        .get("locale")
                        .and_then(|v| v.as_str())
                        .and_then(Locale::from_accept_language)
                        .unwrap_or(locale);
                    let session = match authenticate(&state, token.as_deref()).await {
                        Ok(session) => session,
                        // Not a refusal: the client tries again later (1013 is retried).
                        Err(code) => {
                            return Err(ws::InitRefused::TryAgainLater(
                                code.message(locale).to_owned(),
                            ));
                        }
                    };
                    if token.is_some() && session.is_none() {
                        // A stale token: refuse the connection (4403).
                        return Err(ws::InitRefused::Forbidden(
                            Code::Unauthenticated.message(locale).to_owned(),
                        ));
                    }
                    let context = RequestContext {
                        session,
                        locale,
                        request_id: ids.request_id,
                        correlation_id: ids.correlation_id,
                    };
                    Ok(context.into_data(&state))
                },
            )
        })
}

/// What a signed attachment link carries (`Files::signed_url`).
#[derive(serde::Deserialize)]
struct Signed {
    expires: Option<i64>,
    name: Option<String>,
    signature: Option<String>,
}

async fn file(
    State(web): State<Web>,
    UrlPath(key): UrlPath<String>,
    axum::extract::Query(signed): axum::extract::Query<Signed>,
) -> Response {
    // The key as the store will read it (leading and doubled slashes folded), so a spelling
    // like `//attachments/…` cannot slip past the checks below.
    let Ok(path) = object_store::path::Path::parse(&key) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let key = path.to_string();
    // Attachments are served only through a signed link, which only a reader of the document
    // is given (issue 14); markdown images stay public behind unguessable names; nothing else
    // in the store is served at all.
    if !key.starts_with("images/") && !key.starts_with("attachments/") {
        return StatusCode::NOT_FOUND.into_response();
    }
    if key.starts_with("attachments/") {
        let now = chrono::Utc::now().timestamp();
        let name = match (signed.expires, signed.name, signed.signature) {
            (Some(expires), Some(name), Some(signature)) => web
                .state
                .files
                .verify(&key, expires, &name, &signature, now),
            _ => None,
        };
        let Some(name) = name else {
            return StatusCode::FORBIDDEN.into_response();
        };
        return match web.state.files.get(&key).await {
            Ok(Some(bytes)) => (
                [
                    (header::CONTENT_TYPE, content_type_for(&key).to_owned()),
                    (header::X_CONTENT_TYPE_OPTIONS, "nosniff".to_owned()),
                    (header::CACHE_CONTROL, "private, max-age=3600".to_owned()),
                    (
                        header::CONTENT_DISPOSITION,
                        format!("attachment; filename*={}", disposition_file_name(&name)),
                    ),
                    (
                        header::CONTENT_SECURITY_POLICY,
                        "default-src 'none'; sandbox".to_owned(),
                    ),
                ],
                bytes,
            )
                .into_response(),
            Ok(None) => StatusCode::NOT_FOUND.into_response(),
            Err(error) => {
                let _ = error.into_graphql();
                StatusCode::INTERNAL_SERVER_ERROR.into_response()
            }
        };
    }
    match web.state.files.get(&key).await {
        Ok(Some(bytes)) => (
            [
                (header::CONTENT_TYPE, content_type_for(&key)),
                (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
                (header::CACHE_CONTROL, "public, max-age=31536000, immutable"),
                (
                    header::CONTENT_SECURITY_POLICY,
                    "default-src 'none'; sandbox",
                ),
            ],
            bytes,
        )
            .into_response(),
        Ok(None) => StatusCode::NOT_FOUND.into_response(),
        Err(error) => {
            let _ = error.into_graphql();
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }
    }
}

async fn metrics(State(web): State<Web>) -> Response {
    let body = web.state.metrics.render(&web.state.pool).await;
    ([(header::CONTENT_TYPE, "text/plain; version=0.0.4")], body).into_response()
}

async fn healthz() -> &'static str {
    "ok"
}

/// Ready when PostgreSQL answers, every migration is applied and NATS is connected.
/// How long `/readyz` waits for PostgreSQL before it says "unreachable".
const READINESS_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(1);

async fn readyz(State(web): State<Web>) -> Response {
    // Bounded: with PostgreSQL down the pool would wait its whole acquire timeout, and a
    // probe that hangs says nothing (chaos `postgres`, docs/reliability.md).
    let applied: Result<i64, ()> = match tokio::time::timeout(
        READINESS_TIMEOUT,
        sqlx::query_scalar("SELECT count(*) FROM _sqlx_migrations WHERE success")
            .fetch_one(&web.state.pool),
    )
    .await
    {
        Ok(Ok(n)) => Ok(n),
        _ => Err(()),
    };
    let expected = staffhub_journal::MIGRATOR.iter().count() as i64;
    let database = match applied {
        Ok(n) if n >= expected => "ok".to_owned(),
        Ok(n) => format!("migrations pending ({n} of {expected} applied)"),
        Err(_) => "unreachable".to_owned(),
    };
    let nats = match web.state.nats.connection_state() {
        async_nats::connection::State::Connected => "ok",
        _ => "disconnected",
    };
    let ready = database == "ok" && nats == "ok";
    let status = if ready {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    (
        status,
        Json(serde_json::json!({ "ready": ready, "postgres": database, "nats": nats })),
    )
        .into_response()
}
