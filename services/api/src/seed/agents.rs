//! The demo agents (issue 18): agent roles in both categories and eight agents in English and
//! Japanese. Agents have real instructions (the system prompt, several paragraphs), an
//! emotional level, a default model (`super::ai`) with tools it offers, documents of the demo
//! knowledge base and tags. Four were edited later (versions 2 and 3), and one was archived
//! after its successor took over; its old chats (`super::chats`) still name it.
//!
//! History with business times in the past (`Metadata::occurred_at`), written through the same
//! commands the API runs. Ids are fixed, names are claimed as the API claims them, and an
//! agent resumes from the version its events reached, so a second run adds nothing and an
//! interrupted run is finished.

use std::sync::Arc;

use chrono::{DateTime, Utc};
use sqlx::PgPool;
use staffhub_domain::agents::role::RoleCategory;
use staffhub_domain::agents::{
    Agent, AgentCommand, AgentError, AgentProfile, AgentRole, AgentRoleCommand, AgentRoleError,
    AgentRoleServices, AgentServices,
};
use staffhub_journal::{ExecuteError, Journal};
use uuid::Uuid;

use super::ai::{HAIKU, LOCAL, SONNET};
use super::documents::{
    DOC_ACME_MSA, DOC_BOARD_MINUTES, DOC_EXPENSES, DOC_INCIDENTS, DOC_MINATO_CONTRACT,
    DOC_SUPPORT_PROPOSAL, DOC_SUPPORT_TEMPLATES, DOC_VPN, DOC_WEEKLY_SYNC, DOC_WORK_RULES,
    document_id,
};
use super::{by, claimed_or_found, loading, local_time};
use crate::error::{ApiError, ApiResult};
use crate::lookups::DirectoryLookup;
use crate::names::Names;

// ---------------------------------------------------------------- agent roles

/// Agent roles: name, category, days ago.
const ROLES: [(&str, RoleCategory, i64); 5] = [
    ("Sales support", RoleCategory::Execution, 90),
    ("カスタマーサポート", RoleCategory::Execution, 90),
    ("経営企画", RoleCategory::Management, 89),
    ("Legal & compliance", RoleCategory::Management, 60),
    ("人事・総務", RoleCategory::Execution, 52),
];

// ---------------------------------------------------------------- agents

/// The demo tags (`super::TAGS`), by their place there.
const TAG_CUSTOMER: usize = 2;
const TAG_CUSTOMER_JA: usize = 3;
const TAG_INTERNAL: usize = 4;
const TAG_BUG: usize = 5;
const TAG_QUOTE: usize = 7;

/// One field an edit changed.
#[derive(Debug, Clone, Copy)]
pub(super) enum Change {
    Description(&'static str),
    Instruction(&'static str),
    EmotionalLevel(u8),
    Tools(&'static [&'static str]),
    Documents(&'static [usize]),
}

pub(super) struct AgentSpec {
    pub(super) name: &'static str,
    pub(super) description: &'static str,
    pub(super) instruction: &'static str,
    pub(super) role: usize,
    pub(super) emotional_level: u8,
    pub(super) model: usize,
    pub(super) tools: &'static [&'static str],
    pub(super) documents: &'static [usize],
    pub(super) tags: &'static [usize],
    /// A place in `super::EMPLOYEES`.
    pub(super) author: usize,
    pub(super) days_ago: i64,
    /// Later saves, oldest first: (days ago, what changed).
    pub(super) edits: &'static [(i64, &'static [Change])],
    pub(super) archived_days_ago: Option<i64>,
}

pub(super) const PROPOSAL_WRITER: usize = 0;
pub(super) const SUPPORT_TRIAGE: usize = 1;
pub(super) const MINUTES: usize = 2;
pub(super) const WEEKLY_REPORT: usize = 3;
pub(super) const CONTRACT_REVIEWER: usize = 4;
pub(super) const ONBOARDING: usize = 5;
pub(super) const HELPDESK: usize = 6;
pub(super) const QUOTE_HELPER: usize = 7;

const PROPOSAL_INSTRUCTION_V1: &str = "You are Proposal Writer, the sales team's assistant at Staffhub Demo. You help account managers turn what they learned in a customer meeting into a clear, honest sales proposal.

