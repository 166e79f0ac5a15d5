//! Given/when/then tests: every document category command and every rejection.

use cqrs_es::test::TestFramework;

use super::*;
use crate::documents::test_support::*;
use crate::documents::{DESCRIPTION_MAX_CHARS, NAME_MAX_CHARS};

/// The rules ask nothing of other aggregates, so an unreachable write side changes nothing.
fn categories() -> TestFramework<DocumentCategory> {
    TestFramework::with(Unreachable::services())
}

fn create(name: &str, description: &str) -> DocumentCategoryCommand {
    DocumentCategoryCommand::CreateCategory {
        category_id: MANUALS,
        name: name.into(),
        description: description.into(),
    }
}

fn update(name: &str, description: &str) -> DocumentCategoryCommand {
    DocumentCategoryCommand::UpdateCategory {
        name: name.into(),
        description: description.into(),
    }
}

fn created() -> DocumentCategoryEvent {
    DocumentCategoryEvent::DocumentCategoryCreated {
        category_id: MANUALS,
        name: "Manuals".into(),
        description: "How we work".into(),
    }
}

#[tokio::test]
async fn creating_a_category_records_its_trimmed_name_and_description() {
    categories()
        .given_no_previous_events()
        .when_async(create("  Manuals ", "How we work"))
        .await
        .then_expect_events(vec![created()]);
}

#[tokio::test]
async fn a_category_needs_no_description_and_a_japanese_name_of_the_maximum_length_is_accepted() {
    let name = "書".repeat(NAME_MAX_CHARS);
    categories()
        .given_no_previous_events()
        .when_async(create(&name, ""))
        .await
        .then_expect_events(vec![DocumentCategoryEvent::DocumentCategoryCreated {
            category_id: MANUALS,
            name,
            description: String::new(),
        }]);
}

#[tokio::test]
async fn creating_a_category_with_an_empty_or_oversized_name_is_rejected() {
    for name in ["", "   ", &"x".repeat(NAME_MAX_CHARS + 1)] {
        categories()
            .given_no_previous_events()
            .when_async(create(name, ""))
            .await
            .then_expect_error(DocumentCategoryError::InvalidName);
    }
}

#[tokio::test]
async fn creating_a_category_with_an_oversized_description_is_rejected() {
    categories()
        .given_no_previous_events()
        .when_async(create("Manuals", &"x".repeat(DESCRIPTION_MAX_CHARS + 1)))
        .await
        .then_expect_error(DocumentCategoryError::InvalidDescription);
}

#[tokio::test]
async fn creating_a_category_twice_is_rejected() {
    categories()
        .given(vec![created()])
        .when_async(create("Contracts", ""))
        .await
        .then_expect_error(DocumentCategoryError::AlreadyExists);
}

#[tokio::test]
async fn updating_a_category_records_its_new_name_and_description() {
    categories()
        .given(vec![created()])
        .when_async(update(" Handbooks ", "How we work, in detail"))
        .await
        .then_expect_events(vec![DocumentCategoryEvent::DocumentCategoryUpdated {
            name: "Handbooks".into(),
            description: "How we work, in detail".into(),
        }]);
}

#[tokio::test]
async fn an_update_identical_to_the_current_data_is_rejected() {
    categories()
        .given(vec![created()])
        .when_async(update("  Manuals ", "How we work"))
        .await
        .then_expect_error(DocumentCategoryError::Identical);
}

#[tokio::test]
async fn an_update_with_an_invalid_field_is_rejected() {
    let cases = [
        (
            update("", "How we work"),
            DocumentCategoryError::InvalidName,
        ),
        (
            update("Manuals", &"x".repeat(DESCRIPTION_MAX_CHARS + 1)),
            DocumentCategoryError::InvalidDescription,
        ),
    ];
    for (command, error) in cases {
        categories()
            .given(vec![created()])
            .when_async(command)
            .await
            .then_expect_error(error);
    }
}

#[tokio::test]
async fn updating_a_category_that_does_not_exist_is_rejected_as_not_found() {
    categories()
        .given_no_previous_events()
        .when_async(update("Manuals", ""))
        .await
        .then_expect_error(DocumentCategoryError::NotFound);
}
