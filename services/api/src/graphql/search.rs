//! Search everywhere (issue 21): one query over tasks, issues, documents, organizations,
//! projects, members and agents, grouped by area and ranked within each (`read::search`).
//!
//! `search` itself is for anyone signed in; an area's group is searched only for a caller who
//! passes the rule of the area's own list query (the areas' policy rows, checked as the guard
//! checks them), and row-level access is part of the area's SQL (documents), so a hit the
//! caller may not read is neither returned nor counted.

use async_graphql::{Context, Enum, Object, SimpleObject};
use futures::future::BoxFuture;

use super::agents::Agent;
use super::areas::Area;
use super::documents::Document;
use super::guard::{Policy, authorize};
use super::issues::Issue;
use super::members::Employee;
use super::node::Node;
use super::organizations::Organization;
use super::projects::Project;
use super::tasks::Task;
use super::{connection, request, session, state};
use crate::access::Caller;
use crate::catalogue::Code;
use crate::error::{ApiResult, GqlResult};
use crate::locale::Locale;
use crate::policy::Rule;
use crate::read::pool::ReadPool;
use crate::read::search::{self as reads, Found, Hit, Terms};

pub static AREA: Area = Area {
    name: "search",
    policy: &[("Query.search", Rule::SignedIn)],
    projections: &[],
    entities: &[],
};

/// Hits per group unless asked otherwise, and the most a caller may ask for.
const DEFAULT_HITS: i32 = 5;
const MAX_HITS: i32 = 20;

/// The areas searched, in the order their groups come.
#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug)]
pub enum SearchArea {
    Tasks,
    Issues,
    Documents,
    Organizations,
    Projects,
    Members,
    Agents,
}

impl SearchArea {
    const ALL: [Self; 7] = [
        Self::Tasks,
        Self::Issues,
        Self::Documents,
        Self::Organizations,
        Self::Projects,
        Self::Members,
        Self::Agents,
    ];

    /// The area's list query: a caller who may not run it gets no group.
    fn list_operation(self) -> &'static str {
        match self {
            Self::Tasks => "Query.tasks",
            Self::Issues => "Query.issues",
            Self::Documents => "Query.documents",
            Self::Organizations => "Query.organizations",
            Self::Projects => "Query.projects",
            Self::Members => "Query.employees",
            Self::Agents => "Query.agents",
        }
    }
}

/// One hit.
#[derive(SimpleObject)]
pub struct SearchHit {
    /// The item (Task, Issue, Document, Organization, Project, Employee, Agent).
    node: Node,
    title: String,
    /// A second line: status, email, website…, in the caller's language where it is a label.
    subtitle: Option<String>,
}

/// An area's best hits and how many there are in all.
#[derive(SimpleObject)]
pub struct SearchGroup {
    area: SearchArea,
    total_count: i64,
    hits: Vec<SearchHit>,
}

#[derive(SimpleObject)]
pub struct SearchResults {
    /// Areas the caller may read with at least one hit, in the order of SearchArea.
    groups: Vec<SearchGroup>,
}

/// A label in the caller's language.
fn label(locale: Locale, (en, ja): (&'static str, &'static str)) -> String {
    if locale == Locale::Ja { ja } else { en }.to_owned()
}

/// Spec §4 task statuses (the app's own labels).
fn task_status(id: i16) -> (&'static str, &'static str) {
    match id {
        1 => ("Open", "未対応"),
        2 => ("Processing", "処理中"),
        3 => ("Closed", "クローズ"),
        4 => ("Completed", "完了"),
        _ => ("Unknown", "不明"),
    }
}

/// Spec §4 project statuses.
fn project_status(id: i16) -> (&'static str, &'static str) {
    match id {
        1 => ("Planning", "計画中"),
        2 => ("Active", "進行中"),
        3 => ("Canceled", "中止"),
        4 => ("Archived", "アーカイブ"),
        _ => ("Unknown", "不明"),
    }
}

/// Spec §4 document statuses.
fn document_status(id: i16) -> (&'static str, &'static str) {
    match id {
        1 => ("Active", "公開中"),
        2 => ("Archived", "アーカイブ済み"),
        3 => ("Draft", "下書き"),
        _ => ("Unknown", "不明"),
    }
}

