//! Makes PostgreSQL and NATS (and, for browser tests, chromium) available.
//!
//! Servers the user already runs are used when they answer; otherwise private
//! ones are started from the repo's `.data/` directory, installing the Debian
//! packages first when their binaries are missing. Everything is idempotent:
//! a second call finds the private servers running and reuses them.

use std::fs;
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use anyhow::{Context, Result, bail};

use crate::util::{self, cmd};

const DEFAULT_DATABASE_URL: &str = "postgres://postgres@127.0.0.1:5432/staffhub";
const DEFAULT_NATS_URL: &str = "nats://127.0.0.1:4222";
/// The browser tests' chromium: Debian's chromium-headless-shell, Chromium's own headless build
/// (the one Playwright drives by default) without the desktop browser's layers. The same three
/// e2e files took 72 s on one shard instead of 104 s in Debian's full chromium (issue 31: make
/// test under 20 minutes).
pub const CHROMIUM: &str = "/usr/bin/chromium-headless-shell";
/// Debian's full chromium, the browser staff use: the XSS tests run in it, since what a
/// sandboxed frame fetches differs in the headless shell (it requests a blocked `<script src>`
/// that the full browser never asks for).
pub const CHROMIUM_FULL: &str = "/usr/bin/chromium";
/// What Debian's mecab-ipadic installs: the IPADIC sources search's Japanese dictionary is
/// built from (projections/src/japanese.rs).
const IPADIC_SOURCE: &str = "/usr/share/mecab/dic/ipadic/matrix.def";
/// What Debian's fonts-noto-cjk installs: Japanese for chromium's screenshots.
const CJK_FONT: &str = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc";

/// Ports tried for private servers. When the private path is forced (a
/// machine that already runs the standard ports), only the high ones are used.
const PG_PORTS: &[u16] = &[5432, 55432, 55433, 55434];
const NATS_PORTS: &[u16] = &[4222, 54222, 54223, 54224];

/// `STAFFHUB_PRIVATE_SERVICES=1` skips existing servers and always uses the
/// private ones (on the high ports): lets a developer machine that already
/// runs PostgreSQL/NATS exercise the same path a fresh machine takes.
fn forced_private() -> bool {
    std::env::var("STAFFHUB_PRIVATE_SERVICES").is_ok_and(|v| !v.is_empty() && v != "0")
}

fn ports(all: &'static [u16]) -> &'static [u16] {
    if forced_private() { &all[1..] } else { all }
}

/// Connection details handed to every child process.
#[derive(Debug, Clone)]
pub struct Services {
    /// The app database (`staffhub` unless DATABASE_URL names another).
    pub database_url: String,
    /// Admin connection to database `postgres`; tests create their own
    /// databases through it.
    pub admin_url: String,
    pub nats_url: String,
    /// The test run's own PostgreSQL cluster (`ensure_for_tests`), held for its drop: it is
    /// stopped and removed with the last clone of these services. None: the user's servers.
    pub _test_cluster: Option<std::sync::Arc<TestCluster>>,
}

impl Services {
    /// How many connections PostgreSQL takes (`max_connections`), when psql can ask it: the
    /// spine's test threads and the browser tests' shards are sized to it, since each test
    /// server holds a connection per projection worker besides its pools.
    pub fn max_connections(&self) -> Option<u32> {
        psql_exec(&self.admin_url, "SHOW max_connections")
            .ok()?
            .trim()
            .parse()
            .ok()
    }

    pub fn env(&self) -> [(&'static str, &str); 3] {
        [
            ("DATABASE_URL", &self.database_url),
            ("STAFFHUB_TEST_DATABASE_URL", &self.admin_url),
            ("NATS_URL", &self.nats_url),
        ]
    }

    /// Adds the service URLs to a command's environment. (Rust 2024 makes
    /// `std::env::set_var` unsafe, and unsafe code is forbidden here, so the
    /// environment is passed per command instead.)
    pub fn apply<'a>(&self, c: &'a mut Command) -> &'a mut Command {
        c.envs(self.env())
    }
}

/// What `ensure` should provide besides PostgreSQL and NATS.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Chromium {
    Needed,
    NotNeeded,
}

/// Ensures the services are up and returns their URLs.
pub fn ensure(chromium: Chromium) -> Result<Services> {
    let (services, later) = ensure_with(chromium, false, false)?;
    later.wait()?;
    Ok(services)
}

