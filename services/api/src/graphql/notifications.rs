//! Notifications and home (issue 21): the notification centre (derived by the
//! `notifications` projection from the rules each area declares,
//! `staffhub_projections::notifications::rules`), the employee's read marks (the `NotificationInbox` aggregate), home's recent
//! activity, and the live signal home's blocks follow.
//!
//! Every read is the caller's own and shows a subject only while the caller may read it:
//! the subject's area's read rule and its row-level condition, inside the SQL
//! (`read::notifications`).

use std::time::{Duration, Instant};

use async_graphql::{Context, Enum, ID, InputObject, Object, SimpleObject, Subscription};
use chrono::{DateTime, Utc};
use futures::{Stream, StreamExt};
use staffhub_domain::notifications::{
    KINDS, MARK_MAX, NotificationDelivery as Delivery, NotificationInboxCommand, default_delivery,
};
use staffhub_projections::notifications::{ACTIVITY, INBOX};
use tokio::sync::broadcast::error::RecvError;
use uuid::Uuid;

use super::areas;
use super::connection::{self, PageInfo};
use super::guard::{Policy, authorize};
use super::live::coded;
use super::node::Node;
use super::types::Employee;
use super::{ids, request, session, state};
use crate::areas::notifications::{InboxTarget, notification_id};
use crate::catalogue::Code;
use crate::command::{self, Expect};
use crate::error::{ApiError, ApiResult, GqlResult};
use crate::locale::Locale;
use crate::read::notifications::{
    self as reads, ActivityRow, NotificationFilter as ReadFilter, NotificationRow,
};
use crate::sessions::Session;

pub(crate) use crate::areas::notifications::subject_access;

fn filter(session: &Session, unread_only: bool) -> ReadFilter {
    ReadFilter {
        recipient_id: session.employee_id,
        unread_only,
        access: subject_access(session),
    }
}

async fn subject(ctx: &Context<'_>, subject_type: &str, id: Uuid) -> GqlResult<Option<Node>> {
    match areas::entity(subject_type).and_then(|e| e.node) {
        Some(load) => Ok(load(state(ctx), id).await?),
        None => Ok(None),
    }
}

/// What a notification tells of (issue 21).
#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug)]
pub enum NotificationKind {
    TaskAssigned,
    IssueAssigned,
    Mentioned,
    ApprovalRequested,
    ApprovalApproved,
    ApprovalRejected,
    QuestionAnswered,
    EmailJobCompleted,
    EmailJobFailed,
}

impl NotificationKind {
    fn from_stored(kind: &str) -> Option<Self> {
        Some(match kind {
            "TASK_ASSIGNED" => Self::TaskAssigned,
            "ISSUE_ASSIGNED" => Self::IssueAssigned,
            "MENTIONED" => Self::Mentioned,
            "APPROVAL_REQUESTED" => Self::ApprovalRequested,
            "APPROVAL_APPROVED" => Self::ApprovalApproved,
            "APPROVAL_REJECTED" => Self::ApprovalRejected,
            "QUESTION_ANSWERED" => Self::QuestionAnswered,
            "EMAIL_JOB_COMPLETED" => Self::EmailJobCompleted,
            "EMAIL_JOB_FAILED" => Self::EmailJobFailed,
            _ => return None,
        })
    }

    fn stored(self) -> &'static str {
        match self {
            Self::TaskAssigned => "TASK_ASSIGNED",
            Self::IssueAssigned => "ISSUE_ASSIGNED",
            Self::Mentioned => "MENTIONED",
            Self::ApprovalRequested => "APPROVAL_REQUESTED",
            Self::ApprovalApproved => "APPROVAL_APPROVED",
            Self::ApprovalRejected => "APPROVAL_REJECTED",
            Self::QuestionAnswered => "QUESTION_ANSWERED",
            Self::EmailJobCompleted => "EMAIL_JOB_COMPLETED",
            Self::EmailJobFailed => "EMAIL_JOB_FAILED",
        }
    }
}

/// How a kind of notification reaches the employee (issue 35 §6). Every notification is in
/// the app; email is in addition.
#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug)]
pub enum NotificationDelivery {
    /// In the app only.
    App,
    /// By email at once.
    Immediately,
    /// In the daily digest email.
    Digest,
}

impl From<Delivery> for NotificationDelivery {
    fn from(delivery: Delivery) -> Self {
        match delivery {
            Delivery::App => Self::App,
            Delivery::Immediately => Self::Immediately,
            Delivery::Digest => Self::Digest,
        }
    }
}

