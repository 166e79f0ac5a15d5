//! `cargo xtask test`: the whole suite, in the order CI relies on, failing
//! fast and ending with a one-line `xtask: N passed, N failed` summary.

use std::path::Path;
use std::process::Command;
use std::time::Instant;

use anyhow::{Context, Result};

use crate::services::{self, Chromium, Services};
use crate::util::{self, cmd};
use crate::{bench, e2e};

/// Counts steps for the summary line.
#[derive(Debug, Default)]
struct Steps {
    passed: usize,
    failed: usize,
}

impl Steps {
    /// Reports a step that ran on the side, with its output.
    fn record(&mut self, step: SideStep) -> Result<()> {
        println!(
            "\n==> {} (ran beside the Rust steps)\n{}",
            step.name, step.output
        );
        match step.result {
            Ok(()) => {
                self.passed += 1;
                println!("<== {}: ok in {}s", step.name, step.seconds);
                Ok(())
            }
            Err(e) => {
                self.failed += 1;
                Err(e.context(format!("step `{}` failed", step.name)))
            }
        }
    }

    fn run<T>(&mut self, name: &str, f: impl FnOnce() -> Result<T>) -> Result<T> {
        println!("\n==> {name}");
        let started = Instant::now();
        match f() {
            Ok(v) => {
                self.passed += 1;
                // Timings show where CI's 90 minutes go.
                println!("<== {name}: ok in {}s", started.elapsed().as_secs());
                Ok(v)
            }
            Err(e) => {
                self.failed += 1;
                Err(e.context(format!("step `{name}` failed")))
            }
        }
    }
}

pub fn test() -> Result<()> {
    let mut steps = Steps::default();
    let result = all_steps(&mut steps);
    if let Err(e) = &result {
        eprintln!("\nxtask: error: {e:#}");
    }
    println!("\nxtask: {} passed, {} failed", steps.passed, steps.failed);
    if result.is_err() {
        // The summary must stay the last line, so exit here rather than let
        // main print the error again.
        std::process::exit(1);
    }
    Ok(())
}

