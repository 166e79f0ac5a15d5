import { graphql, useMutation } from 'react-relay';
import type { useResubmitWorkflowStepApprovalMutation } from './__generated__/useResubmitWorkflowStepApprovalMutation.graphql';

const mutation = graphql`
  mutation useResubmitWorkflowStepApprovalMutation($input: ResubmitWorkflowStepApprovalInput!) {
    resubmitWorkflowStepApproval(input: $input) {
      workflowInstance {
        id
        version
        ...WorkflowInstanceDetail_instance
        ...WorkflowInstanceRow_instance
      }
    }
  }
`;

/** resubmitWorkflowStepApproval (the owner, after a rejection): the approval document is pending again. */
export function useResubmitWorkflowStepApproval() {
  return useMutation<useResubmitWorkflowStepApprovalMutation>(mutation);
}
