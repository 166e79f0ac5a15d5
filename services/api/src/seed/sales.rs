//! The demo's organizations, projects and questions (issue 13): organizations in every deal
//! stage with contact people and a stage history spread over the past months (imported with
//! their business time, `Metadata::occurred_at`), projects for some of them, and questions in
//! all three scopes. Fixed ids, so a second run adds nothing.

use std::sync::Arc;

use chrono::{Duration, Utc};
use sqlx::PgPool;
use staffhub_domain::organizations::{
    ContactDetails, Organization, OrganizationCommand, OrganizationDetails, OrganizationError,
    OrganizationServices,
};
use staffhub_domain::projects::{Project, ProjectCommand, ProjectError, ProjectServices};
use staffhub_domain::questions::{
    Question, QuestionCommand, QuestionError, QuestionScope, QuestionServices,
};
use staffhub_journal::{ExecuteError, Journal, Metadata};
use uuid::Uuid;

use super::SeedReport;
use crate::error::{ApiError, ApiResult};
use crate::lookups::DirectoryLookup;
use crate::names::Names;

/// Name, website, deal value (minor units), currency, current stage, days since first contact.
const ORGANIZATIONS: [(&str, &str, i64, &str, i32, i64); 27] = [
    (
        "北里ロジスティクス",
        "https://kitasato-logi.example.jp",
        12_000_000,
        "JPY",
        1,
        9,
    ),
    (
        "Harbor Analytics",
        "https://harbor-analytics.example.com",
        4_500_000,
        "USD",
        1,
        4,
    ),
    (
        "さくら食品工業",
        "https://sakura-foods.example.jp",
        3_800_000,
        "JPY",
        1,
        15,
    ),
    (
        "Blue Fern Studio",
        "https://bluefern.example.com",
        1_850_000,
        "USD",
        2,
        30,
    ),
    (
        "東光精機",
        "https://toko-seiki.example.jp",
        25_000_000,
        "JPY",
        2,
        41,
    ),
    ("Maple & Pine Legal", "", 2_200_000, "EUR", 2, 22),
    (
        "みなと不動産",
        "https://minato-realty.example.jp",
        8_400_000,
        "JPY",
        3,
        48,
    ),
    (
        "Northwind Traders",
        "https://northwind.example.com",
        6_000_000,
        "USD",
        3,
        55,
    ),
    ("青葉クリニック", "", 2_600_000, "JPY", 3, 37),
    (
        "Orbit Mobility",
        "https://orbit-mobility.example.com",
        9_900_000,
        "USD",
        4,
        70,
    ),
    (
        "浪速テキスタイル",
        "https://naniwa-textile.example.jp",
        5_500_000,
        "JPY",
        4,
        64,
    ),
    (
        "Lumen Energy",
        "https://lumen-energy.example.com",
        15_000_000,
        "EUR",
        4,
        81,
    ),
    (
        "信州ワイナリー",
        "https://shinshu-winery.example.jp",
        3_200_000,
        "JPY",
        5,
        96,
    ),
    (
        "Granite Bank",
        "https://granitebank.example.com",
        48_000_000,
        "USD",
        5,
        110,
    ),
    (
        "京都デザインラボ",
        "https://kyoto-design.example.jp",
        7_700_000,
        "JPY",
        5,
        88,
    ),
    (
        "Atlas Freight",
        "https://atlas-freight.example.com",
        12_500_000,
        "USD",
        6,
        125,
    ),
    ("ひまわり保育園", "", 1_200_000, "JPY", 6, 102),
    (
        "Silverline Hotels",
        "https://silverline.example.com",
        21_000_000,
        "GBP",
        6,
        140,
    ),
    (
        "富士ソフトウェア販売",
        "https://fuji-soft-sales.example.jp",
        36_000_000,
        "JPY",
        7,
        170,
    ),
    (
        "Evergreen Schools",
        "https://evergreen.example.org",
        5_400_000,
        "USD",
        7,
        150,
    ),
    (
        "港北メディカル",
        "https://kohoku-med.example.jp",
        18_000_000,
        "JPY",
        7,
        160,
    ),
    (
        "Quartz Retail",
        "https://quartz-retail.example.com",
        3_000_000,
        "USD",
        8,
        90,
    ),
    (
        "大和建設",
        "https://yamato-kensetsu.example.jp",
        60_000_000,
        "JPY",
        8,
        120,
    ),
    ("Pebble Games", "", 800_000, "USD", 8, 60),
    (
        "旭印刷",
        "https://asahi-print.example.jp",
        2_400_000,
        "JPY",
        9,
        175,
    ),
    (
        "Cobalt Consulting",
        "https://cobalt.example.com",
        4_000_000,
        "EUR",
        9,
        178,
    ),
    ("みどり農園", "", 900_000, "JPY", 9, 165),
];