impl From<NotificationDelivery> for Delivery {
    fn from(delivery: NotificationDelivery) -> Self {
        match delivery {
            NotificationDelivery::App => Self::App,
            NotificationDelivery::Immediately => Self::Immediately,
            NotificationDelivery::Digest => Self::Digest,
        }
    }
}

/// How one kind of notification reaches the caller.
#[derive(SimpleObject)]
pub struct NotificationDeliverySetting {
    kind: NotificationKind,
    delivery: NotificationDelivery,
    /// The default (approvals and assignments by email, the rest in the app) until chosen.
    is_default: bool,
}

/// Every kind, in the settings screen's order, as it now reaches the employee.
async fn delivery_settings(
    reads: &crate::read::pool::ReadPool,
    employee_id: Uuid,
) -> ApiResult<Vec<NotificationDeliverySetting>> {
    Ok(settings_of(&reads::deliveries(reads, employee_id).await?))
}

/// Every kind's delivery, from the kinds chosen (stored names) and the defaults.
fn settings_of(chosen: &[(String, String)]) -> Vec<NotificationDeliverySetting> {
    KINDS
        .iter()
        .filter_map(|kind| {
            let stored = chosen
                .iter()
                .find(|(k, _)| k == kind)
                .and_then(|(_, d)| Delivery::from_stored(d));
            Some(NotificationDeliverySetting {
                kind: NotificationKind::from_stored(kind)?,
                delivery: stored.unwrap_or_else(|| default_delivery(kind)).into(),
                is_default: stored.is_none(),
            })
        })
        .collect()
}

/// One notification. Not a Node (it has no history of its own); `id` is global and stable.
pub struct Notification(pub NotificationRow);

#[Object]
impl Notification {
    async fn id(&self) -> ID {
        ids::encode("Notification", self.0.notification_id)
    }

    async fn kind(&self) -> GqlResult<NotificationKind> {
        NotificationKind::from_stored(&self.0.kind).ok_or_else(|| {
            ApiError::internal(
                "unknown notification kind",
                std::io::Error::other(self.0.kind.clone()),
            )
            .into()
        })
    }

    /// The subject (a Task, Issue, WorkflowInstance, Question or EmailJob), read live.
    async fn subject(&self, ctx: &Context<'_>) -> GqlResult<Option<Node>> {
        subject(ctx, &self.0.subject_type, self.0.subject_id).await
    }

    /// The subject's current title.
    async fn subject_title(&self) -> &str {
        &self.0.subject_title
    }

    /// Who caused it; null for the system.
    async fn actor(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.0.actor_id).await?)
    }

    /// A plain-text excerpt (the comment, the answer), at most 200 characters.
    async fn excerpt(&self) -> Option<&str> {
        self.0.excerpt.as_deref()
    }

    async fn read(&self) -> bool {
        self.0.read
    }

    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
}

#[derive(SimpleObject)]
pub struct NotificationEdge {
    cursor: String,
    node: Notification,
}

#[derive(SimpleObject)]
#[graphql(complex)]
pub struct NotificationConnection {
    edges: Vec<NotificationEdge>,
    page_info: PageInfo,
    #[graphql(skip)]
    filter: ReadFilter,
}

#[async_graphql::ComplexObject]
impl NotificationConnection {
    /// Every notification matching the filter.
    async fn total_count(&self, ctx: &Context<'_>) -> GqlResult<i64> {
        Ok(reads::count(&state(ctx).reads, &self.filter).await?)
    }
}

#[derive(InputObject, Default)]
pub struct NotificationFilter {
    /// Only those not read yet.
    unread: Option<bool>,
}

/// One event of the journal the caller may see (home's recent activity).
pub struct ActivityEntry(ActivityRow);

#[Object]
impl ActivityEntry {
    async fn id(&self) -> ID {
        ids::encode("Activity", self.0.activity_id)
    }

    async fn at(&self) -> DateTime<Utc> {
        self.0.at
    }

    async fn actor(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.0.actor_id).await?)
    }

    async fn event_type(&self) -> &str {
        &self.0.event_type
    }

    /// The event's history label in the caller's language.
    async fn label(&self, ctx: &Context<'_>) -> GqlResult<String> {
        let locale = request(ctx).map_or(Locale::En, |r| r.locale);
        Ok(areas::entities()
            .find(|e| e.aggregate_type == self.0.subject_type)
            .map_or_else(
                || self.0.event_type.clone(),
                |e| e.history.label(&self.0.event_type, locale),
            ))
    }

    async fn subject(&self, ctx: &Context<'_>) -> GqlResult<Option<Node>> {
        subject(ctx, &self.0.subject_type, self.0.subject_id).await
    }

    async fn subject_title(&self) -> &str {
        &self.0.subject_title
    }
}

