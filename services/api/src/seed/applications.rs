//! The demo applications (issue 16): seven applications of the four demo projects, in both
//! languages (a parents' web portal and its mobile app, 社内ポータル, 販売管理システム, a
//! patients' booking app, a freight tracking dashboard and an archived intranet), each with
//! its two trees: pages (directories such as 認証 / Authentication and 管理画面 / Admin, with
//! the screens as leaves) and requirements (functional, non-functional, セキュリティ…), with
//! markdown content.
//!
//! The history is imported with its business time (`Metadata::occurred_at`): the nodes appear
//! over the first weeks, a few move to where they belong (a screen and whole directories with
//! their subtrees), pages are linked to the requirements they implement (leaving some
//! requirements without a page and some pages without a requirement, for the traceability
//! view), some requirements are edited, and the statuses move on over the months, so the
//! progress bars show partial completion (the archived intranet is done).
//!
//! Everything is fixed: ids are derived from the application's and node's numbers, statuses
//! from a small pseudo-random sequence seeded by them ([`plan`]), so a second run adds nothing.
//! Application names are claimed as the API claims them (unique within their project), so the
//! UI refuses a duplicate of a seeded name.

use std::sync::Arc;

use chrono::{DateTime, Duration, Utc};
use futures::{StreamExt, TryStreamExt, stream};
use sqlx::PgPool;
use staffhub_domain::applications::application::{
    Application, ApplicationCommand, ApplicationError,
};
use staffhub_domain::applications::node::{
    ApplicationNode, ApplicationNodeCommand, ApplicationNodeError,
};
use staffhub_domain::applications::{ApplicationServices, NodeKind, Tree};
use staffhub_journal::{ExecuteError, Journal, Metadata};
use uuid::Uuid;

use super::SeedReport;
use super::projects::{PROJECTS, SeededProject};
use crate::error::{ApiError, ApiResult};
use crate::lookups::DirectoryLookup;
use crate::names::Names;

/// A node of a demo tree: a directory and its children, or a leaf and a one-line summary.
enum Spec {
    Dir(&'static str, &'static [Spec]),
    Leaf(&'static str, &'static str),
}

use Spec::{Dir, Leaf};

/// A demo application: its project (a place in `super::projects::PROJECTS`), name, description, final
/// status, language, how long ago it was created, and how far along it is (the percent of
/// leaves completed, roughly).
struct Demo {
    project: usize,
    name: &'static str,
    description: &'static str,
    status: i32,
    japanese: bool,
    days_ago: i64,
    maturity: usize,
    pages: &'static [Spec],
    requirements: &'static [Spec],
    /// Page leaf → the requirement leaves it implements (by name).
    links: &'static [(&'static str, &'static [&'static str])],
    /// Nodes first created elsewhere and moved later: (tree, name, the directory it was
    /// created in; `None` for the top of the tree).
    moves: &'static [(Tree, &'static str, Option<&'static str>)],
}

const PARENT_PORTAL_PAGES: &[Spec] = &[
    Dir(
        "Authentication",
        &[
            Leaf(
                "Sign in",
                "Email and password, or single sign-on with Google Workspace for Education.",
            ),
            Leaf(
                "Create account",
                "Parents register with the invitation code the school sends home.",
            ),
            Leaf(
                "Forgot password",
                "Sends a reset link, valid for one hour, to the registered email.",
            ),
            Leaf(
                "Reset password",
                "The new password twice, with a strength meter.",
            ),
            Leaf(
                "Two-step verification",
                "An optional code from an authenticator app at every sign-in.",
            ),
        ],
    ),
    Dir(
        "Dashboard",
        &[
            Leaf(
                "Home",
                "Today's timetable, unread notices and open invoices at a glance.",
            ),
            Leaf(
                "Child switcher",
                "Parents with several children pick whose information they see.",
            ),
        ],
    ),
    Dir(
        "Timetables",
        &[
            Leaf(
                "Weekly timetable",
                "Lessons per day with rooms and teachers; changes are highlighted.",
            ),
            Leaf(
                "Exam calendar",
                "Exam dates per subject with the material to revise.",
            ),
            Leaf(
                "Absence report",
                "Report an absence before 8:30 with a reason; the class teacher is told.",
            ),
        ],
    ),
    Dir(
        "Notices",
        &[
            Leaf(
                "Notice list",
                "School and class notices, newest first, unread ones in bold.",
            ),
            Leaf(
                "Notice detail",
                "The notice, its attachments, and the reply form when a reply is requested.",
            ),
            Leaf(
                "Consent forms",
                "Trips and events that need a parent's signature, signed online.",
            ),
        ],
    ),
    Dir(
        "Payments",
        &[
            Dir(
                "Invoices",
                &[
                    Leaf(
                        "Invoice list",
                        "Open and paid invoices per child, with their due dates.",
                    ),
                    Leaf(
                        "Invoice detail",
                        "Line items (tuition, lunches, trips) and the amount due.",
                    ),
                ],
            ),
            Leaf(
                "Pay by card",
                "Card payment in the payment provider's hosted form.",
            ),
            Leaf(
                "Payment receipt",
                "The receipt as a PDF, also sent by email.",
            ),
            Leaf(
                "Payment history",
                "Every payment of the school year, exportable as CSV.",
            ),
        ],
    ),
    Dir(
        "Account",
        &[
            Leaf(
                "Profile",
                "Name, phone number and the postal address the school writes to.",
            ),
            Leaf(
                "Notification settings",
                "Email and push notifications, per kind of notice.",
            ),
            Leaf(
                "Language",
                "English or Japanese (日本語) for the whole portal.",
            ),
        ],
    ),
    Dir(
        "Admin",
        &[
            Leaf(
                "User management",
                "Invite parents, link them to their children, deactivate accounts.",
            ),
            Leaf(
                "Notice editor",
                "Write, schedule and target notices to classes or year groups.",
            ),
            Leaf(
                "Payment reports",
                "Collected and outstanding amounts per month and per class.",
            ),
            Leaf(
                "Audit log",
                "Who changed what and when, searchable by user and date.",
            ),
        ],
    ),
    Leaf(
        "Help",
        "Frequently asked questions and the school office's contact details.",
    ),
];

const PARENT_PORTAL_REQUIREMENTS: &[Spec] = &[
    Dir(
        "Functional requirements",
        &[
            Dir(
                "Authentication",
                &[
                    Leaf(
                        "FR-01 Single sign-on",
                        "Parents sign in with their Google Workspace for Education account.",
                    ),
                    Leaf(
                        "FR-02 Invitation codes",
                        "An account can only be created with a valid, unused invitation code.",
                    ),
                    Leaf(
                        "FR-03 Password reset",
                        "A reset link expires after one hour and works once.",
                    ),
                ],
            ),
            Dir(
                "Notices",
                &[
                    Leaf(
                        "FR-10 Targeted notices",
                        "A notice goes to the whole school, a year group or a class.",
                    ),
                    Leaf("FR-11 Read receipts", "Staff see who has read a notice."),
                    Leaf(
                        "FR-12 Digital consent",
                        "Parents sign consent forms online; the school sees the status per pupil.",
                    ),
                ],
            ),
            Dir(
                "Payments",
                &[
                    Leaf(
                        "FR-20 Card payments",
                        "Invoices are paid by card through the payment provider.",
                    ),
                    Leaf("FR-21 Receipts", "Every payment produces a PDF receipt."),
                    Leaf(
                        "FR-22 Payment export",
                        "Finance exports payments as CSV for the accounting system.",
                    ),
                ],
            ),
            Leaf(
                "FR-30 Timetable changes",
                "Changes to the timetable reach parents within five minutes.",
            ),
            Leaf(
                "FR-31 Absence reporting",
                "Absences reported before 8:30 reach the class teacher before registration.",
            ),
            Leaf(
                "FR-32 Several children",
                "One parent account covers all of their children at the school.",
            ),
        ],
    ),
    Dir(
        "Non-functional requirements",
        &[
            Leaf(
                "NFR-01 Response time",
                "95% of pages load in under one second on a 4G connection.",
            ),
            Leaf(
                "NFR-02 Availability",
                "99.5% a month, outside the announced maintenance window.",
            ),
            Leaf("NFR-03 Accessibility", "WCAG 2.1 AA on every page."),
            Leaf("NFR-04 Languages", "Every screen in English and Japanese."),
            Leaf(
                "NFR-05 Mobile browsers",
                "The latest two versions of Safari and Chrome on phones.",
            ),
        ],
    ),
    Dir(
        "Security",
        &[
            Leaf(
                "SEC-01 Encryption",
                "TLS 1.2 or later in transit; personal data encrypted at rest.",
            ),
            Leaf(
                "SEC-02 Card data",
                "No card data is stored on or passes through our servers (PCI DSS SAQ A).",
            ),
            Leaf(
                "SEC-03 Access reviews",
                "Admin accounts are reviewed at the start of every term.",
            ),
            Leaf(
                "SEC-04 Session timeout",
                "A session ends after 30 minutes without activity.",
            ),
        ],
    ),
];

