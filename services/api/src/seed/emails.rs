//! The demo email area (issue 17): eight templates in both languages (six active, two drafts;
//! HTML bodies that use the four variables `{{recipient_name}}`, `{{organization_name}}`,
//! `{{sender_name}}` and `{{unsubscribe_url}}`), and fifteen jobs, single and batch, in every
//! status the sender leaves alone: nine completed months to days ago, each with a report;
//! four drafts (one of them scheduled once and cancelled); and two scheduled days ahead.
//!
//! A completed job is written as the sender and the provider would have written it, with its
//! business time (`Metadata::occurred_at`): scheduled, queued to the demo organizations'
//! members (batch, read from the journal's organizations, as `read::emails::batch_audience`
//! selects them) or to the typed addresses (single), then for every recipient an
//! `EmailDelivery`: accepted by the relay (its headers rendered by `mail::render`, as the
//! sender renders them), a few after a temporary SMTP failure and its retry, one refused;
//! then the funnel the provider's webhooks (Mailgun's `event-data`, read by the webhook's own
//! `tracking::provider_event`) and our tracking links report: delivered, opened (some twice),
//! clicked, a mailbox over quota, two bounces, an unsubscribe and a complaint. The addresses
//! those end in are left out of later jobs, as the sender leaves them out (the skipped rows).
//!
//! No job is ever left scheduled for a time already past (the live sender would send it): a
//! completed job's schedule, queue, deliveries and completion are written one after another,
//! before `staffhub serve` runs (`cargo xtask run` seeds first).
//!
//! Everything is fixed: ids derive from the template's, job's and recipient's numbers, and the
//! outcomes from a small pseudo-random sequence seeded by them ([`outcomes`]), so a second run
//! adds nothing. A run that stopped half-way resumes each job from the status it reached.

use std::collections::HashMap;
use std::sync::Arc;

use base64::Engine;
use chrono::{DateTime, Duration, TimeZone, Utc};
use futures::{StreamExt, TryStreamExt, stream};
use serde_json::{Value, json};
use sqlx::PgPool;
use staffhub_domain::emails::{
    EmailAudience, EmailConditions, EmailContent, EmailDelivery, EmailDeliveryCommand,
    EmailDeliveryServices, EmailJob, EmailJobCommand, EmailJobError, EmailJobKind,
    EmailJobServices, EmailJobStatus, EmailRecipient, EmailTemplate, EmailTemplateCommand,
    EmailTemplateError, EmailTemplateServices, EmailTemplateStatus, EventSource, ProviderEventKind,
    SkipReason, SkippedRecipient,
};
use staffhub_domain::organizations::Organization;
use staffhub_journal::{ExecuteError, Journal, Metadata};
use uuid::Uuid;

use super::SeedReport;
use crate::error::{ApiError, ApiResult};
use crate::lookups::DirectoryLookup;
use crate::mail::render::{self, Content, Recipient};
use crate::mail::tokens::Tokens;
use crate::names::Names;

// ---------------------------------------------------------------- templates

/// A demo template: name, subject, HTML, whether it ends active, its author (a place in
/// `super::EMPLOYEES`), how many days ago it was written, and its history: created as a
/// draft and published two days later, or edited once (the subject it had before).
struct TemplateSpec {
    name: &'static str,
    subject: &'static str,
    /// The body as HTML, or as markdown (issue 37 §6) when it is `markdown`: its HTML is
    /// rendered as the server renders a template written in the form's markdown mode.
    html: &'static str,
    markdown: bool,
    active: bool,
    author: usize,
    days_ago: i64,
    published_later: bool,
    first_subject: Option<&'static str>,
}

impl TemplateSpec {
    /// The HTML that is mailed: as written, or rendered from the markdown.
    fn body_html(&self) -> String {
        if self.markdown {
            render::markdown_html(self.html)
        } else {
            self.html.to_owned()
        }
    }
}

const NEWSLETTER_EN: usize = 0;
const NEWSLETTER_JA: usize = 1;
const SEMINAR_EN: usize = 2;
const SEMINAR_JA: usize = 3;
const FOLLOW_UP_EN: usize = 4;
const QUOTE_JA: usize = 5;

