//! Projection "notifications" (issue 21): the notification centre and home's recent activity.
//!
//! Notifications are derived, not commanded. Each area's projection declares its [`Source`]s:
//! which of its events tell whom of what ([`Rule`]), whether home's recent activity shows them,
//! and what an event says that the rules ask ([`Facts`]). This hub reads every registered
//! source and names no area (issue 31); [`rules`] is the whole table (docs/notifications.md
//! shows it; a test compares). Nobody is told of their own doing. What a rule needs and its
//! event does not say (who holds a role today, a step's approver role, a question's asker, an
//! email job's author and failures, a comment's earlier mentions) the sources keep in this
//! projection's tables through the functions below, so `apply` stays a pure function of the
//! event stream. Marks (read) are the `NotificationInbox` aggregate's events.
//!
//! Titles are not stored: readers join the subject's own read model, so a notification shows
//! its subject as it now is, and only to a reader who may read it (`read::notifications`).

use std::sync::LazyLock;

use async_trait::async_trait;
use futures::future::BoxFuture;
use sqlx::PgConnection;
use staffhub_domain::notifications::{
    NotificationDelivery, NotificationInboxEvent, default_delivery,
};
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::{ChangeKind, ChangeNotice, Projection, ProjectionError};

pub struct NotificationsProjection;

const NAME: &str = "notifications";

/// The entity type of the change notices a recipient's subscription listens to (entity id:
/// the recipient's employee id).
pub const INBOX: &str = "NotificationInbox";
/// The entity type of the change notices for home's recent activity (entity id: the subject).
pub const ACTIVITY: &str = "Activity";

/// Who is told, of the people an event's [`Facts`] and the hub's own tables know.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Recipients {
    /// The employees the event names ([`Facts::named`]: an assignee, a comment's mentions).
    Named,
    /// Every active holder of the role the event concerns ([`Facts::role_id`]: a step's
    /// approver role), as the journal has them when the event is applied.
    RoleHolders,
    /// The subject's owner, as its source recorded it ([`set_owner`]).
    Owner,
}

/// One row of a source's table: which event tells whom of what.
#[derive(Debug, Clone, Copy)]
pub struct Rule {
    pub event_type: &'static str,
    /// The rule applies only when the event's facts hold this condition
    /// ([`Facts::holds`]); `""`: always. The words are docs/notifications.md's "when".
    pub when: &'static str,
    /// `NotificationKind` in GraphQL.
    pub kind: &'static str,
    pub recipients: Recipients,
    /// docs/notifications.md's "who is told".
    pub who: &'static str,
}

/// What an area's events mean to the notification centre and home's recent activity (issue
/// 31: the hub reads these instead of naming areas). An area's projection declares its
/// sources (`Projection::notification_sources`); this projection reads every registered one.
pub struct Source {
    /// The aggregate type whose events this source reads.
    pub aggregate_type: &'static str,
    /// Whether home's recent activity shows its events, the aggregate being the subject.
    pub activity: bool,
    /// Which of its events notify whom; the subject is the event's aggregate.
    pub rules: &'static [Rule],
    /// What one event says that its rules ask, keeping in the hub's tables what later events
    /// will ask (an owner, a comment's mentions, a role's holders, a job's failures).
    pub facts: FactsOf,
}

/// [`Source::facts`]: a pure function of the event and the hub's own tables.
pub type FactsOf = for<'a> fn(
    &'a mut PgConnection,
    &'a JournalEvent,
) -> BoxFuture<'a, Result<Facts, ProjectionError>>;

/// [`Source::facts`] for a source whose events say nothing the rules ask.
pub fn no_facts<'a>(
    _: &'a mut PgConnection,
    _: &'a JournalEvent,
) -> BoxFuture<'a, Result<Facts, ProjectionError>> {
    Box::pin(async { Ok(Facts::default()) })
}

/// Every registered source, in the registry's order.
pub fn sources() -> impl Iterator<Item = &'static Source> {
    crate::registry::all()
        .iter()
        .flat_map(|projection| projection.notification_sources().iter())
}

/// Every registered rule, in the registry's order (docs/notifications.md's table).
pub fn rules() -> impl Iterator<Item = &'static Rule> {
    sources().flat_map(|source| source.rules.iter())
}

/// The aggregate types home's recent activity shows (the aggregate is the subject).
pub fn activity_types() -> impl Iterator<Item = &'static str> {
    sources()
        .filter(|source| source.activity)
        .map(|source| source.aggregate_type)
}