const MOBILE_APP_PAGES: &[Spec] = &[
    Dir(
        "Onboarding",
        &[
            Leaf(
                "Welcome",
                "Three cards, swiped through, on what the app does.",
            ),
            Leaf(
                "Sign in",
                "The web portal's accounts; Face ID or fingerprint after the first time.",
            ),
            Leaf(
                "Allow notifications",
                "Explains why before the system's own prompt appears.",
            ),
        ],
    ),
    Dir(
        "Home",
        &[
            Leaf(
                "Today",
                "The child's lessons today and anything due tomorrow.",
            ),
            Leaf("Notices feed", "Notices as cards; pull to refresh."),
        ],
    ),
    Dir(
        "Messages",
        &[
            Leaf(
                "Conversations",
                "Threads with teachers, one per child and subject.",
            ),
            Leaf("Compose message", "Text and up to three photos."),
        ],
    ),
    Dir(
        "Settings",
        &[
            Leaf(
                "Children",
                "Switch between children, or add one with an invitation code.",
            ),
            Leaf(
                "Notifications",
                "Quiet hours, and which notices are pushed.",
            ),
            Leaf("About", "Version, licences and the privacy policy."),
        ],
    ),
];

const MOBILE_APP_REQUIREMENTS: &[Spec] = &[
    Dir(
        "Functional",
        &[
            Leaf(
                "APP-01 Push notifications",
                "New notices are pushed within a minute of being published.",
            ),
            Leaf(
                "APP-02 Biometric sign-in",
                "After the first sign-in, Face ID or a fingerprint unlocks the app.",
            ),
            Leaf(
                "APP-03 Offline timetable",
                "The week's timetable can be read without a connection.",
            ),
            Leaf(
                "APP-04 Messaging",
                "Parents message teachers; teachers answer from the web portal.",
            ),
        ],
    ),
    Dir(
        "Platforms",
        &[
            Leaf("APP-10 iOS", "iOS 16 and later, iPhone only."),
            Leaf("APP-11 Android", "Android 10 and later."),
            Leaf("APP-12 App size", "A download of under 40 MB."),
        ],
    ),
    Dir(
        "Security",
        &[Leaf(
            "APP-20 Token storage",
            "Tokens are kept in the Keychain or the Android Keystore only.",
        )],
    ),
];

const INTRANET_PAGES: &[Spec] = &[
    Dir(
        "認証",
        &[
            Leaf(
                "ログイン",
                "社員番号とパスワード、またはシングルサインオンでログインする。",
            ),
            Leaf(
                "パスワード再設定",
                "登録済みのメールアドレスに再設定用のリンクを送信する。",
            ),
            Leaf(
                "シングルサインオン",
                "Microsoft Entra ID と連携する。初回ログイン時にアカウントを自動作成する。",
            ),
            Leaf(
                "多要素認証",
                "社外からのアクセス時にワンタイムパスワードを要求する。",
            ),
        ],
    ),
    Dir(
        "ホーム",
        &[
            Leaf(
                "ダッシュボード",
                "お知らせ、承認待ちの件数、今日の予定を表示する。",
            ),
            Leaf("お知らせ一覧", "全社・部署のお知らせを新しい順に表示する。"),
            Leaf(
                "お知らせ詳細",
                "本文と添付ファイルを表示し、既読を記録する。",
            ),
        ],
    ),
    Dir(
        "申請・承認",
        &[
            Leaf("経費精算申請", "領収書の画像を添付して申請する。"),
            Leaf(
                "休暇申請",
                "有給休暇・特別休暇を申請する。残日数を表示する。",
            ),
            Leaf("稟議申請", "金額に応じて承認ルートを自動で決める。"),
            Leaf(
                "承認待ち一覧",
                "自分が承認者の申請を一覧し、まとめて承認できる。",
            ),
            Leaf("申請履歴", "過去の申請と承認状況を検索する。"),
        ],
    ),
    Dir(
        "社員名簿",
        &[
            Leaf("社員検索", "氏名・部署・内線番号で検索する。"),
            Leaf("社員詳細", "所属、連絡先、スキル、顔写真を表示する。"),
            Leaf("組織図", "部署の階層を図で表示する。"),
        ],
    ),
    Dir(
        "文書管理",
        &[
            Leaf(
                "規程・マニュアル",
                "就業規則や業務マニュアルを分類別に表示する。",
            ),
            Leaf("様式ダウンロード", "各種申請書の様式をダウンロードする。"),
        ],
    ),
    Dir(
        "施設予約",
        &[
            Leaf(
                "会議室予約",
                "空き状況をタイムラインで表示し、ドラッグで予約する。",
            ),
            Leaf("備品貸出", "プロジェクターやノートPCの貸出を予約する。"),
        ],
    ),
    Dir(
        "管理画面",
        &[
            Dir(
                "ユーザー管理",
                &[
                    Leaf("ユーザー一覧", "在籍・休職・退職で絞り込む。"),
                    Leaf("ユーザー登録", "人事システムからのCSV取込にも対応する。"),
                    Leaf("ユーザー編集", "所属、役職、権限を変更する。"),
                ],
            ),
            Leaf("権限設定", "ロールごとに画面と操作の権限を設定する。"),
            Dir(
                "マスタ管理",
                &[
                    Leaf("部署マスタ", "部署の追加・統合・廃止。変更履歴を残す。"),
                    Leaf("勘定科目マスタ", "経費精算で選べる勘定科目を管理する。"),
                    Leaf("承認ルート設定", "申請の種類と金額ごとに承認者を設定する。"),
                ],
            ),
            Leaf(
                "お知らせ管理",
                "お知らせの作成、公開日時の予約、対象部署の指定。",
            ),
            Leaf(
                "操作ログ",
                "誰が・いつ・何をしたかを検索し、CSVで出力する。",
            ),
        ],
    ),
];