const TEMPLATES: [TemplateSpec; 8] = [
    TemplateSpec {
        name: "Monthly newsletter",
        subject: "{{organization_name}}: what's new at Staffhub Demo this month",
        html: r#"<!doctype html>
<html lang="en">
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Helvetica,Arial,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px">
<tr><td style="padding:32px 32px 8px"><h1 style="margin:0;font-size:22px">News from Staffhub Demo</h1></td></tr>
<tr><td style="padding:8px 32px;font-size:15px;line-height:1.6">
<p>Dear {{recipient_name}},</p>
<p>Here is what changed this month for {{organization_name}} and our other customers:</p>
<ul>
<li><strong>Faster reports</strong>: the monthly sales report now opens in under a second.</li>
<li><strong>Shared mailboxes</strong>: answer customers from one team address, with the history kept.</li>
<li><strong>Japanese search</strong>: short words such as 見積 and 請求 now match.</li>
</ul>
<p><a href="https://demo.staffhub.example/releases/latest" style="color:#1c7ed6">Read the release notes</a> or
<a href="https://demo.staffhub.example/webinars" style="color:#1c7ed6">book a 20-minute walkthrough</a>.</p>
<p>As always, simply reply to this email if anything is unclear.</p>
<p>Best regards,<br>{{sender_name}}</p>
</td></tr>
<tr><td style="padding:16px 32px 32px;font-size:12px;color:#7b8794">You receive this newsletter as a contact of {{organization_name}}.
<a href="{{unsubscribe_url}}" style="color:#7b8794">Unsubscribe</a></td></tr>
</table></td></tr></table>
</body>
</html>"#,
        markdown: false,
        active: true,
        author: 10,
        days_ago: 170,
        published_later: false,
        first_subject: Some("What's new at Staffhub Demo this month"),
    },
    TemplateSpec {
        name: "月次ニュースレター",
        subject: "【{{organization_name}} 御中】Staffhub通信 今月のお知らせ",
        html: r#"<!doctype html>
<html lang="ja">
<body style="margin:0;padding:0;background:#f4f5f7;font-family:'Hiragino Sans','Noto Sans JP',Meiryo,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:8px">
<tr><td style="padding:32px 32px 8px"><h1 style="margin:0;font-size:20px">Staffhub通信</h1></td></tr>
<tr><td style="padding:8px 32px;font-size:15px;line-height:1.8">
<p>{{organization_name}}<br>{{recipient_name}} 様</p>
<p>いつも大変お世話になっております。今月の主なお知らせをお届けします。</p>
<ul>
<li><strong>帳票出力の高速化</strong>：月次の売上レポートが1秒以内に表示されるようになりました。</li>
<li><strong>共有メールボックス</strong>：チームの代表アドレスから返信でき、履歴も残ります。</li>
<li><strong>日本語検索の改善</strong>：「見積」「請求」などの短い語でも検索できるようになりました。</li>
</ul>
<p>詳しくは<a href="https://demo.staffhub.example/ja/releases/latest" style="color:#1c7ed6">リリースノート</a>をご覧ください。
操作説明会のお申し込みは<a href="https://demo.staffhub.example/ja/webinars" style="color:#1c7ed6">こちら</a>から承っております。</p>
<p>ご不明な点がございましたら、本メールにそのままご返信ください。<br>今後ともよろしくお願い申し上げます。</p>
<p>{{sender_name}}</p>
</td></tr>
<tr><td style="padding:16px 32px 32px;font-size:12px;color:#7b8794">本メールは{{organization_name}}のご担当者様にお送りしています。
配信停止は<a href="{{unsubscribe_url}}" style="color:#7b8794">こちら</a></td></tr>
</table></td></tr></table>
</body>
</html>"#,
        markdown: false,
        active: true,
        author: 0,
        days_ago: 165,
        published_later: false,
        first_subject: None,
    },
    TemplateSpec {
        name: "Seminar invitation",
        subject: "Invitation: running a paperless back office (online seminar)",
        html: r#"<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#ffffff;font-family:Helvetica,Arial,sans-serif;color:#1f2933;font-size:15px;line-height:1.6">
<p>Dear {{recipient_name}},</p>
<p>We would like to invite you and your colleagues at {{organization_name}} to our free online seminar
<strong>"Running a paperless back office"</strong>.</p>
<table role="presentation" cellpadding="6" style="border-left:4px solid #1c7ed6;margin:16px 0">
<tr><td><strong>When</strong></td><td>Thursday, 10:00–11:00 (JST)</td></tr>
<tr><td><strong>Where</strong></td><td>Online (the link follows after registration)</td></tr>
<tr><td><strong>Agenda</strong></td><td>Invoices without paper · approvals on the phone · a customer's story</td></tr>
</table>
<p><a href="https://demo.staffhub.example/seminars/paperless" style="background:#1c7ed6;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none">Register now</a></p>
<p>Seats are limited to 100. We look forward to seeing you there.</p>
<p>Kind regards,<br>{{sender_name}}</p>
<p style="font-size:12px;color:#7b8794">Don't want invitations like this? <a href="{{unsubscribe_url}}" style="color:#7b8794">Unsubscribe</a>.</p>
</body>
</html>"#,
        markdown: false,
        active: true,
        author: 11,
        days_ago: 150,
        published_later: false,
        first_subject: None,
    },
    TemplateSpec {
        name: "セミナーのご案内",
        subject: "【ご招待】オンラインセミナー「バックオフィスのペーパーレス化」",
        html: r#"<!doctype html>
<html lang="ja">
<body style="margin:0;padding:24px;background:#ffffff;font-family:'Hiragino Sans','Noto Sans JP',Meiryo,sans-serif;color:#1f2933;font-size:15px;line-height:1.8">
<p>{{organization_name}}<br>{{recipient_name}} 様</p>
<p>平素より格別のご高配を賜り、厚く御礼申し上げます。<br>
このたび、オンラインセミナー<strong>「バックオフィスのペーパーレス化」</strong>を開催いたします。</p>
<table role="presentation" cellpadding="6" style="border-left:4px solid #1c7ed6;margin:16px 0">
<tr><td><strong>日時</strong></td><td>木曜日 10:00〜11:00</td></tr>
<tr><td><strong>会場</strong></td><td>オンライン（お申し込み後にURLをお送りします）</td></tr>
<tr><td><strong>内容</strong></td><td>請求書の電子化／スマートフォンでの承認／導入企業様の事例紹介</td></tr>
<tr><td><strong>参加費</strong></td><td>無料</td></tr>
</table>
<p><a href="https://demo.staffhub.example/ja/seminars/paperless" style="background:#1c7ed6;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none">お申し込みはこちら</a></p>
<p>定員（100名）になり次第締め切らせていただきます。皆様のご参加を心よりお待ちしております。</p>
<p>{{sender_name}}</p>
<p style="font-size:12px;color:#7b8794">今後のご案内が不要な方は<a href="{{unsubscribe_url}}" style="color:#7b8794">配信停止</a>の手続きをお願いいたします。</p>
</body>
</html>"#,
        markdown: false,
        active: true,
        author: 1,
        days_ago: 140,
        published_later: false,
        first_subject: None,
    },
    TemplateSpec {
        name: "Meeting follow-up",
        subject: "Thank you for your time today",
        html: r#"Dear {{recipient_name}},

Thank you for taking the time to meet with us today. As promised, here is a short summary of what
we discussed and the next steps for {{organization_name}}:

1. We send you a proposal for the pilot by the end of next week.
2. Your team shares last quarter's order volumes, so we can size the pilot.
3. We meet again in two weeks to agree on the timeline.

The slides from today are here: [meeting slides](https://demo.staffhub.example/shared/meeting-slides).

Please let me know if I missed anything.

Best regards,
{{sender_name}}"#,
        markdown: true,
        active: true,
        author: 15,
        days_ago: 100,
        published_later: true,
        first_subject: None,
    },
    TemplateSpec {
        name: "お見積りのご送付",
        subject: "お見積書送付のご案内（{{organization_name}} 様）",
        html: r#"<p>{{organization_name}}<br>{{recipient_name}} 様</p>
<p>いつも大変お世話になっております。<br>先日はお打ち合わせのお時間をいただき、誠にありがとうございました。</p>
<p>ご依頼いただきましたお見積書を、下記よりご確認いただけます。</p>
<p><a href="https://demo.staffhub.example/ja/quotes/view">お見積書を表示する</a>（有効期限：発行日より30日間）</p>
<p>内容についてご不明な点やご要望がございましたら、お気軽にお申し付けください。<br>
何卒よろしくお願い申し上げます。</p>
<p>{{sender_name}}</p>"#,
        markdown: false,
        active: true,
        author: 5,
        days_ago: 180,
        published_later: false,
        first_subject: None,
    },
    TemplateSpec {
        name: "Holiday closure notice",
        subject: "Our offices close for the holidays",
        html: r#"Dear {{recipient_name}},

Our offices will be closed from **December 29 to January 3**. Orders and messages received during
this time will be answered from January 4.

For urgent support, please use the [support portal](https://demo.staffhub.example/support).

We wish everyone at {{organization_name}} a restful holiday season.

{{sender_name}}

[Unsubscribe]({{unsubscribe_url}})"#,
        markdown: true,
        active: false,
        author: 16,
        days_ago: 20,
        published_later: false,
        first_subject: None,
    },
    TemplateSpec {
        name: "年末年始休業のお知らせ",
        subject: "年末年始休業のお知らせ",
        html: r#"<p>{{organization_name}}<br>{{recipient_name}} 様</p>
<p>平素は格別のお引き立てを賜り、厚く御礼申し上げます。<br>
誠に勝手ながら、弊社では下記の期間を年末年始休業とさせていただきます。</p>
<p><strong>休業期間：12月29日（月）〜1月3日（土）</strong></p>
<p>休業期間中にいただいたお問い合わせは、1月5日（月）以降に順次対応いたします。<br>
緊急のご用件は<a href="https://demo.staffhub.example/ja/support">サポートポータル</a>よりご連絡ください。</p>
<p>{{sender_name}}</p>
<p style="font-size:12px;color:#7b8794"><a href="{{unsubscribe_url}}">配信停止</a></p>"#,
        markdown: false,
        active: false,
        author: 6,
        days_ago: 18,
        published_later: false,
        first_subject: None,
    },
];

// ---------------------------------------------------------------- jobs

/// Who a demo job is for: organization members in these deal stages, or typed addresses.
#[derive(Clone, Copy)]
enum Audience {
    Batch(&'static [i32]),
    Single {
        to: &'static [&'static str],
        cc: &'static [&'static str],
        bcc: &'static [&'static str],
    },
}

/// Where a demo job ends.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Fate {
    /// Sent this many days ago (and this many hours after midnight UTC), with a report.
    Completed { days_ago: i64, hour: u32 },
    /// Scheduled this many days ahead (09:00 in Tokyo).
    Scheduled { days_ahead: i64 },
    /// A draft; `cancelled`: it was scheduled once and taken back.
    Draft { cancelled: bool },
}

/// What happens to one chosen recipient of a completed job (the others get the ordinary
/// funnel).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Special {
    /// The relay answers 421 first; the retry a minute later is accepted.
    SmtpRetry,
    /// The relay refuses the address (550).
    SmtpRefused,
    /// Accepted, then the provider reports a mailbox over quota, then delivers it.
    ProviderRetry,
    /// Accepted, then bounced (550 5.1.1).
    Bounce,
    /// Opens it and unsubscribes through the link.
    Unsubscribe,
    /// Marks it as spam.
    Complaint,
}

/// A demo job. A template's subject and HTML are copied into the job, as the form copies them;
/// a single job's greeting replaces `{{recipient_name}}` and `{{organization_name}}` (single
/// recipients are bare addresses). `specials` pick recipients by their place in the queue.
struct JobSpec {
    author: usize,
    sender_email: &'static str,
    sender_name: &'static str,
    template: Option<usize>,
    subject: &'static str,
    html: &'static str,
    greeting: Option<(&'static str, &'static str)>,
    tags: &'static [&'static str],
    audience: Audience,
    fate: Fate,
    /// How long before sending (or before now, for drafts and scheduled ones) it was written.
    written_days_before: i64,
    specials: &'static [(usize, Special)],
}

const fn job(author: usize, sender_email: &'static str, sender_name: &'static str) -> JobSpec {
    JobSpec {
        author,
        sender_email,
        sender_name,
        template: None,
        subject: "",
        html: "",
        greeting: None,
        tags: &[],
        audience: Audience::Batch(&[]),
        fate: Fate::Draft { cancelled: false },
        written_days_before: 1,
        specials: &[],
    }
}

impl JobSpec {
    const fn template(self, template: usize) -> Self {
        JobSpec {
            template: Some(template),
            ..self
        }
    }

    const fn text(self, subject: &'static str, html: &'static str) -> Self {
        JobSpec {
            subject,
            html,
            ..self
        }
    }

    const fn greeting(self, name: &'static str, organization: &'static str) -> Self {
        JobSpec {
            greeting: Some((name, organization)),
            ..self
        }
    }

    const fn tags(self, tags: &'static [&'static str]) -> Self {
        JobSpec { tags, ..self }
    }

    const fn to(self, audience: Audience) -> Self {
        JobSpec { audience, ..self }
    }

    const fn fate(self, fate: Fate, written_days_before: i64) -> Self {
        JobSpec {
            fate,
            written_days_before,
            ..self
        }
    }

    const fn specials(self, specials: &'static [(usize, Special)]) -> Self {
        JobSpec { specials, ..self }
    }
}

const SALES: &str = "sales@demo.staffhub.local";
const NEWS: &str = "news@demo.staffhub.local";
const EVENTS: &str = "events@demo.staffhub.local";
const SUPPORT: &str = "support@demo.staffhub.local";