/// The source of an aggregate type's events, if an area declares one.
fn source_of(aggregate_type: &str) -> Option<&'static Source> {
    sources().find(|source| source.aggregate_type == aggregate_type)
}

/// The aggregate types this projection reads: every source's, and the inbox's marks.
static AGGREGATE_TYPES: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
    let mut types: Vec<&'static str> = Vec::new();
    for source in sources() {
        if !types.contains(&source.aggregate_type) {
            types.push(source.aggregate_type);
        }
    }
    types.push(INBOX);
    types
});

/// Longest excerpt kept, in characters.
pub const EXCERPT_MAX_CHARS: usize = 200;

/// Stable ids: a replay derives the same ones.
const ID_NAMESPACE: Uuid = Uuid::from_u128(0x5a1f_0b21_7c4e_4d0a_9f3e_21a0_0000_0021);

pub(crate) fn db(source: sqlx::Error) -> ProjectionError {
    ProjectionError::Database {
        projection: NAME,
        source,
    }
}

/// A notification's excerpt of a text (a comment, an answer): on one line, at most
/// [`EXCERPT_MAX_CHARS`].
pub fn excerpt(text: &str) -> Option<String> {
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if flat.is_empty() {
        return None;
    }
    let mut cut: String = flat.chars().take(EXCERPT_MAX_CHARS).collect();
    if flat.chars().count() > EXCERPT_MAX_CHARS {
        cut.pop();
        cut.push('…');
    }
    Some(cut)
}

/// What an event says that its source's rules ask about.
#[derive(Debug, Default)]
pub struct Facts {
    /// Named recipients (assignees, mentions) before the actor is left out.
    pub named: Vec<Uuid>,
    /// The role whose holders [`Recipients::RoleHolders`] tells.
    pub role_id: Option<i32>,
    /// The conditions that hold of the event ([`Rule::when`]).
    pub conditions: Vec<&'static str>,
    pub excerpt: Option<String>,
}

impl Facts {
    /// Whether a rule's condition holds (`""` always does).
    pub fn holds(&self, when: &str) -> bool {
        when.is_empty() || self.conditions.contains(&when)
    }
}

#[async_trait]
impl Projection for NotificationsProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &AGGREGATE_TYPES
    }

    /// Only a mark waits for this read model: an assignment's answer does not wait for the
    /// notification it causes (that reaches the recipient live).
    fn awaited_for(&self) -> &'static [&'static str] {
        &["NotificationInbox"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &[
            "notifications",
            "activity",
            "notification_role_holders",
            "notification_subjects",
            "notification_mentions",
            "notification_deliveries",
            "notification_mail",
        ]
    }

    async fn apply(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        Ok(self.apply_one(conn, event).await?.into_iter().next())
    }

    async fn apply_batch(
        &self,
        conn: &mut PgConnection,
        events: &[&JournalEvent],
    ) -> Result<Vec<ChangeNotice>, ProjectionError> {
        let mut notices = Vec::new();
        for event in events {
            notices.extend(self.apply_one(conn, event).await?);
        }
        Ok(notices)
    }
}

