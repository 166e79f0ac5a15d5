//! The commands (README "CLI"). Each is a thin call into the library crates.

use std::collections::HashMap;

use anyhow::Context;
use clap::{Parser, Subcommand};
use staffhub_api::audit::Timeline;
use staffhub_api::identity::{Identity, NewEmployee};
use staffhub_api::locale::Locale;
use staffhub_api::{Config, app};
use staffhub_domain::members::role::ADMIN_ROLE_ID;
use staffhub_journal::{Journal, Metadata};
use staffhub_projections::worker::{self, WorkerConfig};

#[derive(Parser, Debug)]
#[command(
    name = "staffhub",
    version,
    about = "Staffhub: work management for the staff of one business"
)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Serve the api (and, unless --no-workers, run the projection workers) on STAFFHUB_ADDR.
    Serve {
        /// Run the api alone; projections run in `staffhub worker` processes elsewhere.
        #[arg(long)]
        no_workers: bool,
    },
    /// Run the projection workers only (each projection is leased to one worker at a time).
    Worker,
    /// Create the database if missing and apply pending migrations.
    Migrate,
    /// Print the GraphQL schema (SDL).
    Schema,
    /// Manage employees.
    User {
        #[command(subcommand)]
        command: UserCommand,
    },
    /// An entity's timeline, or its state at a moment or version (for auditors).
    History {
        /// The entity's global id (as the API shows it).
        id: String,
        /// Show the state as it was at this moment (RFC 3339, e.g. 2026-11-22T09:00:00Z).
        #[arg(long, conflicts_with = "version")]
        at: Option<chrono::DateTime<chrono::Utc>>,
        /// Show the state after this version.
        #[arg(long)]
        version: Option<i64>,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
        /// Language of labels and messages: en or ja.
        #[arg(long, default_value = "en")]
        locale: String,
    },
    /// History as JSON Lines for auditors (issue 35 §4): one entity's events (--id), or every
    /// event recorded in a period (--from, --to), one event a line with its labels.
    ExportHistory {
        /// The entity's global id (as the API shows it); without it, every entity.
        #[arg(long, conflicts_with_all = ["from", "to"])]
        id: Option<String>,
        /// From this moment on (RFC 3339, e.g. 2026-11-01T00:00:00Z).
        #[arg(long)]
        from: Option<chrono::DateTime<chrono::Utc>>,
        /// Before this moment.
        #[arg(long)]
        to: Option<chrono::DateTime<chrono::Utc>>,
        /// Language of labels: en or ja.
        #[arg(long, default_value = "en")]
        locale: String,
    },
    /// Add demo data: roles in both categories, twenty employees, tasks (idempotent).
    Seed {
        /// The demo organisation (the only seed there is).
        #[arg(long)]
        demo: bool,
    },
    /// Inspect read-model projections.
    Projections {
        #[command(subcommand)]
        command: ProjectionsCommand,
    },
}

#[derive(Subcommand, Debug)]
enum UserCommand {
    /// Create an employee with the Admin role (role id 1).
    CreateAdmin {
        #[arg(long)]
        email: String,
        #[arg(long, env = "STAFFHUB_ADMIN_PASSWORD", hide_env_values = true)]
        password: String,
        #[arg(long)]
        name: String,
        /// Succeed without changes when an employee with this email exists.
        #[arg(long)]
        if_not_exists: bool,
    },
}

#[derive(Subcommand, Debug)]
enum ProjectionsCommand {
    /// The projections this build runs, with the aggregate types and tables of each.
    List,
    /// Rebuild a projection's tables from the journal beside the live ones, then swap them in
    /// (the site stays up). Interrupted rebuilds resume where they stopped.
    Rebuild {
        /// The projection to rebuild (see `projections list`).
        #[arg(required_unless_present = "all", conflicts_with = "all")]
        name: Option<String>,
        /// Rebuild every projection, one after the other.
        #[arg(long)]
        all: bool,
        /// Discard an interrupted rebuild and start from the beginning of the journal.
        #[arg(long)]
        restart: bool,
    },
    /// Each projection's journal position and lag.
    Status {
        /// Print JSON instead of a table.
        #[arg(long)]
        json: bool,
    },
}

