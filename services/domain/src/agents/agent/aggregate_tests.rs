//! Given/when/then tests: every agent command and every rejection.

use std::collections::HashMap;
use std::sync::Arc;

use cqrs_es::test::TestFramework;
use uuid::Uuid;

use super::*;
use crate::Command;
use crate::agents::{
    DESCRIPTION_MAX_CHARS, INSTRUCTION_MAX_CHARS, MAX_DOCUMENTS, MAX_TAGS, NAME_MAX_CHARS,
};
use crate::ai::ModelFacts;

const AGENT: Uuid = Uuid::from_u128(0xa6e7);
const ADA: Uuid = Uuid::from_u128(0xada);
const RESEARCHER: Uuid = Uuid::from_u128(0x7e5);
const WRITER: Uuid = Uuid::from_u128(0x7e52);
/// Enabled, with `search_documents` and `list_my_tasks`.
const SONNET: Uuid = Uuid::from_u128(0x5011);
/// Disabled, with `search_documents` only.
const HAIKU: Uuid = Uuid::from_u128(0x4a1c);
const HANDBOOK: Uuid = Uuid::from_u128(0xd0c);
const CONTRACT: Uuid = Uuid::from_u128(0xd0c2);
const URGENT: Uuid = Uuid::from_u128(0x7a9);
const VIP: Uuid = Uuid::from_u128(0x719);
/// Names no role, model, document or tag.
const GHOST: Uuid = Uuid::from_u128(0xdead);

/// The write side as the agent rules see it: every role, document and tag exists but
/// [`GHOST`]; the models are Sonnet and Haiku.
struct World {
    models: HashMap<Uuid, ModelFacts>,
}

#[async_trait::async_trait]
impl AgentLookup for World {
    async fn agent_role_exists(&self, role_id: Uuid) -> bool {
        role_id != GHOST
    }

    async fn ai_model(&self, model_id: Uuid) -> Option<ModelFacts> {
        self.models.get(&model_id).cloned()
    }

    async fn missing_documents(&self, ids: &[Uuid]) -> Vec<Uuid> {
        ids.iter().copied().filter(|id| *id == GHOST).collect()
    }

    async fn missing_tags(&self, ids: &[Uuid]) -> Vec<Uuid> {
        ids.iter().copied().filter(|id| *id == GHOST).collect()
    }
}

/// A write side that must not be asked: proves a command asked nothing.
struct NotAsked;

#[async_trait::async_trait]
impl AgentLookup for NotAsked {
    async fn agent_role_exists(&self, _: Uuid) -> bool {
        panic!("asked whether a role exists")
    }

    async fn ai_model(&self, _: Uuid) -> Option<ModelFacts> {
        panic!("asked about a model")
    }

    async fn missing_documents(&self, _: &[Uuid]) -> Vec<Uuid> {
        panic!("asked about documents")
    }

    async fn missing_tags(&self, _: &[Uuid]) -> Vec<Uuid> {
        panic!("asked about tags")
    }
}

fn strings(values: &[&str]) -> Vec<String> {
    values.iter().map(|v| (*v).to_owned()).collect()
}

fn agents() -> TestFramework<Agent> {
    let models = HashMap::from([
        (
            SONNET,
            ModelFacts {
                enabled: true,
                tool_keys: strings(&["search_documents", "list_my_tasks"]),
            },
        ),
        (
            HAIKU,
            ModelFacts {
                enabled: false,
                tool_keys: strings(&["search_documents"]),
            },
        ),
    ]);
    TestFramework::with(AgentServices {
        lookup: Arc::new(World { models }),
    })
}

fn agents_asking_nothing() -> TestFramework<Agent> {
    TestFramework::with(AgentServices {
        lookup: Arc::new(NotAsked),
    })
}

