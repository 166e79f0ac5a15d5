//! The one table a run prints (and writes to target/bench-results.md).

use std::fmt::Write;

use crate::commands::{CommandsResult, Throughput};
use crate::experiments::ReplayBreakdown;
use crate::floor::FloorResult;
use crate::pipeline::{BoardResult, MovesResult};
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
    /// Synthetic events already in the spine's journal when the server started.
    pub journal_prefill: i64,
    pub commands: Option<CommandsResult>,
    pub reads: Option<ReadsResult>,
    pub propagation: Option<PropagationResult>,
    /// P8: the deal board's query.
    pub board: Option<BoardResult>,
    /// P10: keyword search over documents, as a reader of a third of them.
    pub search: Option<crate::search::SearchResult>,
    /// P15: search everywhere, as the same reader.
    pub global_search: Option<crate::search::GlobalResult>,
    /// P11: the issue list, one status and one category.
    pub issues: Option<crate::issues::IssuesResult>,
    /// P12: an application's tree: directories, subtrees and a directory's moves.
    pub trees: Option<crate::applications::TreesResult>,
    /// P9: a deal move reaching every open board.
    pub moves: Option<MovesResult>,
    pub rebuild: Option<RebuildResult>,
    /// P6: a batch email job to a loopback SMTP listener, beside a bare lettre pool.
    pub mail: Option<crate::email::MailResult>,
    /// P13: AI answers streaming from a loopback provider to WebSocket clients.
    pub ai: Option<crate::ai::AiResult>,
    /// P14: the home page's query and a notification reaching the open page.
    pub home: Option<crate::home::HomeResult>,
    /// P16: a 10,000-row list exported as CSV and XLSX (issue 35 §4).
    pub export: Option<crate::export::ExportResult>,
    /// P17: one bulk change of 1,000 issues, and its undo (issue 35 §2).
    pub bulk: Option<crate::bulk::BulkResult>,
    /// P18: an import of 10,000 rows from CSV, and the same file again (issue 35 §3).
    pub import: Option<crate::import::ImportResult>,
    pub floor: Option<FloorResult>,
    pub experiments: Experiments,
    /// Figures that could not be measured, with why: the run reports them and goes on.
    pub failed: Vec<(String, String)>,
}

#[derive(Debug, Default)]
pub struct Experiments {
    /// P3 with a tenth of the subscribers.
    pub p3_few: Option<PropagationResult>,
    pub replay: Option<ReplayBreakdown>,
    /// P11 without its count, and without naming each row's references.
    pub p11: Option<crate::issues::IssueLevers>,
    /// P11 with a covering status index, on a server of its own.
    pub p11_covering: Option<crate::issues::CoveringLever>,
}

fn verdict(met: bool) -> &'static str {
    if met { "yes" } else { "**no**" }
}

fn latency(t: &Throughput) -> String {
    format!("p50 {} · p99 {}", ms(t.latency.p50()), ms(t.latency.p99()))
}

