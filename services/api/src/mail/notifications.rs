//! Notifications by email (issue 35 §6): the worker that mails notifications to employees who
//! take their kind by email, at once or in a daily digest, in the employee's language, with a
//! link to the subject and a one-click unsubscribe per kind (RFC 8058).
//!
//! What is due is the `notifications` projection's `notification_mail` table: one row per
//! notification to mail, keyed by the notification, decided from the journal (the delivery in
//! force when the notification was derived). The worker sends, then records the notifications
//! as emailed on the employee's inbox (`NotificationsEmailed`), which takes the rows out of the
//! work list; the inbox refuses to record one twice. So a restart resends nothing recorded and
//! loses nothing not yet sent: at least once, and twice only if the process dies between the
//! relay's acceptance and the record (the same window as the job sender's; the copies carry
//! one Message-ID).
//!
//! A digest is due at the first `digest_hour` (UTC) after the recipient's oldest waiting
//! notification; it gathers every waiting one into one message. `run_once` takes "now" and the
//! hour, so a test runs a digest without waiting for the clock.
//!
//! A notification is mailed only while its recipient may read its subject, by the same SQL as
//! the notification centre (`read::notifications`); one they may not read is left unsent.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use chrono::{DateTime, Duration as Span, Utc};
use lettre::Message;
use lettre::message::header::{ContentTransferEncoding, ContentType, HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart, SinglePart};
use sqlx::{Connection, PgConnection};
use staffhub_domain::notifications::NotificationInboxCommand;
use staffhub_journal::Metadata;
use tokio::sync::watch;
use tokio::task::JoinHandle;
use uuid::Uuid;

use super::render::{Rendered, escape_html};
use super::transport::Transport;
use crate::areas::notifications::InboxTarget;
use crate::command::{self, Expect};
use crate::error::{ApiError, ApiResult};
use crate::locale::Locale;
use crate::read::notifications::{self as reads, NotificationFilter, NotificationRow};
use crate::sessions::Session;
use crate::state::AppState;

/// The lease's advisory-lock key: one notification mailer in a cluster.
const LEASE: &str = "staffhub.notification_mail";
/// How often the worker looks for due mail.
const PERIOD: Duration = Duration::from_millis(500);
/// A notification mailed at once is not mailed any more after this (a work list rebuilt from
/// the journal never mails the past).
const IMMEDIATE_WITHIN: Span = Span::hours(24);
/// The same for a digest's notifications.
const DIGEST_WITHIN: Span = Span::hours(48);
/// Most notifications one digest gathers (and one record names: the inbox's limit).
const DIGEST_MAX: i64 = 100;
/// How long a notification its recipient cannot see yet is asked about again before it is
/// withheld for good. Its subject's row (or the recipient's) comes from another projection,
/// which may not have applied the event that made the notification yet: a task's assignment
/// reaches the work list before the task's row on a loaded machine.
const SETTLE: Span = Span::minutes(5);

/// The worker's settings (docs/notifications: `STAFFHUB_NOTIFICATION_DIGEST_HOUR` and
/// `STAFFHUB_TIME_ZONE`).
#[derive(Debug, Clone)]
pub struct DigestConfig {
    /// The hour of the day (0–23) the daily digest goes out, in `zone`.
    pub hour: u32,
    /// The company's time zone (issue 35 §6: a digest in the morning where staff work, not at
    /// an hour of UTC); UTC unless `STAFFHUB_TIME_ZONE` names one.
    pub zone: jiff::tz::TimeZone,
}

impl Default for DigestConfig {
    fn default() -> Self {
        Self::utc(7)
    }
}

impl DigestConfig {
    /// A digest at `hour`:00 UTC.
    pub fn utc(hour: u32) -> Self {
        Self {
            hour,
            zone: jiff::tz::TimeZone::UTC,
        }
    }

    pub fn from_env() -> Result<Self, crate::config::ConfigError> {
        const HOUR: &str = "STAFFHUB_NOTIFICATION_DIGEST_HOUR";
        const ZONE: &str = "STAFFHUB_TIME_ZONE";
        let hour = match std::env::var(HOUR) {
            Ok(value) if !value.trim().is_empty() => match value.trim().parse::<u32>() {
                Ok(hour) if hour < 24 => hour,
                _ => return Err(crate::config::ConfigError::BadNumber { name: HOUR, value }),
            },
            _ => Self::default().hour,
        };
        let zone = match std::env::var(ZONE) {
            Ok(value) if !value.trim().is_empty() => jiff::tz::TimeZone::get(value.trim())
                .map_err(|_| crate::config::ConfigError::BadTimeZone { name: ZONE, value })?,
            _ => jiff::tz::TimeZone::UTC,
        };
        Ok(Self { hour, zone })
    }

    /// When a digest holding a notification from `since` goes: the first `hour`:00 in the
    /// zone after it. On a day whose `hour`:00 does not exist there (a clock moved forward) it
    /// goes at the same time of day after the change; on one where it comes twice, the first.
    pub fn due(&self, since: DateTime<Utc>) -> DateTime<Utc> {
        let local = |day: jiff::civil::Date| {
            day.at(self.hour as i8, 0, 0, 0)
                .to_zoned(self.zone.clone())
                .map(|at| at.timestamp())
        };
        let Ok(instant) = jiff::Timestamp::from_second(since.timestamp()) else {
            return since;
        };
        let day = instant.to_zoned(self.zone.clone()).date();
        let first = match local(day) {
            Ok(at) if at.as_second() > since.timestamp() => Ok(at),
            _ => day.tomorrow().and_then(local),
        };
        match first {
            Ok(at) => DateTime::from_timestamp(at.as_second(), 0).unwrap_or(since),
            // Past the calendar's end: nothing to wait for.
            Err(_) => since,
        }
    }
}

