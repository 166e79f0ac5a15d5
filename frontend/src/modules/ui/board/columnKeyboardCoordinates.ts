import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

interface Span {
  left: number;
  width: number;
}

/**
 * The left edge a card of `width` takes, centred in the next column in `direction` (+1 right,
 * −1 left) from the card's span, or null when there is none that way.
 */
export function nextColumnLeft(columns: readonly Span[], card: Span, direction: 1 | -1): number | null {
  const centre = card.left + card.width / 2;
  let best: Span | null = null;
  for (const column of columns) {
    const middle = column.left + column.width / 2;
    const ahead = direction === 1 ? middle > centre + 1 : middle < centre - 1;
    if (!ahead) continue;
    if (!best || Math.abs(middle - centre) < Math.abs(best.left + best.width / 2 - centre)) best = column;
  }
  return best ? best.left + (best.width - card.width) / 2 : null;
}

/**
 * The board's keyboard drag (Space on a card's grip, then ←/→, then Space): each arrow press
 * jumps the card to the middle of the next column, not 25 px.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const direction = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  const card = context.collisionRect;
  if (!direction || !card) return undefined;
  event.preventDefault();
  const left = nextColumnLeft([...context.droppableRects.values()], card, direction);
  return left === null ? currentCoordinates : { x: left, y: currentCoordinates.y };
};
