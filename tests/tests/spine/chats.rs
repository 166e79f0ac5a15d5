//! Chat with AI and document generation (issue 18), through the real server and a loopback
//! HTTP server speaking each provider's real streaming format (`staffhub_tests::llm`): an
//! answer streaming token by token over the subscription and recorded as one event, a screen
//! opening mid-answer, tool calls run with the asker's rights, every failure coded and
//! retryable, stop, rooms private to their owner, an interrupted answer swept, a generated
//! document recording its origin, history in Japanese, and the read models equal to a fresh
//! replay.

use std::time::Duration;

use serde_json::{Value, json};
use staffhub_tests::llm::{Gate, LoopbackLlm, Script};
use staffhub_tests::{Subscription, TestApp, spawn_app_with};

const FULL_TEXT: &str = "Here is the plan:\n\n1. Collect the numbers\n2. Write the summary\n";
const MESSAGE_FIELDS: &str = "id author text status stopReason replyToId retryOfId agentVersion
  usage { inputTokens outputTokens } error { code message }
  toolCalls { toolUseId name input output isError tool { key } }
  aiModel { id } aiTools { key } attachedDocuments { id }";

async fn app_with(llm: &LoopbackLlm, adjust: impl FnOnce(&mut staffhub_api::Config)) -> TestApp {
    let providers = format!(
        // `down`: nothing listens there (port 9, discard, is closed on a test machine).
        "claude=anthropic:{base},local=openai:{base}/v1,down=openai:http://127.0.0.1:9/v1",
        base = llm.base_url()
    );
    spawn_app_with(move |config| {
        config.ai.providers = staffhub_api::ai::parse_providers(&providers, |name| {
            (name == "claude").then(|| "sk-ant-test-key".to_owned())
        })
        .unwrap();
        config.ai.idle_timeout = Duration::from_secs(2);
        adjust(config);
    })
    .await
}

pub async fn model(
    app: &TestApp,
    admin: &str,
    provider: &str,
    name: &str,
    tools: Vec<Value>,
) -> Value {
    app.gql(
        Some(admin),
        "mutation($input: CreateAiModelInput!) { createAiModel(input: $input) { aiModel { id enabled providerConfigured tools { id key } } } }",
        json!({ "input": { "provider": provider, "modelName": name, "displayName": format!("{provider} {name}"), "toolIds": tools } }),
    )
    .await
    .data("/createAiModel/aiModel")
}

pub async fn tool_id(app: &TestApp, token: &str, key: &str) -> Value {
    let tools = app
        .gql(Some(token), "{ aiTools { id key } }", json!({}))
        .await
        .data("/aiTools");
    tools
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["key"] == key)
        .unwrap()["id"]
        .clone()
}

async fn start(app: &TestApp, token: &str, input: Value) -> Value {
    let query = format!(
        "mutation($input: StartChatInput!) {{ startChat(input: $input) {{
           chatRoom {{ id title answering purpose }} message {{ {MESSAGE_FIELDS} }} answer {{ {MESSAGE_FIELDS} }} }} }}"
    );
    app.gql(Some(token), &query, json!({ "input": input }))
        .await
        .data("/startChat")
}

async fn messages(app: &TestApp, token: &str, room: &Value) -> Vec<Value> {
    let query = format!(
        "query($id: ID!) {{ node(id: $id) {{ ... on ChatRoom {{ answering messages(first: 100) {{ totalCount edges {{ node {{ {MESSAGE_FIELDS} }} }} }} }} }} }}"
    );
    let room = app
        .gql(Some(token), &query, json!({ "id": room }))
        .await
        .data("/node");
    room["messages"]["edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["node"].clone())
        .collect()
}

/// Polls until the answer `id` of `room` is no longer streaming.
async fn finished(app: &TestApp, token: &str, room: &Value, id: &Value) -> Value {
    // A minute at most: the answer's worker shares two cores with every other test.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    while tokio::time::Instant::now() < deadline {
        let all = messages(app, token, room).await;
        if let Some(answer) = all.iter().find(|m| m["id"] == *id)
            && answer["status"] != "STREAMING"
        {
            return answer.clone();
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!(
        "the answer never ended: {:?}",
        messages(app, token, room).await
    );
}

const STREAM: &str = "subscription($id: ID!) { chatAnswerStream(messageId: $id) {
  seq kind text toolCall { toolUseId name output } snapshot { text status } } }";

/// Every frame of an answer's stream until FINISHED.
async fn frames(ws: &mut Subscription, sub: &str) -> Vec<Value> {
    let mut all = Vec::new();
    loop {
        let frame = ws
            .next_data(sub, Duration::from_secs(10))
            .await
            .expect("a frame")["data"]["chatAnswerStream"]
            .clone();
        let kind = frame["kind"].clone();
        all.push(frame);
        if kind == "FINISHED" {
            return all;
        }
    }
}

/// The text a screen shows: the snapshot's text and every TEXT delta after it.
fn shown(frames: &[Value]) -> String {
    let mut text = frames[0]["snapshot"]["text"].as_str().unwrap().to_owned();
    for frame in &frames[1..] {
        if frame["kind"] == "TEXT" {
            text.push_str(frame["text"].as_str().unwrap());
        }
    }
    text
}

