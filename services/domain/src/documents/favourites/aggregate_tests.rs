//! Given/when/then tests: every favourites command and every rejection.

use cqrs_es::test::TestFramework;

use super::*;
use crate::documents::test_support::*;

fn favourites() -> TestFramework<DocumentFavourites> {
    TestFramework::with(KnownIds::standard().services())
}

fn favourites_without_lookup() -> TestFramework<DocumentFavourites> {
    TestFramework::with(Unreachable::services())
}

fn add(document_id: uuid::Uuid) -> DocumentFavouritesCommand {
    DocumentFavouritesCommand::AddFavourite {
        employee_id: ADA,
        document_id,
    }
}

fn favourited(document_id: uuid::Uuid) -> DocumentFavouritesEvent {
    DocumentFavouritesEvent::DocumentFavourited {
        employee_id: ADA,
        document_id,
    }
}

#[tokio::test]
async fn the_first_favourite_creates_the_list() {
    favourites()
        .given_no_previous_events()
        .when_async(add(DOCUMENT))
        .await
        .then_expect_events(vec![favourited(DOCUMENT)]);
}

#[tokio::test]
async fn another_favourite_is_added_to_the_list() {
    favourites()
        .given(vec![favourited(DOCUMENT)])
        .when_async(add(OTHER_DOCUMENT))
        .await
        .then_expect_events(vec![favourited(OTHER_DOCUMENT)]);
}

#[tokio::test]
async fn favouriting_a_document_that_does_not_exist_is_rejected() {
    favourites()
        .given_no_previous_events()
        .when_async(add(GHOST))
        .await
        .then_expect_error(DocumentFavouritesError::DocumentNotFound);
}

#[tokio::test]
async fn favouriting_a_favourite_again_changes_nothing_and_needs_no_lookup() {
    favourites_without_lookup()
        .given(vec![favourited(DOCUMENT)])
        .when_async(add(DOCUMENT))
        .await
        .then_expect_error(DocumentFavouritesError::AlreadyFavourite);
}

#[tokio::test]
async fn a_failing_lookup_is_reported_as_such_not_as_a_missing_document() {
    favourites_without_lookup()
        .given_no_previous_events()
        .when_async(add(DOCUMENT))
        .await
        .then_expect_error(DocumentFavouritesError::Lookup(UNREACHABLE.into()));
}

#[tokio::test]
async fn removing_a_favourite_records_it_without_a_lookup() {
    // The document may have gone since; unfavouriting it must still work.
    favourites_without_lookup()
        .given(vec![favourited(DOCUMENT), favourited(GHOST)])
        .when_async(DocumentFavouritesCommand::RemoveFavourite { document_id: GHOST })
        .await
        .then_expect_events(vec![DocumentFavouritesEvent::DocumentUnfavourited {
            document_id: GHOST,
        }]);
}

#[tokio::test]
async fn removing_a_document_that_is_not_a_favourite_changes_nothing() {
    favourites()
        .given(vec![favourited(DOCUMENT)])
        .when_async(DocumentFavouritesCommand::RemoveFavourite {
            document_id: OTHER_DOCUMENT,
        })
        .await
        .then_expect_error(DocumentFavouritesError::NotFavourite);
}

#[tokio::test]
async fn removing_a_favourite_when_there_are_none_changes_nothing() {
    favourites()
        .given_no_previous_events()
        .when_async(DocumentFavouritesCommand::RemoveFavourite {
            document_id: DOCUMENT,
        })
        .await
        .then_expect_error(DocumentFavouritesError::NotFavourite);
}

#[test]
fn the_folded_state_keeps_the_most_recent_favourite_last() {
    let mut state = DocumentFavourites::default();
    for event in [
        favourited(DOCUMENT),
        favourited(OTHER_DOCUMENT),
        DocumentFavouritesEvent::DocumentUnfavourited {
            document_id: DOCUMENT,
        },
        favourited(DOCUMENT),
    ] {
        state.apply(event);
    }
    assert_eq!(
        state,
        DocumentFavourites {
            employee_id: Some(ADA),
            document_ids: vec![OTHER_DOCUMENT, DOCUMENT],
        }
    );
}
