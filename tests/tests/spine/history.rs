use serde_json::json;
use staffhub_tests::spawn_app;

use crate::CREATE_TASK;

const HISTORY: &str = "query($id: ID!, $first: Int, $after: String) { history(id: $id, first: $first, after: $after) {
  totalCount pageInfo { hasNextPage endCursor }
  edges { node { sequence eventType label recordedAt correlationId actor { name }
    changes { field oldValue newValue } } } } }";

#[tokio::test]
async fn history_lists_every_event_with_who_when_and_what_changed() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let task = app
        .gql(
            Some(&token),
            CREATE_TASK,
            json!({ "input": { "title": "Audit me" } }),
        )
        .await
        .data("/createTask/task");
    let id = task["id"].as_str().unwrap();
    let status = "mutation($input: ChangeTaskStatusInput!) { changeTaskStatus(input: $input) { task { id } } }";
    app.gql(
        Some(&token),
        status,
        json!({ "input": { "id": id, "statusId": 2 } }),
    )
    .await
    .data("/changeTaskStatus");

    let history = app
        .gql(Some(&token), HISTORY, json!({ "id": id }))
        .await
        .data("/history");
    assert_eq!(history["totalCount"], 2);
    let created = &history["edges"][0]["node"];
    assert_eq!(created["eventType"], "TaskCreated");
    assert_eq!(created["label"], "Task created");
    assert_eq!(created["actor"]["name"], "Ada Admin");
    let changed = &history["edges"][1]["node"];
    assert_eq!(changed["sequence"], 2);
    assert_eq!(
        changed["changes"],
        json!([{ "field": "status", "oldValue": "open", "newValue": "processing" }])
    );

    let ja = app
        .gql_with_headers(
            Some(&token),
            HISTORY,
            json!({ "id": id, "first": 1 }),
            &[("accept-language", "ja")],
        )
        .await
        .data("/history");
    assert_eq!(ja["edges"][0]["node"]["label"], "タスクを作成");
    assert_eq!(ja["pageInfo"]["hasNextPage"], true);
}

#[tokio::test]
async fn node_as_of_and_history_diff_show_the_entity_at_earlier_points() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let task = app
        .gql(
            Some(&token),
            CREATE_TASK,
            json!({ "input": { "title": "Before" } }),
        )
        .await
        .data("/createTask/task");
    let id = task["id"].as_str().unwrap();
    let first_time: String = sqlx::query_scalar("SELECT max(recorded_at)::text FROM events")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    let update = "mutation($input: UpdateTaskInput!) { updateTask(input: $input) { task { id } } }";
    app.gql(
        Some(&token),
        update,
        json!({ "input": { "id": id, "expectedVersion": 1, "title": "After", "description": "",
            "priorityId": 1 } }),
    )
    .await
    .data("/updateTask");

    let as_of = "query($id: ID!, $at: DateTime, $version: Int) { nodeAsOf(id: $id, at: $at, version: $version) {
        typeName version state } }";
    let v1 = app
        .gql(Some(&token), as_of, json!({ "id": id, "version": 1 }))
        .await
        .data("/nodeAsOf");
    assert_eq!(v1["typeName"], "Task");
    assert_eq!(v1["state"]["title"], "Before");
    let at = chrono::DateTime::parse_from_str(&format!("{first_time}00"), "%Y-%m-%d %H:%M:%S%.f%z")
        .unwrap();
    let then = app
        .gql(
            Some(&token),
            as_of,
            json!({ "id": id, "at": at.to_rfc3339() }),
        )
        .await
        .data("/nodeAsOf");
    assert_eq!(then["version"], 1);
    let now = app
        .gql(Some(&token), as_of, json!({ "id": id }))
        .await
        .data("/nodeAsOf");
    assert_eq!(now["version"], 3);
    assert_eq!(now["state"]["title"], "After");
    assert_eq!(now["state"]["priority"], "high");

    let diff = "query($id: ID!, $from: Int!, $to: Int!) { historyDiff(id: $id, fromVersion: $from, toVersion: $to) {
        field oldValue newValue } }";
    let changes = app
        .gql(Some(&token), diff, json!({ "id": id, "from": 1, "to": 3 }))
        .await
        .data("/historyDiff");
    assert_eq!(
        changes,
        json!([{ "field": "priority", "oldValue": "medium", "newValue": "high" },
               { "field": "title", "oldValue": "Before", "newValue": "After" }])
    );

    let cases = [
        (as_of, json!({ "id": id, "version": 9 }), "203.H001.002"),
        (
            as_of,
            json!({ "id": id, "at": "2000-01-01T00:00:00Z" }),
            "203.H001.001",
        ),
        (
            diff,
            json!({ "id": id, "from": 3, "to": 1 }),
            "203.H001.002",
        ),
        (
            as_of,
            json!({ "id": staffhub_api::graphql::ids::encode("Task", uuid::Uuid::now_v7()).0 }),
            "204.H001.001",
        ),
        (as_of, json!({ "id": "garbage" }), "203.X000.003"),
    ];
    for (query, variables, code) in cases {
        let response = app.gql(Some(&token), query, variables.clone()).await;
        assert_eq!(
            response.error_code().as_deref(),
            Some(code),
            "{variables}: {}",
            response.body
        );
    }
    let anonymous = app.gql(None, as_of, json!({ "id": id })).await;
    assert_eq!(anonymous.error_code().as_deref(), Some("102.X000.001"));
}

