//! AI models and agents (issue 18), through the real server: who may register models and
//! agent roles, every agent rule with its code, the documents an agent knows limited to what
//! its author may read, an answer recording the exact agent version that wrote it (and that
//! version's instruction reaching the provider), live lists, history in Japanese, and the read
//! models equal to a fresh replay.

use std::time::Duration;

use serde_json::{Value, json};
use staffhub_tests::llm::{LoopbackLlm, Script};
use staffhub_tests::{Subscription, TestApp, spawn_app_with};

use super::chats::{model, staff_role, tool_id};

async fn app(llm: &LoopbackLlm) -> TestApp {
    let providers = format!("local=openai:{}/v1", llm.base_url());
    spawn_app_with(move |config| {
        config.ai.providers = staffhub_api::ai::parse_providers(&providers, |_| None).unwrap();
    })
    .await
}

async fn role(app: &TestApp, token: &str, name: &str, category: i32) -> Value {
    app.gql(
        Some(token),
        "mutation($input: CreateAgentRoleInput!) { createAgentRole(input: $input) { agentRole { id name roleCategoryId } } }",
        json!({ "input": { "name": name, "roleCategoryId": category } }),
    )
    .await
    .data("/createAgentRole/agentRole")
}

const CREATE: &str = "mutation($input: CreateAgentInput!) { createAgent(input: $input) { agent {
  id name instruction emotionalLevel version archived role { id name roleCategoryId agentCount }
  defaultAiModel { id } defaultAiTools { key } documents { id } restrictedDocumentCount tags { id } } } }";

#[tokio::test]
async fn admins_register_models_staff_read_them_and_providers_never_show_their_keys() {
    let llm = LoopbackLlm::start().await;
    let providers = format!("claude=anthropic:{}", llm.base_url());
    let app = spawn_app_with(move |config| {
        config.ai.providers =
            staffhub_api::ai::parse_providers(&providers, |_| Some("sk-secret-1".into())).unwrap();
    })
    .await;
    let admin = app.admin_token().await;
    let support = staff_role(&app, &admin).await;
    app.create_employee(
        "Sam Staff",
        "sam@staffhub.test",
        "sam password 1",
        vec![support as i32],
    )
    .await;
    let sam = app.sign_in("sam@staffhub.test", "sam password 1").await;

    let providers = app
        .gql(
            Some(&sam),
            "{ aiProviders { name kind baseUrl hasKey } }",
            json!({}),
        )
        .await;
    assert_eq!(
        providers.data("/aiProviders"),
        json!([{ "name": "claude", "kind": "ANTHROPIC", "baseUrl": llm.base_url(), "hasKey": true }])
    );
    assert!(!providers.body.to_string().contains("sk-secret-1"));
    let ja_tools = app
        .gql_with_headers(
            Some(&sam),
            "{ aiTools { key name } }",
            json!({}),
            &[("accept-language", "ja")],
        )
        .await
        .data("/aiTools");
    assert_eq!(
        ja_tools[1],
        json!({ "key": "list_my_tasks", "name": "自分のタスク一覧" })
    );

    let create = "mutation($input: CreateAiModelInput!) { createAiModel(input: $input) { aiModel { id displayName version tools { key } } } }";
    let refused = app
        .gql(
            Some(&sam),
            create,
            json!({ "input": { "provider": "claude", "modelName": "x", "displayName": "X" } }),
        )
        .await;
    assert_eq!(refused.error_code().as_deref(), Some("102.X000.002"));
    let tasks = tool_id(&app, &admin, "list_my_tasks").await;
    let created = app
        .gql(
            Some(&admin),
            create,
            json!({ "input": { "provider": "claude", "modelName": "claude-sonnet-4-5", "displayName": "Claude Sonnet", "toolIds": [tasks] } }),
        )
        .await
        .data("/createAiModel/aiModel");
    assert_eq!(created["tools"], json!([{ "key": "list_my_tasks" }]));
    for (input, code) in [
        (
            json!({ "provider": "claude", "modelName": "has space", "displayName": "Y" }),
            "203.Y001.003",
        ),
        (
            json!({ "provider": "Bad Name!", "modelName": "m", "displayName": "Z" }),
            "203.Y001.002",
        ),
        (
            json!({ "provider": "claude", "modelName": "m", "displayName": "W", "maxTokens": 0 }),
            "203.Y001.004",
        ),
        (
            json!({ "provider": "claude", "modelName": "m", "displayName": "V", "toolIds": ["bm9wZQ"] }),
            "203.Y001.001",
        ),
        (
            json!({ "provider": "claude", "modelName": "m", "displayName": "claude sonnet" }),
            "204.X000.005",
        ),
    ] {
        let response = app
            .gql(Some(&admin), create, json!({ "input": input }))
            .await;
        assert_eq!(response.error_code().as_deref(), Some(code), "{input}");
    }
    let set = "mutation($input: SetAiModelEnabledInput!) { setAiModelEnabled(input: $input) { aiModel { enabled } } }";
    let same = app
        .gql(
            Some(&admin),
            set,
            json!({ "input": { "id": created["id"], "enabled": true } }),
        )
        .await;
    assert_eq!(same.error_code().as_deref(), Some("204.X000.002"));
    let listed = app
        .gql(Some(&sam), "{ aiModels(filter: { keyword: \"sonnet\" }) { totalCount edges { node { modelName providerConfigured } } } }", json!({}))
        .await
        .data("/aiModels");
    assert_eq!(listed["totalCount"], 1);
    assert_eq!(listed["edges"][0]["node"]["providerConfigured"], true);
}

