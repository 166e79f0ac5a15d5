//! The demo chats (issue 18): the chat rooms the demo employees had with the AI models
//! (`super::ai`) and agents (`super::agents`), as history. Rooms belong to their owners: nine
//! conversations (some through an agent, one with the local model), each question followed by
//! its answer as the generator would have recorded it (text, tool calls, token usage, stop
//! reason), among them a `list_my_tasks` and a `search_documents` call with their output, a
//! `draft_task` draft, an answer that failed with `205.Y001.001` and its retry, and an answer
//! its owner stopped. Two rooms write documents (purpose Document); one answer was saved as a
//! draft document that records where it came from (`generated_by`).
//!
//! History with business times in the past (`Metadata::occurred_at`), written through the same
//! commands the API and the generator run. Ids are fixed (derived from the room's number) and
//! a room resumes from the state its events reached, so a second run adds nothing and an
//! interrupted run is finished.

use std::sync::Arc;

use chrono::{DateTime, Days, Duration, Utc};
use serde_json::{Value, json};
use sqlx::PgPool;
use staffhub_domain::chats::{
    AgentRef, AnswerStatus, ChatPurpose, ChatRoom, ChatRoomCommand, ChatRoomError,
    ChatRoomServices, TokenUsage, ToolCallRecord,
};
use staffhub_domain::documents::document::{Document, DocumentCommand, DocumentError};
use staffhub_domain::documents::{DocumentServices, DocumentStatus, GeneratedBy};
use staffhub_journal::{ExecuteError, Journal, Metadata};
use uuid::Uuid;

use super::agents::{
    AGENTS, CONTRACT_REVIEWER, HELPDESK, MINUTES, ONBOARDING, PROPOSAL_WRITER, QUOTE_HELPER,
    SUPPORT_TRIAGE, WEEKLY_REPORT, agent_version,
};
use super::ai::{HAIKU, LOCAL, MODELS, SONNET};
use super::documents::{DOC_ACME_MSA, DOC_BOARD_MINUTES, DOC_SUPPORT_TEMPLATES, document_id};
use super::{by, loading, local_time};
use crate::areas::chats::default_title;
use crate::error::ApiResult;
use crate::graphql::ids;
use crate::lookups::DirectoryLookup;

/// A tool the model used before it answered, with what it asked for; the output is what the
/// tool would have answered then (built from the demo's own data).
#[derive(Debug, Clone, Copy)]
enum ToolUse {
    /// `list_my_tasks` with `{}`: the owner's open and processing tasks.
    MyTasks,
    /// `search_documents` finding these demo documents.
    SearchDocuments {
        query: &'static str,
        found: &'static [usize],
    },
    /// `draft_task`: a draft the owner confirms on the screen.
    DraftTask {
        title: &'static str,
        description: &'static str,
    },
}

