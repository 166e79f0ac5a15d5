//! Organizations and the deal pipeline (issue 13), through the real server.

use std::time::Duration;

use serde_json::{Value, json};
use staffhub_tests::{Subscription, TestApp, spawn_app};

const CREATE: &str = "mutation($input: CreateOrganizationInput!) {
  createOrganization(input: $input) { organization { id name website version
    dealValue { amount currency minorUnits } dealStatus { statusId name label }
    owner { name } tags { name } createdBy { name } }
    organizationEdge { node { id } } } }";
const UPDATE: &str = "mutation($input: UpdateOrganizationInput!) {
  updateOrganization(input: $input) { organization { id name version dealValue { amount currency } } } }";
const MOVE: &str = "mutation($input: MoveDealInput!) {
  moveDeal(input: $input) { organization { id version dealStatus { statusId name } stageEnteredAt } } }";
const ADD_MEMBER: &str = "mutation($input: AddOrganizationMemberInput!) {
  addOrganizationMember(input: $input) { organization { memberCount members { id name email title phone } } } }";
const UPDATE_MEMBER: &str = "mutation($input: UpdateOrganizationMemberInput!) {
  updateOrganizationMember(input: $input) { organization { members { name title } } } }";
const REMOVE_MEMBER: &str = "mutation($input: RemoveOrganizationMemberInput!) {
  removeOrganizationMember(input: $input) { organization { memberCount } } }";
const DELETE: &str = "mutation($input: DeleteOrganizationInput!) {
  deleteOrganization(input: $input) { deletedOrganizationId } }";
const BOARD: &str = "query($filter: OrganizationFilter, $n: Int) {
  dealBoard(filter: $filter, cardsPerColumn: $n) { columns { dealStatus { statusId } count
    totals { amount currency }
    cards { edges { node { name } } pageInfo { hasNextPage endCursor } } } } }";

async fn create(app: &TestApp, token: &str, input: Value) -> Value {
    app.gql(Some(token), CREATE, json!({ "input": input }))
        .await
        .data("/createOrganization/organization")
}

async fn move_deal(app: &TestApp, token: &str, id: &Value, status: i32) -> Value {
    app.gql(
        Some(token),
        MOVE,
        json!({ "input": { "organizationId": id, "dealStatusId": status } }),
    )
    .await
    .data("/moveDeal/organization")
}

fn column(board: &Value, status: i64) -> &Value {
    board["columns"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["dealStatus"]["statusId"] == status)
        .unwrap()
}