/// The new-agent form as sent: spaces around the texts, tools out of catalogue order,
/// documents and tags repeated.
fn form() -> AgentProfile {
    AgentProfile {
        name: "  Librarian ".into(),
        description: " Finds what the handbook says. ".into(),
        instruction: "\nYou answer from the company's documents.\n".into(),
        role_id: RESEARCHER,
        emotional_level: 2,
        default_model_id: Some(SONNET),
        default_tool_keys: strings(&["list_my_tasks", "search_documents", "list_my_tasks"]),
        document_ids: vec![HANDBOOK, CONTRACT, HANDBOOK],
        tag_ids: vec![URGENT, URGENT],
    }
}

/// [`form`] as recorded.
fn profile() -> AgentProfile {
    AgentProfile {
        name: "Librarian".into(),
        description: "Finds what the handbook says.".into(),
        instruction: "You answer from the company's documents.".into(),
        role_id: RESEARCHER,
        emotional_level: 2,
        default_model_id: Some(SONNET),
        default_tool_keys: strings(&["search_documents", "list_my_tasks"]),
        document_ids: vec![HANDBOOK, CONTRACT],
        tag_ids: vec![URGENT],
    }
}

/// The least a form may say: a name, an instruction, a role and a level.
fn bare() -> AgentProfile {
    AgentProfile {
        name: "Greeter".into(),
        description: String::new(),
        instruction: "Say hello.".into(),
        role_id: RESEARCHER,
        emotional_level: 5,
        default_model_id: None,
        default_tool_keys: vec![],
        document_ids: vec![],
        tag_ids: vec![],
    }
}

fn create(profile: AgentProfile) -> AgentCommand {
    AgentCommand::Create {
        agent_id: AGENT,
        author_id: ADA,
        profile,
    }
}

fn created_with(profile: AgentProfile) -> AgentEvent {
    AgentEvent::AgentCreated {
        agent_id: AGENT,
        author_id: ADA,
        profile,
    }
}

fn created() -> AgentEvent {
    created_with(profile())
}

fn update(profile: AgentProfile) -> AgentCommand {
    AgentCommand::Update { profile }
}

fn updated(profile: AgentProfile) -> AgentEvent {
    AgentEvent::AgentUpdated { profile }
}

/// `n` distinct ids, none of them the named ones.
fn many_ids(n: usize) -> Vec<Uuid> {
    (0..n)
        .map(|i| Uuid::from_u128(0x1_0000 + i as u128))
        .collect()
}

async fn rejects_creating(profile: AgentProfile, error: AgentError) {
    agents()
        .given_no_previous_events()
        .when_async(create(profile))
        .await
        .then_expect_error(error);
}

// ----- Create -----

#[tokio::test]
async fn creating_an_agent_records_its_profile_trimmed_with_tools_in_catalogue_order_and_ids_once()
{
    agents()
        .given_no_previous_events()
        .when_async(create(form()))
        .await
        .then_expect_events(vec![created()]);
}

#[tokio::test]
async fn an_agent_needs_no_description_model_tools_documents_or_tags() {
    agents()
        .given_no_previous_events()
        .when_async(create(AgentProfile {
            description: "   ".into(),
            ..bare()
        }))
        .await
        .then_expect_events(vec![created_with(bare())]);
}

#[tokio::test]
async fn texts_of_the_maximum_length_in_japanese_are_accepted() {
    let profile = AgentProfile {
        name: "名".repeat(NAME_MAX_CHARS),
        description: "説".repeat(DESCRIPTION_MAX_CHARS),
        instruction: "指".repeat(INSTRUCTION_MAX_CHARS),
        ..bare()
    };
    agents()
        .given_no_previous_events()
        .when_async(create(profile.clone()))
        .await
        .then_expect_events(vec![created_with(profile)]);
}

#[tokio::test]
async fn creating_an_agent_with_an_empty_or_oversized_name_is_rejected() {
    for name in ["".to_owned(), " \t ".into(), "x".repeat(NAME_MAX_CHARS + 1)] {
        rejects_creating(AgentProfile { name, ..bare() }, AgentError::InvalidName).await;
    }
}

