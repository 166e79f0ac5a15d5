//! Chats' application layer (issue 31): what chat rules ask of AI models, the room's command
//! target, who may read a room or message, the chat title rule, choosing what answers a
//! message, and posting a question with the start of its answer.

mod descriptor;
mod history;

pub use descriptor::AREA;

use std::time::Instant;

use async_graphql::ID;
use futures::future::BoxFuture;
use sqlx::{Postgres, QueryBuilder};
use staffhub_domain::agents::Agent as AgentAggregate;
use staffhub_domain::chats::{
    AgentRef, ChatFile as DomainFile, ChatRoom as RoomAggregate, ChatRoomCommand, ChatRoomError,
};
use staffhub_journal::{JournalEvent, Metadata};
use staffhub_projections::chats::purpose_id;
use uuid::Uuid;

use crate::access::Caller;
use crate::ai::generator;
use crate::areas::ai::{model_id, tool_keys};
use crate::catalogue::Code;
use crate::command::{self, Expect, Target, TrashTarget};
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

impl From<ChatRoomError> for ApiError {
    fn from(error: ChatRoomError) -> Self {
        Self::Coded(match error {
            ChatRoomError::NotFound => Code::ChatRoomNotFound,
            ChatRoomError::AlreadyExists => Code::InvalidId,
            ChatRoomError::InvalidTitle => Code::InvalidChatTitle,
            // Another employee's room is not theirs to see.
            ChatRoomError::NotOwner => Code::ChatRoomNotFound,
            ChatRoomError::InvalidMessage => Code::InvalidMessage,
            ChatRoomError::InvalidFiles => Code::InvalidChatFiles,
            ChatRoomError::InvalidDocuments => Code::InvalidAttachedDocuments,
            ChatRoomError::InvalidToolIds => Code::InvalidAiToolIds,
            ChatRoomError::ModelNotFound => Code::AiModelNotFound,
            ChatRoomError::ModelNotSupported => Code::AiModelNotSupported,
            ChatRoomError::ToolsNotOfModel => Code::AiToolsNotOfModel,
            ChatRoomError::AnswerInProgress => Code::AnswerInProgress,
            ChatRoomError::MessageNotFound => Code::ChatMessageNotFound,
            ChatRoomError::AnswerNotStreaming => Code::AnswerNotStreaming,
            ChatRoomError::NotRetryable => Code::AnswerNotRetryable,
            ChatRoomError::NothingChanged => Code::NothingChanged,
            ChatRoomError::NotSavable => Code::AnswerNotSavable,
            ChatRoomError::AlreadySaved { .. } => Code::GeneratedDocumentAlreadySaved,
            ChatRoomError::NotApplicable => Code::FlowAnswerNotReady,
            ChatRoomError::AlreadyApplied { .. } => Code::GeneratedFlowAlreadyApplied,
            ChatRoomError::NotDeleted => Code::NotDeleted,
        })
    }
}

/// Where a chat file is stored: `attachments/<file id>.<extension of its type>`.
pub fn file_key(file: &DomainFile) -> String {
    let extension = [
        "png", "jpg", "gif", "webp", "pdf", "docx", "xlsx", "pptx", "txt", "csv", "md",
    ]
    .into_iter()
    .find(|e| crate::files::content_type_for(&format!("x.{e}")) == file.content_type)
    .unwrap_or("bin");
    format!("attachments/{}.{extension}", file.file_id)
}

pub struct ChatRoomTarget;

impl Target for ChatRoomTarget {
    type Aggregate = RoomAggregate;
    type Row = ChatRoomRow;
    type Id = Uuid;
    const NOT_FOUND: Code = Code::ChatRoomNotFound;

    fn services(state: &AppState) -> &staffhub_domain::chats::ChatRoomServices {
        &state.chat_services
    }

    async fn read_back(state: &AppState, id: Uuid) -> ApiResult<Option<ChatRoomRow>> {
        Ok(reads::room_by_id(&state.reads, id).await?)
    }

