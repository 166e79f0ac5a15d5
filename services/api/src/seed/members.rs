//! The members area's demo data: roles in both categories and twenty employees with Japanese
//! and English names. Roles are found by name and employees by email, so a re-run adds only
//! what is missing.

use sqlx::PgPool;
use staffhub_journal::{Journal, Metadata};
use uuid::Uuid;

use super::SeedReport;
use crate::error::ApiResult;
use crate::identity::{Identity, NewEmployee};
use crate::roles::Roles;

/// Every demo employee signs in with this password (printed by the command).
pub const DEMO_PASSWORD: &str = "staffhub-demo";

pub(super) const ROLES: [(&str, i32); 5] = [
    ("Manager", 1),
    ("営業", 1),
    ("Engineer", 2),
    ("Designer", 2),
    ("サポート", 2),
];

pub(super) const EMPLOYEES: [(&str, &str); 20] = [
    ("佐藤 花子", "hanako.sato"),
    ("鈴木 一郎", "ichiro.suzuki"),
    ("高橋 美咲", "misaki.takahashi"),
    ("田中 健太", "kenta.tanaka"),
    ("伊藤 さくら", "sakura.ito"),
    ("渡辺 大輔", "daisuke.watanabe"),
    ("山本 結衣", "yui.yamamoto"),
    ("中村 翔", "sho.nakamura"),
    ("小林 愛", "ai.kobayashi"),
    ("加藤 拓海", "takumi.kato"),
    ("Emma Johnson", "emma.johnson"),
    ("Liam Smith", "liam.smith"),
    ("Olivia Brown", "olivia.brown"),
    ("Noah Davis", "noah.davis"),
    ("Ava Wilson", "ava.wilson"),
    ("James Taylor", "james.taylor"),
    ("Sophia Martin", "sophia.martin"),
    ("Lucas Anderson", "lucas.anderson"),
    ("Mia Thomas", "mia.thomas"),
    ("Ethan Moore", "ethan.moore"),
];

/// The demo roles (the built-in Admin role first defined), their ids in `ROLES`' order.
pub(super) async fn seed_roles(
    identity: &Identity,
    roles: &Roles,
    journal: &Journal,
    metadata: &Metadata,
    report: &mut SeedReport,
) -> ApiResult<Vec<i32>> {
    identity.ensure_builtin_roles(metadata).await?;
    let mut role_ids = Vec::new();
    for (name, category) in ROLES {
        let id = match roles.id_of(name).await? {
            Some(id) => id,
            None => {
                report.roles_created += 1;
                roles.define(journal, name, category, metadata).await?
            }
        };
        role_ids.push(id);
    }

    Ok(role_ids)
}

/// The demo employees: one role each, every fourth a second one; their ids in order.
pub(super) async fn seed_employees(
    pool: &PgPool,
    identity: &Identity,
    role_ids: &[i32],
    metadata: &Metadata,
    report: &mut SeedReport,
) -> ApiResult<Vec<Uuid>> {
    let mut employee_ids = Vec::new();
    for (n, (name, login)) in EMPLOYEES.iter().enumerate() {
        let email = format!("{login}@demo.staffhub.local");
        let existing: Option<Uuid> =
            sqlx::query_scalar("SELECT employee_id FROM employee_credentials WHERE email = $1")
                .bind(&email)
                .fetch_optional(pool)
                .await?;
        let id = match existing {
            Some(id) => id,
            None => {
                // Every employee gets one role, and every fourth a second one.
                let mut assigned = vec![role_ids[n % role_ids.len()]];
                if n.is_multiple_of(4) {
                    assigned.push(role_ids[(n + 2) % role_ids.len()]);
                }
                let new = NewEmployee {
                    name: (*name).to_owned(),
                    email,
                    password: DEMO_PASSWORD.to_owned(),
                    role_ids: assigned,
                };
                report.employees_created += 1;
                identity.register(new, metadata).await?.0
            }
        };
        employee_ids.push(id);
    }

    Ok(employee_ids)
}
