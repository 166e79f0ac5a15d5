//! P13 (issue 18): AI answers streaming to the screens. Fifty chats at once, each answered by a
//! loopback provider that streams 500 tokens 3 ms apart in Anthropic's Messages format; every
//! token travels provider → server (the generator's streaming client) → NATS → the answer's
//! `chatAnswerStream` subscription over graphql-transport-ws → the bench's client. The figure
//! is the delay the path adds to each token: when the client has the TEXT frame (parsed)
//! minus when the provider handed that token's event to its socket
//! ([`LoopbackLlm::token_sent_times`]); both clocks are this process's `Instant`.
//!
//! Matching send and receive times: every chat has its own model (`p13-00` … `p13-49`, the
//! same script each), so a chat's sent times are its model's, in order; the chat's TEXT
//! frames, in order, are its tokens (each frame's text must equal the token it is matched
//! to, else the run fails). No token may be missed, doubled or merged: every chat's shown
//! text (the opening snapshot and every TEXT frame) and the recorded answer (the FINISHED
//! frame) must equal the provider's text, or the bench fails.
//!
//! Every token is measured, none hides in an opening snapshot: the server reaches the
//! provider through a gate in this process (a TCP relay on loopback) that holds the
//! generators' requests until every client has subscribed to its answer and received the
//! (empty) SNAPSHOT; then it opens for all fifty at once, so the streams overlap fully. The
//! relay copies bytes as they come (`TCP_NODELAY` both ways); what it costs is inside the
//! figure. The server runs on a database and NATS prefix of its own, configured as an
//! operator would: `STAFFHUB_AI_PROVIDERS=loopback=anthropic:http://127.0.0.1:<gate>` and a
//! key in `STAFFHUB_AI_KEY_LOOPBACK`, with its memory measured as in P5.

use std::fmt::Write;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, anyhow, bail};
use serde_json::{Value, json};
use staffhub_tests::Subscription;
use staffhub_tests::llm::{LoopbackLlm, Script};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{mpsc, watch};

use crate::email::{CpuSplit, cpu_mark, cpu_split};
use crate::server;
use crate::stats::{Samples, ms, rate, thousands};

/// The provider's pause between two tokens.
const PACE: Duration = Duration::from_millis(3);
/// The provider's name in the server's configuration.
const PROVIDER: &str = "loopback";

const START: &str = "mutation($input: StartChatInput!) {
  startChat(input: $input) { chatRoom { id } answer { id status } } }";
const RECORDED: &str = "query($id: ID!) { node(id: $id) { ... on ChatRoom {
  messages(first: 10) { edges { node { id author text status } } } } } }";
const STREAM: &str = "subscription($id: ID!) { chatAnswerStream(messageId: $id) {
  seq kind text snapshot { text } } }";

/// Word-sized tokens in both languages, as a model streams them.
const WORDS: [&str; 24] = [
    " The",
    " quarterly",
    " report",
    " shows",
    " revenue",
    " up",
    " 12%,",
    " driven",
    " by",
    " new",
    " customers",
    " in",
    " 関西",
    "地区",
    "の",
    "売上",
    "が",
    " grew",
    " while",
    " costs",
    " stayed",
    " flat.",
    "\n\n",
    "- ",
];

#[derive(Debug)]
pub struct AiResult {
    pub chats: usize,
    pub tokens: usize,
    pub pace: Duration,
    /// Frame received − token sent, for every token of every chat.
    pub added: Samples,
    /// Each chat's own p99 (ms), to show whether one chat lagged.
    pub worst_chat_p99_ms: f64,
    /// Tokens that came inside an opening snapshot instead of a TEXT frame (expected 0).
    pub in_snapshot: usize,
    /// Tokens shown, matched to the provider's (all of them, or the run failed).
    pub delivered: usize,
    /// Fifty `startChat` sent → every client subscribed and holding its SNAPSHOT.
    pub subscribed_after: Duration,
    /// First token sent by the provider → last token shown.
    pub streaming: Duration,
    /// First → last token sent by the provider (its own pace, for comparison).
    pub provider_span: Duration,
    pub rss_idle_mib: f64,
    pub rss_peak_mib: f64,
    pub rss_sampled_peak_mib: f64,
    pub hwm_reset: bool,
    pub cpu: CpuSplit,
    pub server: String,
}

impl AiResult {
    pub fn expected(&self) -> usize {
        self.chats * self.tokens
    }

