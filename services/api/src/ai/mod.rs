//! AI (issue 18): the providers an operator configured, the streaming clients that speak
//! their formats, the tools a model may call with the asking employee's rights, and the
//! generator that writes a chat answer on the server while its tokens travel over NATS.
//!
//! Keys are secrets: they come from the environment only, and never reach the journal, a log,
//! a GraphQL answer or an error message ([`ProviderConfig`]'s `Debug` omits them).

pub mod generator;
pub mod provider;
pub mod stream;
pub mod tools;

use std::collections::BTreeMap;
use std::sync::Arc;
use std::time::Duration;

/// The wire format a provider speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProviderKind {
    /// Anthropic's Messages API (`POST /v1/messages`).
    Anthropic,
    /// OpenAI-compatible chat completions (`POST /v1/chat/completions`): Ollama, llama.cpp,
    /// vLLM, LM Studio.
    OpenAi,
}

/// One provider, as the operator configured it.
#[derive(Clone)]
pub struct ProviderConfig {
    pub name: String,
    pub kind: ProviderKind,
    /// Without a trailing slash. Anthropic: `https://api.anthropic.com`; OpenAI-compatible:
    /// the URL ending in `/v1`.
    pub base_url: String,
    pub key: Option<String>,
}

impl std::fmt::Debug for ProviderConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ProviderConfig")
            .field("name", &self.name)
            .field("kind", &self.kind)
            .field("base_url", &crate::config::redact_url(&self.base_url))
            .field("key", &self.key.as_ref().map(|_| "***"))
            .finish()
    }
}

/// The AI settings (README's table: `STAFFHUB_AI_PROVIDERS`, `STAFFHUB_AI_KEY_<NAME>`,
/// `STAFFHUB_AI_*`).
#[derive(Debug, Clone)]
pub struct AiConfig {
    pub providers: BTreeMap<String, ProviderConfig>,
    /// How long to wait for the provider's answer to start, and between two of its events.
    pub idle_timeout: Duration,
    /// How long to wait for the TCP (and TLS) connection.
    pub connect_timeout: Duration,
    /// Tool rounds in one answer before the model must answer in words.
    pub max_tool_rounds: usize,
    /// Answers written at once by this node; more wait for a slot.
    pub concurrency: usize,
    /// How often answers nobody is writing any more are looked for (and how old they must be).
    pub sweep_period: Duration,
}

impl Default for AiConfig {
    fn default() -> Self {
        Self {
            providers: BTreeMap::new(),
            idle_timeout: Duration::from_secs(60),
            connect_timeout: Duration::from_secs(10),
            max_tool_rounds: 4,
            concurrency: 64,
            sweep_period: Duration::from_secs(30),
        }
    }
}

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum AiConfigError {
    #[error(
        "STAFFHUB_AI_PROVIDERS entry {entry:?} is not name=kind:url (kind anthropic or openai)"
    )]
    BadProvider { entry: String },
}

impl AiConfig {
    /// `STAFFHUB_AI_PROVIDERS="anthropic=anthropic:https://api.anthropic.com,
    /// local=openai:http://127.0.0.1:8081/v1"`, each provider's key in
    /// `STAFFHUB_AI_KEY_<NAME>` (upper case, `-` as `_`).
    pub fn from_env() -> Result<Self, crate::config::ConfigError> {
        let defaults = Self::default();
        let text = std::env::var("STAFFHUB_AI_PROVIDERS").unwrap_or_default();
        let providers = parse_providers(&text, |name| {
            std::env::var(key_variable(name))
                .ok()
                .filter(|v| !v.trim().is_empty())
        })
        .map_err(|error| crate::config::ConfigError::Ai(error.to_string()))?;
        let millis = |name: &'static str, default: Duration| {
            number(name, default.as_millis() as u64).map(Duration::from_millis)
        };
        Ok(Self {
            providers,
            idle_timeout: millis("STAFFHUB_AI_IDLE_TIMEOUT_MS", defaults.idle_timeout)?,
            connect_timeout: millis("STAFFHUB_AI_CONNECT_TIMEOUT_MS", defaults.connect_timeout)?,
            max_tool_rounds: number("STAFFHUB_AI_MAX_TOOL_ROUNDS", defaults.max_tool_rounds)?,
            concurrency: number("STAFFHUB_AI_CONCURRENCY", defaults.concurrency)?.max(1),
            sweep_period: millis("STAFFHUB_AI_SWEEP_MS", defaults.sweep_period)?,
        })
    }
}

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

