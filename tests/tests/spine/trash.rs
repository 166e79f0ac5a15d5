//! The trash (issue 35), through the real server: a deleted project leaves its list, its
//! count, search everywhere and `node`, waits in the trash with who deleted it, and comes back
//! exactly as it was; only whoever may edit it deletes or restores it; what depends on it is
//! counted in the refusal; the trash list is live; and the read models equal a fresh replay.

use serde_json::{Value, json};
use staffhub_tests::{TestApp, spawn_app};

const CREATE: &str = "mutation($input: CreateProjectInput!) {
  createProject(input: $input) { project { id name version } } }";
const PROJECT: &str = "query($id: ID!) { node(id: $id) { ... on Project {
  name description statusId version employees { name } organizations { name } createdBy { name } } } }";
const LIST: &str = "query($filter: ProjectFilter) {
  projects(filter: $filter) { totalCount edges { node { name } } } }";
/// A restore that answers with the project back (the rest use `TestApp::restore_node`).
const RESTORE: &str = "mutation($input: RestoreNodeInput!) {
  restoreNode(input: $input) { restoredId node { ... on Project { name version } } } }";
const TRASH: &str =
    "query($types: [String!], $keyword: String) { trash(types: $types, keyword: $keyword) {
  totalCount edges { node { id entityId typeName title deletedBy { name } version } } } }";
const SEARCH: &str =
    "query($text: String!) { search(text: $text) { groups { area hits { title } } } }";
const HISTORY: &str = "query($id: ID!) { history(id: $id) { edges { node { eventType label } } } }";

/// An Execution-category employee, signed in; their global id and token.
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
        .create_employee(name, &email, "trash password 1", vec![role])
        .await;
    let token = app.sign_in(&email, "trash password 1").await;
    (
        json!(staffhub_api::graphql::ids::encode("Employee", id).0),
        token,
    )
}

async fn project(app: &TestApp, token: &str, input: Value) -> Value {
    app.gql(Some(token), CREATE, json!({ "input": input }))
        .await
        .data("/createProject/project")
}

async fn trash(app: &TestApp, token: &str) -> Value {
    app.gql(Some(token), TRASH, json!({ "types": ["Project"] }))
        .await
        .data("/trash")
}

async fn listed(app: &TestApp, token: &str, keyword: &str) -> (i64, Vec<String>) {
    let list = app
        .gql(
            Some(token),
            LIST,
            json!({ "filter": { "keyword": keyword } }),
        )
        .await
        .data("/projects");
    let names = list["edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["node"]["name"].as_str().unwrap().to_owned())
        .collect();
    (list["totalCount"].as_i64().unwrap(), names)
}

async fn searched(app: &TestApp, token: &str, text: &str) -> Vec<String> {
    let groups = app
        .gql(Some(token), SEARCH, json!({ "text": text }))
        .await
        .data("/search/groups");
    groups
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| g["area"] == "projects")
        .flat_map(|g| g["hits"].as_array().unwrap().clone())
        .map(|hit| hit["title"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn a_deleted_project_leaves_its_list_search_and_node_and_is_restored_from_the_trash_as_it_was()
 {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let (kai, kai_token) = staff(&app, &admin, "Kai").await;
    let organization = app
        .gql(
            Some(&admin),
            "mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id } } }",
            json!({ "input": { "name": "Kinoshita Trading" } }),
        )
        .await
        .data("/createOrganization/organization/id");
    let orion = project(
        &app,
        &kai_token,
        json!({ "name": "Orion relocation", "description": "Move the **warehouse**.",
                "organizationIds": [organization], "employeeIds": [kai] }),
    )
    .await;
    project(&app, &kai_token, json!({ "name": "Orion phase two" })).await;
    let id = orion["id"].clone();
    let before = app
        .gql(Some(&kai_token), PROJECT, json!({ "id": id }))
        .await
        .data("/node");
    assert_eq!(listed(&app, &kai_token, "orion").await.0, 2);

    let deleted = app.delete_node(&kai_token, &id).await.data("/deleteNode");
    assert_eq!(deleted["deletedId"], id);
    // Gone from the list and its count, from search everywhere and from `node`, at once
    // (the command answers once the read models no longer show it).
    assert_eq!(
        listed(&app, &kai_token, "orion").await,
        (1, vec!["Orion phase two".to_owned()])
    );
    assert_eq!(
        searched(&app, &kai_token, "Orion").await,
        vec!["Orion phase two".to_owned()]
    );
    assert_eq!(
        app.gql(Some(&kai_token), PROJECT, json!({ "id": id }))
            .await
            .data("/node"),
        Value::Null
    );
    // A deleted project takes no edit, and the journal keeps its whole history.
    let status = app
        .gql(
            Some(&admin),
            "mutation($input: ChangeProjectStatusInput!) { changeProjectStatus(input: $input) { project { id } } }",
            json!({ "input": { "id": id, "statusId": 2 } }),
        )
        .await;
    assert_eq!(status.error_code().as_deref(), Some("204.J001.001"));
    // In the trash, with who deleted it and what it was called.
    let in_trash = trash(&app, &kai_token).await;
    assert_eq!(in_trash["totalCount"], 1);
    let entry = &in_trash["edges"][0]["node"];
    assert_eq!(entry["entityId"], id);
    assert_eq!(entry["typeName"], "Project");
    assert_eq!(entry["title"], "Orion relocation");
    assert_eq!(entry["deletedBy"]["name"], "Kai");
    assert_ne!(entry["id"], id, "the entry is a record of its own");

    let restored = app
        .gql(Some(&kai_token), RESTORE, json!({ "input": { "id": id } }))
        .await
        .data("/restoreNode");
    assert_eq!(restored["restoredId"], id);
    assert_eq!(restored["node"]["name"], "Orion relocation");
    let after = app
        .gql(Some(&kai_token), PROJECT, json!({ "id": id }))
        .await
        .data("/node");
    // As it was: every field, its team, its organizations and who created it; only the
    // version moved on, by the deletion and the restore.
    let unversioned = |mut project: Value| {
        project.as_object_mut().unwrap().remove("version");
        project
    };
    assert_eq!(unversioned(after.clone()), unversioned(before.clone()));
    assert_eq!(after["version"], before["version"].as_i64().unwrap() + 2);
    assert_eq!(listed(&app, &kai_token, "orion").await.0, 2);
    assert_eq!(trash(&app, &kai_token).await["totalCount"], 0);
    // Restoring what is not in the trash says so.
    assert_eq!(
        app.restore_node(&kai_token, &id)
            .await
            .error_code()
            .as_deref(),
        Some("204.X000.007")
    );
    let history = app
        .gql(Some(&admin), HISTORY, json!({ "id": id }))
        .await
        .data("/history/edges");
    let labels: Vec<&str> = history
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["node"]["label"].as_str().unwrap())
        .collect();
    assert!(
        labels.contains(&"Deleted") && labels.contains(&"Restored"),
        "{labels:?}"
    );
}

#[tokio::test]
async fn only_whoever_may_edit_a_project_deletes_or_restores_it_and_sees_it_in_the_trash() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let (mio, mio_token) = staff(&app, &admin, "Mio").await;
    let (_, kai_token) = staff(&app, &admin, "Kai").await;
    let apollo = project(
        &app,
        &admin,
        json!({ "name": "Apollo", "employeeIds": [mio] }),
    )
    .await;
    let id = apollo["id"].clone();
    // Kai is staff but neither on the team nor its creator: as with an edit, refused.
    assert_eq!(
        app.delete_node(&kai_token, &id)
            .await
            .error_code()
            .as_deref(),
        Some("102.X000.002")
    );
    // Mio is on the team.
    app.delete_node(&mio_token, &id).await.data("/deleteNode");
    // Kai's trash does not show what Kai may not restore, and a restore of it is refused as
    // of one that is not there.
    assert_eq!(trash(&app, &kai_token).await["totalCount"], 0);
    assert_eq!(trash(&app, &mio_token).await["totalCount"], 1);
    assert_eq!(
        app.restore_node(&kai_token, &id)
            .await
            .error_code()
            .as_deref(),
        Some("204.X000.007")
    );
    // An employee without a role (no Staff rule) is refused before any row is read, and their
    // trash is empty: they may restore no kind.
    let plain = app
        .create_employee("Pat", "pat@staffhub.test", "trash password 1", vec![])
        .await;
    let pat_token = app.sign_in("pat@staffhub.test", "trash password 1").await;
    assert_eq!(
        app.restore_node(&pat_token, &id)
            .await
            .error_code()
            .as_deref(),
        Some("102.X000.002")
    );
    assert_eq!(trash(&app, &pat_token).await["totalCount"], 0);
    assert_eq!(trash(&app, &admin).await["totalCount"], 1);
    // A kind that is never deleted says so (an employee is deactivated instead; tags go to
    // the trash since issue 35).
    let employee = json!(staffhub_api::graphql::ids::encode("Employee", plain).0);
    assert_eq!(
        app.delete_node(&admin, &employee)
            .await
            .error_code()
            .as_deref(),
        Some("203.X000.006")
    );
    // Management restores any.
    app.restore_node(&admin, &id).await.data("/restoreNode");
}

#[tokio::test]
async fn a_project_that_questions_name_is_not_deleted_and_the_refusal_counts_them() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let apollo = project(&app, &admin, json!({ "name": "Apollo" })).await;
    app.gql(
        Some(&admin),
        "mutation($input: AskQuestionInput!) { askQuestion(input: $input) { question { id } } }",
        json!({ "input": { "scope": "PROJECT", "projectId": apollo["id"], "title": "When?" } }),
    )
    .await
    .data("/askQuestion/question/id");
    let refused = app.delete_node(&admin, &apollo["id"]).await;
    assert_eq!(refused.error_code().as_deref(), Some("201.J001.001"));
    assert_eq!(
        refused.body["errors"][0]["extensions"]["dependents"],
        json!({ "questions": 1, "applications": 0, "issues": 0 })
    );
    assert_eq!(listed(&app, &admin, "apollo").await.0, 1, "still there");
}

