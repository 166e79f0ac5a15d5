//! The parts a fault run breaks on purpose, all private to the run and on loopback: a
//! PostgreSQL cluster it can stop and start, a nats-server it can stop and start, and
//! `staffhub` processes it can kill -9 and start again on the same port. The machine's own
//! PostgreSQL and NATS are never touched.

use std::net::SocketAddr;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};

fn free_port() -> Result<u16> {
    Ok(std::net::TcpListener::bind("127.0.0.1:0")?
        .local_addr()?
        .port())
}

fn is_root() -> bool {
    // The real uid, from /proc: no libc call needed.
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("Uid:"))
                .and_then(|l| l.split_whitespace().nth(1).map(|u| u == "0"))
        })
        .unwrap_or(false)
}

fn run(command: &mut Command) -> Result<()> {
    let output = command
        .stdin(Stdio::null())
        .output()
        .with_context(|| format!("running {command:?}"))?;
    if !output.status.success() {
        bail!(
            "{command:?} failed: {}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
    }
    Ok(())
}

/// A PostgreSQL cluster of the run's own (initdb in a temp dir, trust auth on loopback), so
/// the PostgreSQL-restart and held-transaction faults hit nobody else.
pub struct Postgres {
    bindir: PathBuf,
    data: PathBuf,
    log: PathBuf,
    pub port: u16,
}

impl Postgres {
    pub fn start() -> Result<Self> {
        let bindir = newest_pg_bindir()
            .context("PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin")?;
        let root = std::env::temp_dir().join(format!("staffhub-chaos-pg-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(&root)?;
        let data = root.join("data");
        let log = root.join("postgres.log");
        if is_root() {
            run(Command::new("chown")
                .args(["-R", "postgres:postgres"])
                .arg(&root))?;
        }
        run(as_pg_owner(&bindir.join("initdb"))
            .args([
                "--auth=trust",
                "-U",
                "postgres",
                "-E",
                "UTF8",
                "--no-locale",
                "-D",
            ])
            .arg(&data))
        .context("initdb")?;
        let pg = Self {
            bindir,
            data,
            log,
            port: free_port()?,
        };
        pg.start_again()?;
        Ok(pg)
    }

    /// A database URL on this cluster.
    pub fn url(&self, database: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{database}", self.port)
    }

    /// `pg_ctl start` on the same port, waiting until it accepts connections.
    pub fn start_again(&self) -> Result<()> {
        // 200 connections: a serving node, a worker node, the harness and the rebuild CLI.
        let opts = format!(
            "-p {} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off",
            self.port
        );
        run(as_pg_owner(&self.bindir.join("pg_ctl"))
            .args(["start", "-w", "-t", "60", "-D"])
            .arg(&self.data)
            .args(["-o", &opts, "-l"])
            .arg(&self.log)
            .process_group(0))
        .with_context(|| format!("pg_ctl start (log {})", self.log.display()))
    }

    /// `pg_ctl stop -m fast`: every session is terminated, in-flight transactions roll back.
    pub fn stop(&self) -> Result<()> {
        run(as_pg_owner(&self.bindir.join("pg_ctl"))
            .args(["stop", "-w", "-m", "fast", "-D"])
            .arg(&self.data))
    }
}

impl Drop for Postgres {
    fn drop(&mut self) {
        let _ = run(as_pg_owner(&self.bindir.join("pg_ctl"))
            .args(["stop", "-m", "immediate", "-D"])
            .arg(&self.data));
        if let Some(root) = self.data.parent() {
            let _ = std::fs::remove_dir_all(root);
        }
    }
}

fn newest_pg_bindir() -> Option<PathBuf> {
    let mut dirs: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .flatten()
        .filter_map(|e| Some((e.file_name().to_str()?.parse().ok()?, e.path().join("bin"))))
        .filter(|(_, bin): &(u32, PathBuf)| bin.join("pg_ctl").is_file())
        .collect();
    dirs.sort();
    dirs.pop().map(|(_, bin)| bin)
}

/// PostgreSQL refuses to run as root; as root, run as the `postgres` user Debian creates.
fn as_pg_owner(program: &Path) -> Command {
    if is_root() {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--"])
            .arg(program)
            .current_dir("/");
        c
    } else {
        Command::new(program)
    }
}

/// A nats-server of the run's own (core NATS, as the app uses it).
pub struct Nats {
    bin: PathBuf,
    pub port: u16,
    child: Option<std::process::Child>,
}

impl Nats {
    pub fn start() -> Result<Self> {
        let bin = [
            "/usr/sbin/nats-server",
            "/usr/bin/nats-server",
            "/usr/local/bin/nats-server",
        ]
        .iter()
        .map(PathBuf::from)
        .find(|p| p.is_file())
        .context("nats-server not found (Debian package nats-server)")?;
        let mut nats = Self {
            bin,
            port: free_port()?,
            child: None,
        };
        nats.start_again()?;
        Ok(nats)
    }

    pub fn url(&self) -> String {
        format!("nats://127.0.0.1:{}", self.port)
    }

    pub fn start_again(&mut self) -> Result<()> {
        let child = Command::new(&self.bin)
            .args(["-a", "127.0.0.1", "-p", &self.port.to_string()])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .process_group(0)
            .spawn()
            .context("starting nats-server")?;
        self.child = Some(child);
        wait_for_tcp(([127, 0, 0, 1], self.port).into(), Duration::from_secs(20))
    }

    /// Kills the server (clients see the connection drop and keep reconnecting).
    pub fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl Drop for Nats {
    fn drop(&mut self) {
        self.stop();
    }
}

fn wait_for_tcp(addr: SocketAddr, within: Duration) -> Result<()> {
    let deadline = Instant::now() + within;
    while Instant::now() < deadline {
        if std::net::TcpStream::connect_timeout(&addr, Duration::from_millis(200)).is_ok() {
            return Ok(());
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    bail!("nothing accepted connections on {addr} within {within:?}")
}

/// What a `staffhub` process runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// `staffhub serve`: the api and the projection workers in one process.
    Serve,
    /// `staffhub serve --no-workers`.
    Api,
    /// `staffhub worker`.
    Worker,
}

/// One `staffhub` process, which the run kills with SIGKILL and starts again on the same
/// port with the same settings.
pub struct Node {
    bin: PathBuf,
    role: Role,
    env: Vec<(String, String)>,
    pub addr: SocketAddr,
    log: PathBuf,
    child: Option<tokio::process::Child>,
}

impl Node {
    pub async fn start(
        bin: &Path,
        role: Role,
        database_url: &str,
        nats_url: &str,
        prefix: &str,
        log_dir: &Path,
        extra_env: &[(&str, &str)],
    ) -> Result<Self> {
        let addr: SocketAddr = ([127, 0, 0, 1], free_port()?).into();
        let data_dir = log_dir.join(format!("files-{prefix}"));
        std::fs::create_dir_all(&data_dir)?;
        let mut env = vec![
            ("DATABASE_URL".to_owned(), database_url.to_owned()),
            ("NATS_URL".to_owned(), nats_url.to_owned()),
            ("STAFFHUB_ADDR".to_owned(), addr.to_string()),
            (
                "STAFFHUB_DATA_DIR".to_owned(),
                data_dir.display().to_string(),
            ),
            (
                "STAFFHUB_WEB_DIR".to_owned(),
                data_dir.join("web").display().to_string(),
            ),
            ("STAFFHUB_NATS_PREFIX".to_owned(), prefix.to_owned()),
            ("RUST_LOG".to_owned(), "warn".to_owned()),
        ];
        env.extend(
            extra_env
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned())),
        );
        let name = match role {
            Role::Serve => "serve",
            Role::Api => "api",
            Role::Worker => "worker",
        };
        let mut node = Self {
            bin: bin.to_owned(),
            role,
            env,
            addr,
            log: log_dir.join(format!("{prefix}-{name}-{}.log", addr.port())),
            child: None,
        };
        node.start_again().await?;
        Ok(node)
    }

    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    pub fn pid(&self) -> Option<u32> {
        self.child.as_ref().and_then(tokio::process::Child::id)
    }

    /// Starts the process; for an api node, waits until `/healthz` answers 200 (bounded).
    pub async fn start_again(&mut self) -> Result<Duration> {
        let started = Instant::now();
        let log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&self.log)?;
        let mut command = tokio::process::Command::new(&self.bin);
        match self.role {
            Role::Serve => command.arg("serve"),
            Role::Api => command.args(["serve", "--no-workers"]),
            Role::Worker => command.arg("worker"),
        };
        // Only the run's own settings: a STAFFHUB_* variable of the caller's shell would change
        // the figures.
        command
            .env_clear()
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .envs(self.env.iter().map(|(k, v)| (k.as_str(), v.as_str())))
            .stdin(Stdio::null())
            .stdout(log.try_clone()?)
            .stderr(log)
            .kill_on_drop(true);
        self.child = Some(command.spawn().context("starting staffhub")?);
        if self.role != Role::Worker {
            let client = reqwest::Client::new();
            let deadline = Instant::now() + Duration::from_secs(60);
            loop {
                let healthy = client
                    .get(format!("{}/healthz", self.url()))
                    .timeout(Duration::from_secs(2))
                    .send()
                    .await
                    .is_ok_and(|r| r.status().is_success());
                if healthy {
                    break;
                }
                if let Some(status) = self
                    .child
                    .as_mut()
                    .and_then(|c| c.try_wait().ok().flatten())
                {
                    bail!(
                        "staffhub exited while starting ({status}); log {}",
                        self.log.display()
                    );
                }
                if Instant::now() > deadline {
                    bail!(
                        "staffhub not healthy within 60 s; log {}",
                        self.log.display()
                    );
                }
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
        Ok(started.elapsed())
    }

    /// SIGKILL: no shutdown hook runs, in-flight requests and transactions are cut.
    pub async fn kill9(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.start_kill();
            let _ = child.wait().await;
        }
    }
}

/// Creates a fresh database on `pg`, migrates it and creates the run's admin, with the CLI
/// an operator uses (`staffhub migrate`, `staffhub user create-admin`).
pub fn prepare_database(
    bin: &Path,
    pg: &Postgres,
    name: &str,
    email: &str,
    password: &str,
) -> Result<String> {
    let url = pg.url(name);
    run(Command::new(bin).arg("migrate").env("DATABASE_URL", &url))?;
    run(Command::new(bin)
        .args([
            "user",
            "create-admin",
            "--email",
            email,
            "--name",
            "Chaos Admin",
        ])
        .env("STAFFHUB_ADMIN_PASSWORD", password)
        .env("DATABASE_URL", &url))?;
    Ok(url)
}

/// `staffhub projections rebuild --all` against `database_url` (the site stays up).
pub fn rebuild_all(bin: &Path, database_url: &str) -> Result<()> {
    run(Command::new(bin)
        .args(["projections", "rebuild", "--all"])
        .env("DATABASE_URL", database_url)
        .env("RUST_LOG", "warn"))
}

/// `staffhub projections status --json`, as an operator reads it.
pub fn projections_status(bin: &Path, database_url: &str) -> Result<serde_json::Value> {
    let output = Command::new(bin)
        .args(["projections", "status", "--json"])
        .env("DATABASE_URL", database_url)
        .env("RUST_LOG", "warn")
        .stdin(Stdio::null())
        .output()?;
    if !output.status.success() {
        bail!(
            "projections status: {}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    Ok(serde_json::from_slice(&output.stdout)?)
}
