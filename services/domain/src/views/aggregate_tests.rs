//! Given/when/then tests: every saved view command and every rejection.

use cqrs_es::test::TestFramework;
use uuid::Uuid;

use super::*;

const VIEW: Uuid = Uuid::from_u128(0x5a7e);
const OWNER: Uuid = Uuid::from_u128(0x0e1);

fn views() -> TestFramework<SavedView> {
    TestFramework::with(())
}

fn create(list: &str, name: &str, query: &str, role: Option<i32>) -> SavedViewCommand {
    SavedViewCommand::CreateSavedView {
        view_id: VIEW,
        owner_id: OWNER,
        list: list.into(),
        name: name.into(),
        query: query.into(),
        shared_with_role_id: role,
    }
}

fn created() -> SavedViewEvent {
    SavedViewEvent::SavedViewCreated {
        view_id: VIEW,
        owner_id: OWNER,
        list: "issues".into(),
        name: "Open bugs".into(),
        query: "status=OPEN&sort=title".into(),
        shared_with_role_id: None,
    }
}

fn update(name: &str, query: &str, role: Option<i32>) -> SavedViewCommand {
    SavedViewCommand::UpdateSavedView {
        name: name.into(),
        query: query.into(),
        shared_with_role_id: role,
    }
}

#[tokio::test]
async fn creating_a_view_records_its_trimmed_name_and_query_without_the_question_mark() {
    views()
        .given_no_previous_events()
        .when_async(create(
            "issues",
            "  Open bugs ",
            "?status=OPEN&sort=title",
            None,
        ))
        .await
        .then_expect_events(vec![created()]);
}

#[tokio::test]
async fn a_view_shared_with_a_role_records_the_role() {
    views()
        .given_no_previous_events()
        .when_async(create("tasks", "チームの作業", "q=%E4%BD%9C", Some(3)))
        .await
        .then_expect_events(vec![SavedViewEvent::SavedViewCreated {
            view_id: VIEW,
            owner_id: OWNER,
            list: "tasks".into(),
            name: "チームの作業".into(),
            query: "q=%E4%BD%9C".into(),
            shared_with_role_id: Some(3),
        }]);
}

#[tokio::test]
async fn an_empty_query_and_a_name_of_the_maximum_length_are_accepted() {
    let name = "見".repeat(NAME_MAX_CHARS);
    let events = views()
        .given_no_previous_events()
        .when_async(create("documents", &name, "", None))
        .await
        .inspect_result();
    assert!(matches!(
        events.as_deref(),
        Ok([SavedViewEvent::SavedViewCreated { .. }])
    ));
}

#[tokio::test]
async fn creating_a_view_with_an_empty_or_oversized_name_is_rejected() {
    for name in ["", "  ", &"x".repeat(NAME_MAX_CHARS + 1)] {
        views()
            .given_no_previous_events()
            .when_async(create("issues", name, "", None))
            .await
            .then_expect_error(SavedViewError::InvalidName);
    }
}

#[tokio::test]
async fn a_view_of_any_list_the_product_keeps_views_of_is_created_with_its_columns() {
    for list in LISTS {
        views()
            .given_no_previous_events()
            .when_async(create(list, "Mine", "hide=status", None))
            .await
            .then_expect_events(vec![SavedViewEvent::SavedViewCreated {
                view_id: VIEW,
                owner_id: OWNER,
                list: (*list).into(),
                name: "Mine".into(),
                query: "hide=status".into(),
                shared_with_role_id: None,
            }]);
    }
}

#[tokio::test]
async fn creating_a_view_of_a_list_the_product_does_not_know_is_rejected() {
    for list in ["", "Issues", "trash", "events"] {
        views()
            .given_no_previous_events()
            .when_async(create(list, "Mine", "", None))
            .await
            .then_expect_error(SavedViewError::InvalidList);
    }
}

#[tokio::test]
async fn creating_a_view_with_a_malformed_or_oversized_query_is_rejected() {
    let long = "a".repeat(QUERY_MAX_CHARS + 1);
    for query in ["q=a b", "q=a#top", "q=\u{7}", long.as_str()] {
        views()
            .given_no_previous_events()
            .when_async(create("issues", "Mine", query, None))
            .await
            .then_expect_error(SavedViewError::InvalidQuery);
    }
}

