import { graphql } from 'react-relay';
import { useStoreMutation } from '@/modules/relay/useStoreMutation';
import { insertNode } from '@/modules/ui/list/connectionUpdaters';
import { apiTokensConnectionId } from './apiTokensConnection';
import type { useCreateApiTokenMutation } from './__generated__/useCreateApiTokenMutation.graphql';

const mutation = graphql`
  mutation useCreateApiTokenMutation($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      secret
      apiToken {
        id
        ...ApiTokenRow_token
      }
    }
  }
`;

/**
 * createApiToken (issue 34 §3): a token for the signed-in employee; the answer's `secret` is shown
 * once (`ApiTokenSecretModal`) and never again. The list shows the token at once, newest first.
 */
export function useCreateApiToken() {
  return useStoreMutation<useCreateApiTokenMutation>(mutation, (store, data) => {
    const id = data?.createApiToken.apiToken.id;
    if (id) insertNode(store, apiTokensConnectionId, id, 'ApiTokenEdge', 'start');
  });
}
