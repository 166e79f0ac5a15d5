//! The organizations read models: `organization_list` and `organization_members` (projection
//! "organizations") and `deal_stage_stays` (projection "pipeline").

use chrono::{DateTime, Utc};
use sqlx::{Postgres, QueryBuilder};
use uuid::Uuid;

use super::count::{Total, total};
use super::pool::ReadPool;
use super::search::Statement;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct OrganizationRow {
    pub organization_id: Uuid,
    pub name: String,
    pub description: String,
    pub website: String,
    pub tag_ids: Vec<Uuid>,
    pub owner_id: Option<Uuid>,
    pub deal_amount: i64,
    pub deal_currency: String,
    pub deal_status: i16,
    pub stage_entered_at: DateTime<Utc>,
    pub member_count: i32,
    pub created_by: Option<Uuid>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i64,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct MemberRow {
    pub organization_id: Uuid,
    pub member_id: Uuid,
    pub name: String,
    pub email: String,
    pub title: String,
    pub phone: String,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct StayRow {
    pub deal_status: i16,
    pub entered_at: DateTime<Utc>,
    pub left_at: Option<DateTime<Utc>>,
    pub moved_by: Option<Uuid>,
}

#[derive(Debug, Clone, Default)]
pub struct OrganizationListFilter {
    pub keyword: Option<String>,
    pub deal_status_ids: Vec<i16>,
    pub owner_id: Option<Uuid>,
    pub tag_id: Option<Uuid>,
}

impl OrganizationListFilter {
    /// Whether the filter drops organizations within a stage (keyword, owner, tag); a stage
    /// filter only picks columns.
    pub fn narrows_stages(&self) -> bool {
        self.keyword.is_some() || self.owner_id.is_some() || self.tag_id.is_some()
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OrganizationSortField {
    Name,
    DealValue,
    TimeInStage,
    CreatedAt,
    UpdatedAt,
}

#[derive(Debug, Clone, Copy)]
pub struct OrganizationSort {
    pub field: OrganizationSortField,
    pub descending: bool,
}

const COLUMNS: &str = "organization_id, name, description, website, tag_ids, owner_id, \
    deal_amount, deal_currency, deal_status, stage_entered_at, member_count, created_by, \
    created_at, updated_at, version";

pub async fn by_id(
    pool: &ReadPool,
    organization_id: Uuid,
) -> Result<Option<OrganizationRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM organization_list WHERE organization_id = $1"
        ))
        .bind(organization_id),
    )
    .await
}

fn push_filter(query: &mut QueryBuilder<'_, Postgres>, filter: &OrganizationListFilter) {
    query.push(" WHERE true");
    push_conditions(query, filter);
}

/// The list's conditions on `organization_list`, each as ` AND …` (every staff member reads
/// every organization). The list, its count, the board and a live list's notices
/// ([`in_list`]) all use these, so a subscriber is told an organization belongs exactly when
/// the list would show it (issue 32), a keyword found only in the website included.
pub fn push_conditions(query: &mut QueryBuilder<'_, Postgres>, filter: &OrganizationListFilter) {
    if let Some(keyword) = filter.keyword.as_deref().filter(|k| !k.is_empty()) {
        let pattern = super::like_pattern(keyword);
        query
            .push(" AND (name ILIKE ")
            .push_bind(pattern.clone())
            .push(" OR website ILIKE ")
            .push_bind(pattern)
            .push(")");
    }
    if !filter.deal_status_ids.is_empty() {
        query
            .push(" AND deal_status = ANY(")
            .push_bind(filter.deal_status_ids.clone())
            .push(")");
    }
    if let Some(owner) = filter.owner_id {
        query.push(" AND owner_id = ").push_bind(owner);
    }
    if let Some(tag) = filter.tag_id {
        query.push(" AND ").push_bind(tag).push(" = ANY(tag_ids)");
    }
}

