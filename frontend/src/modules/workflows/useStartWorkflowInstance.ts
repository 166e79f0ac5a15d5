import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { defaultListInsert } from '@/modules/ui/list/defaultListInsert';
import { workflowInstanceSort } from './workflowInstanceListParams';
import type { useStartWorkflowInstanceMutation } from './__generated__/useStartWorkflowInstanceMutation.graphql';

const mutation = graphql`
  mutation useStartWorkflowInstanceMutation($input: StartWorkflowInstanceInput!) {
    startWorkflowInstance(input: $input) {
      workflowInstance {
        id
        template {
          id
          runningInstanceCount
        }
        ...WorkflowInstanceRow_instance
        ...WorkflowInstanceDetail_instance
      }
    }
  }
`;

const insertCreated = defaultListInsert('WorkflowInstanceList_workflowInstances', workflowInstanceSort, 'WorkflowInstanceEdge');

/**
 * startWorkflowInstance (Staff, an active template): the instance joins the top of the
 * unfiltered instance list if the store holds it (`defaultListInsert`).
 */
export function useStartWorkflowInstance() {
  return useStoreMutation<useStartWorkflowInstanceMutation>(mutation, (store, data) => insertCreated(store, data?.startWorkflowInstance.workflowInstance.id));
}
