//! Projects and questions (issue 13), through the real server: the three scopes, the status
//! path processing → answered → closed, and row-level access to a project's questions.

use serde_json::{Value, json};
use staffhub_tests::{TestApp, spawn_app};

const CREATE_PROJECT: &str = "mutation($input: CreateProjectInput!) {
  createProject(input: $input) { project { id name statusId version employees { name }
    organizations { name } } } }";
const ASK: &str = "mutation($input: AskQuestionInput!) {
  askQuestion(input: $input) { question { id scope statusId title asker { name }
    organization { name } viewerCanManage } } }";
const ANSWER: &str = "mutation($input: AnswerQuestionInput!) {
  answerQuestion(input: $input) { question { statusId answer answeredBy { name } } } }";
const CLOSE: &str = "mutation($input: CloseQuestionInput!) {
  closeQuestion(input: $input) { question { statusId } } }";
const REOPEN: &str = "mutation($input: ReopenQuestionInput!) {
  reopenQuestion(input: $input) { question { statusId answer } } }";
const LIST: &str = "query($filter: QuestionFilter) {
  questions(filter: $filter) { totalCount edges { node { title scope } } } }";

async fn staff_role(app: &TestApp, admin: &str) -> i32 {
    app.gql(
        Some(admin),
        "mutation { createRole(input: { name: \"Engineer\", roleCategoryId: 2 }) { role { roleId } } }",
        json!({}),
    )
    .await
    .data("/createRole/role/roleId")
    .as_i64()
    .unwrap() as i32
}

fn titles(list: &Value) -> Vec<String> {
    let mut titles: Vec<String> = list["edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["node"]["title"].as_str().unwrap().to_owned())
        .collect();
    titles.sort();
    titles
}

#[tokio::test]
async fn a_question_is_asked_answered_closed_and_reopened_and_the_same_status_is_refused() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let question = app
        .gql(
            Some(&token),
            ASK,
            json!({ "input": { "scope": "INTERNAL", "title": "Where is the VPN guide?", "body": "**Thanks**" } }),
        )
        .await
        .data("/askQuestion/question");
    assert_eq!(question["statusId"], 3, "processing");
    assert_eq!(question["asker"]["name"], "Ada Admin");
    assert_eq!(question["viewerCanManage"], true);
    let id = question["id"].clone();
    let answered = app
        .gql(
            Some(&token),
            ANSWER,
            json!({ "input": { "id": id, "answer": "In the IT handbook." } }),
        )
        .await
        .data("/answerQuestion/question");
    assert_eq!(
        answered,
        json!({ "statusId": 2, "answer": "In the IT handbook.", "answeredBy": { "name": "Ada Admin" } })
    );
    let again = app
        .gql(
            Some(&token),
            ANSWER,
            json!({ "input": { "id": id, "answer": "Again" } }),
        )
        .await;
    assert_eq!(again.error_code().as_deref(), Some("204.X000.002"));
    let empty = app
        .gql(
            Some(&token),
            ANSWER,
            json!({ "input": { "id": id, "answer": " " } }),
        )
        .await;
    assert_eq!(empty.error_code().as_deref(), Some("203.Q001.002"));
    let closed = app
        .gql(Some(&token), CLOSE, json!({ "input": { "id": id } }))
        .await
        .data("/closeQuestion/question/statusId");
    assert_eq!(closed, 1);
    let twice = app
        .gql(Some(&token), CLOSE, json!({ "input": { "id": id } }))
        .await;
    assert_eq!(twice.error_code().as_deref(), Some("204.X000.002"));
    let reopened = app
        .gql(Some(&token), REOPEN, json!({ "input": { "id": id } }))
        .await
        .data("/reopenQuestion/question");
    assert_eq!(reopened["statusId"], 3);
    let labels = app.history_labels_in(&token, &id, "ja").await;
    assert_eq!(labels[1], "回答", "{labels:?}");
}

