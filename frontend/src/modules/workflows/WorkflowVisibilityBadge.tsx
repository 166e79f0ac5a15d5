import { WorkflowEnumBadge, type WorkflowBadgeSize } from './WorkflowEnumBadge';
import { workflowVisibilities } from './workflowEnums';

/** A template's visibility (active, inactive, hidden) as a coloured badge. */
export function WorkflowVisibilityBadge({ visibility, size }: { visibility: string; size?: WorkflowBadgeSize }) {
  return <WorkflowEnumBadge entries={workflowVisibilities} value={visibility} size={size} testId="workflow-visibility" />;
}