#[tokio::test]
async fn the_trash_list_hears_a_deletion_and_a_restore_live() {
    use std::time::Duration;
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let mut ws =
        staffhub_tests::Subscription::connect(&app.ws_url(), json!({ "accessToken": admin }))
            .await
            .unwrap();
    ws.subscribe(
        "t",
        "subscription { trashChanged(types: [\"Project\"]) {
           kind id entityId matches item { title deletedBy { name } } } }",
        json!({}),
    )
    .await;
    // A list searched for "herm": the server matches the keyword as the list's query does.
    ws.subscribe(
        "k",
        "subscription { trashChanged(types: [\"Project\"], keyword: \"HERM\") {
           kind id entityId matches item { title } } }",
        json!({}),
    )
    .await;
    // Probes: projects deleted until each subscription hears one.
    for id in ["t", "k"] {
        ws.until_heard(id, |n| {
            let app = &app;
            let admin = admin.clone();
            async move {
                let probe = project(app, &admin, json!({ "name": format!("Probe {id}{n}") })).await;
                app.delete_node(&admin, &probe["id"])
                    .await
                    .data("/deleteNode");
            }
        })
        .await;
    }
    let hermes = project(&app, &admin, json!({ "name": "Hermes" })).await;
    let atlas = project(&app, &admin, json!({ "name": "Atlas" })).await;
    for deleted in [&hermes, &atlas] {
        app.delete_node(&admin, &deleted["id"])
            .await
            .data("/deleteNode");
    }
    // Its creation is told too (whether a created entity came back from the trash is the
    // same question), as not in the trash.
    let into = next_about(&mut ws, "t", &hermes["id"], "DELETED").await;
    assert_eq!(into["matches"], true);
    assert_eq!(into["item"]["title"], "Hermes");
    assert_eq!(into["item"]["deletedBy"]["name"], "Ada Admin");
    let searched = next_about(&mut ws, "k", &hermes["id"], "DELETED").await;
    assert_eq!(searched["matches"], true, "Hermes holds HERM: {searched}");
    assert_eq!(searched["id"], into["id"]);
    app.restore_node(&admin, &hermes["id"])
        .await
        .data("/restoreNode");
    let out = next_about(&mut ws, "t", &hermes["id"], "CREATED").await;
    assert_eq!(out["matches"], false, "restored: it leaves the trash list");
    assert_eq!(out["id"], into["id"], "the same entry");
    assert!(out["item"].is_null());
    // The searched list hears Hermes leave, and never that Atlas (no "herm") joined it.
    loop {
        let next = ws
            .next_data("k", std::time::Duration::from_secs(5))
            .await
            .expect("the searched list hears the restore");
        let change = &next["data"]["trashChanged"];
        if change["entityId"] == hermes["id"] && change["kind"] == "CREATED" {
            assert_eq!(change["matches"], false, "{change}");
            break;
        }
        assert!(
            change["entityId"] != atlas["id"] || change["matches"] == false,
            "Atlas does not hold the keyword: {change}"
        );
    }
    // An edit of a live project says nothing to the trash.
    app.gql(
        Some(&admin),
        "mutation($input: ChangeProjectStatusInput!) { changeProjectStatus(input: $input) { project { id } } }",
        json!({ "input": { "id": hermes["id"], "statusId": 2 } }),
    )
    .await
    .data("/changeProjectStatus");
    assert!(
        ws.next_data("t", Duration::from_millis(500))
            .await
            .is_none()
    );
}

