//! What every request handler can reach.

use std::sync::Arc;

use sqlx::PgPool;
use staffhub_domain::tasks::TaskServices;
use staffhub_journal::Journal;
use uuid::Uuid;

use crate::files::Files;
use crate::hub::Hub;
use crate::identity::Identity;
use crate::metrics::Metrics;
use crate::read::pool::ReadPool;

/// Column totals keyed by (organization, version, the board's filter).
pub type BoardTotals = crate::read::shared::SharedReads<
    (Uuid, i64, String),
    Arc<Vec<crate::read::organizations::ColumnTotal>>,
>;

/// Every role that exists, with how many employees hold it (`read::members::all_roles`).
pub type RoleList = Arc<Vec<(crate::read::members::RoleRow, i64)>>;

#[derive(Clone)]
pub struct AppState {
    pub pool: PgPool,
    pub nats: async_nats::Client,
    pub journal: Journal,
    pub identity: Identity,
    pub hub: Hub,
    pub files: Files,
    pub task_services: TaskServices,
    pub metrics: Metrics,
    pub roles: crate::roles::Roles,
    /// Task rows read once per announced version and shared by all subscribers.
    pub task_rows:
        Arc<crate::read::shared::SharedReads<(Uuid, i64), Option<crate::read::tasks::TaskRow>>>,
    /// Task rows read back after commands, batched across concurrent mutations, and the
    /// tasks pages name (`read::by_id`).
    pub task_loader: Arc<crate::read::tasks::TaskLoader>,
    /// Projects pages name (each question's), batched the same way.
    pub project_loader: Arc<crate::read::projects::ProjectLoader>,
    /// Issues pages name (notifications' subjects), batched the same way.
    pub issue_loader: Arc<crate::read::issues::IssueLoader>,
    /// Connections for read-model queries (`read::*`), beside `pool`.
    pub reads: Arc<ReadPool>,
    pub organization_services: staffhub_domain::organizations::OrganizationServices,
    pub project_services: staffhub_domain::projects::ProjectServices,
    pub question_services: staffhub_domain::questions::QuestionServices,
    pub document_services: staffhub_domain::documents::DocumentServices,
    pub issue_services: staffhub_domain::issues::IssueServices,
    pub application_services: staffhub_domain::applications::ApplicationServices,
    pub email_job_services: staffhub_domain::emails::EmailJobServices,
    pub email_template_services: staffhub_domain::emails::EmailTemplateServices,
    pub agent_services: staffhub_domain::agents::AgentServices,
    pub agent_role_services: staffhub_domain::agents::AgentRoleServices,
    pub workflow_template_services: staffhub_domain::workflows::WorkflowTemplateServices,
    pub chat_services: staffhub_domain::chats::ChatRoomServices,
    /// AI providers, the HTTP client and the answers this node is writing (issue 18).
    pub ai: crate::ai::Ai,
    /// Tracking tokens, the mail settings and the outbox directory (issue 17).
    pub mail: Arc<crate::mail::Mail>,
    /// The deal board's column totals after an organization's change, read once per
    /// announced version and shared by every board subscriber on this node (P9).
    pub board_totals: Arc<BoardTotals>,
    /// Employees pages name (assignees, authors, actors), kept until an employee or a role
    /// changes (`read::kept`).
    pub kept_employees: Arc<crate::read::kept::Kept<Uuid, crate::read::members::EmployeeRow>>,
    /// Issue statuses and categories pages name, kept until one of them changes.
    pub kept_issue_choices: Arc<
        crate::read::kept::Kept<
            (crate::read::issues::Choices, Uuid),
            crate::read::issues::ChoiceRow,
        >,
    >,
    /// Every role with its member count, read once per announced change of a role or an
    /// employee (whose roles move the counts) and shared by every `rolesChanged` subscriber.
    pub role_lists: Arc<crate::read::shared::SharedReads<(String, i64), RoleList>>,
    /// Organization rows read once per announced version, shared by all subscribers.
    pub organization_rows: Arc<
        crate::read::shared::SharedReads<
            (Uuid, i64),
            Option<crate::read::organizations::OrganizationRow>,
        >,
    >,
}

impl std::fmt::Debug for AppState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppState").finish_non_exhaustive()
    }
}

impl AppState {
    /// `sessions` is the cache `hub` clears; revocations are announced on
    /// `revocation_subject` for the other nodes' hubs.
    pub fn new(
        pool: PgPool,
        nats: async_nats::Client,
        hub: Hub,
        files: Files,
        sessions: Arc<crate::sessions::SessionCache>,
        revocation_subject: String,
    ) -> Self {
        let journal = Journal::new(pool.clone());
        let reads = Arc::new(ReadPool::beside(&pool));
        let roles = crate::roles::Roles::new(pool.clone());
        let lookup = Arc::new(crate::lookups::DirectoryLookup(pool.clone()));
        Self {
            organization_services: staffhub_domain::organizations::OrganizationServices {
                lookup: lookup.clone(),
            },
            project_services: staffhub_domain::projects::ProjectServices {
                lookup: lookup.clone(),
            },
            question_services: staffhub_domain::questions::QuestionServices {
                lookup: lookup.clone(),
            },
            document_services: staffhub_domain::documents::DocumentServices {
                lookup: lookup.clone(),
            },
            issue_services: staffhub_domain::issues::IssueServices {
                lookup: lookup.clone(),
            },
            application_services: staffhub_domain::applications::ApplicationServices {
                lookup: lookup.clone(),
            },
            email_job_services: staffhub_domain::emails::EmailJobServices {
                lookup: lookup.clone(),
            },
            email_template_services: staffhub_domain::emails::EmailTemplateServices {
                lookup: lookup.clone(),
            },
            agent_services: staffhub_domain::agents::AgentServices {
                lookup: lookup.clone(),
            },
            agent_role_services: staffhub_domain::agents::AgentRoleServices {
                lookup: lookup.clone(),
            },
            chat_services: staffhub_domain::chats::ChatRoomServices {
                lookup: lookup.clone(),
            },
            workflow_template_services: staffhub_domain::workflows::WorkflowTemplateServices {
                lookup: lookup.clone(),
            },
            ai: crate::ai::Ai::default(),
            mail: Arc::default(),
            board_totals: Arc::default(),
            organization_rows: Arc::default(),
            role_lists: Arc::default(),
            kept_employees: Arc::new(crate::read::kept::Kept::changed_by(&["Employee", "Role"])),
            kept_issue_choices: Arc::new(crate::read::kept::Kept::changed_by(&[
                "IssueStatus",
                "IssueCategory",
            ])),
            roles,
            task_rows: Arc::default(),
            task_loader: Arc::new(crate::read::tasks::loader(reads.clone())),
            project_loader: Arc::new(crate::read::projects::loader(reads.clone())),
            issue_loader: Arc::new(crate::read::issues::loader(reads.clone())),
            reads,
            identity: Identity::new(pool.clone(), journal.clone()).with_sessions(
                sessions,
                nats.clone(),
                revocation_subject,
            ),
            task_services: TaskServices { employees: lookup },
            pool,
            nats,
            journal,
            hub,
            files,
            metrics: Metrics::default(),
        }
    }
}