/// How an answer ended.
#[derive(Debug, Clone, Copy)]
enum Ending {
    /// Completed (`stop_reason` as the provider said it).
    Completed { text: &'static str },
    /// The model said `lead`, used the tool, then answered `text` (two rounds).
    Tool {
        lead: &'static str,
        tool: ToolUse,
        text: &'static str,
    },
    /// The provider's stream broke off after `partial` (`205.Y001.001`); the owner retried and
    /// the retry completed with `text`.
    FailedThenRetried {
        partial: &'static str,
        text: &'static str,
    },
    /// The owner stopped it after `partial`.
    Stopped { partial: &'static str },
}

struct Exchange {
    /// Minutes after the room was started.
    after_minutes: i64,
    question: &'static str,
    /// Attached documents (places in `super::documents`).
    documents: &'static [usize],
    ending: Ending,
}

const fn ask(after_minutes: i64, question: &'static str, ending: Ending) -> Exchange {
    Exchange {
        after_minutes,
        question,
        documents: &[],
        ending,
    }
}

/// The owner saved an answer as a draft document.
struct Saved {
    exchange: usize,
    title: &'static str,
    after_minutes: i64,
}

struct RoomSpec {
    /// A place in `super::EMPLOYEES`.
    owner: usize,
    /// `None`: the first message's first line, as `startChat` makes the default title.
    title: Option<&'static str>,
    purpose: ChatPurpose,
    agent: Option<usize>,
    /// Without an agent: the model chosen in the composer (with one: the agent's).
    model: usize,
    tools: &'static [&'static str],
    days_ago: i64,
    /// Local time (JST) the room was started: hour, minute.
    at: (i64, i64),
    exchanges: &'static [Exchange],
    renamed: Option<&'static str>,
    saved: Option<Saved>,
}

const C2_TASKS: &str = "You have three open tasks:

| Task | Priority | Due |
|---|---|---|
| Fix the login page layout #33 | Low | {due:32} |
| 見積書を作成する #13 | High | {due:12} |
| サポート問い合わせへの回答 #53 | Medium | {due:52} |

A plan for the week:

- **Monday and Tuesday:** *Fix the login page layout #33*. It is low priority but due first, so get it out of the way early.
- **Wednesday and Thursday:** *見積書を作成する #13*, the high-priority quote. Block two mornings for it and send sales a draft by Thursday evening.
- **Friday:** start on *サポート問い合わせへの回答 #53*. It is not due for a while, so an hour to sort the inquiries is enough.

Shall I draft a task for anything that is missing from the list?";

const ROOMS: [RoomSpec; 11] = [
    RoomSpec {
        owner: 11,
        title: None,
        purpose: ChatPurpose::Chat,
        agent: Some(PROPOSAL_WRITER),
        model: SONNET,
        tools: &["search_documents", "lookup_organization"],
        days_ago: 33,
        at: (10, 12),
        renamed: Some("Harbor Analytics: reporting add-on proposal"),
        saved: None,
        exchanges: &[
            ask(
                0,
                "Harbor Analytics asked for a proposal for our reporting add-on. They have 40 analysts, want single sign-on with their Azure AD and a three-month pilot before they commit. Their main pain: the month-end reports take two days to put together by hand. Can you outline the proposal?",
                Ending::Completed {
                    text: "Here is an outline for Harbor Analytics.

## 1. Your situation
Harbor Analytics' 40 analysts put the month-end reports together by hand, which takes about two days every month.

## 2. Goal
The month-end reports ready on the first working day, without manual assembly.

## 3. Proposed solution
- The Staffhub reporting add-on for all 40 analysts
- Single sign-on with your Azure AD
- Report templates for your month-end pack, built together during the pilot

## 4. Plan
| Phase | Length | Outcome |
|---|---|---|
| Pilot setup | 2 weeks | SSO connected, the first two templates |
| Pilot | 3 months | The month-end pack produced in Staffhub |
| Review | 1 week | Go or no-go on the annual contract |

## 5. Price
*To be filled in: the pilot's and the annual price.*

## 6. Next step
A 30-minute call to agree the pilot's success criteria.

**Open questions**
- Budget, and who signs off
- Which reports make up the month-end pack
- The decision date after the pilot",
                },
            ),
            ask(
                9,
                "Good. Pricing: the pilot at $4,500 a month, then $45,000 a year. 10% off the annual price if they sign before March 31.",
                Ending::Completed {
                    text: "## 5. Price

| | Monthly | Annual |
|---|---|---|
| Pilot (3 months) | $4,500 | – |
| Reporting add-on, 40 users, SSO included | – | $45,000 |
| Early-signing discount (10%, contract signed by March 31) | – | −$4,500 |
| **Annual price with the discount** | | **$40,500** |

Included: SSO setup, building the templates during the pilot, and email support on working days.

The pilot comes to $13,500 in total. If you like, part of the pilot fee can be credited against the first year; tell me how much and I will add the line.",
                },
            ),
            ask(
                17,
                "Credit half of the pilot fee. And write a short cover email to their CFO to go with the proposal.",
                Ending::Completed {
                    text: "Added to the price table: *Pilot credit: 50% of the pilot fee ($6,750), deducted from the first annual invoice.*

Here is the cover email:

---

**Subject:** Proposal: your month-end reporting in Staffhub

Dear [name],

Thank you for the time your team gave us last week. As promised, I have attached our proposal for the reporting add-on.

In short: a three-month pilot for your 40 analysts at $4,500 a month, with single sign-on through your Azure AD, so that your month-end pack is ready on the first working day instead of after two days of manual work. If you continue after the pilot, half of the pilot fee is credited against the first year, and the annual price is 10% lower when the contract is signed by March 31.

I would suggest a 30-minute call next week to agree what success looks like for the pilot. Would Tuesday or Wednesday afternoon suit you?

Best regards,
Liam Smith",
                },
            ),
        ],
    },
    RoomSpec {
        owner: 4,
        title: None,
        purpose: ChatPurpose::Chat,
        agent: Some(SUPPORT_TRIAGE),
        model: HAIKU,
        tools: &["search_documents", "list_my_tasks"],
        days_ago: 20,
        at: (9, 41),
        renamed: None,
        saved: None,
        exchanges: &[
            ask(
                0,
                "以下の問い合わせへの回答案をお願いします。

「昨日から管理画面にログインできません。パスワードは合っているはずなのに『メールアドレスまたはパスワードが違います』と表示されます。月末の締め作業があるので急いでいます。」（さくら食品工業 経理部様）",
                Ending::Tool {
                    lead: "サポート対応テンプレートを確認します。",
                    tool: ToolUse::SearchDocuments {
                        query: "ログイン パスワード 再設定",
                        found: &[DOC_SUPPORT_TEMPLATES],
                    },
                    text: "**分類：** ログイン・アカウント ／ **緊急度：** 至急（月末の締め作業ができない）

「サポート対応テンプレート」の「ログインできない場合」に沿った回答案です。

---

さくら食品工業株式会社 経理部 ご担当者様

月末のお忙しい時期にログインができず、ご不便をおかけしております。

ご登録のメールアドレス宛に、パスワード再設定用のリンクをお送りしました。リンクから新しいパスワードを設定のうえ、再度ログインをお試しください。

再設定後もログインできない場合は、お手数ですが次の点をご返信ください。確認のうえ、担当よりご連絡いたします。
- ログインにお使いのメールアドレス
- エラーが表示された日時
- ご利用のブラウザ（Chrome、Edge など）

担当：伊藤

---

※ 同じ症状の問い合わせが続く場合は障害の可能性があるため、#incident への報告をおすすめします。",
                },
            ),
            ask(
                26,
                "お客様から「再設定のメールが届かない」と返信がありました。どう案内すればよいですか？",
                Ending::Completed {
                    text: "**分類：** ログイン・アカウント ／ **緊急度：** 至急

次の順で確認をお願いする回答案です。

---

ご確認いただきありがとうございます。お手数をおかけし申し訳ございません。

再設定のメールが届かない場合、次の点をご確認いただけますでしょうか。
1. 迷惑メールフォルダに振り分けられていないか
2. 「noreply@demo.staffhub.local」からのメールを受信できる設定になっているか（社内のメールフィルターで止まっている場合があります）
3. ご登録のメールアドレスに誤りがないか

上記をご確認のうえ届いていない場合は、こちらで送信状況を確認いたします。ご返信をお待ちしております。

担当：伊藤

---

※ 送信状況の確認はエンジニアへの依頼が必要です。依頼する場合は、お客様のメールアドレスと送信した日時を添えてください。",
                },
            ),
            ask(
                41,
                "迷惑メールにもなく、社内のフィルターも問題ないそうです。エンジニアに渡す報告文を作ってください。",
                Ending::Completed {
                    text: "エンジニア向けの報告文です。そのまま #incident またはチケットに貼り付けられます。

---

**【不具合報告】パスワード再設定メールが届かない（さくら食品工業様）**

- **概要：** ログインできないとの問い合わせを受け、パスワード再設定メールを送信したが、お客様に届いていない
- **影響：** お客様が管理画面にログインできず、月末の締め作業ができない（至急）
- **発生日時：** ログイン不可は昨日から。再設定メールの送信は本日
- **お客様側で確認済み：** 迷惑メールフォルダ、社内のメールフィルター、登録メールアドレス
- **確認をお願いしたいこと：**
  1. 再設定メールの送信ログ（送信されたか、配信エラーがないか）
  2. ログイン失敗時のエラー内容（パスワード誤りか、アカウントのロックか）
- **お客様への連絡担当：** 伊藤

---

お客様のメールアドレスは、報告文ではなくチケットの非公開欄に記載してください。",
                },
            ),
        ],
    },
    RoomSpec {
        owner: 12,
        title: None,
        purpose: ChatPurpose::Chat,
        agent: None,
        model: SONNET,
        tools: &["list_my_tasks", "draft_task"],
        days_ago: 2,
        at: (8, 55),
        renamed: Some("Plan my week"),
        saved: None,
        exchanges: &[
            ask(
                0,
                "What's on my plate this week? Help me plan the days.",
                Ending::Tool {
                    lead: "Let me look at your open tasks.",
                    tool: ToolUse::MyTasks,
                    text: C2_TASKS,
                },
            ),
            ask(
                4,
                "Yes: draft a task to ask sales for the customer's quantities before I write the quote.",
                Ending::Tool {
                    lead: "Here is a draft.",
                    tool: ToolUse::DraftTask {
                        title: "Ask sales for the customer's quantities for the quote",
                        description: "Before writing the quote (見積書を作成する #13): get the item list, the quantities and the delivery date from sales.",
                    },
                    text: "I've drafted the task below. Check it and press **Create task** if it looks right; nothing is created until you do.

**Ask sales for the customer's quantities for the quote**
Before writing the quote (見積書を作成する #13): get the item list, the quantities and the delivery date from sales.

Tip: give it Wednesday as its due date, so the answer is in before you block the mornings for the quote.",
                },
            ),
        ],
    },
    RoomSpec {
        owner: 5,
        title: None,
        purpose: ChatPurpose::Chat,
        agent: Some(MINUTES),
        model: SONNET,
        tools: &["search_documents", "draft_task"],
        days_ago: 12,
        at: (16, 20),
        renamed: Some("11月経営会議の要約"),
        saved: None,
        exchanges: &[
            Exchange {
                after_minutes: 0,
                question: "添付した11月の経営会議の議事録を要約してください。",
                documents: &[DOC_BOARD_MINUTES],
                ending: Ending::FailedThenRetried {
                    partial: "**社外秘**

## 会議の目的
下期予算の見直しと採用計画の確認である。

## 決定事項
- 広告費を",
                    text: "**社外秘**

## 会議の目的
下期予算の見直しと採用計画の確認である。

## 決定事項
- 広告費を10%削減する（担当・期限：議事録に記載なし）
- エンジニアを2名追加採用する（担当・期限：議事録に記載なし）

## 継続検討事項
- 議事録に記載なし

## 次回までのアクション
- 広告費削減の対象となる施策の洗い出し（担当者・期限は議事録に記載なし）
- エンジニア2名の採用計画（募集開始時期・予算）の作成（担当者・期限は議事録に記載なし）

※ 決定事項の担当者と期限が議事録に残っていない。次回の会議の冒頭で確認することを勧める。",
                },
            },
            ask(
                6,
                "エンジニア採用の件をタスクにしてください。担当は私、期限は来月末で。",
                Ending::Tool {
                    lead: "タスクの下書きを作成する。",
                    tool: ToolUse::DraftTask {
                        title: "エンジニア2名の採用計画を作成する",
                        description: "11月経営会議の決定事項（エンジニア2名の追加採用）について、募集開始時期・予算・選考の流れをまとめる。担当：渡辺、期限：来月末。",
                    },
                    text: "下書きを作成した。内容を確認し、問題がなければ「タスクを作成」を押してほしい。タスクはその時点で作成される。

- **タイトル：** エンジニア2名の採用計画を作成する
- **内容：** 募集開始時期・予算・選考の流れをまとめる
- **担当：** 渡辺 大輔
- **期限：** 来月末（日付は作成時に指定してほしい）

広告費削減の件も同様にタスク化する場合は、担当者を指定してほしい。",
                },
            ),
        ],
    },
    RoomSpec {
        owner: 6,
        title: None,
        purpose: ChatPurpose::Chat,
        agent: Some(WEEKLY_REPORT),
        model: HAIKU,
        tools: &["list_my_tasks"],
        days_ago: 22,
        at: (17, 5),
        renamed: None,
        saved: None,
        exchanges: &[
            ask(
                0,
                "今週の週報の下書きをお願いします。今週は北里ロジスティクスさんへの初回訪問と、見積の修正2件が中心でした。",
                Ending::Stopped {
                    partial: "## 今週完了したこと
- 北里ロジスティクス様への初回訪問を実施し、物流管理の課題（紙の伝票による二重入力）をヒアリングしました。
- 見積の修正を2件行い、",
                },
            ),
            ask(
                3,
                "すみません、止めました。見積の修正は1件が大和建設さん、もう1件は社内向けなので、大和建設さんの分だけ書いてください。短めでお願いします。",
                Ending::Completed {
                    text: "承知しました。短めにまとめます。

## 今週完了したこと
- 北里ロジスティクス様へ初回訪問し、紙の伝票による二重入力が課題であることを確認しました。
- 大和建設様の見積を修正し、再提出しました。

## 進行中のこと
- 北里ロジスティクス様への提案内容の検討

## 困っていること
- 特になし（あれば追記してください）",
                },
            ),
        ],
    },
    RoomSpec {
        owner: 13,
        title: None,
        purpose: ChatPurpose::Chat,
        agent: Some(ONBOARDING),
        model: HAIKU,
        tools: &["search_documents"],
        days_ago: 38,
        at: (11, 3),
        renamed: Some("First week questions"),
        saved: None,
        exchanges: &[
            ask(
                0,
                "Hi! It's my first week. How do I claim the train fare for visiting a client?",
                Ending::Completed {
                    text: "Welcome, Noah! Here is how, from the **expense manual** (経費精算マニュアル):

1. Take a photo of the receipt and upload it.
2. Choose the category and enter the amount.
3. Once your manager approves it, it is paid on the 25th of the following month.

For train fares, attach your **IC card history**. The cut-off is the last day of each month.

If anything in the form is unclear, the back office is happy to help.",
                },
            ),
            ask(
                3,
                "Thanks! And the VPN: I installed WireGuard but it doesn't connect.",
                Ending::Completed {
                    text: "Let's sort that out. The **VPN setup guide** says:

1. Import `staffhub.conf` from the IT portal into WireGuard.
2. Connect before you open the CRM.

If it still doesn't connect:
- Check that your computer's clock is in sync.
- At home, port 51820/udp must be open on your router.

If none of that helps, ask in **#it-help**; they answer quickly.",
                },
            ),
            ask(
                21,
                "It works now. What are the core hours here?",
                Ending::Completed {
                    text: "Great to hear! From the **work rules** (就業規則):

- Working hours are 9:30 to 18:30, with a 60-minute break.
- With flextime, the core time is **11:00 to 15:00**.
- Paid leave: 10 days, granted six months after you join.",
                },
            ),
            ask(
                24,
                "Can I work from home on Fridays?",
                Ending::Completed {
                    text: "Good question, but I can't answer it from the documents I have, and I don't want to guess. Please ask your manager: they will know the current rule for your team.",
                },
            ),
        ],
    },
    RoomSpec {
        owner: 10,
        title: None,
        purpose: ChatPurpose::Chat,
        agent: Some(CONTRACT_REVIEWER),
        model: SONNET,
        tools: &["search_documents"],
        days_ago: 8,
        at: (14, 30),
        renamed: Some("Acme MSA renewal check"),
        saved: None,
        exchanges: &[
            Exchange {
                after_minutes: 0,
                question: "Acme's master services agreement renews soon. Anything we should look at before it does?",
                documents: &[DOC_ACME_MSA],
                ending: Ending::Completed {
                    text: "Review of the **Acme Corp master services agreement**. I could read the summary table only, not the full clauses.

| Point | Clause | Rating | Why |
|---|---|---|---|
| Term and renewal | \"Renewal: automatic, 12 months\" | check | It renews by itself unless notice is given. |
| Notice period | \"Notice period: 90 days before renewal\" | check | Within our maximum of 90 days, but the date decides everything: see below. |
| Liability cap | \"Liability cap: 2x annual fees\" | fine | Our standard position (at most twice the annual fees). |
| Payment terms | – | check | Not in the summary; please check the full agreement. |
| Confidentiality, data protection | – | check | Not in the summary. |

**What to do now:** the agreement started on 2026-01-15 and renews automatically for 12 months, so notice must reach Acme at least 90 days before the renewal on 2027-01-15, that is by **2026-10-17**. If you want to renegotiate anything, that date decides it.

I'm not a lawyer: for the payment and data-protection clauses, please have the full text checked.",
                },
            },
            ask(
                12,
                "Their side wants to raise the liability cap to 3x. Acceptable?",
                Ending::Completed {
                    text: "Not under our standard position: we cap liability at no more than **twice the annual fees**, so 3x is a deviation.

| | Original | Proposed by Acme |
|---|---|---|
| Liability cap | 2x annual fees | 3x annual fees |

Rating: **risk**.

Options, if sales wants to keep the deal moving:
- accept 3x only for data-protection breaches and keep 2x for everything else, or
- accept 3x in return for a higher annual fee.

Either way it needs sign-off from management and, ideally, a lawyer's look.",
                },
            ),
        ],
    },
    RoomSpec {
        owner: 7,
        title: None,
        purpose: ChatPurpose::Chat,
        agent: Some(HELPDESK),
        model: LOCAL,
        tools: &[],
        days_ago: 5,
        at: (20, 47),
        renamed: None,
        saved: None,
        exchanges: &[
            ask(
                0,
                "自宅からVPNにつながりません。WireGuardは入れてあります。",
                Ending::Completed {
                    text: "次の順番で確認してください。

1. PCの時計が正しいか確認する
2. ITポータルから `staffhub.conf` を取り込み直す
3. 自宅のルーターで 51820/udp が開いているか確認する

解決しない場合は #it-help に報告してください。",
                },
            ),
            ask(
                4,
                "ルーターの設定の仕方がわかりません。",
                Ending::Completed {
                    text: "ルーターの設定画面はメーカーごとに違います。一般的な手順は次のとおりです。

1. ブラウザでルーターの管理画面（192.168.1.1 など）を開く
2. 「ポート開放」または「ポートフォワーディング」の項目を開く
3. UDP の 51820 番を追加する

分からない場合は #it-help に相談してください。パスワードはここに書かないでください。",
                },
            ),
        ],
    },
    RoomSpec {
        owner: 1,
        title: None,
        purpose: ChatPurpose::Chat,
        agent: Some(QUOTE_HELPER),
        model: HAIKU,
        tools: &["search_documents"],
        days_ago: 60,
        at: (13, 15),
        renamed: None,
        saved: None,
        exchanges: &[
            ask(
                0,
                "みなと不動産さん向けの見積をお願いします。管理画面ライセンス25ユーザー、単価は月額3,000円、期間12か月。初期設定費が200,000円です。",
                Ending::Completed {
                    text: "見積の内容を表にまとめました。

| 品目 | 数量 | 単価 | 金額 |
|---|---|---|---|
| 管理画面ライセンス（月額） | 25ユーザー × 12か月 | 3,000円 | 900,000円 |
| 初期設定費 | 1式 | 200,000円 | 200,000円 |
| **小計** | | | **1,100,000円** |
| 消費税（10%） | | | 110,000円 |
| **合計** | | | **1,210,000円** |

確認が必要な項目：
- 利用開始日（納期）
- 支払条件（例：月末締め翌月末払い）
- 見積の有効期限",
                },
            ),
            ask(
                15,
                "初期設定費を半額にできないか聞かれました。その場合の見積もお願いします。",
                Ending::Completed {
                    text: "初期設定費を半額にした場合の見積です。

| 品目 | 数量 | 単価 | 金額 |
|---|---|---|---|
| 管理画面ライセンス（月額） | 25ユーザー × 12か月 | 3,000円 | 900,000円 |
| 初期設定費 | 1式 | 200,000円 | 200,000円 |
| 初期設定費 値引き | | | −100,000円（要承認） |
| **小計** | | | **1,000,000円** |
| 消費税（10%） | | | 100,000円 |
| **合計** | | | **1,100,000円** |

値引きには上長の承認が必要です。承認を得てからお客様に提示してください。",
                },
            ),
        ],
    },
    RoomSpec {
        owner: 16,
        title: Some("Proposal: shared mailboxes for Northwind Traders"),
        purpose: ChatPurpose::Document,
        agent: Some(PROPOSAL_WRITER),
        model: SONNET,
        tools: &["search_documents"],
        days_ago: 6,
        at: (15, 40),
        renamed: None,
        saved: Some(Saved {
            exchange: 1,
            title: "Proposal: shared mailboxes for Northwind Traders",
            after_minutes: 14,
        }),
        exchanges: &[
            ask(
                0,
                "Write a proposal for Northwind Traders: they want a shared support mailbox for their 12-person customer team, answering customers from one address with the history kept. Start in January, 12 users at $15 per user per month.",
                Ending::Completed {
                    text: "# Proposal: shared mailboxes for Northwind Traders

## Your situation
Northwind Traders' customer team of 12 answers customers from personal mailboxes. Customers get replies from different addresses, and when a colleague is away, the history of a conversation is hard to find.

## Goal
Every customer is answered from one team address, and the whole team sees each conversation's history.

## Proposed solution
- A shared mailbox in Staffhub for the customer team, answering from one address
- Each conversation's history kept and visible to the whole team
- Assignment, so every message has one owner

## Plan
| Phase | When | Outcome |
|---|---|---|
| Setup | First week of January | The team address connected, 12 users invited |
| Training | Second week of January | A one-hour session for the team |
| Go-live | Third week of January | All customer mail answered from the shared mailbox |
| Review | End of February | What works, what to adjust |

## Price
| | Monthly | Annual |
|---|---|---|
| Shared mailbox, 12 users × $15 | $180 | $2,160 |

## Next step
A short call to confirm the start date and the team address.

**Open questions**
- Who signs off on the order
- Whether other teams should join later",
                },
            ),
            ask(
                8,
                "Shorten the plan to three phases and add an open question about their current mail provider.",
                Ending::Completed {
                    text: "# Proposal: shared mailboxes for Northwind Traders

## Your situation
Northwind Traders' customer team of 12 answers customers from personal mailboxes. Customers get replies from different addresses, and when a colleague is away, the history of a conversation is hard to find.

## Goal
Every customer is answered from one team address, and the whole team sees each conversation's history.

## Proposed solution
- A shared mailbox in Staffhub for the customer team, answering from one address
- Each conversation's history kept and visible to the whole team
- Assignment, so every message has one owner

## Plan
| Phase | When | Outcome |
|---|---|---|
| Setup and training | First two weeks of January | The team address connected, 12 users invited and trained |
| Go-live | Third week of January | All customer mail answered from the shared mailbox |
| Review | End of February | What works, what to adjust |

## Price
| | Monthly | Annual |
|---|---|---|
| Shared mailbox, 12 users × $15 | $180 | $2,160 |

## Next step
A short call to confirm the start date and the team address.

**Open questions**
- Who signs off on the order
- Which mail provider the team uses today, and who administers it
- Whether other teams should join later",
                },
            ),
        ],
    },
    RoomSpec {
        owner: 1,
        title: Some("社内報：経費精算の締め日のお知らせ"),
        purpose: ChatPurpose::Document,
        agent: None,
        model: SONNET,
        tools: &[],
        days_ago: 3,
        at: (11, 30),
        renamed: None,
        saved: None,
        exchanges: &[
            ask(
                0,
                "社内報向けに、経費精算の締め日（毎月末日）と、月をまたぐ出張は帰着日の月で精算するルールを周知する記事を書いてください。",
                Ending::Completed {
                    text: "# 経費精算の締め日と、月をまたぐ出張の精算について

いつも経費精算へのご協力ありがとうございます。経理からのお知らせです。

## 締め日は毎月末日です
経費精算の締め日は**毎月末日**です。上長の承認後、翌月25日に振り込まれます。締め日を過ぎた申請は翌月の処理となりますので、早めの申請をお願いします。

## 月をまたぐ出張は「帰着日の月」で精算します
たとえば3月30日に出発し、4月2日に帰着した出張は、**4月分**として精算してください。出張中の交通費・宿泊費もまとめて4月分となります。

## 申請のときのお願い
- 領収書は撮影してアップロードしてください。
- 交通費は **ICカードの履歴** を添付してください。

詳しい手順は「経費精算マニュアル」をご覧ください。ご不明な点は経理までお気軽にお問い合わせください。",
                },
            ),
            ask(
                5,
                "もう少し短く、箇条書き中心にしてください。",
                Ending::Completed {
                    text: "# 経費精算の締め日のお知らせ

- **締め日：** 毎月末日（承認後、翌月25日に振込）
- **月をまたぐ出張：** 帰着日の月で精算（例：3/30出発・4/2帰着 → 4月分）
- **領収書：** 撮影してアップロード
- **交通費：** ICカードの履歴を添付

詳しくは「経費精算マニュアル」をご覧ください。",
                },
            ),
        ],
    },
];

// ---------------------------------------------------------------- ids and sizes

fn room_id(n: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0018_0100_0000 + n as u128)
}

/// The draft document saved from room `n`.
fn generated_document_id(n: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0018_0d0c_0000 + n as u128)
}

