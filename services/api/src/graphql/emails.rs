//! Email (issue 17; spec §2 `/email-templates…`, `/draft-email-templates`, `/email-jobs…`,
//! `/batch-email-jobs…` with their `report` pages; §3 `senderEmail, senderName,
//! scheduledSendTime, html, subject, attachmentIds, tagNames, conditions, targetEmails,
//! ccEmails, bccEmails`; §4 job status scheduled 1, queued 2, completed 4, draft 6 and the
//! eight delivery event types; §8 'Too many recipients specified', 'Template is not active',
//! 'Failed to upload file').
//!
//! Templates and jobs are written here; delivery happens in `mail::sender`, which records
//! each recipient's outcome on its own `EmailDelivery` aggregate, and opens, clicks,
//! unsubscribes and provider events arrive through `mail::tracking`. The report is the
//! `emails` projection's counts and events, live through `emailJobChanged`.
//!
//! Who may send to whom (docs/authorization.md): any staff member writes templates and single
//! jobs; a batch job reaches every contact of the chosen deal stages, so creating,
//! previewing and scheduling one is for management.

use std::time::Instant;

use async_graphql::{Context, Enum, ID, InputObject, Object, SimpleObject, Subscription, Upload};
use chrono::{DateTime, Utc};
use futures::future::BoxFuture;
use futures::{Stream, StreamExt};
use staffhub_domain::emails::{
    self as domain, EmailAudience, EmailConditions as DomainConditions, EmailContent,
    EmailJobCommand, EmailJobKind as DomainKind, EmailJobStatus as DomainJobStatus,
    EmailTemplateCommand, send_time,
};
use staffhub_projections::emails::{kind_id, template_status_id};
use uuid::Uuid;

use super::connection::{self, OrderDirection, connection};
use super::guard::{Policy, authorize};
use super::live::{self, ChangeKind, coded};
use super::members::Employee;
use super::node::Node;
use super::trash::{DeletedReference, deleted_reference};
use super::{ids, request, session, state};
use crate::areas::emails::{
    ContentFields, JobTarget, TemplateTarget, TestAudience, audience_count, audience_size, content,
    duplicate, job_id, may_change, may_send, send_test, template_id, template_names,
};
use crate::catalogue::Code;
use crate::command::{self, Expect};
use crate::error::{ApiError, ApiResult, GqlResult};
use crate::locale::Locale;
use crate::read::emails::{
    self as reads, DeliveryFilter, DeliveryRow, EventFilter, EventRow, JobFilter, JobRow,
    JobSortField, TemplateFilter, TemplateRow, TemplateSortField,
};
use crate::state::AppState;

/// `node(id)` of an email template, the hook `AREA` points at (it builds the GraphQL `Node`).
pub(crate) fn email_template_node(
    state: &AppState,
    id: Uuid,
) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        Ok(reads::template_by_id(&state.reads, id)
            .await?
            .map(|row| Node::EmailTemplate(EmailTemplate(row))))
    })
}

/// `node(id)` of an email job, the hook `AREA` points at (it builds the GraphQL `Node`).
pub(crate) fn email_job_node(state: &AppState, id: Uuid) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        Ok(reads::job_by_id(&state.reads, id)
            .await?
            .map(|row| Node::EmailJob(EmailJob(row))))
    })
}

// ---------------------------------------------------------------------------------------
// Object types

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum EmailTemplateStatus {
    Draft,
    Active,
}

impl EmailTemplateStatus {
    fn of(id: i16) -> Self {
        if id == template_status_id(domain::EmailTemplateStatus::Active) {
            Self::Active
        } else {
            Self::Draft
        }
    }

    fn domain(self) -> domain::EmailTemplateStatus {
        match self {
            Self::Draft => domain::EmailTemplateStatus::Draft,
            Self::Active => domain::EmailTemplateStatus::Active,
        }
    }
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum EmailJobKind {
    Single,
    Batch,
}

impl EmailJobKind {
    fn of(id: i16) -> Self {
        if id == kind_id(DomainKind::Batch) {
            Self::Batch
        } else {
            Self::Single
        }
    }
}

/// Spec §4: scheduled 1, queued 2, completed 4, draft 6 (also as `statusId`).
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum EmailJobStatus {
    Scheduled,
    Queued,
    Completed,
    Draft,
}

impl EmailJobStatus {
    fn of(id: i16) -> Self {
        match DomainJobStatus::from_id(i32::from(id)) {
            Some(DomainJobStatus::Scheduled) => Self::Scheduled,
            Some(DomainJobStatus::Queued) => Self::Queued,
            Some(DomainJobStatus::Completed) => Self::Completed,
            _ => Self::Draft,
        }
    }

    fn id(self) -> i16 {
        (match self {
            Self::Scheduled => DomainJobStatus::Scheduled,
            Self::Queued => DomainJobStatus::Queued,
            Self::Completed => DomainJobStatus::Completed,
            Self::Draft => DomainJobStatus::Draft,
        })
        .id() as i16
    }
}

/// Spec §4 delivery event types (also as `typeId`).
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum EmailEventType {
    Accepted,
    Clicked,
    Opened,
    Delivered,
    Unsubscribed,
    PermanentFail,
    TemporaryFail,
    Complained,
}

impl EmailEventType {
    fn domain(self) -> domain::EmailEventType {
        match self {
            Self::Accepted => domain::EmailEventType::Accepted,
            Self::Clicked => domain::EmailEventType::Clicked,
            Self::Opened => domain::EmailEventType::Opened,
            Self::Delivered => domain::EmailEventType::Delivered,
            Self::Unsubscribed => domain::EmailEventType::Unsubscribed,
            Self::PermanentFail => domain::EmailEventType::PermanentFail,
            Self::TemporaryFail => domain::EmailEventType::TemporaryFail,
            Self::Complained => domain::EmailEventType::Complained,
        }
    }

    fn of(id: i16) -> Self {
        const ALL: [EmailEventType; 8] = [
            EmailEventType::Accepted,
            EmailEventType::Clicked,
            EmailEventType::Opened,
            EmailEventType::Delivered,
            EmailEventType::Unsubscribed,
            EmailEventType::PermanentFail,
            EmailEventType::TemporaryFail,
            EmailEventType::Complained,
        ];
        ALL.into_iter()
            .find(|t| t.domain().id() as i16 == id)
            .unwrap_or(Self::Accepted)
    }
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum EmailDeliveryStatus {
    Pending,
    Accepted,
    Failed,
    Skipped,
}

impl EmailDeliveryStatus {
    fn of(id: i16) -> Self {
        use staffhub_projections::emails::{ACCEPTED, FAILED, SKIPPED};
        match id {
            ACCEPTED => Self::Accepted,
            FAILED => Self::Failed,
            SKIPPED => Self::Skipped,
            _ => Self::Pending,
        }
    }