#[tokio::test]
async fn staff_create_edit_and_move_an_organization_and_its_members() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let org = create(
        &app,
        &token,
        json!({ "name": " Kitasato Logistics ", "website": "https://kitasato.example.jp",
                "dealAmount": 12000000 }),
    )
    .await;
    assert_eq!(org["name"], "Kitasato Logistics");
    assert_eq!(
        org["dealValue"],
        json!({ "amount": 12000000, "currency": "JPY", "minorUnits": 0 })
    );
    assert_eq!(org["dealStatus"]["name"], "lead");
    assert_eq!(org["dealStatus"]["label"], "Lead");
    assert_eq!(org["createdBy"]["name"], "Ada Admin");
    let id = org["id"].clone();

    let updated = app
        .gql(
            Some(&token),
            UPDATE,
            json!({ "input": { "id": id, "expectedVersion": 1, "name": "北里ロジスティクス",
                "description": "", "website": "", "tagIds": [], "dealAmount": 4500000,
                "dealCurrency": "usd" } }),
        )
        .await
        .data("/updateOrganization/organization");
    assert_eq!(
        updated["dealValue"],
        json!({ "amount": 4500000, "currency": "USD" })
    );

    let moved = move_deal(&app, &token, &id, 5).await;
    assert_eq!(
        moved["dealStatus"],
        json!({ "statusId": 5, "name": "negotiation" })
    );
    let same = app
        .gql(
            Some(&token),
            MOVE,
            json!({ "input": { "organizationId": id, "dealStatusId": 5 } }),
        )
        .await;
    assert_eq!(same.error_code().as_deref(), Some("204.X000.002"));
    assert_eq!(same.error_message(), "Current status is same to new status");
    let unknown = app
        .gql(
            Some(&token),
            MOVE,
            json!({ "input": { "organizationId": id, "dealStatusId": 12 } }),
        )
        .await;
    assert_eq!(unknown.error_code().as_deref(), Some("204.O001.002"));
    assert_eq!(unknown.error_message(), "Deal status not found");

    let with_member = app
        .gql(
            Some(&token),
            ADD_MEMBER,
            json!({ "input": { "organizationId": id, "name": "Haruka Mori",
                "email": "Haruka@Kitasato.example.jp", "title": "Buyer", "phone": "+81 6-1234-5678" } }),
        )
        .await
        .data("/addOrganizationMember/organization");
    assert_eq!(with_member["memberCount"], 1);
    let member = &with_member["members"][0];
    assert_eq!(member["email"], "haruka@kitasato.example.jp");
    let bad_email = app
        .gql(
            Some(&token),
            ADD_MEMBER,
            json!({ "input": { "organizationId": id, "name": "Ken", "email": "ken@" } }),
        )
        .await;
    assert_eq!(bad_email.error_code().as_deref(), Some("203.M001.002"));
    assert_eq!(bad_email.error_field().as_deref(), Some("email"));
    let twice = app
        .gql(
            Some(&token),
            ADD_MEMBER,
            json!({ "input": { "organizationId": id, "name": "Again", "email": "haruka@kitasato.example.jp" } }),
        )
        .await;
    assert_eq!(twice.error_code().as_deref(), Some("204.O001.003"));
    let retitled = app
        .gql(
            Some(&token),
            UPDATE_MEMBER,
            json!({ "input": { "organizationId": id, "memberId": member["id"], "name": "Haruka Mori",
                "email": "haruka@kitasato.example.jp", "title": "Director", "phone": "" } }),
        )
        .await
        .data("/updateOrganizationMember/organization/members/0/title");
    assert_eq!(retitled, "Director");
    let removed = app
        .gql(
            Some(&token),
            REMOVE_MEMBER,
            json!({ "input": { "organizationId": id, "memberId": member["id"] } }),
        )
        .await
        .data("/removeOrganizationMember/organization/memberCount");
    assert_eq!(removed, 0);
    let gone = app
        .gql(
            Some(&token),
            REMOVE_MEMBER,
            json!({ "input": { "organizationId": id, "memberId": member["id"] } }),
        )
        .await;
    assert_eq!(gone.error_code().as_deref(), Some("101.O001.001"));

    // The removal's Undo brings the contact back as they were, under their own id (issue 35),
    // once: a second restore finds them there.
    let restore = json!({ "input": { "organizationId": id, "memberId": member["id"] } });
    let restored = app
        .gql(
            Some(&token),
            "mutation($input: RestoreOrganizationMemberInput!) { restoreOrganizationMember(input: $input) {
              organization { memberCount members { id name email title phone } } } }",
            restore.clone(),
        )
        .await
        .data("/restoreOrganizationMember/organization");
    assert_eq!(restored["memberCount"], 1);
    assert_eq!(restored["members"][0]["id"], member["id"]);
    assert_eq!(restored["members"][0]["title"], "Director");
    assert_eq!(restored["members"][0]["phone"], "");
    let again = app
        .gql(
            Some(&token),
            "mutation($input: RestoreOrganizationMemberInput!) { restoreOrganizationMember(input: $input) { organization { id } } }",
            restore,
        )
        .await;
    assert!(again.error_code().is_some(), "{:?}", again.body);
    app.assert_rebuilds_equal(
        &["organizations"],
        &[
            ("organization_list", "organization_id"),
            ("organization_members", "organization_id, member_id"),
        ],
    )
    .await;
    let labels = app.history_labels_in(&token, &id, "ja").await;
    assert!(labels.contains(&"メンバーを復元".to_owned()), "{labels:?}");
    app.gql(
        Some(&token),
        REMOVE_MEMBER,
        json!({ "input": { "organizationId": id, "memberId": member["id"] } }),
    )
    .await
    .data("/removeOrganizationMember/organization/memberCount");

    // The stage history records both stays, the first one closed.
    let history = app
        .gql(
            Some(&token),
            "query($id: ID!) { node(id: $id) { ... on Organization {
                stageHistory { dealStatus { name } leftAt } } } }",
            json!({ "id": id }),
        )
        .await
        .data("/node/stageHistory");
    assert_eq!(history[0]["dealStatus"]["name"], "lead");
    assert!(history[0]["leftAt"].is_string());
    assert_eq!(history[1]["dealStatus"]["name"], "negotiation");
    assert_eq!(history[1]["leftAt"], Value::Null);

    app.gql(Some(&token), DELETE, json!({ "input": { "id": id } }))
        .await
        .data("/deleteOrganization");
    // The name is free again.
    create(&app, &token, json!({ "name": "北里ロジスティクス" })).await;
}

