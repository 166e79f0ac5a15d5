//! Given/when/then tests: every status and category command and every rejection. The rules
//! are one, so each test is written once over a [`ChoiceKind`] and run for both lists.

use cqrs_es::test::TestFramework;
use uuid::Uuid;

use super::*;
use crate::issues::category::{Categories, IssueCategoryCommand, IssueCategoryEvent};
use crate::issues::status::{IssueStatusCommand, IssueStatusEvent, Statuses};
use crate::issues::test_support::Unreachable;

const ENTRY: Uuid = Uuid::from_u128(0x0be1);

/// The rules ask nothing of other aggregates, so an unreachable write side changes nothing.
fn entries<K: ChoiceKind>() -> TestFramework<Choice<K>> {
    TestFramework::with(Unreachable::services())
}

fn create<K: ChoiceKind>(
    label_en: &str,
    label_ja: &str,
    colour: &str,
    position: i32,
) -> K::Command {
    ChoiceCommand::Create {
        id: ENTRY,
        label_en: label_en.into(),
        label_ja: label_ja.into(),
        colour: colour.into(),
        position,
    }
    .into()
}

fn edit<K: ChoiceKind>(label_en: &str, label_ja: &str, colour: &str) -> K::Command {
    ChoiceCommand::Edit {
        label_en: label_en.into(),
        label_ja: label_ja.into(),
        colour: colour.into(),
    }
    .into()
}

fn move_to<K: ChoiceKind>(position: i32) -> K::Command {
    ChoiceCommand::Move { position }.into()
}

/// "Open" / "未対応", blue, first.
fn created<K: ChoiceKind>() -> K::Event {
    ChoiceEvent::Created {
        id: ENTRY,
        label_en: "Open".into(),
        label_ja: "未対応".into(),
        colour: "blue".into(),
        position: 0,
    }
    .into()
}

async fn creating_an_entry_records_its_trimmed_labels_colour_and_place<K: ChoiceKind>() {
    entries::<K>()
        .given_no_previous_events()
        .when_async(create::<K>(" Open ", "　未対応 ", "blue", 0))
        .await
        .then_expect_events(vec![created::<K>()]);
}

async fn labels_of_the_maximum_length_and_the_last_place_are_accepted<K: ChoiceKind>() {
    let label_en = "x".repeat(LABEL_MAX_CHARS);
    let label_ja = "語".repeat(LABEL_MAX_CHARS);
    entries::<K>()
        .given_no_previous_events()
        .when_async(create::<K>(&label_en, &label_ja, "orange", MAX_POSITION))
        .await
        .then_expect_events(vec![
            ChoiceEvent::Created {
                id: ENTRY,
                label_en,
                label_ja,
                colour: "orange".into(),
                position: MAX_POSITION,
            }
            .into(),
        ]);
}

async fn an_empty_or_oversized_label_in_either_language_is_rejected<K: ChoiceKind>() {
    let long = "x".repeat(LABEL_MAX_CHARS + 1);
    for (label_en, label_ja) in [
        ("", "未対応"),
        ("Open", "  "),
        (&long, "未対応"),
        ("Open", &long),
    ] {
        entries::<K>()
            .given_no_previous_events()
            .when_async(create::<K>(label_en, label_ja, "blue", 0))
            .await
            .then_expect_error(ChoiceError::InvalidLabel);
    }
}

async fn a_colour_mantine_does_not_name_is_rejected<K: ChoiceKind>() {
    for colour in ["", "Blue", "purple", "#228be6", " blue"] {
        entries::<K>()
            .given_no_previous_events()
            .when_async(create::<K>("Open", "未対応", colour, 0))
            .await
            .then_expect_error(ChoiceError::InvalidColour);
    }
}

async fn every_colour_mantine_names_is_accepted<K: ChoiceKind>() {
    for colour in COLOURS {
        let events = entries::<K>()
            .given_no_previous_events()
            .when_async(create::<K>("Open", "未対応", colour, 0))
            .await
            .inspect_result();
        assert_eq!(events.map(|e| e.len()), Ok(1), "{colour}");
    }
}