#[tokio::test]
async fn an_agent_keeps_every_rule_and_knows_only_documents_its_author_may_read() {
    let llm = LoopbackLlm::start().await;
    let app = app(&llm).await;
    let admin = app.admin_token().await;
    let tasks = tool_id(&app, &admin, "list_my_tasks").await;
    let draft = tool_id(&app, &admin, "draft_task").await;
    let chat = model(&app, &admin, "local", "m1", vec![tasks.clone()]).await;
    let analyst = role(&app, &admin, "Analyst", 2).await;
    let support = staff_role(&app, &admin).await;
    app.create_employee(
        "Sam Staff",
        "sam@staffhub.test",
        "sam password 1",
        vec![support as i32],
    )
    .await;
    let sam = app.sign_in("sam@staffhub.test", "sam password 1").await;

    // Agent roles are management's.
    let refused = app
        .gql(
            Some(&sam),
            "mutation($input: CreateAgentRoleInput!) { createAgentRole(input: $input) { agentRole { id } } }",
            json!({ "input": { "name": "Mine", "roleCategoryId": 1 } }),
        )
        .await;
    assert_eq!(refused.error_code().as_deref(), Some("102.X000.002"));
    let no_category = app
        .gql(
            Some(&admin),
            "mutation($input: CreateAgentRoleInput!) { createAgentRole(input: $input) { agentRole { id } } }",
            json!({ "input": { "name": "Odd", "roleCategoryId": 7 } }),
        )
        .await;
    assert_eq!(no_category.error_code().as_deref(), Some("204.M001.006"));

    // A document only admins may read (a draft of the admin's), and one everyone reads.
    let secret = app
        .gql(
            Some(&admin),
            "mutation($input: CreateDocumentInput!) { createDocument(input: $input) { document { id } } }",
            json!({ "input": { "title": "Salaries", "body": "…", "statusId": 3 } }),
        )
        .await
        .data("/createDocument/document/id");

    let base = json!({ "name": "Report writer", "instruction": "Write crisp weekly reports.",
        "roleId": analyst["id"], "emotionalLevel": 2, "defaultAiModelId": chat["id"],
        "defaultAiToolIds": [tasks] });
    let with = |patch: Value| {
        let mut input = base.clone();
        for (k, v) in patch.as_object().unwrap() {
            input[k] = v.clone();
        }
        input
    };
    for (patch, code) in [
        (json!({ "name": " " }), "203.M001.001"),
        (json!({ "instruction": "" }), "203.K001.001"),
        (json!({ "emotionalLevel": 9 }), "203.K001.003"),
        (json!({ "roleId": chat["id"] }), "204.K001.002"),
        (json!({ "defaultAiToolIds": [draft] }), "204.Y001.002"),
        (json!({ "defaultAiToolIds": ["bm9wZQ"] }), "203.Y001.001"),
        (json!({ "defaultAiModelId": null }), "204.Y001.002"),
        (json!({ "documentIds": [secret] }), "102.D001.001"),
        (
            json!({ "documentIds": [staffhub_api::graphql::ids::encode("Document", uuid::Uuid::now_v7()).to_string()] }),
            "204.D001.012",
        ),
    ] {
        let response = app
            .gql(Some(&sam), CREATE, json!({ "input": with(patch.clone()) }))
            .await;
        assert_eq!(response.error_code().as_deref(), Some(code), "{patch}");
    }
    let agent = app
        .gql(Some(&sam), CREATE, json!({ "input": base }))
        .await
        .data("/createAgent/agent");
    assert_eq!(agent["role"]["name"], "Analyst");
    assert_eq!(agent["role"]["agentCount"], 1);
    assert_eq!(agent["defaultAiTools"], json!([{ "key": "list_my_tasks" }]));
    assert_eq!(agent["version"], 1);

    // The admin adds the secret document: Sam sees the agent knows one document he may not read.
    let update = "mutation($input: UpdateAgentInput!) { updateAgent(input: $input) { agent { id version documents { id } restrictedDocumentCount } } }";
    let mut edit = base.clone();
    edit["id"] = agent["id"].clone();
    edit["description"] = json!("");
    edit["documentIds"] = json!([secret]);
    edit["tagIds"] = json!([]);
    edit["expectedVersion"] = json!(1);
    let updated = app
        .gql(Some(&admin), update, json!({ "input": edit }))
        .await
        .data("/updateAgent/agent");
    assert_eq!(updated["version"], 2);
    let seen_by_sam = app
        .gql(
            Some(&sam),
            "query($id: ID!) { node(id: $id) { ... on Agent { documents { id } restrictedDocumentCount } } }",
            json!({ "id": agent["id"] }),
        )
        .await
        .data("/node");
    assert_eq!(
        seen_by_sam,
        json!({ "documents": [], "restrictedDocumentCount": 1 })
    );
    let mut stale_edit = edit.clone();
    stale_edit["documentIds"] = json!([]);
    let stale = app
        .gql(Some(&sam), update, json!({ "input": stale_edit }))
        .await;
    assert_eq!(stale.error_code().as_deref(), Some("204.X000.004"));
    edit["expectedVersion"] = json!(2);
    let unchanged = app
        .gql(Some(&admin), update, json!({ "input": edit }))
        .await;
    assert_eq!(unchanged.error_code().as_deref(), Some("204.X000.006"));

    let archive = "mutation($input: ArchiveAgentInput!) { archiveAgent(input: $input) { agent { archived } } }";
    let archived = app
        .gql(
            Some(&sam),
            archive,
            json!({ "input": { "id": agent["id"], "archived": true } }),
        )
        .await
        .data("/archiveAgent/agent/archived");
    assert_eq!(archived, true);
    let again = app
        .gql(
            Some(&sam),
            archive,
            json!({ "input": { "id": agent["id"], "archived": true } }),
        )
        .await;
    assert_eq!(again.error_code().as_deref(), Some("204.K001.004"));
    let listed = app
        .gql(
            Some(&sam),
            "{ agents { totalCount } all: agents(filter: { archived: null }) { totalCount } }",
            json!({}),
        )
        .await;
    assert_eq!(listed.data("/agents/totalCount"), 0);
    assert_eq!(listed.data("/all/totalCount"), 1);
    edit["expectedVersion"] = json!(3);
    edit["name"] = json!("Renamed");
    let archived_edit = app
        .gql(Some(&admin), update, json!({ "input": edit }))
        .await;
    assert_eq!(archived_edit.error_code().as_deref(), Some("204.K001.003"));
    let chat_with_archived = app
        .gql(
            Some(&sam),
            "mutation($input: StartChatInput!) { startChat(input: $input) { chatRoom { id } } }",
            json!({ "input": { "message": "hi", "agentId": agent["id"] } }),
        )
        .await;
    assert_eq!(
        chat_with_archived.error_code().as_deref(),
        Some("204.K001.003")
    );
}