#[tokio::test]
async fn creating_an_agent_with_an_oversized_description_is_rejected() {
    let description = "x".repeat(DESCRIPTION_MAX_CHARS + 1);
    rejects_creating(
        AgentProfile {
            description,
            ..bare()
        },
        AgentError::InvalidDescription,
    )
    .await;
}

#[tokio::test]
async fn creating_an_agent_with_an_empty_or_oversized_instruction_is_rejected() {
    for instruction in [
        "".to_owned(),
        "\n\n".into(),
        "x".repeat(INSTRUCTION_MAX_CHARS + 1),
    ] {
        rejects_creating(
            AgentProfile {
                instruction,
                ..bare()
            },
            AgentError::InvalidInstruction,
        )
        .await;
    }
}

#[tokio::test]
async fn every_emotional_level_from_1_to_5_is_accepted_and_no_other() {
    for emotional_level in 1..=5 {
        let profile = AgentProfile {
            emotional_level,
            ..bare()
        };
        agents()
            .given_no_previous_events()
            .when_async(create(profile.clone()))
            .await
            .then_expect_events(vec![created_with(profile)]);
    }
    for emotional_level in [0, 6, u8::MAX] {
        rejects_creating(
            AgentProfile {
                emotional_level,
                ..bare()
            },
            AgentError::InvalidEmotionalLevel,
        )
        .await;
    }
}

#[tokio::test]
async fn creating_an_agent_in_a_role_that_does_not_exist_is_rejected() {
    rejects_creating(
        AgentProfile {
            role_id: GHOST,
            ..bare()
        },
        AgentError::RoleNotFound,
    )
    .await;
}

#[tokio::test]
async fn creating_an_agent_with_a_tool_that_is_not_in_the_catalogue_is_rejected() {
    rejects_creating(
        AgentProfile {
            default_tool_keys: strings(&["search_documents", "send_email"]),
            ..profile()
        },
        AgentError::InvalidToolIds,
    )
    .await;
}

#[tokio::test]
async fn default_tools_without_a_default_model_do_not_belong_to_one() {
    rejects_creating(
        AgentProfile {
            default_tool_keys: strings(&["search_documents"]),
            ..bare()
        },
        AgentError::ToolsNotOfModel,
    )
    .await;
}

#[tokio::test]
async fn default_tools_the_default_model_does_not_have_are_rejected() {
    rejects_creating(
        AgentProfile {
            default_model_id: Some(HAIKU),
            default_tool_keys: strings(&["search_documents", "list_my_tasks"]),
            ..bare()
        },
        AgentError::ToolsNotOfModel,
    )
    .await;
}

#[tokio::test]
async fn creating_an_agent_with_a_default_model_that_does_not_exist_is_rejected() {
    rejects_creating(
        AgentProfile {
            default_model_id: Some(GHOST),
            ..bare()
        },
        AgentError::ModelNotFound,
    )
    .await;
}

#[tokio::test]
async fn a_disabled_model_may_be_an_agents_default() {
    let profile = AgentProfile {
        default_model_id: Some(HAIKU),
        default_tool_keys: strings(&["search_documents"]),
        ..bare()
    };
    agents()
        .given_no_previous_events()
        .when_async(create(profile.clone()))
        .await
        .then_expect_events(vec![created_with(profile)]);
}

#[tokio::test]
async fn creating_an_agent_that_knows_a_document_that_does_not_exist_is_rejected() {
    rejects_creating(
        AgentProfile {
            document_ids: vec![HANDBOOK, GHOST],
            ..bare()
        },
        AgentError::DocumentsNotFound,
    )
    .await;
}

#[tokio::test]
async fn creating_an_agent_with_a_tag_that_does_not_exist_is_rejected() {
    rejects_creating(
        AgentProfile {
            tag_ids: vec![GHOST, URGENT],
            ..bare()
        },
        AgentError::TagsNotFound,
    )
    .await;
}

