import { graphql, useMutation } from 'react-relay';
import type { useUnlinkPageRequirementMutation } from './__generated__/useUnlinkPageRequirementMutation.graphql';

const mutation = graphql`
  mutation useUnlinkPageRequirementMutation($input: UnlinkPageRequirementInput!) {
    unlinkPageRequirement(input: $input) {
      node {
        id
        updatedAt
        version
        ...NodeLinks_node
      }
    }
  }
`;

/** unlinkPageRequirement: a page no longer implements a requirement ('Assignment not found' when it did not). */
export function useUnlinkPageRequirement() {
  return useMutation<useUnlinkPageRequirementMutation>(mutation);
}
