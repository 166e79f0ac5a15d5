//! Given/when/then tests: every AI model command and every rejection.

use cqrs_es::test::TestFramework;
use uuid::Uuid;

use super::*;
use crate::Command;
use crate::ai::{
    DISPLAY_NAME_MAX_CHARS, MAX_TOKENS_LIMIT, MODEL_NAME_MAX_CHARS, ModelFacts, PROVIDER_MAX_CHARS,
    TOOL_KEYS,
};

const SONNET: Uuid = Uuid::from_u128(0x5011);

fn models() -> TestFramework<AiModel> {
    TestFramework::with(AiModelServices)
}

fn strings(values: &[&str]) -> Vec<String> {
    values.iter().map(|v| (*v).to_owned()).collect()
}

fn register(
    provider: &str,
    model_name: &str,
    display_name: &str,
    max_tokens: u32,
    tool_keys: &[&str],
) -> AiModelCommand {
    AiModelCommand::Register {
        model_id: SONNET,
        provider: provider.into(),
        model_name: model_name.into(),
        display_name: display_name.into(),
        max_tokens,
        tool_keys: strings(tool_keys),
        enabled: true,
    }
}

/// The new-model form filled in: spaces around the texts, tools repeated and out of order.
fn new_model() -> AiModelCommand {
    register(
        " anthropic ",
        " claude-sonnet-4-5 ",
        "  Claude Sonnet ",
        1024,
        &["draft_task", "search_documents", "draft_task"],
    )
}

/// [`new_model`] as recorded.
fn registered() -> AiModelEvent {
    AiModelEvent::AiModelRegistered {
        model_id: SONNET,
        provider: "anthropic".into(),
        model_name: "claude-sonnet-4-5".into(),
        display_name: "Claude Sonnet".into(),
        max_tokens: 1024,
        tool_keys: strings(&["search_documents", "draft_task"]),
        enabled: true,
    }
}

fn update(model_name: &str, display_name: &str, max_tokens: u32, tools: &[&str]) -> AiModelCommand {
    AiModelCommand::Update {
        model_name: model_name.into(),
        display_name: display_name.into(),
        max_tokens,
        tool_keys: strings(tools),
    }
}

fn set_enabled(enabled: bool) -> AiModelCommand {
    AiModelCommand::SetEnabled { enabled }
}

// ----- Register -----

#[tokio::test]
async fn registering_a_model_records_trimmed_texts_and_its_tools_in_catalogue_order() {
    models()
        .given_no_previous_events()
        .when_async(new_model())
        .await
        .then_expect_events(vec![registered()]);
}

#[tokio::test]
async fn a_model_may_be_registered_disabled_without_tools_and_at_the_limits() {
    let model_name = "m".repeat(MODEL_NAME_MAX_CHARS);
    let display_name = "名".repeat(DISPLAY_NAME_MAX_CHARS);
    let provider = "local_llm-2".to_owned() + &"x".repeat(PROVIDER_MAX_CHARS - 11);
    models()
        .given_no_previous_events()
        .when_async(AiModelCommand::Register {
            model_id: SONNET,
            provider: provider.clone(),
            model_name: model_name.clone(),
            display_name: display_name.clone(),
            max_tokens: MAX_TOKENS_LIMIT,
            tool_keys: vec![],
            enabled: false,
        })
        .await
        .then_expect_events(vec![AiModelEvent::AiModelRegistered {
            model_id: SONNET,
            provider,
            model_name,
            display_name,
            max_tokens: MAX_TOKENS_LIMIT,
            tool_keys: vec![],
            enabled: false,
        }]);
}

#[tokio::test]
async fn registering_a_model_with_an_invalid_provider_is_rejected() {
    let long = "p".repeat(PROVIDER_MAX_CHARS + 1);
    for provider in [
        "",
        "  ",
        "Anthropic",
        "open ai",
        "local.llm",
        "プロバイダ",
        &long,
    ] {
        models()
            .given_no_previous_events()
            .when_async(register(provider, "m", "M", 1, &[]))
            .await
            .then_expect_error(AiModelError::InvalidProvider);
    }
}

#[tokio::test]
async fn registering_a_model_with_an_empty_spaced_or_oversized_model_name_is_rejected() {
    let long = "m".repeat(MODEL_NAME_MAX_CHARS + 1);
    for model_name in ["", "   ", "claude sonnet", "claude\tsonnet", &long] {
        models()
            .given_no_previous_events()
            .when_async(register("anthropic", model_name, "M", 1, &[]))
            .await
            .then_expect_error(AiModelError::InvalidModelName);
    }
}

#[tokio::test]
async fn registering_a_model_with_an_empty_or_oversized_display_name_is_rejected() {
    let long = "n".repeat(DISPLAY_NAME_MAX_CHARS + 1);
    for display_name in ["", " \n ", &long] {
        models()
            .given_no_previous_events()
            .when_async(register("anthropic", "m", display_name, 1, &[]))
            .await
            .then_expect_error(AiModelError::InvalidDisplayName);
    }
}

#[tokio::test]
async fn registering_a_model_with_max_tokens_out_of_range_is_rejected() {
    for max_tokens in [0, MAX_TOKENS_LIMIT + 1, u32::MAX] {
        models()
            .given_no_previous_events()
            .when_async(register("anthropic", "m", "M", max_tokens, &[]))
            .await
            .then_expect_error(AiModelError::InvalidMaxTokens);
    }
}

#[tokio::test]
async fn registering_a_model_with_a_tool_that_is_not_in_the_catalogue_is_rejected() {
    models()
        .given_no_previous_events()
        .when_async(register(
            "anthropic",
            "m",
            "M",
            1,
            &["search_documents", "send_email"],
        ))
        .await
        .then_expect_error(AiModelError::InvalidToolIds);
}

