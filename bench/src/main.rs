//! `staffhub-bench`: the spine measured against raw PostgreSQL on the same machine, in one run
//! (issue 6). Figures P1–P14; see docs/benchmarks.md.

mod ai;
mod applications;
mod bare;
mod bulk;
mod client;
mod commands;
mod email;
mod experiments;
mod export;
mod floor;
mod home;
mod import;
mod issues;
mod machine;
mod pipeline;
mod propagation;
mod reads;
mod rebuild;
mod report;
mod search;
mod server;
mod stages;
mod stats;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use anyhow::Context;
use clap::Parser;

static STARTED: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();

/// A progress line on stderr, stamped with the seconds since the run started.
macro_rules! progress {
    ($($arg:tt)*) => {
        eprintln!(
            "[{:6.1} s] {}",
            STARTED.get_or_init(Instant::now).elapsed().as_secs_f64(),
            format!($($arg)*)
        )
    };
}

#[derive(Parser, Debug)]
#[command(about = "Benchmarks Staffhub's spine against raw PostgreSQL, in one run")]
struct Args {
    /// Tiny sizes and ~1 s per figure, for CI: exercises every figure, asserts nothing about speed.
    #[arg(long)]
    smoke: bool,
    /// Admin connection; the bench creates (and drops) its own databases.
    #[arg(
        long,
        env = "STAFFHUB_TEST_DATABASE_URL",
        default_value = "postgres://postgres@127.0.0.1:5432/postgres"
    )]
    database_url: String,
    #[arg(long, env = "NATS_URL", default_value = "nats://127.0.0.1:4222")]
    nats_url: String,
    /// The `staffhub` binary to run as the server (default: `cargo build -p staffhub` with this
    /// executable's profile and target dir, then that binary). If that fails, the server runs
    /// in this process.
    #[arg(long)]
    server_bin: Option<PathBuf>,
    /// Run the server inside this process even when a binary is found.
    #[arg(long)]
    in_process: bool,
    /// Internal: serve P2's SQL over bare axum at DATABASE_URL (no GraphQL) until killed; the
    /// floor table starts this executable so (`bare`).
    #[arg(long, hide = true, value_name = "DATABASE_URL")]
    bare_server: Option<String>,
    /// Internal: the bare server's connections.
    #[arg(long, hide = true, value_enum, default_value_t = bare::BarePool::Sqlx)]
    bare_pool: bare::BarePool,
    /// Seconds per throughput figure (default 10, smoke 1).
    #[arg(long)]
    seconds: Option<f64>,
    /// Concurrent clients / connections for P1 and P2.
    #[arg(long, default_value_t = 16)]
    clients: usize,
    /// WebSocket subscribers for P3 (default 200, smoke 5).
    #[arg(long)]
    subscribers: Option<usize>,
    /// Mutations for P3 (default 100, smoke 3).
    #[arg(long)]
    propagation_mutations: Option<usize>,
    /// Task rows for P2 (default 1,000,000, issue 33's size; smoke 500).
    #[arg(long)]
    read_rows: Option<i64>,
    /// Organizations for P8's board (default 100,000, issue 33's size; smoke 500).
    #[arg(long)]
    board_rows: Option<i64>,
    /// Documents for P10's search (default 100,000, smoke 600).
    #[arg(long)]
    search_documents: Option<i64>,
    /// Issues for P11's list (default 1,000,000, issue 33's size; smoke 500).
    #[arg(long)]
    issue_rows: Option<i64>,
    /// Nodes in P12's application tree (default 10,000, smoke 400).
    #[arg(long)]
    tree_nodes: Option<i64>,
    /// P12's timed moves of a directory with a tenth of the tree below it (default 100,
    /// smoke 3).
    #[arg(long)]
    tree_moves: Option<usize>,
    /// Recipients of P6's batch email job (default 10,000, smoke 200).
    #[arg(long)]
    mail_recipients: Option<usize>,
    /// SMTP connections for P6: the sender's concurrency and the bare lettre pool's size.
    #[arg(long, default_value_t = 50)]
    mail_concurrency: usize,
    /// P14: the employee's open items across the home page's areas (default 200, smoke 20).
    #[arg(long)]
    home_items: Option<usize>,
    /// P14: colleagues' commands beside them, for the recent activity (default 3,000, smoke
    /// 150).
    #[arg(long)]
    home_background: Option<usize>,
    /// P14: other people's rows beside the employee's, seeded directly: a third each tasks,
    /// issues and activity entries (default 1,000,000, smoke 0).
    #[arg(long)]
    home_other_rows: Option<i64>,
    /// P14: timed task assignments reaching the recipient's open page (default 200, smoke 20).
    #[arg(long)]
    notices: Option<usize>,
    /// Synthetic events for P4 (default 1,000,000, smoke 2,000).
    #[arg(long)]
    rebuild_events: Option<i64>,
    /// Events per rebuild transaction during P4 (default: the CLI's, `rebuild::DEFAULT_BATCH`).
    #[arg(long)]
    rebuild_batch: Option<i64>,
    /// Longest P4 replay in seconds (default 120, smoke 30); past it, the rate so far is
    /// reported with the events replayed.
    #[arg(long)]
    rebuild_budget: Option<f64>,
    /// Append this many synthetic task events to the spine's journal before the server starts,
    /// with every projection's checkpoint set past them (a journal with history, as in
    /// production; the read models start empty).
    #[arg(long, default_value_t = 0)]
    journal_prefill: i64,
    /// Only these figures (e.g. `--only p2,p4`; `floor` alone measures the request-path floor, which P1 and P2 include); all by default.
    #[arg(long, value_delimiter = ',')]
    only: Vec<String>,
    /// Also measure the levers behind docs/benchmarks.md's proposed optimisations (always on
    /// with --smoke, so their code never rots).
    #[arg(long)]
    experiments: bool,
    /// Where the markdown table is written as well.
    #[arg(long, default_value = "target/bench-results.md")]
    output: PathBuf,
}

