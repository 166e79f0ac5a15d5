//! Projection "chats" (issue 18): `chat_rooms` and `chat_messages`. A question and its answer
//! are rows of the room; an answer's row is written when it starts (status streaming, no
//! text) and once more when it ends. The tokens in between never come here: they travel over
//! NATS (`services/api` `ai::stream`).
//!
//! Every write is guarded by the room's version: a message row is inserted only while the
//! room row is older than the event, and updated only where its `room_version` is, so a
//! replay over live rows changes nothing.

use async_trait::async_trait;
use serde_json::json;
use sqlx::PgConnection;
use staffhub_domain::chats::{ChatPurpose, ChatRoomEvent, TokenUsage, ToolCallRecord};
use staffhub_journal::JournalEvent;
use uuid::Uuid;

use crate::trash::Trashable;
use crate::{ChangeKind, ChangeNotice, Projection, ProjectionError, guarded};

pub struct ChatsProjection;

const NAME: &str = "chats";

/// Where a deleted chat room waits (issue 35), its messages (questions and answers, with what
/// each saved or applied) with it, and whence they come back as they were. A room is deleted
/// only when no answer is streaming (the aggregate's rule), so no answer row changes in the
/// trash.
pub const TRASH: Trashable = Trashable {
    projection: NAME,
    entity_type: "ChatRoom",
    trash: "chat_room_trash",
    table: "chat_rooms",
    id_column: "room_id",
    title_column: "title",
    children: &[("chat_messages", "room_id")],
};

/// `chat_messages.author` (spec §4 message author).
pub const AUTHOR_AI: i16 = 1;
pub const AUTHOR_HUMAN: i16 = 2;

/// `chat_messages.status` of an answer.
pub const STREAMING: i16 = 1;
pub const COMPLETED: i16 = 2;
pub const FAILED: i16 = 3;
pub const STOPPED: i16 = 4;

pub fn purpose_id(purpose: ChatPurpose) -> i16 {
    match purpose {
        ChatPurpose::Chat => 1,
        ChatPurpose::Document => 2,
        ChatPurpose::Workflow => 3,
    }
}

fn db(source: sqlx::Error) -> ProjectionError {
    ProjectionError::Database {
        projection: NAME,
        source,
    }
}

/// Tool calls as the read model keeps them (the API reads the same shape back).
pub fn tool_calls_json(calls: &[ToolCallRecord]) -> serde_json::Value {
    serde_json::to_value(calls).unwrap_or_else(|_| json!([]))
}