/// The `k`-th question of room `n`.
fn message_id(n: usize, k: usize) -> Uuid {
    Uuid::new_v5(&room_id(n), format!("message-{k}").as_bytes())
}

/// The answer to the `k`-th question of room `n` (`attempt` 1: its retry).
fn answer_id(n: usize, k: usize, attempt: usize) -> Uuid {
    Uuid::new_v5(&room_id(n), format!("answer-{k}-{attempt}").as_bytes())
}

/// A provider-like id for a tool use (`toolu_01` and 22 letters and digits).
fn tool_use_id(answer: Uuid) -> String {
    const ALPHABET: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    let mut value = Uuid::new_v5(&answer, b"tool-use").as_u128();
    let mut id = String::from("toolu_01");
    for _ in 0..22 {
        id.push(ALPHABET[(value % 62) as usize] as char);
        value /= 62;
    }
    id
}

pub(super) fn is_cjk(c: char) -> bool {
    matches!(c,
        '\u{3000}'..='\u{30FF}' | '\u{3400}'..='\u{4DBF}' | '\u{4E00}'..='\u{9FFF}'
        | '\u{FF00}'..='\u{FFEF}')
}

/// About as many tokens as a Claude tokenizer makes of `text`: a Japanese character each,
/// four other characters each.
pub(super) fn tokens(text: &str) -> u32 {
    let cjk = text.chars().filter(|c| is_cjk(*c)).count();
    let other = text.chars().count() - cjk;
    (cjk + other.div_ceil(4)) as u32 + 1
}

