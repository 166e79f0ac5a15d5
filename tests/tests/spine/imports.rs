//! Import from CSV (issue 35 §3), through the real server: a Shift_JIS file with Japanese
//! headers mapped by itself, a preview that tells every row's fate and writes nothing, rows
//! written by their areas' own commands with the import's correlation id, natural keys that
//! update instead of duplicating (the same file again changes nothing), refusals by field, only
//! the kinds the caller may import, and the read model equal to a fresh replay.

use std::time::Duration;

use serde_json::{Value, json};
use staffhub_tests::{TestApp, spawn_app};

const PREVIEW: &str = "mutation($input: PreviewImportInput!) { previewImport(input: $input) {
  preview { type encoding headers columns missing total creates updates unchanged refused
    rows { line outcome cells code field message } } } }";
const START: &str = "mutation($input: StartImportInput!) {
  startImport(input: $input) { import { id type fileName encoding total status } } }";
const IMPORT: &str = "query($id: ID!) { node(id: $id) { ... on Import {
  id status total done created updated unchanged refused startedBy { name }
  refusals { line field code message } } } }";
const KINDS: &str = "{ importKinds { type label fields { name label required key hint } } }";

/// Sends a GraphQL operation whose `input.file` is `bytes`, as a browser's multipart upload.
async fn upload(
    app: &TestApp,
    token: &str,
    query: &str,
    input: Value,
    bytes: Vec<u8>,
    language: &str,
) -> Value {
    let operations = json!({ "query": query, "variables": { "input": input } });
    let form = reqwest::multipart::Form::new()
        .text("operations", operations.to_string())
        .text("map", json!({ "0": ["variables.input.file"] }).to_string())
        .part(
            "0",
            reqwest::multipart::Part::bytes(bytes)
                .file_name("customers.csv")
                .mime_str("text/csv")
                .unwrap(),
        );
    app.http
        .post(format!("{}/graphql", app.url))
        .header("access-token", token)
        .header("accept-language", language)
        .multipart(form)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap()
}

fn shift_jis(text: &str) -> Vec<u8> {
    let (bytes, _, unmappable) = encoding_rs::SHIFT_JIS.encode(text);
    assert!(!unmappable, "the text is all Shift_JIS");
    bytes.into_owned()
}

