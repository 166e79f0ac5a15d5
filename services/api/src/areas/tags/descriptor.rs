//! Tags' descriptor (issue 12, moved here by issue 31): what the shared machinery reads
//! of the area (policy rows, projections, and per entity its read model, lifecycle, search,
//! node loader and history).

use staffhub_domain::tags::Tag as TagAggregate;

use super::history;
use crate::audit::{History, blank, states};
use crate::graphql::areas::{Area, Entity, Lifecycle, Trash};
use crate::policy::Rule;

pub static AREA: Area = Area {
    name: "tags",
    policy: &[
        ("Query.tags", Rule::SignedIn),
        ("Mutation.createTag", Rule::Admin),
        ("Mutation.updateTag", Rule::Admin),
        ("Mutation.deleteTag", Rule::Admin),
        ("Subscription.tagsChanged", Rule::SignedIn),
    ],
    projections: &["tags"],
    entities: &[Entity {
        type_name: "Tag",
        aggregate_type: "Tag",
        read_operation: "Query.tags",
        read_model: None,
        lifecycle: Some(Lifecycle {
            created: "TagCreated",
            deleted: "TagDeleted",
            revived: "TagRestored",
        }),
        search: None,
        node: Some(crate::graphql::tags::tag_node),
        visible: None,
        // Issue 35: Admin (who edits tags) deletes one to the trash and restores it; every
        // entry is seen by whoever may restore it. Items keep the deleted tag's id, so nothing
        // is refused and nothing is lost (`super::TagTarget`).
        trash: Some(Trash {
            table: "tag_trash",
            operation: "Mutation.updateTag",
            delete: crate::command::delete::<super::TagTarget>,
            restore: crate::command::restore::<super::TagTarget>,
            visible: None,
        }),
        // Issue 35 §2: deleted in bulk (every entity with a trash), also "all matching".
        bulk: Some(crate::bulk::Bulk {
            fields: &[],
            select: Some(crate::graphql::tags::bulk_select),
        }),
        import: None,
        history: History {
            states: states::<TagAggregate>,
            blank: blank::<TagAggregate>,
            labels: &[
                ("TagCreated", "Tag created", "タグを作成"),
                ("TagRenamed", "Tag renamed", "タグ名を変更"),
                ("TagRecoloured", "Colour changed", "色を変更"),
                ("TagDeleted", "Tag deleted", "タグを削除"),
                ("TagRestored", "Restored from the trash", "ごみ箱から復元"),
            ],
            title: ("/name", "/name"),
            fields: history::FIELDS,
            facts: &[],
        },
    }],
};
