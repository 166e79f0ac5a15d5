//! Notifications, activity and home's filters (issue 21), through the real server: who is told
//! of what (the rules table: task and issue assignments, mentions, approvals, answers, email
//! jobs), nobody told of their own doing, a subject the recipient may no longer read neither
//! listed nor counted, home's activity by access and language, read marks and their refusals,
//! the live bell and home's coalesced signal, questions addressed to me and email jobs by
//! author and time, the read model equal to a fresh replay and the inbox's history in Japanese.

use std::time::Duration;

use serde_json::{Value, json};
use staffhub_tests::smtp::SmtpSink;
use staffhub_tests::{Subscription, TestApp, spawn_app, spawn_app_with};
use uuid::Uuid;

use crate::CREATE_TASK;

const INBOX: &str = "{ unreadNotificationCount notifications(first: 100) { totalCount
  edges { node { id kind subjectTitle excerpt read createdAt actor { name }
    subject { __typename id } } } } }";
const MARK: &str =
    "mutation($input: MarkNotificationsReadInput!) { markNotificationsRead(input: $input) {
  notifications { id read kind } unreadNotificationCount } }";
const MARK_ALL: &str = "mutation($input: MarkAllNotificationsReadInput!) {
  markAllNotificationsRead(input: $input) { unreadNotificationCount } }";
const ACTIVITY: &str = "{ activity(first: 100) { edges { node { id eventType label subjectTitle
  actor { name } subject { __typename id } } } } }";
const ASSIGN: &str =
    "mutation($input: AssignTaskInput!) { assignTask(input: $input) { task { id } } }";
const UPDATE_ROLES: &str = "mutation($input: UpdateEmployeeRolesInput!) {
  updateEmployeeRoles(input: $input) { employee { roles { roleId } } } }";

/// A signed-in employee.
struct Member {
    token: String,
    /// The global id.
    id: String,
    uuid: Uuid,
}

async fn role(app: &TestApp, admin: &str, name: &str) -> i32 {
    app.gql(
        Some(admin),
        "mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }",
        json!({ "input": { "name": name, "roleCategoryId": 2 } }),
    )
    .await
    .data("/createRole/role/roleId")
    .as_i64()
    .unwrap() as i32
}

async fn member(app: &TestApp, name: &str, roles: Vec<i32>) -> Member {
    let email = format!("{}@staffhub.test", name.to_lowercase().replace(' ', "."));
    let password = format!("{name} password 1");
    let uuid = app.create_employee(name, &email, &password, roles).await;
    Member {
        token: app.sign_in(&email, &password).await,
        id: staffhub_api::graphql::ids::encode("Employee", uuid).0,
        uuid,
    }
}

/// The admin ("Ada Admin") as a member.
async fn admin(app: &TestApp) -> Member {
    use staffhub_tests::{ADMIN_EMAIL, ADMIN_PASSWORD};
    let uuid = app
        .create_employee("Ada Admin", ADMIN_EMAIL, ADMIN_PASSWORD, vec![1])
        .await;
    Member {
        token: app.sign_in(ADMIN_EMAIL, ADMIN_PASSWORD).await,
        id: staffhub_api::graphql::ids::encode("Employee", uuid).0,
        uuid,
    }
}

async fn task(app: &TestApp, token: &str, title: &str, assignee: Option<&str>) -> Value {
    app.gql(
        Some(token),
        CREATE_TASK,
        json!({ "input": { "title": title, "assigneeId": assignee } }),
    )
    .await
    .data("/createTask/task")
}

async fn inbox(app: &TestApp, token: &str) -> Value {
    app.gql(Some(token), INBOX, json!({})).await.data("")
}

