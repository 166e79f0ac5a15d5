//! Organizations and the deal pipeline (issue 13; spec §2 `/organizations…`, §4 deal status
//! lead 1 … inactive 9). The board's column counts and value totals are computed on the
//! server over every organization in the stage (never summed from the loaded cards); every
//! open board hears each move (`organizationsChanged`); the pipeline report folds the stage
//! history the journal keeps, so it covers the whole past.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Instant;

use async_graphql::dataloader::DataLoader;
use async_graphql::{Context, Enum, ID, InputObject, Object, SimpleObject, Subscription};
use chrono::{DateTime, Duration, Utc};
use futures::future::BoxFuture;
use futures::{Stream, StreamExt};
use sqlx::postgres::PgRow;
use staffhub_domain::organizations::{
    CURRENCIES, ContactDetails, DealStatus, OrganizationCommand, OrganizationDetails,
};
use uuid::Uuid;

use super::connection::{self, OrderDirection, connection};
use super::guard::{Policy, authorize};
use super::live::{self, ChangeKind, coded};
use super::loaders::TagLoader;
use super::members::Employee;
use super::node::Node;
use super::search::SearchHit;
use super::tags::Tag;
use super::{ids, request, session, state};
use crate::areas::organizations::{
    OrganizationTarget, member_id, names, organization_id, owner_id, stage_description,
    stage_label, tag_ids,
};
use crate::catalogue::Code;
use crate::command::{self, Expect};
use crate::error::{ApiError, ApiResult, GqlResult};
use crate::locale::Locale;
use crate::policy::Rule;
use crate::read::organizations::{
    self as reads, ColumnTotal, MemberRow, OrganizationListFilter, OrganizationRow,
    OrganizationSort, OrganizationSortField, StayRow,
};
use crate::state::AppState;

/// How `node(id)` loads one Organization: the edge's hook in the area's descriptor
/// (`crate::areas::organizations::AREA`), since it builds the GraphQL object.
pub(crate) fn organization_node(
    state: &AppState,
    id: Uuid,
) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        Ok(reads::by_id(&state.reads, id)
            .await?
            .map(|row| Node::Organization(Organization(row))))
    })
}

/// One row of the search statement as a hit (the descriptor's `search`,
/// `crate::areas::organizations::AREA`).
pub(crate) fn organization_hit(row: &PgRow, _: Locale) -> Result<SearchHit, sqlx::Error> {
    let organization: OrganizationRow = sqlx::FromRow::from_row(row)?;
    Ok(SearchHit::new(
        Node::Organization(Organization(organization.clone())),
        organization.name,
        Some(organization.website),
    ))
}

/// A deal stage (spec §4), with its label and description in the caller's language.
pub struct DealStage(pub DealStatus);

impl DealStage {
    fn from_id(id: i16) -> Self {
        Self(DealStatus::from_id(i32::from(id)).unwrap_or_default())
    }
}

fn locale(ctx: &Context<'_>) -> Locale {
    request(ctx).map(|r| r.locale).unwrap_or_default()
}

#[Object(name = "DealStatus")]
impl DealStage {
    /// The spec's id: lead 1, prospect 2, meetingScheduled 3, proposalSent 4, negotiation 5,
    /// contractSent 6, activeClient 7, lost 8, inactive 9. Named `statusId`, not `id`: Relay
    /// takes a field `id` for a global id, and stages are not nodes.
    async fn status_id(&self) -> i32 {
        self.0.id()
    }

