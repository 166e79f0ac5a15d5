//! Search everywhere (issue 21), through the real server: one query finds tasks, issues,
//! documents, organizations, projects, members and agents, grouped in the areas' order and
//! ranked within each; Japanese is found by one and two characters; a document the caller may
//! not read is neither a hit nor counted, and an area the caller may not list is not searched.

use serde_json::{Value, json};
use staffhub_tests::{TestApp, spawn_app};

const SEARCH: &str = "query($text: String!, $first: Int) { search(text: $text, first: $first) {
  groups { area totalCount totalCountCapped hits { title subtitle node { __typename id } } } } }";

async fn search(app: &TestApp, token: &str, text: &str, first: Option<i64>) -> Value {
    app.gql(Some(token), SEARCH, json!({ "text": text, "first": first }))
        .await
        .data("/search/groups")
}

fn areas(groups: &Value) -> Vec<&str> {
    groups
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["area"].as_str().unwrap())
        .collect()
}

fn group<'a>(groups: &'a Value, area: &str) -> &'a Value {
    groups
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["area"] == area)
        .unwrap_or_else(|| panic!("no {area} group in {groups}"))
}

fn titles(group: &Value) -> Vec<&str> {
    group["hits"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["title"].as_str().unwrap())
        .collect()
}

async fn create(app: &TestApp, token: &str, mutation: &str, path: &str, input: Value) -> Value {
    let input_type = format!("{}{}Input", &mutation[..1].to_uppercase(), &mutation[1..]);
    let query = format!(
        "mutation($input: {input_type}!) {{ {mutation}(input: $input) {{ {path} {{ id }} }} }}"
    );
    app.gql(Some(token), &query, json!({ "input": input }))
        .await
        .data(&format!("/{mutation}/{path}/id"))
}

async fn task(app: &TestApp, token: &str, title: &str, description: &str) -> Value {
    create(
        app,
        token,
        "createTask",
        "task",
        json!({ "title": title, "description": description }),
    )
    .await
}

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

