//! Browser end-to-end run: a real `staffhub serve` on a fresh database and a
//! free port, driven by the frontend's `npm run e2e` in headless chromium.

use std::fs;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};

use crate::services::{self, Services};
use crate::test::WORKSPACE_BINS;
use crate::util::{self, cmd};

const HEALTH_TIMEOUT: Duration = Duration::from_secs(60);

pub fn run(services: &Services) -> Result<()> {
    let root = util::root();
    util::run(crate::test::cargo(Some(services)).args(WORKSPACE_BINS))?;
    let bin = util::target_dir().join("debug/staffhub");

    let suffix = util::random_string(10)?.to_lowercase();
    let db_name = format!("staffhub_e2e_{suffix}");
    let email = "admin@e2e.test";
    let password = util::random_string(20)?;
    let log_dir = util::target_dir().join("e2e");
    fs::create_dir_all(&log_dir)?;
    let log = log_dir.join(format!("server-{suffix}.log"));
    let data_dir = std::env::temp_dir().join(format!("staffhub-e2e-{suffix}"));
    fs::create_dir_all(&data_dir)?;

    // The guard drops the database, removes the data dir and stops the server
    // however this function ends.
    let mut guard = Cleanup {
        services: services.clone(),
        db_name: db_name.clone(),
        data_dir: data_dir.clone(),
        server: None,
        provider: None,
    };
    // Same server, database named differently: `staffhub migrate` creates it.
    let env = Services {
        database_url: replace_db(&services.admin_url, &db_name),
        ..services.clone()
    };

    let staffhub = |args: &[&str]| -> Command {
        let mut c = cmd(&bin, args);
        env.apply(&mut c).current_dir(&root);
        c
    };
    util::run(&mut staffhub(&["migrate"]))?;
    util::run(&mut staffhub(&[
        "user",
        "create-admin",
        "--email",
        email,
        "--password",
        &password,
        "--name",
        "E2E Admin",
    ]))?;

    // The AI screens talk to a loopback provider speaking OpenAI's streaming format (issue 18:
    // no test depends on the internet); its models are listed in tests/src/llm.rs.
    let llm_port = util::free_port()?;
    let llm_addr: SocketAddr = ([127, 0, 0, 1], llm_port).into();
    let llm_log = fs::File::create(log_dir.join(format!("loopback-llm-{suffix}.log")))?;
    let provider = cmd(
        util::target_dir().join("debug/loopback-llm"),
        ["--port", &llm_port.to_string()],
    )
    .stdin(Stdio::null())
    .stdout(llm_log.try_clone()?)
    .stderr(llm_log)
    .spawn()
    .context("starting the loopback AI provider")?;
    guard.provider = Some(provider);
    wait_for(llm_addr, "/v1/models")?;

    let port = util::free_port()?;
    let addr: SocketAddr = ([127, 0, 0, 1], port).into();
    let log_file = fs::File::create(&log).with_context(|| format!("creating {}", log.display()))?;
    let server = staffhub(&["serve"])
        .env("STAFFHUB_ADDR", addr.to_string())
        .env("STAFFHUB_WEB_DIR", root.join("frontend/dist"))
        .env("STAFFHUB_DATA_DIR", &data_dir)
        .env(
            "STAFFHUB_AI_PROVIDERS",
            format!("loopback=openai:http://{llm_addr}/v1"),
        )
        .stdin(Stdio::null())
        .stdout(log_file.try_clone()?)
        .stderr(log_file)
        .spawn()
        .context("starting staffhub serve")?;
    let server = guard.server.insert(server);
    println!(
        "e2e: staffhub serve on http://{addr} (log {})",
        log.display()
    );

    let result = wait_healthy(server, addr).and_then(|()| {
        // `STAFFHUB_E2E_ONLY="chats workflows"` runs only those files, for iterating on them.
        let mut runner = match std::env::var("STAFFHUB_E2E_ONLY") {
            Ok(only) if !only.trim().is_empty() => {
                let mut c = cmd(
                    "node",
                    ["--import", "tsx", "--test", "--test-concurrency=1"],
                );
                c.args(only.split_whitespace().map(|f| format!("e2e/{f}.test.ts")));
                c
            }
            _ => cmd("npm", ["run", "e2e"]),
        };
        util::run(
            runner
                .current_dir(root.join("frontend"))
                .env("STAFFHUB_URL", format!("http://{addr}"))
                .env("STAFFHUB_ADMIN_EMAIL", email)
                .env("STAFFHUB_ADMIN_PASSWORD", &password)
                .env("CHROMIUM_PATH", services::CHROMIUM),
        )
    });
    if result.is_err() {
        guard.stop_server();
        eprintln!("--- {} ---\n{}", log.display(), util::tail(&log, 200));
    }
    result
}

