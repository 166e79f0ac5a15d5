//! Chats' descriptor (issue 12, moved here by issue 31): what the shared machinery reads of the
//! area (policy rows, projections, and per entity its read model, lifecycle, search, node
//! loader, row-level access and history).

use staffhub_domain::chats::ChatRoom as RoomAggregate;

use super::history;
use crate::access::ReadModel;
use crate::audit::{History, blank, states};
use crate::graphql::areas::{Area, Entity, Trash};
use crate::policy::Rule;

pub static AREA: Area = Area {
    name: "chats",
    policy: &[
        ("Query.chatRooms", Rule::Staff),
        ("Mutation.startChat", Rule::Staff),
        ("Mutation.sendChatMessage", Rule::Staff),
        ("Mutation.stopChatAnswer", Rule::Staff),
        ("Mutation.retryChatAnswer", Rule::Staff),
        ("Mutation.renameChatRoom", Rule::Staff),
        ("Mutation.saveGeneratedDocument", Rule::Staff),
        ("Subscription.chatRoomsChanged", Rule::Staff),
        ("Subscription.chatRoomChanged", Rule::Staff),
        ("Subscription.chatAnswerStream", Rule::Staff),
    ],
    projections: &["chats"],
    entities: &[Entity {
        type_name: "ChatRoom",
        aggregate_type: "ChatRoom",
        read_operation: "Query.chatRooms",
        // Its owner's; auditors (admins) may replay it. Written as a condition over its row
        // (issue 35), so the trash can ask its own rule of the row a deleted room would bring
        // back; no screen other than the chats' lists rooms (no search, no notification).
        read_model: Some(ReadModel {
            table: "chat_rooms",
            alias: "cr",
            id_column: "room_id",
            title: "cr.title",
            condition: Some(super::read_condition),
        }),
        lifecycle: None,
        search: None,
        node: Some(crate::graphql::chats::chat_room_node),
        visible: None,
        // Its owner deletes and restores it (issue 35), under the rule of renaming it (every
        // staff member, for their own rooms; the row-level rule is `ChatRoomTarget`'s
        // `authorize`). Chats are private: a deleted room's entry, its title included, is seen
        // by its owner only, not by Management nor admins, so no one else restores it either.
        trash: Some(Trash {
            table: "chat_room_trash",
            operation: "Mutation.renameChatRoom",
            delete: crate::command::delete::<super::ChatRoomTarget>,
            restore: crate::command::restore::<super::ChatRoomTarget>,
            visible: Some(super::owner_condition),
        }),
        bulk: None,
        import: None,
        history: History {
            states: states::<RoomAggregate>,
            blank: blank::<RoomAggregate>,
            labels: &[
                ("ChatRoomStarted", "Chat started", "チャットを開始"),
                ("ChatMessagePosted", "Message sent", "メッセージを送信"),
                ("ChatAnswerStarted", "AI began answering", "AIが回答を開始"),
                ("ChatAnswerCompleted", "AI answered", "AIが回答"),
                ("ChatAnswerFailed", "Answer failed", "回答に失敗"),
                ("ChatAnswerStopped", "Answer stopped", "回答を停止"),
                ("ChatRoomRenamed", "Renamed", "名前を変更"),
                (
                    "ChatAnswerSavedAsDocument",
                    "Saved as a document",
                    "ドキュメントとして保存",
                ),
                (
                    "ChatAnswerSaveReleased",
                    "Save undone (the document was refused)",
                    "保存を取り消し（ドキュメントが拒否されました）",
                ),
                (
                    "ChatAnswerAppliedToWorkflow",
                    "Steps applied to a workflow",
                    "ステップをワークフローに適用",
                ),
                (
                    "ChatAnswerApplyReleased",
                    "Apply undone (the workflow refused the steps)",
                    "適用を取り消し（ワークフローがステップを拒否しました）",
                ),
                // Issue 35.
                ("ChatRoomDeleted", "Deleted", "削除"),
                ("ChatRoomRestored", "Restored", "復元"),
            ],
            title: ("/title", "/title"),
            fields: history::FIELDS,
            facts: history::FACTS,
        },
    }],
};