/// The ORDER BY of a list. Time in stage ascending is the most recently moved first.
fn order(sort: OrganizationSort) -> String {
    let direction = if sort.descending { "DESC" } else { "ASC" };
    let (column, reversed) = match sort.field {
        OrganizationSortField::Name => ("lower(name)", false),
        OrganizationSortField::DealValue => ("deal_amount", false),
        OrganizationSortField::TimeInStage => ("stage_entered_at", true),
        OrganizationSortField::CreatedAt => ("created_at", false),
        OrganizationSortField::UpdatedAt => ("updated_at", false),
    };
    let direction = match (reversed, direction) {
        (true, "ASC") => "DESC",
        (true, _) => "ASC",
        (false, d) => d,
    };
    format!(" ORDER BY {column} {direction}, organization_id {direction}")
}

pub async fn list(
    pool: &ReadPool,
    filter: &OrganizationListFilter,
    sort: OrganizationSort,
    offset: i64,
    limit: i64,
) -> Result<Vec<OrganizationRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(format!("SELECT {COLUMNS} FROM organization_list"));
    push_filter(&mut query, filter);
    query
        .push(order(sort))
        .push(" LIMIT ")
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}

/// Whether the organization is in the list with `filter` as it is now (issue 32: a live list
/// asks the list's own SQL rather than a matcher of its own).
pub async fn in_list(
    pool: &ReadPool,
    organization_id: Uuid,
    filter: &OrganizationListFilter,
) -> Result<bool, sqlx::Error> {
    super::live::in_list(
        pool,
        "organization_list",
        "organization_id",
        organization_id,
        |query| push_conditions(query, filter),
    )
    .await
}

pub async fn count(pool: &ReadPool, filter: &OrganizationListFilter) -> Result<Total, sqlx::Error> {
    total(pool, "organization_list", |query| {
        push_filter(query, filter)
    })
    .await
}

/// One column's total in one currency.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ColumnTotal {
    pub deal_status: i16,
    pub deal_currency: String,
    pub count: i64,
    pub amount: i64,
}

/// Every column's count and value per currency, over all organizations the filter matches
/// (issue 13: computed here, never summed from the cards a client loaded).
pub async fn board_totals(
    pool: &ReadPool,
    filter: &OrganizationListFilter,
) -> Result<Vec<ColumnTotal>, sqlx::Error> {
    if !filter.narrows_stages() {
        // Kept by the projection as organizations change (P8): no aggregate over the list.
        // Stage filters only pick columns, which the caller does.
        return pool
            .fetch_all(sqlx::query_as(
                "SELECT deal_status, deal_currency, count, amount FROM deal_board_totals
                 WHERE count > 0 ORDER BY deal_status, count DESC, deal_currency",
            ))
            .await;
    }
    let mut query = QueryBuilder::new(
        "SELECT deal_status, deal_currency, count(*) AS count, \
         sum(deal_amount)::bigint AS amount FROM organization_list",
    );
    push_filter(&mut query, filter);
    query.push(
        " GROUP BY deal_status, deal_currency ORDER BY deal_status, count(*) DESC, deal_currency",
    );
    pool.fetch_all(query.build_query_as()).await
}

/// The first `per_column + 1` cards of each column (the extra one tells whether there are
/// more), most recently moved first: one index range scan per column.
pub async fn board_cards(
    pool: &ReadPool,
    filter: &OrganizationListFilter,
    statuses: &[i16],
    per_column: i64,
) -> Result<Vec<OrganizationRow>, sqlx::Error> {
    let mut query = QueryBuilder::new("SELECT c.* FROM unnest(");
    query.push_bind(statuses.to_vec()).push(format!(
        "::smallint[]) AS s(status) CROSS JOIN LATERAL (SELECT {COLUMNS} FROM organization_list"
    ));
    push_filter(&mut query, filter);
    query
        .push(" AND deal_status = s.status ORDER BY stage_entered_at DESC, organization_id DESC LIMIT ")
        .push_bind(per_column + 1)
        .push(") c");
    pool.fetch_all(query.build_query_as()).await
}