/// The mailer: the transport, where links point, and the notifications it found it may not
/// mail (their subject gone or no longer readable), so it does not ask again each round.
pub struct NotificationMailer {
    state: AppState,
    transport: Arc<Transport>,
    public_url: String,
    digest: DigestConfig,
    withheld: Mutex<HashSet<Uuid>>,
    /// Notifications whose mail the relay did not take, with how often and when to try again:
    /// one refused address waits its turn instead of holding every other mail back.
    retrying: Mutex<HashMap<Uuid, (u32, DateTime<Utc>)>>,
    /// Notifications whose mail the relay took while the work list may still show them: the
    /// record of the mailing reaches the work list through its projection, which can lag past
    /// the read-your-writes bound on a loaded machine, and a round must not mail them twice.
    taken: Mutex<HashSet<Uuid>>,
    /// Notifications their recipient could not see when last asked, with when that was first
    /// and when to ask again: withheld once they have stayed unseen for `SETTLE`.
    unseen: Mutex<HashMap<Uuid, Unseen>>,
}

/// When a notification was first found unseen by its recipient, and when to ask again.
#[derive(Debug, Clone, Copy)]
struct Unseen {
    first: DateTime<Utc>,
    next: DateTime<Utc>,
}

impl std::fmt::Debug for NotificationMailer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NotificationMailer")
            .field("digest", &self.digest)
            .finish_non_exhaustive()
    }
}

/// Starts the worker; it stops when `shutdown` says so.
pub fn spawn(
    state: AppState,
    transport: Arc<Transport>,
    public_url: String,
    digest: DigestConfig,
    mut shutdown: watch::Receiver<bool>,
) -> JoinHandle<()> {
    let mailer = NotificationMailer::new(state, transport, public_url, digest);
    tokio::spawn(async move {
        while !*shutdown.borrow() {
            let Some(mut lease) = mailer.lease().await else {
                tokio::select! {
                    _ = tokio::time::sleep(Duration::from_secs(1)) => {}
                    _ = shutdown.changed() => {}
                }
                continue;
            };
            loop {
                if *shutdown.borrow() {
                    break;
                }
                // A lease is only as good as its connection: if it broke, the lock is gone.
                if sqlx::query("SELECT 1").execute(&mut lease).await.is_err() {
                    break;
                }
                if let Err(error) = mailer.run_once(Utc::now()).await {
                    tracing::warn!(error = %error, "notification mail round failed");
                }
                tokio::select! {
                    _ = tokio::time::sleep(PERIOD) => {}
                    _ = shutdown.changed() => {}
                }
            }
            let _ = lease.close().await;
        }
    })
}

/// Who a notification goes to, as the mail needs them.
#[derive(Debug, Clone, sqlx::FromRow)]
struct Recipient {
    employee_id: Uuid,
    name: String,
    email: String,
    locale: Option<String>,
    role_ids: Vec<i32>,
    category_ids: Vec<i16>,
}

impl Recipient {
    fn locale(&self) -> Locale {
        match self.locale.as_deref() {
            Some("ja") => Locale::Ja,
            _ => Locale::En,
        }
    }

    /// The recipient as a reader, for the notification centre's own access condition.
    fn session(&self) -> Session {
        Session {
            employee_id: self.employee_id,
            token_sha256: Vec::new(),
            role_ids: self.role_ids.clone(),
            category_ids: self.category_ids.clone(),
            api_token: None,
        }
    }
}

#[derive(Debug, sqlx::FromRow)]
struct Due {
    notification_id: Uuid,
    recipient_id: Uuid,
}

impl NotificationMailer {
    pub fn new(
        state: AppState,
        transport: Arc<Transport>,
        public_url: String,
        digest: DigestConfig,
    ) -> Self {
        Self {
            state,
            transport,
            public_url: public_url.trim_end_matches('/').to_owned(),
            digest,
            withheld: Mutex::new(HashSet::new()),
            retrying: Mutex::new(HashMap::new()),
            taken: Mutex::new(HashSet::new()),
            unseen: Mutex::new(HashMap::new()),
        }
    }

    async fn lease(&self) -> Option<PgConnection> {
        let mut connection = self.state.pool.acquire().await.ok()?.detach();
        let held: bool = sqlx::query_scalar("SELECT pg_try_advisory_lock(hashtext($1)::bigint)")
            .bind(LEASE)
            .fetch_one(&mut connection)
            .await
            .ok()?;
        if held {
            Some(connection)
        } else {
            let _ = connection.close().await;
            None
        }
    }

    /// What a round at `now` leaves alone: the withheld, those mailed already, and those
    /// waiting to be tried again.
    fn withheld(&self, now: DateTime<Utc>) -> Vec<Uuid> {
        let mut ids: Vec<Uuid> = self
            .withheld
            .lock()
            .expect("not poisoned")
            .iter()
            .copied()
            .collect();
        ids.extend(self.taken.lock().expect("not poisoned").iter().copied());
        ids.extend(
            self.retrying
                .lock()
                .expect("not poisoned")
                .iter()
                .filter(|(_, (_, next))| *next > now)
                .map(|(id, _)| *id),
        );
        ids.extend(
            self.unseen
                .lock()
                .expect("not poisoned")
                .iter()
                .filter(|(_, unseen)| unseen.next > now)
                .map(|(id, _)| *id),
        );
        ids
    }