#[tokio::test]
async fn one_search_finds_every_area_in_order_and_each_hit_is_the_node_it_names() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let task = task(&app, &admin, "Heliotrope launch", "").await;
    app.gql(
        Some(&admin),
        "mutation { createIssueStatus(input: { labelEn: \"Open\", labelJa: \"未対応\", color: \"blue\" }) { issueStatus { id } } }",
        json!({}),
    )
    .await
    .data("/createIssueStatus");
    let issue = create(
        &app,
        &admin,
        "createIssue",
        "issue",
        json!({ "title": "Heliotrope crash on start" }),
    )
    .await;
    let category = create(
        &app,
        &admin,
        "createDocumentCategory",
        "documentCategory",
        json!({ "name": "Specifications" }),
    )
    .await;
    let document = create(
        &app,
        &admin,
        "createDocument",
        "document",
        json!({ "title": "Heliotrope spec", "body": "What it does.", "categoryId": category }),
    )
    .await;
    let organization = create(
        &app,
        &admin,
        "createOrganization",
        "organization",
        json!({ "name": "Heliotrope Inc", "website": "https://heliotrope.example" }),
    )
    .await;
    let project = create(
        &app,
        &admin,
        "createProject",
        "project",
        json!({ "name": "Heliotrope" }),
    )
    .await;
    let member = app
        .create_employee(
            "Hana Heliotrope",
            "hana@staffhub.test",
            "hana password 1",
            vec![],
        )
        .await;
    let agent_role = create(
        &app,
        &admin,
        "createAgentRole",
        "agentRole",
        json!({ "name": "Analyst", "roleCategoryId": 2 }),
    )
    .await;
    let agent = create(
        &app,
        &admin,
        "createAgent",
        "agent",
        json!({ "name": "Heliotrope helper", "instruction": "Help with Heliotrope.",
            "roleId": agent_role }),
    )
    .await;
    // Not searched: an archived agent and a deactivated employee, as their lists leave them out.
    let archived = create(
        &app,
        &admin,
        "createAgent",
        "agent",
        json!({ "name": "Old heliotrope bot", "instruction": "Retired.", "roleId": agent_role }),
    )
    .await;
    app.gql(
        Some(&admin),
        "mutation($id: ID!) { archiveAgent(input: { id: $id, archived: true }) { agent { id } } }",
        json!({ "id": archived }),
    )
    .await
    .data("/archiveAgent");

    let groups = search(&app, &admin, "heliotrope", None).await;
    assert_eq!(
        areas(&groups),
        // In the order areas are registered (`graphql::areas::AREAS`).
        [
            "tasks",
            "members",
            "organizations",
            "projects",
            "documents",
            "issues",
            "agents"
        ]
    );
    let member = staffhub_api::graphql::ids::encode("Employee", member).to_string();
    for (area, typename, id, title, subtitle) in [
        ("tasks", "Task", &task, "Heliotrope launch", json!("Open")),
        (
            "issues",
            "Issue",
            &issue,
            "Heliotrope crash on start",
            json!("Open"),
        ),
        (
            "documents",
            "Document",
            &document,
            "Heliotrope spec",
            json!("Specifications"),
        ),
        (
            "organizations",
            "Organization",
            &organization,
            "Heliotrope Inc",
            json!("https://heliotrope.example"),
        ),
        (
            "projects",
            "Project",
            &project,
            "Heliotrope",
            json!("Planning"),
        ),
        (
            "members",
            "Employee",
            &json!(member),
            "Hana Heliotrope",
            json!("hana@staffhub.test"),
        ),
        (
            "agents",
            "Agent",
            &agent,
            "Heliotrope helper",
            json!("Analyst"),
        ),
    ] {
        let group = group(&groups, area);
        assert_eq!(group["totalCount"], 1, "{area}: {group}");
        assert_eq!(
            group["hits"],
            json!([{ "title": title, "subtitle": subtitle,
                "node": { "__typename": typename, "id": id } }]),
            "{area}"
        );
    }
    // A second line that is a label follows the caller's language.
    let japanese = app
        .gql_with_headers(
            Some(&admin),
            SEARCH,
            json!({ "text": "heliotrope" }),
            &[("accept-language", "ja")],
        )
        .await
        .data("/search/groups");
    let subtitles: Vec<&Value> = ["tasks", "issues", "projects"]
        .iter()
        .map(|area| &group(&japanese, area)["hits"][0]["subtitle"])
        .collect();
    assert_eq!(
        subtitles,
        [&json!("未対応"), &json!("未対応"), &json!("計画中")]
    );
    // Nothing found: no groups at all.
    assert_eq!(search(&app, &admin, "no such thing", None).await, json!([]));
}

#[tokio::test]
async fn an_exact_title_beats_a_prefix_a_word_a_substring_and_a_description_only_match() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    // Created best match first, so the most recently updated is the weakest: the order below
    // is the rank's, not the update time's.
    for (title, description) in [
        ("Zorblat", ""),
        ("Zorblat migration", ""),
        ("Plan the zorblat rollout", ""),
        ("Unzorblatted cache", ""),
        ("Cache cleanup", "Mentions ZORBLAT once."),
    ] {
        task(&app, &admin, title, description).await;
    }
    task(&app, &admin, "Unrelated", "Nothing here").await;
    let groups = search(&app, &admin, "ZORBLAT", None).await;
    let tasks = group(&groups, "tasks");
    assert_eq!(tasks["totalCount"], 5);
    assert_eq!(
        titles(tasks),
        [
            "Zorblat",
            "Zorblat migration",
            "Plan the zorblat rollout",
            "Unzorblatted cache",
            "Cache cleanup"
        ]
    );
    // Two of the same rank: the more recently updated first.
    task(&app, &admin, "Zorblat sequel", "").await;
    let groups = search(&app, &admin, "zorblat", Some(3)).await;
    let tasks = group(&groups, "tasks");
    assert_eq!(tasks["totalCount"], 6, "counted beyond the hits shown");
    assert_eq!(
        titles(tasks),
        ["Zorblat", "Zorblat sequel", "Zorblat migration"]
    );
}

