//! Agents' descriptor (issue 12, moved here by issue 31): what the shared machinery reads of the
//! area (policy rows, projections, and per entity its read model, lifecycle, search, node
//! loader, row-level access and history).

use staffhub_domain::agents::{Agent as AgentAggregate, AgentRole as RoleAggregate};

use super::history;
use crate::access::ReadModel;
use crate::audit::{History, blank, states};
use crate::graphql::areas::{Area, Entity, Lifecycle, Trash};
use crate::graphql::search::Searched;
use crate::policy::Rule;

pub static AREA: Area = Area {
    name: "agents",
    policy: &[
        ("Query.agentRoles", Rule::Staff),
        ("Query.agents", Rule::Staff),
        ("Mutation.createAgentRole", Rule::Management),
        ("Mutation.updateAgentRole", Rule::Management),
        ("Mutation.createAgent", Rule::Staff),
        ("Mutation.updateAgent", Rule::Staff),
        ("Mutation.archiveAgent", Rule::Staff),
        ("Subscription.agentsChanged", Rule::Staff),
        ("Subscription.agentChanged", Rule::Staff),
    ],
    projections: &["agents"],
    entities: &[
        Entity {
            type_name: "AgentRole",
            aggregate_type: "AgentRole",
            read_operation: "Query.agentRoles",
            // The `agents` read model and search once declared here were the agents' (their
            // table, their hits): they moved to the `Agent` entity below with its trash.
            read_model: None,
            lifecycle: Some(Lifecycle {
                created: "AgentRoleCreated",
                deleted: "AgentRoleDeleted",
                revived: "AgentRoleRestored",
            }),
            search: None,
            node: Some(crate::graphql::agents::agent_role_node),
            visible: None,
            // Issue 35: Management (who edits agent roles) deletes one to the trash once no
            // agent has it (`super::role_dependents`), and restores it; every entry is seen by
            // whoever may restore it.
            trash: Some(Trash {
                table: "agent_role_trash",
                operation: "Mutation.updateAgentRole",
                delete: crate::command::delete::<super::AgentRoleTarget>,
                restore: crate::command::restore::<super::AgentRoleTarget>,
                visible: None,
            }),
            bulk: None,
            import: None,
            history: History {
                states: states::<RoleAggregate>,
                blank: blank::<RoleAggregate>,
                labels: &[
                    (
                        "AgentRoleCreated",
                        "Agent role created",
                        "エージェントロールを作成",
                    ),
                    ("AgentRoleUpdated", "Edited", "編集"),
                    ("AgentRoleDeleted", "Deleted", "削除"),
                    // Apart from an agent's "Restored" (un-archived).
                    (
                        "AgentRoleRestored",
                        "Restored from the trash",
                        "ごみ箱から復元",
                    ),
                ],
                title: ("/name", "/name"),
                fields: history::ROLE,
                facts: &[],
            },
        },
        Entity {
            type_name: "Agent",
            aggregate_type: "Agent",
            read_operation: "Query.agents",
            // The list's table (`Query.agents`); every staff member reads every agent.
            read_model: Some(ReadModel {
                table: "agents",
                alias: "ag",
                id_column: "agent_id",
                title: "ag.name",
                condition: None,
            }),
            lifecycle: Some(Lifecycle {
                created: "AgentCreated",
                deleted: "AgentDeleted",
                revived: "AgentRestoredFromTrash",
            }),
            search: Some(Searched {
                list_operation: "Query.agents",
                statement: crate::read::agents::SEARCH,
                hit: crate::graphql::agents::agent_hit,
            }),
            node: Some(crate::graphql::agents::agent_node),
            visible: None,
            // Issue 35: whoever may edit an agent (any staff member, `Mutation.updateAgent`,
            // with no row-level rule) deletes it to the trash, archived or not, and restores it;
            // every entry is seen by whoever may restore it. Nothing holds it back: chats keep
            // its id and version and name it "(deleted)" (`super::AgentTarget`'s `TrashTarget`).
            trash: Some(Trash {
                table: "agent_trash",
                operation: "Mutation.updateAgent",
                delete: crate::command::delete::<super::AgentTarget>,
                restore: crate::command::restore::<super::AgentTarget>,
                visible: None,
            }),
            // Issue 35 §2: deleted in bulk (every entity with a trash), also "all matching".
            bulk: Some(crate::bulk::Bulk {
                fields: &[],
                select: Some(crate::graphql::agents::bulk_select),
            }),
            import: None,
            history: History {
                states: states::<AgentAggregate>,
                blank: blank::<AgentAggregate>,
                labels: &[
                    ("AgentCreated", "Agent created", "エージェントを作成"),
                    ("AgentUpdated", "Edited", "編集"),
                    ("AgentArchived", "Archived", "アーカイブ"),
                    ("AgentRestored", "Restored", "復元"),
                    // Issue 35: the trash's, worded apart from un-archiving's "Restored".
                    ("AgentDeleted", "Deleted", "削除"),
                    (
                        "AgentRestoredFromTrash",
                        "Restored from the trash",
                        "ごみ箱から復元",
                    ),
                ],
                title: ("/profile/name", "/profile/name"),
                fields: history::AGENT,
                facts: &[],
            },
        },
    ],
};
