//! Configuration from the environment (README's table).

use std::net::SocketAddr;
use std::path::PathBuf;

pub const DEFAULT_DATABASE_URL: &str = "postgres://postgres@127.0.0.1:5432/staffhub";
pub const DEFAULT_NATS_URL: &str = "nats://127.0.0.1:4222";
pub const DEFAULT_ADDR: &str = "127.0.0.1:8080";

#[derive(Debug, Clone)]
pub struct Config {
    pub database_url: String,
    pub nats_url: String,
    pub addr: SocketAddr,
    pub data_dir: PathBuf,
    pub web_dir: PathBuf,
    /// Connections in the pool (api + workers of this process).
    pub database_pool_size: u32,
    /// NATS subject prefix; deployments sharing one NATS need distinct prefixes.
    pub nats_prefix: String,
    /// How long a mutation waits for its events to reach the read model.
    pub read_your_writes_timeout: std::time::Duration,
    /// How long a looked-up session may be reused without asking PostgreSQL (0: never).
    pub session_cache_ttl: std::time::Duration,
    /// How mail leaves and is tracked (issue 17).
    pub mail: crate::mail::MailConfig,
    /// AI providers and how answers are written (issue 18).
    pub ai: crate::ai::AiConfig,
    /// How often the workflow process manager looks for steps past their due time (issue 20).
    pub workflow_overdue_period: std::time::Duration,
    /// How long a WebSocket may stay open without `connection_init` (closed with 4408).
    pub ws_init_timeout: std::time::Duration,
}

/// `STAFFHUB_WORKFLOW_OVERDUE_MS`'s default: a due time is in hours, a minute late is on time.
pub const DEFAULT_WORKFLOW_OVERDUE_PERIOD: std::time::Duration = std::time::Duration::from_secs(60);

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("STAFFHUB_ADDR={value:?} is not a socket address like 127.0.0.1:8080")]
    BadAddr { value: String },
    #[error("{name}={value:?} is not a number")]
    BadNumber { name: &'static str, value: String },
    #[error("{name}={value:?} is not a time zone of the system's tz database, like Asia/Tokyo")]
    BadTimeZone { name: &'static str, value: String },
    #[error("{0}")]
    Ai(String),
}

impl Config {
    pub fn from_env() -> Result<Self, ConfigError> {
        let var =
            |name: &str, default: &str| std::env::var(name).unwrap_or_else(|_| default.to_owned());
        let addr_text = var("STAFFHUB_ADDR", DEFAULT_ADDR);
        let addr = addr_text
            .parse()
            .map_err(|_| ConfigError::BadAddr { value: addr_text })?;
        let pool_text = var("STAFFHUB_DB_POOL", "24");
        let database_pool_size = pool_text.parse().map_err(|_| ConfigError::BadNumber {
            name: "STAFFHUB_DB_POOL",
            value: pool_text,
        })?;
        let ryw_text = var("STAFFHUB_RYW_TIMEOUT_MS", "5000");
        let ryw_ms = ryw_text.parse().map_err(|_| ConfigError::BadNumber {
            name: "STAFFHUB_RYW_TIMEOUT_MS",
            value: ryw_text,
        })?;
        let session_text = var(
            "STAFFHUB_SESSION_CACHE_MS",
            &crate::sessions::DEFAULT_TTL.as_millis().to_string(),
        );
        let session_ms = session_text.parse().map_err(|_| ConfigError::BadNumber {
            name: "STAFFHUB_SESSION_CACHE_MS",
            value: session_text,
        })?;
        let overdue_text = var(
            "STAFFHUB_WORKFLOW_OVERDUE_MS",
            &DEFAULT_WORKFLOW_OVERDUE_PERIOD.as_millis().to_string(),
        );
        let overdue_ms: u64 = overdue_text.parse().map_err(|_| ConfigError::BadNumber {
            name: "STAFFHUB_WORKFLOW_OVERDUE_MS",
            value: overdue_text,
        })?;
        let ws_init_text = var(
            "STAFFHUB_WS_INIT_TIMEOUT_MS",
            &crate::graphql::ws::DEFAULT_INIT_TIMEOUT
                .as_millis()
                .to_string(),
        );
        let ws_init_ms: u64 = ws_init_text.parse().map_err(|_| ConfigError::BadNumber {
            name: "STAFFHUB_WS_INIT_TIMEOUT_MS",
            value: ws_init_text,
        })?;
        Ok(Self {
            database_url: var("DATABASE_URL", DEFAULT_DATABASE_URL),
            nats_url: var("NATS_URL", DEFAULT_NATS_URL),
            addr,
            data_dir: var("STAFFHUB_DATA_DIR", ".data").into(),
            web_dir: var("STAFFHUB_WEB_DIR", "frontend/dist").into(),
            database_pool_size,
            nats_prefix: var(
                "STAFFHUB_NATS_PREFIX",
                staffhub_projections::subjects::DEFAULT_PREFIX,
            ),
            read_your_writes_timeout: std::time::Duration::from_millis(ryw_ms),
            session_cache_ttl: std::time::Duration::from_millis(session_ms),
            mail: crate::mail::MailConfig::from_env()?,
            ai: crate::ai::AiConfig::from_env()?,
            workflow_overdue_period: std::time::Duration::from_millis(overdue_ms.max(100)),
            ws_init_timeout: std::time::Duration::from_millis(ws_init_ms),
        })
    }
}

/// The URL without its password, for messages and logs (secrets are never logged).
pub fn redact_url(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme_end), Some(at)) if at > scheme_end => {
            let credentials = &url[scheme_end + 3..at];
            match credentials.split_once(':') {
                Some((user, _)) => format!("{}{user}:***{}", &url[..scheme_end + 3], &url[at..]),
                None => url.to_owned(),
            }
        }
        _ => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn redacting_hides_the_password_and_keeps_the_rest() {
        assert_eq!(
            redact_url("postgres://app:s3cret@db:5432/x"),
            "postgres://app:***@db:5432/x"
        );
        assert_eq!(
            redact_url("postgres://postgres@127.0.0.1/x"),
            "postgres://postgres@127.0.0.1/x"
        );
        assert_eq!(redact_url("nats://127.0.0.1:4222"), "nats://127.0.0.1:4222");
    }
}
