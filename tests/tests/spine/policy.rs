//! Walks every operation in the schema as every kind of caller, over HTTP and over WebSocket,
//! and checks the server's answer against the policy table (issue: members, roles and
//! permissions); and checks that refusals speak the caller's language on both transports.

use std::collections::HashMap;
use std::time::Duration;

use futures::{SinkExt, StreamExt};
use serde_json::{Value, json};
use staffhub_api::catalogue::Code;
use staffhub_api::graphql::areas::{policy_rows, rule_for};
use staffhub_api::identity::Session;
use staffhub_api::locale::Locale;
use staffhub_api::policy::{check, refusal};
use staffhub_tests::{Subscription, TestApp, spawn_app};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::http::HeaderValue;
use tokio_tungstenite::tungstenite::protocol::Message;

const INTROSPECTION: &str = "{ __schema {
  queryType { name } mutationType { name } subscriptionType { name }
  types { name kind
    fields { name args { name type { ...T } } type { ...T } }
    inputFields { name type { ...T } }
    enumValues { name } } } }
fragment T on __Type { kind name ofType { kind name ofType { kind name ofType { kind name } } } }";

struct Schema {
    types: HashMap<String, Value>,
}

impl Schema {
    /// A syntactically valid value for a type reference; uploads are recorded in `uploads`.
    fn sample(&self, ty: &Value, path: &str, uploads: &mut Vec<String>) -> Value {
        match ty["kind"].as_str().unwrap() {
            "NON_NULL" => self.sample(&ty["ofType"], path, uploads),
            "LIST" => json!([self.sample(&ty["ofType"], &format!("{path}.0"), uploads)]),
            "ENUM" => self.types[ty["name"].as_str().unwrap()]["enumValues"][0]["name"].clone(),
            "INPUT_OBJECT" => {
                let mut object = serde_json::Map::new();
                for field in self.types[ty["name"].as_str().unwrap()]["inputFields"]
                    .as_array()
                    .unwrap()
                {
                    if field["type"]["kind"] == "NON_NULL" {
                        let name = field["name"].as_str().unwrap();
                        object.insert(
                            name.to_owned(),
                            self.sample(&field["type"], &format!("{path}.{name}"), uploads),
                        );
                    }
                }
                Value::Object(object)
            }
            _ => match ty["name"].as_str().unwrap() {
                "Int" => json!(1),
                "Boolean" => json!(false),
                "DateTime" => json!("2026-01-01T00:00:00Z"),
                "NaiveDate" => json!("2026-01-01"),
                "Upload" => {
                    uploads.push(path.to_owned());
                    Value::Null
                }
                _ => json!("x"),
            },
        }
    }

    fn type_text(ty: &Value) -> String {
        match ty["kind"].as_str().unwrap() {
            "NON_NULL" => format!("{}!", Self::type_text(&ty["ofType"])),
            "LIST" => format!("[{}]", Self::type_text(&ty["ofType"])),
            _ => ty["name"].as_str().unwrap().to_owned(),
        }
    }

    fn is_object(&self, ty: &Value) -> bool {
        match ty["kind"].as_str().unwrap() {
            "NON_NULL" | "LIST" => self.is_object(&ty["ofType"]),
            kind => kind == "OBJECT" || kind == "INTERFACE",
        }
    }
}

/// One operation as a document plus variables, required arguments only.
struct Call {
    name: String,
    document: String,
    variables: Value,
    uploads: Vec<String>,
}

