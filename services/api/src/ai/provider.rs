//! The streaming clients: one conversation in, a pull stream of [`StreamEvent`]s out, the same
//! for Anthropic's Messages API and OpenAI-compatible chat completions (facts:
//! `shared/design/outside-systems.md`, "AI providers").
//!
//! Server-sent events are parsed by `eventsource-stream`; what is ours is reading each
//! format's events into one shape, and refusing a stream that breaks its format: a data line
//! that is not JSON, or tool input that does not parse at its block's end, is 'Invalid Json
//! Response from Claude AI'; a stream that ends before `message_stop` (Anthropic) or before a
//! finish reason (OpenAI) is 'Invalid Claude Response received' (spec §8, class 205).

use std::collections::{BTreeMap, VecDeque};
use std::pin::Pin;
use std::time::Duration;

use eventsource_stream::{Event, EventStreamError, Eventsource};
use futures::{Stream, StreamExt};
use serde_json::{Value, json};

use super::{ProviderConfig, ProviderKind};
use crate::catalogue::Code;

/// A tool the model may call: its name, what it does, and its arguments' JSON Schema.
#[derive(Debug, Clone)]
pub struct ToolSpec {
    pub name: String,
    pub description: String,
    pub input_schema: Value,
}

/// A tool call the model made.
#[derive(Debug, Clone, PartialEq)]
pub struct ToolUse {
    pub id: String,
    pub name: String,
    pub input: Value,
}

/// What a tool answered, sent back to the model.
#[derive(Debug, Clone)]
pub struct ToolResult {
    pub tool_use_id: String,
    pub content: String,
    pub is_error: bool,
}

/// One turn of the conversation, provider-neutral.
#[derive(Debug, Clone)]
pub enum Turn {
    User(String),
    Assistant {
        text: String,
        tool_calls: Vec<ToolUse>,
    },
    /// The results of the previous assistant turn's tool calls.
    ToolResults(Vec<ToolResult>),
}

/// Everything one request to a provider carries.
#[derive(Debug, Clone)]
pub struct Conversation {
    pub model: String,
    pub max_tokens: u32,
    pub system: String,
    pub turns: Vec<Turn>,
    pub tools: Vec<ToolSpec>,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Usage {
    pub input_tokens: u32,
    pub output_tokens: u32,
}

/// What a provider's stream says, in one shape for both formats.
#[derive(Debug, Clone, PartialEq)]
pub enum StreamEvent {
    /// The next characters of the answer.
    Text(String),
    /// The model began a tool call (its arguments are still arriving).
    ToolStarted { id: String, name: String },
    /// A tool call, its arguments complete and parsed.
    ToolCalled(ToolUse),
    /// The end: why the model stopped (Anthropic's words: end_turn, max_tokens,
    /// stop_sequence, tool_use) and the tokens counted.
    Finished { stop_reason: String, usage: Usage },
}

/// Why a provider gave no (complete) answer. The detail is for logs and the failed answer's
/// record; it never carries the key.
#[derive(Debug, Clone, thiserror::Error, PartialEq, Eq)]
pub enum ProviderError {
    #[error("the provider could not be reached: {0}")]
    Unreachable(String),
    #[error("the provider did not answer within {0:?}")]
    Timeout(Duration),
    #[error("the provider is rate limiting: {0}")]
    RateLimited(String),
    #[error("the provider refused the key: {0}")]
    Refused(String),
    #[error("the provider answered {status}: {message}")]
    Status { status: u16, message: String },
    #[error("the provider reported {kind}: {message}")]
    Remote { kind: String, message: String },
    #[error("the stream ended before the answer did")]
    Truncated,
    #[error("the stream carried malformed JSON: {0}")]
    MalformedJson(String),
}

impl ProviderError {
    /// The catalogue entry a failed answer shows.
    pub fn code(&self) -> Code {
        match self {
            Self::Unreachable(_) => Code::AiProviderUnavailable,
            Self::Timeout(_) => Code::AiProviderTimeout,
            Self::RateLimited(_) => Code::AiProviderRateLimited,
            Self::Refused(_) => Code::AiProviderRefusedKey,
            Self::Status { .. } | Self::Remote { .. } => Code::AiProviderError,
            Self::Truncated => Code::InvalidClaudeResponse,
            Self::MalformedJson(_) => Code::InvalidClaudeJson,
        }
    }
}

type Events = Pin<Box<dyn Stream<Item = Result<Event, EventStreamError<reqwest::Error>>> + Send>>;

/// An answer being streamed: call [`next`](Self::next) until it gives `None`.
pub struct ProviderStream {
    events: Events,
    parser: Parser,
    pending: VecDeque<StreamEvent>,
    idle: Duration,
    done: bool,
}

impl std::fmt::Debug for ProviderStream {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ProviderStream").finish_non_exhaustive()
    }
}

