//! What the long-running jobs of a node share (bulk edit, issue 35 §2; import, §3): each is an
//! aggregate of its own that a task of the node advances, recording its progress through the
//! command path, and that a sweep on worker nodes marks interrupted when its node went away.

use std::time::Duration;

use staffhub_domain::Aggregate;
use staffhub_journal::Metadata;
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

/// How long a running job may go without recording anything before it is taken for one whose
/// runner went away (its node stopped). A runner records at least every few hundred
/// milliseconds while it works, and one item's commands are bounded far below this.
pub const STALLED_AFTER: Duration = Duration::from_secs(120);

/// One sweep of a kind of job: `interrupt` for every job of `table` (its id in `id_column`)
/// still 'running' and unchanged for `stalled_after`. Answers how many.
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
        // Refused when it ended meanwhile: nothing to do.
        if command::execute::<T>(state, &metadata, id, interrupt.clone(), Expect::Any)
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
