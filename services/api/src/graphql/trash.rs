//! Delete, undo and restore for every area (issue 35): `deleteNode`, `restoreNode`, the
//! `trash` list and its live notices. An area takes part by declaring its entity's `trash`
//! (`areas::Trash`): the table its projection keeps deleted rows in, the operation whose
//! rule deletes and restores one, and its two commands, which also apply the area's own
//! row-level rule (who edits one), and, where not every entry is for everyone, who sees one
//! (`Trash::visible`, asked inside the list's statement). This module names no area.

use async_graphql::{Context, ID, InputObject, Object, SimpleObject, Subscription};
use chrono::{DateTime, Utc};
use futures::{Stream, StreamExt};

use super::areas::{self, Area, Entity, Trash};
use super::connection::{self, connection};
use super::guard::{Policy, authorize};
use super::live::{self, ChangeKind, coded};
use super::members::Employee;
use super::node::Node;
use super::{ids, request, session, state};
use crate::access::Caller;
use crate::catalogue::Code;
use crate::command::Expect;
use crate::error::{ApiResult, GqlResult};
use crate::policy::{self, Rule};
use crate::read::trash::{self as reads, TrashFilter, TrashRow, TrashSource, Visibility};
use crate::sessions::Session;

/// The shared operations; each entity's own `Trash::operation` then decides who deletes and
/// restores it, and the area's command its row-level rule.
pub static AREA: Area = Area {
    name: "trash",
    policy: &[
        ("Mutation.deleteNode", Rule::SignedIn),
        ("Mutation.restoreNode", Rule::SignedIn),
        ("Query.trash", Rule::SignedIn),
        ("Subscription.trashChanged", Rule::SignedIn),
    ],
    projections: &[],
    entities: &[],
};

/// The entity behind a global id and its part in the trash, if the caller may delete and
/// restore that kind ('This item cannot be deleted' for a kind that is never deleted).
fn trashable(
    ctx: &Context<'_>,
    id: &ID,
) -> ApiResult<(&'static Entity, &'static Trash, uuid::Uuid)> {
    let (type_name, uuid) = ids::decode_any(id)?;
    let entity = areas::entity(&type_name).ok_or(Code::InvalidId)?;
    let trash = entity.trash.as_ref().ok_or(Code::NotDeletable)?;
    authorize(ctx, trash.operation)?;
    Ok((entity, trash, uuid))
}

/// An entity's trash as the reads read it: its table, and its rule over the row an entry would
/// bring back. A rule without a read model row to ask it of hides the kind (`areas` tests
/// that none is declared so).
pub(crate) fn source(entity: &'static Entity, trash: &'static Trash) -> Option<TrashSource> {
    let visible = match trash.visible {
        None => None,
        Some(condition) => {
            let model = entity.read_model.as_ref()?;
            Some(Visibility {
                table: model.table,
                alias: model.alias,
                id_column: model.id_column,
                condition,
            })
        }
    };
    Some(TrashSource {
        table: trash.table,
        entity_type: entity.type_name,
        visible,
    })
}

/// The trash tables of the kinds `session` may restore, optionally only of `types`.
fn readable_tables(session: &Session, types: Option<&[String]>) -> Vec<TrashSource> {
    areas::trashable()
        .filter(|(entity, _)| types.is_none_or(|types| types.iter().any(|t| t == entity.type_name)))
        .filter(|(_, trash)| {
            areas::rule_for(trash.operation)
                .is_some_and(|rule| policy::check(rule, Some(session)).is_ok())
        })
        .filter_map(|(entity, trash)| source(entity, trash))
        .collect()
}

/// A reference whose item was deleted (issue 35: "references to a deleted item read
/// '(deleted)', linked for those who may see the trash"). Every reader is told the item is
/// deleted; one who sees its trash entry is also given the entry, to name it and restore it.
#[derive(SimpleObject)]
pub struct DeletedReference {
    /// The item's trash entry, for a reader who sees it; null for anyone else (the reference
    /// then reads only "(deleted)", without the title they may not have been allowed to see).
    pub entry: Option<TrashItem>,
}