/// Contact people: name, email local part, title, phone.
const CONTACTS: [(&str, &str, &str, &str); 6] = [
    ("森 遥", "haruka.mori", "購買部長", "+81 6-1234-5678"),
    (
        "Daniel Reyes",
        "daniel.reyes",
        "Head of Operations",
        "+1 415-555-0134",
    ),
    (
        "石井 誠",
        "makoto.ishii",
        "情報システム課長",
        "03-5555-0199",
    ),
    ("Chloe Martin", "chloe.martin", "CFO", "+44 20 7946 0321"),
    ("川口 美穂", "miho.kawaguchi", "総務", "045-555-0172"),
    ("Oskar Lind", "oskar.lind", "CTO", ""),
];

/// Name, description, status, organizations (indexes), team size.
const PROJECTS: [(&str, &str, i32, &[usize], usize); 4] = [
    (
        "富士ソフトウェア 基幹システム刷新",
        "販売管理と在庫管理を一つの基盤に統合する。**2027年4月**稼働予定。",
        2,
        &[18],
        5,
    ),
    (
        "Evergreen parent portal",
        "A portal for parents: timetables, notices and payments.",
        2,
        &[19],
        4,
    ),
    (
        "港北メディカル 予約システム",
        "外来予約をオンライン化する。",
        1,
        &[20, 13],
        3,
    ),
    (
        "Atlas freight tracking pilot",
        "Proof of concept, on hold.",
        3,
        &[15],
        2,
    ),
];

/// Scope (0 project, 1 organization, 2 internal), project index, title, body, the answer if
/// any, and whether it was then closed.
type DemoQuestion = (
    u8,
    usize,
    &'static str,
    &'static str,
    Option<&'static str>,
    bool,
);

const QUESTIONS: [DemoQuestion; 10] = [
    (
        0,
        0,
        "移行データの範囲は？",
        "過去何年分の受注データを移行しますか。",
        Some("直近5年分です。それ以前はCSVで保管します。"),
        true,
    ),
    (
        1,
        0,
        "在庫の締め処理のタイミング",
        "月末締めか、日次締めかを先方に確認したい。",
        Some("日次締めとの回答をいただきました。"),
        false,
    ),
    (
        0,
        0,
        "テスト環境の準備",
        "ステージング環境はいつ使えますか。",
        None,
        false,
    ),
    (
        0,
        1,
        "Single sign-on provider?",
        "Which identity provider do the schools use?",
        Some("Google Workspace for Education."),
        false,
    ),
    (
        1,
        1,
        "Payment provider contract",
        "Does Evergreen already have a contract with a payment provider?",
        None,
        false,
    ),
    (
        1,
        2,
        "予約枠の単位",
        "15分単位か30分単位かを先方に確認する。",
        None,
        false,
    ),
    (
        2,
        0,
        "経費精算の締め日は？",
        "今月の経費精算はいつまでに提出すればよいですか。",
        Some("毎月25日です。"),
        true,
    ),
    (
        2,
        0,
        "Where is the VPN guide?",
        "I need to connect from home next week.",
        Some("In the IT handbook, section 3."),
        false,
    ),
    (
        2,
        0,
        "社内勉強会の会場",
        "来週の勉強会は会議室Aで合っていますか。",
        None,
        false,
    ),
    (
        2,
        0,
        "Can we expense conference tickets?",
        "For RustConf and similar events.",
        None,
        false,
    ),
];

fn org_id(n: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0001_0000_0000 + n as u128)
}

fn project_id(n: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0002_0000_0000 + n as u128)
}

fn question_id(n: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0003_0000_0000 + n as u128)
}

/// The stages a deal went through to reach `stage` (lost and inactive leave from the middle
/// and from activeClient).
fn path_to(stage: i32, n: usize) -> Vec<i32> {
    match stage {
        8 => {
            let reached = 2 + (n as i32 % 4);
            (2..=reached).chain([8]).collect()
        }
        9 => (2..=7).chain([9]).collect(),
        s => (2..=s).collect(),
    }
}

