import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { useSignOutMutation } from './__generated__/useSignOutMutation.graphql';
import { signOutLocally } from './signOutLocally';

const mutation = graphql`
  mutation useSignOutMutation($input: SignOutInput!) {
    signOut(input: $input) {
      signedOut
    }
  }
`;

/** Revokes the token on the server, then clears it and goes to /sign-in?redirect=<current path>. */
export function useSignOut(): () => void {
  const [commit] = useMutation<useSignOutMutation>(mutation);
  return useCallback(() => {
    commit({
      variables: { input: {} },
      onCompleted: () => signOutLocally(),
      onError: () => signOutLocally(),
    });
  }, [commit]);
}
