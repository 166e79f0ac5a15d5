//! Given/when/then tests: every token command and every rejection.

use chrono::{DateTime, Duration, TimeZone, Utc};
use cqrs_es::test::TestFramework;
use uuid::Uuid;

use super::*;
use crate::api_tokens::{MAX_LIFETIME_DAYS, NAME_MAX_CHARS};

const TOKEN: Uuid = Uuid::from_u128(0x70c);
const OWNER: Uuid = Uuid::from_u128(0xe1);

fn tokens() -> TestFramework<ApiToken> {
    TestFramework::with(())
}

fn now() -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 12, 8, 9, 0, 0).unwrap()
}

fn create(name: &str, expires_at: DateTime<Utc>) -> ApiTokenCommand {
    ApiTokenCommand::CreateApiToken {
        token_id: TOKEN,
        owner_id: OWNER,
        name: name.into(),
        scope: ApiTokenScope::Read,
        prefix: "shp_AbCd".into(),
        expires_at,
        now: now(),
    }
}

fn created() -> ApiTokenEvent {
    ApiTokenEvent::ApiTokenCreated {
        token_id: TOKEN,
        owner_id: OWNER,
        name: "Nightly report".into(),
        scope: ApiTokenScope::Read,
        prefix: "shp_AbCd".into(),
        expires_at: now() + Duration::days(90),
    }
}

#[tokio::test]
async fn creating_a_token_records_its_trimmed_name_scope_prefix_and_expiry() {
    tokens()
        .given_no_previous_events()
        .when_async(create("  Nightly report ", now() + Duration::days(90)))
        .await
        .then_expect_events(vec![created()]);
}

#[tokio::test]
async fn a_read_write_token_a_year_away_with_a_japanese_name_is_accepted() {
    let name = "報".repeat(NAME_MAX_CHARS);
    let expires_at = now() + Duration::days(MAX_LIFETIME_DAYS);
    tokens()
        .given_no_previous_events()
        .when_async(ApiTokenCommand::CreateApiToken {
            token_id: TOKEN,
            owner_id: OWNER,
            name: name.clone(),
            scope: ApiTokenScope::ReadWrite,
            prefix: "shp_AbCd".into(),
            expires_at,
            now: now(),
        })
        .await
        .then_expect_events(vec![ApiTokenEvent::ApiTokenCreated {
            token_id: TOKEN,
            owner_id: OWNER,
            name,
            scope: ApiTokenScope::ReadWrite,
            prefix: "shp_AbCd".into(),
            expires_at,
        }]);
}

#[tokio::test]
async fn creating_a_token_with_an_empty_or_oversized_name_is_rejected() {
    for name in ["", "   ", &"x".repeat(NAME_MAX_CHARS + 1)] {
        tokens()
            .given_no_previous_events()
            .when_async(create(name, now() + Duration::days(1)))
            .await
            .then_expect_error(ApiTokenError::InvalidName);
    }
}

#[tokio::test]
async fn an_expiry_in_the_past_now_or_more_than_a_year_away_is_rejected() {
    for expires_at in [
        now() - Duration::days(1),
        now(),
        now() + Duration::days(MAX_LIFETIME_DAYS) + Duration::seconds(1),
    ] {
        tokens()
            .given_no_previous_events()
            .when_async(create("Nightly report", expires_at))
            .await
            .then_expect_error(ApiTokenError::InvalidExpiry);
    }
}

#[tokio::test]
async fn creating_a_token_twice_under_one_id_is_rejected() {
    tokens()
        .given(vec![created()])
        .when_async(create("Nightly report", now() + Duration::days(90)))
        .await
        .then_expect_error(ApiTokenError::AlreadyExists);
}

#[tokio::test]
async fn revoking_a_token_records_it() {
    tokens()
        .given(vec![created()])
        .when_async(ApiTokenCommand::RevokeApiToken)
        .await
        .then_expect_events(vec![ApiTokenEvent::ApiTokenRevoked]);
}

#[tokio::test]
async fn revoking_a_token_that_does_not_exist_is_rejected() {
    tokens()
        .given_no_previous_events()
        .when_async(ApiTokenCommand::RevokeApiToken)
        .await
        .then_expect_error(ApiTokenError::NotFound);
}

#[tokio::test]
async fn revoking_a_revoked_token_again_is_rejected() {
    tokens()
        .given(vec![created(), ApiTokenEvent::ApiTokenRevoked])
        .when_async(ApiTokenCommand::RevokeApiToken)
        .await
        .then_expect_error(ApiTokenError::AlreadyRevoked);
}

#[test]
fn the_fold_keeps_what_history_shows() {
    let mut token = ApiToken::default();
    token.apply(created());
    assert_eq!(token.owner_id, Some(OWNER));
    assert_eq!(token.prefix, "shp_AbCd");
    assert!(!token.revoked);
    token.apply(ApiTokenEvent::ApiTokenRevoked);
    assert!(token.revoked);
}

#[test]
fn a_scope_reads_back_from_its_name() {
    for scope in [ApiTokenScope::Read, ApiTokenScope::ReadWrite] {
        assert_eq!(ApiTokenScope::from_name(scope.name()), Some(scope));
    }
    assert_eq!(ApiTokenScope::from_name("write"), None);
}
