import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import { labelled, workflowProgresses } from './workflowEnums';

/** An instance's progress (in progress, completed, archived) as a coloured badge. */
export function WorkflowProgressBadge({ progress, size = 'sm' }: { progress: string; size?: 'xs' | 'sm' | 'md' }) {
  const intl = useIntl();
  const entry = labelled(workflowProgresses, progress);
  return (
    <Badge color={entry.color} variant="light" size={size} data-testid="workflow-progress" data-value={entry.value}>
      {intl.formatMessage(entry.label)}
    </Badge>
  );
}
