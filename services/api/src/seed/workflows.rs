//! The demo workflows area (issue 20): six templates in English and Japanese and ten
//! instances started from them, as history.
//!
//! - **Templates** are kept by management: "Purchase approval" (request, a manager's approval,
//!   finance), "New employee onboarding" (four steps with due hours), 「契約書レビュー」
//!   (法務確認 → 部長承認) and 「経費精算」 are active; "Vendor onboarding" is hidden while
//!   procurement finishes it (and was edited once); 「出張申請」 was made inactive when
//!   「経費精算」 replaced it, then archived. "Purchase approval" was edited after instances had
//!   started from it, so two instances still show version 1 and two version 2.
//! - **Instances** cover every state: completed with every approval given; at the first step;
//!   waiting for an approver with the approval document pending; rejected with a comment and
//!   back with its owner; rejected, resubmitted and pending again; rejected, resubmitted and
//!   approved; a step marked overdue by the process manager; archived; and an onboarding whose
//!   remaining steps were proposed by AI: a WORKFLOW chat room of its owner's, whose completed
//!   answer is the JSON the generator asks for, parsed by the API's own parser
//!   (`workflows::flow`) and applied with the room, answer, model and prompt it came from.
//!   Owners never approve their own steps; approvers hold the step's role (read from the
//!   journal, so a demo database whose roles moved picks another holder); approval documents
//!   are the demo knowledge base's documents (`super::documents`) their owners may read.
//!
//! Everything is history with business times in the past (`Metadata::occurred_at`, the same
//! times the commands carry), written through the same commands the API and the overdue
//! process manager run. No in-progress step is left past its due time unmarked. Ids are fixed
//! (derived from the item's number) and each item is a script: a run first replays the script
//! in memory to learn how many events each command makes, skips what the journal already holds
//! and writes the rest at the version it expects, so a second run adds nothing and an
//! interrupted run is finished. A stream that no longer follows its script (edited in the demo)
//! is left as it is.

use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};
use cqrs_es::event_sink::EventSink;
use sqlx::PgPool;
use staffhub_domain::Aggregate;
use staffhub_domain::chats::{
    ChatPurpose, ChatRoom, ChatRoomCommand, ChatRoomServices, TokenUsage,
};
use staffhub_domain::members::employee::Employee;
use staffhub_domain::workflows::{
    GeneratedBy, StepPlan, StepStatus, Visibility, WorkflowInstance, WorkflowInstanceCommand,
    WorkflowInstanceServices, WorkflowTemplate, WorkflowTemplateCommand, WorkflowTemplateServices,
};
use staffhub_journal::{ExecuteError, Journal, Metadata};
use uuid::Uuid;

use super::chats::tokens;
use super::documents::{
    DOC_ACME_MSA, DOC_DEPLOY_RUNBOOK, DOC_INCIDENTS, DOC_MINATO_CONTRACT, DOC_SUPPORT_PROPOSAL,
    DOC_VPN, DOC_WAREHOUSE_PROPOSAL, document_id,
};
use super::{SeedReport, by, loading, local_time};
use crate::areas::chats::default_title;
use crate::error::{ApiError, ApiResult};
use crate::lookups::DirectoryLookup;
use crate::names::Names;

// ---------------------------------------------------------------- templates

/// The demo role (`super::ROLES`, by its place there) whose holders approve.
const MANAGER: usize = 0;

/// A template's step: `slug` names it across edits (its key derives from it).
#[derive(Debug, Clone, Copy)]
struct StepSpec {
    slug: &'static str,
    name: &'static str,
    description: &'static str,
    /// A place in `super::ROLES`.
    approver: Option<usize>,
    documents: &'static [&'static str],
    due_after_hours: Option<u32>,
}

/// A later save of a template.
#[derive(Debug, Clone, Copy)]
enum Change {
    Edit {
        description: &'static str,
        steps: &'static [StepSpec],
    },
    Visibility(Visibility),
    Archive,
}

struct TemplateSpec {
    name: &'static str,
    description: &'static str,
    /// A place in `super::EMPLOYEES` (a holder of a management role).
    author: usize,
    days_ago: i64,
    at: (i64, i64),
    visibility: Visibility,
    steps: &'static [StepSpec],
    /// Oldest first: (days ago, Japan time, what changed).
    changes: &'static [(i64, (i64, i64), Change)],
}

const PURCHASE: usize = 0;
const ONBOARDING: usize = 1;
const CONTRACT: usize = 2;
const EXPENSES: usize = 3;
/// Then "Vendor onboarding" (4), hidden, which nothing has started yet.
const TRAVEL: usize = 5;

const PURCHASE_REQUEST_V1: StepSpec = StepSpec {
    slug: "request",
    name: "Request",
    description: "Describe what you want to buy, why it is needed and what it costs. Attach the vendor's quote or our proposal.",
    approver: None,
    documents: &["Quote or proposal"],
    due_after_hours: Some(48),
};

const PURCHASE_APPROVAL: StepSpec = StepSpec {
    slug: "approval",
    name: "Manager approval",
    description: "Attach the purchase request as the approval document. A manager checks the need and the budget line, then approves it or sends it back with a comment.",
    approver: Some(MANAGER),
    documents: &["Purchase request"],
    due_after_hours: Some(72),
};

const PURCHASE_FINANCE_V1: StepSpec = StepSpec {
    slug: "finance",
    name: "Finance check",
    description: "Send the approved request to the back office. Mark the step done once finance has booked it and given you a purchase order number.",
    approver: None,
    documents: &["Purchase order"],
    due_after_hours: None,
};

const PURCHASE_V2: [StepSpec; 3] = [
    StepSpec {
        documents: &["Quote or proposal", "Second quote (over ¥500,000)"],
        ..PURCHASE_REQUEST_V1
    },
    PURCHASE_APPROVAL,
    StepSpec {
        description: "Send the approved request to the back office. Finance books it within five working days; mark the step done once you have the purchase order number.",
        due_after_hours: Some(120),
        ..PURCHASE_FINANCE_V1
    },
];

const VENDOR_DETAILS: StepSpec = StepSpec {
    slug: "details",
    name: "Company details",
    description: "Collect the supplier's registration certificate and bank details, and check the company name against the contract.",
    approver: None,
    documents: &["Company registration certificate", "Bank account details"],
    due_after_hours: Some(120),
};

const VENDOR_CONTRACT: StepSpec = StepSpec {
    slug: "contract",
    name: "Contract review",
    description: "Attach the master services agreement; a manager reviews it against our standard positions and approves it.",
    approver: Some(MANAGER),
    documents: &["Master services agreement"],
    due_after_hours: Some(72),
};

const VENDOR_ACCOUNTING: StepSpec = StepSpec {
    slug: "accounting",
    name: "Register in accounting",
    description: "Send the vendor master form to the back office, who add the supplier before the first order.",
    approver: None,
    documents: &["Vendor master form"],
    due_after_hours: None,
};

