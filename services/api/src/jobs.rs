//! What the long-running jobs of a node share (bulk edit, issue 35 §2; import, §3): each is an
//! aggregate of its own that a task of the node advances, recording its progress through the
//! command path, and that a sweep on worker nodes marks interrupted when its node went away.

use std::collections::HashMap;
use std::time::Duration;

use staffhub_domain::Aggregate;
use staffhub_journal::{JournalPosition, Metadata};
use uuid::Uuid;

use crate::command::{self, Expect, Target};
use crate::error::ApiResult;
use crate::state::AppState;

/// Records `command` on job `id`: false when it could not be. A journal outage is waited out a
/// little; past that the job is left running, and a sweep marks it interrupted.
pub async fn record<T>(
    state: &AppState,
    metadata: &Metadata,
    id: Uuid,
    command: <T::Aggregate as Aggregate>::Command,
) -> bool
where
    T: Target<Id = Uuid>,
{
    let name = staffhub_domain::Command::name(&command);
    let job = T::Aggregate::TYPE;
    for attempt in 0..5u32 {
        match command::execute::<T>(state, metadata, id, command.clone(), Expect::Any).await {
            Ok(_) => return true,
            Err(error) if error.is_refusal() => {
                tracing::error!(job, %id, command = name, error = %error, "a job's record was refused");
                return false;
            }
            Err(error) => {
                tracing::warn!(job, %id, command = name, attempt, error = %error, "recording a job failed; retrying");
                tokio::time::sleep(Duration::from_millis(200 << attempt)).await;
            }
        }
    }
    false
}

/// Where a job's writes sit: the last position it wrote of each kind of aggregate, so that
/// "done" waits for every list that reads any of them, not only for the readers of the kind it
/// happened to write last.
#[derive(Debug, Default)]
pub struct Written(HashMap<&'static str, JournalPosition>);

impl Written {
    pub fn note(&mut self, aggregate_type: &'static str, position: JournalPosition) {
        let last = self.0.entry(aggregate_type).or_insert(position);
        *last = (*last).max(position);
    }
}

/// How long a job waits at most for the lists to show what it wrote before it says "done".
/// Not a request's read-your-writes bound (5 s): nobody's request is held, and a job that says
/// "done" early names rows the lists do not show yet, and a second run of the same file would
/// be decided before them (seen under a loaded machine's lag, where the bound ran out).
pub const SETTLE_WITHIN: Duration = Duration::from_secs(60);

/// Waits, within [`SETTLE_WITHIN`] in all, until every reader of what the job wrote shows it.
/// False when the bound ran out first (the job then says "done" anyway: its writes are
/// committed, and the lists follow).
pub async fn settle(state: &AppState, written: Written) -> bool {
    let deadline = tokio::time::Instant::now() + SETTLE_WITHIN;
    let mut all = true;
    for (aggregate_type, position) in written.0 {
        let left = deadline.saturating_duration_since(tokio::time::Instant::now());
        all &= state
            .hub
            .wait_until_visible_within(aggregate_type, position, left)
            .await;
    }
    if !all {
        tracing::warn!(within = ?SETTLE_WITHIN, "a job's writes were not yet shown by every list when it said done");
    }
    all
}

/// How long a running job may go without recording anything before it is taken for one whose
/// runner went away (its node stopped). A runner records at least every few hundred
/// milliseconds while it works, and one item's commands are bounded far below this.
pub const STALLED_AFTER: Duration = Duration::from_secs(120);

/// One sweep of a kind of job: `interrupt` for every job of `table` (its id in `id_column`)
/// still 'running' whose journal has recorded nothing for `stalled_after`. Answers how many.
pub async fn sweep<T>(
    state: &AppState,
    table: &'static str,
    id_column: &'static str,
    stalled_after: Duration,
    interrupt: <T::Aggregate as Aggregate>::Command,
) -> ApiResult<usize>
where
    T: Target<Id = Uuid>,
{
    let cutoff = chrono::Utc::now()
        - chrono::Duration::from_std(stalled_after)
            .unwrap_or_else(|_| chrono::Duration::minutes(2));
    let stalled: Vec<Uuid> = sqlx::query_scalar(&format!(
        "SELECT {id_column} FROM {table} WHERE status = 'running' AND updated_at < $1"
    ))
    .bind(cutoff)
    .fetch_all(&state.pool)
    .await?;
    let metadata = Metadata::for_request(None, Uuid::new_v4());
    let mut swept = 0;
    for id in stalled {
        // The read model only names candidates: a projection running behind (a loaded node, a
        // rebuild) shows a live job's last record late. The journal decides: a job that
        // recorded anything since the cutoff is alive, and the interrupt expects the version
        // read here, so a record landing meanwhile makes it refused as stale.
        let last: Option<(i64, chrono::DateTime<chrono::Utc>)> = sqlx::query_as(
            "SELECT sequence, recorded_at FROM events \
             WHERE aggregate_type = $1 AND aggregate_id = $2 ORDER BY sequence DESC LIMIT 1",
        )
        .bind(T::Aggregate::TYPE)
        .bind(id.to_string())
        .fetch_optional(&state.pool)
        .await?;
        let Some((version, recorded_at)) = last else {
            continue;
        };
        if recorded_at >= cutoff {
            continue;
        }
        // Refused when it ended or moved on meanwhile: nothing to do.
        if command::execute::<T>(
            state,
            &metadata,
            id,
            interrupt.clone(),
            Expect::Version(version),
        )
        .await
        .is_ok()
        {
            swept += 1;
        }
    }
    Ok(swept)
}

/// Sweeps every kind of job every `period` (on worker nodes): a job whose runner went away then
/// says what it did and that the rest was not done, instead of running forever.
pub fn spawn_sweeper(
    state: AppState,
    period: Duration,
    mut shutdown: tokio::sync::watch::Receiver<bool>,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut ticker = tokio::time::interval(period);
        ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = ticker.tick() => {}
                _ = shutdown.wait_for(|stop| *stop) => return,
            }
            if let Err(error) = crate::bulk::sweep(&state, STALLED_AFTER).await {
                tracing::warn!(error = %error, "sweeping stalled bulk changes failed");
            }
            if let Err(error) = crate::import::sweep(&state, STALLED_AFTER).await {
                tracing::warn!(error = %error, "sweeping stalled imports failed");
            }
        }
    })
}
