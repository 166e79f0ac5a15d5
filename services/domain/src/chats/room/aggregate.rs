use std::collections::{BTreeMap, HashSet};
use std::sync::Arc;

use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{AgentRef, AnswerStatus, ChatFile, ChatPurpose, ChatRoomCommand, ChatRoomEvent};
use crate::ai::{ModelFacts, normalize_tool_keys};
use crate::chats::{MAX_ATTACHED_DOCUMENTS, MAX_FILES, MESSAGE_MAX_CHARS, TITLE_MAX_CHARS};
use crate::text;

/// Why a chat room command was rejected. Each variant maps to one catalogue code at the edge;
/// the messages are the spec's words (§8) where it has them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ChatRoomError {
    /// Spec §8 "Not found: … Chat room".
    #[error("Chat room not found")]
    NotFound,
    #[error("Chat room already exists")]
    AlreadyExists,
    #[error("Invalid title")]
    InvalidTitle,
    /// Spec §6 permission error 'Employee is not owner'.
    #[error("Employee is not owner of chat room")]
    NotOwner,
    /// Blank, or over [`MESSAGE_MAX_CHARS`](crate::chats::MESSAGE_MAX_CHARS).
    #[error("Invalid message")]
    InvalidMessage,
    /// More than [`MAX_FILES`](crate::chats::MAX_FILES), or one file twice.
    #[error("Invalid files")]
    InvalidFiles,
    /// More distinct documents than
    /// [`MAX_ATTACHED_DOCUMENTS`](crate::chats::MAX_ATTACHED_DOCUMENTS).
    #[error("Invalid attachedDocuments")]
    InvalidDocuments,
    /// A key that is not a tool of [`TOOL_KEYS`](crate::ai::TOOL_KEYS) (spec §8).
    #[error("Invalid AI tool IDs")]
    InvalidToolIds,
    /// Spec §8 "Not found: … AI model".
    #[error("AI model not found")]
    ModelNotFound,
    /// Spec §8, class 201: the model is disabled.
    #[error("AI model is not supported")]
    ModelNotSupported,
    /// Spec §8.
    #[error("AI tools do not belong to this AI model")]
    ToolsNotOfModel,
    /// One answer at a time.
    #[error("An answer is still being written")]
    AnswerInProgress,
    /// No answer of this room has the id.
    #[error("Chat message not found")]
    MessageNotFound,
    /// The answer was already completed, failed or stopped.
    #[error("The answer is not being written")]
    AnswerNotStreaming,
    /// An answer that completed or is streaming, or one a later answer has followed.
    #[error("Only a failed or stopped answer can be retried")]
    NotRetryable,
    /// Spec §5: updates equal to current data are rejected (§8 'Nothing changed').
    #[error("Nothing changed")]
    NothingChanged,
    /// Only a completed answer of a document generation becomes a document.
    #[error("Only a finished answer of a document generation can be saved as a document")]
    NotSavable,
    /// The answer was saved already, as `document_id`.
    #[error("This draft has already been saved as a document")]
    AlreadySaved { document_id: Uuid },
    /// Only a completed answer of a flow generation proposes steps to apply.
    #[error("Only a finished answer of a flow generation can propose steps")]
    NotApplicable,
    /// The answer's steps were applied already, to the workflow instance `instance_id`.
    #[error("These steps have already been applied to a workflow")]
    AlreadyApplied { instance_id: Uuid },
    /// Issue 35: only a deleted room is restored from the trash.
    #[error("The chat room is not deleted")]
    NotDeleted,
}

/// Lookups the chat room rules need, answered at the edge from the write side.
#[async_trait::async_trait]
pub trait ChatLookup: Send + Sync {
    /// The model's facts, `None` when there is no such model.
    async fn ai_model(&self, model_id: Uuid) -> Option<ModelFacts>;
}

/// The services a chat room command may use.
#[derive(Clone)]
pub struct ChatRoomServices {
    pub lookup: Arc<dyn ChatLookup>,
}

/// What the room keeps of one AI answer.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Answer {
    /// The human message it answers.
    reply_to: Uuid,
    status: AnswerStatus,
    agent: Option<AgentRef>,
    /// The document the answer was saved as (a document generation's), once it is.
    #[serde(default)]
    saved_document: Option<Uuid>,
    /// The workflow instance the answer's steps were applied to (a flow generation's), once
    /// they are.
    #[serde(default)]
    applied_instance: Option<Uuid>,
}

