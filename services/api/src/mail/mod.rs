//! Email delivery (issue 17): rendering a job's message for one recipient, the transports
//! (SMTP through lettre, or `.eml` files in the data directory), the sender process that
//! works through the `email_outbox` read model, and the tracking and provider-webhook
//! endpoints that turn opens, clicks, unsubscribes and Mailgun's events into the spec's eight
//! delivery event types (§4).

pub mod notifications;
pub mod render;
pub mod reset;
pub mod sender;
pub mod tokens;
pub mod tracking;
pub mod transport;

use std::time::Duration;

/// How mail leaves (README's table: `STAFFHUB_SMTP_URL`, `STAFFHUB_PUBLIC_URL`, …).
#[derive(Clone)]
pub struct MailConfig {
    /// `smtp://host:port` (plain, for a loopback relay), `smtp://host:587?tls=required`
    /// (STARTTLS) or `smtps://host:465` (TLS), with `user:password@` when the relay needs
    /// them. Unset: messages are written to `<data dir>/outbox` as `.eml` files.
    pub smtp_url: Option<String>,
    /// Where recipients reach the tracking links; unset: the server's own address.
    pub public_url: Option<String>,
    /// Messages in flight at once (listmonk's "concurrency"; also the SMTP pool's size).
    pub concurrency: usize,
    /// Messages started per second (listmonk's "rate"); 0: no limit.
    pub rate_per_second: u32,
    /// The most recipients one job may have ('Too many recipients specified', spec §8).
    pub recipient_limit: usize,
    /// Mailgun's webhook signing key; unset: provider webhooks are refused.
    pub webhook_signing_key: Option<String>,
    /// Attempts before a temporarily failing recipient counts as failed permanently.
    pub max_attempts: u32,
    /// The first retry's delay; each next one doubles it.
    pub retry_base: Duration,
    /// Whether this process runs the sender (it takes a lease: one sender in a cluster).
    pub sender: bool,
    /// The From of the emails the system sends on its own (password resets, issue 37 §7).
    pub system_from: String,
    /// When the daily digest of notifications goes out (issue 35 §6).
    pub digest: notifications::DigestConfig,
}

/// Secrets are never printed: the relay's password is masked and the signing key omitted.
impl std::fmt::Debug for MailConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MailConfig")
            .field(
                "smtp_url",
                &self.smtp_url.as_deref().map(crate::config::redact_url),
            )
            .field("public_url", &self.public_url)
            .field("concurrency", &self.concurrency)
            .field("rate_per_second", &self.rate_per_second)
            .field("recipient_limit", &self.recipient_limit)
            .field(
                "webhook_signing_key",
                &self.webhook_signing_key.as_ref().map(|_| "***"),
            )
            .field("max_attempts", &self.max_attempts)
            .field("retry_base", &self.retry_base)
            .field("sender", &self.sender)
            .field("system_from", &self.system_from)
            .field("digest", &self.digest)
            .finish()
    }
}

impl Default for MailConfig {
    fn default() -> Self {
        Self {
            smtp_url: None,
            public_url: None,
            concurrency: 10,
            rate_per_second: 100,
            recipient_limit: 1000,
            webhook_signing_key: None,
            max_attempts: 5,
            retry_base: Duration::from_secs(60),
            sender: true,
            system_from: "Staffhub <no-reply@staffhub.localhost>".to_owned(),
            digest: notifications::DigestConfig::default(),
        }
    }
}

impl MailConfig {
    /// Reads the `STAFFHUB_SMTP_URL`, `STAFFHUB_PUBLIC_URL`, `STAFFHUB_EMAIL_*` and
    /// `STAFFHUB_MAILGUN_SIGNING_KEY` variables.
    pub fn from_env() -> Result<Self, crate::config::ConfigError> {
        let defaults = Self::default();
        let text = |name: &str| std::env::var(name).ok().filter(|v| !v.trim().is_empty());
        fn number<T: std::str::FromStr>(
            name: &'static str,
            default: T,
        ) -> Result<T, crate::config::ConfigError> {
            match std::env::var(name) {
                Ok(value) if !value.trim().is_empty() => value
                    .trim()
                    .parse()
                    .map_err(|_| crate::config::ConfigError::BadNumber { name, value }),
                _ => Ok(default),
            }
        }
        Ok(Self {
            smtp_url: text("STAFFHUB_SMTP_URL"),
            public_url: text("STAFFHUB_PUBLIC_URL").map(|u| u.trim_end_matches('/').to_owned()),
            concurrency: number("STAFFHUB_EMAIL_CONCURRENCY", defaults.concurrency)?.max(1),
            rate_per_second: number("STAFFHUB_EMAIL_RATE", defaults.rate_per_second)?,
            recipient_limit: number("STAFFHUB_EMAIL_RECIPIENT_LIMIT", defaults.recipient_limit)?,
            webhook_signing_key: text("STAFFHUB_MAILGUN_SIGNING_KEY"),
            max_attempts: number("STAFFHUB_EMAIL_MAX_ATTEMPTS", defaults.max_attempts)?.max(1),
            retry_base: Duration::from_millis(number(
                "STAFFHUB_EMAIL_RETRY_BASE_MS",
                defaults.retry_base.as_millis() as u64,
            )?),
            sender: number("STAFFHUB_EMAIL_SENDER", 1u8)? != 0,
            system_from: text("STAFFHUB_EMAIL_FROM").unwrap_or(defaults.system_from),
            digest: notifications::DigestConfig::from_env()?,
        })
    }
}

/// The mail parts every request handler may need, kept in the app state.
#[derive(Debug, Clone)]
pub struct Mail {
    pub config: MailConfig,
    pub tokens: tokens::Tokens,
    /// The `.eml` directory, when messages are written there instead of sent.
    pub outbox: Option<std::path::PathBuf>,
}

impl Default for Mail {
    fn default() -> Self {
        Self {
            config: MailConfig::default(),
            tokens: tokens::Tokens::new(rand::random::<[u8; 32]>().to_vec()),
            outbox: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mail_settings_print_without_their_secrets() {
        let config = MailConfig {
            smtp_url: Some("smtps://mailer:hunter2@relay.example:465".into()),
            webhook_signing_key: Some("key-0123".into()),
            ..MailConfig::default()
        };
        let printed = format!("{config:?}");
        assert!(!printed.contains("hunter2"), "{printed}");
        assert!(!printed.contains("key-0123"), "{printed}");
        assert!(printed.contains("relay.example"), "{printed}");
    }
}
