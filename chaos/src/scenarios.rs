//! The fault scenarios of issue 19, each on a fresh database of the run's private cluster,
//! each ending with the same checks (`check`), each reported as figures (`report`).

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use anyhow::{Context, Result};
use rand::{Rng, SeedableRng};
use serde_json::{Value, json};
use sqlx::PgPool;
use sqlx::postgres::PgPoolOptions;

use crate::check;
use crate::cluster::{Nats, Node, Postgres, Role, prepare_database, projections_status};
use crate::live::Subscriber;
use crate::load::{self, Outcomes, Progress};
use crate::report::Section;

const ADMIN_EMAIL: &str = "chaos-admin@staffhub.test";
const ADMIN_PASSWORD: &str = "chaos password, long enough";

/// Sizes and bounds of a run (`staffhub-chaos --help`).
#[derive(Debug, Clone)]
pub struct Plan {
    pub commands: usize,
    pub clients: usize,
    pub kills: usize,
    pub nats_outage: Duration,
    pub hold: Duration,
    pub fuzz_requests: usize,
    pub timing_samples: usize,
    pub seed: u64,
}

/// What every scenario shares: the binary, the private cluster and NATS, where logs go.
pub struct Run {
    pub bin: PathBuf,
    pub pg: Postgres,
    pub nats: Nats,
    pub log_dir: PathBuf,
    pub plan: Plan,
}

/// A fresh database with its admin, a pool on it, and the admin's token once a node serves.
struct Site {
    label: String,
    database_url: String,
    pool: PgPool,
}

impl Run {
    async fn site(&self, label: &str) -> Result<Site> {
        let name = format!("chaos_{label}_{}", uuid::Uuid::new_v4().simple());
        let admin = PgPoolOptions::new()
            .max_connections(1)
            .connect(&self.pg.url("postgres"))
            .await?;
        sqlx::query(&format!("CREATE DATABASE \"{name}\""))
            .execute(&admin)
            .await?;
        admin.close().await;
        let database_url =
            prepare_database(&self.bin, &self.pg, &name, ADMIN_EMAIL, ADMIN_PASSWORD)?;
        let pool = PgPoolOptions::new()
            .max_connections(4)
            .acquire_timeout(Duration::from_secs(30))
            .connect(&database_url)
            .await?;
        Ok(Site {
            label: label.to_owned(),
            database_url,
            pool,
        })
    }

    async fn node(&self, site: &Site, role: Role, extra: &[(&str, &str)]) -> Result<Node> {
        Node::start(
            &self.bin,
            role,
            &site.database_url,
            &self.nats.url(),
            &format!("chaos{}", site.label.replace('-', "")),
            &self.log_dir,
            extra,
        )
        .await
    }

    /// The checks every scenario ends with; adds their rows to `section`.
    async fn settle(&self, site: &Site, outcomes: &Outcomes, section: &mut Section) -> Result<()> {
        let caught_up = check::caught_up(&site.pool, Duration::from_secs(180)).await?;
        section.figure(
            "caught up after the load",
            format!("{:.1} s", caught_up.as_secs_f64()),
        );
        let tally = check::tally(&site.pool, &site.label, outcomes).await?;
        section.figure("commands acknowledged", tally.acknowledged.to_string());
        section.must("acknowledged commands lost", tally.lost, 0);
        section.must("commands written twice", tally.duplicated, 0);
        section.figure(
            "in doubt (connection cut before the answer), of which written",
            format!("{}, {}", outcomes.in_doubt.len(), tally.in_doubt_written),
        );
        section.figure(
            "refused with 104 (database unavailable), of which written",
            format!(
                "{}, {}",
                outcomes.unavailable.len(),
                tally.unavailable_written
            ),
        );
        section.figure("refused with a code", coded(outcomes));
        section.must(
            "answers without a catalogue code",
            outcomes.uncoded.len(),
            0,
        );
        for sample in outcomes.uncoded.iter().take(3) {
            section.note(format!("uncoded: {sample}"));
        }
        section.must("requests that hung past 20 s", outcomes.hung, 0);
        let twice = check::applied_twice(&site.pool).await?;
        section.must("projections that applied an event twice", twice.len(), 0);
        for line in twice {
            section.note(line);
        }
        let differs = check::differs_from_replay(&site.pool, &self.bin, &site.database_url).await?;
        section.must("read-model tables unlike a fresh replay", differs.len(), 0);
        for line in differs {
            section.note(line);
        }
        Ok(())
    }
}