/// Tasks written straight into the read model (the search reads only it): `(title,
/// description, minutes ago)`.
async fn seed_tasks(app: &TestApp, tasks: &[(String, String, i64)]) {
    let (titles, descriptions, ages): (Vec<_>, Vec<_>, Vec<_>) = tasks.iter().cloned().fold(
        (Vec::new(), Vec::new(), Vec::new()),
        |(mut t, mut d, mut a), (title, description, age)| {
            t.push(title);
            d.push(description);
            a.push(age);
            (t, d, a)
        },
    );
    // Japanese by words, as the projection indexes them (`japanese_words`).
    let words: Vec<String> = titles
        .iter()
        .zip(&descriptions)
        .map(|(title, description)| {
            staffhub_projections::search::japanese_terms(&format!("{title}\n{description}"))
                .join("\u{1f}")
        })
        .collect();
    sqlx::query(
        "INSERT INTO task_list (task_id, title, description, status_id, priority_id,
             created_at, updated_at, version, japanese_words)
         SELECT gen_random_uuid(), title, description, 1, 2,
             now() - make_interval(mins => age::int), now() - make_interval(mins => age::int), 1,
             array_to_tsvector(string_to_array(words, chr(31)))
         FROM unnest($1::text[], $2::text[], $3::bigint[], $4::text[])
              AS s(title, description, age, words)",
    )
    .bind(titles)
    .bind(descriptions)
    .bind(ages)
    .bind(words)
    .execute(&app.pool)
    .await
    .unwrap();
}

#[tokio::test]
async fn a_frequent_text_ranks_the_titles_that_hold_it_first_and_fills_the_page_with_the_newest_others()
 {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    // More hits than the count goes (1,000), so the page is read in two parts: every title
    // holding the text, ranked, then the newest of the others. The title hits are the oldest
    // rows, so the order of updates alone would never put them first.
    let mut tasks: Vec<(String, String, i64)> = (0..1_050)
        .map(|n| {
            (
                format!("Filler {n}"),
                format!("Mentions quargle, row {n}"),
                n,
            )
        })
        .collect();
    for (title, age) in [
        ("Unquargled cache", 5_000),
        ("Plan the quargle rollout", 5_001),
        ("Quargle migration", 5_002),
        ("Quargle", 5_003),
    ] {
        tasks.push((title.to_owned(), String::new(), age));
    }
    tasks.push(("Unrelated".to_owned(), "Nothing here".to_owned(), 1));
    seed_tasks(&app, &tasks).await;

    let groups = search(&app, &admin, "quargle", Some(7)).await;
    let found = group(&groups, "tasks");
    assert_eq!(found["totalCount"], 1_000);
    assert_eq!(found["totalCountCapped"], true, "more than the count goes");
    assert_eq!(
        titles(found),
        [
            "Quargle",
            "Quargle migration",
            "Plan the quargle rollout",
            "Unquargled cache",
            "Filler 0",
            "Filler 1",
            "Filler 2"
        ],
        "the title's hits by rank, then the newest others"
    );
    // A page the title's hits fill is only theirs.
    let groups = search(&app, &admin, "QUARGLE", Some(3)).await;
    assert_eq!(
        titles(group(&groups, "tasks")),
        ["Quargle", "Quargle migration", "Plan the quargle rollout"]
    );
    // A frequent text in no title: the newest hits.
    let groups = search(&app, &admin, "row", Some(3)).await;
    assert_eq!(
        titles(group(&groups, "tasks")),
        ["Filler 0", "Filler 1", "Filler 2"]
    );
}