/// Polls the inbox until `done` holds (notifications are not waited for by the commands that
/// cause them), for at most 10 s.
async fn until_inbox(app: &TestApp, token: &str, done: impl Fn(&Value) -> bool) -> Value {
    for _ in 0..100 {
        let now = inbox(app, token).await;
        if done(&now) {
            return now;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the inbox never got there: {}", inbox(app, token).await);
}

/// The inbox's notifications, newest first.
fn rows(inbox: &Value) -> Vec<Value> {
    inbox["notifications"]["edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["node"].clone())
        .collect()
}

/// At least `n` notifications, and the count and the list read alike (one request reads them
/// one after the other, while the projection may be applying more).
fn has_count(n: usize) -> impl Fn(&Value) -> bool {
    move |inbox| {
        let all = rows(inbox);
        let unread = all.iter().filter(|r| r["read"] == false).count();
        all.len() >= n
            && inbox["notifications"]["totalCount"] == all.len()
            && inbox["unreadNotificationCount"] == unread
    }
}

/// Waits until the notifications projection has applied every event of its types in the
/// journal: what it has not derived by then, it never will (for "nobody was told").
async fn caught_up(app: &TestApp) {
    let projection = staffhub_projections::by_name("notifications").unwrap();
    let types: Vec<String> = projection
        .aggregate_types()
        .iter()
        .map(|t| (*t).to_owned())
        .collect();
    for _ in 0..200 {
        let done: bool = sqlx::query_scalar(
            "SELECT EXISTS (SELECT 1 FROM projection_checkpoints WHERE projection_name = 'notifications')
               AND NOT EXISTS (SELECT 1 FROM events e JOIN projection_checkpoints c
                   ON c.projection_name = 'notifications'
                 WHERE e.aggregate_type = ANY($1)
                   AND (e.transaction_id, e.global_position) > (c.last_transaction_id, c.last_global_position))",
        )
        .bind(&types)
        .fetch_one(&app.pool)
        .await
        .unwrap();
        if done {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the notifications projection never caught up");
}

fn kinds(inbox: &Value) -> Vec<String> {
    rows(inbox)
        .iter()
        .map(|n| n["kind"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn assigning_a_task_to_a_colleague_notifies_them_but_assigning_one_to_yourself_notifies_nobody()
 {
    let app = spawn_app().await;
    let ada = admin(&app).await;
    let staff = role(&app, &ada.token, "Staff").await;
    let bo = member(&app, "Bo Member", vec![staff]).await;

    let created = task(&app, &ada.token, "Order new laptops", Some(&bo.id)).await;
    let seen = until_inbox(&app, &bo.token, has_count(1)).await;
    assert_eq!(seen["unreadNotificationCount"], 1);
    assert_eq!(seen["notifications"]["totalCount"], 1);
    let first = &rows(&seen)[0];
    assert_eq!(first["kind"], "TASK_ASSIGNED");
    assert_eq!(first["subjectTitle"], "Order new laptops");
    assert_eq!(first["actor"]["name"], "Ada Admin");
    assert_eq!(
        first["subject"],
        json!({ "__typename": "Task", "id": created["id"] })
    );
    assert_eq!(first["read"], false);
    assert_eq!(first["excerpt"], Value::Null);

    // A later assignment of an existing task, too.
    let venue = task(&app, &ada.token, "Book the venue", None).await;
    app.gql(
        Some(&ada.token),
        ASSIGN,
        json!({ "input": { "id": venue["id"], "assigneeId": bo.id } }),
    )
    .await
    .data("/assignTask");
    let seen = until_inbox(&app, &bo.token, has_count(2)).await;
    assert_eq!(seen["unreadNotificationCount"], 2);
    let newest = &rows(&seen)[0];
    assert_eq!(newest["kind"], "TASK_ASSIGNED");
    assert_eq!(newest["subjectTitle"], "Book the venue", "newest first");
    assert_eq!(newest["subject"]["id"], venue["id"]);

    // One's own assignments: created so, and assigned later.
    task(&app, &bo.token, "Water the plants", Some(&bo.id)).await;
    let mine = task(&app, &bo.token, "Tidy the desk", None).await;
    app.gql(
        Some(&bo.token),
        ASSIGN,
        json!({ "input": { "id": mine["id"], "assigneeId": bo.id } }),
    )
    .await
    .data("/assignTask");
    task(&app, &ada.token, "Sign the contracts", Some(&ada.id)).await;
    caught_up(&app).await;
    let after = inbox(&app, &bo.token).await;
    assert_eq!(after["unreadNotificationCount"], 2, "{after}");
    assert_eq!(rows(&after).len(), 2, "{after}");
    let adas = inbox(&app, &ada.token).await;
    assert_eq!(adas["unreadNotificationCount"], 0, "{adas}");
    assert_eq!(rows(&adas), Vec::<Value>::new());
}

async fn issue_status(app: &TestApp, admin: &str) {
    app.gql(
        Some(admin),
        "mutation($input: CreateIssueStatusInput!) { createIssueStatus(input: $input) { issueStatus { id } } }",
        json!({ "input": { "labelEn": "Open", "labelJa": "未対応", "color": "blue" } }),
    )
    .await
    .data("/createIssueStatus");
}

#[tokio::test]
async fn issue_assignments_and_mentions_notify_and_an_edit_notifies_only_the_newly_mentioned() {
    let app = spawn_app().await;
    let ada = admin(&app).await;
    issue_status(&app, &ada.token).await;
    let staff = role(&app, &ada.token, "Staff").await;
    let rin = member(&app, "Rin Tanaka", vec![staff]).await;
    let ken = member(&app, "Ken Sato", vec![staff]).await;
    let mia = member(&app, "Mia Mori", vec![staff]).await;

    let issue = app
        .gql(
            Some(&rin.token),
            "mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } } }",
            json!({ "input": { "title": "VPN drops every hour", "assigneeIds": [ken.id, rin.id] } }),
        )
        .await
        .data("/createIssue/issue/id");
    let kens = until_inbox(&app, &ken.token, has_count(1)).await;
    let assigned = &rows(&kens)[0];
    assert_eq!(assigned["kind"], "ISSUE_ASSIGNED");
    assert_eq!(assigned["subjectTitle"], "VPN drops every hour");
    assert_eq!(assigned["actor"]["name"], "Rin Tanaka");
    assert_eq!(
        assigned["subject"],
        json!({ "__typename": "Issue", "id": issue })
    );

    app.gql(
        Some(&rin.token),
        "mutation($input: AssignIssueEmployeeInput!) { assignIssueEmployee(input: $input) { issue { id } } }",
        json!({ "input": { "id": issue, "employeeId": mia.id } }),
    )
    .await
    .data("/assignIssueEmployee");
    let mias = until_inbox(&app, &mia.token, has_count(1)).await;
    assert_eq!(kinds(&mias), ["ISSUE_ASSIGNED"]);

    // Mia is picked but not named in the text: only Ken is mentioned.
    let body = "@Ken Sato can you look at the\n\nrouter logs?";
    let comment = app
        .gql(
            Some(&rin.token),
            "mutation($input: AddIssueCommentInput!) { addIssueComment(input: $input) { comment { id } } }",
            json!({ "input": { "issueId": issue, "body": body, "mentionIds": [ken.id, mia.id] } }),
        )
        .await
        .data("/addIssueComment/comment/id");
    let kens = until_inbox(&app, &ken.token, has_count(2)).await;
    let mentioned = &rows(&kens)[0];
    assert_eq!(mentioned["kind"], "MENTIONED");
    assert_eq!(
        mentioned["excerpt"], "@Ken Sato can you look at the router logs?",
        "the comment, on one line"
    );
    assert_eq!(mentioned["actor"]["name"], "Rin Tanaka");
    assert_eq!(mentioned["subject"]["id"], issue);

    // The edit names Mia as well: she is told, Ken (mentioned before) is not again.
    let edited = "@Ken Sato and @Mia Mori: the router logs, please.";
    app.gql(
        Some(&rin.token),
        "mutation($input: EditIssueCommentInput!) { editIssueComment(input: $input) { comment { id } } }",
        json!({ "input": { "issueId": issue, "commentId": comment, "body": edited,
            "mentionIds": [ken.id, mia.id] } }),
    )
    .await
    .data("/editIssueComment");
    let mias = until_inbox(&app, &mia.token, has_count(2)).await;
    assert_eq!(kinds(&mias), ["MENTIONED", "ISSUE_ASSIGNED"]);
    assert_eq!(rows(&mias)[0]["excerpt"], edited);
    // A long comment is cut to 200 characters.
    let long = format!("@Mia Mori {}", "word ".repeat(80));
    app.gql(
        Some(&rin.token),
        "mutation($input: AddIssueCommentInput!) { addIssueComment(input: $input) { comment { id } } }",
        json!({ "input": { "issueId": issue, "body": long, "mentionIds": [mia.id] } }),
    )
    .await
    .data("/addIssueComment");
    let mias = until_inbox(&app, &mia.token, has_count(3)).await;
    let excerpt = rows(&mias)[0]["excerpt"].as_str().unwrap().to_owned();
    assert_eq!(excerpt.chars().count(), 200, "{excerpt}");
    assert!(excerpt.starts_with("@Mia Mori word word"), "{excerpt}");
    assert!(excerpt.ends_with('…'), "{excerpt}");

    caught_up(&app).await;
    assert_eq!(
        kinds(&inbox(&app, &ken.token).await),
        ["MENTIONED", "ISSUE_ASSIGNED"],
        "the edit did not tell Ken again"
    );
    assert_eq!(
        kinds(&inbox(&app, &rin.token).await),
        Vec::<String>::new(),
        "Rin assigned herself and wrote the comments"
    );
}

/// A template of one review step approved by `reviewer`, started by `owner`: (instance id,
/// step key).
async fn review_instance(
    app: &TestApp,
    admin: &str,
    owner: &str,
    reviewer: i32,
    name: &str,
) -> (Value, Value) {
    let template = app
        .gql(
            Some(admin),
            "mutation($input: CreateWorkflowTemplateInput!) { createWorkflowTemplate(input: $input) {
               workflowTemplate { id } } }",
            json!({ "input": { "name": name, "steps": [
                { "name": "Review", "approverRoleId": reviewer, "expectedDocuments": ["Proposal"] }
            ] } }),
        )
        .await
        .data("/createWorkflowTemplate/workflowTemplate/id");
    let started = app
        .gql(
            Some(owner),
            "mutation($input: StartWorkflowInstanceInput!) { startWorkflowInstance(input: $input) {
               workflowInstance { id steps { key } } } }",
            json!({ "input": { "templateId": template } }),
        )
        .await
        .data("/startWorkflowInstance/workflowInstance");
    (started["id"].clone(), started["steps"][0]["key"].clone())
}

async fn document(app: &TestApp, token: &str, title: &str) -> Value {
    app.gql(
        Some(token),
        "mutation($input: CreateDocumentInput!) { createDocument(input: $input) { document { id } } }",
        json!({ "input": { "title": title, "body": "The proposal, in full.", "statusId": 1 } }),
    )
    .await
    .data("/createDocument/document/id")
}

/// Runs a workflow instance mutation `name` with `input`, expecting success.
async fn act(app: &TestApp, token: &str, name: &str, input: Value) {
    let input_type = format!("{}{}Input", name[..1].to_uppercase(), &name[1..]);
    let query = format!(
        "mutation($input: {input_type}!) {{ {name}(input: $input) {{ workflowInstance {{ id }} }} }}"
    );
    app.gql(Some(token), &query, json!({ "input": input }))
        .await
        .data(&format!("/{name}"));
}

#[tokio::test]
async fn an_approval_document_notifies_every_approver_and_the_decision_notifies_the_owner() {
    let app = spawn_app().await;
    let ada = admin(&app).await;
    let reviewer = role(&app, &ada.token, "Reviewer").await;
    let clerk = role(&app, &ada.token, "Clerk").await;
    // The owner holds the approver role too: still not told of her own submission.
    let olivia = member(&app, "Olivia", vec![clerk, reviewer]).await;
    let rita = member(&app, "Rita", vec![reviewer]).await;
    let rex = member(&app, "Rex", vec![reviewer, clerk]).await;
    let otto = member(&app, "Otto", vec![clerk]).await;
    // A holder who has left is not asked.
    let dee = member(&app, "Dee", vec![reviewer]).await;
    app.gql(
        Some(&ada.token),
        "mutation($input: DeactivateEmployeeInput!) { deactivateEmployee(input: $input) { employee { id } } }",
        json!({ "input": { "employeeId": dee.id } }),
    )
    .await
    .data("/deactivateEmployee");
    let (id, step) = review_instance(
        &app,
        &ada.token,
        &olivia.token,
        reviewer,
        "Purchase approval",
    )
    .await;

    // A plain document asks nobody; the approval document asks every approver.
    let quote = document(&app, &olivia.token, "Vendor quote").await;
    act(
        &app,
        &olivia.token,
        "attachWorkflowStepDocument",
        json!({ "instanceId": id, "stepKey": step, "documentId": quote, "isApproval": false }),
    )
    .await;
    let proposal = document(&app, &olivia.token, "Laptop purchase proposal").await;
    act(
        &app,
        &olivia.token,
        "attachWorkflowStepDocument",
        json!({ "instanceId": id, "stepKey": step, "documentId": proposal, "isApproval": true }),
    )
    .await;
    for approver in [&rita, &rex] {
        let seen = until_inbox(&app, &approver.token, has_count(1)).await;
        let asked = &rows(&seen)[0];
        assert_eq!(asked["kind"], "APPROVAL_REQUESTED");
        assert_eq!(asked["subjectTitle"], "Purchase approval");
        assert_eq!(asked["actor"]["name"], "Olivia");
        assert_eq!(
            asked["subject"],
            json!({ "__typename": "WorkflowInstance", "id": id })
        );
    }
    caught_up(&app).await;
    for bystander in [&olivia, &otto, &ada] {
        assert_eq!(
            kinds(&inbox(&app, &bystander.token).await),
            Vec::<String>::new()
        );
    }
    let dees: i64 =
        sqlx::query_scalar("SELECT count(*) FROM notifications WHERE recipient_id = $1")
            .bind(dee.uuid)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    assert_eq!(dees, 0, "a deactivated approver is not asked");
    assert_eq!(
        rows(&inbox(&app, &rita.token).await).len(),
        1,
        "the plain document asked nobody"
    );

    // Rejected: the owner is told, with the comment.
    act(
        &app,
        &rita.token,
        "decideWorkflowStepApproval",
        json!({ "instanceId": id, "stepKey": step, "documentId": proposal, "isApprove": false,
            "comment": "Add a second quote" }),
    )
    .await;
    let olivias = until_inbox(&app, &olivia.token, has_count(1)).await;
    let rejected = &rows(&olivias)[0];
    assert_eq!(rejected["kind"], "APPROVAL_REJECTED");
    assert_eq!(rejected["excerpt"], "Add a second quote");
    assert_eq!(rejected["actor"]["name"], "Rita");
    assert_eq!(rejected["subject"]["id"], id);

    // Resubmitted: the approvers are asked again; approved: the owner is told.
    act(
        &app,
        &olivia.token,
        "resubmitWorkflowStepApproval",
        json!({ "instanceId": id, "stepKey": step }),
    )
    .await;
    let rexs = until_inbox(&app, &rex.token, has_count(2)).await;
    assert_eq!(kinds(&rexs), ["APPROVAL_REQUESTED", "APPROVAL_REQUESTED"]);
    act(
        &app,
        &rex.token,
        "decideWorkflowStepApproval",
        json!({ "instanceId": id, "stepKey": step, "isApprove": true }),
    )
    .await;
    let olivias = until_inbox(&app, &olivia.token, has_count(2)).await;
    assert_eq!(kinds(&olivias), ["APPROVAL_APPROVED", "APPROVAL_REJECTED"]);
    let approved = &rows(&olivias)[0];
    assert_eq!(approved["actor"]["name"], "Rex");
    assert_eq!(approved["excerpt"], Value::Null);
    assert_eq!(olivias["unreadNotificationCount"], 2);
    caught_up(&app).await;
    assert_eq!(
        kinds(&inbox(&app, &rita.token).await),
        ["APPROVAL_REQUESTED", "APPROVAL_REQUESTED"],
        "the decision told only the owner"
    );
}

const ASK: &str =
    "mutation($input: AskQuestionInput!) { askQuestion(input: $input) { question { id } } }";
const ANSWER: &str =
    "mutation($input: AnswerQuestionInput!) { answerQuestion(input: $input) { question { id } } }";

#[tokio::test]
async fn answering_a_question_notifies_whoever_asked_it() {
    let app = spawn_app().await;
    let ada = admin(&app).await;
    let staff = role(&app, &ada.token, "Staff").await;
    let kai = member(&app, "Kai Team", vec![staff]).await;
    let asked = app
        .gql(
            Some(&kai.token),
            ASK,
            json!({ "input": { "scope": "INTERNAL", "title": "Where is the VPN guide?" } }),
        )
        .await
        .data("/askQuestion/question/id");
    let own = app
        .gql(
            Some(&ada.token),
            ASK,
            json!({ "input": { "scope": "INTERNAL", "title": "Who has the projector?" } }),
        )
        .await
        .data("/askQuestion/question/id");
    for id in [&asked, &own] {
        app.gql(
            Some(&ada.token),
            ANSWER,
            json!({ "input": { "id": id, "answer": "In the IT handbook, page 3." } }),
        )
        .await
        .data("/answerQuestion");
    }
    let kais = until_inbox(&app, &kai.token, has_count(1)).await;
    let answered = &rows(&kais)[0];
    assert_eq!(answered["kind"], "QUESTION_ANSWERED");
    assert_eq!(answered["subjectTitle"], "Where is the VPN guide?");
    assert_eq!(answered["excerpt"], "In the IT handbook, page 3.");
    assert_eq!(answered["actor"]["name"], "Ada Admin");
    assert_eq!(
        answered["subject"],
        json!({ "__typename": "Question", "id": asked })
    );
    caught_up(&app).await;
    assert_eq!(
        kinds(&inbox(&app, &ada.token).await),
        Vec::<String>::new(),
        "Ada answered her own question"
    );
}

async fn app_with_smtp(sink: &SmtpSink) -> TestApp {
    let url = sink.url();
    spawn_app_with(move |config| {
        config.mail.smtp_url = Some(url);
        config.mail.retry_base = Duration::from_millis(300);
        config.mail.rate_per_second = 0;
    })
    .await
}

async fn email_job(app: &TestApp, token: &str, subject: &str, to: &str) -> Value {
    app.gql(
        Some(token),
        "mutation($input: CreateEmailJobInput!) { createEmailJob(input: $input) { emailJob { id } } }",
        json!({ "input": { "senderEmail": "sales@staffhub.test", "senderName": "Sales",
            "subject": subject, "html": "<p>Hello</p>", "targetEmails": [to], "send": true } }),
    )
    .await
    .data("/createEmailJob/emailJob/id")
}

/// Polls until the job is completed (the sender works in the background); its queuedAt.
async fn until_completed(app: &TestApp, token: &str, id: &Value) -> String {
    for _ in 0..300 {
        let job = app
            .gql(
                Some(token),
                "query($id: ID!) { node(id: $id) { ... on EmailJob { status queuedAt } } }",
                json!({ "id": id }),
            )
            .await
            .data("/node");
        if job["status"] == "COMPLETED" {
            return job["queuedAt"].as_str().unwrap().to_owned();
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the job {id} never completed");
}

#[tokio::test]
async fn a_completed_email_job_notifies_its_author_and_one_with_a_refused_recipient_tells_of_the_failure()
 {
    let sink = SmtpSink::start().await;
    sink.refuse_permanently("gone@client.test");
    let app = app_with_smtp(&sink).await;
    let ada = admin(&app).await;
    let delivered = email_job(&app, &ada.token, "Spring offer", "ann@client.test").await;
    until_completed(&app, &ada.token, &delivered).await;
    let failed = email_job(&app, &ada.token, "Autumn offer", "gone@client.test").await;
    until_completed(&app, &ada.token, &failed).await;
    let adas = until_inbox(&app, &ada.token, has_count(2)).await;
    let all = rows(&adas);
    let of = |id: &Value| all.iter().find(|n| n["subject"]["id"] == *id).unwrap();
    assert_eq!(of(&delivered)["kind"], "EMAIL_JOB_COMPLETED");
    assert_eq!(of(&delivered)["subjectTitle"], "Spring offer");
    assert_eq!(of(&delivered)["subject"]["__typename"], "EmailJob");
    assert_eq!(
        of(&delivered)["actor"],
        Value::Null,
        "the sender is the system"
    );
    assert_eq!(of(&failed)["kind"], "EMAIL_JOB_FAILED");
    assert_eq!(of(&failed)["subjectTitle"], "Autumn offer");
    assert_eq!(adas["unreadNotificationCount"], 2);
}

#[tokio::test]
async fn a_notification_whose_subject_the_recipient_may_no_longer_read_is_neither_listed_nor_counted()
 {
    let app = spawn_app().await;
    let ada = admin(&app).await;
    let reviewer = role(&app, &ada.token, "Reviewer").await;
    let clerk = role(&app, &ada.token, "Clerk").await;
    let olivia = member(&app, "Olivia", vec![clerk]).await;
    let rita = member(&app, "Rita", vec![reviewer, clerk]).await;
    let (id, step) = review_instance(
        &app,
        &ada.token,
        &olivia.token,
        reviewer,
        "Purchase approval",
    )
    .await;
    let proposal = document(&app, &olivia.token, "Laptop purchase proposal").await;
    act(
        &app,
        &olivia.token,
        "attachWorkflowStepDocument",
        json!({ "instanceId": id, "stepKey": step, "documentId": proposal, "isApproval": true }),
    )
    .await;
    task(&app, &ada.token, "Count the chairs", Some(&rita.id)).await;
    let before = until_inbox(&app, &rita.token, has_count(2)).await;
    assert_eq!(before["unreadNotificationCount"], 2);
    let asked = rows(&before)
        .into_iter()
        .find(|n| n["kind"] == "APPROVAL_REQUESTED")
        .unwrap();

    // Rita stays staff (a clerk) but no longer approves: the instance is not hers to read.
    app.gql(
        Some(&ada.token),
        UPDATE_ROLES,
        json!({ "input": { "employeeId": rita.id, "roleIds": [clerk] } }),
    )
    .await
    .data("/updateEmployeeRoles");
    let node = app
        .gql(
            Some(&rita.token),
            "query($id: ID!) { node(id: $id) { id } }",
            json!({ "id": id }),
        )
        .await;
    assert_eq!(node.data("/node"), Value::Null);
    let after = inbox(&app, &rita.token).await;
    assert_eq!(kinds(&after), ["TASK_ASSIGNED"]);
    assert_eq!(after["unreadNotificationCount"], 1);
    assert_eq!(after["notifications"]["totalCount"], 1);
    let unread = app
        .gql(
            Some(&rita.token),
            "{ notifications(filter: { unread: true }) { totalCount } }",
            json!({}),
        )
        .await;
    assert_eq!(unread.data("/notifications/totalCount"), 1);
    let hidden = app
        .gql(
            Some(&rita.token),
            MARK,
            json!({ "input": { "ids": [asked["id"]] } }),
        )
        .await;
    assert_eq!(hidden.error_code().as_deref(), Some("101.N001.001"));

    // Given back, it is there again.
    app.gql(
        Some(&ada.token),
        UPDATE_ROLES,
        json!({ "input": { "employeeId": rita.id, "roleIds": [clerk, reviewer] } }),
    )
    .await
    .data("/updateEmployeeRoles");
    assert_eq!(inbox(&app, &rita.token).await["unreadNotificationCount"], 2);
}

async fn activity(app: &TestApp, token: &str, headers: &[(&str, &str)]) -> Vec<Value> {
    app.gql_with_headers(Some(token), ACTIVITY, json!({}), headers)
        .await
        .data("/activity/edges")
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["node"].clone())
        .collect()
}

#[tokio::test]
async fn activity_shows_an_employee_without_a_role_nothing_of_staff_areas_and_staff_a_new_task_in_their_language()
 {
    let app = spawn_app().await;
    let ada = admin(&app).await;
    let staff = role(&app, &ada.token, "Staff").await;
    let bo = member(&app, "Bo Member", vec![staff]).await;
    let nobody = member(&app, "Nao Nobody", vec![]).await;
    let created = task(&app, &ada.token, "Quarterly report", None).await;
    let question = app
        .gql(
            Some(&ada.token),
            ASK,
            json!({ "input": { "scope": "INTERNAL", "title": "Lunch on Friday?" } }),
        )
        .await
        .data("/askQuestion/question/id");
    app.gql(
        Some(&ada.token),
        "mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }",
        json!({ "input": { "name": "Portal renewal" } }),
    )
    .await
    .data("/createProject");
    // A draft is its editors' alone: Bo may read documents, not this one.
    let draft = app
        .gql(
            Some(&ada.token),
            "mutation($input: CreateDocumentInput!) { createDocument(input: $input) { document { id } } }",
            json!({ "input": { "title": "Salary review draft", "body": "…", "statusId": 3 } }),
        )
        .await
        .data("/createDocument/document/id");
    caught_up(&app).await;

    let adas = activity(&app, &ada.token, &[]).await;
    assert_eq!(
        adas[0]["subject"],
        json!({ "__typename": "Document", "id": draft })
    );
    // Pages of two, the second after the first's cursor, are the whole list's entries in
    // order (the page's size and offset are written into the statement, `read::notifications`).
    let pages = app
        .gql(
            Some(&ada.token),
            "{ first: activity(first: 2) { edges { cursor node { id } } }
               all: activity(first: 4) { edges { node { id } } } }",
            json!({}),
        )
        .await
        .data("");
    let after = pages["first"]["edges"][1]["cursor"].as_str().unwrap();
    let second = app
        .gql(
            Some(&ada.token),
            "query($after: String) { activity(first: 2, after: $after) { edges { node { id } } } }",
            json!({ "after": after }),
        )
        .await
        .data("/activity/edges");
    let ids = |edges: &Value| -> Vec<Value> {
        edges
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["node"]["id"].clone())
            .collect()
    };
    let mut paged = ids(&pages["first"]["edges"]);
    paged.extend(ids(&second));
    assert_eq!(paged, ids(&pages["all"]["edges"]), "two pages of two");
    assert_eq!(paged.len(), 4);
    let boss = activity(&app, &bo.token, &[]).await;
    assert!(
        boss.iter().all(|a| a["subject"]["id"] != draft),
        "the draft is not in Bo's activity: {boss:?}"
    );
    let created_entry = boss
        .iter()
        .find(|a| a["subject"]["id"] == created["id"])
        .unwrap_or_else(|| panic!("the task is in Bo's activity: {boss:?}"));
    assert_eq!(created_entry["eventType"], "TaskCreated");
    assert_eq!(created_entry["label"], "Task created");
    assert_eq!(created_entry["subjectTitle"], "Quarterly report");
    assert_eq!(created_entry["actor"]["name"], "Ada Admin");
    assert_eq!(created_entry["subject"]["__typename"], "Task");
    assert_eq!(
        boss[0]["subjectTitle"], "Portal renewal",
        "newest first of Bo's"
    );
    let in_japanese = activity(&app, &bo.token, &[("accept-language", "ja")]).await;
    let entry = in_japanese
        .iter()
        .find(|a| a["subject"]["id"] == created["id"])
        .unwrap();
    assert_eq!(entry["label"], "タスクを作成");
    let by_cookie = activity(&app, &bo.token, &[("cookie", "locale=ja")]).await;
    let entry = by_cookie
        .iter()
        .find(|a| a["subject"]["id"] == created["id"])
        .unwrap();
    assert_eq!(entry["label"], "タスクを作成");

    // Without a role: the internal question only, nothing of tasks or projects.
    let nobodys = activity(&app, &nobody.token, &[]).await;
    let subjects: Vec<(Value, Value)> = nobodys
        .iter()
        .map(|a| {
            (
                a["subject"]["__typename"].clone(),
                a["subject"]["id"].clone(),
            )
        })
        .collect();
    assert_eq!(subjects, [(json!("Question"), question)], "{nobodys:?}");
}

#[tokio::test]
async fn marks_answer_the_rows_and_the_count_and_are_refused_with_their_codes() {
    let app = spawn_app().await;
    let ada = admin(&app).await;
    let staff = role(&app, &ada.token, "Staff").await;
    let bo = member(&app, "Bo Member", vec![staff]).await;
    let cy = member(&app, "Cy Colleague", vec![staff]).await;
    for title in ["First", "Second", "Third"] {
        task(&app, &ada.token, title, Some(&bo.id)).await;
    }
    task(&app, &ada.token, "Cy's own", Some(&cy.id)).await;
    let seen = until_inbox(&app, &bo.token, has_count(3)).await;
    let ids: Vec<Value> = rows(&seen).iter().map(|n| n["id"].clone()).collect();
    let (third, second, first) = (&ids[0], &ids[1], &ids[2]);
    let cys = until_inbox(&app, &cy.token, has_count(1)).await;
    let cys_id = rows(&cys)[0]["id"].clone();

    let marked = app
        .gql(
            Some(&bo.token),
            MARK,
            json!({ "input": { "ids": [first] } }),
        )
        .await
        .data("/markNotificationsRead");
    assert_eq!(
        marked,
        json!({ "notifications": [{ "id": first, "read": true, "kind": "TASK_ASSIGNED" }],
                "unreadNotificationCount": 2 })
    );
    let again = app
        .gql(
            Some(&bo.token),
            MARK,
            json!({ "input": { "ids": [first] } }),
        )
        .await;
    assert_eq!(again.error_code().as_deref(), Some("204.X000.006"));
    assert_eq!(again.error_message(), "Nothing changed");

    let none = app
        .gql(Some(&bo.token), MARK, json!({ "input": { "ids": [] } }))
        .await;
    assert_eq!(none.error_code().as_deref(), Some("204.X000.006"));
    let unknown = staffhub_api::graphql::ids::encode("Notification", Uuid::now_v7()).0;
    for id in [json!(unknown), cys_id.clone()] {
        let refused = app
            .gql(
                Some(&bo.token),
                MARK,
                json!({ "input": { "ids": [second, id] } }),
            )
            .await;
        assert_eq!(
            refused.error_code().as_deref(),
            Some("101.N001.001"),
            "{id}"
        );
    }
    let too_many: Vec<String> = (0..101)
        .map(|_| staffhub_api::graphql::ids::encode("Notification", Uuid::now_v7()).0)
        .collect();
    let refused = app
        .gql(
            Some(&bo.token),
            MARK,
            json!({ "input": { "ids": too_many } }),
        )
        .await;
    assert_eq!(refused.error_code().as_deref(), Some("203.N001.001"));
    let up_to_cys = app
        .gql(
            Some(&bo.token),
            MARK_ALL,
            json!({ "input": { "upTo": cys_id } }),
        )
        .await;
    assert_eq!(up_to_cys.error_code().as_deref(), Some("101.N001.001"));
    // None of the refusals marked anything.
    assert_eq!(inbox(&app, &bo.token).await["unreadNotificationCount"], 2);
    assert_eq!(
        inbox(&app, &cy.token).await["unreadNotificationCount"],
        1,
        "Cy's notification stayed unread"
    );

    // Up to the second: the third, newer, stays unread.
    let all = app
        .gql(
            Some(&bo.token),
            MARK_ALL,
            json!({ "input": { "upTo": second } }),
        )
        .await
        .data("/markAllNotificationsRead/unreadNotificationCount");
    assert_eq!(all, 1);
    let now = inbox(&app, &bo.token).await;
    let read: Vec<(Value, Value)> = rows(&now)
        .iter()
        .map(|n| (n["id"].clone(), n["read"].clone()))
        .collect();
    assert_eq!(
        read,
        [
            (third.clone(), json!(false)),
            (second.clone(), json!(true)),
            (first.clone(), json!(true))
        ]
    );
    let all = app
        .gql(Some(&bo.token), MARK_ALL, json!({ "input": {} }))
        .await
        .data("/markAllNotificationsRead/unreadNotificationCount");
    assert_eq!(all, 0);
    let nothing = app
        .gql(Some(&bo.token), MARK_ALL, json!({ "input": {} }))
        .await;
    assert_eq!(nothing.error_code().as_deref(), Some("204.X000.006"));
    let nothing = app
        .gql(
            Some(&bo.token),
            MARK,
            json!({ "input": { "ids": [third] } }),
        )
        .await;
    assert_eq!(
        nothing.error_code().as_deref(),
        Some("204.X000.006"),
        "read by 'mark all'"
    );

    // Signed out: refused, whatever is asked.
    for (query, variables) in [
        (MARK, json!({ "input": { "ids": [third] } })),
        (MARK_ALL, json!({ "input": {} })),
        (INBOX, json!({})),
        (ACTIVITY, json!({})),
    ] {
        let refused = app.gql(None, query, variables).await;
        assert_eq!(
            refused.error_code().as_deref(),
            Some("102.X000.001"),
            "{query}"
        );
    }
}

/// The next `notificationsChanged` payload matching `wanted` within 20 s.
async fn next_change(ws: &mut Subscription, wanted: impl Fn(&Value) -> bool) -> Value {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    let mut seen = Vec::new();
    loop {
        let left = deadline.saturating_duration_since(tokio::time::Instant::now());
        let Some(message) = ws.next_message(left).await else {
            panic!("no matching notificationsChanged; saw {seen:?}");
        };
        let change = message["payload"]["data"]["notificationsChanged"].clone();
        if message["id"] == "n" && message["type"] == "next" && wanted(&change) {
            return change;
        }
        seen.push(message);
    }
}

#[tokio::test]
async fn notifications_changed_delivers_the_new_count_and_newest_live_and_the_decrease_after_a_mark()
 {
    let app = spawn_app().await;
    let ada = admin(&app).await;
    let staff = role(&app, &ada.token, "Staff").await;
    let bo = member(&app, "Bo Member", vec![staff]).await;
    let mut ws = Subscription::connect(&app.ws_url(), json!({ "accessToken": bo.token }))
        .await
        .unwrap();
    ws.subscribe(
        "n",
        "subscription { notificationsChanged { unreadNotificationCount
           newest { id kind subjectTitle read actor { name } } } }",
        json!({}),
    )
    .await;
    // The subscription is live once a change arrives; nudge until it does.
    let mut live = false;
    for i in 0..20 {
        task(&app, &ada.token, &format!("Nudge {i}"), Some(&bo.id)).await;
        if ws
            .next_data("n", Duration::from_millis(500))
            .await
            .is_some()
        {
            live = true;
            break;
        }
    }
    assert!(live, "notificationsChanged never spoke");
    caught_up(&app).await;
    while ws
        .next_data("n", Duration::from_millis(500))
        .await
        .is_some()
    {}
    let before = inbox(&app, &bo.token).await["unreadNotificationCount"]
        .as_i64()
        .unwrap();

    task(&app, &ada.token, "Pack the booth", Some(&bo.id)).await;
    // Waited on the projection, not a clock: under load the notice is as late as the
    // projection, and only its delivery after that is timed.
    caught_up(&app).await;
    let change = next_change(&mut ws, |c| c["newest"]["subjectTitle"] == "Pack the booth").await;
    assert_eq!(change["unreadNotificationCount"], before + 1);
    assert_eq!(change["newest"]["kind"], "TASK_ASSIGNED");
    assert_eq!(change["newest"]["read"], false);
    assert_eq!(change["newest"]["actor"]["name"], "Ada Admin");

    let newest = change["newest"]["id"].clone();
    app.gql(
        Some(&bo.token),
        MARK,
        json!({ "input": { "ids": [newest] } }),
    )
    .await
    .data("/markNotificationsRead");
    caught_up(&app).await;
    let change = next_change(&mut ws, |c| c["unreadNotificationCount"] == before).await;
    assert_eq!(change["newest"]["id"], newest);
    assert_eq!(change["newest"]["read"], true);
}

/// How many `homeChanged` messages arrive within `window`.
async fn home_messages(ws: &mut Subscription, window: Duration) -> usize {
    let deadline = tokio::time::Instant::now() + window;
    let mut count = 0;
    loop {
        let left = deadline.saturating_duration_since(tokio::time::Instant::now());
        if left.is_zero() {
            return count;
        }
        match ws.next_data("h", left).await {
            Some(message) => {
                assert!(
                    message["data"]["homeChanged"]["at"].is_string(),
                    "{message}"
                );
                count += 1;
            }
            None => return count,
        }
    }
}

/// Reads `homeChanged` until it has been quiet for a second.
async fn quiet(ws: &mut Subscription) {
    while ws.next_data("h", Duration::from_secs(1)).await.is_some() {}
}

#[tokio::test]
async fn home_changed_follows_a_change_and_coalesces_a_burst() {
    let app = spawn_app().await;
    let ada = admin(&app).await;
    let mut ws = Subscription::connect(&app.ws_url(), json!({ "accessToken": ada.token }))
        .await
        .unwrap();
    ws.subscribe("h", "subscription { homeChanged { at } }", json!({}))
        .await;
    let mut live = false;
    for i in 0..20 {
        task(&app, &ada.token, &format!("Nudge {i}"), None).await;
        if ws
            .next_data("h", Duration::from_millis(500))
            .await
            .is_some()
        {
            live = true;
            break;
        }
    }
    assert!(live, "homeChanged never spoke");
    caught_up(&app).await;
    quiet(&mut ws).await;

    task(&app, &ada.token, "One change", None).await;
    assert!(
        home_messages(&mut ws, Duration::from_secs(5)).await >= 1,
        "a change is signalled"
    );
    quiet(&mut ws).await;

    // Five changes at once, each with its notices from several projections.
    let titles: Vec<String> = (0..5).map(|i| format!("Burst {i}")).collect();
    let burst = titles.iter().map(|t| task(&app, &ada.token, t, None));
    futures::future::join_all(burst).await;
    let messages = home_messages(&mut ws, Duration::from_secs(2)).await;
    assert!(
        (1..5).contains(&messages),
        "a burst of 5 changes gave {messages} messages"
    );
}

const QUESTIONS: &str = "query($filter: QuestionFilter) {
  questions(filter: $filter) { totalCount edges { node { title } } } }";