const INTRANET_REQUIREMENTS: &[Spec] = &[
    Dir(
        "機能要件",
        &[
            Dir(
                "認証",
                &[
                    Leaf(
                        "F-001 シングルサインオン",
                        "Microsoft Entra ID のアカウントでログインできること。",
                    ),
                    Leaf(
                        "F-002 多要素認証",
                        "社外ネットワークからのアクセスでは多要素認証を必須とすること。",
                    ),
                    Leaf(
                        "F-003 パスワードポリシー",
                        "パスワードは12文字以上とし、英字・数字・記号を含むこと。",
                    ),
                ],
            ),
            Dir(
                "申請・承認",
                &[
                    Leaf(
                        "F-010 承認ルート",
                        "申請の種類と金額により承認ルートが自動で決まること。",
                    ),
                    Leaf("F-011 代理承認", "承認者の不在時は代理人が承認できること。"),
                    Leaf(
                        "F-012 一括承認",
                        "承認待ちの申請を複数選んで承認できること。",
                    ),
                    Leaf("F-013 差戻し", "コメントを付けて申請者に差し戻せること。"),
                ],
            ),
            Dir(
                "お知らせ",
                &[
                    Leaf(
                        "F-020 対象指定",
                        "全社・部署・役職を指定してお知らせを公開できること。",
                    ),
                    Leaf(
                        "F-021 既読管理",
                        "お知らせごとに既読者と未読者を確認できること。",
                    ),
                ],
            ),
            Leaf(
                "F-030 社員検索",
                "氏名（漢字・かな）、部署、内線番号で検索できること。",
            ),
            Leaf(
                "F-031 会議室予約",
                "同じ会議室・同じ時間帯の二重予約ができないこと。",
            ),
            Leaf(
                "F-032 CSV取込",
                "人事システムの社員データをCSVで一括登録できること。",
            ),
        ],
    ),
    Dir(
        "非機能要件",
        &[
            Dir(
                "性能",
                &[
                    Leaf(
                        "N-001 応答時間",
                        "主要な画面は通常時2秒以内に表示されること。",
                    ),
                    Leaf("N-002 同時接続", "全社員約800名の同時利用に耐えること。"),
                ],
            ),
            Dir(
                "可用性",
                &[
                    Leaf(
                        "N-010 稼働率",
                        "平日8:00〜22:00の稼働率を99.9%以上とすること。",
                    ),
                    Leaf(
                        "N-011 バックアップ",
                        "日次でバックアップを取り、30日間保持すること。",
                    ),
                ],
            ),
            Dir(
                "運用・保守",
                &[
                    Leaf("N-020 監視", "死活監視とエラー通知を行うこと。"),
                    Leaf("N-021 ログ保管", "操作ログを5年間保管すること。"),
                ],
            ),
            Leaf(
                "N-030 対応ブラウザ",
                "Edge・Chromeの最新版と、スマートフォンのSafariに対応すること。",
            ),
        ],
    ),
    Dir(
        "セキュリティ要件",
        &[
            Leaf(
                "S-001 通信の暗号化",
                "すべての通信をTLS 1.2以上で暗号化すること。",
            ),
            Leaf(
                "S-002 権限管理",
                "ロールに基づいて画面と操作を制御すること。",
            ),
            Leaf(
                "S-003 操作ログ",
                "管理操作をすべて記録し、改ざんできないこと。",
            ),
            Leaf(
                "S-004 退職者アカウント",
                "退職日の翌日にアカウントを自動で無効にすること。",
            ),
        ],
    ),
];

const SALES_PAGES: &[Spec] = &[
    Dir(
        "受注管理",
        &[
            Leaf("受注一覧", "得意先・期間・ステータスで絞り込んで表示する。"),
            Leaf("受注登録", "見積からの転記と、商品コードによる明細の入力。"),
            Leaf("受注詳細", "明細、出荷状況、請求状況を表示する。"),
            Leaf("受注取込", "EDIデータを取り込んで受注を一括登録する。"),
        ],
    ),
    Dir(
        "出荷管理",
        &[
            Leaf("出荷指示", "在庫を引き当てて倉庫に出荷を指示する。"),
            Leaf("出荷実績", "送り状番号を登録し、得意先に出荷を通知する。"),
            Leaf("納品書発行", "納品書をPDFで出力する。"),
        ],
    ),
    Dir(
        "在庫管理",
        &[
            Leaf("在庫照会", "倉庫別・ロット別の在庫数を表示する。"),
            Leaf("入庫登録", "仕入先からの入荷を登録する。"),
            Dir(
                "棚卸",
                &[
                    Leaf("棚卸指示", "棚卸の対象倉庫と基準日を指定する。"),
                    Leaf("棚卸入力", "ハンディ端末で数えた実棚数を取り込む。"),
                    Leaf("棚卸差異", "帳簿在庫との差異を確認し、在庫を調整する。"),
                ],
            ),
            Leaf("在庫移動", "倉庫間の移動を登録する。"),
        ],
    ),
    Dir(
        "請求管理",
        &[
            Leaf(
                "請求書発行",
                "締め日ごとに請求書を作成し、電子帳簿保存法に沿って保存する。",
            ),
            Leaf("入金消込", "銀行の入金データと請求を照合する。"),
            Leaf("売掛金残高", "得意先別の残高と年齢表を表示する。"),
        ],
    ),
    Dir(
        "マスタ",
        &[
            Leaf("得意先マスタ", "与信限度額と締め日・支払日を管理する。"),
            Leaf("商品マスタ", "商品コード、単価、税区分を管理する。"),
            Leaf("倉庫マスタ", "倉庫とロケーションを管理する。"),
        ],
    ),
    Dir(
        "帳票・分析",
        &[
            Leaf("売上日報", "前日の売上を部門別に集計する。"),
            Leaf(
                "売上分析",
                "得意先・商品・担当者別の推移をグラフで表示する。",
            ),
        ],
    ),
];

const SALES_REQUIREMENTS: &[Spec] = &[
    Dir(
        "機能要件",
        &[
            Dir(
                "受注",
                &[
                    Leaf(
                        "S-101 EDI受注",
                        "主要取引先5社のEDIデータを取り込めること。",
                    ),
                    Leaf(
                        "S-102 与信チェック",
                        "与信限度額を超える受注は上長の承認を必須とすること。",
                    ),
                ],
            ),
            Dir(
                "在庫",
                &[
                    Leaf(
                        "S-110 在庫引当",
                        "受注の確定時に在庫を自動で引き当てること。",
                    ),
                    Leaf(
                        "S-111 ロット管理",
                        "ロット番号と賞味期限で在庫を管理すること。",
                    ),
                    Leaf(
                        "S-112 実地棚卸",
                        "年2回の実地棚卸と差異の調整ができること。",
                    ),
                ],
            ),
            Dir(
                "請求",
                &[
                    Leaf("S-120 インボイス制度", "適格請求書の記載事項を満たすこと。"),
                    Leaf(
                        "S-121 電子帳簿保存",
                        "請求書を電子帳簿保存法の要件を満たして保存すること。",
                    ),
                    Leaf(
                        "S-122 自動消込",
                        "全銀フォーマットの入金データで自動消込できること。",
                    ),
                ],
            ),
        ],
    ),
    Dir(
        "非機能要件",
        &[
            Leaf(
                "S-201 データ移行",
                "旧システムの受注データ直近5年分を移行すること。",
            ),
            Leaf(
                "S-202 バッチ処理時間",
                "夜間バッチは2時間以内に完了すること。",
            ),
            Leaf("S-203 利用時間", "平日7:00〜23:00に利用できること。"),
        ],
    ),
    Dir(
        "セキュリティ要件",
        &[
            Leaf(
                "S-301 アクセス制御",
                "営業担当は担当得意先の受注のみ参照できること。",
            ),
            Leaf(
                "S-302 監査証跡",
                "受注・請求の変更履歴を7年間保持すること。",
            ),
        ],
    ),
];

