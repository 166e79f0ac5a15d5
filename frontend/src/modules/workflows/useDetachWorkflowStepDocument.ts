import { graphql, useMutation } from 'react-relay';
import type { useDetachWorkflowStepDocumentMutation } from './__generated__/useDetachWorkflowStepDocumentMutation.graphql';

const mutation = graphql`
  mutation useDetachWorkflowStepDocumentMutation($input: DetachWorkflowStepDocumentInput!) {
    detachWorkflowStepDocument(input: $input) {
      workflowInstance {
        id
        version
        ...WorkflowInstanceDetail_instance
        ...WorkflowInstanceRow_instance
      }
    }
  }
`;

/** detachWorkflowStepDocument (the owner): takes a document off a step. */
export function useDetachWorkflowStepDocument() {
  return useMutation<useDetachWorkflowStepDocumentMutation>(mutation);
}