#[tokio::test]
async fn a_frequent_text_reads_each_rank_among_the_newest_rows_and_finds_a_rare_rank_beyond_them() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    // 2,200 newest rows hold "zorble" in their description only, more than the window of
    // newest rows each rank is first looked for in (2,000). Each rank has a hit older than the
    // window, and two of them a newer one inside it: a rank with fewer hits in the window
    // than the page lacks is found by its index, beyond the window, in the order of ties.
    let mut tasks: Vec<(String, String, i64)> = (0..2_200)
        .map(|n| (format!("Filler {n}"), format!("zorble row {n}"), n + 100))
        .collect();
    for (title, age) in [
        ("Zorble notes", 10),
        ("A zorble at the door", 20),
        ("Zorble", 5_000),
        ("Zorble plan", 5_001),
        ("The zorble rollout", 5_002),
        ("Unzorbled cache", 5_003),
    ] {
        tasks.push((title.to_owned(), String::new(), age));
    }
    // A rank frequent among the newest rows fills the page there: "Blimp item n", each
    // newer than "Old blimp" (a word's start) but after "Blimp" (the whole title).
    tasks.extend((0..2_100).map(|n| (format!("Blimp item {n}"), String::new(), n + 50)));
    tasks.push(("Blimp".to_owned(), String::new(), 9_000));
    tasks.push(("Old blimp".to_owned(), String::new(), 1));
    seed_tasks(&app, &tasks).await;

    let groups = search(&app, &admin, "zorble", Some(7)).await;
    let found = group(&groups, "tasks");
    assert_eq!(found["totalCountCapped"], true, "more than the count goes");
    assert_eq!(
        titles(found),
        [
            "Zorble",
            "Zorble notes",
            "Zorble plan",
            "A zorble at the door",
            "The zorble rollout",
            "Unzorbled cache",
            "Filler 0"
        ],
        "each rank whole, newest first, then the newest others"
    );
    let groups = search(&app, &admin, "blimp", Some(4)).await;
    assert_eq!(
        titles(group(&groups, "tasks")),
        ["Blimp", "Blimp item 0", "Blimp item 1", "Blimp item 2"],
        "the whole title first, from beyond the window; then the title's start, newest first"
    );
}

#[tokio::test]
async fn a_frequent_japanese_text_takes_from_the_newest_rows_only_titles_that_hold_it_as_a_word() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    // 京都 in more descriptions than the count goes, so the page is read in parts. The newest
    // rows' titles hold 京都 inside 東京都 (東京 · 都), a substring but not the word: they are
    // no hits, though enough of them to fill the page from the window were they taken as the
    // title's hits (the window ranks its rows by the title, and leaves out those that do not
    // match at all).
    let mut tasks: Vec<(String, String, i64)> = (0..1_050)
        .map(|n| (format!("Filler {n}"), format!("京都への出張 {n}"), n + 100))
        .collect();
    tasks.extend((0..10).map(|n| (format!("東京都の予定 {n}"), String::new(), n)));
    tasks.push(("京都".to_owned(), String::new(), 5_000));
    tasks.push(("京都支店の会議".to_owned(), String::new(), 50));
    seed_tasks(&app, &tasks).await;

    let groups = search(&app, &admin, "京都", Some(4)).await;
    let found = group(&groups, "tasks");
    assert_eq!(found["totalCountCapped"], true, "more than the count goes");
    assert_eq!(
        titles(found),
        ["京都", "京都支店の会議", "Filler 0", "Filler 1"],
        "the whole title, its start, then the newest others; never 東京都"
    );
}

#[tokio::test]
async fn japanese_is_found_by_one_and_two_characters_and_in_a_mixed_text() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    task(&app, &admin, "API設計レビュー", "来週までに").await;
    task(&app, &admin, "請求書の送付", "").await;
    create(
        &app,
        &admin,
        "createDocument",
        "document",
        json!({ "title": "定例会議の議事録", "body": "APIの設計について話した。" }),
    )
    .await;
    create(
        &app,
        &admin,
        "createProject",
        "project",
        json!({ "name": "設計基盤", "description": "" }),
    )
    .await;
    for (text, area, expected) in [
        ("設", "tasks", vec!["API設計レビュー"]),
        ("設計", "tasks", vec!["API設計レビュー"]),
        ("api設計", "tasks", vec!["API設計レビュー"]),
        ("設計", "projects", vec!["設計基盤"]),
        ("議", "documents", vec!["定例会議の議事録"]),
        ("議事", "documents", vec!["定例会議の議事録"]),
        // Found by its body, through the documents' own search terms.
        ("設計", "documents", vec!["定例会議の議事録"]),
        ("API 設計", "documents", vec!["定例会議の議事録"]),
    ] {
        let groups = search(&app, &admin, text, None).await;
        assert_eq!(titles(group(&groups, area)), expected, "{text} in {area}");
    }
    let groups = search(&app, &admin, "設計", None).await;
    assert_eq!(areas(&groups), ["tasks", "projects", "documents"]);
    let groups = search(&app, &admin, "請求", None).await;
    assert_eq!(areas(&groups), ["tasks"]);
    assert_eq!(titles(group(&groups, "tasks")), ["請求書の送付"]);
}

