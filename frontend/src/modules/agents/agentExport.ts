import type { ExportSpec } from '@/modules/export/exportTypes';
import { agentTableMessages as messages } from './AgentList';

/** The agent list as its export writes it (issue 35 §4): the list's columns, in its order (a role, model and tags by name). */
export const agentExport: ExportSpec = {
  list: 'agents',
  columns: [
    { path: 'name', header: messages.name },
    { path: 'role.name', header: messages.role },
    { path: 'defaultAiModel.displayName', header: messages.model },
    { path: 'tags.name', header: messages.tags },
    { path: 'updatedAt', header: messages.updatedAt, kind: 'datetime' },
  ],
};