/// What a reference to `entity_id`, an item of GraphQL type `type_name`, reads when the item
/// no longer resolves: Some once it is in its kind's trash, None otherwise (a kind without a
/// trash, or an item that is simply gone from the caller's sight). The one way every area
/// answers its `deleted…` reference fields.
pub(crate) async fn deleted_reference(
    ctx: &Context<'_>,
    type_name: &str,
    entity_id: uuid::Uuid,
) -> ApiResult<Option<DeletedReference>> {
    let Some(trash) = areas::entity(type_name).and_then(|entity| entity.trash.as_ref()) else {
        return Ok(None);
    };
    // Not even "(deleted)" for a reader who may not read that kind at all.
    if super::guard::authorize_read(ctx, type_name).is_err() {
        return Ok(None);
    }
    let pool = &state(ctx).reads;
    if reads::title(pool, trash.table, entity_id).await?.is_none() {
        return Ok(None);
    }
    let session = session(ctx)?;
    let types = [type_name.to_owned()];
    let entry = match readable_tables(session, Some(&types)).first() {
        Some(source) => reads::by_id(pool, source, &Caller::of(session), entity_id, None)
            .await?
            .map(TrashItem),
        None => None,
    };
    Ok(Some(DeletedReference { entry }))
}

#[derive(InputObject)]
pub struct DeleteNodeInput {
    /// The global id of what to delete (a project, …).
    pub id: ID,
    /// The version it was shown at: deleting what changed since is refused as stale, so
    /// nobody deletes what they have not seen. Null: as it is now.
    pub expected_version: Option<i64>,
}

#[derive(SimpleObject)]
pub struct DeleteNodePayload {
    /// The id deleted: lists drop it, and "Undo" restores it.
    pub deleted_id: ID,
}

#[derive(InputObject)]
pub struct RestoreNodeInput {
    /// The global id of a deleted entity.
    pub id: ID,
}

#[derive(SimpleObject)]
pub struct RestoreNodePayload {
    pub restored_id: ID,
    /// The entity as it is back, as `node(id)` reads it.
    pub node: Option<Node>,
}

/// A deleted entity, as the trash lists it.
pub struct TrashItem(TrashRow);

#[Object]
impl TrashItem {
    /// The trash entry's own id (Relay's store keeps it apart from the entity's record).
    async fn id(&self) -> ID {
        ids::encode("TrashItem", self.0.entity_id)
    }
    /// The deleted entity's global id (`restoreNode` takes it).
    async fn entity_id(&self) -> ID {
        ids::encode(&self.0.entity_type, self.0.entity_id)
    }
    /// Its GraphQL type ("Project").
    async fn type_name(&self) -> &str {
        &self.0.entity_type
    }
    /// What it was called when deleted.
    async fn title(&self) -> &str {
        &self.0.title
    }
    async fn deleted_at(&self) -> DateTime<Utc> {
        self.0.deleted_at
    }
    async fn deleted_by(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.0.deleted_by).await?)
    }
    /// The version at which it was deleted.
    async fn version(&self) -> i64 {
        self.0.version
    }
}

connection!(
    TrashItemConnection,
    TrashItemEdge,
    TrashItem,
    TrashFilter,
    reads::count
);

#[derive(Default)]
pub struct TrashQuery;

#[Object(guard = "Policy::query()")]
impl TrashQuery {
    /// What was deleted, newest first: of the kinds the caller may restore (an admin's is
    /// every area's), or only of `types` (an area's own trash: `["Project"]`).
    async fn trash(
        &self,
        ctx: &Context<'_>,
        types: Option<Vec<String>>,
        keyword: Option<String>,
        first: Option<i32>,
        after: Option<String>,
    ) -> GqlResult<TrashItemConnection> {
        let page = connection::page(first, after.as_deref())?;
        let session = session(ctx)?;
        let filter = TrashFilter {
            tables: readable_tables(session, types.as_deref()),
            keyword,
            caller: Some(Caller::of(session)),
        };
        let rows = reads::list(&state(ctx).reads, &filter, page.offset, page.limit + 1).await?;
        let (edges, info) = connection::finish(page, rows);
        Ok(TrashItemConnection::new(
            edges
                .into_iter()
                .map(|(cursor, row)| (cursor, TrashItem(row)))
                .collect(),
            info,
            filter,
        ))
    }
}

#[derive(Default)]
pub struct TrashMutation;

