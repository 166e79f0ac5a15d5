//! Given/when/then tests: every document command and every rejection.

use cqrs_es::test::TestFramework;
use uuid::Uuid;

use super::*;
use crate::documents::test_support::*;
use crate::documents::{
    BODY_MAX_CHARS, DocumentAccess, FILE_NAME_MAX_CHARS, MAX_ATTACHMENTS, MAX_TAGS, TITLE_MAX_CHARS,
};

fn documents_knowing(known: KnownIds) -> TestFramework<Document> {
    TestFramework::with(known.services())
}

fn documents() -> TestFramework<Document> {
    documents_knowing(KnownIds::standard())
}

fn documents_without_lookup() -> TestFramework<Document> {
    TestFramework::with(Unreachable::services())
}

fn create(title: &str, status_id: i32, tag_ids: Vec<Uuid>) -> DocumentCommand {
    DocumentCommand::CreateDocument {
        document_id: DOCUMENT,
        author_id: ADA,
        title: title.into(),
        body: "# Welcome".into(),
        category_id: Some(MANUALS),
        permission_category_id: Some(STAFF_ONLY),
        tag_ids,
        status_id,
        generated_by: None,
    }
}

/// Revision 1: "Handbook", in Manuals, Staff only, tagged urgent, active.
fn created() -> DocumentEvent {
    DocumentEvent::DocumentCreated {
        document_id: DOCUMENT,
        author_id: ADA,
        title: "Handbook".into(),
        body: "# Welcome".into(),
        category_id: Some(MANUALS),
        permission_category_id: Some(STAFF_ONLY),
        tag_ids: vec![URGENT],
        status: DocumentStatus::Active,
        generated_by: None,
    }
}

/// Like [`created`] but uncategorised, without permission category or tags.
fn created_bare() -> DocumentEvent {
    DocumentEvent::DocumentCreated {
        document_id: DOCUMENT,
        author_id: ADA,
        title: "Handbook".into(),
        body: "# Welcome".into(),
        category_id: None,
        permission_category_id: None,
        tag_ids: vec![],
        status: DocumentStatus::Active,
        generated_by: None,
    }
}

fn edit(title: &str, body: &str, tag_ids: Vec<Uuid>) -> DocumentCommand {
    DocumentCommand::EditDocument {
        title: title.into(),
        body: body.into(),
        tag_ids,
    }
}

fn edited(revision: u32, title: &str, body: &str, tag_ids: Vec<Uuid>) -> DocumentEvent {
    DocumentEvent::DocumentEdited {
        revision,
        title: title.into(),
        body: body.into(),
        tag_ids,
    }
}

fn status_changed(from: DocumentStatus, to: DocumentStatus) -> DocumentEvent {
    DocumentEvent::DocumentStatusChanged { from, to }
}

fn role_assigned(role_id: i32, access: DocumentAccess) -> DocumentEvent {
    DocumentEvent::DocumentRoleAssigned { role_id, access }
}

fn attachment(n: u128, file_name: &str) -> Attachment {
    Attachment {
        attachment_id: Uuid::from_u128(0xa77_0000 + n),
        key: format!("documents/{n}"),
        file_name: file_name.into(),
        content_type: "application/pdf".into(),
        size: 1_024,
    }
}

fn attachment_added(n: u128) -> DocumentEvent {
    DocumentEvent::DocumentAttachmentAdded {
        attachment: attachment(n, "contract.pdf"),
    }
}

/// `n` distinct ids, none of them the named ones.
fn many_ids(n: usize) -> Vec<Uuid> {
    (0..n)
        .map(|i| Uuid::from_u128(0x1_0000 + i as u128))
        .collect()
}

// --- CreateDocument ---

#[tokio::test]
async fn creating_a_document_records_its_trimmed_title_body_category_permissions_tags_and_status() {
    documents()
        .given_no_previous_events()
        .when_async(create("  Handbook ", 1, vec![URGENT]))
        .await
        .then_expect_events(vec![created()]);
}

#[tokio::test]
async fn a_document_may_be_created_as_a_draft() {
    documents()
        .given_no_previous_events()
        .when_async(create("Handbook", 3, vec![URGENT]))
        .await
        .then_expect_events(vec![DocumentEvent::DocumentCreated {
            document_id: DOCUMENT,
            author_id: ADA,
            title: "Handbook".into(),
            body: "# Welcome".into(),
            category_id: Some(MANUALS),
            permission_category_id: Some(STAFF_ONLY),
            tag_ids: vec![URGENT],
            status: DocumentStatus::Draft,
            generated_by: None,
        }]);
}

/// What a document saved from an AI answer records of its origin.
fn generated_by() -> GeneratedBy {
    GeneratedBy {
        room_id: Uuid::from_u128(0x2003),
        message_id: Uuid::from_u128(0xa251),
        model_id: Uuid::from_u128(0x5011),
        agent: Some(crate::chats::AgentRef {
            agent_id: Uuid::from_u128(0xa6e7),
            version: 3,
        }),
        prompt: "Write our holiday rules as a handbook page.".into(),
    }
}

