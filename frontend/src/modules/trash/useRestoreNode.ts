import { graphql, useRelayEnvironment } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { leaveTrashLists } from './trashStore';
import type { useRestoreNodeMutation } from './__generated__/useRestoreNodeMutation.graphql';

const mutation = graphql`
  mutation useRestoreNodeMutation($input: RestoreNodeInput!) {
    restoreNode(input: $input) {
      restoredId
      node {
        __typename
        id
        ... on ApplicationNode {
          tree
          application {
            id
          }
        }
      }
    }
  }
`;

/**
 * restoreNode (issue 35): brings a deleted entity back as it was, under the same id ("Undo", or
 * Restore in the trash; '204.X000.007' when it is not in the trash). The updater takes it out of
 * the trash lists; the lists it returns to hear of it from their own live notices (CREATED). The
 * answer's `__typename` names the kind, so the caller can open its page (with what a page
 * needs beyond its id: a page's or requirement's tree and application).
 */
export function useRestoreNode() {
  const environment = useRelayEnvironment();
  return useStoreMutation<useRestoreNodeMutation>(mutation, (store, data) => {
    const id = data?.restoreNode.restoredId;
    if (id) leaveTrashLists(store, environment, id);
  });
}
