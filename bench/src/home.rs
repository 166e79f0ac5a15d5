//! P14 (issue 21): the home page and the notification centre. Two figures on a server of its
//! own (fresh database, NATS prefix of its own, as P13):
//!
//! - **the home query**: the exact document the frontend's home page sends (Relay's compiled
//!   `HomePageQuery`, below) for an employee with a staff role and 200 open items across the
//!   areas (tasks and issues assigned to them, workflow approvals waiting for them, questions
//!   addressed to them, organizations they own in several deal stages, email jobs they sent
//!   today), beside a few thousand events of colleagues' work, from N clients for a fixed
//!   time. Every answer is checked: each block's count equals what was created, and the
//!   recent activity holds its 15 entries. Each block is also timed alone (its fragment as a
//!   query of its own, one request at a time), so a slow block shows itself.
//! - **a notification reaching the open page**: the employee holds the bell's
//!   `notificationsChanged` subscription over graphql-transport-ws (the frontend's compiled
//!   document); a colleague assigns them a task (`assignTask`), one at a time; the latency is
//!   from sending the mutation until the subscriber has parsed the message whose
//!   `newest.subjectTitle` is that task's title. The journal append → arrival is reported too
//!   (the `TaskAssigned` event's `recorded_at`, same machine clock), as in P3.
//!
//! Everything is created through the GraphQL API as the people involved (the admin makes the
//! roles, employees and the workflow template; a colleague assigns, asks and starts; the
//! employee sends their own email jobs, which the server's sender writes to its outbox
//! directory: no SMTP), a few requests at a time, and the bench waits until the home query
//! shows every block complete before it measures.

use std::fmt::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant, SystemTime};

use anyhow::{Context, anyhow, bail};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::{DateTime, Local, Utc};
use futures::{StreamExt, TryStreamExt, stream};
use serde::Deserialize;
use serde::de::IgnoredAny;
use serde_json::{Value, json};
use staffhub_tests::Subscription;
use tokio::sync::mpsc;

use crate::client::{self, Answer, Call, Connection, Operation};
use crate::commands::{Throughput, collect};
use crate::server::{self, Server};
use crate::stats::{Samples, ms, rate, thousands};

// ------------------------------------------------------------------ the frontend's documents

/// Relay's compiled home page query (`frontend/src/pages/home/HomePageQuery.ts` and the
/// `modules/home/*` fragments it spreads). The bench sends its `params.text` verbatim, read
/// from the generated file at build time, so it stays in step with the frontend: after a
/// change there, `npx relay-compiler` and a rebuild are all it takes.
const HOME_PAGE_QUERY_GENERATED: &str =
    include_str!("../../frontend/src/pages/home/__generated__/HomePageQuery.graphql.ts");

/// Relay's compiled subscription of the header's bell
/// (`frontend/src/modules/notifications/useNotificationsChangedSubscription.ts`), which every
/// open page holds.
const NOTIFICATIONS_SUBSCRIPTION_GENERATED: &str = include_str!(
    "../../frontend/src/modules/notifications/__generated__/useNotificationsChangedSubscription.graphql.ts"
);

/// The operation text in a Relay artifact: the JSON string after `"text": `.
pub fn operation_text(generated: &str) -> anyhow::Result<String> {
    let start = generated
        .find("\"text\": ")
        .context("the Relay artifact has no \"text\"")?
        + "\"text\": ".len();
    let text = serde_json::Deserializer::from_str(&generated[start..])
        .into_iter::<String>()
        .next()
        .context("the Relay artifact's text is empty")?
        .context("the Relay artifact's text is not a JSON string")?;
    Ok(text)
}

/// The home query's blocks, each as a query of its own: one fragment of the compiled text,
/// spread alone, with the variables it uses. (label, query, uses `$me`, uses `$since`).
pub fn blocks(text: &str) -> Vec<(String, String, bool, bool)> {
    text.split("\n\nfragment ")
        .skip(1)
        .map(|fragment| {
            let name = fragment
                .split_whitespace()
                .next()
                .unwrap_or_default()
                .to_owned();
            let label = name.split('_').next().unwrap_or_default().to_owned();
            let (me, since) = (fragment.contains("$me"), fragment.contains("$since"));
            let mut declarations = Vec::new();
            if me {
                declarations.push("$me: ID!");
            }
            if since {
                declarations.push("$since: DateTime!");
            }
            let declarations = if declarations.is_empty() {
                String::new()
            } else {
                format!("({})", declarations.join(", "))
            };
            let query = format!(
                "query P14{label}{declarations} {{\n  ...{name}\n}}\n\nfragment {}",
                fragment.trim_end()
            );
            (label, query, me, since)
        })
        .collect()
}

/// What the activity asks of each entry's subject, and the questions block of each question's
/// project: loaded one row at a time by the server (`Node` loads per entry, not batched).
const ACTIVITY_SUBJECT: &str = "        subject {\n          __typename\n          __isNode: __typename\n          id\n          ... on EmailJob {\n            kind\n          }\n          ... on Question {\n            scope\n            project {\n              id\n            }\n          }\n        }\n";
const QUESTION_PROJECT: &str = "        project {\n          id\n          name\n        }\n";

/// The lever: the home query without the per-row loads (the activity entries' subjects and
/// the questions' projects), which a batched load would turn into a statement or two per
/// type. None when the compiled text no longer has them exactly once each.
pub fn without_per_row_loads(text: &str) -> Option<String> {
    if text.matches(ACTIVITY_SUBJECT).count() != 1 || text.matches(QUESTION_PROJECT).count() != 1 {
        return None;
    }
    Some(
        text.replace(ACTIVITY_SUBJECT, "")
            .replace(QUESTION_PROJECT, ""),
    )
}

// ------------------------------------------------------------------ sizes and results