#[tokio::test]
async fn a_document_generated_by_ai_records_the_answer_model_agent_and_prompt_it_came_from() {
    let mut document = Document::default();
    let events = documents()
        .given_no_previous_events()
        .when_async(DocumentCommand::CreateDocument {
            document_id: DOCUMENT,
            author_id: ADA,
            title: " Holiday rules ".into(),
            body: "# Holidays\n\nTwenty days a year.".into(),
            category_id: None,
            permission_category_id: None,
            tag_ids: vec![],
            status_id: 3,
            generated_by: Some(generated_by()),
        })
        .await
        .inspect_result()
        .unwrap();
    let expected = DocumentEvent::DocumentCreated {
        document_id: DOCUMENT,
        author_id: ADA,
        title: "Holiday rules".into(),
        body: "# Holidays\n\nTwenty days a year.".into(),
        category_id: None,
        permission_category_id: None,
        tag_ids: vec![],
        status: DocumentStatus::Draft,
        generated_by: Some(generated_by()),
    };
    assert_eq!(events, vec![expected.clone()]);
    document.apply(expected);
    assert_eq!(document.generated_by, Some(generated_by()));
}

#[test]
fn a_document_created_event_stored_before_ai_reads_as_written_by_an_employee() {
    // Stored events carry no `generated_by`; one without an origin is still written that way.
    let stored = serde_json::to_value(created()).unwrap();
    assert!(stored["DocumentCreated"].get("generated_by").is_none());
    let read: DocumentEvent = serde_json::from_value(stored).unwrap();
    assert_eq!(read, created());
    let generated = DocumentEvent::DocumentCreated {
        document_id: DOCUMENT,
        author_id: ADA,
        title: "Holiday rules".into(),
        body: String::new(),
        category_id: None,
        permission_category_id: None,
        tag_ids: vec![],
        status: DocumentStatus::Draft,
        generated_by: Some(generated_by()),
    };
    let json = serde_json::to_value(&generated).unwrap();
    assert_eq!(
        json["DocumentCreated"]["generated_by"]["prompt"],
        generated_by().prompt
    );
    assert_eq!(
        serde_json::from_value::<DocumentEvent>(json).unwrap(),
        generated
    );
}

#[tokio::test]
async fn a_document_cannot_be_created_archived_or_with_an_unknown_status() {
    for status_id in [2, 0, 4, -1] {
        documents()
            .given_no_previous_events()
            .when_async(create("Handbook", status_id, vec![]))
            .await
            .then_expect_error(DocumentError::InvalidStatus);
    }
}

#[tokio::test]
async fn creating_a_document_keeps_the_first_of_each_repeated_tag_in_the_order_sent() {
    let events = documents()
        .given_no_previous_events()
        .when_async(create("Handbook", 1, vec![DRAFTING, URGENT, DRAFTING]))
        .await
        .inspect_result();
    let Ok([DocumentEvent::DocumentCreated { tag_ids, .. }]) = events.as_deref() else {
        panic!("expected one DocumentCreated, got {events:?}");
    };
    assert_eq!(tag_ids, &[DRAFTING, URGENT]);
}

#[tokio::test]
async fn creating_an_uncategorised_untagged_document_needs_no_lookup() {
    let command = DocumentCommand::CreateDocument {
        document_id: DOCUMENT,
        author_id: ADA,
        title: "Handbook".into(),
        body: "# Welcome".into(),
        category_id: None,
        permission_category_id: None,
        tag_ids: vec![],
        status_id: 1,
        generated_by: None,
    };
    documents_without_lookup()
        .given_no_previous_events()
        .when_async(command)
        .await
        .then_expect_events(vec![created_bare()]);
}

#[tokio::test]
async fn a_japanese_title_and_a_body_of_the_maximum_lengths_are_accepted_and_an_empty_body_too() {
    for body in ["文".repeat(BODY_MAX_CHARS), String::new()] {
        let command = DocumentCommand::CreateDocument {
            document_id: DOCUMENT,
            author_id: ADA,
            title: "星".repeat(TITLE_MAX_CHARS),
            body,
            category_id: None,
            permission_category_id: None,
            tag_ids: vec![],
            status_id: 1,
            generated_by: None,
        };
        let events = documents()
            .given_no_previous_events()
            .when_async(command)
            .await
            .inspect_result();
        assert!(matches!(
            events.as_deref(),
            Ok([DocumentEvent::DocumentCreated { .. }])
        ));
    }
}

#[tokio::test]
async fn creating_a_document_with_an_empty_or_oversized_title_is_rejected() {
    for title in ["", "   ", &"x".repeat(TITLE_MAX_CHARS + 1)] {
        documents()
            .given_no_previous_events()
            .when_async(create(title, 1, vec![]))
            .await
            .then_expect_error(DocumentError::InvalidTitle);
    }
}

#[tokio::test]
async fn creating_a_document_with_an_oversized_body_is_rejected() {
    let command = DocumentCommand::CreateDocument {
        document_id: DOCUMENT,
        author_id: ADA,
        title: "Handbook".into(),
        body: "x".repeat(BODY_MAX_CHARS + 1),
        category_id: None,
        permission_category_id: None,
        tag_ids: vec![],
        status_id: 1,
        generated_by: None,
    };
    documents()
        .given_no_previous_events()
        .when_async(command)
        .await
        .then_expect_error(DocumentError::InvalidBody);
}

