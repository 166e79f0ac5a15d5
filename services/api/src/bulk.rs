//! Bulk edit (issue 35 §2), written once for every area: "each item is its own command, with
//! one correlation id for the batch and a progress bar. The result says what succeeded and what
//! was refused and why (stale, not allowed, rule). One 'Undo' covers the batch."
//!
//! An entity takes part by declaring [`Bulk`] in its descriptor: the fields a batch may set,
//! each with the operation whose rule a single edit of it needs, the kind of value it takes,
//! and the function that changes one item (usually [`change`] over the area's command target).
//! Every entity with a `trash` also gets `delete`, through its trash commands. The batch itself
//! is an entity of the journal (`staffhub_domain::bulk`): [`start`] records its items, and a
//! task runs them one by one, recording what became of each in chunks (the progress the
//! subscription tells); [`undo`] starts a batch that sets every changed item back, expecting the
//! version the first batch left it at, so an item changed again since is refused as stale.
//!
//! *Invariant:* an item is changed only by its area's own command, run as the caller, with the
//! same checks as the single edit: a batch can do nothing a person could not do one by one.

use std::sync::Arc;
use std::time::{Duration, Instant};

use futures::future::BoxFuture;
use serde_json::{Value, json};
use staffhub_domain::Aggregate;
use staffhub_domain::bulk::{
    BulkEdit as BulkEditAggregate, BulkEditCommand, BulkEditError, BulkEditEvent, BulkItem,
    BulkItemResult, BulkOutcome, RefusalReason,
};
use staffhub_journal::{Committed, JournalEvent, JournalPosition, Metadata};
use uuid::Uuid;

use crate::catalogue::Code;
use crate::command::{self, Expect, Target};
use crate::error::{ApiError, ApiResult};
use crate::graphql::areas::{self, Entity};
use crate::graphql::ids;
use crate::policy;
use crate::read::bulk::{self as reads, BulkEditRow};
use crate::sessions::Session;
use crate::state::AppState;

/// An entity's part in bulk edit: the fields a batch may set on it, and how "all N matching
/// this filter" finds its items.
#[derive(Clone, Copy)]
pub struct Bulk {
    pub fields: &'static [BulkField],
    /// The items of the entity's list under a filter, given as the list query's own `filter`
    /// variable (JSON): the list's own SQL and row-level rule, for the caller. `None`: only
    /// chosen rows.
    pub select: Option<BulkSelect>,
}

/// One field a batch may set.
#[derive(Clone, Copy)]
pub struct BulkField {
    /// Its name in `startBulkEdit` ("status").
    pub name: &'static str,
    /// The root operation a single edit of the field needs: a caller its rule refuses is not
    /// offered the field, and a batch of it is refused.
    pub operation: &'static str,
    pub value: ValueKind,
    /// Changes one item, as the caller; answers what an undo sets back.
    pub apply: BulkApply,
    /// The field whose value sets this one back, where that is another (`archive` is undone by
    /// `status`, each document to its own); `None`: this one.
    pub undone_by: Option<&'static str>,
}

/// What a field takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ValueKind {
    /// A number id (a status, a priority, a stage).
    Number,
    /// A global id of this type, or null when `optional` (unassign, uncategorise).
    Id {
        type_name: &'static str,
        optional: bool,
    },
    /// Global ids of this type to add and to remove (`{"add": [...], "remove": [...]}`).
    Many { type_name: &'static str },
    /// Nothing: the field says it all (`archive`).
    Nothing,
}

/// A field's value, decoded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BulkArg {
    Number(i32),
    Id(Option<Uuid>),
    Many { add: Vec<Uuid>, remove: Vec<Uuid> },
    Nothing,
}

/// What one item's change did.
#[derive(Debug, Clone, PartialEq)]
pub enum Applied {
    /// Changed, at `version`; `before` is the value that sets it back. `position`: where its
    /// last event sits, for the batch to wait until lists show it (`None`: already shown).
    Changed {
        before: BulkArg,
        version: i64,
        position: Option<JournalPosition>,
    },
    /// Already as asked.
    Unchanged,
}

