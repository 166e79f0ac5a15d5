//! Projects (issue 13), through the real server: created with a team and organizations,
//! edited with the version the form was loaded at, moved through the spec's statuses by
//! management only, listed by status, team, organization and keyword, their history read in
//! Japanese, and the read model equal to a fresh replay. Questions asked in projects are
//! `questions.rs`'.

use serde_json::{Value, json};
use staffhub_tests::{TestApp, spawn_app};

const CREATE: &str = "mutation($input: CreateProjectInput!) {
  createProject(input: $input) { project { id name description statusId version
    employees { name } organizations { name } createdBy { name } } } }";
const UPDATE: &str = "mutation($input: UpdateProjectInput!) {
  updateProject(input: $input) { project { id name description version
    employees { name } organizations { name } } } }";
const STATUS: &str = "mutation($input: ChangeProjectStatusInput!) {
  changeProjectStatus(input: $input) { project { statusId version } } }";
const LIST: &str = "query($filter: ProjectFilter) {
  projects(filter: $filter) { totalCount edges { node { name } } } }";

async fn organization(app: &TestApp, token: &str, name: &str) -> Value {
    app.gql(
        Some(token),
        "mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id } } }",
        json!({ "input": { "name": name } }),
    )
    .await
    .data("/createOrganization/organization/id")
}

/// An Execution-category employee, signed in; their id and token.
async fn staff(app: &TestApp, admin: &str, name: &str) -> (Value, String) {
    let role = app
        .gql(
            Some(admin),
            "mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }",
            json!({ "input": { "name": format!("{name}'s role"), "roleCategoryId": 2 } }),
        )
        .await
        .data("/createRole/role/roleId")
        .as_i64()
        .unwrap() as i32;
    let email = format!("{}@staffhub.test", name.to_lowercase());
    let id = app
        .create_employee(name, &email, "project password 1", vec![role])
        .await;
    let token = app.sign_in(&email, "project password 1").await;
    (
        json!(staffhub_api::graphql::ids::encode("Employee", id).0),
        token,
    )
}

fn names(list: &Value) -> Vec<String> {
    let mut names: Vec<String> = list["edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["node"]["name"].as_str().unwrap().to_owned())
        .collect();
    names.sort();
    names
}

#[tokio::test]
async fn a_project_is_edited_with_the_version_its_form_was_loaded_at() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let (kai, kai_token) = staff(&app, &admin, "Kai").await;
    let (mio, _) = staff(&app, &admin, "Mio").await;
    let kinoshita = organization(&app, &admin, "Kinoshita Trading").await;
    let ueda = organization(&app, &admin, "Ueda Logistics").await;

    let created = app
        .gql(
            Some(&kai_token),
            CREATE,
            json!({ "input": { "name": " 倉庫移転 ", "description": "Move the **warehouse**.",
                               "organizationIds": [kinoshita], "employeeIds": [kai] } }),
        )
        .await
        .data("/createProject/project");
    assert_eq!(created["name"], "倉庫移転");
    assert_eq!(created["statusId"], 1, "planning by default");
    assert_eq!(
        created["organizations"],
        json!([{ "name": "Kinoshita Trading" }])
    );
    assert_eq!(created["employees"], json!([{ "name": "Kai" }]));
    assert_eq!(created["createdBy"]["name"], "Kai");
    let id = created["id"].clone();
    let loaded = created["version"].clone();

    let edit = |version: &Value, name: &str| {
        json!({ "input": { "id": id, "expectedVersion": version, "name": name,
                           "description": "Move the **warehouse** by March.",
                           "organizationIds": [kinoshita, ueda], "employeeIds": [kai, mio] } })
    };
    let edited = app
        .gql(Some(&kai_token), UPDATE, edit(&loaded, "倉庫移転 2027"))
        .await
        .data("/updateProject/project");
    assert_eq!(edited["name"], "倉庫移転 2027");
    assert_eq!(
        edited["organizations"],
        json!([{ "name": "Kinoshita Trading" }, { "name": "Ueda Logistics" }])
    );
    assert_eq!(edited["employees"].as_array().unwrap().len(), 2);
    // A form loaded before that save does not overwrite it.
    let stale = app
        .gql(Some(&kai_token), UPDATE, edit(&loaded, "Something else"))
        .await;
    assert_eq!(stale.error_code().as_deref(), Some("204.X000.004"));
    assert_eq!(
        stale.body["errors"][0]["extensions"]["expectedVersion"],
        loaded
    );
    // Saving what is already there says so.
    let same = app
        .gql(
            Some(&kai_token),
            UPDATE,
            edit(&edited["version"], "倉庫移転 2027"),
        )
        .await;
    assert_eq!(same.error_code().as_deref(), Some("204.X000.001"));

    // Only management moves a project through its statuses; the same status is refused.
    let status = |status_id: i32| json!({ "input": { "id": id, "statusId": status_id } });
    let denied = app.gql(Some(&kai_token), STATUS, status(2)).await;
    assert_eq!(denied.error_code().as_deref(), Some("102.X000.002"));
    for status_id in [2, 3, 4] {
        let moved = app
            .gql(Some(&admin), STATUS, status(status_id))
            .await
            .data("/changeProjectStatus/project");
        assert_eq!(moved["statusId"], status_id);
    }
    let again = app.gql(Some(&admin), STATUS, status(4)).await;
    assert_eq!(again.error_code().as_deref(), Some("204.X000.002"));

    // The history reads in Japanese, one labelled entry per change.
    let labels = app.history_labels_in(&admin, &id, "ja").await;
    assert_eq!(labels[0], "プロジェクトを作成");
    for label in [
        "詳細を更新",
        "組織を変更",
        "チームを変更",
        "ステータスを変更",
    ] {
        assert!(labels.iter().any(|l| l == label), "{labels:?}");
    }
}

