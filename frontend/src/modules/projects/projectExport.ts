import type { ExportSpec } from '@/modules/export/exportTypes';
import { projectTableMessages as messages } from './ProjectList';
import { projectStatuses } from './projectStatuses';

/**
 * The project list as its export writes it (issue 35 §4): the list's columns, in its order; the
 * team by its members' names, where the screen has room only for their number.
 */
export const projectExport: ExportSpec = {
  list: 'projects',
  columns: [
    { path: 'name', header: messages.name },
    { path: 'statusId', header: messages.status, values: projectStatuses },
    { path: 'organizations.name', header: messages.organizations },
    { path: 'employees.name', header: messages.team },
    { path: 'updatedAt', header: messages.updatedAt, kind: 'datetime' },
  ],
};
