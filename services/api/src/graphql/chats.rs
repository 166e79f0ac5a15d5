//! Chat with AI and document generation (issue 18; spec §2 `/new-chat`, `/chat-with-ai`,
//! `/documents/generate`; §3 `roomId, message, files, aiModelId, aiToolIds,
//! attachedDocuments`; §4 message author ai / human; §8 'Chat room' not found, 'AI model is not
//! supported', 'AI tools do not belong to this AI model', 'Invalid AI tool IDs', 'Invalid
//! Claude Response received', 'Invalid Json Response from Claude AI').
//!
//! A room belongs to the employee who started it: every read takes the owner inside the SQL,
//! and another employee's room reads as not found. A message records the question and the
//! start of its answer; the answer is written on the server (`ai::generator`), its tokens
//! reach the screens through `chatAnswerStream` over NATS, and its end is one event.

use std::time::Instant;

use async_graphql::{
    Context, Enum, ID, InputObject, Json, Object, SimpleObject, Subscription, Upload,
};
use chrono::{DateTime, Utc};
use futures::future::BoxFuture;
use futures::{Stream, StreamExt};
use staffhub_domain::chats::{
    AgentRef, ChatFile as DomainFile, ChatPurpose as DomainPurpose, ChatRoomCommand, ToolCallRecord,
};
use staffhub_projections::chats::{AUTHOR_AI, COMPLETED, FAILED, STOPPED, STREAMING, purpose_id};
use uuid::Uuid;

use super::agents::Agent;
use super::ai::{AiModel, AiTool};
use super::connection::{self, OrderDirection, connection};
use super::documents::Document;
use super::guard::{Policy, authorize};
use super::live::{self, ChangeKind, coded};
use super::members::Employee;
use super::node::Node;
use super::trash::{DeletedReference, deleted_reference};
use super::workflows::WorkflowInstance;
use super::{ids, request, session, state};
use crate::ai::generator;
use crate::ai::stream::{self as answer_stream, Asked, Delta, Snapshot, Step};
use crate::areas::agents::agent_id;
use crate::areas::chats::{
    ChatRoomTarget, answering, discard_if_refused, file_key, message_id, message_row, own_message,
    own_room, post, room_id,
};
use crate::areas::documents::readable_ids;
use crate::catalogue::Code;
use crate::command::{self, Expect};
use crate::error::{ApiError, ApiResult, GqlResult};
use crate::read::chats::{
    self as reads, ChatMessageRow, ChatRoomListFilter, ChatRoomRow, ChatRoomSort, ChatRoomSortField,
};
use crate::state::AppState;

/// `node(id)` of a chat room, the hook `AREA` points at (it builds the GraphQL `Node`).
pub(crate) fn chat_room_node(state: &AppState, id: Uuid) -> BoxFuture<'_, ApiResult<Option<Node>>> {
    Box::pin(async move {
        Ok(reads::room_by_id(&state.reads, id)
            .await?
            .map(|row| Node::ChatRoom(ChatRoom(row))))
    })
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum ChatPurpose {
    Chat,
    /// `/documents/generate`: the answer becomes a draft document.
    Document,
    /// `/workflow-instances/{id}/flow-generate`: the answer proposes steps
    /// (`workflowStepProposal`).
    Workflow,
}

impl ChatPurpose {
    fn domain(self) -> DomainPurpose {
        match self {
            Self::Chat => DomainPurpose::Chat,
            Self::Document => DomainPurpose::Document,
            Self::Workflow => DomainPurpose::Workflow,
        }
    }
}

/// Spec §4 message author.
#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum MessageAuthor {
    Ai,
    Human,
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum AnswerStatus {
    Streaming,
    Completed,
    Failed,
    Stopped,
}

/// A chat room: one employee's conversation with a model or an agent.
pub struct ChatRoom(pub ChatRoomRow);

#[Object]
impl ChatRoom {
    pub async fn id(&self) -> ID {
        ids::encode("ChatRoom", self.0.room_id)
    }

    async fn title(&self) -> &str {
        &self.0.title
    }

    async fn purpose(&self) -> ChatPurpose {
        [ChatPurpose::Document, ChatPurpose::Workflow]
            .into_iter()
            .find(|p| self.0.purpose == purpose_id(p.domain()))
            .unwrap_or(ChatPurpose::Chat)
    }

    async fn agent(&self, ctx: &Context<'_>) -> GqlResult<Option<Agent>> {
        let Some(id) = self.0.agent_id else {
            return Ok(None);
        };
        Ok(crate::read::agents::by_id(&state(ctx).reads, id)
            .await?
            .map(Agent))
    }

    /// When the room's agent was deleted (issue 35): the reference as it reads now, "(deleted)"
    /// (`agent` is then null). The room reads on as it was; a new message to it is refused.
    async fn deleted_agent(&self, ctx: &Context<'_>) -> GqlResult<Option<DeletedReference>> {
        let Some(id) = self.0.agent_id else {
            return Ok(None);
        };
        Ok(deleted_reference(ctx, "Agent", id).await?)
    }

    /// A document generation's: the document it was saved as last, if the caller may read it.
    async fn saved_document(&self, ctx: &Context<'_>) -> GqlResult<Option<Document>> {
        saved_document(ctx, self.0.saved_document_id).await
    }

    /// A flow generation's: the workflow its steps were applied to last, if the caller may
    /// read it (issue 37 §6).
    async fn applied_workflow_instance(
        &self,
        ctx: &Context<'_>,
    ) -> GqlResult<Option<WorkflowInstance>> {
        applied_instance(ctx, self.0.applied_instance_id).await
    }

    /// The model of the room's latest answer (the composer preselects it).
    async fn ai_model(&self, ctx: &Context<'_>) -> GqlResult<Option<AiModel>> {
        let Some(id) = self.0.model_id else {
            return Ok(None);
        };
        Ok(crate::read::ai::by_id(&state(ctx).reads, id)
            .await?
            .map(AiModel))
    }