#[tokio::test]
async fn rejected_organization_commands_get_their_coded_message_and_write_no_event() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let org = create(&app, &token, json!({ "name": "Taken" })).await;
    let unknown_tag = staffhub_api::graphql::ids::encode("Tag", uuid::Uuid::now_v7()).0;
    let cases: Vec<(Value, &str, Option<&str>)> = vec![
        (json!({ "name": "" }), "203.M001.001", Some("name")),
        (json!({ "name": "taken " }), "204.X000.005", Some("name")),
        (
            json!({ "name": "A", "website": "ftp://x.jp" }),
            "203.O001.002",
            Some("website"),
        ),
        (
            json!({ "name": "A", "dealAmount": -5 }),
            "203.O001.004",
            Some("dealAmount"),
        ),
        (
            json!({ "name": "A", "dealCurrency": "XYZ" }),
            "203.O001.005",
            Some("dealCurrency"),
        ),
        (
            json!({ "name": "A", "dealStatusId": 0 }),
            "204.O001.002",
            Some("dealStatusId"),
        ),
        (
            json!({ "name": "A", "tagIds": [unknown_tag] }),
            "204.G001.002",
            Some("tagIds"),
        ),
    ];
    let before = app.event_count().await;
    for (input, code, field) in cases {
        let response = app
            .gql(Some(&token), CREATE, json!({ "input": input.clone() }))
            .await;
        assert_eq!(response.error_code().as_deref(), Some(code), "{input}");
        assert_eq!(response.error_field().as_deref(), field, "{input}");
    }
    let stale = app
        .gql(
            Some(&token),
            UPDATE,
            json!({ "input": { "id": org["id"], "expectedVersion": 7, "name": "Taken", "description": "",
                "website": "", "tagIds": [], "dealAmount": 1, "dealCurrency": "JPY" } }),
        )
        .await;
    assert_eq!(stale.error_code().as_deref(), Some("204.X000.004"));
    let identical = app
        .gql(
            Some(&token),
            UPDATE,
            json!({ "input": { "id": org["id"], "expectedVersion": 1, "name": "Taken", "description": "",
                "website": "", "tagIds": [], "dealAmount": 0, "dealCurrency": "JPY" } }),
        )
        .await;
    assert_eq!(identical.error_code().as_deref(), Some("204.X000.001"));
    assert_eq!(app.event_count().await, before, "nothing was written");
    // A 'taken' name given back after a refusal can be used.
    create(&app, &token, json!({ "name": "A" })).await;
}

#[tokio::test]
async fn the_board_totals_every_organization_in_a_stage_not_only_the_loaded_cards() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    for i in 0..5 {
        let org = create(
            &app,
            &token,
            json!({ "name": format!("Lead {i}"), "dealAmount": 1000 * (i + 1) }),
        )
        .await;
        if i == 4 {
            move_deal(&app, &token, &org["id"], 7).await;
        }
    }
    create(
        &app,
        &token,
        json!({ "name": "Dollar lead", "dealAmount": 250, "dealCurrency": "USD" }),
    )
    .await;
    let board = app
        .gql(Some(&token), BOARD, json!({ "n": 2 }))
        .await
        .data("/dealBoard");
    assert_eq!(board["columns"].as_array().unwrap().len(), 9);
    let lead = column(&board, 1);
    assert_eq!(lead["count"], 5);
    // Two cards loaded, five counted, summed per currency over all of them.
    assert_eq!(lead["cards"]["edges"].as_array().unwrap().len(), 2);
    assert_eq!(lead["cards"]["pageInfo"]["hasNextPage"], true);
    assert_eq!(
        lead["totals"],
        json!([{ "amount": 10000, "currency": "JPY" }, { "amount": 250, "currency": "USD" }])
    );
    assert_eq!(column(&board, 7)["count"], 1);
    assert_eq!(
        column(&board, 7)["totals"],
        json!([{ "amount": 5000, "currency": "JPY" }])
    );
    // The next cards of a column come from `organizations` in the board's order.
    let cursor = lead["cards"]["pageInfo"]["endCursor"].clone();
    let more = app
        .gql(
            Some(&token),
            "query($after: String) { organizations(filter: { dealStatusIds: [1] },
                orderBy: { field: TIME_IN_STAGE, direction: ASC }, first: 10, after: $after) {
                totalCount edges { node { name } } } }",
            json!({ "after": cursor }),
        )
        .await
        .data("/organizations");
    assert_eq!(more["totalCount"], 5);
    assert_eq!(more["edges"].as_array().unwrap().len(), 3);
    // A filtered board counts only what matches.
    let filtered = app
        .gql(
            Some(&token),
            BOARD,
            json!({ "filter": { "keyword": "dollar" } }),
        )
        .await
        .data("/dealBoard");
    assert_eq!(column(&filtered, 1)["count"], 1);
}