fn calls(schema: &Schema, root: &str, keyword: &str) -> Vec<Call> {
    let mut calls = Vec::new();
    for field in schema.types[root]["fields"].as_array().unwrap() {
        let mut declarations = Vec::new();
        let mut arguments = Vec::new();
        let mut variables = serde_json::Map::new();
        let mut uploads = Vec::new();
        for arg in field["args"].as_array().unwrap() {
            if arg["type"]["kind"] != "NON_NULL" {
                continue;
            }
            let name = arg["name"].as_str().unwrap();
            declarations.push(format!("${name}: {}", Schema::type_text(&arg["type"])));
            arguments.push(format!("{name}: ${name}"));
            variables.insert(
                name.to_owned(),
                schema.sample(&arg["type"], &format!("variables.{name}"), &mut uploads),
            );
        }
        let name = field["name"].as_str().unwrap();
        let declared = if declarations.is_empty() {
            String::new()
        } else {
            format!("({})", declarations.join(", "))
        };
        let args = if arguments.is_empty() {
            String::new()
        } else {
            format!("({})", arguments.join(", "))
        };
        let selection = if schema.is_object(&field["type"]) {
            " { __typename }"
        } else {
            ""
        };
        calls.push(Call {
            name: format!("{root}.{name}"),
            document: format!("{keyword} Walk{declared} {{ {name}{args}{selection} }}"),
            variables: Value::Object(variables),
            uploads,
        });
    }
    calls
}

async fn send(app: &TestApp, token: Option<&str>, call: &Call) -> Value {
    let operations = json!({ "query": call.document, "variables": call.variables });
    let mut request = app.http.post(format!("{}/graphql", app.url));
    // A personal API token (issue 34 §3) goes as `Authorization: Bearer`, a session's token
    // as `access-token`.
    request = match token {
        Some(token) if token.starts_with("shp_") => request.bearer_auth(token),
        Some(token) => request.header("access-token", token),
        None => request,
    };
    let request = if call.uploads.is_empty() {
        request.json(&operations)
    } else {
        let map: serde_json::Map<String, Value> = call
            .uploads
            .iter()
            .enumerate()
            .map(|(i, path)| (i.to_string(), json!([path])))
            .collect();
        let mut form = reqwest::multipart::Form::new()
            .text("operations", operations.to_string())
            .text("map", Value::Object(map).to_string());
        for i in 0..call.uploads.len() {
            let png = b"\x89PNG\r\n\x1a\n0000".to_vec();
            form = form.part(
                i.to_string(),
                reqwest::multipart::Part::bytes(png).file_name("x.png"),
            );
        }
        request.multipart(form)
    };
    request.send().await.unwrap().json().await.unwrap()
}

/// A caller, as the server will see them (roles read from the directory) and as a session.
struct Caller {
    label: &'static str,
    token: Option<String>,
    session: Option<Session>,
    password: &'static str,
    email: String,
}

async fn caller(
    app: &TestApp,
    label: &'static str,
    role_ids: Vec<i32>,
    categories: Vec<i16>,
) -> Caller {
    let email = format!("{label}@staffhub.test");
    let password = "walk password 1";
    app.create_employee(label, &email, password, role_ids.clone())
        .await;
    let token = app.sign_in(&email, password).await;
    let session = Session {
        employee_id: uuid::Uuid::nil(),
        token_sha256: vec![],
        role_ids,
        category_ids: categories,
        api_token: None,
    };
    Caller {
        label,
        token: Some(token),
        session: Some(session),
        password,
        email,
    }
}

fn verdict_of(body: &Value) -> Option<String> {
    body.pointer("/errors/0/extensions/code")
        .and_then(Value::as_str)
        .map(str::to_owned)
}

/// Asserts that `answer` (a GraphQL response body; None when none came) is the policy's
/// verdict on `call` for `caller`: the refusal's code, or anything but a refusal.
fn assert_policy_verdict(call: &Call, caller: &Caller, transport: &str, answer: Option<&Value>) {
    let code = answer.and_then(verdict_of);
    match check(rule_for(&call.name).unwrap(), caller.session.as_ref()) {
        Err(denied) => assert_eq!(
            code.as_deref(),
            Some(refusal(&call.name, denied).code()),
            "{} as {} over {transport}: {answer:?}",
            call.name,
            caller.label
        ),
        Ok(()) => assert!(
            !code
                .as_deref()
                .is_some_and(|c| c.starts_with("102.X000") || c.starts_with("102.S001")),
            "{} as {} over {transport} was refused: {answer:?}",
            call.name,
            caller.label
        ),
    }
}