/// A chat room's state, as far as its rules and the edge need it. Before it is started `id` is
/// `None`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ChatRoom {
    id: Option<Uuid>,
    owner_id: Uuid,
    purpose: ChatPurpose,
    title: String,
    agent: Option<AgentRef>,
    /// Every answer of the room, by id.
    answers: BTreeMap<Uuid, Answer>,
    /// The answer started last.
    latest_answer: Option<Uuid>,
    /// The answer being written, if one is (always the latest).
    streaming_answer: Option<Uuid>,
    /// In the trash (issue 35): every command but its restore finds no room. A state
    /// serialized before the trash reads as not deleted.
    #[serde(default)]
    deleted: bool,
}

impl ChatRoom {
    /// Whether the room was started and is not in the trash (issue 35).
    pub fn exists(&self) -> bool {
        self.id.is_some() && !self.deleted
    }

    /// In the trash (issue 35).
    pub fn deleted(&self) -> bool {
        self.deleted
    }

    pub fn id(&self) -> Option<Uuid> {
        self.id
    }

    /// The employee who started the room.
    pub fn owner_id(&self) -> Uuid {
        self.owner_id
    }

    pub fn purpose(&self) -> ChatPurpose {
        self.purpose
    }

    /// Trimmed; empty before the room is started.
    pub fn title(&self) -> &str {
        &self.title
    }

    /// The agent the room was started with, at the version it had then.
    pub fn agent(&self) -> Option<AgentRef> {
        self.agent
    }

    /// The answer being written, if one is.
    pub fn streaming_answer(&self) -> Option<Uuid> {
        self.streaming_answer
    }

    /// The answer started last.
    pub fn latest_answer(&self) -> Option<Uuid> {
        self.latest_answer
    }

    /// `None` when no answer of this room has the id.
    pub fn answer_status(&self, answer_id: Uuid) -> Option<AnswerStatus> {
        self.answers.get(&answer_id).map(|answer| answer.status)
    }

    /// The human message the answer replies to.
    pub fn answer_reply_to(&self, answer_id: Uuid) -> Option<Uuid> {
        self.answers.get(&answer_id).map(|answer| answer.reply_to)
    }

    /// The document the answer was saved as, once it is.
    pub fn answer_saved_document(&self, answer_id: Uuid) -> Option<Uuid> {
        self.answers
            .get(&answer_id)
            .and_then(|answer| answer.saved_document)
    }

    /// The workflow instance the answer's steps were applied to, once they are.
    pub fn answer_applied_instance(&self, answer_id: Uuid) -> Option<Uuid> {
        self.answers
            .get(&answer_id)
            .and_then(|answer| answer.applied_instance)
    }

    /// The agent that wrote the answer, at the version it had then.
    pub fn answer_agent(&self, answer_id: Uuid) -> Option<AgentRef> {
        self.answers.get(&answer_id).and_then(|answer| answer.agent)
    }
}

fn valid_title(title: &str) -> Result<String, ChatRoomError> {
    text::required_text(title, TITLE_MAX_CHARS).ok_or(ChatRoomError::InvalidTitle)
}

/// At most [`MAX_FILES`], each once.
fn valid_files(files: &[ChatFile]) -> Result<(), ChatRoomError> {
    let mut ids = HashSet::with_capacity(files.len());
    if files.len() > MAX_FILES || !files.iter().all(|file| ids.insert(file.file_id)) {
        return Err(ChatRoomError::InvalidFiles);
    }
    Ok(())
}

/// `ids` without repeats, in first-seen order, at most [`MAX_ATTACHED_DOCUMENTS`]. (Whether the
/// employee may read them is the edge's question: spec §8 'Document Not Accessible'.)
fn valid_documents(ids: Vec<Uuid>) -> Result<Vec<Uuid>, ChatRoomError> {
    let mut seen = HashSet::with_capacity(ids.len());
    let unique: Vec<Uuid> = ids.into_iter().filter(|id| seen.insert(*id)).collect();
    if unique.len() > MAX_ATTACHED_DOCUMENTS {
        return Err(ChatRoomError::InvalidDocuments);
    }
    Ok(unique)
}