const TRAVEL_STEPS: [StepSpec; 3] = [
    StepSpec {
        slug: "plan",
        name: "出張計画の提出",
        description: "行き先・日程・概算費用を出張計画書にまとめて提出します。",
        approver: None,
        documents: &["出張計画書"],
        due_after_hours: Some(48),
    },
    StepSpec {
        slug: "approval",
        name: "上長承認",
        description: "上長が出張の目的と費用を確認して承認します。",
        approver: Some(MANAGER),
        documents: &["出張計画書（承認用）"],
        due_after_hours: Some(48),
    },
    StepSpec {
        slug: "settle",
        name: "精算",
        description: "帰着後、領収書をまとめて精算します。",
        approver: None,
        documents: &["領収書"],
        due_after_hours: None,
    },
];

const TEMPLATES: [TemplateSpec; 6] = [
    TemplateSpec {
        name: "Purchase approval",
        description: "Buying software, equipment or services outside the running budget. The requester describes the need, a manager approves it, and finance books it.",
        author: 10,
        days_ago: 48,
        at: (10, 15),
        visibility: Visibility::Active,
        steps: &[PURCHASE_REQUEST_V1, PURCHASE_APPROVAL, PURCHASE_FINANCE_V1],
        changes: &[(
            9,
            (14, 30),
            Change::Edit {
                description: "Buying software, equipment or services outside the running budget. The requester describes the need, a manager approves it, and finance books it. Over ¥500,000, attach a second quote.",
                steps: &PURCHASE_V2,
            },
        )],
    },
    TemplateSpec {
        name: "New employee onboarding",
        description: "From the first day to the end of probation. The new colleague's buddy starts the workflow and owns it; the manager signs off the probation goals.",
        author: 15,
        days_ago: 62,
        at: (11, 0),
        visibility: Visibility::Active,
        steps: &[
            StepSpec {
                slug: "accounts",
                name: "Accounts and laptop",
                description: "Order the laptop, create the email and Staffhub accounts, and set up the VPN (see the VPN setup guide).",
                approver: None,
                documents: &["Equipment checklist"],
                due_after_hours: Some(72),
            },
            StepSpec {
                slug: "orientation",
                name: "First-day orientation",
                description: "Show the office, introduce the team, and walk through the work rules and the weekly sync.",
                approver: None,
                documents: &[],
                due_after_hours: Some(24),
            },
            StepSpec {
                slug: "handbook",
                name: "Read the handbook",
                description: "The new colleague reads the work rules and the expense manual, and asks the buddy about anything unclear.",
                approver: None,
                documents: &["就業規則", "経費精算マニュアル"],
                due_after_hours: Some(120),
            },
            StepSpec {
                slug: "goals",
                name: "Probation goals sign-off",
                description: "Agree three goals for the probation period with the new colleague and attach them for the manager's approval.",
                approver: Some(MANAGER),
                documents: &["Probation goals"],
                due_after_hours: Some(336),
            },
        ],
        changes: &[],
    },
    TemplateSpec {
        name: "契約書レビュー",
        description: "取引先との契約を締結・更新する前の確認フローです。法務確認の結果を反映した最終版を部長が承認します。当社の標準条件（責任上限は年間費用の2倍まで、更新通知は90日前まで）と異なる点は必ずコメントに記載してください。",
        author: 0,
        days_ago: 55,
        at: (9, 40),
        visibility: Visibility::Active,
        steps: &[
            StepSpec {
                slug: "legal",
                name: "法務確認",
                description: "契約書ドラフトを法務担当に送り、責任上限・更新条件・支払条件・秘密保持の指摘を反映します。",
                approver: None,
                documents: &["契約書ドラフト", "法務チェックシート"],
                due_after_hours: Some(72),
            },
            StepSpec {
                slug: "approval",
                name: "部長承認",
                description: "最終版を承認ドキュメントとして添付し、部長の承認を受けます。差し戻された場合はコメントに沿って修正し、再申請してください。",
                approver: Some(MANAGER),
                documents: &["契約書（最終版）"],
                due_after_hours: Some(48),
            },
        ],
        changes: &[],
    },
    TemplateSpec {
        name: "経費精算",
        description: "出張費・立替経費の精算フローです。手順と締め日は「経費精算マニュアル」を参照してください。",
        author: 5,
        days_ago: 39,
        at: (10, 30),
        visibility: Visibility::Active,
        steps: &[
            StepSpec {
                slug: "receipts",
                name: "領収書の提出",
                description: "領収書を撮影してアップロードし、科目と金額を入力します。交通費はICカードの利用履歴を添付してください。",
                approver: None,
                documents: &["領収書", "ICカード利用履歴"],
                due_after_hours: Some(168),
            },
            StepSpec {
                slug: "approval",
                name: "上長承認",
                description: "経費精算書を承認ドキュメントとして添付し、上長の承認を受けます。",
                approver: Some(MANAGER),
                documents: &["経費精算書"],
                due_after_hours: Some(72),
            },
            StepSpec {
                slug: "payment",
                name: "振込確認",
                description: "翌月25日の振込を確認したら完了にしてください。",
                approver: None,
                documents: &[],
                due_after_hours: None,
            },
        ],
        changes: &[],
    },
    TemplateSpec {
        name: "Vendor onboarding",
        description: "Registering a new supplier before the first order. Hidden while procurement and legal finish the checklist.",
        author: 11,
        days_ago: 16,
        at: (15, 10),
        visibility: Visibility::Hidden,
        steps: &[VENDOR_DETAILS, VENDOR_CONTRACT, VENDOR_ACCOUNTING],
        changes: &[(
            5,
            (11, 20),
            Change::Edit {
                description: "Registering a new supplier before the first order. Suppliers that handle customer data also answer our security questionnaire. Hidden while procurement and legal finish the checklist.",
                steps: &[
                    VENDOR_DETAILS,
                    StepSpec {
                        slug: "security",
                        name: "Security questionnaire",
                        description: "Suppliers that handle customer data fill in our security questionnaire; attach their answers.",
                        approver: None,
                        documents: &["Security questionnaire"],
                        due_after_hours: Some(168),
                    },
                    VENDOR_CONTRACT,
                    VENDOR_ACCOUNTING,
                ],
            },
        )],
    },
    TemplateSpec {
        name: "出張申請",
        description: "出張の事前申請フローです。",
        author: 0,
        days_ago: 92,
        at: (10, 0),
        visibility: Visibility::Active,
        steps: &TRAVEL_STEPS,
        changes: &[
            (
                38,
                (17, 0),
                Change::Edit {
                    description: "出張の事前申請フローです。新しい申請は「経費精算」ワークフローを使ってください。",
                    steps: &TRAVEL_STEPS,
                },
            ),
            (38, (17, 2), Change::Visibility(Visibility::Inactive)),
            (30, (10, 0), Change::Archive),
        ],
    },
];

