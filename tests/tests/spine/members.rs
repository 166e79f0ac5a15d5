use serde_json::{Value, json};
use staffhub_tests::{TestApp, spawn_app, spawn_app_with};

const CREATE_EMPLOYEE: &str = "mutation($input: CreateEmployeeInput!) {
  createEmployee(input: $input) { employee { id name email active roles { roleId name } } } }";
const UPDATE_ROLES: &str = "mutation($input: UpdateEmployeeRolesInput!) {
  updateEmployeeRoles(input: $input) { employee { roles { roleId } } } }";
const CREATE_ROLE: &str = "mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId name roleCategoryId } } }";
const TASKS: &str = "{ tasks { totalCount } }";

async fn create_role(app: &TestApp, token: &str, name: &str, category: i32) -> i64 {
    let response = app
        .gql(
            Some(token),
            CREATE_ROLE,
            json!({ "input": { "name": name, "roleCategoryId": category } }),
        )
        .await;
    response.data("/createRole/role/roleId").as_i64().unwrap()
}

async fn create_member(
    app: &TestApp,
    token: &str,
    name: &str,
    email: &str,
    role_ids: Value,
) -> Value {
    let input = json!({ "name": name, "email": email, "password": "member password 1", "roleIds": role_ids });
    app.gql(Some(token), CREATE_EMPLOYEE, json!({ "input": input }))
        .await
        .data("/createEmployee/employee")
}

#[tokio::test]
async fn an_admin_creates_a_member_who_signs_in_and_sees_only_what_their_role_allows() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let engineer = create_role(&app, &admin, "Engineer", 2).await;
    let member = create_member(
        &app,
        &admin,
        "佐藤 花子",
        "hanako@staffhub.test",
        json!([engineer]),
    )
    .await;
    assert_eq!(member["active"], true);
    assert_eq!(
        member["roles"],
        json!([{ "roleId": engineer, "name": "Engineer" }])
    );

    let token = app
        .sign_in("hanako@staffhub.test", "member password 1")
        .await;
    assert!(
        app.gql(Some(&token), TASKS, json!({}))
            .await
            .error_code()
            .is_none(),
        "staff may list tasks"
    );
    let denied = app
        .gql(
            Some(&token),
            CREATE_EMPLOYEE,
            json!({ "input": { "name": "X", "email": "x@staffhub.test",
            "password": "whatever 123", "roleIds": [] } }),
        )
        .await;
    assert_eq!(denied.error_code().as_deref(), Some("102.X000.002"));
    assert_eq!(denied.error_message(), "Unauthorized");
}

#[tokio::test]
async fn a_role_change_takes_effect_without_signing_in_again() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let member = create_member(&app, &admin, "Bo", "bo@staffhub.test", json!([])).await;
    let token = app.sign_in("bo@staffhub.test", "member password 1").await;
    assert_eq!(
        app.gql(Some(&token), TASKS, json!({}))
            .await
            .error_code()
            .as_deref(),
        Some("102.X000.002")
    );

    let engineer = create_role(&app, &admin, "Engineer", 2).await;
    app.gql(
        Some(&admin),
        UPDATE_ROLES,
        json!({ "input": { "employeeId": member["id"], "roleIds": [engineer] } }),
    )
    .await
    .data("/updateEmployeeRoles");
    assert!(
        app.gql(Some(&token), TASKS, json!({}))
            .await
            .error_code()
            .is_none(),
        "the same token now works"
    );

    app.gql(
        Some(&admin),
        UPDATE_ROLES,
        json!({ "input": { "employeeId": member["id"], "roleIds": [] } }),
    )
    .await
    .data("/updateEmployeeRoles");
    assert_eq!(
        app.gql(Some(&token), TASKS, json!({}))
            .await
            .error_code()
            .as_deref(),
        Some("102.X000.002")
    );
}

#[tokio::test]
async fn role_assignment_rejects_duplicates_unknown_roles_no_change_and_the_last_admin_stepping_down()
 {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let engineer = create_role(&app, &admin, "Engineer", 2).await;
    let member = create_member(&app, &admin, "Bo", "bo@staffhub.test", json!([engineer])).await;
    let me = app
        .gql(Some(&admin), "{ profile { employeeId } }", json!({}))
        .await
        .data("/profile/employeeId");
    let before = app.event_count().await;
    let cases = [
        (
            member["id"].clone(),
            json!([engineer, engineer]),
            "204.M001.002",
            "Role assignment already exists",
        ),
        (
            member["id"].clone(),
            json!([999]),
            "204.M001.003",
            "Role not found",
        ),
        (
            member["id"].clone(),
            json!([engineer]),
            "204.X000.001",
            "The submitted data is identical to current information.",
        ),
        (
            me,
            json!([engineer]),
            "201.M001.001",
            "The last active admin must keep the Admin role",
        ),
    ];
    for (employee, roles, code, message) in cases {
        let response = app
            .gql(
                Some(&admin),
                UPDATE_ROLES,
                json!({ "input": { "employeeId": employee, "roleIds": roles } }),
            )
            .await;
        assert_eq!(
            response.error_code().as_deref(),
            Some(code),
            "{}",
            response.body
        );
        assert_eq!(response.error_message(), message);
    }
    assert_eq!(
        app.event_count().await,
        before,
        "a rejected command wrote an event"
    );
}

#[tokio::test]
async fn bad_member_input_gets_coded_translated_errors_and_writes_nothing() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    create_member(&app, &admin, "Bo", "bo@staffhub.test", json!([])).await;
    let before = app.event_count().await;
    let cases = [
        (
            json!({ "name": "", "email": "a@staffhub.test", "password": "password 123", "roleIds": [] }),
            "203.M001.001",
        ),
        (
            json!({ "name": "A", "email": "not-an-email", "password": "password 123", "roleIds": [] }),
            "203.M001.002",
        ),
        (
            json!({ "name": "A", "email": "a@staffhub.test", "password": "short", "roleIds": [] }),
            "203.M001.003",
        ),
        (
            json!({ "name": "A", "email": "BO@staffhub.test", "password": "password 123", "roleIds": [] }),
            "204.M001.001",
        ),
        (
            json!({ "name": "A", "email": "a@staffhub.test", "password": "password 123", "roleIds": [42] }),
            "204.M001.003",
        ),
    ];
    for (input, code) in cases {
        let response = app
            .gql_with_headers(
                Some(&admin),
                CREATE_EMPLOYEE,
                json!({ "input": input }),
                &[("accept-language", "ja")],
            )
            .await;
        assert_eq!(
            response.error_code().as_deref(),
            Some(code),
            "{input}: {}",
            response.body
        );
        assert!(
            !response.error_message().is_ascii(),
            "message is Japanese: {}",
            response.error_message()
        );
    }
    assert_eq!(app.event_count().await, before);
    // The rejected registrations gave their emails back.
    create_member(&app, &admin, "A", "a@staffhub.test", json!([])).await;
}