    pub fn tokens_per_second(&self) -> f64 {
        self.delivered as f64 / self.streaming.as_secs_f64().max(1e-9)
    }

    /// The provider's own rate: every token of every chat, first to last sent.
    pub fn sent_per_second(&self) -> f64 {
        self.expected() as f64 / self.provider_span.as_secs_f64().max(1e-9)
    }

    /// P13's target: p50 ≤ 5 ms, p99 ≤ 50 ms added, nothing dropped, RSS within P5's 250 MB.
    pub fn met(&self) -> bool {
        self.added.p50().is_some_and(|p| p <= 5.0)
            && self.added.p99().is_some_and(|p| p <= 50.0)
            && self.delivered == self.expected()
            && self.rss_peak_mib * 1.048_576 <= 250.0
    }

    /// The figure's row in the run's table.
    pub fn row(&self, out: &mut String) {
        let _ = writeln!(
            out,
            "| P13 AI answer streaming ({} chats at once × {} tokens {} ms apart from a loopback provider in Anthropic's format → server → NATS → `chatAnswerStream` over graphql-transport-ws; added delay = TEXT frame parsed at the client − token handed to the provider's socket) | added delay p50 {} · p99 {} · max {} over {} tokens ({} in opening snapshots; worst chat's p99 {}); tokens shown at {} (first sent → last shown {:.2} s); every chat's text equal to the provider's; server RSS idle {:.1} MiB, peak {:.1} MiB (VmHWM{}; sampled max {:.1} MiB) | the provider's own rate: {} ({} tokens sent in {:.2} s) | – | p50 ≤ 5 ms, p99 ≤ 50 ms; RSS within P5's 250 MB | {} |",
            self.chats,
            self.tokens,
            self.pace.as_millis(),
            ms(self.added.p50()),
            ms(self.added.p99()),
            ms(self.added.max_ms()),
            thousands(self.delivered as u64),
            self.in_snapshot,
            ms(Some(self.worst_chat_p99_ms)),
            rate(self.tokens_per_second()),
            self.streaming.as_secs_f64(),
            self.rss_idle_mib,
            self.rss_peak_mib,
            if self.hwm_reset {
                " reset before the chats"
            } else {
                " since start-up"
            },
            self.rss_sampled_peak_mib,
            rate(self.sent_per_second()),
            thousands(self.expected() as u64),
            self.provider_span.as_secs_f64(),
            if self.met() { "yes" } else { "**no**" },
        );
    }

    /// The phases and where the CPU went.
    pub fn details(&self, out: &mut String) {
        let c = &self.cpu;
        let _ = writeln!(
            out,
            "\n### P13: the run\n\n| Phase | |\n|---|---|\n| {} × `startChat` (HTTP) and `chatAnswerStream` subscribed, SNAPSHOT received (the provider's gate closed) | {:.2} s |\n| First token sent → last token shown (the gate open) | {:.2} s (the provider alone: {:.2} s) |\n| Added delay p50 / p99 / max | {} / {} / {} |\n| CPU while streaming | {:.2} of {} cores busy: server {:.2}, bench process (provider, gate, {} clients) {:.2}, the rest (NATS, PostgreSQL, other) {:.2} |\n| Server | {} |",
            self.chats,
            self.subscribed_after.as_secs_f64(),
            self.streaming.as_secs_f64(),
            self.provider_span.as_secs_f64(),
            ms(self.added.p50()),
            ms(self.added.p99()),
            ms(self.added.max_ms()),
            c.machine,
            c.cores,
            c.server,
            self.chats,
            c.bench,
            (c.machine - c.server - c.bench).max(0.0),
            self.server,
        );
    }
}

// ---------------------------------------------------------------- the gate

