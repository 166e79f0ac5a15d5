//! Tasks from CSV (issue 35 §3). The natural key is the title: a row whose title a task already
//! has (without case) updates that task; two tasks with the title make the row ambiguous.

use futures::future::BoxFuture;
use staffhub_domain::tasks::{Task, TaskCommand, TaskPriority};
use uuid::Uuid;

use super::TaskTarget;
use super::history::{PRIORITIES, STATUSES};
use crate::import::values::{self, choice, key};
use crate::import::{Ctx, Import, ImportField, ImportTarget, OnField, Row, RowError};

pub static IMPORT: Import = Import {
    label: ("Tasks", "タスク"),
    operations: &[
        "Mutation.createTask",
        "Mutation.updateTask",
        "Mutation.changeTaskStatus",
    ],
    fields: &[
        ImportField::new("title", "Title", "タイトル")
            .required()
            .key()
            .aliases(&["Task", "Name", "件名", "タスク", "タスク名"]),
        ImportField::new("description", "Description", "説明").aliases(&["詳細", "内容"]),
        ImportField::new("status", "Status", "ステータス")
            .aliases(&["状態"])
            .hint(
                "Open, Processing, Closed or Completed",
                "未対応、処理中、クローズ、完了",
            ),
        ImportField::new("priority", "Priority", "優先度")
            .hint("High, Medium or Low", "高、中、低"),
        ImportField::new("assignee", "Assignee", "担当者")
            .aliases(&["Assignee email", "担当者メール"])
            .hint("An employee's email", "社員のメールアドレス"),
        ImportField::new("dueDate", "Due date", "期限")
            .aliases(&["Due", "期日", "締め切り"])
            .hint("YYYY-MM-DD", "YYYY-MM-DD"),
    ],
    row: crate::import::row::<TaskTarget>,
};

impl ImportTarget for TaskTarget {
    fn key(row: &Row) -> Result<String, RowError> {
        Ok(key(row.required("title")?))
    }

    fn find<'a>(ctx: &'a Ctx, row: &'a Row) -> BoxFuture<'a, Result<Option<Uuid>, RowError>> {
        Box::pin(async move {
            values::one_by_name(
                ctx,
                "SELECT task_id FROM task_list WHERE lower(title) = $1",
                row.required("title")?,
            )
            .await
        })
    }

    fn commands<'a>(
        ctx: &'a Ctx,
        row: &'a Row,
        id: Uuid,
        current: Option<&'a Task>,
    ) -> BoxFuture<'a, Result<Vec<TaskCommand>, RowError>> {
        Box::pin(async move {
            let now = current.cloned().unwrap_or_default();
            let title = row.required("title")?.to_owned();
            let description = row
                .get("description")
                .map_or(now.description, str::to_owned);
            let default_priority = if current.is_some() {
                now.priority
            } else {
                TaskPriority::Medium
            };
            let priority_id =
                row.or_keep("priority", default_priority.id(), |p| choice(p, PRIORITIES))?;
            let assignee_id = match row.get("assignee") {
                Some(email) => Some(values::employee(ctx, email).await.on_field("assignee")?),
                None => now.assignee_id,
            };
            let due_date = row.or_keep("dueDate", now.due_date, |d| values::date(d).map(Some))?;
            let status = match row.get("status") {
                Some(status) => Some(choice(status, STATUSES).on_field("status")?),
                None => None,
            };
            let mut commands = vec![match current {
                None => TaskCommand::CreateTask {
                    task_id: id,
                    title,
                    description,
                    priority_id,
                    assignee_id,
                    due_date,
                },
                Some(_) => TaskCommand::UpdateTask {
                    title,
                    description,
                    priority_id,
                    assignee_id,
                    due_date,
                },
            }];
            // A new task is open; another status is its own change, as on the board.
            if let Some(status_id) = status.filter(|s| current.is_some() || *s != 1) {
                commands.push(TaskCommand::ChangeTaskStatus { status_id });
            }
            Ok(commands)
        })
    }
}
