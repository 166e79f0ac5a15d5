//! `cargo xtask`: Staffhub's developer and CI entry point.
//!
//! The Makefile targets (`make run`, `make test`, ...) only call this, so the
//! logic lives in one place, in Rust, with no dependency beyond the toolchain.
//! It installs or starts what a fresh Debian machine lacks (PostgreSQL, NATS,
//! chromium) and runs the whole suite the way CI (`.ci/run`) does.

mod area;
mod bench;
mod chaos;
mod e2e;
mod run;
mod services;
mod test;
mod util;

use anyhow::{Result, bail};

const HELP: &str = "\
Usage: cargo xtask <command> [options]

Commands:
  run               start services, migrate, build the frontend, seed demo data,
                    print the admin login and serve on http://127.0.0.1:8080
  test              the whole suite: services, fmt, clippy, cargo test, frontend
                    lint/typecheck/test/build, browser e2e, bench smoke
  test-area AREA    one area's tests in every layer: Rust (`AREA::` in the domain,
                    api, projections and spine), the frontend's unit tests of
                    modules/AREA and pages/AREA, and e2e/AREA.test.ts
  e2e               only the browser end-to-end tests (builds the frontend first;
                    STAFFHUB_E2E_ONLY=\"chats workflows\" runs only those files)
  services          ensure PostgreSQL and NATS are running and print their URLs
  services --stop   stop the private PostgreSQL/NATS started from .data/
  bench [--smoke] [-- ARGS]
                    run the benchmark harness (no-op until bench/ exists)
  chaos [-- ARGS]   fault runs (kill -9, PostgreSQL and NATS outages, a held
                    transaction, the fuzzer, sign-in timing) on loopback, bounded;
                    figures in target/chaos/report.md (`-- --help` lists ARGS)
  fmt               format Rust (and the frontend if it has a format script)
  lint              rustfmt check, clippy, frontend lint and typecheck
  help              this text

Environment:
  DATABASE_URL                 PostgreSQL to use if it answers
                               (default postgres://postgres@127.0.0.1:5432/staffhub)
  NATS_URL                     NATS to use if it answers (default nats://127.0.0.1:4222)
  STAFFHUB_PRIVATE_SERVICES=1  always use private servers from .data/ (ports 55432/54222)

Without DATABASE_URL, a private cluster once created in .data/postgres stays the
default, since it holds your data: remove that directory to drop it.
";

fn main() -> Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (command, rest) = match args.split_first() {
        Some((c, rest)) => (c.as_str(), rest),
        None => ("help", &[][..]),
    };
    let flags: Vec<&str> = rest.iter().map(String::as_str).collect();
    match (command, flags.as_slice()) {
        ("help" | "--help" | "-h", _) => print!("{HELP}"),
        ("run", []) => run::run()?,
        ("test", []) => test::test()?,
        ("services", []) => {
            let s = services::ensure(services::Chromium::NotNeeded)?;
            for (key, value) in s.env() {
                println!("export {key}={value}");
            }
        }
        ("services", ["--stop"]) => services::stop()?,
        ("bench", _) => {
            let smoke = rest.first().is_some_and(|a| a == "--smoke");
            let rest = &rest[usize::from(smoke)..];
            let extra = match rest.split_first() {
                None => &[][..],
                Some((sep, extra)) if sep == "--" => extra,
                Some((other, _)) => bail!("unexpected argument `{other}`\n\n{HELP}"),
            };
            bench::bench(smoke, None, extra)?;
        }
        ("e2e", []) => test::e2e_only()?,
        ("test-area", [area]) => area::test_area(area)?,
        ("chaos", rest) => {
            let extra = match rest.split_first() {
                None => &[][..],
                Some((&"--", _)) => &args[2..],
                Some((other, _)) => bail!("unexpected argument `{other}`\n\n{HELP}"),
            };
            chaos::chaos(extra)?;
        }
        ("fmt", []) => test::fmt()?,
        ("lint", []) => test::lint()?,
        _ => bail!("unknown command or arguments: {}\n\n{HELP}", args.join(" ")),
    }
    Ok(())
}
