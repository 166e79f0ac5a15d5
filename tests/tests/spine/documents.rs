//! Documents (issue 14), through the real server: versions and conflicts, access by role
//! assignments inside every read, search in English and Japanese, attachments behind signed
//! links, live changes and the read model equal to a fresh replay.

use std::time::Duration;

use serde_json::{Value, json};
use staffhub_tests::{TestApp, spawn_app};

const CREATE: &str = "mutation($input: CreateDocumentInput!) {
  createDocument(input: $input) { document { id title statusId version revision mayEdit
    author { name } } } }";
const UPDATE: &str = "mutation($input: UpdateDocumentInput!) {
  updateDocument(input: $input) { document { id title body version revision } } }";
const STATUS: &str = "mutation($input: ChangeDocumentStatusInput!) {
  changeDocumentStatus(input: $input) { document { statusId } } }";
const LIST: &str = "query($filter: DocumentFilter) {
  documents(filter: $filter) { totalCount edges { node { title } } } }";
const DOCUMENT: &str = "query($id: ID!) { document(id: $id) { title mayEdit isFavourite } }";
const CREATE_PERMISSION: &str = "mutation($input: CreatePermissionCategoryInput!) {
  createPermissionCategory(input: $input) { permissionCategory { id name
    roleAssignments { roleId accessId roleName } } } }";
const ASSIGN_PERMISSION_ROLE: &str = "mutation($input: AssignPermissionCategoryRoleInput!) {
  assignPermissionCategoryRole(input: $input) { permissionCategory { roleAssignments { roleId accessId } } } }";

async fn role(app: &TestApp, admin: &str, name: &str) -> i32 {
    app.gql(
        Some(admin),
        "mutation($name: String!) { createRole(input: { name: $name, roleCategoryId: 2 }) { role { roleId } } }",
        json!({ "name": name }),
    )
    .await
    .data("/createRole/role/roleId")
    .as_i64()
    .unwrap() as i32
}

async fn create(app: &TestApp, token: &str, input: Value) -> Value {
    app.gql(Some(token), CREATE, json!({ "input": input }))
        .await
        .data("/createDocument/document")
}

fn titles(list: &Value) -> Vec<String> {
    let mut titles: Vec<String> = list["edges"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["node"]["title"].as_str().unwrap().to_owned())
        .collect();
    titles.sort();
    titles
}

async fn listed(app: &TestApp, token: &str, filter: Value) -> (i64, Vec<String>) {
    let list = app
        .gql(Some(token), LIST, json!({ "filter": filter }))
        .await
        .data("/documents");
    (list["totalCount"].as_i64().unwrap(), titles(&list))
}

#[tokio::test]
async fn saves_are_versions_a_stale_save_is_refused_and_an_old_version_comes_back_as_a_new_one() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let doc = create(
        &app,
        &token,
        json!({ "title": "VPN guide", "body": "Use **WireGuard**." }),
    )
    .await;
    assert_eq!(doc["statusId"], 1, "active by default");
    assert_eq!(doc["revision"], 1);
    assert_eq!(doc["author"]["name"], "Ada Admin");
    let id = doc["id"].clone();
    let saved = app
        .gql(
            Some(&token),
            UPDATE,
            json!({ "input": { "id": id, "expectedVersion": 1, "title": "VPN guide",
                "body": "Use **WireGuard** on port 51820.", "tagIds": [] } }),
        )
        .await
        .data("/updateDocument/document");
    assert_eq!(saved["revision"], 2);
    // A second editor saving on the same base version is refused, never overwriting.
    let stale = app
        .gql(
            Some(&token),
            UPDATE,
            json!({ "input": { "id": id, "expectedVersion": 1, "title": "VPN guide",
                "body": "Mine", "tagIds": [] } }),
        )
        .await;
    assert_eq!(stale.error_code().as_deref(), Some("204.X000.004"));
    let identical = app
        .gql(
            Some(&token),
            UPDATE,
            json!({ "input": { "id": id, "expectedVersion": 2, "title": "VPN guide",
                "body": "Use **WireGuard** on port 51820.", "tagIds": [] } }),
        )
        .await;
    assert_eq!(identical.error_code().as_deref(), Some("204.X000.001"));
    let versions = app
        .gql(
            Some(&token),
            "query($id: ID!) { document(id: $id) { revisions { revision savedBy { name } }
               revisionAt(revision: 1) { body } } }",
            json!({ "id": id }),
        )
        .await
        .data("/document");
    assert_eq!(
        versions["revisions"],
        json!([{ "revision": 2, "savedBy": { "name": "Ada Admin" } },
               { "revision": 1, "savedBy": { "name": "Ada Admin" } }])
    );
    assert_eq!(versions["revisionAt"]["body"], "Use **WireGuard**.");
    let restored = app
        .gql(
            Some(&token),
            "mutation($input: RestoreDocumentRevisionInput!) { restoreDocumentRevision(input: $input) {
               document { body revision revisions { revision restoredRevision } } } }",
            json!({ "input": { "id": id, "revision": 1, "expectedVersion": 2 } }),
        )
        .await
        .data("/restoreDocumentRevision/document");
    assert_eq!(restored["body"], "Use **WireGuard**.");
    assert_eq!(restored["revision"], 3);
    assert_eq!(restored["revisions"][0]["restoredRevision"], 1);
    let missing = app
        .gql(
            Some(&token),
            "mutation($input: RestoreDocumentRevisionInput!) { restoreDocumentRevision(input: $input) { document { id } } }",
            json!({ "input": { "id": id, "revision": 9, "expectedVersion": 3 } }),
        )
        .await;
    assert_eq!(missing.error_code().as_deref(), Some("204.D001.008"));
    // Archive once; twice is the spec's own refusal.
    let archived = app
        .gql(
            Some(&token),
            STATUS,
            json!({ "input": { "id": id, "statusId": 2 } }),
        )
        .await
        .data("/changeDocumentStatus/document/statusId");
    assert_eq!(archived, 2);
    let again = app
        .gql(
            Some(&token),
            STATUS,
            json!({ "input": { "id": id, "statusId": 2 } }),
        )
        .await;
    assert_eq!(again.error_code().as_deref(), Some("204.D001.003"));
    assert_eq!(
        again.error_message(),
        "Document is already archived",
        "the spec's words"
    );
    let labels = app.history_labels_in(&token, &id, "ja").await;
    assert_eq!(
        labels,
        [
            "ドキュメントを作成",
            "編集",
            "バージョンを復元",
            "ステータスを変更"
        ]
    );
}