#[tokio::test]
async fn the_pipeline_report_counts_entries_conversion_and_time_in_stage() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let a = create(&app, &token, json!({ "name": "A" })).await;
    let b = create(&app, &token, json!({ "name": "B" })).await;
    create(&app, &token, json!({ "name": "C" })).await;
    move_deal(&app, &token, &a["id"], 2).await;
    move_deal(&app, &token, &a["id"], 4).await;
    move_deal(&app, &token, &b["id"], 8).await;
    let report = app
        .gql(
            Some(&token),
            "{ pipelineReport { stages { dealStatus { statusId } entered advanced conversionRate
                completedStays medianSecondsInStage } } }",
            json!({}),
        )
        .await
        .data("/pipelineReport/stages");
    let stage = |id: i64| {
        report
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["dealStatus"]["statusId"] == id)
            .unwrap()
            .clone()
    };
    // Three entered lead; one went further in the funnel (B was lost: not an advance).
    assert_eq!(stage(1)["entered"], 3);
    assert_eq!(stage(1)["advanced"], 1);
    assert!((stage(1)["conversionRate"].as_f64().unwrap() - 1.0 / 3.0).abs() < 1e-9);
    assert_eq!(stage(1)["completedStays"], 2);
    assert!(stage(1)["medianSecondsInStage"].as_f64().unwrap() >= 0.0);
    assert_eq!(stage(2)["entered"], 1);
    assert_eq!(stage(2)["advanced"], 1);
    assert_eq!(stage(4)["entered"], 1);
    assert_eq!(stage(8)["entered"], 1);
    assert_eq!(stage(8)["conversionRate"], Value::Null);
    let invalid = app
        .gql(
            Some(&token),
            "{ pipelineReport(from: \"2026-05-01T00:00:00Z\", to: \"2026-04-01T00:00:00Z\") { from } }",
            json!({}),
        )
        .await;
    assert_eq!(invalid.error_code().as_deref(), Some("203.O001.008"));
}

#[tokio::test]
async fn only_staff_reach_organizations_and_only_management_deletes_them() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let org = create(&app, &admin, json!({ "name": "Guarded" })).await;
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
        "Sam Sales",
        "sam@staffhub.test",
        "sam password 1",
        vec![role],
    )
    .await;
    app.create_employee("Nia None", "nia@staffhub.test", "nia password 1", vec![])
        .await;
    let sam = app.sign_in("sam@staffhub.test", "sam password 1").await;
    let nia = app.sign_in("nia@staffhub.test", "nia password 1").await;
    move_deal(&app, &sam, &org["id"], 3).await;
    let refused = app
        .gql(Some(&sam), DELETE, json!({ "input": { "id": org["id"] } }))
        .await;
    assert_eq!(refused.error_code().as_deref(), Some("102.X000.002"));
    let board = app.gql(Some(&nia), BOARD, json!({})).await;
    assert_eq!(board.error_code().as_deref(), Some("102.X000.002"));
    let node = app
        .gql(
            Some(&nia),
            "query($id: ID!) { node(id: $id) { id } }",
            json!({ "id": org["id"] }),
        )
        .await;
    assert_eq!(node.error_code().as_deref(), Some("102.X000.002"));
}

#[tokio::test]
async fn organization_history_and_stage_labels_read_in_japanese() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let org = create(&app, &token, json!({ "name": "Ja" })).await;
    move_deal(&app, &token, &org["id"], 5).await;
    let ja = app
        .gql_with_headers(
            Some(&token),
            "query($id: ID!) { history(id: $id) { edges { node { label } } }
               node(id: $id) { ... on Organization { dealStatus { label description } } } }",
            json!({ "id": org["id"] }),
            &[("accept-language", "ja")],
        )
        .await;
    assert_eq!(ja.data("/history/edges/0/node/label"), "組織を作成");
    assert_eq!(ja.data("/history/edges/1/node/label"), "商談ステージを移動");
    assert_eq!(ja.data("/node/dealStatus/label"), "交渉中");
}

