//! Workflows (issue 20), through the real server: management keeps templates and only it sees
//! hidden ones; an instance keeps the template version it started from; a step document's
//! approval by a holder of the approver role, a rejection with its comment and a resubmission,
//! all live on the owner's subscription; owners alone act on their steps (the message in
//! Japanese); the overdue process manager; an AI-proposed flow applied with its model and
//! prompt, and a malformed one refused; history in Japanese; the read model equal to a replay.

use std::time::Duration;

use serde_json::{Value, json};
use staffhub_tests::llm::{LoopbackLlm, Script};
use staffhub_tests::{Subscription, TestApp, spawn_app, spawn_app_with};

use super::chats::model;

const TEMPLATE_FIELDS: &str = "id name description visibility visibilityId archived usable version
  stepCount runningInstanceCount steps { key name approverRoleId approverRole { name }
  expectedDocuments dueAfterHours }";

const INSTANCE_FIELDS: &str = "id name progress progressId templateName templateVersion
  stepCount doneStepCount overdue isOwner waitingForMe version
  template { id } owner { name }
  currentStep { key name status }
  steps { key position name status statusId approverRoleId dueAt overdue waitingFor canDecide
    generated completedBy { name }
    documents { documentId isApproval isApprove comment document { title } decidedBy { name } }
    approvalDocument { isApprove comment } }
  generations { prompt stepCount model { id } }";

/// A role of the Execution category (2).
async fn role(app: &TestApp, admin: &str, name: &str) -> i32 {
    app.gql(
        Some(admin),
        "mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }",
        json!({ "input": { "name": name, "roleCategoryId": 2 } }),
    )
    .await
    .data("/createRole/role/roleId")
    .as_i64()
    .unwrap() as i32
}

/// An employee holding `roles`, signed in.
async fn employee(app: &TestApp, name: &str, roles: Vec<i32>) -> String {
    let email = format!("{}@staffhub.test", name.to_lowercase());
    let password = format!("{name} password 1");
    app.create_employee(name, &email, &password, roles).await;
    app.sign_in(&email, &password).await
}

async fn create_template(app: &TestApp, token: &str, input: Value) -> Value {
    let query = format!(
        "mutation($input: CreateWorkflowTemplateInput!) {{ createWorkflowTemplate(input: $input) {{
           workflowTemplate {{ {TEMPLATE_FIELDS} }} workflowTemplateEdge {{ node {{ id }} }} }} }}"
    );
    app.gql(Some(token), &query, json!({ "input": input }))
        .await
        .data("/createWorkflowTemplate/workflowTemplate")
}

/// The usual two steps: a draft the owner completes, then a review by `reviewer`, due in a day.
fn two_steps(reviewer: i32) -> Value {
    json!([
        { "name": "Draft the proposal", "description": "Write it", "expectedDocuments": ["Proposal"] },
        { "name": "Review", "approverRoleId": reviewer, "expectedDocuments": ["Proposal"],
          "dueAfterHours": 24 }
    ])
}

async fn start(app: &TestApp, token: &str, template: &Value) -> Value {
    let query = format!(
        "mutation($input: StartWorkflowInstanceInput!) {{ startWorkflowInstance(input: $input) {{
           workflowInstance {{ {INSTANCE_FIELDS} }} }} }}"
    );
    app.gql(
        Some(token),
        &query,
        json!({ "input": { "templateId": template["id"] } }),
    )
    .await
    .data("/startWorkflowInstance/workflowInstance")
}

/// Runs an instance mutation `name` with `input`; the raw response.
async fn act(app: &TestApp, token: &str, name: &str, input: Value) -> staffhub_tests::GqlResponse {
    let input_type = format!("{}{}Input", name[..1].to_uppercase(), &name[1..]);
    let query = format!(
        "mutation($input: {input_type}!) {{ {name}(input: $input) {{ workflowInstance {{ {INSTANCE_FIELDS} }} }} }}"
    );
    app.gql(Some(token), &query, json!({ "input": input }))
        .await
}

async fn document(app: &TestApp, token: &str, title: &str) -> Value {
    app.gql(
        Some(token),
        "mutation($input: CreateDocumentInput!) { createDocument(input: $input) { document { id } } }",
        json!({ "input": { "title": title, "body": "The proposal, in full.", "statusId": 1 } }),
    )
    .await
    .data("/createDocument/document/id")
}

async fn instance(app: &TestApp, token: &str, id: &Value) -> Value {
    let query = format!(
        "query($id: ID!) {{ node(id: $id) {{ ... on WorkflowInstance {{ {INSTANCE_FIELDS} }} }} }}"
    );
    app.gql(Some(token), &query, json!({ "id": id }))
        .await
        .data("/node")
}