#[tokio::test]
async fn an_answer_records_the_agent_version_that_wrote_it_and_that_version_instructs_the_model() {
    let llm = LoopbackLlm::start().await;
    llm.script("m1", Script::text("Noted.", Duration::ZERO));
    let app = app(&llm).await;
    let admin = app.admin_token().await;
    let chat = model(&app, &admin, "local", "m1", vec![]).await;
    let analyst = role(&app, &admin, "アナリスト", 1).await;

    let mut ws = Subscription::connect(&app.ws_url(), json!({ "accessToken": admin }))
        .await
        .unwrap();
    ws.subscribe(
        "agents",
        "subscription { agentsChanged { kind agent { id name } } }",
        json!({}),
    )
    .await;
    // The subscriptions must be in place before the change (a loaded CI machine is slow).
    tokio::time::sleep(Duration::from_millis(1000)).await;
    let agent = app
        .gql(
            Some(&admin),
            CREATE,
            json!({ "input": { "name": "週報ライター", "instruction": "Version one: be brief.",
                "roleId": analyst["id"], "defaultAiModelId": chat["id"] } }),
        )
        .await
        .data("/createAgent/agent");
    let live = ws
        .next_data("agents", Duration::from_secs(10))
        .await
        .unwrap();
    assert_eq!(live["data"]["agentsChanged"]["agent"]["id"], agent["id"]);
    assert_eq!(live["data"]["agentsChanged"]["kind"], "CREATED");

    let start = "mutation($input: StartChatInput!) { startChat(input: $input) { chatRoom { id } answer { id agentVersion aiModel { id } } } }";
    let first = app
        .gql(
            Some(&admin),
            start,
            json!({ "input": { "message": "hello", "agentId": agent["id"] } }),
        )
        .await
        .data("/startChat");
    assert_eq!(first["answer"]["agentVersion"], 1);
    assert_eq!(
        first["answer"]["aiModel"]["id"], chat["id"],
        "the agent's default model"
    );
    app.gql(
        Some(&admin),
        "mutation($input: UpdateAgentInput!) { updateAgent(input: $input) { agent { version } } }",
        json!({ "input": { "id": agent["id"], "name": "週報ライター", "description": "",
            "instruction": "Version two: be thorough.", "roleId": analyst["id"], "emotionalLevel": 3,
            "defaultAiModelId": chat["id"], "defaultAiToolIds": [], "documentIds": [], "tagIds": [] } }),
    )
    .await
    .data("/updateAgent/agent");
    let second = app
        .gql(
            Some(&admin),
            start,
            json!({ "input": { "message": "hello again", "agentId": agent["id"] } }),
        )
        .await
        .data("/startChat");
    assert_eq!(second["answer"]["agentVersion"], 2);
    for _ in 0..100 {
        if llm.requests_for("m1").len() == 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let systems: Vec<String> = llm
        .requests_for("m1")
        .iter()
        .map(|r| r.system().unwrap_or_default())
        .collect();
    assert!(systems[0].contains("Version one: be brief."), "{systems:?}");
    assert!(
        systems[1].contains("Version two: be thorough."),
        "{systems:?}"
    );
    assert!(
        systems[1].contains("アナリスト (management)"),
        "{systems:?}"
    );

    let labels = app
        .history_labels_in(&admin, &agent["id"], "ja")
        .await
        .join(" | ");
    assert!(
        labels.contains("エージェントを作成") && labels.contains("編集"),
        "{labels}"
    );

    let tables = [("agent_roles", "role_id"), ("agents", "agent_id")];
    let before = app.table_rows(&tables).await;
    app.rebuild("agents").await;
    assert_eq!(before, app.table_rows(&tables).await);
}

#[tokio::test]
async fn a_live_agent_list_is_told_by_the_lists_own_sql_whether_a_changed_agent_is_in_it() {
    let llm = LoopbackLlm::start().await;
    let app = app(&llm).await;
    let admin = app.admin_token().await;
    let writer = role(&app, &admin, "Writer", 2).await;
    let mut ws = Subscription::connect(&app.ws_url(), json!({ "accessToken": admin }))
        .await
        .unwrap();
    // Agents in use whose name or description holds the keyword, case aside.
    ws.subscribe(
        "a",
        "subscription($filter: AgentFilter) {
           agentsChanged(filter: $filter) { kind id matches agent { name archived } } }",
        json!({ "filter": { "keyword": "herald" } }),
    )
    .await;
    let mut heard = None;
    for i in 0..20 {
        let agent = app
            .gql(
                Some(&admin),
                CREATE,
                json!({ "input": { "name": format!("HERALD {i}"), "instruction": "Announce.",
                    "roleId": writer["id"] } }),
            )
            .await
            .data("/createAgent/agent");
        if let Some(next) = ws.next_data("a", Duration::from_millis(500)).await {
            heard = Some((agent, next));
            break;
        }
    }
    let (herald, first) = heard.expect("the subscription is live");
    assert!(
        first["data"]["agentsChanged"].is_object(),
        "a notice, not an error: {first}"
    );
    let first = first["data"]["agentsChanged"].clone();
    assert_eq!(first["kind"], "CREATED");
    assert_eq!(first["id"], herald["id"]);
    assert_eq!(first["matches"], true, "{first}");
    while ws
        .next_data("a", Duration::from_millis(200))
        .await
        .is_some()
    {}

    let clerk = app
        .gql(
            Some(&admin),
            CREATE,
            json!({ "input": { "name": "Clerk", "instruction": "File.", "roleId": writer["id"] } }),
        )
        .await
        .data("/createAgent/agent");
    let told = ws.notice_about("a", "agentsChanged", &clerk["id"]).await;
    assert_eq!(told["matches"], false, "not in the list: {told}");
    assert_eq!(told["agent"]["name"], "Clerk");

    // Archived: it leaves the list of agents in use.
    app.gql(
        Some(&admin),
        "mutation($input: ArchiveAgentInput!) { archiveAgent(input: $input) { agent { archived } } }",
        json!({ "input": { "id": herald["id"], "archived": true } }),
    )
    .await
    .data("/archiveAgent/agent/archived");
    let archived = ws.notice_about("a", "agentsChanged", &herald["id"]).await;
    assert_eq!(archived["kind"], "UPDATED");
    assert_eq!(archived["matches"], false, "archived: {archived}");
    assert_eq!(archived["agent"]["archived"], true);

    // The keyword in its description: it joins, as the list finds it there too.
    app.gql(
        Some(&admin),
        "mutation($input: UpdateAgentInput!) { updateAgent(input: $input) { agent { version } } }",
        json!({ "input": { "id": clerk["id"], "name": "Clerk", "description": "The office herald",
            "instruction": "File.", "roleId": writer["id"], "emotionalLevel": 3,
            "defaultAiToolIds": [], "documentIds": [], "tagIds": [] } }),
    )
    .await
    .data("/updateAgent/agent/version");
    let joined = ws.notice_about("a", "agentsChanged", &clerk["id"]).await;
    assert_eq!(joined["kind"], "UPDATED");
    assert_eq!(joined["matches"], true, "its description matches: {joined}");
}

