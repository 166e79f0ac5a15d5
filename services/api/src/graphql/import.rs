//! Import's edge (issue 35 §3): `importKinds`, `previewImport`, `startImport`, the `Import`
//! node and `importChanged`. The file reading, the row machinery and the runner are
//! `crate::import`; each kind's fields and commands are its area's (`Entity::import`). This
//! module names no area.

use async_graphql::{Context, Enum, ID, InputObject, Object, SimpleObject, Subscription, Upload};
use chrono::{DateTime, Utc};
use futures::Stream;
use futures::future::BoxFuture;
use staffhub_domain::imports::ImportOutcome;
use uuid::Uuid;

use super::areas::{Area, Entity};
use super::guard::{Policy, authorize};
use super::live::{self, ChangeKind, coded};
use super::members::Employee;
use super::node::Node;
use super::{ids, request, session, state};
use crate::audit::{Field, History, ID as ID_FIELD, Kind, blank, states};
use crate::catalogue::Code;
use crate::error::{ApiResult, GqlResult};
use crate::import::{self as runner, ImportField};
use crate::locale::Locale;
use crate::policy::Rule;
use crate::read::imports::{self as reads, ImportRow};
use crate::sessions::Session;
use crate::state::AppState;

pub static AREA: Area = Area {
    name: "import",
    policy: &[
        ("Query.importKinds", Rule::SignedIn),
        // Each kind's own operations then decide (`import::Import`), as for rows made by hand.
        ("Mutation.previewImport", Rule::SignedIn),
        ("Mutation.startImport", Rule::SignedIn),
        ("Subscription.importChanged", Rule::SignedIn),
    ],
    projections: &["imports"],
    entities: &[Entity {
        type_name: "Import",
        aggregate_type: "Import",
        read_operation: "Query.importKinds",
        read_model: None,
        lifecycle: None,
        search: None,
        node: Some(import_node),
        // An import is its starter's (and an admin's), as their own screen's progress.
        visible: Some(visible),
        trash: None,
        bulk: None,
        import: None,
        history: History {
            states: states::<staffhub_domain::imports::Import>,
            blank: blank::<staffhub_domain::imports::Import>,
            labels: &[
                ("ImportStarted", "Import started", "インポートを開始"),
                ("ImportRowsDone", "Rows done", "行を処理"),
                ("ImportFinished", "Import finished", "インポートが完了"),
                (
                    "ImportInterrupted",
                    "Import interrupted",
                    "インポートが中断",
                ),
            ],
            title: ("/entity_type", "/entity_type"),
            fields: HISTORY,
            facts: &[],
        },
    }],
};

/// How auditors read an import.
static HISTORY: &[Field] = &[
    ID_FIELD,
    Field::plain("entity_type", "Kind of record", "レコードの種類"),
    Field::plain("rows", "Rows", "行数"),
    Field::plain("done", "Done", "処理済み"),
    Field::new("last_line", "Last line", "最後の行", Kind::Hidden),
    Field::plain("created", "Created", "作成"),
    Field::plain("updated", "Updated", "更新"),
    Field::plain("ended", "Ended", "終了"),
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

/// `node(id)` for an import (the `visible` rule has been asked).
pub(crate) fn import_node(state: &AppState, id: Uuid) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        Ok(reads::by_id(&state.reads, id)
            .await?
            .map(|row| Node::Import(Import(row))))
    })
}

fn locale(ctx: &Context<'_>) -> Locale {
    request(ctx).map(|r| r.locale).unwrap_or_default()
}

