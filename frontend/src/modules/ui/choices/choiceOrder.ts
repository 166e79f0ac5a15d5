/** Choices (issue statuses, categories…) in their admin order: position ascending, then label (as the server orders them). */
export function byPosition<T extends { readonly position: number; readonly label: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.position - b.position || a.label.localeCompare(b.label));
}

/** The highest position the server accepts (0..=999). */
export const maxPosition = 999;

export interface PositionChange {
  id: string;
  position: number;
}

/**
 * The `move…(id, position)` calls that swap the entry at `index` with its neighbour in
 * `direction` (−1 up, +1 down), for a list in `byPosition` order. Two entries with different
 * positions trade them; when they share one (the order then falls back to the label), the
 * whole list is renumbered in the new order, and only the entries whose position changes move.
 */
export function reorderPlan(items: readonly { readonly id: string; readonly position: number }[], index: number, direction: -1 | 1): PositionChange[] {
  const other = index + direction;
  if (index < 0 || index >= items.length || other < 0 || other >= items.length) return [];
  const a = items[index];
  const b = items[other];
  if (a.position !== b.position) {
    return [
      { id: a.id, position: b.position },
      { id: b.id, position: a.position },
    ];
  }
  const order = [...items];
  order[index] = b;
  order[other] = a;
  const step = Math.max(1, Math.min(10, Math.floor(maxPosition / Math.max(1, order.length - 1))));
  return order.flatMap((item, i) => (item.position === i * step ? [] : [{ id: item.id, position: i * step }]));
}
