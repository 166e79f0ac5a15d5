//! Search everywhere (issue 21): one statement per area that returns the area's best hits and
//! how many there are in all, ranked in SQL.
//!
//! Matching is each area's own list keyword, so a hit here is a hit on the area's screen:
//! a case-insensitive substring (`ILIKE`, which finds Japanese without a tokenizer) over the
//! same expressions the list filters use (and their trigram indexes), and for documents the
//! projection's search terms (`staffhub_projections::search`: words by prefix, Japanese by
//! characters and pairs). The rank looks at the title (name) only:
//!
//! 0. the title is the text (case-insensitively);
//! 1. the title starts with it;
//! 2. a word of the title starts with it;
//! 3. the title contains it (documents: the title's own search terms match);
//! 4. only other fields match (description, body, email, website).
//!
//! Ties: most recently updated first. Access is part of each statement: a document goes
//! through `documents::push_access`, so one the caller may not read is neither a hit nor
//! counted. Which areas the caller may search at all is the caller's business (the policy
//! rows of the areas' list queries).

use sqlx::postgres::PgRow;
use sqlx::{FromRow, Postgres, QueryBuilder, Row};
use staffhub_projections::search::{SearchQuery, parse_query};

use super::agents::AgentRow;
use super::documents::{DocumentRow, push_access};
use super::issues::IssueRow;
use super::members::EmployeeRow;
use super::organizations::OrganizationRow;
use super::pool::ReadPool;
use super::projects::ProjectRow;
use super::tasks::TaskRow;
use crate::access::Caller;

/// The searched text, as each kind of match needs it.
#[derive(Debug, Clone)]
pub struct Terms {
    /// As typed (trimmed by the caller): the exact-title comparison.
    text: String,
    /// `%text%`, escaped.
    contains: String,
    /// `text%`, escaped.
    prefix: String,
    /// A regular expression: the text at the start of a word.
    word_start: String,
    /// The documents index's query; None when the text has nothing it indexes (punctuation).
    documents: Option<SearchQuery>,
}

impl Terms {
    pub fn new(text: &str) -> Self {
        let contains = super::like_pattern(text);
        let prefix = contains[1..].to_owned();
        Self {
            text: text.to_owned(),
            prefix,
            contains,
            word_start: format!("(^|[^[:alnum:]]){}", regex_literal(text)),
            documents: parse_query(text),
        }
    }
}

/// `text` as a PostgreSQL regular expression matching it literally: every ASCII character
/// that is not a letter or digit is escaped (a backslash before a letter or digit would be an
/// escape of its own; before anything else it means the character itself).
fn regex_literal(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len() * 2);
    for c in text.chars() {
        if c.is_ascii() && !c.is_ascii_alphanumeric() {
            escaped.push('\\');
        }
        escaped.push(c);
    }
    escaped
}

/// One hit: the area's row, and what the second line may need from a joined table.
#[derive(Debug, Clone)]
pub struct Hit<R> {
    pub row: R,
    /// The joined label or name (an issue's status in English, a document's category, an
    /// agent's role); None where the area joins nothing or the row has none.
    pub detail: Option<String>,
    /// The joined label in Japanese, where there is one (an issue's status).
    pub detail_ja: Option<String>,
}

impl<'r, R: FromRow<'r, PgRow>> FromRow<'r, PgRow> for Hit<R> {
    fn from_row(row: &'r PgRow) -> Result<Self, sqlx::Error> {
        Ok(Self {
            detail: row.try_get("search_detail")?,
            detail_ja: row.try_get("search_detail_ja")?,
            row: R::from_row(row)?,
        })
    }
}

/// The best hits of an area and how many there are.
#[derive(Debug, Clone)]
pub struct Found<R> {
    pub total: i64,
    pub hits: Vec<Hit<R>>,
}

impl<R> Found<R> {
    fn none() -> Self {
        Self {
            total: 0,
            hits: Vec::new(),
        }
    }
}

/// One area's statement.
struct Statement<'a> {
    /// `<columns>, <detail> AS search_detail, <detail ja> AS search_detail_ja FROM …`: what
    /// follows SELECT, up to the WHERE.
    select: &'a str,
    /// The title (name) column the rank looks at.
    title: &'a str,
    /// The title's own search terms (documents), which rank as "the title contains it".
    title_terms: Option<(&'a str, &'a str)>,
    /// After the rank: most recently updated first, then the id (a stable order).
    ties: &'a str,
}

/// A hit and the count of all of them (a window over the matching rows, computed before the
/// limit).
struct Counted<R>(i64, Hit<R>);