Structure every proposal the same way: the customer's situation in their own words, the goal, the proposed solution, the plan with phases and dates, the price, and the next step. Keep the whole proposal under two pages. Use the customer's name and numbers; never invent figures the user did not give you. When something is missing (budget, decision date, number of users), list it under \"Open questions\" instead of guessing.

Write in the language the user writes in. In English, write plainly and avoid buzzwords. In Japanese, use polite business Japanese (です・ます) and 御社 for the customer.

Use the documents you were given (earlier proposals and contracts) for tone and structure, and search the documents when the user refers to an earlier deal.";

const PROPOSAL_INSTRUCTION_V2: &str = "You are Proposal Writer, the sales team's assistant at Staffhub Demo. You help account managers turn what they learned in a customer meeting into a clear, honest sales proposal.

Structure every proposal the same way: the customer's situation in their own words, the goal, the proposed solution, the plan with phases and dates, the price, and the next step. Keep the whole proposal under two pages. Use the customer's name and numbers; never invent figures the user did not give you. When something is missing (budget, decision date, number of users), list it under \"Open questions\" instead of guessing.

Pricing: show monthly and annual prices side by side in the customer's currency, state what is included, and put any discount in its own line with its condition and expiry date. Never offer a discount above 15% without writing \"needs approval from a manager\" next to it.

Write in the language the user writes in. In English, write plainly and avoid buzzwords. In Japanese, use polite business Japanese (です・ます) and 御社 for the customer.

Use the documents you were given (earlier proposals and contracts) for tone and structure, and search the documents when the user refers to an earlier deal. Look the organization up to check its deal status before you write about it.";

const SUPPORT_INSTRUCTION_V1: &str = "You are the Support Triage Assistant of Staffhub Demo's customer support team. Support staff paste a customer's inquiry; you help them answer it quickly and correctly.

For every inquiry, first classify it: login and accounts, billing, bug report, feature request, or other. Then judge the urgency: urgent when the customer cannot work at all or data may be lost, normal otherwise. Say both in one line at the top.

Then draft the reply to the customer. Base it on the support templates and manuals you were given; search the documents when the inquiry is about something they do not cover. Never promise a fix date or a refund: write that the team will confirm. If the inquiry is a bug report, also list what the engineers need to reproduce it (steps, browser, time, account).

Answer in the language the staff member writes in, and write the customer's reply in the customer's language.";

const SUPPORT_INSTRUCTION_V2: &str = "You are the Support Triage Assistant of Staffhub Demo's customer support team. Support staff paste a customer's inquiry; you help them answer it quickly and correctly.

For every inquiry, first classify it: login and accounts, billing, bug report, feature request, or other. Then judge the urgency: urgent when the customer cannot work at all or data may be lost, normal otherwise. Say both in one line at the top.

Then draft the reply to the customer. Base it on the support templates and manuals you were given; search the documents when the inquiry is about something they do not cover. Never promise a fix date or a refund: write that the team will confirm. If the inquiry is a bug report, also list what the engineers need to reproduce it (steps, browser, time, account).

Customers who write to support are often frustrated. Open the reply by acknowledging the trouble in one sentence, without over-apologising, and end it with the name of the person who will follow up. When the staff member asks what is on their plate, list their open support tasks first.

Answer in the language the staff member writes in, and write the customer's reply in the customer's language.";

const MINUTES_INSTRUCTION: &str = "あなたは「議事録まとめ役」です。経営企画チームのために、会議のメモや議事録を読みやすい要約にまとめます。

要約は必ず次の順番で書いてください。
1. 会議の目的（1行）
2. 決定事項（箇条書き、主語と期限を明記）
3. 継続検討事項（誰が、いつまでに、何を判断するか）
4. 次回までのアクション（担当者・期限つき）

議事録に書かれていないことは推測で補わず、「議事録に記載なし」と明記してください。数字（予算、人数、割合）は原文のまま引用し、単位を省略しないでください。

経営会議の議事録は社外秘です。要約の冒頭に「社外秘」と記載し、社外の人名や取引先への言及は原文どおりに扱ってください。ユーザーが決定事項のタスク化を求めた場合は、タスクの下書きツールを使い、1件ずつ下書きを作ってください。作成はユーザーの確認後です。

文体は簡潔な「である」調を基本とし、ユーザーが英語で質問した場合は英語で回答してください。";