#[tokio::test]
async fn an_answer_streams_token_by_token_over_the_subscription_and_is_recorded_as_one_event() {
    let llm = LoopbackLlm::start().await;
    // Held until the screen listens: every token then arrives as its own frame, however late
    // the subscription starts on a loaded machine.
    let gate = Gate::default();
    llm.script(
        "claude-test",
        Script::text(FULL_TEXT, Duration::from_millis(40)).gated(&gate),
    );
    let app = app_with(&llm, |_| {}).await;
    let admin = app.admin_token().await;
    let model = model(&app, &admin, "claude", "claude-test", vec![]).await;
    assert_eq!(model["providerConfigured"], true);

    let mut ws = Subscription::connect(&app.ws_url(), json!({ "accessToken": admin }))
        .await
        .unwrap();
    let started = start(
        &app,
        &admin,
        json!({ "message": "Plan the quarterly report\nwith numbers", "aiModelId": model["id"] }),
    )
    .await;
    assert_eq!(started["chatRoom"]["title"], "Plan the quarterly report");
    assert_eq!(started["message"]["author"], "HUMAN");
    assert_eq!(started["answer"]["author"], "AI");
    assert_eq!(started["answer"]["status"], "STREAMING");
    ws.subscribe("a", STREAM, json!({ "id": started["answer"]["id"] }))
        .await;
    // The snapshot comes once the subscription follows the answer's steps.
    let snapshot = ws
        .next_data("a", Duration::from_secs(10))
        .await
        .expect("a snapshot")["data"]["chatAnswerStream"]
        .clone();
    assert_eq!(snapshot["kind"], "SNAPSHOT");
    gate.open();
    let frames: Vec<Value> = std::iter::once(snapshot)
        .chain(frames(&mut ws, "a").await)
        .collect();
    let texts = frames.iter().filter(|f| f["kind"] == "TEXT").count();
    assert!(texts >= 5, "the answer arrived token by token: {frames:?}");
    assert_eq!(shown(&frames), FULL_TEXT);
    let seqs: Vec<i64> = frames[1..]
        .iter()
        .map(|f| f["seq"].as_i64().unwrap())
        .collect();
    assert!(seqs.windows(2).all(|w| w[1] == w[0] + 1), "{seqs:?}");

    let room = &started["chatRoom"]["id"];
    let answer = finished(&app, &admin, room, &started["answer"]["id"]).await;
    assert_eq!(answer["status"], "COMPLETED");
    assert_eq!(answer["text"], FULL_TEXT);
    assert_eq!(answer["stopReason"], "end_turn");
    assert!(answer["usage"]["outputTokens"].as_i64().unwrap() > 0);

    // The provider got Anthropic's request: key and version headers, the question, a stream.
    let request = &llm.requests_for("claude-test")[0];
    assert_eq!(
        request.last_user_text(),
        "Plan the quarterly report\nwith numbers"
    );
    assert!(request.is_stream());
    assert_eq!(request.api_key.as_deref(), Some("sk-ant-test-key"));
    assert_eq!(request.anthropic_version.as_deref(), Some("2023-06-01"));

    // Tokens never touched the journal: the room is four events.
    let events: i64 =
        sqlx::query_scalar("SELECT count(*) FROM events WHERE aggregate_type = 'ChatRoom'")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(events, 4);
    // The key is nowhere in the journal.
    let leaked: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM events WHERE payload::text LIKE '%sk-ant-test-key%' OR metadata::text LIKE '%sk-ant-test-key%'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(leaked, 0);
}

#[tokio::test]
async fn a_screen_opened_mid_answer_sees_the_text_so_far_and_then_the_rest_like_every_other_tab() {
    let llm = LoopbackLlm::start().await;
    llm.script("slow", Script::text(FULL_TEXT, Duration::from_millis(120)));
    let app = app_with(&llm, |_| {}).await;
    let admin = app.admin_token().await;
    let model = model(&app, &admin, "local", "slow", vec![]).await;
    let started = start(
        &app,
        &admin,
        json!({ "message": "Plan it", "aiModelId": model["id"] }),
    )
    .await;
    let answer = started["answer"]["id"].clone();

    let mut first = Subscription::connect(&app.ws_url(), json!({ "accessToken": admin }))
        .await
        .unwrap();
    first.subscribe("a", STREAM, json!({ "id": answer })).await;
    // The second tab opens later, mid-answer.
    tokio::time::sleep(Duration::from_millis(700)).await;
    let mut second = Subscription::connect(&app.ws_url(), json!({ "accessToken": admin }))
        .await
        .unwrap();
    second.subscribe("b", STREAM, json!({ "id": answer })).await;
    let late = frames(&mut second, "b").await;
    let early = frames(&mut first, "a").await;
    let so_far = late[0]["snapshot"]["text"].as_str().unwrap();
    assert!(
        !so_far.is_empty(),
        "the late tab starts from the text so far"
    );
    assert!(FULL_TEXT.starts_with(so_far));
    assert_eq!(shown(&late), FULL_TEXT);
    assert_eq!(shown(&early), FULL_TEXT);

    // Reading the room mid-answer would have shown the text so far too; now it is complete.
    let done = finished(&app, &admin, &started["chatRoom"]["id"], &answer).await;
    assert_eq!(done["text"], FULL_TEXT);
}

#[tokio::test]
async fn tool_calls_run_with_the_askers_rights_and_their_results_go_back_to_the_model() {
    let llm = LoopbackLlm::start().await;
    llm.script(
        "tooling",
        Script::ToolUse {
            tool: "search_documents".into(),
            input: json!({ "query": "handbook" }),
            then: vec!["Found ".into(), "it.".into()],
        },
    );
    let app = app_with(&llm, |_| {}).await;
    let admin = app.admin_token().await;
    let search = tool_id(&app, &admin, "search_documents").await;
    let model = model(&app, &admin, "local", "tooling", vec![search.clone()]).await;
    app.gql(
        Some(&admin),
        "mutation($input: CreateDocumentInput!) { createDocument(input: $input) { document { id } } }",
        json!({ "input": { "title": "Employee handbook", "body": "Holidays: 20 days.", "statusId": 1 } }),
    )
    .await
    .data("/createDocument/document");

    let started = start(
        &app,
        &admin,
        json!({ "message": "Where is the handbook?", "aiModelId": model["id"], "aiToolIds": [search] }),
    )
    .await;
    let answer = finished(
        &app,
        &admin,
        &started["chatRoom"]["id"],
        &started["answer"]["id"],
    )
    .await;
    assert_eq!(answer["status"], "COMPLETED", "{answer}");
    assert!(answer["text"].as_str().unwrap().ends_with("Found it."));
    let call = &answer["toolCalls"][0];
    assert_eq!(call["name"], "search_documents");
    assert_eq!(call["tool"]["key"], "search_documents");
    assert_eq!(call["input"], json!({ "query": "handbook" }));
    assert_eq!(call["isError"], false);
    assert_eq!(call["output"]["documents"][0]["title"], "Employee handbook");

    // The provider was offered the tool, and its result came back in the next request.
    let requests = llm.requests_for("tooling");
    assert_eq!(requests.len(), 2);
    assert_eq!(requests[0].tool_names(), vec!["search_documents"]);
    assert!(requests[1].answers_tool_call());
    assert!(requests[1].body.to_string().contains("Employee handbook"));
}

