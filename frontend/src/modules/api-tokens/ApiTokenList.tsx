import { startTransition, useCallback } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useLiveList } from '@/modules/relay/useLiveList';
import { ApiTokenTable } from './ApiTokenTable';
import type { ApiTokenList_query$key } from './__generated__/ApiTokenList_query.graphql';

/** The employee's tokens as the server tells of them (issue 32: a live list), revoked ones too. */
const apiTokensChanged = graphql`
  subscription ApiTokenListSubscription {
    apiTokensChanged {
      kind
      id
      matches
      apiToken {
        id
        ...ApiTokenRow_token
      }
    }
  }
`;

/** The signed-in employee's own tokens, newest first, live: one made or revoked on another tab (or by an admin) shows at once. */
export function ApiTokenList({ query: key }: { query: ApiTokenList_query$key }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment ApiTokenList_query on Query
      @refetchable(queryName: "ApiTokenListRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 100 }, after: { type: "String" }) {
        apiTokens(first: $first, after: $after) @connection(key: "ApiTokenList_apiTokens") {
          __id
          edges {
            node {
              id
              ...ApiTokenRow_token
            }
          }
        }
      }
    `,
    key,
  );
  const again = useCallback(
    () =>
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      }),
    [refetch],
  );
  useLiveList({
    subscription: apiTokensChanged,
    field: 'apiTokensChanged',
    variables: {},
    refetch: again,
    connectionId: data.apiTokens.__id,
    edgeType: 'ApiTokenEdge',
    insertAt: 'start',
  });
  const nodes = data.apiTokens.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  return <ApiTokenTable nodes={nodes} />;
}
