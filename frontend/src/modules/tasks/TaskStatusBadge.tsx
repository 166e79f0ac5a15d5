import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import { taskStatus } from './taskStatuses';

/** Translated, coloured status badge. */
export function TaskStatusBadge({ statusId }: { statusId: number }) {
  const intl = useIntl();
  const status = taskStatus(statusId);
  return (
    <Badge color={status.color} variant="light" data-status-id={statusId}>
      {intl.formatMessage(status.label)}
    </Badge>
  );
}
