//! One job's message for one recipient: the template variables filled in (HTML-escaped), links
//! rewritten to click-tracking redirects, an open pixel, a plain-text part, the RFC 8058
//! unsubscribe headers, and a Message-ID that names the delivery, so a provider's later
//! events (which quote it) find their recipient without a lookup.

use lettre::Message;
use lettre::address::{Address, Envelope};
use lettre::message::header::{ContentType, HeaderName, HeaderValue};
use lettre::message::{Attachment, Mailbox, MultiPart};
use uuid::Uuid;

use super::tokens::Tokens;

/// The variables a template may use (issue 17: recipient name, organization name, sender,
/// an unsubscribe link).
pub const VARIABLES: [&str; 4] = [
    "recipient_name",
    "organization_name",
    "sender_name",
    "unsubscribe_url",
];

/// What a job sends, the same for each of its recipients.
#[derive(Debug, Clone)]
pub struct Content {
    pub job_id: Uuid,
    pub sender_email: String,
    pub sender_name: String,
    pub subject: String,
    pub html: String,
    pub tag_names: Vec<String>,
    pub cc_emails: Vec<String>,
    pub bcc_emails: Vec<String>,
    pub attachments: Vec<AttachmentFile>,
}

#[derive(Debug, Clone)]
pub struct AttachmentFile {
    pub name: String,
    pub content_type: String,
    pub bytes: bytes::Bytes,
}

#[derive(Debug, Clone)]
pub struct Recipient {
    pub delivery_id: Uuid,
    pub email: String,
    pub name: Option<String>,
    pub organization_name: Option<String>,
}

/// A message ready for the transport, with the headers the report shows.
#[derive(Debug)]
pub struct Rendered {
    pub envelope: Envelope,
    pub bytes: Vec<u8>,
    pub message_id: String,
    pub headers: Vec<(String, String)>,
}

#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    #[error("invalid address {0}")]
    Address(String),
    #[error("the message could not be built: {0}")]
    Build(String),
    #[error("the HTML could not be rewritten: {0}")]
    Html(String),
}

/// The Message-ID of a delivery: `<delivery id@sender's domain>` (RFC 5322 §3.6.4).
pub fn message_id(delivery_id: Uuid, sender_email: &str) -> String {
    let domain = sender_email
        .rsplit_once('@')
        .map(|(_, d)| d)
        .unwrap_or("staffhub.invalid");
    format!("<{delivery_id}@{domain}>")
}

/// The delivery a Message-ID names, if it is one of ours.
pub fn delivery_of_message_id(message_id: &str) -> Option<Uuid> {
    let inner = message_id
        .trim()
        .trim_start_matches('<')
        .trim_end_matches('>');
    Uuid::parse_str(inner.split_once('@')?.0).ok()
}

/// Minimal HTML escaping for values placed into the template's HTML.
pub fn escape_html(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Fills `{{name}}` (spaces inside the braces allowed) with `values`; unknown names stay as
/// typed, so a typo shows in the preview instead of vanishing.
pub fn fill(text: &str, values: &[(&str, &str)], html: bool) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find("{{") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        let Some(end) = after.find("}}") else {
            out.push_str(&rest[start..]);
            return out;
        };
        let name = after[..end].trim();
        match values.iter().find(|(k, _)| *k == name) {
            Some((_, value)) if html => out.push_str(&escape_html(value)),
            Some((_, value)) => out.push_str(value),
            None => out.push_str(&rest[start..start + 2 + end + 2]),
        }
        rest = &after[end + 2..];
    }
    out.push_str(rest);
    out
}