#[tokio::test]
async fn management_keeps_templates_and_only_management_sees_hidden_ones() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let reviewer = role(&app, &admin, "Reviewer").await;
    let sam = employee(&app, "Sam", vec![reviewer]).await;

    let refused = app
        .gql(
            Some(&sam),
            "mutation($input: CreateWorkflowTemplateInput!) { createWorkflowTemplate(input: $input) { workflowTemplate { id } } }",
            json!({ "input": { "name": "Mine", "steps": two_steps(reviewer) } }),
        )
        .await;
    assert_eq!(refused.error_code().as_deref(), Some("102.X000.002"));

    let template = create_template(
        &app,
        &admin,
        json!({ "name": "Purchase approval", "description": "Buy things", "steps": two_steps(reviewer) }),
    )
    .await;
    assert_eq!(template["visibility"], "ACTIVE");
    assert_eq!(template["visibilityId"], 1);
    assert_eq!(template["usable"], true);
    assert_eq!(template["stepCount"], 2);
    assert_eq!(template["steps"][1]["approverRole"]["name"], "Reviewer");
    assert_eq!(template["steps"][1]["dueAfterHours"], 24);

    // Rejections, each with its code (and the field a form shows it on).
    for (input, code) in [
        (
            json!({ "name": " ", "steps": two_steps(reviewer) }),
            "203.M001.001",
        ),
        (json!({ "name": "No steps", "steps": [] }), "203.W001.001"),
        (
            json!({ "name": "Nameless step", "steps": [{ "name": "" }] }),
            "203.W001.001",
        ),
        (
            json!({ "name": "Forever", "steps": [{ "name": "Wait", "dueAfterHours": 9000 }] }),
            "203.W001.001",
        ),
        (
            json!({ "name": "Ghost role", "steps": [{ "name": "A", "approverRoleId": 999 }] }),
            "204.W001.020",
        ),
    ] {
        let response = app
            .gql(
                Some(&admin),
                "mutation($input: CreateWorkflowTemplateInput!) { createWorkflowTemplate(input: $input) { workflowTemplate { id } } }",
                json!({ "input": input }),
            )
            .await;
        assert_eq!(response.error_code().as_deref(), Some(code), "{input}");
    }
    let invalid = app
        .gql(
            Some(&admin),
            "mutation($input: CreateWorkflowTemplateInput!) { createWorkflowTemplate(input: $input) { workflowTemplate { id } } }",
            json!({ "input": { "name": "No steps", "steps": [] } }),
        )
        .await;
    assert_eq!(invalid.error_field().as_deref(), Some("steps"));

    // The edit form: identical data, a stale version, then a reorder (a change).
    let update = format!(
        "mutation($input: UpdateWorkflowTemplateInput!) {{ updateWorkflowTemplate(input: $input) {{ workflowTemplate {{ {TEMPLATE_FIELDS} }} }} }}"
    );
    let steps: Vec<Value> = template["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            json!({ "key": s["key"], "name": s["name"], "approverRoleId": s["approverRoleId"],
                "expectedDocuments": s["expectedDocuments"], "dueAfterHours": s["dueAfterHours"],
                "description": if s["name"] == "Draft the proposal" { "Write it" } else { "" } })
        })
        .collect();
    let same = app
        .gql(
            Some(&admin),
            &update,
            json!({ "input": { "id": template["id"], "expectedVersion": 1, "name": "Purchase approval",
                "description": "Buy things", "steps": steps } }),
        )
        .await;
    assert_eq!(same.error_code().as_deref(), Some("204.X000.001"));
    let reordered: Vec<Value> = steps.iter().rev().cloned().collect();
    let edited = app
        .gql(
            Some(&admin),
            &update,
            json!({ "input": { "id": template["id"], "expectedVersion": 1, "name": "Purchase approval",
                "description": "Buy things", "steps": reordered } }),
        )
        .await
        .data("/updateWorkflowTemplate/workflowTemplate");
    assert_eq!(edited["steps"][0]["name"], "Review");
    assert_eq!(
        edited["steps"][0]["key"], template["steps"][1]["key"],
        "a reorder keeps the keys"
    );
    let stale = app
        .gql(
            Some(&admin),
            &update,
            json!({ "input": { "id": template["id"], "expectedVersion": 1, "name": "Other",
                "description": "", "steps": steps } }),
        )
        .await;
    assert_eq!(stale.error_code().as_deref(), Some("204.X000.004"));

    // Hidden: management's alone; the same visibility again is refused.
    let visibility = "mutation($input: ChangeWorkflowTemplateVisibilityInput!) { changeWorkflowTemplateVisibility(input: $input) { workflowTemplate { visibility usable } } }";
    let hidden = app
        .gql(
            Some(&admin),
            visibility,
            json!({ "input": { "id": template["id"], "visibility": "HIDDEN" } }),
        )
        .await
        .data("/changeWorkflowTemplateVisibility/workflowTemplate");
    assert_eq!(hidden, json!({ "visibility": "HIDDEN", "usable": false }));
    let again = app
        .gql(
            Some(&admin),
            visibility,
            json!({ "input": { "id": template["id"], "visibility": "HIDDEN" } }),
        )
        .await;
    assert_eq!(again.error_code().as_deref(), Some("204.X000.002"));
    let count = "{ workflowTemplates { totalCount edges { node { id } } } }";
    let seen_by_sam = app.gql(Some(&sam), count, json!({})).await;
    assert_eq!(seen_by_sam.data("/workflowTemplates/totalCount"), 0);
    let node = app
        .gql(
            Some(&sam),
            "query($id: ID!) { node(id: $id) { id } }",
            json!({ "id": template["id"] }),
        )
        .await;
    assert_eq!(node.data("/node"), Value::Null);
    let start_hidden = app
        .gql(
            Some(&sam),
            "mutation($input: StartWorkflowInstanceInput!) { startWorkflowInstance(input: $input) { workflowInstance { id } } }",
            json!({ "input": { "templateId": template["id"] } }),
        )
        .await;
    assert_eq!(start_hidden.error_code().as_deref(), Some("204.W001.001"));
    assert_eq!(
        app.gql(Some(&admin), count, json!({}))
            .await
            .data("/workflowTemplates/totalCount"),
        1
    );

    // Archived: not archived again, not edited, and out of the default list.
    let archive = "mutation($input: ArchiveWorkflowTemplateInput!) { archiveWorkflowTemplate(input: $input) { workflowTemplate { archived } } }";
    let archived = app
        .gql(
            Some(&admin),
            archive,
            json!({ "input": { "id": template["id"], "archived": true } }),
        )
        .await
        .data("/archiveWorkflowTemplate/workflowTemplate/archived");
    assert_eq!(archived, true);
    let twice = app
        .gql(
            Some(&admin),
            archive,
            json!({ "input": { "id": template["id"], "archived": true } }),
        )
        .await;
    assert_eq!(twice.error_code().as_deref(), Some("204.W001.007"));
    let archived_edit = app
        .gql(
            Some(&admin),
            &update,
            json!({ "input": { "id": template["id"], "name": "Renamed", "description": "",
                "steps": steps } }),
        )
        .await;
    assert_eq!(archived_edit.error_code().as_deref(), Some("204.W001.009"));
    let listed = app
        .gql(
            Some(&admin),
            "{ workflowTemplates { totalCount } all: workflowTemplates(filter: { archived: null }) { totalCount } }",
            json!({}),
        )
        .await;
    assert_eq!(listed.data("/workflowTemplates/totalCount"), 0);
    assert_eq!(listed.data("/all/totalCount"), 1);

    let labels = app
        .history_labels_in(&admin, &template["id"], "ja")
        .await
        .join(" | ");
    for label in ["テンプレートを作成", "編集", "公開状態を変更", "アーカイブ"]
    {
        assert!(labels.contains(label), "{label}: {labels}");
    }
}

