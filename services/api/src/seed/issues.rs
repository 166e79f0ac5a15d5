//! The demo issue tracker (issue 15): the four statuses and five categories in both languages,
//! and 240 issues about the running of the business (invoices, the VPN, payroll, the CRM,
//! office moves, 経費精算, 勤怠システム, 社内Wiki…), half in Japanese, spread over half a year
//! of history imported with its business time (`Metadata::occurred_at`): every status, priority
//! and category, some issues on the demo projects, assigned to demo employees, linked to demo
//! documents and tagged; a few hundred comments, some mentioning colleagues with `@Name`, a few
//! edited, and two issues converted into tasks.
//!
//! Everything is fixed: ids are derived from the issue's number and its content from a small
//! pseudo-random sequence seeded by that number ([`plan`]), so a second run adds nothing and
//! every run writes the same issues (relative to the day it runs). Issues are written a few at
//! a time, so their commands share the journal's group commits.

use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};
use futures::{StreamExt, TryStreamExt, stream};
use sqlx::PgPool;
use staffhub_domain::issues::IssueServices;
use staffhub_domain::issues::category::{IssueCategory, IssueCategoryCommand};
use staffhub_domain::issues::choice::ChoiceError;
use staffhub_domain::issues::issue::{Issue, IssueCommand, IssueError};
use staffhub_domain::issues::status::{IssueStatus, IssueStatusCommand};
use staffhub_domain::tasks::{Task, TaskCommand, TaskError, TaskServices};
use staffhub_journal::{ExecuteError, Journal, Metadata};
use uuid::Uuid;

use super::{EMPLOYEES, SeedReport};
use crate::error::ApiResult;
use crate::lookups::DirectoryLookup;

/// Statuses: (en, ja, colour); their places follow this order.
const STATUSES: [(&str, &str, &str); 4] = [
    ("Open", "未対応", "blue"),
    ("Processing", "対応中", "yellow"),
    ("Closed", "クローズ", "gray"),
    ("Completed", "完了", "green"),
];
const OPEN: usize = 0;
const PROCESSING: usize = 1;
const CLOSED: usize = 2;
const COMPLETED: usize = 3;

/// Categories: (en, ja, colour); their places follow this order.
const CATEGORIES: [(&str, &str, &str); 5] = [
    ("Bug", "不具合", "red"),
    ("Request", "要望", "cyan"),
    ("Question", "質問", "violet"),
    ("Improvement", "改善", "teal"),
    ("Incident", "障害", "orange"),
];
const BUG: usize = 0;
const REQUEST: usize = 1;
const QUESTION: usize = 2;
const IMPROVEMENT: usize = 3;
const INCIDENT: usize = 4;

/// How many issues the demo has.
pub const ISSUE_COUNT: usize = 240;

/// The issues converted into tasks (their status is Processing).
const CONVERTED: [usize; 2] = [201, 214];

/// Tags by their place in `super::TAGS`.
const TAG_URGENT: [usize; 2] = [0, 1];
const TAG_CUSTOMER: [usize; 2] = [2, 3];
const TAG_INTERNAL: usize = 4;
const TAG_BUG_JA: usize = 5;
const TAG_ESTIMATE: usize = 7;

/// What an issue is about: its title (`{}` is the team or office it concerns), description,
/// category, the demo document that helps (its place in `documents::DOCUMENTS`), the demo
/// project it belongs to (its place in `sales::PROJECTS`), and whether customers feel it.
struct Topic {
    title: &'static str,
    description: &'static str,
    category: usize,
    document: Option<usize>,
    project: Option<usize>,
    customer: bool,
}

const fn topic(title: &'static str, description: &'static str, category: usize) -> Topic {
    Topic {
        title,
        description,
        category,
        document: None,
        project: None,
        customer: false,
    }
}

impl Topic {
    const fn document(self, document: usize) -> Self {
        Topic {
            document: Some(document),
            ..self
        }
    }

    const fn project(self, project: usize) -> Self {
        Topic {
            project: Some(project),
            ..self
        }
    }

    const fn customer(self) -> Self {
        Topic {
            customer: true,
            ..self
        }
    }
}

