import { graphql, useMutation } from 'react-relay';
import type { useChangeWorkflowTemplateVisibilityMutation } from './__generated__/useChangeWorkflowTemplateVisibilityMutation.graphql';

const mutation = graphql`
  mutation useChangeWorkflowTemplateVisibilityMutation($input: ChangeWorkflowTemplateVisibilityInput!) {
    changeWorkflowTemplateVisibility(input: $input) {
      workflowTemplate {
        id
        visibility
        version
        ...WorkflowTemplateDetail_template
        ...WorkflowTemplateRow_template
      }
    }
  }
`;

/** changeWorkflowTemplateVisibility (Management): active, inactive or hidden. */
export function useChangeWorkflowTemplateVisibility() {
  return useMutation<useChangeWorkflowTemplateVisibilityMutation>(mutation);
}
