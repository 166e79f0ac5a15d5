//! What recipients and providers reach: the open pixel (`/t/o/{token}.gif`), click redirects
//! (`/t/c/{token}?u=&s=`), the one-click unsubscribe (`/u/{token}`, RFC 8058: a cookie-less
//! POST, no redirect), Mailgun's event webhook (`/webhooks/mailgun`: signature, replay and
//! dedupe checks, outside-systems.md) and, with the file transport, a job's `.eml` files.
//! Each becomes one of the spec's delivery event types (§4) on the recipient's delivery.

use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use chrono::{DateTime, Utc};
use hmac::Mac;
use serde::Deserialize;
use serde_json::{Value, json};
use staffhub_domain::emails::{
    EmailDelivery, EmailDeliveryCommand, EmailDeliveryError, EmailDeliveryServices, EventSource,
    ProviderEventKind,
};
use staffhub_journal::{ExecuteError, Metadata};
use uuid::Uuid;

use crate::http::Web;

/// How far a webhook's timestamp may be from now (Mailgun signs every call afresh).
const WEBHOOK_WINDOW_SECS: i64 = 5 * 60;

/// A transparent 1×1 GIF.
const PIXEL: &[u8] = &[
    0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0x00, 0x00, 0x00,
    0xff, 0xff, 0xff, 0x21, 0xf9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00, 0x2c, 0x00, 0x00, 0x00, 0x00,
    0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3b,
];

pub fn routes() -> Router<Web> {
    Router::new()
        .route("/t/o/{token}", get(open))
        .route("/t/c/{token}", get(click))
        .route("/u/{token}", get(unsubscribe_page).post(unsubscribe))
        .route("/webhooks/mailgun", post(mailgun))
        .route("/mail/outbox/{file}", get(eml))
}

/// Records a provider event on a delivery. Repeats the rules refuse (a second unsubscribe)
/// are not errors to the caller: the fact is already recorded.
async fn record(
    web: &Web,
    delivery_id: Uuid,
    at: DateTime<Utc>,
    kind: ProviderEventKind,
    source: EventSource,
    raw: Value,
) -> Result<(), StatusCode> {
    let command = EmailDeliveryCommand::RecordProviderEvent {
        event_id: Uuid::now_v7(),
        at,
        kind,
        source,
        raw,
    };
    match web
        .state
        .journal
        .execute::<EmailDelivery>(
            &delivery_id.to_string(),
            command,
            &EmailDeliveryServices,
            &Metadata::system(),
        )
        .await
    {
        Ok(_) | Err(ExecuteError::Rejected(EmailDeliveryError::AlreadyRecorded)) => Ok(()),
        Err(ExecuteError::Rejected(_)) => Err(StatusCode::NOT_FOUND),
        Err(error) => {
            tracing::error!(%delivery_id, error = %error, "recording a delivery event failed");
            Err(StatusCode::INTERNAL_SERVER_ERROR)
        }
    }
}

fn user_agent(headers: &HeaderMap) -> Option<String> {
    headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .map(|v| v.chars().take(300).collect())
}

async fn open(State(web): State<Web>, Path(token): Path<String>, headers: HeaderMap) -> Response {
    if let Some(delivery_id) = web.state.mail.tokens.verify_recipient(&token) {
        let agent = user_agent(&headers);
        let raw = json!({ "userAgent": agent });
        // The pixel is answered whatever happens: a mail client shows no error.
        let _ = record(
            &web,
            delivery_id,
            Utc::now(),
            ProviderEventKind::Opened { user_agent: agent },
            EventSource::Tracking,
            raw,
        )
        .await;
    }
    (
        [
            (header::CONTENT_TYPE, "image/gif"),
            (header::CACHE_CONTROL, "no-store, max-age=0"),
        ],
        PIXEL,
    )
        .into_response()
}

#[derive(Deserialize)]
struct ClickQuery {
    u: String,
    s: String,
}

async fn click(
    State(web): State<Web>,
    Path(token): Path<String>,
    Query(query): Query<ClickQuery>,
    headers: HeaderMap,
) -> Response {
    let tokens = &web.state.mail.tokens;
    let Some(delivery_id) = tokens.verify_recipient(&token) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    // Only the URL the message carried: never an open redirect.
    if !tokens.verify_click(delivery_id, &query.u, &query.s) {
        return StatusCode::NOT_FOUND.into_response();
    }
    let raw = json!({ "userAgent": user_agent(&headers), "url": query.u });
    let _ = record(
        &web,
        delivery_id,
        Utc::now(),
        ProviderEventKind::Clicked {
            url: query.u.clone(),
        },
        EventSource::Tracking,
        raw,
    )
    .await;
    Redirect::to(&query.u).into_response()
}

