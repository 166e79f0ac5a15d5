import { graphql, useMutation } from 'react-relay';
import type { useRequestPasswordResetMutation } from './__generated__/useRequestPasswordResetMutation.graphql';

const mutation = graphql`
  mutation useRequestPasswordResetMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      requested
    }
  }
`;

/** The requestPasswordReset mutation (public; the same answer for any address, 102.A001.004 past the limits). */
export function useRequestPasswordReset() {
  return useMutation<useRequestPasswordResetMutation>(mutation);
}
