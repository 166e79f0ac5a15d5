//! Applications (issue 16; spec §2 `/applications…`, §3 `projectId, applicationName,
//! isRootNode, depth, parentRequirementId`, §4 application status draft 1, active 2, pending
//! 3, archived 4 and page or requirement status not started 1, processing 2, closed 3,
//! completed 4; "only directory-type requirements or pages can have children"; §8 'Project
//! application', 'page directory' and 'requirement directory' not found, 'This directory
//! contains no child requirements', 'This directory contains no child pages', 'No content in
//! target directory').
//!
//! An application of a project holds two trees, pages and requirements. Each page or
//! requirement is its own aggregate (its history is its own); the tree is its parent pointers.
//! Moves within one application run one at a time (an advisory lock around the decision and
//! append), so two concurrent moves cannot build a cycle the other could not see.

use std::time::Instant;

use async_graphql::{Context, Enum, ID, InputObject, Object, SimpleObject, Subscription};
use chrono::{DateTime, Utc};
use futures::future::BoxFuture;
use futures::{Stream, StreamExt};
use staffhub_domain::applications::application::ApplicationCommand;
use staffhub_domain::applications::node::ApplicationNodeCommand;
use staffhub_domain::applications::{ApplicationStatus, NodeKind, NodeStatus, Tree};
use staffhub_projections::applications::tree_id;
use uuid::Uuid;

use super::connection::{self, OrderDirection, connection};
use super::guard::{Policy, authorize};
use super::live::{self, ChangeKind, coded};
use super::members::Employee;
use super::node::Node;
use super::projects::Project;
use super::{ids, request, session, state};
use crate::areas::applications::{
    ApplicationTarget, NodeTarget, application_id, application_names, claimed_name, node_id,
    tree_lock,
};
use crate::catalogue::Code;
use crate::command::{self, Expect};
use crate::error::{ApiResult, GqlResult};
use crate::read::applications::{
    self as reads, ApplicationListFilter, ApplicationRow, ApplicationSort, ApplicationSortField,
    DIRECTORY, LEAF, NodeList, NodeRow, PAGES,
};
use crate::state::AppState;

/// How `node(id)` loads one Application: the edge's hook in the area's descriptor
/// (`crate::areas::applications::AREA`), since it builds the GraphQL object.
pub(crate) fn application_node(
    state: &AppState,
    id: Uuid,
) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        Ok(reads::by_id(&state.reads, id)
            .await?
            .map(|row| Node::Application(Application(row))))
    })
}

/// How `node(id)` loads one ApplicationNode: the edge's hook in the area's descriptor
/// (`crate::areas::applications::AREA`), since it builds the GraphQL object.
pub(crate) fn application_node_node(
    state: &AppState,
    id: Uuid,
) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        Ok(reads::node_by_id(&state.reads, id)
            .await?
            .map(|row| Node::ApplicationNode(ApplicationNode(row))))
    })
}

// ---------------------------------------------------------------------------------------
// Object types

#[derive(SimpleObject, Clone, Copy)]
pub struct Progress {
    completed: i32,
    total: i32,
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum ApplicationTree {
    Pages,
    Requirements,
}

impl ApplicationTree {
    fn of(id: i16) -> Self {
        if id == PAGES {
            Self::Pages
        } else {
            Self::Requirements
        }
    }