const BOOKING_PAGES: &[Spec] = &[
    Dir(
        "会員",
        &[
            Leaf("会員登録", "診察券番号と生年月日で本人確認をして登録する。"),
            Leaf(
                "ログイン",
                "メールアドレスとパスワード。生体認証にも対応する。",
            ),
            Leaf("会員情報", "連絡先、保険証、アレルギーの情報を登録する。"),
        ],
    ),
    Dir(
        "予約",
        &[
            Leaf("診療科選択", "診療科と症状から受診先を選ぶ。"),
            Leaf("日時選択", "空き枠をカレンダーで表示する（15分単位）。"),
            Leaf("予約確認", "内容を確認して確定し、確認メールを送信する。"),
            Leaf(
                "予約変更・キャンセル",
                "前日18時まで変更・キャンセルできる。",
            ),
            Leaf("予約履歴", "これまでとこれからの予約を一覧する。"),
        ],
    ),
    Dir(
        "問診",
        &[
            Leaf("Web問診票", "来院前に症状・既往歴・服薬を入力する。"),
            Leaf("問診結果確認", "送信した問診票の内容を確認する。"),
        ],
    ),
    Dir(
        "受付",
        &[
            Leaf("チェックイン", "来院時にQRコードで受付する。"),
            Leaf(
                "呼び出し通知",
                "診察の順番が近づいたらプッシュ通知で知らせる。",
            ),
        ],
    ),
    Leaf("お知らせ", "休診日や予防接種の案内を表示する。"),
    Dir(
        "管理画面",
        &[
            Leaf("予約枠設定", "診療科・医師ごとに予約枠を設定する。"),
            Leaf("医師スケジュール", "外来担当表と休診を登録する。"),
            Leaf("予約一覧", "日付・診療科で絞り込み、CSVで出力する。"),
            Leaf("問診票テンプレート", "診療科ごとの問診項目を編集する。"),
        ],
    ),
];

const BOOKING_REQUIREMENTS: &[Spec] = &[
    Dir(
        "機能要件",
        &[
            Leaf("R-01 オンライン予約", "24時間いつでも予約できること。"),
            Leaf("R-02 予約枠", "予約枠を15分単位で設定できること。"),
            Leaf(
                "R-03 リマインド通知",
                "予約の前日にプッシュ通知とメールで知らせること。",
            ),
            Leaf("R-04 Web問診", "来院前に問診票を送信できること。"),
            Leaf(
                "R-05 キャンセル期限",
                "前日18時以降のキャンセルは電話のみとすること。",
            ),
            Leaf(
                "R-06 QRチェックイン",
                "受付でQRコードを読み取ってチェックインできること。",
            ),
        ],
    ),
    Dir(
        "非機能要件",
        &[
            Leaf("R-10 応答時間", "空き枠を1秒以内に表示すること。"),
            Leaf("R-11 対応OS", "iOS 16以上、Android 10以上に対応すること。"),
            Leaf(
                "R-12 高齢者への配慮",
                "文字サイズの拡大と音声読み上げに対応すること。",
            ),
        ],
    ),
    Dir(
        "セキュリティ",
        &[
            Leaf(
                "R-20 医療情報の保護",
                "医療情報システムの安全管理に関するガイドラインに準拠すること。",
            ),
            Leaf(
                "R-21 端末紛失時の対応",
                "紛失した端末を遠隔でログアウトできること。",
            ),
        ],
    ),
];

const TRACKING_PAGES: &[Spec] = &[
    Dir(
        "Tracking",
        &[
            Leaf(
                "Shipment search",
                "By tracking number, customer reference or container ID.",
            ),
            Leaf(
                "Shipment detail",
                "The route, milestones and documents of one shipment.",
            ),
            Leaf(
                "Live map",
                "Trucks and vessels on a map, refreshed every minute.",
            ),
        ],
    ),
    Dir(
        "Alerts",
        &[
            Leaf(
                "Delay alerts",
                "Shipments more than six hours behind their plan.",
            ),
            Leaf(
                "Alert rules",
                "Who is told about which delays, by email or SMS.",
            ),
        ],
    ),
    Dir(
        "Reports",
        &[
            Leaf("On-time delivery", "Per lane and carrier, week by week."),
            Leaf(
                "Carrier scorecard",
                "Delays, damages and claims per carrier.",
            ),
        ],
    ),
    Leaf("Settings", "Customers, lanes and the carrier integrations."),
];

const TRACKING_REQUIREMENTS: &[Spec] = &[
    Dir(
        "Functional",
        &[
            Leaf(
                "TRK-01 Carrier feeds",
                "Positions from the three pilot carriers' APIs every five minutes.",
            ),
            Leaf(
                "TRK-02 Arrival estimate",
                "An estimated arrival per shipment, updated with every position.",
            ),
            Leaf(
                "TRK-03 Delay alerts",
                "An alert when the estimate slips by more than six hours.",
            ),
            Leaf(
                "TRK-04 Customer view",
                "Customers see their own shipments only.",
            ),
        ],
    ),
    Dir(
        "Non-functional",
        &[
            Leaf("TRK-10 Data retention", "Positions are kept for 13 months."),
            Leaf(
                "TRK-11 Pilot scale",
                "500 active shipments and 50 users at once.",
            ),
        ],
    ),
];

const OLD_INTRANET_PAGES: &[Spec] = &[
    Leaf("トップページ", "部署ごとのリンク集。"),
    Leaf("掲示板", "全社の掲示板。社内ポータルのお知らせに移行済み。"),
    Leaf("電話帳", "内線番号の一覧（Excelから生成）。"),
    Dir("管理", &[Leaf("記事投稿", "掲示板に記事を投稿する。")]),
];

const OLD_INTRANET_REQUIREMENTS: &[Spec] = &[Dir(
    "移行要件",
    &[
        Leaf(
            "M-01 記事の移行",
            "過去3年分の掲示板の記事を社内ポータルへ移行すること。",
        ),
        Leaf(
            "M-02 リンクの転送",
            "旧URLから社内ポータルの該当ページへ転送すること。",
        ),
        Leaf(
            "M-03 データの保管",
            "移行後5年間は読み取り専用で保管すること。",
        ),
    ],
)];

const DRAFT: i32 = 1;
const ACTIVE: i32 = 2;
const PENDING: i32 = 3;
const ARCHIVED: i32 = 4;

