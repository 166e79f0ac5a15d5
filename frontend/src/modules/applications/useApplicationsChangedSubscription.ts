import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import { connectionHasNode, insertNode, removeNode } from '@/modules/ui/list/connectionUpdaters';
import { matchesApplicationFilter, type ApplicationListFilter } from './applicationListParams';
import type { useApplicationsChangedSubscription as Subscription } from './__generated__/useApplicationsChangedSubscription.graphql';

const subscription = graphql`
  subscription useApplicationsChangedSubscription {
    applicationsChanged {
      kind
      application {
        id
        applicationName
        description
        statusId
        project {
          id
        }
        ...ApplicationRow_application
      }
    }
  }
`;

export interface LiveApplicationList {
  connectionId: string;
  filter: ApplicationListFilter;
  /** Re-fetches the connection after a socket reconnect (notices may have been missed). */
  refetch: () => void;
}

/**
 * Keeps the application list live through the store, never by re-running the loader: CREATED
 * prepends a matching application, UPDATED changes the row in place (normalized store) and moves
 * it in or out when it no longer matches the filter, DELETED drops it.
 */
export function useApplicationsChangedSubscription(list: LiveApplicationList): void {
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  }, [list]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const change = store.getRootField('applicationsChanged');
        const application = change?.getLinkedRecord('application');
        if (!change || !application) return;
        const { connectionId, filter } = listRef.current;
        const connection = store.get(connectionId);
        if (!connection) return;
        const id = application.getDataID();
        const kind = change.getValue('kind');
        if (kind === 'DELETED') {
          removeNode(store, connectionId, id);
          return;
        }
        const facts = {
          name: String(application.getValue('applicationName') ?? ''),
          description: String(application.getValue('description') ?? ''),
          statusId: Number(application.getValue('statusId')),
          projectId: application.getLinkedRecord('project')?.getDataID() ?? null,
        };
        const matches = matchesApplicationFilter(filter, facts);
        if (kind === 'CREATED') {
          if (matches) insertNode(store, connectionId, id, 'ApplicationEdge');
          return;
        }
        const listed = connectionHasNode(connection, id);
        if (listed && !matches) removeNode(store, connectionId, id);
        else if (!listed && matches) insertNode(store, connectionId, id, 'ApplicationEdge');
      },
      onError: (error) => console.warn('applicationsChanged subscription ended', error),
    }),
    [],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => listRef.current.refetch()), []);
}
