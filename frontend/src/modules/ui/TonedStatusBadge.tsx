import { Badge, type BadgeProps } from '@mantine/core';
import { useIntl } from 'react-intl';
import { statusBadgeVariant } from './statusBadge';
import type { TonedStatus } from './statusTable';

interface Props extends Omit<BadgeProps, 'color' | 'children'> {
  /** The entry of the area's status table. */
  status: TonedStatus;
  'data-status-id'?: number;
  'data-priority-id'?: number;
  'data-testid'?: string;
}

/**
 * An area's status (or priority) as its badge: the table entry's words in its tone's colour
 * (issue 32: one badge, not one copy per table); `data-tone` names the tone for styles and tests.
 */
export function TonedStatusBadge({ status, variant = statusBadgeVariant, ...props }: Props) {
  const intl = useIntl();
  return (
    <Badge color={status.color} variant={variant} data-tone={status.tone} {...props}>
      {intl.formatMessage(status.label)}
    </Badge>
  );
}
