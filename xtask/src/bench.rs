//! `cargo xtask bench [--smoke]`: runs the benchmark harness once it exists.

use anyhow::Result;

use crate::services::{self, Chromium, Services};
use crate::{test, util};

/// Runs `staffhub-bench` (release, or a quick debug `--smoke` run that shares
/// the test build). Until `bench/Cargo.toml` exists this is a no-op, so
/// `make test` does not depend on the harness being written.
pub fn bench(smoke: bool, services: Option<&Services>, extra: &[String]) -> Result<()> {
    if !util::root().join("bench/Cargo.toml").exists() {
        println!("bench: the harness is not built yet (no bench/Cargo.toml), nothing to run");
        return Ok(());
    }
    // The harness measures against real services.
    let started;
    let services = match services {
        Some(s) => s,
        None => {
            started = services::ensure(Chromium::NotNeeded)?;
            &started
        }
    };
    if smoke {
        // Reuse the test build (same package set, same features): no second compile in CI.
        util::run(test::cargo(Some(services)).args(test::WORKSPACE_BINS))?;
        return util::run(&mut smoke_command(services, extra));
    }
    let mut c = test::cargo(Some(services));
    c.args(["run", "--release", "-p", "staffhub-bench", "--"]);
    c.args(extra);
    util::run(&mut c)
}

/// The smoke run of the harness, built already (`make test` runs it beside `cargo test`).
pub fn smoke_command(services: &Services, extra: &[String]) -> std::process::Command {
    let debug = util::target_dir().join("debug");
    let mut c = util::cmd(debug.join("staffhub-bench"), ["--smoke"]);
    // The server of the test build, with the same flags: the harness building it again with
    // plain cargo would not match the test build's fingerprint and compile the api anew.
    if !extra.iter().any(|arg| arg.starts_with("--server-bin")) {
        c.arg("--server-bin").arg(debug.join("staffhub"));
    }
    services.apply(&mut c).current_dir(util::root());
    c.args(extra);
    c
}
