//! The demo knowledge base (issue 14): document categories and permission categories in both
//! languages, and documents in every one of them, some with several versions, one draft and
//! one archived, and a few favourites. Documents have fixed ids, categories are found by name,
//! so a second run adds only what is missing.

use std::sync::Arc;

use sqlx::PgPool;
use staffhub_domain::documents::category::{DocumentCategory, DocumentCategoryCommand};
use staffhub_domain::documents::document::{Document, DocumentCommand, DocumentError};
use staffhub_domain::documents::favourites::{DocumentFavourites, DocumentFavouritesCommand};
use staffhub_domain::documents::permission::{PermissionCategory, PermissionCategoryCommand};
use staffhub_domain::documents::{DocumentAccess, DocumentServices, RoleAssignment};
use staffhub_journal::{ExecuteError, Journal, Metadata};
use uuid::Uuid;

use super::SeedReport;
use crate::error::{ApiError, ApiResult};
use crate::lookups::DirectoryLookup;
use crate::names::Names;

/// Categories: (name, description).
const CATEGORIES: [(&str, &str); 5] = [
    ("Manuals", "How-tos and setup guides"),
    ("契約書", "取引先との契約書と覚書"),
    ("Minutes", "Meeting minutes and decisions"),
    ("社内規程", "就業規則・経費精算などの社内ルール"),
    ("Proposals", "Sales proposals and estimates"),
];

/// Permission categories: (name, description, [(index into the demo roles, access)]). The demo
/// roles are Manager, 営業, Engineer, Designer, サポート (`super::ROLES`).
/// Which demo roles (by index) get which access.
type Grants = &'static [(usize, DocumentAccess)];

const PERMISSIONS: [(&str, &str, Grants); 4] = [
    (
        "全社公開",
        "すべての従業員が閲覧できます。編集はマネージャーのみ。",
        &[
            (0, DocumentAccess::Edit),
            (1, DocumentAccess::Read),
            (2, DocumentAccess::Read),
            (3, DocumentAccess::Read),
            (4, DocumentAccess::Read),
        ],
    ),
    (
        "Sales and management",
        "Contracts and proposals: sales and managers.",
        &[(0, DocumentAccess::Edit), (1, DocumentAccess::Edit)],
    ),
    (
        "Engineering",
        "Runbooks and designs: engineers and designers edit, support reads.",
        &[
            (2, DocumentAccess::Edit),
            (3, DocumentAccess::Edit),
            (4, DocumentAccess::Read),
        ],
    ),
    (
        "経営会議",
        "経営会議の議事録。マネージャーのみ閲覧できます。",
        &[(0, DocumentAccess::Edit)],
    ),
];

/// A demo document: title, body, category, permission category, author (employee index),
/// status id, later versions' bodies.
struct Demo {
    title: &'static str,
    body: &'static str,
    category: usize,
    permission: usize,
    author: usize,
    status: i32,
    edits: &'static [&'static str],
}