#[tokio::test]
async fn every_failure_is_coded_and_a_failed_answer_can_be_retried_with_another_model() {
    let llm = LoopbackLlm::start().await;
    let tokens = vec!["Half ".to_owned(), "an ".to_owned()];
    llm.script(
        "cut",
        Script::CutOff {
            tokens: tokens.clone(),
        },
    );
    llm.script(
        "malformed",
        Script::MalformedJson {
            tokens: tokens.clone(),
        },
    );
    llm.script(
        "overloaded",
        Script::ErrorMidStream {
            tokens: tokens.clone(),
            error_type: "overloaded_error".into(),
        },
    );
    llm.script(
        "limited",
        Script::Status {
            status: 429,
            body: json!({ "type": "error", "error": { "type": "rate_limit_error", "message": "slow down" } }),
        },
    );
    llm.script("hang", Script::Hang);
    llm.script("good", Script::text("All good.", Duration::ZERO));
    let app = app_with(&llm, |config| {
        config.ai.idle_timeout = Duration::from_millis(700)
    })
    .await;
    let admin = app.admin_token().await;
    let good = model(&app, &admin, "claude", "good", vec![]).await;

    let unreachable = model(&app, &admin, "down", "any", vec![]).await;
    let started = start(
        &app,
        &admin,
        json!({ "message": "hello?", "aiModelId": unreachable["id"] }),
    )
    .await;
    let answer = finished(
        &app,
        &admin,
        &started["chatRoom"]["id"],
        &started["answer"]["id"],
    )
    .await;
    assert_eq!(answer["error"]["code"], "205.Y001.003", "{answer}");
    assert_eq!(
        answer["error"]["message"],
        "The AI provider could not be reached"
    );

    for (name, code, message) in [
        ("cut", "205.Y001.001", "Invalid Claude Response received"),
        (
            "malformed",
            "205.Y001.002",
            "Invalid Json Response from Claude AI",
        ),
        (
            "overloaded",
            "205.Y001.007",
            "The AI provider reported an error",
        ),
        (
            "limited",
            "205.Y001.005",
            "The AI provider is limiting requests; try again shortly",
        ),
        (
            "hang",
            "205.Y001.004",
            "The AI provider did not answer in time",
        ),
    ] {
        let failing = model(&app, &admin, "claude", name, vec![]).await;
        let started = start(
            &app,
            &admin,
            json!({ "message": name, "aiModelId": failing["id"] }),
        )
        .await;
        let room = &started["chatRoom"]["id"];
        let answer = finished(&app, &admin, room, &started["answer"]["id"]).await;
        assert_eq!(answer["status"], "FAILED", "{name}: {answer}");
        assert_eq!(answer["error"]["code"], code, "{name}");
        assert_eq!(answer["error"]["message"], message, "{name}");

        // Retried with a model that works: a new answer to the same question.
        let retried = app
            .gql(
                Some(&admin),
                "mutation($input: RetryChatAnswerInput!) { retryChatAnswer(input: $input) { answer { id status retryOfId replyToId } } }",
                json!({ "input": { "messageId": answer["id"], "aiModelId": good["id"] } }),
            )
            .await
            .data("/retryChatAnswer/answer");
        assert_eq!(retried["retryOfId"], answer["id"]);
        assert_eq!(retried["replyToId"], answer["replyToId"]);
        let done = finished(&app, &admin, room, &retried["id"]).await;
        assert_eq!(done["status"], "COMPLETED");
        assert_eq!(done["text"], "All good.");
    }

    // A completed answer is not retried.
    let rooms = app
        .gql(
            Some(&admin),
            "{ chatRooms(first: 1) { edges { node { id } } } }",
            json!({}),
        )
        .await
        .data("/chatRooms/edges/0/node/id");
    let completed = messages(&app, &admin, &rooms).await.last().unwrap().clone();
    let refused = app
        .gql(
            Some(&admin),
            "mutation($input: RetryChatAnswerInput!) { retryChatAnswer(input: $input) { answer { id } } }",
            json!({ "input": { "messageId": completed["id"] } }),
        )
        .await;
    assert_eq!(refused.error_code().as_deref(), Some("204.C001.005"));
}

#[tokio::test]
async fn models_and_tools_are_checked_before_anything_is_asked() {
    let llm = LoopbackLlm::start().await;
    llm.script("m", Script::text("ok", Duration::ZERO));
    let app = app_with(&llm, |_| {}).await;
    let admin = app.admin_token().await;
    let draft = tool_id(&app, &admin, "draft_task").await;
    let tasks = tool_id(&app, &admin, "list_my_tasks").await;
    let model = model(&app, &admin, "claude", "m", vec![tasks]).await;
    let elsewhere = model_named(&app, &admin, "nowhere", "m").await;

    let refuse = |input: Value| {
        let app = &app;
        let admin = admin.clone();
        async move {
            app.gql(
                Some(&admin),
                "mutation($input: StartChatInput!) { startChat(input: $input) { chatRoom { id } } }",
                json!({ "input": input }),
            )
            .await
        }
    };
    let not_of_model =
        refuse(json!({ "message": "hi", "aiModelId": model["id"], "aiToolIds": [draft] })).await;
    assert_eq!(not_of_model.error_code().as_deref(), Some("204.Y001.002"));
    assert_eq!(
        not_of_model.error_message(),
        "AI tools do not belong to this AI model"
    );
    let invalid =
        refuse(json!({ "message": "hi", "aiModelId": model["id"], "aiToolIds": ["bm9wZQ"] })).await;
    assert_eq!(invalid.error_code().as_deref(), Some("203.Y001.001"));
    assert_eq!(invalid.error_message(), "Invalid AI tool IDs");
    let no_model = refuse(json!({ "message": "hi" })).await;
    assert_eq!(no_model.error_code().as_deref(), Some("203.C001.005"));
    let unconfigured = refuse(json!({ "message": "hi", "aiModelId": elsewhere["id"] })).await;
    assert_eq!(unconfigured.error_code().as_deref(), Some("201.Y001.002"));
    let blank = refuse(json!({ "message": "   ", "aiModelId": model["id"] })).await;
    assert_eq!(blank.error_code().as_deref(), Some("203.C001.001"));

    app.gql(
        Some(&admin),
        "mutation($input: SetAiModelEnabledInput!) { setAiModelEnabled(input: $input) { aiModel { enabled } } }",
        json!({ "input": { "id": model["id"], "enabled": false } }),
    )
    .await
    .data("/setAiModelEnabled/aiModel");
    let disabled = refuse(json!({ "message": "hi", "aiModelId": model["id"] })).await;
    assert_eq!(disabled.error_code().as_deref(), Some("201.Y001.001"));
    assert_eq!(disabled.error_message(), "AI model is not supported");
    let ja = app
        .gql_with_headers(
            Some(&admin),
            "mutation($input: StartChatInput!) { startChat(input: $input) { chatRoom { id } } }",
            json!({ "input": { "message": "hi", "aiModelId": model["id"] } }),
            &[("accept-language", "ja")],
        )
        .await;
    assert_eq!(ja.error_message(), "このAIモデルはサポートされていません");
    assert!(llm.requests().is_empty(), "nothing reached the provider");
    let rooms = app
        .gql(Some(&admin), "{ chatRooms { totalCount } }", json!({}))
        .await
        .data("/chatRooms/totalCount");
    assert_eq!(rooms, 0, "no refused chat left a room behind");
}

