import { ConnectionHandler, type RecordProxy, type RecordSourceProxy } from 'relay-runtime';

/**
 * Store updaters for a list's connection (selected with `__id`), used by subscriptions and
 * mutations instead of re-running the route's loader. `totalCount` follows the edges.
 */

function edges(connection: RecordProxy): RecordProxy[] {
  return (connection.getLinkedRecords('edges') ?? []).filter((edge): edge is RecordProxy => edge != null);
}

function adjustTotal(connection: RecordProxy, delta: number): void {
  // A capped total ("1,000+") stays so: one row more or less does not make it exact.
  if (connection.getValue('totalCountCapped') === true) return;
  const total = connection.getValue('totalCount');
  if (typeof total === 'number') connection.setValue(Math.max(0, total + delta), 'totalCount');
}

/** Whether the connection already lists the node. */
export function connectionHasNode(connection: RecordProxy, nodeId: string): boolean {
  return edges(connection).some((edge) => edge.getLinkedRecord('node')?.getDataID() === nodeId);
}

/**
 * Inserts the node as a new edge at the start (or end) of the connection, unless it is listed
 * already. Returns whether it was inserted.
 */
export function insertNode(
  store: RecordSourceProxy,
  connectionId: string,
  nodeId: string,
  edgeType: string,
  position: 'start' | 'end' = 'start',
): boolean {
  const connection = store.get(connectionId);
  const node = store.get(nodeId);
  if (!connection || !node || connectionHasNode(connection, nodeId)) return false;
  const edge = ConnectionHandler.createEdge(store, connection, node, edgeType);
  if (position === 'start') ConnectionHandler.insertEdgeBefore(connection, edge);
  else ConnectionHandler.insertEdgeAfter(connection, edge);
  adjustTotal(connection, 1);
  return true;
}

/** Removes the node's edges from the connection. Returns whether any was removed. */
export function removeNode(store: RecordSourceProxy, connectionId: string, nodeId: string): boolean {
  const connection = store.get(connectionId);
  if (!connection || !connectionHasNode(connection, nodeId)) return false;
  ConnectionHandler.deleteNode(connection, nodeId);
  adjustTotal(connection, -1);
  return true;
}
