//! Export (issue 35 §4) through the real server: a filtered list as CSV (with a BOM) and XLSX,
//! its rows the list's own rows in the list's order, headers and status names in the reader's
//! language, a row the caller may not see absent, and history as JSON Lines.

use std::io::Cursor;

use calamine::{Reader, Xlsx};
use serde_json::{Value, json};
use staffhub_tests::{TestApp, spawn_app};

const CREATE: &str =
    "mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id title } } }";
const LIST: &str = "query($filter: TaskFilter, $orderBy: TaskOrder) {
  tasks(first: 100, filter: $filter, orderBy: $orderBy) { edges { node { title statusId priorityId } } } }";

fn columns(locale: &str) -> Value {
    let (title, status, priority, open) = match locale {
        "ja" => ("タイトル", "ステータス", "優先度", "未着手"),
        _ => ("Title", "Status", "Priority", "Open"),
    };
    json!([
        { "path": "title", "header": title },
        { "path": "statusId", "header": status, "labels": { "1": open } },
        { "path": "priorityId", "header": priority, "kind": "number" },
    ])
}

/// GET an export as `token`; the status and the body's bytes.
async fn get(
    app: &TestApp,
    token: Option<&str>,
    path: &str,
    query: &[(&str, String)],
) -> (u16, Vec<u8>) {
    let url = reqwest::Url::parse_with_params(&format!("{}{path}", app.url), query).unwrap();
    let mut request = app.http.get(url);
    if let Some(token) = token {
        request = request.header("access-token", token);
    }
    let response = request.send().await.expect("the export answers");
    let status = response.status().as_u16();
    (status, response.bytes().await.expect("a body").to_vec())
}

fn list_query(
    filter: &Value,
    order: &Value,
    locale: &str,
    name: &str,
) -> Vec<(&'static str, String)> {
    vec![
        ("filter", filter.to_string()),
        ("orderBy", order.to_string()),
        ("columns", columns(locale).to_string()),
        ("locale", locale.to_owned()),
        ("name", name.to_owned()),
    ]
}

async fn tasks(app: &TestApp, token: &str) {
    for (title, priority) in [
        ("東京オフィスの移転", 1),
        ("Budget review", 1),
        ("Low-key chore", 3),
        ("=HYPERLINK(\"http://evil\")", 1),
    ] {
        app.gql(
            Some(token),
            CREATE,
            json!({ "input": { "title": title, "priorityId": priority } }),
        )
        .await
        .data("/createTask/task/id");
    }
}

#[tokio::test]
async fn a_filtered_list_exports_as_csv_and_xlsx_with_the_lists_rows_in_the_readers_language() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    tasks(&app, &admin).await;
    let filter = json!({ "priorityIds": [1] });
    let order = json!({ "field": "TITLE", "direction": "ASC" });
    let listed: Vec<String> = app
        .gql(
            Some(&admin),
            LIST,
            json!({ "filter": filter, "orderBy": order }),
        )
        .await
        .data("/tasks/edges")
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["node"]["title"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(
        listed.len(),
        3,
        "the filter leaves the low-priority task out"
    );

    // CSV, in Japanese: a BOM, the headers as the screen sent them, the list's rows in its order.
    let (status, body) = get(
        &app,
        Some(&admin),
        "/export/tasks.csv",
        &list_query(&filter, &order, "ja", "タスク"),
    )
    .await;
    assert_eq!(status, 200, "{}", String::from_utf8_lossy(&body));
    assert!(body.starts_with(&[0xEF, 0xBB, 0xBF]), "UTF-8 BOM first");
    let mut reader = csv::Reader::from_reader(&body[3..]);
    let headers: Vec<String> = reader
        .headers()
        .unwrap()
        .iter()
        .map(str::to_owned)
        .collect();
    assert_eq!(headers, ["タイトル", "ステータス", "優先度"]);
    let rows: Vec<Vec<String>> = reader
        .records()
        .map(|r| r.unwrap().iter().map(str::to_owned).collect())
        .collect();
    let titles: Vec<String> = rows
        .iter()
        .map(|r| r[0].trim_start_matches('\'').to_owned())
        .collect();
    assert_eq!(titles, listed, "the list's own rows, in its order");
    assert!(
        titles.contains(&"東京オフィスの移転".to_owned()),
        "Japanese survives"
    );
    assert!(
        rows.iter().all(|r| r[1] == "未着手" && r[2] == "1"),
        "{rows:?}"
    );
    let formula = rows.iter().find(|r| r[0].contains("HYPERLINK")).unwrap();
    assert!(
        formula[0].starts_with('\''),
        "a formula stays text: {formula:?}"
    );

    // XLSX, in English: a reader crate parses it back.
    let (status, body) = get(
        &app,
        Some(&admin),
        "/export/tasks.xlsx",
        &list_query(&filter, &order, "en", "Tasks"),
    )
    .await;
    assert_eq!(status, 200, "{}", String::from_utf8_lossy(&body));
    let mut workbook: Xlsx<_> = Xlsx::new(Cursor::new(body)).expect("an XLSX");
    let sheet = workbook
        .worksheet_range("Tasks")
        .expect("the sheet named as the list");
    let cells: Vec<Vec<String>> = sheet
        .rows()
        .map(|row| row.iter().map(|c| c.to_string()).collect())
        .collect();
    assert_eq!(cells[0], ["Title", "Status", "Priority"]);
    let titles: Vec<String> = cells[1..].iter().map(|r| r[0].clone()).collect();
    assert_eq!(titles, listed);
    assert!(
        cells[1..].iter().all(|r| r[1] == "Open" && r[2] == "1"),
        "{cells:?}"
    );
}