    async fn owner(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, Some(self.0.owner_id)).await?)
    }

    async fn last_message_at(&self) -> DateTime<Utc> {
        self.0.last_message_at
    }

    async fn message_count(&self) -> i32 {
        self.0.message_count
    }

    /// True while an answer is being written.
    async fn answering(&self) -> bool {
        self.0.streaming_id.is_some()
    }

    /// The answer being written, if any (its tokens: `chatAnswerStream`).
    async fn streaming_message_id(&self) -> Option<ID> {
        self.0.streaming_id.map(|id| ids::encode("ChatMessage", id))
    }

    /// Oldest first. `first`/`after` pages forward (default 20, 1..=100); `last`/`before`
    /// pages back from the newest, so a long conversation opens at its end.
    async fn messages(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        last: Option<i32>,
        before: Option<String>,
    ) -> GqlResult<ChatMessageConnection> {
        let reads = &state(ctx).reads;
        let room_id = self.0.room_id;
        let (edges, page_info) = match last {
            Some(last) => {
                let total = i64::from(self.0.message_count);
                let (page, more) = connection::page_before(last, before.as_deref(), total)?;
                let rows = reads::messages(reads, room_id, page.offset, page.limit).await?;
                connection::finish_before(page, more, rows)
            }
            None => {
                connection::load(first, after.as_deref(), |offset, limit| {
                    reads::messages(reads, room_id, offset, limit)
                })
                .await?
            }
        };
        let edges = edges
            .into_iter()
            .map(|(c, row)| (c, ChatMessage(row)))
            .collect();
        Ok(ChatMessageConnection::new(edges, page_info, room_id))
    }

    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }

    async fn version(&self) -> i64 {
        self.0.version
    }
}

/// A file sent with a message (checked for size, type and content like document
/// attachments).
pub struct ChatFile(DomainFile);

#[Object]
impl ChatFile {
    async fn name(&self) -> &str {
        &self.0.name
    }

    async fn content_type(&self) -> &str {
        &self.0.content_type
    }

    async fn size(&self) -> i64 {
        self.0.size as i64
    }

    /// A signed download link, valid for 12 hours.
    async fn url(&self, ctx: &Context<'_>) -> String {
        state(ctx).files.signed_url(
            &file_key(&self.0),
            &self.0.name,
            Utc::now().timestamp() + crate::files::ATTACHMENT_URL_TTL_SECS,
        )
    }
}

/// A tool call of an answer, with what the tool answered.
pub struct ToolCall(pub ToolCallRecord);

#[Object]
impl ToolCall {
    async fn tool_use_id(&self) -> &str {
        &self.0.tool_use_id
    }

    /// Null when the model asked for a tool that is not in the catalogue.
    async fn tool(&self) -> Option<AiTool> {
        staffhub_domain::ai::TOOL_KEYS
            .iter()
            .find(|k| **k == self.0.name)
            .map(|key| AiTool { key })
    }

    async fn name(&self) -> &str {
        &self.0.name
    }

    /// The arguments the model sent.
    async fn input(&self) -> Json<serde_json::Value> {
        Json(self.0.input.clone())
    }

    /// What the tool answered; null while it runs. `draft_task` answers a draft
    /// (`{title, description, draft: true}`) the employee confirms on the screen.
    async fn output(&self) -> Option<Json<serde_json::Value>> {
        self.0.output.clone().map(Json)
    }

    async fn is_error(&self) -> bool {
        self.0.is_error
    }
}

#[derive(SimpleObject)]
pub struct TokenUsage {
    input_tokens: i32,
    output_tokens: i32,
}

/// A failed answer: the catalogue code and its message in the caller's language. It can be
/// retried.
#[derive(SimpleObject)]
pub struct ChatError {
    code: String,
    message: String,
}

/// A message of a room: a question (human) or an answer (AI). Not a `Node`: it lives in its
/// room; `id` is a global id all the same.
pub struct ChatMessage(pub ChatMessageRow);

fn tool_calls(value: &serde_json::Value) -> Vec<ToolCallRecord> {
    serde_json::from_value(value.clone()).unwrap_or_default()
}

#[Object]
impl ChatMessage {
    async fn id(&self) -> ID {
        ids::encode("ChatMessage", self.0.message_id)
    }

    async fn room(&self, ctx: &Context<'_>) -> GqlResult<Option<ChatRoom>> {
        Ok(reads::room_by_id(&state(ctx).reads, self.0.room_id)
            .await?
            .map(ChatRoom))
    }

    async fn author(&self) -> MessageAuthor {
        if self.0.author == AUTHOR_AI {
            MessageAuthor::Ai
        } else {
            MessageAuthor::Human
        }
    }

    /// The human author.
    async fn employee(&self, ctx: &Context<'_>) -> GqlResult<Option<Employee>> {
        Ok(Employee::load(ctx, self.0.employee_id).await?)
    }

    /// Markdown. For an answer being written: the text so far.
    async fn text(&self, ctx: &Context<'_>) -> String {
        if self.0.status == Some(STREAMING)
            && let Some(snapshot) = current(state(ctx), self.0.message_id).await
        {
            return snapshot.text;
        }
        self.0.text.clone()
    }

    async fn files(&self) -> Vec<ChatFile> {
        serde_json::from_value::<Vec<DomainFile>>(self.0.files.clone())
            .unwrap_or_default()
            .into_iter()
            .map(ChatFile)
            .collect()
    }

    /// Whether the answer (a document generation's) was saved as a document: it is saved
    /// once, and then leads to its document.
    async fn saved(&self) -> bool {
        self.0.saved_document_id.is_some()
    }

    /// The document the answer was saved as, if the caller may read it. Null for a moment
    /// after the save, until the documents' read model has it: `savedDocumentId` is there at
    /// once (the room records the save before the document is created).
    async fn saved_document(&self, ctx: &Context<'_>) -> GqlResult<Option<Document>> {
        saved_document(ctx, self.0.saved_document_id).await
    }

    /// The id of the document the answer was saved as, from the room's own record, so every
    /// open screen can link to it as soon as it hears of the save.
    async fn saved_document_id(&self) -> Option<ID> {
        self.0
            .saved_document_id
            .map(|id| ids::encode("Document", id))
    }

