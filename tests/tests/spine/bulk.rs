//! Bulk edit (issue 35 §2), through the real server: each item changed by its own command with
//! the batch's correlation id, a stale item refused in the result while the rest go on, one
//! undo for the batch (once), only the fields the caller may use, "all matching this filter"
//! by the list's own SQL, the batch's progress told live, and the read model equal to a
//! fresh replay.

use std::time::Duration;

use serde_json::{Value, json};
use staffhub_tests::{Subscription, TestApp, spawn_app};

use crate::CREATE_TASK;

pub(crate) const START: &str = "mutation($input: StartBulkEditInput!) {
  startBulkEdit(input: $input) { bulkEdit { id type field total status } } }";
pub(crate) const UNDO: &str = "mutation($id: ID!) {
  undoBulkEdit(input: { id: $id }) { bulkEdit { id total undoOf { id } } } }";
pub(crate) const BATCH: &str = "query($id: ID!) { node(id: $id) { ... on BulkEdit {
  status total done changed unchanged refused canUndo undoneBy { id } startedBy { name }
  refusals { itemId title reason code message } } } }";
const FIELDS: &str = "query($type: String!) { bulkFields(type: $type) }";
const ISSUE: &str =
    "query($id: ID!) { node(id: $id) { ... on Issue { title version status { labelEn } } } }";
const TASKS: &str =
    "query($filter: TaskFilter) { tasks(filter: $filter) { totalCount edges { node { title } } } }";

async fn status(app: &TestApp, admin: &str, en: &str, ja: &str) -> Value {
    app.gql(
        Some(admin),
        "mutation($input: CreateIssueStatusInput!) { createIssueStatus(input: $input) { issueStatus { id } } }",
        json!({ "input": { "labelEn": en, "labelJa": ja, "color": "blue" } }),
    )
    .await
    .data("/createIssueStatus/issueStatus/id")
}

async fn issue(app: &TestApp, token: &str, title: &str) -> Value {
    app.gql(
        Some(token),
        "mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id version } } }",
        json!({ "input": { "title": title } }),
    )
    .await
    .data("/createIssue/issue")
}