    /// The recipient could not see `ids` now: asked again a little later (after 2 s, then at
    /// growing gaps up to 30 s) while the subject's projection may still be catching up, and
    /// withheld once `SETTLE` has passed.
    fn unseen_now(&self, ids: &[Uuid], now: DateTime<Utc>) {
        let mut unseen = self.unseen.lock().expect("not poisoned");
        let mut withheld = self.withheld.lock().expect("not poisoned");
        for id in ids {
            let asked = unseen.entry(*id).or_insert(Unseen {
                first: now,
                next: now,
            });
            if now - asked.first >= SETTLE {
                unseen.remove(id);
                withheld.insert(*id);
                continue;
            }
            let waited = (asked.next - asked.first).num_seconds().max(1);
            asked.next = now + Span::seconds((waited * 2).min(30));
        }
    }

    /// The relay did not take the mail of `ids`: tried again after 30 s, doubling up to an hour.
    fn retry_later(&self, ids: &[Uuid]) {
        let mut retrying = self.retrying.lock().expect("not poisoned");
        for id in ids {
            let (attempts, next) = retrying.entry(*id).or_insert((0, Utc::now()));
            *attempts += 1;
            let wait = (30_i64 << (*attempts).min(7)).min(3_600);
            *next = Utc::now() + Span::seconds(wait);
        }
    }

    /// One round at `now`: every notification due at once, then every digest due. Returns
    /// how many messages the relay took.
    pub async fn run_once(&self, now: DateTime<Utc>) -> ApiResult<usize> {
        self.forget_recorded().await?;
        let mut sent = 0;
        let due: Vec<Due> = sqlx::query_as(
            "SELECT notification_id, recipient_id FROM notification_mail
             WHERE NOT digest AND created_at > $1 AND created_at <= $2
               AND NOT (notification_id = ANY($3))
             ORDER BY created_at LIMIT 100",
        )
        .bind(now - IMMEDIATE_WITHIN)
        .bind(now)
        .bind(self.withheld(now))
        .fetch_all(&self.state.pool)
        .await?;
        let mut by_recipient: BTreeMap<Uuid, Vec<Uuid>> = BTreeMap::new();
        for row in due {
            by_recipient
                .entry(row.recipient_id)
                .or_default()
                .push(row.notification_id);
        }
        for (recipient_id, ids) in by_recipient {
            let Some((recipient, rows)) = self.visible(recipient_id, &ids, now).await? else {
                continue;
            };
            for row in rows {
                let message = compose_one(&recipient, &row, &self.links(&recipient, &row.kind));
                self.send(&recipient, &message, &[row.notification_id], false)
                    .await?;
                sent += 1;
            }
        }
        // Digests: a recipient's is due at the first digest hour after their oldest waiting
        // notification.
        let waiting: Vec<(Uuid, DateTime<Utc>)> = sqlx::query_as(
            "SELECT recipient_id, min(created_at) FROM notification_mail
             WHERE digest AND created_at > $1 AND NOT (notification_id = ANY($2))
             GROUP BY recipient_id",
        )
        .bind(now - DIGEST_WITHIN)
        .bind(self.withheld(now))
        .fetch_all(&self.state.pool)
        .await?;
        for (recipient_id, oldest) in waiting {
            if self.digest.due(oldest) > now {
                continue;
            }
            let ids: Vec<Uuid> = sqlx::query_scalar(
                "SELECT notification_id FROM notification_mail
                 WHERE digest AND recipient_id = $1 AND created_at > $2 AND created_at <= $3
                   AND NOT (notification_id = ANY($5))
                 ORDER BY created_at LIMIT $4",
            )
            .bind(recipient_id)
            .bind(now - DIGEST_WITHIN)
            .bind(now)
            .bind(DIGEST_MAX)
            .bind(self.withheld(now))
            .fetch_all(&self.state.pool)
            .await?;
            let Some((recipient, mut rows)) = self.visible(recipient_id, &ids, now).await? else {
                continue;
            };
            if rows.is_empty() {
                continue;
            }
            rows.sort_by_key(|r| r.created_at);
            let links: Vec<Links> = rows
                .iter()
                .map(|row| self.links(&recipient, &row.kind))
                .collect();
            let message = compose_digest(&recipient, &rows, &links, &self.settings_url(&recipient));
            let ids: Vec<Uuid> = rows.iter().map(|r| r.notification_id).collect();
            self.send(&recipient, &message, &ids, true).await?;
            sent += 1;
        }
        Ok(sent)
    }

    /// Keeps in `taken` only what the work list still shows: once the record of a mailing has
    /// taken its rows out, nothing is left to guard (and the set stays as small as the lag).
    /// The guard is this process's: a mailer that starts again (here or on another node)
    /// while a record still waits for its projection may mail it once more, as it may after a
    /// crash between the relay taking a mail and its record.
    async fn forget_recorded(&self) -> ApiResult<()> {
        let taken: Vec<Uuid> = self
            .taken
            .lock()
            .expect("not poisoned")
            .iter()
            .copied()
            .collect();
        if taken.is_empty() {
            return Ok(());
        }
        let waiting: HashSet<Uuid> = sqlx::query_scalar(
            "SELECT notification_id FROM notification_mail WHERE notification_id = ANY($1)",
        )
        .bind(&taken)
        .fetch_all(&self.state.pool)
        .await?
        .into_iter()
        .collect();
        // Only what was asked about is forgotten: an id taken since is kept.
        self.taken
            .lock()
            .expect("not poisoned")
            .retain(|id| waiting.contains(id) || !taken.contains(id));
        Ok(())
    }