async fn model_named(app: &TestApp, admin: &str, provider: &str, name: &str) -> Value {
    let created = app
        .gql(
            Some(admin),
            "mutation($input: CreateAiModelInput!) { createAiModel(input: $input) { aiModel { id providerConfigured } } }",
            json!({ "input": { "provider": provider, "modelName": name, "displayName": format!("{provider}/{name}") } }),
        )
        .await
        .data("/createAiModel/aiModel");
    assert_eq!(created["providerConfigured"], false);
    created
}

#[tokio::test]
async fn a_stopped_answer_keeps_what_it_wrote_and_rooms_stay_private_to_their_owner() {
    let llm = LoopbackLlm::start().await;
    llm.script("slow", Script::text(FULL_TEXT, Duration::from_millis(150)));
    let app = app_with(&llm, |_| {}).await;
    let admin = app.admin_token().await;
    let model = model(&app, &admin, "local", "slow", vec![]).await;
    let started = start(
        &app,
        &admin,
        json!({ "message": "Plan it", "aiModelId": model["id"] }),
    )
    .await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    let stopped = app
        .gql(
            Some(&admin),
            "mutation($input: StopChatAnswerInput!) { stopChatAnswer(input: $input) { answer { status text stopReason } } }",
            json!({ "input": { "messageId": started["answer"]["id"] } }),
        )
        .await
        .data("/stopChatAnswer/answer");
    assert_eq!(stopped["status"], "STOPPED");
    assert_eq!(stopped["stopReason"], "stopped");
    let kept = stopped["text"].as_str().unwrap();
    assert!(!kept.is_empty() && FULL_TEXT.starts_with(kept) && kept != FULL_TEXT);

    // Another employee sees neither the room nor its messages.
    let staff_role = staff_role(&app, &admin).await;
    app.create_employee(
        "Cy Staff",
        "cy@staffhub.test",
        "cy password 1",
        vec![staff_role as i32],
    )
    .await;
    let cy = app.sign_in("cy@staffhub.test", "cy password 1").await;
    let rooms = app
        .gql(Some(&cy), "{ chatRooms { totalCount } }", json!({}))
        .await
        .data("/chatRooms/totalCount");
    assert_eq!(rooms, 0);
    let node = app
        .gql(
            Some(&cy),
            "query($id: ID!) { node(id: $id) { id } }",
            json!({ "id": started["chatRoom"]["id"] }),
        )
        .await;
    assert!(node.body["data"]["node"].is_null(), "{:?}", node.body);
    let send = app
        .gql(
            Some(&cy),
            "mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { message { id } } }",
            json!({ "input": { "roomId": started["chatRoom"]["id"], "message": "hello", "aiModelId": model["id"] } }),
        )
        .await;
    assert_eq!(send.error_code().as_deref(), Some("204.C001.001"));
    let mut ws = Subscription::connect(&app.ws_url(), json!({ "accessToken": cy }))
        .await
        .unwrap();
    ws.subscribe("x", STREAM, json!({ "id": started["answer"]["id"] }))
        .await;
    let refused = ws.next_data("x", Duration::from_secs(5)).await.unwrap();
    assert!(refused.to_string().contains("204.C001.002"), "{refused}");
}

/// A role of the Execution category (staff, not management).
pub async fn staff_role(app: &TestApp, admin: &str) -> i64 {
    app.gql(
        Some(admin),
        "mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }",
        json!({ "input": { "name": "Support", "roleCategoryId": 2 } }),
    )
    .await
    .data("/createRole/role/roleId")
    .as_i64()
    .unwrap()
}

#[tokio::test]
async fn an_answer_nobody_is_writing_any_more_is_swept_as_interrupted_and_can_be_retried() {
    let llm = LoopbackLlm::start().await;
    llm.script("good", Script::text("Back again.", Duration::ZERO));
    let app = app_with(&llm, |_| {}).await;
    let admin = app.admin_token().await;
    let model = model(&app, &admin, "local", "good", vec![]).await;
    let started = start(
        &app,
        &admin,
        json!({ "message": "first", "aiModelId": model["id"] }),
    )
    .await;
    let room = started["chatRoom"]["id"].clone();
    finished(&app, &admin, &room, &started["answer"]["id"]).await;

    // A question recorded by a node that died before writing its answer: the command went in,
    // no generator ever ran.
    let state = &app.server.state;
    let room_id = uuid_of(&room);
    let answer_id = uuid::Uuid::now_v7();
    let command = staffhub_domain::chats::ChatRoomCommand::Post {
        message_id: uuid::Uuid::now_v7(),
        author_id: employee_of(&app).await,
        text: "second".into(),
        files: vec![],
        document_ids: vec![],
        model_id: uuid_of(&model["id"]),
        tool_keys: vec![],
        agent: None,
        answer_id,
    };
    staffhub_api::command::run::<staffhub_api::areas::chats::ChatRoomTarget>(
        state,
        &staffhub_journal::Metadata::system(),
        room_id,
        command,
        staffhub_api::command::Expect::Any,
    )
    .await
    .unwrap();
    let swept = staffhub_api::ai::generator::sweep(state, Duration::ZERO)
        .await
        .unwrap();
    assert_eq!(swept, 1);
    let answer_gid = staffhub_api::graphql::ids::encode("ChatMessage", answer_id);
    let interrupted = finished(&app, &admin, &room, &json!(answer_gid)).await;
    assert_eq!(interrupted["status"], "FAILED");
    assert_eq!(interrupted["error"]["code"], "205.Y001.008");
    let retried = app
        .gql(
            Some(&admin),
            "mutation($input: RetryChatAnswerInput!) { retryChatAnswer(input: $input) { answer { id } } }",
            json!({ "input": { "messageId": answer_gid } }),
        )
        .await
        .data("/retryChatAnswer/answer/id");
    let done = finished(&app, &admin, &room, &retried).await;
    assert_eq!(done["text"], "Back again.");
    // The model saw the whole conversation: the first question, its answer, the second.
    let last: Vec<Value> = llm
        .requests_for("good")
        .last()
        .unwrap()
        .messages()
        .into_iter()
        .filter(|m| m["role"] != "system")
        .collect();
    assert_eq!(last.len(), 3, "{last:?}");
}

fn uuid_of(global: &Value) -> uuid::Uuid {
    staffhub_api::graphql::ids::decode_any(global.as_str().unwrap())
        .unwrap()
        .1
}