/// The next notice of the trash subscription `sub` of `kind` about the entity `id`; earlier ones
/// about it must say it is not in the list.
async fn next_about(
    ws: &mut staffhub_tests::Subscription,
    sub: &str,
    id: &Value,
    kind: &str,
) -> Value {
    loop {
        let next = ws
            .next_data(sub, std::time::Duration::from_secs(5))
            .await
            .unwrap_or_else(|| panic!("a trashChanged notice about {id}"));
        let change = next["data"]["trashChanged"].clone();
        assert!(change.is_object(), "a notice, not an error: {next}");
        if change["entityId"] == *id {
            if change["kind"] == kind {
                return change;
            }
            assert_eq!(change["matches"], false, "{change}");
        }
    }
}

#[tokio::test]
async fn the_projects_read_model_and_its_trash_equal_a_fresh_replay() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let mut ids = Vec::new();
    for i in 0..4 {
        ids.push(project(&app, &admin, json!({ "name": format!("P{i}") })).await["id"].clone());
    }
    app.delete_node(&admin, &ids[0]).await.data("/deleteNode");
    app.delete_node(&admin, &ids[1]).await.data("/deleteNode");
    app.restore_node(&admin, &ids[1]).await.data("/restoreNode");
    app.delete_node(&admin, &ids[2]).await.data("/deleteNode");
    let tables = [
        ("project_list", "project_id"),
        ("project_trash", "entity_id"),
    ];
    let live = app.table_rows(&tables).await;
    assert_eq!(live[0].1.len(), 2, "two projects left");
    assert_eq!(live[1].1.len(), 2, "two in the trash");
    app.rebuild("projects").await;
    assert_eq!(app.table_rows(&tables).await, live);
}

#[tokio::test]
async fn a_deleted_issue_takes_its_comments_to_the_trash_and_brings_them_back_equal_to_a_replay() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let open = app
        .gql(
            Some(&admin),
            "mutation($input: CreateIssueStatusInput!) { createIssueStatus(input: $input) { issueStatus { id } } }",
            json!({ "input": { "labelEn": "Open", "labelJa": "未対応", "color": "blue" } }),
        )
        .await
        .data("/createIssueStatus/issueStatus/id");
    let mut ids = Vec::new();
    for title in ["VPN drops", "Printer jams", "Invoice total"] {
        let id = app
            .gql(
                Some(&admin),
                "mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } } }",
                json!({ "input": { "title": title, "statusId": open } }),
            )
            .await
            .data("/createIssue/issue/id");
        app.gql(
            Some(&admin),
            "mutation($input: AddIssueCommentInput!) { addIssueComment(input: $input) { comment { id } } }",
            json!({ "input": { "issueId": id, "body": format!("Seen: {title}") } }),
        )
        .await
        .data("/addIssueComment");
        ids.push(id);
    }
    let issue = "query($id: ID!) { node(id: $id) { ... on Issue { title commentCount
      comments(first: 10) { edges { node { body } } } } } }";
    let before = app
        .gql(Some(&admin), issue, json!({ "id": ids[0] }))
        .await
        .data("/node");
    app.delete_node(&admin, &ids[0]).await.data("/deleteNode");
    app.delete_node(&admin, &ids[1]).await.data("/deleteNode");
    let issues = app
        .gql(
            Some(&admin),
            "{ issues { totalCount edges { node { title } } } }",
            json!({}),
        )
        .await
        .data("/issues");
    assert_eq!(issues["totalCount"], 1);
    let in_trash = app.gql(Some(&admin), TRASH, json!({})).await.data("/trash");
    assert_eq!(
        in_trash["totalCount"], 2,
        "the admin's trash holds every area's"
    );
    assert_eq!(
        in_trash["edges"][0]["node"]["title"], "Printer jams",
        "newest first"
    );
    assert_eq!(in_trash["edges"][0]["node"]["typeName"], "Issue");

    app.restore_node(&admin, &ids[0]).await.data("/restoreNode");
    let after = app
        .gql(Some(&admin), issue, json!({ "id": ids[0] }))
        .await
        .data("/node");
    assert_eq!(after, before, "its comments came back with it");

    let tables = [
        ("issue_list", "issue_id"),
        ("issue_comments", "comment_id"),
        ("issue_facet_counts", "status_id, category_id, assignee_id"),
        ("issue_trash", "entity_id"),
    ];
    let live = app.table_rows(&tables).await;
    app.rebuild("issues").await;
    assert_eq!(app.table_rows(&tables).await, live);
}

#[tokio::test]
async fn tasks_deleted_and_restored_among_concurrent_edits_leave_the_rows_a_replay_gives() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let mut ids = Vec::new();
    for i in 0..12 {
        let id = app
            .gql(
                Some(&admin),
                "mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } } }",
                json!({ "input": { "title": format!("Ledger {i:02}"), "priorityId": 2 } }),
            )
            .await
            .data("/createTask/task/id");
        ids.push(id);
    }
    let priority = "mutation($input: ChangeTaskPriorityInput!) {
      changeTaskPriority(input: $input) { task { id } } }";
    // Deletions, restores and edits at once, so the projection's batches hold them together
    // (a batch is cut at each deletion or restore and the rest folded around it).
    let work = ids.iter().enumerate().map(|(i, id)| {
        let app = &app;
        let admin = admin.clone();
        async move {
            match i % 3 {
                0 => {
                    app.delete_node(&admin, id).await.data("/deleteNode");
                }
                1 => {
                    app.delete_node(&admin, id).await.data("/deleteNode");
                    app.restore_node(&admin, id).await.data("/restoreNode");
                    app.gql(
                        Some(&admin),
                        priority,
                        json!({ "input": { "id": id, "priorityId": 3 } }),
                    )
                    .await
                    .data("/changeTaskPriority");
                }
                _ => {
                    app.gql(
                        Some(&admin),
                        priority,
                        json!({ "input": { "id": id, "priorityId": 1 } }),
                    )
                    .await
                    .data("/changeTaskPriority");
                }
            }
        }
    });
    futures::future::join_all(work).await;
    let tasks = app
        .gql(
            Some(&admin),
            "query($k: String) { tasks(filter: { keyword: $k }, first: 50) { totalCount edges { node { title priorityId } } } }",
            json!({ "k": "Ledger" }),
        )
        .await
        .data("/tasks");
    assert_eq!(tasks["totalCount"], 8, "four deleted: {tasks}");
    let restored_priorities: Vec<i64> = tasks["edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["node"]["priorityId"].as_i64().unwrap())
        .collect();
    assert_eq!(
        restored_priorities.iter().filter(|p| **p == 3).count(),
        4,
        "edited after their restore: {tasks}"
    );
    let in_trash = app
        .gql(Some(&admin), TRASH, json!({ "types": ["Task"] }))
        .await
        .data("/trash");
    assert_eq!(in_trash["totalCount"], 4);
    let tables = [("task_list", "task_id"), ("task_trash", "entity_id")];
    let live = app.table_rows(&tables).await;
    app.rebuild("tasks").await;
    assert_eq!(app.table_rows(&tables).await, live);
}

