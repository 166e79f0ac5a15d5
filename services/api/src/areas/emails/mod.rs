//! Emails' application layer (issue 31): what email job rules ask of templates; the ids,
//! error codes, command targets and unique names of templates and jobs, a job form's content
//! checked where the domain cannot, a job's audience, and who may send a batch.

mod descriptor;
mod history;
mod test_message;

pub use descriptor::AREA;
pub use test_message::{TestAudience, send_test};

use async_graphql::ID;
use sqlx::PgPool;
use staffhub_domain::emails::{
    EmailAudience, EmailConditions, EmailContent, EmailDeliveryError, EmailJob as JobAggregate,
    EmailJobCommand, EmailJobError, EmailJobKind as DomainKind, EmailJobServices, EmailJobStatus,
    EmailTemplate as TemplateAggregate, EmailTemplateCommand, EmailTemplateDependents,
    EmailTemplateError, EmailTemplateServices,
};
use staffhub_journal::JournalEvent;
use staffhub_projections::emails::{kind_id, template_status_id};
use uuid::Uuid;

use crate::access::Caller;
use crate::catalogue::Code;
use crate::command::{Target, TrashTarget, UniqueNames};
use crate::error::{ApiError, ApiResult};
use crate::graphql::ids;
use crate::lookups::DirectoryLookup;
use crate::names::Names;
use crate::policy::Rule;
use crate::read::emails::{self as reads, JobRow, TemplateRow};
use crate::sessions::Session;
use crate::state::AppState;

#[async_trait::async_trait]
impl staffhub_domain::emails::EmailJobLookup for DirectoryLookup {
    /// Asked of the journal: a template activated a moment ago can be used at once. One in
    /// the trash is no template (issue 35: 'Template not found'), until it is restored.
    async fn template_status(
        &self,
        id: Uuid,
    ) -> Option<staffhub_domain::emails::EmailTemplateStatus> {
        let status: Option<serde_json::Value> = sqlx::query_scalar(
            "SELECT CASE event_type
                        WHEN 'EmailTemplateCreated' THEN payload -> event_type -> 'status'
                        ELSE payload -> event_type -> 'to' END
             FROM events
             WHERE aggregate_type = 'EmailTemplate' AND aggregate_id = $1
               AND event_type IN ('EmailTemplateCreated', 'EmailTemplateStatusChanged')
               AND COALESCE((
                   SELECT d.event_type <> 'EmailTemplateDeleted' FROM events d
                   WHERE d.aggregate_type = 'EmailTemplate' AND d.aggregate_id = $1
                     AND d.event_type IN ('EmailTemplateDeleted', 'EmailTemplateRestored')
                   ORDER BY d.sequence DESC LIMIT 1), true)
             ORDER BY sequence DESC LIMIT 1",
        )
        .bind(id.to_string())
        .fetch_optional(&self.0)
        .await
        .unwrap_or_else(|error| {
            tracing::error!(error = %error, "looking up a template's status failed");
            None
        });
        status.and_then(|value| serde_json::from_value(value).ok())
    }
}

#[async_trait::async_trait]
impl staffhub_domain::emails::EmailTemplateLookup for DirectoryLookup {
    async fn dependents(&self, template_id: Uuid) -> Result<EmailTemplateDependents, String> {
        template_dependents(&self.0, template_id)
            .await
            .map_err(|e| e.to_string())
    }
}

