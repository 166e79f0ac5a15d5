import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import { documentStatus } from './documentStatuses';

/** Translated, coloured document status badge. */
export function DocumentStatusBadge({ statusId }: { statusId: number }) {
  const intl = useIntl();
  const status = documentStatus(statusId);
  return (
    <Badge color={status.color} variant="light" data-status-id={statusId} data-testid="document-status">
      {intl.formatMessage(status.label)}
    </Badge>
  );
}