#[tokio::test]
async fn creating_a_document_with_too_many_tags_is_rejected_but_repeats_do_not_count() {
    documents()
        .given_no_previous_events()
        .when_async(create("Handbook", 1, many_ids(MAX_TAGS + 1)))
        .await
        .then_expect_error(DocumentError::InvalidTagIds);
    let tags = many_ids(MAX_TAGS);
    let known = KnownIds {
        tags: tags.iter().copied().collect(),
        ..KnownIds::standard()
    };
    let events = documents_knowing(known)
        .given_no_previous_events()
        .when_async(create("Handbook", 1, [tags.clone(), tags.clone()].concat()))
        .await
        .inspect_result();
    let Ok([DocumentEvent::DocumentCreated { tag_ids, .. }]) = events.as_deref() else {
        panic!("expected one DocumentCreated, got {events:?}");
    };
    assert_eq!(tag_ids, &tags);
}

#[tokio::test]
async fn creating_a_document_with_an_unknown_category_permission_category_or_tag_is_rejected() {
    let with = |category_id, permission_category_id, tag_ids| DocumentCommand::CreateDocument {
        document_id: DOCUMENT,
        author_id: ADA,
        title: "Handbook".into(),
        body: "# Welcome".into(),
        category_id,
        permission_category_id,
        tag_ids,
        status_id: 1,
        generated_by: None,
    };
    let cases = [
        (
            with(Some(GHOST), Some(STAFF_ONLY), vec![URGENT]),
            DocumentError::CategoryNotFound,
        ),
        (
            with(Some(MANUALS), Some(GHOST), vec![URGENT]),
            DocumentError::PermissionCategoryNotFound,
        ),
        (
            with(Some(MANUALS), Some(STAFF_ONLY), vec![URGENT, GHOST]),
            DocumentError::TagNotFound,
        ),
    ];
    for (command, error) in cases {
        documents()
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(error);
    }
}

#[tokio::test]
async fn a_failing_lookup_is_reported_as_such_not_as_a_missing_id() {
    documents_without_lookup()
        .given_no_previous_events()
        .when_async(create("Handbook", 1, vec![URGENT]))
        .await
        .then_expect_error(DocumentError::Lookup(UNREACHABLE.into()));
}

#[tokio::test]
async fn creating_a_document_twice_is_rejected() {
    documents()
        .given(vec![created()])
        .when_async(create("Handbook", 1, vec![]))
        .await
        .then_expect_error(DocumentError::AlreadyExists);
}

#[tokio::test]
async fn commands_on_a_document_that_does_not_exist_are_rejected_as_not_found() {
    let commands = [
        edit("Handbook", "# Welcome", vec![]),
        DocumentCommand::RestoreRevision { revision: 1 },
        DocumentCommand::ChangeStatus { status_id: 2 },
        DocumentCommand::AssignCategory {
            category_id: Some(MANUALS),
        },
        DocumentCommand::ChangePermissionCategory {
            permission_category_id: Some(STAFF_ONLY),
        },
        DocumentCommand::AssignRole {
            role_id: READER_ROLE,
            access_id: 1,
        },
        DocumentCommand::UnassignRole {
            role_id: READER_ROLE,
        },
        DocumentCommand::AddAttachment {
            attachment: attachment(1, "contract.pdf"),
        },
        DocumentCommand::RemoveAttachment {
            attachment_id: attachment(1, "contract.pdf").attachment_id,
        },
        DocumentCommand::DeleteDocument,
        DocumentCommand::RestoreDocument,
    ];
    for command in commands {
        documents()
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(DocumentError::NotFound);
    }
}

// --- EditDocument ---

#[tokio::test]
async fn editing_a_document_records_the_next_revision_with_its_trimmed_title_body_and_tags() {
    documents()
        .given(vec![created()])
        .when_async(edit(" Staff handbook ", "# Hello", vec![DRAFTING, URGENT]))
        .await
        .then_expect_events(vec![edited(
            2,
            "Staff handbook",
            "# Hello",
            vec![DRAFTING, URGENT],
        )]);
}

#[tokio::test]
async fn every_save_is_a_new_revision() {
    documents()
        .given(vec![created(), edited(2, "Handbook", "v2", vec![URGENT])])
        .and(vec![edited(3, "Handbook", "v3", vec![URGENT])])
        .when_async(edit("Handbook", "v4", vec![URGENT]))
        .await
        .then_expect_events(vec![edited(4, "Handbook", "v4", vec![URGENT])]);
}

#[tokio::test]
async fn changing_only_the_tags_is_an_edit() {
    documents()
        .given(vec![created()])
        .when_async(edit("Handbook", "# Welcome", vec![]))
        .await
        .then_expect_events(vec![edited(2, "Handbook", "# Welcome", vec![])]);
}

#[tokio::test]
async fn an_edit_identical_to_the_current_content_is_rejected() {
    let given = DocumentEvent::DocumentCreated {
        document_id: DOCUMENT,
        author_id: ADA,
        title: "Handbook".into(),
        body: "# Welcome".into(),
        category_id: None,
        permission_category_id: None,
        tag_ids: vec![URGENT, DRAFTING],
        status: DocumentStatus::Active,
        generated_by: None,
    };
    // Title trimmed like on save; tags are a set, so re-ordered or repeated tags are no change.
    documents()
        .given(vec![given])
        .when_async(edit(
            "  Handbook ",
            "# Welcome",
            vec![DRAFTING, URGENT, DRAFTING],
        ))
        .await
        .then_expect_error(DocumentError::Identical);
}