/// A TCP relay on loopback in front of the provider that holds every connection until it is
/// opened, then copies bytes both ways as they come.
struct Gate {
    port: u16,
    open: watch::Sender<bool>,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for Gate {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl Gate {
    async fn start(upstream: SocketAddr) -> anyhow::Result<Self> {
        let listener = TcpListener::bind("127.0.0.1:0").await?;
        let port = listener.local_addr()?.port();
        let (open, opened) = watch::channel(false);
        let task = tokio::spawn(async move {
            while let Ok((mut inbound, _)) = listener.accept().await {
                let mut opened = opened.clone();
                tokio::spawn(async move {
                    if opened.wait_for(|open| *open).await.is_err() {
                        return;
                    }
                    let Ok(mut outbound) = TcpStream::connect(upstream).await else {
                        return;
                    };
                    let _ = inbound.set_nodelay(true);
                    let _ = outbound.set_nodelay(true);
                    let _ = tokio::io::copy_bidirectional(&mut inbound, &mut outbound).await;
                });
            }
        });
        Ok(Self { port, open, task })
    }

    fn open(&self) {
        self.open.send_replace(true);
    }
}

// ---------------------------------------------------------------- the server

enum Kind {
    Child(tokio::process::Child),
    InProcess(Box<staffhub_api::RunningServer>),
}

/// The server with the provider configured (as `server::Server`, which has no AI settings).
struct AiServer {
    url: String,
    pid: u32,
    http: reqwest::Client,
    token: String,
    kind: Kind,
    data_dir: PathBuf,
    described: String,
}

impl AiServer {
    async fn start(
        database_url: &str,
        nats_url: &str,
        binary: Option<PathBuf>,
        providers: &str,
    ) -> anyhow::Result<Self> {
        let suffix = uuid::Uuid::new_v4().simple().to_string();
        let prefix = format!("bench{}", &suffix[..12]);
        let data_dir = std::env::temp_dir().join(format!("staffhub-bench-{suffix}"));
        std::fs::create_dir_all(&data_dir)?;
        create_admin(database_url).await?;
        let key = "sk-ant-p13-bench";
        let (kind, url, pid, described) = match binary {
            Some(binary) => {
                let mut command = tokio::process::Command::new(&binary);
                command
                    .arg("serve")
                    .env("DATABASE_URL", database_url)
                    .env("NATS_URL", nats_url)
                    .env("STAFFHUB_ADDR", "127.0.0.1:0")
                    .env("STAFFHUB_DATA_DIR", &data_dir)
                    .env("STAFFHUB_WEB_DIR", data_dir.join("web"))
                    .env("STAFFHUB_NATS_PREFIX", &prefix)
                    .env("STAFFHUB_AI_PROVIDERS", providers)
                    .env(staffhub_api::ai::key_variable(PROVIDER), key)
                    .env(
                        "RUST_LOG",
                        std::env::var("BENCH_SERVER_LOG").unwrap_or_else(|_| "warn".into()),
                    )
                    .kill_on_drop(true);
                let (child, url, pid) = server::spawn_serving(command)
                    .await
                    .with_context(|| format!("starting {}", binary.display()))?;
                let described = format!("child process `{} serve`", binary.display());
                (Kind::Child(child), url, pid, described)
            }
            None => {
                let ai = staffhub_api::ai::AiConfig {
                    providers: staffhub_api::ai::parse_providers(providers, |_| {
                        Some(key.to_owned())
                    })?,
                    ..staffhub_api::ai::AiConfig::default()
                };
                let config = staffhub_api::Config {
                    database_url: database_url.to_owned(),
                    nats_url: nats_url.to_owned(),
                    addr: "127.0.0.1:0".parse()?,
                    data_dir: data_dir.clone(),
                    web_dir: data_dir.join("web"),
                    database_pool_size: 28,
                    nats_prefix: prefix,
                    read_your_writes_timeout: staffhub_api::hub::READ_YOUR_WRITES_TIMEOUT,
                    session_cache_ttl: staffhub_api::sessions::DEFAULT_TTL,
                    mail: staffhub_api::mail::MailConfig::default(),
                    ai,
                    workflow_overdue_period: staffhub_api::config::DEFAULT_WORKFLOW_OVERDUE_PERIOD,
                    ws_init_timeout: staffhub_api::graphql::ws::DEFAULT_INIT_TIMEOUT,
                };
                let listener = TcpListener::bind(config.addr).await?;
                let running = staffhub_api::start(&config, listener, true)
                    .await
                    .map_err(|e| anyhow!("{e:#}"))?;
                let url = format!("http://{}", running.addr);
                let described =
                    "in this process (figures include the bench clients' CPU and memory)".into();
                (
                    Kind::InProcess(Box::new(running)),
                    url,
                    std::process::id(),
                    described,
                )
            }
        };
        let http = reqwest::Client::builder()
            .pool_max_idle_per_host(64)
            .build()?;
        let mut server = Self {
            url,
            pid,
            http,
            token: String::new(),
            kind,
            data_dir,
            described,
        };
        server.token = server.sign_in(database_url).await?;
        Ok(server)
    }

    /// The admin's access token, once the directory's read model shows the admin.
    async fn sign_in(&self, database_url: &str) -> anyhow::Result<String> {
        let pool = server::connect(database_url, 1).await?;
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let found: Option<i64> = sqlx::query_scalar(
                "SELECT 1::bigint FROM employee_directory WHERE email = $1 AND 1 = ANY(role_ids)",
            )
            .bind(server::ADMIN_EMAIL)
            .fetch_optional(&pool)
            .await?;
            if found.is_some() {
                break;
            }
            if Instant::now() > deadline {
                bail!("the directory projection did not show the admin within 30 s");
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        pool.close().await;
        let signed_in = self
            .gql(
                None,
                "mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }",
                json!({ "input": { "email": server::ADMIN_EMAIL, "password": server::ADMIN_PASSWORD } }),
            )
            .await?;
        Ok(signed_in
            .pointer("/data/signIn/accessToken")
            .and_then(Value::as_str)
            .with_context(|| format!("sign-in failed: {signed_in}"))?
            .to_owned())
    }

    async fn gql(
        &self,
        token: Option<&str>,
        query: &str,
        variables: Value,
    ) -> anyhow::Result<Value> {
        server::gql(&self.http, &self.url, token, query, variables).await
    }

    fn ws_url(&self) -> String {
        format!("{}/graphql", self.url.replacen("http", "ws", 1))
    }

    async fn stop(self) {
        match self.kind {
            Kind::Child(mut child) => {
                let _ = child.start_kill();
                let _ = tokio::time::timeout(Duration::from_secs(10), child.wait()).await;
            }
            Kind::InProcess(running) => {
                let _ = tokio::time::timeout(Duration::from_secs(10), running.stop()).await;
            }
        }
        let _ = std::fs::remove_dir_all(&self.data_dir);
    }
}

/// The admin, through the identity service the CLI's `user create-admin` uses.
async fn create_admin(database_url: &str) -> anyhow::Result<()> {
    use staffhub_api::identity::{Identity, NewEmployee};
    use staffhub_journal::{Journal, Metadata};
    let pool = server::connect(database_url, 2).await?;
    let identity = Identity::new(pool.clone(), Journal::new(pool.clone()));
    let metadata = Metadata::system();
    identity
        .ensure_builtin_roles(&metadata)
        .await
        .map_err(|e| anyhow!("{e:?}"))?;
    identity
        .register(
            NewEmployee {
                name: "Bench Admin".into(),
                email: server::ADMIN_EMAIL.into(),
                password: server::ADMIN_PASSWORD.into(),
                role_ids: vec![1],
            },
            &metadata,
        )
        .await
        .map_err(|e| anyhow!("{e:?}"))?;
    pool.close().await;
    Ok(())
}

// ---------------------------------------------------------------- P13

fn model_name(chat: usize) -> String {
    format!("p13-{chat:02}")
}

/// The answer every chat gets: `count` tokens.
fn answer_tokens(count: usize) -> Vec<String> {
    (0..count)
        .map(|i| {
            let word = WORDS[i % WORDS.len()];
            if i == 0 {
                word.trim_start().to_owned()
            } else {
                word.to_owned()
            }
        })
        .collect()
}

/// What one chat's client saw.
#[derive(Debug, Default)]
struct Trace {
    snapshot_at: Option<Instant>,
    snapshot_text: String,
    /// TEXT frames, in order: when parsed, and their text.
    texts: Vec<(Instant, String)>,
    /// The answer as recorded (read from the room once FINISHED came): text and status.
    finished: Option<(String, String)>,
}

/// One chat: its client connects, starts the chat, subscribes to the answer, reports the
/// SNAPSHOT through `subscribed`, and reads every frame until FINISHED.
async fn chat(
    ws_url: String,
    url: String,
    http: reqwest::Client,
    token: String,
    model_id: String,
    chat: usize,
    subscribed: mpsc::UnboundedSender<Result<(), String>>,
) -> anyhow::Result<Trace> {
    let failed = |error: anyhow::Error| {
        let _ = subscribed.send(Err(format!("chat {chat}: {error:#}")));
        error
    };
    let mut ws = Subscription::connect(&ws_url, json!({ "accessToken": token }))
        .await
        .map_err(|e| failed(anyhow!("connecting: {e}")))?;
    let started = server::gql(
        &http,
        &url,
        Some(&token),
        START,
        json!({ "input": {
            "message": format!("Chat {chat}: summarise the quarter for the board, about 500 tokens."),
            "aiModelId": model_id,
        } }),
    )
    .await
    .map_err(failed)?;
    let answer = started
        .pointer("/data/startChat/answer/id")
        .and_then(Value::as_str)
        .ok_or_else(|| failed(anyhow!("startChat answered {started}")))?
        .to_owned();
    ws.subscribe("a", STREAM, json!({ "id": answer })).await;
    let mut trace = Trace::default();
    loop {
        let Some(payload) = ws.next_data("a", Duration::from_secs(120)).await else {
            let error = anyhow!("chat {chat}: the stream ended or stalled before FINISHED");
            if trace.snapshot_at.is_none() {
                return Err(failed(error));
            }
            return Err(error);
        };
        let at = Instant::now();
        let frame = &payload["data"]["chatAnswerStream"];
        match frame["kind"].as_str() {
            Some("SNAPSHOT") => {
                trace.snapshot_at = Some(at);
                trace.snapshot_text = frame["snapshot"]["text"]
                    .as_str()
                    .unwrap_or_default()
                    .to_owned();
                let _ = subscribed.send(Ok(()));
            }
            Some("TEXT") => {
                let text = frame["text"].as_str().unwrap_or_default().to_owned();
                trace.texts.push((at, text));
            }
            Some("FINISHED") => {
                // FINISHED is published once the answer is in the read model.
                let room = started.pointer("/data/startChat/chatRoom/id").cloned();
                let read =
                    server::gql(&http, &url, Some(&token), RECORDED, json!({ "id": room })).await?;
                let recorded = read
                    .pointer("/data/node/messages/edges")
                    .and_then(Value::as_array)
                    .and_then(|edges| edges.iter().find(|e| e["node"]["id"] == answer.as_str()))
                    .map(|e| &e["node"]);
                trace.finished = recorded.map(|answer| {
                    (
                        answer["text"].as_str().unwrap_or_default().to_owned(),
                        answer["status"].as_str().unwrap_or_default().to_owned(),
                    )
                });
                return Ok(trace);
            }
            Some(_) => {}
            None => {
                let error = anyhow!("chat {chat}: unexpected message {payload}");
                if trace.snapshot_at.is_none() {
                    return Err(failed(error));
                }
                return Err(error);
            }
        }
    }
}

/// One chat's tokens matched to its frames: each token's added delay, how many came in the
/// snapshot; an error when the shown text is not the provider's.
fn match_chat(
    chat: usize,
    trace: &Trace,
    tokens: &[String],
    sent: &[Instant],
) -> anyhow::Result<(Samples, usize)> {
    let full: String = tokens.concat();
    if sent.len() != tokens.len() {
        bail!(
            "chat {chat}: the provider sent {} of {} tokens",
            sent.len(),
            tokens.len()
        );
    }
    let shown = format!(
        "{}{}",
        trace.snapshot_text,
        trace
            .texts
            .iter()
            .map(|(_, t)| t.as_str())
            .collect::<String>()
    );
    if shown != full {
        bail!(
            "chat {chat}: the screen shows {} characters, not the provider's {} (first difference at {})",
            shown.chars().count(),
            full.chars().count(),
            shown
                .chars()
                .zip(full.chars())
                .take_while(|(a, b)| a == b)
                .count()
        );
    }
    match &trace.finished {
        Some((text, status)) if *text == full && status == "COMPLETED" => {}
        other => bail!("chat {chat}: the answer was recorded as {other:?}"),
    }
    let mut samples = Samples::default();
    // Tokens already in the opening snapshot arrived with it.
    let mut index = 0;
    let mut covered = 0;
    while index < tokens.len() && covered + tokens[index].len() <= trace.snapshot_text.len() {
        covered += tokens[index].len();
        if let Some(at) = trace.snapshot_at {
            samples.push(at.saturating_duration_since(sent[index]));
        }
        index += 1;
    }
    let in_snapshot = index;
    if covered != trace.snapshot_text.len() {
        bail!("chat {chat}: the snapshot ends inside a token");
    }
    for (frame, (at, text)) in trace.texts.iter().enumerate() {
        let Some(token) = tokens.get(index) else {
            bail!("chat {chat}: frame {frame} is beyond the provider's tokens");
        };
        if text != token {
            bail!("chat {chat}: frame {frame} is {text:?}, token {index} was {token:?}");
        }
        samples.push(at.saturating_duration_since(sent[index]));
        index += 1;
    }
    Ok((samples, in_snapshot))
}

/// On a fresh database, with a server of its own pointed at a loopback provider.
pub async fn run(
    admin_url: &str,
    nats_url: &str,
    binary: Option<PathBuf>,
    smoke: bool,
) -> anyhow::Result<AiResult> {
    let (chats, tokens) = if smoke { (5, 50) } else { (50, 500) };
    let llm = LoopbackLlm::start().await;
    let gate = Gate::start(llm.addr).await?;
    let database_url = server::fresh_database(admin_url, "p13").await?;
    let result = async {
        let providers = format!("{PROVIDER}=anthropic:http://127.0.0.1:{}", gate.port);
        let server = AiServer::start(&database_url, nats_url, binary, &providers).await?;
        let outcome = measure(&server, &llm, &gate, chats, tokens).await;
        server.stop().await;
        outcome
    }
    .await;
    server::drop_database(admin_url, &database_url).await;
    result
}

async fn measure(
    server: &AiServer,
    llm: &LoopbackLlm,
    gate: &Gate,
    chats: usize,
    count: usize,
) -> anyhow::Result<AiResult> {
    let tokens = answer_tokens(count);
    let mut model_ids = Vec::with_capacity(chats);
    for chat in 0..chats {
        let name = model_name(chat);
        llm.script(
            &name,
            Script::Text {
                tokens: tokens.clone(),
                delay: PACE,
            },
        );
        let created = server
            .gql(
                Some(&server.token),
                "mutation($input: CreateAiModelInput!) { createAiModel(input: $input) { aiModel { id providerConfigured } } }",
                json!({ "input": { "provider": PROVIDER, "modelName": name,
                    "displayName": format!("P13 model {chat:02}"), "maxTokens": 2048 } }),
            )
            .await?;
        if created.pointer("/data/createAiModel/aiModel/providerConfigured") != Some(&json!(true)) {
            bail!("the model's provider is not configured: {created}");
        }
        let id = created
            .pointer("/data/createAiModel/aiModel/id")
            .and_then(Value::as_str)
            .context("createAiModel gave no id")?;
        model_ids.push(id.to_owned());
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let (rss_idle_mib, _) = server::memory_mib(server.pid).context("reading /proc status")?;
    let hwm_reset = server::reset_peak_memory(server.pid);
    let stop = Arc::new(AtomicBool::new(false));
    let sampler = {
        let (stop, pid) = (stop.clone(), server.pid);
        tokio::spawn(async move {
            let mut peak: f64 = 0.0;
            while !stop.load(Ordering::Relaxed) {
                if let Some((rss, _)) = server::memory_mib(pid) {
                    peak = peak.max(rss);
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            peak
        })
    };

    // Every chat started and subscribed while the gate holds the provider's answers.
    let began = Instant::now();
    let (subscribed, mut ready) = mpsc::unbounded_channel();
    let clients: Vec<_> = model_ids
        .iter()
        .enumerate()
        .map(|(k, model_id)| {
            tokio::spawn(chat(
                server.ws_url(),
                server.url.clone(),
                server.http.clone(),
                server.token.clone(),
                model_id.clone(),
                k,
                subscribed.clone(),
            ))
        })
        .collect();
    drop(subscribed);
    let mut failure = None;
    for _ in 0..chats {
        match tokio::time::timeout(Duration::from_secs(120), ready.recv()).await {
            Ok(Some(Ok(()))) => {}
            Ok(Some(Err(error))) => {
                failure = Some(error);
                break;
            }
            Ok(None) | Err(_) => {
                failure = Some("not every chat subscribed within 120 s".to_owned());
                break;
            }
        }
    }
    let subscribed_after = began.elapsed();
    let cpu_before = cpu_mark(server.pid);
    gate.open();
    let mut traces = Vec::with_capacity(chats);
    for client in clients {
        traces.push(
            client
                .await
                .map_err(|e| anyhow!("a client panicked: {e}"))?,
        );
    }
    let cpu = cpu_split(cpu_before, cpu_mark(server.pid));
    stop.store(true, Ordering::Relaxed);
    let rss_sampled_peak_mib = sampler.await.unwrap_or_default();
    let (_, rss_peak_mib) = server::memory_mib(server.pid).context("reading /proc status")?;
    if let Some(failure) = failure {
        bail!("P13: {failure}");
    }

    let mut added = Samples::default();
    let mut in_snapshot = 0;
    let mut delivered = 0;
    let mut worst_chat_p99_ms: f64 = 0.0;
    let mut first_sent: Option<Instant> = None;
    let mut last_sent: Option<Instant> = None;
    let mut last_shown: Option<Instant> = None;
    for (k, trace) in traces.into_iter().enumerate() {
        let trace = trace?;
        let sent = llm.token_sent_times(&model_name(k));
        let (samples, snapshot) = match_chat(k, &trace, &tokens, &sent)?;
        worst_chat_p99_ms = worst_chat_p99_ms.max(samples.p99().unwrap_or_default());
        in_snapshot += snapshot;
        delivered += tokens.len();
        added.extend(samples);
        first_sent = first_sent
            .min(sent.first().copied())
            .or(sent.first().copied());
        last_sent = last_sent.max(sent.last().copied());
        last_shown = last_shown.max(trace.texts.last().map(|(at, _)| *at));
    }
    let span = |from: Option<Instant>, to: Option<Instant>| match (from, to) {
        (Some(from), Some(to)) => to.saturating_duration_since(from),
        _ => Duration::ZERO,
    };
    Ok(AiResult {
        chats,
        tokens: count,
        pace: PACE,
        added,
        worst_chat_p99_ms,
        in_snapshot,
        delivered,
        subscribed_after,
        streaming: span(first_sent, last_shown),
        provider_span: span(first_sent, last_sent),
        rss_idle_mib,
        rss_peak_mib,
        rss_sampled_peak_mib,
        hwm_reset,
        cpu,
        server: server.described.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trace(snapshot: &str, texts: &[&str], finished: &str, base: Instant) -> Trace {
        Trace {
            snapshot_at: Some(base + Duration::from_millis(1)),
            snapshot_text: snapshot.to_owned(),
            texts: texts
                .iter()
                .enumerate()
                .map(|(i, t)| (base + Duration::from_millis(10 + i as u64), (*t).to_owned()))
                .collect(),
            finished: Some((finished.to_owned(), "COMPLETED".to_owned())),
        }
    }

    #[test]
    fn frames_are_matched_to_tokens_in_order_and_a_dropped_one_fails() {
        let tokens = answer_tokens(4);
        assert_eq!(tokens.concat(), "The quarterly report shows");
        let base = Instant::now();
        let sent: Vec<Instant> = (0..4).map(|i| base + Duration::from_millis(i)).collect();
        let full = tokens.concat();
        let texts: Vec<&str> = tokens.iter().map(String::as_str).collect();
        let (samples, in_snapshot) =
            match_chat(0, &trace("", &texts, &full, base), &tokens, &sent).unwrap();
        assert_eq!(in_snapshot, 0);
        // Frame i arrives at 10 + i ms, token i was sent at i ms.
        assert_eq!(samples.p50(), Some(10.0));
        assert_eq!(samples.max_ms(), Some(10.0));

        let (samples, in_snapshot) = match_chat(
            0,
            &trace("The quarterly", &texts[2..], &full, base),
            &tokens,
            &sent,
        )
        .unwrap();
        assert_eq!((in_snapshot, samples.max_ms()), (2, Some(8.0)));

        let dropped = [texts[0], texts[1], texts[3]];
        assert!(match_chat(0, &trace("", &dropped, &full, base), &tokens, &sent).is_err());
        let merged = ["The quarterly", " report", " shows"];
        assert!(match_chat(0, &trace("", &merged, &full, base), &tokens, &sent).is_err());
        assert!(match_chat(0, &trace("", &texts, "The", base), &tokens, &sent).is_err());
        assert!(match_chat(0, &trace("", &texts, &full, base), &tokens, &sent[..3]).is_err());
    }

    #[test]
    fn every_chat_has_its_own_model_and_the_answer_has_both_languages() {
        assert_eq!(model_name(7), "p13-07");
        let text = answer_tokens(500).concat();
        assert!(text.contains("関西") && text.contains("quarterly"));
        assert_eq!(answer_tokens(500).len(), 500);
    }
}