async fn question_titles(app: &TestApp, token: &str, filter: Value) -> Vec<String> {
    let list = app
        .gql(Some(token), QUESTIONS, json!({ "filter": filter }))
        .await
        .data("/questions");
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
async fn questions_addressed_to_me_are_others_questions_of_my_projects_and_internal_ones() {
    let app = spawn_app().await;
    let ada = admin(&app).await;
    let staff = role(&app, &ada.token, "Engineer").await;
    let kai = member(&app, "Kai Team", vec![staff]).await;
    let project = |name: &'static str, employees: Vec<String>| {
        let app = &app;
        let token = ada.token.clone();
        async move {
            app.gql(
                Some(&token),
                "mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }",
                json!({ "input": { "name": name, "employeeIds": employees } }),
            )
            .await
            .data("/createProject/project/id")
        }
    };
    let portal = project("Portal", vec![ada.id.clone(), kai.id.clone()]).await;
    let payroll = project("Payroll", vec![kai.id.clone()]).await;
    let ask = |token: String, input: Value| {
        let app = &app;
        async move {
            app.gql(Some(&token), ASK, json!({ "input": input }))
                .await
                .data("/askQuestion/question/id")
        }
    };
    ask(
        kai.token.clone(),
        json!({ "scope": "PROJECT", "projectId": portal, "title": "Portal login fails" }),
    )
    .await;
    ask(
        kai.token.clone(),
        json!({ "scope": "PROJECT", "projectId": payroll, "title": "Payroll cutoff?" }),
    )
    .await;
    ask(
        ada.token.clone(),
        json!({ "scope": "PROJECT", "projectId": portal, "title": "Who owns the DNS?" }),
    )
    .await;
    ask(
        kai.token.clone(),
        json!({ "scope": "INTERNAL", "title": "Where is the coffee?" }),
    )
    .await;

    // Management sees every question, but only some are Ada's to answer.
    assert_eq!(question_titles(&app, &ada.token, json!({})).await.len(), 4);
    assert_eq!(
        question_titles(&app, &ada.token, json!({ "addressedToMe": true })).await,
        ["Portal login fails", "Where is the coffee?"]
    );
    assert_eq!(
        question_titles(&app, &ada.token, json!({ "addressedToMe": false }))
            .await
            .len(),
        4,
        "false does not filter"
    );
    assert_eq!(
        question_titles(&app, &kai.token, json!({ "addressedToMe": true })).await,
        ["Who owns the DNS?"]
    );
    assert_eq!(
        question_titles(
            &app,
            &ada.token,
            json!({ "addressedToMe": true, "scopes": ["PROJECT"] })
        )
        .await,
        ["Portal login fails"],
        "with the other filters"
    );
}

