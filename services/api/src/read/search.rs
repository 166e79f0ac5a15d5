//! Search everywhere (issue 21): one statement per searched entity that returns its best hits
//! and how many there are in all, ranked in SQL. The statement is the same for every entity
//! ([`ranked`]); what differs is declared by the entity's area as a [`Statement`] beside its
//! read model (issue 31: this file names no area).
//!
//! Matching is each area's own list keyword, so a hit here is a hit on the area's screen:
//! a case-insensitive substring (`ILIKE`, which finds Japanese without a tokenizer) over the
//! same expressions the list filters use (and their trigram indexes), and for documents the
//! projection's search terms (`staffhub_projections::search`: words by prefix, Japanese by
//! characters and pairs). The rank looks at the title (the read model's `title`) only:
//!
//! 0. the title is the text (case-insensitively);
//! 1. the title starts with it;
//! 2. a word of the title starts with it;
//! 3. the title contains it (or the title's own search terms match);
//! 4. only other fields match (description, body, email, website).
//!
//! Ties: as the area says (most recently updated first, as a rule). Access is part of each
//! statement: the read model's row-level condition (`access::ReadModel::condition`), so a row
//! the caller may not read is neither a hit nor counted. Which areas the caller may search at
//! all is the caller's business (the policy rows of the areas' list queries).

use sqlx::postgres::PgRow;
use sqlx::{Postgres, QueryBuilder, Row};
use staffhub_projections::search::{SearchQuery, parse_query};

use super::pool::ReadPool;
use crate::access::{Caller, ReadModel};

/// The searched text, as each kind of match needs it.
#[derive(Debug, Clone)]
pub struct Terms {
    /// As typed (trimmed by the caller): the exact-title comparison.
    text: String,
    /// `%text%`, escaped: the substring an area's list keyword matches.
    pub contains: String,
    /// `text%`, escaped.
    prefix: String,
    /// A regular expression: the text at the start of a word.
    word_start: String,
    /// The search-terms index's query; None when the text has nothing it indexes
    /// (punctuation).
    pub indexed: Option<SearchQuery>,
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
            indexed: parse_query(text),
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

/// What an area declares of its statement, beside its read model (which gives the table, the
/// title the rank looks at and the row-level condition).
#[derive(Debug, Clone, Copy)]
pub struct Statement {
    /// `<columns>, <detail> AS search_detail, <detail ja> AS search_detail_ja FROM <table>
    /// <alias> …`: what follows SELECT, up to the WHERE. The details are a second line's
    /// joined label or name (an issue's status, a document's category), NULL where none.
    pub select: &'static str,
    /// The title's own search-terms column (a tsvector), which ranks as "the title contains
    /// it" when the text has indexed terms.
    pub title_terms: Option<&'static str>,
    /// After the rank: most recently updated first, then the id (a stable order).
    pub ties: &'static str,
    /// Pushes the WHERE's match condition (the area's list keyword), or answers false when
    /// the text holds nothing the area can match (then nothing runs).
    pub matches: fn(&mut QueryBuilder<'_, Postgres>, &Terms) -> bool,
}

/// The best hits of one entity and how many match in all.
#[derive(Debug)]
pub struct Found {
    pub total: i64,
    /// The rows as `Statement::select` gives them, best first; the area decodes them.
    pub rows: Vec<PgRow>,
}

/// Runs an area's statement for `caller`: the first `limit` rows by rank, and how many match
/// in all (a window over the matching rows, computed before the limit).
pub async fn ranked(
    pool: &ReadPool,
    model: &ReadModel,
    statement: &Statement,
    terms: &Terms,
    caller: &Caller,
    limit: i64,
) -> Result<Found, sqlx::Error> {
    let Statement {
        select,
        title_terms,
        ties,
        matches,
    } = statement;
    let title = model.title;
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
    if let (Some(column), Some(indexed)) = (title_terms, &terms.indexed) {
        query
            .push(format!(" OR {column} @@ "))
            .push_bind(indexed.tsquery.clone())
            .push("::tsquery");
    }
    query
        .push(" THEN 3 ELSE 4 END AS search_rank, ")
        .push(*select)
        .push(" WHERE (");
    if !matches(&mut query, terms) {
        return Ok(Found {
            total: 0,
            rows: Vec::new(),
        });
    }
    query.push(")");
    if let Some(condition) = model.condition {
        condition(&mut query, caller);
    }
    query
        .push(format!(" ORDER BY search_rank, {ties} LIMIT "))
        .push_bind(limit);
    let rows = pool.fetch_rows(query.build()).await?;
    Ok(Found {
        total: match rows.first() {
            Some(row) => row.try_get("search_total")?,
            None => 0,
        },
        rows,
    })
}

/// A joined detail of a hit's row (`search_detail`, `search_detail_ja`).
pub fn detail(row: &PgRow, ja: bool) -> Result<Option<String>, sqlx::Error> {
    row.try_get(if ja {
        "search_detail_ja"
    } else {
        "search_detail"
    })
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
        assert!(japanese.indexed.is_some());
        assert!(Terms::new("%%").indexed.is_none(), "nothing to index");
    }
}
