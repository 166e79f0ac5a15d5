import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import { taskPriority } from './taskPriorities';

/** Translated, coloured priority badge. */
export function TaskPriorityBadge({ priorityId }: { priorityId: number }) {
  const intl = useIntl();
  const priority = taskPriority(priorityId);
  return (
    <Badge color={priority.color} variant="outline" data-priority-id={priorityId}>
      {intl.formatMessage(priority.label)}
    </Badge>
  );
}