/// Sends the request and waits for the stream to begin (status and headers), within `idle`.
pub async fn open(
    http: &reqwest::Client,
    provider: &ProviderConfig,
    conversation: &Conversation,
    idle: Duration,
) -> Result<ProviderStream, ProviderError> {
    let request = match provider.kind {
        ProviderKind::Anthropic => {
            let mut request = http
                .post(format!("{}/v1/messages", provider.base_url))
                .header("anthropic-version", "2023-06-01")
                .json(&anthropic_body(conversation));
            if let Some(key) = &provider.key {
                request = request.header("x-api-key", key);
            }
            request
        }
        ProviderKind::OpenAi => {
            let mut request = http
                .post(format!("{}/chat/completions", provider.base_url))
                .json(&openai_body(conversation));
            if let Some(key) = &provider.key {
                request = request.bearer_auth(key);
            }
            request
        }
    };
    let response = match tokio::time::timeout(idle, request.send()).await {
        Err(_) => return Err(ProviderError::Timeout(idle)),
        Ok(Err(error)) if error.is_timeout() => return Err(ProviderError::Timeout(idle)),
        Ok(Err(error)) => return Err(ProviderError::Unreachable(without_url(&error))),
        Ok(Ok(response)) => response,
    };
    let status = response.status();
    if !status.is_success() {
        let body = tokio::time::timeout(idle, response.text())
            .await
            .ok()
            .and_then(Result::ok)
            .unwrap_or_default();
        let message = error_message(&body);
        return Err(match status.as_u16() {
            429 => ProviderError::RateLimited(message),
            401 | 403 => ProviderError::Refused(message),
            status => ProviderError::Status { status, message },
        });
    }
    Ok(ProviderStream {
        events: Box::pin(response.bytes_stream().eventsource()),
        parser: match provider.kind {
            ProviderKind::Anthropic => Parser::Anthropic(AnthropicState::default()),
            ProviderKind::OpenAi => Parser::OpenAi(OpenAiState::default()),
        },
        pending: VecDeque::new(),
        idle,
        done: false,
    })
}

/// What went wrong, without the URL (which could carry credentials in its userinfo).
fn without_url(error: &reqwest::Error) -> String {
    let mut text = if error.is_connect() {
        "connection failed".to_owned()
    } else if error.is_timeout() {
        "timed out".to_owned()
    } else if error.is_body() || error.is_decode() {
        "the response broke off".to_owned()
    } else {
        "the request failed".to_owned()
    };
    let mut source = std::error::Error::source(error);
    while let Some(cause) = source {
        text.push_str(": ");
        text.push_str(&cause.to_string());
        source = cause.source();
    }
    text
}

/// The message in a provider's JSON error body (both formats nest it under `error`), cut short.
fn error_message(body: &str) -> String {
    let parsed: Option<Value> = serde_json::from_str(body).ok();
    let message = parsed
        .as_ref()
        .and_then(|v| {
            v.pointer("/error/message")
                .or_else(|| v.get("message"))
                .and_then(Value::as_str)
        })
        .map(str::to_owned)
        .unwrap_or_else(|| body.to_owned());
    message.chars().take(300).collect()
}