const TOPICS_EN: [Topic; 24] = [
    topic(
        "VPN drops every few minutes for {}",
        "Since Monday the WireGuard tunnel disconnects every 3–5 minutes.\n\n**Steps**\n\n1. Connect from home\n2. Open the CRM\n3. Wait a few minutes\n\n**Expected** a stable connection. **Actual** `handshake did not complete` in the log.",
        INCIDENT,
    )
    .document(0),
    topic(
        "Invoice PDF shows the wrong tax rate for {}",
        "Invoices issued after the 1st show **8%** instead of **10%** on standard-rated items. Reissued invoices have the same problem.",
        BUG,
    )
    .customer(),
    topic(
        "Payroll export misses overtime hours for {}",
        "The CSV we send to the payroll provider has an empty `overtime` column for everyone on flexible hours. The deadline for this month's run is the 20th.",
        BUG,
    ),
    topic(
        "CRM: a fiscal-year-end field on accounts for {}",
        "We plan renewals around the customer's fiscal year. A date field on the account page would replace the spreadsheet we keep beside the CRM.",
        REQUEST,
    )
    .customer(),
    topic(
        "How do I reset my CRM password? ({})",
        "The reset email never arrives, and spam is empty. Is there another way to get back in?",
        QUESTION,
    ),
    topic(
        "Office move: network ports on the new floor for {}",
        "We move to 5F on the 15th.\n\n- 24 wired ports\n- two Wi-Fi access points\n- a port for the shared printer",
        REQUEST,
    ),
    topic(
        "Speed up the monthly invoice run for {}",
        "The invoice batch takes about three hours on the last business day. Could it run per customer group, or start the night before?",
        IMPROVEMENT,
    ),
    topic(
        "Laptop refresh for {}",
        "Five laptops are over four years old; their batteries last under an hour and the disks are nearly full.",
        REQUEST,
    ),
    topic(
        "Shared printer jams on every other job ({})",
        "The printer by the kitchen jams on every second job. The toner was replaced last week; the tray rollers look worn.",
        INCIDENT,
    ),
    topic(
        "Who approves travel expenses above ¥100,000? ({})",
        "The expense guide says \"your manager\", but for trips abroad finance asked for a second approval. Which is it?",
        QUESTION,
    )
    .document(1),
    topic(
        "Deploy failed: migration timed out ({})",
        "Last night's deploy stopped at `staffhub migrate` after 5 minutes. We rolled back as the runbook says.\n\n```\nerror: statement timeout\n```",
        INCIDENT,
    )
    .document(10),
    topic(
        "Onboarding checklist is out of date for {}",
        "The checklist still links to the old wiki and misses the security training. New joiners keep asking in chat.",
        IMPROVEMENT,
    ),
    topic(
        "Parent portal: timetable page is blank on Safari ({})",
        "On iOS Safari the timetable stays empty; Chrome on the same phone shows it. The console shows a date parsing error.",
        BUG,
    )
    .project(1),
    topic(
        "Tracking pilot: GPS positions lag by minutes ({})",
        "Trucks show where they were 5–10 minutes ago. The devices send every 30 s; the delay seems to be on our side.",
        BUG,
    )
    .project(3),
    topic(
        "Customer cannot open the quote link ({})",
        "The link in the quote email answers *403 Forbidden* for the customer. It works for us when signed in.",
        BUG,
    )
    .customer(),
    topic(
        "Two-factor sign-in for the CRM ({})",
        "Customer data is in the CRM; the security review asks for two-factor sign-in for everyone who can export it.",
        IMPROVEMENT,
    ),
    topic(
        "Meeting room display shows yesterday's bookings ({})",
        "The tablet outside room A shows yesterday's schedule until someone taps it.",
        BUG,
    ),
    topic(
        "A second monitor for {}",
        "Support works with the CRM and the ticket queue side by side; a second screen would help a lot.",
        REQUEST,
    ),
    topic(
        "Email to customers delayed by up to an hour ({})",
        "Order confirmations and invoices reach customers 30–60 minutes late since this morning. The mail queue keeps growing.",
        INCIDENT,
    )
    .document(11)
    .customer(),
    topic(
        "Where is the remote work policy? ({})",
        "I could not find the current remote work policy on the wiki. Does the three-days rule still apply?",
        QUESTION,
    )
    .document(7),
    topic(
        "Weekly sales report takes too long to build for {}",
        "Building the report by hand from the CRM export takes half a day every Monday. Could the CRM produce it?",
        IMPROVEMENT,
    ),
    topic(
        "Wi-Fi keeps asking for the password again ({})",
        "Laptops drop off the office Wi-Fi after lunch and ask for the password again.",
        BUG,
    ),
    topic(
        "A shared mailbox for {}",
        "We answer customer questions from personal mailboxes; a shared one would keep the history when someone is away.",
        REQUEST,
    ),
    topic(
        "Price list in the CRM is last quarter's ({})",
        "New quotes still use last quarter's prices. Sales corrected two quotes by hand this week.",
        BUG,
    )
    .customer(),
];

