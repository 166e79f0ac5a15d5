//! Issues (issue 15), through the real server: the admin-managed lists, every assignment and
//! detachment with the spec's refusals, restricted documents, comments arriving live, "Convert
//! to task", the list and the board, history in Japanese, and the read model equal to a fresh
//! replay.

use std::time::Duration;

use serde_json::{Value, json};
use staffhub_tests::{TestApp, spawn_app};

const CREATE: &str = "mutation($input: CreateIssueInput!) {
  createIssue(input: $input) { issue { id title priorityId version status { label }
    reporter { name } categories { labelEn } project { name } assignees { name }
    documents { restricted document { title } } tags { name } } } }";
const ISSUE: &str = "query($id: ID!) { node(id: $id) { ... on Issue { title version commentCount
  status { labelEn } priorityId categories { labelEn } project { name } assignees { name }
  documents { documentId restricted document { title } } task { id title }
  comments { totalCount edges { node { body editCount mayEdit author { name } mentions { name } } } } } } }";

async fn role(app: &TestApp, admin: &str, name: &str) -> i32 {
    app.gql(
        Some(admin),
        "mutation($name: String!) { createRole(input: { name: $name, roleCategoryId: 2 }) { role { roleId } } }",
        json!({ "name": name }),
    )
    .await
    .data("/createRole/role/roleId")
    .as_i64()
    .unwrap() as i32
}

/// A staff member (a role of their own) and their token.
async fn staff(app: &TestApp, admin: &str, name: &str, email: &str) -> String {
    let role = role(app, admin, &format!("{name} team")).await;
    app.create_employee(name, email, "staff password 1", vec![role])
        .await;
    app.sign_in(email, "staff password 1").await
}

async fn status(app: &TestApp, admin: &str, en: &str, ja: &str, color: &str) -> Value {
    app.gql(
        Some(admin),
        "mutation($input: CreateIssueStatusInput!) { createIssueStatus(input: $input) { issueStatus { id position } } }",
        json!({ "input": { "labelEn": en, "labelJa": ja, "color": color } }),
    )
    .await
    .data("/createIssueStatus/issueStatus/id")
}

async fn category(app: &TestApp, admin: &str, en: &str, ja: &str) -> Value {
    app.gql(
        Some(admin),
        "mutation($input: CreateIssueCategoryInput!) { createIssueCategory(input: $input) { issueCategory { id } } }",
        json!({ "input": { "labelEn": en, "labelJa": ja, "color": "red" } }),
    )
    .await
    .data("/createIssueCategory/issueCategory/id")
}

async fn issue(app: &TestApp, token: &str, input: Value) -> Value {
    app.gql(Some(token), CREATE, json!({ "input": input }))
        .await
        .data("/createIssue/issue")
}

async fn read(app: &TestApp, token: &str, id: &Value) -> Value {
    app.gql(Some(token), ISSUE, json!({ "id": id }))
        .await
        .data("/node")
}

/// Runs `mutation` (an issue action taking `input`) and returns the error code, if any.
async fn act(app: &TestApp, token: &str, mutation: &str, input: Value) -> Option<String> {
    let input_type = format!("{}{}Input", &mutation[..1].to_uppercase(), &mutation[1..]);
    let query = format!(
        "mutation($input: {input_type}!) {{ {mutation}(input: $input) {{ issue {{ id }} }} }}"
    );
    app.gql(Some(token), &query, json!({ "input": input }))
        .await
        .error_code()
}

async fn employee_id(app: &TestApp, token: &str, email: &str) -> Value {
    app.gql(
        Some(token),
        "query($k: String) { employees(filter: { keyword: $k }) { edges { node { id email } } } }",
        json!({ "k": email }),
    )
    .await
    .data("/employees/edges/0/node/id")
}

async fn project(app: &TestApp, token: &str, name: &str) -> Value {
    app.gql(
        Some(token),
        "mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }",
        json!({ "input": { "name": name } }),
    )
    .await
    .data("/createProject/project/id")
}

async fn document(app: &TestApp, token: &str, title: &str) -> Value {
    app.gql(
        Some(token),
        "mutation($input: CreateDocumentInput!) { createDocument(input: $input) { document { id } } }",
        json!({ "input": { "title": title, "body": "…" } }),
    )
    .await
    .data("/createDocument/document/id")
}

#[tokio::test]
async fn an_issue_needs_a_status_list_and_takes_the_first_status_by_default() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let refused = app
        .gql(
            Some(&admin),
            CREATE,
            json!({ "input": { "title": "No list yet" } }),
        )
        .await;
    assert_eq!(refused.error_code().as_deref(), Some("204.I001.002"));
    let closed = status(&app, &admin, "Closed", "クローズ", "gray").await;
    status(&app, &admin, "Open", "未対応", "blue").await;
    let move_status = "mutation($input: MoveIssueStatusInput!) { moveIssueStatus(input: $input) { issueStatus { position } } }";
    let moved = app
        .gql(
            Some(&admin),
            move_status,
            json!({ "input": { "id": closed, "position": 5 } }),
        )
        .await
        .data("/moveIssueStatus/issueStatus/position");
    assert_eq!(moved, 5);
    let again = app
        .gql(
            Some(&admin),
            move_status,
            json!({ "input": { "id": closed, "position": 5 } }),
        )
        .await;
    assert_eq!(again.error_code().as_deref(), Some("204.X000.001"));
    let created = issue(&app, &admin, json!({ "title": "Defaults" })).await;
    assert_eq!(
        created["status"]["label"], "Open",
        "the first of the list now"
    );
    assert_eq!(created["priorityId"], 2, "medium");
}