const DOCUMENT: &str = "query($id: ID!) { node(id: $id) { ... on Document { title body statusId
  revision isFavourite permissionCategory { name } roleAssignments { roleId accessId }
  attachments { fileName size } revisions { revision title } } } }";

async fn document(app: &TestApp, token: &str, input: Value) -> Value {
    app.gql(
        Some(token),
        "mutation($input: CreateDocumentInput!) { createDocument(input: $input) { document { id } } }",
        json!({ "input": input }),
    )
    .await
    .data("/createDocument/document/id")
}

async fn document_titles(app: &TestApp, token: &str, keyword: &str) -> (i64, Vec<String>) {
    let list = app
        .gql(
            Some(token),
            "query($k: String) { documents(filter: { keyword: $k }) { totalCount edges { node { title } } } }",
            json!({ "k": keyword }),
        )
        .await
        .data("/documents");
    let titles = list["edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["node"]["title"].as_str().unwrap().to_owned())
        .collect();
    (list["totalCount"].as_i64().unwrap(), titles)
}

/// An Execution-category employee with a role of their own, signed in; the role and token.
async fn staff_with_role(app: &TestApp, admin: &str, name: &str) -> (Value, String) {
    let role = app
        .gql(
            Some(admin),
            "mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }",
            json!({ "input": { "name": format!("{name}'s role"), "roleCategoryId": 2 } }),
        )
        .await
        .data("/createRole/role/roleId");
    let email = format!("{}@staffhub.test", name.to_lowercase());
    app.create_employee(
        name,
        &email,
        "trash password 1",
        vec![role.as_i64().unwrap() as i32],
    )
    .await;
    (role, app.sign_in(&email, "trash password 1").await)
}

/// The titles in `token`'s trash, of documents only.
async fn trashed_documents(app: &TestApp, token: &str, keyword: Option<&str>) -> Vec<String> {
    let trash = app
        .gql(
            Some(token),
            TRASH,
            json!({ "types": ["Document"], "keyword": keyword }),
        )
        .await
        .data("/trash");
    let titles: Vec<String> = trash["edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["node"]["title"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(trash["totalCount"], titles.len(), "counted as listed");
    titles
}

#[tokio::test]
async fn a_deleted_document_leaves_list_search_and_node_and_comes_back_with_its_roles_attachments_and_versions_equal_to_a_replay()
 {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let legal = app
        .gql(
            Some(&admin),
            "mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }",
            json!({ "input": { "name": "Legal", "roleCategoryId": 2 } }),
        )
        .await
        .data("/createRole/role/roleId");
    let contracts = app
        .gql(
            Some(&admin),
            "mutation($input: CreatePermissionCategoryInput!) {
               createPermissionCategory(input: $input) { permissionCategory { id } } }",
            json!({ "input": { "name": "Contracts", "roleAssignments": [{ "roleId": legal, "accessId": 1 }] } }),
        )
        .await
        .data("/createPermissionCategory/permissionCategory/id");
    let id = document(
        &app,
        &admin,
        json!({ "title": "Acme master agreement", "body": "Liability cap: 2x fees.",
                "permissionCategoryId": contracts }),
    )
    .await;
    let version = app
        .gql(
            Some(&admin),
            "query($id: ID!) { document(id: $id) { version } }",
            json!({ "id": id }),
        )
        .await
        .data("/document/version");
    app.gql(
        Some(&admin),
        "mutation($input: UpdateDocumentInput!) { updateDocument(input: $input) { document { id } } }",
        json!({ "input": { "id": id, "expectedVersion": version, "title": "Acme master agreement",
                           "body": "Liability cap: 3x fees.", "tagIds": [] } }),
    )
    .await
    .data("/updateDocument");
    app.gql(
        Some(&admin),
        "mutation($input: AssignDocumentRoleInput!) { assignDocumentRole(input: $input) { document { id } } }",
        json!({ "input": { "id": id, "roleId": legal, "accessId": 2 } }),
    )
    .await
    .data("/assignDocumentRole");
    let attached =
        super::documents::attach(&app, &admin, &id, "cap.pdf", b"%PDF-1.4 cap".to_vec()).await;
    assert!(attached["errors"].is_null(), "{attached}");
    app.gql(
        Some(&admin),
        "mutation($input: AddDocumentFavouriteInput!) { addDocumentFavourite(input: $input) { document { id } } }",
        json!({ "input": { "id": id } }),
    )
    .await
    .data("/addDocumentFavourite");
    // A second one stays in the trash through the replay.
    let memo = document(&app, &admin, json!({ "title": "Acme renewal memo" })).await;
    let before = app
        .gql(Some(&admin), DOCUMENT, json!({ "id": id }))
        .await
        .data("/node");
    assert_eq!(before["attachments"][0]["fileName"], "cap.pdf");

    app.delete_node(&admin, &id).await.data("/deleteNode");
    app.delete_node(&admin, &memo).await.data("/deleteNode");
    assert_eq!(document_titles(&app, &admin, "acme").await, (0, vec![]));
    let groups = app
        .gql(Some(&admin), SEARCH, json!({ "text": "acme" }))
        .await
        .data("/search/groups");
    assert!(
        !groups
            .as_array()
            .unwrap()
            .iter()
            .any(|g| g["area"] == "documents"),
        "{groups}"
    );
    let gone = app.gql(Some(&admin), DOCUMENT, json!({ "id": id })).await;
    assert!(gone.data("/node").is_null());
    let direct = app
        .gql(
            Some(&admin),
            "query($id: ID!) { document(id: $id) { title } }",
            json!({ "id": id }),
        )
        .await;
    assert_eq!(direct.error_code().as_deref(), Some("204.D001.001"));
    // In the trash, it takes no edit.
    let edit = app
        .gql(
            Some(&admin),
            "mutation($input: ChangeDocumentStatusInput!) { changeDocumentStatus(input: $input) { document { id } } }",
            json!({ "input": { "id": id, "statusId": 2 } }),
        )
        .await;
    assert_eq!(edit.error_code().as_deref(), Some("204.D001.001"));
    assert_eq!(
        trashed_documents(&app, &admin, None).await,
        ["Acme renewal memo", "Acme master agreement"],
        "newest first"
    );

    let restored = app.restore_node(&admin, &id).await.data("/restoreNode");
    assert_eq!(restored["restoredId"], id);
    let after = app
        .gql(Some(&admin), DOCUMENT, json!({ "id": id }))
        .await
        .data("/node");
    assert_eq!(
        after, before,
        "its roles, attachments, versions and favourite came back with it"
    );
    assert_eq!(
        document_titles(&app, &admin, "acme").await,
        (1, vec!["Acme master agreement".to_owned()])
    );
    assert_eq!(
        app.restore_node(&admin, &id).await.error_code().as_deref(),
        Some("204.X000.007"),
        "a live document is not in the trash"
    );
    let labels: Vec<Value> = app
        .gql(Some(&admin), HISTORY, json!({ "id": id }))
        .await
        .data("/history/edges")
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["node"]["label"].clone())
        .collect();
    assert!(
        labels.contains(&json!("Deleted")) && labels.contains(&json!("Restored")),
        "{labels:?}"
    );

    let tables = [
        ("document_list", "document_id"),
        ("document_versions", "document_id, revision"),
        ("document_favourites", "employee_id, document_id"),
        ("document_trash", "entity_id"),
    ];
    let live = app.table_rows(&tables).await;
    assert_eq!(live[3].1.len(), 1, "the memo waits in the trash");
    app.rebuild("documents").await;
    assert_eq!(app.table_rows(&tables).await, live);
}

