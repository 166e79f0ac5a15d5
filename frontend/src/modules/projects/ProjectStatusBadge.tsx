import { TonedStatusBadge } from '@/modules/ui/TonedStatusBadge';
import { projectStatus } from './projectStatuses';

/** Translated, coloured project status badge. */
export function ProjectStatusBadge({ statusId }: { statusId: number }) {
  return <TonedStatusBadge status={projectStatus(statusId)} data-status-id={statusId} data-testid="project-status" />;
}