impl Applied {
    /// The same outcome, set back by `before` (known only once the command was made).
    pub fn with_before(self, before: BulkArg) -> Self {
        match self {
            Self::Changed {
                version, position, ..
            } => Self::Changed {
                before,
                version,
                position,
            },
            Self::Unchanged => Self::Unchanged,
        }
    }
}

/// A many-valued field after adding `add` and removing `remove` from `held`, with the value
/// that sets it back; `None` when nothing would change.
pub fn add_remove(held: &[Uuid], add: &[Uuid], remove: &[Uuid]) -> Option<(Vec<Uuid>, BulkArg)> {
    let added: Vec<Uuid> = add
        .iter()
        .filter(|id| !held.contains(id))
        .copied()
        .collect();
    let removed: Vec<Uuid> = remove
        .iter()
        .filter(|id| held.contains(id))
        .copied()
        .collect();
    if added.is_empty() && removed.is_empty() {
        return None;
    }
    let mut after: Vec<Uuid> = held
        .iter()
        .filter(|id| !removed.contains(id))
        .copied()
        .collect();
    after.extend(&added);
    Some((
        after,
        BulkArg::Many {
            add: removed,
            remove: added,
        },
    ))
}

pub type BulkApply = for<'a> fn(
    &'a AppState,
    &'a Session,
    &'a Metadata,
    BulkItem,
    &'a BulkArg,
) -> BoxFuture<'a, ApiResult<Applied>>;

pub type BulkSelect = for<'a> fn(
    &'a AppState,
    &'a Session,
    async_graphql::Value,
) -> BoxFuture<'a, ApiResult<Vec<BulkItem>>>;

/// The built-in field every entity with a trash has.
pub const DELETE: &str = "delete";

/// How many results are recorded at most in one event, and how long a chunk waits at most:
/// the progress bar moves at least this often.
const CHUNK: usize = 100;
const CHUNK_WAIT: Duration = Duration::from_millis(300);

impl From<BulkEditError> for ApiError {
    fn from(error: BulkEditError) -> Self {
        match error {
            BulkEditError::NotFound => Code::BulkEditNotFound,
            BulkEditError::NothingChosen => Code::BulkNothingChosen,
            BulkEditError::TooManyItems => Code::BulkTooManyItems,
            BulkEditError::DuplicateItem => Code::BulkDuplicateItem,
            BulkEditError::StillRunning => Code::BulkStillRunning,
            BulkEditError::AlreadyUndone => Code::BulkAlreadyUndone,
            BulkEditError::NothingToUndo => Code::BulkNothingToUndo,
            // The runner's own mistakes, never a person's.
            BulkEditError::AlreadyExists
            | BulkEditError::OutOfOrder
            | BulkEditError::AlreadyFinished
            | BulkEditError::ItemsLeft => Code::UpdateFailed,
        }
        .into()
    }
}

/// How the command path reads a batch back.
pub struct BulkEditTarget;

impl Target for BulkEditTarget {
    type Aggregate = BulkEditAggregate;
    type Row = BulkEditRow;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::BulkEditNotFound;

    fn services(_: &AppState) -> &() {
        &()
    }

    async fn read_back(state: &AppState, id: Uuid) -> ApiResult<Option<BulkEditRow>> {
        Ok(reads::by_id(&state.reads, id).await?)
    }

    fn version(row: &BulkEditRow) -> i64 {
        row.version
    }

