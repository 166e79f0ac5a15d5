//! P6 (issue 17): one batch email job of 10,000 recipients through the real sender to an SMTP
//! listener on loopback, end to end: from the `createBatchEmailJob` mutation (send now) until
//! the job reads COMPLETED in the read model, which the sender makes it only after every
//! recipient's outcome was journaled (`EmailAccepted`, one event per recipient) and the work
//! list's projection applied it. Beside it, in the same run and to the same listener, a bare
//! lettre pool of as many connections sends the same number of messages, rendered by the same
//! code to the same size.
//!
//! The listener ([`Sink`]) lives in this process: a real SMTP dialogue over TCP (greeting,
//! EHLO, MAIL, RCPT, DATA to the lone dot, RSET, NOOP, QUIT) that answers 250 to every message
//! and counts what it received. It runs twice: first as Linux answers by default, where a
//! receiver delays its ACKs (up to 40 ms) while a connection is interactive, and lettre
//! writes the message's terminating dot in a write of its own without TCP_NODELAY, so Nagle
//! holds it until that ACK (about 40 ms per message per connection, for both senders alike);
//! then acknowledging every read at once (TCP_QUICKACK), which shows each side's own cost.
//! Each round is one job to all the members, then the bare pool. The server runs on a database and NATS prefix of its own
//! (`Server::start_with_mail`: `STAFFHUB_SMTP_URL=smtp://127.0.0.1:<port>`, concurrency N, no
//! rate limit), with its memory sampled as in P5.
//!
//! The recipients are organization members in one deal stage, made through the domain's
//! commands (`CreateOrganization` and `AddOrganizationMember` through the journal, as the API
//! runs them; 20 members an organization) and projected by the server's own worker.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, anyhow, bail};
use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use futures::{StreamExt, TryStreamExt, stream};
use lettre::transport::smtp::PoolConfig;
use lettre::{AsyncSmtpTransport, AsyncTransport, Tokio1Executor};
use serde_json::{Value, json};
use staffhub_api::lookups::DirectoryLookup;
use staffhub_api::mail::MailConfig;
use staffhub_api::mail::render::{self, Content, Recipient, Rendered};
use staffhub_api::mail::tokens::Tokens;
use staffhub_domain::organizations::{
    ContactDetails, Organization, OrganizationCommand, OrganizationDetails, OrganizationError,
    OrganizationServices,
};
use staffhub_journal::{ExecuteError, Journal, Metadata};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};
use uuid::Uuid;

use crate::server::{self, Server};

/// The deal stage the recipients' organizations are in (active client).
const STAGE: i32 = 7;
/// Members per organization (the domain allows 500).
const PER_ORGANIZATION: usize = 20;
/// How long the job may take before the run gives up on it.
const JOB_BUDGET: Duration = Duration::from_secs(15 * 60);

const SUBJECT: &str = "{{organization_name}}: what's new at Staffhub this month";

/// A newsletter of the size the demo's templates have (the variables filled per recipient,
/// two tracked links and the unsubscribe link).
const HTML: &str = r#"<!doctype html>
<html lang="en">
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px">
<tr><td style="padding:32px 32px 8px"><h1 style="margin:0;font-size:22px">News from Staffhub</h1></td></tr>
<tr><td style="padding:8px 32px;font-size:15px;line-height:1.6">
<p>Dear {{recipient_name}},</p>
<p>Here is what changed this month for {{organization_name}} and our other customers:</p>
<ul>
<li><strong>Faster reports</strong>: the monthly sales report now opens in under a second.</li>
<li><strong>Shared mailboxes</strong>: answer customers from one team address, with the history kept.</li>
<li><strong>Japanese search</strong>: short words such as 見積 and 請求 now match.</li>
</ul>
<p><a href="https://staffhub.example/releases/latest" style="color:#1c7ed6">Read the release notes</a> or
<a href="https://staffhub.example/webinars" style="color:#1c7ed6">book a 20-minute walkthrough</a>.</p>
<p>As always, simply reply to this email if anything is unclear.</p>
<p>Best regards,<br>{{sender_name}}</p>
</td></tr>
<tr><td style="padding:16px 32px 32px;font-size:12px;color:#7b8794">You receive this newsletter as a contact of {{organization_name}}.
<a href="{{unsubscribe_url}}" style="color:#7b8794">Unsubscribe</a></td></tr>
</table></td></tr></table>
</body>
</html>"#;