/// The model that is to answer: it exists, is enabled, and has every tool asked for.
async fn require_model(
    services: &ChatRoomServices,
    model_id: Uuid,
    tool_keys: &[String],
) -> Result<(), ChatRoomError> {
    let facts = services
        .lookup
        .ai_model(model_id)
        .await
        .ok_or(ChatRoomError::ModelNotFound)?;
    if !facts.enabled {
        return Err(ChatRoomError::ModelNotSupported);
    }
    if !facts.offers(tool_keys) {
        return Err(ChatRoomError::ToolsNotOfModel);
    }
    Ok(())
}

impl ChatRoom {
    fn require_owner(&self, employee_id: Uuid) -> Result<(), ChatRoomError> {
        if employee_id == self.owner_id {
            Ok(())
        } else {
            Err(ChatRoomError::NotOwner)
        }
    }

    fn require_nothing_streaming(&self) -> Result<(), ChatRoomError> {
        match self.streaming_answer {
            Some(_) => Err(ChatRoomError::AnswerInProgress),
            None => Ok(()),
        }
    }

    /// The answer is one of this room's and is being written.
    fn require_streaming(&self, answer_id: Uuid) -> Result<(), ChatRoomError> {
        match self.answer_status(answer_id) {
            None => Err(ChatRoomError::MessageNotFound),
            Some(AnswerStatus::Streaming) => Ok(()),
            Some(_) => Err(ChatRoomError::AnswerNotStreaming),
        }
    }