    fn id(self) -> i16 {
        use staffhub_projections::emails::{ACCEPTED, FAILED, PENDING, SKIPPED};
        match self {
            Self::Pending => PENDING,
            Self::Accepted => ACCEPTED,
            Self::Failed => FAILED,
            Self::Skipped => SKIPPED,
        }
    }
}

/// A template: name, subject and HTML with variables (`{{recipient_name}}`,
/// `{{organization_name}}`, `{{sender_name}}`, `{{unsubscribe_url}}`).
#[derive(Clone)]
pub struct EmailTemplate(pub TemplateRow);

#[Object]
impl EmailTemplate {
    pub async fn id(&self) -> ID {
        ids::encode("EmailTemplate", self.0.template_id)
    }
    /// Aggregate version: the edit form sends it back as `expectedVersion`.
    async fn version(&self) -> i64 {
        self.0.version
    }
    /// Unique ('Name already exists').
    async fn name(&self) -> &str {
        &self.0.name
    }
    async fn subject(&self) -> &str {
        &self.0.subject
    }
    /// As typed, or rendered from `markdown`; show it only in a sandboxed frame.
    async fn html(&self) -> &str {
        &self.0.html
    }
    /// The markdown a template written in markdown was rendered from (issue 37 §6): the edit
    /// form reopens in markdown. Null for a template written in HTML.
    async fn markdown(&self) -> Option<&str> {
        self.0.markdown.as_deref()
    }
    async fn status(&self) -> EmailTemplateStatus {
        EmailTemplateStatus::of(self.0.status)
    }
    async fn author(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.0.author_id).await?)
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    async fn updated_at(&self) -> DateTime<Utc> {
        self.0.updated_at
    }
}

#[derive(SimpleObject, Clone)]
pub struct EmailAttachment {
    id: ID,
    name: String,
    content_type: String,
    size: i64,
}

impl From<reads::AttachmentRow> for EmailAttachment {
    fn from(row: reads::AttachmentRow) -> Self {
        Self {
            id: ids::encode("EmailAttachment", row.attachment_id),
            name: row.name,
            content_type: row.content_type,
            size: row.size,
        }
    }
}

/// A batch job's audience: organizations in these deal stages (and with any of the tags,
/// when given).
#[derive(SimpleObject, Clone)]
pub struct EmailConditions {
    deal_status_ids: Vec<i32>,
    tag_ids: Vec<ID>,
}

/// Counts of distinct recipients (the funnel: accepted → delivered → opened → clicked).
#[derive(SimpleObject, Clone)]
pub struct EmailReport {
    /// Resolved when the job was queued (0 before).
    recipients: i32,
    /// Suppressed: unsubscribed, complained or failed permanently in an earlier job.
    skipped: i32,
    pending: i32,
    accepted: i32,
    delivered: i32,
    opened: i32,
    clicked: i32,
    unsubscribed: i32,
    complained: i32,
    permanent_failures: i32,
    /// Recipients that had at least one.
    temporary_failures: i32,
}

/// A single or batch email job.
#[derive(Clone)]
pub struct EmailJob(pub JobRow);

#[Object]
impl EmailJob {
    pub async fn id(&self) -> ID {
        ids::encode("EmailJob", self.0.job_id)
    }
    async fn version(&self) -> i64 {
        self.0.version
    }
    async fn kind(&self) -> EmailJobKind {
        EmailJobKind::of(self.0.kind)
    }
    async fn status(&self) -> EmailJobStatus {
        EmailJobStatus::of(self.0.status)
    }
    /// Spec §4: scheduled 1, queued 2, completed 4, draft 6.
    async fn status_id(&self) -> i32 {
        i32::from(self.0.status)
    }
    async fn sender_email(&self) -> &str {
        &self.0.sender_email
    }
    async fn sender_name(&self) -> &str {
        &self.0.sender_name
    }
    async fn subject(&self) -> &str {
        &self.0.subject
    }
    async fn html(&self) -> &str {
        &self.0.html
    }
    async fn template(&self, ctx: &Context<'_>) -> GqlResult<Option<EmailTemplate>> {
        let Some(id) = self.0.template_id else {
            return Ok(None);
        };
        Ok(reads::template_by_id(&state(ctx).reads, id)
            .await?
            .map(EmailTemplate))
    }
    /// When its template was deleted (a sent job keeps it; issue 35): the reference as it
    /// reads now.
    async fn deleted_template(&self, ctx: &Context<'_>) -> GqlResult<Option<DeletedReference>> {
        let Some(id) = self.0.template_id else {
            return Ok(None);
        };
        Ok(deleted_reference(ctx, "EmailTemplate", id).await?)
    }
    async fn attachments(&self, ctx: &Context<'_>) -> GqlResult<Vec<EmailAttachment>> {
        Ok(
            reads::attachments(&state(ctx).reads, &self.0.attachment_ids)
                .await?
                .into_iter()
                .map(EmailAttachment::from)
                .collect(),
        )
    }
    async fn tag_names(&self) -> &[String] {
        &self.0.tag_names
    }
    /// Single jobs: one message to each.
    async fn target_emails(&self) -> &[String] {
        &self.0.target_emails
    }
    /// Copied on each message of a single job.
    async fn cc_emails(&self) -> &[String] {
        &self.0.cc_emails
    }
    async fn bcc_emails(&self) -> &[String] {
        &self.0.bcc_emails
    }
    /// Batch jobs.
    async fn conditions(&self) -> Option<EmailConditions> {
        let deal_status_ids = self.0.deal_status_ids.clone()?;
        Some(EmailConditions {
            deal_status_ids,
            tag_ids: self
                .0
                .condition_tag_ids
                .iter()
                .flatten()
                .map(|id| ids::encode("Tag", *id))
                .collect(),
        })
    }
    async fn scheduled_send_time(&self) -> Option<DateTime<Utc>> {
        self.0.scheduled_send_time
    }
    async fn queued_at(&self) -> Option<DateTime<Utc>> {
        self.0.queued_at
    }
    async fn completed_at(&self) -> Option<DateTime<Utc>> {
        self.0.completed_at
    }
    async fn author(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.0.author_id).await?)
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    async fn updated_at(&self) -> DateTime<Utc> {
        self.0.updated_at
    }
    /// Whether the signed-in employee may edit, send, cancel or delete this job: its author or
    /// management, and for a batch only management (issue 37 §3, §6). The server holds every
    /// such mutation to the same rule.
    async fn viewer_can_change(&self, ctx: &Context<'_>) -> GqlResult<bool> {
        Ok(may_change(session(ctx)?, &self.0).is_ok())
    }
    /// Whether the signed-in employee may copy this job into a new draft of their own: whoever
    /// may write one of its kind.
    async fn viewer_can_duplicate(&self, ctx: &Context<'_>) -> GqlResult<bool> {
        Ok(may_send(session(ctx)?, self.0.kind).is_ok())
    }
    async fn report(&self) -> EmailReport {
        let j = &self.0;
        EmailReport {
            recipients: j.recipients,
            skipped: j.skipped,
            pending: j.pending,
            accepted: j.accepted,
            delivered: j.delivered,
            opened: j.opened,
            clicked: j.clicked,
            unsubscribed: j.unsubscribed,
            complained: j.complained,
            permanent_failures: j.permanent_failures,
            temporary_failures: j.temporary_failures,
        }
    }
    /// Recipients (one message each), in the job's order, with their outcome.
    async fn deliveries(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        filter: Option<EmailDeliveryFilter>,
    ) -> GqlResult<EmailDeliveryConnection> {
        let filter = filter.unwrap_or_default();
        let filter = DeliveryFilter {
            job_id: self.0.job_id,
            recipient: connection::keyword(filter.recipient)?,
            statuses: filter
                .statuses
                .unwrap_or_default()
                .into_iter()
                .map(EmailDeliveryStatus::id)
                .collect(),
        };
        let pool = &state(ctx).reads;
        let (edges, page_info) = connection::load(first, after.as_deref(), |offset, limit| {
            reads::deliveries(pool, &filter, offset, limit)
        })
        .await?;
        let edges = edges
            .into_iter()
            .map(|(c, row)| (c, EmailDelivery(row)))
            .collect();
        Ok(EmailDeliveryConnection::new(edges, page_info, filter))
    }
    /// The report's events, newest first.
    async fn events(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        filter: Option<EmailEventFilter>,
    ) -> GqlResult<EmailEventConnection> {
        let filter = event_filter(self.0.job_id, filter)?;
        let pool = &state(ctx).reads;
        let (edges, page_info) = connection::load(first, after.as_deref(), |offset, limit| {
            reads::events(pool, &filter, offset, limit)
        })
        .await?;
        let edges = edges
            .into_iter()
            .map(|(c, row)| (c, EmailEvent(row)))
            .collect();
        Ok(EmailEventConnection::new(edges, page_info, filter))
    }
}

/// One recipient of a job.
#[derive(Clone)]
pub struct EmailDelivery(pub DeliveryRow);

