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

// Issue 37 §7: password resets, by email and by an admin, through the real server and a real
// SMTP listener on loopback.

mod resets {
    use std::time::Duration;

    use serde_json::{Value, json};
    use staffhub_tests::smtp::{Received, SmtpSink};
    use staffhub_tests::{ADMIN_EMAIL, ADMIN_PASSWORD, TestApp, spawn_app_with};

    const REQUEST: &str = "mutation($input: RequestPasswordResetInput!) {
      requestPasswordReset(input: $input) { requested } }";
    const RESET: &str =
        "mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { email } }";
    const ADMIN_RESET: &str = "mutation($input: ResetEmployeePasswordInput!) {
      resetEmployeePassword(input: $input) { revokedSessions employee { id version active } } }";
    const PROFILE: &str = "{ profile { employeeId } }";
    const MIA: &str = "mia@staffhub.test";
    const MIA_PASSWORD: &str = "mia password 1";

    async fn app(sink: &SmtpSink) -> TestApp {
        let url = sink.url();
        spawn_app_with(move |config| config.mail.smtp_url = Some(url)).await
    }

    /// The message with quoted-printable undone (soft breaks, `=XX` bytes).
    fn decoded(message: &Received) -> String {
        let unfolded = message.data.replace("=\r\n", "");
        let bytes = unfolded.as_bytes();
        let mut out = Vec::with_capacity(bytes.len());
        let mut i = 0;
        while i < bytes.len() {
            let hex = |b: u8| (b as char).to_digit(16);
            if bytes[i] == b'='
                && i + 2 < bytes.len()
                && let (Some(h), Some(l)) = (hex(bytes[i + 1]), hex(bytes[i + 2]))
            {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
            out.push(bytes[i]);
            i += 1;
        }
        String::from_utf8_lossy(&out).into_owned()
    }

    /// The token of the reset link in `message` (the first one; text and HTML carry the same).
    fn token_in(message: &Received, path: &str) -> String {
        let text = decoded(message);
        let start = text
            .find(path)
            .unwrap_or_else(|| panic!("no {path} in {text}"))
            + path.len();
        let rest = &text[start..];
        rest[..rest.find(['"', '<', '\r', '\n', ' ']).unwrap_or(rest.len())].to_owned()
    }

    /// Waits for the `n`th message (1-based) to arrive.
    async fn nth_message(sink: &SmtpSink, n: usize) -> Received {
        for _ in 0..100 {
            if sink.count() >= n {
                return sink.received()[n - 1].clone();
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("message {n} did not arrive; {} did", sink.count());
    }

    async fn request(app: &TestApp, email: &str, headers: &[(&str, &str)]) -> Value {
        app.gql_with_headers(
            None,
            REQUEST,
            json!({ "input": { "email": email } }),
            headers,
        )
        .await
        .body
    }

    async fn reset(app: &TestApp, token: &str, password: &str) -> staffhub_tests::GqlResponse {
        app.gql(
            None,
            RESET,
            json!({ "input": { "token": token, "newPassword": password } }),
        )
        .await
    }

    async fn signed_in(app: &TestApp, token: &str) -> bool {
        let profile = app.gql(Some(token), PROFILE, json!({})).await;
        match profile.error_code().as_deref() {
            None => true,
            Some("102.X000.001") => false,
            other => panic!("unexpected {other:?}"),
        }
    }

    async fn history_labels(app: &TestApp, admin: &str, id: &Value, locale: &str) -> Vec<Value> {
        app.gql_with_headers(
            Some(admin),
            "query($id: ID!) { history(id: $id) { edges { node { label actor { name } } } } }",
            json!({ "id": id }),
            &[("accept-language", locale)],
        )
        .await
        .data("/history/edges")
        .as_array()
        .unwrap()
        .iter()
        .map(|e| json!([e["node"]["label"], e["node"]["actor"]["name"]]))
        .collect()
    }

    fn employee_gid(id: uuid::Uuid) -> Value {
        json!(staffhub_api::graphql::ids::encode("Employee", id).to_string())
    }

    #[tokio::test]
    async fn a_forgotten_password_is_reset_once_with_the_emailed_link_and_every_session_ends() {
        let sink = SmtpSink::start().await;
        let app = app(&sink).await;
        let admin = app.admin_token().await;
        let mia = app
            .create_employee("Mia Mori", MIA, MIA_PASSWORD, vec![])
            .await;
        let phone = app.sign_in(MIA, MIA_PASSWORD).await;
        let laptop = app.sign_in(MIA, MIA_PASSWORD).await;

        let known = request(&app, "  MIA@staffhub.test ", &[]).await;
        assert_eq!(
            known,
            json!({ "data": { "requestPasswordReset": { "requested": true } } })
        );
        let message = nth_message(&sink, 1).await;
        assert_eq!(message.recipients, [MIA]);
        assert_eq!(
            message.header("Subject").as_deref(),
            Some("Reset your Staffhub password")
        );
        let text = decoded(&message);
        assert!(text.contains("Content-Type: text/plain"), "{text}");
        assert!(text.contains("Content-Type: text/html"), "{text}");
        assert!(text.contains("within 30 minutes"), "{text}");
        let link = format!("{}/reset-password?token=", app.url);
        let token = token_in(&message, &link);
        assert!(token.len() >= 40, "a random token: {token}");
        // Only its hash is kept.
        let stored: Vec<u8> = sqlx::query_scalar("SELECT token_sha256 FROM password_reset_tokens")
            .fetch_one(&app.pool)
            .await
            .unwrap();
        assert_ne!(stored, token.as_bytes());

        // The change-password rules apply, and a refused password leaves the link usable.
        let short = reset(&app, &token, "short").await;
        assert_eq!(short.error_code().as_deref(), Some("203.M001.003"));
        assert_eq!(short.error_field().as_deref(), Some("newPassword"));
        assert!(signed_in(&app, &phone).await, "nothing changed yet");

        let done = reset(&app, &token, "brand new pass 1").await;
        assert_eq!(done.data("/resetPassword/email"), MIA);
        assert!(!signed_in(&app, &phone).await, "every session ends");
        assert!(!signed_in(&app, &laptop).await, "every session ends");
        let old = app
            .gql(
                None,
                "mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }",
                json!({ "input": { "email": MIA, "password": MIA_PASSWORD } }),
            )
            .await;
        assert_eq!(old.error_code().as_deref(), Some("102.A001.001"));
        app.sign_in(MIA, "brand new pass 1").await;

        // A second use is refused, in the caller's language.
        let again = reset(&app, &token, "another pass 22").await;
        assert_eq!(again.error_code().as_deref(), Some("102.A001.006"));
        let again_ja = app
            .gql_with_headers(
                None,
                RESET,
                json!({ "input": { "token": token, "newPassword": "another pass 22" } }),
                &[("accept-language", "ja")],
            )
            .await;
        assert_eq!(
            again_ja.error_message(),
            "このパスワード再設定リンクは使用済みか、新しいリンクに置き換えられています。新しいリンクをリクエストしてください。"
        );
        app.sign_in(MIA, "brand new pass 1").await;

        // Recorded for auditors, by the member, without the secret.
        let labels = history_labels(&app, &admin, &employee_gid(mia), "ja").await;
        assert!(
            labels.contains(&json!(["メールのリンクでパスワードを再設定", "Mia Mori"])),
            "{labels:?}"
        );
        let journal: Vec<String> =
            sqlx::query_scalar("SELECT payload::text || metadata::text FROM events")
                .fetch_all(&app.pool)
                .await
                .unwrap();
        for text in journal {
            assert!(
                !text.contains(&token) && !text.contains("brand new pass 1"),
                "{text}"
            );
        }
        // The directory kept up: a member registered after the reset shows (the projection
        // once refused a version-only update and stalled; `create_employee` waits for it).
        app.create_employee(
            "Later Member",
            "later@staffhub.test",
            "later password 1",
            vec![],
        )
        .await;
    }

    #[tokio::test]
    async fn an_unknown_or_deactivated_address_gets_the_same_answer_and_no_email() {
        let sink = SmtpSink::start().await;
        let app = app(&sink).await;
        let admin = app.admin_token().await;
        let leaver = app
            .create_employee("Leo Leaver", "leo@staffhub.test", "leo password 1", vec![])
            .await;
        let deactivated = app
            .gql(
                Some(&admin),
                "mutation($input: DeactivateEmployeeInput!) { deactivateEmployee(input: $input) { employee { active } } }",
                json!({ "input": { "employeeId": employee_gid(leaver) } }),
            )
            .await;
        assert_eq!(
            deactivated.data("/deactivateEmployee/employee/active"),
            false
        );
        let known = request(&app, ADMIN_EMAIL, &[]).await;
        nth_message(&sink, 1).await;
        for email in ["nobody@staffhub.test", "leo@staffhub.test"] {
            assert_eq!(request(&app, email, &[]).await, known, "{email}");
        }
        tokio::time::sleep(Duration::from_millis(1500)).await;
        assert_eq!(sink.count(), 1, "only the admin's address got a link");
    }

    #[tokio::test]
    async fn an_expired_an_unknown_and_a_replaced_link_are_refused_with_their_codes() {
        let sink = SmtpSink::start().await;
        let app = app(&sink).await;
        app.admin_token().await;
        app.create_employee("Mia Mori", MIA, MIA_PASSWORD, vec![])
            .await;
        let path = "/reset-password?token=";

        request(&app, MIA, &[]).await;
        let first = token_in(&nth_message(&sink, 1).await, path);
        request(&app, MIA, &[]).await;
        let second = token_in(&nth_message(&sink, 2).await, path);
        assert_ne!(first, second);
        let replaced = reset(&app, &first, "brand new pass 1").await;
        assert_eq!(replaced.error_code().as_deref(), Some("102.A001.006"));

        sqlx::query("UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'")
            .execute(&app.pool)
            .await
            .unwrap();
        let expired = reset(&app, &second, "brand new pass 1").await;
        assert_eq!(expired.error_code().as_deref(), Some("102.A001.007"));
        assert_eq!(
            expired.error_message(),
            "This password reset link has expired. Please ask for a new one."
        );
        let unknown = reset(&app, "not-a-token-we-sent", "brand new pass 1").await;
        assert_eq!(unknown.error_code().as_deref(), Some("102.A001.005"));
        // None of them changed the password.
        app.sign_in(MIA, MIA_PASSWORD).await;
    }

    #[tokio::test]
    async fn requests_are_limited_per_address_and_per_client_for_known_and_unknown_addresses() {
        let sink = SmtpSink::start().await;
        let app = app(&sink).await;
        app.admin_token().await;
        for email in [ADMIN_EMAIL, "nobody@staffhub.test"] {
            let client = [("x-forwarded-for", "192.0.2.1")];
            for _ in 0..3 {
                let ok = request(&app, email, &client).await;
                assert_eq!(
                    ok["data"]["requestPasswordReset"]["requested"], true,
                    "{ok}"
                );
            }
            let limited = request(&app, email, &client).await;
            assert_eq!(
                limited["errors"][0]["extensions"]["code"], "102.A001.004",
                "{email}"
            );
        }
        // One client trying many addresses is stopped too; another client is not.
        let mut refused = 0;
        for n in 0..12 {
            let answer = request(
                &app,
                &format!("probe{n}@staffhub.test"),
                &[("x-forwarded-for", "192.0.2.2")],
            )
            .await;
            if answer["errors"][0]["extensions"]["code"] == "102.A001.004" {
                refused += 1;
            }
        }
        assert_eq!(refused, 2, "ten requests per client in the window");
        let other = request(
            &app,
            "probe0@staffhub.test",
            &[("x-forwarded-for", "192.0.2.3")],
        )
        .await;
        assert_eq!(
            other["data"]["requestPasswordReset"]["requested"], true,
            "{other}"
        );
    }

    #[tokio::test]
    async fn an_admin_reset_emails_the_member_in_their_language_and_signs_them_out_everywhere() {
        let sink = SmtpSink::start().await;
        let app = app(&sink).await;
        let admin = app.admin_token().await;
        let mia = app
            .create_employee("Mia Mori", MIA, MIA_PASSWORD, vec![])
            .await;
        // Mia signs in from a Japanese page on two devices.
        let mut sessions = Vec::new();
        for _ in 0..2 {
            let signed = app
                .gql_with_headers(
                    None,
                    "mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }",
                    json!({ "input": { "email": MIA, "password": MIA_PASSWORD } }),
                    &[("accept-language", "ja")],
                )
                .await;
            sessions.push(
                signed
                    .data("/signIn/accessToken")
                    .as_str()
                    .unwrap()
                    .to_owned(),
            );
        }
        let id = employee_gid(mia);

        // Not for staff who do not manage members.
        let by_mia = app
            .gql(
                Some(&sessions[0]),
                ADMIN_RESET,
                json!({ "input": { "employeeId": id } }),
            )
            .await;
        assert_eq!(by_mia.error_code().as_deref(), Some("102.X000.002"));
        assert!(signed_in(&app, &sessions[0]).await);

        let done = app
            .gql(
                Some(&admin),
                ADMIN_RESET,
                json!({ "input": { "employeeId": id } }),
            )
            .await;
        assert_eq!(done.data("/resetEmployeePassword/revokedSessions"), 2);
        assert_eq!(done.data("/resetEmployeePassword/employee/active"), true);
        for token in &sessions {
            assert!(!signed_in(&app, token).await, "signed out everywhere");
        }
        let old = app
            .gql(
                None,
                "mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }",
                json!({ "input": { "email": MIA, "password": MIA_PASSWORD } }),
            )
            .await;
        assert_eq!(
            old.error_code().as_deref(),
            Some("102.A001.001"),
            "the old password stops working"
        );
        assert!(signed_in(&app, &admin).await, "the admin stays signed in");

        // The email is in Mia's language, with the link under /ja.
        let message = nth_message(&sink, 1).await;
        assert_eq!(message.recipients, [MIA]);
        let text = decoded(&message);
        assert!(
            text.contains("管理者があなたのStaffhubアカウントのパスワードをリセット"),
            "{text}"
        );
        assert!(text.contains("24時間以内"), "{text}");
        let token = token_in(&message, &format!("{}/ja/reset-password?token=", app.url));
        let labels = history_labels(&app, &admin, &id, "en").await;
        assert!(
            labels.contains(&json!([
                "Password reset by an admin (signed out everywhere)",
                "Ada Admin"
            ])),
            "{labels:?}"
        );
        assert_eq!(
            reset(&app, &token, "brand new pass 1")
                .await
                .data("/resetPassword/email"),
            MIA
        );
        app.sign_in(MIA, "brand new pass 1").await;
        // Registered, reset by the admin, reset with the link: all projected.
        let mut version = 0_i64;
        for _ in 0..100 {
            version =
                sqlx::query_scalar("SELECT version FROM employee_directory WHERE employee_id = $1")
                    .bind(mia)
                    .fetch_one(&app.pool)
                    .await
                    .unwrap();
            if version == 3 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert_eq!(version, 3);
    }

    #[tokio::test]
    async fn an_admin_reset_changes_nothing_when_the_email_cannot_be_sent_or_the_member_is_deactivated()
     {
        let sink = SmtpSink::start().await;
        let app = app(&sink).await;
        let admin = app.admin_token().await;
        let mia = app
            .create_employee("Mia Mori", MIA, MIA_PASSWORD, vec![])
            .await;
        let session = app.sign_in(MIA, MIA_PASSWORD).await;
        sink.refuse_permanently(MIA);
        let failed = app
            .gql(
                Some(&admin),
                ADMIN_RESET,
                json!({ "input": { "employeeId": employee_gid(mia) } }),
            )
            .await;
        assert_eq!(failed.error_code().as_deref(), Some("205.A001.001"));
        assert!(signed_in(&app, &session).await, "still signed in");
        app.sign_in(MIA, MIA_PASSWORD).await;
        let open: i64 = sqlx::query_scalar("SELECT count(*) FROM password_reset_tokens")
            .fetch_one(&app.pool)
            .await
            .unwrap();
        assert_eq!(open, 0, "the link nobody received is withdrawn");

        let leaver = app
            .create_employee("Leo Leaver", "leo@staffhub.test", "leo password 1", vec![])
            .await;
        app.gql(
            Some(&admin),
            "mutation($input: DeactivateEmployeeInput!) { deactivateEmployee(input: $input) { employee { active } } }",
            json!({ "input": { "employeeId": employee_gid(leaver) } }),
        )
        .await
        .data("/deactivateEmployee");
        let refused = app
            .gql(
                Some(&admin),
                ADMIN_RESET,
                json!({ "input": { "employeeId": employee_gid(leaver) } }),
            )
            .await;
        assert_eq!(refused.error_code().as_deref(), Some("204.M001.005"));
        assert_eq!(sink.count(), 0);
        // The admin's own password was never touched.
        app.sign_in(ADMIN_EMAIL, ADMIN_PASSWORD).await;
    }
}