    fn domain(self) -> Tree {
        match self {
            Self::Pages => Tree::Pages,
            Self::Requirements => Tree::Requirements,
        }
    }
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum ApplicationNodeKind {
    Directory,
    Leaf,
}

impl ApplicationNodeKind {
    fn domain(self) -> NodeKind {
        match self {
            Self::Directory => NodeKind::Directory,
            Self::Leaf => NodeKind::Leaf,
        }
    }
}

/// An application of a project (spec §4 status: draft 1, active 2, pending 3, archived 4).
#[derive(Clone)]
pub struct Application(pub ApplicationRow);

#[Object]
impl Application {
    pub async fn id(&self) -> ID {
        ids::encode("Application", self.0.application_id)
    }
    /// Unique within its project ('Name already exists').
    async fn application_name(&self) -> &str {
        &self.0.name
    }
    /// Markdown.
    async fn description(&self) -> &str {
        &self.0.description
    }
    async fn status_id(&self) -> i32 {
        i32::from(self.0.status)
    }
    async fn project(&self, ctx: &Context<'_>) -> GqlResult<Option<Project>> {
        Ok(
            crate::read::projects::by_id(&state(ctx).reads, self.0.project_id)
                .await?
                .map(Project),
        )
    }
    /// Null for the system (seed, CLI).
    async fn created_by(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.0.created_by).await?)
    }
    /// Page leaves, and how many are completed (kept by the projection).
    async fn page_progress(&self) -> Progress {
        Progress {
            completed: self.0.page_completed,
            total: self.0.page_total,
        }
    }
    /// Requirement leaves, and how many are completed.
    async fn requirement_progress(&self) -> Progress {
        Progress {
            completed: self.0.requirement_completed,
            total: self.0.requirement_total,
        }
    }
    /// Traceability: requirement leaves no page implements.
    async fn requirements_without_page(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
    ) -> GqlResult<ApplicationNodeConnection> {
        let list = NodeList::RequirementsWithoutPage {
            application_id: self.0.application_id,
        };
        Ok(node_list(state(ctx), list, first, after).await?)
    }
    /// Traceability: page leaves implementing no requirement.
    async fn pages_without_requirement(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
    ) -> GqlResult<ApplicationNodeConnection> {
        let list = NodeList::PagesWithoutRequirement {
            application_id: self.0.application_id,
        };
        Ok(node_list(state(ctx), list, first, after).await?)
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    async fn updated_at(&self) -> DateTime<Utc> {
        self.0.updated_at
    }
    /// Aggregate version: the edit form sends it back as `expectedVersion`.
    async fn version(&self) -> i64 {
        self.0.version
    }
}

/// A page or a requirement (spec §4 status: not started 1, processing 2, closed 3,
/// completed 4).
#[derive(Clone)]
pub struct ApplicationNode(pub NodeRow);

#[Object]
impl ApplicationNode {
    pub async fn id(&self) -> ID {
        ids::encode("ApplicationNode", self.0.node_id)
    }
    async fn tree(&self) -> ApplicationTree {
        ApplicationTree::of(self.0.tree)
    }
    async fn kind(&self) -> ApplicationNodeKind {
        if self.0.kind == DIRECTORY {
            ApplicationNodeKind::Directory
        } else {
            ApplicationNodeKind::Leaf
        }
    }
    async fn name(&self) -> &str {
        &self.0.name
    }
    /// Markdown.
    async fn content(&self) -> &str {
        &self.0.content
    }
    async fn status_id(&self) -> i32 {
        i32::from(self.0.status)
    }
    /// 0-based place among its siblings.
    async fn position(&self) -> i32 {
        self.0.position
    }
    /// Spec `isRootNode`.
    async fn is_root_node(&self) -> bool {
        self.0.parent_id.is_none()
    }
    /// Spec `depth`: 0 for a root.
    async fn depth(&self) -> i32 {
        self.0.depth
    }
    async fn parent(&self, ctx: &Context<'_>) -> GqlResult<Option<ApplicationNode>> {
        let Some(parent) = self.0.parent_id else {
            return Ok(None);
        };
        Ok(reads::node_by_id(&state(ctx).reads, parent)
            .await?
            .map(ApplicationNode))
    }
    /// From the root down to this node's parent.
    async fn path(&self, ctx: &Context<'_>) -> GqlResult<Vec<ApplicationNode>> {
        Ok(reads::nodes_by_ids(&state(ctx).reads, &self.0.path)
            .await?
            .into_iter()
            .map(ApplicationNode)
            .collect())
    }
    async fn application(&self, ctx: &Context<'_>) -> GqlResult<Application> {
        Ok(reads::by_id(&state(ctx).reads, self.0.application_id)
            .await?
            .map(Application)
            .ok_or(Code::ApplicationNotFound)?)
    }
    /// A directory: the leaves below it and how many are completed (kept by the projection);
    /// a leaf: itself.
    async fn progress(&self) -> Progress {
        Progress {
            completed: self.0.leaf_completed,
            total: self.0.leaf_total,
        }
    }
    /// Direct children (0 for a leaf).
    async fn child_count(&self) -> i32 {
        self.0.child_count
    }
    /// A page: the requirements it implements; a requirement: the pages implementing it.
    async fn linked_nodes(&self, ctx: &Context<'_>) -> GqlResult<Vec<ApplicationNode>> {
        let list = NodeList::Linked {
            node_id: self.0.node_id,
        };
        Ok(reads::nodes(&state(ctx).reads, &list, 0, 500)
            .await?
            .into_iter()
            .map(ApplicationNode)
            .collect())
    }
    /// What it links that is in the trash (issue 35: a page keeps its link to a deleted
    /// requirement, which reads "(deleted)" and comes alive again with it; a requirement's
    /// deleted pages likewise), by name.
    async fn deleted_links(&self, ctx: &Context<'_>) -> GqlResult<Vec<DeletedNodeLink>> {
        Ok(reads::trashed_links(&state(ctx).reads, &self.0)
            .await?
            .into_iter()
            .map(|row| DeletedNodeLink {
                id: ids::encode("ApplicationNode", row.node.node_id),
                name: row.node.name,
                tree: ApplicationTree::of(row.node.tree),
                trash_title: row.trash_title,
            })
            .collect())
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    async fn updated_at(&self) -> DateTime<Utc> {
        self.0.updated_at
    }
    /// Aggregate version: the edit form sends it back as `expectedVersion`.
    async fn version(&self) -> i64 {
        self.0.version
    }
}

/// A page or requirement in the trash that a live one links (issue 35).
#[derive(SimpleObject)]
pub struct DeletedNodeLink {
    /// Its global id (`unlinkPageRequirement` takes it).
    id: ID,
    /// What it was called when deleted.
    name: String,
    tree: ApplicationTree,
    /// The trash entry that brings it back: its own name, or its deleted directory's.
    trash_title: String,
}

connection!(
    ApplicationConnection,
    ApplicationEdge,
    Application,
    ApplicationListFilter,
    reads::count
);
connection!(
    ApplicationNodeConnection,
    ApplicationNodeEdge,
    ApplicationNode,
    NodeList,
    reads::count_nodes
);

/// One entry of a subtree: the node and how far below the asked directory it is.
#[derive(SimpleObject)]
pub struct ApplicationSubtreeEntry {
    node: ApplicationNode,
    /// 1 for the directory's children, 2 for grandchildren…
    level: i32,
}

async fn node_list(
    state: &AppState,
    list: NodeList,
    first: Option<i32>,
    after: Option<String>,
) -> ApiResult<ApplicationNodeConnection> {
    let (edges, page_info) = connection::load(first, after.as_deref(), |offset, limit| {
        reads::nodes(&state.reads, &list, offset, limit)
    })
    .await?;
    let edges = edges
        .into_iter()
        .map(|(c, row)| (c, ApplicationNode(row)))
        .collect();
    Ok(ApplicationNodeConnection::new(edges, page_info, list))
}

// ---------------------------------------------------------------------------------------
// Queries

#[derive(InputObject, Default)]
pub struct ApplicationFilter {
    /// Matches the name and description, case-insensitively; works for Japanese text.
    keyword: Option<String>,
    project_ids: Option<Vec<ID>>,
    /// Draft 1, active 2, pending 3, archived 4.
    status_ids: Option<Vec<i32>>,
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum ApplicationOrderField {
    UpdatedAt,
    CreatedAt,
    Name,
    Status,
}

#[derive(InputObject)]
pub struct ApplicationOrder {
    field: ApplicationOrderField,
    direction: OrderDirection,
}

fn to_filter(filter: Option<ApplicationFilter>) -> ApiResult<ApplicationListFilter> {
    let filter = filter.unwrap_or_default();
    Ok(ApplicationListFilter {
        keyword: connection::keyword(filter.keyword)?,
        project_ids: filter
            .project_ids
            .unwrap_or_default()
            .iter()
            .map(|id| ids::decode(id, "Project", Code::InvalidId))
            .collect::<ApiResult<_>>()?,
        status_ids: filter
            .status_ids
            .unwrap_or_default()
            .into_iter()
            .map(|id| {
                ApplicationStatus::from_id(id)
                    .map(|s| s.id() as i16)
                    .ok_or(Code::InvalidStatus.into())
            })
            .collect::<ApiResult<_>>()?,
    })
}

fn to_sort(order: Option<ApplicationOrder>) -> ApplicationSort {
    order
        .map(|o| ApplicationSort {
            field: match o.field {
                ApplicationOrderField::UpdatedAt => ApplicationSortField::UpdatedAt,
                ApplicationOrderField::CreatedAt => ApplicationSortField::CreatedAt,
                ApplicationOrderField::Name => ApplicationSortField::Name,
                ApplicationOrderField::Status => ApplicationSortField::Status,
            },
            descending: o.direction == OrderDirection::Desc,
        })
        .unwrap_or_default()
}

/// A directory the caller names, or the spec's message when it is none: unknown ('page
/// directory not found' / 'requirement directory not found' — a node of unknown tree reads as
/// a page directory), or a leaf ('No content in target directory').
async fn directory(state: &AppState, id: &ID) -> ApiResult<NodeRow> {
    let row = reads::node_by_id(&state.reads, node_id(id)?)
        .await?
        .ok_or(Code::PageDirectoryNotFound)?;
    if row.kind != DIRECTORY {
        return Err(Code::NoContentInDirectory.into());
    }
    Ok(row)
}

/// The application a tree query names, or 'Application not found'.
async fn known_application(state: &AppState, id: &ID) -> ApiResult<Uuid> {
    let id = application_id(id)?;
    if reads::by_id(&state.reads, id).await?.is_none() {
        return Err(Code::ApplicationNotFound.into());
    }
    Ok(id)
}

/// "All matching this filter" in bulk (issue 35 §2): the application list's own filter and SQL,
/// as `applications` reads it (every staff member sees every application).
pub(crate) fn bulk_select<'a>(
    state: &'a AppState,
    _: &'a crate::sessions::Session,
    filter: async_graphql::Value,
) -> BoxFuture<'a, ApiResult<Vec<staffhub_domain::bulk::BulkItem>>> {
    Box::pin(async move {
        let filter = to_filter(crate::bulk::list_filter(filter)?)?;
        crate::bulk::all_items(
            |offset, limit| reads::list(&state.reads, &filter, to_sort(None), offset, limit),
            |row| row.application_id,
        )
        .await
    })
}

/// Most levels a subtree answer goes down.
const MAX_SUBTREE_DEPTH: i32 = 10;

#[derive(Default)]
pub struct ApplicationQuery;

#[Object(guard = "Policy::query()")]
impl ApplicationQuery {
    /// Default order: most recently updated first. first: default 20, 1..=100.
    async fn applications(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        filter: Option<ApplicationFilter>,
        order_by: Option<ApplicationOrder>,
    ) -> GqlResult<ApplicationConnection> {
        session(ctx)?;
        let filter = to_filter(filter)?;
        let sort = to_sort(order_by);
        let reads = &state(ctx).reads;
        let (edges, page_info) = connection::load(first, after.as_deref(), |offset, limit| {
            reads::list(reads, &filter, sort, offset, limit)
        })
        .await?;
        let edges = edges
            .into_iter()
            .map(|(c, row)| (c, Application(row)))
            .collect();
        Ok(ApplicationConnection::new(edges, page_info, filter))
    }