#[tokio::test]
async fn an_edit_with_an_invalid_field_is_rejected() {
    let cases = [
        (edit("", "# Welcome", vec![]), DocumentError::InvalidTitle),
        (
            edit(&"x".repeat(TITLE_MAX_CHARS + 1), "# Welcome", vec![]),
            DocumentError::InvalidTitle,
        ),
        (
            edit("Handbook", &"x".repeat(BODY_MAX_CHARS + 1), vec![]),
            DocumentError::InvalidBody,
        ),
        (
            edit("Handbook", "# Welcome", many_ids(MAX_TAGS + 1)),
            DocumentError::InvalidTagIds,
        ),
        (
            edit("Handbook", "# Welcome", vec![URGENT, GHOST]),
            DocumentError::TagNotFound,
        ),
    ];
    for (command, error) in cases {
        documents()
            .given(vec![created()])
            .when_async(command)
            .await
            .then_expect_error(error);
    }
}

#[tokio::test]
async fn an_edit_looks_up_only_tags_new_to_the_document() {
    // GHOST was a tag when the document was created and has since been deleted; that must not
    // block editing the body, and the tags already held are not asked about at all.
    let with_ghost = DocumentEvent::DocumentCreated {
        document_id: DOCUMENT,
        author_id: ADA,
        title: "Handbook".into(),
        body: "# Welcome".into(),
        category_id: None,
        permission_category_id: None,
        tag_ids: vec![GHOST],
        status: DocumentStatus::Active,
        generated_by: None,
    };
    documents_without_lookup()
        .given(vec![with_ghost.clone()])
        .when_async(edit("Handbook", "# Hello", vec![GHOST]))
        .await
        .then_expect_events(vec![edited(2, "Handbook", "# Hello", vec![GHOST])]);
    documents()
        .given(vec![with_ghost])
        .when_async(edit("Handbook", "# Welcome", vec![GHOST, URGENT]))
        .await
        .then_expect_events(vec![edited(
            2,
            "Handbook",
            "# Welcome",
            vec![GHOST, URGENT],
        )]);
}

#[tokio::test]
async fn editing_an_archived_document_is_allowed() {
    documents()
        .given(vec![
            created(),
            status_changed(DocumentStatus::Active, DocumentStatus::Archived),
        ])
        .when_async(edit("Handbook", "# Hello", vec![URGENT]))
        .await
        .then_expect_events(vec![edited(2, "Handbook", "# Hello", vec![URGENT])]);
}

#[tokio::test]
async fn a_failing_lookup_during_an_edit_is_reported() {
    documents_without_lookup()
        .given(vec![created()])
        .when_async(edit("Handbook", "# Welcome", vec![URGENT, DRAFTING]))
        .await
        .then_expect_error(DocumentError::Lookup(UNREACHABLE.into()));
}

// --- RestoreRevision ---

#[tokio::test]
async fn restoring_an_old_revision_records_a_new_revision_with_the_old_title_and_body() {
    let known = KnownIds::standard().with_revision(DOCUMENT, 1, "Handbook", "# Welcome");
    documents_knowing(known)
        .given(vec![
            created(),
            edited(2, "Staff handbook", "# Hello", vec![]),
        ])
        .when_async(DocumentCommand::RestoreRevision { revision: 1 })
        .await
        .then_expect_events(vec![DocumentEvent::DocumentRevisionRestored {
            revision: 3,
            restored_revision: 1,
            title: "Handbook".into(),
            body: "# Welcome".into(),
        }]);
}

#[tokio::test]
async fn restoring_revision_zero_or_one_beyond_the_current_is_rejected_without_a_lookup() {
    for revision in [0, 3, u32::MAX] {
        documents_without_lookup()
            .given(vec![created(), edited(2, "Handbook", "# Hello", vec![])])
            .when_async(DocumentCommand::RestoreRevision { revision })
            .await
            .then_expect_error(DocumentError::RevisionNotFound);
    }
}

#[tokio::test]
async fn restoring_a_revision_the_write_side_does_not_know_is_rejected() {
    documents()
        .given(vec![created(), edited(2, "Handbook", "# Hello", vec![])])
        .when_async(DocumentCommand::RestoreRevision { revision: 1 })
        .await
        .then_expect_error(DocumentError::RevisionNotFound);
}

#[tokio::test]
async fn restoring_a_revision_with_the_current_title_and_body_is_rejected() {
    // Revision 2 changed only the tags, so revision 1 reads the same as the current one.
    let known = KnownIds::standard().with_revision(DOCUMENT, 1, "Handbook", "# Welcome");
    documents_knowing(known)
        .given(vec![created(), edited(2, "Handbook", "# Welcome", vec![])])
        .when_async(DocumentCommand::RestoreRevision { revision: 1 })
        .await
        .then_expect_error(DocumentError::Identical);
}

#[tokio::test]
async fn restoring_the_current_revision_is_no_change_and_needs_no_lookup() {
    documents_without_lookup()
        .given(vec![created(), edited(2, "Handbook", "# Hello", vec![])])
        .when_async(DocumentCommand::RestoreRevision { revision: 2 })
        .await
        .then_expect_error(DocumentError::Identical);
}

