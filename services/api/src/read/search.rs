//! Search everywhere (issue 21): one statement per searched entity that returns its best hits
//! and how many there are in all, ranked in SQL. The statement is the same for every entity
//! ([`ranked`]); what differs is declared by the entity's area as a [`Statement`] beside its
//! read model (issue 31: this file names no area).
//!
//! Matching is each area's own list keyword, so a hit here is a hit on the area's screen:
//! a case-insensitive substring (`ILIKE`) over the same expressions the list filters use (and
//! their trigram indexes); for tasks and issues, a keyword's Japanese by words
//! (`read::push_text_keyword`, issue 33); and for documents the projection's search terms
//! (`staffhub_projections::search`: words by prefix, Japanese by words). The rank looks at the
//! title (the read model's `title`) only:
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

use super::count::{COUNT_CAP, Total};
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
    /// The text as typed (trimmed).
    pub fn text(&self) -> &str {
        &self.text
    }

    pub fn new(text: &str) -> Self {
        let contains = super::like_pattern(text);
        let prefix = contains[1..].to_owned();
        Self {
            text: text.to_owned(),
            prefix,
            contains,
            // A group that captures nothing: PostgreSQL's regular expressions run a capturing
            // group's slower engine (2,000 titles: 3–4 ms against 4–9 ms, P15's data).
            word_start: format!("(?:^|[^[:alnum:]]){}", regex_literal(text)),
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
    /// Whether, for these terms, every row whose title holds the text is a hit of `matches`
    /// (the match is a substring of an expression that starts with the title, and nothing
    /// else). The title's hits are then asked by the title alone: as `matches` and the title
    /// together, the planner took the two for independent, under-counted a text frequent in
    /// titles and checked the whole text of every title hit again (P15, issue 33).
    pub title_implies_match: fn(&Terms) -> bool,
}

/// [`Statement::title_implies_match`] for a statement whose match does not hold every title
/// hit (another column, a condition beside the text, search terms).
pub fn never(_: &Terms) -> bool {
    false
}

/// [`Statement::title_implies_match`] for a match by `read::push_text_keyword` over an
/// expression that starts with the title: a text without Japanese is matched as a substring.
pub fn without_japanese(terms: &Terms) -> bool {
    staffhub_projections::search::mixed_query(terms.text()).is_none()
}

/// The best hits of one entity and how many match in all.
#[derive(Debug)]
pub struct Found {
    /// How many match, counted no further than the lists' cap ("1,000+", `read::count`).
    pub total: Total,
    /// The rows as `Statement::select` gives them, best first; the area decodes them.
    pub rows: Vec<PgRow>,
}

/// Which hits a statement reads (see [`ranked`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Hits {
    /// Every hit, ranked.
    All,
    /// The hits whose title holds the text (ranks 0 to 3) among the first [`WINDOW`] rows
    /// the caller may read in the order of ties, ranked.
    Newest,
    /// The hits of one rank whose title holds the text (0 to 3), in the order of ties, found
    /// among every row through the index that finds them.
    Rank(i32),
    /// The others (rank 4), in the order of ties.
    Elsewhere,
}

/// How many of the newest rows a frequent text's rank is first looked for in.
const WINDOW: i64 = 2_000;