#[tokio::test]
async fn a_move_reaches_every_open_board_with_the_fresh_column_totals() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let org = create(&app, &token, json!({ "name": "Live", "dealAmount": 700 })).await;
    let mut boards = Vec::new();
    // The second board's page is in Japanese: its connection says so (not its browser).
    for locale in ["en", "ja"] {
        let mut ws = Subscription::connect(
            &app.ws_url(),
            json!({ "accessToken": token, "locale": locale }),
        )
        .await
        .unwrap();
        ws.subscribe(
            "board",
            "subscription { organizationsChanged { kind id organization { dealStatus { statusId label } }
                boardTotals { dealStatus { statusId } count totals { amount } } } }",
            json!({}),
        )
        .await;
        boards.push(ws);
    }
    // Subscribing is asynchronous on the server: move back and forth until both boards hear.
    let mut heard = Vec::new();
    for attempt in 0..20 {
        let to = if attempt % 2 == 0 { 4 } else { 1 };
        // A late message of an earlier attempt must not be taken for this move's.
        for ws in &mut boards {
            while ws
                .next_data("board", Duration::from_millis(50))
                .await
                .is_some()
            {}
        }
        move_deal(&app, &token, &org["id"], to).await;
        heard.clear();
        for ws in &mut boards {
            if let Some(data) = ws.next_data("board", Duration::from_millis(700)).await {
                heard.push((to, data));
            }
        }
        if heard.len() == 2 {
            break;
        }
    }
    assert_eq!(heard.len(), 2, "both boards heard the move");
    let labels = |to: i32| match to {
        4 => ["Proposal sent", "提案書送付済み"],
        _ => ["Lead", "リード"],
    };
    for (board, (to, data)) in heard.into_iter().enumerate() {
        let change = &data["data"]["organizationsChanged"];
        assert_eq!(change["kind"], "UPDATED");
        assert_eq!(change["organization"]["dealStatus"]["statusId"], to);
        assert_eq!(
            change["organization"]["dealStatus"]["label"],
            labels(to)[board]
        );
        let totals = change["boardTotals"].as_array().unwrap();
        let column = totals
            .iter()
            .find(|c| c["dealStatus"]["statusId"] == to)
            .unwrap();
        assert_eq!(column["count"], 1);
        assert_eq!(column["totals"], json!([{ "amount": 700 }]));
    }
}

#[derive(Debug, PartialEq, sqlx::FromRow)]
struct Stay {
    organization_id: uuid::Uuid,
    entered_sequence: i64,
    deal_status: i16,
    entered_at: chrono::DateTime<chrono::Utc>,
    left_at: Option<chrono::DateTime<chrono::Utc>>,
    moved_by: Option<uuid::Uuid>,
}

async fn snapshot(app: &TestApp) -> (Vec<String>, Vec<String>, Vec<Stay>, Vec<String>) {
    let text = |sql: &'static str| async move {
        sqlx::query_scalar::<_, String>(sql)
            .fetch_all(&app.pool)
            .await
            .unwrap()
    };
    let orgs = text("SELECT o::text FROM organization_list o ORDER BY organization_id").await;
    let members =
        text("SELECT m::text FROM organization_members m ORDER BY organization_id, member_id")
            .await;
    let stays =
        sqlx::query_as("SELECT * FROM deal_stage_stays ORDER BY organization_id, entered_sequence")
            .fetch_all(&app.pool)
            .await
            .unwrap();
    let totals = text(
        "SELECT t::text FROM deal_board_totals t WHERE count > 0 ORDER BY deal_status, deal_currency",
    )
    .await;
    // The kept totals are exactly what aggregating the rows gives.
    let aggregated = text(
        "SELECT (deal_status, deal_currency, count(*), sum(deal_amount))::text FROM organization_list
         GROUP BY deal_status, deal_currency ORDER BY deal_status, deal_currency",
    )
    .await;
    assert_eq!(totals, aggregated);
    (orgs, members, stays, totals)
}

#[tokio::test]
async fn the_organization_and_pipeline_read_models_equal_a_fresh_replay() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    for i in 0..4 {
        let org = create(&app, &token, json!({ "name": format!("Org {i}") })).await;
        let id = org["id"].clone();
        move_deal(&app, &token, &id, 2 + i).await;
        app.gql(
            Some(&token),
            ADD_MEMBER,
            json!({ "input": { "organizationId": id, "name": "C", "email": format!("c{i}@x.jp") } }),
        )
        .await
        .data("/addOrganizationMember");
        if i == 1 {
            app.gql(
                Some(&token),
                UPDATE,
                json!({ "input": { "id": id, "expectedVersion": 3, "name": "Org 1", "description": "",
                    "website": "", "tagIds": [], "dealAmount": 990, "dealCurrency": "EUR" } }),
            )
            .await
            .data("/updateOrganization");
        }
        if i == 3 {
            app.gql(Some(&token), DELETE, json!({ "input": { "id": id } }))
                .await
                .data("/deleteOrganization");
        }
    }
    let live = snapshot(&app).await;
    assert_eq!(live.0.len(), 3);
    assert_eq!(
        live.2.len(),
        8,
        "two stays per organization, kept after deletion"
    );
    app.rebuild("organizations").await;
    app.rebuild("pipeline").await;
    assert_eq!(snapshot(&app).await, live);
}

