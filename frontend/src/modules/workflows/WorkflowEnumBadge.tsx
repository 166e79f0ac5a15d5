import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import { labelled, type Labelled } from './workflowEnums';

export type WorkflowBadgeSize = 'xs' | 'sm' | 'md';

interface Props {
  /** The enum's entries (`workflowProgresses`, `workflowVisibilities`). */
  entries: readonly Labelled<string>[];
  value: string;
  size?: WorkflowBadgeSize;
  testId: string;
}

/** One of a workflow enum's values as a coloured badge (issue 32: the progress and visibility badges); `data-value` names it for tests. */
export function WorkflowEnumBadge({ entries, value, size = 'sm', testId }: Props) {
  const intl = useIntl();
  const entry = labelled(entries, value);
  return (
    <Badge color={entry.color} variant="light" size={size} data-testid={testId} data-value={entry.value}>
      {intl.formatMessage(entry.label)}
    </Badge>
  );
}