const DOCUMENTS: [Demo; 14] = [
    Demo {
        title: "VPN setup guide",
        body: "[TOC]\n\n# VPN setup\n\n## Install\n\n1. Install **WireGuard** from the software center.\n2. Import `staffhub.conf` from the IT portal.\n\n## Troubleshooting\n\n- Check the clock is in sync.\n- Ask in #it-help.",
        category: 0,
        permission: 0,
        author: 10,
        status: 1,
        edits: &[
            "[TOC]\n\n# VPN setup\n\n## Install\n\n1. Install **WireGuard** from the software center.\n2. Import `staffhub.conf` from the IT portal.\n3. Connect before opening the CRM.\n\n## Troubleshooting\n\n- Check the clock is in sync.\n- Port 51820/udp must be open on home routers.\n- Ask in #it-help.",
        ],
    },
    Demo {
        title: "経費精算マニュアル",
        body: "# 経費精算の手順\n\n1. 領収書を撮影してアップロードします。\n2. 科目を選び、金額を入力します。\n3. 上長の承認後、翌月25日に振り込まれます。\n\n> 交通費は **ICカードの履歴** を添付してください。",
        category: 0,
        permission: 0,
        author: 0,
        status: 1,
        edits: &[
            "# 経費精算の手順\n\n1. 領収書を撮影してアップロードします。\n2. 科目を選び、金額を入力します。\n3. 上長の承認後、翌月25日に振り込まれます。\n\n> 交通費は **ICカードの履歴** を添付してください。\n\n## 締め日\n\n毎月末日です。",
            "# 経費精算の手順\n\n1. 領収書を撮影してアップロードします。\n2. 科目を選び、金額を入力します。\n3. 上長の承認後、翌月25日に振り込まれます。\n\n> 交通費は **ICカードの履歴** を添付してください。\n\n## 締め日\n\n毎月末日です。月をまたぐ出張は帰着日の月で精算します。",
        ],
    },
    Demo {
        title: "株式会社ミナト 業務委託契約書",
        body: "## 契約の概要\n\n- 契約期間：2026年4月1日〜2027年3月31日\n- 委託業務：コールセンター運営支援\n- 支払条件：月末締め翌月末払い\n\n秘密保持条項は第12条を参照。",
        category: 1,
        permission: 1,
        author: 1,
        status: 1,
        edits: &[],
    },
    Demo {
        title: "Acme Corp master services agreement",
        body: "## Summary\n\n| Term | Value |\n|---|---|\n| Start | 2026-01-15 |\n| Renewal | automatic, 12 months |\n| Liability cap | 2x annual fees |\n\nNotice period: **90 days** before renewal.",
        category: 1,
        permission: 1,
        author: 11,
        status: 1,
        edits: &[],
    },
    Demo {
        title: "Weekly sync 2026-11-16",
        body: "## Attendees\n\nEmma, Liam, 佐藤, 鈴木\n\n## Decisions\n\n- [x] Ship the pipeline report on Friday\n- [ ] Review the onboarding checklist",
        category: 2,
        permission: 0,
        author: 12,
        status: 1,
        edits: &[],
    },
    Demo {
        title: "経営会議 議事録 2026年11月",
        body: "## 議題\n\n1. 下期予算の見直し\n2. 採用計画\n\n## 決定事項\n\n- 広告費を10%削減\n- エンジニア2名を追加採用",
        category: 2,
        permission: 3,
        author: 0,
        status: 1,
        edits: &[],
    },
    Demo {
        title: "就業規則",
        body: "# 就業規則（抜粋）\n\n## 勤務時間\n\n9:30〜18:30（休憩60分）。フレックスタイム制のコアタイムは11:00〜15:00。\n\n## 休暇\n\n年次有給休暇は入社6か月後に10日付与。",
        category: 3,
        permission: 0,
        author: 5,
        status: 1,
        edits: &[],
    },
    Demo {
        title: "Remote work policy",
        body: "# Remote work\n\nEveryone may work remotely up to **three days a week**. Keep your calendar up to date and join the weekly sync in person.",
        category: 3,
        permission: 0,
        author: 13,
        status: 2,
        edits: &[],
    },
    Demo {
        title: "提案書：問い合わせ窓口の刷新",
        body: "## 背景\n\n問い合わせ件数が前年比130%。\n\n## 提案\n\nAIによる一次回答と、担当者へのエスカレーションを組み合わせます。\n\n## 見積\n\n初期費用 180万円、月額 12万円。",
        category: 4,
        permission: 1,
        author: 3,
        status: 1,
        edits: &[],
    },
    Demo {
        title: "Proposal: data warehouse migration",
        body: "## Goal\n\nMove reporting from the legacy database to a managed warehouse.\n\n## Estimate\n\n- Discovery: 2 weeks\n- Migration: 6 weeks",
        category: 4,
        permission: 1,
        author: 14,
        status: 3,
        edits: &[],
    },
    Demo {
        title: "Deploy runbook",
        body: "[TOC]\n\n# Deploying Staffhub\n\n## Before\n\nCheck `make test` is green.\n\n## Steps\n\n```bash\nstaffhub migrate\nstaffhub projections status\n```\n\n## Rollback\n\nRedeploy the previous build; migrations are additive.",
        category: 0,
        permission: 2,
        author: 2,
        status: 1,
        edits: &[
            "[TOC]\n\n# Deploying Staffhub\n\n## Before\n\nCheck `make test` is green and announce the window in #ops.\n\n## Steps\n\n```bash\nstaffhub migrate\nstaffhub projections status\n```\n\n## Rollback\n\nRedeploy the previous build; migrations are additive.",
        ],
    },
    Demo {
        title: "障害対応手順",
        body: "# 障害発生時の対応\n\n1. 影響範囲を確認し、#incident に報告\n2. 一次対応（再起動・切り戻し）\n3. 原因調査と再発防止策の記録\n\n連絡先：当番エンジニア",
        category: 0,
        permission: 2,
        author: 7,
        status: 1,
        edits: &[],
    },
    Demo {
        title: "Design review notes: board view",
        body: "## Feedback\n\n- Columns need totals per currency\n- Cards: owner avatar, deal value, days in stage\n\n## Next\n\nPrototype the phone layout.",
        category: 2,
        permission: 2,
        author: 16,
        status: 1,
        edits: &[],
    },
    Demo {
        title: "サポート対応テンプレート",
        body: "## よくある質問への回答例\n\n**ログインできない場合**\n\nパスワード再設定のリンクをお送りします。\n\n**請求書の再発行**\n\n経理担当よりPDFでお送りします。",
        category: 0,
        permission: 0,
        author: 4,
        status: 1,
        edits: &[],
    },
];