#[derive(SimpleObject)]
pub struct ActivityEdge {
    cursor: String,
    node: ActivityEntry,
}

#[derive(SimpleObject)]
pub struct ActivityConnection {
    edges: Vec<ActivityEdge>,
    page_info: PageInfo,
}

#[derive(Default)]
pub struct NotificationQuery;

#[Object(guard = "Policy::query()")]
impl NotificationQuery {
    /// The caller's notifications, newest first. first: default 20, 1..=100.
    async fn notifications(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        filter: Option<NotificationFilter>,
    ) -> GqlResult<NotificationConnection> {
        let session = session(ctx)?;
        let filter = self::filter(session, filter.unwrap_or_default().unread.unwrap_or(false));
        let reads = &state(ctx).reads;
        let (edges, page_info) = connection::load(first, after.as_deref(), |offset, limit| {
            reads::list(reads, &filter, offset, limit)
        })
        .await?;
        Ok(NotificationConnection {
            edges: edges
                .into_iter()
                .map(|(cursor, row)| NotificationEdge {
                    cursor,
                    node: Notification(row),
                })
                .collect(),
            page_info,
            filter,
        })
    }

    /// One of the caller's notifications, while its subject is theirs to read (a mail's link
    /// opens it; issue 35 §6).
    async fn notification(&self, ctx: &Context<'_>, id: ID) -> GqlResult<Option<Notification>> {
        let session = session(ctx)?;
        let Ok(id) = notification_id(&id) else {
            return Ok(None);
        };
        let rows = reads::by_ids(&state(ctx).reads, &filter(session, false), &[id]).await?;
        Ok(rows.into_iter().next().map(Notification))
    }

    /// How each kind of notification reaches the caller: in the app only, by email at once,
    /// or in the daily digest (issue 35 §6).
    async fn notification_deliveries(
        &self,
        ctx: &Context<'_>,
    ) -> GqlResult<Vec<NotificationDeliverySetting>> {
        let me = session(ctx)?.employee_id;
        Ok(delivery_settings(&state(ctx).reads, me).await?)
    }

    /// How many of the caller's notifications are unread (the header's badge).
    async fn unread_notification_count(&self, ctx: &Context<'_>) -> GqlResult<i64> {
        let session = session(ctx)?;
        Ok(reads::count(&state(ctx).reads, &filter(session, true)).await?)
    }

    /// Recent activity the caller may see, newest first. first: default 20, 1..=100.
    async fn activity(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
    ) -> GqlResult<ActivityConnection> {
        let access = subject_access(session(ctx)?);
        let reads = &state(ctx).reads;
        let (edges, page_info) = connection::load(first, after.as_deref(), |offset, limit| {
            reads::activity(reads, &access, offset, limit)
        })
        .await?;
        Ok(ActivityConnection {
            edges: edges
                .into_iter()
                .map(|(cursor, row)| ActivityEdge {
                    cursor,
                    node: ActivityEntry(row),
                })
                .collect(),
            page_info,
        })
    }
}

#[derive(InputObject)]
pub struct MarkNotificationsReadInput {
    /// At most 100.
    ids: Vec<ID>,
}

#[derive(SimpleObject)]
pub struct MarkNotificationsReadPayload {
    notifications: Vec<Notification>,
    unread_notification_count: i64,
}

#[derive(InputObject)]
pub struct MarkAllNotificationsReadInput {
    /// Mark read the notifications up to and including this one (the newest the user saw);
    /// omitted: all of them.
    up_to: Option<ID>,
}

#[derive(SimpleObject)]
pub struct MarkAllNotificationsReadPayload {
    unread_notification_count: i64,
}

#[derive(InputObject)]
pub struct ChooseNotificationDeliveryInput {
    kind: NotificationKind,
    delivery: NotificationDelivery,
}

#[derive(SimpleObject)]
pub struct ChooseNotificationDeliveryPayload {
    /// Every kind, as it now reaches the caller.
    notification_deliveries: Vec<NotificationDeliverySetting>,
}

#[derive(Default)]
pub struct NotificationMutation;