/// The import once it has ended (it runs beside the request that started it).
async fn ended(app: &TestApp, token: &str, id: &Value) -> Value {
    for _ in 0..400 {
        let import = app
            .gql(Some(token), IMPORT, json!({ "id": id }))
            .await
            .data("/node");
        if import["status"] != "RUNNING" {
            return import;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the import {id} never ended");
}

async fn start(app: &TestApp, token: &str, kind: &str, columns: &Value, bytes: Vec<u8>) -> Value {
    let started = upload(
        app,
        token,
        START,
        json!({ "type": kind, "file": null, "columns": columns }),
        bytes,
        "en",
    )
    .await;
    let import = started
        .pointer("/data/startImport/import")
        .unwrap_or_else(|| panic!("the import starts: {started}"))
        .clone();
    ended(app, token, &import["id"]).await
}

async fn count(app: &TestApp, sql: &str, bind: &str) -> i64 {
    sqlx::query_scalar(sql)
        .bind(bind)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

const ORGANIZATIONS: &str = "組織名,ウェブサイト,タグ,担当者名,担当者メール,商談ステージ
株式会社アクメ,https://acme.example,重要顧客,山田 太郎,yamada@acme.example,見込み客
株式会社アクメ,,,佐藤 花子,Sato@Acme.example,
株式会社ベータ,https://beta.example,,,,謎のステージ
株式会社ガンマ,,,鈴木 一郎,not-an-email,
";

#[tokio::test]
async fn a_shift_jis_file_of_organizations_is_previewed_imported_and_imported_again_unchanged() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    app.gql(
        Some(&admin),
        "mutation { createTag(input: { name: \"重要顧客\", color: \"red\" }) { tag { id } } }",
        json!({}),
    )
    .await
    .data("/createTag/tag/id");
    let file = shift_jis(ORGANIZATIONS);

    // The preview reads the Japanese headers by themselves and writes nothing.
    let preview = upload(
        &app,
        &admin,
        PREVIEW,
        json!({ "type": "Organization", "file": null }),
        file.clone(),
        "ja",
    )
    .await;
    let preview = &preview["data"]["previewImport"]["preview"];
    assert_eq!(preview["encoding"], "Shift_JIS");
    assert_eq!(
        preview["columns"],
        json!([
            "name",
            "website",
            "tags",
            "contactName",
            "contactEmail",
            "stage"
        ])
    );
    assert_eq!(preview["missing"], json!([]));
    assert_eq!(
        [
            &preview["total"],
            &preview["creates"],
            &preview["updates"],
            &preview["refused"]
        ],
        [&json!(4), &json!(1), &json!(1), &json!(2)],
        "the second row adds a contact to the first row's organization: {preview}"
    );
    let refused = &preview["rows"][2];
    assert_eq!(refused["line"], 4);
    assert_eq!(refused["outcome"], "REFUSED");
    assert_eq!(refused["field"], "stage");
    assert_eq!(refused["code"], "203.R001.011");
    assert_eq!(
        refused["message"],
        "不明な値です。一覧にある名前を使ってください"
    );
    assert_eq!(refused["cells"][0], "株式会社ベータ");
    // The domain's own refusal of a contact is put on the contact's field.
    assert_eq!(preview["rows"][3]["field"], "contactEmail");
    assert_eq!(preview["rows"][3]["code"], "203.M001.002");
    assert_eq!(
        count(
            &app,
            "SELECT count(*) FROM events WHERE aggregate_type = $1",
            "Organization"
        )
        .await,
        0,
        "a preview writes nothing"
    );

    let columns = preview["columns"].clone();
    let import = start(&app, &admin, "Organization", &columns, file.clone()).await;
    assert_eq!(import["status"], "DONE");
    assert_eq!(
        [
            &import["created"],
            &import["updated"],
            &import["unchanged"],
            &import["refused"]
        ],
        [&json!(1), &json!(1), &json!(0), &json!(2)]
    );
    assert_eq!(import["refusals"][0]["line"], 4);
    assert_eq!(import["refusals"][0]["field"], "stage");
    assert_eq!(import["startedBy"]["name"], "Ada Admin");

    // One organization with both contacts, in its stage, tagged.
    let listed = app
        .gql(
            Some(&admin),
            "{ organizations(first: 10) { edges { node { name website memberCount dealStatus { statusId }
                tags { name } members { name email } } } } }",
            json!({}),
        )
        .await
        .data("/organizations/edges");
    assert_eq!(listed.as_array().unwrap().len(), 1, "{listed}");
    let acme = &listed[0]["node"];
    assert_eq!(acme["name"], "株式会社アクメ");
    assert_eq!(acme["website"], "https://acme.example");
    assert_eq!(acme["dealStatus"]["statusId"], 2);
    assert_eq!(acme["tags"][0]["name"], "重要顧客");
    assert_eq!(acme["memberCount"], 2);
    assert_eq!(acme["members"][1]["email"], "sato@acme.example");

    // Every event a row wrote carries the import's id as its correlation.
    let import_id = staffhub_api::graphql::ids::decode_any(import["id"].as_str().unwrap())
        .unwrap()
        .1;
    let organization_events = count(
        &app,
        "SELECT count(*) FROM events WHERE aggregate_type = 'Organization'
           AND metadata->>'correlation_id' = $1",
        &import_id.to_string(),
    )
    .await;
    assert_eq!(organization_events, 3, "created, and two contacts added");

    // The same file again changes nothing: every row is found by its key.
    let stored = app.event_count().await;
    let again = start(&app, &admin, "Organization", &columns, file).await;
    assert_eq!(
        [
            &again["created"],
            &again["updated"],
            &again["unchanged"],
            &again["refused"]
        ],
        [&json!(0), &json!(0), &json!(2), &json!(2)]
    );
    let organizations_written = count(
        &app,
        "SELECT count(*) FROM events WHERE aggregate_type = $1",
        "Organization",
    )
    .await;
    assert_eq!(organizations_written, 3);
    // Only the import's own events were added (started, rows, finished).
    assert_eq!(app.event_count().await - stored, 3);

    let labels = app.history_labels_in(&admin, &again["id"], "ja").await;
    assert!(
        labels.contains(&"インポートを開始".to_owned()),
        "{labels:?}"
    );

    let tables = [("imports", "import_id"), ("import_rows", "import_id, line")];
    let live = app.table_rows(&tables).await;
    app.rebuild("imports").await;
    assert_eq!(app.table_rows(&tables).await, live);
}

