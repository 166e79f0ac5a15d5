import { graphql, useMutation } from 'react-relay';
import type { useCreateOrganizationMutation } from './__generated__/useCreateOrganizationMutation.graphql';

const mutation = graphql`
  mutation useCreateOrganizationMutation($input: CreateOrganizationInput!, $connections: [ID!]!) {
    createOrganization(input: $input) {
      organizationEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...OrganizationRow_organization
        }
      }
      organization {
        id
        ...DealCard_organization
        ...OrganizationDetail_organization
      }
    }
  }
`;

/**
 * The createOrganization mutation. `connections` are list connections to prepend the new edge
 * to (the unfiltered list, when the store holds it); the board learns of the new deal from
 * `organizationsChanged` with its fresh column totals.
 */
export function useCreateOrganization() {
  return useMutation<useCreateOrganizationMutation>(mutation);
}
