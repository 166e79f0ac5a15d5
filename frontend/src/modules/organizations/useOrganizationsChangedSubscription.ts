import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, RecordProxy } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import { connectionHasNode, insertNode, removeNode } from '@/modules/ui/list/connectionUpdaters';
import { columnOfCard, placeCard, removeCard, type BoardColumnRef } from '@/modules/ui/board/boardStore';
import { setColumnTotals } from './boardTotals';
import { matchesOrganizationFilter, type OrganizationFacts, type OrganizationFilter } from './organizationListParams';
import type { useOrganizationsChangedSubscription as Subscription } from './__generated__/useOrganizationsChangedSubscription.graphql';

const subscription = graphql`
  subscription useOrganizationsChangedSubscription($boardFilter: OrganizationFilter) {
    organizationsChanged(boardFilter: $boardFilter) {
      kind
      id
      organization {
        id
        name
        website
        dealStatus {
          statusId
        }
        ...DealCard_organization
        ...OrganizationRow_organization
      }
      boardTotals {
        dealStatus {
          statusId
        }
        count
        totals {
          amount
          currency
          minorUnits
        }
      }
    }
  }
`;

export interface LiveOrganizations {
  /** The filter the board or list was loaded with (the board's also scopes `boardTotals`). */
  filter: OrganizationFilter;
  /** The board's columns, when the board is shown. */
  columns?: readonly BoardColumnRef<number>[];
  /** The list's connection (`__id`), when the list is shown. */
  connectionId?: string;
  /** Re-fetches everything after the socket reconnected (notices may have been lost). */
  refetch: () => void;
}

function facts(organization: RecordProxy): OrganizationFacts {
  return {
    name: String(organization.getValue('name') ?? ''),
    website: String(organization.getValue('website') ?? ''),
    // A stage's number is `statusId` (stages are not nodes, so no `id`).
    dealStatusId: Number(organization.getLinkedRecord('dealStatus')?.getValue('statusId')),
  };
}

/**
 * Keeps the board and the list live through the Relay store (issue 13), never by reloading:
 * - the board: a moved card leaves every other column and goes to the top of its new one, a
 *   deleted one goes, a new one matching the keyword appears; each column's count and totals
 *   are replaced with the server's `boardTotals`, read under the board's own filter;
 * - the list: rows update in place (normalized store), new matching ones are prepended, deleted
 *   ones and those no longer matching the stage filter leave.
 */
export function useOrganizationsChangedSubscription(live: LiveOrganizations): void {
  const liveRef = useRef(live);
  useEffect(() => {
    liveRef.current = live;
  }, [live]);
  const filterKey = JSON.stringify(live.filter);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(() => {
    const filter = JSON.parse(filterKey) as OrganizationFilter;
    return {
      subscription,
      variables: { boardFilter: filter },
      updater: (store, data) => {
        const change = store.getRootField('organizationsChanged');
        if (!change || !data) return;
        const { columns, connectionId } = liveRef.current;
        const id = data.organizationsChanged.organization?.id ?? String(change.getValue('id'));
        const organization = store.get(id);
        const deleted = change.getValue('kind') === 'DELETED' || !data.organizationsChanged.organization;
        if (columns) {
          if (deleted) removeCard(store, columns, id);
          else if (organization) {
            const current = facts(organization);
            const onBoard = columnOfCard(store, columns, id) !== null;
            if (onBoard || matchesOrganizationFilter({ keyword: filter.keyword }, current)) placeCard(store, columns, id, current.dealStatusId);
          }
          setColumnTotals(
            store,
            columns,
            data.organizationsChanged.boardTotals.map((entry) => ({ statusId: entry.dealStatus.statusId, count: entry.count, totals: entry.totals })),
          );
        }
        if (connectionId) {
          const connection = store.get(connectionId);
          if (!connection) return;
          if (deleted) {
            removeNode(store, connectionId, id);
            return;
          }
          if (!organization) return;
          const current = facts(organization);
          const listed = connectionHasNode(connection, id);
          if (listed && !matchesOrganizationFilter({ ...filter, keyword: undefined }, current)) removeNode(store, connectionId, id);
          else if (!listed && matchesOrganizationFilter(filter, current)) insertNode(store, connectionId, id, 'OrganizationEdge');
        }
      },
      onError: (error) => console.warn('organizationsChanged subscription ended', error),
    };
  }, [filterKey]);
  useSubscription(config);
  useEffect(() => resync.subscribe(() => liveRef.current.refetch()), []);
}
