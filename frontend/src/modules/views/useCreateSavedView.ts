import { graphql, useMutation } from 'react-relay';
import type { useCreateSavedViewMutation } from './__generated__/useCreateSavedViewMutation.graphql';

const mutation = graphql`
  mutation useCreateSavedViewMutation($input: CreateSavedViewInput!, $connections: [ID!]!) {
    createSavedView(input: $input) {
      savedViewEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          ...SavedViewNavItem_view
        }
      }
    }
  }
`;

/** createSavedView: the list's current filter, sort and columns under a name; the navigation lists it at once. */
export function useCreateSavedView() {
  return useMutation<useCreateSavedViewMutation>(mutation);
}
