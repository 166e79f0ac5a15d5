//! Tags (issue 12): the area that proves the recipe, through the real server.

use std::time::Duration;

use serde_json::{Value, json};
use staffhub_projections::rebuild::Rebuild;
use staffhub_tests::{Subscription, TestApp, spawn_app};

const CREATE: &str = "mutation($input: CreateTagInput!) {
  createTag(input: $input) { tag { id name color version createdBy { name } }
    tagEdge { cursor node { id } } } }";
const UPDATE: &str = "mutation($input: UpdateTagInput!) {
  updateTag(input: $input) { tag { id name color version } } }";
const DELETE: &str =
    "mutation($input: DeleteTagInput!) { deleteTag(input: $input) { deletedTagId } }";
const LIST: &str = "query($filter: TagFilter, $orderBy: TagOrder, $first: Int, $after: String) {
  tags(filter: $filter, orderBy: $orderBy, first: $first, after: $after) {
    totalCount edges { node { id name color } } pageInfo { hasNextPage endCursor } } }";

async fn create(app: &TestApp, token: &str, name: &str, color: &str) -> Value {
    app.gql(
        Some(token),
        CREATE,
        json!({ "input": { "name": name, "color": color } }),
    )
    .await
    .data("/createTag/tag")
}

fn names(list: &Value) -> Vec<String> {
    list["edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["node"]["name"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn an_admin_creates_renames_recolours_and_deletes_a_tag_and_the_list_follows() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let tag = create(&app, &token, "  Urgent ", "red").await;
    assert_eq!(tag["name"], "Urgent");
    assert_eq!(tag["color"], "red");
    assert_eq!(tag["version"], 1);
    assert_eq!(tag["createdBy"]["name"], "Ada Admin");
    create(&app, &token, "顧客対応", "blue").await;
    create(&app, &token, "bug", "grape").await;

    // Names sort A→Z by default, regardless of case.
    let list = app.gql(Some(&token), LIST, json!({})).await.data("/tags");
    assert_eq!(list["totalCount"], 3);
    assert_eq!(names(&list), ["bug", "Urgent", "顧客対応"]);
    let found = app
        .gql(
            Some(&token),
            LIST,
            json!({ "filter": { "keyword": "顧客" } }),
        )
        .await
        .data("/tags");
    assert_eq!(names(&found), ["顧客対応"]);

    let id = tag["id"].as_str().unwrap();
    let renamed = app
        .gql(
            Some(&token),
            UPDATE,
            json!({ "input": { "id": id, "expectedVersion": 1, "name": "Blocker", "color": "orange" } }),
        )
        .await
        .data("/updateTag/tag");
    // A rename and a recolour: two events in one command.
    assert_eq!(
        renamed,
        json!({ "id": id, "name": "Blocker", "color": "orange", "version": 3 })
    );
    // The old name is free again; the new one is taken.
    create(&app, &token, "urgent", "gray").await;
    let taken = app
        .gql(
            Some(&token),
            CREATE,
            json!({ "input": { "name": "BLOCKER", "color": "red" } }),
        )
        .await;
    assert_eq!(taken.error_code().as_deref(), Some("204.X000.005"));
    assert_eq!(taken.error_field().as_deref(), Some("name"));

    let deleted = app
        .gql(Some(&token), DELETE, json!({ "input": { "id": id } }))
        .await
        .data("/deleteTag/deletedTagId");
    assert_eq!(deleted, id);
    let list = app.gql(Some(&token), LIST, json!({})).await.data("/tags");
    assert_eq!(names(&list), ["bug", "urgent", "顧客対応"]);
    // Deleted, the name can be used again and the tag itself is gone for node().
    create(&app, &token, "Blocker", "teal").await;
    let node = app
        .gql(
            Some(&token),
            "query($id: ID!) { node(id: $id) { id } }",
            json!({ "id": id }),
        )
        .await;
    assert_eq!(node.data("/node"), Value::Null);
}

#[tokio::test]
async fn rejected_tag_commands_get_their_coded_message_and_write_no_event() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let tag = create(&app, &token, "Urgent", "red").await;
    let id = tag["id"].as_str().unwrap().to_owned();
    let unknown = staffhub_api::graphql::ids::encode("Tag", uuid::Uuid::now_v7()).0;
    let cases: Vec<(&str, Value, &str, Option<&str>)> = vec![
        (
            CREATE,
            json!({ "name": "", "color": "red" }),
            "203.M001.001",
            Some("name"),
        ),
        (
            CREATE,
            json!({ "name": "x".repeat(51), "color": "red" }),
            "203.M001.001",
            Some("name"),
        ),
        (
            CREATE,
            json!({ "name": "Fine", "color": "#ff0000" }),
            "203.G001.001",
            Some("color"),
        ),
        (
            CREATE,
            json!({ "name": "urgent ", "color": "blue" }),
            "204.X000.005",
            Some("name"),
        ),
        (
            UPDATE,
            json!({ "id": id, "expectedVersion": 1, "name": "Urgent", "color": "red" }),
            "204.X000.001",
            None,
        ),
        (
            UPDATE,
            json!({ "id": unknown, "expectedVersion": 1, "name": "X", "color": "red" }),
            "204.G001.001",
            None,
        ),
        (DELETE, json!({ "id": unknown }), "204.G001.001", None),
    ];
    let before = app.event_count().await;
    for (query, input, code, field) in cases {
        let response = app
            .gql(Some(&token), query, json!({ "input": input }))
            .await;
        assert_eq!(
            response.error_code().as_deref(),
            Some(code),
            "{}",
            response.body
        );
        assert_eq!(
            response.error_field().as_deref(),
            field,
            "{}",
            response.body
        );
    }
    assert_eq!(
        app.event_count().await,
        before,
        "a rejection writes nothing"
    );
    // A rejected creation gives its name back.
    create(&app, &token, "Fine", "red").await;
}