    /// Whether the answer's steps (a flow generation's) were applied to a workflow: they are
    /// applied once, and then lead to the workflow (issue 37 §6).
    async fn applied(&self) -> bool {
        self.0.applied_instance_id.is_some()
    }

    /// The id of the workflow instance the answer's steps were applied to, from the room's
    /// own record, so every open screen links to it as soon as it hears of the apply.
    async fn applied_workflow_instance_id(&self) -> Option<ID> {
        self.0
            .applied_instance_id
            .map(|id| ids::encode("WorkflowInstance", id))
    }

    /// The workflow instance the answer's steps were applied to, if the caller may read it.
    async fn applied_workflow_instance(
        &self,
        ctx: &Context<'_>,
    ) -> GqlResult<Option<WorkflowInstance>> {
        applied_instance(ctx, self.0.applied_instance_id).await
    }

    /// The documents attached to the question that the caller may read.
    async fn attached_documents(&self, ctx: &Context<'_>) -> GqlResult<Vec<Document>> {
        Document::readable(ctx, &self.0.document_ids).await
    }

    async fn ai_model(&self, ctx: &Context<'_>) -> GqlResult<Option<AiModel>> {
        let Some(id) = self.0.model_id else {
            return Ok(None);
        };
        Ok(crate::read::ai::by_id(&state(ctx).reads, id)
            .await?
            .map(AiModel))
    }

    async fn ai_tools(&self) -> Vec<AiTool> {
        AiTool::all_of(&self.0.tool_keys)
    }

    async fn agent(&self, ctx: &Context<'_>) -> GqlResult<Option<Agent>> {
        let Some(id) = self.0.agent_id else {
            return Ok(None);
        };
        Ok(crate::read::agents::by_id(&state(ctx).reads, id)
            .await?
            .map(Agent))
    }

    /// When the agent that wrote this answer was deleted (issue 35): the reference as it reads
    /// now, "(deleted)" (`agent` is then null), as the room's `deletedAgent`.
    async fn deleted_agent(&self, ctx: &Context<'_>) -> GqlResult<Option<DeletedReference>> {
        let Some(id) = self.0.agent_id else {
            return Ok(None);
        };
        Ok(deleted_reference(ctx, "Agent", id).await?)
    }

    /// The version of the agent that wrote this answer (its history shows that version).
    async fn agent_version(&self) -> Option<i64> {
        self.0.agent_version
    }

    /// Answers only.
    async fn status(&self) -> Option<AnswerStatus> {
        self.0.status.map(|status| match status {
            COMPLETED => AnswerStatus::Completed,
            FAILED => AnswerStatus::Failed,
            STOPPED => AnswerStatus::Stopped,
            _ => AnswerStatus::Streaming,
        })
    }

    /// The question an answer replies to.
    async fn reply_to_id(&self) -> Option<ID> {
        self.0.reply_to.map(|id| ids::encode("ChatMessage", id))
    }

    /// The failed or stopped answer this one retried.
    async fn retry_of_id(&self) -> Option<ID> {
        self.0.retry_of.map(|id| ids::encode("ChatMessage", id))
    }

    async fn tool_calls(&self, ctx: &Context<'_>) -> Vec<ToolCall> {
        let calls = if self.0.status == Some(STREAMING) {
            match current(state(ctx), self.0.message_id).await {
                Some(snapshot) => snapshot.tool_calls,
                None => tool_calls(&self.0.tool_calls),
            }
        } else {
            tool_calls(&self.0.tool_calls)
        };
        calls.into_iter().map(ToolCall).collect()
    }

    async fn usage(&self) -> Option<TokenUsage> {
        Some(TokenUsage {
            input_tokens: self.0.input_tokens?,
            output_tokens: self.0.output_tokens?,
        })
    }

    /// end_turn, max_tokens, stop_sequence, tool_use or stopped.
    async fn stop_reason(&self) -> Option<&str> {
        self.0.stop_reason.as_deref()
    }

    /// Why the answer failed, in the caller's language.
    async fn error(&self, ctx: &Context<'_>) -> GqlResult<Option<ChatError>> {
        let Some(code) = &self.0.error_code else {
            return Ok(None);
        };
        let locale = request(ctx)?.locale;
        Ok(Some(ChatError {
            code: code.clone(),
            message: Code::message_of(code, locale).to_owned(),
        }))
    }

    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }

    async fn completed_at(&self) -> Option<DateTime<Utc>> {
        self.0.completed_at
    }
}

/// The snapshot of an answer being written: from this node, or over NATS from the node
/// writing it.
async fn current(state: &AppState, answer_id: Uuid) -> Option<Snapshot> {
    if let Some(running) = state.ai.answers.get(answer_id) {
        return Some(running.snapshot());
    }
    match answer_stream::ask_snapshot(&state.nats, &state.ai.prefix, answer_id).await {
        Asked::Snapshot(snapshot) => Some(snapshot),
        _ => None,
    }
}

connection!(
    ChatRoomConnection,
    ChatRoomEdge,
    ChatRoom,
    ChatRoomListFilter,
    reads::count_rooms
);
connection!(
    ChatMessageConnection,
    ChatMessageEdge,
    ChatMessage,
    Uuid,
    reads::count_messages
);

#[derive(InputObject, Default)]
pub struct ChatRoomFilter {
    /// Matches the title.
    keyword: Option<String>,
    /// Default: chats (document generations are listed apart).
    #[graphql(default_with = "Some(ChatPurpose::Chat)")]
    purpose: Option<ChatPurpose>,
    agent_id: Option<ID>,
}

