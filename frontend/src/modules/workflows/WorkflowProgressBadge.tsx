import { WorkflowEnumBadge, type WorkflowBadgeSize } from './WorkflowEnumBadge';
import { workflowProgresses } from './workflowEnums';

/** An instance's progress (in progress, completed, archived) as a coloured badge. */
export function WorkflowProgressBadge({ progress, size }: { progress: string; size?: WorkflowBadgeSize }) {
  return <WorkflowEnumBadge entries={workflowProgresses} value={progress} size={size} testId="workflow-progress" />;
}