impl ProviderStream {
    /// The next event; `None` after [`StreamEvent::Finished`] or an error.
    pub async fn next(&mut self) -> Option<Result<StreamEvent, ProviderError>> {
        loop {
            if let Some(event) = self.pending.pop_front() {
                if matches!(event, StreamEvent::Finished { .. }) {
                    self.done = true;
                }
                return Some(Ok(event));
            }
            if self.done {
                return None;
            }
            let next = match tokio::time::timeout(self.idle, self.events.next()).await {
                Err(_) => return self.fail(ProviderError::Timeout(self.idle)),
                Ok(next) => next,
            };
            let result = match next {
                None => self.parser.end(&mut self.pending),
                Some(Err(EventStreamError::Transport(error))) => {
                    // A connection dropped mid-answer reads as a cut-off stream.
                    tracing::debug!(error = %without_url(&error), "provider stream broke");
                    self.parser.end(&mut self.pending)
                }
                Some(Err(error)) => Err(ProviderError::MalformedJson(error.to_string())),
                Some(Ok(event)) => self.parser.event(&event, &mut self.pending),
            };
            match result {
                Err(error) => return self.fail(error),
                Ok(Some(finished)) => self.pending.push_back(finished),
                Ok(None) => {}
            }
        }
    }

    fn fail(&mut self, error: ProviderError) -> Option<Result<StreamEvent, ProviderError>> {
        self.done = true;
        self.pending.clear();
        Some(Err(error))
    }
}

enum Parser {
    Anthropic(AnthropicState),
    OpenAi(OpenAiState),
}

impl Parser {
    /// Reads one server-sent event, queueing what it says; `Ok(Some(Finished))` at the end.
    fn event(
        &mut self,
        event: &Event,
        out: &mut VecDeque<StreamEvent>,
    ) -> Result<Option<StreamEvent>, ProviderError> {
        match self {
            Self::Anthropic(state) => state.event(event, out),
            Self::OpenAi(state) => state.event(event, out),
        }
    }

    /// The stream closed: complete only if the format's end was seen.
    fn end(
        &mut self,
        out: &mut VecDeque<StreamEvent>,
    ) -> Result<Option<StreamEvent>, ProviderError> {
        match self {
            Self::Anthropic(_) => Err(ProviderError::Truncated),
            Self::OpenAi(state) => state.finish(out).map(Some),
        }
    }
}

fn parse(data: &str) -> Result<Value, ProviderError> {
    serde_json::from_str(data).map_err(|e| ProviderError::MalformedJson(e.to_string()))
}

fn tool_input(id: &str, name: &str, json: &str) -> Result<ToolUse, ProviderError> {
    let input = if json.trim().is_empty() {
        json!({})
    } else {
        serde_json::from_str(json)
            .map_err(|e| ProviderError::MalformedJson(format!("tool {name}'s input: {e}")))?
    };
    Ok(ToolUse {
        id: id.to_owned(),
        name: name.to_owned(),
        input,
    })
}

fn count(value: Option<&Value>) -> Option<u32> {
    value.and_then(Value::as_u64).map(|n| n as u32)
}

// ───────────────────────── Anthropic ─────────────────────────

#[derive(Default)]
struct AnthropicState {
    usage: Usage,
    stop_reason: Option<String>,
    /// Tool blocks being received, by block index: id, name, partial JSON.
    tools: BTreeMap<u64, (String, String, String)>,
}