/// The deal stages the batch jobs choose (spec §4 ids).
const ALL_FUNNEL: &[i32] = &[1, 2, 3, 4, 5, 6, 7];
const LATE_STAGES: &[i32] = &[5, 6, 7];
const EARLY_STAGES: &[i32] = &[2, 3, 4];
const CLIENTS: &[i32] = &[7];

const INVOICE_JA: &str = r#"<p>北里ロジスティクス株式会社<br>購買部 森 様</p>
<p>いつもお世話になっております。Staffhub Demo 営業部の渡辺です。</p>
<p>10月分のご請求書を発行いたしましたので、下記よりご確認ください。</p>
<p><a href="https://demo.staffhub.example/ja/invoices/2026-10">ご請求書（10月分）</a><br>お支払期限：翌月末日</p>
<p>ご不明な点がございましたら、お気軽にお問い合わせください。<br>引き続きよろしくお願いいたします。</p>
<p>{{sender_name}}</p>"#;

const CONTRACT_EN: &str = r#"<p>Dear Mr. Reyes, dear Ms. Ishii,</p>
<p>Thank you again for choosing Staffhub Demo. The contract documents for the annual plan are ready for your
signature: <a href="https://demo.staffhub.example/contracts/harbor-analytics">review and sign the contract</a>.</p>
<p>Once both signatures are in, we schedule the onboarding kickoff with your team.</p>
<p>Best regards,<br>{{sender_name}}</p>"#;

const KICKOFF_EN: &str = r#"<p>Hello everyone,</p>
<p>Here is the agenda for Monday's onboarding kickoff with Orbit Mobility:</p>
<ol>
<li>Introductions and goals (10 min)</li>
<li>Data import: customers, price lists, open orders (25 min)</li>
<li>Roles and permissions (15 min)</li>
<li>Timeline and next steps (10 min)</li>
</ol>
<p>The shared project plan is here: <a href="https://demo.staffhub.example/projects/orbit-onboarding">onboarding plan</a>.</p>
<p>See you on Monday,<br>{{sender_name}}</p>"#;

const SUPPORT_CHANGE_JA: &str = r#"<p>お客様各位</p>
<p>平素よりStaffhub Demoをご利用いただき、誠にありがとうございます。</p>
<p>来月1日より、サポート窓口の受付時間を<strong>平日9:00〜18:00</strong>から<strong>平日8:30〜19:00</strong>に拡大いたします。
あわせて、お問い合わせフォームを<a href="https://demo.staffhub.example/ja/support">サポートポータル</a>に移設いたしました。</p>
<p>今後ともよろしくお願い申し上げます。</p>
<p>{{sender_name}}</p>"#;

const PROPOSAL_QUESTIONS_EN: &str = r#"<p>Dear Ms. Martin,</p>
<p>Thank you for your questions about our proposal. Short answers below; I'm happy to go through them on a call.</p>
<ul>
<li><strong>Data residency</strong>: all data stays in our Tokyo and Osaka data centres.</li>
<li><strong>Single sign-on</strong>: included in the Business plan.</li>
<li><strong>Pricing</strong>: the per-seat price falls from 50 seats; see the <a href="https://demo.staffhub.example/pricing">price list</a>.</li>
</ul>
<p>Best regards,<br>{{sender_name}}</p>"#;

const SCHEDULING_JA: &str = r#"<p>東光精機株式会社<br>情報システム課 石井 様</p>
<p>お世話になっております。Staffhub Demo の鈴木です。</p>
<p>次回のお打ち合わせにつきまして、下記の候補日時でご都合はいかがでしょうか。</p>
<ul><li>11月12日（水）14:00〜15:00</li><li>11月13日（木）10:00〜11:00</li><li>11月14日（金）16:00〜17:00</li></ul>
<p>ご都合のよい日時をお知らせいただけますと幸いです。</p>
<p>{{sender_name}}</p>"#;

const PARTNERSHIP_EN: &str = r#"<p>Hello,</p>
<p>I lead partnerships at Staffhub Demo. We work with several logistics companies on paperless order handling and
would love to explore whether a referral partnership makes sense for both of us.</p>
<p>Would you have 30 minutes in the coming weeks?</p>
<p>Best regards,<br>{{sender_name}}</p>"#;

const RENEWAL_EN: &str = r#"<p>Dear Ms. Martin,</p>
<p>A friendly reminder that Lumen Energy's annual plan renews next month. Nothing changes unless you'd like it to:
your seats, prices and settings stay as they are.</p>
<p>If you'd like to add seats or move to the Business plan, <a href="https://demo.staffhub.example/account/plan">review your plan</a>
before the renewal date.</p>
<p>Best regards,<br>{{sender_name}}</p>"#;

const HOLIDAY_BATCH_JA: &str = r#"<p>{{organization_name}}<br>{{recipient_name}} 様</p>
<p>平素は格別のお引き立てを賜り、厚く御礼申し上げます。</p>
<p>誠に勝手ながら、12月29日（月）〜1月3日（土）を年末年始休業とさせていただきます。<br>
休業期間中のお問い合わせは、1月5日（月）以降に順次ご回答いたします。</p>
<p>来年も変わらぬご愛顧を賜りますよう、よろしくお願い申し上げます。</p>
<p>{{sender_name}}</p>
<p style="font-size:12px;color:#7b8794"><a href="{{unsubscribe_url}}">配信停止</a></p>"#;

