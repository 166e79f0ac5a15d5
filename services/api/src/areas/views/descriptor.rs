//! Saved views' descriptor (issue 35 §5): what the shared machinery reads of the area (policy
//! rows, projections, and per entity its read model with the row-level rule, node loader, trash
//! and history).

use staffhub_domain::views::SavedView as SavedViewAggregate;

use super::history;
use crate::access::ReadModel;
use crate::audit::{History, blank, states};
use crate::graphql::areas::{Area, Entity, Trash};
use crate::policy::Rule;

pub static AREA: Area = Area {
    name: "views",
    policy: &[
        ("Query.savedViews", Rule::SignedIn),
        ("Mutation.createSavedView", Rule::SignedIn),
        ("Mutation.updateSavedView", Rule::SignedIn),
        ("Mutation.deleteSavedView", Rule::SignedIn),
        ("Subscription.savedViewsChanged", Rule::SignedIn),
    ],
    projections: &["views"],
    entities: &[Entity {
        type_name: "SavedView",
        aggregate_type: "SavedView",
        read_operation: "Query.savedViews",
        // Its owner's, and everyone's holding the role it is shared with: one condition over
        // its row, which the list, `node` and the live list ask alike.
        read_model: Some(ReadModel {
            table: "saved_views",
            alias: "sv",
            id_column: "view_id",
            title: "sv.name",
            condition: Some(crate::read::views::condition),
        }),
        lifecycle: None,
        search: None,
        node: Some(crate::graphql::views::saved_view_node),
        visible: None,
        // Its owner (or an admin) deletes it to the trash and restores it
        // (`super::SavedViewTarget`'s `authorize`); an entry is seen by its owner only.
        trash: Some(Trash {
            table: "saved_view_trash",
            operation: "Mutation.updateSavedView",
            delete: crate::command::delete::<super::SavedViewTarget>,
            restore: crate::command::restore::<super::SavedViewTarget>,
            visible: Some(super::owner_condition),
        }),
        bulk: None,
        import: None,
        history: History {
            states: states::<SavedViewAggregate>,
            blank: blank::<SavedViewAggregate>,
            labels: &[
                ("SavedViewCreated", "View saved", "ビューを保存"),
                ("SavedViewRenamed", "View renamed", "ビュー名を変更"),
                (
                    "SavedViewQueryChanged",
                    "Filter, sort or columns changed",
                    "絞り込み・並び順・列を変更",
                ),
                ("SavedViewSharingChanged", "Sharing changed", "共有先を変更"),
                ("SavedViewDeleted", "View deleted", "ビューを削除"),
                (
                    "SavedViewRestored",
                    "Restored from the trash",
                    "ごみ箱から復元",
                ),
            ],
            title: ("/name", "/name"),
            fields: history::FIELDS,
            facts: &[],
        },
    }],
};