#[tokio::test]
async fn every_assignment_and_detachment_is_its_own_command_and_duplicates_are_refused_in_the_callers_language()
 {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let open = status(&app, &admin, "Open", "未対応", "blue").await;
    let processing = status(&app, &admin, "Processing", "対応中", "yellow").await;
    let bug = category(&app, &admin, "Bug", "不具合").await;
    let request = category(&app, &admin, "Request", "要望").await;
    let rin = staff(&app, &admin, "Rin Tanaka", "rin@staffhub.test").await;
    let rin_id = employee_id(&app, &admin, "rin@staffhub.test").await;
    let crm = project(&app, &admin, "CRM rollout").await;
    let hr = project(&app, &admin, "HR portal").await;
    // Rin's own: she may read it, so she may link it.
    let manual = document(&app, &rin, "VPN manual").await;

    let created = issue(
        &app,
        &rin,
        json!({ "title": "  VPN drops every hour  ", "description": "Since **Monday**.",
                "categoryIds": [bug, bug], "priorityId": 1 }),
    )
    .await;
    assert_eq!(created["title"], "VPN drops every hour", "trimmed");
    assert_eq!(
        created["status"]["label"], "Open",
        "the first status of the list"
    );
    assert_eq!(created["reporter"]["name"], "Rin Tanaka");
    assert_eq!(
        created["categories"],
        json!([{ "labelEn": "Bug" }]),
        "no repeats"
    );
    let id = created["id"].clone();

    // Each action, then the same again.
    let steps = [
        (
            "assignIssueCategory",
            json!({ "id": id, "categoryId": request }),
            "204.D001.004",
        ),
        (
            "assignIssueProject",
            json!({ "id": id, "projectId": crm }),
            "204.I001.003",
        ),
        (
            "assignIssueEmployee",
            json!({ "id": id, "employeeId": rin_id }),
            "204.I001.003",
        ),
        (
            "linkIssueDocument",
            json!({ "id": id, "documentId": manual }),
            "204.I001.003",
        ),
    ];
    for (mutation, input, again) in &steps {
        assert_eq!(
            act(&app, &rin, mutation, input.clone()).await,
            None,
            "{mutation}"
        );
        assert_eq!(
            act(&app, &rin, mutation, input.clone()).await.as_deref(),
            Some(*again),
            "{mutation} twice"
        );
    }
    let duplicate = app
        .gql_with_headers(
            Some(&rin),
            "mutation($input: AssignIssueEmployeeInput!) { assignIssueEmployee(input: $input) { issue { id } } }",
            json!({ "input": { "id": id, "employeeId": rin_id } }),
            &[("accept-language", "ja")],
        )
        .await;
    assert_eq!(duplicate.error_message(), "すでに割り当てられています");

    // Another project takes the place of the first.
    assert_eq!(
        act(
            &app,
            &rin,
            "assignIssueProject",
            json!({ "id": id, "projectId": hr })
        )
        .await,
        None
    );
    let now = read(&app, &rin, &id).await;
    assert_eq!(now["project"]["name"], "HR portal");
    assert_eq!(now["assignees"], json!([{ "name": "Rin Tanaka" }]));
    assert_eq!(now["documents"][0]["document"]["title"], "VPN manual");
    assert_eq!(
        now["categories"],
        json!([{ "labelEn": "Bug" }, { "labelEn": "Request" }])
    );

    // Same status, same priority, unknown status.
    let same = app
        .gql(
            Some(&rin),
            "mutation($input: ChangeIssueStatusInput!) { changeIssueStatus(input: $input) { issue { id } } }",
            json!({ "input": { "id": id, "statusId": open } }),
        )
        .await;
    assert_eq!(same.error_code().as_deref(), Some("204.X000.002"));
    assert_eq!(same.error_message(), "Current status is same to new status");
    assert_eq!(
        act(
            &app,
            &rin,
            "changeIssueStatus",
            json!({ "id": id, "statusId": processing })
        )
        .await,
        None
    );
    assert_eq!(
        act(
            &app,
            &rin,
            "changeIssuePriority",
            json!({ "id": id, "priorityId": 1 })
        )
        .await
        .as_deref(),
        Some("204.X000.006"),
        "'Nothing changed'"
    );
    assert_eq!(
        act(
            &app,
            &rin,
            "changeIssuePriority",
            json!({ "id": id, "priorityId": 9 })
        )
        .await
        .as_deref(),
        Some("203.T001.004")
    );

    // Detach each, then detach again: nothing to detach.
    let detach = [
        (
            "detachIssueCategory",
            json!({ "id": id, "categoryId": request }),
        ),
        ("detachIssueProject", json!({ "id": id })),
        (
            "detachIssueEmployee",
            json!({ "id": id, "employeeId": rin_id }),
        ),
        (
            "detachIssueDocument",
            json!({ "id": id, "documentId": manual }),
        ),
    ];
    for (mutation, input) in &detach {
        assert_eq!(
            act(&app, &rin, mutation, input.clone()).await,
            None,
            "{mutation}"
        );
        assert_eq!(
            act(&app, &rin, mutation, input.clone()).await.as_deref(),
            Some("204.I001.004"),
            "{mutation} twice"
        );
    }
    let after = read(&app, &rin, &id).await;
    assert_eq!(after["status"]["labelEn"], "Processing");
    assert!(after["project"].is_null());
    assert_eq!(after["assignees"], json!([]));
    assert_eq!(after["documents"], json!([]));

    // The edit form: a stale version is refused, nothing is lost.
    let stale = app
        .gql(
            Some(&rin),
            "mutation($input: UpdateIssueInput!) { updateIssue(input: $input) { issue { title } } }",
            json!({ "input": { "id": id, "expectedVersion": created["version"], "title": "Stale",
                    "description": "", "tagIds": [] } }),
        )
        .await;
    assert_eq!(stale.error_code().as_deref(), Some("204.X000.004"));

    // Auditors read each action by name, in Japanese.
    let history = app
        .gql_with_headers(
            Some(&rin),
            "query($id: ID!) { history(id: $id, first: 100) { edges { node { label } } } }",
            json!({ "id": id }),
            &[("accept-language", "ja")],
        )
        .await
        .data("/history/edges");
    let labels: Vec<&str> = history
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["node"]["label"].as_str().unwrap())
        .collect();
    for label in [
        "課題を作成",
        "プロジェクトを設定",
        "担当者を解除",
        "ドキュメントを関連付け",
    ] {
        assert!(labels.contains(&label), "{label} in {labels:?}");
    }
}