/// The demo jobs, in no particular order (they are written in the order they were sent).
const JOBS: [JobSpec; 15] = [
    // Batch, completed: the Japanese newsletter to late-stage deals, four months ago.
    job(0, NEWS, "Staffhub Demo 営業部 佐藤")
        .template(NEWSLETTER_JA)
        .tags(&["newsletter", "ja"])
        .to(Audience::Batch(LATE_STAGES))
        .fate(
            Fate::Completed {
                days_ago: 121,
                hour: 1,
            },
            2,
        )
        .specials(&[(1, Special::SmtpRetry), (3, Special::Bounce)]),
    // Batch, completed: the English newsletter to the whole funnel, two months ago.
    job(10, NEWS, "Emma Johnson, Staffhub Demo")
        .template(NEWSLETTER_EN)
        .tags(&["newsletter", "en"])
        .to(Audience::Batch(ALL_FUNNEL))
        .fate(
            Fate::Completed {
                days_ago: 62,
                hour: 0,
            },
            3,
        )
        .specials(&[
            (2, Special::Complaint),
            (5, Special::ProviderRetry),
            (8, Special::Unsubscribe),
            (11, Special::SmtpRetry),
            (14, Special::Bounce),
        ]),
    // Batch, completed: the Japanese seminar invitation to early-stage deals, twelve days ago.
    job(1, EVENTS, "Staffhub Demo セミナー事務局")
        .template(SEMINAR_JA)
        .tags(&["seminar", "ja"])
        .to(Audience::Batch(EARLY_STAGES))
        .fate(
            Fate::Completed {
                days_ago: 12,
                hour: 0,
            },
            1,
        )
        .specials(&[(2, Special::ProviderRetry)]),
    // Batch, scheduled: the English seminar invitation to active clients, in four days.
    job(11, EVENTS, "Liam Smith, Staffhub Demo Events")
        .template(SEMINAR_EN)
        .tags(&["seminar", "en"])
        .to(Audience::Batch(CLIENTS))
        .fate(Fate::Scheduled { days_ahead: 4 }, 2),
    // Batch, draft: the year-end closure notice, written by hand.
    job(6, NEWS, "Staffhub Demo 総務部")
        .text("年末年始休業のお知らせ", HOLIDAY_BATCH_JA)
        .tags(&["notice", "ja"])
        .to(Audience::Batch(CLIENTS))
        .fate(Fate::Draft { cancelled: false }, 3),
    // Single, completed: a quote, five months ago.
    job(5, SALES, "渡辺 大輔（Staffhub Demo 営業部）")
        .template(QUOTE_JA)
        .greeting("森", "北里ロジスティクス株式会社")
        .tags(&["quote"])
        .to(Audience::Single {
            to: &["haruka.mori@kitasato-logi.example.jp"],
            cc: &["daisuke.watanabe@demo.staffhub.local"],
            bcc: &[],
        })
        .fate(
            Fate::Completed {
                days_ago: 151,
                hour: 5,
            },
            0,
        ),
    // Single, completed: a meeting follow-up, three months ago.
    job(15, SALES, "James Taylor, Staffhub Demo")
        .template(FOLLOW_UP_EN)
        .greeting("Mr. Reyes", "Harbor Analytics")
        .tags(&["follow-up"])
        .to(Audience::Single {
            to: &["daniel.reyes@harbor-analytics.example.com"],
            cc: &[],
            bcc: &["james.taylor@demo.staffhub.local"],
        })
        .fate(
            Fate::Completed {
                days_ago: 95,
                hour: 7,
            },
            0,
        ),
    // Single, completed: the support desk's new hours, to three clients, 75 days ago.
    job(6, SUPPORT, "Staffhub Demo サポート窓口")
        .text("サポート窓口 受付時間変更のお知らせ", SUPPORT_CHANGE_JA)
        .tags(&["notice", "support"])
        .to(Audience::Single {
            to: &[
                "haruka.mori@kitasato-logi.example.jp",
                "makoto.ishii@toko-seiki.example.jp",
                "miho.kawaguchi@minato-realty.example.jp",
            ],
            cc: &[],
            bcc: &[],
        })
        .fate(
            Fate::Completed {
                days_ago: 75,
                hour: 2,
            },
            1,
        ),
    // Single, completed: contract documents to two people, one address mistyped (refused).
    job(16, SALES, "Sophia Martin, Staffhub Demo")
        .text("Your Staffhub Demo contract is ready to sign", CONTRACT_EN)
        .tags(&["contract"])
        .to(Audience::Single {
            to: &[
                "daniel.reyes@harbor-analytics.example.com",
                "makoto.ishii@harbor-analytics.example.con",
            ],
            cc: &["sophia.martin@demo.staffhub.local"],
            bcc: &[],
        })
        .fate(
            Fate::Completed {
                days_ago: 41,
                hour: 6,
            },
            0,
        )
        .specials(&[(1, Special::SmtpRefused)]),
    // Single, completed: an invoice, three weeks ago.
    job(5, SALES, "渡辺 大輔（Staffhub Demo 営業部）")
        .text("【Staffhub Demo】10月分ご請求書送付のご案内", INVOICE_JA)
        .tags(&["invoice"])
        .to(Audience::Single {
            to: &["haruka.mori@kitasato-logi.example.jp"],
            cc: &[],
            bcc: &[],
        })
        .fate(
            Fate::Completed {
                days_ago: 21,
                hour: 0,
            },
            0,
        ),
    // Single, completed: a kickoff agenda to three people, three days ago.
    job(10, SALES, "Emma Johnson, Staffhub Demo")
        .text("Agenda: onboarding kickoff on Monday", KICKOFF_EN)
        .tags(&["onboarding"])
        .to(Audience::Single {
            to: &[
                "oskar.lind@orbit-mobility.example.com",
                "haruka.mori@orbit-mobility.example.com",
                "emma.johnson@demo.staffhub.local",
            ],
            cc: &[],
            bcc: &[],
        })
        .fate(
            Fate::Completed {
                days_ago: 3,
                hour: 8,
            },
            0,
        ),
    // Single, draft: answers to a prospect's questions.
    job(16, SALES, "Sophia Martin, Staffhub Demo")
        .text("Re: questions about the proposal", PROPOSAL_QUESTIONS_EN)
        .to(Audience::Single {
            to: &["chloe.martin@lumen-energy.example.com"],
            cc: &[],
            bcc: &[],
        })
        .fate(Fate::Draft { cancelled: false }, 1),
    // Single, draft: a meeting request, scheduled once and taken back.
    job(1, SALES, "鈴木 一郎（Staffhub Demo 営業部）")
        .text("次回お打ち合わせ日程のご相談", SCHEDULING_JA)
        .to(Audience::Single {
            to: &["makoto.ishii@toko-seiki.example.jp"],
            cc: &["ichiro.suzuki@demo.staffhub.local"],
            bcc: &[],
        })
        .fate(Fate::Draft { cancelled: true }, 2),
    // Single, draft: no address yet.
    job(11, SALES, "Liam Smith, Staffhub Demo")
        .text("A referral partnership?", PARTNERSHIP_EN)
        .to(Audience::Single {
            to: &[],
            cc: &[],
            bcc: &[],
        })
        .fate(Fate::Draft { cancelled: false }, 0),
    // Single, scheduled: a renewal reminder, in two days.
    job(15, SALES, "James Taylor, Staffhub Demo")
        .text("Your annual plan renews next month", RENEWAL_EN)
        .tags(&["renewal"])
        .to(Audience::Single {
            to: &["chloe.martin@lumen-energy.example.com"],
            cc: &[],
            bcc: &[],
        })
        .fate(Fate::Scheduled { days_ahead: 2 }, 1),
];

fn template_id(n: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0017_0000_0000 + n as u128)
}

fn job_id(n: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0017_0001_0000 + n as u128)
}

/// Recipient `k` of job `n`.
fn delivery_id(n: usize, k: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0017_0100_0000 + ((n as u128) << 16) + k as u128)
}

/// The demo organizations' fixed ids (as `sales::org_id` derives them).
fn organization_id(n: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0001_0000_0000 + n as u128)
}

const DEMO_ORGANIZATIONS: usize = 27;

// ---------------------------------------------------------------- outcomes

/// A small, fixed pseudo-random sequence (the same outcomes on every run).
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Self {
        Rng(0x9e37_79b9_7f4a_7c15 ^ (seed + 1).wrapping_mul(0x2545_f491_4f6c_dd1d))
    }

    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

/// Mail clients as their requests name themselves (opens and clicks).
const AGENTS: [&str; 6] = [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148",
    "Microsoft Office/16.0 (Windows NT 10.0; Microsoft Outlook 16.0.17531; Pro)",
    "Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)",
    "Mozilla/5.0 (Linux; Android 14; SC-51D) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
];

/// Mailgun's `client-info` for the same clients.
const CLIENTS_INFO: [(&str, &str, &str, &str); 6] = [
    ("Chrome", "Windows", "browser", "desktop"),
    ("Apple Mail", "iOS", "mobile browser", "mobile"),
    ("Outlook", "Windows", "email client", "desktop"),
    ("Gmail", "unknown", "webmail", "unknown"),
    ("Apple Mail", "OS X", "email client", "desktop"),
    ("Chrome Mobile", "Android", "mobile browser", "mobile"),
];

/// Minutes from delivery to a first open (most people read mail the same day).
const OPEN_DELAYS: [i64; 10] = [4, 9, 17, 35, 62, 140, 300, 600, 1_100, 2_500];

/// One thing that happens to a delivery.
#[derive(Debug, Clone, PartialEq)]
enum Step {
    Accepted,
    SmtpTemporary,
    SmtpRefused,
    Delivered,
    ProviderTemporary,
    Bounced,
    Opened { tracking: bool, agent: usize },
    Clicked { link: usize, agent: usize },
    Unsubscribed { agent: usize },
    Complained,
}

/// What recipient `k` of job `n` sees, sent at `sent`, in time order and never after `now`:
/// the relay's answers first (paced as the sender paces them), then the provider's funnel.
fn outcomes(
    n: usize,
    k: usize,
    special: Option<Special>,
    batch: bool,
    links: usize,
    sent: DateTime<Utc>,
    now: DateTime<Utc>,
) -> Vec<(DateTime<Utc>, Step)> {
    let mut rng = Rng::new((n * 10_000 + k) as u64);
    let mut steps = Vec::new();
    let mut t = sent + Duration::milliseconds(250 + 180 * k as i64 + rng.below(400) as i64);
    match special {
        Some(Special::SmtpRefused) => {
            steps.push((t, Step::SmtpRefused));
            return steps;
        }
        Some(Special::SmtpRetry) => {
            steps.push((t, Step::SmtpTemporary));
            t += Duration::seconds(60) + Duration::milliseconds(rng.below(900) as i64);
        }
        _ => {}
    }
    steps.push((t, Step::Accepted));
    let mut delivered = t + Duration::seconds(2 + rng.below(40) as i64);
    if special == Some(Special::Bounce) {
        steps.push((delivered, Step::Bounced));
        return steps;
    }
    if special == Some(Special::ProviderRetry) {
        steps.push((delivered, Step::ProviderTemporary));
        delivered += Duration::minutes(10 + rng.below(50) as i64);
    }
    steps.push((delivered, Step::Delivered));
    let reacts = matches!(special, Some(Special::Unsubscribe | Special::Complaint));
    if reacts || rng.chance(if batch { 55 } else { 80 }) {
        let agent = rng.below(AGENTS.len());
        let opened = delivered
            + Duration::minutes(OPEN_DELAYS[rng.below(OPEN_DELAYS.len())] + rng.below(15) as i64);
        steps.push((
            opened,
            Step::Opened {
                tracking: !rng.chance(20),
                agent,
            },
        ));
        match special {
            Some(Special::Unsubscribe) => steps.push((
                opened + Duration::minutes(1 + rng.below(3) as i64),
                Step::Unsubscribed { agent },
            )),
            Some(Special::Complaint) => steps.push((
                opened + Duration::seconds(20 + rng.below(200) as i64),
                Step::Complained,
            )),
            _ => {
                if links > 0 && rng.chance(if batch { 35 } else { 50 }) {
                    steps.push((
                        opened + Duration::seconds(30 + rng.below(400) as i64),
                        Step::Clicked {
                            link: rng.below(links),
                            agent,
                        },
                    ));
                }
                if rng.chance(20) {
                    steps.push((
                        opened + Duration::hours(18 + rng.below(40) as i64),
                        Step::Opened {
                            tracking: true,
                            agent,
                        },
                    ));
                }
            }
        }
    }
    steps.retain(|(at, _)| *at < now);
    steps.sort_by_key(|(at, _)| *at);
    steps
}

