//! Applications (issue 16), through the real server: two trees per application, places among
//! siblings, directories only with children, moves of whole subtrees (never into themselves),
//! progress kept along the path, traceability, the spec's no-child and no-content messages, a
//! live move, history in Japanese, and the read model equal to a fresh replay.

use std::time::Duration;

use serde_json::{Value, json};
use staffhub_tests::{TestApp, spawn_app};

const NODE: &str =
    "id name position depth isRootNode childCount statusId progress { completed total }";

async fn project(app: &TestApp, token: &str, name: &str) -> Value {
    app.gql(
        Some(token),
        "mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }",
        json!({ "input": { "name": name } }),
    )
    .await
    .data("/createProject/project/id")
}

async fn application(app: &TestApp, token: &str, project: &Value, name: &str) -> Value {
    app.gql(
        Some(token),
        "mutation($input: CreateApplicationInput!) { createApplication(input: $input) {
           application { id applicationName statusId } } }",
        json!({ "input": { "projectId": project, "applicationName": name } }),
    )
    .await
    .data("/createApplication/application/id")
}

/// Creates a node; `parent` null for a root. Returns the node's fields.
async fn add(
    app: &TestApp,
    token: &str,
    application: &Value,
    tree: &str,
    kind: &str,
    parent: Option<&Value>,
    name: &str,
) -> Value {
    let response = add_at(app, token, application, tree, kind, parent, name, None).await;
    response.data("/createApplicationNode/node")
}

#[allow(clippy::too_many_arguments)]
async fn add_at(
    app: &TestApp,
    token: &str,
    application: &Value,
    tree: &str,
    kind: &str,
    parent: Option<&Value>,
    name: &str,
    position: Option<i64>,
) -> staffhub_tests::GqlResponse {
    app.gql(
        Some(token),
        &format!(
            "mutation($input: CreateApplicationNodeInput!) {{ createApplicationNode(input: $input) {{ node {{ {NODE} }} }} }}"
        ),
        json!({ "input": { "applicationId": application, "tree": tree, "kind": kind,
                "parentId": parent, "name": name, "position": position } }),
    )
    .await
}

async fn children(app: &TestApp, token: &str, directory: &Value) -> staffhub_tests::GqlResponse {
    app.gql(
        Some(token),
        &format!(
            "query($id: ID!) {{ applicationNodeChildren(id: $id) {{ totalCount edges {{ node {{ {NODE} }} }} }} }}"
        ),
        json!({ "id": directory }),
    )
    .await
}

fn names(connection: &Value) -> Vec<String> {
    connection["edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["node"]["name"].as_str().unwrap().to_owned())
        .collect()
}

async fn node(app: &TestApp, token: &str, id: &Value) -> Value {
    app.gql(
        Some(token),
        &format!("query($id: ID!) {{ node(id: $id) {{ ... on ApplicationNode {{ {NODE} path {{ name }} }} }} }}"),
        json!({ "id": id }),
    )
    .await
    .data("/node")
}

async fn move_node(
    app: &TestApp,
    token: &str,
    id: &Value,
    parent: Option<&Value>,
    position: i64,
) -> staffhub_tests::GqlResponse {
    app.gql(
        Some(token),
        "mutation($input: MoveApplicationNodeInput!) { moveApplicationNode(input: $input) { node { id position depth } } }",
        json!({ "input": { "id": id, "parentId": parent, "position": position } }),
    )
    .await
}

async fn complete(app: &TestApp, token: &str, id: &Value) {
    app.gql(
        Some(token),
        "mutation($input: ChangeApplicationNodeStatusInput!) { changeApplicationNodeStatus(input: $input) { node { statusId } } }",
        json!({ "input": { "id": id, "statusId": 4 } }),
    )
    .await
    .data("/changeApplicationNodeStatus/node/statusId");
}

#[tokio::test]
async fn names_are_unique_within_a_project_and_the_trees_keep_their_places() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let crm = project(&app, &token, "CRM rollout").await;
    let hr = project(&app, &token, "HR portal").await;
    let portal = application(&app, &token, &crm, "Customer portal").await;
    let again = app
        .gql(
            Some(&token),
            "mutation($input: CreateApplicationInput!) { createApplication(input: $input) { application { id } } }",
            json!({ "input": { "projectId": crm, "applicationName": " customer PORTAL " } }),
        )
        .await;
    assert_eq!(again.error_code().as_deref(), Some("204.X000.005"));
    application(&app, &token, &hr, "Customer portal").await;

    let screens = add(&app, &token, &portal, "PAGES", "DIRECTORY", None, "Screens").await;
    assert_eq!(screens["isRootNode"], true);
    assert_eq!(screens["depth"], 0);
    let screens_id = screens["id"].clone();
    let login = add(
        &app,
        &token,
        &portal,
        "PAGES",
        "LEAF",
        Some(&screens_id),
        "Login",
    )
    .await;
    assert_eq!(login["depth"], 1);
    add(
        &app,
        &token,
        &portal,
        "PAGES",
        "LEAF",
        Some(&screens_id),
        "Signup",
    )
    .await;
    // A place at the front moves the others along.
    let home = add_at(
        &app,
        &token,
        &portal,
        "PAGES",
        "LEAF",
        Some(&screens_id),
        "Home",
        Some(0),
    )
    .await
    .data("/createApplicationNode/node");
    assert_eq!(home["position"], 0);
    let listed = children(&app, &token, &screens_id)
        .await
        .data("/applicationNodeChildren");
    assert_eq!(names(&listed), ["Home", "Login", "Signup"]);
    assert_eq!(listed["totalCount"], 3);
    let positions: Vec<i64> = listed["edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["node"]["position"].as_i64().unwrap())
        .collect();
    assert_eq!(positions, [0, 1, 2]);

    let roots = app
        .gql(
            Some(&token),
            "query($a: ID!) { pages: applicationRoots(applicationId: $a, tree: PAGES) { edges { node { name } } }
                               requirements: applicationRoots(applicationId: $a, tree: REQUIREMENTS) { edges { node { name } } } }",
            json!({ "a": portal }),
        )
        .await;
    assert_eq!(names(&roots.data("/pages")), ["Screens"]);
    assert!(names(&roots.data("/requirements")).is_empty());
}

#[tokio::test]
async fn only_directories_have_children_and_the_spec_says_so_for_empty_ones_and_leaves() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let crm = project(&app, &token, "CRM rollout").await;
    let portal = application(&app, &token, &crm, "Customer portal").await;
    let screens =
        add(&app, &token, &portal, "PAGES", "DIRECTORY", None, "Screens").await["id"].clone();
    let login = add(
        &app,
        &token,
        &portal,
        "PAGES",
        "LEAF",
        Some(&screens),
        "Login",
    )
    .await["id"]
        .clone();
    let specs = add(
        &app,
        &token,
        &portal,
        "REQUIREMENTS",
        "DIRECTORY",
        None,
        "Specs",
    )
    .await["id"]
        .clone();

    let under_leaf = add_at(
        &app,
        &token,
        &portal,
        "PAGES",
        "LEAF",
        Some(&login),
        "Nested",
        None,
    )
    .await;
    assert_eq!(under_leaf.error_code().as_deref(), Some("204.L001.007"));
    let in_japanese = app
        .gql_with_headers(
            Some(&token),
            "mutation($input: CreateApplicationNodeInput!) { createApplicationNode(input: $input) { node { id } } }",
            json!({ "input": { "applicationId": portal, "tree": "PAGES", "kind": "LEAF",
                    "parentId": login, "name": "Nested" } }),
            &[("accept-language", "ja")],
        )
        .await;
    assert_eq!(
        in_japanese.error_message(),
        "子を持てるのはディレクトリだけです"
    );
    // A parent in the other tree is no directory of this one.
    let other_tree = add_at(
        &app,
        &token,
        &portal,
        "PAGES",
        "LEAF",
        Some(&specs),
        "Cross",
        None,
    )
    .await;
    assert_eq!(
        other_tree.error_code().as_deref(),
        Some("204.L001.002"),
        "page directory not found"
    );

    let empty = children(&app, &token, &specs).await;
    assert_eq!(empty.error_code().as_deref(), Some("204.L001.004"));
    assert_eq!(
        empty.error_message(),
        "This directory contains no child requirements"
    );
    let empty_pages =
        add(&app, &token, &portal, "PAGES", "DIRECTORY", None, "Drafts").await["id"].clone();
    assert_eq!(
        children(&app, &token, &empty_pages)
            .await
            .error_code()
            .as_deref(),
        Some("204.L001.005")
    );
    let of_leaf = children(&app, &token, &login).await;
    assert_eq!(of_leaf.error_code().as_deref(), Some("204.L001.006"));
    assert_eq!(of_leaf.error_message(), "No content in target directory");
}