/// `ensure` for a test run (`make test`, `make e2e`, `make test-area`): unless DATABASE_URL
/// names a server, the tests get a PostgreSQL cluster of their own, made for this run and
/// removed after it (`TestCluster`). A shared server's 100 connections held the spine to two
/// test threads, while its tests mostly wait; a disposable cluster also never fills the user's
/// server with test databases. Without PostgreSQL's server binaries, a server that already
/// answers is used rather than installing them.
pub fn ensure_for_tests(chromium: Chromium) -> Result<Services> {
    let (services, later) = ensure_with(chromium, !is_set("DATABASE_URL"), false)?;
    later.wait()?;
    Ok(services)
}

/// [`ensure_for_tests`] for `make test`, which builds first: the packages only the tests use
/// (the browsers, their CJK font, the Japanese dictionary's sources) are installed while the
/// workspace compiles, and [`Later::wait`] is called before the first test. On a fresh machine
/// that install took about a minute, all of it before the build began (issue 31: `make test`
/// under 20 minutes); PostgreSQL and NATS, which the build's own steps need, come first.
pub fn ensure_for_tests_installing_later(chromium: Chromium) -> Result<(Services, Later)> {
    ensure_with(chromium, !is_set("DATABASE_URL"), true)
}

/// Debian packages being installed beside the build (see
/// [`ensure_for_tests_installing_later`]).
pub struct Later(Option<std::thread::JoinHandle<Result<String>>>);

impl Later {
    /// Waits for the install; prints its output once, here, so it never interleaves with the
    /// build's.
    pub fn wait(self) -> Result<()> {
        let Some(install) = self.0 else {
            return Ok(());
        };
        let output = install
            .join()
            .map_err(|_| anyhow::anyhow!("the package install's thread panicked"))??;
        print!("{output}");
        Ok(())
    }
}

fn ensure_with(chromium: Chromium, test_cluster: bool, later: bool) -> Result<(Services, Later)> {
    let db = PgUrl::parse(&env_or("DATABASE_URL", DEFAULT_DATABASE_URL))?;
    let nats_url = env_or("NATS_URL", DEFAULT_NATS_URL);

    // Decide first, then install every missing package in one apt run.
    // Once a private cluster exists it holds the user's data, so it stays
    // the default even if a system PostgreSQL shows up later; an explicit
    // DATABASE_URL still wins. A running private nats-server is likewise kept.
    let keep_private_pg = !is_set("DATABASE_URL") && pg_data_dir().join("PG_VERSION").exists();
    let keep_private_nats = !is_set("NATS_URL") && running_nats_pid().is_some();
    let answers = !forced_private() && !keep_private_pg && pg_login_works(&db)?;
    let test_cluster = test_cluster && (pg_bindir().is_some() || !answers);
    let external_pg = answers && !test_cluster;
    let external_nats =
        !forced_private() && !keep_private_nats && util::tcp_accepts(&nats_hostport(&nats_url));
    let mut missing = Vec::new();
    if !external_pg && pg_bindir().is_none() {
        missing.push("postgresql");
    }
    if !external_nats && nats_server_bin().is_none() {
        missing.push("nats-server");
    }
    // What only running code needs, not the build: installed beside it when `later`.
    let mut for_tests = Vec::new();
    if chromium == Chromium::Needed && !util::is_executable(Path::new(CHROMIUM)) {
        for_tests.push("chromium-headless-shell");
    }
    if chromium == Chromium::Needed && !util::is_executable(Path::new(CHROMIUM_FULL)) {
        for_tests.push("chromium");
    }
    // Search cuts Japanese into words with IPADIC, built from these sources (issue 33).
    if !is_set("STAFFHUB_JA_DICTIONARY_SOURCE") && !Path::new(IPADIC_SOURCE).exists() {
        for_tests.push("mecab-ipadic");
    }
    // Without a CJK font, screenshots of the Japanese UI show boxes (issue 19).
    if chromium == Chromium::Needed && !Path::new(CJK_FONT).exists() {
        for_tests.push("fonts-noto-cjk");
    }
    let later = if later && !for_tests.is_empty() {
        // apt takes one install at a time: what is needed now first, then the rest beside.
        apt_install(&missing)?;
        println!(
            "installing Debian package(s) beside the build: {}",
            for_tests.join(" ")
        );
        Later(Some(std::thread::spawn(move || {
            apt_install_captured(&for_tests)
        })))
    } else {
        missing.extend(for_tests);
        apt_install(&missing)?;
        Later(None)
    };

    let mut cluster = None;
    let (database_url, admin_url) = if external_pg {
        println!("PostgreSQL: using {}", db.hostport());
        let admin = env_or("STAFFHUB_TEST_DATABASE_URL", &db.with_db("postgres"));
        (db.with_db(&db.db), admin)
    } else if test_cluster {
        let started = TestCluster::start()?;
        let url = PgUrl::parse(&format!(
            "postgres://postgres@127.0.0.1:{}/{}",
            started.port, db.db
        ))?;
        cluster = Some(std::sync::Arc::new(started));
        (url.with_db(&url.db), url.with_db("postgres"))
    } else {
        let port = private_pg()?;
        let private = PgUrl::parse(&format!("postgres://postgres@127.0.0.1:{port}/{}", db.db))?;
        (private.with_db(&db.db), private.with_db("postgres"))
    };

    let nats_url = if external_nats {
        println!("NATS: using {nats_url}");
        nats_url
    } else {
        format!("nats://127.0.0.1:{}", private_nats()?)
    };

    if chromium == Chromium::Needed {
        println!("chromium: {CHROMIUM} (and {CHROMIUM_FULL} for the XSS tests)");
    }
    Ok((
        Services {
            database_url,
            admin_url,
            nats_url,
            _test_cluster: cluster,
        },
        later,
    ))
}