/// Rewrites every web link to the click redirect and adds the open pixel.
pub fn track(
    html: &str,
    public_url: &str,
    tokens: &Tokens,
    delivery_id: Uuid,
) -> Result<String, RenderError> {
    use lol_html::html_content::ContentType as Html;
    use lol_html::{RewriteStrSettings, element, rewrite_str};
    let token = tokens.recipient(delivery_id);
    let unsubscribe = format!("{public_url}/u/");
    let pixel = format!(
        r#"<img src="{public_url}/t/o/{token}.gif" width="1" height="1" alt="" style="display:none">"#
    );
    let has_body = html.to_ascii_lowercase().contains("<body");
    let mut out = rewrite_str(
        html,
        RewriteStrSettings {
            element_content_handlers: vec![
                element!("a[href]", |el| {
                    let href = el.get_attribute("href").unwrap_or_default();
                    let target = href.trim();
                    let web = target.starts_with("http://") || target.starts_with("https://");
                    if web && !target.starts_with(&unsubscribe) {
                        let signature = tokens.click(delivery_id, target);
                        el.set_attribute(
                            "href",
                            &format!(
                                "{public_url}/t/c/{token}?u={}&s={signature}",
                                percent_encode(target)
                            ),
                        )?;
                    }
                    Ok(())
                }),
                element!("body", |el| {
                    el.append(&pixel, Html::Html);
                    Ok(())
                }),
            ],
            ..RewriteStrSettings::new()
        },
    )
    .map_err(|e| RenderError::Html(e.to_string()))?;
    if !has_body {
        out.push_str(&pixel);
    }
    Ok(out)
}

/// A template written in markdown, as the HTML that is mailed (issue 37 §6): CommonMark with
/// tables and strikethrough, the markdown editor's dialect elsewhere in the product. Raw HTML
/// stays, as a template may be HTML anyway. A variable in a link's address (`{{unsubscribe_url}}`)
/// stays a variable: the renderer percent-encodes the braces of an address.
pub fn markdown_html(markdown: &str) -> String {
    use pulldown_cmark::{Options, Parser, html};
    let options = Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH;
    let mut out = String::with_capacity(markdown.len() + markdown.len() / 2);
    html::push_html(&mut out, Parser::new_ext(markdown, options));
    out.replace("%7B%7B", "{{").replace("%7D%7D", "}}")
}

/// A plain-text part from the HTML: the text, with paragraphs and line breaks kept, and
/// links written after their text.
pub fn plain_text(html: &str) -> String {
    use lol_html::html_content::ContentType as Html;
    use lol_html::{RewriteStrSettings, doc_comments, doctype, element, rewrite_str};
    let blocks = rewrite_str(
        html,
        RewriteStrSettings {
            // A whole document's doctype and the comments of a layout are not text: the part
            // began with `<!doctype html>` (issue 37 §6).
            document_content_handlers: vec![
                doctype!(|doctype| {
                    doctype.remove();
                    Ok(())
                }),
                doc_comments!(|comment| {
                    comment.remove();
                    Ok(())
                }),
            ],
            element_content_handlers: vec![
                element!("head, style, script, title", |el| {
                    el.remove();
                    Ok(())
                }),
                element!("br", |el| {
                    el.after("\n", Html::Text);
                    Ok(())
                }),
                element!("p, div, h1, h2, h3, h4, h5, h6, li, tr", |el| {
                    el.after("\n\n", Html::Text);
                    Ok(())
                }),
                element!("a[href]", |el| {
                    let href = el.get_attribute("href").unwrap_or_default();
                    if href.starts_with("http") {
                        el.after(&format!(" ({href})"), Html::Text);
                    }
                    Ok(())
                }),
                element!("*", |el| {
                    el.remove_and_keep_content();
                    Ok(())
                }),
            ],
            ..RewriteStrSettings::new()
        },
    )
    .unwrap_or_else(|_| html.to_owned());
    let decoded = blocks
        .replace("&nbsp;", " ")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&");
    let mut out = String::new();
    let mut blank = 0;
    for line in decoded.lines() {
        let line = line.split_whitespace().collect::<Vec<_>>().join(" ");
        if line.is_empty() {
            blank += 1;
            if blank == 1 && !out.is_empty() {
                out.push('\n');
            }
        } else {
            blank = 0;
            out.push_str(&line);
            out.push('\n');
        }
    }
    out.trim().to_owned()
}

fn percent_encode(value: &str) -> String {
    let mut out = String::with_capacity(value.len() * 3);
    for byte in value.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                out.push(byte as char)
            }
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
    out
}

fn address(email: &str) -> Result<Address, RenderError> {
    email
        .parse()
        .map_err(|_| RenderError::Address(email.to_owned()))
}