/// The batch once it has ended (it runs beside the request that started it).
pub(crate) async fn ended(app: &TestApp, token: &str, id: &Value) -> Value {
    for _ in 0..200 {
        let batch = app
            .gql(Some(token), BATCH, json!({ "id": id }))
            .await
            .data("/node");
        if batch["status"] != "RUNNING" {
            return batch;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the bulk change {id} never ended");
}

async fn issue_status(app: &TestApp, token: &str, id: &Value) -> String {
    app.gql(Some(token), ISSUE, json!({ "id": id }))
        .await
        .data("/node/status/labelEn")
        .as_str()
        .unwrap()
        .to_owned()
}

#[tokio::test]
async fn a_bulk_status_change_runs_each_issue_alone_refuses_the_stale_one_and_undoes_as_one() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    status(&app, &admin, "Open", "未対応").await;
    let done = status(&app, &admin, "Done", "完了").await;
    let mut shown = Vec::new();
    for title in ["VPN drops", "Printer jams", "Invoice total", "Badge reader"] {
        shown.push(issue(&app, &admin, title).await);
    }
    // Someone changes "Invoice total" after the list showed it.
    app.gql(
        Some(&admin),
        "mutation($id: ID!) { changeIssuePriority(input: { id: $id, priorityId: 1 }) { issue { id } } }",
        json!({ "id": shown[2]["id"] }),
    )
    .await
    .data("/changeIssuePriority");
    let items: Vec<Value> = shown
        .iter()
        .map(|i| json!({ "id": i["id"], "version": i["version"] }))
        .collect();
    let started = app
        .gql(
            Some(&admin),
            START,
            json!({ "input": { "type": "Issue", "items": items, "field": "status", "value": done } }),
        )
        .await
        .data("/startBulkEdit/bulkEdit");
    assert_eq!(started["total"], 4);
    assert_eq!(started["field"], "status");
    let batch = ended(&app, &admin, &started["id"]).await;
    assert_eq!(batch["status"], "DONE");
    assert_eq!(
        (
            batch["done"].clone(),
            batch["changed"].clone(),
            batch["refused"].clone()
        ),
        (json!(4), json!(3), json!(1))
    );
    let refusal = &batch["refusals"][0];
    assert_eq!(refusal["title"], "Invoice total");
    assert_eq!(refusal["reason"], "STALE");
    assert_eq!(refusal["code"], "204.X000.004");
    assert_eq!(batch["canUndo"], true);
    for (i, issue) in shown.iter().enumerate() {
        let expected = if i == 2 { "Open" } else { "Done" };
        assert_eq!(issue_status(&app, &admin, &issue["id"]).await, expected);
    }
    // One correlation id for the batch: its own id, on every item's event.
    let batch_uuid = staffhub_api::graphql::ids::decode_any(started["id"].as_str().unwrap())
        .unwrap()
        .1;
    let correlated: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM events WHERE aggregate_type = 'Issue'
           AND event_type = 'IssueStatusChanged' AND metadata->>'correlation_id' = $1",
    )
    .bind(batch_uuid.to_string())
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(correlated, 3);

    // The batch's progress is live: its page hears the undo.
    let mut ws = Subscription::connect(&app.ws_url(), json!({ "accessToken": admin }))
        .await
        .unwrap();
    ws.subscribe(
        "batch",
        "subscription($id: ID!) { bulkEditChanged(id: $id) { kind bulkEdit { canUndo undoneBy { id } } } }",
        json!({ "id": started["id"] }),
    )
    .await;
    // The first message is the batch as it is once the page listens (`live::job_changes`):
    // a batch that ended before the page subscribed is not shown running for ever.
    let current = ws
        .next_message(Duration::from_secs(10))
        .await
        .expect("the batch as it is");
    assert_eq!(
        current["payload"]["data"]["bulkEditChanged"]["bulkEdit"]["canUndo"],
        true
    );
    let undo = app
        .gql(Some(&admin), UNDO, json!({ "id": started["id"] }))
        .await
        .data("/undoBulkEdit/bulkEdit");
    assert_eq!(undo["total"], 3, "only what the batch changed is set back");
    assert_eq!(undo["undoOf"]["id"], started["id"]);
    // (Its `undoneBy` may still be null then: the undo is marked before its own batch starts,
    // so two clicks never undo it twice.)
    let heard = ws
        .next_message(Duration::from_secs(10))
        .await
        .expect("the batch's page hears it was undone");
    assert_eq!(
        heard["payload"]["data"]["bulkEditChanged"]["bulkEdit"]["canUndo"],
        false
    );
    let undone = ended(&app, &admin, &undo["id"]).await;
    assert_eq!(undone["changed"], 3);
    for issue in &shown {
        assert_eq!(issue_status(&app, &admin, &issue["id"]).await, "Open");
    }
    // Undone once.
    let again = app
        .gql(Some(&admin), UNDO, json!({ "id": started["id"] }))
        .await;
    assert_eq!(again.error_code().as_deref(), Some("201.B001.002"));
    let first = ended(&app, &admin, &started["id"]).await;
    assert_eq!(first["canUndo"], false);
    // An undo is final: it is not itself undone (that would be a change of its own).
    assert_eq!(undone["canUndo"], false);
    let redo = app
        .gql(Some(&admin), UNDO, json!({ "id": undo["id"] }))
        .await;
    assert_eq!(redo.error_code().as_deref(), Some("201.B001.004"));

    // History reads the batch as a person would, in Japanese too.
    let labels = app.history_labels_in(&admin, &started["id"], "ja").await;
    assert!(labels.contains(&"一括変更を開始".to_owned()), "{labels:?}");
    assert!(labels.contains(&"元に戻した".to_owned()), "{labels:?}");

    let tables = [
        ("bulk_edits", "bulk_edit_id"),
        ("bulk_edit_items", "bulk_edit_id, position"),
    ];
    let live = app.table_rows(&tables).await;
    app.rebuild("bulk_edits").await;
    assert_eq!(app.table_rows(&tables).await, live);
}