impl AnthropicState {
    fn event(
        &mut self,
        event: &Event,
        out: &mut VecDeque<StreamEvent>,
    ) -> Result<Option<StreamEvent>, ProviderError> {
        // `ping` carries nothing; unknown event types are ignored, as the API asks.
        let known = [
            "message_start",
            "content_block_start",
            "content_block_delta",
            "content_block_stop",
            "message_delta",
            "message_stop",
            "error",
        ];
        if !known.contains(&event.event.as_str()) {
            return Ok(None);
        }
        let data = parse(&event.data)?;
        let index = data.get("index").and_then(Value::as_u64).unwrap_or(0);
        match event.event.as_str() {
            "message_start" => {
                let usage = data.pointer("/message/usage");
                self.usage.input_tokens =
                    count(usage.and_then(|u| u.get("input_tokens"))).unwrap_or(0);
                self.usage.output_tokens =
                    count(usage.and_then(|u| u.get("output_tokens"))).unwrap_or(0);
            }
            "content_block_start" => {
                let block = data.get("content_block").unwrap_or(&Value::Null);
                match block.get("type").and_then(Value::as_str) {
                    Some("tool_use") => {
                        let id = block.get("id").and_then(Value::as_str).unwrap_or_default();
                        let name = block
                            .get("name")
                            .and_then(Value::as_str)
                            .unwrap_or_default();
                        out.push_back(StreamEvent::ToolStarted {
                            id: id.to_owned(),
                            name: name.to_owned(),
                        });
                        self.tools
                            .insert(index, (id.to_owned(), name.to_owned(), String::new()));
                    }
                    Some("text") => {
                        if let Some(text) = block.get("text").and_then(Value::as_str)
                            && !text.is_empty()
                        {
                            out.push_back(StreamEvent::Text(text.to_owned()));
                        }
                    }
                    _ => {}
                }
            }
            "content_block_delta" => {
                let delta = data.get("delta").unwrap_or(&Value::Null);
                match delta.get("type").and_then(Value::as_str) {
                    Some("text_delta") => {
                        if let Some(text) = delta.get("text").and_then(Value::as_str)
                            && !text.is_empty()
                        {
                            out.push_back(StreamEvent::Text(text.to_owned()));
                        }
                    }
                    Some("input_json_delta") => {
                        // Fragments are not JSON on their own: parse only at the block's stop.
                        if let (Some(tool), Some(part)) = (
                            self.tools.get_mut(&index),
                            delta.get("partial_json").and_then(Value::as_str),
                        ) {
                            tool.2.push_str(part);
                        }
                    }
                    _ => {}
                }
            }
            "content_block_stop" => {
                if let Some((id, name, json)) = self.tools.remove(&index) {
                    out.push_back(StreamEvent::ToolCalled(tool_input(&id, &name, &json)?));
                }
            }
            "message_delta" => {
                if let Some(reason) = data.pointer("/delta/stop_reason").and_then(Value::as_str) {
                    self.stop_reason = Some(reason.to_owned());
                }
                // Cumulative counts.
                if let Some(n) = count(data.pointer("/usage/output_tokens")) {
                    self.usage.output_tokens = n;
                }
                if let Some(n) = count(data.pointer("/usage/input_tokens")) {
                    self.usage.input_tokens = n;
                }
            }
            "message_stop" => {
                return Ok(Some(StreamEvent::Finished {
                    stop_reason: self
                        .stop_reason
                        .clone()
                        .unwrap_or_else(|| "end_turn".into()),
                    usage: self.usage,
                }));
            }
            "error" => {
                return Err(ProviderError::Remote {
                    kind: data
                        .pointer("/error/type")
                        .and_then(Value::as_str)
                        .unwrap_or("error")
                        .to_owned(),
                    message: error_message(&event.data),
                });
            }
            _ => {}
        }
        Ok(None)
    }
}

fn anthropic_body(c: &Conversation) -> Value {
    let mut messages: Vec<Value> = Vec::new();
    for turn in &c.turns {
        let (role, content) = match turn {
            Turn::User(text) => ("user", vec![json!({"type": "text", "text": text})]),
            Turn::Assistant { text, tool_calls } => {
                let mut blocks = Vec::new();
                if !text.is_empty() {
                    blocks.push(json!({"type": "text", "text": text}));
                }
                for call in tool_calls {
                    blocks.push(json!({
                        "type": "tool_use", "id": call.id, "name": call.name, "input": call.input,
                    }));
                }
                if blocks.is_empty() {
                    continue;
                }
                ("assistant", blocks)
            }
            Turn::ToolResults(results) => (
                "user",
                results
                    .iter()
                    .map(|r| {
                        json!({
                            "type": "tool_result", "tool_use_id": r.tool_use_id,
                            "content": r.content, "is_error": r.is_error,
                        })
                    })
                    .collect(),
            ),
        };
        // The API wants roles to alternate: a turn of the same role as the last joins it
        // (a question whose answer failed, then the next question).
        match messages.last_mut() {
            Some(last) if last["role"] == role => {
                if let Some(blocks) = last["content"].as_array_mut() {
                    blocks.extend(content);
                }
            }
            _ => messages.push(json!({"role": role, "content": content})),
        }
    }
    let mut body = json!({
        "model": c.model,
        "max_tokens": c.max_tokens,
        "messages": messages,
        "stream": true,
    });
    if !c.system.is_empty() {
        body["system"] = json!(c.system);
    }
    if !c.tools.is_empty() {
        body["tools"] = c
            .tools
            .iter()
            .map(|t| json!({"name": t.name, "description": t.description, "input_schema": t.input_schema}))
            .collect();
    }
    body
}