    /// The recipient (when active) and the notifications among `ids` they may see; those they
    /// may not are asked about again a little later, and withheld once that has lasted
    /// `SETTLE` (a subject deleted or out of reach, a recipient deactivated).
    async fn visible(
        &self,
        recipient_id: Uuid,
        ids: &[Uuid],
        now: DateTime<Utc>,
    ) -> ApiResult<Option<(Recipient, Vec<NotificationRow>)>> {
        let recipient: Option<Recipient> = sqlx::query_as(
            "SELECT d.employee_id, d.name, d.email, c.locale,
                    coalesce(array_agg(r.role_id ORDER BY r.role_id) FILTER (WHERE r.role_id IS NOT NULL), '{}') AS role_ids,
                    coalesce(array_agg(DISTINCT r.category_id) FILTER (WHERE r.role_id IS NOT NULL), '{}') AS category_ids
             FROM employee_directory d
             LEFT JOIN employee_credentials c ON c.employee_id = d.employee_id
             LEFT JOIN role_directory r ON r.role_id = ANY (d.role_ids) AND r.deleted_at IS NULL
             WHERE d.employee_id = $1 AND d.deactivated_at IS NULL
             GROUP BY d.employee_id, d.name, d.email, c.locale",
        )
        .bind(recipient_id)
        .fetch_optional(&self.state.pool)
        .await?;
        let Some(recipient) = recipient else {
            self.unseen_now(ids, now);
            return Ok(None);
        };
        let filter = NotificationFilter {
            recipient_id,
            unread_only: false,
            access: crate::areas::notifications::subject_access(&recipient.session()),
        };
        let rows = reads::by_ids(&self.state.reads, &filter, ids).await?;
        let (seen, unseen): (Vec<Uuid>, Vec<Uuid>) = ids
            .iter()
            .partition(|id| rows.iter().any(|r| r.notification_id == **id));
        {
            let mut asked = self.unseen.lock().expect("not poisoned");
            for id in &seen {
                asked.remove(id);
            }
        }
        self.unseen_now(&unseen, now);
        Ok(Some((recipient, rows)))
    }

    fn prefix(recipient: &Recipient) -> &'static str {
        match recipient.locale() {
            Locale::En => "",
            Locale::Ja => "/ja",
        }
    }

    fn settings_url(&self, recipient: &Recipient) -> String {
        format!(
            "{}{}/settings/notifications",
            self.public_url,
            Self::prefix(recipient)
        )
    }

    fn links(&self, recipient: &Recipient, kind: &str) -> Links {
        let token = self
            .state
            .mail
            .tokens
            .notification_unsubscribe(recipient.employee_id, kind)
            .unwrap_or_default();
        Links {
            base: format!("{}{}", self.public_url, Self::prefix(recipient)),
            unsubscribe: unsubscribe_url(&self.public_url, &token),
            settings: self.settings_url(recipient),
        }
    }

    /// Hands the message over, then records its notifications as emailed (and waits until
    /// the work list has them out, so the next round does not see them again).
    async fn send(
        &self,
        recipient: &Recipient,
        message: &Composed,
        ids: &[Uuid],
        digest: bool,
    ) -> ApiResult<()> {
        let rendered = match build(
            &self.state.mail.config.system_from,
            recipient,
            message,
            ids[0],
            digest,
        ) {
            Ok(rendered) => rendered,
            Err(error) => {
                // A message that cannot be made (an address lettre cannot read) never will be:
                // withheld, and the round goes on with everyone else's.
                tracing::warn!(error = %error, "a notification mail could not be made");
                self.withheld.lock().expect("not poisoned").extend(ids);
                return Ok(());
            }
        };
        if let Err(failure) = self.transport.send(ids[0], &rendered).await {
            // Left in the work list and tried again later, backing off (for the day the work
            // list keeps it), while other mail goes on.
            tracing::warn!(reason = %failure.reason, "a notification mail was not taken");
            self.retry_later(ids);
            return Ok(());
        }
        {
            let mut retrying = self.retrying.lock().expect("not poisoned");
            for id in ids {
                retrying.remove(id);
            }
        }
        // Taken: from here on no round mails them again, whether or not the record below
        // reaches the work list before the next round (or fails, and the row waits a restart).
        self.taken.lock().expect("not poisoned").extend(ids);
        let command = NotificationInboxCommand::RecordNotificationsEmailed {
            employee_id: recipient.employee_id,
            notification_ids: ids.to_vec(),
            digest,
        };
        let started = Instant::now();
        match command::execute::<InboxTarget>(
            &self.state,
            &Metadata::system(),
            recipient.employee_id,
            command,
            Expect::Any,
        )
        .await
        {
            Ok(committed) => {
                command::answer::<InboxTarget>(
                    &self.state,
                    recipient.employee_id,
                    committed,
                    started,
                )
                .await?;
                Ok(())
            }
            // Recorded already (a round before a restart): nothing more to do.
            Err(ApiError::Coded(crate::catalogue::Code::NothingChanged)) => Ok(()),
            Err(error) => Err(error),
        }
    }
}

/// The one-click unsubscribe address (RFC 8058's `List-Unsubscribe` and the mail's link).
pub fn unsubscribe_url(public_url: &str, token: &str) -> String {
    format!("{}/n/u/{token}", public_url.trim_end_matches('/'))
}