#[tokio::test]
async fn a_failing_lookup_during_a_restore_is_reported() {
    documents_without_lookup()
        .given(vec![created(), edited(2, "Handbook", "# Hello", vec![])])
        .when_async(DocumentCommand::RestoreRevision { revision: 1 })
        .await
        .then_expect_error(DocumentError::Lookup(UNREACHABLE.into()));
}

// --- ChangeStatus ---

#[tokio::test]
async fn changing_the_status_records_from_and_to() {
    documents()
        .given(vec![created()])
        .when_async(DocumentCommand::ChangeStatus { status_id: 2 })
        .await
        .then_expect_events(vec![status_changed(
            DocumentStatus::Active,
            DocumentStatus::Archived,
        )]);
}

#[tokio::test]
async fn any_status_may_follow_any_other() {
    for from in DocumentStatus::ALL {
        for to in DocumentStatus::ALL.into_iter().filter(|to| *to != from) {
            let mut given = vec![created()];
            if from != DocumentStatus::Active {
                given.push(status_changed(DocumentStatus::Active, from));
            }
            documents()
                .given(given)
                .when_async(DocumentCommand::ChangeStatus { status_id: to.id() })
                .await
                .then_expect_events(vec![status_changed(from, to)]);
        }
    }
}

#[tokio::test]
async fn an_archived_document_cannot_be_archived_again() {
    documents()
        .given(vec![
            created(),
            status_changed(DocumentStatus::Active, DocumentStatus::Archived),
        ])
        .when_async(DocumentCommand::ChangeStatus { status_id: 2 })
        .await
        .then_expect_error(DocumentError::AlreadyArchived);
}

#[tokio::test]
async fn setting_the_current_status_again_is_rejected() {
    documents()
        .given(vec![created()])
        .when_async(DocumentCommand::ChangeStatus { status_id: 1 })
        .await
        .then_expect_error(DocumentError::SameStatus);
    documents()
        .given(vec![
            created(),
            status_changed(DocumentStatus::Active, DocumentStatus::Draft),
        ])
        .when_async(DocumentCommand::ChangeStatus { status_id: 3 })
        .await
        .then_expect_error(DocumentError::SameStatus);
}

#[tokio::test]
async fn an_unknown_status_id_is_rejected() {
    for status_id in [0, 4, -1] {
        documents()
            .given(vec![created()])
            .when_async(DocumentCommand::ChangeStatus { status_id })
            .await
            .then_expect_error(DocumentError::InvalidStatus);
    }
}

// --- AssignCategory ---

#[tokio::test]
async fn assigning_another_category_records_it() {
    documents()
        .given(vec![created()])
        .when_async(DocumentCommand::AssignCategory {
            category_id: Some(CONTRACTS),
        })
        .await
        .then_expect_events(vec![DocumentEvent::DocumentCategoryAssigned {
            category_id: Some(CONTRACTS),
        }]);
}

#[tokio::test]
async fn leaving_a_document_uncategorised_needs_no_lookup() {
    documents_without_lookup()
        .given(vec![created()])
        .when_async(DocumentCommand::AssignCategory { category_id: None })
        .await
        .then_expect_events(vec![DocumentEvent::DocumentCategoryAssigned {
            category_id: None,
        }]);
}

#[tokio::test]
async fn assigning_the_current_category_again_is_rejected() {
    documents()
        .given(vec![created()])
        .when_async(DocumentCommand::AssignCategory {
            category_id: Some(MANUALS),
        })
        .await
        .then_expect_error(DocumentError::CategoryAssignmentExists);
    documents()
        .given(vec![created_bare()])
        .when_async(DocumentCommand::AssignCategory { category_id: None })
        .await
        .then_expect_error(DocumentError::CategoryAssignmentExists);
}

#[tokio::test]
async fn assigning_an_unknown_category_is_rejected() {
    documents()
        .given(vec![created()])
        .when_async(DocumentCommand::AssignCategory {
            category_id: Some(GHOST),
        })
        .await
        .then_expect_error(DocumentError::CategoryNotFound);
}

#[tokio::test]
async fn a_failing_lookup_while_assigning_a_category_is_reported() {
    documents_without_lookup()
        .given(vec![created()])
        .when_async(DocumentCommand::AssignCategory {
            category_id: Some(CONTRACTS),
        })
        .await
        .then_expect_error(DocumentError::Lookup(UNREACHABLE.into()));
}

// --- ChangePermissionCategory ---

#[tokio::test]
async fn changing_the_permission_category_records_it() {
    documents()
        .given(vec![created()])
        .when_async(DocumentCommand::ChangePermissionCategory {
            permission_category_id: Some(BOARD_ONLY),
        })
        .await
        .then_expect_events(vec![DocumentEvent::DocumentPermissionCategoryChanged {
            permission_category_id: Some(BOARD_ONLY),
        }]);
}

#[tokio::test]
async fn removing_the_permission_category_needs_no_lookup() {
    documents_without_lookup()
        .given(vec![created()])
        .when_async(DocumentCommand::ChangePermissionCategory {
            permission_category_id: None,
        })
        .await
        .then_expect_events(vec![DocumentEvent::DocumentPermissionCategoryChanged {
            permission_category_id: None,
        }]);
}

