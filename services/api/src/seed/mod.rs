//! `staffhub seed --demo`: a demo organisation (issue: members, roles and permissions) with
//! roles in both categories, twenty employees with Japanese and English names, and tasks
//! spread across them. Idempotent item by item: roles are found by name, employees by email,
//! and tasks have fixed ids, so a second run (or a run after an interrupted one) adds only what
//! is missing. Everything goes through the same commands the API uses.

use std::sync::Arc;

use chrono::{Days, Utc};
use sqlx::PgPool;
use staffhub_domain::tags::{Tag, TagCommand};
use staffhub_domain::tasks::{Task, TaskCommand, TaskError, TaskServices};
use staffhub_journal::{ExecuteError, Journal, Metadata};
use uuid::Uuid;

use crate::error::{ApiError, ApiResult};
use crate::identity::{Identity, NewEmployee};
use crate::lookups::DirectoryLookup;
use crate::names::Names;
use crate::roles::Roles;

mod ai;
mod applications;
mod documents;
mod emails;
mod issues;

pub use issues::ensure_default_lists as ensure_default_issue_lists;
mod sales;
mod workflows;

/// Tags in both languages, with their palette colours (issue 12: later areas attach them).
const TAGS: [(&str, &str); 8] = [
    ("Urgent", "red"),
    ("至急", "orange"),
    ("Customer", "blue"),
    ("顧客対応", "cyan"),
    ("Internal", "gray"),
    ("バグ", "grape"),
    ("Design", "violet"),
    ("見積", "teal"),
];

/// Every demo employee signs in with this password (printed by the command).
pub const DEMO_PASSWORD: &str = "staffhub-demo";

const ROLES: [(&str, i32); 5] = [
    ("Manager", 1),
    ("営業", 1),
    ("Engineer", 2),
    ("Designer", 2),
    ("サポート", 2),
];

const EMPLOYEES: [(&str, &str); 20] = [
    ("佐藤 花子", "hanako.sato"),
    ("鈴木 一郎", "ichiro.suzuki"),
    ("高橋 美咲", "misaki.takahashi"),
    ("田中 健太", "kenta.tanaka"),
    ("伊藤 さくら", "sakura.ito"),
    ("渡辺 大輔", "daisuke.watanabe"),
    ("山本 結衣", "yui.yamamoto"),
    ("中村 翔", "sho.nakamura"),
    ("小林 愛", "ai.kobayashi"),
    ("加藤 拓海", "takumi.kato"),
    ("Emma Johnson", "emma.johnson"),
    ("Liam Smith", "liam.smith"),
    ("Olivia Brown", "olivia.brown"),
    ("Noah Davis", "noah.davis"),
    ("Ava Wilson", "ava.wilson"),
    ("James Taylor", "james.taylor"),
    ("Sophia Martin", "sophia.martin"),
    ("Lucas Anderson", "lucas.anderson"),
    ("Mia Thomas", "mia.thomas"),
    ("Ethan Moore", "ethan.moore"),
];

const TASK_TITLES: [&str; 12] = [
    "見積書を作成する",
    "顧客との打ち合わせ準備",
    "新機能の設計レビュー",
    "請求書の送付",
    "サポート問い合わせへの回答",
    "週次レポートをまとめる",
    "Prepare the quarterly report",
    "Review the onboarding checklist",
    "Fix the login page layout",
    "Update the price list",
    "Plan the team offsite",
    "Draft the release notes",
];

const TASK_COUNT: u128 = 60;

/// What a seed run did.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct SeedReport {
    pub roles_created: usize,
    pub tags_created: usize,
    pub employees_created: usize,
    pub tasks_created: usize,
    pub organizations_created: usize,
    pub projects_created: usize,
    pub questions_created: usize,
    pub document_categories_created: usize,
    pub permission_categories_created: usize,
    pub documents_created: usize,
    pub issue_statuses_created: usize,
    pub issue_categories_created: usize,
    pub issues_created: usize,
    pub issue_comments_created: usize,
    /// Issues converted into tasks (not counted in `tasks_created`).
    pub issue_tasks_created: usize,
    pub applications_created: usize,
    /// Pages and requirements, directories and leaves.
    pub application_nodes_created: usize,
    pub email_templates_created: usize,
    pub email_jobs_created: usize,
    /// Recipients of the completed jobs, each with its delivery events.
    pub email_deliveries_created: usize,
    pub workflow_templates_created: usize,
    pub workflow_instances_created: usize,
}

/// The fixed id of demo task `n` (so re-runs recognise their own tasks).
fn demo_task_id(n: u128) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0000_0000_0000 + n)
}

