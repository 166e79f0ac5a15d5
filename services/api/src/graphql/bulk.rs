//! Bulk edit's edge (issue 35 §2): `bulkFields`, `startBulkEdit`, `undoBulkEdit`, the
//! `BulkEdit` node and `bulkEditChanged`. The batch runner and the descriptor types are
//! `crate::bulk`; each entity's fields are its area's (`Entity::bulk`). This module names no
//! area.

use async_graphql::{Context, Enum, ID, InputObject, Json, Object, SimpleObject, Subscription};
use chrono::{DateTime, Utc};
use futures::Stream;
use futures::future::BoxFuture;
use staffhub_domain::bulk::BulkItem;
use uuid::Uuid;

use super::areas::{self, Area, Entity};
use super::guard::{Policy, authorize};
use super::live::{self, ChangeKind, coded};
use super::members::Employee;
use super::node::Node;
use super::{ids, request, session, state};
use crate::access::Caller;
use crate::audit::{Field, History, ID as ID_FIELD, Kind, blank, states};
use crate::bulk::{self as runner, Request};
use crate::catalogue::Code;
use crate::error::{ApiResult, GqlResult};
use crate::locale::Locale;
use crate::policy::Rule;
use crate::read::bulk::{self as reads, BulkEditRow, RefusedItem};
use crate::sessions::Session;
use crate::state::AppState;

pub static AREA: Area = Area {
    name: "bulk",
    policy: &[
        ("Query.bulkFields", Rule::SignedIn),
        // Each field's own operation then decides (`bulk::Bulk`), as for a single edit.
        ("Mutation.startBulkEdit", Rule::SignedIn),
        ("Mutation.undoBulkEdit", Rule::SignedIn),
        ("Subscription.bulkEditChanged", Rule::SignedIn),
    ],
    projections: &["bulk_edits"],
    entities: &[Entity {
        type_name: "BulkEdit",
        aggregate_type: "BulkEdit",
        read_operation: "Query.bulkFields",
        read_model: None,
        lifecycle: None,
        search: None,
        node: Some(bulk_edit_node),
        // A batch is its starter's (and an admin's), as their own screen's progress.
        visible: Some(visible),
        trash: None,
        bulk: None,
        import: None,
        history: History {
            states: states::<staffhub_domain::bulk::BulkEdit>,
            blank: blank::<staffhub_domain::bulk::BulkEdit>,
            labels: &[
                ("BulkEditStarted", "Bulk change started", "一括変更を開始"),
                ("BulkItemsDone", "Items done", "項目を処理"),
                ("BulkEditFinished", "Bulk change finished", "一括変更が完了"),
                (
                    "BulkEditInterrupted",
                    "Bulk change interrupted",
                    "一括変更が中断",
                ),
                ("BulkEditUndone", "Undone", "元に戻した"),
            ],
            title: ("/field", "/field"),
            fields: HISTORY,
            facts: &[],
        },
    }],
};

/// How auditors read a batch.
static HISTORY: &[Field] = &[
    ID_FIELD,
    Field::plain("entity_type", "Kind of item", "項目の種類"),
    Field::plain("field", "Field", "項目"),
    Field::new("items", "Items", "項目数", Kind::Count),
    Field::plain("done", "Done", "処理済み"),
    Field::plain("changed", "Changed", "変更済み"),
    Field::plain("ended", "Ended", "終了"),
    Field::new(
        "undo_of",
        "Undoes",
        "元に戻す対象",
        Kind::Reference("BulkEdit"),
    ),
    Field::new(
        "undone_by",
        "Undone by",
        "元に戻した変更",
        Kind::Reference("BulkEdit"),
    ),
];

fn visible<'a>(
    state: &'a AppState,
    session: &'a Session,
    id: Uuid,
) -> BoxFuture<'a, ApiResult<bool>> {
    Box::pin(async move {
        Ok(reads::by_id(&state.reads, id)
            .await?
            .is_some_and(|row| runner::may_read(&row, session.employee_id, session.is_admin())))
    })
}

/// `node(id)` for a batch (the `visible` rule has been asked).
pub(crate) fn bulk_edit_node(state: &AppState, id: Uuid) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        Ok(reads::by_id(&state.reads, id)
            .await?
            .map(|row| Node::BulkEdit(BulkEdit(row))))
    })
}

/// Where a batch is in its life.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum BulkEditStatus {
    Running,
    Done,
    /// The server stopped before every item was done; the rest were not changed.
    Interrupted,
}

/// Why an item was refused.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum BulkRefusalReason {
    /// Changed by someone since it was shown.
    Stale,
    /// The caller may not change it.
    NotAllowed,
    /// A rule of the spec refused it (the message says which).
    Rule,
    /// It no longer exists (deleted).
    NotFound,
}

/// One batch: its progress and its result.
pub struct BulkEdit(pub(crate) BulkEditRow);