#[Object]
impl EmailDelivery {
    async fn id(&self) -> ID {
        ids::encode("EmailDelivery", self.0.delivery_id)
    }
    async fn email(&self) -> &str {
        &self.0.email
    }
    async fn name(&self) -> Option<&str> {
        self.0.name.as_deref()
    }
    async fn organization_name(&self) -> Option<&str> {
        self.0.organization_name.as_deref()
    }
    async fn status(&self) -> EmailDeliveryStatus {
        EmailDeliveryStatus::of(self.0.status)
    }
    /// When skipped: "unsubscribed", "complained" or "permanent_fail".
    async fn skip_reason(&self) -> Option<&str> {
        self.0.skip_reason.as_deref()
    }
    async fn attempts(&self) -> i32 {
        self.0.attempts
    }
    async fn last_error(&self) -> Option<&str> {
        self.0.last_error.as_deref()
    }
    async fn message_id(&self) -> Option<&str> {
        self.0.message_id.as_deref()
    }
    async fn accepted_at(&self) -> Option<DateTime<Utc>> {
        self.0.accepted_at
    }
    async fn delivered_at(&self) -> Option<DateTime<Utc>> {
        self.0.delivered_at
    }
    async fn opened_at(&self) -> Option<DateTime<Utc>> {
        self.0.opened_at
    }
    async fn clicked_at(&self) -> Option<DateTime<Utc>> {
        self.0.clicked_at
    }
    /// With the file transport: a signed link (12 hours) to the written `.eml`, shown as text.
    async fn eml_url(&self, ctx: &Context<'_>) -> Option<String> {
        let state = state(ctx);
        (state.mail.outbox.is_some() && self.0.accepted_at.is_some())
            .then(|| crate::mail::tracking::eml_url(&state.files, self.0.delivery_id))
    }
}

/// One event of a job's report (`report/{reportId}`).
#[derive(Clone)]
pub struct EmailEvent(pub EventRow);

#[Object]
impl EmailEvent {
    /// The report's `reportId`.
    async fn id(&self) -> ID {
        ids::encode("EmailEvent", self.0.event_id)
    }
    #[graphql(name = "type")]
    async fn event_type(&self) -> EmailEventType {
        EmailEventType::of(self.0.type_id)
    }
    async fn type_id(&self) -> i32 {
        i32::from(self.0.type_id)
    }
    async fn job(&self, ctx: &Context<'_>) -> GqlResult<EmailJob> {
        Ok(reads::job_by_id(&state(ctx).reads, self.0.job_id)
            .await?
            .map(EmailJob)
            .ok_or(Code::EmailJobNotFound)?)
    }
    async fn recipient(&self) -> &str {
        &self.0.email
    }
    async fn occurred_at(&self) -> DateTime<Utc> {
        self.0.occurred_at
    }
    /// "smtp", "tracking" or "webhook".
    async fn source(&self) -> &str {
        &self.0.source
    }
    async fn url(&self) -> Option<&str> {
        self.0.url.as_deref()
    }
    async fn reason(&self) -> Option<&str> {
        self.0.reason.as_deref()
    }
    /// Raw provider data (webhook event-data, the relay's answer) as JSON text.
    async fn raw(&self) -> String {
        serde_json::to_string_pretty(&self.0.raw).unwrap_or_default()
    }
    /// The message's headers as sent (accepted events), as JSON text of name → value.
    async fn headers(&self) -> Option<String> {
        self.0
            .headers
            .as_ref()
            .map(|h| serde_json::to_string_pretty(h).unwrap_or_default())
    }
}

connection!(
    EmailTemplateConnection,
    EmailTemplateEdge,
    EmailTemplate,
    TemplateFilter,
    reads::template_count
);
connection!(
    EmailJobConnection,
    EmailJobEdge,
    EmailJob,
    JobFilter,
    reads::job_count
);
connection!(
    EmailDeliveryConnection,
    EmailDeliveryEdge,
    EmailDelivery,
    DeliveryFilter,
    reads::delivery_count
);
connection!(
    EmailEventConnection,
    EmailEventEdge,
    EmailEvent,
    EventFilter,
    reads::event_count
);

#[derive(SimpleObject)]
pub struct BatchRecipient {
    email: String,
    name: String,
    organization_name: String,
}

#[derive(SimpleObject)]
pub struct BatchRecipientPreview {
    /// Who would get a message now.
    count: i32,
    /// Who would be skipped (unsubscribed, complained, failed permanently before).
    suppressed: i32,
    /// The most one job may reach ('Too many recipients specified').
    limit: i32,
    /// The first few, by address.
    sample: Vec<BatchRecipient>,
}

#[derive(SimpleObject)]
pub struct EmailPreview {
    subject: String,
    html: String,
    /// Who it was rendered for: the first of `recipients`, with the saved contact's name and
    /// organization when the address is one; none with sample data.
    recipient: Option<EmailPreviewRecipient>,
    /// Variables the text uses that would be empty for a recipient (issue 37 §6): "Dear ,".
    /// The job may still be sent.
    warnings: Vec<EmailPreviewWarning>,
}

#[derive(SimpleObject)]
pub struct EmailPreviewRecipient {
    email: String,
    /// The saved contact's name; none when the address is not a contact.
    name: Option<String>,
    organization_name: Option<String>,
}

/// A variable that would be empty for one recipient: a coded warning in the caller's language.
#[derive(SimpleObject)]
pub struct EmailPreviewWarning {
    /// The catalogue code (203.E001.009).
    code: String,
    message: String,
    /// The variable's name, without braces (`recipient_name`).
    variable: String,
    /// The recipient's address.
    recipient: String,
}

// ---------------------------------------------------------------------------------------
// Command targets

// ---------------------------------------------------------------------------------------
// Queries

#[derive(InputObject, Default)]
pub struct EmailTemplateFilter {
    /// Matches name and subject, case-insensitively.
    keyword: Option<String>,
    status: Option<EmailTemplateStatus>,
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum EmailTemplateOrderField {
    UpdatedAt,
    CreatedAt,
    Name,
}

#[derive(InputObject)]
pub struct EmailTemplateOrder {
    field: EmailTemplateOrderField,
    direction: OrderDirection,
}

#[derive(InputObject, Default)]
pub struct EmailJobFilter {
    kind: Option<EmailJobKind>,
    statuses: Option<Vec<EmailJobStatus>>,
    /// Matches subject, sender name and sender email, and recipients: the addresses a single
    /// job names, and the address or name of anyone a sent job went to.
    keyword: Option<String>,
    tag_name: Option<String>,
    /// Jobs this employee created.
    author_id: Option<ID>,
    /// Jobs queued (sent) at or after this time (home's "sent today", issue 21).
    queued_since: Option<DateTime<Utc>>,
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum EmailJobOrderField {
    UpdatedAt,
    CreatedAt,
    ScheduledSendTime,
}

#[derive(InputObject)]
pub struct EmailJobOrder {
    field: EmailJobOrderField,
    direction: OrderDirection,
}

#[derive(InputObject, Default)]
pub struct EmailDeliveryFilter {
    /// Part of the address or the name.
    recipient: Option<String>,
    statuses: Option<Vec<EmailDeliveryStatus>>,
}

#[derive(InputObject, Default)]
pub struct EmailEventFilter {
    types: Option<Vec<EmailEventType>>,
    /// Part of the address.
    recipient: Option<String>,
}

/// A job's events list filter: the `events` connection's, and what `emailJobChanged` matches
/// a new event against.
fn event_filter(job_id: Uuid, filter: Option<EmailEventFilter>) -> ApiResult<EventFilter> {
    let filter = filter.unwrap_or_default();
    Ok(EventFilter {
        job_id,
        type_ids: filter
            .types
            .unwrap_or_default()
            .into_iter()
            .map(|t| t.domain().id() as i16)
            .collect(),
        recipient: connection::keyword(filter.recipient)?,
    })
}

#[derive(InputObject, Clone)]
pub struct EmailConditionsInput {
    /// The spec's nine deal stages (1..=9); at least one.
    deal_status_ids: Vec<i32>,
    tag_ids: Option<Vec<ID>>,
}

impl EmailConditionsInput {
    fn domain(&self) -> ApiResult<DomainConditions> {
        Ok(DomainConditions {
            deal_status_ids: self.deal_status_ids.clone(),
            tag_ids: self
                .tag_ids
                .iter()
                .flatten()
                .map(|id| ids::decode(id, "Tag", Code::InvalidId))
                .collect::<ApiResult<_>>()?,
        })
    }
}

/// "All matching this filter" in bulk (issue 35 §2): the template list's own filter and SQL, as
/// `emailTemplates` reads it (every staff member sees every template).
pub(crate) fn template_bulk_select<'a>(
    state: &'a AppState,
    _: &'a crate::sessions::Session,
    filter: async_graphql::Value,
) -> BoxFuture<'a, ApiResult<Vec<staffhub_domain::bulk::BulkItem>>> {
    Box::pin(async move {
        let filter = to_template_filter(crate::bulk::list_filter(filter)?)?;
        crate::bulk::all_items(
            |offset, limit| {
                reads::templates(
                    &state.reads,
                    &filter,
                    TemplateSortField::UpdatedAt,
                    true,
                    offset,
                    limit,
                )
            },
            |row| row.template_id,
        )
        .await
    })
}

