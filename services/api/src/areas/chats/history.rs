//! How auditors read a chat room's history (issue 37 §2).

use crate::audit::{DELETED, Field, ID, Kind};

pub(super) const PURPOSES: &[(&str, &str, &str)] = &[
    ("chat", "Chat", "チャット"),
    ("document", "Document writing", "文書作成"),
    ("workflow", "Workflow writing", "ワークフロー作成"),
];

pub(super) static FIELDS: &[Field] = &[
    ID,
    Field::new("owner_id", "Owner", "所有者", Kind::Reference("Employee")),
    Field::new("purpose", "Purpose", "用途", Kind::Enum(PURPOSES)),
    Field::plain("title", "Title", "タイトル"),
    Field::new(
        "agent",
        "Agent",
        "エージェント",
        Kind::Group(&[
            Field::new(
                "agent_id",
                "Agent",
                "エージェント",
                Kind::Reference("Agent"),
            ),
            Field::plain("version", "Agent version", "エージェントの版"),
        ]),
    ),
    Field::new("answers", "Answers", "回答数", Kind::Count),
    Field::new("latest_answer", "Latest answer", "最新の回答", Kind::Hidden),
    Field::new(
        "streaming_answer",
        "Answer being written",
        "作成中の回答",
        Kind::Hidden,
    ),
    DELETED,
];

/// Why an answer stopped.
pub(super) static FACTS: &[Field] = &[Field::plain("stop_reason", "Stopped because", "停止理由")];

#[cfg(test)]
mod tests {
    use serde_json::json;
    use staffhub_domain::chats::{ChatPurpose, ChatRoom};

    use super::*;
    use crate::audit::tests::{assert_enum_labelled, assert_labelled};

    #[test]
    fn every_field_and_value_of_a_chat_room_is_labelled() {
        let id = uuid::Uuid::nil();
        assert_labelled::<ChatRoom>(
            FIELDS,
            json!({
                "id": id, "owner_id": id, "purpose": "document", "title": "t",
                "agent": { "agent_id": id, "version": 1 },
                "answers": { id.to_string(): { "reply_to": id, "status": "completed", "agent": null } },
                "latest_answer": id, "streaming_answer": null, "deleted": false
            }),
        );
        assert_enum_labelled(
            PURPOSES,
            &[
                ChatPurpose::Chat,
                ChatPurpose::Document,
                ChatPurpose::Workflow,
            ],
        );
    }
}