const APPLICATIONS: [Demo; 7] = [
    Demo {
        project: 1,
        name: "Parent portal (web)",
        description: "The parents' side of the **Evergreen parent portal**: timetables, notices, consent forms and payments.\n\n- Launch: before the spring term\n- Sign-in: Google Workspace for Education\n- Payments: the school's existing payment provider",
        status: ACTIVE,
        japanese: false,
        days_ago: 150,
        maturity: 60,
        pages: PARENT_PORTAL_PAGES,
        requirements: PARENT_PORTAL_REQUIREMENTS,
        links: &[
            (
                "Sign in",
                &["FR-01 Single sign-on", "SEC-04 Session timeout"],
            ),
            ("Create account", &["FR-02 Invitation codes"]),
            ("Forgot password", &["FR-03 Password reset"]),
            ("Reset password", &["FR-03 Password reset"]),
            ("Notice list", &["FR-10 Targeted notices"]),
            (
                "Notice detail",
                &["FR-10 Targeted notices", "FR-11 Read receipts"],
            ),
            ("Consent forms", &["FR-12 Digital consent"]),
            ("Pay by card", &["FR-20 Card payments", "SEC-02 Card data"]),
            ("Payment receipt", &["FR-21 Receipts"]),
            ("Payment history", &["FR-22 Payment export"]),
            ("Payment reports", &["FR-22 Payment export"]),
            ("Weekly timetable", &["FR-30 Timetable changes"]),
            ("Absence report", &["FR-31 Absence reporting"]),
            ("Child switcher", &["FR-32 Several children"]),
            ("Language", &["NFR-04 Languages"]),
        ],
        moves: &[
            (Tree::Pages, "Invoices", None),
            (Tree::Pages, "Payment history", Some("Account")),
        ],
    },
    Demo {
        project: 1,
        name: "Evergreen mobile app",
        description: "The iOS and Android app for parents: the web portal's accounts, with push notifications for notices.\n\n*Draft: the scope is agreed, the design has not started.*",
        status: DRAFT,
        japanese: false,
        days_ago: 45,
        maturity: 10,
        pages: MOBILE_APP_PAGES,
        requirements: MOBILE_APP_REQUIREMENTS,
        links: &[
            ("Sign in", &["APP-02 Biometric sign-in"]),
            ("Allow notifications", &["APP-01 Push notifications"]),
            ("Notices feed", &["APP-01 Push notifications"]),
            ("Today", &["APP-03 Offline timetable"]),
            ("Conversations", &["APP-04 Messaging"]),
            ("Compose message", &["APP-04 Messaging"]),
        ],
        moves: &[],
    },
    Demo {
        project: 0,
        name: "社内ポータル",
        description: "全社員が使う社内ポータル。お知らせ、各種の申請・承認、社員名簿、施設予約をひとつにまとめる。\n\n- 利用者：約800名\n- 認証：Microsoft Entra ID によるシングルサインオン\n- 旧イントラネットの後継",
        status: ACTIVE,
        japanese: true,
        days_ago: 170,
        maturity: 50,
        pages: INTRANET_PAGES,
        requirements: INTRANET_REQUIREMENTS,
        links: &[
            (
                "ログイン",
                &["F-001 シングルサインオン", "F-003 パスワードポリシー"],
            ),
            ("シングルサインオン", &["F-001 シングルサインオン"]),
            ("多要素認証", &["F-002 多要素認証"]),
            ("パスワード再設定", &["F-003 パスワードポリシー"]),
            ("稟議申請", &["F-010 承認ルート"]),
            ("経費精算申請", &["F-010 承認ルート"]),
            (
                "承認待ち一覧",
                &["F-011 代理承認", "F-012 一括承認", "F-013 差戻し"],
            ),
            ("承認ルート設定", &["F-010 承認ルート"]),
            ("お知らせ管理", &["F-020 対象指定", "F-021 既読管理"]),
            ("お知らせ詳細", &["F-021 既読管理"]),
            ("社員検索", &["F-030 社員検索"]),
            ("会議室予約", &["F-031 会議室予約"]),
            ("ユーザー登録", &["F-032 CSV取込"]),
            ("ユーザー編集", &["S-004 退職者アカウント"]),
            ("権限設定", &["S-002 権限管理"]),
            ("操作ログ", &["S-003 操作ログ", "N-021 ログ保管"]),
        ],
        moves: &[
            (Tree::Pages, "パスワード再設定", Some("ホーム")),
            (Tree::Pages, "マスタ管理", None),
        ],
    },
    Demo {
        project: 0,
        name: "販売管理システム",
        description: "受注から出荷・請求・入金までを一元管理する。旧システムからのデータ移行を含む。\n\n**稼働予定：2027年4月**",
        status: ACTIVE,
        japanese: true,
        days_ago: 120,
        maturity: 30,
        pages: SALES_PAGES,
        requirements: SALES_REQUIREMENTS,
        links: &[
            ("受注取込", &["S-101 EDI受注"]),
            ("受注登録", &["S-102 与信チェック"]),
            ("出荷指示", &["S-110 在庫引当"]),
            ("在庫照会", &["S-111 ロット管理"]),
            ("棚卸指示", &["S-112 実地棚卸"]),
            ("棚卸差異", &["S-112 実地棚卸"]),
            (
                "請求書発行",
                &["S-120 インボイス制度", "S-121 電子帳簿保存"],
            ),
            ("入金消込", &["S-122 自動消込"]),
        ],
        moves: &[(Tree::Requirements, "在庫", Some("非機能要件"))],
    },
    Demo {
        project: 2,
        name: "外来予約アプリ",
        description: "患者さん向けの外来予約アプリ（iOS / Android）。予約、Web問診、来院時のチェックインに対応する。",
        status: ACTIVE,
        japanese: true,
        days_ago: 60,
        maturity: 25,
        pages: BOOKING_PAGES,
        requirements: BOOKING_REQUIREMENTS,
        links: &[
            ("予約確認", &["R-01 オンライン予約"]),
            ("日時選択", &["R-02 予約枠"]),
            ("予約枠設定", &["R-02 予約枠"]),
            ("予約変更・キャンセル", &["R-05 キャンセル期限"]),
            ("Web問診票", &["R-04 Web問診"]),
            ("チェックイン", &["R-06 QRチェックイン"]),
            ("会員情報", &["R-20 医療情報の保護"]),
        ],
        moves: &[(Tree::Pages, "予約履歴", Some("会員"))],
    },
    Demo {
        project: 3,
        name: "Shipment tracking dashboard",
        description: "A pilot dashboard for Atlas Freight's operations team: where every shipment is, and which ones are late.\n\n*On hold, with the project.*",
        status: PENDING,
        japanese: false,
        days_ago: 110,
        maturity: 40,
        pages: TRACKING_PAGES,
        requirements: TRACKING_REQUIREMENTS,
        links: &[
            ("Live map", &["TRK-01 Carrier feeds"]),
            ("Shipment detail", &["TRK-02 Arrival estimate"]),
            ("Delay alerts", &["TRK-03 Delay alerts"]),
            ("Alert rules", &["TRK-03 Delay alerts"]),
        ],
        moves: &[],
    },
    Demo {
        project: 0,
        name: "旧イントラネット",
        description: "2012年から使っていた旧イントラネット。**社内ポータルへ移行済み**のため参照のみ。",
        status: ARCHIVED,
        japanese: true,
        days_ago: 175,
        maturity: 100,
        pages: OLD_INTRANET_PAGES,
        requirements: OLD_INTRANET_REQUIREMENTS,
        links: &[
            ("掲示板", &["M-01 記事の移行"]),
            ("トップページ", &["M-02 リンクの転送"]),
        ],
        moves: &[],
    },
];

/// How many applications and nodes a first run writes (`tests/tests/spine/members.rs`
/// expects the same).
pub const APPLICATION_COUNT: usize = APPLICATIONS.len();

/// Node statuses (spec §4).
const NOT_STARTED: i32 = 1;
const PROCESSING: i32 = 2;
const CLOSED: i32 = 3;
const COMPLETED: i32 = 4;

fn application_id(n: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0016_0000_0000 + n as u128)
}

/// Node `k` of application `n`.
fn node_id(n: usize, k: usize) -> Uuid {
    Uuid::from_u128(0x5eed_0000_0000_4000_8000_0016_0001_0000 + (n * 4096 + k) as u128)
}

/// A small, fixed pseudo-random sequence per application (the same trees on every run).
struct Rng(u64);

