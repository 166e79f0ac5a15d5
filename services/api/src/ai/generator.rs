//! The generator (issue 18): writes one chat answer on the server, not in the request. A
//! mutation records the question and the answer's start, then hands the answer here; closing
//! the tab changes nothing, and every screen showing the room follows the same stream
//! ([`super::stream`]).
//!
//! The conversation is read from the room's own events (not the read model), the agent at
//! exactly the version the answer records, and the documents the asking employee may read.
//! Tool calls run with the employee's rights ([`super::tools`]) and go back to the model, at
//! most `max_tool_rounds` times. The finished answer is one event: text, tool calls, usage and
//! stop reason; a failure is one event with its catalogue code, and can be retried.

use std::sync::Arc;

use futures::StreamExt;
use staffhub_domain::Aggregate;
use staffhub_domain::agents::Agent;
use staffhub_domain::ai::AiModel;
use staffhub_domain::chats::{
    AgentRef, ChatFile, ChatPurpose, ChatRoomCommand, ChatRoomEvent, TokenUsage, ToolCallRecord,
};
use staffhub_domain::members::role::RoleCategory;
use staffhub_journal::Metadata;
use uuid::Uuid;

use super::provider::{self, Conversation, StreamEvent, ToolResult, ToolUse, Turn, Usage};
use super::stream::{Running, Step};
use super::tools;
use crate::access::Caller;
use crate::areas::chats::ChatRoomTarget;
use crate::catalogue::Code;
use crate::command::{self, Expect};
use crate::sessions::Session;
use crate::state::AppState;

/// The most characters of one document, and of all documents together, put in the prompt.
const DOCUMENT_CHARS: usize = 20_000;
const CONTEXT_CHARS: usize = 60_000;
/// The most characters of one attached text file put in the prompt.
const FILE_CHARS: usize = 20_000;

/// One answer to write.
#[derive(Debug, Clone)]
pub struct Job {
    pub room_id: Uuid,
    pub answer_id: Uuid,
    /// The employee who asked: tools and documents are read with their rights.
    pub session: Session,
    /// The request that asked, so the answer's events correlate with it.
    pub metadata: Metadata,
}

/// How an answer ended, as the room records it.
enum Outcome {
    Completed {
        text: String,
        tool_calls: Vec<ToolCallRecord>,
        usage: Usage,
        stop_reason: String,
    },
    Failed {
        code: Code,
        detail: String,
        text: String,
        tool_calls: Vec<ToolCallRecord>,
    },
    Stopped {
        text: String,
        tool_calls: Vec<ToolCallRecord>,
        usage: Usage,
    },
}

/// Starts writing the answer; returns at once. The answer is registered before this returns,
/// so a screen asking for it right after the mutation finds it.
pub fn spawn(state: &AppState, job: Job) {
    let Some(running) = state.ai.answers.start(job.answer_id) else {
        return;
    };
    let state = state.clone();
    tokio::spawn(async move {
        let answer_id = job.answer_id;
        let control = serve_control(&state, answer_id, running.clone()).await;
        let outcome = match state.ai.answers.slots.clone().acquire_owned().await {
            Ok(_slot) => write(&state, &job, &running).await,
            Err(_) => Outcome::Failed {
                code: Code::AiGenerationInterrupted,
                detail: "the server is stopping".into(),
                text: String::new(),
                tool_calls: Vec::new(),
            },
        };
        record(&state, &job, outcome).await;
        // After the record is in the read model: a reader that finds no writer from now on
        // reads the finished answer there.
        publish(&state, answer_id, &running, Step::Finished).await;
        state.ai.answers.finish(answer_id);
        if let Some(control) = control {
            control.abort();
        }
    });
}

/// Answers "snapshot" and "stop" for this answer while it is being written.
async fn serve_control(
    state: &AppState,
    answer_id: Uuid,
    running: Arc<Running>,
) -> Option<tokio::task::JoinHandle<()>> {
    let subject =
        staffhub_projections::subjects::ai_control(&state.ai.prefix, &answer_id.to_string());
    let mut requests = match state.nats.subscribe(subject).await {
        Ok(subscriber) => subscriber,
        Err(error) => {
            // Without NATS the answer is still written and recorded; screens see it finish.
            tracing::warn!(error = %error, "the answer's control subject is unavailable");
            return None;
        }
    };
    // The subscription must be on the server before anyone can ask.
    let _ = state.nats.flush().await;
    let nats = state.nats.clone();
    Some(tokio::spawn(async move {
        while let Some(request) = requests.next().await {
            let Some(reply) = request.reply else { continue };
            let payload = if request.payload.as_ref() == b"stop" {
                running.stop.cancel();
                b"stopping".to_vec()
            } else {
                serde_json::to_vec(&running.snapshot()).unwrap_or_default()
            };
            let _ = nats.publish(reply, payload.into()).await;
        }
    }))
}

