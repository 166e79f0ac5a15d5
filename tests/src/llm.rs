//! A real HTTP server on loopback that speaks the AI providers' streaming formats, for the
//! assistant's tests and benchmarks: no test may reach the internet, and none may mock our own
//! code, so our real HTTP client talks to this over TCP exactly as it would to Anthropic or to
//! an OpenAI-compatible server (Ollama, llama.cpp, vLLM). The formats follow the design notes
//! on outside systems (`shared/design/outside-systems.md`, "AI providers"):
//!
//! - Anthropic Messages, `POST /v1/messages`: server-sent events `message_start`, `ping`,
//!   `content_block_start` / `_delta` / `_stop` (text and tool_use, the tool's input as
//!   `input_json_delta` fragments), `message_delta`, `message_stop`; errors as
//!   `{"type":"error","error":{…}}`.
//! - OpenAI chat completions, `POST /v1/chat/completions`: `data: {chunk}` lines, tool calls
//!   as `delta.tool_calls` argument fragments, `finish_reason`, an optional usage chunk, then
//!   `data: [DONE]`; `GET /v1/models` lists the scripted models.
//!
//! Each request is answered by the [`Script`] registered for its `model`, so one server serves
//! many test cases at once. Requests are validated as strictly as the real providers do the
//! things clients get wrong (missing `max_tokens`, a `system` role inside `messages`, a
//! `tool_result` that answers no `tool_use`), so a client bug shows here and not in production.
//!
//! The server runs on its own thread with its own runtime: its timing (the benchmark measures
//! time to first token against [`LoopbackLlm::token_sent_times`]) does not depend on what the
//! test's runtime is busy with, and dropping it closes every connection, hanging ones included.

use std::collections::{BTreeSet, HashMap};
use std::fmt;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::{DefaultBodyLimit, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde_json::{Value, json};
use tokio::sync::oneshot;

/// How the server answers the requests for one model.
#[derive(Debug, Clone)]
pub enum Script {
    /// Streams `tokens` as text, one delta each, `delay` between them, and ends normally
    /// (`end_turn` / `stop`; `max_tokens` / `length` when the request's limit is smaller).
    Text {
        tokens: Vec<String>,
        delay: Duration,
    },
    /// A tool round trip. A request that does not answer a tool call gets a short text, then a
    /// `tool_use` block (Anthropic) / `tool_calls` (OpenAI) for `tool` with `input`, stop reason
    /// `tool_use` / `tool_calls`. The next request of the conversation, recognised because its
    /// last message carries the tool's result (a user message with a `tool_result` block, or a
    /// `role: "tool"` message), gets `then` as text and ends normally.
    ToolUse {
        tool: String,
        input: Value,
        then: Vec<String>,
    },
    /// Streams `tokens`, then a provider error (`event: error` with `error_type`, e.g.
    /// `overloaded_error`; OpenAI: a `data: {"error":…}` chunk) and closes the stream, with no
    /// `message_stop` / `[DONE]`. Without `stream` the request gets that error as an HTTP
    /// status instead (529 for `overloaded_error`, 429 for `rate_limit_error`, …).
    ErrorMidStream {
        tokens: Vec<String>,
        error_type: String,
    },
    /// Streams `tokens`, then a `data:` line that is not JSON (a chunk cut in half), then ends
    /// normally (`message_stop` / `[DONE]`), so a client that skips the line and one that fails
    /// can be told apart.
    MalformedJson { tokens: Vec<String> },
    /// Streams `tokens`, then the response body ends (cleanly, at the HTTP level) without
    /// `content_block_stop` / `message_stop` / `finish_reason` / `[DONE]`: the provider went
    /// away mid-answer and only the missing end marker says so.
    CutOff { tokens: Vec<String> },
    /// Streams `tokens`, then drops the TCP connection mid-body (no terminating chunk), so
    /// the client's read fails at the transport level.
    Abort { tokens: Vec<String> },
    /// A plain HTTP error: `status` with `body` as JSON. 429, 503 and 529 also carry
    /// `retry-after: 1`, as the providers send.
    Status { status: u16, body: Value },
    /// Accepts the request and never answers (for timeouts); the connection closes when the
    /// server is dropped.
    Hang,
    /// Streams back the text of the last user message, split into words (joined, the words
    /// give the text back exactly), so a test can check what the server was sent.
    Echo,
    /// `script` with `delay` between all its deltas (tool argument fragments included).
    Paced {
        delay: Duration,
        script: Box<Script>,
    },
    /// The n-th request for the model (counting every one received, refused ones too) gets
    /// the n-th script; the last repeats (e.g. a 429 then a text, to test a retry).
    Sequence(Vec<Script>),
    /// A script chosen per request (see [`Script::from_fn`]).
    Choose(Chooser),
    /// `script`, answered only once `gate` is open: a request is held before anything is
    /// sent, so a test can be listening before the first token however slow the machine.
    Gated { gate: Gate, script: Box<Script> },
}

/// Holds [`Script::Gated`]'s requests until [`Gate::open`].
#[derive(Debug, Clone)]
pub struct Gate(Arc<tokio::sync::watch::Sender<bool>>);

impl Default for Gate {
    fn default() -> Self {
        Self(Arc::new(tokio::sync::watch::channel(false).0))
    }
}

impl Gate {
    /// Lets every held request and every later one through.
    pub fn open(&self) {
        self.0.send_replace(true);
    }

    async fn passed(&self) {
        let _ = self.0.subscribe().wait_for(|open| *open).await;
    }
}

/// A function choosing a script from the request (boxed so `Script` stays `Clone`).
#[derive(Clone)]
pub struct Chooser(Arc<dyn Fn(&RecordedRequest) -> Script + Send + Sync>);

impl fmt::Debug for Chooser {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Chooser(..)")
    }
}

impl Script {
    /// `text` streamed as word-sized tokens (see [`tokenize`]) with `delay` between them.
    pub fn text(text: &str, delay: Duration) -> Self {
        Self::Text {
            tokens: tokenize(text),
            delay,
        }
    }

    /// A script decided per request, e.g. by the language of the last user message.
    pub fn from_fn(choose: impl Fn(&RecordedRequest) -> Script + Send + Sync + 'static) -> Self {
        Self::Choose(Chooser(Arc::new(choose)))
    }

    /// This script, answered once `gate` is open.
    pub fn gated(self, gate: &Gate) -> Self {
        Self::Gated {
            gate: gate.clone(),
            script: Box::new(self),
        }
    }

    /// This script with `delay` between its deltas.
    pub fn paced(self, delay: Duration) -> Self {
        Self::Paced {
            delay,
            script: Box::new(self),
        }
    }
}

/// Splits `text` into model-like tokens whose concatenation is `text` again: a word with the
/// spaces before it, a run of newlines, or up to two CJK characters.
pub fn tokenize(text: &str) -> Vec<String> {
    #[derive(PartialEq, Clone, Copy)]
    enum Kind {
        Empty,
        Spaces,
        Word,
        Newlines,
        Cjk(u8),
    }
    let mut tokens = Vec::new();
    let mut current = String::new();
    let mut kind = Kind::Empty;
    for c in text.chars() {
        let (continues, next) = if c == '\n' {
            (kind == Kind::Newlines, Kind::Newlines)
        } else if c.is_whitespace() {
            (kind == Kind::Spaces, Kind::Spaces)
        } else if is_cjk(c) {
            match kind {
                Kind::Spaces => (true, Kind::Cjk(1)),
                Kind::Cjk(1) => (true, Kind::Cjk(2)),
                _ => (false, Kind::Cjk(1)),
            }
        } else {
            (matches!(kind, Kind::Spaces | Kind::Word), Kind::Word)
        };
        if !continues && !current.is_empty() {
            tokens.push(std::mem::take(&mut current));
        }
        current.push(c);
        kind = next;
    }
    if !current.is_empty() {
        tokens.push(current);
    }
    tokens
}

/// Japanese (kana, CJK ideographs, their punctuation and full-width forms).
pub fn is_cjk(c: char) -> bool {
    matches!(c,
        '\u{3000}'..='\u{30FF}' | '\u{3400}'..='\u{4DBF}' | '\u{4E00}'..='\u{9FFF}'
        | '\u{F900}'..='\u{FAFF}' | '\u{FF00}'..='\u{FFEF}')
}

/// Which API a request came in through.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Provider {
    Anthropic,
    OpenAi,
}

/// A request as the server received it.
#[derive(Debug, Clone)]
pub struct RecordedRequest {
    pub provider: Provider,
    pub path: String,
    /// `model` from the body ("" when missing).
    pub model: String,
    /// The body, parsed (`Null` when it was not JSON).
    pub body: Value,
    pub api_key: Option<String>,
    pub authorization: Option<String>,
    pub anthropic_version: Option<String>,
    pub anthropic_beta: Option<String>,
    pub received_at: Instant,
}

impl RecordedRequest {
    fn new(provider: Provider, path: &str, headers: &HeaderMap, body: Value) -> Self {
        let header = |name: &str| {
            headers
                .get(name)
                .and_then(|v| v.to_str().ok())
                .map(str::to_owned)
        };
        Self {
            provider,
            path: path.to_owned(),
            model: body
                .get("model")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned(),
            api_key: header("x-api-key"),
            authorization: header("authorization"),
            anthropic_version: header("anthropic-version"),
            anthropic_beta: header("anthropic-beta"),
            body,
            received_at: Instant::now(),
        }
    }

    pub fn messages(&self) -> Vec<Value> {
        self.body
            .get("messages")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default()
    }

    pub fn tools(&self) -> Vec<Value> {
        self.body
            .get("tools")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default()
    }

    /// The tools' names (`tools[].name`, or `tools[].function.name` for OpenAI).
    pub fn tool_names(&self) -> Vec<String> {
        self.tools()
            .iter()
            .filter_map(|t| {
                t.get("name")
                    .or_else(|| t.pointer("/function/name"))
                    .and_then(Value::as_str)
                    .map(str::to_owned)
            })
            .collect()
    }

    /// The system prompt: Anthropic's top-level `system` (blocks' texts joined), or the text of
    /// OpenAI's `system` / `developer` messages.
    pub fn system(&self) -> Option<String> {
        match self.provider {
            Provider::Anthropic => self.body.get("system").map(content_text),
            Provider::OpenAi => {
                let texts: Vec<String> = self
                    .messages()
                    .iter()
                    .filter(|m| matches!(role(m), "system" | "developer"))
                    .map(|m| content_text(m.get("content").unwrap_or(&Value::Null)))
                    .collect();
                (!texts.is_empty()).then(|| texts.join("\n"))
            }
        }
    }