async fn employee_of(app: &TestApp) -> uuid::Uuid {
    sqlx::query_scalar(
        "SELECT employee_id FROM employee_directory WHERE email = 'admin@staffhub.test'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn a_generated_document_is_saved_as_a_draft_recording_model_agent_version_and_prompt() {
    let llm = LoopbackLlm::start().await;
    llm.script(
        "writer",
        Script::text("# Onboarding\n\nWelcome aboard.", Duration::ZERO),
    );
    let app = app_with(&llm, |_| {}).await;
    let admin = app.admin_token().await;
    let model = model(&app, &admin, "claude", "writer", vec![]).await;
    let started = start(
        &app,
        &admin,
        json!({ "message": "Write an onboarding page", "aiModelId": model["id"], "purpose": "DOCUMENT" }),
    )
    .await;
    assert_eq!(started["chatRoom"]["purpose"], "DOCUMENT");
    let room = &started["chatRoom"]["id"];
    let answer = finished(&app, &admin, room, &started["answer"]["id"]).await;
    let chat_rooms = app
        .gql(Some(&admin), "{ chatRooms { totalCount } }", json!({}))
        .await
        .data("/chatRooms/totalCount");
    assert_eq!(chat_rooms, 0, "generations are listed apart from chats");

    let saved = app
        .gql(
            Some(&admin),
            "mutation($input: SaveGeneratedDocumentInput!) { saveGeneratedDocument(input: $input) { document { id title body statusId } } }",
            json!({ "input": { "messageId": answer["id"], "title": "Onboarding" } }),
        )
        .await
        .data("/saveGeneratedDocument/document");
    assert_eq!(saved["body"], "# Onboarding\n\nWelcome aboard.");
    assert_eq!(saved["statusId"], 3, "a draft");
    let origin: Value = sqlx::query_scalar(
        "SELECT payload -> 'DocumentCreated' -> 'generated_by' FROM events
         WHERE aggregate_type = 'Document' AND aggregate_id = $1",
    )
    .bind(uuid_of(&saved["id"]).to_string())
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(origin["prompt"], "Write an onboarding page");
    assert_eq!(origin["model_id"], json!(uuid_of(&model["id"]).to_string()));

    // The question is not an answer: refused.
    let question = app
        .gql(
            Some(&admin),
            "mutation($input: SaveGeneratedDocumentInput!) { saveGeneratedDocument(input: $input) { document { id } } }",
            json!({ "input": { "messageId": started["message"]["id"], "title": "x" } }),
        )
        .await;
    assert_eq!(question.error_code().as_deref(), Some("204.C001.006"));
}

const SAVE: &str = "mutation($input: SaveGeneratedDocumentInput!) { saveGeneratedDocument(input: $input) { document { id title } } }";
const GENERATIONS: &str = "{ chatRooms(filter: { purpose: DOCUMENT }) { edges { node { id title
  savedDocument { id title } messages(last: 10) { edges { node { id author saved savedDocument { id } } } } } } } }";