    fn from_events(
        id: Uuid,
        batch: BulkEditAggregate,
        events: &[JournalEvent],
    ) -> Option<BulkEditRow> {
        let (first, last) = (events.first()?, events.last()?);
        let mut row = BulkEditRow {
            bulk_edit_id: id,
            entity_type: batch.entity_type,
            field: batch.field,
            value: Value::Null,
            started_by: first.metadata.actor_id,
            started_at: first.recorded_at,
            finished_at: None,
            status: "running".to_owned(),
            total: batch.items.len() as i32,
            done: batch.done as i32,
            changed: batch.changed as i32,
            unchanged: 0,
            refused: 0,
            undo_of: batch.undo_of,
            undone_by: batch.undone_by,
            updated_at: last.recorded_at,
            version: last.sequence,
        };
        for event in events {
            match event.decode::<BulkEditEvent>().ok()? {
                BulkEditEvent::BulkEditStarted { value, .. } => row.value = value,
                BulkEditEvent::BulkItemsDone { results } => {
                    for result in results {
                        match result.outcome {
                            BulkOutcome::Unchanged => row.unchanged += 1,
                            BulkOutcome::Refused { .. } => row.refused += 1,
                            BulkOutcome::Changed { .. } => {}
                        }
                    }
                }
                BulkEditEvent::BulkEditFinished => {
                    row.status = "done".to_owned();
                    row.finished_at = Some(event.recorded_at);
                }
                BulkEditEvent::BulkEditInterrupted => {
                    row.status = "interrupted".to_owned();
                    row.finished_at = Some(event.recorded_at);
                }
                BulkEditEvent::BulkEditUndone { .. } => {}
            }
        }
        Some(row)
    }
}

/// A field of `entity` that `session` may set in bulk: its own, or `delete` where the entity
/// has a trash. `None`: no such field, or not for this caller.
fn field(entity: &'static Entity, name: &str, session: &Session) -> Option<Field> {
    let found = if name == DELETE {
        let trash = entity.trash.as_ref()?;
        Field::Delete(trash)
    } else {
        let field = entity.bulk?.fields.iter().find(|f| f.name == name)?;
        Field::Set(field)
    };
    let rule = areas::rule_for(found.operation())?;
    policy::check(rule, Some(session)).ok()?;
    Some(found)
}

#[derive(Clone, Copy)]
enum Field {
    Set(&'static BulkField),
    Delete(&'static areas::Trash),
}

impl Field {
    fn operation(&self) -> &'static str {
        match self {
            Self::Set(field) => field.operation,
            Self::Delete(trash) => trash.operation,
        }
    }

    fn kind(&self) -> ValueKind {
        match self {
            Self::Set(field) => field.value,
            Self::Delete(_) => ValueKind::Nothing,
        }
    }
}

/// The field that sets `field` back (itself, or its `undone_by`), as `session` may use it.
fn undoing(entity: &'static Entity, field: Field, session: &Session) -> Option<Field> {
    match field {
        Field::Set(BulkField {
            undone_by: Some(name),
            ..
        }) => self::field(entity, name, session),
        field => Some(field),
    }
}

/// The fields `session` may set in bulk on entities of `type_name`, in the descriptor's order
/// and `delete` last: what the action bar offers.
pub fn fields_for(type_name: &str, session: &Session) -> Vec<&'static str> {
    let Some(entity) = areas::entity(type_name) else {
        return Vec::new();
    };
    let own = entity.bulk.iter().flat_map(|bulk| bulk.fields.iter());
    own.map(|f| f.name)
        .chain(entity.trash.is_some().then_some(DELETE))
        .filter(|name| field(entity, name, session).is_some())
        .collect()
}