    /// The roots of one tree (`isRootNode`), in place order; an empty tree has no edges.
    async fn application_roots(
        &self,
        ctx: &Context<'_>,
        application_id: ID,
        tree: ApplicationTree,
        first: Option<i32>,
        after: Option<String>,
    ) -> GqlResult<ApplicationNodeConnection> {
        session(ctx)?;
        let id = known_application(state(ctx), &application_id).await?;
        let list = NodeList::Roots {
            application_id: id,
            tree: tree_id(tree.domain()),
        };
        Ok(node_list(state(ctx), list, first, after).await?)
    }

    /// One tree's nodes whose name holds `keyword` (case-insensitively; every node when it is
    /// empty), by name, of one `kind` when given: what a tree picker (move, new page, link a
    /// requirement) offers as one types, so it never loads the whole tree (issue 33). first:
    /// default 20, 1..=100.
    #[allow(clippy::too_many_arguments)]
    async fn application_node_search(
        &self,
        ctx: &Context<'_>,
        application_id: ID,
        tree: ApplicationTree,
        keyword: Option<String>,
        kind: Option<ApplicationNodeKind>,
        first: Option<i32>,
        after: Option<String>,
    ) -> GqlResult<ApplicationNodeConnection> {
        session(ctx)?;
        let id = known_application(state(ctx), &application_id).await?;
        let list = NodeList::Named {
            application_id: id,
            tree: tree_id(tree.domain()),
            keyword: connection::keyword(keyword)?.unwrap_or_default(),
            kind: kind.map(|kind| match kind {
                ApplicationNodeKind::Directory => DIRECTORY,
                ApplicationNodeKind::Leaf => LEAF,
            }),
        };
        Ok(node_list(state(ctx), list, first, after).await?)
    }