fn japanese(headers: &HeaderMap) -> bool {
    headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.trim_start().starts_with("ja"))
}

/// The page a recipient's unsubscribe link opens: a button that posts the same URL (a GET
/// alone never unsubscribes: link scanners follow links).
async fn unsubscribe_page(
    State(web): State<Web>,
    Path(token): Path<String>,
    headers: HeaderMap,
) -> Response {
    if web.state.mail.tokens.verify_recipient(&token).is_none() {
        return StatusCode::NOT_FOUND.into_response();
    }
    let (lang, title, button) = if japanese(&headers) {
        ("ja", "配信停止", "今後のメールを受け取らない")
    } else {
        ("en", "Unsubscribe", "Stop these emails")
    };
    Html(format!(
        r#"<!doctype html><html lang="{lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>{title}</title></head><body><main><h1>{title}</h1><form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">{button}</button></form></main></body></html>"#
    ))
    .into_response()
}

/// RFC 8058's one-click POST (from a mailbox provider or the page's button).
async fn unsubscribe(
    State(web): State<Web>,
    Path(token): Path<String>,
    headers: HeaderMap,
) -> Response {
    let Some(delivery_id) = web.state.mail.tokens.verify_recipient(&token) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let raw = json!({ "userAgent": user_agent(&headers), "method": "one-click" });
    match record(
        &web,
        delivery_id,
        Utc::now(),
        ProviderEventKind::Unsubscribed,
        EventSource::Tracking,
        raw,
    )
    .await
    {
        Ok(()) => {
            let (lang, text) = if japanese(&headers) {
                ("ja", "配信を停止しました。")
            } else {
                ("en", "You are unsubscribed.")
            };
            Html(format!(
                r#"<!doctype html><html lang="{lang}"><head><meta charset="utf-8"></head><body><p>{text}</p></body></html>"#
            ))
            .into_response()
        }
        Err(status) => status.into_response(),
    }
}

/// Why a webhook call is refused. Mailgun retries anything but 200 and 406 for hours, so a
/// call that can never succeed gets 406.
#[derive(Debug, thiserror::Error, PartialEq)]
pub enum WebhookRefusal {
    #[error("provider webhooks are not configured")]
    NotConfigured,
    #[error("the body is not a Mailgun event")]
    Malformed,
    #[error("the signature does not match")]
    BadSignature,
    #[error("the timestamp is too far from now")]
    Stale,
    #[error("this token was already used")]
    Replayed,
    #[error("the event names no delivery of ours")]
    Unknown,
}

/// Checks Mailgun's signature: HMAC-SHA256 over `timestamp` then `token`, keyed with the
/// webhook signing key, hex, compared in constant time.
pub fn verify_signature(
    key: &str,
    timestamp: &str,
    token: &str,
    signature: &str,
    now: i64,
) -> Result<(), WebhookRefusal> {
    let expected = hex::decode(signature).map_err(|_| WebhookRefusal::BadSignature)?;
    let mut mac = hmac::Hmac::<sha2::Sha256>::new_from_slice(key.as_bytes())
        .map_err(|_| WebhookRefusal::BadSignature)?;
    mac.update(timestamp.as_bytes());
    mac.update(token.as_bytes());
    mac.verify_slice(&expected)
        .map_err(|_| WebhookRefusal::BadSignature)?;
    let at: i64 = timestamp.parse().map_err(|_| WebhookRefusal::Malformed)?;
    if (now - at).abs() > WEBHOOK_WINDOW_SECS {
        return Err(WebhookRefusal::Stale);
    }
    Ok(())
}