/// Tokens a document given to the model adds to its prompt, on average.
const DOCUMENT_TOKENS: u32 = 350;
/// Tokens a tool's definition adds to the prompt.
const TOOL_TOKENS: u32 = 120;

/// The text an answer was recorded with (what its owner reads).
fn answer_text(ending: &Ending) -> String {
    match ending {
        Ending::Completed { text } | Ending::FailedThenRetried { text, .. } => (*text).to_owned(),
        Ending::Tool { lead, text, .. } => format!("{lead}\n\n{text}"),
        Ending::Stopped { partial } => (*partial).to_owned(),
    }
}

/// A demo task as the task seed wrote it (`super::seed_demo`): title, status, priority, due
/// date, assignee's place in `super::EMPLOYEES` (`None`: unassigned).
fn demo_task(
    n: u128,
    today: chrono::NaiveDate,
) -> (String, i32, i32, chrono::NaiveDate, Option<usize>) {
    let i = n as usize;
    let titles = super::TASK_TITLES;
    (
        format!("{} #{}", titles[i % titles.len()], n + 1),
        (i % 4) as i32 + 1,
        (i % 3) as i32 + 1,
        today
            .checked_add_days(Days::new((i % 30) as u64))
            .unwrap_or(today),
        (!i.is_multiple_of(7)).then_some(i % super::EMPLOYEES.len()),
    )
}

