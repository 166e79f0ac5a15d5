import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, RecordProxy } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import { connectionHasNode, insertNode, removeNode } from '@/modules/ui/list/connectionUpdaters';
import { matchesAgentFilter, type AgentFacts, type AgentListFilter } from './agentListParams';
import type { useAgentsChangedSubscription as Subscription } from './__generated__/useAgentsChangedSubscription.graphql';

const subscription = graphql`
  subscription useAgentsChangedSubscription {
    agentsChanged {
      kind
      agent {
        id
        name
        description
        archived
        role {
          id
          roleCategoryId
        }
        tags {
          id
        }
        ...AgentRow_agent
      }
    }
  }
`;

export interface LiveAgentList {
  connectionId: string;
  filter: AgentListFilter;
  /** Re-fetches the connection after a socket reconnect (notices may have been missed). */
  refetch: () => void;
}

function facts(agent: RecordProxy): AgentFacts {
  const role = agent.getLinkedRecord('role');
  const category = role?.getValue('roleCategoryId');
  return {
    name: String(agent.getValue('name') ?? ''),
    description: String(agent.getValue('description') ?? ''),
    roleId: role?.getDataID() ?? null,
    roleCategoryId: typeof category === 'number' ? category : null,
    tagIds: (agent.getLinkedRecords('tags') ?? []).flatMap((tag) => (tag ? [tag.getDataID()] : [])),
    archived: agent.getValue('archived') === true,
  };
}

/**
 * Keeps the agent list live through the store, never by re-running the loader: CREATED prepends
 * a matching agent, UPDATED changes the row in place and moves it out of or into the list when
 * it no longer or now matches (archived or restored, another role or tags), DELETED drops it.
 * The keyword never drops a row (the next load decides).
 */
export function useAgentsChangedSubscription(list: LiveAgentList): void {
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  }, [list]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const change = store.getRootField('agentsChanged');
        const agent = change?.getLinkedRecord('agent');
        if (!change || !agent) return;
        const { connectionId, filter } = listRef.current;
        const connection = store.get(connectionId);
        if (!connection) return;
        const id = agent.getDataID();
        if (change.getValue('kind') === 'DELETED') {
          removeNode(store, connectionId, id);
          return;
        }
        const known = facts(agent);
        const matches = matchesAgentFilter(filter, known);
        const stillMatches = matchesAgentFilter(filter, known, { keyword: false });
        const listed = connectionHasNode(connection, id);
        if (listed && !stillMatches) removeNode(store, connectionId, id);
        else if (!listed && matches) insertNode(store, connectionId, id, 'AgentEdge');
      },
      onError: (error) => console.warn('agentsChanged subscription ended', error),
    }),
    [],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => listRef.current.refetch()), []);
}
