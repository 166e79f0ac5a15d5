//! Organizations' descriptor (issue 12, moved here by issue 31): what the shared machinery reads
//! of the area (policy rows, projections, and per entity its read model, lifecycle, search,
//! node loader and history).

use staffhub_domain::organizations::Organization as OrganizationAggregate;

use super::history;
use crate::access::ReadModel;
use crate::audit::{History, blank, states};
use crate::graphql::areas::{Area, Entity, Lifecycle, Trash};
use crate::graphql::search::Searched;
use crate::policy::Rule;

pub static AREA: Area = Area {
    name: "organizations",
    policy: &[
        ("Query.organizations", Rule::Staff),
        ("Query.dealBoard", Rule::Staff),
        ("Query.dealStatuses", Rule::Staff),
        ("Query.pipelineReport", Rule::Staff),
        ("Mutation.createOrganization", Rule::Staff),
        ("Mutation.updateOrganization", Rule::Staff),
        ("Mutation.moveDeal", Rule::Staff),
        ("Mutation.addOrganizationMember", Rule::Staff),
        ("Mutation.updateOrganizationMember", Rule::Staff),
        ("Mutation.removeOrganizationMember", Rule::Staff),
        ("Mutation.restoreOrganizationMember", Rule::Staff),
        ("Mutation.deleteOrganization", Rule::Management),
        ("Subscription.organizationChanged", Rule::Staff),
        ("Subscription.organizationsChanged", Rule::Staff),
    ],
    projections: &["organizations", "pipeline"],
    entities: &[Entity {
        type_name: "Organization",
        aggregate_type: "Organization",
        read_operation: "Query.organizations",
        read_model: Some(ReadModel {
            table: "organization_list",
            alias: "o",
            id_column: "organization_id",
            title: "o.name",
            condition: None,
        }),
        lifecycle: Some(Lifecycle {
            created: "OrganizationCreated",
            deleted: "OrganizationDeleted",
            revived: "OrganizationRestored",
        }),
        search: Some(Searched {
            list_operation: "Query.organizations",
            statement: crate::read::organizations::SEARCH,
            hit: crate::graphql::organizations::organization_hit,
        }),
        node: Some(crate::graphql::organizations::organization_node),
        visible: None,
        trash: Some(Trash {
            table: "organization_trash",
            operation: "Mutation.deleteOrganization",
            delete: crate::command::delete::<super::OrganizationTarget>,
            restore: crate::command::restore::<super::OrganizationTarget>,
            // Management sees every organization, so every entry.
            visible: None,
        }),
        bulk: Some(super::bulk::BULK),
        import: Some(super::import::IMPORT),
        history: History {
            states: states::<OrganizationAggregate>,
            blank: blank::<OrganizationAggregate>,
            labels: &[
                ("OrganizationCreated", "Organization created", "組織を作成"),
                ("OrganizationUpdated", "Details updated", "詳細を更新"),
                ("DealMoved", "Deal moved", "商談ステージを移動"),
                ("OrganizationMemberAdded", "Member added", "メンバーを追加"),
                (
                    "OrganizationMemberUpdated",
                    "Member updated",
                    "メンバーを更新",
                ),
                (
                    "OrganizationMemberRemoved",
                    "Member removed",
                    "メンバーを削除",
                ),
                (
                    "OrganizationMemberRestored",
                    "Member restored",
                    "メンバーを復元",
                ),
                ("OrganizationDeleted", "Organization deleted", "組織を削除"),
                (
                    "OrganizationRestored",
                    "Organization restored",
                    "組織を復元",
                ),
            ],
            title: ("/name", "/name"),
            fields: history::FIELDS,
            facts: &[],
        },
    }],
};