/// The delivery and the event a Mailgun `event-data` describes; None for events we do not
/// keep (Mailgun's own "accepted": the relay's answer was already recorded).
pub fn provider_event(
    data: &Value,
) -> Result<Option<(Uuid, DateTime<Utc>, ProviderEventKind)>, WebhookRefusal> {
    let event = data
        .get("event")
        .and_then(Value::as_str)
        .ok_or(WebhookRefusal::Malformed)?;
    let delivery_id = data
        .pointer("/user-variables/staffhub_delivery")
        .and_then(Value::as_str)
        .and_then(|v| Uuid::parse_str(v).ok())
        .or_else(|| {
            data.pointer("/message/headers/message-id")
                .and_then(Value::as_str)
                .and_then(super::render::delivery_of_message_id)
        })
        .ok_or(WebhookRefusal::Unknown)?;
    let at = data
        .get("timestamp")
        .and_then(Value::as_f64)
        .and_then(|t| DateTime::from_timestamp_millis((t * 1000.0) as i64))
        .unwrap_or_else(Utc::now);
    let reason = || {
        data.get("reason")
            .and_then(Value::as_str)
            .map(str::to_owned)
            .or_else(|| {
                data.pointer("/delivery-status/description")
                    .or_else(|| data.pointer("/delivery-status/message"))
                    .and_then(Value::as_str)
                    .filter(|s| !s.is_empty())
                    .map(str::to_owned)
            })
            .unwrap_or_else(|| "failed".to_owned())
    };
    let kind = match event {
        "delivered" => ProviderEventKind::Delivered,
        "opened" => ProviderEventKind::Opened {
            user_agent: data
                .pointer("/client-info/user-agent")
                .and_then(Value::as_str)
                .map(str::to_owned),
        },
        "clicked" => ProviderEventKind::Clicked {
            url: data
                .get("url")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned(),
        },
        "unsubscribed" => ProviderEventKind::Unsubscribed,
        "complained" => ProviderEventKind::Complained,
        "failed" => ProviderEventKind::Failed {
            permanent: data.get("severity").and_then(Value::as_str) == Some("permanent"),
            reason: reason(),
        },
        _ => return Ok(None),
    };
    Ok(Some((delivery_id, at, kind)))
}

async fn mailgun(State(web): State<Web>, body: Bytes) -> Response {
    match mailgun_event(&web, &body).await {
        Ok(()) => StatusCode::OK.into_response(),
        Err(Ok(refusal)) => {
            tracing::info!(reason = %refusal, "mailgun webhook refused");
            (StatusCode::NOT_ACCEPTABLE, refusal.to_string()).into_response()
        }
        Err(Err(status)) => status.into_response(),
    }
}

async fn mailgun_event(web: &Web, body: &[u8]) -> Result<(), Result<WebhookRefusal, StatusCode>> {
    let key = web
        .state
        .mail
        .config
        .webhook_signing_key
        .as_deref()
        .ok_or(Ok(WebhookRefusal::NotConfigured))?;
    // Parsed leniently: Mailgun adds fields over time.
    let payload: Value = serde_json::from_slice(body).map_err(|_| Ok(WebhookRefusal::Malformed))?;
    let field = |name: &str| {
        payload
            .pointer(&format!("/signature/{name}"))
            .map(|v| match v {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            })
            .ok_or(Ok(WebhookRefusal::Malformed))
    };
    let (timestamp, token, signature) = (field("timestamp")?, field("token")?, field("signature")?);
    verify_signature(key, &timestamp, &token, &signature, Utc::now().timestamp()).map_err(Ok)?;
    let data = payload
        .get("event-data")
        .ok_or(Ok(WebhookRefusal::Malformed))?;
    let Some((delivery_id, at, kind)) = provider_event(data).map_err(Ok)? else {
        return Ok(());
    };
    // A token is accepted once (event ids repeat across days; tokens do not).
    let fresh =
        sqlx::query("INSERT INTO email_webhook_tokens (token) VALUES ($1) ON CONFLICT DO NOTHING")
            .bind(&token)
            .execute(&web.state.pool)
            .await
            .map_err(|error| {
                tracing::error!(error = %error, "recording a webhook token failed");
                Err(StatusCode::INTERNAL_SERVER_ERROR)
            })?
            .rows_affected()
            == 1;
    if !fresh {
        return Err(Ok(WebhookRefusal::Replayed));
    }
    let recorded = record(
        web,
        delivery_id,
        at,
        kind,
        EventSource::Webhook,
        data.clone(),
    )
    .await;
    if let Err(status) = recorded {
        // Not recorded: the token may be used again by Mailgun's retry.
        let _ = sqlx::query("DELETE FROM email_webhook_tokens WHERE token = $1")
            .bind(&token)
            .execute(&web.state.pool)
            .await;
        return Err(if status == StatusCode::NOT_FOUND {
            Ok(WebhookRefusal::Unknown)
        } else {
            Err(status)
        });
    }
    Ok(())
}

