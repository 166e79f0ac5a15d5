use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

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

// Hostile uploads (issue 19): each refused with its catalogue code, and nothing written: no
// file in the store, no event in the journal.

const AVATAR: &str = "mutation($input: ChangeEmployeeAvatarInput!) {
  changeEmployeeAvatar(input: $input) { employee { avatarUrl } } }";
const ATTACH: &str = "mutation($id: ID!, $file: Upload!) {
  addDocumentAttachment(input: { id: $id, file: $file }) { document { attachments { id url } } } }";
const EMAIL_ATTACHMENT: &str = "mutation($file: Upload!) {
  uploadEmailAttachment(input: { file: $file }) { attachment { id } } }";

/// One file part of a multipart request.
struct FilePart<'a> {
    field: &'a str,
    file_name: &'a [u8],
    content_type: Option<&'a str>,
    bytes: Vec<u8>,
}

const BOUNDARY: &str = "hostileUploadBoundary7";

/// A GraphQL multipart request body (the multipart request spec), written byte by byte so a
/// test controls what no HTTP client library would send: file names with path separators or
/// NUL, a map naming parts that are not there, a body cut short.
fn multipart_body(operations: &str, map: &str, files: &[FilePart]) -> Vec<u8> {
    let mut body = Vec::new();
    for (name, value) in [("operations", operations), ("map", map)] {
        body.extend_from_slice(
            format!(
                "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n"
            )
            .as_bytes(),
        );
    }
    for file in files {
        body.extend_from_slice(
            format!(
                "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"{}\"; filename=\"",
                file.field
            )
            .as_bytes(),
        );
        body.extend_from_slice(file.file_name);
        body.extend_from_slice(b"\"\r\n");
        if let Some(content_type) = file.content_type {
            body.extend_from_slice(format!("Content-Type: {content_type}\r\n").as_bytes());
        }
        body.extend_from_slice(b"\r\n");
        body.extend_from_slice(&file.bytes);
        body.extend_from_slice(b"\r\n");
    }
    body.extend_from_slice(format!("--{BOUNDARY}--\r\n").as_bytes());
    body
}

async fn post_multipart(app: &TestApp, token: &str, body: Vec<u8>) -> (u16, Value) {
    let response = app
        .http
        .post(format!("{}/graphql", app.url))
        .header("access-token", token)
        .header(
            "content-type",
            format!("multipart/form-data; boundary={BOUNDARY}"),
        )
        .body(body)
        .send()
        .await
        .expect("the server answers");
    let status = response.status().as_u16();
    let body = response.json().await.expect("a JSON answer");
    (status, body)
}

/// Every file under the server's data directory (the file store is `files/` in it).
fn files_on_disk(app: &TestApp) -> BTreeSet<PathBuf> {
    fn walk(dir: &Path, out: &mut BTreeSet<PathBuf>) {
        for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, out);
            } else {
                out.insert(path);
            }
        }
    }
    let mut out = BTreeSet::new();
    walk(app.data_dir(), &mut out);
    out
}

fn png_of(size: usize) -> Vec<u8> {
    let mut bytes = png();
    bytes.resize(size, 0);
    bytes
}

const SVG: &[u8] = b"<?xml version=\"1.0\"?><svg xmlns=\"http://www.w3.org/2000/svg\" \
    onload=\"alert(document.domain)\"><script>alert(1)</script></svg>";
const HTML: &[u8] = b"<!doctype html><html><body><script>alert(1)</script></body></html>";
const ZIP: &[u8] = b"PK\x03\x04\x14\x00\x00\x00\x08\x00payload";
const ELF: &[u8] = b"\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00";

/// A hostile file: its name, declared type, bytes, and the code it must be refused with.
struct Vector {
    what: &'static str,
    file_name: &'static [u8],
    content_type: Option<&'static str>,
    bytes: Vec<u8>,
    code: &'static str,
}

fn vector(
    what: &'static str,
    file_name: &'static [u8],
    content_type: Option<&'static str>,
    bytes: Vec<u8>,
    code: &'static str,
) -> Vector {
    Vector {
        what,
        file_name,
        content_type,
        bytes,
        code,
    }
}