/// `{due:N}` in an answer: demo task N's due date, as the model would write it.
fn fill_due_dates(text: &str, today: chrono::NaiveDate) -> String {
    let mut text = text.to_owned();
    for n in 0..super::TASK_COUNT {
        let placeholder = format!("{{due:{n}}}");
        if text.contains(&placeholder) {
            let (_, _, _, due, _) = demo_task(n, today);
            text = text.replace(&placeholder, &due.format("%a %b %-d").to_string());
        }
    }
    text
}

/// Titles and opening lines of the documents the demo's searches found.
const EXCERPTS: [(usize, &str, &str); 1] = [(
    DOC_SUPPORT_TEMPLATES,
    "サポート対応テンプレート",
    "## よくある質問への回答例\n\n**ログインできない場合**\n\nパスワード再設定のリンクをお送りします。\n\n**請求書の再発行**\n\n経理担当よりPDFでお送りします。",
)];

// ---------------------------------------------------------------- the seed

struct Seeder<'a> {
    journal: &'a Journal,
    employees: &'a [Uuid],
    now: DateTime<Utc>,
    chat_services: ChatRoomServices,
    document_services: DocumentServices,
    /// The models' ids (`super::ai`), by their place in `MODELS`.
    models: &'a [Uuid],
}

/// What a run added, for the log.
#[derive(Debug, Default)]
struct Added {
    rooms: usize,
    documents: usize,
}