    /// The text of the last `user` message (its text blocks joined).
    pub fn last_user_text(&self) -> String {
        self.messages()
            .iter()
            .rev()
            .find(|m| role(m) == "user")
            .map(|m| content_text(m.get("content").unwrap_or(&Value::Null)))
            .unwrap_or_default()
    }

    /// Whether the last message returns a tool's result (`tool_result` / `role: "tool"`).
    pub fn answers_tool_call(&self) -> bool {
        let messages = self.messages();
        let Some(last) = messages.last() else {
            return false;
        };
        match self.provider {
            Provider::Anthropic => role(last) == "user" && !tool_result_ids(last).is_empty(),
            Provider::OpenAi => role(last) == "tool",
        }
    }

    pub fn is_stream(&self) -> bool {
        self.body.get("stream").and_then(Value::as_bool) == Some(true)
    }

    /// The request's output limit (`max_tokens`, or OpenAI's `max_completion_tokens`).
    fn max_tokens(&self) -> Option<usize> {
        self.body
            .get("max_completion_tokens")
            .or_else(|| self.body.get("max_tokens"))
            .and_then(Value::as_u64)
            .map(|n| usize::try_from(n).unwrap_or(usize::MAX))
    }

    /// A rough count of the prompt's tokens (characters / 4), for the usage fields.
    fn input_tokens(&self) -> usize {
        let size: usize = ["system", "messages", "tools"]
            .iter()
            .filter_map(|k| self.body.get(*k))
            .map(|v| v.to_string().len())
            .sum();
        (size / 4).max(1)
    }
}

fn role(message: &Value) -> &str {
    message
        .get("role")
        .and_then(Value::as_str)
        .unwrap_or_default()
}

/// A string, or the `text` of an array of blocks / parts, joined by newlines.
fn content_text(content: &Value) -> String {
    match content {
        Value::String(s) => s.clone(),
        Value::Array(blocks) => blocks
            .iter()
            .filter(|b| b.get("type").and_then(Value::as_str) == Some("text"))
            .filter_map(|b| b.get("text").and_then(Value::as_str))
            .collect::<Vec<_>>()
            .join("\n"),
        _ => String::new(),
    }
}

fn blocks_of<'a>(message: &'a Value, kind: &str, id_field: &str) -> Vec<&'a str> {
    message
        .get("content")
        .and_then(Value::as_array)
        .map(|blocks| {
            blocks
                .iter()
                .filter(|b| b.get("type").and_then(Value::as_str) == Some(kind))
                .map(|b| b.get(id_field).and_then(Value::as_str).unwrap_or_default())
                .collect()
        })
        .unwrap_or_default()
}

fn tool_result_ids(message: &Value) -> Vec<&str> {
    blocks_of(message, "tool_result", "tool_use_id")
}

fn tool_use_ids(message: &Value) -> Vec<&str> {
    blocks_of(message, "tool_use", "id")
}

#[derive(Default)]
struct Shared {
    scripts: Mutex<HashMap<String, Script>>,
    requests: Mutex<Vec<RecordedRequest>>,
    /// (model, token index within its response, when the delta was handed to the connection).
    sent: Mutex<Vec<(String, usize, Instant)>>,
}

impl Shared {
    /// Keeps `request`; returns how many requests for its model came before it.
    fn record(&self, request: RecordedRequest) -> usize {
        let mut requests = self.requests.lock().unwrap();
        let earlier = requests.iter().filter(|r| r.model == request.model).count();
        requests.push(request);
        earlier
    }
}

/// Sends the server thread its stop signal when the last handle goes.
struct Stopper(Option<oneshot::Sender<()>>);

impl Drop for Stopper {
    fn drop(&mut self) {
        if let Some(stop) = self.0.take() {
            let _ = stop.send(());
        }
    }
}

/// A running loopback provider; it stops (closing every connection) when the last clone is
/// dropped.
#[derive(Clone)]
pub struct LoopbackLlm {
    pub addr: SocketAddr,
    shared: Arc<Shared>,
    _stop: Arc<Stopper>,
}

impl fmt::Debug for LoopbackLlm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LoopbackLlm")
            .field("addr", &self.addr)
            .finish_non_exhaustive()
    }
}

/// The models [`LoopbackLlm::script_demo_models`] registers (for the browser test and demos).
pub const DEMO_MODELS: [&str; 5] = [
    "loopback-chat",
    "loopback-slow",
    "loopback-tools",
    "loopback-broken",
    "loopback-echo",
];

const DEMO_ANSWER_EN: &str = "## Your week at a glance

Here is a short summary of what needs your attention:

- **Review** the onboarding checklist for the two new hires
- Approve the pending leave requests
- Prepare the first draft of the quarterly report

```rust
fn main() {
    println!(\"Hello from Staffhub\");
}
```

Let me know if you want more detail on any of these.";

/// The demo models' workflow proposal when the system prompt asks for one (issue 20's
/// `workflows::flow::instruction`), or `None` for any other request.
fn demo_flow(request: &RecordedRequest, ja: bool) -> Option<String> {
    let system = request.system()?;
    let (_, roles) = system.split_once("Roles that may approve a step:")?;
    let approver = roles
        .lines()
        .find_map(|line| line.trim().strip_prefix("- "))
        .map(str::trim)
        .unwrap_or("");
    let approver = serde_json::to_string(approver).unwrap_or_else(|_| "null".into());
    let steps = if ja {
        format!(
            r#"{{"steps": [
  {{"name": "申請内容の確認", "description": "申請書と添付資料を確認する", "approverRole": null, "documents": ["申請書"], "dueAfterHours": 24}},
  {{"name": "見積もりの作成", "description": "費用の見積もりを作る", "approverRole": null, "documents": ["見積書"], "dueAfterHours": 48}},
  {{"name": "承認", "description": "責任者が承認する", "approverRole": {approver}, "documents": ["稟議書"], "dueAfterHours": 72}}
]}}"#
        )
    } else {
        format!(
            r#"{{"steps": [
  {{"name": "Check the request", "description": "Read the request and its attachments", "approverRole": null, "documents": ["Request form"], "dueAfterHours": 24}},
  {{"name": "Prepare the estimate", "description": "Estimate the cost", "approverRole": null, "documents": ["Estimate"], "dueAfterHours": 48}},
  {{"name": "Approval", "description": "The approver signs off", "approverRole": {approver}, "documents": ["Approval memo"], "dueAfterHours": 72}}
]}}"#
        )
    };
    Some(format!("```json\n{steps}\n```"))
}

const DEMO_ANSWER_JA: &str = "## 今週の概要

対応が必要な項目をまとめました:

- 新入社員二名のオンボーディング確認リストを**見直す**
- 保留中の休暇申請を承認する
- 四半期レポートの初稿を準備する

```rust
fn main() {
    println!(\"Staffhub より\");
}
```

詳しく知りたい項目があればお知らせください。";

impl LoopbackLlm {
    /// Starts on `127.0.0.1:0`.
    pub async fn start() -> Self {
        Self::start_on(0).await.expect("bind 127.0.0.1:0")
    }

    /// Starts on `127.0.0.1:port` (0: any free port).
    pub async fn start_on(port: u16) -> std::io::Result<Self> {
        let listener = std::net::TcpListener::bind(("127.0.0.1", port))?;
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        let shared = Arc::new(Shared::default());
        let app = Router::new()
            .route("/v1/messages", post(anthropic_messages))
            .route("/v1/chat/completions", post(openai_chat))
            .route("/v1/models", get(models))
            .fallback(not_found)
            .layer(DefaultBodyLimit::max(32 * 1024 * 1024))
            .with_state(shared.clone());
        let (stop, stopped) = oneshot::channel::<()>();
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?;
        std::thread::Builder::new()
            .name("loopback-llm".into())
            .spawn(move || {
                runtime.block_on(async move {
                    let Ok(listener) = tokio::net::TcpListener::from_std(listener) else {
                        return;
                    };
                    let server = tokio::spawn(async move {
                        let _ = axum::serve(listener, app).await;
                    });
                    let _ = stopped.await;
                    server.abort();
                });
                // Dropping the runtime drops every connection task: hanging requests and
                // unfinished streams are closed too.
                drop(runtime);
            })?;
        Ok(Self {
            addr,
            shared,
            _stop: Arc::new(Stopper(Some(stop))),
        })
    }

    /// `http://127.0.0.1:PORT` (the endpoints are under `/v1/`).
    pub fn base_url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// Answers requests for `model` with `script` (replacing an earlier one).
    pub fn script(&self, model: &str, script: Script) {
        self.shared
            .scripts
            .lock()
            .unwrap()
            .insert(model.to_owned(), script);
    }

    /// Every request received, in order.
    pub fn requests(&self) -> Vec<RecordedRequest> {
        self.shared.requests.lock().unwrap().clone()
    }

    pub fn requests_for(&self, model: &str) -> Vec<RecordedRequest> {
        self.shared
            .requests
            .lock()
            .unwrap()
            .iter()
            .filter(|r| r.model == model)
            .cloned()
            .collect()
    }

    /// When each text delta for `model` was handed to its connection (hyper writes and flushes
    /// it right away), in order, all of the model's responses together.
    pub fn token_sent_times(&self, model: &str) -> Vec<Instant> {
        self.shared
            .sent
            .lock()
            .unwrap()
            .iter()
            .filter(|(m, _, _)| m == model)
            .map(|(_, _, at)| *at)
            .collect()
    }

    /// Registers [`DEMO_MODELS`]: `loopback-chat` a markdown answer (a heading, a list, a code
    /// block; in Japanese when the last user message has Japanese in it), about 80 tokens 40 ms
    /// apart; `loopback-slow` the same 300 ms apart; `loopback-tools` a call of `list_my_tasks`
    /// with `{}` then a summary; `loopback-broken` an answer cut off mid-sentence;
    /// `loopback-echo` the last user message back. Asked to design a workflow (issue 20), the
    /// answering models propose three steps as JSON, the last approved by the first role the
    /// prompt lists.
    pub fn script_demo_models(&self) {
        let answer = |delay: Duration| {
            Script::from_fn(move |request| {
                let ja = request.last_user_text().chars().any(is_cjk);
                if let Some(flow) = demo_flow(request, ja) {
                    return Script::text(&flow, delay);
                }
                Script::text(if ja { DEMO_ANSWER_JA } else { DEMO_ANSWER_EN }, delay)
            })
        };
        let pace = Duration::from_millis(40);
        self.script("loopback-chat", answer(pace));
        self.script("loopback-slow", answer(Duration::from_millis(300)));
        self.script(
            "loopback-tools",
            Script::ToolUse {
                tool: "list_my_tasks".into(),
                input: json!({}),
                then: tokenize(
                    "You have **3 open tasks**: the onboarding checklist (due Friday), \
                     the leave approvals, and the quarterly report draft.",
                ),
            }
            .paced(pace),
        );
        self.script(
            "loopback-broken",
            Script::CutOff {
                tokens: tokenize("Here is what I found so far: the first two items are"),
            }
            .paced(pace),
        );
        self.script("loopback-echo", Script::Echo);
    }
}

