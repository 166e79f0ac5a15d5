//! A real SMTP server on loopback for the email tests (issue 17: no mock transport). It speaks
//! the SMTP dialogue over TCP (EHLO, MAIL, RCPT, DATA with dot-unstuffing, RSET, NOOP, QUIT),
//! keeps what it received, and can refuse chosen recipients permanently (550) or once,
//! temporarily (451), and answer slowly, so failures, retries and a sender killed mid-batch
//! can be tested.

use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpListener;

/// One message as the server took it.
#[derive(Debug, Clone, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Received {
    pub from: String,
    pub recipients: Vec<String>,
    pub data: String,
    /// When its data was taken (milliseconds since the Unix epoch), so a reader can skip
    /// what arrived before the step it tests.
    pub received_at: i64,
}

impl Received {
    /// The value of the first header `name` (case-insensitive), unfolded.
    pub fn header(&self, name: &str) -> Option<String> {
        let head = self.data.split("\r\n\r\n").next()?;
        let mut value: Option<String> = None;
        for line in head.split("\r\n") {
            if let Some(current) = value.as_mut() {
                if line.starts_with([' ', '\t']) {
                    current.push(' ');
                    current.push_str(line.trim());
                    continue;
                }
                break;
            }
            if let Some((key, rest)) = line.split_once(':')
                && key.eq_ignore_ascii_case(name)
            {
                value = Some(rest.trim().to_owned());
            }
        }
        value
    }
}

#[derive(Debug, Default)]
struct Rules {
    permanent: HashSet<String>,
    temporary_once: HashSet<String>,
    delay: Duration,
}

/// A running SMTP server; it stops when dropped.
#[derive(Debug, Clone)]
pub struct SmtpSink {
    pub port: u16,
    received: Arc<Mutex<Vec<Received>>>,
    rules: Arc<Mutex<Rules>>,
    task: Arc<tokio::task::JoinHandle<()>>,
}

impl Drop for SmtpSink {
    fn drop(&mut self) {
        if Arc::strong_count(&self.task) == 1 {
            self.task.abort();
        }
    }
}

impl SmtpSink {
    /// Starts on `127.0.0.1:0`.
    pub async fn start() -> Self {
        Self::start_on(0).await.expect("bind 127.0.0.1:0")
    }

    /// Starts on `127.0.0.1:port` (0: any free port).
    pub async fn start_on(port: u16) -> std::io::Result<Self> {
        let listener = TcpListener::bind(("127.0.0.1", port)).await?;
        let port = listener.local_addr()?.port();
        let received = Arc::new(Mutex::new(Vec::new()));
        let rules = Arc::new(Mutex::new(Rules::default()));
        let (r, ru) = (received.clone(), rules.clone());
        let task = tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let (r, ru) = (r.clone(), ru.clone());
                tokio::spawn(async move {
                    let _ = session(stream, r, ru).await;
                });
            }
        });
        Ok(Self {
            port,
            received,
            rules,
            task: Arc::new(task),
        })
    }

    /// `smtp://127.0.0.1:<port>` (plain SMTP: it is loopback).
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    pub fn refuse_permanently(&self, address: &str) {
        self.rules
            .lock()
            .unwrap()
            .permanent
            .insert(address.to_lowercase());
    }

    pub fn refuse_once(&self, address: &str) {
        self.rules
            .lock()
            .unwrap()
            .temporary_once
            .insert(address.to_lowercase());
    }

    /// Waits this long before answering each message's data.
    pub fn answer_slowly(&self, delay: Duration) {
        self.rules.lock().unwrap().delay = delay;
    }

    pub fn received(&self) -> Vec<Received> {
        self.received.lock().unwrap().clone()
    }

    pub fn count(&self) -> usize {
        self.received.lock().unwrap().len()
    }
}

fn address(argument: &str) -> String {
    let start = argument.find('<').map_or(0, |i| i + 1);
    let end = argument[start..]
        .find('>')
        .map_or(argument.len(), |i| start + i);
    argument[start..end].trim().to_lowercase()
}

async fn session(
    stream: tokio::net::TcpStream,
    received: Arc<Mutex<Vec<Received>>>,
    rules: Arc<Mutex<Rules>>,
) -> std::io::Result<()> {
    let (read, mut write) = stream.into_split();
    let mut lines = BufReader::new(read);
    write.write_all(b"220 sink.test ESMTP\r\n").await?;
    let mut from = String::new();
    let mut recipients = Vec::new();
    let mut line = String::new();
    loop {
        line.clear();
        if lines.read_line(&mut line).await? == 0 {
            return Ok(());
        }
        let command = line.trim_end().to_owned();
        let upper = command.to_ascii_uppercase();
        let reply: String = if upper.starts_with("EHLO") {
            "250-sink.test\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 SIZE 52428800\r\n".into()
        } else if upper.starts_with("HELO") {
            "250 sink.test\r\n".into()
        } else if upper.starts_with("MAIL FROM:") {
            from = address(&command[10..]);
            recipients.clear();
            "250 2.1.0 Ok\r\n".into()
        } else if upper.starts_with("RCPT TO:") {
            let to = address(&command[8..]);
            let mut rules = rules.lock().unwrap();
            if rules.permanent.contains(&to) {
                "550 5.1.1 No such user here\r\n".into()
            } else if rules.temporary_once.remove(&to) {
                "451 4.3.0 Try again later\r\n".into()
            } else {
                recipients.push(to);
                "250 2.1.5 Ok\r\n".into()
            }
        } else if upper == "DATA" {
            write
                .write_all(b"354 End data with <CR><LF>.<CR><LF>\r\n")
                .await?;
            let mut data = String::new();
            loop {
                line.clear();
                if lines.read_line(&mut line).await? == 0 {
                    return Ok(());
                }
                if line == ".\r\n" || line == ".\n" {
                    break;
                }
                let text = line.strip_prefix('.').unwrap_or(&line);
                data.push_str(text);
            }
            let delay = rules.lock().unwrap().delay;
            if !delay.is_zero() {
                tokio::time::sleep(delay).await;
            }
            let mut all = received.lock().unwrap();
            all.push(Received {
                from: from.clone(),
                recipients: std::mem::take(&mut recipients),
                data,
                received_at: chrono::Utc::now().timestamp_millis(),
            });
            format!("250 2.0.0 Ok: queued as {}\r\n", all.len())
        } else if upper.starts_with("RSET") {
            recipients.clear();
            "250 2.0.0 Ok\r\n".into()
        } else if upper.starts_with("NOOP") {
            "250 2.0.0 Ok\r\n".into()
        } else if upper.starts_with("QUIT") {
            write.write_all(b"221 2.0.0 Bye\r\n").await?;
            return Ok(());
        } else {
            "502 5.5.2 Command not recognized\r\n".into()
        };
        write.write_all(reply.as_bytes()).await?;
    }
}
