import { graphql, useMutation } from 'react-relay';
import type { useDecideWorkflowStepApprovalMutation } from './__generated__/useDecideWorkflowStepApprovalMutation.graphql';

const mutation = graphql`
  mutation useDecideWorkflowStepApprovalMutation($input: DecideWorkflowStepApprovalInput!) {
    decideWorkflowStepApproval(input: $input) {
      workflowInstance {
        id
        version
        ...WorkflowInstanceDetail_instance
        ...WorkflowInstanceRow_instance
      }
    }
  }
`;

/** decideWorkflowStepApproval (a holder of the approver role, not the owner): approve (the step is done, the next starts) or reject with a comment. */
export function useDecideWorkflowStepApproval() {
  return useMutation<useDecideWorkflowStepApprovalMutation>(mutation);
}
