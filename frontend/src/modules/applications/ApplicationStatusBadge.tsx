import type { BadgeProps } from '@mantine/core';
import { TonedStatusBadge } from '@/modules/ui/TonedStatusBadge';
import { applicationStatus } from './applicationStatuses';

/** Translated, coloured application status badge. */
export function ApplicationStatusBadge({ statusId, ...props }: { statusId: number } & BadgeProps) {
  return <TonedStatusBadge status={applicationStatus(statusId)} data-status-id={statusId} data-testid="application-status" {...props} />;
}