#[tokio::test]
async fn setting_the_current_permission_category_again_is_rejected() {
    documents()
        .given(vec![created()])
        .when_async(DocumentCommand::ChangePermissionCategory {
            permission_category_id: Some(STAFF_ONLY),
        })
        .await
        .then_expect_error(DocumentError::Identical);
    documents()
        .given(vec![created_bare()])
        .when_async(DocumentCommand::ChangePermissionCategory {
            permission_category_id: None,
        })
        .await
        .then_expect_error(DocumentError::Identical);
}

#[tokio::test]
async fn setting_an_unknown_permission_category_is_rejected() {
    documents()
        .given(vec![created()])
        .when_async(DocumentCommand::ChangePermissionCategory {
            permission_category_id: Some(GHOST),
        })
        .await
        .then_expect_error(DocumentError::PermissionCategoryNotFound);
}

#[tokio::test]
async fn a_failing_lookup_while_changing_the_permission_category_is_reported() {
    documents_without_lookup()
        .given(vec![created()])
        .when_async(DocumentCommand::ChangePermissionCategory {
            permission_category_id: Some(BOARD_ONLY),
        })
        .await
        .then_expect_error(DocumentError::Lookup(UNREACHABLE.into()));
}

// --- AssignRole / UnassignRole ---

#[tokio::test]
async fn assigning_a_role_records_the_role_and_its_access() {
    documents()
        .given(vec![created()])
        .when_async(DocumentCommand::AssignRole {
            role_id: EDITOR_ROLE,
            access_id: 2,
        })
        .await
        .then_expect_events(vec![role_assigned(EDITOR_ROLE, DocumentAccess::Edit)]);
}

#[tokio::test]
async fn assigning_a_role_the_other_access_replaces_it_without_a_lookup() {
    documents_without_lookup()
        .given(vec![
            created(),
            role_assigned(READER_ROLE, DocumentAccess::Read),
        ])
        .when_async(DocumentCommand::AssignRole {
            role_id: READER_ROLE,
            access_id: 2,
        })
        .await
        .then_expect_events(vec![role_assigned(READER_ROLE, DocumentAccess::Edit)]);
}

#[tokio::test]
async fn assigning_a_role_the_access_it_already_has_is_rejected() {
    documents()
        .given(vec![
            created(),
            role_assigned(READER_ROLE, DocumentAccess::Read),
        ])
        .when_async(DocumentCommand::AssignRole {
            role_id: READER_ROLE,
            access_id: 1,
        })
        .await
        .then_expect_error(DocumentError::RoleAssignmentExists);
}

#[tokio::test]
async fn assigning_an_unknown_access_is_rejected() {
    for access_id in [0, 3, -1] {
        documents()
            .given(vec![created()])
            .when_async(DocumentCommand::AssignRole {
                role_id: READER_ROLE,
                access_id,
            })
            .await
            .then_expect_error(DocumentError::InvalidAccess);
    }
}

#[tokio::test]
async fn assigning_an_unknown_role_is_rejected() {
    documents()
        .given(vec![created()])
        .when_async(DocumentCommand::AssignRole {
            role_id: GHOST_ROLE,
            access_id: 1,
        })
        .await
        .then_expect_error(DocumentError::RoleNotFound);
}

#[tokio::test]
async fn a_failing_lookup_while_assigning_a_role_is_reported() {
    documents_without_lookup()
        .given(vec![created()])
        .when_async(DocumentCommand::AssignRole {
            role_id: READER_ROLE,
            access_id: 1,
        })
        .await
        .then_expect_error(DocumentError::Lookup(UNREACHABLE.into()));
}

#[tokio::test]
async fn unassigning_a_role_records_it() {
    documents()
        .given(vec![
            created(),
            role_assigned(READER_ROLE, DocumentAccess::Read),
        ])
        .when_async(DocumentCommand::UnassignRole {
            role_id: READER_ROLE,
        })
        .await
        .then_expect_events(vec![DocumentEvent::DocumentRoleUnassigned {
            role_id: READER_ROLE,
        }]);
}

#[tokio::test]
async fn unassigning_a_role_that_is_not_assigned_is_rejected() {
    documents()
        .given(vec![
            created(),
            role_assigned(READER_ROLE, DocumentAccess::Read),
            DocumentEvent::DocumentRoleUnassigned {
                role_id: READER_ROLE,
            },
        ])
        .when_async(DocumentCommand::UnassignRole {
            role_id: READER_ROLE,
        })
        .await
        .then_expect_error(DocumentError::AssignmentNotFound);
}

// --- AddAttachment / RemoveAttachment ---

#[tokio::test]
async fn adding_an_attachment_records_it_with_its_trimmed_file_name() {
    documents()
        .given(vec![created()])
        .when_async(DocumentCommand::AddAttachment {
            attachment: attachment(1, "  contract.pdf "),
        })
        .await
        .then_expect_events(vec![attachment_added(1)]);
}

