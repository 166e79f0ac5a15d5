import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import { emptyEmailJob, type EmailAttachmentValue, type EmailJobFormValues } from './emailJobValues';
import { scheduleOf } from './emailSchedule';
import type { useEmailJobDraft_job$key } from './__generated__/useEmailJobDraft_job.graphql';

/**
 * What the job form holds of a job: its content, recipients or audience, and send time. The edit
 * page fills the form from it (`useEmailJobDraft`) and the job's detail spreads it unmasked
 * (`...useEmailJobDraft_job @relay(mask: false)`), so both read the same selection.
 */
const fragment = graphql`
  fragment useEmailJobDraft_job on EmailJob {
    senderEmail
    senderName
    subject
    html
    template {
      id
    }
    attachments {
      id
      name
      contentType
      size
    }
    tagNames
    targetEmails
    ccEmails
    bccEmails
    conditions {
      dealStatusIds
      tagIds
    }
    scheduledSendTime
  }
`;

/** A job as `useEmailJobDraft_job` reads it (fields a partial read may lack are optional). */
export interface EmailJobDraft {
  readonly senderEmail?: string | null;
  readonly senderName?: string | null;
  readonly subject?: string | null;
  readonly html?: string | null;
  readonly template?: { readonly id: string } | null;
  readonly attachments?: readonly EmailAttachmentValue[] | null;
  readonly tagNames?: readonly string[] | null;
  readonly targetEmails?: readonly string[] | null;
  readonly ccEmails?: readonly string[] | null;
  readonly bccEmails?: readonly string[] | null;
  readonly conditions?: { readonly dealStatusIds: readonly number[]; readonly tagIds: readonly string[] } | null;
  readonly scheduledSendTime?: string | null;
}

/** The job form's values for a saved draft (copies, so the form never edits the store's arrays). */
function draftValues(job: EmailJobDraft): EmailJobFormValues {
  return emptyEmailJob({
    senderEmail: job.senderEmail ?? '',
    senderName: job.senderName ?? '',
    subject: job.subject ?? '',
    html: job.html ?? '',
    templateId: job.template?.id ?? null,
    attachments: (job.attachments ?? []).map((attachment) => ({ ...attachment })),
    tagNames: [...(job.tagNames ?? [])],
    targetEmails: [...(job.targetEmails ?? [])],
    ccEmails: [...(job.ccEmails ?? [])],
    bccEmails: [...(job.bccEmails ?? [])],
    dealStatusIds: [...(job.conditions?.dealStatusIds ?? [])],
    conditionTagIds: [...(job.conditions?.tagIds ?? [])],
    schedule: scheduleOf(job.scheduledSendTime ?? null),
  });
}

/** The job form's values for a saved draft, or null without one. */
export function useEmailJobDraft(job: useEmailJobDraft_job$key | null | undefined): EmailJobFormValues | null {
  const data = useFragment(fragment, job ?? null);
  return useMemo(() => (data ? draftValues(data) : null), [data]);
}