#[derive(Default)]
pub struct EmailQuery;

#[Object(guard = "Policy::query()")]
impl EmailQuery {
    /// Default order: most recently updated first. `/draft-email-templates` asks for DRAFT.
    async fn email_templates(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        filter: Option<EmailTemplateFilter>,
        order_by: Option<EmailTemplateOrder>,
    ) -> GqlResult<EmailTemplateConnection> {
        session(ctx)?;
        let filter = to_template_filter(filter)?;
        let (field, descending) = order_by
            .map(|o| {
                (
                    match o.field {
                        EmailTemplateOrderField::UpdatedAt => TemplateSortField::UpdatedAt,
                        EmailTemplateOrderField::CreatedAt => TemplateSortField::CreatedAt,
                        EmailTemplateOrderField::Name => TemplateSortField::Name,
                    },
                    o.direction == OrderDirection::Desc,
                )
            })
            .unwrap_or((TemplateSortField::UpdatedAt, true));
        let pool = &state(ctx).reads;
        let (edges, page_info) = connection::load(first, after.as_deref(), |offset, limit| {
            reads::templates(pool, &filter, field, descending, offset, limit)
        })
        .await?;
        let edges = edges
            .into_iter()
            .map(|(c, row)| (c, EmailTemplate(row)))
            .collect();
        Ok(EmailTemplateConnection::new(edges, page_info, filter))
    }

    /// Whether the caller may create a job of `kind` (issue 37 §3: "New batch email" is offered
    /// only to those the server lets create one). Asked of what the creating mutation is
    /// checked against: its policy row (`createBatchEmailJob` is Management's, `createEmailJob`
    /// Staff's) and the kind's own rule (`may_send`).
    async fn viewer_can_create_email_job(
        &self,
        ctx: &Context<'_>,
        kind: EmailJobKind,
    ) -> GqlResult<bool> {
        let (operation, domain) = match kind {
            EmailJobKind::Single => ("Mutation.createEmailJob", DomainKind::Single),
            EmailJobKind::Batch => ("Mutation.createBatchEmailJob", DomainKind::Batch),
        };
        Ok(authorize(ctx, operation).is_ok() && may_send(session(ctx)?, kind_id(domain)).is_ok())
    }

    /// Default order: most recently updated first.
    async fn email_jobs(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        filter: Option<EmailJobFilter>,
        order_by: Option<EmailJobOrder>,
    ) -> GqlResult<EmailJobConnection> {
        session(ctx)?;
        let filter = to_job_filter(filter)?;
        let (field, descending) = order_by
            .map(|o| {
                (
                    match o.field {
                        EmailJobOrderField::UpdatedAt => JobSortField::UpdatedAt,
                        EmailJobOrderField::CreatedAt => JobSortField::CreatedAt,
                        EmailJobOrderField::ScheduledSendTime => JobSortField::ScheduledSendTime,
                    },
                    o.direction == OrderDirection::Desc,
                )
            })
            .unwrap_or((JobSortField::UpdatedAt, true));
        let pool = &state(ctx).reads;
        let (edges, page_info) = connection::load(first, after.as_deref(), |offset, limit| {
            reads::jobs(pool, &filter, field, descending, offset, limit)
        })
        .await?;
        let edges = edges
            .into_iter()
            .map(|(c, row)| (c, EmailJob(row)))
            .collect();
        Ok(EmailJobConnection::new(edges, page_info, filter))
    }

    /// One event of a job's report (`report/{reportId}`), with its raw data.
    async fn email_event(&self, ctx: &Context<'_>, id: ID) -> GqlResult<EmailEvent> {
        session(ctx)?;
        let event_id = ids::decode(&id, "EmailEvent", Code::InvalidId)?;
        Ok(reads::event_by_id(&state(ctx).reads, event_id)
            .await?
            .map(EmailEvent)
            .ok_or(Code::EmailEventNotFound)?)
    }

    /// Who a batch with these conditions would reach now (the new-batch page shows it before
    /// sending).
    async fn batch_recipient_preview(
        &self,
        ctx: &Context<'_>,
        conditions: EmailConditionsInput,
    ) -> GqlResult<BatchRecipientPreview> {
        session(ctx)?;
        let state = state(ctx);
        let conditions = conditions.domain()?;
        let audience = reads::batch_audience(
            &state.reads,
            &conditions.deal_status_ids,
            &conditions.tag_ids,
        )
        .await?;
        Ok(BatchRecipientPreview {
            count: audience.reachable() as i32,
            suppressed: audience.suppressed() as i32,
            limit: state.mail.config.recipient_limit as i32,
            sample: audience
                .rows
                .into_iter()
                .filter(|r| r.suppressed.is_none())
                .take(5)
                .map(|r| BatchRecipient {
                    email: r.email,
                    name: r.name.unwrap_or_default(),
                    organization_name: r.organization_name.unwrap_or_default(),
                })
                .collect(),
        })
    }

    /// Subject and HTML as a recipient would get them. With `recipients` (a single job's "To"
    /// addresses), rendered for the first of them, with the saved contact's name and
    /// organization when the address is one, and a warning for every variable that would be
    /// empty for any of them (issue 37 §6); without, with sample data in the caller's language.
    /// Show the HTML in a sandboxed iframe (srcdoc, no scripts).
    async fn email_preview(
        &self,
        ctx: &Context<'_>,
        subject: String,
        #[graphql(default)] html: String,
        // A template's body in markdown (issue 37 §6): previewed as the HTML the server renders
        // from it on save, in place of `html`.
        markdown: Option<String>,
        sender_name: Option<String>,
        recipients: Option<Vec<String>>,
    ) -> GqlResult<EmailPreview> {
        session(ctx)?;
        let source_len = markdown.as_ref().map_or(html.len(), String::len);
        if source_len > domain::MAX_HTML_BYTES {
            return Err(Code::InvalidHtml.into());
        }
        let (html, _) = template_body(html, markdown);
        let locale = request(ctx)?.locale;
        let sender_name = sender_name.unwrap_or_default();
        // Addresses still being typed are not anyone yet.
        let mut addresses: Vec<String> = Vec::new();
        for email in recipients.iter().flatten() {
            if let Some(email) = staffhub_domain::text::email(email)
                && !addresses.contains(&email)
            {
                addresses.push(email);
            }
        }
        addresses.truncate(PREVIEW_RECIPIENTS);
        if addresses.is_empty() {
            // Sample names fill the recipient's variables; only the sender's may be blank.
            let warnings = crate::mail::render::empty_variables(
                &subject,
                &html,
                &[("sender_name", sender_name.as_str())],
            )
            .into_iter()
            .filter(|variable| *variable == "sender_name")
            .map(|variable| EmailPreviewWarning::new(variable, String::new(), locale))
            .collect();
            let (subject, html) =
                crate::mail::render::preview(&subject, &html, &sender_name, locale == Locale::Ja);
            return Ok(EmailPreview {
                subject,
                html,
                recipient: None,
                warnings,
            });
        }
        let audience = reads::single_audience(&state(ctx).reads, &addresses).await?;
        let mut rendered = None;
        let mut warnings = Vec::new();
        for row in audience.rows {
            let recipient = crate::mail::render::PreviewRecipient {
                name: row.name.clone().unwrap_or_default(),
                organization_name: row.organization_name.clone().unwrap_or_default(),
            };
            let (out_subject, out_html, empty) =
                crate::mail::render::preview_for(&subject, &html, &sender_name, &recipient);
            warnings.extend(
                empty
                    .into_iter()
                    .map(|variable| EmailPreviewWarning::new(variable, row.email.clone(), locale)),
            );
            if rendered.is_none() {
                rendered = Some((
                    out_subject,
                    out_html,
                    EmailPreviewRecipient {
                        email: row.email,
                        name: row.name,
                        organization_name: row.organization_name,
                    },
                ));
            }
        }
        let (subject, html, recipient) = rendered.expect("at least one address");
        Ok(EmailPreview {
            subject,
            html,
            recipient: Some(recipient),
            warnings,
        })
    }
}