pub(crate) fn errors(t: &Throughput) -> String {
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
    /// Writes the table so far (after every figure, so a long run that is stopped keeps what
    /// it measured).
    pub fn save(&self, path: &std::path::Path) {
        if let Some(parent) = path.parent() {
            let _ = std::fs::create_dir_all(parent);
        }
        if let Err(error) = std::fs::write(path, self.markdown()) {
            eprintln!("could not write {}: {error}", path.display());
        }
    }

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
        if self.journal_prefill > 0 {
            let _ = writeln!(
                out,
                "- The spine's journal held {} synthetic events before the server started (checkpoints past them)",
                thousands(self.journal_prefill as u64)
            );
        }
        let _ = writeln!(out);
        if !self.failed.is_empty() {
            // First, so that a figure that failed is not read as one that was never asked for.
            let _ = writeln!(out, "**Could not be measured:**\n");
            for (figure, why) in &self.failed {
                let _ = writeln!(out, "- {figure}: {why}");
            }
            let _ = writeln!(out);
        }
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
        if let Some(b) = &self.board {
            let p99 = b.board.latency.p99().unwrap_or(f64::MAX);
            let beside = self.reads.as_ref().map_or(String::new(), |r| {
                format!(
                    "P2's `tasks` page, same run: {}; {}",
                    rate(r.graphql.per_second()),
                    latency(&r.graphql)
                )
            });
            let _ = writeln!(
                out,
                "| P8 deal board (`dealBoard`: 9 columns × first 20 cards, server-side count and totals, over {} organizations) | {} boards; {}{} | {beside} | – | p99 ≤ 20 ms | {} |",
                thousands(b.organizations as u64),
                rate(b.board.per_second()),
                latency(&b.board),
                errors(&b.board),
                verdict(p99 <= 20.0 && b.board.errors == 0),
            );
        }
        if let Some(r) = &self.search {
            let p99 = r.graphql.latency.p99().unwrap_or(f64::MAX);
            let hits = r
                .hits
                .iter()
                .map(|(k, (n, capped), idle)| {
                    let plus = if *capped { "+" } else { "" };
                    format!("{k} {}{plus} ({idle:.1} ms alone)", thousands(*n as u64))
                })
                .collect::<Vec<_>>()
                .join(", ");
            let _ = writeln!(
                out,
                "| P10 keyword search (`documents` with a keyword: 20 ranked hits with passages and the total, over {} documents, half Japanese, as an employee who may read {}; hits per keyword, and one request's time with the server otherwise idle: {hits}) | {} searches; {}{} | raw SQL (list + count, access filter included): {}; {}{} | – | p99 ≤ 30 ms | {} |",
                thousands(r.documents as u64),
                thousands(r.readable as u64),
                rate(r.graphql.per_second()),
                latency(&r.graphql),
                errors(&r.graphql),
                rate(r.raw.per_second()),
                latency(&r.raw),
                errors(&r.raw),
                verdict(p99 <= 30.0 && r.graphql.errors == 0),
            );
        }
        if let Some(g) = &self.global_search {
            let p99 = g.graphql.latency.p99().unwrap_or(f64::MAX);
            let found = g
                .keywords
                .iter()
                .map(|(k, groups, idle)| format!("{k}: {groups} ({idle:.1} ms alone)"))
                .collect::<Vec<_>>()
                .join("; ");
            // Issue 33's goal: within 3× P2's p99 in the same run.
            let p2 = self.reads.as_ref().and_then(|r| r.graphql.latency.p99());
            let (beside, goal) = match p2 {
                Some(p2) => (
                    format!("P2's p99 in this run: {p2:.1} ms; ratio {:.1}×", p99 / p2),
                    p99 <= 3.0 * p2,
                ),
                None => ("P2 not run".to_owned(), false),
            };
            let _ = writeln!(
                out,
                "| P15 search everywhere (`search`, first 5 per area, every area the P10 reader may list, beside {} documents and whatever this run seeded: groups and one request's time alone per text: {found}) | {} searches; {}{} | {beside} | – | p99 ≤ 3× P2's | {} |",
                thousands(g.documents as u64),
                rate(g.graphql.per_second()),
                latency(&g.graphql),
                errors(&g.graphql),
                verdict(goal && g.graphql.errors == 0),
            );
        }
        if let Some(i) = &self.issues {
            let p99 = i.graphql.latency.p99().unwrap_or(f64::MAX);
            let beside = self.reads.as_ref().map_or(String::new(), |r| {
                format!(
                    "; P2's `tasks` page, same run: {}; {}",
                    rate(r.graphql.per_second()),
                    latency(&r.graphql)
                )
            });
            let (status, category, matching) = &i.filter;
            let _ = writeln!(
                out,
                "| P11 issue list (`issues` first 20 of {} issues, statusIds [{status}], categoryIds [{category}] ({} match), UPDATED_AT DESC, with totalCount, status, categories and assignees) | {} lists; {}{} | raw SQL (list + count): {}; {}{}{beside} | – | p99 ≤ 15 ms | {} |",
                thousands(i.issues as u64),
                thousands(*matching as u64),
                rate(i.graphql.per_second()),
                latency(&i.graphql),
                errors(&i.graphql),
                rate(i.raw.per_second()),
                latency(&i.raw),
                errors(&i.raw),
                verdict(p99 <= 15.0 && i.graphql.errors == 0),
            );
        }
        self.trees_rows(&mut out);
        if let Some(m) = &self.moves {
            let p99 = m.from_commit.p99().unwrap_or(f64::MAX);
            let _ = writeln!(
                out,
                "| P9 deal move → board ({} subscribers × {} moveDeal, with the nine column totals; journal append → message parsed) | p50 {} · p99 {} (max {}); {} of {} delivered. From move sent: p50 {} · p99 {} | – | – | p99 ≤ 100 ms | {} |",
                m.subscribers,
                m.moves,
                ms(m.from_commit.p50()),
                ms(m.from_commit.p99()),
                ms(m.from_commit.max_ms()),
                thousands(m.delivered as u64),
                thousands(m.expected as u64),
                ms(m.from_send.p50()),
                ms(m.from_send.p99()),
                verdict(p99 <= 100.0 && m.delivered == m.expected),
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
                "| P4 rebuild (tasks projection, `staffhub projections rebuild`'s path: shadow tables, batch {}, index build, swap) | {} events/s ({}) | journal filled by set-based INSERT at {} | – | ≥ 40,000 events/s | {} |",
                r.batch_size,
                thousands(r.events_per_second().round() as u64),
                if r.consumed == r.events {
                    format!(
                        "{} events in {:.1} s → {} task rows",
                        thousands(r.events as u64),
                        r.replay_elapsed.as_secs_f64(),
                        thousands(r.rows as u64)
                    )
                } else {
                    format!(
                        "budget spent: {} of {} events in {:.1} s; all would take ≈ {:.0} s",
                        thousands(r.consumed as u64),
                        thousands(r.events as u64),
                        r.replay_elapsed.as_secs_f64(),
                        r.events as f64 / r.events_per_second().max(1e-9)
                    )
                },
                rate(r.insert_per_second()),
                verdict(r.events_per_second() >= 40_000.0),
            );
        }
        if let Some(c) = &self.commands {
            let _ = writeln!(
                out,
                "| P5 memory (server RSS) | idle {:.1} MiB · peak under P1 {:.1} MiB (VmHWM{}; VmRSS sampled every 50 ms: max {:.1} MiB) | – | – | idle ≤ 60 MB, load ≤ 250 MB | {} |",
                c.rss_idle_mib,
                c.rss_peak_mib,
                if c.hwm_reset {
                    " reset before the load"
                } else {
                    " since start-up"
                },
                c.rss_sampled_peak_mib,
                verdict(c.rss_idle_mib * 1.048_576 <= 60.0 && c.rss_peak_mib * 1.048_576 <= 250.0),
            );
        }
        self.mail_row(&mut out);
        self.ai.iter().for_each(|a| a.row(&mut out));
        self.home.iter().for_each(|h| h.rows(&mut out));
        self.export.iter().for_each(|e| e.row(&mut out));
        self.bulk.iter().for_each(|b| b.row(&mut out));
        self.import.iter().for_each(|i| i.row(&mut out));
        self.budget_markdown(&mut out);
        self.floor_markdown(&mut out);
        self.experiments_markdown(&mut out);
        if let Some(r) = &self.reads {
            let _ = writeln!(
                out,
                "\nP2 plan of the list SQL (EXPLAIN ANALYZE after the run):\n\n```\n{}\n```",
                r.plan
            );
        }
        self.mail_markdown(&mut out);
        self.ai.iter().for_each(|a| a.details(&mut out));
        self.home.iter().for_each(|h| h.details(&mut out));
        self.issues_markdown(&mut out);
        self.trees_markdown(&mut out);
        if let Some(r) = &self.search {
            let _ = writeln!(
                out,
                "\nP10 plan of the search SQL for \"{}\" (EXPLAIN ANALYZE after the run):\n\n```\n{}\n```",
                crate::search::KEYWORDS[0],
                r.plan
            );
        }
        out
    }

    /// The request path with no database work, against the raw baselines of P1 and P2.
    /// P1's latency budget: 16 closed-loop clients make `clients / mean latency` commands a
    /// second, so the mean latency 0.5× needs follows from the raw rate of the same run.
    fn budget_markdown(&self, out: &mut String) {
        let Some(c) = &self.commands else { return };
        let Some(b) = &c.budget else { return };
        let raw = c.raw_insert.per_second();
        let _ = writeln!(
            out,
            "\n### P1: where a command's time goes (same run; server-side means over {} requests)\n",
            thousands(b.requests)
        );
        let _ = writeln!(out, "| Stage | Mean |\n|---|---|");
        let _ = writeln!(
            out,
            "| Client round trip (P1, all three mutations) | {} |",
            ms(c.graphql.latency.mean_ms())
        );
        let _ = writeln!(
            out,
            "| Server: the whole `/graphql` request | {} |",
            ms(Some(b.request_ms))
        );
        for ((_, label), mean) in crate::stages::STAGES.iter().zip(&b.stages_ms) {
            let _ = writeln!(out, "| · {label} | {} |", ms(Some(*mean)));
        }
        let _ = writeln!(
            out,
            "| · the rest: HTTP, session, GraphQL parse, validation, execution, JSON | {} |",
            ms(Some(b.rest_ms()))
        );
        let _ = writeln!(
            out,
            "| Raw single-row INSERT, same run (one durable commit) | {} |",
            ms(c.raw_insert.latency.mean_ms())
        );
        if raw > 0.0 {
            let clients = self.clients as f64;
            let _ = writeln!(
                out,
                "| Mean round trip at which {} clients would make 0.5× raw ({}) | {} |",
                self.clients,
                rate(raw / 2.0),
                ms(Some(clients / (raw / 2.0) * 1000.0))
            );
        }
    }

    /// P6's rows, one per listener mode: the job end to end against the bare pool, and the
    /// server's memory.
    fn mail_row(&self, out: &mut String) {
        let Some(m) = &self.mail else { return };
        let secs = |d: Option<std::time::Duration>| {
            d.map_or("–".to_owned(), |d| format!("{:.2} s", d.as_secs_f64()))
        };
        let n = m.recipients;
        for r in &m.rounds {
            let listener = if r.quick_ack {
                "a loopback SMTP listener that ACKs every read at once (TCP_QUICKACK)"
            } else {
                "a loopback SMTP listener (Linux's default delayed ACKs)"
            };
            let _ = writeln!(
                out,
                "| P6 batch email ({} recipients in one deal stage → {listener}, {} connections, no rate limit; `createBatchEmailJob` sent → job COMPLETED in the read model, every `EmailAccepted` journaled and projected) | {} messages ({} in {:.2} s; queued after {}, first message at {}, last at {}); listener received {}, mean {} bytes; read model accepted {}, journal {} `EmailAccepted`; server RSS idle {:.1} MiB, peak {:.1} MiB (VmHWM{}; sampled max {:.1} MiB) | bare lettre pool ({} connections, {} tasks) sending {} messages rendered by the same code (mean {} bytes) to the same listener: {} ({:.2} s, {} received, {} errors) | {:.2}× | ≥ 1,000/s and ≥ 0.8× bare lettre; RSS within P5's 250 MB | {} |",
                thousands(n as u64),
                m.concurrency,
                rate(r.per_second(n)),
                thousands(n as u64),
                r.staffhub.as_secs_f64(),
                secs(r.queued_after),
                secs(r.first_message_after),
                secs(r.last_message_after),
                thousands(r.received),
                thousands(r.mean_bytes),
                thousands(r.accepted_read_model.max(0) as u64),
                thousands(r.accepted_events.max(0) as u64),
                m.rss_idle_mib,
                r.rss_peak_mib,
                if r.hwm_reset {
                    " reset before the job"
                } else {
                    " since start-up"
                },
                r.rss_sampled_peak_mib,
                m.concurrency,
                m.concurrency,
                thousands(n as u64),
                thousands(r.bare_mean_bytes),
                rate(r.bare_per_second(n)),
                r.bare.as_secs_f64(),
                thousands(r.bare_received),
                r.bare_errors,
                r.ratio(n),
                verdict(r.met(n)),
            );
        }
    }

    /// P6's phases, from the mutation sent, and where the CPU went.
    fn mail_markdown(&self, out: &mut String) {
        let Some(m) = &self.mail else { return };
        let n = m.recipients;
        let at = |d: Option<std::time::Duration>| d.map(|d| d.as_secs_f64());
        let span = |from: Option<f64>, to: Option<f64>| match (from, to) {
            (Some(from), Some(to)) => format!("{:.2} s", (to - from).max(0.0)),
            _ => "–".to_owned(),
        };
        let header: Vec<&str> = m
            .rounds
            .iter()
            .map(|r| {
                if r.quick_ack {
                    "Listener ACKs at once"
                } else {
                    "Delayed ACKs (default)"
                }
            })
            .collect();
        let _ = writeln!(
            out,
            "\n### P6: where the job's time goes (from the mutation sent)\n\n| Phase | {} |\n|---|{}",
            header.join(" | "),
            "---|".repeat(header.len())
        );
        let row = |out: &mut String, label: &str, cell: &dyn Fn(&crate::email::Round) -> String| {
            let cells: Vec<String> = m.rounds.iter().map(cell).collect();
            let _ = writeln!(out, "| {label} | {} |", cells.join(" | "));
        };
        row(
            out,
            &format!(
                "Mutation → job queued (the sender's next round resolves {} recipients and appends `EmailJobQueued`)",
                thousands(n as u64)
            ),
            &|r| span(Some(0.0), at(r.queued_after)),
        );
        row(out, "Queued → first message at the listener", &|r| {
            span(at(r.queued_after), at(r.first_message_after))
        });
        row(out, "First → last message at the listener", &|r| {
            let (first, last) = (at(r.first_message_after), at(r.last_message_after));
            match (first, last) {
                (Some(f), Some(l)) if l > f => {
                    format!("{} ({})", span(first, last), rate(n as f64 / (l - f)))
                }
                _ => span(first, last),
            }
        });
        row(
            out,
            "Last message → the job gone from the work list (`email_outbox` applied every outcome; the sender saw none left and appended `EmailJobCompleted`; applied)",
            &|r| span(at(r.last_message_after), at(r.outbox_done_after)),
        );
        row(
            out,
            &format!(
                "→ job COMPLETED in the `emails` read model (its projection applied the {} outcomes and the completion)",
                thousands(n as u64)
            ),
            &|r| span(at(r.outbox_done_after), Some(r.staffhub.as_secs_f64())),
        );
        row(out, "Total", &|r| {
            format!("{:.2} s", r.staffhub.as_secs_f64())
        });
        let split = |c: &crate::email::CpuSplit| {
            format!(
                "{:.2} of {} cores busy: server {:.2}, bench process {:.2}, the rest (PostgreSQL, NATS, other) {:.2}",
                c.machine,
                c.cores,
                c.server,
                c.bench,
                (c.machine - c.server - c.bench).max(0.0)
            )
        };
        row(
            out,
            "CPU during the job (the bench process runs the listener)",
            &|r| split(&r.cpu),
        );
        row(
            out,
            "CPU during the bare pool (the bench process runs the pool and the listener)",
            &|r| split(&r.bare_cpu),
        );
        let _ = writeln!(
            out,
            "\nSetting up: {} members through the journal and projected in {:.1} s; the bare pool's {} messages rendered in {:.2} s (not in its rate).",
            thousands(n as u64),
            m.seeding.as_secs_f64(),
            thousands(n as u64),
            m.render.as_secs_f64()
        );
    }

    /// P11's filter pairs one at a time, and its plans.
    fn issues_markdown(&self, out: &mut String) {
        let Some(i) = &self.issues else { return };
        let _ = writeln!(
            out,
            "\n### P11: each status × category alone (matches; one request's time, server otherwise idle)\n"
        );
        let categories: Vec<&str> =
            i.pairs
                .iter()
                .map(|p| p.1.as_str())
                .fold(Vec::new(), |mut seen, c| {
                    if !seen.contains(&c) {
                        seen.push(c);
                    }
                    seen
                });
        let _ = writeln!(out, "| Status | {} |", categories.join(" | "));
        let _ = writeln!(out, "|---|{}", "---|".repeat(categories.len()));
        for row in i.pairs.chunks(categories.len()) {
            let cells: Vec<String> = row
                .iter()
                .map(|(_, _, n, idle)| format!("{} ({idle:.1} ms)", thousands(*n as u64)))
                .collect();
            let _ = writeln!(out, "| {} | {} |", row[0].0, cells.join(" | "));
        }
        let _ = writeln!(
            out,
            "\nP11 plans for {} {} (EXPLAIN ANALYZE after the run), list:\n\n```\n{}\n```\n\ncount (`totalCount`):\n\n```\n{}\n```",
            i.filter.0, i.filter.1, i.list_plan, i.count_plan
        );
        if let Some(c) = &self.experiments.p11_covering {
            let _ = writeln!(
                out,
                "\ncount with the covering index (`{}`, vacuumed):\n\n```\n{}\n```",
                crate::issues::COVERING_INDEX,
                c.covering_count_plan
            );
        }
    }

    /// P12's rows of the table.
    fn trees_rows(&self, out: &mut String) {
        let Some(t) = &self.trees else { return };
        let reads = [
            (
                format!(
                    "P12 open a directory (`applicationNodeChildren`: the children with status, childCount and progress; each of the {} directories of a tree of {} nodes in turn)",
                    thousands(t.directories as u64),
                    thousands(t.nodes as u64)
                ),
                "opens",
                &t.children,
                "directory + children",
                &t.children_raw,
                10.0,
            ),
            (
                format!(
                    "P12 subtree to depth 3 (`applicationSubtree(depth: 3)` of each top directory in turn: {} entries)",
                    thousands(t.area_entries as u64)
                ),
                "subtrees",
                &t.subtree,
                "directory + one range of the order index",
                &t.subtree_raw,
                20.0,
            ),
            (
                format!(
                    "P12 subtree to depth 3 of each section in turn ({} entries; for scale)",
                    thousands(t.section_entries as u64)
                ),
                "subtrees",
                &t.section_subtree,
                "directory + one range of the order index",
                &t.section_subtree_raw,
                20.0,
            ),
        ];
        for (label, unit, graphql, raw_label, raw, target) in reads {
            let p99 = graphql.latency.p99().unwrap_or(f64::MAX);
            let _ = writeln!(
                out,
                "| {label} | {} {unit}; {}{} | raw SQL ({raw_label}): {}; {}{} | – | p99 ≤ {target:.0} ms | {} |",
                rate(graphql.per_second()),
                latency(graphql),
                errors(graphql),
                rate(raw.per_second()),
                latency(raw),
                errors(raw),
                verdict(p99 <= target && graphql.errors == 0),
            );
        }
        let p99 = t.moves.p99().unwrap_or(f64::MAX);
        let failed = match (&t.first_move_error, t.move_errors) {
            (_, 0) => String::new(),
            (first, n) => format!(
                "; {n} failed (first: {})",
                first
                    .as_deref()
                    .unwrap_or("?")
                    .chars()
                    .take(160)
                    .collect::<String>()
            ),
        };
        let _ = writeln!(
            out,
            "| P12 move a directory with {} descendants (`moveApplicationNode` between two top directories, one at a time: sent → answered after read-your-writes; the subtree's rows checked after each) | {} moves: p50 {} · p99 {} (max {}){failed} | – | – | ≤ 200 ms | {} |",
            thousands(t.moved_descendants as u64),
            t.timed_moves,
            ms(t.moves.p50()),
            ms(t.moves.p99()),
            ms(t.moves.max_ms()),
            verdict(p99 <= 200.0 && t.move_errors == 0),
        );
    }

    /// How P12's tree was built, where a move's time goes, and the plans.
    fn trees_markdown(&self, out: &mut String) {
        let Some(t) = &self.trees else { return };
        let _ = writeln!(
            out,
            "\n### P12: the tree, and where a move's time goes\n\nThe tree: {} nodes ({} directories, fan-out {}), {} `CreateNode` commands through the journal's command path in {:.1} s ({}); the projection had written every row {:.1} s after the first command.\n",
            thousands(t.nodes as u64),
            thousands(t.directories as u64),
            t.fanout,
            thousands(t.nodes as u64),
            t.created_in.as_secs_f64(),
            rate(t.nodes as f64 / t.created_in.as_secs_f64().max(1e-9)),
            t.projected_in.as_secs_f64(),
        );
        if let (Some(early), Some(late)) = (t.moves_early_ms, t.moves_late_ms) {
            let _ = writeln!(
                out,
                "The moves, one after another: the first ten took {} on average, the last ten {} (each move leaves its subtree's old row versions behind until a vacuum).\n",
                ms(Some(early)),
                ms(Some(late)),
            );
        }
        let rows = [
            (
                "a section's children",
                t.alone_ms[0],
                &t.children,
                &t.children_raw,
                None,
            ),
            (
                "a top directory's subtree to depth 3",
                t.alone_ms[1],
                &t.subtree,
                &t.subtree_raw,
                Some(&t.walked),
            ),
            (
                "a section's subtree to depth 3",
                t.alone_ms[2],
                &t.section_subtree,
                &t.section_subtree_raw,
                Some(&t.walked_section),
            ),
        ];
        let _ = writeln!(
            out,
            "| Read | One GraphQL request alone | GraphQL, {n} clients | The server's SQL raw, {n} connections | The subtree SQL as before the order key (a recursive walk), raw |\n|---|---|---|---|---|",
            n = self.clients
        );
        for (label, alone, graphql, raw, lever) in rows {
            let _ = writeln!(
                out,
                "| {label} | {} | {}; {} | {}; {} | {} |",
                ms(Some(alone)),
                rate(graphql.per_second()),
                latency(graphql),
                rate(raw.per_second()),
                latency(raw),
                lever.map_or("–".to_owned(), |l| format!(
                    "{}; {}{}",
                    rate(l.per_second()),
                    latency(l),
                    errors(l)
                )),
            );
        }
        let _ = writeln!(out);
        if let Some(b) = &t.move_stages {
            let _ = writeln!(
                out,
                "| Stage (server-side means over {} moves) | Mean |\n|---|---|",
                b.requests
            );
            let _ = writeln!(
                out,
                "| Client: sent → answered | {} |",
                ms(t.moves.mean_ms())
            );
            let _ = writeln!(
                out,
                "| Server: the whole `/graphql` request | {} |",
                ms(Some(b.request_ms))
            );
            let labels = [
                "· append: load the node, decide (the parent's facts and the ancestor walk, from the journal), durable append",
                "· wait until the projection has committed the move (the whole subtree's rows)",
                "· read the moved node back for the payload",
            ];
            for (label, mean) in labels.iter().zip(&b.stages_ms) {
                let _ = writeln!(out, "| {label} | {} |", ms(Some(*mean)));
            }
            let _ = writeln!(
                out,
                "| · the rest: HTTP, session, the node's row read first, the application's move lock, GraphQL | {} |",
                ms(Some(b.rest_ms()))
            );
        }
        let _ = writeln!(
            out,
            "\nP12 plans (EXPLAIN ANALYZE after the reads), a section's children:\n\n```\n{}\n```\n\na top directory's subtree to depth 3:\n\n```\n{}\n```\n\nthe same as before the order key (a recursive walk):\n\n```\n{}\n```",
            t.children_plan, t.subtree_plan, t.walked_plan
        );
        let _ = writeln!(
            out,
            "\nThe move's subtree rewrite in the projection (`path @> ARRAY[moved]`), once more after the moves, each rolled back; {} of its row updates were HOT:\n\n```\n{}\n```\n\nthe same after `VACUUM application_nodes` ({} HOT):\n\n```\n{}\n```\n\nproposed (lever): the GIN index on `path` dropped, the subtree found by walking the children index ({} HOT):\n\n```\n{}\n```",
            t.move_hot[0],
            t.move_plan,
            t.move_hot[1],
            t.move_plan_vacuumed,
            t.move_hot[2],
            t.move_plan_proposed
        );
    }

    fn floor_markdown(&self, out: &mut String) {
        let Some(f) = &self.floor else { return };
        let raw_select = self.reads.as_ref().map(|r| r.raw.per_second());
        let raw_insert = self.commands.as_ref().map(|c| c.raw_insert.per_second());
        let ratio = |t: &Throughput, raw: Option<f64>| {
            raw.map_or("–".to_owned(), |raw| {
                format!("{:.2}×", t.per_second() / raw.max(1e-9))
            })
        };
        let _ = writeln!(out, "\n### Request-path floor (same run)\n");
        let _ = writeln!(
            out,
            "| Request | Throughput | Latency | ÷ raw SELECT (P2) | ÷ raw INSERT (P1) |"
        );
        let _ = writeln!(out, "|---|---|---|---|---|");
        for (label, t) in [
            ("`GET /healthz` (HTTP only)", &f.http),
            ("`{ __typename }` over HTTP GraphQL, no token", &f.graphql),
            (
                "`{ __typename }` over HTTP GraphQL, with the access token",
                &f.graphql_signed_in,
            ),
            (
                "P2's `tasks` query asking only for `pageInfo` (same SQL, no nodes)",
                &f.list_without_nodes,
            ),
        ]
        .into_iter()
        .chain(f.bare_list.as_ref().map(|t| {
            (
                "P2's request served by bare axum + the same sqlx pool (same SQL, same JSON; no GraphQL, session or spine)",
                t,
            )
        }))
        .chain(f.bare_list_plain_pool.as_ref().map(|t| {
            (
                "The same bare server over a pool with no round trip of its own (no ping on release)",
                t,
            )
        })) {
            let _ = writeln!(
                out,
                "| {label} | {}{} | {} | {} | {} |",
                rate(t.per_second()),
                errors(t),
                latency(t),
                ratio(t, raw_select),
                ratio(t, raw_insert),
            );
        }
    }

    fn experiments_markdown(&self, out: &mut String) {
        let e = &self.experiments;
        if e.p3_few.is_none() && e.replay.is_none() && e.p11.is_none() && e.p11_covering.is_none() {
            return;
        }
        let _ = writeln!(out, "\n### Experiments (levers measured in the same run)\n");
        let _ = writeln!(out, "| Experiment | Before (figure above) | After |");
        let _ = writeln!(out, "|---|---|---|");
        if let (Some(few), Some(many)) = (&e.p3_few, &self.propagation) {
            let _ = writeln!(
                out,
                "| P3 with {} instead of {} subscribers | p50 {} · p99 {} | p50 {} · p99 {} ({} of {} delivered) |",
                few.subscribers,
                many.subscribers,
                ms(many.from_commit.p50()),
                ms(many.from_commit.p99()),
                ms(few.from_commit.p50()),
                ms(few.from_commit.p99()),
                few.delivered,
                few.expected,
            );
        }
        let figure =
            |t: &Throughput| format!("{}; {}{}", rate(t.per_second()), latency(t), errors(t));
        if let (Some(l), Some(before)) = (&e.p11, &self.issues) {
            let was = figure(&before.graphql);
            let _ = writeln!(
                out,
                "| P11 without `totalCount` (what the count costs) | {was} | {} |",
                figure(&l.without_count)
            );
            let _ = writeln!(
                out,
                "| P11 without each row's `status`, `categories` and `assignees` (what naming them costs) | {was} | {} |",
                figure(&l.without_references)
            );
        }
        if let Some(c) = &e.p11_covering {
            let _ = writeln!(
                out,
                "| P11 on a fresh server whose `issue_list_status_updated` also carries `category_ids` (`INCLUDE`), vacuumed: the count is an index-only scan. Before: the same server after the migration's index was put back, vacuumed | {} (raw list + count: {}) | {} (raw list + count: {}) |",
                figure(&c.migrated),
                figure(&c.migrated_raw),
                figure(&c.covering),
                figure(&c.covering_raw)
            );
        }
        if let (Some(r), Some(before)) = (&e.replay, &self.rebuild) {
            let row = |label: &str, replay: &crate::experiments::Replay| {
                format!(
                    "| P4 {label} (batch {}) | P4 {} events/s | {} events/s ({} of {} events in {:.1} s) |",
                    r.batch_size,
                    thousands(before.events_per_second().round() as u64),
                    thousands(replay.per_second().round() as u64),
                    thousands(replay.events as u64),
                    thousands(r.events as u64),
                    replay.elapsed.as_secs_f64(),
                )
            };
            let _ = writeln!(out, "{}", row("journal read alone", &r.read_only));
            let _ = writeln!(
                out,
                "{}",
                row(
                    "read + the projection one event at a time (`apply`)",
                    &r.per_event
                )
            );
            let _ = writeln!(
                out,
                "{}",
                row(
                    &format!(
                        "read + the projection's `apply_batch` (fold per task, one UNNEST write per kind; {})",
                        match r.differing_rows {
                            Some(0) => "same rows as per-event, checked".to_owned(),
                            Some(n) => format!("{n} rows differ"),
                            None => "not compared: a replay hit the budget".to_owned(),
                        }
                    ),
                    &r.folded
                )
            );
        }
    }
}