const TOPICS_JA: [Topic; 24] = [
    topic(
        "経費精算で領収書の画像がアップロードできない（{}）",
        "スマートフォンで撮影した領収書をアップロードすると「ファイル形式が不正です」と表示されます。\n\n- 端末：iPhone\n- 形式：HEIC\n\nPDFに変換すればアップロードできます。",
        BUG,
    )
    .document(1),
    topic(
        "勤怠システムの打刻が反映されない（{}）",
        "朝の出勤打刻が勤怠システムに反映されず、退勤だけが記録されています。今月すでに3回発生しました。",
        BUG,
    )
    .document(6),
    topic(
        "社内Wikiの検索が遅い（{}）",
        "社内Wikiでキーワード検索すると結果が出るまで10秒以上かかります。特に日本語のキーワードで遅いです。",
        IMPROVEMENT,
    ),
    topic(
        "{}のVPN接続が頻繁に切れる",
        "在宅勤務中にVPNが数分おきに切断されます。再接続すれば使えますが、CRMの入力内容が消えてしまいます。",
        INCIDENT,
    )
    .document(0),
    topic(
        "請求書の宛名に部署名を追加したい（{}）",
        "取引先から、請求書の宛名に部署名と担当者名を入れてほしいとの要望がありました。",
        REQUEST,
    )
    .customer(),
    topic(
        "給与明細のPDFが文字化けする（{}）",
        "給与明細をダウンロードすると、氏名と住所が文字化けしています。ブラウザを変えても同じです。",
        BUG,
    ),
    topic(
        "オフィス移転に伴う座席表の作成（{}）",
        "来月のオフィス移転に向けて、新フロアの座席表と内線番号の一覧を作成してください。",
        REQUEST,
    ),
    topic(
        "有給休暇の残日数はどこで確認できますか？（{}）",
        "勤怠システムのどの画面で有給休暇の残日数を確認できるか教えてください。",
        QUESTION,
    )
    .document(6),
    topic(
        "CRMの顧客一覧をCSVで出力したい（{}）",
        "展示会の案内を送るため、CRMの顧客一覧を業種・地域つきでCSV出力したいです。",
        REQUEST,
    )
    .customer(),
    topic(
        "会議室の予約が二重に登録される（{}）",
        "同じ時間帯に同じ会議室の予約が2件登録できてしまいます。今週、打ち合わせが重なりました。",
        BUG,
    ),
    topic(
        "{}でメールの送信が遅延している",
        "本日10時ごろから、社外宛てのメールが30分以上遅れて届いています。顧客からも問い合わせがありました。",
        INCIDENT,
    )
    .document(11)
    .customer(),
    topic(
        "社内Wikiのテンプレートを整備したい（{}）",
        "議事録や手順書の書き方が人によってばらばらなので、社内Wikiにテンプレートを用意したいです。",
        IMPROVEMENT,
    ),
    topic(
        "基幹システム刷新：在庫データ移行で品番が重複する（{}）",
        "移行リハーサルで、旧システムの品番のうち約200件が重複して取り込まれました。枝番の扱いを確認する必要があります。",
        BUG,
    )
    .project(0),
    topic(
        "予約システム：15分枠が表示されない（{}）",
        "診療科によっては15分単位の予約枠が表示されず、30分枠だけになります。",
        BUG,
    )
    .project(2),
    topic(
        "基幹システム刷新：受注画面の入力項目を減らしたい（{}）",
        "現場から、受注入力の必須項目が多すぎるという声が出ています。使われていない項目を洗い出したいです。",
        REQUEST,
    )
    .project(0),
    topic(
        "勤怠システムの残業申請の承認を簡単にしたい（{}）",
        "残業申請の承認に3段階必要で、月末に承認待ちが溜まります。2段階にできないでしょうか。",
        IMPROVEMENT,
    ),
    topic(
        "交通費の精算はICカードの履歴で足りますか？（{}）",
        "交通費を精算するとき、領収書の代わりにICカードの利用履歴を添付すればよいでしょうか。",
        QUESTION,
    )
    .document(1),
    topic(
        "{}の複合機でスキャンができない",
        "複合機でスキャンしたファイルが共有フォルダに保存されません。エラーコードは E-503 です。",
        INCIDENT,
    ),
    topic(
        "新入社員のアカウント発行手順を教えてください（{}）",
        "来週入社する2名のメールアドレスとCRMのアカウントを発行したいです。申請先と必要な情報を教えてください。",
        QUESTION,
    ),
    topic(
        "見積書のテンプレートを新しいロゴに差し替えたい（{}）",
        "ロゴの変更に合わせて、見積書と請求書のテンプレートを更新してください。",
        REQUEST,
    )
    .customer(),
    topic(
        "CRMの商談画面の表示が遅い（{}）",
        "商談の詳細画面を開くのに5秒以上かかります。活動履歴の多い商談で特に遅いです。",
        IMPROVEMENT,
    ),
    topic(
        "経費精算の承認通知が届かない（{}）",
        "経費精算を申請しても、承認者に通知メールが届いていないようです。",
        BUG,
    )
    .document(1),
    topic(
        "ファイルサーバーの容量が不足している（{}）",
        "ファイルサーバーの空き容量が5%を切り、保存に失敗するケースが出ています。",
        INCIDENT,
    ),
    topic(
        "問い合わせ対応テンプレートを更新したい（{}）",
        "料金改定に合わせて、サポート対応テンプレートの回答例を見直したいです。",
        IMPROVEMENT,
    )
    .document(13),
];

/// The teams and offices issues concern: each topic comes up once for each.
const CONTEXTS_EN: [&str; 5] = [
    "the Tokyo office",
    "the Osaka branch",
    "the sales team",
    "the support desk",
    "finance",
];
const CONTEXTS_JA: [&str; 5] = ["東京本社", "大阪支店", "営業部", "サポート窓口", "経理部"];

/// A closing line for the description, so issues of one topic differ.
const NOTES_EN: [&str; 5] = [
    "Seen on Windows 11 and macOS alike.",
    "It has happened every day since last week.",
    "Several people on the team are affected.",
    "Not urgent, but it slows us down.",
    "Screenshots are in the team channel.",
];
const NOTES_JA: [&str; 5] = [
    "Windows・Macどちらでも発生しています。",
    "先週から毎日発生しています。",
    "チームの複数名が影響を受けています。",
    "急ぎではありませんが、業務効率に影響しています。",
    "スクリーンショットはチームのチャンネルに共有済みです。",
];

const COMMENTS_EN: [&str; 8] = [
    "I can reproduce this on my machine as well.",
    "Looking into it now.",
    "Could you attach a screenshot of the error?",
    "This looks related to last week's update.",
    "Workaround for now: sign out, clear the cache and sign in again.",
    "Checked with the vendor: they know about it and a patch is planned.",
    "Added to this sprint.",
    "Same here since this morning.",
];
/// `{}` is the mentioned colleague's `@Name`.
const MENTIONS_EN: [&str; 4] = [
    "{} could you take a look at this one?",
    "{} this is the issue I mentioned in the weekly sync.",
    "Thanks {}, that fixed it for me.",
    "{} do you know who owns this?",
];
const CLOSING_EN: [&str; 3] = [
    "Fixed and deployed. Please reopen if it happens again.",
    "Done: confirmed with the reporter.",
    "Closing: this works as intended, see the linked guide.",
];
const EDIT_EN: &str = "\n\n**Edit:** the mobile app is affected too.";

