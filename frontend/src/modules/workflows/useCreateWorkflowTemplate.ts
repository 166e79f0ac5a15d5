import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { defaultListInsert } from '@/modules/ui/list/defaultListInsert';
import { workflowTemplateSort } from './workflowTemplateListParams';
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

const insertCreated = defaultListInsert('WorkflowTemplateList_workflowTemplates', workflowTemplateSort, 'WorkflowTemplateEdge');

/**
 * createWorkflowTemplate (Management). The new template goes to the top of the unfiltered list
 * if the store holds it (`defaultListInsert`); the live list (`workflowTemplatesChanged`) does
 * not add it twice.
 */
export function useCreateWorkflowTemplate() {
  return useStoreMutation<useCreateWorkflowTemplateMutation>(mutation, (store, data) => insertCreated(store, data?.createWorkflowTemplate.workflowTemplate.id));
}
