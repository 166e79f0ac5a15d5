//! Saved views (issue 35 §5): a named filter, sort and column set of one list, private to its
//! owner or shared with a role, listed in the navigation and opened by URL. Who reads one is
//! one SQL condition (`read::views::condition`), inside every query; only its owner changes
//! one (an admin may delete any).

use async_graphql::{Context, ID, InputObject, Object, SimpleObject, Subscription};
use chrono::{DateTime, Utc};
use futures::future::BoxFuture;
use futures::{Stream, StreamExt};
use staffhub_domain::views::SavedViewCommand;
use std::time::Instant;
use uuid::Uuid;

use super::connection::{self, connection};
use super::guard::{Policy, authorize};
use super::live::{self, ChangeKind, coded};
use super::members::{Employee, ProfileRole, load_roles};
use super::node::Node;
use super::{ids, request, session, state};
use crate::access::Caller;
use crate::areas::views::{SavedViewTarget, check_role, may_change, saved_view_id};
use crate::command::{self, Expect};
use crate::error::{ApiResult, GqlResult};
use crate::read::views::{self as view_reads, SavedViewListFilter, SavedViewRow};
use crate::state::AppState;

/// How `node(id)` loads one saved view (the descriptor's read model decides who may).
pub(crate) fn saved_view_node(
    state: &AppState,
    id: Uuid,
) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        Ok(view_reads::by_id(&state.reads, id)
            .await?
            .map(|row| Node::SavedView(SavedView(row))))
    })
}

/// A saved view: one list's filter, sort and columns under a name.
pub struct SavedView(pub SavedViewRow);

#[Object]
impl SavedView {
    pub async fn id(&self) -> ID {
        ids::encode("SavedView", self.0.view_id)
    }

    /// The list it belongs to ("issues", "tasks", "organizations", "documents", …).
    async fn list(&self) -> &str {
        &self.0.list
    }

    async fn name(&self) -> &str {
        &self.0.name
    }

    /// The list's URL search parameters (filter, sort, columns), without the `?`.
    async fn query(&self) -> &str {
        &self.0.query
    }

    /// The role whose holders see it too; null: private.
    async fn shared_with_role(&self, ctx: &Context<'_>) -> GqlResult<Option<ProfileRole>> {
        let Some(role_id) = self.0.shared_with_role_id else {
            return Ok(None);
        };
        Ok(load_roles(ctx, &[role_id]).await?.into_iter().next())
    }

    async fn owner(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, Some(self.0.owner_id)).await?)
    }

    /// Whether the caller owns it (and so may rename, change, share and delete it).
    async fn is_mine(&self, ctx: &Context<'_>) -> GqlResult<bool> {
        Ok(session(ctx)?.employee_id == self.0.owner_id)
    }

    /// Whether the caller may change it: its owner only.
    async fn viewer_can_edit(&self, ctx: &Context<'_>) -> GqlResult<bool> {
        Ok(session(ctx)?.employee_id == self.0.owner_id)
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
    SavedViewConnection,
    SavedViewEdge,
    SavedView,
    SavedViewListFilter,
    view_reads::count
);

fn to_filter(ctx: &Context<'_>, list: Option<String>) -> ApiResult<SavedViewListFilter> {
    Ok(SavedViewListFilter {
        caller: Caller::of(session(ctx)?),
        list: list.map(|l| l.trim().to_owned()).filter(|l| !l.is_empty()),
    })
}

#[derive(Default)]
pub struct SavedViewQuery;

#[Object(guard = "Policy::query()")]
impl SavedViewQuery {
    /// The caller's saved views and those shared with one of their roles, of one list (or of
    /// every list), by list then name. first: default 20, 1..=100.
    async fn saved_views(
        &self,
        ctx: &Context<'_>,
        list: Option<String>,
        first: Option<i32>,
        after: Option<String>,
    ) -> GqlResult<SavedViewConnection> {
        let filter = to_filter(ctx, list)?;
        let reads = &state(ctx).reads;
        let (edges, page_info) = connection::load(first, after.as_deref(), |offset, limit| {
            view_reads::list(reads, &filter, offset, limit)
        })
        .await?;
        let edges = edges
            .into_iter()
            .map(|(c, row)| (c, SavedView(row)))
            .collect();
        Ok(SavedViewConnection::new(edges, page_info, filter))
    }
}

#[derive(InputObject)]
pub struct CreateSavedViewInput {
    /// The list it belongs to ("issues", "tasks", "organizations", "documents", …).
    list: String,
    /// 1–100 characters.
    name: String,
    /// The list's URL search parameters, at most 2,000 characters.
    query: String,
    /// Null: private.
    shared_with_role_id: Option<i32>,
}

#[derive(SimpleObject)]
pub struct CreateSavedViewPayload {
    saved_view: SavedView,
    saved_view_edge: SavedViewEdge,
}

/// Renames, changes the query and/or the sharing; identical data is rejected.
#[derive(InputObject)]
pub struct UpdateSavedViewInput {
    id: ID,
    /// The `version` the form was loaded at: a view changed since is not overwritten
    /// (204.X000.004).
    expected_version: i64,
    name: String,
    query: String,
    shared_with_role_id: Option<i32>,
}

