import { Badge, type BadgeProps } from '@mantine/core';
import { useIntl } from 'react-intl';
import { applicationStatus } from './applicationStatuses';

/** Translated, coloured application status badge. */
export function ApplicationStatusBadge({ statusId, ...props }: { statusId: number } & BadgeProps) {
  const intl = useIntl();
  const status = applicationStatus(statusId);
  return (
    <Badge color={status.color} variant="light" data-status-id={statusId} data-testid="application-status" {...props}>
      {intl.formatMessage(status.label)}
    </Badge>
  );
}