async fn publish(state: &AppState, answer_id: Uuid, running: &Running, step: Step) {
    let delta = running.record(step);
    let subject =
        staffhub_projections::subjects::ai_answer(&state.ai.prefix, &answer_id.to_string());
    let payload = serde_json::to_vec(&delta).unwrap_or_default();
    if let Err(error) = state.nats.publish(subject, payload.into()).await {
        tracing::debug!(error = %error, "publishing an answer step failed");
    }
}

fn failed(code: Code, detail: impl Into<String>, running: &Running) -> Outcome {
    let snapshot = running.snapshot();
    Outcome::Failed {
        code,
        detail: detail.into(),
        text: snapshot.text,
        tool_calls: snapshot.tool_calls,
    }
}

/// Writes the answer: the provider's stream, tool rounds, until it ends, fails or is stopped.
async fn write(state: &AppState, job: &Job, running: &Running) -> Outcome {
    let prepared = match prepare(state, job).await {
        Ok(prepared) => prepared,
        Err((code, detail)) => return failed(code, detail, running),
    };
    let Prepared {
        provider,
        mut conversation,
        tool_keys,
    } = prepared;
    let idle = state.ai.config.idle_timeout;
    let mut usage = Usage::default();
    let mut round = 0;
    loop {
        let mut stream = tokio::select! {
            opened = provider::open(&state.ai.http, &provider, &conversation, idle) => match opened {
                Ok(stream) => stream,
                Err(error) => return failed(error.code(), error.to_string(), running),
            },
            () = running.stop.cancelled() => return stopped(running, usage),
        };
        let mut text = String::new();
        let mut calls: Vec<ToolUse> = Vec::new();
        let (stop_reason, round_usage) = loop {
            let next = tokio::select! {
                next = stream.next() => next,
                () = running.stop.cancelled() => return stopped(running, usage),
            };
            match next {
                Some(Ok(StreamEvent::Text(delta))) => {
                    text.push_str(&delta);
                    publish(state, job.answer_id, running, Step::Text { text: delta }).await;
                }
                Some(Ok(StreamEvent::ToolStarted { id, name })) => {
                    let call = ToolCallRecord {
                        tool_use_id: id,
                        name,
                        input: serde_json::json!({}),
                        output: None,
                        is_error: false,
                    };
                    publish(
                        state,
                        job.answer_id,
                        running,
                        Step::ToolCallStarted { call },
                    )
                    .await;
                }
                Some(Ok(StreamEvent::ToolCalled(call))) => calls.push(call),
                Some(Ok(StreamEvent::Finished { stop_reason, usage })) => {
                    break (stop_reason, usage);
                }
                Some(Err(error)) => {
                    tracing::info!(error = %error, answer = %job.answer_id, "an AI answer failed");
                    return failed(error.code(), error.to_string(), running);
                }
                None => {
                    return failed(
                        Code::InvalidClaudeResponse,
                        "the stream ended before the answer did",
                        running,
                    );
                }
            }
        };
        usage.input_tokens += round_usage.input_tokens;
        usage.output_tokens += round_usage.output_tokens;
        if calls.is_empty() || stop_reason != "tool_use" || round >= state.ai.config.max_tool_rounds
        {
            let snapshot = running.snapshot();
            return Outcome::Completed {
                text: snapshot.text,
                tool_calls: snapshot.tool_calls,
                usage,
                stop_reason,
            };
        }
        round += 1;
        let mut results = Vec::new();
        for call in &calls {
            let output = if tool_keys.contains(&call.name) {
                tools::run(state, &job.session, &call.name, &call.input).await
            } else {
                // A tool the message did not allow is refused, and the model is told so.
                tools::ToolOutput {
                    output: serde_json::json!({"error": "this tool is not available"}),
                    is_error: true,
                }
            };
            let record = ToolCallRecord {
                tool_use_id: call.id.clone(),
                name: call.name.clone(),
                input: call.input.clone(),
                output: Some(output.output.clone()),
                is_error: output.is_error,
            };
            publish(
                state,
                job.answer_id,
                running,
                Step::ToolCallFinished { call: record },
            )
            .await;
            results.push(ToolResult {
                tool_use_id: call.id.clone(),
                content: output.output.to_string(),
                is_error: output.is_error,
            });
        }
        conversation.turns.push(Turn::Assistant {
            text,
            tool_calls: calls,
        });
        conversation.turns.push(Turn::ToolResults(results));
    }
}

