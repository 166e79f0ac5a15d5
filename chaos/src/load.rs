//! The load a fault lands in: clients creating tasks with titles unique to the run, each
//! answer sorted into acknowledged, refused with a code, refused without one, or in doubt
//! (the request may have reached the server but no answer came back).

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use staffhub_tests::fuzz::catalogue_form;
use tokio::sync::Mutex;

/// Longest a request may take before it counts as a hang (the spec's bound for a request:
/// the read-your-writes wait is 5 s by default, so 20 s is far past any legitimate answer).
pub const HANG_BOUND: Duration = Duration::from_secs(20);

const CREATE: &str =
    "mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id title } } }";

#[derive(Debug, Default, Clone)]
pub struct Outcomes {
    /// Titles of the tasks the server acknowledged.
    pub acknowledged: Vec<String>,
    /// Refused with a catalogue code: code → count.
    pub coded: BTreeMap<String, usize>,
    /// Titles refused with 104 'The database is unavailable' (maybe written: the answer of a
    /// commit can be lost with its connection), whatever the HTTP status (503 before the
    /// request ran).
    pub unavailable: Vec<String>,
    /// An error without a code, a 5xx, or a body that is not a GraphQL response.
    pub uncoded: Vec<String>,
    /// Sent, but the connection dropped before an answer: titles (the command may or may not
    /// have been written; it is never retried, so it cannot be written twice).
    pub in_doubt: Vec<String>,
    /// Answers slower than [`HANG_BOUND`].
    pub hung: usize,
    /// Connections refused before anything was sent (the server was down); retried.
    pub refused_connections: usize,
    /// Latency of every answered request, in ms, with the moment it finished.
    pub latencies: Vec<(Instant, f64)>,
}

impl Outcomes {
    fn merge(&mut self, other: Outcomes) {
        self.acknowledged.extend(other.acknowledged);
        for (code, n) in other.coded {
            *self.coded.entry(code).or_default() += n;
        }
        self.uncoded.extend(other.uncoded);
        self.unavailable.extend(other.unavailable);
        self.in_doubt.extend(other.in_doubt);
        self.hung += other.hung;
        self.refused_connections += other.refused_connections;
        self.latencies.extend(other.latencies);
    }

    /// Latency percentiles (ms) of the answers that finished in `[from, to)`.
    pub fn percentiles(&self, from: Instant, to: Instant) -> (usize, f64, f64, f64) {
        let mut ms: Vec<f64> = self
            .latencies
            .iter()
            .filter(|(at, _)| *at >= from && *at < to)
            .map(|(_, ms)| *ms)
            .collect();
        ms.sort_by(f64::total_cmp);
        let at = |q: f64| {
            if ms.is_empty() {
                0.0
            } else {
                ms[((ms.len() as f64 - 1.0) * q).round() as usize]
            }
        };
        (
            ms.len(),
            at(0.5),
            at(0.99),
            ms.last().copied().unwrap_or(0.0),
        )
    }
}

/// Progress the fault injectors watch.
#[derive(Debug, Default)]
pub struct Progress {
    pub sent: AtomicUsize,
    /// Set to end a load early (time-bounded phases).
    pub stop: std::sync::atomic::AtomicBool,
}

/// Sends `commands` createTask mutations from `clients` concurrent clients to `url`, pacing
/// each client at `pause` between commands. A refused connection (nothing sent) is retried
/// after 50 ms; anything else moves on to the next command.
pub async fn run(
    url: String,
    token: String,
    label: String,
    commands: usize,
    clients: usize,
    pause: Duration,
    progress: Arc<Progress>,
) -> Outcomes {
    let http = reqwest::Client::builder()
        .timeout(HANG_BOUND)
        .build()
        .expect("an HTTP client");
    let all = Arc::new(Mutex::new(Outcomes::default()));
    let mut handles = Vec::new();
    for _ in 0..clients {
        let (http, url, token, label, progress, all) = (
            http.clone(),
            url.clone(),
            token.clone(),
            label.clone(),
            progress.clone(),
            all.clone(),
        );
        handles.push(tokio::spawn(async move {
            let mut mine = Outcomes::default();
            loop {
                let n = progress.sent.fetch_add(1, Ordering::SeqCst);
                if n >= commands || progress.stop.load(Ordering::SeqCst) {
                    break;
                }
                let title = format!("{label}-{n:06}");
                one(&http, &url, &token, &title, &mut mine).await;
                if !pause.is_zero() {
                    tokio::time::sleep(pause).await;
                }
            }
            all.lock().await.merge(mine);
        }));
    }
    for handle in handles {
        let _ = handle.await;
    }
    Arc::try_unwrap(all)
        .expect("every client done")
        .into_inner()
}

