import type { BoardKey } from './boardStore';

/** What a dragged card and a column (a drop target) carry for the board's drag and drop. */
export interface BoardDragData {
  /** The column the card is in, or the column itself. */
  columnKey: BoardKey;
  /** The card's title (for the overlay and the screen reader's announcements). */
  title?: string;
}

interface Draggable {
  id: string | number;
  data: { current?: unknown };
}

/** The column a draggable or drop target belongs to, if it is one of the board's. */
export function columnKeyOf(target: Draggable | null | undefined): BoardKey | null {
  const key = (target?.data.current as Partial<BoardDragData> | undefined)?.columnKey;
  return typeof key === 'string' || typeof key === 'number' ? key : null;
}

/** A dragged card's title ('' when it has none). */
export function titleOf(active: Draggable): string {
  return String((active.data.current as Partial<BoardDragData> | undefined)?.title ?? '');
}

/** The move a drop asks for: the card and the column it was dropped on, or null (no column, or its own). */
export function dropMove(active: Draggable, over: Draggable | null | undefined): { cardId: string; to: BoardKey } | null {
  const from = columnKeyOf(active);
  const to = columnKeyOf(over);
  return to === null || to === from ? null : { cardId: String(active.id), to };
}

/** The columns a card's "Move to…" menu offers: every other one, in board order. */
export function moveTargets<T extends { key: BoardKey }>(columns: readonly T[], current: BoardKey): T[] {
  return columns.filter((column) => column.key !== current);
}