#[tokio::test]
async fn a_restricted_document_is_invisible_until_a_role_is_assigned_and_then_readable_at_once() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let legal = role(&app, &admin, "Legal").await;
    let sales = role(&app, &admin, "Sales").await;
    app.create_employee(
        "Rin Sales",
        "rin@staffhub.test",
        "rin password 1",
        vec![sales],
    )
    .await;
    let rin = app.sign_in("rin@staffhub.test", "rin password 1").await;
    let contracts = app
        .gql(
            Some(&admin),
            CREATE_PERMISSION,
            json!({ "input": { "name": "Contracts", "roleAssignments": [{ "roleId": legal, "accessId": 2 }] } }),
        )
        .await
        .data("/createPermissionCategory/permissionCategory");
    assert_eq!(
        contracts["roleAssignments"],
        json!([{ "roleId": legal, "accessId": 2, "roleName": "Legal" }])
    );
    let secret = create(
        &app,
        &admin,
        json!({ "title": "Acme master agreement", "body": "Liability cap: 2x fees.",
            "permissionCategoryId": contracts["id"] }),
    )
    .await;
    create(
        &app,
        &admin,
        json!({ "title": "Office Wi-Fi", "body": "Liability of guests is theirs.",
            "permissionCategoryId": Value::Null }),
    )
    .await;
    let open = app
        .gql(
            Some(&admin),
            CREATE_PERMISSION,
            json!({ "input": { "name": "Everyone", "roleAssignments": [{ "roleId": sales, "accessId": 1 }] } }),
        )
        .await
        .data("/createPermissionCategory/permissionCategory/id");
    let handbook = create(
        &app,
        &admin,
        json!({ "title": "Handbook", "body": "Liability insurance.", "permissionCategoryId": open }),
    )
    .await;

    // Not in the list, the count, the search, node or history; a direct read says why.
    assert_eq!(
        listed(&app, &rin, json!({})).await,
        (1, vec!["Handbook".into()])
    );
    assert_eq!(
        listed(&app, &rin, json!({ "keyword": "liability" })).await,
        (1, vec!["Handbook".into()])
    );
    let direct = app
        .gql(Some(&rin), DOCUMENT, json!({ "id": secret["id"] }))
        .await;
    assert_eq!(direct.error_code().as_deref(), Some("102.D001.001"));
    assert_eq!(direct.error_message(), "Document Not Accessible");
    let node = app
        .gql(
            Some(&rin),
            "query($id: ID!) { node(id: $id) { id } }",
            json!({ "id": secret["id"] }),
        )
        .await;
    assert_eq!(node.data("/node"), Value::Null);
    let history = app
        .gql(
            Some(&rin),
            "query($id: ID!) { history(id: $id) { edges { node { label } } } }",
            json!({ "id": secret["id"] }),
        )
        .await;
    assert_eq!(history.error_code().as_deref(), Some("204.H001.001"));
    let favourite = app
        .gql(
            Some(&rin),
            "mutation($id: ID!) { addDocumentFavourite(input: { id: $id }) { document { id } } }",
            json!({ "id": secret["id"] }),
        )
        .await;
    assert_eq!(favourite.error_code().as_deref(), Some("102.D001.001"));
    // Readers read; only editors edit.
    let readable = app
        .gql(Some(&rin), DOCUMENT, json!({ "id": handbook["id"] }))
        .await
        .data("/document");
    assert_eq!(readable["mayEdit"], false);
    let edit = app
        .gql(
            Some(&rin),
            UPDATE,
            json!({ "input": { "id": handbook["id"], "expectedVersion": 1, "title": "Mine",
                "body": "", "tagIds": [] } }),
        )
        .await;
    assert_eq!(edit.error_code().as_deref(), Some("102.X000.002"));

    // The admin gives Sales read access to Contracts: the very next request sees it.
    app.gql(
        Some(&admin),
        ASSIGN_PERMISSION_ROLE,
        json!({ "input": { "id": contracts["id"], "roleId": sales, "accessId": 1 } }),
    )
    .await
    .data("/assignPermissionCategoryRole");
    assert_eq!(
        listed(&app, &rin, json!({ "keyword": "liability" })).await,
        (2, vec!["Acme master agreement".into(), "Handbook".into()])
    );
    let now = app
        .gql(Some(&rin), DOCUMENT, json!({ "id": secret["id"] }))
        .await
        .data("/document");
    assert_eq!(now["title"], "Acme master agreement");
    let twice = app
        .gql(
            Some(&admin),
            ASSIGN_PERMISSION_ROLE,
            json!({ "input": { "id": contracts["id"], "roleId": sales, "accessId": 1 } }),
        )
        .await;
    assert_eq!(twice.error_code().as_deref(), Some("204.D001.005"));
    // Taking it away hides the document again on the next request.
    app.gql(
        Some(&admin),
        "mutation($input: UnassignPermissionCategoryRoleInput!) {
           unassignPermissionCategoryRole(input: $input) { permissionCategory { id } } }",
        json!({ "input": { "id": contracts["id"], "roleId": sales } }),
    )
    .await
    .data("/unassignPermissionCategoryRole");
    let hidden_again = app
        .gql(Some(&rin), DOCUMENT, json!({ "id": secret["id"] }))
        .await;
    assert_eq!(hidden_again.error_code().as_deref(), Some("102.D001.001"));
    app.gql(
        Some(&admin),
        ASSIGN_PERMISSION_ROLE,
        json!({ "input": { "id": contracts["id"], "roleId": sales, "accessId": 1 } }),
    )
    .await
    .data("/assignPermissionCategoryRole");

    // A draft is for its editors only, even in a category the reader may read.
    let draft = create(
        &app,
        &admin,
        json!({ "title": "Draft renewal terms", "body": "", "statusId": 3,
            "permissionCategoryId": contracts["id"] }),
    )
    .await;
    assert_eq!(draft["statusId"], 3);
    let (count, _) = listed(&app, &rin, json!({})).await;
    assert_eq!(count, 2, "the draft is not counted for a reader");
    // A role on the document itself adds to its category's.
    app.gql(
        Some(&admin),
        "mutation($input: AssignDocumentRoleInput!) { assignDocumentRole(input: $input) {
           document { roleAssignments { roleId accessId } } } }",
        json!({ "input": { "id": draft["id"], "roleId": sales, "accessId": 2 } }),
    )
    .await
    .data("/assignDocumentRole");
    let editor_view = app
        .gql(Some(&rin), DOCUMENT, json!({ "id": draft["id"] }))
        .await
        .data("/document");
    assert_eq!(editor_view["mayEdit"], true);
    let unassign_missing = app
        .gql(
            Some(&admin),
            "mutation($input: UnassignDocumentRoleInput!) { unassignDocumentRole(input: $input) { document { id } } }",
            json!({ "input": { "id": draft["id"], "roleId": legal } }),
        )
        .await;
    assert_eq!(
        unassign_missing.error_code().as_deref(),
        Some("204.D001.009")
    );
    // Managing access is the author's or an admin's, not an editor's.
    let not_manager = app
        .gql(
            Some(&rin),
            "mutation($input: ChangeDocumentPermissionCategoryInput!) {
               changeDocumentPermissionCategory(input: $input) { document { id } } }",
            json!({ "input": { "id": draft["id"], "permissionCategoryId": Value::Null } }),
        )
        .await;
    assert_eq!(not_manager.error_code().as_deref(), Some("102.X000.002"));
}

