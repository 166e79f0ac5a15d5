//! Given/when/then tests: every question command and every rejection.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use cqrs_es::Aggregate;
use cqrs_es::test::TestFramework;
use uuid::Uuid;

use super::*;

const QUESTION: Uuid = Uuid::from_u128(0x9e5);
const APOLLO: Uuid = Uuid::from_u128(0xa9011);
const ACME: Uuid = Uuid::from_u128(0xac3e);
const GLOBEX: Uuid = Uuid::from_u128(0x610b);
const ADA: Uuid = Uuid::from_u128(0xada);
const BOB: Uuid = Uuid::from_u128(0xb0b);
const GHOST: Uuid = Uuid::from_u128(0xdead);

/// The projects read model as the rules see it: each project with its organizations.
struct KnownProjects(HashMap<Uuid, HashSet<Uuid>>);

#[async_trait::async_trait]
impl QuestionLookup for KnownProjects {
    async fn project_exists(&self, project_id: Uuid) -> Result<bool, String> {
        Ok(self.0.contains_key(&project_id))
    }

    async fn project_has_organization(
        &self,
        project_id: Uuid,
        organization_id: Uuid,
    ) -> Result<bool, String> {
        Ok(self
            .0
            .get(&project_id)
            .is_some_and(|organizations| organizations.contains(&organization_id)))
    }
}

/// A read model that cannot be reached.
struct Unreachable;

#[async_trait::async_trait]
impl QuestionLookup for Unreachable {
    async fn project_exists(&self, _: Uuid) -> Result<bool, String> {
        Err("connection refused".into())
    }

    async fn project_has_organization(&self, _: Uuid, _: Uuid) -> Result<bool, String> {
        Err("connection refused".into())
    }
}

/// Apollo exists with Acme taking part; Globex exists but is not on Apollo.
fn questions() -> TestFramework<Question> {
    TestFramework::with(QuestionServices {
        lookup: Arc::new(KnownProjects([(APOLLO, [ACME].into())].into())),
    })
}

fn questions_without_lookup() -> TestFramework<Question> {
    TestFramework::with(QuestionServices {
        lookup: Arc::new(Unreachable),
    })
}

fn about_apollo() -> QuestionScope {
    QuestionScope::Project { project_id: APOLLO }
}

fn about(project_id: Uuid, organization_id: Uuid) -> QuestionScope {
    QuestionScope::Organization {
        project_id,
        organization_id,
    }
}

fn ask(scope: QuestionScope, title: &str, body: &str) -> QuestionCommand {
    QuestionCommand::AskQuestion {
        question_id: QUESTION,
        scope,
        title: title.into(),
        body: body.into(),
        asker_id: Some(ADA),
    }
}

fn asked() -> QuestionEvent {
    QuestionEvent::QuestionAsked {
        question_id: QUESTION,
        scope: about_apollo(),
        title: "When is the launch?".into(),
        body: "See **plan**".into(),
        asker_id: Some(ADA),
    }
}

fn answered() -> QuestionEvent {
    QuestionEvent::QuestionAnswered {
        answer: "In May.".into(),
        author_id: Some(BOB),
        from: QuestionStatus::Processing,
    }
}

fn closed(from: QuestionStatus) -> QuestionEvent {
    QuestionEvent::QuestionClosed { from }
}

fn edit(title: &str, body: &str) -> QuestionCommand {
    QuestionCommand::EditQuestion {
        title: title.into(),
        body: body.into(),
    }
}

fn answer(text: &str) -> QuestionCommand {
    QuestionCommand::AnswerQuestion {
        answer: text.into(),
        author_id: Some(BOB),
    }
}

#[tokio::test]
async fn asking_about_a_project_records_the_question_with_a_trimmed_title() {
    questions()
        .given_no_previous_events()
        .when_async(ask(
            about_apollo(),
            "  When is the launch? ",
            "See **plan**",
        ))
        .await
        .then_expect_events(vec![asked()]);
}

#[tokio::test]
async fn asking_about_an_organization_of_the_project_records_both_ids() {
    questions()
        .given_no_previous_events()
        .when_async(ask(about(APOLLO, ACME), "Who signs?", ""))
        .await
        .then_expect_events(vec![QuestionEvent::QuestionAsked {
            question_id: QUESTION,
            scope: about(APOLLO, ACME),
            title: "Who signs?".into(),
            body: String::new(),
            asker_id: Some(ADA),
        }]);
}