#[tokio::test]
async fn deactivation_ends_sessions_blocks_sign_in_and_hides_the_member_from_lists() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let member = create_member(&app, &admin, "Bo", "bo@staffhub.test", json!([])).await;
    let token = app.sign_in("bo@staffhub.test", "member password 1").await;
    let deactivate = "mutation($input: DeactivateEmployeeInput!) { deactivateEmployee(input: $input) { employee { active deactivatedAt } } }";
    let done = app
        .gql(
            Some(&admin),
            deactivate,
            json!({ "input": { "employeeId": member["id"] } }),
        )
        .await;
    assert_eq!(done.data("/deactivateEmployee/employee/active"), false);
    assert_eq!(
        app.gql(Some(&token), "{ profile { name } }", json!({}))
            .await
            .error_code()
            .as_deref(),
        Some("102.X000.001")
    );
    let sign_in = "mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }";
    let refused = app
        .gql(
            None,
            sign_in,
            json!({ "input": { "email": "bo@staffhub.test", "password": "member password 1" } }),
        )
        .await;
    assert_eq!(refused.error_code().as_deref(), Some("102.A001.001"));
    let list = "query($filter: EmployeeFilter) { employees(filter: $filter) { totalCount } }";
    assert_eq!(
        app.gql(Some(&admin), list, json!({}))
            .await
            .data("/employees/totalCount"),
        1
    );
    let all = app
        .gql(
            Some(&admin),
            list,
            json!({ "filter": { "includeDeactivated": true } }),
        )
        .await;
    assert_eq!(all.data("/employees/totalCount"), 2);
    let again = app
        .gql(
            Some(&admin),
            deactivate,
            json!({ "input": { "employeeId": member["id"] } }),
        )
        .await;
    assert_eq!(again.error_code().as_deref(), Some("204.M001.005"));
}

#[tokio::test]
async fn members_edit_their_own_profile_but_not_others_and_emails_stay_unique() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let bo = create_member(&app, &admin, "Bo", "bo@staffhub.test", json!([])).await;
    let cy = create_member(&app, &admin, "Cy", "cy@staffhub.test", json!([])).await;
    let token = app.sign_in("bo@staffhub.test", "member password 1").await;
    let update = "mutation($input: UpdateEmployeeInput!) { updateEmployee(input: $input) { employee { name email } } }";
    let own = app
        .gql(
            Some(&token),
            update,
            json!({ "input": { "employeeId": bo["id"], "expectedVersion": 1, "name": "Bo Builder",
        "email": "bo.builder@staffhub.test" } }),
        )
        .await;
    assert_eq!(
        own.data("/updateEmployee/employee"),
        json!({ "name": "Bo Builder", "email": "bo.builder@staffhub.test" })
    );
    app.sign_in("bo.builder@staffhub.test", "member password 1")
        .await;

    let other = app
        .gql(
            Some(&token),
            update,
            json!({ "input": { "employeeId": cy["id"], "expectedVersion": 1, "name": "Hacked",
        "email": "cy@staffhub.test" } }),
        )
        .await;
    assert_eq!(other.error_code().as_deref(), Some("102.X000.002"));
    let taken = app
        .gql(
            Some(&token),
            update,
            json!({ "input": { "employeeId": bo["id"], "expectedVersion": 2, "name": "Bo",
        "email": "cy@staffhub.test" } }),
        )
        .await;
    assert_eq!(taken.error_code().as_deref(), Some("204.M001.001"));
    let invalid = app
        .gql(
            Some(&token),
            update,
            json!({ "input": { "employeeId": bo["id"], "expectedVersion": 2, "name": "",
        "email": "bo.builder@staffhub.test" } }),
        )
        .await;
    assert_eq!(invalid.error_code().as_deref(), Some("203.M001.001"));
    // A rejected update leaves the sign-in email as it was.
    app.sign_in("bo.builder@staffhub.test", "member password 1")
        .await;
}

async fn upload_avatar(app: &TestApp, token: &str, employee: &Value, bytes: Vec<u8>) -> Value {
    let query = "mutation($input: ChangeEmployeeAvatarInput!) { changeEmployeeAvatar(input: $input) { employee { avatarUrl } } }";
    let operations = json!({ "query": query, "variables": { "input": { "employeeId": employee["id"], "file": null } } });
    let form = reqwest::multipart::Form::new()
        .text("operations", operations.to_string())
        .text("map", json!({ "0": ["variables.input.file"] }).to_string())
        .part(
            "0",
            reqwest::multipart::Part::bytes(bytes).file_name("me.png"),
        );
    let response = app
        .http
        .post(format!("{}/graphql", app.url))
        .header("access-token", token)
        .multipart(form)
        .send();
    response.await.unwrap().json().await.unwrap()
}

#[tokio::test]
async fn avatars_are_uploaded_and_checked_for_type_and_size() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let bo = create_member(&app, &admin, "Bo", "bo@staffhub.test", json!([])).await;
    let token = app.sign_in("bo@staffhub.test", "member password 1").await;
    let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
    png.extend_from_slice(&[7u8; 100]);
    let ok = upload_avatar(&app, &token, &bo, png.clone()).await;
    let url = ok["data"]["changeEmployeeAvatar"]["employee"]["avatarUrl"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(url.starts_with("/files/images/"), "{ok}");
    let served = app
        .http
        .get(format!("{}{url}", app.url))
        .send()
        .await
        .unwrap()
        .bytes()
        .await
        .unwrap();
    assert_eq!(served.to_vec(), png);

    let text = upload_avatar(&app, &token, &bo, b"plain text, not an image".to_vec()).await;
    assert_eq!(
        text["errors"][0]["extensions"]["code"], "203.F001.001",
        "{text}"
    );
    let mut huge = b"\x89PNG\r\n\x1a\n".to_vec();
    huge.resize(5 * 1024 * 1024 + 10, 0);
    let too_big = upload_avatar(&app, &token, &bo, huge).await;
    assert_eq!(
        too_big["errors"][0]["extensions"]["code"], "203.F001.002",
        "{too_big}"
    );
}

