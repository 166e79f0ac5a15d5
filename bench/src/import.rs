//! P18 import from CSV (issue 35 §3): a file of 10,000 rows (5,000 organizations with two
//! contacts each), from `previewImport` (every row decided, nothing written), then
//! `startImport` to the import done (every row written by the organizations' own commands and
//! every list showing it), then the same file again (every row found by its key, nothing
//! written).

use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use serde_json::{Value, json};

use crate::server::Server;

#[derive(Debug)]
pub struct ImportResult {
    pub rows: usize,
    pub preview: Duration,
    pub import: Duration,
    pub again: Duration,
}

const PREVIEW: &str = "mutation($input: PreviewImportInput!) {
  previewImport(input: $input) { preview { total creates updates refused columns } } }";
const START: &str = "mutation($input: StartImportInput!) {
  startImport(input: $input) { import { id } } }";
const IMPORT: &str = "query($id: ID!) { node(id: $id) { ... on Import {
  status created updated unchanged refused } } }";

/// The file: each organization's two rows, one after the other.
fn file(rows: usize) -> Vec<u8> {
    let mut csv = String::from("Name,Website,Stage,Contact name,Contact email\n");
    for n in 0..rows {
        let organization = n / 2;
        csv.push_str(&format!(
            "P18 organization {organization},https://p18-{organization}.example,Prospect,Contact {n},contact{n}@p18-{organization}.example\n"
        ));
    }
    csv.into_bytes()
}

async fn upload(
    server: &Server,
    query: &str,
    input: Value,
    bytes: Vec<u8>,
) -> anyhow::Result<Value> {
    let operations = json!({ "query": query, "variables": { "input": input } });
    let form = reqwest::multipart::Form::new()
        .text("operations", operations.to_string())
        .text("map", json!({ "0": ["variables.input.file"] }).to_string())
        .part(
            "0",
            reqwest::multipart::Part::bytes(bytes)
                .file_name("p18.csv")
                .mime_str("text/csv")?,
        );
    Ok(server
        .http
        .post(format!("{}/graphql", server.url))
        .header("access-token", &server.token)
        .multipart(form)
        .send()
        .await?
        .json()
        .await?)
}

pub async fn run(server: &Server, rows: usize) -> anyhow::Result<ImportResult> {
    let bytes = file(rows);
    let started = Instant::now();
    let answer = upload(
        server,
        PREVIEW,
        json!({ "type": "Organization", "file": null }),
        bytes.clone(),
    )
    .await?;
    let preview = answer
        .pointer("/data/previewImport/preview")
        .with_context(|| format!("the preview: {answer}"))?;
    let preview_time = started.elapsed();
    if preview["creates"] != rows / 2 || preview["updates"] != rows / 2 {
        bail!("the preview says {preview}");
    }
    let columns = preview["columns"].clone();
    let run_once = |expect: (usize, usize, usize)| {
        let bytes = bytes.clone();
        let columns = columns.clone();
        async move {
            let started = Instant::now();
            let answer = upload(
                server,
                START,
                json!({ "type": "Organization", "file": null, "columns": columns }),
                bytes,
            )
            .await?;
            let id = answer
                .pointer("/data/startImport/import/id")
                .cloned()
                .with_context(|| format!("the import's id: {answer}"))?;
            finished(server, &id, expect).await?;
            anyhow::Ok(started.elapsed())
        }
    };
    let import = run_once((rows / 2, rows / 2, 0)).await?;
    let again = run_once((0, 0, rows)).await?;
    Ok(ImportResult {
        rows,
        preview: preview_time,
        import,
        again,
    })
}

/// Waits until import `id` is done with `(created, updated, unchanged)` rows.
async fn finished(
    server: &Server,
    id: &Value,
    expect: (usize, usize, usize),
) -> anyhow::Result<()> {
    let deadline = Instant::now() + Duration::from_secs(900);
    while Instant::now() < deadline {
        let answer = server
            .gql(Some(&server.token), IMPORT, json!({ "id": id }))
            .await?;
        let import = &answer["data"]["node"];
        match import["status"].as_str() {
            Some("DONE")
                if import["created"] == expect.0
                    && import["updated"] == expect.1
                    && import["unchanged"] == expect.2 =>
            {
                return Ok(());
            }
            Some("DONE") | Some("INTERRUPTED") => bail!("the import ended as {import}"),
            _ => tokio::time::sleep(Duration::from_millis(50)).await,
        }
    }
    bail!("the import {id} did not end within 15 minutes")
}

impl ImportResult {
    pub fn row(&self, out: &mut String) {
        use std::fmt::Write;
        let per_second = |d: Duration| self.rows as f64 / d.as_secs_f64().max(f64::EPSILON);
        let _ = writeln!(
            out,
            "| P18 import from CSV ({} rows: organizations with two contacts each; preview, import to done, the same file again) | preview {:.2} s ({:.0} rows/s) · import {:.2} s ({:.0} rows/s) · again, unchanged {:.2} s ({:.0} rows/s) | – | – | – | – |",
            self.rows,
            self.preview.as_secs_f64(),
            per_second(self.preview),
            self.import.as_secs_f64(),
            per_second(self.import),
            self.again.as_secs_f64(),
            per_second(self.again),
        );
    }
}