// ───────────────────────── OpenAI-compatible ─────────────────────────

#[derive(Default)]
struct OpenAiState {
    usage: Usage,
    finish_reason: Option<String>,
    /// Tool calls being received, by index: id, name, argument fragments.
    tools: BTreeMap<u64, (String, String, String)>,
}

impl OpenAiState {
    fn event(
        &mut self,
        event: &Event,
        out: &mut VecDeque<StreamEvent>,
    ) -> Result<Option<StreamEvent>, ProviderError> {
        if event.data.trim() == "[DONE]" {
            return self.finish(out).map(Some);
        }
        if event.data.trim().is_empty() {
            return Ok(None);
        }
        let data = parse(&event.data)?;
        if let Some(error) = data.get("error") {
            return Err(ProviderError::Remote {
                kind: error
                    .get("type")
                    .and_then(Value::as_str)
                    .unwrap_or("error")
                    .to_owned(),
                message: error
                    .get("message")
                    .and_then(Value::as_str)
                    .unwrap_or_default()
                    .chars()
                    .take(300)
                    .collect(),
            });
        }
        if let Some(usage) = data.get("usage").filter(|u| !u.is_null()) {
            self.usage = Usage {
                input_tokens: count(usage.get("prompt_tokens")).unwrap_or(0),
                output_tokens: count(usage.get("completion_tokens")).unwrap_or(0),
            };
        }
        let Some(choice) = data.pointer("/choices/0") else {
            return Ok(None);
        };
        let delta = choice.get("delta").unwrap_or(&Value::Null);
        if let Some(text) = delta.get("content").and_then(Value::as_str)
            && !text.is_empty()
        {
            out.push_back(StreamEvent::Text(text.to_owned()));
        }
        for call in delta
            .get("tool_calls")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            let index = call.get("index").and_then(Value::as_u64).unwrap_or(0);
            let entry = self.tools.entry(index).or_default();
            if let Some(id) = call.get("id").and_then(Value::as_str) {
                entry.0 = id.to_owned();
            }
            if let Some(name) = call.pointer("/function/name").and_then(Value::as_str)
                && entry.1.is_empty()
            {
                entry.1 = name.to_owned();
                out.push_back(StreamEvent::ToolStarted {
                    id: entry.0.clone(),
                    name: name.to_owned(),
                });
            }
            if let Some(part) = call.pointer("/function/arguments").and_then(Value::as_str) {
                entry.2.push_str(part);
            }
        }
        if let Some(reason) = choice.get("finish_reason").and_then(Value::as_str) {
            self.finish_reason = Some(reason.to_owned());
        }
        Ok(None)
    }

    /// `[DONE]`, or a close after a finish reason (some servers omit `[DONE]`).
    fn finish(&mut self, out: &mut VecDeque<StreamEvent>) -> Result<StreamEvent, ProviderError> {
        let Some(reason) = self.finish_reason.take() else {
            return Err(ProviderError::Truncated);
        };
        for (index, (id, name, json)) in std::mem::take(&mut self.tools) {
            let id = if id.is_empty() {
                format!("call_{index}")
            } else {
                id
            };
            out.push_back(StreamEvent::ToolCalled(tool_input(&id, &name, &json)?));
        }
        Ok(StreamEvent::Finished {
            stop_reason: match reason.as_str() {
                "stop" => "end_turn".to_owned(),
                "tool_calls" | "function_call" => "tool_use".to_owned(),
                "length" => "max_tokens".to_owned(),
                other => other.to_owned(),
            },
            usage: self.usage,
        })
    }
}