/// Decodes a field's JSON value ('Invalid value' when it is not of the field's kind).
pub fn decode(kind: ValueKind, value: &Value) -> ApiResult<BulkArg> {
    let invalid = || ApiError::from(Code::InvalidBulkValue);
    let one = |id: &Value, type_name: &str| -> ApiResult<Uuid> {
        let id = id.as_str().ok_or_else(invalid)?;
        ids::decode(id, type_name, Code::InvalidBulkValue)
    };
    Ok(match kind {
        ValueKind::Number => BulkArg::Number(
            value
                .as_i64()
                .and_then(|n| i32::try_from(n).ok())
                .ok_or_else(invalid)?,
        ),
        ValueKind::Id {
            type_name,
            optional,
        } => match value {
            Value::Null if optional => BulkArg::Id(None),
            id => BulkArg::Id(Some(one(id, type_name)?)),
        },
        ValueKind::Many { type_name } => {
            let list = |key: &str| -> ApiResult<Vec<Uuid>> {
                match value.get(key) {
                    None | Some(Value::Null) => Ok(Vec::new()),
                    Some(Value::Array(ids)) => ids.iter().map(|id| one(id, type_name)).collect(),
                    Some(_) => Err(invalid()),
                }
            };
            if !value.is_object() {
                return Err(invalid());
            }
            let (add, remove) = (list("add")?, list("remove")?);
            if add.is_empty() && remove.is_empty() || add.iter().any(|id| remove.contains(id)) {
                return Err(invalid());
            }
            BulkArg::Many { add, remove }
        }
        ValueKind::Nothing => BulkArg::Nothing,
    })
}

/// A decoded value as the batch records it (the same JSON `decode` reads).
pub fn encode(kind: ValueKind, arg: &BulkArg) -> Value {
    let gid = |type_name: &str, id: &Uuid| json!(ids::encode(type_name, id).to_string());
    match (kind, arg) {
        (ValueKind::Number, BulkArg::Number(n)) => json!(n),
        (ValueKind::Id { type_name, .. }, BulkArg::Id(Some(id))) => gid(type_name, id),
        (ValueKind::Many { type_name }, BulkArg::Many { add, remove }) => json!({
            "add": add.iter().map(|id| gid(type_name, id)).collect::<Vec<_>>(),
            "remove": remove.iter().map(|id| gid(type_name, id)).collect::<Vec<_>>(),
        }),
        _ => Value::Null,
    }
}

/// What one batch asks: which items, which field, which value.
pub struct Request {
    pub type_name: String,
    /// Chosen rows; empty with `filter`.
    pub items: Vec<BulkItem>,
    /// Or the list's filter.
    pub filter: Option<async_graphql::Value>,
    pub field: String,
    pub value: Value,
}

/// Starts a batch for `session` and answers once its row can be read; the items are done by a
/// task of this node (their progress: the batch's notices).
pub async fn start(
    state: &AppState,
    session: &Session,
    metadata: &Metadata,
    request: Request,
) -> ApiResult<BulkEditRow> {
    let entity = areas::entity(&request.type_name).ok_or(Code::BulkNotEditable)?;
    let field = field(entity, &request.field, session).ok_or(Code::InvalidBulkField)?;
    let arg = decode(field.kind(), &request.value)?;
    let items = match request.filter {
        Some(_) if !request.items.is_empty() => return Err(Code::InvalidRequest.into()),
        Some(filter) => {
            let select = entity
                .bulk
                .and_then(|bulk| bulk.select)
                .ok_or(Code::BulkNotEditable)?;
            select(state, session, filter).await?
        }
        None => request.items,
    };
    let id = Uuid::new_v4();
    let value = encode(field.kind(), &arg);
    launch(
        state, session, metadata, id, entity, field, items, value, None,
    )
    .await
}