#[tokio::test]
async fn a_document_the_caller_may_not_read_is_neither_found_nor_counted() {
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
    let readable = app
        .gql(
            Some(&admin),
            "mutation($input: CreatePermissionCategoryInput!) {
               createPermissionCategory(input: $input) { permissionCategory { id } } }",
            json!({ "input": { "name": "Everyone", "roleAssignments": [{ "roleId": sales, "accessId": 1 }] } }),
        )
        .await
        .data("/createPermissionCategory/permissionCategory/id");
    let handbook = create(
        &app,
        &admin,
        "createDocument",
        "document",
        json!({ "title": "Falcon handbook", "body": "", "permissionCategoryId": readable }),
    )
    .await;
    // No permission category: its author (the admin) and admins only; a draft besides.
    for (title, status) in [("Falcon salaries", 1), ("Falcon roadmap draft", 3)] {
        create(
            &app,
            &admin,
            "createDocument",
            "document",
            json!({ "title": title, "body": "", "statusId": status }),
        )
        .await;
    }
    let rins = search(&app, &rin, "falcon", None).await;
    let documents = group(&rins, "documents");
    assert_eq!(documents["totalCount"], 1);
    assert_eq!(documents["hits"][0]["node"]["id"], handbook);
    let admins = search(&app, &admin, "falcon", None).await;
    assert_eq!(group(&admins, "documents")["totalCount"], 3);
    // Only what Rin may read, even as the only hits: no group at all otherwise.
    assert_eq!(search(&app, &rin, "salaries", None).await, json!([]));
}

#[tokio::test]
async fn an_employee_without_a_role_finds_only_members_and_a_signed_out_caller_is_refused() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    task(&app, &admin, "Kestrel audit", "").await;
    create(
        &app,
        &admin,
        "createProject",
        "project",
        json!({ "name": "Kestrel" }),
    )
    .await;
    create(
        &app,
        &admin,
        "createDocument",
        "document",
        json!({ "title": "Kestrel notes", "body": "" }),
    )
    .await;
    app.create_employee("Kim Kestrel", "kim@staffhub.test", "kim password 1", vec![])
        .await;
    let kim = app.sign_in("kim@staffhub.test", "kim password 1").await;
    assert_eq!(
        areas(&search(&app, &admin, "kestrel", None).await),
        ["tasks", "members", "projects", "documents"]
    );
    let kims = search(&app, &kim, "kestrel", None).await;
    assert_eq!(areas(&kims), ["members"]);
    assert_eq!(titles(group(&kims, "members")), ["Kim Kestrel"]);

    let anonymous = app.gql(None, SEARCH, json!({ "text": "kestrel" })).await;
    assert_eq!(anonymous.error_code().as_deref(), Some("102.X000.001"));
}

#[tokio::test]
async fn an_empty_or_overlong_text_and_a_bad_first_are_refused_with_their_codes() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    let too_long = "あ".repeat(201);
    for (text, first, code) in [
        ("", None, "203.X000.005"),
        ("   ", None, "203.X000.005"),
        (too_long.as_str(), None, "203.X000.005"),
        ("ok", Some(0), "203.X000.002"),
        ("ok", Some(21), "203.X000.002"),
    ] {
        let response = app
            .gql(
                Some(&admin),
                SEARCH,
                json!({ "text": text, "first": first }),
            )
            .await;
        assert_eq!(
            response.error_code().as_deref(),
            Some(code),
            "{text:?} {first:?}"
        );
    }
    let longest = "あ".repeat(200);
    assert_eq!(search(&app, &admin, &longest, Some(20)).await, json!([]));
    // LIKE's own characters are text like any other.
    task(&app, &admin, "100% done", "").await;
    task(&app, &admin, "1000 done", "").await;
    let groups = search(&app, &admin, "100%", None).await;
    assert_eq!(titles(group(&groups, "tasks")), ["100% done"]);
}