/// How the employee's open items are spread over the areas.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Mix {
    /// Tasks assigned to them; the first half open, the rest processing.
    pub tasks: usize,
    pub issues: usize,
    /// Workflow instances of a colleague waiting for their approval.
    pub approvals: usize,
    /// Questions of a colleague in projects they are on, not answered yet.
    pub questions: usize,
    /// Organizations they own, spread over seven deal stages.
    pub deals: usize,
    /// Email jobs they sent today.
    pub emails: usize,
}

impl Mix {
    /// `items` spread 30 / 20 / 15 / 15 / 10 / 10 %, every area at least one.
    pub fn of(items: usize) -> Self {
        let share = |percent: usize| (items * percent / 100).max(1);
        let (issues, approvals, questions, deals, emails) =
            (share(20), share(15), share(15), share(10), share(10));
        let rest = issues + approvals + questions + deals + emails;
        Self {
            tasks: items.saturating_sub(rest).max(1),
            issues,
            approvals,
            questions,
            deals,
            emails,
        }
    }

    pub fn total(&self) -> usize {
        self.tasks + self.issues + self.approvals + self.questions + self.deals + self.emails
    }
}

#[derive(Debug, Clone, Copy)]
pub struct Sizes {
    /// The employee's open items (default 200, smoke 20).
    pub items: usize,
    /// Colleagues' background commands (default 3,000, smoke 150).
    pub background: usize,
    /// Other people's rows seeded directly beside them (issue 33: default 1,000,000, smoke 0).
    pub other_rows: i64,
    /// Timed task assignments for the notification figure (default 200, smoke 20).
    pub notices: usize,
    pub clients: usize,
    pub duration: Duration,
    /// Requests per block when timing each alone (default 30, smoke 5).
    pub alone: usize,
    /// Also measure the lever (the query without its per-row loads).
    pub experiments: bool,
}

#[derive(Debug)]
pub struct HomeResult {
    pub mix: Mix,
    pub colleagues: usize,
    pub background: usize,
    /// Other people's rows beside the employee's: tasks, issues and activity entries, and how
    /// long seeding them directly took.
    pub other_rows: (i64, i64, i64),
    pub other_seeding: Duration,
    pub seeding: Duration,
    /// Rows in the `activity` and `notifications` read models, and journal events, when
    /// measured.
    pub activity_rows: i64,
    pub notification_rows: i64,
    pub events: i64,
    pub clients: usize,
    pub load: Throughput,
    /// Cores busy during the load: the machine, the server, the bench process.
    pub cpu: crate::email::CpuSplit,
    /// The lever: the query without its per-row loads, from the same clients as long, and
    /// one at a time (p50).
    pub lever: Option<(Throughput, Samples)>,
    /// One request at a time, as seeded (the tables never analyzed).
    pub fresh: Timings,
    /// One request at a time after ANALYZE, as the load runs.
    pub analyzed: Timings,
    pub notices: NoticeResult,
}

#[derive(Debug, Default)]
pub struct NoticeResult {
    pub sent: usize,
    pub delivered: usize,
    /// Mutation sent → the subscriber parsed the message.
    pub from_send: Samples,
    /// The `TaskAssigned` event's journal append → the subscriber parsed the message.
    pub from_append: Samples,
    /// Mutation sent → its answer (read-your-writes included).
    pub mutation: Samples,
}

impl HomeResult {
    pub fn met_home(&self) -> bool {
        self.load.errors == 0
            && self.load.operations > 0
            && self.load.latency.p99().is_some_and(|p99| p99 <= 30.0)
    }

    pub fn met_notice(&self) -> bool {
        self.notices.sent > 0
            && self.notices.delivered == self.notices.sent
            && self.notices.from_send.p99().is_some_and(|p99| p99 <= 100.0)
    }

    /// Other people's rows seeded beside the employee's, as the report says them.
    fn others(&self) -> String {
        let (tasks, issues, activity) = self.other_rows;
        if tasks + issues + activity == 0 {
            return "no other rows seeded directly".to_owned();
        }
        format!(
            "{} other rows seeded directly in {:.1} s: {} tasks, {} issues, {} older activity entries",
            thousands((tasks + issues + activity) as u64),
            self.other_seeding.as_secs_f64(),
            thousands(tasks as u64),
            thousands(issues as u64),
            thousands(activity as u64),
        )
    }

    pub fn rows(&self, out: &mut String) {
        let l = &self.load;
        let m = &self.mix;
        let _ = writeln!(
            out,
            "| P14 home query (the frontend's compiled `HomePageQuery`, 7 blocks, for a staff employee with {} open items: {} tasks, {} issues, {} approvals, {} questions, {} deals, {} email jobs today; {} activity rows; beside {}) | {} home queries; p50 {} · p95 {} · p99 {}{}; one at a time: p50 {} | – | – | p99 ≤ 30 ms at {} clients | {} |",
            m.total(),
            m.tasks,
            m.issues,
            m.approvals,
            m.questions,
            m.deals,
            m.emails,
            thousands(self.activity_rows as u64),
            self.others(),
            rate(l.per_second()),
            ms(l.latency.p50()),
            ms(l.latency.quantile_ms(0.95)),
            ms(l.latency.p99()),
            crate::report::errors(l),
            ms(self.analyzed.whole.p50()),
            self.clients,
            if self.met_home() { "yes" } else { "**no**" },
        );
        let n = &self.notices;
        let _ = writeln!(
            out,
            "| P14 notification → open page (`assignTask` by a colleague × {}, one at a time; the recipient's `notificationsChanged` over graphql-transport-ws; mutation sent → message parsed) | p50 {} · p99 {} (max {}); {} of {} delivered. From journal append: p50 {} · p99 {}. Mutation round trip: p50 {} · p99 {} | – | – | p99 ≤ 100 ms | {} |",
            n.sent,
            ms(n.from_send.p50()),
            ms(n.from_send.p99()),
            ms(n.from_send.max_ms()),
            n.delivered,
            n.sent,
            ms(n.from_append.p50()),
            ms(n.from_append.p99()),
            ms(n.mutation.p50()),
            ms(n.mutation.p99()),
            if self.met_notice() { "yes" } else { "**no**" },
        );
    }

