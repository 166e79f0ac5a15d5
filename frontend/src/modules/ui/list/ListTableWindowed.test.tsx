import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/renderWithProviders';
import { windowedFrom } from '@/modules/ui/windowed/useWindowedItems';
import { ListCell, ListRow, ListTable } from './ListTable';

/** jsdom lays nothing out: every row is 40 px high, the window 800 px. */
const rowHeight = 40;
/** Where the table's body starts in the page (what is above it: a heading, the filters). */
let listTop = 0;

function renderRows(count: number) {
  return renderWithProviders(
    <ListTable label="Things" columns={[{ key: 'name', label: 'Name' }]}>
      {Array.from({ length: count }, (_, index) => (
        <ListRow key={`row-${index}`} data-testid="row">
          <ListCell column="name" primary>
            {`Item ${index}`}
          </ListCell>
        </ListRow>
      ))}
    </ListTable>,
  );
}

describe('ListTable with a long list (issue 33)', () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      // The table's body starts at the top of the page, so it moves up as the page scrolls.
      const height = this.tagName === 'TR' ? rowHeight : 0;
      const top = this.tagName === 'TBODY' ? listTop - window.scrollY : 0;
      return { x: 0, y: top, top, left: 0, bottom: top + height, right: 0, width: 0, height, toJSON: () => ({}) } as DOMRect;
    });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
  });
  afterEach(() => {
    listTop = 0;
    vi.restoreAllMocks();
    scrollTo(0);
  });

  function scrollTo(y: number) {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    window.dispatchEvent(new Event('scroll'));
  }

  it('renders a short list whole, without spacers or row indexes', () => {
    renderRows(windowedFrom - 1);
    expect(screen.getAllByTestId('row')).toHaveLength(windowedFrom - 1);
    expect(document.querySelector('.list-spacer')).toBeNull();
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBeNull();
  });

  it('renders only the rows in view of 10,000, with a spacer for the rest and their places for assistive technology', () => {
    renderRows(10_000);
    const rows = screen.getAllByTestId('row');
    // 800 px of 40 px rows is 20, plus the overscan below: a few dozen, not ten thousand.
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.length).toBeLessThanOrEqual(40);
    expect(rows[0].textContent).toBe('Item 0');
    expect(rows[0].getAttribute('aria-rowindex')).toBe('2');
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('10001');
    const spacer = document.querySelector<HTMLElement>('.list-spacer');
    expect(spacer?.getAttribute('aria-hidden')).toBe('true');
    // The rows not rendered keep their place: the page scrolls as if all were there.
    expect(Number.parseFloat(spacer?.style.height ?? '0')).toBeGreaterThanOrEqual((10_000 - rows.length) * rowHeight);
  });

  it('renders the rows at the scroll position further down', () => {
    renderRows(10_000);
    act(() => scrollTo(5000 * rowHeight));
    const rows = screen.getAllByTestId('row');
    expect(rows.length).toBeLessThanOrEqual(50);
    // Rows not measured yet count at the estimate, so the window lands near row 4,000, not at 0.
    const indexes = rows.map((row) => Number(row.textContent?.replace('Item ', '')));
    expect(indexes[0]).toBeGreaterThan(3500);
    expect(indexes).toEqual(indexes.map((_, offset) => indexes[0] + offset));
    expect(rows[0].getAttribute('aria-rowindex')).toBe(String(indexes[0] + 2));
    const spacers = document.querySelectorAll<HTMLElement>('.list-spacer');
    expect(spacers).toHaveLength(2);
  });

  it('keeps the rows below in their place whatever is above the list, so the page does not grow as its end is reached', () => {
    const spacerBelow = () => {
      const spacers = [...document.querySelectorAll<HTMLElement>('.list-spacer')];
      // The rows after the rendered ones (the first ones are rendered), each at its estimate.
      return Number.parseFloat(spacers.at(-1)?.style.height ?? '0') / (1_000 - screen.getAllByTestId('row').length);
    };
    const atTop = renderRows(1_000);
    const fromTheTop = spacerBelow();
    atTop.unmount();
    listTop = 300;
    renderRows(1_000);
    // The list starts 300 px down the page: the rows below the rendered ones are as tall as before.
    expect(fromTheTop).toBeGreaterThan(rowHeight);
    expect(spacerBelow()).toBe(fromTheTop);
  });
});