#[tokio::test]
async fn a_stale_edit_is_refused_with_both_versions_and_overwrites_nothing() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let tag = create(&app, &token, "Urgent", "red").await;
    let id = tag["id"].as_str().unwrap();
    // Two admins opened the form at version 1; the first saves a new colour.
    app.gql(
        Some(&token),
        UPDATE,
        json!({ "input": { "id": id, "expectedVersion": 1, "name": "Urgent", "color": "blue" } }),
    )
    .await
    .data("/updateTag/tag");
    let stale = app
        .gql(
            Some(&token),
            UPDATE,
            json!({ "input": { "id": id, "expectedVersion": 1, "name": "Blocker", "color": "red" } }),
        )
        .await;
    assert_eq!(stale.error_code().as_deref(), Some("204.X000.004"));
    let extensions = &stale.body["errors"][0]["extensions"];
    assert_eq!(extensions["expectedVersion"], 1);
    assert_eq!(extensions["currentVersion"], 2);
    // The name the stale save wanted stays free, and the first change stands.
    create(&app, &token, "Blocker", "gray").await;
    // What changed since: the history after version 1, with its labels.
    let since = app
        .gql(
            Some(&token),
            "query($id: ID!) { history(id: $id, sinceVersion: 1) { totalCount
               edges { node { sequence label changes { field oldValue newValue } } } } }",
            json!({ "id": id }),
        )
        .await
        .data("/history");
    assert_eq!(since["totalCount"], 1);
    assert_eq!(since["edges"][0]["node"]["label"], "Colour changed");
    assert_eq!(
        since["edges"][0]["node"]["changes"],
        json!([{ "field": "color", "oldValue": "red", "newValue": "blue" }])
    );
}

