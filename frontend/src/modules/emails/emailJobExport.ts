import { defineMessages } from 'react-intl';
import type { ExportColumn, ExportSpec } from '@/modules/export/exportTypes';
import { emailJobStatuses } from './emailStatuses';
import { emailJobTableMessages as messages } from './EmailJobList';

const sender = defineMessages({
  senderName: { id: 'email.field.senderName', defaultMessage: "Sender's name" },
  senderEmail: { id: 'email.field.senderEmail', defaultMessage: "Sender's email" },
});

/**
 * The job list's columns as its export writes them (issue 35 §4), in the list's order; the
 * sender the subject's cell shows under it gets columns of its own. `recipients` is what the
 * recipients' cell shows of the kind: a single job's addresses, a batch's count.
 */
function jobColumns(recipients: ExportColumn): readonly ExportColumn[] {
  return [
    { path: 'subject', header: messages.subject },
    { path: 'senderName', header: sender.senderName },
    { path: 'senderEmail', header: sender.senderEmail },
    { path: 'status', header: messages.status, values: emailJobStatuses.map((status) => ({ id: status.value, label: status.label })) },
    recipients,
    { path: 'scheduledSendTime', header: messages.scheduledSendTime, kind: 'datetime' },
    { path: 'report.accepted', header: messages.progress, kind: 'number' },
    { path: 'tagNames', header: messages.tags },
    { path: 'updatedAt', header: messages.updatedAt, kind: 'datetime' },
  ];
}

/** /email-jobs as its export writes it: each job's recipient addresses. */
export const emailJobExport: ExportSpec = {
  list: 'emailJobs',
  columns: jobColumns({ path: 'targetEmails', header: messages.recipients }),
};

/** /batch-email-jobs as its export writes it: how many each batch went to. */
export const batchEmailJobExport: ExportSpec = {
  list: 'emailJobs',
  columns: jobColumns({ path: 'report.recipients', header: messages.recipients, kind: 'number' }),
};
