//! Import from CSV (issue 35 §3), written once for every kind: "Map columns, then see a
//! preview with every row's errors before anything is written. Rows update existing records by
//! a natural key instead of duplicating them. Re-running the same file changes nothing. The
//! import runs as a job with progress, and every row it writes is an event with the import's
//! correlation id."
//!
//! A kind takes part by declaring [`Import`] in its descriptor: its fields (with the headers
//! that name them in en and ja, and which make the natural key) and the function that brings one
//! row in, usually [`row`] over the area's [`ImportTarget`]: find the record by its key, make
//! the area's own commands that bring it to the row's values, and decide them all on the
//! record's state as the journal holds it. A row any command refuses writes nothing and is
//! refused with that command's code; a row whose commands change nothing is "unchanged". The
//! preview stops there; the import then runs the same commands through the command path, as the
//! caller, one row after another. The import is an entity of the journal
//! (`staffhub_domain::imports`): [`start`] records the file and its mapping, and a task records
//! what became of each row in chunks (the progress `importChanged` tells).
//!
//! *Invariant:* a row is written only by its area's own commands, as the caller, with the
//! single edit's checks: an import can do nothing a person could not do by hand.

pub mod file;
pub mod values;

use std::any::Any;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use cqrs_es::event_sink::EventSink;
use futures::future::BoxFuture;
use staffhub_domain::Aggregate;
use staffhub_domain::imports::{
    Import as ImportAggregate, ImportColumn, ImportCommand, ImportError, ImportOutcome,
    ImportRowResult,
};
use staffhub_journal::{JournalEvent, JournalPosition, Metadata};
use uuid::Uuid;

use crate::catalogue::Code;
use crate::command::{self, Expect, Target};
use crate::error::{ApiError, ApiResult};
use crate::graphql::areas::{self, Entity};
use crate::policy;
use crate::read::imports::{self as reads, ImportRow};
use crate::sessions::Session;
use crate::state::AppState;

pub use file::Table;

/// A kind's part in import: what a person calls it, what a row needs, and how a row comes in.
#[derive(Clone, Copy)]
pub struct Import {
    /// The kind, as the import page names it (en, ja).
    pub label: (&'static str, &'static str),
    /// Every root operation a row may run (create, update, …): a caller any of whose rules
    /// refuses is not offered the kind, and an import of it is refused.
    pub operations: &'static [&'static str],
    pub fields: &'static [ImportField],
    /// Brings one row in (or, in a preview, decides what it would do), as the caller.
    pub row: ImportRowFn,
}

/// One field a column may fill.
#[derive(Debug, Clone, Copy)]
pub struct ImportField {
    /// Its name in a mapping ("contactEmail").
    pub name: &'static str,
    /// Its label (en, ja); a header equal to either maps to it.
    pub label: (&'static str, &'static str),
    /// Other headers that name it ("E-mail", "メールアドレス").
    pub aliases: &'static [&'static str],
    /// A row needs a value for it; a file with no column for it is not imported.
    pub required: bool,
    /// Part of the natural key that finds the record a row updates.
    pub key: bool,
    /// How a value is written (en, ja), where that is not plain text.
    pub hint: Option<(&'static str, &'static str)>,
}

impl ImportField {
    pub const fn new(name: &'static str, en: &'static str, ja: &'static str) -> Self {
        Self {
            name,
            label: (en, ja),
            aliases: &[],
            required: false,
            key: false,
            hint: None,
        }
    }
    pub const fn required(self) -> Self {
        Self {
            required: true,
            ..self
        }
    }
    pub const fn key(self) -> Self {
        Self { key: true, ..self }
    }
    pub const fn aliases(self, aliases: &'static [&'static str]) -> Self {
        Self { aliases, ..self }
    }
    pub const fn hint(self, en: &'static str, ja: &'static str) -> Self {
        Self {
            hint: Some((en, ja)),
            ..self
        }
    }
}

pub type ImportRowFn = for<'a> fn(&'a Ctx, &'a Row) -> BoxFuture<'a, Result<Done, RowError>>;

/// One row of the file, by field: only the cells of mapped columns that hold a value (trimmed).
/// An empty cell leaves the record's field as it is.
#[derive(Debug, Clone)]
pub struct Row {
    pub line: u32,
    values: HashMap<&'static str, String>,
}