#[tokio::test]
async fn bulk_edit_offers_and_accepts_only_what_the_caller_may_do() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let fields = |kind: &'static str| {
        let app = &app;
        let admin = admin.clone();
        async move {
            app.gql(Some(&admin), FIELDS, json!({ "type": kind }))
                .await
                .data("/bulkFields")
        }
    };
    assert_eq!(
        fields("Issue").await,
        json!([
            "status",
            "priority",
            "assignees",
            "category",
            "tags",
            "delete"
        ])
    );
    assert_eq!(fields("Project").await, json!(["delete"]));
    // An admin deletes issue statuses (issue 35 §1), and so may delete several at once.
    assert_eq!(fields("IssueStatus").await, json!(["delete"]));
    assert_eq!(fields("Nothing").await, json!([]));

    // A staff member without the Admin role is offered no admin-only field.
    let role = app
        .gql(
            Some(&admin),
            "mutation { createRole(input: { name: \"Sales\", roleCategoryId: 2 }) { role { roleId } } }",
            json!({}),
        )
        .await
        .data("/createRole/role/roleId")
        .as_i64()
        .unwrap() as i32;
    app.create_employee(
        "Sam Staff",
        "sam@staffhub.test",
        "staff password 1",
        vec![role],
    )
    .await;
    let staff = app.sign_in("sam@staffhub.test", "staff password 1").await;
    let tag_fields = app
        .gql(Some(&staff), FIELDS, json!({ "type": "Tag" }))
        .await
        .data("/bulkFields");
    assert_eq!(tag_fields, json!([]), "tags are deleted by admins only");
    let status_fields = app
        .gql(Some(&staff), FIELDS, json!({ "type": "IssueStatus" }))
        .await
        .data("/bulkFields");
    assert_eq!(
        status_fields,
        json!([]),
        "issue statuses are deleted by admins only"
    );

    let task = app
        .gql(
            Some(&admin),
            CREATE_TASK,
            json!({ "input": { "title": "Renew the lease" } }),
        )
        .await
        .data("/createTask/task");
    let start = |input: Value| {
        let app = &app;
        let admin = admin.clone();
        async move {
            app.gql(Some(&admin), START, json!({ "input": input }))
                .await
                .error_code()
        }
    };
    let item = json!([{ "id": task["id"] }]);
    assert_eq!(
        start(json!({ "type": "Task", "items": item, "field": "stage", "value": 1 }))
            .await
            .as_deref(),
        Some("203.B001.004"),
        "a field tasks do not have"
    );
    assert_eq!(
        start(json!({ "type": "Task", "items": item, "field": "status", "value": "done" }))
            .await
            .as_deref(),
        Some("203.B001.005"),
        "a value of the wrong kind"
    );
    assert_eq!(
        start(json!({ "type": "Task", "items": [], "field": "status", "value": 2 }))
            .await
            .as_deref(),
        Some("203.B001.001"),
        "nothing chosen"
    );
    let staff_tag = app
        .gql(
            Some(&staff),
            START,
            json!({ "input": { "type": "Tag", "items": [], "field": "delete" } }),
        )
        .await;
    assert_eq!(staff_tag.error_code().as_deref(), Some("203.B001.004"));
    // Another employee's batch is not theirs to read.
    let batch = app
        .gql(
            Some(&admin),
            START,
            json!({ "input": { "type": "Task", "items": item, "field": "priority", "value": 1 } }),
        )
        .await
        .data("/startBulkEdit/bulkEdit/id");
    ended(&app, &admin, &batch).await;
    let seen = app.gql(Some(&staff), BATCH, json!({ "id": batch })).await;
    assert_eq!(seen.body["data"]["node"], Value::Null, "{:?}", seen.body);
    let undo = app.gql(Some(&staff), UNDO, json!({ "id": batch })).await;
    assert_eq!(undo.error_code().as_deref(), Some("204.B001.001"));
}