const WEEKLY_INSTRUCTION_V1: &str = "あなたは「週報アシスタント」です。社員が毎週金曜日に提出する週報の作成を手伝います。

ユーザーのタスク一覧を取得し、今週完了したこと、進行中のこと、困っていることの3つの見出しで週報の下書きを作ってください。各項目は1〜2行で、成果が分かるように書きます（「対応した」ではなく「何件対応し、何が解決したか」）。

タスク一覧にない作業は、ユーザーに確認してから追加してください。数字や顧客名を推測で書かないでください。

文体は「です・ます」調、全体で300字程度を目安にします。上長が1分で読めることを意識してください。";

const WEEKLY_INSTRUCTION_V2: &str = "あなたは「週報アシスタント」です。社員が毎週金曜日に提出する週報の作成を手伝います。

ユーザーのタスク一覧を取得し、次の4つの見出しで週報の下書きを作ってください。
- 今週完了したこと
- 進行中のこと
- 困っていること・相談したいこと
- 来週の予定

各項目は1〜2行で、成果が分かるように書きます（「対応した」ではなく「何件対応し、何が解決したか」）。期限が来週までのタスクは「来週の予定」に必ず含めてください。

タスク一覧にない作業は、ユーザーに確認してから追加してください。数字や顧客名を推測で書かないでください。

文体は「です・ます」調、全体で300〜400字を目安にします。上長が1分で読めることを意識してください。";

const CONTRACT_INSTRUCTION: &str = "You are Contract Reviewer, a careful assistant for the legal and sales teams of Staffhub Demo. You read customer contracts and agreements and point out what needs attention before signing or renewing. You are not a lawyer, and you say so when a question needs one.

For every review, go through these points in order and quote the clause you rely on: term and renewal (automatic or not, notice period), termination rights, liability cap and exclusions, payment terms, confidentiality, data protection, and anything unusual. Rate each point \"fine\", \"check\" or \"risk\" and explain the rating in one sentence.

Compare with our standard positions: liability capped at no more than twice the annual fees, renewal notice of at most 90 days, payment within 30 days, confidentiality for 3 years after the end of the contract. Flag every deviation.

Keep the review short and factual. Never rewrite a clause unless asked; when asked, give the original and the proposed wording side by side. Answer in the language of the question; Japanese contracts may be reviewed in English if the user writes in English.";

const ONBOARDING_INSTRUCTION: &str = "You are the Onboarding Guide of Staffhub Demo. New colleagues ask you everything they would be shy to ask on their first days: how to claim expenses, how to set up the VPN, working hours, holidays, who to ask for what.

Answer from the company documents you were given (the work rules, the expense manual, the VPN guide) and name the document you used, so the new colleague can read more. If the documents do not answer the question, say so and suggest who could: their manager for work questions, #it-help for computers, the back office for pay and expenses.

Be warm and encouraging, and keep answers short: a few sentences or a short list. Use the steps exactly as the documents give them. Never guess numbers such as amounts, days or deadlines.

Answer in the language the colleague writes in.";

const HELPDESK_INSTRUCTION: &str = "あなたは社内ヘルプデスクのアシスタントです。社員からのPCやネットワーク、社内システムに関する質問に答えます。

回答は短く、手順は番号付きで書いてください。VPN、メール、プリンターなどのよくある問題は、渡された手順書（VPN設定ガイド、障害対応手順）の内容に沿って案内します。

パスワードや個人情報を聞き出してはいけません。手順で解決しない場合や、複数の人が同じ問題を抱えている場合は、#it-help に報告するよう案内してください。

このアシスタントは社内サーバー上の小さなモデルで動いています。分からないことは分からないと答えてください。";

const QUOTE_INSTRUCTION_V1: &str = "あなたは「見積作成サポート」です。営業担当者が顧客向けの見積書を作るのを手伝います。

ユーザーから聞いた条件（品目、数量、単価、納期、支払条件）を表にまとめ、小計・消費税（10%）・合計を計算してください。条件が足りない場合は推測せず、確認すべき項目を挙げてください。

文体は丁寧な「です・ます」調とします。";

const QUOTE_INSTRUCTION_V2: &str = "あなたは「見積作成サポート」です。営業担当者が顧客向けの見積書を作るのを手伝います。