/// Undoes batch `id` (its starter only): a batch of its own that sets back every item it
/// changed, each expecting the version the batch left it at.
pub async fn undo(
    state: &AppState,
    session: &Session,
    metadata: &Metadata,
    id: Uuid,
) -> ApiResult<BulkEditRow> {
    let row = reads::by_id(&state.reads, id)
        .await?
        .filter(|row| row.started_by == Some(session.employee_id))
        .ok_or(Code::BulkEditNotFound)?;
    // An undo is final: undoing it again is a change of its own, made as one.
    if row.undo_of.is_some() {
        return Err(Code::BulkUndoIsFinal.into());
    }
    // Its items are read from the read model: only once it shows the batch ended are they all
    // there.
    if row.status == "running" {
        return Err(Code::BulkStillRunning.into());
    }
    let entity = areas::entity(&row.entity_type).ok_or(Code::BulkNotEditable)?;
    let asked = field(entity, &row.field, session).ok_or(Code::InvalidBulkField)?;
    let field = undoing(entity, asked, session).ok_or(Code::InvalidBulkField)?;
    let changed = reads::changed(&state.reads, id).await?;
    let undo_id = Uuid::new_v4();
    // Marked first, so two clicks (or two tabs) never undo it twice.
    command::execute::<BulkEditTarget>(
        state,
        metadata,
        id,
        BulkEditCommand::MarkBulkEditUndone { undone_by: undo_id },
        Expect::Any,
    )
    .await?;
    let items = changed
        .iter()
        .map(|item| BulkItem {
            id: item.item_id,
            version: Some(item.after_version),
        })
        .collect();
    let befores = changed.into_iter().map(|item| item.before).collect();
    launch(
        state,
        session,
        metadata,
        undo_id,
        entity,
        field,
        items,
        Value::Array(befores),
        Some(id),
    )
    .await
}

/// Records the batch, spawns its runner, and answers with its first row.
#[allow(clippy::too_many_arguments)]
async fn launch(
    state: &AppState,
    session: &Session,
    metadata: &Metadata,
    id: Uuid,
    entity: &'static Entity,
    field: Field,
    items: Vec<BulkItem>,
    value: Value,
    undo_of: Option<Uuid>,
) -> ApiResult<BulkEditRow> {
    let started = Instant::now();
    let name = match field {
        Field::Set(field) => field.name,
        Field::Delete(_) => DELETE,
    };
    let committed = command::execute::<BulkEditTarget>(
        state,
        metadata,
        id,
        BulkEditCommand::StartBulkEdit {
            bulk_edit_id: id,
            entity_type: entity.type_name.to_owned(),
            field: name.to_owned(),
            value: value.clone(),
            items: items.clone(),
            undo_of,
        },
        Expect::New,
    )
    .await?;
    // Every item's command carries the batch as its correlation (issue 35: "one correlation id
    // for the batch"), and the batch's start as its cause.
    let item_metadata = Metadata {
        correlation_id: id,
        causation_id: id,
        ..metadata.clone()
    };
    let before_kind = undoing(entity, field, session).map_or(field.kind(), |f| f.kind());
    let run = Run {
        state: state.clone(),
        session: session.clone(),
        metadata: item_metadata,
        id,
        entity,
        field,
        value,
        undo: undo_of.is_some(),
        before_kind,
    };
    tokio::spawn(run.all(items));
    command::answer_row::<BulkEditTarget>(state, id, committed, started).await
}

/// One batch's runner.
struct Run {
    state: AppState,
    session: Session,
    metadata: Metadata,
    id: Uuid,
    entity: &'static Entity,
    field: Field,
    /// The value for every item, or (an undo) the list of each item's own.
    value: Value,
    undo: bool,
    /// How what sets an item back is recorded: as the value of the field that undoes this one.
    before_kind: ValueKind,
}

impl Run {
    async fn all(self, items: Vec<BulkItem>) {
        let run = Arc::new(self);
        let mut chunk = Vec::with_capacity(CHUNK);
        let mut since = Instant::now();
        let mut written = crate::jobs::Written::default();
        for (index, item) in items.into_iter().enumerate() {
            let (outcome, position) = run.one(index, item).await;
            if let Some((aggregate_type, position)) = position {
                written.note(aggregate_type, position);
            }
            chunk.push(BulkItemResult {
                item_id: item.id,
                outcome,
            });
            if chunk.len() >= CHUNK || since.elapsed() >= CHUNK_WAIT {
                if !run.record(std::mem::take(&mut chunk)).await {
                    return;
                }
                since = Instant::now();
            }
        }
        if !chunk.is_empty() && !run.record(chunk).await {
            return;
        }
        // "Done" is told once every list shows the change, so a result never reads ahead of
        // the rows it names.
        crate::jobs::settle(&run.state, written).await;
        run.command(BulkEditCommand::FinishBulkEdit).await;
    }

