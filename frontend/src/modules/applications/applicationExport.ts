import type { ExportSpec } from '@/modules/export/exportTypes';
import { applicationTableMessages as messages } from './ApplicationList';
import { applicationStatuses } from './applicationStatuses';

/**
 * The application list as its export writes it (issue 35 §4): the list's columns, in its order,
 * but for its progress bars, which a file cannot draw.
 */
export const applicationExport: ExportSpec = {
  list: 'applications',
  columns: [
    { path: 'applicationName', header: messages.name },
    { path: 'project.name', header: messages.project },
    { path: 'statusId', header: messages.status, values: applicationStatuses },
    { path: 'updatedAt', header: messages.updatedAt, kind: 'datetime' },
  ],
};
