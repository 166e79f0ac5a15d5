/** A node a tree picker offers: its name, its directories from the root down and what it is. */
export interface PickedNode {
  readonly id: string;
  readonly name: string;
  readonly kind?: string;
  readonly childCount?: number;
  readonly path: readonly { readonly id: string; readonly name: string }[];
}

/** How a picker names a node: its path and its name ("Billing / Invoices"), so same-named nodes differ. */
export function nodeLabel(node: Pick<PickedNode, 'name' | 'path'>): string {
  return [...node.path.map((ancestor) => ancestor.name), node.name].join(' / ');
}

/** Whether `movingId` may move into `target`: never into itself or its own subtree (the server refuses it). */
export function canMoveInto(target: Pick<PickedNode, 'id' | 'path'>, movingId: string): boolean {
  return target.id !== movingId && !target.path.some((ancestor) => ancestor.id === movingId);
}

/**
 * A picker's options from the nodes found so far, each named by its path; `kept` (the value the
 * form holds, found or not) comes first when the search has not found it.
 */
export function nodeOptions(found: readonly PickedNode[], kept: readonly PickedNode[] = []): { value: string; label: string }[] {
  const ids = new Set(found.map((node) => node.id));
  return [...kept.filter((node) => !ids.has(node.id)), ...found].map((node) => ({ value: node.id, label: nodeLabel(node) }));
}
