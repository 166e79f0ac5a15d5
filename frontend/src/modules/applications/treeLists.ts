import { ConnectionHandler, type RecordProxy, type RecordSourceProxy } from 'relay-runtime';

/** A tree: pages or requirements (the schema's `ApplicationTree`). */
export type TreeName = 'PAGES' | 'REQUIREMENTS';

/** Which list a node sits in: a directory's id, or `root:<TREE>` for a tree's roots. */
export type ListKey = string;

export function listKey(parentId: string | null | undefined, tree: TreeName): ListKey {
  return parentId ?? `root:${tree}`;
}

/**
 * The node lists an application's trees show right now (the roots of each tree and every
 * expanded directory's children), by list key → the Relay connection's `__id`. Lists register
 * while mounted; subscription and mutation updaters place moved or created nodes in them.
 */
export class TreeLists {
  private readonly lists = new Map<ListKey, string>();

  /** Registers a mounted list; returns the unregister function. */
  register(key: ListKey, connectionId: string): () => void {
    this.lists.set(key, connectionId);
    return () => {
      if (this.lists.get(key) === connectionId) this.lists.delete(key);
    };
  }

  get(key: ListKey): string | undefined {
    return this.lists.get(key);
  }

  entries(): [ListKey, string][] {
    return [...this.lists.entries()];
  }
}

function edgesOf(connection: RecordProxy): RecordProxy[] {
  return (connection.getLinkedRecords('edges') ?? []).filter((edge): edge is RecordProxy => edge != null);
}

function nodeIdOf(edge: RecordProxy): string | undefined {
  return edge.getLinkedRecord('node')?.getDataID();
}

/**
 * Puts a node where the server says it is: out of every other shown list, into its parent's list
 * (if shown) at `position` — its 0-based place among its siblings, which is also the server's
 * order (a move takes the node out of its old place first, then makes room at the new one).
 * A place past the loaded edges of a list with more pages is left to "Load more".
 * Returns whether any list changed.
 */
export function placeNode(store: RecordSourceProxy, lists: TreeLists, nodeId: string, parentKey: ListKey, position: number): boolean {
  const node = store.get(nodeId);
  if (!node) return false;
  let changed = false;
  for (const [key, connectionId] of lists.entries()) {
    if (key === parentKey) continue;
    const connection = store.get(connectionId);
    if (connection && edgesOf(connection).some((edge) => nodeIdOf(edge) === nodeId)) {
      ConnectionHandler.deleteNode(connection, nodeId);
      changed = true;
    }
  }
  const targetId = lists.get(parentKey);
  const target = targetId ? store.get(targetId) : null;
  if (!target) return changed;
  const edges = edgesOf(target);
  const current = edges.findIndex((edge) => nodeIdOf(edge) === nodeId);
  if (current === position) return changed;
  const others = edges.filter((_, index) => index !== current);
  const hasMore = target.getLinkedRecord('pageInfo')?.getValue('hasNextPage') === true;
  if (position > others.length && hasMore) {
    if (current >= 0) target.setLinkedRecords(others, 'edges');
    return current >= 0 || changed;
  }
  const edge = current >= 0 ? edges[current] : ConnectionHandler.createEdge(store, target, node, 'ApplicationNodeEdge');
  others.splice(Math.max(0, Math.min(position, others.length)), 0, edge);
  target.setLinkedRecords(others, 'edges');
  return true;
}

/**
 * Takes a node out of every shown list: it went to the trash with its subtree (issue 35); the
 * lists below it go with its row. Returns whether any list changed.
 */
export function removeNode(store: RecordSourceProxy, lists: TreeLists, nodeId: string): boolean {
  let changed = false;
  for (const [, connectionId] of lists.entries()) {
    const connection = store.get(connectionId);
    if (connection && edgesOf(connection).some((edge) => nodeIdOf(edge) === nodeId)) {
      ConnectionHandler.deleteNode(connection, nodeId);
      changed = true;
    }
  }
  return changed;
}

/** The list key a node record belongs in (its parent's, or its tree's roots). */
export function parentKeyOf(node: RecordProxy): ListKey {
  const parent = node.getLinkedRecord('parent');
  const tree = node.getValue('tree') === 'REQUIREMENTS' ? 'REQUIREMENTS' : 'PAGES';
  return listKey(parent?.getDataID() ?? null, tree);
}
