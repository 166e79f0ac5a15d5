//! Tags (issue 12, spec §3 `tagIds`/`tagNames`): the area that proves the recipe. Names are
//! unique ('Name already exists'); admins create, rename, recolour and delete; everyone
//! signed in lists them and attaches them by id.

use async_graphql::{Context, Enum, ID, InputObject, Object, SimpleObject, Subscription};
use chrono::{DateTime, Utc};
use futures::future::BoxFuture;
use futures::{Stream, StreamExt};
use staffhub_domain::tags::TagCommand;
use std::time::Instant;
use uuid::Uuid;

use super::connection::{self, OrderDirection, connection};
use super::guard::{Policy, authorize};
use super::live::{self, ChangeKind, coded};
use super::members::Employee;
use super::node::Node;
use super::{ids, request, session, state};
use crate::areas::tags::{TagTarget, names, tag_id};
use crate::command::{self, Expect};
use crate::error::{ApiResult, GqlResult};
use crate::read::tags::{self as tag_reads, TagListFilter, TagRow, TagSort, TagSortField};
use crate::state::AppState;

/// How `node(id)` loads one Tag: the edge's hook in the area's descriptor
/// (`crate::areas::tags::AREA`), since it builds the GraphQL object.
pub(crate) fn tag_node(state: &AppState, id: Uuid) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        Ok(tag_reads::by_id(&state.reads, id)
            .await?
            .map(|row| Node::Tag(Tag(row))))
    })
}

/// A tag (spec §3). `color` is a palette name: gray, red, pink, grape, violet, indigo, blue,
/// cyan, teal, green, lime, yellow or orange.
pub struct Tag(pub TagRow);

#[Object]
impl Tag {
    pub async fn id(&self) -> ID {
        ids::encode("Tag", self.0.tag_id)
    }

    async fn name(&self) -> &str {
        &self.0.name
    }

    async fn color(&self) -> &str {
        &self.0.color
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

connection!(TagConnection, TagEdge, Tag, TagListFilter, tag_reads::count);

#[derive(InputObject, Default)]
pub struct TagFilter {
    /// Matches the name, case-insensitively.
    keyword: Option<String>,
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum TagOrderField {
    Name,
    CreatedAt,
    UpdatedAt,
}

#[derive(InputObject)]
pub struct TagOrder {
    field: TagOrderField,
    direction: OrderDirection,
}

fn to_sort(order: Option<TagOrder>) -> TagSort {
    order.map_or(
        TagSort {
            field: TagSortField::Name,
            descending: false,
        },
        |o| TagSort {
            field: match o.field {
                TagOrderField::Name => TagSortField::Name,
                TagOrderField::CreatedAt => TagSortField::CreatedAt,
                TagOrderField::UpdatedAt => TagSortField::UpdatedAt,
            },
            descending: o.direction == OrderDirection::Desc,
        },
    )
}

/// The tag list's filter as the read model takes it (`tags`, its live list and bulk edit).
fn to_filter(filter: Option<TagFilter>) -> ApiResult<TagListFilter> {
    Ok(TagListFilter {
        keyword: connection::keyword(filter.unwrap_or_default().keyword)?,
    })
}

/// "All matching this filter" in bulk (issue 35 §2): the tag list's own search and SQL, as `tags`
/// reads it (everyone signed in sees every tag; only admins are offered the delete).
pub(crate) fn bulk_select<'a>(
    state: &'a AppState,
    _: &'a crate::sessions::Session,
    filter: async_graphql::Value,
) -> BoxFuture<'a, ApiResult<Vec<staffhub_domain::bulk::BulkItem>>> {
    Box::pin(async move {
        let filter = to_filter(crate::bulk::list_filter(filter)?)?;
        crate::bulk::all_items(
            |offset, limit| tag_reads::list(&state.reads, &filter, to_sort(None), offset, limit),
            |row| row.tag_id,
        )
        .await
    })
}

#[derive(Default)]
pub struct TagQuery;

#[Object(guard = "Policy::query()")]
impl TagQuery {
    /// Tags, by name unless ordered otherwise. first: default 20, 1..=100.
    async fn tags(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        filter: Option<TagFilter>,
        order_by: Option<TagOrder>,
    ) -> GqlResult<TagConnection> {
        let filter = to_filter(filter)?;
        let sort = to_sort(order_by);
        let reads = &state(ctx).reads;
        let (edges, page_info) = connection::load(first, after.as_deref(), |offset, limit| {
            tag_reads::list(reads, &filter, sort, offset, limit)
        })
        .await?;
        let edges = edges.into_iter().map(|(c, row)| (c, Tag(row))).collect();
        Ok(TagConnection::new(edges, page_info, filter))
    }
}

#[derive(InputObject)]
pub struct CreateTagInput {
    /// 1–50 characters, unique regardless of case.
    name: String,
    color: String,
}

#[derive(SimpleObject)]
pub struct CreateTagPayload {
    tag: Tag,
    tag_edge: TagEdge,
}

/// Renames and/or recolours; identical data is rejected.
#[derive(InputObject)]
pub struct UpdateTagInput {
    id: ID,
    /// The `version` the form was loaded at: a tag changed since is not overwritten
    /// (204.X000.004).
    expected_version: i64,
    name: String,
    color: String,
}

#[derive(SimpleObject)]
pub struct UpdateTagPayload {
    tag: Tag,
}

#[derive(InputObject)]
pub struct DeleteTagInput {
    id: ID,
}

#[derive(SimpleObject)]
pub struct DeleteTagPayload {
    deleted_tag_id: ID,
}

#[derive(Default)]
pub struct TagMutation;

#[Object(guard = "Policy::mutation()")]
impl TagMutation {
    /// Admin: a new tag ('Name already exists' when the name is taken).
    async fn create_tag(
        &self,
        ctx: &Context<'_>,
        input: CreateTagInput,
    ) -> GqlResult<CreateTagPayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let id = Uuid::now_v7();
        let command = TagCommand::CreateTag {
            tag_id: id,
            name: input.name.clone(),
            color: input.color,
        };
        let started = Instant::now();
        let committed = names(state)
            .with_claim(&input.name, &id.to_string(), async {
                command::execute::<TagTarget>(state, &metadata, id, command, Expect::New).await
            })
            .await?;
        let row = command::answer_row::<TagTarget>(state, id, committed, started).await?;
        Ok(CreateTagPayload {
            tag: Tag(row.clone()),
            tag_edge: TagEdge {
                cursor: connection::cursor(0),
                node: Tag(row),
            },
        })
    }