/// File names that are paths, or carry control characters: refused wherever a file is
/// uploaded ('Invalid file name'). A raw NUL does not even get through the multipart parser
/// (a header may not hold one), so it is refused as an invalid request.
fn path_names(bytes: Vec<u8>, content_type: &'static str) -> Vec<Vector> {
    let names: [(&str, &[u8], &str); 6] = [
        (
            "a relative path climbing out",
            b"../../etc/passwd.png",
            "203.D001.004",
        ),
        (
            "a Windows path climbing out",
            b"..\\..\\x.png",
            "203.D001.004",
        ),
        ("an absolute path", b"/etc/passwd.png", "203.D001.004"),
        ("a drive path", b"C:\\Windows\\x.png", "203.D001.004"),
        ("a tab in the name", b"shot\t.png", "203.D001.004"),
        ("a NUL in the name", b"shot\x00.png", "203.X000.001"),
    ];
    names
        .into_iter()
        .map(|(what, name, code)| vector(what, name, Some(content_type), bytes.clone(), code))
        .collect()
}

/// Sends each vector through `operations` (a mutation whose file sits at `path` in its
/// variables) and checks it is refused with its code, writing nothing.
async fn refuse_each(
    app: &TestApp,
    token: &str,
    operations: &Value,
    path: &str,
    vectors: Vec<Vector>,
) {
    for vector in vectors {
        let files_before = files_on_disk(app);
        let events_before = app.event_count().await;
        let body = multipart_body(
            &operations.to_string(),
            &json!({ "0": [path] }).to_string(),
            &[FilePart {
                field: "0",
                file_name: vector.file_name,
                content_type: vector.content_type,
                bytes: vector.bytes,
            }],
        );
        let (status, answer) = post_multipart(app, token, body).await;
        let what = vector.what;
        assert_eq!(
            answer["errors"][0]["extensions"]["code"], vector.code,
            "{what} ({status}): {answer}"
        );
        assert!(
            answer["data"].is_null()
                || answer["data"]
                    .as_object()
                    .is_some_and(|d| d.values().all(Value::is_null)),
            "{what}: {answer}"
        );
        assert_eq!(
            files_on_disk(app),
            files_before,
            "{what}: a file was written"
        );
        assert_eq!(
            app.event_count().await,
            events_before,
            "{what}: an event was written"
        );
    }
}

fn image_vectors() -> Vec<Vector> {
    let mut vectors = vec![
        vector(
            "over 5 MiB",
            b"big.png",
            Some("image/png"),
            png_of(5 * 1024 * 1024 + 1),
            "203.F001.002",
        ),
        vector(
            "empty",
            b"empty.png",
            Some("image/png"),
            Vec::new(),
            "203.F001.002",
        ),
        vector(
            "SVG declared as PNG",
            b"shot.png",
            Some("image/png"),
            SVG.to_vec(),
            "203.F001.001",
        ),
        vector(
            "a .png of ZIP bytes",
            b"shot.png",
            Some("image/png"),
            ZIP.to_vec(),
            "203.F001.001",
        ),
        vector(
            "a .png of ELF bytes",
            b"shot.png",
            Some("image/png"),
            ELF.to_vec(),
            "203.F001.001",
        ),
        vector(
            "SVG with script",
            b"evil.svg",
            Some("image/svg+xml"),
            SVG.to_vec(),
            "203.F001.001",
        ),
        vector(
            "HTML",
            b"page.html",
            Some("text/html"),
            HTML.to_vec(),
            "203.F001.001",
        ),
    ];
    vectors.extend(path_names(png(), "image/png"));
    vectors
}

fn attachment_vectors() -> Vec<Vector> {
    let mut pdf = b"%PDF-1.7\n".to_vec();
    pdf.resize(20 * 1024 * 1024 + 1, b' ');
    let mut vectors = vec![
        vector(
            "over 20 MiB",
            b"big.pdf",
            Some("application/pdf"),
            pdf,
            "203.F001.004",
        ),
        vector(
            "empty",
            b"empty.pdf",
            Some("application/pdf"),
            Vec::new(),
            "203.F001.004",
        ),
        vector(
            "ELF declared as PDF",
            b"report.pdf",
            Some("application/pdf"),
            ELF.to_vec(),
            "203.F001.003",
        ),
        vector(
            "a .pdf of ZIP bytes",
            b"report.pdf",
            Some("application/pdf"),
            ZIP.to_vec(),
            "203.F001.003",
        ),
        vector(
            "SVG with script",
            b"evil.svg",
            Some("image/svg+xml"),
            SVG.to_vec(),
            "203.F001.003",
        ),
        vector(
            "HTML",
            b"page.html",
            Some("text/html"),
            HTML.to_vec(),
            "203.F001.003",
        ),
        vector(
            "HTML named .txt with a NUL",
            b"notes.txt",
            Some("text/plain"),
            b"<b>\x00</b>".to_vec(),
            "203.F001.003",
        ),
    ];
    vectors.extend(path_names(b"%PDF-1.7\n".to_vec(), "application/pdf"));
    vectors
}

