import { Badge, type BadgeProps } from '@mantine/core';
import { useIntl } from 'react-intl';
import { nodeStatus } from './applicationStatuses';

/** Translated, coloured status badge of a page or requirement. */
export function NodeStatusBadge({ statusId, ...props }: { statusId: number } & BadgeProps) {
  const intl = useIntl();
  const status = nodeStatus(statusId);
  return (
    <Badge color={status.color} variant="light" data-status-id={statusId} data-testid="node-status" {...props}>
      {intl.formatMessage(status.label)}
    </Badge>
  );
}