/// Demo documents other areas' seeds name (agents, chats, workflows), by their place in `DOCUMENTS`.
pub(super) const DOC_VPN: usize = 0;
pub(super) const DOC_EXPENSES: usize = 1;
pub(super) const DOC_MINATO_CONTRACT: usize = 2;
pub(super) const DOC_ACME_MSA: usize = 3;
pub(super) const DOC_WEEKLY_SYNC: usize = 4;
pub(super) const DOC_BOARD_MINUTES: usize = 5;
pub(super) const DOC_WORK_RULES: usize = 6;
pub(super) const DOC_SUPPORT_PROPOSAL: usize = 8;
pub(super) const DOC_WAREHOUSE_PROPOSAL: usize = 9;
pub(super) const DOC_DEPLOY_RUNBOOK: usize = 10;
pub(super) const DOC_INCIDENTS: usize = 11;
pub(super) const DOC_SUPPORT_TEMPLATES: usize = 13;

/// The fixed id of demo document `n`.
pub(super) fn document_id(n: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0000_0d0c_0000 + n as u128)
}

/// A category's id, claiming its name the way the API does (found again by name on re-runs).
async fn ensure_named(
    names: &Names,
    name: &str,
    create: impl AsyncFnOnce(Uuid) -> ApiResult<()>,
) -> ApiResult<(Uuid, bool)> {
    if let Some(id) = names
        .owner_of(name)
        .await?
        .and_then(|owner| Uuid::parse_str(&owner).ok())
    {
        return Ok((id, false));
    }
    let id = Uuid::now_v7();
    names.with_claim(name, &id.to_string(), create(id)).await?;
    Ok((id, true))
}

