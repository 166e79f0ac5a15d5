//! History for auditors (issue: auditors and operators): `history`, `nodeAsOf`, `historyDiff`
//! on any audited entity. Access follows the policy for reading the entity itself.

use std::collections::HashSet;

use async_graphql::{ComplexObject, Context, ID, Json, Object, SimpleObject};
use chrono::{DateTime, Utc};
use serde_json::Value;
use uuid::Uuid;

use super::areas::{self, Area};
use super::connection::{self, PageInfo};
use super::guard::{Policy, authorize, authorize_read};
use super::node::Node;
use super::types::Employee;
use super::{request, session, state};
use crate::audit::{FieldChange as AuditChange, History, Line, Names, Timeline};
use crate::catalogue::Code;
use crate::error::GqlResult;
use crate::locale::Locale;
use crate::policy::Rule;

/// Auditors' operations on any registered entity; reading one's history needs what reading
/// the entity needs (`Entity::read_operation`).
pub static AREA: Area = Area {
    name: "history",
    policy: &[
        ("Query.history", Rule::SignedIn),
        ("Query.nodeAsOf", Rule::SignedIn),
        ("Query.historyDiff", Rule::SignedIn),
    ],
    projections: &[],
    entities: &[],
};

/// One field an event changed: the raw JSON values for machines, and for people its label,
/// its values as text (names, labels, dates) and, for a list of items or a nested object, each
/// item or field that changed (issue 37 §2), all in the caller's language.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct FieldChange {
    field: String,
    /// The field's label ("Assignees").
    label: String,
    old_value: Json<Value>,
    new_value: Json<Value>,
    /// The value before, as a person reads it (null: nothing).
    old_text: Option<String>,
    new_text: Option<String>,
    /// A list's items or a nested object's fields that changed, one line each ("Step 'Legal
    /// review': Approver", Legal → Finance); empty for a plain field.
    items: Vec<ChangeLine>,
    /// The global-id type the field refers to, when it holds another entity's id.
    #[graphql(skip)]
    reference: Option<&'static str>,
}

/// One readable line: a label, and the text before and after.
#[derive(SimpleObject, Clone)]
pub struct ChangeLine {
    label: String,
    old_text: Option<String>,
    new_text: Option<String>,
}

impl From<Line> for ChangeLine {
    fn from(line: Line) -> Self {
        Self {
            label: line.label,
            old_text: line.old,
            new_text: line.new,
        }
    }
}

impl FieldChange {
    /// The change as people and machines read it; `None` for an internal field (the entity's
    /// own id), which people are not shown.
    fn of(change: AuditChange, history: &History, locale: Locale, names: &Names) -> Option<Self> {
        let described = history.describe(&change, locale, names);
        if described.hidden {
            return None;
        }
        Some(Self {
            reference: history.reference(&change.field),
            label: described.label,
            old_text: described.old,
            new_text: described.new,
            items: described.items.into_iter().map(ChangeLine::from).collect(),
            field: change.field,
            old_value: Json(change.old),
            new_value: Json(change.new),
        })
    }
}

/// Whether the caller may see the entity a reference names: what reading it needs, and its
/// row-level rule (a document of roles the reader lacks reads as "not available").
async fn may_read(ctx: &Context<'_>, type_name: &str, raw: &str) -> GqlResult<bool> {
    let Some(entity) = areas::entities().find(|e| e.type_name == type_name) else {
        return Ok(false);
    };
    if authorize(ctx, entity.read_operation).is_err() {
        return Ok(false);
    }
    let Ok(uuid) = Uuid::parse_str(raw) else {
        // Numbered entities (roles) have no row-level rule.
        return Ok(true);
    };
    Ok(areas::may_see(state(ctx), super::session(ctx)?, type_name, uuid).await?)
}