    /// The spec's name ("meetingScheduled").
    async fn name(&self) -> &'static str {
        self.0.name()
    }

    async fn label(&self, ctx: &Context<'_>) -> &'static str {
        locale(ctx).pick(stage_label(self.0))
    }

    async fn description(&self, ctx: &Context<'_>) -> &'static str {
        locale(ctx).pick(stage_description(self.0))
    }

    /// Lead to activeClient; lost and inactive are ways out of the funnel.
    async fn in_funnel(&self) -> bool {
        self.0.in_funnel()
    }
}

/// An amount of money in a currency's minor units (yen for JPY, cents for USD).
#[derive(SimpleObject, Clone)]
pub struct Money {
    amount: i64,
    /// ISO 4217 code.
    currency: String,
    /// Digits after the decimal point in this currency (0 for JPY, 2 for USD).
    minor_units: i32,
}

impl Money {
    fn new(amount: i64, currency: String) -> Self {
        let minor_units = CURRENCIES
            .iter()
            .find(|(code, _)| *code == currency)
            .map_or(0, |(_, exp)| *exp as i32);
        Self {
            amount,
            currency,
            minor_units,
        }
    }
}

/// A contact person of an organization (spec §2 `/organizations/{id}/add-member`).
pub struct OrganizationMember(MemberRow);

#[Object]
impl OrganizationMember {
    async fn id(&self) -> ID {
        ids::encode("OrganizationMember", self.0.member_id)
    }
    async fn name(&self) -> &str {
        &self.0.name
    }
    async fn email(&self) -> &str {
        &self.0.email
    }
    /// Job title.
    async fn title(&self) -> &str {
        &self.0.title
    }
    async fn phone(&self) -> &str {
        &self.0.phone
    }
}

/// One stay of the deal in a stage.
pub struct DealStay(StayRow);

#[Object]
impl DealStay {
    async fn deal_status(&self) -> DealStage {
        DealStage::from_id(self.0.deal_status)
    }
    async fn entered_at(&self) -> DateTime<Utc> {
        self.0.entered_at
    }
    /// Null while the deal is still in this stage.
    async fn left_at(&self) -> Option<DateTime<Utc>> {
        self.0.left_at
    }
    /// Seconds in the stage: until it left, or until now.
    async fn duration_seconds(&self) -> i64 {
        (self.0.left_at.unwrap_or_else(Utc::now) - self.0.entered_at).num_seconds()
    }
    /// Who moved the deal here; null for the system (seed, imports).
    async fn moved_by(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.0.moved_by).await?)
    }
}

/// What depends on an organization (issue 37 §1): it cannot be deleted while any count is
/// above 0.
#[derive(SimpleObject)]
pub struct OrganizationDependents {
    /// Projects that name the organization.
    projects: i64,
    /// Questions about the organization.
    questions: i64,
    total: i64,
}

/// An organization with its deal (spec §3).
pub struct Organization(pub OrganizationRow);

#[Object]
impl Organization {
    pub async fn id(&self) -> ID {
        ids::encode("Organization", self.0.organization_id)
    }
    async fn name(&self) -> &str {
        &self.0.name
    }
    /// Whether the caller may delete the organization (issue 37 §3: only what the user can
    /// do is offered). Asked of the same policy row `deleteOrganization` is checked against
    /// (Management), so the screen and the server cannot disagree; what depends on it may
    /// still refuse the deletion (`dependents`).
    async fn viewer_can_delete(&self, ctx: &Context<'_>) -> bool {
        authorize(ctx, "Mutation.deleteOrganization").is_ok()
    }
    /// Management: what depends on the organization. One anything depends on cannot be
    /// deleted (201.O001.001 'Organization is in use').
    async fn dependents(&self, ctx: &Context<'_>) -> GqlResult<OrganizationDependents> {
        crate::policy::check(Rule::Management, Some(super::session(ctx)?))?;
        let found = crate::areas::organizations::organization_dependents(
            &super::state(ctx).pool,
            self.0.organization_id,
        )
        .await?;
        Ok(OrganizationDependents {
            projects: found.projects,
            questions: found.questions,
            total: found.total(),
        })
    }
    /// Markdown.
    async fn description(&self) -> &str {
        &self.0.description
    }
    async fn website(&self) -> &str {
        &self.0.website
    }
    async fn tags(&self, ctx: &Context<'_>) -> GqlResult<Vec<Tag>> {
        let loader = ctx.data_unchecked::<DataLoader<TagLoader>>();
        let found = loader
            .load_many(self.0.tag_ids.iter().copied())
            .await
            .map_err(|e| ApiError::internal("loading tags failed", super::types::ArcError(e)))?;
        Ok(self
            .0
            .tag_ids
            .iter()
            .filter_map(|id| found.get(id).cloned().map(Tag))
            .collect())
    }
    /// The employee who owns the relationship.
    async fn owner(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.0.owner_id).await?)
    }
    /// The expected deal value.
    async fn deal_value(&self) -> Money {
        Money::new(self.0.deal_amount, self.0.deal_currency.clone())
    }
    async fn deal_status(&self) -> DealStage {
        DealStage::from_id(self.0.deal_status)
    }
    /// When the deal entered its current stage (the card's time in stage).
    async fn stage_entered_at(&self) -> DateTime<Utc> {
        self.0.stage_entered_at
    }
    async fn member_count(&self) -> i32 {
        self.0.member_count
    }
    /// Contact people, in the order they were added.
    async fn members(&self, ctx: &Context<'_>) -> GqlResult<Vec<OrganizationMember>> {
        let rows = reads::members(&state(ctx).reads, self.0.organization_id).await?;
        Ok(rows.into_iter().map(OrganizationMember).collect())
    }
    /// Every stage the deal has been in, oldest first, with how long it stayed.
    async fn stage_history(&self, ctx: &Context<'_>) -> GqlResult<Vec<DealStay>> {
        let rows = reads::stays(&state(ctx).reads, self.0.organization_id).await?;
        Ok(rows.into_iter().map(DealStay).collect())
    }
    /// Null for the system (seed, CLI).
    async fn created_by(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.0.created_by).await?)
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    async fn updated_at(&self) -> DateTime<Utc> {
        self.0.updated_at
    }
    /// Aggregate version: an edit form sends it back as `expectedVersion`.
    async fn version(&self) -> i64 {
        self.0.version
    }
}

