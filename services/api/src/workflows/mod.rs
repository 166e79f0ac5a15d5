//! Workflows' processes (issue 20) that are not a request: the overdue process manager, and
//! the AI flow generation's prompt and parser ([`flow`]).
//!
//! *Invariant:* a step becomes overdue by an event the process manager records when its due
//! time passes, never by a check at read time: lists filter on it, history shows when it
//! happened, and every node reads the same answer.

pub mod flow;

use chrono::{DateTime, Utc};
use staffhub_domain::workflows::WorkflowInstanceCommand;
use staffhub_journal::Metadata;
use uuid::Uuid;

use crate::areas::workflows::WorkflowInstanceTarget;
use crate::command::{self, Expect};
use crate::state::AppState;

/// Most steps one round marks (the rest wait for the next round).
const ROUND: i64 = 500;

/// Marks, every `period`, the in-progress steps whose due time has passed.
pub fn spawn_overdue(
    state: AppState,
    period: std::time::Duration,
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
            if let Err(error) = mark_overdue(&state, Utc::now()).await {
                tracing::warn!(error = %error, "marking overdue workflow steps failed");
            }
        }
    })
}

/// One round at `now`: records `WorkflowStepOverdue` for each current step due by then; returns
/// how many it recorded. A refusal means the step moved on meanwhile (or another node marked
/// it): nothing to do.
pub async fn mark_overdue(state: &AppState, now: DateTime<Utc>) -> Result<usize, sqlx::Error> {
    let due: Vec<(Uuid, Uuid)> = sqlx::query_as(
        "SELECT instance_id, current_step_key FROM workflow_instances
         WHERE progress = 1 AND NOT overdue AND current_due_at <= $1
           AND current_step_key IS NOT NULL
         ORDER BY current_due_at LIMIT $2",
    )
    .bind(now)
    .bind(ROUND)
    .fetch_all(&state.pool)
    .await?;
    let mut marked = 0;
    for (instance_id, step_key) in due {
        let command = WorkflowInstanceCommand::MarkOverdue { step_key, at: now };
        let metadata = Metadata::system();
        // `run` waits until the read model shows the mark, so the next round does not pick
        // the same step again.
        match command::run::<WorkflowInstanceTarget>(
            state,
            &metadata,
            instance_id,
            command,
            Expect::Any,
        )
        .await
        {
            Ok(_) => marked += 1,
            Err(error) => tracing::debug!(%instance_id, ?error, "step not marked overdue"),
        }
    }
    Ok(marked)
}
