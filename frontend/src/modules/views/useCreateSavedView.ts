import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import { savedViewsConnectionId } from './savedViewsConnection';
import type { useCreateSavedViewMutation } from './__generated__/useCreateSavedViewMutation.graphql';

const mutation = graphql`
  mutation useCreateSavedViewMutation($input: CreateSavedViewInput!) {
    createSavedView(input: $input) {
      savedView {
        id
        ...SavedViewNavItem_view
      }
    }
  }
`;

/**
 * createSavedView: the list's current filter, sort and columns under a name; the navigation lists
 * it at once (a store updater rather than @appendEdge: the transport sends only the variables an
 * operation declares, and `connections` would be one more). `savedViewsChanged` skips it as listed.
 */
export function useCreateSavedView() {
  return useStoreMutation<useCreateSavedViewMutation>(mutation, (store, data) => {
    const id = data?.createSavedView.savedView.id;
    if (id) insertNode(store, savedViewsConnectionId, id, 'SavedViewEdge', 'end');
  });
}