    /// A directory's children in place order. One without children answers 'This directory
    /// contains no child pages' (or requirements); a leaf 'No content in target directory'.
    async fn application_node_children(
        &self,
        ctx: &Context<'_>,
        id: ID,
        first: Option<i32>,
        after: Option<String>,
    ) -> GqlResult<ApplicationNodeConnection> {
        session(ctx)?;
        let dir = directory(state(ctx), &id).await?;
        if dir.child_count == 0 {
            return Err(no_children(dir.tree).into());
        }
        let list = NodeList::Children {
            parent_id: dir.node_id,
        };
        Ok(node_list(state(ctx), list, first, after).await?)
    }

    /// A directory's subtree to `depth` levels (1..=10), depth first in place order, at most
    /// 2,000 entries. Without children: as `applicationNodeChildren`.
    async fn application_subtree(
        &self,
        ctx: &Context<'_>,
        id: ID,
        depth: i32,
    ) -> GqlResult<Vec<ApplicationSubtreeEntry>> {
        session(ctx)?;
        if !(1..=MAX_SUBTREE_DEPTH).contains(&depth) {
            return Err(Code::InvalidDepth.into());
        }
        let dir = directory(state(ctx), &id).await?;
        if dir.child_count == 0 {
            return Err(no_children(dir.tree).into());
        }
        Ok(reads::subtree(&state(ctx).reads, &dir, depth)
            .await?
            .into_iter()
            .map(|row| ApplicationSubtreeEntry {
                level: row.level,
                node: ApplicationNode(row.node),
            })
            .collect())
    }
}

fn no_children(tree: i16) -> Code {
    if tree == PAGES {
        Code::NoChildPages
    } else {
        Code::NoChildRequirements
    }
}

// ---------------------------------------------------------------------------------------
// Mutations

#[derive(InputObject)]
pub struct CreateApplicationInput {
    project_id: ID,
    /// Unique within the project.
    application_name: String,
    description: Option<String>,
    /// Defaults to draft (1).
    status_id: Option<i32>,
}

#[derive(SimpleObject)]
pub struct CreateApplicationPayload {
    application: Application,
    application_edge: ApplicationEdge,
}

#[derive(InputObject)]
pub struct UpdateApplicationInput {
    id: ID,
    expected_version: i64,
    application_name: String,
    description: String,
}

#[derive(SimpleObject)]
pub struct UpdateApplicationPayload {
    application: Application,
}

#[derive(InputObject)]
pub struct ChangeApplicationStatusInput {
    id: ID,
    status_id: i32,
}

#[derive(SimpleObject)]
pub struct ChangeApplicationStatusPayload {
    application: Application,
}

/// `parentId` null: a root. `position`: default last among the siblings.
#[derive(InputObject)]
pub struct CreateApplicationNodeInput {
    application_id: ID,
    tree: ApplicationTree,
    kind: ApplicationNodeKind,
    parent_id: Option<ID>,
    position: Option<i32>,
    name: String,
    content: Option<String>,
    /// Defaults to not started (1).
    status_id: Option<i32>,
}

#[derive(InputObject)]
pub struct UpdateApplicationNodeInput {
    id: ID,
    expected_version: i64,
    name: String,
    content: String,
}

#[derive(InputObject)]
pub struct ChangeApplicationNodeStatusInput {
    id: ID,
    status_id: i32,
}

/// Moves a node (a directory with its whole subtree) under another directory of the same tree
/// (`parentId` null: to the roots), at `position` among its new siblings.
#[derive(InputObject)]
pub struct MoveApplicationNodeInput {
    id: ID,
    parent_id: Option<ID>,
    position: i32,
}

/// `id`: a page; `requirementId`: a requirement of the same application.
#[derive(InputObject)]
pub struct LinkPageRequirementInput {
    id: ID,
    requirement_id: ID,
}

#[derive(InputObject)]
pub struct UnlinkPageRequirementInput {
    id: ID,
    requirement_id: ID,
}

/// Payloads of the node mutations (one per mutation, Relay): the fresh node.
macro_rules! node_payloads {
    ($($name:ident)*) => {$(
        #[derive(SimpleObject)]
        pub struct $name {
            node: ApplicationNode,
        }
    )*};
}

node_payloads! {
    CreateApplicationNodePayload
    UpdateApplicationNodePayload
    ChangeApplicationNodeStatusPayload
    MoveApplicationNodePayload
    LinkPageRequirementPayload
    UnlinkPageRequirementPayload
}

async fn run_node(
    ctx: &Context<'_>,
    id: Uuid,
    command: ApplicationNodeCommand,
    expect: Expect,
) -> ApiResult<ApplicationNode> {
    session(ctx)?;
    let metadata = request(ctx)?.metadata();
    command::run_for_row::<NodeTarget>(state(ctx), &metadata, id, command, expect)
        .await
        .map(ApplicationNode)
}

async fn run_application(
    ctx: &Context<'_>,
    id: Uuid,
    command: ApplicationCommand,
    expect: Expect,
) -> ApiResult<Application> {
    session(ctx)?;
    let metadata = request(ctx)?.metadata();
    command::run_for_row::<ApplicationTarget>(state(ctx), &metadata, id, command, expect)
        .await
        .map(Application)
}

#[derive(Default)]
pub struct ApplicationMutation;

#[Object(guard = "Policy::mutation()")]
impl ApplicationMutation {
    async fn create_application(
        &self,
        ctx: &Context<'_>,
        input: CreateApplicationInput,
    ) -> GqlResult<CreateApplicationPayload> {
        session(ctx)?;
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let project_id = ids::decode(&input.project_id, "Project", Code::InvalidId)?;
        let id = Uuid::now_v7();
        let name = claimed_name(project_id, &input.application_name);
        let command = ApplicationCommand::CreateApplication {
            application_id: id,
            project_id,
            name: input.application_name,
            description: input.description.unwrap_or_default(),
            status_id: input.status_id.unwrap_or(ApplicationStatus::Draft.id()),
        };
        let started = Instant::now();
        let committed = application_names(state)
            .with_claim(&name, &id.to_string(), async {
                command::execute::<ApplicationTarget>(state, &metadata, id, command, Expect::New)
                    .await
            })
            .await?;
        let row = command::answer_row::<ApplicationTarget>(state, id, committed, started).await?;
        Ok(CreateApplicationPayload {
            application_edge: ApplicationEdge {
                cursor: connection::cursor(0),
                node: Application(row.clone()),
            },
            application: Application(row),
        })
    }

