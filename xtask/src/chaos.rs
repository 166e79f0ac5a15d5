//! `cargo xtask chaos [-- ARGS]`: the fault runs of issue 19 (`chaos/`), bounded in time and
//! on loopback. They start a PostgreSQL cluster and a nats-server of their own, so the
//! services step only makes sure the binaries are installed.

use anyhow::Result;

use crate::services::{self, Chromium};
use crate::{test, util};

pub fn chaos(extra: &[String]) -> Result<()> {
    let services = services::ensure(Chromium::NotNeeded)?;
    // The debug build `make test` made: the harness kills and restarts this `staffhub`.
    util::run(test::cargo(Some(&services)).args(test::WORKSPACE_BINS))?;
    let mut c = util::cmd(util::target_dir().join("debug/staffhub-chaos"), extra);
    c.arg("--server-bin")
        .arg(util::target_dir().join("debug/staffhub"))
        .arg("--report")
        .arg(util::target_dir().join("chaos/report.md"))
        .current_dir(util::root());
    util::run(&mut c)
}