#[tokio::test]
async fn a_projects_questions_are_seen_only_by_its_team_and_management() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let role = staff_role(&app, &admin).await;
    let kai = app
        .create_employee(
            "Kai Team",
            "kai@staffhub.test",
            "kai password 1",
            vec![role],
        )
        .await;
    let oto = app
        .create_employee(
            "Oto Other",
            "oto@staffhub.test",
            "oto password 1",
            vec![role],
        )
        .await;
    let kai_token = app.sign_in("kai@staffhub.test", "kai password 1").await;
    let oto_token = app.sign_in("oto@staffhub.test", "oto password 1").await;
    let org = app
        .gql(
            Some(&admin),
            "mutation { createOrganization(input: { name: \"Client\" }) { organization { id } } }",
            json!({}),
        )
        .await
        .data("/createOrganization/organization/id");
    let kai_id = staffhub_api::graphql::ids::encode("Employee", kai).0;
    let project = app
        .gql(
            Some(&admin),
            CREATE_PROJECT,
            json!({ "input": { "name": "Portal renewal", "statusId": 2,
                "organizationIds": [org], "employeeIds": [kai_id] } }),
        )
        .await
        .data("/createProject/project");
    assert_eq!(project["employees"], json!([{ "name": "Kai Team" }]));
    assert_eq!(project["organizations"], json!([{ "name": "Client" }]));
    let pid = project["id"].clone();

    app.gql(
        Some(&kai_token),
        ASK,
        json!({ "input": { "scope": "PROJECT", "projectId": pid, "title": "Team question" } }),
    )
    .await
    .data("/askQuestion/question");
    let to_org = app
        .gql(
            Some(&kai_token),
            ASK,
            json!({ "input": { "scope": "ORGANIZATION", "projectId": pid, "organizationId": org,
                "title": "Ask the client" } }),
        )
        .await
        .data("/askQuestion/question");
    assert_eq!(to_org["organization"]["name"], "Client");
    let outsider = app
        .gql(
            Some(&oto_token),
            ASK,
            json!({ "input": { "scope": "PROJECT", "projectId": pid, "title": "Let me in" } }),
        )
        .await;
    assert_eq!(outsider.error_code().as_deref(), Some("102.X000.002"));
    app.gql(
        Some(&oto_token),
        ASK,
        json!({ "input": { "scope": "INTERNAL", "title": "Lunch?" } }),
    )
    .await
    .data("/askQuestion/question");

    let seen = |token: String| {
        let app = &app;
        async move {
            titles(
                &app.gql(Some(&token), LIST, json!({}))
                    .await
                    .data("/questions"),
            )
        }
    };
    assert_eq!(
        seen(kai_token.clone()).await,
        ["Ask the client", "Lunch?", "Team question"]
    );
    assert_eq!(seen(oto_token.clone()).await, ["Lunch?"]);
    assert_eq!(seen(admin.clone()).await.len(), 3);
    // Outside the team, no one can add themselves to it.
    let joined = app
        .gql(
            Some(&oto_token),
            "mutation($input: UpdateProjectInput!) { updateProject(input: $input) { project { id } } }",
            json!({ "input": { "id": pid, "expectedVersion": 1, "name": "Portal renewal",
                "description": "", "organizationIds": [org],
                "employeeIds": [kai_id, staffhub_api::graphql::ids::encode("Employee", oto).0] } }),
        )
        .await;
    assert_eq!(joined.error_code().as_deref(), Some("102.X000.002"));
    // Not visible reads as absent, for node, history and every command.
    let hidden = to_org["id"].clone();
    let node = app
        .gql(
            Some(&oto_token),
            "query($id: ID!) { node(id: $id) { id } }",
            json!({ "id": hidden }),
        )
        .await;
    assert_eq!(node.data("/node"), Value::Null);
    let history = app
        .gql(
            Some(&oto_token),
            "query($id: ID!) { history(id: $id) { edges { node { label } } } }",
            json!({ "id": hidden }),
        )
        .await;
    assert_eq!(history.error_code().as_deref(), Some("204.H001.001"));
    let answer = app
        .gql(
            Some(&oto_token),
            ANSWER,
            json!({ "input": { "id": hidden, "answer": "Sneaky" } }),
        )
        .await;
    assert_eq!(answer.error_code().as_deref(), Some("204.Q001.001"));
    // The asker manages a question; another team member may answer but not close it.
    let lunch = app
        .gql(
            Some(&oto_token),
            LIST,
            json!({ "filter": { "scopes": ["INTERNAL"] } }),
        )
        .await;
    assert_eq!(lunch.data("/questions/totalCount"), 1);
    let not_owner = app
        .gql(
            Some(&oto_token),
            CLOSE,
            json!({ "input": { "id": to_org["id"] } }),
        )
        .await;
    assert_eq!(not_owner.error_code().as_deref(), Some("204.Q001.001"));
    let team_question = app
        .gql(
            Some(&kai_token),
            "query { questions(filter: { scopes: [PROJECT] }) { edges { node { id } } } }",
            json!({}),
        )
        .await
        .data("/questions/edges/0/node/id");
    let refused = app
        .gql(
            Some(&kai_token),
            CLOSE,
            json!({ "input": { "id": team_question } }),
        )
        .await;
    assert_eq!(
        refused.error_code(),
        None,
        "the asker closes: {}",
        refused.body
    );
}

