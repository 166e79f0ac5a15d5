//! Browser end-to-end run: shards side by side, each a real `staffhub serve` on its own fresh
//! database, NATS prefix and free port, take the test files from one queue (largest first)
//! and run each in node's test runner, in headless chromium.
//!
//! Shards share nothing but the machine's PostgreSQL and NATS (distinct databases and
//! subject prefixes). A file sees what the files before it on its shard wrote, and which
//! those are depends on timing: every file makes its own data with unique names.

use std::fs;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};

use crate::services::{self, Services};
use crate::test::WORKSPACE_BINS;
use crate::util::{self, cmd};

const HEALTH_TIMEOUT: Duration = Duration::from_secs(60);

/// Shards at the start, at most, by default (`STAFFHUB_E2E_SHARDS` overrides): two shards on two
/// cores take about half the time of one, while a third from the start made each file about 40%
/// slower, which gained almost nothing and left less room before a timeout. In `make test` a
/// third joins once the work beside the browsers has ended (`run_built`).
const MAX_SHARDS: usize = 2;

/// Connections one shard's server holds at its peak: its two pools of 12, one per projection
/// worker, the listener and the mail sender's lease.
const CONNECTIONS_PER_SHARD: u32 = 45;

/// Whether PostgreSQL has connections for `shards` shards at once (unknown: no).
fn has_connections_for(services: &Services, shards: usize) -> bool {
    services
        .max_connections()
        .is_some_and(|max| max.saturating_sub(10) / CONNECTIONS_PER_SHARD >= shards as u32)
}

/// The shards PostgreSQL has connections for (a server with 100 allows two), up to `MAX_SHARDS`.
fn default_shards(services: &Services) -> usize {
    services.max_connections().map_or(2, |max| {
        (max.saturating_sub(10) / CONNECTIONS_PER_SHARD).clamp(1, MAX_SHARDS as u32) as usize
    })
}

pub fn run(services: &Services) -> Result<()> {
    let only = std::env::var("STAFFHUB_E2E_ONLY").ok();
    run_files(services, only.as_deref())
}

/// The browser tests of the files `only` names (`"chats workflows"`), or every file.
pub fn run_files(services: &Services, only: Option<&str>) -> Result<()> {
    util::run(crate::test::cargo(Some(services)).args(WORKSPACE_BINS))?;
    run_built(services, only, None)
}

/// As [`run_files`], with the binaries already built: `make test` runs this beside `cargo
/// test`, which holds cargo's lock on the build directory until its last test ends, so a build
/// here, even one with nothing to do, would wait for it.
///
/// `cores_freed`, when given, says when the work beside the browsers has ended: then one more
/// shard joins to take from the same queue, if PostgreSQL has the connections for it and files
/// are left. Alone, two shards keep less than one of two cores busy (each file mostly waits on
/// pages, streams and subscriptions: 700 s of CPU in an 844 s run), so a third pays once
/// nothing else runs; beside `cargo test` it would only crowd the cores.
pub fn run_built(
    services: &Services,
    only: Option<&str>,
    cores_freed: Option<std::sync::mpsc::Receiver<()>>,
) -> Result<()> {
    let root = util::root();
    let files = test_files(&root.join("frontend/e2e"), only)?;
    let shards = std::env::var("STAFFHUB_E2E_SHARDS")
        .ok()
        .and_then(|n| n.trim().parse::<usize>().ok())
        .filter(|n| *n > 0)
        .unwrap_or_else(|| default_shards(services));
    let shards = shards.clamp(1, files.len().max(1));
    let late = cores_freed.filter(|_| has_connections_for(services, shards + 1));
    let queue = std::sync::Mutex::new(largest_first(files));
    let started = Instant::now();
    // A shard that never joined answers None.
    let results: Vec<(usize, Result<()>)> = std::thread::scope(|scope| {
        let queue = &queue;
        let mut handles: Vec<_> = (0..shards)
            .map(|n| scope.spawn(move || Some((n, run_shard(services, n, queue)))))
            .collect();
        if let Some(late) = late {
            handles.push(scope.spawn(move || {
                // It stops waiting once no file is left to take, or the sender is gone.
                let left = || !queue.lock().unwrap_or_else(|e| e.into_inner()).is_empty();
                loop {
                    match late.recv_timeout(Duration::from_secs(1)) {
                        Ok(()) if left() => break,
                        Err(std::sync::mpsc::RecvTimeoutError::Timeout) if left() => continue,
                        _ => return None,
                    }
                }
                println!(
                    "e2e: shard {shards} joins after {}s (the work beside the browsers has ended)",
                    started.elapsed().as_secs()
                );
                Some((shards, run_shard(services, shards, queue)))
            }));
        }
        handles
            .into_iter()
            .filter_map(|h| h.join().expect("an e2e shard thread panicked"))
            .collect()
    });
    println!(
        "e2e: {} shard(s) finished in {}s",
        results.len(),
        started.elapsed().as_secs()
    );
    let failed: Vec<String> = results
        .iter()
        .filter_map(|(n, r)| r.as_ref().err().map(|e| format!("shard {n}: {e:#}")))
        .collect();
    if !failed.is_empty() {
        bail!("e2e failed:\n{}", failed.join("\n"));
    }
    Ok(())
}