#[tokio::test]
async fn all_tasks_matching_a_filter_are_deleted_at_once_and_one_undo_brings_them_back() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    for title in [
        "Quarterly report",
        "Quarterly taxes",
        "Lunch order",
        "Quarterly review",
        "Fix the door",
    ] {
        app.gql(
            Some(&admin),
            CREATE_TASK,
            json!({ "input": { "title": title } }),
        )
        .await
        .data("/createTask/task");
    }
    let filter = json!({ "keyword": "quarterly" });
    let started = app
        .gql(
            Some(&admin),
            START,
            json!({ "input": { "type": "Task", "filter": filter, "field": "delete" } }),
        )
        .await
        .data("/startBulkEdit/bulkEdit");
    assert_eq!(started["total"], 3);
    let batch = ended(&app, &admin, &started["id"]).await;
    assert_eq!(batch["changed"], 3);
    let left = app.gql(Some(&admin), TASKS, json!({})).await.data("/tasks");
    assert_eq!(left["totalCount"], 2);
    let trashed: i64 = sqlx::query_scalar("SELECT count(*) FROM task_trash")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(trashed, 3);

    let undo = app
        .gql(Some(&admin), UNDO, json!({ "id": started["id"] }))
        .await
        .data("/undoBulkEdit/bulkEdit");
    ended(&app, &admin, &undo["id"]).await;
    let back = app.gql(Some(&admin), TASKS, json!({})).await.data("/tasks");
    assert_eq!(back["totalCount"], 5);

    // The list and the trash after a bulk delete and its undo equal a fresh replay (issue 35 §7).
    app.assert_rebuilds_equal(
        &["tasks"],
        &[("task_list", "task_id"), ("task_trash", "entity_id")],
    )
    .await;
}

