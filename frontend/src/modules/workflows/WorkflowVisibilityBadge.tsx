import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import { labelled, workflowVisibilities } from './workflowEnums';

/** A template's visibility (active, inactive, hidden) as a coloured badge. */
export function WorkflowVisibilityBadge({ visibility, size = 'sm' }: { visibility: string; size?: 'xs' | 'sm' | 'md' }) {
  const intl = useIntl();
  const entry = labelled(workflowVisibilities, visibility);
  return (
    <Badge color={entry.color} variant="light" size={size} data-testid="workflow-visibility" data-value={entry.value}>
      {intl.formatMessage(entry.label)}
    </Badge>
  );
}