/// Issue 37 §1: projects and questions name organizations, so one they name is not deleted
/// from under them: the refusal (in both languages) says what depends on it, and management
/// sees the same counts before asking.
#[tokio::test]
async fn an_organization_projects_or_questions_name_is_not_deleted_from_under_them() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let org = create(&app, &admin, json!({ "name": "Kinoshita Trading" })).await;
    let dependents = "query($id: ID!) { node(id: $id) { ... on Organization {
        dependents { projects questions total } } } }";
    let project = app
        .gql(
            Some(&admin),
            "mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id version } } }",
            json!({ "input": { "name": "Warehouse move", "organizationIds": [org["id"]] } }),
        )
        .await
        .data("/createProject/project");
    let question = app
        .gql(
            Some(&admin),
            "mutation($input: AskQuestionInput!) { askQuestion(input: $input) { question { id } } }",
            json!({ "input": { "scope": "ORGANIZATION", "projectId": project["id"],
                               "organizationId": org["id"], "title": "Who signs the lease?" } }),
        )
        .await;
    assert!(question.error_code().is_none(), "{:?}", question.body);
    assert_eq!(
        app.gql(Some(&admin), dependents, json!({ "id": org["id"] }))
            .await
            .data("/node/dependents"),
        json!({ "projects": 1, "questions": 1, "total": 2 })
    );
    for (language, message) in [("en", "Organization is in use"), ("ja", "組織は使用中です")]
    {
        let refused = app
            .gql_with_headers(
                Some(&admin),
                DELETE,
                json!({ "input": { "id": org["id"] } }),
                &[("accept-language", language)],
            )
            .await;
        assert_eq!(refused.error_code().as_deref(), Some("201.O001.001"));
        assert_eq!(refused.error_message(), message);
        assert_eq!(
            refused.body["errors"][0]["extensions"]["dependents"],
            json!({ "projects": 1, "questions": 1 })
        );
    }
    // Still there, unchanged.
    let node = app
        .gql(
            Some(&admin),
            "query($id: ID!) { node(id: $id) { ... on Organization { name } } }",
            json!({ "id": org["id"] }),
        )
        .await;
    assert_eq!(node.data("/node/name"), "Kinoshita Trading");
    // An organization nothing names is deleted as before.
    let unused = create(&app, &admin, json!({ "name": "Unused Ltd" })).await;
    assert_eq!(
        app.gql(Some(&admin), dependents, json!({ "id": unused["id"] }))
            .await
            .data("/node/dependents/total"),
        0
    );
    app.gql(
        Some(&admin),
        DELETE,
        json!({ "input": { "id": unused["id"] } }),
    )
    .await
    .data("/deleteOrganization");
}