/// A graphql-transport-ws connection for `caller` (the token in `connection_init`).
async fn connect(app: &TestApp, token: Option<&str>) -> Subscription {
    let payload = match token {
        Some(token) => json!({ "accessToken": token }),
        None => json!({}),
    };
    Subscription::connect(&app.ws_url(), payload).await.unwrap()
}

#[tokio::test]
async fn every_operation_in_the_schema_is_allowed_or_refused_exactly_as_the_policy_says() {
    let app = spawn_app().await;
    let admin_token = app.admin_token().await;
    let introspection = app
        .gql(Some(&admin_token), INTROSPECTION, json!({}))
        .await
        .data("/__schema");
    let types: HashMap<String, Value> = introspection["types"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| (t["name"].as_str().unwrap().to_owned(), t.clone()))
        .collect();
    let schema = Schema { types };

    // Roles in both categories.
    let role =
        "mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }";
    let manager = app
        .gql(
            Some(&admin_token),
            role,
            json!({ "input": { "name": "Manager", "roleCategoryId": 1 } }),
        )
        .await;
    let manager_role = manager.data("/createRole/role/roleId").as_i64().unwrap() as i32;
    let engineer = app
        .gql(
            Some(&admin_token),
            role,
            json!({ "input": { "name": "Engineer", "roleCategoryId": 2 } }),
        )
        .await;
    let engineer_role = engineer.data("/createRole/role/roleId").as_i64().unwrap() as i32;

    let mut callers = [
        Caller {
            label: "anonymous",
            token: None,
            session: None,
            password: "",
            email: String::new(),
        },
        caller(&app, "nobody", vec![], vec![]).await,
        caller(&app, "engineer", vec![engineer_role], vec![2]).await,
        caller(&app, "manager", vec![manager_role], vec![1]).await,
        caller(&app, "admin2", vec![1], vec![1]).await,
    ];

    let mut all = calls(&schema, "Query", "query");
    all.extend(calls(&schema, "Mutation", "mutation"));
    // signOut ends the session: walk it last.
    all.sort_by_key(|c| c.name == "Mutation.signOut");
    let subscriptions = calls(&schema, "Subscription", "subscription");

    let names: Vec<&str> = all
        .iter()
        .chain(&subscriptions)
        .map(|c| c.name.as_str())
        .collect();
    for name in &names {
        assert!(rule_for(name).is_some(), "{name} has no policy entry");
    }
    for (operation, _) in policy_rows() {
        // Routes (`GET /export/{list}`, issue 35 §4) are not schema operations; their rows
        // are walked by their own tests (`export.rs`).
        if operation.starts_with("GET ") {
            continue;
        }
        assert!(
            names.contains(operation),
            "the policy names {operation}, which the schema lacks"
        );
    }

    // Over WebSocket every query and mutation goes through the same executor and guards as
    // over HTTP. Operations taking a file need multipart, so they are walked over HTTP only.
    let over_websocket: Vec<&Call> = all.iter().filter(|c| c.uploads.is_empty()).collect();

    let mut checked = 0;
    for caller in callers.iter_mut() {
        for call in &all {
            let body = send(&app, caller.token.as_deref(), call).await;
            assert_policy_verdict(call, caller, "HTTP", Some(&body));
            checked += 1;
        }
        // Sign back in after the walk's signOut, for the WebSocket walk.
        if caller.token.is_some() {
            caller.token = Some(app.sign_in(&caller.email, caller.password).await);
        }
        let mut ws = connect(&app, caller.token.as_deref()).await;
        for call in &over_websocket {
            ws.subscribe(&call.name, &call.document, call.variables.clone())
                .await;
            let answer = ws.next_data(&call.name, Duration::from_secs(10)).await;
            assert!(
                answer.is_some(),
                "{} as {} over WebSocket: no answer",
                call.name,
                caller.label
            );
            assert_policy_verdict(call, caller, "WebSocket", answer.as_ref());
            checked += 1;
        }
        // And again after its signOut, for the subscriptions.
        if caller.token.is_some() {
            caller.token = Some(app.sign_in(&caller.email, caller.password).await);
        }
        // Each subscription on a connection of its own, all at once: an allowed one may stay
        // silent (no event happens during the walk), so each waits out its 1.5 s, and walked one
        // after another those waits were two of this test's two and a half minutes.
        let (app, token) = (&app, caller.token.as_deref());
        let answers = futures::future::join_all(subscriptions.iter().map(|call| async move {
            let mut ws = connect(app, token).await;
            ws.subscribe("walk", &call.document, call.variables.clone())
                .await;
            (
                call,
                ws.next_data("walk", Duration::from_millis(1500)).await,
            )
        }))
        .await;
        for (call, first) in answers {
            assert_policy_verdict(call, caller, "WebSocket", first.as_ref());
            checked += 1;
        }
    }
    assert_eq!(
        checked,
        callers.len() * (names.len() + over_websocket.len()),
        "every operation × caller pair was walked, queries and mutations on both transports"
    );
    // Only the file uploads were left to HTTP.
    let mut http_only: Vec<&str> = all
        .iter()
        .filter(|c| !c.uploads.is_empty())
        .map(|c| c.name.as_str())
        .collect();
    http_only.sort_unstable();
    assert_eq!(
        http_only,
        [
            "Mutation.addDocumentAttachment",
            "Mutation.changeEmployeeAvatar",
            "Mutation.previewImport",
            "Mutation.sendChatMessage",
            "Mutation.startChat",
            "Mutation.startImport",
            "Mutation.uploadEmailAttachment",
            "Mutation.uploadImage"
        ]
    );
    assert!(names.len() >= 29);
}