const COMMENTS_JA: [&str; 8] = [
    "こちらでも再現しました。",
    "確認します。少々お待ちください。",
    "エラー画面のスクリーンショットを添付していただけますか？",
    "先週のアップデートの影響かもしれません。",
    "暫定対応として、再ログインで解消することを確認しました。",
    "ベンダーに問い合わせ中です。",
    "今週のスプリントで対応します。",
    "本日朝から同じ現象が出ています。",
];
const MENTIONS_JA: [&str; 4] = [
    "{} さん、確認をお願いできますか？",
    "{} さん、週次ミーティングで話した件です。",
    "{} さん、ありがとうございます。解消しました。",
    "{} さん、担当の方をご存じですか？",
];
const CLOSING_JA: [&str; 3] = [
    "修正を反映しました。再発した場合は再オープンしてください。",
    "対応完了しました。報告者に確認済みです。",
    "仕様どおりの動作のためクローズします。リンクしたマニュアルをご参照ください。",
];
const EDIT_JA: &str = "\n\n**追記：** スマートフォン版でも同じ現象です。";

fn status_id(n: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0015_0000_0000 + n as u128)
}

fn category_id(n: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0015_0001_0000 + n as u128)
}

fn issue_id(n: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0015_0002_0000 + n as u128)
}

/// Comment `k` of issue `n`.
fn comment_id(n: usize, k: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0015_0003_0000 + (n * 64 + k) as u128)
}

/// The task issue `n` was converted into.
fn task_id(n: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0015_0004_0000 + n as u128)
}

/// The demo documents' and projects' fixed ids (as `documents::document_id` and
/// `sales::project_id` derive them); [`existing`] keeps those the journal holds.
fn document_id(n: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0000_0d0c_0000 + n as u128)
}

fn project_id(n: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0002_0000_0000 + n as u128)
}

const DEMO_DOCUMENTS: usize = 14;
const DEMO_PROJECTS: usize = 4;

/// A small, fixed pseudo-random sequence per issue (the same issues on every run).
struct Rng(u64);