/// The recipients the job's specials fall on, by place in the queue. A special that would
/// fall on someone another, single job writes to moves to the next recipient, so the demo's
/// one-to-one mail is never left out because of a newsletter.
fn specials(n: usize, recipients: &[EmailRecipient]) -> HashMap<usize, Special> {
    let targets: Vec<&str> = JOBS
        .iter()
        .enumerate()
        .filter(|(other, _)| *other != n)
        .filter_map(|(_, j)| match j.audience {
            Audience::Single { to, .. } => Some(to),
            Audience::Batch(_) => None,
        })
        .flatten()
        .copied()
        .collect();
    let mut chosen = HashMap::new();
    if recipients.is_empty() {
        return chosen;
    }
    for (at, special) in JOBS[n].specials {
        let free = (0..recipients.len())
            .map(|i| (at + i) % recipients.len())
            .find(|k| !chosen.contains_key(k) && !targets.contains(&recipients[*k].email.as_str()));
        if let Some(k) = free {
            chosen.insert(k, *special);
        }
    }
    chosen
}

/// What the steps leave the address as: left out of later jobs, or not.
fn suppression(steps: &[(DateTime<Utc>, Step)]) -> Option<SkipReason> {
    steps.iter().find_map(|(_, step)| match step {
        Step::SmtpRefused | Step::Bounced => Some(SkipReason::PermanentFail),
        Step::Unsubscribed { .. } => Some(SkipReason::Unsubscribed),
        Step::Complained => Some(SkipReason::Complained),
        _ => None,
    })
}

/// The web links of a body a recipient may click (not the unsubscribe link).
fn links(html: &str) -> Vec<String> {
    html.split("href=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .filter(|href| href.starts_with("https://"))
        .map(str::to_owned)
        .collect()
}

// ---------------------------------------------------------------- audience

/// A demo organization's contact person, with the organization a batch job finds them in.
#[derive(Debug, Clone)]
struct Member {
    email: String,
    name: String,
    organization_id: Uuid,
    organization_name: String,
    stage: i32,
}

/// The demo organizations' members, from the journal (the read models are not running while
/// the seed runs).
async fn demo_members(journal: &Journal) -> ApiResult<Vec<Member>> {
    let mut members = Vec::new();
    for n in 0..DEMO_ORGANIZATIONS {
        let id = organization_id(n);
        let (organization, _) = journal
            .load_state::<Organization>(&id.to_string())
            .await
            .map_err(|e| ApiError::internal("loading a demo organization", e))?;
        if organization.id.is_none() || organization.deleted {
            continue;
        }
        for member in &organization.members {
            members.push(Member {
                email: member.email.to_lowercase(),
                name: member.name.clone(),
                organization_id: id,
                organization_name: organization.name.clone(),
                stage: organization.deal_status.id(),
            });
        }
    }
    Ok(members)
}

/// Who a batch job in these stages reaches, as `read::emails::batch_audience` selects them:
/// one per address (in address order), in the first of their organizations by name.
fn batch_audience<'a>(members: &'a [Member], stages: &[i32]) -> Vec<&'a Member> {
    let mut found: Vec<&Member> = members
        .iter()
        .filter(|m| stages.contains(&m.stage))
        .collect();
    found.sort_by(|a, b| {
        (
            &a.email,
            a.organization_name.to_lowercase(),
            a.organization_id,
        )
            .cmp(&(
                &b.email,
                b.organization_name.to_lowercase(),
                b.organization_id,
            ))
    });
    found.dedup_by(|b, a| a.email == b.email);
    found
}

/// A job's recipients and the addresses left out, as the sender queues them.
fn queue(
    n: usize,
    spec: &JobSpec,
    members: &[Member],
    suppressed: &HashMap<String, SkipReason>,
) -> (Vec<EmailRecipient>, Vec<SkippedRecipient>) {
    let wanted: Vec<(String, Option<&Member>)> = match spec.audience {
        Audience::Batch(stages) => batch_audience(members, stages)
            .into_iter()
            .map(|m| (m.email.clone(), Some(m)))
            .collect(),
        Audience::Single { to, .. } => to.iter().map(|e| (e.to_lowercase(), None)).collect(),
    };
    let mut recipients = Vec::new();
    let mut skipped = Vec::new();
    for (email, member) in wanted {
        match suppressed.get(&email) {
            Some(reason) => skipped.push(SkippedRecipient {
                email,
                reason: *reason,
            }),
            None => recipients.push(EmailRecipient {
                delivery_id: delivery_id(n, recipients.len()),
                email,
                name: member.map(|m| m.name.clone()),
                organization_id: member.map(|m| m.organization_id),
                organization_name: member.map(|m| m.organization_name.clone()),
            }),
        }
    }
    (recipients, skipped)
}

// ---------------------------------------------------------------- writing

/// What the seed's other parts made, and what every job needs.
struct Seeder<'a> {
    journal: &'a Journal,
    job_services: EmailJobServices,
    template_services: EmailTemplateServices,
    employees: &'a [Uuid],
    members: Vec<Member>,
    tokens: Tokens,
    public_url: String,
    recipient_limit: usize,
    /// Templates the journal holds under their demo ids (another's name claim may have kept
    /// one out).
    templates: Vec<bool>,
    now: DateTime<Utc>,
}

/// One delivery being written: the job's content and the message the relay took.
struct Delivery<'a> {
    n: usize,
    job_id: Uuid,
    content: &'a Content,
    recipient: &'a EmailRecipient,
}

fn by(actor: Option<Uuid>, at: DateTime<Utc>) -> Metadata {
    Metadata {
        actor_id: actor,
        occurred_at: Some(at),
        ..Metadata::system()
    }
}

fn internal(context: &'static str, error: impl std::fmt::Display) -> ApiError {
    ApiError::internal(context, std::io::Error::other(error.to_string()))
}

/// A Mailgun-like event id (22 characters of URL-safe base64).
fn mailgun_id(delivery_id: Uuid, step: usize) -> String {
    let id = Uuid::new_v5(&delivery_id, format!("mailgun-{step}").as_bytes());
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(id.as_bytes())
}