fn all_steps(steps: &mut Steps) -> Result<()> {
    let root = util::root();
    let (services, packages) = steps.run("services", || {
        services::ensure_for_tests_installing_later(Chromium::Needed)
    })?;
    let frontend = root.join("frontend");
    let has_frontend = frontend.join("package.json").exists();

    // The frontend's checks run beside the Rust ones, in two halves, so that neither side
    // waits for the other (issue 31: make test under 20 minutes). Beside the build go npm,
    // lint and the typecheck: compiling the api crate keeps one core busy for minutes (type
    // checking is single-threaded), and npm mostly waits on the network. Beside `cargo test`
    // go the bundle, the browser tests and the unit tests (below): vitest and vite want both
    // cores, which during the build they would take from rustc. Each half's output is printed
    // once it ends.
    let first_half = ["lint", "typecheck"];
    let (built, checked) = std::thread::scope(|scope| {
        let chain =
            has_frontend.then(|| scope.spawn(|| frontend_steps(&frontend, true, &first_half)));
        let built = rust_build(steps, &services);
        (
            built,
            chain.map(|chain| chain.join().expect("the frontend steps")),
        )
    });
    let frontend_ok = record_side(steps, checked)?;
    built?;
    steps.run(
        "Debian packages for the tests (installed beside the build)",
        || packages.wait(),
    )?;
    // The fuzzer streams bodies of 22 MB through a debug server sharing its two threads; beside
    // vitest, the bundle, the bench and the browsers on two cores, one such request twice passed
    // its 60 s (fresh-clone runs), while alone it takes seconds. So it runs alone, first.
    steps.run("cargo test (the fuzzer, alone)", || {
        util::run(
            cargo(Some(&services))
                .args([
                    "test",
                    "-p",
                    "staffhub-tests",
                    "--test",
                    "spine",
                    "--",
                    "--exact",
                ])
                .arg(FUZZER)
                .env_remove("RUST_LOG"),
        )
    })?;
    let e2e_wanted = has_frontend && frontend_ok && util::npm_has_script(&frontend, "e2e")?;
    if has_frontend && frontend_ok && !e2e_wanted {
        println!("\n==> e2e: skipped (frontend/package.json has no e2e script)");
    }
    // Then everything else at once (issue 31: make test under 20 minutes). The browser tests
    // took 821 s of a 34-minute fresh-clone run after everything else had ended, while using
    // about half of the two cores (they mostly wait on pages, streams and subscriptions), and
    // the spine's tests about a third: so the bundle is built first and the browsers start at
    // once, beside `cargo test`, the unit tests and the bench's smoke run. PostgreSQL is the
    // run's own cluster (400 connections), so the shards and the spine's threads both fit.
    // When `cargo test` ends, one more browser shard may join (`e2e::run_built`).
    let (cores_freed, freed) = std::sync::mpsc::channel::<()>();
    let (tested, frontend_done, benched) = std::thread::scope(|scope| {
        let chain = (has_frontend && frontend_ok).then(|| {
            let services = &services;
            let frontend = &frontend;
            scope.spawn(move || {
                let mut done = frontend_steps(frontend, false, &["build"]);
                let bundled = done.iter().all(|step| step.result.is_ok());
                let browsers = (bundled && e2e_wanted).then(|| {
                    scope
                        .spawn(move || timed("e2e", || e2e::run_built(services, None, Some(freed))))
                });
                if bundled {
                    done.extend(frontend_steps(frontend, false, &["test"]));
                }
                let browsers = browsers.map(|b| b.join().expect("the browser tests"));
                (done, browsers)
            })
        });
        // The benchmark's smoke run only checks that every figure can be measured (no timing is
        // judged here).
        let bench = scope.spawn(|| {
            let mut smoke = bench::smoke_command(&services, &[]);
            side_step("bench --smoke", &mut smoke)
        });
        let tested = steps.run("cargo test", || {
            util::run(
                cargo(Some(&services))
                    .args(["test", "--workspace", "--", "--skip", FUZZER])
                    .env("RUST_TEST_THREADS", test_threads(&services).to_string())
                    .env_remove("RUST_LOG"),
            )
        });
        // Ignored when the browsers have ended (or never started).
        let _ = cores_freed.send(());
        (
            tested,
            chain.map(|chain| chain.join().expect("the frontend steps")),
            bench.join().expect("the bench smoke run"),
        )
    });
    let (bundled, browsers) = match frontend_done {
        Some((done, browsers)) => (Some(done), browsers),
        None => (None, None),
    };
    record_side(steps, bundled)?;
    steps.record(benched)?;
    tested?;
    if let Some(browsers) = browsers {
        steps.record(browsers)?;
    }
    Ok(())
}

/// The spine's HTTP fuzzer, which `make test` runs after the parallel steps rather than beside
/// them.
const FUZZER: &str =
    "fuzz::every_root_field_called_with_fuzzed_arguments_gets_a_well_formed_coded_answer";

/// Records the steps a side chain ran (none: there is no frontend); whether any ran.
fn record_side(steps: &mut Steps, done: Option<Vec<SideStep>>) -> Result<bool> {
    let Some(done) = done else {
        println!("\n==> frontend: skipped (no frontend/package.json)");
        return Ok(false);
    };
    for step in done {
        steps.record(step)?;
    }
    Ok(true)
}

fn rust_build(steps: &mut Steps, services: &Services) -> Result<()> {
    steps.run("cargo fmt --check", || {
        util::run(cargo(Some(services)).args(["fmt", "--all", "--check"]))
    })?;
    // One build serves clippy, the tests and the binaries: clippy's lints run as the workspace
    // crates compile (`clippy_wrapper`), so nothing is compiled twice.
    steps.run(
        "cargo build with clippy's lints (tests and binaries)",
        || {
            util::run(cargo(Some(services)).args(["test", "--workspace", "--no-run"]))?;
            util::run(cargo(Some(services)).args(WORKSPACE_BINS))
        },
    )
}

