//! Starting the server: connect to PostgreSQL and NATS (with errors that say what to do),
//! migrate, build the state, serve, and optionally run the projection workers in-process.

use std::net::SocketAddr;
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{PgPool, Postgres, migrate::MigrateDatabase};
use staffhub_projections::worker::{self, WorkerConfig};
use tokio::net::TcpListener;
use tokio::sync::watch;
use tokio::task::JoinHandle;

use crate::config::{Config, redact_url};
use crate::files::Files;
use crate::graphql::build_schema;
use crate::hub::Hub;
use crate::state::AppState;

#[derive(Debug, thiserror::Error)]
pub enum StartupError {
    #[error(
        "cannot connect to PostgreSQL at {url}: {source}\n  Is it running? `make services` starts a local one; or point DATABASE_URL at yours."
    )]
    Database { url: String, source: sqlx::Error },
    #[error("cannot create the database at {url}: {source}")]
    CreateDatabase { url: String, source: sqlx::Error },
    #[error("migrating the database at {url} failed: {source}")]
    Migrate {
        url: String,
        source: sqlx::migrate::MigrateError,
    },
    #[error(
        "cannot connect to NATS at {url}: {source}\n  Is it running? `make services` starts a local one; or point NATS_URL at yours."
    )]
    Nats {
        url: String,
        source: async_nats::ConnectError,
    },
    #[error("reading the file-link secret failed: {0}")]
    FileSecret(#[source] sqlx::Error),
    /// Search cuts Japanese with a dictionary; without it nothing Japanese is found (issue 33).
    #[error("{0}")]
    JapaneseDictionary(String),
    #[error("{0}")]
    Mail(#[from] crate::mail::transport::TransportError),
    #[error("subscribing to NATS failed: {0}")]
    Subscribe(#[from] async_nats::SubscribeError),
    #[error("cannot use the data directory {path}: {source}")]
    DataDir {
        path: String,
        source: std::io::Error,
    },
    #[error(
        "cannot listen on {addr}: {source}\n  Is another server using the port? Set STAFFHUB_ADDR to another address."
    )]
    Bind {
        addr: SocketAddr,
        source: std::io::Error,
    },
}

/// Connects to PostgreSQL and NATS, failing fast with an actionable message.
pub async fn connect(config: &Config) -> Result<(PgPool, async_nats::Client), StartupError> {
    let pool = connect_database(&config.database_url, config.database_pool_size).await?;
    let nats = async_nats::ConnectOptions::new()
        .connection_timeout(Duration::from_secs(5))
        .connect(&config.nats_url)
        .await
        .map_err(|source| StartupError::Nats {
            url: redact_url(&config.nats_url),
            source,
        })?;
    Ok((pool, nats))
}

/// The most a GIN index (search words, trigrams, id arrays) holds in its pending list when
/// written through the server's connections. A GIN index takes new entries into an unsorted
/// list first, and every scan of it reads that whole list. PostgreSQL's default of 4 MB fills
/// between autovacuum's visits to a large table (a vacuum after a fifth of its rows were
/// inserted, an analyze after a tenth changed; either merges the list), so every search and
/// filter read up to 4 MB more (docs/benchmarks.md, issue 33: an assignee's scan read 120
/// buffers in 2.99 ms, 2 buffers in 0.016 ms once merged). The server's write that fills the
/// list past this merges it, so writes still arrive in sorted batches while reads stay short.
/// A connection option rather than each index's own setting, so that a bulk load by an
/// operator keeps PostgreSQL's batching. A pooler in front of PostgreSQL must accept the
/// `options` startup parameter (PgBouncer refuses it by default, and ignoring it drops the cap).
const GIN_PENDING_LIST_LIMIT: &str = "64kB";

pub async fn connect_database(url: &str, pool_size: u32) -> Result<PgPool, StartupError> {
    let database_error = |source| StartupError::Database {
        url: redact_url(url),
        source,
    };
    let options = url
        .parse::<PgConnectOptions>()
        .map_err(database_error)?
        .options([("gin_pending_list_limit", GIN_PENDING_LIST_LIMIT)]);
    PgPoolOptions::new()
        .max_connections(pool_size)
        .acquire_timeout(Duration::from_secs(5))
        // sqlx pings a connection on every acquire by default: a second round trip for every
        // query, which halved request throughput (docs/benchmarks.md, P2). A connection that
        // broke meanwhile (a PostgreSQL restart) fails its one query and is discarded.
        .test_before_acquire(false)
        .connect_with(options)
        .await
        .map_err(database_error)
}

