import { graphql, useMutation } from 'react-relay';
import type { useUpdateWorkflowTemplateMutation } from './__generated__/useUpdateWorkflowTemplateMutation.graphql';

const mutation = graphql`
  mutation useUpdateWorkflowTemplateMutation($input: UpdateWorkflowTemplateInput!) {
    updateWorkflowTemplate(input: $input) {
      workflowTemplate {
        id
        ...WorkflowTemplateDetail_template
        ...WorkflowTemplateForm_template
        ...WorkflowTemplateRow_template
      }
    }
  }
`;

/** updateWorkflowTemplate (the edit form, Management) with `expectedVersion`: 204.X000.004 when someone saved in between. */
export function useUpdateWorkflowTemplate() {
  return useMutation<useUpdateWorkflowTemplateMutation>(mutation);
}