#[tokio::test]
async fn only_admins_change_tags_and_everyone_signed_in_reads_them() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    create(&app, &admin, "Urgent", "red").await;
    app.create_employee("Bo Member", "bo@staffhub.test", "bo password 1", vec![])
        .await;
    let bo = app.sign_in("bo@staffhub.test", "bo password 1").await;
    let list = app.gql(Some(&bo), LIST, json!({})).await.data("/tags");
    assert_eq!(names(&list), ["Urgent"]);
    let refused = app
        .gql(
            Some(&bo),
            CREATE,
            json!({ "input": { "name": "Mine", "color": "red" } }),
        )
        .await;
    assert_eq!(refused.error_code().as_deref(), Some("102.X000.002"));
    let anonymous = app.gql(None, LIST, json!({})).await;
    assert_eq!(anonymous.error_code().as_deref(), Some("102.X000.001"));
}

#[tokio::test]
async fn tag_history_reads_in_both_languages() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let tag = create(&app, &token, "Urgent", "red").await;
    let query = "query($id: ID!) { history(id: $id) { edges { node { label actor { name } } } } }";
    let ja = app
        .gql_with_headers(
            Some(&token),
            query,
            json!({ "id": tag["id"] }),
            &[("accept-language", "ja")],
        )
        .await
        .data("/history/edges/0/node");
    assert_eq!(
        ja,
        json!({ "label": "タグを作成", "actor": { "name": "Ada Admin" } })
    );
}

#[tokio::test]
async fn tag_changes_reach_subscribers_including_deletions() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let mut ws = Subscription::connect(&app.ws_url(), json!({ "accessToken": token }))
        .await
        .unwrap();
    ws.subscribe(
        "tags",
        "subscription { tagsChanged { kind id tag { name color } } }",
        json!({}),
    )
    .await;
    // Subscribing is asynchronous on the server: retry the first change until it is seen.
    let mut created = None;
    for attempt in 0..20 {
        let tag = create(&app, &token, &format!("Live {attempt}"), "green").await;
        if let Some(data) = ws.next_data("tags", Duration::from_millis(500)).await {
            created = Some((tag, data));
            break;
        }
    }
    let (tag, data) = created.expect("a tagsChanged notice");
    assert_eq!(data["data"]["tagsChanged"]["kind"], "CREATED", "{data}");
    let id = tag["id"].as_str().unwrap();
    // Drain notices of earlier attempts, then delete the one we know.
    while ws
        .next_data("tags", Duration::from_millis(300))
        .await
        .is_some()
    {}
    app.gql(Some(&token), DELETE, json!({ "input": { "id": id } }))
        .await
        .data("/deleteTag");
    let deleted = ws
        .next_data("tags", Duration::from_secs(5))
        .await
        .expect("the deletion notice");
    assert_eq!(
        deleted["data"]["tagsChanged"],
        json!({ "kind": "DELETED", "id": id, "tag": null })
    );
}

#[derive(Debug, PartialEq, sqlx::FromRow)]
struct Row {
    tag_id: uuid::Uuid,
    name: String,
    color: String,
    created_by: Option<uuid::Uuid>,
    created_at: chrono::DateTime<chrono::Utc>,
    updated_at: chrono::DateTime<chrono::Utc>,
    version: i64,
}