impl Row {
    pub fn new(line: u32, cells: &[String], columns: &[Option<&'static str>]) -> Self {
        let values = columns
            .iter()
            .zip(cells)
            .filter_map(|(field, cell)| {
                let value = cell.trim();
                Some((*field)?)
                    .filter(|_| !value.is_empty())
                    .map(|f| (f, value.to_owned()))
            })
            .collect();
        Self { line, values }
    }

    /// The row's value for `field`, if its cell holds one.
    pub fn get(&self, field: &str) -> Option<&str> {
        self.values.get(field).map(String::as_str)
    }

    /// The value of a required field ('A value is required' on it when blank).
    pub fn required(&self, field: &'static str) -> Result<&str, RowError> {
        self.get(field).ok_or(RowError::Refused {
            code: Code::ImportValueRequired,
            field: Some(field),
        })
    }

    /// `field`'s value read by `read`, or `current` when the cell is empty.
    pub fn or_keep<T>(
        &self,
        field: &'static str,
        current: T,
        read: impl FnOnce(&str) -> Result<T, RowError>,
    ) -> Result<T, RowError> {
        match self.get(field) {
            Some(value) => read(value).map_err(|e| e.on(field)),
            None => Ok(current),
        }
    }
}

/// What one row did (or, in a preview, would do).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Done {
    Created(Uuid),
    Updated(Uuid),
    Unchanged(Uuid),
}

/// Why a row was not brought in.
#[derive(Debug)]
pub enum RowError {
    /// Refused, with the code the single edit would answer, and the field at fault where one is.
    Refused {
        code: Code,
        field: Option<&'static str>,
    },
    /// Our failure (the database went away): the import stops there, as interrupted.
    Failed(ApiError),
}

impl RowError {
    /// The same refusal, about `field` unless it names one already.
    pub fn on(self, field: &'static str) -> Self {
        match self {
            Self::Refused { code, field: None } => Self::Refused {
                code,
                field: Some(field),
            },
            other => other,
        }
    }
}

impl From<ApiError> for RowError {
    fn from(error: ApiError) -> Self {
        if error.is_refusal() {
            Self::Refused {
                code: error.code(),
                field: None,
            }
        } else {
            Self::Failed(error)
        }
    }
}

impl From<Code> for RowError {
    fn from(code: Code) -> Self {
        ApiError::from(code).into()
    }
}

impl From<sqlx::Error> for RowError {
    fn from(error: sqlx::Error) -> Self {
        ApiError::from(error).into()
    }
}

/// A refusal's field, for results: `.on_field("owner")`.
pub trait OnField<T> {
    fn on_field(self, field: &'static str) -> Result<T, RowError>;
}

impl<T, E: Into<RowError>> OnField<T> for Result<T, E> {
    fn on_field(self, field: &'static str) -> Result<T, RowError> {
        self.map_err(|e| e.into().on(field))
    }
}

/// What the rows of one file share: who imports, whether it writes, and what earlier rows did.
pub struct Ctx {
    pub state: AppState,
    pub session: Session,
    pub metadata: Metadata,
    /// False in a preview: rows are decided, nothing is written.
    pub write: bool,
    /// Records earlier rows of this file found or made, by kind and natural key: a later row
    /// with the same key is the same record even before the read models show it.
    known: Mutex<HashMap<String, Uuid>>,
    /// In a preview, the records as earlier rows would leave them (nothing is written, so the
    /// journal cannot tell).
    pending: Mutex<HashMap<Uuid, Box<dyn Any + Send>>>,
    /// Where the written events sit, for the import to finish once lists show them.
    written: Mutex<crate::jobs::Written>,
}

impl Ctx {
    pub fn new(state: &AppState, session: &Session, metadata: &Metadata, write: bool) -> Self {
        Self {
            state: state.clone(),
            session: session.clone(),
            metadata: metadata.clone(),
            write,
            known: Mutex::default(),
            pending: Mutex::default(),
            written: Mutex::default(),
        }
    }

    fn known(&self, key: &str) -> Option<Uuid> {
        self.known.lock().ok()?.get(key).copied()
    }

