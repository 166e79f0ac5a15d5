//! `staffhub-chaos` (`make chaos`, issue 19): the spine under kill -9, outages, a held
//! transaction and hostile input. Everything runs on loopback against a PostgreSQL cluster
//! and a nats-server private to the run, each scenario is bounded in time, and the figures
//! come out as Markdown for docs/reliability.md. The short versions of the hostile-input
//! checks run in `make test` (tests/tests/spine/{fuzz,protocol,uploads}.rs).

mod check;
mod cluster;
mod live;
mod load;
mod report;
mod scenarios;

use std::path::PathBuf;
use std::time::{Duration, Instant};

use clap::{Parser, ValueEnum};

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Scenario {
    KillServer,
    KillWorker,
    Postgres,
    Nats,
    Hold,
    Fuzz,
    Timing,
}

#[derive(Parser, Debug)]
#[command(about = "Fault runs against Staffhub on loopback; figures for docs/reliability.md")]
struct Args {
    /// The `staffhub` binary to run (kill, restart) as the server and workers.
    #[arg(long, default_value = "target/debug/staffhub")]
    server_bin: PathBuf,
    /// Scenarios to run, comma-separated (default: all).
    #[arg(long, value_enum, value_delimiter = ',')]
    only: Vec<Scenario>,
    /// Commands in the kill -9 load (the others take fewer).
    #[arg(long, default_value_t = 10_000)]
    commands: usize,
    #[arg(long, default_value_t = 16)]
    clients: usize,
    /// How many times the server is killed during the load.
    #[arg(long, default_value_t = 3)]
    kills: usize,
    #[arg(long, default_value_t = 30)]
    nats_outage_secs: u64,
    /// How long the transaction is held open.
    #[arg(long, default_value_t = 60)]
    hold_secs: u64,
    #[arg(long, default_value_t = 20_000)]
    fuzz_requests: usize,
    /// Sign-ins of each kind in the timing scenario.
    #[arg(long, default_value_t = 200)]
    timing_samples: usize,
    /// Seeds the kill moments, the fuzzer and the permutation test.
    #[arg(long, default_value_t = 19)]
    seed: u64,
    /// Small sizes and short outages, to try the harness (figures not for the docs).
    #[arg(long)]
    quick: bool,
    /// Where the Markdown report goes.
    #[arg(long, default_value = "target/chaos/report.md")]
    report: PathBuf,
}

/// No scenario may run longer than this; the run stops by itself.
const SCENARIO_BOUND: Duration = Duration::from_secs(15 * 60);

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let args = Args::parse();
    let mut plan = scenarios::Plan {
        commands: args.commands,
        clients: args.clients,
        kills: args.kills,
        nats_outage: Duration::from_secs(args.nats_outage_secs),
        hold: Duration::from_secs(args.hold_secs),
        fuzz_requests: args.fuzz_requests,
        timing_samples: args.timing_samples,
        seed: args.seed,
    };
    if args.quick {
        plan.commands = plan.commands.min(1000);
        plan.nats_outage = plan.nats_outage.min(Duration::from_secs(5));
        plan.hold = plan.hold.min(Duration::from_secs(8));
        plan.fuzz_requests = plan.fuzz_requests.min(500);
        plan.timing_samples = plan.timing_samples.min(40);
    }
    let only = if args.only.is_empty() {
        Scenario::value_variants().to_vec()
    } else {
        args.only.clone()
    };
    let log_dir = args
        .report
        .parent()
        .map_or_else(|| PathBuf::from("."), PathBuf::from)
        .join("logs");
    std::fs::create_dir_all(&log_dir)?;
    eprintln!(
        "chaos: private PostgreSQL and NATS; logs in {}",
        log_dir.display()
    );
    let mut run = scenarios::Run {
        bin: std::fs::canonicalize(&args.server_bin)?,
        pg: cluster::Postgres::start()?,
        nats: cluster::Nats::start()?,
        log_dir,
        plan,
    };
    let mut out = format!(
        "## Chaos run, seed {}{}\n\n",
        args.seed,
        if args.quick { " (quick)" } else { "" }
    );
    let mut failed = Vec::new();
    for scenario in only {
        eprintln!("chaos: {scenario:?} …");
        let started = Instant::now();
        let section = tokio::time::timeout(SCENARIO_BOUND, async {
            match scenario {
                Scenario::KillServer => scenarios::kill_server(&run).await,
                Scenario::KillWorker => scenarios::kill_worker(&run).await,
                Scenario::Postgres => scenarios::postgres_restart(&run).await,
                Scenario::Nats => scenarios::nats_outage(&mut run).await,
                Scenario::Hold => scenarios::long_transaction(&run).await,
                Scenario::Fuzz => scenarios::fuzz(&run).await,
                Scenario::Timing => scenarios::sign_in_timing(&run).await,
            }
        })
        .await;
        match section {
            Ok(Ok(section)) => {
                if section.failed() {
                    failed.push(format!("{scenario:?}"));
                }
                section.markdown(&mut out);
            }
            Ok(Err(e)) => {
                failed.push(format!("{scenario:?}"));
                out.push_str(&format!("### {scenario:?}\n\nerror: {e:#}\n\n"));
            }
            Err(_) => {
                failed.push(format!("{scenario:?}"));
                out.push_str(&format!(
                    "### {scenario:?}\n\nstopped after {SCENARIO_BOUND:?}\n\n"
                ));
            }
        }
        eprintln!(
            "chaos: {scenario:?} done in {:.0} s",
            started.elapsed().as_secs_f64()
        );
    }
    print!("{out}");
    std::fs::write(&args.report, &out)?;
    eprintln!("chaos: report in {}", args.report.display());
    if !failed.is_empty() {
        eprintln!("chaos: failed: {}", failed.join(", "));
        // Stop the private PostgreSQL and NATS first: exit skips destructors.
        drop(run);
        std::process::exit(1);
    }
    Ok(())
}
