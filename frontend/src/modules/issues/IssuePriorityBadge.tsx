import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import { issuePriority } from './issuePriorities';

/** Translated, coloured priority badge. */
export function IssuePriorityBadge({ priorityId }: { priorityId: number }) {
  const intl = useIntl();
  const priority = issuePriority(priorityId);
  return (
    <Badge color={priority.color} variant="outline" data-priority-id={priorityId} data-testid="issue-priority">
      {intl.formatMessage(priority.label)}
    </Badge>
  );
}
