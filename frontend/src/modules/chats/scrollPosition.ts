/*
 * The arithmetic of a chat's scrolling box (useAutoScroll): following its end as it grows, and
 * keeping the reader's place while older rows are put above.
 */

/** How close to the bottom still counts as "at the bottom" (px). */
export const endSlack = 48;

/**
 * Whether the box keeps following its end after a scroll event: at the end (within the slack)
 * it does; scrolled up (`scrollTop` below the last one seen) it stops; otherwise nothing
 * changes. So a jump to the end that the growing content outruns before its scroll event
 * (a message sent from far up, its rows rendered meanwhile) still follows them down.
 */
export function keepsFollowing(following: boolean, gap: number, scrollTop: number, previousScrollTop: number): boolean {
  if (gap <= endSlack) return true;
  if (scrollTop < previousScrollTop) return false;
  return following;
}

/** A row's vertical extent on screen (a `DOMRect`'s `top` and `bottom`). */
export interface RowExtent {
  top: number;
  bottom: number;
}

/**
 * The row to keep in place while older rows are put above it: the first one at least partly
 * below the scrolling box's top edge (`boxTop`), or -1 when none is (nothing rendered, or all
 * scrolled past).
 */
export function firstVisibleRow(rows: readonly RowExtent[], boxTop: number): number {
  return rows.findIndex((row) => row.bottom > boxTop);
}

/**
 * How far to scroll (added to `scrollTop`) so the held row is back at `offset` from the box's
 * top edge, now that it is at `currentOffset`; 0 when it has not moved (by a pixel or more).
 */
export function scrollCorrection(offset: number, currentOffset: number): number {
  const shift = currentOffset - offset;
  return Math.abs(shift) < 1 ? 0 : shift;
}