async fn rows(app: &TestApp) -> Vec<Row> {
    sqlx::query_as("SELECT * FROM tag_list ORDER BY tag_id")
        .fetch_all(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn the_tags_read_model_equals_a_fresh_replay_of_the_journal() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    for (i, color) in ["red", "blue", "teal", "lime"].iter().enumerate() {
        let tag = create(&app, &token, &format!("Tag {i}"), color).await;
        let id = tag["id"].as_str().unwrap();
        if i % 2 == 0 {
            app.gql(
                Some(&token),
                UPDATE,
                json!({ "input": { "id": id, "expectedVersion": 1, "name": format!("Renamed {i}"), "color": "gray" } }),
            )
            .await
            .data("/updateTag");
        }
        if i == 3 {
            app.gql(Some(&token), DELETE, json!({ "input": { "id": id } }))
                .await
                .data("/deleteTag");
        }
    }
    let live = rows(&app).await;
    assert_eq!(live.len(), 3);
    let projection = staffhub_projections::by_name("tags").unwrap();
    let (mut rebuild, _) = Rebuild::prepare(app.pool.clone(), projection, 2, true)
        .await
        .unwrap();
    loop {
        while rebuild.run_batch().await.unwrap() > 0 {}
        match rebuild.swap().await.unwrap() {
            Ok(()) => break,
            Err(again) => rebuild = again,
        }
    }
    assert_eq!(rows(&app).await, live);
}

#[tokio::test]
async fn concurrent_saves_of_one_tag_keep_exactly_the_name_it_ends_with() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    for round in 0..5 {
        let tag = create(&app, &token, &format!("Start {round}"), "red").await;
        let id = tag["id"].as_str().unwrap();
        let save = |name: String| {
            app.gql(
                Some(&token),
                UPDATE,
                json!({ "input": { "id": id, "expectedVersion": 1, "name": name, "color": "red" } }),
            )
        };
        // A double submit of one rename and a rival rename, all from the form at version 1.
        let (a, b, c) = tokio::join!(
            save(format!("Same {round}")),
            save(format!("Same {round}")),
            save(format!("Other {round}")),
        );
        let won: Vec<_> = [&a, &b, &c]
            .into_iter()
            .filter(|r| r.error_code().is_none())
            .collect();
        assert_eq!(
            won.len(),
            1,
            "exactly one save lands: {} {} {}",
            a.body,
            b.body,
            c.body
        );
        let name = won[0].data("/updateTag/tag/name");
        let name = name.as_str().unwrap();
        for loser in [&a, &b, &c]
            .into_iter()
            .filter(|r| r.error_code().is_some())
        {
            assert_eq!(
                loser.error_code().as_deref(),
                Some("204.X000.004"),
                "{}",
                loser.body
            );
        }
        // The name it ends with stays taken; every other name is free.
        let taken = app
            .gql(
                Some(&token),
                CREATE,
                json!({ "input": { "name": name, "color": "blue" } }),
            )
            .await;
        assert_eq!(
            taken.error_code().as_deref(),
            Some("204.X000.005"),
            "{}",
            taken.body
        );
        for free in [
            format!("Start {round}"),
            format!("Same {round}"),
            format!("Other {round}"),
        ] {
            if free != name {
                create(&app, &token, &free, "gray").await;
            }
        }
    }
}

#[tokio::test]
async fn a_live_tag_list_is_told_by_the_lists_own_sql_whether_a_renamed_tag_is_in_it() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let mut ws = Subscription::connect(&app.ws_url(), json!({ "accessToken": token }))
        .await
        .unwrap();
    // The tags screen searched for a word, case aside.
    ws.subscribe(
        "t",
        "subscription($filter: TagFilter) {
           tagsChanged(filter: $filter) { kind id matches tag { name } } }",
        json!({ "filter": { "keyword": "urgent" } }),
    )
    .await;
    let mut heard = None;
    for attempt in 0..20 {
        let tag = create(&app, &token, &format!("URGENT {attempt}"), "red").await;
        if let Some(next) = ws.next_data("t", Duration::from_millis(500)).await {
            heard = Some((tag, next));
            break;
        }
    }
    let (urgent, first) = heard.expect("the subscription is live");
    assert!(
        first["data"]["tagsChanged"].is_object(),
        "a notice, not an error: {first}"
    );
    let first = first["data"]["tagsChanged"].clone();
    assert_eq!(first["kind"], "CREATED");
    assert_eq!(first["id"], urgent["id"]);
    assert_eq!(first["matches"], true, "{first}");
    while ws
        .next_data("t", Duration::from_millis(200))
        .await
        .is_some()
    {}

    let later = create(&app, &token, "Later", "gray").await;
    let told = ws.notice_about("t", "tagsChanged", &later["id"]).await;
    assert_eq!(told["matches"], false, "not in the search: {told}");

    // Renamed into the search: it joins; renamed out of it: it leaves.
    let rename = |tag: &Value, name: &str| {
        json!({ "input": { "id": tag["id"], "expectedVersion": tag["version"], "name": name,
            "color": tag["color"] } })
    };
    app.gql(Some(&token), UPDATE, rename(&later, "Urgent later"))
        .await
        .data("/updateTag");
    let joined = ws.notice_about("t", "tagsChanged", &later["id"]).await;
    assert_eq!(joined["kind"], "UPDATED");
    assert_eq!(joined["matches"], true, "renamed into the search: {joined}");
    app.gql(Some(&token), UPDATE, rename(&urgent, "Calm"))
        .await
        .data("/updateTag");
    let left = ws.notice_about("t", "tagsChanged", &urgent["id"]).await;
    assert_eq!(left["matches"], false, "renamed out of the search: {left}");
    assert_eq!(left["tag"]["name"], "Calm");

    app.gql(
        Some(&token),
        DELETE,
        json!({ "input": { "id": later["id"] } }),
    )
    .await
    .data("/deleteTag");
    let deleted = ws.notice_about("t", "tagsChanged", &later["id"]).await;
    assert_eq!(
        deleted,
        json!({ "kind": "DELETED", "id": later["id"], "matches": false, "tag": null })
    );
}