/// Stops the private servers (never servers we did not start).
pub fn stop() -> Result<()> {
    let data = pg_data_dir();
    if running_pg_port(&data).is_some() {
        let bindir = pg_bindir().context("pg_ctl not found")?;
        util::output(
            as_pg_owner(&bindir.join("pg_ctl"))
                .args(["stop", "-m", "fast", "-w", "-D"])
                .arg(&data),
        )?;
        println!("PostgreSQL: stopped private cluster in .data/postgres");
    } else {
        println!("PostgreSQL: no private cluster running");
    }
    match running_nats_pid() {
        Some(pid) => {
            util::run(&mut cmd("kill", [pid.to_string()]))?;
            // Wait for it to go, so a following start finds the port free.
            let proc_dir = PathBuf::from(format!("/proc/{pid}"));
            for _ in 0..100 {
                if !proc_dir.exists() {
                    break;
                }
                std::thread::sleep(Duration::from_millis(100));
            }
            println!("NATS: stopped private nats-server (pid {pid})");
        }
        None => println!("NATS: no private nats-server running"),
    }
    Ok(())
}

fn is_set(key: &str) -> bool {
    std::env::var_os(key).is_some_and(|v| !v.is_empty())
}

fn env_or(key: &str, default: &str) -> String {
    std::env::var(key)
        .ok()
        .filter(|v| !v.is_empty())
        .unwrap_or_else(|| default.to_owned())
}

fn data_dir() -> PathBuf {
    util::root().join(".data")
}

// ---------------------------------------------------------------- packages

/// Installs Debian packages, through sudo when not root.
fn apt_install(pkgs: &[&str]) -> Result<()> {
    if pkgs.is_empty() {
        return Ok(());
    }
    println!("installing Debian package(s): {}", pkgs.join(" "));
    for mut command in apt_commands(pkgs)? {
        util::run(&mut command).with_context(|| format!("installing {}", pkgs.join(" ")))?;
    }
    Ok(())
}

/// [`apt_install`] with its output captured and returned (or in the error), for an install
/// that runs beside other output.
fn apt_install_captured(pkgs: &[&str]) -> Result<String> {
    let mut all = String::new();
    for mut command in apt_commands(pkgs)? {
        let out = util::capture(&mut command)?;
        all.push_str(&String::from_utf8_lossy(&out.stdout));
        all.push_str(&String::from_utf8_lossy(&out.stderr));
        if !out.status.success() {
            bail!(
                "installing {} failed ({}):\n{all}",
                pkgs.join(" "),
                out.status
            );
        }
    }
    Ok(all)
}

