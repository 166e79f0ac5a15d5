//! Chats' application layer (issue 31): what chat rules ask of AI models.

mod descriptor;

pub use descriptor::AREA;

use async_graphql::ID;
use uuid::Uuid;

use crate::catalogue::Code;
use crate::error::{ApiError, ApiResult};
use crate::graphql::ids;
use crate::read::chats::{self as reads, ChatMessageRow, ChatRoomRow};
use crate::sessions::Session;
use crate::state::AppState;

use crate::lookups::DirectoryLookup;

#[async_trait::async_trait]
impl staffhub_domain::chats::ChatLookup for DirectoryLookup {
    async fn ai_model(&self, model_id: Uuid) -> Option<staffhub_domain::ai::ModelFacts> {
        crate::areas::ai::ai_model_facts(&self.0, model_id).await
    }
}

/// The title `startChat` gives a room: the first message's first line, cut at 60 characters
/// (the demo seed writes its rooms' titles with it too).
pub fn default_title(message: &str) -> String {
    let line = message
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty())
        .unwrap_or_default();
    let mut title: String = line.chars().take(60).collect();
    if line.chars().count() > 60 {
        title.push('…');
    }
    title
}

/// A chat message's id ('Chat message not found' when it is not one).
pub fn message_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "ChatMessage", Code::ChatMessageNotFound)
}

/// The caller's room (another employee's reads as not found).
pub async fn own_room(state: &AppState, session: &Session, id: Uuid) -> ApiResult<ChatRoomRow> {
    reads::room_by_id(&state.reads, id)
        .await?
        .filter(|room| room.owner_id == session.employee_id)
        .ok_or_else(|| Code::ChatRoomNotFound.into())
}

/// A message of one of the caller's rooms.
pub async fn own_message(
    state: &AppState,
    session: &Session,
    id: Uuid,
) -> ApiResult<(ChatRoomRow, ChatMessageRow)> {
    let message = reads::message_by_id(&state.reads, id)
        .await?
        .ok_or(Code::ChatMessageNotFound)?;
    let room = own_room(state, session, message.room_id)
        .await
        .map_err(|_| ApiError::from(Code::ChatMessageNotFound))?;
    Ok((room, message))
}