/// Where one notification's mail points.
#[derive(Debug, Clone)]
struct Links {
    /// The app under the recipient's locale prefix.
    base: String,
    unsubscribe: String,
    settings: String,
}

impl Links {
    /// The notification's own page, which opens its subject (`/notifications/:id`).
    fn notification(&self, row: &NotificationRow) -> String {
        let id = crate::graphql::ids::encode("Notification", row.notification_id);
        format!("{}/notifications/{}", self.base, id.as_str())
    }
}

/// A composed message: subject, plain text, HTML and the unsubscribe address of its header.
#[derive(Debug, Clone)]
pub struct Composed {
    pub subject: String,
    pub text: String,
    pub html: String,
    pub unsubscribe: String,
}

/// What a kind of notification says, in the recipient's language.
fn kind_text(kind: &str, locale: Locale) -> (&'static str, &'static str) {
    // (the line before the title, the kind's name for the unsubscribe line)
    let (en, ja) = match kind {
        "TASK_ASSIGNED" => (
            ("A task was assigned to you", "task assignment"),
            ("タスクが割り当てられました", "タスクの割り当て"),
        ),
        "ISSUE_ASSIGNED" => (
            ("An issue was assigned to you", "issue assignment"),
            ("課題が割り当てられました", "課題の割り当て"),
        ),
        "MENTIONED" => (
            ("You were mentioned", "mention"),
            ("メンションされました", "メンション"),
        ),
        "APPROVAL_REQUESTED" => (
            ("Your approval is requested", "approval request"),
            ("承認が依頼されました", "承認の依頼"),
        ),
        "APPROVAL_APPROVED" => (
            ("Your request was approved", "approval"),
            ("申請が承認されました", "承認"),
        ),
        "APPROVAL_REJECTED" => (
            ("Your request was sent back", "rejection"),
            ("申請が差し戻されました", "差し戻し"),
        ),
        "QUESTION_ANSWERED" => (
            ("Your question was answered", "answer"),
            ("質問に回答がありました", "質問への回答"),
        ),
        "EMAIL_JOB_COMPLETED" => (
            ("Your email job was sent", "email job completion"),
            ("メール配信が完了しました", "メール配信の完了"),
        ),
        _ => (
            (
                "Your email job failed for some recipients",
                "email job failure",
            ),
            ("メール配信の一部が失敗しました", "メール配信の失敗"),
        ),
    };
    match locale {
        Locale::En => en,
        Locale::Ja => ja,
    }
}

fn greeting(recipient: &Recipient) -> String {
    match recipient.locale() {
        Locale::En => format!("Hello {},", recipient.name),
        Locale::Ja => format!("{} 様", recipient.name),
    }
}

const BUTTON: &str = "display:inline-block;padding:8px 14px;background:#228be6;color:#fff;border-radius:4px;text-decoration:none";

fn html_page(locale: Locale, title: &str, body: &str) -> String {
    let lang = match locale {
        Locale::En => "en",
        Locale::Ja => "ja",
    };
    format!(
        "<!doctype html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\"><title>{}</title></head>\
         <body style=\"font-family:sans-serif;line-height:1.5\">{body}<p>Staffhub</p></body></html>\n",
        escape_html(title)
    )
}

/// One notification's mail.
fn compose_one(recipient: &Recipient, row: &NotificationRow, links: &Links) -> Composed {
    let locale = recipient.locale();
    let (line, name) = kind_text(&row.kind, locale);
    let url = links.notification(row);
    let subject = match locale {
        Locale::En => format!("{line}: {}", row.subject_title),
        Locale::Ja => format!("{line}：{}", row.subject_title),
    };
    let (open, why, stop, change) = match locale {
        Locale::En => (
            "Open in Staffhub".to_owned(),
            format!("You get this email because {name} notifications reach you by email."),
            format!("Stop {name} emails"),
            "Choose how notifications reach you",
        ),
        Locale::Ja => (
            "Staffhubで開く".to_owned(),
            format!("「{name}」の通知をメールで受け取る設定のため、このメールをお送りしています。"),
            format!("「{name}」のメールを停止"),
            "通知の受け取り方を選ぶ",
        ),
    };
    let excerpt = row.excerpt.as_deref().unwrap_or("");
    let hello = greeting(recipient);
    let text = format!(
        "{hello}\n\n{line}:\n{title}\n{excerpt}\n\n{open}: {url}\n\n-- \n{why}\n{stop}: {unsub}\n{change}: {settings}\n",
        title = row.subject_title,
        unsub = links.unsubscribe,
        settings = links.settings,
    );
    let body = format!(
        "<p>{hello}</p><p>{line}:<br><strong>{title}</strong></p>{excerpt}\
         <p><a href=\"{url}\" style=\"{BUTTON}\">{open}</a></p>\
         <p style=\"font-size:12px;color:#555\">{why}<br><a href=\"{unsub}\">{stop}</a> · <a href=\"{settings}\">{change}</a></p>",
        hello = escape_html(&hello),
        line = escape_html(line),
        title = escape_html(&row.subject_title),
        excerpt = if excerpt.is_empty() {
            String::new()
        } else {
            format!("<blockquote>{}</blockquote>", escape_html(excerpt))
        },
        url = escape_html(&url),
        open = escape_html(&open),
        why = escape_html(&why),
        unsub = escape_html(&links.unsubscribe),
        stop = escape_html(&stop),
        settings = escape_html(&links.settings),
        change = escape_html(change),
    );
    Composed {
        html: html_page(locale, &subject, &body),
        subject,
        text,
        unsubscribe: links.unsubscribe.clone(),
    }
}