/// The values of a recipient's variables.
pub fn values<'a>(
    content: &'a Content,
    recipient: &'a Recipient,
    unsubscribe_url: &'a str,
) -> [(&'static str, &'a str); 4] {
    [
        ("recipient_name", recipient.name.as_deref().unwrap_or("")),
        (
            "organization_name",
            recipient.organization_name.as_deref().unwrap_or(""),
        ),
        ("sender_name", content.sender_name.as_str()),
        ("unsubscribe_url", unsubscribe_url),
    ]
}

/// The message `recipient` gets.
pub fn render(
    content: &Content,
    recipient: &Recipient,
    public_url: &str,
    tokens: &Tokens,
) -> Result<Rendered, RenderError> {
    let token = tokens.recipient(recipient.delivery_id);
    let unsubscribe_url = format!("{public_url}/u/{token}");
    let values = values(content, recipient, &unsubscribe_url);
    let filled = fill(&content.html, &values, true);
    let html = track(&filled, public_url, tokens, recipient.delivery_id)?;
    let message = Parts {
        subject: fill(&content.subject, &values, false),
        text: plain_text(&filled),
        html,
        to: Mailbox::new(
            recipient.name.clone().filter(|n| !n.is_empty()),
            address(&recipient.email)?,
        ),
        delivery_id: recipient.delivery_id,
        unsubscribe_url: Some(unsubscribe_url),
    };
    build(content, message)
}

/// A test of a job's message (issue 37 §6, "Send a test to me"): what `like` would get, word
/// for word, sent to `to` instead (the signed-in employee). It names no delivery of the job,
/// so nothing of it reaches the job's report: its links are not tracked, it has no open pixel
/// and no unsubscribe headers, and its subject starts with `marker`.
pub fn render_test(
    content: &Content,
    like: &Recipient,
    to: &str,
    to_name: &str,
    marker: &str,
) -> Result<Rendered, RenderError> {
    let values = values(content, like, "#unsubscribe");
    let html = fill(&content.html, &values, true);
    let message = Parts {
        subject: format!("{marker}{}", fill(&content.subject, &values, false)),
        text: plain_text(&html),
        html,
        to: Mailbox::new(
            Some(to_name.to_owned()).filter(|n| !n.is_empty()),
            address(to)?,
        ),
        delivery_id: like.delivery_id,
        unsubscribe_url: None,
    };
    build(content, message)
}

/// One message's own parts: what differs between recipients.
struct Parts {
    subject: String,
    text: String,
    html: String,
    to: Mailbox,
    delivery_id: Uuid,
    /// A job's message has one (RFC 8058 headers); a test has none.
    unsubscribe_url: Option<String>,
}

/// `text` as one header line: a control character becomes a space. New jobs refuse a line
/// break in a sender name or subject, but a recipient's name filled into the subject, or a
/// job accepted before that rule, can still carry one, and lettre cannot write it (a panic,
/// found by the fuzzer); the message goes out with a space instead.
fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