/// Issue 33: tasks and issues find Japanese by words, as documents do. 「京都」 is not a word of
/// 「東京都」 (東京 · 都), so it finds only the Kyoto items, in the task list, its total, the
/// issue list and search everywhere alike; a description's word counts, a run of two words
/// must stand together, and English beside it stays a substring.
#[tokio::test]
async fn tasks_and_issues_find_japanese_by_words_not_across_a_word_boundary() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    task(&app, &admin, "東京都の支店を訪問", "").await;
    task(&app, &admin, "京都の会議室を予約", "").await;
    task(&app, &admin, "VPN設定", "京都オフィスのルーター").await;
    app.gql(
        Some(&admin),
        "mutation { createIssueStatus(input: { labelEn: \"Open\", labelJa: \"未対応\", color: \"blue\" }) { issueStatus { id } } }",
        json!({}),
    )
    .await
    .data("/createIssueStatus");
    for title in ["東京都庁の入館証", "京都支店のプリンター故障"] {
        create(
            &app,
            &admin,
            "createIssue",
            "issue",
            json!({ "title": title }),
        )
        .await;
    }
    let tasks = |keyword: &'static str| {
        let (app, admin) = (&app, &admin);
        async move {
            let page = app
                .gql(
                    Some(admin),
                    "query($filter: TaskFilter) { tasks(first: 20, filter: $filter) {
                       totalCount edges { node { title } } } }",
                    json!({ "filter": { "keyword": keyword } }),
                )
                .await
                .data("/tasks");
            let mut titles: Vec<String> = page["edges"]
                .as_array()
                .unwrap()
                .iter()
                .map(|e| e["node"]["title"].as_str().unwrap().to_owned())
                .collect();
            titles.sort();
            assert_eq!(page["totalCount"], titles.len(), "{keyword}");
            titles
        }
    };
    assert_eq!(tasks("京都").await, ["VPN設定", "京都の会議室を予約"]);
    assert_eq!(tasks("東京").await, ["東京都の支店を訪問"]);
    assert_eq!(
        tasks("京都の会議").await,
        ["京都の会議室を予約"],
        "a phrase"
    );
    assert_eq!(
        tasks("会議 京都").await,
        ["京都の会議室を予約"],
        "two words anywhere"
    );
    assert_eq!(
        tasks("VPN 京都").await,
        ["VPN設定"],
        "English beside Japanese"
    );
    assert_eq!(
        tasks("vpn").await,
        ["VPN設定"],
        "English alone: a substring, as before"
    );
    assert!(
        tasks("会議京都").await.is_empty(),
        "both words are in a task, but not together as written"
    );

    let issues = |keyword: &'static str| {
        let (app, admin) = (&app, &admin);
        async move {
            let groups = search(app, admin, keyword, None).await;
            titles(group(&groups, "issues"))
                .into_iter()
                .map(str::to_owned)
                .collect::<Vec<_>>()
        }
    };
    assert_eq!(issues("京都").await, ["京都支店のプリンター故障"]);
    assert_eq!(issues("東京都").await, ["東京都庁の入館証"]);
}

/// Issue 33: a GIN index takes new entries into a pending list that every scan of it reads
/// whole, and PostgreSQL lets it grow to 4 MB between autovacuum's visits. The server's
/// connections bound it to 64 kB (`app::connect_database`): the write that passes the bound
/// merges the list into the index, so a search never reads more.
#[tokio::test]
async fn a_search_index_written_through_the_server_keeps_its_pending_list_short() {
    let app = spawn_app().await;
    let admin = app.admin_token().await;
    for i in 0..150 {
        task(
            &app,
            &admin,
            &format!("Quarterly review {i}: invoices, contracts and the warehouse audit"),
            &format!("Prepared by team {i}, with notes on suppliers, routes and budget line {i}"),
        )
        .await;
    }
    // pgstattuple ships with PostgreSQL; creating it needs the superuser the tests run as.
    sqlx::query("CREATE EXTENSION IF NOT EXISTS pgstattuple")
        .execute(&app.pool)
        .await
        .unwrap();
    // `pending_tuples` counts rows, not entries.
    let (pages, pending): (i32, i64) = sqlx::query_as(
        "SELECT pending_pages, pending_tuples FROM pgstatginindex('task_list_keyword')",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let tasks: i64 = sqlx::query_scalar("SELECT count(*) FROM task_list")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert!(
        pending < tasks,
        "some of the {tasks} tasks' entries were merged into the index ({pending} still pending)"
    );
    assert!(
        pages <= 9,
        "the pending list is 8 pages of 8 kB at most, and one task's entries: {pages} pages"
    );
}