connection!(
    OrganizationConnection,
    OrganizationEdge,
    Organization,
    OrganizationListFilter,
    reads::count
);

#[derive(InputObject, Default, Clone)]
pub struct OrganizationFilter {
    /// Matches the name or website, case-insensitively.
    keyword: Option<String>,
    deal_status_ids: Option<Vec<i32>>,
    owner_id: Option<ID>,
    tag_id: Option<ID>,
}

fn to_filter(filter: Option<OrganizationFilter>) -> ApiResult<OrganizationListFilter> {
    let filter = filter.unwrap_or_default();
    let mut statuses = Vec::new();
    for id in filter.deal_status_ids.unwrap_or_default() {
        let status = DealStatus::from_id(id)
            .ok_or(Code::DealStatusNotFound)?
            .id() as i16;
        // A stage named twice is one column, not two copies of it.
        if !statuses.contains(&status) {
            statuses.push(status);
        }
    }
    Ok(OrganizationListFilter {
        keyword: connection::keyword(filter.keyword)?,
        deal_status_ids: statuses,
        owner_id: filter
            .owner_id
            .map(|id| ids::decode(&id, "Employee", Code::InvalidId))
            .transpose()?,
        tag_id: filter
            .tag_id
            .map(|id| ids::decode(&id, "Tag", Code::InvalidId))
            .transpose()?,
    })
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum OrganizationOrderField {
    Name,
    DealValue,
    /// Ascending: the most recently moved first (the board's order).
    TimeInStage,
    CreatedAt,
    UpdatedAt,
}

#[derive(InputObject)]
pub struct OrganizationOrder {
    field: OrganizationOrderField,
    direction: OrderDirection,
}

fn to_sort(order: Option<OrganizationOrder>) -> OrganizationSort {
    order.map_or(
        OrganizationSort {
            field: OrganizationSortField::Name,
            descending: false,
        },
        |o| OrganizationSort {
            field: match o.field {
                OrganizationOrderField::Name => OrganizationSortField::Name,
                OrganizationOrderField::DealValue => OrganizationSortField::DealValue,
                OrganizationOrderField::TimeInStage => OrganizationSortField::TimeInStage,
                OrganizationOrderField::CreatedAt => OrganizationSortField::CreatedAt,
                OrganizationOrderField::UpdatedAt => OrganizationSortField::UpdatedAt,
            },
            descending: o.direction == OrderDirection::Desc,
        },
    )
}

/// One stage's count and value totals (one entry per currency, largest count first).
pub struct ColumnSummary {
    status: DealStatus,
    count: i64,
    totals: Vec<Money>,
}

#[Object(name = "DealColumnTotals")]
impl ColumnSummary {
    async fn deal_status(&self) -> DealStage {
        DealStage(self.status)
    }
    /// Every organization in the stage the filter matches, not only the loaded cards.
    async fn count(&self) -> i64 {
        self.count
    }
    /// The expected deal values summed per currency.
    async fn totals(&self) -> Vec<Money> {
        self.totals.clone()
    }
}

fn summaries(totals: &[ColumnTotal]) -> Vec<ColumnSummary> {
    DealStatus::ALL
        .into_iter()
        .map(|status| {
            let rows = totals
                .iter()
                .filter(|t| i32::from(t.deal_status) == status.id());
            let mut count = 0;
            let mut money = Vec::new();
            for row in rows {
                count += row.count;
                money.push(Money::new(row.amount, row.deal_currency.clone()));
            }
            ColumnSummary {
                status,
                count,
                totals: money,
            }
        })
        .collect()
}

/// A board column: the stage, its server-side totals and its first cards.
#[derive(SimpleObject)]
pub struct DealColumn {
    deal_status: DealStage,
    /// Every organization in the stage the filter matches, not only the loaded cards.
    count: i64,
    /// The expected deal values summed per currency, largest count first.
    totals: Vec<Money>,
    /// The first cards, most recently moved first; more through `organizations` with this
    /// stage, ordered by TIME_IN_STAGE ascending, after the last cursor.
    cards: OrganizationConnection,
}

/// The deal board (`/organizations`): nine columns in the spec's order.
#[derive(SimpleObject)]
pub struct DealBoard {
    columns: Vec<DealColumn>,
}

/// One stage of the pipeline report.
#[derive(SimpleObject)]
pub struct PipelineStage {
    deal_status: DealStage,
    /// Deals that entered this stage in the period.
    entered: i64,
    /// Of those, how many later reached a further funnel stage.
    advanced: i64,
    /// `advanced / entered`; null when none entered (and for lost and inactive).
    conversion_rate: Option<f64>,
    /// Median time in this stage of the stays that began in the period and have ended.
    median_seconds_in_stage: Option<f64>,
    /// Stays behind the median.
    completed_stays: i64,
}

/// The pipeline report for a period (issue 13): entries per stage, conversion to the next,
/// median time in stage.
#[derive(SimpleObject)]
pub struct PipelineReport {
    from: DateTime<Utc>,
    to: DateTime<Utc>,
    stages: Vec<PipelineStage>,
}

/// Longest period a report may cover.
const REPORT_MAX_DAYS: i64 = 3660;

/// "All N matching this filter" for a bulk change (issue 35 §2): the list's own filter and SQL.
pub(crate) fn bulk_select<'a>(
    state: &'a AppState,
    _: &'a crate::sessions::Session,
    filter: async_graphql::Value,
) -> futures::future::BoxFuture<'a, ApiResult<Vec<staffhub_domain::bulk::BulkItem>>> {
    Box::pin(async move {
        let filter = to_filter(crate::bulk::list_filter(filter)?)?;
        crate::bulk::all_items(
            |offset, limit| reads::list(&state.reads, &filter, to_sort(None), offset, limit),
            |row| row.organization_id,
        )
        .await
    })
}

