import type { ExportSpec } from '@/modules/export/exportTypes';
import { emailTemplateStatuses } from './emailStatuses';
import { emailTemplateTableMessages as messages } from './EmailTemplateList';

/** The email template list as its export writes it (issue 35 §4): the list's columns, in its order. */
export const emailTemplateExport: ExportSpec = {
  list: 'emailTemplates',
  columns: [
    { path: 'name', header: messages.name },
    { path: 'subject', header: messages.subject },
    { path: 'status', header: messages.status, values: emailTemplateStatuses.map((status) => ({ id: status.value, label: status.label })) },
    { path: 'author.name', header: messages.author },
    { path: 'updatedAt', header: messages.updatedAt, kind: 'datetime' },
  ],
};