impl Seeder<'_> {
    fn employee(&self, i: usize) -> Uuid {
        self.employees[i % self.employees.len()]
    }

    /// What the tool was asked and what it answered, for the room's owner at `at`.
    fn tool_call(
        &self,
        tool: ToolUse,
        answer: Uuid,
        owner: usize,
        at: DateTime<Utc>,
    ) -> ToolCallRecord {
        let (name, input, output) =
            match tool {
                ToolUse::MyTasks => {
                    let today = self.now.date_naive();
                    // Newest first, as `list_my_tasks` lists them (updated last first).
                    let tasks: Vec<Value> = (0..super::TASK_COUNT)
                    .rev()
                    .filter_map(|n| {
                        let (title, status, priority, due, assignee) = demo_task(n, today);
                        (assignee == Some(owner % super::EMPLOYEES.len()) && status <= 2).then(|| {
                            json!({
                                "id": ids::encode("Task", super::demo_task_id(n)).to_string(),
                                "title": title,
                                "status": status,
                                "priority": priority,
                                "dueDate": due,
                            })
                        })
                    })
                    .take(10)
                    .collect();
                    ("list_my_tasks", json!({}), json!({ "tasks": tasks }))
                }
                ToolUse::SearchDocuments { query, found } => {
                    let documents: Vec<Value> = found
                        .iter()
                        .filter_map(|d| EXCERPTS.iter().find(|(n, _, _)| n == d))
                        .map(|(n, title, excerpt)| {
                            json!({
                                "id": ids::encode("Document", document_id(*n)).to_string(),
                                "title": title,
                                "excerpt": excerpt,
                                "updatedAt": at - Duration::days(30),
                            })
                        })
                        .collect();
                    (
                        "search_documents",
                        json!({ "query": query }),
                        json!({ "documents": documents }),
                    )
                }
                ToolUse::DraftTask { title, description } => (
                    "draft_task",
                    json!({ "title": title, "description": description }),
                    json!({ "title": title, "description": description, "draft": true }),
                ),
            };
        ToolCallRecord {
            tool_use_id: tool_use_id(answer),
            name: name.to_owned(),
            input,
            output: Some(output),
            is_error: false,
        }
    }

    async fn room_command(
        &self,
        key: &str,
        command: ChatRoomCommand,
        metadata: &Metadata,
    ) -> ApiResult<()> {
        match self
            .journal
            .execute::<ChatRoom>(key, command, &self.chat_services, metadata)
            .await
        {
            // Finished meanwhile (an interrupted run's answer, swept by a running server).
            Ok(_) | Err(ExecuteError::Rejected(ChatRoomError::AnswerNotStreaming)) => Ok(()),
            Err(error) => Err(error.into()),
        }
    }

    /// Writes room `n` from the state its events reached (nothing, when it is complete).
    async fn room(&self, n: usize, agents: &[Option<Uuid>], added: &mut Added) -> ApiResult<()> {
        let spec = &ROOMS[n];
        let Some(first) = spec.exchanges.first() else {
            return Ok(());
        };
        let agent = match spec.agent {
            Some(a) => match agents[a] {
                Some(agent_id) => Some(AgentRef {
                    agent_id,
                    version: agent_version(a, spec.days_ago),
                }),
                // The agent's name belongs to someone else's agent: the room is left out.
                None => return Ok(()),
            },
            None => None,
        };
        let id = room_id(n);
        let key = id.to_string();
        let owner = self.employee(spec.owner);
        let model = self.models[spec.model];
        let tools: Vec<String> = spec.tools.iter().map(|t| (*t).to_owned()).collect();
        let started = local_time(self.now, spec.days_ago, spec.at);
        let (room, _) = self
            .journal
            .load_state::<ChatRoom>(&key)
            .await
            .map_err(loading)?;
        let title = spec
            .title
            .map_or_else(|| default_title(first.question), str::to_owned);
        let mut current_title = room.title().to_owned();
        if !room.exists() {
            let start = ChatRoomCommand::Start {
                room_id: id,
                owner_id: owner,
                purpose: spec.purpose,
                title: title.clone(),
                agent,
            };
            self.room_command(&key, start, &by(owner, started)).await?;
            current_title = title;
            added.rooms += 1;
        }

        // What every request of this room sends before the conversation: the instruction and
        // the agent's documents, and the tools' definitions.
        let mut context = 40 + TOOL_TOKENS * spec.tools.len() as u32;
        if let Some(a) = spec.agent {
            context +=
                tokens(AGENTS[a].instruction) + DOCUMENT_TOKENS * AGENTS[a].documents.len() as u32;
        }
        let pace = MODELS[spec.model].pace;
        let mut last = started;
        for (k, exchange) in spec.exchanges.iter().enumerate() {
            let asked = started + Duration::minutes(exchange.after_minutes);
            let answer = answer_id(n, k, 0);
            let status = room.answer_status(answer);
            let prompt = context
                + tokens(exchange.question)
                + DOCUMENT_TOKENS * exchange.documents.len() as u32;
            if status.is_none() {
                let post = ChatRoomCommand::Post {
                    message_id: message_id(n, k),
                    author_id: owner,
                    text: exchange.question.to_owned(),
                    files: Vec::new(),
                    document_ids: exchange.documents.iter().map(|d| document_id(*d)).collect(),
                    model_id: model,
                    tool_keys: tools.clone(),
                    agent,
                    answer_id: answer,
                };
                self.room_command(&key, post, &by(owner, asked)).await?;
            }
            let unfinished = |status: Option<AnswerStatus>| {
                matches!(status, None | Some(AnswerStatus::Streaming))
            };
            let takes = |output: u32| Duration::seconds(2 + i64::from(output) / pace);
            let text = fill_due_dates(&answer_text(&exchange.ending), self.now.date_naive());
            match exchange.ending {
                Ending::Completed { .. } => {
                    let output = tokens(&text);
                    last = asked + takes(output);
                    if unfinished(status) {
                        let complete = ChatRoomCommand::CompleteAnswer {
                            answer_id: answer,
                            text: text.clone(),
                            tool_calls: Vec::new(),
                            usage: TokenUsage {
                                input_tokens: prompt,
                                output_tokens: output,
                            },
                            stop_reason: "end_turn".to_owned(),
                        };
                        self.room_command(&key, complete, &by(owner, last)).await?;
                    }
                }
                Ending::Tool { lead, tool, .. } => {
                    let call = self.tool_call(tool, answer, spec.owner, asked);
                    let call_tokens = tokens(&call.input.to_string()) + 20;
                    let result_tokens = call
                        .output
                        .as_ref()
                        .map_or(0, |output| tokens(&output.to_string()));
                    // Two requests: the question, then again with the tool's use and result.
                    let input = prompt + prompt + tokens(lead) + call_tokens + result_tokens;
                    let output = tokens(&text) + call_tokens;
                    last = asked + takes(output) + Duration::seconds(1);
                    if unfinished(status) {
                        let complete = ChatRoomCommand::CompleteAnswer {
                            answer_id: answer,
                            text: text.clone(),
                            tool_calls: vec![call],
                            usage: TokenUsage {
                                input_tokens: input,
                                output_tokens: output,
                            },
                            stop_reason: "end_turn".to_owned(),
                        };
                        self.room_command(&key, complete, &by(owner, last)).await?;
                    }
                }
                Ending::FailedThenRetried { partial, .. } => {
                    let failed_at = asked + takes(tokens(partial));
                    if unfinished(status) {
                        let fail = ChatRoomCommand::FailAnswer {
                            answer_id: answer,
                            code: crate::catalogue::Code::InvalidClaudeResponse
                                .code()
                                .to_owned(),
                            detail: "the stream ended before the answer did".to_owned(),
                            text: partial.to_owned(),
                            tool_calls: Vec::new(),
                        };
                        self.room_command(&key, fail, &by(owner, failed_at)).await?;
                    }
                    let retry = answer_id(n, k, 1);
                    let retry_status = room.answer_status(retry);
                    let retried_at = failed_at + Duration::seconds(38);
                    if retry_status.is_none() {
                        let command = ChatRoomCommand::RetryAnswer {
                            actor_id: owner,
                            answer_id: answer,
                            new_answer_id: retry,
                            model_id: model,
                            tool_keys: tools.clone(),
                        };
                        self.room_command(&key, command, &by(owner, retried_at))
                            .await?;
                    }
                    let output = tokens(&text);
                    last = retried_at + takes(output);
                    if unfinished(retry_status) {
                        let complete = ChatRoomCommand::CompleteAnswer {
                            answer_id: retry,
                            text: text.clone(),
                            tool_calls: Vec::new(),
                            usage: TokenUsage {
                                input_tokens: prompt,
                                output_tokens: output,
                            },
                            stop_reason: "end_turn".to_owned(),
                        };
                        self.room_command(&key, complete, &by(owner, last)).await?;
                    }
                }
                Ending::Stopped { .. } => {
                    let output = tokens(&text);
                    last = asked + takes(output);
                    if unfinished(status) {
                        let stop = ChatRoomCommand::StopAnswer {
                            answer_id: answer,
                            text: text.clone(),
                            tool_calls: Vec::new(),
                            usage: Some(TokenUsage {
                                input_tokens: prompt,
                                output_tokens: output,
                            }),
                        };
                        self.room_command(&key, stop, &by(owner, last)).await?;
                    }
                }
            }
            // The next question's request carries this exchange.
            context += tokens(exchange.question) + tokens(&text);
        }
        if let Some(renamed) = spec.renamed
            && current_title != renamed
        {
            let rename = ChatRoomCommand::Rename {
                actor_id: owner,
                title: renamed.to_owned(),
            };
            let at = last + Duration::minutes(2);
            self.room_command(&key, rename, &by(owner, at)).await?;
        }
        if let Some(saved) = &spec.saved {
            added.documents += usize::from(self.save(n, saved, agent).await?);
        }
        Ok(())
    }

    /// The owner saves an answer of document room `n` as a draft document, as
    /// `saveGeneratedDocument` does.
    async fn save(&self, n: usize, saved: &Saved, agent: Option<AgentRef>) -> ApiResult<bool> {
        let spec = &ROOMS[n];
        let exchange = &spec.exchanges[saved.exchange];
        let owner = self.employee(spec.owner);
        let id = generated_document_id(n);
        let create = DocumentCommand::CreateDocument {
            document_id: id,
            author_id: owner,
            title: saved.title.to_owned(),
            body: answer_text(&exchange.ending),
            category_id: None,
            permission_category_id: None,
            tag_ids: Vec::new(),
            status_id: DocumentStatus::Draft.id(),
            generated_by: Some(GeneratedBy {
                room_id: room_id(n),
                message_id: answer_id(n, saved.exchange, 0),
                model_id: self.models[spec.model],
                agent,
                prompt: exchange.question.to_owned(),
            }),
        };
        let at =
            local_time(self.now, spec.days_ago, spec.at) + Duration::minutes(saved.after_minutes);
        match self
            .journal
            .execute::<Document>(
                &id.to_string(),
                create,
                &self.document_services,
                &by(owner, at),
            )
            .await
        {
            Ok(_) => Ok(true),
            Err(ExecuteError::Rejected(DocumentError::AlreadyExists)) => Ok(false),
            Err(error) => Err(error.into()),
        }
    }
}