#[tokio::test]
async fn an_approval_is_decided_by_the_approver_role_and_the_owners_page_follows_live() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let reviewer = role(&app, &admin, "Reviewer").await;
    let clerk = role(&app, &admin, "Clerk").await;
    let olivia = employee(&app, "Olivia", vec![clerk]).await;
    let rita = employee(&app, "Rita", vec![reviewer]).await;
    let otto = employee(&app, "Otto", vec![clerk]).await;
    let template = create_template(
        &app,
        &admin,
        json!({ "name": "Purchase approval", "steps": two_steps(reviewer) }),
    )
    .await;

    let started = start(&app, &olivia, &template).await;
    let id = started["id"].clone();
    assert_eq!(started["progress"], "IN_PROGRESS");
    assert_eq!(started["progressId"], 1);
    assert_eq!(started["templateVersion"], template["version"]);
    assert_eq!(started["name"], "Purchase approval");
    assert_eq!(started["steps"][0]["status"], "IN_PROGRESS");
    assert_eq!(started["steps"][0]["waitingFor"], "OWNER");
    assert_eq!(started["steps"][1]["status"], "NOT_STARTED");
    assert_eq!(started["isOwner"], true);
    assert_eq!(started["waitingForMe"], true);
    let draft = started["steps"][0]["key"].clone();
    let review = started["steps"][1]["key"].clone();

    // Otto neither owns it nor approves any of its steps: it does not exist for him.
    assert_eq!(instance(&app, &otto, &id).await, Value::Null);
    let hidden = act(&app, &otto, "archiveWorkflowInstance", json!({ "id": id })).await;
    assert_eq!(hidden.error_code().as_deref(), Some("204.W001.002"));
    // Rita may read it (she approves its review) but acts on no step document: in Japanese.
    let proposal = document(&app, &olivia, "Laptop purchase proposal").await;
    let not_owner = app
        .gql_with_headers(
            Some(&rita),
            "mutation($input: AttachWorkflowStepDocumentInput!) { attachWorkflowStepDocument(input: $input) { workflowInstance { id } } }",
            json!({ "input": { "instanceId": id, "stepKey": draft, "documentId": proposal } }),
            &[("accept-language", "ja")],
        )
        .await;
    assert_eq!(not_owner.error_code().as_deref(), Some("102.W001.001"));
    assert_eq!(
        not_owner.error_message(),
        "このAIワークフローインスタンスの所有者ではありません"
    );

    // The owner completes the draft; setting it done again is refused.
    let done = act(
        &app,
        &olivia,
        "changeWorkflowStepStatus",
        json!({ "instanceId": id, "stepKey": draft, "status": "DONE" }),
    )
    .await
    .data("/changeWorkflowStepStatus/workflowInstance");
    assert_eq!(done["steps"][0]["status"], "DONE");
    assert_eq!(done["steps"][0]["completedBy"]["name"], "Olivia");
    assert_eq!(done["currentStep"]["key"], review);
    assert!(done["steps"][1]["dueAt"].is_string(), "{done}");
    assert_eq!(done["steps"][1]["waitingFor"], "OWNER");
    let same = act(
        &app,
        &olivia,
        "changeWorkflowStepStatus",
        json!({ "instanceId": id, "stepKey": draft, "status": "DONE" }),
    )
    .await;
    assert_eq!(same.error_code().as_deref(), Some("204.X000.002"));
    let needs_approval = act(
        &app,
        &olivia,
        "changeWorkflowStepStatus",
        json!({ "instanceId": id, "stepKey": review, "status": "DONE" }),
    )
    .await;
    assert_eq!(needs_approval.error_code().as_deref(), Some("204.W001.012"));
    let no_document = act(
        &app,
        &rita,
        "decideWorkflowStepApproval",
        json!({ "instanceId": id, "stepKey": review, "isApprove": true }),
    )
    .await;
    assert_eq!(no_document.error_code().as_deref(), Some("204.W001.013"));

    // The approval document: one per step, not attached twice.
    let attach = |document: &Value, approval: bool| json!({ "instanceId": id, "stepKey": review, "documentId": document, "isApproval": approval });
    let submitted = act(
        &app,
        &olivia,
        "attachWorkflowStepDocument",
        attach(&proposal, true),
    )
    .await
    .data("/attachWorkflowStepDocument/workflowInstance");
    assert_eq!(submitted["steps"][1]["waitingFor"], "APPROVER");
    assert_eq!(
        submitted["steps"][1]["documents"][0]["document"]["title"],
        "Laptop purchase proposal"
    );
    assert_eq!(
        submitted["steps"][1]["approvalDocument"]["isApprove"],
        Value::Null
    );
    let twice = act(
        &app,
        &olivia,
        "attachWorkflowStepDocument",
        attach(&proposal, false),
    )
    .await;
    assert_eq!(twice.error_code().as_deref(), Some("204.W001.017"));
    let quote = document(&app, &olivia, "Vendor quote").await;
    let second_approval = act(
        &app,
        &olivia,
        "attachWorkflowStepDocument",
        attach(&quote, true),
    )
    .await;
    assert_eq!(
        second_approval.error_code().as_deref(),
        Some("204.W001.006")
    );
    act(
        &app,
        &olivia,
        "attachWorkflowStepDocument",
        attach(&quote, false),
    )
    .await
    .data("/attachWorkflowStepDocument/workflowInstance");

    // Rita's list shows it waiting for her; Olivia's does not.
    let waiting = "{ workflowInstances(filter: { waitingForMe: true }) { totalCount edges { node { id waitingForMe } } } }";
    let ritas = app.gql(Some(&rita), waiting, json!({})).await;
    assert_eq!(ritas.data("/workflowInstances/totalCount"), 1);
    assert_eq!(
        ritas.data("/workflowInstances/edges/0/node/waitingForMe"),
        true
    );
    assert_eq!(
        app.gql(Some(&olivia), waiting, json!({}))
            .await
            .data("/workflowInstances/totalCount"),
        0
    );

    let mut ws = Subscription::connect(&app.ws_url(), json!({ "accessToken": olivia }))
        .await
        .unwrap();
    ws.subscribe(
        "one",
        "subscription($id: ID!) { workflowInstanceChanged(id: $id) { progress steps { status approvalDocument { isApprove comment } } } }",
        json!({ "id": id }),
    )
    .await;
    ws.subscribe(
        "all",
        "subscription { workflowInstancesChanged { kind workflowInstance { id doneStepCount } } }",
        json!({}),
    )
    .await;
    // The subscriptions must be in place before the change (a loaded CI machine is slow).
    tokio::time::sleep(Duration::from_millis(1000)).await;

    // The owner never approves their own step; a rejection needs a comment.
    let own = act(
        &app,
        &olivia,
        "decideWorkflowStepApproval",
        json!({ "instanceId": id, "stepKey": review, "isApprove": true }),
    )
    .await;
    assert_eq!(own.error_code().as_deref(), Some("102.W001.003"));
    let otto_decides = act(
        &app,
        &otto,
        "decideWorkflowStepApproval",
        json!({ "instanceId": id, "stepKey": review, "isApprove": true }),
    )
    .await;
    assert_eq!(otto_decides.error_code().as_deref(), Some("204.W001.002"));
    let no_comment = act(
        &app,
        &rita,
        "decideWorkflowStepApproval",
        json!({ "instanceId": id, "stepKey": review, "isApprove": false, "comment": "  " }),
    )
    .await;
    assert_eq!(no_comment.error_code().as_deref(), Some("203.W001.002"));
    assert_eq!(no_comment.error_field().as_deref(), Some("comment"));
    // A decision names the document the approver read: not one swapped in since.
    let other = act(
        &app,
        &rita,
        "decideWorkflowStepApproval",
        json!({ "instanceId": id, "stepKey": review, "documentId": quote, "isApprove": true }),
    )
    .await;
    assert_eq!(other.error_code().as_deref(), Some("204.W001.003"));
    let rejected = act(
        &app,
        &rita,
        "decideWorkflowStepApproval",
        json!({ "instanceId": id, "stepKey": review, "documentId": proposal, "isApprove": false,
            "comment": "Add a second quote" }),
    )
    .await
    .data("/decideWorkflowStepApproval/workflowInstance");
    assert_eq!(rejected["steps"][1]["status"], "IN_PROGRESS");
    assert_eq!(rejected["steps"][1]["waitingFor"], "OWNER");
    let live = ws.next_data("one", Duration::from_secs(10)).await.unwrap();
    assert_eq!(
        live["data"]["workflowInstanceChanged"]["steps"][1]["approvalDocument"],
        json!({ "isApprove": false, "comment": "Add a second quote" })
    );
    let rejected_again = act(
        &app,
        &rita,
        "decideWorkflowStepApproval",
        json!({ "instanceId": id, "stepKey": review, "isApprove": false, "comment": "Still no" }),
    )
    .await;
    assert_eq!(rejected_again.error_code().as_deref(), Some("204.W001.005"));

    // Back to the approver, then approved: the instance completes, live.
    let resubmitted = act(
        &app,
        &olivia,
        "resubmitWorkflowStepApproval",
        json!({ "instanceId": id, "stepKey": review }),
    )
    .await
    .data("/resubmitWorkflowStepApproval/workflowInstance");
    assert_eq!(resubmitted["steps"][1]["waitingFor"], "APPROVER");
    let not_rejected = act(
        &app,
        &olivia,
        "resubmitWorkflowStepApproval",
        json!({ "instanceId": id, "stepKey": review }),
    )
    .await;
    assert_eq!(not_rejected.error_code().as_deref(), Some("204.W001.015"));
    let approved = act(
        &app,
        &rita,
        "decideWorkflowStepApproval",
        json!({ "instanceId": id, "stepKey": review, "isApprove": true }),
    )
    .await
    .data("/decideWorkflowStepApproval/workflowInstance");
    assert_eq!(approved["progress"], "COMPLETED");
    assert_eq!(approved["doneStepCount"], 2);
    assert_eq!(approved["steps"][1]["completedBy"]["name"], "Rita");
    let mut completed_live = false;
    for _ in 0..5 {
        let Some(frame) = ws.next_data("one", Duration::from_secs(10)).await else {
            break;
        };
        if frame["data"]["workflowInstanceChanged"]["progress"] == "COMPLETED" {
            completed_live = true;
            break;
        }
    }
    assert!(completed_live, "the owner's page saw the instance complete");
    let listed = ws.next_data("all", Duration::from_secs(10)).await.unwrap();
    assert_eq!(
        listed["data"]["workflowInstancesChanged"]["workflowInstance"]["id"],
        id
    );
    let approved_twice = act(
        &app,
        &rita,
        "decideWorkflowStepApproval",
        json!({ "instanceId": id, "stepKey": review, "isApprove": true }),
    )
    .await;
    assert_eq!(approved_twice.error_code().as_deref(), Some("204.W001.005"));

    // Archived by its owner, not twice.
    let archived = act(
        &app,
        &olivia,
        "archiveWorkflowInstance",
        json!({ "id": id }),
    )
    .await
    .data("/archiveWorkflowInstance/workflowInstance");
    assert_eq!(archived["progress"], "ARCHIVED");
    let again = act(
        &app,
        &olivia,
        "archiveWorkflowInstance",
        json!({ "id": id }),
    )
    .await;
    assert_eq!(again.error_code().as_deref(), Some("204.X000.002"));
    let default_list = app
        .gql(
            Some(&olivia),
            "{ workflowInstances { totalCount } archived: workflowInstances(filter: { progress: [ARCHIVED] }) { totalCount } }",
            json!({}),
        )
        .await;
    assert_eq!(default_list.data("/workflowInstances/totalCount"), 0);
    assert_eq!(default_list.data("/archived/totalCount"), 1);

    let history = app
        .gql_with_headers(
            Some(&olivia),
            "query($id: ID!) { history(id: $id, first: 50) { edges { node { label
               changes { field newRef { __typename ... on Employee { name } ... on WorkflowTemplate { name } } } } } } }",
            json!({ "id": id }),
            &[("accept-language", "ja")],
        )
        .await;
    let labels = history.body["data"]["history"]["edges"].to_string();
    // The owner and the template read as themselves, not as raw ids.
    let started = &history.body["data"]["history"]["edges"][0]["node"]["changes"];
    let reference = |field: &str| {
        started
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["field"] == field)
            .map(|c| c["newRef"].clone())
    };
    assert_eq!(
        reference("owner_id"),
        Some(json!({ "__typename": "Employee", "name": "Olivia" })),
        "{started}"
    );
    assert_eq!(
        reference("template_id"),
        Some(json!({ "__typename": "WorkflowTemplate", "name": "Purchase approval" })),
        "{started}"
    );
    for label in [
        "ワークフローを開始",
        "ステップを完了",
        "ドキュメントを添付",
        "承認を判断",
        "承認を再申請",
        "ワークフローが完了",
        "アーカイブ",
    ] {
        assert!(labels.contains(label), "{label}: {labels}");
    }

    let tables = [
        ("workflow_templates", "template_id"),
        ("workflow_instances", "instance_id"),
    ];
    let before = app.table_rows(&tables).await;
    app.rebuild("workflows").await;
    assert_eq!(before, app.table_rows(&tables).await);
}