impl Rng {
    fn new(n: usize) -> Self {
        Rng(0x2545_f491_4f6c_dd1d ^ (n as u64 + 16).wrapping_mul(0x9e37_79b9_7f4a_7c15))
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
}

/// A node as the seed writes it.
#[derive(Debug, Clone, PartialEq)]
struct Planned {
    k: usize,
    tree: Tree,
    kind: NodeKind,
    name: &'static str,
    /// Its parent in the finished tree, and its place there.
    parent: Option<usize>,
    position: i32,
    /// Where it is created: `parent`, or for a node moved later the directory it was first
    /// created in (at its end).
    created_in: Option<usize>,
    moved: bool,
    content: String,
    /// Its status at the end of the history.
    status: i32,
    /// Pages: the requirement nodes it implements.
    links: Vec<usize>,
}

/// One command of an application's history, `minutes` after the application was created.
#[derive(Debug, Clone, PartialEq)]
enum Step {
    ApplicationStatus(i32),
    Create(usize),
    Move(usize),
    Link(usize, usize),
    Edit(usize, String),
    Status(usize, i32),
}

#[derive(Debug, Clone, PartialEq)]
struct Timed {
    minutes: i64,
    /// The team member (an index into the project's team) who did it.
    actor: usize,
    step: Step,
}

#[derive(Debug, Clone, PartialEq)]
struct Plan {
    nodes: Vec<Planned>,
    /// In the order they are written (by time; creations before anything else of a node).
    steps: Vec<Timed>,
}

fn page_content(japanese: bool, name: &str, summary: &str, variant: usize) -> String {
    match (japanese, variant % 3) {
        (false, 0) => format!(
            "## Purpose\n\n{summary}\n\n## Layout\n\n- Header with the navigation and breadcrumbs\n- Main area: {name}\n- Footer with help and privacy links\n\n## Notes\n\n- Works on phones from 360 px wide\n- Every label in English and Japanese"
        ),
        (false, 1) => format!(
            "{summary}\n\n### States\n\n| State | Shown |\n|---|---|\n| Loading | skeleton rows |\n| Empty | a short hint and the main action |\n| Error | the message and **Try again** |\n\n### Open questions\n\n- [ ] Wording reviewed by the product owner"
        ),
        (false, _) => format!(
            "**What the user does here:** {summary}\n\n1. Open *{name}* from the menu\n2. Fill in or pick what is needed\n3. Confirm; a message says it worked\n\n> Designs: the Figma file, page \"{name}\"."
        ),
        (true, 0) => format!(
            "## 概要\n\n{summary}\n\n## 画面構成\n\n- ヘッダー（グローバルナビ・パンくずリスト）\n- メイン：{name}\n- フッター（ヘルプ・お問い合わせ）\n\n## 備考\n\n- スマートフォン表示（幅360px以上）に対応する\n- 入力エラーは項目の下に赤字で表示する"
        ),
        (true, 1) => format!(
            "{summary}\n\n### 表示パターン\n\n| 状態 | 表示 |\n|---|---|\n| 読み込み中 | スケルトン表示 |\n| 0件 | 案内文と主な操作ボタン |\n| エラー | メッセージと **再試行** ボタン |\n\n### 未決事項\n\n- [ ] 文言をお客様に確認する"
        ),
        (true, _) => format!(
            "**この画面でできること：** {summary}\n\n1. メニューから「{name}」を開く\n2. 必要な項目を入力・選択する\n3. 確定すると完了メッセージを表示する\n\n> デザインは Figma の「{name}」ページを参照。"
        ),
    }
}

fn requirement_content(japanese: bool, summary: &str, variant: usize) -> String {
    if japanese {
        let priority = ["必須", "推奨", "任意"][variant % 3];
        let source = ["要件定義会議", "業務ヒアリング", "セキュリティ審査"][variant / 3 % 3];
        format!(
            "{summary}\n\n### 受入基準\n\n- [ ] お客様のレビューで確認済みであること\n- [ ] 自動テストで確認できること\n\n**優先度：** {priority}  \n**出典：** {source}"
        )
    } else {
        let priority = ["Must", "Should", "Could"][variant % 3];
        let source = ["kickoff workshop", "customer interview", "security review"][variant / 3 % 3];
        format!(
            "{summary}\n\n### Acceptance criteria\n\n- [ ] Shown to the customer at a sprint review\n- [ ] Covered by an automated test\n\n**Priority:** {priority}  \n**Source:** {source}"
        )
    }
}

fn directory_content(japanese: bool, tree: Tree, name: &str) -> String {
    match (japanese, tree) {
        (false, Tree::Pages) => format!("The screens under **{name}**, in the menu's order."),
        (false, Tree::Requirements) => {
            format!("Requirements about **{name}**. IDs are stable: never renumber them.")
        }
        (true, Tree::Pages) => format!("「{name}」配下の画面をメニューの順に並べています。"),
        (true, Tree::Requirements) => {
            format!("「{name}」に関する要件。要件IDは変更しないこと。")
        }
    }
}

fn edit_note(japanese: bool) -> &'static str {
    if japanese {
        "\n\n> **追記：** 定例会でお客様と合意済み。"
    } else {
        "\n\n> **Update:** agreed with the customer at the monthly review."
    }
}

/// Adds `specs` (children of `parent`) to `nodes`, depth first.
fn walk(
    demo: &Demo,
    specs: &'static [Spec],
    tree: Tree,
    parent: Option<usize>,
    nodes: &mut Vec<Planned>,
) {
    for (position, spec) in specs.iter().enumerate() {
        let k = nodes.len();
        let (kind, name, content) = match spec {
            Dir(name, _) => (
                NodeKind::Directory,
                *name,
                directory_content(demo.japanese, tree, name),
            ),
            Leaf(name, summary) => (
                NodeKind::Leaf,
                *name,
                match tree {
                    Tree::Pages => page_content(demo.japanese, name, summary, k),
                    Tree::Requirements => requirement_content(demo.japanese, summary, k),
                },
            ),
        };
        nodes.push(Planned {
            k,
            tree,
            kind,
            name,
            parent,
            position: position as i32,
            created_in: parent,
            moved: false,
            content,
            status: NOT_STARTED,
            links: Vec::new(),
        });
        if let Dir(_, children) = spec {
            walk(demo, children, tree, Some(k), nodes);
        }
    }
}

fn find(nodes: &[Planned], tree: Tree, name: &str) -> usize {
    nodes
        .iter()
        .position(|node| node.tree == tree && node.name == name)
        .unwrap_or_else(|| panic!("no {tree:?} node named {name}"))
}

/// Whether `node` is `ancestor` or lies below it in the finished tree.
fn within(nodes: &[Planned], node: usize, ancestor: usize) -> bool {
    let mut current = Some(node);
    while let Some(k) = current {
        if k == ancestor {
            return true;
        }
        current = nodes[k].parent;
    }
    false
}

/// Application `n` as the seed writes it.
fn plan(n: usize) -> Plan {
    let demo = &APPLICATIONS[n];
    let mut rng = Rng::new(n);
    let mut nodes = Vec::new();
    walk(demo, demo.pages, Tree::Pages, None, &mut nodes);
    walk(
        demo,
        demo.requirements,
        Tree::Requirements,
        None,
        &mut nodes,
    );
    for (tree, name, first) in demo.moves {
        let k = find(&nodes, *tree, name);
        nodes[k].moved = true;
        nodes[k].created_in = first.map(|first| find(&nodes, *tree, first));
    }
    for (page, requirements) in demo.links {
        let k = find(&nodes, Tree::Pages, page);
        nodes[k].links = requirements
            .iter()
            .map(|r| find(&nodes, Tree::Requirements, r))
            .collect();
    }

    // Leaves: completed about `maturity` percent of the time, then processing, closed, not
    // started.
    for node in nodes.iter_mut().filter(|n| n.kind == NodeKind::Leaf) {
        let roll = rng.below(100);
        node.status = if roll < demo.maturity {
            COMPLETED
        } else if roll < demo.maturity + 25 {
            PROCESSING
        } else if roll < demo.maturity + 32 {
            CLOSED
        } else {
            NOT_STARTED
        };
    }
    // Directories follow their leaves: completed when every leaf is done, processing once
    // any has started.
    for k in (0..nodes.len()).rev() {
        if nodes[k].kind != NodeKind::Directory {
            continue;
        }
        let leaves: Vec<i32> = (0..nodes.len())
            .filter(|&l| l != k && nodes[l].kind == NodeKind::Leaf && within(&nodes, l, k))
            .map(|l| nodes[l].status)
            .collect();
        nodes[k].status = if leaves.is_empty() || leaves.iter().all(|s| *s == NOT_STARTED) {
            NOT_STARTED
        } else if leaves.iter().all(|s| *s == COMPLETED || *s == CLOSED) {
            COMPLETED
        } else {
            PROCESSING
        };
    }

    // Creation: depth first, each moved node's subtree after the rest (it was added later,
    // somewhere else).
    let deferred = |k: usize| (0..nodes.len()).any(|m| nodes[m].moved && within(&nodes, k, m));
    let order: Vec<usize> = (0..nodes.len())
        .filter(|k| !deferred(*k))
        .chain((0..nodes.len()).filter(|k| deferred(*k)))
        .collect();

    let span = demo.days_ago * 24 * 60;
    let at = |percent: i64, rng: &mut Rng, spread: i64| {
        span * percent / 100 + rng.below((span * spread / 100).max(1) as usize) as i64
    };
    let team = PROJECTS[demo.project].4;
    let mut steps = Vec::new();
    let actor = |rng: &mut Rng| rng.below(team);
    // The application goes live after its first pages, and on hold or into the archive late.
    if demo.status != DRAFT {
        steps.push(Timed {
            minutes: span * 20 / 100,
            actor: 0,
            step: Step::ApplicationStatus(ACTIVE),
        });
    }
    if demo.status == PENDING || demo.status == ARCHIVED {
        steps.push(Timed {
            minutes: span * 90 / 100,
            actor: 0,
            step: Step::ApplicationStatus(demo.status),
        });
    }
    // The nodes appear over the first 40% of the history, in order.
    let created = order.len() as i64;
    for (i, k) in order.iter().enumerate() {
        steps.push(Timed {
            minutes: 1 + span * 40 / 100 * (i as i64 + 1) / (created + 1),
            actor: actor(&mut rng),
            step: Step::Create(*k),
        });
    }
    for node in nodes.iter().filter(|n| n.moved) {
        steps.push(Timed {
            minutes: at(42, &mut rng, 5),
            actor: actor(&mut rng),
            step: Step::Move(node.k),
        });
    }
    for node in &nodes {
        for requirement in &node.links {
            steps.push(Timed {
                minutes: at(48, &mut rng, 10),
                actor: actor(&mut rng),
                step: Step::Link(node.k, *requirement),
            });
        }
        if node.tree == Tree::Requirements && node.kind == NodeKind::Leaf && rng.below(5) == 0 {
            steps.push(Timed {
                minutes: at(55, &mut rng, 20),
                actor: actor(&mut rng),
                step: Step::Edit(
                    node.k,
                    format!("{}{}", node.content, edit_note(demo.japanese)),
                ),
            });
        }
        // Work starts in the middle of the history and ends before today.
        if node.status != NOT_STARTED {
            let started = at(50, &mut rng, 25);
            steps.push(Timed {
                minutes: started,
                actor: actor(&mut rng),
                step: Step::Status(node.k, PROCESSING),
            });
            if node.status != PROCESSING {
                steps.push(Timed {
                    minutes: started + at(0, &mut rng, 20),
                    actor: actor(&mut rng),
                    step: Step::Status(node.k, node.status),
                });
            }
        }
    }
    // A stable sort keeps each node's own steps in order when their times tie.
    steps.sort_by_key(|s| s.minutes);
    Plan { nodes, steps }
}