#[derive(Deserialize)]
struct Signed {
    expires: i64,
    name: String,
    signature: String,
}

/// A delivery's `.eml` file, through a link signed for a reader of its job.
async fn eml(
    State(web): State<Web>,
    Path(file): Path<String>,
    Query(signed): Query<Signed>,
) -> Response {
    let Some(outbox) = web.state.mail.outbox.as_deref() else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let Some(delivery_id) = file
        .strip_suffix(".eml")
        .and_then(|id| Uuid::parse_str(id).ok())
    else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let key = eml_key(delivery_id);
    let now = Utc::now().timestamp();
    if web
        .state
        .files
        .verify(&key, signed.expires, &signed.name, &signed.signature, now)
        .is_none()
    {
        return StatusCode::FORBIDDEN.into_response();
    }
    match tokio::fs::read(super::transport::eml_path(outbox, delivery_id)).await {
        Ok(bytes) => (
            [
                // Shown as text: a message's HTML never runs in the app's origin.
                (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
                (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
                (
                    header::CONTENT_SECURITY_POLICY,
                    "default-src 'none'; sandbox",
                ),
                (header::CACHE_CONTROL, "private, max-age=3600"),
            ],
            bytes,
        )
            .into_response(),
        Err(_) => StatusCode::NOT_FOUND.into_response(),
    }
}

/// The key an `.eml` link is signed for.
pub fn eml_key(delivery_id: Uuid) -> String {
    format!("outbox/{delivery_id}.eml")
}

/// A signed link to a delivery's `.eml` file, valid for 12 hours.
pub fn eml_url(files: &crate::files::Files, delivery_id: Uuid) -> String {
    let expires = Utc::now().timestamp() + crate::files::ATTACHMENT_URL_TTL_SECS;
    let signed = files.signed_url(
        &eml_key(delivery_id),
        &format!("{delivery_id}.eml"),
        expires,
    );
    // `signed_url` links under /files; the same signature serves the outbox route.
    signed.replacen("/files/outbox/", "/mail/outbox/", 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sign(key: &str, timestamp: &str, token: &str) -> String {
        let mut mac = hmac::Hmac::<sha2::Sha256>::new_from_slice(key.as_bytes()).unwrap();
        mac.update(timestamp.as_bytes());
        mac.update(token.as_bytes());
        hex::encode(mac.finalize().into_bytes())
    }

    #[test]
    fn a_webhook_signature_holds_only_with_the_key_and_only_near_its_time() {
        let now = 1_800_000_000;
        let ts = now.to_string();
        let good = sign("key", &ts, "tok");
        assert_eq!(verify_signature("key", &ts, "tok", &good, now), Ok(()));
        assert_eq!(
            verify_signature("other", &ts, "tok", &good, now),
            Err(WebhookRefusal::BadSignature)
        );
        assert_eq!(
            verify_signature("key", &ts, "tok2", &good, now),
            Err(WebhookRefusal::BadSignature)
        );
        assert_eq!(
            verify_signature("key", &ts, "tok", &good, now + 3600),
            Err(WebhookRefusal::Stale)
        );
    }

    #[test]
    fn mailgun_events_map_to_the_spec_types_and_find_their_delivery() {
        let id = Uuid::now_v7();
        let failed = json!({
            "event": "failed", "severity": "permanent", "reason": "bounce",
            "timestamp": 1_800_000_000.5,
            "message": { "headers": { "message-id": format!("<{id}@example.com>") } }
        });
        let (found, _, kind) = provider_event(&failed).unwrap().unwrap();
        assert_eq!(found, id);
        assert_eq!(
            kind,
            ProviderEventKind::Failed {
                permanent: true,
                reason: "bounce".into()
            }
        );
        let by_variables = json!({ "event": "delivered", "user-variables": { "staffhub_delivery": id.to_string() } });
        assert_eq!(provider_event(&by_variables).unwrap().unwrap().0, id);
        let accepted = json!({ "event": "accepted", "user-variables": { "staffhub_delivery": id.to_string() } });
        assert!(provider_event(&accepted).unwrap().is_none());
        let foreign =
            json!({ "event": "delivered", "message": { "headers": { "message-id": "<x@y>" } } });
        assert_eq!(provider_event(&foreign), Err(WebhookRefusal::Unknown));
    }
}