/// A daily digest: every waiting notification, each with its link and its kind's unsubscribe.
fn compose_digest(
    recipient: &Recipient,
    rows: &[NotificationRow],
    links: &[Links],
    settings: &str,
) -> Composed {
    let locale = recipient.locale();
    let count = rows.len();
    let (subject, intro, stop_word, change) = match locale {
        Locale::En => (
            format!(
                "Your Staffhub digest: {count} notification{}",
                if count == 1 { "" } else { "s" }
            ),
            "Here is what happened since your last digest:".to_owned(),
            "stop these",
            "Choose how notifications reach you",
        ),
        Locale::Ja => (
            format!("Staffhubのまとめ：{count}件の通知"),
            "前回のまとめ以降のお知らせです。".to_owned(),
            "この種類を停止",
            "通知の受け取り方を選ぶ",
        ),
    };
    let hello = greeting(recipient);
    let mut text = format!("{hello}\n\n{intro}\n\n");
    let mut items = String::new();
    for (row, link) in rows.iter().zip(links) {
        let (line, _) = kind_text(&row.kind, locale);
        let url = link.notification(row);
        text.push_str(&format!(
            "- {line}: {title}\n  {url}\n  ({stop_word}: {unsub})\n",
            title = row.subject_title,
            unsub = link.unsubscribe
        ));
        items.push_str(&format!(
            "<li>{line}: <a href=\"{url}\">{title}</a> <span style=\"font-size:12px\">(<a href=\"{unsub}\">{stop_word}</a>)</span></li>",
            line = escape_html(line),
            url = escape_html(&url),
            title = escape_html(&row.subject_title),
            unsub = escape_html(&link.unsubscribe),
        ));
    }
    text.push_str(&format!("\n-- \n{change}: {settings}\n"));
    let body = format!(
        "<p>{hello}</p><p>{intro}</p><ul>{items}</ul>\
         <p style=\"font-size:12px;color:#555\"><a href=\"{settings}\">{change}</a></p>",
        hello = escape_html(&hello),
        intro = escape_html(&intro),
        settings = escape_html(settings),
    );
    // A digest's header unsubscribes from the kind of its first notification: RFC 8058 has one
    // address per message; each line of the digest carries its own kind's.
    let unsubscribe = links
        .first()
        .map(|l| l.unsubscribe.clone())
        .unwrap_or_default();
    Composed {
        html: html_page(locale, &subject, &body),
        subject,
        text,
        unsubscribe,
    }
}

fn quoted_printable(content_type: ContentType, body: String) -> SinglePart {
    SinglePart::builder()
        .header(content_type)
        .header(ContentTransferEncoding::QuotedPrintable)
        .body(body)
}

/// The message as the relay takes it: the system's From, RFC 8058's headers, and a Message-ID
/// named after the (first) notification, the same on a resend.
fn build(
    from: &str,
    recipient: &Recipient,
    message: &Composed,
    first: Uuid,
    digest: bool,
) -> ApiResult<Rendered> {
    let invalid = |e: String| ApiError::internal("notification mail", std::io::Error::other(e));
    let from: Mailbox = from.parse().map_err(|e| invalid(format!("{e}")))?;
    let to = Mailbox::new(
        Some(recipient.name.clone()).filter(|n| !n.is_empty()),
        recipient
            .email
            .parse()
            .map_err(|e| invalid(format!("{e}")))?,
    );
    let message_id = format!(
        "<{}.{first}@{}>",
        if digest {
            "notification-digest"
        } else {
            "notification"
        },
        from.email.domain()
    );
    let mut built = Message::builder()
        .from(from)
        .to(to)
        .subject(message.subject.clone())
        .message_id(Some(message_id.clone()))
        .multipart(
            MultiPart::alternative()
                .singlepart(quoted_printable(
                    ContentType::TEXT_PLAIN,
                    message.text.clone(),
                ))
                .singlepart(quoted_printable(
                    ContentType::TEXT_HTML,
                    message.html.clone(),
                )),
        )
        .map_err(|e| invalid(e.to_string()))?;
    let headers = built.headers_mut();
    for (name, value) in [
        ("Auto-Submitted", "auto-generated".to_owned()),
        ("List-Unsubscribe", format!("<{}>", message.unsubscribe)),
        (
            "List-Unsubscribe-Post",
            "List-Unsubscribe=One-Click".to_owned(),
        ),
    ] {
        headers.insert_raw(HeaderValue::new(
            HeaderName::new_from_ascii_str(name),
            value,
        ));
    }
    Ok(Rendered {
        envelope: built.envelope().clone(),
        bytes: built.formatted(),
        message_id,
        headers: Vec::new(),
    })
}

// The unsubscribe (issue 35 §6): `/n/u/{token}`. A GET shows a page that confirms (link
// scanners follow links, so a GET alone never unsubscribes); a POST, from its button or a
// mailbox provider's RFC 8058 one-click, unsubscribes. The signed token names the employee and
// the kind, so no sign-in is needed; the page is in the employee's language.

/// The routes the mail's unsubscribe reaches.
pub fn routes() -> axum::Router<crate::http::Web> {
    axum::Router::new().route(
        "/n/u/{token}",
        axum::routing::get(unsubscribe_page).post(unsubscribe),
    )
}