#[derive(Default)]
pub struct OrganizationQuery;

#[Object(guard = "Policy::query()")]
impl OrganizationQuery {
    /// Organizations, by name unless ordered otherwise. first: default 20, 1..=100.
    async fn organizations(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        filter: Option<OrganizationFilter>,
        order_by: Option<OrganizationOrder>,
    ) -> GqlResult<OrganizationConnection> {
        let filter = to_filter(filter)?;
        let sort = to_sort(order_by);
        let reads = &state(ctx).reads;
        let (edges, page_info) = connection::load(first, after.as_deref(), |offset, limit| {
            reads::list(reads, &filter, sort, offset, limit)
        })
        .await?;
        let edges = edges
            .into_iter()
            .map(|(c, row)| (c, Organization(row)))
            .collect();
        Ok(OrganizationConnection::new(edges, page_info, filter))
    }

    /// The deal board: every stage with its count and value totals over all matching
    /// organizations, and its first `cardsPerColumn` cards (default 20, 1..=100).
    async fn deal_board(
        &self,
        ctx: &Context<'_>,
        filter: Option<OrganizationFilter>,
        cards_per_column: Option<i32>,
    ) -> GqlResult<DealBoard> {
        let page = connection::page(cards_per_column, None)?;
        let filter = to_filter(filter)?;
        let reads = &state(ctx).reads;
        let statuses: Vec<i16> = if filter.deal_status_ids.is_empty() {
            DealStatus::ALL.iter().map(|s| s.id() as i16).collect()
        } else {
            filter.deal_status_ids.clone()
        };
        let (totals, cards) = tokio::try_join!(
            reads::board_totals(reads, &filter),
            reads::board_cards(reads, &filter, &statuses, page.limit)
        )?;
        let mut by_status: HashMap<i16, Vec<OrganizationRow>> = HashMap::new();
        for row in cards {
            by_status.entry(row.deal_status).or_default().push(row);
        }
        let columns = summaries(&totals)
            .into_iter()
            .filter(|s| statuses.contains(&(s.status.id() as i16)))
            .map(|summary| {
                let rows = by_status
                    .remove(&(summary.status.id() as i16))
                    .unwrap_or_default();
                let (edges, page_info) = connection::finish(page, rows);
                let edges = edges
                    .into_iter()
                    .map(|(c, row)| (c, Organization(row)))
                    .collect();
                let column_filter = OrganizationListFilter {
                    deal_status_ids: vec![summary.status.id() as i16],
                    ..filter.clone()
                };
                DealColumn {
                    deal_status: DealStage(summary.status),
                    count: summary.count,
                    totals: summary.totals,
                    cards: OrganizationConnection::new(edges, page_info, column_filter),
                }
            })
            .collect();
        Ok(DealBoard { columns })
    }