#[tokio::test]
async fn a_directory_moves_with_its_subtree_never_into_itself_and_progress_follows_it() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let crm = project(&app, &token, "CRM rollout").await;
    let portal = application(&app, &token, &crm, "Customer portal").await;
    let screens =
        add(&app, &token, &portal, "PAGES", "DIRECTORY", None, "Screens").await["id"].clone();
    let admin = add(&app, &token, &portal, "PAGES", "DIRECTORY", None, "Admin").await["id"].clone();
    let users = add(
        &app,
        &token,
        &portal,
        "PAGES",
        "DIRECTORY",
        Some(&admin),
        "Users",
    )
    .await["id"]
        .clone();
    let list = add(
        &app,
        &token,
        &portal,
        "PAGES",
        "LEAF",
        Some(&users),
        "User list",
    )
    .await["id"]
        .clone();
    let edit = add(
        &app,
        &token,
        &portal,
        "PAGES",
        "LEAF",
        Some(&users),
        "Edit user",
    )
    .await["id"]
        .clone();
    let login = add(
        &app,
        &token,
        &portal,
        "PAGES",
        "LEAF",
        Some(&screens),
        "Login",
    )
    .await["id"]
        .clone();

    complete(&app, &token, &list).await;
    assert_eq!(
        node(&app, &token, &admin).await["progress"],
        json!({ "completed": 1, "total": 2 })
    );
    assert_eq!(
        node(&app, &token, &users).await["progress"],
        json!({ "completed": 1, "total": 2 })
    );
    assert_eq!(
        node(&app, &token, &screens).await["progress"],
        json!({ "completed": 0, "total": 1 })
    );

    // Admin (with Users and its two leaves) goes into Screens, after Login.
    let moved = move_node(&app, &token, &admin, Some(&screens), 5)
        .await
        .data("/moveApplicationNode/node");
    assert_eq!(moved["position"], 1, "placed after its last sibling");
    assert_eq!(moved["depth"], 1);
    let deep = node(&app, &token, &edit).await;
    assert_eq!(deep["depth"], 3);
    let path: Vec<&str> = deep["path"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["name"].as_str().unwrap())
        .collect();
    assert_eq!(path, ["Screens", "Admin", "Users"]);
    assert_eq!(
        node(&app, &token, &screens).await["progress"],
        json!({ "completed": 1, "total": 3 })
    );
    assert_eq!(node(&app, &token, &screens).await["childCount"], 2);

    // Never into itself or below itself; the same place is no change.
    let into_own = move_node(&app, &token, &screens, Some(&users), 0).await;
    assert_eq!(into_own.error_code().as_deref(), Some("204.L001.008"));
    let into_leaf = move_node(&app, &token, &admin, Some(&login), 0).await;
    assert_eq!(into_leaf.error_code().as_deref(), Some("204.L001.007"));
    let same = move_node(&app, &token, &admin, Some(&screens), 1).await;
    assert_eq!(same.error_code().as_deref(), Some("204.X000.001"));

    // Completing the last leaves rolls up to every ancestor and the application.
    complete(&app, &token, &edit).await;
    complete(&app, &token, &login).await;
    assert_eq!(
        node(&app, &token, &screens).await["progress"],
        json!({ "completed": 3, "total": 3 })
    );
    let progress = app
        .gql(
            Some(&token),
            "query($id: ID!) { node(id: $id) { ... on Application { pageProgress { completed total } } } }",
            json!({ "id": portal }),
        )
        .await
        .data("/node/pageProgress");
    assert_eq!(progress, json!({ "completed": 3, "total": 3 }));

    let subtree = app
        .gql(
            Some(&token),
            "query($id: ID!) { applicationSubtree(id: $id, depth: 2) { level node { name } } }",
            json!({ "id": screens }),
        )
        .await
        .data("/applicationSubtree");
    let entries: Vec<(i64, &str)> = subtree
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["level"].as_i64().unwrap(),
                e["node"]["name"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        entries,
        [(1, "Login"), (1, "Admin"), (2, "Users")],
        "depth first, to depth 2"
    );

    let labels = app.history_labels_in(&token, &admin, "ja").await;
    assert_eq!(labels, ["作成", "移動"]);
}

#[tokio::test]
async fn pages_link_the_requirements_they_implement_and_the_gaps_are_listed() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let crm = project(&app, &token, "CRM rollout").await;
    let portal = application(&app, &token, &crm, "Customer portal").await;
    let login = add(&app, &token, &portal, "PAGES", "LEAF", None, "Login").await["id"].clone();
    add(&app, &token, &portal, "PAGES", "LEAF", None, "About").await;
    let sso = add(
        &app,
        &token,
        &portal,
        "REQUIREMENTS",
        "LEAF",
        None,
        "Single sign-on",
    )
    .await["id"]
        .clone();
    add(
        &app,
        &token,
        &portal,
        "REQUIREMENTS",
        "LEAF",
        None,
        "Audit log",
    )
    .await;
    let link = "mutation($input: LinkPageRequirementInput!) { linkPageRequirement(input: $input) { node { linkedNodes { name } } } }";
    let linked = app
        .gql(
            Some(&token),
            link,
            json!({ "input": { "id": login, "requirementId": sso } }),
        )
        .await
        .data("/linkPageRequirement/node/linkedNodes");
    assert_eq!(linked, json!([{ "name": "Single sign-on" }]));
    let twice = app
        .gql(
            Some(&token),
            link,
            json!({ "input": { "id": login, "requirementId": sso } }),
        )
        .await;
    assert_eq!(twice.error_code().as_deref(), Some("204.I001.003"));
    let from_requirement = app
        .gql(
            Some(&token),
            link,
            json!({ "input": { "id": sso, "requirementId": sso } }),
        )
        .await;
    assert_eq!(
        from_requirement.error_code().as_deref(),
        Some("204.L001.010")
    );
    let gaps = app
        .gql(
            Some(&token),
            "query($id: ID!) { node(id: $id) { ... on Application {
               requirementsWithoutPage { edges { node { name } } }
               pagesWithoutRequirement { edges { node { name } } } } } }",
            json!({ "id": portal }),
        )
        .await
        .data("/node");
    assert_eq!(names(&gaps["requirementsWithoutPage"]), ["Audit log"]);
    assert_eq!(names(&gaps["pagesWithoutRequirement"]), ["About"]);
}

