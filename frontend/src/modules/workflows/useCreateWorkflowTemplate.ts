import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import { defaultWorkflowTemplateListId } from './workflowConnections';
import type { useCreateWorkflowTemplateMutation } from './__generated__/useCreateWorkflowTemplateMutation.graphql';

const mutation = graphql`
  mutation useCreateWorkflowTemplateMutation($input: CreateWorkflowTemplateInput!) {
    createWorkflowTemplate(input: $input) {
      workflowTemplate {
        id
        ...WorkflowTemplateRow_template
        ...WorkflowTemplateDetail_template
      }
    }
  }
`;

/**
 * createWorkflowTemplate (Management). The new template is put at the top of the unfiltered
 * list if the store holds it; the live list (`workflowTemplatesChanged`) does not add it
 * twice. (A store updater rather than @prependEdge: the transport sends only the variables an
 * operation declares, and `connections` would be one more.)
 */
export function useCreateWorkflowTemplate() {
  return useStoreMutation<useCreateWorkflowTemplateMutation>(mutation, (store, data) => {
    const id = data?.createWorkflowTemplate.workflowTemplate.id;
    if (id) insertNode(store, defaultWorkflowTemplateListId, id, 'WorkflowTemplateEdge');
  });
}
