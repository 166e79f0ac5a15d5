import { useCallback } from 'react';
import { graphql, useMutation, type UseMutationConfig } from 'react-relay';
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
  const [commit, inFlight] = useMutation<useDeleteTagMutation>(mutation);
  const remove = useCallback(
    (config: UseMutationConfig<useDeleteTagMutation>) =>
      commit({
        ...config,
        updater: (store, data) => {
          const id = data?.deleteTag.deletedTagId;
          if (connectionId && id) removeNode(store, connectionId, id);
        },
      }),
    [commit, connectionId],
  );
  return [remove, inFlight] as const;
}
