//! The worker loop that runs one projection: lease, wake-ups, batches, fan-out.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use sqlx::postgres::PgListener;
use sqlx::{Connection, PgConnection, PgPool};
use staffhub_journal::{JournalEvent, JournalPosition, read_after};
use tokio::sync::{broadcast, mpsc, watch};
use tokio::task::JoinHandle;
use tracing::Instrument;

use crate::checkpoint::{advance, read_checkpoint};
use crate::{
    ChangeNotice, CheckpointMove, CheckpointNotice, OneStatement, Projection, ProjectionError,
    subjects,
};

/// Channel the journal's trigger notifies on commit (schema/migrations/…_journal.sql).
pub const EVENTS_CHANNEL: &str = "staffhub_events";

#[derive(Debug, Clone)]
pub struct WorkerConfig {
    /// Events per transaction.
    pub batch_size: i64,
    /// Fallback poll when no notification arrives (events held back behind a slow
    /// transaction produce no new notification when they become visible).
    pub poll_interval: Duration,
    /// How often a standby retries the lease, and a failed worker restarts.
    pub retry_interval: Duration,
    /// NATS subject prefix (see `subjects`).
    pub subject_prefix: String,
    /// Told of each checkpoint a batch commits, in this process, before NATS carries it.
    pub local_checkpoints: Option<CheckpointSink>,
}

