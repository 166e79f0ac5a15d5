use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{AiModelCommand, AiModelEvent};
use crate::ai::{
    DISPLAY_NAME_MAX_CHARS, MAX_TOKENS_LIMIT, MODEL_NAME_MAX_CHARS, PROVIDER_MAX_CHARS,
    normalize_tool_keys,
};
use crate::text;

/// Why an AI model command was rejected. Each variant maps to one catalogue code at the edge;
/// the messages are the spec's words (§8) where it has them.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AiModelError {
    /// Spec §8 "Not found: … AI model".
    #[error("AI model not found")]
    NotFound,
    #[error("AI model already exists")]
    AlreadyExists,
    /// Empty, over [`PROVIDER_MAX_CHARS`](crate::ai::PROVIDER_MAX_CHARS), or not only
    /// lower-case letters, digits, `_` and `-`.
    #[error("Invalid provider")]
    InvalidProvider,
    /// Empty, over [`MODEL_NAME_MAX_CHARS`](crate::ai::MODEL_NAME_MAX_CHARS), or with a space
    /// inside (a provider's model id has none).
    #[error("Invalid model name")]
    InvalidModelName,
    /// The display name: spec §8 'Invalid name'.
    #[error("Invalid name")]
    InvalidDisplayName,
    /// Outside 1 ..= [`MAX_TOKENS_LIMIT`](crate::ai::MAX_TOKENS_LIMIT).
    #[error("Invalid max tokens")]
    InvalidMaxTokens,
    /// A key that is not a tool of [`TOOL_KEYS`](crate::ai::TOOL_KEYS) (spec §8).
    #[error("Invalid AI tool IDs")]
    InvalidToolIds,
    /// Spec §5: updates equal to current data are rejected (§8 'Nothing changed').
    #[error("Nothing changed")]
    NothingChanged,
    /// Spec §4: setting a status to its current value is rejected.
    #[error("Current status is same to new status")]
    StatusUnchanged,
}

/// The model rules ask nothing of other aggregates: the provider's configuration is the
/// edge's, and tools are a code catalogue.
#[derive(Debug, Clone, Copy, Default)]
pub struct AiModelServices;

/// An AI model's state, as far as its rules and the edge need it. Before registration `id` is
/// `None`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct AiModel {
    id: Option<Uuid>,
    provider: String,
    model_name: String,
    display_name: String,
    max_tokens: u32,
    tool_keys: Vec<String>,
    enabled: bool,
}

impl AiModel {
    /// Whether the model was registered.
    pub fn exists(&self) -> bool {
        self.id.is_some()
    }

    pub fn id(&self) -> Option<Uuid> {
        self.id
    }

    /// The provider's configured name; empty before registration.
    pub fn provider(&self) -> &str {
        &self.provider
    }

    /// The provider's id for the model.
    pub fn model_name(&self) -> &str {
        &self.model_name
    }

    pub fn display_name(&self) -> &str {
        &self.display_name
    }

    pub fn max_tokens(&self) -> u32 {
        self.max_tokens
    }

    /// Without repeats, in catalogue order.
    pub fn tool_keys(&self) -> &[String] {
        &self.tool_keys
    }

    /// `false` before registration.
    pub fn enabled(&self) -> bool {
        self.enabled
    }

    /// What agents and chat rooms are told of this model (`None` before registration).
    pub fn facts(&self) -> Option<crate::ai::ModelFacts> {
        self.exists().then(|| crate::ai::ModelFacts {
            enabled: self.enabled,
            tool_keys: self.tool_keys.clone(),
        })
    }
}

/// A provider name as recorded (trimmed), or `None`.
fn valid_provider(provider: &str) -> Option<String> {
    let provider = provider.trim();
    let allowed = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '-';
    (!provider.is_empty() && provider.len() <= PROVIDER_MAX_CHARS && provider.chars().all(allowed))
        .then(|| provider.to_owned())
}

/// A model name as recorded (trimmed), or `None`: a provider's ids have no spaces.
fn valid_model_name(model_name: &str) -> Option<String> {
    text::required_text(model_name, MODEL_NAME_MAX_CHARS)
        .filter(|name| !name.chars().any(char::is_whitespace))
}

/// The fields `Register` and `Update` share, as recorded.
struct ValidFields {
    model_name: String,
    display_name: String,
    max_tokens: u32,
    tool_keys: Vec<String>,
}