#[tokio::test]
async fn roles_have_unique_names_known_categories_and_the_admin_role_is_permanent() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let sales = create_role(&app, &admin, "Sales", 1).await;
    let dup = app
        .gql(
            Some(&admin),
            CREATE_ROLE,
            json!({ "input": { "name": " sales ", "roleCategoryId": 2 } }),
        )
        .await;
    assert_eq!(dup.error_code().as_deref(), Some("204.X000.005"));
    assert_eq!(dup.error_message(), "Name already exists");
    let admin_name = app
        .gql(
            Some(&admin),
            CREATE_ROLE,
            json!({ "input": { "name": "ADMIN", "roleCategoryId": 1 } }),
        )
        .await;
    assert_eq!(admin_name.error_code().as_deref(), Some("204.X000.005"));
    let category = app
        .gql(
            Some(&admin),
            CREATE_ROLE,
            json!({ "input": { "name": "Odd", "roleCategoryId": 3 } }),
        )
        .await;
    assert_eq!(category.error_code().as_deref(), Some("204.M001.006"));

    let rename =
        "mutation($input: RenameRoleInput!) { renameRole(input: $input) { role { name } } }";
    let renamed = app
        .gql(
            Some(&admin),
            rename,
            json!({ "input": { "roleId": sales, "name": "Sales & Marketing" } }),
        )
        .await;
    assert_eq!(renamed.data("/renameRole/role/name"), "Sales & Marketing");
    // The old name is free again.
    create_role(&app, &admin, "Sales", 1).await;

    let delete =
        "mutation($input: DeleteRoleInput!) { deleteRole(input: $input) { deletedRoleId } }";
    let permanent = app
        .gql(Some(&admin), delete, json!({ "input": { "roleId": 1 } }))
        .await;
    assert_eq!(permanent.error_code().as_deref(), Some("201.M001.002"));
    app.gql(
        Some(&admin),
        delete,
        json!({ "input": { "roleId": sales } }),
    )
    .await
    .data("/deleteRole");
    let roles = app
        .gql(
            Some(&admin),
            "{ roles { name } roleCategories { roleCategoryId name } }",
            json!({}),
        )
        .await;
    let names: Vec<&str> = roles.body["data"]["roles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, vec!["Admin", "Sales"]);
    let ja = app
        .gql_with_headers(
            Some(&admin),
            "{ roleCategories { roleCategoryId name } }",
            json!({}),
            &[("accept-language", "ja")],
        )
        .await;
    assert_eq!(
        ja.data("/roleCategories"),
        json!([{ "roleCategoryId": 1, "name": "管理" }, { "roleCategoryId": 2, "name": "実行" }])
    );
}

#[tokio::test]
async fn the_directory_filters_by_role_and_by_japanese_keyword() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let engineer = create_role(&app, &admin, "Engineer", 2).await;
    create_member(
        &app,
        &admin,
        "佐藤 花子",
        "hanako@staffhub.test",
        json!([engineer]),
    )
    .await;
    create_member(&app, &admin, "John Smith", "john@staffhub.test", json!([])).await;
    let list =
        "query($filter: EmployeeFilter) { employees(filter: $filter) { edges { node { name } } } }";
    let by_role = app
        .gql(
            Some(&admin),
            list,
            json!({ "filter": { "roleIds": [engineer] } }),
        )
        .await;
    assert_eq!(
        by_role.data("/employees/edges"),
        json!([{ "node": { "name": "佐藤 花子" } }])
    );
    let by_keyword = app
        .gql(
            Some(&admin),
            list,
            json!({ "filter": { "keyword": "花子" } }),
        )
        .await;
    assert_eq!(
        by_keyword.data("/employees/edges"),
        json!([{ "node": { "name": "佐藤 花子" } }])
    );
}