#[tokio::test]
async fn a_running_instance_keeps_its_template_version_and_overdue_steps_are_marked_by_the_process_manager()
 {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let reviewer = role(&app, &admin, "Reviewer").await;
    let template = create_template(
        &app,
        &admin,
        json!({ "name": "Onboarding", "steps": [{ "name": "Paperwork", "dueAfterHours": 8 }] }),
    )
    .await;
    let first = start(&app, &admin, &template).await;

    app.gql(
        Some(&admin),
        "mutation($input: UpdateWorkflowTemplateInput!) { updateWorkflowTemplate(input: $input) { workflowTemplate { version } } }",
        json!({ "input": { "id": template["id"], "name": "Onboarding", "description": "",
            "steps": two_steps(reviewer) } }),
    )
    .await
    .data("/updateWorkflowTemplate/workflowTemplate");
    let first_now = instance(&app, &admin, &first["id"]).await;
    assert_eq!(
        first_now["stepCount"], 1,
        "the running instance keeps its steps"
    );
    assert_eq!(first_now["templateVersion"], 1);
    let second = start(&app, &admin, &template).await;
    assert_eq!(second["stepCount"], 2);
    assert_eq!(second["templateVersion"], 2);

    // Inactive: nothing starts from it.
    app.gql(
        Some(&admin),
        "mutation($input: ChangeWorkflowTemplateVisibilityInput!) { changeWorkflowTemplateVisibility(input: $input) { workflowTemplate { id } } }",
        json!({ "input": { "id": template["id"], "visibility": "INACTIVE" } }),
    )
    .await
    .data("/changeWorkflowTemplateVisibility/workflowTemplate");
    let inactive = app
        .gql(
            Some(&admin),
            "mutation($input: StartWorkflowInstanceInput!) { startWorkflowInstance(input: $input) { workflowInstance { id } } }",
            json!({ "input": { "templateId": template["id"] } }),
        )
        .await;
    assert_eq!(inactive.error_code().as_deref(), Some("204.W001.004"));

    // Not yet due: nothing marked. Nine hours on: the first instance's step is overdue.
    let state = &app.server.state;
    let now = chrono::Utc::now();
    assert_eq!(
        staffhub_api::workflows::mark_overdue(state, now)
            .await
            .unwrap(),
        0
    );
    let later = now + chrono::Duration::hours(9);
    assert_eq!(
        staffhub_api::workflows::mark_overdue(state, later)
            .await
            .unwrap(),
        1,
        "only the step due after 8 hours (the second instance's first step has no due time)"
    );
    let marked = instance(&app, &admin, &first["id"]).await;
    assert_eq!(marked["overdue"], true);
    assert_eq!(marked["steps"][0]["overdue"], true);
    let overdue = app
        .gql(
            Some(&admin),
            "{ workflowInstances(filter: { overdue: true }) { edges { node { id } } } }",
            json!({}),
        )
        .await
        .data("/workflowInstances/edges");
    assert_eq!(overdue, json!([{ "node": { "id": first["id"] } }]));
    assert_eq!(
        staffhub_api::workflows::mark_overdue(state, later)
            .await
            .unwrap(),
        0,
        "marked once"
    );

    // Archived mid-step: nobody acts on it any more.
    let archived = act(
        &app,
        &admin,
        "archiveWorkflowInstance",
        json!({ "id": first["id"] }),
    )
    .await
    .data("/archiveWorkflowInstance/workflowInstance");
    assert_eq!(archived["currentStep"], Value::Null);
    assert_eq!(archived["overdue"], false);
    assert_eq!(archived["waitingForMe"], false);
    assert_eq!(archived["steps"][0]["waitingFor"], "NOBODY");
}