#[tokio::test]
async fn a_second_viewer_hears_a_node_move_with_the_parent_it_left() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let crm = project(&app, &token, "CRM rollout").await;
    let portal = application(&app, &token, &crm, "Customer portal").await;
    let a = add(&app, &token, &portal, "PAGES", "DIRECTORY", None, "A").await["id"].clone();
    let b = add(&app, &token, &portal, "PAGES", "DIRECTORY", None, "B").await["id"].clone();
    let mut ws =
        staffhub_tests::Subscription::connect(&app.ws_url(), json!({ "accessToken": token }))
            .await
            .unwrap();
    ws.subscribe(
        "n",
        "subscription($a: ID!) { applicationNodesChanged(applicationId: $a) { kind previousParentId node { name depth } } }",
        json!({ "a": portal }),
    )
    .await;
    let mut heard = None;
    for i in 0..20 {
        let leaf = add(
            &app,
            &token,
            &portal,
            "PAGES",
            "LEAF",
            Some(&a),
            &format!("Leaf {i}"),
        )
        .await["id"]
            .clone();
        if ws
            .next_data("n", Duration::from_millis(500))
            .await
            .is_some()
        {
            heard = Some(leaf);
            break;
        }
    }
    let leaf = heard.expect("the subscription is live");
    while ws
        .next_data("n", Duration::from_millis(200))
        .await
        .is_some()
    {}
    move_node(&app, &token, &leaf, Some(&b), 0)
        .await
        .data("/moveApplicationNode/node");
    let message = ws
        .next_data("n", Duration::from_secs(5))
        .await
        .expect("the move arrives");
    let change = &message["data"]["applicationNodesChanged"];
    assert_eq!(change["previousParentId"], a);
    assert_eq!(change["node"]["depth"], 1);
}

async fn rows(app: &TestApp) -> Vec<String> {
    sqlx::query_scalar(
        "SELECT t FROM (
            SELECT a::text AS t, 1 AS k, application_id::text AS id FROM application_list a
            UNION ALL SELECT n::text, 2, node_id::text FROM application_nodes n
         ) x ORDER BY k, id",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn the_applications_read_model_equals_a_fresh_replay() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let crm = project(&app, &token, "CRM rollout").await;
    let portal = application(&app, &token, &crm, "Customer portal").await;
    let screens =
        add(&app, &token, &portal, "PAGES", "DIRECTORY", None, "Screens").await["id"].clone();
    let admin = add(&app, &token, &portal, "PAGES", "DIRECTORY", None, "Admin").await["id"].clone();
    let users = add(
        &app,
        &token,
        &portal,
        "PAGES",
        "LEAF",
        Some(&admin),
        "Users",
    )
    .await["id"]
        .clone();
    add(
        &app,
        &token,
        &portal,
        "PAGES",
        "LEAF",
        Some(&screens),
        "Login",
    )
    .await;
    let sso = add(&app, &token, &portal, "REQUIREMENTS", "LEAF", None, "SSO").await["id"].clone();
    complete(&app, &token, &users).await;
    move_node(&app, &token, &admin, Some(&screens), 0)
        .await
        .data("/moveApplicationNode/node");
    app.gql(
        Some(&token),
        "mutation($input: LinkPageRequirementInput!) { linkPageRequirement(input: $input) { node { id } } }",
        json!({ "input": { "id": users, "requirementId": sso } }),
    )
    .await
    .data("/linkPageRequirement/node/id");
    app.gql(
        Some(&token),
        "mutation($input: UpdateApplicationNodeInput!) { updateApplicationNode(input: $input) { node { id } } }",
        json!({ "input": { "id": screens, "expectedVersion": 1, "name": "Screens v2", "content": "All of them" } }),
    )
    .await
    .data("/updateApplicationNode/node/id");
    app.gql(
        Some(&token),
        "mutation($input: ChangeApplicationStatusInput!) { changeApplicationStatus(input: $input) { application { id } } }",
        json!({ "input": { "id": portal, "statusId": 2 } }),
    )
    .await
    .data("/changeApplicationStatus/application/id");

    let live = rows(&app).await;
    assert_eq!(live.len(), 6, "one application, five nodes");
    app.rebuild("applications").await;
    assert_eq!(rows(&app).await, live);
}

#[tokio::test]
async fn the_list_hears_an_applications_progress_move_when_a_leaf_is_completed() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let crm = project(&app, &token, "CRM rollout").await;
    let portal = application(&app, &token, &crm, "Customer portal").await;
    let mut ws =
        staffhub_tests::Subscription::connect(&app.ws_url(), json!({ "accessToken": token }))
            .await
            .unwrap();
    ws.subscribe(
        "a",
        "subscription { applicationsChanged { kind application { pageProgress { completed total } } } }",
        json!({}),
    )
    .await;
    let mut leaf = None;
    for i in 0..20 {
        let id = add(
            &app,
            &token,
            &portal,
            "PAGES",
            "LEAF",
            None,
            &format!("Page {i}"),
        )
        .await["id"]
            .clone();
        if ws
            .next_data("a", Duration::from_millis(500))
            .await
            .is_some()
        {
            leaf = Some(id);
            break;
        }
    }
    let leaf = leaf.expect("the subscription is live");
    while ws
        .next_data("a", Duration::from_millis(200))
        .await
        .is_some()
    {}
    complete(&app, &token, &leaf).await;
    let message = ws
        .next_data("a", Duration::from_secs(5))
        .await
        .expect("the change arrives");
    let change = &message["data"]["applicationsChanged"];
    assert_eq!(change["kind"], "UPDATED");
    assert!(
        change["application"]["pageProgress"]["completed"]
            .as_i64()
            .unwrap()
            >= 1,
        "{change}"
    );
}

#[tokio::test]
async fn a_live_list_is_told_by_the_lists_own_sql_whether_a_changed_application_is_in_it() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let crm = project(&app, &token, "CRM rollout").await;
    let portal = application(&app, &token, &crm, "Customer portal").await;
    let mut ws =
        staffhub_tests::Subscription::connect(&app.ws_url(), json!({ "accessToken": token }))
            .await
            .unwrap();
    // A list of active applications whose name or description holds "portal".
    ws.subscribe(
        "active",
        "subscription($filter: ApplicationFilter) { applicationsChanged(filter: $filter) { kind id matches application { id statusId } } }",
        json!({ "filter": { "keyword": "portal", "statusIds": [2] } }),
    )
    .await;
    let status = |id: Value, status: i32| {
        let (app, token) = (&app, &token);
        async move {
            app.gql(
                Some(token),
                "mutation($input: ChangeApplicationStatusInput!) { changeApplicationStatus(input: $input) { application { id } } }",
                json!({ "input": { "id": id, "statusId": status } }),
            )
            .await
            .data("/changeApplicationStatus/application/id");
        }
    };
    // In place once the list hears something: a draft is told, but not as in the list.
    ws.until_heard("active", |n| {
        let (app, token, crm) = (&app, &token, &crm);
        async move {
            application(app, token, crm, &format!("Probe {n}")).await;
        }
    })
    .await;

    status(portal.clone(), 2).await;
    let joined = ws
        .notice_about("active", "applicationsChanged", &portal)
        .await;
    assert_eq!(joined["matches"], true, "{joined}");
    assert_eq!(joined["application"]["statusId"], 2);

    // A leaf added under it changes its progress: still in the list.
    add(&app, &token, &portal, "PAGES", "LEAF", None, "Home").await;
    let progressed = ws
        .notice_about("active", "applicationsChanged", &portal)
        .await;
    assert_eq!(progressed["kind"], "UPDATED");
    assert_eq!(progressed["matches"], true, "{progressed}");

    status(portal.clone(), 3).await;
    let left = ws
        .notice_about("active", "applicationsChanged", &portal)
        .await;
    assert_eq!(left["matches"], false, "{left}");
    assert_eq!(left["application"]["statusId"], 3);

    // One the keyword never matched is told as not in the list, whatever its status.
    let other = application(&app, &token, &crm, "Back office").await;
    status(other.clone(), 2).await;
    let outside = ws
        .notice_about("active", "applicationsChanged", &other)
        .await;
    assert_eq!(outside["matches"], false, "{outside}");
}