/// Issue 35: an admin deletes a tag to the trash and restores it. Items that carry it keep its
/// id: it leaves their tags, the list, the search and `node` while deleted, and is back on every
/// one of them once restored. Its name is free while it waits, so a restore is refused while
/// another tag holds it; others may not delete or restore tags; history labels both, in ja too;
/// and the read model with its trash equals a fresh replay.
#[tokio::test]
async fn a_tag_goes_to_the_trash_and_back_onto_every_item_that_carries_it() {
    const ORG: &str = "mutation($input: CreateOrganizationInput!) {
      createOrganization(input: $input) { organization { id tags { name } } } }";
    const ORG_TAGS: &str =
        "query($id: ID!) { node(id: $id) { ... on Organization { tags { name } } } }";
    const NODE: &str = "query($id: ID!) { node(id: $id) { ... on Tag { id name color } } }";
    const TRASH: &str = "query { trash(types: [\"Tag\"]) {
      totalCount edges { node { entityId typeName title } } } }";
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    app.create_employee(
        "Nia Norole",
        "nia@staffhub.test",
        "correct horse battery",
        vec![],
    )
    .await;
    let nia = app
        .sign_in("nia@staffhub.test", "correct horse battery")
        .await;
    let vip = create(&app, &admin, "VIP", "grape").await;
    let id = vip["id"].clone();
    create(&app, &admin, "Partner", "teal").await;
    let mut orgs = Vec::new();
    for name in ["Kitasato", "Ōmi"] {
        let org = app
            .gql(
                Some(&admin),
                ORG,
                json!({ "input": { "name": name, "tagIds": [id] } }),
            )
            .await
            .data("/createOrganization/organization/id");
        orgs.push(org);
    }
    let tags_of = |org: Value| {
        let (app, admin) = (&app, &admin);
        async move {
            let tags = app
                .gql(Some(admin), ORG_TAGS, json!({ "id": org }))
                .await
                .data("/node/tags");
            tags.as_array()
                .unwrap()
                .iter()
                .map(|t| t["name"].as_str().unwrap().to_owned())
                .collect::<Vec<_>>()
        }
    };
    for org in &orgs {
        assert_eq!(tags_of(org.clone()).await, ["VIP"]);
    }

    let unauthorized = app.delete_node(&nia, &id).await;
    assert_eq!(unauthorized.error_code().as_deref(), Some("102.X000.002"));
    app.delete_node(&admin, &id)
        .await
        .data("/deleteNode/deletedId");
    let list = app.gql(Some(&admin), LIST, json!({})).await.data("/tags");
    assert_eq!(names(&list), ["Partner"]);
    assert_eq!(list["totalCount"], 1);
    let searched = app
        .gql(Some(&admin), LIST, json!({ "filter": { "keyword": "VI" } }))
        .await
        .data("/tags");
    assert_eq!(searched["totalCount"], 0);
    assert_eq!(
        app.gql(Some(&admin), NODE, json!({ "id": id }))
            .await
            .data("/node"),
        Value::Null
    );
    for org in &orgs {
        assert!(
            tags_of(org.clone()).await.is_empty(),
            "unseen while deleted"
        );
    }
    let trash = app.gql(Some(&admin), TRASH, json!({})).await.data("/trash");
    assert_eq!(trash["totalCount"], 1, "{trash}");
    assert_eq!(trash["edges"][0]["node"]["entityId"], id);
    assert_eq!(trash["edges"][0]["node"]["typeName"], "Tag");
    assert_eq!(trash["edges"][0]["node"]["title"], "VIP");
    // Not edited in the trash (at the version it was deleted at, so not merely stale).
    let edit = app
        .gql(
            Some(&admin),
            UPDATE,
            json!({ "input": { "id": id, "expectedVersion": 2, "name": "VIP!", "color": "red" } }),
        )
        .await;
    assert_eq!(edit.error_code().as_deref(), Some("204.G001.001"));

    // Its name is free while it waits: a namesake takes it and the restore is refused, in the
    // caller's language, until the namesake is renamed.
    let namesake = create(&app, &admin, "vip", "red").await;
    let taken = app.restore_node(&admin, &id).await;
    assert_eq!(taken.error_code().as_deref(), Some("204.X000.005"));
    assert_eq!(taken.error_message(), "Name already exists");
    let taken_ja = app
        .gql_with_headers(
            Some(&admin),
            "mutation($input: RestoreNodeInput!) { restoreNode(input: $input) { restoredId } }",
            json!({ "input": { "id": id } }),
            &[("accept-language", "ja")],
        )
        .await;
    assert_eq!(taken_ja.error_message(), "この名前はすでに使われています");
    app.gql(
        Some(&admin),
        UPDATE,
        json!({ "input": { "id": namesake["id"], "expectedVersion": 1, "name": "Key account", "color": "red" } }),
    )
    .await
    .data("/updateTag");
    let unauthorized = app.restore_node(&nia, &id).await;
    assert_eq!(unauthorized.error_code().as_deref(), Some("102.X000.002"));
    app.restore_node(&admin, &id)
        .await
        .data("/restoreNode/restoredId");
    assert_eq!(
        app.gql(Some(&admin), NODE, json!({ "id": id }))
            .await
            .data("/node"),
        json!({ "id": id, "name": "VIP", "color": "grape" })
    );
    for org in &orgs {
        assert_eq!(tags_of(org.clone()).await, ["VIP"], "back on every item");
    }
    let again = app.restore_node(&admin, &id).await;
    assert_eq!(again.error_code().as_deref(), Some("204.X000.007"));
    // Its name is held again.
    let clash = app
        .gql(
            Some(&admin),
            CREATE,
            json!({ "input": { "name": "VIP", "color": "gray" } }),
        )
        .await;
    assert_eq!(clash.error_code().as_deref(), Some("204.X000.005"));

    let labels = app.history_labels(&admin, &id).await;
    assert_eq!(
        labels,
        ["Tag created", "Tag deleted", "Restored from the trash"]
    );
    let ja = app.history_labels_in(&admin, &id, "ja").await;
    assert_eq!(ja, ["タグを作成", "タグを削除", "ごみ箱から復元"]);

    // The read model with its trash (the namesake waits there) equals a fresh replay.
    app.delete_node(&admin, &namesake["id"])
        .await
        .data("/deleteNode");
    let tables = [("tag_list", "tag_id"), ("tag_trash", "entity_id")];
    let before = app.table_rows(&tables).await;
    assert!(
        before
            .iter()
            .any(|(t, rows)| t == "tag_trash" && rows.len() == 1),
        "{before:?}"
    );
    app.rebuild("tags").await;
    assert_eq!(app.table_rows(&tables).await, before);
}