fn openai_body(c: &Conversation) -> Value {
    let mut messages = Vec::new();
    if !c.system.is_empty() {
        messages.push(json!({"role": "system", "content": c.system}));
    }
    for turn in &c.turns {
        match turn {
            Turn::User(text) => messages.push(json!({"role": "user", "content": text})),
            Turn::Assistant { text, tool_calls } => {
                let mut message = json!({"role": "assistant", "content": text});
                if !tool_calls.is_empty() {
                    message["tool_calls"] = tool_calls
                        .iter()
                        .map(|call| {
                            json!({
                                "id": call.id, "type": "function",
                                "function": {"name": call.name, "arguments": call.input.to_string()},
                            })
                        })
                        .collect();
                }
                messages.push(message);
            }
            Turn::ToolResults(results) => {
                for result in results {
                    messages.push(json!({
                        "role": "tool", "tool_call_id": result.tool_use_id, "content": result.content,
                    }));
                }
            }
        }
    }
    let mut body = json!({
        "model": c.model,
        "max_tokens": c.max_tokens,
        "messages": messages,
        "stream": true,
        "stream_options": {"include_usage": true},
    });
    if !c.tools.is_empty() {
        body["tools"] = c
            .tools
            .iter()
            .map(|t| {
                json!({"type": "function", "function": {
                    "name": t.name, "description": t.description, "parameters": t.input_schema,
                }})
            })
            .collect();
    }
    body
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sse(event: &str, data: &str) -> Event {
        Event {
            event: event.into(),
            data: data.into(),
            id: String::new(),
            retry: None,
        }
    }

    fn run(parser: &mut Parser, events: &[Event]) -> Result<Vec<StreamEvent>, ProviderError> {
        let mut out = VecDeque::new();
        for event in events {
            if let Some(finished) = parser.event(event, &mut out)? {
                out.push_back(finished);
                return Ok(out.into());
            }
        }
        if let Some(finished) = parser.end(&mut out)? {
            out.push_back(finished);
        }
        Ok(out.into())
    }

    #[test]
    fn an_anthropic_tool_call_is_parsed_only_when_its_block_stops() {
        let mut parser = Parser::Anthropic(AnthropicState::default());
        let events = run(
            &mut parser,
            &[
                sse(
                    "message_start",
                    r#"{"type":"message_start","message":{"usage":{"input_tokens":12,"output_tokens":1}}}"#,
                ),
                sse("ping", r#"{"type":"ping"}"#),
                sse(
                    "content_block_start",
                    r#"{"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}"#,
                ),
                sse(
                    "content_block_delta",
                    r#"{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Let me look."}}"#,
                ),
                sse(
                    "content_block_stop",
                    r#"{"type":"content_block_stop","index":0}"#,
                ),
                sse(
                    "content_block_start",
                    r#"{"type":"content_block_start","index":1,"content_block":{"type":"tool_use","id":"toolu_1","name":"list_my_tasks","input":{}}}"#,
                ),
                sse(
                    "content_block_delta",
                    r#"{"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":"{\"sta"}}"#,
                ),
                sse(
                    "content_block_delta",
                    r#"{"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":"tus\": 1}"}}"#,
                ),
                sse(
                    "content_block_stop",
                    r#"{"type":"content_block_stop","index":1}"#,
                ),
                sse("future_event", r#"{"whatever":true}"#),
                sse(
                    "message_delta",
                    r#"{"type":"message_delta","delta":{"stop_reason":"tool_use"},"usage":{"output_tokens":30}}"#,
                ),
                sse("message_stop", r#"{"type":"message_stop"}"#),
            ],
        )
        .unwrap();
        assert_eq!(
            events,
            vec![
                StreamEvent::Text("Let me look.".into()),
                StreamEvent::ToolStarted {
                    id: "toolu_1".into(),
                    name: "list_my_tasks".into()
                },
                StreamEvent::ToolCalled(ToolUse {
                    id: "toolu_1".into(),
                    name: "list_my_tasks".into(),
                    input: json!({"status": 1})
                }),
                StreamEvent::Finished {
                    stop_reason: "tool_use".into(),
                    usage: Usage {
                        input_tokens: 12,
                        output_tokens: 30
                    }
                },
            ]
        );
    }

    #[test]
    fn an_anthropic_stream_without_message_stop_is_an_invalid_response() {
        let mut parser = Parser::Anthropic(AnthropicState::default());
        let result = run(
            &mut parser,
            &[sse(
                "content_block_delta",
                r#"{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Hi"}}"#,
            )],
        );
        assert_eq!(result, Err(ProviderError::Truncated));
        assert_eq!(ProviderError::Truncated.code(), Code::InvalidClaudeResponse);
    }

    #[test]
    fn malformed_json_and_mid_stream_errors_are_told_apart() {
        let mut parser = Parser::Anthropic(AnthropicState::default());
        let malformed = run(&mut parser, &[sse("content_block_delta", "{not json")]);
        assert!(matches!(malformed, Err(ProviderError::MalformedJson(_))));
        let mut parser = Parser::Anthropic(AnthropicState::default());
        let overloaded = run(
            &mut parser,
            &[sse(
                "error",
                r#"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}"#,
            )],
        );
        assert_eq!(
            overloaded,
            Err(ProviderError::Remote {
                kind: "overloaded_error".into(),
                message: "Overloaded".into()
            })
        );
    }

    #[test]
    fn an_openai_stream_with_tool_call_fragments_and_usage_reads_the_same() {
        let mut parser = Parser::OpenAi(OpenAiState::default());
        let chunk = |json: &str| sse("message", json);
        let events = run(
            &mut parser,
            &[
                chunk(r#"{"choices":[{"index":0,"delta":{"role":"assistant","content":"Hel"},"finish_reason":null}]}"#),
                chunk(r#"{"choices":[{"index":0,"delta":{"content":"lo"},"finish_reason":null}]}"#),
                chunk(r#"{"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"id":"call_9","type":"function","function":{"name":"lookup_organization","arguments":"{\"na"}}]},"finish_reason":null}]}"#),
                chunk(r#"{"choices":[{"index":0,"delta":{"tool_calls":[{"index":0,"function":{"arguments":"me\":\"Acme\"}"}}]},"finish_reason":"tool_calls"}]}"#),
                chunk(r#"{"choices":[],"usage":{"prompt_tokens":7,"completion_tokens":5,"total_tokens":12}}"#),
                chunk("[DONE]"),
            ],
        )
        .unwrap();
        assert_eq!(
            events,
            vec![
                StreamEvent::Text("Hel".into()),
                StreamEvent::Text("lo".into()),
                StreamEvent::ToolStarted {
                    id: "call_9".into(),
                    name: "lookup_organization".into()
                },
                StreamEvent::ToolCalled(ToolUse {
                    id: "call_9".into(),
                    name: "lookup_organization".into(),
                    input: json!({"name": "Acme"})
                }),
                StreamEvent::Finished {
                    stop_reason: "tool_use".into(),
                    usage: Usage {
                        input_tokens: 7,
                        output_tokens: 5
                    }
                },
            ]
        );
    }

    #[test]
    fn an_openai_stream_cut_before_its_finish_reason_is_an_invalid_response() {
        let mut parser = Parser::OpenAi(OpenAiState::default());
        let result = run(
            &mut parser,
            &[sse(
                "message",
                r#"{"choices":[{"index":0,"delta":{"content":"Hel"},"finish_reason":null}]}"#,
            )],
        );
        assert_eq!(result, Err(ProviderError::Truncated));
    }

    #[test]
    fn anthropic_requests_merge_consecutive_user_turns_and_carry_tool_results() {
        let body = anthropic_body(&Conversation {
            model: "m".into(),
            max_tokens: 100,
            system: "Be brief.".into(),
            turns: vec![
                Turn::User("first".into()),
                Turn::User("second".into()),
                Turn::Assistant {
                    text: String::new(),
                    tool_calls: vec![ToolUse {
                        id: "t1".into(),
                        name: "list_my_tasks".into(),
                        input: json!({}),
                    }],
                },
                Turn::ToolResults(vec![ToolResult {
                    tool_use_id: "t1".into(),
                    content: "[]".into(),
                    is_error: false,
                }]),
            ],
            tools: vec![],
        });
        let messages = body["messages"].as_array().unwrap();
        assert_eq!(messages.len(), 3);
        assert_eq!(messages[0]["content"].as_array().unwrap().len(), 2);
        assert_eq!(messages[2]["content"][0]["type"], "tool_result");
        assert_eq!(body["system"], "Be brief.");
        assert_eq!(body["stream"], true);
    }
}