/// What depends on a template (issue 35), counted in the read model: the jobs that use it and
/// are still to be sent, drafts (spec §4 id 6) and scheduled ones (id 1), single and batch
/// apart. Sent jobs (queued 2, completed 4) keep the subject and HTML they recorded, so they
/// do not hold the template (`EmailTemplateDependents` says why), nor do deleted drafts,
/// which have no row.
pub async fn template_dependents(
    pool: &PgPool,
    template_id: Uuid,
) -> Result<EmailTemplateDependents, sqlx::Error> {
    let (email_jobs, batch_email_jobs) = sqlx::query_as::<_, (i64, i64)>(
        "SELECT count(*) FILTER (WHERE kind = $2), count(*) FILTER (WHERE kind = $3)
         FROM email_jobs WHERE template_id = $1 AND status = ANY ($4)",
    )
    .bind(template_id)
    .bind(kind_id(DomainKind::Single))
    .bind(kind_id(DomainKind::Batch))
    .bind([
        EmailJobStatus::Draft.id() as i16,
        EmailJobStatus::Scheduled.id() as i16,
    ])
    .fetch_one(pool)
    .await?;
    Ok(EmailTemplateDependents {
        email_jobs,
        batch_email_jobs,
    })
}

impl From<EmailTemplateError> for ApiError {
    fn from(error: EmailTemplateError) -> Self {
        Self::Coded(match error {
            EmailTemplateError::NotDeleted => Code::NotDeleted,
            EmailTemplateError::InUse(dependents) => {
                // The keys the browser's areas count in words (`AreaModule.counts`).
                return Self::InUse {
                    code: Code::EmailTemplateInUse,
                    dependents: vec![
                        ("email_jobs", dependents.email_jobs),
                        ("batch_email_jobs", dependents.batch_email_jobs),
                    ],
                };
            }
            EmailTemplateError::Lookup(reason) => {
                return Self::internal("template lookup failed", std::io::Error::other(reason));
            }
            EmailTemplateError::NotFound => Code::TemplateNotFound,
            EmailTemplateError::AlreadyExists => Code::InvalidId,
            EmailTemplateError::InvalidName => Code::InvalidName,
            EmailTemplateError::InvalidSubject => Code::InvalidSubject,
            EmailTemplateError::InvalidHtml => Code::InvalidHtml,
            EmailTemplateError::NothingChanged => Code::NothingChanged,
            EmailTemplateError::StatusUnchanged => Code::SameStatus,
        })
    }
}

impl From<EmailJobError> for ApiError {
    fn from(error: EmailJobError) -> Self {
        Self::Coded(match error {
            EmailJobError::NotFound => Code::EmailJobNotFound,
            EmailJobError::NotDeleted => Code::NotDeleted,
            EmailJobError::InvalidSendTime => Code::InvalidScheduleTime,
            EmailJobError::AlreadyExists | EmailJobError::InvalidAudience => Code::InvalidId,
            EmailJobError::InvalidEmail { .. } | EmailJobError::InvalidRecipients => {
                Code::InvalidRecipientEmail
            }
            EmailJobError::InvalidSenderName => Code::InvalidSenderName,
            EmailJobError::InvalidSubject => Code::InvalidSubject,
            EmailJobError::InvalidHtml => Code::InvalidHtml,
            EmailJobError::TooManyTags => Code::TooManyTagNames,
            EmailJobError::InvalidConditions => Code::InvalidConditions,
            EmailJobError::TooManyRecipients => Code::TooManyRecipients,
            EmailJobError::NoRecipients => Code::NoRecipients,
            EmailJobError::TemplateNotFound => Code::TemplateNotFound,
            EmailJobError::TemplateNotActive => Code::TemplateNotActive,
            EmailJobError::NotDraft => Code::EmailJobNotDraft,
            EmailJobError::NotScheduled | EmailJobError::NotQueued => Code::EmailJobNotScheduled,
            EmailJobError::NothingChanged => Code::NothingChanged,
        })
    }
}

impl From<EmailDeliveryError> for ApiError {
    fn from(error: EmailDeliveryError) -> Self {
        // Deliveries are written by the sender and tracking endpoints, never by a client.
        Self::internal("a delivery outcome was refused", error)
    }
}

pub struct TemplateTarget;

impl Target for TemplateTarget {
    type Aggregate = TemplateAggregate;
    type Row = TemplateRow;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::TemplateNotFound;