impl Args {
    fn wants(&self, figure: &str) -> bool {
        self.only.is_empty() || self.only.iter().any(|f| f.eq_ignore_ascii_case(figure))
    }

    fn pick<T>(&self, explicit: Option<T>, full: T, smoke: T) -> T {
        explicit.unwrap_or(if self.smoke { smoke } else { full })
    }
}

fn main() -> anyhow::Result<()> {
    STARTED.get_or_init(Instant::now);
    let args = Args::parse();
    let _ = rustls::crypto::ring::default_provider().install_default();
    if let Some(database_url) = &args.bare_server {
        return tokio::runtime::Runtime::new()?.block_on(bare::serve(database_url, args.bare_pool));
    }
    tokio::runtime::Runtime::new()?.block_on(run(args))
}

async fn run(args: Args) -> anyhow::Result<()> {
    let began = Instant::now();
    let seconds = args.pick(args.seconds, 10.0, 1.0);
    let duration = Duration::from_secs_f64(seconds);
    let binary = if args.in_process {
        None
    } else {
        args.server_bin.clone().or_else(server::build_server_binary)
    };
    progress!("server binary ready");
    let mut report = report::Report {
        machine: machine::describe(),
        smoke: args.smoke,
        seconds,
        clients: args.clients,
        server: match &binary {
            Some(path) => format!("child process `{} serve`", path.display()),
            None => "in this process (figures include the bench clients' CPU and memory)".into(),
        },
        ..report::Report::default()
    };
    progress!("machine: {}; server: {}", report.machine, report.server);

    let needs_server = [
        "p1", "p2", "p3", "p5", "p8", "p9", "p10", "p11", "p12", "p15", "p16", "p17", "p18",
    ]
    .iter()
    .any(|f| args.wants(f));
    if needs_server {
        let database_url = server::fresh_database(&args.database_url, "spine").await?;
        let result = async {
            if args.journal_prefill > 0 {
                progress!(
                    "prefilling the journal with {} events…",
                    args.journal_prefill
                );
                rebuild::prefill_journal(&database_url, args.journal_prefill).await?;
                report.journal_prefill = args.journal_prefill;
            }
            let server =
                server::Server::start(database_url.clone(), &args.nats_url, binary.clone())
                    .await
                    .context("starting the server")?;
            let outcome = figures_with_server(&args, &server, duration, &mut report).await;
            server.stop().await;
            outcome
        }
        .await;
        server::drop_database(&args.database_url, &database_url).await;
        result?;
    }
    if args.wants("p6") {
        let recipients = args.pick(args.mail_recipients, 10_000, 200);
        progress!(
            "P6: {recipients} organization members through the journal, one batch email job to a loopback SMTP listener ({} connections), then a bare lettre pool…",
            args.mail_concurrency
        );
        let (url, nats) = (&args.database_url, &args.nats_url);
        let mail = email::run(url, nats, binary.clone(), recipients, args.mail_concurrency);
        if let Some(mail) = figure(&mut report.failed, "P6", mail).await {
            progress!(
                "P6: {:.0} messages/s, bare lettre {:.0}/s",
                mail.per_second(),
                mail.bare_per_second()
            );
            report.mail = Some(mail);
        }
        report.save(&args.output);
    }
    if args.wants("p13") {
        progress!(
            "P13: 50 chats (smoke 5) streaming from a loopback provider to WebSocket clients…"
        );
        let p13 = ai::run(
            &args.database_url,
            &args.nats_url,
            binary.clone(),
            args.smoke,
        );
        if let Some(p13) = figure(&mut report.failed, "P13", p13).await {
            let (p50, p99) = (stats::ms(p13.added.p50()), stats::ms(p13.added.p99()));
            progress!("P13: added delay p50 {p50} · p99 {p99}");
            report.ai = Some(p13);
        }
        report.save(&args.output);
    }
    if args.wants("p14") {
        let sizes = home::Sizes {
            items: args.pick(args.home_items, 200, 20),
            background: args.pick(args.home_background, 3_000, 150),
            other_rows: args.pick(args.home_other_rows, 1_000_000, 0),
            notices: args.pick(args.notices, 200, 20),
            clients: args.clients,
            duration,
            alone: args.pick(None, 30, 5),
            experiments: args.experiments || args.smoke,
        };
        progress!(
            "P14: a staff employee with {} open items beside {} colleagues' commands; the home query from {} clients, {:?}; {} notifications…",
            sizes.items,
            sizes.background,
            sizes.clients,
            duration,
            sizes.notices
        );
        let p14 = home::run(&args.database_url, &args.nats_url, binary.clone(), sizes);
        if let Some(p14) = figure(&mut report.failed, "P14", p14).await {
            progress!(
                "P14: home p99 {} at {} clients; notification p99 {}",
                stats::ms(p14.load.latency.p99()),
                sizes.clients,
                stats::ms(p14.notices.from_send.p99())
            );
            report.home = Some(p14);
        }
        report.save(&args.output);
    }
    if args.wants("p11") && (args.experiments || args.smoke) {
        let rows = args.pick(args.issue_rows, 1_000_000, 500);
        progress!("experiment: P11 on a fresh server with a covering status index…");
        let (url, nats) = (&args.database_url, &args.nats_url);
        let lever = issues::covering(url, nats, binary, rows, args.clients, duration);
        report.experiments.p11_covering =
            figure(&mut report.failed, "P11 with a covering index", lever).await;
        report.save(&args.output);
    }
    if args.wants("p4") {
        let events = args.pick(args.rebuild_events, 1_000_000, 2_000);
        let batch = args
            .rebuild_batch
            .unwrap_or(staffhub_projections::rebuild::DEFAULT_BATCH);
        progress!("P4: inserting {events} synthetic events, then replaying (batch {batch})…");
        let budget = Duration::from_secs_f64(args.pick(args.rebuild_budget, 120.0, 30.0));
        report.rebuild = figure(
            &mut report.failed,
            "P4",
            rebuild::run(&args.database_url, events, batch, budget),
        )
        .await;
        report.save(&args.output);
        if args.experiments || args.smoke {
            progress!("experiment: P4 read-only and fold-then-upsert replays…");
            report.experiments.replay = figure(
                &mut report.failed,
                "P4 breakdown",
                experiments::p4_breakdown(&args.database_url, events, batch, budget),
            )
            .await;
        }
    }
    report.total_seconds = began.elapsed().as_secs_f64();
    println!("{}", report.markdown());
    report.save(&args.output);
    progress!("written to {}", args.output.display());
    // Every figure ran; the run still fails, after reporting them all, if one could not be
    // measured (the smoke run in `make test` must notice a broken figure).
    if !report.failed.is_empty() {
        let names: Vec<&str> = report
            .failed
            .iter()
            .map(|(name, _)| name.as_str())
            .collect();
        anyhow::bail!("figures that could not be measured: {}", names.join(", "));
    }
    Ok(())
}