ユーザーから聞いた条件（品目、数量、単価、納期、支払条件）を表にまとめ、小計・消費税（10%）・合計を計算してください。金額は円単位で、3桁ごとにカンマを入れます。条件が足りない場合は推測せず、確認すべき項目を挙げてください。

過去の提案書や見積を参照するときは、ドキュメント検索を使い、参照した文書名を明記してください。値引きは上長の承認が必要なため、値引き額は「要承認」と添えてください。

文体は丁寧な「です・ます」調とします。";

pub(super) const AGENTS: [AgentSpec; 8] = [
    AgentSpec {
        name: "Proposal Writer",
        description: "Turns meeting notes into a two-page sales proposal: situation, goal, plan, price and next step.",
        instruction: PROPOSAL_INSTRUCTION_V1,
        role: 0,
        emotional_level: 3,
        model: SONNET,
        tools: &["search_documents"],
        documents: &[DOC_SUPPORT_PROPOSAL, DOC_ACME_MSA],
        tags: &[TAG_CUSTOMER, TAG_QUOTE],
        author: 11,
        days_ago: 72,
        edits: &[
            (
                41,
                &[
                    Change::Instruction(PROPOSAL_INSTRUCTION_V2),
                    Change::Tools(&["search_documents", "lookup_organization"]),
                ],
            ),
            (
                18,
                &[
                    Change::Documents(&[DOC_SUPPORT_PROPOSAL, DOC_ACME_MSA, DOC_MINATO_CONTRACT]),
                    Change::Description(
                        "Turns meeting notes into a two-page sales proposal: situation, goal, plan, price and next step. Knows our earlier proposals and contracts.",
                    ),
                ],
            ),
        ],
        archived_days_ago: None,
    },
    AgentSpec {
        name: "Support Triage Assistant",
        description: "Classifies a customer inquiry, judges its urgency and drafts the reply from our support templates.",
        instruction: SUPPORT_INSTRUCTION_V1,
        role: 1,
        emotional_level: 2,
        model: HAIKU,
        tools: &["search_documents", "list_my_tasks"],
        documents: &[DOC_SUPPORT_TEMPLATES, DOC_VPN, DOC_INCIDENTS],
        tags: &[TAG_CUSTOMER_JA, TAG_BUG],
        author: 14,
        days_ago: 65,
        edits: &[(
            25,
            &[
                Change::Instruction(SUPPORT_INSTRUCTION_V2),
                Change::EmotionalLevel(3),
            ],
        )],
        archived_days_ago: None,
    },
    AgentSpec {
        name: "議事録まとめ役",
        description: "会議の議事録を「決定事項・継続検討・アクション」の形に要約します。決定事項からタスクの下書きも作れます。",
        instruction: MINUTES_INSTRUCTION,
        role: 2,
        emotional_level: 1,
        model: SONNET,
        tools: &["search_documents", "draft_task"],
        documents: &[DOC_WEEKLY_SYNC, DOC_BOARD_MINUTES],
        tags: &[TAG_INTERNAL],
        author: 0,
        days_ago: 58,
        edits: &[],
        archived_days_ago: None,
    },
    AgentSpec {
        name: "週報アシスタント",
        description: "自分のタスク一覧から週報の下書きを作ります。",
        instruction: WEEKLY_INSTRUCTION_V1,
        role: 2,
        emotional_level: 3,
        model: HAIKU,
        tools: &["list_my_tasks"],
        documents: &[DOC_WEEKLY_SYNC],
        tags: &[TAG_INTERNAL],
        author: 5,
        days_ago: 50,
        edits: &[(
            15,
            &[
                Change::Instruction(WEEKLY_INSTRUCTION_V2),
                Change::Tools(&["search_documents", "list_my_tasks"]),
                Change::Description(
                    "自分のタスク一覧から週報の下書きを作ります。来週の予定も自動で入ります。",
                ),
            ],
        )],
        archived_days_ago: None,
    },
    AgentSpec {
        name: "Contract Reviewer",
        description: "Reads a contract against our standard positions and rates each clause: fine, check or risk.",
        instruction: CONTRACT_INSTRUCTION,
        role: 3,
        emotional_level: 1,
        model: SONNET,
        tools: &["search_documents", "lookup_organization"],
        documents: &[DOC_ACME_MSA, DOC_MINATO_CONTRACT],
        tags: &[TAG_CUSTOMER],
        author: 10,
        days_ago: 47,
        edits: &[],
        archived_days_ago: None,
    },
    AgentSpec {
        name: "Onboarding Guide",
        description: "Answers new colleagues' first-week questions from the work rules, the expense manual and the VPN guide.",
        instruction: ONBOARDING_INSTRUCTION,
        role: 4,
        emotional_level: 4,
        model: HAIKU,
        tools: &["search_documents"],
        documents: &[DOC_WORK_RULES, DOC_EXPENSES, DOC_VPN],
        tags: &[TAG_INTERNAL],
        author: 15,
        days_ago: 45,
        edits: &[],
        archived_days_ago: None,
    },
    AgentSpec {
        name: "社内ヘルプデスク",
        description: "PC・ネットワーク・社内システムの困りごとに答えます（社内サーバーのローカルモデル）。",
        instruction: HELPDESK_INSTRUCTION,
        role: 4,
        emotional_level: 2,
        model: LOCAL,
        tools: &[],
        documents: &[DOC_VPN, DOC_INCIDENTS],
        tags: &[TAG_INTERNAL],
        author: 2,
        days_ago: 30,
        edits: &[],
        archived_days_ago: None,
    },
    AgentSpec {
        name: "見積作成サポート",
        description: "見積条件を表にまとめ、小計・消費税・合計を計算します。（提案書作成はProposal Writerへ移行しました）",
        instruction: QUOTE_INSTRUCTION_V1,
        role: 0,
        emotional_level: 3,
        model: HAIKU,
        tools: &[],
        documents: &[DOC_SUPPORT_PROPOSAL],
        tags: &[TAG_QUOTE],
        author: 6,
        days_ago: 88,
        edits: &[(
            70,
            &[
                Change::Instruction(QUOTE_INSTRUCTION_V2),
                Change::Tools(&["search_documents"]),
            ],
        )],
        archived_days_ago: Some(35),
    },
];