#[tokio::test]
async fn a_batch_whose_runner_went_away_is_marked_interrupted_and_can_still_be_undone() {
    use staffhub_api::bulk::{BulkEditTarget, sweep};
    use staffhub_api::command::{self, Expect};
    use staffhub_domain::bulk::{BulkEditCommand, BulkItem, BulkItemResult, BulkOutcome};

    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let task = app
        .gql(
            Some(&admin),
            CREATE_TASK,
            json!({ "input": { "title": "Order toner" } }),
        )
        .await
        .data("/createTask/task");
    let other = app
        .gql(
            Some(&admin),
            CREATE_TASK,
            json!({ "input": { "title": "Book the room" } }),
        )
        .await
        .data("/createTask/task");
    let task_id = |task: &Value| {
        staffhub_api::graphql::ids::decode_any(task["id"].as_str().unwrap())
            .unwrap()
            .1
    };
    // A batch recorded by a node that stopped after its first item: its runner is gone.
    let state = &app.server.state;
    let admin_id: uuid::Uuid =
        sqlx::query_scalar("SELECT employee_id FROM employee_directory LIMIT 1")
            .fetch_one(&app.pool)
            .await
            .unwrap();
    let metadata = staffhub_journal::Metadata::for_request(Some(admin_id), uuid::Uuid::new_v4());
    let id = uuid::Uuid::new_v4();
    let items = vec![
        BulkItem {
            id: task_id(&task),
            version: None,
        },
        BulkItem {
            id: task_id(&other),
            version: None,
        },
    ];
    command::execute::<BulkEditTarget>(
        state,
        &metadata,
        id,
        BulkEditCommand::StartBulkEdit {
            bulk_edit_id: id,
            entity_type: "Task".into(),
            field: "priority".into(),
            value: json!(1),
            items,
            undo_of: None,
        },
        Expect::New,
    )
    .await
    .unwrap();
    command::execute::<BulkEditTarget>(
        state,
        &metadata,
        id,
        BulkEditCommand::RecordBulkResults {
            results: vec![BulkItemResult {
                item_id: task_id(&task),
                outcome: BulkOutcome::Changed {
                    before: json!(2),
                    version: 2,
                },
            }],
        },
        Expect::Any,
    )
    .await
    .unwrap();
    let global = json!(staffhub_api::graphql::ids::encode("BulkEdit", id).0);
    // Once its read model shows the one item done.
    for _ in 0..200 {
        let batch = app.gql(Some(&admin), BATCH, json!({ "id": global })).await;
        if batch.body["data"]["node"]["done"] == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    // Not yet stalled: left alone.
    assert_eq!(sweep(state, Duration::from_secs(600)).await.unwrap(), 0);
    // A read model that shows the batch unchanged for an hour (a projection running behind)
    // does not decide it: the journal has its record of a moment ago.
    sqlx::query(
        "UPDATE bulk_edits SET updated_at = now() - interval '1 hour' WHERE bulk_edit_id = $1",
    )
    .bind(id)
    .execute(&app.pool)
    .await
    .unwrap();
    assert_eq!(sweep(state, Duration::from_secs(600)).await.unwrap(), 0);
    assert_eq!(sweep(state, Duration::ZERO).await.unwrap(), 1);
    let batch = ended(&app, &admin, &global).await;
    assert_eq!(batch["status"], "INTERRUPTED");
    assert_eq!(
        (batch["done"].clone(), batch["total"].clone()),
        (json!(1), json!(2))
    );
    assert_eq!(batch["canUndo"], true, "what it did can be set back");
}

/// Issue 35: a deleted tag stays, unseen, on the items that carry it. An edit form does not show
/// it, so saving the form (or a bulk change of another field) must not drop it: its restore
/// brings it back on every one of them.
#[tokio::test]
async fn editing_items_that_carry_a_deleted_tag_keeps_it_for_its_restore() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    status(&app, &admin, "Open", "未対応").await;
    let tag = app
        .gql(
            Some(&admin),
            "mutation { createTag(input: { name: \"VIP\", color: \"red\" }) { tag { id } } }",
            json!({}),
        )
        .await
        .data("/createTag/tag/id");
    let issue = app
        .gql(
            Some(&admin),
            "mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id version } } }",
            json!({ "input": { "title": "Gold customer escalation", "tagIds": [tag] } }),
        )
        .await
        .data("/createIssue/issue");
    let organization = app
        .gql(
            Some(&admin),
            "mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id version } } }",
            json!({ "input": { "name": "Kitasato Logistics", "tagIds": [tag], "dealCurrency": "JPY" } }),
        )
        .await
        .data("/createOrganization/organization");
    app.delete_node(&admin, &tag).await.data("/deleteNode");

    // The forms, which show no deleted tag, are saved without it.
    app.gql(
        Some(&admin),
        "mutation($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { id } } }",
        json!({ "input": { "id": issue["id"], "expectedVersion": issue["version"],
            "title": "Gold customer escalation (urgent)", "description": "", "tagIds": [] } }),
    )
    .await
    .data("/updateIssue");
    app.gql(
        Some(&admin),
        "mutation($input: UpdateOrganizationInput!) { updateOrganization(input: $input) { organization { id } } }",
        json!({ "input": { "id": organization["id"], "expectedVersion": organization["version"],
            "name": "Kitasato Logistics", "description": "Freight, Osaka", "website": "",
            "tagIds": [], "dealAmount": 0, "dealCurrency": "JPY" } }),
    )
    .await
    .data("/updateOrganization");
    // A bulk change of another field of an organization that holds it is not refused for it.
    let batch = app
        .gql(
            Some(&admin),
            START,
            json!({ "input": { "type": "Organization", "items": [{ "id": organization["id"] }],
                "field": "stage", "value": 3 } }),
        )
        .await
        .data("/startBulkEdit/bulkEdit/id");
    let batch = ended(&app, &admin, &batch).await;
    assert_eq!(batch["changed"], 1, "{batch}");

    app.restore_node(&admin, &tag).await.data("/restoreNode");
    let issue_tags = app
        .gql(
            Some(&admin),
            "query($id: ID!) { node(id: $id) { ... on Issue { title tags { name } } } }",
            json!({ "id": issue["id"] }),
        )
        .await
        .data("/node");
    assert_eq!(issue_tags["title"], "Gold customer escalation (urgent)");
    assert_eq!(issue_tags["tags"], json!([{ "name": "VIP" }]));
    let organization_tags = app
        .gql(
            Some(&admin),
            "query($id: ID!) { node(id: $id) { ... on Organization { description tags { name } } } }",
            json!({ "id": organization["id"] }),
        )
        .await
        .data("/node");
    assert_eq!(organization_tags["description"], "Freight, Osaka");
    assert_eq!(organization_tags["tags"], json!([{ "name": "VIP" }]));
}