    /// Does one item: its value (an undo's own), the field's command, and what became of it.
    async fn one(
        &self,
        index: usize,
        item: BulkItem,
    ) -> (BulkOutcome, Option<(&'static str, JournalPosition)>) {
        let value = if self.undo {
            self.value.get(index).cloned().unwrap_or(Value::Null)
        } else {
            self.value.clone()
        };
        let kind = self.field.kind();
        let result = match decode(kind, &value) {
            Err(error) => Err(error),
            Ok(arg) => match self.field {
                Field::Set(field) => {
                    (field.apply)(&self.state, &self.session, &self.metadata, item, &arg).await
                }
                Field::Delete(trash) => {
                    let command = if self.undo {
                        trash.restore
                    } else {
                        trash.delete
                    };
                    // A delete, like any change, is refused as stale when the item moved on since
                    // it was shown; its undo restores whatever it is now.
                    let expect = match (self.undo, item.version) {
                        (false, Some(version)) => Expect::Version(version),
                        _ => Expect::Any,
                    };
                    command(&self.state, &self.session, &self.metadata, item.id, expect)
                        .await
                        .map(|()| Applied::Changed {
                            before: BulkArg::Nothing,
                            version: 0,
                            position: None,
                        })
                }
            },
        };
        match result {
            Ok(Applied::Changed {
                before,
                version,
                position,
            }) => (
                BulkOutcome::Changed {
                    before: encode(self.before_kind, &before),
                    version,
                },
                position.map(|position| (self.entity.aggregate_type, position)),
            ),
            Ok(Applied::Unchanged) => (BulkOutcome::Unchanged, None),
            Err(error) => {
                let gone = self.gone(item.id).await;
                (outcome_of(&error, gone), None)
            }
        }
    }

    /// Whether a refused item no longer exists: its kind's read model has no row for it (an
    /// item of a kind without one is taken to exist).
    async fn gone(&self, id: Uuid) -> bool {
        let Some(model) = self.entity.read_model.as_ref() else {
            return false;
        };
        let caller = crate::access::Caller::system();
        matches!(
            model.allows(&self.state.reads, &caller, id).await,
            Ok(false)
        )
    }

    /// Records a chunk of results; false when it could not be (the batch is then interrupted).
    async fn record(&self, results: Vec<BulkItemResult>) -> bool {
        self.command(BulkEditCommand::RecordBulkResults { results })
            .await
    }

    async fn command(&self, command: BulkEditCommand) -> bool {
        crate::jobs::record::<BulkEditTarget>(&self.state, &self.metadata, self.id, command).await
    }
}

/// What a refusal of one item says: its reason and code. A refusal because the item is
/// already as asked ('The submitted data is identical…', 'Current status is same to new
/// status') is not a refusal: the item is left alone, as asked. `gone`: the item itself no
/// longer exists (not, say, the employee the value names: that is the value's fault, a rule).
pub fn outcome_of(error: &ApiError, gone: bool) -> BulkOutcome {
    let code = error.code();
    if matches!(
        code,
        Code::Identical | Code::SameStatus | Code::NothingChanged
    ) {
        return BulkOutcome::Unchanged;
    }
    if let ApiError::Internal { .. } = error {
        tracing::error!(error = ?error, "a bulk change's item failed");
    }
    let reason = match code {
        Code::StaleVersion | Code::ConcurrentChange => RefusalReason::Stale,
        _ if code.code().starts_with("102.") => RefusalReason::NotAllowed,
        _ if gone => RefusalReason::NotFound,
        _ => RefusalReason::Rule,
    };
    BulkOutcome::Refused {
        reason,
        code: code.code().to_owned(),
    }
}

/// The usual way a field changes one item: read it, refuse it as stale when it moved on since
/// it was shown, take what sets it back, and run the area's command expecting the version read
/// (so nothing slips in between). `command` answers `None` when the item is already as asked.
pub async fn change<T, Before, Make>(
    state: &AppState,
    metadata: &Metadata,
    item: BulkItem,
    before: Before,
    make: Make,
) -> ApiResult<Applied>
where
    T: Target<Id = Uuid>,
    <T::Aggregate as Aggregate>::Command: Send,
    Before: FnOnce(&T::Row) -> BulkArg,
    Make: FnOnce(&T::Row) -> Option<<T::Aggregate as Aggregate>::Command>,
{
    let row = T::read_back(state, item.id)
        .await?
        .ok_or_else(|| ApiError::from(T::NOT_FOUND))?;
    let current = T::version(&row);
    if let Some(expected) = item.version.filter(|expected| *expected != current) {
        return Err(ApiError::Stale { expected, current });
    }
    let before = before(&row);
    let Some(command) = make(&row) else {
        return Ok(Applied::Unchanged);
    };
    let committed =
        command::execute::<T>(state, metadata, item.id, command, Expect::Version(current)).await?;
    Ok(Applied::Changed {
        before,
        version: committed.version,
        position: Some(committed.position),
    })
}

/// A single value a field sets, as a batch carries it.
pub trait Scalar: Copy + PartialEq + Send + Sync + 'static {
    fn from_arg(arg: &BulkArg) -> Option<Self>;
    fn into_arg(self) -> BulkArg;
}