#[tokio::test]
async fn a_linked_document_the_caller_may_not_read_shows_as_restricted_and_cannot_be_linked_by_them()
 {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    status(&app, &admin, "Open", "未対応", "blue").await;
    let rin = staff(&app, &admin, "Rin Tanaka", "rin@staffhub.test").await;
    // Without a permission category a document is for its author and admins.
    let secret = document(&app, &admin, "Salary bands 2027").await;
    let created = issue(
        &app,
        &admin,
        json!({ "title": "Review pay", "documentIds": [secret] }),
    )
    .await;
    let id = created["id"].clone();

    let seen = read(&app, &rin, &id).await;
    assert_eq!(seen["documents"][0]["restricted"], true);
    assert!(
        seen["documents"][0]["document"].is_null(),
        "never its title"
    );
    assert_eq!(seen["documents"][0]["documentId"], secret);
    assert!(!seen.to_string().contains("Salary"), "{seen}");

    let mine = issue(&app, &rin, json!({ "title": "Mine" })).await;
    assert_eq!(
        act(
            &app,
            &rin,
            "linkIssueDocument",
            json!({ "id": mine["id"], "documentId": secret })
        )
        .await
        .as_deref(),
        Some("102.D001.001"),
        "'Document Not Accessible'"
    );
    let refused = app
        .gql(
            Some(&rin),
            CREATE,
            json!({ "input": { "title": "Sneaky", "documentIds": [secret] } }),
        )
        .await;
    assert_eq!(refused.error_code().as_deref(), Some("102.D001.001"));
}

#[tokio::test]
async fn comments_arrive_live_only_their_author_edits_them_and_mentions_need_the_name_in_the_text()
{
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    status(&app, &admin, "Open", "未対応", "blue").await;
    let rin = staff(&app, &admin, "Rin Tanaka", "rin@staffhub.test").await;
    let ken = staff(&app, &admin, "Ken Sato", "ken@staffhub.test").await;
    let ken_id = employee_id(&app, &admin, "ken@staffhub.test").await;
    let admin_id = employee_id(&app, &admin, "admin@staffhub.test").await;
    let created = issue(&app, &rin, json!({ "title": "Printer on 3F jams" })).await;
    let id = created["id"].clone();

    let mut ws =
        staffhub_tests::Subscription::connect(&app.ws_url(), json!({ "accessToken": ken }))
            .await
            .unwrap();
    ws.subscribe(
        "c",
        "subscription($id: ID!) { issueChanged(id: $id) { kind issue { commentCount } comment { body author { name } } } }",
        json!({ "id": id }),
    )
    .await;
    // The subscription is live once a change arrives; nudge until it does.
    let mut heard = None;
    for i in 0..20 {
        let added = app
            .gql(
                Some(&rin),
                "mutation($input: AddIssueCommentInput!) { addIssueComment(input: $input) {
                   comment { id body mentions { name } } commentEdge { cursor } issue { commentCount } } }",
                json!({ "input": { "issueId": id, "body": format!("Try {i}: @Ken Sato can you look?"),
                        "mentionIds": [ken_id, admin_id] } }),
            )
            .await
            .data("/addIssueComment");
        assert_eq!(
            added["comment"]["mentions"],
            json!([{ "name": "Ken Sato" }]),
            "only those named in the text"
        );
        if let Some(message) = ws.next_data("c", Duration::from_millis(500)).await {
            heard = Some((message, added));
            break;
        }
    }
    let (message, added) = heard.expect("the comment arrives live");
    let change = &message["data"]["issueChanged"];
    assert_eq!(change["comment"]["author"]["name"], "Rin Tanaka");
    assert!(
        change["comment"]["body"]
            .as_str()
            .unwrap()
            .contains("@Ken Sato")
    );
    let comment_id = added["comment"]["id"].clone();

    let edit = "mutation($input: EditIssueCommentInput!) { editIssueComment(input: $input) {
        comment { body editCount } } }";
    let not_theirs = app
        .gql(
            Some(&ken),
            edit,
            json!({ "input": { "issueId": id, "commentId": comment_id, "body": "Mine now" } }),
        )
        .await;
    assert_eq!(not_theirs.error_code().as_deref(), Some("102.X000.004"));
    let edited = app
        .gql(
            Some(&rin),
            edit,
            json!({ "input": { "issueId": id, "commentId": comment_id, "body": "Fixed: toner" } }),
        )
        .await
        .data("/editIssueComment/comment");
    assert_eq!(edited, json!({ "body": "Fixed: toner", "editCount": 1 }));
    let empty = app
        .gql(
            Some(&rin),
            edit,
            json!({ "input": { "issueId": id, "commentId": comment_id, "body": "   " } }),
        )
        .await;
    assert_eq!(empty.error_code().as_deref(), Some("203.I001.001"));

    let thread = read(&app, &ken, &id).await;
    let first = &thread["comments"]["edges"][0]["node"];
    assert_eq!(first["body"], "Fixed: toner");
    assert_eq!(first["mayEdit"], false, "Ken is not the author");
    assert_eq!(first["mentions"], json!([]), "the edit named nobody");
}

#[tokio::test]
async fn converting_an_issue_makes_one_linked_task_and_both_show_the_link() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    status(&app, &admin, "Open", "未対応", "blue").await;
    let created = issue(
        &app,
        &admin,
        json!({ "title": "Laptop refresh", "description": "Ten machines.", "priorityId": 3 }),
    )
    .await;
    let id = created["id"].clone();
    let converted = app
        .gql(
            Some(&admin),
            "mutation($input: ConvertIssueToTaskInput!) { convertIssueToTask(input: $input) {
               issue { task { id } } task { id title description priorityId statusId issue { id } } } }",
            json!({ "input": { "id": id } }),
        )
        .await
        .data("/convertIssueToTask");
    let task = &converted["task"];
    assert_eq!(task["title"], "Laptop refresh");
    assert_eq!(task["description"], "Ten machines.");
    assert_eq!(task["priorityId"], 3);
    assert_eq!(task["statusId"], 1, "open");
    assert_eq!(task["issue"]["id"], id);
    assert_eq!(converted["issue"]["task"]["id"], task["id"]);
    let again = app
        .gql(
            Some(&admin),
            "mutation($input: ConvertIssueToTaskInput!) { convertIssueToTask(input: $input) { task { id } } }",
            json!({ "input": { "id": id } }),
        )
        .await;
    assert_eq!(again.error_code().as_deref(), Some("204.I001.006"));
}