    /// The events `command` makes (one, or a message and its answer), or why it is refused.
    async fn decide(
        &self,
        command: ChatRoomCommand,
        services: &ChatRoomServices,
    ) -> Result<Vec<ChatRoomEvent>, ChatRoomError> {
        if let ChatRoomCommand::Start {
            room_id,
            owner_id,
            purpose,
            title,
            agent,
        } = command
        {
            // Its id is taken in the trash too.
            if self.id.is_some() {
                return Err(ChatRoomError::AlreadyExists);
            }
            return Ok(vec![ChatRoomEvent::ChatRoomStarted {
                room_id,
                owner_id,
                purpose,
                title: valid_title(&title)?,
                agent,
            }]);
        }
        if let ChatRoomCommand::Restore = command {
            if self.id.is_none() {
                return Err(ChatRoomError::NotFound);
            }
            if !self.deleted {
                return Err(ChatRoomError::NotDeleted);
            }
            // It comes back as it was: its title, messages and answers.
            return Ok(vec![ChatRoomEvent::ChatRoomRestored {}]);
        }
        // A deleted room is not found by any other command (issue 35): no message is posted in
        // it, no answer retried, stopped or finished, no rename, no save or apply.
        if !self.exists() {
            return Err(ChatRoomError::NotFound);
        }
        Ok(match command {
            ChatRoomCommand::Start { .. } | ChatRoomCommand::Restore => {
                unreachable!("handled above")
            }
            // Its owner deletes it (issue 35; the edge asks who). Not while an answer is being
            // written: the owner stops it first (`stopChatAnswer`), or waits for it, and is told
            // so ('An answer is still being written', the code a message posted meanwhile gets).
            // So an answer never streams into the trash, nothing finishes an answer of a room
            // that is gone, and the room comes back from the trash as it went in, every answer
            // finished.
            ChatRoomCommand::Delete => {
                self.require_nothing_streaming()?;
                vec![ChatRoomEvent::ChatRoomDeleted {}]
            }
            ChatRoomCommand::Post {
                message_id,
                author_id,
                text,
                files,
                document_ids,
                model_id,
                tool_keys,
                agent,
                answer_id,
            } => {
                self.require_owner(author_id)?;
                let text = text::required_text(&text, MESSAGE_MAX_CHARS)
                    .ok_or(ChatRoomError::InvalidMessage)?;
                valid_files(&files)?;
                let document_ids = valid_documents(document_ids)?;
                let tool_keys =
                    normalize_tool_keys(&tool_keys).ok_or(ChatRoomError::InvalidToolIds)?;
                self.require_nothing_streaming()?;
                require_model(services, model_id, &tool_keys).await?;
                vec![
                    ChatRoomEvent::ChatMessagePosted {
                        message_id,
                        author_id,
                        text,
                        files,
                        document_ids,
                    },
                    ChatRoomEvent::ChatAnswerStarted {
                        answer_id,
                        reply_to: message_id,
                        model_id,
                        tool_keys,
                        agent,
                        retry_of: None,
                    },
                ]
            }
            ChatRoomCommand::CompleteAnswer {
                answer_id,
                text,
                tool_calls,
                usage,
                stop_reason,
            } => {
                self.require_streaming(answer_id)?;
                vec![ChatRoomEvent::ChatAnswerCompleted {
                    answer_id,
                    text,
                    tool_calls,
                    usage,
                    stop_reason,
                }]
            }
            ChatRoomCommand::FailAnswer {
                answer_id,
                code,
                detail,
                text,
                tool_calls,
            } => {
                self.require_streaming(answer_id)?;
                vec![ChatRoomEvent::ChatAnswerFailed {
                    answer_id,
                    code,
                    detail,
                    text,
                    tool_calls,
                }]
            }
            ChatRoomCommand::StopAnswer {
                answer_id,
                text,
                tool_calls,
                usage,
            } => {
                self.require_streaming(answer_id)?;
                vec![ChatRoomEvent::ChatAnswerStopped {
                    answer_id,
                    text,
                    tool_calls,
                    usage,
                }]
            }
            ChatRoomCommand::RetryAnswer {
                actor_id,
                answer_id,
                new_answer_id,
                model_id,
                tool_keys,
            } => {
                self.require_owner(actor_id)?;
                let answer = self
                    .answers
                    .get(&answer_id)
                    .ok_or(ChatRoomError::MessageNotFound)?;
                if !matches!(answer.status, AnswerStatus::Failed | AnswerStatus::Stopped) {
                    return Err(ChatRoomError::NotRetryable);
                }
                self.require_nothing_streaming()?;
                // Only the latest: retrying an earlier answer would answer a message the
                // conversation has moved on from.
                if self.latest_answer != Some(answer_id) {
                    return Err(ChatRoomError::NotRetryable);
                }
                let tool_keys =
                    normalize_tool_keys(&tool_keys).ok_or(ChatRoomError::InvalidToolIds)?;
                require_model(services, model_id, &tool_keys).await?;
                vec![ChatRoomEvent::ChatAnswerStarted {
                    answer_id: new_answer_id,
                    reply_to: answer.reply_to,
                    model_id,
                    tool_keys,
                    agent: answer.agent,
                    retry_of: Some(answer_id),
                }]
            }
            ChatRoomCommand::Rename { actor_id, title } => {
                self.require_owner(actor_id)?;
                let title = valid_title(&title)?;
                if title == self.title {
                    return Err(ChatRoomError::NothingChanged);
                }
                vec![ChatRoomEvent::ChatRoomRenamed { title }]
            }
            ChatRoomCommand::SaveAnswerAsDocument {
                actor_id,
                answer_id,
                document_id,
            } => {
                self.require_owner(actor_id)?;
                let answer = self
                    .answers
                    .get(&answer_id)
                    .ok_or(ChatRoomError::MessageNotFound)?;
                if self.purpose != ChatPurpose::Document || answer.status != AnswerStatus::Completed
                {
                    return Err(ChatRoomError::NotSavable);
                }
                // Saved once: a second save (another tab, a form left open) is refused and
                // names the document, rather than making a second copy of the same draft.
                if let Some(document_id) = answer.saved_document {
                    return Err(ChatRoomError::AlreadySaved { document_id });
                }
                vec![ChatRoomEvent::ChatAnswerSavedAsDocument {
                    answer_id,
                    document_id,
                    saved_by: actor_id,
                }]
            }
            ChatRoomCommand::ReleaseSavedAnswer {
                answer_id,
                document_id,
            } => {
                let answer = self
                    .answers
                    .get(&answer_id)
                    .ok_or(ChatRoomError::MessageNotFound)?;
                if answer.saved_document != Some(document_id) {
                    return Err(ChatRoomError::NothingChanged);
                }
                vec![ChatRoomEvent::ChatAnswerSaveReleased {
                    answer_id,
                    document_id,
                }]
            }
            ChatRoomCommand::ApplyAnswerToWorkflow {
                actor_id,
                answer_id,
                instance_id,
            } => {
                self.require_owner(actor_id)?;
                let answer = self
                    .answers
                    .get(&answer_id)
                    .ok_or(ChatRoomError::MessageNotFound)?;
                if self.purpose != ChatPurpose::Workflow || answer.status != AnswerStatus::Completed
                {
                    return Err(ChatRoomError::NotApplicable);
                }
                // Applied once (issue 37 §6): a second apply (another tab, the same page sent
                // again, or the same proposal on another workflow) is refused and names the
                // workflow, rather than replacing that workflow's steps a second time.
                if let Some(instance_id) = answer.applied_instance {
                    return Err(ChatRoomError::AlreadyApplied { instance_id });
                }
                vec![ChatRoomEvent::ChatAnswerAppliedToWorkflow {
                    answer_id,
                    instance_id,
                    applied_by: actor_id,
                }]
            }
            ChatRoomCommand::ReleaseAppliedAnswer {
                answer_id,
                instance_id,
            } => {
                let answer = self
                    .answers
                    .get(&answer_id)
                    .ok_or(ChatRoomError::MessageNotFound)?;
                if answer.applied_instance != Some(instance_id) {
                    return Err(ChatRoomError::NothingChanged);
                }
                vec![ChatRoomEvent::ChatAnswerApplyReleased {
                    answer_id,
                    instance_id,
                }]
            }
        })
    }

