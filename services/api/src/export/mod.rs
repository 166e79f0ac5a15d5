//! Export (issue 35 §4), written once for every list: "Export of any filtered list as CSV
//! (UTF-8 with a BOM, so Excel opens Japanese correctly) and XLSX, with the columns shown and in
//! the user's language. For auditors: the history of an entity, or of a period, as JSON Lines."
//!
//! `GET /export/<list>.csv|.xlsx` runs the list's own GraphQL connection (`tasks`, `issues`,
//! any root field whose type is a connection) on the server, page by page, as the caller:
//! through the same executor, policy guard and resolvers as the screen, so its access rule,
//! filter and order are the list's own, applied inside its SQL, never a second copy. What
//! the screen sends is what it shows: the list's filter and order (the arguments it loaded
//! with, as JSON) and its columns (the path of each value in a node, its header and the
//! words for its enum values, in the reader's language). No area declares anything on the
//! server: a new list page is exportable by naming its columns (`frontend/src/modules/export`).
//! Rows stream: a CSV goes out a page at a time; an XLSX is written in constant memory and
//! sent when complete (the format is one zip).
//!
//! History for auditors is `history.rs`.

pub mod format;
pub mod history;

use std::collections::HashMap;
use std::sync::OnceLock;

use async_graphql::{Executor, Request as GqlRequest, ServerError, Variables};
use axum::Router;
use axum::body::Body;
use axum::extract::{Extension, Path as UrlPath, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use chrono::{FixedOffset, Offset, Utc};
use serde_json::{Map, Value, json};

use self::format::{Cell, Column, Reader, Sheet, csv_chunk};
use crate::catalogue::Code;
use crate::graphql::RequestContext;
use crate::graphql::areas::{Area, rule_for};
use crate::http::{ACCESS_TOKEN_HEADER, RequestIds, Web};
use crate::identity::Session;
use crate::locale::Locale;
use crate::policy::Rule;

/// The routes' policy rows (docs/authorization.md). The list's own row (`Query.tasks`) is
/// asked too, by the guard, when the list runs; an entity's history needs what reading the
/// entity needs; a period's history is for admins (the auditors).
pub static AREA: Area = Area {
    name: "export",
    policy: &[
        (LIST, Rule::SignedIn),
        (ENTITY_HISTORY, Rule::SignedIn),
        (PERIOD_HISTORY, Rule::Admin),
    ],
    projections: &[],
    entities: &[],
};

pub const LIST: &str = "GET /export/{list}";
pub const ENTITY_HISTORY: &str = "GET /export/history/{id}";
pub const PERIOD_HISTORY: &str = "GET /export/history";

/// Rows asked per page of the list (the connections' most).
const PAGE: i64 = 100;

pub fn routes() -> Router<Web> {
    Router::new()
        .route("/export/history.jsonl", get(history::period))
        .route("/export/history/{file}", get(history::entity))
        .route("/export/{file}", get(list))
}

/// The caller, in the language and time zone asked for; a refusal when the route's rule is
/// not met.
pub(crate) struct Caller {
    pub context: RequestContext,
    pub reader: Reader,
}

pub(crate) async fn caller(
    web: &Web,
    ids: RequestIds,
    headers: &HeaderMap,
    params: &HashMap<String, String>,
    operation: &str,
) -> Result<Caller, Response> {
    let locale = params
        .get("locale")
        .and_then(|l| Locale::from_accept_language(l))
        .unwrap_or_else(|| Locale::from_headers(headers));
    let token = headers
        .get(ACCESS_TOKEN_HEADER)
        .and_then(|v| v.to_str().ok());
    let session: Option<Session> = match token {
        None => None,
        Some(token) => match web.state.identity.authenticate(token).await {
            Ok(session) => session,
            Err(error) if error.code() == Code::DatabaseUnavailable => {
                return Err(refuse(Code::DatabaseUnavailable, locale));
            }
            Err(_) => None,
        },
    };
    let rule = rule_for(operation).unwrap_or(Rule::Admin);
    if let Err(code) = crate::policy::check(rule, session.as_ref()) {
        return Err(refuse(code, locale));
    }
    // Minutes east of UTC, as the browser's clock is set (dates read as on the screen).
    let minutes: i32 = params
        .get("offset")
        .and_then(|o| o.parse().ok())
        .filter(|m: &i32| m.abs() <= 14 * 60)
        .unwrap_or(0);
    let offset = FixedOffset::east_opt(minutes * 60).unwrap_or_else(|| Utc.fix());
    Ok(Caller {
        context: RequestContext {
            session,
            locale,
            request_id: ids.request_id,
            correlation_id: ids.correlation_id,
        },
        reader: Reader { locale, offset },
    })
}

/// The HTTP status a catalogue code answers with.
fn status_of(code: &str) -> StatusCode {
    match code {
        "102.X000.001" => StatusCode::UNAUTHORIZED,
        c if c.starts_with("102.") => StatusCode::FORBIDDEN,
        c if c.starts_with("104.") => StatusCode::SERVICE_UNAVAILABLE,
        c if c.starts_with("100.") => StatusCode::INTERNAL_SERVER_ERROR,
        c if c.starts_with("204.") && c.ends_with(".001") && c.contains("H001") => {
            StatusCode::NOT_FOUND
        }
        _ => StatusCode::BAD_REQUEST,
    }
}

/// A refusal as GraphQL answers one (`errors` with the code, in the caller's language).
pub(crate) fn refuse(code: Code, locale: Locale) -> Response {
    let error = ServerError::new(code.message(locale), None);
    let mut error = error;
    let mut extensions = async_graphql::ErrorExtensionValues::default();
    extensions.set("code", code.code());
    if let Some(field) = code.field() {
        extensions.set("field", field);
    }
    error.extensions = Some(extensions);
    errors_response(vec![error])
}

pub(crate) fn errors_response(errors: Vec<ServerError>) -> Response {
    let code = errors
        .first()
        .and_then(|e| e.extensions.as_ref())
        .and_then(|e| e.get("code"))
        .and_then(|c| match c {
            async_graphql::Value::String(s) => Some(s.clone()),
            _ => None,
        })
        .unwrap_or_else(|| Code::InvalidRequest.code().to_owned());
    (
        status_of(&code),
        axum::Json(async_graphql::Response::from_errors(errors)),
    )
        .into_response()
}

/// A list the schema has: a root query field whose type is a connection, with the GraphQL type
/// of each of its arguments (for the variables the screen's filter and order are sent in).
#[derive(Debug)]
struct ListField {
    args: HashMap<String, String>,
}

/// The exportable lists, read once from the schema's own SDL: nothing is listed by hand.
fn lists(web: &Web) -> &'static HashMap<String, ListField> {
    static LISTS: OnceLock<HashMap<String, ListField>> = OnceLock::new();
    LISTS.get_or_init(|| {
        use async_graphql::parser::types::{TypeKind, TypeSystemDefinition};
        let mut out = HashMap::new();
        let Ok(document) = async_graphql::parser::parse_schema(web.schema.0.sdl()) else {
            return out;
        };
        for definition in document.definitions {
            let TypeSystemDefinition::Type(ty) = definition else {
                continue;
            };
            let ty = ty.node;
            if ty.name.node.as_str() != "Query" {
                continue;
            }
            let TypeKind::Object(object) = ty.kind else {
                continue;
            };
            for field in object.fields {
                let field = field.node;
                let type_name = field.ty.node.to_string();
                let args: HashMap<String, String> = field
                    .arguments
                    .iter()
                    .map(|a| (a.node.name.node.to_string(), a.node.ty.node.to_string()))
                    .collect();
                if type_name.trim_end_matches('!').ends_with("Connection")
                    && args.contains_key("first")
                    && args.contains_key("after")
                {
                    out.insert(field.name.node.to_string(), ListField { args });
                }
            }
        }
        out
    })
}