async fn a_place_outside_the_list_is_rejected<K: ChoiceKind>() {
    for position in [-1, MAX_POSITION + 1] {
        entries::<K>()
            .given_no_previous_events()
            .when_async(create::<K>("Open", "未対応", "blue", position))
            .await
            .then_expect_error(ChoiceError::InvalidPosition);
    }
}

async fn creating_an_entry_twice_is_rejected<K: ChoiceKind>() {
    entries::<K>()
        .given(vec![created::<K>()])
        .when_async(create::<K>("Closed", "完了", "gray", 1))
        .await
        .then_expect_error(ChoiceError::AlreadyExists);
}

async fn editing_an_entry_records_its_new_trimmed_labels_and_colour<K: ChoiceKind>() {
    entries::<K>()
        .given(vec![created::<K>()])
        .when_async(edit::<K>("New ", "新規", "cyan"))
        .await
        .then_expect_events(vec![
            ChoiceEvent::Edited {
                label_en: "New".into(),
                label_ja: "新規".into(),
                colour: "cyan".into(),
            }
            .into(),
        ]);
}

async fn an_edit_identical_to_the_current_labels_and_colour_is_rejected<K: ChoiceKind>() {
    entries::<K>()
        .given(vec![created::<K>()])
        .when_async(edit::<K>(" Open", "未対応 ", "blue"))
        .await
        .then_expect_error(ChoiceError::NothingChanged);
}

async fn an_edit_with_an_invalid_field_is_rejected<K: ChoiceKind>() {
    let cases = [
        (edit::<K>("", "未対応", "blue"), ChoiceError::InvalidLabel),
        (edit::<K>("Open", "", "blue"), ChoiceError::InvalidLabel),
        (
            edit::<K>("Open", "未対応", "navy"),
            ChoiceError::InvalidColour,
        ),
    ];
    for (command, error) in cases {
        entries::<K>()
            .given(vec![created::<K>()])
            .when_async(command)
            .await
            .then_expect_error(error);
    }
}

async fn moving_an_entry_records_from_and_to<K: ChoiceKind>() {
    entries::<K>()
        .given(vec![created::<K>()])
        .when_async(move_to::<K>(3))
        .await
        .then_expect_events(vec![ChoiceEvent::Moved { from: 0, to: 3 }.into()]);
}

async fn moving_an_entry_to_its_current_place_is_rejected<K: ChoiceKind>() {
    entries::<K>()
        .given(vec![
            created::<K>(),
            ChoiceEvent::Moved { from: 0, to: 3 }.into(),
        ])
        .when_async(move_to::<K>(3))
        .await
        .then_expect_error(ChoiceError::NothingChanged);
}

async fn moving_an_entry_outside_the_list_is_rejected<K: ChoiceKind>() {
    for position in [-1, MAX_POSITION + 1] {
        entries::<K>()
            .given(vec![created::<K>()])
            .when_async(move_to::<K>(position))
            .await
            .then_expect_error(ChoiceError::InvalidPosition);
    }
}

async fn editing_or_moving_an_entry_that_does_not_exist_is_rejected_as_not_found<K: ChoiceKind>() {
    for command in [edit::<K>("Open", "未対応", "blue"), move_to::<K>(1)] {
        entries::<K>()
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(ChoiceError::NotFound);
    }
}

async fn the_state_folds_every_event<K: ChoiceKind>() {
    let mut entry = Choice::<K>::default();
    let events = [
        created::<K>(),
        ChoiceEvent::Edited {
            label_en: "New".into(),
            label_ja: "新規".into(),
            colour: "cyan".into(),
        }
        .into(),
        ChoiceEvent::Moved { from: 0, to: 3 }.into(),
    ];
    for event in events {
        entry.apply(event);
    }
    assert_eq!(
        (
            entry.id,
            entry.label_en.as_str(),
            entry.label_ja.as_str(),
            entry.colour.as_str(),
            entry.position
        ),
        (Some(ENTRY), "New", "新規", "cyan", 3)
    );
}

fn delete<K: ChoiceKind>() -> K::Command {
    ChoiceCommand::Delete.into()
}