/// The test files to run: `STAFFHUB_E2E_ONLY="chats workflows"` names some, for iterating on
/// them; otherwise every `*.test.ts` in `dir`.
fn test_files(dir: &Path, only: Option<&str>) -> Result<Vec<PathBuf>> {
    if let Some(only) = only
        && !only.trim().is_empty()
    {
        return Ok(only
            .split_whitespace()
            .map(|f| dir.join(format!("{f}.test.ts")))
            .collect());
    }
    let mut files: Vec<PathBuf> = fs::read_dir(dir)
        .with_context(|| format!("reading {}", dir.display()))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(".test.ts"))
        .collect();
    files.sort();
    Ok(files)
}

/// The files in the order shards take them: the largest first (a file's size standing for its
/// running time), so the last files taken are short and the shards end close together.
/// Shards take the next file when they finish one, so a file slower than its size says is made
/// up for by the other shard taking more of the rest.
fn largest_first(files: Vec<PathBuf>) -> std::collections::VecDeque<PathBuf> {
    let mut sized: Vec<(u64, PathBuf)> = files
        .into_iter()
        .map(|f| (fs::metadata(&f).map(|m| m.len()).unwrap_or(0), f))
        .collect();
    sized.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    sized.into_iter().map(|(_, f)| f).collect()
}

/// One shard: its own database, data dir, loopback AI provider, loopback SMTP listener and
/// server; its files run one at a time, their output kept in a log printed when the shard ends
/// (so shards running side by side do not interleave).
fn run_shard(
    services: &Services,
    shard: usize,
    queue: &std::sync::Mutex<std::collections::VecDeque<PathBuf>>,
) -> Result<()> {
    let root = util::root();
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
        smtp: None,
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

    // Every mail the server sends (email jobs, password resets, notifications) goes over real
    // SMTP to a loopback listener, as a relay would take it (issue 35 §6: a browser test reads
    // the message from the loopback SMTP listener and follows its link); the tests read what it
    // took over HTTP (`tests/src/bin/loopback-smtp.rs`).
    let smtp_port = util::free_port()?;
    let mail_port = util::free_port()?;
    let mail_addr: SocketAddr = ([127, 0, 0, 1], mail_port).into();
    let smtp_log = fs::File::create(log_dir.join(format!("loopback-smtp-{suffix}.log")))?;
    let listener = cmd(
        util::target_dir().join("debug/loopback-smtp"),
        [
            "--port",
            &smtp_port.to_string(),
            "--http-port",
            &mail_port.to_string(),
        ],
    )
    .stdin(Stdio::null())
    .stdout(smtp_log.try_clone()?)
    .stderr(smtp_log)
    .spawn()
    .context("starting the loopback SMTP listener")?;
    guard.smtp = Some(listener);
    wait_for(mail_addr, "/messages")?;

    let port = util::free_port()?;
    let addr: SocketAddr = ([127, 0, 0, 1], port).into();
    let log_file = fs::File::create(&log).with_context(|| format!("creating {}", log.display()))?;
    let server = staffhub(&["serve"])
        .env("STAFFHUB_ADDR", addr.to_string())
        .env("STAFFHUB_WEB_DIR", root.join("frontend/dist"))
        .env("STAFFHUB_DATA_DIR", &data_dir)
        // One browser at a time drives a shard's server: a small pool leaves PostgreSQL's
        // connections (100 by default) for the shards side by side and their projection workers.
        .env("STAFFHUB_DB_POOL", "12")
        // A saved form opens the saved item's page, read from the read model. Two shards, their
        // browsers and servers on two cores can keep a projection behind for more than the
        // default 5 s, and the page then says "not found" (seen once in emails). The wait is a
        // bound, not a delay: a caught-up read model answers at once.
        .env("STAFFHUB_RYW_TIMEOUT_MS", "20000")
        // Shards share the machine's NATS: each server hears only its own change notices.
        .env("STAFFHUB_NATS_PREFIX", format!("staffhub_e2e_{suffix}"))
        .env(
            "STAFFHUB_AI_PROVIDERS",
            format!("loopback=openai:http://{llm_addr}/v1"),
        )
        .env("STAFFHUB_SMTP_URL", format!("smtp://127.0.0.1:{smtp_port}"))
        .stdin(Stdio::null())
        .stdout(log_file.try_clone()?)
        .stderr(log_file)
        .spawn()
        .context("starting staffhub serve")?;
    let server = guard.server.insert(server);
    println!(
        "e2e shard {shard}: staffhub serve on http://{addr} (log {})",
        log.display()
    );
    wait_healthy(server, addr)?;

    // The files, one `node --test` each, taken from the queue until it is empty; each file's
    // output is printed in one piece when it ends, so shards side by side do not interleave.
    let mut failed = Vec::new();
    loop {
        let Some(file) = queue.lock().unwrap_or_else(|e| e.into_inner()).pop_front() else {
            break;
        };
        let name = file
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let output_log = log_dir.join(format!("runner-{suffix}-{name}.log"));
        let started = Instant::now();
        let result = run_file(&file, &output_log, addr, email, &password, mail_addr);
        println!(
            "\n--- e2e shard {shard}: {name} {} in {}s ---\n{}",
            if result.is_ok() { "passed" } else { "FAILED" },
            started.elapsed().as_secs(),
            fs::read_to_string(&output_log).unwrap_or_default()
        );
        if let Err(e) = result {
            failed.push(format!("{name}: {e:#}"));
        }
    }
    if !failed.is_empty() {
        guard.stop_server();
        eprintln!("--- {} ---\n{}", log.display(), util::tail(&log, 200));
        bail!("{}", failed.join("; "));
    }
    Ok(())
}