    /// The nine deal stages with their labels and descriptions (forms, filters, the batch
    /// email page's audience picker).
    async fn deal_statuses(&self) -> Vec<DealStage> {
        DealStatus::ALL.into_iter().map(DealStage).collect()
    }

    /// The pipeline report for `[from, to)`: by default the last 90 days. At most ten years.
    async fn pipeline_report(
        &self,
        ctx: &Context<'_>,
        from: Option<DateTime<Utc>>,
        to: Option<DateTime<Utc>>,
    ) -> GqlResult<PipelineReport> {
        let to = to.unwrap_or_else(Utc::now);
        let from = from.unwrap_or(to - Duration::days(90));
        if from >= to || to - from > Duration::days(REPORT_MAX_DAYS) {
            return Err(ApiError::from(Code::InvalidPeriod).into());
        }
        let rows = reads::report(&state(ctx).reads, from, to).await?;
        let stages = rows
            .into_iter()
            .map(|row| {
                let stage = DealStage::from_id(row.deal_status);
                let funnel = stage.0.in_funnel() && stage.0 != DealStatus::ActiveClient;
                PipelineStage {
                    conversion_rate: (funnel && row.entered > 0)
                        .then(|| row.advanced as f64 / row.entered as f64),
                    deal_status: stage,
                    entered: row.entered,
                    advanced: row.advanced,
                    median_seconds_in_stage: row.median_seconds,
                    completed_stays: row.completed_stays,
                }
            })
            .collect();
        Ok(PipelineReport { from, to, stages })
    }
}

#[derive(InputObject)]
pub struct CreateOrganizationInput {
    /// 1–200 characters, unique regardless of case.
    name: String,
    #[graphql(default)]
    description: String,
    /// Empty, or an http(s) address.
    #[graphql(default)]
    website: String,
    #[graphql(default)]
    tag_ids: Vec<ID>,
    owner_id: Option<ID>,
    /// The expected deal value in the currency's minor units (0 when unknown).
    #[graphql(default)]
    deal_amount: i64,
    /// ISO 4217; JPY by default.
    #[graphql(default_with = "String::from(\"JPY\")")]
    deal_currency: String,
    /// The starting stage (spec §4 ids); lead by default.
    #[graphql(default = 1)]
    deal_status_id: i32,
}

#[derive(SimpleObject)]
pub struct CreateOrganizationPayload {
    organization: Organization,
    organization_edge: OrganizationEdge,
}

/// The edit form: every field, and the version it was loaded at.
#[derive(InputObject)]
pub struct UpdateOrganizationInput {
    id: ID,
    /// A change since is not overwritten (204.X000.004).
    expected_version: i64,
    name: String,
    description: String,
    website: String,
    tag_ids: Vec<ID>,
    owner_id: Option<ID>,
    deal_amount: i64,
    deal_currency: String,
}