/// The language the employee signed in with last (the mail's), else the browser's.
async fn page_locale(
    web: &crate::http::Web,
    employee_id: Uuid,
    headers: &axum::http::HeaderMap,
) -> Locale {
    let stored: Option<Option<String>> =
        sqlx::query_scalar("SELECT locale FROM employee_credentials WHERE employee_id = $1")
            .bind(employee_id)
            .fetch_optional(&web.state.pool)
            .await
            .ok()
            .flatten();
    match stored.flatten().as_deref() {
        Some("ja") => Locale::Ja,
        Some(_) => Locale::En,
        None => Locale::from_headers(headers),
    }
}

fn page(locale: Locale, title: &str, body: &str) -> axum::response::Response {
    use axum::response::IntoResponse;
    let lang = match locale {
        Locale::En => "en",
        Locale::Ja => "ja",
    };
    axum::response::Html(format!(
        "<!doctype html><html lang=\"{lang}\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width\"><title>{t}</title></head>\
         <body style=\"font-family:sans-serif;line-height:1.5;max-width:36rem;margin:2rem auto;padding:0 1rem\"><main><h1>{t}</h1>{body}</main></body></html>",
        t = escape_html(title)
    ))
    .into_response()
}

fn invalid_link(headers: &axum::http::HeaderMap) -> axum::response::Response {
    use axum::response::IntoResponse;
    let locale = Locale::from_headers(headers);
    let code = crate::catalogue::Code::UnsubscribeLinkInvalid;
    let mut response = page(
        locale,
        locale.pick(("Unsubscribe", "配信停止")),
        &format!(
            "<p role=\"alert\">{} <small>({})</small></p>",
            escape_html(code.message(locale)),
            code.code()
        ),
    );
    *response.status_mut() = axum::http::StatusCode::NOT_FOUND;
    response.into_response()
}

async fn unsubscribe_page(
    axum::extract::State(web): axum::extract::State<crate::http::Web>,
    axum::extract::Path(token): axum::extract::Path<String>,
    headers: axum::http::HeaderMap,
) -> axum::response::Response {
    let Some((employee_id, kind)) = web
        .state
        .mail
        .tokens
        .verify_notification_unsubscribe(&token)
    else {
        return invalid_link(&headers);
    };
    let locale = page_locale(&web, employee_id, &headers).await;
    let (_, name) = kind_text(kind, locale);
    let (title, question, button) = match locale {
        Locale::En => (
            "Unsubscribe".to_owned(),
            format!("Stop emails about {name} notifications? They stay in the app."),
            format!("Stop {name} emails"),
        ),
        Locale::Ja => (
            "配信停止".to_owned(),
            format!("「{name}」の通知メールを停止しますか？通知はアプリ内に引き続き届きます。"),
            format!("「{name}」のメールを停止"),
        ),
    };
    page(
        locale,
        &title,
        &format!(
            "<p>{}</p><form method=\"post\"><input type=\"hidden\" name=\"List-Unsubscribe\" value=\"One-Click\"><button type=\"submit\">{}</button></form>",
            escape_html(&question),
            escape_html(&button)
        ),
    )
}

async fn unsubscribe(
    axum::extract::State(web): axum::extract::State<crate::http::Web>,
    axum::extract::Path(token): axum::extract::Path<String>,
    headers: axum::http::HeaderMap,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    let Some((employee_id, kind)) = web
        .state
        .mail
        .tokens
        .verify_notification_unsubscribe(&token)
    else {
        return invalid_link(&headers);
    };
    let command = NotificationInboxCommand::UnsubscribeFromNotificationEmail {
        employee_id,
        kind: kind.to_owned(),
    };
    // The employee's own doing, though not signed in: the token is theirs.
    let metadata = Metadata::for_request(Some(employee_id), Uuid::now_v7());
    let started = Instant::now();
    match command::execute::<InboxTarget>(&web.state, &metadata, employee_id, command, Expect::Any)
        .await
    {
        Ok(committed) => {
            let _ =
                command::answer::<InboxTarget>(&web.state, employee_id, committed, started).await;
        }
        // Unsubscribed already (a second click, or the provider's one-click first).
        Err(ApiError::Coded(crate::catalogue::Code::NothingChanged)) => {}
        Err(error) => {
            tracing::error!(error = %error, "a notification unsubscribe failed");
            return axum::http::StatusCode::INTERNAL_SERVER_ERROR.into_response();
        }
    }
    let locale = page_locale(&web, employee_id, &headers).await;
    let (_, name) = kind_text(kind, locale);
    let public_url = web.state.mail.config.public_url.clone().unwrap_or_default();
    let settings = format!(
        "{public_url}{}/settings/notifications",
        match locale {
            Locale::En => "",
            Locale::Ja => "/ja",
        }
    );
    let (title, done, change) = match locale {
        Locale::En => (
            "Unsubscribed",
            format!("You will no longer get {name} emails. These notifications stay in the app."),
            "Choose how notifications reach you",
        ),
        Locale::Ja => (
            "配信を停止しました",
            format!("「{name}」のメールは今後届きません。通知はアプリ内に引き続き届きます。"),
            "通知の受け取り方を選ぶ",
        ),
    };
    page(
        locale,
        title,
        &format!(
            "<p role=\"status\">{}</p><p><a href=\"{}\">{}</a></p>",
            escape_html(&done),
            escape_html(&settings),
            escape_html(change)
        ),
    )
}

