//! P16 export (issue 35 §4): a filtered task list of 10,000 rows downloaded whole as CSV and as
//! XLSX through `GET /export/tasks.csv|.xlsx`, the path the list page's "Export" menu takes:
//! the list's own GraphQL connection run on the server page by page, as the reader.

use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use serde_json::json;

use crate::server::Server;

#[derive(Debug)]
pub struct ExportResult {
    pub rows: usize,
    pub csv: Duration,
    pub csv_first_byte: Duration,
    pub csv_bytes: usize,
    pub xlsx: Duration,
    pub xlsx_bytes: usize,
}

/// A word only these rows' titles hold, so the filter selects exactly them.
const WORD: &str = "Exportbench";

/// Seeds `rows` tasks straight into `task_list` (as P2 does), then exports them as each format.
pub async fn run(server: &Server, rows: i64) -> anyhow::Result<ExportResult> {
    sqlx::query(
        "INSERT INTO task_list (task_id, title, description, status_id, priority_id, assignee_id, due_date,
                                created_by, created_at, updated_at, version)
         SELECT gen_random_uuid(), $2 || ' ' || n || ' 東京オフィス', 'A synthetic row for the export benchmark.',
                1 + n % 4, 1 + n % 3, NULL, current_date + (n % 90)::int, NULL,
                now() - make_interval(secs => n * 60), now() - make_interval(secs => n), 1
         FROM generate_series(1, $1) AS n",
    )
    .bind(rows)
    .bind(WORD)
    .execute(&server.pool)
    .await
    .context("seeding task_list for the export")?;
    crate::server::settle(&server.pool, "task_list").await?;
    let (csv, csv_first_byte, csv_body) = download(server, "csv").await?;
    // A BOM, a header, then one line a row (no title holds a newline).
    let lines = csv_body
        .split(|b| *b == b'\n')
        .filter(|l| !l.is_empty())
        .count();
    let exported = lines.saturating_sub(1);
    if exported != rows as usize {
        bail!("the CSV holds {exported} rows, not {rows}");
    }
    let (xlsx, _, xlsx_body) = download(server, "xlsx").await?;
    if !xlsx_body.starts_with(b"PK") {
        bail!("the XLSX is not a zip");
    }
    Ok(ExportResult {
        rows: exported,
        csv,
        csv_first_byte,
        csv_bytes: csv_body.len(),
        xlsx,
        xlsx_bytes: xlsx_body.len(),
    })
}

/// One export, timed to its first byte and to its last.
async fn download(server: &Server, format: &str) -> anyhow::Result<(Duration, Duration, Vec<u8>)> {
    let columns = json!([
        { "path": "title", "header": "Title" },
        { "path": "statusId", "header": "Status", "labels": { "1": "Open", "2": "Processing", "3": "Closed", "4": "Completed" } },
        { "path": "priorityId", "header": "Priority", "labels": { "1": "High", "2": "Medium", "3": "Low" } },
        { "path": "assignee.name", "header": "Assignee" },
        { "path": "dueDate", "header": "Due date", "kind": "date" },
        { "path": "updatedAt", "header": "Updated", "kind": "datetime" },
    ]);
    let url = reqwest::Url::parse_with_params(
        &format!("{}/export/tasks.{format}", server.url),
        &[
            ("filter", json!({ "keyword": WORD }).to_string()),
            (
                "orderBy",
                json!({ "field": "UPDATED_AT", "direction": "DESC" }).to_string(),
            ),
            ("columns", columns.to_string()),
            ("locale", "en".to_owned()),
        ],
    )?;
    let started = Instant::now();
    let mut response = server
        .http
        .get(url)
        .header("access-token", &server.token)
        .send()
        .await?;
    if !response.status().is_success() {
        bail!("the export answered {}", response.status());
    }
    let mut body = Vec::new();
    let mut first = None;
    while let Some(chunk) = response.chunk().await? {
        first.get_or_insert_with(|| started.elapsed());
        body.extend_from_slice(&chunk);
    }
    Ok((started.elapsed(), first.unwrap_or_default(), body))
}

impl ExportResult {
    pub fn row(&self, out: &mut String) {
        use std::fmt::Write;
        let mib = |bytes: usize| bytes as f64 / (1024.0 * 1024.0);
        let _ = writeln!(
            out,
            "| P16 export ({} task rows of a filtered list, all pages, as the reader: `GET /export/tasks.csv`, `.xlsx`) | CSV {:.2} s ({:.1} MiB, first byte after {:.0} ms) · XLSX {:.2} s ({:.1} MiB) | – | – | – | – |",
            crate::stats::thousands(self.rows as u64),
            self.csv.as_secs_f64(),
            mib(self.csv_bytes),
            self.csv_first_byte.as_secs_f64() * 1000.0,
            self.xlsx.as_secs_f64(),
            mib(self.xlsx_bytes),
        );
    }
}