impl Scalar for i32 {
    fn from_arg(arg: &BulkArg) -> Option<Self> {
        match arg {
            BulkArg::Number(n) => Some(*n),
            _ => None,
        }
    }
    fn into_arg(self) -> BulkArg {
        BulkArg::Number(self)
    }
}

impl Scalar for Option<Uuid> {
    fn from_arg(arg: &BulkArg) -> Option<Self> {
        match arg {
            BulkArg::Id(id) => Some(*id),
            _ => None,
        }
    }
    fn into_arg(self) -> BulkArg {
        BulkArg::Id(self)
    }
}

impl Scalar for Uuid {
    fn from_arg(arg: &BulkArg) -> Option<Self> {
        match arg {
            BulkArg::Id(Some(id)) => Some(*id),
            _ => None,
        }
    }
    fn into_arg(self) -> BulkArg {
        BulkArg::Id(Some(self))
    }
}

/// The usual single-valued field over [`change`]: `current` reads an item's value (what an undo
/// sets back) and `command` makes the area's command for the new one; an item already at it is
/// left alone. [`bulk_set!`](crate::bulk_set) makes a field's `apply` of it.
pub fn set<'a, T, V>(
    state: &'a AppState,
    metadata: &'a Metadata,
    item: BulkItem,
    arg: &BulkArg,
    current: fn(&T::Row) -> V,
    command: fn(&T::Row, V) -> <T::Aggregate as Aggregate>::Command,
) -> BoxFuture<'a, ApiResult<Applied>>
where
    T: Target<Id = Uuid>,
    <T::Aggregate as Aggregate>::Command: Send,
    V: Scalar,
{
    let value = V::from_arg(arg);
    Box::pin(async move {
        let value = value.ok_or(Code::InvalidBulkValue)?;
        set_to::<T, V>(state, metadata, item, value, current, command).await
    })
}

/// [`set`] with the value decoded (a field that checks something of its own first).
pub async fn set_to<T, V>(
    state: &AppState,
    metadata: &Metadata,
    item: BulkItem,
    value: V,
    current: fn(&T::Row) -> V,
    command: fn(&T::Row, V) -> <T::Aggregate as Aggregate>::Command,
) -> ApiResult<Applied>
where
    T: Target<Id = Uuid>,
    <T::Aggregate as Aggregate>::Command: Send,
    V: Scalar,
{
    change::<T, _, _>(
        state,
        metadata,
        item,
        |row| current(row).into_arg(),
        |row| (current(row) != value).then(|| command(row, value)),
    )
    .await
}

