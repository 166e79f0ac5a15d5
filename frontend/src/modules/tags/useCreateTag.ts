import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import type { useCreateTagMutation } from './__generated__/useCreateTagMutation.graphql';

const mutation = graphql`
  mutation useCreateTagMutation($input: CreateTagInput!) {
    createTag(input: $input) {
      tag {
        id
        name
        ...TagRow_tag
      }
    }
  }
`;

/**
 * createTag (admin). The new tag is inserted at the top of the list's connection by a store
 * updater (no reload); the insert skips a tag the `tagsChanged` notice already added.
 */
export function useCreateTag(connectionId: string | null) {
  return useStoreMutation<useCreateTagMutation>(mutation, (store, data) => {
    const id = data?.createTag.tag.id;
    if (connectionId && id) insertNode(store, connectionId, id, 'TagEdge');
  });
}
