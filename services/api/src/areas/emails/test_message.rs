//! "Send a test to me" (issue 37 §6): a job's message as its first recipient would get it,
//! sent to the signed-in employee's own address through the same transport as the job's
//! messages. It is not a delivery of any job, so it never counts in a report, and the journal
//! does not record it (nothing about any recipient changed).

use staffhub_domain::emails::{EmailConditions, EmailContent, EmailJobKind, validate_content};
use uuid::Uuid;

use crate::catalogue::Code;
use crate::error::{ApiError, ApiResult};
use crate::locale::Locale;
use crate::mail::render::{self, AttachmentFile, Content, Recipient};
use crate::mail::transport::Transport;
use crate::read::emails as reads;
use crate::sessions::Session;
use crate::state::AppState;

/// Whom the test reads as.
pub enum TestAudience {
    /// A single job's "To" addresses: the first, with the saved contact's name when it is one.
    Single(Vec<String>),
    /// A batch's conditions: its first member who would get a message.
    Batch(EmailConditions),
}

/// The subject's mark, in the tester's language.
fn marker(locale: Locale) -> &'static str {
    match locale {
        Locale::En => "[Test] ",
        Locale::Ja => "[テスト] ",
    }
}

/// Sends the test; answers the address it went to and the address it reads as.
pub async fn send_test(
    state: &AppState,
    session: &Session,
    locale: Locale,
    content: EmailContent,
    audience: TestAudience,
) -> ApiResult<(String, Option<String>)> {
    // What a job would refuse, a test refuses the same way (a line break in the sender name
    // would break the message's headers).
    let content = validate_content(content)?;
    let first = match audience {
        TestAudience::Batch(conditions) => {
            // A batch's members are management's to see, as its preview is.
            super::may_send(
                session,
                staffhub_projections::emails::kind_id(EmailJobKind::Batch),
            )?;
            reads::batch_audience(
                &state.reads,
                &conditions.deal_status_ids,
                &conditions.tag_ids,
            )
            .await?
            .rows
            .into_iter()
            .find(|row| row.suppressed.is_none())
        }
        TestAudience::Single(emails) => {
            let first: Vec<String> = emails
                .iter()
                .filter_map(|email| staffhub_domain::text::email(email))
                .take(1)
                .collect();
            reads::single_audience(&state.reads, &first)
                .await?
                .rows
                .into_iter()
                .next()
        }
    };
    let me = crate::read::members::by_id(&state.reads, session.employee_id)
        .await?
        .ok_or(Code::EmployeeNotFound)?;
    let mut attachments = Vec::new();
    for file in reads::attachments(&state.reads, &content.attachment_ids).await? {
        let bytes = state
            .files
            .get(&file.storage_key)
            .await?
            .unwrap_or_default();
        attachments.push(AttachmentFile {
            name: file.name,
            content_type: file.content_type,
            bytes,
        });
    }
    let message = Content {
        job_id: Uuid::nil(),
        sender_email: content.sender_email,
        sender_name: content.sender_name,
        subject: content.subject,
        html: content.html,
        tag_names: Vec::new(),
        cc_emails: Vec::new(),
        bcc_emails: Vec::new(),
        attachments,
    };
    let rendered_as = first.as_ref().map(|row| row.email.clone());
    let like = Recipient {
        delivery_id: Uuid::now_v7(),
        email: rendered_as.clone().unwrap_or_else(|| me.email.clone()),
        name: first.as_ref().and_then(|row| row.name.clone()),
        organization_name: first.and_then(|row| row.organization_name),
    };
    let rendered = render::render_test(&message, &like, &me.email, &me.name, marker(locale))
        .map_err(|error| ApiError::internal("a test email could not be built", error))?;
    let outbox = state.mail.outbox.clone().unwrap_or_else(std::env::temp_dir);
    let transport = Transport::new(state.mail.config.smtp_url.as_deref(), outbox, 1)
        .map_err(|error| ApiError::internal("the mail transport could not be set up", error))?;
    if let Err(failure) = transport.send(like.delivery_id, &rendered).await {
        tracing::warn!(reason = %failure.reason, "a test email was not taken");
        return Err(Code::TestEmailFailed.into());
    }
    Ok((me.email, rendered_as))
}
