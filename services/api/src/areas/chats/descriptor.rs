//! Chats' descriptor (issue 12, moved here by issue 31): what the shared machinery reads of the
//! area (policy rows, projections, and per entity its read model, lifecycle, search, node
//! loader, row-level access and history).

use staffhub_domain::chats::ChatRoom as RoomAggregate;

use super::history;
use crate::audit::{History, blank, states};
use crate::graphql::areas::{Area, Entity};
use crate::policy::Rule;
use crate::read::chats as reads;

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
        read_model: None,
        lifecycle: None,
        search: None,
        node: Some(crate::graphql::chats::chat_room_node),
        // Its owner's; auditors (admins) may replay it.
        visible: Some(|state, session, id| {
            Box::pin(async move {
                Ok(reads::room_by_id(&state.reads, id)
                    .await?
                    .is_some_and(|room| room.owner_id == session.employee_id || session.is_admin()))
            })
        }),
        trash: None,
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
            ],
            title: ("/title", "/title"),
            fields: history::FIELDS,
            facts: history::FACTS,
        },
    }],
};
