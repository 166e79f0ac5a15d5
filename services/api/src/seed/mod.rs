//! `staffhub seed --demo`: a believable demo organisation in both languages, one file per area
//! (`members.rs`, `tags.rs`, `tasks.rs`, …), called here in the order their data depends on
//! each other. Idempotent item by item: roles are found by name, employees by email, and
//! other records have fixed ids, so a second run (or a run after an interrupted one) adds only
//! what is missing. Everything goes through the same commands the API uses.

use sqlx::PgPool;
use staffhub_journal::{Journal, Metadata};

use crate::error::ApiResult;
use crate::identity::Identity;
use crate::roles::Roles;

mod ai;
mod applications;
mod documents;
mod emails;
mod issues;
mod members;
mod sales;
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
