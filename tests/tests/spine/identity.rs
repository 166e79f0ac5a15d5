use serde_json::json;
use staffhub_tests::{ADMIN_EMAIL, ADMIN_PASSWORD, spawn_app};

const PROFILE: &str = "{ profile { name employeeId email avatarUrl roles { roleId name } } }";
const SIGN_IN: &str = "mutation($input: SignInInput!) { signIn(input: $input) { accessToken profile { name roles { roleId name } } } }";

#[tokio::test]
async fn signing_in_returns_a_token_that_loads_the_profile_with_the_admin_role() {
    let app = spawn_app().await;
    app.create_employee("Ada Admin", ADMIN_EMAIL, ADMIN_PASSWORD, vec![1])
        .await;
    let signed_in = app
        .gql(
            None,
            SIGN_IN,
            json!({ "input": { "email": "ADMIN@staffhub.test", "password": ADMIN_PASSWORD } }),
        )
        .await;
    assert_eq!(signed_in.data("/signIn/profile/name"), "Ada Admin");
    let token = signed_in.data("/signIn/accessToken");
    let profile = app.gql(token.as_str(), PROFILE, json!({})).await;
    assert_eq!(
        profile.data("/profile/roles"),
        json!([{ "roleId": 1, "name": "Admin" }])
    );
    assert_eq!(profile.data("/profile/email"), ADMIN_EMAIL);
}

#[tokio::test]
async fn a_wrong_password_and_an_unknown_email_get_the_same_translated_message() {
    let app = spawn_app().await;
    app.create_employee("Ada Admin", ADMIN_EMAIL, ADMIN_PASSWORD, vec![1])
        .await;
    for email in [ADMIN_EMAIL, "nobody@staffhub.test"] {
        let en = app
            .gql(
                None,
                SIGN_IN,
                json!({ "input": { "email": email, "password": "wrong-password" } }),
            )
            .await;
        assert_eq!(en.error_code().as_deref(), Some("102.A001.001"));
        assert_eq!(
            en.error_message(),
            "The email or password you entered is incorrect."
        );
        let ja = app
            .gql_with_headers(
                None,
                SIGN_IN,
                json!({ "input": { "email": email, "password": "wrong-password" } }),
                &[("accept-language", "ja-JP,ja;q=0.9")],
            )
            .await;
        assert_eq!(
            ja.error_message(),
            "メールアドレスまたはパスワードが正しくありません。"
        );
    }
}

#[tokio::test]
async fn a_call_without_a_valid_token_is_unauthenticated() {
    let app = spawn_app().await;
    for token in [None, Some("not-a-real-token")] {
        let response = app.gql(token, PROFILE, json!({})).await;
        assert_eq!(response.error_code().as_deref(), Some("102.X000.001"));
    }
}

#[tokio::test]
async fn tokens_are_stored_only_as_hashes() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let stored: Vec<Vec<u8>> = sqlx::query_scalar("SELECT token_sha256 FROM access_tokens")
        .fetch_all(&app.pool)
        .await
        .unwrap();
    assert_eq!(stored.len(), 1);
    assert_ne!(stored[0], token.as_bytes());
    assert_eq!(stored[0].len(), 32);
}

#[tokio::test]
async fn the_journal_never_holds_a_password_or_its_hash() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let change = "mutation($input: ChangePasswordInput!) { changePassword(input: $input) { revokedSessions } }";
    app.gql(
        Some(&token),
        change,
        json!({ "input": { "oldPassword": ADMIN_PASSWORD, "newPassword": "new password 123" } }),
    )
    .await
    .data("/changePassword");
    let journal: Vec<String> =
        sqlx::query_scalar("SELECT payload::text || metadata::text FROM events")
            .fetch_all(&app.pool)
            .await
            .unwrap();
    let hash: String = sqlx::query_scalar("SELECT password_hash FROM employee_credentials")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let types: Vec<String> =
        sqlx::query_scalar("SELECT event_type FROM events ORDER BY global_position")
            .fetch_all(&app.pool)
            .await
            .unwrap();
    assert!(
        types.contains(&"PasswordChanged".to_owned()),
        "the change is recorded for auditors"
    );
    for text in journal {
        for secret in [ADMIN_PASSWORD, "new password 123", hash.as_str(), "argon2"] {
            assert!(!text.contains(secret), "journal leaks {secret}: {text}");
        }
    }
}