#[tokio::test]
async fn projects_are_listed_by_status_team_organization_and_keyword() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let (kai, token) = staff(&app, &admin, "Kai").await;
    let kinoshita = organization(&app, &admin, "Kinoshita Trading").await;
    for (name, organizations, team) in [
        ("Warehouse move", json!([kinoshita]), json!([kai])),
        ("Website redesign", json!([]), json!([kai])),
        ("倉庫の棚卸し", json!([kinoshita]), json!([])),
    ] {
        app.gql(
            Some(&token),
            CREATE,
            json!({ "input": { "name": name, "organizationIds": organizations, "employeeIds": team } }),
        )
        .await
        .data("/createProject/project/id");
    }
    let list = |filter: Value| {
        let (app, token) = (&app, token.clone());
        async move {
            app.gql(Some(&token), LIST, json!({ "filter": filter }))
                .await
                .data("/projects")
        }
    };
    assert_eq!(list(json!({})).await["totalCount"], 3);
    assert_eq!(
        names(&list(json!({ "employeeId": kai })).await),
        ["Warehouse move", "Website redesign"]
    );
    assert_eq!(
        names(&list(json!({ "organizationId": kinoshita })).await),
        ["Warehouse move", "倉庫の棚卸し"]
    );
    assert_eq!(
        names(&list(json!({ "keyword": "棚卸" })).await),
        ["倉庫の棚卸し"]
    );
    assert_eq!(
        names(&list(json!({ "keyword": "WAREHOUSE" })).await),
        ["Warehouse move"]
    );
    assert_eq!(list(json!({ "statusIds": [2] })).await["totalCount"], 0);
    assert_eq!(list(json!({ "statusIds": [1] })).await["totalCount"], 3);
}

#[tokio::test]
async fn a_live_project_list_is_told_by_the_lists_own_sql_whether_a_changed_project_is_in_it() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let mut ws =
        staffhub_tests::Subscription::connect(&app.ws_url(), json!({ "accessToken": admin }))
            .await
            .unwrap();
    // Planned projects (status 1) whose name holds the keyword, case aside.
    ws.subscribe(
        "p",
        "subscription($filter: ProjectFilter) {
           projectsChanged(filter: $filter) { kind id matches project { name statusId } } }",
        json!({ "filter": { "keyword": "apollo", "statusIds": [1] } }),
    )
    .await;
    let mut heard = None;
    for i in 0..20 {
        let project = app
            .gql(
                Some(&admin),
                CREATE,
                json!({ "input": { "name": format!("APOLLO launch {i}") } }),
            )
            .await
            .data("/createProject/project");
        if let Some(next) = ws
            .next_data("p", std::time::Duration::from_millis(500))
            .await
        {
            heard = Some((project, next));
            break;
        }
    }
    let (apollo, first) = heard.expect("the subscription is live");
    let first = first["data"]["projectsChanged"].clone();
    assert_eq!(first["kind"], "CREATED");
    assert_eq!(first["id"], apollo["id"]);
    assert_eq!(apollo["statusId"], 1, "a new project is planned");
    assert_eq!(first["matches"], true, "{first}");
    while ws
        .next_data("p", std::time::Duration::from_millis(200))
        .await
        .is_some()
    {}

    let gemini = app
        .gql(
            Some(&admin),
            CREATE,
            json!({ "input": { "name": "Gemini", "description": "Not Apollo at all" } }),
        )
        .await
        .data("/createProject/project");
    let told = ws.notice_about("p", "projectsChanged", &gemini["id"]).await;
    assert_eq!(
        told["matches"], false,
        "the list's keyword looks at names only: {told}"
    );

    // In progress: it leaves the list of planned projects.
    app.gql(
        Some(&admin),
        STATUS,
        json!({ "input": { "id": apollo["id"], "statusId": 2 } }),
    )
    .await
    .data("/changeProjectStatus/project/statusId");
    let moved = ws.notice_about("p", "projectsChanged", &apollo["id"]).await;
    assert_eq!(moved["kind"], "UPDATED");
    assert_eq!(moved["matches"], false, "no longer planned: {moved}");
    assert_eq!(moved["project"]["statusId"], 2);
}