// ---------------------------------------------------------------- instances

/// What the owner, an approver or the overdue process manager did. Steps are named by their
/// template slug, or `ai-N` for the N-th generated step.
#[derive(Debug, Clone, Copy)]
enum Act {
    Attach {
        step: &'static str,
        document: usize,
        approval: bool,
    },
    Done {
        step: &'static str,
    },
    /// `approver`: the preferred holder of the step's role (a place in `super::EMPLOYEES`).
    Decide {
        step: &'static str,
        approver: usize,
        approve: bool,
        comment: Option<&'static str>,
    },
    Resubmit {
        step: &'static str,
    },
    Overdue {
        step: &'static str,
    },
    /// The owner applies the steps the demo WORKFLOW room's answer proposed.
    Generate,
    Archive,
}

struct InstanceSpec {
    template: usize,
    /// A place in `super::EMPLOYEES`.
    owner: usize,
    name: &'static str,
    days_ago: i64,
    at: (i64, i64),
    /// Oldest first: (days ago, Japan time, what happened).
    acts: &'static [(i64, (i64, i64), Act)],
}

/// The instance whose remaining steps AI proposed.
const GENERATED: usize = 7;

const INSTANCES: [InstanceSpec; 10] = [
    // Completed: every approval given.
    InstanceSpec {
        template: PURCHASE,
        owner: 4,
        name: "問い合わせ窓口の刷新：AI一次回答ツールの導入",
        days_ago: 33,
        at: (10, 12),
        acts: &[
            (
                33,
                (10, 18),
                Act::Attach {
                    step: "request",
                    document: DOC_SUPPORT_PROPOSAL,
                    approval: false,
                },
            ),
            (33, (10, 31), Act::Done { step: "request" }),
            (
                33,
                (10, 34),
                Act::Attach {
                    step: "approval",
                    document: DOC_SUPPORT_PROPOSAL,
                    approval: true,
                },
            ),
            (
                32,
                (15, 40),
                Act::Decide {
                    step: "approval",
                    approver: 5,
                    approve: true,
                    comment: Some("予算の範囲内です。導入は来月から進めてください。"),
                },
            ),
            (30, (11, 5), Act::Done { step: "finance" }),
        ],
    },
    // Rejected, resubmitted and approved; now at the finance check of version 1 (no due time).
    InstanceSpec {
        template: PURCHASE,
        owner: 14,
        name: "Data warehouse discovery (phase 1)",
        days_ago: 15,
        at: (9, 40),
        acts: &[
            (
                15,
                (9, 52),
                Act::Attach {
                    step: "request",
                    document: DOC_WAREHOUSE_PROPOSAL,
                    approval: false,
                },
            ),
            (15, (10, 10), Act::Done { step: "request" }),
            (
                15,
                (10, 12),
                Act::Attach {
                    step: "approval",
                    document: DOC_WAREHOUSE_PROPOSAL,
                    approval: true,
                },
            ),
            (
                14,
                (16, 20),
                Act::Decide {
                    step: "approval",
                    approver: 15,
                    approve: false,
                    comment: Some(
                        "Please add the yearly running cost of the warehouse and a second vendor's quote, then send it again.",
                    ),
                },
            ),
            (13, (11, 30), Act::Resubmit { step: "approval" }),
            (
                12,
                (9, 15),
                Act::Decide {
                    step: "approval",
                    approver: 15,
                    approve: true,
                    comment: Some(
                        "Thanks, the running cost fits the data team's budget. Go ahead with phase 1.",
                    ),
                },
            ),
        ],
    },
    // Rejected, resubmitted, pending again (version 2).
    InstanceSpec {
        template: PURCHASE,
        owner: 3,
        name: "問い合わせ窓口：月額プランの年間契約",
        days_ago: 3,
        at: (10, 0),
        acts: &[
            (
                3,
                (10, 6),
                Act::Attach {
                    step: "request",
                    document: DOC_SUPPORT_PROPOSAL,
                    approval: false,
                },
            ),
            (2, (11, 0), Act::Done { step: "request" }),
            (
                2,
                (11, 4),
                Act::Attach {
                    step: "approval",
                    document: DOC_SUPPORT_PROPOSAL,
                    approval: true,
                },
            ),
            (
                2,
                (17, 30),
                Act::Decide {
                    step: "approval",
                    approver: 10,
                    approve: false,
                    comment: Some(
                        "Please compare the annual price with twelve monthly payments and add the second quote the template now asks for.",
                    ),
                },
            ),
            (1, (10, 15), Act::Resubmit { step: "approval" }),
        ],
    },
    // At the first step (version 2).
    InstanceSpec {
        template: PURCHASE,
        owner: 12,
        name: "Purchase: staging server upgrade",
        days_ago: 1,
        at: (14, 20),
        acts: &[(
            1,
            (14, 26),
            Act::Attach {
                step: "request",
                document: DOC_DEPLOY_RUNBOOK,
                approval: false,
            },
        )],
    },
    // Rejected with a comment: back with its owner.
    InstanceSpec {
        template: CONTRACT,
        owner: 11,
        name: "Acme Corp MSA renewal",
        days_ago: 3,
        at: (9, 10),
        acts: &[
            (
                3,
                (9, 14),
                Act::Attach {
                    step: "legal",
                    document: DOC_ACME_MSA,
                    approval: false,
                },
            ),
            (1, (11, 0), Act::Done { step: "legal" }),
            (
                1,
                (11, 5),
                Act::Attach {
                    step: "approval",
                    document: DOC_ACME_MSA,
                    approval: true,
                },
            ),
            (
                1,
                (16, 40),
                Act::Decide {
                    step: "approval",
                    approver: 10,
                    approve: false,
                    comment: Some(
                        "Clause 9 caps liability at three times the annual fees; our standard is twice. Please negotiate it down or get legal's written sign-off, then resubmit.",
                    ),
                },
            ),
        ],
    },
    // Waiting for an approver: the approval document is pending.
    InstanceSpec {
        template: CONTRACT,
        owner: 1,
        name: "株式会社ミナト 業務委託契約の更新",
        days_ago: 2,
        at: (9, 20),
        acts: &[
            (
                2,
                (9, 25),
                Act::Attach {
                    step: "legal",
                    document: DOC_MINATO_CONTRACT,
                    approval: false,
                },
            ),
            (1, (10, 0), Act::Done { step: "legal" }),
            (
                1,
                (10, 3),
                Act::Attach {
                    step: "approval",
                    document: DOC_MINATO_CONTRACT,
                    approval: true,
                },
            ),
        ],
    },
    // Overdue at the first step (due after 168 hours, marked a minute after).
    InstanceSpec {
        template: EXPENSES,
        owner: 6,
        name: "札幌出張（11月）の経費精算",
        days_ago: 12,
        at: (9, 0),
        acts: &[(5, (9, 1), Act::Overdue { step: "receipts" })],
    },
    // AI-generated steps replaced the two not started yet (`GENERATED`).
    InstanceSpec {
        template: ONBOARDING,
        owner: 2,
        name: "オンボーディング：バックエンドエンジニア（12月入社）",
        days_ago: 6,
        at: (10, 0),
        acts: &[
            (
                6,
                (10, 5),
                Act::Attach {
                    step: "accounts",
                    document: DOC_VPN,
                    approval: false,
                },
            ),
            (5, (16, 0), Act::Done { step: "accounts" }),
            (5, (16, 32), Act::Generate),
            (
                4,
                (11, 0),
                Act::Done {
                    step: "orientation",
                },
            ),
            (3, (15, 0), Act::Done { step: "ai-1" }),
            (
                3,
                (15, 10),
                Act::Attach {
                    step: "ai-2",
                    document: DOC_DEPLOY_RUNBOOK,
                    approval: false,
                },
            ),
            (
                3,
                (15, 12),
                Act::Attach {
                    step: "ai-2",
                    document: DOC_INCIDENTS,
                    approval: false,
                },
            ),
        ],
    },
    // Archived by its owner (the trip was called off), from the template later retired.
    InstanceSpec {
        template: TRAVEL,
        owner: 9,
        name: "大阪出張（株式会社ミナト訪問）",
        days_ago: 41,
        at: (9, 30),
        acts: &[
            (40, (10, 0), Act::Done { step: "plan" }),
            (39, (17, 45), Act::Archive),
        ],
    },
    // At the first step, in English on a Japanese template.
    InstanceSpec {
        template: EXPENSES,
        owner: 13,
        name: "Yokohama client visit: taxi and lunch",
        days_ago: 1,
        at: (17, 30),
        acts: &[],
    },
];