/// Human logs by default; JSON lines with STAFFHUB_LOG_FORMAT=json. RUST_LOG filters.
pub fn init_logging() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,sqlx=warn,async_nats=warn"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    if std::env::var("STAFFHUB_LOG_FORMAT").is_ok_and(|v| v == "json") {
        builder.json().init();
    } else {
        builder.init();
    }
}

pub async fn run(cli: Cli) -> anyhow::Result<()> {
    // sqlx, async-nats and lettre use ring; make it the process-wide rustls provider before
    // anything opens a TLS connection (dependency notes: two providers panic).
    let _ = rustls::crypto::ring::default_provider().install_default();
    let config = Config::from_env()?;
    match cli.command {
        Command::Serve { no_workers } => {
            app::migrate(&config.database_url).await?;
            let listener = app::bind(&config).await?;
            let server = app::start(&config, listener, !no_workers).await?;
            println!("staffhub is serving on http://{}", server.addr);
            server.run_until_signal().await?;
        }
        Command::Worker => {
            // Projections index documents' Japanese words (issue 33): say so now, not later.
            staffhub_projections::japanese::check().map_err(anyhow::Error::msg)?;
            let (pool, nats) = app::connect(&config).await?;
            let (stop, stopped) = tokio::sync::watch::channel(false);
            let worker_config = WorkerConfig {
                subject_prefix: config.nats_prefix.clone(),
                ..WorkerConfig::default()
            };
            let workers = worker::spawn_all(pool, Some(nats), worker_config, stopped);
            tracing::info!(
                projections = workers.len(),
                "workers running; Ctrl-C stops them"
            );
            tokio::signal::ctrl_c().await?;
            let _ = stop.send(true);
            for worker in workers {
                let _ = worker.await;
            }
        }
        Command::Migrate => {
            app::migrate(&config.database_url).await?;
            println!("database is migrated");
        }
        Command::Schema => print!("{}", staffhub_api::graphql::sdl()),
        Command::User {
            command:
                UserCommand::CreateAdmin {
                    email,
                    password,
                    name,
                    if_not_exists,
                },
        } => {
            app::migrate(&config.database_url).await?;
            let pool = app::connect_database(&config.database_url, 2).await?;
            let identity = Identity::new(pool.clone(), Journal::new(pool));
            let metadata = Metadata::system();
            if if_not_exists && identity.email_exists(&email).await.map_err(describe_en)? {
                println!("an employee with {email} exists already; nothing changed");
                return Ok(());
            }
            identity
                .ensure_builtin_roles(&metadata)
                .await
                .map_err(describe_en)?;
            let new = NewEmployee {
                name,
                email: email.clone(),
                password,
                role_ids: vec![ADMIN_ROLE_ID],
            };
            let (employee_id, _) = identity
                .register(new, &metadata)
                .await
                .map_err(describe_en)?;
            println!("created admin {email} (employee {employee_id})");
            // A fresh installation gets the default issue statuses and categories.
            let pool = app::connect_database(&config.database_url, 2).await?;
            if staffhub_api::seed::ensure_default_issue_lists(&pool)
                .await
                .map_err(describe_en)?
            {
                println!("added the default issue statuses and categories");
            }
        }
        Command::Seed { demo } => {
            if !demo {
                anyhow::bail!("say what to seed: `staffhub seed --demo`");
            }
            app::migrate(&config.database_url).await?;
            let pool = app::connect_database(&config.database_url, 4).await?;
            let report = staffhub_api::seed::seed_demo(&pool)
                .await
                .map_err(describe_en)?;
            println!(
                "demo data: {} roles, {} tags, {} employees, {} tasks, {} organizations, {} projects, {} questions, {} document categories, {} permission categories, {} documents, {} issues with {} comments, {} applications with {} pages and requirements, {} email templates, {} email jobs with {} deliveries, {} workflow templates, {} workflow instances added, {} tasks in the trash (password for demo employees: {})",
                report.roles_created,
                report.tags_created,
                report.employees_created,
                report.tasks_created,
                report.organizations_created,
                report.projects_created,
                report.questions_created,
                report.document_categories_created,
                report.permission_categories_created,
                report.documents_created,
                report.issues_created,
                report.issue_comments_created,
                report.applications_created,
                report.application_nodes_created,
                report.email_templates_created,
                report.email_jobs_created,
                report.email_deliveries_created,
                report.workflow_templates_created,
                report.workflow_instances_created,
                report.tasks_trashed,
                staffhub_api::seed::DEMO_PASSWORD
            );
        }
        Command::History {
            id,
            at,
            version,
            json,
            locale,
        } => {
            let locale = Locale::from_accept_language(&locale).unwrap_or_default();
            let pool = app::connect_database(&config.database_url, 2).await?;
            history(&pool, &id, at, version, json, locale).await?;
        }
        Command::ExportHistory {
            id,
            from,
            to,
            locale,
        } => {
            let locale = Locale::from_accept_language(&locale).unwrap_or_default();
            let pool = app::connect_database(&config.database_url, 2).await?;
            export_history(&pool, id.as_deref(), from, to, locale).await?;
        }
        Command::Projections {
            command: ProjectionsCommand::Rebuild { name, restart, .. },
        } => {
            // Resolve every name before touching the database: a typo fails at once, with
            // its code, and nothing is started.
            let projections = match name {
                Some(name) => vec![staffhub_projections::by_name(&name).ok_or_else(|| {
                    describe_en(staffhub_api::catalogue::Code::ProjectionNotFound.into())
                })?],
                None => staffhub_projections::all().to_vec(),
            };
            staffhub_projections::japanese::check().map_err(anyhow::Error::msg)?;
            let pool = app::connect_database(&config.database_url, 4).await?;
            for projection in projections {
                rebuild(&pool, projection, restart).await?;
            }
        }
        Command::Projections {
            command: ProjectionsCommand::List,
        } => {
            for projection in staffhub_projections::all() {
                println!(
                    "{:<12} reads {:<20} owns {}",
                    projection.name(),
                    projection.aggregate_types().join(","),
                    projection.tables().join(", ")
                );
            }
        }
        Command::Projections {
            command: ProjectionsCommand::Status { json },
        } => {
            let pool = app::connect_database(&config.database_url, 2).await?;
            let statuses = staffhub_projections::status_of_all(&pool)
                .await
                .context("reading projection status")?;
            if json {
                println!("{}", serde_json::to_string_pretty(&statuses)?);
            } else {
                println!(
                    "{:<12} {:>16} {:>14} {:>10} {:>10}  STATE",
                    "PROJECTION", "POSITION", "APPLIED", "LAG", "LAG (s)"
                );
                for s in statuses {
                    println!(
                        "{:<12} {:>16} {:>14} {:>10} {:>10.1}  {}",
                        s.name,
                        s.position.to_string(),
                        s.events_applied,
                        s.lag_events,
                        s.lag_seconds,
                        s.state
                    );
                }
            }
        }
    }
    Ok(())
}

