import { graphql, useMutation } from 'react-relay';
import type { useUpdateTagMutation } from './__generated__/useUpdateTagMutation.graphql';

const mutation = graphql`
  mutation useUpdateTagMutation($input: UpdateTagInput!) {
    updateTag(input: $input) {
      tag {
        id
        name
        color
        version
        ...TagRow_tag
      }
    }
  }
`;

/** updateTag (admin): rename and/or recolour, with the version the form was opened at; the row updates in place. */
export function useUpdateTag() {
  return useMutation<useUpdateTagMutation>(mutation);
}
