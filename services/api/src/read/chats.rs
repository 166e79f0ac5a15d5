//! The `chat_rooms` and `chat_messages` read models (projection "chats"). A room is read by
//! its owner: every list query takes the owner inside the SQL.

use chrono::{DateTime, Utc};
use sqlx::{Postgres, QueryBuilder};
use uuid::Uuid;

use super::count::{Total, total};
use super::pool::ReadPool;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ChatRoomRow {
    pub room_id: Uuid,
    pub owner_id: Uuid,
    pub purpose: i16,
    pub title: String,
    pub agent_id: Option<Uuid>,
    pub model_id: Option<Uuid>,
    pub message_count: i32,
    pub streaming_id: Option<Uuid>,
    /// The document the room's generation was saved as last (a document generation's).
    pub saved_document_id: Option<Uuid>,
    /// The workflow instance the room's flow was applied to last (a flow generation's).
    pub applied_instance_id: Option<Uuid>,
    pub last_message_at: DateTime<Utc>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub version: i64,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ChatMessageRow {
    pub message_id: Uuid,
    pub room_id: Uuid,
    pub ordinal: i32,
    pub author: i16,
    pub employee_id: Option<Uuid>,
    pub text: String,
    pub files: serde_json::Value,
    pub document_ids: Vec<Uuid>,
    pub model_id: Option<Uuid>,
    pub tool_keys: Vec<String>,
    pub agent_id: Option<Uuid>,
    pub agent_version: Option<i64>,
    pub status: Option<i16>,
    pub reply_to: Option<Uuid>,
    pub retry_of: Option<Uuid>,
    pub tool_calls: serde_json::Value,
    pub input_tokens: Option<i32>,
    pub output_tokens: Option<i32>,
    pub stop_reason: Option<String>,
    pub error_code: Option<String>,
    pub error_detail: Option<String>,
    pub created_at: DateTime<Utc>,
    pub completed_at: Option<DateTime<Utc>>,
    /// The document the answer was saved as (a document generation's), once it is.
    pub saved_document_id: Option<Uuid>,
    /// The workflow instance the answer's steps were applied to (a flow generation's), once
    /// they are.
    pub applied_instance_id: Option<Uuid>,
    pub room_version: i64,
}

#[derive(Debug, Clone, Default)]
pub struct ChatRoomListFilter {
    /// Always set by the API: only the owner's rooms.
    pub owner_id: Uuid,
    pub keyword: Option<String>,
    pub purpose: Option<i16>,
    pub agent_id: Option<Uuid>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChatRoomSortField {
    LastMessageAt,
    CreatedAt,
}

#[derive(Debug, Clone, Copy)]
pub struct ChatRoomSort {
    pub field: ChatRoomSortField,
    pub descending: bool,
}

const ROOM_COLUMNS: &str = "room_id, owner_id, purpose, title, agent_id, model_id, \
    message_count, streaming_id, saved_document_id, applied_instance_id, last_message_at, created_at, updated_at, version";

const MESSAGE_COLUMNS: &str = "message_id, room_id, ordinal, author, employee_id, text, files, \
    document_ids, model_id, tool_keys, agent_id, agent_version, status, reply_to, retry_of, \
    tool_calls, input_tokens, output_tokens, stop_reason, error_code, error_detail, created_at, \
    completed_at, saved_document_id, applied_instance_id, room_version";

pub async fn room_by_id(
    pool: &ReadPool,
    room_id: Uuid,
) -> Result<Option<ChatRoomRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT {ROOM_COLUMNS} FROM chat_rooms WHERE room_id = $1"
        ))
        .bind(room_id),
    )
    .await
}

fn push_filter(query: &mut QueryBuilder<'_, Postgres>, filter: &ChatRoomListFilter) {
    query.push(" WHERE true");
    push_conditions(query, filter);
}

