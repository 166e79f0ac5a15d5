//! Relay connections, written once for every list (brief §3: `first` default 20, max 100;
//! `after`; `filter`; `orderBy`): paging arguments, the keyword every filter takes, the order
//! direction, and [`connection!`](crate::graphql::connection::connection) that defines an
//! area's `<Node>Connection` and `<Node>Edge` in one line.

use async_graphql::{Enum, SimpleObject};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;

use crate::catalogue::Code;
use crate::error::ApiResult;

pub const DEFAULT_PAGE_SIZE: i32 = 20;
pub const MAX_PAGE_SIZE: i32 = 100;
/// Longest keyword a list filter accepts.
pub const KEYWORD_MAX_CHARS: usize = 200;

#[derive(Enum, Copy, Clone, Eq, PartialEq, Debug)]
pub enum OrderDirection {
    Asc,
    Desc,
}

/// A filter's keyword: trimmed, empty is none, too long is 'Invalid keyword'.
pub fn keyword(keyword: Option<String>) -> ApiResult<Option<String>> {
    let keyword = keyword
        .map(|k| k.trim().to_owned())
        .filter(|k| !k.is_empty());
    if keyword
        .as_ref()
        .is_some_and(|k| k.chars().count() > KEYWORD_MAX_CHARS)
    {
        return Err(Code::InvalidKeyword.into());
    }
    Ok(keyword)
}

/// One page of a list: `read(offset, limit)` is asked for one row more than the page, to
/// learn whether a next page exists.
pub async fn load<T, F, Fut>(
    first: Option<i32>,
    after: Option<&str>,
    read: F,
) -> ApiResult<(Vec<(String, T)>, PageInfo)>
where
    F: FnOnce(i64, i64) -> Fut,
    Fut: Future<Output = Result<Vec<T>, sqlx::Error>>,
{
    let page = page(first, after)?;
    let rows = read(page.offset, page.limit + 1).await?;
    Ok(finish(page, rows))
}

/// Defines a list's Relay types: `connection!(TaskConnection, TaskEdge, Task, TaskListFilter,
/// count)` gives `TaskEdge { cursor, node }` and `TaskConnection { edges, pageInfo,
/// totalCount, totalCountCapped }`, and `TaskConnection::new(edges, page_info, filter)` from
/// [`load`]'s page of nodes. The total is `count(&reads, &filter)`, a
/// [`Total`](crate::read::count::Total) counted up to the cap (issue 33), run once and only
/// when either field is asked for.
macro_rules! connection {
    ($connection:ident, $edge:ident, $node:ty, $filter:ty, $count:path) => {
        #[derive(async_graphql::SimpleObject)]
        pub struct $edge {
            pub cursor: String,
            pub node: $node,
        }

        #[derive(async_graphql::SimpleObject)]
        #[graphql(complex)]
        pub struct $connection {
            edges: Vec<$edge>,
            page_info: $crate::graphql::connection::PageInfo,
            #[graphql(skip)]
            filter: $filter,
            #[graphql(skip)]
            total: tokio::sync::OnceCell<$crate::read::count::Total>,
        }

        #[async_graphql::ComplexObject]
        impl $connection {
            /// How many entries match the filter, counted up to 1,000: beyond that, 1,000 with
            /// `totalCountCapped` (a list shows "1,000+").
            async fn total_count(
                &self,
                ctx: &async_graphql::Context<'_>,
            ) -> $crate::error::GqlResult<i64> {
                Ok(self.total(ctx).await?.count)
            }

            /// Whether more entries match than `totalCount` says.
            async fn total_count_capped(
                &self,
                ctx: &async_graphql::Context<'_>,
            ) -> $crate::error::GqlResult<bool> {
                Ok(self.total(ctx).await?.capped)
            }
        }

        impl $connection {
            pub fn new(
                edges: Vec<(String, $node)>,
                page_info: $crate::graphql::connection::PageInfo,
                filter: $filter,
            ) -> Self {
                Self {
                    edges: edges
                        .into_iter()
                        .map(|(cursor, node)| $edge { cursor, node })
                        .collect(),
                    page_info,
                    filter,
                    total: tokio::sync::OnceCell::new(),
                }
            }

            /// The connection with its total already known (read for another purpose), so
            /// asking for it runs nothing. Every connection gets it; the lists that know their
            /// total beforehand (issues) use it, so the others would warn without the allow.
            #[allow(dead_code)]
            pub fn with_total(self, total: $crate::read::count::Total) -> Self {
                let _ = self.total.set(total);
                self
            }

            async fn total(
                &self,
                ctx: &async_graphql::Context<'_>,
            ) -> Result<$crate::read::count::Total, sqlx::Error> {
                self.total
                    .get_or_try_init(|| $count(&$crate::graphql::state(ctx).reads, &self.filter))
                    .await
                    .copied()
            }
        }
    };
}
pub(crate) use connection;

/// A validated page request: rows `offset .. offset + limit`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Page {
    pub offset: i64,
    pub limit: i64,
}

pub fn cursor(offset: i64) -> String {
    URL_SAFE_NO_PAD.encode(format!("offset:{offset}"))
}