#[tokio::test]
async fn search_finds_one_and_two_character_japanese_words_and_english_prefixes_ranked_by_title() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    create(
        &app,
        &token,
        json!({ "title": "取締役会の議事録", "body": "本日の議題は株主総会の日程です。" }),
    )
    .await;
    create(
        &app,
        &token,
        json!({ "title": "新人研修", "body": "議事の進め方と記録の書き方。株式の基礎。" }),
    )
    .await;
    create(
        &app,
        &token,
        json!({ "title": "Deployment guide", "body": "How we deploy on Fridays." }),
    )
    .await;
    create(
        &app,
        &token,
        json!({ "title": "Release notes", "body": "The deployment moved to Tuesday." }),
    )
    .await;
    let found = |keyword: &'static str| {
        let app = &app;
        let token = token.clone();
        async move { listed(app, &token, json!({ "keyword": keyword })).await }
    };
    // One character: a trigram index could not find it.
    assert_eq!(found("株").await.0, 2);
    // Two characters.
    assert_eq!(
        found("議事").await,
        (2, vec!["取締役会の議事録".into(), "新人研修".into()])
    );
    // Three: 議事 and 事録 are both in 新人研修's text only apart, so it is not a hit.
    assert_eq!(found("議事録").await, (1, vec!["取締役会の議事録".into()]));
    // By words, not character pairs (issue 33): 京都 is a pair of 東京都 (東京|都), not a word.
    create(
        &app,
        &token,
        json!({ "title": "東京都の支店", "body": "東京都内の営業所の一覧。" }),
    )
    .await;
    create(
        &app,
        &token,
        json!({ "title": "出張の手引き", "body": "京都の会議室を予約しました。" }),
    )
    .await;
    assert_eq!(found("京都").await, (1, vec!["出張の手引き".into()]));
    assert_eq!(found("東京").await, (1, vec!["東京都の支店".into()]));
    // A word is found from its start, as an English word is: 都 begins a word of 東京都 (都),
    // not of 京都.
    assert_eq!(found("都").await, (1, vec!["東京都の支店".into()]));
    // Half-width katakana and full-width letters fold to their usual forms.
    assert_eq!(found("ＤＥＰＬＯＹ").await.0, 2);
    // English words match by prefix; title hits rank first.
    let ranked = app
        .gql(
            Some(&token),
            "query { documents(filter: { keyword: \"deploy\" }) { edges { node { title
               excerpt(keyword: \"deploy\") { text highlight } } } } }",
            json!({}),
        )
        .await
        .data("/documents/edges");
    assert_eq!(ranked[0]["node"]["title"], "Deployment guide");
    let marked: Vec<&str> = ranked[1]["node"]["excerpt"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["highlight"] == true)
        .map(|p| p["text"].as_str().unwrap())
        .collect();
    assert_eq!(marked, ["deploy"], "the matching passage is highlighted");
    assert_eq!(found("nothing-like-this").await.0, 0);
    assert_eq!(
        found("!?…").await.0,
        0,
        "nothing to search by finds nothing"
    );
}