#[tokio::test]
async fn invalid_projects_and_questions_are_refused_with_their_codes() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let cases: Vec<(&str, Value, &str)> = vec![
        (CREATE_PROJECT, json!({ "name": "" }), "203.M001.001"),
        (
            CREATE_PROJECT,
            json!({ "name": "P", "statusId": 9 }),
            "203.T001.003",
        ),
        (
            CREATE_PROJECT,
            json!({ "name": "P", "employeeIds": [staffhub_api::graphql::ids::encode("Employee", uuid::Uuid::now_v7()).0] }),
            "204.J001.002",
        ),
        (
            ASK,
            json!({ "scope": "INTERNAL", "title": "" }),
            "203.T001.001",
        ),
        (
            ASK,
            json!({ "scope": "PROJECT", "projectId": staffhub_api::graphql::ids::encode("Project", uuid::Uuid::now_v7()).0, "title": "Q" }),
            "204.J001.001",
        ),
    ];
    for (query, input, code) in cases {
        let response = app
            .gql(Some(&token), query, json!({ "input": input.clone() }))
            .await;
        assert_eq!(response.error_code().as_deref(), Some(code), "{input}");
    }
    let project = app
        .gql(
            Some(&token),
            CREATE_PROJECT,
            json!({ "input": { "name": "Solo" } }),
        )
        .await
        .data("/createProject/project/id");
    let org = app
        .gql(
            Some(&token),
            "mutation { createOrganization(input: { name: \"Elsewhere\" }) { organization { id } } }",
            json!({}),
        )
        .await
        .data("/createOrganization/organization/id");
    let not_in_project = app
        .gql(
            Some(&token),
            ASK,
            json!({ "input": { "scope": "ORGANIZATION", "projectId": project, "organizationId": org, "title": "Q" } }),
        )
        .await;
    assert_eq!(not_in_project.error_code().as_deref(), Some("204.Q001.002"));
    let same = app
        .gql(
            Some(&token),
            "mutation($id: ID!) { changeProjectStatus(input: { id: $id, statusId: 1 }) { project { statusId } } }",
            json!({ "id": project }),
        )
        .await;
    assert_eq!(same.error_code().as_deref(), Some("204.X000.002"));
}

async fn rows(app: &TestApp) -> Vec<String> {
    sqlx::query_scalar(
        "SELECT t FROM (SELECT p::text AS t, 1 AS k, project_id AS id FROM project_list p
                        UNION ALL SELECT q::text, 2, question_id FROM question_list q) x
         ORDER BY k, id",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn the_project_and_question_read_models_equal_a_fresh_replay() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    for i in 0..3 {
        let project = app
            .gql(
                Some(&token),
                CREATE_PROJECT,
                json!({ "input": { "name": format!("P{i}") } }),
            )
            .await
            .data("/createProject/project/id");
        let q = app
            .gql(
                Some(&token),
                ASK,
                json!({ "input": { "scope": "PROJECT", "projectId": project, "title": format!("Q{i}") } }),
            )
            .await
            .data("/askQuestion/question/id");
        if i > 0 {
            app.gql(
                Some(&token),
                ANSWER,
                json!({ "input": { "id": q, "answer": "A" } }),
            )
            .await
            .data("/answerQuestion");
        }
        if i > 1 {
            app.gql(Some(&token), CLOSE, json!({ "input": { "id": q } }))
                .await
                .data("/closeQuestion");
        }
    }
    let live = rows(&app).await;
    assert_eq!(live.len(), 6);
    app.rebuild("projects").await;
    app.rebuild("questions").await;
    assert_eq!(rows(&app).await, live);
}