/// `apt-get update`, then `apt-get install` of `pkgs`, as root (or through sudo).
fn apt_commands(pkgs: &[&str]) -> Result<[Command; 2]> {
    let list = pkgs.join(" ");
    if util::which("apt-get", &[]).is_none() {
        bail!("missing {list} and apt-get is not available: install {list} yourself");
    }
    let privileged = |args: &[&str]| -> Result<Command> {
        let env_args = ["env", "DEBIAN_FRONTEND=noninteractive", "apt-get"];
        let all = env_args.iter().chain(args);
        if util::is_root() {
            Ok(cmd(env_args[0], all.skip(1)))
        } else if util::which("sudo", &[]).is_some() {
            Ok(cmd("sudo", all))
        } else {
            bail!("missing Debian package(s) {list}: run `apt-get install -y {list}` as root")
        }
    };
    let update = privileged(&["update", "-q"])?;
    let mut install = privileged(&["install", "-y", "-q"])?;
    install.args(pkgs);
    Ok([update, install])
}

// -------------------------------------------------------------- postgresql

/// The parts of a `postgres://` URL we need: where it points and which database.
#[derive(Debug, Clone)]
struct PgUrl {
    /// `postgres://user:pass@host:port`
    base: String,
    host: String,
    port: u16,
    db: String,
    /// `?sslmode=...` including the `?`, or empty.
    query: String,
}

impl PgUrl {
    fn parse(url: &str) -> Result<Self> {
        let (scheme, rest) = url
            .split_once("://")
            .with_context(|| format!("DATABASE_URL `{url}` is not a postgres:// URL"))?;
        let (authority, path) = rest.split_once('/').unwrap_or((rest, ""));
        let (db, query) = match path.split_once('?') {
            Some((db, q)) => (db, format!("?{q}")),
            None => (path, String::new()),
        };
        let hostport = authority.rsplit_once('@').map_or(authority, |(_, hp)| hp);
        // `[::1]:5432` (IPv6) or `host:5432`; the port is optional.
        let (host, port) = match hostport.strip_prefix('[') {
            Some(v6) => {
                let (h, p) = v6
                    .split_once(']')
                    .with_context(|| format!("bad host in `{url}`"))?;
                (h, p.strip_prefix(':'))
            }
            None => match hostport.rsplit_once(':') {
                Some((h, p)) => (h, Some(p)),
                None => (hostport, None),
            },
        };
        let port = match port {
            Some(p) => p.parse().with_context(|| format!("bad port in `{url}`"))?,
            None => 5432,
        };
        Ok(Self {
            base: format!("{scheme}://{authority}"),
            host: if host.is_empty() { "127.0.0.1" } else { host }.to_owned(),
            port,
            db: if db.is_empty() { "staffhub" } else { db }.to_owned(),
            query,
        })
    }

    fn hostport(&self) -> String {
        if self.host.contains(':') {
            format!("[{}]:{}", self.host, self.port)
        } else {
            format!("{}:{}", self.host, self.port)
        }
    }

    fn with_db(&self, db: &str) -> String {
        format!("{}/{db}{}", self.base, self.query)
    }
}

/// Newest `/usr/lib/postgresql/<version>/bin` holding initdb and pg_ctl
/// (Debian keeps them off PATH).
fn pg_bindir() -> Option<PathBuf> {
    let mut dirs: Vec<(u32, PathBuf)> = fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .flatten()
        .filter_map(|e| {
            let version = e.file_name().to_str()?.parse().ok()?;
            Some((version, e.path().join("bin")))
        })
        .filter(|(_, bin)| {
            util::is_executable(&bin.join("initdb")) && util::is_executable(&bin.join("pg_ctl"))
        })
        .collect();
    dirs.sort();
    dirs.pop().map(|(_, bin)| bin)
}

pub fn psql() -> Option<PathBuf> {
    util::which("psql", &[]).or_else(|| pg_bindir().map(|b| b.join("psql")))
}

/// Runs one SQL statement through psql against `url`.
pub fn psql_exec(url: &str, sql: &str) -> Result<String> {
    let psql = psql().context("psql not found (Debian package postgresql-client)")?;
    util::output(
        cmd(
            psql,
            [
                "-X",
                "-w",
                "-q",
                "-tA",
                "-v",
                "ON_ERROR_STOP=1",
                "-d",
                url,
                "-c",
                sql,
            ],
        )
        .env("PGCONNECT_TIMEOUT", "5"),
    )
}

