import { useVirtualizer, useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How many items a list renders whole (issue 33): below it every item is in the page as before
 * (find in page, Tab through every row); from it on, only the items near the viewport are.
 */
export const windowedFrom = 100;

/** Items rendered beyond the viewport on each side (Tab and arrow keys reach them without a gap). */
const overscan = 12;

export interface WindowedItems {
  /** Whether the list is windowed (long enough); when not, `indexes` is every item. */
  windowed: boolean;
  /** The items to render, in order. */
  indexes: readonly number[];
  /** The height, in pixels, the items above the first rendered one would take (a spacer's). */
  before: number;
  /** The same below the last rendered one. */
  after: number;
  /** Ref for a rendered item's element, which carries `data-index={index}`: its real height is measured and followed. */
  measure: (element: Element | null) => void;
}

interface Options {
  count: number;
  /** An item's height before it is measured, in pixels. */
  estimateSize: number;
  /** The element that contains the items, at the top of the first one (the page's scroll needs where the list starts). */
  listRef: RefObject<HTMLElement | null>;
  /** Window from this many items on (`windowedFrom` unless told). */
  from?: number;
  /** An item's key (its record's id), so a measured height stays with its item when one is inserted above. */
  itemKey?: (index: number) => string | number;
}

/** An item's height with its bottom margin (a card's gap on a phone); the estimate while it is not laid out. */
function measureWithMargin(estimate: number) {
  return (element: Element): number => {
    const height = element.getBoundingClientRect().height;
    if (height <= 0) return estimate;
    const margin = Number.parseFloat(getComputedStyle(element).marginBottom) || 0;
    return height + margin;
  };
}

/**
 * Where a windowed list starts in its scroll (the virtualizer's `scrollMargin`), read after every
 * render: what is above the list (the toolbar, filters opening, a column's heading) can change
 * height without the list knowing. A change under a pixel is ignored, so it settles.
 */
function useListStart(windowed: boolean, read: () => number | null): number {
  const [start, setStart] = useState(0);
  // After every render on purpose (see above); the setter keeps the value unless it moved a pixel.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const top = windowed ? read() : null;
    if (top !== null) setStart((previous) => (Math.abs(previous - top) > 1 ? Math.round(top) : previous));
  });
  return start;
}

function allIndexes(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index);
}

/** What `itemsOf` reads of either virtualizer. */
interface ItemSource {
  getVirtualItems: () => VirtualItem[];
  getTotalSize: () => number;
  measureElement: (element: Element | null) => void;
}

function itemsOf(virtualizer: ItemSource, count: number, windowed: boolean, margin: number): WindowedItems {
  if (!windowed) return { windowed, indexes: allIndexes(count), before: 0, after: 0, measure: virtualizer.measureElement };
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  return {
    windowed,
    indexes: items.map((item) => item.index),
    before: first ? first.start - margin : 0,
    // Items' ends count from the scroll's start, the total from the list's (`scrollMargin` less):
    // a spacer short by the list's offset made the page grow as its end was reached, and the
    // "Load more" below jump away from the pointer.
    after: Math.max(0, margin + virtualizer.getTotalSize() - (last ? last.end : margin)),
    measure: virtualizer.measureElement,
  };
}

/** What both virtualizers are given: the items, their estimate and measure, the window's overscan. */
function sharedOptions({ count, estimateSize, itemKey }: Pick<Options, 'count' | 'estimateSize' | 'itemKey'>, windowed: boolean, scrollMargin: number) {
  return {
    count,
    estimateSize: () => estimateSize,
    overscan,
    scrollMargin,
    enabled: windowed,
    measureElement: measureWithMargin(estimateSize),
    ...(itemKey && { getItemKey: itemKey }),
  };
}

/**
 * A long list in the page's scroll, windowed (issue 33: a thousand rows loaded by "Load more"
 * render as the few in view): the items above and below the rendered ones are spacers of their
 * measured (or estimated) height, so the page scrolls as if all were there. Short lists render
 * whole.
 */
export function useWindowedPage({ count, estimateSize, listRef, from = windowedFrom, itemKey }: Options): WindowedItems {
  const windowed = count >= from;
  const scrollMargin = useListStart(windowed, () => (listRef.current ? listRef.current.getBoundingClientRect().top + window.scrollY : null));
  const virtualizer = useWindowVirtualizer(sharedOptions({ count, estimateSize, itemKey }, windowed, scrollMargin));
  return itemsOf(virtualizer, count, windowed, scrollMargin);
}

/**
 * A long list in a box of its own that scrolls (a board's column), windowed as `useWindowedPage`
 * does in the page. The box is given as an element (a callback ref's state), not a ref: the box
 * holds the list, so its ref is attached only after the list's effects have run.
 */
export function useWindowedBox({
  count,
  estimateSize,
  listRef,
  scrollElement,
  from = windowedFrom,
  itemKey,
  anchorToEnd = false,
}: Options & {
  scrollElement: HTMLElement | null;
  /**
   * A log read from its end (a chat's messages; needs `itemKey`): items put above the rendered
   * ones ("Earlier messages") keep the item in view where it is, so it stays rendered and the
   * reader's place is kept; at the end, an item added or growing there keeps the end in view.
   */
  anchorToEnd?: boolean;
}): WindowedItems {
  const windowed = count >= from;
  const scrollMargin = useListStart(windowed, () =>
    listRef.current && scrollElement ? listRef.current.getBoundingClientRect().top - scrollElement.getBoundingClientRect().top + scrollElement.scrollTop : null,
  );
  const virtualizer = useVirtualizer({
    ...sharedOptions({ count, estimateSize, itemKey }, windowed, scrollMargin),
    ...(anchorToEnd && { anchorTo: 'end' as const, followOnAppend: true }),
    // Where the box already is, not its top: a list that grows past the threshold while scrolled
    // stays where the reader is. A log read from its end opens at its end.
    initialOffset: () => scrollElement?.scrollTop ?? (anchorToEnd ? Number.MAX_SAFE_INTEGER : 0),
    getScrollElement: () => scrollElement,
  });
  return itemsOf(virtualizer, count, windowed, scrollMargin);
}