/// What a personal API token's request must be answered (issue 34 §3): exactly its owner's
/// verdict, then its own two limits: a read token runs no mutation, and no token creates or
/// revokes tokens. Whatever the owner may do and the token's scope allows is not refused.
fn assert_token_verdict(call: &Call, owner: &Session, read_only: bool, answer: Option<&Value>) {
    let code = answer.and_then(verdict_of);
    let expected = match check(rule_for(&call.name).unwrap(), Some(owner)) {
        Err(denied) => Some(refusal(&call.name, denied)),
        Ok(()) if staffhub_api::policy::SESSION_ONLY.contains(&call.name.as_str()) => {
            Some(Code::ApiTokenSessionOnly)
        }
        Ok(()) if read_only && call.name.starts_with("Mutation.") => Some(Code::ApiTokenReadOnly),
        Ok(()) => None,
    };
    let scope = if read_only { "read" } else { "read-write" };
    match expected {
        Some(expected) => assert_eq!(
            code.as_deref(),
            Some(expected.code()),
            "{} with a {scope} token: {answer:?}",
            call.name
        ),
        None => assert!(
            !code.as_deref().is_some_and(|c| {
                c.starts_with("102.X000") || c.starts_with("102.S001") || c.starts_with("102.U001")
            }),
            "{} with a {scope} token was refused: {answer:?}",
            call.name
        ),
    }
}