    async fn update_application(
        &self,
        ctx: &Context<'_>,
        input: UpdateApplicationInput,
    ) -> GqlResult<UpdateApplicationPayload> {
        session(ctx)?;
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let id = application_id(&input.id)?;
        let current = reads::by_id(&state.reads, id)
            .await?
            .ok_or(Code::ApplicationNotFound)?;
        let name = claimed_name(current.project_id, &input.application_name);
        let command = ApplicationCommand::UpdateApplication {
            name: input.application_name,
            description: input.description,
        };
        let expect = Expect::Version(input.expected_version);
        let started = Instant::now();
        let committed = application_names(state)
            .with_claim(&name, &id.to_string(), async {
                command::execute::<ApplicationTarget>(state, &metadata, id, command, expect).await
            })
            .await?;
        let row = command::answer_row::<ApplicationTarget>(state, id, committed, started).await?;
        Ok(UpdateApplicationPayload {
            application: Application(row),
        })
    }

    async fn change_application_status(
        &self,
        ctx: &Context<'_>,
        input: ChangeApplicationStatusInput,
    ) -> GqlResult<ChangeApplicationStatusPayload> {
        let command = ApplicationCommand::ChangeApplicationStatus {
            status_id: input.status_id,
        };
        Ok(ChangeApplicationStatusPayload {
            application: run_application(ctx, application_id(&input.id)?, command, Expect::Any)
                .await?,
        })
    }