const SENDER_EMAIL: &str = "news@staffhub.example";
const SENDER_NAME: &str = "Staffhub News";

#[derive(Debug)]
pub struct MailResult {
    pub recipients: usize,
    pub concurrency: usize,
    /// Seeding the members through the journal and waiting for their projection.
    pub seeding: Duration,
    /// Rendering the bare pool's messages (not in its rate).
    pub render: Duration,
    /// The server's RSS after the members were projected, before the first job.
    pub rss_idle_mib: f64,
    /// The listener as Linux answers by default (delayed ACKs), then acknowledging at once.
    pub rounds: Vec<Round>,
}

/// One job and one bare pool's run to the listener in one mode.
#[derive(Debug)]
pub struct Round {
    /// Whether the listener acknowledged every read at once (TCP_QUICKACK).
    pub quick_ack: bool,
    /// Mutation sent → job COMPLETED in the read model.
    pub staffhub: Duration,
    /// Mutation sent → job QUEUED seen in the read model (recipients fixed).
    pub queued_after: Option<Duration>,
    /// Mutation sent → the listener's first and last message.
    pub first_message_after: Option<Duration>,
    pub last_message_after: Option<Duration>,
    /// Mutation sent → the job gone from the work list (`email_outbox` applied every
    /// recipient's outcome and the sender's `EmailJobCompleted`).
    pub outbox_done_after: Option<Duration>,
    /// What the listener received during the job, and its mean size.
    pub received: u64,
    pub mean_bytes: u64,
    /// `accepted` of the job's read-model row, and its `EmailAccepted` events in the journal.
    pub accepted_read_model: i64,
    pub accepted_events: i64,
    pub bare: Duration,
    pub bare_received: u64,
    pub bare_mean_bytes: u64,
    pub bare_errors: u64,
    /// The server's peak RSS during the job (VmHWM reset before it) and VmRSS sampled.
    pub rss_peak_mib: f64,
    pub rss_sampled_peak_mib: f64,
    pub hwm_reset: bool,
    /// Cores in use during the job and during the bare pool's run.
    pub cpu: CpuSplit,
    pub bare_cpu: CpuSplit,
}

impl Round {
    pub fn per_second(&self, recipients: usize) -> f64 {
        recipients as f64 / self.staffhub.as_secs_f64().max(1e-9)
    }

    pub fn bare_per_second(&self, recipients: usize) -> f64 {
        recipients as f64 / self.bare.as_secs_f64().max(1e-9)
    }

    pub fn ratio(&self, recipients: usize) -> f64 {
        self.per_second(recipients) / self.bare_per_second(recipients).max(1e-9)
    }

    /// P6's target: ≥ 1,000 messages/s, ≥ 0.8× the bare pool, every message received once
    /// and accepted in the read model, and the server's RSS within P5's bound under load
    /// (250 MB).
    pub fn met(&self, recipients: usize) -> bool {
        self.per_second(recipients) >= 1_000.0
            && self.ratio(recipients) >= 0.8
            && self.received == recipients as u64
            && self.accepted_read_model == recipients as i64
            && self.rss_peak_mib * 1.048_576 <= 250.0
    }
}

impl MailResult {
    pub fn per_second(&self) -> f64 {
        self.rounds
            .first()
            .map_or(0.0, |r| r.per_second(self.recipients))
    }

    pub fn bare_per_second(&self) -> f64 {
        self.rounds
            .first()
            .map_or(0.0, |r| r.bare_per_second(self.recipients))
    }
}

