//! Issues from CSV (issue 35 §3). The natural key is the title within the issue's project (the
//! spec's "name within its scope"): a row updates the issue of its project with that title.
//! Statuses and categories are read by their label in either language, people by email, tags
//! and projects by name; a cell of several values sets exactly those.

use futures::future::BoxFuture;
use staffhub_domain::issues::IssuePriority;
use staffhub_domain::issues::issue::{Issue, IssueCommand};
use uuid::Uuid;

use super::IssueTarget;
use super::history::PRIORITIES;
use crate::catalogue::Code;
use crate::import::values::{self, choice, key, list};
use crate::import::{Ctx, Import, ImportField, ImportTarget, OnField, Row, RowError};

pub static IMPORT: Import = Import {
    label: ("Issues", "課題"),
    operations: &[
        "Mutation.createIssue",
        "Mutation.updateIssue",
        "Mutation.changeIssueStatus",
        "Mutation.changeIssuePriority",
        "Mutation.assignIssueCategory",
        "Mutation.detachIssueCategory",
        "Mutation.assignIssueProject",
        "Mutation.assignIssueEmployee",
        "Mutation.detachIssueEmployee",
    ],
    fields: &[
        ImportField::new("title", "Title", "タイトル")
            .required()
            .key()
            .aliases(&["Issue", "Summary", "件名", "課題", "課題名"]),
        ImportField::new("description", "Description", "説明").aliases(&["詳細", "内容"]),
        ImportField::new("project", "Project", "プロジェクト")
            .key()
            .hint("A project's name", "プロジェクト名"),
        ImportField::new("status", "Status", "ステータス")
            .aliases(&["状態"])
            .hint("A status as the board names it", "ボードのステータス名"),
        ImportField::new("priority", "Priority", "優先度")
            .hint("High, Medium or Low", "高、中、低"),
        ImportField::new("assignees", "Assignees", "担当者")
            .aliases(&["Assignee", "担当者メール"])
            .hint(
                "Employees' emails separated by ;",
                "社員のメールアドレスを ; で区切る",
            ),
        ImportField::new("categories", "Categories", "カテゴリ")
            .aliases(&["Category", "分類"])
            .hint("Category names separated by ;", "カテゴリ名を ; で区切る"),
        ImportField::new("tags", "Tags", "タグ")
            .hint("Tag names separated by ;", "タグ名を ; で区切る"),
    ],
    row: crate::import::row::<IssueTarget>,
};

/// The row's project, by name ('Project not found'); `None` when the cell is empty.
async fn project(ctx: &Ctx, row: &Row) -> Result<Option<Uuid>, RowError> {
    let Some(name) = row.get("project") else {
        return Ok(None);
    };
    let id = values::one_by_name(
        ctx,
        "SELECT project_id FROM project_list WHERE lower(name) = $1",
        name,
    )
    .await
    .on_field("project")?;
    id.map(Some)
        .ok_or_else(|| RowError::from(Code::ProjectNotFound).on("project"))
}

/// A choice list's entries by their label in either language (`table`: issue_statuses or
/// issue_categories), each as found, 'not found' (`missing`) for one that is not.
async fn labelled(
    ctx: &Ctx,
    sql: &'static str,
    labels: &[&str],
    missing: Code,
) -> Result<Vec<Uuid>, RowError> {
    let mut ids = Vec::with_capacity(labels.len());
    for label in labels {
        let id = values::one_by_name(ctx, sql, label).await?.ok_or(missing)?;
        if !ids.contains(&id) {
            ids.push(id);
        }
    }
    Ok(ids)
}

const STATUS_BY_LABEL: &str =
    "SELECT status_id FROM issue_statuses WHERE lower(label_en) = $1 OR lower(label_ja) = $1";
const CATEGORY_BY_LABEL: &str =
    "SELECT category_id FROM issue_categories WHERE lower(label_en) = $1 OR lower(label_ja) = $1";

/// The commands that make `held` exactly `wanted`: assign what is missing, detach the rest.
fn set_exactly(
    held: &[Uuid],
    wanted: &[Uuid],
    assign: fn(Uuid) -> IssueCommand,
    detach: fn(Uuid) -> IssueCommand,
) -> Vec<IssueCommand> {
    let added = wanted
        .iter()
        .filter(|id| !held.contains(id))
        .map(|id| assign(*id));
    let removed = held
        .iter()
        .filter(|id| !wanted.contains(id))
        .map(|id| detach(*id));
    added.chain(removed).collect()
}

impl ImportTarget for IssueTarget {
    fn key(row: &Row) -> Result<String, RowError> {
        let title = key(row.required("title")?);
        Ok(format!(
            "{}\u{0}{title}",
            key(row.get("project").unwrap_or_default())
        ))
    }

