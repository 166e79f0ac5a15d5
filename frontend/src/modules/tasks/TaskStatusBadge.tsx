import { TonedStatusBadge } from '@/modules/ui/TonedStatusBadge';
import { taskStatus } from './taskStatuses';

/** Translated, coloured status badge. */
export function TaskStatusBadge({ statusId }: { statusId: number }) {
  return <TonedStatusBadge status={taskStatus(statusId)} data-status-id={statusId} />;
}
