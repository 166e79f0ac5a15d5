//! The tasks area's demo data: tasks spread across the demo employees, their priorities, due
//! dates and statuses. Tasks have fixed ids, so a re-run adds only what is missing.

use std::sync::Arc;

use chrono::{Days, Utc};
use sqlx::PgPool;
use staffhub_domain::tasks::{Task, TaskCommand, TaskError, TaskServices};
use staffhub_journal::{ExecuteError, Journal, Metadata};
use uuid::Uuid;

use super::SeedReport;
use crate::error::ApiResult;
use crate::lookups::DirectoryLookup;

pub(super) const TASK_TITLES: [&str; 12] = [
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

pub(super) const TASK_COUNT: u128 = 60;

/// The fixed id of demo task `n` (so re-runs recognise their own tasks).
pub(super) fn demo_task_id(n: u128) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0000_0000_0000 + n)
}

/// The demo tasks, assigned round the employees (every seventh unassigned).
pub(super) async fn seed(
    pool: &PgPool,
    journal: &Journal,
    employee_ids: &[Uuid],
    metadata: &Metadata,
    report: &mut SeedReport,
) -> ApiResult<()> {
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
            .execute::<Task>(&task_id.to_string(), create, &services, metadata)
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
                .execute::<Task>(&task_id.to_string(), change, &services, metadata)
                .await?;
        }
    }
    seed_trash(journal, &services, metadata, report).await
}

/// Tasks made by mistake and deleted (issue 35), so the demo's trash is not empty; fixed ids
/// past the demo tasks', so a re-run adds nothing.
const MISTAKES: [&str; 2] = [
    "Prepare the quarterly report (duplicate)",
    "週次レポートをまとめる（重複）",
];

async fn seed_trash(
    journal: &Journal,
    services: &TaskServices,
    metadata: &Metadata,
    report: &mut SeedReport,
) -> ApiResult<()> {
    for (k, title) in MISTAKES.iter().enumerate() {
        let task_id = demo_task_id(1_000 + k as u128);
        let create = TaskCommand::CreateTask {
            task_id,
            title: (*title).to_owned(),
            description: String::new(),
            priority_id: 2,
            assignee_id: None,
            due_date: None,
        };
        match journal
            .execute::<Task>(&task_id.to_string(), create, services, metadata)
            .await
        {
            Ok(_) => report.tasks_trashed += 1,
            Err(ExecuteError::Rejected(TaskError::AlreadyExists)) => continue,
            Err(error) => return Err(error.into()),
        }
        journal
            .execute::<Task>(
                &task_id.to_string(),
                TaskCommand::DeleteTask,
                services,
                metadata,
            )
            .await?;
    }
    Ok(())
}
