import { graphql, useMutation } from 'react-relay';
import type { useArchiveWorkflowTemplateMutation } from './__generated__/useArchiveWorkflowTemplateMutation.graphql';

const mutation = graphql`
  mutation useArchiveWorkflowTemplateMutation($input: ArchiveWorkflowTemplateInput!) {
    archiveWorkflowTemplate(input: $input) {
      workflowTemplate {
        id
        archived
        version
        ...WorkflowTemplateDetail_template
        ...WorkflowTemplateRow_template
      }
    }
  }
`;

/** archiveWorkflowTemplate (Management): archive (`archived: true`) or restore; an archived template leaves the list live. */
export function useArchiveWorkflowTemplate() {
  return useMutation<useArchiveWorkflowTemplateMutation>(mutation);
}
