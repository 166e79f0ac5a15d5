import type { RecordProxy, RecordSourceProxy } from 'relay-runtime';
import { insertNode, removeNode } from './connectionUpdaters';

/** Where a live list's notices go: its connection (selected with `__id`) and edge type. */
export interface LiveListTarget {
  connectionId: string;
  edgeType: string;
  /** Where a row that comes to match joins the list (the next load places it by the list's order). */
  insertAt?: 'start' | 'end';
}

/**
 * Applies one live-list notice (`{ kind, id, matches, <node> }`, issue 32) to the list's
 * connection. The server decided `matches` with the list's own SQL, so no matcher is kept
 * here: a matching row joins the list once (its fields update in place through the normalized
 * store), any other row leaves it, including one the reader may no longer read, which comes
 * with its id only.
 */
export function applyListChange(store: RecordSourceProxy, change: RecordProxy, target: LiveListTarget): void {
  const id = change.getValue('id');
  if (typeof id !== 'string') return;
  if (change.getValue('matches') === true) insertNode(store, target.connectionId, id, target.edgeType, target.insertAt ?? 'start');
  else removeNode(store, target.connectionId, id);
}