    fn services(state: &AppState) -> &EmailTemplateServices {
        &state.email_template_services
    }

    async fn read_back(state: &AppState, id: Uuid) -> ApiResult<Option<TemplateRow>> {
        Ok(reads::template_by_id(&state.reads, id).await?)
    }

    fn version(row: &TemplateRow) -> i64 {
        row.version
    }

    fn from_events(
        id: Uuid,
        template: TemplateAggregate,
        events: &[JournalEvent],
    ) -> Option<TemplateRow> {
        let (first, last) = (events.first()?, events.last()?);
        template.id()?;
        // In the trash, it has no row (issue 35).
        if template.is_deleted() {
            return None;
        }
        Some(TemplateRow {
            template_id: id,
            name: template.name().to_owned(),
            subject: template.subject().to_owned(),
            html: template.html().to_owned(),
            status: template_status_id(template.status()),
            author_id: Some(template.author_id()),
            created_at: first.metadata.occurred_at_or(first.recorded_at),
            updated_at: last.metadata.occurred_at_or(last.recorded_at),
            version: last.sequence,
            markdown: template.markdown().map(str::to_owned),
        })
    }
}

/// Whoever may edit a template deletes and restores it (the descriptor's `trash.operation`,
/// `Mutation.updateEmailTemplate`: every staff member, as templates are shared), and only one
/// that no job still to be sent uses (the aggregate's rule, [`template_dependents`]). Template
/// names are unique: a deleted one's name is free while it is in the trash, and claimed again
/// when it is restored (issue 35).
impl TrashTarget for TemplateTarget {
    fn delete_command() -> EmailTemplateCommand {
        EmailTemplateCommand::Delete
    }

    fn restore_command() -> EmailTemplateCommand {
        EmailTemplateCommand::Restore
    }

    fn names(state: &AppState) -> Option<UniqueNames> {
        Some(UniqueNames {
            names: template_names(state),
            trash: "email_template_trash",
        })
    }
}

pub struct JobTarget;

/// Who a job is, for [`may_change`]: read of its live row or of the row its trash entry will
/// bring back.
#[derive(sqlx::FromRow)]
struct JobOwner {
    kind: i16,
    author_id: Option<Uuid>,
}

/// A draft is deleted to the trash and restored by whoever may change it ([`may_change`]: its
/// author or management, a batch only management), asked of its row or of the row its entry
/// will bring back (issue 35 §1). Only a draft is deleted (the aggregate's rule).
impl TrashTarget for JobTarget {
    fn delete_command() -> EmailJobCommand {
        EmailJobCommand::Delete
    }

    fn restore_command() -> EmailJobCommand {
        EmailJobCommand::Restore
    }

    fn authorize<'a>(
        state: &'a AppState,
        session: &'a Session,
        id: Uuid,
        restoring: bool,
    ) -> futures::future::BoxFuture<'a, ApiResult<()>> {
        Box::pin(async move {
            let owner: JobOwner = if restoring {
                crate::read::trash::row(&state.reads, "email_job_trash", "email_jobs", id)
                    .await?
                    .ok_or(Code::NotDeleted)?
            } else {
                let row = reads::job_by_id(&state.reads, id)
                    .await?
                    .ok_or(Code::EmailJobNotFound)?;
                JobOwner {
                    kind: row.kind,
                    author_id: row.author_id,
                }
            };
            may_change_job(session, owner.kind, owner.author_id)
        })
    }
}

/// [`may_change`] as a row-level condition over `j` (an `email_jobs` row): who sees a deleted
/// draft in the trash is who may restore it. The same rule as above, kept beside it.
pub fn change_condition(query: &mut sqlx::QueryBuilder<'_, sqlx::Postgres>, caller: &Caller) {
    if caller.manager {
        return;
    }
    query
        .push(" AND j.kind <> ")
        .push_bind(kind_id(DomainKind::Batch))
        .push(" AND j.author_id = ")
        .push_bind(caller.employee_id);
}

