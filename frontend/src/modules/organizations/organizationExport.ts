import type { ExportSpec } from '@/modules/export/exportTypes';
import { organizationTableMessages as messages } from './OrganizationList';

/**
 * The organization list as its export writes it (issue 35 §4): the list's columns, in its order;
 * a deal stage's label is the server's, in the reader's language, and the deal value a number
 * in its currency. The time in stage, which the screen counts from now, is left out.
 */
export const organizationExport: ExportSpec = {
  list: 'organizations',
  columns: [
    { path: 'name', header: messages.name },
    { path: 'dealStatus.label', header: messages.dealStatus },
    { path: 'dealValue', header: messages.dealValue, kind: 'money' },
    { path: 'owner.name', header: messages.owner },
    { path: 'updatedAt', header: messages.updatedAt, kind: 'datetime' },
  ],
};