pub async fn seed(
    pool: &PgPool,
    journal: &Journal,
    employee_ids: &[Uuid],
    tag_ids: &[Uuid],
    report: &mut SeedReport,
) -> ApiResult<()> {
    let lookup = Arc::new(DirectoryLookup(pool.clone()));
    let org_services = OrganizationServices {
        lookup: lookup.clone(),
    };
    let now = Utc::now();
    let names = Names::new(pool.clone(), "Organization");
    for (n, (name, website, amount, currency, stage, days)) in ORGANIZATIONS.iter().enumerate() {
        let id = org_id(n);
        let key = id.to_string();
        let started = now - Duration::days(*days);
        let at = |t| Metadata {
            occurred_at: Some(t),
            ..Metadata::system()
        };
        let create = OrganizationCommand::CreateOrganization {
            organization_id: id,
            details: OrganizationDetails {
                name: (*name).to_owned(),
                description: format!("{name}: demo organization. **Markdown** works here."),
                website: (*website).to_owned(),
                tag_ids: tag_ids
                    .iter()
                    .copied()
                    .skip(n % 4)
                    .step_by(3)
                    .take(2)
                    .collect(),
                owner_id: Some(employee_ids[n % employee_ids.len()]),
                deal_amount: *amount,
                deal_currency: (*currency).to_owned(),
            },
            deal_status_id: 1,
        };
        if names
            .owner_of(name)
            .await?
            .is_some_and(|owner| owner != key)
        {
            continue;
        }
        let created = names
            .with_claim(name, &key, async {
                match journal
                    .execute::<Organization>(&key, create, &org_services, &at(started))
                    .await
                {
                    Ok(_) => Ok(true),
                    Err(ExecuteError::Rejected(OrganizationError::AlreadyExists)) => Ok(false),
                    Err(error) => Err(ApiError::from(error)),
                }
            })
            .await?;
        if !created {
            continue;
        }
        report.organizations_created += 1;
        for c in 0..(1 + n % 2) {
            let (contact, login, title, phone) = CONTACTS[(n + c) % CONTACTS.len()];
            let domain = website
                .trim_start_matches("https://")
                .split('/')
                .next()
                .filter(|d| !d.is_empty())
                .unwrap_or("example.org");
            let add = OrganizationCommand::AddOrganizationMember {
                member_id: Uuid::from_u128(id.as_u128() + 0x100 + c as u128),
                contact: ContactDetails {
                    name: contact.to_owned(),
                    email: format!("{login}@{domain}"),
                    title: title.to_owned(),
                    phone: phone.to_owned(),
                },
            };
            journal
                .execute::<Organization>(&key, add, &org_services, &at(started))
                .await?;
        }
        // The moves, spread evenly from the first contact to a few days ago.
        let path = if *stage == 1 {
            vec![]
        } else {
            path_to(*stage, n)
        };
        let span = (*days - 2).max(1) * 24;
        for (step, to) in path.iter().enumerate() {
            let hours = span * (step as i64 + 1) / (path.len() as i64 + 1);
            let when = started + Duration::hours(hours);
            let moved = OrganizationCommand::MoveDeal {
                deal_status_id: *to,
            };
            journal
                .execute::<Organization>(&key, moved, &org_services, &at(when))
                .await?;
        }
    }

    let project_services = ProjectServices {
        lookup: lookup.clone(),
    };
    for (n, (name, description, status, orgs, team)) in PROJECTS.iter().enumerate() {
        let id = project_id(n);
        let create = ProjectCommand::CreateProject {
            project_id: id,
            name: (*name).to_owned(),
            description: (*description).to_owned(),
            status_id: *status,
            organization_ids: orgs.iter().map(|i| org_id(*i)).collect(),
            employee_ids: (0..*team)
                .map(|i| employee_ids[(n * 3 + i) % employee_ids.len()])
                .collect(),
        };
        match journal
            .execute::<Project>(
                &id.to_string(),
                create,
                &project_services,
                &Metadata::system(),
            )
            .await
        {
            Ok(_) => report.projects_created += 1,
            Err(ExecuteError::Rejected(ProjectError::AlreadyExists)) => {}
            Err(error) => return Err(error.into()),
        }
    }

    let question_services = QuestionServices { lookup };
    for (n, (scope, project, title, body, answer, closed)) in QUESTIONS.iter().enumerate() {
        let id = question_id(n);
        let key = id.to_string();
        let scope = match scope {
            0 => QuestionScope::Project {
                project_id: project_id(*project),
            },
            1 => QuestionScope::Organization {
                project_id: project_id(*project),
                organization_id: org_id(PROJECTS[*project].3[0]),
            },
            _ => QuestionScope::Internal,
        };
        // Project questions come from the project's team (as the API requires); internal
        // ones from anyone.
        let member = |k: usize| match scope.project_id() {
            Some(_) => {
                let team = PROJECTS[*project].4;
                employee_ids[(*project * 3 + k % team) % employee_ids.len()]
            }
            None => employee_ids[(n * 3 + k) % employee_ids.len()],
        };
        let asker = member(n);
        let ask = QuestionCommand::AskQuestion {
            question_id: id,
            scope,
            title: (*title).to_owned(),
            body: (*body).to_owned(),
            asker_id: Some(asker),
        };
        let metadata = Metadata {
            actor_id: Some(asker),
            ..Metadata::system()
        };
        match journal
            .execute::<Question>(&key, ask, &question_services, &metadata)
            .await
        {
            Ok(_) => report.questions_created += 1,
            Err(ExecuteError::Rejected(QuestionError::AlreadyExists)) => continue,
            Err(error) => return Err(error.into()),
        }
        if let Some(answer) = answer {
            let author = member(n + 1);
            let command = QuestionCommand::AnswerQuestion {
                answer: (*answer).to_owned(),
                author_id: Some(author),
            };
            let metadata = Metadata {
                actor_id: Some(author),
                ..Metadata::system()
            };
            journal
                .execute::<Question>(&key, command, &question_services, &metadata)
                .await?;
        }
        if *closed {
            journal
                .execute::<Question>(
                    &key,
                    QuestionCommand::CloseQuestion,
                    &question_services,
                    &metadata,
                )
                .await?;
        }
    }
    Ok(())
}