    /// Admin: renames and/or recolours a tag.
    async fn update_tag(
        &self,
        ctx: &Context<'_>,
        input: UpdateTagInput,
    ) -> GqlResult<UpdateTagPayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let id = tag_id(&input.id)?;
        let command = TagCommand::UpdateTag {
            name: input.name.clone(),
            color: input.color,
        };
        let expect = Expect::Version(input.expected_version);
        let started = Instant::now();
        let committed = names(state)
            .with_claim(&input.name, &id.to_string(), async {
                command::execute::<TagTarget>(state, &metadata, id, command, expect).await
            })
            .await?;
        let row = command::answer_row::<TagTarget>(state, id, committed, started).await?;
        Ok(UpdateTagPayload { tag: Tag(row) })
    }

    /// Admin: deletes a tag to the trash (issue 35), as `deleteNode` does: its name is free
    /// again, items that carry it keep it unseen, and `restoreNode` brings it back on them.
    async fn delete_tag(
        &self,
        ctx: &Context<'_>,
        input: DeleteTagInput,
    ) -> GqlResult<DeleteTagPayload> {
        let metadata = request(ctx)?.metadata();
        let id = tag_id(&input.id)?;
        command::delete::<TagTarget>(state(ctx), session(ctx)?, &metadata, id, Expect::Any).await?;
        Ok(DeleteTagPayload {
            deleted_tag_id: input.id,
        })
    }
}

/// A tag created, changed or deleted.
#[derive(SimpleObject)]
pub struct TagChange {
    kind: ChangeKind,
    /// The tag's global id (also for a deleted tag).
    id: ID,
    /// Whether the tag, as it is now, is in the subscriber's list (the `filter` given to
    /// `tagsChanged`, by the list's own SQL, issue 32): false when it no longer matches (a
    /// rename away from the search) or is deleted, and the list drops it.
    matches: bool,
    /// The fresh tag; null once deleted.
    tag: Option<Tag>,
}

#[derive(Default)]
pub struct TagSubscription;

#[Subscription]
impl TagSubscription {
    /// Every tag created, changed or deleted, each told with whether it is now in the
    /// caller's list with `filter` (the `tags` query's filter; none: every tag), so the tags
    /// screen stays live without a matcher of its own (issue 32).
    async fn tags_changed(
        &self,
        ctx: &Context<'_>,
        filter: Option<TagFilter>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<TagChange>>> {
        authorize(ctx, "Subscription.tagsChanged").map_err(coded)?;
        let filter = to_filter(filter).map_err(coded)?;
        let changes = live::list_changes(ctx, "Tag", move |state, _caller, id| {
            let filter = filter.clone();
            async move {
                let Some(row) = tag_reads::by_id(&state.reads, id).await? else {
                    return Ok((None, false));
                };
                let matches = tag_reads::in_list(&state.reads, id, &filter).await?;
                Ok((Some(Tag(row)), matches))
            }
        })
        .map_err(coded)?;
        Ok(changes.map(|change| {
            change.map(|change| TagChange {
                kind: change.kind,
                id: ids::encode("Tag", change.id),
                matches: change.matches,
                tag: change.row,
            })
        }))
    }
}