/// One test file in node's test runner, against the shard's server, its output to `output_log`.
fn run_file(
    file: &Path,
    output_log: &Path,
    addr: SocketAddr,
    email: &str,
    password: &str,
    mail_addr: SocketAddr,
) -> Result<()> {
    let root = util::root();
    let output = fs::File::create(output_log)
        .with_context(|| format!("creating {}", output_log.display()))?;
    let status = cmd(
        "node",
        ["--import", "tsx", "--test", "--test-concurrency=1"],
    )
    .arg(file)
    .current_dir(root.join("frontend"))
    .env("STAFFHUB_URL", format!("http://{addr}"))
    .env("STAFFHUB_ADMIN_EMAIL", email)
    .env("STAFFHUB_ADMIN_PASSWORD", password)
    .env("CHROMIUM_PATH", services::CHROMIUM)
    .env("CHROMIUM_FULL_PATH", services::CHROMIUM_FULL)
    // The mail the server sent, as the loopback SMTP listener took it (`e2e/supportMail.ts`).
    .env("STAFFHUB_MAIL_URL", format!("http://{mail_addr}"))
    .stdin(Stdio::null())
    .stdout(output.try_clone()?)
    .stderr(output)
    .status()
    .context("starting node's test runner")?;
    if !status.success() {
        bail!("node --test failed ({status})");
    }
    Ok(())
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
    smtp: Option<Child>,
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
        // The server first (above), so it sends nothing to a listener that is gone.
        for mut child in [self.provider.take(), self.smtp.take()]
            .into_iter()
            .flatten()
        {
            let _ = child.kill();
            let _ = child.wait();
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
    use super::{largest_first, replace_db};

    #[test]
    fn shards_take_the_largest_files_first_and_equal_sizes_in_name_order() {
        let dir = std::env::temp_dir().join(format!("xtask-queue-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = |name: &str, size: usize| {
            let path = dir.join(name);
            std::fs::write(&path, vec![b'x'; size]).unwrap();
            path
        };
        let files = vec![
            file("a.test.ts", 10),
            file("b.test.ts", 40),
            file("c.test.ts", 30),
            file("e.test.ts", 20),
            file("d.test.ts", 20),
        ];
        let names: Vec<String> = largest_first(files)
            .iter()
            .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        assert_eq!(
            names,
            [
                "b.test.ts",
                "c.test.ts",
                "d.test.ts",
                "e.test.ts",
                "a.test.ts"
            ]
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

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
