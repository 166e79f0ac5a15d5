import { graphql, useMutation } from 'react-relay';
import type { useAddOrganizationMemberMutation } from './__generated__/useAddOrganizationMemberMutation.graphql';

const mutation = graphql`
  mutation useAddOrganizationMemberMutation($input: AddOrganizationMemberInput!) {
    addOrganizationMember(input: $input) {
      organization {
        id
        ...OrganizationDetail_organization
      }
    }
  }
`;

/** Adds a contact person; the payload's organization refreshes the detail page in the store. */
export function useAddOrganizationMember() {
  return useMutation<useAddOrganizationMemberMutation>(mutation);
}