#[tokio::test]
async fn a_member_taken_off_the_team_stops_hearing_its_questions_at_once() {
    use std::time::Duration;
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let role = staff_role(&app, &admin).await;
    let kai = app
        .create_employee(
            "Kai Team",
            "kai@staffhub.test",
            "kai password 1",
            vec![role],
        )
        .await;
    let kai_token = app.sign_in("kai@staffhub.test", "kai password 1").await;
    let kai_id = staffhub_api::graphql::ids::encode("Employee", kai).0;
    let project = app
        .gql(
            Some(&admin),
            CREATE_PROJECT,
            json!({ "input": { "name": "Secret", "employeeIds": [kai_id] } }),
        )
        .await
        .data("/createProject/project/id");
    let mut ws =
        staffhub_tests::Subscription::connect(&app.ws_url(), json!({ "accessToken": kai_token }))
            .await
            .unwrap();
    ws.subscribe(
        "q",
        "subscription { questionsChanged { question { title } } }",
        json!({}),
    )
    .await;
    // Subscribing is asynchronous: ask until the team member hears one.
    let mut heard = false;
    for i in 0..20 {
        app.gql(
            Some(&admin),
            ASK,
            json!({ "input": { "scope": "PROJECT", "projectId": project, "title": format!("Q{i}") } }),
        )
        .await
        .data("/askQuestion");
        if ws
            .next_data("q", Duration::from_millis(500))
            .await
            .is_some()
        {
            heard = true;
            break;
        }
    }
    assert!(heard, "the team member hears the project's questions");
    while ws
        .next_data("q", Duration::from_millis(200))
        .await
        .is_some()
    {}
    app.gql(
        Some(&admin),
        "mutation($input: UpdateProjectInput!) { updateProject(input: $input) { project { id } } }",
        json!({ "input": { "id": project, "expectedVersion": 1, "name": "Secret",
            "description": "", "organizationIds": [], "employeeIds": [] } }),
    )
    .await
    .data("/updateProject");
    // Each change is judged against the team as it is now, inside the SQL.
    app.gql(
        Some(&admin),
        ASK,
        json!({ "input": { "scope": "PROJECT", "projectId": project, "title": "After" } }),
    )
    .await
    .data("/askQuestion");
    app.gql(
        Some(&admin),
        ASK,
        json!({ "input": { "scope": "INTERNAL", "title": "For everyone" } }),
    )
    .await
    .data("/askQuestion");
    let next = ws
        .next_data("q", Duration::from_secs(5))
        .await
        .expect("the internal question");
    assert_eq!(
        next["data"]["questionsChanged"]["question"]["title"], "For everyone",
        "the project question after leaving the team is not sent: {next}"
    );
}

/// The next `questionsChanged` notice (any question).
async fn question_notice(ws: &mut staffhub_tests::Subscription) -> Value {
    let next = ws
        .next_data("q", std::time::Duration::from_secs(5))
        .await
        .expect("a questionsChanged notice");
    let change = next["data"]["questionsChanged"].clone();
    assert!(change.is_object(), "a notice, not an error: {next}");
    change
}

