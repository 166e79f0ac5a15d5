//! The binary's own behaviour: helpful errors, no panics, the schema on stdout.

use std::process::Command;

fn staffhub() -> Command {
    Command::new(env!("CARGO_BIN_EXE_staffhub"))
}

#[test]
fn an_unreachable_database_is_named_with_what_to_do_and_no_panic() {
    let output = staffhub()
        .arg("migrate")
        .env(
            "DATABASE_URL",
            "postgres://staffhub:secret-pw@127.0.0.1:1/staffhub",
        )
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains(
            "cannot connect to PostgreSQL at postgres://staffhub:***@127.0.0.1:1/staffhub"
        ),
        "{stderr}"
    );
    assert!(stderr.contains("make services"), "{stderr}");
    assert!(
        !stderr.contains("secret-pw"),
        "the password leaked: {stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn an_unreachable_nats_is_named_with_what_to_do() {
    let database = std::env::var("STAFFHUB_TEST_DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".to_owned());
    let output = staffhub()
        .arg("worker")
        .env("DATABASE_URL", database)
        .env("NATS_URL", "nats://127.0.0.1:1")
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("cannot connect to NATS at nats://127.0.0.1:1"),
        "{stderr}"
    );
    assert!(stderr.contains("NATS_URL"), "{stderr}");
}

#[test]
fn the_schema_command_prints_the_sdl() {
    let output = staffhub().arg("schema").output().expect("the binary runs");
    let sdl = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success());
    assert!(
        sdl.contains("createTask(input: CreateTaskInput!): CreateTaskPayload!"),
        "{sdl}"
    );
}

#[test]
fn a_bad_listen_address_is_explained() {
    let output = staffhub()
        .arg("serve")
        .env("STAFFHUB_ADDR", "not-an-address")
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr.contains("STAFFHUB_ADDR=\"not-an-address\""),
        "{stderr}"
    );
}

#[test]
fn json_logs_are_one_json_object_per_line() {
    let admin = std::env::var("STAFFHUB_TEST_DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".to_owned());
    let database = format!("staffhub_test_{}_cli", std::process::id());
    let url = format!(
        "{}/{database}",
        admin
            .rsplit_once('/')
            .map_or(admin.as_str(), |(base, _)| base)
    );
    let output = staffhub()
        .arg("migrate")
        .env("DATABASE_URL", &url)
        .env("STAFFHUB_LOG_FORMAT", "json")
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    let lines: Vec<&str> = stderr.lines().filter(|l| !l.trim().is_empty()).collect();
    assert!(!lines.is_empty(), "creating the database logs a line");
    for line in lines {
        let value: serde_json::Value =
            serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}"));
        assert!(value.get("level").is_some(), "{line}");
    }
    let _ = Command::new("psql")
        .args([
            admin.as_str(),
            "-c",
            &format!("DROP DATABASE IF EXISTS {database}"),
        ])
        .output();
}

#[test]
fn rebuilding_an_unknown_projection_is_a_coded_error_before_anything_starts() {
    // An unreachable database proves the name is checked first.
    let output = staffhub()
        .args(["projections", "rebuild", "no-such-projection"])
        .env("DATABASE_URL", "postgres://postgres@127.0.0.1:1/staffhub")
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("Projection not found (204.P001.001)"),
        "{stderr}"
    );
}
