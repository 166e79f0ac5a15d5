import { graphql, useMutation } from 'react-relay';
import type { useChangeWorkflowStepStatusMutation } from './__generated__/useChangeWorkflowStepStatusMutation.graphql';

const mutation = graphql`
  mutation useChangeWorkflowStepStatusMutation($input: ChangeWorkflowStepStatusInput!) {
    changeWorkflowStepStatus(input: $input) {
      workflowInstance {
        id
        version
        ...WorkflowInstanceDetail_instance
        ...WorkflowInstanceRow_instance
      }
    }
  }
`;

/** changeWorkflowStepStatus (the owner): a step without approver role from IN_PROGRESS to DONE ("Mark step done"); the next step starts. */
export function useChangeWorkflowStepStatus() {
  return useMutation<useChangeWorkflowStepStatusMutation>(mutation);
}