/// Issue 33: a tree picker searches the server by name instead of loading the tree: one tree's
/// nodes whose name holds the keyword, by name, of one kind when asked, and every node of the
/// kind for an empty keyword; an unknown application is refused as the other tree queries do.
#[tokio::test]
async fn a_tree_picker_finds_nodes_by_name_in_one_tree_and_of_one_kind() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let project = project(&app, &token, "Picker").await;
    let application = application(&app, &token, &project, "Portal").await;
    let billing = add(
        &app,
        &token,
        &application,
        "PAGES",
        "DIRECTORY",
        None,
        "Billing",
    )
    .await;
    add(
        &app,
        &token,
        &application,
        "PAGES",
        "LEAF",
        Some(&billing["id"]),
        "Billing history",
    )
    .await;
    add(
        &app,
        &token,
        &application,
        "PAGES",
        "DIRECTORY",
        Some(&billing["id"]),
        "Invoices",
    )
    .await;
    add(&app, &token, &application, "PAGES", "LEAF", None, "Sign in").await;
    add(
        &app,
        &token,
        &application,
        "REQUIREMENTS",
        "LEAF",
        None,
        "Billing rules",
    )
    .await;
    let search = |keyword: &'static str, kind: Option<&'static str>, tree: &'static str| {
        let (app, token, application) = (&app, &token, &application);
        async move {
            let found = app
                .gql(
                    Some(token),
                    "query($id: ID!, $tree: ApplicationTree!, $keyword: String, $kind: ApplicationNodeKind) {
                       applicationNodeSearch(applicationId: $id, tree: $tree, keyword: $keyword, kind: $kind) {
                         totalCount edges { node { name } } } }",
                    json!({ "id": application, "tree": tree, "keyword": keyword, "kind": kind }),
                )
                .await
                .data("/applicationNodeSearch");
            assert_eq!(
                found["totalCount"],
                found["edges"].as_array().unwrap().len()
            );
            names(&found)
        }
    };
    assert_eq!(
        search("bill", None, "PAGES").await,
        ["Billing", "Billing history"]
    );
    assert_eq!(
        search("BILL", Some("DIRECTORY"), "PAGES").await,
        ["Billing"]
    );
    assert_eq!(
        search("", Some("DIRECTORY"), "PAGES").await,
        ["Billing", "Invoices"]
    );
    assert_eq!(
        search("bill", None, "REQUIREMENTS").await,
        ["Billing rules"]
    );
    assert!(
        search("100%", None, "PAGES").await.is_empty(),
        "literal text"
    );
    let unknown = staffhub_api::graphql::ids::encode("Application", uuid::Uuid::new_v4());
    let refused = app
        .gql(
            Some(&token),
            "query($id: ID!) { applicationNodeSearch(applicationId: $id, tree: PAGES) { totalCount } }",
            json!({ "id": unknown.0 }),
        )
        .await;
    assert_eq!(refused.error_code().as_deref(), Some("204.L001.001"));
}

// ----- The trash (issue 35) -----

const TRASH: &str = "query($types: [String!]) { trash(types: $types) {
  totalCount edges { node { entityId typeName title } } } }";

async fn roots(app: &TestApp, token: &str, application: &Value, tree: &str) -> Value {
    app.gql(
        Some(token),
        &format!(
            "query($a: ID!, $t: ApplicationTree!) {{ applicationRoots(applicationId: $a, tree: $t) {{
               totalCount edges {{ node {{ {NODE} }} }} }} }}"
        ),
        json!({ "a": application, "t": tree }),
    )
    .await
    .data("/applicationRoots")
}

async fn progress(app: &TestApp, token: &str, application: &Value) -> Value {
    app.gql(
        Some(token),
        "query($id: ID!) { node(id: $id) { ... on Application {
           pageProgress { completed total } requirementProgress { completed total } } } }",
        json!({ "id": application }),
    )
    .await
    .data("/node")
}

async fn trash_titles(app: &TestApp, token: &str, kind: &str) -> Vec<String> {
    app.gql(Some(token), TRASH, json!({ "types": [kind] }))
        .await
        .data("/trash/edges")
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["node"]["title"].as_str().unwrap().to_owned())
        .collect()
}

/// The read model and both trash tables, every row: what a fresh replay must give again.
async fn rows_and_trash(app: &TestApp) -> Vec<(String, Vec<Value>)> {
    app.table_rows(&[
        ("application_list", "application_id"),
        ("application_nodes", "node_id"),
        ("application_trash", "entity_id"),
        ("application_node_trash", "entity_id"),
    ])
    .await
}

async fn edit_node(
    app: &TestApp,
    token: &str,
    id: &Value,
    version: &Value,
    name: &str,
) -> staffhub_tests::GqlResponse {
    app.gql(
        Some(token),
        "mutation($input: UpdateApplicationNodeInput!) { updateApplicationNode(input: $input) { node { name version } } }",
        json!({ "input": { "id": id, "expectedVersion": version, "name": name, "content": "" } }),
    )
    .await
}

async fn version_of(app: &TestApp, token: &str, id: &Value) -> Value {
    app.gql(
        Some(token),
        "query($id: ID!) { node(id: $id) { ... on ApplicationNode { version } } }",
        json!({ "id": id }),
    )
    .await
    .data("/node/version")
}

