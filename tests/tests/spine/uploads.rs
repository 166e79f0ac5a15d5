use serde_json::{Value, json};
use staffhub_tests::{TestApp, spawn_app};

const UPLOAD: &str =
    "mutation($file: Upload!) { uploadImage(input: { file: $file }) { url contentType size } }";

async fn upload(app: &TestApp, token: &str, name: &str, bytes: Vec<u8>) -> Value {
    let operations = json!({ "query": UPLOAD, "variables": { "file": null } });
    let form = reqwest::multipart::Form::new()
        .text("operations", operations.to_string())
        .text("map", json!({ "0": ["variables.file"] }).to_string())
        .part(
            "0",
            reqwest::multipart::Part::bytes(bytes).file_name(name.to_owned()),
        );
    let response = app
        .http
        .post(format!("{}/graphql", app.url))
        .header("access-token", token)
        .multipart(form)
        .send()
        .await
        .unwrap();
    response.json().await.unwrap()
}

fn png() -> Vec<u8> {
    let mut bytes = b"\x89PNG\r\n\x1a\n".to_vec();
    bytes.extend_from_slice(&[0u8; 64]);
    bytes
}

#[tokio::test]
async fn an_image_uploaded_through_multipart_is_served_back_with_its_type() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let body = upload(&app, &token, "shot.png", png()).await;
    let stored = &body["data"]["uploadImage"];
    assert_eq!(stored["contentType"], "image/png", "{body}");
    assert_eq!(stored["size"], 72);
    let url = format!("{}{}", app.url, stored["url"].as_str().unwrap());
    let served = app.http.get(url).send().await.unwrap();
    assert_eq!(served.headers()["content-type"], "image/png");
    assert_eq!(served.headers()["x-content-type-options"], "nosniff");
    assert_eq!(served.bytes().await.unwrap().to_vec(), png());
}

#[tokio::test]
async fn uploads_are_checked_for_real_type_and_size() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let svg = upload(
        &app,
        &token,
        "evil.png",
        b"<svg onload=alert(1)></svg>".to_vec(),
    )
    .await;
    assert_eq!(
        svg["errors"][0]["extensions"]["code"], "203.F001.001",
        "{svg}"
    );
    let mut big = png();
    big.resize(5 * 1024 * 1024 + 1, 0);
    let too_big = upload(&app, &token, "big.png", big).await;
    assert_eq!(
        too_big["errors"][0]["extensions"]["code"], "203.F001.002",
        "{too_big}"
    );
}

#[tokio::test]
async fn uploading_needs_a_session() {
    let app = spawn_app().await;
    let body = upload(&app, "no-such-token", "shot.png", png()).await;
    assert_eq!(
        body["errors"][0]["extensions"]["code"], "102.X000.001",
        "{body}"
    );
}

#[tokio::test]
async fn file_urls_cannot_climb_out_of_the_file_store() {
    let app = spawn_app().await;
    std::fs::write(app.data_dir().join("secret.txt"), "top secret").unwrap();
    for path in [
        "/files/../secret.txt",
        "/files/%2e%2e/secret.txt",
        "/files/images/..%2f..%2fsecret.txt",
    ] {
        let response = reqwest::Client::builder()
            .build()
            .unwrap()
            .get(format!("{}{path}", app.url))
            .send()
            .await
            .unwrap();
        let status = response.status().as_u16();
        let body = response.text().await.unwrap();
        assert!(!body.contains("top secret"), "{path} leaked the file");
        assert_ne!(status, 500, "{path}");
    }
    let headers = app
        .http
        .get(format!("{}/healthz", app.url))
        .send()
        .await
        .unwrap()
        .headers()
        .clone();
    assert_eq!(headers["x-frame-options"], "DENY");
    assert_eq!(headers["x-content-type-options"], "nosniff");
}