/// Issue 33: the relevance order is read as two parts (title hits, then the rest, each by
/// update time); pages across the parts, in either direction, neither skip nor repeat.
#[tokio::test]
async fn search_pages_run_from_title_hits_to_body_hits_without_gaps_in_either_direction() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    for (title, body) in [
        ("Budget plan", "For next year."),
        ("Budget review", "Last year's figures."),
        ("Q3 notes", "The budget moved."),
        ("Offsite", "Within budget."),
        ("Lunch menu", "Soup and bread."),
    ] {
        create(&app, &token, json!({ "title": title, "body": body })).await;
    }
    let page = |direction: &'static str, after: Option<String>| {
        let app = &app;
        let token = token.clone();
        async move {
            let list = app
                .gql(
                    Some(&token),
                    "query($after: String, $direction: OrderDirection!) {
                       documents(first: 3, after: $after, filter: { keyword: \"budget\" },
                                 orderBy: { field: RELEVANCE, direction: $direction }) {
                         edges { node { title } } pageInfo { hasNextPage endCursor } } }",
                    json!({ "after": after, "direction": direction }),
                )
                .await
                .data("/documents");
            let titles: Vec<String> = list["edges"]
                .as_array()
                .unwrap()
                .iter()
                .map(|e| e["node"]["title"].as_str().unwrap().to_owned())
                .collect();
            let next = list["pageInfo"]["hasNextPage"]
                .as_bool()
                .unwrap()
                .then(|| list["pageInfo"]["endCursor"].as_str().unwrap().to_owned());
            (titles, next)
        }
    };
    let (first, next) = page("DESC", None).await;
    assert_eq!(first, ["Budget review", "Budget plan", "Offsite"]);
    let (second, next) = page("DESC", next).await;
    assert_eq!(second, ["Q3 notes"]);
    assert_eq!(next, None);
    let (first, next) = page("ASC", None).await;
    assert_eq!(first, ["Q3 notes", "Offsite", "Budget plan"]);
    let (second, _) = page("ASC", next).await;
    assert_eq!(second, ["Budget review"]);

    // The same for a keyword of two Japanese words (議事 · 録): the title part asks the titles'
    // own terms (issue 33), and the words apart, not as written, are no hit in either part.
    for (title, body) in [
        ("定例会議の議事録", "毎週の記録です。"),
        ("週報", "会議の議事録を共有します。"),
        ("議事録の書き方", "要点をまとめる。"),
        ("予定", "議事は来週、録画もします。"),
    ] {
        create(&app, &token, json!({ "title": title, "body": body })).await;
    }
    let list = app
        .gql(
            Some(&token),
            "query { documents(first: 2, filter: { keyword: \"議事録\" }) {
               totalCount edges { node { title } } pageInfo { hasNextPage endCursor } } }",
            json!({}),
        )
        .await
        .data("/documents");
    let in_order = staffhub_tests::edge_titles;
    assert_eq!(in_order(&list), ["議事録の書き方", "定例会議の議事録"]);
    assert_eq!(list["totalCount"], 3);
    let rest = app
        .gql(
            Some(&token),
            "query($after: String) { documents(first: 2, after: $after, filter: { keyword: \"議事録\" }) {
               edges { node { title } } } }",
            json!({ "after": list["pageInfo"]["endCursor"] }),
        )
        .await
        .data("/documents");
    assert_eq!(in_order(&rest), ["週報"]);
}

#[tokio::test]
async fn categories_are_unique_by_name_and_an_assignment_to_the_same_category_is_refused() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let create_category =
        "mutation($name: String!) { createDocumentCategory(input: { name: $name }) {
        documentCategory { id name } } }";
    let manuals = app
        .gql(Some(&token), create_category, json!({ "name": "Manuals" }))
        .await
        .data("/createDocumentCategory/documentCategory/id");
    let twice = app
        .gql(
            Some(&token),
            create_category,
            json!({ "name": " manuals " }),
        )
        .await;
    assert_eq!(twice.error_code().as_deref(), Some("204.X000.005"));
    let doc = create(
        &app,
        &token,
        json!({ "title": "Printer setup", "categoryId": manuals }),
    )
    .await;
    let assign =
        "mutation($input: AssignDocumentCategoryInput!) { assignDocumentCategory(input: $input) {
        document { category { name } } } }";
    let same = app
        .gql(
            Some(&token),
            assign,
            json!({ "input": { "id": doc["id"], "categoryId": manuals } }),
        )
        .await;
    assert_eq!(same.error_code().as_deref(), Some("204.D001.004"));
    assert_eq!(same.error_message(), "Category assignment already exists");
    let cleared = app
        .gql(
            Some(&token),
            assign,
            json!({ "input": { "id": doc["id"], "categoryId": Value::Null } }),
        )
        .await
        .data("/assignDocumentCategory/document/category");
    assert_eq!(cleared, Value::Null);
    let filtered = listed(&app, &token, json!({ "categoryIds": [manuals] })).await;
    assert_eq!(filtered.0, 0);
    let invalid = app
        .gql(
            Some(&token),
            CREATE_PERMISSION,
            json!({ "input": { "name": "Bad", "roleAssignments": [{ "roleId": 1, "accessId": 7 }] } }),
        )
        .await;
    assert_eq!(invalid.error_code().as_deref(), Some("203.D001.003"));
    let not_found = app
        .gql(
            Some(&token),
            CREATE,
            json!({ "input": { "title": "X", "categoryId":
                staffhub_api::graphql::ids::encode("DocumentCategory", uuid::Uuid::now_v7()).0 } }),
        )
        .await;
    assert_eq!(not_found.error_code().as_deref(), Some("204.D001.006"));
    assert_eq!(not_found.error_message(), "Category not found");
}