/// Threads for `cargo test`, sized to PostgreSQL: each spine test starts a server of its own,
/// which holds up to about 32 connections (its two pools, and one per projection worker). The
/// tests mostly wait on the journal and the projections, so one thread more than the cores keeps
/// them busy (more made the slowest tests, the fuzzer's megabyte bodies, time out on two cores);
/// a server with 100 connections allows two.
fn test_threads(services: &Services) -> usize {
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    match services.max_connections() {
        Some(max) => (max.saturating_sub(10) / 40).clamp(1, cores as u32 + 1) as usize,
        None => cores,
    }
}

/// A step run on the side: its name, how long it took, its output, and whether it passed.
struct SideStep {
    name: String,
    seconds: u64,
    output: String,
    result: Result<()>,
}

/// `npm ci` first when `install`, then the npm `scripts`, in order, stopping at the first
/// failure; each step's output captured.
fn frontend_steps(frontend: &Path, install: bool, scripts: &[&str]) -> Vec<SideStep> {
    let mut done = Vec::new();
    let mut commands: Vec<(String, Command)> = Vec::new();
    if install {
        commands.push(("npm ci".to_owned(), npm_ci(frontend)));
    }
    for script in scripts {
        let mut c = cmd("npm", ["run", script]);
        c.current_dir(frontend);
        commands.push((format!("npm run {script}"), c));
    }
    for (name, mut command) in commands {
        let step = side_step(&name, &mut command);
        let failed = step.result.is_err();
        done.push(step);
        if failed {
            break;
        }
    }
    done
}

/// Runs `work` as a side step named `name` whose output went straight to the terminal (the
/// browser tests print each file in one piece as it ends).
fn timed(name: &str, work: impl FnOnce() -> Result<()>) -> SideStep {
    let started = Instant::now();
    let result = work();
    SideStep {
        name: name.to_owned(),
        seconds: started.elapsed().as_secs(),
        output: String::new(),
        result,
    }
}

/// Runs `command` as a side step named `name`, its output captured.
fn side_step(name: &str, command: &mut Command) -> SideStep {
    let started = Instant::now();
    let (output, result) = match util::capture(command) {
        Ok(out) => {
            let text = format!(
                "{}{}",
                String::from_utf8_lossy(&out.stdout),
                String::from_utf8_lossy(&out.stderr)
            );
            let result = if out.status.success() {
                Ok(())
            } else {
                Err(anyhow::anyhow!("`{name}` failed ({})", out.status))
            };
            (text, result)
        }
        Err(e) => (String::new(), Err(e)),
    };
    SideStep {
        name: name.to_owned(),
        seconds: started.elapsed().as_secs(),
        output,
        result,
    }
}

/// Builds the binaries with the same package set as `cargo test --workspace`, so cargo unifies
/// the same features and reuses the test build instead of compiling shared dependencies a
/// second time (`-p staffhub` alone selects a different set and rebuilds ring, sqlx, …).
pub const WORKSPACE_BINS: [&str; 3] = ["build", "--workspace", "--bins"];

/// `cargo` in the repo root with the service URLs in its environment (tests
/// and sqlx's compile-time checks read them).
pub fn cargo(services: Option<&Services>) -> Command {
    let mut c = util::cargo();
    c.current_dir(util::root());
    clippy_wrapper(&mut c);
    // A CI run builds a fresh clone once: incremental compilation only writes caches nothing
    // will read, which costs time on a 2-core machine (issue 31). At a desk it stays on.
    if std::env::var_os("CI").is_some() && std::env::var_os("CARGO_INCREMENTAL").is_none() {
        c.env("CARGO_INCREMENTAL", "0");
    }
    if let Some(services) = services {
        services.apply(&mut c);
    }
    // With a committed query cache, DATABASE_URL must not make sqlx's macros
    // check against a live database that may not be migrated yet.
    if util::root().join(".sqlx").is_dir() && std::env::var_os("SQLX_OFFLINE").is_none() {
        c.env("SQLX_OFFLINE", "true");
    }
    c
}