/// A catalogue error as an operator reads it: message in their language, and the code.
fn describe(error: staffhub_api::error::ApiError, locale: Locale) -> anyhow::Error {
    match &error {
        staffhub_api::error::ApiError::Coded(code) => {
            anyhow::anyhow!("{} ({})", code.message(locale), code.code())
        }
        staffhub_api::error::ApiError::Stale { .. }
        | staffhub_api::error::ApiError::InUse { .. } => {
            let code = error.code();
            anyhow::anyhow!("{} ({})", code.message(locale), code.code())
        }
        staffhub_api::error::ApiError::Internal { .. } => anyhow::Error::new(error),
    }
}

fn describe_en(error: staffhub_api::error::ApiError) -> anyhow::Error {
    describe(error, Locale::En)
}

/// Names of the employees who acted in a timeline, from the directory read model.
async fn actor_names(
    pool: &sqlx::PgPool,
    timeline: &Timeline,
) -> anyhow::Result<HashMap<uuid::Uuid, String>> {
    let ids: Vec<uuid::Uuid> = timeline
        .events
        .iter()
        .filter_map(|e| e.metadata.actor_id)
        .collect();
    let reads = staffhub_api::read::pool::ReadPool::beside(pool);
    let rows = staffhub_api::read::members::by_ids(&reads, &ids)
        .await
        .context("reading actor names")?;
    Ok(rows
        .into_iter()
        .map(|row| (row.employee_id, row.name))
        .collect())
}

