import { TonedStatusBadge } from '@/modules/ui/TonedStatusBadge';
import { taskPriority } from './taskPriorities';

/** Translated, coloured priority badge (outlined, beside the status badge). */
export function TaskPriorityBadge({ priorityId }: { priorityId: number }) {
  return <TonedStatusBadge status={taskPriority(priorityId)} variant="outline" data-priority-id={priorityId} />;
}