#[cfg(test)]
mod tests {
    use chrono::Timelike;

    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(text)
            .unwrap()
            .with_timezone(&Utc)
    }

    #[test]
    fn a_digest_goes_at_the_first_digest_hour_after_its_oldest_notification() {
        let seven = DigestConfig::utc(7);
        assert_eq!(
            seven.due(at("2026-12-06T05:30:00Z")),
            at("2026-12-06T07:00:00Z")
        );
        assert_eq!(
            seven.due(at("2026-12-06T07:00:00Z")),
            at("2026-12-07T07:00:00Z")
        );
        assert_eq!(
            seven.due(at("2026-12-06T18:00:00Z")),
            at("2026-12-07T07:00:00Z")
        );
        assert_eq!(
            DigestConfig::utc(23).due(at("2026-12-06T18:00:00Z")).hour(),
            23
        );
    }

    fn zone(name: &str) -> jiff::tz::TimeZone {
        jiff::tz::TimeZone::get(name).expect("the system's tz database names it")
    }

    #[test]
    fn the_digest_hour_is_the_companys_local_hour() {
        // 7:00 in Tokyo is 22:00 UTC the day before: a notification at 21:00 UTC waits an
        // hour, one at 23:00 UTC (8:00 in Tokyo) until the next morning there.
        let tokyo = DigestConfig {
            hour: 7,
            zone: zone("Asia/Tokyo"),
        };
        assert_eq!(
            tokyo.due(at("2026-12-06T21:00:00Z")),
            at("2026-12-06T22:00:00Z")
        );
        assert_eq!(
            tokyo.due(at("2026-12-06T23:00:00Z")),
            at("2026-12-07T22:00:00Z")
        );
        // New York moves its clocks: 7:00 there is 12:00 UTC in winter and 11:00 in summer.
        let new_york = DigestConfig {
            hour: 7,
            zone: zone("America/New_York"),
        };
        assert_eq!(
            new_york.due(at("2026-12-06T05:00:00Z")),
            at("2026-12-06T12:00:00Z")
        );
        assert_eq!(
            new_york.due(at("2026-07-06T05:00:00Z")),
            at("2026-07-06T11:00:00Z")
        );
        // 2:00 does not exist there on 8 March 2026 (2:00 became 3:00): it goes at 3:00 EDT.
        let early = DigestConfig {
            hour: 2,
            zone: zone("America/New_York"),
        };
        assert_eq!(
            early.due(at("2026-03-08T05:00:00Z")),
            at("2026-03-08T07:00:00Z")
        );
    }

    fn recipient(locale: &str) -> Recipient {
        Recipient {
            employee_id: Uuid::nil(),
            name: "Ada <L>".into(),
            email: "ada@example.com".into(),
            locale: Some(locale.into()),
            role_ids: Vec::new(),
            category_ids: Vec::new(),
        }
    }

    fn row(kind: &str, title: &str) -> NotificationRow {
        NotificationRow {
            notification_id: Uuid::now_v7(),
            recipient_id: Uuid::nil(),
            kind: kind.into(),
            subject_type: "Task".into(),
            subject_id: Uuid::nil(),
            subject_title: title.into(),
            actor_id: None,
            excerpt: None,
            read: false,
            created_at: Utc::now(),
        }
    }

    fn links() -> Links {
        Links {
            base: "https://hub.example/ja".into(),
            unsubscribe: "https://hub.example/n/u/tok".into(),
            settings: "https://hub.example/ja/settings/notifications".into(),
        }
    }

    #[test]
    fn a_mail_is_in_the_recipients_language_with_its_link_and_unsubscribe() {
        let r = row("TASK_ASSIGNED", "Ship <it>");
        let mail = compose_one(&recipient("ja"), &r, &links());
        assert_eq!(mail.subject, "タスクが割り当てられました：Ship <it>");
        assert!(
            mail.text.contains("https://hub.example/ja/notifications/"),
            "{}",
            mail.text
        );
        assert!(mail.text.contains("https://hub.example/n/u/tok"));
        assert!(mail.html.contains("Ship &lt;it&gt;") && !mail.html.contains("<it>"));
        assert!(mail.html.contains("lang=\"ja\""));
        let mail = compose_one(&recipient("en"), &r, &links());
        assert_eq!(mail.subject, "A task was assigned to you: Ship <it>");
        assert!(
            mail.text.contains("Stop task assignment emails"),
            "{}",
            mail.text
        );
    }

    #[test]
    fn a_digest_gathers_every_notification_in_one_message() {
        let rows = vec![row("MENTIONED", "One"), row("QUESTION_ANSWERED", "Two")];
        let mail = compose_digest(&recipient("en"), &rows, &[links(), links()], "https://s");
        assert_eq!(mail.subject, "Your Staffhub digest: 2 notifications");
        assert!(
            mail.text.contains("You were mentioned: One"),
            "{}",
            mail.text
        );
        assert!(mail.text.contains("Your question was answered: Two"));
        let mail = compose_digest(&recipient("ja"), &rows[..1], &[links()], "https://s");
        assert_eq!(mail.subject, "Staffhubのまとめ：1件の通知");
    }

    #[test]
    fn the_message_carries_rfc_8058_headers() {
        let r = row("TASK_ASSIGNED", "T");
        let mail = compose_one(&recipient("en"), &r, &links());
        let rendered = build(
            "Staffhub <no-reply@hub.example>",
            &recipient("en"),
            &mail,
            r.notification_id,
            false,
        )
        .unwrap();
        let raw = String::from_utf8_lossy(&rendered.bytes);
        assert!(
            raw.contains("List-Unsubscribe: <https://hub.example/n/u/tok>"),
            "{raw}"
        );
        assert!(
            raw.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"),
            "{raw}"
        );
        assert!(rendered.message_id.contains(&r.notification_id.to_string()));
    }
}