#[async_trait]
impl Projection for ChatsProjection {
    fn name(&self) -> &'static str {
        NAME
    }

    fn aggregate_types(&self) -> &'static [&'static str] {
        &["ChatRoom"]
    }

    fn tables(&self) -> &'static [&'static str] {
        &["chat_rooms", "chat_messages", "chat_room_trash"]
    }

    async fn apply(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
    ) -> Result<Option<ChangeNotice>, ProjectionError> {
        let decoded = event
            .decode::<ChatRoomEvent>()
            .map_err(|e| ProjectionError::decode(event, e))?;
        let at = event.metadata.occurred_at_or(event.recorded_at);
        let room_id = Uuid::parse_str(&event.aggregate_id).unwrap_or_default();
        let kind = match decoded {
            ChatRoomEvent::ChatRoomStarted {
                room_id,
                owner_id,
                purpose,
                title,
                agent,
            } => {
                sqlx::query(
                    "INSERT INTO chat_rooms (room_id, owner_id, purpose, title, agent_id,
                         last_message_at, created_at, updated_at, version)
                     VALUES ($1, $2, $3, $4, $5, $6, $6, $6, $7) ON CONFLICT (room_id) DO NOTHING",
                )
                .bind(room_id)
                .bind(owner_id)
                .bind(purpose_id(purpose))
                .bind(title)
                .bind(agent.map(|a| a.agent_id))
                .bind(at)
                .bind(event.sequence)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                ChangeKind::Created
            }
            ChatRoomEvent::ChatMessagePosted {
                message_id,
                author_id,
                text,
                files,
                document_ids,
            } => {
                let files = serde_json::to_value(&files).unwrap_or_else(|_| json!([]));
                sqlx::query(
                    "INSERT INTO chat_messages (message_id, room_id, ordinal, author, employee_id,
                         text, files, document_ids, created_at, room_version)
                     SELECT $2, $1, r.message_count + 1, $3, $4, $5, $6, $7, $8, $9
                     FROM chat_rooms r WHERE r.room_id = $1 AND r.version < $9
                     ON CONFLICT (message_id) DO NOTHING",
                )
                .bind(room_id)
                .bind(message_id)
                .bind(AUTHOR_HUMAN)
                .bind(author_id)
                .bind(text)
                .bind(files)
                .bind(document_ids)
                .bind(at)
                .bind(event.sequence)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                guarded::update(
                    conn,
                    event,
                    NAME,
                    "chat_rooms",
                    "room_id",
                    "message_count = message_count + 1, last_message_at = $4",
                    |q| q.bind(at),
                )
                .await?;
                ChangeKind::Updated
            }
            ChatRoomEvent::ChatAnswerStarted {
                answer_id,
                reply_to,
                model_id,
                tool_keys,
                agent,
                retry_of,
            } => {
                sqlx::query(
                    "INSERT INTO chat_messages (message_id, room_id, ordinal, author, text,
                         model_id, tool_keys, agent_id, agent_version, status, reply_to, retry_of,
                         created_at, room_version)
                     SELECT $2, $1, r.message_count + 1, $3, '', $4, $5, $6, $7, $8, $9, $10, $11, $12
                     FROM chat_rooms r WHERE r.room_id = $1 AND r.version < $12
                     ON CONFLICT (message_id) DO NOTHING",
                )
                .bind(room_id)
                .bind(answer_id)
                .bind(AUTHOR_AI)
                .bind(model_id)
                .bind(tool_keys)
                .bind(agent.as_ref().map(|a| a.agent_id))
                .bind(agent.as_ref().map(|a| a.version as i64))
                .bind(STREAMING)
                .bind(reply_to)
                .bind(retry_of)
                .bind(at)
                .bind(event.sequence)
                .execute(&mut *conn)
                .await
                .map_err(db)?;
                guarded::update(
                    conn,
                    event,
                    NAME,
                    "chat_rooms",
                    "room_id",
                    "message_count = message_count + 1, last_message_at = $4, streaming_id = $5,
                     model_id = $6",
                    |q| q.bind(at).bind(answer_id).bind(model_id),
                )
                .await?;
                ChangeKind::Updated
            }
            ChatRoomEvent::ChatAnswerCompleted {
                answer_id,
                text,
                tool_calls,
                usage,
                stop_reason,
            } => {
                self.end_answer(
                    conn,
                    event,
                    answer_id,
                    Ending {
                        status: COMPLETED,
                        text,
                        tool_calls,
                        usage: Some(usage),
                        stop_reason: Some(stop_reason),
                        error: None,
                    },
                )
                .await?;
                ChangeKind::Updated
            }
            ChatRoomEvent::ChatAnswerFailed {
                answer_id,
                code,
                detail,
                text,
                tool_calls,
            } => {
                self.end_answer(
                    conn,
                    event,
                    answer_id,
                    Ending {
                        status: FAILED,
                        text,
                        tool_calls,
                        usage: None,
                        stop_reason: None,
                        error: Some((code, detail)),
                    },
                )
                .await?;
                ChangeKind::Updated
            }
            ChatRoomEvent::ChatAnswerStopped {
                answer_id,
                text,
                tool_calls,
                usage,
            } => {
                self.end_answer(
                    conn,
                    event,
                    answer_id,
                    Ending {
                        status: STOPPED,
                        text,
                        tool_calls,
                        usage,
                        stop_reason: Some("stopped".into()),
                        error: None,
                    },
                )
                .await?;
                ChangeKind::Updated
            }
            ChatRoomEvent::ChatAnswerSavedAsDocument {
                answer_id,
                document_id,
                ..
            } => {
                self.mark_saved(conn, event, answer_id, Some(document_id))
                    .await?;
                guarded::update(
                    conn,
                    event,
                    NAME,
                    "chat_rooms",
                    "room_id",
                    "saved_document_id = $4",
                    |q| q.bind(document_id),
                )
                .await?;
                ChangeKind::Updated
            }
            ChatRoomEvent::ChatAnswerSaveReleased {
                answer_id,
                document_id,
            } => {
                self.mark_saved(conn, event, answer_id, None).await?;
                guarded::update(
                    conn,
                    event,
                    NAME,
                    "chat_rooms",
                    "room_id",
                    "saved_document_id = NULLIF(saved_document_id, $4)",
                    |q| q.bind(document_id),
                )
                .await?;
                ChangeKind::Updated
            }
            ChatRoomEvent::ChatAnswerAppliedToWorkflow {
                answer_id,
                instance_id,
                ..
            } => {
                self.mark_applied(conn, event, answer_id, Some(instance_id))
                    .await?;
                guarded::update(
                    conn,
                    event,
                    NAME,
                    "chat_rooms",
                    "room_id",
                    "applied_instance_id = $4",
                    |q| q.bind(instance_id),
                )
                .await?;
                ChangeKind::Updated
            }
            ChatRoomEvent::ChatAnswerApplyReleased {
                answer_id,
                instance_id,
            } => {
                self.mark_applied(conn, event, answer_id, None).await?;
                guarded::update(
                    conn,
                    event,
                    NAME,
                    "chat_rooms",
                    "room_id",
                    "applied_instance_id = NULLIF(applied_instance_id, $4)",
                    |q| q.bind(instance_id),
                )
                .await?;
                ChangeKind::Updated
            }
            ChatRoomEvent::ChatRoomRenamed { title, .. } => {
                guarded::update(
                    conn,
                    event,
                    NAME,
                    "chat_rooms",
                    "room_id",
                    "title = $4",
                    |q| q.bind(title),
                )
                .await?;
                ChangeKind::Updated
            }
            ChatRoomEvent::ChatRoomDeleted {} => {
                TRASH.discard(conn, event).await?;
                ChangeKind::Deleted
            }
            ChatRoomEvent::ChatRoomRestored {} => {
                TRASH.restore(conn, event).await?;
                ChangeKind::Created
            }
        };
        Ok(Some(ChangeNotice {
            entity_type: event.aggregate_type.clone(),
            entity_id: event.aggregate_id.clone(),
            version: event.sequence,
            kind,
            correlation_id: event.metadata.correlation_id,
        }))
    }
}