#[tokio::test]
async fn the_demo_seed_adds_everything_once_and_its_members_can_work() {
    // No email sender: the seed writes a completed job's queueing and deliveries one after
    // another, and a live sender taking a queued job in between would race it (`seed --demo`
    // runs before `serve`).
    let app = spawn_app_with(|config| config.mail.sender = false).await;
    let first = staffhub_api::seed::seed_demo(&app.pool).await.unwrap();
    assert_eq!(
        (
            first.roles_created,
            first.tags_created,
            first.employees_created,
            first.tasks_created,
            first.tasks_trashed
        ),
        (5, 8, 20, 60, 2)
    );
    assert_eq!(
        (
            first.organizations_created,
            first.projects_created,
            first.questions_created
        ),
        (27, 4, 10),
        "organizations in every stage, projects and questions (issue 13)"
    );
    assert_eq!(
        (
            first.document_categories_created,
            first.permission_categories_created,
            first.documents_created
        ),
        (5, 4, 14),
        "documents in every category and permission category (issue 14)"
    );
    assert_eq!(
        (
            first.issue_statuses_created,
            first.issue_categories_created,
            first.issues_created,
            first.issue_comments_created,
            first.issue_tasks_created
        ),
        (4, 5, 240, 477, 2),
        "issues in both languages with comments, two of them converted to tasks (issue 15)"
    );
    assert_eq!(
        (first.applications_created, first.application_nodes_created),
        (7, 266),
        "applications of every demo project with their page and requirement trees (issue 16)"
    );
    assert_eq!(
        (
            first.workflow_templates_created,
            first.workflow_instances_created
        ),
        (6, 10),
        "workflow templates in both languages and instances in every state (issue 20)"
    );
    let second = staffhub_api::seed::seed_demo(&app.pool).await.unwrap();
    assert_eq!(
        second,
        staffhub_api::seed::SeedReport::default(),
        "a second run adds nothing"
    );

    let mut conn = app.pool.acquire().await.unwrap();
    let head = staffhub_journal::head_position(&mut conn)
        .await
        .unwrap()
        .unwrap();
    assert!(app.server.state.hub.wait_until_visible("Task", head).await);
    assert!(
        app.server
            .state
            .hub
            .wait_until_visible("Employee", head)
            .await
    );
    assert!(
        app.server
            .state
            .hub
            .wait_until_visible("ApplicationNode", head)
            .await
    );
    assert!(
        app.server
            .state
            .hub
            .wait_until_visible("WorkflowInstance", head)
            .await
    );
    // Every state of an instance (issue 20): completed, archived, waiting for an approver,
    // back with its owner after a rejection, overdue, with AI steps, and one still on the
    // version of "Purchase approval" before its edit.
    let workflows: (i64, i64, i64, i64, i64, i64, i64, i64) = sqlx::query_as(
        "SELECT (SELECT count(*) FROM workflow_templates),
                count(*) FILTER (WHERE i.progress = 2),
                count(*) FILTER (WHERE i.progress = 3),
                count(*) FILTER (WHERE i.progress = 1 AND i.waiting_for = 2),
                count(*) FILTER (WHERE i.progress = 1 AND i.waiting_for = 1),
                count(*) FILTER (WHERE i.overdue),
                count(*) FILTER (WHERE jsonb_array_length(i.state->'generations') > 0),
                count(*) FILTER (WHERE i.template_version < t.version)
         FROM workflow_instances i JOIN workflow_templates t USING (template_id)",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(workflows, (6, 1, 1, 2, 6, 1, 1, 3), "{workflows:?}");
    let emma = app
        .sign_in(
            "emma.johnson@demo.staffhub.local",
            staffhub_api::seed::DEMO_PASSWORD,
        )
        .await;
    let waiting = app
        .gql(
            Some(&emma),
            "{ workflowInstances(filter: { waitingForMe: true }) {
                edges { node { name currentStep { approvalDocument { document { title } } } } } } }",
            json!({}),
        )
        .await;
    let mut waiting: Vec<(String, String)> = waiting
        .data("/workflowInstances/edges")
        .as_array()
        .unwrap()
        .iter()
        .map(|edge| {
            let node = &edge["node"];
            let document = &node["currentStep"]["approvalDocument"]["document"]["title"];
            (
                node["name"].as_str().unwrap().to_owned(),
                document.to_string(),
            )
        })
        .collect();
    waiting.sort();
    assert_eq!(
        waiting,
        vec![
            (
                "問い合わせ窓口：月額プランの年間契約".to_owned(),
                "\"提案書：問い合わせ窓口の刷新\"".to_owned()
            ),
            (
                "株式会社ミナト 業務委託契約の更新".to_owned(),
                "\"株式会社ミナト 業務委託契約書\"".to_owned()
            ),
        ],
        "a manager decides the pending approvals, reading their documents"
    );
    let (nodes, partly_done): (i64, i64) = sqlx::query_as(
        "SELECT (SELECT count(*) FROM application_nodes),
                (SELECT count(*) FROM application_list
                 WHERE page_completed > 0 AND page_completed < page_total)",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    assert_eq!(nodes, 266);
    assert!(partly_done >= 4, "progress bars show partial completion");
    let token = app
        .sign_in(
            "hanako.sato@demo.staffhub.local",
            staffhub_api::seed::DEMO_PASSWORD,
        )
        .await;
    let seen = app
        .gql(
            Some(&token),
            "{ tasks { totalCount } employees { totalCount } roles { name } }",
            json!({}),
        )
        .await;
    assert_eq!(
        seen.data("/tasks/totalCount"),
        62,
        "60 tasks and 2 converted from issues"
    );
    assert_eq!(seen.data("/employees/totalCount"), 20);
    let mut statuses: Vec<i64> =
        sqlx::query_scalar("SELECT DISTINCT status_id::bigint FROM task_list")
            .fetch_all(&app.pool)
            .await
            .unwrap();
    statuses.sort_unstable();
    assert_eq!(
        statuses,
        vec![1, 2, 3, 4],
        "tasks are spread over every status"
    );
}

#[tokio::test]
async fn a_stale_profile_save_is_refused_and_leaves_the_sign_in_email_as_it_was() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let bo = create_member(&app, &admin, "Bo", "bo@staffhub.test", json!([])).await;
    let update = "mutation($input: UpdateEmployeeInput!) { updateEmployee(input: $input) {
        employee { name email version } } }";
    let first = app
        .gql(
            Some(&admin),
            update,
            json!({ "input": { "employeeId": bo["id"], "expectedVersion": 1, "name": "Bo Builder",
                "email": "bo@staffhub.test" } }),
        )
        .await;
    assert_eq!(first.data("/updateEmployee/employee/version"), 2);
    // A form opened at version 1 saves a new email: refused, nothing written.
    let stale = app
        .gql(
            Some(&admin),
            update,
            json!({ "input": { "employeeId": bo["id"], "expectedVersion": 1, "name": "Bo",
                "email": "bo.new@staffhub.test" } }),
        )
        .await;
    assert_eq!(
        stale.error_code().as_deref(),
        Some("204.X000.004"),
        "{}",
        stale.body
    );
    app.sign_in("bo@staffhub.test", "member password 1").await;
    // The email it tried is free for someone else.
    create_member(&app, &admin, "Cy", "bo.new@staffhub.test", json!([])).await;
}

// ----- Issue 37 §1: references that break -----

const DELETE_ROLE: &str =
    "mutation($input: DeleteRoleInput!) { deleteRole(input: $input) { deletedRoleId } }";
const RESTORE_ROLE: &str = "mutation($input: RestoreRoleInput!) {
  restoreRole(input: $input) { role { roleId name roleCategoryId deleted memberCount } } }";
const DEPENDENTS: &str = "{ roles { roleId dependents { members documents permissionCategories
  workflowTemplates workflowInstances total } } }";