#[tokio::test]
async fn a_generation_is_saved_once_a_second_save_is_refused_in_the_callers_language_and_generations_are_found_again_with_their_document()
 {
    let llm = LoopbackLlm::start().await;
    llm.script("writer", Script::text("# Guide\n\nHello.", Duration::ZERO));
    let app = app_with(&llm, |_| {}).await;
    let admin = app.admin_token().await;
    let model = model(&app, &admin, "claude", "writer", vec![]).await;
    let started = start(
        &app,
        &admin,
        json!({ "message": "Write a guide", "aiModelId": model["id"], "purpose": "DOCUMENT" }),
    )
    .await;
    let room = started["chatRoom"]["id"].clone();
    let answer = finished(&app, &admin, &room, &started["answer"]["id"]).await;

    let mut ws = Subscription::connect(&app.ws_url(), json!({ "accessToken": admin }))
        .await
        .unwrap();
    ws.subscribe(
        "room",
        "subscription($id: ID!) { chatRoomChanged(id: $id) { kind message { id saved savedDocumentId savedDocument { id } } } }",
        json!({ "id": room }),
    )
    .await;
    tokio::time::sleep(Duration::from_millis(1000)).await;

    // A blank title is refused, and leaves the generation unsaved.
    let blank = app
        .gql(
            Some(&admin),
            SAVE,
            json!({ "input": { "messageId": answer["id"], "title": " " } }),
        )
        .await;
    assert!(blank.error_code().is_some(), "{:?}", blank.body);
    let listed = app
        .gql(Some(&admin), GENERATIONS, json!({}))
        .await
        .data("/chatRooms/edges/0/node");
    assert_eq!(listed["savedDocument"], Value::Null);

    let saved = app
        .gql(
            Some(&admin),
            SAVE,
            json!({ "input": { "messageId": answer["id"], "title": "Guide" } }),
        )
        .await
        .data("/saveGeneratedDocument/document");

    // Every open screen of the room hears that the answer is saved, and of which document.
    let change = loop {
        let Some(change) = ws.next_data("room", Duration::from_secs(10)).await else {
            let rows = app
                .table_rows(&[("chat_rooms", "room_id"), ("chat_messages", "message_id")])
                .await;
            panic!("no room change; pending {:?}; rows {rows:?}", ws.pending());
        };
        let change = change["data"]["chatRoomChanged"].clone();
        // The refused blank-title attempt was recorded and released before this save: its
        // notices may come first, naming the document that was never made.
        if change["message"]["savedDocumentId"] == saved["id"] {
            break change;
        }
    };
    assert_eq!(change["message"]["id"], answer["id"]);
    assert_eq!(change["message"]["saved"], true);

    // Saved once: a second save (another tab) is refused, in the caller's language, and no
    // second document is made.
    let again = app
        .gql(
            Some(&admin),
            SAVE,
            json!({ "input": { "messageId": answer["id"], "title": "Guide, again" } }),
        )
        .await;
    assert_eq!(again.error_code().as_deref(), Some("204.C001.007"));
    let again_ja = app
        .gql_with_headers(
            Some(&admin),
            SAVE,
            json!({ "input": { "messageId": answer["id"], "title": "ガイド" } }),
            &[("accept-language", "ja")],
        )
        .await;
    assert_eq!(
        again_ja.body["errors"][0]["message"],
        "この下書きはすでにドキュメントとして保存されています"
    );
    let documents: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM events WHERE aggregate_type = 'Document' AND event_type = 'DocumentCreated'",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(documents, 1);

    // Two saves at once: one document.
    let second = start(
        &app,
        &admin,
        json!({ "message": "Write another guide", "aiModelId": model["id"], "purpose": "DOCUMENT" }),
    )
    .await;
    let second_answer = finished(
        &app,
        &admin,
        &second["chatRoom"]["id"],
        &second["answer"]["id"],
    )
    .await;
    let input = json!({ "input": { "messageId": second_answer["id"], "title": "Second" } });
    let (a, b) = tokio::join!(
        app.gql(Some(&admin), SAVE, input.clone()),
        app.gql(Some(&admin), SAVE, input.clone())
    );
    let codes = [a.error_code(), b.error_code()];
    assert_eq!(
        codes.iter().filter(|c| c.is_none()).count(),
        1,
        "exactly one save made the document: {codes:?}"
    );
    assert!(
        codes.contains(&Some("204.C001.007".to_owned())),
        "{codes:?}"
    );

    // The generations are found again, newest first, each with the document it became. The
    // room records a save before the document is created, and `savedDocument` is read from the
    // documents' read model, which a loaded machine can bring a moment later than the answer
    // to the save (the read-your-writes wait is bounded): ask until it is there.
    let mut generations = Value::Null;
    for _ in 0..50 {
        generations = app
            .gql(Some(&admin), GENERATIONS, json!({}))
            .await
            .data("/chatRooms/edges");
        if generations[0]["node"]["savedDocument"]["id"].is_string() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let generations = generations.as_array().unwrap();
    assert_eq!(generations.len(), 2);
    assert_eq!(generations[1]["node"]["id"], room);
    assert_eq!(generations[1]["node"]["savedDocument"]["id"], saved["id"]);
    assert_eq!(generations[1]["node"]["savedDocument"]["title"], "Guide");
    let answered = generations[1]["node"]["messages"]["edges"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["node"]["author"] == "AI")
        .unwrap()["node"]
        .clone();
    assert_eq!(answered["saved"], true);
    assert_eq!(answered["savedDocument"]["id"], saved["id"]);
    assert!(generations[0]["node"]["savedDocument"]["id"].is_string());

    // Auditors read the save in Japanese; the read models equal a fresh replay.
    let labels = app.history_labels_in(&admin, &room, "ja").await.join(" | ");
    assert!(labels.contains("ドキュメントとして保存"), "{labels}");
    assert!(labels.contains("保存を取り消し"), "{labels}");
    let tables = [("chat_rooms", "room_id"), ("chat_messages", "message_id")];
    let before = app.table_rows(&tables).await;
    app.rebuild("chats").await;
    assert_eq!(before, app.table_rows(&tables).await);
}

#[tokio::test]
async fn a_room_updates_live_its_history_reads_in_japanese_and_the_read_models_equal_a_replay() {
    let llm = LoopbackLlm::start().await;
    llm.script("m", Script::text("Sure.", Duration::ZERO));
    let app = app_with(&llm, |_| {}).await;
    let admin = app.admin_token().await;
    let model = model(&app, &admin, "local", "m", vec![]).await;
    let started = start(
        &app,
        &admin,
        json!({ "message": "Hello", "aiModelId": model["id"] }),
    )
    .await;
    let room = started["chatRoom"]["id"].clone();
    finished(&app, &admin, &room, &started["answer"]["id"]).await;

    let mut ws = Subscription::connect(&app.ws_url(), json!({ "accessToken": admin }))
        .await
        .unwrap();
    ws.subscribe(
        "room",
        "subscription($id: ID!) { chatRoomChanged(id: $id) { kind message { id author status text } } }",
        json!({ "id": room }),
    )
    .await;
    ws.subscribe(
        "rooms",
        "subscription { chatRoomsChanged { kind chatRoom { id title } } }",
        json!({}),
    )
    .await;
    // The subscriptions must be in place before the change, however slow the machine: the
    // room is renamed until the list hears it. Both operations were started by the server in
    // the same turn, and each listens before it reads the room, so `room` hears from here on.
    ws.until_heard("rooms", |n| {
        let (app, admin, room) = (&app, &admin, &room);
        async move {
            app.gql(
                Some(admin),
                "mutation($input: RenameChatRoomInput!) { renameChatRoom(input: $input) { chatRoom { title } } }",
                json!({ "input": { "id": room, "title": format!("Probe {n}") } }),
            )
            .await
            .data("/renameChatRoom/chatRoom");
        }
    })
    .await;
    // Sent from another tab.
    let sent = app
        .gql(
            Some(&admin),
            "mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { message { id } answer { id } } }",
            json!({ "input": { "roomId": room, "message": "And again" } }),
        )
        .await
        .data("/sendChatMessage");
    // The answer is waited for in the read model first: under load it can take longer than
    // any fixed wait for its notices, and once it is there only their delivery is timed.
    finished(&app, &admin, &room, &sent["answer"]["id"]).await;
    // Each notice makes the room read the messages changed since the last one it told, so
    // under load one read can find the answer already complete: its started state is then
    // never sent, and the room's changes are two or three. They are read until the answer's
    // final state.
    let answered = |c: &Value| {
        c["message"]["id"] == sent["answer"]["id"]
            && c["message"]["status"] == "COMPLETED"
            && c["message"]["text"] == "Sure."
    };
    let mut seen: Vec<Value> = Vec::new();
    while !seen.iter().any(answered) {
        let Some(change) = ws.next_data("room", Duration::from_secs(10)).await else {
            let rows = app
                .table_rows(&[("chat_rooms", "room_id"), ("chat_messages", "message_id")])
                .await;
            panic!(
                "no room change after {seen:?}; pending {:?}; rows {rows:?}",
                ws.pending()
            );
        };
        seen.push(change["data"]["chatRoomChanged"].clone());
    }
    assert_eq!(seen[0]["message"]["id"], sent["message"]["id"]);
    assert_eq!(seen[0]["kind"], "CREATED");
    let listed = ws
        .next_data("rooms", Duration::from_secs(10))
        .await
        .unwrap();
    assert_eq!(listed["data"]["chatRoomsChanged"]["chatRoom"]["id"], room);

    app.gql(
        Some(&admin),
        "mutation($input: RenameChatRoomInput!) { renameChatRoom(input: $input) { chatRoom { title } } }",
        json!({ "input": { "id": room, "title": "Greetings" } }),
    )
    .await
    .data("/renameChatRoom/chatRoom");
    let labels = app.history_labels_in(&admin, &room, "ja").await;
    for label in [
        "チャットを開始",
        "メッセージを送信",
        "AIが回答",
        "名前を変更",
    ] {
        assert!(labels.iter().any(|l| l == label), "{label} in {labels:?}");
    }

    // A long conversation opens at its end and pages back.
    let page = "query($id: ID!, $before: String) { node(id: $id) { ... on ChatRoom {
      messages(last: 2, before: $before) { edges { node { text } } pageInfo { hasPreviousPage hasNextPage startCursor } } } } }";
    let newest = app
        .gql(Some(&admin), page, json!({ "id": room }))
        .await
        .data("/node/messages");
    assert_eq!(newest["edges"][0]["node"]["text"], "And again");
    assert_eq!(newest["edges"][1]["node"]["text"], "Sure.");
    assert_eq!(newest["pageInfo"]["hasPreviousPage"], true);
    assert_eq!(newest["pageInfo"]["hasNextPage"], false);
    let older = app
        .gql(
            Some(&admin),
            page,
            json!({ "id": room, "before": newest["pageInfo"]["startCursor"] }),
        )
        .await
        .data("/node/messages");
    assert_eq!(older["edges"][0]["node"]["text"], "Hello");
    assert_eq!(older["pageInfo"]["hasPreviousPage"], false);
    assert_eq!(older["pageInfo"]["hasNextPage"], true);

    let tables = [
        ("ai_models", "model_id"),
        ("chat_rooms", "room_id"),
        ("chat_messages", "message_id"),
    ];
    let before = app.table_rows(&tables).await;
    assert!(
        before
            .iter()
            .any(|(t, rows)| t == "chat_messages" && rows.len() == 4)
    );
    app.rebuild("ai").await;
    app.rebuild("chats").await;
    assert_eq!(before, app.table_rows(&tables).await);
}

