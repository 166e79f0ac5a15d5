//! Notifications by email (issue 35 §6), through the real server and the loopback SMTP sink:
//! a notification of a kind the recipient takes "by email at once" gives exactly one mail, in
//! their language, with RFC 8058 headers whose one-click unsubscribe works and a link that
//! opens the notification; "in the app only" gives none; the daily digest gathers several
//! into one (run at an injected "now"); and the read models equal a fresh replay.

use std::sync::Arc;
use std::time::Duration;

use chrono::{Timelike, Utc};
use serde_json::{Value, json};
use staffhub_api::mail::notifications::{DigestConfig, NotificationMailer};
use staffhub_api::mail::transport::Transport;
use staffhub_tests::smtp::{Received, SmtpSink};
use staffhub_tests::{TestApp, spawn_app_with};
use uuid::Uuid;

use crate::CREATE_TASK;

const DELIVERIES: &str = "{ notificationDeliveries { kind delivery isDefault } }";
const CHOOSE: &str = "mutation($input: ChooseNotificationDeliveryInput!) {
  chooseNotificationDelivery(input: $input) { notificationDeliveries { kind delivery isDefault } } }";

/// The digest hour, half a day away from now, so the server's own worker never sends a digest
/// while a test runs; the test runs it at an injected time instead.
fn far_hour() -> u32 {
    (Utc::now().hour() + 12) % 24
}

async fn app(sink: &SmtpSink) -> TestApp {
    let url = sink.url();
    spawn_app_with(move |config| {
        config.mail.smtp_url = Some(url);
        config.mail.rate_per_second = 0;
        config.mail.digest = DigestConfig::utc(far_hour());
    })
    .await
}

struct Member {
    token: String,
    uuid: Uuid,
    email: String,
}

/// A role of staff (tasks are for staff: an employee without a role reads none).
async fn clerk(app: &TestApp, admin: &str) -> i32 {
    app.gql(
        Some(admin),
        "mutation($input: CreateRoleInput!) { createRole(input: $input) { role { roleId } } }",
        json!({ "input": { "name": "Clerk", "roleCategoryId": 2 } }),
    )
    .await
    .data("/createRole/role/roleId")
    .as_i64()
    .unwrap() as i32
}

async fn member(app: &TestApp, name: &str, language: &str, role: i32) -> Member {
    let email = format!("{}@staffhub.test", name.to_lowercase());
    let password = format!("{name} password 1");
    let uuid = app
        .create_employee(name, &email, &password, vec![role])
        .await;
    // Signing in remembers the language: the mail is written in it.
    let token = app
        .gql_with_headers(
            None,
            "mutation($input: SignInInput!) { signIn(input: $input) { accessToken } }",
            json!({ "input": { "email": email, "password": password } }),
            &[("accept-language", language)],
        )
        .await
        .data("/signIn/accessToken")
        .as_str()
        .unwrap()
        .to_owned();
    Member { token, uuid, email }
}

async fn assign(app: &TestApp, token: &str, title: &str, to: Uuid) -> Value {
    let assignee = staffhub_api::graphql::ids::encode("Employee", to).0;
    app.gql(
        Some(token),
        CREATE_TASK,
        json!({ "input": { "title": title, "assigneeId": assignee } }),
    )
    .await
    .data("/createTask/task/id")
}