fn agent_role_id(n: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0018_0001_0000 + n as u128)
}

pub(super) fn agent_id(n: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0018_0002_0000 + n as u128)
}

/// The agent's version when a room `days_ago` days back started: 1 plus its edits before.
pub(super) fn agent_version(agent: usize, days_ago: i64) -> u64 {
    1 + AGENTS[agent]
        .edits
        .iter()
        .filter(|(edited, _)| *edited > days_ago)
        .count() as u64
}

/// The agent's default tools at the version a room `days_ago` days back used.
#[cfg(test)]
pub(super) fn tools_at(agent: usize, days_ago: i64) -> Vec<&'static str> {
    let spec = &AGENTS[agent];
    let mut tools = spec.tools.to_vec();
    for (edited, changes) in spec.edits {
        if *edited > days_ago {
            for change in *changes {
                if let Change::Tools(t) = change {
                    tools = t.to_vec();
                }
            }
        }
    }
    tools
}

// ---------------------------------------------------------------- the seed

struct Seeder<'a> {
    journal: &'a Journal,
    employees: &'a [Uuid],
    tags: &'a [Uuid],
    now: DateTime<Utc>,
    agent_services: AgentServices,
    role_services: AgentRoleServices,
    /// The models' ids (`super::ai`), by their place in `MODELS`.
    models: &'a [Uuid],
    /// Resolved as they are seeded (a role found by its name keeps its id).
    roles: Vec<Uuid>,
}

