import { graphql, useMutation } from 'react-relay';
import type { useRemoveOrganizationMemberMutation } from './__generated__/useRemoveOrganizationMemberMutation.graphql';

const mutation = graphql`
  mutation useRemoveOrganizationMemberMutation($input: RemoveOrganizationMemberInput!) {
    removeOrganizationMember(input: $input) {
      organization {
        id
        ...OrganizationDetail_organization
      }
    }
  }
`;

/** Removes a contact person; the payload's organization refreshes the detail page in the store. */
export function useRemoveOrganizationMember() {
  return useMutation<useRemoveOrganizationMemberMutation>(mutation);
}