#[Object(guard = "Policy::mutation()")]
impl NotificationMutation {
    /// Marks the caller's notifications read ('Nothing changed' when all were read already).
    async fn mark_notifications_read(
        &self,
        ctx: &Context<'_>,
        input: MarkNotificationsReadInput,
    ) -> GqlResult<MarkNotificationsReadPayload> {
        let state = state(ctx);
        let session = session(ctx)?;
        let metadata = request(ctx)?.metadata();
        // The domain's limit, checked before the read model is asked about each id.
        if input.ids.len() > MARK_MAX {
            return Err(ApiError::from(Code::TooManyNotifications).into());
        }
        let ids = input
            .ids
            .iter()
            .map(notification_id)
            .collect::<ApiResult<Vec<_>>>()?;
        let filter = filter(session, false);
        let rows = reads::by_ids(&state.reads, &filter, &ids).await?;
        if ids
            .iter()
            .any(|id| !rows.iter().any(|r| r.notification_id == *id))
        {
            return Err(ApiError::from(Code::NotificationNotFound).into());
        }
        // Read already (also by "mark all", which the inbox does not itemize): nothing to do.
        let unread: Vec<Uuid> = rows
            .iter()
            .filter(|r| !r.read)
            .map(|r| r.notification_id)
            .collect();
        if unread.is_empty() {
            return Err(ApiError::from(Code::NothingChanged).into());
        }
        let command = NotificationInboxCommand::MarkNotificationsRead {
            employee_id: session.employee_id,
            notification_ids: unread,
        };
        let me = session.employee_id;
        let started = Instant::now();
        let committed =
            command::execute::<InboxTarget>(state, &metadata, me, command, Expect::Any).await?;
        command::answer::<InboxTarget>(state, me, committed, started).await?;
        let mut rows = reads::by_ids(&state.reads, &filter, &ids).await?;
        rows.sort_by_key(|r| ids.iter().position(|id| *id == r.notification_id));
        Ok(MarkNotificationsReadPayload {
            notifications: rows.into_iter().map(Notification).collect(),
            unread_notification_count: reads::count(&state.reads, &self::filter(session, true))
                .await?,
        })
    }

    /// How a kind of notification reaches the caller ('Nothing changed' when it already does).
    async fn choose_notification_delivery(
        &self,
        ctx: &Context<'_>,
        input: ChooseNotificationDeliveryInput,
    ) -> GqlResult<ChooseNotificationDeliveryPayload> {
        let state = state(ctx);
        let me = session(ctx)?.employee_id;
        let metadata = request(ctx)?.metadata();
        let command = NotificationInboxCommand::ChooseNotificationDelivery {
            employee_id: me,
            kind: input.kind.stored().to_owned(),
            delivery: input.delivery.into(),
        };
        let started = Instant::now();
        let committed =
            command::execute::<InboxTarget>(state, &metadata, me, command, Expect::Any).await?;
        let answered = command::answer::<InboxTarget>(state, me, committed, started).await?;
        // Past the read-your-writes bound the read model still shows the choice as it was:
        // the answer is then what the inbox's own events chose.
        let notification_deliveries = match answered.flatten() {
            Some(chosen) => settings_of(
                &chosen
                    .into_iter()
                    .map(|(kind, delivery)| (kind, delivery.as_str().to_owned()))
                    .collect::<Vec<_>>(),
            ),
            None => delivery_settings(&state.reads, me).await?,
        };
        Ok(ChooseNotificationDeliveryPayload {
            notification_deliveries,
        })
    }

    /// Marks read every notification of the caller up to `upTo` ('Nothing changed' when none
    /// is unread).
    async fn mark_all_notifications_read(
        &self,
        ctx: &Context<'_>,
        input: MarkAllNotificationsReadInput,
    ) -> GqlResult<MarkAllNotificationsReadPayload> {
        let state = state(ctx);
        let session = session(ctx)?;
        let metadata = request(ctx)?.metadata();
        let me = session.employee_id;
        let up_to = input.up_to.as_ref().map(notification_id).transpose()?;
        if let Some(id) = up_to
            && !reads::belongs_to(&state.reads, id, me).await?
        {
            return Err(ApiError::from(Code::NotificationNotFound).into());
        }
        let unread = filter(session, true);
        if reads::count(&state.reads, &unread).await? == 0 {
            return Err(ApiError::from(Code::NothingChanged).into());
        }
        let command = NotificationInboxCommand::MarkAllNotificationsRead {
            employee_id: me,
            up_to,
        };
        let started = Instant::now();
        let committed =
            command::execute::<InboxTarget>(state, &metadata, me, command, Expect::Any).await?;
        command::answer::<InboxTarget>(state, me, committed, started).await?;
        Ok(MarkAllNotificationsReadPayload {
            unread_notification_count: reads::count(&state.reads, &unread).await?,
        })
    }
}

