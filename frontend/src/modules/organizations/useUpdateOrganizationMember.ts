import { graphql, useMutation } from 'react-relay';
import type { useUpdateOrganizationMemberMutation } from './__generated__/useUpdateOrganizationMemberMutation.graphql';

const mutation = graphql`
  mutation useUpdateOrganizationMemberMutation($input: UpdateOrganizationMemberInput!) {
    updateOrganizationMember(input: $input) {
      organization {
        id
        ...OrganizationDetail_organization
      }
    }
  }
`;

/** Edits a contact person; the payload's organization refreshes the detail page in the store. */
export function useUpdateOrganizationMember() {
  return useMutation<useUpdateOrganizationMemberMutation>(mutation);
}