#[tokio::test]
async fn a_live_organization_list_is_told_by_the_lists_own_sql_whether_a_changed_one_is_in_it() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let mut ws = Subscription::connect(&app.ws_url(), json!({ "accessToken": token }))
        .await
        .unwrap();
    // Leads (stage 1) found by a word in their website, not their name.
    ws.subscribe(
        "o",
        "subscription($filter: OrganizationFilter) {
           organizationsChanged(filter: $filter) { kind id matches organization { name }
             boardTotals { dealStatus { statusId } count } } }",
        json!({ "filter": { "keyword": "widgets", "dealStatusIds": [1] } }),
    )
    .await;
    let mut heard = None;
    for i in 0..20 {
        let org = create(
            &app,
            &token,
            json!({ "name": format!("Acme {i}"), "website": "https://widgets.example" }),
        )
        .await;
        if let Some(next) = ws.next_data("o", Duration::from_millis(500)).await {
            heard = Some((org["id"].clone(), next));
            break;
        }
    }
    let (acme, first) = heard.expect("the subscription is live");
    let first = first["data"]["organizationsChanged"].clone();
    assert_eq!(first["kind"], "CREATED");
    assert_eq!(first["id"], acme);
    assert_eq!(first["matches"], true, "its website matches: {first}");
    while ws
        .next_data("o", Duration::from_millis(200))
        .await
        .is_some()
    {}

    let globex = create(&app, &token, json!({ "name": "Globex" })).await;
    let told = ws
        .notice_about("o", "organizationsChanged", &globex["id"])
        .await;
    assert_eq!(told["matches"], false, "{told}");
    assert_eq!(told["organization"]["name"], "Globex");

    // Moved on to stage 4: it leaves the list of leads; the totals are under the same filter.
    move_deal(&app, &token, &acme, 4).await;
    let moved = ws.notice_about("o", "organizationsChanged", &acme).await;
    assert_eq!(moved["kind"], "UPDATED");
    assert_eq!(moved["matches"], false, "no longer a lead: {moved}");
    let stage4 = moved["boardTotals"]
        .as_array()
        .unwrap()
        .iter()
        .find(|column| column["dealStatus"]["statusId"] == 4)
        .cloned()
        .unwrap();
    assert_eq!(
        stage4["count"], 0,
        "only the filter's stages count: {moved}"
    );

    // Deleted: told by its id, not in the list.
    app.gql(
        Some(&token),
        DELETE,
        json!({ "input": { "id": globex["id"] } }),
    )
    .await
    .data("/deleteOrganization/deletedOrganizationId");
    let gone = ws
        .notice_about("o", "organizationsChanged", &globex["id"])
        .await;
    assert_eq!(gone["kind"], "DELETED");
    assert_eq!(gone["matches"], false);
    assert!(gone["organization"].is_null());
}

/// Issue 37 §3: "Actions a user may not take are offered, filled in, and only then refused
/// (deleting an organization…)". `viewerCanDelete` answers from the row the deletion is
/// checked against: true for management (the Admin role or a Management-category role), false
/// for staff, whose deletion the server refuses; management's goes through.
#[tokio::test]
async fn only_management_is_offered_an_organizations_deletion_and_staff_are_refused_it() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let org = create(&app, &admin, json!({ "name": "Offered" })).await;
    let role = |name: &str, category: i32| {
        let app = &app;
        let admin = admin.clone();
        let name = name.to_owned();
        async move {
            app.gql(
                Some(&admin),
                "mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }",
                json!({ "input": { "name": name, "roleCategoryId": category } }),
            )
            .await
            .data("/createRole/role/roleId")
            .as_i64()
            .unwrap() as i32
        }
    };
    let sales = role("Sales", 2).await;
    let lead = role("Sales lead", 1).await;
    app.create_employee(
        "Sam Sales",
        "sam@staffhub.test",
        "sam password 1",
        vec![sales],
    )
    .await;
    app.create_employee(
        "Mia Lead",
        "mia@staffhub.test",
        "mia password 1",
        vec![lead],
    )
    .await;
    let sam = app.sign_in("sam@staffhub.test", "sam password 1").await;
    let mia = app.sign_in("mia@staffhub.test", "mia password 1").await;
    let offered = |token: &str| {
        let app = &app;
        let token = token.to_owned();
        let id = org["id"].clone();
        async move {
            app.gql(
                Some(&token),
                "query($id: ID!) { node(id: $id) { ... on Organization { viewerCanDelete } }
                 organizations { edges { node { id viewerCanDelete } } } }",
                json!({ "id": id }),
            )
            .await
            .data("")
        }
    };
    for (token, expected) in [(&admin, true), (&mia, true), (&sam, false)] {
        let seen = offered(token).await;
        assert_eq!(seen["node"]["viewerCanDelete"], expected, "{seen}");
        assert_eq!(
            seen["organizations"]["edges"][0]["node"]["viewerCanDelete"], expected,
            "{seen}"
        );
    }
    // Staff are refused what they are not offered, and nothing is written.
    let refused = app
        .gql(Some(&sam), DELETE, json!({ "input": { "id": org["id"] } }))
        .await;
    assert_eq!(refused.error_code().as_deref(), Some("102.X000.002"));
    let still = app
        .gql(
            Some(&sam),
            "query($id: ID!) { node(id: $id) { ... on Organization { name } } }",
            json!({ "id": org["id"] }),
        )
        .await
        .data("/node/name");
    assert_eq!(still, "Offered");
    // Management takes the action it is offered.
    let deleted = app
        .gql(Some(&mia), DELETE, json!({ "input": { "id": org["id"] } }))
        .await
        .data("/deleteOrganization/deletedOrganizationId");
    assert_eq!(deleted, org["id"]);
}