#[Object]
impl BulkEdit {
    pub async fn id(&self) -> ID {
        ids::encode("BulkEdit", self.0.bulk_edit_id)
    }
    /// The kind of entity ("Issue").
    #[graphql(name = "type")]
    async fn type_name(&self) -> &str {
        &self.0.entity_type
    }
    async fn field(&self) -> &str {
        &self.0.field
    }
    /// The value asked for, as given (an undo's: each item's own, in order).
    async fn value(&self) -> Json<&serde_json::Value> {
        Json(&self.0.value)
    }
    async fn status(&self) -> BulkEditStatus {
        match self.0.status.as_str() {
            "done" => BulkEditStatus::Done,
            "interrupted" => BulkEditStatus::Interrupted,
            _ => BulkEditStatus::Running,
        }
    }
    /// Items in the batch.
    async fn total(&self) -> i32 {
        self.0.total
    }
    /// Items done so far (changed, unchanged or refused): the progress bar.
    async fn done(&self) -> i32 {
        self.0.done
    }
    async fn changed(&self) -> i32 {
        self.0.changed
    }
    /// Items already as asked, left alone.
    async fn unchanged(&self) -> i32 {
        self.0.unchanged
    }
    async fn refused(&self) -> i32 {
        self.0.refused
    }
    /// The refused items, in the batch's order, with why.
    async fn refusals(&self, ctx: &Context<'_>) -> GqlResult<Vec<BulkRefusal>> {
        if self.0.refused == 0 {
            return Ok(Vec::new());
        }
        let session = session(ctx)?;
        let model = areas::entity(&self.0.entity_type).and_then(|e| e.read_model.as_ref());
        let rows = reads::refused(
            &state(ctx).reads,
            self.0.bulk_edit_id,
            model,
            &Caller::of(session),
        )
        .await?;
        let locale = request(ctx).map(|r| r.locale).unwrap_or_default();
        let type_name = self.0.entity_type.clone();
        Ok(rows
            .into_iter()
            .map(|row| BulkRefusal::new(&type_name, row, locale))
            .collect())
    }
    async fn started_by(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.0.started_by).await?)
    }
    async fn started_at(&self) -> DateTime<Utc> {
        self.0.started_at
    }
    async fn finished_at(&self) -> Option<DateTime<Utc>> {
        self.0.finished_at
    }
    /// The batch this one undid.
    async fn undo_of(&self, ctx: &Context<'_>) -> GqlResult<Option<BulkEdit>> {
        related(ctx, self.0.undo_of).await
    }
    /// The batch that undid this one.
    async fn undone_by(&self, ctx: &Context<'_>) -> GqlResult<Option<BulkEdit>> {
        related(ctx, self.0.undone_by).await
    }
    /// Whether the caller may undo it now: ended, not undone, changed something, theirs, and
    /// not itself an undo.
    async fn can_undo(&self, ctx: &Context<'_>) -> GqlResult<bool> {
        let session = session(ctx)?;
        Ok(self.0.status != "running"
            && self.0.undone_by.is_none()
            && self.0.undo_of.is_none()
            && self.0.changed > 0
            && self.0.started_by == Some(session.employee_id))
    }
    async fn version(&self) -> i64 {
        self.0.version
    }
}

async fn related(ctx: &Context<'_>, id: Option<Uuid>) -> GqlResult<Option<BulkEdit>> {
    let Some(id) = id else { return Ok(None) };
    let session = session(ctx)?;
    Ok(reads::by_id(&state(ctx).reads, id)
        .await?
        .filter(|row| runner::may_read(row, session.employee_id, session.is_admin()))
        .map(BulkEdit))
}

/// One refused item.
#[derive(SimpleObject)]
pub struct BulkRefusal {
    /// The item's global id.
    item_id: ID,
    /// What the item is called, or its id where the caller may not read it.
    title: String,
    reason: BulkRefusalReason,
    /// The catalogue code ("204.X000.004").
    code: String,
    /// The message, in the caller's language.
    message: String,
}

impl BulkRefusal {
    fn new(type_name: &str, row: RefusedItem, locale: Locale) -> Self {
        let item_id = ids::encode(type_name, row.item_id);
        let message = Code::message_of(&row.code, locale).to_owned();
        Self {
            title: row.title.unwrap_or_else(|| item_id.to_string()),
            item_id,
            reason: match row.reason.as_str() {
                "stale" => BulkRefusalReason::Stale,
                "not_allowed" => BulkRefusalReason::NotAllowed,
                "not_found" => BulkRefusalReason::NotFound,
                _ => BulkRefusalReason::Rule,
            },
            code: row.code,
            message,
        }
    }
}

#[derive(InputObject)]
pub struct BulkItemInput {
    pub id: ID,
    /// The version the row was shown at: an item changed since is refused as stale. Null: as
    /// it is now.
    pub version: Option<i64>,
}