/// Makes every build of `make test`, `make run`, `make e2e` and `make bench` compile the
/// workspace's own crates with clippy's driver and `-D warnings` (as `cargo clippy` does, but
/// in the real build rather than a separate check build): the lints fail the build, and the
/// test run, the binaries and the app share one set of artifacts. Every xtask build sets the
/// same wrapper, so cargo's fingerprints agree and nothing is rebuilt between them. Without
/// clippy installed the build goes on without its lints (`make lint` still runs it).
fn clippy_wrapper(c: &mut Command) {
    static DRIVER: std::sync::OnceLock<Option<std::path::PathBuf>> = std::sync::OnceLock::new();
    let driver = DRIVER.get_or_init(|| {
        let sysroot = util::output(&mut cmd("rustc", ["--print", "sysroot"])).ok()?;
        let driver = Path::new(sysroot.trim()).join("bin/clippy-driver");
        driver.exists().then_some(driver)
    });
    if let Some(driver) = driver {
        c.env("RUSTC_WORKSPACE_WRAPPER", driver)
            // How cargo-clippy hands its lint arguments to the driver.
            .env(
                "CLIPPY_ARGS",
                "-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__",
            );
    }
}

pub fn clippy(services: Option<&Services>) -> Result<()> {
    util::run(cargo(services).args([
        "clippy",
        "--workspace",
        "--all-targets",
        "--",
        "-D",
        "warnings",
    ]))
}

pub fn npm_ci(frontend: &Path) -> Command {
    // Skip the audit/funding chatter: it needs extra network and says nothing
    // about whether the install worked.
    let mut c = cmd("npm", ["ci", "--no-audit", "--no-fund"]);
    c.current_dir(frontend);
    c
}

/// `cargo xtask lint`: formatting and lints, Rust and frontend. Starts no
/// services, so it stays quick.
pub fn lint() -> Result<()> {
    util::run(cargo(None).args(["fmt", "--all", "--check"]))?;
    clippy(None)?;
    let frontend = util::root().join("frontend");
    if frontend.join("package.json").exists() {
        if !frontend.join("node_modules").exists() {
            util::run(&mut npm_ci(&frontend))?;
        }
        for script in ["lint", "typecheck"] {
            util::run(cmd("npm", ["run", script]).current_dir(&frontend))
                .with_context(|| format!("frontend {script}"))?;
        }
    }
    Ok(())
}

/// `cargo xtask fmt`: formats Rust, and the frontend when it has a `format` script.
pub fn fmt() -> Result<()> {
    util::run(cargo(None).args(["fmt", "--all"]))?;
    let frontend = util::root().join("frontend");
    if frontend.join("package.json").exists() && util::npm_has_script(&frontend, "format")? {
        if !frontend.join("node_modules").exists() {
            util::run(&mut npm_ci(&frontend))?;
        }
        util::run(cmd("npm", ["run", "format"]).current_dir(&frontend))?;
    }
    Ok(())
}

/// `cargo xtask e2e`: only the browser tests, for iterating on them; builds
/// the frontend first so the server has something to serve.
pub fn e2e_only() -> Result<()> {
    let services = services::ensure_for_tests(Chromium::Needed)?;
    let frontend = util::root().join("frontend");
    if !frontend.join("node_modules").exists() {
        util::run(&mut npm_ci(&frontend))?;
    }
    util::run(cmd("npm", ["run", "build"]).current_dir(&frontend))?;
    e2e::run(&services)
}