#[tokio::test]
async fn hostile_images_are_refused_with_their_code_and_nothing_is_written() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let operations = json!({ "query": UPLOAD, "variables": { "file": null } });
    refuse_each(&app, &token, &operations, "variables.file", image_vectors()).await;
    let me = app
        .gql(Some(&token), "{ profile { employeeId } }", json!({}))
        .await
        .data("/profile/employeeId");
    let operations =
        json!({ "query": AVATAR, "variables": { "input": { "employeeId": me, "file": null } } });
    refuse_each(
        &app,
        &token,
        &operations,
        "variables.input.file",
        image_vectors(),
    )
    .await;
}

#[tokio::test]
async fn hostile_attachments_are_refused_with_their_code_and_nothing_is_written() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let document = app
        .gql(
            Some(&token),
            "mutation { createDocument(input: { title: \"Minutes\" }) { document { id } } }",
            json!({}),
        )
        .await
        .data("/createDocument/document/id");
    let operations = json!({ "query": ATTACH, "variables": { "id": document, "file": null } });
    refuse_each(
        &app,
        &token,
        &operations,
        "variables.file",
        attachment_vectors(),
    )
    .await;
    let operations = json!({ "query": EMAIL_ATTACHMENT, "variables": { "file": null } });
    refuse_each(
        &app,
        &token,
        &operations,
        "variables.file",
        attachment_vectors(),
    )
    .await;
}

#[tokio::test]
async fn a_body_over_the_limit_is_refused_with_a_code_the_client_can_read() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let files_before = files_on_disk(&app);
    let operations = json!({ "query": UPLOAD, "variables": { "file": null } });
    let body = multipart_body(
        &operations.to_string(),
        &json!({ "0": ["variables.file"] }).to_string(),
        &[FilePart {
            field: "0",
            file_name: b"huge.png",
            content_type: Some("image/png"),
            bytes: png_of(22 * 1024 * 1024),
        }],
    );
    // With its length declared (refused before it is parsed), and streamed without one
    // (refused as it passes the limit). Either way the client, still sending, gets the answer.
    for chunked in [false, true] {
        let request = app
            .http
            .post(format!("{}/graphql", app.url))
            .header("access-token", &token)
            .header(
                "content-type",
                format!("multipart/form-data; boundary={BOUNDARY}"),
            );
        let request = if chunked {
            let chunks: Vec<Result<Vec<u8>, std::io::Error>> =
                body.chunks(256 * 1024).map(|c| Ok(c.to_vec())).collect();
            request.body(reqwest::Body::wrap_stream(futures::stream::iter(chunks)))
        } else {
            request.body(body.clone())
        };
        let response = request.send().await.expect("the answer, not a broken pipe");
        assert_eq!(response.status(), 413, "chunked: {chunked}");
        let answer: Value = response.json().await.unwrap();
        assert_eq!(
            answer["errors"][0]["extensions"]["code"], "203.F001.002",
            "chunked {chunked}: {answer}"
        );
    }
    assert_eq!(files_on_disk(&app), files_before);
}

