import { graphql, useMutation } from 'react-relay';
import type { useUpdateApplicationNodeMutation } from './__generated__/useUpdateApplicationNodeMutation.graphql';

const mutation = graphql`
  mutation useUpdateApplicationNodeMutation($input: UpdateApplicationNodeInput!) {
    updateApplicationNode(input: $input) {
      node {
        id
        name
        content
        updatedAt
        version
        ...NodeForm_node
        ...ApplicationTreeItem_node
      }
    }
  }
`;

/** updateApplicationNode: name and content with `expectedVersion` (a stale save is 204.X000.004). */
export function useUpdateApplicationNode() {
  return useMutation<useUpdateApplicationNodeMutation>(mutation);
}
