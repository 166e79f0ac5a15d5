//! The demo's organizations (issue 13): organizations in every deal stage with contact people
//! and a stage history spread over the past months (imported with their business time,
//! `Metadata::occurred_at`). Fixed ids, so a second run adds nothing.

use std::sync::Arc;

use chrono::{Duration, Utc};
use sqlx::PgPool;
use staffhub_domain::organizations::{
    ContactDetails, Organization, OrganizationCommand, OrganizationDetails, OrganizationError,
    OrganizationServices,
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

fn org_id(n: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0001_0000_0000 + n as u128)
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

/// Seeds the organizations; returns every demo organization's id, by its place in
/// `ORGANIZATIONS` (the projects name them by place).
pub async fn seed(
    pool: &PgPool,
    journal: &Journal,
    employee_ids: &[Uuid],
    tag_ids: &[Uuid],
    report: &mut SeedReport,
) -> ApiResult<Vec<Uuid>> {
    let lookup = Arc::new(DirectoryLookup(pool.clone()));
    let org_services = OrganizationServices { lookup };
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

    Ok((0..ORGANIZATIONS.len()).map(org_id).collect())
}