#[derive(SimpleObject)]
pub struct UpdateOrganizationPayload {
    organization: Organization,
}

/// Moves a deal to another stage (the board's drag and drop and its keyboard move).
#[derive(InputObject)]
pub struct MoveDealInput {
    organization_id: ID,
    deal_status_id: i32,
}

#[derive(SimpleObject)]
pub struct MoveDealPayload {
    organization: Organization,
}

#[derive(InputObject)]
pub struct AddOrganizationMemberInput {
    organization_id: ID,
    name: String,
    email: String,
    #[graphql(default)]
    title: String,
    #[graphql(default)]
    phone: String,
}

#[derive(InputObject)]
pub struct UpdateOrganizationMemberInput {
    organization_id: ID,
    member_id: ID,
    name: String,
    email: String,
    title: String,
    phone: String,
}

#[derive(InputObject)]
pub struct RemoveOrganizationMemberInput {
    organization_id: ID,
    member_id: ID,
}

#[derive(SimpleObject)]
pub struct AddOrganizationMemberPayload {
    organization: Organization,
}

#[derive(SimpleObject)]
pub struct UpdateOrganizationMemberPayload {
    organization: Organization,
}

#[derive(SimpleObject)]
pub struct RemoveOrganizationMemberPayload {
    organization: Organization,
}

#[derive(InputObject)]
pub struct RestoreOrganizationMemberInput {
    organization_id: ID,
    member_id: ID,
}

#[derive(SimpleObject)]
pub struct RestoreOrganizationMemberPayload {
    organization: Organization,
}

#[derive(InputObject)]
pub struct DeleteOrganizationInput {
    id: ID,
}

#[derive(SimpleObject)]
pub struct DeleteOrganizationPayload {
    deleted_organization_id: ID,
}

/// Runs a command that leaves the organization in place and answers with its row.
async fn execute(
    ctx: &Context<'_>,
    id: Uuid,
    command: OrganizationCommand,
    expect: Expect,
) -> ApiResult<Organization> {
    let metadata = request(ctx)?.metadata();
    command::run_for_row::<OrganizationTarget>(state(ctx), &metadata, id, command, expect)
        .await
        .map(Organization)
}

#[derive(Default)]
pub struct OrganizationMutation;

