//! How auditors read an AI model's history (issue 37 §2).

use crate::audit::{Field, ID};

pub(super) static FIELDS: &[Field] = &[
    ID,
    Field::plain("provider", "Provider", "プロバイダー"),
    Field::plain("model_name", "Model name", "モデル名"),
    Field::plain("display_name", "Display name", "表示名"),
    Field::plain("max_tokens", "Max tokens", "最大トークン数"),
    Field::plain("tool_keys", "Tools", "ツール"),
    Field::plain("enabled", "Enabled", "有効"),
];

#[cfg(test)]
mod tests {
    use serde_json::json;
    use staffhub_domain::ai::AiModel;

    use super::*;
    use crate::audit::tests::assert_labelled;

    #[test]
    fn every_field_of_an_ai_model_is_labelled() {
        assert_labelled::<AiModel>(
            FIELDS,
            json!({
                "id": uuid::Uuid::nil(), "provider": "p", "model_name": "m", "display_name": "d",
                "max_tokens": 10, "tool_keys": ["k"], "enabled": true
            }),
        );
    }
}
