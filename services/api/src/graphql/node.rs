//! Relay's `Node` interface and `node(id:)`: any registered entity by its global id.

use async_graphql::{Context, ID, Interface, Object};

use super::areas::{self, Area};
use super::guard::{Policy, authorize_read};
use super::members::Employee;
use super::tags::Tag;
use super::tasks::Task;
use super::{ids, session, state};
use crate::error::GqlResult;
use crate::policy::Rule;

/// Every entity type with a global id; an area adds its type here (one line) and a node
/// loader in its `AREA`.
#[derive(Interface)]
#[graphql(field(name = "id", ty = "ID"))]
pub enum Node {
    Task(Task),
    Employee(Employee),
    Tag(Tag),
    Organization(super::organizations::Organization),
    Project(super::projects::Project),
    Question(super::questions::Question),
    Document(super::documents::Document),
    DocumentCategory(super::documents::DocumentCategory),
    PermissionCategory(super::documents::PermissionCategory),
    Issue(super::issues::Issue),
    IssueStatus(super::issues::IssueStatus),
    IssueCategory(super::issues::IssueCategory),
    Application(super::applications::Application),
    ApplicationNode(super::applications::ApplicationNode),
    EmailTemplate(super::emails::EmailTemplate),
    EmailJob(super::emails::EmailJob),
    AiModel(super::ai::AiModel),
    AgentRole(super::agents::AgentRole),
    Agent(super::agents::Agent),
    ChatRoom(super::chats::ChatRoom),
    WorkflowTemplate(super::workflows::WorkflowTemplate),
    WorkflowInstance(super::workflows::WorkflowInstance),
    SavedView(super::views::SavedView),
    BulkEdit(super::bulk::BulkEdit),
    Import(super::import::Import),
    ApiToken(super::api_tokens::ApiToken),
}

pub static AREA: Area = Area {
    name: "node",
    policy: &[("Query.node", Rule::SignedIn)],
    projections: &[],
    entities: &[],
};

#[derive(Default)]
pub struct NodeQuery;

#[Object(guard = "Policy::query()")]
impl NodeQuery {
    /// Any entity by its global id; null when it does not exist. Reading it needs what its
    /// area declared; a type no area registers is refused.
    async fn node(&self, ctx: &Context<'_>, id: ID) -> GqlResult<Option<Node>> {
        session(ctx)?;
        let (type_name, uuid) = ids::decode_any(&id)?;
        authorize_read(ctx, &type_name)?;
        let entity = areas::entity(&type_name).ok_or(crate::catalogue::Code::InvalidId)?;
        let load = entity.node.ok_or(crate::catalogue::Code::InvalidId)?;
        if !areas::may_see(state(ctx), session(ctx)?, &type_name, uuid).await? {
            return Ok(None);
        }
        Ok(load(state(ctx), uuid).await?)
    }
}