#[tokio::test]
async fn a_body_refused_partway_is_read_to_its_end_and_its_connection_serves_the_next_request() {
    // A body refused before its end (a broken map; a type never parsed), while the rest of
    // it is still on its way. Answered at once, the server closed the connection after its answer without
    // saying so, and a client reusing it for its next request got a broken pipe (the fuzzer,
    // in CI). Now the rest is read first, and the connection carries the next request.
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let operations = json!({ "query": UPLOAD, "variables": { "file": null } });
    let multipart_type = format!("multipart/form-data; boundary={BOUNDARY}");
    let cases: [(&str, &str, Vec<u8>); 2] = [
        (
            "a map that is not JSON",
            &multipart_type,
            multipart_body(&operations.to_string(), "{\"0\": [", &[]),
        ),
        (
            "a Content-Type GraphQL does not read",
            "text/plain",
            b"{ __typename }".repeat(100),
        ),
    ];
    for (what, content_type, body) in cases {
        let host = app.url.trim_start_matches("http://");
        let mut tcp = tokio::net::TcpStream::connect(host).await.unwrap();
        let head = format!(
            "POST /graphql HTTP/1.1\r\nHost: {host}\r\naccess-token: {token}\r\n\
             Content-Type: {content_type}\r\nContent-Length: {}\r\n\r\n",
            body.len()
        );
        let (first, rest) = body.split_at(body.len() - 8);
        tcp.write_all(head.as_bytes()).await.unwrap();
        tcp.write_all(first).await.unwrap();
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
        // Its tail, then the next request, on the same connection.
        let query = r#"{"query":"{ __typename }"}"#;
        let next = format!(
            "POST /graphql HTTP/1.1\r\nHost: {host}\r\naccess-token: {token}\r\n\
             Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{query}",
            query.len()
        );
        let _ = tcp.write_all(rest).await;
        let _ = tcp.write_all(next.as_bytes()).await;
        let mut answers = Vec::new();
        let _ = tokio::time::timeout(std::time::Duration::from_secs(10), async {
            let mut buffer = [0u8; 4096];
            while let Ok(n) = tcp.read(&mut buffer).await {
                if n == 0 {
                    break;
                }
                answers.extend_from_slice(&buffer[..n]);
                if answers.windows(8).any(|w| w == b"\"Query\"}") {
                    break;
                }
            }
        })
        .await;
        let answers = String::from_utf8_lossy(&answers);
        assert!(answers.contains("203.X000.001"), "{what}: {answers}");
        assert!(
            answers.contains(r#"{"data":{"__typename":"Query"}}"#),
            "{what}: the next request on the connection went unanswered: {answers}"
        );
    }
}

#[tokio::test]
async fn multipart_requests_that_do_not_hold_together_are_refused_with_a_code_and_nothing_is_written()
 {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let operations = json!({ "query": UPLOAD, "variables": { "file": null } }).to_string();
    let file = || FilePart {
        field: "0",
        file_name: b"shot.png",
        content_type: Some("image/png"),
        bytes: png(),
    };
    let whole = multipart_body(
        &operations,
        &json!({ "0": ["variables.file"] }).to_string(),
        &[file()],
    );
    let cases: Vec<(&str, Vec<u8>)> = vec![
        (
            "a map naming a part that is not there",
            multipart_body(
                &operations,
                &json!({ "1": ["variables.file"] }).to_string(),
                &[],
            ),
        ),
        (
            "a map pointing at no variable",
            multipart_body(
                &operations,
                &json!({ "0": ["variables.nowhere.deep"] }).to_string(),
                &[file()],
            ),
        ),
        (
            "a map pointing outside the variables",
            multipart_body(
                &operations,
                &json!({ "0": ["query"] }).to_string(),
                &[file()],
            ),
        ),
        (
            "a map that is not JSON",
            multipart_body(&operations, "{\"0\": [", &[file()]),
        ),
        (
            "no operations part",
            multipart_body(
                "",
                &json!({ "0": ["variables.file"] }).to_string(),
                &[file()],
            )
            .split_off(0),
        ),
        (
            "a body cut short in the file",
            whole[..whole.len() - 40].to_vec(),
        ),
        (
            "a body cut short in the headers",
            whole[..whole.len() / 3].to_vec(),
        ),
        (
            "a body with no closing boundary",
            whole[..whole.len() - 4].to_vec(),
        ),
    ];
    for (what, body) in cases {
        let files_before = files_on_disk(&app);
        let events_before = app.event_count().await;
        let (status, answer) = post_multipart(&app, &token, body).await;
        assert!(
            (400..500).contains(&status) || status == 200,
            "{what}: {status}"
        );
        assert_eq!(
            answer["errors"][0]["extensions"]["code"], "203.X000.001",
            "{what}: {answer}"
        );
        assert_eq!(
            files_on_disk(&app),
            files_before,
            "{what}: a file was written"
        );
        assert_eq!(app.event_count().await, events_before, "{what}");
    }
    // And the whole one still goes through: the cases above failed for what they broke.
    let (_, answer) = post_multipart(&app, &token, whole).await;
    assert_eq!(
        answer["data"]["uploadImage"]["contentType"], "image/png",
        "{answer}"
    );
}

#[tokio::test]
async fn a_polyglot_is_kept_as_what_its_bytes_are_and_served_inert() {
    // A GIF header followed by HTML and script is a GIF to every image decoder and, sniffed,
    // HTML to a browser. It is accepted as the image its bytes begin with, stored under the
    // server's own name with that type's extension, and served as that type with nosniff and a
    // sandboxing CSP, so no browser runs it as a page.
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let mut polyglot = b"GIF89a\x01\x00\x01\x00\x80\x00\x00".to_vec();
    polyglot.extend_from_slice(HTML);
    let operations = json!({ "query": UPLOAD, "variables": { "file": null } });
    let body = multipart_body(
        &operations.to_string(),
        &json!({ "0": ["variables.file"] }).to_string(),
        &[FilePart {
            field: "0",
            file_name: b"page.html",
            content_type: Some("text/html"),
            bytes: polyglot.clone(),
        }],
    );
    let (_, answer) = post_multipart(&app, &token, body).await;
    let stored = &answer["data"]["uploadImage"];
    assert_eq!(stored["contentType"], "image/gif", "{answer}");
    let url = stored["url"].as_str().unwrap();
    assert!(
        url.starts_with("/files/images/") && url.ends_with(".gif"),
        "{url}"
    );
    let served = app
        .http
        .get(format!("{}{url}", app.url))
        .send()
        .await
        .unwrap();
    assert_eq!(served.headers()["content-type"], "image/gif");
    assert_eq!(served.headers()["x-content-type-options"], "nosniff");
    let csp = served.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(
        csp.contains("sandbox") && csp.contains("default-src 'none'"),
        "{csp}"
    );
    assert_eq!(served.bytes().await.unwrap().to_vec(), polyglot);

    // As a document attachment: a PDF that carries script is a download, never a page.
    let document = app
        .gql(
            Some(&token),
            "mutation { createDocument(input: { title: \"Minutes\" }) { document { id } } }",
            json!({}),
        )
        .await
        .data("/createDocument/document/id");
    let mut pdf = b"%PDF-1.7\n".to_vec();
    pdf.extend_from_slice(HTML);
    let operations = json!({ "query": ATTACH, "variables": { "id": document, "file": null } });
    let body = multipart_body(
        &operations.to_string(),
        &json!({ "0": ["variables.file"] }).to_string(),
        &[FilePart {
            field: "0",
            file_name: b"minutes.html",
            content_type: Some("text/html"),
            bytes: pdf,
        }],
    );
    let (_, answer) = post_multipart(&app, &token, body).await;
    let url = answer["data"]["addDocumentAttachment"]["document"]["attachments"][0]["url"]
        .as_str()
        .unwrap_or_else(|| panic!("{answer}"))
        .to_owned();
    let served = app
        .http
        .get(format!("{}{url}", app.url))
        .send()
        .await
        .unwrap();
    assert_eq!(served.headers()["content-type"], "application/pdf");
    assert_eq!(served.headers()["x-content-type-options"], "nosniff");
    let disposition = served.headers()["content-disposition"].to_str().unwrap();
    assert!(disposition.starts_with("attachment;"), "{disposition}");
    assert!(
        served.headers()["content-security-policy"]
            .to_str()
            .unwrap()
            .contains("sandbox")
    );
}

#[tokio::test]
async fn an_upload_whose_command_is_refused_leaves_no_file_behind() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let upload = |operations: Value, path: &'static str| {
        multipart_body(
            &operations.to_string(),
            &json!({ "0": [path] }).to_string(),
            &[FilePart {
                field: "0",
                file_name: b"shot.png",
                content_type: Some("image/png"),
                bytes: png(),
            }],
        )
    };
    // An avatar for an employee that does not exist: the image is fine, the command is not.
    let files_before = files_on_disk(&app);
    let nobody = "RW1wbG95ZWU6MDE5NjAwMDAtMDAwMC03MDAwLTgwMDAtMDAwMDAwMDAwMDAw";
    let operations = json!({ "query": AVATAR, "variables": { "input": { "employeeId": nobody, "file": null } } });
    let (_, answer) =
        post_multipart(&app, &token, upload(operations, "variables.input.file")).await;
    assert!(
        answer["errors"][0]["extensions"]["code"].is_string(),
        "{answer}"
    );
    assert_eq!(files_on_disk(&app), files_before, "{answer}");

    // A document's 51st attachment: refused by the document's rule, after the file was read.
    let document = app
        .gql(
            Some(&token),
            "mutation { createDocument(input: { title: \"Full\" }) { document { id } } }",
            json!({}),
        )
        .await
        .data("/createDocument/document/id");
    let operations = json!({ "query": ATTACH, "variables": { "id": document, "file": null } });
    for _ in 0..staffhub_domain::documents::MAX_ATTACHMENTS {
        let (_, answer) =
            post_multipart(&app, &token, upload(operations.clone(), "variables.file")).await;
        assert!(answer["errors"].is_null(), "{answer}");
    }
    let files_before = files_on_disk(&app);
    let (_, answer) = post_multipart(&app, &token, upload(operations, "variables.file")).await;
    assert_eq!(
        answer["errors"][0]["extensions"]["code"], "203.D001.001",
        "{answer}"
    );
    assert_eq!(
        files_on_disk(&app),
        files_before,
        "the refused attachment's file stayed"
    );
}