#[derive(SimpleObject)]
pub struct UpdateSavedViewPayload {
    saved_view: SavedView,
}

#[derive(InputObject)]
pub struct DeleteSavedViewInput {
    id: ID,
}

#[derive(SimpleObject)]
pub struct DeleteSavedViewPayload {
    deleted_saved_view_id: ID,
}

#[derive(Default)]
pub struct SavedViewMutation;

#[Object(guard = "Policy::mutation()")]
impl SavedViewMutation {
    /// Saves the caller's current filter, sort and columns of a list under a name.
    async fn create_saved_view(
        &self,
        ctx: &Context<'_>,
        input: CreateSavedViewInput,
    ) -> GqlResult<CreateSavedViewPayload> {
        let state = state(ctx);
        let owner_id = session(ctx)?.employee_id;
        let metadata = request(ctx)?.metadata();
        check_role(state, input.shared_with_role_id).await?;
        let id = Uuid::now_v7();
        let command = SavedViewCommand::CreateSavedView {
            view_id: id,
            owner_id,
            list: input.list,
            name: input.name,
            query: input.query,
            shared_with_role_id: input.shared_with_role_id,
        };
        let started = Instant::now();
        let committed =
            command::execute::<SavedViewTarget>(state, &metadata, id, command, Expect::New).await?;
        let row = command::answer_row::<SavedViewTarget>(state, id, committed, started).await?;
        Ok(CreateSavedViewPayload {
            saved_view: SavedView(row.clone()),
            saved_view_edge: SavedViewEdge {
                cursor: connection::cursor(0),
                node: SavedView(row),
            },
        })
    }

    /// Its owner: renames it, changes its filter, sort and columns, or whom it is shared with.
    async fn update_saved_view(
        &self,
        ctx: &Context<'_>,
        input: UpdateSavedViewInput,
    ) -> GqlResult<UpdateSavedViewPayload> {
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let id = saved_view_id(&input.id)?;
        may_change(state, session(ctx)?, id, false).await?;
        check_role(state, input.shared_with_role_id).await?;
        let command = SavedViewCommand::UpdateSavedView {
            name: input.name,
            query: input.query,
            shared_with_role_id: input.shared_with_role_id,
        };
        let expect = Expect::Version(input.expected_version);
        let started = Instant::now();
        let committed =
            command::execute::<SavedViewTarget>(state, &metadata, id, command, expect).await?;
        let row = command::answer_row::<SavedViewTarget>(state, id, committed, started).await?;
        Ok(UpdateSavedViewPayload {
            saved_view: SavedView(row),
        })
    }

    /// Its owner (or an admin): deletes it to the trash, as `deleteNode` does; `restoreNode`
    /// brings it back.
    async fn delete_saved_view(
        &self,
        ctx: &Context<'_>,
        input: DeleteSavedViewInput,
    ) -> GqlResult<DeleteSavedViewPayload> {
        let metadata = request(ctx)?.metadata();
        let id = saved_view_id(&input.id)?;
        command::delete::<SavedViewTarget>(state(ctx), session(ctx)?, &metadata, id, Expect::Any)
            .await?;
        Ok(DeleteSavedViewPayload {
            deleted_saved_view_id: input.id,
        })
    }
}

/// A saved view created, changed or deleted.
#[derive(SimpleObject)]
pub struct SavedViewChange {
    kind: ChangeKind,
    /// The view's global id (also for a deleted one).
    id: ID,
    /// Whether the view, as it is now, is in the subscriber's list (theirs or shared with one
    /// of their roles, of the given list): false once deleted, unshared or moved away.
    matches: bool,
    /// The fresh view, while the subscriber may read it.
    saved_view: Option<SavedView>,
}

#[derive(Default)]
pub struct SavedViewSubscription;

#[Subscription]
impl SavedViewSubscription {
    /// Every saved view created, changed or deleted, each told with whether it is now in the
    /// caller's `savedViews(list)`, so the navigation stays live (issue 32).
    async fn saved_views_changed(
        &self,
        ctx: &Context<'_>,
        list: Option<String>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<SavedViewChange>>> {
        authorize(ctx, "Subscription.savedViewsChanged").map_err(coded)?;
        let list = list.map(|l| l.trim().to_owned()).filter(|l| !l.is_empty());
        let changes = live::list_changes(ctx, "SavedView", move |state, caller, id| {
            let filter = SavedViewListFilter {
                caller,
                list: list.clone(),
            };
            async move {
                let row = view_reads::visible_by_id(&state.reads, id, &filter.caller).await?;
                let Some(row) = row else {
                    return Ok((None, false));
                };
                let matches = view_reads::in_list(&state.reads, id, &filter).await?;
                Ok((Some(SavedView(row)), matches))
            }
        })
        .map_err(coded)?;
        Ok(changes.map(|change| {
            change.map(|change| SavedViewChange {
                kind: change.kind,
                id: ids::encode("SavedView", change.id),
                matches: change.matches,
                saved_view: change.row,
            })
        }))
    }
}
