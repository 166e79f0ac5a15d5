//! Search everywhere (issue 21): one query over every entity whose area declares how it is
//! found ([`Searched`], in its descriptor), grouped by area in the order areas are registered
//! and ranked within each (`read::search`). This file names no area (issue 31).
//!
//! `search` itself is for anyone signed in; an area's group is searched only for a caller who
//! passes the rule of the area's own list query (the descriptor's `list_operation`, checked as
//! the guard checks it), and row-level access is part of the statement (the read model's
//! condition), so a hit the caller may not read is neither returned nor counted.

use async_graphql::{Context, Object, SimpleObject};
use sqlx::postgres::PgRow;

use super::areas::{self, Area, Entity};
use super::guard::{Policy, authorize};
use super::node::Node;
use super::{connection, request, session, state};
use crate::access::Caller;
use crate::catalogue::Code;
use crate::error::{ApiResult, GqlResult};
use crate::locale::Locale;
use crate::policy::Rule;
use crate::read::search::{self as reads, Statement, Terms};

pub static AREA: Area = Area {
    name: "search",
    policy: &[("Query.search", Rule::SignedIn)],
    projections: &[],
    entities: &[],
};

/// Hits per group unless asked otherwise, and the most a caller may ask for.
const DEFAULT_HITS: i32 = 5;
const MAX_HITS: i32 = 20;

/// How an entity is found by search everywhere: its area's part of the descriptor. The
/// statement runs over the entity's read model (its table, title and row-level condition).
#[derive(Debug, Clone, Copy)]
pub struct Searched {
    /// The area's list query: a caller who may not run it gets no group.
    pub list_operation: &'static str,
    /// The match, the columns and the order of ties.
    pub statement: Statement,
    /// One row of the statement as a hit, its second line in the caller's language.
    pub hit: fn(&PgRow, Locale) -> Result<SearchHit, sqlx::Error>,
}

/// One hit.
#[derive(SimpleObject)]
pub struct SearchHit {
    /// The item (a Task, an Issue, a Document, …).
    node: Node,
    title: String,
    /// A second line: status, email, website…, in the caller's language where it is a label.
    subtitle: Option<String>,
}

impl SearchHit {
    pub fn new(node: Node, title: String, subtitle: Option<String>) -> Self {
        Self {
            node,
            title,
            subtitle: subtitle.filter(|line| !line.is_empty()),
        }
    }
}

/// An area's best hits and how many there are in all.
#[derive(SimpleObject)]
pub struct SearchGroup {
    /// The area's one name ("tasks", "members"), as its screens and routes are named.
    area: String,
    /// How many match, counted no further than the lists' cap (1,000).
    total_count: i64,
    /// Whether more than `totalCount` match ("1,000+").
    total_count_capped: bool,
    hits: Vec<SearchHit>,
}

#[derive(SimpleObject)]
pub struct SearchResults {
    /// Areas the caller may read with at least one hit, in the order areas are registered.
    groups: Vec<SearchGroup>,
}

/// The searched entities, with their areas: each has a read model (a test holds it).
fn searched() -> impl Iterator<Item = (&'static Area, &'static Entity, &'static Searched)> {
    areas::AREAS.iter().flat_map(|area| {
        area.entities
            .iter()
            .filter_map(move |entity| entity.search.as_ref().map(|search| (*area, entity, search)))
    })
}

/// What every area's search is asked with.
struct Asked<'a> {
    reads: &'a crate::read::pool::ReadPool,
    terms: Terms,
    caller: Caller,
    limit: i64,
    locale: Locale,
}

/// One entity's search, as its area's group (None when it has no hit).
async fn search_entity(
    area: &'static Area,
    entity: &'static Entity,
    search: &'static Searched,
    asked: &Asked<'_>,
) -> ApiResult<Option<SearchGroup>> {
    let Some(model) = &entity.read_model else {
        return Ok(None);
    };
    let Asked {
        reads,
        terms,
        caller,
        limit,
        locale,
    } = asked;
    let found = reads::ranked(reads, model, &search.statement, terms, caller, *limit).await?;
    if found.rows.is_empty() {
        return Ok(None);
    }
    let hits = found
        .rows
        .iter()
        .map(|row| (search.hit)(row, *locale))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Some(SearchGroup {
        area: area.name.to_owned(),
        total_count: found.total.count,
        total_count_capped: found.total.capped,
        hits,
    }))
}