// ---------------------------------------------------------------- the AI proposal

/// The model the demo WORKFLOW room used (`super::ai` registers it under this name).
const MODEL_NAME: &str = "Claude Sonnet";

/// What the onboarding's owner asked in the room (`/workflow-instances/{id}/flow-generate`).
const QUESTION: &str = "12月入社のバックエンドエンジニア向けに、残りのオンボーディング手順を作ってください。アカウントとPCの準備は済んでいて、初日のオリエンテーションは明日です。開発環境の構築、デプロイと障害対応の研修、最初のプルリクエストまでを含めて、最後に上長と試用期間の目標を決めたいです。";

/// The completed answer, in the shape `workflows::flow::instruction` asks for.
const ANSWER: &str = r#"{
  "steps": [
    {
      "name": "開発環境のセットアップ",
      "description": "リポジトリを取得してローカル環境を構築し、ステージング環境に接続できるところまで確認します。",
      "approverRole": null,
      "documents": ["開発環境チェックリスト"],
      "dueAfterHours": 48
    },
    {
      "name": "デプロイ手順と障害対応の研修",
      "description": "Deploy runbook と障害対応手順をバディと読み合わせ、当番の流れと連絡先を確認します。",
      "approverRole": null,
      "documents": ["Deploy runbook", "障害対応手順"],
      "dueAfterHours": 120
    },
    {
      "name": "最初のプルリクエスト",
      "description": "小さな改修を1件担当し、レビューを受けてマージします。",
      "approverRole": null,
      "documents": [],
      "dueAfterHours": 120
    },
    {
      "name": "試用期間の目標設定",
      "description": "上長と試用期間中の目標を3つ決めて文書にまとめ、承認を受けます。",
      "approverRole": "Manager",
      "documents": ["試用期間の目標"],
      "dueAfterHours": 336
    }
  ]
}"#;

/// When the room was started and its question posted.
const ASKED: (i64, (i64, i64)) = (5, (16, 20));

/// Tokens the system prompt of a WORKFLOW room takes (the format and the roles).
const SYSTEM_TOKENS: u32 = 310;

/// Tokens a second the model writes.
const PACE: i64 = 55;

// ---------------------------------------------------------------- ids, times and sizes

fn template_id(n: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0020_0000_0000 + n as u128)
}

fn instance_id(n: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0020_0001_0000 + n as u128)
}

fn room_id() -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0020_0100_0000)
}

fn message_id() -> Uuid {
    Uuid::new_v5(&room_id(), b"message-0")
}

fn answer_id() -> Uuid {
    Uuid::new_v5(&room_id(), b"answer-0-0")
}

/// The key of template `n`'s step `slug` (kept across edits).
fn step_key(n: usize, slug: &str) -> Uuid {
    Uuid::new_v5(&template_id(n), format!("step-{slug}").as_bytes())
}

/// The key of instance `n`'s step `slug`: a template's, or `ai-N` a generated one's.
fn instance_step_key(n: usize, slug: &str) -> Uuid {
    if slug.starts_with("ai-") {
        Uuid::new_v5(&instance_id(n), slug.as_bytes())
    } else {
        step_key(INSTANCES[n].template, slug)
    }
}

/// What the overdue process manager records (no actor).
fn by_system(at: DateTime<Utc>) -> Metadata {
    Metadata {
        occurred_at: Some(at),
        ..Metadata::system()
    }
}

// ---------------------------------------------------------------- scripts

/// A command with the metadata it is written with.
type Script<A> = Vec<(<A as Aggregate>::Command, Metadata)>;

/// A template as it was after one of its commands.
#[derive(Debug, Clone)]
struct Version {
    version: u64,
    at: DateTime<Utc>,
    state: WorkflowTemplate,
}

/// What the scripts are built from: the time, the demo employees (in `super::EMPLOYEES`
/// order) with the roles each holds now (none once deactivated), and the demo roles' ids (in
/// `super::ROLES` order).
struct Plan {
    now: DateTime<Utc>,
    employees: Vec<Uuid>,
    held: Vec<Vec<i32>>,
    roles: Vec<i32>,
}

impl Plan {
    fn at(&self, days_ago: i64, time: (i64, i64)) -> DateTime<Utc> {
        local_time(self.now, days_ago, time)
    }

    fn employee(&self, i: usize) -> Uuid {
        self.employees[i % self.employees.len()]
    }

    fn plans(&self, n: usize, steps: &[StepSpec]) -> Vec<StepPlan> {
        steps
            .iter()
            .map(|step| StepPlan {
                key: step_key(n, step.slug),
                name: step.name.to_owned(),
                description: step.description.to_owned(),
                approver_role_id: step.approver.and_then(|r| self.roles.get(r).copied()),
                expected_documents: step.documents.iter().map(|d| (*d).to_owned()).collect(),
                due_after_hours: step.due_after_hours,
            })
            .collect()
    }