#[tokio::test]
async fn asking_an_internal_question_needs_no_lookup() {
    questions_without_lookup()
        .given_no_previous_events()
        .when_async(ask(QuestionScope::Internal, "Lunch?", ""))
        .await
        .then_expect_events(vec![QuestionEvent::QuestionAsked {
            question_id: QUESTION,
            scope: QuestionScope::Internal,
            title: "Lunch?".into(),
            body: String::new(),
            asker_id: Some(ADA),
        }]);
}

#[tokio::test]
async fn a_japanese_title_of_the_maximum_length_is_accepted() {
    let title = "問".repeat(TITLE_MAX_CHARS);
    let events = questions()
        .given_no_previous_events()
        .when_async(ask(QuestionScope::Internal, &title, ""))
        .await
        .inspect_result();
    assert!(matches!(
        events.as_deref(),
        Ok([QuestionEvent::QuestionAsked { .. }])
    ));
}

#[tokio::test]
async fn asking_with_an_empty_or_oversized_title_is_rejected() {
    for title in ["", "   ", &"x".repeat(TITLE_MAX_CHARS + 1)] {
        questions()
            .given_no_previous_events()
            .when_async(ask(about_apollo(), title, ""))
            .await
            .then_expect_error(QuestionError::InvalidTitle);
    }
}

#[tokio::test]
async fn asking_with_an_oversized_body_is_rejected() {
    questions()
        .given_no_previous_events()
        .when_async(ask(
            about_apollo(),
            "Title",
            &"x".repeat(BODY_MAX_CHARS + 1),
        ))
        .await
        .then_expect_error(QuestionError::InvalidBody);
}

#[tokio::test]
async fn asking_about_a_project_that_does_not_exist_is_rejected() {
    for scope in [
        QuestionScope::Project { project_id: GHOST },
        about(GHOST, ACME),
    ] {
        questions()
            .given_no_previous_events()
            .when_async(ask(scope, "Title", ""))
            .await
            .then_expect_error(QuestionError::ProjectNotFound);
    }
}

#[tokio::test]
async fn asking_about_an_organization_outside_the_project_is_rejected() {
    questions()
        .given_no_previous_events()
        .when_async(ask(about(APOLLO, GLOBEX), "Title", ""))
        .await
        .then_expect_error(QuestionError::OrganizationNotFound);
}

#[tokio::test]
async fn a_failing_lookup_is_reported_as_such_not_as_a_missing_project() {
    questions_without_lookup()
        .given_no_previous_events()
        .when_async(ask(about_apollo(), "Title", ""))
        .await
        .then_expect_error(QuestionError::Lookup("connection refused".into()));
}

#[tokio::test]
async fn asking_the_same_question_twice_is_rejected() {
    questions()
        .given(vec![asked()])
        .when_async(ask(about_apollo(), "Title", ""))
        .await
        .then_expect_error(QuestionError::AlreadyExists);
}

#[tokio::test]
async fn commands_on_a_question_that_does_not_exist_are_rejected_as_not_found() {
    let commands = [
        edit("Title", ""),
        answer("Yes."),
        QuestionCommand::CloseQuestion,
        QuestionCommand::ReopenQuestion,
        QuestionCommand::DeleteQuestion,
        QuestionCommand::RestoreQuestion,
    ];
    for command in commands {
        questions()
            .given_no_previous_events()
            .when_async(command)
            .await
            .then_expect_error(QuestionError::NotFound);
    }
}

#[tokio::test]
async fn editing_a_question_records_its_new_title_and_body() {
    questions()
        .given(vec![asked()])
        .when_async(edit(" When is the launch, exactly? ", "See **plan v2**"))
        .await
        .then_expect_events(vec![QuestionEvent::QuestionEdited {
            title: "When is the launch, exactly?".into(),
            body: "See **plan v2**".into(),
        }]);
}

#[tokio::test]
async fn an_edit_identical_to_the_current_question_is_rejected() {
    questions()
        .given(vec![asked()])
        .when_async(edit("  When is the launch?  ", "See **plan**"))
        .await
        .then_expect_error(QuestionError::Identical);
}