fn build(content: &Content, mut parts: Parts) -> Result<Rendered, RenderError> {
    let message_id = message_id(parts.delivery_id, &content.sender_email);
    let to_email = parts.to.email.to_string();
    let sender_name = one_line(&content.sender_name);
    parts.subject = one_line(&parts.subject);
    parts.to.name = parts.to.name.as_deref().map(one_line);
    let mut builder = Message::builder()
        .from(Mailbox::new(
            Some(sender_name.clone()),
            address(&content.sender_email)?,
        ))
        .to(parts.to)
        .subject(parts.subject.clone())
        .message_id(Some(message_id.clone()));
    // A test goes to its one address only.
    if parts.unsubscribe_url.is_some() {
        for cc in &content.cc_emails {
            builder = builder.cc(Mailbox::new(None, address(cc)?));
        }
        for bcc in &content.bcc_emails {
            builder = builder.bcc(Mailbox::new(None, address(bcc)?));
        }
    }
    let alternative = MultiPart::alternative_plain_html(parts.text, parts.html);
    let body = if content.attachments.is_empty() {
        alternative
    } else {
        let mut mixed = MultiPart::mixed().multipart(alternative);
        for file in &content.attachments {
            let content_type = ContentType::parse(&file.content_type)
                .unwrap_or(ContentType::parse("application/octet-stream").expect("literal"));
            mixed = mixed.singlepart(
                Attachment::new(file.name.clone()).body(file.bytes.to_vec(), content_type),
            );
        }
        mixed
    };
    let mut message = builder
        .multipart(body)
        .map_err(|e| RenderError::Build(e.to_string()))?;

    let mut extra = Vec::new();
    if let Some(unsubscribe_url) = &parts.unsubscribe_url {
        let vars = serde_json::json!({
            "staffhub_delivery": parts.delivery_id,
            "staffhub_job": content.job_id,
        })
        .to_string();
        extra.extend([
            ("List-Unsubscribe", format!("<{unsubscribe_url}>")),
            (
                "List-Unsubscribe-Post",
                "List-Unsubscribe=One-Click".to_owned(),
            ),
            ("X-Staffhub-Job", content.job_id.to_string()),
            ("X-Mailgun-Variables", vars),
        ]);
        if !content.tag_names.is_empty() {
            extra.push(("X-Mailgun-Tag", content.tag_names.join(", ")));
        }
    } else {
        extra.push(("X-Staffhub-Test", "true".to_owned()));
    }
    for (name, value) in &extra {
        message.headers_mut().insert_raw(HeaderValue::new(
            HeaderName::new_from_ascii_str(name),
            value.clone(),
        ));
    }
    let mut headers = vec![
        ("Message-ID".to_owned(), message_id.clone()),
        (
            "From".to_owned(),
            format!("{sender_name} <{}>", content.sender_email),
        ),
        ("To".to_owned(), to_email),
        ("Subject".to_owned(), parts.subject),
    ];
    if parts.unsubscribe_url.is_some() && !content.cc_emails.is_empty() {
        headers.push(("Cc".to_owned(), content.cc_emails.join(", ")));
    }
    headers.extend(extra.into_iter().map(|(k, v)| (k.to_owned(), v)));
    Ok(Rendered {
        envelope: message.envelope().clone(),
        bytes: message.formatted(),
        message_id,
        headers,
    })
}

/// The variable names `text` uses (`{{ name }}`, spaces inside the braces allowed).
fn used_variables(text: &str) -> Vec<&str> {
    let mut names = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find("{{") {
        let after = &rest[start + 2..];
        let Some(end) = after.find("}}") else {
            break;
        };
        names.push(after[..end].trim());
        rest = &after[end + 2..];
    }
    names
}

/// Of the known variables `subject` and `html` use, those `values` leaves empty, in
/// [`VARIABLES`] order: what a recipient would read as a blank ("Dear ,", issue 37 §6).
pub fn empty_variables(subject: &str, html: &str, values: &[(&str, &str)]) -> Vec<&'static str> {
    let used: Vec<&str> = used_variables(subject)
        .into_iter()
        .chain(used_variables(html))
        .collect();
    VARIABLES
        .into_iter()
        .filter(|name| used.contains(name))
        .filter(|name| {
            values
                .iter()
                .find(|(key, _)| key == name)
                .is_none_or(|(_, value)| value.trim().is_empty())
        })
        .collect()
}

/// A real recipient of a preview (issue 37 §6): the name and organization a message to them
/// fills in (the saved contact's, when the address is one; empty otherwise).
#[derive(Debug, Clone, Default)]
pub struct PreviewRecipient {
    pub name: String,
    pub organization_name: String,
}

/// Subject and HTML as `recipient` would get them (the unsubscribe link a placeholder), and the
/// variables that would be empty for them.
pub fn preview_for(
    subject: &str,
    html: &str,
    sender_name: &str,
    recipient: &PreviewRecipient,
) -> (String, String, Vec<&'static str>) {
    let values = [
        ("recipient_name", recipient.name.as_str()),
        ("organization_name", recipient.organization_name.as_str()),
        ("sender_name", sender_name),
        ("unsubscribe_url", "#unsubscribe"),
    ];
    (
        fill(subject, &values, false),
        fill(html, &values, true),
        empty_variables(subject, html, &values),
    )
}

