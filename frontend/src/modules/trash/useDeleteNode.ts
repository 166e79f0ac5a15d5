import { graphql, useRelayEnvironment } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { leaveEveryList } from './trashStore';
import type { useDeleteNodeMutation } from './__generated__/useDeleteNodeMutation.graphql';

const mutation = graphql`
  mutation useDeleteNodeMutation($input: DeleteNodeInput!) {
    deleteNode(input: $input) {
      deletedId
    }
  }
`;

/**
 * deleteNode (issue 35): moves any entity to the trash by its global id; the server decides
 * who may (for a project its team, its creator and Management) and refuses one others depend on
 * (`extensions.dependents`). The updater takes it out of every list in the store at once.
 */
export function useDeleteNode() {
  const environment = useRelayEnvironment();
  return useStoreMutation<useDeleteNodeMutation>(mutation, (store, data) => {
    const id = data?.deleteNode.deletedId;
    if (id) leaveEveryList(store, environment, id);
  });
}
