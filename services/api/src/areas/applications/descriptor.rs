//! Applications' descriptor (issue 12, moved here by issue 31): what the shared machinery reads
//! of the area (policy rows, projections, and per entity its read model, lifecycle, search,
//! node loader and history).

use staffhub_domain::applications::application::Application as ApplicationAggregate;
use staffhub_domain::applications::node::ApplicationNode as NodeAggregate;

use super::history;
use super::{ApplicationTarget, NodeTarget};
use crate::audit::{History, blank, states};
use crate::command::{delete_along, restore_along};
use crate::graphql::areas::{Area, Entity, Lifecycle, Trash};
use crate::policy::Rule;

pub static AREA: Area = Area {
    name: "applications",
    policy: &[
        ("Query.applications", Rule::Staff),
        ("Query.applicationRoots", Rule::Staff),
        ("Query.applicationNodeChildren", Rule::Staff),
        ("Query.applicationNodeSearch", Rule::Staff),
        ("Query.applicationSubtree", Rule::Staff),
        ("Mutation.createApplication", Rule::Staff),
        ("Mutation.updateApplication", Rule::Staff),
        ("Mutation.changeApplicationStatus", Rule::Staff),
        ("Mutation.createApplicationNode", Rule::Staff),
        ("Mutation.updateApplicationNode", Rule::Staff),
        ("Mutation.changeApplicationNodeStatus", Rule::Staff),
        ("Mutation.moveApplicationNode", Rule::Staff),
        ("Mutation.linkPageRequirement", Rule::Staff),
        ("Mutation.unlinkPageRequirement", Rule::Staff),
        ("Subscription.applicationsChanged", Rule::Staff),
        ("Subscription.applicationChanged", Rule::Staff),
        ("Subscription.applicationNodesChanged", Rule::Staff),
    ],
    projections: &["applications"],
    entities: &[
        Entity {
            type_name: "Application",
            aggregate_type: "Application",
            read_operation: "Query.applications",
            read_model: None,
            // A deleted application is gone for what names it (a new node in it), until restored.
            lifecycle: Some(Lifecycle {
                created: "ApplicationCreated",
                deleted: "ApplicationDeleted",
                revived: "ApplicationRestored",
            }),
            search: None,
            node: Some(crate::graphql::applications::application_node),
            visible: None,
            // Issue 35: whoever may edit it (staff) deletes it with its two trees, one entry,
            // and restores it with them; everyone who may restore one sees every entry.
            trash: Some(Trash {
                table: "application_trash",
                operation: "Mutation.updateApplication",
                delete: delete_along::<ApplicationTarget>,
                restore: restore_along::<ApplicationTarget>,
                visible: None,
            }),
            // Issue 35 §2: deleted in bulk (every entity with a trash), also "all matching".
            bulk: Some(crate::bulk::Bulk {
                fields: &[],
                select: Some(crate::graphql::applications::bulk_select),
            }),
            import: None,
            history: History {
                states: states::<ApplicationAggregate>,
                blank: blank::<ApplicationAggregate>,
                labels: &[
                    (
                        "ApplicationCreated",
                        "Application created",
                        "アプリケーションを作成",
                    ),
                    ("ApplicationUpdated", "Edited", "編集"),
                    (
                        "ApplicationStatusChanged",
                        "Status changed",
                        "ステータスを変更",
                    ),
                    // Issue 35.
                    ("ApplicationDeleted", "Deleted", "削除"),
                    ("ApplicationRestored", "Restored", "復元"),
                ],
                title: ("/name", "/name"),
                fields: history::APPLICATION,
                facts: &[],
            },
        },
        Entity {
            type_name: "ApplicationNode",
            aggregate_type: "ApplicationNode",
            read_operation: "Query.applications",
            read_model: None,
            lifecycle: None,
            search: None,
            node: Some(crate::graphql::applications::application_node_node),
            visible: None,
            // Issue 35: whoever may edit one (staff) deletes it with its subtree, one entry, and
            // restores it with it, where it was.
            trash: Some(Trash {
                table: "application_node_trash",
                operation: "Mutation.updateApplicationNode",
                delete: delete_along::<NodeTarget>,
                restore: restore_along::<NodeTarget>,
                visible: None,
            }),
            bulk: None,
            import: None,
            history: History {
                states: states::<NodeAggregate>,
                blank: blank::<NodeAggregate>,
                labels: &[
                    ("NodeCreated", "Created", "作成"),
                    ("NodeEdited", "Edited", "編集"),
                    ("NodeStatusChanged", "Status changed", "ステータスを変更"),
                    ("NodeMoved", "Moved", "移動"),
                    ("RequirementLinked", "Requirement linked", "要件を関連付け"),
                    ("RequirementUnlinked", "Requirement unlinked", "要件を解除"),
                    // Issue 35.
                    ("NodeDeleted", "Deleted", "削除"),
                    ("NodeRestored", "Restored", "復元"),
                    (
                        "NodeDeletedWithDirectory",
                        "Deleted with its directory",
                        "ディレクトリとともに削除",
                    ),
                    (
                        "NodeRestoredWithDirectory",
                        "Restored with its directory",
                        "ディレクトリとともに復元",
                    ),
                    (
                        "NodeDeletedWithApplication",
                        "Deleted with its application",
                        "アプリケーションとともに削除",
                    ),
                    (
                        "NodeRestoredWithApplication",
                        "Restored with its application",
                        "アプリケーションとともに復元",
                    ),
                ],
                title: ("/name", "/name"),
                fields: history::NODE,
                facts: history::NODE_FACTS,
            },
        },
    ],
};