/// Runs one figure. A figure that fails is reported as failed, with its error, and the run
/// goes on to the next (issue 33: a slow figure is reported as slow, it does not end the run).
async fn figure<T>(
    failed: &mut Vec<(String, String)>,
    name: &str,
    work: impl std::future::Future<Output = anyhow::Result<T>>,
) -> Option<T> {
    match work.await {
        Ok(result) => Some(result),
        Err(error) => {
            progress!("{name}: could not be measured: {error:#}");
            failed.push((name.to_owned(), format!("{error:#}")));
            None
        }
    }
}

async fn figures_with_server(
    args: &Args,
    server: &server::Server,
    duration: Duration,
    report: &mut report::Report,
) -> anyhow::Result<()> {
    if args.wants("p1") || args.wants("p5") {
        progress!("P1/P5: {} clients, {:?} each way…", args.clients, duration);
        report.commands = figure(
            &mut report.failed,
            "P1/P5",
            commands::run(server, args.clients, duration),
        )
        .await;
        report.save(&args.output);
    }
    if args.wants("p3") {
        let subscribers = args.pick(args.subscribers, 200, 5);
        let mutations = args.pick(args.propagation_mutations, 100, 3);
        progress!("P3: {subscribers} subscribers, {mutations} mutations…");
        let budget = duration.max(Duration::from_secs(5)) * 3;
        if args.experiments || args.smoke {
            let few = (subscribers / 10).max(1);
            progress!("experiment: P3 with {few} subscribers…");
            report.experiments.p3_few = figure(
                &mut report.failed,
                "P3, a tenth of the subscribers",
                propagation::run(server, few, mutations, budget),
            )
            .await;
        }
        report.propagation = figure(
            &mut report.failed,
            "P3",
            propagation::run(server, subscribers, mutations, budget),
        )
        .await;
        report.save(&args.output);
    }
    // P16 before P2: its filter then reads 10,000 rows among P1's, not among P2's million.
    if args.wants("p16") {
        let rows = args.pick(None, 10_000, 200);
        progress!("P16: exporting a {rows}-row task list as CSV and XLSX…");
        report.export = figure(&mut report.failed, "P16", export::run(server, rows)).await;
        report.save(&args.output);
    }
    // P11 is reported beside P2, so it runs P2 too.
    if args.wants("p2") || args.wants("p11") {
        let rows = args.pick(args.read_rows, 1_000_000, 500);
        progress!(
            "P2: seeding {rows} task rows, {} clients, {:?} each way…",
            args.clients,
            duration
        );
        report.reads = figure(
            &mut report.failed,
            "P2",
            reads::run(server, rows, args.clients, duration),
        )
        .await;
        report.save(&args.output);
    }
    if args.wants("p8") {
        let rows = args.pick(args.board_rows, 100_000, 500);
        progress!(
            "P8: seeding {rows} organizations, the deal board from {} clients, {:?}…",
            args.clients,
            duration
        );
        report.board = figure(
            &mut report.failed,
            "P8",
            pipeline::board(server, rows, args.clients, duration),
        )
        .await;
        report.save(&args.output);
    }
    if args.wants("p9") {
        let subscribers = args.pick(args.subscribers, 200, 5);
        let moves = args.pick(args.propagation_mutations, 100, 3);
        progress!("P9: {subscribers} board subscribers, {moves} deal moves…");
        let budget = duration.max(Duration::from_secs(5)) * 3;
        report.moves = figure(
            &mut report.failed,
            "P9",
            pipeline::moves(server, subscribers, moves, budget),
        )
        .await;
        report.save(&args.output);
    }
    if args.wants("p10") {
        let documents = args.pick(args.search_documents, 100_000, 600);
        progress!(
            "P10: seeding {documents} documents, keyword search from {} clients, {:?} each way…",
            args.clients,
            duration
        );
        report.search = figure(
            &mut report.failed,
            "P10",
            search::run(server, documents, args.clients, duration),
        )
        .await;
        report.save(&args.output);
    }
    if args.wants("p11") {
        let rows = args.pick(args.issue_rows, 1_000_000, 500);
        progress!(
            "P11: seeding {rows} issues, the issue list from {} clients, {:?} each way…",
            args.clients,
            duration
        );
        report.issues = figure(
            &mut report.failed,
            "P11",
            issues::run(server, rows, args.clients, duration),
        )
        .await;
        report.save(&args.output);
        if args.experiments || args.smoke {
            progress!("experiment: P11 without totalCount, then without references…");
            report.experiments.p11 = figure(
                &mut report.failed,
                "P11 levers",
                issues::levers(server, args.clients, duration),
            )
            .await;
            report.save(&args.output);
        }
    }
    if args.wants("p12") {
        let nodes = args.pick(args.tree_nodes, 10_000, 400);
        let moves = args.pick(args.tree_moves, 100, 3);
        progress!(
            "P12: a tree of {nodes} nodes through the journal; directories, subtrees from {} clients, {:?} each way; {moves} moves…",
            args.clients,
            duration
        );
        report.trees = figure(
            &mut report.failed,
            "P12",
            applications::run(server, nodes, moves, args.clients, duration),
        )
        .await;
        report.save(&args.output);
    }
    if args.wants("p15") {
        let documents = args.pick(args.search_documents, 100_000, 600);
        progress!(
            "P15: search everywhere as the P10 reader, from {} clients, {:?}…",
            args.clients,
            duration
        );
        report.global_search = figure(
            &mut report.failed,
            "P15",
            search::global(server, documents, args.clients, duration),
        )
        .await;
        report.save(&args.output);
    }
    // P17 last: the issue status it adds would be one too many for P11's list.
    if args.wants("p17") {
        let items = args.pick(None, 1_000, 50);
        progress!("P17: a bulk change of {items} issues' priority, then its undo…");
        report.bulk = figure(&mut report.failed, "P17", bulk::run(server, items)).await;
        report.save(&args.output);
    }
    if args.wants("p18") {
        let rows = args.pick(None, 10_000, 40);
        progress!("P18: an import of {rows} rows from CSV, previewed, imported, then again…");
        report.import = figure(&mut report.failed, "P18", import::run(server, rows)).await;
        report.save(&args.output);
    }
    if args.wants("p1") || args.wants("p2") || args.wants("floor") {
        progress!(
            "floor: /healthz and {{ __typename }}, {} clients, {:?} each…",
            args.clients,
            duration
        );
        report.floor = Some(floor::run(server, args.clients, duration).await);
        report.save(&args.output);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_figure_that_fails_is_reported_and_the_run_goes_on() {
        let mut report = report::Report::default();
        let failed: Option<u32> = figure(&mut report.failed, "P10", async {
            anyhow::bail!("pool timed out while waiting for an open connection")
        })
        .await;
        let measured: Option<u32> = figure(&mut report.failed, "P11", async { Ok(7) }).await;
        assert!(failed.is_none());
        assert_eq!(measured, Some(7));
        assert_eq!(report.failed.len(), 1);
        let markdown = report.markdown();
        assert!(
            markdown.contains("- P10: pool timed out while waiting for an open connection"),
            "{markdown}"
        );
    }
}