impl Seeder<'_> {
    fn employee(&self, i: usize) -> Uuid {
        self.employees[i % self.employees.len()]
    }

    async fn template(&self, n: usize, names: &Names, report: &mut SeedReport) -> ApiResult<bool> {
        let spec = &TEMPLATES[n];
        let id = template_id(n);
        let key = id.to_string();
        if names
            .owner_of(spec.name)
            .await?
            .is_some_and(|owner| owner != key)
        {
            return Ok(false);
        }
        let written = self.now - Duration::days(spec.days_ago);
        let author = Some(self.employee(spec.author));
        let (html, markdown) = (
            spec.body_html(),
            spec.markdown.then(|| spec.html.to_owned()),
        );
        let create = EmailTemplateCommand::Create {
            template_id: id,
            author_id: self.employee(spec.author),
            name: spec.name.to_owned(),
            subject: spec.first_subject.unwrap_or(spec.subject).to_owned(),
            html: html.clone(),
            markdown: markdown.clone(),
            status: if spec.active && !spec.published_later {
                EmailTemplateStatus::Active
            } else {
                EmailTemplateStatus::Draft
            },
        };
        let created = names
            .with_claim(spec.name, &key, async {
                match self
                    .journal
                    .execute::<EmailTemplate>(
                        &key,
                        create,
                        &self.template_services,
                        &by(author, written),
                    )
                    .await
                {
                    Ok(_) => Ok(true),
                    Err(ExecuteError::Rejected(EmailTemplateError::AlreadyExists)) => Ok(false),
                    Err(error) => Err(ApiError::from(error)),
                }
            })
            .await?;
        if !created {
            return Ok(true);
        }
        report.email_templates_created += 1;
        if spec.published_later {
            let publish = EmailTemplateCommand::ChangeStatus {
                status: EmailTemplateStatus::Active,
            };
            self.journal
                .execute::<EmailTemplate>(
                    &key,
                    publish,
                    &self.template_services,
                    &by(author, written + Duration::days(2)),
                )
                .await?;
        }
        if spec.first_subject.is_some() {
            let edit = EmailTemplateCommand::Edit {
                name: spec.name.to_owned(),
                subject: spec.subject.to_owned(),
                html,
                markdown,
            };
            self.journal
                .execute::<EmailTemplate>(
                    &key,
                    edit,
                    &self.template_services,
                    &by(author, written + Duration::days(spec.days_ago / 2)),
                )
                .await?;
        }
        Ok(true)
    }

    /// The job's content as the form sends it: a template's texts copied in (a single job's
    /// greeting filled), or the job's own.
    fn content(&self, spec: &JobSpec) -> EmailContent {
        let template = spec.template.filter(|t| self.templates[*t]);
        let (subject, html) = match spec.template {
            Some(t) => (TEMPLATES[t].subject, TEMPLATES[t].body_html()),
            None => (spec.subject, spec.html.to_owned()),
        };
        let (subject, html) = match spec.greeting {
            Some((name, organization)) => {
                let fill = |text: &str| {
                    text.replace("{{recipient_name}}", name)
                        .replace("{{organization_name}}", organization)
                };
                (fill(subject), fill(&html))
            }
            None => (subject.to_owned(), html),
        };
        EmailContent {
            sender_email: spec.sender_email.to_owned(),
            sender_name: spec.sender_name.to_owned(),
            subject,
            html,
            template_id: template.map(template_id),
            attachment_ids: Vec::new(),
            tag_names: spec.tags.iter().map(|t| (*t).to_owned()).collect(),
        }
    }

    fn audience(spec: &JobSpec) -> EmailAudience {
        match spec.audience {
            Audience::Batch(stages) => EmailAudience::Batch {
                conditions: EmailConditions {
                    deal_status_ids: stages.to_vec(),
                    tag_ids: Vec::new(),
                },
            },
            Audience::Single { to, cc, bcc } => EmailAudience::Single {
                target_emails: to.iter().map(|e| (*e).to_owned()).collect(),
                cc_emails: cc.iter().map(|e| (*e).to_owned()).collect(),
                bcc_emails: bcc.iter().map(|e| (*e).to_owned()).collect(),
            },
        }
    }

    /// When the job is (or was) sent, and when it was written.
    fn times(&self, spec: &JobSpec) -> (DateTime<Utc>, DateTime<Utc>) {
        let today = self
            .now
            .date_naive()
            .and_hms_opt(0, 0, 0)
            .expect("midnight");
        let midnight = Utc.from_utc_datetime(&today);
        match spec.fate {
            Fate::Completed { days_ago, hour } => {
                let sent = midnight - Duration::days(days_ago) + Duration::hours(hour.into());
                let written = sent - Duration::days(spec.written_days_before) - Duration::hours(3);
                (sent, written)
            }
            Fate::Scheduled { days_ahead } => {
                // 09:00 in Tokyo is midnight UTC.
                let sent = midnight + Duration::days(days_ahead);
                (sent, self.now - Duration::days(spec.written_days_before))
            }
            Fate::Draft { .. } => {
                let written = self.now - Duration::days(spec.written_days_before);
                (midnight + Duration::days(7), written)
            }
        }
    }

    async fn job_command(
        &self,
        id: Uuid,
        command: EmailJobCommand,
        metadata: &Metadata,
    ) -> Result<(), ExecuteError<EmailJobError>> {
        self.journal
            .execute::<EmailJob>(&id.to_string(), command, &self.job_services, metadata)
            .await
            .map(|_| ())
    }

    /// Writes job `n` as far as it is not written yet. `suppressed` holds the addresses
    /// earlier jobs ended in; this job's are added.
    async fn job(
        &self,
        n: usize,
        suppressed: &mut HashMap<String, SkipReason>,
        report: &mut SeedReport,
    ) -> ApiResult<()> {
        let spec = &JOBS[n];
        if spec.template.is_some_and(|t| !self.templates[t]) {
            return Ok(());
        }
        let id = job_id(n);
        let key = id.to_string();
        let author = Some(self.employee(spec.author));
        let (sent, written) = self.times(spec);
        let content = self.content(spec);
        let batch = matches!(spec.audience, Audience::Batch(_));
        let (recipients, skipped) = queue(n, spec, &self.members, suppressed);
        // The outcomes are planned whether or not they are written now, so the addresses
        // they leave out stay the same on every run.
        let specials = specials(n, &recipients);
        let special = |k: usize| specials.get(&k).copied();
        let links = links(&content.html).len();
        let planned: Vec<Vec<(DateTime<Utc>, Step)>> = match spec.fate {
            Fate::Completed { .. } => (0..recipients.len())
                .map(|k| outcomes(n, k, special(k), batch, links, sent, self.now))
                .collect(),
            _ => Vec::new(),
        };
        if let Fate::Completed { .. } = spec.fate {
            for (recipient, steps) in recipients.iter().zip(&planned) {
                if let Some(reason) = suppression(steps) {
                    suppressed.entry(recipient.email.clone()).or_insert(reason);
                }
            }
        }

        let (state, _) = self
            .journal
            .load_state::<EmailJob>(&key)
            .await
            .map_err(|e| ApiError::internal("loading a demo email job", e))?;
        if !state.exists() {
            let scheduled_send_time = match spec.fate {
                Fate::Completed { .. } if batch => Some(sent),
                Fate::Scheduled { .. } => Some(sent),
                _ => None,
            };
            let create = EmailJobCommand::Create {
                job_id: id,
                author_id: self.employee(spec.author),
                kind: if batch {
                    EmailJobKind::Batch
                } else {
                    EmailJobKind::Single
                },
                content: content.clone(),
                audience: Self::audience(spec),
                scheduled_send_time,
                recipient_limit: self.recipient_limit,
            };
            self.journal.expect_new::<EmailJob>(&key);
            match self.job_command(id, create, &by(author, written)).await {
                Ok(()) => report.email_jobs_created += 1,
                Err(ExecuteError::Rejected(EmailJobError::AlreadyExists)) => {}
                Err(error) => return Err(error.into()),
            }
        }
        // What the edge counts when it schedules: whom a batch reaches today, or the targets.
        let reachable = match spec.audience {
            Audience::Batch(_) => recipients.len(),
            Audience::Single { to, .. } => to.len(),
        };
        match spec.fate {
            Fate::Draft { cancelled } => {
                // Scheduled once and taken back, when it was written (not on a resumed run).
                if cancelled && !state.exists() {
                    let at = written + Duration::hours(2);
                    let schedule = EmailJobCommand::Schedule {
                        at: sent - Duration::days(4) + Duration::hours(5),
                        now: at,
                        recipient_count: reachable,
                        recipient_limit: self.recipient_limit,
                    };
                    self.job_command(id, schedule, &by(author, at)).await?;
                    let cancel = EmailJobCommand::Cancel;
                    self.job_command(id, cancel, &by(author, at + Duration::hours(20)))
                        .await?;
                }
                Ok(())
            }
            Fate::Scheduled { .. } => {
                if state.status() == EmailJobStatus::Draft {
                    let at = written + Duration::minutes(5);
                    let schedule = EmailJobCommand::Schedule {
                        at: sent,
                        now: at,
                        recipient_count: reachable,
                        recipient_limit: self.recipient_limit,
                    };
                    self.job_command(id, schedule, &by(author, at)).await?;
                }
                Ok(())
            }
            Fate::Completed { .. } => {
                let mut status = state.status();
                if status == EmailJobStatus::Draft {
                    // Batch jobs were scheduled ahead when written; single ones sent at once.
                    let at = if batch {
                        written + Duration::minutes(10)
                    } else {
                        sent
                    };
                    let schedule = EmailJobCommand::Schedule {
                        at: sent,
                        now: at,
                        recipient_count: reachable,
                        recipient_limit: self.recipient_limit,
                    };
                    self.job_command(id, schedule, &by(author, at)).await?;
                    status = EmailJobStatus::Scheduled;
                }
                let fresh = status == EmailJobStatus::Scheduled;
                if fresh {
                    let command = EmailJobCommand::Queue {
                        recipients: recipients.clone(),
                        skipped: skipped.clone(),
                        recipient_limit: self.recipient_limit,
                    };
                    let at = sent + Duration::milliseconds(150);
                    self.job_command(id, command, &by(None, at)).await?;
                    status = EmailJobStatus::Queued;
                }
                if status != EmailJobStatus::Queued {
                    return Ok(());
                }
                let rendered = render_content(spec, id, &content);
                let deliveries: Vec<usize> = stream::iter(recipients.iter().zip(&planned))
                    .map(|(recipient, steps)| {
                        let delivery = Delivery {
                            n,
                            job_id: id,
                            content: &rendered,
                            recipient,
                        };
                        async move { self.delivery(&delivery, steps, fresh).await }
                    })
                    .buffer_unordered(8)
                    .try_collect()
                    .await?;
                report.email_deliveries_created += deliveries.iter().sum::<usize>();
                let done = planned
                    .iter()
                    .filter_map(|steps| {
                        steps
                            .iter()
                            .filter(|(_, s)| matches!(s, Step::Accepted | Step::SmtpRefused))
                            .map(|(at, _)| *at)
                            .max()
                    })
                    .max()
                    .unwrap_or(sent)
                    + Duration::milliseconds(400);
                match self
                    .job_command(id, EmailJobCommand::Complete, &by(None, done))
                    .await
                {
                    // A sender running beside the seed completed it first.
                    Ok(()) | Err(ExecuteError::Rejected(EmailJobError::NotQueued)) => Ok(()),
                    Err(error) => Err(error.into()),
                }
            }
        }
    }

    /// Writes one recipient's steps; 1 when it wrote the delivery, 0 when a run before this
    /// one did.
    async fn delivery(
        &self,
        delivery: &Delivery<'_>,
        steps: &[(DateTime<Utc>, Step)],
        fresh: bool,
    ) -> ApiResult<usize> {
        let recipient = delivery.recipient;
        let key = recipient.delivery_id.to_string();
        if fresh {
            self.journal.expect_new::<EmailDelivery>(&key);
        } else {
            let (state, _) = self
                .journal
                .load_state::<EmailDelivery>(&key)
                .await
                .map_err(|e| ApiError::internal("loading a demo delivery", e))?;
            if state.job_id().is_some() {
                return Ok(0);
            }
        }
        let message = render::render(
            delivery.content,
            &Recipient {
                delivery_id: recipient.delivery_id,
                email: recipient.email.clone(),
                name: recipient.name.clone(),
                organization_name: recipient.organization_name.clone(),
            },
            &self.public_url,
            &self.tokens,
        )
        .map_err(|e| internal("rendering a demo message", e))?;
        let links = links(&delivery.content.html);
        for (i, (at, step)) in steps.iter().enumerate() {
            let at = *at;
            let command = match step {
                Step::Accepted => EmailDeliveryCommand::RecordAccepted {
                    event_id: Uuid::now_v7(),
                    job_id: delivery.job_id,
                    email: recipient.email.clone(),
                    at,
                    message_id: message.message_id.clone(),
                    response: format!(
                        "250 2.0.0 Ok: queued as {}",
                        &mailgun_id(recipient.delivery_id, i)[..12]
                    ),
                    headers: message.headers.clone(),
                },
                Step::SmtpTemporary => EmailDeliveryCommand::RecordSendFailure {
                    event_id: Uuid::now_v7(),
                    job_id: delivery.job_id,
                    email: recipient.email.clone(),
                    at,
                    reason: "transient error (421): 4.7.0 Try again later, closing connection."
                        .to_owned(),
                    permanent: false,
                    attempt: 1,
                    retry_at: Some(at + Duration::seconds(60)),
                },
                Step::SmtpRefused => EmailDeliveryCommand::RecordSendFailure {
                    event_id: Uuid::now_v7(),
                    job_id: delivery.job_id,
                    email: recipient.email.clone(),
                    at,
                    reason: format!(
                        "permanent error (550): 5.1.2 <{}>: Recipient address rejected: Domain not found",
                        recipient.email
                    ),
                    permanent: true,
                    attempt: 1,
                    retry_at: None,
                },
                Step::Opened {
                    tracking: true,
                    agent,
                } => EmailDeliveryCommand::RecordProviderEvent {
                    event_id: Uuid::now_v7(),
                    at,
                    kind: ProviderEventKind::Opened {
                        user_agent: Some(AGENTS[*agent].to_owned()),
                    },
                    source: EventSource::Tracking,
                    raw: json!({ "userAgent": AGENTS[*agent] }),
                },
                Step::Clicked { link, agent } => {
                    let url = links.get(*link).cloned().unwrap_or_default();
                    EmailDeliveryCommand::RecordProviderEvent {
                        event_id: Uuid::now_v7(),
                        at,
                        kind: ProviderEventKind::Clicked { url: url.clone() },
                        source: EventSource::Tracking,
                        raw: json!({ "userAgent": AGENTS[*agent], "url": url }),
                    }
                }
                Step::Unsubscribed { agent } => EmailDeliveryCommand::RecordProviderEvent {
                    event_id: Uuid::now_v7(),
                    at,
                    kind: ProviderEventKind::Unsubscribed,
                    source: EventSource::Tracking,
                    raw: json!({ "userAgent": AGENTS[*agent], "method": "one-click" }),
                },
                webhook => {
                    let raw = mailgun_event(delivery, &message, i, at, webhook);
                    let Some((_, at, kind)) = crate::mail::tracking::provider_event(&raw)
                        .map_err(|e| internal("a demo webhook event", e))?
                    else {
                        continue;
                    };
                    EmailDeliveryCommand::RecordProviderEvent {
                        event_id: Uuid::now_v7(),
                        at,
                        kind,
                        source: EventSource::Webhook,
                        raw,
                    }
                }
            };
            self.journal
                .execute::<EmailDelivery>(&key, command, &EmailDeliveryServices, &by(None, at))
                .await?;
        }
        Ok(1)
    }
}