#[tokio::test]
async fn a_flow_proposed_by_the_model_is_applied_as_edited_with_its_model_and_prompt() {
    let llm = LoopbackLlm::start().await;
    llm.script_demo_models();
    llm.script(
        "bad",
        Script::text(
            "Sure! Step one: ask around. Step two: decide.",
            Duration::ZERO,
        ),
    );
    let providers = format!("local=openai:{}/v1", llm.base_url());
    let app = spawn_app_with(move |config| {
        config.ai.providers = staffhub_api::ai::parse_providers(&providers, |_| None).unwrap();
    })
    .await;
    let admin = app.admin_token().await;
    let reviewer = role(&app, &admin, "Reviewer").await;
    let chat = model(&app, &admin, "local", "loopback-chat", vec![]).await;
    let bad = model(&app, &admin, "local", "bad", vec![]).await;
    let template = create_template(
        &app,
        &admin,
        json!({ "name": "Vendor onboarding", "steps": [{ "name": "Kick-off" }] }),
    )
    .await;
    let started = start(&app, &admin, &template).await;

    let ask = |model: &Value| {
        json!({ "input": { "message": "Onboard a new vendor: check, estimate, approve.",
            "aiModelId": model["id"], "purpose": "WORKFLOW" } })
    };
    let start_chat = "mutation($input: StartChatInput!) { startChat(input: $input) { chatRoom { id purpose } answer { id } } }";
    let room = app
        .gql(Some(&admin), start_chat, ask(&chat))
        .await
        .data("/startChat");
    assert_eq!(room["chatRoom"]["purpose"], "WORKFLOW");
    let answer = room["answer"]["id"].clone();
    let proposal_query = "query($id: ID!) { workflowStepProposal(messageId: $id) { prompt model { id }
        steps { name description approverRoleName approverRole { roleId } expectedDocuments dueAfterHours } } }";
    let mut proposal = None;
    for _ in 0..200 {
        let response = app
            .gql(Some(&admin), proposal_query, json!({ "id": answer }))
            .await;
        if response.error_code().is_none() {
            proposal = Some(response.data("/workflowStepProposal"));
            break;
        }
        // Not finished yet: 'Only a finished answer of a flow generation…'.
        assert_eq!(response.error_code().as_deref(), Some("204.W001.021"));
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let proposal = proposal.expect("the answer finished");
    assert_eq!(
        proposal["prompt"],
        "Onboard a new vendor: check, estimate, approve."
    );
    assert_eq!(proposal["model"]["id"], chat["id"]);
    let steps = proposal["steps"].as_array().unwrap();
    assert_eq!(steps.len(), 3);
    // The prompt listed the roles; the proposal names the first (the built-in Admin role).
    let system = llm.requests_for("loopback-chat")[0].system().unwrap();
    assert!(system.contains("- Reviewer"), "{system}");
    assert_eq!(steps[2]["approverRole"]["roleId"], 1);
    assert_eq!(steps[0]["expectedDocuments"], json!(["Request form"]));

    // The owner edits the proposal (the approval goes to Reviewer) and accepts it.
    let mut edited: Vec<Value> = steps
        .iter()
        .map(|s| {
            json!({ "name": s["name"], "description": s["description"],
                "approverRoleId": s["approverRole"]["roleId"], "expectedDocuments": s["expectedDocuments"],
                "dueAfterHours": s["dueAfterHours"] })
        })
        .collect();
    edited[2]["approverRoleId"] = json!(999);
    let ghost = act(
        &app,
        &admin,
        "applyGeneratedWorkflowSteps",
        json!({ "instanceId": started["id"], "messageId": answer, "steps": edited }),
    )
    .await;
    assert_eq!(ghost.error_code().as_deref(), Some("204.W001.020"));
    edited[2]["approverRoleId"] = json!(reviewer);
    let applied = act(
        &app,
        &admin,
        "applyGeneratedWorkflowSteps",
        json!({ "instanceId": started["id"], "messageId": answer, "steps": edited }),
    )
    .await
    .data("/applyGeneratedWorkflowSteps/workflowInstance");
    assert_eq!(applied["stepCount"], 4, "the kick-off in progress stays");
    assert_eq!(applied["steps"][0]["generated"], false);
    assert_eq!(applied["steps"][3]["generated"], true);
    assert_eq!(applied["steps"][3]["approverRoleId"], reviewer);
    assert_eq!(
        applied["generations"],
        json!([{ "prompt": "Onboard a new vendor: check, estimate, approve.", "stepCount": 3,
            "model": { "id": chat["id"] } }])
    );

    // A malformed answer is the coded error, and nothing is applied from it.
    let broken = app
        .gql(Some(&admin), start_chat, ask(&bad))
        .await
        .data("/startChat");
    let broken_answer = broken["answer"]["id"].clone();
    let mut code = None;
    for _ in 0..200 {
        let response = app
            .gql(Some(&admin), proposal_query, json!({ "id": broken_answer }))
            .await;
        code = response.error_code();
        if code.as_deref() != Some("204.W001.021") {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(code.as_deref(), Some("205.Y001.002"));
    let after = instance(&app, &admin, &started["id"]).await;
    assert_eq!(after["stepCount"], 4);
    assert_eq!(after["version"], applied["version"]);
}

/// Issue 37 §1: an approval step always has someone who can act. A step whose role nobody
/// active holds says it is stranded; a manager (not its owner, not staff) reassigns it with a
/// reason, which its history shows in English and Japanese, and the new role's holders decide.
#[tokio::test]
async fn a_stranded_approval_is_reassigned_by_a_manager_with_a_reason_and_then_decided() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let reviewer = role(&app, &admin, "Reviewer").await;
    let finance = role(&app, &admin, "Finance").await;
    let clerk = role(&app, &admin, "Clerk").await;
    let manager_role = app
        .gql(
            Some(&admin),
            "mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }",
            json!({ "input": { "name": "Office manager", "roleCategoryId": 1 } }),
        )
        .await
        .data("/createRole/role/roleId")
        .as_i64()
        .unwrap() as i32;
    let olivia = employee(&app, "Olivia", vec![clerk]).await;
    employee(&app, "Rita", vec![reviewer]).await;
    let fred = employee(&app, "Fred", vec![finance]).await;
    let maya = employee(&app, "Maya", vec![manager_role]).await;
    let template = create_template(
        &app,
        &admin,
        json!({ "name": "Purchase approval", "steps": two_steps(reviewer) }),
    )
    .await;
    let started = start(&app, &olivia, &template).await;
    let id = started["id"].clone();
    let (draft, review) = (
        started["steps"][0]["key"].clone(),
        started["steps"][1]["key"].clone(),
    );
    act(
        &app,
        &olivia,
        "changeWorkflowStepStatus",
        json!({ "instanceId": id, "stepKey": draft, "status": "DONE" }),
    )
    .await
    .data("/changeWorkflowStepStatus");
    let proposal = document(&app, &olivia, "Laptop purchase proposal").await;
    act(
        &app,
        &olivia,
        "attachWorkflowStepDocument",
        json!({ "instanceId": id, "stepKey": review, "documentId": proposal, "isApproval": true }),
    )
    .await
    .data("/attachWorkflowStepDocument");

    let flags = "query($id: ID!) { node(id: $id) { ... on WorkflowInstance {
        steps { approverStranded canReassignApprover approverRole { name deleted } } } } }";
    let step_flags = |token: String| {
        let app = &app;
        let id = id.clone();
        async move {
            app.gql(Some(&token), flags, json!({ "id": id }))
                .await
                .data("/node/steps/1")
        }
    };
    assert_eq!(
        step_flags(olivia.clone()).await,
        json!({ "approverStranded": false, "canReassignApprover": false,
                "approverRole": { "name": "Reviewer", "deleted": false } })
    );
    // Rita, the only reviewer, leaves: nobody can approve the pending proposal.
    let rita = app
        .gql(
            Some(&admin),
            "query { employees(filter: { keyword: \"Rita\" }) { edges { node { id } } } }",
            json!({}),
        )
        .await
        .data("/employees/edges/0/node/id");
    app.gql(
        Some(&admin),
        "mutation($input: DeactivateEmployeeInput!) { deactivateEmployee(input: $input) { employee { active } } }",
        json!({ "input": { "employeeId": rita } }),
    )
    .await
    .data("/deactivateEmployee");
    assert_eq!(
        step_flags(maya.clone()).await,
        json!({ "approverStranded": true, "canReassignApprover": true,
                "approverRole": { "name": "Reviewer", "deleted": false } })
    );
    assert_eq!(
        step_flags(olivia.clone()).await["canReassignApprover"],
        false
    );

    let reassign = |token: String, input: Value| {
        let app = &app;
        async move { act(app, &token, "reassignWorkflowStepApprover", input).await }
    };
    let input = |role: Value, reason: &str| json!({ "instanceId": id, "stepKey": review, "approverRoleId": role, "reason": reason });
    // Only management overrides: not the owner, not staff.
    for token in [&olivia, &fred] {
        let denied = reassign(token.clone(), input(json!(finance), "Rita left.")).await;
        assert_eq!(denied.error_code().as_deref(), Some("102.X000.002"));
    }
    let no_reason = app
        .gql_with_headers(
            Some(&maya),
            "mutation($input: ReassignWorkflowStepApproverInput!) { reassignWorkflowStepApprover(input: $input) { workflowInstance { id } } }",
            json!({ "input": input(json!(finance), "  ") }),
            &[("accept-language", "ja")],
        )
        .await;
    assert_eq!(no_reason.error_code().as_deref(), Some("203.W001.005"));
    assert_eq!(no_reason.error_field().as_deref(), Some("reason"));
    assert_eq!(no_reason.error_message(), "理由が正しくありません");
    let same = reassign(maya.clone(), input(json!(reviewer), "Rita left.")).await;
    assert_eq!(same.error_code().as_deref(), Some("204.X000.001"));
    let unknown = reassign(maya.clone(), input(json!(999), "Rita left.")).await;
    assert_eq!(unknown.error_code().as_deref(), Some("204.W001.020"));
    let done = reassign(
        maya.clone(),
        json!({ "instanceId": id, "stepKey": draft, "approverRoleId": finance, "reason": "Rita left." }),
    )
    .await;
    assert_eq!(done.error_code().as_deref(), Some("204.W001.016"));

    let moved = reassign(
        maya.clone(),
        input(json!(finance), "Rita left; Finance approves."),
    )
    .await
    .data("/reassignWorkflowStepApprover/workflowInstance");
    assert_eq!(moved["steps"][1]["approverRoleId"], finance);
    assert_eq!(moved["steps"][1]["waitingFor"], "APPROVER");
    // Fred, of the new role, now reads the instance and decides the pending proposal.
    let decided = act(
        &app,
        &fred,
        "decideWorkflowStepApproval",
        json!({ "instanceId": id, "stepKey": review, "isApprove": true }),
    )
    .await
    .data("/decideWorkflowStepApproval/workflowInstance");
    assert_eq!(decided["progress"], "COMPLETED");
    assert_eq!(decided["steps"][1]["completedBy"]["name"], "Fred");

    // The history says who overrode whom, and why, in both languages.
    let history = "query($id: ID!) { history(id: $id) { edges { node { label eventType changes { field newValue } } } } }";
    for (language, label) in [
        ("en", "Approver reassigned by a manager"),
        ("ja", "管理者が承認者を変更"),
    ] {
        let entries = app
            .gql_with_headers(
                Some(&admin),
                history,
                json!({ "id": id }),
                &[("accept-language", language)],
            )
            .await
            .data("/history/edges");
        let entry = entries
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["node"]["eventType"] == "WorkflowStepApproverReassigned")
            .expect("the override is in the history");
        assert_eq!(entry["node"]["label"], label);
    }

    let tables = [("workflow_instances", "instance_id")];
    let before = app.table_rows(&tables).await;
    app.rebuild("workflows").await;
    assert_eq!(before, app.table_rows(&tables).await);
}

/// The first notice on `list` about `id` among those that arrive within half a second, if any
/// (a notice about another row, or several about this one, may come first).
async fn told_about(ws: &mut Subscription, list: &str, id: &Value) -> Option<Value> {
    while let Some(next) = ws.next_data(list, Duration::from_millis(500)).await {
        if next["data"]["workflowInstancesChanged"]["id"] == *id {
            return Some(next);
        }
    }
    None
}