#[tokio::test]
async fn email_jobs_filter_by_author_and_by_the_time_they_were_queued() {
    let sink = SmtpSink::start().await;
    let app = app_with_smtp(&sink).await;
    let ada = admin(&app).await;
    let staff = role(&app, &ada.token, "Sales").await;
    let bo = member(&app, "Bo Member", vec![staff]).await;

    let early = email_job(&app, &ada.token, "Early", "ann@client.test").await;
    let early_at = until_completed(&app, &ada.token, &early).await;
    tokio::time::sleep(Duration::from_millis(50)).await;
    let since = chrono::Utc::now();
    let late = email_job(&app, &ada.token, "Late", "ann@client.test").await;
    until_completed(&app, &ada.token, &late).await;
    let bos = email_job(&app, &bo.token, "Bo's", "ann@client.test").await;
    until_completed(&app, &ada.token, &bos).await;
    // A draft is never queued.
    app.gql(
        Some(&ada.token),
        "mutation($input: CreateEmailJobInput!) { createEmailJob(input: $input) { emailJob { id } } }",
        json!({ "input": { "senderEmail": "sales@staffhub.test", "senderName": "Sales",
            "subject": "Draft", "html": "<p>Hello</p>", "targetEmails": ["ann@client.test"],
            "send": false } }),
    )
    .await
    .data("/createEmailJob");

    let jobs = |filter: Value| {
        let app = &app;
        let token = ada.token.clone();
        async move {
            let list = app
                .gql(
                    Some(&token),
                    "query($filter: EmailJobFilter) { emailJobs(filter: $filter) { totalCount edges { node { subject } } } }",
                    json!({ "filter": filter }),
                )
                .await
                .data("/emailJobs");
            let mut subjects: Vec<String> = list["edges"]
                .as_array()
                .unwrap()
                .iter()
                .map(|e| e["node"]["subject"].as_str().unwrap().to_owned())
                .collect();
            subjects.sort();
            assert_eq!(list["totalCount"], subjects.len(), "{list}");
            subjects
        }
    };
    let since = since.to_rfc3339();
    assert_eq!(
        jobs(json!({ "authorId": ada.id, "queuedSince": since })).await,
        ["Late"]
    );
    assert_eq!(
        jobs(json!({ "authorId": ada.id })).await,
        ["Draft", "Early", "Late"]
    );
    assert_eq!(jobs(json!({ "authorId": bo.id })).await, ["Bo's"]);
    assert_eq!(
        jobs(json!({ "queuedSince": since })).await,
        ["Bo's", "Late"]
    );
    assert_eq!(
        jobs(json!({ "authorId": ada.id, "queuedSince": early_at })).await,
        ["Early", "Late"],
        "at or after"
    );
    let bad = app
        .gql(
            Some(&ada.token),
            "query($filter: EmailJobFilter) { emailJobs(filter: $filter) { totalCount } }",
            json!({ "filter": { "authorId": "!!not-an-id" } }),
        )
        .await;
    assert_eq!(bad.error_code().as_deref(), Some("203.X000.003"));
}