    async fn create_application_node(
        &self,
        ctx: &Context<'_>,
        input: CreateApplicationNodeInput,
    ) -> GqlResult<CreateApplicationNodePayload> {
        let application = application_id(&input.application_id)?;
        let parent_id = input.parent_id.as_ref().map(node_id).transpose()?;
        let id = Uuid::now_v7();
        let command = ApplicationNodeCommand::CreateNode {
            node_id: id,
            application_id: application,
            tree: input.tree.domain(),
            kind: input.kind.domain(),
            parent_id,
            // Past the end means last: the projection places it after its siblings.
            position: input
                .position
                .unwrap_or(staffhub_domain::applications::MAX_POSITION),
            name: input.name,
            content: input.content.unwrap_or_default(),
            status_id: input.status_id.unwrap_or(NodeStatus::NotStarted.id()),
        };
        // Under the application's tree lock (issue 35): no node joins a directory while it goes
        // to the trash with its subtree, nor an application while it goes with its trees.
        session(ctx)?;
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let started = Instant::now();
        let committed = crate::names::exclusive(&state.pool, &tree_lock(application), async {
            command::execute::<NodeTarget>(state, &metadata, id, command, Expect::New).await
        })
        .await?;
        let row = command::answer_row::<NodeTarget>(state, id, committed, started).await?;
        Ok(CreateApplicationNodePayload {
            node: ApplicationNode(row),
        })
    }