/// The most recipients a preview looks at (the warnings name each).
const PREVIEW_RECIPIENTS: usize = 100;

impl EmailPreviewWarning {
    fn new(variable: &str, recipient: String, locale: Locale) -> Self {
        Self {
            code: Code::EmailVariableEmpty.code().to_owned(),
            message: Code::EmailVariableEmpty.message(locale).to_owned(),
            variable: variable.to_owned(),
            recipient,
        }
    }
}

// ---------------------------------------------------------------------------------------
// Mutations

#[derive(InputObject)]
pub struct CreateEmailTemplateInput {
    name: String,
    subject: String,
    /// The body as HTML; not read when `markdown` is given.
    #[graphql(default)]
    html: String,
    /// The body in markdown (issue 37 §6): the server renders the HTML that is mailed from it,
    /// and the template keeps both.
    markdown: Option<String>,
    status: EmailTemplateStatus,
}

/// A template's body as the command records it: HTML as typed, or markdown with the HTML
/// rendered from it here, so the HTML recorded is always the one that is mailed.
fn template_body(html: String, markdown: Option<String>) -> (String, Option<String>) {
    match markdown {
        Some(source) => (crate::mail::render::markdown_html(&source), Some(source)),
        None => (html, None),
    }
}

#[derive(SimpleObject)]
pub struct CreateEmailTemplatePayload {
    email_template: EmailTemplate,
    email_template_edge: EmailTemplateEdge,
}

#[derive(InputObject)]
pub struct UpdateEmailTemplateInput {
    id: ID,
    expected_version: Option<i64>,
    name: String,
    subject: String,
    /// The body as HTML; not read when `markdown` is given.
    #[graphql(default)]
    html: String,
    /// The body in markdown (see `CreateEmailTemplateInput.markdown`); leaving it out makes the
    /// template an HTML one.
    markdown: Option<String>,
}

#[derive(SimpleObject)]
pub struct UpdateEmailTemplatePayload {
    email_template: EmailTemplate,
}

#[derive(InputObject)]
pub struct ChangeEmailTemplateStatusInput {
    id: ID,
    status: EmailTemplateStatus,
}

#[derive(SimpleObject)]
pub struct ChangeEmailTemplateStatusPayload {
    email_template: EmailTemplate,
}

/// `send: false` saves a draft (6); `send: true` schedules it (1) at `scheduledSendTime`, or
/// now.
#[derive(InputObject)]
pub struct CreateEmailJobInput {
    sender_email: String,
    sender_name: String,
    subject: String,
    html: String,
    template_id: Option<ID>,
    attachment_ids: Option<Vec<ID>>,
    tag_names: Option<Vec<String>>,
    /// One message to each.
    target_emails: Vec<String>,
    /// Copied on each message.
    cc_emails: Option<Vec<String>>,
    bcc_emails: Option<Vec<String>>,
    scheduled_send_time: Option<DateTime<Utc>>,
    send: bool,
}

/// `send: false` saves a draft (6); `send: true` schedules it (1) at `scheduledSendTime`, or
/// now. The recipients are the members of the matching organizations when it is sent.
#[derive(InputObject)]
pub struct CreateBatchEmailJobInput {
    sender_email: String,
    sender_name: String,
    subject: String,
    html: String,
    template_id: Option<ID>,
    attachment_ids: Option<Vec<ID>>,
    tag_names: Option<Vec<String>>,
    conditions: EmailConditionsInput,
    scheduled_send_time: Option<DateTime<Utc>>,
    send: bool,
}

#[derive(SimpleObject)]
pub struct CreateEmailJobPayload {
    email_job: EmailJob,
    email_job_edge: EmailJobEdge,
}

#[derive(SimpleObject)]
pub struct CreateBatchEmailJobPayload {
    email_job: EmailJob,
    email_job_edge: EmailJobEdge,
}

impl From<CreateEmailJobPayload> for CreateBatchEmailJobPayload {
    fn from(created: CreateEmailJobPayload) -> Self {
        Self {
            email_job: created.email_job,
            email_job_edge: created.email_job_edge,
        }
    }
}

/// Draft → scheduled (at `scheduledSendTime`, or now).
#[derive(InputObject)]
pub struct ScheduleEmailJobInput {
    id: ID,
    scheduled_send_time: Option<DateTime<Utc>>,
}

#[derive(SimpleObject)]
pub struct ScheduleEmailJobPayload {
    email_job: EmailJob,
}

/// Scheduled → draft.
#[derive(InputObject)]
pub struct CancelEmailJobInput {
    id: ID,
}

#[derive(SimpleObject)]
pub struct CancelEmailJobPayload {
    email_job: EmailJob,
}

/// A multipart upload: PDF, images, Office documents, text or CSV, at most 20 MiB, checked
/// for type and content.
#[derive(InputObject)]
pub struct UploadEmailAttachmentInput {
    file: Upload,
}

#[derive(SimpleObject)]
pub struct UploadEmailAttachmentPayload {
    attachment: EmailAttachment,
}

/// "Send a test to me" (issue 37 §6): the job form's content as its first recipient would get
/// it (a single job's first "To" address, a batch's first member), sent only to the signed-in
/// employee's own address, through the same transport. It counts in no report.
#[derive(InputObject)]
pub struct SendTestEmailInput {
    sender_email: String,
    sender_name: String,
    subject: String,
    html: String,
    attachment_ids: Option<Vec<ID>>,
    /// A single job's "To" addresses.
    target_emails: Option<Vec<String>>,
    /// A batch job's audience (management only, as its preview).
    conditions: Option<EmailConditionsInput>,
}

#[derive(SimpleObject)]
pub struct SendTestEmailPayload {
    /// The signed-in employee's address, where the test went.
    sent_to: String,
    /// The recipient it reads as; none when there is nobody yet (then the variables are blank).
    rendered_as: Option<String>,
}

/// A draft's edit form (issue 37 §6): everything, as it should be, from the version the form
/// was loaded at. A single job sends `targetEmails` (with cc and bcc), a batch `conditions`.
/// `send: true` then schedules it (at `scheduledSendTime`, or now), as the new-job forms do.
#[derive(InputObject)]
pub struct UpdateEmailJobInput {
    id: ID,
    expected_version: Option<i64>,
    sender_email: String,
    sender_name: String,
    subject: String,
    html: String,
    template_id: Option<ID>,
    attachment_ids: Option<Vec<ID>>,
    tag_names: Option<Vec<String>>,
    target_emails: Option<Vec<String>>,
    cc_emails: Option<Vec<String>>,
    bcc_emails: Option<Vec<String>>,
    conditions: Option<EmailConditionsInput>,
    scheduled_send_time: Option<DateTime<Utc>>,
    send: bool,
}

#[derive(SimpleObject)]
pub struct UpdateEmailJobPayload {
    email_job: EmailJob,
}

/// A copy of any job as a new draft of the caller's (issue 37 §6).
#[derive(InputObject)]
pub struct DuplicateEmailJobInput {
    id: ID,
}

#[derive(SimpleObject)]
pub struct DuplicateEmailJobPayload {
    email_job: EmailJob,
    email_job_edge: EmailJobEdge,
}

/// Deletes a draft (issue 37 §6); its history stays.
#[derive(InputObject)]
pub struct DeleteEmailJobInput {
    id: ID,
}

#[derive(SimpleObject)]
pub struct DeleteEmailJobPayload {
    deleted_email_job_id: ID,
}