/// Subject and HTML filled with sample data, for the template and job previews. The client
/// shows the HTML in a sandboxed frame, never in the app's own page.
pub fn preview(subject: &str, html: &str, sender_name: &str, ja: bool) -> (String, String) {
    let (name, organization) = if ja {
        ("山田 花子", "株式会社サンプル")
    } else {
        ("Alex Sample", "Sample Corporation")
    };
    let values = [
        ("recipient_name", name),
        ("organization_name", organization),
        ("sender_name", sender_name),
        ("unsubscribe_url", "#unsubscribe"),
    ];
    (fill(subject, &values, false), fill(html, &values, true))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens() -> Tokens {
        Tokens::new(b"secret".to_vec())
    }

    #[test]
    fn variables_are_filled_and_escaped_in_html_and_unknown_ones_stay_as_typed() {
        let values = [("recipient_name", "<Ann & Bo>"), ("sender_name", "Sales")];
        assert_eq!(
            fill(
                "Hi {{ recipient_name }}, {{sender_name}} {{nope}}",
                &values,
                true
            ),
            "Hi &lt;Ann &amp; Bo&gt;, Sales {{nope}}"
        );
        assert_eq!(
            fill("Hi {{recipient_name}}", &values, false),
            "Hi <Ann & Bo>"
        );
        assert_eq!(
            fill("open {{ never closed", &values, true),
            "open {{ never closed"
        );
    }

    #[test]
    fn web_links_become_signed_redirects_and_the_pixel_goes_into_the_body() {
        let id = Uuid::now_v7();
        let html = r#"<html><body><a href="https://example.com/x?a=1">x</a> <a href="mailto:a@b.c">m</a> <a href="https://app.test/u/tok">u</a></body></html>"#;
        let out = track(html, "https://app.test", &tokens(), id).unwrap();
        let token = tokens().recipient(id);
        assert!(
            out.contains(&format!(
                "https://app.test/t/c/{token}?u=https%3A%2F%2Fexample.com%2Fx%3Fa%3D1&amp;s="
            )) || out.contains(&format!(
                "https://app.test/t/c/{token}?u=https%3A%2F%2Fexample.com%2Fx%3Fa%3D1&s="
            ))
        );
        assert!(out.contains(r#"href="mailto:a@b.c""#));
        assert!(out.contains(r#"href="https://app.test/u/tok""#));
        assert!(out.contains(&format!("/t/o/{token}.gif")));
        assert!(out.find("/t/o/").unwrap() < out.find("</body>").unwrap());
    }

    #[test]
    fn the_plain_text_part_keeps_paragraphs_and_link_targets_and_drops_styles() {
        let text = plain_text(
            "<style>p{color:red}</style><p>Hello&nbsp;<b>Ann</b></p><p>See <a href=\"https://x.test\">this</a></p>",
        );
        assert_eq!(text, "Hello Ann\n\nSee this (https://x.test)");
    }

    #[test]
    fn a_real_recipient_fills_what_they_have_and_the_rest_is_reported_empty() {
        let subject = "Hello {{ recipient_name }}";
        let html = "<p>Dear {{recipient_name}} of {{organization_name}}, {{nope}}</p><p>{{sender_name}}</p>";
        let stranger = PreviewRecipient::default();
        let (subject_out, html_out, empty) = preview_for(subject, html, "Sales", &stranger);
        assert_eq!(subject_out, "Hello ");
        assert_eq!(html_out, "<p>Dear  of , {{nope}}</p><p>Sales</p>");
        assert_eq!(empty, ["recipient_name", "organization_name"]);
        let contact = PreviewRecipient {
            name: "Ann <Buyer>".into(),
            organization_name: "Acme".into(),
        };
        let (_, html_out, empty) = preview_for(subject, html, " ", &contact);
        assert!(
            html_out.contains("Dear Ann &lt;Buyer&gt; of Acme"),
            "{html_out}"
        );
        assert_eq!(empty, ["sender_name"]);
        // Only what the text uses counts.
        assert!(empty_variables("Hi", "<p>Hi</p>", &[]).is_empty());
    }

    #[test]
    fn a_markdown_template_renders_to_html_with_its_variables_kept_even_in_link_addresses() {
        let html = markdown_html(
            "Dear {{recipient_name}},\n\n**Thanks** for meeting us.\n\n\
             1. A proposal\n2. A pilot\n\n[Unsubscribe]({{unsubscribe_url}})",
        );
        assert_eq!(
            html,
            "<p>Dear {{recipient_name}},</p>\n<p><strong>Thanks</strong> for meeting us.</p>\n\
             <ol>\n<li>A proposal</li>\n<li>A pilot</li>\n</ol>\n\
             <p><a href=\"{{unsubscribe_url}}\">Unsubscribe</a></p>\n"
        );
        // Filled like any template, and its plain-text part reads as the message does.
        let filled = fill(
            &html,
            &[
                ("recipient_name", "Ada"),
                ("unsubscribe_url", "https://u.test/x"),
            ],
            true,
        );
        assert!(filled.contains("<p>Dear Ada,</p>"));
        assert!(filled.contains("href=\"https://u.test/x\""));
        let text = plain_text(&filled);
        assert!(text.starts_with("Dear Ada,"), "{text}");
        assert!(text.contains("Thanks for meeting us."), "{text}");
    }

    #[test]
    fn the_plain_text_part_of_a_whole_html_document_starts_with_its_text_not_its_doctype() {
        let text = plain_text(
            "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Spring news</title>\
             <style>p { color: red }</style></head><body><!-- layout --><h1>Spring news</h1>\
             <p>Dear Ann,</p></body></html>",
        );
        assert_eq!(text, "Spring news\n\nDear Ann,");
    }

    #[test]
    fn line_breaks_in_names_and_subjects_are_sent_as_spaces_and_start_no_header() {
        let content = Content {
            job_id: Uuid::now_v7(),
            sender_email: "sales@example.com".into(),
            sender_name: "line\nbreak\r\ntab\t ".into(),
            subject: "Hello {{recipient_name}}".into(),
            html: "<p>Hi</p>".into(),
            tag_names: vec![],
            cc_emails: vec![],
            bcc_emails: vec![],
            attachments: vec![],
        };
        let like = Recipient {
            delivery_id: Uuid::now_v7(),
            email: "ann@client.test".into(),
            name: Some("Ann\r\nBcc: eve@evil.test".into()),
            organization_name: None,
        };
        let message = render_test(&content, &like, "me@staffhub.test", "Me\n", "[Test] ").unwrap();
        let text = String::from_utf8(message.bytes).unwrap();
        assert!(
            !text.lines().any(|line| line.starts_with("Bcc:")),
            "a name started a header: {text}"
        );
        assert!(text.contains("Ann  Bcc: eve@evil.test"), "{text}");
    }

    #[test]
    fn a_test_message_reads_as_its_first_recipient_s_but_goes_to_the_tester_untracked() {
        let content = Content {
            job_id: Uuid::now_v7(),
            sender_email: "sales@example.com".into(),
            sender_name: "Sales".into(),
            subject: "Hello {{recipient_name}}".into(),
            html: "<p>Dear {{recipient_name}}, <a href=\"https://example.com/x\">x</a></p>".into(),
            tag_names: vec!["spring".into()],
            cc_emails: vec!["boss@example.com".into()],
            bcc_emails: vec![],
            attachments: vec![],
        };
        let like = Recipient {
            delivery_id: Uuid::now_v7(),
            email: "ann@client.test".into(),
            name: Some("Ann".into()),
            organization_name: Some("Acme".into()),
        };
        let message = render_test(&content, &like, "me@staffhub.test", "Me", "[Test] ").unwrap();
        let text = String::from_utf8(message.bytes).unwrap();
        assert!(text.contains("Subject: [Test] Hello Ann"), "{text}");
        assert!(text.contains("Dear Ann"), "{text}");
        assert!(text.contains("https://example.com/x"), "{text}");
        assert!(!text.contains("/t/o/") && !text.contains("/t/c/"), "{text}");
        assert!(!text.contains("List-Unsubscribe"), "{text}");
        assert!(!text.contains("boss@example.com"), "{text}");
        let to: Vec<String> = message
            .envelope
            .to()
            .iter()
            .map(|a| a.to_string())
            .collect();
        assert_eq!(to, ["me@staffhub.test"]);
    }

    #[test]
    fn a_message_id_names_its_delivery() {
        let id = Uuid::now_v7();
        let mid = message_id(id, "sales@example.com");
        assert_eq!(mid, format!("<{id}@example.com>"));
        assert_eq!(delivery_of_message_id(&mid), Some(id));
        assert_eq!(delivery_of_message_id("<abc@example.com>"), None);
    }
}