async fn one(http: &reqwest::Client, url: &str, token: &str, title: &str, out: &mut Outcomes) {
    let body = json!({ "query": CREATE, "variables": { "input": { "title": title } } });
    loop {
        let started = Instant::now();
        let sent = http
            .post(format!("{url}/graphql"))
            .header("access-token", token)
            .json(&body)
            .send()
            .await;
        let response = match sent {
            Err(e) if e.is_connect() => {
                // Nothing reached the server: the same command again is safe.
                out.refused_connections += 1;
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
            Err(e) if e.is_timeout() => {
                out.hung += 1;
                out.in_doubt.push(title.to_owned());
                return;
            }
            Err(_) => {
                out.in_doubt.push(title.to_owned());
                return;
            }
            Ok(response) => response,
        };
        let status = response.status().as_u16();
        let text = match response.text().await {
            Ok(text) => text,
            Err(_) => {
                out.in_doubt.push(title.to_owned());
                return;
            }
        };
        out.latencies
            .push((Instant::now(), started.elapsed().as_secs_f64() * 1000.0));
        if started.elapsed() > HANG_BOUND {
            out.hung += 1;
        }
        let answer: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
        match classify(status, &answer) {
            Answer::Acknowledged => out.acknowledged.push(title.to_owned()),
            Answer::Coded(code) => {
                if code.starts_with("104.") {
                    out.unavailable.push(title.to_owned());
                }
                *out.coded.entry(code).or_default() += 1;
            }
            Answer::Uncoded => out.uncoded.push(format!(
                "{status} {}",
                text.chars().take(200).collect::<String>()
            )),
        }
        return;
    }
}

pub enum Answer {
    Acknowledged,
    Coded(String),
    Uncoded,
}

pub fn classify(status: u16, answer: &Value) -> Answer {
    if answer.pointer("/data/createTask/task/id").is_some() {
        return Answer::Acknowledged;
    }
    match answer
        .pointer("/errors/0/extensions/code")
        .and_then(Value::as_str)
    {
        // A coded answer keeps its HTTP status in the figure when it is not 200.
        Some(code) if catalogue_form(code) && status == 200 => Answer::Coded(code.to_owned()),
        Some(code) if catalogue_form(code) => Answer::Coded(format!("{code} (HTTP {status})")),
        _ => Answer::Uncoded,
    }
}

/// Signs in through the API; the access token.
pub async fn sign_in(url: &str, email: &str, password: &str) -> anyhow::Result<String> {
    let answer: Value = reqwest::Client::new()
        .post(format!("{url}/graphql"))
        .json(&json!({
            "query": "mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }",
            "variables": { "input": { "email": email, "password": password } }
        }))
        .send()
        .await?
        .json()
        .await?;
    answer
        .pointer("/data/signIn/accessToken")
        .and_then(Value::as_str)
        .map(str::to_owned)
        .ok_or_else(|| anyhow::anyhow!("sign-in failed: {answer}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_coded_answer_is_coded_whatever_its_status_and_an_uncoded_one_is_not() {
        let body = json!({ "errors": [{ "extensions": { "code": "104.X000.001" } }] });
        assert!(matches!(classify(503, &body), Answer::Coded(c) if c.contains("HTTP 503")));
        assert!(matches!(classify(200, &body), Answer::Coded(_)));
        let bare = json!({ "errors": [{ "message": "Internal Server Error" }] });
        assert!(matches!(classify(500, &bare), Answer::Uncoded));
        let ok = json!({ "data": { "createTask": { "task": { "id": "x" } } } });
        assert!(matches!(classify(200, &ok), Answer::Acknowledged));
    }
}
