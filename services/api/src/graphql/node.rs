//! Relay's `Node` interface and `node(id:)`.

use async_graphql::{Context, ID, Interface, Object};

use super::types::{Employee, Task};
use super::{ids, session, state};
use crate::error::GqlResult;
use crate::policy::Policy;
use crate::read;

#[derive(Interface)]
#[graphql(field(name = "id", ty = "ID"))]
pub enum Node {
    Task(Task),
    Employee(Employee),
}

#[derive(Default)]
pub struct NodeQuery;

#[Object(guard = "Policy::query()")]
impl NodeQuery {
    /// Any entity by its global id; null when it does not exist.
    async fn node(&self, ctx: &Context<'_>, id: ID) -> GqlResult<Option<Node>> {
        session(ctx)?;
        let reads = &state(ctx).reads;
        let (type_name, uuid) = ids::decode_any(&id)?;
        crate::policy::authorize_read(ctx, &type_name)?;
        Ok(match type_name.as_str() {
            "Task" => read::tasks::by_id(reads, uuid)
                .await?
                .map(|row| Node::Task(Task(row))),
            "Employee" => read::employees::by_id(reads, uuid)
                .await?
                .map(|row| Node::Employee(Employee(row))),
            _ => None,
        })
    }
}