/// A kind the caller may import.
pub struct ImportKind(&'static Entity);

#[Object]
impl ImportKind {
    /// The GraphQL type ("Organization").
    #[graphql(name = "type")]
    async fn type_name(&self) -> &str {
        self.0.type_name
    }
    /// What a person calls the kind, in the caller's language.
    async fn label(&self, ctx: &Context<'_>) -> &str {
        self.0.import.map_or("", |i| locale(ctx).pick(i.label))
    }
    async fn fields(&self, ctx: &Context<'_>) -> Vec<ImportFieldInfo> {
        let locale = locale(ctx);
        self.0
            .import
            .iter()
            .flat_map(|i| i.fields)
            .map(|field| ImportFieldInfo::new(field, locale))
            .collect()
    }
}

/// One field a column may fill.
#[derive(SimpleObject)]
pub struct ImportFieldInfo {
    /// The field's name, as `columns` gives it.
    name: &'static str,
    /// Its label, in the caller's language.
    label: &'static str,
    /// A row needs a value for it.
    required: bool,
    /// It is (part of) the natural key that finds a record to update.
    key: bool,
    /// How a value is written, in the caller's language.
    hint: Option<&'static str>,
}

impl ImportFieldInfo {
    fn new(field: &ImportField, locale: Locale) -> Self {
        Self {
            name: field.name,
            label: locale.pick(field.label),
            required: field.required,
            key: field.key,
            hint: field.hint.map(|hint| locale.pick(hint)),
        }
    }
}

/// What became of a row (or, in a preview, would).
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum ImportRowOutcome {
    Created,
    Updated,
    Unchanged,
    Refused,
}

/// One row of a preview.
#[derive(SimpleObject)]
pub struct ImportPreviewRow {
    /// Its line in the file (the header is line 1).
    line: i32,
    outcome: ImportRowOutcome,
    /// The row's cells, one per header.
    cells: Vec<String>,
    /// A refusal's catalogue code.
    code: Option<String>,
    /// The field at fault, where one is.
    field: Option<String>,
    /// A refusal's message, in the caller's language.
    message: Option<String>,
}

impl ImportPreviewRow {
    fn new(row: runner::PreviewRow, locale: Locale) -> Self {
        let (outcome, code, field) = match row.outcome {
            ImportOutcome::Created { .. } => (ImportRowOutcome::Created, None, None),
            ImportOutcome::Updated { .. } => (ImportRowOutcome::Updated, None, None),
            ImportOutcome::Unchanged { .. } => (ImportRowOutcome::Unchanged, None, None),
            ImportOutcome::Refused { code, field } => {
                (ImportRowOutcome::Refused, Some(code), field)
            }
        };
        Self {
            line: row.line as i32,
            outcome,
            message: code
                .as_deref()
                .map(|code| Code::message_of(code, locale).to_owned()),
            cells: row.cells,
            code,
            field,
        }
    }
}

/// What importing a file would do, before anything is written.
#[derive(SimpleObject)]
pub struct ImportPreview {
    #[graphql(name = "type")]
    type_name: &'static str,
    file_name: String,
    /// How the file was read: "UTF-8", "UTF-8 with BOM" or "Shift_JIS".
    encoding: &'static str,
    headers: Vec<String>,
    /// The mapping used, one entry per header (as given, or suggested from the headers).
    columns: Vec<Option<&'static str>>,
    /// Required fields no column fills: while any, no row is decided.
    missing: Vec<&'static str>,
    total: i32,
    creates: i32,
    updates: i32,
    unchanged: i32,
    refused: i32,
    /// The file's first 50 rows, and its refused rows up to the first 1,000 (`refused`
    /// counts them all), in the file's order.
    rows: Vec<ImportPreviewRow>,
}

#[derive(InputObject)]
pub struct PreviewImportInput {
    /// The kind ("Organization"), one of `importKinds`.
    #[graphql(name = "type")]
    pub type_name: String,
    /// The CSV file: UTF-8 (with or without a BOM) or Shift_JIS, at most 10 MB.
    pub file: Upload,
    /// For each column of the file, in order, the field it fills (null: left out). Omitted:
    /// suggested from the headers.
    pub columns: Option<Vec<Option<String>>>,
}

#[derive(SimpleObject)]
pub struct PreviewImportPayload {
    pub preview: ImportPreview,
}

#[derive(InputObject)]
pub struct StartImportInput {
    #[graphql(name = "type")]
    pub type_name: String,
    pub file: Upload,
    /// For each column of the file, in order, the field it fills (null: left out).
    pub columns: Vec<Option<String>>,
}

#[derive(SimpleObject)]
pub struct StartImportPayload {
    pub import: Import,
}

/// Where an import is in its life.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum ImportStatus {
    Running,
    Done,
    /// The server stopped before every row was done; running the file again does the rest.
    Interrupted,
}

/// One refused line of an import.
#[derive(SimpleObject)]
pub struct ImportRefusal {
    line: i32,
    /// The field at fault, where one is.
    field: Option<String>,
    code: String,
    /// The message, in the caller's language.
    message: String,
}

/// One import: its progress and its result.
pub struct Import(pub(crate) ImportRow);

/// Most refused lines an import's result lists.
const MAX_REFUSALS: i64 = 1_000;