impl<'r, R: FromRow<'r, PgRow>> FromRow<'r, PgRow> for Counted<R> {
    fn from_row(row: &'r PgRow) -> Result<Self, sqlx::Error> {
        Ok(Self(row.try_get("search_total")?, Hit::from_row(row)?))
    }
}

/// Runs `statement` with `matches` (pushes the WHERE's condition, access included): the first
/// `limit` hits by rank, and how many match in all.
async fn ranked<R>(
    pool: &ReadPool,
    statement: Statement<'_>,
    terms: &Terms,
    limit: i64,
    matches: impl FnOnce(&mut QueryBuilder<'_, Postgres>),
) -> Result<Found<R>, sqlx::Error>
where
    R: for<'r> FromRow<'r, PgRow> + Send + Unpin,
{
    let Statement {
        select,
        title,
        title_terms,
        ties,
    } = statement;
    let mut query = QueryBuilder::new("SELECT count(*) OVER () AS search_total, CASE WHEN lower(");
    query
        .push(title)
        .push(") = lower(")
        .push_bind(terms.text.clone())
        .push(format!(") THEN 0 WHEN {title} ILIKE "))
        .push_bind(terms.prefix.clone())
        .push(format!(" THEN 1 WHEN {title} ~* "))
        .push_bind(terms.word_start.clone())
        .push(format!(" THEN 2 WHEN {title} ILIKE "))
        .push_bind(terms.contains.clone());
    if let Some((column, tsquery)) = title_terms {
        query
            .push(format!(" OR {column} @@ "))
            .push_bind(tsquery.to_owned())
            .push("::tsquery");
    }
    query
        .push(" THEN 3 ELSE 4 END AS search_rank, ")
        .push(select)
        .push(" WHERE ");
    matches(&mut query);
    query
        .push(format!(" ORDER BY search_rank, {ties} LIMIT "))
        .push_bind(limit);
    let rows: Vec<Counted<R>> = pool.fetch_all(query.build_query_as()).await?;
    Ok(Found {
        total: rows.first().map_or(0, |row| row.0),
        hits: rows.into_iter().map(|row| row.1).collect(),
    })
}

/// Tasks: the title and description, as the task list's keyword (and its trigram index).
pub async fn tasks(
    pool: &ReadPool,
    terms: &Terms,
    limit: i64,
) -> Result<Found<TaskRow>, sqlx::Error> {
    let statement = Statement {
        select: "t.*, NULL::text AS search_detail, NULL::text AS search_detail_ja \
                 FROM task_list t",
        title: "t.title",
        title_terms: None,
        ties: "t.updated_at DESC, t.task_id DESC",
    };
    ranked(pool, statement, terms, limit, |query| {
        query
            .push("(t.title || ' ' || t.description) ILIKE ")
            .push_bind(terms.contains.clone());
    })
    .await
}

/// Issues: the title and description, as the issue list's keyword; the status's labels.
pub async fn issues(
    pool: &ReadPool,
    terms: &Terms,
    limit: i64,
) -> Result<Found<IssueRow>, sqlx::Error> {
    let statement = Statement {
        select: "i.*, s.label_en AS search_detail, s.label_ja AS search_detail_ja \
                 FROM issue_list i LEFT JOIN issue_statuses s ON s.status_id = i.status_id",
        title: "i.title",
        title_terms: None,
        ties: "i.updated_at DESC, i.issue_id DESC",
    };
    ranked(pool, statement, terms, limit, |query| {
        query
            .push("(i.title || ' ' || i.description) ILIKE ")
            .push_bind(terms.contains.clone());
    })
    .await
}

/// Documents `viewer` may read: the projection's search terms of the title and body, as the
/// document list's keyword (a Japanese word of three or more characters checked as written);
/// the category's name.
pub async fn documents(
    pool: &ReadPool,
    terms: &Terms,
    viewer: &Caller,
    limit: i64,
) -> Result<Found<DocumentRow>, sqlx::Error> {
    let Some(search) = &terms.documents else {
        return Ok(Found::none());
    };
    // The row without its search terms (tsvectors); what the reader may do with it is read
    // when asked (`Document::flags`).
    let statement = Statement {
        select: "d.document_id, d.title, d.body, d.category_id, d.permission_category_id, \
                 d.tag_ids, d.status, d.author_id, d.reader_roles, d.editor_roles, \
                 d.attachments, d.revision, d.created_at, d.updated_at, d.version, \
                 NULL::bool AS may_edit, NULL::bool AS is_favourite, \
                 c.name AS search_detail, NULL::text AS search_detail_ja \
                 FROM document_list d \
                 LEFT JOIN document_categories c ON c.category_id = d.category_id",
        title: "d.title",
        title_terms: Some(("d.title_search", &search.tsquery)),
        ties: "d.updated_at DESC, d.document_id DESC",
    };
    ranked(pool, statement, terms, limit, |query| {
        query
            .push("d.search @@ ")
            .push_bind(search.tsquery.clone())
            .push("::tsquery");
        // Pairs prove a Japanese word's characters are there, not that they are adjacent (as
        // the document list checks it).
        for phrase in &search.phrases {
            query
                .push(" AND (strpos(d.title || ' ' || d.body, ")
                .push_bind(phrase.clone())
                .push(") > 0 OR strpos(normalize(d.title || ' ' || d.body, NFKC), ")
                .push_bind(phrase.clone())
                .push(") > 0)");
        }
        push_access(query, Some(viewer));
    })
    .await
}

/// Organizations: the name and website (as the organization list's keyword) and the
/// description.
pub async fn organizations(
    pool: &ReadPool,
    terms: &Terms,
    limit: i64,
) -> Result<Found<OrganizationRow>, sqlx::Error> {
    let statement = Statement {
        select: "o.*, NULL::text AS search_detail, NULL::text AS search_detail_ja \
                 FROM organization_list o",
        title: "o.name",
        title_terms: None,
        ties: "o.updated_at DESC, o.organization_id DESC",
    };
    ranked(pool, statement, terms, limit, |query| {
        query
            .push("(o.name ILIKE ")
            .push_bind(terms.contains.clone())
            .push(" OR o.website ILIKE ")
            .push_bind(terms.contains.clone())
            .push(" OR o.description ILIKE ")
            .push_bind(terms.contains.clone())
            .push(")");
    })
    .await
}

/// Projects: the name (as the project list's keyword) and the description.
pub async fn projects(
    pool: &ReadPool,
    terms: &Terms,
    limit: i64,
) -> Result<Found<ProjectRow>, sqlx::Error> {
    let statement = Statement {
        select: "p.*, NULL::text AS search_detail, NULL::text AS search_detail_ja \
                 FROM project_list p",
        title: "p.name",
        title_terms: None,
        ties: "p.updated_at DESC, p.project_id DESC",
    };
    ranked(pool, statement, terms, limit, |query| {
        query
            .push("(p.name ILIKE ")
            .push_bind(terms.contains.clone())
            .push(" OR p.description ILIKE ")
            .push_bind(terms.contains.clone())
            .push(")");
    })
    .await
}

/// Active employees: the name and email, as the directory's keyword. The directory keeps no
/// update time: ties go by name, as the directory lists them.
pub async fn members(
    pool: &ReadPool,
    terms: &Terms,
    limit: i64,
) -> Result<Found<EmployeeRow>, sqlx::Error> {
    let statement = Statement {
        select: "e.*, NULL::text AS search_detail, NULL::text AS search_detail_ja \
                 FROM employee_directory e",
        title: "e.name",
        title_terms: None,
        ties: "e.name, e.employee_id",
    };
    ranked(pool, statement, terms, limit, |query| {
        query
            .push("e.deactivated_at IS NULL AND (e.name ILIKE ")
            .push_bind(terms.contains.clone())
            .push(" OR e.email ILIKE ")
            .push_bind(terms.contains.clone())
            .push(")");
    })
    .await
}

/// Agents in use (not archived): the name and description, as the agent list's keyword; the
/// role's name.
pub async fn agents(
    pool: &ReadPool,
    terms: &Terms,
    limit: i64,
) -> Result<Found<AgentRow>, sqlx::Error> {
    let statement = Statement {
        select: "a.*, r.name AS search_detail, NULL::text AS search_detail_ja \
                 FROM agents a LEFT JOIN agent_roles r ON r.role_id = a.role_id",
        title: "a.name",
        title_terms: None,
        ties: "a.updated_at DESC, a.agent_id DESC",
    };
    ranked(pool, statement, terms, limit, |query| {
        query
            .push("NOT a.archived AND (a.name || ' ' || a.description) ILIKE ")
            .push_bind(terms.contains.clone());
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_text_matches_literally_in_every_pattern() {
        let terms = Terms::new("C++ 100%_");
        assert_eq!(terms.contains, "%C++ 100\\%\\_%");
        assert_eq!(terms.prefix, "C++ 100\\%\\_%");
        assert_eq!(terms.word_start, "(^|[^[:alnum:]])C\\+\\+\\ 100\\%\\_");
        let japanese = Terms::new("設計");
        assert_eq!(japanese.word_start, "(^|[^[:alnum:]])設計");
        assert!(japanese.documents.is_some());
        assert!(Terms::new("%%").documents.is_none(), "nothing to index");
    }
}
