//! Given/when/then tests: every tag command and every rejection.

use cqrs_es::test::TestFramework;
use uuid::Uuid;

use super::*;

const TAG: Uuid = Uuid::from_u128(0x7a9);

fn tags() -> TestFramework<Tag> {
    TestFramework::with(())
}

fn create(name: &str, color: &str) -> TagCommand {
    TagCommand::CreateTag {
        tag_id: TAG,
        name: name.into(),
        color: color.into(),
    }
}

fn created() -> TagEvent {
    TagEvent::TagCreated {
        tag_id: TAG,
        name: "Urgent".into(),
        color: TagColor::Red,
    }
}

fn update(name: &str, color: &str) -> TagCommand {
    TagCommand::UpdateTag {
        name: name.into(),
        color: color.into(),
    }
}

#[tokio::test]
async fn creating_a_tag_records_its_trimmed_name_and_colour() {
    tags()
        .given_no_previous_events()
        .when_async(create("  Urgent ", "red"))
        .await
        .then_expect_events(vec![created()]);
}

#[tokio::test]
async fn a_japanese_name_of_the_maximum_length_is_accepted() {
    let name = "至".repeat(NAME_MAX_CHARS);
    let events = tags()
        .given_no_previous_events()
        .when_async(create(&name, "blue"))
        .await
        .inspect_result();
    assert!(matches!(
        events.as_deref(),
        Ok([TagEvent::TagCreated { .. }])
    ));
}

#[tokio::test]
async fn creating_a_tag_with_an_empty_or_oversized_name_is_rejected() {
    for name in ["", "  ", &"x".repeat(NAME_MAX_CHARS + 1)] {
        tags()
            .given_no_previous_events()
            .when_async(create(name, "red"))
            .await
            .then_expect_error(TagError::InvalidName);
    }
}

#[tokio::test]
async fn creating_a_tag_with_a_colour_outside_the_palette_is_rejected() {
    for color in ["", "purple", "#ff0000", "RED"] {
        tags()
            .given_no_previous_events()
            .when_async(create("Urgent", color))
            .await
            .then_expect_error(TagError::InvalidColor);
    }
}

#[tokio::test]
async fn creating_a_tag_twice_is_rejected() {
    tags()
        .given(vec![created()])
        .when_async(create("Urgent", "red"))
        .await
        .then_expect_error(TagError::AlreadyExists);
}

#[tokio::test]
async fn renaming_a_tag_records_only_the_new_name() {
    tags()
        .given(vec![created()])
        .when_async(update(" Blocker ", "red"))
        .await
        .then_expect_events(vec![TagEvent::TagRenamed {
            name: "Blocker".into(),
        }]);
}

#[tokio::test]
async fn recolouring_a_tag_records_only_the_new_colour() {
    tags()
        .given(vec![created()])
        .when_async(update("Urgent", "orange"))
        .await
        .then_expect_events(vec![TagEvent::TagRecoloured {
            color: TagColor::Orange,
        }]);
}

#[tokio::test]
async fn renaming_and_recolouring_at_once_records_both() {
    tags()
        .given(vec![created()])
        .when_async(update("Blocker", "grape"))
        .await
        .then_expect_events(vec![
            TagEvent::TagRenamed {
                name: "Blocker".into(),
            },
            TagEvent::TagRecoloured {
                color: TagColor::Grape,
            },
        ]);
}

#[tokio::test]
async fn an_update_identical_to_the_current_tag_is_rejected() {
    tags()
        .given(vec![created()])
        .when_async(update(" Urgent ", "red"))
        .await
        .then_expect_error(TagError::Identical);
}

#[tokio::test]
async fn an_update_with_an_invalid_name_or_colour_is_rejected() {
    tags()
        .given(vec![created()])
        .when_async(update("", "red"))
        .await
        .then_expect_error(TagError::InvalidName);
    tags()
        .given(vec![created()])
        .when_async(update("Urgent", "magenta"))
        .await
        .then_expect_error(TagError::InvalidColor);
}

#[tokio::test]
async fn deleting_a_tag_records_it_once() {
    tags()
        .given(vec![created()])
        .when_async(TagCommand::DeleteTag)
        .await
        .then_expect_events(vec![TagEvent::TagDeleted]);
}

#[tokio::test]
async fn commands_on_a_missing_or_deleted_tag_are_rejected_as_not_found() {
    for given in [vec![], vec![created(), TagEvent::TagDeleted]] {
        for command in [update("Blocker", "red"), TagCommand::DeleteTag] {
            tags()
                .given(given.clone())
                .when_async(command)
                .await
                .then_expect_error(TagError::NotFound);
        }
    }
}

#[test]
fn every_palette_colour_round_trips_through_its_name() {
    for color in TagColor::ALL {
        assert_eq!(TagColor::from_name(color.name()), Some(color));
    }
}

// ----- Trash (issue 35) -----

#[tokio::test]
async fn restoring_a_deleted_tag_brings_it_back_as_it_was() {
    tags()
        .given(vec![created(), TagEvent::TagDeleted])
        .when_async(TagCommand::RestoreTag)
        .await
        .then_expect_events(vec![TagEvent::TagRestored]);
    // Its name and colour are those it was deleted with, and it takes commands again.
    let restored = vec![created(), TagEvent::TagDeleted, TagEvent::TagRestored];
    tags()
        .given(restored.clone())
        .when_async(update("Urgent", "red"))
        .await
        .then_expect_error(TagError::Identical);
    tags()
        .given(restored.clone())
        .when_async(TagCommand::DeleteTag)
        .await
        .then_expect_events(vec![TagEvent::TagDeleted]);
}

#[tokio::test]
async fn restoring_a_tag_that_is_not_in_the_trash_is_refused() {
    tags()
        .given(vec![created()])
        .when_async(TagCommand::RestoreTag)
        .await
        .then_expect_error(TagError::NotDeleted);
    tags()
        .given(vec![created(), TagEvent::TagDeleted, TagEvent::TagRestored])
        .when_async(TagCommand::RestoreTag)
        .await
        .then_expect_error(TagError::NotDeleted);
}

#[tokio::test]
async fn restoring_a_tag_that_never_existed_is_rejected_as_not_found() {
    tags()
        .given_no_previous_events()
        .when_async(TagCommand::RestoreTag)
        .await
        .then_expect_error(TagError::NotFound);
}

#[tokio::test]
async fn a_deleted_tag_keeps_its_id_taken() {
    tags()
        .given(vec![created(), TagEvent::TagDeleted])
        .when_async(create("Urgent", "red"))
        .await
        .then_expect_error(TagError::AlreadyExists);
}

#[test]
fn the_state_folds_a_deletion_and_a_restore() {
    let mut tag = Tag::default();
    for event in [created(), TagEvent::TagDeleted] {
        cqrs_es::Aggregate::apply(&mut tag, event);
    }
    assert!(tag.deleted);
    cqrs_es::Aggregate::apply(&mut tag, TagEvent::TagRestored);
    assert!(!tag.deleted);
    assert_eq!(tag.name, "Urgent");
    assert_eq!(tag.color, TagColor::Red);
}

#[test]
fn the_restore_command_and_event_are_named() {
    use crate::Command;
    use cqrs_es::DomainEvent;
    assert_eq!(TagCommand::RestoreTag.name(), "RestoreTag");
    assert_eq!(TagEvent::TagRestored.event_type(), "TagRestored");
    assert!(TagEvent::TYPES.contains(&"TagRestored"));
}