// ---------------------------------------------------------------- the listener

/// What the listener counted.
#[derive(Debug, Default)]
struct Counts {
    messages: AtomicU64,
    bytes: AtomicU64,
    /// Microseconds since `Sink::epoch` of the first and the last message (0: none yet).
    first_micros: AtomicU64,
    last_micros: AtomicU64,
}

/// An SMTP server on 127.0.0.1 that takes every message and counts it.
pub struct Sink {
    pub port: u16,
    epoch: Instant,
    counts: Arc<Counts>,
    quick_ack: Arc<AtomicBool>,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for Sink {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// Messages, bytes, and the first and last message's time, since a [`Sink::reset`].
#[derive(Debug, Clone, Copy)]
pub struct Received {
    pub messages: u64,
    pub bytes: u64,
    pub first: Option<Instant>,
    pub last: Option<Instant>,
}

impl Sink {
    pub async fn start() -> anyhow::Result<Self> {
        let listener = TcpListener::bind("127.0.0.1:0").await?;
        let port = listener.local_addr()?.port();
        let counts = Arc::new(Counts::default());
        let quick_ack = Arc::new(AtomicBool::new(false));
        let epoch = Instant::now();
        let (shared, quick) = (counts.clone(), quick_ack.clone());
        let task = tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let (counts, quick) = (shared.clone(), quick.clone());
                tokio::spawn(async move {
                    let _ = session(stream, &counts, &quick, epoch).await;
                });
            }
        });
        Ok(Self {
            port,
            epoch,
            counts,
            quick_ack,
            task,
        })
    }

    /// From now on, acknowledge every read at once (TCP_QUICKACK before each read), as a
    /// relay that never delays its ACKs; by default Linux delays them (up to 40 ms) while a
    /// connection is interactive, as SMTP's is.
    pub fn set_quick_ack(&self, quick: bool) {
        self.quick_ack.store(quick, Ordering::SeqCst);
    }

    pub fn reset(&self) {
        for counter in [
            &self.counts.messages,
            &self.counts.bytes,
            &self.counts.first_micros,
            &self.counts.last_micros,
        ] {
            counter.store(0, Ordering::SeqCst);
        }
    }

    pub fn received(&self) -> Received {
        let at = |micros: u64| (micros > 0).then(|| self.epoch + Duration::from_micros(micros));
        Received {
            messages: self.counts.messages.load(Ordering::SeqCst),
            bytes: self.counts.bytes.load(Ordering::SeqCst),
            first: at(self.counts.first_micros.load(Ordering::SeqCst)),
            last: at(self.counts.last_micros.load(Ordering::SeqCst)),
        }
    }
}