#[tokio::test]
async fn an_agent_knows_at_most_50_documents_and_carries_at_most_20_tags_repeats_not_counted() {
    let mut document_ids = many_ids(MAX_DOCUMENTS);
    document_ids.push(document_ids[0]);
    let mut tag_ids = many_ids(MAX_TAGS);
    tag_ids.push(tag_ids[3]);
    let at_most = AgentProfile {
        document_ids,
        tag_ids,
        ..bare()
    };
    agents()
        .given_no_previous_events()
        .when_async(create(at_most))
        .await
        .then_expect_events(vec![created_with(AgentProfile {
            document_ids: many_ids(MAX_DOCUMENTS),
            tag_ids: many_ids(MAX_TAGS),
            ..bare()
        })]);
    rejects_creating(
        AgentProfile {
            document_ids: many_ids(MAX_DOCUMENTS + 1),
            ..bare()
        },
        AgentError::InvalidDocuments,
    )
    .await;
    rejects_creating(
        AgentProfile {
            tag_ids: many_ids(MAX_TAGS + 1),
            ..bare()
        },
        AgentError::InvalidTags,
    )
    .await;
}

#[tokio::test]
async fn a_form_wrong_in_several_ways_is_rejected_for_the_first_in_form_order() {
    // Fields before lookups; each in the form's order.
    let everything_wrong = AgentProfile {
        name: " ".into(),
        description: "x".repeat(DESCRIPTION_MAX_CHARS + 1),
        instruction: String::new(),
        role_id: GHOST,
        emotional_level: 0,
        default_model_id: Some(GHOST),
        default_tool_keys: strings(&["nope"]),
        document_ids: vec![GHOST],
        tag_ids: vec![GHOST],
    };
    let cases = [
        (everything_wrong.clone(), AgentError::InvalidName),
        (
            AgentProfile {
                name: "A".into(),
                ..everything_wrong.clone()
            },
            AgentError::InvalidDescription,
        ),
        (
            AgentProfile {
                name: "A".into(),
                description: String::new(),
                ..everything_wrong.clone()
            },
            AgentError::InvalidInstruction,
        ),
        (
            AgentProfile {
                name: "A".into(),
                description: String::new(),
                instruction: "I".into(),
                ..everything_wrong.clone()
            },
            AgentError::InvalidEmotionalLevel,
        ),
        (
            AgentProfile {
                name: "A".into(),
                description: String::new(),
                instruction: "I".into(),
                emotional_level: 3,
                ..everything_wrong.clone()
            },
            AgentError::InvalidToolIds,
        ),
        (
            AgentProfile {
                name: "A".into(),
                description: String::new(),
                instruction: "I".into(),
                emotional_level: 3,
                default_tool_keys: vec![],
                document_ids: many_ids(MAX_DOCUMENTS + 1),
                tag_ids: many_ids(MAX_TAGS + 1),
                ..everything_wrong.clone()
            },
            AgentError::InvalidDocuments,
        ),
        (
            AgentProfile {
                name: "A".into(),
                description: String::new(),
                instruction: "I".into(),
                emotional_level: 3,
                default_tool_keys: vec![],
                ..everything_wrong.clone()
            },
            AgentError::RoleNotFound,
        ),
        (
            AgentProfile {
                name: "A".into(),
                description: String::new(),
                instruction: "I".into(),
                emotional_level: 3,
                default_tool_keys: vec![],
                role_id: RESEARCHER,
                ..everything_wrong.clone()
            },
            AgentError::ModelNotFound,
        ),
        (
            AgentProfile {
                name: "A".into(),
                description: String::new(),
                instruction: "I".into(),
                emotional_level: 3,
                default_tool_keys: vec![],
                role_id: RESEARCHER,
                default_model_id: None,
                ..everything_wrong.clone()
            },
            AgentError::DocumentsNotFound,
        ),
    ];
    for (profile, error) in cases {
        rejects_creating(profile, error).await;
    }
}

