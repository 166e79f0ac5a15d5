import { graphql, useMutation } from 'react-relay';
import type { useRestoreOrganizationMemberMutation } from './__generated__/useRestoreOrganizationMemberMutation.graphql';

const mutation = graphql`
  mutation useRestoreOrganizationMemberMutation($input: RestoreOrganizationMemberInput!) {
    restoreOrganizationMember(input: $input) {
      organization {
        id
        ...OrganizationDetail_organization
      }
    }
  }
`;

/** Brings a removed contact back as they were (the removal's Undo, issue 35); the payload's organization refreshes the detail page in the store. */
export function useRestoreOrganizationMember() {
  return useMutation<useRestoreOrganizationMemberMutation>(mutation);
}