#[tokio::test]
async fn favourites_are_per_employee_and_filter_the_list() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let a = create(&app, &token, json!({ "title": "Expense policy" })).await;
    create(&app, &token, json!({ "title": "Travel policy" })).await;
    let added = app
        .gql(
            Some(&token),
            "mutation($id: ID!) { addDocumentFavourite(input: { id: $id }) { document { isFavourite } } }",
            json!({ "id": a["id"] }),
        )
        .await
        .data("/addDocumentFavourite/document/isFavourite");
    assert_eq!(added, true);
    assert_eq!(
        listed(&app, &token, json!({ "favouritesOnly": true })).await,
        (1, vec!["Expense policy".into()])
    );
    let twice = app
        .gql(
            Some(&token),
            "mutation($id: ID!) { addDocumentFavourite(input: { id: $id }) { document { id } } }",
            json!({ "id": a["id"] }),
        )
        .await;
    assert_eq!(twice.error_code().as_deref(), Some("204.X000.006"));
    let removed = app
        .gql(
            Some(&token),
            "mutation($id: ID!) { removeDocumentFavourite(input: { id: $id }) { document { isFavourite } } }",
            json!({ "id": a["id"] }),
        )
        .await
        .data("/removeDocumentFavourite/document/isFavourite");
    assert_eq!(removed, false);
}

pub(crate) async fn attach(
    app: &TestApp,
    token: &str,
    id: &Value,
    name: &str,
    bytes: Vec<u8>,
) -> Value {
    let query = "mutation($id: ID!, $file: Upload!) { addDocumentAttachment(input: { id: $id, file: $file }) {
        document { attachments { id fileName contentType size url } } } }";
    let operations = json!({ "query": query, "variables": { "id": id, "file": null } });
    let form = reqwest::multipart::Form::new()
        .text("operations", operations.to_string())
        .text("map", json!({ "0": ["variables.file"] }).to_string())
        .part(
            "0",
            reqwest::multipart::Part::bytes(bytes).file_name(name.to_owned()),
        );
    app.http
        .post(format!("{}/graphql", app.url))
        .header("access-token", token)
        .multipart(form)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap()
}

#[tokio::test]
async fn attachments_are_checked_and_downloaded_only_through_a_signed_link() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let doc = create(&app, &token, json!({ "title": "Board minutes" })).await;
    let pdf = b"%PDF-1.7\n1 0 obj\n".to_vec();
    let body = attach(&app, &token, &doc["id"], "議事録.pdf", pdf.clone()).await;
    let attachment = &body["data"]["addDocumentAttachment"]["document"]["attachments"][0];
    assert_eq!(attachment["fileName"], "議事録.pdf", "{body}");
    assert_eq!(attachment["contentType"], "application/pdf");
    let url = attachment["url"].as_str().unwrap();
    let served = app
        .http
        .get(format!("{}{url}", app.url))
        .send()
        .await
        .unwrap();
    assert_eq!(served.status(), 200);
    assert!(
        served.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .contains("UTF-8''%E8%AD%B0"),
        "downloads under its own name"
    );
    assert_eq!(served.bytes().await.unwrap().to_vec(), pdf);
    let unsigned = url.split_once('?').unwrap().0;
    let refused = app
        .http
        .get(format!("{}{unsigned}", app.url))
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), 403);
    // Another spelling of the same key is no way around the signature.
    let key = unsigned.trim_start_matches("/files/");
    for spelling in [format!("/files//{key}"), format!("/files/%2F{key}")] {
        let status = app
            .http
            .get(format!("{}{spelling}", app.url))
            .send()
            .await
            .unwrap()
            .status();
        assert!(
            status == 403 || status == 404,
            "{spelling} answered {status}"
        );
    }
    let tampered = url.replace("signature=", "signature=00");
    let refused = app
        .http
        .get(format!("{}{tampered}", app.url))
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), 403);
    let html = attach(
        &app,
        &token,
        &doc["id"],
        "page.html",
        b"<script>alert(1)</script>".to_vec(),
    )
    .await;
    assert_eq!(html["errors"][0]["extensions"]["code"], "203.F001.003");
}

