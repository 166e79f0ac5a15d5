import { graphql, useMutation } from 'react-relay';
import type { useCreateApplicationNodeMutation } from './__generated__/useCreateApplicationNodeMutation.graphql';

const mutation = graphql`
  mutation useCreateApplicationNodeMutation($input: CreateApplicationNodeInput!) {
    createApplicationNode(input: $input) {
      node {
        id
        path {
          id
        }
        ...treePlacement_node
        ...ApplicationTreeItem_node
      }
    }
  }
`;

/**
 * createApplicationNode (a page or a requirement, a directory or a leaf, under a directory or
 * at the top). The answer brings the new parent's counts; the trees read their lists when shown
 * again. A leaf as parent is refused: 'Only directories can have children'.
 */
export function useCreateApplicationNode() {
  return useMutation<useCreateApplicationNodeMutation>(mutation);
}
