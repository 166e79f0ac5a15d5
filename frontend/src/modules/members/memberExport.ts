import type { ExportSpec } from '@/modules/export/exportTypes';
import { memberTableMessages as messages } from './MemberList';
import { memberStatusMessages } from './MemberStatusBadge';

/** The member list as its export writes it (issue 35 §4): the list's columns, in its order. */
export const memberExport: ExportSpec = {
  list: 'employees',
  args: ['filter'],
  columns: [
    { path: 'name', header: messages.name },
    { path: 'roles.name', header: messages.roles },
    {
      path: 'active',
      header: messages.status,
      values: [
        { id: 'true', label: memberStatusMessages.active },
        { id: 'false', label: memberStatusMessages.deactivated },
      ],
    },
    { path: 'registeredAt', header: messages.registeredAt, kind: 'date' },
  ],
};
