//! `staffhub seed --demo`: a believable demo organisation in both languages, one file per area
//! named as the area is (`members.rs`, `tags.rs`, `tasks.rs`, `organizations.rs`, `ai.rs`,
//! `agents.rs`, `chats.rs`, …), called here in the order their data depends on each other: a
//! step returns the ids later steps name (the organizations a project names, the projects a
//! question is asked in, the models and agents a chat uses). Idempotent item by item: roles are found by name, employees by email, and
//! other records have fixed ids, so a second run (or a run after an interrupted one) adds only
//! what is missing. Everything goes through the same commands the API uses.

use chrono::{DateTime, Duration, NaiveTime, Utc};
use sqlx::PgPool;
use staffhub_journal::{Journal, Metadata};
use uuid::Uuid;

use crate::error::{ApiError, ApiResult};
use crate::identity::Identity;
use crate::names::Names;
use crate::roles::Roles;

mod agents;
mod ai;
mod applications;
mod chats;
mod documents;
mod emails;
mod issues;
mod members;
mod organizations;
mod projects;
mod questions;
mod tags;
mod tasks;
mod workflows;

pub use issues::ensure_default_lists as ensure_default_issue_lists;
pub use members::DEMO_PASSWORD;
use members::{EMPLOYEES, ROLES};
use tasks::{TASK_COUNT, TASK_TITLES, demo_task_id};

/// What a seed run did.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct SeedReport {
    pub roles_created: usize,
    pub tags_created: usize,
    pub employees_created: usize,
    pub tasks_created: usize,
    /// Tasks created by mistake and deleted: in the trash (issue 35).
    pub tasks_trashed: usize,
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

pub async fn seed_demo(pool: &PgPool) -> ApiResult<SeedReport> {
    let journal = Journal::new(pool.clone());
    let identity = Identity::new(pool.clone(), journal.clone());
    let roles = Roles::new(pool.clone());
    let metadata = Metadata::system();
    let mut report = SeedReport::default();

    let role_ids = members::seed_roles(&identity, &roles, &journal, &metadata, &mut report).await?;
    let tag_ids = tags::seed(pool, &journal, &metadata, &mut report).await?;
    let employee_ids =
        members::seed_employees(pool, &identity, &role_ids, &metadata, &mut report).await?;
    tasks::seed(pool, &journal, &employee_ids, &metadata, &mut report).await?;
    let organization_ids =
        organizations::seed(pool, &journal, &employee_ids, &tag_ids, &mut report).await?;
    let projects = projects::seed(
        pool,
        &journal,
        &employee_ids,
        &organization_ids,
        &mut report,
    )
    .await?;
    questions::seed(pool, &journal, &employee_ids, &projects, &mut report).await?;
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
    applications::seed(pool, &journal, &employee_ids, &projects, &mut report).await?;
    emails::seed(pool, &journal, &employee_ids, &mut report).await?;
    let model_ids = ai::seed(pool, &journal, &employee_ids).await?;
    let agent_ids = agents::seed(pool, &journal, &employee_ids, &tag_ids, &model_ids).await?;
    chats::seed(pool, &journal, &employee_ids, &model_ids, &agent_ids).await?;
    workflows::seed(pool, &journal, &employee_ids, &role_ids, &mut report).await?;
    Ok(report)
}

// ---------------------------------------------------------------- shared by the area seeds

/// `days_ago` days before `now`'s date, at `hour:minute` Japan time (UTC+9).
fn local_time(now: DateTime<Utc>, days_ago: i64, (hour, minute): (i64, i64)) -> DateTime<Utc> {
    let midnight = now.date_naive().and_time(NaiveTime::MIN).and_utc();
    midnight - Duration::days(days_ago) + Duration::hours(hour - 9) + Duration::minutes(minute)
}

/// A command's metadata: `actor` did it at `at` (business time).
fn by(actor: Uuid, at: DateTime<Utc>) -> Metadata {
    Metadata {
        actor_id: Some(actor),
        occurred_at: Some(at),
        ..Metadata::system()
    }
}

fn loading(error: impl std::error::Error + Send + Sync + 'static) -> ApiError {
    ApiError::internal("loading a demo aggregate failed", error)
}

/// The id of the item `name` names (found by name, as the API finds it), or `id` claimed for
/// it and `create` run; whether it was created now.
async fn claimed_or_found(
    names: &Names,
    name: &str,
    id: Uuid,
    create: impl Future<Output = ApiResult<bool>>,
) -> ApiResult<(Uuid, bool)> {
    if let Some(owner) = names.owner_of(name).await?
        && let Ok(owner) = Uuid::parse_str(&owner)
        && owner != id
    {
        return Ok((owner, false));
    }
    let created = names.with_claim(name, &id.to_string(), create).await?;
    Ok((id, created))
}