#[tokio::test]
async fn the_notifications_read_model_equals_a_fresh_replay_after_notifications_of_every_area_and_marks()
 {
    let app = spawn_app().await;
    let ada = admin(&app).await;
    issue_status(&app, &ada.token).await;
    let reviewer = role(&app, &ada.token, "Reviewer").await;
    let clerk = role(&app, &ada.token, "Clerk").await;
    let olivia = member(&app, "Olivia", vec![clerk]).await;
    let rita = member(&app, "Rita", vec![reviewer]).await;

    // Tasks, an issue with a mention, an approval, an answer.
    for title in ["Order laptops", "Book the venue", "Call the printer"] {
        task(&app, &ada.token, title, Some(&olivia.id)).await;
    }
    let issue = app
        .gql(
            Some(&ada.token),
            "mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } } }",
            json!({ "input": { "title": "Printer jams", "assigneeIds": [rita.id] } }),
        )
        .await
        .data("/createIssue/issue/id");
    app.gql(
        Some(&ada.token),
        "mutation($input: AddIssueCommentInput!) { addIssueComment(input: $input) { comment { id } } }",
        json!({ "input": { "issueId": issue, "body": "@Olivia please look", "mentionIds": [olivia.id] } }),
    )
    .await
    .data("/addIssueComment");
    let (id, step) = review_instance(
        &app,
        &ada.token,
        &olivia.token,
        reviewer,
        "Purchase approval",
    )
    .await;
    let proposal = document(&app, &olivia.token, "Proposal").await;
    act(
        &app,
        &olivia.token,
        "attachWorkflowStepDocument",
        json!({ "instanceId": id, "stepKey": step, "documentId": proposal, "isApproval": true }),
    )
    .await;
    act(
        &app,
        &rita.token,
        "decideWorkflowStepApproval",
        json!({ "instanceId": id, "stepKey": step, "isApprove": false, "comment": "Too dear" }),
    )
    .await;
    let question = app
        .gql(
            Some(&olivia.token),
            ASK,
            json!({ "input": { "scope": "INTERNAL", "title": "Where is the stapler?" } }),
        )
        .await
        .data("/askQuestion/question/id");
    app.gql(
        Some(&ada.token),
        ANSWER,
        json!({ "input": { "id": question, "answer": "Top drawer." } }),
    )
    .await
    .data("/answerQuestion");
    // A role change later (the holders table) and marks of each kind.
    app.gql(
        Some(&ada.token),
        UPDATE_ROLES,
        json!({ "input": { "employeeId": rita.id, "roleIds": [reviewer, clerk] } }),
    )
    .await
    .data("/updateEmployeeRoles");
    let olivias = until_inbox(&app, &olivia.token, has_count(6)).await;
    assert_eq!(
        kinds(&olivias),
        [
            "QUESTION_ANSWERED",
            "APPROVAL_REJECTED",
            "MENTIONED",
            "TASK_ASSIGNED",
            "TASK_ASSIGNED",
            "TASK_ASSIGNED"
        ]
    );
    let ids: Vec<Value> = rows(&olivias).iter().map(|n| n["id"].clone()).collect();
    app.gql(
        Some(&olivia.token),
        MARK,
        json!({ "input": { "ids": [ids[5], ids[0]] } }),
    )
    .await
    .data("/markNotificationsRead");
    let left = app
        .gql(
            Some(&olivia.token),
            MARK_ALL,
            json!({ "input": { "upTo": ids[3] } }),
        )
        .await
        .data("/markAllNotificationsRead/unreadNotificationCount");
    assert_eq!(left, 2);
    until_inbox(&app, &rita.token, has_count(2)).await;
    caught_up(&app).await;

    let tables = [
        ("notifications", "notification_id"),
        ("activity", "activity_id"),
        ("notification_role_holders", "employee_id"),
        ("notification_subjects", "subject_id"),
        ("notification_mentions", "comment_id"),
    ];
    let before = app.table_rows(&tables).await;
    for (table, rows) in &before {
        assert!(!rows.is_empty(), "{table} has rows to compare");
    }
    app.rebuild("notifications").await;
    assert_eq!(before, app.table_rows(&tables).await);
    assert_eq!(
        inbox(&app, &olivia.token).await["unreadNotificationCount"],
        2,
        "the marks replayed"
    );
}