/// A group from an area's hits: each row as its node, title and second line.
fn group<R>(
    area: SearchArea,
    found: Found<R>,
    hit: impl Fn(Hit<R>) -> SearchHit,
) -> Option<SearchGroup> {
    (found.total > 0).then(|| SearchGroup {
        area,
        total_count: found.total,
        hits: found.hits.into_iter().map(hit).collect(),
    })
}

/// One area's search, as its group (None when it has no hit).
fn search_area<'a>(
    area: SearchArea,
    reads: &'a ReadPool,
    terms: &'a Terms,
    viewer: &'a Caller,
    limit: i64,
    locale: Locale,
) -> BoxFuture<'a, ApiResult<Option<SearchGroup>>> {
    Box::pin(async move {
        Ok(match area {
            SearchArea::Tasks => group(area, reads::tasks(reads, terms, limit).await?, |h| {
                SearchHit {
                    title: h.row.title.clone(),
                    subtitle: Some(label(locale, task_status(h.row.status_id))),
                    node: Node::Task(Task(h.row)),
                }
            }),
            SearchArea::Issues => group(area, reads::issues(reads, terms, limit).await?, |h| {
                let status = if locale == Locale::Ja {
                    h.detail_ja
                } else {
                    h.detail
                };
                SearchHit {
                    title: h.row.title.clone(),
                    subtitle: status,
                    node: Node::Issue(Issue(h.row)),
                }
            }),
            SearchArea::Documents => group(
                area,
                reads::documents(reads, terms, viewer, limit).await?,
                |h| SearchHit {
                    title: h.row.title.clone(),
                    subtitle: Some(
                        h.detail
                            .unwrap_or_else(|| label(locale, document_status(h.row.status))),
                    ),
                    node: Node::Document(Document(h.row)),
                },
            ),
            SearchArea::Organizations => group(
                area,
                reads::organizations(reads, terms, limit).await?,
                |h| SearchHit {
                    title: h.row.name.clone(),
                    subtitle: Some(h.row.website.clone()).filter(|w| !w.is_empty()),
                    node: Node::Organization(Organization(h.row)),
                },
            ),
            SearchArea::Projects => group(area, reads::projects(reads, terms, limit).await?, |h| {
                SearchHit {
                    title: h.row.name.clone(),
                    subtitle: Some(label(locale, project_status(h.row.status))),
                    node: Node::Project(Project(h.row)),
                }
            }),
            SearchArea::Members => group(area, reads::members(reads, terms, limit).await?, |h| {
                SearchHit {
                    title: h.row.name.clone(),
                    subtitle: Some(h.row.email.clone()),
                    node: Node::Employee(Employee(h.row)),
                }
            }),
            SearchArea::Agents => group(area, reads::agents(reads, terms, limit).await?, |h| {
                SearchHit {
                    title: h.row.name.clone(),
                    subtitle: h.detail,
                    node: Node::Agent(Agent(h.row)),
                }
            }),
        })
    })
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
    /// Tasks, issues, documents, organizations, projects, members and agents at once: in each
    /// area the caller may list, the best `first` hits (default 5, 1..=20) and how many there
    /// are. A title that is the text comes first, then titles starting with it, titles with a
    /// word starting with it, titles containing it, and items matching only elsewhere; most
    /// recently updated first within each. Case-insensitive; Japanese is matched as written.
    async fn search(
        &self,
        ctx: &Context<'_>,
        text: String,
        first: Option<i32>,
    ) -> GqlResult<SearchResults> {
        let text = self::text(text)?;
        let limit = hits_per_group(first)?;
        let viewer = Caller::of(session(ctx)?);
        let locale = request(ctx)?.locale;
        let terms = Terms::new(&text);
        let reads = &state(ctx).reads;
        let searches = SearchArea::ALL
            .into_iter()
            .filter(|area| authorize(ctx, area.list_operation()).is_ok())
            .map(|area| search_area(area, reads, &terms, &viewer, limit, locale));
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
    fn every_area_is_searched_under_a_list_query_with_a_rule() {
        for area in SearchArea::ALL {
            assert!(
                rule_for(area.list_operation()).is_some(),
                "{area:?}: {} has no policy row",
                area.list_operation()
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