/// The role's dependents as the roles list shows them to an admin.
async fn dependents_of(app: &TestApp, admin: &str, role_id: i64) -> Value {
    let roles = app
        .gql(Some(admin), DEPENDENTS, json!({}))
        .await
        .data("/roles");
    roles
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["roleId"] == role_id)
        .map(|r| r["dependents"].clone())
        .expect("the role is listed")
}

/// Deleting `role_id` is refused as in use, with `dependents` in the error's extensions.
async fn refused_in_use(app: &TestApp, admin: &str, role_id: i64, dependents: Value) {
    let refused = app
        .gql(
            Some(admin),
            DELETE_ROLE,
            json!({ "input": { "roleId": role_id } }),
        )
        .await;
    assert_eq!(refused.error_code().as_deref(), Some("201.M001.003"));
    assert_eq!(refused.error_message(), "Role is in use");
    assert_eq!(
        refused.body["errors"][0]["extensions"]["dependents"], dependents,
        "{:?}",
        refused.body
    );
}

fn counts(members: i64, documents: i64, categories: i64, templates: i64, instances: i64) -> Value {
    json!({ "members": members, "documents": documents, "permissionCategories": categories,
            "workflowTemplates": templates, "workflowInstances": instances })
}

#[tokio::test]
async fn a_role_that_members_documents_or_workflows_depend_on_is_not_deleted_and_each_is_counted() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let reviewer = create_role(&app, &admin, "Reviewer", 2).await;
    let with = |total: i64, counts: Value| {
        let mut all = counts;
        all["total"] = json!(total);
        all
    };

    // A member holds it.
    let mia = create_member(&app, &admin, "Mia", "mia@staffhub.test", json!([reviewer])).await;
    assert_eq!(
        dependents_of(&app, &admin, reviewer).await,
        with(1, counts(1, 0, 0, 0, 0))
    );
    refused_in_use(&app, &admin, reviewer, counts(1, 0, 0, 0, 0)).await;
    let ja = app
        .gql_with_headers(
            Some(&admin),
            DELETE_ROLE,
            json!({ "input": { "roleId": reviewer } }),
            &[("accept-language", "ja")],
        )
        .await;
    assert_eq!(ja.error_message(), "このロールは使用中です");
    app.gql(
        Some(&admin),
        UPDATE_ROLES,
        json!({ "input": { "employeeId": mia["id"], "roleIds": [] } }),
    )
    .await
    .data("/updateEmployeeRoles");

    // A document assigns it.
    let document = app
        .gql(
            Some(&admin),
            "mutation($input: CreateDocumentInput!) { createDocument(input: $input) { document { id } } }",
            json!({ "input": { "title": "Review checklist" } }),
        )
        .await
        .data("/createDocument/document/id");
    let assign = "mutation($input: AssignDocumentRoleInput!) { assignDocumentRole(input: $input) { document { id } } }";
    let unassign = "mutation($input: UnassignDocumentRoleInput!) { unassignDocumentRole(input: $input) { document { id } } }";
    app.gql(
        Some(&admin),
        assign,
        json!({ "input": { "id": document, "roleId": reviewer, "accessId": 1 } }),
    )
    .await
    .data("/assignDocumentRole");
    refused_in_use(&app, &admin, reviewer, counts(0, 1, 0, 0, 0)).await;
    app.gql(
        Some(&admin),
        unassign,
        json!({ "input": { "id": document, "roleId": reviewer } }),
    )
    .await
    .data("/unassignDocumentRole");

    // A permission category assigns it.
    let category = app
        .gql(
            Some(&admin),
            "mutation($input: CreatePermissionCategoryInput!) { createPermissionCategory(input: $input) { permissionCategory { id } } }",
            json!({ "input": { "name": "Reviews", "roleAssignments": [{ "roleId": reviewer, "accessId": 2 }] } }),
        )
        .await
        .data("/createPermissionCategory/permissionCategory/id");
    refused_in_use(&app, &admin, reviewer, counts(0, 0, 1, 0, 0)).await;
    app.gql(
        Some(&admin),
        "mutation($input: UnassignPermissionCategoryRoleInput!) { unassignPermissionCategoryRole(input: $input) { permissionCategory { id } } }",
        json!({ "input": { "id": category, "roleId": reviewer } }),
    )
    .await
    .data("/unassignPermissionCategoryRole");

    // A template's step and a running instance's step approve it.
    let template = app
        .gql(
            Some(&admin),
            "mutation($input: CreateWorkflowTemplateInput!) { createWorkflowTemplate(input: $input) { workflowTemplate { id } } }",
            json!({ "input": { "name": "Purchase", "steps": [
                { "name": "Draft" },
                { "name": "Review", "approverRoleId": reviewer }
            ] } }),
        )
        .await
        .data("/createWorkflowTemplate/workflowTemplate/id");
    let instance = app
        .gql(
            Some(&admin),
            "mutation($input: StartWorkflowInstanceInput!) { startWorkflowInstance(input: $input) { workflowInstance { id steps { key } } } }",
            json!({ "input": { "templateId": template } }),
        )
        .await
        .data("/startWorkflowInstance/workflowInstance");
    refused_in_use(&app, &admin, reviewer, counts(0, 0, 0, 1, 1)).await;
    app.gql(
        Some(&admin),
        "mutation($input: ArchiveWorkflowTemplateInput!) { archiveWorkflowTemplate(input: $input) { workflowTemplate { id } } }",
        json!({ "input": { "id": template, "archived": true } }),
    )
    .await
    .data("/archiveWorkflowTemplate");
    refused_in_use(&app, &admin, reviewer, counts(0, 0, 0, 0, 1)).await;
    // A manager's override takes the role off the running step.
    app.gql(
        Some(&admin),
        "mutation($input: ReassignWorkflowStepApproverInput!) { reassignWorkflowStepApprover(input: $input) { workflowInstance { id } } }",
        json!({ "input": { "instanceId": instance["id"], "stepKey": instance["steps"][1]["key"],
                           "approverRoleId": null, "reason": "Reviews are retired." } }),
    )
    .await
    .data("/reassignWorkflowStepApprover");
    assert_eq!(
        dependents_of(&app, &admin, reviewer).await,
        with(0, counts(0, 0, 0, 0, 0))
    );
    app.gql(
        Some(&admin),
        DELETE_ROLE,
        json!({ "input": { "roleId": reviewer } }),
    )
    .await
    .data("/deleteRole");

    // Only an admin asks what depends on a role.
    let staff = app.sign_in("mia@staffhub.test", "member password 1").await;
    let denied = app
        .gql(
            Some(&staff),
            "{ roles { roleId dependents { total } } }",
            json!({}),
        )
        .await;
    assert_eq!(denied.error_code().as_deref(), Some("102.X000.002"));
}

