import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ValueFormatter } from '@/modules/history/formatChange';
import { taskPriorities, taskPriority } from './taskPriorities';
import { taskStatus, taskStatuses } from './taskStatuses';

/** Names a task's status and priority values (ids or their enum names) in history and conflicts. */
export function useTaskValueFormatter(): ValueFormatter {
  const intl = useIntl();
  return useCallback<ValueFormatter>(
    (field, value) => {
      if (field === 'statusId' || field === 'status') {
        const status = typeof value === 'number' ? taskStatus(value) : taskStatuses.find((s) => s.label.id === `task.status.${String(value)}`);
        return status ? intl.formatMessage(status.label) : undefined;
      }
      if (field === 'priorityId' || field === 'priority') {
        const priority =
          typeof value === 'number' ? taskPriority(value) : taskPriorities.find((p) => p.label.id === `task.priority.${String(value)}`);
        return priority ? intl.formatMessage(priority.label) : undefined;
      }
      return undefined;
    },
    [intl],
  );
}
