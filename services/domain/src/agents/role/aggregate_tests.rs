//! Given/when/then tests: every agent role command and every rejection.

use std::sync::Arc;

use cqrs_es::test::TestFramework;
use uuid::Uuid;

use super::*;
use crate::Command;
use crate::agents::NAME_MAX_CHARS;

const RESEARCHER: Uuid = Uuid::from_u128(0xa9e7);

/// The edge's count of what depends on a role, fixed for a test.
struct Dependents(AgentRoleDependents);

#[async_trait::async_trait]
impl AgentRoleLookup for Dependents {
    async fn dependents(&self, _: Uuid) -> Result<AgentRoleDependents, String> {
        Ok(self.0)
    }
}

/// Roles no agent has.
fn roles() -> TestFramework<AgentRole> {
    used_by(AgentRoleDependents::default())
}

fn used_by(dependents: AgentRoleDependents) -> TestFramework<AgentRole> {
    TestFramework::with(AgentRoleServices {
        lookup: Arc::new(Dependents(dependents)),
    })
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
        AgentRoleEvent::AgentRoleDeleted {},
        AgentRoleEvent::AgentRoleRestored {},
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
    assert!(!role.is_deleted());
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
    assert_eq!(AgentRoleCommand::Delete.name(), "DeleteAgentRole");
    assert_eq!(AgentRoleCommand::Restore.name(), "RestoreAgentRole");
}

// ----- Trash (issue 35) -----

fn deleted() -> AgentRoleEvent {
    AgentRoleEvent::AgentRoleDeleted {}
}

fn restored() -> AgentRoleEvent {
    AgentRoleEvent::AgentRoleRestored {}
}

#[tokio::test]
async fn deleting_a_role_no_agent_has_moves_it_to_the_trash() {
    roles()
        .given(vec![created()])
        .when_async(AgentRoleCommand::Delete)
        .await
        .then_expect_events(vec![deleted()]);
}

#[tokio::test]
async fn a_role_that_agents_have_is_not_deleted_and_the_refusal_counts_them() {
    for dependents in [
        AgentRoleDependents {
            agents: 3,
            archived_agents: 0,
        },
        // An archived agent keeps its role: un-archived, it would have none.
        AgentRoleDependents {
            agents: 0,
            archived_agents: 1,
        },
    ] {
        used_by(dependents)
            .given(vec![created()])
            .when_async(AgentRoleCommand::Delete)
            .await
            .then_expect_error(AgentRoleError::InUse(dependents));
    }
}

#[tokio::test]
async fn a_failed_count_of_dependents_refuses_the_deletion() {
    struct Failing;
    #[async_trait::async_trait]
    impl AgentRoleLookup for Failing {
        async fn dependents(&self, _: Uuid) -> Result<AgentRoleDependents, String> {
            Err("down".into())
        }
    }
    TestFramework::<AgentRole>::with(AgentRoleServices {
        lookup: Arc::new(Failing),
    })
    .given(vec![created()])
    .when_async(AgentRoleCommand::Delete)
    .await
    .then_expect_error(AgentRoleError::Lookup("down".into()));
}

#[tokio::test]
async fn a_deleted_role_takes_no_command_but_its_restore() {
    for command in [
        update("Analyst", RoleCategory::Management),
        AgentRoleCommand::Delete,
    ] {
        roles()
            .given(vec![created(), deleted()])
            .when_async(command)
            .await
            .then_expect_error(AgentRoleError::NotFound);
    }
    // Its id stays taken.
    roles()
        .given(vec![created(), deleted()])
        .when_async(create("Researcher", RoleCategory::Execution))
        .await
        .then_expect_error(AgentRoleError::AlreadyExists);
}

#[tokio::test]
async fn deleting_or_restoring_a_role_that_does_not_exist_is_rejected_as_not_found() {
    for command in [AgentRoleCommand::Delete, AgentRoleCommand::Restore] {
        roles()
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(AgentRoleError::NotFound);
    }
}

#[tokio::test]
async fn restoring_a_deleted_role_brings_it_back_as_it_was() {
    roles()
        .given(vec![created(), deleted()])
        .when_async(AgentRoleCommand::Restore)
        .await
        .then_expect_events(vec![restored()]);
    // Its name and category are those it was deleted with, and it takes commands again.
    roles()
        .given(vec![created(), deleted(), restored()])
        .when_async(update("Researcher", RoleCategory::Execution))
        .await
        .then_expect_error(AgentRoleError::NothingChanged);
    roles()
        .given(vec![created(), deleted(), restored()])
        .when_async(AgentRoleCommand::Delete)
        .await
        .then_expect_events(vec![deleted()]);
}

#[tokio::test]
async fn restoring_a_role_that_is_not_in_the_trash_is_refused() {
    for given in [vec![created()], vec![created(), deleted(), restored()]] {
        roles()
            .given(given)
            .when_async(AgentRoleCommand::Restore)
            .await
            .then_expect_error(AgentRoleError::NotDeleted);
    }
}

#[test]
fn a_state_recorded_before_the_trash_reads_as_not_deleted() {
    let mut role = AgentRole::default();
    cqrs_es::Aggregate::apply(&mut role, created());
    let mut json = serde_json::to_value(&role).unwrap();
    json.as_object_mut().unwrap().remove("deleted");
    let read: AgentRole = serde_json::from_value(json).unwrap();
    assert!(read.exists());
    assert!(!read.is_deleted());
}