    pub fn details(&self, out: &mut String) {
        let _ = writeln!(
            out,
            "\n### P14: the home page's blocks, each alone\n\nSeeded through the API in {:.1} s: the employee's {} items and {} background commands of {} colleagues; then {} journal events, {} activity rows, {} notification rows. Each block is its fragment as a query of its own, one request at a time; first as seeded (no statistics: the test services run PostgreSQL with autovacuum off), then after `VACUUM (ANALYZE)`, as the load ran.\n\n| Block | As seeded: p50 · p99 | After VACUUM (ANALYZE): p50 · p99 |\n|---|---|---|\n| The whole `HomePageQuery` | {} · {} | {} · {} |",
            self.seeding.as_secs_f64(),
            self.mix.total(),
            thousands(self.background as u64),
            self.colleagues,
            thousands(self.events as u64),
            thousands(self.activity_rows as u64),
            thousands(self.notification_rows as u64),
            ms(self.fresh.whole.p50()),
            ms(self.fresh.whole.p99()),
            ms(self.analyzed.whole.p50()),
            ms(self.analyzed.whole.p99()),
        );
        let rows = self.fresh.blocks.iter().zip(&self.analyzed.blocks);
        for ((label, fresh), (_, analyzed)) in rows {
            let _ = writeln!(
                out,
                "| {label} | {} · {} | {} · {} |",
                ms(fresh.p50()),
                ms(fresh.p99()),
                ms(analyzed.p50()),
                ms(analyzed.p99()),
            );
        }
        let c = &self.cpu;
        let _ = writeln!(
            out,
            "\nDuring the load ({} clients): {:.2} of {} cores busy: server {:.2}, bench process {:.2}, the rest (PostgreSQL, NATS, other) {:.2}.",
            self.clients,
            c.machine,
            c.cores,
            c.server,
            c.bench,
            (c.machine - c.server - c.bench).max(0.0),
        );
        if let Some((many, one)) = &self.lever {
            let _ = writeln!(
                out,
                "\nLever (experiment): the same query without its per-row loads (the activity entries' `subject`, the questions' `project`), as batched loads would nearly make it: {} home queries; p50 {} · p95 {} · p99 {}{}; one at a time: p50 {}.",
                rate(many.per_second()),
                ms(many.latency.p50()),
                ms(many.latency.quantile_ms(0.95)),
                ms(many.latency.p99()),
                crate::report::errors(many),
                ms(one.p50()),
            );
        }
    }
}

// ------------------------------------------------------------------ the people and the data

const PASSWORD: &str = "p14 bench password";

struct Person {
    /// The global id (`Employee:…`).
    id: String,
    token: String,
}

fn str_at<'a>(value: &'a Value, pointer: &str) -> anyhow::Result<&'a str> {
    value
        .pointer(pointer)
        .and_then(Value::as_str)
        .with_context(|| format!("no {pointer} in {value}"))
}

async fn call(
    server: &Server,
    token: &str,
    query: &str,
    variables: Value,
) -> anyhow::Result<Value> {
    server.gql(Some(token), query, variables).await
}

async fn role(server: &Server, name: &str) -> anyhow::Result<i64> {
    let answer = call(
        server,
        &server.token,
        "mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }",
        json!({ "input": { "name": name, "roleCategoryId": 2 } }),
    )
    .await?;
    answer
        .pointer("/data/createRole/role/roleId")
        .and_then(Value::as_i64)
        .with_context(|| format!("createRole: {answer}"))
}

async fn person(server: &Server, key: &str, name: &str, roles: &[i64]) -> anyhow::Result<Person> {
    let email = format!("p14.{key}@bench.test");
    let answer = call(
        server,
        &server.token,
        "mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { employee { id } } }",
        json!({ "input": { "name": name, "email": email, "password": PASSWORD, "roleIds": roles } }),
    )
    .await?;
    let id = str_at(&answer, "/data/createEmployee/employee/id")?.to_owned();
    let signed_in = server
        .gql(
            None,
            "mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }",
            json!({ "input": { "email": email, "password": PASSWORD } }),
        )
        .await?;
    let token = str_at(&signed_in, "/data/signIn/accessToken")?.to_owned();
    Ok(Person { id, token })
}