impl Target for JobTarget {
    type Aggregate = JobAggregate;
    type Row = JobRow;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::EmailJobNotFound;

    fn services(state: &AppState) -> &EmailJobServices {
        &state.email_job_services
    }

    async fn read_back(state: &AppState, id: Uuid) -> ApiResult<Option<JobRow>> {
        Ok(reads::job_by_id(&state.reads, id).await?)
    }

    fn version(row: &JobRow) -> i64 {
        row.version
    }

    /// The report's counts are the projection's; a row built from the job's own events (the
    /// read model lagging) shows none.
    fn from_events(id: Uuid, job: JobAggregate, events: &[JournalEvent]) -> Option<JobRow> {
        let (first, last) = (events.first()?, events.last()?);
        job.id()?;
        // A deleted draft has no row.
        if job.is_deleted() {
            return None;
        }
        let content = job.content().clone();
        let (target_emails, cc_emails, bcc_emails, deal_status_ids, condition_tag_ids) =
            match job.audience().cloned() {
                Some(EmailAudience::Single {
                    target_emails,
                    cc_emails,
                    bcc_emails,
                }) => (target_emails, cc_emails, bcc_emails, None, None),
                Some(EmailAudience::Batch { conditions }) => (
                    Vec::new(),
                    Vec::new(),
                    Vec::new(),
                    Some(conditions.deal_status_ids),
                    Some(conditions.tag_ids),
                ),
                None => Default::default(),
            };
        Some(JobRow {
            job_id: id,
            kind: kind_id(job.kind()),
            status: job.status().id() as i16,
            author_id: Some(job.author_id()),
            sender_email: content.sender_email,
            sender_name: content.sender_name,
            subject: content.subject,
            html: content.html,
            template_id: content.template_id,
            attachment_ids: content.attachment_ids,
            tag_names: content.tag_names,
            target_emails,
            cc_emails,
            bcc_emails,
            deal_status_ids,
            condition_tag_ids,
            scheduled_send_time: job.scheduled_send_time(),
            queued_at: None,
            completed_at: None,
            recipients: job.recipient_count() as i32,
            skipped: job.skipped_count() as i32,
            pending: 0,
            accepted: 0,
            delivered: 0,
            opened: 0,
            clicked: 0,
            unsubscribed: 0,
            complained: 0,
            permanent_failures: 0,
            temporary_failures: 0,
            created_at: first.metadata.occurred_at_or(first.recorded_at),
            updated_at: last.metadata.occurred_at_or(last.recorded_at),
            version: last.sequence,
        })
    }
}

/// An email template's id ('Invalid ID' when it is not one).
pub fn template_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "EmailTemplate", Code::InvalidId)
}

/// An email job's id ('Invalid ID' when it is not one).
pub fn job_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "EmailJob", Code::InvalidId)
}

/// Template names are unique among templates ('Name already exists').
pub fn template_names(state: &AppState) -> Names {
    Names::new(state.pool.clone(), "EmailTemplate")
}

/// The content fields both job forms send.
pub struct ContentFields {
    pub sender_email: String,
    pub sender_name: String,
    pub subject: String,
    pub html: String,
    pub template_id: Option<ID>,
    pub attachment_ids: Option<Vec<ID>>,
    pub tag_names: Option<Vec<String>>,
}

/// The content a job form sends, checked where the domain cannot: the sender's address
/// gets its own message, and attachments must have been uploaded.
pub async fn content(state: &AppState, fields: ContentFields) -> ApiResult<EmailContent> {
    let sender_email =
        staffhub_domain::text::email(&fields.sender_email).ok_or(Code::InvalidSenderEmail)?;
    let attachment_ids: Vec<Uuid> = fields
        .attachment_ids
        .unwrap_or_default()
        .iter()
        .map(|id| ids::decode(id, "EmailAttachment", Code::InvalidId))
        .collect::<ApiResult<_>>()?;
    let found = reads::attachments(&state.reads, &attachment_ids).await?;
    if found.len() != attachment_ids.len() {
        return Err(Code::EmailAttachmentNotFound.into());
    }
    Ok(EmailContent {
        sender_email,
        sender_name: fields.sender_name,
        subject: fields.subject,
        html: fields.html,
        template_id: fields.template_id.as_ref().map(template_id).transpose()?,
        attachment_ids,
        tag_names: fields.tag_names.unwrap_or_default(),
    })
}

