import { afterEach, beforeEach, expect, vi } from 'vitest';

/**
 * A page laid out for a windowed list's test (issue 33): jsdom lays nothing out, so every
 * element `isItem` picks is `itemHeight` px high, the window 800 px, and the list `isList` picks
 * starts at the top of the page (it moves up as the page scrolls). Installs itself around each test.
 */
export function fakePageLayout({ isItem, isList, itemHeight }: { isItem: (element: HTMLElement) => boolean; isList: (element: HTMLElement) => boolean; itemHeight: number }) {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const height = isItem(this) ? itemHeight : 0;
      const top = isList(this) ? -window.scrollY : 0;
      return { x: 0, y: top, top, left: 0, bottom: top + height, right: 0, width: 0, height, toJSON: () => ({}) } as DOMRect;
    });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    scrollPageTo(0);
  });
}

/** Scrolls the page to `y` as the browser would (the position, then the event). */
export function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

/**
 * Checks a windowed list of `count` items rendered only those near the viewport (`items`, in
 * order, the first at `firstIndex`), each with its place in the whole set.
 */
export function expectWindowed(items: readonly HTMLElement[], { count, firstIndex = 0, setSize = count }: { count: number; firstIndex?: number; setSize?: number }) {
  // 800 px of items is a few dozen with the overscan on each side, not thousands.
  expect(items.length).toBeGreaterThanOrEqual(10);
  expect(items.length).toBeLessThanOrEqual(60);
  expect(items.length).toBeLessThan(count);
  items.forEach((item, offset) => {
    expect(item.getAttribute('aria-posinset')).toBe(String(firstIndex + offset + 1));
    expect(item.getAttribute('aria-setsize')).toBe(String(setSize));
  });
}

/** Checks a list below the windowing threshold rendered whole, without places (the list says them itself). */
export function expectWhole(items: readonly HTMLElement[], count: number) {
  expect(items).toHaveLength(count);
  expect(items.some((item) => item.hasAttribute('aria-setsize'))).toBe(false);
}