#[tokio::test]
async fn adding_an_attachment_with_an_empty_or_oversized_file_name_is_rejected() {
    for file_name in ["", "   ", &"x".repeat(FILE_NAME_MAX_CHARS + 1)] {
        documents()
            .given(vec![created()])
            .when_async(DocumentCommand::AddAttachment {
                attachment: attachment(1, file_name),
            })
            .await
            .then_expect_error(DocumentError::InvalidFileName);
    }
}

#[tokio::test]
async fn adding_an_attachment_beyond_the_maximum_is_rejected() {
    let mut given = vec![created()];
    given.extend((0..MAX_ATTACHMENTS as u128).map(attachment_added));
    documents()
        .given(given.clone())
        .when_async(DocumentCommand::AddAttachment {
            attachment: attachment(MAX_ATTACHMENTS as u128, "one-more.pdf"),
        })
        .await
        .then_expect_error(DocumentError::TooManyAttachments);
    // One fewer leaves room for one more.
    given.pop();
    let events = documents()
        .given(given)
        .when_async(DocumentCommand::AddAttachment {
            attachment: attachment(MAX_ATTACHMENTS as u128, "one-more.pdf"),
        })
        .await
        .inspect_result();
    assert!(matches!(
        events.as_deref(),
        Ok([DocumentEvent::DocumentAttachmentAdded { .. }])
    ));
}

#[tokio::test]
async fn adding_the_same_attachment_twice_is_rejected() {
    documents()
        .given(vec![created(), attachment_added(1)])
        .when_async(DocumentCommand::AddAttachment {
            attachment: attachment(1, "renamed.pdf"),
        })
        .await
        .then_expect_error(DocumentError::AttachmentExists);
}

#[tokio::test]
async fn removing_an_attachment_records_it() {
    documents()
        .given(vec![created(), attachment_added(1)])
        .when_async(DocumentCommand::RemoveAttachment {
            attachment_id: attachment(1, "").attachment_id,
        })
        .await
        .then_expect_events(vec![DocumentEvent::DocumentAttachmentRemoved {
            attachment_id: attachment(1, "").attachment_id,
        }]);
}

#[tokio::test]
async fn removing_an_attachment_the_document_does_not_have_is_rejected() {
    documents()
        .given(vec![
            created(),
            attachment_added(1),
            DocumentEvent::DocumentAttachmentRemoved {
                attachment_id: attachment(1, "").attachment_id,
            },
        ])
        .when_async(DocumentCommand::RemoveAttachment {
            attachment_id: attachment(1, "").attachment_id,
        })
        .await
        .then_expect_error(DocumentError::AttachmentNotFound);
}

// --- DeleteDocument and RestoreDocument (issue 35) ---

#[tokio::test]
async fn deleting_a_document_moves_it_to_the_trash_without_a_lookup() {
    documents_without_lookup()
        .given(vec![created()])
        .when_async(DocumentCommand::DeleteDocument)
        .await
        .then_expect_events(vec![DocumentEvent::DocumentDeleted {}]);
}

#[tokio::test]
async fn an_archived_or_draft_document_may_be_deleted_too() {
    for status in [DocumentStatus::Archived, DocumentStatus::Draft] {
        documents()
            .given(vec![
                created(),
                status_changed(DocumentStatus::Active, status),
            ])
            .when_async(DocumentCommand::DeleteDocument)
            .await
            .then_expect_events(vec![DocumentEvent::DocumentDeleted {}]);
    }
}

#[tokio::test]
async fn a_deleted_document_takes_no_command_but_a_restore() {
    let commands = [
        edit("Staff handbook", "# Hello", vec![]),
        DocumentCommand::RestoreRevision { revision: 1 },
        DocumentCommand::ChangeStatus { status_id: 2 },
        DocumentCommand::AssignCategory { category_id: None },
        DocumentCommand::ChangePermissionCategory {
            permission_category_id: None,
        },
        DocumentCommand::AssignRole {
            role_id: READER_ROLE,
            access_id: 1,
        },
        DocumentCommand::UnassignRole {
            role_id: READER_ROLE,
        },
        DocumentCommand::AddAttachment {
            attachment: attachment(2, "contract.pdf"),
        },
        DocumentCommand::RemoveAttachment {
            attachment_id: attachment(1, "contract.pdf").attachment_id,
        },
        DocumentCommand::DeleteDocument,
    ];
    for command in commands {
        documents_without_lookup()
            .given(vec![
                created(),
                role_assigned(READER_ROLE, DocumentAccess::Read),
                attachment_added(1),
                DocumentEvent::DocumentDeleted {},
            ])
            .when_async(command)
            .await
            .then_expect_error(DocumentError::NotFound);
    }
    // Its id stays taken.
    documents()
        .given(vec![created(), DocumentEvent::DocumentDeleted {}])
        .when_async(create("Handbook", 1, vec![]))
        .await
        .then_expect_error(DocumentError::AlreadyExists);
}