#[tokio::test]
async fn a_live_template_list_is_told_by_the_lists_own_sql_and_the_readers_access_whether_a_template_is_in_it()
 {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let reviewer = role(&app, &admin, "Reviewer").await;
    let sam = employee(&app, "Sam", vec![reviewer]).await;
    let mut ws = Subscription::connect(&app.ws_url(), json!({ "accessToken": sam }))
        .await
        .unwrap();
    // Templates in use whose name or description holds the keyword; Sam is no manager.
    ws.subscribe(
        "t",
        "subscription($filter: WorkflowTemplateFilter) {
           workflowTemplatesChanged(filter: $filter) { kind id matches workflowTemplate { name } } }",
        json!({ "filter": { "keyword": "purchase" } }),
    )
    .await;
    let mut heard = None;
    for i in 0..20 {
        let template = create_template(
            &app,
            &admin,
            json!({ "name": format!("PURCHASE {i}"), "steps": two_steps(reviewer) }),
        )
        .await;
        if let Some(next) = ws.next_data("t", Duration::from_millis(500)).await {
            heard = Some((template, next));
            break;
        }
    }
    let (purchase, first) = heard.expect("the subscription is live");
    assert!(
        first["data"]["workflowTemplatesChanged"].is_object(),
        "a notice, not an error: {first}"
    );
    let first = first["data"]["workflowTemplatesChanged"].clone();
    assert_eq!(first["kind"], "CREATED");
    assert_eq!(first["id"], purchase["id"]);
    assert_eq!(first["matches"], true, "{first}");
    while ws
        .next_data("t", Duration::from_millis(200))
        .await
        .is_some()
    {}

    let travel = create_template(
        &app,
        &admin,
        json!({ "name": "Travel", "description": "Trips", "steps": two_steps(reviewer) }),
    )
    .await;
    let told = ws
        .notice_about("t", "workflowTemplatesChanged", &travel["id"])
        .await;
    assert_eq!(told["matches"], false, "not in the list: {told}");
    assert_eq!(told["workflowTemplate"]["name"], "Travel");

    // Hidden: management's alone, so it leaves Sam's list, told by its id only.
    let visibility = "mutation($input: ChangeWorkflowTemplateVisibilityInput!) {
      changeWorkflowTemplateVisibility(input: $input) { workflowTemplate { visibility } } }";
    app.gql(
        Some(&admin),
        visibility,
        json!({ "input": { "id": purchase["id"], "visibility": "HIDDEN" } }),
    )
    .await
    .data("/changeWorkflowTemplateVisibility/workflowTemplate");
    let gone = ws
        .notice_about("t", "workflowTemplatesChanged", &purchase["id"])
        .await;
    assert_eq!(gone["kind"], "UPDATED");
    assert_eq!(gone["matches"], false, "no longer readable: {gone}");
    assert!(
        gone["workflowTemplate"].is_null(),
        "nothing of it is sent: {gone}"
    );

    // Shown again: it comes back.
    app.gql(
        Some(&admin),
        visibility,
        json!({ "input": { "id": purchase["id"], "visibility": "ACTIVE" } }),
    )
    .await
    .data("/changeWorkflowTemplateVisibility/workflowTemplate");
    let back = ws
        .notice_about("t", "workflowTemplatesChanged", &purchase["id"])
        .await;
    assert_eq!(back["matches"], true, "readable and matching again: {back}");
    assert!(
        back["workflowTemplate"]["name"]
            .as_str()
            .unwrap()
            .starts_with("PURCHASE"),
        "{back}"
    );
}

#[tokio::test]
async fn a_live_instance_list_is_told_by_the_lists_own_sql_whether_an_instance_is_in_it() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let reviewer = role(&app, &admin, "Reviewer").await;
    let clerk = role(&app, &admin, "Clerk").await;
    let olivia = employee(&app, "Olivia", vec![clerk]).await;
    let template = create_template(
        &app,
        &admin,
        json!({ "name": "Purchase approval", "steps": two_steps(reviewer) }),
    )
    .await;
    let mut ws = Subscription::connect(&app.ws_url(), json!({ "accessToken": olivia }))
        .await
        .unwrap();
    let query = "subscription($filter: WorkflowInstanceFilter) {
      workflowInstancesChanged(filter: $filter) { kind id matches workflowInstance { progress } } }";
    // The default list (in progress and completed) and the archived ones.
    ws.subscribe("open", query, json!({ "filter": {} })).await;
    ws.subscribe(
        "archived",
        query,
        json!({ "filter": { "progress": ["ARCHIVED"] } }),
    )
    .await;
    // Both subscriptions are told of the same new instance before the test relies on them:
    // the server registers each when it reads its `subscribe`, the second maybe a moment
    // after the first hears something (a loaded machine showed it).
    let mut heard = None;
    for _ in 0..20 {
        let started = start(&app, &olivia, &template).await;
        let open = told_about(&mut ws, "open", &started["id"]).await;
        let archived = told_about(&mut ws, "archived", &started["id"]).await;
        if let (Some(open), Some(archived)) = (open, archived) {
            heard = Some((started, open, archived));
            break;
        }
    }
    let (started, first, other) = heard.expect("both subscriptions are live");
    let first = first["data"]["workflowInstancesChanged"].clone();
    assert_eq!(first["kind"], "CREATED");
    assert_eq!(first["matches"], true, "in progress: {first}");
    let other = other["data"]["workflowInstancesChanged"].clone();
    assert_eq!(other["matches"], false, "not archived: {other}");
    while ws
        .next_data("open", Duration::from_millis(200))
        .await
        .is_some()
    {}
    while ws
        .next_data("archived", Duration::from_millis(200))
        .await
        .is_some()
    {}

    act(
        &app,
        &olivia,
        "archiveWorkflowInstance",
        json!({ "id": started["id"] }),
    )
    .await
    .data("/archiveWorkflowInstance/workflowInstance");
    let left = ws
        .notice_about("open", "workflowInstancesChanged", &started["id"])
        .await;
    assert_eq!(left["kind"], "UPDATED");
    assert_eq!(left["matches"], false, "archived: {left}");
    assert_eq!(left["workflowInstance"]["progress"], "ARCHIVED");
    let joined = ws
        .notice_about("archived", "workflowInstancesChanged", &started["id"])
        .await;
    assert_eq!(joined["matches"], true, "now archived: {joined}");
}

const APPLY: &str = "mutation($input: ApplyGeneratedWorkflowStepsInput!) {
  applyGeneratedWorkflowSteps(input: $input) { workflowInstance { id stepCount version
    generations { prompt room { id } answer { id applied appliedWorkflowInstanceId } } } } }";
const FLOW_GENERATIONS: &str = "{ chatRooms(filter: { purpose: WORKFLOW }) { edges { node { id
  appliedWorkflowInstance { id name } messages(last: 10) { edges { node { id author applied
  appliedWorkflowInstanceId appliedWorkflowInstance { id } } } } } } } }";