/// `staffhub export-history`: JSON Lines on stdout, written a page at a time, so a long period
/// is never held whole (the same lines as `GET /export/history.jsonl`).
async fn export_history(
    pool: &sqlx::PgPool,
    id: Option<&str>,
    from: Option<chrono::DateTime<chrono::Utc>>,
    to: Option<chrono::DateTime<chrono::Utc>>,
    locale: Locale,
) -> anyhow::Result<()> {
    use std::io::Write;
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    if let Some(id) = id {
        let lines = staffhub_api::export::history::entity_lines(pool, id, locale)
            .await
            .map_err(|e| describe(e, locale))?;
        for line in lines {
            writeln!(out, "{line}")?;
        }
        return Ok(out.flush()?);
    }
    let mut after = 0;
    loop {
        let (lines, next) =
            staffhub_api::export::history::period_page(pool, from, to, after, locale)
                .await
                .map_err(|e| describe(e, locale))?;
        for line in lines {
            writeln!(out, "{line}")?;
        }
        match next {
            Some(next) => after = next,
            None => break,
        }
    }
    Ok(out.flush()?)
}

/// `staffhub history`: the timeline, or the state at a moment or version.
async fn history(
    pool: &sqlx::PgPool,
    id: &str,
    at: Option<chrono::DateTime<chrono::Utc>>,
    version: Option<i64>,
    json: bool,
    locale: Locale,
) -> anyhow::Result<()> {
    let timeline = staffhub_api::graphql::areas::timeline(pool, id)
        .await
        .map_err(|e| describe(e, locale))?;
    if at.is_some() || version.is_some() {
        let snapshot = timeline
            .snapshot(at, version)
            .map_err(|e| describe(e, locale))?;
        if json {
            let out = serde_json::json!({
                "version": snapshot.version,
                "recordedAt": snapshot.recorded_at,
                "state": snapshot.state,
            });
            println!("{}", serde_json::to_string_pretty(&out)?);
        } else {
            // Issue 37 §2: labelled fields with names and labels, as the browser shows them.
            let mut refs = Vec::new();
            timeline.history.references_in(&snapshot.state, &mut refs);
            let names = staffhub_api::audit::names(pool, refs, locale)
                .await
                .map_err(|e| describe(e, locale))?;
            println!(
                "{} · {} {} ({})",
                heading(&timeline, locale),
                locale.pick(("version", "バージョン")),
                snapshot.version,
                snapshot.recorded_at.format("%Y-%m-%d %H:%M:%S UTC")
            );
            for (field, text) in timeline.history.read(&snapshot.state, locale, &names) {
                print_block(&format!("  {}: ", field.label(locale)), &text);
            }
        }
        return Ok(());
    }
    let entries = timeline.entries(0, usize::MAX);
    if json {
        let out: Vec<_> = entries
            .iter()
            .map(|e| {
                serde_json::json!({
                    "sequence": e.event.sequence,
                    "eventType": e.event.event_type,
                    "label": timeline.history.label(&e.event.event_type, locale),
                    "recordedAt": e.event.recorded_at,
                    "actorId": e.event.metadata.actor_id,
                    "correlationId": e.event.metadata.correlation_id,
                    "payload": e.event.payload,
                    "changes": e.changes.iter()
                        .map(|c| serde_json::json!({ "field": c.field, "old": c.old, "new": c.new }))
                        .collect::<Vec<_>>(),
                })
            })
            .collect();
        println!("{}", serde_json::to_string_pretty(&out)?);
        return Ok(());
    }
    let actors = actor_names(pool, &timeline).await?;
    // Issue 37 §2: every field labelled, references by name, enums by label, lists item by
    // item, in the chosen language (the same texts the browser shows).
    let mut refs = Vec::new();
    for entry in &entries {
        for change in &entry.changes {
            for value in [&change.old, &change.new] {
                let state = serde_json::json!({ change.field.as_str(): value });
                timeline.history.references_in(&state, &mut refs);
            }
        }
        timeline
            .history
            .fact_references(&entry.event.payload, &mut refs);
    }
    let names = staffhub_api::audit::names(pool, refs, locale)
        .await
        .map_err(|e| describe(e, locale))?;
    let none = locale.pick(("(none)", "（なし）"));
    println!("{}", heading(&timeline, locale));
    for entry in entries {
        let actor = entry
            .event
            .metadata
            .actor_id
            .and_then(|id| actors.get(&id).cloned())
            .unwrap_or_else(|| locale.pick(("System", "システム")).to_owned());
        println!(
            "#{:<4} {}  {:<20} {}  [correlation {}]",
            entry.event.sequence,
            entry.event.recorded_at.format("%Y-%m-%d %H:%M:%S%.3f UTC"),
            actor,
            timeline.history.label(&entry.event.event_type, locale),
            entry.event.metadata.correlation_id
        );
        for fact in timeline
            .history
            .facts_of(&entry.event.payload, locale, &names)
        {
            print_block(
                &format!("        {}: ", fact.label),
                fact.new.as_deref().unwrap_or(none),
            );
        }
        for change in &entry.changes {
            let described = timeline.history.describe(change, locale, &names);
            if described.hidden {
                continue;
            }
            if described.items.is_empty() {
                println!(
                    "        {}: {} → {}",
                    described.label,
                    one_line(described.old.as_deref().unwrap_or(none)),
                    one_line(described.new.as_deref().unwrap_or(none))
                );
            } else {
                for line in described.items {
                    println!(
                        "        {}: {} → {}",
                        line.label,
                        one_line(line.old.as_deref().unwrap_or(none)),
                        one_line(line.new.as_deref().unwrap_or(none))
                    );
                }
            }
        }
    }
    Ok(())
}