#[Object(guard = "Policy::mutation()")]
impl TrashMutation {
    /// Moves an entity to the trash (issue 35): it leaves every list, count, search and board
    /// at once, and its history keeps everything. Refused while others depend on it, with
    /// what depends on it (`extensions.dependents`).
    async fn delete_node(
        &self,
        ctx: &Context<'_>,
        input: DeleteNodeInput,
    ) -> GqlResult<DeleteNodePayload> {
        let (_, trash, id) = trashable(ctx, &input.id)?;
        let metadata = request(ctx)?.metadata();
        let expect = input.expected_version.map_or(Expect::Any, Expect::Version);
        (trash.delete)(state(ctx), session(ctx)?, &metadata, id, expect).await?;
        Ok(DeleteNodePayload {
            deleted_id: input.id,
        })
    }

    /// Brings a deleted entity back, as it was ("Undo", or from the trash).
    async fn restore_node(
        &self,
        ctx: &Context<'_>,
        input: RestoreNodeInput,
    ) -> GqlResult<RestoreNodePayload> {
        let (entity, trash, id) = trashable(ctx, &input.id)?;
        // An entry the caller does not see is not in their trash, as one that never was.
        if trash.visible.is_some() {
            let caller = Caller::of(session(ctx)?);
            let seen = match source(entity, trash) {
                Some(source) => reads::by_id(&state(ctx).reads, &source, &caller, id, None)
                    .await?
                    .is_some(),
                None => false,
            };
            if !seen {
                return Err(Code::NotDeleted.into());
            }
        }
        let metadata = request(ctx)?.metadata();
        (trash.restore)(state(ctx), session(ctx)?, &metadata, id, Expect::Any).await?;
        let node = match entity.node {
            Some(load) => load(state(ctx), id).await?,
            None => None,
        };
        Ok(RestoreNodePayload {
            restored_id: input.id,
            node,
        })
    }
}

/// A trash entry that came or went.
#[derive(SimpleObject)]
pub struct TrashChange {
    pub kind: ChangeKind,
    /// The entry's id (`TrashItem.id`), which a list removes when `matches` is false.
    pub id: ID,
    /// The entity's global id.
    pub entity_id: ID,
    /// Whether it is in the caller's trash list now (false: restored, or not theirs to see).
    pub matches: bool,
    pub item: Option<TrashItem>,
}

#[derive(Default)]
pub struct TrashSubscription;

#[Subscription]
impl TrashSubscription {
    /// Every deletion and restore of the kinds the caller may restore (or only of `types`),
    /// told with whether the entity is now in their trash and holds `keyword` (the list's
    /// search, matched here as `trash` matches it), so the trash list stays live.
    async fn trash_changed(
        &self,
        ctx: &Context<'_>,
        types: Option<Vec<String>>,
        keyword: Option<String>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<TrashChange>>> {
        authorize(ctx, "Subscription.trashChanged").map_err(coded)?;
        let tables = readable_tables(session(ctx).map_err(coded)?, types.as_deref());
        // One live list per kind, so each notice keeps its kind's table and global id.
        let keyword = std::sync::Arc::new(keyword);
        let mut streams = Vec::new();
        for trashed in tables {
            let type_name = trashed.entity_type;
            let keyword = keyword.clone();
            // Edits of live entities never touch the trash.
            let source = live::notices(state(ctx), type_name).filter(|notice| {
                std::future::ready(ChangeKind::from(notice.kind) != ChangeKind::Updated)
            });
            let changes =
                live::list_changes_of(ctx, source, move |state, caller: Caller, id, _| {
                    let keyword = keyword.clone();
                    async move {
                        let entity_id = ids::encode(type_name, id);
                        let found =
                            reads::by_id(&state.reads, &trashed, &caller, id, keyword.as_deref())
                                .await?;
                        if let Some(row) = found {
                            return Ok((Some((entity_id, Some(TrashItem(row)))), true));
                        }
                        // Not in their trash, or not holding the keyword: told (to leave their
                        // list) only where they would have seen the entry; one hidden from them is
                        // not told at all.
                        let told = reads::would_see(&state.reads, &trashed, &caller, id).await?;
                        Ok((told.then_some((entity_id, None)), false))
                    }
                })
                .map_err(coded)?;
            streams.push(changes.boxed());
        }
        Ok(
            futures::stream::select_all(streams).filter_map(|change| async move {
                match change {
                    Ok(change) => {
                        // None: not the caller's to hear of.
                        let (entity_id, item) = change.row?;
                        Some(Ok(TrashChange {
                            kind: change.kind,
                            id: ids::encode("TrashItem", change.id),
                            entity_id,
                            matches: change.matches,
                            item,
                        }))
                    }
                    Err(error) => Some(Err(error)),
                }
            }),
        )
    }
}
