import { ConnectionHandler, ROOT_ID, type RecordProxy, type RecordSourceProxy } from 'relay-runtime';
import { connectionHasNode, insertNode, removeNode } from '@/modules/ui/list/connectionUpdaters';

/** The key of the notification list's connection (`NotificationList_query`), filtered by `filter`. */
export const notificationConnectionKey = 'NotificationList_notifications';

/** The two lists the popover shows: every notification, or only the unread ones. */
export const notificationFilters = {
  all: null,
  unread: { unread: true },
} as const;

export type NotificationView = keyof typeof notificationFilters;

/** The list's connection in the store for a view, if it was ever loaded. */
export function notificationConnection(store: RecordSourceProxy, view: NotificationView): RecordProxy | null | undefined {
  const root = store.get(ROOT_ID);
  if (!root) return null;
  return ConnectionHandler.getConnection(root, notificationConnectionKey, { filter: notificationFilters[view] });
}

function nodesOf(connection: RecordProxy | null | undefined): RecordProxy[] {
  if (!connection) return [];
  return (connection.getLinkedRecords('edges') ?? [])
    .map((edge) => edge?.getLinkedRecord('node'))
    .filter((node): node is RecordProxy => node != null);
}

/** Sets the header's unread count (`Query.unreadNotificationCount`). */
export function setUnreadCount(store: RecordSourceProxy, count: number): void {
  store.get(ROOT_ID)?.setValue(count, 'unreadNotificationCount');
}

/**
 * Puts a notification (already in the store) at the top of the loaded lists it belongs to, unless
 * it is listed there already: every list, and the unread list while it is unread.
 */
export function prependNotification(store: RecordSourceProxy, notification: RecordProxy): void {
  const id = notification.getDataID();
  for (const view of ['all', 'unread'] as const) {
    const connection = notificationConnection(store, view);
    if (!connection || connectionHasNode(connection, id)) continue;
    if (view === 'unread' && notification.getValue('read') === true) continue;
    insertNode(store, connection.getDataID(), id, 'NotificationEdge');
  }
}

/**
 * After "Mark all as read" up to a notification: it and every older one loaded are read (the
 * lists are newest first, so everything from it on), and they leave the unread list. Newer ones,
 * that arrived after the reader saw the list, stay as they are.
 */
export function markReadUpTo(store: RecordSourceProxy, upTo: string): void {
  const read = new Set<string>();
  for (const view of ['all', 'unread'] as const) {
    const nodes = nodesOf(notificationConnection(store, view));
    const from = nodes.findIndex((node) => node.getDataID() === upTo);
    if (from < 0) continue;
    for (const node of nodes.slice(from)) read.add(node.getDataID());
  }
  for (const id of read) store.get(id)?.setValue(true, 'read');
  const unread = notificationConnection(store, 'unread');
  if (unread) for (const id of read) removeNode(store, unread.getDataID(), id);
}

/** With nothing unread left (read elsewhere), every loaded notification is read. */
export function markAllLoadedRead(store: RecordSourceProxy): void {
  for (const node of nodesOf(notificationConnection(store, 'all'))) node.setValue(true, 'read');
  const unread = notificationConnection(store, 'unread');
  if (unread) for (const node of nodesOf(unread)) {
    node.setValue(true, 'read');
    removeNode(store, unread.getDataID(), node.getDataID());
  }
}
