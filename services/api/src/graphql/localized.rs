//! Gives every GraphQL error a catalogue code and the caller's language, on every transport.
//!
//! [`Localized`] wraps the schema as an `async_graphql::Executor`: the HTTP handler executes
//! through it, and `graphql::ws` serves through it, so queries, mutations and
//! subscriptions over graphql-transport-ws (all of which go through `execute_stream`) are
//! translated the same way as HTTP responses. The locale is the one in the request's
//! [`RequestContext`]; over WebSocket that lives in the connection's data (set at
//! `connection_init`).
//!
//! Why a wrapper and not an extension: with any extension in the schema, async-graphql 7.2.1
//! sends every field of every response through the extension chain
//! (`resolver_utils/container.rs`: the fast path needs `extensions.is_empty()`), although
//! this only ever needed the finished response. Dropping the extensions made the P2 read
//! benchmark (`docs/benchmarks.md`) about 19% faster.
//!
//! Resolver errors already carry `extensions.code` (from `ApiError`); their English message
//! is replaced by the caller's language. Errors raised by the GraphQL engine itself (parse,
//! validation: unknown or missing fields, wrong types, depth or complexity limits) carry no
//! code; they get `203.X000.001 Invalid request` with the engine's detail appended. Each
//! response is localized exactly once: a second pass would drop that detail.

use std::any::TypeId;
use std::sync::Arc;

use async_graphql::{Data, Executor, Request, Response, ServerError, Value};
use futures::StreamExt;
use futures::stream::BoxStream;

use crate::catalogue::Code;
use crate::graphql::RequestContext;
use crate::locale::Locale;

/// An executor whose responses are localized (see the module docs).
#[derive(Clone)]
pub struct Localized<E>(pub E);

/// The locale of the [`RequestContext`] in `data`, if there is one.
fn locale_in(data: &Data) -> Option<Locale> {
    data.get(&TypeId::of::<RequestContext>())?
        .downcast_ref::<RequestContext>()
        .map(|request| request.locale)
}

/// A document nested deeper than this (`{`, `[`, `(`, outside strings and comments) is
/// refused before it is parsed. async-graphql's parser bounds selection sets (64) but recurses
/// without bound into list and object literals, so a few hundred `[` overflowed the stack and
/// aborted the whole server (the fuzzer found it). The schema's own depth limits
/// (`MAX_DEPTH`, async-graphql's recursive depth of 32) stay well inside this.
pub const MAX_NESTING: usize = 64;

/// Whether `query` nests deeper than [`MAX_NESTING`]: counted on the text, without parsing.
pub fn nested_too_deep(query: &str) -> bool {
    let bytes = query.as_bytes();
    let (mut depth, mut i) = (0usize, 0usize);
    while i < bytes.len() {
        match bytes[i] {
            b'#' => {
                while i < bytes.len() && !matches!(bytes[i], b'\n' | b'\r') {
                    i += 1;
                }
            }
            b'"' if bytes[i..].starts_with(b"\"\"\"") => {
                i += 3;
                while i < bytes.len() && !bytes[i..].starts_with(b"\"\"\"") {
                    i += if bytes[i..].starts_with(b"\\\"\"\"") {
                        4
                    } else {
                        1
                    };
                }
                i += 2;
            }
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'{' | b'[' | b'(' => {
                depth += 1;
                if depth > MAX_NESTING {
                    return true;
                }
            }
            b'}' | b']' | b')' => depth = depth.saturating_sub(1),
            _ => {}
        }
        i += 1;
    }
    false
}

/// The answer to a document [`nested_too_deep`]: refused unparsed.
fn too_deep(locale: Locale) -> Response {
    let detail = format!("the document nests deeper than {MAX_NESTING} levels");
    let mut response = Response::from_errors(vec![ServerError::new(detail, None)]);
    localize(&mut response.errors, locale);
    response
}

impl<E: Executor> Executor for Localized<E> {
    async fn execute(&self, request: Request) -> Response {
        let locale = locale_in(&request.data).unwrap_or_default();
        if nested_too_deep(&request.query) {
            return too_deep(locale);
        }
        let mut response = self.0.execute(request).await;
        localize(&mut response.errors, locale);
        response
    }

    fn execute_stream(
        &self,
        request: Request,
        session_data: Option<Arc<Data>>,
    ) -> BoxStream<'static, Response> {
        // The request's own data first, as the engine's `Context::data` looks it up.
        let locale = locale_in(&request.data)
            .or_else(|| session_data.as_deref().and_then(locale_in))
            .unwrap_or_default();
        if nested_too_deep(&request.query) {
            return futures::stream::once(async move { too_deep(locale) }).boxed();
        }
        self.0
            .execute_stream(request, session_data)
            .map(move |mut response| {
                localize(&mut response.errors, locale);
                response
            })
            .boxed()
    }
}

