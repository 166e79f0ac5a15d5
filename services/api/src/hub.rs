//! The node's one NATS subscription, fanned out in-process (brief §2 fan-out):
//! change notices feed GraphQL subscriptions; checkpoint notices let a mutation wait until
//! its events are in the read model (read-your-writes).

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use futures::StreamExt;
use sqlx::PgPool;
use staffhub_journal::JournalPosition;
use staffhub_projections::{ChangeNotice, CheckpointNotice, read_checkpoint, readers_of, subjects};
use tokio::sync::{broadcast, watch};

use crate::sessions::SessionCache;

/// How long a mutation waits for the read model by default before answering from the
/// write side (`STAFFHUB_RYW_TIMEOUT_MS`).
pub const READ_YOUR_WRITES_TIMEOUT: Duration = Duration::from_secs(5);
/// How often a waiting mutation re-reads the checkpoint table, should a notice be lost.
const CHECKPOINT_POLL: Duration = Duration::from_millis(100);
/// How often the fan-out looks at the NATS client's connection count (to notice a reconnect).
const NATS_STATE_POLL: Duration = Duration::from_millis(250);

#[derive(Clone)]
pub struct Hub {
    changes: broadcast::Sender<ChangeNotice>,
    checkpoints: Arc<HashMap<&'static str, watch::Sender<JournalPosition>>>,
    pool: PgPool,
    read_your_writes_timeout: Duration,
    sessions: Arc<SessionCache>,
    /// Counts the times this node's NATS connection came back after a loss. Notices published
    /// meanwhile never arrived, so open sockets are closed (1012) for clients to reconnect
    /// and re-fetch what they show (`graphql::ws`; chaos `nats`, docs/reliability.md).
    interruptions: Arc<watch::Sender<u64>>,
    /// Per aggregate type, the changes this node has heard of: each change notice, and each
    /// command it answered once the read model held it (`Hub::stamp`).
    heard: Arc<HashMap<&'static str, AtomicU64>>,
}

impl std::fmt::Debug for Hub {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Hub").finish_non_exhaustive()
    }
}

impl Hub {
    /// Subscribes to NATS and starts the fan-out task. `sessions` is cleared whenever an
    /// employee or role changes, or another node revokes sessions.
    pub async fn start(
        nats: async_nats::Client,
        pool: PgPool,
        subject_prefix: &str,
        read_your_writes_timeout: Duration,
        sessions: Arc<SessionCache>,
    ) -> Result<Self, async_nats::SubscribeError> {
        let (changes, _) = broadcast::channel(4096);
        let checkpoints: HashMap<_, _> = staffhub_projections::all()
            .iter()
            .map(|p| (p.name(), watch::channel(JournalPosition::START).0))
            .collect();
        let hub = Hub {
            changes,
            checkpoints: Arc::new(checkpoints),
            pool,
            read_your_writes_timeout,
            sessions,
            interruptions: Arc::new(watch::channel(0).0),
            heard: Arc::new(
                staffhub_projections::all()
                    .iter()
                    .flat_map(|p| p.aggregate_types().iter().copied())
                    .map(|t| (t, AtomicU64::new(0)))
                    .collect(),
            ),
        };
        let mut change_sub = nats
            .subscribe(subjects::all_changes(subject_prefix))
            .await?;
        let mut checkpoint_sub = nats
            .subscribe(subjects::all_checkpoints(subject_prefix))
            .await?;
        let mut revoked_sub = nats
            .subscribe(subjects::sessions_revoked(subject_prefix))
            .await?;
        // The client counts its connections: a reconnect, however quick, shows here even when it
        // happened between two looks. Ends with the hub.
        let statistics = nats.statistics();
        let interruptions = Arc::downgrade(&hub.interruptions);
        tokio::spawn(async move {
            let connects = || {
                statistics
                    .connects
                    .load(std::sync::atomic::Ordering::Relaxed)
            };
            let mut seen = connects();
            let mut ticks = tokio::time::interval(NATS_STATE_POLL);
            ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
            loop {
                ticks.tick().await;
                let Some(interruptions) = interruptions.upgrade() else {
                    break;
                };
                let now = connects();
                if now != seen {
                    tracing::warn!(
                        "NATS reconnected; live updates sent meanwhile were lost, asking sockets to reconnect"
                    );
                    interruptions.send_modify(|n| *n += 1);
                    seen = now;
                }
            }
        });
        let fanout = hub.clone();
        tokio::spawn(async move {
            loop {
                tokio::select! {
                    Some(message) = change_sub.next() => {
                        match serde_json::from_slice::<ChangeNotice>(&message.payload) {
                            Ok(notice) => {
                                // Roles and deactivation live in the directory read model that
                                // `authenticate` reads: cached sessions may no longer hold.
                                if matches!(notice.entity_type.as_str(), "Employee" | "Role") {
                                    fanout.sessions.clear();
                                }
                                // Before the live screens hear it and read their pages again.
                                fanout.heard(&notice.entity_type);
                                // No receivers is fine: nobody is subscribed right now.
                                let _ = fanout.changes.send(notice);
                            }
                            Err(error) => tracing::warn!(%error, subject = %message.subject, "malformed change notice"),
                        }
                    }
                    Some(message) = checkpoint_sub.next() => {
                        let projection = message.subject.as_str().rsplit('.').next().unwrap_or_default();
                        if let Ok(notice) = serde_json::from_slice::<CheckpointNotice>(&message.payload) {
                            fanout.checkpoint_reached(projection, notice.position);
                        }
                    }
                    Some(_) = revoked_sub.next() => fanout.sessions.clear(),
                    else => break,
                }
            }
            tracing::warn!("NATS subscriptions ended; live updates stop until restart");
        });
        Ok(hub)
    }