#[tokio::test]
async fn a_reader_hears_changes_to_documents_they_may_read_and_nothing_of_the_others() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let sales = role(&app, &admin, "Sales").await;
    app.create_employee(
        "Rin Sales",
        "rin@staffhub.test",
        "rin password 1",
        vec![sales],
    )
    .await;
    let rin = app.sign_in("rin@staffhub.test", "rin password 1").await;
    let open = app
        .gql(
            Some(&admin),
            CREATE_PERMISSION,
            json!({ "input": { "name": "Everyone", "roleAssignments": [{ "roleId": sales, "accessId": 1 }] } }),
        )
        .await
        .data("/createPermissionCategory/permissionCategory/id");
    let mut ws =
        staffhub_tests::Subscription::connect(&app.ws_url(), json!({ "accessToken": rin }))
            .await
            .unwrap();
    ws.subscribe(
        "d",
        "subscription { documentsChanged { kind document { title } } }",
        json!({}),
    )
    .await;
    let mut heard = false;
    for i in 0..20 {
        create(
            &app,
            &admin,
            json!({ "title": format!("Open {i}"), "permissionCategoryId": open }),
        )
        .await;
        if ws
            .next_data("d", Duration::from_millis(500))
            .await
            .is_some()
        {
            heard = true;
            break;
        }
    }
    assert!(heard, "the reader hears documents they may read");
    while ws
        .next_data("d", Duration::from_millis(200))
        .await
        .is_some()
    {}
    create(&app, &admin, json!({ "title": "Private" })).await;
    create(
        &app,
        &admin,
        json!({ "title": "Open last", "permissionCategoryId": open }),
    )
    .await;
    let next = ws
        .next_data("d", Duration::from_secs(5))
        .await
        .expect("the open document");
    assert_eq!(
        next["data"]["documentsChanged"]["document"]["title"], "Open last",
        "the private document is never sent: {next}"
    );
}

#[tokio::test]
async fn a_live_list_is_told_by_the_lists_own_sql_whether_a_changed_document_is_in_it() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let sales = role(&app, &admin, "Sales").await;
    app.create_employee(
        "Rin Sales",
        "rin@staffhub.test",
        "rin password 1",
        vec![sales],
    )
    .await;
    let rin = app.sign_in("rin@staffhub.test", "rin password 1").await;
    let open = app
        .gql(
            Some(&admin),
            CREATE_PERMISSION,
            json!({ "input": { "name": "Everyone", "roleAssignments": [{ "roleId": sales, "accessId": 1 }] } }),
        )
        .await
        .data("/createPermissionCategory/permissionCategory/id");
    let mut ws =
        staffhub_tests::Subscription::connect(&app.ws_url(), json!({ "accessToken": rin }))
            .await
            .unwrap();
    // The live list searched by a word the list finds in bodies, not only in titles.
    ws.subscribe(
        "d",
        "subscription($filter: DocumentFilter) {
           documentsChanged(filter: $filter) { kind id matches document { title } } }",
        json!({ "filter": { "keyword": "wireguard" } }),
    )
    .await;
    let mut heard = None;
    for i in 0..20 {
        let doc = create(
            &app,
            &admin,
            json!({ "title": format!("VPN guide {i}"), "body": "Use WireGuard on port 51820.",
                "permissionCategoryId": open }),
        )
        .await;
        if let Some(next) = ws.next_data("d", Duration::from_millis(500)).await {
            heard = Some((doc["id"].clone(), next));
            break;
        }
    }
    let (guide, first) = heard.expect("the subscription is live");
    let first = first["data"]["documentsChanged"].clone();
    assert_eq!(
        first["matches"], true,
        "its body matches the keyword: {first}"
    );
    assert_eq!(first["kind"], "CREATED");
    assert!(
        first["document"]["title"]
            .as_str()
            .unwrap()
            .starts_with("VPN guide"),
        "{first}"
    );
    while ws
        .next_data("d", Duration::from_millis(200))
        .await
        .is_some()
    {}
    // The list itself agrees: the title does not hold the word, the body does.
    let (_, titles) = listed(&app, &rin, json!({ "keyword": "wireguard" })).await;
    assert!(titles.iter().all(|t| t.starts_with("VPN guide")) && !titles.is_empty());

    let lunch = create(
        &app,
        &admin,
        json!({ "title": "Lunch menu", "body": "Pasta on Friday.", "permissionCategoryId": open }),
    )
    .await;
    let told = ws.notice_about("d", "documentsChanged", &lunch["id"]).await;
    assert_eq!(
        told["matches"], false,
        "readable but not in the list: {told}"
    );
    assert_eq!(told["document"]["title"], "Lunch menu");

    // Rin loses read access to the guide: it leaves the list, told only by its id.
    app.gql(
        Some(&admin),
        "mutation($input: ChangeDocumentPermissionCategoryInput!) {
           changeDocumentPermissionCategory(input: $input) { document { id } } }",
        json!({ "input": { "id": guide, "permissionCategoryId": Value::Null } }),
    )
    .await
    .data("/changeDocumentPermissionCategory/document/id");
    let gone = ws.notice_about("d", "documentsChanged", &guide).await;
    assert_eq!(gone["kind"], "UPDATED");
    assert_eq!(gone["matches"], false, "no longer readable: {gone}");
    assert!(gone["document"].is_null(), "nothing of it is sent: {gone}");

    // A document created out of her sight is never told, not even by its id.
    let private = create(&app, &admin, json!({ "title": "Private WireGuard keys" })).await;
    let last = create(
        &app,
        &admin,
        json!({ "title": "WireGuard last", "permissionCategoryId": open }),
    )
    .await;
    let next = ws
        .next_data("d", Duration::from_secs(5))
        .await
        .expect("the open document");
    let next = &next["data"]["documentsChanged"];
    assert_ne!(next["id"], private["id"], "{next}");
    assert_eq!(next["id"], last["id"], "{next}");
    assert_eq!(next["matches"], true);

    // The admin takes Sales off the category's readers: its documents leave her list, each
    // told by its id only; given back, they return with their titles.
    app.gql(
        Some(&admin),
        "mutation($input: UnassignPermissionCategoryRoleInput!) {
           unassignPermissionCategoryRole(input: $input) { permissionCategory { id } } }",
        json!({ "input": { "id": open, "roleId": sales } }),
    )
    .await
    .data("/unassignPermissionCategoryRole");
    let gone = ws.notice_about("d", "documentsChanged", &last["id"]).await;
    assert_eq!(gone["matches"], false, "no longer readable: {gone}");
    assert!(gone["document"].is_null(), "nothing of it is sent: {gone}");
    app.gql(
        Some(&admin),
        ASSIGN_PERMISSION_ROLE,
        json!({ "input": { "id": open, "roleId": sales, "accessId": 1 } }),
    )
    .await
    .data("/assignPermissionCategoryRole");
    let back = ws.notice_about("d", "documentsChanged", &last["id"]).await;
    assert_eq!(back["matches"], true, "readable again: {back}");
    assert_eq!(back["document"]["title"], "WireGuard last");
}

