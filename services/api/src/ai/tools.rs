//! The AI tools (issue 18): real actions on Staffhub data, run with the asking employee's
//! rights. The catalogue is code (`staffhub_domain::ai::TOOL_KEYS`); a model is allowed some of
//! them by an operator, and a message picks from those.
//!
//! Each tool asks what the employee could ask through GraphQL: the operation's policy row
//! (`Query.tasks`, `Query.organizations`) and, for documents, the access rule inside the SQL.
//! `draft_task` creates nothing: it returns a draft the employee confirms on the screen.

use serde_json::{Value, json};
use staffhub_projections::search::parse_query;
use uuid::Uuid;

use super::provider::ToolSpec;
use crate::access::Caller;
use crate::graphql::ids;
use crate::locale::Locale;
use crate::policy::{self, Rule};
use crate::read::documents::{
    self as documents, DocumentListFilter, DocumentSort, DocumentSortField,
};
use crate::read::organizations::{
    self as organizations, OrganizationListFilter, OrganizationSort, OrganizationSortField,
};
use crate::read::tasks::{self as tasks, TaskListFilter, TaskSort};
use crate::sessions::Session;
use crate::state::AppState;

/// The most rows a tool returns to the model.
const LIMIT: i64 = 10;

/// A tool's name and description in a language, for screens.
pub fn label(key: &str, locale: Locale) -> (&'static str, &'static str) {
    match (key, locale) {
        ("search_documents", Locale::En) => (
            "Search documents",
            "Finds documents you may read by keyword.",
        ),
        ("search_documents", Locale::Ja) => (
            "ドキュメント検索",
            "閲覧できるドキュメントをキーワードで探します。",
        ),
        ("list_my_tasks", Locale::En) => ("List my tasks", "Lists the tasks assigned to you."),
        ("list_my_tasks", Locale::Ja) => (
            "自分のタスク一覧",
            "あなたに割り当てられたタスクを一覧します。",
        ),
        ("lookup_organization", Locale::En) => (
            "Look up an organization",
            "Finds organizations by name, with their deal status.",
        ),
        ("lookup_organization", Locale::Ja) => {
            ("組織の検索", "組織を名前で探し、商談ステータスを示します。")
        }
        ("draft_task", Locale::En) => (
            "Draft a task",
            "Drafts a task that you confirm before it is created.",
        ),
        ("draft_task", Locale::Ja) => (
            "タスクの下書き",
            "タスクの下書きを作ります。作成はあなたが確認してからです。",
        ),
        (_, _) => ("", ""),
    }
}

/// What the model is told of each tool (English: models read it best).
pub fn spec(key: &str) -> Option<ToolSpec> {
    let (description, input_schema) = match key {
        "search_documents" => (
            "Search the company's documents the user may read. Returns titles, ids and excerpts.",
            json!({"type": "object", "properties": {
                "query": {"type": "string", "description": "Keywords (English or Japanese)."}
            }, "required": ["query"]}),
        ),
        "list_my_tasks" => (
            "List the user's own tasks. status: 1 open, 2 processing, 3 closed, 4 completed; omit for open and processing.",
            json!({"type": "object", "properties": {
                "status": {"type": "integer", "enum": [1, 2, 3, 4]}
            }}),
        ),
        "lookup_organization" => (
            "Find organizations (customers, prospects) by name. Returns name, deal status, deal value and member count.",
            json!({"type": "object", "properties": {
                "name": {"type": "string"}
            }, "required": ["name"]}),
        ),
        "draft_task" => (
            "Draft a task for the user to confirm. It is not created until the user confirms it.",
            json!({"type": "object", "properties": {
                "title": {"type": "string"},
                "description": {"type": "string"}
            }, "required": ["title"]}),
        ),
        _ => return None,
    };
    Some(ToolSpec {
        name: key.to_owned(),
        description: description.to_owned(),
        input_schema,
    })
}

/// What a tool answered: its JSON output, and whether it is an error the model should read.
#[derive(Debug, Clone)]
pub struct ToolOutput {
    pub output: Value,
    pub is_error: bool,
}

fn refused(message: &str) -> ToolOutput {
    ToolOutput {
        output: json!({"error": message}),
        is_error: true,
    }
}

fn text_arg(input: &Value, name: &str) -> Option<String> {
    input
        .get(name)
        .and_then(Value::as_str)
        .map(|s| s.trim().chars().take(200).collect::<String>())
        .filter(|s| !s.is_empty())
}

/// Runs tool `key` for `session` (the employee who asked). Errors are answers the model
/// reads (a refusal, bad arguments); a failing database is logged and told as unavailable.
pub async fn run(state: &AppState, session: &Session, key: &str, input: &Value) -> ToolOutput {
    let result = match key {
        "search_documents" => search_documents(state, session, input).await,
        "list_my_tasks" => list_my_tasks(state, session, input).await,
        "lookup_organization" => lookup_organization(state, session, input).await,
        "draft_task" => Ok(draft_task(input)),
        _ => Ok(refused("unknown tool")),
    };
    result.unwrap_or_else(|error| {
        tracing::error!(error = %error, tool = key, "an AI tool's read failed");
        refused("the tool is unavailable right now")
    })
}

fn allowed(session: &Session, rule: Rule) -> bool {
    policy::check(rule, Some(session)).is_ok()
}