    fn version(row: &ChatRoomRow) -> i64 {
        row.version
    }

    fn from_events(id: Uuid, room: RoomAggregate, events: &[JournalEvent]) -> Option<ChatRoomRow> {
        let (first, last) = (events.first()?, events.last()?);
        let messages = events
            .iter()
            .filter(|e| {
                matches!(
                    e.event_type.as_str(),
                    "ChatMessagePosted" | "ChatAnswerStarted"
                )
            })
            .count();
        room.exists().then(|| ChatRoomRow {
            room_id: id,
            owner_id: room.owner_id(),
            purpose: purpose_id(room.purpose()),
            title: room.title().to_owned(),
            agent_id: room.agent().map(|a| a.agent_id),
            model_id: None,
            message_count: messages as i32,
            streaming_id: room.streaming_answer(),
            saved_document_id: room
                .latest_answer()
                .and_then(|answer| room.answer_saved_document(answer)),
            applied_instance_id: room
                .latest_answer()
                .and_then(|answer| room.answer_applied_instance(answer)),
            last_message_at: last.recorded_at,
            created_at: first.recorded_at,
            updated_at: last.recorded_at,
            version: last.sequence,
        })
    }
}

/// Who reads a room (a `chat_rooms` row as `cr`): its owner; admins too, who audit its history.
pub fn read_condition(query: &mut QueryBuilder<'_, Postgres>, caller: &Caller) {
    if caller.admin {
        return;
    }
    query
        .push(" AND cr.owner_id = ")
        .push_bind(caller.employee_id);
}

/// Who sees a deleted room in the trash, and so restores it (issue 35): its owner only. Chats
/// are private: Management and admins do not read other people's chat titles in their trash.
pub fn owner_condition(query: &mut QueryBuilder<'_, Postgres>, caller: &Caller) {
    query
        .push(" AND cr.owner_id = ")
        .push_bind(caller.employee_id);
}

/// Its owner deletes a room (issue 35; another's reads as not found, as everywhere in chats).
/// Who restores one is the descriptor's `Trash::visible` over the row it brings back (the
/// owner), which `restoreNode` asks first. A room whose answer is still being written is not
/// deleted (the aggregate's rule: 'An answer is still being written').
impl TrashTarget for ChatRoomTarget {
    fn delete_command() -> ChatRoomCommand {
        ChatRoomCommand::Delete
    }

    fn restore_command() -> ChatRoomCommand {
        ChatRoomCommand::Restore
    }

    fn authorize<'a>(
        state: &'a AppState,
        session: &'a Session,
        id: Uuid,
        restoring: bool,
    ) -> BoxFuture<'a, ApiResult<()>> {
        Box::pin(async move {
            if !restoring {
                own_room(state, session, id).await?;
            }
            Ok(())
        })
    }
}

/// A chat room's id ('Chat room not found' when it is not one).
pub fn room_id(id: &ID) -> ApiResult<Uuid> {
    ids::decode(id, "ChatRoom", Code::ChatRoomNotFound)
}

/// What answers a message: the model, its tools and the agent (at its current version).
pub struct Answering {
    pub model_id: Uuid,
    pub tool_keys: Vec<String>,
    pub agent: Option<AgentRef>,
}

