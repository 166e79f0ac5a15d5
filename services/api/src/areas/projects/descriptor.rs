//! Projects' descriptor (issue 12, moved here by issue 31): what the shared machinery reads
//! of the area (policy rows, projections, and per entity its read model, lifecycle, search,
//! node loader and history).

use staffhub_domain::projects::Project as ProjectAggregate;

use super::history;
use crate::access::ReadModel;
use crate::audit::{History, blank, states};
use crate::graphql::areas::{Area, Entity, Lifecycle, Trash};
use crate::graphql::search::Searched;
use crate::policy::Rule;

pub static AREA: Area = Area {
    name: "projects",
    policy: &[
        ("Query.projects", Rule::Staff),
        ("Mutation.createProject", Rule::Staff),
        ("Mutation.updateProject", Rule::Staff),
        ("Mutation.changeProjectStatus", Rule::Management),
        ("Subscription.projectChanged", Rule::Staff),
        ("Subscription.projectsChanged", Rule::Staff),
    ],
    projections: &["projects"],
    entities: &[Entity {
        type_name: "Project",
        aggregate_type: "Project",
        read_operation: "Query.projects",
        read_model: Some(ReadModel {
            table: "project_list",
            alias: "p",
            id_column: "project_id",
            title: "p.name",
            condition: None,
        }),
        lifecycle: Some(Lifecycle {
            created: "ProjectCreated",
            deleted: "ProjectDeleted",
            revived: "ProjectRestored",
        }),
        search: Some(Searched {
            list_operation: "Query.projects",
            statement: crate::read::projects::SEARCH,
            hit: crate::graphql::projects::project_hit,
        }),
        node: Some(crate::graphql::projects::project_node),
        visible: None,
        trash: Some(Trash {
            table: "project_trash",
            operation: "Mutation.updateProject",
            delete: crate::command::delete::<super::ProjectTarget>,
            restore: crate::command::restore::<super::ProjectTarget>,
            // Staff see in the trash only the projects they would restore.
            visible: Some(super::edit_condition),
        }),
        // Issue 35 §2: deleted in bulk (every entity with a trash), also "all matching".
        bulk: Some(crate::bulk::Bulk {
            fields: &[],
            select: Some(crate::graphql::projects::bulk_select),
        }),
        import: None,
        history: History {
            states: states::<ProjectAggregate>,
            blank: blank::<ProjectAggregate>,
            labels: &[
                ("ProjectCreated", "Project created", "プロジェクトを作成"),
                ("ProjectDetailsChanged", "Details updated", "詳細を更新"),
                (
                    "ProjectOrganizationsChanged",
                    "Organizations changed",
                    "組織を変更",
                ),
                ("ProjectTeamChanged", "Team changed", "チームを変更"),
                ("ProjectStatusChanged", "Status changed", "ステータスを変更"),
                ("ProjectDeleted", "Deleted", "削除"),
                ("ProjectRestored", "Restored", "復元"),
            ],
            title: ("/name", "/name"),
            fields: history::FIELDS,
            facts: &[],
        },
    }],
};