impl Rng {
    fn new(n: usize) -> Self {
        Rng(0x9e37_79b9_7f4a_7c15 ^ (n as u64 + 1).wrapping_mul(0x2545_f491_4f6c_dd1d))
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// True `percent` times in a hundred.
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

/// A comment as planned: who writes it, its body and whom it mentions (employee indexes).
#[derive(Debug, Clone, PartialEq)]
struct PlannedComment {
    k: usize,
    author: usize,
    body: String,
    mentions: Vec<usize>,
}

/// What happens to an issue after it was created, in order.
#[derive(Debug, Clone, PartialEq)]
enum Step {
    Comment(PlannedComment),
    /// The author edits comment `k` to this body.
    EditComment(PlannedComment),
    Status(usize),
    Priority(i32),
    Assign(usize),
    Project(usize),
    Document(usize),
    Convert,
}

/// Issue `n` as the seed writes it: indexes into the demo's employees, tags, documents,
/// projects, and this file's statuses and categories.
#[derive(Debug, Clone, PartialEq)]
struct Planned {
    n: usize,
    title: String,
    description: String,
    priority: i32,
    reporter: usize,
    categories: Vec<usize>,
    project: Option<usize>,
    assignees: Vec<usize>,
    documents: Vec<usize>,
    tags: Vec<usize>,
    /// How long before the seed runs the issue was reported.
    minutes_ago: i64,
    steps: Vec<Step>,
}

impl Planned {
    #[cfg(test)]
    fn final_status(&self) -> usize {
        self.steps
            .iter()
            .rev()
            .find_map(|s| match s {
                Step::Status(status) => Some(*status),
                _ => None,
            })
            .unwrap_or(OPEN)
    }

    /// The priority after any escalation.
    fn final_priority(&self) -> i32 {
        self.steps
            .iter()
            .rev()
            .find_map(|s| match s {
                Step::Priority(p) => Some(*p),
                _ => None,
            })
            .unwrap_or(self.priority)
    }
}

/// Someone other than `not`, in the same half of the demo (Japanese names first, then
/// English ones) most of the time.
fn colleague(rng: &mut Rng, japanese: bool, not: &[usize]) -> usize {
    loop {
        let japanese_half = if rng.chance(80) { japanese } else { !japanese };
        let candidate = if japanese_half { 0 } else { 10 } + rng.below(10);
        if !not.contains(&candidate) {
            return candidate;
        }
    }
}

/// Where the issue ends up, more often resolved the older it is.
fn outcome(rng: &mut Rng, days_ago: i64) -> usize {
    // Chances of open, processing, closed (the rest completed), by age.
    let (open, processing, closed) = match days_ago {
        0..30 => (45, 35, 5),
        30..90 => (20, 30, 15),
        _ => (8, 7, 25),
    };
    let r = rng.below(100);
    if r < open {
        OPEN
    } else if r < open + processing {
        PROCESSING
    } else if r < open + processing + closed {
        CLOSED
    } else {
        COMPLETED
    }
}

struct CommentWriter {
    japanese: bool,
    next: usize,
}

impl CommentWriter {
    /// A comment; `closing` is the status the comment closes the issue with, if it does.
    fn comment(&mut self, rng: &mut Rng, author: usize, closing: Option<usize>) -> PlannedComment {
        let k = self.next;
        self.next += 1;
        let (plain, mention, close): (&[&str], &[&str], &[&str]) = if self.japanese {
            (&COMMENTS_JA, &MENTIONS_JA, &CLOSING_JA)
        } else {
            (&COMMENTS_EN, &MENTIONS_EN, &CLOSING_EN)
        };
        let (body, mentions) = if let Some(status) = closing {
            // Completed: fixed or done; closed: works as intended.
            let line = if status == CLOSED { 2 } else { rng.below(2) };
            (close[line].to_owned(), vec![])
        } else if rng.chance(35) {
            let who = colleague(rng, self.japanese, &[author]);
            let line = mention[rng.below(mention.len())];
            let name = format!("@{}", EMPLOYEES[who].0);
            (line.replace("{}", &name), vec![who])
        } else {
            (plain[rng.below(plain.len())].to_owned(), vec![])
        };
        PlannedComment {
            k,
            author,
            body,
            mentions,
        }
    }
}

/// Issue `n` of the demo, the same on every run.
fn plan(n: usize) -> Planned {
    let mut rng = Rng::new(n);
    let japanese = n % 2 == 1;
    let round = n / 2;
    let (topics, contexts, notes) = if japanese {
        (&TOPICS_JA, &CONTEXTS_JA, &NOTES_JA)
    } else {
        (&TOPICS_EN, &CONTEXTS_EN, &NOTES_EN)
    };
    let topic = &topics[round % topics.len()];
    // Each topic comes round five times, each time for another team; neighbours differ too.
    let context = contexts[(round / topics.len() + round % topics.len()) % contexts.len()];
    let title = topic.title.replace("{}", context);
    let description = format!("{}\n\n{}", topic.description, notes[rng.below(notes.len())]);
    // Issue 0 is the oldest, about half a year ago; the last ones are from today.
    let minutes_ago = ((ISSUE_COUNT - n) * 1_080 - rng.below(900)) as i64;
    let converted = CONVERTED.contains(&n);
    let final_status = if converted {
        PROCESSING
    } else {
        outcome(&mut rng, minutes_ago / (24 * 60))
    };
    let priority = match (topic.category, rng.below(100)) {
        (INCIDENT, r) if r < 60 => 1,
        (INCIDENT, _) => 2,
        (_, r) if r < 15 => 1,
        (_, r) if r < 65 => 2,
        _ => 3,
    };
    let mut categories = vec![topic.category];
    if rng.chance(15) {
        categories.push((topic.category + 1 + rng.below(CATEGORIES.len() - 1)) % CATEGORIES.len());
    }
    let reporter = colleague(&mut rng, japanese, &[]);
    let mut assignees = Vec::new();
    if rng.chance(35) {
        assignees.push(colleague(&mut rng, japanese, &[reporter]));
        if rng.chance(25) {
            let second = colleague(&mut rng, japanese, &[reporter, assignees[0]]);
            assignees.push(second);
        }
    }
    let lang = usize::from(japanese);
    let mut tags = Vec::new();
    if priority == 1 {
        tags.push(TAG_URGENT[lang]);
    }
    if topic.customer {
        tags.push(TAG_CUSTOMER[lang]);
    }
    if japanese && topic.category == BUG {
        tags.push(TAG_BUG_JA);
    }
    if topic.title.contains("見積") {
        tags.push(TAG_ESTIMATE);
    }
    if tags.is_empty() && rng.chance(50) {
        tags.push(TAG_INTERNAL);
    }

    // Links made when the issue was reported, or later on (history shows both).
    let (mut documents, mut later) = (Vec::new(), Vec::new());
    if let Some(document) = topic.document {
        if rng.chance(50) {
            documents.push(document);
        } else if rng.chance(70) {
            later.push(Step::Document(document));
        }
    }
    let mut project = None;
    if let Some(p) = topic.project {
        if rng.chance(50) {
            project = Some(p);
        } else {
            later.push(Step::Project(p));
        }
    }

    let mut writer = CommentWriter { japanese, next: 0 };
    let comments = match rng.below(100) {
        0..20 => 0,
        20..55 => 1,
        55..85 => 2,
        _ => 3,
    };
    let mut team = vec![reporter];
    team.extend(&assignees);
    let mut steps: Vec<Step> = later;
    let commenter = |rng: &mut Rng, team: &[usize]| {
        if rng.chance(60) {
            team[rng.below(team.len())]
        } else {
            colleague(rng, japanese, &[])
        }
    };
    let mut push_comment = |rng: &mut Rng, steps: &mut Vec<Step>, author: usize| {
        let comment = writer.comment(rng, author, None);
        let edited = rng.chance(8).then(|| PlannedComment {
            body: format!(
                "{}{}",
                comment.body,
                if japanese { EDIT_JA } else { EDIT_EN }
            ),
            ..comment.clone()
        });
        steps.push(Step::Comment(comment));
        steps.extend(edited.map(Step::EditComment));
    };
    if comments >= 1 {
        let author = commenter(&mut rng, &team);
        push_comment(&mut rng, &mut steps, author);
    }
    let works_on_it = match final_status {
        PROCESSING | COMPLETED => true,
        CLOSED => rng.chance(50),
        _ => false,
    };
    if works_on_it {
        if assignees.is_empty() {
            let someone = colleague(&mut rng, japanese, &[reporter]);
            team.push(someone);
            steps.push(Step::Assign(someone));
        }
        steps.push(Step::Status(PROCESSING));
    }
    if converted {
        steps.push(Step::Convert);
    }
    if priority != 1 && rng.chance(8) {
        steps.push(Step::Priority(1));
    }
    for _ in 1..comments {
        let author = commenter(&mut rng, &team);
        push_comment(&mut rng, &mut steps, author);
    }
    if matches!(final_status, CLOSED | COMPLETED) {
        let closer = *team.last().unwrap_or(&reporter);
        steps.push(Step::Comment(writer.comment(
            &mut rng,
            closer,
            Some(final_status),
        )));
        steps.push(Step::Status(final_status));
    }
    Planned {
        n,
        title,
        description,
        priority,
        reporter,
        categories,
        project,
        assignees,
        documents,
        tags,
        minutes_ago,
        steps,
    }
}

/// Of `ids` (aggregates of `aggregate_type`), each one the journal has a `created` event for,
/// else `None` (an older demo without it links nothing there).
async fn existing(
    pool: &PgPool,
    aggregate_type: &str,
    created: &str,
    ids: Vec<Uuid>,
) -> ApiResult<Vec<Option<Uuid>>> {
    let keys: Vec<String> = ids.iter().map(Uuid::to_string).collect();
    let found: Vec<String> = sqlx::query_scalar(
        "SELECT aggregate_id FROM events
         WHERE aggregate_type = $1 AND event_type = $2 AND aggregate_id = ANY($3)",
    )
    .bind(aggregate_type)
    .bind(created)
    .bind(&keys)
    .fetch_all(pool)
    .await?;
    Ok(ids
        .into_iter()
        .zip(keys)
        .map(|(id, key)| found.contains(&key).then_some(id))
        .collect())
}

/// What the seed's other parts made, by index, as the issues refer to them.
struct Demo<'a> {
    journal: &'a Journal,
    services: &'a IssueServices,
    task_services: &'a TaskServices,
    employees: &'a [Uuid],
    tags: &'a [Uuid],
    documents: &'a [Option<Uuid>],
    projects: &'a [Option<Uuid>],
    now: DateTime<Utc>,
}

/// What writing one issue added.
#[derive(Default)]
struct Written {
    issues: usize,
    comments: usize,
    tasks: usize,
}

impl Demo<'_> {
    fn employee(&self, i: usize) -> Uuid {
        self.employees[i % self.employees.len()]
    }