/// The variable holding provider `name`'s key.
pub fn key_variable(name: &str) -> String {
    format!(
        "STAFFHUB_AI_KEY_{}",
        name.to_ascii_uppercase().replace('-', "_")
    )
}

/// Parses the providers list; `key` looks a provider's key up by name.
pub fn parse_providers(
    text: &str,
    key: impl Fn(&str) -> Option<String>,
) -> Result<BTreeMap<String, ProviderConfig>, AiConfigError> {
    let mut providers = BTreeMap::new();
    for entry in text.split(',').map(str::trim).filter(|e| !e.is_empty()) {
        let bad = || AiConfigError::BadProvider {
            entry: crate::config::redact_url(entry),
        };
        let (name, rest) = entry.split_once('=').ok_or_else(bad)?;
        let (kind, url) = rest.split_once(':').ok_or_else(bad)?;
        let name = name.trim().to_ascii_lowercase();
        let valid_name = !name.is_empty()
            && name.len() <= 40
            && name
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-' || c == '_');
        let kind = match kind.trim() {
            "anthropic" => ProviderKind::Anthropic,
            "openai" | "openai-compatible" => ProviderKind::OpenAi,
            _ => return Err(bad()),
        };
        let url = url.trim().trim_end_matches('/');
        if !valid_name || !(url.starts_with("http://") || url.starts_with("https://")) {
            return Err(bad());
        }
        providers.insert(
            name.clone(),
            ProviderConfig {
                key: key(&name),
                name,
                kind,
                base_url: url.to_owned(),
            },
        );
    }
    Ok(providers)
}

/// What every request handler reaches of AI: the settings, one HTTP client (its connection
/// pool shared by every answer) and the answers this node is writing.
#[derive(Debug, Clone)]
pub struct Ai {
    pub config: Arc<AiConfig>,
    pub http: reqwest::Client,
    pub answers: stream::Answers,
    /// The NATS subject prefix answers travel under.
    pub prefix: String,
}

impl Ai {
    pub fn new(config: AiConfig, prefix: &str) -> Self {
        let http = reqwest::Client::builder()
            .connect_timeout(config.connect_timeout)
            .pool_idle_timeout(Duration::from_secs(90))
            .build()
            .unwrap_or_default();
        let answers = stream::Answers::new(config.concurrency);
        Self {
            config: Arc::new(config),
            http,
            answers,
            prefix: prefix.to_owned(),
        }
    }

    pub fn provider(&self, name: &str) -> Option<&ProviderConfig> {
        self.config.providers.get(name)
    }
}

impl Default for Ai {
    fn default() -> Self {
        Self::new(
            AiConfig::default(),
            staffhub_projections::subjects::DEFAULT_PREFIX,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn providers_are_read_with_their_keys_from_their_own_variables() {
        let providers = parse_providers(
            "anthropic=anthropic:https://api.anthropic.com/, Local=openai:http://127.0.0.1:8081/v1",
            |name| (name == "anthropic").then(|| "sk-secret".to_owned()),
        )
        .unwrap();
        assert_eq!(providers.len(), 2);
        let anthropic = &providers["anthropic"];
        assert_eq!(anthropic.kind, ProviderKind::Anthropic);
        assert_eq!(anthropic.base_url, "https://api.anthropic.com");
        assert_eq!(anthropic.key.as_deref(), Some("sk-secret"));
        let local = &providers["local"];
        assert_eq!(local.kind, ProviderKind::OpenAi);
        assert_eq!(local.key, None);
        assert_eq!(key_variable("my-llm"), "STAFFHUB_AI_KEY_MY_LLM");
    }

    #[test]
    fn a_malformed_provider_entry_is_refused_without_echoing_credentials() {
        for entry in [
            "nokind",
            "x=gemini:https://example.com",
            "x=openai:ftp://example.com",
            "=openai:http://a",
        ] {
            assert!(parse_providers(entry, |_| None).is_err(), "{entry}");
        }
        let error = parse_providers("x=bogus:https://user:pw@host", |_| None).unwrap_err();
        assert!(!error.to_string().contains("pw@"), "{error}");
    }

    #[test]
    fn the_settings_print_without_keys() {
        let providers = parse_providers("a=anthropic:https://api.anthropic.com", |_| {
            Some("sk-ant-xyz".into())
        })
        .unwrap();
        let printed = format!("{:?}", providers["a"]);
        assert!(!printed.contains("sk-ant-xyz"), "{printed}");
        assert!(printed.contains("***"));
    }
}