// ---------------------------------------------------------------------------------------------
// What to answer

/// A provider-neutral answer, rendered per provider.
struct Plan {
    blocks: Vec<Block>,
    ending: Ending,
    delay: Duration,
}

enum Block {
    Text(Vec<String>),
    Tool { name: String, input: Value },
}

#[derive(Clone)]
enum Ending {
    Stop(StopReason),
    Error { kind: String, message: String },
    Malformed,
    CutOff,
    Abort,
}

#[derive(Clone, Copy, PartialEq)]
enum StopReason {
    EndTurn,
    ToolUse,
    MaxTokens,
}

enum Answer {
    Plan(Plan),
    Status(u16, Value),
    Hang,
}

fn resolve(
    script: &Script,
    request: &RecordedRequest,
    nth: usize,
    pace: Option<Duration>,
) -> Answer {
    let plan = |blocks: Vec<Block>, ending: Ending, delay: Duration| {
        Answer::Plan(Plan {
            blocks,
            ending,
            delay: pace.unwrap_or(delay),
        })
    };
    let text = |tokens: &[String]| vec![Block::Text(tokens.to_vec())];
    match script {
        Script::Text { tokens, delay } => {
            plan(text(tokens), Ending::Stop(StopReason::EndTurn), *delay)
        }
        Script::ToolUse { tool, input, then } => {
            if request.answers_tool_call() {
                plan(
                    text(then),
                    Ending::Stop(StopReason::EndTurn),
                    Duration::ZERO,
                )
            } else {
                let lead = tokenize(&format!("Let me look that up with `{tool}`."));
                plan(
                    vec![
                        Block::Text(lead),
                        Block::Tool {
                            name: tool.clone(),
                            input: input.clone(),
                        },
                    ],
                    Ending::Stop(StopReason::ToolUse),
                    Duration::ZERO,
                )
            }
        }
        Script::ErrorMidStream { tokens, error_type } => plan(
            text(tokens),
            Ending::Error {
                kind: error_type.clone(),
                message: error_message(error_type),
            },
            Duration::ZERO,
        ),
        Script::MalformedJson { tokens } => plan(text(tokens), Ending::Malformed, Duration::ZERO),
        Script::CutOff { tokens } => plan(text(tokens), Ending::CutOff, Duration::ZERO),
        Script::Abort { tokens } => plan(text(tokens), Ending::Abort, Duration::ZERO),
        Script::Status { status, body } => Answer::Status(*status, body.clone()),
        Script::Hang => Answer::Hang,
        Script::Echo => plan(
            text(&tokenize(&request.last_user_text())),
            Ending::Stop(StopReason::EndTurn),
            Duration::ZERO,
        ),
        Script::Paced { delay, script } => resolve(script, request, nth, Some(*delay)),
        Script::Sequence(scripts) => match scripts.get(nth).or(scripts.last()) {
            Some(script) => resolve(script, request, nth, pace),
            None => Answer::Status(500, json!({"error": "empty Script::Sequence"})),
        },
        Script::Choose(Chooser(choose)) => resolve(&choose(request), request, nth, pace),
        Script::Gated { script, .. } => resolve(script, request, nth, pace),
    }
}

fn error_message(kind: &str) -> String {
    match kind {
        "overloaded_error" => "Overloaded".into(),
        "api_error" => "Internal server error".into(),
        "rate_limit_error" => {
            "Number of request tokens has exceeded your per-minute rate limit".into()
        }
        other => other.replace('_', " "),
    }
}

fn error_status(kind: &str) -> u16 {
    match kind {
        "invalid_request_error" => 400,
        "authentication_error" => 401,
        "permission_error" => 403,
        "not_found_error" => 404,
        "request_too_large" => 413,
        "rate_limit_error" => 429,
        "overloaded_error" => 529,
        _ => 500,
    }
}

/// The JSON of a tool's input in the pieces a model streams it in.
fn fragments(input: &Value) -> Vec<String> {
    let json = input.to_string();
    let chars: Vec<char> = json.chars().collect();
    chars.chunks(7).map(|c| c.iter().collect()).collect()
}

impl Plan {
    /// Cuts the answer to `limit` output tokens (a text token or a tool's fragment counts
    /// one); a normal end becomes `max_tokens` when something was cut.
    fn limit(&mut self, limit: Option<usize>) {
        let Some(mut budget) = limit else { return };
        let mut cut = false;
        let mut kept = Vec::new();
        for block in std::mem::take(&mut self.blocks) {
            if cut {
                break;
            }
            match block {
                Block::Text(mut tokens) => {
                    if tokens.len() > budget {
                        tokens.truncate(budget);
                        cut = true;
                    }
                    budget -= tokens.len();
                    kept.push(Block::Text(tokens));
                }
                Block::Tool { name, input } => {
                    let cost = fragments(&input).len();
                    if cost > budget {
                        cut = true;
                    } else {
                        budget -= cost;
                        kept.push(Block::Tool { name, input });
                    }
                }
            }
        }
        if kept.is_empty() {
            kept.push(Block::Text(Vec::new()));
        }
        self.blocks = kept;
        if cut && matches!(self.ending, Ending::Stop(_)) {
            self.ending = Ending::Stop(StopReason::MaxTokens);
        }
    }

    fn output_tokens(&self) -> usize {
        self.blocks
            .iter()
            .map(|b| match b {
                Block::Text(tokens) => tokens.len(),
                Block::Tool { input, .. } => fragments(input).len(),
            })
            .sum()
    }

    fn text(&self) -> String {
        self.blocks
            .iter()
            .filter_map(|b| match b {
                Block::Text(tokens) => Some(tokens.concat()),
                Block::Tool { .. } => None,
            })
            .collect()
    }
}

// ---------------------------------------------------------------------------------------------
// Streaming

/// One server-sent event, sent after `delay`; `token` numbers the text deltas.
struct Frame {
    delay: Duration,
    data: String,
    token: Option<usize>,
}

/// How the body ends after the frames.
#[derive(PartialEq)]
enum Tail {
    End,
    Abort,
}

/// Hands the frames to hyper one at a time, sleeping before each as scripted: nothing is
/// produced before the connection asks for it, so each event is written and flushed on its
/// own (the pending sleep is when hyper flushes). Text deltas are timestamped as they go.
fn stream_body(shared: Arc<Shared>, model: String, frames: Vec<Frame>, tail: Tail) -> Body {
    let state = (frames.into_iter(), Some(tail));
    let stream = futures::stream::unfold(state, move |(mut frames, tail)| {
        let (shared, model) = (shared.clone(), model.clone());
        async move {
            match frames.next() {
                Some(frame) => {
                    if !frame.delay.is_zero() {
                        tokio::time::sleep(frame.delay).await;
                    }
                    if let Some(index) = frame.token {
                        shared
                            .sent
                            .lock()
                            .unwrap()
                            .push((model, index, Instant::now()));
                    }
                    Some((Ok(Bytes::from(frame.data)), (frames, tail)))
                }
                None if tail == Some(Tail::Abort) => {
                    // Pending for a moment first, so hyper flushes what it holds: the client
                    // gets the headers and the events so far, then the broken connection.
                    tokio::time::sleep(Duration::from_millis(20)).await;
                    Some((Err(scripted_abort()), (frames, None)))
                }
                None => None,
            }
        }
    });
    Body::from_stream(stream)
}

fn sse_response(body: Body, request_id_header: &'static str) -> Response {
    let mut response = Response::new(body);
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_TYPE,
        "text/event-stream; charset=utf-8".parse().expect("literal"),
    );
    headers.insert(header::CACHE_CONTROL, "no-cache".parse().expect("literal"));
    if let Ok(id) = format!("req_{}", new_id(24)).parse() {
        headers.insert(header::HeaderName::from_static(request_id_header), id);
    }
    response
}

fn new_id(len: usize) -> String {
    let mut id = uuid::Uuid::new_v4().simple().to_string();
    id.push_str(&uuid::Uuid::new_v4().simple().to_string());
    id.truncate(len);
    id
}

fn unix_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or_default()
}

/// Pauses the first delta not at all and every later one by the plan's delay.
struct Pacer {
    delay: Duration,
    started: bool,
}

impl Pacer {
    fn next(&mut self) -> Duration {
        if std::mem::replace(&mut self.started, true) {
            self.delay
        } else {
            Duration::ZERO
        }
    }
}

/// A JSON string literal.
fn q(text: &str) -> String {
    Value::from(text).to_string()
}