#[derive(InputObject)]
pub struct StartBulkEditInput {
    /// The kind of entity ("Issue").
    #[graphql(name = "type")]
    pub type_name: String,
    /// The chosen rows, each with the version it was shown at. Give `items` or `filter`.
    pub items: Option<Vec<BulkItemInput>>,
    /// Or every row the list shows with this filter: the list query's own `filter` variable
    /// (an `IssueFilter`, …), as JSON. At most 10,000 rows.
    pub filter: Option<Json<serde_json::Value>>,
    /// One of `bulkFields(type)`.
    pub field: String,
    /// The new value: a number (a status, priority or stage id), a global id (an employee, an
    /// issue status, a category), null (unassign, uncategorise; and for `archive`, `delete`),
    /// or {"add": [ids], "remove": [ids]} for a many-valued field (`assignees`, `category` of
    /// an issue).
    pub value: Option<Json<serde_json::Value>>,
}

#[derive(SimpleObject)]
pub struct StartBulkEditPayload {
    pub bulk_edit: BulkEdit,
}

#[derive(InputObject)]
pub struct UndoBulkEditInput {
    /// The batch to undo.
    pub id: ID,
}

#[derive(SimpleObject)]
pub struct UndoBulkEditPayload {
    /// The undo's own batch (`undoOf` is the batch undone).
    pub bulk_edit: BulkEdit,
}

#[derive(Default)]
pub struct BulkQuery;

#[Object(guard = "Policy::query()")]
impl BulkQuery {
    /// What the caller may change in bulk on entities of `type` ("Issue"): the field names
    /// (`status`, `priority`, `assignee`, `assignees`, `category`, `stage`, `owner`, `archive`,
    /// `delete`), only those their policy lets them use. Empty: no bulk edit.
    async fn bulk_fields(
        &self,
        ctx: &Context<'_>,
        #[graphql(name = "type")] type_name: String,
    ) -> GqlResult<Vec<&'static str>> {
        Ok(runner::fields_for(&type_name, session(ctx)?))
    }
}

#[derive(Default)]
pub struct BulkMutation;

#[Object(guard = "Policy::mutation()")]
impl BulkMutation {
    /// Starts a bulk change (issue 35): every chosen item gets its own command, all with the
    /// batch's id as correlation id. Answers at once with the batch running;
    /// `bulkEditChanged` tells its progress. Coded errors only for the batch as a whole
    /// (unknown field, bad value, too many items, nothing chosen); each item's refusal is in
    /// the batch's result.
    async fn start_bulk_edit(
        &self,
        ctx: &Context<'_>,
        input: StartBulkEditInput,
    ) -> GqlResult<StartBulkEditPayload> {
        let session = session(ctx)?;
        let type_name = input.type_name;
        let items = input
            .items
            .unwrap_or_default()
            .into_iter()
            .map(|item| {
                Ok(BulkItem {
                    id: ids::decode(&item.id, &type_name, Code::InvalidId)?,
                    version: item.version,
                })
            })
            .collect::<ApiResult<Vec<_>>>()?;
        let filter = input
            .filter
            .map(|Json(filter)| async_graphql::Value::from_json(filter))
            .transpose()
            .map_err(|_| Code::InvalidRequest)?;
        let asked = Request {
            type_name,
            items,
            filter,
            field: input.field,
            value: input.value.map(|Json(value)| value).unwrap_or_default(),
        };
        let metadata = request(ctx)?.metadata();
        let row = runner::start(state(ctx), session, &metadata, asked).await?;
        Ok(StartBulkEditPayload {
            bulk_edit: BulkEdit(row),
        })
    }

    /// Undoes a finished batch: every item it changed is set back, as its own batch (refused
    /// for an item changed again since: stale). A batch is undone once.
    async fn undo_bulk_edit(
        &self,
        ctx: &Context<'_>,
        input: UndoBulkEditInput,
    ) -> GqlResult<UndoBulkEditPayload> {
        let id = ids::decode(&input.id, "BulkEdit", Code::InvalidId)?;
        let metadata = request(ctx)?.metadata();
        let row = runner::undo(state(ctx), session(ctx)?, &metadata, id).await?;
        Ok(UndoBulkEditPayload {
            bulk_edit: BulkEdit(row),
        })
    }
}

/// A batch that moved on.
#[derive(SimpleObject)]
pub struct BulkEditChange {
    pub kind: ChangeKind,
    pub id: ID,
    pub bulk_edit: Option<BulkEdit>,
}

#[derive(Default)]
pub struct BulkSubscription;

#[Subscription]
impl BulkSubscription {
    /// One batch's progress and result, until it finishes (and after: undone).
    async fn bulk_edit_changed(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<BulkEditChange>>> {
        authorize(ctx, "Subscription.bulkEditChanged").map_err(coded)?;
        let id = ids::decode(&id, "BulkEdit", Code::InvalidId).map_err(coded)?;
        live::job_changes(
            ctx,
            "BulkEdit",
            id,
            Code::BulkEditNotFound,
            move |state, caller, id, notice| async move {
                let row = reads::by_id(&state.reads, id)
                    .await?
                    .filter(|row| runner::may_read(row, caller.employee_id, caller.admin));
                Ok(row.map(|row| BulkEditChange {
                    kind: notice.map_or(ChangeKind::Updated, |n| n.kind.into()),
                    id: ids::encode("BulkEdit", id),
                    bulk_edit: Some(BulkEdit(row)),
                }))
            },
        )
        .await
        .map_err(coded)
    }
}
