import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, RecordProxy } from 'relay-runtime';
import { resync } from '@/modules/relay/resync';
import { connectionHasNode, insertNode, removeNode } from '@/modules/ui/list/connectionUpdaters';
import { matchesTaskFilter, type TaskFacts, type TaskListFilter } from './taskListParams';
import type { useTasksChangedSubscription as Subscription } from './__generated__/useTasksChangedSubscription.graphql';

const subscription = graphql`
  subscription useTasksChangedSubscription {
    tasksChanged {
      kind
      task {
        id
        title
        statusId
        priorityId
        assignee {
          id
        }
        ...TaskRow_task
        ...TaskDetail_task
      }
    }
  }
`;

export interface LiveTaskList {
  /** The list's connection (`__id`). */
  connectionId: string;
  /** The filter the list was loaded with (including a screen's fixed filter, e.g. "assigned to me"). */
  filter: TaskListFilter;
  /** Re-fetches the connection (after the socket reconnected, when notices may have been missed). */
  refetch: () => void;
}

function facts(task: RecordProxy): TaskFacts {
  const assignee = task.getLinkedRecord('assignee');
  return {
    title: String(task.getValue('title') ?? ''),
    statusId: Number(task.getValue('statusId')),
    priorityId: Number(task.getValue('priorityId')),
    assigneeId: assignee ? String(assignee.getValue('id')) : null,
  };
}

/**
 * Keeps a task list live through the Relay store, never by re-running the route's loader:
 * - UPDATED: the row updates in place (normalized store); a task that no longer matches the
 *   list's filter leaves it, one that now matches joins it at the top.
 * - CREATED: a task matching the filter is prepended. It is put at the top whatever the sort
 *   (where a user looks for what just appeared); the next load puts it in its sorted place.
 * - After a socket reconnect the connection is re-fetched, since notices may have been lost.
 * The keyword is matched on the title only (see `matchesTaskFilter`), and is not used to drop
 * rows, since a row may match by its description.
 */
export function useTasksChangedSubscription(list: LiveTaskList): void {
  const listRef = useRef(list);
  useEffect(() => {
    listRef.current = list;
  }, [list]);
  const config = useMemo<GraphQLSubscriptionConfig<Subscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const change = store.getRootField('tasksChanged');
        const task = change?.getLinkedRecord('task');
        if (!change || !task) return;
        const { connectionId, filter } = listRef.current;
        const connection = store.get(connectionId);
        if (!connection) return;
        const id = task.getDataID();
        const current = facts(task);
        if (change.getValue('kind') === 'CREATED') {
          if (matchesTaskFilter(filter, current)) insertNode(store, connectionId, id, 'TaskEdge');
          return;
        }
        const listed = connectionHasNode(connection, id);
        if (listed && !matchesTaskFilter({ ...filter, keyword: undefined }, current)) removeNode(store, connectionId, id);
        else if (!listed && matchesTaskFilter(filter, current)) insertNode(store, connectionId, id, 'TaskEdge');
      },
      onError: (error) => console.warn('tasksChanged subscription ended', error),
    }),
    [],
  );
  useSubscription(config);
  useEffect(() => resync.subscribe(() => listRef.current.refetch()), []);
}
