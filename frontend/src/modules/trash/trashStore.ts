import type { IEnvironment, RecordProxy, RecordSourceProxy } from 'relay-runtime';
import { removeNode } from '@/modules/ui/list/connectionUpdaters';

/**
 * The lists the store keeps: every record of a `…Connection` type (the connection spec's names).
 * A deletion or a restore is told by the entity's id alone, and which lists hold an entity of
 * any kind is not known to generic code, so each list the store keeps is looked at.
 */
function listsInStore(store: RecordSourceProxy, environment: IEnvironment): RecordProxy[] {
  return environment
    .getStore()
    .getSource()
    .getRecordIDs()
    .map((id) => store.get(id))
    .filter((record): record is RecordProxy => record != null && record.getType().endsWith('Connection'));
}

/**
 * Takes a deleted entity out of every list in the store at once, as the server has taken it out
 * of every list it serves. A live list on screen hears of it too (DELETED), but a list the store
 * still keeps for Back would show it until read again. The record itself stays: the page it was
 * deleted from keeps drawing until it is left, and an Undo finds it as it was.
 */
export function leaveEveryList(store: RecordSourceProxy, environment: IEnvironment, entityId: string): void {
  for (const list of listsInStore(store, environment)) removeNode(store, list.getDataID(), entityId);
}

/**
 * Takes a restored entity's entries (`TrashItem`, whose own id differs from the entity's) out of
 * every trash list in the store, so the row leaves as soon as the server answered rather than when
 * the live notice arrives (or never, in a list no subscription keeps).
 */
export function leaveTrashLists(store: RecordSourceProxy, environment: IEnvironment, entityId: string): void {
  for (const list of listsInStore(store, environment)) {
    const entries = (list.getLinkedRecords('edges') ?? [])
      .map((edge) => edge?.getLinkedRecord('node'))
      .filter((node): node is RecordProxy => node != null && node.getType() === 'TrashItem' && node.getValue('entityId') === entityId);
    for (const entry of entries) removeNode(store, list.getDataID(), entry.getDataID());
  }
}
