import { graphql, useMutation } from 'react-relay';
import type { useSignInMutation } from './__generated__/useSignInMutation.graphql';

const mutation = graphql`
  mutation useSignInMutation($input: SignInInput!) {
    signIn(input: $input) {
      accessToken
      profile {
        name
        employeeId
        avatarUrl
        roles {
          roleId
          name
        }
      }
    }
  }
`;

/** The signIn mutation. */
export function useSignIn() {
  return useMutation<useSignInMutation>(mutation);
}