    async fn issue(&self, planned: Planned) -> ApiResult<Written> {
        let mut written = Written::default();
        let n = planned.n;
        let id = issue_id(n);
        let key = id.to_string();
        let reported = self.now - Duration::minutes(planned.minutes_ago);
        let by = |actor: usize, at: DateTime<Utc>| Metadata {
            actor_id: Some(self.employee(actor)),
            occurred_at: Some(at),
            ..Metadata::system()
        };
        let create = IssueCommand::CreateIssue {
            issue_id: id,
            title: planned.title.clone(),
            description: planned.description.clone(),
            status_id: status_id(OPEN),
            priority_id: planned.priority,
            reporter_id: self.employee(planned.reporter),
            category_ids: planned.categories.iter().map(|c| category_id(*c)).collect(),
            project_id: planned.project.and_then(|p| self.projects[p]),
            assignee_ids: planned
                .assignees
                .iter()
                .map(|e| self.employee(*e))
                .collect(),
            document_ids: planned
                .documents
                .iter()
                .filter_map(|d| self.documents[*d])
                .collect(),
            tag_ids: planned
                .tags
                .iter()
                .filter_map(|t| self.tags.get(*t).copied())
                .collect(),
        };
        self.journal.expect_new::<Issue>(&key);
        match self
            .journal
            .execute::<Issue>(&key, create, self.services, &by(planned.reporter, reported))
            .await
        {
            Ok(_) => written.issues += 1,
            Err(ExecuteError::Rejected(IssueError::AlreadyExists)) => return Ok(written),
            Err(error) => return Err(error.into()),
        }
        // The rest happens within a month of the report (sooner for recent issues), evenly.
        let span = (planned.minutes_ago - 30).clamp(1, 30 * 24 * 60);
        let steps = planned.steps.len() as i64;
        let mut actor = planned
            .assignees
            .first()
            .copied()
            .unwrap_or(planned.reporter);
        for (i, step) in planned.steps.iter().enumerate() {
            let at = reported + Duration::minutes(span * (i as i64 + 1) / (steps + 1));
            let command = match step {
                Step::Comment(c) => {
                    written.comments += 1;
                    IssueCommand::AddComment {
                        comment_id: comment_id(n, c.k),
                        author_id: self.employee(c.author),
                        body: c.body.clone(),
                        mention_ids: c.mentions.iter().map(|e| self.employee(*e)).collect(),
                    }
                }
                Step::EditComment(c) => IssueCommand::EditComment {
                    comment_id: comment_id(n, c.k),
                    editor_id: self.employee(c.author),
                    body: c.body.clone(),
                    mention_ids: c.mentions.iter().map(|e| self.employee(*e)).collect(),
                },
                Step::Status(s) => IssueCommand::ChangeIssueStatus {
                    status_id: status_id(*s),
                },
                Step::Priority(p) => IssueCommand::ChangeIssuePriority { priority_id: *p },
                Step::Assign(e) => {
                    actor = *e;
                    IssueCommand::AssignEmployee {
                        employee_id: self.employee(*e),
                    }
                }
                Step::Project(p) => match self.projects[*p] {
                    Some(project_id) => IssueCommand::AssignProject { project_id },
                    None => continue,
                },
                Step::Document(d) => match self.documents[*d] {
                    Some(document_id) => IssueCommand::LinkDocument { document_id },
                    None => continue,
                },
                Step::Convert => {
                    self.convert(&planned, &by(actor, at)).await?;
                    written.tasks += 1;
                    continue;
                }
            };
            let who = match step {
                Step::Comment(c) | Step::EditComment(c) => c.author,
                _ => actor,
            };
            self.journal
                .execute::<Issue>(&key, command, self.services, &by(who, at))
                .await?;
        }
        Ok(written)
    }