/// One connection's dialogue (RFC 5321), as a relay that accepts everything answers it.
async fn session(
    stream: TcpStream,
    counts: &Counts,
    quick_ack: &AtomicBool,
    epoch: Instant,
) -> std::io::Result<()> {
    let _ = stream.set_nodelay(true);
    let (read, mut write) = stream.into_split();
    let mut read = BufReader::with_capacity(64 * 1024, read);
    // Linux leaves quick-ACK mode again by itself: set before every read from the socket.
    let quick = |read: &BufReader<tokio::net::tcp::OwnedReadHalf>| {
        if quick_ack.load(Ordering::Relaxed) && read.buffer().is_empty() {
            let _ = socket2::SockRef::from(read.get_ref().as_ref()).set_tcp_quickack(true);
        }
    };
    write
        .write_all(b"220 p6.bench.test ESMTP ready\r\n")
        .await?;
    let mut line = Vec::with_capacity(1024);
    let mut queued = 0u64;
    loop {
        line.clear();
        quick(&read);
        if read.read_until(b'\n', &mut line).await? == 0 {
            return Ok(());
        }
        let verb = line
            .iter()
            .take_while(|b| b.is_ascii_alphabetic())
            .map(|b| b.to_ascii_uppercase())
            .collect::<Vec<u8>>();
        let answer: &[u8] = match verb.as_slice() {
            b"EHLO" => b"250-p6.bench.test\r\n250-PIPELINING\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 SIZE 36700160\r\n",
            b"HELO" => b"250 p6.bench.test\r\n",
            b"MAIL" => b"250 2.1.0 Ok\r\n",
            b"RCPT" => b"250 2.1.5 Ok\r\n",
            b"RSET" | b"NOOP" => b"250 2.0.0 Ok\r\n",
            b"QUIT" => {
                write.write_all(b"221 2.0.0 Bye\r\n").await?;
                return Ok(());
            }
            b"DATA" => {
                write
                    .write_all(b"354 End data with <CR><LF>.<CR><LF>\r\n")
                    .await?;
                let mut size = 0u64;
                loop {
                    line.clear();
                    quick(&read);
                    if read.read_until(b'\n', &mut line).await? == 0 {
                        return Ok(());
                    }
                    if line == b".\r\n" || line == b".\n" {
                        break;
                    }
                    size += line.len() as u64;
                }
                let now = epoch.elapsed().as_micros() as u64 + 1;
                let _ = counts.first_micros.compare_exchange(
                    0,
                    now,
                    Ordering::SeqCst,
                    Ordering::SeqCst,
                );
                counts.last_micros.fetch_max(now, Ordering::SeqCst);
                counts.bytes.fetch_add(size, Ordering::SeqCst);
                counts.messages.fetch_add(1, Ordering::SeqCst);
                queued += 1;
                let reply = format!("250 2.0.0 Ok: queued as P6{queued:08X}\r\n");
                write.write_all(reply.as_bytes()).await?;
                continue;
            }
            _ => b"502 5.5.2 Error: command not recognized\r\n",
        };
        write.write_all(answer).await?;
    }
}

// ---------------------------------------------------------------- where the CPU went

/// CPU counters from /proc: the machine's (busy and all jiffies, cores) and two processes'.
#[derive(Debug, Clone, Copy)]
pub(crate) struct CpuMark {
    busy: u64,
    total: u64,
    cores: usize,
    server: u64,
    bench: u64,
}

/// Cores in use on average over a phase: the whole machine, the server process and this one
/// (the rest is PostgreSQL, NATS and anything else running).
#[derive(Debug, Clone, Copy, Default)]
pub struct CpuSplit {
    pub machine: f64,
    pub server: f64,
    pub bench: f64,
    pub cores: usize,
}

fn process_jiffies(pid: &str) -> Option<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // After the command name's closing parenthesis: state is field 3, utime 14, stime 15.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    Some(fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?)
}

pub(crate) fn cpu_mark(server_pid: u32) -> Option<CpuMark> {
    let stat = std::fs::read_to_string("/proc/stat").ok()?;
    let line = stat.lines().next()?;
    let values: Vec<u64> = line
        .split_whitespace()
        .skip(1)
        .filter_map(|v| v.parse().ok())
        .collect();
    // user nice system idle iowait irq softirq steal …: idle and iowait are not busy.
    let total: u64 = values.iter().take(8).sum();
    let idle = values.get(3)? + values.get(4).copied().unwrap_or(0);
    let cores = stat
        .lines()
        .filter(|l| l.starts_with("cpu") && l.as_bytes().get(3).is_some_and(u8::is_ascii_digit))
        .count();
    Some(CpuMark {
        busy: total - idle,
        total,
        cores,
        server: process_jiffies(&server_pid.to_string())?,
        bench: process_jiffies("self")?,
    })
}

pub(crate) fn cpu_split(from: Option<CpuMark>, to: Option<CpuMark>) -> CpuSplit {
    let (Some(from), Some(to)) = (from, to) else {
        return CpuSplit::default();
    };
    let total = (to.total - from.total).max(1) as f64;
    let cores = to.cores as f64;
    let share = |jiffies: u64| jiffies as f64 / total * cores;
    CpuSplit {
        machine: share(to.busy - from.busy),
        server: share(to.server.saturating_sub(from.server)),
        bench: share(to.bench.saturating_sub(from.bench)),
        cores: to.cores,
    }
}

