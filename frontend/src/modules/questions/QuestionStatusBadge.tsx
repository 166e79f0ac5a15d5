import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import { questionStatus } from './questionStatuses';

/** Translated, coloured question status badge. */
export function QuestionStatusBadge({ statusId }: { statusId: number }) {
  const intl = useIntl();
  const status = questionStatus(statusId);
  return (
    <Badge color={status.color} variant="light" data-status-id={statusId} data-testid="question-status">
      {intl.formatMessage(status.label)}
    </Badge>
  );
}