/// Whether DATABASE_URL's server answers and lets us log in. Login is checked
/// against database `postgres`, since the app database may not exist yet
/// (`staffhub migrate` creates it).
fn pg_login_works(db: &PgUrl) -> Result<bool> {
    if !util::tcp_accepts(&db.hostport()) {
        return Ok(false);
    }
    let Some(psql) = psql() else {
        // Nothing to test a login with; a server that answers is the best hint.
        println!(
            "PostgreSQL: psql not installed, assuming {} accepts our login",
            db.hostport()
        );
        return Ok(true);
    };
    let out = util::capture(
        cmd(
            psql,
            [
                "-X",
                "-w",
                "-tA",
                "-d",
                &db.with_db("postgres"),
                "-c",
                "select 1",
            ],
        )
        .env("PGCONNECT_TIMEOUT", "5"),
    )?;
    if out.status.success() {
        return Ok(true);
    }
    // psql's reason is the last `error:`/`FATAL:` part of its first line.
    let stderr = String::from_utf8_lossy(&out.stderr);
    let first = stderr.lines().next().unwrap_or_default();
    let reason = first.rsplit(": ").next().unwrap_or(first).trim();
    println!(
        "PostgreSQL: {} refused login ({reason}); using a private cluster",
        db.hostport()
    );
    Ok(false)
}

fn pg_data_dir() -> PathBuf {
    data_dir().join("postgres")
}

/// A command that runs as the owner of the private cluster. PostgreSQL
/// refuses to run as root, so as root we use the `postgres` system user the
/// Debian package creates.
fn as_pg_owner(program: &Path) -> Command {
    if util::is_root() {
        let mut c = cmd("runuser", ["-u", "postgres", "--"]);
        c.arg(program);
        // runuser keeps our cwd, which postgres may not be allowed to enter.
        c.current_dir("/");
        c
    } else {
        Command::new(program)
    }
}

/// Port of the private cluster if it is running, read from postmaster.pid
/// (line 1: pid, line 4: port).
fn running_pg_port(data: &Path) -> Option<u16> {
    let pidfile = fs::read_to_string(data.join("postmaster.pid")).ok()?;
    let mut lines = pidfile.lines();
    let pid = lines.next()?.trim();
    let port: u16 = lines.nth(2)?.trim().parse().ok()?;
    let alive = Path::new("/proc").join(pid).exists();
    (alive && util::tcp_accepts(&format!("127.0.0.1:{port}"))).then_some(port)
}

/// Starts (or finds running) the private cluster; returns its port.
fn private_pg() -> Result<u16> {
    let data = pg_data_dir();
    let shown = ".data/postgres";
    if let Some(port) = running_pg_port(&data) {
        println!("PostgreSQL: reusing private cluster {shown} on 127.0.0.1:{port}");
        return Ok(port);
    }
    let bindir = pg_bindir().context(
        "PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin (Debian package postgresql)",
    )?;
    let log = data_dir().join("postgres.log");
    prepare_pg_dirs(&data, &log)?;

    if !data.join("PG_VERSION").exists() {
        // Our own cluster with trust auth on loopback only: Debian's `main`
        // cluster (peer/scram auth) is deliberately not used.
        util::output(
            as_pg_owner(&bindir.join("initdb"))
                .args([
                    "--auth=trust",
                    "-U",
                    "postgres",
                    "-E",
                    "UTF8",
                    "--no-locale",
                    "-D",
                ])
                .arg(&data),
        )
        .context("initdb failed")?;
        println!("PostgreSQL: created private cluster {shown}");
    }

    let port = ports(PG_PORTS)
        .iter()
        .copied()
        .find(|&p| util::port_free(p))
        .with_context(|| format!("no free port for PostgreSQL among {:?}", ports(PG_PORTS)))?;
    let opts = format!("-p {port} -k /tmp -c listen_addresses=127.0.0.1");
    let started = util::output(
        as_pg_owner(&bindir.join("pg_ctl"))
            .args(["start", "-w", "-t", "60", "-D"])
            .arg(&data)
            .args(["-o", &opts, "-l"])
            .arg(&log)
            // Own process group: Ctrl-C on `make run` must not stop the server.
            .process_group(0),
    );
    if let Err(e) = started {
        bail!("{e:#}\n--- {} ---\n{}", log.display(), util::tail(&log, 30));
    }
    let url = format!("postgres://postgres@127.0.0.1:{port}/postgres");
    if psql().is_some() {
        psql_exec(&url, "select 1").context("private cluster started but refuses login")?;
    }
    println!("PostgreSQL: started private cluster {shown} on 127.0.0.1:{port}");
    Ok(port)
}

