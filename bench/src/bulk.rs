//! P17 bulk edit (issue 35 §2): one bulk change of the priority of 1,000 issues (chosen rows,
//! each with its version), from `startBulkEdit` to the batch done (every item its own command
//! through the command path, and every list showing the change), then its undo. Issues are
//! made through `createIssue`, so each is a real aggregate in the journal.

use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use serde_json::{Value, json};

use crate::server::Server;

#[derive(Debug)]
pub struct BulkResult {
    pub items: usize,
    pub change: Duration,
    pub undo: Duration,
}

const START: &str = "mutation($input: StartBulkEditInput!) {
  startBulkEdit(input: $input) { bulkEdit { id } } }";
const UNDO: &str = "mutation($id: ID!) { undoBulkEdit(input: { id: $id }) { bulkEdit { id } } }";
const BATCH: &str =
    "query($id: ID!) { node(id: $id) { ... on BulkEdit { status changed refused } } }";

pub async fn run(server: &Server, items: usize) -> anyhow::Result<BulkResult> {
    // A status of the journal's own for the issues (P11 seeds its list's rows straight into
    // the read model, which the issues' aggregate does not know), with a label nobody else uses.
    let status = server
        .gql(
            Some(&server.token),
            "mutation($input: CreateIssueStatusInput!) { createIssueStatus(input: $input) { issueStatus { id } } }",
            json!({ "input": { "labelEn": "P17 open", "labelJa": "P17 未対応", "color": "blue" } }),
        )
        .await?;
    let status = status
        .pointer("/data/createIssueStatus/issueStatus/id")
        .cloned()
        .context("the status's id")?;
    let mut chosen = Vec::with_capacity(items);
    for n in 0..items {
        let answer = server
            .gql(
                Some(&server.token),
                "mutation($input: CreateIssueInput!) { createIssue(input: $input) { issue { id version } } }",
                json!({ "input": { "title": format!("Bulk bench issue {n}"), "priorityId": 2, "statusId": status } }),
            )
            .await?;
        let issue = answer
            .pointer("/data/createIssue/issue")
            .with_context(|| format!("creating an issue: {answer}"))?;
        chosen.push(json!({ "id": issue["id"], "version": issue["version"] }));
    }
    let started = Instant::now();
    let batch = server
        .gql(
            Some(&server.token),
            START,
            json!({ "input": { "type": "Issue", "items": chosen, "field": "priority", "value": 1 } }),
        )
        .await?;
    let id = batch
        .pointer("/data/startBulkEdit/bulkEdit/id")
        .cloned()
        .context("the batch's id")?;
    finished(server, &id, items).await?;
    let change = started.elapsed();
    let started = Instant::now();
    let undo = server
        .gql(Some(&server.token), UNDO, json!({ "id": id }))
        .await?;
    let undo_id = undo
        .pointer("/data/undoBulkEdit/bulkEdit/id")
        .cloned()
        .context("the undo's id")?;
    finished(server, &undo_id, items).await?;
    Ok(BulkResult {
        items,
        change,
        undo: started.elapsed(),
    })
}

/// Waits until batch `id` is done with every item changed.
async fn finished(server: &Server, id: &Value, items: usize) -> anyhow::Result<()> {
    let deadline = Instant::now() + Duration::from_secs(600);
    while Instant::now() < deadline {
        let answer = server
            .gql(Some(&server.token), BATCH, json!({ "id": id }))
            .await?;
        let batch = &answer["data"]["node"];
        match batch["status"].as_str() {
            Some("DONE") if batch["changed"] == items => return Ok(()),
            Some("DONE") | Some("INTERRUPTED") => bail!("the batch ended as {batch}"),
            _ => tokio::time::sleep(Duration::from_millis(20)).await,
        }
    }
    bail!("the batch {id} did not end within 10 minutes")
}

impl BulkResult {
    pub fn row(&self, out: &mut String) {
        use std::fmt::Write;
        let per_second = |d: Duration| self.items as f64 / d.as_secs_f64().max(f64::EPSILON);
        let _ = writeln!(
            out,
            "| P17 bulk edit ({} issues' priority in one batch, each its own command, to done; then its undo) | change {:.2} s ({:.0} items/s) · undo {:.2} s ({:.0} items/s) | – | – | – | – |",
            self.items,
            self.change.as_secs_f64(),
            per_second(self.change),
            self.undo.as_secs_f64(),
            per_second(self.undo),
        );
    }
}