#[tokio::test]
async fn a_restricted_document_in_the_trash_is_seen_and_restored_only_by_whoever_may_edit_it() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let (legal, lee) = staff_with_role(&app, &admin, "Lee").await;
    let (sales, rin) = staff_with_role(&app, &admin, "Rin").await;
    // Lee's role edits the contracts; Rin's only reads the handbook.
    let contracts = app
        .gql(
            Some(&admin),
            "mutation($input: CreatePermissionCategoryInput!) {
               createPermissionCategory(input: $input) { permissionCategory { id } } }",
            json!({ "input": { "name": "Contracts", "roleAssignments": [{ "roleId": legal, "accessId": 2 }] } }),
        )
        .await
        .data("/createPermissionCategory/permissionCategory/id");
    let secret = document(
        &app,
        &admin,
        json!({ "title": "Acme master agreement", "permissionCategoryId": contracts }),
    )
    .await;
    let handbook = document(&app, &admin, json!({ "title": "Office handbook" })).await;
    app.gql(
        Some(&admin),
        "mutation($input: AssignDocumentRoleInput!) { assignDocumentRole(input: $input) { document { id } } }",
        json!({ "input": { "id": handbook, "roleId": sales, "accessId": 1 } }),
    )
    .await
    .data("/assignDocumentRole");

    // Deleting is editing: one Rin may not read says so, one she only reads is refused.
    assert_eq!(
        app.delete_node(&rin, &secret).await.error_code().as_deref(),
        Some("102.D001.001")
    );
    assert_eq!(
        app.delete_node(&rin, &handbook)
            .await
            .error_code()
            .as_deref(),
        Some("102.X000.002")
    );
    app.delete_node(&lee, &secret).await.data("/deleteNode");
    app.delete_node(&admin, &handbook).await.data("/deleteNode");

    // The trash lists each to whoever may restore it, and not even a title to anyone else.
    assert_eq!(trashed_documents(&app, &admin, None).await.len(), 2);
    assert_eq!(
        trashed_documents(&app, &lee, None).await,
        ["Acme master agreement"]
    );
    assert!(trashed_documents(&app, &rin, None).await.is_empty());
    assert!(trashed_documents(&app, &rin, Some("acme")).await.is_empty());
    let everything = app.gql(Some(&rin), TRASH, json!({})).await.data("/trash");
    assert_eq!(everything["totalCount"], 0, "{everything}");
    // Restoring one she does not see is refused as one that is not there.
    assert_eq!(
        app.restore_node(&rin, &secret)
            .await
            .error_code()
            .as_deref(),
        Some("204.X000.007")
    );
    assert_eq!(
        app.restore_node(&lee, &handbook)
            .await
            .error_code()
            .as_deref(),
        Some("204.X000.007")
    );

    // Live, Rin hears of her own deletions and restores and of nothing about the secret.
    let mut ws =
        staffhub_tests::Subscription::connect(&app.ws_url(), json!({ "accessToken": rin }))
            .await
            .unwrap();
    ws.subscribe(
        "t",
        "subscription { trashChanged(types: [\"Document\"]) { kind entityId matches item { title } } }",
        json!({}),
    )
    .await;
    ws.until_heard("t", |n| {
        let app = &app;
        let rin = rin.clone();
        async move {
            let probe = document(app, &rin, json!({ "title": format!("Probe {n}") })).await;
            app.delete_node(&rin, &probe).await.data("/deleteNode");
        }
    })
    .await;
    app.restore_node(&lee, &secret).await.data("/restoreNode");
    app.delete_node(&lee, &secret).await.data("/deleteNode");
    let marker = document(&app, &rin, json!({ "title": "Rin's notes" })).await;
    app.delete_node(&rin, &marker).await.data("/deleteNode");
    let heard = loop {
        let next = ws
            .next_data("t", std::time::Duration::from_secs(5))
            .await
            .expect("a trashChanged notice about Rin's notes");
        let change = next["data"]["trashChanged"].clone();
        assert_ne!(change["entityId"], secret, "told of the secret: {change}");
        if change["entityId"] == marker && change["kind"] == "DELETED" {
            break change;
        }
    };
    assert_eq!(heard["item"]["title"], "Rin's notes");

    // Whoever may edit it restores it, as it was.
    app.restore_node(&lee, &secret).await.data("/restoreNode");
    assert_eq!(
        app.gql(Some(&lee), DOCUMENT, json!({ "id": secret }))
            .await
            .data("/node/title"),
        "Acme master agreement"
    );
    assert!(trashed_documents(&app, &lee, None).await.is_empty());
}