    /// "Convert to task", as the API does it: the issue first, then the task with its id.
    async fn convert(&self, planned: &Planned, metadata: &Metadata) -> ApiResult<()> {
        let id = issue_id(planned.n);
        let task = task_id(planned.n);
        self.journal
            .execute::<Issue>(
                &id.to_string(),
                IssueCommand::ConvertToTask { task_id: task },
                self.services,
                metadata,
            )
            .await?;
        let create = TaskCommand::CreateTaskFromIssue {
            task_id: task,
            issue_id: id,
            title: planned.title.clone(),
            description: planned.description.clone(),
            priority_id: planned.final_priority(),
        };
        match self
            .journal
            .execute::<Task>(&task.to_string(), create, self.task_services, metadata)
            .await
        {
            Ok(_) | Err(ExecuteError::Rejected(TaskError::AlreadyExists)) => Ok(()),
            Err(error) => Err(error.into()),
        }
    }
}

/// The status and category lists every installation starts with (spec: seeded Open,
/// Processing, Closed, Completed and Bug, Request, Question…), under fixed ids, so running it
/// again adds nothing.
async fn default_lists(
    journal: &Journal,
    services: &IssueServices,
    set_up: &Metadata,
    report: &mut SeedReport,
) -> ApiResult<()> {
    for (position, (label_en, label_ja, colour)) in STATUSES.iter().enumerate() {
        let id = status_id(position);
        let command = IssueStatusCommand::CreateIssueStatus {
            status_id: id,
            label_en: (*label_en).to_owned(),
            label_ja: (*label_ja).to_owned(),
            colour: (*colour).to_owned(),
            position: position as i32,
        };
        match journal
            .execute::<IssueStatus>(&id.to_string(), command, services, set_up)
            .await
        {
            Ok(_) => report.issue_statuses_created += 1,
            Err(ExecuteError::Rejected(ChoiceError::AlreadyExists)) => {}
            Err(error) => return Err(error.into()),
        }
    }
    for (position, (label_en, label_ja, colour)) in CATEGORIES.iter().enumerate() {
        let id = category_id(position);
        let command = IssueCategoryCommand::CreateIssueCategory {
            category_id: id,
            label_en: (*label_en).to_owned(),
            label_ja: (*label_ja).to_owned(),
            colour: (*colour).to_owned(),
            position: position as i32,
        };
        match journal
            .execute::<IssueCategory>(&id.to_string(), command, services, set_up)
            .await
        {
            Ok(_) => report.issue_categories_created += 1,
            Err(ExecuteError::Rejected(ChoiceError::AlreadyExists)) => {}
            Err(error) => return Err(error.into()),
        }
    }

    Ok(())
}

/// A fresh installation's issue lists (`staffhub user create-admin`): the defaults, unless the
/// installation has statuses already (its admins manage them from then on). Returns whether
/// they were added.
pub async fn ensure_default_lists(pool: &PgPool) -> ApiResult<bool> {
    let any: bool = sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM events WHERE aggregate_type IN ('IssueStatus', 'IssueCategory'))",
    )
    .fetch_one(pool)
    .await?;
    if any {
        return Ok(false);
    }
    let journal = Journal::new(pool.clone());
    let services = IssueServices {
        lookup: Arc::new(DirectoryLookup(pool.clone())),
    };
    let mut report = SeedReport::default();
    default_lists(&journal, &services, &Metadata::system(), &mut report).await?;
    Ok(true)
}