/// The events are written as text, not built as `Value`s: the workspace's serde_json sorts an
/// object's keys, and the providers send theirs in a fixed order (`type` first), which a
/// client reading lines as text, or a person reading a capture, may rely on.
fn anthropic_frames(plan: &Plan, request: &RecordedRequest) -> (Vec<Frame>, Tail) {
    let mut frames = Vec::new();
    let push = |frames: &mut Vec<Frame>, delay, kind: &str, data: String, token| {
        frames.push(Frame {
            delay,
            data: format!("event: {kind}\ndata: {data}\n\n"),
            token,
        });
    };
    let ping = r#"{"type": "ping"}"#;
    let id = q(&format!("msg_01{}", new_id(22)));
    let (model, input_tokens) = (q(&request.model), request.input_tokens());
    push(
        &mut frames,
        Duration::ZERO,
        "message_start",
        format!(
            r#"{{"type":"message_start","message":{{"id":{id},"type":"message","role":"assistant","model":{model},"content":[],"stop_reason":null,"stop_sequence":null,"usage":{{"input_tokens":{input_tokens},"output_tokens":1}}}}}}"#
        ),
        None,
    );
    push(&mut frames, Duration::ZERO, "ping", ping.into(), None);
    let mut pacer = Pacer {
        delay: plan.delay,
        started: false,
    };
    let mut token = 0;
    let last = plan.blocks.len().saturating_sub(1);
    for (index, block) in plan.blocks.iter().enumerate() {
        let delta = |delta: String| {
            format!(r#"{{"type":"content_block_delta","index":{index},"delta":{delta}}}"#)
        };
        match block {
            Block::Text(tokens) => {
                push(
                    &mut frames,
                    Duration::ZERO,
                    "content_block_start",
                    format!(
                        r#"{{"type":"content_block_start","index":{index},"content_block":{{"type":"text","text":""}}}}"#
                    ),
                    None,
                );
                for text in tokens {
                    let data = delta(format!(r#"{{"type":"text_delta","text":{}}}"#, q(text)));
                    let delay = pacer.next();
                    push(&mut frames, delay, "content_block_delta", data, Some(token));
                    token += 1;
                    if token % 20 == 0 {
                        push(&mut frames, Duration::ZERO, "ping", ping.into(), None);
                    }
                }
            }
            Block::Tool { name, input } => {
                let id = q(&format!("toolu_01{}", new_id(22)));
                let name = q(name);
                push(
                    &mut frames,
                    Duration::ZERO,
                    "content_block_start",
                    format!(
                        r#"{{"type":"content_block_start","index":{index},"content_block":{{"type":"tool_use","id":{id},"name":{name},"input":{{}}}}}}"#
                    ),
                    None,
                );
                // Anthropic's first input fragment is empty.
                let pieces = std::iter::once(String::new()).chain(fragments(input));
                for piece in pieces {
                    let data = delta(format!(
                        r#"{{"type":"input_json_delta","partial_json":{}}}"#,
                        q(&piece)
                    ));
                    push(&mut frames, pacer.next(), "content_block_delta", data, None);
                }
            }
        }
        if index == last {
            match &plan.ending {
                Ending::Stop(_) => {}
                Ending::Error { kind, message } => {
                    let data = format!(
                        r#"{{"type":"error","error":{{"type":{},"message":{}}}}}"#,
                        q(kind),
                        q(message)
                    );
                    push(&mut frames, pacer.next(), "error", data, None);
                    return (frames, Tail::End);
                }
                Ending::Malformed => {
                    // A delta cut in the middle of its text.
                    let data = format!(
                        r#"{{"type":"content_block_delta","index":{index},"delta":{{"type":"text_delta","text":"trunc"#
                    );
                    push(&mut frames, pacer.next(), "content_block_delta", data, None);
                }
                Ending::CutOff => return (frames, Tail::End),
                Ending::Abort => return (frames, Tail::Abort),
            }
        }
        push(
            &mut frames,
            Duration::ZERO,
            "content_block_stop",
            format!(r#"{{"type":"content_block_stop","index":{index}}}"#),
            None,
        );
    }
    let stop_reason = match plan.ending {
        Ending::Stop(StopReason::ToolUse) => "tool_use",
        Ending::Stop(StopReason::MaxTokens) => "max_tokens",
        _ => "end_turn",
    };
    let output_tokens = plan.output_tokens();
    push(
        &mut frames,
        Duration::ZERO,
        "message_delta",
        format!(
            r#"{{"type":"message_delta","delta":{{"stop_reason":"{stop_reason}","stop_sequence":null}},"usage":{{"output_tokens":{output_tokens}}}}}"#
        ),
        None,
    );
    push(
        &mut frames,
        Duration::ZERO,
        "message_stop",
        r#"{"type":"message_stop"}"#.into(),
        None,
    );
    (frames, Tail::End)
}

fn openai_frames(plan: &Plan, request: &RecordedRequest) -> (Vec<Frame>, Tail) {
    /// A chunk's delta (JSON text), before the finish reason is known.
    struct Delta {
        delay: Duration,
        delta: String,
        token: Option<usize>,
        finish: Option<&'static str>,
    }
    let include_usage = request
        .body
        .pointer("/stream_options/include_usage")
        .and_then(Value::as_bool)
        == Some(true);
    let id = q(&format!("chatcmpl-{}", new_id(24)));
    let created = unix_now();
    let model = q(&request.model);
    let head = format!(
        r#""id":{id},"object":"chat.completion.chunk","created":{created},"model":{model},"system_fingerprint":null"#
    );
    let chunk = |delta: &Delta| {
        let finish = delta
            .finish
            .map_or("null".to_owned(), |f| format!("\"{f}\""));
        let usage = if include_usage {
            r#","usage":null"#
        } else {
            ""
        };
        format!(
            "data: {{{head},\"choices\":[{{\"index\":0,\"delta\":{},\"logprobs\":null,\"finish_reason\":{finish}}}]{usage}}}\n\n",
            delta.delta
        )
    };
    let mut deltas = vec![Delta {
        delay: Duration::ZERO,
        delta: r#"{"role":"assistant","content":""}"#.into(),
        token: None,
        finish: None,
    }];
    let mut pacer = Pacer {
        delay: plan.delay,
        started: false,
    };
    let mut token = 0;
    let mut tool_index = 0;
    for block in &plan.blocks {
        match block {
            Block::Text(tokens) => {
                for text in tokens {
                    deltas.push(Delta {
                        delay: pacer.next(),
                        delta: format!(r#"{{"content":{}}}"#, q(text)),
                        token: Some(token),
                        finish: None,
                    });
                    token += 1;
                }
            }
            Block::Tool { name, input } => {
                let call_id = q(&format!("call_{}", new_id(24)));
                deltas.push(Delta {
                    delay: pacer.next(),
                    delta: format!(
                        r#"{{"tool_calls":[{{"index":{tool_index},"id":{call_id},"type":"function","function":{{"name":{},"arguments":""}}}}]}}"#,
                        q(name)
                    ),
                    token: None,
                    finish: None,
                });
                for piece in fragments(input) {
                    deltas.push(Delta {
                        delay: pacer.next(),
                        delta: format!(
                            r#"{{"tool_calls":[{{"index":{tool_index},"function":{{"arguments":{}}}}}]}}"#,
                            q(&piece)
                        ),
                        token: None,
                        finish: None,
                    });
                }
                tool_index += 1;
            }
        }
    }
    // What follows the deltas: an error or a bad line, and whether the stream then stops.
    let mut extra = None;
    let mut tail = None;
    match &plan.ending {
        Ending::Stop(reason) => {
            // The last content chunk carries the finish reason (as vLLM and llama.cpp send it).
            if let Some(last) = deltas.last_mut() {
                last.finish = Some(match reason {
                    StopReason::EndTurn => "stop",
                    StopReason::ToolUse => "tool_calls",
                    StopReason::MaxTokens => "length",
                });
            }
        }
        Ending::Error { kind, message } => {
            extra = Some(format!(
                "data: {{\"error\":{{\"message\":{},\"type\":{},\"param\":null,\"code\":null}}}}\n\n",
                q(message),
                q(kind)
            ));
            tail = Some(Tail::End);
        }
        Ending::Malformed => {
            extra = Some(format!(
                "data: {{\"id\":{id},\"object\":\"chat.completion.chu\n\n"
            ));
        }
        Ending::CutOff => tail = Some(Tail::End),
        Ending::Abort => tail = Some(Tail::Abort),
    }
    let mut frames: Vec<Frame> = deltas
        .iter()
        .map(|d| Frame {
            delay: d.delay,
            data: chunk(d),
            token: d.token,
        })
        .collect();
    if let Some(data) = extra {
        frames.push(Frame {
            delay: pacer.next(),
            data,
            token: None,
        });
    }
    if let Some(tail) = tail {
        return (frames, tail);
    }
    if matches!(plan.ending, Ending::Malformed) {
        // After the bad line the stream finishes as usual.
        let end = Delta {
            delay: Duration::ZERO,
            delta: "{}".into(),
            token: None,
            finish: Some("stop"),
        };
        frames.push(Frame {
            delay: Duration::ZERO,
            data: chunk(&end),
            token: None,
        });
    }
    if include_usage {
        let prompt = request.input_tokens();
        let completion = plan.output_tokens();
        let total = prompt + completion;
        frames.push(Frame {
            delay: Duration::ZERO,
            data: format!(
                "data: {{{head},\"choices\":[],\"usage\":{{\"prompt_tokens\":{prompt},\"completion_tokens\":{completion},\"total_tokens\":{total}}}}}\n\n"
            ),
            token: None,
        });
    }
    frames.push(Frame {
        delay: Duration::ZERO,
        data: "data: [DONE]\n\n".into(),
        token: None,
    });
    (frames, Tail::End)
}

// ---------------------------------------------------------------------------------------------
// Whole (non-streaming) answers and errors

fn json_response(status: u16, body: &Value) -> Response {
    json_text_response(status, body.to_string().into())
}

/// A JSON response (or what claims to be one), with `retry-after` where providers send it.
fn json_text_response(status: u16, body: Body) -> Response {
    let status = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut response = (status, body).into_response();
    response.headers_mut().insert(
        header::CONTENT_TYPE,
        "application/json".parse().expect("literal"),
    );
    if matches!(status.as_u16(), 429 | 503 | 529) {
        response
            .headers_mut()
            .insert(header::RETRY_AFTER, "1".parse().expect("literal"));
    }
    response
}

fn error_response(provider: Provider, status: u16, kind: &str, message: &str) -> Response {
    let (kind, message) = (q(kind), q(message));
    let body = match provider {
        Provider::Anthropic => {
            format!(r#"{{"type":"error","error":{{"type":{kind},"message":{message}}}}}"#)
        }
        Provider::OpenAi => {
            format!(r#"{{"error":{{"message":{message},"type":{kind},"param":null,"code":null}}}}"#)
        }
    };
    json_text_response(status, body.into())
}

fn scripted_abort() -> std::io::Error {
    std::io::Error::new(std::io::ErrorKind::ConnectionAborted, "scripted abort")
}

/// A body that sends `text` and then drops the connection.
fn broken_body(text: String) -> Body {
    use futures::StreamExt;
    let stream =
        futures::stream::iter([Ok(Bytes::from(text))]).chain(futures::stream::once(async {
            tokio::time::sleep(Duration::from_millis(20)).await;
            Err(scripted_abort())
        }));
    Body::from_stream(stream)
}

fn first_half(text: &str) -> String {
    text.chars().take(text.chars().count() / 2).collect()
}

fn whole_answer(provider: Provider, plan: &Plan, request: &RecordedRequest) -> Response {
    let input = request.input_tokens();
    let output = plan.output_tokens();
    let body = match provider {
        Provider::Anthropic => {
            let content: Vec<Value> = plan
                .blocks
                .iter()
                .map(|b| match b {
                    Block::Text(tokens) => json!({"type": "text", "text": tokens.concat()}),
                    Block::Tool { name, input } => json!({"type": "tool_use",
                        "id": format!("toolu_01{}", new_id(22)), "name": name, "input": input}),
                })
                .collect();
            let stop_reason = match plan.ending {
                Ending::Stop(StopReason::ToolUse) => "tool_use",
                Ending::Stop(StopReason::MaxTokens) => "max_tokens",
                _ => "end_turn",
            };
            json!({"id": format!("msg_01{}", new_id(22)), "type": "message", "role": "assistant",
                   "model": request.model, "content": content, "stop_reason": stop_reason,
                   "stop_sequence": null,
                   "usage": {"input_tokens": input, "output_tokens": output}})
        }
        Provider::OpenAi => {
            let calls: Vec<Value> = plan
                .blocks
                .iter()
                .filter_map(|b| match b {
                    Block::Tool { name, input } => Some(json!({
                        "id": format!("call_{}", new_id(24)), "type": "function",
                        "function": {"name": name, "arguments": input.to_string()}})),
                    Block::Text(_) => None,
                })
                .collect();
            let text = plan.text();
            let mut message = json!({"role": "assistant",
                "content": if text.is_empty() { Value::Null } else { Value::String(text) }});
            if !calls.is_empty() {
                message["tool_calls"] = Value::Array(calls);
            }
            let finish = match plan.ending {
                Ending::Stop(StopReason::ToolUse) => "tool_calls",
                Ending::Stop(StopReason::MaxTokens) => "length",
                _ => "stop",
            };
            json!({"id": format!("chatcmpl-{}", new_id(24)), "object": "chat.completion",
                   "created": unix_now(), "model": request.model,
                   "choices": [{"index": 0, "message": message, "logprobs": null,
                                "finish_reason": finish}],
                   "usage": {"prompt_tokens": input, "completion_tokens": output,
                             "total_tokens": input + output}})
        }
    };
    match &plan.ending {
        Ending::Stop(_) => json_response(200, &body),
        Ending::Error { kind, message } => {
            error_response(provider, error_status(kind), kind, message)
        }
        // Half the JSON; then the end (as if the provider had closed its side), or a broken
        // connection.
        Ending::Malformed | Ending::CutOff => {
            let text = body.to_string();
            json_text_response(200, first_half(&text).into())
        }
        Ending::Abort => {
            let text = body.to_string();
            json_text_response(200, broken_body(first_half(&text)))
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Validation, as strict as the providers are about what clients get wrong

struct Refusal {
    status: u16,
    kind: &'static str,
    message: String,
}

fn invalid(message: impl Into<String>) -> Refusal {
    Refusal {
        status: 400,
        kind: "invalid_request_error",
        message: message.into(),
    }
}

fn validate_anthropic(request: &RecordedRequest) -> Result<(), Refusal> {
    if request.api_key.is_none() && request.authorization.is_none() {
        return Err(Refusal {
            status: 401,
            kind: "authentication_error",
            message: "x-api-key header is required".into(),
        });
    }
    if request.anthropic_version.is_none() {
        return Err(invalid("anthropic-version: header is required"));
    }
    let body = &request.body;
    if !body.is_object() {
        return Err(invalid("The request body is not valid JSON."));
    }
    if !body.get("model").is_some_and(Value::is_string) {
        return Err(invalid("model: Field required"));
    }
    if !body.get("max_tokens").is_some_and(Value::is_u64) {
        return Err(invalid("max_tokens: Field required"));
    }
    if let Some(system) = body.get("system")
        && !(system.is_string() || system.is_array())
    {
        return Err(invalid("system: Input should be a valid string"));
    }
    if let Some(tools) = body.get("tools") {
        let Some(tools) = tools.as_array() else {
            return Err(invalid("tools: Input should be a valid list"));
        };
        for (i, tool) in tools.iter().enumerate() {
            if !tool.get("name").is_some_and(Value::is_string) {
                return Err(invalid(format!("tools.{i}.name: Field required")));
            }
            let custom = tool.get("type").is_none_or(|t| t == "custom");
            if custom && !tool.get("input_schema").is_some_and(Value::is_object) {
                return Err(invalid(format!("tools.{i}.input_schema: Field required")));
            }
        }
    }
    let Some(messages) = body.get("messages").and_then(Value::as_array) else {
        return Err(invalid("messages: Field required"));
    };
    if messages.is_empty() {
        return Err(invalid("messages: at least one message is required"));
    }
    for (i, message) in messages.iter().enumerate() {
        match role(message) {
            "user" | "assistant" => {}
            "system" => {
                return Err(invalid(format!(
                    "messages.{i}.role: Unexpected role \"system\". The Messages API accepts a \
                     top-level `system` parameter, not \"system\" as an input message role."
                )));
            }
            _ => {
                return Err(invalid(format!(
                    "messages.{i}.role: Input should be 'user' or 'assistant'"
                )));
            }
        }
        let content = message.get("content");
        if !content.is_some_and(|c| c.is_string() || c.is_array()) {
            return Err(invalid(format!("messages.{i}.content: Field required")));
        }
        let uses = tool_use_ids(message);
        if role(message) == "assistant" && !uses.is_empty() {
            let answered: BTreeSet<&str> = messages
                .get(i + 1)
                .filter(|next| role(next) == "user")
                .map(|next| tool_result_ids(next).into_iter().collect())
                .unwrap_or_default();
            let missing: Vec<&str> = uses
                .into_iter()
                .filter(|id| !answered.contains(id))
                .collect();
            if !missing.is_empty() {
                return Err(invalid(format!(
                    "messages.{i}: `tool_use` ids were found without `tool_result` blocks \
                     immediately after: {}. Each `tool_use` block must have a corresponding \
                     `tool_result` block in the next message.",
                    missing.join(", ")
                )));
            }
        }
        let results = tool_result_ids(message);
        if !results.is_empty() {
            let asked: BTreeSet<&str> = i
                .checked_sub(1)
                .and_then(|p| messages.get(p))
                .filter(|previous| role(previous) == "assistant")
                .map(|previous| tool_use_ids(previous).into_iter().collect())
                .unwrap_or_default();
            if let Some(id) = results.iter().find(|id| !asked.contains(*id)) {
                return Err(invalid(format!(
                    "messages.{i}.content: unexpected `tool_use_id` found in `tool_result` \
                     blocks: {id}. Each `tool_result` block must have a corresponding \
                     `tool_use` block in the previous message."
                )));
            }
        }
    }
    Ok(())
}

fn unanswered(open: &[String]) -> Refusal {
    invalid(format!(
        "An assistant message with 'tool_calls' must be followed by tool messages responding \
         to each 'tool_call_id'. The following tool_call_ids did not have response messages: {}",
        open.join(", ")
    ))
}

fn validate_openai(request: &RecordedRequest) -> Result<(), Refusal> {
    let body = &request.body;
    if !body.is_object() {
        return Err(invalid("We could not parse the JSON body of your request."));
    }
    if !body.get("model").is_some_and(Value::is_string) {
        return Err(invalid("you must provide a model parameter"));
    }
    let Some(messages) = body.get("messages").and_then(Value::as_array) else {
        return Err(invalid("Missing required parameter: 'messages'."));
    };
    if messages.is_empty() {
        return Err(invalid("[] is too short - 'messages'"));
    }
    if let Some(tools) = body.get("tools").and_then(Value::as_array) {
        for (i, tool) in tools.iter().enumerate() {
            if !tool.pointer("/function/name").is_some_and(Value::is_string) {
                return Err(invalid(format!(
                    "Missing required parameter: 'tools[{i}].function'."
                )));
            }
        }
    }
    // Tool calls the assistant made that no tool message has answered yet.
    let mut open: Vec<String> = Vec::new();
    for (i, message) in messages.iter().enumerate() {
        let r = role(message);
        if r != "tool" && !open.is_empty() {
            return Err(unanswered(&open));
        }
        match r {
            "system" | "developer" | "user" => {}
            "assistant" => {
                open = message
                    .get("tool_calls")
                    .and_then(Value::as_array)
                    .map(|calls| {
                        calls
                            .iter()
                            .filter_map(|c| c.get("id").and_then(Value::as_str))
                            .map(str::to_owned)
                            .collect()
                    })
                    .unwrap_or_default();
            }
            "tool" => {
                let id = message
                    .get("tool_call_id")
                    .and_then(Value::as_str)
                    .unwrap_or_default();
                let Some(at) = open.iter().position(|o| o == id) else {
                    return Err(invalid(format!(
                        "Invalid parameter: messages with role 'tool' must be a response to a \
                         preceeding message with 'tool_calls' (messages.[{i}], tool_call_id \
                         '{id}')."
                    )));
                };
                open.remove(at);
            }
            other => {
                return Err(invalid(format!(
                    "Invalid value: '{other}'. Supported values are: 'system', 'assistant', \
                     'user', 'tool', and 'developer'."
                )));
            }
        }
    }
    if !open.is_empty() {
        return Err(unanswered(&open));
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Handlers

async fn anthropic_messages(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    answer(Provider::Anthropic, "/v1/messages", shared, &headers, &body).await
}

async fn openai_chat(
    State(shared): State<Arc<Shared>>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    answer(
        Provider::OpenAi,
        "/v1/chat/completions",
        shared,
        &headers,
        &body,
    )
    .await
}

async fn answer(
    provider: Provider,
    path: &str,
    shared: Arc<Shared>,
    headers: &HeaderMap,
    body: &[u8],
) -> Response {
    let parsed = serde_json::from_slice(body).unwrap_or(Value::Null);
    let request = RecordedRequest::new(provider, path, headers, parsed);
    let nth = shared.record(request.clone());
    let valid = match provider {
        Provider::Anthropic => validate_anthropic(&request),
        Provider::OpenAi => validate_openai(&request),
    };
    if let Err(refusal) = valid {
        return error_response(provider, refusal.status, refusal.kind, &refusal.message);
    }
    let script = shared.scripts.lock().unwrap().get(&request.model).cloned();
    let Some(script) = script else {
        return match provider {
            Provider::Anthropic => error_response(
                provider,
                404,
                "not_found_error",
                &format!("model: {}", request.model),
            ),
            Provider::OpenAi => json_response(
                404,
                &json!({"error": {
                    "message": format!("The model `{}` does not exist or you do not have access to it.", request.model),
                    "type": "invalid_request_error", "param": null, "code": "model_not_found"}}),
            ),
        };
    };
    if let Script::Gated { gate, .. } = &script {
        gate.passed().await;
    }
    let mut plan = match resolve(&script, &request, nth, None) {
        Answer::Hang => return std::future::pending().await,
        Answer::Status(status, body) => return json_response(status, &body),
        Answer::Plan(plan) => plan,
    };
    plan.limit(request.max_tokens());
    if !request.is_stream() {
        return whole_answer(provider, &plan, &request);
    }
    let (frames, tail, id_header) = match provider {
        Provider::Anthropic => {
            let (frames, tail) = anthropic_frames(&plan, &request);
            (frames, tail, "request-id")
        }
        Provider::OpenAi => {
            let (frames, tail) = openai_frames(&plan, &request);
            (frames, tail, "x-request-id")
        }
    };
    sse_response(stream_body(shared, request.model, frames, tail), id_header)
}

/// The scripted models, in OpenAI's list format, or Anthropic's when the request carries
/// Anthropic's headers.
async fn models(State(shared): State<Arc<Shared>>, headers: HeaderMap) -> Response {
    let mut names: Vec<String> = shared.scripts.lock().unwrap().keys().cloned().collect();
    names.sort();
    let body = if headers.contains_key("anthropic-version") {
        let data: Vec<Value> = names
            .iter()
            .map(|n| {
                json!({"type": "model", "id": n, "display_name": n,
                            "created_at": "2025-01-01T00:00:00Z"})
            })
            .collect();
        json!({"data": data, "has_more": false,
               "first_id": names.first(), "last_id": names.last()})
    } else {
        let data: Vec<Value> = names
            .iter()
            .map(|n| {
                json!({"id": n, "object": "model", "created": 1_735_689_600,
                            "owned_by": "loopback"})
            })
            .collect();
        json!({"object": "list", "data": data})
    };
    json_response(200, &body)
}

async fn not_found() -> Response {
    error_response(Provider::Anthropic, 404, "not_found_error", "Not Found")
}

#[cfg(test)]
mod tests {
    use super::*;
    use futures::StreamExt;

    fn client() -> reqwest::Client {
        let _ = rustls::crypto::ring::default_provider().install_default();
        reqwest::Client::new()
    }

    fn words(text: &str) -> Vec<String> {
        tokenize(text)
    }

    async fn anthropic(server: &LoopbackLlm, body: Value) -> reqwest::Response {
        client()
            .post(format!("{}/v1/messages", server.base_url()))
            .header("x-api-key", "sk-ant-test")
            .header("anthropic-version", "2023-06-01")
            .json(&body)
            .send()
            .await
            .expect("the server answers")
    }

    async fn openai(server: &LoopbackLlm, body: Value) -> reqwest::Response {
        client()
            .post(format!("{}/v1/chat/completions", server.base_url()))
            .header("authorization", "Bearer sk-test")
            .json(&body)
            .send()
            .await
            .expect("the server answers")
    }

    fn ask(model: &str, text: &str) -> Value {
        json!({"model": model, "max_tokens": 1024, "stream": true,
               "system": "You are Staffhub's assistant.",
               "messages": [{"role": "user", "content": text}]})
    }

    fn ask_openai(model: &str, text: &str) -> Value {
        json!({"model": model, "stream": true, "stream_options": {"include_usage": true},
               "messages": [{"role": "system", "content": "You are Staffhub's assistant."},
                            {"role": "user", "content": text}]})
    }

    /// A stream read to its end: its events (name, data) and whether reading failed.
    #[derive(Debug)]
    struct Sse {
        events: Vec<(Option<String>, String)>,
        transport_error: bool,
        rest: String,
    }

    impl Sse {
        fn names(&self) -> Vec<&str> {
            self.events
                .iter()
                .map(|(e, _)| e.as_deref().unwrap_or(""))
                .collect()
        }

        /// Every data line parsed, checking Anthropic's event name equals the data's type.
        fn anthropic_json(&self) -> Vec<Value> {
            self.events
                .iter()
                .map(|(event, data)| {
                    let value: Value = serde_json::from_str(data)
                        .unwrap_or_else(|e| panic!("not JSON ({e}): {data}"));
                    assert_eq!(value["type"].as_str(), event.as_deref(), "{data}");
                    value
                })
                .collect()
        }

        fn text(&self) -> String {
            self.events
                .iter()
                .filter_map(|(_, d)| serde_json::from_str::<Value>(d).ok())
                .filter_map(|v| {
                    v.pointer("/delta/text")
                        .or_else(|| v.pointer("/choices/0/delta/content"))
                        .and_then(Value::as_str)
                        .map(str::to_owned)
                })
                .collect()
        }
    }

    fn parse_event(block: &str) -> (Option<String>, String) {
        let mut event = None;
        let mut data = Vec::new();
        for line in block.lines() {
            if let Some(name) = line.strip_prefix("event: ") {
                event = Some(name.to_owned());
            } else if let Some(d) = line.strip_prefix("data: ") {
                data.push(d);
            } else {
                panic!("unexpected SSE line {line:?} in {block:?}");
            }
        }
        (event, data.join("\n"))
    }

    async fn read_sse(response: reqwest::Response) -> Sse {
        assert_eq!(response.status(), 200);
        assert!(
            response.headers()[header::CONTENT_TYPE]
                .to_str()
                .unwrap()
                .starts_with("text/event-stream")
        );
        let mut body = response.bytes_stream();
        let mut buffer = String::new();
        let mut events = Vec::new();
        let mut transport_error = false;
        while let Some(chunk) = body.next().await {
            match chunk {
                Ok(bytes) => buffer.push_str(std::str::from_utf8(&bytes).unwrap()),
                Err(_) => {
                    transport_error = true;
                    break;
                }
            }
            while let Some(end) = buffer.find("\n\n") {
                let block: String = buffer.drain(..end + 2).collect();
                events.push(parse_event(block.trim_end()));
            }
        }
        Sse {
            events,
            transport_error,
            rest: buffer,
        }
    }

    fn openai_json(sse: &Sse) -> Vec<Value> {
        assert!(sse.events.iter().all(|(e, _)| e.is_none()));
        sse.events
            .iter()
            .filter(|(_, d)| d != "[DONE]")
            .map(|(_, d)| serde_json::from_str(d).unwrap_or_else(|e| panic!("{e}: {d}")))
            .collect()
    }

    #[test]
    fn tokens_join_back_into_the_text() {
        for text in [
            "Hello world,  how are you?\n\n- a list\n```rust\nfn x() {}\n```",
            "今週の概要です。 Staffhub より\n",
            "",
            " leading and trailing ",
        ] {
            assert_eq!(tokenize(text).concat(), text);
        }
        assert_eq!(tokenize("Hello big world"), ["Hello", " big", " world"]);
        assert_eq!(tokenize("今週の概要"), ["今週", "の概", "要"]);
        let english = tokenize(DEMO_ANSWER_EN).len();
        assert!((60..=110).contains(&english), "{english} tokens");
    }

    #[tokio::test]
    async fn text_streams_the_anthropic_events_in_order() {
        let server = LoopbackLlm::start().await;
        server.script(
            "m-text",
            Script::Text {
                tokens: words("Hello there, world!"),
                delay: Duration::ZERO,
            },
        );
        let sse = read_sse(anthropic(&server, ask("m-text", "Hi")).await).await;
        assert!(!sse.transport_error && sse.rest.is_empty());
        assert_eq!(
            sse.names(),
            [
                "message_start",
                "ping",
                "content_block_start",
                "content_block_delta",
                "content_block_delta",
                "content_block_delta",
                "content_block_stop",
                "message_delta",
                "message_stop"
            ]
        );
        // Keys in Anthropic's order, as the wire shows them.
        assert!(
            sse.events[0]
                .1
                .starts_with(r#"{"type":"message_start","message":{"id":"msg_"#)
        );
        assert_eq!(sse.events[1].1, r#"{"type": "ping"}"#);
        assert_eq!(
            sse.events[3].1,
            r#"{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Hello"}}"#
        );
        assert_eq!(sse.events[8].1, r#"{"type":"message_stop"}"#);
        let values = sse.anthropic_json();
        let start = &values[0]["message"];
        assert!(start["id"].as_str().unwrap().starts_with("msg_"));
        assert_eq!(start["model"], "m-text");
        assert_eq!(start["content"], json!([]));
        assert!(start["usage"]["input_tokens"].as_u64().unwrap() > 0);
        assert_eq!(
            values[2]["content_block"],
            json!({"type": "text", "text": ""})
        );
        assert_eq!(values[3]["delta"]["type"], "text_delta");
        assert_eq!(values[7]["delta"]["stop_reason"], "end_turn");
        assert_eq!(values[7]["usage"]["output_tokens"], 3);
        assert_eq!(sse.text(), "Hello there, world!");

        let recorded = server.requests_for("m-text");
        assert_eq!(recorded.len(), 1);
        assert_eq!(recorded[0].provider, Provider::Anthropic);
        assert_eq!(recorded[0].api_key.as_deref(), Some("sk-ant-test"));
        assert_eq!(recorded[0].anthropic_version.as_deref(), Some("2023-06-01"));
        assert_eq!(
            recorded[0].system().as_deref(),
            Some("You are Staffhub's assistant.")
        );
        assert_eq!(recorded[0].last_user_text(), "Hi");
    }

    #[tokio::test]
    async fn text_streams_openai_chunks_then_usage_then_done() {
        let server = LoopbackLlm::start().await;
        server.script("m-text", Script::text("One two three", Duration::ZERO));
        let sse = read_sse(openai(&server, ask_openai("m-text", "Hi")).await).await;
        assert!(!sse.transport_error && sse.rest.is_empty());
        assert_eq!(sse.events.last().unwrap().1, "[DONE]");
        assert!(sse.events[1].1.starts_with(r#"{"id":"chatcmpl-"#));
        assert!(
            sse.events[1]
                .1
                .contains(r#""choices":[{"index":0,"delta":{"content":"One"},"logprobs":null,"finish_reason":null}],"usage":null}"#)
        );
        let chunks = openai_json(&sse);
        for chunk in &chunks {
            assert_eq!(chunk["object"], "chat.completion.chunk");
            assert_eq!(chunk["model"], "m-text");
        }
        assert_eq!(chunks[0]["choices"][0]["delta"]["role"], "assistant");
        let usage = chunks.last().unwrap();
        assert_eq!(usage["choices"], json!([]));
        assert_eq!(usage["usage"]["completion_tokens"], 3);
        let content = &chunks[chunks.len() - 2];
        assert_eq!(content["choices"][0]["delta"]["content"], " three");
        assert_eq!(content["choices"][0]["finish_reason"], "stop");
        assert!(
            chunks[..chunks.len() - 2]
                .iter()
                .all(|c| c["choices"][0]["finish_reason"].is_null())
        );
        assert_eq!(sse.text(), "One two three");
        let recorded = &server.requests_for("m-text")[0];
        assert_eq!(recorded.authorization.as_deref(), Some("Bearer sk-test"));
        assert_eq!(
            recorded.system().as_deref(),
            Some("You are Staffhub's assistant.")
        );

        // Without include_usage: no usage chunk, still [DONE].
        let mut body = ask_openai("m-text", "Hi");
        body.as_object_mut().unwrap().remove("stream_options");
        let sse = read_sse(openai(&server, body).await).await;
        let chunks = openai_json(&sse);
        assert!(
            chunks
                .iter()
                .all(|c| c["choices"].as_array().unwrap().len() == 1)
        );
        assert_eq!(sse.events.last().unwrap().1, "[DONE]");
    }

    #[tokio::test]
    async fn tool_use_round_trip_on_anthropic() {
        let server = LoopbackLlm::start().await;
        let input = json!({"status": "open", "limit": 20, "tags": ["urgent", "hr"]});
        server.script(
            "m-tools",
            Script::ToolUse {
                tool: "list_my_tasks".into(),
                input: input.clone(),
                then: words("You have two tasks."),
            },
        );
        let mut first = ask("m-tools", "What are my tasks?");
        first["tools"] = json!([{"name": "list_my_tasks", "description": "Lists tasks",
                                 "input_schema": {"type": "object"}}]);
        let sse = read_sse(anthropic(&server, first.clone()).await).await;
        let values = sse.anthropic_json();
        assert_eq!(sse.names().last(), Some(&"message_stop"));
        let tool_start = values
            .iter()
            .find(|v| v["content_block"]["type"] == "tool_use")
            .expect("a tool_use block");
        assert_eq!(tool_start["index"], 1);
        assert_eq!(tool_start["content_block"]["name"], "list_my_tasks");
        assert_eq!(tool_start["content_block"]["input"], json!({}));
        let id = tool_start["content_block"]["id"]
            .as_str()
            .unwrap()
            .to_owned();
        assert!(id.starts_with("toolu_"));
        let fragments: Vec<&str> = values
            .iter()
            .filter(|v| v["delta"]["type"] == "input_json_delta")
            .map(|v| v["delta"]["partial_json"].as_str().unwrap())
            .collect();
        assert!(fragments.len() > 3, "{fragments:?}");
        let joined: Value = serde_json::from_str(&fragments.concat()).unwrap();
        assert_eq!(joined, input);
        let delta = values
            .iter()
            .find(|v| v["type"] == "message_delta")
            .unwrap();
        assert_eq!(delta["delta"]["stop_reason"], "tool_use");
        let stops = values
            .iter()
            .filter(|v| v["type"] == "content_block_stop")
            .count();
        assert_eq!(stops, 2);
        let lead = sse.text();
        assert!(lead.contains("list_my_tasks"));

        // The tool's result goes back; the answer is `then`.
        let mut second = first.clone();
        let messages = second["messages"].as_array_mut().unwrap();
        messages.push(json!({"role": "assistant", "content": [
            {"type": "text", "text": lead},
            {"type": "tool_use", "id": id, "name": "list_my_tasks", "input": input}]}));
        messages.push(json!({"role": "user", "content": [
            {"type": "tool_result", "tool_use_id": id, "content": "[\"a\", \"b\"]"}]}));
        let sse = read_sse(anthropic(&server, second.clone()).await).await;
        let values = sse.anthropic_json();
        assert_eq!(sse.text(), "You have two tasks.");
        let delta = values
            .iter()
            .find(|v| v["type"] == "message_delta")
            .unwrap();
        assert_eq!(delta["delta"]["stop_reason"], "end_turn");
        let recorded = server.requests_for("m-tools");
        assert_eq!(recorded.len(), 2);
        assert_eq!(recorded[0].tool_names(), ["list_my_tasks"]);
        assert!(recorded[1].answers_tool_call());

        // A tool_result answering an unknown id is refused as Anthropic does.
        second["messages"][2]["content"][0]["tool_use_id"] = json!("toolu_other");
        let response = anthropic(&server, second).await;
        assert_eq!(response.status(), 400);
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["type"], "error");
        assert_eq!(body["error"]["type"], "invalid_request_error");
    }

    #[tokio::test]
    async fn tool_calls_round_trip_on_openai() {
        let server = LoopbackLlm::start().await;
        let input = json!({"status": "open"});
        server.script(
            "m-tools",
            Script::ToolUse {
                tool: "list_my_tasks".into(),
                input: input.clone(),
                then: words("Done."),
            },
        );
        let mut first = ask_openai("m-tools", "Tasks?");
        first["tools"] = json!([{"type": "function", "function": {"name": "list_my_tasks",
                                 "parameters": {"type": "object"}}}]);
        let sse = read_sse(openai(&server, first.clone()).await).await;
        assert_eq!(sse.events.last().unwrap().1, "[DONE]");
        let chunks = openai_json(&sse);
        let calls: Vec<&Value> = chunks
            .iter()
            .filter_map(|c| c.pointer("/choices/0/delta/tool_calls/0"))
            .collect();
        assert!(calls.len() > 2);
        assert_eq!(calls[0]["function"]["name"], "list_my_tasks");
        assert_eq!(calls[0]["type"], "function");
        let id = calls[0]["id"].as_str().unwrap().to_owned();
        assert!(calls[1..].iter().all(|c| c.get("id").is_none()
            && c["function"].get("name").is_none()
            && c["index"] == 0));
        let arguments: String = calls
            .iter()
            .map(|c| c["function"]["arguments"].as_str().unwrap())
            .collect();
        assert_eq!(serde_json::from_str::<Value>(&arguments).unwrap(), input);
        let last = &chunks[chunks.len() - 2];
        assert_eq!(last["choices"][0]["finish_reason"], "tool_calls");

        let mut second = first.clone();
        let messages = second["messages"].as_array_mut().unwrap();
        messages.push(json!({"role": "assistant", "content": null, "tool_calls": [
            {"id": id, "type": "function",
             "function": {"name": "list_my_tasks", "arguments": arguments}}]}));
        messages.push(json!({"role": "tool", "tool_call_id": id, "content": "[]"}));
        let sse = read_sse(openai(&server, second.clone()).await).await;
        assert_eq!(sse.text(), "Done.");
        let chunks = openai_json(&sse);
        assert_eq!(
            chunks[chunks.len() - 2]["choices"][0]["finish_reason"],
            "stop"
        );

        // A tool call left unanswered is refused.
        second["messages"].as_array_mut().unwrap().pop();
        let response = openai(&server, second).await;
        assert_eq!(response.status(), 400);
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["error"]["type"], "invalid_request_error");
    }

    #[tokio::test]
    async fn an_error_mid_stream_ends_without_the_end_marker() {
        let server = LoopbackLlm::start().await;
        server.script(
            "m-err",
            Script::ErrorMidStream {
                tokens: words("Partial answer"),
                error_type: "overloaded_error".into(),
            },
        );
        let sse = read_sse(anthropic(&server, ask("m-err", "Hi")).await).await;
        let values = sse.anthropic_json();
        assert_eq!(sse.text(), "Partial answer");
        assert_eq!(sse.names().last(), Some(&"error"));
        assert_eq!(
            values.last().unwrap()["error"],
            json!({"type": "overloaded_error", "message": "Overloaded"})
        );
        assert!(!sse.names().contains(&"message_stop"));

        let sse = read_sse(openai(&server, ask_openai("m-err", "Hi")).await).await;
        let chunks = openai_json(&sse);
        assert_eq!(chunks.last().unwrap()["error"]["type"], "overloaded_error");
        assert!(sse.events.iter().all(|(_, d)| d != "[DONE]"));
        assert_eq!(sse.text(), "Partial answer");

        // Without streaming the error is the response's status.
        let mut body = ask("m-err", "Hi");
        body["stream"] = json!(false);
        let response = anthropic(&server, body).await;
        assert_eq!(response.status(), 529);
        assert_eq!(response.headers()["retry-after"], "1");
    }

    #[tokio::test]
    async fn malformed_json_is_one_bad_data_line_in_an_otherwise_whole_stream() {
        let server = LoopbackLlm::start().await;
        server.script(
            "m-bad",
            Script::MalformedJson {
                tokens: words("a b c"),
            },
        );
        let sse = read_sse(anthropic(&server, ask("m-bad", "Hi")).await).await;
        let bad: Vec<_> = sse
            .events
            .iter()
            .filter(|(_, d)| serde_json::from_str::<Value>(d).is_err())
            .collect();
        assert_eq!(bad.len(), 1);
        assert_eq!(bad[0].0.as_deref(), Some("content_block_delta"));
        assert_eq!(sse.names().last(), Some(&"message_stop"));
        assert_eq!(sse.text(), "a b c");

        let sse = read_sse(openai(&server, ask_openai("m-bad", "Hi")).await).await;
        let bad = sse
            .events
            .iter()
            .filter(|(_, d)| d != "[DONE]" && serde_json::from_str::<Value>(d).is_err())
            .count();
        assert_eq!(bad, 1);
        assert_eq!(sse.events.last().unwrap().1, "[DONE]");
    }

    #[tokio::test]
    async fn cut_off_ends_cleanly_and_abort_breaks_the_connection() {
        let server = LoopbackLlm::start().await;
        server.script(
            "m-cut",
            Script::CutOff {
                tokens: words("Half of"),
            },
        );
        server.script(
            "m-abort",
            Script::Abort {
                tokens: words("Half of"),
            },
        );

        let sse = read_sse(anthropic(&server, ask("m-cut", "Hi")).await).await;
        assert!(!sse.transport_error);
        sse.anthropic_json();
        assert_eq!(sse.names().last(), Some(&"content_block_delta"));
        assert_eq!(sse.text(), "Half of");
        let sse = read_sse(openai(&server, ask_openai("m-cut", "Hi")).await).await;
        assert!(!sse.transport_error);
        let chunks = openai_json(&sse);
        assert!(
            chunks
                .iter()
                .all(|c| c["choices"][0]["finish_reason"].is_null())
        );
        assert!(sse.events.iter().all(|(_, d)| d != "[DONE]"));

        // Without streaming: half a JSON body, then the end (cut off) or a broken connection.
        for (model, breaks) in [("m-cut", false), ("m-abort", true)] {
            let mut body = ask(model, "こんにちは");
            body["stream"] = json!(false);
            let response = anthropic(&server, body).await;
            assert_eq!(response.status(), 200);
            match response.bytes().await {
                Ok(bytes) => {
                    assert!(!breaks);
                    assert!(serde_json::from_slice::<Value>(&bytes).is_err());
                }
                Err(_) => assert!(breaks),
            }
        }

        let sse = read_sse(anthropic(&server, ask("m-abort", "Hi")).await).await;
        assert!(sse.transport_error);
        assert!(!sse.names().contains(&"message_stop"));
        let sse = read_sse(openai(&server, ask_openai("m-abort", "Hi")).await).await;
        assert!(sse.transport_error);
    }

    #[tokio::test]
    async fn status_scripts_and_sequences_answer_plain_http_errors() {
        let server = LoopbackLlm::start().await;
        let limited = json!({"type": "error",
                             "error": {"type": "rate_limit_error", "message": "Slow down"}});
        server.script(
            "m-retry",
            Script::Sequence(vec![
                Script::Status {
                    status: 429,
                    body: limited.clone(),
                },
                Script::text("Fine now", Duration::ZERO),
            ]),
        );
        let response = anthropic(&server, ask("m-retry", "Hi")).await;
        assert_eq!(response.status(), 429);
        assert_eq!(response.headers()["retry-after"], "1");
        assert_eq!(response.json::<Value>().await.unwrap(), limited);
        let sse = read_sse(anthropic(&server, ask("m-retry", "Hi")).await).await;
        assert_eq!(sse.text(), "Fine now");
        let sse = read_sse(anthropic(&server, ask("m-retry", "Hi")).await).await;
        assert_eq!(sse.text(), "Fine now");

        server.script(
            "m-500",
            Script::Status {
                status: 500,
                body: json!({"error": {"message": "boom", "type": "server_error"}}),
            },
        );
        let response = openai(&server, ask_openai("m-500", "Hi")).await;
        assert_eq!(response.status(), 500);
        assert!(response.headers().get("retry-after").is_none());
    }

    #[tokio::test]
    async fn requests_are_refused_as_the_providers_refuse_them() {
        let server = LoopbackLlm::start().await;
        server.script("m", Script::Echo);

        let response = anthropic(&server, ask("nobody", "Hi")).await;
        assert_eq!(response.status(), 404);
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["error"]["type"], "not_found_error");
        let response = openai(&server, ask_openai("nobody", "Hi")).await;
        assert_eq!(response.status(), 404);
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["error"]["code"], "model_not_found");

        let response = client()
            .post(format!("{}/v1/messages", server.base_url()))
            .header("anthropic-version", "2023-06-01")
            .json(&ask("m", "Hi"))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 401);
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["error"]["type"], "authentication_error");

        let mut body = ask("m", "Hi");
        body.as_object_mut().unwrap().remove("max_tokens");
        assert_eq!(anthropic(&server, body).await.status(), 400);
        let mut body = ask("m", "Hi");
        body["messages"] = json!([{"role": "system", "content": "x"},
                                  {"role": "user", "content": "Hi"}]);
        assert_eq!(anthropic(&server, body).await.status(), 400);

        assert_eq!(server.requests().len(), 5);
    }

    #[tokio::test]
    async fn echo_streams_back_the_last_user_message() {
        let server = LoopbackLlm::start().await;
        server.script("m-echo", Script::Echo);
        let mut body = ask("m-echo", "ignored");
        body["messages"] = json!([
            {"role": "user", "content": "first"},
            {"role": "assistant", "content": "ok"},
            {"role": "user", "content": [{"type": "text", "text": "Bonjour, 世界 and you"}]}]);
        let sse = read_sse(anthropic(&server, body).await).await;
        sse.anthropic_json();
        assert_eq!(sse.text(), "Bonjour, 世界 and you");
        let deltas = sse
            .names()
            .iter()
            .filter(|n| **n == "content_block_delta")
            .count();
        assert!(deltas >= 4);

        let sse = read_sse(openai(&server, ask_openai("m-echo", "Say this back")).await).await;
        assert_eq!(sse.text(), "Say this back");
    }

    #[tokio::test]
    async fn max_tokens_cuts_the_answer_short() {
        let server = LoopbackLlm::start().await;
        server.script("m", Script::text("one two three four five", Duration::ZERO));
        let mut body = ask("m", "Hi");
        body["max_tokens"] = json!(2);
        let sse = read_sse(anthropic(&server, body).await).await;
        let values = sse.anthropic_json();
        assert_eq!(sse.text(), "one two");
        let delta = values
            .iter()
            .find(|v| v["type"] == "message_delta")
            .unwrap();
        assert_eq!(delta["delta"]["stop_reason"], "max_tokens");

        let mut body = ask_openai("m", "Hi");
        body["max_tokens"] = json!(3);
        let sse = read_sse(openai(&server, body).await).await;
        let chunks = openai_json(&sse);
        assert_eq!(
            chunks[chunks.len() - 2]["choices"][0]["finish_reason"],
            "length"
        );
        assert_eq!(sse.text(), "one two three");
    }

    #[tokio::test]
    async fn without_stream_the_answer_comes_whole() {
        let server = LoopbackLlm::start().await;
        server.script("m", Script::text("All at once", Duration::ZERO));
        let mut body = ask("m", "Hi");
        body["stream"] = json!(false);
        let response = anthropic(&server, body).await;
        assert_eq!(response.status(), 200);
        let message: Value = response.json().await.unwrap();
        assert_eq!(message["type"], "message");
        assert_eq!(message["content"][0]["text"], "All at once");
        assert_eq!(message["stop_reason"], "end_turn");

        let mut body = ask_openai("m", "Hi");
        body["stream"] = json!(false);
        let completion: Value = openai(&server, body).await.json().await.unwrap();
        assert_eq!(completion["object"], "chat.completion");
        assert_eq!(
            completion["choices"][0]["message"]["content"],
            "All at once"
        );
        assert_eq!(completion["choices"][0]["finish_reason"], "stop");
    }

    #[tokio::test]
    async fn hang_never_answers() {
        let server = LoopbackLlm::start().await;
        server.script("m-hang", Script::Hang);
        let outcome = tokio::time::timeout(
            Duration::from_millis(300),
            anthropic(&server, ask("m-hang", "Hi")),
        )
        .await;
        assert!(outcome.is_err(), "no answer within 300 ms");
        assert_eq!(server.requests_for("m-hang").len(), 1);
    }

    #[tokio::test]
    async fn each_token_is_flushed_on_its_own() {
        let server = LoopbackLlm::start().await;
        let delay = Duration::from_millis(100);
        server.script(
            "m-slow",
            Script::Text {
                tokens: words("one two three four five"),
                delay,
            },
        );
        let response = anthropic(&server, ask("m-slow", "Hi")).await;
        let mut body = response.bytes_stream();
        let mut buffer = String::new();
        let mut first_received = None;
        while let Some(chunk) = body.next().await {
            buffer.push_str(std::str::from_utf8(&chunk.unwrap()).unwrap());
            if first_received.is_none() && buffer.contains("text_delta") {
                first_received = Some(Instant::now());
            }
        }
        let first_received = first_received.expect("a text delta arrived");
        let sent = server.token_sent_times("m-slow");
        assert_eq!(sent.len(), 5);
        assert!(sent.windows(2).all(|w| w[1] - w[0] >= delay));
        assert!(
            first_received < sent[4],
            "the first token arrived before the last was sent"
        );
        assert!(first_received >= sent[0]);
    }

    #[tokio::test]
    async fn models_are_listed_in_both_formats() {
        let server = LoopbackLlm::start().await;
        server.script_demo_models();
        let list: Value = client()
            .get(format!("{}/v1/models", server.base_url()))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        assert_eq!(list["object"], "list");
        let mut ids: Vec<&str> = list["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["id"].as_str().unwrap())
            .collect();
        ids.sort_unstable();
        let mut expected = DEMO_MODELS.to_vec();
        expected.sort_unstable();
        assert_eq!(ids, expected);
        let list: Value = client()
            .get(format!("{}/v1/models", server.base_url()))
            .header("anthropic-version", "2023-06-01")
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        assert_eq!(list["data"][0]["type"], "model");
        assert_eq!(list["has_more"], false);
    }

    #[tokio::test]
    async fn the_demo_chat_answers_in_japanese_when_asked_in_japanese() {
        let server = LoopbackLlm::start().await;
        server.script_demo_models();
        // Paced at 40 ms: ask for a few tokens only.
        let mut body = ask("loopback-chat", "今週のタスクは?");
        body["max_tokens"] = json!(3);
        let sse = read_sse(anthropic(&server, body).await).await;
        assert!(sse.text().chars().any(is_cjk), "{}", sse.text());
        let mut body = ask("loopback-chat", "What is on this week?");
        body["max_tokens"] = json!(3);
        let sse = read_sse(anthropic(&server, body).await).await;
        assert_eq!(sse.text(), "## Your week");
    }

    #[tokio::test]
    async fn dropping_the_server_closes_it() {
        let server = LoopbackLlm::start().await;
        server.script("m-hang", Script::Hang);
        let url = format!("{}/v1/chat/completions", server.base_url());
        let pending = tokio::spawn(async move {
            client()
                .post(url)
                .json(&ask_openai("m-hang", "Hi"))
                .send()
                .await
        });
        while server.requests().is_empty() {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        let url = server.base_url();
        drop(server);
        let hung = tokio::time::timeout(Duration::from_secs(5), pending)
            .await
            .expect("the hanging request ends when the server goes")
            .unwrap();
        assert!(hung.is_err());
        // The listener goes with the server's runtime, a moment after the drop.
        let mut refused = false;
        for _ in 0..100 {
            if client()
                .get(format!("{url}/v1/models"))
                .send()
                .await
                .is_err()
            {
                refused = true;
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        assert!(refused, "the port is closed");
    }
}