pub async fn members(
    pool: &ReadPool,
    organization_id: Uuid,
) -> Result<Vec<MemberRow>, sqlx::Error> {
    pool.fetch_all(
        sqlx::query_as(
            "SELECT organization_id, member_id, name, email, title, phone
             FROM organization_members WHERE organization_id = $1 ORDER BY added_sequence",
        )
        .bind(organization_id),
    )
    .await
}

pub async fn stays(pool: &ReadPool, organization_id: Uuid) -> Result<Vec<StayRow>, sqlx::Error> {
    pool.fetch_all(
        sqlx::query_as(
            "SELECT deal_status, entered_at, left_at, moved_by FROM deal_stage_stays
             WHERE organization_id = $1 ORDER BY entered_sequence",
        )
        .bind(organization_id),
    )
    .await
}

/// One stage of the pipeline report.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct StageReport {
    pub deal_status: i16,
    /// Deals that entered the stage within the period.
    pub entered: i64,
    /// Of those, how many later reached a further funnel stage (lead → activeClient).
    pub advanced: i64,
    /// Median time of the stays in this stage that began in the period and have ended.
    pub median_seconds: Option<f64>,
    /// Stays counted in the median.
    pub completed_stays: i64,
}

/// The pipeline report for `[from, to)` over every stage, from the stays (issue 13). A stay
/// counts in the period it began (a deal deleted since still entered its stages: history is
/// history), but one ended by deletion has no time in stage; advancement is judged on everything since, so a deal that
/// entered negotiation in March and signed in May counts as converted in March's report.
pub async fn report(
    pool: &ReadPool,
    from: DateTime<Utc>,
    to: DateTime<Utc>,
) -> Result<Vec<StageReport>, sqlx::Error> {
    pool.fetch_all(
        sqlx::query_as(
            "WITH entered AS (
                 SELECT s.organization_id, s.deal_status, s.entered_at,
                        -- A stay ended by deletion is no time in stage.
                        CASE WHEN s.ended_by_deletion THEN NULL ELSE s.left_at END AS left_at,
                        EXISTS (SELECT 1 FROM deal_stage_stays n
                                WHERE n.organization_id = s.organization_id
                                  AND n.entered_sequence > s.entered_sequence
                                  AND n.deal_status > s.deal_status AND n.deal_status <= 7) AS advanced
                 FROM deal_stage_stays s
                 WHERE s.entered_at >= $1 AND s.entered_at < $2)
             SELECT st.status::smallint AS deal_status,
                    count(DISTINCT e.organization_id) AS entered,
                    count(DISTINCT e.organization_id) FILTER (WHERE e.advanced) AS advanced,
                    (percentile_cont(0.5) WITHIN GROUP (
                        ORDER BY extract(epoch FROM e.left_at - e.entered_at))
                        FILTER (WHERE e.left_at IS NOT NULL))::float8 AS median_seconds,
                    count(e.left_at) AS completed_stays
             FROM generate_series(1, 9) AS st(status)
             LEFT JOIN entered e ON e.deal_status = st.status
             GROUP BY st.status ORDER BY st.status",
        )
        .bind(from)
        .bind(to),
    )
    .await
}

/// Search everywhere (issue 21): the name and website (as the organization list's keyword)
/// and the description.
pub const SEARCH: Statement = Statement {
    select: "o.*, NULL::text AS search_detail, NULL::text AS search_detail_ja \
             FROM organization_list o",
    title_terms: None,
    ties: "o.updated_at DESC, o.organization_id DESC",
    matches: |query, terms| {
        query
            .push("o.name ILIKE ")
            .push_bind(terms.contains.clone())
            .push(" OR o.website ILIKE ")
            .push_bind(terms.contains.clone())
            .push(" OR o.description ILIKE ")
            .push_bind(terms.contains.clone());
        true
    },
    title_implies_match: super::search::never,
};
