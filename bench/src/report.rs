//! The one table a run prints (and writes to target/bench-results.md).

use std::fmt::Write;

use crate::commands::{CommandsResult, Throughput};
use crate::propagation::PropagationResult;
use crate::reads::ReadsResult;
use crate::rebuild::RebuildResult;
use crate::stats::{ms, rate, thousands};

#[derive(Debug, Default)]
pub struct Report {
    pub machine: String,
    pub server: String,
    pub smoke: bool,
    pub seconds: f64,
    pub clients: usize,
    pub total_seconds: f64,
    pub commands: Option<CommandsResult>,
    pub reads: Option<ReadsResult>,
    pub propagation: Option<PropagationResult>,
    pub rebuild: Option<RebuildResult>,
}

fn verdict(met: bool) -> &'static str {
    if met { "yes" } else { "**no**" }
}

fn latency(t: &Throughput) -> String {
    format!("p50 {} · p99 {}", ms(t.latency.p50()), ms(t.latency.p99()))
}

fn errors(t: &Throughput) -> String {
    if t.errors == 0 {
        String::new()
    } else {
        format!(
            " ({} errors, first: {})",
            t.errors,
            t.first_error
                .as_deref()
                .unwrap_or("?")
                .chars()
                .take(160)
                .collect::<String>()
        )
    }
}

impl Report {
    pub fn markdown(&self) -> String {
        let mut out = String::new();
        let mode = if self.smoke {
            "smoke (tiny sizes; the verdicts mean nothing)"
        } else {
            "full"
        };
        let _ = writeln!(out, "## Staffhub benchmark ({mode})\n");
        let _ = writeln!(out, "- Machine: {}", self.machine);
        let _ = writeln!(out, "- Server: {}", self.server);
        let _ = writeln!(
            out,
            "- {} concurrent clients for P1/P2, {:.0} s per throughput measurement; whole run {:.0} s",
            self.clients, self.seconds, self.total_seconds
        );
        let _ = writeln!(out);
        let _ = writeln!(
            out,
            "| Figure | Staffhub | Raw PostgreSQL, same run | Ratio | Target | Met |"
        );
        let _ = writeln!(out, "|---|---|---|---|---|---|");
        if let Some(c) = &self.commands {
            let ratio = c.graphql.per_second() / c.raw_insert.per_second().max(1e-9);
            let _ = writeln!(
                out,
                "| P1 commands (createTask / changeTaskStatus / changeTaskPriority, distinct aggregates) | {} commands; {}{} | {} single-row INSERTs into an `events` copy; {}{} | {ratio:.2}× | ≥ 0.5× | {} |",
                rate(c.graphql.per_second()),
                latency(&c.graphql),
                errors(&c.graphql),
                rate(c.raw_insert.per_second()),
                latency(&c.raw_insert),
                errors(&c.raw_insert),
                verdict(ratio >= 0.5),
            );
        }
        if let Some(r) = &self.reads {
            let ratio = r.graphql.per_second() / r.raw.per_second().max(1e-9);
            let p99 = r.graphql.latency.p99().unwrap_or(f64::MAX);
            let _ = writeln!(
                out,
                "| P2 reads (`tasks` first 20 of {} rows, statusIds [1,2], UPDATED_AT DESC) | {} queries; {}{} | {} of the same SQL; {}{} | {ratio:.2}× | p99 ≤ 15 ms and ≥ 0.5× | {} |",
                thousands(r.rows as u64),
                rate(r.graphql.per_second()),
                latency(&r.graphql),
                errors(&r.graphql),
                rate(r.raw.per_second()),
                latency(&r.raw),
                errors(&r.raw),
                verdict(p99 <= 15.0 && ratio >= 0.5),
            );
        }
        if let Some(p) = &self.propagation {
            let p50 = p.from_commit.p50().unwrap_or(f64::MAX);
            let p99 = p.from_commit.p99().unwrap_or(f64::MAX);
            let _ = writeln!(
                out,
                "| P3 propagation ({} subscribers × {} createTask; journal append → message parsed at subscriber) | p50 {} · p99 {} (max {}); {} of {} delivered. From mutation sent: p50 {} · p99 {}. Mutation round trip: p50 {} · p99 {} | – | – | p50 ≤ 20 ms, p99 ≤ 100 ms | {} |",
                p.subscribers,
                p.mutations,
                ms(p.from_commit.p50()),
                ms(p.from_commit.p99()),
                ms(p.from_commit.max_ms()),
                thousands(p.delivered as u64),
                thousands(p.expected as u64),
                ms(p.from_send.p50()),
                ms(p.from_send.p99()),
                ms(p.mutation.p50()),
                ms(p.mutation.p99()),
                verdict(p50 <= 20.0 && p99 <= 100.0 && p.delivered == p.expected),
            );
        }
        if let Some(r) = &self.rebuild {
            let _ = writeln!(
                out,
                "| P4 rebuild (tasks projection, `Worker::run_batch`, batch {}) | {} events/s ({} events in {:.1} s → {} task rows) | journal filled by set-based INSERT at {} | – | ≥ 40,000 events/s | {} |",
                r.batch_size,
                thousands(r.events_per_second().round() as u64),
                thousands(r.events as u64),
                r.replay_elapsed.as_secs_f64(),
                thousands(r.rows as u64),
                rate(r.insert_per_second()),
                verdict(r.events_per_second() >= 40_000.0),
            );
        }
        if let Some(c) = &self.commands {
            let _ = writeln!(
                out,
                "| P5 memory (server RSS) | idle {:.1} MiB · peak under P1 {:.1} MiB (VmHWM; sampled VmRSS max {:.1} MiB) | – | – | idle ≤ 60 MB, load ≤ 250 MB | {} |",
                c.rss_idle_mib,
                c.rss_peak_mib,
                c.rss_sampled_peak_mib,
                verdict(c.rss_idle_mib * 1.048_576 <= 60.0 && c.rss_peak_mib * 1.048_576 <= 250.0),
            );
        }
        if let Some(r) = &self.reads {
            let _ = writeln!(
                out,
                "\nP2 plan of the list SQL (EXPLAIN ANALYZE after the run):\n\n```\n{}\n```",
                r.plan
            );
        }
        out
    }
}