/// Where a worker reports committed checkpoints in-process: the API node's hub, when the
/// workers run in the same process (`staffhub serve`), so a mutation waiting for its
/// read-your-writes position is woken without the NATS round trip (issue 6, P1). Other
/// nodes still learn it from NATS.
#[derive(Clone)]
pub struct CheckpointSink(Arc<dyn Fn(&'static str, JournalPosition) + Send + Sync>);

impl CheckpointSink {
    pub fn new(sink: impl Fn(&'static str, JournalPosition) + Send + Sync + 'static) -> Self {
        Self(Arc::new(sink))
    }
}

impl std::fmt::Debug for CheckpointSink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CheckpointSink")
    }
}

impl Default for WorkerConfig {
    fn default() -> Self {
        Self {
            batch_size: 500,
            poll_interval: Duration::from_millis(250),
            retry_interval: Duration::from_secs(1),
            subject_prefix: subjects::DEFAULT_PREFIX.to_owned(),
            local_checkpoints: None,
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum WorkerError {
    #[error("database error")]
    Database(#[from] sqlx::Error),
    #[error(transparent)]
    Projection(#[from] ProjectionError),
}

/// Spawns one supervised worker per registered projection. Each restarts after an error
/// (logged with its cause chain) until `shutdown` turns true.
pub fn spawn_all(
    pool: PgPool,
    nats: Option<async_nats::Client>,
    config: WorkerConfig,
    shutdown: watch::Receiver<bool>,
) -> Vec<JoinHandle<()>> {
    // One LISTEN connection for every worker of this process, not one each: with a
    // connection per projection the listeners alone would fill a small pool.
    let (wakeups, listening) = Wakeups::spawn(pool.clone(), shutdown.clone());
    crate::all()
        .iter()
        .map(|projection| {
            let worker = Worker {
                pool: pool.clone(),
                nats: nats.clone(),
                projection: projection.clone(),
                config: config.clone(),
                wakeups: Some(wakeups.clone()),
            };
            tokio::spawn(worker.supervise(shutdown.clone()))
        })
        .chain(std::iter::once(listening))
        .collect()
}

/// The journal's commit notifications, heard on one connection and handed to every worker of
/// the process. A worker that falls behind the channel (or hears nothing while the listener
/// reconnects) loses nothing: it treats a gap as "something was appended", and its poll
/// covers the rest.
#[derive(Debug, Clone)]
pub struct Wakeups(broadcast::Sender<String>);

impl Wakeups {
    /// Starts listening on `pool` (one connection, reconnecting after a failure) until
    /// `shutdown` turns true.
    pub fn spawn(pool: PgPool, mut shutdown: watch::Receiver<bool>) -> (Self, JoinHandle<()>) {
        let (sender, _) = broadcast::channel(1024);
        let wakeups = Self(sender.clone());
        let task = tokio::spawn(async move {
            while !is_shut_down(&shutdown) {
                match listen(&pool, &sender, &mut shutdown).await {
                    Ok(()) => return,
                    Err(error) => {
                        tracing::warn!(error = %error, "the journal listener failed; reconnecting")
                    }
                }
                // Whatever was committed meanwhile: every worker reads its tail once.
                let _ = sender.send(String::new());
                tokio::select! {
                    _ = tokio::time::sleep(Duration::from_secs(1)) => {}
                    _ = shutdown.changed() => {}
                }
            }
        });
        (wakeups, task)
    }

    pub fn subscribe(&self) -> broadcast::Receiver<String> {
        self.0.subscribe()
    }
}

async fn listen(
    pool: &PgPool,
    sender: &broadcast::Sender<String>,
    shutdown: &mut watch::Receiver<bool>,
) -> Result<(), sqlx::Error> {
    let mut listener = PgListener::connect_with(pool).await?;
    listener.listen(EVENTS_CHANNEL).await?;
    loop {
        tokio::select! {
            notification = listener.recv() => {
                let _ = sender.send(notification?.payload().to_owned());
            }
            _ = shutdown.changed() => return Ok(()),
        }
    }
}

/// Where a worker hears of commits: the process's shared [`Wakeups`], or its own listener.
enum Heard {
    Own(PgListener),
    Shared(broadcast::Receiver<String>),
}

impl Heard {
    /// The next notification's payload (the aggregate type; empty: anything).
    async fn recv(&mut self) -> Result<String, WorkerError> {
        match self {
            Self::Own(listener) => Ok(listener.recv().await?.payload().to_owned()),
            Self::Shared(receiver) => match receiver.recv().await {
                Ok(payload) => Ok(payload),
                Err(broadcast::error::RecvError::Lagged(_)) => Ok(String::new()),
                // The listener stopped (shutdown): the poll carries on alone.
                Err(broadcast::error::RecvError::Closed) => std::future::pending().await,
            },
        }
    }

    /// Drops what is already buffered (one batch answers it all).
    fn drain(&mut self) {
        match self {
            Self::Own(listener) => while listener.next_buffered().is_some() {},
            Self::Shared(receiver) => while receiver.try_recv().is_ok() {},
        }
    }
}

/// Runs one projection.
#[derive(Clone)]
pub struct Worker {
    pub pool: PgPool,
    pub nats: Option<async_nats::Client>,
    pub projection: Arc<dyn Projection>,
    pub config: WorkerConfig,
    /// The process's shared commit notifications; `None`: this worker listens on its own.
    pub wakeups: Option<Wakeups>,
}

fn is_shut_down(shutdown: &watch::Receiver<bool>) -> bool {
    *shutdown.borrow()
}

impl Worker {
    pub async fn supervise(self, mut shutdown: watch::Receiver<bool>) {
        let name = self.projection.name();
        while !is_shut_down(&shutdown) {
            if let Err(error) = self.run(shutdown.clone()).await {
                tracing::error!(projection = name, error = %error_chain(&error), "projection worker failed; restarting");
            }
            tokio::select! {
                _ = tokio::time::sleep(self.config.retry_interval) => {}
                _ = shutdown.changed() => {}
            }
        }
    }

    /// Holds the lease while running; returns on shutdown or error.
    pub async fn run(&self, mut shutdown: watch::Receiver<bool>) -> Result<(), WorkerError> {
        let name = self.projection.name();
        // The lease: a session-level advisory lock on a connection taken out of the pool, so
        // the lock dies with the connection and never leaks back into the pool.
        let mut lease = self.pool.acquire().await?.detach();
        loop {
            if try_lease(&mut lease, name).await? {
                break;
            }
            tracing::debug!(
                projection = name,
                "another worker holds the lease; standing by"
            );
            tokio::select! {
                _ = tokio::time::sleep(self.config.retry_interval) => {}
                _ = shutdown.changed() => return Ok(()),
            }
        }
        tracing::info!(projection = name, "projection worker holds the lease");
        // The lease connection also runs the batches: it never goes back to the pool, so its
        // session may commit without waiting for the WAL flush (see `BEGIN_RELAXED` for why
        // that is safe for read models), which a one-statement batch needs (no SET LOCAL
        // without a transaction). It also spares each batch a pool checkout.
        sqlx::query(RELAXED_SESSION).execute(&mut lease).await?;
        let mut listener = match &self.wakeups {
            Some(wakeups) => Heard::Shared(wakeups.subscribe()),
            None => {
                let mut listener = PgListener::connect_with(&self.pool).await?;
                listener.listen(EVENTS_CHANNEL).await?;
                Heard::Own(listener)
            }
        };
        let result = self
            .run_leased(&mut listener, &mut lease, &mut shutdown)
            .await;
        let _ = lease.close().await;
        result
    }

    async fn run_leased(
        &self,
        listener: &mut Heard,
        lease: &mut PgConnection,
        shutdown: &mut watch::Receiver<bool>,
    ) -> Result<(), WorkerError> {
        // While it holds the lease this worker is the checkpoint's only writer, so between
        // polls it keeps the position in memory instead of reading it back per batch.
        // `advance`'s compare-and-set still guards every write (a failed one drops the copy),
        // and each poll reads the table again, so a checkpoint reset by hand is noticed within
        // a poll interval even when no event arrives.
        let mut cursor = None;
        // A steady poll, not a timeout reset by each notification: notifications for other
        // aggregate types must not postpone it (events that a slow transaction held back
        // produce no notification of their own when they become visible).
        let mut poll = tokio::time::interval(self.config.poll_interval);
        poll.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        // NATS fan-out happens beside the loop, in order, so the next batch need not wait
        // for it (a waiting mutation on this node was already told in-process).
        let publisher = self.publisher();
        loop {
            // Drain: full batches mean more is waiting.
            loop {
                let (consumed, committed) = self.batch(lease, &mut cursor).await?;
                if let Some(committed) = committed {
                    let _ = publisher.send(committed);
                }
                if consumed < self.config.batch_size as usize {
                    break;
                }
                if is_shut_down(shutdown) {
                    return Ok(());
                }
            }
            loop {
                tokio::select! {
                    notification = listener.recv() => {
                        if self.reads_notified(&notification?) {
                            // Commits notified before the batch reads the tail are all in
                            // that read: one batch answers them all.
                            listener.drain();
                            break;
                        }
                    }
                    _ = poll.tick() => {
                        // Make sure the lease connection is still alive (and so the lock held).
                        sqlx::query("SELECT 1").execute(&mut *lease).await?;
                        cursor = None;
                        break;
                    }
                    _ = shutdown.changed() => return Ok(()),
                }
            }
        }
    }

    /// Whether a journal notification concerns this projection. Its payload names the
    /// aggregate type appended (migration `…06`); an empty one may concern anyone.
    fn reads_notified(&self, payload: &str) -> bool {
        payload.is_empty() || self.reads(payload)
    }

    fn reads(&self, aggregate_type: &str) -> bool {
        self.projection.aggregate_types().contains(&aggregate_type)
    }

    /// Applies one batch from the stored checkpoint and publishes its notices; returns how
    /// many journal events it consumed.
    pub async fn run_batch(&self) -> Result<usize, WorkerError> {
        let mut conn = self.pool.acquire().await?;
        let (consumed, committed) = self.batch(&mut conn, &mut None).await?;
        if let Some((notices, to)) = committed {
            self.publish(&notices, to).await;
        }
        Ok(consumed)
    }

    /// A task that publishes committed batches' notices in commit order; it ends when the
    /// sender is dropped.
    fn publisher(&self) -> mpsc::UnboundedSender<(Vec<ChangeNotice>, JournalPosition)> {
        let (sender, mut committed) =
            mpsc::unbounded_channel::<(Vec<ChangeNotice>, JournalPosition)>();
        let worker = self.clone();
        tokio::spawn(async move {
            while let Some((notices, to)) = committed.recv().await {
                worker.publish(&notices, to).await;
            }
        });
        sender
    }

    /// Applies one batch after `cursor` (read from the checkpoint table when `None`), and
    /// moves `cursor` to where the checkpoint now is.
    ///
    /// Round trips (issue 6, P1): the tail is read before any transaction, so a wake-up with
    /// nothing new costs one query; a batch with nothing this projection reads moves the
    /// checkpoint with one statement; a batch with work is one more statement when the
    /// projection writes it together with the checkpoint
    /// ([`Projection::apply_batch_and_advance`]), else a transaction.
    async fn batch(
        &self,
        conn: &mut PgConnection,
        cursor: &mut Option<JournalPosition>,
    ) -> Result<Batch, WorkerError> {
        let name = self.projection.name();
        let from = match *cursor {
            Some(position) => position,
            None => read_checkpoint(&mut *conn, name).await?,
        };
        let events = read_after(&mut *conn, from, self.config.batch_size).await?;
        let Some(last) = events.last() else {
            *cursor = Some(from);
            return Ok((0, None));
        };
        let to = last.position;
        let span = tracing::info_span!("projection_batch", projection = name, events = events.len(), %from, %to);
        let notices = async {
            let mine = events_of(self.projection.as_ref(), &events);
            if mine.is_empty() {
                let moved = advance(&mut *conn, name, from, to, 0).await?;
                return Ok::<_, WorkerError>(moved.then(Vec::new));
            }
            // Only an existing checkpoint row can be compare-and-set in one statement; the
            // first batch creates the row in a transaction.
            if from != JournalPosition::START {
                let checkpoint = CheckpointMove {
                    projection: name,
                    from,
                    to,
                    applied: mine.len() as i64,
                };
                match self
                    .projection
                    .apply_batch_and_advance(&mut *conn, &mine, &checkpoint)
                    .await?
                {
                    OneStatement::Applied(notices) => return Ok(Some(one_per_entity(notices))),
                    OneStatement::CheckpointMoved => return Ok(None),
                    OneStatement::Unsupported => {}
                }
            }
            let mut tx = conn.begin_with(BEGIN_RELAXED).await?;
            let notices = one_per_entity(self.projection.apply_batch(&mut tx, &mine).await?);
            if !advance(&mut tx, name, from, to, mine.len() as i64).await? {
                return Ok(None);
            }
            tx.commit().await?;
            Ok(Some(notices))
        }
        .instrument(span.clone())
        .await?;
        let Some(notices) = notices else {
            // Another writer moved the checkpoint: a rebuild that swapped in, or (despite
            // the lease) a second worker. The batch rolled back; start again from the table.
            tracing::info!(parent: &span, "checkpoint moved under this worker; batch rolled back, re-reading it");
            *cursor = None;
            return Ok((events.len(), None));
        };
        *cursor = Some(to);
        if let Some(local) = &self.config.local_checkpoints {
            (local.0)(name, to);
        }
        Ok((events.len(), Some((notices, to))))
    }

    /// Fan-out after commit. A lost notice is not lost data: subscribers re-read the read
    /// model, and read-your-writes falls back to polling the checkpoint table.
    async fn publish(&self, notices: &[ChangeNotice], to: JournalPosition) {
        let Some(nats) = &self.nats else { return };
        for notice in notices {
            let mut headers = async_nats::HeaderMap::new();
            headers.insert(
                subjects::CORRELATION_HEADER,
                notice.correlation_id.to_string().as_str(),
            );
            let payload = serde_json::to_vec(notice).unwrap_or_default();
            let subject = subjects::change(
                &self.config.subject_prefix,
                &notice.entity_type,
                &notice.entity_id,
            );
            if let Err(error) = nats
                .publish_with_headers(subject, headers, payload.into())
                .await
            {
                tracing::warn!(%error, "could not publish a change notice");
            }
        }
        let checkpoint = serde_json::to_vec(&CheckpointNotice { position: to }).unwrap_or_default();
        if let Err(error) = nats
            .publish(
                subjects::checkpoint(&self.config.subject_prefix, self.projection.name()),
                checkpoint.into(),
            )
            .await
        {
            tracing::warn!(%error, "could not publish a checkpoint notice");
        }
        if let Err(error) = nats.flush().await {
            tracing::warn!(%error, "could not flush NATS");
        }
    }
}

/// Events a batch consumed, and what it committed: the notices to publish and the new
/// checkpoint (none when nothing was committed).
type Batch = (usize, Option<(Vec<ChangeNotice>, JournalPosition)>);

/// How a projection batch begins: its commit does not wait for the WAL flush
/// (`synchronous_commit = off`), sent with BEGIN in one round trip. Read models are derived:
/// a crash can lose only the last batches, and since rows and checkpoint commit together they
/// are lost together and applied again from the journal. Other sessions see a batch as soon
/// as it commits, so read-your-writes is unaffected. The journal's appends stay fully durable.
/// (Issue 6, P1: no fsync wait per batch.)
pub(crate) const BEGIN_RELAXED: &str = "BEGIN; SET LOCAL synchronous_commit = off";

/// The same for a whole session: the worker's own connection (never returned to the pool).
const RELAXED_SESSION: &str = "SET synchronous_commit = off";

async fn try_lease(conn: &mut PgConnection, projection: &str) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT pg_try_advisory_lock(hashtext('staffhub.projection.' || $1)::bigint)",
    )
    .bind(projection)
    .fetch_one(conn)
    .await
}

/// Applies the events this projection reads, inside the caller's transaction. Returns how
/// many it applied and one change notice per entity touched (the latest version wins).
pub(crate) async fn apply_events(
    conn: &mut PgConnection,
    projection: &dyn Projection,
    events: &[JournalEvent],
) -> Result<(i64, Vec<ChangeNotice>), ProjectionError> {
    let mine = events_of(projection, events);
    if mine.is_empty() {
        return Ok((0, Vec::new()));
    }
    let notices = projection.apply_batch(conn, &mine).await?;
    Ok((mine.len() as i64, one_per_entity(notices)))
}

/// The events of the aggregate types `projection` reads, in commit order.
fn events_of<'e>(projection: &dyn Projection, events: &'e [JournalEvent]) -> Vec<&'e JournalEvent> {
    events
        .iter()
        .filter(|event| {
            projection
                .aggregate_types()
                .contains(&event.aggregate_type.as_str())
        })
        .collect()
}

/// One change notice per entity touched (the latest version wins), in first-touched order.
fn one_per_entity(all: Vec<ChangeNotice>) -> Vec<ChangeNotice> {
    let mut notices: Vec<ChangeNotice> = Vec::new();
    let mut index: HashMap<(String, String), usize> = HashMap::new();
    for notice in all {
        let key = (notice.entity_type.clone(), notice.entity_id.clone());
        match index.get(&key) {
            Some(&i) => notices[i].absorb(notice),
            None => {
                index.insert(key, notices.len());
                notices.push(notice);
            }
        }
    }
    notices
}

/// "outer: middle: inner" — the whole cause chain on one line.
pub fn error_chain(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}