#[tokio::test]
async fn restoring_a_deleted_document_brings_it_back_and_it_takes_commands_again() {
    documents_without_lookup()
        .given(vec![created(), DocumentEvent::DocumentDeleted {}])
        .when_async(DocumentCommand::RestoreDocument)
        .await
        .then_expect_events(vec![DocumentEvent::DocumentRestored {}]);
    // Archived before, archived after: still not archived again.
    documents()
        .given(vec![
            created(),
            status_changed(DocumentStatus::Active, DocumentStatus::Archived),
            DocumentEvent::DocumentDeleted {},
            DocumentEvent::DocumentRestored {},
        ])
        .when_async(DocumentCommand::ChangeStatus { status_id: 2 })
        .await
        .then_expect_error(DocumentError::AlreadyArchived);
    documents()
        .given(vec![
            created(),
            DocumentEvent::DocumentDeleted {},
            DocumentEvent::DocumentRestored {},
        ])
        .when_async(DocumentCommand::DeleteDocument)
        .await
        .then_expect_events(vec![DocumentEvent::DocumentDeleted {}]);
}

#[tokio::test]
async fn restoring_a_document_that_is_not_deleted_is_refused() {
    documents_without_lookup()
        .given(vec![created()])
        .when_async(DocumentCommand::RestoreDocument)
        .await
        .then_expect_error(DocumentError::NotDeleted);
    documents_without_lookup()
        .given(vec![
            created(),
            DocumentEvent::DocumentDeleted {},
            DocumentEvent::DocumentRestored {},
        ])
        .when_async(DocumentCommand::RestoreDocument)
        .await
        .then_expect_error(DocumentError::NotDeleted);
}

// --- State ---

#[test]
fn the_folded_state_tracks_revisions_and_keeps_role_assignments_sorted_by_role_id() {
    let mut document = Document::default();
    let events = [
        created(),
        edited(2, "Staff handbook", "# Hello", vec![DRAFTING]),
        DocumentEvent::DocumentRevisionRestored {
            revision: 3,
            restored_revision: 1,
            title: "Handbook".into(),
            body: "# Welcome".into(),
        },
        role_assigned(READER_ROLE, DocumentAccess::Read),
        role_assigned(EDITOR_ROLE, DocumentAccess::Edit),
        role_assigned(READER_ROLE, DocumentAccess::Edit),
        attachment_added(1),
        attachment_added(2),
        DocumentEvent::DocumentAttachmentRemoved {
            attachment_id: attachment(1, "").attachment_id,
        },
        DocumentEvent::DocumentCategoryAssigned { category_id: None },
        status_changed(DocumentStatus::Active, DocumentStatus::Draft),
    ];
    for event in events {
        document.apply(event);
    }
    assert_eq!(
        document,
        Document {
            id: Some(DOCUMENT),
            title: "Handbook".into(),
            body: "# Welcome".into(),
            category_id: None,
            permission_category_id: Some(STAFF_ONLY),
            // A restore brings back title and body; the tags stay as last edited.
            tag_ids: vec![DRAFTING],
            status: DocumentStatus::Draft,
            author_id: Some(ADA),
            revision: 3,
            role_assignments: vec![
                RoleAssignment {
                    role_id: EDITOR_ROLE,
                    access: DocumentAccess::Edit
                },
                RoleAssignment {
                    role_id: READER_ROLE,
                    access: DocumentAccess::Edit
                },
            ],
            attachments: vec![attachment(2, "contract.pdf")],
            generated_by: None,
            deleted: false,
        }
    );
}

#[test]
fn a_deleted_document_keeps_its_roles_and_attachments_and_is_restored_as_it_was() {
    let mut document = Document::default();
    for event in [
        created(),
        role_assigned(READER_ROLE, DocumentAccess::Read),
        attachment_added(1),
    ] {
        document.apply(event);
    }
    let before = document.clone();
    document.apply(DocumentEvent::DocumentDeleted {});
    assert_eq!(
        document,
        Document {
            deleted: true,
            ..before.clone()
        }
    );
    document.apply(DocumentEvent::DocumentRestored {});
    assert_eq!(document, before);
}

#[test]
fn every_event_written_is_listed_in_types_and_every_command_has_its_variant_name() {
    use crate::Command;
    use cqrs_es::DomainEvent;
    let events = [
        created(),
        edited(2, "Handbook", "# Hello", vec![]),
        DocumentEvent::DocumentRevisionRestored {
            revision: 3,
            restored_revision: 1,
            title: "Handbook".into(),
            body: "# Welcome".into(),
        },
        status_changed(DocumentStatus::Active, DocumentStatus::Draft),
        DocumentEvent::DocumentCategoryAssigned { category_id: None },
        DocumentEvent::DocumentPermissionCategoryChanged {
            permission_category_id: None,
        },
        role_assigned(READER_ROLE, DocumentAccess::Read),
        DocumentEvent::DocumentRoleUnassigned {
            role_id: READER_ROLE,
        },
        attachment_added(1),
        DocumentEvent::DocumentAttachmentRemoved {
            attachment_id: attachment(1, "").attachment_id,
        },
        DocumentEvent::DocumentDeleted {},
        DocumentEvent::DocumentRestored {},
    ];
    let types: Vec<String> = events.iter().map(DomainEvent::event_type).collect();
    assert_eq!(types, DocumentEvent::TYPES);
    assert!(events.iter().all(|e| e.event_version() == "1.0"));
    assert_eq!(
        DocumentCommand::RestoreRevision { revision: 1 }.name(),
        "RestoreRevision"
    );
    assert_eq!(DocumentCommand::DeleteDocument.name(), "DeleteDocument");
    assert_eq!(DocumentCommand::RestoreDocument.name(), "RestoreDocument");
}