/// Runs an area's statement for `caller`: the first `limit` rows by rank, and how many match,
/// up to the cap.
///
/// The total is the lists' capped count over the same match and access (issue 33), and it
/// comes first, because it says how to read the page. Up to the cap, every hit is ranked: a
/// top-N sort of at most a thousand rows. Past it, the text is frequent, and ranking every hit
/// was what made search everywhere slow at a million tasks (a word in every description: 1.5 s;
/// a word in an eighth of the titles, every title hit ranked: 0.8 s; docs/benchmarks.md, P15).
/// The page is then read rank by rank, in parts that give the same rows in the same order:
///
/// - each rank below 4 (the text in the title) first among the newest [`WINDOW`] rows the
///   caller may read, which one statement walks and ranks for every rank at once. A frequent
///   rank fills the page there, and those are its first hits in the order of ties, since
///   every row before them in that order was looked at. A rank with fewer hits there is rare,
///   so all its hits are found by an index (the title's lowercase for the exact title and its
///   start, its trigrams for the rest) and sorted;
/// - then, if the page is not full, the other hits in the order of ties, which a frequent text
///   fills from the start of that order.
///
/// Neither part lets the planner walk the order of ties through the whole table for a part
/// with few hits (the trap the first attempt fell into): the window is a bounded walk, the
/// index path is fenced off from the order, and with few hits in all there are no parts.
pub async fn ranked(
    pool: &ReadPool,
    model: &ReadModel,
    statement: &Statement,
    terms: &Terms,
    caller: &Caller,
    limit: i64,
) -> Result<Found, sqlx::Error> {
    let total = count(pool, model, statement, terms, caller).await?;
    if total.count == 0 {
        return Ok(Found {
            total,
            rows: Vec::new(),
        });
    }
    if !total.capped {
        let rows = page(pool, model, statement, terms, caller, Hits::All, limit).await?;
        return Ok(Found { total, rows });
    }
    // The window's best hits of every rank below 4, in one statement: its rows are read and
    // ranked once, not once a rank (P15 read the newest 2,000 tasks four times for a word in
    // no title: 4 × 14–35 ms, against 15 ms once).
    let mut newest: [Vec<PgRow>; 4] = Default::default();
    for row in page(pool, model, statement, terms, caller, Hits::Newest, limit).await? {
        let rank: i32 = row.try_get("search_rank")?;
        if let Some(part) = usize::try_from(rank).ok().and_then(|r| newest.get_mut(r)) {
            part.push(row);
        }
    }
    let mut rows = Vec::new();
    for (rank, in_window) in (0..4).zip(newest) {
        let missing = limit - rows.len() as i64;
        if missing <= 0 {
            break;
        }
        // The window holds a rank's first hits in the order of ties, since it is the first
        // rows in that order. Were the answer cut short inside this rank, it would hold at
        // least `missing` of it: the ranks before it took no more rows of the window than
        // they added to the page.
        if in_window.len() as i64 >= missing {
            rows.extend(in_window.into_iter().take(missing as usize));
        } else {
            let all = Hits::Rank(rank);
            rows.extend(page(pool, model, statement, terms, caller, all, missing).await?);
        }
    }
    let missing = limit - rows.len() as i64;
    if missing > 0 {
        rows.extend(
            page(
                pool,
                model,
                statement,
                terms,
                caller,
                Hits::Elsewhere,
                missing,
            )
            .await?,
        );
    }
    Ok(Found { total, rows })
}

/// One statement of [`ranked`]: `hits`, best first, at most `limit`.
async fn page(
    pool: &ReadPool,
    model: &ReadModel,
    statement: &Statement,
    terms: &Terms,
    caller: &Caller,
    hits: Hits,
    limit: i64,
) -> Result<Vec<PgRow>, sqlx::Error> {
    let mut query = QueryBuilder::new("");
    match hits {
        // Fenced: the rank's hits are found by their index and only then sorted, never by
        // walking the order of ties in the hope of meeting them early.
        Hits::Rank(..) => {
            query.push("WITH hits AS MATERIALIZED (");
        }
        // The window is walked in the order of ties and each of its rows ranked once; the
        // rows are then kept by their rank.
        Hits::Newest => {
            query.push("SELECT * FROM (");
        }
        Hits::All | Hits::Elsewhere => {}
    }
    query.push("SELECT ");
    match hits {
        Hits::Elsewhere => {
            query.push("4");
        }
        // Every row of the part has this rank (its condition says so).
        Hits::Rank(rank) => {
            query.push(rank.to_string());
        }
        Hits::All => push_rank(&mut query, model.title, statement, terms),
        // Whether the title holds the text is asked of every row of the window first: the
        // rank's four tests only of those that do (2,000 tasks for a word in no title: 2.5–3.4
        // ms against 8.6, P15's data). A row whose title holds the text but that is no hit at
        // all ranks 5, and is left out with the others; the match is asked only of those
        // rows, since a document's is its whole text's terms.
        Hits::Newest => {
            query.push("CASE WHEN NOT coalesce(");
            push_in_title(&mut query, model.title, statement, terms);
            query.push(", false) THEN 4 ");
            if !(statement.title_implies_match)(terms) {
                query.push("WHEN NOT coalesce((");
                if !(statement.matches)(&mut query, terms) {
                    return Ok(Vec::new());
                }
                query.push("), false) THEN 5 ");
            }
            query.push("ELSE ");
            push_rank(&mut query, model.title, statement, terms);
            query.push(" END");
        }
    }
    query
        .push(" AS search_rank, ")
        .push(statement.select)
        .push(" WHERE ");
    match hits {
        Hits::Rank(rank) => {
            push_rank_hits(&mut query, model.title, statement, terms, rank);
            if !(statement.title_implies_match)(terms) {
                query.push(" AND (");
                if !(statement.matches)(&mut query, terms) {
                    return Ok(Vec::new());
                }
                query.push(")");
            }
        }
        Hits::Newest => {
            query.push("TRUE");
        }
        Hits::All | Hits::Elsewhere => {
            query.push("(");
            if !(statement.matches)(&mut query, terms) {
                return Ok(Vec::new());
            }
            query.push(")");
            if hits == Hits::Elsewhere {
                query.push(" AND NOT coalesce(");
                push_in_title(&mut query, model.title, statement, terms);
                query.push(", false)");
            }
        }
    }
    if let Some(condition) = model.condition {
        condition(&mut query, caller);
    }
    match hits {
        // Every row of the fence has the rank already (its condition says so).
        Hits::Rank(_) => {
            query.push(format!(") SELECT * FROM hits {}", model.alias));
        }
        Hits::Newest => {
            query
                .push(format!(" ORDER BY {} LIMIT ", statement.ties))
                .push_bind(WINDOW)
                .push(format!(") {} WHERE search_rank < 4", model.alias));
        }
        Hits::All | Hits::Elsewhere => {}
    }
    query
        .push(format!(" ORDER BY search_rank, {} LIMIT ", statement.ties))
        .push_bind(limit);
    pool.fetch_rows(query.build()).await
}

