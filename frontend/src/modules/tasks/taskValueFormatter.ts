import type { ValueFormatter } from '@/modules/history/formatChange';
import { useStatusValueFormatter, type StatusField } from '@/modules/ui/useStatusValueFormatter';
import { taskPriorities, taskPriority } from './taskPriorities';
import { taskStatus, taskStatuses } from './taskStatuses';

const statusFields: readonly StatusField[] = [
  { fields: ['statusId', 'status'], table: taskStatuses, find: taskStatus },
  { fields: ['priorityId', 'priority'], table: taskPriorities, find: taskPriority },
];

/** Names a task's status and priority values (ids or their enum names) in history and conflicts. */
export function useTaskValueFormatter(): ValueFormatter {
  return useStatusValueFormatter(statusFields);
}
