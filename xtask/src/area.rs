//! `cargo xtask test-area <area>` (`make test-area AREA=issues`): the fast inner loop of
//! issue 31. One area's tests in every layer, in the order they fail fastest: the domain's
//! given/when/then tests, the api's and the projection's unit tests, the spine tests through
//! the real server, the frontend's unit tests, then the area's browser tests.
//!
//! An area has one name in every layer (ARCHITECTURE.md, "Adding an area"), so one filter
//! finds its tests everywhere: the Rust tests live in modules named after it (`issues::` in
//! the domain, `graphql::issues`, `read::issues`, `areas::issues`, the projection and
//! `tests/tests/spine/issues.rs`), the frontend's in `modules/issues` and `pages/issues`, and
//! its browser tests in `e2e/issues.test.ts`. The builds are `make test`'s own (the same
//! wrapper and package set), so after a `make test` nothing is compiled twice.

use std::path::Path;

use anyhow::{Result, bail};

use crate::services::{self, Chromium};
use crate::util::{self, cmd};
use crate::{e2e, test};

/// Whether `name` is an area: a domain module, a frontend module or a spine test file of that
/// name.
fn is_area(root: &Path, name: &str) -> bool {
    !name.is_empty()
        && name.chars().all(|c| c.is_ascii_lowercase() || c == '_')
        && [
            root.join("services/domain/src").join(name),
            root.join("frontend/src/modules").join(name),
            root.join("tests/tests/spine").join(format!("{name}.rs")),
        ]
        .iter()
        .any(|path| path.exists())
}

/// The areas a name could be, for the error message: the domain's modules.
fn known_areas(root: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root.join("services/domain/src"))
        .into_iter()
        .flatten()
        .flatten()
        .filter(|entry| entry.path().is_dir())
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

pub fn test_area(area: &str) -> Result<()> {
    let root = util::root();
    if !is_area(&root, area) {
        bail!(
            "`{area}` is not an area; areas: {}",
            known_areas(&root).join(", ")
        );
    }
    let frontend = root.join("frontend");
    let e2e_file = frontend.join("e2e").join(format!("{area}.test.ts"));
    let chromium = if e2e_file.exists() {
        Chromium::Needed
    } else {
        Chromium::NotNeeded
    };
    let services = services::ensure_for_tests(chromium)?;
    let filter = format!("{area}::");

    println!("\n==> {area}: Rust tests in every crate (`{filter}`)");
    util::run(
        test::cargo(Some(&services))
            .args(["test", "--workspace", "--tests", "--", &filter])
            .env_remove("RUST_LOG"),
    )?;

    let folders: Vec<String> = [format!("src/modules/{area}"), format!("src/pages/{area}")]
        .into_iter()
        .filter(|folder| frontend.join(folder).is_dir())
        .collect();
    if folders.is_empty() {
        println!("\n==> {area}: no frontend module");
    } else {
        if !frontend.join("node_modules").exists() {
            util::run(&mut test::npm_ci(&frontend))?;
        }
        println!("\n==> {area}: frontend unit tests ({})", folders.join(", "));
        let mut vitest = cmd("npx", ["vitest", "run", "--passWithNoTests"]);
        vitest.args(&folders).current_dir(&frontend);
        util::run(&mut vitest)?;
    }

    if e2e_file.exists() {
        println!("\n==> {area}: browser tests (e2e/{area}.test.ts)");
        util::run(cmd("npm", ["run", "build"]).current_dir(&frontend))?;
        e2e::run_files(&services, Some(area))?;
    } else {
        println!("\n==> {area}: no browser tests (no e2e/{area}.test.ts)");
    }
    println!("\nxtask: every test of {area} passed");
    Ok(())
}