#[tokio::test]
async fn tasks_and_issues_update_by_their_natural_key_and_a_row_a_rule_refuses_writes_nothing() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let existing = app
        .gql(
            Some(&admin),
            crate::CREATE_TASK,
            json!({ "input": { "title": "Renew the lease" } }),
        )
        .await
        .data("/createTask/task/id");
    let long_title = "x".repeat(300);
    let tasks = format!(
        "\u{feff}Title,Priority,Due date,Status,Assignee\n\
         renew the lease,High,2026-12-31,Processing,admin@staffhub.test\n\
         Order toner,低,2027/01/05,,\n\
         {long_title},Low,,,\n\
         Call the bank,Urgent,,,\n"
    );
    let kinds = app
        .gql(Some(&admin), KINDS, json!({}))
        .await
        .data("/importKinds");
    let task_fields = kinds
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["type"] == "Task")
        .expect("tasks are importable")["fields"]
        .clone();
    assert_eq!(task_fields[0]["name"], "title");
    assert_eq!(task_fields[0]["required"], true);
    let columns = json!(["title", "priority", "dueDate", "status", "assignee"]);
    let import = start(&app, &admin, "Task", &columns, tasks.into_bytes()).await;
    assert_eq!(
        [&import["created"], &import["updated"], &import["refused"]],
        [&json!(1), &json!(1), &json!(2)],
        "{import}"
    );
    let refusals = &import["refusals"];
    assert_eq!(
        refusals[0]["line"], 4,
        "the domain's title rule: {refusals}"
    );
    assert_eq!(
        refusals[0]["field"], "title",
        "put on the kind's field its code names"
    );
    assert_eq!(refusals[1]["line"], 5);
    assert_eq!(refusals[1]["field"], "priority");
    assert_eq!(refusals[1]["code"], "203.R001.011");
    let task = app
        .gql(
            Some(&admin),
            "query($id: ID!) { node(id: $id) { ... on Task { title dueDate
                statusId priorityId assignee { name } } } }",
            json!({ "id": existing }),
        )
        .await
        .data("/node");
    assert_eq!(task["title"], "renew the lease");
    assert_eq!(task["dueDate"], "2026-12-31");
    assert_eq!(task["assignee"]["name"], "Ada Admin");
    assert_eq!(
        (&task["statusId"], &task["priorityId"]),
        (&json!(2), &json!(1))
    );
    let total = app
        .gql(Some(&admin), "{ tasks { totalCount } }", json!({}))
        .await
        .data("/tasks/totalCount");
    assert_eq!(total, 2, "the lease was updated, not duplicated");

    // Issues: the title within its project is the key.
    app.gql(
        Some(&admin),
        "mutation { createIssueStatus(input: { labelEn: \"Open\", labelJa: \"未対応\", color: \"blue\" }) { issueStatus { id } } }",
        json!({}),
    )
    .await
    .data("/createIssueStatus");
    let issues = "Title,Project,Priority\nVPN drops,,High\nVPN drops,,Low\nBadge reader,Nowhere,\n";
    let columns = json!(["title", "project", "priority"]);
    let import = start(&app, &admin, "Issue", &columns, issues.as_bytes().to_vec()).await;
    assert_eq!(
        [&import["created"], &import["updated"], &import["refused"]],
        [&json!(1), &json!(1), &json!(1)],
        "{import}"
    );
    assert_eq!(import["refusals"][0]["field"], "project");
    assert_eq!(import["refusals"][0]["code"], "204.J001.001");
    let listed = app
        .gql(
            Some(&admin),
            "{ issues { totalCount edges { node { title priorityId } } } }",
            json!({}),
        )
        .await
        .data("/issues");
    assert_eq!(listed["totalCount"], 1);
    assert_eq!(
        listed["edges"][0]["node"]["priorityId"], 3,
        "the later row wins"
    );

    // What the imports wrote, and the counts kept beside it, equal a fresh replay (issue 35 §7).
    app.assert_rebuilds_equal(
        &["tasks", "issues"],
        &[
            ("task_list", "task_id"),
            ("issue_list", "issue_id"),
            ("issue_facet_counts", "category_id, assignee_id, status_id"),
        ],
    )
    .await;
}

