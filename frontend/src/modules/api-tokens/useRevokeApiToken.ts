import { graphql, useMutation } from 'react-relay';
import type { useRevokeApiTokenMutation } from './__generated__/useRevokeApiTokenMutation.graphql';

const mutation = graphql`
  mutation useRevokeApiTokenMutation($input: RevokeApiTokenInput!) {
    revokeApiToken(input: $input) {
      apiToken {
        id
        ...ApiTokenRow_token
      }
    }
  }
`;

/** revokeApiToken (issue 34 §3): the token stops working at once; its row shows it revoked, in place. */
export function useRevokeApiToken() {
  return useMutation<useRevokeApiTokenMutation>(mutation);
}