/// Archiving is undone by each document's own status: an archived draft goes back to draft, an
/// active one to active, and one already archived is left alone.
#[tokio::test]
async fn archiving_documents_in_bulk_is_undone_to_each_ones_own_status() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let mut documents = Vec::new();
    for (title, status) in [("Travel policy", 1), ("Draft handbook", 3), ("Old memo", 1)] {
        let document = app
            .gql(
                Some(&admin),
                "mutation($input: CreateDocumentInput!) { createDocument(input: $input) { document { id version } } }",
                json!({ "input": { "title": title, "body": "Text.", "statusId": status } }),
            )
            .await
            .data("/createDocument/document");
        documents.push(document);
    }
    app.gql(
        Some(&admin),
        "mutation($id: ID!) { changeDocumentStatus(input: { id: $id, statusId: 2 }) { document { id } } }",
        json!({ "id": documents[2]["id"] }),
    )
    .await
    .data("/changeDocumentStatus");
    let items: Vec<Value> = documents.iter().map(|d| json!({ "id": d["id"] })).collect();
    let started = app
        .gql(
            Some(&admin),
            START,
            json!({ "input": { "type": "Document", "items": items, "field": "archive" } }),
        )
        .await
        .data("/startBulkEdit/bulkEdit");
    let batch = ended(&app, &admin, &started["id"]).await;
    assert_eq!(
        (batch["changed"].clone(), batch["unchanged"].clone()),
        (json!(2), json!(1))
    );
    assert_eq!(
        document_statuses(&app, &admin, &documents).await,
        vec![json!(2), json!(2), json!(2)]
    );
    let undo = app
        .gql(Some(&admin), UNDO, json!({ "id": started["id"] }))
        .await
        .data("/undoBulkEdit/bulkEdit");
    let undone = ended(&app, &admin, &undo["id"]).await;
    assert_eq!(undone["changed"], 2, "{undone}");
    assert_eq!(
        document_statuses(&app, &admin, &documents).await,
        vec![json!(1), json!(3), json!(2)]
    );
}

async fn document_statuses(app: &TestApp, token: &str, documents: &[Value]) -> Vec<Value> {
    let mut all = Vec::new();
    for document in documents {
        all.push(
            app.gql(
                Some(token),
                "query($id: ID!) { node(id: $id) { ... on Document { statusId } } }",
                json!({ "id": document["id"] }),
            )
            .await
            .data("/node/statusId"),
        );
    }
    all
}

/// Issue 35 §2: a delete, like any bulk change, is refused as stale when the item changed
/// since the list showed it; a delete button that sends the version it showed is too.
#[tokio::test]
async fn a_bulk_delete_refuses_the_item_changed_since_it_was_shown_and_so_does_a_single_delete() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    status(&app, &admin, "Open", "未対応").await;
    let mut shown = Vec::new();
    for title in ["Old VPN", "Old printer", "Old badge"] {
        shown.push(issue(&app, &admin, title).await);
    }
    app.gql(
        Some(&admin),
        "mutation($id: ID!) { changeIssuePriority(input: { id: $id, priorityId: 1 }) { issue { id } } }",
        json!({ "id": shown[1]["id"] }),
    )
    .await
    .data("/changeIssuePriority");
    let items: Vec<Value> = shown
        .iter()
        .map(|i| json!({ "id": i["id"], "version": i["version"] }))
        .collect();
    let started = app
        .gql(
            Some(&admin),
            START,
            json!({ "input": { "type": "Issue", "items": items, "field": "delete" } }),
        )
        .await
        .data("/startBulkEdit/bulkEdit");
    let batch = ended(&app, &admin, &started["id"]).await;
    assert_eq!(
        (batch["changed"].clone(), batch["refused"].clone()),
        (json!(2), json!(1))
    );
    assert_eq!(batch["refusals"][0]["title"], "Old printer");
    assert_eq!(batch["refusals"][0]["reason"], "STALE");
    let still: Value = app
        .gql(
            Some(&admin),
            "query($id: ID!) { node(id: $id) { ... on Issue { title version } } }",
            json!({ "id": shown[1]["id"] }),
        )
        .await
        .data("/node");
    assert_eq!(still["title"], "Old printer", "the changed one is kept");

    // One delete with the version it was shown at: stale at the old one, done at the new one.
    let delete = |version: Value| {
        let (app, admin, id) = (&app, &admin, shown[1]["id"].clone());
        async move {
            app.gql(
                Some(admin),
                "mutation($input: DeleteNodeInput!) { deleteNode(input: $input) { deletedId } }",
                json!({ "input": { "id": id, "expectedVersion": version } }),
            )
            .await
        }
    };
    let refused = delete(shown[1]["version"].clone()).await;
    assert_eq!(refused.error_code().as_deref(), Some("204.X000.004"));
    delete(still["version"].clone())
        .await
        .data("/deleteNode/deletedId");
}