/// Creates a job and, when asked to send, schedules it; answers with the job as it stands.
async fn create_job(
    ctx: &Context<'_>,
    kind: DomainKind,
    content: EmailContent,
    audience: EmailAudience,
    scheduled_send_time: Option<DateTime<Utc>>,
    send: bool,
) -> ApiResult<CreateEmailJobPayload> {
    let state = state(ctx);
    let metadata = request(ctx)?.metadata();
    let author_id = session(ctx)?.employee_id;
    let id = Uuid::now_v7();
    let limit = state.mail.config.recipient_limit;
    let started = Instant::now();
    // A batch is checked against who it would reach before anything is written, so a refused
    // send leaves no draft behind.
    let batch_count = match &audience {
        EmailAudience::Batch { conditions } if send => Some(
            reads::batch_audience(
                &state.reads,
                &conditions.deal_status_ids,
                &conditions.tag_ids,
            )
            .await?
            .reachable(),
        ),
        _ => None,
    };
    if let Some(count) = batch_count {
        if count > limit {
            return Err(Code::TooManyRecipients.into());
        }
        if count == 0 {
            return Err(Code::NoRecipients.into());
        }
    }
    let single_count = match &audience {
        EmailAudience::Single { target_emails, .. } => Some(target_emails.len()),
        EmailAudience::Batch { .. } => None,
    };
    if send && single_count == Some(0) {
        return Err(Code::NoRecipients.into());
    }
    let command = EmailJobCommand::Create {
        job_id: id,
        author_id,
        kind,
        content,
        audience,
        scheduled_send_time,
        recipient_limit: limit,
    };
    let now = Utc::now();
    if send {
        // Refused before anything is written: no draft is left behind by a mistaken date.
        send_time(scheduled_send_time.unwrap_or(now), now)?;
    }
    let mut committed =
        command::execute::<JobTarget>(state, &metadata, id, command, Expect::New).await?;
    if send {
        let schedule = EmailJobCommand::Schedule {
            at: scheduled_send_time.unwrap_or(now),
            now,
            recipient_count: batch_count.or(single_count).unwrap_or_default(),
            recipient_limit: limit,
        };
        committed =
            command::execute::<JobTarget>(state, &metadata, id, schedule, Expect::Any).await?;
    }
    let row = command::answer_row::<JobTarget>(state, id, committed, started).await?;
    Ok(CreateEmailJobPayload {
        email_job_edge: EmailJobEdge {
            cursor: connection::cursor(0),
            node: EmailJob(row.clone()),
        },
        email_job: EmailJob(row),
    })
}

#[derive(Default)]
pub struct EmailMutation;

#[Object(guard = "Policy::mutation()")]
impl EmailMutation {
    async fn create_email_template(
        &self,
        ctx: &Context<'_>,
        input: CreateEmailTemplateInput,
    ) -> GqlResult<CreateEmailTemplatePayload> {
        let author_id = session(ctx)?.employee_id;
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let id = Uuid::now_v7();
        let name = input.name.trim().to_owned();
        let (html, markdown) = template_body(input.html, input.markdown);
        let command = EmailTemplateCommand::Create {
            template_id: id,
            author_id,
            name: input.name,
            subject: input.subject,
            html,
            status: input.status.domain(),
            markdown,
        };
        let started = Instant::now();
        let committed = template_names(state)
            .with_claim(&name, &id.to_string(), async {
                command::execute::<TemplateTarget>(state, &metadata, id, command, Expect::New).await
            })
            .await?;
        let row = command::answer_row::<TemplateTarget>(state, id, committed, started).await?;
        Ok(CreateEmailTemplatePayload {
            email_template_edge: EmailTemplateEdge {
                cursor: connection::cursor(0),
                node: EmailTemplate(row.clone()),
            },
            email_template: EmailTemplate(row),
        })
    }

    async fn update_email_template(
        &self,
        ctx: &Context<'_>,
        input: UpdateEmailTemplateInput,
    ) -> GqlResult<UpdateEmailTemplatePayload> {
        session(ctx)?;
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let id = template_id(&input.id)?;
        let name = input.name.trim().to_owned();
        let (html, markdown) = template_body(input.html, input.markdown);
        let command = EmailTemplateCommand::Edit {
            name: input.name,
            subject: input.subject,
            html,
            markdown,
        };
        let expect = input.expected_version.map_or(Expect::Any, Expect::Version);
        let started = Instant::now();
        let committed = template_names(state)
            .with_claim(&name, &id.to_string(), async {
                command::execute::<TemplateTarget>(state, &metadata, id, command, expect).await
            })
            .await?;
        let row = command::answer_row::<TemplateTarget>(state, id, committed, started).await?;
        Ok(UpdateEmailTemplatePayload {
            email_template: EmailTemplate(row),
        })
    }

    async fn change_email_template_status(
        &self,
        ctx: &Context<'_>,
        input: ChangeEmailTemplateStatusInput,
    ) -> GqlResult<ChangeEmailTemplateStatusPayload> {
        session(ctx)?;
        let metadata = request(ctx)?.metadata();
        let command = EmailTemplateCommand::ChangeStatus {
            status: input.status.domain(),
        };
        let row = command::run_for_row::<TemplateTarget>(
            state(ctx),
            &metadata,
            template_id(&input.id)?,
            command,
            Expect::Any,
        )
        .await?;
        Ok(ChangeEmailTemplateStatusPayload {
            email_template: EmailTemplate(row),
        })
    }

    /// A single job: one message to each target, with the cc and bcc on each.
    async fn create_email_job(
        &self,
        ctx: &Context<'_>,
        input: CreateEmailJobInput,
    ) -> GqlResult<CreateEmailJobPayload> {
        session(ctx)?;
        let fields = ContentFields {
            sender_email: input.sender_email,
            sender_name: input.sender_name,
            subject: input.subject,
            html: input.html,
            template_id: input.template_id,
            attachment_ids: input.attachment_ids,
            tag_names: input.tag_names,
        };
        let content = content(state(ctx), fields).await?;
        let audience = EmailAudience::Single {
            target_emails: input.target_emails,
            cc_emails: input.cc_emails.unwrap_or_default(),
            bcc_emails: input.bcc_emails.unwrap_or_default(),
        };
        Ok(create_job(
            ctx,
            DomainKind::Single,
            content,
            audience,
            input.scheduled_send_time,
            input.send,
        )
        .await?)
    }

    /// A batch job: the members of the organizations matching `conditions`, personalized.
    async fn create_batch_email_job(
        &self,
        ctx: &Context<'_>,
        input: CreateBatchEmailJobInput,
    ) -> GqlResult<CreateBatchEmailJobPayload> {
        session(ctx)?;
        let fields = ContentFields {
            sender_email: input.sender_email,
            sender_name: input.sender_name,
            subject: input.subject,
            html: input.html,
            template_id: input.template_id,
            attachment_ids: input.attachment_ids,
            tag_names: input.tag_names,
        };
        let content = content(state(ctx), fields).await?;
        let audience = EmailAudience::Batch {
            conditions: input.conditions.domain()?,
        };
        Ok(create_job(
            ctx,
            DomainKind::Batch,
            content,
            audience,
            input.scheduled_send_time,
            input.send,
        )
        .await?
        .into())
    }

    async fn schedule_email_job(
        &self,
        ctx: &Context<'_>,
        input: ScheduleEmailJobInput,
    ) -> GqlResult<ScheduleEmailJobPayload> {
        session(ctx)?;
        let state = state(ctx);
        let id = job_id(&input.id)?;
        let row = reads::job_by_id(&state.reads, id)
            .await?
            .ok_or(Code::EmailJobNotFound)?;
        may_change(session(ctx)?, &row)?;
        let now = Utc::now();
        let command = EmailJobCommand::Schedule {
            at: input.scheduled_send_time.unwrap_or(now),
            now,
            recipient_count: audience_count(state, &row).await?,
            recipient_limit: state.mail.config.recipient_limit,
        };
        let metadata = request(ctx)?.metadata();
        let row =
            command::run_for_row::<JobTarget>(state, &metadata, id, command, Expect::Any).await?;
        Ok(ScheduleEmailJobPayload {
            email_job: EmailJob(row),
        })
    }