pub async fn seed_demo(pool: &PgPool) -> ApiResult<SeedReport> {
    let journal = Journal::new(pool.clone());
    let identity = Identity::new(pool.clone(), journal.clone());
    let roles = Roles::new(pool.clone());
    let metadata = Metadata::system();
    let mut report = SeedReport::default();
    identity.ensure_builtin_roles(&metadata).await?;

    let mut role_ids = Vec::new();
    for (name, category) in ROLES {
        let id = match roles.id_of(name).await? {
            Some(id) => id,
            None => {
                report.roles_created += 1;
                roles.define(&journal, name, category, &metadata).await?
            }
        };
        role_ids.push(id);
    }

    let tag_names = Names::new(pool.clone(), "Tag");
    let mut tag_ids = Vec::new();
    for (name, color) in TAGS {
        if let Some(owner) = tag_names.owner_of(name).await? {
            tag_ids.extend(Uuid::parse_str(&owner).ok());
            continue;
        }
        let tag_id = Uuid::now_v7();
        let command = TagCommand::CreateTag {
            tag_id,
            name: name.to_owned(),
            color: color.to_owned(),
        };
        tag_names
            .with_claim(name, &tag_id.to_string(), async {
                journal
                    .execute::<Tag>(&tag_id.to_string(), command, &(), &metadata)
                    .await
                    .map_err(ApiError::from)
            })
            .await?;
        tag_ids.push(tag_id);
        report.tags_created += 1;
    }

    let mut employee_ids = Vec::new();
    for (n, (name, login)) in EMPLOYEES.iter().enumerate() {
        let email = format!("{login}@demo.staffhub.local");
        let existing: Option<Uuid> =
            sqlx::query_scalar("SELECT employee_id FROM employee_credentials WHERE email = $1")
                .bind(&email)
                .fetch_optional(pool)
                .await?;
        let id = match existing {
            Some(id) => id,
            None => {
                // Every employee gets one role, and every fourth a second one.
                let mut assigned = vec![role_ids[n % role_ids.len()]];
                if n.is_multiple_of(4) {
                    assigned.push(role_ids[(n + 2) % role_ids.len()]);
                }
                let new = NewEmployee {
                    name: (*name).to_owned(),
                    email,
                    password: DEMO_PASSWORD.to_owned(),
                    role_ids: assigned,
                };
                report.employees_created += 1;
                identity.register(new, &metadata).await?.0
            }
        };
        employee_ids.push(id);
    }

    let services = TaskServices {
        employees: Arc::new(DirectoryLookup(pool.clone())),
    };
    let today = Utc::now().date_naive();
    for n in 0..TASK_COUNT {
        let i = n as usize;
        let task_id = demo_task_id(n);
        let create = TaskCommand::CreateTask {
            task_id,
            title: format!("{} #{}", TASK_TITLES[i % TASK_TITLES.len()], n + 1),
            description: "Demo task. **Markdown** works here: lists, `code`, links.".to_owned(),
            priority_id: (i % 3) as i32 + 1,
            assignee_id: (!i.is_multiple_of(7)).then(|| employee_ids[i % employee_ids.len()]),
            due_date: today.checked_add_days(Days::new((i % 30) as u64)),
        };
        match journal
            .execute::<Task>(&task_id.to_string(), create, &services, &metadata)
            .await
        {
            Ok(_) => report.tasks_created += 1,
            Err(ExecuteError::Rejected(TaskError::AlreadyExists)) => continue,
            Err(error) => return Err(error.into()),
        }
        // Spread the statuses: open, processing, closed, completed.
        let status_id = (i % 4) as i32 + 1;
        if status_id != 1 {
            let change = TaskCommand::ChangeTaskStatus { status_id };
            journal
                .execute::<Task>(&task_id.to_string(), change, &services, &metadata)
                .await?;
        }
    }
    sales::seed(pool, &journal, &employee_ids, &tag_ids, &mut report).await?;
    documents::seed(
        pool,
        &journal,
        &employee_ids,
        &role_ids,
        &tag_ids,
        &mut report,
    )
    .await?;
    issues::seed(pool, &journal, &employee_ids, &tag_ids, &mut report).await?;
    applications::seed(pool, &journal, &employee_ids, &mut report).await?;
    emails::seed(pool, &journal, &employee_ids, &mut report).await?;
    ai::seed(pool, &journal, &employee_ids, &tag_ids).await?;
    workflows::seed(pool, &journal, &employee_ids, &role_ids, &mut report).await?;
    Ok(report)
}
