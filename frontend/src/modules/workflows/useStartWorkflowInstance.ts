import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import { defaultWorkflowInstanceListId } from './workflowConnections';
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

/**
 * startWorkflowInstance (Staff, an active template): the instance joins the top of the
 * unfiltered instance list if the store holds it (a store updater, like every list here).
 */
export function useStartWorkflowInstance() {
  return useStoreMutation<useStartWorkflowInstanceMutation>(mutation, (store, data) => {
    const id = data?.startWorkflowInstance.workflowInstance.id;
    if (id) insertNode(store, defaultWorkflowInstanceListId, id, 'WorkflowInstanceEdge');
  });
}