// ---------------------------------------------------------------- the recipients

/// Member `i`: a name, an address and the organization it belongs to.
fn member(i: usize) -> (String, String) {
    const GIVEN: [&str; 8] = [
        "Hanako", "Ichiro", "Emma", "Liam", "Misaki", "Noah", "Sakura", "Olivia",
    ];
    const FAMILY: [&str; 8] = [
        "Sato",
        "Suzuki",
        "Johnson",
        "Smith",
        "Takahashi",
        "Davis",
        "Ito",
        "Brown",
    ];
    let name = format!("{} {} {i}", GIVEN[i % 8], FAMILY[(i / 8) % 8]);
    let email = format!("member{i:05}@org{:04}.p6.example", i / PER_ORGANIZATION);
    (name, email)
}

fn organization_name(o: usize) -> String {
    format!("P6 Customer {o:04}")
}

/// `recipients` members of `recipients / 20` organizations in [`STAGE`], through the journal,
/// 16 organizations at a time (each one's commands in order).
async fn seed_members(database_url: &str, recipients: usize) -> anyhow::Result<()> {
    let pool = server::connect(database_url, 8).await?;
    let journal = Journal::new(pool.clone());
    let services = OrganizationServices {
        lookup: Arc::new(DirectoryLookup(pool.clone())),
    };
    let organizations = recipients.div_ceil(PER_ORGANIZATION);
    stream::iter(0..organizations)
        .map(|o| {
            let (journal, services) = (&journal, &services);
            async move {
                let id = Uuid::from_u128(0x0bec_0000_0000_4000_8000_0006_0000_0000 + o as u128);
                let key = id.to_string();
                let create = OrganizationCommand::CreateOrganization {
                    organization_id: id,
                    details: OrganizationDetails {
                        name: organization_name(o),
                        description: String::new(),
                        website: String::new(),
                        tag_ids: Vec::new(),
                        owner_id: None,
                        deal_amount: 1_000_000,
                        deal_currency: "JPY".to_owned(),
                    },
                    deal_status_id: STAGE,
                };
                journal.expect_new::<Organization>(&key);
                match journal
                    .execute::<Organization>(&key, create, services, &Metadata::system())
                    .await
                {
                    Ok(_) | Err(ExecuteError::Rejected(OrganizationError::AlreadyExists)) => {}
                    Err(error) => return Err(anyhow!("creating organization {o}: {error:?}")),
                }
                let members = (o * PER_ORGANIZATION)..((o + 1) * PER_ORGANIZATION).min(recipients);
                for i in members {
                    let (name, email) = member(i);
                    let add = OrganizationCommand::AddOrganizationMember {
                        member_id: Uuid::from_u128(
                            0x0bec_0000_0000_4000_8000_0006_0001_0000 + i as u128,
                        ),
                        contact: ContactDetails {
                            name,
                            email,
                            title: "Purchasing".to_owned(),
                            phone: String::new(),
                        },
                    };
                    match journal
                        .execute::<Organization>(&key, add, services, &Metadata::system())
                        .await
                    {
                        Ok(_) | Err(ExecuteError::Rejected(OrganizationError::AlreadyExists)) => {}
                        Err(error) => return Err(anyhow!("adding member {i}: {error:?}")),
                    }
                }
                Ok(())
            }
        })
        .buffer_unordered(16)
        .try_collect::<Vec<()>>()
        .await?;
    pool.close().await;
    Ok(())
}

