import { startTransition, Suspense, useCallback } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useRefetchableFragment } from 'react-relay';
import { useLiveList } from '@/modules/relay/useLiveList';
import { PanelSection } from '@/modules/ui/PanelSection';
import { SectionErrorBoundary } from '@/modules/ui/SectionErrorBoundary';
import { apiTokenMessages as messages } from './apiTokenMessages';
import { ApiTokenTable } from './ApiTokenTable';
import type { MemberApiTokensQuery } from './__generated__/MemberApiTokensQuery.graphql';
import type { MemberApiTokens_query$key } from './__generated__/MemberApiTokens_query.graphql';

const changed = graphql`
  subscription MemberApiTokensSubscription($ownerId: ID) {
    apiTokensChanged(ownerId: $ownerId) {
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

const query = graphql`
  query MemberApiTokensQuery($ownerId: ID) {
    ...MemberApiTokens_query @arguments(ownerId: $ownerId)
  }
`;

function Tokens({ query: key, ownerId }: { query: MemberApiTokens_query$key; ownerId: string }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment MemberApiTokens_query on Query
      @refetchable(queryName: "MemberApiTokensRefetchQuery")
      @argumentDefinitions(ownerId: { type: "ID" }, first: { type: "Int", defaultValue: 100 }, after: { type: "String" }) {
        apiTokens(ownerId: $ownerId, first: $first, after: $after) @connection(key: "MemberApiTokens_apiTokens") {
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
        refetch({ ownerId }, { fetchPolicy: 'network-only' });
      }),
    [refetch, ownerId],
  );
  useLiveList({
    subscription: changed,
    field: 'apiTokensChanged',
    variables: { ownerId },
    refetch: again,
    connectionId: data.apiTokens.__id,
    edgeType: 'ApiTokenEdge',
    insertAt: 'start',
  });
  return <ApiTokenTable nodes={data.apiTokens.edges.flatMap((edge) => (edge?.node ? [edge.node] : []))} />;
}

function Loaded({ ownerId }: { ownerId: string }) {
  const data = useLazyLoadQuery<MemberApiTokensQuery>(query, { ownerId }, { fetchPolicy: 'store-and-network' });
  return <Tokens query={data} ownerId={ownerId} />;
}

/**
 * An admin's view of a member's personal API tokens (issue 34 §3: admins see and revoke anyone's;
 * the server's row-level rule decides), live. The member manages their own on /settings/api-tokens.
 */
export function MemberApiTokens({ employeeId }: { employeeId: string }) {
  const intl = useIntl();
  return (
    <PanelSection title={intl.formatMessage(messages.title)}>
      <SectionErrorBoundary fallback={() => null}>
        <Suspense fallback={null}>
          <Loaded ownerId={employeeId} />
        </Suspense>
      </SectionErrorBoundary>
    </PanelSection>
  );
}
