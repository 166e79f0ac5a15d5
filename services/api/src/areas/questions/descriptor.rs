//! Questions' descriptor (issue 12, moved here by issue 31): what the shared machinery reads
//! of the area (policy rows, projections, and per entity its read model, lifecycle, search,
//! node loader and history).

use staffhub_domain::questions::Question as QuestionAggregate;

use super::history;
use crate::access::ReadModel;
use crate::audit::{History, blank, states};
use crate::graphql::areas::{Area, Entity, Trash};
use crate::policy::Rule;

pub static AREA: Area = Area {
    name: "questions",
    policy: &[
        ("Query.questions", Rule::SignedIn),
        ("Mutation.askQuestion", Rule::SignedIn),
        ("Mutation.editQuestion", Rule::SignedIn),
        ("Mutation.answerQuestion", Rule::Staff),
        ("Mutation.closeQuestion", Rule::SignedIn),
        ("Mutation.reopenQuestion", Rule::SignedIn),
        ("Subscription.questionChanged", Rule::SignedIn),
        ("Subscription.questionsChanged", Rule::SignedIn),
    ],
    projections: &["questions"],
    entities: &[Entity {
        type_name: "Question",
        aggregate_type: "Question",
        read_operation: "Query.questions",
        read_model: Some(ReadModel {
            table: "question_list",
            alias: "q",
            id_column: "question_id",
            title: "q.title",
            condition: Some(crate::read::questions::condition),
        }),
        // The row as the system sees it; `visible` below hides it from those outside.
        lifecycle: None,
        search: None,
        node: Some(crate::graphql::questions::question_node),
        visible: None,
        // Its asker or Management deletes and restores one (issue 35), and only they see it in
        // the trash.
        trash: Some(Trash {
            table: "question_trash",
            operation: "Mutation.editQuestion",
            delete: crate::command::delete::<super::QuestionTarget>,
            restore: crate::command::restore::<super::QuestionTarget>,
            visible: Some(super::access::manage_condition),
        }),
        // Issue 35 §2: deleted in bulk (every entity with a trash), also "all matching".
        bulk: Some(crate::bulk::Bulk {
            fields: &[],
            select: Some(crate::graphql::questions::bulk_select),
        }),
        import: None,
        history: History {
            states: states::<QuestionAggregate>,
            blank: blank::<QuestionAggregate>,
            labels: &[
                ("QuestionAsked", "Question asked", "質問を投稿"),
                ("QuestionEdited", "Question edited", "質問を編集"),
                ("QuestionAnswered", "Answered", "回答"),
                ("QuestionClosed", "Closed", "クローズ"),
                ("QuestionReopened", "Reopened", "再オープン"),
                ("QuestionDeleted", "Deleted", "削除"),
                ("QuestionRestored", "Restored", "復元"),
            ],
            title: ("/title", "/title"),
            fields: history::FIELDS,
            facts: &[],
        },
    }],
};
