import { defineMessages } from 'react-intl';
import { byId, type AreaModule } from '@/modules/areas/types';
import { bulkDelete } from '@/modules/bulk/bulkFields';

import { emailJobPath, emailTemplatePath, jobKind } from './emailPaths';
import { emailEventTypes, emailJobStatuses } from './emailStatuses';

const messages = defineMessages({
  emailEvent: { id: 'demo.statusList.emailEvent', defaultMessage: 'Email delivery event' },
  emailJob: { id: 'demo.statusList.emailJob', defaultMessage: 'Email send job' },
  templateKind: { id: 'email.template.kind', defaultMessage: 'Email template' },
  templateTrash: { id: 'email.template.trash', defaultMessage: 'Deleted email templates' },
  jobKind: { id: 'email.job.kind', defaultMessage: 'Email draft' },
  jobTrash: { id: 'email.job.trash', defaultMessage: 'Deleted email drafts' },
  emailJobs: { id: 'dependents.emailJobs', defaultMessage: '{count, plural, one {# email job not yet sent} other {# email jobs not yet sent}}' },
  batchEmailJobs: {
    id: 'dependents.batchEmailJobs',
    defaultMessage: '{count, plural, one {# batch email job not yet sent} other {# batch email jobs not yet sent}}',
  },
});

export const area: AreaModule = {
  name: 'emails',
  pages: {
    EmailTemplate: (id) => emailTemplatePath(id),
    // A batch job has its own page; a reference that does not say opens the single one.
    EmailJob: (id, ref) => emailJobPath(jobKind(ref?.kind) ?? 'SINGLE', id),
  },
  labels: { EmailTemplate: messages.templateKind, EmailJob: messages.jobKind },
  // Issue 35: templates go to the trash; one that a job still to be sent uses is refused, and
  // the refusal counts those jobs, single and batch apart (the server's `email_jobs`,
  // `batch_email_jobs`). A draft job goes to the trash too (only a draft is deleted).
  trash: { EmailTemplate: messages.templateTrash, EmailJob: messages.jobTrash },
  counts: { emailJobs: messages.emailJobs, batchEmailJobs: messages.batchEmailJobs },
  bulk: { EmailTemplate: { delete: bulkDelete } },
  statuses: [
    { key: 'emailEvent', title: messages.emailEvent, statuses: byId(emailEventTypes) },
    { key: 'emailJob', title: messages.emailJob, statuses: byId(emailJobStatuses) },
  ],
};