#[tokio::test]
async fn employees_are_imported_by_admins_only_and_a_bad_file_is_refused_whole() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let role = app
        .gql(
            Some(&admin),
            "mutation { createRole(input: { name: \"Sales\", roleCategoryId: 2 }) { role { roleId } } }",
            json!({}),
        )
        .await
        .data("/createRole/role/roleId");
    let people = "氏名,メールアドレス,ロール\n山田 太郎,yamada@staffhub.test,Sales\n";
    let columns = json!(["name", "email", "roles"]);
    let import = start(
        &app,
        &admin,
        "Employee",
        &columns,
        people.as_bytes().to_vec(),
    )
    .await;
    assert_eq!(import["created"], 1, "{import}");
    let again = start(
        &app,
        &admin,
        "Employee",
        &columns,
        people.as_bytes().to_vec(),
    )
    .await;
    assert_eq!(again["unchanged"], 1, "{again}");
    let roles: Vec<i32> = sqlx::query_scalar(
        "SELECT unnest(role_ids) FROM employee_directory WHERE email = 'yamada@staffhub.test'",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert_eq!(json!(roles), json!([role]));

    // A staff member is offered tasks, not employees, and an import of employees is refused.
    app.create_employee(
        "Sam Staff",
        "sam@staffhub.test",
        "staff password 1",
        vec![role.as_i64().unwrap() as i32],
    )
    .await;
    let staff = app.sign_in("sam@staffhub.test", "staff password 1").await;
    let kinds = app
        .gql(Some(&staff), KINDS, json!({}))
        .await
        .data("/importKinds");
    let types: Vec<&str> = kinds
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|k| k["type"].as_str())
        .collect();
    assert!(
        types.contains(&"Task") && !types.contains(&"Employee"),
        "{types:?}"
    );
    let refused = upload(
        &app,
        &staff,
        START,
        json!({ "type": "Employee", "file": null, "columns": columns }),
        people.as_bytes().to_vec(),
        "en",
    )
    .await;
    assert_eq!(refused["errors"][0]["extensions"]["code"], "203.R001.009");

    // A whole file's faults are coded: not UTF-8 or Shift_JIS, a field twice, a required
    // field with no column.
    let file_error = |bytes: Vec<u8>, columns: Value| {
        let app = &app;
        let admin = admin.clone();
        async move {
            let answer = upload(
                app,
                &admin,
                START,
                json!({ "type": "Task", "file": null, "columns": columns }),
                bytes,
                "en",
            )
            .await;
            answer["errors"][0]["extensions"]["code"].clone()
        }
    };
    let utf16: Vec<u8> = [0xFF, 0xFE]
        .into_iter()
        .chain("Title\nA\n".encode_utf16().flat_map(u16::to_le_bytes))
        .collect();
    assert_eq!(file_error(utf16, json!(["title"])).await, "203.R001.002");
    assert_eq!(
        file_error(b"Title,Name\nA,B\n".to_vec(), json!(["title", "title"])).await,
        "203.R001.007"
    );
    assert_eq!(
        file_error(
            b"Title,Priority\nA,High\n".to_vec(),
            json!([null, "priority"])
        )
        .await,
        "203.R001.008"
    );
    assert_eq!(
        file_error(b"Title\n".to_vec(), json!(["title"])).await,
        "203.R001.004"
    );
}