#[tokio::test]
async fn an_item_whose_assignees_change_is_refused_partway_is_left_as_it_was() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let me = app
        .gql(Some(&admin), "{ profile { employeeId } }", json!({}))
        .await
        .data("/profile/employeeId");
    let nobody = staffhub_api::graphql::ids::encode("Employee", uuid::Uuid::new_v4()).to_string();
    status(&app, &admin, "Open", "未着手").await;
    let item = issue(&app, &admin, "Fix the door").await;
    // Adding the admin would be allowed; adding someone who does not exist is refused. The
    // two are the item's one change: it is refused whole, and the admin is not left added.
    let batch = app
        .gql(
            Some(&admin),
            START,
            json!({ "input": {
                "type": "Issue",
                "items": [{ "id": item["id"], "version": item["version"] }],
                "field": "assignees",
                "value": { "add": [me, nobody] },
            } }),
        )
        .await
        .data("/startBulkEdit/bulkEdit/id");
    let done = ended(&app, &admin, &batch).await;
    assert_eq!(
        (done["changed"].clone(), done["refused"].clone()),
        (json!(0), json!(1)),
        "{done}"
    );
    assert_eq!(done["canUndo"], false, "nothing was done to set back");
    let after = assignees(&app, &admin, &item["id"]).await;
    assert_eq!(after["assignees"], json!([]), "{after}");
    assert_eq!(after["version"], item["version"], "nothing was recorded");

    // When every part is allowed: one change, set back whole by the undo.
    let batch = app
        .gql(
            Some(&admin),
            START,
            json!({ "input": {
                "type": "Issue",
                "items": [{ "id": item["id"] }],
                "field": "assignees",
                "value": { "add": [me] },
            } }),
        )
        .await
        .data("/startBulkEdit/bulkEdit/id");
    let done = ended(&app, &admin, &batch).await;
    assert_eq!(done["changed"], 1, "{done}");
    assert_eq!(
        assignees(&app, &admin, &item["id"]).await["assignees"],
        json!([{ "id": me }])
    );
    let undo = app
        .gql(Some(&admin), UNDO, json!({ "id": batch }))
        .await
        .data("/undoBulkEdit/bulkEdit/id");
    assert_eq!(ended(&app, &admin, &undo).await["changed"], 1);
    assert_eq!(
        assignees(&app, &admin, &item["id"]).await["assignees"],
        json!([])
    );

    // The list and its kept counts after the change and its undo equal a fresh replay.
    app.assert_rebuilds_equal(
        &["issues"],
        &[
            ("issue_list", "issue_id"),
            ("issue_facet_counts", "category_id, assignee_id, status_id"),
        ],
    )
    .await;
}

async fn assignees(app: &TestApp, token: &str, id: &Value) -> Value {
    app.gql(
        Some(token),
        "query($id: ID!) { node(id: $id) { ... on Issue { version assignees { id } } } }",
        json!({ "id": id }),
    )
    .await
    .data("/node")
}

