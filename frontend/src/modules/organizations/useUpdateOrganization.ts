import { graphql, useMutation } from 'react-relay';
import type { useUpdateOrganizationMutation } from './__generated__/useUpdateOrganizationMutation.graphql';

const mutation = graphql`
  mutation useUpdateOrganizationMutation($input: UpdateOrganizationInput!) {
    updateOrganization(input: $input) {
      organization {
        id
        ...OrganizationDetail_organization
        ...OrganizationForm_organization
        ...OrganizationRow_organization
        ...DealCard_organization
      }
    }
  }
`;

/** The edit form's save, with `expectedVersion` (a stale save is refused: 204.X000.004). */
export function useUpdateOrganization() {
  return useMutation<useUpdateOrganizationMutation>(mutation);
}