#[tokio::test]
async fn a_directory_goes_to_the_trash_with_its_subtree_as_one_entry_and_comes_back_where_it_was() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let crm = project(&app, &token, "CRM rollout").await;
    let portal = application(&app, &token, &crm, "Customer portal").await;
    add(&app, &token, &portal, "PAGES", "LEAF", None, "Home").await;
    let screens =
        add(&app, &token, &portal, "PAGES", "DIRECTORY", None, "Screens").await["id"].clone();
    add(&app, &token, &portal, "PAGES", "LEAF", None, "About").await;
    let login = add(
        &app,
        &token,
        &portal,
        "PAGES",
        "LEAF",
        Some(&screens),
        "Login",
    )
    .await["id"]
        .clone();
    let forms = add(
        &app,
        &token,
        &portal,
        "PAGES",
        "DIRECTORY",
        Some(&screens),
        "Forms",
    )
    .await["id"]
        .clone();
    let signup = add(
        &app,
        &token,
        &portal,
        "PAGES",
        "LEAF",
        Some(&forms),
        "Sign-up",
    )
    .await["id"]
        .clone();
    complete(&app, &token, &signup).await;
    let before = roots(&app, &token, &portal, "PAGES").await;
    assert_eq!(names(&before), ["Home", "Screens", "About"]);
    assert_eq!(
        progress(&app, &token, &portal).await["pageProgress"],
        json!({ "completed": 1, "total": 4 })
    );
    let login_before = node(&app, &token, &login).await;
    let login_version = version_of(&app, &token, &login).await;

    // Deleted: it leaves the tree with everything below it, its siblings close up, the counts
    // lose its leaves, and nothing below it is found, searched or given a child.
    assert_eq!(
        app.delete_node(&token, &screens)
            .await
            .data("/deleteNode/deletedId"),
        screens
    );
    let after = roots(&app, &token, &portal, "PAGES").await;
    assert_eq!(names(&after), ["Home", "About"]);
    assert_eq!(after["edges"][1]["node"]["position"], 1);
    assert_eq!(
        progress(&app, &token, &portal).await["pageProgress"],
        json!({ "completed": 0, "total": 2 })
    );
    for gone in [&screens, &login, &forms, &signup] {
        assert_eq!(node(&app, &token, gone).await, Value::Null);
    }
    let found = app
        .gql(
            Some(&token),
            "query($a: ID!) { applicationNodeSearch(applicationId: $a, tree: PAGES, keyword: \"Sign\") { totalCount } }",
            json!({ "a": portal }),
        )
        .await
        .data("/applicationNodeSearch/totalCount");
    assert_eq!(found, 0);
    assert_eq!(
        add_at(
            &app,
            &token,
            &portal,
            "PAGES",
            "LEAF",
            Some(&forms),
            "Reset",
            None
        )
        .await
        .error_code()
        .as_deref(),
        Some("204.L001.002"),
        "a deleted directory takes no child"
    );
    assert_eq!(
        edit_node(
            &app,
            &token,
            &login,
            &json!(login_version.as_i64().unwrap() + 1),
            "Log in"
        )
        .await
        .error_code()
        .as_deref(),
        Some("204.L001.009"),
        "a node below a deleted directory is not found (at its version, which its deletion moved on)"
    );
    // One trash entry, the directory's.
    assert_eq!(
        trash_titles(&app, &token, "ApplicationNode").await,
        ["Screens"]
    );
    // Every node's history says what happened to it, in English and Japanese.
    assert_eq!(
        app.history_labels(&token, &screens).await,
        ["Created", "Deleted"]
    );
    assert_eq!(
        app.history_labels(&token, &login).await,
        ["Created", "Deleted with its directory"]
    );
    assert_eq!(
        app.history_labels_in(&token, &signup, "ja").await,
        ["作成", "ステータスを変更", "ディレクトリとともに削除"]
    );
    // What went with a directory comes back only with it.
    let refused = app.restore_node(&token, &login).await;
    assert_eq!(refused.error_code().as_deref(), Some("201.L001.001"));
    assert!(refused.error_message().contains("restore the directory"));

    // Restored: the subtree is back as it was, in its place, with its counts.
    let restored = app
        .gql(
            Some(&token),
            "mutation($input: RestoreNodeInput!) { restoreNode(input: $input) { restoredId node { ... on ApplicationNode { name position } } } }",
            json!({ "input": { "id": screens } }),
        )
        .await
        .data("/restoreNode");
    assert_eq!(
        restored["node"],
        json!({ "name": "Screens", "position": 1 })
    );
    assert_eq!(roots(&app, &token, &portal, "PAGES").await, before);
    assert_eq!(
        names(
            &children(&app, &token, &screens)
                .await
                .data("/applicationNodeChildren")
        ),
        ["Login", "Forms"]
    );
    assert_eq!(
        names(
            &children(&app, &token, &forms)
                .await
                .data("/applicationNodeChildren")
        ),
        ["Sign-up"]
    );
    assert_eq!(
        progress(&app, &token, &portal).await["pageProgress"],
        json!({ "completed": 1, "total": 4 })
    );
    let login_after = node(&app, &token, &login).await;
    assert_eq!(login_after["path"], login_before["path"]);
    assert_eq!(login_after["position"], login_before["position"]);
    assert!(
        trash_titles(&app, &token, "ApplicationNode")
            .await
            .is_empty()
    );
    assert_eq!(
        app.history_labels(&token, &screens).await,
        ["Created", "Deleted", "Restored"]
    );
    assert_eq!(
        app.history_labels(&token, &login).await,
        [
            "Created",
            "Deleted with its directory",
            "Restored with its directory"
        ]
    );
    // The history names the directory each went and came with.
    let history = app
        .gql(
            Some(&token),
            "query($id: ID!) { history(id: $id) { edges { node { label facts { label newText } } } } }",
            json!({ "id": login }),
        )
        .await
        .data("/history/edges");
    assert_eq!(
        history[1]["node"]["facts"],
        json!([{ "label": "With the directory", "newText": "Screens" }])
    );
    // A node that came back takes commands at its own version (the edit form's).
    let version = version_of(&app, &token, &login).await;
    assert_eq!(
        edit_node(&app, &token, &login, &version, "Log in")
            .await
            .data("/updateApplicationNode/node/name"),
        "Log in"
    );

    // The read model and the trash equal a fresh replay, deleted again too.
    app.delete_node(&token, &forms).await.data("/deleteNode");
    let live = rows_and_trash(&app).await;
    app.rebuild("applications").await;
    assert_eq!(rows_and_trash(&app).await, live);
}

#[tokio::test]
async fn a_node_whose_directory_went_to_the_trash_after_it_comes_back_only_once_that_is_back() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let crm = project(&app, &token, "CRM rollout").await;
    let portal = application(&app, &token, &crm, "Customer portal").await;
    let admin = add(&app, &token, &portal, "PAGES", "DIRECTORY", None, "Admin").await["id"].clone();
    let screens =
        add(&app, &token, &portal, "PAGES", "DIRECTORY", None, "Screens").await["id"].clone();
    let login = add(
        &app,
        &token,
        &portal,
        "PAGES",
        "LEAF",
        Some(&screens),
        "Login",
    )
    .await["id"]
        .clone();
    add(
        &app,
        &token,
        &portal,
        "PAGES",
        "LEAF",
        Some(&screens),
        "Logout",
    )
    .await;

    app.delete_node(&token, &login).await.data("/deleteNode");
    app.delete_node(&token, &screens).await.data("/deleteNode");
    let mut entries = trash_titles(&app, &token, "ApplicationNode").await;
    entries.sort();
    assert_eq!(entries, ["Login", "Screens"], "each its own entry");
    let refused = app.restore_node(&token, &login).await;
    assert_eq!(refused.error_code().as_deref(), Some("201.L001.003"));
    let japanese = app
        .gql_with_headers(
            Some(&token),
            "mutation($input: RestoreNodeInput!) { restoreNode(input: $input) { restoredId } }",
            json!({ "input": { "id": login } }),
            &[("accept-language", "ja")],
        )
        .await;
    assert_eq!(
        japanese.error_message(),
        "元のディレクトリがごみ箱にあります。先にそのディレクトリを復元してください"
    );

    // The directory comes back with what went with it (not Login, deleted on its own), and is
    // moved meanwhile; Login then comes back under it where it was, with the new path.
    app.restore_node(&token, &screens)
        .await
        .data("/restoreNode");
    assert_eq!(
        names(
            &children(&app, &token, &screens)
                .await
                .data("/applicationNodeChildren")
        ),
        ["Logout"]
    );
    move_node(&app, &token, &screens, Some(&admin), 0)
        .await
        .data("/moveApplicationNode/node");
    app.restore_node(&token, &login).await.data("/restoreNode");
    assert_eq!(
        names(
            &children(&app, &token, &screens)
                .await
                .data("/applicationNodeChildren")
        ),
        ["Login", "Logout"]
    );
    let back = node(&app, &token, &login).await;
    assert_eq!(back["depth"], 2);
    assert_eq!(
        back["path"],
        json!([{ "name": "Admin" }, { "name": "Screens" }])
    );
    assert_eq!(
        app.history_labels(&token, &login).await,
        ["Created", "Deleted", "Restored"]
    );
    assert_eq!(
        node(&app, &token, &admin).await["progress"],
        json!({ "completed": 0, "total": 2 })
    );
    let live = rows_and_trash(&app).await;
    app.rebuild("applications").await;
    assert_eq!(rows_and_trash(&app).await, live);
}