/// The list's conditions on `chat_rooms`, each as ` AND …`, its owner's first (chats are
/// private). The list, its count and the live list's notices ([`in_list`]) all use these, so
/// a tab is told a room belongs exactly when the list would show it (issue 32).
fn push_conditions(query: &mut QueryBuilder<'_, Postgres>, filter: &ChatRoomListFilter) {
    query.push(" AND owner_id = ").push_bind(filter.owner_id);
    if let Some(keyword) = filter.keyword.as_deref() {
        query
            .push(" AND title ILIKE ")
            .push_bind(super::like_pattern(keyword));
    }
    if let Some(purpose) = filter.purpose {
        query.push(" AND purpose = ").push_bind(purpose);
    }
    if let Some(agent_id) = filter.agent_id {
        query.push(" AND agent_id = ").push_bind(agent_id);
    }
}

/// Whether room `room_id`, as it is now, is in the list with `filter` (a live list's notice).
pub async fn in_list(
    pool: &ReadPool,
    room_id: Uuid,
    filter: &ChatRoomListFilter,
) -> Result<bool, sqlx::Error> {
    super::live::in_list(pool, "chat_rooms", "room_id", room_id, |query| {
        push_conditions(query, filter)
    })
    .await
}

pub async fn rooms(
    pool: &ReadPool,
    filter: &ChatRoomListFilter,
    sort: ChatRoomSort,
    offset: i64,
    limit: i64,
) -> Result<Vec<ChatRoomRow>, sqlx::Error> {
    let mut query = QueryBuilder::new(format!("SELECT {ROOM_COLUMNS} FROM chat_rooms"));
    push_filter(&mut query, filter);
    let column = match sort.field {
        ChatRoomSortField::LastMessageAt => "last_message_at",
        ChatRoomSortField::CreatedAt => "created_at",
    };
    let direction = if sort.descending { "DESC" } else { "ASC" };
    query
        .push(format!(
            " ORDER BY {column} {direction}, room_id {direction} LIMIT "
        ))
        .push_bind(limit)
        .push(" OFFSET ")
        .push_bind(offset);
    pool.fetch_all(query.build_query_as()).await
}

pub async fn count_rooms(
    pool: &ReadPool,
    filter: &ChatRoomListFilter,
) -> Result<Total, sqlx::Error> {
    total(pool, "chat_rooms", |query| push_filter(query, filter)).await
}

pub async fn message_by_id(
    pool: &ReadPool,
    message_id: Uuid,
) -> Result<Option<ChatMessageRow>, sqlx::Error> {
    pool.fetch_optional(
        sqlx::query_as(&format!(
            "SELECT {MESSAGE_COLUMNS} FROM chat_messages WHERE message_id = $1"
        ))
        .bind(message_id),
    )
    .await
}

/// A room's messages, oldest first.
pub async fn messages(
    pool: &ReadPool,
    room_id: Uuid,
    offset: i64,
    limit: i64,
) -> Result<Vec<ChatMessageRow>, sqlx::Error> {
    pool.fetch_all(
        sqlx::query_as(&format!(
            "SELECT {MESSAGE_COLUMNS} FROM chat_messages WHERE room_id = $1
             ORDER BY ordinal LIMIT $2 OFFSET $3"
        ))
        .bind(room_id)
        .bind(limit)
        .bind(offset),
    )
    .await
}

pub async fn count_messages(pool: &ReadPool, room_id: &Uuid) -> Result<Total, sqlx::Error> {
    total(pool, "chat_messages", |query| {
        query.push(" WHERE room_id = ").push_bind(*room_id);
    })
    .await
}

/// The messages of a room that changed after room version `after` (a live screen's news).
pub async fn messages_changed_after(
    pool: &ReadPool,
    room_id: Uuid,
    after: i64,
) -> Result<Vec<ChatMessageRow>, sqlx::Error> {
    pool.fetch_all(
        sqlx::query_as(&format!(
            "SELECT {MESSAGE_COLUMNS} FROM chat_messages WHERE room_id = $1 AND room_version > $2
             ORDER BY ordinal"
        ))
        .bind(room_id)
        .bind(after),
    )
    .await
}