/// Issue 35: a room's owner deletes it to the trash, with its messages, and restores it as it
/// was; not while an answer is being written (stopped first). Chats are private: another staff
/// member neither deletes, restores nor sees it in their trash, nor does an admin see its title
/// there. History reads the two in Japanese; the read models and the trash equal a replay.
#[tokio::test]
async fn an_owner_deletes_a_room_with_its_messages_and_restores_it_as_it_was() {
    const TRASH: &str = "query { trash(types: [\"ChatRoom\"]) { totalCount edges { node { entityId title typeName } } } }";
    let llm = LoopbackLlm::start().await;
    llm.script("slow", Script::text(FULL_TEXT, Duration::from_millis(150)));
    let app = app_with(&llm, |_| {}).await;
    let admin = app.admin_token().await;
    let model = model(&app, &admin, "local", "slow", vec![]).await;
    let staff_role = staff_role(&app, &admin).await;
    for (name, email) in [
        ("Ada Staff", "ada@staffhub.test"),
        ("Cy Staff", "cy@staffhub.test"),
    ] {
        app.create_employee(name, email, "a password 1", vec![staff_role as i32])
            .await;
    }
    let ada = app.sign_in("ada@staffhub.test", "a password 1").await;
    let cy = app.sign_in("cy@staffhub.test", "a password 1").await;
    let started = start(
        &app,
        &ada,
        json!({ "message": "Plan the offsite", "aiModelId": model["id"] }),
    )
    .await;
    let room = started["chatRoom"]["id"].clone();
    let listed = |token: String| {
        let app = &app;
        async move {
            app.gql(Some(&token), "{ chatRooms { totalCount } }", json!({}))
                .await
                .data("/chatRooms/totalCount")
        }
    };
    let node = "query($id: ID!) { node(id: $id) { ... on ChatRoom { id title answering } } }";

    // Not while its answer is being written: stopped first, then deleted.
    let streaming = app.delete_node(&ada, &room).await;
    assert_eq!(streaming.error_code().as_deref(), Some("204.C001.003"));
    app.gql(
        Some(&ada),
        "mutation($input: StopChatAnswerInput!) { stopChatAnswer(input: $input) { answer { status } } }",
        json!({ "input": { "messageId": started["answer"]["id"] } }),
    )
    .await
    .data("/stopChatAnswer/answer");
    let before_messages = messages(&app, &ada, &room).await;
    assert_eq!(before_messages.len(), 2);
    let before = app
        .gql(Some(&ada), node, json!({ "id": room }))
        .await
        .data("/node");

    // Another staff member's room reads as not found to them.
    let theirs = app.delete_node(&cy, &room).await;
    assert_eq!(theirs.error_code().as_deref(), Some("204.C001.001"));

    app.delete_node(&ada, &room).await.data("/deleteNode");
    assert_eq!(listed(ada.clone()).await, 0);
    let gone = app.gql(Some(&ada), node, json!({ "id": room })).await;
    assert!(gone.body["data"]["node"].is_null(), "{:?}", gone.body);
    let send = app
        .gql(
            Some(&ada),
            "mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { message { id } } }",
            json!({ "input": { "roomId": room, "message": "hello", "aiModelId": model["id"] } }),
        )
        .await;
    assert_eq!(send.error_code().as_deref(), Some("204.C001.001"));
    let rename = app
        .gql(
            Some(&ada),
            "mutation($input: RenameChatRoomInput!) { renameChatRoom(input: $input) { chatRoom { title } } }",
            json!({ "input": { "id": room, "title": "Renamed" } }),
        )
        .await;
    assert_eq!(rename.error_code().as_deref(), Some("204.C001.001"));

    // In its owner's trash only: not another staff member's, not an admin's.
    let trash = app.gql(Some(&ada), TRASH, json!({})).await.data("/trash");
    assert_eq!(trash["totalCount"], 1, "{trash}");
    assert_eq!(trash["edges"][0]["node"]["title"], "Plan the offsite");
    assert_eq!(trash["edges"][0]["node"]["typeName"], "ChatRoom");
    assert_eq!(trash["edges"][0]["node"]["entityId"], room);
    for other in [&cy, &admin] {
        let seen = app
            .gql(Some(other), TRASH, json!({}))
            .await
            .data("/trash/totalCount");
        assert_eq!(seen, 0, "a chat's title is its owner's");
        let restore = app.restore_node(other, &room).await;
        assert_eq!(restore.error_code().as_deref(), Some("204.X000.007"));
    }
    let again = app.delete_node(&ada, &room).await;
    assert_eq!(again.error_code().as_deref(), Some("204.C001.001"));

    // Back as it was, with its messages.
    let restored = app.restore_node(&ada, &room).await.data("/restoreNode");
    assert_eq!(restored["restoredId"], room);
    assert_eq!(listed(ada.clone()).await, 1);
    assert_eq!(listed(cy.clone()).await, 0);
    let after = app
        .gql(Some(&ada), node, json!({ "id": room }))
        .await
        .data("/node");
    assert_eq!(after, before);
    assert_eq!(messages(&app, &ada, &room).await, before_messages);
    let not_deleted = app.restore_node(&ada, &room).await;
    assert_eq!(not_deleted.error_code().as_deref(), Some("204.X000.007"));

    let labels = app.history_labels_in(&ada, &room, "ja").await;
    assert_eq!(labels[labels.len() - 2..], ["削除", "復元"], "{labels:?}");

    // Deleted again from another tab: the owner's list hears it leave, though its row is gone.
    let mut ws = Subscription::connect(&app.ws_url(), json!({ "accessToken": ada }))
        .await
        .unwrap();
    ws.subscribe(
        "rooms",
        "subscription { chatRoomsChanged { kind id matches chatRoom { id } } }",
        json!({}),
    )
    .await;
    ws.until_heard("rooms", |n| {
        let (app, ada, room) = (&app, &ada, &room);
        async move {
            app.gql(
                Some(ada),
                "mutation($input: RenameChatRoomInput!) { renameChatRoom(input: $input) { chatRoom { title } } }",
                json!({ "input": { "id": room, "title": format!("Probe {n}") } }),
            )
            .await
            .data("/renameChatRoom/chatRoom");
        }
    })
    .await;
    app.delete_node(&ada, &room).await.data("/deleteNode");
    let left = ws
        .next_data("rooms", Duration::from_secs(10))
        .await
        .expect("the deletion heard")["data"]["chatRoomsChanged"]
        .clone();
    assert_eq!(left["kind"], "DELETED", "{left}");
    assert_eq!(left["id"], room);
    assert_eq!(left["matches"], false, "a deleted room leaves the list");
    assert_eq!(left["chatRoom"], Value::Null);

    // The read models with their trash replayed.
    let tables = [
        ("chat_rooms", "room_id"),
        ("chat_messages", "message_id"),
        ("chat_room_trash", "entity_id"),
    ];
    let before = app.table_rows(&tables).await;
    assert!(
        before
            .iter()
            .any(|(t, rows)| t == "chat_room_trash" && rows.len() == 1)
    );
    app.rebuild("chats").await;
    assert_eq!(before, app.table_rows(&tables).await);
}