/// Runs `calls` (each a list of GraphQL requests made in order) `parallel` at a time.
async fn run_all(
    server: &Server,
    parallel: usize,
    calls: Vec<Vec<(String, &'static str, Value)>>,
) -> anyhow::Result<()> {
    stream::iter(calls)
        .map(|steps| async move {
            for (token, query, variables) in steps {
                call(server, &token, query, variables).await?;
            }
            Ok::<_, anyhow::Error>(())
        })
        .buffer_unordered(parallel)
        .try_collect::<Vec<()>>()
        .await?;
    Ok(())
}

const CREATE_TASK: &str =
    "mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } } }";
const CHANGE_STATUS: &str =
    "mutation($input: ChangeTaskStatusInput!) { changeTaskStatus(input: $input) { task { id } } }";
const CHANGE_PRIORITY: &str = "mutation($input: ChangeTaskPriorityInput!) { changeTaskPriority(input: $input) { task { id } } }";
const ASSIGN_TASK: &str =
    "mutation($input: AssignTaskInput!) { assignTask(input: $input) { task { id } } }";

const TASK_TITLES: [&str; 8] = [
    "Prepare the quarterly report",
    "見積書を作成する",
    "Review the onboarding checklist",
    "顧客との打ち合わせ準備",
    "Update the price list",
    "議事録をまとめる",
    "Check the invoice run",
    "請求書の送付",
];

async fn task(server: &Server, token: &str, input: Value) -> anyhow::Result<String> {
    let answer = call(server, token, CREATE_TASK, json!({ "input": input })).await?;
    Ok(str_at(&answer, "/data/createTask/task/id")?.to_owned())
}

/// The employee's open items, created by a colleague (and by the admin where only
/// management may), `parallel` requests at a time.
async fn open_items(
    server: &Server,
    me: &Person,
    colleague: &Person,
    approver_role: i64,
    mix: Mix,
    parallel: usize,
) -> anyhow::Result<()> {
    let today = Utc::now().date_naive();
    // Tasks assigned to me: created with me as assignee (the notification "assigned you a
    // task"); the second half then moved to processing.
    stream::iter(0..mix.tasks)
        .map(|i| async move {
            let due = today + chrono::Days::new((i % 30) as u64);
            let id = task(
                server,
                &colleague.token,
                json!({ "title": format!("{} #{i}", TASK_TITLES[i % TASK_TITLES.len()]),
                    "assigneeId": me.id, "priorityId": 1 + (i % 3) as i64,
                    "dueDate": due.to_string() }),
            )
            .await?;
            if i >= mix.tasks / 2 {
                call(
                    server,
                    &colleague.token,
                    CHANGE_STATUS,
                    json!({ "input": { "id": id, "statusId": 2 } }),
                )
                .await?;
            }
            Ok::<_, anyhow::Error>(())
        })
        .buffer_unordered(parallel)
        .try_collect::<Vec<()>>()
        .await?;

    // Issues assigned to me (open, the default status).
    let issues = (0..mix.issues)
        .map(|i| {
            vec![(
                colleague.token.clone(),
                "mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id } } }",
                json!({ "input": { "title": format!("Customer cannot open the quote link #{i}"),
                    "description": "Since Monday it happens several times a day.",
                    "priorityId": 1 + (i % 3) as i64, "assigneeIds": [me.id] } }),
            )]
        })
        .collect();
    run_all(server, parallel, issues).await?;

    // Organizations I own, spread over seven deal stages.
    let deals = (0..mix.deals)
        .map(|i| {
            vec![(
                colleague.token.clone(),
                "mutation($input: CreateOrganizationInput!) { createOrganization(input: $input) { organization { id } } }",
                json!({ "input": { "name": format!("P14 Customer {i:04}"), "ownerId": me.id,
                    "dealAmount": 100_000 * (1 + i as i64 % 20), "dealCurrency": "JPY",
                    "dealStatusId": 1 + (i % 7) as i64 } }),
            )]
        })
        .collect();
    run_all(server, parallel, deals).await?;

    // Questions for me: asked by the colleague in three projects we are both on.
    let mut projects = Vec::new();
    for p in 0..3 {
        let answer = call(
            server,
            &colleague.token,
            "mutation($input: CreateProjectInput!) { createProject(input: $input) { project { id } } }",
            json!({ "input": { "name": format!("P14 project {p}"), "statusId": 2,
                "employeeIds": [me.id, colleague.id] } }),
        )
        .await?;
        projects.push(str_at(&answer, "/data/createProject/project/id")?.to_owned());
    }
    let questions = (0..mix.questions)
        .map(|i| {
            vec![(
                colleague.token.clone(),
                "mutation($input: AskQuestionInput!) { askQuestion(input: $input) { question { id } } }",
                json!({ "input": { "scope": "PROJECT", "projectId": projects[i % projects.len()],
                    "title": format!("Which template do we use for the kick-off? #{i}"),
                    "body": "The customer asked for the agenda in advance." } }),
            )]
        })
        .collect();
    run_all(server, parallel, questions).await?;

    // Approvals waiting for me: a template whose step needs the approver role I hold (made
    // by the admin: templates are management's); instances started by the colleague, each
    // with the approval document attached.
    let template = call(
        server,
        &server.token,
        "mutation($input: CreateWorkflowTemplateInput!) { createWorkflowTemplate(input: $input) { workflowTemplate { id } } }",
        json!({ "input": { "name": "P14 purchase approval", "steps": [
            { "name": "Manager approval", "approverRoleId": approver_role,
              "expectedDocuments": ["Quote"] },
            { "name": "Order", "expectedDocuments": [] } ] } }),
    )
    .await?;
    let template = str_at(
        &template,
        "/data/createWorkflowTemplate/workflowTemplate/id",
    )?;
    let document = call(
        server,
        &colleague.token,
        "mutation($input: CreateDocumentInput!) { createDocument(input: $input) { document { id } } }",
        json!({ "input": { "title": "P14 quote", "body": "# Quote\n\n10 licences, 12 months." } }),
    )
    .await?;
    let document = str_at(&document, "/data/createDocument/document/id")?;
    stream::iter(0..mix.approvals)
        .map(|i| async move {
            let started = call(
                server,
                &colleague.token,
                "mutation($input: StartWorkflowInstanceInput!) { startWorkflowInstance(input: $input) { workflowInstance { id currentStep { key } } } }",
                json!({ "input": { "templateId": template,
                    "name": format!("Purchase of licences #{i}") } }),
            )
            .await?;
            let instance = str_at(&started, "/data/startWorkflowInstance/workflowInstance/id")?;
            let step = str_at(
                &started,
                "/data/startWorkflowInstance/workflowInstance/currentStep/key",
            )?;
            call(
                server,
                &colleague.token,
                "mutation($input: AttachWorkflowStepDocumentInput!) { attachWorkflowStepDocument(input: $input) { workflowInstance { id } } }",
                json!({ "input": { "instanceId": instance, "stepKey": step,
                    "documentId": document, "isApproval": true } }),
            )
            .await?;
            Ok::<_, anyhow::Error>(())
        })
        .buffer_unordered(parallel)
        .try_collect::<Vec<()>>()
        .await?;

    // Email jobs I sent today: one recipient each, sent now (no SMTP: the server's sender
    // writes them to its outbox directory).
    let emails = (0..mix.emails)
        .map(|i| {
            vec![(
                me.token.clone(),
                "mutation($input: CreateEmailJobInput!) { createEmailJob(input: $input) { emailJob { id } } }",
                json!({ "input": { "senderEmail": "sales@bench.test", "senderName": "P14 Sales",
                    "subject": format!("Your quote #{i}"),
                    "html": "<p>Thank you for your interest. The quote is attached.</p>",
                    "targetEmails": [format!("p14.customer{i}@bench.test")], "send": true } }),
            )]
        })
        .collect();
    run_all(server, parallel, emails).await
}

/// Colleagues' work the employee sees in the recent activity: each unit a task created by one
/// colleague for the next, moved through a status and a priority (three events).
async fn background(
    server: &Server,
    colleagues: &[Person],
    commands: usize,
    parallel: usize,
) -> anyhow::Result<()> {
    stream::iter(0..commands.div_ceil(3))
        .map(|i| async move {
            let author = &colleagues[i % colleagues.len()];
            let assignee = &colleagues[(i + 1) % colleagues.len()];
            let id = task(
                server,
                &author.token,
                json!({ "title": format!("{} (team) #{i}", TASK_TITLES[i % TASK_TITLES.len()]),
                    "assigneeId": assignee.id }),
            )
            .await?;
            call(
                server,
                &assignee.token,
                CHANGE_STATUS,
                json!({ "input": { "id": id, "statusId": 2 + (i % 3) as i64 } }),
            )
            .await?;
            call(
                server,
                &author.token,
                CHANGE_PRIORITY,
                // Tasks start at medium (2): high or low is a change.
                json!({ "input": { "id": id, "priorityId": if i % 2 == 0 { 1 } else { 3 } } }),
            )
            .await?;
            Ok::<_, anyhow::Error>(())
        })
        .buffer_unordered(parallel)
        .try_collect::<Vec<()>>()
        .await?;
    Ok(())
}

// ------------------------------------------------------------------ checking an answer

#[derive(Deserialize)]
struct Counted {
    #[serde(rename = "totalCount")]
    total_count: usize,
    edges: Vec<IgnoredAny>,
}

#[derive(Deserialize)]
struct Column {
    count: usize,
}

#[derive(Deserialize)]
struct Board {
    columns: Vec<Column>,
}

#[derive(Deserialize)]
struct Edges {
    edges: Vec<IgnoredAny>,
}

#[derive(Deserialize)]
struct Home {
    #[allow(dead_code)]
    profile: IgnoredAny,
    tasks: Counted,
    issues: Counted,
    #[serde(rename = "workflowInstances")]
    approvals: Counted,
    questions: Counted,
    #[serde(rename = "dealBoard")]
    deals: Board,
    #[serde(rename = "emailJobs")]
    emails: Counted,
    activity: Edges,
}

/// The counts the home query answered, as a [`Mix`], and its activity entries.
fn home_counts(answer: &Answer) -> anyhow::Result<(Mix, usize)> {
    let home: Home = client::graphql_data(answer)?;
    let pages = [
        (&home.tasks, 5),
        (&home.issues, 5),
        (&home.approvals, 5),
        (&home.questions, 5),
        (&home.emails, 50),
    ];
    for (page, first) in pages {
        if page.edges.len() != page.total_count.min(first) {
            bail!(
                "a block shows {} of {} rows",
                page.edges.len(),
                page.total_count
            );
        }
    }
    let mix = Mix {
        tasks: home.tasks.total_count,
        issues: home.issues.total_count,
        approvals: home.approvals.total_count,
        questions: home.questions.total_count,
        deals: home.deals.columns.iter().map(|c| c.count).sum(),
        emails: home.emails.total_count,
    };
    Ok((mix, home.activity.edges.len()))
}

/// A complete home: every block's count as created and 15 activity entries.
fn complete(answer: &Answer, mix: Mix) -> anyhow::Result<()> {
    let (got, activity) = home_counts(answer)?;
    if got != mix || activity != 15 {
        bail!("expected {mix:?} and 15 activity entries, got {got:?} and {activity}");
    }
    Ok(())
}

/// Waits until the read models show every item (the sender queues the email jobs and the
/// projections catch up); the last answer's error if they never do.
async fn wait_complete(
    connection: &mut Connection,
    call: &Call,
    mix: Mix,
    limit: Duration,
) -> anyhow::Result<()> {
    let deadline = Instant::now() + limit;
    loop {
        let outcome = connection
            .send(call)
            .await
            .and_then(|answer| complete(&answer, mix));
        match outcome {
            Ok(()) => return Ok(()),
            Err(error) if Instant::now() > deadline => {
                return Err(error.context(format!("home not complete within {limit:?}")));
            }
            Err(_) => tokio::time::sleep(Duration::from_millis(200)).await,
        }
    }
}

// ------------------------------------------------------------------ the figures

/// One request at a time, `count` after three of warm-up; every answer checked by `check`.
async fn alone(
    connection: &mut Connection,
    call: &Call,
    count: usize,
    check: impl Fn(&Answer) -> anyhow::Result<()>,
) -> anyhow::Result<Samples> {
    let mut samples = Samples::default();
    for i in 0..count + 3 {
        let began = Instant::now();
        let answer = connection.send(call).await?;
        let took = began.elapsed();
        check(&answer)?;
        if i >= 3 {
            samples.push(took);
        }
    }
    Ok(samples)
}

/// The whole query and each block alone.
#[derive(Debug, Default)]
pub struct Timings {
    pub whole: Samples,
    /// Each block: its label and latencies.
    pub blocks: Vec<(String, Samples)>,
}

async fn timings(
    connection: &mut Connection,
    home: &Call,
    blocks: &[(String, Call)],
    mix: Mix,
    count: usize,
) -> anyhow::Result<Timings> {
    let whole = alone(connection, home, count, |a| complete(a, mix)).await?;
    let mut out = Timings {
        whole,
        blocks: Vec::new(),
    };
    for (label, block) in blocks {
        let samples = alone(connection, block, count, |a| {
            client::graphql_data::<IgnoredAny>(a).map(drop)
        })
        .await
        .with_context(|| format!("the {label} block alone"))?;
        out.blocks.push((label.clone(), samples));
    }
    Ok(out)
}

/// `clients` loops sending the home query back to back until `duration` is up; an answer
/// counts only if it is complete.
async fn load(
    server: &Server,
    call: &Call,
    mix: Mix,
    clients: usize,
    duration: Duration,
) -> Throughput {
    let started = Instant::now();
    let deadline = started + duration;
    let tasks: Vec<_> = (0..clients)
        .map(|_| {
            let mut connection = Connection::new(server.target.clone());
            let call = call.clone();
            tokio::spawn(async move {
                let mut out = Throughput::default();
                while Instant::now() < deadline {
                    let began = Instant::now();
                    let result = connection
                        .send(&call)
                        .await
                        .and_then(|answer| complete(&answer, mix));
                    out.record_result(began, &result);
                }
                out
            })
        })
        .collect();
    collect(tasks, started).await
}

/// The uuid inside a global id (`Type:<uuid>`, base64url).
fn uuid_of(global_id: &str) -> anyhow::Result<String> {
    let decoded = String::from_utf8(URL_SAFE_NO_PAD.decode(global_id)?)?;
    decoded
        .split_once(':')
        .map(|(_, uuid)| uuid.to_owned())
        .with_context(|| format!("not a global id: {decoded}"))
}

/// The notification figure: `count` tasks created by the colleague, then assigned to me one
/// at a time while my subscription listens.
async fn notices(
    server: &Server,
    me: &Person,
    colleague: &Person,
    count: usize,
) -> anyhow::Result<NoticeResult> {
    let subscription_text = operation_text(NOTIFICATIONS_SUBSCRIPTION_GENERATED)?;
    // Unassigned tasks, one more for the warm-up.
    let titles: Vec<String> = (0..=count).map(|i| format!("P14 notice {i:04}")).collect();
    let ids: Vec<String> = stream::iter(titles.iter())
        .map(|title| task(server, &colleague.token, json!({ "title": title })))
        .buffered(8)
        .try_collect()
        .await?;

    let mut subscription =
        Subscription::connect(&server.ws_url(), json!({ "accessToken": me.token }))
            .await
            .map_err(anyhow::Error::msg)
            .context("the recipient's socket")?;
    subscription
        .subscribe("1", &subscription_text, json!({}))
        .await;
    let (arrivals, mut arrived) =
        mpsc::unbounded_channel::<Result<(String, Instant, SystemTime), String>>();
    let reader = tokio::spawn(async move {
        while let Some(payload) = subscription.next_data("1", Duration::from_secs(3600)).await {
            let (instant, system) = (Instant::now(), SystemTime::now());
            let title = payload
                .pointer("/data/notificationsChanged/newest/subjectTitle")
                .and_then(Value::as_str);
            let message = match title {
                Some(title) => Ok((title.to_owned(), instant, system)),
                None => Err(payload.to_string()),
            };
            if arrivals.send(message).is_err() {
                break;
            }
        }
    });

    let assign = |id: &str| {
        call(
            server,
            &colleague.token,
            ASSIGN_TASK,
            json!({ "input": { "id": id, "assigneeId": me.id } }),
        )
    };
    // The message with this title, skipping others; None after `limit`.
    async fn arrival(
        arrived: &mut mpsc::UnboundedReceiver<Result<(String, Instant, SystemTime), String>>,
        title: &str,
        limit: Duration,
    ) -> anyhow::Result<Option<(Instant, SystemTime)>> {
        let deadline = tokio::time::Instant::now() + limit;
        loop {
            match tokio::time::timeout_at(deadline, arrived.recv()).await {
                Ok(Some(Ok((got, instant, system)))) if got == title => {
                    return Ok(Some((instant, system)));
                }
                Ok(Some(Ok(_))) => {}
                Ok(Some(Err(payload))) => bail!("notificationsChanged failed: {payload}"),
                Ok(None) => bail!("the recipient's subscription ended"),
                Err(_) => return Ok(None),
            }
        }
    }

    // The warm-up proves the subscription is live before anything is timed.
    assign(&ids[count]).await?;
    if arrival(&mut arrived, &titles[count], Duration::from_secs(15))
        .await?
        .is_none()
    {
        reader.abort();
        bail!("the warm-up notification did not reach the subscriber within 15 s");
    }

    let mut result = NoticeResult::default();
    let mut arrived_at = Vec::with_capacity(count);
    for i in 0..count {
        let began = Instant::now();
        assign(&ids[i]).await?;
        result.mutation.push(began.elapsed());
        result.sent += 1;
        if let Some((instant, system)) =
            arrival(&mut arrived, &titles[i], Duration::from_secs(5)).await?
        {
            result.delivered += 1;
            result.from_send.push(instant.duration_since(began));
            arrived_at.push((uuid_of(&ids[i])?, system));
        }
    }
    reader.abort();

    let uuids: Vec<String> = arrived_at.iter().map(|(id, _)| id.clone()).collect();
    let appended: Vec<(String, DateTime<Utc>)> = sqlx::query_as(
        "SELECT aggregate_id, max(recorded_at) FROM events
         WHERE aggregate_type = 'Task' AND event_type = 'TaskAssigned' AND aggregate_id = ANY($1)
         GROUP BY aggregate_id",
    )
    .bind(&uuids)
    .fetch_all(&server.pool)
    .await?;
    let appended: std::collections::HashMap<String, DateTime<Utc>> = appended.into_iter().collect();
    for (id, at) in arrived_at {
        if let Some(append) = appended.get(&id) {
            let at: DateTime<Utc> = at.into();
            let micros = (at - *append).num_microseconds().unwrap_or(0).max(0);
            result.from_append.push_micros(micros as u64);
        }
    }
    Ok(result)
}

/// The start of today in this machine's time zone, as the home page's loader computes it.
fn local_midnight() -> anyhow::Result<String> {
    let midnight = Local::now()
        .date_naive()
        .and_hms_opt(0, 0, 0)
        .and_then(|m| m.and_local_timezone(Local).earliest())
        .ok_or_else(|| anyhow!("no local midnight today"))?;
    Ok(midnight
        .with_timezone(&Utc)
        .to_rfc3339_opts(chrono::SecondsFormat::Millis, true))
}

pub async fn run(
    admin_url: &str,
    nats_url: &str,
    binary: Option<PathBuf>,
    sizes: Sizes,
) -> anyhow::Result<HomeResult> {
    let database_url = server::fresh_database(admin_url, "p14").await?;
    let result = async {
        let server = Server::start(database_url.clone(), nats_url, binary).await?;
        let outcome = measure(&server, sizes).await;
        server.stop().await;
        outcome
    }
    .await;
    server::drop_database(admin_url, &database_url).await;
    result
}

/// Issue 33: the home page at a company's size, its 200 items beside `rows` rows of other
/// people's, seeded directly as P2 and P11 seed theirs: a third tasks (P2's, assigned to
/// nobody), a third issues (P11's, assigned to P11's staff), a third activity entries older
/// than any real one (so the recent activity still shows real entries, read past a large
/// table). Returns the rows added to each.
async fn others(server: &Server, rows: i64) -> anyhow::Result<(i64, i64, i64)> {
    if rows <= 0 {
        return Ok((0, 0, 0));
    }
    let third = rows / 3;
    let count = |table: &'static str| async move {
        sqlx::query_scalar::<_, i64>(&format!("SELECT count(*) FROM {table}"))
            .fetch_one(&server.pool)
            .await
    };
    let tasks = count("task_list").await?;
    let issues = count("issue_list").await?;
    let added_tasks = crate::reads::seed(server, tasks + third).await? - tasks;
    let added_issues = crate::issues::seed(server, issues + third).await? - issues;
    let activity = sqlx::query(
        "INSERT INTO activity (activity_id, subject_type, subject_id, event_type, actor_id, tx,
             pos, at)
         SELECT gen_random_uuid(), 'Task', gen_random_uuid(), 'TaskCreated', NULL, -n, 0,
                now() - make_interval(days => 400, secs => n)
         FROM generate_series(1, $1) AS n",
    )
    .bind(rows - 2 * third)
    .execute(&server.pool)
    .await
    .context("seeding activity")?
    .rows_affected() as i64;
    crate::server::settle(&server.pool, "activity").await?;
    Ok((added_tasks, added_issues, activity))
}