pub async fn seed(
    pool: &PgPool,
    journal: &Journal,
    employee_ids: &[Uuid],
    role_ids: &[i32],
    tag_ids: &[Uuid],
    report: &mut SeedReport,
) -> ApiResult<()> {
    let metadata = Metadata::system();
    let services = DocumentServices {
        lookup: Arc::new(DirectoryLookup(pool.clone())),
    };
    let category_names = Names::new(pool.clone(), "DocumentCategory");
    let mut categories = Vec::new();
    for (name, description) in CATEGORIES {
        let (id, created) = ensure_named(&category_names, name, async |id| {
            let command = DocumentCategoryCommand::CreateCategory {
                category_id: id,
                name: name.to_owned(),
                description: description.to_owned(),
            };
            journal
                .execute::<DocumentCategory>(&id.to_string(), command, &services, &metadata)
                .await
                .map(|_| ())
                .map_err(ApiError::from)
        })
        .await?;
        report.document_categories_created += usize::from(created);
        categories.push(id);
    }
    let permission_names = Names::new(pool.clone(), "PermissionCategory");
    let mut permissions = Vec::new();
    for (name, description, grants) in PERMISSIONS {
        let (id, created) = ensure_named(&permission_names, name, async |id| {
            let command = PermissionCategoryCommand::CreatePermissionCategory {
                permission_category_id: id,
                name: name.to_owned(),
                description: description.to_owned(),
                role_assignments: grants
                    .iter()
                    .map(|(role, access)| RoleAssignment {
                        role_id: role_ids[*role],
                        access: *access,
                    })
                    .collect(),
            };
            journal
                .execute::<PermissionCategory>(&id.to_string(), command, &services, &metadata)
                .await
                .map(|_| ())
                .map_err(ApiError::from)
        })
        .await?;
        report.permission_categories_created += usize::from(created);
        permissions.push(id);
    }

    for (n, demo) in DOCUMENTS.iter().enumerate() {
        let id = document_id(n);
        let key = id.to_string();
        let author = employee_ids[demo.author % employee_ids.len()];
        let by_author = Metadata {
            actor_id: Some(author),
            ..Metadata::system()
        };
        let create = DocumentCommand::CreateDocument {
            document_id: id,
            author_id: author,
            title: demo.title.to_owned(),
            body: demo.body.to_owned(),
            category_id: Some(categories[demo.category]),
            permission_category_id: Some(permissions[demo.permission]),
            tag_ids: tag_ids.iter().skip(n % 4).take(n % 3).copied().collect(),
            // Archived documents were active first.
            status_id: if demo.status == 3 { 3 } else { 1 },
            generated_by: None,
        };
        match journal
            .execute::<Document>(&key, create, &services, &by_author)
            .await
        {
            Ok(_) => report.documents_created += 1,
            Err(ExecuteError::Rejected(DocumentError::AlreadyExists)) => continue,
            Err(error) => return Err(error.into()),
        }
        for body in demo.edits {
            let edit = DocumentCommand::EditDocument {
                title: demo.title.to_owned(),
                body: (*body).to_owned(),
                tag_ids: tag_ids.iter().skip(n % 4).take(n % 3).copied().collect(),
            };
            journal
                .execute::<Document>(&key, edit, &services, &by_author)
                .await?;
        }
        if demo.status == 2 {
            let archive = DocumentCommand::ChangeStatus { status_id: 2 };
            journal
                .execute::<Document>(&key, archive, &services, &by_author)
                .await?;
        }
    }

    // The first demo employee (佐藤 花子, a manager) keeps a few favourites.
    if let Some(hanako) = employee_ids.first() {
        for n in [1, 5, 10] {
            let favourite = DocumentFavouritesCommand::AddFavourite {
                employee_id: *hanako,
                document_id: document_id(n),
            };
            let by_hanako = Metadata {
                actor_id: Some(*hanako),
                ..Metadata::system()
            };
            match journal
                .execute::<DocumentFavourites>(
                    &hanako.to_string(),
                    favourite,
                    &services,
                    &by_hanako,
                )
                .await
            {
                Ok(_) | Err(ExecuteError::Rejected(_)) => {}
                Err(error) => return Err(error.into()),
            }
        }
    }
    Ok(())
}