/// Picks the model and tools, checked at the edge where the domain cannot: the agent exists
/// and is in use, and the model's provider is configured on this server (a model without one
/// would only fail later).
pub async fn answering(
    state: &AppState,
    model: Option<&ID>,
    tools: Option<&[ID]>,
    agent: Option<Uuid>,
    fallback_model: Option<Uuid>,
) -> ApiResult<Answering> {
    let mut agent_ref = None;
    let mut agent_defaults = None;
    if let Some(id) = agent {
        let (aggregate, version) = state
            .journal
            .load_state::<AgentAggregate>(&id.to_string())
            .await
            .map_err(|e| ApiError::internal("reading an agent failed", e))?;
        // Issue 35: a room whose agent went to the trash reads on, but takes no message
        // until the agent is restored; said apart from an agent that never was.
        if aggregate.in_trash() {
            return Err(Code::AgentDeleted.into());
        }
        if !aggregate.exists() {
            return Err(Code::AgentNotFound.into());
        }
        if aggregate.archived() {
            return Err(Code::AgentArchived.into());
        }
        let profile = aggregate.profile();
        agent_defaults = Some((profile.default_model_id, profile.default_tool_keys.clone()));
        agent_ref = Some(AgentRef {
            agent_id: id,
            version: version as u64,
        });
    }
    let model_id = match model {
        Some(id) => model_id(id)?,
        None => fallback_model
            .or_else(|| agent_defaults.as_ref().and_then(|(m, _)| *m))
            .ok_or(Code::NoAiModel)?,
    };
    let tool_keys = match tools {
        Some(ids) => tool_keys(ids)?,
        None => match &agent_defaults {
            Some((Some(default), keys)) if *default == model_id => keys.clone(),
            _ => Vec::new(),
        },
    };
    // Asked of the read model first, so `startChat` refuses before it opens a room; the
    // room's rules ask the journal again when the message is posted.
    if let Some(row) = crate::read::ai::by_id(&state.reads, model_id).await? {
        if !row.enabled {
            return Err(Code::AiModelNotSupported.into());
        }
        if tool_keys.iter().any(|key| !row.tool_keys.contains(key)) {
            return Err(Code::AiToolsNotOfModel.into());
        }
        if state.ai.provider(&row.provider).is_none() {
            return Err(Code::AiProviderNotConfigured.into());
        }
    }
    Ok(Answering {
        model_id,
        tool_keys,
        agent: agent_ref,
    })
}

/// Removes the files stored for a request that was then refused (see `Files::discard`).
pub async fn discard_if_refused<T>(state: &AppState, keys: &[String], result: &ApiResult<T>) {
    for key in keys {
        state.files.discard_if_refused(key, result).await;
    }
}

/// Records the question and the start of its answer, then starts writing the answer.
#[allow(clippy::too_many_arguments)]
pub async fn post(
    state: &AppState,
    session: &Session,
    metadata: &Metadata,
    room: Uuid,
    text: String,
    files: Vec<DomainFile>,
    keys: &[String],
    document_ids: Vec<Uuid>,
    answering: Answering,
) -> ApiResult<(ChatMessageRow, ChatMessageRow)> {
    let message_id = Uuid::now_v7();
    let answer_id = Uuid::now_v7();
    let command = ChatRoomCommand::Post {
        message_id,
        author_id: session.employee_id,
        text,
        files,
        document_ids,
        model_id: answering.model_id,
        tool_keys: answering.tool_keys,
        agent: answering.agent,
        answer_id,
    };
    let started = Instant::now();
    let executed =
        command::execute::<ChatRoomTarget>(state, metadata, room, command, Expect::Any).await;
    // A refused message (too long, say) leaves no file behind. Judged on the command alone:
    // once it is stored, a failure reading it back must not delete its files.
    discard_if_refused(state, keys, &executed).await;
    let committed = executed?;
    generator::spawn(
        state,
        generator::Job {
            room_id: room,
            answer_id,
            session: session.clone(),
            metadata: metadata.clone(),
        },
    );
    command::answer::<ChatRoomTarget>(state, room, committed, started).await?;
    Ok((
        message_row(state, message_id).await?,
        message_row(state, answer_id).await?,
    ))
}

/// A chat message's row ('Chat message not found' when there is none).
pub async fn message_row(state: &AppState, id: Uuid) -> ApiResult<ChatMessageRow> {
    reads::message_by_id(&state.reads, id)
        .await?
        .ok_or_else(|| Code::ChatMessageNotFound.into())
}