async fn measure(server: &Server, sizes: Sizes) -> anyhow::Result<HomeResult> {
    let text = operation_text(HOME_PAGE_QUERY_GENERATED)?;
    let mix = Mix::of(sizes.items);
    let parallel = 8;
    let seeding = Instant::now();
    staffhub_api::seed::ensure_default_issue_lists(&server.pool)
        .await
        .map_err(|e| anyhow!("{e:?}"))
        .context("the default issue statuses")?;
    let staff = role(server, "P14 staff").await?;
    let approvers = role(server, "P14 approvers").await?;
    let me = person(server, "me", "Mina Staff", &[staff, approvers]).await?;
    let colleague = person(server, "colleague", "Kenji Colleague", &[staff]).await?;
    let colleague_count = if sizes.background >= 1_000 { 8 } else { 2 };
    let mut colleagues = Vec::with_capacity(colleague_count);
    for c in 0..colleague_count {
        let name = if c % 2 == 0 {
            format!("Team Member {c}")
        } else {
            format!("チーム {c}")
        };
        colleagues.push(person(server, &format!("team{c}"), &name, &[staff]).await?);
    }
    // The employee's items and the colleagues' work at once, so the activity interleaves.
    let (items, work) = tokio::join!(
        open_items(server, &me, &colleague, approvers, mix, parallel),
        background(server, &colleagues, sizes.background, parallel),
    );
    items.context("seeding the employee's open items")?;
    work.context("seeding the colleagues' work")?;

    // The variables as homePageLoader computes them: me from the profile, staff since the
    // profile has a role, today from local midnight.
    let profile = call(
        server,
        &me.token,
        "{ profile { employeeId roles { roleId } } }",
        json!({}),
    )
    .await?;
    let me_id = str_at(&profile, "/data/profile/employeeId")?.to_owned();
    let staff_role = profile
        .pointer("/data/profile/roles")
        .and_then(Value::as_array)
        .is_some_and(|roles| !roles.is_empty());
    let since = local_midnight()?;
    let variables = json!({ "me": me_id, "staff": staff_role, "since": since });
    let token = client::access_token(&me.token)?;
    let home = Call::graphql(Some(token.clone()), Operation::new(&text).body(&variables));
    let mut connection = Connection::new(server.target.clone());
    wait_complete(&mut connection, &home, mix, Duration::from_secs(180)).await?;
    let seeding = seeding.elapsed();
    let other_seeding = Instant::now();
    let other_rows = others(server, sizes.other_rows).await?;
    let other_seeding = other_seeding.elapsed();
    // Rows that are nobody's here must change nothing the employee sees.
    wait_complete(&mut connection, &home, mix, Duration::from_secs(30)).await?;

    let count = |sql: &'static str| async move {
        sqlx::query_scalar::<_, i64>(sql)
            .fetch_one(&server.pool)
            .await
    };
    let activity_rows = count("SELECT count(*) FROM activity").await?;
    let notification_rows = count("SELECT count(*) FROM notifications").await?;
    let events = count("SELECT count(*) FROM events").await?;

    eprintln!(
        "         P14: seeded in {:.1} s ({} activity rows); timing the query and each block alone…",
        seeding.as_secs_f64(),
        activity_rows
    );
    let blocks = blocks(&text)
        .into_iter()
        .map(|(label, query, uses_me, uses_since)| {
            let mut vars = serde_json::Map::new();
            if uses_me {
                vars.insert("me".into(), json!(me_id));
            }
            if uses_since {
                vars.insert("since".into(), json!(since));
            }
            let body = Operation::new(&query).body(&Value::Object(vars));
            (label, Call::graphql(Some(token.clone()), body))
        })
        .collect::<Vec<_>>();
    let fresh = timings(&mut connection, &home, &blocks, mix, sizes.alone).await?;
    // The tables were filled seconds ago, and the test services run PostgreSQL with autovacuum
    // off: nothing has vacuumed or analyzed them. A deployment's autovacuum would have (and P2,
    // P8, P10, P11, P12 and P15 settle their seeded tables too, `server::settle`); the figures are
    // taken with statistics and merged GIN pending lists.
    sqlx::query("VACUUM (ANALYZE)")
        .execute(&server.pool)
        .await?;
    let analyzed = timings(&mut connection, &home, &blocks, mix, sizes.alone).await?;

    eprintln!(
        "         P14: the home query from {} clients for {:?}…",
        sizes.clients, sizes.duration
    );
    let cpu_before = crate::email::cpu_mark(server.pid);
    let load = load(server, &home, mix, sizes.clients, sizes.duration).await;
    let cpu = crate::email::cpu_split(cpu_before, crate::email::cpu_mark(server.pid));
    let lever = match without_per_row_loads(&text).filter(|_| sizes.experiments) {
        Some(lean) => {
            eprintln!("         P14 experiment: the query without its per-row loads…");
            let lean = Call::graphql(Some(token.clone()), Operation::new(&lean).body(&variables));
            let one = alone(&mut connection, &lean, sizes.alone, |a| complete(a, mix)).await?;
            let many = self::load(server, &lean, mix, sizes.clients, sizes.duration).await;
            Some((many, one))
        }
        None => None,
    };
    eprintln!(
        "         P14: {:.0} home queries/s, p99 {}; {} task assignments to the open page…",
        load.per_second(),
        ms(load.latency.p99()),
        sizes.notices
    );
    let notices = notices(server, &me, &colleague, sizes.notices).await?;
    Ok(HomeResult {
        mix,
        colleagues: colleague_count,
        background: sizes.background.div_ceil(3) * 3,
        other_rows,
        other_seeding,
        seeding,
        activity_rows,
        notification_rows,
        events,
        clients: sizes.clients,
        load,
        cpu,
        lever,
        fresh,
        analyzed,
        notices,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_home_query_is_the_frontends_compiled_text_with_its_seven_blocks() {
        let text = operation_text(HOME_PAGE_QUERY_GENERATED).unwrap();
        assert!(
            text.starts_with("query HomePageQuery(\n  $me: ID!"),
            "{text}"
        );
        let labels: Vec<String> = blocks(&text).into_iter().map(|b| b.0).collect();
        for block in [
            "HomeActivity",
            "HomeApprovals",
            "HomeDeals",
            "HomeEmailJobs",
            "HomeIssues",
            "HomeQuestions",
            "HomeTasks",
        ] {
            assert!(labels.iter().any(|l| l == block), "{block} in {labels:?}");
        }
    }

    #[test]
    fn a_block_alone_declares_only_the_variables_its_fragment_uses() {
        let text = operation_text(HOME_PAGE_QUERY_GENERATED).unwrap();
        let all = blocks(&text);
        let emails = all.iter().find(|b| b.0 == "HomeEmailJobs").unwrap();
        assert!(
            emails
                .1
                .starts_with("query P14HomeEmailJobs($me: ID!, $since: DateTime!) {")
        );
        assert!((emails.2, emails.3) == (true, true));
        let activity = all.iter().find(|b| b.0 == "HomeActivity").unwrap();
        assert!(
            activity
                .1
                .starts_with("query P14HomeActivity {\n  ...HomeActivity_query\n}")
        );
        assert_eq!(activity.1.matches("fragment ").count(), 1);
    }

    #[test]
    fn the_lever_drops_only_the_per_row_loads() {
        let text = operation_text(HOME_PAGE_QUERY_GENERATED).unwrap();
        let lean = without_per_row_loads(&text).expect("the compiled text has both selections");
        assert!(!lean.contains("subject {"));
        assert!(lean.contains("subjectTitle"));
        assert_eq!(
            lean.matches("fragment ").count(),
            text.matches("fragment ").count()
        );
        assert_eq!(without_per_row_loads(&lean), None);
    }

    #[test]
    fn the_subscription_is_the_bells_compiled_text() {
        let text = operation_text(NOTIFICATIONS_SUBSCRIPTION_GENERATED).unwrap();
        assert!(text.starts_with("subscription useNotificationsChangedSubscription {"));
        assert!(text.contains("subjectTitle"));
    }

    #[test]
    fn two_hundred_items_spread_over_every_area() {
        let mix = Mix::of(200);
        assert_eq!(mix.total(), 200);
        assert_eq!(
            (
                mix.tasks,
                mix.issues,
                mix.approvals,
                mix.questions,
                mix.deals,
                mix.emails
            ),
            (60, 40, 30, 30, 20, 20)
        );
        let smoke = Mix::of(20);
        assert_eq!(smoke.total(), 20);
        assert!(
            Mix::of(3).total() >= 6,
            "every area keeps at least one item"
        );
    }

    #[test]
    fn an_answer_counts_as_complete_only_with_every_block_as_created() {
        let body = r#"{"data":{"profile":{"name":"M","employeeId":"x"},
            "tasks":{"totalCount":6,"edges":[{},{},{},{},{}]},
            "issues":{"totalCount":1,"edges":[{}]},
            "workflowInstances":{"totalCount":1,"edges":[{}]},
            "questions":{"totalCount":1,"edges":[{}]},
            "dealBoard":{"columns":[{"count":1},{"count":0}]},
            "emailJobs":{"totalCount":1,"edges":[{}]},
            "activity":{"edges":[{},{},{},{},{},{},{},{},{},{},{},{},{},{},{}]}}}"#;
        let answer = Answer {
            status: http::StatusCode::OK,
            body: bytes::Bytes::copy_from_slice(body.as_bytes()),
        };
        let mix = Mix {
            tasks: 6,
            issues: 1,
            approvals: 1,
            questions: 1,
            deals: 1,
            emails: 1,
        };
        assert!(complete(&answer, mix).is_ok());
        assert!(complete(&answer, Mix { emails: 2, ..mix }).is_err());
    }
}