#[tokio::test]
async fn an_edit_with_an_invalid_title_or_body_is_rejected() {
    questions()
        .given(vec![asked()])
        .when_async(edit(" ", "See **plan**"))
        .await
        .then_expect_error(QuestionError::InvalidTitle);
    questions()
        .given(vec![asked()])
        .when_async(edit("Title", &"x".repeat(BODY_MAX_CHARS + 1)))
        .await
        .then_expect_error(QuestionError::InvalidBody);
}

#[tokio::test]
async fn answering_a_processing_question_records_the_answer_and_its_author() {
    questions()
        .given(vec![asked()])
        .when_async(answer("  In May. "))
        .await
        .then_expect_events(vec![answered()]);
}

#[tokio::test]
async fn answering_a_closed_question_makes_it_answered() {
    questions()
        .given(vec![asked(), closed(QuestionStatus::Processing)])
        .when_async(answer("In May."))
        .await
        .then_expect_events(vec![QuestionEvent::QuestionAnswered {
            answer: "In May.".into(),
            author_id: Some(BOB),
            from: QuestionStatus::Closed,
        }]);
}

#[tokio::test]
async fn answering_an_answered_question_again_is_rejected() {
    questions()
        .given(vec![asked(), answered()])
        .when_async(answer("In June."))
        .await
        .then_expect_error(QuestionError::SameStatus);
}

#[tokio::test]
async fn an_empty_or_oversized_answer_is_rejected() {
    for text in ["", "  ", &"x".repeat(ANSWER_MAX_CHARS + 1)] {
        questions()
            .given(vec![asked()])
            .when_async(answer(text))
            .await
            .then_expect_error(QuestionError::InvalidAnswer);
    }
}

#[tokio::test]
async fn closing_a_question_records_the_status_it_left() {
    questions()
        .given(vec![asked()])
        .when_async(QuestionCommand::CloseQuestion)
        .await
        .then_expect_events(vec![closed(QuestionStatus::Processing)]);
    questions()
        .given(vec![asked(), answered()])
        .when_async(QuestionCommand::CloseQuestion)
        .await
        .then_expect_events(vec![closed(QuestionStatus::Answered)]);
}

#[tokio::test]
async fn closing_a_closed_question_is_rejected() {
    questions()
        .given(vec![asked(), closed(QuestionStatus::Processing)])
        .when_async(QuestionCommand::CloseQuestion)
        .await
        .then_expect_error(QuestionError::SameStatus);
}

#[tokio::test]
async fn reopening_an_answered_or_closed_question_records_the_status_it_left() {
    questions()
        .given(vec![asked(), answered()])
        .when_async(QuestionCommand::ReopenQuestion)
        .await
        .then_expect_events(vec![QuestionEvent::QuestionReopened {
            from: QuestionStatus::Answered,
        }]);
    questions()
        .given(vec![asked(), closed(QuestionStatus::Processing)])
        .when_async(QuestionCommand::ReopenQuestion)
        .await
        .then_expect_events(vec![QuestionEvent::QuestionReopened {
            from: QuestionStatus::Closed,
        }]);
}

#[tokio::test]
async fn reopening_a_processing_question_is_rejected() {
    questions()
        .given(vec![asked()])
        .when_async(QuestionCommand::ReopenQuestion)
        .await
        .then_expect_error(QuestionError::SameStatus);
}

#[tokio::test]
async fn a_reopened_question_may_be_answered_again() {
    questions()
        .given(vec![
            asked(),
            answered(),
            QuestionEvent::QuestionReopened {
                from: QuestionStatus::Answered,
            },
        ])
        .when_async(answer("In June."))
        .await
        .then_expect_events(vec![QuestionEvent::QuestionAnswered {
            answer: "In June.".into(),
            author_id: Some(BOB),
            from: QuestionStatus::Processing,
        }]);
}

#[test]
fn the_folded_state_is_processing_when_asked_and_keeps_the_answer_when_reopened() {
    let mut question = Question::default();
    question.apply(asked());
    assert_eq!(question.status, QuestionStatus::Processing);
    assert_eq!(question.answer, None);
    question.apply(answered());
    question.apply(QuestionEvent::QuestionReopened {
        from: QuestionStatus::Answered,
    });
    assert_eq!(question.status, QuestionStatus::Processing);
    assert_eq!(question.answer.as_deref(), Some("In May."));
    assert_eq!(question.answered_by, Some(BOB));
}