fn stopped(running: &Running, usage: Usage) -> Outcome {
    let snapshot = running.snapshot();
    Outcome::Stopped {
        text: snapshot.text,
        tool_calls: snapshot.tool_calls,
        usage,
    }
}

struct Prepared {
    provider: super::ProviderConfig,
    conversation: Conversation,
    tool_keys: Vec<String>,
}

/// What the provider is sent: the model, the agent's instruction and knowledge, the room's
/// conversation up to the question, and the tools the message allowed.
async fn prepare(state: &AppState, job: &Job) -> Result<Prepared, (Code, String)> {
    let internal = |what: &str, error: &dyn std::fmt::Display| {
        tracing::error!(error = %error, "{what}");
        (Code::Unknown, what.to_owned())
    };
    let mut conn = state
        .pool
        .acquire()
        .await
        .map_err(|e| internal("reading the room failed", &e))?;
    let events = staffhub_journal::events_of(&mut conn, "ChatRoom", &job.room_id.to_string())
        .await
        .map_err(|e| internal("reading the room failed", &e))?;
    drop(conn);
    let mut room = Room::default();
    for event in &events {
        let decoded: ChatRoomEvent = event
            .decode()
            .map_err(|e| internal("decoding the room failed", &e))?;
        room.apply(decoded);
    }
    let answer = room
        .answers
        .iter()
        .find(|a| a.answer_id == job.answer_id)
        .cloned()
        .ok_or((Code::ChatMessageNotFound, "no such answer".to_owned()))?;

    let (model, _) = state
        .journal
        .load_state::<AiModel>(&answer.model_id.to_string())
        .await
        .map_err(|e| internal("reading the model failed", &e))?;
    if !model.exists() {
        return Err((Code::AiModelNotFound, "the model is gone".into()));
    }
    if !model.enabled() {
        return Err((Code::AiModelNotSupported, "the model is disabled".into()));
    }
    let provider = state.ai.provider(model.provider()).cloned().ok_or((
        Code::AiProviderNotConfigured,
        format!("provider {:?} is not configured", model.provider()),
    ))?;

    let viewer = Caller::of(&job.session);
    let mut system = String::new();
    let mut document_ids = Vec::new();
    if let Some(agent_ref) = &answer.agent {
        let agent = agent_at(state, agent_ref)
            .await
            .map_err(|e| internal("reading the agent failed", &e))?;
        if let Some(agent) = agent {
            let profile = agent.profile();
            system.push_str(&format!(
                "You are {name}, an AI agent of this company working as {category}.\n\
                 Emotional level {level} of 5 (1 calm and factual, 5 warm and expressive): \
                 keep your tone there.\n\n{instruction}\n",
                name = profile.name,
                category = category_name(state, profile.role_id).await,
                level = profile.emotional_level,
                instruction = profile.instruction,
            ));
            document_ids.extend(profile.document_ids.iter().copied());
        }
    }
    let question = room
        .messages
        .iter()
        .find(|m| m.message_id == answer.reply_to)
        .cloned();
    if let Some(question) = &question {
        for id in &question.document_ids {
            if !document_ids.contains(id) {
                document_ids.push(*id);
            }
        }
    }
    // Only what the employee who asked may read reaches the model.
    let readable = crate::read::documents::visible_ids(&state.reads, &document_ids, &viewer)
        .await
        .map_err(|e| internal("checking document access failed", &e))?;
    let mut context = String::new();
    for id in document_ids.iter().filter(|id| readable.contains(id)) {
        let Some(row) = crate::read::documents::by_id(&state.reads, *id)
            .await
            .map_err(|e| internal("reading a document failed", &e))?
        else {
            continue;
        };
        if context.chars().count() > CONTEXT_CHARS {
            break;
        }
        let body: String = row.body.chars().take(DOCUMENT_CHARS).collect();
        context.push_str(&format!(
            "\n<document title=\"{}\">\n{body}\n</document>\n",
            row.title.replace('"', "'")
        ));
    }
    if !context.is_empty() {
        system.push_str("\nDocuments you may use:\n");
        system.push_str(&context);
    }
    if room.purpose == ChatPurpose::Workflow {
        // Issue 20: the answer is parsed into steps (`workflows::flow`), so it must be JSON.
        let roles = crate::workflows::flow::instruction(state)
            .await
            .map_err(|e| internal("reading the roles failed", &e))?;
        system.push_str(&roles);
    } else {
        system.push_str(&format!(
            "\nToday is {}. Answer in the language of the user's last message. Use Markdown.",
            chrono::Utc::now().format("%Y-%m-%d")
        ));
    }
    let system = system.trim().to_owned();

    let mut turns = Vec::new();
    for message in &room.messages {
        let mut text = message.text.clone();
        for file in &message.files {
            text.push_str(&file_text(state, file).await);
        }
        turns.push((message.message_id, Turn::User(text)));
    }
    // The conversation: each question, and the answer that replied to it (the latest one,
    // if it was retried), up to this answer's question.
    let mut conversation = Vec::new();
    for (message_id, turn) in turns {
        conversation.push(turn);
        if message_id == answer.reply_to {
            break;
        }
        if let Some(reply) = room
            .answers
            .iter()
            .rev()
            .find(|a| a.reply_to == message_id && !a.text.is_empty())
        {
            conversation.push(Turn::Assistant {
                text: reply.text.clone(),
                tool_calls: Vec::new(),
            });
        }
    }
    let tool_specs = answer
        .tool_keys
        .iter()
        .filter_map(|k| tools::spec(k))
        .collect();
    Ok(Prepared {
        provider,
        conversation: Conversation {
            model: model.model_name().to_owned(),
            max_tokens: model.max_tokens(),
            system,
            turns: conversation,
            tools: tool_specs,
        },
        tool_keys: answer.tool_keys,
    })
}