#[tokio::test]
async fn signing_out_revokes_the_token_on_the_server() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let out = app
        .gql(
            Some(&token),
            "mutation { signOut(input: {}) { signedOut } }",
            json!({}),
        )
        .await;
    assert_eq!(out.data("/signOut/signedOut"), true);
    let after = app.gql(Some(&token), PROFILE, json!({})).await;
    assert_eq!(after.error_code().as_deref(), Some("102.X000.001"));
}

#[tokio::test]
async fn changing_the_password_needs_the_old_one_and_revokes_the_other_sessions() {
    let app = spawn_app().await;
    let current = app.admin_token().await;
    let other = app.sign_in(ADMIN_EMAIL, ADMIN_PASSWORD).await;
    let change = "mutation($input: ChangePasswordInput!) { changePassword(input: $input) { revokedSessions } }";

    let wrong = app
        .gql(
            Some(&current),
            change,
            json!({ "input": { "oldPassword": "not it", "newPassword": "new password 123" } }),
        )
        .await;
    assert_eq!(wrong.error_message(), "Invalid credentials");
    assert_eq!(wrong.error_code().as_deref(), Some("102.A001.002"));

    let too_short = app
        .gql(
            Some(&current),
            change,
            json!({ "input": { "oldPassword": ADMIN_PASSWORD, "newPassword": "short" } }),
        )
        .await;
    assert_eq!(too_short.error_code().as_deref(), Some("203.M001.003"));

    let changed = app
        .gql(Some(&current), change, json!({ "input": { "oldPassword": ADMIN_PASSWORD, "newPassword": "new password 123" } }))
        .await;
    assert_eq!(changed.data("/changePassword/revokedSessions"), 1);
    assert!(
        app.gql(Some(&current), PROFILE, json!({}))
            .await
            .error_code()
            .is_none(),
        "this session stays"
    );
    assert_eq!(
        app.gql(Some(&other), PROFILE, json!({}))
            .await
            .error_code()
            .as_deref(),
        Some("102.X000.001")
    );
    let old = app
        .gql(
            None,
            SIGN_IN,
            json!({ "input": { "email": ADMIN_EMAIL, "password": ADMIN_PASSWORD } }),
        )
        .await;
    assert_eq!(old.error_code().as_deref(), Some("102.A001.001"));
    app.sign_in(ADMIN_EMAIL, "new password 123").await;
}

#[tokio::test]
async fn repeated_failed_sign_ins_for_one_email_are_locked_even_with_the_right_password() {
    let app = spawn_app().await;
    app.create_employee("Ada Admin", ADMIN_EMAIL, ADMIN_PASSWORD, vec![1])
        .await;
    for _ in 0..5 {
        let failed = app
            .gql(
                None,
                SIGN_IN,
                json!({ "input": { "email": ADMIN_EMAIL, "password": "guess" } }),
            )
            .await;
        assert_eq!(failed.error_code().as_deref(), Some("102.A001.001"));
    }
    let locked = app
        .gql(
            None,
            SIGN_IN,
            json!({ "input": { "email": ADMIN_EMAIL, "password": ADMIN_PASSWORD } }),
        )
        .await;
    assert_eq!(locked.error_code().as_deref(), Some("102.A001.003"));
    // Another employee is not affected.
    app.create_employee("Bo Member", "bo@staffhub.test", "bo password 1", vec![])
        .await;
    app.sign_in("bo@staffhub.test", "bo password 1").await;
}

#[tokio::test]
async fn registering_a_second_employee_with_the_same_email_is_a_conflict() {
    let app = spawn_app().await;
    app.create_employee("Ada Admin", ADMIN_EMAIL, ADMIN_PASSWORD, vec![1])
        .await;
    let again = app
        .server
        .state
        .identity
        .register(
            staffhub_api::identity::NewEmployee {
                name: "Ada Again".into(),
                email: ADMIN_EMAIL.to_uppercase(),
                password: "another password".into(),
                role_ids: vec![],
            },
            &staffhub_journal::Metadata::system(),
        )
        .await;
    assert!(matches!(
        again,
        Err(staffhub_api::error::ApiError::Coded(
            staffhub_api::catalogue::Code::EmployeeExists
        ))
    ));
}