#[tokio::test]
async fn the_list_filters_and_sorts_and_the_board_counts_every_status() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let open = status(&app, &admin, "Open", "未対応", "blue").await;
    let done = status(&app, &admin, "Completed", "完了", "green").await;
    let bug = category(&app, &admin, "Bug", "不具合").await;
    for (title, priority, status, categories) in [
        ("経費精算の承認が遅い", 2, &open, json!([bug])),
        ("勤怠システムにログインできない", 1, &open, json!([bug])),
        ("Invoice PDF has the wrong address", 3, &open, json!([])),
        ("VPN certificate renewal", 2, &done, json!([bug])),
    ] {
        issue(
            &app,
            &admin,
            json!({ "title": title, "priorityId": priority, "statusId": status, "categoryIds": categories }),
        )
        .await;
    }
    let list = "query($filter: IssueFilter, $order: IssueOrder) { issues(filter: $filter, orderBy: $order) {
        totalCount edges { node { title } } } }";
    let titles = staffhub_tests::edge_titles;
    let japanese = app
        .gql(
            Some(&admin),
            list,
            json!({ "filter": { "keyword": "システム" } }),
        )
        .await
        .data("/issues");
    assert_eq!(titles(&japanese), ["勤怠システムにログインできない"]);
    let open_bugs = app
        .gql(
            Some(&admin),
            list,
            json!({ "filter": { "statusIds": [open], "categoryIds": [bug] },
                    "order": { "field": "PRIORITY", "direction": "ASC" } }),
        )
        .await
        .data("/issues");
    assert_eq!(open_bugs["totalCount"], 2);
    assert_eq!(
        titles(&open_bugs),
        ["勤怠システムにログインできない", "経費精算の承認が遅い"],
        "high priority first"
    );
    let board = app
        .gql(
            Some(&admin),
            "{ issueBoard(cardsPerColumn: 1) { columns { status { labelEn } count
               cards { pageInfo { hasNextPage } edges { node { title } } } } } }",
            json!({}),
        )
        .await
        .data("/issueBoard/columns");
    assert_eq!(board[0]["status"]["labelEn"], "Open");
    assert_eq!(board[0]["count"], 3);
    assert_eq!(board[0]["cards"]["pageInfo"]["hasNextPage"], true);
    assert_eq!(
        board[0]["cards"]["edges"][0]["node"]["title"],
        "勤怠システムにログインできない"
    );
    assert_eq!(board[1]["count"], 1);
    // Unfiltered, the columns read the counts the projection keeps; filtered, they count
    // what the filter matches (issue 33).
    let bugs = app
        .gql(
            Some(&admin),
            "query($filter: IssueFilter) { issueBoard(filter: $filter, cardsPerColumn: 1) {
               columns { count } } }",
            json!({ "filter": { "categoryIds": [bug] } }),
        )
        .await
        .data("/issueBoard/columns");
    assert_eq!(
        (bugs[0]["count"].clone(), bugs[1]["count"].clone()),
        (json!(2), json!(1))
    );
}

#[tokio::test]
async fn the_status_and_category_lists_are_for_admins_and_refuse_bad_labels_and_colours() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let rin = staff(&app, &admin, "Rin Tanaka", "rin@staffhub.test").await;
    let create = "mutation($input: CreateIssueCategoryInput!) { createIssueCategory(input: $input) { issueCategory { id } } }";
    let by_staff = app
        .gql(
            Some(&rin),
            create,
            json!({ "input": { "labelEn": "Bug", "labelJa": "不具合", "color": "red" } }),
        )
        .await;
    assert_eq!(by_staff.error_code().as_deref(), Some("102.X000.002"));
    for (input, code) in [
        (
            json!({ "labelEn": " ", "labelJa": "不具合", "color": "red" }),
            "203.I001.002",
        ),
        (
            json!({ "labelEn": "Bug", "labelJa": "不具合", "color": "mauve" }),
            "203.G001.001",
        ),
        (
            json!({ "labelEn": "Bug", "labelJa": "不具合", "color": "red", "position": 1000 }),
            "203.I001.003",
        ),
    ] {
        let refused = app
            .gql(Some(&admin), create, json!({ "input": input }))
            .await;
        assert_eq!(refused.error_code().as_deref(), Some(code), "{input}");
    }
    let id = category(&app, &admin, "Bug", "不具合").await;
    let labels = app
        .gql_with_headers(
            Some(&rin),
            "{ issueCategories { totalCount edges { node { label labelEn } } } }",
            json!({}),
            &[("accept-language", "ja")],
        )
        .await
        .data("/issueCategories");
    assert_eq!(labels["totalCount"], 1);
    assert_eq!(labels["edges"][0]["node"]["label"], "不具合");
    let update = app
        .gql(
            Some(&admin),
            "mutation($input: UpdateIssueCategoryInput!) { updateIssueCategory(input: $input) { issueCategory { labelEn version } } }",
            json!({ "input": { "id": id, "expectedVersion": 1, "labelEn": "Defect", "labelJa": "不具合", "color": "red" } }),
        )
        .await
        .data("/updateIssueCategory/issueCategory");
    assert_eq!(update["labelEn"], "Defect");
}