/// What writing one application added: (applications, nodes).
type Written = (usize, usize);

struct Seeder<'a> {
    pool: &'a PgPool,
    journal: &'a Journal,
    services: &'a ApplicationServices,
    names: &'a Names,
    /// The demo projects (`super::projects`), by their place in `PROJECTS`.
    projects: &'a [SeededProject],
    now: DateTime<Utc>,
}

impl Seeder<'_> {
    async fn project_exists(&self, project_id: Uuid) -> ApiResult<bool> {
        Ok(sqlx::query_scalar(
            "SELECT EXISTS (SELECT 1 FROM events WHERE aggregate_type = 'Project'
                            AND aggregate_id = $1 AND event_type = 'ProjectCreated')",
        )
        .bind(project_id.to_string())
        .fetch_one(self.pool)
        .await?)
    }

    async fn application(&self, n: usize) -> ApiResult<Written> {
        let demo = &APPLICATIONS[n];
        let seeded = &self.projects[demo.project];
        let project = seeded.id;
        if !self.project_exists(project).await? {
            return Ok((0, 0));
        }
        let id = application_id(n);
        let key = id.to_string();
        let started = self.now - Duration::days(demo.days_ago);
        let member = |i: usize| seeded.team[i % seeded.team.len()];
        let by = |actor: usize, minutes: i64| Metadata {
            actor_id: Some(member(actor)),
            occurred_at: Some(started + Duration::minutes(minutes)),
            ..Metadata::system()
        };
        // Claimed as the API claims it, unless someone else already holds the name there.
        let claim = crate::areas::applications::claimed_name(project, demo.name);
        if self
            .names
            .owner_of(&claim)
            .await?
            .is_some_and(|owner| owner != key)
        {
            return Ok((0, 0));
        }
        let create = ApplicationCommand::CreateApplication {
            application_id: id,
            project_id: project,
            name: demo.name.to_owned(),
            description: demo.description.to_owned(),
            status_id: DRAFT,
        };
        let created = self
            .names
            .with_claim(&claim, &key, async {
                match self
                    .journal
                    .execute::<Application>(&key, create, self.services, &by(0, 0))
                    .await
                {
                    Ok(_) => Ok(true),
                    Err(ExecuteError::Rejected(ApplicationError::AlreadyExists)) => Ok(false),
                    Err(error) => Err(ApiError::from(error)),
                }
            })
            .await?;

        let plan = plan(n);
        let mut nodes_created = 0;
        // Nodes that were there already (an earlier run): their history is written.
        let mut present = vec![false; plan.nodes.len()];
        for timed in &plan.steps {
            let metadata = by(timed.actor, timed.minutes);
            let (k, command) = match &timed.step {
                Step::ApplicationStatus(status_id) => {
                    if created {
                        let command = ApplicationCommand::ChangeApplicationStatus {
                            status_id: *status_id,
                        };
                        self.journal
                            .execute::<Application>(&key, command, self.services, &metadata)
                            .await?;
                    }
                    continue;
                }
                Step::Create(k) => {
                    let node = &plan.nodes[*k];
                    let node_key = node_id(n, *k).to_string();
                    let create = ApplicationNodeCommand::CreateNode {
                        node_id: node_id(n, *k),
                        application_id: id,
                        tree: node.tree,
                        kind: node.kind,
                        parent_id: node.created_in.map(|p| node_id(n, p)),
                        position: if node.moved {
                            staffhub_domain::applications::MAX_POSITION
                        } else {
                            node.position
                        },
                        name: node.name.to_owned(),
                        content: node.content.clone(),
                        status_id: NOT_STARTED,
                    };
                    self.journal.expect_new::<ApplicationNode>(&node_key);
                    match self
                        .journal
                        .execute::<ApplicationNode>(&node_key, create, self.services, &metadata)
                        .await
                    {
                        Ok(_) => nodes_created += 1,
                        Err(ExecuteError::Rejected(ApplicationNodeError::AlreadyExists)) => {
                            present[*k] = true;
                        }
                        Err(error) => return Err(error.into()),
                    }
                    continue;
                }
                Step::Move(k) => {
                    let node = &plan.nodes[*k];
                    let command = ApplicationNodeCommand::MoveNode {
                        parent_id: node.parent.map(|p| node_id(n, p)),
                        position: node.position,
                    };
                    (*k, command)
                }
                Step::Link(k, requirement) => (
                    *k,
                    ApplicationNodeCommand::LinkRequirement {
                        requirement_id: node_id(n, *requirement),
                    },
                ),
                Step::Edit(k, content) => (
                    *k,
                    ApplicationNodeCommand::EditNode {
                        name: plan.nodes[*k].name.to_owned(),
                        content: content.clone(),
                    },
                ),
                Step::Status(k, status_id) => (
                    *k,
                    ApplicationNodeCommand::ChangeNodeStatus {
                        status_id: *status_id,
                    },
                ),
            };
            if present[k] {
                continue;
            }
            let node_key = node_id(n, k).to_string();
            let execute = self.journal.execute::<ApplicationNode>(
                &node_key,
                command,
                self.services,
                &metadata,
            );
            if matches!(timed.step, Step::Move(_)) {
                // Moves of one application run one at a time, as the API runs them
                // (`moveApplicationNode`'s lock).
                let lock = format!("staffhub.applications.tree.{id}");
                crate::names::exclusive(self.pool, &lock, async {
                    execute.await.map_err(ApiError::from)
                })
                .await?;
            } else {
                execute.await?;
            }
        }
        Ok((usize::from(created), nodes_created))
    }
}