fn coded(outcomes: &Outcomes) -> String {
    if outcomes.coded.is_empty() {
        return "0".into();
    }
    outcomes
        .coded
        .iter()
        .map(|(code, n)| format!("{n} × {code}"))
        .collect::<Vec<_>>()
        .join(", ")
}

async fn token(node: &Node) -> Result<String> {
    load::sign_in(&node.url(), ADMIN_EMAIL, ADMIN_PASSWORD).await
}

fn start_load(
    node: &Node,
    token: &str,
    label: &str,
    commands: usize,
    clients: usize,
    pause: Duration,
) -> (Arc<Progress>, tokio::task::JoinHandle<Outcomes>) {
    let progress = Arc::new(Progress::default());
    let handle = tokio::spawn(load::run(
        node.url(),
        token.to_owned(),
        label.to_owned(),
        commands,
        clients,
        pause,
        progress.clone(),
    ));
    (progress, handle)
}

async fn wait_sent(progress: &Progress, at_least: usize) {
    while progress.sent.load(Ordering::SeqCst) < at_least {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

/// kill -9 of `staffhub serve` (api and workers in one process) at random moments of a load,
/// restarting it each time.
pub async fn kill_server(run: &Run) -> Result<Section> {
    let plan = &run.plan;
    let mut section = Section::new(
        "kill -9 of the server under load",
        format!(
            "{} createTask commands from {} clients; `staffhub serve` killed with SIGKILL {} times at random moments and started again on the same port; a WebSocket subscriber on `tasksChanged` reconnects and re-fetches the list as the browser does.",
            plan.commands, plan.clients, plan.kills
        ),
    );
    let site = run.site("kill").await?;
    let mut node = run.node(&site, Role::Serve, &[]).await?;
    let token = token(&node).await?;
    let subscriber = Subscriber::start(&node.url(), &token).await;
    let (progress, load) = start_load(
        &node,
        &token,
        &site.label,
        plan.commands,
        plan.clients,
        Duration::ZERO,
    );
    let mut rng = rand::rngs::StdRng::seed_from_u64(plan.seed);
    let mut points: Vec<usize> = (0..plan.kills)
        .map(|_| rng.random_range(plan.commands * 15 / 100..plan.commands * 85 / 100))
        .collect();
    points.sort_unstable();
    let mut recoveries = Vec::new();
    for point in points {
        wait_sent(&progress, point).await;
        node.kill9().await;
        recoveries.push(node.start_again().await?);
    }
    let outcomes = load.await.context("the load")?;
    section.figure(
        "time from kill to serving again",
        recoveries
            .iter()
            .map(|d| format!("{:.2} s", d.as_secs_f64()))
            .collect::<Vec<_>>()
            .join(", "),
    );
    section.figure(
        "connections refused while down (retried)",
        outcomes.refused_connections.to_string(),
    );
    run.settle(&site, &outcomes, &mut section).await?;
    // The subscriber's last events arrive after the projections caught up.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let (seen, reconnects) = subscriber.stop().await;
    section.figure("subscriber reconnects", reconnects.to_string());
    section.figure(
        "tasks the subscriber saw (events, re-fetched rows)",
        format!("{}, {}", seen.from_events, seen.from_refetch),
    );
    let missed = outcomes
        .acknowledged
        .iter()
        .filter(|t| !seen.titles.contains(*t))
        .count();
    section.must("acknowledged tasks the subscriber never saw", missed, 0);
    node.kill9().await;
    Ok(section)
}

/// kill -9 of a worker-only process while an api-only node serves; a standby worker takes
/// the leases over.
pub async fn kill_worker(run: &Run) -> Result<Section> {
    let plan = &run.plan;
    let commands = plan.commands.min(4000);
    let mut section = Section::new(
        "kill -9 of a worker-only process",
        format!(
            "An api-only node (`serve --no-workers`) takes {commands} commands from {} clients; worker A holds every projection's lease, worker B stands by; A is killed with SIGKILL at 30 % of the load.",
            plan.clients / 2
        ),
    );
    let site = run.site("worker").await?;
    let api = run.node(&site, Role::Api, &[]).await?;
    let mut worker_a = run.node(&site, Role::Worker, &[]).await?;
    // A takes every lease before B exists.
    check::caught_up(&site.pool, Duration::from_secs(30)).await?;
    tokio::time::sleep(Duration::from_secs(1)).await;
    let mut worker_b = run.node(&site, Role::Worker, &[]).await?;
    let token = token(&api).await?;
    let (progress, load) = start_load(
        &api,
        &token,
        &site.label,
        commands,
        (plan.clients / 2).max(1),
        Duration::from_millis(5),
    );
    wait_sent(&progress, commands * 3 / 10).await;
    let applied = |pool: PgPool| async move {
        sqlx::query_scalar::<_, i64>(
            "SELECT events_applied FROM projection_checkpoints WHERE projection_name = 'tasks'",
        )
        .fetch_one(&pool)
        .await
    };
    let killed = Instant::now();
    worker_a.kill9().await;
    // A is dead (kill9 waited for it); its open batch, if any, rolled back with its
    // connection. Taken over: the tasks projection applies again (the load keeps writing).
    let base = applied(site.pool.clone()).await?;
    let takeover = loop {
        if applied(site.pool.clone()).await? > base {
            break killed.elapsed();
        }
        if killed.elapsed() > Duration::from_secs(30) {
            anyhow::bail!("no worker took the lease over within 30 s");
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    let outcomes = load.await.context("the load")?;
    section.figure(
        "lease taken over by worker B after",
        format!("{:.2} s", takeover.as_secs_f64()),
    );
    section.holds(
        "lease taken over within 3 s (the stated bound: the standby retries every 1 s)",
        takeover <= Duration::from_secs(3),
        format!("{:.2} s", takeover.as_secs_f64()),
    );
    let (n, p50, p99, max) =
        outcomes.percentiles(killed, killed + takeover + Duration::from_secs(1));
    section.figure(
        "mutations answered around the takeover (n, p50, p99, max)",
        format!("{n}, {p50:.0} ms, {p99:.0} ms, {max:.0} ms"),
    );
    run.settle(&site, &outcomes, &mut section).await?;
    worker_b.kill9().await;
    drop(api);
    Ok(section)
}

/// PostgreSQL stopped (fast shutdown: every session terminated) for a few seconds under load,
/// then started again; the server is not restarted.
pub async fn postgres_restart(run: &Run) -> Result<Section> {
    let plan = &run.plan;
    let commands = plan.commands.min(4000);
    let down_for = Duration::from_secs(5);
    let mut section = Section::new(
        "PostgreSQL restarted under load",
        format!(
            "{commands} commands from {} clients; at 30 % PostgreSQL is stopped (`pg_ctl stop -m fast`) for {} s and started again. The server keeps running.",
            plan.clients,
            down_for.as_secs()
        ),
    );
    let site = run.site("pg").await?;
    let node = run.node(&site, Role::Serve, &[]).await?;
    let pid = node.pid();
    let token = token(&node).await?;
    let (progress, load) = start_load(
        &node,
        &token,
        &site.label,
        commands,
        plan.clients,
        Duration::from_millis(10),
    );
    wait_sent(&progress, commands * 3 / 10).await;
    let readiness = tokio::spawn(watch_readiness(node.url(), down_for * 6));
    let stopped = Instant::now();
    run.pg.stop()?;
    tokio::time::sleep(down_for).await;
    run.pg.start_again()?;
    let back = Instant::now();
    let outcomes = load.await.context("the load")?;
    let samples = readiness.await?;
    let during: Vec<u16> = samples
        .iter()
        .filter(|(at, _)| *at >= stopped && *at < back)
        .map(|(_, status)| *status)
        .collect();
    let not_ready = during.iter().filter(|s| **s == 503).count();
    let no_answer = during.iter().filter(|s| **s == 0).count();
    section.holds(
        "`/readyz` answered 503 not ready while PostgreSQL was down (2 s bound per probe)",
        not_ready > 0 && no_answer == 0,
        format!(
            "{not_ready} of {} probes 503, {no_answer} unanswered",
            during.len()
        ),
    );
    let ready_again = samples
        .iter()
        .filter(|(at, status)| *at >= back && *status == 200)
        .map(|(at, _)| at.duration_since(back))
        .next();
    section.figure(
        "ready again after PostgreSQL was back",
        ready_again.map_or("not within the watch".into(), |d| {
            format!("{:.2} s", d.as_secs_f64())
        }),
    );
    let (n, p50, p99, max) = outcomes.percentiles(stopped, back + Duration::from_secs(5));
    section.figure(
        "answers during the outage and 5 s after (n, p50, p99, max)",
        format!("{n}, {p50:.0} ms, {p99:.0} ms, {max:.0} ms"),
    );
    // Recovered without a restart: the same process acknowledges a fresh load.
    let label = format!("{}-after", site.label);
    let (_, after) = start_load(&node, &token, &label, 200, 8, Duration::ZERO);
    let after = after.await?;
    section.must(
        "commands refused after recovery (of 200)",
        200 - after.acknowledged.len(),
        0,
    );
    section.holds(
        "the same server process throughout",
        node.pid() == pid,
        format!("{pid:?}"),
    );
    run.settle(&site, &outcomes, &mut section).await?;
    Ok(section)
}

/// `/readyz` every 100 ms for `span`: (when, status or 0 when no answer).
async fn watch_readiness(url: String, span: Duration) -> Vec<(Instant, u16)> {
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(2))
        .build()
        .expect("an HTTP client");
    let until = Instant::now() + span;
    let mut samples = Vec::new();
    while Instant::now() < until {
        let status = http
            .get(format!("{url}/readyz"))
            .send()
            .await
            .map_or(0, |r| r.status().as_u16());
        samples.push((Instant::now(), status));
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    samples
}

/// NATS stopped under load: an api-only node and a worker node, which talk only through
/// PostgreSQL and NATS, so read-your-writes must fall back to the checkpoint table.
pub async fn nats_outage(run: &mut Run) -> Result<Section> {
    let plan = run.plan.clone();
    let mut section = Section::new(
        "NATS stopped under load",
        format!(
            "An api-only node and a worker node; 8 clients create tasks throughout; NATS is killed for {} s and started again on the same port. A WebSocket subscriber listens on `tasksChanged`.",
            plan.nats_outage.as_secs()
        ),
    );
    let site = run.site("nats").await?;
    let api = run.node(&site, Role::Api, &[]).await?;
    let worker = run.node(&site, Role::Worker, &[]).await?;
    // Signing in reads the admin from the directory, which the worker projects.
    check::caught_up(&site.pool, Duration::from_secs(30)).await?;
    let token = token(&api).await?;
    let subscriber = Subscriber::start(&api.url(), &token).await;
    let (progress, load) = start_load(
        &api,
        &token,
        &site.label,
        usize::MAX,
        8,
        Duration::from_millis(50),
    );
    tokio::time::sleep(Duration::from_secs(3)).await;
    let stopped = Instant::now();
    run.nats.stop();
    tokio::time::sleep(plan.nats_outage).await;
    run.nats.start_again()?;
    let back = Instant::now();
    // Resumed: a task created now reaches the subscriber.
    let mut probes = 0;
    let resumed = loop {
        probes += 1;
        let probe = format!("{}-probe{probes}", site.label);
        let (_, one) = start_load(&api, &token, &probe, 1, 1, Duration::ZERO);
        let one = one.await?;
        let deadline = Instant::now() + Duration::from_secs(2);
        let mut arrived = false;
        while Instant::now() < deadline && !arrived {
            let seen = subscriber.seen.lock().await;
            arrived = one.acknowledged.iter().all(|t| seen.titles.contains(t));
            drop(seen);
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        if arrived && !one.acknowledged.is_empty() {
            break Some(back.elapsed());
        }
        if back.elapsed() > Duration::from_secs(60) {
            break None;
        }
    };
    tokio::time::sleep(Duration::from_secs(3)).await;
    progress.stop.store(true, Ordering::SeqCst);
    let outcomes = load.await?;
    let (n, p50, p99, max) = outcomes.percentiles(stopped, back);
    section.figure(
        "mutations answered during the outage (n, p50, p99, max)",
        format!("{n}, {p50:.0} ms, {p99:.0} ms, {max:.0} ms"),
    );
    let (n_before, ..) = outcomes.percentiles(stopped - Duration::from_secs(3), stopped);
    section.figure(
        "mutations answered in the 3 s before it",
        n_before.to_string(),
    );
    section.holds("mutations answered during the outage", n > 0, n.to_string());
    section.figure(
        "live events resumed after NATS was back",
        resumed.map_or("no".into(), |d| format!("{:.2} s", d.as_secs_f64())),
    );
    section.holds(
        "subscriptions resumed within 60 s",
        resumed.is_some(),
        String::new(),
    );
    run.settle(&site, &outcomes, &mut section).await?;
    let (seen, reconnects) = subscriber.stop().await;
    let missed = outcomes
        .acknowledged
        .iter()
        .filter(|t| !seen.titles.contains(*t))
        .count();
    section.figure(
        "subscriber reconnects (the server closes sockets with 1012 when NATS is back)",
        reconnects.to_string(),
    );
    section.must(
        "acknowledged tasks the subscriber never saw, by event or re-fetch",
        missed,
        0,
    );
    drop((api, worker));
    Ok(section)
}

/// A write transaction held open elsewhere in the cluster: the journal's readers stop at its
/// snapshot horizon, so projections stall; mutations answer from the write side within the
/// read-your-writes timeout; nothing is skipped when it ends.
pub async fn long_transaction(run: &Run) -> Result<Section> {
    let plan = &run.plan;
    let ryw = Duration::from_millis(2000);
    let mut section = Section::new(
        "a write transaction held open",
        format!(
            "A transaction in another database of the cluster inserts a row and stays open {} s while 8 clients create tasks; STAFFHUB_RYW_TIMEOUT_MS={}.",
            plan.hold.as_secs(),
            ryw.as_millis()
        ),
    );
    let site = run.site("hold").await?;
    let ryw_ms = ryw.as_millis().to_string();
    let node = run
        .node(&site, Role::Serve, &[("STAFFHUB_RYW_TIMEOUT_MS", &ryw_ms)])
        .await?;
    let token = token(&node).await?;
    let other = PgPoolOptions::new()
        .max_connections(1)
        .connect(&run.pg.url("postgres"))
        .await?;
    sqlx::query("CREATE TABLE IF NOT EXISTS chaos_hold (at timestamptz)")
        .execute(&other)
        .await?;
    let mut holder = other.begin().await?;
    sqlx::query("INSERT INTO chaos_hold VALUES (now())")
        .execute(&mut *holder)
        .await?;
    let held = Instant::now();
    let (progress, load) = start_load(
        &node,
        &token,
        &site.label,
        usize::MAX,
        8,
        Duration::from_millis(20),
    );
    // Mid-hold: what an operator sees.
    tokio::time::sleep(plan.hold / 2).await;
    let metrics = reqwest::get(format!("{}/metrics", node.url()))
        .await?
        .text()
        .await?;
    let lag_metric = metrics
        .lines()
        .find(|l| l.starts_with("staffhub_projection_lag_seconds") && l.contains("\"tasks\""))
        .unwrap_or("(no line)")
        .to_owned();
    let status = projections_status(&run.bin, &site.database_url)?;
    let cli_lag = status
        .as_array()
        .and_then(|all| all.iter().find(|s| s["name"] == "tasks"))
        .map_or(
            Value::Null,
            |s| json!({ "lag_events": s["lag_events"], "lag_seconds": s["lag_seconds"] }),
        );
    section.figure("`/metrics` mid-hold", format!("`{lag_metric}`"));
    section.figure("`projections status` mid-hold (tasks)", cli_lag.to_string());
    let lag_shown = cli_lag["lag_events"].as_i64().unwrap_or(0) > 0;
    section.holds(
        "lag shown by `projections status` mid-hold",
        lag_shown,
        String::new(),
    );
    tokio::time::sleep(plan.hold.saturating_sub(held.elapsed())).await;
    progress.stop.store(true, Ordering::SeqCst);
    let outcomes = load.await?;
    holder.commit().await?;
    let released = Instant::now();
    let (n, p50, p99, max) = outcomes.percentiles(held, released);
    section.figure(
        "mutations answered during the hold (n, p50, p99, max)",
        format!("{n}, {p50:.0} ms, {p99:.0} ms, {max:.0} ms"),
    );
    section.must(
        "mutations slower than the timeout + 1 s",
        outcomes
            .latencies
            .iter()
            .filter(|(_, ms)| *ms > (ryw.as_millis() + 1000) as f64)
            .count(),
        0,
    );
    run.settle(&site, &outcomes, &mut section).await?;
    other.close().await;
    Ok(section)
}

/// The introspection-driven fuzzer (tests/src/fuzz.rs), long.
pub async fn fuzz(run: &Run) -> Result<Section> {
    let plan = &run.plan;
    let mut section = Section::new(
        "introspection-driven fuzzer",
        format!(
            "{} generated requests over every query, mutation and subscription (seed {}), 8 at a time.",
            plan.fuzz_requests, plan.seed
        ),
    );
    let site = run.site("fuzz").await?;
    let node = run.node(&site, Role::Serve, &[]).await?;
    let token = token(&node).await?;
    let started = Instant::now();
    let report = staffhub_tests::fuzz::run(&staffhub_tests::fuzz::FuzzConfig {
        http_url: node.url(),
        ws_url: format!("ws://{}/graphql", node.addr),
        token,
        requests: plan.fuzz_requests,
        seed: plan.seed,
        concurrency: 8,
    })
    .await?;
    section.figure("requests tried", report.tried.to_string());
    section.figure("root fields called", report.by_operation.to_string());
    section.figure("took", format!("{:.0} s", started.elapsed().as_secs_f64()));
    section.must("5xx answers", report.server_errors_5xx, 0);
    section.must("errors without a catalogue code", report.uncoded, 0);
    section.must(
        "100 unknown errors (no input should cause one)",
        report.internal_errors,
        0,
    );
    section.figure(
        "answers with data and no error",
        report.accepted.to_string(),
    );
    section.must("malformed answers", report.malformed, 0);
    section.must(
        "transport failures (server down, hangs)",
        report.transport_failures,
        0,
    );
    for sample in report.samples.iter().take(10) {
        section.note(sample.clone());
    }
    let alive = reqwest::get(format!("{}/healthz", node.url()))
        .await
        .is_ok_and(|r| r.status().is_success());
    section.holds("server up after the run", alive, String::new());
    Ok(section)
}

/// Sign-in timing: a wrong password for a real account against an unknown email.
pub async fn sign_in_timing(run: &Run) -> Result<Section> {
    let samples = run.plan.timing_samples;
    let mut section = Section::new(
        "sign-in timing: unknown email against wrong password",
        format!(
            "{samples} sign-ins of each kind, interleaved, each the first for its email (as a probe is): an unknown email, or a wrong password for one of {samples} real employees."
        ),
    );
    let site = run.site("timing").await?;
    let node = run.node(&site, Role::Serve, &[]).await?;
    let token = token(&node).await?;
    let http = reqwest::Client::new();
    let accounts = samples;
    for i in 0..accounts {
        let answer: Value = http
            .post(format!("{}/graphql", node.url()))
            .header("access-token", &token)
            .json(&json!({
                "query": "mutation($input: CreateEmployeeInput!) { createEmployee(input: $input) { employee { id } } }",
                "variables": { "input": { "name": format!("Timing {i}"), "email": format!("timing{i}@staffhub.test"), "password": "the right password", "roleIds": [] } }
            }))
            .send()
            .await?
            .json()
            .await?;
        anyhow::ensure!(
            answer.get("errors").is_none(),
            "creating an employee: {answer}"
        );
    }
    let attempt = |email: String| {
        let http = http.clone();
        let url = node.url();
        async move {
            let started = Instant::now();
            let answer: Value = http
                .post(format!("{url}/graphql"))
                .json(&json!({
                    "query": "mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }",
                    "variables": { "input": { "email": email, "password": "not the password" } }
                }))
                .send()
                .await?
                .json()
                .await?;
            let ms = started.elapsed().as_secs_f64() * 1000.0;
            let message = answer
                .pointer("/errors/0/message")
                .cloned()
                .unwrap_or(Value::Null);
            anyhow::Ok((ms, message))
        }
    };
    let (mut unknown, mut wrong) = (Vec::new(), Vec::new());
    let mut messages = std::collections::BTreeSet::new();
    // Which of a pair goes first is a coin toss, so neither kind always follows the other.
    let mut coin = rand::rngs::StdRng::seed_from_u64(run.plan.seed ^ 0x5157);
    for i in 0..samples {
        let unknown_first = coin.random_bool(0.5);
        for unknown_turn in [unknown_first, !unknown_first] {
            let email = if unknown_turn {
                format!("nobody{i}@staffhub.test")
            } else {
                format!("timing{i}@staffhub.test")
            };
            let (ms, message) = attempt(email).await?;
            if unknown_turn {
                unknown.push(ms);
            } else {
                wrong.push(ms);
            }
            messages.insert(message.to_string());
        }
    }
    let median = |v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    let (mu, mw) = (median(&mut unknown.clone()), median(&mut wrong.clone()));
    let p = permutation_p(&unknown, &wrong, 2000, run.plan.seed);
    section.figure("median, unknown email", format!("{mu:.1} ms"));
    section.figure("median, wrong password", format!("{mw:.1} ms"));
    section.figure(
        "difference of medians, two-sided permutation p",
        format!("{:.1} ms, p = {p:.3}", mw - mu),
    );
    section.must(
        "distinct messages for the two (must be one)",
        messages.len().saturating_sub(1),
        0,
    );
    section.holds(
        "timings not told apart (p ≥ 0.01)",
        p >= 0.01,
        format!("p = {p:.3}"),
    );
    Ok(section)
}

/// Two-sided permutation test on the difference of medians.
fn permutation_p(a: &[f64], b: &[f64], rounds: usize, seed: u64) -> f64 {
    let median = |v: &[f64]| {
        let mut v = v.to_vec();
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    let observed = (median(a) - median(b)).abs();
    let mut pooled: Vec<f64> = a.iter().chain(b).copied().collect();
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let mut extreme = 0;
    for _ in 0..rounds {
        for i in (1..pooled.len()).rev() {
            pooled.swap(i, rng.random_range(0..=i));
        }
        let (x, y) = pooled.split_at(a.len());
        if (median(x) - median(y)).abs() >= observed {
            extreme += 1;
        }
    }
    (extreme + 1) as f64 / (rounds + 1) as f64
}

#[cfg(test)]
mod tests {
    use super::permutation_p;

    #[test]
    fn the_permutation_test_tells_shifted_samples_apart_and_not_equal_ones() {
        let a: Vec<f64> = (0..100).map(|i| 100.0 + f64::from(i % 10)).collect();
        let shifted: Vec<f64> = a.iter().map(|x| x + 20.0).collect();
        assert!(permutation_p(&a, &shifted, 500, 1) < 0.01);
        let same: Vec<f64> = (0..100).map(|i| 100.0 + f64::from((i + 3) % 10)).collect();
        assert!(permutation_p(&a, &same, 500, 1) > 0.05);
    }
}