/// The next `chatRoomsChanged` on `id` that `wanted` accepts, within 20 s.
async fn next_room_change(
    ws: &mut Subscription,
    id: &str,
    wanted: impl Fn(&Value) -> bool,
) -> Value {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    let mut seen = Vec::new();
    loop {
        let left = deadline.saturating_duration_since(tokio::time::Instant::now());
        let Some(message) = ws.next_data(id, left).await else {
            panic!("no matching chatRoomsChanged on {id}; saw {seen:?}");
        };
        let change = message["data"]["chatRoomsChanged"].clone();
        if wanted(&change) {
            return change;
        }
        seen.push(change);
    }
}

#[tokio::test]
async fn a_live_chat_list_is_told_by_the_lists_own_sql_whether_a_room_is_in_it_and_never_of_others_rooms()
 {
    let llm = LoopbackLlm::start().await;
    llm.script("fast", Script::text(FULL_TEXT, Duration::ZERO));
    let app = app_with(&llm, |_| {}).await;
    let admin = app.admin_token().await;
    let model = model(&app, &admin, "local", "fast", vec![]).await;
    let staff_role = staff_role(&app, &admin).await;
    for (name, email) in [
        ("Ada Staff", "ada@staffhub.test"),
        ("Cy Staff", "cy@staffhub.test"),
    ] {
        app.create_employee(name, email, "a password 1", vec![staff_role as i32])
            .await;
    }
    let ada = app.sign_in("ada@staffhub.test", "a password 1").await;
    let cy = app.sign_in("cy@staffhub.test", "a password 1").await;
    let ada_room = start(
        &app,
        &ada,
        json!({ "message": "Plan the offsite", "aiModelId": model["id"] }),
    )
    .await["chatRoom"]["id"]
        .clone();
    let cy_room = start(
        &app,
        &cy,
        json!({ "message": "Draft the memo", "aiModelId": model["id"] }),
    )
    .await["chatRoom"]["id"]
        .clone();
    let rename = |token: String, room: Value, title: String| {
        let app = &app;
        async move {
            app.gql(
                Some(&token),
                "mutation($input: RenameChatRoomInput!) { renameChatRoom(input: $input) { chatRoom { title } } }",
                json!({ "input": { "id": room, "title": title } }),
            )
            .await
            .data("/renameChatRoom/chatRoom");
        }
    };
    const CHANGED: &str = "subscription($filter: ChatRoomFilter) {
       chatRoomsChanged(filter: $filter) { kind id matches chatRoom { id title } } }";
    let mut ada_ws = Subscription::connect(&app.ws_url(), json!({ "accessToken": ada }))
        .await
        .unwrap();
    ada_ws
        .subscribe(
            "offsite",
            CHANGED,
            json!({ "filter": { "keyword": "offsite" } }),
        )
        .await;
    let mut cy_ws = Subscription::connect(&app.ws_url(), json!({ "accessToken": cy }))
        .await
        .unwrap();
    cy_ws.subscribe("all", CHANGED, json!({})).await;
    // Each subscription is live once it hears its owner rename a room of theirs.
    ada_ws
        .until_heard("offsite", |n| {
            rename(ada.clone(), ada_room.clone(), format!("Offsite plan {n}"))
        })
        .await;
    cy_ws
        .until_heard("all", |n| {
            rename(cy.clone(), cy_room.clone(), format!("Memo {n}"))
        })
        .await;

    // Renamed away from the keyword: told, and out of the list; back: in it again.
    rename(ada.clone(), ada_room.clone(), "Budget review".into()).await;
    let out = next_room_change(&mut ada_ws, "offsite", |c| {
        c["chatRoom"]["title"] == "Budget review"
    })
    .await;
    assert_eq!(
        (out["kind"].as_str(), &out["id"]),
        (Some("UPDATED"), &ada_room)
    );
    assert_eq!(out["matches"], false, "{out}");
    rename(ada.clone(), ada_room.clone(), "Offsite agenda".into()).await;
    let back = next_room_change(&mut ada_ws, "offsite", |c| {
        c["chatRoom"]["title"] == "Offsite agenda"
    })
    .await;
    assert_eq!(back["matches"], true, "{back}");
    let listed = app
        .gql(
            Some(&ada),
            "{ chatRooms(filter: { keyword: \"offsite\" }) { edges { node { id } } } }",
            json!({}),
        )
        .await
        .data("/chatRooms/edges");
    assert_eq!(
        listed.as_array().unwrap().len(),
        1,
        "the list agrees: {listed}"
    );

    // Cy heard none of it, not even an id: chats are private. Cy's own rename is heard after
    // Ada's changes, so anything of Ada's would have arrived before it.
    rename(cy.clone(), cy_room.clone(), "Memo final".into()).await;
    let mut heard = Vec::new();
    loop {
        let change = next_room_change(&mut cy_ws, "all", |_| true).await;
        heard.push(change["id"].clone());
        if change["chatRoom"]["title"] == "Memo final" {
            break;
        }
    }
    assert!(heard.iter().all(|id| *id == cy_room), "{heard:?}");
}