/// How many a job would reach now: a single job's targets, a batch's unsuppressed members.
pub async fn audience_count(state: &AppState, row: &JobRow) -> ApiResult<usize> {
    if row.kind == kind_id(DomainKind::Batch) {
        let audience = reads::batch_audience(
            &state.reads,
            row.deal_status_ids.as_deref().unwrap_or_default(),
            row.condition_tag_ids.as_deref().unwrap_or_default(),
        )
        .await?;
        Ok(audience.reachable())
    } else {
        Ok(row.target_emails.len())
    }
}

/// A batch job reaches every contact of its deal stages: only management sends one.
pub fn may_send(session: &Session, kind: i16) -> ApiResult<()> {
    if kind == kind_id(DomainKind::Batch) {
        crate::policy::check(Rule::Management, Some(session))?;
    }
    Ok(())
}

/// Who may change a job (issue 37 §3, §6): edit, send, cancel or delete it. Its author or
/// management, and a batch job only management (it reaches every contact of its stages). A
/// colleague's draft is theirs: `102.X000.004` 'Employee is not owner'.
pub fn may_change(session: &Session, row: &JobRow) -> ApiResult<()> {
    may_change_job(session, row.kind, row.author_id)
}

/// [`may_change`] of a job's kind and author (a row in the trash is read only for these).
fn may_change_job(session: &Session, kind: i16, author_id: Option<Uuid>) -> ApiResult<()> {
    may_send(session, kind)?;
    let management = crate::policy::check(Rule::Management, Some(session)).is_ok();
    if management || author_id == Some(session.employee_id) {
        Ok(())
    } else {
        Err(Code::EmployeeNotOwner.into())
    }
}

/// How many an audience would reach now: a single job's targets, a batch's unsuppressed
/// members.
pub async fn audience_size(state: &AppState, audience: &EmailAudience) -> ApiResult<usize> {
    Ok(match audience {
        EmailAudience::Single { target_emails, .. } => target_emails.len(),
        EmailAudience::Batch { conditions } => reads::batch_audience(
            &state.reads,
            &conditions.deal_status_ids,
            &conditions.tag_ids,
        )
        .await?
        .reachable(),
    })
}

/// The command that copies `row` into a new draft `id` of `author_id`'s.
pub fn duplicate(
    row: &JobRow,
    id: Uuid,
    author_id: Uuid,
    recipient_limit: usize,
) -> EmailJobCommand {
    let audience = if row.kind == kind_id(DomainKind::Batch) {
        EmailAudience::Batch {
            conditions: EmailConditions {
                deal_status_ids: row.deal_status_ids.clone().unwrap_or_default(),
                tag_ids: row.condition_tag_ids.clone().unwrap_or_default(),
            },
        }
    } else {
        EmailAudience::Single {
            target_emails: row.target_emails.clone(),
            cc_emails: row.cc_emails.clone(),
            bcc_emails: row.bcc_emails.clone(),
        }
    };
    EmailJobCommand::Duplicate {
        job_id: id,
        author_id,
        kind: audience.kind(),
        content: EmailContent {
            sender_email: row.sender_email.clone(),
            sender_name: row.sender_name.clone(),
            subject: row.subject.clone(),
            html: row.html.clone(),
            template_id: row.template_id,
            attachment_ids: row.attachment_ids.clone(),
            tag_names: row.tag_names.clone(),
        },
        audience,
        recipient_limit,
    }
}