    fn template_script(&self, n: usize) -> Script<WorkflowTemplate> {
        let spec = &TEMPLATES[n];
        let author = self.employee(spec.author);
        let mut script = vec![(
            WorkflowTemplateCommand::Create {
                template_id: template_id(n),
                author_id: author,
                name: spec.name.to_owned(),
                description: spec.description.to_owned(),
                visibility: spec.visibility,
                steps: self.plans(n, spec.steps),
            },
            by(author, self.at(spec.days_ago, spec.at)),
        )];
        for (days_ago, time, change) in spec.changes {
            let command = match *change {
                Change::Edit { description, steps } => WorkflowTemplateCommand::Update {
                    name: spec.name.to_owned(),
                    description: description.to_owned(),
                    steps: self.plans(n, steps),
                },
                Change::Visibility(visibility) => {
                    WorkflowTemplateCommand::ChangeVisibility { visibility }
                }
                Change::Archive => WorkflowTemplateCommand::Archive,
            };
            script.push((command, by(author, self.at(*days_ago, *time))));
        }
        script
    }

    /// The employee (a place in `super::EMPLOYEES`) who decides for `role` on `owner`'s
    /// instance: `preferred` when they hold it, else the first other holder; never the owner.
    fn approver(&self, role: i32, preferred: usize, owner: usize) -> Option<usize> {
        let holds = |i: usize| i != owner && self.held.get(i).is_some_and(|r| r.contains(&role));
        if holds(preferred) {
            return Some(preferred);
        }
        (0..self.held.len()).find(|i| holds(*i))
    }

    /// The steps the room's answer proposes, as the owner applied them: parsed by the API's
    /// parser, each role name matched to a demo role as `workflowStepProposal` matches it.
    fn generated_steps(&self, n: usize) -> Option<Vec<StepPlan>> {
        let proposed = crate::workflows::flow::parse(ANSWER).ok()?;
        let role_of = |name: &str| {
            super::ROLES
                .iter()
                .position(|(role, _)| role.to_lowercase() == name.to_lowercase())
                .and_then(|i| self.roles.get(i).copied())
        };
        Some(
            proposed
                .into_iter()
                .enumerate()
                .map(|(k, step)| StepPlan {
                    key: instance_step_key(n, &format!("ai-{}", k + 1)),
                    approver_role_id: step.approver_role.as_deref().and_then(role_of),
                    name: step.name,
                    description: step.description,
                    expected_documents: step.expected_documents,
                    due_after_hours: step.due_after_hours,
                })
                .collect(),
        )
    }

    /// When the answer was completed.
    fn answered_at(&self) -> DateTime<Utc> {
        let (days_ago, time) = ASKED;
        self.at(days_ago, time) + Duration::seconds(2 + i64::from(tokens(ANSWER)) / PACE)
    }

    /// The WORKFLOW room of the generated instance's owner: started with the question, whose
    /// answer the model completed.
    fn room_script(&self, model: Uuid) -> Script<ChatRoom> {
        let owner = self.employee(INSTANCES[GENERATED].owner);
        let (days_ago, time) = ASKED;
        let asked = self.at(days_ago, time);
        vec![
            (
                ChatRoomCommand::Start {
                    room_id: room_id(),
                    owner_id: owner,
                    purpose: ChatPurpose::Workflow,
                    title: default_title(QUESTION),
                    agent: None,
                },
                by(owner, asked),
            ),
            (
                ChatRoomCommand::Post {
                    message_id: message_id(),
                    author_id: owner,
                    text: QUESTION.to_owned(),
                    files: Vec::new(),
                    document_ids: Vec::new(),
                    model_id: model,
                    tool_keys: Vec::new(),
                    agent: None,
                    answer_id: answer_id(),
                },
                by(owner, asked),
            ),
            (
                ChatRoomCommand::CompleteAnswer {
                    answer_id: answer_id(),
                    text: ANSWER.to_owned(),
                    tool_calls: Vec::new(),
                    usage: TokenUsage {
                        input_tokens: SYSTEM_TOKENS + tokens(QUESTION),
                        output_tokens: tokens(ANSWER),
                    },
                    stop_reason: "end_turn".to_owned(),
                },
                by(owner, self.answered_at()),
            ),
        ]
    }

    /// Instance `n`'s script, started from its template as it was then (`versions`, oldest
    /// first); `Err` says why the instance is left out. Without the model the AI proposal and
    /// what followed it are left out.
    fn instance_script(
        &self,
        n: usize,
        versions: &[Version],
        model: Option<Uuid>,
    ) -> Result<Script<WorkflowInstance>, &'static str> {
        let spec = &INSTANCES[n];
        let owner = self.employee(spec.owner);
        let started = self.at(spec.days_ago, spec.at);
        let template = versions
            .iter()
            .rev()
            .find(|v| v.at <= started)
            .and_then(|v| v.state.snapshot(v.version))
            .ok_or("its template is missing")?;
        let mut script = vec![(
            WorkflowInstanceCommand::Start {
                instance_id: instance_id(n),
                owner_id: owner,
                name: spec.name.to_owned(),
                template,
                at: started,
            },
            by(owner, started),
        )];
        // The approval document of each step, as the approver reads it.
        let mut approval_documents: Vec<(&str, usize)> = Vec::new();
        for (days_ago, time, act) in spec.acts {
            let at = self.at(*days_ago, *time);
            let key = |slug: &str| instance_step_key(n, slug);
            let (command, metadata) = match *act {
                Act::Attach {
                    step,
                    document,
                    approval,
                } => (
                    {
                        if approval {
                            approval_documents.push((step, document));
                        }
                        WorkflowInstanceCommand::AttachDocument {
                            actor_id: owner,
                            step_key: key(step),
                            document_id: document_id(document),
                            is_approval: approval,
                            at,
                        }
                    },
                    by(owner, at),
                ),
                Act::Done { step } => (
                    WorkflowInstanceCommand::ChangeStepStatus {
                        actor_id: owner,
                        step_key: key(step),
                        status: StepStatus::Done,
                        at,
                    },
                    by(owner, at),
                ),
                Act::Decide {
                    step,
                    approver,
                    approve,
                    comment,
                } => {
                    let role = self
                        .approver_role(n, versions, step)
                        .ok_or("the step has no approver role")?;
                    let approver = self
                        .approver(role, approver, spec.owner)
                        .ok_or("nobody else holds the approver role")?;
                    let actor = self.employee(approver);
                    (
                        WorkflowInstanceCommand::DecideApproval {
                            actor_id: actor,
                            actor_role_ids: self.held[approver].clone(),
                            step_key: key(step),
                            document_id: approval_documents
                                .iter()
                                .rev()
                                .find(|(s, _)| *s == step)
                                .map(|(_, d)| document_id(*d)),
                            is_approve: approve,
                            comment: comment.map(str::to_owned),
                            at,
                        },
                        by(actor, at),
                    )
                }
                Act::Resubmit { step } => (
                    WorkflowInstanceCommand::ResubmitApproval {
                        actor_id: owner,
                        step_key: key(step),
                    },
                    by(owner, at),
                ),
                Act::Overdue { step } => (
                    WorkflowInstanceCommand::MarkOverdue {
                        step_key: key(step),
                        at,
                    },
                    by_system(at),
                ),
                Act::Generate => {
                    let (Some(model), Some(steps)) = (model, self.generated_steps(n)) else {
                        break;
                    };
                    (
                        WorkflowInstanceCommand::ApplyGeneratedSteps {
                            actor_id: owner,
                            steps,
                            generated_by: GeneratedBy {
                                room_id: room_id(),
                                message_id: answer_id(),
                                model_id: model,
                                prompt: QUESTION.to_owned(),
                            },
                            at,
                        },
                        by(owner, at),
                    )
                }
                Act::Archive => (
                    WorkflowInstanceCommand::Archive {
                        actor_id: owner,
                        at,
                    },
                    by(owner, at),
                ),
            };
            script.push((command, metadata));
        }
        Ok(script)
    }

    /// The approver role of instance `n`'s step `slug`, as its template or the proposal
    /// named it.
    fn approver_role(&self, n: usize, versions: &[Version], slug: &str) -> Option<i32> {
        let key = instance_step_key(n, slug);
        let generated = self.generated_steps(n).unwrap_or_default();
        versions
            .iter()
            .flat_map(|v| v.state.steps())
            .chain(&generated)
            .find(|s| s.key == key)
            .and_then(|s| s.approver_role_id)
    }
}

