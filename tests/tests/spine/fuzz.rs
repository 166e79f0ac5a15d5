//! The introspection-driven fuzzer (`staffhub_tests::fuzz`), short: a few hundred requests
//! against a fresh server. `make chaos` runs the long version. `FUZZ_TRACE=1` prints every
//! request and answer.

use std::time::Duration;

use serde_json::json;
use staffhub_tests::fuzz::{FuzzConfig, run};
use staffhub_tests::{Subscription, spawn_app};

// Several threads, as the server runs in production: on one, the fuzzer's own work (bodies of
// megabytes) would stall the server it is testing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_root_field_called_with_fuzzed_arguments_gets_a_well_formed_coded_answer() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    // `FUZZ_SEED` and `FUZZ_REQUESTS` replay another run (a failure's seed, a longer one).
    let env = |name: &str| std::env::var(name).ok().and_then(|v| v.parse().ok());
    let requests = env("FUZZ_REQUESTS").unwrap_or(400);
    let config = FuzzConfig {
        http_url: app.url.clone(),
        ws_url: app.ws_url(),
        token: token.clone(),
        requests: requests as usize,
        seed: env("FUZZ_SEED").unwrap_or(19),
        concurrency: 4,
    };
    let report = run(&config).await.expect("the fuzzer ran");
    println!(
        "fuzz: {} requests, {} accepted, codes {:?}",
        report.tried, report.accepted, report.codes
    );
    assert!(
        report.clean(),
        "{} requests: {} 5xx, {} uncoded, {} internal errors, {} malformed, {} transport \
         failures:\n{}",
        report.tried,
        report.server_errors_5xx,
        report.uncoded,
        report.internal_errors,
        report.malformed,
        report.transport_failures,
        report.samples.join("\n")
    );
    assert_eq!(report.tried, config.requests);
    // Enough requests get past validation that resolvers, rules and the journal are fuzzed.
    assert!(report.accepted * 10 >= report.tried, "{report:?}");
    assert!(
        report.uncalled.is_empty(),
        "never called: {:?}",
        report.uncalled
    );
    assert_eq!(report.by_operation, report.root_fields);
    // The fuzzer's own session survived it (the guarded operations never ran).
    let profile = app
        .gql(Some(&token), "{ profile { employeeId } }", json!({}))
        .await;
    assert!(profile.data("/profile/employeeId").is_string());
}

// Regressions: what the fuzzer found, each pinned by a direct request.

#[tokio::test]
async fn a_literal_nested_hundreds_deep_is_refused_with_a_code_and_the_server_stays_up() {
    // async-graphql's parser recursed once per `[` without bound: a few hundred overflowed the
    // stack and aborted the process.
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let nested = |depth: usize| format!("{}1{}", "[".repeat(depth), "]".repeat(depth));
    for depth in [65, 500, 5_000] {
        let query = format!("{{ node(id: {}) {{ __typename }} }}", nested(depth));
        let response = app.gql(Some(&token), &query, json!({})).await;
        assert_eq!(
            response.error_code().as_deref(),
            Some("203.X000.001"),
            "depth {depth}: {}",
            response.body
        );
    }
    let mut socket = Subscription::connect(&app.ws_url(), json!({ "accessToken": token }))
        .await
        .expect("connected");
    let query = format!(
        "subscription {{ taskChanged(id: {}) {{ id }} }}",
        nested(5_000)
    );
    socket.subscribe("deep", &query, json!({})).await;
    let answer = socket
        .next_data("deep", Duration::from_secs(10))
        .await
        .expect("an answer");
    assert_eq!(
        answer["errors"][0]["extensions"]["code"], "203.X000.001",
        "{answer}"
    );
    let health = app
        .http
        .get(format!("{}/healthz", app.url))
        .send()
        .await
        .expect("still up");
    assert_eq!(health.status(), 200);
}

#[tokio::test]
async fn text_with_a_nul_character_is_invalid_input_not_a_server_error_and_nothing_is_written() {
    // PostgreSQL's text and jsonb cannot hold U+0000; it was answered 100.X000.001.
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let before = app.event_count().await;
    let tag = app
        .gql(
            Some(&token),
            "mutation($input: CreateTagInput!) { createTag(input: $input) { tag { id } } }",
            json!({ "input": { "name": "nul\u{0}tag", "color": "red" } }),
        )
        .await;
    assert_eq!(
        tag.error_code().as_deref(),
        Some("203.X000.001"),
        "{:?}",
        tag.body
    );
    let task = app
        .gql(
            Some(&token),
            crate::CREATE_TASK,
            json!({ "input": { "title": "fine", "description": "nul\u{0}inside" } }),
        )
        .await;
    assert_eq!(
        task.error_code().as_deref(),
        Some("203.X000.001"),
        "{:?}",
        task.body
    );
    let search = app
        .gql(
            Some(&token),
            "query($k: String) { tags(filter: { keyword: $k }) { totalCount } }",
            json!({ "k": "\u{0}" }),
        )
        .await;
    assert_ne!(
        search.error_code().as_deref(),
        Some("100.X000.001"),
        "{:?}",
        search.body
    );
    assert_eq!(app.event_count().await, before, "nothing is written");
    // The refusal left nothing behind: tags are created as before.
    let clean = app
        .gql(
            Some(&token),
            "mutation($input: CreateTagInput!) { createTag(input: $input) { tag { name } } }",
            json!({ "input": { "name": "nultag", "color": "red" } }),
        )
        .await;
    assert_eq!(clean.data("/createTag/tag/name"), "nultag");
}