#[tokio::test]
async fn a_live_question_list_is_told_by_the_lists_own_sql_and_the_readers_access_whether_a_question_is_in_it()
 {
    use std::time::Duration;
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let role = staff_role(&app, &admin).await;
    let kai = app
        .create_employee(
            "Kai Team",
            "kai@staffhub.test",
            "kai password 1",
            vec![role],
        )
        .await;
    let kai_token = app.sign_in("kai@staffhub.test", "kai password 1").await;
    let kai_id = staffhub_api::graphql::ids::encode("Employee", kai).0;
    let project = |name: &'static str| {
        app.gql(
            Some(&admin),
            CREATE_PROJECT,
            json!({ "input": { "name": name, "employeeIds": [kai_id] } }),
        )
    };
    let launch = project("Launch").await.data("/createProject/project/id");
    let other = project("Other").await.data("/createProject/project/id");
    let mut ws =
        staffhub_tests::Subscription::connect(&app.ws_url(), json!({ "accessToken": kai_token }))
            .await
            .unwrap();
    // The project page's section of its project questions still being processed.
    ws.subscribe(
        "q",
        "subscription($projectId: ID, $filter: QuestionFilter) {
           questionsChanged(projectId: $projectId, filter: $filter) {
             kind id matches question { title statusId } } }",
        json!({ "projectId": launch,
                "filter": { "projectId": launch, "scopes": ["PROJECT"], "statusIds": [3] } }),
    )
    .await;
    let mut heard = None;
    for i in 0..20 {
        let question = app
            .gql(
                Some(&admin),
                ASK,
                json!({ "input": { "scope": "PROJECT", "projectId": launch, "title": format!("Q{i}") } }),
            )
            .await
            .data("/askQuestion/question");
        if let Some(next) = ws.next_data("q", Duration::from_millis(500)).await {
            heard = Some((question, next));
            break;
        }
    }
    let (question, first) = heard.expect("the subscription is live");
    assert!(
        first["data"]["questionsChanged"].is_object(),
        "a notice, not an error: {first}"
    );
    let first = first["data"]["questionsChanged"].clone();
    assert_eq!(first["kind"], "CREATED");
    assert_eq!(first["id"], question["id"]);
    assert_eq!(first["matches"], true, "{first}");
    while ws
        .next_data("q", Duration::from_millis(200))
        .await
        .is_some()
    {}
    let id = question["id"].clone();

    // Another project's question is not told on this project's subscription; a closed one
    // leaves the list of questions being processed.
    app.gql(
        Some(&admin),
        ASK,
        json!({ "input": { "scope": "PROJECT", "projectId": other, "title": "Elsewhere" } }),
    )
    .await
    .data("/askQuestion");
    app.gql(Some(&admin), CLOSE, json!({ "input": { "id": id } }))
        .await
        .data("/closeQuestion");
    let closed = question_notice(&mut ws).await;
    assert_eq!(closed["id"], id, "only this project's questions: {closed}");
    assert_eq!(closed["kind"], "UPDATED");
    assert_eq!(closed["matches"], false, "closed: {closed}");
    assert_eq!(closed["question"]["statusId"], 1);

    // Reopened: processing again, it joins.
    app.gql(Some(&admin), REOPEN, json!({ "input": { "id": id } }))
        .await
        .data("/reopenQuestion");
    let reopened = question_notice(&mut ws).await;
    assert_eq!(reopened["id"], id);
    assert_eq!(reopened["matches"], true, "processing again: {reopened}");

    // Kai leaves the team: the question leaves his list, told by its id only.
    app.gql(
        Some(&admin),
        "mutation($input: UpdateProjectInput!) { updateProject(input: $input) { project { id } } }",
        json!({ "input": { "id": launch, "expectedVersion": 1, "name": "Launch",
            "description": "", "organizationIds": [], "employeeIds": [] } }),
    )
    .await
    .data("/updateProject");
    app.gql(
        Some(&admin),
        ANSWER,
        json!({ "input": { "id": id, "answer": "Soon." } }),
    )
    .await
    .data("/answerQuestion");
    let gone = question_notice(&mut ws).await;
    assert_eq!(gone["id"], id);
    assert_eq!(gone["matches"], false, "no longer readable: {gone}");
    assert!(gone["question"].is_null(), "nothing of it is sent: {gone}");
}