/// The message's text as written: quoted-printable's soft breaks and escapes undone.
fn body(mail: &Received) -> String {
    let joined = mail.data.replace("=\r\n", "");
    let mut out = Vec::new();
    let bytes = joined.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'='
            && i + 2 < bytes.len()
            && let Ok(byte) = u8::from_str_radix(&joined[i + 1..i + 3], 16)
        {
            out.push(byte);
            i += 3;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The message's subject as its HTML part's title states it (the header is RFC 2047-encoded).
fn subject(mail: &Received) -> String {
    let text = body(mail);
    let start = text.find("<title>").expect("a title") + "<title>".len();
    let end = start + text[start..].find("</title>").expect("a title's end");
    text[start..end].replace("&amp;", "&")
}

async fn until_mails(sink: &SmtpSink, n: usize) -> Vec<Received> {
    // Up to 30 s: a loaded machine runs many servers at once.
    for _ in 0..600 {
        if sink.count() >= n {
            return sink.received();
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{n} mails never arrived ({} did)", sink.count());
}

/// Until the `notifications` projection has applied the whole journal.
async fn caught_up(app: &TestApp) {
    // Up to 30 s, as for the mails.
    for _ in 0..600 {
        let done: bool = sqlx::query_scalar(
            "SELECT coalesce((SELECT (c.last_transaction_id, c.last_global_position) >=
                  (SELECT e.transaction_id, e.global_position FROM events e
                   ORDER BY e.transaction_id DESC, e.global_position DESC LIMIT 1)
               FROM projection_checkpoints c WHERE c.projection_name = 'notifications'), false)",
        )
        .fetch_one(&app.pool)
        .await
        .unwrap();
        if done {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("the notifications projection never caught up with the journal");
}

async fn waiting_mail(app: &TestApp) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM notification_mail")
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_notification_by_email_at_once_gives_one_mail_in_the_recipients_language_and_app_only_none()
 {
    let sink = SmtpSink::start().await;
    let app = app(&sink).await;
    let ada = app.admin_token().await;
    let role = clerk(&app, &ada).await;
    let kenji = member(&app, "Kenji", "ja", role).await;
    let carol = member(&app, "Carol", "en", role).await;

    // The defaults: approvals and assignments by email.
    let settings = app
        .gql(Some(&carol.token), DELIVERIES, json!({}))
        .await
        .data("/notificationDeliveries");
    let of = |settings: &Value, kind: &str| {
        settings
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["kind"] == kind)
            .cloned()
            .unwrap()
    };
    assert_eq!(of(&settings, "TASK_ASSIGNED")["delivery"], "IMMEDIATELY");
    assert_eq!(
        of(&settings, "APPROVAL_REQUESTED")["delivery"],
        "IMMEDIATELY"
    );
    assert_eq!(of(&settings, "MENTIONED")["delivery"], "APP");
    assert_eq!(of(&settings, "MENTIONED")["isDefault"], true);

    // Carol takes assignments in the app only.
    let chosen = app
        .gql(
            Some(&carol.token),
            CHOOSE,
            json!({ "input": { "kind": "TASK_ASSIGNED", "delivery": "APP" } }),
        )
        .await
        .data("/chooseNotificationDelivery/notificationDeliveries");
    assert_eq!(of(&chosen, "TASK_ASSIGNED")["delivery"], "APP");
    assert_eq!(of(&chosen, "TASK_ASSIGNED")["isDefault"], false);
    let again = app
        .gql(
            Some(&carol.token),
            CHOOSE,
            json!({ "input": { "kind": "TASK_ASSIGNED", "delivery": "APP" } }),
        )
        .await;
    assert_eq!(again.error_code().as_deref(), Some("204.X000.006"));

    let task = assign(&app, &ada, "Ship the release", kenji.uuid).await;
    assign(&app, &ada, "Water the plants", carol.uuid).await;
    let mails = until_mails(&sink, 1).await;
    caught_up(&app).await;
    for _ in 0..100 {
        if waiting_mail(&app).await == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    tokio::time::sleep(Duration::from_millis(1200)).await;
    assert_eq!(
        sink.count(),
        1,
        "exactly one mail: Kenji's, none for Carol's app-only kind"
    );
    let mail = &mails[0];
    assert_eq!(mail.recipients, vec![kenji.email.clone()]);
    assert_eq!(
        subject(mail),
        "タスクが割り当てられました：Ship the release"
    );
    let text = body(mail);
    assert!(text.contains("Kenji 様"), "{text}");
    assert_eq!(
        mail.header("List-Unsubscribe-Post").as_deref(),
        Some("List-Unsubscribe=One-Click")
    );

    // Its link opens the notification, which leads to the task.
    let start = text
        .find(&format!("{}/ja/notifications/", app.url))
        .expect("a link to the notification");
    let link: String = text[start..]
        .chars()
        .take_while(|c| !c.is_whitespace() && *c != '"' && *c != '<')
        .collect();
    let id = link.rsplit('/').next().unwrap();
    let opened = app
        .gql(
            Some(&kenji.token),
            "query($id: ID!) { notification(id: $id) { kind subject { __typename id } } }",
            json!({ "id": id }),
        )
        .await
        .data("/notification");
    assert_eq!(opened["kind"], "TASK_ASSIGNED");
    assert_eq!(opened["subject"]["id"], task);
    // Nobody else opens it.
    let theirs = app
        .gql(
            Some(&carol.token),
            "query($id: ID!) { notification(id: $id) { kind } }",
            json!({ "id": id }),
        )
        .await
        .data("/notification");
    assert_eq!(theirs, Value::Null);

    // The one-click unsubscribe: the page confirms in Japanese, the POST unsubscribes.
    let header = mail.header("List-Unsubscribe").unwrap();
    let unsubscribe = header.trim_matches(|c| c == '<' || c == '>');
    assert!(
        text.contains(unsubscribe),
        "the mail links the same address"
    );
    let page = app.http.get(unsubscribe).send().await.unwrap();
    assert_eq!(page.status(), 200);
    let page = page.text().await.unwrap();
    assert!(
        page.contains("タスクの割り当て") && page.contains("<form method=\"post\""),
        "{page}"
    );
    let settings = app
        .gql(Some(&kenji.token), DELIVERIES, json!({}))
        .await
        .data("/notificationDeliveries");
    assert_eq!(
        of(&settings, "TASK_ASSIGNED")["delivery"],
        "IMMEDIATELY",
        "a GET changes nothing"
    );
    let done = app
        .http
        .post(unsubscribe)
        .header("content-type", "application/x-www-form-urlencoded")
        .body("List-Unsubscribe=One-Click")
        .send()
        .await
        .unwrap();
    assert_eq!(done.status(), 200);
    assert!(done.text().await.unwrap().contains("配信を停止しました"));
    let settings = app
        .gql(Some(&kenji.token), DELIVERIES, json!({}))
        .await
        .data("/notificationDeliveries");
    assert_eq!(of(&settings, "TASK_ASSIGNED")["delivery"], "APP");
    // A second one-click is no error.
    let twice = app
        .http
        .post(unsubscribe)
        .body("List-Unsubscribe=One-Click")
        .send()
        .await
        .unwrap();
    assert_eq!(twice.status(), 200);
    // A forged token is refused with the catalogue's words.
    let forged = app
        .http
        .get(format!("{}/n/u/AAAA", app.url))
        .send()
        .await
        .unwrap();
    assert_eq!(forged.status(), 404);
    assert!(forged.text().await.unwrap().contains("101.N001.002"));

    // Unsubscribed: the next assignment is in the app only.
    assign(&app, &ada, "Ship the patch", kenji.uuid).await;
    caught_up(&app).await;
    tokio::time::sleep(Duration::from_millis(1200)).await;
    assert_eq!(sink.count(), 1);
    assert_eq!(waiting_mail(&app).await, 0);
}

#[tokio::test]
async fn a_notification_whose_task_reaches_its_read_model_late_is_mailed_once_it_is_there() {
    let sink = SmtpSink::start().await;
    let url = sink.url();
    let app = spawn_app_with(move |config| {
        config.mail.smtp_url = Some(url);
        config.mail.rate_per_second = 0;
        config.mail.digest = DigestConfig::utc(far_hour());
        // The assignment answers from the journal while the tasks projection is held back.
        config.read_your_writes_timeout = Duration::from_millis(300);
    })
    .await;
    let ada = app.admin_token().await;
    let role = clerk(&app, &ada).await;
    let kenji = member(&app, "Kenji", "ja", role).await;

    // The task's row lags behind the notification (its projection held back, as on a loaded
    // machine): the mailer cannot show the task yet, and must not give up on it. A table lock
    // takes no transaction id, so it holds no other projection back.
    let mut held = app.pool.begin().await.unwrap();
    sqlx::query("LOCK TABLE task_list IN EXCLUSIVE MODE")
        .execute(&mut *held)
        .await
        .unwrap();
    assign(&app, &ada, "Ship the release", kenji.uuid).await;
    caught_up(&app).await;
    assert_eq!(waiting_mail(&app).await, 1);
    // A few of the mailer's rounds pass while the task is not there.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(
        sink.count(),
        0,
        "nothing to show before the task's row is there"
    );
    held.rollback().await.unwrap();

    let mails = until_mails(&sink, 1).await;
    assert_eq!(mails[0].recipients, vec![kenji.email.clone()]);
    assert_eq!(
        subject(&mails[0]),
        "タスクが割り当てられました：Ship the release"
    );
    for _ in 0..100 {
        if waiting_mail(&app).await == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    tokio::time::sleep(Duration::from_millis(1200)).await;
    assert_eq!(sink.count(), 1, "mailed once");
    assert_eq!(waiting_mail(&app).await, 0);
}

#[tokio::test]
async fn the_daily_digest_gathers_several_notifications_into_one_mail_and_the_read_models_equal_a_replay()
 {
    let sink = SmtpSink::start().await;
    let url = sink.url();
    let app = spawn_app_with(move |config| {
        config.mail.smtp_url = Some(url);
        config.mail.rate_per_second = 0;
        config.mail.digest = DigestConfig::utc(far_hour());
        // The mailer's record answers after this even while the projection is held back.
        config.read_your_writes_timeout = Duration::from_millis(300);
    })
    .await;
    let ada = app.admin_token().await;
    let role = clerk(&app, &ada).await;
    let dana = member(&app, "Dana", "en", role).await;
    app.gql(
        Some(&dana.token),
        CHOOSE,
        json!({ "input": { "kind": "TASK_ASSIGNED", "delivery": "DIGEST" } }),
    )
    .await
    .data("/chooseNotificationDelivery");
    for title in ["First chore", "Second chore", "Third chore"] {
        assign(&app, &ada, title, dana.uuid).await;
    }
    caught_up(&app).await;
    assert_eq!(waiting_mail(&app).await, 3);
    tokio::time::sleep(Duration::from_millis(1000)).await;
    assert_eq!(sink.count(), 0, "nothing before the digest hour");

    let state = app.server.state.clone();
    let transport =
        Arc::new(Transport::new(Some(&sink.url()), app.data_dir().join("outbox"), 1).unwrap());
    let mailer = NotificationMailer::new(
        state,
        transport,
        app.url.clone(),
        DigestConfig::utc(far_hour()),
    );
    // Before the hour: nothing; at it (half a day on): one digest.
    assert_eq!(mailer.run_once(Utc::now()).await.unwrap(), 0);
    let later = Utc::now() + chrono::Duration::hours(13);
    // The record of the mailing reaches the work list late (its projection held back past the
    // read-your-writes bound, as on a loaded machine): the next round still mails nothing again.
    let mut held = app.pool.begin().await.unwrap();
    sqlx::query(
        "SELECT 1 FROM projection_checkpoints WHERE projection_name = 'notifications' FOR UPDATE",
    )
    .execute(&mut *held)
    .await
    .unwrap();
    assert_eq!(mailer.run_once(later).await.unwrap(), 1);
    assert_eq!(
        waiting_mail(&app).await,
        3,
        "the record has not reached the work list"
    );
    assert_eq!(
        mailer.run_once(later).await.unwrap(),
        0,
        "mailed once, not again"
    );
    held.rollback().await.unwrap();
    let mails = until_mails(&sink, 1).await;
    assert_eq!(mails.len(), 1);
    assert_eq!(subject(&mails[0]), "Your Staffhub digest: 3 notifications");
    let text = body(&mails[0]);
    for title in ["First chore", "Second chore", "Third chore"] {
        assert!(text.contains(title), "{title} in {text}");
    }
    assert!(mails[0].header("List-Unsubscribe").is_some());
    // Recorded: the next round sends nothing again.
    caught_up(&app).await;
    assert_eq!(mailer.run_once(later).await.unwrap(), 0);
    assert_eq!(waiting_mail(&app).await, 0);
    assert_eq!(sink.count(), 1);

    // One more waits for the next digest; then the read models equal a fresh replay.
    assign(&app, &ada, "Fourth chore", dana.uuid).await;
    caught_up(&app).await;
    let tables = [
        ("notifications", "notification_id"),
        ("notification_deliveries", "employee_id, kind"),
        ("notification_mail", "notification_id"),
    ];
    let before = app.table_rows(&tables).await;
    for (table, rows) in &before {
        assert!(!rows.is_empty(), "{table} has rows to compare");
    }
    app.rebuild("notifications").await;
    assert_eq!(before, app.table_rows(&tables).await);

    // Choosing "in the app only" takes what waits for the digest out of it, as unsubscribing
    // does: nothing of that kind is mailed at the next digest hour.
    assert_eq!(waiting_mail(&app).await, 1);
    app.gql(
        Some(&dana.token),
        CHOOSE,
        json!({ "input": { "kind": "TASK_ASSIGNED", "delivery": "APP" } }),
    )
    .await
    .data("/chooseNotificationDelivery");
    caught_up(&app).await;
    assert_eq!(waiting_mail(&app).await, 0);
}