/// "Issue 'Printer jams' (Issue 3f2…)": the entity by its name, its id kept for operators.
fn heading(timeline: &Timeline, locale: Locale) -> String {
    let name = timeline
        .states
        .last()
        .and_then(|state| timeline.history.title_of(state, locale));
    match name {
        Some(name) => format!("{} '{name}' ({})", timeline.type_name, timeline.entity_id),
        None => format!("{} {}", timeline.type_name, timeline.entity_id),
    }
}

/// A long or multi-line text on one line of a change, shortened.
fn one_line(text: &str) -> String {
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if flat.chars().count() > 80 {
        format!("{}…", flat.chars().take(79).collect::<String>())
    } else {
        flat
    }
}

/// A labelled value, its further lines indented under the first.
fn print_block(label: &str, text: &str) {
    let indent = " ".repeat(label.chars().count());
    for (i, line) in text.lines().enumerate() {
        if i == 0 {
            println!("{label}{line}");
        } else {
            println!("{indent}{line}");
        }
    }
}

/// `staffhub projections rebuild`: catch up in the shadow tables with a progress bar, then swap.
async fn rebuild(
    pool: &sqlx::PgPool,
    projection: std::sync::Arc<dyn staffhub_projections::Projection>,
    restart: bool,
) -> anyhow::Result<()> {
    use staffhub_projections::rebuild::Rebuild;
    let name = projection.name();
    let (mut rebuild, resumed) = Rebuild::prepare(
        pool.clone(),
        projection,
        staffhub_projections::rebuild::DEFAULT_BATCH,
        restart,
    )
    .await?;
    let total = rebuild.remaining().await?;
    if resumed {
        println!("{name}: resuming an interrupted rebuild ({total} events to go)");
    } else {
        println!("{name}: rebuilding from {total} events");
    }
    let bar = indicatif::ProgressBar::new(total.max(0) as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template(
            "{prefix} [{bar:40}] {pos}/{len} events  {per_sec}  ETA {eta}",
        )?
        .progress_chars("=> "),
    );
    bar.set_prefix(name.to_owned());
    loop {
        loop {
            let consumed = rebuild.run_batch().await?;
            if consumed == 0 {
                break;
            }
            if bar.position() + consumed as u64 > bar.length().unwrap_or(0) {
                bar.set_length(bar.position() + consumed as u64);
            }
            bar.inc(consumed as u64);
        }
        match rebuild.swap().await? {
            Ok(()) => break,
            // Many events arrived meanwhile: catch up again, then retry the swap.
            Err(again) => rebuild = again,
        }
    }
    bar.finish();
    println!("{name}: rebuilt and swapped in");
    Ok(())
}