pub fn localize(errors: &mut [ServerError], locale: Locale) {
    for error in errors {
        let known = error
            .extensions
            .as_ref()
            .and_then(|ext| ext.get("code"))
            .and_then(|code| match code {
                Value::String(text) => Code::by_code(text),
                _ => None,
            });
        match known {
            Some(code) => error.message = code.message(locale).to_owned(),
            None => {
                let code = Code::InvalidRequest;
                error.message = format!("{}: {}", code.message(locale), error.message);
                error
                    .extensions
                    .get_or_insert_with(Default::default)
                    .set("code", code.code());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use async_graphql::{EmptyMutation, EmptySubscription, Object, Schema};
    use uuid::Uuid;

    use super::*;
    use crate::error::GqlResult;

    struct Root;

    #[Object]
    impl Root {
        async fn refused(&self) -> GqlResult<i32> {
            Err(Code::Unauthorized.into())
        }
    }

    fn executor() -> Localized<Schema<Root, EmptyMutation, EmptySubscription>> {
        Localized(Schema::new(Root, EmptyMutation, EmptySubscription))
    }

    fn context(locale: Locale) -> RequestContext {
        RequestContext {
            session: None,
            locale,
            request_id: Uuid::nil(),
            correlation_id: Uuid::nil(),
        }
    }

    fn first_error(response: &Response) -> (String, Option<Value>) {
        let error = &response.errors[0];
        let code = error
            .extensions
            .as_ref()
            .and_then(|e| e.get("code"))
            .cloned();
        (error.message.clone(), code)
    }

    #[tokio::test]
    async fn execute_speaks_the_language_in_the_request_data() {
        let request = Request::new("{ refused }").data(context(Locale::Ja));
        let response = Executor::execute(&executor(), request).await;
        assert_eq!(
            first_error(&response),
            (
                Code::Unauthorized.message(Locale::Ja).to_owned(),
                Some(Value::from(Code::Unauthorized.code()))
            )
        );
    }

    #[tokio::test]
    async fn engine_errors_get_the_invalid_request_code_with_their_detail_once() {
        let request = Request::new("{ nope }").data(context(Locale::Ja));
        let response = Executor::execute(&executor(), request).await;
        let (message, code) = first_error(&response);
        assert_eq!(code, Some(Value::from(Code::InvalidRequest.code())));
        assert!(
            message.starts_with(&format!("{}: ", Code::InvalidRequest.message(Locale::Ja)))
                && message.contains("nope"),
            "{message}"
        );
    }

    #[test]
    fn nesting_is_counted_outside_strings_and_comments() {
        let deep = |n: usize| format!("{}1{}", "[".repeat(n), "]".repeat(n));
        assert!(!nested_too_deep(&format!(
            "{{ a(x: {}) }}",
            deep(MAX_NESTING - 2)
        )));
        assert!(nested_too_deep(&format!(
            "{{ a(x: {}) }}",
            deep(MAX_NESTING)
        )));
        let quoted = format!("{{ a(x: \"{}\\\"\") }}", "[".repeat(500));
        assert!(!nested_too_deep(&quoted), "{quoted}");
        let block = format!("{{ a(x: \"\"\"{}\\\"\"\"\"\"\") }}", "{".repeat(500));
        assert!(!nested_too_deep(&block), "{block}");
        assert!(!nested_too_deep(&format!("# {}\n{{ a }}", "(".repeat(500))));
        // A string that never ends hides nothing the parser would read as nesting.
        assert!(!nested_too_deep(&format!("{{ a(x: \"{}", "[".repeat(500))));
    }

    #[tokio::test]
    async fn a_document_nested_past_the_limit_is_refused_unparsed_on_both_transports() {
        let deep = "[".repeat(10_000);
        let query = format!("{{ refused(x: {deep}1{}) }}", "]".repeat(10_000));
        let response = Executor::execute(&executor(), Request::new(query.clone())).await;
        assert_eq!(
            first_error(&response).1,
            Some(Value::from(Code::InvalidRequest.code()))
        );
        let responses: Vec<Response> = executor()
            .execute_stream(Request::new(query), None)
            .collect()
            .await;
        assert_eq!(
            first_error(&responses[0]).1,
            Some(Value::from(Code::InvalidRequest.code()))
        );
    }

    #[tokio::test]
    async fn execute_stream_speaks_the_language_in_the_connection_data() {
        let mut session = Data::default();
        session.insert(context(Locale::Ja));
        let responses: Vec<Response> = executor()
            .execute_stream(Request::new("{ refused }"), Some(Arc::new(session)))
            .collect()
            .await;
        assert_eq!(responses.len(), 1);
        assert_eq!(
            first_error(&responses[0]).0,
            Code::Unauthorized.message(Locale::Ja)
        );
    }

    #[tokio::test]
    async fn without_a_request_context_errors_are_in_english() {
        let responses: Vec<Response> = executor()
            .execute_stream(Request::new("{ refused }"), None)
            .collect()
            .await;
        assert_eq!(
            first_error(&responses[0]).0,
            Code::Unauthorized.message(Locale::En)
        );
    }
}
