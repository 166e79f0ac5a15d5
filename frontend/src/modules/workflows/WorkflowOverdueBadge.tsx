import { Badge } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  overdue: { id: 'workflow.overdue', defaultMessage: 'Overdue' },
});

/** "Overdue" in red: a step (or an instance with a step) past its due time while in progress. */
export function WorkflowOverdueBadge({ size = 'sm' }: { size?: 'xs' | 'sm' | 'md' }) {
  const intl = useIntl();
  return (
    <Badge color="red" variant="filled" size={size} leftSection={<IconAlarm size={12} aria-hidden />} data-testid="workflow-overdue">
      {intl.formatMessage(messages.overdue)}
    </Badge>
  );
}