/// An attached file as the model sees it: a text file's content, or a note of what it is.
async fn file_text(state: &AppState, file: &ChatFile) -> String {
    let is_text = file.content_type.starts_with("text/");
    if is_text {
        let key = crate::areas::chats::file_key(file);
        if let Ok(Some(bytes)) = state.files.get(&key).await {
            let content: String = String::from_utf8_lossy(&bytes)
                .chars()
                .take(FILE_CHARS)
                .collect();
            return format!(
                "\n\n<file name=\"{}\">\n{content}\n</file>",
                file.name.replace('"', "'")
            );
        }
    }
    format!(
        "\n\n(Attached file {} of type {}, {} bytes; its content is not readable here.)",
        file.name, file.content_type, file.size
    )
}

/// The agent's role as the model is told it: "Sales support (management)".
async fn category_name(state: &AppState, role_id: Uuid) -> String {
    let role = crate::read::agents::role_by_id(&state.reads, role_id)
        .await
        .inspect_err(|error| tracing::warn!(error = %error, "reading an agent role failed"))
        .ok()
        .flatten();
    let category = match role
        .as_ref()
        .and_then(|r| RoleCategory::from_id(r.category.into()))
    {
        Some(RoleCategory::Management) => "management",
        _ => "execution",
    };
    match role {
        Some(role) => format!("{} ({category})", role.name),
        None => category.to_owned(),
    }
}

/// The agent as it was at the version the answer records.
async fn agent_at(state: &AppState, agent_ref: &AgentRef) -> Result<Option<Agent>, sqlx::Error> {
    let mut conn = state.pool.acquire().await?;
    let events =
        staffhub_journal::events_of(&mut conn, "Agent", &agent_ref.agent_id.to_string()).await?;
    let mut agent = Agent::default();
    for event in events
        .iter()
        .filter(|e| e.sequence <= agent_ref.version as i64)
    {
        match event.decode() {
            Ok(decoded) => agent.apply(decoded),
            Err(error) => {
                tracing::error!(error = %error, "decoding an agent event failed");
                return Ok(None);
            }
        }
    }
    Ok(agent.exists().then_some(agent))
}

/// The room's conversation as its events tell it.
#[derive(Default)]
struct Room {
    purpose: ChatPurpose,
    messages: Vec<Message>,
    answers: Vec<Answer>,
}

#[derive(Clone)]
struct Message {
    message_id: Uuid,
    text: String,
    files: Vec<ChatFile>,
    document_ids: Vec<Uuid>,
}

#[derive(Clone)]
struct Answer {
    answer_id: Uuid,
    reply_to: Uuid,
    model_id: Uuid,
    tool_keys: Vec<String>,
    agent: Option<AgentRef>,
    text: String,
}

