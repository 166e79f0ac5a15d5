import { graphql, useMutation } from 'react-relay';
import type { useResetPasswordMutation } from './__generated__/useResetPasswordMutation.graphql';

const mutation = graphql`
  mutation useResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      email
    }
  }
`;

/** The resetPassword mutation (public): a new password with an emailed link's token. */
export function useResetPassword() {
  return useMutation<useResetPasswordMutation>(mutation);
}