impl Seeder<'_> {
    fn employee(&self, i: usize) -> Uuid {
        self.employees[i % self.employees.len()]
    }

    async fn role(&mut self, n: usize, names: &Names) -> ApiResult<bool> {
        let (name, category, days_ago) = ROLES[n];
        let id = agent_role_id(n);
        let create = AgentRoleCommand::Create {
            role_id: id,
            name: name.to_owned(),
            category,
        };
        let at = local_time(self.now, days_ago, (11, 10 + n as i64));
        let (id, created) = claimed_or_found(names, name, id, async {
            match self
                .journal
                .execute::<AgentRole>(
                    &id.to_string(),
                    create,
                    &self.role_services,
                    &by(self.employee(0), at),
                )
                .await
            {
                Ok(_) => Ok(true),
                Err(ExecuteError::Rejected(AgentRoleError::AlreadyExists)) => Ok(false),
                Err(error) => Err(error.into()),
            }
        })
        .await?;
        self.roles.push(id);
        Ok(created)
    }

    /// The agent's profile as first saved.
    fn profile(&self, spec: &AgentSpec) -> AgentProfile {
        AgentProfile {
            name: spec.name.to_owned(),
            description: spec.description.to_owned(),
            instruction: spec.instruction.to_owned(),
            role_id: self.roles[spec.role],
            emotional_level: spec.emotional_level,
            default_model_id: Some(self.models[spec.model]),
            default_tool_keys: spec.tools.iter().map(|t| (*t).to_owned()).collect(),
            document_ids: spec.documents.iter().map(|d| document_id(*d)).collect(),
            tag_ids: spec
                .tags
                .iter()
                .filter_map(|t| self.tags.get(*t).copied())
                .collect(),
        }
    }

    /// Creates the agent, then its later saves and its archiving, each only if not written yet.
    async fn agent(&self, n: usize, names: &Names) -> ApiResult<bool> {
        let spec = &AGENTS[n];
        let id = agent_id(n);
        let key = id.to_string();
        if names
            .owner_of(spec.name)
            .await?
            .is_some_and(|owner| owner != key)
        {
            return Ok(false);
        }
        let author = self.employee(spec.author);
        let mut profile = self.profile(spec);
        let create = AgentCommand::Create {
            agent_id: id,
            author_id: author,
            profile: profile.clone(),
        };
        let at = local_time(self.now, spec.days_ago, (14, 3 * n as i64));
        let created = names
            .with_claim(spec.name, &key, async {
                match self
                    .journal
                    .execute::<Agent>(&key, create, &self.agent_services, &by(author, at))
                    .await
                {
                    Ok(_) => Ok(true),
                    Err(ExecuteError::Rejected(AgentError::AlreadyExists)) => Ok(false),
                    Err(error) => Err(ApiError::from(error)),
                }
            })
            .await?;
        let (agent, version) = self
            .journal
            .load_state::<Agent>(&key)
            .await
            .map_err(loading)?;
        let written = if agent.archived() {
            spec.edits.len()
        } else {
            usize::try_from(version - 1).unwrap_or(0)
        };
        for (k, (days_ago, changes)) in spec.edits.iter().enumerate() {
            for change in *changes {
                match *change {
                    Change::Description(text) => profile.description = text.to_owned(),
                    Change::Instruction(text) => profile.instruction = text.to_owned(),
                    Change::EmotionalLevel(level) => profile.emotional_level = level,
                    Change::Tools(tools) => {
                        profile.default_tool_keys = tools.iter().map(|t| (*t).to_owned()).collect();
                    }
                    Change::Documents(documents) => {
                        profile.document_ids = documents.iter().map(|d| document_id(*d)).collect();
                    }
                }
            }
            if k < written {
                continue;
            }
            let at = local_time(self.now, *days_ago, (15, 20 + k as i64));
            let update = AgentCommand::Update {
                profile: profile.clone(),
            };
            self.journal
                .execute::<Agent>(&key, update, &self.agent_services, &by(author, at))
                .await?;
        }
        if let Some(days_ago) = spec.archived_days_ago
            && !agent.archived()
        {
            let at = local_time(self.now, days_ago, (18, 0));
            self.journal
                .execute::<Agent>(
                    &key,
                    AgentCommand::Archive,
                    &self.agent_services,
                    &by(author, at),
                )
                .await?;
        }
        Ok(created)
    }
}