pub async fn seed(
    pool: &PgPool,
    journal: &Journal,
    employee_ids: &[Uuid],
    projects: &[SeededProject],
    report: &mut SeedReport,
) -> ApiResult<()> {
    if employee_ids.is_empty() {
        return Ok(());
    }
    let services = ApplicationServices {
        lookup: Arc::new(DirectoryLookup(pool.clone())),
    };
    let names = Names::new(pool.clone(), "Application");
    let seeder = Seeder {
        pool,
        journal,
        services: &services,
        names: &names,
        projects,
        now: Utc::now(),
    };
    // Two applications at a time: each one's history in order, different applications'
    // commands appended together. Each may hold a connection for a name claim or a move's
    // lock while its command takes another, so at most two at once leave the CLI's pool of
    // four enough to go on.
    let written: Vec<Written> = stream::iter(0..APPLICATION_COUNT)
        .map(|n| seeder.application(n))
        .buffer_unordered(2)
        .try_collect()
        .await?;
    for (applications, nodes) in written {
        report.applications_created += applications;
        report.application_nodes_created += nodes;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::collections::{HashMap, HashSet};

    use staffhub_domain::applications::{CONTENT_MAX_CHARS, DESCRIPTION_MAX_CHARS, NAME_MAX_CHARS};

    use super::*;

    fn all() -> Vec<Plan> {
        (0..APPLICATION_COUNT).map(plan).collect()
    }

    /// What a first run reports (`tests/tests/spine/members.rs` expects the same).
    #[test]
    fn the_seed_writes_a_known_number_of_applications_and_nodes() {
        let nodes: usize = all().iter().map(|p| p.nodes.len()).sum();
        assert_eq!((APPLICATION_COUNT, nodes), (7, 266));
    }

    #[test]
    fn the_plans_are_the_same_on_every_run() {
        assert_eq!(all(), all());
    }

    #[test]
    fn names_are_unique_where_they_must_be_and_within_the_limits() {
        let mut per_project = HashSet::new();
        for demo in &APPLICATIONS {
            assert!(
                per_project.insert((demo.project, demo.name.to_lowercase())),
                "{} twice in project {}",
                demo.name,
                demo.project
            );
            assert!(demo.project < PROJECTS.len());
            assert!(demo.name.chars().count() <= NAME_MAX_CHARS);
            assert!(demo.description.chars().count() <= DESCRIPTION_MAX_CHARS);
        }
        for plan in all() {
            // Links are resolved by name within a tree.
            let mut seen = HashSet::new();
            for node in &plan.nodes {
                assert!(seen.insert((node.tree, node.name)), "{} twice", node.name);
                assert!(!node.name.trim().is_empty());
                assert!(node.name.chars().count() <= NAME_MAX_CHARS);
                assert!(node.content.chars().count() <= CONTENT_MAX_CHARS);
            }
        }
    }

    #[test]
    fn both_languages_and_every_application_status_are_seeded() {
        let japanese = APPLICATIONS.iter().filter(|d| d.japanese).count();
        assert!((3..APPLICATION_COUNT).contains(&japanese));
        let statuses: HashSet<i32> = APPLICATIONS.iter().map(|d| d.status).collect();
        assert_eq!(statuses, HashSet::from([DRAFT, ACTIVE, PENDING, ARCHIVED]));
        let projects: HashSet<usize> = APPLICATIONS.iter().map(|d| d.project).collect();
        assert_eq!(projects.len(), PROJECTS.len(), "every demo project has one");
    }

    #[test]
    fn every_node_is_created_after_the_directory_it_goes_in_and_every_step_after_its_node() {
        for plan in all() {
            let mut created = HashSet::new();
            for timed in &plan.steps {
                match &timed.step {
                    Step::Create(k) => {
                        let node = &plan.nodes[*k];
                        if let Some(parent) = node.created_in {
                            assert!(created.contains(&parent), "{}", node.name);
                            assert_eq!(plan.nodes[parent].kind, NodeKind::Directory);
                            assert_eq!(plan.nodes[parent].tree, node.tree);
                        }
                        assert!(created.insert(*k));
                    }
                    Step::Move(k) | Step::Edit(k, _) | Step::Status(k, _) => {
                        assert!(created.contains(k));
                    }
                    Step::Link(k, r) => {
                        assert!(created.contains(k) && created.contains(r));
                    }
                    Step::ApplicationStatus(_) => {}
                }
            }
            assert_eq!(created.len(), plan.nodes.len());
            let mut minutes = plan.steps.iter().map(|s| s.minutes);
            let mut last = 0;
            assert!(minutes.all(|m| {
                let ordered = m >= last;
                last = m;
                ordered
            }));
        }
    }

    #[test]
    fn a_few_nodes_move_a_directory_with_its_subtree_among_them_never_into_themselves() {
        let mut moved = 0;
        let mut directories = 0;
        for plan in all() {
            for node in plan.nodes.iter().filter(|n| n.moved) {
                moved += 1;
                assert_ne!(node.created_in, node.parent, "{} really moves", node.name);
                if let Some(first) = node.created_in {
                    assert!(!within(&plan.nodes, first, node.k));
                }
                if node.kind == NodeKind::Directory {
                    directories += 1;
                    assert!(plan.nodes.iter().any(|c| c.parent == Some(node.k)));
                }
            }
        }
        assert!(moved >= 4, "{moved} moves");
        assert!(directories >= 2, "{directories} directories moved");
    }

    #[test]
    fn statuses_change_only_to_another_one_and_end_where_planned() {
        for plan in all() {
            let mut current: HashMap<usize, i32> = HashMap::new();
            for timed in &plan.steps {
                if let Step::Status(k, to) = timed.step {
                    let from = current.get(&k).copied().unwrap_or(NOT_STARTED);
                    assert_ne!(from, to);
                    current.insert(k, to);
                }
            }
            for node in &plan.nodes {
                let end = current.get(&node.k).copied().unwrap_or(NOT_STARTED);
                assert_eq!(end, node.status, "{}", node.name);
            }
        }
    }

    #[test]
    fn progress_is_partial_and_every_leaf_status_is_used() {
        let mut statuses = HashSet::new();
        let mut partial = 0;
        for (n, plan) in all().iter().enumerate() {
            for tree in [Tree::Pages, Tree::Requirements] {
                let leaves: Vec<&Planned> = plan
                    .nodes
                    .iter()
                    .filter(|l| l.tree == tree && l.kind == NodeKind::Leaf)
                    .collect();
                let done = leaves.iter().filter(|l| l.status == COMPLETED).count();
                statuses.extend(leaves.iter().map(|l| l.status));
                if APPLICATIONS[n].status == ARCHIVED {
                    assert_eq!(done, leaves.len(), "the archived one is done");
                } else if done > 0 && done < leaves.len() {
                    partial += 1;
                }
            }
        }
        assert_eq!(
            statuses,
            HashSet::from([NOT_STARTED, PROCESSING, CLOSED, COMPLETED])
        );
        assert!(partial >= 9, "{partial} trees partly done");
    }

    #[test]
    fn pages_link_requirement_leaves_and_some_of_each_stay_unlinked() {
        for plan in all() {
            let linked: HashSet<usize> = plan.nodes.iter().flat_map(|n| n.links.clone()).collect();
            for node in &plan.nodes {
                if !node.links.is_empty() {
                    assert_eq!((node.tree, node.kind), (Tree::Pages, NodeKind::Leaf));
                }
                let mut unique = node.links.clone();
                unique.dedup();
                assert_eq!(unique, node.links);
            }
            for r in &linked {
                let requirement = &plan.nodes[*r];
                assert_eq!(
                    (requirement.tree, requirement.kind),
                    (Tree::Requirements, NodeKind::Leaf)
                );
            }
            let leaves = |tree| {
                plan.nodes
                    .iter()
                    .filter(move |n| n.tree == tree && n.kind == NodeKind::Leaf)
            };
            assert!(leaves(Tree::Requirements).any(|r| !linked.contains(&r.k)));
            assert!(leaves(Tree::Pages).any(|p| p.links.is_empty()));
            assert!(leaves(Tree::Pages).any(|p| !p.links.is_empty()));
        }
    }
}