/// The searched text: trimmed, 1 to 200 characters ('Invalid keyword' otherwise).
fn text(text: String) -> ApiResult<String> {
    connection::keyword(Some(text))?.ok_or_else(|| Code::InvalidKeyword.into())
}

/// Hits per group: default 5, 1..=20 ('Invalid limit' otherwise).
fn hits_per_group(first: Option<i32>) -> ApiResult<i64> {
    match first.unwrap_or(DEFAULT_HITS) {
        n if (1..=MAX_HITS).contains(&n) => Ok(i64::from(n)),
        _ => Err(Code::InvalidLimit.into()),
    }
}

#[derive(Default)]
pub struct SearchQuery;

#[Object(guard = "Policy::query()")]
impl SearchQuery {
    /// Every searched area at once: in each area the caller may list, the best `first` hits
    /// (default 5, 1..=20) and how many there are. A title that is the text comes first, then
    /// titles starting with it, titles with a word starting with it, titles containing it, and
    /// items matching only elsewhere; most recently updated first within each.
    /// Case-insensitive; Japanese is found by words (a word by its start), the rest as written.
    async fn search(
        &self,
        ctx: &Context<'_>,
        text: String,
        first: Option<i32>,
    ) -> GqlResult<SearchResults> {
        let text = self::text(text)?;
        let asked = Asked {
            limit: hits_per_group(first)?,
            caller: Caller::of(session(ctx)?),
            locale: request(ctx)?.locale,
            terms: Terms::new(&text),
            reads: &state(ctx).reads,
        };
        let searches = searched()
            .filter(|(_, _, search)| authorize(ctx, search.list_operation).is_ok())
            .map(|(area, entity, search)| search_entity(area, entity, search, &asked));
        let groups = futures::future::try_join_all(searches).await?;
        Ok(SearchResults {
            groups: groups.into_iter().flatten().collect(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graphql::areas::rule_for;

    #[test]
    fn every_searched_entity_has_a_read_model_and_a_list_query_with_a_rule() {
        let mut count = 0;
        for (area, entity, search) in searched() {
            count += 1;
            assert!(
                entity.read_model.is_some(),
                "{}: {} is searched without a read model",
                area.name,
                entity.type_name
            );
            assert!(
                rule_for(search.list_operation).is_some(),
                "{}: {} has no policy row",
                area.name,
                search.list_operation
            );
        }
        assert!(count >= 7, "only {count} entities are searched");
    }

    #[test]
    fn a_group_is_named_by_its_area_and_each_area_has_one() {
        let mut names = std::collections::HashSet::new();
        for (area, _, _) in searched() {
            assert!(
                names.insert(area.name),
                "{} has two searched entities",
                area.name
            );
        }
    }

    #[test]
    fn the_text_is_trimmed_and_must_hold_one_to_two_hundred_characters() {
        assert_eq!(text("  設計 ".into()).unwrap(), "設計");
        for bad in [String::new(), "   ".into(), "あ".repeat(201)] {
            assert_eq!(text(bad).unwrap_err().code(), Code::InvalidKeyword);
        }
        assert!(text("あ".repeat(200)).is_ok());
    }

    #[test]
    fn first_defaults_to_five_and_must_be_between_one_and_twenty() {
        assert_eq!(hits_per_group(None).unwrap(), 5);
        assert_eq!(hits_per_group(Some(20)).unwrap(), 20);
        for bad in [0, -1, 21] {
            assert_eq!(
                hits_per_group(Some(bad)).unwrap_err().code(),
                Code::InvalidLimit
            );
        }
    }
}