/// The caller's list filter (rooms are their owner's only): the `chatRooms` query's, and
/// what `chatRoomsChanged` matches a changed room against.
fn to_filter(owner_id: Uuid, filter: Option<ChatRoomFilter>) -> ApiResult<ChatRoomListFilter> {
    let filter = filter.unwrap_or(ChatRoomFilter {
        purpose: Some(ChatPurpose::Chat),
        ..Default::default()
    });
    Ok(ChatRoomListFilter {
        owner_id,
        keyword: connection::keyword(filter.keyword)?,
        purpose: filter.purpose.map(|p| purpose_id(p.domain())),
        agent_id: filter.agent_id.as_ref().map(agent_id).transpose()?,
    })
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum ChatRoomOrderField {
    LastMessageAt,
    CreatedAt,
}

#[derive(InputObject)]
pub struct ChatRoomOrder {
    field: ChatRoomOrderField,
    direction: OrderDirection,
}

#[derive(Default)]
pub struct ChatQuery;

#[Object(guard = "Policy::query()")]
impl ChatQuery {
    /// The caller's own rooms, latest message first. first: default 20, 1..=100.
    async fn chat_rooms(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<String>,
        filter: Option<ChatRoomFilter>,
        order_by: Option<ChatRoomOrder>,
    ) -> GqlResult<ChatRoomConnection> {
        let filter = to_filter(session(ctx)?.employee_id, filter)?;
        let sort = order_by.map_or(
            ChatRoomSort {
                field: ChatRoomSortField::LastMessageAt,
                descending: true,
            },
            |o| ChatRoomSort {
                field: match o.field {
                    ChatRoomOrderField::LastMessageAt => ChatRoomSortField::LastMessageAt,
                    ChatRoomOrderField::CreatedAt => ChatRoomSortField::CreatedAt,
                },
                descending: o.direction == OrderDirection::Desc,
            },
        );
        let reads = &state(ctx).reads;
        let (edges, page_info) = connection::load(first, after.as_deref(), |offset, limit| {
            reads::rooms(reads, &filter, sort, offset, limit)
        })
        .await?;
        let edges = edges
            .into_iter()
            .map(|(c, row)| (c, ChatRoom(row)))
            .collect();
        Ok(ChatRoomConnection::new(edges, page_info, filter))
    }
}

#[derive(InputObject)]
pub struct StartChatInput {
    message: String,
    /// One of `aiModelId` / `agentId` at least: an agent answers with its default model
    /// unless one is given.
    ai_model_id: Option<ID>,
    agent_id: Option<ID>,
    /// Null: the agent's default tools (when its default model answers), else none.
    ai_tool_ids: Option<Vec<ID>>,
    /// Documents the answer may use; each must be one the caller may read.
    #[graphql(default)]
    attached_documents: Vec<ID>,
    #[graphql(default)]
    files: Vec<Upload>,
    #[graphql(default_with = "ChatPurpose::Chat")]
    purpose: ChatPurpose,
    /// Default: the message's first line, cut at 60 characters.
    title: Option<String>,
}

#[derive(SimpleObject)]
pub struct StartChatPayload {
    chat_room: ChatRoom,
    chat_room_edge: ChatRoomEdge,
    message: ChatMessage,
    /// The answer, streaming (`chatAnswerStream`).
    answer: ChatMessage,
}

#[derive(InputObject)]
pub struct SendChatMessageInput {
    room_id: ID,
    message: String,
    /// Null: the room's latest model (or its agent's default).
    ai_model_id: Option<ID>,
    ai_tool_ids: Option<Vec<ID>>,
    #[graphql(default)]
    attached_documents: Vec<ID>,
    #[graphql(default)]
    files: Vec<Upload>,
}

#[derive(SimpleObject)]
pub struct SendChatMessagePayload {
    message: ChatMessage,
    answer: ChatMessage,
    chat_message_edge: ChatMessageEdge,
}

#[derive(InputObject)]
pub struct StopChatAnswerInput {
    /// The answer being written.
    message_id: ID,
}

#[derive(SimpleObject)]
pub struct StopChatAnswerPayload {
    answer: ChatMessage,
}

#[derive(InputObject)]
pub struct RetryChatAnswerInput {
    /// A failed or stopped answer, the room's latest.
    message_id: ID,
    /// Null: the same model (and tools) as the answer retried.
    ai_model_id: Option<ID>,
    ai_tool_ids: Option<Vec<ID>>,
}

#[derive(SimpleObject)]
pub struct RetryChatAnswerPayload {
    /// The new answer, streaming.
    answer: ChatMessage,
}

#[derive(InputObject)]
pub struct RenameChatRoomInput {
    id: ID,
    title: String,
}

#[derive(SimpleObject)]
pub struct RenameChatRoomPayload {
    chat_room: ChatRoom,
}

#[derive(InputObject)]
pub struct SaveGeneratedDocumentInput {
    /// A completed answer of a document generation.
    message_id: ID,
    title: String,
    /// The (edited) text; default: the answer's text.
    body: Option<String>,
}

#[derive(SimpleObject)]
pub struct SaveGeneratedDocumentPayload {
    document: Document,
}

/// The workflow a flow generation was applied to, if there is one and the caller may read it.
async fn applied_instance(
    ctx: &Context<'_>,
    id: Option<Uuid>,
) -> GqlResult<Option<WorkflowInstance>> {
    match id {
        Some(id) => WorkflowInstance::readable(ctx, id).await,
        None => Ok(None),
    }
}

/// The document a generation was saved as, if there is one and the caller may read it.
async fn saved_document(ctx: &Context<'_>, id: Option<Uuid>) -> GqlResult<Option<Document>> {
    let Some(id) = id else {
        return Ok(None);
    };
    Ok(Document::readable(ctx, &[id]).await?.into_iter().next())
}

/// Stores the uploads (size, type and content checked as document attachments are), with
/// their keys in the store. All or none: when one is refused, those stored before it are
/// removed.
async fn store_files(
    ctx: &Context<'_>,
    files: Vec<Upload>,
) -> ApiResult<(Vec<DomainFile>, Vec<String>)> {
    let mut keys = Vec::new();
    let stored = store_each(ctx, files, &mut keys).await;
    discard_if_refused(state(ctx), &keys, &stored).await;
    Ok((stored?, keys))
}

async fn store_each(
    ctx: &Context<'_>,
    files: Vec<Upload>,
    keys: &mut Vec<String>,
) -> ApiResult<Vec<DomainFile>> {
    if files.len() > staffhub_domain::chats::MAX_FILES {
        return Err(Code::InvalidChatFiles.into());
    }
    let state = state(ctx);
    let mut stored = Vec::new();
    for upload in files {
        let upload = upload
            .value(ctx)
            .map_err(|_| Code::InvalidAttachmentFormat)?;
        let name = upload.filename.clone();
        if name.trim().is_empty() || name.chars().count() > 255 {
            return Err(Code::InvalidFileName.into());
        }
        let bytes =
            crate::files::read_upload_up_to(upload, crate::files::MAX_ATTACHMENT_BYTES).await?;
        let file = state.files.put_attachment(bytes, &name).await?;
        keys.push(file.key.clone());
        let file_id = file
            .key
            .trim_start_matches("attachments/")
            .split('.')
            .next()
            .and_then(|id| Uuid::parse_str(id).ok())
            .ok_or_else(|| {
                ApiError::internal(
                    "a stored file has no id",
                    std::io::Error::other(file.key.clone()),
                )
            })?;
        stored.push(DomainFile {
            file_id,
            name,
            content_type: file.content_type.to_owned(),
            size: file.size as u64,
        });
    }
    Ok(stored)
}

#[derive(Default)]
pub struct ChatMutation;

#[Object(guard = "Policy::mutation()")]
impl ChatMutation {
    /// `/new-chat` (and `/documents/generate` with `purpose: DOCUMENT`): a room with its first
    /// message; the answer starts streaming at once.
    async fn start_chat(
        &self,
        ctx: &Context<'_>,
        input: StartChatInput,
    ) -> GqlResult<StartChatPayload> {
        let state = state(ctx);
        let session = session(ctx)?;
        let metadata = request(ctx)?.metadata();
        // The form's first field: a blank message is refused as such, not as the blank
        // title it would make.
        if input.message.trim().is_empty() {
            return Err(Code::InvalidMessage.into());
        }
        let agent = input.agent_id.as_ref().map(agent_id).transpose()?;
        let answering = answering(
            state,
            input.ai_model_id.as_ref(),
            input.ai_tool_ids.as_deref(),
            agent,
            None,
        )
        .await?;
        let documents = readable_ids(state, session, &input.attached_documents).await?;
        let title = input
            .title
            .unwrap_or_else(|| crate::areas::chats::default_title(&input.message));
        let (files, keys) = store_files(ctx, input.files).await?;
        let room = Uuid::now_v7();
        let command = ChatRoomCommand::Start {
            room_id: room,
            owner_id: session.employee_id,
            purpose: input.purpose.domain(),
            title,
            agent: answering.agent,
        };
        let started =
            command::execute::<ChatRoomTarget>(state, &metadata, room, command, Expect::New).await;
        // A refused room leaves no file behind (a refused message: see `post`).
        discard_if_refused(state, &keys, &started).await;
        started?;
        let (message, answer) = post(
            state,
            session,
            &metadata,
            room,
            input.message,
            files,
            &keys,
            documents,
            answering,
        )
        .await?;
        let row = reads::room_by_id(&state.reads, room)
            .await?
            .ok_or(Code::ChatRoomNotFound)?;
        Ok(StartChatPayload {
            chat_room: ChatRoom(row.clone()),
            chat_room_edge: ChatRoomEdge {
                cursor: connection::cursor(0),
                node: ChatRoom(row),
            },
            message: ChatMessage(message),
            answer: ChatMessage(answer),
        })
    }

    /// A message in one of the caller's rooms; its answer starts streaming at once.
    async fn send_chat_message(
        &self,
        ctx: &Context<'_>,
        input: SendChatMessageInput,
    ) -> GqlResult<SendChatMessagePayload> {
        let state = state(ctx);
        let session = session(ctx)?;
        let room = own_room(state, session, room_id(&input.room_id)?).await?;
        let answering = answering(
            state,
            input.ai_model_id.as_ref(),
            input.ai_tool_ids.as_deref(),
            room.agent_id,
            if input.ai_model_id.is_none() {
                room.model_id
            } else {
                None
            },
        )
        .await?;
        let documents = readable_ids(state, session, &input.attached_documents).await?;
        let (files, keys) = store_files(ctx, input.files).await?;
        let metadata = request(ctx)?.metadata();
        let (message, answer) = post(
            state,
            session,
            &metadata,
            room.room_id,
            input.message,
            files,
            &keys,
            documents,
            answering,
        )
        .await?;
        let cursor = connection::cursor(i64::from(message.ordinal) - 1);
        Ok(SendChatMessagePayload {
            chat_message_edge: ChatMessageEdge {
                cursor,
                node: ChatMessage(message.clone()),
            },
            message: ChatMessage(message),
            answer: ChatMessage(answer),
        })
    }

    /// Stops an answer being written; what it wrote so far is kept.
    async fn stop_chat_answer(
        &self,
        ctx: &Context<'_>,
        input: StopChatAnswerInput,
    ) -> GqlResult<StopChatAnswerPayload> {
        let state = state(ctx);
        let session = session(ctx)?;
        let (room, answer) = own_message(state, session, message_id(&input.message_id)?).await?;
        if answer.status != Some(STREAMING) {
            return Err(Code::AnswerNotStreaming.into());
        }
        let stopping = match state.ai.answers.get(answer.message_id) {
            Some(running) => {
                running.stop.cancel();
                true
            }
            None => answer_stream::ask_stop(&state.nats, &state.ai.prefix, answer.message_id).await,
        };
        if !stopping {
            // Nobody is writing it (its node is gone): record the stop here.
            let command = ChatRoomCommand::StopAnswer {
                answer_id: answer.message_id,
                text: String::new(),
                tool_calls: Vec::new(),
                usage: None,
            };
            let metadata = request(ctx)?.metadata();
            command::run::<ChatRoomTarget>(state, &metadata, room.room_id, command, Expect::Any)
                .await?;
        }
        // The writer records the stop; wait (bounded) until the read model shows it.
        let deadline = Instant::now() + std::time::Duration::from_secs(5);
        let mut row = message_row(state, answer.message_id).await?;
        while row.status == Some(STREAMING) && Instant::now() < deadline {
            tokio::time::sleep(std::time::Duration::from_millis(25)).await;
            row = message_row(state, answer.message_id).await?;
        }
        Ok(StopChatAnswerPayload {
            answer: ChatMessage(row),
        })
    }

    /// Answers a failed or stopped answer's question again (with another model if given).
    async fn retry_chat_answer(
        &self,
        ctx: &Context<'_>,
        input: RetryChatAnswerInput,
    ) -> GqlResult<RetryChatAnswerPayload> {
        let state = state(ctx);
        let session = session(ctx)?;
        let metadata = request(ctx)?.metadata();
        let (room, old) = own_message(state, session, message_id(&input.message_id)?).await?;
        let same_model = input.ai_model_id.is_none();
        let answering = answering(
            state,
            input.ai_model_id.as_ref(),
            input.ai_tool_ids.as_deref(),
            None,
            old.model_id,
        )
        .await?;
        let tool_keys = if same_model && input.ai_tool_ids.is_none() {
            old.tool_keys.clone()
        } else {
            answering.tool_keys
        };
        let new_answer_id = Uuid::now_v7();
        let command = ChatRoomCommand::RetryAnswer {
            actor_id: session.employee_id,
            answer_id: old.message_id,
            new_answer_id,
            model_id: answering.model_id,
            tool_keys,
        };
        let started = Instant::now();
        let committed = command::execute::<ChatRoomTarget>(
            state,
            &metadata,
            room.room_id,
            command,
            Expect::Any,
        )
        .await?;
        generator::spawn(
            state,
            generator::Job {
                room_id: room.room_id,
                answer_id: new_answer_id,
                session: session.clone(),
                metadata: metadata.clone(),
            },
        );
        command::answer::<ChatRoomTarget>(state, room.room_id, committed, started).await?;
        Ok(RetryChatAnswerPayload {
            answer: ChatMessage(message_row(state, new_answer_id).await?),
        })
    }

    async fn rename_chat_room(
        &self,
        ctx: &Context<'_>,
        input: RenameChatRoomInput,
    ) -> GqlResult<RenameChatRoomPayload> {
        let state = state(ctx);
        let session = session(ctx)?;
        let metadata = request(ctx)?.metadata();
        let room = own_room(state, session, room_id(&input.id)?).await?;
        let command = ChatRoomCommand::Rename {
            actor_id: session.employee_id,
            title: input.title,
        };
        let row = command::run_for_row::<ChatRoomTarget>(
            state,
            &metadata,
            room.room_id,
            command,
            Expect::Any,
        )
        .await?;
        Ok(RenameChatRoomPayload {
            chat_room: ChatRoom(row),
        })
    }

    /// `/documents/generate`: saves a finished answer as a draft document. The document's
    /// first event records the model, the agent version and the prompt. A generation is saved
    /// once: a second save is refused with 'This draft has already been saved as a document'
    /// (204.C001.007), and the screens then offer "Open saved document".
    ///
    /// Why refused rather than answered with the document saved first: the second save comes
    /// from a form left open in another tab, or one sent again, whose title and body may differ
    /// from what was saved. Answering with the other document would drop those edits without
    /// a word; the refusal says what happened, keeps the form as it was, and the button next to
    /// it opens the saved document in one click.
    async fn save_generated_document(
        &self,
        ctx: &Context<'_>,
        input: SaveGeneratedDocumentInput,
    ) -> GqlResult<SaveGeneratedDocumentPayload> {
        let state = state(ctx);
        let session = session(ctx)?;
        let metadata = request(ctx)?.metadata();
        let (room, answer) = own_message(state, session, message_id(&input.message_id)?).await?;
        if room.purpose != purpose_id(DomainPurpose::Document) || answer.author != AUTHOR_AI {
            return Err(Code::AnswerNotSavable.into());
        }
        let prompt = match answer.reply_to {
            Some(id) => message_row(state, id).await?.text,
            None => String::new(),
        };
        let generated_by = staffhub_domain::documents::GeneratedBy {
            room_id: room.room_id,
            message_id: answer.message_id,
            model_id: answer.model_id.unwrap_or_default(),
            agent: answer
                .agent_id
                .zip(answer.agent_version)
                .map(|(agent_id, version)| AgentRef {
                    agent_id,
                    version: version as u64,
                }),
            prompt,
        };
        // The room decides first (the answer completed, not saved yet), on the journal, so two
        // saves at once cannot both pass; then the document is created under the id it named.
        let document_id = Uuid::now_v7();
        command::execute::<ChatRoomTarget>(
            state,
            &metadata,
            room.room_id,
            ChatRoomCommand::SaveAnswerAsDocument {
                actor_id: session.employee_id,
                answer_id: answer.message_id,
                document_id,
            },
            Expect::Any,
        )
        .await?;
        let created = crate::areas::documents::create_generated(
            state,
            &metadata,
            document_id,
            session.employee_id,
            input.title,
            input.body.unwrap_or(answer.text),
            generated_by,
        )
        .await;
        match created {
            Ok(row) => Ok(SaveGeneratedDocumentPayload {
                document: Document(row),
            }),
            Err(error) => {
                // A refused document (a blank title) leaves nothing saved: the answer may be
                // saved again. After an internal failure the document may have been written,
                // so the save stands.
                if error.is_refusal() {
                    let release = ChatRoomCommand::ReleaseSavedAnswer {
                        answer_id: answer.message_id,
                        document_id,
                    };
                    if let Err(e) = command::execute::<ChatRoomTarget>(
                        state,
                        &metadata,
                        room.room_id,
                        release,
                        Expect::Any,
                    )
                    .await
                    {
                        tracing::warn!(error = %e, "releasing a refused save failed");
                    }
                }
                Err(error.into())
            }
        }
    }
}

#[derive(SimpleObject)]
pub struct ChatRoomChange {
    kind: ChangeKind,
    /// The room's id.
    id: ID,
    /// Whether the room, as it is now, is in the subscriber's list (the `filter` given to
    /// `chatRoomsChanged`, by the list's own SQL, issue 32): false once it no longer matches
    /// or is deleted, and the list drops it.
    matches: bool,
    /// The room as it is now (null once it is deleted).
    chat_room: Option<ChatRoom>,
}

#[derive(SimpleObject)]
pub struct ChatMessageChange {
    kind: ChangeKind,
    message: ChatMessage,
}

#[derive(Enum, Copy, Clone, Eq, PartialEq)]
pub enum AnswerDeltaKind {
    /// The first frame: everything so far (`snapshot`); then deltas after its `seq`.
    Snapshot,
    Text,
    ToolCallStarted,
    ToolCallFinished,
    /// The answer ended; its final state is in the room (`chatRoomChanged`).
    Finished,
}

/// One streaming step of an answer.
#[derive(SimpleObject)]
pub struct ChatAnswerDelta {
    message_id: ID,
    seq: i64,
    kind: AnswerDeltaKind,
    /// TEXT: the new characters.
    text: Option<String>,
    /// TOOL_CALL_STARTED / TOOL_CALL_FINISHED.
    tool_call: Option<ToolCall>,
    /// SNAPSHOT: the answer so far; FINISHED: the answer as recorded.
    snapshot: Option<ChatMessage>,
}

impl ChatAnswerDelta {
    fn step(message_id: &ID, delta: Delta) -> Self {
        let (kind, text, tool_call) = match delta.step {
            Step::Text { text } => (AnswerDeltaKind::Text, Some(text), None),
            Step::ToolCallStarted { call } => {
                (AnswerDeltaKind::ToolCallStarted, None, Some(ToolCall(call)))
            }
            Step::ToolCallFinished { call } => (
                AnswerDeltaKind::ToolCallFinished,
                None,
                Some(ToolCall(call)),
            ),
            Step::Finished => (AnswerDeltaKind::Finished, None, None),
        };
        Self {
            message_id: message_id.clone(),
            seq: delta.seq as i64,
            kind,
            text,
            tool_call,
            snapshot: None,
        }
    }

    fn frame(message_id: &ID, kind: AnswerDeltaKind, seq: u64, row: ChatMessageRow) -> Self {
        Self {
            message_id: message_id.clone(),
            seq: seq as i64,
            kind,
            text: None,
            tool_call: None,
            snapshot: Some(ChatMessage(row)),
        }
    }
}

#[derive(Default)]
pub struct ChatSubscription;

#[Subscription]
impl ChatSubscription {
    /// The caller's rooms: created, renamed, a new message, an answer started or ended,
    /// deleted or restored; each told with whether it is now in the caller's list with
    /// `filter` (the `chatRooms` query's filter), so the list stays live without a matcher of
    /// its own (issue 32). Chats are private: other people's rooms are never told, not even
    /// by id.
    async fn chat_rooms_changed(
        &self,
        ctx: &Context<'_>,
        filter: Option<ChatRoomFilter>,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<ChatRoomChange>>> {
        authorize(ctx, "Subscription.chatRoomsChanged").map_err(coded)?;
        let owner = session(ctx).map_err(coded)?.employee_id;
        let filter = to_filter(owner, filter).map_err(coded)?;
        let state = state(ctx).clone();
        // Only the caller's own rooms: a deleted room has no live row, so its owner is read
        // from the row it went to the trash with (issue 35). A failed read keeps the notice,
        // so the error is told below rather than the notice lost.
        let own = live::notices(&state, "ChatRoom").filter_map(move |notice| {
            let state = state.clone();
            async move {
                let id = Uuid::parse_str(&notice.entity_id).ok()?;
                let row = if matches!(notice.kind, staffhub_projections::ChangeKind::Deleted) {
                    crate::read::trash::row::<ChatRoomRow>(
                        &state.reads,
                        "chat_room_trash",
                        "chat_rooms",
                        id,
                    )
                    .await
                } else {
                    reads::room_by_id(&state.reads, id).await
                };
                match row {
                    Ok(Some(row)) => (row.owner_id == owner).then_some(notice),
                    Ok(None) => None,
                    Err(_) => Some(notice),
                }
            }
        });
        let changes = live::list_changes_of(ctx, own, move |state, _caller, id, _version| {
            let filter = filter.clone();
            async move {
                let Some(row) = reads::room_by_id(&state.reads, id).await? else {
                    return Ok((None, false));
                };
                let matches = reads::in_list(&state.reads, id, &filter).await?;
                Ok((Some(ChatRoom(row)), matches))
            }
        })
        .map_err(coded)?;
        Ok(changes.map(|change| {
            change.map(|change| ChatRoomChange {
                kind: change.kind,
                id: ids::encode("ChatRoom", change.id),
                matches: change.matches,
                chat_room: change.row,
            })
        }))
    }

    /// One of the caller's rooms: each message added or changed (a question, an answer
    /// started, finished, failed or stopped), also those sent from another tab.
    async fn chat_room_changed(
        &self,
        ctx: &Context<'_>,
        id: ID,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<ChatMessageChange>>> {
        authorize(ctx, "Subscription.chatRoomChanged").map_err(coded)?;
        let state = state(ctx).clone();
        let session = session(ctx).map_err(coded)?.clone();
        let room = room_id(&id).map_err(coded)?;
        // Heard from before the room is read: a message written while the read is under way
        // is then told by its notice (its version is above the one read), not lost between
        // the two.
        let notices = live::notices(&state, "ChatRoom");
        let row = own_room(&state, &session, room).await.map_err(coded)?;
        let seen = std::sync::Arc::new(std::sync::Mutex::new(row.version));
        let room_key = room.to_string();
        Ok(notices
            .filter(move |notice| {
                let same = notice.entity_id == room_key;
                async move { same }
            })
            .then(move |notice| {
                let state = state.clone();
                let seen = seen.clone();
                async move {
                    let after = *seen.lock().unwrap_or_else(|e| e.into_inner());
                    if notice.version <= after {
                        return Vec::new();
                    }
                    match reads::messages_changed_after(&state.reads, room, after).await {
                        Ok(rows) => {
                            let mut last = seen.lock().unwrap_or_else(|e| e.into_inner());
                            *last = (*last).max(notice.version);
                            rows.into_iter()
                                .map(|row| {
                                    // A row first written at this version is new to the screen.
                                    let created = row.completed_at.is_none()
                                        && row.status.is_none_or(|s| s == STREAMING);
                                    Ok(ChatMessageChange {
                                        kind: if created {
                                            ChangeKind::Created
                                        } else {
                                            ChangeKind::Updated
                                        },
                                        message: ChatMessage(row),
                                    })
                                })
                                .collect()
                        }
                        Err(e) => vec![Err(coded(e))],
                    }
                }
            })
            .flat_map(futures::stream::iter))
    }

    /// The tokens of one answer as they are written: a SNAPSHOT first (everything so far),
    /// then TEXT and tool-call steps, ending with FINISHED. Opening it mid-answer, in any tab
    /// and on any node, shows the same answer.
    async fn chat_answer_stream(
        &self,
        ctx: &Context<'_>,
        message_id: ID,
    ) -> async_graphql::Result<impl Stream<Item = async_graphql::Result<ChatAnswerDelta>>> {
        authorize(ctx, "Subscription.chatAnswerStream").map_err(coded)?;
        let state = state(ctx).clone();
        let session = session(ctx).map_err(coded)?.clone();
        let answer_id = crate::areas::chats::message_id(&message_id).map_err(coded)?;
        let (_, row) = own_message(&state, &session, answer_id)
            .await
            .map_err(coded)?;
        if row.author != AUTHOR_AI {
            return Err(coded(ApiError::from(Code::ChatMessageNotFound)));
        }
        // Subscribe to the steps first, then ask for the snapshot (module docs of
        // `ai::stream`): no step falls between the two.
        let subject =
            staffhub_projections::subjects::ai_answer(&state.ai.prefix, &answer_id.to_string());
        let steps = if row.status == Some(STREAMING) {
            match state.nats.subscribe(subject).await {
                Ok(subscriber) => {
                    let _ = state.nats.flush().await;
                    Some(subscriber)
                }
                Err(error) => {
                    tracing::warn!(error = %error, "subscribing to an answer's steps failed");
                    None
                }
            }
        } else {
            None
        };
        let (first, finished, from) = opening(&state, answer_id, row, steps.is_some()).await;
        let id = message_id.clone();
        let opening = futures::stream::iter(std::iter::once(Ok(first)).chain(finished.map(Ok)));
        let live = match (steps, from) {
            (Some(subscriber), Some(seq)) => subscriber
                .filter_map(move |message| {
                    let delta: Option<Delta> = serde_json::from_slice(&message.payload).ok();
                    async move { delta.filter(|d| d.seq > seq) }
                })
                // The stream ends with FINISHED: a `None` right behind it stops it.
                .flat_map(|delta| {
                    let last = matches!(delta.step, Step::Finished);
                    futures::stream::iter(std::iter::once(Some(delta)).chain(last.then_some(None)))
                })
                .take_while(|delta| std::future::ready(delta.is_some()))
                .filter_map(std::future::ready)
                .map(move |delta| Ok(ChatAnswerDelta::step(&id, delta)))
                .boxed(),
            _ => futures::stream::empty().boxed(),
        };
        Ok(opening.chain(live))
    }
}

/// The first frames of an answer's stream: the snapshot, FINISHED when the answer has ended,
/// and the sequence after which live steps follow (`None`: no live steps).
async fn opening(
    state: &AppState,
    answer_id: Uuid,
    row: ChatMessageRow,
    listening: bool,
) -> (ChatAnswerDelta, Option<ChatAnswerDelta>, Option<u64>) {
    let id = ids::encode("ChatMessage", answer_id);
    if row.status != Some(STREAMING) {
        return (
            ChatAnswerDelta::frame(&id, AnswerDeltaKind::Snapshot, 0, row.clone()),
            Some(ChatAnswerDelta::frame(
                &id,
                AnswerDeltaKind::Finished,
                0,
                row,
            )),
            None,
        );
    }
    // Right after the mutation the writer may not answer yet: ask a few times.
    for attempt in 0..20 {
        let asked = match state.ai.answers.get(answer_id) {
            Some(running) => Asked::Snapshot(running.snapshot()),
            None => answer_stream::ask_snapshot(&state.nats, &state.ai.prefix, answer_id).await,
        };
        match asked {
            Asked::Snapshot(snapshot) => {
                let seq = snapshot.seq;
                let mut current = row.clone();
                current.text = snapshot.text;
                current.tool_calls =
                    staffhub_projections::chats::tool_calls_json(&snapshot.tool_calls);
                return (
                    ChatAnswerDelta::frame(&id, AnswerDeltaKind::Snapshot, seq, current),
                    None,
                    listening.then_some(seq),
                );
            }
            Asked::NoWriter | Asked::Unknown => {
                // Finished meanwhile (the read model has it), or not registered yet.
                if let Ok(Some(fresh)) = reads::message_by_id(&state.reads, answer_id).await
                    && fresh.status != Some(STREAMING)
                {
                    return (
                        ChatAnswerDelta::frame(&id, AnswerDeltaKind::Snapshot, 0, fresh.clone()),
                        Some(ChatAnswerDelta::frame(
                            &id,
                            AnswerDeltaKind::Finished,
                            0,
                            fresh,
                        )),
                        None,
                    );
                }
                if attempt < 19 {
                    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
                }
            }
        }
    }
    // Nobody writes it (an interrupted answer, which the sweeper will record): show what the
    // read model has; `chatRoomChanged` brings its end.
    (
        ChatAnswerDelta::frame(&id, AnswerDeltaKind::Snapshot, 0, row),
        None,
        None,
    )
}