async fn rows(app: &TestApp) -> Vec<String> {
    sqlx::query_scalar(
        "SELECT t FROM (
            SELECT i::text AS t, 1 AS k, issue_id::text AS id FROM issue_list i
            UNION ALL SELECT c::text, 2, comment_id::text FROM issue_comments c
            UNION ALL SELECT s::text, 3, status_id::text FROM issue_statuses s
            UNION ALL SELECT c::text, 4, category_id::text FROM issue_categories c
            UNION ALL SELECT n::text, 5, concat(status_id, category_id, assignee_id)
                FROM issue_facet_counts n
         ) x ORDER BY k, id",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

type Kept = Vec<(uuid::Uuid, uuid::Uuid, uuid::Uuid, i64)>;

/// The counts the issues projection keeps (issue 33), those above zero.
async fn kept_counts(app: &TestApp) -> Kept {
    sqlx::query_as(
        "SELECT status_id, category_id, assignee_id, count FROM issue_facet_counts
         WHERE count > 0 ORDER BY 1, 2, 3",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

/// The same counts counted from the list now, written out as the rule says: an issue counts
/// under its status with each of its categories or any (the nil id), by each of its assignees
/// or any.
async fn counted(app: &TestApp) -> Kept {
    let issues: Vec<(uuid::Uuid, Vec<uuid::Uuid>, Vec<uuid::Uuid>)> =
        sqlx::query_as("SELECT status_id, category_ids, assignee_ids FROM issue_list")
            .fetch_all(&app.pool)
            .await
            .unwrap();
    let mut counts = std::collections::BTreeMap::new();
    let any = uuid::Uuid::nil();
    for (status, categories, assignees) in issues {
        for category in categories.iter().copied().chain([any]) {
            for assignee in assignees.iter().copied().chain([any]) {
                *counts.entry((status, category, assignee)).or_insert(0i64) += 1;
            }
        }
    }
    counts
        .into_iter()
        .map(|((s, c, a), n)| (s, c, a, n))
        .collect()
}

#[tokio::test]
async fn kept_counts_equal_a_count_of_the_list_through_every_change_and_answer_the_lists_they_fit()
{
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let open = status(&app, &admin, "Open", "未対応", "blue").await;
    let done = status(&app, &admin, "Completed", "完了", "green").await;
    let bug = category(&app, &admin, "Bug", "不具合").await;
    let request = category(&app, &admin, "Request", "要望").await;
    let me = employee_id(&app, &admin, "admin@staffhub.test").await;
    staff(&app, &admin, "Kato", "kato@staffhub.test").await;
    let kato = employee_id(&app, &admin, "kato@staffhub.test").await;
    let mut ids = Vec::new();
    for (title, status, categories, assignees) in [
        ("VPN drops", &open, json!([bug]), json!([me])),
        (
            "Invoice total",
            &open,
            json!([bug, request]),
            json!([me, kato]),
        ),
        ("Add a field", &open, json!([request]), json!([])),
        ("Printer", &done, json!([bug]), json!([kato])),
        ("No category", &open, json!([]), json!([me])),
    ] {
        let created = issue(
            &app,
            &admin,
            json!({ "title": title, "statusId": status, "categoryIds": categories, "assigneeIds": assignees }),
        )
        .await;
        ids.push(created["id"].clone());
    }
    assert_eq!(kept_counts(&app).await, counted(&app).await, "as created");

    // Each kind of change moves the counts: a category and an assignee come and go, a status
    // changes, and an assignment refused as a duplicate moves nothing.
    for (mutation, input) in [
        (
            "assignIssueCategory",
            json!({ "id": ids[0], "categoryId": request }),
        ),
        (
            "detachIssueCategory",
            json!({ "id": ids[1], "categoryId": bug }),
        ),
        (
            "assignIssueEmployee",
            json!({ "id": ids[2], "employeeId": kato }),
        ),
        (
            "detachIssueEmployee",
            json!({ "id": ids[1], "employeeId": me }),
        ),
        (
            "changeIssueStatus",
            json!({ "id": ids[0], "statusId": done }),
        ),
        (
            "changeIssueStatus",
            json!({ "id": ids[3], "statusId": open }),
        ),
    ] {
        assert_eq!(act(&app, &admin, mutation, input).await, None, "{mutation}");
        assert_eq!(
            kept_counts(&app).await,
            counted(&app).await,
            "after {mutation}"
        );
    }
    // A deleted issue leaves the counts with its row, and a restored one comes back to them
    // (issue 35).
    app.delete_node(&admin, &ids[1]).await.data("/deleteNode");
    let deleted = kept_counts(&app).await;
    assert_eq!(deleted, counted(&app).await, "after a deletion");
    app.restore_node(&admin, &ids[1]).await.data("/restoreNode");
    let restored = kept_counts(&app).await;
    assert_eq!(restored, counted(&app).await, "after a restore");
    assert_ne!(deleted, restored, "the deletion moved the counts");
    assert!(
        act(
            &app,
            &admin,
            "assignIssueEmployee",
            json!({ "id": ids[2], "employeeId": kato })
        )
        .await
        .is_some(),
        "a duplicate is refused"
    );
    assert_eq!(
        kept_counts(&app).await,
        counted(&app).await,
        "after a refusal"
    );

    // Now: VPN drops (Completed; Bug, Request; me), Invoice total (Open; Request; Kato), Add a
    // field (Open; Request; Kato), Printer (Open; Bug; Kato), No category (Open; -; me).
    let total = |filter: Value| {
        let app = &app;
        let admin = &admin;
        async move {
            app.gql(
                Some(admin),
                "query($filter: IssueFilter) { issues(filter: $filter) { totalCount totalCountCapped } }",
                json!({ "filter": filter }),
            )
            .await
            .data("/issues")
        }
    };
    for (filter, expected) in [
        (json!({}), 5),
        (json!({ "statusIds": [open] }), 4),
        (json!({ "statusIds": [open], "categoryIds": [request] }), 2),
        (
            json!({ "statusIds": [open], "categoryIds": [bug], "assigneeIds": [kato] }),
            1,
        ),
        (json!({ "assigneeIds": [me] }), 2),
        (
            json!({ "statusIds": [open, done], "categoryIds": [request], "assigneeIds": [kato] }),
            2,
        ),
        // Counted, not kept: two categories (an issue under both counts once), a keyword.
        (json!({ "categoryIds": [bug, request] }), 4),
        (json!({ "statusIds": [open], "keyword": "Invoice" }), 1),
    ] {
        let answer = total(filter.clone()).await;
        assert_eq!(answer["totalCount"], expected, "{filter}");
        assert_eq!(answer["totalCountCapped"], false, "{filter}");
    }
    // A filter the kept counts call few is read from its matches and then sorted (issue 33,
    // `read::issues::list`): the same rows in the same order as the list's plain SQL gives.
    for (assignee, email, order, sql_order) in [
        (
            &kato,
            "kato@staffhub.test",
            "UPDATED_AT",
            "updated_at DESC, issue_id DESC",
        ),
        (
            &kato,
            "kato@staffhub.test",
            "TITLE",
            "lower(title) DESC, issue_id DESC",
        ),
        (
            &me,
            "admin@staffhub.test",
            "CREATED_AT",
            "created_at DESC, issue_id DESC",
        ),
    ] {
        let page = app
            .gql(
                Some(&admin),
                &format!(
                    "query($filter: IssueFilter) {{ issues(first: 2, filter: $filter,
                       orderBy: {{ field: {order}, direction: DESC }}) {{ edges {{ node {{ title }} }} }} }}"
                ),
                json!({ "filter": { "assigneeIds": [assignee] } }),
            )
            .await
            .data("/issues/edges");
        let titles: Vec<&str> = page
            .as_array()
            .unwrap()
            .iter()
            .map(|edge| edge["node"]["title"].as_str().unwrap())
            .collect();
        let walked: Vec<String> = sqlx::query_scalar(&format!(
            "SELECT title FROM issue_list WHERE assignee_ids && ARRAY(
               SELECT employee_id FROM employee_directory WHERE email = $1)
             ORDER BY {sql_order} LIMIT 2"
        ))
        .bind(email)
        .fetch_all(&app.pool)
        .await
        .unwrap();
        assert_eq!(titles, walked, "{order}");
        assert_eq!(titles.len(), 2, "{order}");
    }
    let board = app
        .gql(
            Some(&admin),
            "query($filter: IssueFilter) { issueBoard(filter: $filter, cardsPerColumn: 1) {
               columns { status { labelEn } count } } }",
            json!({ "filter": { "assigneeIds": [kato] } }),
        )
        .await
        .data("/issueBoard/columns");
    assert_eq!(board[0]["count"], 3, "Kato's open issues");
    assert_eq!(board[1]["count"], 0, "Kato has nothing completed");
    // Both ways of reading a page, and the board's cards, give the same rows in the same order
    // (issue 33, `read::issues`): from an array filter's few matches, sorted, and by walking
    // the order's index. Asked directly, since every list this small takes the first way.
    {
        use staffhub_api::read::issues::{
            IssueListFilter, IssueSort, IssueSortField, board_cards, list,
        };
        use staffhub_api::read::pool::ReadPool;
        use std::collections::BTreeMap;
        let reads = ReadPool::beside(&app.pool);
        let statuses: Vec<uuid::Uuid> =
            sqlx::query_scalar("SELECT status_id FROM issue_statuses ORDER BY position")
                .fetch_all(&app.pool)
                .await
                .unwrap();
        let kato_id: uuid::Uuid = sqlx::query_scalar(
            "SELECT employee_id FROM employee_directory WHERE email = 'kato@staffhub.test'",
        )
        .fetch_one(&app.pool)
        .await
        .unwrap();
        let request_id: uuid::Uuid = sqlx::query_scalar(
            "SELECT unnest(category_ids) FROM issue_list WHERE title = 'Add a field'",
        )
        .fetch_one(&app.pool)
        .await
        .unwrap();
        let filters = [
            IssueListFilter {
                assignee_ids: vec![kato_id],
                ..IssueListFilter::default()
            },
            IssueListFilter {
                category_ids: vec![request_id],
                ..IssueListFilter::default()
            },
        ];
        for filter in &filters {
            for field in [
                IssueSortField::UpdatedAt,
                IssueSortField::CreatedAt,
                IssueSortField::Priority,
                IssueSortField::Title,
                IssueSortField::Status,
            ] {
                for descending in [false, true] {
                    let sort = IssueSort { field, descending };
                    for offset in [0, 1, 2] {
                        let page = |matches: Option<i64>| {
                            let reads = &reads;
                            async move {
                                list(reads, filter, sort, offset, 2, matches)
                                    .await
                                    .unwrap()
                                    .into_iter()
                                    .map(|row| row.issue_id)
                                    .collect::<Vec<_>>()
                            }
                        };
                        let walked = page(None).await;
                        assert_eq!(
                            page(Some(0)).await,
                            walked,
                            "{filter:?} {field:?} descending {descending} from {offset}"
                        );
                        if offset == 0 {
                            assert_eq!(walked.len(), 2, "{filter:?}");
                        }
                    }
                }
            }
            let columns = |matches: i64| {
                let (reads, statuses) = (&reads, &statuses);
                async move {
                    let mut columns: BTreeMap<uuid::Uuid, Vec<uuid::Uuid>> = BTreeMap::new();
                    for card in board_cards(reads, statuses, filter, 2, matches)
                        .await
                        .unwrap()
                    {
                        columns
                            .entry(card.column_status_id)
                            .or_default()
                            .push(card.issue.issue_id);
                    }
                    columns
                }
            };
            let scanned = columns(i64::MAX).await;
            assert!(!scanned.is_empty(), "{filter:?}");
            assert_eq!(columns(0).await, scanned, "{filter:?}");
        }
    }
    let before = kept_counts(&app).await;
    app.rebuild("issues").await;
    assert_eq!(
        kept_counts(&app).await,
        before,
        "a rebuild keeps the same counts"
    );
}