/// Issue 35: whoever may edit an agent (any staff member) deletes it, archived or not; it
/// leaves the list and `node`, waits in the trash of every staff member (who may restore it)
/// and no one else's, frees its name, and comes back as it was; a chat started with it reads it
/// as "(deleted)" meanwhile; history labels both steps apart
/// from un-archiving, in en and ja; and the read model with its trash equals a fresh replay.
#[tokio::test]
async fn a_deleted_agent_leaves_its_list_and_node_and_any_staff_member_restores_it_as_it_was() {
    use staffhub_tests::llm::LoopbackLlm;
    const AGENT: &str = "query($id: ID!) { node(id: $id) { ... on Agent {
      name description instruction emotionalLevel archived role { name } defaultAiModel { id } version } } }";
    const AGENTS: &str = "query($k: String) { agents(filter: { keyword: $k, archived: false }) {
      totalCount edges { node { name } } } }";
    const CREATE_AGENT: &str =
        "mutation($input: CreateAgentInput!) { createAgent(input: $input) { agent { id } } }";
    const ROOM: &str = "query($id: ID!) { node(id: $id) { ... on ChatRoom {
      agent { id } deletedAgent { entry { typeName title } } } } }";
    let llm = LoopbackLlm::start().await;
    let providers = format!("local=openai:{}/v1", llm.base_url());
    let app = staffhub_tests::spawn_app_with(move |config| {
        config.ai.providers = staffhub_api::ai::parse_providers(&providers, |_| None).unwrap();
    })
    .await;
    let admin = app.admin_token().await;
    let (_, kai) = staff(&app, &admin, "Kai").await;
    let (_, mio) = staff(&app, &admin, "Mio").await;
    let model = super::chats::model(&app, &admin, "local", "m1", vec![]).await;
    let role = app
        .gql(
            Some(&admin),
            "mutation($input: CreateAgentRoleInput!) { createAgentRole(input: $input) { agentRole { id } } }",
            json!({ "input": { "name": "Scout", "roleCategoryId": 2 } }),
        )
        .await
        .data("/createAgentRole/agentRole/id");
    let new_agent = |name: &str| {
        json!({ "input": { "name": name, "description": "Finds things.", "instruction": "Help.",
            "roleId": role, "emotionalLevel": 3, "defaultAiModelId": model["id"], "defaultAiToolIds": [] } })
    };
    let id = app
        .gql(Some(&kai), CREATE_AGENT, new_agent("Helper"))
        .await
        .data("/createAgent/agent/id");
    app.gql(Some(&kai), CREATE_AGENT, new_agent("Helper two"))
        .await
        .data("/createAgent/agent/id");
    let room = app
        .gql(
            Some(&kai),
            "mutation($input: StartChatInput!) { startChat(input: $input) { chatRoom { id } } }",
            json!({ "input": { "message": "hi", "agentId": id } }),
        )
        .await
        .data("/startChat/chatRoom/id");
    let before = app
        .gql(Some(&kai), AGENT, json!({ "id": id }))
        .await
        .data("/node");
    let listed = |token: String| {
        let app = &app;
        async move {
            let list = app
                .gql(Some(&token), AGENTS, json!({ "k": "helper" }))
                .await
                .data("/agents");
            let names: Vec<String> = list["edges"]
                .as_array()
                .unwrap()
                .iter()
                .map(|e| e["node"]["name"].as_str().unwrap().to_owned())
                .collect();
            (list["totalCount"].as_i64().unwrap(), names)
        }
    };
    assert_eq!(listed(kai.clone()).await.0, 2);

    // An employee without a role (no Staff rule) may neither delete nor restore one.
    app.create_employee("Pat", "pat@staffhub.test", "trash password 1", vec![])
        .await;
    let pat = app.sign_in("pat@staffhub.test", "trash password 1").await;
    assert_eq!(
        app.delete_node(&pat, &id).await.error_code().as_deref(),
        Some("102.X000.002")
    );
    // Kai deletes it (any staff member edits any agent): gone from the list and `node` at once.
    app.delete_node(&kai, &id).await.data("/deleteNode");
    assert_eq!(
        listed(kai.clone()).await,
        (1, vec!["Helper two".to_owned()])
    );
    assert_eq!(
        app.gql(Some(&kai), AGENT, json!({ "id": id }))
            .await
            .data("/node"),
        Value::Null
    );
    // The chat started with it reads it as "(deleted)", named for whoever sees its entry.
    let chat = app
        .gql(Some(&kai), ROOM, json!({ "id": room }))
        .await
        .data("/node");
    assert_eq!(chat["agent"], Value::Null);
    assert_eq!(
        chat["deletedAgent"]["entry"],
        json!({ "typeName": "Agent", "title": "Helper" })
    );
    // Mio, another staff member, sees it in the trash and may restore it; Pat sees nothing
    // and is refused.
    let trash_of = |token: String| {
        let app = &app;
        async move {
            app.gql(Some(&token), TRASH, json!({ "types": ["Agent"] }))
                .await
                .data("/trash")
        }
    };
    let in_trash = trash_of(mio.clone()).await;
    assert_eq!(in_trash["totalCount"], 1);
    let entry = &in_trash["edges"][0]["node"];
    assert_eq!(entry["entityId"], id);
    assert_eq!(entry["typeName"], "Agent");
    assert_eq!(entry["title"], "Helper");
    assert_eq!(entry["deletedBy"]["name"], "Kai");
    assert_eq!(trash_of(pat.clone()).await["totalCount"], 0);
    assert_eq!(
        app.restore_node(&pat, &id).await.error_code().as_deref(),
        Some("102.X000.002")
    );
    // Its name is free while it waits: a namesake takes it, and the restore is refused until
    // the namesake is deleted too.
    let namesake = app
        .gql(Some(&mio), CREATE_AGENT, new_agent("Helper"))
        .await
        .data("/createAgent/agent/id");
    assert_eq!(
        app.restore_node(&mio, &id).await.error_code().as_deref(),
        Some("204.X000.005")
    );
    app.delete_node(&mio, &namesake).await.data("/deleteNode");
    app.restore_node(&mio, &id).await.data("/restoreNode");
    let after = app
        .gql(Some(&kai), AGENT, json!({ "id": id }))
        .await
        .data("/node");
    let unversioned = |mut agent: Value| {
        agent.as_object_mut().unwrap().remove("version");
        agent
    };
    assert_eq!(unversioned(after.clone()), unversioned(before.clone()));
    assert_eq!(after["version"], before["version"].as_i64().unwrap() + 2);
    assert_eq!(listed(kai.clone()).await.0, 2);
    let chat = app
        .gql(Some(&kai), ROOM, json!({ "id": room }))
        .await
        .data("/node");
    assert_eq!(chat["agent"]["id"], id);
    assert_eq!(chat["deletedAgent"], Value::Null);
    assert_eq!(
        app.restore_node(&mio, &id).await.error_code().as_deref(),
        Some("204.X000.007")
    );
    assert_eq!(
        app.history_labels(&admin, &id).await,
        ["Agent created", "Deleted", "Restored from the trash"]
    );
    assert_eq!(
        app.history_labels_in(&admin, &id, "ja").await,
        ["エージェントを作成", "削除", "ごみ箱から復元"]
    );

    // The read model with its trash (the namesake in it) equals a fresh replay.
    let tables = [("agents", "agent_id"), ("agent_trash", "entity_id")];
    let live = app.table_rows(&tables).await;
    assert_eq!(live[0].1.len(), 2, "two agents left");
    assert_eq!(live[1].1.len(), 1, "the namesake in the trash");
    app.rebuild("agents").await;
    assert_eq!(app.table_rows(&tables).await, live);
}

