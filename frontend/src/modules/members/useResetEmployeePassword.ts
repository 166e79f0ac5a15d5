import { graphql, useMutation } from 'react-relay';
import type { useResetEmployeePasswordMutation } from './__generated__/useResetEmployeePasswordMutation.graphql';

const mutation = graphql`
  mutation useResetEmployeePasswordMutation($input: ResetEmployeePasswordInput!) {
    resetEmployeePassword(input: $input) {
      revokedSessions
      employee {
        id
        version
      }
    }
  }
`;

/** The resetEmployeePassword mutation (admin; issue 37 §7). The new version reloads the member's history. */
export function useResetEmployeePassword() {
  return useMutation<useResetEmployeePasswordMutation>(mutation);
}