/// What the sender renders for a job (cc and bcc copied on each message of a single job).
fn render_content(spec: &JobSpec, job_id: Uuid, content: &EmailContent) -> Content {
    let list = |emails: &[&str]| emails.iter().map(|e| (*e).to_owned()).collect::<Vec<_>>();
    let (cc_emails, bcc_emails) = match spec.audience {
        Audience::Single { cc, bcc, .. } => (list(cc), list(bcc)),
        Audience::Batch(_) => (Vec::new(), Vec::new()),
    };
    Content {
        job_id,
        sender_email: content.sender_email.clone(),
        sender_name: content.sender_name.clone(),
        subject: content.subject.clone(),
        html: content.html.clone(),
        tag_names: content.tag_names.clone(),
        cc_emails,
        bcc_emails,
        attachments: Vec::new(),
    }
}

/// The `event-data` of Mailgun's webhook for a step (delivered, opened, failed, complained).
fn mailgun_event(
    delivery: &Delivery<'_>,
    message: &render::Rendered,
    i: usize,
    at: DateTime<Utc>,
    step: &Step,
) -> Value {
    let recipient = delivery.recipient;
    let domain = recipient
        .email
        .rsplit_once('@')
        .map(|(_, d)| d.to_owned())
        .unwrap_or_default();
    let header = |name: &str| {
        message
            .headers
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
            .unwrap_or_default()
    };
    let mut rng = Rng::new((delivery.n * 10_000 + i) as u64 ^ 0x6d61_696c);
    let mut data = json!({
        "id": mailgun_id(recipient.delivery_id, i),
        "timestamp": at.timestamp_millis() as f64 / 1000.0,
        "recipient": recipient.email,
        "recipient-domain": domain,
        "tags": delivery.content.tag_names,
        "envelope": {
            "sender": delivery.content.sender_email,
            "transport": "smtp",
            "targets": recipient.email,
            "sending-ip": "198.61.254.21",
        },
        "flags": {
            "is-routed": false,
            "is-authenticated": true,
            "is-system-test": false,
            "is-test-mode": false,
        },
        "message": {
            "headers": {
                "message-id": message.message_id.trim_start_matches('<').trim_end_matches('>'),
                "from": header("From"),
                "to": recipient.email,
                "subject": header("Subject"),
            },
            "attachments": [],
            "size": message.bytes.len(),
        },
        "user-variables": {
            "staffhub_delivery": recipient.delivery_id.to_string(),
            "staffhub_job": delivery.job_id.to_string(),
        },
    });
    let extra = match step {
        Step::Delivered => json!({
            "event": "delivered",
            "log-level": "info",
            "delivery-status": {
                "code": 250,
                "message": "OK",
                "description": "",
                "mx-host": format!("mx1.{domain}"),
                "tls": true,
                "certificate-verified": true,
                "attempt-no": 1,
                "session-seconds": 0.35 + rng.below(200) as f64 / 100.0,
                "utf8": true,
            },
        }),
        Step::ProviderTemporary => json!({
            "event": "failed",
            "severity": "temporary",
            "log-level": "warn",
            "delivery-status": {
                "code": 452,
                "message": "4.2.2 The email account that you tried to reach is over quota.",
                "description": "The email account that you tried to reach is over quota. Mailgun will retry.",
                "mx-host": format!("mx1.{domain}"),
                "attempt-no": 1,
                "retry-seconds": 600,
                "tls": true,
            },
        }),
        Step::Bounced => json!({
            "event": "failed",
            "severity": "permanent",
            "reason": "bounce",
            "log-level": "error",
            "delivery-status": {
                "code": 550,
                "bounce-code": "5.1.1",
                "message": "5.1.1 The email account that you tried to reach does not exist.",
                "description": "The email account that you tried to reach does not exist. Please try double-checking the recipient's email address for typos.",
                "mx-host": format!("mx1.{domain}"),
                "attempt-no": 1,
                "tls": true,
            },
        }),
        Step::Complained => json!({ "event": "complained", "log-level": "warn" }),
        Step::Opened { agent, .. } => {
            let (name, os, kind, device) = CLIENTS_INFO[*agent];
            json!({
                "event": "opened",
                "log-level": "info",
                "ip": format!("203.0.113.{}", 10 + rng.below(200)),
                "geolocation": { "country": "JP", "region": "13", "city": "Tokyo" },
                "client-info": {
                    "client-name": name,
                    "client-os": os,
                    "client-type": kind,
                    "device-type": device,
                    "user-agent": AGENTS[*agent],
                },
            })
        }
        _ => json!({}),
    };
    if let (Value::Object(data), Value::Object(extra)) = (&mut data, extra) {
        data.extend(extra);
    }
    data
}