/// Creates the database if it is missing, then applies pending migrations.
pub async fn migrate(database_url: &str) -> Result<(), StartupError> {
    let url = redact_url(database_url);
    let exists = Postgres::database_exists(database_url)
        .await
        .map_err(|source| StartupError::Database {
            url: url.clone(),
            source,
        })?;
    if !exists {
        tracing::info!(database = %url, "creating the database");
        if let Err(source) = Postgres::create_database(database_url).await {
            // Another process may have created it in the meantime.
            if !Postgres::database_exists(database_url)
                .await
                .unwrap_or(false)
            {
                return Err(StartupError::CreateDatabase { url, source });
            }
        }
    }
    let pool = connect_database(database_url, 2).await?;
    staffhub_journal::MIGRATOR
        .run(&pool)
        .await
        .map_err(|source| StartupError::Migrate { url, source })?;
    pool.close().await;
    Ok(())
}

/// Builds the shared state: fan-out hub subscribed, file store ready.
pub async fn build_state(
    config: &Config,
    pool: PgPool,
    nats: async_nats::Client,
) -> Result<AppState, StartupError> {
    let files_dir = config.data_dir.join("files");
    let url_secret = crate::files::url_secret(&pool)
        .await
        .map_err(StartupError::FileSecret)?;
    let files = Files::local(&files_dir, url_secret).map_err(|source| StartupError::DataDir {
        path: files_dir.display().to_string(),
        source,
    })?;
    let sessions =
        std::sync::Arc::new(crate::sessions::SessionCache::new(config.session_cache_ttl));
    let hub = Hub::start(
        nats.clone(),
        pool.clone(),
        &config.nats_prefix,
        config.read_your_writes_timeout,
        sessions.clone(),
    )
    .await?;
    let tokens = crate::mail::tokens::Tokens::load(&pool)
        .await
        .map_err(StartupError::FileSecret)?;
    let mut state = AppState::new(
        pool,
        nats,
        hub,
        files,
        sessions,
        staffhub_projections::subjects::sessions_revoked(&config.nats_prefix),
    );
    state.mail = std::sync::Arc::new(crate::mail::Mail {
        config: config.mail.clone(),
        tokens,
        outbox: config.mail.smtp_url.is_none().then(|| outbox_dir(config)),
    });
    state.ai = crate::ai::Ai::new(config.ai.clone(), &config.nats_prefix);
    Ok(state)
}

/// Where the file transport writes `.eml` files (issue 17: `.data/outbox`).
pub fn outbox_dir(config: &Config) -> std::path::PathBuf {
    config.data_dir.join("outbox")
}

/// A server started by [`start`].
pub struct RunningServer {
    pub addr: SocketAddr,
    pub state: AppState,
    shutdown: watch::Sender<bool>,
    server: JoinHandle<std::io::Result<()>>,
    workers: Vec<JoinHandle<()>>,
}

impl std::fmt::Debug for RunningServer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RunningServer")
            .field("addr", &self.addr)
            .finish_non_exhaustive()
    }
}

impl RunningServer {
    /// Serves until the process is asked to stop (Ctrl-C / SIGTERM), then drains.
    pub async fn run_until_signal(self) -> std::io::Result<()> {
        shutdown_signal().await;
        tracing::info!("shutting down");
        self.stop().await
    }

    pub async fn stop(self) -> std::io::Result<()> {
        let _ = self.shutdown.send(true);
        for worker in self.workers {
            let _ = worker.await;
        }
        self.server
            .await
            .unwrap_or_else(|e| Err(std::io::Error::other(e)))
    }
}

async fn shutdown_signal() {
    let ctrl_c = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(signal) => signal,
                Err(_) => return std::future::pending().await,
            };
        tokio::select! { _ = ctrl_c => {}, _ = term.recv() => {} }
    }
    #[cfg(not(unix))]
    let _ = ctrl_c.await;
}

