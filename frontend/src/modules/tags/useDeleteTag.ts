import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { removeNode } from '@/modules/ui/list/connectionUpdaters';
import type { useDeleteTagMutation } from './__generated__/useDeleteTagMutation.graphql';

const mutation = graphql`
  mutation useDeleteTagMutation($input: DeleteTagInput!) {
    deleteTag(input: $input) {
      deletedTagId
    }
  }
`;

/** deleteTag (admin): the row leaves the list's connection through a store updater. */
export function useDeleteTag(connectionId: string | null) {
  return useStoreMutation<useDeleteTagMutation>(mutation, (store, data) => {
    const id = data?.deleteTag.deletedTagId;
    if (connectionId && id) removeNode(store, connectionId, id);
  });
}