/// A field's `apply` that sets one value through [`set`]: `bulk_set!(status, TaskTarget, i32,
/// |row| …current…, |row, value| …command…)`.
#[macro_export]
macro_rules! bulk_set {
    ($name:ident, $target:ty, $value:ty, $current:expr, $command:expr $(,)?) => {
        fn $name<'a>(
            state: &'a $crate::state::AppState,
            _: &'a $crate::sessions::Session,
            metadata: &'a staffhub_journal::Metadata,
            item: staffhub_domain::bulk::BulkItem,
            arg: &'a $crate::bulk::BulkArg,
        ) -> futures::future::BoxFuture<'a, $crate::error::ApiResult<$crate::bulk::Applied>> {
            $crate::bulk::set::<$target, $value>(state, metadata, item, arg, $current, $command)
        }
    };
}

/// Several commands on one item (an issue's assignees, added and removed one by one), each
/// decided on the state the one before leaves, appended together: all of them or, when one is
/// refused, none, so an item is either changed whole (and an undo sets all of it back) or
/// refused with nothing done. `None`: it was already as asked.
pub async fn change_each<T>(
    state: &AppState,
    metadata: &Metadata,
    item: BulkItem,
    commands: impl FnOnce(&T::Row) -> Vec<<T::Aggregate as Aggregate>::Command>,
) -> ApiResult<Option<Committed>>
where
    T: Target<Id = Uuid>,
    <T::Aggregate as Aggregate>::Command: Send + Clone,
{
    let row = T::read_back(state, item.id)
        .await?
        .ok_or_else(|| ApiError::from(T::NOT_FOUND))?;
    let version = T::version(&row);
    if let Some(expected) = item.version.filter(|expected| *expected != version) {
        return Err(ApiError::Stale {
            expected,
            current: version,
        });
    }
    let commands = commands(&row);
    if commands.is_empty() {
        return Ok(None);
    }
    command::execute_each::<T>(state, metadata, item.id, commands, Expect::Version(version)).await
}

/// Whether `employee_id` may read batch `row`: its starter's, or any for an admin.
pub fn may_read(row: &BulkEditRow, employee_id: Uuid, admin: bool) -> bool {
    row.started_by == Some(employee_id) || admin
}

/// A list's own filter input, from the JSON a list page sends as its `filter` variable
/// ("all N matching this filter"); 'Invalid request' when it is not one.
pub fn list_filter<F: async_graphql::InputType>(value: async_graphql::Value) -> ApiResult<F> {
    F::parse(Some(value)).map_err(|_| ApiError::from(Code::InvalidRequest))
}

/// Every row of a list read (`read(offset, limit)`), as a batch's items: 'Too many items'
/// past the limit rather than a batch cut short in silence. Each item as it is when its turn
/// comes (no version: nobody was shown it).
pub async fn all_items<R, Fut>(
    read: impl FnOnce(i64, i64) -> Fut,
    id: impl Fn(&R) -> Uuid,
) -> ApiResult<Vec<BulkItem>>
where
    Fut: std::future::Future<Output = Result<Vec<R>, sqlx::Error>>,
{
    let max = staffhub_domain::bulk::MAX_ITEMS;
    let rows = read(0, max as i64 + 1).await?;
    if rows.len() > max {
        return Err(Code::BulkTooManyItems.into());
    }
    Ok(rows
        .iter()
        .map(|row| BulkItem {
            id: id(row),
            version: None,
        })
        .collect())
}

/// One sweep: interrupts every running batch that has recorded nothing for `stalled_after`
/// (`jobs::spawn_sweeper`); answers how many.
pub async fn sweep(state: &AppState, stalled_after: Duration) -> ApiResult<usize> {
    crate::jobs::sweep::<BulkEditTarget>(
        state,
        "bulk_edits",
        "bulk_edit_id",
        stalled_after,
        BulkEditCommand::InterruptBulkEdit,
    )
    .await
}