impl Room {
    fn apply(&mut self, event: ChatRoomEvent) {
        match event {
            ChatRoomEvent::ChatRoomStarted { purpose, .. } => self.purpose = purpose,
            ChatRoomEvent::ChatMessagePosted {
                message_id,
                text,
                files,
                document_ids,
                ..
            } => self.messages.push(Message {
                message_id,
                text,
                files,
                document_ids,
            }),
            ChatRoomEvent::ChatAnswerStarted {
                answer_id,
                reply_to,
                model_id,
                tool_keys,
                agent,
                ..
            } => self.answers.push(Answer {
                answer_id,
                reply_to,
                model_id,
                tool_keys,
                agent,
                text: String::new(),
            }),
            ChatRoomEvent::ChatAnswerCompleted {
                answer_id, text, ..
            }
            | ChatRoomEvent::ChatAnswerStopped {
                answer_id, text, ..
            } => {
                if let Some(answer) = self.answers.iter_mut().find(|a| a.answer_id == answer_id) {
                    answer.text = text;
                }
            }
            _ => {}
        }
    }
}

/// Records how the answer ended, through the command path (so it waits until the read model
/// has it). A refusal means someone else already ended it (a stop, the sweeper): nothing to do.
async fn record(state: &AppState, job: &Job, outcome: Outcome) {
    let usage = |u: Usage| TokenUsage {
        input_tokens: u.input_tokens,
        output_tokens: u.output_tokens,
    };
    let command = match outcome {
        Outcome::Completed {
            text,
            tool_calls,
            usage: u,
            stop_reason,
        } => ChatRoomCommand::CompleteAnswer {
            answer_id: job.answer_id,
            text,
            tool_calls,
            usage: usage(u),
            stop_reason,
        },
        Outcome::Failed {
            code,
            detail,
            text,
            tool_calls,
        } => ChatRoomCommand::FailAnswer {
            answer_id: job.answer_id,
            code: code.code().to_owned(),
            detail,
            text,
            tool_calls,
        },
        Outcome::Stopped {
            text,
            tool_calls,
            usage: u,
        } => ChatRoomCommand::StopAnswer {
            answer_id: job.answer_id,
            text,
            tool_calls,
            usage: Some(usage(u)),
        },
    };
    let metadata = Metadata {
        actor_id: None,
        causation_id: job.answer_id,
        ..job.metadata.clone()
    };
    let started = std::time::Instant::now();
    match command::execute::<ChatRoomTarget>(state, &metadata, job.room_id, command, Expect::Any)
        .await
    {
        Ok(committed) => {
            if let Err(error) =
                command::answer::<ChatRoomTarget>(state, job.room_id, committed, started).await
            {
                tracing::warn!(error = ?error, "reading a recorded answer back failed");
            }
        }
        Err(error) if error.is_refusal() => {}
        Err(error) => tracing::error!(error = ?error, "recording an AI answer failed"),
    }
}

/// Fails the answers nobody is writing any more (their node stopped or crashed): every
/// `period`, an answer streaming for longer than `period` whose control subject has no
/// responder is recorded as interrupted, so it can be retried.
pub fn spawn_sweeper(
    state: AppState,
    period: std::time::Duration,
    mut shutdown: tokio::sync::watch::Receiver<bool>,
) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let mut ticker = tokio::time::interval(period);
        ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tokio::select! {
                _ = ticker.tick() => {}
                _ = shutdown.wait_for(|stop| *stop) => return,
            }
            if let Err(error) = sweep(&state, period).await {
                tracing::warn!(error = %error, "sweeping interrupted answers failed");
            }
        }
    })
}

/// One sweep; returns how many answers it recorded as interrupted.
pub async fn sweep(
    state: &AppState,
    older_than: std::time::Duration,
) -> Result<usize, sqlx::Error> {
    let cutoff = chrono::Utc::now()
        - chrono::Duration::from_std(older_than).unwrap_or_else(|_| chrono::Duration::seconds(30));
    let streaming: Vec<(Uuid, Uuid)> = sqlx::query_as(
        "SELECT room_id, streaming_id FROM chat_rooms
         WHERE streaming_id IS NOT NULL AND updated_at < $1",
    )
    .bind(cutoff)
    .fetch_all(&state.pool)
    .await?;
    let mut swept = 0;
    for (room_id, answer_id) in streaming {
        if state.ai.answers.get(answer_id).is_some() {
            continue;
        }
        if !matches!(
            super::stream::ask_snapshot(&state.nats, &state.ai.prefix, answer_id).await,
            super::stream::Asked::NoWriter
        ) {
            continue;
        }
        let command = ChatRoomCommand::FailAnswer {
            answer_id,
            code: Code::AiGenerationInterrupted.code().to_owned(),
            detail: "nobody was writing the answer any more".into(),
            text: String::new(),
            tool_calls: Vec::new(),
        };
        let metadata = Metadata::system();
        if command::execute::<ChatRoomTarget>(state, &metadata, room_id, command, Expect::Any)
            .await
            .is_ok()
        {
            swept += 1;
        }
    }
    Ok(swept)
}