/// Waits until the server's projection shows every member in the stage.
async fn members_projected(server: &Server, recipients: usize) -> anyhow::Result<()> {
    let deadline = Instant::now() + Duration::from_secs(600);
    loop {
        let count: i64 = sqlx::query_scalar(
            "SELECT count(*) FROM organization_members m
             JOIN organization_list o ON o.organization_id = m.organization_id
             WHERE o.deal_status = $1",
        )
        .bind(STAGE)
        .fetch_one(&server.pool)
        .await?;
        if count as usize >= recipients {
            return Ok(());
        }
        if Instant::now() > deadline {
            bail!(
                "the organizations projection showed {count} of {recipients} members in 10 minutes"
            );
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

// ---------------------------------------------------------------- the job

/// The job's status id and accepted count in the read model.
async fn job_row(server: &Server, job_id: Uuid) -> anyhow::Result<Option<(i16, i32)>> {
    Ok(
        sqlx::query_as("SELECT status, accepted FROM email_jobs WHERE job_id = $1")
            .bind(job_id)
            .fetch_optional(&server.pool)
            .await?,
    )
}

fn decode_id(id: &str) -> anyhow::Result<Uuid> {
    let text = String::from_utf8(URL_SAFE_NO_PAD.decode(id)?)?;
    let uuid = text
        .strip_prefix("EmailJob:")
        .with_context(|| format!("not an email job id: {text}"))?;
    Ok(Uuid::parse_str(uuid)?)
}

/// What the Staffhub run measured.
struct Sent {
    elapsed: Duration,
    queued_after: Option<Duration>,
    /// The work list's projection applied the job's completion (every recipient left it).
    outbox_done_after: Option<Duration>,
    job_id: Uuid,
}

/// The mutation, then the read model polled every 20 ms until the job is COMPLETED (4).
async fn send_job(server: &Server) -> anyhow::Result<Sent> {
    let started = Instant::now();
    let answer = server
        .gql(
            Some(&server.token),
            "mutation($input: CreateBatchEmailJobInput!) {
               createBatchEmailJob(input: $input) { emailJob { id status } } }",
            json!({ "input": {
                "senderEmail": SENDER_EMAIL,
                "senderName": SENDER_NAME,
                "subject": SUBJECT,
                "html": HTML,
                "tagNames": ["newsletter"],
                "conditions": { "dealStatusIds": [STAGE] },
                "send": true,
            } }),
        )
        .await?;
    let id = answer
        .pointer("/data/createBatchEmailJob/emailJob/id")
        .and_then(Value::as_str)
        .with_context(|| format!("createBatchEmailJob: {answer}"))?;
    let job_id = decode_id(id)?;
    let mut queued_after = None;
    let mut outbox_done_after = None;
    loop {
        if let Some((status, _)) = job_row(server, job_id).await? {
            if status != 1 && status != 6 && queued_after.is_none() {
                queued_after = Some(started.elapsed());
            }
            if queued_after.is_some() && outbox_done_after.is_none() {
                let listed: bool = sqlx::query_scalar(
                    "SELECT EXISTS (SELECT 1 FROM email_outbox_jobs WHERE job_id = $1)",
                )
                .bind(job_id)
                .fetch_one(&server.pool)
                .await?;
                if !listed {
                    outbox_done_after = Some(started.elapsed());
                }
            }
            if status == 4 {
                return Ok(Sent {
                    elapsed: started.elapsed(),
                    queued_after,
                    outbox_done_after: outbox_done_after.or(Some(started.elapsed())),
                    job_id,
                });
            }
        }
        if started.elapsed() > JOB_BUDGET {
            let row = job_row(server, job_id).await?;
            bail!(
                "the job was not completed within {} s (status and accepted: {row:?})",
                JOB_BUDGET.as_secs()
            );
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

// ---------------------------------------------------------------- the bare pool

/// The same messages as the sender renders them (the same content, the same recipients'
/// variables, fresh delivery ids), in memory.
fn render_all(recipients: usize, public_url: &str) -> anyhow::Result<Vec<Rendered>> {
    let tokens = Tokens::new(b"p6 bench tracking secret".to_vec());
    let content = Content {
        job_id: Uuid::now_v7(),
        sender_email: SENDER_EMAIL.to_owned(),
        sender_name: SENDER_NAME.to_owned(),
        subject: SUBJECT.to_owned(),
        html: HTML.to_owned(),
        tag_names: vec!["newsletter".to_owned()],
        cc_emails: Vec::new(),
        bcc_emails: Vec::new(),
        attachments: Vec::new(),
    };
    (0..recipients)
        .map(|i| {
            let (name, email) = member(i);
            let recipient = Recipient {
                delivery_id: Uuid::now_v7(),
                email,
                name: Some(name),
                organization_name: Some(organization_name(i / PER_ORGANIZATION)),
            };
            render::render(&content, &recipient, public_url, &tokens)
                .map_err(|e| anyhow!("rendering: {e}"))
        })
        .collect()
}

/// `messages` through one lettre pool of `connections` (the server's transport, built the
/// same way), from as many tasks; the time until the last was accepted, and the errors.
async fn bare_send(
    port: u16,
    messages: Arc<Vec<Rendered>>,
    connections: usize,
) -> anyhow::Result<(Duration, u64)> {
    let transport =
        AsyncSmtpTransport::<Tokio1Executor>::from_url(&format!("smtp://127.0.0.1:{port}"))?
            .pool_config(PoolConfig::new().max_size(connections.max(1) as u32))
            .build();
    let transport = Arc::new(transport);
    let next = Arc::new(AtomicUsize::new(0));
    let errors = Arc::new(AtomicU64::new(0));
    let started = Instant::now();
    let tasks: Vec<_> = (0..connections)
        .map(|_| {
            let (transport, messages) = (transport.clone(), messages.clone());
            let (next, errors) = (next.clone(), errors.clone());
            tokio::spawn(async move {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(message) = messages.get(i) else {
                        return;
                    };
                    if transport
                        .send_raw(&message.envelope, &message.bytes)
                        .await
                        .is_err()
                    {
                        errors.fetch_add(1, Ordering::Relaxed);
                    }
                }
            })
        })
        .collect();
    for task in tasks {
        task.await?;
    }
    Ok((started.elapsed(), errors.load(Ordering::Relaxed)))
}

// ---------------------------------------------------------------- P6

/// On a fresh database and server of its own: the members, the job, then the bare pool.
pub async fn run(
    admin_url: &str,
    nats_url: &str,
    binary: Option<std::path::PathBuf>,
    recipients: usize,
    concurrency: usize,
) -> anyhow::Result<MailResult> {
    let sink = Sink::start().await?;
    let database_url = server::fresh_database(admin_url, "p6").await?;
    let result = async {
        let mail = MailConfig {
            smtp_url: Some(format!("smtp://127.0.0.1:{}", sink.port)),
            concurrency,
            rate_per_second: 0,
            recipient_limit: recipients.max(1_000),
            ..MailConfig::default()
        };
        let server =
            Server::start_with_mail(database_url.clone(), nats_url, binary, Some(mail)).await?;
        let outcome = measure(&server, &sink, recipients, concurrency).await;
        server.stop().await;
        outcome
    }
    .await;
    server::drop_database(admin_url, &database_url).await;
    result
}

async fn measure(
    server: &Server,
    sink: &Sink,
    recipients: usize,
    concurrency: usize,
) -> anyhow::Result<MailResult> {
    let began = Instant::now();
    seed_members(&server.database_url, recipients).await?;
    members_projected(server, recipients).await?;
    let seeding = began.elapsed();
    let rendering = Instant::now();
    let messages = Arc::new(render_all(recipients, &server.url)?);
    let render = rendering.elapsed();

    tokio::time::sleep(Duration::from_millis(500)).await;
    let (rss_idle_mib, _) = server::memory_mib(server.pid).context("reading /proc status")?;
    let mut rounds = Vec::new();
    for quick_ack in [false, true] {
        sink.set_quick_ack(quick_ack);
        rounds.push(round(server, sink, messages.clone(), concurrency, quick_ack).await?);
    }
    Ok(MailResult {
        recipients,
        concurrency,
        seeding,
        render,
        rss_idle_mib,
        rounds,
    })
}

/// One job to every member, then the bare pool with the same messages.
async fn round(
    server: &Server,
    sink: &Sink,
    messages: Arc<Vec<Rendered>>,
    concurrency: usize,
    quick_ack: bool,
) -> anyhow::Result<Round> {
    let hwm_reset = server::reset_peak_memory(server.pid);
    let stop = Arc::new(AtomicBool::new(false));
    let sampler = {
        let stop = stop.clone();
        let pid = server.pid;
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
    sink.reset();
    let start = Instant::now();
    let cpu_before = cpu_mark(server.pid);
    let sent = send_job(server).await;
    let cpu = cpu_split(cpu_before, cpu_mark(server.pid));
    stop.store(true, Ordering::Relaxed);
    let rss_sampled_peak_mib = sampler.await.unwrap_or_default();
    let sent = sent?;
    let (_, rss_peak_mib) = server::memory_mib(server.pid).context("reading /proc status")?;
    let received = sink.received();
    let (accepted_read_model,): (i32,) =
        sqlx::query_as("SELECT accepted FROM email_jobs WHERE job_id = $1")
            .bind(sent.job_id)
            .fetch_one(&server.pool)
            .await?;
    let accepted_events: i64 = sqlx::query_scalar(
        "SELECT count(*) FROM events
         WHERE aggregate_type = 'EmailDelivery' AND event_type = 'EmailAccepted'
           AND payload -> 'EmailAccepted' ->> 'job_id' = $1",
    )
    .bind(sent.job_id.to_string())
    .fetch_one(&server.pool)
    .await?;

    let bare_bytes: u64 = messages.iter().map(|m| m.bytes.len() as u64).sum();
    let count = messages.len().max(1) as u64;
    sink.reset();
    let cpu_before = cpu_mark(server.pid);
    let (bare, bare_errors) = bare_send(sink.port, messages, concurrency).await?;
    let bare_cpu = cpu_split(cpu_before, cpu_mark(server.pid));
    let bare_received = sink.received();
    let since = |at: Option<Instant>| at.map(|at| at.saturating_duration_since(start));
    Ok(Round {
        quick_ack,
        staffhub: sent.elapsed,
        queued_after: sent.queued_after,
        first_message_after: since(received.first),
        last_message_after: since(received.last),
        outbox_done_after: sent.outbox_done_after,
        received: received.messages,
        mean_bytes: received.bytes / received.messages.max(1),
        accepted_read_model: i64::from(accepted_read_model),
        accepted_events,
        bare,
        bare_received: bare_received.messages,
        bare_mean_bytes: bare_bytes / count,
        bare_errors,
        rss_peak_mib,
        rss_sampled_peak_mib,
        hwm_reset,
        cpu,
        bare_cpu,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn the_listener_takes_lettres_messages_and_counts_them() {
        let sink = Sink::start().await.unwrap();
        let messages = Arc::new(render_all(7, "http://127.0.0.1:1").unwrap());
        let (_, errors) = bare_send(sink.port, messages.clone(), 3).await.unwrap();
        let received = sink.received();
        assert_eq!((errors, received.messages), (0, 7));
        // The DATA's lines without the final dot, as sent (lettre's bytes end in CRLF).
        let sent: u64 = messages.iter().map(|m| m.bytes.len() as u64).sum();
        assert!(
            received.bytes.abs_diff(sent) < 7 * 8,
            "{} vs {sent}",
            received.bytes
        );
        assert!(received.first.unwrap() <= received.last.unwrap());
        sink.reset();
        assert_eq!(sink.received().messages, 0);
    }

    #[test]
    fn members_are_unique_and_grouped_twenty_an_organization() {
        let emails: std::collections::HashSet<String> = (0..1_000).map(|i| member(i).1).collect();
        assert_eq!(emails.len(), 1_000);
        assert!(member(19).1.ends_with("@org0000.p6.example"));
        assert!(member(20).1.ends_with("@org0001.p6.example"));
    }
}