#[test]
fn status_ids_and_names_follow_the_spec() {
    for status in QuestionStatus::ALL {
        assert_eq!(QuestionStatus::from_id(status.id()), Some(status));
        assert_eq!(
            serde_json::to_value(status).unwrap(),
            serde_json::Value::from(status.name())
        );
    }
    let ids: Vec<(i32, &str)> = QuestionStatus::ALL
        .into_iter()
        .map(|s| (s.id(), s.name()))
        .collect();
    assert_eq!(ids, [(1, "closed"), (2, "answered"), (3, "processing")]);
    assert_eq!(QuestionStatus::default(), QuestionStatus::Processing);
}

#[test]
fn a_scope_is_stored_tagged_by_its_kind_and_names_its_ids() {
    let scope = about(APOLLO, ACME);
    assert_eq!(
        serde_json::to_value(scope).unwrap(),
        serde_json::json!({
            "kind": "organization",
            "project_id": APOLLO,
            "organization_id": ACME,
        })
    );
    assert_eq!(
        serde_json::to_value(QuestionScope::Internal).unwrap(),
        serde_json::json!({ "kind": "internal" })
    );
    for scope in [about_apollo(), scope, QuestionScope::Internal] {
        let stored = serde_json::to_value(scope).unwrap();
        assert_eq!(stored["kind"], scope.name());
        assert_eq!(
            serde_json::from_value::<QuestionScope>(stored).unwrap(),
            scope
        );
    }
    assert_eq!(scope.project_id(), Some(APOLLO));
    assert_eq!(scope.organization_id(), Some(ACME));
    assert_eq!(about_apollo().organization_id(), None);
    assert_eq!(QuestionScope::Internal.project_id(), None);
    assert_eq!(QuestionScope::default(), QuestionScope::Internal);
}

#[tokio::test]
async fn deleting_a_question_moves_it_to_the_trash_whatever_its_status() {
    for given in [vec![asked()], vec![asked(), answered()]] {
        questions()
            .given(given)
            .when_async(QuestionCommand::DeleteQuestion)
            .await
            .then_expect_events(vec![QuestionEvent::QuestionDeleted {}]);
    }
}

#[tokio::test]
async fn a_deleted_question_takes_no_command_but_its_restore() {
    let commands = [
        edit("Title", ""),
        answer("Yes."),
        QuestionCommand::CloseQuestion,
        QuestionCommand::DeleteQuestion,
    ];
    for command in commands {
        questions()
            .given(vec![asked(), QuestionEvent::QuestionDeleted {}])
            .when_async(command)
            .await
            .then_expect_error(QuestionError::NotFound);
    }
}

#[tokio::test]
async fn restoring_a_deleted_question_brings_it_back_as_it_was() {
    questions()
        .given(vec![asked(), answered(), QuestionEvent::QuestionDeleted {}])
        .when_async(QuestionCommand::RestoreQuestion)
        .await
        .then_expect_events(vec![QuestionEvent::QuestionRestored {}]);
    // Answered still: a second answer is refused as before.
    questions()
        .given(vec![
            asked(),
            answered(),
            QuestionEvent::QuestionDeleted {},
            QuestionEvent::QuestionRestored {},
        ])
        .when_async(answer("Again."))
        .await
        .then_expect_error(QuestionError::SameStatus);
}

#[tokio::test]
async fn restoring_a_question_that_is_not_deleted_is_refused() {
    questions()
        .given(vec![asked()])
        .when_async(QuestionCommand::RestoreQuestion)
        .await
        .then_expect_error(QuestionError::NotDeleted);
}

#[tokio::test]
async fn a_question_whose_project_is_gone_is_not_restored() {
    TestFramework::<Question>::with(QuestionServices {
        lookup: Arc::new(KnownProjects(HashMap::new())),
    })
    .given(vec![asked(), QuestionEvent::QuestionDeleted {}])
    .when_async(QuestionCommand::RestoreQuestion)
    .await
    .then_expect_error(QuestionError::ProjectNotFound);
}