#[tokio::test]
async fn a_page_keeps_its_link_to_a_deleted_requirement_which_reads_deleted_until_it_is_back() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let crm = project(&app, &token, "CRM rollout").await;
    let portal = application(&app, &token, &crm, "Customer portal").await;
    let security = add(
        &app,
        &token,
        &portal,
        "REQUIREMENTS",
        "DIRECTORY",
        None,
        "Security",
    )
    .await["id"]
        .clone();
    let passwords = add(
        &app,
        &token,
        &portal,
        "REQUIREMENTS",
        "LEAF",
        Some(&security),
        "Passwords",
    )
    .await["id"]
        .clone();
    let sessions = add(
        &app,
        &token,
        &portal,
        "REQUIREMENTS",
        "LEAF",
        None,
        "Sessions",
    )
    .await["id"]
        .clone();
    let login = add(&app, &token, &portal, "PAGES", "LEAF", None, "Login").await["id"].clone();
    let link = |requirement: Value| {
        let (app, token, login) = (&app, &token, &login);
        async move {
            app.gql(
                Some(token),
                "mutation($input: LinkPageRequirementInput!) { linkPageRequirement(input: $input) { node { id } } }",
                json!({ "input": { "id": login, "requirementId": requirement } }),
            )
            .await
        }
    };
    link(passwords.clone())
        .await
        .data("/linkPageRequirement/node/id");
    const LINKS: &str = "query($id: ID!) { node(id: $id) { ... on ApplicationNode {
        linkedNodes { name } deletedLinks { id name tree trashTitle } } } }";

    // Deleting the requirement's directory is not refused for the page: the link stays and
    // reads "(deleted)", and the page implements nothing live.
    app.delete_node(&token, &security).await.data("/deleteNode");
    app.delete_node(&token, &sessions).await.data("/deleteNode");
    let links = app
        .gql(Some(&token), LINKS, json!({ "id": login }))
        .await
        .data("/node");
    assert_eq!(links["linkedNodes"], json!([]));
    assert_eq!(
        links["deletedLinks"],
        json!([{ "id": passwords, "name": "Passwords", "tree": "REQUIREMENTS", "trashTitle": "Security" }])
    );
    let gaps = app
        .gql(
            Some(&token),
            "query($id: ID!) { node(id: $id) { ... on Application {
               pagesWithoutRequirement { totalCount edges { node { name } } } } } }",
            json!({ "id": portal }),
        )
        .await
        .data("/node/pagesWithoutRequirement");
    assert_eq!(names(&gaps), ["Login"]);
    assert_eq!(gaps["totalCount"], 1);
    // A deleted requirement takes no new link.
    assert_eq!(
        link(sessions.clone()).await.error_code().as_deref(),
        Some("204.L001.011")
    );
    // The page's history names the requirement it links, marked deleted.
    let history = app
        .gql(
            Some(&token),
            "query($id: ID!) { history(id: $id) { edges { node { label changes { label newText } } } } }",
            json!({ "id": login }),
        )
        .await
        .data("/history/edges");
    assert_eq!(
        history[1]["node"]["changes"][0]["newText"], "Passwords (deleted)",
        "{history}"
    );

    app.restore_node(&token, &security)
        .await
        .data("/restoreNode");
    let links = app
        .gql(Some(&token), LINKS, json!({ "id": login }))
        .await
        .data("/node");
    assert_eq!(links["linkedNodes"], json!([{ "name": "Passwords" }]));
    assert_eq!(links["deletedLinks"], json!([]));
}

#[tokio::test]
async fn an_application_goes_to_the_trash_with_its_trees_and_frees_its_name_meanwhile() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let crm = project(&app, &token, "CRM rollout").await;
    let portal = application(&app, &token, &crm, "Customer portal").await;
    let screens =
        add(&app, &token, &portal, "PAGES", "DIRECTORY", None, "Screens").await["id"].clone();
    let login = add(
        &app,
        &token,
        &portal,
        "PAGES",
        "LEAF",
        Some(&screens),
        "Login",
    )
    .await["id"]
        .clone();
    let home = add(&app, &token, &portal, "PAGES", "LEAF", None, "Home").await["id"].clone();
    add(&app, &token, &portal, "REQUIREMENTS", "LEAF", None, "SSO").await;
    complete(&app, &token, &login).await;
    // Home goes first, on its own: it keeps its own entry.
    app.delete_node(&token, &home).await.data("/deleteNode");
    let before = progress(&app, &token, &portal).await;

    app.delete_node(&token, &portal).await.data("/deleteNode");
    let listed = app
        .gql(Some(&token), "{ applications { totalCount } }", json!({}))
        .await
        .data("/applications/totalCount");
    assert_eq!(listed, 0);
    assert_eq!(node(&app, &token, &login).await, Value::Null);
    assert_eq!(
        trash_titles(&app, &token, "Application").await,
        ["Customer portal"]
    );
    assert_eq!(
        trash_titles(&app, &token, "ApplicationNode").await,
        ["Home"]
    );
    assert_eq!(
        add_at(
            &app, &token, &portal, "PAGES", "LEAF", None, "Pricing", None
        )
        .await
        .error_code()
        .as_deref(),
        Some("204.L001.001"),
        "a deleted application takes no page"
    );
    assert_eq!(
        app.restore_node(&token, &home)
            .await
            .error_code()
            .as_deref(),
        Some("201.L001.004")
    );
    assert_eq!(
        app.restore_node(&token, &login)
            .await
            .error_code()
            .as_deref(),
        Some("201.L001.002")
    );
    // Its name is free while it is in the trash; its restore claims it again.
    let other = application(&app, &token, &crm, "Customer portal").await;
    let taken = app.restore_node(&token, &portal).await;
    assert_eq!(taken.error_code().as_deref(), Some("204.X000.005"));
    app.delete_node(&token, &other).await.data("/deleteNode");
    // In the trash, the entries equal a fresh replay too.
    let trashed = rows_and_trash(&app).await;
    app.rebuild("applications").await;
    assert_eq!(rows_and_trash(&app).await, trashed);
    // A project whose applications are all in the trash is deleted; the application comes
    // back only once the project is.
    app.delete_node(&token, &crm).await.data("/deleteNode");
    assert_eq!(
        app.restore_node(&token, &portal)
            .await
            .error_code()
            .as_deref(),
        Some("204.J001.001")
    );
    app.restore_node(&token, &crm).await.data("/restoreNode");

    app.restore_node(&token, &portal).await.data("/restoreNode");
    assert_eq!(progress(&app, &token, &portal).await, before);
    assert_eq!(
        names(
            &children(&app, &token, &screens)
                .await
                .data("/applicationNodeChildren")
        ),
        ["Login"]
    );
    assert_eq!(
        app.history_labels(&token, &portal).await,
        ["Application created", "Deleted", "Restored"]
    );
    assert_eq!(
        app.history_labels_in(&token, &login, "ja").await,
        [
            "作成",
            "ステータスを変更",
            "アプリケーションとともに削除",
            "アプリケーションとともに復元"
        ]
    );
    // Home, deleted on its own before, is still in the trash, and comes back on its own.
    assert_eq!(
        trash_titles(&app, &token, "ApplicationNode").await,
        ["Home"]
    );
    app.restore_node(&token, &home).await.data("/restoreNode");
    assert_eq!(
        names(&roots(&app, &token, &portal, "PAGES").await),
        ["Screens", "Home"]
    );
    let version = version_of(&app, &token, &login).await;
    edit_node(&app, &token, &login, &version, "Log in")
        .await
        .data("/updateApplicationNode/node");
    let live = rows_and_trash(&app).await;
    app.rebuild("applications").await;
    assert_eq!(rows_and_trash(&app).await, live);
}

