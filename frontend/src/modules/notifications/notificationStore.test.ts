import { commitLocalUpdate, createOperationDescriptor, Environment, Network, Observable, RecordSource, Store, type RecordSourceSelectorProxy } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { markAllLoadedRead, markReadUpTo, notificationConnection, prependNotification, setUnreadCount } from './notificationStore';
import PanelQuery from './__generated__/NotificationPanelQuery.graphql';
import BellQuery from './__generated__/NotificationBellQuery.graphql';

interface Row {
  id: string;
  read: boolean;
}

function node({ id, read }: Row) {
  return {
    __typename: 'Notification',
    id,
    kind: 'TASK_ASSIGNED',
    subjectTitle: `Task ${id}`,
    excerpt: null,
    read,
    createdAt: '2026-11-03T09:00:00Z',
    actor: null,
    subject: null,
  };
}

/** A store holding the popover's two lists (All and Unread) and the header's count, as the server sent them. */
function environmentWith(all: Row[], unread: Row[], count: number): Environment {
  const environment = new Environment({ network: Network.create(() => Observable.create(() => undefined)), store: new Store(new RecordSource()) });
  const page = (rows: Row[]) => ({
    notifications: {
      edges: rows.map((row) => ({ cursor: row.id, node: node(row) })),
      pageInfo: { endCursor: rows.at(-1)?.id ?? null, hasNextPage: false },
    },
  });
  environment.commitPayload(createOperationDescriptor(PanelQuery, { filter: null }), page(all));
  environment.commitPayload(createOperationDescriptor(PanelQuery, { filter: { unread: true } }), page(unread));
  environment.commitPayload(createOperationDescriptor(BellQuery, {}), { unreadNotificationCount: count });
  return environment;
}

function listed(environment: Environment, view: 'all' | 'unread'): Row[] {
  let rows: Row[] = [];
  commitLocalUpdate(environment, (store) => {
    const connection = notificationConnection(store, view);
    rows = (connection?.getLinkedRecords('edges') ?? []).map((edge) => {
      const record = edge?.getLinkedRecord('node');
      return { id: String(record?.getValue('id')), read: record?.getValue('read') === true };
    });
  });
  return rows;
}

function count(environment: Environment): unknown {
  const snapshot = environment.lookup(createOperationDescriptor(BellQuery, {}).fragment);
  return (snapshot.data as { unreadNotificationCount?: number } | null)?.unreadNotificationCount;
}

function update(environment: Environment, updater: (store: RecordSourceSelectorProxy) => void) {
  commitLocalUpdate(environment, (store) => updater(store as RecordSourceSelectorProxy));
}

describe('the notification store', () => {
  it('finds both lists by their connection key and filter', () => {
    const environment = environmentWith([{ id: 'n2', read: false }, { id: 'n1', read: true }], [{ id: 'n2', read: false }], 1);
    expect(listed(environment, 'all').map((row) => row.id)).toEqual(['n2', 'n1']);
    expect(listed(environment, 'unread').map((row) => row.id)).toEqual(['n2']);
  });

  it('puts a new unread notification at the top of both lists, once', () => {
    const environment = environmentWith([{ id: 'n1', read: true }], [], 0);
    update(environment, (store) => {
      const record = store.create('n3', 'Notification');
      record.setValue('n3', 'id');
      record.setValue(false, 'read');
      setUnreadCount(store, 1);
      prependNotification(store, record);
      prependNotification(store, record);
    });
    expect(listed(environment, 'all').map((row) => row.id)).toEqual(['n3', 'n1']);
    expect(listed(environment, 'unread').map((row) => row.id)).toEqual(['n3']);
    expect(count(environment)).toBe(1);
  });

  it('keeps a read newest notification out of the unread list', () => {
    const environment = environmentWith([{ id: 'n1', read: true }], [], 0);
    update(environment, (store) => {
      const record = store.create('n4', 'Notification');
      record.setValue('n4', 'id');
      record.setValue(true, 'read');
      prependNotification(store, record);
    });
    expect(listed(environment, 'all').map((row) => row.id)).toEqual(['n4', 'n1']);
    expect(listed(environment, 'unread')).toEqual([]);
  });

  it('marks read up to the newest seen and keeps a newer one unread', () => {
    const environment = environmentWith(
      [
        { id: 'n9', read: false },
        { id: 'n8', read: false },
        { id: 'n7', read: true },
      ],
      [
        { id: 'n9', read: false },
        { id: 'n8', read: false },
      ],
      2,
    );
    update(environment, (store) => markReadUpTo(store, 'n8'));
    expect(listed(environment, 'all')).toEqual([
      { id: 'n9', read: false },
      { id: 'n8', read: true },
      { id: 'n7', read: true },
    ]);
    expect(listed(environment, 'unread')).toEqual([{ id: 'n9', read: false }]);
  });

  it('turns every loaded notification read when nothing is unread any more', () => {
    const environment = environmentWith([{ id: 'n2', read: false }, { id: 'n1', read: false }], [{ id: 'n2', read: false }, { id: 'n1', read: false }], 2);
    update(environment, (store) => {
      setUnreadCount(store, 0);
      markAllLoadedRead(store);
    });
    expect(listed(environment, 'all')).toEqual([
      { id: 'n2', read: true },
      { id: 'n1', read: true },
    ]);
    expect(listed(environment, 'unread')).toEqual([]);
    expect(count(environment)).toBe(0);
  });
});