    async fn cancel_email_job(
        &self,
        ctx: &Context<'_>,
        input: CancelEmailJobInput,
    ) -> GqlResult<CancelEmailJobPayload> {
        session(ctx)?;
        let state = state(ctx);
        let id = job_id(&input.id)?;
        let row = reads::job_by_id(&state.reads, id)
            .await?
            .ok_or(Code::EmailJobNotFound)?;
        may_change(session(ctx)?, &row)?;
        let metadata = request(ctx)?.metadata();
        let row = command::run_for_row::<JobTarget>(
            state,
            &metadata,
            id,
            EmailJobCommand::Cancel,
            Expect::Any,
        )
        .await?;
        Ok(CancelEmailJobPayload {
            email_job: EmailJob(row),
        })
    }

    async fn send_test_email(
        &self,
        ctx: &Context<'_>,
        input: SendTestEmailInput,
    ) -> GqlResult<SendTestEmailPayload> {
        let session = session(ctx)?;
        let state = state(ctx);
        let fields = ContentFields {
            sender_email: input.sender_email,
            sender_name: input.sender_name,
            subject: input.subject,
            html: input.html,
            template_id: None,
            attachment_ids: input.attachment_ids,
            tag_names: None,
        };
        let content = content(state, fields).await?;
        let audience = match input.conditions {
            Some(conditions) => TestAudience::Batch(conditions.domain()?),
            None => TestAudience::Single(input.target_emails.unwrap_or_default()),
        };
        let (sent_to, rendered_as) =
            send_test(state, session, request(ctx)?.locale, content, audience).await?;
        Ok(SendTestEmailPayload {
            sent_to,
            rendered_as,
        })
    }

    /// Edits a draft, and sends it when asked. Its author or management only (a batch:
    /// management).
    async fn update_email_job(
        &self,
        ctx: &Context<'_>,
        input: UpdateEmailJobInput,
    ) -> GqlResult<UpdateEmailJobPayload> {
        let session = session(ctx)?;
        let state = state(ctx);
        let id = job_id(&input.id)?;
        let row = reads::job_by_id(&state.reads, id)
            .await?
            .ok_or(Code::EmailJobNotFound)?;
        may_change(session, &row)?;
        let fields = ContentFields {
            sender_email: input.sender_email,
            sender_name: input.sender_name,
            subject: input.subject,
            html: input.html,
            template_id: input.template_id,
            attachment_ids: input.attachment_ids,
            tag_names: input.tag_names,
        };
        let content = content(state, fields).await?;
        let audience = if row.kind == kind_id(DomainKind::Batch) {
            EmailAudience::Batch {
                conditions: input.conditions.ok_or(Code::InvalidConditions)?.domain()?,
            }
        } else {
            EmailAudience::Single {
                target_emails: input.target_emails.unwrap_or_default(),
                cc_emails: input.cc_emails.unwrap_or_default(),
                bcc_emails: input.bcc_emails.unwrap_or_default(),
            }
        };
        let now = Utc::now();
        let limit = state.mail.config.recipient_limit;
        // Refused before anything is written: a mistaken date leaves the draft as it was.
        let count = if input.send {
            send_time(input.scheduled_send_time.unwrap_or(now), now).map_err(ApiError::from)?;
            Some(audience_size(state, &audience).await?)
        } else {
            None
        };
        let metadata = request(ctx)?.metadata();
        let started = Instant::now();
        let edit = EmailJobCommand::Edit {
            content,
            audience,
            scheduled_send_time: input.scheduled_send_time,
            recipient_limit: limit,
        };
        let expect = input.expected_version.map_or(Expect::Any, Expect::Version);
        let edited = command::execute::<JobTarget>(state, &metadata, id, edit, expect).await;
        let mut committed = match edited {
            Ok(committed) => Some(committed),
            // Sending a draft as it stands: nothing to edit first.
            Err(ApiError::Coded(Code::NothingChanged)) if input.send => None,
            Err(error) => return Err(error.into()),
        };
        if let Some(recipient_count) = count {
            let schedule = EmailJobCommand::Schedule {
                at: input.scheduled_send_time.unwrap_or(now),
                now,
                recipient_count,
                recipient_limit: limit,
            };
            committed = Some(
                command::execute::<JobTarget>(state, &metadata, id, schedule, Expect::Any).await?,
            );
        }
        let committed = committed.ok_or(Code::NothingChanged)?;
        let row = command::answer_row::<JobTarget>(state, id, committed, started).await?;
        Ok(UpdateEmailJobPayload {
            email_job: EmailJob(row),
        })
    }

    /// Copies a job (of any status, anyone's) into a new draft of the caller's.
    async fn duplicate_email_job(
        &self,
        ctx: &Context<'_>,
        input: DuplicateEmailJobInput,
    ) -> GqlResult<DuplicateEmailJobPayload> {
        let session = session(ctx)?;
        let state = state(ctx);
        let source = job_id(&input.id)?;
        let row = reads::job_by_id(&state.reads, source)
            .await?
            .ok_or(Code::EmailJobNotFound)?;
        may_send(session, row.kind)?;
        let id = Uuid::now_v7();
        let command = duplicate(
            &row,
            id,
            session.employee_id,
            state.mail.config.recipient_limit,
        );
        let metadata = request(ctx)?.metadata();
        let started = Instant::now();
        let committed =
            command::execute::<JobTarget>(state, &metadata, id, command, Expect::New).await?;
        let row = command::answer_row::<JobTarget>(state, id, committed, started).await?;
        Ok(DuplicateEmailJobPayload {
            email_job_edge: EmailJobEdge {
                cursor: connection::cursor(0),
                node: EmailJob(row.clone()),
            },
            email_job: EmailJob(row),
        })
    }

    /// Deletes a draft. Its author or management only (a batch: management).
    async fn delete_email_job(
        &self,
        ctx: &Context<'_>,
        input: DeleteEmailJobInput,
    ) -> GqlResult<DeleteEmailJobPayload> {
        let session = session(ctx)?;
        let state = state(ctx);
        let id = job_id(&input.id)?;
        let row = reads::job_by_id(&state.reads, id)
            .await?
            .ok_or(Code::EmailJobNotFound)?;
        may_change(session, &row)?;
        let metadata = request(ctx)?.metadata();
        command::run::<JobTarget>(state, &metadata, id, EmailJobCommand::Delete, Expect::Any)
            .await?;
        Ok(DeleteEmailJobPayload {
            deleted_email_job_id: input.id,
        })
    }

    async fn upload_email_attachment(
        &self,
        ctx: &Context<'_>,
        input: UploadEmailAttachmentInput,
    ) -> GqlResult<UploadEmailAttachmentPayload> {
        let uploaded_by = session(ctx)?.employee_id;
        let state = state(ctx);
        let upload = input
            .file
            .value(ctx)
            .map_err(|_| Code::InvalidAttachmentFormat)?;
        let name = upload.filename.clone();
        if name.trim().is_empty() || name.chars().count() > 255 {
            return Err(Code::InvalidFileName.into());
        }
        let bytes =
            crate::files::read_upload_up_to(upload, crate::files::MAX_ATTACHMENT_BYTES).await?;
        let stored = state.files.put_attachment(bytes, &name).await?;
        let id = Uuid::now_v7();
        let recorded = sqlx::query(
            "INSERT INTO email_attachments (attachment_id, name, content_type, size,
                 storage_key, uploaded_by)
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(id)
        .bind(&name)
        .bind(stored.content_type)
        .bind(stored.size as i64)
        .bind(&stored.key)
        .bind(uploaded_by)
        .execute(&state.pool)
        .await;
        if let Err(error) = recorded {
            tracing::error!(error = %error, "recording an email attachment failed");
            // Nothing refers to the file unless the insert committed and only its answer was
            // lost (a dropped connection): then the file is kept.
            if !crate::error::database_unavailable(&error) {
                state.files.discard(&stored.key).await;
            }
            return Err(ApiError::Coded(Code::UploadFailed).into());
        }
        Ok(UploadEmailAttachmentPayload {
            attachment: EmailAttachment {
                id: ids::encode("EmailAttachment", id),
                name,
                content_type: stored.content_type.to_owned(),
                size: stored.size as i64,
            },
        })
    }
}

// ---------------------------------------------------------------------------------------
// Subscriptions