#[Object(guard = "Policy::mutation()")]
impl OrganizationMutation {
    /// A new organization ('Name already exists' when the name is taken).
    async fn create_organization(
        &self,
        ctx: &Context<'_>,
        input: CreateOrganizationInput,
    ) -> GqlResult<CreateOrganizationPayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let id = Uuid::now_v7();
        let command = OrganizationCommand::CreateOrganization {
            organization_id: id,
            details: OrganizationDetails {
                name: input.name.clone(),
                description: input.description,
                website: input.website,
                tag_ids: tag_ids(&input.tag_ids)?,
                owner_id: owner_id(input.owner_id.as_ref())?,
                deal_amount: input.deal_amount,
                deal_currency: input.deal_currency,
            },
            deal_status_id: input.deal_status_id,
        };
        let started = Instant::now();
        let committed = names(state)
            .with_claim(&input.name, &id.to_string(), async {
                command::execute::<OrganizationTarget>(state, &metadata, id, command, Expect::New)
                    .await
            })
            .await?;
        let row = command::answer_row::<OrganizationTarget>(state, id, committed, started).await?;
        Ok(CreateOrganizationPayload {
            organization: Organization(row.clone()),
            organization_edge: OrganizationEdge {
                cursor: connection::cursor(0),
                node: Organization(row),
            },
        })
    }

    async fn update_organization(
        &self,
        ctx: &Context<'_>,
        input: UpdateOrganizationInput,
    ) -> GqlResult<UpdateOrganizationPayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let id = organization_id(&input.id)?;
        let held = reads::by_id(&state.reads, id)
            .await?
            .map(|row| row.tag_ids)
            .unwrap_or_default();
        let tag_ids =
            crate::areas::tags::keeping_deleted(state, &held, tag_ids(&input.tag_ids)?).await?;
        let command = OrganizationCommand::UpdateOrganization {
            details: OrganizationDetails {
                name: input.name.clone(),
                description: input.description,
                website: input.website,
                tag_ids,
                owner_id: owner_id(input.owner_id.as_ref())?,
                deal_amount: input.deal_amount,
                deal_currency: input.deal_currency,
            },
        };
        let expect = Expect::Version(input.expected_version);
        let started = Instant::now();
        let committed = names(state)
            .with_claim(&input.name, &id.to_string(), async {
                command::execute::<OrganizationTarget>(state, &metadata, id, command, expect).await
            })
            .await?;
        let row = command::answer_row::<OrganizationTarget>(state, id, committed, started).await?;
        Ok(UpdateOrganizationPayload {
            organization: Organization(row),
        })
    }

    /// Moves the deal ('Current status is same to new status' when it is already there).
    async fn move_deal(
        &self,
        ctx: &Context<'_>,
        input: MoveDealInput,
    ) -> GqlResult<MoveDealPayload> {
        let command = OrganizationCommand::MoveDeal {
            deal_status_id: input.deal_status_id,
        };
        let id = organization_id(&input.organization_id)?;
        Ok(MoveDealPayload {
            organization: execute(ctx, id, command, Expect::Any).await?,
        })
    }

    async fn add_organization_member(
        &self,
        ctx: &Context<'_>,
        input: AddOrganizationMemberInput,
    ) -> GqlResult<AddOrganizationMemberPayload> {
        let command = OrganizationCommand::AddOrganizationMember {
            member_id: Uuid::now_v7(),
            contact: ContactDetails {
                name: input.name,
                email: input.email,
                title: input.title,
                phone: input.phone,
            },
        };
        let id = organization_id(&input.organization_id)?;
        Ok(AddOrganizationMemberPayload {
            organization: execute(ctx, id, command, Expect::Any).await?,
        })
    }

    async fn update_organization_member(
        &self,
        ctx: &Context<'_>,
        input: UpdateOrganizationMemberInput,
    ) -> GqlResult<UpdateOrganizationMemberPayload> {
        let command = OrganizationCommand::UpdateOrganizationMember {
            member_id: member_id(&input.member_id)?,
            contact: ContactDetails {
                name: input.name,
                email: input.email,
                title: input.title,
                phone: input.phone,
            },
        };
        let id = organization_id(&input.organization_id)?;
        Ok(UpdateOrganizationMemberPayload {
            organization: execute(ctx, id, command, Expect::Any).await?,
        })
    }

    async fn remove_organization_member(
        &self,
        ctx: &Context<'_>,
        input: RemoveOrganizationMemberInput,
    ) -> GqlResult<RemoveOrganizationMemberPayload> {
        let command = OrganizationCommand::RemoveOrganizationMember {
            member_id: member_id(&input.member_id)?,
        };
        let id = organization_id(&input.organization_id)?;
        Ok(RemoveOrganizationMemberPayload {
            organization: execute(ctx, id, command, Expect::Any).await?,
        })
    }

    /// Brings a removed contact back as they were when removed, under their own id (issue 35:
    /// the removal's Undo). 'Member not found' when they were never removed; 'Member email
    /// exists' when another contact took their email since.
    async fn restore_organization_member(
        &self,
        ctx: &Context<'_>,
        input: RestoreOrganizationMemberInput,
    ) -> GqlResult<RestoreOrganizationMemberPayload> {
        let command = OrganizationCommand::RestoreOrganizationMember {
            member_id: member_id(&input.member_id)?,
        };
        let id = organization_id(&input.organization_id)?;
        Ok(RestoreOrganizationMemberPayload {
            organization: execute(ctx, id, command, Expect::Any).await?,
        })
    }

    /// Management: moves an organization to the trash (issue 35: the shared `deleteNode`
    /// path); its name is free while it is there, its history stays, `restoreNode` brings it
    /// back.
    async fn delete_organization(
        &self,
        ctx: &Context<'_>,
        input: DeleteOrganizationInput,
    ) -> GqlResult<DeleteOrganizationPayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let id = organization_id(&input.id)?;
        command::delete::<OrganizationTarget>(state, session(ctx)?, &metadata, id, Expect::Any)
            .await?;
        Ok(DeleteOrganizationPayload {
            deleted_organization_id: input.id,
        })
    }
}

