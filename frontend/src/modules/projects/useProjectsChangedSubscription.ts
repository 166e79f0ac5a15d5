import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import { connectionHasNode, insertNode, removeNode } from '@/modules/ui/list/connectionUpdaters';
import { matchesProjectFilter, type ProjectListFilter } from './projectListParams';
import type { useProjectsChangedSubscription as Subscription } from './__generated__/useProjectsChangedSubscription.graphql';

const subscription = graphql`
  subscription useProjectsChangedSubscription {
    projectsChanged {
      kind
      project {
        id
        name
        statusId
        ...ProjectRow_project
      }
    }
  }
`;

export interface LiveProjectList {
  connectionId: string;
  filter: ProjectListFilter;
  /** Re-fetches the connection after a socket reconnect (notices may have been missed). */
  refetch: () => void;
}

/**
 * Keeps the project list live through the store (issue 13), never by re-running the loader:
 * CREATED prepends a matching project, UPDATED changes the row in place (normalized store) and
 * moves it in or out when its status no longer matches the filter, DELETED drops it.
 */
export function useProjectsChangedSubscription(list: LiveProjectList): void {
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  }, [list]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const change = store.getRootField('projectsChanged');
        const project = change?.getLinkedRecord('project');
        if (!change || !project) return;
        const { connectionId, filter } = listRef.current;
        const connection = store.get(connectionId);
        if (!connection) return;
        const id = project.getDataID();
        const kind = change.getValue('kind');
        if (kind === 'DELETED') {
          removeNode(store, connectionId, id);
          return;
        }
        const facts = { name: String(project.getValue('name') ?? ''), statusId: Number(project.getValue('statusId')) };
        const matches = matchesProjectFilter(filter, facts);
        if (kind === 'CREATED') {
          if (matches) insertNode(store, connectionId, id, 'ProjectEdge');
          return;
        }
        const listed = connectionHasNode(connection, id);
        if (listed && !matches) removeNode(store, connectionId, id);
        else if (!listed && matches) insertNode(store, connectionId, id, 'ProjectEdge');
      },
      onError: (error) => console.warn('projectsChanged subscription ended', error),
    }),
    [],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => listRef.current.refetch()), []);
}
