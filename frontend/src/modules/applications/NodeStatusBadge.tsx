import type { BadgeProps } from '@mantine/core';
import { TonedStatusBadge } from '@/modules/ui/TonedStatusBadge';
import { nodeStatus } from './applicationStatuses';

/** Translated, coloured status badge of a page or requirement. */
export function NodeStatusBadge({ statusId, ...props }: { statusId: number } & BadgeProps) {
  return <TonedStatusBadge status={nodeStatus(statusId)} data-status-id={statusId} data-testid="node-status" {...props} />;
}