const READABLE: &str = "query($id: ID!) { history(id: $id) { edges { node { eventType label
  changes { field label oldText newText items { label oldText newText } }
  facts { label newText } } } } }";

/// Every change of an entity's history as "label: old → new" lines (items on their own), in
/// the language `locale` asks for.
async fn readable(
    app: &staffhub_tests::TestApp,
    token: &str,
    id: &serde_json::Value,
    locale: &str,
) -> Vec<String> {
    let history = app
        .gql_with_headers(
            Some(token),
            READABLE,
            json!({ "id": id }),
            &[("accept-language", locale)],
        )
        .await
        .data("/history/edges");
    let text = |v: &serde_json::Value| v.as_str().unwrap_or("-").to_owned();
    let mut lines = Vec::new();
    for edge in history.as_array().unwrap() {
        let node = &edge["node"];
        for fact in node["facts"].as_array().unwrap() {
            lines.push(format!(
                "{}: {}",
                text(&fact["label"]),
                text(&fact["newText"])
            ));
        }
        for change in node["changes"].as_array().unwrap() {
            let items = change["items"].as_array().unwrap();
            if items.is_empty() {
                lines.push(format!(
                    "{}: {} → {}",
                    text(&change["label"]),
                    text(&change["oldText"]),
                    text(&change["newText"])
                ));
            }
            for item in items {
                lines.push(format!(
                    "{}: {} → {}",
                    text(&item["label"]),
                    text(&item["oldText"]),
                    text(&item["newText"])
                ));
            }
        }
    }
    lines
}

/// No raw field name (snake_case or camelCase) and no id: what an auditor reads is words.
fn assert_reads_as_words(lines: &[String]) {
    for line in lines {
        let label = line.split(": ").next().unwrap();
        let raw = label.starts_with(|c: char| c.is_ascii_lowercase())
            && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        assert!(!raw && !label.contains('_'), "a raw field name: {line}");
        for word in line.split(|c: char| !c.is_ascii_hexdigit() && c != '-') {
            assert!(uuid::Uuid::parse_str(word).is_err(), "an id in: {line}");
        }
    }
}