/// A PostgreSQL cluster made for one test run, in `target/test-postgres/<pid>`, on a free high
/// port, removed when dropped. It is tuned for tests, not for data: 400 connections, and no
/// fsync or full-page writes (a crash loses nothing a test run needs).
#[derive(Debug)]
pub struct TestCluster {
    pub port: u16,
    dir: PathBuf,
    bindir: PathBuf,
}

impl TestCluster {
    fn start() -> Result<Self> {
        let bindir = pg_bindir().context(
            "PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin (Debian package postgresql)",
        )?;
        let parent = util::target_dir().join("test-postgres");
        Self::remove_orphans(&parent, &bindir);
        let dir = parent.join(std::process::id().to_string());
        let _ = fs::remove_dir_all(&dir);
        let (data, log) = (dir.join("data"), dir.join("postgres.log"));
        prepare_pg_dirs(&data, &log)?;
        util::output(
            as_pg_owner(&bindir.join("initdb"))
                .args([
                    "--auth=trust",
                    "-U",
                    "postgres",
                    "-E",
                    "UTF8",
                    "--no-locale",
                ])
                .args(["--no-sync", "-D"])
                .arg(&data),
        )
        .context("initdb failed")?;
        let port = (55440..55540)
            .find(|&p| util::port_free(p))
            .context("no free port for the test run's PostgreSQL in 55440..55540")?;
        let opts = format!(
            "-p {port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=400 \
             -c shared_buffers=256MB -c fsync=off -c synchronous_commit=off \
             -c full_page_writes=off"
        );
        let cluster = Self { port, dir, bindir };
        let started = util::output(
            as_pg_owner(&cluster.bindir.join("pg_ctl"))
                .args(["start", "-w", "-t", "60", "-D"])
                .arg(&data)
                .args(["-o", &opts, "-l"])
                .arg(&log)
                // Its own process group: Ctrl-C reaches xtask, whose drop stops the cluster.
                .process_group(0),
        );
        if let Err(e) = started {
            bail!("{e:#}\n--- {} ---\n{}", log.display(), util::tail(&log, 30));
        }
        println!("PostgreSQL: started the test run's own cluster on 127.0.0.1:{port}");
        Ok(cluster)
    }

    /// Stops and removes the clusters of runs that ended without removing theirs (killed).
    fn remove_orphans(parent: &Path, bindir: &Path) {
        let Ok(entries) = fs::read_dir(parent) else {
            return;
        };
        for entry in entries.flatten() {
            let owner_alive = entry
                .file_name()
                .to_str()
                .and_then(|pid| pid.parse::<u32>().ok())
                .is_some_and(|pid| Path::new("/proc").join(pid.to_string()).exists());
            if !owner_alive {
                stop_cluster(bindir, &entry.path().join("data"));
                let _ = fs::remove_dir_all(entry.path());
            }
        }
    }
}

impl Drop for TestCluster {
    fn drop(&mut self) {
        stop_cluster(&self.bindir, &self.dir.join("data"));
        let _ = fs::remove_dir_all(&self.dir);
    }
}

/// Stops a cluster at once, if one runs in `data` (nothing in it is kept).
fn stop_cluster(bindir: &Path, data: &Path) {
    if data.join("postmaster.pid").exists() {
        let _ = util::output(
            as_pg_owner(&bindir.join("pg_ctl"))
                .args(["stop", "-m", "immediate", "-w", "-D"])
                .arg(data),
        );
    }
}

/// Creates the data directory and log file so that the cluster owner can use
/// them. As root that owner is `postgres`, who also needs to traverse every
/// parent directory of the repo (e.g. /root is 0700 on Debian).
fn prepare_pg_dirs(data: &Path, log: &Path) -> Result<()> {
    fs::create_dir_all(data).with_context(|| format!("creating {}", data.display()))?;
    fs::OpenOptions::new()
        .create(true)
        .append(true)
        .mode(0o640)
        .open(log)
        .with_context(|| format!("creating {}", log.display()))?;
    if !util::is_root() {
        return Ok(());
    }
    util::output(&mut cmd("id", ["-u", "postgres"])).context(
        "system user `postgres` does not exist (it comes with the Debian package postgresql)",
    )?;
    util::output(cmd("chown", ["-R", "postgres:postgres"]).arg(data).arg(log))?;
    fs::set_permissions(data, fs::Permissions::from_mode(0o700))?;
    for dir in data.ancestors().skip(1) {
        let mode = fs::metadata(dir)?.permissions().mode();
        if mode & 0o001 == 0 {
            // Search (x) only: lets postgres pass through, not list contents.
            fs::set_permissions(dir, fs::Permissions::from_mode(mode | 0o001))?;
            println!(
                "PostgreSQL: allowed user postgres to traverse {}",
                dir.display()
            );
        }
    }
    Ok(())
}