#[tokio::test]
async fn an_export_runs_as_the_list_does_for_its_caller_and_refuses_what_the_list_refuses() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    tasks(&app, &admin).await;
    let filter = json!({});
    let order = json!({ "field": "TITLE", "direction": "ASC" });
    // Signed out: refused by the route's own row.
    let (status, body) = get(
        &app,
        None,
        "/export/tasks.csv",
        &list_query(&filter, &order, "en", "x"),
    )
    .await;
    assert_eq!(status, 401);
    assert_eq!(code(&body), "102.X000.001");
    // An employee without a role may not read tasks (Query.tasks is Staff): nor export them.
    app.create_employee(
        "No Role",
        "norole@staffhub.test",
        "norole password 1",
        vec![],
    )
    .await;
    let nobody = app
        .sign_in("norole@staffhub.test", "norole password 1")
        .await;
    let (status, body) = get(
        &app,
        Some(&nobody),
        "/export/tasks.csv",
        &list_query(&filter, &order, "ja", "x"),
    )
    .await;
    assert_eq!(status, 403);
    assert_eq!(code(&body), "102.X000.002");
    // What is not a list, and columns that are not fields, are refused with their codes.
    let (status, body) = get(
        &app,
        Some(&admin),
        "/export/profile.csv",
        &list_query(&filter, &order, "en", "x"),
    )
    .await;
    assert_eq!((status, code(&body).as_str()), (400, "203.V001.002"));
    let (status, body) = get(
        &app,
        Some(&admin),
        "/export/tasks.pdf",
        &list_query(&filter, &order, "en", "x"),
    )
    .await;
    assert_eq!((status, code(&body).as_str()), (400, "203.V001.001"));
    let mut bad = list_query(&filter, &order, "en", "x");
    bad[2].1 = json!([{ "path": "title } x", "header": "T" }]).to_string();
    let (status, body) = get(&app, Some(&admin), "/export/tasks.csv", &bad).await;
    assert_eq!((status, code(&body).as_str()), (400, "203.V001.003"));

    // Row-level access: a project's question is its team's; an outsider's export lacks it, as
    // their list does.
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
    let kai = app
        .create_employee(
            "Kai Team",
            "kai@staffhub.test",
            "kai password 1",
            vec![role],
        )
        .await;
    app.create_employee(
        "Oto Other",
        "oto@staffhub.test",
        "oto password 1",
        vec![role],
    )
    .await;
    let kai_token = app.sign_in("kai@staffhub.test", "kai password 1").await;
    let oto_token = app.sign_in("oto@staffhub.test", "oto password 1").await;
    let kai_id = staffhub_api::graphql::ids::encode("Employee", kai).0;
    let project = app
        .gql(
            Some(&admin),
            "mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }",
            json!({ "input": { "name": "Portal renewal", "statusId": 2, "employeeIds": [kai_id] } }),
        )
        .await
        .data("/createProject/project/id");
    let ask =
        "mutation($input: AskQuestionInput!) { askQuestion(input: $input) { question { id } } }";
    let team_question = app
        .gql(
            Some(&kai_token),
            ask,
            json!({ "input": { "scope": "PROJECT", "projectId": project, "title": "チームの質問" } }),
        )
        .await
        .data("/askQuestion/question/id");
    let team_question = team_question.as_str().unwrap().to_owned();
    app.gql(
        Some(&oto_token),
        ask,
        json!({ "input": { "scope": "INTERNAL", "title": "Lunch?" } }),
    )
    .await
    .data("/askQuestion/question/id");
    let questions = |token: String| {
        let app = &app;
        async move {
            let query = vec![
                (
                    "columns",
                    json!([{ "path": "title", "header": "Title" }]).to_string(),
                ),
                (
                    "orderBy",
                    json!({ "field": "TITLE", "direction": "ASC" }).to_string(),
                ),
            ];
            let (status, body) = get(app, Some(&token), "/export/questions.csv", &query).await;
            assert_eq!(status, 200, "{}", String::from_utf8_lossy(&body));
            let mut reader = csv::Reader::from_reader(&body[3..]);
            reader
                .records()
                .map(|r| r.unwrap()[0].to_owned())
                .collect::<Vec<_>>()
        }
    };
    // Its history is the team's too: an outsider is told it is absent, as `history` tells them.
    let history = format!("/export/history/{team_question}.jsonl");
    let (status, _) = get(&app, Some(&kai_token), &history, &[]).await;
    assert_eq!(status, 200);
    let (status, body) = get(&app, Some(&oto_token), &history, &[]).await;
    assert_eq!((status, code(&body).as_str()), (404, "204.H001.001"));
    let mut kai_sees = questions(kai_token).await;
    kai_sees.sort();
    assert_eq!(kai_sees, ["Lunch?", "チームの質問"]);
    assert_eq!(
        questions(oto_token).await,
        ["Lunch?"],
        "the team's question is absent"
    );
}

