import { graphql, useMutation } from 'react-relay';
import type { useReassignWorkflowStepApproverMutation } from './__generated__/useReassignWorkflowStepApproverMutation.graphql';

const mutation = graphql`
  mutation useReassignWorkflowStepApproverMutation($input: ReassignWorkflowStepApproverInput!) {
    reassignWorkflowStepApprover(input: $input) {
      workflowInstance {
        id
        version
        ...WorkflowInstanceDetail_instance
        ...WorkflowInstanceRow_instance
      }
    }
  }
`;

/**
 * reassignWorkflowStepApprover (Management or Admin: `canReassignApprover`): gives a step not
 * done another approver role, or none (`approverRoleId: null`: the owner completes it), with a
 * required reason the instance's history records. The payload updates the flow and the step in place.
 */
export function useReassignWorkflowStepApprover() {
  return useMutation<useReassignWorkflowStepApproverMutation>(mutation);
}