/// [`names`] of the references the caller may see.
async fn readable_names(
    ctx: &Context<'_>,
    refs: Vec<(&'static str, String)>,
    locale: Locale,
) -> GqlResult<Names> {
    let mut allowed = Vec::new();
    let mut seen = HashSet::new();
    for (type_name, raw) in refs {
        if seen.insert((type_name, raw.clone())) && may_read(ctx, type_name, &raw).await? {
            allowed.push((type_name, raw));
        }
    }
    Ok(crate::audit::names(&state(ctx).pool, allowed, locale).await?)
}

/// Every reference the changes name (before and after), for [`names`].
fn change_references(
    history: &History,
    changes: &[AuditChange],
    out: &mut Vec<(&'static str, String)>,
) {
    for change in changes {
        for value in [&change.old, &change.new] {
            let state = serde_json::json!({ change.field.as_str(): value });
            history.references_in(&state, out);
        }
    }
}

/// The entity a reference field's value names, if the caller may read it and it still exists.
async fn referenced(
    ctx: &Context<'_>,
    reference: Option<&'static str>,
    value: &Value,
) -> GqlResult<Option<Node>> {
    let (Some(type_name), Some(raw)) = (reference, value.as_str()) else {
        return Ok(None);
    };
    let Ok(uuid) = uuid::Uuid::parse_str(raw) else {
        return Ok(None);
    };
    let Some(load) = areas::entity(type_name).and_then(|e| e.node) else {
        return Ok(None);
    };
    if authorize_read(ctx, type_name).is_err() {
        return Ok(None);
    }
    let Ok(session) = super::session(ctx) else {
        return Ok(None);
    };
    if !areas::may_see(state(ctx), session, type_name, uuid).await? {
        return Ok(None);
    }
    Ok(load(state(ctx), uuid).await?)
}

#[ComplexObject]
impl FieldChange {
    /// For a field holding another entity's id (a task's assignee): that entity before.
    async fn old_ref(&self, ctx: &Context<'_>) -> GqlResult<Option<Node>> {
        referenced(ctx, self.reference, &self.old_value.0).await
    }

    /// … and after the change.
    async fn new_ref(&self, ctx: &Context<'_>) -> GqlResult<Option<Node>> {
        referenced(ctx, self.reference, &self.new_value.0).await
    }
}

/// One recorded event of an entity.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct HistoryEntry {
    /// The entity's version after this event.
    sequence: i64,
    event_type: String,
    event_version: String,
    /// A human label in the caller's language.
    label: String,
    recorded_at: DateTime<Utc>,
    correlation_id: String,
    request_id: String,
    /// The event's payload (current shape: old versions are upcast).
    payload: Json<Value>,
    changes: Vec<FieldChange>,
    /// What the event says that the state cannot show (an approval's decision and comment, a
    /// manager's reason), labelled and readable.
    facts: Vec<ChangeLine>,
    #[graphql(skip)]
    actor_id: Option<Uuid>,
    #[graphql(skip)]
    api_token_id: Option<Uuid>,
}

#[ComplexObject]
impl HistoryEntry {
    /// Who did it; null for the system (CLI, seed, process managers).
    async fn actor(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.actor_id).await?)
    }

    /// The name of the personal API token the actor made the change with (issue 34 §3:
    /// "via API token …"); null when they made it signed in.
    async fn via_api_token(&self, ctx: &Context<'_>) -> GqlResult<Option<String>> {
        let Some(token_id) = self.api_token_id else {
            return Ok(None);
        };
        Ok(crate::read::api_tokens::name_of(&super::state(ctx).reads, token_id).await?)
    }
}

#[derive(SimpleObject)]
pub struct HistoryEdge {
    cursor: String,
    node: HistoryEntry,
}

#[derive(SimpleObject)]
pub struct HistoryConnection {
    edges: Vec<HistoryEdge>,
    page_info: PageInfo,
    total_count: i64,
}

/// An entity's state at one version, folded through its aggregate's own rules.
#[derive(SimpleObject)]
#[graphql(complex)]
pub struct EntitySnapshot {
    /// The entity's global id. (Not `id`: this is a past state, and Relay would merge it into
    /// the live entity's record.)
    entity_id: ID,
    type_name: String,
    version: i64,
    /// When the event that produced this version was recorded.
    recorded_at: DateTime<Utc>,
    state: Json<Value>,
    /// Each field of the state, labelled and readable, in the area's order (empty ones left
    /// out): what "state at a version" shows people.
    fields: Vec<SnapshotField>,
    #[graphql(skip)]
    history: &'static History,
}

/// One field of a past state, as a person reads it.
#[derive(SimpleObject)]
pub struct SnapshotField {
    field: String,
    label: String,
    /// Lines are separated by newlines (a list of items: one per line).
    text: String,
}

/// A state field holding another entity's id, and that entity.
#[derive(SimpleObject)]
pub struct SnapshotReference {
    field: String,
    /// Null when the caller may not read it or it no longer exists.
    node: Option<Node>,
}

#[ComplexObject]
impl EntitySnapshot {
    /// The entities the state's reference fields name (a task's assignee), so a past state
    /// reads as names, not ids.
    async fn references(&self, ctx: &Context<'_>) -> GqlResult<Vec<SnapshotReference>> {
        let mut references = Vec::new();
        for field in self.history.fields {
            let crate::audit::Kind::Reference(type_name) = field.kind else {
                continue;
            };
            if let Some(value) = self.state.0.get(field.name).filter(|v| !v.is_null()) {
                references.push(SnapshotReference {
                    field: field.name.to_owned(),
                    node: referenced(ctx, Some(type_name), value).await?,
                });
            }
        }
        Ok(references)
    }
}