#[tokio::test]
async fn the_issues_read_model_equals_a_fresh_replay() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let open = status(&app, &admin, "Open", "未対応", "blue").await;
    let closed = status(&app, &admin, "Closed", "クローズ", "gray").await;
    let bug = category(&app, &admin, "Bug", "不具合").await;
    let crm = project(&app, &admin, "CRM rollout").await;
    let manual = document(&app, &admin, "VPN manual").await;
    let me = employee_id(&app, &admin, "admin@staffhub.test").await;
    let created = issue(
        &app,
        &admin,
        json!({ "title": "Replay me", "statusId": open }),
    )
    .await;
    let id = created["id"].clone();
    for (mutation, input) in [
        (
            "assignIssueCategory",
            json!({ "id": id, "categoryId": bug }),
        ),
        ("assignIssueProject", json!({ "id": id, "projectId": crm })),
        ("assignIssueEmployee", json!({ "id": id, "employeeId": me })),
        (
            "linkIssueDocument",
            json!({ "id": id, "documentId": manual }),
        ),
        ("changeIssueStatus", json!({ "id": id, "statusId": closed })),
        ("changeIssuePriority", json!({ "id": id, "priorityId": 1 })),
        ("detachIssueEmployee", json!({ "id": id, "employeeId": me })),
    ] {
        assert_eq!(act(&app, &admin, mutation, input).await, None, "{mutation}");
    }
    let comment = app
        .gql(
            Some(&admin),
            "mutation($input: AddIssueCommentInput!) { addIssueComment(input: $input) { comment { id } } }",
            json!({ "input": { "issueId": id, "body": "First" } }),
        )
        .await
        .data("/addIssueComment/comment/id");
    app.gql(
        Some(&admin),
        "mutation($input: EditIssueCommentInput!) { editIssueComment(input: $input) { comment { id } } }",
        json!({ "input": { "issueId": id, "commentId": comment, "body": "First, edited" } }),
    )
    .await
    .data("/editIssueComment/comment/id");
    app.gql(
        Some(&admin),
        "mutation($input: ConvertIssueToTaskInput!) { convertIssueToTask(input: $input) { task { id } } }",
        json!({ "input": { "id": id } }),
    )
    .await
    .data("/convertIssueToTask/task/id");
    app.gql(
        Some(&admin),
        "mutation($input: MoveIssueStatusInput!) { moveIssueStatus(input: $input) { issueStatus { id } } }",
        json!({ "input": { "id": closed, "position": 7 } }),
    )
    .await
    .data("/moveIssueStatus/issueStatus/id");

    let live = rows(&app).await;
    assert_eq!(
        live.len(),
        13,
        "one issue, one comment, two statuses, one category, eight kept counts: Open and \
         Closed, each by any category and Bug, and by any assignee and the one detached"
    );
    // Issue 33: the counts lists and the board read are kept, and equal a count of the list.
    let kept = kept_counts(&app).await;
    assert_eq!(kept, counted(&app).await);
    assert_eq!(
        kept.len(),
        2,
        "the issue moved to Closed, its assignee detached"
    );
    app.rebuild("issues").await;
    assert_eq!(rows(&app).await, live);
}