/// Issue 35: its asker (or Management) deletes a question and restores it; a colleague who
/// reads it may not delete it and does not see it in the trash; a question whose project went
/// to the trash meanwhile is not restored until the project is; and the read model with its
/// trash equals a fresh replay.
#[tokio::test]
async fn a_question_goes_to_the_trash_and_back_by_its_asker_and_not_without_its_project() {
    const TRASH: &str =
        "query { trash(types: [\"Question\"]) { totalCount edges { node { entityId title } } } }";
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let role = staff_role(&app, &admin).await;
    let kai = app
        .create_employee(
            "Kai Team",
            "kai@staffhub.test",
            "kai password 1",
            vec![role],
        )
        .await;
    let oto = app
        .create_employee(
            "Oto Team",
            "oto@staffhub.test",
            "oto password 1",
            vec![role],
        )
        .await;
    let kai_token = app.sign_in("kai@staffhub.test", "kai password 1").await;
    let oto_token = app.sign_in("oto@staffhub.test", "oto password 1").await;
    let team: Vec<String> = [kai, oto]
        .iter()
        .map(|id| staffhub_api::graphql::ids::encode("Employee", *id).0)
        .collect();
    let project = app
        .gql(
            Some(&admin),
            CREATE_PROJECT,
            json!({ "input": { "name": "Portal renewal", "statusId": 2, "employeeIds": team } }),
        )
        .await
        .data("/createProject/project/id");
    let question = app
        .gql(
            Some(&kai_token),
            ASK,
            json!({ "input": { "scope": "PROJECT", "projectId": project, "title": "Which browsers?" } }),
        )
        .await
        .data("/askQuestion/question/id");
    let listed = |token: String| {
        let app = &app;
        async move {
            app.gql(Some(&token), LIST, json!({}))
                .await
                .data("/questions/totalCount")
        }
    };
    assert_eq!(listed(oto_token.clone()).await, 1);

    // A teammate reads it but did not ask it.
    let refused = app.delete_node(&oto_token, &question).await;
    assert_eq!(refused.error_code().as_deref(), Some("102.X000.004"));
    app.delete_node(&kai_token, &question)
        .await
        .data("/deleteNode");
    assert_eq!(listed(oto_token.clone()).await, 0);
    assert_eq!(listed(kai_token.clone()).await, 0);
    let mine = app
        .gql(Some(&kai_token), TRASH, json!({}))
        .await
        .data("/trash");
    assert_eq!(mine["totalCount"], 1);
    assert_eq!(mine["edges"][0]["node"]["title"], "Which browsers?");
    let theirs = app
        .gql(Some(&oto_token), TRASH, json!({}))
        .await
        .data("/trash");
    assert_eq!(theirs["totalCount"], 0, "not theirs to restore: {theirs}");
    let unseen = app.restore_node(&oto_token, &question).await;
    assert_eq!(unseen.error_code().as_deref(), Some("204.X000.007"));

    // Nothing names the project now, so it may go to the trash; the question waits for it.
    app.delete_node(&admin, &project).await.data("/deleteNode");
    let orphan = app.restore_node(&kai_token, &question).await;
    assert_eq!(orphan.error_code().as_deref(), Some("204.J001.001"));
    app.restore_node(&admin, &project)
        .await
        .data("/restoreNode");
    app.restore_node(&kai_token, &question)
        .await
        .data("/restoreNode");
    assert_eq!(listed(oto_token.clone()).await, 1);

    let labels = app.history_labels(&kai_token, &question).await;
    assert_eq!(
        labels.iter().filter(|l| *l == "Deleted").count(),
        1,
        "{labels:?}"
    );
    assert_eq!(
        labels.iter().filter(|l| *l == "Restored").count(),
        1,
        "{labels:?}"
    );

    // Deleted again, and the read models with their trash replayed.
    app.delete_node(&kai_token, &question)
        .await
        .data("/deleteNode");
    let trashed = |app: &TestApp| {
        let pool = app.pool.clone();
        async move {
            sqlx::query_scalar::<_, String>(
                "SELECT (entity_id, entity_type, title, rows, version)::text FROM question_trash",
            )
            .fetch_all(&pool)
            .await
            .unwrap()
        }
    };
    let before = (rows(&app).await, trashed(&app).await);
    assert_eq!(before.1.len(), 1);
    app.rebuild("questions").await;
    assert_eq!((rows(&app).await, trashed(&app).await), before);
}