    fn finish(&mut self, answer_id: Uuid, status: AnswerStatus) {
        if let Some(answer) = self.answers.get_mut(&answer_id) {
            answer.status = status;
        }
        if self.streaming_answer == Some(answer_id) {
            self.streaming_answer = None;
        }
    }
}

impl Aggregate for ChatRoom {
    const TYPE: &'static str = "ChatRoom";
    type Command = ChatRoomCommand;
    type Event = ChatRoomEvent;
    type Error = ChatRoomError;
    type Services = ChatRoomServices;

    async fn handle(
        &mut self,
        command: ChatRoomCommand,
        services: &ChatRoomServices,
        sink: &EventSink<Self>,
    ) -> Result<(), ChatRoomError> {
        for event in self.decide(command, services).await? {
            sink.write(event, self).await;
        }
        Ok(())
    }

    fn apply(&mut self, event: ChatRoomEvent) {
        match event {
            ChatRoomEvent::ChatRoomStarted {
                room_id,
                owner_id,
                purpose,
                title,
                agent,
            } => {
                *self = ChatRoom {
                    id: Some(room_id),
                    owner_id,
                    purpose,
                    title,
                    agent,
                    ..ChatRoom::default()
                };
            }
            ChatRoomEvent::ChatMessagePosted { .. } => {}
            ChatRoomEvent::ChatAnswerStarted {
                answer_id,
                reply_to,
                agent,
                ..
            } => {
                self.answers.insert(
                    answer_id,
                    Answer {
                        reply_to,
                        status: AnswerStatus::Streaming,
                        agent,
                        saved_document: None,
                        applied_instance: None,
                    },
                );
                self.latest_answer = Some(answer_id);
                self.streaming_answer = Some(answer_id);
            }
            ChatRoomEvent::ChatAnswerCompleted { answer_id, .. } => {
                self.finish(answer_id, AnswerStatus::Completed);
            }
            ChatRoomEvent::ChatAnswerFailed { answer_id, .. } => {
                self.finish(answer_id, AnswerStatus::Failed);
            }
            ChatRoomEvent::ChatAnswerStopped { answer_id, .. } => {
                self.finish(answer_id, AnswerStatus::Stopped);
            }
            ChatRoomEvent::ChatRoomRenamed { title } => self.title = title,
            ChatRoomEvent::ChatAnswerSavedAsDocument {
                answer_id,
                document_id,
                ..
            } => {
                if let Some(answer) = self.answers.get_mut(&answer_id) {
                    answer.saved_document = Some(document_id);
                }
            }
            ChatRoomEvent::ChatAnswerSaveReleased { answer_id, .. } => {
                if let Some(answer) = self.answers.get_mut(&answer_id) {
                    answer.saved_document = None;
                }
            }
            ChatRoomEvent::ChatAnswerAppliedToWorkflow {
                answer_id,
                instance_id,
                ..
            } => {
                if let Some(answer) = self.answers.get_mut(&answer_id) {
                    answer.applied_instance = Some(instance_id);
                }
            }
            ChatRoomEvent::ChatAnswerApplyReleased { answer_id, .. } => {
                if let Some(answer) = self.answers.get_mut(&answer_id) {
                    answer.applied_instance = None;
                }
            }
            ChatRoomEvent::ChatRoomDeleted {} => self.deleted = true,
            ChatRoomEvent::ChatRoomRestored {} => self.deleted = false,
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
