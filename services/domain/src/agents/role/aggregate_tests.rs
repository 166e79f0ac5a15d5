//! Given/when/then tests: every agent role command and every rejection.

use cqrs_es::test::TestFramework;
use uuid::Uuid;

use super::*;
use crate::Command;
use crate::agents::NAME_MAX_CHARS;

const RESEARCHER: Uuid = Uuid::from_u128(0xa9e7);

fn roles() -> TestFramework<AgentRole> {
    TestFramework::with(AgentRoleServices)
}

fn create(name: &str, category: RoleCategory) -> AgentRoleCommand {
    AgentRoleCommand::Create {
        role_id: RESEARCHER,
        name: name.into(),
        category,
    }
}

fn created() -> AgentRoleEvent {
    AgentRoleEvent::AgentRoleCreated {
        role_id: RESEARCHER,
        name: "Researcher".into(),
        category: RoleCategory::Execution,
    }
}

fn update(name: &str, category: RoleCategory) -> AgentRoleCommand {
    AgentRoleCommand::Update {
        name: name.into(),
        category,
    }
}

// ----- Create -----

#[tokio::test]
async fn creating_an_agent_role_records_its_trimmed_name_and_category() {
    roles()
        .given_no_previous_events()
        .when_async(create("  Researcher ", RoleCategory::Execution))
        .await
        .then_expect_events(vec![created()]);
}

#[tokio::test]
async fn creating_an_agent_role_with_an_empty_or_oversized_name_is_rejected() {
    for name in ["", "  ", &"x".repeat(NAME_MAX_CHARS + 1)] {
        roles()
            .given_no_previous_events()
            .when_async(create(name, RoleCategory::Management))
            .await
            .then_expect_error(AgentRoleError::InvalidName);
    }
}

#[tokio::test]
async fn a_japanese_name_of_the_maximum_length_is_accepted() {
    let name = "調".repeat(NAME_MAX_CHARS);
    roles()
        .given_no_previous_events()
        .when_async(create(&name, RoleCategory::Management))
        .await
        .then_expect_events(vec![AgentRoleEvent::AgentRoleCreated {
            role_id: RESEARCHER,
            name,
            category: RoleCategory::Management,
        }]);
}

#[tokio::test]
async fn creating_an_agent_role_twice_is_rejected() {
    roles()
        .given(vec![created()])
        .when_async(create("Researcher", RoleCategory::Execution))
        .await
        .then_expect_error(AgentRoleError::AlreadyExists);
}

// ----- Update -----

#[tokio::test]
async fn updating_an_agent_role_records_both_fields_as_they_now_are() {
    roles()
        .given(vec![created()])
        .when_async(update(" Analyst ", RoleCategory::Execution))
        .await
        .then_expect_events(vec![AgentRoleEvent::AgentRoleUpdated {
            name: "Analyst".into(),
            category: RoleCategory::Execution,
        }]);
    roles()
        .given(vec![created()])
        .when_async(update("Researcher", RoleCategory::Management))
        .await
        .then_expect_events(vec![AgentRoleEvent::AgentRoleUpdated {
            name: "Researcher".into(),
            category: RoleCategory::Management,
        }]);
}

#[tokio::test]
async fn an_update_that_only_adds_spaces_around_the_name_changes_nothing() {
    roles()
        .given(vec![created()])
        .when_async(update("Researcher  ", RoleCategory::Execution))
        .await
        .then_expect_error(AgentRoleError::NothingChanged);
}

#[tokio::test]
async fn updating_an_agent_role_with_an_empty_name_is_rejected() {
    roles()
        .given(vec![created()])
        .when_async(update(" ", RoleCategory::Execution))
        .await
        .then_expect_error(AgentRoleError::InvalidName);
}

#[tokio::test]
async fn updating_an_agent_role_that_does_not_exist_is_rejected_as_not_found() {
    roles()
        .given_no_previous_events()
        .when_async(update("Analyst", RoleCategory::Execution))
        .await
        .then_expect_error(AgentRoleError::NotFound);
}

// ----- State, types and registration -----

/// One event of every type, in the order of [`AgentRoleEvent::TYPES`].
fn one_of_each() -> Vec<AgentRoleEvent> {
    vec![
        created(),
        AgentRoleEvent::AgentRoleUpdated {
            name: "Analyst".into(),
            category: RoleCategory::Management,
        },
    ]
}

#[test]
fn the_state_folds_every_event() {
    let mut role = AgentRole::default();
    assert!(!role.exists());
    for event in one_of_each() {
        cqrs_es::Aggregate::apply(&mut role, event);
    }
    assert!(role.exists());
    assert_eq!(role.id(), Some(RESEARCHER));
    assert_eq!(role.name(), "Analyst");
    assert_eq!(role.category(), RoleCategory::Management);
}

#[test]
fn event_types_are_the_serialized_tags_and_all_listed_in_types() {
    let events = one_of_each();
    let types: Vec<String> = events
        .iter()
        .map(cqrs_es::DomainEvent::event_type)
        .collect();
    assert_eq!(types, AgentRoleEvent::TYPES);
    for event in events {
        let json = serde_json::to_value(&event).unwrap();
        let tag = json.as_object().unwrap().keys().next().unwrap().clone();
        assert_eq!(tag, cqrs_es::DomainEvent::event_type(&event));
        assert_eq!(cqrs_es::DomainEvent::event_version(&event), "1.0");
        assert_eq!(
            serde_json::from_value::<AgentRoleEvent>(json).unwrap(),
            event
        );
    }
    // The category is stored by name, as employees' roles store theirs.
    assert_eq!(
        serde_json::to_value(created()).unwrap()["AgentRoleCreated"]["category"],
        "execution"
    );
}

#[test]
fn the_aggregate_is_registered_under_its_type() {
    let kind = crate::aggregate_kind("AgentRole").unwrap();
    assert_eq!(kind.event_types, AgentRoleEvent::TYPES);
    assert_eq!(<AgentRole as cqrs_es::Aggregate>::TYPE, "AgentRole");
    assert_eq!(
        create("a", RoleCategory::Management).name(),
        "CreateAgentRole"
    );
    assert_eq!(
        update("a", RoleCategory::Management).name(),
        "UpdateAgentRole"
    );
}