#[tokio::test]
async fn registering_a_model_twice_is_rejected() {
    models()
        .given(vec![registered()])
        .when_async(new_model())
        .await
        .then_expect_error(AiModelError::AlreadyExists);
}

#[tokio::test]
async fn every_other_command_on_a_model_that_does_not_exist_is_rejected_as_not_found() {
    for command in [update("m", "M", 1, &[]), set_enabled(false)] {
        models()
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(AiModelError::NotFound);
    }
}

// ----- Update -----

#[tokio::test]
async fn updating_a_model_records_all_four_fields_as_they_now_are() {
    models()
        .given(vec![registered()])
        .when_async(update(
            "claude-sonnet-4-6 ",
            " Sonnet",
            4096,
            &["lookup_organization", "list_my_tasks"],
        ))
        .await
        .then_expect_events(vec![AiModelEvent::AiModelUpdated {
            model_name: "claude-sonnet-4-6".into(),
            display_name: "Sonnet".into(),
            max_tokens: 4096,
            tool_keys: strings(&["list_my_tasks", "lookup_organization"]),
        }]);
}

#[tokio::test]
async fn an_update_that_only_adds_spaces_or_reorders_the_tools_changes_nothing() {
    models()
        .given(vec![registered()])
        .when_async(update(
            "claude-sonnet-4-5",
            " Claude Sonnet  ",
            1024,
            &["draft_task", "search_documents"],
        ))
        .await
        .then_expect_error(AiModelError::NothingChanged);
}

#[tokio::test]
async fn an_update_with_an_invalid_field_is_rejected_naming_it() {
    let cases = [
        (update("a b", "M", 1, &[]), AiModelError::InvalidModelName),
        (update("m", " ", 1, &[]), AiModelError::InvalidDisplayName),
        (update("m", "M", 0, &[]), AiModelError::InvalidMaxTokens),
        (update("m", "M", 1, &["nope"]), AiModelError::InvalidToolIds),
    ];
    for (command, error) in cases {
        models()
            .given(vec![registered()])
            .when_async(command)
            .await
            .then_expect_error(error);
    }
}

// ----- SetEnabled -----

#[tokio::test]
async fn disabling_an_enabled_model_and_enabling_it_again_are_recorded() {
    models()
        .given(vec![registered()])
        .when_async(set_enabled(false))
        .await
        .then_expect_events(vec![AiModelEvent::AiModelDisabled {}]);
    models()
        .given(vec![registered(), AiModelEvent::AiModelDisabled {}])
        .when_async(set_enabled(true))
        .await
        .then_expect_events(vec![AiModelEvent::AiModelEnabled {}]);
}

#[tokio::test]
async fn setting_a_model_to_its_current_status_is_rejected() {
    models()
        .given(vec![registered()])
        .when_async(set_enabled(true))
        .await
        .then_expect_error(AiModelError::StatusUnchanged);
    models()
        .given(vec![registered(), AiModelEvent::AiModelDisabled {}])
        .when_async(set_enabled(false))
        .await
        .then_expect_error(AiModelError::StatusUnchanged);
}

// ----- State, types and registration -----

/// One event of every type, in the order of [`AiModelEvent::TYPES`].
fn one_of_each() -> Vec<AiModelEvent> {
    vec![
        registered(),
        AiModelEvent::AiModelUpdated {
            model_name: "claude-sonnet-4-6".into(),
            display_name: "Sonnet".into(),
            max_tokens: 4096,
            tool_keys: strings(TOOL_KEYS),
        },
        AiModelEvent::AiModelEnabled {},
        AiModelEvent::AiModelDisabled {},
    ]
}

#[test]
fn the_state_folds_every_event() {
    let mut model = AiModel::default();
    assert!(!model.exists());
    assert!(!model.enabled());
    assert_eq!(model.facts(), None);
    for event in one_of_each() {
        cqrs_es::Aggregate::apply(&mut model, event);
    }
    assert!(model.exists());
    assert_eq!(model.id(), Some(SONNET));
    assert_eq!(model.provider(), "anthropic");
    assert_eq!(model.model_name(), "claude-sonnet-4-6");
    assert_eq!(model.display_name(), "Sonnet");
    assert_eq!(model.max_tokens(), 4096);
    assert_eq!(model.tool_keys(), strings(TOOL_KEYS));
    assert!(!model.enabled());
    assert_eq!(
        model.facts(),
        Some(ModelFacts {
            enabled: false,
            tool_keys: strings(TOOL_KEYS),
        })
    );
}

#[test]
fn event_types_are_the_serialized_tags_and_all_listed_in_types() {
    let events = one_of_each();
    let types: Vec<String> = events
        .iter()
        .map(cqrs_es::DomainEvent::event_type)
        .collect();
    assert_eq!(types, AiModelEvent::TYPES);
    for event in events {
        let json = serde_json::to_value(&event).unwrap();
        let tag = json.as_object().unwrap().keys().next().unwrap().clone();
        assert_eq!(tag, cqrs_es::DomainEvent::event_type(&event));
        assert_eq!(cqrs_es::DomainEvent::event_version(&event), "1.0");
        assert_eq!(serde_json::from_value::<AiModelEvent>(json).unwrap(), event);
    }
}

#[test]
fn the_aggregate_is_registered_under_its_type() {
    let kind = crate::aggregate_kind("AiModel").unwrap();
    assert_eq!(kind.event_types, AiModelEvent::TYPES);
    assert_eq!(<AiModel as cqrs_es::Aggregate>::TYPE, "AiModel");
    assert_eq!(new_model().name(), "RegisterAiModel");
    assert_eq!(update("m", "M", 1, &[]).name(), "UpdateAiModel");
    assert_eq!(set_enabled(true).name(), "SetAiModelEnabled");
}
