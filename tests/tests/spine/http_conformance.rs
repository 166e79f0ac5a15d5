//! GraphQL over HTTP on the real server (`staffhub_api::graphql_http`; docs/conformance.md):
//! the media type follows `Accept`, a request error has no `data` and is 400 only for
//! `application/graphql-response+json`, and a body that is neither JSON nor multipart is refused.
//! The browser suite runs graphql-http's own audits (frontend/e2e/conformance.test.ts).

use serde_json::{Value, json};
use staffhub_tests::{TestApp, spawn_app};

const GRAPHQL_RESPONSE_JSON: &str = "application/graphql-response+json";

/// POSTs `body` with the given headers; the status, the content type and the JSON answer.
async fn post(app: &TestApp, headers: &[(&str, &str)], body: String) -> (u16, String, Value) {
    let mut request = app.http.post(format!("{}/graphql", app.url)).body(body);
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let response = request.send().await.expect("the server answers");
    let status = response.status().as_u16();
    let content_type = response
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    let body = response.json().await.expect("a JSON answer");
    (status, content_type, body)
}

fn query(text: &str) -> String {
    json!({ "query": text }).to_string()
}

#[tokio::test]
async fn the_answer_is_the_media_type_the_client_accepts() {
    let app = spawn_app().await;
    let json_body = ("content-type", "application/json");
    for (accept, expected) in [
        (Some(GRAPHQL_RESPONSE_JSON), GRAPHQL_RESPONSE_JSON),
        (
            Some("application/graphql-response+json, application/json"),
            GRAPHQL_RESPONSE_JSON,
        ),
        (Some("application/json"), "application/json"),
        (Some("*/*"), "application/json"),
        (None, "application/json"),
    ] {
        let mut headers = vec![json_body];
        if let Some(accept) = accept {
            headers.push(("accept", accept));
        }
        let (status, content_type, body) = post(&app, &headers, query("{ __typename }")).await;
        assert_eq!(status, 200, "Accept {accept:?}");
        assert!(
            content_type.starts_with(expected),
            "Accept {accept:?} gave {content_type}"
        );
        assert_eq!(body, json!({ "data": { "__typename": "Query" } }));
    }
}

#[tokio::test]
async fn a_request_error_has_no_data_and_is_400_only_for_graphql_response_json() {
    let app = spawn_app().await;
    for (document, what) in [
        ("{ __typename", "a document that does not parse"),
        ("{ noSuchField }", "a document that does not validate"),
    ] {
        let (status, _, body) = post(
            &app,
            &[
                ("content-type", "application/json"),
                ("accept", GRAPHQL_RESPONSE_JSON),
            ],
            query(document),
        )
        .await;
        assert_eq!(status, 400, "{what}: {body}");
        assert!(body.get("data").is_none(), "{what}: {body}");
        assert_eq!(body["errors"][0]["extensions"]["code"], "203.X000.001");

        let (status, content_type, body) = post(
            &app,
            &[
                ("content-type", "application/json"),
                ("accept", "application/json"),
            ],
            query(document),
        )
        .await;
        assert_eq!(status, 200, "{what} as application/json: {body}");
        assert!(content_type.starts_with("application/json"));
        assert!(body.get("data").is_none(), "{what}: {body}");
    }
}

#[tokio::test]
async fn a_field_error_keeps_its_data_entry_and_status_200() {
    let app = spawn_app().await;
    // Signed out: the profile is refused by the policy guard, a field error with a path.
    let (status, _, body) = post(
        &app,
        &[
            ("content-type", "application/json"),
            ("accept", GRAPHQL_RESPONSE_JSON),
        ],
        query("{ profile { name } }"),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert!(body.get("data").is_some(), "{body}");
    assert_eq!(body["errors"][0]["extensions"]["code"], "102.X000.001");
}

#[tokio::test]
async fn a_post_that_is_not_json_or_multipart_is_refused_with_a_code() {
    let app = spawn_app().await;
    for content_type in [None, Some("text/plain;charset=UTF-8")] {
        let headers: Vec<(&str, &str)> = content_type
            .map(|c| ("content-type", c))
            .into_iter()
            .collect();
        let (status, _, body) = post(&app, &headers, query("{ __typename }")).await;
        assert_eq!(status, 400, "{content_type:?}: {body}");
        assert_eq!(
            body["errors"][0]["extensions"]["code"], "203.X000.001",
            "{content_type:?}"
        );
    }
}

/// Issue 37 §8: after a deploy, a tab of the previous build asks for chunks that are gone. A
/// missing asset is a 404 (not the SPA's index.html with 200) and is not cached, so the
/// client's new-version handling reloads instead of failing; a present one is served and
/// cached for good, and any other path still falls back to the app.
#[tokio::test]
async fn a_missing_asset_is_a_404_not_the_app_and_a_present_one_is_served() {
    let app = spawn_app().await;
    let web = app.data_dir().join("web");
    std::fs::create_dir_all(web.join("assets")).unwrap();
    std::fs::write(
        web.join("index.html"),
        "<!doctype html><title>Staffhub</title>",
    )
    .unwrap();
    std::fs::write(web.join("assets/app-1a2b3c.js"), "console.log(1);").unwrap();
    let client = reqwest::Client::new();
    let get = |path: &str| client.get(format!("{}{path}", app.url)).send();

    let missing = get("/assets/app-0ld0ld.js").await.unwrap();
    assert_eq!(missing.status().as_u16(), 404);
    assert_ne!(
        missing.headers()["cache-control"],
        "public, max-age=31536000, immutable"
    );
    let present = get("/assets/app-1a2b3c.js").await.unwrap();
    assert_eq!(present.status().as_u16(), 200);
    assert_eq!(
        present.headers()["cache-control"],
        "public, max-age=31536000, immutable"
    );
    assert_eq!(present.text().await.unwrap(), "console.log(1);");
    let page = get("/tasks/123").await.unwrap();
    assert_eq!(page.status().as_u16(), 200);
    assert!(
        page.text()
            .await
            .unwrap()
            .contains("<title>Staffhub</title>")
    );
}