    fn remember(&self, key: String, id: Uuid) {
        if let Ok(mut known) = self.known.lock() {
            known.insert(key, id);
        }
    }

    fn pending<A: Clone + 'static>(&self, id: Uuid) -> Option<A> {
        let pending = self.pending.lock().ok()?;
        pending.get(&id)?.downcast_ref::<A>().cloned()
    }

    fn keep_pending<A: Send + 'static>(&self, id: Uuid, aggregate: A) {
        if let Ok(mut pending) = self.pending.lock() {
            pending.insert(id, Box::new(aggregate));
        }
    }

    fn wrote(&self, aggregate_type: &'static str, position: JournalPosition) {
        if let Ok(mut written) = self.written.lock() {
            written.note(aggregate_type, position);
        }
    }

    /// The record of kind `A` with id `id` as the journal holds it (or as earlier rows of a
    /// preview would leave it); `None`: none (or deleted: `live` says).
    pub async fn current<A>(&self, id: Uuid) -> ApiResult<Option<A>>
    where
        A: Aggregate + Clone + Send + 'static,
    {
        if !self.write
            && let Some(pending) = self.pending::<A>(id)
        {
            return Ok(Some(pending));
        }
        let (aggregate, version) = self
            .state
            .journal
            .load_state::<A>(&id.to_string())
            .await
            .map_err(|e| {
                ApiError::internal(
                    "loading a record for an import",
                    std::io::Error::other(e.to_string()),
                )
            })?;
        Ok((version > 0).then_some(aggregate))
    }
}

/// An area's command target that rows come in through: how a row finds its record, and which
/// commands bring the record to the row's values. [`row`] does the rest, the same for every
/// kind.
pub trait ImportTarget: Target<Id = Uuid> + Sized
where
    <Self::Aggregate as Aggregate>::Command: Send + Sync,
    Self::Aggregate: Send + Sync,
{
    /// The row's natural key, as it compares ("name within its scope", lower case).
    fn key(row: &Row) -> Result<String, RowError>;

    /// The record the key names, if one exists ('More than one record has this key' when it
    /// names several).
    fn find<'a>(ctx: &'a Ctx, row: &'a Row) -> BoxFuture<'a, Result<Option<Uuid>, RowError>>;

    /// The commands that bring record `id` (`current`: `None` for a new one) to the row's
    /// values, in order. A command that would change nothing may be left in: it is dropped.
    fn commands<'a>(
        ctx: &'a Ctx,
        row: &'a Row,
        id: Uuid,
        current: Option<&'a Self::Aggregate>,
    ) -> BoxFuture<'a, Result<Vec<<Self::Aggregate as Aggregate>::Command>, RowError>>;

    /// The field a refusal of `command` concerns, where the refusal's own code does not say it
    /// in the kind's words (a contact's 'Invalid email' is the contact's email). By default
    /// none: the code's input field is taken where the kind has a field of that name.
    fn blame(
        _command: &<Self::Aggregate as Aggregate>::Command,
        _code: Code,
    ) -> Option<&'static str> {
        None
    }

    /// Writes a new record's commands and answers its id; a kind whose names are unique claims
    /// the name around them, and one with credentials makes them first. By default each
    /// command goes through the command path.
    fn write_new<'a>(
        ctx: &'a Ctx,
        _row: &'a Row,
        id: Uuid,
        commands: Vec<<Self::Aggregate as Aggregate>::Command>,
    ) -> BoxFuture<'a, ApiResult<Uuid>> {
        Box::pin(async move {
            write_each::<Self>(ctx, id, commands, true).await?;
            Ok(id)
        })
    }
}

/// Runs `commands` on record `id` one after another through the command path (the first as a
/// new record's when `new`).
pub async fn write_each<T>(
    ctx: &Ctx,
    id: Uuid,
    commands: Vec<<T::Aggregate as Aggregate>::Command>,
    new: bool,
) -> ApiResult<()>
where
    T: Target<Id = Uuid>,
{
    for (index, command) in commands.into_iter().enumerate() {
        let expect = if new && index == 0 {
            Expect::New
        } else {
            Expect::Any
        };
        let committed =
            command::execute::<T>(&ctx.state, &ctx.metadata, id, command, expect).await?;
        ctx.wrote(T::Aggregate::TYPE, committed.position);
    }
    Ok(())
}