/// The timeline behind `id`, if the caller may read that kind of entity.
async fn load_timeline(ctx: &Context<'_>, id: &str) -> GqlResult<Timeline> {
    let (type_name, uuid) = super::ids::decode_any(id)?;
    authorize_read(ctx, &type_name)?;
    // Not visible reads as absent: the caller learns nothing of its existence.
    if !areas::may_see(state(ctx), super::session(ctx)?, &type_name, uuid).await? {
        return Err(crate::error::ApiError::from(crate::catalogue::Code::EntityNotFound).into());
    }
    Ok(areas::timeline(&state(ctx).pool, id).await?)
}

#[derive(Default)]
pub struct HistoryQuery;

#[Object(guard = "Policy::query()")]
impl HistoryQuery {
    /// The entity's events in order, oldest first; with `sinceVersion`, only those after that
    /// version (what changed since an edit form was loaded).
    async fn history(
        &self,
        ctx: &Context<'_>,
        id: ID,
        first: Option<i32>,
        after: Option<String>,
        since_version: Option<i64>,
    ) -> GqlResult<HistoryConnection> {
        session(ctx)?;
        let locale = request(ctx)?.locale;
        let page = connection::page(first, after.as_deref())?;
        let timeline = load_timeline(ctx, &id).await?;
        let since = since_version.unwrap_or(0);
        if since < 0 || since > timeline.last_version() {
            return Err(Code::InvalidVersion.into());
        }
        let skipped = timeline
            .events
            .iter()
            .take_while(|e| e.sequence <= since)
            .count();
        let entries = timeline.entries(skipped + page.offset as usize, page.limit as usize + 1);
        let history = timeline.history;
        let mut refs = Vec::new();
        for entry in &entries {
            change_references(history, &entry.changes, &mut refs);
            history.fact_references(&entry.event.payload, &mut refs);
        }
        let names = readable_names(ctx, refs, locale).await?;
        let rows: Vec<HistoryEntry> = entries
            .into_iter()
            .map(|entry| HistoryEntry {
                sequence: entry.event.sequence,
                event_type: entry.event.event_type.clone(),
                event_version: entry.event.event_version.clone(),
                label: history.label(&entry.event.event_type, locale),
                recorded_at: entry.event.recorded_at,
                correlation_id: entry.event.metadata.correlation_id.to_string(),
                request_id: entry.event.metadata.request_id.to_string(),
                facts: history
                    .facts_of(&entry.event.payload, locale, &names)
                    .into_iter()
                    .map(ChangeLine::from)
                    .collect(),
                payload: Json(entry.event.payload.clone()),
                changes: entry
                    .changes
                    .into_iter()
                    .filter_map(|c| FieldChange::of(c, history, locale, &names))
                    .collect(),
                actor_id: entry.event.metadata.actor_id,
                api_token_id: entry.event.metadata.api_token_id,
            })
            .collect();
        let (edges, page_info) = connection::finish(page, rows);
        Ok(HistoryConnection {
            edges: edges
                .into_iter()
                .map(|(cursor, node)| HistoryEdge { cursor, node })
                .collect(),
            page_info,
            total_count: (timeline.events.len() - skipped) as i64,
        })
    }

    /// The entity as it was at `version`, or at moment `at` (give one, or neither for now).
    async fn node_as_of(
        &self,
        ctx: &Context<'_>,
        id: ID,
        at: Option<DateTime<Utc>>,
        version: Option<i64>,
    ) -> GqlResult<EntitySnapshot> {
        session(ctx)?;
        let locale = request(ctx)?.locale;
        let timeline = load_timeline(ctx, &id).await?;
        let snapshot = timeline.snapshot(at, version)?;
        let mut refs = Vec::new();
        timeline.history.references_in(&snapshot.state, &mut refs);
        let names = readable_names(ctx, refs, locale).await?;
        let fields = timeline
            .history
            .read(&snapshot.state, locale, &names)
            .into_iter()
            .map(|(field, text)| SnapshotField {
                field: field.name.to_owned(),
                label: field.label(locale).to_owned(),
                text,
            })
            .collect();
        Ok(EntitySnapshot {
            fields,
            entity_id: id,
            type_name: timeline.type_name.to_owned(),
            version: snapshot.version,
            recorded_at: snapshot.recorded_at,
            state: Json(snapshot.state),
            history: timeline.history,
        })
    }

    /// The fields that changed from `fromVersion` to `toVersion` (0 = before creation).
    async fn history_diff(
        &self,
        ctx: &Context<'_>,
        id: ID,
        from_version: i64,
        to_version: i64,
    ) -> GqlResult<Vec<FieldChange>> {
        session(ctx)?;
        let locale = request(ctx)?.locale;
        let timeline = load_timeline(ctx, &id).await?;
        let changes = timeline.diff_versions(from_version, to_version)?;
        let mut refs = Vec::new();
        change_references(timeline.history, &changes, &mut refs);
        let names = readable_names(ctx, refs, locale).await?;
        Ok(changes
            .into_iter()
            .filter_map(|c| FieldChange::of(c, timeline.history, locale, &names))
            .collect())
    }
}
