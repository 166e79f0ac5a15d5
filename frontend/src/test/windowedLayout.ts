import { act } from '@testing-library/react';
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

/** A box's layout for `fakeBoxLayout`: the box, the list in it (its items' parent) and their heights. */
interface BoxLayout {
  box: () => HTMLElement;
  list: () => Element | null | undefined;
  itemHeight: number;
  boxHeight: number;
}

/**
 * A scrolling box laid out for a windowed list's test, installed around each test: the list
 * starts at the top of the box's scroll; its rendered items (`data-index`) are `itemHeight` px
 * high and its spacers (`data-spacer`) as high as they say, one after the other; setting
 * `scrollTop` (or `scrollTo`) moves it within its height and fires `scroll` afterwards, as a
 * browser does. Returns the box's scroll (`scrollBoxTo`), its content's height and `settle`.
 */
export function fakeBoxLayout({ box, list, itemHeight, boxHeight }: BoxLayout) {
  const scrollTops = new WeakMap<Element, number>();
  const heightOf = (element: Element) =>
    element instanceof HTMLElement && element.dataset.spacer !== undefined ? Number.parseFloat(element.style.height) : element.hasAttribute('data-index') ? itemHeight : 0;
  const contentHeight = () => [...(list()?.children ?? [])].reduce((sum, child) => sum + heightOf(child), 0);
  const scrollBoxTo = (element: Element, value: number) => {
    const top = Math.max(0, Math.min(value, contentHeight() - boxHeight));
    if (top === (scrollTops.get(element) ?? 0)) return;
    scrollTops.set(element, top);
    setTimeout(() => element.dispatchEvent(new Event('scroll')));
  };
  const originalScrollTo = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTo');
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'scrollTop', 'get').mockImplementation(function (this: Element) {
      return scrollTops.get(this) ?? 0;
    });
    vi.spyOn(Element.prototype, 'scrollTop', 'set').mockImplementation(function (this: Element, value: number) {
      scrollBoxTo(this, value);
    });
    Element.prototype.scrollTo = function (this: Element, options?: ScrollToOptions | number) {
      if (typeof options === 'object') scrollBoxTo(this, options.top ?? 0);
    } as Element['scrollTo'];
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this === box() ? boxHeight : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this === box() ? Math.max(boxHeight, contentHeight()) : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const items = list();
      let top = 0;
      let height = 0;
      if (items && (this === items || this.parentElement === items)) {
        top = 0 - (scrollTops.get(box()) ?? 0);
        for (const child of this === items ? [] : items.children) {
          if (child === this) break;
          top += heightOf(child);
        }
        height = this === items ? 0 : heightOf(this);
      } else if (this === box()) height = boxHeight;
      return { x: 0, y: top, top, left: 0, bottom: top + height, right: 0, width: 0, height, toJSON: () => ({}) } as DOMRect;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    if (originalScrollTo) Object.defineProperty(Element.prototype, 'scrollTo', originalScrollTo);
    else delete (Element.prototype as Partial<Element>).scrollTo;
  });
  return { scrollBoxTo, contentHeight };
}

/** Lets the scroll events a test's scrolling fired run, and what they render. */
export async function settle() {
  for (let round = 0; round < 5; round += 1) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
