import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, RecordProxy } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import { connectionHasNode, insertNode, removeNode } from '@/modules/ui/list/connectionUpdaters';
import { matchesWorkflowInstanceFilter, type WorkflowInstanceFacts, type WorkflowInstanceListFilter } from './workflowInstanceListParams';
import type { useWorkflowInstancesChangedSubscription as Subscription } from './__generated__/useWorkflowInstancesChangedSubscription.graphql';

const subscription = graphql`
  subscription useWorkflowInstancesChangedSubscription {
    workflowInstancesChanged {
      kind
      workflowInstance {
        id
        name
        templateName
        template {
          id
        }
        owner {
          id
        }
        progress
        waitingForMe
        overdue
        ...WorkflowInstanceRow_instance
      }
    }
  }
`;

export interface LiveWorkflowInstanceList {
  connectionId: string;
  filter: WorkflowInstanceListFilter;
  /** Re-fetches the connection after a socket reconnect (notices may have been missed). */
  refetch: () => void;
}

function facts(instance: RecordProxy): WorkflowInstanceFacts {
  return {
    name: String(instance.getValue('name') ?? ''),
    templateName: String(instance.getValue('templateName') ?? ''),
    templateId: instance.getLinkedRecord('template')?.getDataID() ?? null,
    ownerId: instance.getLinkedRecord('owner')?.getDataID() ?? null,
    progress: String(instance.getValue('progress') ?? ''),
    waitingForMe: instance.getValue('waitingForMe') === true,
    overdue: instance.getValue('overdue') === true,
  };
}

/**
 * Keeps the instance list live through the store, never by re-running the loader: CREATED
 * prepends a matching instance, UPDATED changes the row in place (progress, current step,
 * done/total, overdue) and moves it out of or into the list when it no longer or now matches
 * (completed or archived, no longer waiting for the viewer, overdue), DELETED drops it. The
 * keyword never drops a row (the next load decides).
 */
export function useWorkflowInstancesChangedSubscription(list: LiveWorkflowInstanceList): void {
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  }, [list]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const change = store.getRootField('workflowInstancesChanged');
        const instance = change?.getLinkedRecord('workflowInstance');
        if (!change || !instance) return;
        const { connectionId, filter } = listRef.current;
        const connection = store.get(connectionId);
        if (!connection) return;
        const id = instance.getDataID();
        if (change.getValue('kind') === 'DELETED') {
          removeNode(store, connectionId, id);
          return;
        }
        const known = facts(instance);
        const matches = matchesWorkflowInstanceFilter(filter, known);
        const stillMatches = matchesWorkflowInstanceFilter(filter, known, { keyword: false });
        const listed = connectionHasNode(connection, id);
        if (listed && !stillMatches) removeNode(store, connectionId, id);
        else if (!listed && matches) insertNode(store, connectionId, id, 'WorkflowInstanceEdge');
      },
      onError: (error) => console.warn('workflowInstancesChanged subscription ended', error),
    }),
    [],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => listRef.current.refetch()), []);
}