/// A WORKFLOW chat with the echo model, whose answer is `steps` as the JSON the server asks
/// for; the answer's id once it has finished and its proposal can be read.
async fn flow_answer(app: &TestApp, token: &str, echo: &Value, steps: Value) -> (Value, Value) {
    let started = app
        .gql(
            Some(token),
            "mutation($input: StartChatInput!) { startChat(input: $input) { chatRoom { id } answer { id } } }",
            json!({ "input": { "message": json!({ "steps": steps }).to_string(),
                "aiModelId": echo["id"], "purpose": "WORKFLOW" } }),
        )
        .await
        .data("/startChat");
    let answer = started["answer"]["id"].clone();
    for _ in 0..200 {
        let response = app
            .gql(
                Some(token),
                "query($id: ID!) { workflowStepProposal(messageId: $id) { prompt } }",
                json!({ "id": answer }),
            )
            .await;
        if response.error_code().is_none() {
            return (started["chatRoom"]["id"].clone(), answer);
        }
        assert_eq!(response.error_code().as_deref(), Some("204.W001.021"));
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the flow answer never finished");
}

/// Issue 37 §6: "Earlier flow generations cannot be found again, and a generation already
/// saved can be saved twice". A proposal is applied once: a second apply (another tab, or the
/// same proposal on another workflow) is refused with its code, in the caller's language, and
/// leaves the workflows as they were; an apply the workflow refuses is released and may be
/// made again; two at once make one. The generations list leads to the workflow each was
/// applied to, live; the instance's generation leads back to its room for its owner only.
/// Issue 37 §4: a role the model names as the reader sees it ("管理者") is matched.
#[tokio::test]
async fn a_generated_flow_is_applied_once_a_second_apply_is_refused_in_the_callers_language_and_generations_lead_to_their_workflow()
 {
    let llm = LoopbackLlm::start().await;
    llm.script_demo_models();
    let providers = format!("local=openai:{}/v1", llm.base_url());
    let app = spawn_app_with(move |config| {
        config.ai.providers = staffhub_api::ai::parse_providers(&providers, |_| None).unwrap();
    })
    .await;
    let admin = app.admin_token().await;
    let echo = model(&app, &admin, "local", "loopback-echo", vec![]).await;
    let template = create_template(
        &app,
        &admin,
        json!({ "name": "Vendor onboarding", "steps": [{ "name": "Kick-off" }] }),
    )
    .await;
    let first = start(&app, &admin, &template).await;
    let other = start(&app, &admin, &template).await;

    // The model names the built-in Admin role as a Japanese reader sees it: it is matched, and
    // read back in the reader's language.
    let steps = json!([
        { "name": "Check", "approverRole": null, "documents": [], "dueAfterHours": 8 },
        { "name": "承認", "approverRole": "管理者", "documents": ["稟議書"], "dueAfterHours": 24 }
    ]);
    let (room, answer) = flow_answer(&app, &admin, &echo, steps).await;
    let proposal = app
        .gql_with_headers(
            Some(&admin),
            "query($id: ID!) { workflowStepProposal(messageId: $id) { steps { approverRoleName approverRole { roleId name } } } }",
            json!({ "id": answer }),
            &[("accept-language", "ja")],
        )
        .await
        .data("/workflowStepProposal/steps");
    assert_eq!(proposal[1]["approverRoleName"], "管理者");
    assert_eq!(
        proposal[1]["approverRole"],
        json!({ "roleId": 1, "name": "管理者" })
    );
    let english = app
        .gql(
            Some(&admin),
            "query($id: ID!) { workflowStepProposal(messageId: $id) { steps { approverRole { name } } } }",
            json!({ "id": answer }),
        )
        .await
        .data("/workflowStepProposal/steps/1/approverRole/name");
    assert_eq!(english, "Admin");

    let mut ws = Subscription::connect(&app.ws_url(), json!({ "accessToken": admin }))
        .await
        .unwrap();
    ws.subscribe(
        "room",
        "subscription($id: ID!) { chatRoomChanged(id: $id) { kind message { id applied appliedWorkflowInstanceId } } }",
        json!({ "id": room }),
    )
    .await;
    tokio::time::sleep(Duration::from_millis(1000)).await;

    let accepted = json!([
        { "name": "Check", "dueAfterHours": 8 },
        { "name": "承認", "approverRoleId": 1, "expectedDocuments": ["稟議書"], "dueAfterHours": 24 }
    ]);
    let input = |instance: &Value, answer: &Value| json!({ "input": { "instanceId": instance["id"], "messageId": answer, "steps": accepted } });
    let applied = app
        .gql(Some(&admin), APPLY, input(&first, &answer))
        .await
        .data("/applyGeneratedWorkflowSteps/workflowInstance");
    assert_eq!(applied["stepCount"], 3);
    // The instance's generation leads back to its room and answer, for the room's owner.
    assert_eq!(applied["generations"][0]["room"]["id"], room);
    assert_eq!(applied["generations"][0]["answer"]["id"], answer);
    assert_eq!(applied["generations"][0]["answer"]["applied"], true);
    assert_eq!(
        applied["generations"][0]["answer"]["appliedWorkflowInstanceId"],
        first["id"]
    );

    // Every open screen of the room hears that the answer was applied, and to which workflow.
    let change = loop {
        let change = ws
            .next_data("room", Duration::from_secs(10))
            .await
            .expect("a room change")["data"]["chatRoomChanged"]
            .clone();
        if change["message"]["applied"] == true {
            break change;
        }
    };
    assert_eq!(change["message"]["id"], answer);
    assert_eq!(change["message"]["appliedWorkflowInstanceId"], first["id"]);

    // Applied once: again (another tab) or to another workflow, it is refused in the caller's
    // language, and neither workflow changes.
    let again = app.gql(Some(&admin), APPLY, input(&first, &answer)).await;
    assert_eq!(again.error_code().as_deref(), Some("204.W001.022"));
    assert_eq!(
        again.body["errors"][0]["message"],
        "These steps have already been applied to a workflow"
    );
    let again_ja = app
        .gql_with_headers(
            Some(&admin),
            APPLY,
            input(&other, &answer),
            &[("accept-language", "ja")],
        )
        .await;
    assert_eq!(again_ja.error_code().as_deref(), Some("204.W001.022"));
    assert_eq!(
        again_ja.body["errors"][0]["message"],
        "この提案のステップはすでにワークフローに適用されています"
    );
    let after_first = instance(&app, &admin, &first["id"]).await;
    assert_eq!(after_first["version"], applied["version"]);
    assert_eq!(after_first["generations"].as_array().unwrap().len(), 1);
    let after_other = instance(&app, &admin, &other["id"]).await;
    assert_eq!(after_other["stepCount"], 1);
    assert_eq!(after_other["generations"], json!([]));

    // A workflow that refuses the steps (archived) leaves the proposal unapplied: it goes to
    // another workflow afterwards.
    let third = start(&app, &admin, &template).await;
    act(
        &app,
        &admin,
        "archiveWorkflowInstance",
        json!({ "id": third["id"] }),
    )
    .await
    .data("/archiveWorkflowInstance/workflowInstance");
    let (second_room, second_answer) = flow_answer(
        &app,
        &admin,
        &echo,
        json!([{ "name": "Sign", "approverRole": null }]),
    )
    .await;
    let refused = app
        .gql(Some(&admin), APPLY, input(&third, &second_answer))
        .await;
    assert_eq!(refused.error_code().as_deref(), Some("204.W001.010"));
    let moved = app
        .gql(Some(&admin), APPLY, input(&other, &second_answer))
        .await
        .data("/applyGeneratedWorkflowSteps/workflowInstance");
    assert_eq!(moved["id"], other["id"]);

    // Two applies at once: one changes a workflow.
    let (_, third_answer) = flow_answer(
        &app,
        &admin,
        &echo,
        json!([{ "name": "Pay", "approverRole": null }]),
    )
    .await;
    let fourth = start(&app, &admin, &template).await;
    let (a, b) = tokio::join!(
        app.gql(Some(&admin), APPLY, input(&fourth, &third_answer)),
        app.gql(Some(&admin), APPLY, input(&fourth, &third_answer))
    );
    let codes = [a.error_code(), b.error_code()];
    assert_eq!(
        codes.iter().filter(|c| c.is_none()).count(),
        1,
        "exactly one apply changed the workflow: {codes:?}"
    );
    assert!(
        codes.contains(&Some("204.W001.022".to_owned())),
        "{codes:?}"
    );
    let fourth_after = instance(&app, &admin, &fourth["id"]).await;
    assert_eq!(fourth_after["generations"].as_array().unwrap().len(), 1);

    // The generations are found again, newest first, each with the workflow it went to.
    let generations = app
        .gql(Some(&admin), FLOW_GENERATIONS, json!({}))
        .await
        .data("/chatRooms/edges");
    let generations = generations.as_array().unwrap();
    assert_eq!(generations.len(), 3);
    assert_eq!(generations[2]["node"]["id"], room);
    assert_eq!(
        generations[2]["node"]["appliedWorkflowInstance"]["id"],
        first["id"]
    );
    assert_eq!(generations[1]["node"]["id"], second_room);
    assert_eq!(
        generations[1]["node"]["appliedWorkflowInstance"]["id"],
        other["id"]
    );
    let answered = generations[2]["node"]["messages"]["edges"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["node"]["author"] == "AI")
        .unwrap()["node"]
        .clone();
    assert_eq!(answered["applied"], true);
    assert_eq!(answered["appliedWorkflowInstance"]["id"], first["id"]);

    // A manager who reads the workflow does not read its owner's room through it.
    let manager_role = app
        .gql(
            Some(&admin),
            "mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }",
            json!({ "input": { "name": "Operations lead", "roleCategoryId": 1 } }),
        )
        .await
        .data("/createRole/role/roleId")
        .as_i64()
        .unwrap() as i32;
    let manager = employee(&app, "Mina", vec![manager_role]).await;
    let seen = app
        .gql(
            Some(&manager),
            "query($id: ID!) { node(id: $id) { ... on WorkflowInstance { generations { prompt room { id } answer { id } } } } }",
            json!({ "id": first["id"] }),
        )
        .await
        .data("/node/generations/0");
    assert_eq!(seen["room"], Value::Null);
    assert_eq!(seen["answer"], Value::Null);
    assert!(seen["prompt"].as_str().unwrap().contains("承認"));

    // Auditors read the apply and its release in Japanese; the read models equal a replay.
    for (id, label) in [
        (&room, "ステップをワークフローに適用"),
        (&second_room, "適用を取り消し"),
    ] {
        let labels = app.history_labels_in(&admin, id, "ja").await.join(" | ");
        assert!(labels.contains(label), "{labels}");
    }
    let tables = [("chat_rooms", "room_id"), ("chat_messages", "message_id")];
    let before = app.table_rows(&tables).await;
    app.rebuild("chats").await;
    assert_eq!(before, app.table_rows(&tables).await);
}

/// Issue 35: whoever edits a template (Management) deletes it to the trash and restores it as
/// it was; staff may not, and see no template in the trash. Its running instance keeps running
/// on its own copy of the steps (no refusal counts it), names it "(deleted)" in its history,
/// and no new instance starts from it. A hidden one's history stays Management's. History
/// tells the trash's restore from un-archiving, in ja too; the read model and its trash equal a
/// fresh replay.
#[tokio::test]
async fn a_template_goes_to_the_trash_and_back_by_management_while_its_instances_run_on() {
    const TRASH: &str = "query { trash(types: [\"WorkflowTemplate\"]) { totalCount edges { node { entityId title typeName } } } }";
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let reviewer = role(&app, &admin, "Reviewer").await;
    let lead = app
        .gql(
            Some(&admin),
            "mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }",
            json!({ "input": { "name": "Operations lead", "roleCategoryId": 1 } }),
        )
        .await
        .data("/createRole/role/roleId")
        .as_i64()
        .unwrap() as i32;
    let maya = employee(&app, "Maya", vec![lead]).await;
    let sam = employee(&app, "Sam", vec![reviewer]).await;
    let template = create_template(
        &app,
        &maya,
        json!({ "name": "Expense claim", "description": "Claim a cost", "steps": two_steps(reviewer) }),
    )
    .await;
    let id = template["id"].clone();
    let running = start(&app, &sam, &template).await;
    let node = format!(
        "query($id: ID!) {{ node(id: $id) {{ ... on WorkflowTemplate {{ {TEMPLATE_FIELDS} }} }} }}"
    );
    let read = |token: String| {
        let (app, node, id) = (&app, node.clone(), id.clone());
        async move {
            app.gql(Some(&token), &node, json!({ "id": id }))
                .await
                .data("/node")
        }
    };
    let listed = |token: String| {
        let app = &app;
        async move {
            app.gql(
                Some(&token),
                "{ workflowTemplates(filter: { archived: null }) { totalCount } }",
                json!({}),
            )
            .await
            .data("/workflowTemplates/totalCount")
        }
    };
    let before = read(maya.clone()).await;
    assert_eq!(before["runningInstanceCount"], 1);

    // Staff read it but do not edit it, so they do not delete it.
    let refused = app.delete_node(&sam, &id).await;
    assert_eq!(refused.error_code().as_deref(), Some("102.X000.002"));
    // Its running instance does not hold it back: it runs on its own copy of the steps.
    app.delete_node(&maya, &id).await.data("/deleteNode");
    assert_eq!(listed(maya.clone()).await, 0);
    assert_eq!(listed(sam.clone()).await, 0);
    assert_eq!(read(maya.clone()).await, Value::Null);
    let trash = app.gql(Some(&maya), TRASH, json!({})).await.data("/trash");
    assert_eq!(trash["totalCount"], 1, "{trash}");
    assert_eq!(trash["edges"][0]["node"]["title"], "Expense claim");
    assert_eq!(trash["edges"][0]["node"]["typeName"], "WorkflowTemplate");
    assert_eq!(trash["edges"][0]["node"]["entityId"], id);
    let theirs = app.gql(Some(&sam), TRASH, json!({})).await.data("/trash");
    assert_eq!(theirs["totalCount"], 0, "not theirs to restore: {theirs}");
    let unseen = app.restore_node(&sam, &id).await;
    assert_eq!(unseen.error_code().as_deref(), Some("102.X000.002"));
    let again = app.delete_node(&maya, &id).await;
    assert_eq!(again.error_code().as_deref(), Some("204.W001.001"));

    // No new instance starts from it; the running one goes on, naming it as started.
    let start_deleted = app
        .gql(
            Some(&sam),
            "mutation($input: StartWorkflowInstanceInput!) { startWorkflowInstance(input: $input) { workflowInstance { id } } }",
            json!({ "input": { "templateId": id } }),
        )
        .await;
    assert_eq!(start_deleted.error_code().as_deref(), Some("204.W001.001"));
    let draft = running["steps"][0]["key"].clone();
    let done = act(
        &app,
        &sam,
        "changeWorkflowStepStatus",
        json!({ "instanceId": running["id"], "stepKey": draft, "status": "DONE" }),
    )
    .await
    .data("/changeWorkflowStepStatus/workflowInstance");
    assert_eq!(done["steps"][0]["status"], "DONE");
    assert_eq!(done["templateName"], "Expense claim");
    assert_eq!(done["template"], Value::Null);
    let named = app
        .gql(
            Some(&admin),
            "query($id: ID!) { history(id: $id) { edges { node { changes { field newText } } } } }",
            json!({ "id": running["id"] }),
        )
        .await
        .data("/history/edges/0/node/changes")
        .to_string();
    assert!(named.contains("Expense claim (deleted)"), "{named}");
    // On the instance itself the reference reads "(deleted)": named and linked for Maya, who
    // sees its trash entry; only "(deleted)" for Sam, who does not.
    let reference = "query($id: ID!) { node(id: $id) { ... on WorkflowInstance {
        deletedTemplate { entry { entityId title } } } } }";
    let deleted_template = |token: String| {
        let (app, instance) = (&app, running["id"].clone());
        async move {
            app.gql(Some(&token), reference, json!({ "id": instance }))
                .await
                .data("/node/deletedTemplate")
        }
    };
    assert_eq!(
        deleted_template(maya.clone()).await,
        json!({ "entry": { "entityId": id, "title": "Expense claim" } })
    );
    assert_eq!(
        deleted_template(sam.clone()).await,
        json!({ "entry": null })
    );

    // Back as it was (its version is the restore's), its instance counted again.
    let restored = app.restore_node(&maya, &id).await.data("/restoreNode");
    assert_eq!(restored["restoredId"], id);
    let after = read(maya.clone()).await;
    let without_version = |mut v: Value| {
        v.as_object_mut().unwrap().remove("version");
        v
    };
    assert_eq!(
        without_version(after.clone()),
        without_version(before.clone())
    );
    assert!(after["version"].as_i64() > before["version"].as_i64());
    assert_eq!(listed(sam.clone()).await, 1);
    assert_eq!(deleted_template(sam.clone()).await, Value::Null);
    let not_deleted = app.restore_node(&maya, &id).await;
    assert_eq!(not_deleted.error_code().as_deref(), Some("204.X000.007"));

    // Archived and un-archived, then deleted and restored: history tells the two apart.
    let archive = "mutation($input: ArchiveWorkflowTemplateInput!) { archiveWorkflowTemplate(input: $input) { workflowTemplate { archived } } }";
    for archived in [true, false] {
        app.gql(
            Some(&maya),
            archive,
            json!({ "input": { "id": id, "archived": archived } }),
        )
        .await
        .data("/archiveWorkflowTemplate");
    }
    let en = app.history_labels(&maya, &id).await;
    assert_eq!(
        en[en.len() - 4..],
        ["Deleted", "Restored from the trash", "Archived", "Restored"],
        "{en:?}"
    );
    let ja = app.history_labels_in(&maya, &id, "ja").await;
    assert_eq!(
        ja[ja.len() - 4..],
        ["削除", "ごみ箱から復元", "アーカイブ", "復元"],
        "{ja:?}"
    );

    // A hidden one in the trash: Management's entry, its history no one else's.
    let hidden = create_template(
        &app,
        &admin,
        json!({ "name": "Board minutes", "visibility": "HIDDEN", "steps": two_steps(reviewer) }),
    )
    .await;
    app.delete_node(&admin, &hidden["id"])
        .await
        .data("/deleteNode");
    let entries = app
        .gql(Some(&maya), TRASH, json!({}))
        .await
        .data("/trash/totalCount");
    assert_eq!(entries, 1);
    let history = "query($id: ID!) { history(id: $id) { edges { node { label } } } }";
    let secret = app
        .gql(Some(&sam), history, json!({ "id": hidden["id"] }))
        .await;
    assert!(secret.error_code().is_some(), "{:?}", secret.body);
    let labels = app.history_labels(&maya, &hidden["id"]).await;
    assert_eq!(
        labels.last().map(String::as_str),
        Some("Deleted"),
        "{labels:?}"
    );

    // Deleted again, and the read models with their trash replayed.
    app.delete_node(&maya, &id).await.data("/deleteNode");
    let tables = [
        ("workflow_templates", "template_id"),
        ("workflow_instances", "instance_id"),
        ("workflow_template_trash", "entity_id"),
    ];
    let before = app.table_rows(&tables).await;
    assert_eq!(before[2].1.len(), 2);
    app.rebuild("workflows").await;
    assert_eq!(app.table_rows(&tables).await, before);
}
