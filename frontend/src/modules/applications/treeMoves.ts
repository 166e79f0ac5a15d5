/** Where a node sits in a shown tree: what a drop target or a keyboard move needs to know. */
export interface TreeSpot {
  nodeId: string;
  /** Its parent directory, or null for a root. */
  parentId: string | null;
  /** Its place among its siblings (0-based). */
  index: number;
  kind: 'DIRECTORY' | 'LEAF' | string;
  childCount: number;
  /** Its directories from the root down (a node cannot go under itself). */
  ancestors: readonly string[];
  /** Whether its children are shown (then its lower edge means "into"). */
  expanded?: boolean;
}

export type DropZone = 'before' | 'into' | 'after';

/** `moveApplicationNode`'s input besides the id. */
export interface MoveTarget {
  parentId: string | null;
  position: number;
}

/**
 * The zone of a row the pointer is over: the top quarter is "before", the bottom quarter
 * "after" (an open directory's lower part is "into": its children follow it), the middle of a
 * directory "into". A leaf has only halves.
 */
export function dropZone(spot: Pick<TreeSpot, 'kind' | 'expanded'>, pointerY: number, rect: { top: number; height: number }): DropZone {
  const ratio = rect.height > 0 ? (pointerY - rect.top) / rect.height : 0.5;
  if (spot.kind !== 'DIRECTORY') return ratio < 0.5 ? 'before' : 'after';
  if (ratio < 0.25) return 'before';
  if (ratio > 0.75 && !spot.expanded) return 'after';
  return 'into';
}

/**
 * The move a drop asks for, or null when it is none (onto itself, into its own subtree, into a
 * leaf, or the place it already has). Positions count the siblings without the moved node, as
 * the server does: it takes the node out first, then makes room.
 */
export function moveForDrop(active: Pick<TreeSpot, 'nodeId' | 'parentId' | 'index'>, over: TreeSpot, zone: DropZone): MoveTarget | null {
  if (over.nodeId === active.nodeId || over.ancestors.includes(active.nodeId)) return null;
  if (zone === 'into') {
    if (over.kind !== 'DIRECTORY') return null;
    const inside = active.parentId === over.nodeId;
    const position = inside ? Math.max(0, over.childCount - 1) : over.childCount;
    if (inside && active.index === position) return null;
    return { parentId: over.nodeId, position };
  }
  const sameList = active.parentId === over.parentId;
  let position = zone === 'before' ? over.index : over.index + 1;
  if (sameList && active.index < position) position -= 1;
  if (sameList && active.index === position) return null;
  return { parentId: over.parentId, position };
}

/** Move up (−1) or down (+1) among its siblings, or null at either end. */
export function moveBy(spot: Pick<TreeSpot, 'parentId' | 'index'>, siblings: number, delta: -1 | 1): MoveTarget | null {
  const position = spot.index + delta;
  if (position < 0 || position >= siblings) return null;
  return { parentId: spot.parentId, position };
}