// -------------------------------------------------------------------- nats

fn nats_hostport(url: &str) -> String {
    // NATS_URL may list several servers; the first one decides.
    let first = url.split(',').next().unwrap_or(url).trim();
    let rest = first.split_once("://").map_or(first, |(_, r)| r);
    let hostport = rest.rsplit_once('@').map_or(rest, |(_, hp)| hp);
    if hostport.contains(':') {
        hostport.to_owned()
    } else {
        format!("{hostport}:4222")
    }
}

fn nats_server_bin() -> Option<PathBuf> {
    util::which(
        "nats-server",
        &["/usr/sbin", "/usr/local/sbin", "/usr/local/bin"],
    )
}

/// Pid of our private nats-server if it is alive (checked by name, so a
/// recycled pid is not mistaken for it).
fn running_nats_pid() -> Option<u32> {
    let pid: u32 = fs::read_to_string(data_dir().join("nats.pid"))
        .ok()?
        .trim()
        .parse()
        .ok()?;
    let comm = fs::read_to_string(format!("/proc/{pid}/comm")).ok()?;
    (comm.trim() == "nats-server").then_some(pid)
}

/// Starts (or finds running) the private nats-server; returns its port.
fn private_nats() -> Result<u16> {
    let dir = data_dir();
    let port_file = dir.join("nats.port");
    if running_nats_pid().is_some() {
        let port: Option<u16> = fs::read_to_string(&port_file)
            .ok()
            .and_then(|s| s.trim().parse().ok());
        if let Some(port) = port.filter(|p| util::tcp_accepts(&format!("127.0.0.1:{p}"))) {
            println!("NATS: reusing private nats-server on 127.0.0.1:{port}");
            return Ok(port);
        }
    }
    let bin = nats_server_bin().context("nats-server not found (Debian package nats-server)")?;
    let port = ports(NATS_PORTS)
        .iter()
        .copied()
        .find(|&p| util::port_free(p))
        .with_context(|| format!("no free port for NATS among {:?}", ports(NATS_PORTS)))?;
    let store = dir.join("nats");
    let log = dir.join("nats.log");
    fs::create_dir_all(&store).with_context(|| format!("creating {}", store.display()))?;
    Command::new(&bin)
        .args(["-a", "127.0.0.1", "-p", &port.to_string(), "-js", "-sd"])
        .arg(&store)
        .arg("-l")
        .arg(&log)
        .arg("-P")
        .arg(dir.join("nats.pid"))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        // Own process group: it outlives this command and Ctrl-C on `make run`.
        .process_group(0)
        .spawn()
        .with_context(|| format!("starting {}", bin.display()))?;
    fs::write(&port_file, format!("{port}\n"))?;
    if !util::wait_for_tcp(&format!("127.0.0.1:{port}"), Duration::from_secs(20)) {
        bail!(
            "nats-server did not accept connections on port {port}\n--- {} ---\n{}",
            log.display(),
            util::tail(&log, 30)
        );
    }
    println!("NATS: started private nats-server (JetStream, .data/nats) on 127.0.0.1:{port}");
    Ok(port)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_postgres_urls() {
        let u = PgUrl::parse("postgres://u:p@db.example:6543/app?sslmode=disable").unwrap();
        assert_eq!(u.hostport(), "db.example:6543");
        assert_eq!(u.db, "app");
        assert_eq!(
            u.with_db("postgres"),
            "postgres://u:p@db.example:6543/postgres?sslmode=disable"
        );

        let u = PgUrl::parse("postgresql://postgres@localhost").unwrap();
        assert_eq!(u.hostport(), "localhost:5432");
        assert_eq!(u.db, "staffhub");

        let u = PgUrl::parse("postgres://u@[::1]:5433/x").unwrap();
        assert_eq!(u.hostport(), "[::1]:5433");
    }

    #[test]
    fn parses_nats_urls() {
        assert_eq!(nats_hostport("nats://127.0.0.1:4222"), "127.0.0.1:4222");
        assert_eq!(nats_hostport("nats://a:b@h:1,nats://x:2"), "h:1");
        assert_eq!(nats_hostport("localhost"), "localhost:4222");
    }
}