#[tokio::test]
async fn a_deleted_role_is_listed_as_deleted_named_where_records_refer_to_it_and_restored_once() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let auditor = create_role(&app, &admin, "Auditor", 1).await;
    app.gql(
        Some(&admin),
        DELETE_ROLE,
        json!({ "input": { "roleId": auditor } }),
    )
    .await
    .data("/deleteRole");
    let lists = app
        .gql(
            Some(&admin),
            "{ roles { name } deletedRoles { roleId name deleted } }",
            json!({}),
        )
        .await;
    assert_eq!(lists.data("/roles"), json!([{ "name": "Admin" }]));
    assert_eq!(
        lists.data("/deletedRoles"),
        json!([{ "roleId": auditor, "name": "Auditor", "deleted": true }])
    );
    // The name is free while the role is deleted: a new role takes it, and the old one
    // cannot come back under it.
    let other = create_role(&app, &admin, "auditor", 2).await;
    let taken = app
        .gql(
            Some(&admin),
            RESTORE_ROLE,
            json!({ "input": { "roleId": auditor } }),
        )
        .await;
    assert_eq!(taken.error_code().as_deref(), Some("204.X000.005"));
    app.gql(
        Some(&admin),
        DELETE_ROLE,
        json!({ "input": { "roleId": other } }),
    )
    .await
    .data("/deleteRole");
    let restored = app
        .gql(
            Some(&admin),
            RESTORE_ROLE,
            json!({ "input": { "roleId": auditor } }),
        )
        .await
        .data("/restoreRole/role");
    assert_eq!(
        restored,
        json!({ "roleId": auditor, "name": "Auditor", "roleCategoryId": 1, "deleted": false,
                "memberCount": 0 })
    );
    let again = app
        .gql_with_headers(
            Some(&admin),
            RESTORE_ROLE,
            json!({ "input": { "roleId": auditor } }),
            &[("accept-language", "ja")],
        )
        .await;
    assert_eq!(again.error_code().as_deref(), Some("201.M001.004"));
    assert_eq!(again.error_message(), "このロールは削除されていません");
    let unknown = app
        .gql(
            Some(&admin),
            RESTORE_ROLE,
            json!({ "input": { "roleId": 999 } }),
        )
        .await;
    assert_eq!(unknown.error_code().as_deref(), Some("204.M001.003"));
    // The restored role is assignable again; the one deleted since is not.
    let member = create_member(&app, &admin, "Ren", "ren@staffhub.test", json!([auditor])).await;
    assert_eq!(
        member["roles"],
        json!([{ "roleId": auditor, "name": "Auditor" }])
    );
    let gone = app
        .gql(
            Some(&admin),
            UPDATE_ROLES,
            json!({ "input": { "employeeId": member["id"], "roleIds": [auditor, other] } }),
        )
        .await;
    assert_eq!(gone.error_code().as_deref(), Some("204.M001.003"));

    // Restoring is the admin's.
    let staff = app.sign_in("ren@staffhub.test", "member password 1").await;
    let denied = app
        .gql(
            Some(&staff),
            RESTORE_ROLE,
            json!({ "input": { "roleId": other } }),
        )
        .await;
    assert_eq!(denied.error_code().as_deref(), Some("102.X000.002"));

    // The read model equals a fresh replay of the journal.
    let tables = [
        ("role_directory", "role_id"),
        ("employee_directory", "employee_id"),
    ];
    let before = app.table_rows(&tables).await;
    app.rebuild("members").await;
    assert_eq!(before, app.table_rows(&tables).await);
}

#[tokio::test]
async fn a_deactivated_member_is_reactivated_signs_in_again_and_keeps_their_roles() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let clerk = create_role(&app, &admin, "Clerk", 2).await;
    let member = create_member(&app, &admin, "Bo", "bo@staffhub.test", json!([clerk])).await;
    let deactivate = "mutation($input: DeactivateEmployeeInput!) { deactivateEmployee(input: $input) { employee { active } } }";
    let reactivate = "mutation($input: ReactivateEmployeeInput!) { reactivateEmployee(input: $input) { employee { active deactivatedAt roles { roleId } } } }";
    let active = app
        .gql(
            Some(&admin),
            reactivate,
            json!({ "input": { "employeeId": member["id"] } }),
        )
        .await;
    assert_eq!(active.error_code().as_deref(), Some("201.M001.005"));
    assert_eq!(active.error_message(), "Employee is active");
    app.gql(
        Some(&admin),
        deactivate,
        json!({ "input": { "employeeId": member["id"] } }),
    )
    .await
    .data("/deactivateEmployee");
    // While deactivated, nothing can be assigned to them.
    let task = "mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } } }";
    let refused = app
        .gql(
            Some(&admin),
            task,
            json!({ "input": { "title": "Count the stock", "assigneeId": member["id"] } }),
        )
        .await;
    assert!(refused.error_code().is_some(), "{:?}", refused.body);

    let back = app
        .gql(
            Some(&admin),
            reactivate,
            json!({ "input": { "employeeId": member["id"] } }),
        )
        .await
        .data("/reactivateEmployee/employee");
    assert_eq!(
        back,
        json!({ "active": true, "deactivatedAt": null, "roles": [{ "roleId": clerk }] })
    );
    let token = app.sign_in("bo@staffhub.test", "member password 1").await;
    assert_eq!(
        app.gql(
            Some(&token),
            "{ profile { name roles { roleId } } }",
            json!({})
        )
        .await
        .data("/profile"),
        json!({ "name": "Bo", "roles": [{ "roleId": clerk }] })
    );
    app.gql(
        Some(&admin),
        task,
        json!({ "input": { "title": "Count the stock", "assigneeId": member["id"] } }),
    )
    .await
    .data("/createTask/task/id");
    let staff = app
        .gql(
            Some(&token),
            reactivate,
            json!({ "input": { "employeeId": member["id"] } }),
        )
        .await;
    assert_eq!(staff.error_code().as_deref(), Some("102.X000.002"));

    // History reads both in Japanese.
    let labels = app.history_labels_in(&admin, &member["id"], "ja").await;
    assert!(labels.iter().any(|l| l == "従業員を無効化"), "{labels:?}");
    assert!(labels.iter().any(|l| l == "従業員を再有効化"), "{labels:?}");

    let tables = [("employee_directory", "employee_id")];
    let before = app.table_rows(&tables).await;
    app.rebuild("members").await;
    assert_eq!(before, app.table_rows(&tables).await);
}

