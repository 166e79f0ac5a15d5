//! What every fault run checks afterwards: the projections caught up, every acknowledged
//! command is in the read model exactly once, and every read model equals a fresh replay
//! of the journal (`staffhub projections rebuild --all`).

use std::collections::{BTreeMap, HashSet};
use std::path::Path;
use std::time::{Duration, Instant};

use anyhow::{Result, bail};
use sqlx::PgPool;

/// Waits until every projection's checkpoint has reached the journal's end; how long it took.
pub async fn caught_up(pool: &PgPool, within: Duration) -> Result<Duration> {
    let started = Instant::now();
    loop {
        let statuses = staffhub_projections::status_of_all(pool).await?;
        if statuses.iter().all(|s| s.lag_events == 0) {
            return Ok(started.elapsed());
        }
        if started.elapsed() > within {
            let behind: Vec<String> = statuses
                .iter()
                .filter(|s| s.lag_events > 0)
                .map(|s| format!("{} {} behind", s.name, s.lag_events))
                .collect();
            bail!(
                "projections not caught up within {within:?}: {}",
                behind.join(", ")
            );
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// How the acknowledged commands fared in the task list.
#[derive(Debug, Default)]
pub struct Tally {
    pub acknowledged: usize,
    /// Acknowledged, but not in the read model.
    pub lost: usize,
    /// In the read model more than once.
    pub duplicated: usize,
    /// In doubt when the fault struck, and found written.
    pub in_doubt_written: usize,
    /// Refused with 'The database is unavailable', and found written (the commit's answer was
    /// lost with the connection).
    pub unavailable_written: usize,
}

pub async fn tally(pool: &PgPool, label: &str, outcomes: &crate::load::Outcomes) -> Result<Tally> {
    let (acknowledged, in_doubt) = (&outcomes.acknowledged, &outcomes.in_doubt);
    let rows: Vec<(String, i64)> = sqlx::query_as(
        "SELECT title, count(*) FROM task_list WHERE title LIKE $1 || '-%' GROUP BY title",
    )
    .bind(label)
    .fetch_all(pool)
    .await?;
    let counts: BTreeMap<String, i64> = rows.into_iter().collect();
    Ok(Tally {
        acknowledged: acknowledged.len(),
        lost: acknowledged
            .iter()
            .filter(|t| !counts.contains_key(*t))
            .count(),
        duplicated: counts.values().filter(|n| **n > 1).count(),
        in_doubt_written: in_doubt.iter().filter(|t| counts.contains_key(*t)).count(),
        unavailable_written: outcomes
            .unavailable
            .iter()
            .filter(|t| counts.contains_key(*t))
            .count(),
    })
}

/// Projections whose checkpoint counts more events applied than the journal holds for them
/// (an event applied twice), as lines to show; empty when none.
pub async fn applied_twice(pool: &PgPool) -> Result<Vec<String>> {
    let mut lines = Vec::new();
    for projection in staffhub_projections::all() {
        let types: Vec<String> = projection
            .aggregate_types()
            .iter()
            .map(|t| (*t).to_owned())
            .collect();
        let (applied, journal): (i64, i64) = sqlx::query_as(
            "SELECT (SELECT events_applied FROM projection_checkpoints WHERE projection_name = $1),
                    (SELECT count(*) FROM events WHERE aggregate_type = ANY($2))",
        )
        .bind(projection.name())
        .bind(&types)
        .fetch_one(pool)
        .await?;
        if applied > journal {
            lines.push(format!(
                "{}: {applied} applied, {journal} in the journal",
                projection.name()
            ));
        }
    }
    Ok(lines)
}

/// Every row of every projection table, as sorted JSON text per table.
async fn read_models(pool: &PgPool) -> Result<BTreeMap<String, Vec<String>>> {
    let mut all = BTreeMap::new();
    for projection in staffhub_projections::all() {
        for table in projection.tables() {
            let rows: Vec<String> = sqlx::query_scalar(&format!(
                "SELECT to_jsonb(t)::text AS row FROM {table} t ORDER BY 1"
            ))
            .fetch_all(pool)
            .await?;
            all.insert((*table).to_owned(), rows);
        }
    }
    Ok(all)
}

/// Tables whose rows differ from a fresh replay (empty when every read model equals it).
pub async fn differs_from_replay(
    pool: &PgPool,
    bin: &Path,
    database_url: &str,
) -> Result<Vec<String>> {
    let before = read_models(pool).await?;
    crate::cluster::rebuild_all(bin, database_url)?;
    let after = read_models(pool).await?;
    Ok(before
        .iter()
        .filter(|(table, rows)| after.get(*table) != Some(rows))
        .map(|(table, rows)| {
            let replayed = after.get(table).map_or(0, Vec::len);
            let theirs: HashSet<&String> = after.get(table).into_iter().flatten().collect();
            let example = rows
                .iter()
                .find(|r| !theirs.contains(r))
                .map_or_else(String::new, |r| {
                    format!(": e.g. {}", r.chars().take(300).collect::<String>())
                });
            format!(
                "{table} ({} rows live, {replayed} replayed){example}",
                rows.len()
            )
        })
        .collect())
}
