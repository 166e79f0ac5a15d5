import { graphql, useMutation } from 'react-relay';
import type { useArchiveWorkflowInstanceMutation } from './__generated__/useArchiveWorkflowInstanceMutation.graphql';

const mutation = graphql`
  mutation useArchiveWorkflowInstanceMutation($input: ArchiveWorkflowInstanceInput!) {
    archiveWorkflowInstance(input: $input) {
      workflowInstance {
        id
        version
        ...WorkflowInstanceDetail_instance
        ...WorkflowInstanceRow_instance
      }
    }
  }
`;

/** archiveWorkflowInstance: the instance leaves the default list (in progress and completed) live. */
export function useArchiveWorkflowInstance() {
  return useMutation<useArchiveWorkflowInstanceMutation>(mutation);
}
