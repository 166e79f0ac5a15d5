import { graphql, useMutation } from 'react-relay';
import type { useSignInMutation } from './__generated__/useSignInMutation.graphql';

const mutation = graphql`
  mutation useSignInMutation($input: SignInInput!) {
    signIn(input: $input) {
      accessToken
    }
  }
`;

/**
 * The signIn mutation: only its token is used. The profile it could also bring stays unread
 * (it is not the root `profile` the layout reads, which loads after the redirect).
 */
export function useSignIn() {
  return useMutation<useSignInMutation>(mutation);
}
