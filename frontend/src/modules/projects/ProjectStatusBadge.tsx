import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import { projectStatus } from './projectStatuses';

/** Translated, coloured project status badge. */
export function ProjectStatusBadge({ statusId }: { statusId: number }) {
  const intl = useIntl();
  const status = projectStatus(statusId);
  return (
    <Badge color={status.color} variant="light" data-status-id={statusId} data-testid="project-status">
      {intl.formatMessage(status.label)}
    </Badge>
  );
}