/// Seeds the chat rooms, with the models `model_ids` (`super::ai`, by their place in
/// `MODELS`) and the agents `agent_ids` (`super::agents`, by their place in `AGENTS`; a room
/// through an agent that is `None` is left out).
pub async fn seed(
    pool: &PgPool,
    journal: &Journal,
    employee_ids: &[Uuid],
    model_ids: &[Uuid],
    agent_ids: &[Option<Uuid>],
) -> ApiResult<()> {
    if employee_ids.is_empty() {
        return Ok(());
    }
    let lookup = Arc::new(DirectoryLookup(pool.clone()));
    let seeder = Seeder {
        journal,
        employees: employee_ids,
        now: Utc::now(),
        chat_services: ChatRoomServices {
            lookup: lookup.clone(),
        },
        document_services: DocumentServices { lookup },
        models: model_ids,
    };
    let mut added = Added::default();
    for n in 0..ROOMS.len() {
        seeder.room(n, agent_ids, &mut added).await?;
    }
    tracing::info!(
        chat_rooms = added.rooms,
        generated_documents = added.documents,
        "demo chats seeded"
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::super::agents::{agent_id, tools_at};
    use super::*;

    fn japanese(text: &str) -> bool {
        text.chars().any(is_cjk)
    }

    #[test]
    fn rooms_are_conversations_their_models_and_agents_could_have_had() {
        for (n, room) in ROOMS.iter().enumerate() {
            let what = format!("room {n}");
            assert!((2..=6).contains(&room.exchanges.len()), "{what}");
            assert!(room.owner < super::super::EMPLOYEES.len());
            assert!(room.days_ago >= 1, "{what}: in the past");
            assert!(
                room.tools
                    .iter()
                    .all(|t| MODELS[room.model].tools.contains(t)),
                "{what}"
            );
            if let Some(a) = room.agent {
                let agent = &AGENTS[a];
                assert_eq!(room.model, agent.model, "{what}: the agent's model");
                assert!(
                    room.days_ago < agent.days_ago,
                    "{what}: after the agent was made"
                );
                if let Some(archived) = agent.archived_days_ago {
                    assert!(room.days_ago > archived, "{what}: before it was archived");
                }
                assert!(agent.edits.iter().all(|(d, _)| *d != room.days_ago));
                let tools = tools_at(a, room.days_ago);
                assert!(
                    room.tools.iter().all(|t| tools.contains(t)),
                    "{what}: the agent's tools"
                );
            }
            let title = room
                .title
                .map_or_else(|| default_title(room.exchanges[0].question), str::to_owned);
            assert!(
                !title.is_empty()
                    && title.chars().count() <= staffhub_domain::chats::TITLE_MAX_CHARS
            );
            // Each question comes after the previous answer ended.
            let mut free = -1;
            for exchange in room.exchanges {
                assert!(
                    exchange.after_minutes > free,
                    "{what}: {}",
                    exchange.question
                );
                let text = answer_text(&exchange.ending);
                let secs = 2 + i64::from(tokens(&text)) / MODELS[room.model].pace + 60;
                free = exchange.after_minutes + (secs + 59) / 60;
                if let Ending::Tool { tool, .. } = exchange.ending {
                    let key = match tool {
                        ToolUse::MyTasks => "list_my_tasks",
                        ToolUse::SearchDocuments { .. } => "search_documents",
                        ToolUse::DraftTask { .. } => "draft_task",
                    };
                    assert!(room.tools.contains(&key), "{what}: {key} was allowed");
                }
                assert!(exchange.documents.iter().all(|d| *d < 14));
            }
            if let Some(saved) = &room.saved {
                assert_eq!(room.purpose, ChatPurpose::Document);
                assert!(matches!(
                    room.exchanges[saved.exchange].ending,
                    Ending::Completed { .. }
                ));
                assert!(saved.after_minutes > room.exchanges[saved.exchange].after_minutes);
            }
        }
        let count = |f: &dyn Fn(&Exchange) -> bool| {
            ROOMS
                .iter()
                .flat_map(|r| r.exchanges)
                .filter(|e| f(e))
                .count()
        };
        assert_eq!(
            count(&|e| matches!(e.ending, Ending::FailedThenRetried { .. })),
            1
        );
        assert_eq!(count(&|e| matches!(e.ending, Ending::Stopped { .. })), 1);
        assert!(
            count(&|e| matches!(
                e.ending,
                Ending::Tool {
                    tool: ToolUse::MyTasks,
                    ..
                }
            )) >= 1
        );
        let documents = ROOMS
            .iter()
            .filter(|r| r.purpose == ChatPurpose::Document)
            .count();
        assert_eq!(documents, 2);
        assert_eq!(ROOMS.iter().filter(|r| r.saved.is_some()).count(), 1);
        let chats = ROOMS.len() - documents;
        assert!((6..=10).contains(&chats));
        assert!(ROOMS.iter().any(|r| r.agent.is_none()));
        assert!(ROOMS.iter().any(|r| r.model == LOCAL));
        let ja = ROOMS
            .iter()
            .filter(|r| japanese(r.exchanges[0].question))
            .count();
        assert!(ja >= 4 && ja <= ROOMS.len() - 4, "rooms in en and ja: {ja}");
        let owners: HashSet<usize> = ROOMS.iter().map(|r| r.owner).collect();
        assert!(owners.len() >= 8);
        // The archived agent's old chat keeps naming it.
        assert!(ROOMS.iter().any(|r| r.agent == Some(QUOTE_HELPER)));
    }

    #[test]
    fn a_listed_task_is_the_owners_open_task_and_its_due_date_is_filled_in() {
        let today = chrono::NaiveDate::from_ymd_opt(2026, 11, 20).unwrap();
        let (title, status, priority, due, assignee) = demo_task(32, today);
        assert_eq!(title, "Fix the login page layout #33");
        assert_eq!((status, priority, assignee), (1, 3, Some(12)));
        assert_eq!(due, chrono::NaiveDate::from_ymd_opt(2026, 11, 22).unwrap());
        let text = fill_due_dates("due {due:32}, then {due:12}", today);
        assert_eq!(text, "due Sun Nov 22, then Wed Dec 2");
        assert!(!fill_due_dates(C2_TASKS, today).contains("{due:"));
    }

    #[test]
    fn ids_are_fixed_distinct_and_tool_use_ids_look_like_the_providers() {
        let mut all = HashSet::new();
        for (n, room) in ROOMS.iter().enumerate() {
            assert!(all.insert(room_id(n)));
            for k in 0..room.exchanges.len() {
                assert!(all.insert(message_id(n, k)));
                assert!(all.insert(answer_id(n, k, 0)));
                assert!(all.insert(answer_id(n, k, 1)));
            }
        }
        for n in 0..AGENTS.len() {
            assert!(all.insert(agent_id(n)));
        }
        assert_eq!(message_id(3, 1), message_id(3, 1));
        let id = tool_use_id(answer_id(2, 0, 0));
        assert_eq!(id.len(), 30);
        assert!(
            id.starts_with("toolu_01") && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        );
        assert_ne!(id, tool_use_id(answer_id(2, 1, 0)));
    }

    #[test]
    fn default_titles_and_times_follow_the_api() {
        assert_eq!(default_title("\n  Plan my week  \nmore"), "Plan my week");
        let long = "x".repeat(61);
        assert_eq!(default_title(&long).chars().count(), 61);
        assert!(default_title(&long).ends_with('…'));
        let now = Utc::now();
        let at = local_time(now, 2, (9, 30));
        assert!(at < now);
        assert_eq!(at.format("%H:%M").to_string(), "00:30");
        assert!(tokens("こんにちは") > tokens("hello"));
    }
}