fn code(body: &[u8]) -> String {
    let value: Value = serde_json::from_slice(body).expect("a JSON refusal");
    value["errors"][0]["extensions"]["code"]
        .as_str()
        .unwrap_or_default()
        .to_owned()
}

fn json_lines(body: &[u8]) -> Vec<Value> {
    String::from_utf8(body.to_vec())
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON value a line"))
        .collect()
}

#[tokio::test]
async fn history_exports_as_json_lines_for_an_entity_and_for_a_period_to_admins() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let id = app
        .gql(
            Some(&admin),
            CREATE,
            json!({ "input": { "title": "監査の準備" } }),
        )
        .await
        .data("/createTask/task/id");
    let id = id.as_str().unwrap().to_owned();
    app.gql(
        Some(&admin),
        "mutation($input: ChangeTaskStatusInput!) { changeTaskStatus(input: $input) { task { statusId } } }",
        json!({ "input": { "id": id, "statusId": 2 } }),
    )
    .await
    .data("/changeTaskStatus/task/statusId");

    let (status, body) = get(
        &app,
        Some(&admin),
        &format!("/export/history/{id}.jsonl"),
        &[("locale", "ja".into())],
    )
    .await;
    assert_eq!(status, 200, "{}", String::from_utf8_lossy(&body));
    let lines = json_lines(&body);
    let labels: Vec<&str> = lines.iter().map(|l| l["label"].as_str().unwrap()).collect();
    assert_eq!(labels, ["タスクを作成", "ステータスを変更"]);
    assert_eq!(lines[0]["entity"], id);
    assert_eq!(lines[0]["actor"]["name"], "Ada Admin");
    assert!(
        lines[0]["changes"]
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["newText"] == "監査の準備"),
        "the Japanese title survives: {}",
        lines[0]
    );

    // The period: every event, for admins only.
    let from = (chrono::Utc::now() - chrono::Duration::hours(1)).to_rfc3339();
    let (status, body) = get(
        &app,
        Some(&admin),
        "/export/history.jsonl",
        &[("from", from.clone()), ("locale", "en".into())],
    )
    .await;
    assert_eq!(status, 200, "{}", String::from_utf8_lossy(&body));
    let lines = json_lines(&body);
    let task_lines: Vec<&Value> = lines
        .iter()
        .filter(|l| l["entity"] == id.as_str())
        .collect();
    assert_eq!(task_lines.len(), 2);
    assert_eq!(task_lines[1]["label"], "Status changed");
    assert!(
        lines.iter().any(|l| l["entityType"] == "Employee"),
        "other entities too"
    );

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
        "sam password 1",
        vec![role],
    )
    .await;
    let staff = app.sign_in("sam@staffhub.test", "sam password 1").await;
    let (status, body) = get(
        &app,
        Some(&staff),
        "/export/history.jsonl",
        &[("from", from)],
    )
    .await;
    assert_eq!((status, code(&body).as_str()), (403, "102.X000.002"));
    // Staff read tasks, and so a task's history.
    let (status, _) = get(
        &app,
        Some(&staff),
        &format!("/export/history/{id}.jsonl"),
        &[],
    )
    .await;
    assert_eq!(status, 200);
    // What `staffhub export-history --id` prints: the same events, labelled.
    let cli = staffhub_api::export::history::entity_lines(
        &app.pool,
        &id,
        staffhub_api::locale::Locale::Ja,
    )
    .await
    .expect("the entity's lines");
    let labels: Vec<&str> = cli.iter().map(|l| l["label"].as_str().unwrap()).collect();
    assert_eq!(labels, ["タスクを作成", "ステータスを変更"]);
    assert_eq!(cli[0]["entity"], id);
    let (status, body) = get(
        &app,
        Some(&admin),
        "/export/history.jsonl",
        &[("from", "yesterday".into())],
    )
    .await;
    assert_eq!((status, code(&body).as_str()), (400, "203.V001.004"));
}

