//! AI (spec §1 "chat with AI models", §3 entities "AI model, AI tool", §8 'AI model is not
//! supported', 'Invalid AI tool IDs', 'AI tools do not belong to this AI model'; issue 18).
//!
//! One area, one aggregate, [`model`]: an AI model an admin registered (a provider's model
//! under a display name, with the tools it may use, enabled or not). Providers are operator
//! configuration, not aggregates; tools are the code catalogue [`TOOL_KEYS`].
//!
//! Agents and chat rooms ask about models through their lookups; what they are told is
//! [`ModelFacts`], and the tool rules all three share live here.

pub mod model;

pub use model::{AiModel, AiModelCommand, AiModelError, AiModelEvent, AiModelServices};

/// Longest provider name (`anthropic`, `local`), in characters: the name an operator gave a
/// provider in the server's configuration, so lower-case letters, digits, `_` and `-`.
pub const PROVIDER_MAX_CHARS: usize = 40;
/// Longest model name (the provider's id for the model, `claude-sonnet-4-5`), in characters.
pub const MODEL_NAME_MAX_CHARS: usize = 200;
/// Longest display name, in characters.
pub const DISPLAY_NAME_MAX_CHARS: usize = 100;
/// Most tokens an answer may be allowed (`max_tokens` of a request), at least 1.
pub const MAX_TOKENS_LIMIT: u32 = 64_000;

/// The AI tools (spec §3 "AI tool"): real actions the AI may take with the asking employee's
/// rights. A code catalogue, not data: a tool exists because code implements it. The order is
/// the catalogue's, in which tool lists are recorded.
pub const TOOL_KEYS: &[&str] = &[
    "search_documents",
    "list_my_tasks",
    "lookup_organization",
    "draft_task",
];

/// Whether `key` names a tool of the catalogue (exactly: keys are codes, not text).
pub fn is_tool_key(key: &str) -> bool {
    TOOL_KEYS.contains(&key)
}

/// `keys` as recorded: without repeats, in catalogue order (so the same tools chosen in
/// another order are the same list). `None` when any key is not a tool of the catalogue
/// (spec §8 'Invalid AI tool IDs').
pub fn normalize_tool_keys(keys: &[String]) -> Option<Vec<String>> {
    if !keys.iter().all(|key| is_tool_key(key)) {
        return None;
    }
    Some(
        TOOL_KEYS
            .iter()
            .filter(|tool| keys.iter().any(|key| key == *tool))
            .map(|tool| (*tool).to_owned())
            .collect(),
    )
}

/// What an agent or a chat room needs to know of an AI model, as the edge's lookups answer
/// it from the write side.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ModelFacts {
    /// A disabled model answers no chat (spec §8 'AI model is not supported').
    pub enabled: bool,
    /// The tools the model may use, in catalogue order.
    pub tool_keys: Vec<String>,
}

impl ModelFacts {
    /// Whether every one of `keys` is a tool of this model (spec §8 'AI tools do not belong to
    /// this AI model'). No tools always are.
    pub fn offers(&self, keys: &[String]) -> bool {
        keys.iter().all(|key| self.tool_keys.contains(key))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(values: &[&str]) -> Vec<String> {
        values.iter().map(|v| (*v).to_owned()).collect()
    }

    #[test]
    fn tool_keys_are_recorded_without_repeats_in_catalogue_order() {
        assert_eq!(
            normalize_tool_keys(&strings(&["draft_task", "search_documents", "draft_task"])),
            Some(strings(&["search_documents", "draft_task"]))
        );
        assert_eq!(normalize_tool_keys(&[]), Some(vec![]));
        let all = strings(TOOL_KEYS);
        assert_eq!(normalize_tool_keys(&all), Some(all));
    }

    #[test]
    fn an_unknown_tool_key_makes_the_whole_list_invalid() {
        for keys in [
            &["search_documents", "send_email"][..],
            &["Search_Documents"],
            &[" draft_task"],
            &[""],
        ] {
            assert_eq!(normalize_tool_keys(&strings(keys)), None, "{keys:?}");
        }
    }

    #[test]
    fn a_model_offers_a_list_of_tools_only_when_it_has_every_one() {
        let facts = ModelFacts {
            enabled: true,
            tool_keys: strings(&["search_documents", "list_my_tasks"]),
        };
        assert!(facts.offers(&[]));
        assert!(facts.offers(&strings(&["list_my_tasks"])));
        assert!(facts.offers(&strings(&["search_documents", "list_my_tasks"])));
        assert!(!facts.offers(&strings(&["list_my_tasks", "draft_task"])));
        assert!(!ModelFacts::default().offers(&strings(&["draft_task"])));
    }
}