/// Issue 35: Management deletes an agent role to the trash once no agent has it, archived ones
/// included, and the refusal counts them (`201.K001.001`, in ja too); a deleted role leaves the
/// roles and no new agent takes it; its name is free while it waits, so a restore is refused while
/// another role holds it; staff may neither delete nor restore one; history labels both apart
/// from an agent's un-archiving; and the read model with its trash equals a fresh replay.
#[tokio::test]
async fn an_agent_role_goes_to_the_trash_and_back_only_when_no_agent_has_it() {
    const ROLES: &str = "{ agentRoles { id name } }";
    const TRASH: &str = "query { trash(types: [\"AgentRole\"]) {
      totalCount edges { node { entityId typeName title } } } }";
    const ARCHIVE: &str = "mutation($input: ArchiveAgentInput!) { archiveAgent(input: $input) { agent { archived } } }";
    const UPDATE_ROLE: &str = "mutation($input: UpdateAgentRoleInput!) { updateAgentRole(input: $input) { agentRole { id name } } }";
    let llm = LoopbackLlm::start().await;
    let app = app(&llm).await;
    let admin = app.admin_token().await;
    let chat = model(&app, &admin, "local", "m1", vec![]).await;
    let support = staff_role(&app, &admin).await;
    app.create_employee(
        "Sam Staff",
        "sam@staffhub.test",
        "sam password 1",
        vec![support as i32],
    )
    .await;
    let sam = app.sign_in("sam@staffhub.test", "sam password 1").await;
    let analyst = role(&app, &admin, "Analyst", 2).await;
    let scout = role(&app, &admin, "Scout", 2).await;
    let new_agent = |role: &Value, name: &str| {
        json!({ "input": { "name": name, "instruction": "Help.", "roleId": role["id"],
            "emotionalLevel": 3, "defaultAiModelId": chat["id"], "defaultAiToolIds": [] } })
    };
    let agent = app
        .gql(Some(&sam), CREATE, new_agent(&analyst, "Helper"))
        .await
        .data("/createAgent/agent");

    // A role an agent has is not deleted; an archived agent holds it too.
    let refused = app.delete_node(&admin, &analyst["id"]).await;
    assert_eq!(
        refused.error_code().as_deref(),
        Some("201.K001.001"),
        "{:?}",
        refused.body
    );
    assert_eq!(refused.error_message(), "Agent role is in use");
    assert_eq!(
        refused.body["errors"][0]["extensions"]["dependents"],
        json!({ "agents": 1, "archived_agents": 0 })
    );
    app.gql(
        Some(&sam),
        ARCHIVE,
        json!({ "input": { "id": agent["id"], "archived": true } }),
    )
    .await
    .data("/archiveAgent");
    let in_ja = app
        .gql_with_headers(
            Some(&admin),
            "mutation($input: DeleteNodeInput!) { deleteNode(input: $input) { deletedId } }",
            json!({ "input": { "id": analyst["id"] } }),
            &[("accept-language", "ja")],
        )
        .await;
    assert_eq!(in_ja.error_message(), "エージェントロールは使用中です");
    assert_eq!(
        in_ja.body["errors"][0]["extensions"]["dependents"],
        json!({ "agents": 0, "archived_agents": 1 })
    );

    // One no agent has: staff may not delete it, Management may.
    let id = scout["id"].clone();
    let unauthorized = app.delete_node(&sam, &id).await;
    assert_eq!(unauthorized.error_code().as_deref(), Some("102.X000.002"));
    app.delete_node(&admin, &id)
        .await
        .data("/deleteNode/deletedId");
    let roles = app
        .gql(Some(&sam), ROLES, json!({}))
        .await
        .data("/agentRoles");
    assert_eq!(roles, json!([{ "id": analyst["id"], "name": "Analyst" }]));
    let taken_role = app
        .gql(Some(&sam), CREATE, new_agent(&scout, "Explorer"))
        .await;
    assert_eq!(taken_role.error_code().as_deref(), Some("204.K001.002"));
    let trash = app.gql(Some(&admin), TRASH, json!({})).await.data("/trash");
    assert_eq!(trash["totalCount"], 1, "{trash}");
    assert_eq!(trash["edges"][0]["node"]["entityId"], id);
    assert_eq!(trash["edges"][0]["node"]["typeName"], "AgentRole");
    assert_eq!(trash["edges"][0]["node"]["title"], "Scout");
    let edit = app
        .gql(
            Some(&admin),
            UPDATE_ROLE,
            json!({ "input": { "id": id, "name": "Scout 2", "roleCategoryId": 2 } }),
        )
        .await;
    assert_eq!(edit.error_code().as_deref(), Some("204.K001.002"));

    // Its name is free while it waits: a namesake takes it and the restore is refused until
    // the namesake is renamed; staff may not restore it.
    let namesake = role(&app, &admin, "Scout", 1).await;
    let taken = app.restore_node(&admin, &id).await;
    assert_eq!(taken.error_code().as_deref(), Some("204.X000.005"));
    app.gql(
        Some(&admin),
        UPDATE_ROLE,
        json!({ "input": { "id": namesake["id"], "name": "Pathfinder", "roleCategoryId": 1 } }),
    )
    .await
    .data("/updateAgentRole");
    let unauthorized = app.restore_node(&sam, &id).await;
    assert_eq!(unauthorized.error_code().as_deref(), Some("102.X000.002"));
    app.restore_node(&admin, &id)
        .await
        .data("/restoreNode/restoredId");
    let again = app.restore_node(&admin, &id).await;
    assert_eq!(again.error_code().as_deref(), Some("204.X000.007"));
    let explorer = app
        .gql(Some(&sam), CREATE, new_agent(&scout, "Explorer"))
        .await
        .data("/createAgent/agent");
    assert_eq!(explorer["role"]["name"], "Scout");

    let labels = app.history_labels(&admin, &id).await;
    assert_eq!(
        labels,
        ["Agent role created", "Deleted", "Restored from the trash"]
    );
    let ja = app.history_labels_in(&admin, &id, "ja").await;
    assert_eq!(ja, ["エージェントロールを作成", "削除", "ごみ箱から復元"]);

    // The read model with its trash (the renamed namesake deleted too) equals a fresh replay.
    app.delete_node(&admin, &namesake["id"])
        .await
        .data("/deleteNode");
    let tables = [
        ("agent_roles", "role_id"),
        ("agents", "agent_id"),
        ("agent_role_trash", "entity_id"),
    ];
    let before = app.table_rows(&tables).await;
    assert!(
        before
            .iter()
            .any(|(t, rows)| t == "agent_role_trash" && rows.len() == 1),
        "{before:?}"
    );
    app.rebuild("agents").await;
    assert_eq!(app.table_rows(&tables).await, before);
}