/// Query parameters that are the export's own, not the list's arguments.
const OWN_PARAMS: &[&str] = &["columns", "locale", "offset", "name"];

/// The list's GraphQL document and its variables, from the screen's request.
struct Plan {
    document: String,
    variables: Map<String, Value>,
    columns: Vec<Column>,
    format: Format,
    name: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Format {
    Csv,
    Xlsx,
}

fn plan(web: &Web, file: &str, params: &HashMap<String, String>) -> Result<Plan, Code> {
    let (list, format) = match file.rsplit_once('.') {
        Some((list, "csv")) => (list, Format::Csv),
        Some((list, "xlsx")) => (list, Format::Xlsx),
        _ => return Err(Code::InvalidExportFormat),
    };
    let field = lists(web).get(list).ok_or(Code::NotAnExportableList)?;
    let columns: Vec<Column> = params
        .get("columns")
        .and_then(|c| serde_json::from_str(c).ok())
        .filter(|c: &Vec<Column>| !c.is_empty() && c.len() <= 50)
        .ok_or(Code::InvalidExportColumns)?;
    let mut selections = Vec::new();
    for (i, column) in columns.iter().enumerate() {
        selections.push(
            column
                .selection(&format!("c{i}"))
                .ok_or(Code::InvalidExportColumns)?,
        );
    }
    let mut declared = vec!["$after: String".to_owned()];
    let mut passed = vec![format!("first: {PAGE}"), "after: $after".to_owned()];
    let mut variables = Map::new();
    for (name, raw) in params {
        if OWN_PARAMS.contains(&name.as_str()) {
            continue;
        }
        let Some(ty) = field
            .args
            .get(name)
            .filter(|_| name != "first" && name != "after")
        else {
            return Err(Code::InvalidRequest);
        };
        let value: Value = serde_json::from_str(raw).map_err(|_| Code::InvalidRequest)?;
        declared.push(format!("${name}: {ty}"));
        passed.push(format!("{name}: ${name}"));
        variables.insert(name.clone(), value);
    }
    let document = format!(
        "query Export({}) {{ list: {list}({}) {{ pageInfo {{ hasNextPage endCursor }} edges {{ node {{ {} }} }} }} }}",
        declared.join(", "),
        passed.join(", "),
        selections.join(" "),
    );
    Ok(Plan {
        document,
        variables,
        columns,
        format,
        name: params
            .get("name")
            .map(|n| {
                n.chars()
                    .filter(|c| !c.is_control() && *c != '/')
                    .take(80)
                    .collect()
            })
            .filter(|n: &String| !n.trim().is_empty())
            .unwrap_or_else(|| list.to_owned()),
    })
}

/// One page of the list as the caller sees it: its rows as cells, and the cursor after it
/// when there is more.
async fn page(
    web: &Web,
    caller: &Caller,
    plan: &Plan,
    after: Option<&str>,
) -> Result<(Vec<Vec<Cell>>, Option<String>), Vec<ServerError>> {
    let mut variables = plan.variables.clone();
    variables.insert("after".into(), after.map_or(Value::Null, |a| json!(a)));
    let mut request = GqlRequest::new(plan.document.clone())
        .variables(Variables::from_json(Value::Object(variables)));
    request.data = caller.context.clone().into_data(&web.state);
    let response = web.schema.execute(request).await;
    if !response.errors.is_empty() {
        return Err(response.errors);
    }
    let data = response.data.into_json().unwrap_or_default();
    let rows = data
        .pointer("/list/edges")
        .and_then(Value::as_array)
        .map(|edges| {
            edges
                .iter()
                .map(|edge| {
                    plan.columns
                        .iter()
                        .enumerate()
                        .map(|(i, column)| {
                            let value =
                                edge.pointer(&format!("/node/c{i}")).unwrap_or(&Value::Null);
                            column.cell(value, caller.reader)
                        })
                        .collect()
                })
                .collect()
        })
        .unwrap_or_default();
    let more = data.pointer("/list/pageInfo/hasNextPage") == Some(&Value::Bool(true));
    let next = data
        .pointer("/list/pageInfo/endCursor")
        .and_then(Value::as_str)
        .filter(|_| more)
        .map(str::to_owned);
    Ok((rows, next))
}

/// `GET /export/<list>.csv|.xlsx`.
async fn list(
    State(web): State<Web>,
    Extension(ids): Extension<RequestIds>,
    UrlPath(file): UrlPath<String>,
    Query(params): Query<HashMap<String, String>>,
    headers: HeaderMap,
) -> Response {
    let caller = match caller(&web, ids, &headers, &params, LIST).await {
        Ok(caller) => caller,
        Err(refusal) => return refusal,
    };
    let locale = caller.reader.locale;
    let plan = match plan(&web, &file, &params) {
        Ok(plan) => plan,
        Err(code) => return refuse(code, locale),
    };
    // The first page runs before anything is sent, so a refusal (the list's policy row, a
    // malformed filter) is an answer with its code, not a cut-off file.
    let (rows, mut after) = match page(&web, &caller, &plan, None).await {
        Ok(first) => first,
        Err(errors) => return errors_response(errors),
    };
    let (extension, content_type) = match plan.format {
        Format::Csv => ("csv", "text/csv; charset=utf-8"),
        Format::Xlsx => (
            "xlsx",
            "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        ),
    };
    let disposition = format!(
        "attachment; filename*={}",
        crate::files::disposition_file_name(&format!("{}.{extension}", plan.name))
    );
    let (sender, receiver) = tokio::sync::mpsc::channel::<Result<bytes::Bytes, std::io::Error>>(2);
    let format = plan.format;
    tokio::spawn(async move {
        let fail = |what: String| Err(std::io::Error::other(what));
        let mut sheet = None;
        if format == Format::Xlsx {
            match Sheet::new(&plan.name, &plan.columns, locale) {
                Ok(s) => sheet = Some(s),
                Err(error) => {
                    let _ = sender.send(fail(error.to_string())).await;
                    return;
                }
            }
        }
        let mut rows = rows;
        let mut first = true;
        loop {
            match sheet.as_mut() {
                Some(sheet) => {
                    if let Err(error) = sheet.push(&rows) {
                        let _ = sender.send(fail(error.to_string())).await;
                        return;
                    }
                }
                None => {
                    let header = first.then_some(plan.columns.as_slice());
                    let chunk = csv_chunk(header, &rows, locale);
                    if sender.send(Ok(chunk.into())).await.is_err() {
                        // The reader went away: stop asking for pages.
                        return;
                    }
                }
            }
            first = false;
            let Some(cursor) = after.take() else { break };
            match page(&web, &caller, &plan, Some(&cursor)).await {
                Ok((next, more)) => {
                    rows = next;
                    after = more;
                }
                Err(errors) => {
                    // Cut the body off: a download that stops short must not look complete.
                    let message = errors
                        .first()
                        .map(|e| e.message.clone())
                        .unwrap_or_default();
                    tracing::warn!(%message, "an export's page failed");
                    let _ = sender.send(fail(message)).await;
                    return;
                }
            }
        }
        if let Some(sheet) = sheet {
            let bytes = tokio::task::spawn_blocking(move || sheet.finish()).await;
            let _ = match bytes {
                Ok(Ok(bytes)) => sender.send(Ok(bytes.into())).await,
                Ok(Err(error)) => sender.send(fail(error.to_string())).await,
                Err(error) => sender.send(fail(error.to_string())).await,
            };
        }
    });
    let body = Body::from_stream(tokio_stream::wrappers::ReceiverStream::new(receiver));
    let mut response = body.into_response();
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    if let Ok(value) = HeaderValue::from_str(&disposition) {
        headers.insert(header::CONTENT_DISPOSITION, value);
    }
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}