pub async fn seed(
    pool: &PgPool,
    journal: &Journal,
    employee_ids: &[Uuid],
    tag_ids: &[Uuid],
    report: &mut SeedReport,
) -> ApiResult<()> {
    let lookup = Arc::new(DirectoryLookup(pool.clone()));
    let services = IssueServices {
        lookup: lookup.clone(),
    };
    let task_services = TaskServices { employees: lookup };
    let now = Utc::now();
    // The lists were set up before the first issue was reported.
    let set_up = Metadata {
        occurred_at: Some(now - Duration::days(200)),
        ..Metadata::system()
    };
    default_lists(journal, &services, &set_up, report).await?;

    let documents = existing(
        pool,
        "Document",
        "DocumentCreated",
        (0..DEMO_DOCUMENTS).map(document_id).collect(),
    )
    .await?;
    let projects = existing(
        pool,
        "Project",
        "ProjectCreated",
        (0..DEMO_PROJECTS).map(project_id).collect(),
    )
    .await?;
    let demo = Demo {
        journal,
        services: &services,
        task_services: &task_services,
        employees: employee_ids,
        tags: tag_ids,
        documents: &documents,
        projects: &projects,
        now,
    };
    // A few issues at a time: each one's commands in order, different issues' commands
    // appended together.
    let written: Vec<Written> = stream::iter((0..ISSUE_COUNT).map(plan))
        .map(|planned| demo.issue(planned))
        .buffer_unordered(8)
        .try_collect()
        .await?;
    for w in written {
        report.issues_created += w.issues;
        report.issue_comments_created += w.comments;
        report.issue_tasks_created += w.tasks;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use staffhub_domain::issues::{COMMENT_MAX_CHARS, TITLE_MAX_CHARS};

    use super::*;

    fn all() -> Vec<Planned> {
        (0..ISSUE_COUNT).map(plan).collect()
    }

    fn comments(planned: &Planned) -> impl Iterator<Item = &PlannedComment> {
        planned.steps.iter().filter_map(|s| match s {
            Step::Comment(c) => Some(c),
            _ => None,
        })
    }

    #[test]
    fn the_seeded_issues_are_the_same_on_every_run_with_distinct_titles_in_both_languages() {
        assert_eq!(all(), all());
        let issues = all();
        let titles: HashSet<&str> = issues.iter().map(|i| i.title.as_str()).collect();
        assert_eq!(titles.len(), ISSUE_COUNT, "every title differs");
        assert!(
            issues
                .iter()
                .all(|i| !i.title.contains("{}") && i.title.chars().count() <= TITLE_MAX_CHARS)
        );
        let japanese = issues
            .iter()
            .filter(|i| i.title.chars().any(|c| c > '\u{3000}'))
            .count();
        assert_eq!(japanese, ISSUE_COUNT / 2, "half of them Japanese");
    }

    #[test]
    fn the_seeded_issues_cover_every_status_priority_and_category_and_link_to_the_demo() {
        let issues = all();
        let statuses: HashSet<usize> = issues.iter().map(Planned::final_status).collect();
        assert_eq!(statuses.len(), STATUSES.len());
        for status in [OPEN, PROCESSING, CLOSED, COMPLETED] {
            let count = issues.iter().filter(|i| i.final_status() == status).count();
            assert!(count >= 20, "status {status}: {count} issues");
        }
        let priorities: HashSet<i32> = issues.iter().map(|i| i.priority).collect();
        assert_eq!(priorities, HashSet::from([1, 2, 3]));
        let categories: HashSet<usize> = issues.iter().flat_map(|i| i.categories.clone()).collect();
        assert_eq!(categories.len(), CATEGORIES.len());
        let linked = |f: fn(&Planned) -> bool| issues.iter().filter(|i| f(i)).count();
        assert!(
            linked(|i| i.project.is_some() || i.steps.iter().any(|s| matches!(s, Step::Project(_))))
                >= 15
        );
        assert!(
            linked(|i| !i.documents.is_empty()
                || i.steps.iter().any(|s| matches!(s, Step::Document(_))))
                >= 30
        );
        assert!(linked(|i| !i.assignees.is_empty()) >= 50);
        assert!(linked(|i| !i.tags.is_empty()) >= 100);
        assert!(
            issues
                .iter()
                .all(|i| i.documents.iter().all(|d| *d < DEMO_DOCUMENTS))
        );
        let converted: Vec<usize> = issues
            .iter()
            .filter(|i| i.steps.contains(&Step::Convert))
            .map(|i| i.n)
            .collect();
        assert_eq!(converted, CONVERTED.to_vec());
    }

    #[test]
    fn seeded_comments_mention_by_name_and_their_edits_keep_the_mentions() {
        let issues = all();
        let total: usize = issues.iter().map(|i| comments(i).count()).sum();
        assert!((250..=700).contains(&total), "{total} comments");
        let mut mentioning = 0;
        for issue in &issues {
            let mut ids = HashSet::new();
            for comment in comments(issue) {
                assert!(ids.insert(comment.k), "comment ids are unique per issue");
                assert!(comment.body.chars().count() <= COMMENT_MAX_CHARS);
                for who in &comment.mentions {
                    assert_ne!(*who, comment.author);
                    assert!(comment.body.contains(&format!("@{}", EMPLOYEES[*who].0)));
                    mentioning += 1;
                }
            }
        }
        assert!(mentioning >= 40, "{mentioning} mentions");
        let edits: Vec<&PlannedComment> = issues
            .iter()
            .flat_map(|i| {
                i.steps.iter().filter_map(|s| match s {
                    Step::EditComment(c) => Some(c),
                    _ => None,
                })
            })
            .collect();
        assert!(edits.len() >= 5, "{} edits", edits.len());
        for edit in edits {
            for who in &edit.mentions {
                assert!(edit.body.contains(&format!("@{}", EMPLOYEES[*who].0)));
            }
        }
    }

    /// What a first run reports (`tests/tests/spine/members.rs` expects the same).
    #[test]
    fn the_seed_writes_a_known_number_of_issues_and_comments() {
        let issues = all();
        let comments: usize = issues.iter().map(|i| comments(i).count()).sum();
        let converted = issues
            .iter()
            .filter(|i| i.steps.contains(&Step::Convert))
            .count();
        assert_eq!((issues.len(), comments, converted), (240, 477, 2));
    }

    #[test]
    fn a_seeded_issue_changes_status_only_to_another_one() {
        for issue in all() {
            let mut current = OPEN;
            for step in &issue.steps {
                if let Step::Status(to) = step {
                    assert_ne!(*to, current, "issue {}", issue.n);
                    current = *to;
                }
            }
        }
    }
}
