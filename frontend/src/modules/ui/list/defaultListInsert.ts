import { ConnectionHandler, ROOT_ID, type RecordSourceProxy } from 'relay-runtime';
import { insertNode } from './connectionUpdaters';
import { naturalSort, type SortSpec } from './listParams';

/**
 * Where a created record goes (issue 32: one copy, not one per create mutation): the unfiltered
 * list in its natural order, as the store keys it whether or not it is on screen. The returned
 * updater puts the record at the top of that list if the store holds it, so going back to the
 * list shows it at once (no refetch); the list's live updater then skips it as already listed.
 */
export function defaultListInsert<F extends string>(
  connectionKey: string,
  sort: SortSpec<F>,
  edgeType: string,
): (store: RecordSourceProxy, id: string | null | undefined) => void {
  const connectionId = ConnectionHandler.getConnectionID(ROOT_ID, connectionKey, { filter: {}, orderBy: naturalSort(sort) });
  return (store, id) => {
    if (id) insertNode(store, connectionId, id, edgeType);
  };
}
