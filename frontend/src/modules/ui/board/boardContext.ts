import type { MantineColor } from '@mantine/core';
import { createContext, useContext } from 'react';
import type { BoardAreaMessages } from './boardMessages';
import type { BoardKey } from './boardStore';

/** A column as a card's "Move to…" menu offers it. */
export interface BoardColumnOption {
  key: BoardKey;
  label: string;
  color: MantineColor;
}

/** What every card of a board shares: where it may go and how it gets there. */
export interface BoardContextValue {
  testId: string;
  columns: readonly BoardColumnOption[];
  moveCard: BoardAreaMessages['moveCard'];
  onMove: (cardId: string, to: BoardKey) => void;
}

export const BoardContext = createContext<BoardContextValue | null>(null);

/** The key of the column a card is rendered in. */
export const BoardColumnKeyContext = createContext<BoardKey | null>(null);

/** The board and the column a card is in (a BoardCard is only rendered by a Board's column). */
export function useBoardCardContext(): { board: BoardContextValue; columnKey: BoardKey } {
  const board = useContext(BoardContext);
  const columnKey = useContext(BoardColumnKeyContext);
  if (!board || columnKey === null) throw new Error('A BoardCard is rendered by a Board (through its renderCard).');
  return { board, columnKey };
}

/** The CSS colour of a column's tone as a fill (its top edge, its swatch in the menu). */
export function columnFill(color: MantineColor): string {
  return `var(--mantine-color-${color}-filled)`;
}
