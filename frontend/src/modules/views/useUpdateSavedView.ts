import { graphql, useMutation } from 'react-relay';
import type { useUpdateSavedViewMutation } from './__generated__/useUpdateSavedViewMutation.graphql';

const mutation = graphql`
  mutation useUpdateSavedViewMutation($input: UpdateSavedViewInput!) {
    updateSavedView(input: $input) {
      savedView {
        id
        ...SavedViewNavItem_view
      }
    }
  }
`;

/** updateSavedView (its owner): name, filter and sharing, with the version the form was opened at; it updates in place. */
export function useUpdateSavedView() {
  return useMutation<useUpdateSavedViewMutation>(mutation);
}