#[tokio::test]
async fn creating_an_agent_twice_is_rejected() {
    agents()
        .given(vec![created()])
        .when_async(create(form()))
        .await
        .then_expect_error(AgentError::AlreadyExists);
}

#[tokio::test]
async fn every_other_command_on_an_agent_that_does_not_exist_is_rejected_as_not_found() {
    for command in [
        update(bare()),
        AgentCommand::Archive,
        AgentCommand::Restore,
        AgentCommand::Delete,
        AgentCommand::RestoreFromTrash,
    ] {
        agents()
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(AgentError::NotFound);
    }
}

// ----- Update -----

#[tokio::test]
async fn updating_an_agent_records_the_whole_new_profile() {
    let changed = AgentProfile {
        name: " Archivist ".into(),
        role_id: WRITER,
        emotional_level: 4,
        default_tool_keys: strings(&["search_documents"]),
        document_ids: vec![CONTRACT],
        tag_ids: vec![VIP, URGENT],
        ..profile()
    };
    agents()
        .given(vec![created()])
        .when_async(update(changed))
        .await
        .then_expect_events(vec![updated(AgentProfile {
            name: "Archivist".into(),
            role_id: WRITER,
            emotional_level: 4,
            default_tool_keys: strings(&["search_documents"]),
            document_ids: vec![CONTRACT],
            tag_ids: vec![VIP, URGENT],
            ..profile()
        })]);
}

#[tokio::test]
async fn an_update_equal_to_the_current_profile_up_to_spaces_and_order_changes_nothing() {
    agents()
        .given(vec![created()])
        .when_async(update(AgentProfile {
            document_ids: vec![CONTRACT, HANDBOOK],
            ..form()
        }))
        .await
        .then_expect_error(AgentError::NothingChanged);
}

#[tokio::test]
async fn an_update_with_an_invalid_field_is_rejected_naming_it() {
    let cases = [
        (
            AgentProfile {
                name: String::new(),
                ..profile()
            },
            AgentError::InvalidName,
        ),
        (
            AgentProfile {
                instruction: " ".into(),
                ..profile()
            },
            AgentError::InvalidInstruction,
        ),
        (
            AgentProfile {
                emotional_level: 9,
                ..profile()
            },
            AgentError::InvalidEmotionalLevel,
        ),
        (
            AgentProfile {
                default_model_id: None,
                ..profile()
            },
            AgentError::ToolsNotOfModel,
        ),
        (
            AgentProfile {
                tag_ids: many_ids(MAX_TAGS + 1),
                ..profile()
            },
            AgentError::InvalidTags,
        ),
    ];
    for (profile, error) in cases {
        agents()
            .given(vec![created()])
            .when_async(update(profile))
            .await
            .then_expect_error(error);
    }
}

#[tokio::test]
async fn an_update_asks_only_about_what_is_new_to_the_agent() {
    // The role, document and tag it holds have gone since; renaming it asks nothing.
    let held = AgentProfile {
        role_id: GHOST,
        document_ids: vec![GHOST],
        tag_ids: vec![GHOST],
        ..profile()
    };
    agents_asking_nothing()
        .given(vec![created_with(held.clone())])
        .when_async(update(AgentProfile {
            name: "Archivist".into(),
            ..held.clone()
        }))
        .await
        .then_expect_events(vec![updated(AgentProfile {
            name: "Archivist".into(),
            ..held
        })]);
}