/// The usual way a row comes in, over the area's [`ImportTarget`]: see the module docs.
pub fn row<'a, T>(ctx: &'a Ctx, row: &'a Row) -> BoxFuture<'a, Result<Done, RowError>>
where
    T: ImportTarget,
    <T::Aggregate as Aggregate>::Command: Send + Sync,
    T::Aggregate: Send + Sync,
{
    Box::pin(async move {
        let key = format!("{}:{}", T::Aggregate::TYPE, T::key(row)?);
        let found = match ctx.known(&key) {
            Some(id) => Some(id),
            None => T::find(ctx, row).await?,
        };
        let current = match found {
            Some(id) => ctx.current::<T::Aggregate>(id).await?,
            None => None,
        };
        let new = current.is_none();
        let id = found.filter(|_| !new).unwrap_or_else(Uuid::now_v7);
        let commands = T::commands(ctx, row, id, current.as_ref()).await?;
        // Every command is decided here first, on a copy of the record: a row any of them
        // refuses writes nothing, and a preview tells exactly what the import will do.
        let mut aggregate = current.unwrap_or_default();
        let mut kept = Vec::with_capacity(commands.len());
        for command in commands {
            let mut next = aggregate.clone();
            let sink = EventSink::default();
            let decided = next
                .handle(command.clone(), T::services(&ctx.state), &sink)
                .await;
            match decided {
                Ok(()) if sink.collect().await.is_empty() => {}
                Ok(()) => {
                    aggregate = next;
                    kept.push(command);
                }
                Err(error) => {
                    let error: ApiError = error.into();
                    let code = error.code();
                    // Already as the row says: nothing to do for this command.
                    if !matches!(
                        code,
                        Code::Identical | Code::SameStatus | Code::NothingChanged
                    ) {
                        let blamed = T::blame(&command, code);
                        let refused = RowError::from(error);
                        return Err(match blamed {
                            Some(field) => refused.on(field),
                            None => refused,
                        });
                    }
                }
            }
        }
        if kept.is_empty() {
            ctx.remember(key, id);
            return Ok(Done::Unchanged(id));
        }
        let id = if !ctx.write {
            ctx.keep_pending(id, aggregate);
            id
        } else if new {
            T::write_new(ctx, row, id, kept).await?
        } else {
            write_each::<T>(ctx, id, kept, false).await?;
            id
        };
        ctx.remember(key, id);
        Ok(if new {
            Done::Created(id)
        } else {
            Done::Updated(id)
        })
    })
}

/// The kinds `session` may import, in the order areas are registered.
pub fn kinds_for(session: &Session) -> Vec<&'static Entity> {
    areas::entities()
        .filter(|entity| {
            entity
                .import
                .is_some_and(|import| allowed(&import, session))
        })
        .collect()
}

fn allowed(import: &Import, session: &Session) -> bool {
    import.operations.iter().all(|operation| {
        areas::rule_for(operation).is_some_and(|rule| policy::check(rule, Some(session)).is_ok())
    })
}

/// The kind `type_name` for `session`: 'These items cannot be imported' when there is none or
/// its rules refuse the caller.
fn kind(type_name: &str, session: &Session) -> ApiResult<(&'static Entity, Import)> {
    let entity = areas::entity(type_name).ok_or(Code::ImportNotImportable)?;
    let import = entity.import.ok_or(Code::ImportNotImportable)?;
    if !allowed(&import, session) {
        return Err(Code::ImportNotImportable.into());
    }
    Ok((entity, import))
}

/// A mapping as asked (one entry per header, a field name or none), checked against the kind:
/// 'Invalid mapping' for an unknown field or a wrong count, 'A field is mapped to two columns'.
pub fn mapping(
    import: &Import,
    headers: &[String],
    asked: Option<Vec<Option<String>>>,
) -> ApiResult<Vec<Option<&'static str>>> {
    let Some(asked) = asked else {
        return Ok(file::suggest(headers, import.fields));
    };
    if asked.len() != headers.len() {
        return Err(Code::ImportInvalidMapping.into());
    }
    let mut seen = Vec::new();
    asked
        .into_iter()
        .map(|field| {
            let Some(name) = field.filter(|f| !f.is_empty()) else {
                return Ok(None);
            };
            let field = import
                .fields
                .iter()
                .find(|f| f.name == name)
                .ok_or(Code::ImportInvalidMapping)?;
            if seen.contains(&field.name) {
                return Err(Code::ImportFieldMappedTwice.into());
            }
            seen.push(field.name);
            Ok(Some(field.name))
        })
        .collect()
}