/// The hits of one rank. The exact title and its start are asked by the title's lowercase,
/// whose index (`text_pattern_ops`) answers them as a range even in a generic plan of the
/// prepared statement (a `LIKE` with a bound pattern is not a range there: it read every row);
/// the other ranks first by whether the title holds the text, which its trigrams answer, then
/// by the rank itself.
fn push_rank_hits(
    query: &mut QueryBuilder<'_, Postgres>,
    title: &str,
    statement: &Statement,
    terms: &Terms,
    rank: i32,
) {
    match rank {
        0 => {
            query
                .push(format!("lower({title}) = lower("))
                .push_bind(terms.text.clone())
                .push(")");
        }
        1 => {
            // From the text up to the text followed by the last character there is: every
            // title starting with it, and the `LIKE` keeps exactly those.
            query
                .push(format!("lower({title}) ~>=~ lower("))
                .push_bind(terms.text.clone())
                .push(format!(") AND lower({title}) ~<~ (lower("))
                .push_bind(terms.text.clone())
                .push(format!(") || chr(1114111)) AND lower({title}) LIKE lower("))
                .push_bind(terms.prefix.clone())
                .push(format!(") AND lower({title}) <> lower("))
                .push_bind(terms.text.clone())
                .push(")");
        }
        _ => {
            push_in_title(query, title, statement, terms);
            query.push(" AND (");
            push_rank(query, title, statement, terms);
            query.push(format!(") = {rank}"));
        }
    }
}

/// Whether the title holds the text: the condition of ranks 0 to 3 (each of which implies it).
fn push_in_title(
    query: &mut QueryBuilder<'_, Postgres>,
    title: &str,
    statement: &Statement,
    terms: &Terms,
) {
    query
        .push(format!("({title} ILIKE "))
        .push_bind(terms.contains.clone());
    if let (Some(column), Some(indexed)) = (statement.title_terms, &terms.indexed) {
        query
            .push(format!(" OR {column} @@ "))
            .push_bind(indexed.tsquery.clone())
            .push("::tsquery");
    }
    query.push(")");
}

/// The rank of a hit (see the module's list).
fn push_rank(
    query: &mut QueryBuilder<'_, Postgres>,
    title: &str,
    statement: &Statement,
    terms: &Terms,
) {
    query
        .push(format!("CASE WHEN lower({title}) = lower("))
        .push_bind(terms.text.clone())
        .push(format!(") THEN 0 WHEN {title} ILIKE "))
        .push_bind(terms.prefix.clone())
        .push(format!(" THEN 1 WHEN {title} ~* "))
        .push_bind(terms.word_start.clone())
        .push(" THEN 2 WHEN ");
    push_in_title(query, title, statement, terms);
    query.push(" THEN 3 ELSE 4 END");
}

/// How many items match, up to the lists' cap: the statement's match and access, no rank.
async fn count(
    pool: &ReadPool,
    model: &ReadModel,
    statement: &Statement,
    terms: &Terms,
    caller: &Caller,
) -> Result<Total, sqlx::Error> {
    let mut query = QueryBuilder::new("SELECT count(*) FROM (SELECT ");
    query.push(statement.select).push(" WHERE (");
    if !(statement.matches)(&mut query, terms) {
        return Ok(Total::exact(0));
    }
    query.push(")");
    if let Some(condition) = model.condition {
        condition(&mut query, caller);
    }
    query
        .push(" LIMIT ")
        .push_bind(COUNT_CAP + 1)
        .push(") AS matching");
    let counted: i64 = pool.fetch_scalar(query.build_query_scalar()).await?;
    Ok(Total::of(counted, COUNT_CAP))
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
        assert_eq!(terms.word_start, "(?:^|[^[:alnum:]])C\\+\\+\\ 100\\%\\_");
        let japanese = Terms::new("設計");
        assert_eq!(japanese.word_start, "(?:^|[^[:alnum:]])設計");
        assert!(japanese.indexed.is_some());
        assert!(Terms::new("%%").indexed.is_none(), "nothing to index");
    }
}