/// Starts serving on `listener`; with `workers`, the projection workers run in this process.
pub async fn start(
    config: &Config,
    listener: TcpListener,
    workers: bool,
) -> Result<RunningServer, StartupError> {
    staffhub_projections::japanese::check().map_err(StartupError::JapaneseDictionary)?;
    let (pool, nats) = connect(config).await?;
    let addr = listener.local_addr().map_err(|source| StartupError::Bind {
        addr: config.addr,
        source,
    })?;
    let mut state = build_state(config, pool.clone(), nats.clone()).await?;
    // Links in the emails the server sends itself (password resets) need an address even
    // when STAFFHUB_PUBLIC_URL is unset: the server's own, as the sender's tracking links use.
    if state.mail.config.public_url.is_none() {
        let mut mail = (*state.mail).clone();
        mail.config.public_url = Some(format!("http://{addr}"));
        state.mail = std::sync::Arc::new(mail);
    }
    let (shutdown, shutdown_rx) = watch::channel(false);
    let mut workers = if workers {
        let hub = state.hub.clone();
        let worker_config = WorkerConfig {
            subject_prefix: config.nats_prefix.clone(),
            local_checkpoints: Some(worker::CheckpointSink::new(move |projection, position| {
                hub.checkpoint_reached(projection, position)
            })),
            ..WorkerConfig::default()
        };
        worker::spawn_all(pool, Some(nats), worker_config, shutdown_rx.clone())
    } else {
        Vec::new()
    };
    // The sender runs beside the workers it depends on (its work list is a projection).
    if !workers.is_empty() && config.mail.sender {
        let transport = crate::mail::transport::Transport::new(
            config.mail.smtp_url.as_deref(),
            outbox_dir(config),
            config.mail.concurrency,
        )?;
        let public_url = config
            .mail
            .public_url
            .clone()
            .unwrap_or_else(|| format!("http://{addr}"));
        let transport = std::sync::Arc::new(transport);
        workers.push(crate::mail::sender::spawn(
            state.clone(),
            config.mail.clone(),
            transport.clone(),
            state.mail.tokens.clone(),
            public_url.clone(),
            shutdown_rx.clone(),
        ));
        // Notifications by email (issue 35 §6) go through the same relay and settings.
        workers.push(crate::mail::notifications::spawn(
            state.clone(),
            transport,
            public_url,
            config.mail.digest.clone(),
            shutdown_rx.clone(),
        ));
    }
    // Answers whose writer is gone (a node stopped mid-answer) are recorded as interrupted.
    if !workers.is_empty() {
        workers.push(crate::ai::generator::spawn_sweeper(
            state.clone(),
            config.ai.sweep_period,
            shutdown_rx.clone(),
        ));
    }
    // Bulk changes whose runner went away are marked interrupted (issue 35 §2).
    if !workers.is_empty() {
        workers.push(crate::jobs::spawn_sweeper(
            state.clone(),
            std::time::Duration::from_secs(30),
            shutdown_rx.clone(),
        ));
    }
    // Steps past their due time are marked overdue (issue 20).
    if !workers.is_empty() {
        workers.push(crate::workflows::spawn_overdue(
            state.clone(),
            config.workflow_overdue_period,
            shutdown_rx.clone(),
        ));
    }
    let schema = build_schema(state.clone());
    let router = crate::http::router(
        state.clone(),
        schema,
        &config.web_dir,
        config.ws_init_timeout,
    );
    let mut server_shutdown = shutdown_rx;
    let server = tokio::spawn(async move {
        // The peer's address: the per-client limit on password reset requests (issue 37 §7).
        axum::serve(
            listener,
            router.into_make_service_with_connect_info::<SocketAddr>(),
        )
        .with_graceful_shutdown(async move {
            let _ = server_shutdown.wait_for(|stop| *stop).await;
        })
        .await
    });
    tracing::info!(%addr, workers = !workers.is_empty(), "staffhub is serving");
    Ok(RunningServer {
        addr,
        state,
        shutdown,
        server,
        workers,
    })
}

/// Binds the configured address.
pub async fn bind(config: &Config) -> Result<TcpListener, StartupError> {
    TcpListener::bind(config.addr)
        .await
        .map_err(|source| StartupError::Bind {
            addr: config.addr,
            source,
        })
}
