import { graphql, useMutation } from 'react-relay';
import type { useApplyGeneratedWorkflowStepsMutation } from './__generated__/useApplyGeneratedWorkflowStepsMutation.graphql';

const mutation = graphql`
  mutation useApplyGeneratedWorkflowStepsMutation($input: ApplyGeneratedWorkflowStepsInput!) {
    applyGeneratedWorkflowSteps(input: $input) {
      workflowInstance {
        id
        version
        ...WorkflowInstanceDetail_instance
        ...WorkflowInstanceRow_instance
      }
    }
  }
`;

/** applyGeneratedWorkflowSteps (the owner): the accepted, edited proposal replaces the steps not yet started. */
export function useApplyGeneratedWorkflowSteps() {
  return useMutation<useApplyGeneratedWorkflowStepsMutation>(mutation);
}