#[tokio::test]
async fn an_update_naming_a_role_document_or_tag_that_does_not_exist_is_rejected() {
    let cases = [
        (
            AgentProfile {
                role_id: GHOST,
                ..profile()
            },
            AgentError::RoleNotFound,
        ),
        (
            AgentProfile {
                document_ids: vec![HANDBOOK, GHOST],
                ..profile()
            },
            AgentError::DocumentsNotFound,
        ),
        (
            AgentProfile {
                tag_ids: vec![GHOST],
                ..profile()
            },
            AgentError::TagsNotFound,
        ),
        (
            AgentProfile {
                default_model_id: Some(GHOST),
                ..profile()
            },
            AgentError::ModelNotFound,
        ),
    ];
    for (profile, error) in cases {
        agents()
            .given(vec![created()])
            .when_async(update(profile))
            .await
            .then_expect_error(error);
    }
}

#[tokio::test]
async fn changing_the_default_model_checks_every_default_tool_against_the_new_model() {
    // Haiku has search_documents but not list_my_tasks.
    agents()
        .given(vec![created()])
        .when_async(update(AgentProfile {
            default_model_id: Some(HAIKU),
            ..profile()
        }))
        .await
        .then_expect_error(AgentError::ToolsNotOfModel);
    agents()
        .given(vec![created()])
        .when_async(update(AgentProfile {
            default_model_id: Some(HAIKU),
            default_tool_keys: strings(&["search_documents"]),
            ..profile()
        }))
        .await
        .then_expect_events(vec![updated(AgentProfile {
            default_model_id: Some(HAIKU),
            default_tool_keys: strings(&["search_documents"]),
            ..profile()
        })]);
}

#[tokio::test]
async fn adding_a_default_tool_the_model_does_not_have_is_rejected() {
    agents()
        .given(vec![created()])
        .when_async(update(AgentProfile {
            default_tool_keys: strings(&["search_documents", "list_my_tasks", "draft_task"]),
            ..profile()
        }))
        .await
        .then_expect_error(AgentError::ToolsNotOfModel);
}

#[tokio::test]
async fn an_archived_agent_is_not_updated() {
    agents()
        .given(vec![created(), AgentEvent::AgentArchived {}])
        .when_async(update(bare()))
        .await
        .then_expect_error(AgentError::Archived);
}

// ----- Archive and Restore -----

#[tokio::test]
async fn archiving_an_agent_is_recorded_once() {
    agents()
        .given(vec![created()])
        .when_async(AgentCommand::Archive)
        .await
        .then_expect_events(vec![AgentEvent::AgentArchived {}]);
    agents()
        .given(vec![created(), AgentEvent::AgentArchived {}])
        .when_async(AgentCommand::Archive)
        .await
        .then_expect_error(AgentError::AlreadyArchived);
}

#[tokio::test]
async fn restoring_an_archived_agent_is_recorded_and_only_an_archived_one_is_restored() {
    agents()
        .given(vec![created(), AgentEvent::AgentArchived {}])
        .when_async(AgentCommand::Restore)
        .await
        .then_expect_events(vec![AgentEvent::AgentRestored {}]);
    agents()
        .given(vec![created()])
        .when_async(AgentCommand::Restore)
        .await
        .then_expect_error(AgentError::NotArchived);
    agents()
        .given(vec![
            created(),
            AgentEvent::AgentArchived {},
            AgentEvent::AgentRestored {},
        ])
        .when_async(update(bare()))
        .await
        .then_expect_events(vec![updated(bare())]);
}

// ----- Delete and RestoreFromTrash (issue 35) -----

#[tokio::test]
async fn deleting_an_agent_sends_it_to_the_trash_archived_or_not_asking_nothing() {
    agents_asking_nothing()
        .given(vec![created()])
        .when_async(AgentCommand::Delete)
        .await
        .then_expect_events(vec![AgentEvent::AgentDeleted {}]);
    agents_asking_nothing()
        .given(vec![created(), AgentEvent::AgentArchived {}])
        .when_async(AgentCommand::Delete)
        .await
        .then_expect_events(vec![AgentEvent::AgentDeleted {}]);
}