pub async fn seed(
    pool: &PgPool,
    journal: &Journal,
    employee_ids: &[Uuid],
    report: &mut SeedReport,
) -> ApiResult<()> {
    let names = Names::new(pool.clone(), "EmailTemplate");
    let config = crate::mail::MailConfig::from_env().unwrap_or_default();
    let public_url = config
        .public_url
        .clone()
        .unwrap_or_else(|| format!("http://{}", crate::config::DEFAULT_ADDR));
    let mut seeder = Seeder {
        journal,
        job_services: EmailJobServices {
            lookup: Arc::new(DirectoryLookup(pool.clone())),
        },
        template_services: EmailTemplateServices {
            lookup: Arc::new(DirectoryLookup(pool.clone())),
        },
        employees: employee_ids,
        members: demo_members(journal).await?,
        tokens: Tokens::load(pool).await?,
        public_url,
        recipient_limit: config.recipient_limit,
        templates: Vec::new(),
        now: Utc::now(),
    };
    for n in 0..TEMPLATES.len() {
        let kept = seeder.template(n, &names, report).await?;
        seeder.templates.push(kept);
    }
    // Jobs in the order they were sent, so each one leaves out whom the earlier ones lost.
    let mut order: Vec<usize> = (0..JOBS.len()).collect();
    order.sort_by_key(|n| seeder.times(&JOBS[*n]).0);
    let mut suppressed = HashMap::new();
    for n in order {
        seeder.job(n, &mut suppressed, report).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    #[test]
    fn every_template_uses_the_variables_and_both_languages_are_there() {
        for spec in &TEMPLATES {
            assert!(spec.html.contains("{{recipient_name}}"), "{}", spec.name);
            assert!(spec.html.contains("{{sender_name}}"), "{}", spec.name);
        }
        let all: String = TEMPLATES.iter().map(|t| t.html).collect();
        for variable in render::VARIABLES {
            assert!(all.contains(&format!("{{{{{variable}}}}}")), "{variable}");
        }
        let japanese = TEMPLATES
            .iter()
            .filter(|t| t.name.chars().any(|c| c > '\u{3000}'))
            .count();
        assert_eq!((japanese, TEMPLATES.len()), (4, 8));
        let active = TEMPLATES.iter().filter(|t| t.active).count();
        assert_eq!(active, 6);
        let names: HashSet<&str> = TEMPLATES.iter().map(|t| t.name).collect();
        assert_eq!(names.len(), TEMPLATES.len());
    }

    #[test]
    fn jobs_cover_every_status_the_sender_leaves_alone_and_use_only_active_templates() {
        let count = |f: fn(&JobSpec) -> bool| JOBS.iter().filter(|j| f(j)).count();
        assert_eq!(count(|j| matches!(j.fate, Fate::Completed { .. })), 9);
        assert_eq!(count(|j| matches!(j.fate, Fate::Draft { .. })), 4);
        assert_eq!(count(|j| matches!(j.fate, Fate::Scheduled { .. })), 2);
        assert_eq!(count(|j| matches!(j.audience, Audience::Batch(_))), 5);
        for spec in &JOBS {
            if let Some(t) = spec.template {
                assert!(TEMPLATES[t].active);
            }
            if let Fate::Scheduled { days_ahead } = spec.fate {
                assert!(days_ahead >= 2, "never due while the demo starts");
            }
        }
    }

    #[test]
    fn outcomes_start_with_the_relay_and_end_in_the_past() {
        let now = Utc::now();
        let sent = now - Duration::days(3);
        for k in 0..200 {
            for special in [
                None,
                Some(Special::SmtpRetry),
                Some(Special::SmtpRefused),
                Some(Special::ProviderRetry),
                Some(Special::Bounce),
                Some(Special::Unsubscribe),
                Some(Special::Complaint),
            ] {
                let steps = outcomes(1, k, special, true, 2, sent, now);
                assert!(matches!(
                    steps[0].1,
                    Step::Accepted | Step::SmtpTemporary | Step::SmtpRefused
                ));
                assert!(steps.iter().all(|(at, _)| *at < now && *at > sent));
                assert!(steps.windows(2).all(|w| w[0].0 <= w[1].0));
                let accepted = steps.iter().filter(|(_, s)| *s == Step::Accepted).count();
                let refused = steps
                    .iter()
                    .filter(|(_, s)| *s == Step::SmtpRefused)
                    .count();
                assert_eq!(accepted + refused, 1, "one final SMTP outcome");
            }
        }
        let bounced = outcomes(1, 0, Some(Special::Bounce), true, 2, sent, now);
        assert_eq!(suppression(&bounced), Some(SkipReason::PermanentFail));
        let left = outcomes(1, 0, Some(Special::Unsubscribe), true, 2, sent, now);
        assert_eq!(suppression(&left), Some(SkipReason::Unsubscribed));
    }

    #[test]
    fn specials_avoid_addresses_other_jobs_write_to_but_keep_their_own() {
        let recipient = |k: usize, email: &str| EmailRecipient {
            delivery_id: delivery_id(0, k),
            email: email.to_owned(),
            name: None,
            organization_id: None,
            organization_name: None,
        };
        let contract = JOBS
            .iter()
            .position(|j| j.specials.contains(&(1, Special::SmtpRefused)))
            .unwrap();
        let Audience::Single { to, .. } = JOBS[contract].audience else {
            panic!("the refused address is a single job's");
        };
        let recipients: Vec<_> = to
            .iter()
            .enumerate()
            .map(|(k, e)| recipient(k, e))
            .collect();
        assert_eq!(
            specials(contract, &recipients),
            HashMap::from([(1, Special::SmtpRefused)])
        );
        // The first newsletter's bounce would fall on a client others write to: it moves on.
        let batch = [
            recipient(0, "a@x.test"),
            recipient(1, "b@x.test"),
            recipient(2, "c@x.test"),
            recipient(3, "haruka.mori@kitasato-logi.example.jp"),
            recipient(4, "d@x.test"),
        ];
        let chosen = specials(0, &batch);
        assert_eq!(chosen.get(&4), Some(&Special::Bounce));
        assert!(!chosen.contains_key(&3));
    }

    #[test]
    fn a_batch_reaches_each_address_once_in_its_first_organization_by_name() {
        let member = |email: &str, organization: &str, stage| Member {
            email: email.to_owned(),
            name: "N".to_owned(),
            organization_id: Uuid::nil(),
            organization_name: organization.to_owned(),
            stage,
        };
        let members = [
            member("b@x.test", "Zeta", 7),
            member("a@x.test", "Beta", 7),
            member("b@x.test", "Alpha", 7),
            member("c@x.test", "Gamma", 1),
        ];
        let found: Vec<(&str, &str)> = batch_audience(&members, &[7])
            .iter()
            .map(|m| (m.email.as_str(), m.organization_name.as_str()))
            .collect();
        assert_eq!(found, [("a@x.test", "Beta"), ("b@x.test", "Alpha")]);
    }

    #[test]
    fn the_webhook_events_read_back_as_the_webhook_reads_them() {
        let content = Content {
            job_id: Uuid::nil(),
            sender_email: NEWS.to_owned(),
            sender_name: "News".to_owned(),
            subject: "Hi".to_owned(),
            html: "<p>Hi</p>".to_owned(),
            tag_names: vec!["newsletter".to_owned()],
            cc_emails: Vec::new(),
            bcc_emails: Vec::new(),
            attachments: Vec::new(),
        };
        let recipient = EmailRecipient {
            delivery_id: delivery_id(0, 0),
            email: "a@x.test".to_owned(),
            name: None,
            organization_id: None,
            organization_name: None,
        };
        let tokens = Tokens::new(b"secret".to_vec());
        let message = render::render(
            &content,
            &Recipient {
                delivery_id: recipient.delivery_id,
                email: recipient.email.clone(),
                name: None,
                organization_name: None,
            },
            "http://127.0.0.1:8080",
            &tokens,
        )
        .unwrap();
        let delivery = Delivery {
            n: 0,
            job_id: Uuid::nil(),
            content: &content,
            recipient: &recipient,
        };
        let at = Utc.with_ymd_and_hms(2026, 1, 2, 3, 4, 5).unwrap();
        for (step, expected) in [
            (Step::Delivered, ProviderEventKind::Delivered),
            (
                Step::Bounced,
                ProviderEventKind::Failed {
                    permanent: true,
                    reason: "bounce".to_owned(),
                },
            ),
            (Step::Complained, ProviderEventKind::Complained),
        ] {
            let raw = mailgun_event(&delivery, &message, 1, at, &step);
            let (id, when, kind) = crate::mail::tracking::provider_event(&raw)
                .unwrap()
                .unwrap();
            assert_eq!((id, when, kind), (recipient.delivery_id, at, expected));
        }
    }
}