#[tokio::test]
async fn chat_files_are_stored_all_or_none_and_go_with_a_refused_message() {
    use staffhub_tests::llm::{LoopbackLlm, Script};
    let llm = LoopbackLlm::start().await;
    llm.script("quick", Script::text("Noted.", std::time::Duration::ZERO));
    let providers = format!("local=openai:{}/v1", llm.base_url());
    let app = staffhub_tests::spawn_app_with(move |config| {
        config.ai.providers = staffhub_api::ai::parse_providers(&providers, |_| None).unwrap();
    })
    .await;
    let token = app.admin_token().await;
    let model = crate::chats::model(&app, &token, "local", "quick", vec![]).await;
    let start =
        "mutation($input: StartChatInput!) { startChat(input: $input) { chatRoom { id } } }";

    // A good file, then an SVG: the second is refused, and the first is not kept.
    let files_before = files_on_disk(&app);
    let events_before = app.event_count().await;
    let operations = json!({ "query": start, "variables": { "input": {
        "message": "Summarise these", "aiModelId": model["id"], "files": [null, null] } } });
    let body = multipart_body(
        &operations.to_string(),
        &json!({ "0": ["variables.input.files.0"], "1": ["variables.input.files.1"] }).to_string(),
        &[
            FilePart {
                field: "0",
                file_name: b"chart.png",
                content_type: Some("image/png"),
                bytes: png(),
            },
            FilePart {
                field: "1",
                file_name: b"evil.svg",
                content_type: Some("image/svg+xml"),
                bytes: SVG.to_vec(),
            },
        ],
    );
    let (_, answer) = post_multipart(&app, &token, body).await;
    assert_eq!(
        answer["errors"][0]["extensions"]["code"], "203.F001.003",
        "{answer}"
    );
    assert_eq!(files_on_disk(&app), files_before, "the first file stayed");
    assert_eq!(app.event_count().await, events_before);

    // A good file with a message over 32,000 characters: the room's rule refuses the message
    // after the file was stored, and the file goes with it.
    let room = app
        .gql(
            Some(&token),
            start,
            json!({ "input": { "message": "Hello", "aiModelId": model["id"] } }),
        )
        .await
        .data("/startChat/chatRoom/id");
    let send = "mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { message { id } } }";
    let operations = json!({ "query": send, "variables": { "input": {
        "roomId": room, "message": "x".repeat(32_001), "files": [null] } } });
    let files_before = files_on_disk(&app);
    let body = multipart_body(
        &operations.to_string(),
        &json!({ "0": ["variables.input.files.0"] }).to_string(),
        &[FilePart {
            field: "0",
            file_name: b"chart.png",
            content_type: Some("image/png"),
            bytes: png(),
        }],
    );
    let (_, answer) = post_multipart(&app, &token, body).await;
    let code = answer["errors"][0]["extensions"]["code"]
        .as_str()
        .unwrap_or_default();
    assert!(
        code.starts_with("203.") || code.starts_with("204."),
        "{answer}"
    );
    assert_eq!(
        files_on_disk(&app),
        files_before,
        "the refused message's file stayed"
    );
}
