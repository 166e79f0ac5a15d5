import { graphql, useMutation } from 'react-relay';
import type { useLinkPageRequirementMutation } from './__generated__/useLinkPageRequirementMutation.graphql';

const mutation = graphql`
  mutation useLinkPageRequirementMutation($input: LinkPageRequirementInput!) {
    linkPageRequirement(input: $input) {
      node {
        id
        updatedAt
        version
        ...NodeLinks_node
      }
    }
  }
`;

/** linkPageRequirement: a page implements a requirement of the same application ('Assignment already exists' when it does already). */
export function useLinkPageRequirement() {
  return useMutation<useLinkPageRequirementMutation>(mutation);
}