    /// A projection committed its checkpoint at `position`: from NATS, or in-process from a
    /// worker in this process (`WorkerConfig::local_checkpoints`). Either may come first;
    /// only a newer position wakes waiters.
    pub fn checkpoint_reached(&self, projection: &str, position: JournalPosition) {
        if let Some(sender) = self.checkpoints.get(projection) {
            sender.send_if_modified(|current| {
                let newer = position > *current;
                if newer {
                    *current = position;
                }
                newer
            });
        }
    }

    /// How many changes of `types` (aggregate types) this node has heard of, and how many
    /// times its NATS connection came back: what a kept copy of rows they change is as new as
    /// (`read::kept`).
    pub fn stamp(&self, types: &[&str]) -> crate::read::kept::Stamp {
        let changes: u64 = types
            .iter()
            .filter_map(|t| self.heard.get(t))
            .map(|count| count.load(Ordering::Acquire))
            .sum();
        changes + *self.interruptions.borrow()
    }

    /// A change of `aggregate_type` is in the read model: kept copies of rows it changes are
    /// dropped (`read::kept`).
    fn heard(&self, aggregate_type: &str) {
        if let Some(count) = self.heard.get(aggregate_type) {
            count.fetch_add(1, Ordering::AcqRel);
        }
    }

    pub fn subscribe_changes(&self) -> broadcast::Receiver<ChangeNotice> {
        self.changes.subscribe()
    }

    /// Changes each time the NATS connection comes back after a loss (see `interruptions`).
    pub fn interruptions(&self) -> watch::Receiver<u64> {
        self.interruptions.subscribe()
    }

    /// Waits until every projection reading `aggregate_type` has passed `position`, or the
    /// timeout elapses (then the caller answers with what the read model has, and logs it).
    ///
    /// After an employee or role command, this node's cached sessions are dropped once the
    /// directory shows the change, so the caller's next request sees it (its change notice
    /// may be handled a moment after the checkpoint notice that ends the wait).
    pub async fn wait_until_visible(
        &self,
        aggregate_type: &str,
        position: JournalPosition,
    ) -> bool {
        self.wait_until_visible_within(aggregate_type, position, self.read_your_writes_timeout)
            .await
    }

    /// [`Self::wait_until_visible`] with its own bound instead of the configured
    /// read-your-writes timeout: for callers that are not answering a request (the CLI, the
    /// test harness), whose set-up must not depend on how short a test made that timeout.
    pub async fn wait_until_visible_within(
        &self,
        aggregate_type: &str,
        position: JournalPosition,
        timeout: Duration,
    ) -> bool {
        let visible = self.wait(aggregate_type, position, timeout).await;
        if matches!(aggregate_type, "Employee" | "Role") {
            self.sessions.clear();
        }
        // The change notice may come after the answer (this node's checkpoint can come first).
        self.heard(aggregate_type);
        visible
    }

    async fn wait(
        &self,
        aggregate_type: &str,
        position: JournalPosition,
        timeout: Duration,
    ) -> bool {
        if position == JournalPosition::START {
            return true;
        }
        let deadline = tokio::time::Instant::now() + timeout;
        for projection in readers_of(aggregate_type) {
            let Some(sender) = self.checkpoints.get(projection.name()) else {
                continue;
            };
            let mut receiver = sender.subscribe();
            loop {
                if *receiver.borrow_and_update() >= position {
                    break;
                }
                tokio::select! {
                    changed = receiver.changed() => { if changed.is_err() { return false; } }
                    _ = tokio::time::sleep(CHECKPOINT_POLL) => {
                        if let Ok(mut conn) = self.pool.acquire().await
                            && let Ok(current) = read_checkpoint(&mut conn, projection.name()).await
                        {
                            sender.send_if_modified(|c| { let newer = current > *c; if newer { *c = current; } newer });
                        }
                    }
                    _ = tokio::time::sleep_until(deadline) => {
                        tracing::warn!(projection = projection.name(), %position, "read model did not catch up in time");
                        return false;
                    }
                }
            }
        }
        true
    }
}
