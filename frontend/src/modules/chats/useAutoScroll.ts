import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { firstVisibleRow, keepsFollowing, scrollCorrection } from './scrollPosition';

/** What the reader does to scroll by themselves (the wheel, a touch, the scrollbar, a key). */
const readerScrolls = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** A row kept where it is on screen while older rows are put above it. */
interface Held {
  row: Element;
  /** Its distance from the box's top edge when it was held (px). */
  offset: number;
}

/**
 * Keeps a scrolling box at its bottom while its content grows (a streaming answer), unless the
 * reader scrolled up; scrolling back down follows again. Returns the refs for the box and its
 * content (whose children are the rows), `toBottom` to jump there (after sending), and
 * `holdPosition` to call before older rows are put at the top: the first row in view then stays
 * where it is on screen (as the rows come in, and as they grow) until the reader scrolls.
 */
export function useAutoScroll<Box extends HTMLElement, Content extends HTMLElement>() {
  const box = useRef<Box>(null);
  const content = useRef<Content>(null);
  const stick = useRef(true);
  const held = useRef<Held | null>(null);

  /** Scrolls the held row back to where it was; false when none is held. */
  const restore = useCallback((): boolean => {
    const element = box.current;
    const current = held.current;
    if (!element || !current) return false;
    if (!current.row.isConnected) {
      held.current = null;
      return false;
    }
    const shift = scrollCorrection(current.offset, current.row.getBoundingClientRect().top - element.getBoundingClientRect().top);
    if (shift !== 0) element.scrollTop += shift;
    return true;
  }, []);

  const toBottom = useCallback(() => {
    const element = box.current;
    if (!element) return;
    held.current = null;
    stick.current = true;
    element.scrollTop = element.scrollHeight;
  }, []);

  const holdPosition = useCallback(() => {
    const element = box.current;
    const inner = content.current;
    if (!element || !inner) return;
    const top = element.getBoundingClientRect().top;
    // A windowed list's spacers (`data-spacer`) stand for rows; they are not rows to hold.
    const rows = Array.from(inner.children).filter((row) => !row.hasAttribute('data-spacer'));
    const extents = rows.map((row) => row.getBoundingClientRect());
    const index = firstVisibleRow(extents, top);
    held.current = index < 0 ? null : { row: rows[index], offset: extents[index].top - top };
    stick.current = false;
  }, []);

  useEffect(() => {
    const element = box.current;
    const inner = content.current;
    if (!element || !inner) return;
    let lastScrollTop = element.scrollTop;
    const onScroll = () => {
      stick.current = keepsFollowing(stick.current, element.scrollHeight - element.scrollTop - element.clientHeight, element.scrollTop, lastScrollTop);
      lastScrollTop = element.scrollTop;
    };
    const release = () => {
      held.current = null;
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    for (const type of readerScrolls) element.addEventListener(type, release, { passive: true });
    element.scrollTop = element.scrollHeight;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => {
      if (restore()) return;
      if (stick.current) element.scrollTop = element.scrollHeight;
    });
    observer?.observe(inner);
    return () => {
      element.removeEventListener('scroll', onScroll);
      for (const type of readerScrolls) element.removeEventListener(type, release);
      observer?.disconnect();
    };
  }, [restore]);

  // Every render of the owner (older rows just put above, the button above them gone): before
  // the browser paints, the held row is back in its place.
  useLayoutEffect(() => {
    restore();
  });

  return { box, content, toBottom, holdPosition };
}