/// Issue 35: admins, who manage the issue statuses and categories, delete an entry of either
/// list (a staff member may not); it leaves its list, waits in the admins' trash, and comes
/// back as it was, in its place. Nothing in use holds it back: an issue that names it reads it
/// still, marked "(deleted)" (named for an admin, who sees the trash entry), while no issue may
/// newly take it; history labels both steps in en and ja; and the read model with both trashes
/// equals a fresh replay.
#[tokio::test]
async fn a_deleted_issue_status_or_category_is_read_deleted_by_its_issues_and_an_admin_restores_it_in_its_place()
 {
    const ISSUE: &str = "query($id: ID!) { node(id: $id) { ... on Issue {
      status { labelEn labelJa deleted { entry { typeName title } } }
      categories { labelEn deleted { entry { title } } } } } }";
    const STATUSES: &str =
        "{ issueStatuses(first: 50) { totalCount edges { node { labelEn position } } } }";
    const CATEGORIES: &str =
        "{ issueCategories(first: 50) { totalCount edges { node { labelEn } } } }";
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let (_, kai) = staff(&app, &admin, "Kai").await;
    let status = app
        .gql(
            Some(&admin),
            "mutation($input: CreateIssueStatusInput!) { createIssueStatus(input: $input) { issueStatus { id position } } }",
            json!({ "input": { "labelEn": "Waiting", "labelJa": "保留", "color": "grape" } }),
        )
        .await
        .data("/createIssueStatus/issueStatus");
    let (status_id, place) = (status["id"].clone(), status["position"].clone());
    let category = app
        .gql(
            Some(&admin),
            "mutation($input: CreateIssueCategoryInput!) { createIssueCategory(input: $input) { issueCategory { id } } }",
            json!({ "input": { "labelEn": "Billing", "labelJa": "請求", "color": "teal" } }),
        )
        .await
        .data("/createIssueCategory/issueCategory/id");
    let issue = app
        .gql(
            Some(&kai),
            "mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } } }",
            json!({ "input": { "title": "Invoice bounced", "statusId": status_id,
                               "categoryIds": [category] } }),
        )
        .await
        .data("/createIssue/issue/id");
    // An issue without the category, which later may not take it.
    let other = app
        .gql(
            Some(&kai),
            "mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } } }",
            json!({ "input": { "title": "Another", "statusId": status_id } }),
        )
        .await
        .data("/createIssue/issue/id");
    let statuses = |token: String| {
        let app = &app;
        async move {
            app.gql(Some(&token), STATUSES, json!({}))
                .await
                .data("/issueStatuses")
        }
    };
    let before = statuses(kai.clone()).await;
    let count = before["totalCount"].as_i64().unwrap();
    let categories = app
        .gql(Some(&kai), CATEGORIES, json!({}))
        .await
        .data("/issueCategories/totalCount")
        .as_i64()
        .unwrap();

    // Only admins manage the lists: a staff member may neither delete nor restore an entry.
    for id in [&status_id, &category] {
        assert_eq!(
            app.delete_node(&kai, id).await.error_code().as_deref(),
            Some("102.X000.002")
        );
    }
    // The admin deletes both, though an issue is in the status and has the category.
    app.delete_node(&admin, &status_id)
        .await
        .data("/deleteNode");
    app.delete_node(&admin, &category).await.data("/deleteNode");
    let after = statuses(kai.clone()).await;
    assert_eq!(after["totalCount"], count - 1);
    assert!(
        !after.to_string().contains("Waiting"),
        "the deleted status left its list: {after}"
    );
    assert_eq!(
        app.gql(Some(&kai), CATEGORIES, json!({}))
            .await
            .data("/issueCategories/totalCount"),
        categories - 1
    );
    // The issue reads both still, "(deleted)": the admin sees their trash entries, Kai (who
    // does not see the trash) only that they are deleted.
    let read = app
        .gql(Some(&admin), ISSUE, json!({ "id": issue }))
        .await
        .data("/node");
    assert_eq!(read["status"]["labelEn"], "Waiting");
    assert_eq!(read["status"]["labelJa"], "保留");
    assert_eq!(
        read["status"]["deleted"]["entry"],
        json!({ "typeName": "IssueStatus", "title": "Waiting" })
    );
    assert_eq!(read["categories"][0]["labelEn"], "Billing");
    assert_eq!(
        read["categories"][0]["deleted"]["entry"]["title"],
        "Billing"
    );
    let read = app
        .gql(Some(&kai), ISSUE, json!({ "id": issue }))
        .await
        .data("/node");
    assert_eq!(read["status"]["labelEn"], "Waiting");
    assert_eq!(read["status"]["deleted"], json!({ "entry": null }));
    // No issue newly takes a deleted status: a new issue in it is refused as not found.
    assert_eq!(
        app.gql(
            Some(&kai),
            "mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } } }",
            json!({ "input": { "title": "Another", "statusId": status_id } }),
        )
        .await
        .error_code()
        .as_deref(),
        Some("204.I001.002")
    );
    // Nor newly takes the deleted category ('Category not found').
    assert_eq!(
        app.gql(
            Some(&kai),
            "mutation($input: AssignIssueCategoryInput!) { assignIssueCategory(input: $input) { issue { id } } }",
            json!({ "input": { "id": other, "categoryId": category } }),
        )
        .await
        .error_code()
        .as_deref(),
        Some("204.D001.006")
    );
    // Both wait in the admin's trash and no one else's.
    let trash_of = |token: String| {
        let app = &app;
        async move {
            app.gql(
                Some(&token),
                TRASH,
                json!({ "types": ["IssueStatus", "IssueCategory"] }),
            )
            .await
            .data("/trash")
        }
    };
    let in_trash = trash_of(admin.clone()).await;
    assert_eq!(in_trash["totalCount"], 2);
    let titles: Vec<(&str, &str)> = in_trash["edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["node"]["typeName"].as_str().unwrap(),
                e["node"]["title"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        titles,
        [("IssueCategory", "Billing"), ("IssueStatus", "Waiting")]
    );
    assert_eq!(trash_of(kai.clone()).await["totalCount"], 0);
    assert_eq!(
        app.restore_node(&kai, &status_id)
            .await
            .error_code()
            .as_deref(),
        Some("102.X000.002")
    );

    // The admin restores the status: back in its list, in its place, and the issue reads it
    // live again.
    app.restore_node(&admin, &status_id)
        .await
        .data("/restoreNode");
    let restored = statuses(kai.clone()).await;
    assert_eq!(restored["totalCount"], count);
    assert_eq!(restored["edges"], before["edges"]);
    let back = restored["edges"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["node"]["labelEn"] == "Waiting")
        .unwrap();
    assert_eq!(back["node"]["position"], place);
    let read = app
        .gql(Some(&kai), ISSUE, json!({ "id": issue }))
        .await
        .data("/node");
    assert_eq!(read["status"]["deleted"], Value::Null);
    assert_eq!(
        app.restore_node(&admin, &status_id)
            .await
            .error_code()
            .as_deref(),
        Some("204.X000.007")
    );
    assert_eq!(
        app.history_labels(&admin, &status_id).await,
        ["Status created", "Deleted", "Restored"]
    );
    assert_eq!(
        app.history_labels_in(&admin, &status_id, "ja").await,
        ["ステータスを作成", "削除", "復元"]
    );
    assert_eq!(
        app.history_labels_in(&admin, &category, "ja").await,
        ["カテゴリーを作成", "削除"]
    );

    // The lists with their trashes (the category in its own) equal a fresh replay.
    let tables = [
        ("issue_statuses", "status_id"),
        ("issue_status_trash", "entity_id"),
        ("issue_categories", "category_id"),
        ("issue_category_trash", "entity_id"),
    ];
    let live = app.table_rows(&tables).await;
    assert!(live[1].1.is_empty(), "the status is back");
    assert_eq!(live[3].1.len(), 1, "the category waits in its trash");
    app.rebuild("issues").await;
    assert_eq!(app.table_rows(&tables).await, live);
}