#[tokio::test]
async fn other_viewers_hear_a_node_and_an_application_leave_and_come_back() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let crm = project(&app, &token, "CRM rollout").await;
    let portal = application(&app, &token, &crm, "Customer portal").await;
    let screens =
        add(&app, &token, &portal, "PAGES", "DIRECTORY", None, "Screens").await["id"].clone();
    let mut ws =
        staffhub_tests::Subscription::connect(&app.ws_url(), json!({ "accessToken": token }))
            .await
            .unwrap();
    ws.subscribe(
        "tree",
        "subscription($a: ID!) { applicationNodesChanged(applicationId: $a) { kind node { id name } } }",
        json!({ "a": portal }),
    )
    .await;
    ws.subscribe(
        "page",
        "subscription($a: ID!) { applicationChanged(id: $a) { kind application { id applicationName } } }",
        json!({ "a": portal }),
    )
    .await;
    ws.subscribe(
        "list",
        "subscription { applicationsChanged { kind id matches application { pageProgress { total } } } }",
        json!({}),
    )
    .await;
    ws.until_heard("tree", |n| {
        let (app, token, portal, screens) = (&app, &token, &portal, &screens);
        async move {
            add(
                app,
                token,
                portal,
                "PAGES",
                "LEAF",
                Some(screens),
                &format!("Leaf {n}"),
            )
            .await;
        }
    })
    .await;
    let status = |n: u32| {
        let (app, token, portal) = (&app, &token, &portal);
        async move {
            app.gql(
                Some(token),
                "mutation($input: ChangeApplicationStatusInput!) { changeApplicationStatus(input: $input) { application { id } } }",
                json!({ "input": { "id": portal, "statusId": 2 + n % 2 } }),
            )
            .await;
        }
    };
    ws.until_heard("page", status).await;
    ws.until_heard("list", status).await;

    app.delete_node(&token, &screens).await.data("/deleteNode");
    let gone = next_where(&mut ws, "tree", "applicationNodesChanged", |c| {
        c["node"]["id"] == screens
    })
    .await;
    assert_eq!(gone["kind"], "DELETED");
    assert_eq!(gone["node"]["name"], "Screens");
    app.restore_node(&token, &screens)
        .await
        .data("/restoreNode");
    let back = next_where(&mut ws, "tree", "applicationNodesChanged", |c| {
        c["node"]["id"] == screens
    })
    .await;
    assert_eq!(back["kind"], "CREATED");

    app.delete_node(&token, &portal).await.data("/deleteNode");
    let page = next_where(&mut ws, "page", "applicationChanged", |c| {
        c["kind"] == "DELETED"
    })
    .await;
    assert_eq!(page["application"]["applicationName"], "Customer portal");
    let listed = next_where(&mut ws, "list", "applicationsChanged", |c| {
        c["kind"] == "DELETED"
    })
    .await;
    assert_eq!(
        (&listed["id"], &listed["matches"]),
        (&portal, &json!(false))
    );
}

/// The next notice on `sub` (its payload's `field`) for which `wanted` holds, skipping others.
async fn next_where(
    ws: &mut staffhub_tests::Subscription,
    sub: &str,
    field: &str,
    wanted: impl Fn(&Value) -> bool,
) -> Value {
    loop {
        let message = ws
            .next_data(sub, Duration::from_secs(5))
            .await
            .unwrap_or_else(|| panic!("a {field} notice on {sub}"));
        let change = message["data"][field].clone();
        assert!(change.is_object(), "a notice, not an error: {message}");
        if wanted(&change) {
            return change;
        }
    }
}

#[tokio::test]
async fn commands_decided_together_are_appended_all_or_none() {
    use staffhub_domain::applications::node::{
        ApplicationNode, ApplicationNodeCommand, ApplicationNodeError,
    };
    use staffhub_journal::{ExecuteError, Metadata, TogetherError};

    let app = spawn_app().await;
    let token = app.admin_token().await;
    let crm = project(&app, &token, "CRM rollout").await;
    let portal = application(&app, &token, &crm, "Customer portal").await;
    let screens =
        add(&app, &token, &portal, "PAGES", "DIRECTORY", None, "Screens").await["id"].clone();
    let login = add(
        &app,
        &token,
        &portal,
        "PAGES",
        "LEAF",
        Some(&screens),
        "Login",
    )
    .await["id"]
        .clone();
    let uuid = |id: &Value| {
        staffhub_api::graphql::ids::decode_any(id.as_str().unwrap())
            .unwrap()
            .1
    };
    let (screens_id, login_id) = (uuid(&screens), uuid(&login));
    let state = &app.server.state;
    let services = &state.application_services;
    let metadata = Metadata::system();
    let before = app.event_count().await;

    // One refusal refuses them all: nothing of the others is appended.
    let mut together = state.journal.together(&metadata);
    together
        .decide::<ApplicationNode>(
            &login_id.to_string(),
            ApplicationNodeCommand::DeleteWithDirectory {
                directory_id: screens_id,
            },
            services,
        )
        .await
        .unwrap();
    let refused = together
        .decide::<ApplicationNode>(
            &screens_id.to_string(),
            ApplicationNodeCommand::RestoreNode,
            services,
        )
        .await;
    assert!(
        matches!(
            refused,
            Err(ExecuteError::Rejected(ApplicationNodeError::NotDeleted))
        ),
        "{refused:?}"
    );
    drop(together);
    assert_eq!(app.event_count().await, before);

    // An aggregate that moved on after it was decided fails the append: none of them is written.
    let mut together = state.journal.together(&metadata);
    together
        .decide::<ApplicationNode>(
            &screens_id.to_string(),
            ApplicationNodeCommand::DeleteNode,
            services,
        )
        .await
        .unwrap();
    together
        .decide::<ApplicationNode>(
            &login_id.to_string(),
            ApplicationNodeCommand::DeleteWithDirectory {
                directory_id: screens_id,
            },
            services,
        )
        .await
        .unwrap();
    complete(&app, &token, &login).await;
    let edited = app.event_count().await;
    assert!(matches!(
        together.append().await,
        Err(TogetherError::Conflict)
    ));
    assert_eq!(app.event_count().await, edited);
    assert_eq!(node(&app, &token, &screens).await["name"], "Screens");

    // Decided again, they go together, in the order decided, in one transaction.
    let mut together = state.journal.together(&metadata);
    for (id, command) in [
        (screens_id, ApplicationNodeCommand::DeleteNode),
        (
            login_id,
            ApplicationNodeCommand::DeleteWithDirectory {
                directory_id: screens_id,
            },
        ),
    ] {
        together
            .decide::<ApplicationNode>(&id.to_string(), command, services)
            .await
            .unwrap();
    }
    let committed = together.append().await.unwrap();
    assert_eq!(committed.len(), 2);
    assert_eq!(
        committed[0].position.transaction_id,
        committed[1].position.transaction_id
    );
    assert!(committed[0].position < committed[1].position);
    assert_eq!(app.event_count().await, edited + 2);
}