#[tokio::test]
async fn an_admin_is_told_what_a_deactivation_leaves_behind() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let approver = create_role(&app, &admin, "Approver", 2).await;
    let shared = create_role(&app, &admin, "Shared approver", 2).await;
    let ida = create_member(
        &app,
        &admin,
        "Ida",
        "ida@staffhub.test",
        json!([approver, shared]),
    )
    .await;
    create_member(&app, &admin, "Jo", "jo@staffhub.test", json!([shared])).await;
    let ida_token = app.sign_in("ida@staffhub.test", "member password 1").await;
    for title in ["Order paper", "Call the bank"] {
        app.gql(
            Some(&admin),
            "mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } } }",
            json!({ "input": { "title": title, "assigneeId": ida["id"] } }),
        )
        .await
        .data("/createTask/task/id");
    }
    let template = app
        .gql(
            Some(&admin),
            "mutation($input: CreateWorkflowTemplateInput!) { createWorkflowTemplate(input: $input) { workflowTemplate { id } } }",
            json!({ "input": { "name": "Expense", "steps": [
                { "name": "Approve", "approverRoleId": approver },
                { "name": "Check", "approverRoleId": shared }
            ] } }),
        )
        .await
        .data("/createWorkflowTemplate/workflowTemplate/id");
    app.gql(
        Some(&ida_token),
        "mutation($input: StartWorkflowInstanceInput!) { startWorkflowInstance(input: $input) { workflowInstance { id } } }",
        json!({ "input": { "templateId": template } }),
    )
    .await
    .data("/startWorkflowInstance/workflowInstance/id");
    let query = "query($id: ID!) { node(id: $id) { ... on Employee { dependents {
        openTasks assignedIssues workflowInstances soleApproverRoles { roleId name } } } } }";
    let dependents = app
        .gql(Some(&admin), query, json!({ "id": ida["id"] }))
        .await
        .data("/node/dependents");
    assert_eq!(
        dependents,
        json!({ "openTasks": 2, "assignedIssues": 0, "workflowInstances": 1,
                "soleApproverRoles": [{ "roleId": approver, "name": "Approver" }] })
    );
    let denied = app
        .gql(Some(&ida_token), query, json!({ "id": ida["id"] }))
        .await;
    assert_eq!(denied.error_code().as_deref(), Some("102.X000.002"));
}

/// Issue 37 §4: the built-in Admin role reads in the reader's language wherever a role's name
/// is shown (the role list, a signed-in profile), and a role an admin named reads as written.
#[tokio::test]
async fn the_built_in_admin_role_reads_in_japanese_on_ja_and_other_roles_as_written() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    create_role(&app, &admin, "Sales", 1).await;
    let query = "{ roles { roleId name } profile { roles { roleId name } } }";
    let english = app.gql(Some(&admin), query, json!({})).await;
    let japanese = app
        .gql_with_headers(Some(&admin), query, json!({}), &[("accept-language", "ja")])
        .await;
    let names = |response: &staffhub_tests::GqlResponse, path: &str| -> Vec<String> {
        response
            .data(path)
            .as_array()
            .expect("a list")
            .iter()
            .map(|role| role["name"].as_str().unwrap_or_default().to_owned())
            .collect()
    };
    assert_eq!(
        names(&english, "/roles"),
        ["Admin", "Sales"],
        "{}",
        english.body
    );
    assert_eq!(
        names(&japanese, "/roles"),
        ["管理者", "Sales"],
        "{}",
        japanese.body
    );
    assert_eq!(
        names(&english, "/profile/roles"),
        ["Admin"],
        "{}",
        english.body
    );
    assert_eq!(
        names(&japanese, "/profile/roles"),
        ["管理者"],
        "{}",
        japanese.body
    );
}

// ----- Issue 37 §3: two admins, one member -----

#[tokio::test]
async fn a_role_change_from_an_older_version_is_refused_and_the_other_admins_roles_stay() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let sales = create_role(&app, &admin, "Sales", 2).await;
    let support = create_role(&app, &admin, "Support", 2).await;
    let bo = create_member(&app, &admin, "Bo", "bo@staffhub.test", json!([])).await;
    let update = "mutation($input: UpdateEmployeeRolesInput!) {
        updateEmployeeRoles(input: $input) { employee { version roles { roleId } } } }";
    // Both admins opened Bo's page at version 1; the first saves Sales.
    let first = app
        .gql(
            Some(&admin),
            update,
            json!({ "input": { "employeeId": bo["id"], "roleIds": [sales], "expectedVersion": 1 } }),
        )
        .await;
    assert_eq!(first.data("/updateEmployeeRoles/employee/version"), 2);
    // The second, still at version 1, saves Support: refused, nothing overwritten.
    let stale = app
        .gql(
            Some(&admin),
            update,
            json!({ "input": { "employeeId": bo["id"], "roleIds": [support], "expectedVersion": 1 } }),
        )
        .await;
    assert_eq!(
        stale.error_code().as_deref(),
        Some("204.X000.004"),
        "{}",
        stale.body
    );
    let roles = app
        .gql(
            Some(&admin),
            "query($id: ID!) { node(id: $id) { ... on Employee { roles { roleId } } } }",
            json!({ "id": bo["id"] }),
        )
        .await
        .data("/node/roles");
    assert_eq!(roles, json!([{ "roleId": sales }]));
    // From the version it now shows, the second admin's save goes through.
    let again = app
        .gql(
            Some(&admin),
            update,
            json!({ "input": { "employeeId": bo["id"], "roleIds": [sales, support], "expectedVersion": 2 } }),
        )
        .await;
    assert_eq!(again.data("/updateEmployeeRoles/employee/version"), 3);
}