#[tokio::test]
async fn history_of_every_area_reads_with_labels_names_and_enum_labels_in_en_and_ja() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let me = app
        .gql(
            Some(&token),
            "query { employees(filter: { keyword: \"Ada\" }) { edges { node { id } } } }",
            json!({}),
        )
        .await
        .data("/employees/edges/0/node/id");

    // An issue: its status, categories and assignee by name, its priority by its label.
    app.gql(
        Some(&token),
        "mutation($input: CreateIssueStatusInput!) { createIssueStatus(input: $input) { issueStatus { id } } }",
        json!({ "input": { "labelEn": "Open", "labelJa": "未対応", "color": "blue" } }),
    )
    .await
    .data("/createIssueStatus");
    let issue = app
        .gql(
            Some(&token),
            "mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } } }",
            json!({ "input": { "title": "Printer jams" } }),
        )
        .await
        .data("/createIssue/issue/id");
    app.gql(
        Some(&token),
        "mutation($input: AssignIssueEmployeeInput!) { assignIssueEmployee(input: $input) { issue { id } } }",
        json!({ "input": { "id": issue, "employeeId": me } }),
    )
    .await
    .data("/assignIssueEmployee");
    app.gql(
        Some(&token),
        "mutation($input: ChangeIssuePriorityInput!) { changeIssuePriority(input: $input) { issue { id } } }",
        json!({ "input": { "id": issue, "priorityId": 1 } }),
    )
    .await
    .data("/changeIssuePriority");
    let en = readable(&app, &token, &issue, "en").await;
    assert!(
        en.contains(&"Assignees: - → Ada Admin".to_owned()),
        "{en:?}"
    );
    assert!(
        en.iter()
            .any(|l| l.starts_with("Priority: ") && l.ends_with("→ High")),
        "{en:?}"
    );
    assert!(en.contains(&"Reporter: - → Ada Admin".to_owned()), "{en:?}");
    assert!(en.contains(&"Status: - → Open".to_owned()), "{en:?}");
    assert_reads_as_words(&en);
    let ja = readable(&app, &token, &issue, "ja").await;
    assert!(ja.contains(&"担当者: - → Ada Admin".to_owned()), "{ja:?}");
    assert!(
        ja.iter()
            .any(|l| l.starts_with("優先度: ") && l.ends_with("→ 高")),
        "{ja:?}"
    );
    assert_reads_as_words(&ja);

    // An organization: its deal stage by label.
    let organization = app
        .gql(
            Some(&token),
            "mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id } } }",
            json!({ "input": { "name": "Kitasato Logistics" } }),
        )
        .await
        .data("/createOrganization/organization/id");
    app.gql(
        Some(&token),
        "mutation($input: MoveDealInput!) { moveDeal(input: $input) { organization { id } } }",
        json!({ "input": { "organizationId": organization, "dealStatusId": 2 } }),
    )
    .await
    .data("/moveDeal");
    let en = readable(&app, &token, &organization, "en").await;
    assert!(
        en.contains(&"Deal stage: Lead → Prospect".to_owned()),
        "{en:?}"
    );
    assert_reads_as_words(&en);
    let ja = readable(&app, &token, &organization, "ja").await;
    assert!(
        ja.contains(&"商談ステージ: リード → 見込み客".to_owned()),
        "{ja:?}"
    );
    assert_reads_as_words(&ja);

    // A document: its status by label, its author by name.
    let document = app
        .gql(
            Some(&token),
            "mutation($input: CreateDocumentInput!) { createDocument(input: $input) { document { id } } }",
            json!({ "input": { "title": "Laptop policy", "body": "Every laptop…", "statusId": 1 } }),
        )
        .await
        .data("/createDocument/document/id");
    let en = readable(&app, &token, &document, "en").await;
    assert!(en.contains(&"Status: - → Active".to_owned()), "{en:?}");
    assert!(en.contains(&"Author: - → Ada Admin".to_owned()), "{en:?}");
    assert_reads_as_words(&en);
    let ja = readable(&app, &token, &document, "ja").await;
    assert!(ja.contains(&"ステータス: - → 公開中".to_owned()), "{ja:?}");
    assert_reads_as_words(&ja);

    // A workflow instance: a step's change reads as that step's own, not the whole list.
    let template = app
        .gql(
            Some(&token),
            "mutation($input: CreateWorkflowTemplateInput!) { createWorkflowTemplate(input: $input) { workflowTemplate { id } } }",
            json!({ "input": { "name": "Purchase approval", "steps": [
                { "name": "Draft the proposal", "expectedDocuments": ["Proposal"] },
                { "name": "Review", "expectedDocuments": ["Proposal"] } ] } }),
        )
        .await
        .data("/createWorkflowTemplate/workflowTemplate/id");
    let instance = app
        .gql(
            Some(&token),
            "mutation($input: StartWorkflowInstanceInput!) { startWorkflowInstance(input: $input) { workflowInstance { id steps { key } } } }",
            json!({ "input": { "templateId": template } }),
        )
        .await
        .data("/startWorkflowInstance/workflowInstance");
    app.gql(
        Some(&token),
        "mutation($input: ChangeWorkflowStepStatusInput!) { changeWorkflowStepStatus(input: $input) { workflowInstance { id } } }",
        json!({ "input": { "instanceId": instance["id"], "stepKey": instance["steps"][0]["key"], "status": "DONE" } }),
    )
    .await
    .data("/changeWorkflowStepStatus");
    let en = readable(&app, &token, &instance["id"], "en").await;
    assert!(
        en.contains(&"Step 'Draft the proposal': Status: In progress → Done".to_owned()),
        "{en:?}"
    );
    assert!(
        en.contains(&"Template: - → Purchase approval".to_owned()),
        "{en:?}"
    );
    assert_reads_as_words(&en);
    let ja = readable(&app, &token, &instance["id"], "ja").await;
    assert!(
        ja.contains(&"ステップ「Draft the proposal」: ステータス: 進行中 → 完了".to_owned()),
        "{ja:?}"
    );
    assert_reads_as_words(&ja);

    // "State at a version" is labelled fields, not a dump.
    let snapshot = app
        .gql_with_headers(
            Some(&token),
            "query($id: ID!) { nodeAsOf(id: $id, version: 1) { fields { field label text } } }",
            json!({ "id": issue }),
            &[("accept-language", "ja")],
        )
        .await
        .data("/nodeAsOf/fields");
    assert!(
        snapshot
            .as_array()
            .unwrap()
            .contains(&json!({ "field": "title", "label": "タイトル", "text": "Printer jams" })),
        "{snapshot}"
    );
}