/// The caller's notifications changed: a new one, or read marks.
#[derive(SimpleObject)]
pub struct NotificationsChange {
    unread_notification_count: i64,
    /// The caller's newest visible notification after the change; null when there is none.
    newest: Option<Notification>,
}

/// Something a home block may show changed: the client reads its home query again.
#[derive(SimpleObject)]
pub struct HomeChange {
    at: DateTime<Utc>,
}

/// Whether a change notice of this type may change what home shows: an entity other screens
/// show as a subject (its area declares a read model; home's blocks list some of them, its
/// activity all), the activity feed, or a read mark.
fn home_follows(entity_type: &str) -> bool {
    entity_type == ACTIVITY
        || entity_type == INBOX
        || areas::read_models().any(|(entity, _)| entity.type_name == entity_type)
}

/// Home's changes are coalesced: a burst of notices gives one refetch.
const HOME_COALESCE: Duration = Duration::from_millis(250);

#[derive(Default)]
pub struct NotificationSubscription;

#[Subscription]
impl NotificationSubscription {
    /// The caller's notifications: a new one arrived, or some were marked read (on any of
    /// the caller's devices).
    async fn notifications_changed(
        &self,
        ctx: &Context<'_>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<NotificationsChange>>> {
        authorize(ctx, "Subscription.notificationsChanged").map_err(coded)?;
        let session = session(ctx).map_err(coded)?.clone();
        let state = state(ctx).clone();
        let me = session.employee_id.to_string();
        Ok(super::live::notices(&state, INBOX)
            .filter(move |n| std::future::ready(n.entity_id == me))
            .then(move |_| {
                let (state, session) = (state.clone(), session.clone());
                async move {
                    let all = filter(&session, false);
                    let newest = reads::list(&state.reads, &all, 0, 1)
                        .await
                        .map_err(coded)?
                        .into_iter()
                        .next()
                        .map(Notification);
                    let count = reads::count(&state.reads, &filter(&session, true))
                        .await
                        .map_err(coded)?;
                    Ok(NotificationsChange {
                        unread_notification_count: count,
                        newest,
                    })
                }
            }))
    }

    /// How each kind of notification reaches the caller, whenever the caller's inbox changes
    /// (a choice on another device, an unsubscribe from a mail): the settings screen follows it.
    async fn notification_deliveries_changed(
        &self,
        ctx: &Context<'_>,
    ) -> async_graphql::Result<
        impl Stream<Item = async_graphql::Result<Vec<NotificationDeliverySetting>>>,
    > {
        authorize(ctx, "Subscription.notificationDeliveriesChanged").map_err(coded)?;
        let me = session(ctx).map_err(coded)?.employee_id;
        let state = state(ctx).clone();
        let key = me.to_string();
        Ok(super::live::notices(&state, INBOX)
            .filter(move |n| std::future::ready(n.entity_id == key))
            .then(move |_| {
                let state = state.clone();
                async move { delivery_settings(&state.reads, me).await.map_err(coded) }
            }))
    }

    /// Something home shows may have changed; at most one message per 250 ms.
    async fn home_changed(
        &self,
        ctx: &Context<'_>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<HomeChange>>> {
        authorize(ctx, "Subscription.homeChanged").map_err(coded)?;
        let receiver = state(ctx).hub.subscribe_changes();
        Ok(futures::stream::unfold(
            receiver,
            |mut receiver| async move {
                loop {
                    match receiver.recv().await {
                        Ok(notice) if home_follows(&notice.entity_type) => break,
                        Ok(_) => {}
                        // Missed notices: home is read again anyway, which covers them.
                        Err(RecvError::Lagged(_)) => break,
                        Err(RecvError::Closed) => return None,
                    }
                }
                tokio::time::sleep(HOME_COALESCE).await;
                // Drain what arrived meanwhile (lagging counts as drained too).
                while let Ok(_) | Err(tokio::sync::broadcast::error::TryRecvError::Lagged(_)) =
                    receiver.try_recv()
                {}
                Some((Ok(HomeChange { at: Utc::now() }), receiver))
            },
        ))
    }
}