#[tokio::test]
async fn a_deleted_agent_takes_no_command_but_its_restore_from_the_trash() {
    for command in [
        update(bare()),
        AgentCommand::Archive,
        AgentCommand::Restore,
        AgentCommand::Delete,
    ] {
        agents()
            .given(vec![created(), AgentEvent::AgentDeleted {}])
            .when_async(command)
            .await
            .then_expect_error(AgentError::NotFound);
    }
    // Its id stays taken in the trash.
    agents()
        .given(vec![created(), AgentEvent::AgentDeleted {}])
        .when_async(create(form()))
        .await
        .then_expect_error(AgentError::AlreadyExists);
}

/// What the edge asks before a chat's message (issue 35): an agent in the trash is said apart
/// from one that never was.
#[test]
fn an_agent_is_in_the_trash_between_its_deletion_and_its_restore() {
    let mut agent = Agent::default();
    assert!(!agent.in_trash() && !agent.exists());
    agent.apply(created());
    assert!(!agent.in_trash() && agent.exists());
    agent.apply(AgentEvent::AgentDeleted {});
    assert!(agent.in_trash() && !agent.exists());
    agent.apply(AgentEvent::AgentRestoredFromTrash {});
    assert!(!agent.in_trash() && agent.exists());
}

#[tokio::test]
async fn restoring_from_the_trash_brings_the_agent_back_as_it_was() {
    agents()
        .given(vec![created(), AgentEvent::AgentDeleted {}])
        .when_async(AgentCommand::RestoreFromTrash)
        .await
        .then_expect_events(vec![AgentEvent::AgentRestoredFromTrash {}]);
    // Archived it went, archived it comes back: un-archiving is still its own step.
    agents()
        .given(vec![
            created(),
            AgentEvent::AgentArchived {},
            AgentEvent::AgentDeleted {},
            AgentEvent::AgentRestoredFromTrash {},
        ])
        .when_async(AgentCommand::Restore)
        .await
        .then_expect_events(vec![AgentEvent::AgentRestored {}]);
    agents()
        .given(vec![
            created(),
            AgentEvent::AgentDeleted {},
            AgentEvent::AgentRestoredFromTrash {},
        ])
        .when_async(update(bare()))
        .await
        .then_expect_events(vec![updated(bare())]);
}

#[tokio::test]
async fn only_an_agent_in_the_trash_is_restored_from_it() {
    agents()
        .given(vec![created()])
        .when_async(AgentCommand::RestoreFromTrash)
        .await
        .then_expect_error(AgentError::NotDeleted);
    agents()
        .given(vec![created(), AgentEvent::AgentArchived {}])
        .when_async(AgentCommand::RestoreFromTrash)
        .await
        .then_expect_error(AgentError::NotDeleted);
    agents()
        .given(vec![
            created(),
            AgentEvent::AgentDeleted {},
            AgentEvent::AgentRestoredFromTrash {},
        ])
        .when_async(AgentCommand::RestoreFromTrash)
        .await
        .then_expect_error(AgentError::NotDeleted);
}

#[tokio::test]
async fn an_agent_whose_role_went_to_the_trash_meanwhile_is_not_restored_until_the_role_is() {
    let ghostly = AgentProfile {
        role_id: GHOST,
        ..profile()
    };
    agents()
        .given(vec![
            AgentEvent::AgentCreated {
                agent_id: AGENT,
                author_id: ADA,
                profile: ghostly,
            },
            AgentEvent::AgentDeleted {},
        ])
        .when_async(AgentCommand::RestoreFromTrash)
        .await
        .then_expect_error(AgentError::RoleNotFound);
}

// ----- State, types and registration -----

/// One event of every type, in the order of [`AgentEvent::TYPES`].
fn one_of_each() -> Vec<AgentEvent> {
    vec![
        created(),
        updated(bare()),
        AgentEvent::AgentArchived {},
        AgentEvent::AgentRestored {},
        AgentEvent::AgentDeleted {},
        AgentEvent::AgentRestoredFromTrash {},
    ]
}