struct Ending {
    status: i16,
    text: String,
    tool_calls: Vec<ToolCallRecord>,
    usage: Option<TokenUsage>,
    stop_reason: Option<String>,
    error: Option<(String, String)>,
}

impl ChatsProjection {
    /// The document an answer was saved as (`None`: not saved, or the save was released).
    async fn mark_saved(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
        answer_id: Uuid,
        document_id: Option<Uuid>,
    ) -> Result<(), ProjectionError> {
        sqlx::query(
            "UPDATE chat_messages SET saved_document_id = $2, room_version = $3
             WHERE message_id = $1 AND room_version < $3",
        )
        .bind(answer_id)
        .bind(document_id)
        .bind(event.sequence)
        .execute(&mut *conn)
        .await
        .map_err(db)?;
        Ok(())
    }

    /// The workflow instance an answer's steps were applied to (`None`: not applied, or the
    /// apply was released).
    async fn mark_applied(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
        answer_id: Uuid,
        instance_id: Option<Uuid>,
    ) -> Result<(), ProjectionError> {
        sqlx::query(
            "UPDATE chat_messages SET applied_instance_id = $2, room_version = $3
             WHERE message_id = $1 AND room_version < $3",
        )
        .bind(answer_id)
        .bind(instance_id)
        .bind(event.sequence)
        .execute(&mut *conn)
        .await
        .map_err(db)?;
        Ok(())
    }

    async fn end_answer(
        &self,
        conn: &mut PgConnection,
        event: &JournalEvent,
        answer_id: Uuid,
        ending: Ending,
    ) -> Result<(), ProjectionError> {
        let at = event.metadata.occurred_at_or(event.recorded_at);
        let (code, detail) = ending.error.unzip();
        sqlx::query(
            "UPDATE chat_messages SET status = $2, text = $3, tool_calls = $4, input_tokens = $5,
                 output_tokens = $6, stop_reason = $7, error_code = $8, error_detail = $9,
                 completed_at = $10, room_version = $11
             WHERE message_id = $1 AND room_version < $11",
        )
        .bind(answer_id)
        .bind(ending.status)
        .bind(ending.text)
        .bind(tool_calls_json(&ending.tool_calls))
        .bind(ending.usage.map(|u| u.input_tokens as i32))
        .bind(ending.usage.map(|u| u.output_tokens as i32))
        .bind(ending.stop_reason)
        .bind(code)
        .bind(detail)
        .bind(at)
        .bind(event.sequence)
        .execute(&mut *conn)
        .await
        .map_err(db)?;
        guarded::update(
            conn,
            event,
            NAME,
            "chat_rooms",
            "room_id",
            "streaming_id = NULL",
            |q| q,
        )
        .await
    }
}