    async fn update_application_node(
        &self,
        ctx: &Context<'_>,
        input: UpdateApplicationNodeInput,
    ) -> GqlResult<UpdateApplicationNodePayload> {
        let command = ApplicationNodeCommand::EditNode {
            name: input.name,
            content: input.content,
        };
        let expect = Expect::Version(input.expected_version);
        Ok(UpdateApplicationNodePayload {
            node: run_node(ctx, node_id(&input.id)?, command, expect).await?,
        })
    }

    async fn change_application_node_status(
        &self,
        ctx: &Context<'_>,
        input: ChangeApplicationNodeStatusInput,
    ) -> GqlResult<ChangeApplicationNodeStatusPayload> {
        let command = ApplicationNodeCommand::ChangeNodeStatus {
            status_id: input.status_id,
        };
        Ok(ChangeApplicationNodeStatusPayload {
            node: run_node(ctx, node_id(&input.id)?, command, Expect::Any).await?,
        })
    }

    /// One command, whatever the size of the subtree; moves of one application run one at a
    /// time, so none can slip a directory into its own subtree behind another's back.
    async fn move_application_node(
        &self,
        ctx: &Context<'_>,
        input: MoveApplicationNodeInput,
    ) -> GqlResult<MoveApplicationNodePayload> {
        session(ctx)?;
        let state = state(ctx);
        let metadata = request(ctx)?.metadata();
        let id = node_id(&input.id)?;
        let parent_id = input.parent_id.as_ref().map(node_id).transpose()?;
        let current = reads::node_by_id(&state.reads, id)
            .await?
            .ok_or(Code::ApplicationNodeNotFound)?;
        // Spec §5: the same place again is no change (the read model knows the place; the
        // node's own events do not see its siblings shift).
        if current.parent_id == parent_id && current.position == input.position {
            return Err(Code::Identical.into());
        }
        let command = ApplicationNodeCommand::MoveNode {
            parent_id,
            position: input.position,
        };
        let lock = tree_lock(current.application_id);
        let started = Instant::now();
        let committed = crate::names::exclusive(&state.pool, &lock, async {
            command::execute::<NodeTarget>(state, &metadata, id, command, Expect::Any).await
        })
        .await?;
        let row = command::answer_row::<NodeTarget>(state, id, committed, started).await?;
        Ok(MoveApplicationNodePayload {
            node: ApplicationNode(row),
        })
    }

    async fn link_page_requirement(
        &self,
        ctx: &Context<'_>,
        input: LinkPageRequirementInput,
    ) -> GqlResult<LinkPageRequirementPayload> {
        let command = ApplicationNodeCommand::LinkRequirement {
            requirement_id: node_id(&input.requirement_id)?,
        };
        Ok(LinkPageRequirementPayload {
            node: run_node(ctx, node_id(&input.id)?, command, Expect::Any).await?,
        })
    }