#[test]
fn the_state_folds_every_event() {
    let mut agent = Agent::default();
    assert!(!agent.exists());
    let [created, updated, archived, restored, deleted, back] = one_of_each().try_into().unwrap();
    for event in [created, updated, archived] {
        cqrs_es::Aggregate::apply(&mut agent, event);
    }
    assert!(agent.exists());
    assert_eq!(agent.id(), Some(AGENT));
    assert_eq!(agent.author_id(), ADA);
    assert_eq!(agent.profile(), &bare());
    assert!(agent.archived());
    cqrs_es::Aggregate::apply(&mut agent, restored);
    assert!(!agent.archived());
    cqrs_es::Aggregate::apply(&mut agent, deleted);
    assert!(!agent.exists() && agent.is_deleted());
    assert_eq!(agent.profile(), &bare(), "the trash keeps its profile");
    cqrs_es::Aggregate::apply(&mut agent, back);
    assert!(agent.exists() && !agent.is_deleted());
}

#[test]
fn a_state_serialized_before_the_trash_reads_as_not_deleted() {
    let mut agent = Agent::default();
    cqrs_es::Aggregate::apply(&mut agent, created());
    let mut json = serde_json::to_value(&agent).unwrap();
    json.as_object_mut().unwrap().remove("deleted");
    let old: Agent = serde_json::from_value(json).unwrap();
    assert!(old.exists() && !old.is_deleted());
}

#[test]
fn event_types_are_the_serialized_tags_and_all_listed_in_types() {
    let events = one_of_each();
    let types: Vec<String> = events
        .iter()
        .map(cqrs_es::DomainEvent::event_type)
        .collect();
    assert_eq!(types, AgentEvent::TYPES);
    for event in events {
        let json = serde_json::to_value(&event).unwrap();
        let tag = json.as_object().unwrap().keys().next().unwrap().clone();
        assert_eq!(tag, cqrs_es::DomainEvent::event_type(&event));
        assert_eq!(cqrs_es::DomainEvent::event_version(&event), "1.0");
        assert_eq!(serde_json::from_value::<AgentEvent>(json).unwrap(), event);
    }
}

#[test]
fn a_stored_profile_is_flat_so_history_reads_it_field_by_field() {
    let json = serde_json::to_value(created()).unwrap();
    assert_eq!(
        json,
        serde_json::json!({ "AgentCreated": {
            "agent_id": AGENT,
            "author_id": ADA,
            "name": "Librarian",
            "description": "Finds what the handbook says.",
            "instruction": "You answer from the company's documents.",
            "role_id": RESEARCHER,
            "emotional_level": 2,
            "default_model_id": SONNET,
            "default_tool_keys": ["search_documents", "list_my_tasks"],
            "document_ids": [HANDBOOK, CONTRACT],
            "tag_ids": [URGENT],
        }})
    );
    let json = serde_json::to_value(updated(bare())).unwrap();
    assert_eq!(json["AgentUpdated"]["name"], "Greeter");
    assert_eq!(
        json["AgentUpdated"]["default_model_id"],
        serde_json::Value::Null
    );
}

#[test]
fn the_aggregate_is_registered_under_its_type() {
    let kind = crate::aggregate_kind("Agent").unwrap();
    assert_eq!(kind.event_types, AgentEvent::TYPES);
    assert_eq!(<Agent as cqrs_es::Aggregate>::TYPE, "Agent");
    assert_eq!(create(bare()).name(), "CreateAgent");
    assert_eq!(update(bare()).name(), "UpdateAgent");
    assert_eq!(AgentCommand::Archive.name(), "ArchiveAgent");
    assert_eq!(AgentCommand::Restore.name(), "RestoreAgent");
    assert_eq!(AgentCommand::Delete.name(), "DeleteAgent");
    assert_eq!(
        AgentCommand::RestoreFromTrash.name(),
        "RestoreAgentFromTrash"
    );
}
