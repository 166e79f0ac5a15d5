import { graphql, useMutation } from 'react-relay';
import type { useChangePasswordMutation } from './__generated__/useChangePasswordMutation.graphql';

const mutation = graphql`
  mutation useChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      revokedSessions
    }
  }
`;

/** The changePassword mutation. */
export function useChangePassword() {
  return useMutation<useChangePasswordMutation>(mutation);
}