    async fn unlink_page_requirement(
        &self,
        ctx: &Context<'_>,
        input: UnlinkPageRequirementInput,
    ) -> GqlResult<UnlinkPageRequirementPayload> {
        let command = ApplicationNodeCommand::UnlinkRequirement {
            requirement_id: node_id(&input.requirement_id)?,
        };
        Ok(UnlinkPageRequirementPayload {
            node: run_node(ctx, node_id(&input.id)?, command, Expect::Any).await?,
        })
    }
}

// ---------------------------------------------------------------------------------------
// Subscriptions

#[derive(SimpleObject)]
pub struct ApplicationChange {
    kind: ChangeKind,
    application: Application,
}

/// One change to an application, as a live list sees it (`applicationsChanged`, issue 32).
#[derive(SimpleObject)]
pub struct ApplicationListChange {
    kind: ChangeKind,
    /// The application's id.
    id: ID,
    /// Whether the application, as it is now, is in the subscriber's list (the `filter` given
    /// to `applicationsChanged`, by the list's own SQL): false when it no longer matches, and
    /// the list drops it.
    matches: bool,
    /// The application as it is now (null once it is gone).
    application: Option<Application>,
}

/// A node created, edited, re-statused, moved, deleted with its subtree or restored with it
/// (issue 35: DELETED carries it as it went to the trash). Its ancestors' progress may have
/// changed: lists refetch the open directories of its `path`.
#[derive(SimpleObject)]
pub struct ApplicationNodeChange {
    kind: ChangeKind,
    node: ApplicationNode,
    /// The parent it left on its latest move (that list lost it), if it ever moved.
    previous_parent_id: Option<ID>,
}

#[derive(Default)]
pub struct ApplicationSubscription;

#[Subscription]
impl ApplicationSubscription {
    /// Applications created or changed, also when one of their pages or requirements changed
    /// (the progress may have moved), each told with whether it is now in the caller's list
    /// with `filter` (the `applications` query's filter, by the list's own SQL), so the list
    /// stays live without a matcher of its own (issue 32).
    async fn applications_changed(
        &self,
        ctx: &Context<'_>,
        filter: Option<ApplicationFilter>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<ApplicationListChange>>>
    {
        authorize(ctx, "Subscription.applicationsChanged").map_err(coded)?;
        let filter = to_filter(filter).map_err(coded)?;
        let state = state(ctx).clone();
        // A node's change is told as a change of its application.
        let nodes = live::notices(&state, "ApplicationNode").filter_map({
            let state = state.clone();
            move |notice| {
                let state = state.clone();
                async move {
                    let node = Uuid::parse_str(&notice.entity_id).ok()?;
                    // One deleted (issue 35) is read as it went to the trash.
                    let row = if notice.kind == staffhub_projections::ChangeKind::Deleted {
                        reads::trashed_node_by_id(&state.reads, node).await.ok()??
                    } else {
                        reads::node_by_id(&state.reads, node).await.ok()??
                    };
                    Some(staffhub_projections::ChangeNotice {
                        entity_type: "Application".to_owned(),
                        entity_id: row.application_id.to_string(),
                        kind: staffhub_projections::ChangeKind::Updated,
                        ..notice
                    })
                }
            }
        });
        let source = futures::stream::select(live::notices(&state, "Application"), nodes);
        let changes = live::list_changes_of(ctx, source, move |state, _caller, id, _version| {
            let filter = filter.clone();
            async move {
                let Some(row) = reads::by_id(&state.reads, id).await? else {
                    return Ok((None, false));
                };
                let matches = reads::in_list(&state.reads, id, &filter).await?;
                Ok((Some(Application(row)), matches))
            }
        })
        .map_err(coded)?;
        Ok(changes.map(|change| {
            change.map(|change| ApplicationListChange {
                kind: change.kind,
                id: ids::encode("Application", change.id),
                matches: change.matches,
                application: change.row,
            })
        }))
    }

    /// Every change to one application (its page).
    async fn application_changed(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<ApplicationChange>>> {
        authorize(ctx, "Subscription.applicationChanged").map_err(coded)?;
        let wanted = application_id(&id).map_err(coded)?;
        live::entity_changes(
            ctx,
            "Application",
            wanted,
            Code::ApplicationNotFound,
            |state, _caller, id, notice| async move {
                let kind = notice.map_or(ChangeKind::Updated, |n| ChangeKind::from(n.kind));
                // A deleted one (issue 35) is told as it went to the trash: its page says so.
                let row = if kind == ChangeKind::Deleted {
                    reads::trashed_by_id(&state.reads, id).await?
                } else {
                    reads::by_id(&state.reads, id).await?
                };
                Ok(row.map(|row| ApplicationChange {
                    kind,
                    application: Application(row),
                }))
            },
        )
        .await
        .map_err(coded)
    }

    /// Every node change of one application, both trees.
    async fn application_nodes_changed(
        &self,
        ctx: &Context<'_>,
        application_id: ID,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<ApplicationNodeChange>>>
    {
        authorize(ctx, "Subscription.applicationNodesChanged").map_err(coded)?;
        let wanted = self::application_id(&application_id).map_err(coded)?;
        let state = state(ctx).clone();
        Ok(
            live::notices(&state, "ApplicationNode").filter_map(move |notice| {
                let state = state.clone();
                async move {
                    let id = Uuid::parse_str(&notice.entity_id).ok()?;
                    let kind = ChangeKind::from(notice.kind);
                    // A deleted one (issue 35) is told as it went to the trash with its subtree:
                    // the trees drop it (its directories' progress comes with its `path`).
                    let row = if kind == ChangeKind::Deleted {
                        reads::trashed_node_by_id(&state.reads, id).await
                    } else {
                        reads::node_by_id(&state.reads, id).await
                    };
                    match row {
                        Ok(Some(row)) if row.application_id == wanted => {
                            Some(Ok(ApplicationNodeChange {
                                kind,
                                previous_parent_id: row
                                    .moved_from
                                    .map(|p| ids::encode("ApplicationNode", p)),
                                node: ApplicationNode(row),
                            }))
                        }
                        Ok(_) => None,
                        Err(e) => Some(Err(coded(e))),
                    }
                }
            }),
        )
    }
}
