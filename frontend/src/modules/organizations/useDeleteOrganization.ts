import { graphql, useMutation } from 'react-relay';
import type { useDeleteOrganizationMutation } from './__generated__/useDeleteOrganizationMutation.graphql';

const mutation = graphql`
  mutation useDeleteOrganizationMutation($input: DeleteOrganizationInput!) {
    deleteOrganization(input: $input) {
      deletedOrganizationId @deleteRecord
    }
  }
`;

/**
 * Deletes an organization (Management only: the server refuses others, and the page shows its
 * message). The record leaves the store, so the list and the board drop it at once; other
 * screens learn it from `organizationsChanged` (DELETED).
 */
export function useDeleteOrganization() {
  return useMutation<useDeleteOrganizationMutation>(mutation);
}