#[tokio::test]
async fn creating_a_view_shared_with_an_impossible_role_is_rejected() {
    views()
        .given_no_previous_events()
        .when_async(create("issues", "Mine", "", Some(0)))
        .await
        .then_expect_error(SavedViewError::InvalidRole);
}

#[tokio::test]
async fn creating_a_view_twice_is_rejected() {
    views()
        .given(vec![created()])
        .when_async(create("issues", "Open bugs", "", None))
        .await
        .then_expect_error(SavedViewError::AlreadyExists);
}

#[tokio::test]
async fn an_update_records_only_what_changed() {
    views()
        .given(vec![created()])
        .when_async(update("Open bugs", "status=OPEN&sort=title", Some(2)))
        .await
        .then_expect_events(vec![SavedViewEvent::SavedViewSharingChanged {
            shared_with_role_id: Some(2),
        }]);
    views()
        .given(vec![created()])
        .when_async(update(" Bugs ", "status=CLOSED", None))
        .await
        .then_expect_events(vec![
            SavedViewEvent::SavedViewRenamed {
                name: "Bugs".into(),
            },
            SavedViewEvent::SavedViewQueryChanged {
                query: "status=CLOSED".into(),
            },
        ]);
}

#[tokio::test]
async fn an_update_that_makes_a_shared_view_private_again_is_recorded() {
    let shared = SavedViewEvent::SavedViewSharingChanged {
        shared_with_role_id: Some(2),
    };
    views()
        .given(vec![created(), shared])
        .when_async(update("Open bugs", "status=OPEN&sort=title", None))
        .await
        .then_expect_events(vec![SavedViewEvent::SavedViewSharingChanged {
            shared_with_role_id: None,
        }]);
}

#[tokio::test]
async fn an_identical_update_is_rejected() {
    views()
        .given(vec![created()])
        .when_async(update(" Open bugs", "?status=OPEN&sort=title", None))
        .await
        .then_expect_error(SavedViewError::Identical);
}

#[tokio::test]
async fn an_update_with_an_invalid_name_query_or_role_is_rejected() {
    views()
        .given(vec![created()])
        .when_async(update("", "", None))
        .await
        .then_expect_error(SavedViewError::InvalidName);
    views()
        .given(vec![created()])
        .when_async(update("Bugs", "a b", None))
        .await
        .then_expect_error(SavedViewError::InvalidQuery);
    views()
        .given(vec![created()])
        .when_async(update("Bugs", "", Some(-1)))
        .await
        .then_expect_error(SavedViewError::InvalidRole);
}

#[tokio::test]
async fn updating_a_missing_or_deleted_view_is_rejected() {
    views()
        .given_no_previous_events()
        .when_async(update("Bugs", "", None))
        .await
        .then_expect_error(SavedViewError::NotFound);
    views()
        .given(vec![created(), SavedViewEvent::SavedViewDeleted])
        .when_async(update("Bugs", "", None))
        .await
        .then_expect_error(SavedViewError::NotFound);
}

#[tokio::test]
async fn deleting_a_view_sends_it_to_the_trash() {
    views()
        .given(vec![created()])
        .when_async(SavedViewCommand::DeleteSavedView)
        .await
        .then_expect_events(vec![SavedViewEvent::SavedViewDeleted]);
}

#[tokio::test]
async fn deleting_a_missing_or_deleted_view_is_rejected() {
    views()
        .given_no_previous_events()
        .when_async(SavedViewCommand::DeleteSavedView)
        .await
        .then_expect_error(SavedViewError::NotFound);
    views()
        .given(vec![created(), SavedViewEvent::SavedViewDeleted])
        .when_async(SavedViewCommand::DeleteSavedView)
        .await
        .then_expect_error(SavedViewError::NotFound);
}

#[tokio::test]
async fn restoring_a_deleted_view_brings_it_back() {
    views()
        .given(vec![created(), SavedViewEvent::SavedViewDeleted])
        .when_async(SavedViewCommand::RestoreSavedView)
        .await
        .then_expect_events(vec![SavedViewEvent::SavedViewRestored]);
}

#[tokio::test]
async fn restoring_a_live_or_missing_view_is_rejected() {
    views()
        .given(vec![created()])
        .when_async(SavedViewCommand::RestoreSavedView)
        .await
        .then_expect_error(SavedViewError::NotDeleted);
    views()
        .given_no_previous_events()
        .when_async(SavedViewCommand::RestoreSavedView)
        .await
        .then_expect_error(SavedViewError::NotFound);
}