#[Object]
impl Import {
    pub async fn id(&self) -> ID {
        ids::encode("Import", self.0.import_id)
    }
    /// The kind of record ("Organization").
    #[graphql(name = "type")]
    async fn type_name(&self) -> &str {
        &self.0.entity_type
    }
    async fn file_name(&self) -> &str {
        &self.0.file_name
    }
    async fn encoding(&self) -> &str {
        &self.0.encoding
    }
    async fn status(&self) -> ImportStatus {
        match self.0.status.as_str() {
            "done" => ImportStatus::Done,
            "interrupted" => ImportStatus::Interrupted,
            _ => ImportStatus::Running,
        }
    }
    /// Rows in the file.
    async fn total(&self) -> i32 {
        self.0.total
    }
    /// Rows done so far: the progress bar.
    async fn done(&self) -> i32 {
        self.0.done
    }
    async fn created(&self) -> i32 {
        self.0.created
    }
    async fn updated(&self) -> i32 {
        self.0.updated
    }
    /// Rows whose record already held their values.
    async fn unchanged(&self) -> i32 {
        self.0.unchanged
    }
    async fn refused(&self) -> i32 {
        self.0.refused
    }
    /// The refused lines, in the file's order (the first 1,000).
    async fn refusals(&self, ctx: &Context<'_>) -> GqlResult<Vec<ImportRefusal>> {
        if self.0.refused == 0 {
            return Ok(Vec::new());
        }
        let rows = reads::refused(&state(ctx).reads, self.0.import_id, MAX_REFUSALS).await?;
        let locale = locale(ctx);
        Ok(rows
            .into_iter()
            .map(|row| ImportRefusal {
                line: row.line,
                field: row.field,
                message: Code::message_of(&row.code, locale).to_owned(),
                code: row.code,
            })
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
    async fn version(&self) -> i64 {
        self.0.version
    }
}

/// The file of an upload, read (at most one byte past the largest file taken).
async fn read(ctx: &Context<'_>, file: Upload) -> ApiResult<(String, Vec<u8>)> {
    let upload = file.value(ctx).map_err(|_| Code::ImportNotCsv)?;
    let name = upload.filename.clone();
    let bytes = crate::files::read_upload_up_to(upload, runner::file::MAX_BYTES).await?;
    Ok((name, bytes))
}

#[derive(Default)]
pub struct ImportQuery;

#[Object(guard = "Policy::query()")]
impl ImportQuery {
    /// The kinds the caller may import (every rule a row may need passes), with their fields.
    async fn import_kinds(&self, ctx: &Context<'_>) -> GqlResult<Vec<ImportKind>> {
        Ok(runner::kinds_for(session(ctx)?)
            .into_iter()
            .map(ImportKind)
            .collect())
    }
}

#[derive(Default)]
pub struct ImportMutation;

#[Object(guard = "Policy::mutation()")]
impl ImportMutation {
    /// Reads the file and decides every row as the import would, writing nothing: what would
    /// be created, updated or left unchanged, and every row's refusal with its field.
    async fn preview_import(
        &self,
        ctx: &Context<'_>,
        input: PreviewImportInput,
    ) -> GqlResult<PreviewImportPayload> {
        let session = session(ctx)?;
        let (file_name, bytes) = read(ctx, input.file).await?;
        let metadata = request(ctx)?.metadata();
        let preview = runner::preview(
            state(ctx),
            session,
            &metadata,
            &input.type_name,
            file_name,
            &bytes,
            input.columns,
        )
        .await?;
        let locale = locale(ctx);
        Ok(PreviewImportPayload {
            preview: ImportPreview {
                type_name: preview.type_name,
                file_name: preview.file_name,
                encoding: preview.table.encoding,
                total: preview.table.rows.len() as i32,
                headers: preview.table.headers,
                columns: preview.columns,
                missing: preview.missing,
                creates: preview.creates as i32,
                updates: preview.updates as i32,
                unchanged: preview.unchanged as i32,
                refused: preview.refused as i32,
                rows: preview
                    .rows
                    .into_iter()
                    .map(|row| ImportPreviewRow::new(row, locale))
                    .collect(),
            },
        })
    }

    /// Starts the import (issue 35 §3): every row is written by its area's own commands, with
    /// the import's id as their correlation id. Answers at once with the import running;
    /// `importChanged` tells its progress. Coded errors only for the file as a whole; each
    /// row's refusal is in the import's result.
    async fn start_import(
        &self,
        ctx: &Context<'_>,
        input: StartImportInput,
    ) -> GqlResult<StartImportPayload> {
        let session = session(ctx)?;
        let (file_name, bytes) = read(ctx, input.file).await?;
        let metadata = request(ctx)?.metadata();
        let row = runner::start(
            state(ctx),
            session,
            &metadata,
            &input.type_name,
            file_name,
            &bytes,
            input.columns,
        )
        .await?;
        Ok(StartImportPayload {
            import: Import(row),
        })
    }
}

/// An import that moved on.
#[derive(SimpleObject)]
pub struct ImportChange {
    pub kind: ChangeKind,
    pub id: ID,
    pub import: Option<Import>,
}

#[derive(Default)]
pub struct ImportSubscription;

#[Subscription]
impl ImportSubscription {
    /// One import's progress and result.
    async fn import_changed(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<ImportChange>>> {
        authorize(ctx, "Subscription.importChanged").map_err(coded)?;
        let id = ids::decode(&id, "Import", Code::InvalidId).map_err(coded)?;
        live::job_changes(
            ctx,
            "Import",
            id,
            Code::ImportNotFound,
            move |state, caller, id, notice| async move {
                let row = reads::by_id(&state.reads, id)
                    .await?
                    .filter(|row| runner::may_read(row, caller.employee_id, caller.admin));
                Ok(row.map(|row| ImportChange {
                    kind: notice.map_or(ChangeKind::Updated, |n| n.kind.into()),
                    id: ids::encode("Import", id),
                    import: Some(Import(row)),
                }))
            },
        )
        .await
        .map_err(coded)
    }
}
