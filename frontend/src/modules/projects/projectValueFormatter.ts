import type { ValueFormatter } from '@/modules/history/formatChange';
import { useStatusValueFormatter, type StatusField } from '@/modules/ui/useStatusValueFormatter';
import { projectStatus, projectStatuses } from './projectStatuses';

const statusFields: readonly StatusField[] = [{ fields: ['statusId', 'status'], table: projectStatuses, find: projectStatus }];

/** Names a project's status values (ids or enum names) in history and conflicts. */
export function useProjectValueFormatter(): ValueFormatter {
  return useStatusValueFormatter(statusFields);
}
