//! The password reset email (issue 37 §7): a link with a single-use token, in the member's
//! language (en or ja), as plain text and HTML, sent through the same transport as email jobs
//! (the SMTP relay in `STAFFHUB_SMTP_URL`, or an `.eml` file in the outbox without one).
//!
//! It is not an email job: a job's content is recorded in the journal, and the journal must
//! never hold a secret (the link is one). Only the fact of a reset is recorded, on the
//! employee (`PasswordResetByLink`, `PasswordResetByAdmin`).

use lettre::Message;
use lettre::message::header::{ContentTransferEncoding, ContentType, HeaderName, HeaderValue};
use lettre::message::{Mailbox, MultiPart, SinglePart};
use uuid::Uuid;

use super::Mail;
use super::render::{Rendered, escape_html};
use super::transport::{SendFailure, Transport};
use crate::locale::Locale;

/// Why the reset link was sent: the member asked, or an admin reset their password.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reason {
    Requested,
    AdminReset,
}

/// One reset email.
#[derive(Debug, Clone)]
pub struct ResetMail<'a> {
    pub to_email: &'a str,
    pub to_name: &'a str,
    /// The random token; only its hash is stored.
    pub token: &'a str,
    pub locale: Locale,
    pub reason: Reason,
    /// How long the link works, in minutes.
    pub valid_minutes: i64,
}

/// The link in the email: the reset page under the member's locale prefix.
pub fn reset_url(public_url: &str, locale: Locale, token: &str) -> String {
    let prefix = match locale {
        Locale::En => "",
        Locale::Ja => "/ja",
    };
    format!(
        "{}{prefix}/reset-password?token={token}",
        public_url.trim_end_matches('/')
    )
}

/// "30 minutes", "24 hours" / "30分", "24時間".
fn duration_text(locale: Locale, minutes: i64) -> String {
    let hours = (minutes % 60 == 0).then_some(minutes / 60);
    match (locale, hours) {
        (Locale::En, Some(1)) => "1 hour".to_owned(),
        (Locale::En, Some(h)) => format!("{h} hours"),
        (Locale::En, None) => format!("{minutes} minutes"),
        (Locale::Ja, Some(h)) => format!("{h}時間"),
        (Locale::Ja, None) => format!("{minutes}分"),
    }
}

/// Subject, plain text and HTML of the email.
pub fn compose(mail: &ResetMail<'_>, url: &str) -> (String, String, String) {
    let valid = duration_text(mail.locale, mail.valid_minutes);
    let (subject, greeting, why, action, once, ignore, button) = match (mail.locale, mail.reason) {
        (Locale::En, reason) => (
            "Reset your Staffhub password".to_owned(),
            format!("Hello {},", mail.to_name),
            match reason {
                Reason::Requested => {
                    "Someone, hopefully you, asked to reset the password of your Staffhub account."
                }
                Reason::AdminReset => {
                    "An administrator reset the password of your Staffhub account and signed you out everywhere. Your old password no longer works."
                }
            },
            format!("Choose a new password with this link within {valid}:"),
            "The link works only once.",
            match reason {
                Reason::Requested => {
                    "If you did not ask for this, ignore this email: your password stays as it is."
                }
                Reason::AdminReset => {
                    "If you did not expect this, contact your administrator. When the link has expired, ask for a new one on the sign-in page (\"Forgot password?\")."
                }
            },
            "Choose a new password",
        ),
        (Locale::Ja, reason) => (
            "Staffhubのパスワード再設定".to_owned(),
            format!("{} 様", mail.to_name),
            match reason {
                Reason::Requested => "Staffhubアカウントのパスワード再設定がリクエストされました。",
                Reason::AdminReset => {
                    "管理者があなたのStaffhubアカウントのパスワードをリセットし、すべての端末からサインアウトしました。以前のパスワードは使えません。"
                }
            },
            format!("{valid}以内に、次のリンクから新しいパスワードを設定してください。"),
            "このリンクは一度だけ使えます。",
            match reason {
                Reason::Requested => {
                    "心当たりがない場合は、このメールを無視してください。パスワードは変更されません。"
                }
                Reason::AdminReset => {
                    "心当たりがない場合は、管理者に連絡してください。リンクの有効期限が切れた場合は、サインイン画面の「パスワードをお忘れですか？」から新しいリンクをリクエストできます。"
                }
            },
            "新しいパスワードを設定",
        ),
    };
    let text =
        format!("{greeting}\n\n{why}\n{action}\n\n{url}\n\n{once}\n{ignore}\n\n-- \nStaffhub\n");
    let lang = match mail.locale {
        Locale::En => "en",
        Locale::Ja => "ja",
    };
    let href = escape_html(url);
    let html = format!(
        "<!doctype html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\"><title>{title}</title></head>\
         <body style=\"font-family:sans-serif;line-height:1.5\">\
         <p>{greeting}</p><p>{why}<br>{action}</p>\
         <p><a href=\"{href}\" style=\"display:inline-block;padding:10px 16px;background:#228be6;color:#fff;border-radius:4px;text-decoration:none\">{button}</a></p>\
         <p style=\"font-size:12px;color:#555;word-break:break-all\">{href}</p>\
         <p>{once}<br>{ignore}</p><p>Staffhub</p></body></html>\n",
        title = escape_html(&subject),
        greeting = escape_html(&greeting),
        why = escape_html(why),
        action = escape_html(&action),
        once = escape_html(once),
        ignore = escape_html(ignore),
        button = escape_html(button),
    );
    (subject, text, html)
}