/// The checks `Register` and `Update` share, in the form's field order.
fn validate(
    model_name: &str,
    display_name: &str,
    max_tokens: u32,
    tool_keys: &[String],
) -> Result<ValidFields, AiModelError> {
    let model_name = valid_model_name(model_name).ok_or(AiModelError::InvalidModelName)?;
    let display_name = text::required_text(display_name, DISPLAY_NAME_MAX_CHARS)
        .ok_or(AiModelError::InvalidDisplayName)?;
    if !(1..=MAX_TOKENS_LIMIT).contains(&max_tokens) {
        return Err(AiModelError::InvalidMaxTokens);
    }
    let tool_keys = normalize_tool_keys(tool_keys).ok_or(AiModelError::InvalidToolIds)?;
    Ok(ValidFields {
        model_name,
        display_name,
        max_tokens,
        tool_keys,
    })
}

impl AiModel {
    /// The one event `command` makes, or why it is refused.
    fn decide(&self, command: AiModelCommand) -> Result<AiModelEvent, AiModelError> {
        if let AiModelCommand::Register {
            model_id,
            provider,
            model_name,
            display_name,
            max_tokens,
            tool_keys,
            enabled,
        } = command
        {
            if self.exists() {
                return Err(AiModelError::AlreadyExists);
            }
            let provider = valid_provider(&provider).ok_or(AiModelError::InvalidProvider)?;
            let valid = validate(&model_name, &display_name, max_tokens, &tool_keys)?;
            return Ok(AiModelEvent::AiModelRegistered {
                model_id,
                provider,
                model_name: valid.model_name,
                display_name: valid.display_name,
                max_tokens: valid.max_tokens,
                tool_keys: valid.tool_keys,
                enabled,
            });
        }
        if !self.exists() {
            return Err(AiModelError::NotFound);
        }
        Ok(match command {
            AiModelCommand::Register { .. } => unreachable!("handled above"),
            AiModelCommand::Update {
                model_name,
                display_name,
                max_tokens,
                tool_keys,
            } => {
                let valid = validate(&model_name, &display_name, max_tokens, &tool_keys)?;
                if valid.model_name == self.model_name
                    && valid.display_name == self.display_name
                    && valid.max_tokens == self.max_tokens
                    && valid.tool_keys == self.tool_keys
                {
                    return Err(AiModelError::NothingChanged);
                }
                AiModelEvent::AiModelUpdated {
                    model_name: valid.model_name,
                    display_name: valid.display_name,
                    max_tokens: valid.max_tokens,
                    tool_keys: valid.tool_keys,
                }
            }
            AiModelCommand::SetEnabled { enabled } => match (self.enabled, enabled) {
                (false, true) => AiModelEvent::AiModelEnabled {},
                (true, false) => AiModelEvent::AiModelDisabled {},
                _ => return Err(AiModelError::StatusUnchanged),
            },
        })
    }
}

impl Aggregate for AiModel {
    const TYPE: &'static str = "AiModel";
    type Command = AiModelCommand;
    type Event = AiModelEvent;
    type Error = AiModelError;
    type Services = AiModelServices;

    async fn handle(
        &mut self,
        command: AiModelCommand,
        _: &AiModelServices,
        sink: &EventSink<Self>,
    ) -> Result<(), AiModelError> {
        let event = self.decide(command)?;
        sink.write(event, self).await;
        Ok(())
    }

    fn apply(&mut self, event: AiModelEvent) {
        match event {
            AiModelEvent::AiModelRegistered {
                model_id,
                provider,
                model_name,
                display_name,
                max_tokens,
                tool_keys,
                enabled,
            } => {
                *self = AiModel {
                    id: Some(model_id),
                    provider,
                    model_name,
                    display_name,
                    max_tokens,
                    tool_keys,
                    enabled,
                };
            }
            AiModelEvent::AiModelUpdated {
                model_name,
                display_name,
                max_tokens,
                tool_keys,
            } => {
                self.model_name = model_name;
                self.display_name = display_name;
                self.max_tokens = max_tokens;
                self.tool_keys = tool_keys;
            }
            AiModelEvent::AiModelEnabled {} => self.enabled = true,
            AiModelEvent::AiModelDisabled {} => self.enabled = false,
        }
    }
}

#[cfg(test)]
#[path = "aggregate_tests.rs"]
mod tests;
