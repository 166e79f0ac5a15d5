//! `cargo xtask run` (`make run`): from a fresh clone to a running app with
//! services, migrations, a built frontend, demo data and admin credentials.

use std::fs;
use std::io::Write;
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::Command;
use std::time::SystemTime;

use anyhow::{Context, Result};

use crate::services::{self, Chromium};
use crate::test;
use crate::test::WORKSPACE_BINS;
use crate::util::{self, cmd};

const ADMIN_EMAIL: &str = "admin@staffhub.local";
const DEFAULT_ADDR: &str = "127.0.0.1:8080";

pub fn run() -> Result<()> {
    let root = util::root();
    let services = services::ensure(Chromium::NotNeeded)?;
    util::run(test::cargo(Some(&services)).args(WORKSPACE_BINS))?;
    let bin = util::target_dir().join("debug/staffhub");
    let staffhub = |args: &[&str]| -> Command {
        let mut c = cmd(&bin, args);
        services.apply(&mut c).current_dir(&root);
        c
    };

    util::run(&mut staffhub(&["migrate"]))?;

    let frontend = root.join("frontend");
    if frontend.join("package.json").exists() {
        if needs_npm_ci(&frontend) {
            util::run(&mut test::npm_ci(&frontend))?;
        }
        util::run(cmd("npm", ["run", "build"]).current_dir(&frontend))?;
    }

    let (email, password) = admin_credentials(&root.join(".data/admin-credentials.txt"))?;
    util::run(&mut staffhub(&[
        "user",
        "create-admin",
        "--if-not-exists",
        "--email",
        &email,
        "--password",
        &password,
        "--name",
        "Staffhub Admin",
    ]))?;

    // Seeding arrives with the backend's `seed` command; until then skip it.
    if util::succeeds(&mut staffhub(&["seed", "--help"])) {
        util::run(&mut staffhub(&["seed", "--demo"]))?;
    }

    let addr = std::env::var("STAFFHUB_ADDR").unwrap_or_else(|_| DEFAULT_ADDR.to_owned());
    let web_dir = std::env::var_os("STAFFHUB_WEB_DIR")
        .unwrap_or_else(|| root.join("frontend/dist").into_os_string());
    let url = format!("http://{}", addr.replace("0.0.0.0", "127.0.0.1"));
    print_box(&[
        format!("Staffhub: {url}"),
        format!("email:    {email}"),
        format!("password: {password}"),
    ]);

    // exec, so Ctrl-C and signals go straight to the server.
    let err = staffhub(&["serve"])
        .env("STAFFHUB_ADDR", &addr)
        .env("STAFFHUB_WEB_DIR", web_dir)
        .exec();
    Err(err).context("could not exec staffhub serve")
}

/// `npm ci` is slow, so only when node_modules is missing or older than the
/// lock file (npm records its install in node_modules/.package-lock.json).
fn needs_npm_ci(frontend: &Path) -> bool {
    let mtime = |p: &Path| fs::metadata(p).and_then(|m| m.modified()).ok();
    let installed = mtime(&frontend.join("node_modules/.package-lock.json"))
        .or_else(|| mtime(&frontend.join("node_modules")));
    let lock = mtime(&frontend.join("package-lock.json")).unwrap_or(SystemTime::UNIX_EPOCH);
    installed.is_none_or(|installed| lock > installed)
}

/// The admin login, generated once and kept (mode 0600) so every `make run`
/// prints the same credentials the database holds.
fn admin_credentials(path: &Path) -> Result<(String, String)> {
    if let Ok(text) = fs::read_to_string(path) {
        let field = |key: &str| {
            text.lines()
                .find_map(|l| l.strip_prefix(key)?.strip_prefix('='))
                .map(|v| v.trim().to_owned())
        };
        if let (Some(email), Some(password)) = (field("email"), field("password")) {
            fs::set_permissions(path, fs::Permissions::from_mode(0o600))?;
            return Ok((email, password));
        }
    }
    let password = util::random_string(20)?;
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    let mut f = fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(path)
        .with_context(|| format!("writing {}", path.display()))?;
    writeln!(
        f,
        "# Staffhub admin login created by `make run`\nemail={ADMIN_EMAIL}\npassword={password}"
    )?;
    Ok((ADMIN_EMAIL.to_owned(), password))
}

fn print_box(lines: &[String]) {
    let width = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    println!("\n┌{}┐", "─".repeat(width + 2));
    for l in lines {
        println!("│ {l:<width$} │");
    }
    println!("└{}┘\n", "─".repeat(width + 2));
}