#[tokio::test]
async fn an_inbox_history_reads_in_japanese_for_its_owner_alone() {
    let app = spawn_app().await;
    let ada = admin(&app).await;
    let staff = role(&app, &ada.token, "Staff").await;
    let olivia = member(&app, "Olivia", vec![staff]).await;
    // In the app only (issue 35 §6), so no mail is recorded on her inbox meanwhile: assignments
    // go by email by default.
    app.gql(
        Some(&olivia.token),
        "mutation($input: ChooseNotificationDeliveryInput!) {
           chooseNotificationDelivery(input: $input) { notificationDeliveries { kind } } }",
        json!({ "input": { "kind": "TASK_ASSIGNED", "delivery": "APP" } }),
    )
    .await
    .data("/chooseNotificationDelivery");
    for title in ["Order laptops", "Book the venue"] {
        task(&app, &ada.token, title, Some(&olivia.id)).await;
    }
    let olivias = until_inbox(&app, &olivia.token, has_count(2)).await;
    let oldest = rows(&olivias)[1]["id"].clone();
    app.gql(
        Some(&olivia.token),
        MARK,
        json!({ "input": { "ids": [oldest] } }),
    )
    .await
    .data("/markNotificationsRead");
    app.gql(Some(&olivia.token), MARK_ALL, json!({ "input": {} }))
        .await
        .data("/markAllNotificationsRead");

    let inbox_id = staffhub_api::graphql::ids::encode("NotificationInbox", olivia.uuid).0;
    let history = "query($id: ID!) { history(id: $id) { totalCount edges { node { label eventType actor { name } } } } }";
    let japanese = app
        .gql_with_headers(
            Some(&olivia.token),
            history,
            json!({ "id": inbox_id }),
            &[("accept-language", "ja")],
        )
        .await
        .data("/history");
    assert_eq!(japanese["totalCount"], 3);
    assert_eq!(
        japanese["edges"],
        json!([
            { "node": { "label": "通知の受け取り方を変更しました",
                        "eventType": "NotificationDeliveryChosen", "actor": { "name": "Olivia" } } },
            { "node": { "label": "通知を既読にしました", "eventType": "NotificationsRead",
                        "actor": { "name": "Olivia" } } },
            { "node": { "label": "すべての通知を既読にしました",
                        "eventType": "AllNotificationsRead", "actor": { "name": "Olivia" } } }
        ])
    );
    // Only its owner reads an inbox's history.
    let others = app
        .gql(Some(&ada.token), history, json!({ "id": inbox_id }))
        .await;
    assert_eq!(
        others.error_code().as_deref(),
        Some("204.H001.001"),
        "as if it did not exist"
    );
}