/// Every live node's order key is its parent's followed by its own rank (a root's is its rank
/// alone), the siblings' ranks ascend with their places, and the places run 0, 1, 2… with no
/// gap: the materialized order a subtree reads (issue 33 §3) says what the places say.
async fn assert_order_keys_follow_places(app: &TestApp) {
    let wrong: Vec<String> = sqlx::query_scalar(
        "SELECT n.name || ' ' || n.order_key::text FROM application_nodes n
         LEFT JOIN application_nodes p ON p.node_id = n.parent_id
         WHERE n.order_key[1:cardinality(n.order_key) - 1] <> coalesce(p.order_key, '{}')
         UNION ALL
         SELECT name || ' ranked ' || rank || ' after ' || before FROM (
             SELECT name, order_key[cardinality(order_key)] AS rank,
                    lag(order_key[cardinality(order_key)])
                        OVER (PARTITION BY application_id, tree, parent_id ORDER BY position)
                        AS before
             FROM application_nodes) s
         WHERE rank <= before
         UNION ALL
         SELECT string_agg(name, ', ') FROM application_nodes
         GROUP BY application_id, tree, parent_id
         HAVING min(position) <> 0 OR max(position) <> count(*) - 1
             OR count(DISTINCT position) <> count(*)",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap();
    assert!(
        wrong.is_empty(),
        "order keys or places out of step: {wrong:?}"
    );
}

async fn subtree(app: &TestApp, token: &str, directory: &Value, depth: i64) -> Vec<String> {
    app.gql(
        Some(token),
        "query($id: ID!, $depth: Int!) { applicationSubtree(id: $id, depth: $depth) { level node { name } } }",
        json!({ "id": directory, "depth": depth }),
    )
    .await
    .data("/applicationSubtree")
    .as_array()
    .unwrap()
    .iter()
    .map(|e| format!("{}{}", "  ".repeat(e["level"].as_u64().unwrap() as usize - 1), e["node"]["name"].as_str().unwrap()))
    .collect()
}

#[tokio::test]
async fn a_subtree_reads_depth_first_in_place_order_through_inserts_moves_deletes_and_restores() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let crm = project(&app, &token, "Order keys").await;
    let portal = application(&app, &token, &crm, "Portal").await;
    let dir = |parent: Option<Value>, name: &'static str, at: Option<i64>| {
        let (app, token, portal) = (&app, &token, &portal);
        async move {
            add_at(
                app,
                token,
                portal,
                "PAGES",
                "DIRECTORY",
                parent.as_ref(),
                name,
                at,
            )
            .await
            .data("/createApplicationNode/node/id")
        }
    };
    let leaf = |parent: Value, name: &'static str, at: Option<i64>| {
        let (app, token, portal) = (&app, &token, &portal);
        async move {
            add_at(app, token, portal, "PAGES", "LEAF", Some(&parent), name, at)
                .await
                .data("/createApplicationNode/node/id")
        }
    };
    let top = dir(None, "Top", None).await;
    let sales = dir(Some(top.clone()), "Sales", None).await;
    let support = dir(Some(top.clone()), "Support", None).await;
    leaf(sales.clone(), "Leads", None).await;
    leaf(sales.clone(), "Quotes", None).await;
    leaf(support.clone(), "Tickets", None).await;
    // Before every sibling, and between two: the later siblings' subtrees move along.
    let admin = dir(Some(top.clone()), "Admin", Some(0)).await;
    leaf(admin.clone(), "Users", None).await;
    leaf(sales.clone(), "Deals", Some(1)).await;
    // Another root before the top: every key of the tree starts one further.
    dir(None, "Intro", Some(0)).await;
    assert_eq!(
        subtree(&app, &token, &top, 3).await,
        [
            "Admin",
            "  Users",
            "Sales",
            "  Leads",
            "  Deals",
            "  Quotes",
            "Support",
            "  Tickets"
        ]
    );
    assert_eq!(
        subtree(&app, &token, &top, 1).await,
        ["Admin", "Sales", "Support"]
    );
    assert_order_keys_follow_places(&app).await;

    // A directory moved up among its siblings, then into a sibling, then out again.
    move_node(&app, &token, &support, Some(&top), 0)
        .await
        .data("/moveApplicationNode/node");
    assert_eq!(
        subtree(&app, &token, &top, 3).await,
        [
            "Support",
            "  Tickets",
            "Admin",
            "  Users",
            "Sales",
            "  Leads",
            "  Deals",
            "  Quotes"
        ]
    );
    move_node(&app, &token, &admin, Some(&sales), 1)
        .await
        .data("/moveApplicationNode/node");
    assert_eq!(
        subtree(&app, &token, &top, 3).await,
        [
            "Support",
            "  Tickets",
            "Sales",
            "  Leads",
            "  Admin",
            "    Users",
            "  Deals",
            "  Quotes"
        ]
    );
    assert_eq!(
        subtree(&app, &token, &top, 2).await,
        [
            "Support",
            "  Tickets",
            "Sales",
            "  Leads",
            "  Admin",
            "  Deals",
            "  Quotes"
        ]
    );
    assert_order_keys_follow_places(&app).await;
    move_node(&app, &token, &admin, Some(&top), 3)
        .await
        .data("/moveApplicationNode/node");
    assert_order_keys_follow_places(&app).await;

    // To the trash: the siblings after it close up; back: it takes its place again, under
    // its directory as that is now.
    app.delete_node(&token, &sales)
        .await
        .data("/deleteNode/deletedId");
    assert_eq!(
        subtree(&app, &token, &top, 3).await,
        ["Support", "  Tickets", "Admin", "  Users"]
    );
    assert_order_keys_follow_places(&app).await;
    move_node(&app, &token, &top, None, 0)
        .await
        .data("/moveApplicationNode/node");
    app.restore_node(&token, &sales)
        .await
        .data("/restoreNode/restoredId");
    assert_eq!(
        subtree(&app, &token, &top, 3).await,
        [
            "Support",
            "  Tickets",
            "Sales",
            "  Leads",
            "  Deals",
            "  Quotes",
            "Admin",
            "  Users"
        ]
    );
    assert_order_keys_follow_places(&app).await;

    // Places made again and again between the same two siblings use up the room between
    // their ranks; then the directory's children are ranked again, their subtrees with them.
    let names: Vec<String> = (0..40).map(|i| format!("Wedge {i:02}")).collect();
    for name in &names {
        add_at(
            &app,
            &token,
            &portal,
            "PAGES",
            "LEAF",
            Some(&top),
            name,
            Some(1),
        )
        .await
        .data("/createApplicationNode/node/id");
    }
    assert_order_keys_follow_places(&app).await;
    let mut expected: Vec<String> = vec!["Support".into(), "  Tickets".into()];
    expected.extend(names.iter().rev().cloned());
    expected.extend(
        [
            "Sales", "  Leads", "  Deals", "  Quotes", "Admin", "  Users",
        ]
        .map(String::from),
    );
    assert_eq!(subtree(&app, &token, &top, 2).await, expected);

    let live = rows_and_trash(&app).await;
    app.rebuild("applications").await;
    assert_eq!(rows_and_trash(&app).await, live);
}

#[tokio::test]
async fn a_directory_renamed_since_it_was_shown_is_not_deleted_with_its_subtree_at_the_old_version()
{
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let crm = project(&app, &token, "Stale deletes").await;
    let portal = application(&app, &token, &crm, "Portal").await;
    let screens =
        add(&app, &token, &portal, "PAGES", "DIRECTORY", None, "Screens").await["id"].clone();
    add(
        &app,
        &token,
        &portal,
        "PAGES",
        "LEAF",
        Some(&screens),
        "Login",
    )
    .await;
    let shown = version_of(&app, &token, &screens).await;
    edit_node(&app, &token, &screens, &shown, "Screens v2")
        .await
        .data("/updateApplicationNode/node");
    let delete = |version: Value| {
        let (app, token, id) = (&app, &token, screens.clone());
        async move {
            app.gql(
                Some(token),
                "mutation($input: DeleteNodeInput!) { deleteNode(input: $input) { deletedId } }",
                json!({ "input": { "id": id, "expectedVersion": version } }),
            )
            .await
        }
    };
    let refused = delete(shown).await;
    assert_eq!(refused.error_code().as_deref(), Some("204.X000.004"));
    assert_eq!(
        names(&roots(&app, &token, &portal, "PAGES").await),
        ["Screens v2"]
    );
    delete(version_of(&app, &token, &screens).await)
        .await
        .data("/deleteNode/deletedId");
    assert!(names(&roots(&app, &token, &portal, "PAGES").await).is_empty());
}