/// Issue 35: "References to a deleted item read '(deleted)' … History keeps everything." An
/// issue's history names the document it linked, now in the trash, with "(deleted)" in en and
/// ja, and the deleted document's own history is still read, by whoever sees it in the trash.
#[tokio::test]
async fn a_reference_to_a_deleted_item_reads_deleted_by_name_and_its_own_history_stays() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let document = app
        .gql(
            Some(&token),
            "mutation($input: CreateDocumentInput!) { createDocument(input: $input) { document { id } } }",
            json!({ "input": { "title": "Printer manual" } }),
        )
        .await
        .data("/createDocument/document/id");
    app.gql(
        Some(&token),
        "mutation($input: CreateIssueStatusInput!) { createIssueStatus(input: $input) { issueStatus { id } } }",
        json!({ "input": { "labelEn": "Open", "labelJa": "未対応", "color": "blue" } }),
    )
    .await
    .data("/createIssueStatus");
    let issue = app
        .gql(
            Some(&token),
            "mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } } }",
            json!({ "input": { "title": "Printer jams", "documentIds": [document] } }),
        )
        .await
        .data("/createIssue/issue/id");
    let linked = |lines: &[String], name: &str| lines.iter().any(|l| l.contains(name));
    assert!(linked(
        &readable(&app, &token, &issue, "en").await,
        "Printer manual"
    ));

    app.delete_node(&token, &document).await.data("/deleteNode");
    let en = readable(&app, &token, &issue, "en").await;
    assert!(linked(&en, "Printer manual (deleted)"), "{en:?}");
    let ja = readable(&app, &token, &issue, "ja").await;
    assert!(linked(&ja, "Printer manual（削除済み）"), "{ja:?}");
    assert_reads_as_words(&en);

    let own = app
        .gql(
            Some(&token),
            "query($id: ID!) { history(id: $id) { edges { node { eventType } } } }",
            json!({ "id": document }),
        )
        .await
        .data("/history/edges");
    let types: Vec<&str> = own
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["node"]["eventType"].as_str().unwrap())
        .collect();
    assert_eq!(types, ["DocumentCreated", "DocumentDeleted"]);
}