#[tokio::test]
async fn a_fresh_installation_gets_the_default_statuses_and_categories_once() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    assert!(
        staffhub_api::seed::ensure_default_issue_lists(&app.pool)
            .await
            .unwrap()
    );
    assert!(
        !staffhub_api::seed::ensure_default_issue_lists(&app.pool)
            .await
            .unwrap(),
        "once"
    );
    // The lists are there as soon as the projection caught up: an issue takes "Open".
    let mut created = None;
    for _ in 0..50 {
        let response = app
            .gql(
                Some(&admin),
                CREATE,
                json!({ "input": { "title": "First" } }),
            )
            .await;
        if response.error_code().is_none() {
            created = Some(response.data("/createIssue/issue"));
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(created.expect("an issue")["status"]["label"], "Open");
    let statuses = app
        .gql_with_headers(
            Some(&admin),
            "{ issueStatuses { edges { node { label } } } issueCategories { totalCount } }",
            json!({}),
            &[("accept-language", "ja")],
        )
        .await;
    let edges = statuses.data("/issueStatuses/edges");
    let labels: Vec<&str> = edges
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["node"]["label"].as_str().unwrap())
        .collect();
    assert_eq!(labels, ["未対応", "対応中", "クローズ", "完了"]);
    assert_eq!(statuses.data("/issueCategories/totalCount"), 5);
}

#[tokio::test]
async fn another_page_hears_a_conversion_with_its_task() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    status(&app, &admin, "Open", "未対応", "blue").await;
    let mut ws =
        staffhub_tests::Subscription::connect(&app.ws_url(), json!({ "accessToken": admin }))
            .await
            .unwrap();
    let mut heard = None;
    for i in 0..20 {
        let id =
            issue(&app, &admin, json!({ "title": format!("Convert me {i}") })).await["id"].clone();
        ws.subscribe(
            &format!("c{i}"),
            "subscription($id: ID!) { issueChanged(id: $id) { issue { task { title } } } }",
            json!({ "id": id }),
        )
        .await;
        app.gql(
            Some(&admin),
            "mutation($input: ConvertIssueToTaskInput!) { convertIssueToTask(input: $input) { task { id } } }",
            json!({ "input": { "id": id } }),
        )
        .await
        .data("/convertIssueToTask/task/id");
        if let Some(message) = ws.next_data(&format!("c{i}"), Duration::from_secs(1)).await {
            heard = Some((i, message));
            break;
        }
    }
    let (i, message) = heard.expect("a conversion heard");
    assert_eq!(
        message["data"]["issueChanged"]["issue"]["task"]["title"],
        format!("Convert me {i}"),
        "the task is there when the issue's change arrives"
    );
}

#[tokio::test]
async fn a_live_issue_list_is_told_by_the_lists_own_sql_whether_a_changed_issue_is_in_it() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let open = status(&app, &admin, "Open", "未対応", "blue").await;
    let done = status(&app, &admin, "Completed", "完了", "green").await;
    let mut ws =
        staffhub_tests::Subscription::connect(&app.ws_url(), json!({ "accessToken": admin }))
            .await
            .unwrap();
    // Open issues found by a word the list finds in descriptions, not only in titles (issue
    // 32: the client's matcher looked at titles only).
    ws.subscribe(
        "i",
        "subscription($filter: IssueFilter) {
           issuesChanged(filter: $filter) { kind id matches issue { title status { id } } } }",
        json!({ "filter": { "keyword": "証明書", "statusIds": [open] } }),
    )
    .await;
    let mut heard = None;
    for i in 0..20 {
        let created = issue(
            &app,
            &admin,
            json!({ "title": format!("VPN が繋がらない {i}"), "description": "証明書の期限切れ",
                "statusId": open }),
        )
        .await;
        if let Some(next) = ws.next_data("i", Duration::from_millis(500)).await {
            heard = Some((created["id"].clone(), next));
            break;
        }
    }
    let (vpn, first) = heard.expect("the subscription is live");
    let first = first["data"]["issuesChanged"].clone();
    assert_eq!(first["kind"], "CREATED");
    assert_eq!(first["id"], vpn);
    assert_eq!(first["matches"], true, "its description matches: {first}");
    while ws
        .next_data("i", Duration::from_millis(200))
        .await
        .is_some()
    {}

    let other = issue(
        &app,
        &admin,
        json!({ "title": "Printer jam", "statusId": open }),
    )
    .await;
    let told = ws.notice_about("i", "issuesChanged", &other["id"]).await;
    assert_eq!(
        told["matches"], false,
        "the keyword does not find it: {told}"
    );
    assert_eq!(told["issue"]["title"], "Printer jam");

    // Completed: it leaves the list of open issues, and the notice says which column it is in.
    app.gql(
        Some(&admin),
        "mutation($input: ChangeIssueStatusInput!) { changeIssueStatus(input: $input) { issue { id } } }",
        json!({ "input": { "id": vpn, "statusId": done } }),
    )
    .await
    .data("/changeIssueStatus/issue/id");
    let moved = ws.notice_about("i", "issuesChanged", &vpn).await;
    assert_eq!(moved["kind"], "UPDATED");
    assert_eq!(moved["matches"], false, "no longer open: {moved}");
    assert_eq!(moved["issue"]["status"]["id"], done);
}