fn decode_cursor(cursor: &str) -> ApiResult<i64> {
    let bytes = URL_SAFE_NO_PAD
        .decode(cursor)
        .map_err(|_| Code::InvalidCursor)?;
    let text = String::from_utf8(bytes).map_err(|_| Code::InvalidCursor)?;
    let offset: i64 = text
        .strip_prefix("offset:")
        .and_then(|n| n.parse().ok())
        .ok_or(Code::InvalidCursor)?;
    if offset < 0 {
        return Err(Code::InvalidCursor.into());
    }
    Ok(offset)
}

pub fn page(first: Option<i32>, after: Option<&str>) -> ApiResult<Page> {
    let limit = match first {
        None => DEFAULT_PAGE_SIZE,
        Some(n) if (1..=MAX_PAGE_SIZE).contains(&n) => n,
        Some(_) => return Err(Code::InvalidLimit.into()),
    };
    let offset = match after {
        None => 0,
        Some(cursor) => decode_cursor(cursor)?
            .checked_add(1)
            .ok_or(Code::InvalidCursor)?,
    };
    Ok(Page {
        offset,
        limit: i64::from(limit),
    })
}

/// A page counted back from the end (Relay's `last`/`before`), over rows numbered `0..total`:
/// the `last` rows before the cursor `before` (or before the end). Returns the page and
/// whether rows follow it.
pub fn page_before(last: i32, before: Option<&str>, total: i64) -> ApiResult<(Page, bool)> {
    if !(1..=MAX_PAGE_SIZE).contains(&last) {
        return Err(Code::InvalidLimit.into());
    }
    let end = match before {
        None => total,
        Some(cursor) => decode_cursor(cursor)?.min(total),
    };
    let offset = (end - i64::from(last)).max(0);
    Ok((
        Page {
            offset,
            limit: end - offset,
        },
        end < total,
    ))
}

/// [`finish`] for a page from [`page_before`]: its rows are all there is (no extra row).
pub fn finish_before<T>(
    page: Page,
    has_next_page: bool,
    rows: Vec<T>,
) -> (Vec<(String, T)>, PageInfo) {
    let (edges, mut info) = finish(page, rows);
    info.has_next_page = has_next_page;
    (edges, info)
}

#[derive(Debug, Clone, SimpleObject)]
pub struct PageInfo {
    pub has_next_page: bool,
    pub has_previous_page: bool,
    pub start_cursor: Option<String>,
    pub end_cursor: Option<String>,
}

/// Trims the one extra row fetched to learn whether there is a next page, and describes the page.
pub fn finish<T>(page: Page, mut rows: Vec<T>) -> (Vec<(String, T)>, PageInfo) {
    let has_next_page = rows.len() as i64 > page.limit;
    rows.truncate(page.limit as usize);
    let edges: Vec<(String, T)> = rows
        .into_iter()
        .enumerate()
        .map(|(i, row)| (cursor(page.offset + i as i64), row))
        .collect();
    let info = PageInfo {
        has_next_page,
        has_previous_page: page.offset > 0,
        start_cursor: edges.first().map(|e| e.0.clone()),
        end_cursor: edges.last().map(|e| e.0.clone()),
    };
    (edges, info)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_defaults_to_twenty_and_must_be_between_one_and_a_hundred() {
        assert_eq!(
            page(None, None).unwrap(),
            Page {
                offset: 0,
                limit: 20
            }
        );
        assert_eq!(page(Some(100), None).unwrap().limit, 100);
        for bad in [0, -1, 101] {
            assert!(page(Some(bad), None).is_err(), "{bad}");
        }
    }

    #[test]
    fn after_continues_behind_the_cursor() {
        assert_eq!(
            page(Some(5), Some(&cursor(4))).unwrap(),
            Page {
                offset: 5,
                limit: 5
            }
        );
        assert!(page(None, Some("garbage")).is_err());
    }

    #[test]
    fn last_counts_back_from_the_end_or_from_before_the_cursor() {
        let (page, more) = page_before(3, None, 10).unwrap();
        assert_eq!(
            page,
            Page {
                offset: 7,
                limit: 3
            }
        );
        assert!(!more);
        let (page, more) = page_before(3, Some(&cursor(7)), 10).unwrap();
        assert_eq!(
            page,
            Page {
                offset: 4,
                limit: 3
            }
        );
        assert!(more);
        let (page, _) = page_before(5, Some(&cursor(2)), 10).unwrap();
        assert_eq!(
            page,
            Page {
                offset: 0,
                limit: 2
            }
        );
        let (edges, info) = finish_before(page, true, vec!['a', 'b']);
        assert_eq!(edges[0].0, cursor(0));
        assert!(info.has_next_page && !info.has_previous_page);
        assert!(page_before(0, None, 10).is_err());
    }

    #[test]
    fn finish_reports_a_next_page_only_when_the_extra_row_came_back() {
        let (edges, info) = finish(
            Page {
                offset: 0,
                limit: 2,
            },
            vec![1, 2, 3],
        );
        assert_eq!(edges.len(), 2);
        assert!(info.has_next_page && !info.has_previous_page);
        let (_, info) = finish(
            Page {
                offset: 2,
                limit: 2,
            },
            vec![3],
        );
        assert!(!info.has_next_page && info.has_previous_page);
    }
}