fn restore<K: ChoiceKind>() -> K::Command {
    ChoiceCommand::Restore.into()
}

async fn deleting_an_entry_puts_it_in_the_trash<K: ChoiceKind>() {
    entries::<K>()
        .given(vec![created::<K>()])
        .when_async(delete::<K>())
        .await
        .then_expect_events(vec![ChoiceEvent::Deleted.into()]);
}

async fn a_deleted_entry_is_not_found_to_everything_but_its_restore<K: ChoiceKind>() {
    for command in [
        delete::<K>(),
        edit::<K>("New", "新規", "cyan"),
        move_to::<K>(2),
    ] {
        entries::<K>()
            .given(vec![created::<K>(), ChoiceEvent::Deleted.into()])
            .when_async(command)
            .await
            .then_expect_error(ChoiceError::NotFound);
    }
}

async fn restoring_a_deleted_entry_brings_it_back<K: ChoiceKind>() {
    entries::<K>()
        .given(vec![created::<K>(), ChoiceEvent::Deleted.into()])
        .when_async(restore::<K>())
        .await
        .then_expect_events(vec![ChoiceEvent::Restored.into()]);
}

async fn restoring_an_entry_not_in_the_trash_is_rejected<K: ChoiceKind>() {
    entries::<K>()
        .given(vec![created::<K>()])
        .when_async(restore::<K>())
        .await
        .then_expect_error(ChoiceError::NotDeleted);
    entries::<K>()
        .given(vec![
            created::<K>(),
            ChoiceEvent::Deleted.into(),
            ChoiceEvent::Restored.into(),
        ])
        .when_async(restore::<K>())
        .await
        .then_expect_error(ChoiceError::NotDeleted);
}

async fn deleting_or_restoring_an_entry_that_does_not_exist_is_rejected_as_not_found<
    K: ChoiceKind,
>() {
    for command in [delete::<K>(), restore::<K>()] {
        entries::<K>()
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(ChoiceError::NotFound);
    }
}

async fn a_restored_entry_is_edited_again_in_its_place<K: ChoiceKind>() {
    let mut entry = Choice::<K>::default();
    for event in [
        created::<K>(),
        ChoiceEvent::Moved { from: 0, to: 3 }.into(),
        ChoiceEvent::Deleted.into(),
    ] {
        entry.apply(event);
    }
    assert!(entry.deleted);
    entry.apply(ChoiceEvent::Restored.into());
    assert!(!entry.deleted);
    assert_eq!(entry.position, 3);
    entries::<K>()
        .given(vec![
            created::<K>(),
            ChoiceEvent::Deleted.into(),
            ChoiceEvent::Restored.into(),
        ])
        .when_async(move_to::<K>(1))
        .await
        .then_expect_events(vec![ChoiceEvent::Moved { from: 0, to: 1 }.into()]);
}

/// Each generic test above, once per list: `statuses::…` and `categories::…`.
macro_rules! for_both_lists {
    ($($test:ident),* $(,)?) => {
        mod statuses {
            $(#[tokio::test]
            async fn $test() {
                super::$test::<super::Statuses>().await;
            })*
        }
        mod categories {
            $(#[tokio::test]
            async fn $test() {
                super::$test::<super::Categories>().await;
            })*
        }
    };
}

for_both_lists!(
    creating_an_entry_records_its_trimmed_labels_colour_and_place,
    labels_of_the_maximum_length_and_the_last_place_are_accepted,
    an_empty_or_oversized_label_in_either_language_is_rejected,
    a_colour_mantine_does_not_name_is_rejected,
    every_colour_mantine_names_is_accepted,
    a_place_outside_the_list_is_rejected,
    creating_an_entry_twice_is_rejected,
    editing_an_entry_records_its_new_trimmed_labels_and_colour,
    an_edit_identical_to_the_current_labels_and_colour_is_rejected,
    an_edit_with_an_invalid_field_is_rejected,
    moving_an_entry_records_from_and_to,
    moving_an_entry_to_its_current_place_is_rejected,
    moving_an_entry_outside_the_list_is_rejected,
    editing_or_moving_an_entry_that_does_not_exist_is_rejected_as_not_found,
    the_state_folds_every_event,
    deleting_an_entry_puts_it_in_the_trash,
    a_deleted_entry_is_not_found_to_everything_but_its_restore,
    restoring_a_deleted_entry_brings_it_back,
    restoring_an_entry_not_in_the_trash_is_rejected,
    deleting_or_restoring_an_entry_that_does_not_exist_is_rejected_as_not_found,
    a_restored_entry_is_edited_again_in_its_place,
);