/// Issue 35: an organization goes to the trash, not away. It leaves the board and its totals
/// with its contacts; its name is free while it is there, so restoring it while another holds
/// the name is refused ('Name already exists'); restored, it is back with its contacts in the
/// stage it was in, its stay there begun again, and the read models equal a fresh replay.
#[tokio::test]
async fn a_deleted_organization_waits_in_the_trash_with_its_contacts_and_comes_back_to_its_stage() {
    const NODE: &str = "query($id: ID!) { node(id: $id) { ... on Organization {
      name memberCount dealStatus { statusId } stageHistory { dealStatus { statusId } leftAt } } } }";
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let org = create(
        &app,
        &token,
        json!({ "name": "北里ロジスティクス", "dealAmount": 5000 }),
    )
    .await;
    let id = org["id"].clone();
    move_deal(&app, &token, &id, 4).await;
    app.gql(
        Some(&token),
        ADD_MEMBER,
        json!({ "input": { "organizationId": id, "name": "Kei", "email": "kei@kitasato.jp" } }),
    )
    .await
    .data("/addOrganizationMember");
    let board = || async {
        app.gql(Some(&token), BOARD, json!({}))
            .await
            .data("/dealBoard")
    };
    assert_eq!(column(&board().await, 4)["count"], 1);

    app.delete_node(&token, &id).await.data("/deleteNode");
    let emptied = board().await;
    assert_eq!(column(&emptied, 4)["count"], 0);
    assert_eq!(column(&emptied, 4)["totals"], json!([]));
    let gone = app.gql(Some(&token), NODE, json!({ "id": id })).await;
    assert_eq!(gone.data("/node"), Value::Null);
    let trash = app
        .gql(
            Some(&token),
            "query { trash(types: [\"Organization\"]) { edges { node { entityId typeName title } } } }",
            json!({}),
        )
        .await
        .data("/trash/edges");
    assert_eq!(trash[0]["node"]["entityId"], id);
    assert_eq!(trash[0]["node"]["typeName"], "Organization");
    assert_eq!(trash[0]["node"]["title"], "北里ロジスティクス");

    // The name is free while it is in the trash; restoring it then is refused, and changes
    // nothing, until the other lets the name go.
    let namesake = create(&app, &token, json!({ "name": "北里ロジスティクス" })).await;
    let refused = app.restore_node(&token, &id).await;
    assert_eq!(refused.error_code().as_deref(), Some("204.X000.005"));
    assert_eq!(
        app.gql(Some(&token), NODE, json!({ "id": id }))
            .await
            .data("/node"),
        Value::Null
    );
    app.gql(
        Some(&token),
        DELETE,
        json!({ "input": { "id": namesake["id"] } }),
    )
    .await
    .data("/deleteOrganization");
    app.restore_node(&token, &id).await.data("/restoreNode");

    let back = app
        .gql(Some(&token), NODE, json!({ "id": id }))
        .await
        .data("/node");
    assert_eq!(back["name"], "北里ロジスティクス");
    assert_eq!(back["memberCount"], 1);
    assert_eq!(back["dealStatus"]["statusId"], 4);
    let stays: Vec<(i64, bool)> = back["stageHistory"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["dealStatus"]["statusId"].as_i64().unwrap(),
                s["leftAt"].is_null(),
            )
        })
        .collect();
    assert_eq!(
        stays,
        [(1, false), (4, false), (4, true)],
        "the stay the deletion ended, and the one the restore began"
    );
    let restored = board().await;
    assert_eq!(column(&restored, 4)["count"], 1);
    assert_eq!(
        column(&restored, 4)["totals"],
        json!([{ "amount": 5000, "currency": "JPY" }])
    );
    let labels = app.history_labels(&token, &id).await;
    assert!(
        labels.iter().any(|l| l == "Organization deleted"),
        "{labels:?}"
    );
    assert!(
        labels.iter().any(|l| l == "Organization restored"),
        "{labels:?}"
    );

    let live = snapshot(&app).await;
    let trashed = |app: &TestApp| {
        let pool = app.pool.clone();
        async move {
            sqlx::query_scalar::<_, String>(
                "SELECT (entity_id, entity_type, title, rows, version)::text FROM organization_trash
                 ORDER BY entity_id",
            )
            .fetch_all(&pool)
            .await
            .unwrap()
        }
    };
    let in_trash = trashed(&app).await;
    assert_eq!(in_trash.len(), 1, "the namesake waits in the trash");
    app.rebuild("organizations").await;
    app.rebuild("pipeline").await;
    assert_eq!(snapshot(&app).await, live);
    assert_eq!(trashed(&app).await, in_trash);
}
