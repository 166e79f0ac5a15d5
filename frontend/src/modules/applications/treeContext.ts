import { createContext } from 'react';
import type { DropZone, MoveTarget, TreeSpot } from './treeMoves';
import type { TreeLists, TreeName } from './treeLists';

/** What every row of one tree shares: where it is, what is open, and the actions on a node. */
export interface TreeContextValue {
  applicationId: string;
  tree: TreeName;
  lists: TreeLists;
  expanded: ReadonlySet<string>;
  setExpanded: (nodeId: string, open: boolean) => void;
  /** The row that takes Tab (roving focus). */
  activeId: string | null;
  setActiveId: (nodeId: string) => void;
  /** Where a dragged node would land now. */
  drop: { nodeId: string; zone: DropZone } | null;
  /** The node being dragged. */
  dragging: string | null;
  move: (spot: TreeSpot & { name: string }, target: MoveTarget) => void;
  openMoveDialog: (spot: TreeSpot & { name: string }) => void;
  changeStatus: (nodeId: string, statusId: number) => void;
}

export const TreeContext = createContext<TreeContextValue | null>(null);