/// A list's names: its aggregate type, its command names, its event types (each also the
/// serialized tag, version 1.0) and the name of its id field.
fn assert_names<K: ChoiceKind>(
    aggregate_type: &str,
    commands: [&str; 5],
    events: [&str; 5],
    id: &str,
) {
    assert_eq!(<Choice<K> as Aggregate>::TYPE, aggregate_type);
    let kind = crate::aggregate_kind(aggregate_type).unwrap();
    assert_eq!(kind.event_types, events);
    let names = [
        create::<K>("Open", "未対応", "blue", 0),
        edit::<K>("Open", "未対応", "blue"),
        move_to::<K>(1),
        delete::<K>(),
        restore::<K>(),
    ]
    .map(|command| crate::Command::name(&command));
    assert_eq!(names, commands);
    let written: [K::Event; 5] = [
        created::<K>(),
        ChoiceEvent::Edited {
            label_en: "Open".into(),
            label_ja: "未対応".into(),
            colour: "blue".into(),
        }
        .into(),
        ChoiceEvent::Moved { from: 0, to: 1 }.into(),
        ChoiceEvent::Deleted.into(),
        ChoiceEvent::Restored.into(),
    ];
    for (event, name) in written.into_iter().zip(events) {
        assert_eq!(event.event_type(), name);
        assert_eq!(event.event_version(), "1.0");
        let json = serde_json::to_value(&event).unwrap();
        assert!(json.get(name).is_some(), "{json}");
        assert_eq!(serde_json::from_value::<K::Event>(json).unwrap(), event);
    }
    let json = serde_json::to_value(created::<K>()).unwrap();
    assert_eq!(json[events[0]][id], ENTRY.to_string());
}

#[test]
fn each_list_has_its_own_aggregate_type_command_names_event_types_and_id_field() {
    assert_names::<Statuses>(
        "IssueStatus",
        [
            "CreateIssueStatus",
            "EditIssueStatus",
            "MoveIssueStatus",
            "DeleteIssueStatus",
            "RestoreIssueStatus",
        ],
        [
            "IssueStatusCreated",
            "IssueStatusEdited",
            "IssueStatusMoved",
            "IssueStatusDeleted",
            "IssueStatusRestored",
        ],
        "status_id",
    );
    assert_names::<Categories>(
        "IssueCategory",
        [
            "CreateIssueCategory",
            "EditIssueCategory",
            "MoveIssueCategory",
            "DeleteIssueCategory",
            "RestoreIssueCategory",
        ],
        [
            "IssueCategoryCreated",
            "IssueCategoryEdited",
            "IssueCategoryMoved",
            "IssueCategoryDeleted",
            "IssueCategoryRestored",
        ],
        "category_id",
    );
    let moves = [
        ChoiceCommand::from(IssueStatusCommand::MoveIssueStatus { position: 1 }),
        ChoiceCommand::from(IssueCategoryCommand::MoveIssueCategory { position: 1 }),
    ];
    assert_eq!(
        moves,
        [
            ChoiceCommand::Move { position: 1 },
            ChoiceCommand::Move { position: 1 }
        ]
    );
    let moved = [
        ChoiceEvent::from(IssueStatusEvent::IssueStatusMoved { from: 0, to: 1 }),
        ChoiceEvent::from(IssueCategoryEvent::IssueCategoryMoved { from: 0, to: 1 }),
    ];
    assert_eq!(
        moved,
        [
            ChoiceEvent::Moved { from: 0, to: 1 },
            ChoiceEvent::Moved { from: 0, to: 1 }
        ]
    );
}