/// `state` after `command`, and how many events it made; the refusal otherwise.
async fn simulate<A>(
    state: &A,
    command: A::Command,
    services: &A::Services,
) -> Result<(A, usize), A::Error>
where
    A: Aggregate + Clone,
{
    let mut next = state.clone();
    let sink = EventSink::<A>::default();
    next.handle(command, services, &sink).await?;
    Ok((next, sink.collect().await.len()))
}

/// What playing a script did: the state after each command that was played (with the
/// aggregate's version then), and whether this run created the item.
struct Played<A> {
    states: Vec<(u64, A)>,
    created: bool,
}

/// Plays `script` on the aggregate `id`: each command is decided in memory first; what the
/// journal already holds is skipped, the rest is written at the version the script expects.
/// A refusal, or a stream that no longer follows the script, ends the item where it is.
async fn play<A>(
    journal: &Journal,
    id: Uuid,
    services: &A::Services,
    script: Script<A>,
) -> ApiResult<Played<A>>
where
    A: Aggregate + Clone + 'static,
    A::Command: Clone + std::fmt::Debug,
    A::Error: std::error::Error + Send + Sync + 'static + Into<ApiError>,
{
    let key = id.to_string();
    let (_, mut stored) = journal.load_state::<A>(&key).await.map_err(loading)?;
    let mut state = A::default();
    let mut version = 0_i64;
    let mut played = Played {
        states: Vec::new(),
        created: false,
    };
    for (k, (command, metadata)) in script.into_iter().enumerate() {
        let (next, events) = match simulate(&state, command.clone(), services).await {
            Ok(decided) => decided,
            Err(error) => {
                tracing::warn!(aggregate = A::TYPE, %id, %error, "a demo workflow command was refused; the item stops here");
                break;
            }
        };
        let after = version + events as i64;
        if after > stored {
            if version != stored {
                tracing::warn!(aggregate = A::TYPE, %id, "the demo item no longer follows its script; left as it is");
                break;
            }
            match journal
                .execute_at::<A>(&key, command, services, &metadata, Some(version))
                .await
            {
                Ok(_) => {}
                Err(error @ (ExecuteError::Rejected(_) | ExecuteError::Stale { .. })) => {
                    tracing::warn!(aggregate = A::TYPE, %id, error = %error, "a demo workflow command was refused; the item stops here");
                    break;
                }
                Err(error) => return Err(error.into()),
            }
            stored = after;
            played.created |= k == 0;
        }
        version = after;
        state = next;
        played.states.push((version as u64, state.clone()));
    }
    Ok(played)
}