/// The required fields no column fills.
pub fn missing(import: &Import, columns: &[Option<&'static str>]) -> Vec<&'static str> {
    import
        .fields
        .iter()
        .filter(|f| f.required && !columns.contains(&Some(f.name)))
        .map(|f| f.name)
        .collect()
}

/// One row of a preview.
#[derive(Debug, Clone)]
pub struct PreviewRow {
    pub line: u32,
    pub cells: Vec<String>,
    pub outcome: ImportOutcome,
}

/// What importing a file would do.
#[derive(Debug, Clone)]
pub struct Preview {
    pub type_name: &'static str,
    pub file_name: String,
    pub table: Table,
    pub columns: Vec<Option<&'static str>>,
    pub missing: Vec<&'static str>,
    pub creates: u32,
    pub updates: u32,
    pub unchanged: u32,
    pub refused: u32,
    /// The file's first rows, and the refused rows up to [`PREVIEW_REFUSALS`] (`refused`
    /// counts them all), in the file's order.
    pub rows: Vec<PreviewRow>,
}

/// How many of the file's first rows a preview shows besides the refused ones.
pub const PREVIEW_ROWS: usize = 50;

/// How many refused rows a preview shows at most: a file refused throughout (50,000 rows of
/// the wrong kind) would otherwise send every row back with its message. The count says how
/// many there are; the first thousand are enough to see what to fix, as an import's result
/// lists (`graphql::import`'s `MAX_REFUSALS`).
pub const PREVIEW_REFUSALS: u32 = 1_000;

/// Reads a file and decides every row as the import would, writing nothing.
pub async fn preview(
    state: &AppState,
    session: &Session,
    metadata: &Metadata,
    type_name: &str,
    file_name: String,
    bytes: &[u8],
    columns: Option<Vec<Option<String>>>,
) -> ApiResult<Preview> {
    let (entity, import) = kind(type_name, session)?;
    let table = file::read(bytes)?;
    let columns = mapping(&import, &table.headers, columns)?;
    let missing = missing(&import, &columns);
    let mut preview = Preview {
        type_name: entity.type_name,
        file_name,
        table,
        columns,
        missing,
        creates: 0,
        updates: 0,
        unchanged: 0,
        refused: 0,
        rows: Vec::new(),
    };
    if !preview.missing.is_empty() {
        return Ok(preview);
    }
    let ctx = Ctx::new(state, session, metadata, false);
    for (index, (line, cells)) in preview.table.rows.iter().enumerate() {
        let row = Row::new(*line, cells, &preview.columns);
        let outcome = outcome(&import, (import.row)(&ctx, &row).await)?;
        match outcome {
            ImportOutcome::Created { .. } => preview.creates += 1,
            ImportOutcome::Updated { .. } => preview.updates += 1,
            ImportOutcome::Unchanged { .. } => preview.unchanged += 1,
            ImportOutcome::Refused { .. } => preview.refused += 1,
        }
        let refused = matches!(outcome, ImportOutcome::Refused { .. });
        if index < PREVIEW_ROWS || (refused && preview.refused <= PREVIEW_REFUSALS) {
            preview.rows.push(PreviewRow {
                line: *line,
                cells: cells.clone(),
                outcome,
            });
        }
    }
    Ok(preview)
}

/// A row's result as the import records it; our own failure is passed on (the import stops).
/// A refusal that names no field is put on the kind's field the code's input field names
/// ('Invalid title' on `title`), where there is one.
fn outcome(import: &Import, result: Result<Done, RowError>) -> ApiResult<ImportOutcome> {
    let result = result.map_err(|error| match error {
        RowError::Refused { code, field: None } => RowError::Refused {
            code,
            field: code
                .field()
                .and_then(|name| import.fields.iter().find(|f| f.name == name))
                .map(|f| f.name),
        },
        other => other,
    });
    Ok(match result {
        Ok(Done::Created(id)) => ImportOutcome::Created { id },
        Ok(Done::Updated(id)) => ImportOutcome::Updated { id },
        Ok(Done::Unchanged(id)) => ImportOutcome::Unchanged { id },
        Err(RowError::Refused { code, field }) => ImportOutcome::Refused {
            code: code.code().to_owned(),
            field: field.map(str::to_owned),
        },
        Err(RowError::Failed(error)) => return Err(error),
    })
}

impl From<ImportError> for ApiError {
    fn from(error: ImportError) -> Self {
        match error {
            ImportError::NotFound => Code::ImportNotFound,
            ImportError::NoRows => Code::ImportNoRows,
            ImportError::TooManyRows => Code::ImportTooManyRows,
            ImportError::FieldMappedTwice => Code::ImportFieldMappedTwice,
            // The runner's own mistakes, never a person's.
            ImportError::AlreadyExists
            | ImportError::OutOfOrder
            | ImportError::AlreadyFinished
            | ImportError::RowsLeft => Code::UpdateFailed,
        }
        .into()
    }
}

/// How the command path reads an import back.
pub struct ImportTargetOfImports;

impl Target for ImportTargetOfImports {
    type Aggregate = ImportAggregate;
    type Row = ImportRow;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::ImportNotFound;

    fn services(_: &AppState) -> &() {
        &()
    }

    async fn read_back(state: &AppState, id: Uuid) -> ApiResult<Option<ImportRow>> {
        Ok(reads::by_id(&state.reads, id).await?)
    }

    fn version(row: &ImportRow) -> i64 {
        row.version
    }

    fn from_events(
        id: Uuid,
        import: ImportAggregate,
        events: &[JournalEvent],
    ) -> Option<ImportRow> {
        use staffhub_domain::imports::ImportEvent;
        let (first, last) = (events.first()?, events.last()?);
        let mut row = ImportRow {
            import_id: id,
            entity_type: import.entity_type,
            file_name: String::new(),
            encoding: String::new(),
            started_by: first.metadata.actor_id,
            started_at: first.recorded_at,
            finished_at: None,
            status: "running".to_owned(),
            total: import.rows as i32,
            done: import.done as i32,
            created: import.created as i32,
            updated: import.updated as i32,
            unchanged: 0,
            refused: 0,
            updated_at: last.recorded_at,
            version: last.sequence,
        };
        for event in events {
            match event.decode::<ImportEvent>().ok()? {
                ImportEvent::ImportStarted {
                    file_name,
                    encoding,
                    ..
                } => {
                    row.file_name = file_name;
                    row.encoding = encoding;
                }
                ImportEvent::ImportRowsDone { results } => {
                    for result in results {
                        match result.outcome {
                            ImportOutcome::Unchanged { .. } => row.unchanged += 1,
                            ImportOutcome::Refused { .. } => row.refused += 1,
                            _ => {}
                        }
                    }
                }
                ImportEvent::ImportFinished => {
                    row.status = "done".to_owned();
                    row.finished_at = Some(event.recorded_at);
                }
                ImportEvent::ImportInterrupted => {
                    row.status = "interrupted".to_owned();
                    row.finished_at = Some(event.recorded_at);
                }
            }
        }
        Some(row)
    }
}

/// Starts importing a file for `session` and answers once its row can be read; the rows are
/// brought in by a task of this node (their progress: the import's notices).
#[allow(clippy::too_many_arguments)]
pub async fn start(
    state: &AppState,
    session: &Session,
    metadata: &Metadata,
    type_name: &str,
    file_name: String,
    bytes: &[u8],
    columns: Vec<Option<String>>,
) -> ApiResult<ImportRow> {
    let (entity, import) = kind(type_name, session)?;
    let table = file::read(bytes)?;
    let columns = mapping(&import, &table.headers, Some(columns))?;
    if !missing(&import, &columns).is_empty() {
        return Err(Code::ImportRequiredFieldUnmapped.into());
    }
    let id = Uuid::new_v4();
    let started = Instant::now();
    let committed = command::execute::<ImportTargetOfImports>(
        state,
        metadata,
        id,
        ImportCommand::StartImport {
            import_id: id,
            entity_type: entity.type_name.to_owned(),
            file_name: file_name.chars().take(255).collect(),
            encoding: table.encoding.to_owned(),
            sha256: table.sha256.clone(),
            columns: table
                .headers
                .iter()
                .zip(&columns)
                .map(|(header, field)| ImportColumn {
                    header: header.clone(),
                    field: field.map(str::to_owned),
                })
                .collect(),
            rows: table.rows.len() as u32,
        },
        Expect::New,
    )
    .await?;
    // Every row's commands carry the import as their correlation (issue 35: "every row it
    // writes is an event with the import's correlation id"), and its start as their cause.
    let row_metadata = Metadata {
        correlation_id: id,
        causation_id: id,
        ..metadata.clone()
    };
    let run = Run {
        ctx: Ctx::new(state, session, &row_metadata, true),
        id,
        import,
        columns,
    };
    tokio::spawn(Arc::new(run).all(table.rows));
    command::answer_row::<ImportTargetOfImports>(state, id, committed, started).await
}

/// How many results are recorded at most in one event, and how long a chunk waits at most:
/// the progress bar moves at least this often.
const CHUNK: usize = 200;
const CHUNK_WAIT: Duration = Duration::from_millis(300);

/// One import's runner.
struct Run {
    ctx: Ctx,
    id: Uuid,
    import: Import,
    columns: Vec<Option<&'static str>>,
}

impl Run {
    async fn all(self: Arc<Self>, rows: Vec<(u32, Vec<String>)>) {
        let mut chunk = Vec::with_capacity(CHUNK);
        let mut since = Instant::now();
        for (line, cells) in rows {
            let row = Row::new(line, &cells, &self.columns);
            let outcome = match outcome(&self.import, (self.import.row)(&self.ctx, &row).await) {
                Ok(outcome) => outcome,
                Err(error) => {
                    // Our failure: what was done is recorded, and the import says it stopped.
                    tracing::error!(import = %self.id, line, error = ?error, "an import's row failed");
                    if !chunk.is_empty() {
                        self.record(std::mem::take(&mut chunk)).await;
                    }
                    self.command(ImportCommand::InterruptImport).await;
                    return;
                }
            };
            chunk.push(ImportRowResult { line, outcome });
            if chunk.len() >= CHUNK || since.elapsed() >= CHUNK_WAIT {
                if !self.record(std::mem::take(&mut chunk)).await {
                    return;
                }
                since = Instant::now();
            }
        }
        if !chunk.is_empty() && !self.record(chunk).await {
            return;
        }
        // "Done" is told once every list shows the rows, so a result never reads ahead of the
        // records it names, and running the file again finds them all.
        let written = self
            .ctx
            .written
            .lock()
            .map(|mut written| std::mem::take(&mut *written))
            .unwrap_or_default();
        crate::jobs::settle(&self.ctx.state, written).await;
        self.command(ImportCommand::FinishImport).await;
    }

    /// Records a chunk of results; false when it could not be (the import is then left to the
    /// sweep).
    async fn record(&self, results: Vec<ImportRowResult>) -> bool {
        self.command(ImportCommand::RecordImportRows { results })
            .await
    }

    async fn command(&self, command: ImportCommand) -> bool {
        crate::jobs::record::<ImportTargetOfImports>(
            &self.ctx.state,
            &self.ctx.metadata,
            self.id,
            command,
        )
        .await
    }
}

/// Whether `employee_id` may read import `row`: its starter's, or any for an admin.
pub fn may_read(row: &ImportRow, employee_id: Uuid, admin: bool) -> bool {
    row.started_by == Some(employee_id) || admin
}

/// One sweep: interrupts every running import that has recorded nothing for `stalled_after`
/// (`jobs::spawn_sweeper`); answers how many.
pub async fn sweep(state: &AppState, stalled_after: Duration) -> ApiResult<usize> {
    crate::jobs::sweep::<ImportTargetOfImports>(
        state,
        "imports",
        "import_id",
        stalled_after,
        ImportCommand::InterruptImport,
    )
    .await
}