    fn find<'a>(ctx: &'a Ctx, row: &'a Row) -> BoxFuture<'a, Result<Option<Uuid>, RowError>> {
        Box::pin(async move {
            let title = key(row.required("title")?);
            let project = project(ctx, row).await?;
            let ids: Vec<(Uuid,)> = ctx
                .state
                .reads
                .fetch_all(
                    sqlx::query_as(
                        "SELECT issue_id FROM issue_list
                         WHERE lower(title) = $1 AND project_id IS NOT DISTINCT FROM $2",
                    )
                    .bind(title)
                    .bind(project),
                )
                .await?;
            match ids.as_slice() {
                [] => Ok(None),
                [(id,)] => Ok(Some(*id)),
                _ => Err(Code::ImportAmbiguousKey.into()),
            }
        })
    }

    fn commands<'a>(
        ctx: &'a Ctx,
        row: &'a Row,
        id: Uuid,
        current: Option<&'a Issue>,
    ) -> BoxFuture<'a, Result<Vec<IssueCommand>, RowError>> {
        Box::pin(async move {
            let now = current.cloned().unwrap_or_default();
            let title = row.required("title")?.to_owned();
            let description = row
                .get("description")
                .map_or(now.description.clone(), str::to_owned);
            let project_id = project(ctx, row).await?;
            let status_id = match row.get("status") {
                Some(label) => Some(
                    labelled(ctx, STATUS_BY_LABEL, &[label], Code::IssueStatusNotFound)
                        .await
                        .on_field("status")?[0],
                ),
                None => None,
            };
            let priority_id = match row.get("priority") {
                Some(p) => Some(choice(p, PRIORITIES).on_field("priority")?),
                None => None,
            };
            let assignee_ids = match row.get("assignees") {
                Some(emails) => Some(
                    values::employees(ctx, &list(emails))
                        .await
                        .on_field("assignees")?,
                ),
                None => None,
            };
            let category_ids = match row.get("categories") {
                Some(labels) => Some(
                    labelled(
                        ctx,
                        CATEGORY_BY_LABEL,
                        &list(labels),
                        Code::CategoryNotFound,
                    )
                    .await
                    .on_field("categories")?,
                ),
                None => None,
            };
            let tag_ids = match row.get("tags") {
                Some(names) => {
                    let ids = values::named(ctx, "Tag", &list(names), Code::TagsNotFound)
                        .await
                        .on_field("tags")?;
                    crate::areas::tags::keeping_deleted(&ctx.state, &now.tag_ids, ids).await?
                }
                None => now.tag_ids.clone(),
            };
            let Some(_) = current else {
                let status_id = match status_id {
                    Some(id) => id,
                    // The first status of the board, as the new-issue form starts one.
                    None => {
                        let first: Option<(Uuid,)> = ctx
                            .state
                            .reads
                            .fetch_optional(sqlx::query_as(
                                "SELECT status_id FROM issue_statuses
                                 ORDER BY position, status_id LIMIT 1",
                            ))
                            .await?;
                        first.ok_or(Code::IssueStatusNotFound)?.0
                    }
                };
                return Ok(vec![IssueCommand::CreateIssue {
                    issue_id: id,
                    title,
                    description,
                    status_id,
                    priority_id: priority_id.unwrap_or(IssuePriority::Medium.id()),
                    reporter_id: ctx.session.employee_id,
                    category_ids: category_ids.unwrap_or_default(),
                    project_id,
                    assignee_ids: assignee_ids.unwrap_or_default(),
                    document_ids: Vec::new(),
                    tag_ids,
                }]);
            };
            let mut commands = vec![IssueCommand::EditIssue {
                title,
                description,
                tag_ids,
            }];
            if let Some(status_id) = status_id {
                commands.push(IssueCommand::ChangeIssueStatus { status_id });
            }
            if let Some(priority_id) = priority_id {
                commands.push(IssueCommand::ChangeIssuePriority { priority_id });
            }
            if let Some(wanted) = category_ids {
                commands.extend(set_exactly(
                    &now.category_ids,
                    &wanted,
                    |category_id| IssueCommand::AssignCategory { category_id },
                    |category_id| IssueCommand::DetachCategory { category_id },
                ));
            }
            if let Some(wanted) = assignee_ids {
                commands.extend(set_exactly(
                    &now.assignee_ids,
                    &wanted,
                    |employee_id| IssueCommand::AssignEmployee { employee_id },
                    |employee_id| IssueCommand::DetachEmployee { employee_id },
                ));
            }
            Ok(commands)
        })
    }
}