/// Waits for `GET /healthz` to return 200, failing early if the server exits.
fn wait_healthy(server: &mut Child, addr: SocketAddr) -> Result<()> {
    let deadline = Instant::now() + HEALTH_TIMEOUT;
    loop {
        if let Some(status) = server.try_wait()? {
            bail!("staffhub serve exited before becoming healthy ({status})");
        }
        if util::http_get_status(addr, "/healthz") == Some(200) {
            return Ok(());
        }
        if Instant::now() > deadline {
            bail!("staffhub serve did not answer GET /healthz with 200 within {HEALTH_TIMEOUT:?}");
        }
        std::thread::sleep(Duration::from_millis(250));
    }
}

/// Waits (bounded) until `GET path` on `addr` answers 200.
fn wait_for(addr: SocketAddr, path: &str) -> Result<()> {
    let deadline = Instant::now() + HEALTH_TIMEOUT;
    while util::http_get_status(addr, path) != Some(200) {
        if Instant::now() > deadline {
            bail!("nothing answered GET {path} on {addr} within {HEALTH_TIMEOUT:?}");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    Ok(())
}

/// `postgres://…/<anything>?q` → `postgres://…/<db>?q`.
fn replace_db(url: &str, db: &str) -> String {
    let (before_query, query) = url
        .split_once('?')
        .map_or((url, None), |(a, q)| (a, Some(q)));
    let base = before_query
        .rsplit_once('/')
        .map_or(before_query, |(b, _)| b);
    match query {
        Some(q) => format!("{base}/{db}?{q}"),
        None => format!("{base}/{db}"),
    }
}

struct Cleanup {
    services: Services,
    db_name: String,
    data_dir: PathBuf,
    server: Option<Child>,
    provider: Option<Child>,
}

impl Cleanup {
    /// SIGTERM first so the server can shut down cleanly, SIGKILL if it lingers.
    fn stop_server(&mut self) {
        let Some(mut child) = self.server.take() else {
            return;
        };
        let _ = util::succeeds(&mut cmd("kill", [child.id().to_string()]));
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        let _ = child.kill();
        let _ = child.wait();
    }
}

impl Drop for Cleanup {
    fn drop(&mut self) {
        self.stop_server();
        if let Some(mut provider) = self.provider.take() {
            let _ = provider.kill();
            let _ = provider.wait();
        }
        let _ = fs::remove_dir_all(&self.data_dir);
        if services::psql().is_none() {
            println!("e2e: psql not found, leaving database {}", self.db_name);
            return;
        }
        let sql = format!("DROP DATABASE IF EXISTS \"{}\" WITH (FORCE)", self.db_name);
        match services::psql_exec(&self.services.admin_url, &sql) {
            Ok(_) => println!("e2e: dropped database {}", self.db_name),
            Err(e) => println!("e2e: could not drop database {}: {e:#}", self.db_name),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::replace_db;

    #[test]
    fn replaces_database_name() {
        assert_eq!(
            replace_db("postgres://p@h:1/postgres", "x"),
            "postgres://p@h:1/x"
        );
        assert_eq!(
            replace_db("postgres://p@h:1/postgres?sslmode=disable", "x"),
            "postgres://p@h:1/x?sslmode=disable"
        );
    }
}
