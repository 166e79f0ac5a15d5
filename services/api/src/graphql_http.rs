//! GraphQL over HTTP answers (the GraphQL-over-HTTP specification, as graphql-http's server
//! audits check it; `docs/conformance.md`): the media type the client accepts, and the status
//! and shape the specification asks of each.
//!
//! - `Accept: application/graphql-response+json` (what graphql-http's client sends first) gets
//!   that type. A request error (the document does not parse or validate, or the variables do not
//!   coerce: nothing was executed) is answered 400 without a `data` entry; an executed operation
//!   is 200, even when a field error nulled its `data`.
//! - Anything else (`application/json`, `*/*`, no `Accept`: the browser's XHR and `fetch`) gets
//!   `application/json` and 200, as the specification asks for legacy clients; a request error
//!   still has no `data` entry (GraphQL spec: errors raised before execution begins).

use async_graphql::Response as GraphQLResult;
use axum::body::Body;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::Response;

pub const GRAPHQL_RESPONSE_JSON: &str = "application/graphql-response+json";
pub const JSON: &str = "application/json";

/// Whether a POST body of this `Content-Type` is read: JSON, or multipart for uploads. Anything
/// else (none, `text/plain`, a form) is refused before it is parsed as JSON on a guess: GraphQL
/// over HTTP asks for a 4xx when the type is missing, and a `text/plain` POST is one a page on
/// another site may send without asking (graphql-http audit 9ABE sends one).
pub fn body_type(content_type: Option<&str>) -> Result<(), String> {
    let Some(content_type) = content_type else {
        return Err("the request has no Content-Type".to_owned());
    };
    let essence = content_type
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_lowercase();
    match essence.as_str() {
        JSON | "multipart/form-data" => Ok(()),
        _ => Err(format!(
            "Content-Type {essence:?} is not application/json or multipart/form-data"
        )),
    }
}

/// The media type to answer with: `application/graphql-response+json` only when the client
/// names it and prefers it at least as much as `application/json`; else `application/json`.
pub fn negotiate(headers: &HeaderMap) -> &'static str {
    let Some(accept) = headers.get(header::ACCEPT).and_then(|v| v.to_str().ok()) else {
        return JSON;
    };
    let mut graphql_response = 0.0_f32;
    let mut json = 0.0_f32;
    for range in accept.split(',') {
        let mut parts = range.split(';');
        let media = parts.next().unwrap_or("").trim().to_ascii_lowercase();
        let quality = parts
            .filter_map(|p| p.trim().strip_prefix("q="))
            .find_map(|q| q.trim().parse::<f32>().ok())
            .unwrap_or(1.0);
        match media.as_str() {
            GRAPHQL_RESPONSE_JSON => graphql_response = graphql_response.max(quality),
            // A wildcard stands for application/json: the type every client reads.
            JSON | "application/*" | "*/*" => json = json.max(quality),
            _ => {}
        }
    }
    if graphql_response > 0.0 && graphql_response >= json {
        GRAPHQL_RESPONSE_JSON
    } else {
        JSON
    }
}

/// Whether nothing was executed: no data, and every error is about the request as a whole (a
/// field error always carries the path of its field).
fn is_request_error(result: &GraphQLResult) -> bool {
    result.data == async_graphql::Value::Null
        && !result.errors.is_empty()
        && result.errors.iter().all(|error| error.path.is_empty())
}

/// The HTTP answer for an executed (or refused) GraphQL request.
pub fn respond(request_headers: &HeaderMap, result: GraphQLResult) -> Response {
    let media_type = negotiate(request_headers);
    let request_error = is_request_error(&result);
    let status = if request_error && media_type == GRAPHQL_RESPONSE_JSON {
        StatusCode::BAD_REQUEST
    } else {
        StatusCode::OK
    };
    // Written straight from the engine's answer: going through a `serde_json::Value` first
    // built every object of it again, as a sorted map, only to write that (P12's answers of
    // 999 entries, perf, issue 33). The keys now keep the order the query asked them in, as
    // the GraphQL spec's serialization says.
    let body = if request_error {
        #[derive(serde::Serialize)]
        struct Errors<'a> {
            errors: &'a [async_graphql::ServerError],
        }
        serde_json::to_vec(&Errors {
            errors: &result.errors,
        })
    } else {
        serde_json::to_vec(&result)
    }
    .unwrap_or_else(|error| {
        // Not seen: the engine's values are JSON's. Were one not, the answer is still coded.
        tracing::error!(error = %error, "a GraphQL answer could not be written as JSON");
        let code = crate::catalogue::Code::Unknown;
        serde_json::json!({ "errors": [{
            "message": code.message(crate::locale::Locale::En),
            "extensions": { "code": code.code() },
        }] })
        .to_string()
        .into_bytes()
    });
    let mut response = Response::new(Body::from(body));
    *response.status_mut() = status;
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(media_type));
    if result.is_ok()
        && let Some(cache_control) = result.cache_control.value()
        && let Ok(value) = HeaderValue::from_str(&cache_control)
    {
        headers.insert(header::CACHE_CONTROL, value);
    }
    headers.extend(result.http_headers);
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    fn accept(value: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(header::ACCEPT, HeaderValue::from_str(value).unwrap());
        headers
    }

    #[test]
    fn only_json_and_multipart_bodies_are_read() {
        assert!(body_type(Some("application/json")).is_ok());
        assert!(body_type(Some("Application/JSON; charset=utf-8")).is_ok());
        assert!(body_type(Some("multipart/form-data; boundary=x")).is_ok());
        assert!(body_type(None).is_err());
        assert!(body_type(Some("text/plain;charset=UTF-8")).is_err());
        assert!(body_type(Some("application/x-www-form-urlencoded")).is_err());
    }

    #[test]
    fn a_client_naming_graphql_response_json_gets_it() {
        assert_eq!(
            negotiate(&accept(GRAPHQL_RESPONSE_JSON)),
            GRAPHQL_RESPONSE_JSON
        );
        assert_eq!(
            negotiate(&accept(
                "application/graphql-response+json, application/json;q=0.9"
            )),
            GRAPHQL_RESPONSE_JSON
        );
    }

    #[test]
    fn json_wildcards_and_no_accept_get_application_json() {
        assert_eq!(negotiate(&HeaderMap::new()), JSON);
        assert_eq!(negotiate(&accept("application/json")), JSON);
        assert_eq!(negotiate(&accept("*/*")), JSON);
        assert_eq!(
            negotiate(&accept(
                "application/graphql-response+json;q=0.5, application/json"
            )),
            JSON
        );
        assert_eq!(negotiate(&accept("text/html")), JSON);
    }

    #[test]
    fn a_request_error_has_no_data_and_is_400_only_for_graphql_response_json() {
        let refused = || {
            GraphQLResult::from_errors(vec![async_graphql::ServerError::new("Unknown field", None)])
        };
        let strict = respond(&accept(GRAPHQL_RESPONSE_JSON), refused());
        assert_eq!(strict.status(), StatusCode::BAD_REQUEST);
        let legacy = respond(&accept(JSON), refused());
        assert_eq!(legacy.status(), StatusCode::OK);
        assert_eq!(legacy.headers()[header::CONTENT_TYPE], JSON);
    }

    #[test]
    fn a_field_error_that_nulls_data_is_still_200() {
        let mut error = async_graphql::ServerError::new("Denied", None);
        error.path = vec![async_graphql::PathSegment::Field("profile".into())];
        let result = GraphQLResult::from_errors(vec![error]);
        assert_eq!(
            respond(&accept(GRAPHQL_RESPONSE_JSON), result).status(),
            StatusCode::OK
        );
    }
}
