//! Issues' descriptor (issue 12, moved here by issue 31): what the shared machinery reads
//! of the area (policy rows, projections, and per entity its read model, lifecycle, search,
//! node loader and history).

use staffhub_domain::issues::category::Categories;
use staffhub_domain::issues::choice::Choice;
use staffhub_domain::issues::issue::Issue as IssueAggregate;
use staffhub_domain::issues::status::Statuses;

use super::history;
use crate::access::ReadModel;
use crate::audit::{History, blank, states};
use crate::graphql::areas::{Area, Entity, Lifecycle, Trash};
use crate::graphql::search::Searched;
use crate::policy::Rule;

pub static AREA: Area = Area {
    name: "issues",
    policy: &[
        ("Query.issues", Rule::Staff),
        ("Query.issueBoard", Rule::Staff),
        ("Query.issueStatuses", Rule::Staff),
        ("Query.issueCategories", Rule::Staff),
        ("Mutation.createIssue", Rule::Staff),
        ("Mutation.updateIssue", Rule::Staff),
        ("Mutation.changeIssueStatus", Rule::Staff),
        ("Mutation.changeIssuePriority", Rule::Staff),
        ("Mutation.assignIssueCategory", Rule::Staff),
        ("Mutation.detachIssueCategory", Rule::Staff),
        ("Mutation.assignIssueProject", Rule::Staff),
        ("Mutation.detachIssueProject", Rule::Staff),
        ("Mutation.assignIssueEmployee", Rule::Staff),
        ("Mutation.detachIssueEmployee", Rule::Staff),
        ("Mutation.linkIssueDocument", Rule::Staff),
        ("Mutation.detachIssueDocument", Rule::Staff),
        ("Mutation.addIssueComment", Rule::Staff),
        ("Mutation.editIssueComment", Rule::Staff),
        ("Mutation.convertIssueToTask", Rule::Staff),
        ("Mutation.createIssueStatus", Rule::Admin),
        ("Mutation.updateIssueStatus", Rule::Admin),
        ("Mutation.moveIssueStatus", Rule::Admin),
        ("Mutation.createIssueCategory", Rule::Admin),
        ("Mutation.updateIssueCategory", Rule::Admin),
        ("Mutation.moveIssueCategory", Rule::Admin),
        ("Subscription.issueChanged", Rule::Staff),
        ("Subscription.issuesChanged", Rule::Staff),
        ("Subscription.issueStatusesChanged", Rule::Staff),
        ("Subscription.issueCategoriesChanged", Rule::Staff),
    ],
    projections: &["issues"],
    entities: &[
        Entity {
            type_name: "Issue",
            aggregate_type: "Issue",
            read_operation: "Query.issues",
            read_model: Some(ReadModel {
                table: "issue_list",
                alias: "i",
                id_column: "issue_id",
                title: "i.title",
                condition: None,
            }),
            lifecycle: Some(Lifecycle {
                created: "IssueCreated",
                deleted: "IssueDeleted",
                revived: "IssueRestored",
            }),
            search: Some(Searched {
                list_operation: "Query.issues",
                statement: crate::read::issues::SEARCH,
                hit: crate::graphql::issues::issue_hit,
            }),
            node: Some(crate::graphql::issues::issue_node),
            visible: None,
            trash: Some(Trash {
                table: "issue_trash",
                operation: "Mutation.updateIssue",
                delete: crate::command::delete::<super::IssueTarget>,
                restore: crate::command::restore::<super::IssueTarget>,
                visible: None,
            }),
            bulk: Some(super::bulk::BULK),
            import: Some(super::import::IMPORT),
            history: History {
                states: states::<IssueAggregate>,
                blank: blank::<IssueAggregate>,
                labels: &[
                    ("IssueCreated", "Issue created", "課題を作成"),
                    ("IssueEdited", "Edited", "編集"),
                    ("IssueStatusChanged", "Status changed", "ステータスを変更"),
                    ("IssuePriorityChanged", "Priority changed", "優先度を変更"),
                    (
                        "IssueCategoryAssigned",
                        "Category assigned",
                        "カテゴリーを追加",
                    ),
                    (
                        "IssueCategoryDetached",
                        "Category detached",
                        "カテゴリーを解除",
                    ),
                    (
                        "IssueProjectAssigned",
                        "Project assigned",
                        "プロジェクトを設定",
                    ),
                    (
                        "IssueProjectDetached",
                        "Project detached",
                        "プロジェクトを解除",
                    ),
                    ("IssueEmployeeAssigned", "Employee assigned", "担当者を追加"),
                    ("IssueEmployeeDetached", "Employee detached", "担当者を解除"),
                    (
                        "IssueDocumentLinked",
                        "Document linked",
                        "ドキュメントを関連付け",
                    ),
                    (
                        "IssueDocumentDetached",
                        "Document detached",
                        "ドキュメントを解除",
                    ),
                    ("IssueCommentAdded", "Comment added", "コメントを追加"),
                    ("IssueCommentEdited", "Comment edited", "コメントを編集"),
                    (
                        "IssueConvertedToTask",
                        "Converted to a task",
                        "タスクに変換",
                    ),
                    ("IssueDeleted", "Deleted", "削除"),
                    ("IssueRestored", "Restored", "復元"),
                ],
                title: ("/title", "/title"),
                fields: history::ISSUE,
                facts: &[],
            },
        },
        Entity {
            type_name: "IssueStatus",
            aggregate_type: "IssueStatus",
            read_operation: "Query.issueStatuses",
            read_model: None,
            lifecycle: Some(Lifecycle {
                created: "IssueStatusCreated",
                deleted: "IssueStatusDeleted",
                revived: "IssueStatusRestored",
            }),
            search: None,
            node: Some(crate::graphql::issues::issue_status_node),
            visible: None,
            // Issue 35: admins, who edit the list (`Mutation.updateIssueStatus`), delete an entry to the
            // trash and restore it in its place; nothing holds it back: issues keep its id and
            // read it "(deleted)" (`super::ChoiceTarget`'s `TrashTarget`).
            trash: Some(Trash {
                table: "issue_status_trash",
                operation: "Mutation.updateIssueStatus",
                delete: crate::command::delete::<super::ChoiceTarget<Statuses>>,
                restore: crate::command::restore::<super::ChoiceTarget<Statuses>>,
                visible: None,
            }),
            bulk: None,
            import: None,
            history: History {
                states: states::<Choice<Statuses>>,
                blank: blank::<Choice<Statuses>>,
                labels: &[
                    ("IssueStatusCreated", "Status created", "ステータスを作成"),
                    ("IssueStatusEdited", "Edited", "編集"),
                    ("IssueStatusMoved", "Moved in the list", "並び順を変更"),
                    ("IssueStatusDeleted", "Deleted", "削除"),
                    ("IssueStatusRestored", "Restored", "復元"),
                ],
                title: ("/label_en", "/label_ja"),
                fields: history::CHOICE,
                facts: &[],
            },
        },
        Entity {
            type_name: "IssueCategory",
            aggregate_type: "IssueCategory",
            read_operation: "Query.issueCategories",
            read_model: None,
            lifecycle: Some(Lifecycle {
                created: "IssueCategoryCreated",
                deleted: "IssueCategoryDeleted",
                revived: "IssueCategoryRestored",
            }),
            search: None,
            node: Some(crate::graphql::issues::issue_category_node),
            visible: None,
            // Issue 35: admins, who edit the list (`Mutation.updateIssueCategory`), delete an entry to the
            // trash and restore it in its place; nothing holds it back: issues keep its id and
            // read it "(deleted)" (`super::ChoiceTarget`'s `TrashTarget`).
            trash: Some(Trash {
                table: "issue_category_trash",
                operation: "Mutation.updateIssueCategory",
                delete: crate::command::delete::<super::ChoiceTarget<Categories>>,
                restore: crate::command::restore::<super::ChoiceTarget<Categories>>,
                visible: None,
            }),
            bulk: None,
            import: None,
            history: History {
                states: states::<Choice<Categories>>,
                blank: blank::<Choice<Categories>>,
                labels: &[
                    (
                        "IssueCategoryCreated",
                        "Category created",
                        "カテゴリーを作成",
                    ),
                    ("IssueCategoryEdited", "Edited", "編集"),
                    ("IssueCategoryMoved", "Moved in the list", "並び順を変更"),
                    ("IssueCategoryDeleted", "Deleted", "削除"),
                    ("IssueCategoryRestored", "Restored", "復元"),
                ],
                title: ("/label_en", "/label_ja"),
                fields: history::CHOICE,
                facts: &[],
            },
        },
    ],
};