/// Seeds the agent roles and the agents, with the models `model_ids` (`super::ai`, by their
/// place in `MODELS`); returns each demo agent's id, by its place in `AGENTS`, or `None`
/// where its name belongs to someone else's agent.
pub async fn seed(
    pool: &PgPool,
    journal: &Journal,
    employee_ids: &[Uuid],
    tag_ids: &[Uuid],
    model_ids: &[Uuid],
) -> ApiResult<Vec<Option<Uuid>>> {
    if employee_ids.is_empty() {
        return Ok(Vec::new());
    }
    let lookup = Arc::new(DirectoryLookup(pool.clone()));
    let mut seeder = Seeder {
        journal,
        employees: employee_ids,
        tags: tag_ids,
        now: Utc::now(),
        agent_services: AgentServices {
            lookup: lookup.clone(),
        },
        role_services: AgentRoleServices { lookup },
        models: model_ids,
        roles: Vec::new(),
    };
    let (mut roles_added, mut agents_added) = (0, 0);
    let role_names = Names::new(pool.clone(), "AgentRole");
    for n in 0..ROLES.len() {
        roles_added += usize::from(seeder.role(n, &role_names).await?);
    }
    let agent_names = Names::new(pool.clone(), "Agent");
    let mut agents = Vec::new();
    for (n, spec) in AGENTS.iter().enumerate() {
        let created = seeder.agent(n, &agent_names).await?;
        agents_added += usize::from(created);
        let ours = agent_names
            .owner_of(spec.name)
            .await?
            .is_some_and(|owner| owner == agent_id(n).to_string());
        agents.push(ours.then(|| agent_id(n)));
    }
    tracing::info!(
        agent_roles = roles_added,
        agents = agents_added,
        "demo agents seeded"
    );
    Ok(agents)
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::super::ai::MODELS;
    use super::super::chats::is_cjk;
    use super::*;

    fn japanese(text: &str) -> bool {
        text.chars().any(is_cjk)
    }

    #[test]
    fn roles_and_agents_are_believable_in_both_languages() {
        assert!(
            ROLES.iter().any(|(_, c, _)| *c == RoleCategory::Management)
                && ROLES.iter().any(|(_, c, _)| *c == RoleCategory::Execution),
            "both role categories"
        );
        assert!(ROLES.iter().any(|(name, _, _)| japanese(name)));
        let names: HashSet<&str> = AGENTS.iter().map(|a| a.name).collect();
        assert_eq!(names.len(), AGENTS.len());
        let ja = AGENTS.iter().filter(|a| japanese(a.name)).count();
        assert!(ja >= 3 && ja < AGENTS.len(), "agents in en and ja");
        for (n, agent) in AGENTS.iter().enumerate() {
            assert!(
                agent.instruction.split("\n\n").count() >= 3,
                "{}: a real system prompt",
                agent.name
            );
            assert!(staffhub_domain::agents::EMOTIONAL_LEVELS.contains(&agent.emotional_level));
            assert!(agent.role < ROLES.len() && agent.author < super::super::EMPLOYEES.len());
            // Never an archived (7) or draft (9) document, and only documents that exist.
            let mut documents = agent.documents.to_vec();
            let mut previous = agent.days_ago;
            for (days_ago, changes) in agent.edits {
                assert!(*days_ago < previous, "{}: edits in order", agent.name);
                previous = *days_ago;
                for change in *changes {
                    if let Change::Documents(d) = change {
                        documents.extend_from_slice(d);
                    }
                    if let Change::EmotionalLevel(level) = change {
                        assert!(staffhub_domain::agents::EMOTIONAL_LEVELS.contains(level));
                    }
                }
            }
            assert!(
                documents.iter().all(|d| *d < 14 && *d != 7 && *d != 9),
                "{}",
                agent.name
            );
            assert!(!agent.documents.is_empty() && !agent.tags.is_empty());
            // The default tools are the model's, at every version.
            for days_ago in [agent.days_ago, 0] {
                let tools = tools_at(n, days_ago);
                assert!(
                    tools.iter().all(|t| MODELS[agent.model].tools.contains(t)),
                    "{}: tools of its model",
                    agent.name
                );
            }
            if let Some(archived) = agent.archived_days_ago {
                assert!(agent.edits.iter().all(|(edited, _)| *edited > archived));
            }
        }
        let versions: Vec<u64> = (0..AGENTS.len()).map(|a| agent_version(a, 0)).collect();
        assert!(
            versions.contains(&2) && versions.contains(&3),
            "{versions:?}"
        );
        assert_eq!(
            AGENTS
                .iter()
                .filter(|a| a.archived_days_ago.is_some())
                .count(),
            1
        );
    }

    #[test]
    fn ids_are_fixed_and_distinct() {
        let mut all = HashSet::new();
        for n in 0..ROLES.len() {
            assert!(all.insert(agent_role_id(n)));
        }
        for n in 0..AGENTS.len() {
            assert!(all.insert(agent_id(n)));
        }
    }
}