/// An organization created, changed, moved or deleted, with the board's fresh totals.
pub struct OrganizationChange {
    kind: ChangeKind,
    id: Uuid,
    matches: bool,
    version: Option<i64>,
    organization: Option<OrganizationRow>,
    filter: OrganizationListFilter,
}

#[Object]
impl OrganizationChange {
    async fn kind(&self) -> ChangeKind {
        self.kind
    }
    /// The organization's global id (also for a deleted one).
    async fn id(&self) -> ID {
        ids::encode("Organization", self.id)
    }
    /// Whether the organization, as it is now, is in the subscriber's list or board (the
    /// `filter` given to `organizationsChanged`, by the list's own SQL, issue 32): false when
    /// it no longer matches or is deleted, and the list or board drops it.
    async fn matches(&self) -> bool {
        self.matches
    }
    /// The fresh organization; null once deleted.
    async fn organization(&self) -> Option<Organization> {
        self.organization.clone().map(Organization)
    }
    /// Every column's count and totals after this change, under the subscription's filter
    /// (read once per change on this node, whatever the number of open boards).
    async fn board_totals(&self, ctx: &Context<'_>) -> GqlResult<Vec<ColumnSummary>> {
        let state = state(ctx);
        let read = || async {
            reads::board_totals(&state.reads, &self.filter)
                .await
                .map(Arc::new)
        };
        let totals = match (self.version, filter_key(&self.filter)) {
            (Some(version), Some(key)) => {
                state
                    .board_totals
                    .get((self.id, version, key), read)
                    .await?
            }
            _ => read().await?,
        };
        Ok(summaries(&totals))
    }
}

/// A shareable key for the common filters (none, or one keyword); others read alone.
fn filter_key(filter: &OrganizationListFilter) -> Option<String> {
    (filter.deal_status_ids.is_empty() && filter.owner_id.is_none() && filter.tag_id.is_none())
        .then(|| filter.keyword.clone().unwrap_or_default())
}

async fn fresh(state: &AppState, id: Uuid) -> ApiResult<Option<OrganizationRow>> {
    Ok(reads::by_id(&state.reads, id).await?)
}

/// The row a notice announced, read once per version on this node for every subscriber.
async fn announced(state: &AppState, id: Uuid, version: i64) -> ApiResult<Option<OrganizationRow>> {
    Ok(state
        .organization_rows
        .get((id, version), || reads::by_id(&state.reads, id))
        .await?)
}

#[derive(Default)]
pub struct OrganizationSubscription;

#[Subscription]
impl OrganizationSubscription {
    /// Every change to one organization (its detail page), as its fresh state.
    async fn organization_changed(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<Organization>>> {
        authorize(ctx, "Subscription.organizationChanged").map_err(coded)?;
        let wanted = organization_id(&id).map_err(coded)?;
        live::entity_changes(
            ctx,
            "Organization",
            wanted,
            Code::OrganizationNotFound,
            |state, _caller, id, _notice| async move {
                Ok(fresh(&state, id).await?.map(Organization))
            },
        )
        .await
        .map_err(coded)
    }

    /// Every organization created, changed, moved or deleted, each told with whether it is
    /// now in the caller's list or board with `filter` (the `organizations` query's filter;
    /// none: every organization), so they stay live without a matcher of their own (issue
    /// 32); the board also takes the fresh column totals under that filter.
    async fn organizations_changed(
        &self,
        ctx: &Context<'_>,
        filter: Option<OrganizationFilter>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<OrganizationChange>>> {
        authorize(ctx, "Subscription.organizationsChanged").map_err(coded)?;
        let filter = to_filter(filter).map_err(coded)?;
        let list = filter.clone();
        let changes =
            live::list_changes_at(ctx, "Organization", move |state, _caller, id, version| {
                let filter = list.clone();
                async move {
                    let Some(row) = announced(&state, id, version).await? else {
                        return Ok((None, false));
                    };
                    let matches = reads::in_list(&state.reads, id, &filter).await?;
                    Ok((Some(row), matches))
                }
            })
            .map_err(coded)?;
        Ok(changes.map(move |change| {
            change.map(|change| OrganizationChange {
                kind: change.kind,
                id: change.id,
                matches: change.matches,
                version: Some(change.version),
                organization: change.row,
                filter: filter.clone(),
            })
        }))
    }
}