async fn search_documents(
    state: &AppState,
    session: &Session,
    input: &Value,
) -> Result<ToolOutput, sqlx::Error> {
    let Some(query) = text_arg(input, "query") else {
        return Ok(refused("query is required"));
    };
    if !allowed(session, Rule::Staff) {
        return Ok(refused("the user may not read documents"));
    }
    let filter = DocumentListFilter {
        viewer: Some(Caller::of(session)),
        nothing: parse_query(&query).is_none(),
        search: parse_query(&query),
        ..Default::default()
    };
    let sort = DocumentSort {
        field: DocumentSortField::Relevance,
        descending: true,
    };
    let rows = documents::list(&state.reads, &filter, sort, 0, LIMIT).await?;
    let found: Vec<Value> = rows
        .into_iter()
        .map(|row| {
            json!({
                "id": ids::encode("Document", row.document_id),
                "title": row.title,
                "excerpt": row.body.chars().take(400).collect::<String>(),
                "updatedAt": row.updated_at,
            })
        })
        .collect();
    Ok(ToolOutput {
        output: json!({"documents": found}),
        is_error: false,
    })
}

async fn list_my_tasks(
    state: &AppState,
    session: &Session,
    input: &Value,
) -> Result<ToolOutput, sqlx::Error> {
    if !allowed(session, Rule::Staff) {
        return Ok(refused("the user may not read tasks"));
    }
    let status_ids = match input.get("status").and_then(Value::as_i64) {
        Some(status @ 1..=4) => vec![status as i16],
        Some(_) => return Ok(refused("status must be 1, 2, 3 or 4")),
        None => vec![1, 2],
    };
    let filter = TaskListFilter {
        status_ids,
        assignee_ids: vec![session.employee_id],
        ..Default::default()
    };
    let rows = tasks::list(&state.reads, &filter, TaskSort::default(), 0, LIMIT).await?;
    let found: Vec<Value> = rows
        .into_iter()
        .map(|row| {
            json!({
                "id": ids::encode("Task", row.task_id),
                "title": row.title,
                "status": row.status_id,
                "priority": row.priority_id,
                "dueDate": row.due_date,
            })
        })
        .collect();
    Ok(ToolOutput {
        output: json!({"tasks": found}),
        is_error: false,
    })
}

async fn lookup_organization(
    state: &AppState,
    session: &Session,
    input: &Value,
) -> Result<ToolOutput, sqlx::Error> {
    let Some(name) = text_arg(input, "name") else {
        return Ok(refused("name is required"));
    };
    if !allowed(session, Rule::Staff) {
        return Ok(refused("the user may not read organizations"));
    }
    let filter = OrganizationListFilter {
        keyword: Some(name),
        ..Default::default()
    };
    let sort = OrganizationSort {
        field: OrganizationSortField::Name,
        descending: false,
    };
    let rows = organizations::list(&state.reads, &filter, sort, 0, LIMIT).await?;
    let found: Vec<Value> = rows
        .into_iter()
        .map(|row| {
            json!({
                "id": ids::encode("Organization", row.organization_id),
                "name": row.name,
                "dealStatus": row.deal_status,
                "dealAmount": row.deal_amount,
                "dealCurrency": row.deal_currency,
                "memberCount": row.member_count,
            })
        })
        .collect();
    Ok(ToolOutput {
        output: json!({"organizations": found}),
        is_error: false,
    })
}

/// A draft only: the screen shows it with a button that creates the task through the tasks
/// area's own mutation, so the employee confirms it and the task's policy row applies.
fn draft_task(input: &Value) -> ToolOutput {
    let Some(title) = text_arg(input, "title") else {
        return refused("title is required");
    };
    let description: String = input
        .get("description")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .chars()
        .take(5000)
        .collect();
    ToolOutput {
        output: json!({"title": title, "description": description, "draft": true}),
        is_error: false,
    }
}

/// A stable global id for a tool key, so clients normalise tools by id.
pub fn tool_id(key: &str) -> async_graphql::ID {
    ids::encode(
        "AiTool",
        Uuid::new_v5(
            &Uuid::NAMESPACE_OID,
            format!("staffhub.ai.tool.{key}").as_bytes(),
        ),
    )
}

/// The key of a tool id, or `None` when the id names no tool.
pub fn tool_key(id: &async_graphql::ID) -> Option<&'static str> {
    staffhub_domain::ai::TOOL_KEYS
        .iter()
        .copied()
        .find(|key| tool_id(key) == *id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tool_has_a_spec_and_labels_in_both_languages() {
        for key in staffhub_domain::ai::TOOL_KEYS {
            let spec = spec(key).expect("a spec");
            assert_eq!(spec.input_schema["type"], "object");
            let (en, _) = label(key, Locale::En);
            let (ja, _) = label(key, Locale::Ja);
            assert!(!en.is_empty() && !ja.is_empty() && en != ja, "{key}");
            assert_eq!(tool_key(&tool_id(key)), Some(*key));
        }
        assert_eq!(tool_key(&async_graphql::ID::from("nope")), None);
    }

    #[test]
    fn a_drafted_task_is_only_a_draft() {
        let out = draft_task(&json!({"title": "  Call Acme  ", "description": "About renewal"}));
        assert!(!out.is_error);
        assert_eq!(out.output["title"], "Call Acme");
        assert_eq!(out.output["draft"], true);
        assert!(draft_task(&json!({})).is_error);
    }
}