/// Issue 35: agents deleted in bulk, each at the version it was shown at: the one archived
/// since is refused as stale and kept, the others go to the trash; one Undo brings them back. A
/// chat whose agent is in the trash reads on but takes no message (204.K001.006, in en and
/// ja) until the agent is restored; its history names the agent "(deleted)" meanwhile.
#[tokio::test]
async fn agents_deleted_in_bulk_refuse_the_stale_one_and_a_chat_with_a_deleted_agent_takes_no_message()
 {
    use super::bulk::{START, UNDO, ended};
    use staffhub_tests::llm::LoopbackLlm;
    const CREATE_AGENT: &str = "mutation($input: CreateAgentInput!) { createAgent(input: $input) { agent { id version } } }";
    const AGENTS: &str =
        "query { agents(filter: { keyword: \"bulk\" }) { totalCount edges { node { name } } } }";
    const SEND: &str = "mutation($input: SendChatMessageInput!) {
      sendChatMessage(input: $input) { message { id } } }";
    const ROOM_HISTORY: &str = "query($id: ID!) { history(id: $id) { edges { node {
      changes { field newText } } } } }";
    let llm = LoopbackLlm::start().await;
    let providers = format!("local=openai:{}/v1", llm.base_url());
    let app = staffhub_tests::spawn_app_with(move |config| {
        config.ai.providers = staffhub_api::ai::parse_providers(&providers, |_| None).unwrap();
    })
    .await;
    let admin = app.admin_token().await;
    let (_, kai) = staff(&app, &admin, "Kai").await;
    let model = super::chats::model(&app, &admin, "local", "m1", vec![]).await;
    let role = app
        .gql(
            Some(&admin),
            "mutation($input: CreateAgentRoleInput!) { createAgentRole(input: $input) { agentRole { id } } }",
            json!({ "input": { "name": "Scout", "roleCategoryId": 2 } }),
        )
        .await
        .data("/createAgentRole/agentRole/id");
    let mut shown = Vec::new();
    for name in ["bulk one", "bulk two", "bulk three"] {
        shown.push(
            app.gql(
                Some(&kai),
                CREATE_AGENT,
                json!({ "input": { "name": name, "description": "Finds things.",
                    "instruction": "Help.", "roleId": role, "emotionalLevel": 3,
                    "defaultAiModelId": model["id"], "defaultAiToolIds": [] } }),
            )
            .await
            .data("/createAgent/agent"),
        );
    }
    let room = app
        .gql(
            Some(&kai),
            "mutation($input: StartChatInput!) { startChat(input: $input) { chatRoom { id } } }",
            json!({ "input": { "message": "hi", "agentId": shown[0]["id"] } }),
        )
        .await
        .data("/startChat/chatRoom/id");
    // "bulk two" is archived after the list was shown: its item is stale.
    app.gql(
        Some(&kai),
        "mutation($id: ID!) { archiveAgent(input: { id: $id, archived: true }) { agent { id } } }",
        json!({ "id": shown[1]["id"] }),
    )
    .await
    .data("/archiveAgent");
    let items: Vec<Value> = shown
        .iter()
        .map(|a| json!({ "id": a["id"], "version": a["version"] }))
        .collect();
    let started = app
        .gql(
            Some(&kai),
            START,
            json!({ "input": { "type": "Agent", "items": items, "field": "delete" } }),
        )
        .await
        .data("/startBulkEdit/bulkEdit");
    let batch = ended(&app, &kai, &started["id"]).await;
    assert_eq!(
        (batch["changed"].clone(), batch["refused"].clone()),
        (json!(2), json!(1))
    );
    assert_eq!(batch["refusals"][0]["title"], "bulk two");
    assert_eq!(batch["refusals"][0]["reason"], "STALE");
    let trash = app
        .gql(Some(&kai), TRASH, json!({ "types": ["Agent"] }))
        .await
        .data("/trash");
    assert_eq!(trash["totalCount"], 2);
    let archived_kept = app
        .gql(
            Some(&kai),
            "query($id: ID!) { node(id: $id) { ... on Agent { name archived } } }",
            json!({ "id": shown[1]["id"] }),
        )
        .await
        .data("/node");
    assert_eq!(
        archived_kept,
        json!({ "name": "bulk two", "archived": true })
    );

    // The chat with "bulk one" reads on, but takes no message while its agent is deleted.
    let send = |language: &'static str| {
        let (app, kai, room) = (&app, &kai, room.clone());
        async move {
            app.gql_with_headers(
                Some(kai),
                SEND,
                json!({ "input": { "roomId": room, "message": "still there?" } }),
                &[("accept-language", language)],
            )
            .await
        }
    };
    let refused = send("en").await;
    assert_eq!(refused.error_code().as_deref(), Some("204.K001.006"));
    assert_eq!(
        refused.error_message(),
        "The agent is deleted; restore it from the trash to chat with it"
    );
    let refused = send("ja").await;
    assert_eq!(refused.error_code().as_deref(), Some("204.K001.006"));
    assert_eq!(
        refused.error_message(),
        "エージェントは削除されています。チャットするにはごみ箱から復元してください"
    );
    // The room's history names its agent "(deleted)".
    let history = app
        .gql(Some(&kai), ROOM_HISTORY, json!({ "id": room }))
        .await
        .data("/history")
        .to_string();
    assert!(history.contains("bulk one (deleted)"), "{history}");

    // One Undo brings both back; the chat takes a message again.
    app.gql(Some(&kai), UNDO, json!({ "id": started["id"] }))
        .await
        .data("/undoBulkEdit");
    let mut listed = 0;
    for _ in 0..200 {
        listed = app
            .gql(Some(&kai), AGENTS, json!({}))
            .await
            .data("/agents/totalCount")
            .as_i64()
            .unwrap();
        if listed == 2 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(
        listed, 2,
        "both deleted agents are back (the archived one is not listed)"
    );
    send("en").await.data("/sendChatMessage/message/id");
}