#[tokio::test]
async fn money_and_server_labels_export_as_the_list_shows_them() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    app.gql(
        Some(&admin),
        "mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id } } }",
        json!({ "input": { "name": "京都商事", "dealAmount": 123456, "dealCurrency": "USD", "dealStatusId": 2 } }),
    )
    .await
    .data("/createOrganization/organization/id");
    let columns = json!([
        { "path": "name", "header": "名前" },
        { "path": "dealStatus.label", "header": "商談状況" },
        { "path": "dealValue", "header": "商談金額", "kind": "money" },
    ]);
    let query = [
        ("columns", columns.to_string()),
        ("locale", "ja".to_owned()),
    ];
    let (status, body) = get(&app, Some(&admin), "/export/organizations.csv", &query).await;
    assert_eq!(status, 200, "{}", String::from_utf8_lossy(&body));
    let mut reader = csv::Reader::from_reader(&body[3..]);
    let row: Vec<String> = reader
        .records()
        .next()
        .unwrap()
        .unwrap()
        .iter()
        .map(str::to_owned)
        .collect();
    assert_eq!(row[0], "京都商事");
    assert_ne!(row[1], "", "the stage by its label");
    assert_eq!(
        row[2], "1234.56 USD",
        "minor units read as the currency's digits"
    );
    let (status, body) = get(&app, Some(&admin), "/export/organizations.xlsx", &query).await;
    assert_eq!(status, 200);
    let mut workbook: Xlsx<_> = Xlsx::new(Cursor::new(body)).expect("an XLSX");
    let sheet = workbook
        .worksheet_range("organizations")
        .expect("the sheet");
    let value = sheet.get_value((1, 2)).expect("the deal value");
    assert_eq!(
        value,
        &calamine::Data::Float(1234.56),
        "a number, to sum: {value:?}"
    );
}