/// Quoted-printable keeps the link readable in the raw message (lettre would pick base64 for
/// a Japanese part), so a mail client's "show source", an `.eml` file and the tests find it.
fn quoted_printable(content_type: ContentType, body: String) -> SinglePart {
    SinglePart::builder()
        .header(content_type)
        .header(ContentTransferEncoding::QuotedPrintable)
        .body(body)
}

/// Builds and sends the email; `Err` when the relay did not take it.
pub async fn send(mail: &Mail, message: &ResetMail<'_>) -> Result<(), SendFailure> {
    let failure = |reason: String| SendFailure {
        permanent: true,
        reason,
    };
    let public_url = mail
        .config
        .public_url
        .clone()
        .unwrap_or_else(|| "http://localhost:8080".to_owned());
    let url = reset_url(&public_url, message.locale, message.token);
    let (subject, text, html) = compose(message, &url);
    let from: Mailbox = mail
        .config
        .system_from
        .parse()
        .map_err(|e| failure(format!("STAFFHUB_EMAIL_FROM is not an address: {e}")))?;
    let to = Mailbox::new(
        Some(message.to_name.to_owned()).filter(|n| !n.is_empty()),
        message
            .to_email
            .parse()
            .map_err(|e| failure(format!("invalid recipient: {e}")))?,
    );
    let id = Uuid::now_v7();
    let message_id = format!("<password-reset.{id}@{}>", from.email.domain());
    let mut built = Message::builder()
        .from(from)
        .to(to)
        .subject(subject)
        .message_id(Some(message_id.clone()))
        .multipart(
            MultiPart::alternative()
                .singlepart(quoted_printable(ContentType::TEXT_PLAIN, text))
                .singlepart(quoted_printable(ContentType::TEXT_HTML, html)),
        )
        .map_err(|e| failure(e.to_string()))?;
    // Not bulk mail: no unsubscribe, and automatic replies should not answer it.
    built.headers_mut().insert_raw(HeaderValue::new(
        HeaderName::new_from_ascii_str("Auto-Submitted"),
        "auto-generated".to_owned(),
    ));
    let rendered = Rendered {
        envelope: built.envelope().clone(),
        bytes: built.formatted(),
        message_id,
        headers: Vec::new(),
    };
    let outbox = mail.outbox.clone().unwrap_or_else(std::env::temp_dir);
    let transport = Transport::new(mail.config.smtp_url.as_deref(), outbox, 1)
        .map_err(|e| failure(e.to_string()))?;
    transport.send(id, &rendered).await.map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(locale: Locale, reason: Reason) -> ResetMail<'static> {
        ResetMail {
            to_email: "ada@example.com",
            to_name: "Ada <Lovelace>",
            token: "tok_EN",
            locale,
            reason,
            valid_minutes: 30,
        }
    }

    #[test]
    fn the_link_goes_to_the_reset_page_under_the_locale_prefix() {
        assert_eq!(
            reset_url("https://hub.example/", Locale::En, "abc"),
            "https://hub.example/reset-password?token=abc"
        );
        assert_eq!(
            reset_url("https://hub.example", Locale::Ja, "abc"),
            "https://hub.example/ja/reset-password?token=abc"
        );
    }

    #[test]
    fn the_email_is_in_the_members_language_with_the_link_in_both_parts() {
        let url = "https://hub.example/ja/reset-password?token=tok_EN";
        let (subject, text, html) = compose(&sample(Locale::Ja, Reason::Requested), url);
        assert_eq!(subject, "Staffhubのパスワード再設定");
        assert!(text.contains("30分以内"), "{text}");
        assert!(text.contains(url) && html.contains(url), "{html}");
        assert!(html.contains("lang=\"ja\""));
        let (subject, text, html) = compose(&sample(Locale::En, Reason::AdminReset), url);
        assert_eq!(subject, "Reset your Staffhub password");
        assert!(text.contains("An administrator reset"), "{text}");
        assert!(text.contains("within 30 minutes"), "{text}");
        // The name is escaped in the HTML part.
        assert!(html.contains("Ada &lt;Lovelace&gt;"), "{html}");
        assert!(!html.contains("<Lovelace>"));
    }

    #[test]
    fn durations_read_naturally() {
        assert_eq!(duration_text(Locale::En, 1440), "24 hours");
        assert_eq!(duration_text(Locale::En, 60), "1 hour");
        assert_eq!(duration_text(Locale::Ja, 1440), "24時間");
        assert_eq!(duration_text(Locale::Ja, 45), "45分");
    }
}