/// The template list's filter as the read model takes it (the `emailTemplates` query and its
/// live list).
fn to_template_filter(filter: Option<EmailTemplateFilter>) -> ApiResult<TemplateFilter> {
    let filter = filter.unwrap_or_default();
    Ok(TemplateFilter {
        keyword: connection::keyword(filter.keyword)?,
        status: filter.status.map(|s| template_status_id(s.domain())),
    })
}

/// The job list's filter as the read model takes it (the `emailJobs` query and its live list).
fn to_job_filter(filter: Option<EmailJobFilter>) -> ApiResult<JobFilter> {
    let filter = filter.unwrap_or_default();
    Ok(JobFilter {
        kind: filter.kind.map(|k| {
            kind_id(match k {
                EmailJobKind::Single => DomainKind::Single,
                EmailJobKind::Batch => DomainKind::Batch,
            })
        }),
        statuses: filter
            .statuses
            .unwrap_or_default()
            .into_iter()
            .map(EmailJobStatus::id)
            .collect(),
        keyword: connection::keyword(filter.keyword)?,
        tag_name: filter.tag_name,
        author_id: filter
            .author_id
            .map(|id| ids::decode(&id, "Employee", Code::InvalidId))
            .transpose()?,
        queued_since: filter.queued_since,
    })
}

/// One change to a template, as a live list sees it (`emailTemplatesChanged`, issue 32).
#[derive(SimpleObject)]
pub struct EmailTemplateListChange {
    kind: ChangeKind,
    /// The template's id.
    id: ID,
    /// Whether the template, as it is now, is in the subscriber's list (the `filter` given to
    /// `emailTemplatesChanged`, by the list's own SQL).
    matches: bool,
    /// The template as it is now (null once it is gone).
    email_template: Option<EmailTemplate>,
}

/// One change to a job, as a live list sees it (`emailJobsChanged`, issue 32).
#[derive(SimpleObject)]
pub struct EmailJobListChange {
    kind: ChangeKind,
    /// The job's id.
    id: ID,
    /// Whether the job, as it is now, is in the subscriber's list (the `filter` given to
    /// `emailJobsChanged`, by the list's own SQL): a deleted draft is not.
    matches: bool,
    /// The job as it is now (null once it is gone).
    email_job: Option<EmailJob>,
}

#[derive(SimpleObject)]
pub struct EmailTemplateChange {
    kind: ChangeKind,
    email_template: EmailTemplate,
}

#[derive(SimpleObject)]
pub struct EmailJobChange {
    kind: ChangeKind,
    email_job: EmailJob,
    /// On `emailJobChanged`: the events this change added, oldest first (report pages
    /// prepend them); given `eventFilter`, only those the events list with that filter shows,
    /// as its own SQL decides (issue 32: no matcher of the client's own).
    events: Vec<EmailEvent>,
}

#[derive(Default)]
pub struct EmailSubscription;

#[Subscription]
impl EmailSubscription {
    /// Templates created or changed, each told with whether it is now in the caller's list
    /// with `filter` (the `emailTemplates` query's filter, by the list's own SQL), so the
    /// list stays live without a matcher of its own (issue 32).
    async fn email_templates_changed(
        &self,
        ctx: &Context<'_>,
        filter: Option<EmailTemplateFilter>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<EmailTemplateListChange>>>
    {
        authorize(ctx, "Subscription.emailTemplatesChanged").map_err(coded)?;
        let filter = to_template_filter(filter).map_err(coded)?;
        let changes = live::list_changes(ctx, "EmailTemplate", move |state, _caller, id| {
            let filter = filter.clone();
            async move {
                let Some(row) = reads::template_by_id(&state.reads, id).await? else {
                    return Ok((None, false));
                };
                let matches = reads::template_in_list(&state.reads, id, &filter).await?;
                Ok((Some(EmailTemplate(row)), matches))
            }
        })
        .map_err(coded)?;
        Ok(changes.map(|change| {
            change.map(|change| EmailTemplateListChange {
                kind: change.kind,
                id: ids::encode("EmailTemplate", change.id),
                matches: change.matches,
                email_template: change.row,
            })
        }))
    }

    /// Every change to one template (its page).
    async fn email_template_changed(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<EmailTemplateChange>>> {
        authorize(ctx, "Subscription.emailTemplateChanged").map_err(coded)?;
        let id = template_id(&id).map_err(coded)?;
        live::entity_changes(
            ctx,
            "EmailTemplate",
            id,
            Code::TemplateNotFound,
            |state, _caller, id, notice| async move {
                Ok(reads::template_by_id(&state.reads, id)
                    .await?
                    .map(|row| EmailTemplateChange {
                        kind: notice.map_or(ChangeKind::Updated, |n| n.kind.into()),
                        email_template: EmailTemplate(row),
                    }))
            },
        )
        .await
        .map_err(coded)
    }

    /// Jobs created or changed (status, counts), each told with whether it is now in the
    /// caller's list with `filter` (the `emailJobs` query's filter, by the list's own SQL,
    /// recipients included), so the list stays live without a matcher of its own (issue 32).
    async fn email_jobs_changed(
        &self,
        ctx: &Context<'_>,
        filter: Option<EmailJobFilter>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<EmailJobListChange>>> {
        authorize(ctx, "Subscription.emailJobsChanged").map_err(coded)?;
        let filter = to_job_filter(filter).map_err(coded)?;
        let changes = live::list_changes(ctx, "EmailJob", move |state, _caller, id| {
            let filter = filter.clone();
            async move {
                let Some(row) = reads::job_by_id(&state.reads, id).await? else {
                    return Ok((None, false));
                };
                let matches = reads::job_in_list(&state.reads, id, &filter).await?;
                Ok((Some(EmailJob(row)), matches))
            }
        })
        .map_err(coded)?;
        Ok(changes.map(|change| {
            change.map(|change| EmailJobListChange {
                kind: change.kind,
                id: ids::encode("EmailJob", change.id),
                matches: change.matches,
                email_job: change.row,
            })
        }))
    }

    /// One job: its status, report counts and the events each change added, while it sends.
    async fn email_job_changed(
        &self,
        ctx: &Context<'_>,
        id: ID,
        event_filter: Option<EmailEventFilter>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<EmailJobChange>>> {
        authorize(ctx, "Subscription.emailJobChanged").map_err(coded)?;
        let id = job_id(&id).map_err(coded)?;
        let listed = event_filter
            .map(|filter| self::event_filter(id, Some(filter)))
            .transpose()
            .map_err(coded)?;
        // The events the page already has end at `seen`; each change sends the ones after.
        // It is read once the subscription is listening (inside `entity_changes`' first
        // read), so an event written in between is sent, not lost.
        let seen = std::sync::Arc::new(std::sync::atomic::AtomicI64::new(i64::MAX));
        live::entity_changes(
            ctx,
            "EmailJob",
            id,
            Code::EmailJobNotFound,
            move |state, _caller, id, notice| {
                let seen = seen.clone();
                let listed = listed.clone();
                async move {
                    use std::sync::atomic::Ordering;
                    let Some(row) = reads::job_by_id(&state.reads, id).await? else {
                        return Ok(None);
                    };
                    let Some(notice) = notice else {
                        let last = reads::last_event_sequence(&state.reads, id).await?;
                        seen.store(last, Ordering::Release);
                        return Ok(Some(EmailJobChange {
                            kind: ChangeKind::Updated,
                            email_job: EmailJob(row),
                            events: Vec::new(),
                        }));
                    };
                    let after = seen.load(Ordering::Acquire);
                    let mut events = reads::events_after(&state.reads, id, after, 100).await?;
                    if let Some(last) = events.last() {
                        seen.fetch_max(last.sequence, Ordering::AcqRel);
                    }
                    if let Some(filter) = &listed {
                        let ids: Vec<Uuid> = events.iter().map(|e| e.event_id).collect();
                        let shown = reads::events_in_list(&state.reads, filter, &ids).await?;
                        events.retain(|e| shown.contains(&e.event_id));
                    }
                    Ok(Some(EmailJobChange {
                        kind: notice.kind.into(),
                        email_job: EmailJob(row),
                        events: events.into_iter().map(EmailEvent).collect(),
                    }))
                }
            },
        )
        .await
        .map_err(coded)
    }
}