async fn rows(app: &TestApp) -> Vec<String> {
    sqlx::query_scalar(
        "SELECT t FROM (
            SELECT d::text AS t, 1 AS k, document_id::text AS id FROM document_list d
            UNION ALL SELECT v::text, 2, document_id::text || revision FROM document_versions v
            UNION ALL SELECT c::text, 3, category_id::text FROM document_categories c
            UNION ALL SELECT p::text, 4, permission_category_id::text FROM permission_categories p
            UNION ALL SELECT f::text, 5, employee_id::text || document_id FROM document_favourites f
         ) x ORDER BY k, id",
    )
    .fetch_all(&app.pool)
    .await
    .unwrap()
}

#[tokio::test]
async fn the_documents_read_model_equals_a_fresh_replay() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let category = app
        .gql(
            Some(&token),
            "mutation { createDocumentCategory(input: { name: \"Minutes\" }) { documentCategory { id } } }",
            json!({}),
        )
        .await
        .data("/createDocumentCategory/documentCategory/id");
    let permission = app
        .gql(
            Some(&token),
            CREATE_PERMISSION,
            json!({ "input": { "name": "Board", "roleAssignments": [{ "roleId": 1, "accessId": 2 }] } }),
        )
        .await
        .data("/createPermissionCategory/permissionCategory/id");
    for i in 0..3 {
        let doc = create(
            &app,
            &token,
            json!({ "title": format!("会議 {i}"), "body": "議題", "categoryId": category,
                "permissionCategoryId": permission }),
        )
        .await;
        app.gql(
            Some(&token),
            UPDATE,
            json!({ "input": { "id": doc["id"], "expectedVersion": 1, "title": format!("会議 {i}"),
                "body": "議題と決定事項", "tagIds": [] } }),
        )
        .await
        .data("/updateDocument");
        let id = &doc["id"];
        let steps: [(&str, Value); 6] = [
            (
                "mutation($input: AssignDocumentRoleInput!) { assignDocumentRole(input: $input) { document { id } } }",
                json!({ "id": id, "roleId": 1, "accessId": 1 }),
            ),
            (
                "mutation($input: AssignDocumentRoleInput!) { assignDocumentRole(input: $input) { document { id } } }",
                json!({ "id": id, "roleId": 1, "accessId": 2 }),
            ),
            (
                "mutation($input: RestoreDocumentRevisionInput!) { restoreDocumentRevision(input: $input) { document { id } } }",
                json!({ "id": id, "revision": 1, "expectedVersion": 4 }),
            ),
            (
                "mutation($input: ChangeDocumentPermissionCategoryInput!) { changeDocumentPermissionCategory(input: $input) { document { id } } }",
                json!({ "id": id, "permissionCategoryId": Value::Null }),
            ),
            (
                "mutation($input: UnassignDocumentRoleInput!) { unassignDocumentRole(input: $input) { document { id } } }",
                json!({ "id": id, "roleId": 1 }),
            ),
            (
                "mutation($input: AddDocumentFavouriteInput!) { addDocumentFavourite(input: $input) { document { id } } }",
                json!({ "id": id }),
            ),
        ];
        for (mutation, input) in steps {
            let answer = app
                .gql(Some(&token), mutation, json!({ "input": input }))
                .await;
            assert_eq!(answer.error_code(), None, "{mutation}: {}", answer.body);
        }
        if i == 0 {
            app.gql(
                Some(&token),
                "mutation($input: RemoveDocumentFavouriteInput!) { removeDocumentFavourite(input: $input) { document { id } } }",
                json!({ "input": { "id": id } }),
            )
            .await
            .data("/removeDocumentFavourite");
        }
        if i > 0 {
            app.gql(
                Some(&token),
                STATUS,
                json!({ "input": { "id": doc["id"], "statusId": 2 } }),
            )
            .await
            .data("/changeDocumentStatus");
        }
    }
    for (mutation, role) in [
        (
            "mutation($input: AssignPermissionCategoryRoleInput!) { assignPermissionCategoryRole(input: $input) { permissionCategory { id } } }",
            json!({ "id": permission, "roleId": 1, "accessId": 1 }),
        ),
        (
            "mutation($input: UnassignPermissionCategoryRoleInput!) { unassignPermissionCategoryRole(input: $input) { permissionCategory { id } } }",
            json!({ "id": permission, "roleId": 1 }),
        ),
    ] {
        let answer = app
            .gql(Some(&token), mutation, json!({ "input": role }))
            .await;
        assert_eq!(answer.error_code(), None, "{}", answer.body);
    }
    let live = rows(&app).await;
    assert_eq!(live.len(), 3 + 9 + 1 + 1 + 2);
    app.rebuild("documents").await;
    assert_eq!(rows(&app).await, live);
}