#[tokio::test]
async fn a_personal_api_token_is_authorized_exactly_as_its_owner_within_its_scope() {
    let app = spawn_app().await;
    let admin_token = app.admin_token().await;
    let introspection = app
        .gql(Some(&admin_token), INTROSPECTION, json!({}))
        .await
        .data("/__schema");
    let types: HashMap<String, Value> = introspection["types"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| (t["name"].as_str().unwrap().to_owned(), t.clone()))
        .collect();
    let schema = Schema { types };
    let engineer = app
        .gql(
            Some(&admin_token),
            "mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }",
            json!({ "input": { "name": "Engineer", "roleCategoryId": 2 } }),
        )
        .await
        .data("/createRole/role/roleId")
        .as_i64()
        .unwrap() as i32;
    // A staff member's tokens and an admin's: each owner's rules differ, the tokens follow.
    let owners = [
        caller(&app, "engineer", vec![engineer], vec![2]).await,
        caller(&app, "admin2", vec![1], vec![1]).await,
    ];
    let mut all = calls(&schema, "Query", "query");
    all.extend(calls(&schema, "Mutation", "mutation"));
    let subscriptions = calls(&schema, "Subscription", "subscription");
    let mut checked = 0;
    for owner in &owners {
        let session = owner.session.as_ref().unwrap();
        for (scope, read_only) in [("READ", true), ("READ_WRITE", false)] {
            let created = app
                .gql(
                    owner.token.as_deref(),
                    "mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }",
                    json!({ "input": { "name": format!("walk {scope}"), "scope": scope } }),
                )
                .await;
            let secret = created
                .data("/createApiToken/secret")
                .as_str()
                .unwrap()
                .to_owned();
            for call in &all {
                let body = send(&app, Some(&secret), call).await;
                assert_token_verdict(call, session, read_only, Some(&body));
                checked += 1;
            }
            // Subscriptions over the WebSocket, the token in `connection_init`: each at once
            // on a connection of its own, as the walk above does.
            let (app, secret) = (&app, secret.as_str());
            let answers = futures::future::join_all(subscriptions.iter().map(|call| async move {
                let mut ws = connect(app, Some(secret)).await;
                ws.subscribe("walk", &call.document, call.variables.clone())
                    .await;
                (
                    call,
                    ws.next_data("walk", Duration::from_millis(1500)).await,
                )
            }))
            .await;
            for (call, first) in answers {
                assert_token_verdict(call, session, read_only, first.as_ref());
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 4 * (all.len() + subscriptions.len()));
}

const PROFILE: &str = "query { profile { __typename } }";
const TASKS: &str = "query { tasks { __typename } }";
const TASKS_CHANGED: &str = "subscription { tasksChanged { __typename } }";

/// The first error of `body` as (code, message, path).
fn first_error(body: &Value) -> (String, String, Value) {
    let error = body
        .pointer("/errors/0")
        .unwrap_or_else(|| panic!("no error: {body}"));
    (
        error["extensions"]["code"]
            .as_str()
            .unwrap_or_default()
            .to_owned(),
        error["message"].as_str().unwrap_or_default().to_owned(),
        error["path"].clone(),
    )
}

#[tokio::test]
async fn a_refused_operation_over_http_answers_in_the_language_the_caller_asked_for() {
    let app = spawn_app().await;
    for header in [
        ("accept-language", "ja-JP,ja;q=0.9"),
        ("cookie", "locale=ja"),
    ] {
        let refused = app
            .gql_with_headers(None, PROFILE, json!({}), &[header])
            .await;
        assert_eq!(
            first_error(&refused.body),
            (
                Code::Unauthenticated.code().to_owned(),
                Code::Unauthenticated.message(Locale::Ja).to_owned(),
                json!(["profile"])
            ),
            "{header:?}"
        );
        let invalid = app
            .gql_with_headers(None, "{ nope }", json!({}), &[header])
            .await;
        let (code, message, _) = first_error(&invalid.body);
        assert_eq!(code, Code::InvalidRequest.code());
        assert!(
            message.starts_with(&format!("{}: ", Code::InvalidRequest.message(Locale::Ja)))
                && message.contains("nope"),
            "{message}"
        );
    }
    let english = app.gql(None, PROFILE, json!({})).await;
    assert_eq!(
        english.error_message(),
        Code::Unauthenticated.message(Locale::En)
    );
}

/// A graphql-transport-ws connection whose upgrade request carries `header` (how a browser
/// sends its language and the locale cookie), acknowledged.
async fn connect_with_header(
    app: &TestApp,
    header: (&'static str, &'static str),
    payload: Value,
) -> tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>> {
    let mut request = app.ws_url().into_client_request().unwrap();
    let headers = request.headers_mut();
    headers.insert(
        "sec-websocket-protocol",
        HeaderValue::from_static("graphql-transport-ws"),
    );
    headers.insert(header.0, HeaderValue::from_static(header.1));
    let (mut socket, _) = tokio_tungstenite::connect_async(request).await.unwrap();
    let init = json!({ "type": "connection_init", "payload": payload });
    socket
        .send(Message::Text(init.to_string().into()))
        .await
        .unwrap();
    let ack = socket.next().await.unwrap().unwrap();
    assert!(ack.to_text().unwrap().contains("connection_ack"), "{ack:?}");
    socket
}

/// Sends `query` as subscription `id` and returns the payload of its first `next` message.
async fn ask(
    socket: &mut tokio_tungstenite::WebSocketStream<
        tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>,
    >,
    id: &str,
    query: &str,
) -> Value {
    let message = json!({ "id": id, "type": "subscribe", "payload": { "query": query } });
    socket
        .send(Message::Text(message.to_string().into()))
        .await
        .unwrap();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(5);
    loop {
        let frame = tokio::time::timeout_at(deadline, socket.next())
            .await
            .unwrap_or_else(|_| panic!("no answer to {id}"))
            .unwrap()
            .unwrap();
        let Ok(text) = frame.to_text() else { continue };
        let Ok(value) = serde_json::from_str::<Value>(text) else {
            continue;
        };
        // A validation failure is an `error` message (graphql-transport-ws), read the same way.
        if value["id"] == id && (value["type"] == "next" || value["type"] == "error") {
            return staffhub_tests::ws::result_of(value);
        }
    }
}

#[tokio::test]
async fn a_refused_operation_over_websocket_answers_in_the_language_the_connection_asked_for() {
    let app = spawn_app().await;
    app.create_employee("Nobody", "nobody@staffhub.test", "walk password 1", vec![])
        .await;
    let nobody = app.sign_in("nobody@staffhub.test", "walk password 1").await;
    let unauthenticated = (
        Code::Unauthenticated.code().to_owned(),
        Code::Unauthenticated.message(Locale::Ja).to_owned(),
    );
    for header in [
        ("accept-language", "ja-JP,ja;q=0.9"),
        ("cookie", "locale=ja"),
    ] {
        let mut anonymous = connect_with_header(&app, header, json!({})).await;
        let (code, message, path) = first_error(&ask(&mut anonymous, "query", PROFILE).await);
        assert_eq!((code, message), unauthenticated, "{header:?}");
        assert_eq!(path, json!(["profile"]));
        // A refused subscription is the spec's 'Cannot subscribe to this resource' (§8).
        let (code, message, _) = first_error(&ask(&mut anonymous, "sub", TASKS_CHANGED).await);
        assert_eq!(
            (code, message),
            (
                Code::CannotSubscribe.code().to_owned(),
                Code::CannotSubscribe.message(Locale::Ja).to_owned()
            ),
            "{header:?}"
        );
        let (code, message, _) = first_error(&ask(&mut anonymous, "bad", "{ nope }").await);
        assert_eq!(code, Code::InvalidRequest.code());
        assert!(
            message.starts_with(&format!("{}: ", Code::InvalidRequest.message(Locale::Ja)))
                && message.contains("nope"),
            "{message}"
        );

        let mut signed_in =
            connect_with_header(&app, header, json!({ "accessToken": nobody })).await;
        let (code, message, path) = first_error(&ask(&mut signed_in, "tasks", TASKS).await);
        assert_eq!(
            (code, message),
            (
                Code::Unauthorized.code().to_owned(),
                Code::Unauthorized.message(Locale::Ja).to_owned()
            ),
            "{header:?}"
        );
        assert_eq!(path, json!(["tasks"]));
    }
}

#[tokio::test]
async fn an_entity_type_no_area_registers_is_refused_to_every_caller() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let invoice = staffhub_api::graphql::ids::encode("Invoice", uuid::Uuid::now_v7()).0;
    for query in [
        "query($id: ID!) { node(id: $id) { id } }",
        "query($id: ID!) { history(id: $id) { totalCount } }",
        "query($id: ID!) { nodeAsOf(id: $id) { version } }",
    ] {
        let refused = app.gql(Some(&admin), query, json!({ "id": invoice })).await;
        assert_eq!(
            refused.error_code().as_deref(),
            Some("102.X000.003"),
            "{query}: {}",
            refused.body
        );
    }
}
