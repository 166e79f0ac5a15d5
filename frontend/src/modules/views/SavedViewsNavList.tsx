import { Text } from '@mantine/core';
import { Fragment, startTransition, useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery, useRefetchableFragment } from 'react-relay';
import { useLiveList } from '@/modules/relay/useLiveList';
import { savedViewLists } from './savedViewLists';
import { SavedViewNavItem } from './SavedViewNavItem';
import type { SavedViewsNavQuery } from './__generated__/SavedViewsNavQuery.graphql';
import type { SavedViewsNav_query$key } from './__generated__/SavedViewsNav_query.graphql';

const messages = defineMessages({
  empty: { id: 'views.nav.empty', defaultMessage: 'Use “Save view” on a list to keep its filter here.' },
});

/** The caller's views and those shared with one of their roles, live (issue 32): one joins or leaves as the server says. */
const savedViewsChanged = graphql`
  subscription SavedViewsNavSubscription {
    savedViewsChanged {
      kind
      id
      matches
      savedView {
        id
        ...SavedViewNavItem_view
      }
    }
  }
`;

const query = graphql`
  query SavedViewsNavQuery {
    ...SavedViewsNav_query
  }
`;

function Views({ query: key, onNavigate }: { query: SavedViewsNav_query$key; onNavigate: () => void }) {
  const intl = useIntl();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment SavedViewsNav_query on Query
      @refetchable(queryName: "SavedViewsNavRefetchQuery")
      @argumentDefinitions(first: { type: "Int", defaultValue: 100 }, after: { type: "String" }) {
        savedViews(first: $first, after: $after) @connection(key: "SavedViewsNav_savedViews") {
          __id
          edges {
            node {
              id
              list
              name
              ...SavedViewNavItem_view
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
    subscription: savedViewsChanged,
    field: 'savedViewsChanged',
    variables: {},
    refetch: again,
    connectionId: data.savedViews.__id,
    edgeType: 'SavedViewEdge',
    insertAt: 'end',
  });
  const nodes = data.savedViews.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  if (nodes.length === 0) {
    return (
      <Text size="xs" c="dimmed" px="md" py={4}>
        {intl.formatMessage(messages.empty)}
      </Text>
    );
  }
  const lists = [...new Set(nodes.map((node) => node.list))];
  return lists.map((list) => (
    <Fragment key={list}>
      <Text size="xs" c="dimmed" fw={600} px="md" pt={4}>
        {savedViewLists[list] ? intl.formatMessage(savedViewLists[list]) : list}
      </Text>
      {nodes
        .filter((node) => node.list === list)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((node) => (
          <SavedViewNavItem key={node.id} view={node} onNavigate={onNavigate} />
        ))}
    </Fragment>
  ));
}

function Loaded({ onNavigate }: { onNavigate: () => void }) {
  const data = useLazyLoadQuery<SavedViewsNavQuery>(query, {}, { fetchPolicy: 'store-and-network' });
  return <Views query={data} onNavigate={onNavigate} />;
}

/** The navigation's saved views, loaded with their own query (a lazy chunk: `SavedViewsNav`). */
export function SavedViewsNavList({ onNavigate }: { onNavigate: () => void }) {
  return <Loaded onNavigate={onNavigate} />;
}