pub async fn seed(
    pool: &PgPool,
    journal: &Journal,
    employee_ids: &[Uuid],
    role_ids: &[i32],
    report: &mut SeedReport,
) -> ApiResult<()> {
    if employee_ids.is_empty() || role_ids.len() < super::ROLES.len() {
        return Ok(());
    }
    let mut held = Vec::with_capacity(employee_ids.len());
    for id in employee_ids {
        let (employee, _) = journal
            .load_state::<Employee>(&id.to_string())
            .await
            .map_err(loading)?;
        held.push(if employee.active {
            employee.role_ids
        } else {
            Vec::new()
        });
    }
    let plan = Plan {
        now: Utc::now(),
        employees: employee_ids.to_vec(),
        held,
        roles: role_ids.to_vec(),
    };
    let lookup = Arc::new(DirectoryLookup(pool.clone()));
    let template_services = WorkflowTemplateServices {
        lookup: lookup.clone(),
    };
    let mut templates = Vec::with_capacity(TEMPLATES.len());
    for n in 0..TEMPLATES.len() {
        let script = plan.template_script(n);
        let times: Vec<DateTime<Utc>> = script
            .iter()
            .map(|(_, m)| m.occurred_at_or(plan.now))
            .collect();
        let played =
            play::<WorkflowTemplate>(journal, template_id(n), &template_services, script).await?;
        report.workflow_templates_created += usize::from(played.created);
        templates.push(
            played
                .states
                .into_iter()
                .zip(times)
                .map(|((version, state), at)| Version { version, at, state })
                .collect::<Vec<_>>(),
        );
    }

    let model = Names::new(pool.clone(), "AiModel")
        .owner_of(MODEL_NAME)
        .await?
        .and_then(|owner| Uuid::parse_str(&owner).ok());
    let mut room_created = false;
    if let Some(model) = model {
        let services = ChatRoomServices { lookup };
        let played =
            play::<ChatRoom>(journal, room_id(), &services, plan.room_script(model)).await?;
        room_created = played.created;
    }

    for n in 0..INSTANCES.len() {
        let versions = &templates[INSTANCES[n].template];
        let script = match plan.instance_script(n, versions, model) {
            Ok(script) => script,
            Err(why) => {
                tracing::warn!(instance = n, why, "a demo workflow instance is left out");
                continue;
            }
        };
        let played =
            play::<WorkflowInstance>(journal, instance_id(n), &WorkflowInstanceServices, script)
                .await?;
        report.workflow_instances_created += usize::from(played.created);
    }
    tracing::info!(
        templates = report.workflow_templates_created,
        instances = report.workflow_instances_created,
        workflow_room = room_created,
        "demo workflows seeded"
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use chrono::TimeZone;
    use staffhub_domain::ai::ModelFacts;
    use staffhub_domain::chats::ChatLookup;
    use staffhub_domain::workflows::{Progress, WorkflowTemplateLookup};
    use staffhub_projections::workflows::{InstanceColumns, WAITING_APPROVER, WAITING_OWNER};

    use super::super::chats::is_cjk;
    use super::*;

    struct Roles;

    #[async_trait::async_trait]
    impl WorkflowTemplateLookup for Roles {
        async fn missing_roles(&self, _: &[i32]) -> Vec<i32> {
            Vec::new()
        }
    }

    struct Models;

    #[async_trait::async_trait]
    impl ChatLookup for Models {
        async fn ai_model(&self, _: Uuid) -> Option<ModelFacts> {
            Some(ModelFacts {
                enabled: true,
                tool_keys: Vec::new(),
            })
        }
    }

    const MODEL: Uuid = Uuid::from_u128(0x5011e7);

    /// The demo organisation as `super::seed_demo` registers it: one role each, every fourth
    /// employee a second one.
    fn plan(now: DateTime<Utc>) -> Plan {
        let roles: Vec<i32> = (0..super::super::ROLES.len())
            .map(|i| 7 + i as i32)
            .collect();
        let held = (0..super::super::EMPLOYEES.len())
            .map(|n| {
                let mut held = vec![roles[n % roles.len()]];
                if n.is_multiple_of(4) {
                    held.push(roles[(n + 2) % roles.len()]);
                }
                held
            })
            .collect();
        Plan {
            now,
            employees: (0..super::super::EMPLOYEES.len())
                .map(|n| Uuid::from_u128(0xe_0000 + n as u128))
                .collect(),
            held,
            roles,
        }
    }

    /// Early and late in a UTC day (the times are Japan times on UTC dates).
    fn nows() -> [DateTime<Utc>; 3] {
        [
            Utc.with_ymd_and_hms(2026, 12, 1, 0, 5, 0).unwrap(),
            Utc.with_ymd_and_hms(2026, 12, 1, 12, 0, 0).unwrap(),
            Utc.with_ymd_and_hms(2026, 12, 1, 23, 55, 0).unwrap(),
        ]
    }

    async fn run<A: Aggregate + Clone>(script: &Script<A>, services: &A::Services) -> Vec<(u64, A)>
    where
        A::Command: Clone,
        A::Error: std::fmt::Debug,
    {
        let mut state = A::default();
        let mut version = 0;
        let mut states = Vec::new();
        for (k, (command, _)) in script.iter().enumerate() {
            let (next, events) = simulate(&state, command.clone(), services)
                .await
                .unwrap_or_else(|e| panic!("{} command {k} refused: {e:?}", A::TYPE));
            version += events as u64;
            state = next;
            states.push((version, state.clone()));
        }
        states
    }

    async fn templates(plan: &Plan) -> Vec<Vec<Version>> {
        let services = WorkflowTemplateServices {
            lookup: Arc::new(Roles),
        };
        let mut all = Vec::new();
        for n in 0..TEMPLATES.len() {
            let script = plan.template_script(n);
            let states = run::<WorkflowTemplate>(&script, &services).await;
            all.push(
                states
                    .into_iter()
                    .zip(&script)
                    .map(|((version, state), (_, m))| Version {
                        version,
                        at: m.occurred_at.unwrap(),
                        state,
                    })
                    .collect(),
            );
        }
        all
    }

    fn time_of(metadata: &Metadata) -> DateTime<Utc> {
        metadata
            .occurred_at
            .expect("every demo event has its business time")
    }

    /// The `at` a command carries, if it does.
    fn command_at(command: &WorkflowInstanceCommand) -> Option<DateTime<Utc>> {
        use WorkflowInstanceCommand as C;
        match command {
            C::Start { at, .. }
            | C::ChangeStepStatus { at, .. }
            | C::AttachDocument { at, .. }
            | C::DecideApproval { at, .. }
            | C::MarkOverdue { at, .. }
            | C::ApplyGeneratedSteps { at, .. }
            | C::Archive { at, .. }
            | C::ReassignApprover { at, .. } => Some(*at),
            C::DetachDocument { .. } | C::ResubmitApproval { .. } => None,
        }
    }

    #[tokio::test]
    async fn every_script_is_accepted_in_the_past_in_order_and_nothing_is_left_overdue_unmarked() {
        for now in nows() {
            let plan = plan(now);
            let templates = templates(&plan).await;
            for (n, versions) in templates.iter().enumerate() {
                assert_eq!(versions.len(), 1 + TEMPLATES[n].changes.len());
                assert!(versions.windows(2).all(|w| w[0].at < w[1].at), "{n}");
                assert!(versions.iter().all(|v| v.at < now));
            }
            let room = run::<ChatRoom>(
                &plan.room_script(MODEL),
                &ChatRoomServices {
                    lookup: Arc::new(Models),
                },
            )
            .await;
            assert_eq!(room.len(), 3);
            for n in 0..INSTANCES.len() {
                let script = plan
                    .instance_script(n, &templates[INSTANCES[n].template], Some(MODEL))
                    .unwrap();
                assert_eq!(script.len(), 1 + INSTANCES[n].acts.len(), "{n}");
                let times: Vec<_> = script.iter().map(|(_, m)| time_of(m)).collect();
                assert!(times.windows(2).all(|w| w[0] < w[1]), "{n}: in order");
                assert!(times.iter().all(|t| *t < now), "{n}: in the past");
                for (command, metadata) in &script {
                    if let Some(at) = command_at(command) {
                        assert_eq!(at, time_of(metadata), "{n}: the command's time");
                    }
                }
                let states = run::<WorkflowInstance>(&script, &WorkflowInstanceServices).await;
                let (_, instance) = states.last().unwrap();
                for step in instance.steps() {
                    if step.status == StepStatus::InProgress
                        && instance.progress() == Progress::InProgress
                        && let Some(due) = step.due_at
                    {
                        assert!(
                            due > now || step.overdue,
                            "{n}: {} is past due at {now} and not marked",
                            step.plan.name
                        );
                    }
                    assert!(!step.overdue || step.due_at.is_some_and(|d| d < now));
                }
            }
        }
    }

    #[tokio::test]
    async fn instances_cover_every_state_and_the_older_template_version() {
        let now = nows()[1];
        let plan = plan(now);
        let templates = templates(&plan).await;
        let mut columns = Vec::new();
        let mut instances = Vec::new();
        for n in 0..INSTANCES.len() {
            let script = plan
                .instance_script(n, &templates[INSTANCES[n].template], Some(MODEL))
                .unwrap();
            let (_, instance) = run::<WorkflowInstance>(&script, &WorkflowInstanceServices)
                .await
                .pop()
                .unwrap();
            columns.push(InstanceColumns::of(&instance));
            instances.push((script, instance));
        }
        let progress = |p: Progress| {
            columns
                .iter()
                .filter(|c| c.progress == p.id() as i16)
                .count()
        };
        assert!(progress(Progress::Completed) >= 1);
        assert!(progress(Progress::Archived) >= 1);
        assert!(progress(Progress::InProgress) >= 6);
        assert!(
            columns
                .iter()
                .any(|c| c.progress == 1 && c.done_step_count == 0),
            "at the first step"
        );
        assert!(columns.iter().any(|c| c.waiting_for == WAITING_APPROVER));
        assert!(columns.iter().any(|c| c.overdue));
        let approval = |i: &WorkflowInstance| {
            i.current_step()
                .and_then(|s| s.documents.iter().find(|d| d.is_approval).cloned())
        };
        assert!(
            instances.iter().any(|(_, i)| approval(i)
                .is_some_and(|d| d.is_approve == Some(false) && d.comment.is_some())
                && InstanceColumns::of(i).waiting_for == WAITING_OWNER),
            "rejected with a comment, back with its owner"
        );
        let resubmitted = |s: &Script<WorkflowInstance>| {
            s.iter()
                .any(|(c, _)| matches!(c, WorkflowInstanceCommand::ResubmitApproval { .. }))
        };
        assert!(
            instances
                .iter()
                .any(|(s, i)| resubmitted(s) && approval(i).is_some_and(|d| d.is_approve.is_none())),
            "resubmitted and pending again"
        );
        let completed = &instances[0].1;
        assert_eq!(completed.progress(), Progress::Completed);
        assert!(
            completed
                .steps()
                .iter()
                .all(|s| s.status == StepStatus::Done)
        );
        let generated = &instances[GENERATED].1;
        assert_eq!(generated.generations().len(), 1);
        assert_eq!(generated.generations()[0].generated_by.room_id, room_id());
        assert_eq!(
            generated.generations()[0].generated_by.message_id,
            answer_id()
        );
        assert_eq!(generated.generations()[0].generated_by.prompt, QUESTION);
        assert!(generated.steps().iter().filter(|s| s.generated).count() == 4);
        assert_eq!(
            generated.steps().last().unwrap().plan.approver_role_id,
            Some(plan.roles[MANAGER]),
            "the proposal's \"Manager\" is the demo role"
        );
        // "Purchase approval" was edited after two instances started from it.
        let latest = templates[PURCHASE].last().unwrap().version;
        let from_purchase: Vec<u64> = instances
            .iter()
            .filter(|(_, i)| i.template_id() == template_id(PURCHASE))
            .map(|(_, i)| i.template_version())
            .collect();
        assert!(from_purchase.contains(&1) && from_purchase.contains(&latest) && latest > 1);
        // Approvers are never owners and hold the step's role (the domain refuses otherwise);
        // owners are not managers, so every decision is someone else's.
        for (script, instance) in &instances {
            for (command, metadata) in script {
                if let WorkflowInstanceCommand::DecideApproval { actor_id, .. } = command {
                    assert_ne!(*actor_id, instance.owner_id());
                    assert_eq!(metadata.actor_id, Some(*actor_id));
                }
            }
        }
    }

    #[tokio::test]
    async fn templates_are_bilingual_with_every_visibility_and_one_archived() {
        let plan = plan(nows()[1]);
        let templates = templates(&plan).await;
        let finals: Vec<&WorkflowTemplate> =
            templates.iter().map(|v| &v.last().unwrap().state).collect();
        let japanese = |t: &str| t.chars().any(is_cjk);
        assert!(finals.iter().any(|t| japanese(t.name())));
        assert!(finals.iter().any(|t| !japanese(t.name())));
        assert!(INSTANCES.iter().any(|i| japanese(i.name)));
        assert!(INSTANCES.iter().any(|i| !japanese(i.name)));
        for visibility in Visibility::ALL {
            assert!(
                finals.iter().any(|t| t.visibility() == visibility),
                "{visibility:?}"
            );
        }
        assert_eq!(finals.iter().filter(|t| t.archived()).count(), 1);
        assert!(finals.iter().filter(|t| t.usable()).count() >= 4);
        for (n, template) in finals.iter().enumerate() {
            let author = plan
                .employees
                .iter()
                .position(|e| *e == template.author_id())
                .unwrap();
            assert!(
                plan.held[author]
                    .iter()
                    .any(|r| plan.roles[..2].contains(r)),
                "{n}: authored by management"
            );
        }
        let ids: HashSet<Uuid> = (0..TEMPLATES.len())
            .map(template_id)
            .chain((0..INSTANCES.len()).map(instance_id))
            .chain([room_id(), message_id(), answer_id()])
            .collect();
        assert_eq!(ids.len(), TEMPLATES.len() + INSTANCES.len() + 3);
    }

    #[test]
    fn the_answer_is_what_the_api_parses_and_the_room_is_a_workflow_room() {
        let plan = plan(nows()[1]);
        let steps = plan.generated_steps(GENERATED).unwrap();
        assert_eq!(steps.len(), 4);
        assert!(steps.iter().all(|s| !s.name.is_empty()));
        assert_eq!(
            steps[1].expected_documents,
            ["Deploy runbook", "障害対応手順"]
        );
        let script = plan.room_script(MODEL);
        let ChatRoomCommand::Start {
            purpose,
            title,
            owner_id,
            ..
        } = &script[0].0
        else {
            panic!("the room starts first");
        };
        assert_eq!(*purpose, ChatPurpose::Workflow);
        assert_eq!(*title, default_title(QUESTION));
        assert_eq!(*owner_id, plan.employee(INSTANCES[GENERATED].owner));
        assert!(plan.answered_at() > time_of(&script[1].1));
        assert!(
            plan.answered_at() < plan.at(5, (16, 32)),
            "answered before it was applied"
        );
    }

    #[tokio::test]
    async fn another_holder_approves_when_the_preferred_one_lost_the_role_and_no_model_stops_before_the_proposal()
     {
        let mut plan = plan(nows()[1]);
        // 渡辺 大輔 (5) is no longer a manager: another manager decides, never the owner.
        plan.held[5] = vec![plan.roles[2]];
        let templates = templates(&plan).await;
        let script = plan
            .instance_script(0, &templates[PURCHASE], Some(MODEL))
            .unwrap();
        let decided_by = script.iter().find_map(|(c, _)| match c {
            WorkflowInstanceCommand::DecideApproval { actor_id, .. } => Some(*actor_id),
            _ => None,
        });
        assert_eq!(decided_by, Some(plan.employee(0)));
        run::<WorkflowInstance>(&script, &WorkflowInstanceServices).await;

        let script = plan
            .instance_script(GENERATED, &templates[ONBOARDING], None)
            .unwrap();
        assert!(
            script
                .iter()
                .all(|(c, _)| !matches!(c, WorkflowInstanceCommand::ApplyGeneratedSteps { .. }))
        );
        run::<WorkflowInstance>(&script, &WorkflowInstanceServices).await;
    }
}