#[tokio::test]
async fn a_deleted_linked_document_reads_deleted_not_restricted_named_only_for_who_sees_its_trash()
{
    const LINKS: &str = "query($id: ID!) { node(id: $id) { ... on Issue { documents {
      documentId restricted document { title } deleted { entry { entityId typeName title } } } } } }";
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    status(&app, &admin, "Open", "未対応", "blue").await;
    let rin = staff(&app, &admin, "Rin Tanaka", "rin@staffhub.test").await;
    let sol = staff(&app, &admin, "Sol Park", "sol@staffhub.test").await;
    // Without a permission category a document is for its author and admins: Sol may not
    // read Rin's notes, nor see them in the trash.
    let notes = document(&app, &rin, "Team lunch notes").await;
    let id = issue(
        &app,
        &rin,
        json!({ "title": "Book the lunch", "documentIds": [notes] }),
    )
    .await["id"]
        .clone();
    let links = |token: String| {
        let (app, id) = (&app, &id);
        async move {
            app.gql(Some(&token), LINKS, json!({ "id": id }))
                .await
                .data("/node/documents/0")
        }
    };
    assert_eq!(
        links(sol.clone()).await,
        json!({ "documentId": notes, "restricted": true, "document": null, "deleted": null })
    );

    app.delete_node(&rin, &notes).await.data("/deleteNode");
    assert_eq!(
        links(rin.clone()).await,
        json!({ "documentId": notes, "restricted": false, "document": null, "deleted": { "entry": {
            "entityId": notes, "typeName": "Document", "title": "Team lunch notes" } } }),
        "deleted, not 'restricted': named and linked for its author"
    );
    let theirs = links(sol.clone()).await;
    assert_eq!(
        theirs,
        json!({ "documentId": notes, "restricted": false, "document": null, "deleted": { "entry": null } }),
        "only '(deleted)' for a reader who never saw it"
    );

    app.restore_node(&rin, &notes).await.data("/restoreNode");
    assert_eq!(
        links(rin).await,
        json!({ "documentId": notes, "restricted": false, "document": { "title": "Team lunch notes" }, "deleted": null }),
        "restored, the link is live again"
    );
}

/// Names a page shows of what its rows point at (a status, a category, an assignee) are kept
/// in the node's memory (`read::kept`, issue 33). A change to one of them is shown by the very
/// next read, as the tables would show it: the command's answer waits for the checkpoint the
/// kept copy is stamped with.
#[tokio::test]
async fn a_renamed_status_category_or_assignee_is_named_anew_by_the_next_read() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let open = status(&app, &admin, "Open", "未対応", "blue").await;
    let bug = category(&app, &admin, "Bug", "不具合").await;
    staff(&app, &admin, "Rin Tanaka", "rin@staffhub.test").await;
    let rin = employee_id(&app, &admin, "rin@staffhub.test").await;
    issue(
        &app,
        &admin,
        json!({ "title": "Kept names", "categoryIds": [bug], "assigneeIds": [rin] }),
    )
    .await;
    let list = "{ issues(first: 5) { edges { node { status { label } categories { label } assignees { name } } } } }";
    let names = |answer: Value| {
        let node = &answer["edges"][0]["node"];
        (
            node["status"]["label"].as_str().unwrap().to_owned(),
            node["categories"][0]["label"].as_str().unwrap().to_owned(),
            node["assignees"][0]["name"].as_str().unwrap().to_owned(),
        )
    };
    for _ in 0..2 {
        let before = app.gql(Some(&admin), list, json!({})).await.data("/issues");
        assert_eq!(
            names(before),
            ("Open".into(), "Bug".into(), "Rin Tanaka".into())
        );
    }
    app.gql(
        Some(&admin),
        "mutation($input: UpdateIssueStatusInput!) { updateIssueStatus(input: $input) { issueStatus { version } } }",
        json!({ "input": { "id": open, "expectedVersion": 1, "labelEn": "New", "labelJa": "新規", "color": "blue" } }),
    )
    .await
    .data("/updateIssueStatus/issueStatus/version");
    let after = app.gql(Some(&admin), list, json!({})).await.data("/issues");
    assert_eq!(names(after).0, "New", "the status, at once");
    app.gql(
        Some(&admin),
        "mutation($input: UpdateIssueCategoryInput!) { updateIssueCategory(input: $input) { issueCategory { version } } }",
        json!({ "input": { "id": bug, "expectedVersion": 1, "labelEn": "Defect", "labelJa": "不具合", "color": "red" } }),
    )
    .await
    .data("/updateIssueCategory/issueCategory/version");
    let after = app.gql(Some(&admin), list, json!({})).await.data("/issues");
    assert_eq!(names(after).1, "Defect", "the category, at once");
    let version = app
        .gql(
            Some(&admin),
            "query($id: ID!) { node(id: $id) { ... on Employee { version } } }",
            json!({ "id": rin }),
        )
        .await
        .data("/node/version");
    app.gql(
        Some(&admin),
        "mutation($input: UpdateEmployeeInput!) { updateEmployee(input: $input) { employee { name } } }",
        json!({ "input": { "employeeId": rin, "expectedVersion": version, "name": "Rin Sato", "email": "rin@staffhub.test" } }),
    )
    .await
    .data("/updateEmployee/employee/name");
    let after = app.gql(Some(&admin), list, json!({})).await.data("/issues");
    assert_eq!(
        names(after),
        ("New".into(), "Defect".into(), "Rin Sato".into()),
        "the assignee, at once"
    );
}
