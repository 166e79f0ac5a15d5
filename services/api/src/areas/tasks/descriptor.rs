//! Tasks' descriptor (issue 12, moved here by issue 31): what the shared machinery reads
//! of the area (policy rows, projections, and per entity its read model, lifecycle, search,
//! node loader and history).

use staffhub_domain::tasks::Task as TaskAggregate;

use crate::read::tasks as task_reads;

use super::history;
use crate::access::ReadModel;
use crate::audit::{History, blank, states};
use crate::graphql::areas::{Area, Entity, Lifecycle, Trash};
use crate::graphql::search::Searched;
use crate::policy::Rule;

pub static AREA: Area = Area {
    name: "tasks",
    policy: &[
        ("Query.tasks", Rule::Staff),
        ("Query.myTasks", Rule::Staff),
        ("Mutation.createTask", Rule::Staff),
        ("Mutation.updateTask", Rule::Staff),
        ("Mutation.changeTaskStatus", Rule::Staff),
        ("Mutation.changeTaskPriority", Rule::Staff),
        ("Mutation.assignTask", Rule::Staff),
        ("Subscription.taskChanged", Rule::Staff),
        ("Subscription.tasksChanged", Rule::Staff),
    ],
    projections: &["tasks"],
    entities: &[Entity {
        type_name: "Task",
        aggregate_type: "Task",
        read_operation: "Query.tasks",
        read_model: Some(ReadModel {
            table: "task_list",
            alias: "t",
            id_column: "task_id",
            title: "t.title",
            condition: None,
        }),
        lifecycle: Some(Lifecycle {
            created: "TaskCreated",
            deleted: "TaskDeleted",
            revived: "TaskRestored",
        }),
        search: Some(Searched {
            list_operation: "Query.tasks",
            statement: task_reads::SEARCH,
            hit: crate::graphql::tasks::task_hit,
        }),
        node: Some(crate::graphql::tasks::task_node),
        visible: None,
        trash: Some(Trash {
            table: "task_trash",
            operation: "Mutation.updateTask",
            delete: crate::command::delete::<super::TaskTarget>,
            restore: crate::command::restore::<super::TaskTarget>,
            visible: None,
        }),
        bulk: Some(super::bulk::BULK),
        import: Some(super::import::IMPORT),
        history: History {
            states: states::<TaskAggregate>,
            blank: blank::<TaskAggregate>,
            labels: &[
                ("TaskCreated", "Task created", "タスクを作成"),
                (
                    "TaskCreatedFromIssue",
                    "Task created from an issue",
                    "課題からタスクを作成",
                ),
                ("TaskDetailsUpdated", "Details updated", "詳細を更新"),
                ("TaskStatusChanged", "Status changed", "ステータスを変更"),
                ("TaskPriorityChanged", "Priority changed", "優先度を変更"),
                ("TaskAssigned", "Assignee changed", "担当者を変更"),
                ("TaskDeleted", "Deleted", "削除"),
                ("TaskRestored", "Restored", "復元"),
            ],
            title: ("/title", "/title"),
            fields: history::FIELDS,
            facts: &[],
        },
    }],
};