#[tokio::test]
async fn a_live_member_list_is_told_by_the_lists_own_sql_whether_a_changed_member_is_in_it() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let sales = create_role(&app, &admin, "Sales", 2).await;
    let mut ws =
        staffhub_tests::Subscription::connect(&app.ws_url(), json!({ "accessToken": admin }))
            .await
            .unwrap();
    // Active members holding Sales.
    ws.subscribe(
        "m",
        "subscription($filter: EmployeeFilter) {
           employeesChanged(filter: $filter) { kind id matches employee { name active } } }",
        json!({ "filter": { "roleIds": [sales] } }),
    )
    .await;
    let mut heard = None;
    for i in 0..20 {
        let member = create_member(
            &app,
            &admin,
            &format!("Seller {i}"),
            &format!("seller{i}@staffhub.test"),
            json!([sales]),
        )
        .await;
        if let Some(next) = ws
            .next_data("m", std::time::Duration::from_millis(500))
            .await
        {
            heard = Some((member, next));
            break;
        }
    }
    let (seller, first) = heard.expect("the subscription is live");
    let first = first["data"]["employeesChanged"].clone();
    assert_eq!(first["kind"], "CREATED");
    assert_eq!(first["id"], seller["id"]);
    assert_eq!(first["matches"], true, "{first}");
    while ws
        .next_data("m", std::time::Duration::from_millis(200))
        .await
        .is_some()
    {}

    let clerk = create_member(&app, &admin, "Clerk", "clerk@staffhub.test", json!([])).await;
    let told = ws.notice_about("m", "employeesChanged", &clerk["id"]).await;
    assert_eq!(told["matches"], false, "no Sales role: {told}");

    // Deactivated: the seller leaves the list of active members.
    app.gql(
        Some(&admin),
        "mutation($input: DeactivateEmployeeInput!) { deactivateEmployee(input: $input) { employee { active } } }",
        json!({ "input": { "employeeId": seller["id"] } }),
    )
    .await
    .data("/deactivateEmployee/employee/active");
    let gone = ws
        .notice_about("m", "employeesChanged", &seller["id"])
        .await;
    assert_eq!(gone["kind"], "UPDATED");
    assert_eq!(gone["matches"], false, "deactivated: {gone}");
    assert_eq!(gone["employee"]["active"], false);
}

#[tokio::test]
async fn role_pickers_hear_the_roles_as_they_are_then_every_role_created_or_renamed() {
    use staffhub_tests::Subscription;
    use std::time::Duration;

    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let mut ws = Subscription::connect(&app.ws_url(), json!({ "accessToken": admin }))
        .await
        .unwrap();
    ws.subscribe(
        "roles",
        "subscription { rolesChanged { roleId name memberCount } }",
        json!({}),
    )
    .await;
    let names = |message: Value| -> Vec<String> {
        message["data"]["rolesChanged"]
            .as_array()
            .unwrap_or_else(|| panic!("the roles: {message}"))
            .iter()
            .map(|role| role["name"].as_str().unwrap().to_owned())
            .collect()
    };
    // The first message is the list as it is: a screen that (re)subscribes is up to date.
    let first = ws
        .next_data("roles", Duration::from_secs(10))
        .await
        .expect("the roles as they are");
    assert_eq!(names(first), ["Admin"]);

    let sales = app
        .gql(
            Some(&admin),
            "mutation { createRole(input: { name: \"Sales\", roleCategoryId: 2 }) { role { roleId version } } }",
            json!({}),
        )
        .await
        .data("/createRole/role");
    let heard = ws
        .next_data("roles", Duration::from_secs(10))
        .await
        .expect("a new role is heard");
    assert_eq!(names(heard), ["Admin", "Sales"]);

    app.gql(
        Some(&admin),
        "mutation($input: RenameRoleInput!) { renameRole(input: $input) { role { name } } }",
        json!({ "input": { "roleId": sales["roleId"], "name": "Sales team" } }),
    )
    .await
    .data("/renameRole");
    let heard = ws
        .next_data("roles", Duration::from_secs(10))
        .await
        .expect("a renamed role is heard");
    assert_eq!(names(heard), ["Admin", "Sales team"]);

    // An employee given the role moves its member count, which every picker hears; a change
    // of theirs that moves no count (their roles saved as they were) tells nothing.
    let count = |message: &Value, name: &str| {
        message["data"]["rolesChanged"]
            .as_array()
            .unwrap()
            .iter()
            .find(|role| role["name"] == name)
            .map(|role| role["memberCount"].clone())
    };
    let mio = app
        .create_employee(
            "Mio",
            "mio@staffhub.test",
            "roles password 1",
            vec![sales["roleId"].as_i64().unwrap() as i32],
        )
        .await;
    let heard = ws
        .next_data("roles", Duration::from_secs(10))
        .await
        .expect("the count is heard");
    assert_eq!(count(&heard, "Sales team"), Some(json!(1)));
    let mio = json!(staffhub_api::graphql::ids::encode("Employee", mio).0);
    app.gql(
        Some(&admin),
        "mutation($input: UpdateEmployeeRolesInput!) { updateEmployeeRoles(input: $input) { employee { id } } }",
        json!({ "input": { "employeeId": mio, "roleIds": [] } }),
    )
    .await
    .data("/updateEmployeeRoles");
    let heard = ws
        .next_data("roles", Duration::from_secs(10))
        .await
        .expect("the lower count is heard");
    assert_eq!(count(&heard, "Sales team"), Some(json!(0)));
    app.gql(
        Some(&admin),
        "mutation($input: DeactivateEmployeeInput!) { deactivateEmployee(input: $input) { employee { active } } }",
        json!({ "input": { "employeeId": mio } }),
    )
    .await
    .data("/deactivateEmployee");
    assert!(
        ws.next_data("roles", Duration::from_secs(1))
            .await
            .is_none(),
        "no count moved: nothing to tell"
    );
}