/// Issue 35 §2, the lists that had no bulk bar: internal questions and tags are deleted "all
/// matching this filter" by their list's own SQL and access. A question the staff member sees but
/// did not ask is refused as not allowed, as its own delete would be; one undo per batch brings
/// back what it deleted.
#[tokio::test]
async fn questions_and_tags_matching_a_filter_are_deleted_in_bulk_the_one_not_allowed_is_refused_and_undo_restores_them()
 {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let role = app
        .gql(
            Some(&admin),
            "mutation { createRole(input: { name: \"Engineer\", roleCategoryId: 2 }) { role { roleId } } }",
            json!({}),
        )
        .await
        .data("/createRole/role/roleId")
        .as_i64()
        .unwrap() as i32;
    app.create_employee(
        "Sam Staff",
        "sam@staffhub.test",
        "staff password 1",
        vec![role],
    )
    .await;
    let staff = app.sign_in("sam@staffhub.test", "staff password 1").await;
    const ASK: &str =
        "mutation($input: AskQuestionInput!) { askQuestion(input: $input) { question { id } } }";
    const QUESTIONS: &str = "query($filter: QuestionFilter) { questions(filter: $filter) { totalCount edges { node { title } } } }";
    for (token, title) in [
        (&admin, "Payroll: who signs the form?"),
        (&staff, "Payroll: when is payday?"),
        (&staff, "Payroll: where are my slips?"),
        (&staff, "Where is the VPN guide?"),
    ] {
        app.gql(
            Some(token),
            ASK,
            json!({ "input": { "scope": "INTERNAL", "title": title } }),
        )
        .await
        .data("/askQuestion/question/id");
    }
    let board = json!({ "keyword": "payroll", "scopes": ["INTERNAL"] });
    let started = app
        .gql(
            Some(&staff),
            START,
            json!({ "input": { "type": "Question", "filter": board, "field": "delete" } }),
        )
        .await
        .data("/startBulkEdit/bulkEdit");
    assert_eq!(
        started["total"], 3,
        "every payroll question the board shows"
    );
    let batch = ended(&app, &staff, &started["id"]).await;
    assert_eq!(
        (batch["changed"].clone(), batch["refused"].clone()),
        (json!(2), json!(1))
    );
    let refusal = &batch["refusals"][0];
    assert_eq!(refusal["title"], "Payroll: who signs the form?");
    assert_eq!(refusal["reason"], "NOT_ALLOWED");
    assert_eq!(refusal["code"], "102.X000.004");
    let left = app
        .gql(
            Some(&staff),
            QUESTIONS,
            json!({ "filter": { "scopes": ["INTERNAL"] } }),
        )
        .await
        .data("/questions");
    assert_eq!(
        left["totalCount"], 2,
        "the admin's and the one of another keyword"
    );

    // Tags have no filter but their search: "all matching" is what the admin's list finds.
    for name in ["Urgent-red", "Urgent-amber", "Later"] {
        app.gql(
            Some(&admin),
            "mutation($input: CreateTagInput!) { createTag(input: $input) { tag { id } } }",
            json!({ "input": { "name": name, "color": "red" } }),
        )
        .await
        .data("/createTag/tag/id");
    }
    let tags = app
        .gql(
            Some(&admin),
            START,
            json!({ "input": { "type": "Tag", "filter": { "keyword": "urgent" }, "field": "delete" } }),
        )
        .await
        .data("/startBulkEdit/bulkEdit");
    assert_eq!(tags["total"], 2);
    assert_eq!(ended(&app, &admin, &tags["id"]).await["changed"], 2);
    const TAGS: &str = "{ tags { totalCount edges { node { name } } } }";
    let names = app.gql(Some(&admin), TAGS, json!({})).await.data("/tags");
    assert_eq!(names["totalCount"], 1);
    assert_eq!(names["edges"][0]["node"]["name"], "Later");

    // One undo per batch brings back what it deleted, and only that.
    for (token, id) in [(&staff, &started["id"]), (&admin, &tags["id"])] {
        let undo = app
            .gql(Some(token), UNDO, json!({ "id": id }))
            .await
            .data("/undoBulkEdit/bulkEdit");
        assert_eq!(ended(&app, token, &undo["id"]).await["changed"], 2);
    }
    let back = app
        .gql(
            Some(&staff),
            QUESTIONS,
            json!({ "filter": { "scopes": ["INTERNAL"] } }),
        )
        .await
        .data("/questions");
    assert_eq!(back["totalCount"], 4);
    let names = app.gql(Some(&admin), TAGS, json!({})).await.data("/tags");
    assert_eq!(names["totalCount"], 3);

    app.assert_rebuilds_equal(
        &["questions", "tags"],
        &[
            ("question_list", "question_id"),
            ("question_trash", "entity_id"),
            ("tag_list", "tag_id"),
            ("tag_trash", "entity_id"),
        ],
    )
    .await;
}
