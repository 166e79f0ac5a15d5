import { graphql, useMutation } from 'react-relay';
import type { useAttachWorkflowStepDocumentMutation } from './__generated__/useAttachWorkflowStepDocumentMutation.graphql';

const mutation = graphql`
  mutation useAttachWorkflowStepDocumentMutation($input: AttachWorkflowStepDocumentInput!) {
    attachWorkflowStepDocument(input: $input) {
      workflowInstance {
        id
        version
        ...WorkflowInstanceDetail_instance
        ...WorkflowInstanceRow_instance
      }
    }
  }
`;

/** attachWorkflowStepDocument (the owner): a readable document on a step, as supporting or as its approval document (then pending). */
export function useAttachWorkflowStepDocument() {
  return useMutation<useAttachWorkflowStepDocumentMutation>(mutation);
}