/// Issue 33: the access rule is read from the terms each row carries in its search index
/// (`document_list.access_keys`). Over every combination of author, roles, permission category
/// and status, and for readers with each kind of grant, the terms let in exactly the rows the
/// rule, tested row by row, lets in; and again after a permission category's roles change.
#[tokio::test]
async fn the_access_terms_in_the_index_let_in_exactly_the_documents_the_rule_does() {
    use sqlx::QueryBuilder;
    use staffhub_api::access::Caller;
    use staffhub_api::read::documents::condition;
    use staffhub_projections::documents::copy_category_roles;
    use uuid::Uuid;

    let app = spawn_app().await;
    let pool = &app.pool;
    let (me, other) = (Uuid::new_v4(), Uuid::new_v4());
    // Category `reads` is read by role 1, `edits` edited by role 2; `neither` has no roles.
    let (reads, edits, neither) = (Uuid::new_v4(), Uuid::new_v4(), Uuid::new_v4());
    for (id, readers, editors) in [
        (reads, vec![1], vec![]),
        (edits, vec![2], vec![2]),
        (neither, vec![], vec![]),
    ] {
        sqlx::query(
            "INSERT INTO permission_categories (permission_category_id, name, description,
                 reader_roles, editor_roles, created_at, updated_at, version)
             VALUES ($1, $1::text, '', $2, $3, now(), now(), 1)",
        )
        .bind(id)
        .bind(readers)
        .bind(editors)
        .execute(pool)
        .await
        .unwrap();
    }
    let authors = [None, Some(me), Some(other)];
    let role_sets: [&[i32]; 5] = [&[], &[1], &[2], &[3], &[1, 3]];
    let categories = [None, Some(reads), Some(edits), Some(neither)];
    let mut rows = 0;
    for author in authors {
        for readers in role_sets {
            for editors in role_sets {
                for category in categories {
                    // spec §4: active 1, archived 2, draft 3
                    for status in [1i16, 2, 3] {
                        sqlx::query(
                            "INSERT INTO document_list (document_id, title, body, category_id,
                                 permission_category_id, tag_ids, status, author_id,
                                 reader_roles, editor_roles, attachments, revision, search,
                                 title_search, created_at, updated_at, version)
                             VALUES ($1, 't', 'b', NULL, $2, '{}', $3, $4, $5, $6, '[]', 1,
                                 ''::tsvector, ''::tsvector, now(), now(), 1)",
                        )
                        .bind(Uuid::new_v4())
                        .bind(category)
                        .bind(status)
                        .bind(author)
                        .bind(readers.to_vec())
                        .bind(editors.to_vec())
                        .execute(pool)
                        .await
                        .unwrap();
                        rows += 1;
                    }
                }
            }
        }
    }
    assert_eq!(rows, 900);
    let copy_roles = || async {
        let mut conn = pool.acquire().await.unwrap();
        for category in [reads, edits, neither] {
            copy_category_roles(&mut conn, "d.permission_category_id", category)
                .await
                .unwrap();
        }
    };
    copy_roles().await;

    // The rule as the spec states it, one row at a time (before issue 33 the read models
    // used this very condition): editors (the author, an editing role, an editing role of
    // the permission category) see the row; readers see it unless it is a draft.
    const RULE: &str = "(d.author_id = $1 OR d.editor_roles && $2 OR d.permission_category_id IN
            (SELECT permission_category_id FROM permission_categories WHERE editor_roles && $2))
         OR (d.status <> 3 AND (d.reader_roles && $2 OR d.permission_category_id IN
            (SELECT permission_category_id FROM permission_categories WHERE reader_roles && $2)))";
    let compare = || async {
        let mut readers_checked = 0;
        for employee_id in [me, Uuid::new_v4()] {
            for roles in role_sets.iter().chain([&[1, 2, 3][..]].iter()) {
                let viewer = Caller {
                    employee_id,
                    role_ids: roles.to_vec(),
                    admin: false,
                    manager: false,
                };
                let by_rule: Vec<Uuid> = sqlx::query_scalar(&format!(
                    "SELECT d.document_id FROM document_list d WHERE {RULE} ORDER BY 1"
                ))
                .bind(employee_id)
                .bind(roles.to_vec())
                .fetch_all(pool)
                .await
                .unwrap();
                let mut query =
                    QueryBuilder::new("SELECT d.document_id FROM document_list d WHERE true");
                condition(&mut query, &viewer);
                query.push(" ORDER BY 1");
                let by_terms: Vec<Uuid> = query.build_query_scalar().fetch_all(pool).await.unwrap();
                assert!(!by_rule.is_empty() || roles.is_empty());
                assert_eq!(
                    by_terms, by_rule,
                    "employee {employee_id} with roles {roles:?}"
                );
                readers_checked += 1;
            }
        }
        assert_eq!(readers_checked, 12);
    };
    compare().await;

    // `reads` now goes to role 3 as its editor, `edits` loses its editor: the terms follow.
    sqlx::query(
        "UPDATE permission_categories SET reader_roles = '{3}', editor_roles = '{3}'
         WHERE permission_category_id = $1",
    )
    .bind(reads)
    .execute(pool)
    .await
    .unwrap();
    sqlx::query(
        "UPDATE permission_categories SET editor_roles = '{}' WHERE permission_category_id = $1",
    )
    .bind(edits)
    .execute(pool)
    .await
    .unwrap();
    copy_roles().await;
    compare().await;
}