impl NotificationsProjection {
    async fn apply_one(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Vec<ChangeNotice>, ProjectionError> {
        let mut notices = Vec::new();
        if event.aggregate_type == INBOX {
            notices.extend(self.apply_inbox(conn, event).await?);
            return Ok(notices);
        }
        let Some(source) = source_of(&event.aggregate_type) else {
            return Ok(notices);
        };
        let subject_id = Uuid::parse_str(&event.aggregate_id).ok();
        if source.activity
            && let Some(subject_id) = subject_id
        {
            self.record_activity(conn, event, subject_id).await?;
            notices.push(notice(event, ACTIVITY, subject_id, ChangeKind::Created));
        }
        let facts = (source.facts)(conn, event).await?;
        let Some(subject_id) = subject_id else {
            return Ok(notices);
        };
        let mut told = Vec::new();
        for rule in source
            .rules
            .iter()
            .filter(|r| r.event_type == event.event_type && facts.holds(r.when))
        {
            let recipients = match rule.recipients {
                Recipients::Named => facts.named.clone(),
                Recipients::RoleHolders => match facts.role_id {
                    Some(role_id) => holders_of(conn, role_id).await?,
                    None => Vec::new(),
                },
                Recipients::Owner => owner_of(conn, subject_id).await?.into_iter().collect(),
            };
            for recipient in recipients {
                // Nobody is told of their own doing, and nobody twice of one event.
                if Some(recipient) == event.metadata.actor_id || told.contains(&recipient) {
                    continue;
                }
                told.push(recipient);
                self.notify(
                    conn,
                    event,
                    rule,
                    source.aggregate_type,
                    subject_id,
                    recipient,
                    &facts,
                )
                .await?;
                notices.push(notice(event, INBOX, recipient, ChangeKind::Updated));
            }
        }
        Ok(notices)
    }

    async fn record_activity(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
        subject_id: Uuid,
    ) -> Result<(), ProjectionError> {
        let id = Uuid::new_v5(
            &ID_NAMESPACE,
            format!(
                "{}/{}/{}",
                event.aggregate_type, event.aggregate_id, event.sequence
            )
            .as_bytes(),
        );
        sqlx::query(
            "INSERT INTO activity (activity_id, subject_type, subject_id, event_type, actor_id, tx, pos, at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (activity_id) DO NOTHING",
        )
        .bind(id)
        .bind(&event.aggregate_type)
        .bind(subject_id)
        .bind(&event.event_type)
        .bind(event.metadata.actor_id)
        .bind(event.position.transaction_id)
        .bind(event.position.global_position)
        .bind(event.metadata.occurred_at_or(event.recorded_at))
        .execute(&mut *conn)
        .await
        .map_err(db)?;
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    async fn notify(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
        rule: &Rule,
        subject_type: &str,
        subject_id: Uuid,
        recipient: Uuid,
        facts: &Facts,
    ) -> Result<(), ProjectionError> {
        let id = Uuid::new_v5(
            &ID_NAMESPACE,
            format!(
                "{}/{}/{}/{}",
                event.aggregate_type, event.aggregate_id, event.sequence, recipient
            )
            .as_bytes(),
        );
        sqlx::query(
            "INSERT INTO notifications (notification_id, recipient_id, kind, subject_type, subject_id,
                 actor_id, excerpt, tx, pos, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (notification_id) DO NOTHING",
        )
        .bind(id)
        .bind(recipient)
        .bind(rule.kind)
        .bind(subject_type)
        .bind(subject_id)
        .bind(event.metadata.actor_id)
        .bind(&facts.excerpt)
        .bind(event.position.transaction_id)
        .bind(event.position.global_position)
        .bind(event.recorded_at)
        .execute(&mut *conn)
        .await
        .map_err(db)?;
        queue_mail(conn, id, recipient, rule.kind, event.recorded_at).await
    }

    async fn apply_inbox(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        let employee_id = match event
            .decode::<NotificationInboxEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?
        {
            NotificationInboxEvent::NotificationsRead {
                employee_id,
                notification_ids,
            } => {
                sqlx::query(
                    "UPDATE notifications SET read = true
                     WHERE recipient_id = $1 AND notification_id = ANY($2) AND NOT read",
                )
                .bind(employee_id)
                .bind(&notification_ids)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                forget_read_mail(conn, employee_id).await?;
                employee_id
            }
            NotificationInboxEvent::AllNotificationsRead { employee_id, up_to } => {
                // Up to the named one in the journal's order: one derived after the reader
                // last looked stays unread.
                sqlx::query(
                    "UPDATE notifications n SET read = true
                     WHERE n.recipient_id = $1 AND NOT n.read
                       AND ($2::uuid IS NULL OR (n.tx, n.pos) <= (
                           SELECT b.tx, b.pos FROM notifications b
                           WHERE b.notification_id = $2 AND b.recipient_id = $1))",
                )
                .bind(employee_id)
                .bind(up_to)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                forget_read_mail(conn, employee_id).await?;
                employee_id
            }
            NotificationInboxEvent::NotificationDeliveryChosen {
                employee_id,
                kind,
                delivery,
            } => {
                set_delivery(conn, employee_id, &kind, delivery).await?;
                // What waits for this kind's mail follows the new choice: none in the app only,
                // at once or in the digest as now chosen.
                let waiting = match delivery {
                    NotificationDelivery::App => {
                        "DELETE FROM notification_mail WHERE recipient_id = $1 AND kind = $2"
                    }
                    NotificationDelivery::Immediately => {
                        "UPDATE notification_mail SET digest = false WHERE recipient_id = $1 AND kind = $2"
                    }
                    NotificationDelivery::Digest => {
                        "UPDATE notification_mail SET digest = true WHERE recipient_id = $1 AND kind = $2"
                    }
                };
                sqlx::query(waiting)
                    .bind(employee_id)
                    .bind(&kind)
                    .execute(&mut *conn)
                    .await
                    .map_err(db)?;
                employee_id
            }
            NotificationInboxEvent::NotificationEmailUnsubscribed { employee_id, kind } => {
                set_delivery(conn, employee_id, &kind, NotificationDelivery::App).await?;
                // What was waiting for this kind's mail (a digest) is not sent either.
                sqlx::query("DELETE FROM notification_mail WHERE recipient_id = $1 AND kind = $2")
                    .bind(employee_id)
                    .bind(&kind)
                    .execute(&mut *conn)
                    .await
                    .map_err(db)?;
                employee_id
            }
            NotificationInboxEvent::NotificationsEmailed {
                employee_id,
                notification_ids,
                ..
            } => {
                sqlx::query(
                    "DELETE FROM notification_mail
                     WHERE recipient_id = $1 AND notification_id = ANY($2)",
                )
                .bind(employee_id)
                .bind(notification_ids)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                // Nothing a screen shows changed (the bell's count, the settings): no notice.
                return Ok(None);
            }
        };
        Ok(Some(notice(event, INBOX, employee_id, ChangeKind::Updated)))
    }
}

// Notifications by email (issue 35 §6): the mail worker's work list, decided from the journal
// alone (the delivery in force when the notification was derived), so a rebuild agrees.

async fn set_delivery(
    conn: &mut PgConnection,
    employee_id: Uuid,
    kind: &str,
    delivery: NotificationDelivery,
) -> Result<(), ProjectionError> {
    sqlx::query(
        "INSERT INTO notification_deliveries (employee_id, kind, delivery) VALUES ($1, $2, $3)
         ON CONFLICT (employee_id, kind) DO UPDATE SET delivery = EXCLUDED.delivery",
    )
    .bind(employee_id)
    .bind(kind)
    .bind(delivery.as_str())
    .execute(&mut *conn)
    .await
    .map_err(db)?;
    Ok(())
}

/// Queues a new notification's mail when its recipient takes its kind by email, at once or
/// in the digest.
async fn queue_mail(
    conn: &mut PgConnection,
    notification_id: Uuid,
    recipient: Uuid,
    kind: &str,
    at: chrono::DateTime<chrono::Utc>,
) -> Result<(), ProjectionError> {
    let chosen: Option<String> = sqlx::query_scalar(
        "SELECT delivery FROM notification_deliveries WHERE employee_id = $1 AND kind = $2",
    )
    .bind(recipient)
    .bind(kind)
    .fetch_optional(&mut *conn)
    .await
    .map_err(db)?;
    let delivery = chosen
        .as_deref()
        .and_then(NotificationDelivery::from_stored)
        .unwrap_or_else(|| default_delivery(kind));
    let digest = match delivery {
        NotificationDelivery::App => return Ok(()),
        NotificationDelivery::Immediately => false,
        NotificationDelivery::Digest => true,
    };
    sqlx::query(
        "INSERT INTO notification_mail (notification_id, recipient_id, kind, digest, created_at)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (notification_id) DO NOTHING",
    )
    .bind(notification_id)
    .bind(recipient)
    .bind(kind)
    .bind(digest)
    .bind(at)
    .execute(&mut *conn)
    .await
    .map_err(db)?;
    Ok(())
}

/// A notification read in the app before its mail went needs no mail.
async fn forget_read_mail(
    conn: &mut PgConnection,
    employee_id: Uuid,
) -> Result<(), ProjectionError> {
    sqlx::query(
        "DELETE FROM notification_mail m USING notifications n
         WHERE m.recipient_id = $1 AND n.notification_id = m.notification_id AND n.read",
    )
    .bind(employee_id)
    .execute(&mut *conn)
    .await
    .map_err(db)?;
    Ok(())
}

// What sources keep in the hub's tables for later events (never a lookup elsewhere, so a
// rebuild derives the same notifications).

/// Records a subject's owner (told by [`Recipients::Owner`]) and, keyed by a part of it (a
/// workflow step), the role told by [`Recipients::RoleHolders`]; replaces what was recorded.
pub async fn set_subject(
    conn: &mut PgConnection,
    subject_id: Uuid,
    owner_id: Option<Uuid>,
    roles: serde_json::Map<String, serde_json::Value>,
) -> Result<(), ProjectionError> {
    sqlx::query(
        "INSERT INTO notification_subjects (subject_id, owner_id, steps) VALUES ($1, $2, $3)
         ON CONFLICT (subject_id) DO UPDATE SET owner_id = EXCLUDED.owner_id, steps = EXCLUDED.steps",
    )
    .bind(subject_id)
    .bind(owner_id)
    .bind(serde_json::Value::Object(roles))
    .execute(&mut *conn)
    .await
    .map_err(db)?;
    Ok(())
}

/// Adds to (or changes) the roles recorded for parts of a subject.
pub async fn add_roles(
    conn: &mut PgConnection,
    subject_id: Uuid,
    roles: serde_json::Map<String, serde_json::Value>,
) -> Result<(), ProjectionError> {
    sqlx::query("UPDATE notification_subjects SET steps = steps || $2 WHERE subject_id = $1")
        .bind(subject_id)
        .bind(serde_json::Value::Object(roles))
        .execute(&mut *conn)
        .await
        .map_err(db)?;
    Ok(())
}

/// The role recorded for a part of a subject.
pub async fn role_of(
    conn: &mut PgConnection,
    subject_id: Uuid,
    key: &str,
) -> Result<Option<i32>, ProjectionError> {
    let role: Option<Option<i32>> = sqlx::query_scalar(
        "SELECT CASE WHEN jsonb_typeof(steps -> $2::text) = 'number'
                     THEN (steps ->> $2::text)::int END
         FROM notification_subjects WHERE subject_id = $1",
    )
    .bind(subject_id)
    .bind(key)
    .fetch_optional(&mut *conn)
    .await
    .map_err(db)?;
    Ok(role.flatten())
}

async fn owner_of(
    conn: &mut PgConnection,
    subject_id: Uuid,
) -> Result<Option<Uuid>, ProjectionError> {
    let owner: Option<Option<Uuid>> =
        sqlx::query_scalar("SELECT owner_id FROM notification_subjects WHERE subject_id = $1")
            .bind(subject_id)
            .fetch_optional(&mut *conn)
            .await
            .map_err(db)?;
    Ok(owner.flatten())
}

/// Counts one failure of a subject (an email job's recipient failing for good).
pub async fn count_failure(
    conn: &mut PgConnection,
    subject_id: Uuid,
) -> Result<(), ProjectionError> {
    sqlx::query("UPDATE notification_subjects SET failures = failures + 1 WHERE subject_id = $1")
        .bind(subject_id)
        .execute(&mut *conn)
        .await
        .map_err(db)?;
    Ok(())
}

/// The failures counted of a subject.
pub async fn failures_of(
    conn: &mut PgConnection,
    subject_id: Uuid,
) -> Result<i32, ProjectionError> {
    let failures: Option<i32> =
        sqlx::query_scalar("SELECT failures FROM notification_subjects WHERE subject_id = $1")
            .bind(subject_id)
            .fetch_optional(&mut *conn)
            .await
            .map_err(db)?;
    Ok(failures.unwrap_or(0))
}

/// The active holders of a role, as the journal has them now.
async fn holders_of(conn: &mut PgConnection, role_id: i32) -> Result<Vec<Uuid>, ProjectionError> {
    sqlx::query_scalar(
        "SELECT employee_id FROM notification_role_holders
         WHERE active AND role_ids @> ARRAY[$1::int]
         ORDER BY employee_id",
    )
    .bind(role_id)
    .fetch_all(&mut *conn)
    .await
    .map_err(db)
}

/// Records an employee's roles ([`Recipients::RoleHolders`]); a new holder is active.
pub async fn set_roles_held(
    conn: &mut PgConnection,
    employee_id: Uuid,
    role_ids: &[i32],
) -> Result<(), ProjectionError> {
    sqlx::query(
        "INSERT INTO notification_role_holders (employee_id, role_ids, active)
         VALUES ($1, $2, true)
         ON CONFLICT (employee_id) DO UPDATE SET role_ids = EXCLUDED.role_ids",
    )
    .bind(employee_id)
    .bind(role_ids)
    .execute(&mut *conn)
    .await
    .map_err(db)?;
    Ok(())
}

/// Whether an employee's roles count (a deactivated employee is told nothing).
pub async fn set_holder_active(
    conn: &mut PgConnection,
    employee_id: Uuid,
    active: bool,
) -> Result<(), ProjectionError> {
    sqlx::query("UPDATE notification_role_holders SET active = $2 WHERE employee_id = $1")
        .bind(employee_id)
        .bind(active)
        .execute(&mut *conn)
        .await
        .map_err(db)?;
    Ok(())
}

/// The employees a text (a comment) mentioned when last recorded.
pub async fn mentions_of(
    conn: &mut PgConnection,
    text_id: Uuid,
) -> Result<Vec<Uuid>, ProjectionError> {
    let ids: Option<Vec<Uuid>> =
        sqlx::query_scalar("SELECT mention_ids FROM notification_mentions WHERE comment_id = $1")
            .bind(text_id)
            .fetch_optional(&mut *conn)
            .await
            .map_err(db)?;
    Ok(ids.unwrap_or_default())
}

/// Records the employees a text (a comment) mentions.
pub async fn remember_mentions(
    conn: &mut PgConnection,
    text_id: Uuid,
    mention_ids: &[Uuid],
) -> Result<(), ProjectionError> {
    sqlx::query(
        "INSERT INTO notification_mentions (comment_id, mention_ids) VALUES ($1, $2)
         ON CONFLICT (comment_id) DO UPDATE SET mention_ids = EXCLUDED.mention_ids",
    )
    .bind(text_id)
    .bind(mention_ids)
    .execute(&mut *conn)
    .await
    .map_err(db)?;
    Ok(())
}

fn notice(event: &JournalEvent, entity_type: &str, id: Uuid, kind: ChangeKind) -> ChangeNotice {
    ChangeNotice {
        entity_type: entity_type.to_owned(),
        entity_id: id.to_string(),
        version: event.sequence,
        kind,
        correlation_id: event.metadata.correlation_id,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_a_rule_names_is_one_an_employee_chooses_a_delivery_for() {
        for rule in rules() {
            assert!(
                staffhub_domain::notifications::KINDS.contains(&rule.kind),
                "{} has no delivery to choose (issue 35 §6)",
                rule.kind
            );
        }
    }

    #[test]
    fn every_rule_names_an_event_of_its_sources_aggregate() {
        let mut count = 0;
        for source in sources() {
            let kind = staffhub_domain::AGGREGATES
                .iter()
                .find(|k| k.aggregate_type == source.aggregate_type)
                .unwrap_or_else(|| panic!("{} is not an aggregate", source.aggregate_type));
            for rule in source.rules {
                count += 1;
                assert!(
                    kind.event_types.contains(&rule.event_type),
                    "{} is not an event of {}",
                    rule.event_type,
                    source.aggregate_type
                );
            }
        }
        assert!(count > 0, "no area declares a rule");
    }

    #[test]
    fn an_aggregate_type_has_one_source_and_this_projection_reads_it() {
        let types: Vec<&str> = sources().map(|s| s.aggregate_type).collect();
        for (i, t) in types.iter().enumerate() {
            assert!(!types[i + 1..].contains(t), "{t} has two sources");
            assert!(NotificationsProjection.aggregate_types().contains(t));
        }
        assert!(NotificationsProjection.aggregate_types().contains(&INBOX));
    }

    #[test]
    fn the_docs_table_is_the_rules_table() {
        let docs = include_str!("../../docs/notifications.md");
        let rows: Vec<String> = docs
            .lines()
            .filter(|l| l.starts_with("| `"))
            .map(str::to_owned)
            .collect();
        let expected: Vec<String> = rules()
            .map(|r| {
                format!(
                    "| `{}` | {} | `{}` | {} |",
                    r.event_type,
                    if r.when.is_empty() { "always" } else { r.when },
                    r.kind,
                    r.who
                )
            })
            .collect();
        assert_eq!(
            rows, expected,
            "docs/notifications.md differs from the rules"
        );
    }

    #[test]
    fn a_rule_holds_always_or_when_its_condition_is_a_fact() {
        let facts = Facts {
            conditions: vec!["approved"],
            ..Facts::default()
        };
        assert!(facts.holds(""));
        assert!(facts.holds("approved"));
        assert!(!facts.holds("rejected"));
    }

    #[test]
    fn an_excerpt_is_flattened_and_cut_with_an_ellipsis() {
        assert_eq!(excerpt("  a\n\n b  ").as_deref(), Some("a b"));
        assert_eq!(excerpt(" \n ").as_deref(), None);
        let long = "あ".repeat(EXCERPT_MAX_CHARS + 5);
        let cut = excerpt(&long).unwrap();
        assert_eq!(cut.chars().count(), EXCERPT_MAX_CHARS);
        assert!(cut.ends_with('…'));
    }
}
